"""Copenhagen's drawings (:mod:`ui.copenhagen.art`) as the table paints them: each card, card
back, facade cell, tile, ability tile and frame is rendered once per look and scale
(:func:`ui.table.items.base.paint_cached`), so that painting the table again copies pixels.
They are kept in a store of their own: the items' own pixels, renewed at every change, fill
the shared pixmap cache and would push them out."""

from __future__ import annotations

from collections.abc import Callable, Hashable, Iterable

from PySide6.QtCore import QPointF, QRectF, Qt
from PySide6.QtGui import QColor, QPainter, QPen, QPixmap

from engine.copenhagen import Ability
from ui import palette as pal
from ui.copenhagen import art
from ui.copenhagen.shapes import Cell
from ui.table.items.base import paint_cached

MARGIN = 2.0
"""Room around a drawing for its edge's pen."""
STORE_SIZE = 1000
"""The drawings kept at most (a few hundred at one scale of the table): beyond, the store is
emptied (the table was scaled often) and filled again."""
_store: dict[Hashable, QPixmap] = {}


def cached(painter: QPainter, key: str, rect: QRectF,
            draw: Callable[[QPainter, QRectF], None], margin: float = MARGIN) -> None:  # fmt: skip
    """Paint ``draw`` (a drawing filling ``rect``, and ``margin`` around it) through the
    cache, by ``key`` and size."""
    if len(_store) > STORE_SIZE:
        _store.clear()
    x, y, width, height = rect.x(), rect.y(), rect.width(), rect.height()
    shape = QRectF(0, 0, width, height)
    painter.translate(x, y)
    paint_cached(painter, (key, width, height), QRectF(-margin, -margin, width + 2 * margin,
                                                       height + 2 * margin),
                 lambda p: draw(p, shape), _store)  # fmt: skip
    painter.translate(-x, -y)


def in_place(painter: QPainter, key: str, rect: QRectF, draw: Callable[[QPainter], None],
             margin: float = MARGIN) -> None:  # fmt: skip
    """:func:`cached` for a drawing made in the painter's own coordinates (an item's part at
    its place): ``draw`` paints inside ``rect`` (and ``margin`` around it)."""
    offset = rect.topLeft()

    def at(p: QPainter, _shape: QRectF) -> None:
        p.translate(-offset)
        draw(p)

    cached(painter, key, rect, at, margin)


def card(painter: QPainter, rect: QRectF, colour: int) -> None:
    """A facade card of ``colour``."""
    cached(painter, f"card:{colour}", rect, lambda p, r: art.paint_card(p, r, colour))


def card_back(painter: QPainter, rect: QRectF) -> None:
    cached(painter, "back", rect, art.paint_card_back)


def cell(painter: QPainter, rect: QRectF, colour: int, brick: bool) -> None:
    """One facade cell of a tile built, edged."""
    cached(painter, f"cell:{colour}:{brick:d}", rect,
            lambda p, r: _paint_cell(p, r, colour, brick))  # fmt: skip


def _paint_cell(painter: QPainter, rect: QRectF, colour: int, brick: bool) -> None:
    art.paint_cell(painter, rect, colour, brick)
    painter.setPen(QPen(art.EDGE, 1))
    painter.setBrush(Qt.BrushStyle.NoBrush)
    painter.drawRect(rect)


def tile(painter: QPainter, origin: QPointF, size: float, cells: Iterable[Cell], brick: Cell,
         colour: int, alpha: int = 255) -> None:  # fmt: skip
    """A tile whose cell (0, 0) has its lower left corner at ``origin`` (floors go up)."""
    shape = sorted(cells)
    width = 1 + max(x for x, _ in shape)
    height = 1 + max(y for _, y in shape)
    rect = QRectF(origin.x(), origin.y() - height * size, width * size, height * size)
    key = f"tile:{shape}:{brick}:{colour}:{alpha}:{size:g}"
    cached(painter, key, rect, lambda p, r: art.paint_tile(p, r.bottomLeft(), size, shape,
                                                          brick, colour, alpha))  # fmt: skip


ACTIVE = QColor("#f1d78a")
USED = QColor("#8a8577")
GLYPHS = {Ability.ANY: "⇄", Ability.EXTRA: "+1", Ability.DISCOUNT: "−1",
          Ability.COLOURS: "◐", Ability.BOTH: "A+B"}  # fmt: skip


def paint_ability(painter: QPainter, rect: QRectF, ability: Ability, owned: bool,
                  used: bool) -> None:  # fmt: skip
    """One ability tile in ``rect``."""
    painter.setRenderHint(QPainter.RenderHint.Antialiasing)
    radius = rect.width() * 0.15
    if not owned:
        painter.setPen(QPen(pal.PANEL_EDGE, 1.5, Qt.PenStyle.DashLine))
        painter.setBrush(Qt.BrushStyle.NoBrush)
        painter.drawRoundedRect(rect, radius, radius)
        painter.setPen(pal.FADED)
    else:
        painter.setPen(QPen(pal.INK, 1.5))
        painter.setBrush(USED if used else ACTIVE)
        painter.drawRoundedRect(rect, radius, radius)
        painter.setPen(pal.CHALK if used else pal.INK)
    pal.text(painter, rect, Qt.AlignmentFlag.AlignCenter, GLYPHS[ability],
             rect.height() * 0.36, True)  # fmt: skip
    if owned and used:  # crossed: turned over until a bonus turns it back
        painter.setPen(QPen(pal.CHALK, 2))
        painter.drawLine(rect.topLeft() + QPointF(4, 4), rect.bottomRight() - QPointF(4, 4))


def ability(painter: QPainter, rect: QRectF, which: Ability, owned: bool, used: bool) -> None:
    """An ability tile (see :func:`paint_ability`)."""
    cached(painter, f"ability:{int(which)}:{owned:d}:{used:d}", rect,
            lambda p, r: paint_ability(p, r, which, owned, used))  # fmt: skip


def empty(painter: QPainter, rect: QRectF, radius: float) -> None:
    """The dashed outline of an empty place (a harbour slot, a colour missing from the hand)."""
    cached(painter, f"empty:{radius:g}", rect, lambda p, r: _paint_empty(p, r, radius))


def _paint_empty(painter: QPainter, rect: QRectF, radius: float) -> None:
    painter.setRenderHint(QPainter.RenderHint.Antialiasing)
    painter.setPen(QPen(pal.PANEL_EDGE, 1.5, Qt.PenStyle.DashLine))
    painter.setBrush(Qt.BrushStyle.NoBrush)
    painter.drawRoundedRect(rect, radius, radius)


def outline(painter: QPainter, rect: QRectF, pen: QPen, radius: float) -> None:
    """A frame around ``rect`` drawn with ``pen`` (a legal choice, a selection, the player to
    move)."""
    key = f"outline:{pen.color().rgba()}:{pen.widthF():g}:{radius:g}"
    cached(painter, key, rect, lambda p, r: _paint_outline(p, r, pen, radius), pen.widthF())


def _paint_outline(painter: QPainter, rect: QRectF, pen: QPen, radius: float) -> None:
    painter.setRenderHint(QPainter.RenderHint.Antialiasing)
    painter.setPen(pen)
    painter.setBrush(Qt.BrushStyle.NoBrush)
    painter.drawRoundedRect(rect, radius, radius)
