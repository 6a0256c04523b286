"""The end of a game of Copenhagen: why it ended, who won (a shared win too) and every player's
house board, as the table draws it, beside the breakdown: floors, columns, the windows-only
lines scored double, the empty cells that break a tie on points."""

from __future__ import annotations

from collections.abc import Sequence

from PySide6.QtCore import QRectF, Qt
from PySide6.QtGui import QColor, QPainter
from PySide6.QtWidgets import QGridLayout, QHBoxLayout, QLabel, QWidget

from engine.copenhagen import CopenhagenGame, Ending
from ui.copenhagen.items.house import HouseItem
from ui.copenhagen.layout import OWN_CELL, own_parts
from ui.i18n import tr
from ui.pages import art
from ui.pages.result import ResultPage
from ui.pages.style import Panel, label

COLUMN_LETTERS = "abcde"


def ranking(game: CopenhagenGame) -> list[int]:
    """The seats best first: most points, then fewest empty cells."""
    scores = game.scores()
    return sorted(range(game.n), key=lambda s: (-game.players[s].points, scores[s].empty_cells))


def winners_text(game: CopenhagenGame, names: Sequence[str]) -> str:
    winners = game.winners
    if len(winners) == 1:
        return tr("{name} wins with %n point(s)!", None,
                  game.players[winners[0]].points).format(name=names[winners[0]])  # fmt: skip
    together = ", ".join(names[s] for s in winners[:-1])
    return tr("{names} and {last} share the win with %n point(s)!", None,
              game.players[winners[0]].points).format(names=together,
                                                      last=names[winners[-1]])  # fmt: skip


def ending_text(game: CopenhagenGame) -> str:
    if game.ending == Ending.POINTS:
        return tr("A player reached 12 points: the game ended at once.")
    return tr("The end card came up: most points win, then fewest empty cells; a tie on both "
              "is a shared win.")  # fmt: skip


def house_drawing(house: HouseItem) -> art.Drawing:
    """A widget that draws ``house``'s board (read-only), scaled to its size."""
    area = house.house_rect()

    def paint(painter: QPainter, box: QRectF) -> None:
        scale = box.width() / area.width()
        painter.translate(box.topLeft())
        painter.scale(scale, scale)
        painter.translate(-area.topLeft())
        house.paint_house(painter)

    drawing = art.Drawing(paint, area.width() / area.height(), height_for_width=False)
    drawing.setMinimumSize(72, 100)
    return drawing


class Breakdown(Panel):
    """One player's result: place, name, points, the house board and what made the points."""

    def __init__(self, game: CopenhagenGame, seat: int, rank: int, name: str, colour: QColor,
                 parent: QWidget | None = None) -> None:  # fmt: skip
        super().__init__(parent)
        self.seat, self.rank, self.name, self.colour = seat, rank, name, colour
        self.score = game.scores()[seat]
        self.points = game.players[seat].points
        self.won = seat in game.winners
        self.token = QLabel()
        self.token.setPixmap(art.token_pixmap(colour, str(seat + 1), 26))
        self.total = label("heading")
        top = QHBoxLayout()
        top.addWidget(self.token)
        top.addWidget(self.total, 1)
        self.body.addLayout(top)
        self.house = HouseItem(own_parts().house, OWN_CELL, True)
        self.house.set_state(game.players[seat], name, colour, False)
        self.board = house_drawing(self.house)
        self.body.addWidget(self.board, 1)
        self.grid = QGridLayout()
        self.grid.setVerticalSpacing(2)
        self.rows: list[tuple[QLabel, QLabel]] = []
        for row in range(5):
            words, value = label("muted"), QLabel()
            value.setAlignment(Qt.AlignmentFlag.AlignRight)
            self.grid.addWidget(words, row, 0)
            self.grid.addWidget(value, row, 1)
            self.rows.append((words, value))
        self.body.addLayout(self.grid)
        if self.won:
            self.setProperty("role", "winner")
        self.retranslate()

    def retranslate(self) -> None:
        score = self.score
        self.heading.setText(tr("{rank}. {name}").format(rank=self.rank, name=self.name))
        self.total.setText(tr("%n point(s)", None, self.points))
        floors = ", ".join(str(f + 1) for f in score.floors) or "-"
        columns = ", ".join(COLUMN_LETTERS[c] for c in score.columns) or "-"
        doubles = [*(str(f + 1) for f in score.window_floors),
                   *(COLUMN_LETTERS[c] for c in score.window_columns)]  # fmt: skip
        lines = [
            (tr("Complete floors ({floors})").format(floors=floors),
             tr("%n point(s)", None, score.floor_points)),
            (tr("Complete columns ({columns})").format(columns=columns),
             tr("%n point(s)", None, score.column_points)),
            (tr("Windows only, scored double"), ", ".join(doubles) or "-"),
            (tr("Empty cells"), str(score.empty_cells)),
            (tr("Result"), tr("winner") if self.won else ""),
        ]  # fmt: skip
        for (words, value), (text, shown) in zip(self.rows, lines, strict=True):
            words.setText(text)
            value.setText(shown)


class CopenhagenEndPage(ResultPage):
    """The result of a finished game of Copenhagen, in place of the table."""


    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.results: list[Breakdown] = []
        self.game: CopenhagenGame | None = None
        self.names: list[str] = []
        self.retranslate()
        self.rescaled()

    def set_result(self, game: CopenhagenGame, names: Sequence[str], colours: Sequence[QColor],
                   can_play_again: bool = True) -> None:  # fmt: skip
        assert game.is_over
        self.game, self.names = game, list(names)
        self.results = [Breakdown(game, seat, rank, self.names[seat], colours[seat])
                        for rank, seat in enumerate(ranking(game), start=1)]  # fmt: skip
        self.show_results(self.results, can_play_again)
        self.retranslate()

    def retranslate(self) -> None:
        super().retranslate()
        for result in self.results:
            result.retranslate()
        if self.game is None:
            self.title.setText(tr("Game over"))
            self.detail.clear()
            return
        self.title.setText(winners_text(self.game, self.names))
        self.detail.setText(ending_text(self.game))
