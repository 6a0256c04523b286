"""The drawings of the pages: the Senate Square on the start screen, the pictograms of the
choices and of the network bar, player tokens, and a player's board as the end of a game shows
it. Everything is drawn with QPainter in the table's colours (:mod:`ui.palette`), so it stays
sharp at any size.
"""

from __future__ import annotations

from collections.abc import Callable
from enum import Enum, auto

from PySide6.QtCore import QPointF, QRectF, QSize, Qt
from PySide6.QtGui import (
    QBrush,
    QColor,
    QFont,
    QFontMetricsF,
    QIcon,
    QLinearGradient,
    QPainter,
    QPainterPath,
    QPaintEvent,
    QPen,
    QPixmap,
)
from PySide6.QtWidgets import QSizePolicy, QWidget

from engine.helsinki import bitboard as bb
from engine.helsinki.components import (
    ACTION_COLUMNS,
    ACTION_ROWS,
    BOARD_SIZE,
    COATS_OF_ARMS,
    CROSSWALKS,
    STATUE,
    Action,
)
from engine.helsinki.player import PlayerState
from ui import palette as pal
from ui.i18n import action_short

FACADE = QColor("#f4f1ea")
SKY_TOP, SKY_BOTTOM = QColor("#bcd6e4"), QColor("#f3eedf")
STONE = QColor("#8d8677")


# ------------------------------------------------------------------ the Senate Square


def paint_square(painter: QPainter, rect: QRectF, shift: float = 0.0) -> None:
    """The Senate Square as on a box cover: sky, the University, the Cathedral on its steps,
    the Government Palace, the statue and market pavilions on the paving, in ``rect`` (the
    Cathedral in the middle, or ``shift`` pixels to the right of it)."""
    painter.save()
    painter.setRenderHint(QPainter.RenderHint.Antialiasing)
    radius = rect.height() * 0.06
    frame = QPainterPath()
    frame.addRoundedRect(rect, radius, radius)
    sky = QLinearGradient(rect.topLeft(), rect.bottomLeft())
    sky.setColorAt(0, SKY_TOP)
    sky.setColorAt(0.75, SKY_BOTTOM)
    painter.fillPath(frame, QBrush(sky))
    painter.setClipPath(frame)
    # the drawing's own units: 1000 x 300, kept in proportion and centred along the width
    unit = rect.height() / 300
    painter.translate(rect.center().x() + shift - 500 * unit, rect.top())
    painter.scale(unit, unit)
    _paving(painter)
    _side_building(painter, QRectF(-260, 150, 420, 100), QColor("#e9d8a6"), columns=9)
    _side_building(painter, QRectF(840, 140, 440, 110), QColor("#e8c9a0"), columns=10)
    _cathedral(painter)
    _statue(painter, QPointF(500, 262))
    for x, colour, roofs, tower in ((140, 0, 2, False), (235, 1, 3, True), (660, 2, 2, False),
                                    (745, 3, 3, False), (860, 4, 2, True)):  # fmt: skip
        _pavilion(painter, QPointF(x, 286), colour, roofs, tower)
    painter.restore()
    painter.save()
    painter.setRenderHint(QPainter.RenderHint.Antialiasing)
    painter.setPen(QPen(pal.INK, max(1.0, rect.height() / 160)))
    painter.setBrush(Qt.BrushStyle.NoBrush)
    painter.drawRoundedRect(rect, radius, radius)
    painter.restore()


def _paving(painter: QPainter) -> None:
    left, right = -4000, 5000  # wider than any window the square is drawn in
    painter.fillRect(QRectF(left, 248, right - left, 60), pal.BOARD)
    painter.setPen(QPen(pal.GRID, 1))
    for y in (256, 268, 284):
        painter.drawLine(QPointF(left, y), QPointF(right, y))
    for x in range(left, right, 40):
        painter.drawLine(QPointF(x, 248), QPointF(x - 30, 300))


def _side_building(painter: QPainter, body: QRectF, colour: QColor, columns: int) -> None:
    """A long classical facade with a row of windows and a flat cornice."""
    painter.setPen(QPen(pal.INK, 1.6))
    painter.setBrush(colour)
    painter.drawRect(body)
    painter.setBrush(colour.darker(112))
    painter.drawRect(QRectF(body.left() - 6, body.top() - 8, body.width() + 12, 10))
    painter.setPen(Qt.PenStyle.NoPen)
    painter.setBrush(QColor("#6d7f8c"))
    step = body.width() / columns
    for i in range(columns):
        for row in range(2):
            x = body.left() + i * step + step * 0.3
            painter.drawRect(QRectF(x, body.top() + 18 + row * 38, step * 0.4, 22))


def _cathedral(painter: QPainter) -> None:
    """The Cathedral: steps, a portico with columns and a pediment, a drum with the great
    green dome, four small domes at the corners."""
    ink = QPen(pal.INK, 1.8)
    painter.setPen(ink)
    # steps
    for i, width in enumerate((300, 270, 240, 210)):
        painter.setBrush(pal.BOARD_DARK if i % 2 else pal.BOARD)
        painter.drawRect(QRectF(500 - width / 2, 248 - (i + 1) * 9, width, 9))
    # body, drum, domes
    painter.setBrush(FACADE)
    painter.drawRect(QRectF(410, 120, 180, 94))
    for x in (392, 578):  # corner towers
        painter.drawRect(QRectF(x, 112, 30, 102))
        painter.setBrush(pal.DOME)
        painter.drawChord(QRectF(x - 1, 88, 32, 48), 0, 180 * 16)
        painter.setBrush(FACADE)
    painter.drawRect(QRectF(445, 78, 110, 46))  # drum
    painter.setPen(QPen(pal.INK, 1))
    for x in range(452, 552, 12):
        painter.drawLine(QPointF(x + 4, 84), QPointF(x + 4, 118))
    painter.setPen(ink)
    painter.setBrush(pal.DOME)
    painter.drawChord(QRectF(440, 18, 120, 122), 0, 180 * 16)
    painter.setBrush(FACADE)
    painter.drawRect(QRectF(492, 6, 16, 14))  # lantern
    painter.setBrush(pal.DOME)
    painter.drawChord(QRectF(490, -2, 20, 16), 0, 180 * 16)
    # portico: pediment over six columns
    pediment = QPainterPath(QPointF(440, 150))
    pediment.lineTo(500, 122)
    pediment.lineTo(560, 150)
    pediment.closeSubpath()
    painter.setBrush(FACADE)
    painter.drawPath(pediment)
    painter.drawRect(QRectF(436, 150, 128, 8))
    for i in range(6):
        x = 446 + i * 21
        painter.drawRect(QRectF(x, 158, 8, 54))


def _statue(painter: QPainter, base: QPointF) -> None:
    """The statue in the middle of the square: a pedestal and a standing figure."""
    painter.setPen(QPen(pal.INK, 1.4))
    painter.setBrush(STONE)
    painter.drawRect(QRectF(base.x() - 16, base.y() - 34, 32, 34))
    painter.drawRect(QRectF(base.x() - 22, base.y() - 4, 44, 8))
    figure = QPainterPath(QPointF(base.x() - 7, base.y() - 34))
    figure.lineTo(base.x() - 5, base.y() - 56)
    figure.lineTo(base.x() - 8, base.y() - 58)
    figure.lineTo(base.x() + 8, base.y() - 58)
    figure.lineTo(base.x() + 5, base.y() - 56)
    figure.lineTo(base.x() + 7, base.y() - 34)
    figure.closeSubpath()
    painter.setBrush(QColor("#5d6a63"))
    painter.drawPath(figure)
    painter.drawEllipse(QPointF(base.x(), base.y() - 63), 5, 5)


def _pavilion(painter: QPainter, foot: QPointF, colour: int, roofs: int, tower: bool) -> None:
    """A market pavilion: a tile of ``roofs`` squares of its colour, a roof on each square,
    a superstructure on the first when ``tower``."""
    size = 26.0
    for i in range(roofs):
        square = QRectF(foot.x() + i * size, foot.y() - size, size, size)
        pal.paint_pattern(painter, square, colour, 6)
        pal.paint_roof(painter, square)
    painter.setPen(QPen(pal.INK, 1.6))
    painter.setBrush(Qt.BrushStyle.NoBrush)
    painter.drawRect(QRectF(foot.x(), foot.y() - size, roofs * size, size))
    if tower:
        pal.paint_superstructure(painter, QRectF(foot.x(), foot.y() - size * 1.55, size, size))


# ------------------------------------------------------------------ pictograms


class Glyph(Enum):
    """The pictograms of the pages."""

    BOTS = auto()
    HOT_SEAT = auto()
    NETWORK = auto()
    REPLAY = auto()
    RESUME = auto()
    HOST = auto()
    PERSON = auto()
    LINK = auto()
    HOURGLASS = auto()
    SLOW = auto()
    BROKEN = auto()


def paint_glyph(painter: QPainter, rect: QRectF, glyph: Glyph,
                ink: QColor = pal.INK) -> None:  # fmt: skip
    """Draw ``glyph`` in the square centred in ``rect`` (its own units: 0 to 100)."""
    side = min(rect.width(), rect.height())
    painter.save()
    painter.setRenderHint(QPainter.RenderHint.Antialiasing)
    painter.translate(rect.center().x() - side / 2, rect.center().y() - side / 2)
    painter.scale(side / 100, side / 100)
    _GLYPHS[glyph](painter, ink)
    painter.restore()


def glyph_icon(glyph: Glyph, size: int = 64, ink: QColor = pal.INK) -> QIcon:
    """``glyph`` as an icon (drawn at twice ``size`` for sharp high-density screens)."""
    pixmap = QPixmap(size * 2, size * 2)
    pixmap.fill(Qt.GlobalColor.transparent)
    painter = QPainter(pixmap)
    paint_glyph(painter, QRectF(0, 0, size * 2, size * 2), glyph, ink)
    painter.end()
    return QIcon(pixmap)


def paint_token(painter: QPainter, centre: QPointF, radius: float, colour: QColor,
                text: str = "") -> None:  # fmt: skip
    """A player's token as on the senate ring: a disc of the player colour with a number."""
    painter.save()
    painter.setRenderHint(QPainter.RenderHint.Antialiasing)
    painter.setPen(QPen(QColor("#111111"), max(1.0, radius * 0.16)))
    painter.setBrush(colour)
    painter.drawEllipse(centre, radius, radius)
    if text:
        painter.setPen(QColor("#ffffff"))
        painter.setFont(pal.font(max(1.0, radius * 0.75), True))
        box = QRectF(centre.x() - radius, centre.y() - radius, 2 * radius, 2 * radius)
        painter.drawText(box, Qt.AlignmentFlag.AlignCenter, text)
    painter.restore()


def token_pixmap(colour: QColor, text: str, size: int) -> QPixmap:
    """A player's token, ``size`` pixels wide (drawn for screens of double density)."""
    pixmap = QPixmap(size * 2, size * 2)
    pixmap.setDevicePixelRatio(2)
    pixmap.fill(Qt.GlobalColor.transparent)
    painter = QPainter(pixmap)
    paint_token(painter, QRectF(0, 0, size, size).center(), size / 2 - 1, colour, text)
    painter.end()
    return pixmap


def _bots(painter: QPainter, ink: QColor) -> None:
    painter.setPen(QPen(ink, 4))
    painter.drawLine(QPointF(50, 14), QPointF(50, 26))
    painter.setBrush(pal.HIGHLIGHT)
    painter.drawEllipse(QPointF(50, 12), 6, 6)
    painter.setBrush(pal.PLAYER_COLOURS[2])
    painter.drawRoundedRect(QRectF(22, 26, 56, 44), 10, 10)
    painter.setBrush(QColor("#ffffff"))
    painter.drawEllipse(QPointF(38, 46), 8, 8)
    painter.drawEllipse(QPointF(62, 46), 8, 8)
    painter.setBrush(ink)
    painter.drawEllipse(QPointF(38, 46), 3, 3)
    painter.drawEllipse(QPointF(62, 46), 3, 3)
    painter.drawLine(QPointF(40, 60), QPointF(60, 60))
    painter.setBrush(pal.BOARD_DARK)
    painter.drawRoundedRect(QRectF(30, 72, 40, 20), 6, 6)


def _hot_seat(painter: QPainter, ink: QColor) -> None:
    painter.setPen(QPen(ink, 3))
    painter.setBrush(pal.BOARD)
    painter.drawRoundedRect(QRectF(14, 52, 72, 34), 6, 6)
    paint_token(painter, QPointF(36, 36), 18, pal.PLAYER_COLOURS[0], "1")
    paint_token(painter, QPointF(64, 36), 18, pal.PLAYER_COLOURS[1], "2")


def _network(painter: QPainter, ink: QColor) -> None:
    points = (QPointF(50, 22), QPointF(20, 74), QPointF(80, 74))
    painter.setPen(QPen(ink, 5))
    for a in range(3):
        painter.drawLine(points[a], points[(a + 1) % 3])
    for i, point in enumerate(points):
        paint_token(painter, point, 15, pal.PLAYER_COLOURS[i], "")


def _replay(painter: QPainter, ink: QColor) -> None:
    painter.setPen(QPen(ink, 3))
    painter.setBrush(pal.PAPER)
    painter.drawRoundedRect(QRectF(24, 14, 52, 72), 6, 6)
    pal.paint_pattern(painter, QRectF(30, 20, 40, 14), 3, 5)
    painter.setPen(QPen(ink, 6, Qt.PenStyle.SolidLine, Qt.PenCapStyle.RoundCap))
    painter.setBrush(Qt.BrushStyle.NoBrush)
    painter.drawArc(QRectF(34, 42, 32, 32), 60 * 16, 270 * 16)
    tip = QPainterPath(QPointF(58, 36))
    tip.lineTo(70, 46)
    tip.lineTo(56, 50)
    tip.closeSubpath()
    painter.setPen(QPen(ink, 2))
    painter.setBrush(ink)
    painter.drawPath(tip)


def _resume(painter: QPainter, ink: QColor) -> None:
    painter.setPen(QPen(ink, 3))
    painter.setBrush(pal.BOARD)
    painter.drawRoundedRect(QRectF(12, 12, 76, 76), 8, 8)
    for i in range(1, 4):
        painter.drawLine(QPointF(12 + i * 19, 12), QPointF(12 + i * 19, 88))
        painter.drawLine(QPointF(12, 12 + i * 19), QPointF(88, 12 + i * 19))
    pal.paint_pattern(painter, QRectF(13.5, 13.5, 36, 17), 0, 6)
    pal.paint_pattern(painter, QRectF(50.5, 32.5, 17, 36), 2, 6)
    play = QPainterPath(QPointF(40, 40))
    play.lineTo(72, 60)
    play.lineTo(40, 80)
    play.closeSubpath()
    painter.setPen(QPen(ink, 3))
    painter.setBrush(pal.HIGHLIGHT)
    painter.drawPath(play)


def _host(painter: QPainter, ink: QColor) -> None:
    painter.setPen(QPen(ink, 3))
    painter.drawLine(QPointF(30, 70), QPointF(30, 12))
    flag = QPainterPath(QPointF(30, 12))
    flag.lineTo(64, 22)
    flag.lineTo(30, 32)
    flag.closeSubpath()
    painter.setBrush(pal.PLAYER_COLOURS[0])
    painter.drawPath(flag)
    for i, colour in enumerate((1, 3)):
        square = QRectF(22 + i * 28, 62, 28, 28)
        pal.paint_pattern(painter, square, colour, 6)
        pal.paint_roof(painter, square)
    painter.setBrush(Qt.BrushStyle.NoBrush)
    painter.drawRect(QRectF(22, 62, 56, 28))


def _person(painter: QPainter, ink: QColor) -> None:
    painter.setPen(Qt.PenStyle.NoPen)
    painter.setBrush(ink)
    painter.drawEllipse(QPointF(50, 30), 17, 17)
    body = QPainterPath(QPointF(16, 92))
    body.cubicTo(QPointF(16, 56), QPointF(84, 56), QPointF(84, 92))
    body.closeSubpath()
    painter.drawPath(body)


def _link(painter: QPainter, ink: QColor) -> None:
    painter.setPen(QPen(ink, 9, Qt.PenStyle.SolidLine, Qt.PenCapStyle.RoundCap))
    painter.setBrush(Qt.BrushStyle.NoBrush)
    painter.drawRoundedRect(QRectF(10, 36, 46, 28), 14, 14)
    painter.drawRoundedRect(QRectF(44, 36, 46, 28), 14, 14)


def _hourglass(painter: QPainter, ink: QColor) -> None:
    painter.setPen(QPen(ink, 7, Qt.PenStyle.SolidLine, Qt.PenCapStyle.RoundCap))
    painter.drawLine(QPointF(24, 12), QPointF(76, 12))
    painter.drawLine(QPointF(24, 88), QPointF(76, 88))
    glass = QPainterPath(QPointF(30, 14))
    glass.lineTo(70, 14)
    glass.lineTo(54, 50)
    glass.lineTo(70, 86)
    glass.lineTo(30, 86)
    glass.lineTo(46, 50)
    glass.closeSubpath()
    painter.setPen(QPen(ink, 5))
    painter.setBrush(Qt.BrushStyle.NoBrush)
    painter.drawPath(glass)
    sand = QPainterPath(QPointF(34, 84))
    sand.lineTo(50, 62)
    sand.lineTo(66, 84)
    sand.closeSubpath()
    painter.setPen(Qt.PenStyle.NoPen)
    painter.setBrush(ink)
    painter.drawPath(sand)


def _slow(painter: QPainter, ink: QColor) -> None:
    painter.setPen(QPen(ink, 7))
    painter.setBrush(Qt.BrushStyle.NoBrush)
    painter.drawEllipse(QPointF(50, 52), 38, 38)
    painter.setPen(QPen(ink, 8, Qt.PenStyle.SolidLine, Qt.PenCapStyle.RoundCap))
    painter.drawLine(QPointF(50, 52), QPointF(50, 26))
    painter.drawLine(QPointF(50, 52), QPointF(68, 62))


def _broken(painter: QPainter, ink: QColor) -> None:
    painter.setPen(QPen(ink, 9, Qt.PenStyle.SolidLine, Qt.PenCapStyle.RoundCap))
    painter.setBrush(Qt.BrushStyle.NoBrush)
    painter.drawArc(QRectF(4, 36, 42, 28), 90 * 16, 180 * 16)
    painter.drawLine(QPointF(25, 36), QPointF(38, 36))
    painter.drawLine(QPointF(25, 64), QPointF(38, 64))
    painter.drawArc(QRectF(54, 36, 42, 28), -90 * 16, 180 * 16)
    painter.drawLine(QPointF(62, 36), QPointF(75, 36))
    painter.drawLine(QPointF(62, 64), QPointF(75, 64))
    painter.setPen(QPen(ink, 6, Qt.PenStyle.SolidLine, Qt.PenCapStyle.RoundCap))
    for dx, dy in ((-1, -1), (1, 1)):
        painter.drawLine(QPointF(50 + dx * 6, 50 + dy * 12), QPointF(50 + dx * 14, 50 + dy * 26))


_GLYPHS = {
    Glyph.BOTS: _bots,
    Glyph.HOT_SEAT: _hot_seat,
    Glyph.NETWORK: _network,
    Glyph.REPLAY: _replay,
    Glyph.RESUME: _resume,
    Glyph.HOST: _host,
    Glyph.PERSON: _person,
    Glyph.LINK: _link,
    Glyph.HOURGLASS: _hourglass,
    Glyph.SLOW: _slow,
    Glyph.BROKEN: _broken,
}


# ------------------------------------------------------------------ a player's board


def paint_board(painter: QPainter, rect: QRectF, player: PlayerState, rows: tuple[int, ...],
                columns: tuple[int, ...], dry_roads: bool = False) -> None:  # fmt: skip
    """A player's 7x7 board in the square centred in ``rect``: tiles in their colours and
    patterns, roofs, superstructures, the statue, the coats of arms not yet covered, and the
    complete ``rows`` and ``columns`` outlined as the table outlines counted lines."""
    side = min(rect.width(), rect.height())
    cell = side / BOARD_SIZE
    left = rect.center().x() - side / 2
    top = rect.center().y() - side / 2
    painter.save()
    painter.setRenderHint(QPainter.RenderHint.Antialiasing)

    def square(index: int) -> QRectF:
        row, col = divmod(index, BOARD_SIZE)
        return QRectF(left + col * cell, top + row * cell, cell, cell)

    painter.fillRect(QRectF(left, top, side, side), pal.BOARD)
    painter.setPen(QPen(pal.GRID, max(0.5, cell / 30)))
    for i in range(BOARD_SIZE + 1):
        painter.drawLine(QPointF(left + i * cell, top), QPointF(left + i * cell, top + side))
        painter.drawLine(QPointF(left, top + i * cell), QPointF(left + side, top + i * cell))
    for index in COATS_OF_ARMS:
        if player.coats >> index & 1:
            box = square(index).adjusted(cell * 0.3, cell * 0.25, -cell * 0.3, -cell * 0.25)
            pal.paint_coat(painter, box, pal.BOARD_DARK)
    if dry_roads:
        for index in CROSSWALKS:
            if not player.built >> index & 1:
                _crosswalk(painter, square(index))
    statue = square(STATUE)
    painter.setPen(QPen(pal.INK, max(0.6, cell / 25)))
    painter.setBrush(STONE)
    painter.drawEllipse(statue.center(), cell * 0.3, cell * 0.3)
    outline = QPen(pal.INK, max(0.8, cell / 16))
    for colour, mask in player.tiles:
        shape = QPainterPath()
        for index in bb.squares(mask):
            box = square(index)
            pal.paint_pattern(painter, box, colour, max(2.0, cell / 5))
            pal.paint_roof(painter, box)
            shape.addRect(box)
        painter.setPen(outline)
        painter.setBrush(Qt.BrushStyle.NoBrush)
        painter.drawPath(shape.simplified())
    for index in bb.squares(player.superstructures):
        pal.paint_superstructure(painter, square(index))
    line_pen = QPen(pal.LINE, max(2.0, cell / 7))
    for row in rows:
        box = QRectF(left, top + row * cell, side, cell)
        painter.fillRect(box, pal.LINE_FILL)
        painter.setPen(line_pen)
        painter.setBrush(Qt.BrushStyle.NoBrush)
        painter.drawRect(box)
    for col in columns:
        box = QRectF(left + col * cell, top, cell, side)
        painter.fillRect(box, pal.LINE_FILL)
        painter.setPen(line_pen)
        painter.setBrush(Qt.BrushStyle.NoBrush)
        painter.drawRect(box)
    painter.setPen(QPen(pal.INK, max(1.0, cell / 14)))
    painter.setBrush(Qt.BrushStyle.NoBrush)
    painter.drawRect(QRectF(left, top, side, side))
    painter.restore()


def _crosswalk(painter: QPainter, box: QRectF) -> None:
    painter.setPen(Qt.PenStyle.NoPen)
    painter.setBrush(QColor(255, 255, 255, 150))
    stripes = 4
    for i in range(stripes):
        y = box.top() + box.height() * (0.15 + i * 0.7 / stripes)
        painter.drawRect(QRectF(box.left() + box.width() * 0.2, y, box.width() * 0.6,
                                box.height() * 0.09))  # fmt: skip


# ------------------------------------------------------------------ the action board


def action_cells(rect: QRectF) -> list[QRectF]:
    """The cells of the 15 actions in a miniature action board drawn in ``rect``."""
    pad = rect.height() * 0.04
    width = (rect.width() - 2 * pad) / ACTION_COLUMNS
    height = (rect.height() - 2 * pad) / ACTION_ROWS
    return [QRectF(rect.left() + pad + (a % ACTION_COLUMNS) * width,
                   rect.top() + pad + (a // ACTION_COLUMNS) * height, width, height)
            .adjusted(pad / 2, pad / 2, -pad / 2, -pad / 2) for a in Action]  # fmt: skip


def paint_action_board(painter: QPainter, rect: QRectF, covered: frozenset[Action]) -> None:
    """The action board in small, as on the table: every action's symbol, the ``covered``
    ones darkened and hatched."""
    painter.save()
    painter.setRenderHint(QPainter.RenderHint.Antialiasing)
    radius = rect.height() * 0.05
    painter.setPen(QPen(pal.WOOD_EDGE, max(1.0, rect.height() / 120)))
    painter.setBrush(pal.WOOD)
    painter.drawRoundedRect(rect, radius, radius)
    cells = action_cells(rect)
    font = QFont(pal.font(10, True))
    font.setPixelSize(max(6, round(cells[0].height() * 0.42)))
    for action, cell in zip(Action, cells, strict=True):
        painter.setPen(QPen(pal.WOOD_EDGE, max(0.8, rect.height() / 160)))
        painter.setBrush(pal.ACTION_FACE)
        painter.drawRoundedRect(cell, radius * 0.6, radius * 0.6)
        painter.setPen(pal.INK)
        painter.setFont(font)
        painter.drawText(cell, Qt.AlignmentFlag.AlignCenter, action_short(action))
        if action in covered:
            painter.setPen(Qt.PenStyle.NoPen)
            painter.setBrush(pal.COVERED)
            painter.drawRoundedRect(cell, radius * 0.6, radius * 0.6)
            painter.setBrush(QBrush(pal.COVERED_HATCH, Qt.BrushStyle.BDiagPattern))
            painter.drawRoundedRect(cell, radius * 0.6, radius * 0.6)
    painter.restore()


# ------------------------------------------------------------------ widgets


class Drawing(QWidget):
    """A widget that shows a drawing scaled to its size; ``ratio`` is width over height."""

    def __init__(self, paint: Callable[[QPainter, QRectF], None], ratio: float,
                 parent: QWidget | None = None, height_for_width: bool = True) -> None:  # fmt: skip
        super().__init__(parent)
        self._paint = paint
        self.ratio = ratio
        self.height_for_width = height_for_width
        """Whether the layout gives it the height its width asks for (else any size, the
        drawing in the middle)."""
        expanding, preferred = QSizePolicy.Policy.Expanding, QSizePolicy.Policy.Preferred
        vertical = preferred if height_for_width else expanding
        policy = QSizePolicy(expanding, vertical)
        policy.setHeightForWidth(height_for_width)
        self.setSizePolicy(policy)

    def hasHeightForWidth(self) -> bool:
        return self.height_for_width

    def heightForWidth(self, width: int) -> int:
        return round(width / self.ratio)

    def sizeHint(self) -> QSize:
        width = 400 if self.height_for_width else 160  # else it takes the room it is given
        return QSize(width, round(width / self.ratio))

    def paintEvent(self, event: QPaintEvent) -> None:
        painter = QPainter(self)
        height = min(self.height(), self.width() / self.ratio)
        width = height * self.ratio
        box = QRectF((self.width() - width) / 2, (self.height() - height) / 2, width, height)
        self._paint(painter, box)
        painter.end()


class Banner(QWidget):
    """The Senate Square across the top of a page, with a title and a line under it on the
    sky; the square moves right to leave them room. Its height is set by the page."""

    def __init__(self, title_points: float = 30, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.title = ""
        self.tagline = ""
        self.title_points = title_points
        self.scale = 1.0
        self.setSizePolicy(QSizePolicy.Policy.Expanding, QSizePolicy.Policy.Fixed)

    def set_texts(self, title: str, tagline: str) -> None:
        self.title, self.tagline = title, tagline
        self.update()

    def sizeHint(self) -> QSize:
        return QSize(800, self.height())

    def paintEvent(self, event: QPaintEvent) -> None:
        painter = QPainter(self)
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        painter.setRenderHint(QPainter.RenderHint.TextAntialiasing)
        rect = QRectF(self.rect())
        title_font = pal.font(10)
        title_font = QFont(title_font)
        title_font.setPointSizeF(self.title_points * self.scale)
        title_font.setBold(True)
        tagline_font = QFont(pal.font(10))
        tagline_font.setPointSizeF(max(9.0, self.title_points * 0.37) * self.scale)
        margin = 22 * self.scale
        tagline_width = min(rect.width() * 0.3, 360 * self.scale)
        text_width = max(QFontMetricsF(title_font).horizontalAdvance(self.title), tagline_width)
        unit = rect.height() / 300
        centre = max(rect.width() / 2, margin * 2 + text_width + 760 * unit)
        paint_square(painter, rect, centre - rect.width() / 2)
        painter.setPen(pal.INK)
        painter.setFont(title_font)
        title_box = QRectF(margin, 0, text_width + margin, rect.height() * 0.5)
        painter.drawText(title_box, Qt.AlignmentFlag.AlignLeft | Qt.AlignmentFlag.AlignBottom,
                         self.title)  # fmt: skip
        tagline_box = QRectF(margin, rect.height() * 0.54, tagline_width, rect.height() * 0.44)
        flags = Qt.AlignmentFlag.AlignLeft | Qt.TextFlag.TextWordWrap
        needed = QFontMetricsF(tagline_font).boundingRect(tagline_box, flags, self.tagline)
        if needed.height() <= tagline_box.height():  # a low banner leaves the tagline out
            painter.setFont(tagline_font)
            painter.setPen(QColor("#3d4a52"))
            painter.drawText(tagline_box, flags, self.tagline)
        painter.end()
