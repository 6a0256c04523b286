"""The heuristic worth of a position for one seat, with its weights as a value.

:func:`Evaluator.evaluate` is the sum of:

- the points the player would score now: rows, columns, superstructures, actions, Dry roads;
- for every row and column not complete, ``line * (f / 7) ** line_exponent`` where ``f`` counts
  its built squares (a nearly full line is worth much more than two half-full ones);
- for every superstructure on no complete line, ``superstructure * (f / 7) ** 2`` where ``f``
  counts the built squares of the fuller of its row and column;
- while the game goes on, ``future`` times: ``coat`` per coat of arms in the meadow, ``card``
  per card in hand (up to the hand limit), ``colour_set`` per card of the largest set of one
  colour (wild cards join it; five at most) and, with Dry roads while a bonus card is left and
  the player has none, ``crosswalk`` per built crosswalk. ``future`` is
  ``future_floor + pile / future_pile`` (at most 1), and ``future_floor`` in the final round:
  cards and coats count less as the game nears its end.

:data:`GREEDY` holds the weights the greedy bot has always used. An :class:`Evaluator` remembers
the board values it computed (they depend on two masks only), so searches that meet the same
boards again and again pay for each once.
"""

from __future__ import annotations

from collections import Counter
from collections.abc import Hashable
from dataclasses import dataclass
from typing import TypeVar

from engine.helsinki import bitboard as bb
from engine.helsinki.components import BOARD_SIZE, CARD_COLOUR, CROSSWALKS, HAND_LIMIT, WILD
from engine.helsinki.game import Game
from engine.helsinki.player import PlayerState
from engine.helsinki.scoring import CROSSING_POINTS, LINE_POINTS, LINE_SUPERSTRUCTURE_POINTS

LINES = bb.ROWS + bb.COLUMNS
_CROSSWALK_MASK = bb.mask_of(CROSSWALKS)
_LARGEST_SET = 5
"""Cards of one colour beyond this many add nothing to a hand (the largest tile costs 5)."""


K = TypeVar("K", bound=Hashable)
V = TypeVar("V")


class Memory(dict[K, V]):
    """A dict of computed values that forgets them all once it holds ``limit`` of them."""

    __slots__ = ("limit",)

    def __init__(self, limit: int = 1 << 16) -> None:
        super().__init__()
        self.limit = limit

    def store(self, key: K, value: V) -> V:
        """Remember ``value`` for ``key`` and return it."""
        if len(self) >= self.limit:
            self.clear()
        self[key] = value
        return value


@dataclass(frozen=True, slots=True)
class Weights:
    """The weights of the evaluation (see the module docstring)."""

    line: float = 1.6
    line_exponent: float = 2.0
    superstructure: float = 0.8
    coat: float = 1.3
    card: float = 0.2
    colour_set: float = 0.15
    crosswalk: float = 0.5
    future_floor: float = 0.3
    future_pile: float = 40.0


GREEDY = Weights()
"""The weights of the greedy bot."""


class Evaluator:
    """Evaluates positions with one set of weights; remembers board values."""

    __slots__ = ("_boards", "_hands", "_line_terms", "_ss_terms", "weights")

    def __init__(self, weights: Weights = GREEDY) -> None:
        self.weights = weights
        full = BOARD_SIZE
        self._line_terms = tuple(weights.line * (f / full) ** weights.line_exponent
                                 for f in range(full))  # fmt: skip
        self._ss_terms = tuple(weights.superstructure * (f / full) ** 2 for f in range(full))
        self._boards: Memory[tuple[int, int, int], float] = Memory()
        self._hands: Memory[tuple[int, ...], float] = Memory()

    def board(self, built: int, superstructures: int, track: int = 0) -> float:
        """Points of complete lines, superstructures and the scoring track (``track``), plus
        the promise of the lines and superstructures not yet complete."""
        key = (built, superstructures, track)
        value = self._boards.get(key)
        if value is None:
            value = self._boards.store(key, self._board(built, superstructures, track))
        return value

    def _board(self, built: int, superstructures: int, track: int) -> float:
        full = BOARD_SIZE
        fill = [(built & line).bit_count() for line in LINES]
        points = track + LINE_POINTS * fill.count(full)
        for square in bb.squares(superstructures):
            row, col = divmod(square, full)
            complete_row, complete_column = fill[row] == full, fill[full + col] == full
            if complete_row and complete_column:
                points += CROSSING_POINTS
            elif complete_row or complete_column:
                points += LINE_SUPERSTRUCTURE_POINTS
        value = float(points)
        line_terms = self._line_terms
        for f in fill:
            if f < full:
                value += line_terms[f]
        ss_terms = self._ss_terms
        for square in bb.squares(superstructures):
            row, col = divmod(square, full)
            best = max(fill[row], fill[full + col])
            if best < full:
                value += ss_terms[best]
        return value

    def board_value(self, player: PlayerState) -> float:
        """:meth:`board` of the player's board and scoring track."""
        return self.board(player.built, player.superstructures, player.track)

    def hand_value(self, hand: list[int]) -> float:
        """Worth of cards in hand: their number, and the largest set of one colour."""
        key = tuple(hand)
        value = self._hands.get(key)
        if value is None:
            value = self._hands.store(key, self._hand_value(hand))
        return value

    def _hand_value(self, hand: list[int]) -> float:
        if not hand:
            return 0.0
        colours = Counter(CARD_COLOUR[c] for c in hand)
        wild = colours.pop(WILD, 0)
        best = max(colours.values(), default=0) + wild
        weights = self.weights
        return weights.card * min(len(hand), HAND_LIMIT) + weights.colour_set * min(
            best, _LARGEST_SET
        )

    def future(self, game: Game) -> float:
        """How much cards and coats of arms still count (1 early, ``future_floor`` at the end)."""
        weights = self.weights
        if game.final_round:
            return weights.future_floor
        return min(1.0, weights.future_floor + len(game.pile) / weights.future_pile)

    def evaluate(self, game: Game, seat: int, hand: list[int] | None = None) -> float:
        """The heuristic worth of the position for ``seat`` (with ``hand`` in place of the
        seat's hand, when given)."""
        player = game.players[seat]
        value = self.board_value(player)
        if game.is_over:
            return value
        weights = self.weights
        future = self.future(game)
        cards = self.hand_value(player.hand if hand is None else hand)
        value += future * (weights.coat * player.meadow + cards)
        if game.bonuses and not player.bonus:
            value += future * weights.crosswalk * (player.built & _CROSSWALK_MASK).bit_count()
        return value
