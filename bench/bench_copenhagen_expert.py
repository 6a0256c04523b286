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
import time
from concurrent.futures import ProcessPoolExecutor

from bench.bench_expert import Match, Outcome, budget_name, parse_arguments, report
from bench.report import emit, median, percentile
from engine.bot import Budget
from engine.copenhagen import CopenhagenGame
from engine.copenhagen.bots import CopenhagenBot, make_bot
from engine.copenhagen.expert import ExpertBot

MATCHES = ("greedy-2p", "greedy-4p")


def matches(budget: Budget) -> dict[str, tuple[Match, str]]:
    """The matches of the issue's figures at ``budget``, with their targets."""
    name = budget_name(budget)
    return {
        "greedy-2p": (Match(f"copenhagen_expert_{name}_vs_greedy_2p", 2, 200, budget), ">= 0.75"),
        "greedy-4p": (
            Match(f"copenhagen_expert_{name}_vs_3_greedy_4p", 4, 100, budget),
            ">= 0.5",
        ),
    }


def play(match: Match, index: int) -> Outcome:
    """One game of ``match``; the expert sits in seat ``index % players``. A shared win is no
    win."""
    seat = index % match.players
    bots: list[CopenhagenBot] = [
        make_bot("greedy", f"{match.name}:{index}:{i}") for i in range(match.players)
    ]
    think = match.think
    expert = make_bot("expert", f"{match.name}:{index}",
                      think_ms=think.think_ms, think_iters=think.think_iters)  # fmt: skip
    assert isinstance(expert, ExpertBot)
    bots[seat] = expert
    game = CopenhagenGame.new(match.players, f"bench-copenhagen-expert-{match.players}-{index}")
    outcome = Outcome(False, 0)
    while not game.is_over:
        to_move = game.to_move
        assert to_move is not None
        move = bots[to_move].choose(game)
        if to_move == seat and expert.stats.searched:
            outcome.decisions.append(expert.stats.seconds)
            outcome.iterations += expert.stats.iterations
        game.apply(move)
    points = [player.points for player in game.players]
    outcome.won = game.winners == (seat,)
    outcome.margin = points[seat] - max(p for i, p in enumerate(points) if i != seat)
    return outcome


def _play(job: tuple[Match, int]) -> Outcome:
    return play(*job)


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
    budget = Budget(args.think_ms, args.think_iters)
    if budget.think_ms is None and budget.think_iters is None:
        budget = Budget(think_ms=1000)
    chosen = matches(budget)
    if args.profile:
        profile(chosen[args.matches[0]][0])
        return
    decisions: list[float] = []
    iterations = 0
    with ProcessPoolExecutor(max_workers=args.workers) as pool:
        start = time.perf_counter()
        for name in args.matches:
            match, target = chosen[name]
            games = args.games or max(match.players, round(match.games * args.fraction))
            outcomes = list(pool.map(_play, [(match, index) for index in range(games)]))
            report(match, outcomes, target)
            for outcome in outcomes:
                decisions += outcome.decisions
                iterations += outcome.iterations
        emit("copenhagen_expert_bench_wall_time", (time.perf_counter() - start) / 60, "min")
    if decisions:
        name = budget_name(budget)
        emit("copenhagen_expert_iterations_per_second", iterations / sum(decisions),
             "iterations/s")  # fmt: skip
        emit(f"copenhagen_expert_{name}_decision_median", median(decisions) * 1e3, "ms")
        emit(f"copenhagen_expert_{name}_decision_p95", percentile(decisions, 0.95) * 1e3, "ms")
        emit(f"copenhagen_expert_{name}_decision_max", max(decisions) * 1e3, "ms")
    emit("workers", args.workers, "processes")


if __name__ == "__main__":
    main(sys.argv[1:])
