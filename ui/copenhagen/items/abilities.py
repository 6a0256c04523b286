"""The ability tiles: owned and active (bright), used (turned over, grey) or not owned (an
outline); your row names them, the other players' show them small."""

from __future__ import annotations

from PySide6.QtCore import QRectF
from PySide6.QtGui import QPainter
from PySide6.QtWidgets import QStyleOptionGraphicsItem, QWidget

from engine.copenhagen import Ability
from engine.copenhagen.player import Player
from ui.copenhagen.items import drawings
from ui.copenhagen.items.base import Item, paint_panel
from ui.copenhagen.layout import TITLE
from ui.copenhagen.words import ability_help, ability_name
from ui.i18n import tr


class AbilityRow(Item):
    """Your five ability tiles, named, with what each does as a tooltip."""

    kept = True

    def __init__(self, rect: QRectF) -> None:
        super().__init__(rect)
        self.player: Player | None = None
        self.setZValue(1)

    def tile_rect(self, ability: Ability) -> QRectF:
        side = 50.0
        step = (self.rect.width() - 20) / len(Ability)
        left = self.rect.left() + 10 + step * ability + (step - side) / 2
        return QRectF(left, self.rect.top() + TITLE - 2, side, side)

    def area_of(self, thing: object) -> QRectF | None:
        return self.tile_rect(thing) if isinstance(thing, Ability) else None

    def set_state(self, player: Player) -> None:
        shown = self.player
        if shown is not None and (shown.owned, shown.used) == (player.owned, player.used):
            self.player = player
            return
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
            owned = bool(self.player.owned & ability.bit) and ability not in self.coming
            drawings.ability(painter, rect, ability, owned, bool(self.player.used & ability.bit))
