"""The widget that shows the table scene."""

from __future__ import annotations

from PySide6.QtCore import QEvent, Qt
from PySide6.QtGui import QKeyEvent, QPainter, QResizeEvent, QShowEvent
from PySide6.QtWidgets import QFrame, QGraphicsView, QWidget

from ui import palette as pal
from ui.table.layout import width_for
from ui.table.scene import TableScene


class TableView(QGraphicsView):
    """Shows the table scene laid out for the view's shape and scaled to fill it; keys go to
    the scene.

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
        self.setBackgroundBrush(pal.TABLE)
        self.setMinimumSize(480, 300)
        self.setAcceptDrops(False)
        self.viewport().setAcceptDrops(False)

    def resizeEvent(self, event: QResizeEvent) -> None:
        super().resizeEvent(event)
        self.fit()

    def showEvent(self, event: QShowEvent) -> None:
        super().showEvent(event)
        self.fit()

    def fit(self) -> None:
        """Lay the table out for the view's shape and scale it to fill the view."""
        size = self.viewport().size()
        if size.height() > 0:
            self.table.set_width(width_for(size.width() / size.height()))
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
