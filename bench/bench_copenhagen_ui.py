"""Copenhagen's table: its update after a move (4 players, late game) and its frame time while
a bot thinks.

- ``copenhagen_table_update_*``: the whole update after each move of the second half of a
  4-player game between greedy bots, on Copenhagen's page, glides on at the "normal" speed (as
  :func:`bench.bench_ui.bench_table_update` measures Helsinki's): the session's signals, then
  the event loop until the view has painted the changed regions (goal: median <= 16 ms), and
  the process's CPU time of the same updates (their cost when other programs share the
  machine). The half is played three times (``--passes``); the lowest and highest median of
  a pass say how much the machine's speed wandered meanwhile;
- ``copenhagen_frames_worker_*``: the event loop's intervals under a 16 ms frame timer while
  two Copenhagen experts play, thinking in the session's worker process (as
  :mod:`bench.bench_frames` measures Helsinki's; goal: p95 <= 50 ms).

Run with ``python -m bench.bench_copenhagen_ui [--seconds S] [--think-ms MS] [--passes N]``
(headless: ``QT_QPA_PLATFORM=offscreen`` is set when no platform is chosen).
"""

from __future__ import annotations

import argparse
import os
import sys
import time
from dataclasses import replace
from functools import partial

from bench.bench_frames import report, time_frames
from bench.bench_ui import PaintCounter
from bench.report import emit, median, percentile

GLIDE_MS = 300
"""The glides' duration at the "normal" animation speed (the preferences' default)."""


def bench_table_update(passes: int = 3) -> None:
    """The update after each move of the second half of a 4-player game; seat 0 is the
    viewer (the table takes input on its turns). The half is played ``passes`` times, from a
    fresh session each: the median is over every move of every pass (this machine's speed
    wanders from one minute to the next; each pass's median shows how far)."""
    from PySide6.QtWidgets import QApplication

    from client.cli import play_rule_set_game
    from client.session import LocalSession
    from engine.line import StateLine
    from engine.record import Seat
    from engine.rules import COPENHAGEN
    from ui.copenhagen.page import CopenhagenPage

    app = QApplication.instance() or QApplication([])
    _, played = play_rule_set_game(COPENHAGEN, 4, 3, ["greedy"] * 4,
                                   COPENHAGEN.default_options)  # fmt: skip
    half = len(played.moves) // 2
    seats = [Seat("You")] + [Seat(f"Bot {i}", "greedy") for i in range(1, 4)]
    record = replace(played, seats=seats).until(half)
    page = CopenhagenPage()
    page.scene.glides.duration = GLIDE_MS
    page.resize(1600, 940)
    page.show()
    painted = PaintCounter(page.view.viewport())
    times: list[float] = []
    cpu: list[float] = []
    full: list[float] = []
    medians: list[float] = []
    for _ in range(passes):
        session = LocalSession(StateLine(record), None)
        session.close()  # its bots stay idle: the moves come from the record
        page.set_session(session)
        page.refresh()
        app.processEvents()
        these: list[float] = []
        for entry in played.moves[half:]:
            a_move = partial(session._apply, entry.move)  # type: ignore[arg-type]  # Copenhagen's
            wall, used = painted.time_update(app, a_move)
            these.append(wall)
            cpu.append(used)
            page.scene.glides.finish()
            start = time.perf_counter()
            page.view.viewport().repaint()
            full.append(time.perf_counter() - start)
        times += these
        medians.append(median(these))
    emit("copenhagen_table_update_median", median(times) * 1e3, "ms", "<= 16 ms")
    emit("copenhagen_table_update_p95", percentile(times, 0.95) * 1e3, "ms", "<= 33 ms")
    emit("copenhagen_table_update_pass_median_min", min(medians) * 1e3, "ms")
    emit("copenhagen_table_update_pass_median_max", max(medians) * 1e3, "ms")
    emit("copenhagen_table_update_cpu_median", median(cpu) * 1e3, "ms")
    emit("copenhagen_table_update_cpu_p95", percentile(cpu, 0.95) * 1e3, "ms")
    emit("copenhagen_table_full_repaint_median", median(full) * 1e3, "ms")
    emit("copenhagen_table_moves_measured", len(times), "moves")
    page.close_session()
    page.close()


def measure_frames(seconds: float, think_ms: float) -> tuple[list[float], int]:
    """Frame intervals (ms) over ``seconds`` of a game between two Copenhagen experts thinking
    in the session's worker process, glides on, and the moves played."""
    from PySide6.QtWidgets import QApplication

    from client.session import LocalSession
    from engine.line import StateLine
    from engine.record import Record, Seat
    from engine.rules import COPENHAGEN
    from ui.copenhagen.page import CopenhagenPage

    app = QApplication.instance() or QApplication([])
    assert isinstance(app, QApplication)
    seats = [Seat("Hard bot 1", "expert"), Seat("Hard bot 2", "expert")]
    record = Record(seats, 17, COPENHAGEN.default_options, COPENHAGEN.version)
    session = LocalSession(StateLine(record), None, bot_delay=0, think_ms=think_ms)
    page = CopenhagenPage()
    page.scene.glides.duration = GLIDE_MS
    return time_frames(page, session, seconds)


def main(argv: list[str]) -> None:
    os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--seconds", type=float, default=20.0, help="measured frame time")
    parser.add_argument("--think-ms", type=float, default=1000.0, help="the experts' budget")
    parser.add_argument("--passes", type=int, default=3, help="passes over the measured moves")
    args = parser.parse_args(argv)
    bench_table_update(args.passes)
    intervals, moves = measure_frames(args.seconds, args.think_ms)
    report("copenhagen_frames_worker", intervals, moves)


if __name__ == "__main__":
    main(sys.argv[1:])
