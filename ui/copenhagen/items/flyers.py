"""What glides across Copenhagen's table for the time of a glide (see :mod:`ui.glides`): a
card (face up, or its back), a facade tile, a score marker, an ability tile. A flyer grows or
shrinks along its way (from the size it had where it left to the size it has where it lands),
and tells the item it lands on when it leaves the table (see
:meth:`ui.copenhagen.items.base.Item.expect`). Where it leaves and where it lands, it is the
drawing the table shows there; on its way, that drawing rendered once at its largest size and
scaled smoothly."""

from __future__ import annotations

import math
from collections.abc import Callable, Iterable
from typing import Any

from PySide6.QtCore import QPointF, QRectF, Qt
from PySide6.QtGui import QColor, QPainter, QPixmap
from PySide6.QtWidgets import QGraphicsItem, QStyleOptionGraphicsItem, QWidget

from engine.copenhagen import Ability
from ui.copenhagen.items import drawings
from ui.copenhagen.items.track import paint_marker
from ui.copenhagen.layout import CARD_HEIGHT, CARD_WIDTH
from ui.copenhagen.shapes import Cell

Change = QGraphicsItem.GraphicsItemChange


class Flyer(QGraphicsItem):
    """An item made for a glide: its drawing (:meth:`draw`) in ``bounds`` (its own
    coordinates); ``landed`` runs once, when it leaves the table."""

    def __init__(self, bounds: QRectF, landed: Callable[[], None] | None = None) -> None:
        super().__init__()
        self.bounds = bounds
        self.landed = landed
        self._way: tuple[QPointF, QPointF, float, float] | None = None
        self._look: tuple[QPixmap, float] | None = None
        self.setFlag(QGraphicsItem.GraphicsItemFlag.ItemSendsGeometryChanges)

    def way(self, start: QPointF, end: QPointF, scales: tuple[float, float] = (1.0, 1.0)
            ) -> list[QPointF]:  # fmt: skip
        """The path from ``start`` to ``end`` (positions of the flyer's origin), the flyer
        scaled ``scales[0]`` at the start and ``scales[1]`` at the end."""
        self._way = (start, end, *scales)
        self.setScale(scales[0])
        return [start, end]

    def boundingRect(self) -> QRectF:
        return self.bounds.adjusted(-2, -2, 2, 2)

    def paint(
        self, painter: QPainter, option: QStyleOptionGraphicsItem, widget: QWidget | None = None
    ) -> None:
        ends = self._way[2:] if self._way is not None else ()
        if any(math.isclose(self.scale(), size) for size in (1.0, *ends)):
            # as large as where it leaves or lands (or at its own size): the drawing the
            # table shows there, cached
            self.draw(painter)
            return
        area = self.boundingRect()
        if self._look is None:
            self._look = self._render(painter, area)
        look, ratio = self._look
        # the view copies pixels unsmoothed (its drawings lie on whole pixels); a flyer scales
        painter.setRenderHint(QPainter.RenderHint.SmoothPixmapTransform)
        painter.drawPixmap(area, look, QRectF(0, 0, area.width() * ratio, area.height() * ratio))

    def _render(self, painter: QPainter, area: QRectF) -> tuple[QPixmap, float]:
        """The drawing of ``area`` in pixels, at the largest scale the flyer has on its way
        (the table's scale for a flyer that lands at its size: its drawings are cached)."""
        largest = max(self._way[2:]) if self._way is not None else self.scale()
        t = painter.deviceTransform()
        ratio = (t.m11() ** 2 + t.m12() ** 2) ** 0.5 / (self.scale() or 1.0) * largest
        look = QPixmap(math.ceil(area.width() * ratio), math.ceil(area.height() * ratio))
        look.fill(Qt.GlobalColor.transparent)
        inner = QPainter(look)
        inner.setRenderHints(painter.renderHints())
        inner.scale(ratio, ratio)
        inner.translate(-area.topLeft())
        self.draw(inner)
        inner.end()
        return look, ratio

    def draw(self, painter: QPainter) -> None:
        """The flyer's drawing, in its own coordinates."""
        raise NotImplementedError

    def itemChange(self, change: Change, value: Any) -> Any:
        if change == Change.ItemPositionHasChanged and self._way is not None:
            start, end, first, last = self._way
            total = (end - start).manhattanLength()
            done = (self.pos() - start).manhattanLength() / total if total else 1.0
            self.setScale(first + (last - first) * min(1.0, done))
        elif change == Change.ItemSceneHasChanged and value is None and self.landed:
            landed, self.landed = self.landed, None
            landed()
        return super().itemChange(change, value)


class CardFlyer(Flyer):
    """A facade card of the harbour's size (``colour`` None: its back)."""

    def __init__(self, colour: int | None, landed: Callable[[], None] | None = None) -> None:
        super().__init__(QRectF(0, 0, CARD_WIDTH, CARD_HEIGHT), landed)
        self.colour = colour

    def draw(self, painter: QPainter) -> None:
        if self.colour is None:
            drawings.card_back(painter, self.bounds)
        else:
            drawings.card(painter, self.bounds, self.colour)


class TileFlyer(Flyer):
    """A tile as it lies on a house of cells of ``size``: its origin is the lower left corner
    of its cell (0, 0)."""

    def __init__(self, cells: Iterable[Cell], brick: Cell, colour: int, size: float,
                 landed: Callable[[], None] | None = None) -> None:  # fmt: skip
        self.cells = sorted(cells)
        width = 1 + max(x for x, _ in self.cells)
        height = 1 + max(y for _, y in self.cells)
        super().__init__(QRectF(0, -height * size, width * size, height * size), landed)
        self.brick, self.colour, self.size = brick, colour, size

    def draw(self, painter: QPainter) -> None:
        drawings.tile(painter, QPointF(0, 0), self.size, self.cells, self.brick, self.colour)


class MarkerFlyer(Flyer):
    """A player's score marker of ``side``."""

    def __init__(self, colour: QColor, side: float,
                 landed: Callable[[], None] | None = None) -> None:  # fmt: skip
        super().__init__(QRectF(0, 0, side, side), landed)
        self.colour = colour

    def draw(self, painter: QPainter) -> None:
        paint_marker(painter, self.bounds, self.colour)


class AbilityFlyer(Flyer):
    """An ability tile of ``side``, active."""

    def __init__(self, ability: Ability, side: float,
                 landed: Callable[[], None] | None = None) -> None:  # fmt: skip
        super().__init__(QRectF(0, 0, side, side), landed)
        self.ability = ability

    def draw(self, painter: QPainter) -> None:
        drawings.ability(painter, self.bounds, self.ability, True, False)
