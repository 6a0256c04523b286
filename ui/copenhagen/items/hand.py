"""Your hand, open: a fan per colour with the count; the colours you may discard are framed,
with the number key that discards one.
The other players' hands are their sizes only (on their house panels)."""

from __future__ import annotations

from collections.abc import Hashable

from PySide6.QtCore import QPointF, QRectF, Qt
from PySide6.QtGui import QPainter, QPen
from PySide6.QtWidgets import QStyleOptionGraphicsItem, QWidget

from engine.copenhagen.components import COLOURS, HAND_LIMIT
from ui import palette as pal
from ui.copenhagen import art
from ui.copenhagen.items import drawings
from ui.copenhagen.items.base import LEGAL_PEN, SELECTED_PEN, Item, Target, frame, paint_panel
from ui.copenhagen.layout import TITLE
from ui.i18n import tr

CARD_W = 56.0
CARD_H = 80.0


class HandItem(Item):
    """The viewer's cards by colour (a click on a colour discards one, when it may)."""

    kept = True

    def __init__(self, rect: QRectF) -> None:
        super().__init__(rect)
        self.hand: list[int] = [0] * COLOURS
        self.discardable: set[int] = set()
        self.marked: int | None = None
        """The colour of a suggested discard (framed)."""
        self.hidden = False
        self.setZValue(1)

    def pile_rect(self, colour: int) -> QRectF:
        step = (self.rect.width() - 20) / COLOURS
        left = self.rect.left() + 10 + colour * step + (step - CARD_W) / 2
        return QRectF(left, self.rect.top() + TITLE + 6, CARD_W, CARD_H)

    def closed_rect(self) -> QRectF:
        """Where cards go into (or leave) a hand that is hidden: the middle of the panel."""
        centre = self.rect.center()
        return QRectF(centre.x() - CARD_W / 2, centre.y() - CARD_H / 2 + TITLE / 2, CARD_W,
                      CARD_H)  # fmt: skip

    def set_state(self, hand: list[int], discardable: set[int], hidden: bool,
                  marked: int | None = None) -> None:  # fmt: skip
        state = (list(hand), set(discardable), hidden, marked)
        before = [(self.hand[c], c in self.discardable, c == self.marked) for c in range(COLOURS)]
        after = [(hand[c], c in discardable, c == marked) for c in range(COLOURS)]
        changed: list[QRectF | None] = [self.area_of(c) for c in range(COLOURS)
                                        if before[c] != after[c]]  # fmt: skip
        if sum(hand) != sum(self.hand):
            changed.append(self.title_rect())
        if hidden != self.hidden:
            changed.append(None)
        self.update_area(*changed)
        self.hand, self.discardable, self.hidden, self.marked = state

    def title_rect(self) -> QRectF:
        """The panel's title, with the count of the cards in hand."""
        return QRectF(self.rect.left(), self.rect.top(), self.rect.width(), TITLE)

    def areas_of(self, thing: Hashable) -> list[QRectF | None]:
        return [self.area_of(thing), self.title_rect()]

    def area_of(self, thing: object) -> QRectF | None:
        """A colour's pile (its fan, count and frame)."""
        if not isinstance(thing, int):
            return None
        return self.pile_rect(thing).adjusted(-4, -16, 20, 16)

    def target_at(self, point: QPointF) -> Target | None:
        for colour in range(COLOURS):
            if self.pile_rect(colour).adjusted(0, 0, 0, 12).contains(point) and self.hand[colour]:
                return ("hand", colour)
        return None

    def paint(
        self, painter: QPainter, option: QStyleOptionGraphicsItem, widget: QWidget | None = None
    ) -> None:
        total = sum(self.hand) - sum(self.coming.values())
        note = tr("%n card(s)", None, total) + f" / {HAND_LIMIT}"
        if self.hidden:  # a spectator: no hidden hand is shown
            paint_panel(painter, self.rect, tr("Hands are hidden"))
            return
        paint_panel(painter, self.rect, tr("Your hand"), note)
        for colour in range(COLOURS):
            rect = self.pile_rect(colour)
            count = self.hand[colour] - self.coming[colour]
            if count <= 0:
                drawings.empty(painter, rect, 6)
                painter.setPen(pal.FADED)
                pal.text(painter, rect, Qt.AlignmentFlag.AlignCenter, art.mark(colour), 16)
                continue
            for i in range(min(count, 4) - 1, -1, -1):  # a fan: the top card last
                drawings.card(painter, rect.translated(i * 4, -i * 4), colour)
            badge = QRectF(rect.right() - 14, rect.bottom() - 14, 28, 28)
            painter.setPen(QPen(pal.INK, 1.5))
            painter.setBrush(pal.PAPER)
            painter.drawEllipse(badge)
            painter.setPen(pal.INK)
            pal.text(painter, badge, Qt.AlignmentFlag.AlignCenter, str(count), 13, True)
            if colour == self.marked:
                frame(painter, rect, SELECTED_PEN, 8)
            elif colour in self.discardable:
                frame(painter, rect, LEGAL_PEN, 8)
                self._paint_key(painter, rect, colour)

    def _paint_key(self, painter: QPainter, rect: QRectF, colour: int) -> None:
        """The key that discards a card of ``colour`` (1 to 5), in the middle of the pile (its
        marks and count stay in sight)."""
        centre = rect.center()
        key = QRectF(centre.x() - 13, centre.y() - 13, 26, 26)
        painter.setPen(QPen(pal.INK, 1.5))
        painter.setBrush(pal.HIGHLIGHT)
        painter.drawRoundedRect(key, 5, 5)
        painter.setPen(pal.INK)
        pal.text(painter, key, Qt.AlignmentFlag.AlignCenter, str(colour + 1), 13, True)
