"""Copenhagen's expert against the greedy bot: win rates, iterations per second of its search and
how long its decisions take.

Run alone with ``python -m bench.bench_copenhagen_expert [options]`` (or ``python -m bench
--full``); the games are shared between worker processes (one per core by default). The full
figures take long: about an hour on two free cores (the expert thinks a full second a decision,
about twenty decisions a game).

- 2 players, expert at 1,000 ms against greedy, 200 games (100 in each seat): win rate and mean
  point margin (the expert's points less the best other's);
- 4 players, one expert at 1,000 ms against three greedy bots, 100 games, its seat rotating;
- search iterations per second, and the wall time of the expert's decisions (median, 95th
  percentile, maximum; trivial moves and planned steps cost nothing and are not counted).

``--think-ms MS`` or ``--think-iters N`` changes the budget (iterations make the games
reproducible and independent of the machine's load), ``--games N`` plays N games of every match,
``--fraction F`` that share of each, ``--matches`` some of them. ``--profile`` plays one game of
the first match under cProfile instead and prints where the expert's time goes.
"""

from __future__ import annotations

import sys

from bench.bench_expert import Match, budget_name, long_budget, measure, parse_arguments, play
from bench.report import emit
from engine.bot import Budget
from engine.rules import COPENHAGEN

MATCHES = ("greedy-2p", "greedy-4p")


def matches(budget: Budget) -> dict[str, tuple[Match, str | None]]:
    """The matches of the issue's figures at ``budget``, with their targets."""
    name = f"copenhagen_expert_{budget_name(budget)}"
    return {
        "greedy-2p": (
            Match(f"{name}_vs_greedy_2p", 2, 200, budget, rules=COPENHAGEN.name),
            ">= 0.75",
        ),
        "greedy-4p": (
            Match(f"{name}_vs_3_greedy_4p", 4, 100, budget, rules=COPENHAGEN.name),
            ">= 0.5",
        ),
    }


def profile(match: Match) -> None:
    """One game of ``match`` under cProfile: the functions that take the most time."""
    import cProfile
    import pstats

    profiler = cProfile.Profile()
    profiler.enable()
    outcome = play(match, 0)
    profiler.disable()
    emit("copenhagen_expert_profiled_iterations_per_second",
         outcome.iterations / sum(outcome.decisions), "iterations/s")  # fmt: skip
    pstats.Stats(profiler).sort_stats("tottime").print_stats(15)


def main(argv: list[str]) -> None:
    args = parse_arguments(argv, MATCHES, __doc__ or "")
    budget = long_budget(args)
    chosen = matches(budget)
    if args.profile:
        profile(chosen[args.matches[0]][0])
    else:
        measure(args, chosen, budget, "copenhagen_")


if __name__ == "__main__":
    main(sys.argv[1:])
