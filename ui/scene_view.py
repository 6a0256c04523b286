"""The widget that shows a game's table scene, scaled to fill it; keys go to the scene."""

from __future__ import annotations

from typing import Protocol

from PySide6.QtCore import QRectF, Qt
from PySide6.QtGui import QKeyEvent, QPainter, QResizeEvent, QShowEvent
from PySide6.QtWidgets import QFrame, QGraphicsScene, QGraphicsView, QWidget

from ui import palette as pal


class KeyedScene(Protocol):
    """A table scene: a graphics scene that takes the keys its view is given."""

    def sceneRect(self) -> QRectF: ...

    def handle_key(self, key: int, text: str) -> bool:
        """Act on a key (True), or leave it to the view (False)."""
        ...


class SceneView(QGraphicsView):
    """Shows the whole table, as large as the widget allows, on the table's green."""

    def __init__(self, scene: QGraphicsScene, parent: QWidget | None = None) -> None:
        super().__init__(scene, parent)
        # no smooth pixmap transform: the items' caches and drawings are copied on whole
        # pixels, and a smooth copy takes the slow path even so (what scales smooths itself)
        self.setRenderHints(QPainter.RenderHint.Antialiasing
                            | QPainter.RenderHint.TextAntialiasing)  # fmt: skip
        self.setHorizontalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff)
        self.setVerticalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff)
        # one rectangle around what changed: the raster engine copies pixels clipped to a
        # rectangle many times faster than to a region of scattered ones, which more than pays
        # for the unchanged parts inside the rectangle drawn again
        self.setViewportUpdateMode(QGraphicsView.ViewportUpdateMode.BoundingRectViewportUpdate)
        self.setFocusPolicy(Qt.FocusPolicy.StrongFocus)
        self.viewport().setMouseTracking(True)
        self.setFrameShape(QFrame.Shape.NoFrame)
        self.setBackgroundBrush(pal.TABLE)
        self.setMinimumSize(480, 300)

    @property
    def keyed(self) -> KeyedScene:
        """The scene, as the one that takes the keys."""
        raise NotImplementedError

    def resizeEvent(self, event: QResizeEvent) -> None:
        super().resizeEvent(event)
        self.fit()

    def showEvent(self, event: QShowEvent) -> None:
        super().showEvent(event)
        self.fit()

    def fit(self) -> None:
        """Scale the scene to fill the view."""
        self.fitInView(self.keyed.sceneRect(), Qt.AspectRatioMode.KeepAspectRatio)

    def keyPressEvent(self, event: QKeyEvent) -> None:
        if not self.keyed.handle_key(event.key(), event.text()):
            super().keyPressEvent(event)
