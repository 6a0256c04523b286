"""A player's house board: 5 columns x 9 floors, the coats of arms, the facade tiles built,
the complete floors and columns marked with their points, and the cells lit for the tile held."""

from __future__ import annotations

from PySide6.QtCore import QPointF, QRectF, Qt
from PySide6.QtGui import QColor, QPainter, QPen
from PySide6.QtWidgets import QStyleOptionGraphicsItem, QWidget

from engine.copenhagen import Ability
from engine.copenhagen.components import (
    COAT_CELLS,
    COAT_FLOORS,
    COLUMNS,
    FLOORS,
)
from engine.copenhagen.house import COLUMN_MASKS, FLOOR_MASKS, parse_cell
from engine.copenhagen.player import Player
from ui import palette as pal
from ui.copenhagen import art
from ui.copenhagen.items import drawings
from ui.copenhagen.items.base import Item, Target, paint_panel
from ui.copenhagen.layout import TITLE
from ui.i18n import tr

COATS = frozenset(parse_cell(name) for name in COAT_CELLS)
LIT = QColor(80, 220, 120, 110)
LIT_EDGE = QColor(80, 220, 120, 230)
DONE = QColor("#f0b400")
_LETTERS = "abcde"


class HouseItem(Item):
    """A house board in its panel; ``cell`` is the side of a cell (your board is larger)."""

    kept = True

    def __init__(self, rect: QRectF, cell: float, own: bool) -> None:
        super().__init__(rect)
        self.cell = cell
        self.own = own
        self.player: Player | None = None
        self.name = ""
        self.colour = QColor(pal.PLAYER_COLOURS[0])
        self.to_move = False
        self.lit = 0
        self.setZValue(1)
        self.board = BoardItem(self)

    @property
    def origin(self) -> QPointF:
        """The lower left corner of cell a1."""
        left = self.rect.left() + (30 if self.own else 22)
        return QPointF(left, self.rect.top() + TITLE + 8 + FLOORS * self.cell)

    def cell_rect(self, column: int, floor: int) -> QRectF:
        o = self.origin
        return QRectF(o.x() + column * self.cell, o.y() - (floor + 1) * self.cell,
                      self.cell, self.cell)  # fmt: skip

    def board_rect(self) -> QRectF:
        o = self.origin
        return QRectF(o.x(), o.y() - FLOORS * self.cell, COLUMNS * self.cell, FLOORS * self.cell)

    def cell_at(self, point: QPointF) -> tuple[float, float] | None:
        """The board position (in cells, fractional) under ``point``; None off the board."""
        board = self.board_rect().adjusted(-self.cell, -self.cell, self.cell, self.cell)
        if not board.contains(point):
            return None
        o = self.origin
        return (point.x() - o.x()) / self.cell, (o.y() - point.y()) / self.cell

    def set_state(self, player: Player, name: str, colour: QColor, to_move: bool) -> None:
        """Show ``player``; only the parts that changed are drawn again (the title, the frame
        of the player to move, the hand and abilities beside the house, the board)."""
        shown, was = self.player, (self.name, self.colour, self.to_move)
        self.player, self.name, self.colour, self.to_move = player, name, colour, to_move
        self.board.set_state(player, self.lit)
        if shown is None or (name, colour) != was[:2]:
            self.update()
            return
        r = self.rect
        title = QRectF(r.left(), r.top(), r.width(), TITLE)
        changed = []
        if to_move != was[2]:
            changed += [title, QRectF(r.left(), r.bottom() - 8, r.width(), 8),
                        QRectF(r.left(), r.top(), 8, r.height()),
                        QRectF(r.right() - 8, r.top(), 8, r.height())]  # fmt: skip
        if shown.points != player.points:
            changed.append(title)
        side = (player.hand_size, player.owned, player.used)
        if not self.own and (shown.hand_size, shown.owned, shown.used) != side:
            changed.append(self.side_rect())
        self.update_area(*changed)

    def side_rect(self) -> QRectF:
        """Beside another player's house: the hand and the ability tiles."""
        back = self.hand_rect()
        bottom = self.ability_rect(Ability.BOTH).bottom()
        return QRectF(back.left(), back.top(), self.rect.right() - back.left(),
                      bottom - back.top())  # fmt: skip

    def area_of(self, thing: object) -> QRectF | None:
        if isinstance(thing, tuple) and thing[0] == "ability":
            return self.ability_rect(thing[1])
        return None

    def hand_rect(self) -> QRectF:
        """Beside another player's house: the back of a card, the hand's size beside it."""
        return QRectF(self.board_rect().right() + 44, self.rect.top() + TITLE + 8, 34, 48)

    def ability_rect(self, ability: Ability) -> QRectF:
        """Beside another player's house: an ability tile."""
        side = 36.0
        back = self.hand_rect()
        row, column = divmod(int(ability), 3)
        return QRectF(back.left() + column * (side + 8), back.top() + 62 + row * (side + 8),
                      side, side)  # fmt: skip

    def set_lit(self, lit: int) -> None:
        self.lit = lit
        if self.player is not None:
            self.board.set_state(self.player, lit)

    def target_at(self, point: QPointF) -> Target | None:
        where = self.cell_at(point)
        return None if where is None or not self.own else ("cell", where)

    def paint(
        self, painter: QPainter, option: QStyleOptionGraphicsItem, widget: QWidget | None = None
    ) -> None:
        player = self.player
        if player is None:
            return
        points = tr("%n point(s)", None, player.points)
        paint_panel(painter, self.rect, self.name, points)
        if self.to_move:
            painter.setPen(QPen(self.colour, 4))
            painter.setBrush(Qt.BrushStyle.NoBrush)
            painter.drawRoundedRect(self.rect.adjusted(1, 1, -1, -1), 10, 10)
        disc = QRectF(self.rect.left() + 10, self.rect.top() + 9, 12, 12)
        pal.paint_player_mark(painter, disc, self.colour)
        if not self.own:
            self._paint_side(painter, player)

    def house_rect(self) -> QRectF:
        """Where :meth:`paint_house` draws: the board with its labels and line badges."""
        return self.board_rect().adjusted(-(30 if self.own else 22), -6, self.cell * 0.8 + 8,
                                          24 if self.own else 18)  # fmt: skip

    def paint_house(self, painter: QPainter) -> None:
        """The board alone, without its panel (a read-only picture of the house)."""
        option = QStyleOptionGraphicsItem()
        option.exposedRect = self.board.boundingRect()
        self.board.paint(painter, option)

    def _paint_side(self, painter: QPainter, player: Player) -> None:
        """Beside another player's house: the size of the hand, the ability tiles."""
        back = self.hand_rect()
        drawings.card_back(painter, back)
        painter.setPen(pal.CHALK)
        pal.text(painter, QRectF(back.right() + 8, back.top(), 140, back.height()),
                 Qt.AlignmentFlag.AlignVCenter, tr("%n card(s)", None, player.hand_size), 13,
                 True)  # fmt: skip
        for ability in Ability:
            owned = bool(player.owned & ability.bit) and ("ability", ability) not in self.coming
            drawings.ability(painter, self.ability_rect(ability), ability, owned,
                          bool(player.used & ability.bit))  # fmt: skip


class BoardItem(Item):
    """The board of a house, above its panel: the cells (the facade tiles built, the coats of
    arms, the cells lit for the tile held), the floors' and columns' labels, the complete lines
    with their points. It is drawn again only when its content changes; a cell still coming
    (:attr:`coming`) is drawn empty."""

    kept = True

    def __init__(self, house: HouseItem) -> None:
        board = house.board_rect()
        super().__init__(board.adjusted(-30, -4, house.cell * 0.8 + 10, 26), house)
        self.house = house
        self.player: Player | None = None
        self.lit = 0

    def area_of(self, thing: object) -> QRectF | None:
        """A cell (its index)."""
        if not isinstance(thing, int):
            return None
        return self.house.cell_rect(thing % COLUMNS, thing // COLUMNS)

    def set_state(self, player: Player, lit: int) -> None:
        """Show ``player``'s board with the cells ``lit``: the floors and columns of the cells
        that changed are drawn again (with their labels and badges)."""
        shown, was = self.player, self.lit
        self.player, self.lit = player, lit
        if shown is None:
            self.update()
            return
        changed = (lit ^ was) | (player.bricks ^ shown.bricks)
        for now, then in zip(player.colours, shown.colours, strict=True):
            changed |= now ^ then
        cells = [i for i in range(COLUMNS * FLOORS) if changed >> i & 1]
        area = self.rect
        floors = [self.house.cell_rect(0, f) for f in {i // COLUMNS for i in cells}]
        columns = [self.house.cell_rect(c, 0) for c in {i % COLUMNS for i in cells}]
        self.update_area(*(QRectF(area.left(), r.top(), area.width(), r.height()) for r in floors),
                         *(QRectF(r.left(), area.top(), r.width(), area.height())
                           for r in columns))  # fmt: skip

    def paint(
        self, painter: QPainter, option: QStyleOptionGraphicsItem, widget: QWidget | None = None
    ) -> None:
        player = self.player
        if player is None:
            return
        exposed = option.exposedRect
        house = self.house
        drawings.in_place(painter, f"house:{house.cell:g}:{house.own:d}", self.rect,
                          self._paint_empty)  # fmt: skip
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        for colour, mask in enumerate(player.colours):
            while mask:
                low = mask & -mask
                index = low.bit_length() - 1
                mask ^= low
                rect = house.cell_rect(index % COLUMNS, index // COLUMNS)
                if index not in self.coming and rect.intersects(exposed):
                    drawings.cell(painter, rect, colour, bool(player.bricks & low))
        lit = self.lit & ~player.filled
        if lit:
            painter.setPen(QPen(LIT_EDGE, 2))
            painter.setBrush(LIT)
            while lit:
                low = lit & -lit
                index = low.bit_length() - 1
                lit ^= low
                rect = house.cell_rect(index % COLUMNS, index // COLUMNS)
                painter.drawRect(rect.adjusted(2, 2, -2, -2))
        self._paint_complete(painter, player)

    def _paint_empty(self, painter: QPainter) -> None:
        """The board without a tile: its cells, the coats of arms, the floors' and columns'
        labels (the same for every house of its size)."""
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        house = self.house
        painter.setPen(QPen(art.HOUSE_LINE, 2))
        painter.setBrush(art.HOUSE)
        painter.drawRect(house.board_rect().adjusted(-3, -3, 3, 3))
        for index in range(COLUMNS * FLOORS):
            rect = house.cell_rect(index % COLUMNS, index // COLUMNS)
            painter.setPen(QPen(art.HOUSE_LINE, 1))
            painter.setBrush(Qt.BrushStyle.NoBrush)  # (a coat of arms leaves its own)
            painter.drawRect(rect)
            if index in COATS:
                art.paint_coat(painter, centred(rect, house.cell * 0.5))
        size = 11.0 if house.own else 8.0
        small = house.cell * 0.42
        for floor in range(FLOORS):
            label = self._floor_label(floor)
            if floor + 1 in COAT_FLOORS:
                art.paint_coat(painter, centred(label, min(small, label.width())))
            elif house.own:
                painter.setPen(pal.CHALK)
                pal.text(painter, label, Qt.AlignmentFlag.AlignCenter, str(floor + 1), size)
        if house.own:
            for column in range(COLUMNS):
                painter.setPen(pal.CHALK)
                pal.text(painter, self._below(column), Qt.AlignmentFlag.AlignCenter,
                         _LETTERS[column], size)  # fmt: skip

    def _floor_label(self, floor: int) -> QRectF:
        """Left of floor ``floor`` (from 0): its number or its coat of arms."""
        house = self.house
        rect = house.cell_rect(0, floor)
        return QRectF(rect.left() - (26 if house.own else 20), rect.top(),
                      20 if house.own else 16, rect.height())  # fmt: skip

    def _below(self, column: int) -> QRectF:
        """Below column ``column``: its letter, or its badge once complete."""
        house = self.house
        rect = house.cell_rect(column, 0)
        return QRectF(rect.left(), house.origin.y() + 4, rect.width(), 18 if house.own else 14)

    def _paint_complete(self, painter: QPainter, player: Player) -> None:
        """The complete floors and columns: a badge with their points (over a column's
        letter)."""
        house = self.house
        right = house.origin.x() + COLUMNS * house.cell + 4
        for floor in range(FLOORS):
            mask = FLOOR_MASKS[floor]
            if player.filled & mask == mask:
                rect = house.cell_rect(0, floor)
                windows = not player.bricks & mask
                self._badge(painter, QRectF(right, rect.top() + 2, house.cell * 0.8,
                                            rect.height() - 4),
                            "+2" if windows else "+1")  # fmt: skip
        for column in range(COLUMNS):
            mask = COLUMN_MASKS[column]
            if player.filled & mask == mask:
                windows = not player.bricks & mask
                self._badge(painter, self._below(column).adjusted(2, 0, -2, 0),
                            "+4" if windows else "+2")  # fmt: skip

    def _badge(self, painter: QPainter, rect: QRectF, text: str) -> None:
        """A complete line: a gold badge with its points."""
        painter.setPen(QPen(pal.INK, 1))
        painter.setBrush(DONE)
        painter.drawRoundedRect(rect, 4, 4)
        painter.setPen(pal.INK)
        pal.text(painter, rect, Qt.AlignmentFlag.AlignCenter, text,
                 min(12.0, rect.height() * 0.6), True)  # fmt: skip


def centred(rect: QRectF, side: float) -> QRectF:
    """A square of ``side`` in the middle of ``rect``."""
    centre = rect.center()
    return QRectF(centre.x() - side / 2, centre.y() - side / 2, side, side)
