"""Expert bot strength and speed: win rates against greedy and against itself, iterations per
second of its search, and how long its decisions take.

Run alone with ``python -m bench.bench_expert [options]``; the games are shared between worker
processes (one per core by default). The full figures take long: about an hour and a half on two
free cores (the expert thinks a full second a decision, about twenty decisions a game).

- 2 players, expert at 1,000 ms against greedy, 200 games (100 in each seat): win rate and mean
  point margin (the expert's points less the best other's);
- 4 players, one expert at 1,000 ms against three greedy bots, 100 games, its seat rotating;
- 2 players, expert at 300 ms against greedy, 200 games; expert at 1,000 ms against expert at
  300 ms, 100 games;
- search iterations per second, and the wall time of the expert's decisions (median, 95th
  percentile, maximum; trivial moves and planned steps cost nothing and are not counted).

``--think-ms MS`` or ``--think-iters N`` changes the long budget (the short one is 30% of it;
iterations make the games reproducible and independent of the machine's load), ``--games N``
plays N games of every match, ``--fraction F`` that share of each, ``--matches`` some of them.
``--profile`` plays one game of the first match under cProfile instead and prints the share of
the expert's time in what limits it (copies, legal moves, moves applied, playouts, evaluation,
deals of the unseen cards) and its iterations per second.
"""

from __future__ import annotations

import argparse
import os
import statistics
import sys
import time
from concurrent.futures import ProcessPoolExecutor
from dataclasses import dataclass, field
from typing import Any

from bench.report import emit, median, percentile
from engine.bot import BotSpec, Budget, Stats
from engine.rules import HELSINKI, GameBot, rule_set

MATCHES = ("greedy-2p", "greedy-4p", "short-vs-greedy-2p", "long-vs-short-2p")
"""The matches, by the names ``--matches`` takes: the long budget against greedy (2 and 4
players), the short budget against greedy, the long budget against the short."""


@dataclass(frozen=True)
class Match:
    """Games of one expert in seat ``index % players`` against ``opponent`` bots."""

    name: str
    players: int
    games: int
    think: Budget
    opponent: str = "greedy"
    opponent_think: Budget | None = None
    rules: str = HELSINKI.name
    """The rule set played."""


def budget_name(budget: Budget) -> str:
    if budget.think_iters is not None:
        return f"{budget.think_iters}it"
    return f"{budget.think_ms:g}ms"


def matches(long: Budget) -> dict[str, tuple[Match, str | None]]:
    """The matches of the issue's figures at the long budget ``long`` (short: 30% of it)."""
    if long.think_iters is not None:
        short = Budget(think_iters=max(1, round(long.think_iters * 0.3)))
    else:
        assert long.think_ms is not None
        short = Budget(think_ms=long.think_ms * 0.3)
    a, b = budget_name(long), budget_name(short)
    return {
        "greedy-2p": (Match(f"expert_{a}_vs_greedy_2p", 2, 200, long), ">= 0.75"),
        "greedy-4p": (Match(f"expert_{a}_vs_3_greedy_4p", 4, 100, long), ">= 0.5"),
        "short-vs-greedy-2p": (Match(f"expert_{b}_vs_greedy_2p", 2, 200, short), None),
        "long-vs-short-2p": (
            Match(f"expert_{a}_vs_expert_{b}_2p", 2, 100, long, "expert", short),
            None,
        ),
    }


@dataclass
class Outcome:
    won: bool
    margin: int
    decisions: list[float] = field(default_factory=list)
    """Wall seconds of the expert's searched decisions."""
    iterations: int = 0


def play(match: Match, index: int) -> Outcome:
    """One game of ``match`` (any rule set's); the expert sits in seat ``index % players``. A
    shared win is no win."""
    rules = rule_set(match.rules)
    seat = index % match.players

    def bot(name: str, seed: str, budget: Budget) -> GameBot[Any]:
        spec = BotSpec(name, seed, budget.think_ms, budget.think_iters, rules=match.rules)
        return rules.make_bot(spec)

    other = match.opponent_think or Budget()
    bots = [bot(match.opponent, f"{match.name}:{index}:{i}", other) for i in range(match.players)]
    expert = bots[seat] = bot("expert", f"{match.name}:{index}", match.think)
    label = "expert" if match.rules == HELSINKI.name else f"{match.rules}-expert"
    game = rules.new_game(match.players, f"bench-{label}-{match.players}-{index}")
    outcome = Outcome(False, 0)
    while not game.is_over:
        to_move = game.to_move
        assert to_move is not None
        move = bots[to_move].choose(game)
        stats = getattr(expert, "stats", None)  # (each decision's own)
        assert isinstance(stats, Stats)
        if to_move == seat and stats.searched:
            outcome.decisions.append(stats.seconds)
            outcome.iterations += stats.iterations
        game.apply(move)
    scores = [s.total for s in game.scores()]
    outcome.won = game.winner == seat
    outcome.margin = scores[seat] - max(s for i, s in enumerate(scores) if i != seat)
    return outcome


def _play(job: tuple[Match, int]) -> Outcome:
    return play(*job)


def run(pool: ProcessPoolExecutor, match: Match, games: int) -> list[Outcome]:
    return list(pool.map(_play, [(match, index) for index in range(games)]))


def report(match: Match, outcomes: list[Outcome], target: str | None) -> None:
    games = len(outcomes)
    won = sum(o.won for o in outcomes)
    emit(f"{match.name}_win_rate", won / games, "fraction", target)
    # the binomial standard error, so that a reduced run says how much its rate may be off
    emit(f"{match.name}_win_rate_stderr", (won / games * (1 - won / games) / games) ** 0.5,
         "fraction")  # fmt: skip
    emit(f"{match.name}_margin_mean", statistics.mean(o.margin for o in outcomes), "points")
    emit(f"{match.name}_games", games, "games")


PROFILED = {
    "copies": ("engine/helsinki/game.py", "copy"),
    "legal_moves": ("engine/helsinki/game.py", "legal_moves"),
    "apply": ("engine/helsinki/game.py", "apply"),
    "deals": ("engine/helsinki/game.py", "determinized"),
    "playouts": ("engine/helsinki/bots/planner.py", "play_turn"),
    "tree_ranking": ("engine/helsinki/bots/expert.py", "_ranked"),
    "evaluation": ("engine/helsinki/bots/expert.py", "_value"),
}
"""What the profile reports: (file, function) by name; shares of the search's cumulative time
(they overlap: a playout applies moves and copies nothing, a copy is part of a deal)."""


def profile(match: Match) -> None:
    """One game of ``match`` under cProfile: the shares of :data:`PROFILED` in the search."""
    import cProfile
    import pstats

    profiler = cProfile.Profile()
    profiler.enable()
    outcome = play(match, 0)
    profiler.disable()
    stats = pstats.Stats(profiler)
    cumulative: dict[tuple[str, str], float] = {
        (path, name): entry[3]
        for (path, _, name), entry in stats.stats.items()  # type: ignore[attr-defined]
    }

    def seconds(path: str, name: str) -> float:
        return sum(t for (p, n), t in cumulative.items() if p.endswith(path) and n == name)

    search = seconds("engine/helsinki/bots/expert.py", "_search")
    for label, (path, name) in PROFILED.items():
        emit(f"expert_profile_{label}_share", seconds(path, name) / search, "fraction")
    emit("expert_profiled_iterations_per_second", outcome.iterations / search, "iterations/s")
    stats.sort_stats("tottime").print_stats(15)


def parse_arguments(
    argv: list[str], names: tuple[str, ...] = MATCHES, description: str = __doc__ or ""
) -> argparse.Namespace:
    """The options of an expert's match benchmark whose matches are ``names``."""

    def chosen(text: str) -> list[str]:
        picked = [n.strip() for n in text.split(",") if n.strip()]
        if not picked or any(n not in names for n in picked):
            raise argparse.ArgumentTypeError(f"matches: {', '.join(names)}")
        return picked

    parser = argparse.ArgumentParser(description=description.splitlines()[0])
    budget = parser.add_mutually_exclusive_group()
    budget.add_argument("--think-ms", type=float, help="the long budget (default 1000 ms)")
    budget.add_argument("--think-iters", type=int, help="the long budget in iterations instead")
    parser.add_argument("--games", type=int, help="games of every match (default: the issue's)")
    parser.add_argument("--fraction", type=float, default=1.0, help="share of the games to play")
    parser.add_argument(
        "--matches", type=chosen, default=list(names),
        help=f"comma-separated, among {', '.join(names)} (default: all)",
    )  # fmt: skip
    parser.add_argument("--workers", type=int, default=os.cpu_count() or 1)
    parser.add_argument("--profile", action="store_true", help="profile one game instead")
    return parser.parse_args(argv)


def long_budget(args: argparse.Namespace) -> Budget:
    """The budget the options chose (1,000 ms a decision by default)."""
    long = Budget(args.think_ms, args.think_iters)
    if long.think_ms is None and long.think_iters is None:
        return Budget(think_ms=1000)
    return long


def measure(args: argparse.Namespace, chosen: dict[str, tuple[Match, str | None]],
            long: Budget, prefix: str = "") -> None:  # fmt: skip
    """Play the matches ``args`` picks among ``chosen`` and report them, then the speed of
    the expert's search at the ``long`` budget against greedy (figures named from
    ``prefix``: the rule set's, none for Helsinki)."""
    decisions: list[float] = []
    iterations = 0
    with ProcessPoolExecutor(max_workers=args.workers) as pool:
        start = time.perf_counter()
        for name in args.matches:
            match, target = chosen[name]
            games = args.games or max(match.players, round(match.games * args.fraction))
            outcomes = run(pool, match, games)
            report(match, outcomes, target)
            if match.think == long and match.opponent == "greedy":
                for outcome in outcomes:
                    decisions += outcome.decisions
                    iterations += outcome.iterations
        emit(f"{prefix}expert_bench_wall_time", (time.perf_counter() - start) / 60, "min")
    if decisions:
        emit(f"{prefix}expert_iterations_per_second", iterations / sum(decisions),
             "iterations/s")  # fmt: skip
        name = f"{prefix}expert_{budget_name(long)}"
        emit(f"{name}_decision_median", median(decisions) * 1e3, "ms")
        emit(f"{name}_decision_p95", percentile(decisions, 0.95) * 1e3, "ms")
        emit(f"{name}_decision_max", max(decisions) * 1e3, "ms")
    emit("workers", args.workers, "processes")


def main(argv: list[str]) -> None:
    args = parse_arguments(argv)
    long = long_budget(args)
    chosen = matches(long)
    if args.profile:
        profile(chosen[args.matches[0]][0])
    else:
        measure(args, chosen, long)


if __name__ == "__main__":
    main(sys.argv[1:])
