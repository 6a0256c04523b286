"""Copenhagen's expert bot: a determinized search over whole turns.

Within a turn nothing hidden comes to light: the harbour's emptied slots are refilled from the
deck only when the turn ends (rule 10). So a turn is one choice among whole sequences of steps
(take, discards, a build after Both actions, bonuses), and a decision is made once, at the first
step of the seat's turn where it has a choice; the later steps of that turn come from its plan
at no cost.

- **The turns tried**: every legal first step is weighed by the quick policy
  (:mod:`engine.copenhagen.playout`); the best ``FIRST_STEPS`` of them, and the best
  ``PER_KIND`` takes and builds, are each finished by that policy into a whole turn, and the
  turns are ranked by what they leave the seat.
- **The search** deals the cards the seat cannot see at random
  (:meth:`~engine.copenhagen.game.CopenhagenGame.determinized`, the seat's own view, never the
  true state). Every iteration plays one turn on a deal, then the others' turns and the seat's
  next one (``HORIZON`` rounds) with the quick policy, to the end of the game once the end card
  is near. Turns are opened best first, one more as the visits grow (progressive widening),
  and among the open ones the walk takes the best upper confidence bound (UCB1); the ``k``-th
  visit of every turn meets the same ``k``-th deal, so turns are compared on the same cards.
- **The value** is ``sigmoid((mine - best other) / TEMPERATURE)`` on
  :func:`~engine.copenhagen.evaluation.player_value`; a game that ended is worth ``WIN_SHARE``
  for a win plus the rest by the point margin.
- **The choice** is the most visited turn.

**The budget** (:class:`~engine.helsinki.bots.expert.Budget`) is wall time or iterations; with
iterations, the same position, seat, seed and budget give the same move in any process (the
deals come from a generator keyed by the bot's key and the game's ply).
"""

from __future__ import annotations

import math
import time
from dataclasses import dataclass

from engine.bot import DEFAULT_THINK_MS, Budget, Deals, Stats
from engine.copenhagen.components import END_CARD_DEPTH, WINNING_POINTS
from engine.copenhagen.evaluation import move_value, player_value
from engine.copenhagen.game import CopenhagenGame
from engine.copenhagen.moves import Kind, Move
from engine.copenhagen.playout import finish_turn, play_turns

FIRST_STEPS = 12
"""First steps finished into turns to try, best first by the quick policy's value..."""
PER_KIND = 4
"""... and at least this many takes and this many builds (when there are)."""
HORIZON = 1
"""Rounds played out after the turn tried: every other seat's turn, then the seat's own."""
ENDGAME_DECK = END_CARD_DEPTH + 4
"""With the end card in the deck and this many cards or fewer, playouts go on to the end."""
EXPLORATION = 0.2
WIDENING = 1.5
WIDENING_POWER = 0.5
TEMPERATURE = 4.0
WIN_SHARE = 0.8
POINT_TEMPERATURE = 3.0
_TO_THE_END = 1 << 30


@dataclass(slots=True)
class _Turn:
    """A whole turn tried, and what its playouts were worth."""

    moves: list[Move]
    prior: float
    visits: int = 0
    total: float = 0.0


@dataclass(frozen=True, slots=True)
class _Plan:
    """The steps of the turn a decision chose, and how the game looks before each."""

    seed: int | str
    seat: int
    start: int
    moves: list[Move]
    marks: list[tuple[object, ...]]


class ExpertBot:
    name = "expert"

    def __init__(self, key: bytes, budget: Budget | None = None) -> None:
        self.key = key
        self.budget = budget or Budget(think_ms=DEFAULT_THINK_MS)
        self.stats = Stats(0, 0.0, False)
        self._plan: _Plan | None = None

    def choose(self, game: CopenhagenGame) -> Move:
        """A legal move for ``game.to_move``, from what that seat may know."""
        start = time.perf_counter()
        seat = game.to_move
        assert seat is not None, "the game is over"
        moves = game.legal_moves()
        if len(moves) == 1:
            self.stats = Stats(0, 0.0, False)
            return moves[0]
        planned = self._planned(game, seat)
        if planned is not None:
            self.stats = Stats(0, time.perf_counter() - start, False)
            return planned
        turns, iterations, view = self._search(game, seat, start)
        best = max(turns, key=lambda turn: (turn.visits, turn.total))
        marks = []
        for move in best.moves:
            marks.append(_mark(view))
            view.apply(move)
        self._plan = _Plan(game.seed, seat, game.ply, best.moves, marks)
        self.stats = Stats(iterations, time.perf_counter() - start, True)
        return best.moves[0]

    def _planned(self, game: CopenhagenGame, seat: int) -> Move | None:
        """The next step of the chosen turn, while the game is where the plan expected."""
        plan = self._plan
        if plan is None or plan.seed != game.seed or plan.seat != seat:
            return None
        done = game.ply - plan.start
        if not 0 < done < len(plan.moves) or plan.marks[done] != _mark(game):
            return None
        return plan.moves[done]

    # ------------------------------------------------------------ search

    def _search(
        self, game: CopenhagenGame, seat: int, start: float
    ) -> tuple[list[_Turn], int, CopenhagenGame]:
        """The turns tried with their statistics, the iterations made, and a deal."""
        deal = Deals(game, seat, self.key)
        turns = candidate_turns(deal(0), seat)
        budget = self.budget
        horizon = _TO_THE_END if _endgame(game) else HORIZON * game.n
        iterations = 0
        while True:
            turn = _select(turns, iterations)
            view = deal(turn.visits)
            for move in turn.moves:
                view.apply(move)
            play_turns(view, horizon)
            turn.visits += 1
            turn.total += leaf_value(view, seat)
            iterations += 1
            if budget.spent(iterations, start):
                break
        return turns, iterations, deal(0)


def candidate_turns(view: CopenhagenGame, seat: int) -> list[_Turn]:
    """The whole turns worth trying from ``view`` (``seat`` to move), best first by what they
    leave the seat; a turn that wins at once comes alone."""
    weighed = sorted(
        ((move_value(view, move), index, move) for index, move in enumerate(view.legal_moves())),
        key=lambda item: (-item[0], item[1]),
    )
    chosen = [move for _, _, move in weighed[:FIRST_STEPS]]
    for kind in (Kind.TAKE, Kind.BUILD):
        chosen += [move for _, _, move in weighed if move.kind == kind][:PER_KIND]
    turns: list[_Turn] = []
    seen: set[Move] = set()
    for move in chosen:
        if move in seen:
            continue
        seen.add(move)
        after = view.copy()
        after.apply(move)
        steps = [move, *finish_turn(after, seat)]
        player = after.players[seat]
        if player.points >= WINNING_POINTS:
            return [_Turn(steps, math.inf)]
        value = player_value(player.points, player.filled, player.hand, player.owned,
                             player.used)  # fmt: skip
        turns.append(_Turn(steps, value))
    turns.sort(key=lambda turn: -turn.prior)
    return turns


def _select(turns: list[_Turn], iterations: int) -> _Turn:
    """The next turn to play out: an unvisited one among the open ones, else the best upper
    confidence bound."""
    width = min(len(turns), 1 + int(WIDENING * iterations**WIDENING_POWER))
    log_visits = math.log(max(1, iterations))
    best, best_score = turns[0], -math.inf
    for turn in turns[:width]:
        if not turn.visits:
            return turn
        score = turn.total / turn.visits + EXPLORATION * math.sqrt(log_visits / turn.visits)
        if score > best_score:
            best, best_score = turn, score
    return best


def leaf_value(game: CopenhagenGame, seat: int) -> float:
    """What a played-out position is worth to ``seat``, from 0 to 1."""
    if game.is_over:
        points = [player.points for player in game.players]
        margin = points[seat] - max(p for s, p in enumerate(points) if s != seat)
        won = seat in game.winners and len(game.winners) == 1
        return WIN_SHARE * won + (1 - WIN_SHARE) * _sigmoid(margin / POINT_TEMPERATURE)
    values = [player_value(p.points, p.filled, p.hand, p.owned, p.used) for p in game.players]
    mine = values[seat]
    best_other = max(v for s, v in enumerate(values) if s != seat)
    return _sigmoid((mine - best_other) / TEMPERATURE)


def _endgame(game: CopenhagenGame) -> bool:
    """Whether the end card may come up within a few turns."""
    return bool(game.end_depth) and len(game.deck) <= ENDGAME_DECK


def _mark(game: CopenhagenGame) -> tuple[object, ...]:
    """What the seat to move sees of the game between the steps of its turn."""
    player = game.players[game.seat]
    return (game.ply, game.seat, game.step, game.pending, game.specials, *game.harbour,
            *game.tiles, *player.encode())  # fmt: skip


def _sigmoid(x: float) -> float:
    return 1.0 / (1.0 + math.exp(-x))
