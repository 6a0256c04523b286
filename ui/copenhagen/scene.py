"""Copenhagen's table as a scene: it shows a game snapshot (:meth:`CopenhagenScene.show_game`)
and turns the player's clicks and keys into legal moves (``move_chosen``); it never changes
the game.

Mouse: click two harbour cards to take them (a third with Additional card: Enter confirms);
click a tile of the market to hold it, R (the right button, the Turn button) turns it, F (the
Flip button) flips it, a click on a lit cell of your house builds it (when it can be paid in more
than one way, the payment chooser asks how); click a colour of your hand to discard; the bonus
chooser's options, or a lit cell for a special tile. Keyboard: 1-7 choose harbour cards (in the
bonus step and the payment chooser: the options; in the discard step: 1-5 the colours of your
hand), T holds the next tile you can build, the arrows move it (or the payment chooser's
cursor), Enter or Space places it, Esc drops the choice. A suggested step
(:meth:`CopenhagenScene.suggest`) is shown as a choice under way; Enter plays it."""

from __future__ import annotations

from collections.abc import Sequence
from typing import TYPE_CHECKING

from PySide6.QtCore import QPointF, QRectF, Qt, Signal
from PySide6.QtGui import QColor, QKeyEvent
from PySide6.QtWidgets import QGraphicsScene, QGraphicsSceneMouseEvent

from engine.copenhagen import CopenhagenGame, Kind, Move, Step
from engine.copenhagen.components import COLOURS, COLUMNS, FLOORS
from ui import palette as pal
from ui.copenhagen.composer import SPECIAL, Composer, spent_abilities
from ui.copenhagen.items.abilities import AbilityRow
from ui.copenhagen.items.base import Item, Target
from ui.copenhagen.items.bonus import BonusItem
from ui.copenhagen.items.ghost import GhostItem
from ui.copenhagen.items.hand import HandItem
from ui.copenhagen.items.harbour import HarbourItem
from ui.copenhagen.items.house import HouseItem
from ui.copenhagen.items.market import MarketItem
from ui.copenhagen.items.payment import Payment, PaymentItem
from ui.copenhagen.items.track import TrackItem
from ui.copenhagen.layout import (
    HARBOUR,
    HEIGHT,
    MARKET,
    OWN_CELL,
    TRACK,
    WIDTH,
    others_parts,
    own_parts,
)
from ui.copenhagen.motion import follows, glide_changes, places
from ui.copenhagen.shapes import Cell
from ui.copenhagen.words import tile_name
from ui.glides import Glides
from ui.i18n import current_language, tr
from ui.table.items.recap import RecapItem

if TYPE_CHECKING:
    from ui.log import LogPanel

RECAP_TEXT = 12.0
"""The size of the recap's text on this table."""


class CopenhagenScene(QGraphicsScene):
    """The table: your house, abilities and hand, the harbour, the market, the score track,
    the other houses and the recap of their turns; the ghost tile and the bonus chooser over
    them."""

    move_chosen = Signal(object)
    """(Move): a legal move the player chose."""
    message = Signal(str)
    """Something to tell the player (a choice that is not possible)."""
    selection_changed = Signal()

    def __init__(self) -> None:
        super().__init__()
        self.setSceneRect(QRectF(0, 0, WIDTH, HEIGHT))
        self.setBackgroundBrush(pal.TABLE)
        self.composer = Composer()
        self.game: CopenhagenGame | None = None
        self.viewer: int | None = None
        self.names: list[str] = []
        self.colours: list[QColor] = []
        parts = own_parts()
        self.own = HouseItem(parts.house, OWN_CELL, True)
        self.abilities = AbilityRow(parts.abilities)
        self.hand = HandItem(parts.hand)
        self.harbour = HarbourItem(HARBOUR)
        self.market = MarketItem(MARKET)
        self.track = TrackItem(TRACK)
        self.bonus = BonusItem(MARKET.adjusted(60, 40, -60, -40))
        self.payment = PaymentItem(MARKET.adjusted(20, 10, -20, -10))
        self.ghost = GhostItem(OWN_CELL)
        self.panels: dict[int, HouseItem] = {}
        """The house panel showing each seat."""
        self.own_seat = 0
        """The seat on your panel (the viewer's; a spectator's: the seat to move)."""
        self.glides = Glides(self)
        """The glides of what moves (see :mod:`ui.copenhagen.motion`); their duration (ms, 0:
        none) is the player's animation speed."""
        self._language = current_language()
        for item in (self.own, self.abilities, self.hand, self.harbour, self.market, self.track,
                     self.bonus, self.payment, self.ghost):  # fmt: skip
            self.addItem(item)
        self.others: list[HouseItem] = []
        self.recap: RecapItem | None = None
        self.log: LogPanel | None = None
        self.recap_yours = True
        self.origin: Cell | None = None
        """Where the ghost lies on your house (its lower left cell), None: not over it."""

    @property
    def interactive(self) -> bool:
        return self.composer.interactive

    def follow_log(self, log: LogPanel, yours: bool = True) -> None:
        """Recap, under the other houses, the moves ``log`` tells since the last turn of the
        player at the table (``yours``: the seat in front is the player's, "your last turn";
        not in the replay viewer, which names it)."""
        self.log = log
        self.recap_yours = yours
        log.changed.connect(self._recap)
        self._recap()

    # ------------------------------------------------------------ showing

    def _lay_out_others(self, count: int) -> None:
        """The panels of ``count`` other players and the recap under them."""
        for old in (*self.others, self.recap):
            if old is not None:
                self.removeItem(old)
        parts = others_parts(count)
        self.others = [HouseItem(rect, parts.cell, False) for rect in parts.panels]
        for house in self.others:
            self.addItem(house)
        self.recap = RecapItem(parts.recap, RECAP_TEXT)
        self.recap.setPos(parts.recap.topLeft())
        self.addItem(self.recap)

    def _recap(self) -> None:
        """The others' turns since the last turn of the seat whose house is large."""
        game = self.game
        if self.recap is None or game is None:
            return
        seat = self.viewer if self.viewer is not None else (game.to_move or 0)
        name = self.names[seat] if seat < len(self.names) else ""
        self.recap.tell(self.log, seat, seat == self.viewer and self.recap_yours, name,
                        self.colours)  # fmt: skip

    def show_game(self, game: CopenhagenGame, names: list[str], colours: list[QColor],
                  viewer: int | None, interactive: bool) -> None:  # fmt: skip
        """Show ``game`` (a snapshot the scene keeps and never changes) from ``viewer``'s
        seat; ``interactive``: the viewer chooses the next move. Only the items whose content
        changed are drawn again; when ``game`` is the shown one a move later, what moved glides
        from where it was to its place."""
        self.glides.finish()
        previous = self.game
        following = (previous is not None and self.glides.duration > 0
                     and follows(previous, game))  # fmt: skip
        was = places(self) if following else None
        if current_language() != self._language:  # every text is drawn again
            self._language = current_language()
            self.abilities.player = None
            for item in self.items():
                item.update()
        self.game, self.names, self.colours, self.viewer = game, names, colours, viewer
        if len(self.others) != game.n - 1:
            self._lay_out_others(game.n - 1)
        self.composer.reset(game, interactive)
        own_seat = viewer if viewer is not None else (game.to_move or 0)
        order = [(own_seat + i) % game.n for i in range(game.n)]
        to_move = game.to_move
        self.own_seat = own_seat
        self.panels = {own_seat: self.own}
        self.own.set_state(game.players[own_seat], names[own_seat], colours[own_seat],
                      to_move == own_seat)  # fmt: skip
        self.abilities.set_state(game.players[own_seat])
        for item, seat in zip(self.others, order[1:] + [None] * 3, strict=False):
            item.setVisible(seat is not None)
            if seat is not None:
                self.panels[seat] = item
                item.set_state(game.players[seat], names[seat], colours[seat], to_move == seat)
        self.track.set_state([p.points for p in game.players], colours)
        if self.origin is None and self.composer.ghost is not None:
            self.origin = (0, 0)
        self._recap()
        self._marks()
        if was is not None and previous is not None:
            glide_changes(self, was, previous, game)

    def _marks(self) -> None:
        """What the choice under way lights: cards, tiles, cells, the ghost, the bonuses."""
        game, composer = self.game, self.composer
        if game is None:
            return
        step = composer.step
        main = step == Step.MAIN
        selectable = composer.selectable_slots() if main else set()
        self.harbour.set_state(game.harbour, len(game.deck), len(game.discard), selectable,
                               composer.slots)  # fmt: skip
        held = composer.ghost.kind if composer.ghost is not None else None
        self.market.set_state(game.tiles, game.specials, composer.buildable_kinds(), held)
        own_seat = self.viewer
        hand = game.players[own_seat].hand if own_seat is not None else [0] * 5
        suggested = composer.suggested
        marked = suggested.a if suggested is not None and suggested.kind == Kind.DISCARD else None
        self.hand.set_state(hand, composer.discard_colours(), own_seat is None, marked)
        self.own.set_lit(composer.lit_cells())
        bonus = step == Step.BONUS
        self.bonus.show_choices(composer.bonus_moves() if bonus else [],
                                bonus and bool(composer.special_cells()), game.pending,
                                suggested)  # fmt: skip
        self.payment.show_choices([Payment(m, tuple(spent_abilities(game, m)))
                                   for m in composer.paying], composer.pay_cursor)  # fmt: skip
        self._place_ghost()
        self.selection_changed.emit()

    def _place_ghost(self) -> None:
        composer = self.composer
        ghost = composer.ghost
        if ghost is None or self.origin is None or not self.interactive:
            self.ghost.hide()
            return
        ox, oy = self.origin
        corner = self.own.origin + QPointF(ox * OWN_CELL, -oy * OWN_CELL)
        move = composer.move_at(self.origin)
        cost = sum(move.pay) if move is not None and move.kind == Kind.BUILD else None
        ways = len(composer.payments_at(self.origin))
        self.ghost.place(ghost, corner, move is not None, cost, composer.full_cost(), ways)

    # ------------------------------------------------------------ the mouse

    def _items(self) -> list[Item]:
        return [self.payment, self.bonus, self.harbour, self.market, self.hand, self.own]

    def target_at(self, point: QPointF) -> Target | None:
        for item in self._items():
            if item.isVisible():
                target = item.target_at(point)
                if target is not None:
                    return target
        return None

    def mouseMoveEvent(self, event: QGraphicsSceneMouseEvent) -> None:
        super().mouseMoveEvent(event)
        self.hover(event.scenePos())

    def hover(self, point: QPointF) -> None:
        """The pointer at ``point``: the ghost follows it over your house (not while the
        player chooses how to pay for it where it lies)."""
        if self.composer.ghost is None or self.composer.paying:
            return
        where = self.own.cell_at(point)
        if where is None:
            return
        origin = self._origin_for(*where)
        if origin != self.origin:
            self.origin = origin
            self._place_ghost()

    def _origin_for(self, fx: float, fy: float) -> Cell:
        """The ghost's lower left cell when the pointer is at board position (fx, fy): the
        tile centred on the pointer, kept on the board."""
        width, height = self.composer.ghost_span()
        ox = min(max(round(fx - width / 2), 0), COLUMNS - width)
        oy = min(max(round(fy - height / 2), 0), FLOORS - height)
        return ox, oy

    def mousePressEvent(self, event: QGraphicsSceneMouseEvent) -> None:
        if not self.interactive:
            return
        if event.button() == Qt.MouseButton.RightButton:
            self.turn()
            return
        if event.button() == Qt.MouseButton.LeftButton:
            self.click(event.scenePos())

    def click(self, point: QPointF) -> None:
        """A left click at ``point``."""
        target = self.target_at(point)
        if target is None:
            return
        what, value = target
        composer = self.composer
        if what == "slot" and composer.step == Step.MAIN:
            assert isinstance(value, int)
            self._choose(composer.toggle_slot(value))
        elif what == "tile":
            assert isinstance(value, int)
            if composer.hold(value):
                self.message.emit("")
            elif composer.step in (Step.MAIN, Step.BUILD):
                self.message.emit(tr("You cannot build the {tile} tile now.").format(
                    tile=tile_name(value)))  # fmt: skip
        elif what == "turn":
            self.turn()
            return
        elif what == "flip":
            self.flip()
            return
        elif what == "cell" and composer.ghost is not None:
            assert isinstance(value, tuple)
            composer.paying = []
            self.origin = self._origin_for(*value)
            self.place()
            return
        elif what == "pay":
            assert isinstance(value, Move)
            self._choose(value)
            return
        elif what == "hand" and value in composer.discard_colours():
            assert isinstance(value, int)
            self._choose(Move.discard(value))
            return
        elif what == "bonus":
            assert isinstance(value, Move)
            self._choose(value)
            return
        self._marks()

    def place(self) -> None:
        """Put the ghost where it lies (a click, Enter); when it can be paid in more than one
        way, the payment chooser asks how (a suggested build is paid as suggested)."""
        composer = self.composer
        if self.origin is None or composer.ghost is None:
            return
        move = composer.move_at(self.origin)
        if move is None:
            self.message.emit(tr("The tile does not fit there: it needs empty cells, one of "
                                 "them on the ground or right above a tile."))  # fmt: skip
            self._marks()
            return
        options = composer.payments_at(self.origin)
        if move != composer.suggested and len(options) > 1:
            composer.pay_with(options)
            self.message.emit("")
            self._marks()
            return
        self._choose(move)

    def suggest(self, move: Move) -> None:
        """Show a suggested step as a choice under way (see :meth:`Composer.suggest`): the
        cards selected, the tile held where it goes, the colour or the bonus framed."""
        origin = self.composer.suggest(move)
        if self.composer.ghost is not None:
            self.origin = origin if origin is not None else self.origin
        else:
            self.origin = None
        self._marks()

    def _choose(self, move: Move | None) -> None:
        if move is None:
            self._marks()
            return
        self.composer.paying = []
        self.composer.cancel()
        self.origin = None
        self._marks()
        self.move_chosen.emit(move)

    # ------------------------------------------------------------ keys and buttons

    def turn(self) -> None:
        self.composer.turn()
        self._keep_on_board()

    def flip(self) -> None:
        self.composer.flip()
        self._keep_on_board()

    def _keep_on_board(self) -> None:
        if self.composer.ghost is not None and self.origin is not None:
            width, height = self.composer.ghost_span()
            ox, oy = self.origin
            self.origin = (min(ox, COLUMNS - width), min(oy, FLOORS - height))
        self._marks()

    def cancel(self) -> None:
        """Esc: back from the payment chooser to the tile where it lies, else drop the choice
        under way."""
        if self.composer.paying:
            self.composer.cancel()
        elif self.composer.cancel():
            self.origin = None
        self._marks()

    def confirm(self) -> None:
        """Enter: the payment the cursor is on, the selected take, the suggested step, or the
        ghost where it lies."""
        composer = self.composer
        ready = composer.take_ready()
        if composer.paying:
            self._choose(composer.paying[composer.pay_cursor])
        elif ready is not None and composer.step == Step.MAIN:
            self._choose(ready)
        elif composer.suggested_ready() is not None:
            self._choose(composer.suggested_ready())
        elif composer.ghost is not None:
            self.place()

    def end_turn(self) -> None:
        if self.composer.can_end():
            self._choose(Move.end())

    def hold_next(self) -> None:
        """T: hold the next tile kind that can be built (keyboard play)."""
        kinds = sorted(self.composer.buildable_kinds())
        if not kinds:
            return
        held = self.composer.ghost.kind if self.composer.ghost is not None else SPECIAL
        later = [k for k in kinds if k > held]
        self.composer.hold(later[0] if later else kinds[0])
        self.origin = (0, 0)
        self._keep_on_board()

    def nudge(self, dx: int, dy: int) -> None:
        """Move the ghost a cell (the arrows)."""
        if self.composer.ghost is None:
            return
        width, height = self.composer.ghost_span()
        ox, oy = self.origin or (0, 0)
        self.origin = (min(max(ox + dx, 0), COLUMNS - width),
                       min(max(oy + dy, 0), FLOORS - height))  # fmt: skip
        self._marks()

    def handle_key(self, key: int, text: str) -> bool:
        """A key pressed on the table; whether it meant something."""
        if not self.interactive:
            return False
        k = Qt.Key
        if key == k.Key_R:
            self.turn()
        elif key == k.Key_F:
            self.flip()
        elif key == k.Key_T:
            self.hold_next()
        elif key == k.Key_Escape:
            self.cancel()
        elif key in (k.Key_Return, k.Key_Enter, k.Key_Space):
            self.confirm()
        elif self.composer.paying and key in (k.Key_Left, k.Key_Right, k.Key_Up, k.Key_Down):
            self.composer.move_pay_cursor(-1 if key in (k.Key_Left, k.Key_Up) else 1)
            self._marks()
        elif key in (k.Key_Left, k.Key_Right, k.Key_Up, k.Key_Down):
            moves = {k.Key_Left: (-1, 0), k.Key_Right: (1, 0), k.Key_Up: (0, 1),
                     k.Key_Down: (0, -1)}  # fmt: skip
            self.nudge(*moves[k(key)])
        elif text.isdigit():
            return self._digit(int(text))
        else:
            return False
        return True

    def _digit(self, number: int) -> bool:
        """A number key: a payment, a bonus, a colour to discard or a harbour card, by the step."""
        composer, step, index = self.composer, self.composer.step, number - 1
        choices: Sequence[Move | None]
        if composer.paying:
            choices = composer.paying
        elif step == Step.BONUS:
            choices = composer.bonus_moves()
        elif step == Step.DISCARD:
            colours = composer.discard_colours()
            choices = [Move.discard(c) if c in colours else None for c in range(COLOURS)]
        elif step == Step.MAIN and 1 <= number <= 7:
            self._choose(composer.toggle_slot(number))
            return True
        else:
            return False
        choice = choices[index] if 0 <= index < len(choices) else None
        if choice is not None:
            self._choose(choice)
        return True

    def keyPressEvent(self, event: QKeyEvent) -> None:
        if not self.handle_key(event.key(), event.text()):
            super().keyPressEvent(event)
