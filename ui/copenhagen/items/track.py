"""The score track from 0 to 12 (12 points end the game), every player's marker on it."""

from __future__ import annotations

from PySide6.QtCore import QPointF, QRectF, Qt
from PySide6.QtGui import QColor, QPainter, QPen
from PySide6.QtWidgets import QStyleOptionGraphicsItem, QWidget

from engine.copenhagen.components import WINNING_POINTS
from ui import palette as pal
from ui.copenhagen.items.base import Item, paint_panel
from ui.copenhagen.layout import TITLE
from ui.i18n import tr


class TrackItem(Item):
    """Spaces 0 to 12; a player's marker on its points (beyond 12: on 12)."""

    kept = True

    def __init__(self, rect: QRectF) -> None:
        super().__init__(rect)
        self.points: list[int] = []
        self.colours: list[QColor] = []
        self.setZValue(1)

    def space_rect(self, points: int) -> QRectF:
        count = WINNING_POINTS + 1
        step = (self.rect.width() - 24) / count
        top = self.rect.top() + TITLE + 4
        return QRectF(self.rect.left() + 12 + points * step, top, step - 4,
                      self.rect.bottom() - top - 10)  # fmt: skip

    def marker_rect(self, points: list[int], seat: int) -> QRectF:
        """Where ``seat``'s marker stands when the players have ``points``: on its space (12
        beyond 12), above the markers of the seats before it on the same space."""
        space = min(points[seat], WINNING_POINTS)
        level = sum(1 for p in points[:seat] if min(p, WINNING_POINTS) == space)
        rect = self.space_rect(space)
        side = min(rect.width() - 10, 22.0)
        centre = QPointF(rect.center().x(), rect.bottom() - side / 2 - 4 - level * (side * 0.55))
        return QRectF(centre.x() - side / 2, centre.y() - side / 2, side, side)

    def area_of(self, thing: object) -> QRectF | None:
        """A seat's marker (on its space)."""
        if not isinstance(thing, int) or thing >= len(self.points):
            return None
        return self.space_rect(min(self.points[thing], WINNING_POINTS))

    def set_state(self, points: list[int], colours: list[QColor]) -> None:
        old, same = self.points, list(colours) == self.colours and len(points) == len(self.points)
        self.points, self.colours = list(points), list(colours)
        if not same:
            self.update()
            return
        moved = [seat for seat, p in enumerate(points) if p != old[seat]]  # from and to
        self.update_area(*(self.space_rect(min(at[seat], WINNING_POINTS)) for seat in moved
                           for at in (old, points)))  # fmt: skip

    def paint(
        self, painter: QPainter, option: QStyleOptionGraphicsItem, widget: QWidget | None = None
    ) -> None:
        paint_panel(painter, self.rect, tr("Points"), tr("12 points win at once"))
        for space in range(WINNING_POINTS + 1):
            rect = self.space_rect(space)
            painter.setPen(QPen(pal.WOOD_EDGE, 1.5))
            painter.setBrush(pal.TRACK_FIFTH if space == WINNING_POINTS else pal.TRACK_CELL)
            painter.drawRoundedRect(rect, 6, 6)
            painter.setPen(pal.INK)
            pal.text(painter, QRectF(rect.left(), rect.top() + 2, rect.width(), 20),
                     Qt.AlignmentFlag.AlignCenter, str(space), 13, True)  # fmt: skip
        for seat in range(len(self.points)):
            if seat not in self.coming:
                paint_marker(painter, self.marker_rect(self.points, seat), self.colours[seat])


def paint_marker(painter: QPainter, disc: QRectF, colour: QColor) -> None:
    """A player's marker on the track."""
    painter.setRenderHint(QPainter.RenderHint.Antialiasing)
    painter.setPen(QPen(pal.TOKEN_EDGE, 1.5))
    painter.setBrush(colour)
    painter.drawEllipse(disc)
    pal.paint_player_mark(painter, disc.adjusted(5, 5, -5, -5), colour)
