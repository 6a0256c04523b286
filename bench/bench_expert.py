"""Expert bot strength and speed: win rates against greedy and against itself, iterations per
second of its search, and how long its decisions take.

Run alone with ``python -m bench expert`` (or ``python -m bench.bench_expert``); the games are
shared between the machine's cores, one process each. It takes long: about an hour and a half
on two free cores (the expert thinks a full second a decision, about twenty decisions a game).
``--fraction F`` plays that share of every figure's games, for a quick look.

- 2 players, expert at 1,000 ms against greedy, 200 games (100 in each seat): win rate and mean
  point margin (the expert's points less the best other's);
- 4 players, one expert at 1,000 ms against three greedy bots, 100 games, its seat rotating;
- 2 players, expert at 300 ms against greedy, 200 games; expert at 1,000 ms against expert at
  300 ms, 100 games;
- search iterations per second, and the wall time of the expert's decisions at 1,000 ms (median,
  95th percentile, maximum; trivial moves and planned steps cost nothing and are not counted).
"""

from __future__ import annotations

import argparse
import os
import statistics
import time
from concurrent.futures import ProcessPoolExecutor
from dataclasses import dataclass, field

from bench.report import emit, median, percentile
from engine import Game
from engine.bots import make_bot
from engine.bots.expert import ExpertBot


@dataclass(frozen=True)
class Match:
    """Games of one expert (``think_ms``) in seat ``index % players`` against ``opponents``."""

    name: str
    players: int
    games: int
    think_ms: float
    opponent: str = "greedy"
    opponent_ms: float | None = None


@dataclass
class Outcome:
    won: bool
    margin: int
    decisions: list[float] = field(default_factory=list)
    """Wall seconds of the expert's searched decisions."""
    iterations: int = 0


def play(match: Match, index: int) -> Outcome:
    """One game of ``match``; the expert sits in seat ``index % players``."""
    seat = index % match.players
    bots = [
        make_bot(match.opponent, f"{match.name}:{index}:{i}", think_ms=match.opponent_ms)
        for i in range(match.players)
    ]
    expert = make_bot("expert", f"{match.name}:{index}", think_ms=match.think_ms)
    assert isinstance(expert, ExpertBot)
    bots[seat] = expert
    game = Game.new(match.players, f"bench-expert-{match.players}-{index}")
    outcome = Outcome(False, 0)
    while not game.is_over:
        to_move = game.to_move
        assert to_move is not None
        move = bots[to_move].choose(game)
        if to_move == seat and expert.stats.searched:
            outcome.decisions.append(expert.stats.seconds)
            outcome.iterations += expert.stats.iterations
        game.apply(move)
    scores = [s.total for s in game.scores()]
    outcome.won = game.winner == seat
    outcome.margin = scores[seat] - max(s for i, s in enumerate(scores) if i != seat)
    return outcome


def _play(job: tuple[Match, int]) -> Outcome:
    return play(*job)


def run(pool: ProcessPoolExecutor, match: Match, fraction: float) -> list[Outcome]:
    games = max(match.players, round(match.games * fraction))
    return list(pool.map(_play, [(match, index) for index in range(games)]))


def report(match: Match, outcomes: list[Outcome], target: str | None) -> None:
    games = len(outcomes)
    emit(f"{match.name}_win_rate", sum(o.won for o in outcomes) / games, "fraction", target)
    emit(f"{match.name}_margin_mean", statistics.mean(o.margin for o in outcomes), "points")
    emit(f"{match.name}_games", games, "games")


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--fraction", type=float, default=1.0, help="share of the games to play")
    fraction = parser.parse_args().fraction
    matches = [
        (Match("expert_1000ms_vs_greedy_2p", 2, 200, 1000), ">= 0.75"),
        (Match("expert_1000ms_vs_3_greedy_4p", 4, 100, 1000), ">= 0.5"),
        (Match("expert_300ms_vs_greedy_2p", 2, 200, 300), None),
        (Match("expert_1000ms_vs_expert_300ms_2p", 2, 100, 1000, "expert", 300), None),
    ]
    decisions: list[float] = []
    iterations = 0
    with ProcessPoolExecutor(max_workers=os.cpu_count() or 1) as pool:
        start = time.perf_counter()
        for match, target in matches:
            outcomes = run(pool, match, fraction)
            report(match, outcomes, target)
            if match.think_ms == 1000 and match.opponent == "greedy":
                for outcome in outcomes:
                    decisions += outcome.decisions
                    iterations += outcome.iterations
        emit("expert_bench_wall_time", (time.perf_counter() - start) / 60, "min")
    emit("expert_iterations_per_second", iterations / sum(decisions), "iterations/s")
    emit("expert_1000ms_decision_median", median(decisions) * 1e3, "ms")
    emit("expert_1000ms_decision_p95", percentile(decisions, 0.95) * 1e3, "ms")
    emit("expert_1000ms_decision_max", max(decisions) * 1e3, "ms")
    emit("cpu_cores", os.cpu_count() or 1, "cores")


if __name__ == "__main__":
    main()
