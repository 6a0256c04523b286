"""Cards: a card face or back, the draw and discard piles, the hand's panel."""

from __future__ import annotations

from PySide6.QtCore import QPointF, QRectF, Qt
from PySide6.QtGui import (
    QPainter,
    QPen,
)
from PySide6.QtWidgets import QGraphicsItem, QStyleOptionGraphicsItem, QWidget

from engine.helsinki.components import (
    CARDS,
    TILE_SHAPES,
    WILD,
    tile_kind,
)
from ui import palette as pal
from ui.i18n import card_long_name, tr
from ui.table.items.base import TableItem, paint_cached, paint_panel
from ui.table.items.tiles import paint_tile_cells

CARD_W, CARD_H = 62.0, 88.0
LABEL_SPILL = 12.0
"""How far a pile's label reaches beyond the card on each side."""


class CardItem(TableItem):
    """A pavilion card (``card`` an index of ``CARDS``), or its back when ``card`` is None.

    Card faces are drawn once per card and scale (:func:`paint_cached`), so that a card item
    shown with another card is repainted at the cost of a pixmap copy."""

    def __init__(self, card: int | None, parent: QGraphicsItem | None = None) -> None:
        super().__init__(QRectF(0, 0, CARD_W, CARD_H), parent)
        self.card = card
        if card is not None:
            self.setToolTip(card_long_name(card))

    def set_card(self, card: int | None) -> None:
        if card != self.card:
            self.card = card
            self.setToolTip("" if card is None else card_long_name(card))
            self.update()

    def paint(
        self, painter: QPainter, option: QStyleOptionGraphicsItem, widget: QWidget | None = None
    ) -> None:
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        self.paint_marks(painter, self._rect)
        card = self.card
        area = self._rect.adjusted(-1, -1, 1, 1)  # the outline's outer half included
        if card is None:
            paint_cached(painter, "card-back", area, self._paint_back)
        elif CARDS[card].colour == WILD:
            paint_cached(painter, f"card-wild:{tr('WILD')}", area, self._paint_face)
        else:
            paint_cached(painter, f"card:{card}", area, self._paint_face)

    def _paint_back(self, painter: QPainter) -> None:
        rect = self._rect
        painter.setPen(QPen(pal.INK, 1.5))
        painter.setBrush(pal.CARD_BACK)
        painter.drawRoundedRect(rect, 6, 6)
        painter.setPen(QPen(pal.CARD_BACK_LINE, 1.5))
        painter.drawRoundedRect(rect.adjusted(6, 6, -6, -6), 4, 4)
        pal.text(painter, rect, Qt.AlignmentFlag.AlignCenter, "H", 16, True)

    def _paint_face(self, painter: QPainter) -> None:
        rect = self._rect
        assert self.card is not None
        info = CARDS[self.card]
        painter.setPen(QPen(pal.INK, 1.2))
        painter.setBrush(pal.PAPER)
        painter.drawRoundedRect(rect, 6, 6)
        band = QRectF(rect.left() + 3, rect.top() + 3, rect.width() - 6, 20)
        if info.colour == WILD:
            for i in range(5):
                part = QRectF(band.left() + i * band.width() / 5, band.top(), band.width() / 5, 20)
                painter.fillRect(part, pal.TILE_COLOURS[i])
            pal.paint_star(painter, QPointF(rect.center().x(), rect.center().y() + 8), 18,
                           pal.STAR)  # fmt: skip
            painter.setPen(pal.INK)
            pal.text(painter, rect.adjusted(0, 0, 0, -3),
                     Qt.AlignmentFlag.AlignHCenter | Qt.AlignmentFlag.AlignBottom, tr("WILD"),
                     pal.DETAIL_TEXT, True, detail=True)  # fmt: skip
            return
        pal.paint_pattern(painter, band, info.colour, 7)
        frame = QPen(pal.TILE_COLOURS[info.colour], 3)
        painter.setPen(frame)
        painter.setBrush(Qt.BrushStyle.NoBrush)
        painter.drawRoundedRect(rect.adjusted(1.5, 1.5, -1.5, -1.5), 6, 6)
        # number and mark on white discs over the band
        painter.setPen(QPen(pal.INK, 1))
        painter.setBrush(pal.WHITE)
        number = QRectF(rect.left() + 2, rect.top() + 1, 24, 24)
        mark = QRectF(rect.right() - 24, rect.top() + 1, 23, 23)
        painter.drawEllipse(number)
        painter.drawEllipse(mark)
        pal.text(painter, number, Qt.AlignmentFlag.AlignCenter, str(info.number), bold=True)
        pal.text(painter, mark, Qt.AlignmentFlag.AlignCenter, pal.TILE_MARKS[info.colour],
                 bold=True)  # fmt: skip
        cells = TILE_SHAPES[tile_kind(info.colour, info.roofs)]
        height = 1 + max(r for r, _ in cells)
        width = 1 + max(c for _, c in cells)
        size = min(11.0, 52 / max(width, height))
        x0 = rect.center().x() - width * size / 2
        y0 = rect.top() + 50 - height * size / 2
        paint_tile_cells(painter, [(x0 + c * size, y0 + r * size) for r, c in cells],
                         info.colour, size, roofs=False)  # fmt: skip
        for i in range(info.superstructures):
            x = rect.center().x() - info.superstructures * 9 + i * 18
            pal.paint_superstructure(painter, QRectF(x, rect.bottom() - 22, 18, 18))


class PileItem(TableItem):
    """The draw pile or the discard pile, with its count."""

    def __init__(self, label: str, count: int, top: int | None,
                 parent: QGraphicsItem | None = None) -> None:  # fmt: skip
        super().__init__(QRectF(-LABEL_SPILL, 0, CARD_W + 2 * LABEL_SPILL, CARD_H + 20), parent)
        self.label = label
        self.count = count
        self.top = top
        self.setToolTip(label)
        self.setCacheMode(QGraphicsItem.CacheMode.DeviceCoordinateCache)

    def set_state(self, count: int, top: int | None) -> None:
        if (count, top) != (self.count, self.top):
            self.count, self.top = count, top
            self.update()

    def paint(
        self, painter: QPainter, option: QStyleOptionGraphicsItem, widget: QWidget | None = None
    ) -> None:
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        card = QRectF(0, 0, CARD_W, CARD_H)
        if self.count:
            for i in range(min(3, self.count), 0, -1):
                painter.setPen(QPen(pal.INK, 1))
                painter.setBrush(pal.PILE_BACK if self.top is None else pal.PAPER)
                painter.drawRoundedRect(card.translated(i * 1.5, -i * 1.5), 6, 6)
            painter.setPen(pal.WHITE if self.top is None else pal.INK)
            pal.text(painter, card, Qt.AlignmentFlag.AlignCenter, str(self.count), 15, True)
        else:
            painter.setPen(QPen(pal.EMPTY_PILE, 1.2, Qt.PenStyle.DashLine))
            painter.setBrush(Qt.BrushStyle.NoBrush)
            painter.drawRoundedRect(card, 6, 6)
            pal.text(painter, card, Qt.AlignmentFlag.AlignCenter, "0", 15, True)
        painter.setPen(pal.INK)
        pal.text(painter, QRectF(-LABEL_SPILL, CARD_H + 2, CARD_W + 2 * LABEL_SPILL, 18),
                 Qt.AlignmentFlag.AlignCenter,
                 self.label, pal.DETAIL_TEXT, detail=True)  # fmt: skip


class HandItem(TableItem):
    """The background of the hand; the cards are ``CardItem`` children."""

    def __init__(self, width: float, height: float, title: str,
                 parent: QGraphicsItem | None = None) -> None:  # fmt: skip
        super().__init__(QRectF(0, 0, width, height), parent)
        self.title = title
        self.setCacheMode(QGraphicsItem.CacheMode.DeviceCoordinateCache)

    def set_title(self, title: str) -> None:
        if title != self.title:
            self.title = title
            self.update()

    def paint(
        self, painter: QPainter, option: QStyleOptionGraphicsItem, widget: QWidget | None = None
    ) -> None:
        paint_panel(painter, self._rect, self.title)
