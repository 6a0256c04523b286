"""The table the replay viewer shows for each rule set (:data:`REPLAY_TABLES`): its scene in a
view, the words of its log, which board a click brings to the front, and why a recorded move
does not replay."""

from __future__ import annotations

from collections.abc import Callable
from typing import Any, Protocol

from PySide6.QtCore import QPointF
from PySide6.QtGui import QColor
from PySide6.QtWidgets import QGraphicsView

from engine.copenhagen import CopenhagenGame
from engine.copenhagen.legal import why_illegal
from engine.helsinki.game import Game
from engine.helsinki.moves import Move
from engine.rules import COPENHAGEN, HELSINKI
from ui.copenhagen.scene import CopenhagenScene
from ui.copenhagen.view import CopenhagenView
from ui.copenhagen.words import CopenhagenWords, violation_text
from ui.describe import HelsinkiWords
from ui.i18n import replay_failure, tr
from ui.log import LogPanel, MoveWords
from ui.table.scene import TableScene
from ui.table.view import TableView


class ReplayTable(Protocol):
    """A rule set's table in the replay viewer."""

    @property
    def view(self) -> QGraphicsView: ...

    @property
    def words(self) -> MoveWords:
        """How the log tells the rule set's moves."""
        ...

    def show(self, game: Any, names: list[str], colours: list[QColor], front: int,
             hides_hands: bool) -> None:  # fmt: skip
        """Show ``game`` (the viewer's own state: copy it to keep it) with ``front``'s board
        large and, unless ``hides_hands``, that seat's hand."""
        ...

    def follow_log(self, log: LogPanel) -> None:
        """Recap the others' turns since the front seat's last one, as ``log`` tells the moves
        up to the one shown."""
        ...

    def seat_at(self, pos: QPointF) -> int | None:
        """The seat whose board is at scene position ``pos`` (None: no board there)."""
        ...

    def redraw(self) -> None:
        """Draw the table again (another language)."""
        ...

    def failure(self, before: Any, seat: int, move: Any) -> str:
        """Why recorded ``move`` by ``seat`` cannot follow ``before``, in words."""
        ...


class HelsinkiTable:
    """Helsinki's table: the first seat's board large; a click on a small one brings it to the
    front."""

    def __init__(self) -> None:
        self.scene = TableScene()
        self.view = TableView(self.scene)
        self.words = HelsinkiWords()

    def show(self, game: Game, names: list[str], colours: list[QColor], front: int,
             hides_hands: bool) -> None:  # fmt: skip
        self.scene.show_game(game.copy(), names, colours, front, False, hides_hands)

    def follow_log(self, log: LogPanel) -> None:
        self.scene.follow_log(log, yours=False)

    def seat_at(self, pos: QPointF) -> int | None:
        for seat in range(len(self.scene.names)):
            item = self.scene.board_item(seat)
            if item is not None and item.sceneBoundingRect().contains(pos):
                return seat
        return None

    def redraw(self) -> None:
        self.scene.rebuild(force=True)

    def failure(self, before: Game, seat: int, move: Any) -> str:
        return replay_failure(before, seat, Move.of(move))


class CopenhagenTable:
    """Copenhagen's table: the front seat's house, abilities and hand large; a click on
    another house brings it to the front (hidden hands: nobody's hand, the seat to move's
    house large)."""

    def __init__(self) -> None:
        self.scene = CopenhagenScene()
        self.view = CopenhagenView(self.scene)
        self.words = CopenhagenWords()

    def show(self, game: CopenhagenGame, names: list[str], colours: list[QColor], front: int,
             hides_hands: bool) -> None:  # fmt: skip
        self.scene.show_game(game.copy(), names, colours, None if hides_hands else front, False)

    def follow_log(self, log: LogPanel) -> None:
        self.scene.follow_log(log, yours=False)

    def seat_at(self, pos: QPointF) -> int | None:
        game = self.scene.game
        if game is None or self.scene.viewer is None:
            return None
        for offset, house in enumerate(self.scene.others, start=1):
            if house.isVisible() and house.rect.contains(pos):
                return (self.scene.viewer + offset) % game.n
        return None

    def redraw(self) -> None:
        self.scene.update()

    def failure(self, before: CopenhagenGame, seat: int, move: Any) -> str:
        if before.is_over:
            return tr("the game was already over")
        if seat != before.to_move:
            return tr("it is recorded for another player than the one to move")
        if move not in before.legal_moves():
            violation = why_illegal(before, move)
            return tr("that is not possible now") if violation is None else violation_text(
                violation)  # fmt: skip
        return tr("the table after it differs from the recorded one")


REPLAY_TABLES: dict[str, Callable[[], ReplayTable]] = {
    HELSINKI.name: HelsinkiTable,
    COPENHAGEN.name: CopenhagenTable,
}
"""The replay viewer's table of each rule set, by the rule set's name."""
