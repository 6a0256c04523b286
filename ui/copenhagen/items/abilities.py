"""The ability tiles: owned and active (bright), used (turned over, grey) or not owned (an
outline); your row names them, the other players' show them small."""

from __future__ import annotations

from PySide6.QtCore import QPointF, QRectF, Qt
from PySide6.QtGui import QColor, QPainter, QPen
from PySide6.QtWidgets import QStyleOptionGraphicsItem, QWidget

from engine.copenhagen import Ability
from engine.copenhagen.player import Player
from ui import palette as pal
from ui.copenhagen.items.base import Item, paint_panel
from ui.copenhagen.layout import TITLE
from ui.copenhagen.words import ability_help, ability_name
from ui.i18n import tr

ACTIVE = QColor("#f1d78a")
USED = QColor("#8a8577")
GLYPHS = {Ability.ANY: "⇄", Ability.EXTRA: "+1", Ability.DISCOUNT: "−1",
          Ability.COLOURS: "◐", Ability.BOTH: "A+B"}  # fmt: skip


def paint_ability(painter: QPainter, rect: QRectF, ability: Ability, owned: bool,
                  used: bool) -> None:  # fmt: skip
    """One ability tile in ``rect``."""
    painter.setRenderHint(QPainter.RenderHint.Antialiasing)
    radius = rect.width() * 0.15
    if not owned:
        painter.setPen(QPen(pal.PANEL_EDGE, 1.5, Qt.PenStyle.DashLine))
        painter.setBrush(Qt.BrushStyle.NoBrush)
        painter.drawRoundedRect(rect, radius, radius)
        painter.setPen(pal.FADED)
    else:
        painter.setPen(QPen(pal.INK, 1.5))
        painter.setBrush(USED if used else ACTIVE)
        painter.drawRoundedRect(rect, radius, radius)
        painter.setPen(pal.CHALK if used else pal.INK)
    pal.text(painter, rect, Qt.AlignmentFlag.AlignCenter, GLYPHS[ability],
             rect.height() * 0.36, True)  # fmt: skip
    if owned and used:  # crossed: turned over until a bonus turns it back
        painter.setPen(QPen(pal.CHALK, 2))
        painter.drawLine(rect.topLeft() + QPointF(4, 4), rect.bottomRight() - QPointF(4, 4))


class AbilityRow(Item):
    """Your five ability tiles, named, with what each does as a tooltip."""

    def __init__(self, rect: QRectF) -> None:
        super().__init__(rect)
        self.player: Player | None = None
        self.setZValue(1)

    def tile_rect(self, ability: Ability) -> QRectF:
        side = 50.0
        step = (self.rect.width() - 20) / len(Ability)
        left = self.rect.left() + 10 + step * ability + (step - side) / 2
        return QRectF(left, self.rect.top() + TITLE - 2, side, side)

    def set_state(self, player: Player) -> None:
        self.player = player
        tips = []
        for ability in Ability:
            state = (tr("active") if player.active & ability.bit else
                     tr("used") if player.owned & ability.bit else tr("not yours"))  # fmt: skip
            tips.append(f"{ability_name(ability)} ({state}): {ability_help(ability)}")
        self.setToolTip("\n".join(tips))
        self.update()

    def paint(
        self, painter: QPainter, option: QStyleOptionGraphicsItem, widget: QWidget | None = None
    ) -> None:
        if self.player is None:
            return
        paint_panel(painter, self.rect, tr("Abilities"))
        for ability in Ability:
            rect = self.tile_rect(ability)
            owned = bool(self.player.owned & ability.bit)
            paint_ability(painter, rect, ability, owned, bool(self.player.used & ability.bit))
