"""The move log beside the table: every move in plain words, merged where they belong together."""

from __future__ import annotations

from PySide6.QtCore import Qt, Signal
from PySide6.QtWidgets import QListWidget, QListWidgetItem, QWidget

from engine.game import Game
from engine.moves import Move
from ui.describe import describe, merge


class LogPanel(QListWidget):
    """The move log in plain words; ``jump_requested(index)`` when an entry is activated.

    Each entry remembers the index of the last move it tells (so a merged "moved and took"
    entry jumps to the state after the draw).
    """

    jump_requested = Signal(int)

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setWordWrap(True)
        self.setAlternatingRowColors(True)
        self.setMinimumWidth(200)
        self.itemActivated.connect(self._activated)
        self.itemClicked.connect(self._activated)
        self._last: tuple[Move, str, int] | None = None  # the last move told, its name and seat

    def clear(self) -> None:
        super().clear()
        self._last = None

    def add_move(self, index: int, move: Move, before: Game, after: Game, name: str) -> None:
        """Tell move ``index`` (from ``before`` to ``after``, played by ``name``); a draw
        right after the same player's token move joins its entry: "moved 2 spaces and took…"."""
        seat = before.to_move
        assert seat is not None
        last = self._last
        merged = None
        if last is not None and last[2] == seat:
            merged = merge((last[0], last[1]), move, before, after, name)
        if merged is not None:
            self.add_entry(index, merged, replace_last=True)
        else:
            self.add_entry(index, describe(before, move, after, name))
        self._last = (move, name, seat)

    def add_entry(self, index: int, text: str, replace_last: bool = False) -> None:
        if replace_last and self.count():
            item = self.item(self.count() - 1)
        else:
            item = QListWidgetItem()
            self.addItem(item)
        item.setText(text)
        item.setData(Qt.ItemDataRole.UserRole, index)
        self.scrollToBottom()

    def _activated(self, item: QListWidgetItem) -> None:
        self.jump_requested.emit(int(item.data(Qt.ItemDataRole.UserRole)))

    def select_move(self, index: int) -> None:
        """Select the entry that tells move ``index`` (the last one at or before it)."""
        best = -1
        for row in range(self.count()):
            if int(self.item(row).data(Qt.ItemDataRole.UserRole)) <= index:
                best = row
        self.blockSignals(True)
        self.setCurrentRow(best)
        self.blockSignals(False)
