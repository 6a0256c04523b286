"""The move log beside the table: every move in plain words, merged where they belong together.

The log tells any rule set's moves: each game gives its words (:class:`MoveWords`)."""

from __future__ import annotations

import math
from typing import Any, Protocol

from PySide6.QtCore import QEvent, QModelIndex, QPersistentModelIndex, QPointF, QSize, Qt, Signal
from PySide6.QtGui import (
    QFont,
    QPainter,
    QPalette,
    QResizeEvent,
    QShowEvent,
    QStaticText,
    QTextOption,
)
from PySide6.QtWidgets import (
    QAbstractButton,
    QAbstractItemView,
    QListView,
    QListWidget,
    QListWidgetItem,
    QSplitter,
    QStyle,
    QStyledItemDelegate,
    QStyleOptionViewItem,
    QWidget,
)

from ui import palette as pal

WIDE = 1390
"""Room at least this wide (a page of 1,400 pixels) shows the log from the start; narrower
keeps it closed."""
NARROW = 1190
"""Room made narrower than this (a page under 1,200 pixels) closes the log: the table needs
it."""
FIRST = Qt.ItemDataRole.UserRole + 1
"""An entry's data: the index of the first move it tells (``UserRole``: the last)."""
SEAT = Qt.ItemDataRole.UserRole + 2
"""An entry's data: the seat whose move it tells (none for a note or the end of a turn)."""
SCROLL_BAR = f"""
QScrollBar:vertical {{ background: {pal.BOARD.name()}; width: 12px; margin: 0; border: none; }}
QScrollBar::handle:vertical {{ background: {pal.BOARD_DARK.name()}; min-height: 24px;
    margin: 2px; border-radius: 4px; }}
QScrollBar::handle:vertical:hover, QScrollBar::handle:vertical:pressed {{
    background: {pal.GRID.name()}; }}
QScrollBar::add-line:vertical, QScrollBar::sub-line:vertical {{ height: 0; border: none; }}
QScrollBar::add-page:vertical, QScrollBar::sub-page:vertical {{ background: none; }}
"""
"""The log's scroll bar: flat, in the boards' colours. The platform's shaded one is drawn again
whenever an entry comes (its handle shrinks), which costs more than the entries themselves."""


class MoveWords(Protocol):
    """How a game's moves are told in the log (``before`` and ``after``: the game's states
    around the move; a move and its states are the rule set's own)."""

    def describe(self, before: Any, move: Any, after: Any, name: str) -> str:
        """``move``, played by ``name``, in words."""
        ...

    def merge(self, last: tuple[Any, str], move: Any, before: Any, after: Any,
              name: str) -> str | None:  # fmt: skip
        """One entry for the same player's ``last`` move (with the name it was told with)
        and ``move``, or None: ``move`` has an entry of its own."""
        ...

    def ends_turn(self, move: Any) -> bool:
        """Whether ``move`` only ends its player's turn (it is no turn of the recap)."""
        ...


class Notation:
    """The words of a game that has none of its own: the player's name and the move as the
    notation writes it."""

    def describe(self, before: Any, move: Any, after: Any, name: str) -> str:
        return f"{name}: {move}"

    def merge(self, last: tuple[Any, str], move: Any, before: Any, after: Any,
              name: str) -> str | None:  # fmt: skip
        return None

    def ends_turn(self, move: Any) -> bool:
        return False


Index = QModelIndex | QPersistentModelIndex


class EntryDelegate(QStyledItemDelegate):
    """Draws the log's entries: each text wrapped to the log's width once, kept as a
    ``QStaticText`` (by text, font and width), then painted as it is. The list paints every
    entry in sight whenever one comes, and the style's own drawing would wrap each text
    again every time."""

    PADDING = 3
    """Room around an entry's text, in pixels."""

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self._texts: dict[tuple[str, str], QStaticText] = {}
        self.width = 1
        """The width of the entries (the log's, without its scroll bar)."""

    def wrap_at(self, width: int) -> bool:
        """Wrap the entries at ``width`` from now on; whether it changed (every entry's
        height must be measured again)."""
        if width == self.width:
            return False
        self.width = width
        self._texts.clear()
        return True

    def _text(self, index: Index, option: QStyleOptionViewItem) -> tuple[QStaticText, QFont]:
        font = index.data(Qt.ItemDataRole.FontRole)
        if not isinstance(font, QFont):
            font = option.font
        text = str(index.data(Qt.ItemDataRole.DisplayRole) or "")
        key = (text, font.key())
        laid = self._texts.get(key)
        if laid is None:
            laid = QStaticText(text)
            laid.setTextWidth(max(1, self.width - 2 * self.PADDING))
            wrap = QTextOption()
            wrap.setWrapMode(QTextOption.WrapMode.WrapAtWordBoundaryOrAnywhere)
            laid.setTextOption(wrap)
            laid.prepare(font=font)
            self._texts[key] = laid
        return laid, font

    def measure(self, option: QStyleOptionViewItem, index: Index) -> QSize:
        """The size of the entry at ``index``, kept as its size hint by the log: the list
        asks every entry's size whenever one comes, and the delegate's own ``sizeHint``
        answers with the kept one without calling back into Python."""
        laid, _ = self._text(index, option)
        return QSize(self.width, math.ceil(laid.size().height()) + 2 * self.PADDING)

    def paint(self, painter: QPainter, option: QStyleOptionViewItem, index: Index) -> None:
        laid, font = self._text(index, option)
        rect, palette = option.rect, option.palette
        selected = bool(option.state & QStyle.StateFlag.State_Selected)
        if selected:  # (the list draws the alternate rows' background)
            painter.fillRect(rect, palette.color(QPalette.ColorRole.Highlight))
        role = QPalette.ColorRole.HighlightedText if selected else QPalette.ColorRole.Text
        painter.setPen(palette.color(role))
        painter.setFont(font)
        painter.drawStaticText(QPointF(rect.x() + self.PADDING, rect.y() + self.PADDING), laid)

    def forget(self) -> None:
        """Let go of the texts laid out (the log was emptied)."""
        self._texts.clear()


class LogPanel(QListWidget):
    """The move log in plain words; ``jump_requested(index)`` when an entry is activated.

    Each entry remembers the indices of the first and the last move it tells (so a merged
    "moved and took" entry jumps to the state after the draw). Each entry's height for the
    log's width is measured once, when it is told (again when the width changes): the list
    lays out every entry whenever one comes, and would wrap every text anew
    (:class:`EntryDelegate` draws them).
    """

    jump_requested = Signal(int)
    changed = Signal()
    """Entries were added, told again or forgotten (the table's recap follows)."""

    def __init__(self, words: MoveWords | None = None, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.words: MoveWords = words or Notation()
        """How the moves of the game told are put in words."""
        self.setWordWrap(True)  # entries wrap at the log's width: it never scrolls sideways
        self.setHorizontalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff)
        self.setHorizontalScrollMode(QAbstractItemView.ScrollMode.ScrollPerPixel)
        self.setResizeMode(QListView.ResizeMode.Adjust)
        self.setAlternatingRowColors(True)
        self.verticalScrollBar().setStyleSheet(SCROLL_BAR)
        self.entries = EntryDelegate(self)
        self.setItemDelegate(self.entries)
        self.setMinimumWidth(160)
        self.itemActivated.connect(self._activated)
        self.itemClicked.connect(self._activated)
        self._last: tuple[Any, str, int] | None = None  # the last move told, its name and seat

    def clear(self) -> None:
        super().clear()
        self.entries.forget()
        self._last = None
        self.changed.emit()

    def add_move(self, index: int, move: Any, before: Any, after: Any, name: str) -> None:
        """Tell move ``index`` (from ``before`` to ``after``, played by ``name``); a move the
        words merge with the same player's last one joins its entry (Helsinki: a draw right
        after the token move, "moved 2 spaces and took…")."""
        seat = before.to_move
        assert isinstance(seat, int)
        last = self._last
        merged = None
        if last is not None and last[2] == seat:
            merged = self.words.merge((last[0], last[1]), move, before, after, name)
        if merged is not None:
            self.add_entry(index, merged, replace_last=True)
        else:
            self.add_entry(index, self.words.describe(before, move, after, name))
        if not self.words.ends_turn(move):
            self.item(self.count() - 1).setData(SEAT, seat)
        self.changed.emit()
        self._last = (move, name, seat)

    def add_note(self, index: int, text: str) -> None:
        """Tell what the table decided (in force from move ``index``), in italics: set apart
        from the moves, and never merged with one."""
        self.add_entry(index, text, note=True)
        self._last = None
        self.changed.emit()

    def add_entry(self, index: int, text: str, replace_last: bool = False,
                  note: bool = False) -> None:  # fmt: skip
        """Tell ``text`` as the entry of move ``index`` (``replace_last``: instead of the last
        entry's text; ``note``: in italics)."""
        if replace_last and self.count():
            item = self.item(self.count() - 1)
        else:
            item = QListWidgetItem()
            item.setData(FIRST, index)
            self.addItem(item)
        if note:
            font = item.font()
            font.setItalic(True)
            item.setFont(font)
        item.setText(text)
        self._fit(item)
        item.setData(Qt.ItemDataRole.UserRole, index)
        if self.isVisible():  # a hidden log scrolls when it is shown
            self.scrollToBottom()

    def _fit(self, item: QListWidgetItem) -> None:
        """Measure the entry's height, its text wrapped to the log's width."""
        option = QStyleOptionViewItem()
        self.initViewItemOption(option)
        item.setSizeHint(self.entries.measure(option, self.indexFromItem(item)))

    def _refit(self, force: bool = False) -> None:
        """Measure every entry again when the width (or the font) changed."""
        if self.entries.wrap_at(max(1, self.viewport().width())) or force:
            for row in range(self.count()):
                self._fit(self.item(row))

    def viewportEvent(self, event: QEvent) -> bool:
        if event.type() == QEvent.Type.Resize:  # (the scroll bar came or went, too)
            self._refit()
        return super().viewportEvent(event)

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
        each of their turns, oldest first (``seat``'s own turn under way is left out). Only
        the entries shown count (the replay viewer hides the moves after the one shown)."""
        turns: list[tuple[int, str]] = []
        last = self.count() - 1
        while last >= 0 and self.item(last).isHidden():
            last -= 1
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

    def show_until(self, count: int) -> None:
        """Show the entries of the first ``count`` moves only: the ones after are hidden (the
        replay viewer's moves still to come)."""
        changed = False
        for row in range(self.count()):
            item = self.item(row)
            hidden = int(item.data(Qt.ItemDataRole.UserRole)) >= count
            if item.isHidden() != hidden:
                item.setHidden(hidden)
                changed = True
        if changed:
            self.changed.emit()

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


class LogSplitter(QSplitter):
    """A game's table with the log beside it: the log is open from the start when there is
    room for both, closes when the room gets narrow, and ``button`` (checkable) opens and
    closes it. ``shape``: the table's width and height, whose proportions it keeps when the
    log opens. It follows its own width (what its page leaves it), not its page's events: a
    page being torn down never calls back into it."""

    def __init__(self, table: QWidget, log: LogPanel, shape: tuple[float, float],
                 button: QAbstractButton) -> None:  # fmt: skip
        super().__init__()
        self.setChildrenCollapsible(False)
        self.addWidget(table)
        self.addWidget(log)
        self.setStretchFactor(0, 4)
        self.setStretchFactor(1, 1)
        self.log = log
        self.shape = shape
        self.button = button
        self._decided = False  # the log's first state follows the first width shown
        button.toggled.connect(self.show_log)

    def showEvent(self, event: QShowEvent) -> None:
        super().showEvent(event)
        if not self._decided:
            self._decided = True
            wide = self.width() >= WIDE
            self.button.setChecked(wide)
            self.show_log(wide)

    def resizeEvent(self, event: QResizeEvent) -> None:
        super().resizeEvent(event)
        if self._decided and self.width() < NARROW and self.log.isVisible():
            self.button.setChecked(False)

    def show_log(self, shown: bool) -> None:
        """Open or close the log beside the table: what the table leaves (in its shape, for
        the height it has), from 220 to 480 pixels."""
        self.log.setVisible(shown)
        if shown:
            self.log.scrollToBottom()
            table = int(self.height() * self.shape[0] / self.shape[1])
            width = max(220, min(480, self.width() - table))
            self.setSizes([max(1, self.width() - width), width])
