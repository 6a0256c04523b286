"""The payment chooser: when a tile placed can be paid in more than one way (with or without
Construction discount, with Change of colours), each way with its cards and its cost."""

from __future__ import annotations

from dataclasses import dataclass

from PySide6.QtCore import QPointF, QRectF, Qt
from PySide6.QtGui import QPainter, QPen
from PySide6.QtWidgets import QStyleOptionGraphicsItem, QWidget

from engine.copenhagen import Ability, Move
from engine.copenhagen.components import COLOURS
from ui import palette as pal
from ui.copenhagen import art
from ui.copenhagen.items import drawings
from ui.copenhagen.items.base import LEGAL_PEN, SELECTED_PEN, Item, Target, frame
from ui.copenhagen.items.bonus import BACK
from ui.copenhagen.words import ability_name, payment_words, tile_name
from ui.i18n import tr

ROW = 44.0
TOP = 66.0
CARD_W = 18.0


@dataclass(frozen=True, slots=True)
class Payment:
    """A way to pay: the build, and the abilities its payment spends."""

    move: Move
    spends: tuple[Ability, ...]


class PaymentItem(Item):
    """The ways to pay for the tile placed (hidden when there is no choice to make)."""

    def __init__(self, rect: QRectF) -> None:
        super().__init__(rect)
        self.payments: list[Payment] = []
        self.chosen = 0
        """The payment the keyboard is on (framed)."""
        self.setZValue(6)
        self.hide()

    def show_choices(self, payments: list[Payment], cursor: int) -> None:
        self.payments, self.chosen = list(payments), cursor
        self.setVisible(bool(payments))
        self.update()

    @property
    def moves(self) -> list[Move]:
        return [p.move for p in self.payments]

    def _columns(self) -> int:
        rows = int((self.rect.height() - TOP - 8) // (ROW + 6))
        return 1 if len(self.payments) <= rows else 2

    def option_rect(self, index: int) -> QRectF:
        rows = int((self.rect.height() - TOP - 8) // (ROW + 6))
        columns = self._columns()
        column, row = divmod(index, rows) if columns > 1 else (0, index)
        width = (self.rect.width() - 32 - (columns - 1) * 12) / columns
        return QRectF(self.rect.left() + 16 + column * (width + 12),
                      self.rect.top() + TOP + row * (ROW + 6), width, ROW)  # fmt: skip

    def target_at(self, point: QPointF) -> Target | None:
        if not self.isVisible():
            return None
        for index, payment in enumerate(self.payments):
            if self.option_rect(index).contains(point):
                return ("pay", payment.move)
        return None

    def paint(
        self, painter: QPainter, option: QStyleOptionGraphicsItem, widget: QWidget | None = None
    ) -> None:
        if not self.payments:
            return
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        painter.setPen(QPen(pal.HIGHLIGHT, 2))
        painter.setBrush(BACK)
        painter.drawRoundedRect(self.rect, 12, 12)
        painter.setPen(pal.CHALK)
        title = QRectF(self.rect.left() + 16, self.rect.top() + 6, self.rect.width() - 32, 30)
        tile = tile_name(self.payments[0].move.a)
        pal.text(painter, title, Qt.AlignmentFlag.AlignVCenter,
                 tr("How do you pay for the {tile} tile?").format(tile=tile), 16, True)  # fmt: skip
        note = QRectF(title.left(), title.bottom(), title.width(), 24)
        pal.text(painter, note, Qt.AlignmentFlag.AlignVCenter,
                 tr("Click a payment (1-9, or the arrows and Enter); Esc: back to the tile."),
                 12)  # fmt: skip
        for index, payment in enumerate(self.payments):
            self._paint_option(painter, index, payment)

    def _paint_option(self, painter: QPainter, index: int, payment: Payment) -> None:
        rect = self.option_rect(index)
        painter.setPen(QPen(pal.PANEL_EDGE, 1))
        painter.setBrush(pal.PANEL)
        painter.drawRoundedRect(rect, 8, 8)
        pay = payment.move.pay
        left = rect.left() + 8
        for colour in range(COLOURS):
            for _ in range(pay[colour]):
                art.paint_card(painter, QRectF(left, rect.top() + 6, CARD_W, ROW - 12), colour)
                left += CARD_W * 0.6
        if not sum(pay):
            left += CARD_W
        words = f"{index + 1}. " if index < 9 else ""
        words += tr("%n card(s)", None, sum(pay)) + ": " + payment_words(pay)
        if payment.spends and self._columns() == 1:  # the room to name them
            spent = ", ".join(ability_name(a) for a in payment.spends)
            words += " · " + tr("uses {abilities}").format(abilities=spent)
        side = ROW - 16
        right = rect.right() - 6
        for ability in reversed(payment.spends):  # the ability tiles it spends, as on the table
            right -= side
            where = QRectF(right, rect.top() + 8, side, side)
            drawings.ability(painter, where, ability, True, False)
            right -= 4
        painter.setPen(pal.CHALK)
        flags = int(Qt.AlignmentFlag.AlignVCenter) | int(Qt.TextFlag.TextWordWrap)
        text = QRectF(left + CARD_W, rect.top(), right - left - CARD_W - 4, rect.height())
        pal.text(painter, text, flags, words, 12)
        frame(painter, rect, SELECTED_PEN if index == self.chosen else LEGAL_PEN, 10)
