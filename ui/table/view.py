"""The widget that shows the table scene."""

from __future__ import annotations

from PySide6.QtCore import QEvent, Qt
from PySide6.QtGui import QKeyEvent
from PySide6.QtWidgets import QWidget

from ui.scene_view import SceneView
from ui.table.layout import width_for
from ui.table.scene import TableScene


class TableView(SceneView):
    """Shows the table scene laid out for the view's shape and scaled to fill it; keys go to
    the scene.

    Nothing can be dropped on the table itself: a file dragged over it goes to the window.
    """

    def __init__(self, scene: TableScene, parent: QWidget | None = None) -> None:
        super().__init__(scene, parent)
        self.table = scene
        self.setAcceptDrops(False)
        self.viewport().setAcceptDrops(False)

    @property
    def keyed(self) -> TableScene:
        return self.table

    def fit(self) -> None:
        """Lay the table out for the view's shape and scale it to fill the view."""
        size = self.viewport().size()
        if size.height() > 0:
            self.table.set_width(width_for(size.width() / size.height()))
        super().fit()

    def event(self, event: QEvent) -> bool:
        if (
            event.type() == QEvent.Type.KeyPress
            and isinstance(event, QKeyEvent)
            and event.key() in (Qt.Key.Key_Tab, Qt.Key.Key_Backtab)
        ):
            self.table.handle_key(event.key(), event.text())
            return True
        return super().event(event)
