"""The move composer: the player's clicks and keys on the table turned into ``Move`` values.

No Qt here: the composer works on targets (what was clicked: a senate space, a display slot, an
action, a card of the hand, a square of the large board) and answers with an :class:`Outcome`:
the moves to send (often none) and a :class:`Note` for the status bar. It keeps the choice under
way for the current step: the card that shows the tile and its payment, the ghost tile being
pushed, the roofs chosen for superstructures, the superstructure being moved; and the keyboard
cursor (a zone of the table and a target in it). It also says which targets are legal choices
(:meth:`Composer.marks`), so that the scene only has to draw them.

A build and its push are composed together: the ghost tile appears once the payment is chosen,
and both moves are sent when the push is confirmed, so cancelling the ghost tile undoes the whole
not-yet-confirmed build.
"""

from __future__ import annotations

from dataclasses import dataclass
from enum import Enum, IntEnum

from engine.helsinki.bots.greedy import hand_value
from engine.helsinki.components import CARD_COLOUR, Action, Side
from engine.helsinki.game import Game, Phase
from engine.helsinki.moves import Kind, Move
from engine.helsinki.violation import Violation
from ui.table.ghost import Block, Ghost


class Region(Enum):
    """Where on the table a target lies."""

    SPACE = "space"
    SLOT = "slot"
    ACTION = "action"
    HAND = "hand"
    SQUARE = "square"


@dataclass(frozen=True)
class Target:
    """Something the player can click or reach with the keyboard cursor."""

    region: Region
    index: int


class Zone(IntEnum):
    """The keyboard cursor's zones, in Tab order."""

    HAND = 0
    BOARD = 1
    SENATE = 2
    ACTIONS = 3


class Mark(IntEnum):
    """How a target is highlighted."""

    NONE = 0
    LEGAL = 1
    SELECTED = 2
    PAYMENT = 3


class Say(Enum):
    """What the status bar tells the player (ui.table.words puts it into words)."""

    WAIT = "wait"
    """It is not the player's turn."""
    NOT_ALLOWED = "not-allowed"
    """A click the rules refuse (``violation``)."""
    NOT_NOW = "not-now"
    """A square clicked while the game waits for something else (``phase``)."""
    PAYMENT = "payment"
    """The build being paid: ``count`` of ``total`` cards, ``colour``, ``ready`` to confirm."""
    ROOFS = "roofs"
    """``count`` roofs left to choose; when none, ``squares`` are ready to confirm."""
    ROOF_OF_NEW_TILE = "roof-of-new-tile"
    """Superstructures go only on roofs of the tile just built."""
    ROOFS_FULL = "roofs-full"
    """Every superstructure has its roof already."""
    RELOCATE = "relocate"
    """Moving a superstructure: ``squares`` is the one chosen (0: none yet)."""
    RELOCATE_FIRST = "relocate-first"
    """A free roof clicked before a superstructure."""
    PUSH = "push"
    """The ghost tile waits at ``side`` (``sides``: how many sides it may come from)."""
    PUSH_BLOCKED = "push-blocked"
    """The ghost tile cannot be pushed from ``side``: ``block`` (and ``violation``)."""
    PUSH_REFUSED = "push-refused"
    """Enter on a push that cannot be made: ``block`` (and ``violation``)."""
    MUST_PUSH = "must-push"
    """Esc on a tile already paid for."""
    CANCELLED = "cancelled"
    """The choice under way was dropped."""
    STEP = "step"
    """What to click for the current step (``phase``; ``kinds``: the legal kinds of moves)."""
    SUGGESTION = "suggestion"
    """A suggested step is shown (``moves``: the step, a build with its push)."""


@dataclass(frozen=True)
class Note:
    """A message for the status bar: what to say and the values that go with it."""

    say: Say
    violation: Violation | None = None
    phase: Phase | None = None
    count: int = 0
    total: int = 0
    colour: int = 0
    ready: bool = False
    squares: int = 0
    side: Side | None = None
    sides: int = 1
    block: Block = Block.NONE
    kinds: frozenset[Kind] = frozenset()
    moves: tuple[Move, ...] = ()


@dataclass(frozen=True)
class Outcome:
    """The moves to send (in order) and what to tell the player (None: nothing new)."""

    moves: tuple[Move, ...] = ()
    note: Note | None = None


NOTHING = Outcome()


class Composer:
    """Composes the current step from clicks and keys on the shown game."""

    def __init__(self) -> None:
        self.game: Game | None = None
        self.interactive = False
        self.hand_seat = 0
        self.zone = Zone.HAND
        self.cursor = 0
        self.reset()

    def reset(self) -> None:
        """Drop the choice under way."""
        self.shown: int | None = None
        """Hand index of the card that shows the tile."""
        self.payment: list[int] = []
        """Hand indices of the other cards played."""
        self.ghost: Ghost | None = None
        self.roofs = 0
        """Roofs (a mask) chosen for superstructures."""
        self.relocate_from: int | None = None
        self.suggested: Move | None = None
        """A suggested step shown by its highlights (the choice under way shows the others)."""

    @property
    def has_choice(self) -> bool:
        """Whether a not-yet-confirmed choice is under way (Cancel drops it)."""
        return bool(
            self.shown is not None or self.ghost or self.roofs or self.relocate_from is not None
            or self.suggested is not None
        )

    def show(self, game: Game, interactive: bool, hand_seat: int) -> None:
        """Compose on ``game`` (kept: pass a copy). The choice under way survives only when the
        game is still at the same step; a game waiting for a push gets its ghost tile."""
        same_step = (self.game is not None and game.ply == self.game.ply
                     and game.state_hash() == self.game.state_hash())  # fmt: skip
        self.game = game
        self.interactive = interactive and not game.is_over
        self.hand_seat = hand_seat
        if not same_step or not self.interactive:
            self.reset()
        if self.interactive and game.phase == Phase.PUSH and self.ghost is None:
            self.ghost = Ghost.start(None, game)

    # ------------------------------------------------------------ queries

    def legal(self) -> list[Move]:
        if self.game is None or not self.interactive:
            return []
        return self.game.legal_moves()

    def space_moves(self) -> dict[int, Move]:
        """Legal token moves (and the first placement) by the senate space they lead to."""
        game = self.game
        result: dict[int, Move] = {}
        if game is None:
            return result
        for move in self.legal():
            if move.kind == Kind.PLACE:
                result[move.a] = move
            elif move.kind == Kind.MOVE:
                space = (game.players[game.seat].space + move.a) % 8
                result.setdefault(space, move)
        return result

    def build_moves(self) -> list[Move]:
        return [m for m in self.legal() if m.kind == Kind.BUILD]

    def hand(self) -> list[int]:
        """The cards of the hand shown (the seat to move, or the viewer's)."""
        return [] if self.game is None else self.game.players[self.hand_seat].hand

    def selected_build(self) -> Move | None:
        game = self.game
        if game is None or self.shown is None:
            return None
        hand = game.players[game.seat].hand
        return Move.build(hand[self.shown], tuple(hand[i] for i in self.payment))

    def roofs_ready(self) -> Move | None:
        """The superstructures move, when the chosen roofs are complete and legal."""
        game = self.game
        if game is None or game.phase != Phase.SS or not self.interactive or not self.roofs:
            return None
        move = Move.superstructures(self.roofs)
        return move if move in game.legal_moves() else None

    def ghost_legal(self) -> bool:
        return self.ghost is not None and self.ghost.legal

    def can_confirm(self) -> bool:
        """Whether Enter (the Confirm button) would send a move or bring the ghost tile."""
        if self.suggested is not None:
            return True
        if self.ghost is not None:
            return self.ghost_legal()
        build = self.selected_build()
        return self.roofs_ready() is not None or (build is not None and build in self.legal())

    # ------------------------------------------------------------ notes

    def hint(self) -> Note | None:
        """What the player is to do now, given the choice under way (None: not their turn)."""
        game = self.game
        if game is None or not self.interactive:
            return None
        if self.ghost is not None:
            return self.ghost_note()
        if self.shown is not None:
            return self.payment_note()
        if game.phase == Phase.SS:
            return self.roofs_note()
        if game.phase == Phase.RELOCATE:
            return Note(Say.RELOCATE, squares=0 if self.relocate_from is None
                        else 1 << self.relocate_from)  # fmt: skip
        kinds = frozenset(m.kind for m in game.legal_moves())
        count = len(game.players[game.to_move or 0].hand) if game.phase == Phase.DISCARD else 0
        return Note(Say.STEP, phase=game.phase, kinds=kinds, count=count)

    def payment_note(self) -> Note:
        game, move = self.game, self.selected_build()
        assert game is not None and move is not None
        card = move.cards[0]
        return Note(Say.PAYMENT, count=len(move.cards), total=game.required_cards(card),
                    colour=CARD_COLOUR[card], ready=move in game.legal_moves())  # fmt: skip

    def roofs_note(self) -> Note:
        game = self.game
        assert game is not None
        return Note(Say.ROOFS, count=game.pending_ss - self.roofs.bit_count(), squares=self.roofs)

    def ghost_note(self) -> Note:
        """The live note of the ghost tile: how to move it, or why it cannot go in there."""
        ghost = self.ghost
        assert ghost is not None
        block = ghost.block()
        if block == Block.NONE:
            return Note(Say.PUSH, side=ghost.side, sides=len(ghost.sides))
        violation = ghost.violation() if block == Block.RULE else None
        return Note(Say.PUSH_BLOCKED, side=ghost.side, block=block, violation=violation)

    def _refused(self, move: Move) -> Outcome:
        assert self.game is not None
        return Outcome(note=Note(Say.NOT_ALLOWED, violation=self.game.why_illegal(move)))

    def _try(self, move: Move) -> Outcome:
        """Send ``move`` if it is legal now; otherwise say why."""
        assert self.game is not None
        if move in self.game.legal_moves():
            self.reset()
            return Outcome((move,))
        return self._refused(move)

    # ------------------------------------------------------------ choosing

    def activate(self, target: Target) -> Outcome:
        """A click (or Space on the keyboard cursor) on ``target``."""
        game = self.game
        if game is None:
            return NOTHING
        if not self.interactive:
            return NOTHING if game.is_over else Outcome(note=Note(Say.WAIT))
        region, index = target.region, target.index
        self.suggested = None  # the player chose for themselves
        if self.ghost is not None:
            return self.confirm() if region == Region.SQUARE else NOTHING
        if region == Region.SPACE:
            return self._click_space(index)
        if region == Region.SLOT:
            return self.draw()
        if region == Region.ACTION:
            return self._try(Move.act(Action(index)))
        if region == Region.HAND:
            return self._click_card(index)
        return self._click_square(index)

    def _click_space(self, space: int) -> Outcome:
        game = self.game
        assert game is not None
        moves = self.space_moves()
        if space in moves:
            return self._try(moves[space])
        if game.phase == Phase.SETUP:
            return self._try(Move.place(space))
        distance = (space - game.players[game.seat].space) % 8
        return self._try(Move.move(distance if distance else 8))

    def draw(self) -> Outcome:
        return self._try(Move.draw()) if self.game is not None and self.interactive else NOTHING

    def end_turn(self) -> Outcome:
        return self._try(Move.end()) if self.game is not None and self.interactive else NOTHING

    def number(self, digit: int) -> Outcome:
        """A digit key: the first token's space in the set-up (0-7), else a distance (1-6)."""
        game = self.game
        if game is None or not self.interactive:
            return NOTHING
        if game.phase == Phase.SETUP:
            return self._try(Move.place(digit)) if 0 <= digit <= 7 else NOTHING
        return self._try(Move.move(digit)) if 1 <= digit <= 6 else NOTHING

    def back(self) -> Outcome:
        """One space back (B or minus)."""
        return self._try(Move.move(-1)) if self.game is not None and self.interactive else NOTHING

    def _click_card(self, index: int) -> Outcome:
        game = self.game
        assert game is not None
        # the hand of the seat to move: at the end of a round another seat may have to discard
        to_move = game.to_move
        assert to_move is not None
        hand = game.players[to_move].hand
        card = hand[index]
        if game.phase == Phase.DISCARD:
            return self._try(Move.discard(card))
        if self.shown is None:
            options = [m for m in self.build_moves() if m.cards[0] == card]
            if not options:
                return self._refused(Move.build(card))
            self.shown = index
            self.payment = self._suggest(options, hand, index)
        elif index == self.shown:
            return self.cancel()
        elif index in self.payment:
            self.payment.remove(index)
        else:
            self.payment.append(index)
        return Outcome(note=self.payment_note())

    @staticmethod
    def _suggest(options: list[Move], hand: list[int], shown: int) -> list[int]:
        """Hand indices of the suggested payment: the one keeping the most valuable hand."""

        def rest_value(move: Move) -> float:
            rest = list(hand)
            for card in move.cards:
                rest.remove(card)
            return hand_value(rest)

        best = max(options, key=rest_value)
        taken = {shown}
        payment = []
        for card in best.cards[1:]:
            for i, c in enumerate(hand):
                if c == card and i not in taken:
                    taken.add(i)
                    payment.append(i)
                    break
        return payment

    def _click_square(self, square: int) -> Outcome:
        game = self.game
        assert game is not None
        player = game.players[game.seat]
        if game.phase == Phase.WILD:
            return self._try(Move.wild(square))
        if game.phase == Phase.SS:
            if not game.last_tile >> square & 1:
                return Outcome(note=Note(Say.ROOF_OF_NEW_TILE))
            if not self.roofs >> square & 1 and self.roofs.bit_count() >= game.pending_ss:
                return Outcome(note=Note(Say.ROOFS_FULL))
            self.roofs ^= 1 << square
            return Outcome(note=self.roofs_note())
        if game.phase == Phase.RELOCATE:
            if self.relocate_from is None:
                if not player.superstructures >> square & 1:
                    return Outcome(note=Note(Say.RELOCATE_FIRST))
                self.relocate_from = square
                return Outcome(note=Note(Say.RELOCATE, squares=1 << square))
            if square == self.relocate_from:
                self.relocate_from = None
                return Outcome(note=Note(Say.RELOCATE))
            return self._try(Move.relocate(self.relocate_from, square))
        return Outcome(note=Note(Say.NOT_NOW, phase=game.phase))

    def confirm(self) -> Outcome:
        """Enter: confirm the payment (the ghost tile appears), the push, the roofs or the
        suggested step; else choose what the keyboard cursor is on."""
        game = self.game
        if game is None or not self.interactive:
            return NOTHING
        if self.suggested is not None:
            return self._try(self.suggested)
        roofs = self.roofs_ready()
        if roofs is not None:
            return self._try(roofs)
        if self.ghost is not None:
            ghost = self.ghost
            block = ghost.block()
            if block != Block.NONE:
                violation = ghost.violation() if block == Block.RULE else None
                return Outcome(note=Note(Say.PUSH_REFUSED, block=block, violation=violation))
            push = Move.push(ghost.final())
            moves = (push,) if ghost.build is None else (ghost.build, push)
            self.reset()
            return Outcome(moves)
        move = self.selected_build()
        if move is not None:
            if move not in game.legal_moves():
                return self._refused(move)
            after = game.copy()
            after.apply(move)
            self.ghost = Ghost.start(move, after)
            return Outcome(note=self.ghost_note())
        target = self.cursor_target()
        return self.activate(target) if target is not None else NOTHING

    def cancel(self) -> Outcome:
        """Drop the choice under way (payment, ghost tile, roofs); applied moves stay."""
        if self.game is None:
            return NOTHING
        if self.ghost is not None and self.ghost.build is None:
            return Outcome(note=Note(Say.MUST_PUSH))
        had = self.has_choice
        self.reset()
        return Outcome(note=Note(Say.CANCELLED) if had else None)

    def suggest(self, moves: list[Move]) -> Outcome:
        """Show a suggested step as a choice under way, as if the player had begun it: a
        build's cards and its push's ghost tile, the roofs of superstructures, the
        superstructure to move; other steps by the highlight of what to click. The player
        confirms it, changes it or cancels it (Esc) as any choice."""
        game = self.game
        if game is None or not self.interactive or not moves or moves[0] not in self.legal():
            return NOTHING
        self.reset()
        move = moves[0]
        push = next((m.a for m in moves[1:] if m.kind == Kind.PUSH), None)
        if move.kind == Kind.BUILD:
            hand = game.players[game.seat].hand
            indices: list[int] = []
            for card in move.cards:
                indices.append(next(i for i, c in enumerate(hand)
                                    if c == card and i not in indices))  # fmt: skip
            self.shown, self.payment = indices[0], indices[1:]
            after = game.copy()
            after.apply(move)
            self.ghost = Ghost.start(move, after, push)
        elif move.kind == Kind.PUSH:
            self.ghost = Ghost.start(None, game, move.a)
        elif move.kind == Kind.SS:
            self.roofs = move.a
        elif move.kind == Kind.RELOCATE:
            self.relocate_from = move.a
            self.suggested = move
        else:
            self.suggested = move
        return Outcome(note=Note(Say.SUGGESTION, moves=tuple(moves)))

    def _suggested_marks(self, game: Game) -> dict[Target, Mark]:
        """The highlights of the suggested step (see :meth:`suggest`)."""
        move = self.suggested
        if move is None:
            return {}
        kind = move.kind
        if kind == Kind.PLACE:
            return {Target(Region.SPACE, move.a): Mark.SELECTED}
        if kind == Kind.MOVE:
            own = game.players[game.seat].space
            return {Target(Region.SPACE, (own + move.a) % 8): Mark.SELECTED}
        if kind == Kind.DRAW:
            own = game.players[game.seat].space
            return {Target(Region.SLOT, s): Mark.SELECTED for s in (own, (own + 1) % 8)}
        if kind == Kind.ACT:
            return {Target(Region.ACTION, move.a): Mark.SELECTED}
        if kind == Kind.DISCARD:
            index = self.hand().index(move.a)
            return {Target(Region.HAND, index): Mark.SELECTED}
        if kind == Kind.WILD:
            return {Target(Region.SQUARE, move.a): Mark.SELECTED}
        if kind == Kind.RELOCATE:
            return {Target(Region.SQUARE, move.b): Mark.SELECTED}
        return {}

    # ------------------------------------------------------------ the ghost tile

    def ghost_lane(self, step: int) -> Outcome:
        if self.ghost is None:
            return NOTHING
        self.ghost.move_lane(step)
        return Outcome(note=self.ghost_note())

    def ghost_to_lane(self, lane: int) -> Outcome:
        """Put the ghost tile on ``lane`` (the pointer moved); nothing new when it is there."""
        if self.ghost is None or lane == self.ghost.lane:
            return NOTHING
        self.ghost.set_lane(lane)
        return Outcome(note=self.ghost_note())

    def ghost_turn(self, flip: bool = False, step: int = 1) -> Outcome:
        if self.ghost is None:
            return NOTHING
        self.ghost.turn(flip, step)
        return Outcome(note=self.ghost_note())

    def ghost_side(self) -> Outcome:
        if self.ghost is None or len(self.ghost.sides) < 2:
            return NOTHING
        self.ghost.next_side()
        return Outcome(note=self.ghost_note())

    # ------------------------------------------------------------ keyboard cursor

    def targets(self, zone: Zone) -> list[Target]:
        """The targets of a keyboard zone, in cursor order."""
        if zone == Zone.HAND:
            return [Target(Region.HAND, i) for i in range(len(self.hand()))]
        if zone == Zone.BOARD:
            return [Target(Region.SQUARE, s) for s in range(49)]
        if zone == Zone.SENATE:
            display = self.game.display if self.game is not None else []
            return ([Target(Region.SPACE, s) for s in range(8)]
                    + [Target(Region.SLOT, s) for s, card in enumerate(display) if card >= 0])
        return [Target(Region.ACTION, int(a)) for a in sorted(Action)]

    def cursor_target(self) -> Target | None:
        items = self.targets(self.zone)
        return items[self.cursor % len(items)] if items else None

    def next_zone(self, step: int) -> None:
        self.zone = Zone((self.zone + step) % len(Zone))
        self.cursor = 0

    def move_cursor(self, rows: int, columns: int) -> None:
        """Arrows: a row is 7 squares on the board, 5 actions on the action board; elsewhere
        every arrow moves one target along the line."""
        if self.zone == Zone.BOARD:
            step = rows * 7 + columns
        elif self.zone == Zone.ACTIONS:
            step = rows * 5 + columns
        else:
            step = 1 if rows + columns > 0 else -1
        items = self.targets(self.zone)
        if items:
            self.cursor = (self.cursor + step) % len(items)

    # ------------------------------------------------------------ highlights

    def marks(self) -> dict[Target, Mark]:
        """The targets to highlight (others: none)."""
        game = self.game
        marks: dict[Target, Mark] = {}
        if game is None:
            return marks
        legal = self.legal()
        kinds = {m.kind for m in legal}
        for space in self.space_moves():
            marks[Target(Region.SPACE, space)] = Mark.LEGAL
        if Kind.DRAW in kinds:
            own = game.players[game.seat].space
            for slot in (own, (own + 1) % 8):
                marks[Target(Region.SLOT, slot)] = Mark.LEGAL
        for move in legal:
            if move.kind == Kind.ACT:
                marks[Target(Region.ACTION, move.a)] = Mark.LEGAL
        builders = {m.cards[0] for m in self.build_moves()} if self.ghost is None else set()
        discards = {m.a for m in legal if m.kind == Kind.DISCARD}
        for i, card in enumerate(self.hand()):
            if i == self.shown:
                marks[Target(Region.HAND, i)] = Mark.SELECTED
            elif i in self.payment:
                marks[Target(Region.HAND, i)] = Mark.PAYMENT
            elif self.shown is None and (card in builders or card in discards):
                marks[Target(Region.HAND, i)] = Mark.LEGAL
        squares = self._square_marks(game, legal)
        marks.update((Target(Region.SQUARE, s), mark) for s, mark in squares.items())
        marks.update(self._suggested_marks(game))
        return marks

    def _square_marks(self, game: Game, legal: list[Move]) -> dict[int, Mark]:
        marks = {m.a: Mark.LEGAL for m in legal if m.kind == Kind.WILD}
        if game.phase == Phase.SS and self.interactive:
            for s in range(49):
                if self.roofs >> s & 1:
                    marks[s] = Mark.SELECTED
                elif game.last_tile >> s & 1:
                    marks[s] = Mark.LEGAL
        elif game.phase == Phase.RELOCATE and self.interactive:
            player = game.players[game.seat]
            free = player.roofs & ~player.superstructures
            source = player.superstructures if self.relocate_from is None else free
            for s in range(49):
                if source >> s & 1:
                    marks[s] = Mark.LEGAL
        return marks
