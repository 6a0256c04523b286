"""The greedy bot: looks one turn ahead and scores the outcomes with a heuristic.

At each step the bot makes a :meth:`~engine.game.Game.determinized` copy of the game (so it
never sees the pile order nor the other hands), then searches the rest of its own turn: every
token move, drawing, every tile it can build (with the payment that keeps the best hand), every
push and superstructure placement; wild tiles and moved superstructures go where the board
looks best at once, and a forced discard keeps the best hand. Actions are considered only where
the search starts, and at most :data:`NODE_BUDGET` positions are searched per decision. The
outcome of a turn is scored by :func:`evaluate`, the sum of:

- the points the player would score now: rows, columns, superstructures, actions, Dry roads;
- for every row and column not complete, ``LINE_WEIGHT * (f / 7) ** LINE_EXPONENT`` where ``f``
  counts its built squares (a nearly full line is worth much more than two half-full ones);
- for every superstructure on no complete line, ``SUPERSTRUCTURE_WEIGHT * (f / 7) ** 2`` where
  ``f`` counts the built squares of the fuller of its row and column;
- while the game goes on, ``future`` times: ``COAT_VALUE`` per coat of arms in the meadow,
  ``CARD_VALUE`` per card in hand (up to the hand limit), ``COLOUR_SET_VALUE`` per card of the
  largest set of one colour (wild cards join it; five at most) and, with Dry roads while a
  bonus card is left and the player has none, ``CROSSWALK_VALUE`` per built crosswalk.
  ``future`` is ``0.3 + pile / 40`` (at most 1), and 0.3 in the final round: cards and coats
  count less as the game nears its end.

The same-colour bonus has no term of its own. The search plays each push on the determinized
copy, where touching the same colour draws the bonus card from the copy's pile into the hand;
the bonus is thus worth what that card adds to the hand: ``future * CARD_VALUE`` below the hand
limit, plus ``future * COLOUR_SET_VALUE`` when it enlarges the largest set of one colour.
"""

from __future__ import annotations

from collections import Counter
from collections.abc import Iterator

from engine import bitboard as bb
from engine.components import CARD_COLOUR, CROSSWALKS, HAND_LIMIT, WILD
from engine.game import Game, Phase
from engine.moves import Kind, Move
from engine.player import PlayerState
from engine.rng import Rng
from engine.scoring import score

LINES = bb.ROWS + bb.COLUMNS
LINE_WEIGHT = 1.6
LINE_EXPONENT = 2.0
SUPERSTRUCTURE_WEIGHT = 0.8
COAT_VALUE = 1.3
CARD_VALUE = 0.2
COLOUR_SET_VALUE = 0.15
CROSSWALK_VALUE = 0.5
_CROSSWALK_MASK = bb.mask_of(CROSSWALKS)
NODE_BUDGET = 4000
"""Positions searched per decision at most; past it the rest of the turn is judged as it stands."""


def hand_value(hand: list[int]) -> float:
    """Worth of cards in hand: their number, and the largest set of one colour (wild cards help)."""
    if not hand:
        return 0.0
    colours = Counter(CARD_COLOUR[c] for c in hand)
    wild = colours.pop(WILD, 0)
    best = max(colours.values(), default=0) + wild
    return CARD_VALUE * min(len(hand), HAND_LIMIT) + COLOUR_SET_VALUE * min(best, 5)


def board_value(player: PlayerState) -> float:
    """Points now plus the promise of rows, columns and superstructures not yet complete."""
    built = player.built
    value = float(score(player).total)
    fill = [(built & line).bit_count() for line in LINES]
    for f in fill:
        if f < 7:
            value += LINE_WEIGHT * (f / 7) ** LINE_EXPONENT
    for square in bb.squares(player.superstructures):
        row, col = divmod(square, 7)
        best = max(fill[row], fill[7 + col])
        if best < 7:
            value += SUPERSTRUCTURE_WEIGHT * (best / 7) ** 2
    return value


def evaluate(game: Game, seat: int) -> float:
    """The heuristic worth of the position for ``seat`` (see the module docstring)."""
    player = game.players[seat]
    value = board_value(player)
    if game.is_over:
        return value
    future = 0.3 if game.final_round else min(1.0, 0.3 + len(game.pile) / 40)
    value += future * (COAT_VALUE * player.meadow + hand_value(player.hand))
    if game.bonuses and not player.bonus:
        value += future * CROSSWALK_VALUE * (player.built & _CROSSWALK_MASK).bit_count()
    return value


class GreedyBot:
    name = "greedy"

    def __init__(self, rng: Rng) -> None:
        self.rng = rng
        self.nodes = 0

    def choose(self, game: Game) -> Move:
        seat = game.to_move
        assert seat is not None, "the game is over"
        moves = game.legal_moves()
        if len(moves) == 1:
            return moves[0]
        if game.phase == Phase.DISCARD and game.discarders:
            return _best_discard(game, seat, moves)
        view = game.determinized(seat, self.rng)
        self.nodes = 0
        best_move, best_value = moves[0], float("-inf")
        for move in moves:
            if move.kind == Kind.END:
                value = evaluate(view, seat)
            else:
                child = view.copy()
                child.apply(move)
                value = self._search(child, seat)
            if value > best_value + 1e-9:
                best_move, best_value = move, value
        return best_move

    def _search(self, game: Game, seat: int) -> float:
        """The best heuristic outcome of the rest of ``seat``'s turn (actions left aside)."""
        self.nodes += 1
        if game.to_move != seat or game.discarders or game.is_over or self.nodes > NODE_BUDGET:
            return evaluate(game, seat)
        best = (
            evaluate(game, seat)
            if game.phase == Phase.MAIN and game.drew + game.builds
            else (float("-inf"))
        )
        for move in _candidates(game, seat):
            child = game.copy()
            child.apply(move)
            best = max(best, self._search(child, seat))
        if best == float("-inf"):
            return evaluate(game, seat)
        return best


def _candidates(game: Game, seat: int) -> Iterator[Move]:
    """The moves worth searching: no actions, one payment per tile, one discard.

    Wild tiles and moved superstructures are placed where they look best at once (one ply).
    """
    moves = game.legal_moves()
    if game.phase == Phase.DISCARD:
        yield _best_discard(game, seat, moves)
        return
    if game.phase in (Phase.WILD, Phase.RELOCATE):
        yield max(moves, key=lambda move: _board_after(game, seat, move))
        return
    builds: dict[int, tuple[float, Move]] = {}
    hand = game.players[seat].hand
    for move in moves:
        kind = move.kind
        if kind == Kind.BUILD:
            rest = list(hand)
            for card in move.cards:
                rest.remove(card)
            value = hand_value(rest)
            tile = move.cards[0]
            if tile not in builds or value > builds[tile][0]:
                builds[tile] = (value, move)
        elif kind not in (Kind.ACT, Kind.END):
            yield move
    for _, move in builds.values():
        yield move


def _board_after(game: Game, seat: int, move: Move) -> float:
    child = game.copy()
    child.apply(move)
    return board_value(child.players[seat])


def _best_discard(game: Game, seat: int, moves: list[Move]) -> Move:
    """The discard that keeps the most valuable hand."""
    hand = game.players[seat].hand
    best_move, best_value = moves[0], float("-inf")
    for move in moves:
        if move.kind != Kind.DISCARD:
            continue
        rest = list(hand)
        rest.remove(move.a)
        value = hand_value(rest)
        if value > best_value:
            best_move, best_value = move, value
    return best_move
