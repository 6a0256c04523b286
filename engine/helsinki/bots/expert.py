"""The expert bot: a search over what its seat cannot see, a whole turn at a time.

The search follows Information Set Monte Carlo Tree Search (Cowling, Powley and Whitehouse,
2012). Every iteration deals the cards the seat cannot see at random
(:meth:`~engine.helsinki.game.Game.determinized`: the seat's own view, never the true state), walks
a tree of the seat's own steps, plays out the rest and backs the result up the walked path. The
deals are shared: a decision makes them once, and every first step meets them in the same
order, so that first steps are compared on the same cards.

- **The tree** holds the steps of the seat's turn (token move, actions, draw or build, push,
  superstructures, ...) up to the end of the turn or the first step that takes a card from the
  pile (a draw, the same-colour bonus): until then every deal allows the same steps. A node's
  steps are ranked by the :class:`~engine.helsinki.bots.planner.Planner`'s value of each and opened
  best first, one more as the node's visits grow (progressive widening: ``1 + WIDENING * visits **
  WIDENING_POWER`` steps); among the open ones the walk takes the best upper confidence bound
  (UCB1, constant ``EXPLORATION``).
- **The playout** finishes the seat's turn with the planner, then lets the planner play
  ``HORIZON`` more rounds (so the others' replies count: the cards they take from the display,
  the end of the game), and stops there; with ``ENDGAME_PILE`` cards or fewer left in the pile,
  it plays on to the end of the game.
- **The value** is ``sigmoid((mine - best other) / TEMPERATURE)`` on the
  :class:`~engine.helsinki.bots.evaluation.Evaluator`'s values with :data:`EXPERT` weights; a game
  that ended is worth ``WIN_VALUE`` for a win (ties go to the seat latest in turn order) plus the
  rest by its points.

**A decision** is the search made where the seat learns something new: the start of its turn, and
any step after a card came from the pile. It chooses the most visited path of the tree, then the
planner's steps to the end of the turn or the next card from the pile; the steps in between come
from that plan at no cost. Trivial decisions (one legal move) cost nothing either.

**The budget** of a decision is wall time (``think_ms``) or a number of iterations
(``think_iters``); the search is anytime and always makes at least one iteration. With
iterations, the same game, seat, seed and budget give the same move in any process: every
decision draws its deals from a generator keyed by the bot's seed and the game's ply (never from
the game's own generator), so a restarted process decides the same way. A plan found by an
earlier decision is the one thing a restarted process does not remember: it then decides again
where it stands.
"""

from __future__ import annotations

import math
import time
from collections.abc import Callable
from dataclasses import dataclass

from engine.bot import DEFAULT_THINK_MS, Budget, Deals, Stats
from engine.helsinki.bots.evaluation import Evaluator, Weights
from engine.helsinki.bots.planner import Planner
from engine.helsinki.game import Game
from engine.helsinki.moves import Move

EXPERT = Weights()
"""The weights of the expert's evaluation."""

EXPLORATION = 0.15
WIDENING = 1.0
WIDENING_POWER = 0.5
HORIZON = 1
"""Rounds played out after the seat's own turn: every other seat's turn, then its own again."""
PAIRED_DEALS = True
"""Every first step meets the same deals of the unseen cards in the same order, so that their
values are compared on the same cards."""
ENDGAME_PILE = 0
"""With this many cards left in the pile (or fewer), playouts go on to the end of the game."""
TEMPERATURE = 3.0
WIN_VALUE = 0.8
_TO_THE_END = 1 << 30


class _Node:
    """Statistics of one step of the seat's turn, and the ranked steps that follow it."""

    __slots__ = ("children", "ranked", "revealed", "total", "visits")

    def __init__(self) -> None:
        self.visits = 0
        self.total = 0.0
        self.ranked: list[Move] | None = None
        self.children: dict[Move, _Node] = {}
        self.revealed = False
        """The step took a card from the pile: the tree ends here."""


@dataclass(slots=True)
class _Plan:
    """The steps a decision chose, to be taken while nothing new is seen."""

    seed: int | str
    turn: tuple[int, int, int]
    """The round, the active seat and the seat to move when the plan was made."""
    start: int
    """The ply where the plan starts."""
    moves: list[Move]
    pile: int
    """The pile's size when the plan was made: a different one means a card was seen."""


class ExpertBot:
    name = "expert"

    def __init__(self, key: bytes, budget: Budget | None = None,
                 weights: Weights = EXPERT) -> None:  # fmt: skip
        self.key = key
        self.budget = budget or Budget(think_ms=DEFAULT_THINK_MS)
        self.evaluator = Evaluator(weights)
        self.planner = Planner(self.evaluator)
        self.stats = Stats(0, 0.0, False)
        self._plan: _Plan | None = None

    def choose(self, game: Game) -> Move:
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
        root, iterations = self._search(game, seat, start)
        plan = self._best_path(root)
        self._plan = _Plan(game.seed, _turn(game, seat), game.ply, plan, len(game.pile))
        self.stats = Stats(iterations, time.perf_counter() - start, True)
        return plan[0]

    # ------------------------------------------------------------- plans

    def _planned(self, game: Game, seat: int) -> Move | None:
        """The next step of the current plan, or the planner's, while nothing new was seen."""
        plan = self._plan
        if (
            plan is None
            or plan.seed != game.seed
            or plan.turn != _turn(game, seat)
            or plan.pile != len(game.pile)
        ):
            return None
        done = game.ply - plan.start
        taken = min(done, len(plan.moves))
        if done < 1 or game.history[plan.start : plan.start + taken] != plan.moves[:taken]:
            return None
        if done < len(plan.moves):
            return plan.moves[done]
        return self.planner.choose(game)

    def _best_path(self, root: _Node) -> list[Move]:
        """The most visited steps from the root, as far as the tree was explored."""
        path: list[Move] = []
        node = root
        while node.children and not node.revealed:
            move, node = max(node.children.items(), key=lambda item: item[1].visits)
            path.append(move)
        return path

    # ------------------------------------------------------------ search

    def _search(self, game: Game, seat: int, start: float) -> tuple[_Node, int]:
        deal = Deals(game, seat, self.key)
        budget = self.budget
        root = _Node()
        iterations = 0
        endgame = game.final_round or len(game.pile) <= ENDGAME_PILE
        horizon = _TO_THE_END if endgame else HORIZON * game.n
        while True:
            self._iterate(root, deal, seat, horizon)
            iterations += 1
            if budget.spent(iterations, start):
                break
        return root, iterations

    def _iterate(self, root: _Node, deal: Callable[[int], Game], seat: int, horizon: int) -> None:
        """One iteration: a walk down the tree from a first step, on the next deal of the
        unseen cards that this first step has not met yet, then the playout."""
        if root.ranked is None:
            root.ranked = _ranked(self.planner, deal(0))
        move = self._select(root)
        first = root.children.get(move)
        view = deal(first.visits if first is not None and PAIRED_DEALS else root.visits)
        path = [root]
        node = root
        while True:
            child = node.children.get(move)
            pile = len(view.pile)
            view.apply(move)
            if child is None:
                child = node.children[move] = _Node()
                child.revealed = len(view.pile) != pile
                path.append(child)
                break
            path.append(child)
            node = child
            if view.to_move != seat or node.revealed:
                break
            if node.ranked is None:
                node.ranked = _ranked(self.planner, view)
            move = self._select(node)
        planner = self.planner
        if view.to_move == seat:
            planner.play_turn(view)
        for _ in range(horizon):
            if view.is_over:
                break
            planner.play_turn(view)
        value = self._value(view, seat)
        for visited in path:
            visited.visits += 1
            visited.total += value

    def _select(self, node: _Node) -> Move:
        ranked = node.ranked
        assert ranked is not None
        width = min(len(ranked), 1 + int(WIDENING * node.visits**WIDENING_POWER))
        children = node.children
        best_move, best_score = ranked[0], float("-inf")
        log_visits = math.log(max(1, node.visits))
        for move in ranked[:width]:
            child = children.get(move)
            if child is None:
                return move
            score = child.total / child.visits + EXPLORATION * math.sqrt(log_visits / child.visits)
            if score > best_score:
                best_move, best_score = move, score
        return best_move

    def _value(self, game: Game, seat: int) -> float:
        evaluate = self.evaluator.evaluate
        if game.is_over:
            scores = [s.total for s in game.scores()]
            margin = scores[seat] - max(s for i, s in enumerate(scores) if i != seat)
            won = game.winner == seat
            return WIN_VALUE * won + (1 - WIN_VALUE) * _sigmoid(margin / TEMPERATURE)
        values = [evaluate(game, s) for s in range(game.n)]
        mine = values[seat]
        best_other = max(v for i, v in enumerate(values) if i != seat)
        return _sigmoid((mine - best_other) / TEMPERATURE)


def _turn(game: Game, seat: int) -> tuple[int, int, int]:
    return game.round, game.seat, seat


def _ranked(planner: Planner, game: Game) -> list[Move]:
    """The steps to try now: the planner's options, best first by its values, then the legal
    moves it does not weigh (other payments, actions whose gain it cannot see)."""
    legal = game.legal_moves()
    options = [option for option in planner.options(game) if option[1] in legal]
    options.sort(key=lambda option: -option[0])
    ranked = [move for _, move in options]
    weighed = set(ranked)
    return ranked + [move for move in legal if move not in weighed]


def _sigmoid(x: float) -> float:
    return 1.0 / (1.0 + math.exp(-x))
