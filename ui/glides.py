"""Short glides of a table's items along paths of points (both games' tables): an item
glides from where it was to where the table, already showing the new state, puts it."""

from __future__ import annotations

import itertools
from dataclasses import dataclass

from PySide6.QtCore import QEasingCurve, QObject, QPointF, QVariantAnimation
from PySide6.QtWidgets import QGraphicsItem


def discard(item: QGraphicsItem) -> None:
    """Take ``item`` off the table: off its parent item and its scene."""
    scene = item.scene()
    if scene is not None:
        scene.removeItem(item)
    else:
        item.setParentItem(None)


GLIDE_Z = 100.0
"""While an item glides, it (or the item it belongs to) is above the rest of the table."""


@dataclass
class _Glide:
    item: QGraphicsItem
    animation: QVariantAnimation
    path: list[QPointF]
    transient: bool
    """The item exists for the glide only: it leaves the table at the end."""


class Glides(QObject):
    """Glides of items along a path of points.

    A glide only shows the way: the game shown is already the final one, and :meth:`finish`
    (called before every update of the table, or by a new glide of the same item) puts every
    item at its final place at once, and takes the items made for a glide off the table. A
    ``duration`` of 0 ms shows no glide at all.
    """

    def __init__(self, parent: QObject | None = None) -> None:
        super().__init__(parent)
        self.duration = 0
        self._running: dict[int, _Glide] = {}
        self._lifted: dict[int, tuple[QGraphicsItem, float]] = {}
        """The top items raised above the table while something of theirs glides (their z)."""

    @property
    def running(self) -> bool:
        return bool(self._running)

    def path_of(self, item: QGraphicsItem) -> list[QPointF] | None:
        """The path ``item`` is gliding along (None: it is not gliding)."""
        entry = self._running.get(id(item))
        return entry.path if entry is not None else None

    def flyers(self) -> list[QGraphicsItem]:
        """The items made for a glide that are still gliding."""
        return [g.item for g in self._running.values() if g.transient]

    def glide(self, item: QGraphicsItem, path: list[QPointF], transient: bool = False) -> None:
        """Move ``item`` along ``path`` (its last point is where the item ends); an item made
        for the glide only (``transient``) leaves the table at the end."""
        self.stop(item)
        if self.duration <= 0 or len(path) < 2:
            item.setPos(path[-1])
            if transient:
                discard(item)
            return
        lengths = [0.0]
        for a, b in itertools.pairwise(path):
            lengths.append(lengths[-1] + (b - a).manhattanLength())
        total = lengths[-1] or 1.0

        def place(value: object) -> None:
            at = float(str(value)) * total
            for i in range(1, len(path)):
                if at <= lengths[i] or i == len(path) - 1:
                    part = lengths[i] - lengths[i - 1] or 1.0
                    t = min(1.0, max(0.0, (at - lengths[i - 1]) / part))
                    item.setPos(path[i - 1] + (path[i] - path[i - 1]) * t)
                    return

        animation = QVariantAnimation(self)
        animation.setStartValue(0.0)
        animation.setEndValue(1.0)
        animation.setDuration(self.duration)
        animation.setEasingCurve(QEasingCurve.Type.InOutQuad)
        animation.valueChanged.connect(place)
        animation.finished.connect(lambda: self.stop(item))
        self._running[id(item)] = _Glide(item, animation, path, transient)
        top = item.topLevelItem()
        if id(top) not in self._lifted:
            self._lifted[id(top)] = (top, top.zValue())
            top.setZValue(GLIDE_Z)
        item.setPos(path[0])
        animation.start()

    def stop(self, item: QGraphicsItem) -> None:
        """Put ``item`` at the end of its glide at once."""
        entry = self._running.pop(id(item), None)
        if entry is None:
            return
        entry.animation.stop()
        entry.animation.deleteLater()
        item.setPos(entry.path[-1])
        top = item.topLevelItem()
        if not any(g.item.topLevelItem() is top for g in self._running.values()):
            lifted = self._lifted.pop(id(top), None)
            if lifted is not None:
                top.setZValue(lifted[1])
        if entry.transient:
            discard(item)

    def finish(self) -> None:
        """Put every gliding item at its final place."""
        for entry in list(self._running.values()):
            self.stop(entry.item)
