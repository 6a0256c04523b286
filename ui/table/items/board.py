"""A player's board and what stands on it: name plate, frame of the player to move, squares,
tiles, superstructures, visitors, complete lines, and the line of counters under it."""

from __future__ import annotations

from PySide6.QtCore import QPointF, QRectF, Qt
from PySide6.QtGui import (
    QColor,
    QFontMetricsF,
    QPainter,
    QPainterPath,
    QPen,
)
from PySide6.QtWidgets import QGraphicsItem, QStyleOptionGraphicsItem, QWidget

from engine.helsinki import bitboard as bb
from engine.helsinki.components import (
    COATS_OF_ARMS,
    CROSSWALKS,
    STATUE,
)
from ui import palette as pal
from ui.glides import discard
from ui.i18n import tr
from ui.table.composer import Mark, Region, Target
from ui.table.items.base import TableItem
from ui.table.items.tiles import SuperstructureItem, TileItem
from ui.table.layout import (
    BORDER,
    FOOTER,
    PLATE,
    SMALL_FOOTER,
    SMALL_PLATE,
    board_size,
)


class SquareItem(TableItem):
    """A clickable square of the large board (for wild tiles, superstructures, the cursor)."""

    def __init__(self, square: int, cell: float, parent: QGraphicsItem | None = None) -> None:
        super().__init__(QRectF(0, 0, cell, cell), parent)
        self.square = square
        self.target = Target(Region.SQUARE, square)
        self.setZValue(4)
        self.setFlag(QGraphicsItem.GraphicsItemFlag.ItemHasNoContents, True)

    def set_marks(self, highlight: Mark, at_cursor: bool) -> None:
        if (highlight, at_cursor) != (self.highlight, self.at_cursor):
            # an unmarked square draws nothing: the view skips it (49 per board)
            self.setFlag(QGraphicsItem.GraphicsItemFlag.ItemHasNoContents,
                         not highlight and not at_cursor)  # fmt: skip
            super().set_marks(highlight, at_cursor)

    def paint(
        self, painter: QPainter, option: QStyleOptionGraphicsItem, widget: QWidget | None = None
    ) -> None:
        if self.highlight == Mark.LEGAL:
            painter.fillRect(self._rect.adjusted(4, 4, -4, -4), pal.LEGAL_FILL)
        self.paint_marks(painter, self._rect.adjusted(3, 3, -3, -3))


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
    """The line under a player board, in words: the coats of arms in the meadow (by a shield in
    the player's colour) and the cards in hand, then notes (bonus, no hand limit) when they fit;
    the tooltip says it all."""

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

    def shield_rect(self) -> QRectF:
        """The shield of the meadow, at the first line."""
        rect = self._rect
        h = min(rect.height() * 0.8, 20.0)
        return QRectF(rect.left(), rect.center().y() - h / 2, h * 0.8, h)

    def counters(self) -> list[str]:
        """The counters in words, from the longest to the shortest form."""
        coats = tr("coats of arms {coats}").format(coats=self.meadow)
        short = tr("arms {coats}").format(coats=self.meadow)
        cards = tr("cards {cards}").format(cards=self.cards)
        return [f"{coats} · {cards}", f"{coats}\n{cards}", f"{short} · {cards}",
                f"{short}\n{cards}"]  # fmt: skip

    def paint(
        self, painter: QPainter, option: QStyleOptionGraphicsItem, widget: QWidget | None = None
    ) -> None:
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        rect = self._rect
        shield = self.shield_rect()
        h = shield.height()
        pal.paint_coat(painter, shield, self.colour if self.meadow else pal.EMPTY_SHIELD)
        room = rect.adjusted(h * 0.8 + 6, 0, 0, 0)
        flags = Qt.AlignmentFlag.AlignVCenter | Qt.AlignmentFlag.AlignLeft
        metrics = QFontMetricsF(pal.font(pal.MAIN_TEXT))

        def fits(words: str) -> bool:
            needed = metrics.boundingRect(room, int(flags), words)
            return needed.width() <= room.width() and needed.height() <= room.height()

        words = next((w for w in self.counters() if fits(w)), None)
        painter.setPen(pal.CHALK)
        if words is None:  # no room for words: a card beside the number of cards
            self._paint_numbers(painter, room, h)
            return
        if self.note and fits(f"{words} · {self.note}"):
            words = f"{words} · {self.note}"
        pal.text(painter, room, flags, words)

    def _paint_numbers(self, painter: QPainter, room: QRectF, h: float) -> None:
        flags = Qt.AlignmentFlag.AlignVCenter | Qt.AlignmentFlag.AlignLeft
        pal.text(painter, room, flags, str(self.meadow), bold=True)
        card = QRectF(room.left() + 28, room.center().y() - h / 2, h * 0.7, h)
        painter.setPen(QPen(pal.INK, 1))
        painter.setBrush(pal.CARD_BACK)
        painter.drawRoundedRect(card, 2, 2)
        painter.setPen(pal.CHALK)
        pal.text(painter, room.adjusted(card.right() - room.left() + 6, 0, 0, 0), flags,
                 str(self.cards), bold=True)  # fmt: skip


class PlayerBoardItem(TableItem):
    """A player's 7x7 board: statue, coats of arms, crosswalks and visitors, name and meadow.

    From the top: the name plate, the margin where the ghost tile waits (``band``, around the
    board; only the large board has one), the board in its frame, the counters. The board
    itself is drawn once (device cache) and again only when its coats of arms change. The name
    plate, the footer, the frame of the player to move, the tiles, the superstructures and the
    complete lines at the end are child items updated in place by :meth:`set_state`; ``grid``
    is the grid's origin (and the tiles' origin).
    """

    def __init__(self, cell: float, name: str, colour: QColor, band: float = 0.0,
                 small: bool = False, crosswalks: bool = False,
                 parent: QGraphicsItem | None = None) -> None:  # fmt: skip
        size = board_size(cell, band, small)
        super().__init__(QRectF(QPointF(0, 0), size), parent)
        plate, footer = (SMALL_PLATE, SMALL_FOOTER) if small else (PLATE, FOOTER)
        side = 7 * cell + 2 * BORDER
        self.cell = cell
        self.name = name
        self.colour = colour
        self.band = band
        self.board_rect = QRectF(band, plate + band, side, side)
        """The board in its frame (the margin for the ghost tile lies around it)."""
        self.grid = self.board_rect.topLeft() + QPointF(BORDER, BORDER)
        self.coats = 0
        self.crosswalks = crosswalks
        self.setCacheMode(QGraphicsItem.CacheMode.DeviceCoordinateCache)
        # the plate and the counters keep clear of the margin (items reach 4 units beyond
        # their rectangles, for the frames of legal choices)
        self.plate = BoardTextItem(QRectF(0, 0, size.width(), plate - 6), not small, self)
        self.plate.set_state(name, "", colour)
        self.footer_item = FooterItem(QRectF(4, size.height() - footer + 5, size.width() - 8,
                                             footer - 5), colour, self)  # fmt: skip
        self.lines_item = LinesItem(cell, self)
        self.lines_item.setPos(self.grid)
        self.frame = BoardFrameItem(self.board_rect, colour, self)
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
    def margin_rect(self) -> QRectF:
        """The board with the margin around it: where the ghost tile stays."""
        return self.board_rect.adjusted(-self.band, -self.band, self.band, self.band)

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
            discard(self.tiles.pop(key))
        for colour, mask in tiles:
            if (colour, mask) not in self.tiles:
                tile = TileItem(colour, mask, self.cell, self)
                tile.setPos(self.grid)
                self.tiles[(colour, mask)] = tile
        squares = set(bb.squares(superstructures))
        for square in [s for s in self.superstructures if s not in squares]:
            discard(self.superstructures.pop(square))
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
        board = self.board_rect
        painter.setPen(QPen(pal.WOOD_EDGE, 2))
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
                painter.setBrush(pal.WHITE)
                for i in range(4):
                    top = r.top() + cell * (0.12 + i * 0.2)
                    painter.drawRect(QRectF(r.left() + cell * 0.1, top, cell * 0.8, cell * 0.1))
        statue = self.square_rect(STATUE)
        painter.setPen(QPen(pal.INK, 1))
        painter.setBrush(pal.STATUE_BASE)
        painter.drawRect(statue.adjusted(cell * 0.12, cell * 0.12, -cell * 0.12, -cell * 0.12))
        painter.setBrush(pal.STATUE_TOP)
        painter.drawEllipse(statue.center(), cell * 0.18, cell * 0.18)


class BoardTextItem(TableItem):
    """The name plate of a player board: name left (shortened if need be), ``detail`` right,
    in dark or white ink on the player's colour, whichever reads better."""

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
        painter.setPen(pal.ink_on(self.colour))
        inside = rect.adjusted(8, 0, -8, 0)
        size = 13.5 if self.large else 12.0
        detail_width = QFontMetricsF(pal.font(pal.MAIN_TEXT)).horizontalAdvance(self.detail)
        pal.text(painter, inside, Qt.AlignmentFlag.AlignVCenter | Qt.AlignmentFlag.AlignRight,
                 self.detail)  # fmt: skip
        room = inside.width() - detail_width - 8
        name = QFontMetricsF(pal.font(size, True)).elidedText(self.text,
                                                              Qt.TextElideMode.ElideRight, room)
        pal.text(painter, inside, Qt.AlignmentFlag.AlignVCenter | Qt.AlignmentFlag.AlignLeft,
                 name, size, True)  # fmt: skip


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
