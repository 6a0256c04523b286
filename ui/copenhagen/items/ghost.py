"""The tile held, following the pointer over your house: green where it fits (with its cost,
the discounts applied, and how many ways there are to pay), red where it does not."""

from __future__ import annotations

from PySide6.QtCore import QPointF, QRectF, Qt
from PySide6.QtGui import QColor, QPainter, QPen
from PySide6.QtWidgets import QStyleOptionGraphicsItem, QWidget

from engine.copenhagen.components import WHITE, kind_colour
from ui import palette as pal
from ui.copenhagen import art
from ui.copenhagen.composer import SPECIAL, Ghost
from ui.copenhagen.items.base import Item
from ui.copenhagen.shapes import oriented
from ui.i18n import tr

FITS = QColor(80, 220, 120)
DOES_NOT = QColor(230, 60, 60)


class GhostItem(Item):
    """The ghost tile: its cells at a board position, its cost in a label beside it."""

    def __init__(self, cell: float) -> None:
        super().__init__(QRectF())
        self.cell = cell
        self.ghost: Ghost | None = None
        self.fits = False
        self.cost: int | None = None
        self.full = 0
        self.ways = 1
        self.setZValue(4)
        self.setAcceptedMouseButtons(Qt.MouseButton.NoButton)
        self.hide()

    def place(self, ghost: Ghost, origin: QPointF, fits: bool, cost: int | None,
              full: int, ways: int = 1) -> None:  # fmt: skip
        """Show ``ghost`` with its lower left corner at ``origin`` (scene); ``ways``: the
        ways to pay for it there (the player chooses when there are several)."""
        cells, _ = oriented(ghost.kind, ghost.turn, ghost.flip)
        width = 1 + max(x for x, _ in cells)
        height = 1 + max(y for _, y in cells)
        self.prepareGeometryChange()
        self.rect = QRectF(origin.x(), origin.y() - height * self.cell, width * self.cell,
                           height * self.cell + 30)  # fmt: skip
        self.ghost, self.fits, self.cost, self.full, self.ways = ghost, fits, cost, full, ways
        self.show()
        self.update()

    def paint(
        self, painter: QPainter, option: QStyleOptionGraphicsItem, widget: QWidget | None = None
    ) -> None:
        ghost = self.ghost
        if ghost is None:
            return
        cells, brick = oriented(ghost.kind, ghost.turn, ghost.flip)
        height = 1 + max(y for _, y in cells)
        origin = QPointF(self.rect.left(), self.rect.top() + height * self.cell)
        colour = WHITE if ghost.kind == SPECIAL else kind_colour(ghost.kind)
        art.paint_tile(painter, origin, self.cell, cells, brick, colour, 200)
        edge = FITS if self.fits else DOES_NOT
        painter.setPen(QPen(edge, 3))
        painter.setBrush(Qt.BrushStyle.NoBrush)
        for x, y in cells:
            painter.drawRect(QRectF(origin.x() + x * self.cell, origin.y() - (y + 1) * self.cell,
                                    self.cell, self.cell))  # fmt: skip
        if ghost.kind == SPECIAL:
            return
        if self.cost is not None:
            words = tr("%n card(s)", None, self.cost)
            if self.cost < self.full:
                words += " " + tr("(discount)")
            if self.ways > 1:
                words += " · " + tr("%n way(s) to pay", None, self.ways)
        else:
            words = tr("does not fit here")
        wide = 150 if self.ways < 2 else 250
        label = QRectF(origin.x() - 20, origin.y() + 4, max(self.rect.width() + 40, wide), 24)
        painter.setPen(Qt.PenStyle.NoPen)
        painter.setBrush(QColor(0, 0, 0, 170))
        painter.drawRoundedRect(label, 6, 6)
        painter.setPen(edge.lighter(130))
        pal.text(painter, label, Qt.AlignmentFlag.AlignCenter, words, 12, True)

    def boundingRect(self) -> QRectF:
        return self.rect.adjusted(-30, -6, 300, 30)
