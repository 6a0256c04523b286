"""The widget that shows Copenhagen's table scene, scaled to fill it; keys go to the scene."""

from __future__ import annotations

from PySide6.QtWidgets import QWidget

from ui.copenhagen.scene import CopenhagenScene
from ui.scene_view import SceneView


class CopenhagenView(SceneView):
    """Shows the whole table, as large as the widget allows."""

    def __init__(self, scene: CopenhagenScene, parent: QWidget | None = None) -> None:
        super().__init__(scene, parent)
        self.table = scene

    @property
    def keyed(self) -> CopenhagenScene:
        return self.table
