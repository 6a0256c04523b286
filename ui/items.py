"""The drawn things of the table, one ``QGraphicsItem`` subclass each.

Items only draw; they never change the game. An item the player can click carries a
``target`` (a small tuple such as ``("space", 3)``) that the scene turns into a move. Items are
rebuilt from an engine snapshot by :class:`ui.scene.TableScene`.
"""

from __future__ import annotations

import math
from collections.abc import Callable

from PySide6.QtCore import QPointF, QRectF, Qt
from PySide6.QtGui import (
    QBrush,
    QColor,
    QFontMetricsF,
    QPainter,
    QPainterPath,
    QPen,
    QPixmap,
    QPixmapCache,
    QTransform,
)
from PySide6.QtWidgets import QGraphicsItem, QStyleOptionGraphicsItem, QWidget

from engine import bitboard as bb
from engine.components import (
    ACTION_COLUMNS,
    CARDS,
    COATS_OF_ARMS,
    CROSSWALKS,
    STATUE,
    TILE_SHAPES,
    TILE_SIZES,
    WILD,
    Action,
    tile_kind,
)
from ui import palette as pal
from ui.i18n import action_name, action_short, building_name, card_long_name, tr

Target = tuple[object, ...]

NONE, LEGAL, SELECTED, PAYMENT = 0, 1, 2, 3

CARD_W, CARD_H = 62.0, 88.0

_MARK_PENS = {
    LEGAL: QPen(pal.LEGAL, 5),
    SELECTED: QPen(pal.HIGHLIGHT, 5),
    PAYMENT: QPen(QColor("#ff9d2e"), 5),
}
_CURSOR_PEN = QPen(QColor("#ffffff"), 2.5, Qt.PenStyle.DashLine)

QPixmapCache.setCacheLimit(max(QPixmapCache.cacheLimit(), 96 * 1024))
"""Item caches and pre-rendered drawings share the pixmap cache (KB): room for a whole table."""


def paint_cached(painter: QPainter, key: str, rect: QRectF,
                 draw: Callable[[QPainter], None]) -> None:  # fmt: skip
    """Paint ``draw`` (a drawing inside ``rect``) through a pixmap rendered once per content
    ``key`` and device scale, kept in ``QPixmapCache``: the same card or shape drawn again, by
    any item, is a copy of pixels. Rotated or sheared painters draw directly."""
    t = painter.worldTransform()
    if t.m12() or t.m21() or t.m11() <= 0 or t.m22() <= 0:
        draw(painter)
        return
    sx, sy = t.m11(), t.m22()
    ratio = painter.device().devicePixelRatioF()
    full = f"{key}@{sx:.4f},{sy:.4f},{ratio:g}"
    pixmap = QPixmapCache.find(full)
    top_left = t.map(rect.topLeft())
    # drawn on whole pixels (as the items' own device caches are), the same for every item
    x, y = round(top_left.x()), round(top_left.y())
    if pixmap is None or pixmap.isNull():
        width = math.ceil(rect.width() * sx * ratio) + 1
        height = math.ceil(rect.height() * sy * ratio) + 1
        pixmap = QPixmap(width, height)
        pixmap.setDevicePixelRatio(ratio)
        pixmap.fill(Qt.GlobalColor.transparent)
        inner = QPainter(pixmap)
        inner.setRenderHints(painter.renderHints())
        inner.scale(sx, sy)
        inner.translate(-rect.left(), -rect.top())
        draw(inner)
        inner.end()
        QPixmapCache.insert(full, pixmap)
    painter.save()
    painter.setWorldTransform(QTransform())
    painter.drawPixmap(QPointF(x, y), pixmap)
    painter.restore()


def paint_panel(painter: QPainter, rect: QRectF, title: str) -> None:
    """The translucent rounded panel behind the hand, the supply and the score table."""
    painter.setRenderHint(QPainter.RenderHint.Antialiasing)
    painter.setPen(QPen(QColor(255, 255, 255, 60), 1))
    painter.setBrush(QColor(0, 0, 0, 40))
    painter.drawRoundedRect(rect, 10, 10)
    painter.setPen(QColor("#f4f1ea"))
    painter.setFont(pal.font(10, True))
    painter.drawText(QRectF(10, 2, rect.width() - 20, 22), Qt.AlignmentFlag.AlignVCenter, title)


class TableItem(QGraphicsItem):
    """Base of the table's items: a fixed bounding rectangle, an optional click target."""

    def __init__(self, rect: QRectF, parent: QGraphicsItem | None = None) -> None:
        super().__init__(parent)
        self._rect = rect
        self.target: Target | None = None
        self.highlight = NONE
        self.cursor = False

    def boundingRect(self) -> QRectF:
        return self._rect.adjusted(-4, -4, 4, 4)

    def paint(
        self, painter: QPainter, option: QStyleOptionGraphicsItem, widget: QWidget | None = None
    ) -> None:
        raise NotImplementedError

    def set_marks(self, highlight: int, cursor: bool) -> None:
        if (highlight, cursor) != (self.highlight, self.cursor):
            self.highlight, self.cursor = highlight, cursor
            self.update()

    def paint_marks(self, painter: QPainter, rect: QRectF, round_: bool = False) -> None:
        """Frame of a legal choice, a selection or the keyboard cursor."""
        if not self.highlight and not self.cursor:
            return
        # the same frames are drawn on many items: pre-rendered once per size and kind
        key = f"marks:{self.highlight}:{self.cursor}:{rect.width()}x{rect.height()}:{round_}"
        offset = rect.topLeft()
        shape = rect.translated(-offset)
        painter.translate(offset)
        paint_cached(painter, key, shape.adjusted(-8, -8, 8, 8),
                     lambda p: self._paint_marks(p, shape, round_))  # fmt: skip
        painter.translate(-offset)

    def _paint_marks(self, painter: QPainter, rect: QRectF, round_: bool) -> None:
        painter.setBrush(Qt.BrushStyle.NoBrush)
        if self.highlight in _MARK_PENS:
            painter.setPen(_MARK_PENS[self.highlight])
            if round_:
                painter.drawEllipse(rect.adjusted(-2, -2, 2, 2))
            else:
                painter.drawRoundedRect(rect.adjusted(-2, -2, 2, 2), 6, 6)
        if self.cursor:
            painter.setPen(_CURSOR_PEN)
            if round_:
                painter.drawEllipse(rect.adjusted(-5, -5, 5, 5))
            else:
                painter.drawRoundedRect(rect.adjusted(-5, -5, 5, 5), 8, 8)


def _shape_path(cells: tuple[tuple[int, int], ...], size: float, origin: QPointF) -> QPainterPath:
    path = QPainterPath()
    for r, c in cells:
        path.addRect(QRectF(origin.x() + c * size, origin.y() + r * size, size, size))
    return path.simplified()


def paint_tile_cells(
    painter: QPainter,
    cells: list[tuple[float, float]],
    colour: int,
    size: float,
    opacity: float = 1.0,
    roofs: bool = True,
) -> None:
    """A tile made of squares at the given top-left corners, with its outline and roofs."""
    painter.save()
    painter.setOpacity(opacity)
    path = QPainterPath()
    for x, y in cells:
        path.addRect(QRectF(x, y, size, size))
    path = path.simplified()
    painter.setClipPath(path)
    for x, y in cells:
        pal.paint_pattern(painter, QRectF(x, y, size, size), colour, size / 4)
    painter.setClipping(False)
    if roofs and colour != WILD:
        for x, y in cells:
            pal.paint_roof(painter, QRectF(x, y, size, size))
    painter.setBrush(Qt.BrushStyle.NoBrush)
    painter.setPen(QPen(pal.INK, max(1.0, size * 0.05)))
    painter.drawPath(path)
    painter.restore()


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
        painter.setBrush(QColor("#44607a"))
        painter.drawRoundedRect(rect, 6, 6)
        painter.setPen(QPen(QColor("#9fb6cc"), 1.5))
        painter.drawRoundedRect(rect.adjusted(6, 6, -6, -6), 4, 4)
        painter.setFont(pal.font(16, True))
        painter.drawText(rect, Qt.AlignmentFlag.AlignCenter, "H")

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
                           QColor("#8a7a50"))  # fmt: skip
            painter.setPen(pal.INK)
            painter.setFont(pal.font(7, True))
            painter.drawText(rect.adjusted(0, 0, 0, -4),
                             Qt.AlignmentFlag.AlignHCenter | Qt.AlignmentFlag.AlignBottom,
                             tr("WILD"))  # fmt: skip
            return
        pal.paint_pattern(painter, band, info.colour, 7)
        frame = QPen(pal.TILE_COLOURS[info.colour], 3)
        painter.setPen(frame)
        painter.setBrush(Qt.BrushStyle.NoBrush)
        painter.drawRoundedRect(rect.adjusted(1.5, 1.5, -1.5, -1.5), 6, 6)
        # number and mark on a white disc over the band
        painter.setPen(QPen(pal.INK, 1))
        painter.setBrush(QColor("#ffffff"))
        painter.drawEllipse(QRectF(rect.left() + 4, rect.top() + 3, 20, 20))
        painter.setFont(pal.font(10, True))
        painter.drawText(QRectF(rect.left() + 4, rect.top() + 3, 20, 20),
                         Qt.AlignmentFlag.AlignCenter, str(info.number))  # fmt: skip
        painter.setFont(pal.font(8, True))
        painter.drawText(QRectF(rect.right() - 22, rect.top() + 3, 18, 20),
                         Qt.AlignmentFlag.AlignCenter, pal.TILE_MARKS[info.colour])  # fmt: skip
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


class SenateSpaceItem(TableItem):
    """One of the 8 senate spaces (clickable when a token may go there)."""

    def __init__(self, space: int, parent: QGraphicsItem | None = None) -> None:
        super().__init__(QRectF(-22, -22, 44, 44), parent)
        self.space = space
        self.target = ("space", space)

    def paint(
        self, painter: QPainter, option: QStyleOptionGraphicsItem, widget: QWidget | None = None
    ) -> None:
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        painter.setPen(QPen(pal.INK, 1.5))
        painter.setBrush(QColor("#efe6cc"))
        painter.drawEllipse(self._rect)
        painter.setPen(QColor("#7a6e52"))
        painter.setFont(pal.font(9))
        painter.drawText(self._rect, Qt.AlignmentFlag.AlignCenter, str(self.space))
        self.paint_marks(painter, self._rect, round_=True)


class TokenItem(TableItem):
    """A player's token on the senate ring."""

    def __init__(self, colour: QColor, label: str, parent: QGraphicsItem | None = None) -> None:
        super().__init__(QRectF(-11, -11, 22, 22), parent)
        self.colour = colour
        self.label = label
        self.setZValue(5)

    def paint(
        self, painter: QPainter, option: QStyleOptionGraphicsItem, widget: QWidget | None = None
    ) -> None:
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        painter.setPen(QPen(QColor("#111111"), 2))
        painter.setBrush(self.colour)
        painter.drawEllipse(self._rect)
        painter.setPen(QColor("#ffffff"))
        painter.setFont(pal.font(8, True))
        painter.drawText(self._rect, Qt.AlignmentFlag.AlignCenter, self.label)


class PileItem(TableItem):
    """The draw pile or the discard pile, with its count."""

    def __init__(self, label: str, count: int, top: int | None,
                 parent: QGraphicsItem | None = None) -> None:  # fmt: skip
        super().__init__(QRectF(0, 0, CARD_W, CARD_H + 18), parent)
        self.label = label
        self.count = count
        self.top = top
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
                painter.setBrush(QColor("#3b536a") if self.top is None else pal.PAPER)
                painter.drawRoundedRect(card.translated(i * 1.5, -i * 1.5), 6, 6)
            painter.setPen(QColor("#ffffff") if self.top is None else pal.INK)
            painter.setFont(pal.font(15, True))
            painter.drawText(card, Qt.AlignmentFlag.AlignCenter, str(self.count))
        else:
            painter.setPen(QPen(QColor("#6b6b6b"), 1.2, Qt.PenStyle.DashLine))
            painter.setBrush(Qt.BrushStyle.NoBrush)
            painter.drawRoundedRect(card, 6, 6)
            painter.setFont(pal.font(15, True))
            painter.drawText(card, Qt.AlignmentFlag.AlignCenter, "0")
        if pal.legible(painter, 7.5):
            painter.setPen(pal.INK)
            painter.setFont(pal.font(7.5))
            painter.drawText(QRectF(-10, CARD_H + 2, CARD_W + 20, 16),
                             Qt.AlignmentFlag.AlignCenter, self.label)  # fmt: skip


RING_CELL = 104.0


def ring_position(index: int) -> QPointF:
    """Centre of ring position ``index`` (0-15 clockwise from the north-west corner)."""
    p = index % 16
    if p <= 4:
        x, y = p, 0
    elif p <= 8:
        x, y = 4, p - 4
    elif p <= 12:
        x, y = 12 - p, 4
    else:
        x, y = 0, 16 - p
    return QPointF((x + 0.5) * RING_CELL, (y + 0.5) * RING_CELL)


def slot_position(slot: int) -> QPointF:
    return ring_position(2 * slot)


def space_position(space: int) -> QPointF:
    return ring_position(2 * space + 1)


class SenateRingItem(TableItem):
    """The senate board: the square with its four buildings, the ring of spaces and card slots."""

    def __init__(self, parent: QGraphicsItem | None = None) -> None:
        super().__init__(QRectF(0, 0, 5 * RING_CELL, 5 * RING_CELL), parent)

    def paint(
        self, painter: QPainter, option: QStyleOptionGraphicsItem, widget: QWidget | None = None
    ) -> None:
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        rect = self._rect
        painter.setPen(QPen(QColor("#5d5238"), 2))
        painter.setBrush(pal.BOARD)
        painter.drawRoundedRect(rect, 14, 14)
        # the cobbled square inside the ring
        inner = rect.adjusted(RING_CELL, RING_CELL, -RING_CELL, -RING_CELL)
        painter.setBrush(QColor("#cfc3a3"))
        painter.setPen(QPen(QColor("#a89a76"), 1))
        painter.drawRect(inner)
        painter.setPen(QPen(QColor(0, 0, 0, 25), 1))
        step = 13.0
        y = inner.top() + step
        while y < inner.bottom():
            painter.drawLine(QPointF(inner.left(), y), QPointF(inner.right(), y))
            y += step
        # the ring path
        ring_pen = QPen(QColor("#8f8060"), 10)
        ring_pen.setCapStyle(Qt.PenCapStyle.RoundCap)
        painter.setPen(ring_pen)
        path = QPainterPath(ring_position(0))
        for i in range(1, 17):
            path.lineTo(ring_position(i))
        painter.setBrush(Qt.BrushStyle.NoBrush)
        painter.drawPath(path)
        # buildings, one per side, inside the ring
        for side in range(4):
            self._building(painter, side, inner)

    def _building(self, painter: QPainter, side: int, inner: QRectF) -> None:
        c = inner.center()
        offsets = (QPointF(0, -1), QPointF(1, 0), QPointF(0, 1), QPointF(-1, 0))
        d = inner.width() / 2 - 34
        centre = c + offsets[side] * d
        painter.save()
        painter.translate(centre)
        painter.setPen(QPen(pal.INK, 1.2))
        fills = (QColor("#f4f1ea"), QColor("#e8c9a0"), QColor("#c96a4a"), QColor("#e9d8a6"))
        painter.setBrush(fills[side])
        if side == 0:  # cathedral: a body and a green dome with four small domes
            painter.drawRect(QRectF(-38, -8, 76, 22))
            painter.setBrush(QColor("#4e8f78"))
            painter.drawChord(QRectF(-16, -30, 32, 40), 0, 180 * 16)
            for x in (-32, 24):
                painter.drawChord(QRectF(x, -18, 10, 20), 0, 180 * 16)
        elif side == 1:  # government palace: long facade with a pediment
            painter.drawRect(QRectF(-20, -34, 30, 68))
            painter.setBrush(QColor("#cfa77a"))
            painter.drawRect(QRectF(-8, -12, 16, 24))
        elif side == 2:  # Sederholm house: small house with a tall roof
            painter.drawRect(QRectF(-20, -14, 40, 24))
            painter.setBrush(QColor("#7a3b2b"))
            roof = QPainterPath(QPointF(-24, -14))
            roof.lineTo(0, -32)
            roof.lineTo(24, -14)
            roof.closeSubpath()
            painter.drawPath(roof)
        else:  # university: facade with columns
            painter.drawRect(QRectF(-10, -34, 26, 68))
            painter.setPen(QPen(QColor("#9c8c63"), 2))
            for y in (-24, -12, 0, 12, 24):
                painter.drawLine(QPointF(-6, y), QPointF(12, y))
        painter.restore()
        if not pal.legible(painter, 7.5):
            return
        painter.setPen(pal.INK)
        painter.setFont(pal.font(7.5, True))
        if side in (0, 2):
            label = QRectF(centre.x() - 60, centre.y() + (20 if side == 0 else 14), 120, 14)
            painter.drawText(label, Qt.AlignmentFlag.AlignCenter, building_name(side))
            return
        painter.save()
        painter.translate(centre.x() + (24 if side == 1 else -20), centre.y())
        painter.rotate(90 if side == 1 else -90)
        painter.drawText(QRectF(-70, -7, 140, 14), Qt.AlignmentFlag.AlignCenter,
                         building_name(side))  # fmt: skip
        painter.restore()


class ActionItem(TableItem):
    """One action of the action board: its symbol, whether it is covered, who used it."""

    W, H = 104.0, 66.0

    def __init__(self, action: Action, covered: bool, used_by: list[tuple[QColor, int]],
                 parent: QGraphicsItem | None = None) -> None:  # fmt: skip
        super().__init__(QRectF(0, 0, self.W - 6, self.H - 6), parent)
        self.action = action
        self.covered = covered
        self.used_by = used_by
        self.target = ("action", int(action))
        self.setCacheMode(QGraphicsItem.CacheMode.DeviceCoordinateCache)
        self.setToolTip(action_name(action))

    def set_state(self, covered: bool, used_by: list[tuple[QColor, int]]) -> None:
        """``used_by``: (colour, seat) of the players who used the action."""
        if (covered, used_by) != (self.covered, self.used_by):
            self.covered, self.used_by = covered, used_by
            self.update()

    def paint(
        self, painter: QPainter, option: QStyleOptionGraphicsItem, widget: QWidget | None = None
    ) -> None:
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        rect = self._rect
        painter.setPen(QPen(QColor("#5d5238"), 1.2))
        painter.setBrush(QColor("#efe3c2"))
        painter.drawRoundedRect(rect, 6, 6)
        painter.setPen(pal.INK)
        painter.setFont(pal.font(13, True))
        painter.drawText(rect.adjusted(0, 2, 0, -24), Qt.AlignmentFlag.AlignCenter,
                         action_short(self.action))  # fmt: skip
        if pal.legible(painter, 6.3):  # else the tooltip names it
            painter.setFont(pal.font(6.3))
            painter.drawText(rect.adjusted(3, 0, -3, -2),
                             Qt.AlignmentFlag.AlignHCenter | Qt.AlignmentFlag.AlignBottom
                             | Qt.TextFlag.TextWordWrap, action_name(self.action))  # fmt: skip
        for i, (colour, seat) in enumerate(self.used_by):
            pal.paint_coat(painter, QRectF(rect.left() + 3 + i * 14, rect.top() + 3, 12, 14),
                           colour, str(seat + 1))  # fmt: skip
        if self.covered:
            painter.setPen(QPen(QColor("#3a3a3a"), 1))
            painter.setBrush(QBrush(QColor(60, 60, 60, 200)))
            painter.drawRoundedRect(rect, 6, 6)
            painter.setBrush(QBrush(QColor(255, 255, 255, 60), Qt.BrushStyle.BDiagPattern))
            painter.drawRoundedRect(rect, 6, 6)
        self.paint_marks(painter, rect)


class ActionBoardItem(TableItem):
    """The action board: 3 rows of 5 actions (children), with a title."""

    def __init__(self, parent: QGraphicsItem | None = None) -> None:
        super().__init__(QRectF(0, 0, 5 * ActionItem.W + 6, 3 * ActionItem.H + 34), parent)

    def paint(
        self, painter: QPainter, option: QStyleOptionGraphicsItem, widget: QWidget | None = None
    ) -> None:
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        painter.setPen(QPen(QColor("#5d5238"), 2))
        painter.setBrush(QColor("#b99d62"))
        painter.drawRoundedRect(self._rect, 10, 10)
        painter.setPen(pal.INK)
        painter.setFont(pal.font(10, True))
        painter.drawText(QRectF(10, 4, 400, 24), Qt.AlignmentFlag.AlignVCenter, tr("Actions"))

    @staticmethod
    def cell(action: int) -> QPointF:
        row, col = divmod(action, ACTION_COLUMNS)
        return QPointF(6 + col * ActionItem.W, 30 + row * ActionItem.H)


class TileItem(TableItem):
    """A pavilion or wild tile built on a player board.

    Its origin is the board grid's origin; its bounding rectangle is only the tile's squares,
    so that its device cache and its repaints stay small."""

    def __init__(self, colour: int, mask: int, cell: float,
                 parent: QGraphicsItem | None = None) -> None:  # fmt: skip
        squares = list(bb.squares(mask))
        rows = [s // 7 for s in squares]
        cols = [s % 7 for s in squares]
        rect = QRectF(min(cols) * cell, min(rows) * cell, (max(cols) - min(cols) + 1) * cell,
                      (max(rows) - min(rows) + 1) * cell)  # fmt: skip
        super().__init__(rect, parent)
        self.colour = colour
        self.mask = mask
        self.cell = cell
        self.setZValue(1)
        self.setCacheMode(QGraphicsItem.CacheMode.DeviceCoordinateCache)

    def paint(
        self, painter: QPainter, option: QStyleOptionGraphicsItem, widget: QWidget | None = None
    ) -> None:
        size = self.cell
        cells = [((s % 7) * size, (s // 7) * size) for s in bb.squares(self.mask)]
        paint_tile_cells(painter, cells, self.colour, size)


class SuperstructureItem(TableItem):
    """A superstructure standing on a roof."""

    def __init__(self, cell: float, parent: QGraphicsItem | None = None) -> None:
        super().__init__(QRectF(0, 0, cell, cell), parent)
        self.setZValue(3)
        self.setCacheMode(QGraphicsItem.CacheMode.DeviceCoordinateCache)

    def paint(
        self, painter: QPainter, option: QStyleOptionGraphicsItem, widget: QWidget | None = None
    ) -> None:
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        pal.paint_superstructure(painter, self._rect.adjusted(2, 8, -2, 8))
        self.paint_marks(painter, self._rect.adjusted(3, 3, -3, -3))


class SquareItem(TableItem):
    """A clickable square of the large board (for wild tiles, superstructures, the cursor)."""

    def __init__(self, square: int, cell: float, parent: QGraphicsItem | None = None) -> None:
        super().__init__(QRectF(0, 0, cell, cell), parent)
        self.square = square
        self.target = ("square", square)
        self.setZValue(4)
        self.setFlag(QGraphicsItem.GraphicsItemFlag.ItemHasNoContents, True)

    def set_marks(self, highlight: int, cursor: bool) -> None:
        if (highlight, cursor) != (self.highlight, self.cursor):
            # an unmarked square draws nothing: the view skips it (49 per board)
            self.setFlag(QGraphicsItem.GraphicsItemFlag.ItemHasNoContents,
                         not highlight and not cursor)  # fmt: skip
            super().set_marks(highlight, cursor)

    def paint(
        self, painter: QPainter, option: QStyleOptionGraphicsItem, widget: QWidget | None = None
    ) -> None:
        if self.highlight == LEGAL:
            painter.fillRect(self._rect.adjusted(4, 4, -4, -4), QColor(80, 220, 120, 90))
        self.paint_marks(painter, self._rect.adjusted(3, 3, -3, -3))


class GhostTileItem(TableItem):
    """The tile being pushed: where it enters (outside the board) and where it would stop."""

    def __init__(self, colour: int, cell: float, parent: QGraphicsItem | None = None) -> None:
        super().__init__(QRectF(-4 * cell, -4 * cell, 15 * cell, 15 * cell), parent)
        self.colour = colour
        self.cell = cell
        self.entry: list[tuple[int, int]] = []
        self.final = 0
        self.legal = False
        self.ghost: object = None  # the scene's ghost this item shows
        self.setZValue(6)

    def set_state(self, entry: list[tuple[int, int]], final: int, legal: bool) -> None:
        self.entry, self.final, self.legal = entry, final, legal
        self.update()

    def outline(self) -> Qt.PenStyle:
        """A legal push is outlined solid, an illegal one dashed (and marked ✔ or ✖)."""
        return Qt.PenStyle.SolidLine if self.legal else Qt.PenStyle.DashLine

    def paint(
        self, painter: QPainter, option: QStyleOptionGraphicsItem, widget: QWidget | None = None
    ) -> None:
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        size = self.cell
        paint_tile_cells(painter, [(c * size, r * size) for r, c in self.entry], self.colour,
                         size, opacity=0.85)  # fmt: skip
        pen = QPen((pal.LEGAL if self.legal else pal.ILLEGAL).darker(130), 4, self.outline())
        painter.setBrush(Qt.BrushStyle.NoBrush)
        shown = [(c * size, r * size) for r, c in self.entry]
        if self.final:
            shown = [((s % 7) * size, (s // 7) * size) for s in bb.squares(self.final)]
            paint_tile_cells(painter, shown, self.colour, size, opacity=0.45)
        if shown:
            path = QPainterPath()
            for x, y in shown:
                path.addRect(QRectF(x, y, size, size))
            painter.setPen(pen)
            painter.drawPath(path.simplified())
            # a mark for who cannot tell the outline's colours apart: a tick or a cross
            box = path.boundingRect()
            disc = QRectF(box.center().x() - size * 0.3, box.center().y() - size * 0.3,
                          size * 0.6, size * 0.6)  # fmt: skip
            painter.setPen(QPen(pal.INK, 2))
            painter.setBrush(QColor("#ffffff"))
            painter.drawEllipse(disc)
            painter.setPen(pen.color())
            painter.setFont(pal.font(size * 0.28, True))
            painter.drawText(disc, Qt.AlignmentFlag.AlignCenter, "✔" if self.legal else "✖")
        if self.entry:
            # an arrow from the entry position toward the board
            xs = [c for _, c in self.entry]
            ys = [r for r, _ in self.entry]
            centre = QPointF((min(xs) + max(xs) + 1) / 2 * size, (min(ys) + max(ys) + 1) / 2 * size)
            target = QPointF(3.5 * size, 3.5 * size)
            direction = target - centre
            length = math.hypot(direction.x(), direction.y()) or 1.0
            unit = direction / length
            tip = centre + unit * size * 1.2
            painter.setPen(QPen(QColor("#ffffff"), 3))
            painter.drawLine(centre, tip)


class LinesItem(TableItem):
    """The complete rows and columns of a board at the end of the game, drawn over its tiles
    and superstructures (its origin is the grid's origin)."""

    def __init__(self, cell: float, parent: QGraphicsItem | None = None) -> None:
        super().__init__(QRectF(0, 0, 7 * cell, 7 * cell), parent)
        self.cell = cell
        self.rows = 0
        self.columns = 0
        self.setZValue(3.5)  # tiles 1, superstructures 3; visitors and squares above
        self.setVisible(False)
        self.setCacheMode(QGraphicsItem.CacheMode.DeviceCoordinateCache)

    def shape(self) -> QPainterPath:
        return QPainterPath()  # clicks go through to the squares

    def set_lines(self, rows: int, columns: int) -> None:
        """``rows`` and ``columns``: bit ``i`` set for a complete row or column ``i``."""
        if (rows, columns) != (self.rows, self.columns):
            self.rows, self.columns = rows, columns
            self.setVisible(bool(rows or columns))
            self.update()

    def line_rects(self) -> list[QRectF]:
        cell = self.cell
        rects = [QRectF(0, r * cell, 7 * cell, cell) for r in range(7) if self.rows >> r & 1]
        rects += [QRectF(c * cell, 0, cell, 7 * cell) for c in range(7) if self.columns >> c & 1]
        return rects

    def paint(
        self, painter: QPainter, option: QStyleOptionGraphicsItem, widget: QWidget | None = None
    ) -> None:
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        rects = self.line_rects()
        painter.setPen(Qt.PenStyle.NoPen)
        painter.setBrush(pal.LINE_FILL)
        for rect in rects:
            painter.drawRect(rect)
        width = max(3.0, self.cell * 0.09)
        painter.setBrush(Qt.BrushStyle.NoBrush)
        for pen in (QPen(pal.INK, width + 2), QPen(pal.LINE, width)):
            painter.setPen(pen)
            for rect in rects:
                painter.drawRect(rect.adjusted(width / 2, width / 2, -width / 2, -width / 2))


class FooterItem(TableItem):
    """The line under a player board: the coats of arms in the meadow (shields), the cards in
    hand and notes (bonus, no hand limit); the tooltip says it all in words."""

    def __init__(self, rect: QRectF, colour: QColor, parent: QGraphicsItem | None = None) -> None:
        super().__init__(rect, parent)
        self.colour = colour
        self.meadow = 0
        self.cards = 0
        self.note = ""
        self.setCacheMode(QGraphicsItem.CacheMode.DeviceCoordinateCache)

    def set_state(self, meadow: int, cards: int, note: str, tooltip: str) -> None:
        if (meadow, cards, note) != (self.meadow, self.cards, self.note):
            self.meadow, self.cards, self.note = meadow, cards, note
            self.update()
        if tooltip != self.toolTip():
            self.setToolTip(tooltip)

    def paint(
        self, painter: QPainter, option: QStyleOptionGraphicsItem, widget: QWidget | None = None
    ) -> None:
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        rect = self._rect
        h = rect.height() * 0.7
        top = rect.top() + (rect.height() - h) / 2
        left = Qt.AlignmentFlag.AlignVCenter | Qt.AlignmentFlag.AlignLeft
        x = rect.left()
        shield = self.colour if self.meadow else QColor(255, 255, 255, 50)
        pal.paint_coat(painter, QRectF(x, top, h * 0.8, h), shield)
        painter.setPen(QColor("#f4f1ea"))
        painter.setFont(pal.font(11, True))
        painter.drawText(QRectF(x + h * 0.9, rect.top(), 40, rect.height()), left,
                         f"×{self.meadow}")  # fmt: skip
        x += h * 0.9 + 34
        painter.setPen(QPen(pal.INK, 1))
        painter.setBrush(QColor("#44607a"))
        painter.drawRoundedRect(QRectF(x, top, h * 0.7, h), 2, 2)
        painter.setPen(QColor("#f4f1ea"))
        painter.drawText(QRectF(x + h * 0.8, rect.top(), 40, rect.height()), left,
                         f"×{self.cards}")  # fmt: skip
        x += h * 0.8 + 40
        if self.note and pal.legible(painter, 8):
            painter.setFont(pal.font(8))
            painter.drawText(QRectF(x, rect.top(), rect.right() - x, rect.height()), left,
                             self.note)  # fmt: skip


class PlayerBoardItem(TableItem):
    """A player's 7x7 board: statue, coats of arms, crosswalks and visitors, name and meadow.

    The board itself is drawn once (device cache) and again only when its coats of arms
    change. The name plate, the footer, the frame of the player to move, the tiles, the
    superstructures and the complete lines at the end are child items updated in place by
    :meth:`set_state`; ``grid`` is the grid's origin (and the tiles' origin).
    """

    HEADER, BORDER, FOOTER = 34.0, 12.0, 26.0

    def __init__(self, cell: float, name: str, colour: QColor, parent: QGraphicsItem | None = None,
                 crosswalks: bool = False) -> None:  # fmt: skip
        width = 7 * cell + 2 * self.BORDER
        super().__init__(QRectF(0, 0, width, self.HEADER + width + self.FOOTER), parent)
        self.cell = cell
        self.name = name
        self.colour = colour
        self.grid = QPointF(self.BORDER, self.HEADER + self.BORDER)
        self.coats = 0
        self.crosswalks = crosswalks
        self.setCacheMode(QGraphicsItem.CacheMode.DeviceCoordinateCache)
        self.plate = BoardTextItem(QRectF(0, 0, width, self.HEADER - 4), cell > 40, self)
        self.plate.set_state(name, "", colour)
        self.footer_item = FooterItem(
            QRectF(4, self._rect.height() - self.FOOTER + 2, width - 8, self.FOOTER - 2), colour,
            self)  # fmt: skip
        self.lines_item = LinesItem(cell, self)
        self.lines_item.setPos(self.grid)
        self.frame = BoardFrameItem(QRectF(0, self.HEADER, width, width), colour, self)
        self.frame.setVisible(False)
        self.tiles: dict[tuple[int, int], TileItem] = {}
        self.superstructures: dict[int, SuperstructureItem] = {}
        self.visitors = []
        if crosswalks:
            for square in CROSSWALKS:
                visitor = VisitorItem(cell, colour, self)
                visitor.setPos(self.square_rect(square).topLeft())
                self.visitors.append(visitor)

    @property
    def info(self) -> str:
        return self.plate.detail

    @property
    def lines(self) -> tuple[int, int]:
        return self.lines_item.rows, self.lines_item.columns

    @property
    def active(self) -> bool:
        return self.frame.isVisible()

    def square_rect(self, square: int) -> QRectF:
        row, col = divmod(square, 7)
        return QRectF(self.grid.x() + col * self.cell, self.grid.y() + row * self.cell,
                      self.cell, self.cell)  # fmt: skip

    def set_state(self, coats: int, lines: tuple[int, int], info: str, active: bool,
                  tiles: list[tuple[int, int]], superstructures: int) -> None:  # fmt: skip
        """Show the board's content; only what changed is drawn again. ``coats``: squares
        still showing a coat of arms; ``lines``: complete rows and columns (bit masks)."""
        if coats != self.coats:
            self.coats = coats
            self.update()
        self.plate.set_state(self.name, info, self.colour)
        self.lines_item.set_lines(*lines)
        self.frame.setVisible(active)
        wanted = set(tiles)
        for key in [k for k in self.tiles if k not in wanted]:
            item = self.tiles.pop(key)
            item.setParentItem(None)
            if item.scene() is not None:
                item.scene().removeItem(item)
        for colour, mask in tiles:
            if (colour, mask) not in self.tiles:
                tile = TileItem(colour, mask, self.cell, self)
                tile.setPos(self.grid)
                self.tiles[(colour, mask)] = tile
        squares = set(bb.squares(superstructures))
        for square in [s for s in self.superstructures if s not in squares]:
            item = self.superstructures.pop(square)
            item.setParentItem(None)
            if item.scene() is not None:
                item.scene().removeItem(item)
        for square in squares:
            if square not in self.superstructures:
                ss = SuperstructureItem(self.cell, self)
                ss.setPos(self.square_rect(square).topLeft())
                self.superstructures[square] = ss

    def paint(
        self, painter: QPainter, option: QStyleOptionGraphicsItem, widget: QWidget | None = None
    ) -> None:
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        cell = self.cell
        board = QRectF(0, self.HEADER, self._rect.width(), self._rect.width())
        painter.setPen(QPen(QColor("#5d5238"), 2))
        painter.setBrush(pal.BOARD)
        painter.drawRoundedRect(board, 10, 10)
        # the grid
        grid_pen = QPen(pal.GRID, 0.8)
        painter.setPen(grid_pen)
        for square in range(49):
            rect = self.square_rect(square)
            row, col = divmod(square, 7)
            painter.setBrush(pal.BOARD_DARK if (row + col) % 2 else pal.BOARD)
            painter.drawRect(rect)
        for square in COATS_OF_ARMS:
            if self.coats >> square & 1:
                r = self.square_rect(square)
                pal.paint_coat(painter, r.adjusted(cell * 0.25, cell * 0.18, -cell * 0.25,
                                                   -cell * 0.12), self.colour)  # fmt: skip
        if self.crosswalks:
            for square in CROSSWALKS:
                r = self.square_rect(square)
                painter.setPen(Qt.PenStyle.NoPen)
                painter.setBrush(QColor("#ffffff"))
                for i in range(4):
                    top = r.top() + cell * (0.12 + i * 0.2)
                    painter.drawRect(QRectF(r.left() + cell * 0.1, top, cell * 0.8, cell * 0.1))
        statue = self.square_rect(STATUE)
        painter.setPen(QPen(pal.INK, 1))
        painter.setBrush(QColor("#8d9a9f"))
        painter.drawRect(statue.adjusted(cell * 0.12, cell * 0.12, -cell * 0.12, -cell * 0.12))
        painter.setBrush(QColor("#56656b"))
        painter.drawEllipse(statue.center(), cell * 0.18, cell * 0.18)


class BoardTextItem(TableItem):
    """The name plate of a player board: name left, ``detail`` right, on the player's colour."""

    def __init__(self, rect: QRectF, large: bool, parent: QGraphicsItem | None = None) -> None:
        super().__init__(rect, parent)
        self.large = large
        self.text = ""
        self.detail = ""
        self.colour = QColor()
        self.setCacheMode(QGraphicsItem.CacheMode.DeviceCoordinateCache)

    def set_state(self, text: str, detail: str, colour: QColor) -> None:
        if (text, detail, colour) != (self.text, self.detail, self.colour):
            self.text, self.detail, self.colour = text, detail, colour
            self.update()

    def paint(
        self, painter: QPainter, option: QStyleOptionGraphicsItem, widget: QWidget | None = None
    ) -> None:
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        rect = self._rect
        painter.setPen(Qt.PenStyle.NoPen)
        painter.setBrush(self.colour)
        painter.drawRoundedRect(rect, 8, 8)
        painter.setPen(QColor("#ffffff"))
        painter.setFont(pal.font(11 if self.large else 9, True))
        painter.drawText(rect.adjusted(10, 0, -10, 0),
                         Qt.AlignmentFlag.AlignVCenter | Qt.AlignmentFlag.AlignLeft, self.text)
        painter.setFont(pal.font(9 if self.large else 8))
        painter.drawText(rect.adjusted(10, 0, -10, 0),
                         Qt.AlignmentFlag.AlignVCenter | Qt.AlignmentFlag.AlignRight,
                         self.detail)  # fmt: skip


class BoardFrameItem(TableItem):
    """The thick frame in the player's colour around the board of the player to move."""

    def __init__(self, rect: QRectF, colour: QColor, parent: QGraphicsItem | None = None) -> None:
        super().__init__(rect, parent)
        self.colour = colour
        self.setZValue(0.5)
        self.setCacheMode(QGraphicsItem.CacheMode.DeviceCoordinateCache)

    def shape(self) -> QPainterPath:
        path = QPainterPath()  # a frame: clicks go through to the board
        return path

    def paint(
        self, painter: QPainter, option: QStyleOptionGraphicsItem, widget: QWidget | None = None
    ) -> None:
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        painter.setPen(QPen(self.colour, 5))
        painter.setBrush(Qt.BrushStyle.NoBrush)
        painter.drawRoundedRect(self._rect, 10, 10)


class VisitorItem(TableItem):
    """A Dry roads visitor standing on a crosswalk."""

    def __init__(self, cell: float, colour: QColor, parent: QGraphicsItem | None = None) -> None:
        super().__init__(QRectF(0, 0, cell, cell), parent)
        self.colour = colour
        self.setZValue(4)
        self.setCacheMode(QGraphicsItem.CacheMode.DeviceCoordinateCache)

    def paint(
        self, painter: QPainter, option: QStyleOptionGraphicsItem, widget: QWidget | None = None
    ) -> None:
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        w = self._rect.width()
        painter.setPen(QPen(pal.INK, max(0.6, w * 0.03)))
        painter.setBrush(self.colour)
        painter.drawEllipse(QPointF(w * 0.5, w * 0.3), w * 0.11, w * 0.11)
        body = QPainterPath(QPointF(w * 0.32, w * 0.8))
        body.lineTo(w * 0.5, w * 0.42)
        body.lineTo(w * 0.68, w * 0.8)
        body.closeSubpath()
        painter.drawPath(body)


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


class SupplyItem(TableItem):
    """The common supply: tiles left by colour and shape, superstructures, wild tiles, bonuses."""

    def __init__(self, tiles: list[int], superstructures: int, wild_tiles: int,
                 bonuses: list[int], dry_roads: bool,
                 parent: QGraphicsItem | None = None) -> None:  # fmt: skip
        super().__init__(QRectF(0, 0, 640, 206), parent)
        self.tiles = tiles
        self.superstructures = superstructures
        self.wild_tiles = wild_tiles
        self.bonuses = bonuses
        self.dry_roads = dry_roads
        self.setCacheMode(QGraphicsItem.CacheMode.DeviceCoordinateCache)

    def set_state(self, tiles: list[int], superstructures: int, wild_tiles: int,
                  bonuses: list[int], dry_roads: bool) -> None:  # fmt: skip
        state = (tiles, superstructures, wild_tiles, bonuses, dry_roads)
        if state != (self.tiles, self.superstructures, self.wild_tiles, self.bonuses,
                     self.dry_roads):  # fmt: skip
            self.tiles, self.superstructures, self.wild_tiles, self.bonuses, self.dry_roads = state
            self.update()

    def paint(
        self, painter: QPainter, option: QStyleOptionGraphicsItem, widget: QWidget | None = None
    ) -> None:
        paint_panel(painter, self._rect, tr("Supply"))
        size = 8.0
        for colour in range(5):
            y = 28 + colour * 34
            painter.setPen(QColor("#f4f1ea"))
            painter.setFont(pal.font(10, True))
            painter.drawText(QRectF(8, y - 2, 18, 22), Qt.AlignmentFlag.AlignCenter,
                             pal.TILE_MARKS[colour])  # fmt: skip
            for i, roofs in enumerate(TILE_SIZES):
                kind = tile_kind(colour, roofs)
                x = 32 + i * 96
                cells = TILE_SHAPES[kind]
                count = self.tiles[kind]
                opacity = 1.0 if count else 0.25
                paint_tile_cells(painter, [(x + c * size, y + r * size) for r, c in cells],
                                 colour, size, opacity=opacity, roofs=False)  # fmt: skip
                painter.setPen(QColor("#f4f1ea") if count else QColor("#9a9a9a"))
                painter.setFont(pal.font(9, True))
                painter.drawText(QRectF(x + 46, y - 2, 40, 22), Qt.AlignmentFlag.AlignVCenter,
                                 f"×{count}")  # fmt: skip
        x = 420
        pal.paint_superstructure(painter, QRectF(x, 30, 30, 30))
        paint_tile_cells(painter, [(x + 6, 76)], WILD, 20)
        painter.setPen(QColor("#f4f1ea"))
        painter.setFont(pal.font(9, True))
        painter.drawText(QRectF(x + 36, 30, 180, 30), Qt.AlignmentFlag.AlignVCenter,
                         tr("%n superstructure(s)", None, self.superstructures))  # fmt: skip
        painter.drawText(QRectF(x + 36, 70, 180, 30), Qt.AlignmentFlag.AlignVCenter,
                         tr("%n wild tile(s)", None, self.wild_tiles))  # fmt: skip
        if self.dry_roads:
            painter.drawText(QRectF(x, 112, 210, 22), Qt.AlignmentFlag.AlignVCenter,
                             tr("Dry roads bonus cards:"))  # fmt: skip
            for i, value in enumerate(self.bonuses):
                r = QRectF(x + i * 40, 138, 34, 46)
                painter.setPen(QPen(pal.INK, 1))
                painter.setBrush(QColor("#f0d98a"))
                painter.drawRoundedRect(r, 4, 4)
                painter.setPen(pal.INK)
                painter.setFont(pal.font(12, True))
                painter.drawText(r, Qt.AlignmentFlag.AlignCenter, str(value))


class ScoreTrackItem(TableItem):
    """The scoring track 0-49 (two rows), with one marker per player.

    The track is drawn once (device cache); the markers are small child items that move."""

    CELLS = 50

    def __init__(self, points: list[int], colours: list[QColor],
                 parent: QGraphicsItem | None = None) -> None:  # fmt: skip
        super().__init__(QRectF(0, 0, 526, 84), parent)
        self.points: list[int] = []
        self.colours = colours
        self.markers = [TrackMarkerItem(colour, seat, self) for seat, colour in enumerate(colours)]
        self.setCacheMode(QGraphicsItem.CacheMode.DeviceCoordinateCache)
        self.set_points(points)

    def set_points(self, points: list[int]) -> None:
        if points == self.points:
            return
        self.points = list(points)
        w = (self._rect.width() - 12) / 25
        for seat, (value, marker) in enumerate(zip(points, self.markers, strict=True)):
            row, col = divmod(value % self.CELLS, 25)
            marker.setPos(6 + col * w + w / 2 + (seat % 2) * 10 - 5,
                          8 + row * 36 + 15 + (seat // 2) * 9)  # fmt: skip

    def paint(
        self, painter: QPainter, option: QStyleOptionGraphicsItem, widget: QWidget | None = None
    ) -> None:
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        painter.setPen(QPen(QColor("#5d5238"), 2))
        painter.setBrush(QColor("#b99d62"))
        painter.drawRoundedRect(self._rect, 8, 8)
        w = (self._rect.width() - 12) / 25
        line = QPen(QColor("#5d5238"), 0.8)
        fives, others = QColor("#e2cf9c"), QColor("#efe3c2")
        size = min(12.0, pal.legible_points(painter))  # too small: every fifth number, larger
        for i in range(self.CELLS):
            row, col = divmod(i, 25)
            r = QRectF(6 + col * w, 8 + row * 36, w - 1, 30)
            painter.setPen(line)
            painter.setBrush(others if i % 5 else fives)
            painter.drawRect(r)
            if size <= 6.5 or not i % 5:
                painter.setPen(pal.INK)
                painter.setFont(pal.font(max(6.5, size)))
                painter.drawText(r.adjusted(-4, 1, 4, 0),
                                 Qt.AlignmentFlag.AlignHCenter | Qt.AlignmentFlag.AlignTop,
                                 str(i))  # fmt: skip


class TrackMarkerItem(TableItem):
    """A player's marker on the scoring track, with the seat number (its position is the
    marker's centre)."""

    def __init__(self, colour: QColor, seat: int, parent: QGraphicsItem | None = None) -> None:
        super().__init__(QRectF(-5.5, -5.5, 11, 11), parent)
        self.colour = colour
        self.label = str(seat + 1)
        self.setZValue(1 + seat)
        self.setCacheMode(QGraphicsItem.CacheMode.DeviceCoordinateCache)

    def paint(
        self, painter: QPainter, option: QStyleOptionGraphicsItem, widget: QWidget | None = None
    ) -> None:
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        painter.setPen(QPen(QColor("#111111"), 1))
        painter.setBrush(self.colour)
        painter.drawEllipse(self._rect)
        painter.setPen(QColor("#ffffff"))
        painter.setFont(pal.font(5.5, True))
        painter.drawText(self._rect, Qt.AlignmentFlag.AlignCenter, self.label)


class BannerItem(TableItem):
    """Whose turn it is and what step the game waits for."""

    def __init__(self, text: str, detail: str, colour: QColor,
                 parent: QGraphicsItem | None = None) -> None:  # fmt: skip
        super().__init__(QRectF(0, 0, 1700, 40), parent)
        self.text = text
        self.detail = detail
        self.colour = colour

    def set_state(self, text: str, detail: str, colour: QColor) -> None:
        if (text, detail, colour) != (self.text, self.detail, self.colour):
            self.text, self.detail, self.colour = text, detail, colour
            self.update()

    def paint(
        self, painter: QPainter, option: QStyleOptionGraphicsItem, widget: QWidget | None = None
    ) -> None:
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        painter.setPen(Qt.PenStyle.NoPen)
        painter.setBrush(self.colour)
        painter.drawEllipse(QRectF(4, 8, 24, 24))
        painter.setPen(QColor("#ffffff"))
        painter.setFont(pal.font(14, True))
        painter.drawText(QRectF(38, 0, 1100, 40), Qt.AlignmentFlag.AlignVCenter, self.text)
        painter.setFont(pal.font(10))
        painter.drawText(QRectF(1000, 0, 690, 40),
                         Qt.AlignmentFlag.AlignVCenter | Qt.AlignmentFlag.AlignRight, self.detail)


class ScoreTableItem(TableItem):
    """Every player's score and its breakdown (rows, columns, superstructures, actions, bonus).

    The columns are as wide as their (translated) header and values; the names take the rest.
    """

    WIDTH, MARGIN, GAP, NAME = 640.0, 10.0, 14.0, 28.0
    HEADER_FONT, CELL_FONT = 8.5, 9.0

    def __init__(self, title: str, header: list[str], rows: list[tuple[QColor, list[str], bool]],
                 parent: QGraphicsItem | None = None) -> None:  # fmt: skip
        super().__init__(QRectF(0, 0, self.WIDTH, 60 + 30 * len(rows)), parent)
        self.title = title
        self.header = header
        self.rows = rows
        self.columns: list[tuple[float, float]] = []
        self.setCacheMode(QGraphicsItem.CacheMode.DeviceCoordinateCache)
        self._layout()

    def set_state(self, title: str, header: list[str],
                  rows: list[tuple[QColor, list[str], bool]]) -> None:  # fmt: skip
        if (title, header, rows) != (self.title, self.header, self.rows):
            if len(rows) != len(self.rows):
                self.prepareGeometryChange()
                self._rect = QRectF(0, 0, self.WIDTH, 60 + 30 * len(rows))
            self.title, self.header, self.rows = title, header, rows
            self._layout()
            self.update()

    def _layout(self) -> None:
        """(x, width) of each column: the numbers from their texts, the name column the rest."""
        head = QFontMetricsF(pal.font(self.HEADER_FONT, True))
        cell = QFontMetricsF(pal.font(self.CELL_FONT, True))
        widths = []
        for j, text in enumerate(self.header[1:], start=1):
            values = [cell.horizontalAdvance(c[j]) for _, c, _ in self.rows if j < len(c)]
            widths.append(max([head.horizontalAdvance(text), *values]) + self.GAP)
        name = self.WIDTH - 2 * self.MARGIN - sum(widths)
        self.columns = [(self.MARGIN, name)]
        x = self.MARGIN + name
        for w in widths:
            self.columns.append((x, w))
            x += w

    def paint(
        self, painter: QPainter, option: QStyleOptionGraphicsItem, widget: QWidget | None = None
    ) -> None:
        paint_panel(painter, self._rect, self.title)
        painter.setFont(pal.font(self.HEADER_FONT, True))
        left = Qt.AlignmentFlag.AlignVCenter | Qt.AlignmentFlag.AlignLeft
        for text, (x, w) in zip(self.header, self.columns, strict=False):
            painter.drawText(QRectF(x, 28, w, 20), left, text)
        for i, (colour, cells, winner) in enumerate(self.rows):
            y = 52 + i * 30
            painter.setPen(Qt.PenStyle.NoPen)
            painter.setBrush(colour)
            painter.drawEllipse(QRectF(self.MARGIN, y + 7, 12, 12))
            painter.setPen(QColor("#ffe14d") if winner else QColor("#f4f1ea"))
            font = pal.font(self.CELL_FONT, winner)
            painter.setFont(font)
            for j, (text, (x, w)) in enumerate(zip(cells, self.columns, strict=False)):
                if j == 0:  # after the colour dot; a long name is shortened
                    x, w = x + self.NAME - self.MARGIN, w - self.NAME + self.MARGIN - 6
                    text = QFontMetricsF(font).elidedText(text, Qt.TextElideMode.ElideRight, w)
                painter.drawText(QRectF(x, y, w, 26), left, text)
