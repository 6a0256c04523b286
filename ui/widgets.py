"""Widgets around the table: the view, the move log and the hand-over screen."""

from __future__ import annotations

from PySide6.QtCore import QEvent, Qt, Signal
from PySide6.QtGui import QColor, QKeyEvent, QPainter, QResizeEvent
from PySide6.QtWidgets import (
    QFrame,
    QGraphicsView,
    QHBoxLayout,
    QLabel,
    QListWidget,
    QListWidgetItem,
    QPushButton,
    QVBoxLayout,
    QWidget,
)

from engine.game import Game
from engine.moves import Move
from ui.describe import describe, merge
from ui.i18n import Retranslated, tr
from ui.scene import TableScene


class TableView(QGraphicsView):
    """Shows the table scene scaled to fit, keeping its proportions; keys go to the scene.

    Nothing can be dropped on the table itself: a file dragged over it goes to the window.
    """

    def __init__(self, scene: TableScene, parent: QWidget | None = None) -> None:
        super().__init__(scene, parent)
        self.table = scene
        self.setRenderHints(QPainter.RenderHint.Antialiasing
                            | QPainter.RenderHint.TextAntialiasing
                            | QPainter.RenderHint.SmoothPixmapTransform)  # fmt: skip
        self.setHorizontalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff)
        self.setVerticalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff)
        self.setViewportUpdateMode(QGraphicsView.ViewportUpdateMode.MinimalViewportUpdate)
        self.setFocusPolicy(Qt.FocusPolicy.StrongFocus)
        self.viewport().setMouseTracking(True)
        self.setFrameShape(QFrame.Shape.NoFrame)
        self.setBackgroundBrush(QColor("#2f4f3a"))
        self.setMinimumSize(480, 300)
        self.setAcceptDrops(False)
        self.viewport().setAcceptDrops(False)

    def resizeEvent(self, event: QResizeEvent) -> None:
        super().resizeEvent(event)
        self.fitInView(self.table.sceneRect(), Qt.AspectRatioMode.KeepAspectRatio)

    def showEvent(self, event: QEvent) -> None:  # type: ignore[override]
        super().showEvent(event)  # type: ignore[arg-type]
        self.fitInView(self.table.sceneRect(), Qt.AspectRatioMode.KeepAspectRatio)

    def event(self, event: QEvent) -> bool:
        if (
            event.type() == QEvent.Type.KeyPress
            and isinstance(event, QKeyEvent)
            and event.key() in (Qt.Key.Key_Tab, Qt.Key.Key_Backtab)
        ):
            self.table.handle_key(event.key(), event.text())
            return True
        return super().event(event)

    def keyPressEvent(self, event: QKeyEvent) -> None:
        if not self.table.handle_key(event.key(), event.text()):
            super().keyPressEvent(event)


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


class HandOverPanel(Retranslated, QWidget):
    """Hides the table between two hot-seat players until the next one is ready (the button,
    Space or Enter)."""

    ready = Signal()

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.name = ""
        self.label = QLabel()
        self.label.setAlignment(Qt.AlignmentFlag.AlignCenter)
        self.label.setStyleSheet("font-size: 20pt;")
        self.button = QPushButton()
        self.button.clicked.connect(self.ready)
        layout = QVBoxLayout(self)
        layout.addStretch(1)
        layout.addWidget(self.label)
        row = QHBoxLayout()
        row.addStretch(1)
        row.addWidget(self.button)
        row.addStretch(1)
        layout.addLayout(row)
        layout.addStretch(1)
        self.retranslate()

    def retranslate(self) -> None:
        self.button.setText(tr("Show my hand"))
        self.label.setText(tr("Pass the computer to {name}.").format(name=self.name))

    def set_player(self, name: str) -> None:
        self.name = name
        self.retranslate()

    def keyPressEvent(self, event: QKeyEvent) -> None:
        if event.key() in (Qt.Key.Key_Return, Qt.Key.Key_Enter):
            self.ready.emit()
        else:
            super().keyPressEvent(event)
