"""The bonus chooser after a placement: the abilities you may take, turning the used ones
active again, or a special tile on a lit cell of your house."""

from __future__ import annotations

from PySide6.QtCore import QPointF, QRectF, Qt
from PySide6.QtGui import QColor, QPainter, QPen
from PySide6.QtWidgets import QStyleOptionGraphicsItem, QWidget

from engine.copenhagen import Ability, Kind, Move
from ui import palette as pal
from ui.copenhagen.items import drawings
from ui.copenhagen.items.base import LEGAL_PEN, SELECTED_PEN, Item, Target, frame
from ui.copenhagen.words import ability_name
from ui.i18n import tr

BACK = QColor(20, 30, 24, 230)
ROW = 58.0


class BonusItem(Item):
    """The choices of the bonus step (hidden when there are none)."""

    def __init__(self, rect: QRectF) -> None:
        super().__init__(rect)
        self.moves: list[Move] = []
        self.pending = 0
        self.special = False
        self.marked: Move | None = None
        """A suggested bonus (framed)."""
        self.setZValue(5)
        self.hide()

    def show_choices(self, moves: list[Move], special: bool, pending: int,
                     marked: Move | None = None) -> None:  # fmt: skip
        state = (list(moves), special, pending, marked)
        if state != (self.moves, self.special, self.pending, self.marked):
            self.moves, self.special, self.pending, self.marked = state
            self.update()
        self.setVisible(bool(moves) or special)

    def option_rect(self, index: int) -> QRectF:
        return QRectF(self.rect.left() + 16, self.rect.top() + 74 + index * (ROW + 6),
                      self.rect.width() - 32, ROW)  # fmt: skip

    def target_at(self, point: QPointF) -> Target | None:
        if not self.isVisible():
            return None
        for index, move in enumerate(self.moves):
            if self.option_rect(index).contains(point):
                return ("bonus", move)
        return None

    def paint(
        self, painter: QPainter, option: QStyleOptionGraphicsItem, widget: QWidget | None = None
    ) -> None:
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        painter.setPen(QPen(pal.HIGHLIGHT, 2))
        painter.setBrush(BACK)
        painter.drawRoundedRect(self.rect, 12, 12)
        painter.setPen(pal.CHALK)
        title = QRectF(self.rect.left() + 16, self.rect.top() + 8, self.rect.width() - 32, 30)
        heading = tr("Choose a bonus") if self.pending < 2 else tr(
            "Choose a bonus ({n} to choose)").format(n=self.pending)  # fmt: skip
        pal.text(painter, title, Qt.AlignmentFlag.AlignVCenter, heading, 16, True)
        note = QRectF(title.left(), title.bottom(), title.width(), 30)
        pal.text(painter, note, Qt.AlignmentFlag.AlignVCenter,
                 tr("or place a special tile on a lit cell of your house") if self.special
                 else tr("no special tile fits on your house"), 12)  # fmt: skip
        for index, move in enumerate(self.moves):
            rect = self.option_rect(index)
            painter.setPen(QPen(pal.PANEL_EDGE, 1))
            painter.setBrush(pal.PANEL)
            painter.drawRoundedRect(rect, 8, 8)
            tile = QRectF(rect.left() + 6, rect.top() + 5, ROW - 10, ROW - 10)
            if move.kind == Kind.ABILITY:
                ability = Ability(move.a)
                drawings.ability(painter, tile, ability, True, False)
                words = tr("Take {ability}").format(ability=ability_name(ability))
            else:
                drawings.ability(painter, tile, Ability.ANY, True, True)
                words = tr("Turn your used abilities active again")
            painter.setPen(pal.CHALK)
            pal.text(painter, rect.adjusted(ROW + 4, 0, -8, 0), Qt.AlignmentFlag.AlignVCenter,
                     f"{index + 1}. {words}", 14)  # fmt: skip
            frame(painter, rect, SELECTED_PEN if move == self.marked else LEGAL_PEN, 10)
