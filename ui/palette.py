"""Colours, patterns and fonts of the table. Every tile colour also has a pattern and a mark,
so that colour-blind players can tell the tiles apart."""

from __future__ import annotations

import functools
import math

from PySide6.QtCore import QPointF, QRectF, Qt
from PySide6.QtGui import QColor, QFont, QFontMetricsF, QPainter, QPainterPath, QPen

from engine.helsinki.components import WILD
from engine.record import Seat, with_colours

TILE_COLOURS = (
    QColor("#d2453b"),  # red
    QColor("#f2c230"),  # yellow
    QColor("#4c9a4a"),  # green
    QColor("#3a78c2"),  # blue
    QColor("#8a4fa8"),  # purple
    QColor("#e9e3d3"),  # wild
)
TILE_PATTERNS = ("diagonal", "dots", "horizontal", "vertical", "cross", "")
"""A line pattern per colour (red, yellow, green, blue, purple; wild tiles show a star)."""
TILE_MARKS = ("◆", "●", "▲", "■", "✚", "★")
"""A mark per colour, drawn on cards and in the supply."""

PATTERN_INK = QColor(0, 0, 0, 85)
MIN_PATTERN_PX = 4.5
"""Pattern lines are at least this many device pixels apart, so that they stay visible."""

PLAYER_COLOURS = (QColor("#c0392b"), QColor("#27ae60"), QColor("#2e6fd8"), QColor("#e0b000"))
"""Red, green, blue, yellow (player colours, not pavilion colours)."""


PLAYER_MARKS = ("triangle", "square", "diamond", "cross")
"""A shape per player colour, drawn on the table's tokens when the colour-blind marks are on."""


def player_mark(colour: QColor) -> str:
    """The shape of a player colour ("" for a colour that is not a player's)."""
    for player_colour, mark in zip(PLAYER_COLOURS, PLAYER_MARKS, strict=True):
        if player_colour.rgb() == colour.rgb():
            return mark
    return ""


def paint_player_mark(painter: QPainter, rect: QRectF, colour: QColor) -> None:
    """The shape of ``colour`` (see :data:`PLAYER_MARKS`), white edged in black, in the top
    right corner of a token's ``rect``."""
    mark = player_mark(colour)
    if not mark:
        return
    r = rect.width() * 0.2
    c = QPointF(rect.right() - r * 1.05, rect.top() + r * 1.05)
    if mark == "triangle":
        points = [QPointF(c.x(), c.y() - r), QPointF(c.x() + r, c.y() + r * 0.8),
                  QPointF(c.x() - r, c.y() + r * 0.8)]  # fmt: skip
    elif mark == "square":
        k = r * 0.8
        points = [QPointF(c.x() - k, c.y() - k), QPointF(c.x() + k, c.y() - k),
                  QPointF(c.x() + k, c.y() + k), QPointF(c.x() - k, c.y() + k)]  # fmt: skip
    elif mark == "diamond":
        points = [QPointF(c.x(), c.y() - r), QPointF(c.x() + r, c.y()), QPointF(c.x(), c.y() + r),
                  QPointF(c.x() - r, c.y())]  # fmt: skip
    else:  # a cross of two bars
        a, b = r, r * 0.38
        offsets = [(-b, -a), (b, -a), (b, -b), (a, -b), (a, b), (b, b), (b, a), (-b, a),
                   (-b, b), (-a, b), (-a, -b), (-b, -b)]  # fmt: skip
        points = [QPointF(c.x() + dx, c.y() + dy) for dx, dy in offsets]
    path = QPainterPath()
    path.moveTo(points[0])
    for point in points[1:]:
        path.lineTo(point)
    path.closeSubpath()
    painter.save()
    painter.setRenderHint(QPainter.RenderHint.Antialiasing)
    painter.setPen(QPen(INK, max(0.8, r * 0.2)))
    painter.setBrush(WHITE)
    painter.drawPath(path)
    painter.restore()


def seat_colours(seats: list[Seat]) -> list[QColor]:
    """Each seat's own colour (a seat without one gets the first free, as records do)."""
    return [PLAYER_COLOURS[seat.colour or 0] for seat in with_colours(seats)]


def luminance(colour: QColor) -> float:
    """Relative luminance (WCAG) of ``colour``."""

    def linear(c: float) -> float:
        return c / 12.92 if c <= 0.04045 else ((c + 0.055) / 1.055) ** 2.4

    return (0.2126 * linear(colour.redF()) + 0.7152 * linear(colour.greenF())
            + 0.0722 * linear(colour.blueF()))  # fmt: skip


def contrast(a: QColor, b: QColor) -> float:
    """WCAG contrast ratio of two colours (1 to 21)."""
    light, dark = sorted((luminance(a), luminance(b)), reverse=True)
    return (light + 0.05) / (dark + 0.05)


def ink_on(colour: QColor) -> QColor:
    """Dark ink or white, whichever reads better on ``colour``."""
    return INK if contrast(INK, colour) >= contrast(WHITE, colour) else WHITE

TABLE = QColor("#2f4f3a")
BOARD = QColor("#d9cfb4")
BOARD_DARK = QColor("#b8ab8a")
GRID = QColor("#8f8465")
INK = QColor("#2b2b2b")
PAPER = QColor("#fbf8f0")
HIGHLIGHT = QColor("#ffe14d")
LINE = QColor("#f0b400")
"""Outline of a complete row or column at the end of the game."""
LINE_FILL = QColor(255, 225, 60, 35)
LEGAL = QColor(80, 220, 120, 170)
ILLEGAL = QColor(230, 60, 60, 170)
ROOF = QColor(255, 255, 255, 70)
PAYMENT = QColor("#ff9d2e")
"""Frame of a card chosen as payment."""
LEGAL_FILL = QColor(80, 220, 120, 90)
"""A square where a wild tile, a superstructure or a moved superstructure may go."""
CURSOR = QColor("#ffffff")

WHITE = QColor("#ffffff")
CHALK = QColor("#f4f1ea")
"""Text and lines drawn on the table's green."""
FADED = QColor("#9a9a9a")
"""A count that reached zero."""
PANEL = QColor(0, 0, 0, 40)
PANEL_EDGE = QColor(255, 255, 255, 60)
WOOD = QColor("#b99d62")
"""The action board and the scoring track."""
WOOD_EDGE = QColor("#5d5238")
"""Outlines of the boards."""
ACTION_FACE = QColor("#efe3c2")
COVERED = QColor(60, 60, 60, 200)
COVERED_EDGE = QColor("#3a3a3a")
COVERED_HATCH = QColor(255, 255, 255, 60)
TRACK_CELL = QColor("#efe3c2")
TRACK_FIFTH = QColor("#e2cf9c")
TOKEN_EDGE = QColor("#111111")
CARD_BACK = QColor("#44607a")
CARD_BACK_LINE = QColor("#9fb6cc")
PILE_BACK = QColor("#3b536a")
EMPTY_PILE = QColor("#6b6b6b")
BONUS_CARD = QColor("#f0d98a")
STAR = QColor("#8a7a50")
EMPTY_SHIELD = QColor(255, 255, 255, 50)
"""A meadow without coats of arms."""
SPACE = QColor("#efe6cc")
SPACE_NUMBER = QColor("#7a6e52")
RING_PATH = QColor("#8f8060")
COBBLES = QColor("#cfc3a3")
COBBLE_EDGE = QColor("#a89a76")
COBBLE_LINE = QColor(0, 0, 0, 25)
BUILDINGS = (QColor("#f4f1ea"), QColor("#e8c9a0"), QColor("#c96a4a"), QColor("#e9d8a6"))
"""Cathedral, Government Palace, Sederholm House, University."""
DOME = QColor("#4e8f78")
PALACE_DOOR = QColor("#cfa77a")
HOUSE_ROOF = QColor("#7a3b2b")
COLUMNS = QColor("#9c8c63")
STATUE_BASE = QColor("#8d9a9f")
STATUE_TOP = QColor("#56656b")


def tile_colour(colour: int) -> QColor:
    return TILE_COLOURS[colour]


@functools.cache
def font(size: float, bold: bool = False) -> QFont:
    """The table's font (shared: copy it before changing it)."""
    f = QFont("DejaVu Sans")
    f.setPointSizeF(size)
    f.setBold(bold)
    return f


def device_scale(painter: QPainter) -> float:
    """How many device pixels one unit of the painter's coordinates covers."""
    t = painter.worldTransform()
    return max(1e-3, math.hypot(t.m11(), t.m12()))


MIN_TEXT_POINTS = 9.0
"""Text is never drawn smaller than this on screen (points at 96 dpi, 4/3 pixels a point): a
detail text that would be is left out (its item's tooltip tells it)."""
MAIN_TEXT = 12.5
"""The size (points, in scene units) of the table's essential texts: numbers, names, counts.
The table is laid out so that they stay legible down to a 1024 x 640 window."""
DETAIL_TEXT = 10.0
"""The size of detail texts (action names, building names, pile labels), shown when legible."""


def legible(painter: QPainter, points: float) -> bool:
    """Whether text of ``points`` is at least :data:`MIN_TEXT_POINTS` on the painter's device."""
    return points * device_scale(painter) >= MIN_TEXT_POINTS - 1e-6


def legible_points(painter: QPainter) -> float:
    """The smallest legible font size (points, in half points) at the painter's scale."""
    return math.ceil(MIN_TEXT_POINTS / device_scale(painter) * 2 - 1e-6) / 2


def detail_points(painter: QPainter, points: float) -> float | None:
    """The size to draw a detail text of ``points`` at: larger, up to a quarter, when that
    makes it legible; None when even that would not be."""
    size = max(points, legible_points(painter))
    return size if size <= points * 1.25 else None


def text(painter: QPainter, rect: QRectF, flags: Qt.AlignmentFlag | int, words: str,
         points: float = MAIN_TEXT, bold: bool = False, detail: bool = False) -> bool:  # fmt: skip
    """Draw ``words`` in ``rect`` in the table's font; a ``detail`` is drawn as
    :func:`detail_points` says, when it fits in ``rect``, or left out. Returns whether the text
    was drawn. Every text of the table goes through here."""
    if detail:
        size = detail_points(painter, points)
        if size is None:
            return False
        needed = QFontMetricsF(font(size, bold)).boundingRect(rect, int(flags), words)
        if needed.width() > rect.width() + 0.5 or needed.height() > rect.height() + 0.5:
            return False
        points = size
    painter.setFont(font(points, bold))
    painter.drawText(rect, int(flags), words)
    return True


def paint_pattern(painter: QPainter, rect: QRectF, colour: int, period: float = 10.0) -> None:
    """Fill ``rect`` with the colour of a tile and overlay its pattern.

    The pattern repeats every ``period`` units (aligned on the painter's origin, so that the
    squares of one tile continue each other), but never finer than :data:`MIN_PATTERN_PX`
    device pixels, so that it stays visible on small boards.
    """
    painter.fillRect(rect, TILE_COLOURS[colour])
    style = TILE_PATTERNS[colour]
    if colour == WILD:
        paint_star(painter, rect.center(), rect.width() * 0.28, STAR)
    if not style:
        return
    scale = device_scale(painter)
    step = max(period, MIN_PATTERN_PX / scale)
    painter.save()
    painter.setClipRect(rect, Qt.ClipOperation.IntersectClip)
    left = math.floor(rect.left() / step) * step
    top = math.floor(rect.top() / step) * step
    if style == "dots":
        painter.setPen(Qt.PenStyle.NoPen)
        painter.setBrush(PATTERN_INK)
        radius = max(step * 0.16, 0.8 / scale)
        y = top + step / 2
        while y < rect.bottom() + step:
            x = left + step / 2
            while x < rect.right() + step:
                painter.drawEllipse(QPointF(x, y), radius, radius)
                x += step
            y += step
        painter.restore()
        return
    painter.setPen(QPen(PATTERN_INK, max(step * 0.16, 1.0 / scale)))
    path = QPainterPath()
    span = rect.width() + rect.height()
    if style == "horizontal":
        y = top
        while y < rect.bottom() + step:
            path.moveTo(rect.left(), y)
            path.lineTo(rect.right(), y)
            y += step
    elif style == "vertical":
        x = left
        while x < rect.right() + step:
            path.moveTo(x, rect.top())
            path.lineTo(x, rect.bottom())
            x += step
    else:  # diagonals rising to the right; the cross-hatch adds the falling ones
        origin = math.floor((rect.left() + rect.top()) / step) * step
        k = origin
        while k < rect.right() + rect.bottom() + step:
            path.moveTo(k - rect.top() + span, rect.top() - span)
            path.lineTo(k - rect.top() - span, rect.top() + span)
            k += step
        if style == "cross":
            origin = math.floor((rect.left() - rect.bottom()) / step) * step
            k = origin
            while k < rect.right() - rect.top() + step:
                path.moveTo(k + rect.top() - span, rect.top() - span)
                path.lineTo(k + rect.top() + span, rect.top() + span)
                k += step
    painter.drawPath(path)
    painter.restore()


def paint_star(painter: QPainter, centre: QPointF, radius: float, colour: QColor) -> None:
    path = QPainterPath()
    for i in range(10):
        r = radius if i % 2 == 0 else radius * 0.45
        angle = -math.pi / 2 + i * math.pi / 5
        point = QPointF(centre.x() + r * math.cos(angle), centre.y() + r * math.sin(angle))
        if i == 0:
            path.moveTo(point)
        else:
            path.lineTo(point)
    path.closeSubpath()
    painter.setPen(Qt.PenStyle.NoPen)
    painter.setBrush(colour)
    painter.drawPath(path)


def paint_roof(painter: QPainter, rect: QRectF) -> None:
    """A small pavilion roof (a triangle) in the middle of a tile square."""
    w = rect.width()
    path = QPainterPath()
    path.moveTo(rect.center().x(), rect.top() + w * 0.22)
    path.lineTo(rect.left() + w * 0.25, rect.top() + w * 0.5)
    path.lineTo(rect.right() - w * 0.25, rect.top() + w * 0.5)
    path.closeSubpath()
    painter.setPen(QPen(QColor(0, 0, 0, 90), max(0.5, w * 0.02)))
    painter.setBrush(ROOF)
    painter.drawPath(path)


def paint_superstructure(painter: QPainter, rect: QRectF) -> None:
    """A superstructure: a small white tower with a dome."""
    w = rect.width()
    c = rect.center()
    body = QRectF(c.x() - w * 0.16, c.y() - w * 0.05, w * 0.32, w * 0.3)
    painter.setPen(QPen(INK, max(0.6, w * 0.03)))
    painter.setBrush(WHITE)
    painter.drawRect(body)
    painter.drawChord(QRectF(c.x() - w * 0.2, c.y() - w * 0.28, w * 0.4, w * 0.46), 0, 180 * 16)


def paint_coat(painter: QPainter, rect: QRectF, fill: QColor, label: str = "") -> None:
    """A coat of arms: a small shield, with a stripe or ``label`` (a seat number) on it."""
    w = rect.width()
    h = rect.height()
    path = QPainterPath()
    path.moveTo(rect.left(), rect.top())
    path.lineTo(rect.right(), rect.top())
    path.lineTo(rect.right(), rect.top() + h * 0.55)
    path.quadTo(rect.right(), rect.bottom(), rect.center().x(), rect.bottom())
    path.quadTo(rect.left(), rect.bottom(), rect.left(), rect.top() + h * 0.55)
    path.closeSubpath()
    painter.setPen(QPen(INK, max(0.6, w * 0.06)))
    painter.setBrush(fill)
    painter.drawPath(path)
    if label and legible(painter, h * 0.5):  # else the stripe
        painter.setPen(ink_on(fill))
        text(painter, rect.adjusted(0, 0, 0, -h * 0.12), Qt.AlignmentFlag.AlignCenter, label,
             h * 0.5, True)  # fmt: skip
        return
    painter.setPen(QPen(WHITE, max(0.6, w * 0.08)))
    painter.drawLine(QPointF(rect.center().x(), rect.top() + h * 0.2),
                     QPointF(rect.center().x(), rect.top() + h * 0.75))  # fmt: skip
