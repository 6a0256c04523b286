"""A fast one-turn policy: every step chosen by the heuristic, with few copies of the game.

The expert plays its playouts with it, for every seat, ranks the steps its search tries with
it, and finishes its plans with it. Each step weighs its options by what the rest of the turn
can make of them, all with an :class:`~engine.helsinki.bots.evaluation.Evaluator` on the seat's own
board, hand and meadow:

- a token move is worth the best option of the turn that follows from the new space: drawing
  the two cards beside it, or building any tile of the hand (with the payment that keeps the
  best hand) on any square a push reaches, with its superstructures on the best roofs;
- a push, superstructures, a discard, a wild tile or a moved superstructure is worth the
  position it leads to; the same-colour bonus counts as one card more in hand;
- an action is worth the rest of the turn after it, played by the planner without another.

The planner reads only what the seat to move may know (its hand, boards, the display, supplies
and the size of the pile), so it may choose the steps of a real game too. It is deterministic.
"""

from __future__ import annotations

from collections.abc import Iterator
from itertools import combinations
from typing import NamedTuple

from engine.helsinki import bitboard as bb
from engine.helsinki.bots.evaluation import Evaluator, Memory
from engine.helsinki.components import (
    CARD_COLOUR,
    CARD_NUMBER,
    CARD_ROOFS,
    CARD_SUPERSTRUCTURES,
    CARD_TILE_KIND,
    CROSSWALKS,
    DISPLAY_SLOTS,
    HAND_LIMIT,
    POINTS_ACTION_VALUE,
    SPACE_SIDES,
    STATUE,
    TILE_SIZES,
    WILD,
    Action,
    Side,
)
from engine.helsinki.game import Game, Phase
from engine.helsinki.moves import Kind, Move
from engine.helsinki.player import PlayerState

_CROSSWALK_MASK = bb.mask_of(CROSSWALKS)
_DRAW = Move.draw()
_END = Move.end()
_ACTION_MARGIN = 1e-9
"""An action must be worth this much more than the best step without it."""

_PAYMENT_ACTIONS = (1 << Action.FEWER) | (1 << Action.ANYWILD)

Ranked = list[tuple[float, Move]]
Payment = tuple[int, tuple[int, ...], list[int]]
"""A tile card shown, the other cards played, the cards kept."""


class _PushTerms(NamedTuple):
    """The parts of a push's value that do not depend on where it goes."""

    coat: float
    """Worth of a coat of arms covered."""
    bonus: float
    """Worth of the same-colour bonus card."""
    same_colour: int
    """Squares of the tile's colour on the board."""
    crosswalk: float
    """Worth of a crosswalk built (Dry roads)."""
    constant: float
    """The meadow and the hand."""


class Planner:
    """Chooses steps by the heuristic of an :class:`Evaluator`."""

    __slots__ = ("_gain_memo", "_payment_memo", "_push_memo", "evaluator")

    def __init__(self, evaluator: Evaluator) -> None:
        self.evaluator = evaluator
        self._payment_memo: Memory[tuple[tuple[int, ...], int], list[Payment]] = Memory()
        self._push_memo: Memory[tuple[object, ...], float] = Memory()
        self._gain_memo: Memory[tuple[int, int, int, int, int, float], float] = Memory()
        """Gains of wild tiles (by count) and of a moved superstructure (count 0)."""

    def play_turn(self, game: Game) -> None:
        """Play the steps of the seat to move until another seat is to move or the game ends."""
        seat = game.to_move
        while seat is not None and game.to_move == seat:
            game.apply(self.choose(game))

    def choose(self, game: Game) -> Move:
        """The planner's step for the seat to move (a legal move)."""
        moves = game.legal_moves()
        if len(moves) == 1:
            return moves[0]
        return self._best(game, self.options(game))

    def options(self, game: Game, actions: bool = True) -> Ranked:
        """(value, move) of the moves worth weighing now, in the order of the legal moves: all
        of them, except that a tile is built with one payment only (and no action unless
        ``actions``)."""
        seat = game.to_move
        assert seat is not None, "the game is over"
        moves = game.legal_moves()
        phase = game.phase
        if phase == Phase.MOVE:
            options = self._token_moves(game, seat, moves)
        elif phase == Phase.MAIN:
            options = self._main_options(game, seat, moves)
        elif phase == Phase.PUSH:
            options = self._pushes(game, seat, moves)
        elif phase == Phase.SS:
            player = game.players[seat]
            board = self.evaluator.board
            options = [(board(player.built, player.superstructures | m.a, player.track), m)
                       for m in moves]  # fmt: skip
        elif phase == Phase.DISCARD:
            options = self._discards(game, seat, moves)
        elif phase == Phase.SETUP:
            options = [(self._draw_value(game, seat, m.a), m) for m in moves]
        elif phase == Phase.WILD:
            options = self._wild_tiles(game, seat, moves)
        else:  # moved superstructures
            player = game.players[seat]
            board = self.evaluator.board
            options = [(board(player.built, player.superstructures ^ bb.bit(m.a) ^ bb.bit(m.b),
                              player.track), m) for m in moves]  # fmt: skip
        if actions and game.players[seat].meadow and phase in (Phase.MOVE, Phase.MAIN):
            options += self._actions(game, seat, moves, options)
        return options

    def _best(self, game: Game, options: Ranked) -> Move:
        """The best option; an action only when it beats the others by a margin."""
        best_value, best_move = float("-inf"), None
        for value, move in options:
            margin = _ACTION_MARGIN if move.kind == Kind.ACT and best_move is not None else 0.0
            if value > best_value + margin:
                best_value, best_move = value, move
        if best_move is None or best_move not in game.legal_moves():
            # the planner builds with the payments it tries, not all; a missed one never leaves
            # it without a legal move
            return next(m for m in game.legal_moves() if m.kind != Kind.ACT)
        return best_move

    # ------------------------------------------------------------ options

    def _token_moves(self, game: Game, seat: int, moves: list[Move]) -> Ranked:
        player = game.players[seat]
        return [
            (self._best_option(game, seat, (player.space + m.a) % DISPLAY_SLOTS, True, True)[0], m)
            for m in moves
            if m.kind == Kind.MOVE
        ]

    def _main_options(self, game: Game, seat: int, moves: list[Move]) -> Ranked:
        options: Ranked = []
        space = game.players[seat].space
        if _DRAW in moves:
            options.append((self._draw_value(game, seat, space), _DRAW))
        if any(m.kind == Kind.BUILD for m in moves):
            options += self._builds(game, seat, space)
        if _END in moves:
            options.append((self.evaluator.evaluate(game, seat), _END))
        return options

    def _best_option(
        self, game: Game, seat: int, space: int, draw: bool, build: bool
    ) -> tuple[float, Move | None]:
        """The best draw or build with the token on ``space``, and its value."""
        best: tuple[float, Move | None] = (float("-inf"), None)
        if draw:
            best = (self._draw_value(game, seat, space), _DRAW)
        if build:
            for value, move in self._builds(game, seat, space):
                if value > best[0]:
                    best = (value, move)
        return best

    def _builds(self, game: Game, seat: int, space: int, active: int | None = None) -> Ranked:
        """Every tile the hand can build with the token on ``space``, with its best push
        (``active``: the actions in effect, when not those of the game)."""
        player = game.players[seat]
        active = game.active if active is None else active
        sides = tuple(Side) if active >> Action.ANYSIDE & 1 else (SPACE_SIDES[space],)
        extra_ss = active >> Action.EXTRASS & 1
        options: Ranked = []
        for card, payment, kept in self._payments(player.hand, active):
            kind = CARD_TILE_KIND[card]
            if not game.tiles[kind]:
                continue
            count = min(CARD_SUPERSTRUCTURES[card] + extra_ss, game.superstructures,
                        CARD_ROOFS[card])  # fmt: skip
            value = self._best_push(game, player, kind, sides, count, kept)
            if value > float("-inf"):
                options.append((value, Move.build(card, payment)))
        return options

    def _payments(self, hand: list[int], active: int) -> list[Payment]:
        """(card shown, payment, cards kept) of every tile card the hand can pay for (sold out
        or not), with the payment that keeps the best hand among: the tile's colour first, wild
        cards first, and (with "any one card as wild") one card of another colour first."""
        key = (tuple(hand), active & _PAYMENT_ACTIONS)
        found = self._payment_memo.get(key)
        if found is None:
            found = self._payment_memo.store(key, list(self._find_payments(hand, active)))
        return found

    def _find_payments(self, hand: list[int], active: int) -> Iterator[Payment]:
        anywild = bool(active >> Action.ANYWILD & 1)
        fewer = active >> Action.FEWER & 1
        hand_value = self.evaluator.hand_value
        for card in dict.fromkeys(hand):
            if CARD_TILE_KIND[card] < 0:
                continue
            extra = max(1, CARD_NUMBER[card] - fewer) - 1
            rest = list(hand)
            rest.remove(card)
            colour = CARD_COLOUR[card]
            same = [c for c in rest if CARD_COLOUR[c] == colour]
            wild = [c for c in rest if CARD_COLOUR[c] == WILD]
            if len(same) + len(wild) + anywild < extra:
                continue
            choices = {tuple(sorted((same + wild)[:extra])), tuple(sorted((wild + same)[:extra]))}
            other = [c for c in rest if CARD_COLOUR[c] not in (colour, WILD)]
            if anywild and other and extra:
                choices.add(tuple(sorted((other[:1] + same + wild)[:extra])))
            best: tuple[float, tuple[int, ...], list[int]] | None = None
            for payment in choices:
                if len(payment) < extra:
                    continue
                kept = list(rest)
                for paid in payment:
                    kept.remove(paid)
                value = hand_value(kept)
                if best is None or value > best[0]:
                    best = (value, payment, kept)
            if best is not None:
                yield card, best[1], best[2]

    def _pushes(self, game: Game, seat: int, moves: list[Move]) -> Ranked:
        player = game.players[seat]
        terms = self._push_terms(game, player, game.pending_kind, player.hand)
        count = game.pending_ss
        return [(self._mask_value(player, m.a, count, terms) + terms.constant, m) for m in moves]

    def _best_push(
        self,
        game: Game,
        player: PlayerState,
        kind: int,
        sides: tuple[Side, ...],
        count: int,
        hand: list[int],
    ) -> float:
        """The value of the best push of a tile of ``kind`` from ``sides`` with ``count``
        superstructures, the player then holding ``hand`` (-inf when no push is legal)."""
        terms = self._push_terms(game, player, kind, hand)
        built = player.built
        key = (kind, sides, built, player.superstructures, player.track, player.coats, count,
               terms.coat, terms.bonus, terms.same_colour, terms.crosswalk)  # fmt: skip
        best = self._push_memo.get(key)
        if best is None:
            best = self._push_memo.store(key, max(
                (self._mask_value(player, mask, count, terms)
                 for mask in bb.placements_from(kind, sides, built)),
                default=float("-inf")))  # fmt: skip
        return best + terms.constant

    def _push_terms(
        self, game: Game, player: PlayerState, kind: int, hand: list[int]
    ) -> _PushTerms:
        evaluator = self.evaluator
        weights = evaluator.weights
        future = evaluator.future(game)
        return _PushTerms(
            coat=future * weights.coat,
            bonus=future * weights.card if len(hand) < HAND_LIMIT else 0.0,
            same_colour=player.colours[kind // len(TILE_SIZES)],
            crosswalk=future * weights.crosswalk if game.bonuses and not player.bonus else 0.0,
            constant=future * (weights.coat * player.meadow + evaluator.hand_value(hand)),
        )

    def _mask_value(self, player: PlayerState, mask: int, count: int, terms: _PushTerms) -> float:
        """The value of a push to ``mask`` with ``count`` superstructures on its best roofs,
        without the part every push shares (``terms.constant``)."""
        after = player.built | mask
        value = self._best_roofs(after, player.superstructures, mask, count, player.track)
        value += terms.coat * (player.coats & mask).bit_count()
        if terms.bonus and bb.neighbours(mask) & terms.same_colour:
            value += terms.bonus
        if terms.crosswalk:
            value += terms.crosswalk * (after & _CROSSWALK_MASK).bit_count()
        return value

    def _best_roofs(self, built: int, placed: int, tile: int, count: int, track: int) -> float:
        """The board value with ``count`` superstructures on the best roofs of ``tile``."""
        board = self.evaluator.board
        if not count:
            return board(built, placed, track)
        roofs = list(bb.squares(tile))
        return max(board(built, placed | bb.mask_of(chosen), track)
                   for chosen in combinations(roofs, count))  # fmt: skip

    def _draw_value(self, game: Game, seat: int, space: int) -> float:
        """The value of drawing the two cards beside ``space`` (and one unseen card with
        "draw one more card")."""
        evaluator = self.evaluator
        hand = list(game.players[seat].hand)
        for slot in (space, (space + 1) % DISPLAY_SLOTS):
            if game.display[slot] >= 0:
                hand.append(game.display[slot])
        value = evaluator.evaluate(game, seat, hand)
        if game.active >> Action.EXTRADRAW & 1:
            value += evaluator.future(game) * evaluator.weights.card
        return value

    def _discards(self, game: Game, seat: int, moves: list[Move]) -> Ranked:
        hand = game.players[seat].hand
        options: Ranked = []
        for move in moves:
            if move.kind == Kind.DISCARD:
                rest = list(hand)
                rest.remove(move.a)
                options.append((self.evaluator.evaluate(game, seat, rest), move))
        return options

    def _wild_tiles(self, game: Game, seat: int, moves: list[Move]) -> Ranked:
        player = game.players[seat]
        board = self.evaluator.board
        coat = self.evaluator.future(game) * self.evaluator.weights.coat
        return [(board(player.built | bb.bit(m.a), player.superstructures, player.track)
                 + coat * (player.coats >> m.a & 1), m) for m in moves]  # fmt: skip

    def _actions(self, game: Game, seat: int, moves: list[Move], options: Ranked) -> Ranked:
        """(value, move) of the useful actions, each less the coat of arms it costs: a longer
        move is worth the best option from the spaces it reaches; any side, one fewer card, any
        card as wild and one more superstructure the best build they allow; wild tiles and a
        moved superstructure add the board's gain (on the best squares, one at a time) to the
        best option of the step, and so do the 2 points. The planner values one draw or build
        a turn, so it leaves out the actions whose gain it cannot see: a second build, drawing
        and building, one more card drawn unseen, no hand limit."""
        evaluator = self.evaluator
        coat = evaluator.future(game) * evaluator.weights.coat
        best = max((value for value, _ in options), default=float("-inf"))
        player = game.players[seat]
        spaces = {
            (player.space + m.a) % DISPLAY_SLOTS: v for v, m in options if m.kind == Kind.MOVE
        }
        found: Ranked = []
        for move in moves:
            action = move.a
            if move.kind != Kind.ACT or action in _UNSEEN_ACTIONS:
                continue
            if action == Action.POINTS:
                value = best + POINTS_ACTION_VALUE
            elif action in _DISTANCES:
                value = float("-inf")
                for distance in _DISTANCES[action]:
                    space = (player.space + distance) % DISPLAY_SLOTS
                    if space not in spaces:
                        spaces[space] = self._best_option(game, seat, space, True, True)[0]
                    value = max(value, spaces[space])
            elif action in _BUILD_ACTIONS:
                active = game.active | 1 << action
                builds = self._builds(game, seat, player.space, active)
                value = max((v for v, _ in builds), default=float("-inf"))
            elif action == Action.RELOCATE:
                value = best + self._relocation_gain(player)
            else:
                tiles = min(game.wild_tiles, 2 if action == Action.WILD2 else 1)
                value = best + self._wild_gain(player, tiles, coat)
            found.append((value - coat, move))
        return found

    def _wild_gain(self, player: PlayerState, tiles: int, coat: float) -> float:
        """What ``tiles`` wild tiles add to the board (and the meadow), each on its best
        square in turn."""
        key = (player.built, player.coats, player.superstructures, player.track, tiles, coat)
        gain = self._gain_memo.get(key)
        if gain is None:
            gain = self._gain_memo.store(key, self._find_wild_gain(player, tiles, coat))
        return gain

    def _find_wild_gain(self, player: PlayerState, tiles: int, coat: float) -> float:
        board = self.evaluator.board
        built, coats, placed, track = (
            player.built,
            player.coats,
            player.superstructures,
            player.track,
        )
        before = board(built, placed, track)
        gain = 0.0
        for _ in range(tiles):
            squares = bb.neighbours(built & ~_STATUE_BIT) & ~built
            if not squares:
                break
            after, square = max(
                (board(built | bb.bit(s), placed, track) + coat * (coats >> s & 1), s)
                for s in bb.squares(squares)
            )
            gain += after - before
            built |= bb.bit(square)
            coats &= ~bb.bit(square)
            before = board(built, placed, track)
        return gain

    def _relocation_gain(self, player: PlayerState) -> float:
        """What moving one superstructure to its best free roof adds to the board."""
        key = (player.built, 0, player.superstructures, player.track, 0, 0.0)
        gain = self._gain_memo.get(key)
        if gain is None:
            gain = self._gain_memo.store(key, self._find_relocation_gain(player))
        return gain

    def _find_relocation_gain(self, player: PlayerState) -> float:
        board = self.evaluator.board
        built, placed, track = player.built, player.superstructures, player.track
        targets = list(bb.squares(player.roofs & ~placed))
        moved = [placed ^ bb.bit(a) ^ bb.bit(b) for a in bb.squares(placed) for b in targets]
        best = max((board(built, after, track) for after in moved), default=float("-inf"))
        return best - board(built, placed, track)


_DISTANCES: dict[int, tuple[int, ...]] = {
    Action.MOVE6: (1, 2, 3, 4, 5, 6),
    Action.MOVE5: (1, 2, 3, 4, 5),
    Action.BACK: (-1, 1, 2, 3),
}
"""The token moves each movement action allows."""
_BUILD_ACTIONS = frozenset((Action.ANYSIDE, Action.FEWER, Action.ANYWILD, Action.EXTRASS))
_UNSEEN_ACTIONS = frozenset((Action.SECOND, Action.DRAWBUILD, Action.EXTRADRAW, Action.NOLIMIT))
"""Actions whose gain the planner cannot see (see :meth:`Planner._actions`)."""
_STATUE_BIT = bb.bit(STATUE)
