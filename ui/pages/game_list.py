"""The list of games announced on the network, as the start screen and the lobby show it.

Rows never move under the player's mouse: a new game is added at the end, and a game that is
no longer announced stays in its row, greyed out, until the mouse leaves the list.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass
from enum import Enum, StrEnum, auto

from PySide6.QtCore import QEvent, Qt, Signal
from PySide6.QtGui import QColor
from PySide6.QtWidgets import QAbstractItemView, QHeaderView, QTreeWidget, QTreeWidgetItem, QWidget

from engine.helsinki.options import Options
from ui.i18n import tr
from ui.pages.choices import options_text, variant_name


class ListedState(StrEnum):
    """Whether an announced game waits for players or runs."""

    LOBBY = "lobby"
    RUNNING = "running"


@dataclass(frozen=True)
class ListedGame:
    """A game announced on the network, as the lists show it."""

    id: str
    name: str
    creator: str
    """The host player's name ("" when not told)."""
    where: str
    """``address:port`` to reach its host."""
    state: ListedState
    taken: int
    total: int
    pin: bool
    compatible: bool
    rules: Options | None = None
    """The announced options, None when not told."""
    conflict: bool = False
    """Another host announces a game with the same id."""
    turn_timer: int = 0
    """Seconds a turn may take (0: no limit)."""
    game: str = ""
    """The game played when it is not Helsinki ("Copenhagen"; the announced rule set when this
    program does not play it), "" for Helsinki."""

    @property
    def open(self) -> bool:
        """Whether it still waits for players (joining it may yet be refused: the lobby says
        why)."""
        return self.state == ListedState.LOBBY


class Column(Enum):
    GAME = auto()
    HOST = auto()
    ADDRESS = auto()
    PLAYERS = auto()
    FREE = auto()
    VARIANT = auto()
    STATE = auto()
    PIN = auto()


SHORT = (Column.GAME, Column.HOST, Column.PLAYERS, Column.STATE)
"""The columns of the start screen's list."""
FULL = (Column.GAME, Column.HOST, Column.ADDRESS, Column.PLAYERS, Column.VARIANT, Column.STATE,
        Column.PIN)  # fmt: skip
"""The columns of the lobby's list."""

GONE_COLOUR = QColor("#9a9a9a")


def column_title(column: Column) -> str:
    return {
        Column.GAME: tr("Game"),
        Column.HOST: tr("Host"),
        Column.ADDRESS: tr("Address"),
        Column.PLAYERS: tr("Players"),
        Column.FREE: tr("Free seats"),
        Column.VARIANT: tr("Variant"),
        Column.STATE: tr("State"),
        Column.PIN: tr("PIN"),
    }[column]


def state_text(game: ListedGame) -> str:
    if not game.compatible:
        return tr("other version")
    if game.conflict:
        return tr("announced by two hosts")
    if game.state == ListedState.RUNNING:
        return tr("running")
    if game.taken >= game.total:
        return tr("full")
    return tr("waiting for players")


def cell_text(game: ListedGame, column: Column, named: bool = False) -> str:
    """A cell's text (``named``: the list has no variant column, the game's name tells a game
    other than Helsinki)."""
    if column == Column.GAME:
        if named and game.game:
            return tr("{name} ({game})").format(name=game.name, game=game.game)
        return game.name
    if column == Column.HOST:
        return game.creator or "?"
    if column == Column.ADDRESS:
        return game.where
    if column == Column.PLAYERS:
        return f"{game.taken}/{game.total}"
    if column == Column.FREE:
        return str(game.total - game.taken if game.state == ListedState.LOBBY else 0)
    if column == Column.VARIANT:
        rules = game.rules
        if rules is None:
            return with_timer(game.game, game) if game.game else "?"
        variant = variant_name(rules.variant)
        if rules.cover is not None:
            variant = tr("{variant} (chosen actions covered)").format(variant=variant)
        if rules.dry_roads:
            variant = tr("{variant}, Dry roads").format(variant=variant)
        return with_timer(variant, game)
    if column == Column.STATE:
        return state_text(game)
    return tr("PIN") if game.pin else ""


def with_timer(text: str, game: ListedGame) -> str:
    """``text`` and the game's turn timer, if it has one."""
    if not game.turn_timer:
        return text
    return tr("{variant}, {n} min a turn").format(variant=text, n=game.turn_timer // 60)


def cell_tip(game: ListedGame, column: Column, text: str) -> str:
    """A cell's tooltip: its text, or every announced option for the variant."""
    if column == Column.VARIANT and game.rules is not None:
        return with_timer(options_text(game.rules, game.total), game)
    return text


class GameList(QTreeWidget):
    """Games on the network in stable rows; ``chosen(game_id)`` on a double click or Enter."""

    chosen = Signal(str)
    selection_moved = Signal()
    """The selected game changed, or its state did."""

    def __init__(self, columns: Sequence[Column] = FULL, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.columns = tuple(columns)
        self.setColumnCount(len(self.columns))
        self.setRootIsDecorated(False)
        self.setUniformRowHeights(True)
        self.setAlternatingRowColors(True)
        self.setSelectionMode(QAbstractItemView.SelectionMode.SingleSelection)
        self.setEditTriggers(QAbstractItemView.EditTrigger.NoEditTriggers)
        self.setMouseTracking(True)
        header = self.header()
        header.setStretchLastSection(False)
        header.setSectionResizeMode(QHeaderView.ResizeMode.ResizeToContents)
        # the game's name is never cut: the variant (or the state) takes what room is left
        wide = Column.VARIANT if Column.VARIANT in self.columns else Column.STATE
        header.setSectionResizeMode(self.columns.index(wide), QHeaderView.ResizeMode.Stretch)
        self.games: list[ListedGame] = []
        """The rows, top to bottom."""
        self.gone: set[str] = set()
        """Ids of rows whose game is no longer announced (shown until the mouse leaves)."""
        self.itemSelectionChanged.connect(self.selection_moved)
        self.itemActivated.connect(self._activated)
        self.retranslate()

    def retranslate(self) -> None:
        self.setHeaderLabels([column_title(c) for c in self.columns])
        for row in range(len(self.games)):
            self._fill(row)

    def set_games(self, games: Sequence[ListedGame]) -> None:
        """The games announced now: known rows are updated in place, new ones added at the end;
        rows of games that went away leave at once unless the mouse is over the list."""
        fresh = {game.id: game for game in games}
        for row, old in enumerate(self.games):
            if old.id in fresh:
                self.games[row] = fresh.pop(old.id)
                self.gone.discard(old.id)
            else:
                self.gone.add(old.id)
        self.games.extend(sorted(fresh.values(), key=lambda g: (g.name.casefold(), g.id)))
        if not self.underMouse():
            self._drop_gone()
        while self.topLevelItemCount() < len(self.games):
            self.addTopLevelItem(QTreeWidgetItem())
        for row in range(len(self.games)):
            self._fill(row)
        self.selection_moved.emit()

    def _drop_gone(self) -> None:
        if not self.gone:
            return
        selected = self.selected_game()
        keep = [game for game in self.games if game.id not in self.gone]
        self.gone.clear()
        self.blockSignals(True)
        self.clear()
        self.games = keep
        for _ in keep:
            self.addTopLevelItem(QTreeWidgetItem())
        for row in range(len(keep)):
            self._fill(row)
        self.blockSignals(False)
        if selected is not None:
            self.select_game(selected.id)
        self.selection_moved.emit()

    def _fill(self, row: int) -> None:
        game = self.games[row]
        item = self.topLevelItem(row)
        assert item is not None
        gone = game.id in self.gone
        named = Column.VARIANT not in self.columns
        for index, column in enumerate(self.columns):
            text = (tr("gone") if gone and column == Column.STATE
                    else cell_text(game, column, named))  # fmt: skip
            item.setText(index, text)
            item.setToolTip(index, cell_tip(game, column, text))
            if gone or not game.compatible or game.conflict:
                item.setForeground(index, GONE_COLOUR)
            else:
                item.setData(index, Qt.ItemDataRole.ForegroundRole, None)
            font = item.font(index)
            font.setItalic(gone)
            item.setFont(index, font)
        item.setData(0, Qt.ItemDataRole.UserRole, game.id)

    def leaveEvent(self, event: QEvent) -> None:
        super().leaveEvent(event)
        self._drop_gone()

    def selected_game(self) -> ListedGame | None:
        """The selected game (None when nothing is selected or its game went away)."""
        items = self.selectedItems()
        if not items:
            return None
        row = self.indexOfTopLevelItem(items[0])
        if not 0 <= row < len(self.games) or self.games[row].id in self.gone:
            return None
        return self.games[row]

    def select_game(self, game_id: str) -> bool:
        for row, game in enumerate(self.games):
            item = self.topLevelItem(row)
            if game.id == game_id and item is not None:
                self.setCurrentItem(item)
                return True
        return False

    def _activated(self, item: QTreeWidgetItem, _column: int) -> None:
        game = self.selected_game()
        if game is not None:
            self.chosen.emit(game.id)
