"""The base of Copenhagen's table items: a fixed rectangle, what a click there means, the
things still on their way to it, and the translucent panel they sit on."""

from __future__ import annotations

from collections import Counter
from collections.abc import Callable, Hashable

from PySide6.QtCore import QPointF, QRectF, Qt
from PySide6.QtGui import QPainter, QPen
from PySide6.QtWidgets import QGraphicsItem, QStyleOptionGraphicsItem, QWidget

from ui import palette as pal
from ui.copenhagen.items import drawings
from ui.copenhagen.layout import TITLE

Target = tuple[str, object]
"""What a click means: ("slot", 3), ("tile", kind), ("cell", (x, y)), ("hand", colour),
("bonus", move), ("turn", None), ("flip", None)."""
LEGAL_PEN = QPen(pal.LEGAL, 4)
SELECTED_PEN = QPen(pal.HIGHLIGHT, 5)


class Item(QGraphicsItem):
    """An item of the table: a fixed rectangle; :meth:`target_at` names a click's meaning.

    An item that seldom changes (:attr:`kept`) keeps its drawing as pixels, painted again only
    when it changes (a glide over it copies them; an item changing at every move is rather
    drawn again, its pixels would crowd the pixmap cache). What is still gliding to it
    (:attr:`coming`: a card, a cell, a marker) is left out of its drawing until it lands."""

    kept = False

    def __init__(self, rect: QRectF, parent: QGraphicsItem | None = None) -> None:
        super().__init__(parent)
        self.rect = rect
        self.coming: Counter[Hashable] = Counter()
        if self.kept:
            self.setCacheMode(QGraphicsItem.CacheMode.DeviceCoordinateCache)
        # option.exposedRect is the part to draw again: a paint may leave out the rest
        self.setFlag(QGraphicsItem.GraphicsItemFlag.ItemUsesExtendedStyleOption)

    def expect(self, thing: Hashable) -> Callable[[], None]:
        """``thing`` is on its way here (left out of the drawing); the call returned tells
        that it landed."""
        self.coming[thing] += 1
        self.update_area(*self.areas_of(thing))
        landed = False

        def land() -> None:
            nonlocal landed
            if not landed:
                landed = True
                self.coming[thing] -= 1
                if self.coming[thing] <= 0:
                    del self.coming[thing]
                self.update_area(*self.areas_of(thing))

        return land

    def area_of(self, thing: Hashable) -> QRectF | None:
        """Where ``thing`` (see :meth:`expect`) is drawn; None: anywhere on the item."""
        return None

    def areas_of(self, thing: Hashable) -> list[QRectF | None]:
        """What is drawn again when ``thing`` leaves or lands: where it is drawn, and
        whatever counts it."""
        return [self.area_of(thing)]

    def update_area(self, *areas: QRectF | None) -> None:
        """Draw ``areas`` again (None: the whole item): one rectangle around them is painted
        anew (the raster engine clips many times faster to a rectangle than to a region)."""
        around = QRectF()
        for area in areas:
            if area is None:
                self.update()
                return
            around = around.united(area)
        if not around.isEmpty():
            self.update(around.adjusted(-6, -6, 6, 6))

    def boundingRect(self) -> QRectF:
        return self.rect.adjusted(-6, -6, 6, 6)

    def paint(
        self, painter: QPainter, option: QStyleOptionGraphicsItem, widget: QWidget | None = None
    ) -> None:
        raise NotImplementedError

    def target_at(self, point: QPointF) -> Target | None:
        return None


def paint_panel(painter: QPainter, rect: QRectF, title: str, right: str = "") -> None:
    """The translucent panel with a title (and a note at the right of the title)."""
    drawings.cached(painter, "panel", rect, _paint_back, 1)
    painter.setRenderHint(QPainter.RenderHint.Antialiasing)
    painter.setPen(pal.CHALK)
    line = QRectF(rect.left() + 12, rect.top() + 2, rect.width() - 24, TITLE)
    pal.text(painter, line, Qt.AlignmentFlag.AlignVCenter, title, 14, True)
    if right:
        pal.text(painter, line, Qt.AlignmentFlag.AlignVCenter | Qt.AlignmentFlag.AlignRight,
                 right, 13)  # fmt: skip


def _paint_back(painter: QPainter, rect: QRectF) -> None:
    painter.setRenderHint(QPainter.RenderHint.Antialiasing)
    painter.setPen(QPen(pal.PANEL_EDGE, 1))
    painter.setBrush(pal.PANEL)
    painter.drawRoundedRect(rect, 10, 10)


def frame(painter: QPainter, rect: QRectF, pen: QPen, radius: float = 6) -> None:
    """The frame of a legal choice or a selection, around ``rect``."""
    drawings.outline(painter, rect.adjusted(-3, -3, 3, 3), pen, radius)
