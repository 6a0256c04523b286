"""The common supply: tiles left by colour and size, superstructures, wild tiles, bonus cards."""

from __future__ import annotations

from PySide6.QtCore import QRectF, Qt
from PySide6.QtGui import (
    QPainter,
    QPen,
)
from PySide6.QtWidgets import QGraphicsItem, QStyleOptionGraphicsItem, QWidget

from engine.components import (
    TILE_SHAPES,
    TILE_SIZES,
    WILD,
    tile_kind,
)
from ui import palette as pal
from ui.i18n import tr
from ui.table.items.base import TableItem, paint_panel
from ui.table.items.tiles import paint_tile_cells


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
            painter.setPen(pal.CHALK)
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
                painter.setPen(pal.CHALK if count else pal.FADED)
                painter.setFont(pal.font(9, True))
                painter.drawText(QRectF(x + 46, y - 2, 40, 22), Qt.AlignmentFlag.AlignVCenter,
                                 f"×{count}")  # fmt: skip
        x = 420
        pal.paint_superstructure(painter, QRectF(x, 30, 30, 30))
        paint_tile_cells(painter, [(x + 6, 76)], WILD, 20)
        painter.setPen(pal.CHALK)
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
                painter.setBrush(pal.BONUS_CARD)
                painter.drawRoundedRect(r, 4, 4)
                painter.setPen(pal.INK)
                painter.setFont(pal.font(12, True))
                painter.drawText(r, Qt.AlignmentFlag.AlignCenter, str(value))
