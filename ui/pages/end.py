"""The end of a game: the ranking with every player's board, its counted lines outlined, and
the score's breakdown; play again, look at the table, export the record or go back to the menu.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass

from PySide6.QtCore import QRectF, Qt
from PySide6.QtGui import QColor, QPainter
from PySide6.QtWidgets import QGridLayout, QHBoxLayout, QLabel, QVBoxLayout, QWidget

from engine.helsinki.game import Game
from engine.helsinki.scoring import Score
from ui.i18n import score_parts, tr
from ui.pages import art
from ui.pages.result import ResultPage
from ui.pages.style import Panel, label, set_role


@dataclass(frozen=True)
class Placing:
    """A player's place in the final ranking."""

    rank: int
    """1 for the winner."""
    seat: int
    score: Score


def ranking(game: Game) -> list[Placing]:
    """The seats best first. Equal totals are ordered as the rules break a tie for the win:
    the player latest in turn order ahead."""
    scores = game.scores()
    order = game.turn_order()
    seats = sorted(range(game.n), key=lambda s: (-scores[s].total, -order.index(s)))
    return [Placing(rank, seat, scores[seat]) for rank, seat in enumerate(seats, start=1)]


def end_reason(game: Game) -> str:
    """Why ``game`` (over) ended, in a sentence."""
    return tr("The pile ran out of cards in round {n}: that round was the last.").format(
        n=game.round + 1)  # fmt: skip


class PlayerResult(Panel):
    """One player's result: place, token and name, total, board, breakdown."""

    def __init__(self, placing: Placing, name: str, colour: QColor, game: Game,
                 parent: QWidget | None = None) -> None:  # fmt: skip
        super().__init__(parent)
        self.placing = placing
        self.name = name
        self.colour = colour
        player = game.players[placing.seat]
        score = placing.score
        self.dry_roads = game.options.dry_roads
        self.token = QLabel()
        self.total = label("heading")
        set_role(self.heading, "subheading")
        names = QVBoxLayout()
        names.setSpacing(0)
        names.addWidget(self.heading)
        names.addWidget(self.total)
        top = QHBoxLayout()
        top.addWidget(self.token)
        top.addLayout(names, 1)
        self.body.removeWidget(self.heading)
        self.body.addLayout(top)

        def paint(painter: QPainter, rect: QRectF) -> None:
            art.paint_board(painter, rect, player, score.complete_rows, score.complete_columns,
                            self.dry_roads)  # fmt: skip

        self.board = art.Drawing(paint, 1.0, height_for_width=False)
        self.board.setMinimumSize(120, 120)
        self.body.addWidget(self.board, 1)
        self.grid = QGridLayout()
        self.grid.setVerticalSpacing(2)
        self.parts: list[tuple[QLabel, QLabel]] = []
        for row, _part in enumerate(score_parts(score, self.dry_roads)):
            words, points = label("muted"), QLabel()
            points.setAlignment(Qt.AlignmentFlag.AlignRight)
            self.grid.addWidget(words, row, 0)
            self.grid.addWidget(points, row, 1)
            self.parts.append((words, points))
        self.body.addLayout(self.grid)
        if placing.rank == 1:
            self.setProperty("role", "winner")
        self.retranslate()

    def retranslate(self) -> None:
        self.heading.setText(tr("{rank}. {name}").format(rank=self.placing.rank, name=self.name))
        self.total.setText(tr("%n point(s)", None, self.placing.score.total))
        for (words, points), (text, tip, value) in zip(
            self.parts, score_parts(self.placing.score, self.dry_roads), strict=True
        ):
            words.setText(text)
            points.setText(tr("%n point(s)", None, value))
            words.setToolTip(tip)
            points.setToolTip(tip)

    def set_token_size(self, size: int) -> None:
        self.token.setPixmap(art.token_pixmap(self.colour, str(self.placing.seat + 1), size))


class EndPage(ResultPage):
    """The result of a finished game of Helsinki."""

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.results: list[PlayerResult] = []
        self.game: Game | None = None
        self.names: list[str] = []
        self.retranslate()
        self.rescaled()

    def set_result(self, game: Game, names: Sequence[str], colours: Sequence[QColor],
                   can_play_again: bool = True) -> None:  # fmt: skip
        """Show the end of ``game`` (over) played by ``names`` in ``colours``."""
        assert game.is_over
        self.game = game
        self.names = list(names)
        self.results = [PlayerResult(placing, self.names[placing.seat], colours[placing.seat],
                                    game) for placing in ranking(game)]  # fmt: skip
        self.show_results(self.results, can_play_again)
        self.retranslate()
        self.rescaled()

    def retranslate(self) -> None:
        super().retranslate()
        for result in self.results:
            result.retranslate()
        if self.game is None or not self.results:
            self.title.setText(tr("Game over"))
            self.detail.clear()
            return
        first = self.results[0].placing
        self.title.setText(tr("{name} wins with %n point(s)!", None, first.score.total).format(
            name=self.names[first.seat]))  # fmt: skip
        tied = len(self.results) > 1 and self.results[1].placing.score.total == first.score.total
        detail = end_reason(self.game) + " " + tr("Complete rows and columns are outlined on "
                                                  "the boards.")  # fmt: skip
        if tied:
            detail = tr("A tie on points: of the tied players, the one latest in turn order "
                        "wins.") + " " + detail  # fmt: skip
        self.detail.setText(detail)

    def rescaled(self) -> None:
        super().rescaled()
        for result in getattr(self, "results", ()):
            result.set_token_size(self.px(26))
            result.body.setContentsMargins(self.px(12), self.px(10), self.px(12), self.px(12))
