"""The tile market: a row per colour (its card's mark at the left), a stack per size with
the tile drawn and the count left, the white special tiles, and under them, while a tile is
held, the buttons that turn and flip it (the mouse's way to every side of the tile)."""

from __future__ import annotations

from PySide6.QtCore import QPointF, QRectF, Qt
from PySide6.QtGui import QPainter, QPen
from PySide6.QtWidgets import QStyleOptionGraphicsItem, QWidget

from engine.copenhagen.components import COLOURS, SIZES, WHITE, kind_colour, tile_kind
from ui import palette as pal
from ui.copenhagen import art
from ui.copenhagen.items import drawings
from ui.copenhagen.items.base import LEGAL_PEN, SELECTED_PEN, Item, Target, frame, paint_panel
from ui.copenhagen.layout import TITLE
from ui.copenhagen.shapes import base_shape, size_of
from ui.i18n import tr

LABEL = 56.0
MINI = 15.0
TURN = 0
FLIP = 1
GLYPHS = {TURN: "⟲", FLIP: "⇋"}
SPECIAL_CELL = 34.0


class MarketItem(Item):
    """Tiles left by kind; the kinds the player can build now are framed, the one held is
    framed in yellow. A click on a stack takes its tile in hand; the held tile's buttons turn
    and flip it."""

    kept = True

    def __init__(self, rect: QRectF) -> None:
        super().__init__(rect)
        self.tiles: list[int] = [0] * (COLOURS * len(SIZES))
        self.specials = 0
        self.buildable: set[int] = set()
        self.held: int | None = None
        self.setZValue(1)

    def _row_height(self) -> float:
        return (self.rect.height() - TITLE - 8) / COLOURS

    def _column_width(self) -> float:
        return (self.rect.width() - LABEL - 20) / (len(SIZES) + 1)

    def stack_rect(self, kind: int) -> QRectF:
        colour, size_index = divmod(kind, len(SIZES))
        h, w = self._row_height(), self._column_width()
        return QRectF(self.rect.left() + 10 + LABEL + size_index * w,
                      self.rect.top() + TITLE + colour * h, w - 8, h - 6)  # fmt: skip

    def specials_rect(self) -> QRectF:
        h, w = self._row_height(), self._column_width()
        return QRectF(self.rect.left() + 10 + LABEL + len(SIZES) * w,
                      self.rect.top() + TITLE, w - 8, h * 2 - 6)  # fmt: skip

    def control_rect(self, control: int) -> QRectF:
        """The button that turns (:data:`TURN`) or flips (:data:`FLIP`) the held tile."""
        h, w = self._row_height(), self._column_width()
        return QRectF(self.rect.left() + 10 + LABEL + len(SIZES) * w,
                      self.rect.top() + TITLE + (2 + control) * h, w - 8, h - 6)  # fmt: skip

    def controls_shown(self) -> bool:
        return self.held is not None and self.held >= 0

    def tile_origin(self, kind: int) -> tuple[QPointF, float]:
        """Where the tile of a stack is drawn: the lower left corner of its cell (0, 0), and
        the side of its cells (``kind`` -1: the special tiles)."""
        if kind < 0:
            rect = self.specials_rect()
            return QPointF(rect.center().x() - SPECIAL_CELL / 2,
                           rect.top() + 10 + SPECIAL_CELL), SPECIAL_CELL  # fmt: skip
        rect = self.stack_rect(kind)
        cells, _ = base_shape(kind)
        height = size_of(cells)[1]
        cell = min(MINI, (rect.height() - 12) / height)
        return QPointF(rect.left() + 8, rect.center().y() + height * cell / 2), cell

    def set_state(self, tiles: list[int], specials: int, buildable: set[int],
                  held: int | None) -> None:  # fmt: skip
        def look(kind: int) -> tuple[int, bool, bool]:
            return self.tiles[kind], kind in self.buildable, kind == self.held

        before = [look(kind) for kind in range(len(tiles))]
        shown, controls = self.specials, self.controls_shown()
        self.tiles, self.specials = list(tiles), specials
        self.buildable, self.held = set(buildable), held
        changed = [self.stack_rect(k) for k in range(len(tiles)) if look(k) != before[k]]
        if specials != shown:
            changed.append(self.specials_rect())
        if self.controls_shown() != controls:
            changed += [self.control_rect(TURN), self.control_rect(FLIP)]
        self.update_area(*changed)

    def target_at(self, point: QPointF) -> Target | None:
        if self.controls_shown():
            for control, what in ((TURN, "turn"), (FLIP, "flip")):
                if self.control_rect(control).contains(point):
                    return (what, None)
        for kind in range(len(self.tiles)):
            if self.stack_rect(kind).contains(point):
                return ("tile", kind)
        return None

    def paint(
        self, painter: QPainter, option: QStyleOptionGraphicsItem, widget: QWidget | None = None
    ) -> None:
        paint_panel(painter, self.rect, tr("Facade tiles"))
        for colour in range(COLOURS):
            row = self.stack_rect(tile_kind(colour, SIZES[0]))
            label = QRectF(self.rect.left() + 10, row.top(), LABEL - 8, row.height())
            disc = QRectF(label.center().x() - 18, label.center().y() - 18, 36, 36)
            painter.setPen(QPen(pal.INK, 1.5))
            painter.setBrush(art.face(colour))
            painter.drawEllipse(disc)
            painter.setPen(pal.ink_on(art.face(colour)))
            pal.text(painter, disc, Qt.AlignmentFlag.AlignCenter, art.mark(colour), 16, True)
        for kind, count in enumerate(self.tiles):
            if self.stack_rect(kind).adjusted(-8, -8, 8, 8).intersects(option.exposedRect):
                self._paint_stack(painter, kind, count)
        self._paint_specials(painter)
        if self.controls_shown():
            self._paint_control(painter, TURN, tr("Turn (R)"))
            self._paint_control(painter, FLIP, tr("Flip (F)"))

    def _paint_control(self, painter: QPainter, control: int, words: str) -> None:
        rect = self.control_rect(control)
        painter.setPen(QPen(pal.PANEL_EDGE, 1))
        painter.setBrush(pal.PAPER)
        painter.drawRoundedRect(rect, 8, 8)
        painter.setPen(pal.INK)
        glyph = QRectF(rect.left(), rect.top() + 4, rect.width(), rect.height() * 0.55)
        pal.text(painter, glyph, Qt.AlignmentFlag.AlignCenter, GLYPHS[control], 24, True)
        below = QRectF(rect.left(), glyph.bottom(), rect.width(), rect.bottom() - glyph.bottom())
        pal.text(painter, below, Qt.AlignmentFlag.AlignHCenter | Qt.AlignmentFlag.AlignTop,
                 words, 12, True)  # fmt: skip
        frame(painter, rect, LEGAL_PEN, 10)

    def _paint_stack(self, painter: QPainter, kind: int, count: int) -> None:
        rect = self.stack_rect(kind)
        drawings.in_place(painter, f"stack:{kind}:{count}", rect,
                          lambda p: self._draw_stack(p, rect, kind, count))  # fmt: skip
        if kind == self.held:
            frame(painter, rect, SELECTED_PEN)
        elif kind in self.buildable:
            frame(painter, rect, LEGAL_PEN)

    def _draw_stack(self, painter: QPainter, rect: QRectF, kind: int, count: int) -> None:
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        painter.setPen(QPen(pal.PANEL_EDGE, 1))
        painter.setBrush(pal.PANEL)
        painter.drawRoundedRect(rect, 6, 6)
        cells, brick = base_shape(kind)
        width = size_of(cells)[0]
        origin, cell = self.tile_origin(kind)
        drawings.tile(painter, origin, cell, cells, brick, kind_colour(kind),
                      255 if count else 70)  # fmt: skip
        painter.setPen(pal.CHALK if count else pal.FADED)
        count_rect = QRectF(origin.x() + width * cell + 4, rect.top(), 0, rect.height())
        count_rect.setRight(rect.right() - 4)
        pal.text(painter, count_rect, Qt.AlignmentFlag.AlignCenter, f"×{count}", 14, True)

    def _paint_specials(self, painter: QPainter) -> None:
        rect = self.specials_rect()
        painter.setPen(QPen(pal.PANEL_EDGE, 1))
        painter.setBrush(pal.PANEL)
        painter.drawRoundedRect(rect, 6, 6)
        origin, _ = self.tile_origin(-1)
        drawings.tile(painter, origin, SPECIAL_CELL, [(0, 0)], (-1, -1), WHITE,
                      255 if self.specials else 70)  # fmt: skip
        painter.setPen(pal.CHALK)
        below = QRectF(rect.left(), origin.y() + 4, rect.width(), 24)
        pal.text(painter, below, Qt.AlignmentFlag.AlignCenter, f"×{self.specials}", 15, True)
        note = QRectF(
            rect.left() + 2, below.bottom(), rect.width() - 4, rect.bottom() - below.bottom()
        )
        pal.text(painter, note, Qt.AlignmentFlag.AlignHCenter | Qt.AlignmentFlag.AlignTop
                 | Qt.TextFlag.TextWordWrap, tr("special tiles (bonus)"), 10)  # fmt: skip
