"""Frame time of the table while bots think: the event loop's intervals under a 16 ms timer.

A game page shows a two-player game between expert bots thinking ``--think-ms`` (1,000 ms by
default) a decision, with glides of 300 ms, as a player watching bots play sees it. A timer
asks for a frame every 16 ms (it schedules a repaint of the table, as an animation does) and
records the interval since the last one: an event loop kept busy shows as long intervals.

- ``frames_worker_*``: the bots think in the session's worker process (what the program does);
- ``frames_thread_*``: the same bots think in a thread of the table's process (for contrast: they
  share the interpreter's lock with the table).

Median, 95th percentile and maximum of the intervals (goal: p95 <= 50 ms), and the bot moves
played meanwhile (the bots did think). Run with ``python -m bench.bench_frames [--seconds S]``
(headless: ``QT_QPA_PLATFORM=offscreen`` is set when no platform is chosen).
"""

from __future__ import annotations

import argparse
import os
import sys
import time
from typing import TYPE_CHECKING

from bench.report import emit, median, percentile

if TYPE_CHECKING:
    from client.session import LocalSession
    from ui.copenhagen.page import CopenhagenPage
    from ui.pages.game import GamePage

    FramedPage = GamePage | CopenhagenPage

FRAME_MS = 16


def measure(seconds: float, think_ms: float, in_process: bool) -> tuple[list[float], int]:
    """Frame intervals (ms) over ``seconds`` of a game between experts, and the moves played."""
    from PySide6.QtWidgets import QApplication

    from client.session import LocalSession
    from engine.helsinki.bots import make_bot
    from engine.helsinki.options import Options
    from engine.line import Line
    from engine.record import Record, Seat
    from ui.pages.game import GamePage

    app = QApplication.instance() or QApplication([])
    assert isinstance(app, QApplication)
    seats = [Seat("Hard bot 1", "expert"), Seat("Hard bot 2", "expert")]
    record = Record(seats, 17, Options(start_seat=0))
    factory = (lambda name, seed: make_bot(name, seed, think_ms=think_ms)) if in_process else None
    session = LocalSession(Line(record), None, bot_delay=0, bot_factory=factory,
                           think_ms=think_ms)  # fmt: skip
    page = GamePage()
    page.scene.glides.duration = 300
    return time_frames(page, session, seconds)


def time_frames(page: FramedPage, session: LocalSession,
                seconds: float) -> tuple[list[float], int]:  # fmt: skip
    """Frame intervals (ms) over ``seconds`` while ``session`` plays on ``page`` (the first
    second left out: the worker process starts and the table is first drawn), and the moves
    played meanwhile."""
    from PySide6.QtCore import Qt, QTimer
    from PySide6.QtWidgets import QApplication

    app = QApplication.instance()
    assert isinstance(app, QApplication)
    page.resize(1600, 940)
    page.show()
    page.set_session(session)
    session.start()
    start_ply = session.game().ply
    intervals: list[float] = []
    last = time.perf_counter()

    def frame() -> None:
        nonlocal last
        now = time.perf_counter()
        intervals.append((now - last) * 1e3)
        last = now
        page.view.viewport().update()

    def begin() -> None:
        nonlocal last
        last = time.perf_counter()
        timer.start(FRAME_MS)

    timer = QTimer()
    timer.setTimerType(Qt.TimerType.PreciseTimer)
    timer.timeout.connect(frame)
    QTimer.singleShot(1000, begin)
    QTimer.singleShot(int(1000 + seconds * 1000), app.quit)
    app.exec()
    timer.stop()
    moves = session.game().ply - start_ply
    session.close()
    page.close()
    return intervals, moves


def report(name: str, intervals: list[float], moves: int) -> None:
    emit(f"{name}_median", median(intervals), "ms")
    emit(f"{name}_p95", percentile(intervals, 0.95), "ms", "<= 50 ms")
    emit(f"{name}_max", max(intervals), "ms")
    emit(f"{name}_bot_moves", moves, "moves")


def main(argv: list[str]) -> None:
    os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--seconds", type=float, default=20.0, help="measured time of each run")
    parser.add_argument("--think-ms", type=float, default=1000.0, help="the bots' budget")
    args = parser.parse_args(argv)
    intervals, moves = measure(args.seconds, args.think_ms, in_process=False)
    report("frames_worker", intervals, moves)
    intervals, moves = measure(args.seconds, args.think_ms, in_process=True)
    report("frames_thread", intervals, moves)


if __name__ == "__main__":
    main(sys.argv[1:])
