"""The harbour: 7 facade cards in a line (slots 1 to 7), the deck and the discard pile (their
counts in the title; new cards come from its right end, discarded ones go there)."""

from __future__ import annotations

from PySide6.QtCore import QPointF, QRectF, Qt
from PySide6.QtGui import QPainter
from PySide6.QtWidgets import QStyleOptionGraphicsItem, QWidget

from engine.copenhagen.components import HARBOUR_SLOTS
from ui import palette as pal
from ui.copenhagen.items import drawings
from ui.copenhagen.items.base import LEGAL_PEN, SELECTED_PEN, Item, Target, frame, paint_panel
from ui.copenhagen.layout import CARD_HEIGHT, CARD_WIDTH, TITLE
from ui.i18n import tr


class HarbourItem(Item):
    """The cards of the harbour; the ones a take may still add are framed, the selected ones
    lifted and framed in yellow."""

    def __init__(self, rect: QRectF) -> None:
        super().__init__(rect)
        self.cards: list[int] = [-1] * HARBOUR_SLOTS
        self.selectable: set[int] = set()
        self.selected: set[int] = set()
        self.deck = 0
        self.discard = 0
        self.setZValue(1)

    def slot_rect(self, slot: int) -> QRectF:
        """The card of slot ``slot`` (1 to 7)."""
        step = (self.rect.width() - 24) / HARBOUR_SLOTS
        left = self.rect.left() + 12 + (slot - 1) * step + (step - CARD_WIDTH) / 2
        lift = -8 if slot in self.selected else 0
        return QRectF(left, self.rect.top() + TITLE + 12 + lift, CARD_WIDTH, CARD_HEIGHT)

    def pile_rect(self) -> QRectF:
        """Where the deck and the discard pile are (their counts, at the title's right): a
        card half the size of the harbour's."""
        width, height = CARD_WIDTH / 2, CARD_HEIGHT / 2
        return QRectF(self.rect.right() - 12 - width, self.rect.top() + 4, width, height)

    def set_state(self, cards: list[int], deck: int, discard: int, selectable: set[int],
             selected: set[int]) -> None:  # fmt: skip
        def look(slot: int) -> tuple[int, bool, bool]:
            return self.cards[slot - 1], slot in self.selectable, slot in self.selected

        before = [look(slot) for slot in range(1, HARBOUR_SLOTS + 1)]
        counts = (self.deck, self.discard)
        self.cards, self.deck, self.discard = list(cards), deck, discard
        self.selectable, self.selected = set(selectable), set(selected)
        changed = [self.area_of(s) for s in range(1, HARBOUR_SLOTS + 1) if look(s) != before[s - 1]]
        if counts != (deck, discard):
            changed.append(QRectF(self.rect.left(), self.rect.top(), self.rect.width(), TITLE))
        self.update_area(*changed)

    def area_of(self, thing: object) -> QRectF | None:
        """A slot's card, lifted or not, with its frame and number."""
        if not isinstance(thing, int):
            return None
        rect = self.slot_rect(thing)
        top = self.rect.top() + TITLE + 12 - 8
        return QRectF(rect.left(), top, rect.width(), rect.bottom() + 16 - top)

    def target_at(self, point: QPointF) -> Target | None:
        for slot in range(1, HARBOUR_SLOTS + 1):
            if self.slot_rect(slot).contains(point) and self.cards[slot - 1] >= 0:
                return ("slot", slot)
        return None

    def paint(
        self, painter: QPainter, option: QStyleOptionGraphicsItem, widget: QWidget | None = None
    ) -> None:
        note = tr("deck: {deck} · discarded: {discard}").format(deck=self.deck,
                                                                discard=self.discard)  # fmt: skip
        paint_panel(painter, self.rect, tr("Harbour"), note)
        for slot in range(1, HARBOUR_SLOTS + 1):
            rect = self.slot_rect(slot)
            if not rect.adjusted(-8, -8, 8, 20).intersects(option.exposedRect):
                continue
            card = self.cards[slot - 1]
            if card < 0 or slot in self.coming:
                drawings.empty(painter, rect, 8)
            else:
                drawings.card(painter, rect, card)
            if slot in self.selected:
                frame(painter, rect, SELECTED_PEN, 10)
            elif slot in self.selectable:
                frame(painter, rect, LEGAL_PEN, 10)
            painter.setPen(pal.CHALK)
            number = QRectF(rect.left(), rect.bottom() + 1, rect.width(), 14)
            pal.text(painter, number, Qt.AlignmentFlag.AlignCenter, str(slot), 10)
