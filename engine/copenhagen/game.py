"""A game of Copenhagen: the state, its set-up and how moves change it.

A turn is a sequence of steps (:class:`Step`): take cards or build, discard down to the hand
limit, build after a Both-actions take (or ``end``), choose bonuses. :meth:`CopenhagenGame.
legal_moves` lists the legal moves of the step (:mod:`engine.copenhagen.legal`),
:meth:`CopenhagenGame.play` checks a move and names the broken rule, :meth:`CopenhagenGame.apply`
is the unchecked path. All randomness comes from the state's :class:`~engine.rng.Rng`.
Sentence numbers ("rule 14", "decision 3") are those of ``COPENHAGEN.md``.
"""

from __future__ import annotations

import struct
from collections import Counter
from hashlib import blake2b

from engine.copenhagen import legal
from engine.copenhagen.components import (
    ALL_ABILITIES,
    CARDS_PER_COLOUR,
    COLOURS,
    END_CARD,
    END_CARD_DEPTH,
    HAND_LIMIT,
    HARBOUR_SLOTS,
    SPECIAL_TILES,
    STARTING_HANDS,
    WHITE,
    WINNING_POINTS,
    Ability,
    deck_cards,
    kind_colour,
    kind_size,
    tile_supply,
)
from engine.copenhagen.house import COAT_FLOOR_MASKS, COAT_MASK, supporting
from engine.copenhagen.moves import Kind, Move
from engine.copenhagen.options import CopenhagenOptions
from engine.copenhagen.player import Player
from engine.copenhagen.scoring import Score, line_points, score, winners
from engine.copenhagen.step import Ending, Step
from engine.copenhagen.violation import CopenhagenMoveError, Rule, Violation
from engine.rng import Rng, seed_key

VERSION = "copenhagen-1"
"""Changes whenever a rule or the state encoding changes, so old hashes no longer match."""
MIN_PLAYERS = 2
MAX_PLAYERS = 4


class CopenhagenGame:
    """A game of Copenhagen in progress; create one with :meth:`new`."""

    n: int
    seed: int | str
    options: CopenhagenOptions
    rng: Rng
    start_seat: int
    deck: list[int]
    """Face down, the top card last."""
    discard: list[int]
    harbour: list[int]
    """The card of each slot (1 to 7 at indices 0 to 6), -1 when empty."""
    end_depth: int
    """The end card lies among the deck's bottom ``end_depth`` cards; 0: not in the deck."""
    reshuffled: bool
    tiles: list[int]
    specials: int
    players: list[Player]
    seat: int
    step: Step
    took: bool
    """Cards were taken this turn."""
    pending: int
    """Bonuses earned and not chosen yet."""
    ply: int
    ending: Ending
    _legal: list[Move] | None
    _legal_set: frozenset[Move] | None

    def __init__(self) -> None:
        raise TypeError("use CopenhagenGame.new(...)")

    @classmethod
    def new(
        cls, players: int, seed: int | str, options: CopenhagenOptions | None = None
    ) -> CopenhagenGame:
        """A new game for ``players`` seats set up by ``seed`` (rules 1-7, decision 13).

        The start seat is drawn even when the options choose it, so that the choice never
        changes the generator's state; hands are dealt in turn order from the start seat.
        """
        options = options or CopenhagenOptions()
        options.check(players)
        game = cls.__new__(cls)
        game.n, game.seed, game.options = players, seed, options
        game.rng = Rng(seed_key(seed, "copenhagen"))
        game.deck = deck_cards(players)
        game.rng.shuffle(game.deck)
        drawn = game.rng.below(players)
        game.start_seat = drawn if options.start_seat is None else options.start_seat
        game.discard = []
        game.harbour = [game.deck.pop() for _ in range(HARBOUR_SLOTS)]
        game.players = [Player() for _ in range(players)]
        for seat, size in zip(game.turn_order(), STARTING_HANDS, strict=False):
            for _ in range(size):
                game.players[seat].hand[game.deck.pop()] += 1
        game.end_depth, game.reshuffled = 0, False
        if players == 2:
            game._bury_end_card()
        game.tiles = tile_supply(players)
        game.specials = SPECIAL_TILES
        game.seat, game.step, game.took, game.pending = game.start_seat, Step.MAIN, False, 0
        game.ply, game.ending = 0, Ending.NONE
        game._legal = game._legal_set = None
        return game

    def _bury_end_card(self) -> None:
        """Shuffle the deck's top 9 cards with the end card and put them under it (rules 4, 27)."""
        group = self.deck[len(self.deck) - (END_CARD_DEPTH - 1) :]
        del self.deck[len(self.deck) - len(group) :]
        group.append(END_CARD)
        self.rng.shuffle(group)
        self.deck[:0] = group
        self.end_depth = len(group)

    def copy(self) -> CopenhagenGame:
        other = CopenhagenGame.__new__(CopenhagenGame)
        other.__dict__.update(self.__dict__)
        other.rng = self.rng.copy()
        other.deck = self.deck.copy()
        other.discard = self.discard.copy()
        other.harbour = self.harbour.copy()
        other.tiles = self.tiles.copy()
        other.players = [player.copy() for player in self.players]
        return other

    # ---------------------------------------------------------------- queries

    @property
    def to_move(self) -> int | None:
        return None if self.step == Step.OVER else self.seat

    @property
    def is_over(self) -> bool:
        return self.step == Step.OVER

    @property
    def winners(self) -> tuple[int, ...]:
        """The winning seats once the game is over (several share the win), else none."""
        return winners(self.players) if self.is_over else ()

    @property
    def winner(self) -> int | None:
        """The only winner once the game is over; None before, or when the win is shared."""
        found = self.winners
        return found[0] if len(found) == 1 else None

    def turn_order(self) -> list[int]:
        return [(self.start_seat + i) % self.n for i in range(self.n)]

    def scores(self) -> list[Score]:
        return [score(p.filled, p.bricks) for p in self.players]

    def edited(self) -> None:
        """Forget the cached legal moves after the state was changed directly (tests)."""
        self._legal = self._legal_set = None

    def ability_supply(self, ability: Ability) -> int:
        """Ability tiles of a kind left beside the score track: one per player, less those
        owned (rule 6: so never fewer than a player who lacks it needs)."""
        return self.n - sum(1 for p in self.players if p.owned & ability.bit)

    def legal_moves(self) -> list[Move]:
        if self._legal is None:
            self._legal = legal.generate(self)
        return self._legal

    def reveals(self, move: Move) -> bool:
        """Whether ``move`` draws cards from the deck: it ends a turn that emptied slots."""
        if move.kind != Kind.TAKE and min(self.harbour) >= 0:
            return False
        after = self.copy()
        after.apply(move)
        return after.deck != self.deck

    # ------------------------------------------------------------------- moves

    def play(self, move: Move) -> None:
        """Apply ``move`` after checking it; raises :class:`CopenhagenMoveError` naming the
        broken rule, and changes nothing, when it is not legal now."""
        if self._legal_set is None:
            self._legal_set = frozenset(self.legal_moves())
        if move not in self._legal_set:
            violation = legal.why_illegal(self, move)
            if violation is None:  # a move no rule names: not legal in this step
                violation = Violation(Rule.WRONG_STEP, (int(self.step),))
            raise CopenhagenMoveError(move, violation)
        self.apply(move)

    def apply(self, move: Move) -> None:
        """Apply a move from :meth:`legal_moves` without checking it."""
        self._legal = self._legal_set = None
        self.ply += 1
        player = self.players[self.seat]
        kind = move.kind
        if kind == Kind.TAKE:
            self._take(player, move.a)
        elif kind == Kind.DISCARD:
            player.hand[move.a] -= 1
            self.discard.append(move.a)
            if player.hand_size <= HAND_LIMIT:
                self._after_discards(player)
        elif kind == Kind.BUILD:
            self._build(player, move)
        elif kind == Kind.SPECIAL:
            self.specials -= 1
            self.pending -= 1
            self._place(player, 1 << move.a, 0, WHITE)
        elif kind == Kind.ABILITY:
            player.owned |= 1 << move.a
            self.pending -= 1
            self._resume(player)
        elif kind == Kind.REFRESH:
            player.used = 0
            self.pending -= 1
            self._resume(player)
        else:
            self._end_turn()

    def _take(self, player: Player, slots: int) -> None:
        """Cards to the hand (rules 9, 21, 22); the slots stay empty until the turn ends."""
        player.used |= legal.take_abilities(slots)
        for slot in range(HARBOUR_SLOTS):
            if slots >> slot & 1:
                player.hand[self.harbour[slot]] += 1
                self.harbour[slot] = -1
        self.took = True
        if player.hand_size > HAND_LIMIT:
            self.step = Step.DISCARD
        else:
            self._after_discards(player)

    def _after_discards(self, player: Player) -> None:
        """Build with Both actions if any build is legal (rule 25), else end the turn."""
        if player.active & Ability.BOTH.bit:
            self.step = Step.BUILD
            self._legal = legal.generate(self)
            if len(self._legal) > 1:  # builds, and "end"
                return
            self._legal = None
        self._end_turn()

    def _build(self, player: Player, move: Move) -> None:
        """Pay, spending the abilities the payment implies (decision 3), and place the tile."""
        colour, size = kind_colour(move.a), kind_size(move.a)
        player.used |= legal.build_abilities(self, player, move)
        for card_colour in range(COLOURS):
            count = move.pay[card_colour]
            if count:
                player.hand[card_colour] -= count
                self.discard.extend([card_colour] * count)
        self.tiles[move.a] -= 1
        assert move.c.bit_count() == size
        self._place(player, move.c, 1 << move.b, colour)

    def _place(self, player: Player, cells: int, brick: int, colour: int) -> None:
        """Put a tile on the board: points (rule 18), the 12-point end (rule 26, decision 2),
        bonuses (rule 15)."""
        player.filled |= cells
        player.bricks |= brick
        player.colours[colour] |= cells
        player.points += line_points(player.filled, player.bricks, cells)
        if player.points >= WINNING_POINTS:
            self._over(Ending.POINTS)
            return
        filled = player.filled
        self.pending += (cells & COAT_MASK).bit_count()
        self.pending += sum(1 for m in COAT_FLOOR_MASKS if cells & m and filled & m == m)
        self._resume(player)

    def _resume(self, player: Player) -> None:
        """Wait for a bonus choice while one is due and possible (decision 1), else end the turn."""
        if self.pending and self.has_bonus_choice(player):
            self.step = Step.BONUS
        else:
            self.pending = 0
            self._end_turn()

    def has_bonus_choice(self, player: Player) -> bool:
        """A special tile fits, an ability is not owned yet, or one is used."""
        return bool(
            (self.specials and supporting(player.filled))
            or player.owned != ALL_ABILITIES
            or player.used
        )

    def _end_turn(self) -> None:
        """Refill the empty slots in ascending order (rule 10, decisions 4, 5); pass clockwise."""
        for slot in range(HARBOUR_SLOTS):
            if self.harbour[slot] < 0:
                card = self._draw()
                if card == END_CARD:
                    self._over(Ending.END_CARD)
                    return
                self.harbour[slot] = card
        self.took, self.step, self.pending = False, Step.MAIN, 0
        self.seat = (self.seat + 1) % self.n

    def _draw(self) -> int:
        """The deck's top card; 3-4 players rebuild the deck from the discard pile the first
        time it runs out (rule 27). -1 when there is no card at all."""
        if not self.deck and not self.reshuffled and self.n > 2:
            self.deck, self.discard = self.discard, []
            self.rng.shuffle(self.deck)
            self.reshuffled = True
            self._bury_end_card()
        return self.deck.pop() if self.deck else -1

    def _over(self, ending: Ending) -> None:
        self.step, self.ending, self.pending = Step.OVER, ending, 0

    # ------------------------------------------------------------ identity

    def encode(self) -> bytes:
        """The whole state in a canonical form: fixed field order, signed 64-bit ints."""
        chosen = -1 if self.options.start_seat is None else self.options.start_seat
        ints = [
            self.n, self.start_seat, chosen, self.rng.counter, self.ply, self.seat, self.step,
            int(self.took), self.pending, self.specials, self.end_depth, int(self.reshuffled),
            self.ending, len(self.deck), *self.deck, len(self.discard), *self.discard,
            *self.harbour, *self.tiles,
        ]  # fmt: skip
        for player in self.players:
            ints += player.encode()
        return self.rng.key + struct.pack(f"<{len(ints)}q", *ints)

    def state_hash(self) -> str:
        return blake2b(self.encode(), digest_size=16).hexdigest()

    def determinized(self, seat: int, rng: Rng) -> CopenhagenGame:
        """A copy as ``seat`` may know it (decision 6): the other hands and the deck dealt again
        from the cards it has not seen, the end card again among the deck's bottom cards where
        it lies, and a fresh generator, so that nothing hidden shapes the copy.

        The seat has seen its hand, the harbour and the discard pile; the hands' sizes, the
        boards and the set-up's counts are public.
        """
        other = self.copy()
        unseen = Counter({c: CARDS_PER_COLOUR[self.n] for c in range(COLOURS)})
        for colour in range(COLOURS):
            unseen[colour] -= self.players[seat].hand[colour]
        unseen.subtract(card for card in self.harbour if card >= 0)
        unseen.subtract(self.discard)
        hidden = [p for s, p in enumerate(other.players) if s != seat]
        dealt = rng.sample(sorted(unseen.elements()), sum(unseen.values()))
        for player in hidden:
            size = player.hand_size
            player.hand = [0] * COLOURS
            for card in dealt[:size]:
                player.hand[card] += 1
            del dealt[:size]
        if self.end_depth and self.ending != Ending.END_CARD:
            dealt.insert(rng.below(min(self.end_depth, len(self.deck))), END_CARD)
        assert len(dealt) == len(self.deck), "the unseen cards are the deck and the other hands"
        other.deck = dealt
        other.rng = Rng(rng.next_u64().to_bytes(8, "little") * 4)
        other._legal = other._legal_set = None
        return other
