"""The rules of Helsinki: a game state, its legal moves and how moves change it.

A turn is a sequence of steps, each a :class:`~engine.helsinki.moves.Move`; the :class:`Phase` says
which step the game waits for and :attr:`Game.to_move` who must take it. :meth:`Game.legal_moves`
lists every legal move of the current step, :meth:`Game.play` applies a move after checking it (and
raises :class:`IllegalMoveError` naming the broken rule), :meth:`Game.apply` is the unchecked fast
path for moves taken from :meth:`Game.legal_moves`.

All randomness comes from the state's own :class:`~engine.rng.Rng`, so the same seed and the same
moves give the same states, and :meth:`Game.state_hash` lets peers check that they agree.
"""

from __future__ import annotations

import struct
from collections import Counter
from collections.abc import Iterator
from enum import IntEnum
from hashlib import blake2b
from itertools import combinations

from engine.errors import IllegalMoveError
from engine.helsinki import bitboard as bb
from engine.helsinki.components import (
    ACTION_COLUMNS,
    CARD_COLOUR,
    CARD_NUMBER,
    CARD_ROOFS,
    CARD_SUPERSTRUCTURES,
    CARD_TILE_KIND,
    CARDS,
    CROSSWALKS,
    DECK,
    DISPLAY_SLOTS,
    HAND_LIMIT,
    NEW_CHALLENGES_COVERED,
    POINTS_ACTION_VALUE,
    SENATE_SPACES,
    SPACE_SIDES,
    STARTING_HAND,
    STATUE,
    SUPERSTRUCTURES,
    TILE_COPIES,
    TILE_KINDS,
    TILE_SIZES,
    WILD,
    WILD_TILES,
    Action,
    Side,
    dry_roads_bonuses,
    removal_groups,
)
from engine.helsinki.moves import Kind, Move
from engine.helsinki.options import Options, Variant
from engine.helsinki.player import PlayerState
from engine.helsinki.scoring import Score, score, winner
from engine.helsinki.violation import Rule, Violation
from engine.rng import Rng, seed_key

RULESET_VERSION = "helsinki-2"
"""Changes whenever a rule or the state encoding changes, so old hashes no longer match."""

MIN_PLAYERS = 2
MAX_PLAYERS = 4

_CROSSWALK_MASK = bb.mask_of(CROSSWALKS)
_STATUE_BIT = bb.bit(STATUE)
_MOVEMENT = (1 << Action.MOVE6) | (1 << Action.MOVE5) | (1 << Action.BACK)
_PER_BUILD = (1 << Action.FEWER) | (1 << Action.ANYWILD) | (1 << Action.EXTRASS)
_BUILD_ACTIONS = _PER_BUILD | (1 << Action.ANYSIDE)
_VARIANT_INDEX = {variant: index for index, variant in enumerate(Variant)}
"""Each variant's number in the state's encoding (its place in :class:`Variant`)."""


class HelsinkiMoveError(IllegalMoveError):
    """A move that Helsinki's rules do not allow now; ``violation`` says which rule it breaks."""

    move: Move
    violation: Violation

    def __init__(self, move: Move, violation: Violation) -> None:
        super().__init__(move, violation)


class Phase(IntEnum):
    """The step the game waits for."""

    SETUP = 0
    """The start player places their token on a senate space."""
    MOVE = 1
    """The active player moves their token (actions may be spent first)."""
    MAIN = 2
    """Draw or build, spend actions, end the turn."""
    PUSH = 3
    """Push the tile just paid for onto the board."""
    SS = 4
    """Put the superstructures gained on roofs of the tile just built."""
    WILD = 5
    """Place a wild tile gained by an action."""
    RELOCATE = 6
    """Move a built superstructure (action)."""
    DISCARD = 7
    """Discard down to the hand limit, one card a move."""
    OVER = 8


_OVER = Phase.OVER
"""(Read often: a module name is found faster than an enum member, which Python 3.11 looks up
through the enum's metaclass.)"""


class Game:
    """A game of Helsinki in progress. Create one with :meth:`Game.new`."""

    n: int
    seed: int | str
    options: Options
    rng: Rng
    start_seat: int
    covered: int
    players: list[PlayerState]
    pile: list[int]
    discard: list[int]
    display: list[int]
    tiles: list[int]
    bonuses: list[int]
    discarders: list[int]
    history: list[Move]
    wild_tiles: int
    superstructures: int
    round: int
    seat: int
    phase: Phase
    final_round: bool
    moved: bool
    drew: bool
    builds: int
    active: int
    pending_kind: int
    pending_ss: int
    pending_wild: int
    last_tile: int
    start_ply: int
    """Moves played before the state the game started from (0 unless it began at a position)."""
    origin: str | None
    """The position the game started from, in the position notation (None: :meth:`new`)."""
    _legal: list[Move] | None

    def __init__(self) -> None:
        raise TypeError("use Game.new(...)")

    # ----------------------------------------------------------------- set-up

    @classmethod
    def new(cls, players: int, seed: int | str, options: Options | None = None) -> Game:
        """A new game, set up for ``players`` seats, waiting for the start player's token.

        The seeded generator removes the cards the player count asks for, shuffles the pile,
        draws a start player and, with "new challenges", five covered actions; the options'
        choices, where made, replace the last two (which are drawn all the same, so that the
        generator's state never depends on those choices). Raises ``ValueError`` for a player
        count out of range or options that do not fit it.
        """
        if not MIN_PLAYERS <= players <= MAX_PLAYERS:
            raise ValueError(f"Helsinki is for {MIN_PLAYERS} to {MAX_PLAYERS} players")
        options = options or Options()
        options.check_players(players)
        game = cls.__new__(cls)
        game.n = players
        game.seed = seed
        game.options = options
        game.rng = Rng(seed_key(seed))
        game.pile = _deck(players, game.rng)
        game.rng.shuffle(game.pile)
        drawn_start = game.rng.below(players)
        game.start_seat = drawn_start if options.start_seat is None else options.start_seat
        drawn_cover = _drawn_cover(options.variant, game.rng)
        game.covered = sum(1 << action for action in options.covered(drawn_cover))
        game.players = [PlayerState() for _ in range(players)]
        game.discard = []
        game.display = [game.pile.pop() for _ in range(DISPLAY_SLOTS)]
        game.tiles = [TILE_COPIES[k % len(TILE_SIZES)] for k in range(TILE_KINDS)]
        game.wild_tiles = WILD_TILES
        game.superstructures = SUPERSTRUCTURES
        game.bonuses = list(dry_roads_bonuses(players)) if options.dry_roads else []
        game.round = 0
        game.seat = game.start_seat
        game.phase = Phase.SETUP
        game.final_round = False
        game.discarders = []
        game.history = []
        game.start_ply = 0
        game.origin = None
        game._new_turn()
        for seat in game.turn_order():
            for _ in range(STARTING_HAND):
                game.players[seat].hand.append(game.pile.pop())
            game.players[seat].hand.sort()
        game._legal = None
        return game

    def _new_turn(self) -> None:
        self.moved = False
        self.drew = False
        self.builds = 0
        self.active = 0
        self.pending_kind = -1
        self.pending_ss = 0
        self.pending_wild = 0
        self.last_tile = 0

    def copy(self) -> Game:
        """An independent copy (the history list is copied too)."""
        other = Game.__new__(Game)
        other.__dict__.update(self.__dict__)
        other.rng = self.rng.copy()
        other.players = [p.copy() for p in self.players]
        other.pile = self.pile.copy()
        other.discard = self.discard.copy()
        other.display = self.display.copy()
        other.tiles = self.tiles.copy()
        other.bonuses = self.bonuses.copy()
        other.discarders = self.discarders.copy()
        other.history = self.history.copy()
        other._legal = None
        return other

    # ----------------------------------------------------------------- queries

    @property
    def to_move(self) -> int | None:
        """The seat that must take the next step, or None when the game is over."""
        if self.phase == _OVER:
            return None
        if self.discarders:
            return self.discarders[0]
        return self.seat

    @property
    def is_over(self) -> bool:
        return self.phase == _OVER

    @property
    def ply(self) -> int:
        """Number of moves played: those before the starting position, then ``history``."""
        return self.start_ply + len(self.history)

    def turn_order(self) -> list[int]:
        """Seats in the order they play in a round, the start player first."""
        return [(self.start_seat + i) % self.n for i in range(self.n)]

    def side_of(self, seat: int) -> Side:
        """The edge of the board tiles are pushed from: the side of the seat's token."""
        return SPACE_SIDES[self.players[seat].space]

    def nolimit_active(self, seat: int) -> bool:
        return self.players[seat].nolimit_until >= self.round

    def available_actions(self, seat: int) -> int:
        """Actions (bitmask) not covered by the variant nor by the seat's own coats of arms."""
        return ((1 << len(Action)) - 1) & ~self.covered & ~self.players[seat].used

    def scores(self) -> list[Score]:
        """Every seat's score as if the game ended now (the final score once it is over)."""
        return [score(p) for p in self.players]

    @property
    def winner(self) -> int | None:
        if not self.is_over:
            return None
        return winner(self.scores(), self.turn_order())

    def required_cards(self, card: int) -> int:
        """Cards to play to build the tile of ``card`` now (the "one fewer card" included)."""
        fewer = 1 if self.active >> Action.FEWER & 1 else 0
        return max(1, CARD_NUMBER[card] - fewer)

    def push_sides(self) -> tuple[Side, ...]:
        """The sides a tile may be pushed from now."""
        if self.active >> Action.ANYSIDE & 1:
            return tuple(Side)
        return (self.side_of(self.seat),)

    def placements(self, kind: int) -> tuple[int, ...]:
        """Distinct final squares of every legal push of a tile kind for the active player."""
        return bb.placements_from(kind, self.push_sides(), self.players[self.seat].built)

    def wild_squares(self, seat: int) -> int:
        """Empty squares where a wild tile may go: next to a pavilion or wild tile."""
        return bb.neighbours(self.players[seat].roofs) & ~self.players[seat].built

    def reveals(self, move: Move) -> bool:
        """Whether ``move``, legal now, takes a card from the pile: a draw, or a push that
        touches a tile of its colour (the bonus card). What was hidden is then seen, so the
        steps before it can no longer be taken back."""
        if move.kind == Kind.DRAW:
            return True
        if move.kind != Kind.PUSH or not (self.pile or self.discard):
            return False
        colour = self.pending_kind // len(TILE_SIZES)
        return bool(bb.neighbours(move.a) & self.players[self.seat].colours[colour])

    # ------------------------------------------------------------ legal moves

    def legal_moves(self) -> list[Move]:
        """Every legal move of the current step (deduplicated), in a fixed order."""
        if self._legal is None:
            self._legal = list(self._generate())
        return self._legal

    def edited(self) -> None:
        """Forget the cached legal moves after the state was changed directly (set-ups, tests)."""
        self._legal = None

    def is_legal(self, move: Move) -> bool:
        """Whether ``move`` is legal now (moves are generated until it comes, when the legal
        moves are not known yet)."""
        legal = self._legal
        return move in (self._generate() if legal is None else legal)

    def _generate(self) -> Iterator[Move]:
        phase = self.phase
        if phase == Phase.SETUP:
            yield from (Move.place(s) for s in range(SENATE_SPACES))
        elif phase == Phase.MOVE:
            yield from (Move.move(d) for d in self._distances())
            yield from self._acts()
        elif phase == Phase.MAIN:
            yield from self._main_moves()
        elif phase == Phase.PUSH:
            yield from (Move.push(m) for m in self.placements(self.pending_kind))
        elif phase == Phase.SS:
            roofs = list(bb.squares(self.last_tile))
            for chosen in combinations(roofs, self.pending_ss):
                yield Move.superstructures(bb.mask_of(chosen))
        elif phase == Phase.WILD:
            yield from (Move.wild(s) for s in bb.squares(self.wild_squares(self.seat)))
        elif phase == Phase.RELOCATE:
            yield from self._relocations()
        elif phase == Phase.DISCARD:
            yield from self._discards()

    def _main_moves(self) -> Iterator[Move]:
        """Draw, build, spend an action or end the turn."""
        if self._can_draw():
            yield Move.draw()
        if self._can_build():
            yield from self._builds()
        yield from self._acts()
        if self._turn_limit(Kind.END) is None:
            yield Move.end()

    def _relocations(self) -> Iterator[Move]:
        player = self.players[self.seat]
        free = player.roofs & ~player.superstructures
        for source in bb.squares(player.superstructures):
            for target in bb.squares(free):
                yield Move.relocate(source, target)

    def _discards(self) -> Iterator[Move]:
        discarder = self.discarders[0] if self.discarders else self.seat
        yield from (Move.discard(c) for c in dict.fromkeys(self.players[discarder].hand))
        if not self.discarders:
            yield from self._acts()

    def _distances(self) -> tuple[int, ...]:
        active = self.active
        if active >> Action.MOVE6 & 1:
            return (1, 2, 3, 4, 5, 6)
        if active >> Action.MOVE5 & 1:
            return (1, 2, 3, 4, 5)
        if active >> Action.BACK & 1:
            return (-1, 1, 2, 3)
        return (1, 2, 3)

    def _turn_limit(self, kind: Kind) -> Rule | None:
        """The limit of the turn that a draw, a build or the end of the turn breaks now, if any.

        One draw; one build (two with "build a second pavilion"); a draw or a build, both with
        "draw and build"; and no end before a draw or a build.
        """
        if kind == Kind.END:
            return None if self.drew or self.builds else Rule.MUST_DRAW_OR_BUILD
        if kind == Kind.DRAW and self.drew:
            return Rule.ONE_DRAW
        if kind == Kind.BUILD and self.builds >= (2 if self.active >> Action.SECOND & 1 else 1):
            return Rule.ONE_BUILD
        done = self.builds if kind == Kind.DRAW else self.drew
        if done and not self.active >> Action.DRAWBUILD & 1:
            return Rule.DRAW_OR_BUILD
        return None

    def _can_draw(self) -> bool:
        return self._turn_limit(Kind.DRAW) is None

    def _can_build(self) -> bool:
        return self._turn_limit(Kind.BUILD) is None

    def _builds(self) -> Iterator[Move]:
        hand = self.players[self.seat].hand
        counts = Counter(hand)
        anywild = bool(self.active >> Action.ANYWILD & 1)
        for card in counts:
            kind = CARD_TILE_KIND[card]
            if kind < 0 or not self.tiles[kind] or not self.placements(kind):
                continue
            colour = CARD_COLOUR[card]
            extra = self.required_cards(card) - 1
            counts[card] -= 1
            matching = [(c, k) for c, k in counts.items() if k and CARD_COLOUR[c] in (colour, WILD)]
            for payment in _multisets(matching, extra):
                yield Move(Kind.BUILD, 0, 0, (card, *payment))
            if anywild and extra:
                for other, k in counts.items():
                    if k and CARD_COLOUR[other] not in (colour, WILD):
                        for payment in _multisets(matching, extra - 1):
                            yield Move(Kind.BUILD, 0, 0, (card, *sorted((other, *payment))))
            counts[card] += 1

    def _acts(self) -> Iterator[Move]:
        seat = self.seat
        player = self.players[seat]
        if not player.meadow:
            return
        available = self.available_actions(seat) & self._useful_actions()
        for action in _ACTIONS:
            if available >> action & 1:
                yield Move.act(action)

    def _useful_actions(self) -> int:
        """The actions (bitmask) whose spending now is allowed (they must be able to take
        effect)."""
        phase = self.phase
        if phase == Phase.DISCARD:
            return 1 << Action.NOLIMIT
        seat = self.seat
        player = self.players[seat]
        useful = 1 << Action.POINTS
        if phase == Phase.MOVE and not self.active & _MOVEMENT:
            useful |= _MOVEMENT
        if self.wild_tiles > 0 and self.wild_squares(seat):
            useful |= (1 << Action.WILD1) | (1 << Action.WILD2)
        if not self.nolimit_active(seat):
            useful |= 1 << Action.NOLIMIT
        if player.superstructures and player.roofs & ~player.superstructures:
            useful |= 1 << Action.RELOCATE
        if phase != Phase.MAIN:
            return useful
        if self._can_draw():
            useful |= 1 << Action.EXTRADRAW
        if not (self.drew and self.builds):
            useful |= 1 << Action.DRAWBUILD
        if not self.drew or self.active >> Action.DRAWBUILD & 1:
            useful |= 1 << Action.SECOND
        if self._can_build():
            useful |= _BUILD_ACTIONS
        return useful

    # ----------------------------------------------------------- playing moves

    def play(self, move: Move) -> None:
        """Apply a move after checking it; raises :class:`IllegalMoveError` saying why not.
        (A move's text is read by :meth:`Move.parse`.)"""
        if not self.is_legal(move):
            raise HelsinkiMoveError(move, self.why_illegal(move))
        self.apply(move)

    def apply(self, move: Move) -> None:
        """Apply a legal move without checking it (the fast path for the engine's own moves)."""
        self._legal = None
        self.history.append(move)
        kind = move.kind
        if kind == Kind.PLACE:
            self._place_tokens(move.a)
        elif kind == Kind.MOVE:
            player = self.players[self.seat]
            player.space = (player.space + move.a) % SENATE_SPACES
            self.active &= ~_MOVEMENT
            self.moved = True
            self._resume()
        elif kind == Kind.DRAW:
            self._draw()
        elif kind == Kind.BUILD:
            self._build(move.cards)
        elif kind == Kind.PUSH:
            self._push(move.a)
        elif kind == Kind.SS:
            self.players[self.seat].superstructures |= move.a
            self.pending_ss = 0
            self._resume()
        elif kind == Kind.WILD:
            self._place_wild(move.a)
        elif kind == Kind.ACT:
            self._act(Action(move.a))
        elif kind == Kind.RELOCATE:
            self.players[self.seat].superstructures ^= bb.bit(move.a) | bb.bit(move.b)
            self._resume()
        elif kind == Kind.DISCARD:
            self._discard(move.a)
        else:
            self._end_turn()

    def _place_tokens(self, space: int) -> None:
        for i, seat in enumerate(self.turn_order()):
            self.players[seat].space = (space + 2 * i) % SENATE_SPACES
        self.phase = Phase.MOVE

    def _take_from_pile(self) -> int | None:
        """The top card of the pile; once it runs out, the discard pile is shuffled into it."""
        if not self.pile and self.discard:
            self.pile, self.discard = self.discard, []
            self.rng.shuffle(self.pile)
        if not self.pile:
            return None
        card = self.pile.pop()
        if not self.pile:
            self.final_round = True
        return card

    def _to_hand(self, seat: int, card: int | None) -> None:
        if card is not None:
            hand = self.players[seat].hand
            hand.append(card)
            hand.sort()

    def _draw(self) -> None:
        player = self.players[self.seat]
        slots = (player.space, (player.space + 1) % DISPLAY_SLOTS)
        for slot in slots:
            if self.display[slot] >= 0:
                self._to_hand(self.seat, self.display[slot])
                self.display[slot] = -1
        if self.active >> Action.EXTRADRAW & 1:
            self.active &= ~(1 << Action.EXTRADRAW)
            self._to_hand(self.seat, self._take_from_pile())
        for slot in slots:
            card = self._take_from_pile()
            self.display[slot] = -1 if card is None else card
        self.drew = True
        self._resume()

    def _build(self, cards: tuple[int, ...]) -> None:
        player = self.players[self.seat]
        for card in cards:
            player.hand.remove(card)
            self.discard.append(card)
        shown = cards[0]
        kind = CARD_TILE_KIND[shown]
        self.tiles[kind] -= 1
        gained = CARD_SUPERSTRUCTURES[shown] + (1 if self.active >> Action.EXTRASS & 1 else 0)
        self.pending_ss = min(gained, self.superstructures, CARD_ROOFS[shown])
        self.superstructures -= self.pending_ss
        self.active &= ~_PER_BUILD
        self.pending_kind = kind
        self.builds += 1
        self.phase = Phase.PUSH

    def _push(self, mask: int) -> None:
        seat = self.seat
        player = self.players[seat]
        colour = self.pending_kind // len(TILE_SIZES)
        touches_same_colour = bool(bb.neighbours(mask) & player.colours[colour])
        self._add_tile(seat, colour, mask)
        self.active &= ~(1 << Action.ANYSIDE)
        self.pending_kind = -1
        self.last_tile = mask
        if touches_same_colour:
            self._to_hand(seat, self._take_from_pile())
        self._resume()

    def _add_tile(self, seat: int, colour: int, mask: int) -> None:
        """Build a tile: take the coats of arms it covers, check the Dry roads goal."""
        player = self.players[seat]
        player.built |= mask
        player.colours[colour] |= mask
        player.tiles.append((colour, mask))
        covered = player.coats & mask
        if covered:
            player.coats &= ~covered
            player.meadow += covered.bit_count()
        if self.bonuses and not player.bonus and dry_roads_connected(player.roofs):
            player.bonus = self.bonuses.pop(0)

    def _place_wild(self, square: int) -> None:
        self._add_tile(self.seat, WILD, bb.bit(square))
        self.wild_tiles -= 1
        self.pending_wild -= 1
        if not self.wild_tiles or not self.wild_squares(self.seat):
            self.pending_wild = 0
        self._resume()

    def _act(self, action: Action) -> None:
        player = self.players[self.seat]
        player.used |= 1 << action
        player.meadow -= 1
        self.active |= 1 << action
        if action == Action.POINTS:
            player.points += POINTS_ACTION_VALUE
        elif action == Action.NOLIMIT:
            player.nolimit_until = self.round + 1
        elif action in (Action.WILD1, Action.WILD2):
            self.pending_wild = min(2 if action == Action.WILD2 else 1, self.wild_tiles)
        elif action == Action.RELOCATE:
            self.phase = Phase.RELOCATE
            return
        self._resume()

    def _discard(self, card: int) -> None:
        seat = self.to_move
        assert seat is not None
        player = self.players[seat]
        player.hand.remove(card)
        self.discard.append(card)
        if self.discarders:
            if len(player.hand) <= HAND_LIMIT:
                self.discarders.pop(0)
                if not self.discarders:
                    self.phase = Phase.MOVE
        else:
            self._resume()

    def _resume(self) -> None:
        """Choose the next step of the active player's turn after a step is done."""
        player = self.players[self.seat]
        if self.pending_wild:
            self.phase = Phase.WILD
        elif self.pending_ss:
            self.phase = Phase.SS
        elif len(player.hand) > HAND_LIMIT and not self.nolimit_active(self.seat):
            self.phase = Phase.DISCARD
        elif not self.moved:
            self.phase = Phase.MOVE
        else:
            self.phase = Phase.MAIN
            self._legal = None
            if self._only_end():
                self._end_turn()

    def _only_end(self) -> bool:
        """Whether ending the turn is the one legal move (the moves before it are generated
        until one comes)."""
        moves = self._generate()
        return next(moves, None) == _END and next(moves, None) is None

    def _end_turn(self) -> None:
        """Pass the turn; at the end of a round, end the game or ask for expired hand limits."""
        self._legal = None
        self._new_turn()
        self.seat = (self.seat + 1) % self.n
        self.phase = Phase.MOVE
        if self.seat != self.start_seat:
            return
        if self.final_round:
            self.phase = Phase.OVER
            return
        self.round += 1
        self.discarders = [
            seat
            for seat in self.turn_order()
            if self.players[seat].nolimit_until == self.round - 1
            and len(self.players[seat].hand) > HAND_LIMIT
        ]
        if self.discarders:
            self.phase = Phase.DISCARD

    # -------------------------------------------------------------- explaining

    def why_illegal(self, move: Move) -> Violation:
        """The rule that ``move`` breaks now (for a move that is illegal)."""
        phase = self.phase
        kind = move.kind
        if phase == Phase.OVER:
            return Violation(Rule.GAME_OVER)
        if kind == Kind.ACT:
            return self._why_act_illegal(Action(move.a))
        if phase == Phase.MAIN and kind in (Kind.DRAW, Kind.BUILD, Kind.END):
            limit = self._turn_limit(kind)
            if limit is not None:
                return Violation(limit)
        elif kind not in {m.kind for m in self.legal_moves()}:
            return Violation(Rule.WRONG_STEP, (phase,))
        if kind == Kind.MOVE:
            return Violation(Rule.DISTANCE, self._distances())
        if kind == Kind.BUILD:
            return self._why_build_illegal(move.cards)
        if kind == Kind.DISCARD:
            return Violation(Rule.NOT_IN_HAND, (move.a,))
        if kind == Kind.PUSH:
            return Violation(Rule.PUSH, tuple(self.push_sides()))
        if kind == Kind.SS:
            return Violation(Rule.SUPERSTRUCTURES, (self.pending_ss,))
        if kind == Kind.WILD:
            return Violation(Rule.WILD_SQUARE)
        if kind == Kind.RELOCATE:
            return Violation(Rule.RELOCATE_SQUARES)
        return Violation(Rule.WRONG_STEP, (phase,))

    def _why_build_illegal(self, cards: tuple[int, ...]) -> Violation:
        player = self.players[self.seat]
        shown = cards[0]
        if CARDS[shown].is_wild:
            return Violation(Rule.WILD_SHOWS_NO_TILE)
        missing = Counter(cards) - Counter(player.hand)
        if missing:
            return Violation(Rule.NOT_IN_HAND, tuple(missing.elements()))
        if not self.tiles[CARD_TILE_KIND[shown]]:
            return Violation(Rule.TILE_SOLD_OUT, (shown,))
        need = self.required_cards(shown)
        if len(cards) != need:
            return Violation(Rule.CARD_COUNT, (shown, need, len(cards)))
        colour = CARD_COLOUR[shown]
        off = [c for c in cards[1:] if CARD_COLOUR[c] not in (colour, WILD)]
        if len(off) > (1 if self.active >> Action.ANYWILD & 1 else 0):
            return Violation(Rule.PAYMENT_COLOUR, (colour,))
        if not self.placements(CARD_TILE_KIND[shown]):
            return Violation(Rule.NO_PLACEMENT, tuple(self.push_sides()))
        return Violation(Rule.PAYMENT_ORDER)

    def _why_act_illegal(self, action: Action) -> Violation:
        seat = self.to_move
        if seat != self.seat or self.discarders:
            return Violation(Rule.NOT_YOUR_TURN)
        player = self.players[seat]
        if self.covered >> action & 1:
            return Violation(Rule.ACTION_COVERED, (action,))
        if player.used >> action & 1:
            return Violation(Rule.ACTION_USED, (action,))
        if not player.meadow:
            return Violation(Rule.NO_COAT)
        return Violation(Rule.ACTION_NO_EFFECT, (action,))

    # ------------------------------------------------------------------ hashing

    def encode(self) -> bytes:
        """The canonical encoding of the whole state: fixed field order, signed 64-bit ints."""
        ints = [
            self.n, self.start_seat, _VARIANT_INDEX[self.options.variant],
            int(self.options.dry_roads), self.covered, *self._chosen_options(), self.rng.counter,
            self.ply, self.round, self.seat, self.phase, int(self.moved), int(self.drew),
            self.builds, self.active, self.pending_kind, self.pending_ss, self.pending_wild,
            self.last_tile, int(self.final_round), self.wild_tiles, self.superstructures,
            len(self.pile), *self.pile, len(self.discard), *self.discard, *self.display,
            *self.tiles, len(self.bonuses), *self.bonuses, len(self.discarders), *self.discarders,
        ]  # fmt: skip
        for player in self.players:
            ints += player.encode()
        return self.rng.key + struct.pack(f"<{len(ints)}q", *ints)

    def _chosen_options(self) -> tuple[int, int]:
        """The set-up choices of the options (-1 where the seed chose): covered actions, start."""
        cover, start = self.options.cover, self.options.start_seat
        return (
            -1 if cover is None else sum(1 << action for action in cover),
            -1 if start is None else start,
        )

    def state_hash(self) -> str:
        """BLAKE2b-128 of :meth:`encode`, as 32 hex digits."""
        return blake2b(self.encode(), digest_size=16).hexdigest()

    # ------------------------------------------------------------ information

    def determinized(self, seat: int, rng: Rng) -> Game:
        """A copy as ``seat`` may know it: unseen cards dealt at random, a fresh generator.

        The seat has seen its hand, the display and the discard pile (where played cards go).
        The copy's pile and other hands are dealt, by their sizes, from a sample (drawn with
        ``rng``) of the rest of the full deck, which holds the cards removed at set-up with two
        or three players too. Nothing hidden (pile order, other hands, removed cards, the game's
        own generator) shapes the copy, so bots that search it cannot peek.
        """
        other = self.copy()
        unseen = Counter(DECK)
        unseen.subtract(other.players[seat].hand)
        unseen.subtract(card for card in other.display if card >= 0)
        unseen.subtract(other.discard)
        hidden = [player for s, player in enumerate(other.players) if s != seat]
        count = len(other.pile) + sum(len(player.hand) for player in hidden)
        dealt = rng.sample(sorted(unseen.elements()), count)
        for player in hidden:
            size = len(player.hand)
            player.hand = sorted(dealt[:size])
            del dealt[:size]
        other.pile = dealt
        other.rng = Rng(rng.next_u64().to_bytes(8, "little") * 4)
        return other


_END = Move.end()
_ACTIONS = tuple(Action)


def dry_roads_connected(roofs: int) -> bool:
    """Whether the four crosswalks are covered and joined, edge to edge, through ``roofs``.

    ``roofs`` are the squares of pavilion and wild tiles; the statue is no pavilion tile and
    joins nothing (the rulebook: "connected with each other via the pavilion tiles").
    """
    return (
        roofs & _CROSSWALK_MASK == _CROSSWALK_MASK
        and bb.component(bb.bit(CROSSWALKS[0]), roofs) & _CROSSWALK_MASK == _CROSSWALK_MASK
    )


def _multisets(items: list[tuple[int, int]], k: int) -> Iterator[tuple[int, ...]]:
    """Distinct sorted ``k``-card selections from (card, count) pairs sorted by card."""
    if k == 0:
        yield ()
        return
    if not items:
        return
    card, count = items[0]
    rest = items[1:]
    for take in range(min(count, k), -1, -1):
        for tail in _multisets(rest, k - take):
            yield (card,) * take + tail


def _deck(players: int, rng: Rng) -> list[int]:
    """The cards in play for a player count, before shuffling (removals chosen by ``rng``)."""
    deck = list(DECK)
    for kinds, count in removal_groups(players):
        positions = [i for i, card in enumerate(deck) if card in kinds]
        for i in sorted(rng.sample(positions, count), reverse=True):
            del deck[i]
    return deck


def _drawn_cover(variant: Variant, rng: Rng) -> list[Action]:
    """The five actions the seed covers with "new challenges" (none otherwise)."""
    if variant == Variant.NEW_CHALLENGES:
        return rng.sample(list(Action), NEW_CHALLENGES_COVERED)
    return []


assert len(Action) == ACTION_COLUMNS * 3
