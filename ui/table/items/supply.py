"""The common supply: tiles left by colour and size, superstructures, wild tiles, bonus cards."""

from __future__ import annotations

from PySide6.QtCore import QPointF, QRectF, QSizeF, Qt
from PySide6.QtGui import (
    QPainter,
    QPen,
)
from PySide6.QtWidgets import QGraphicsItem, QStyleOptionGraphicsItem, QWidget

from engine.helsinki.components import (
    TILE_SHAPES,
    TILE_SIZES,
    WILD,
    tile_kind,
)
from ui import palette as pal
from ui.i18n import tr
from ui.table.items.base import TITLE, TableItem, paint_cached, paint_panel
from ui.table.items.tiles import paint_tile_cells


class SupplyItem(TableItem):
    """The common supply: tiles left by colour (columns, under their marks) and size (rows),
    superstructures, wild tiles and the Dry roads bonus cards; the tooltip says it in words."""

    COLUMN = 52.0
    SIDE = 64.0
    """The width of the part for superstructures, wild tiles and bonus cards."""

    def __init__(self, size: QSizeF, parent: QGraphicsItem | None = None) -> None:
        super().__init__(QRectF(QPointF(0, 0), size), parent)
        self.tiles: list[int] = []
        self.superstructures = -1
        self.wild_tiles = -1
        self.bonuses: list[int] = []
        self.dry_roads = False
        self.setCacheMode(QGraphicsItem.CacheMode.DeviceCoordinateCache)

    def set_state(self, tiles: list[int], superstructures: int, wild_tiles: int,
                  bonuses: list[int], dry_roads: bool) -> None:  # fmt: skip
        state = (tiles, superstructures, wild_tiles, bonuses, dry_roads)
        if state != (self.tiles, self.superstructures, self.wild_tiles, self.bonuses,
                     self.dry_roads):  # fmt: skip
            self.tiles, self.superstructures, self.wild_tiles, self.bonuses, self.dry_roads = state
            words = [tr("%n superstructure(s)", None, superstructures),
                     tr("%n wild tile(s)", None, wild_tiles)]  # fmt: skip
            if dry_roads:
                words.append(tr("Dry roads bonus cards:") + " "
                             + ", ".join(str(b) for b in bonuses))  # fmt: skip
            self.setToolTip(" · ".join(words))
            self.update()

    ICON = 5.0
    """The side of a square in the small drawings of the tiles."""
    LINE = 24.0
    """The height of the lines of superstructures and wild tiles."""

    def _row(self) -> float:
        return (self._rect.height() - TITLE - 2 - 20 - 4) / len(TILE_SIZES)

    def _side(self) -> QRectF:
        """The part for superstructures, wild tiles and bonus cards."""
        top = TITLE + 2
        return QRectF(self._rect.right() - self.SIDE - 6, top, self.SIDE,
                      self._rect.height() - top - 4)  # fmt: skip

    def tile_spot(self, kind: int) -> QPointF:
        """The centre of the drawing of tile ``kind`` (where a tile taken from here leaves)."""
        colour, i = divmod(kind, len(TILE_SIZES))
        row = self._row()
        return QPointF(8 + colour * self.COLUMN + 2 + 2.5 * self.ICON,
                       TITLE + 2 + 20 + i * row + row / 2)  # fmt: skip

    def superstructure_spot(self) -> QPointF:
        side = self._side()
        return side.topLeft() + QPointF(self.LINE / 2, self.LINE / 2)

    def wild_spot(self) -> QPointF:
        side = self._side()
        return side.topLeft() + QPointF(4 + 8, self.LINE + 6 + 8)

    def paint(
        self, painter: QPainter, option: QStyleOptionGraphicsItem, widget: QWidget | None = None
    ) -> None:
        rect = self._rect
        paint_panel(painter, rect, tr("Supply"))
        centre = Qt.AlignmentFlag.AlignCenter
        top = TITLE + 2
        row = self._row()
        size = self.ICON
        for colour in range(5):
            x = 8 + colour * self.COLUMN
            painter.setPen(pal.CHALK)
            pal.text(painter, QRectF(x, top, self.COLUMN, 20), centre, pal.TILE_MARKS[colour],
                     bold=True)  # fmt: skip
            for i, roofs in enumerate(TILE_SIZES):
                kind = tile_kind(colour, roofs)
                cells = TILE_SHAPES[kind]
                count = self.tiles[kind] if self.tiles else 0
                y = top + 20 + i * row
                height = (1 + max(r for r, _ in cells)) * size
                icon = QRectF(x + 2, y + (row - height) / 2, 5 * size, height)
                self._paint_icon(painter, kind, icon, size, bool(count))
                painter.setPen(pal.CHALK if count else pal.FADED)
                pal.text(painter, QRectF(x + 30, y, self.COLUMN - 30, row),
                         Qt.AlignmentFlag.AlignVCenter | Qt.AlignmentFlag.AlignLeft, str(count),
                         bold=True)  # fmt: skip
        self._paint_side(painter, self._side())

    @staticmethod
    def _paint_icon(painter: QPainter, kind: int, rect: QRectF, size: float, left: bool) -> None:
        """A small drawing of tile ``kind`` (faded when none is left), rendered once."""
        cells = TILE_SHAPES[kind]
        colour = kind // len(TILE_SIZES)
        painter.translate(rect.topLeft())
        paint_cached(painter, f"supply:{kind}:{left}:{size}", QRectF(-1, -1, 5 * size + 2,
                                                                      3 * size + 2),
                     lambda p: paint_tile_cells(p, [(c * size, r * size) for r, c in cells],
                                                colour, size, 1.0 if left else 0.25,
                                                roofs=False))  # fmt: skip
        painter.translate(-rect.topLeft())

    def _paint_side(self, painter: QPainter, area: QRectF) -> None:
        """Superstructures, wild tiles and bonus cards, one above the other."""
        left = Qt.AlignmentFlag.AlignVCenter | Qt.AlignmentFlag.AlignLeft
        line = self.LINE
        pal.paint_superstructure(painter, QRectF(area.left(), area.top(), line, line))
        paint_tile_cells(painter, [(area.left() + 4, area.top() + line + 6)], WILD, 16)
        painter.setPen(pal.CHALK)
        pal.text(painter, QRectF(area.left() + line + 2, area.top(), area.width() - line, line),
                 left, str(self.superstructures), bold=True)  # fmt: skip
        pal.text(painter, QRectF(area.left() + line + 2, area.top() + line + 2,
                                 area.width() - line, line), left, str(self.wild_tiles),
                 bold=True)  # fmt: skip
        if not self.dry_roads:
            return
        width = area.width() / max(4, len(self.bonuses))
        for i, value in enumerate(self.bonuses):
            card = QRectF(area.left() + i * width, area.top() + 2 * line + 6, width - 2,
                          area.height() - 2 * line - 6)  # fmt: skip
            painter.setPen(QPen(pal.INK, 1))
            painter.setBrush(pal.BONUS_CARD)
            painter.drawRoundedRect(card, 3, 3)
            painter.setPen(pal.INK)
            pal.text(painter, card, Qt.AlignmentFlag.AlignCenter, str(value), bold=True)
