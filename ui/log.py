"""The move log beside the table: every move in plain words, merged where they belong together."""

from __future__ import annotations

from PySide6.QtCore import QEvent, QRect, Qt, Signal
from PySide6.QtGui import QResizeEvent
from PySide6.QtWidgets import (
    QAbstractItemView,
    QListView,
    QListWidget,
    QListWidgetItem,
    QStyleOptionViewItem,
    QWidget,
)

from engine.helsinki.game import Game
from engine.helsinki.moves import Kind, Move
from ui.describe import describe, merge

FIRST = Qt.ItemDataRole.UserRole + 1
"""An entry's data: the index of the first move it tells (``UserRole``: the last)."""
SEAT = Qt.ItemDataRole.UserRole + 2
"""An entry's data: the seat whose move it tells (none for a note or the end of a turn)."""


class LogPanel(QListWidget):
    """The move log in plain words; ``jump_requested(index)`` when an entry is activated.

    Each entry remembers the indices of the first and the last move it tells (so a merged
    "moved and took" entry jumps to the state after the draw). Each entry's height for the
    log's width is measured once, when it is told (again when the width changes): the list
    lays out every entry whenever one comes, and would wrap every text anew.
    """

    jump_requested = Signal(int)
    changed = Signal()
    """Entries were added, told again or forgotten (the table's recap follows)."""

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setWordWrap(True)  # entries wrap at the log's width: it never scrolls sideways
        self.setHorizontalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff)
        self.setHorizontalScrollMode(QAbstractItemView.ScrollMode.ScrollPerPixel)
        self.setResizeMode(QListView.ResizeMode.Adjust)
        self.setAlternatingRowColors(True)
        self.setMinimumWidth(160)
        self.itemActivated.connect(self._activated)
        self.itemClicked.connect(self._activated)
        self._last: tuple[Move, str, int] | None = None  # the last move told, its name and seat
        self._width = -1  # the width the entries' heights were measured for

    def clear(self) -> None:
        super().clear()
        self._last = None
        self.changed.emit()

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
        if move.kind != Kind.END:
            self.item(self.count() - 1).setData(SEAT, seat)
        self.changed.emit()
        self._last = (move, name, seat)

    def add_note(self, index: int, text: str) -> None:
        """Tell what the table decided (in force from move ``index``), in italics: set apart
        from the moves, and never merged with one."""
        self.add_entry(index, text)
        item = self.item(self.count() - 1)
        font = item.font()
        font.setItalic(True)
        item.setFont(font)
        self._last = None
        self.changed.emit()

    def add_entry(self, index: int, text: str, replace_last: bool = False) -> None:
        if replace_last and self.count():
            item = self.item(self.count() - 1)
        else:
            item = QListWidgetItem()
            item.setData(FIRST, index)
            self.addItem(item)
        item.setText(text)
        self._fit(item)
        item.setData(Qt.ItemDataRole.UserRole, index)
        if self.isVisible():  # a hidden log scrolls when it is shown
            self.scrollToBottom()

    def _fit(self, item: QListWidgetItem) -> None:
        """Measure the entry's height, its text wrapped to the log's width."""
        item.setData(Qt.ItemDataRole.SizeHintRole, None)  # else the delegate answers with it
        option = QStyleOptionViewItem()
        self.initViewItemOption(option)
        option.rect = QRect(0, 0, self.viewport().width(), 1)  # the text wraps at its width
        item.setSizeHint(self.itemDelegate().sizeHint(option, self.indexFromItem(item)))

    def _refit(self, force: bool = False) -> None:
        """Measure every entry again when the width (or the font) changed."""
        width = self.viewport().width()
        if force or width != self._width:
            self._width = width
            for row in range(self.count()):
                self._fit(self.item(row))

    def resizeEvent(self, event: QResizeEvent) -> None:
        self._refit()
        super().resizeEvent(event)

    def changeEvent(self, event: QEvent) -> None:
        super().changeEvent(event)
        if event.type() in (QEvent.Type.FontChange, QEvent.Type.StyleChange):
            self._refit(force=True)

    def take_back(self, index: int) -> int:
        """Forget the moves from ``index`` on, with the entry before them (it may have told
        one of them merged); returns the first move to tell again (moves before it stay)."""
        first = index
        while self.count():
            item = self.takeItem(self.count() - 1)
            first = int(item.data(FIRST))
            if int(item.data(Qt.ItemDataRole.UserRole)) < index:
                break  # the entry before the forgotten moves
        self._last = None
        self.changed.emit()
        return min(first, index)

    def recap(self, seat: int) -> list[tuple[int, str]]:
        """What the others did since the last turn of ``seat``: (seat, its moves in words) for
        each of their turns, oldest first (``seat``'s own turn under way is left out)."""
        turns: list[tuple[int, str]] = []
        last = self.count() - 1
        while last >= 0 and self.item(last).data(SEAT) in (seat, None):  # this turn of ``seat``
            last -= 1
        for row in range(last, -1, -1):
            mover = self.item(row).data(SEAT)
            if mover == seat:
                break
            if mover is None:
                continue
            text = self.item(row).text()
            if turns and turns[0][0] == mover:
                turns[0] = (mover, f"{text} {turns[0][1]}")
            else:
                turns.insert(0, (int(mover), text))
        return turns

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
