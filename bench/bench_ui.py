"""UI speed and memory: start-up to the start screen, table update after a move, memory.

Run with ``python -m bench.bench_ui`` (headless: ``QT_QPA_PLATFORM=offscreen`` is set when no
platform is chosen). Prints JSON lines; benchmarks measure, tests never assert timings.
"""

from __future__ import annotations

import os
import resource
import subprocess
import sys
import tempfile
import time
from collections.abc import Callable
from functools import partial
from pathlib import Path
from typing import Any

from bench.report import emit, median, percentile

_STARTUP = """
from PySide6.QtCore import QTimer
from client.gui_cli import _run_loop, _startup
app, window = _startup()
assert window.pages.currentWidget() is window.start
def shown():
    print("SHOWN", flush=True)
    window.close()
QTimer.singleShot(0, shown)
_run_loop(app, window)
"""


def bench_startup(runs: int = 5) -> None:
    """From launching the interpreter to the start screen shown, in the qasync event loop the
    real start uses (the window is closed at once; the loop then ends). The player has a name
    already (else the first-run prompt comes first)."""
    times = []
    with tempfile.TemporaryDirectory() as data:
        Path(data, "settings.ini").write_text("[player]\nname=Bench\n", encoding="utf-8")
        env = dict(os.environ, HELSINKI_DATA_DIR=data)
        env.pop("PYTHONDONTWRITEBYTECODE", None)  # an installed game has its byte code
        subprocess.run([sys.executable, "-c", _STARTUP], env=env, capture_output=True,
                       check=True)  # warm-up, not counted: the byte code is written  # fmt: skip
        for _ in range(runs):
            start = time.perf_counter()
            out = subprocess.run([sys.executable, "-c", _STARTUP], env=env, capture_output=True,
                                 text=True, check=True).stdout  # fmt: skip
            assert "SHOWN" in out
            times.append(time.perf_counter() - start)
    emit("ui_startup_to_start_screen_median", median(times), "s", "<= 1.5 s")


class PaintCounter:
    """Counts the paint events of a widget (the view's viewport), and times the updates that
    end in one."""

    def __init__(self, widget: object) -> None:
        from PySide6.QtCore import QEvent, QObject

        counter = self

        class Filter(QObject):
            def eventFilter(self, watched: QObject, event: QEvent) -> bool:
                if event.type() == QEvent.Type.Paint:
                    counter.count += 1
                return False

        self.count = 0
        self._filter = Filter()
        widget.installEventFilter(self._filter)  # type: ignore[attr-defined]

    def time_update(self, app: Any, play: Callable[[], None]) -> tuple[float, float]:
        """The wall and CPU seconds of ``play`` (the signals a move sends, as in the game), then
        of the event loop until the widget has painted the changed regions (every move changes
        something: the measure fails rather than time an unpainted update)."""
        before = self.count
        start, used = time.perf_counter(), time.process_time()
        play()
        app.processEvents()  # paints the changed regions, as after a move in the game
        for _ in range(100):  # should the paint come later, wait for it inside the measure
            if self.count > before:
                break
            app.processEvents()
        times = time.perf_counter() - start, time.process_time() - used
        assert self.count > before, "the table was not repainted after a move"
        return times


def bench_table_update() -> None:
    """The whole update after each move of the second half of a 4-player game, on the game page.

    One figure is what a player waits for after a move: the session's signals (the log entry,
    the table on a fresh snapshot, the buttons), then the event loop until the view has painted
    the changed regions (every move changes at least the banner, so each one must paint; the
    measure fails rather than time an unpainted update). Seat 0 is the viewer: the table takes
    input only on its turns.
    """
    from PySide6.QtWidgets import QApplication

    from client.cli import play_bot_game
    from client.session import LocalSession
    from engine.helsinki.moves import Move
    from engine.helsinki.options import Options
    from engine.line import Line
    from engine.record import Record, Seat
    from ui.pages.game import GamePage

    app = QApplication.instance() or QApplication([])
    _, played = play_bot_game(4, 3, ["greedy"] * 4, Options(dry_roads=True))
    half = len(played.moves) // 2
    seats = [Seat("You")] + [Seat(f"Bot {i}", "greedy") for i in range(1, 4)]
    record = Record(seats, played.seed, played.options, moves=played.moves).until(half)
    session = LocalSession(Line(record), None)
    session.close()  # its bots stay idle: the moves come from the record
    page = GamePage()
    page.resize(1600, 940)
    page.show()
    page.set_session(session)
    page.refresh()
    app.processEvents()
    painted = PaintCounter(page.view.viewport())
    times = []
    full = []
    for entry in played.moves[half:]:
        times.append(painted.time_update(app, partial(session._apply, Move.of(entry.move)))[0])
        start = time.perf_counter()
        page.view.viewport().repaint()
        full.append(time.perf_counter() - start)
    emit("ui_table_update_median", median(times) * 1e3, "ms", "<= 16 ms")
    emit("ui_table_update_p95", percentile(times, 0.95) * 1e3, "ms", "<= 33 ms")
    emit("ui_table_full_repaint_median", median(full) * 1e3, "ms")
    page.close()


def bench_memory() -> None:
    """Resident memory at the end of a 4-player bot game played through the main window."""
    from PySide6.QtWidgets import QApplication

    from client.app import MainWindow
    from engine.helsinki.options import Options
    from engine.record import Seat

    app = QApplication.instance() or QApplication([])
    with tempfile.TemporaryDirectory() as data:
        os.environ["HELSINKI_DATA_DIR"] = data
        window = MainWindow()
        window.preferences.speed = 0
        window.show()
        seats = [Seat(f"Bot {i}", "random") for i in range(4)]
        session = window.new_game(seats, Options(dry_roads=True), seed=5)
        session.bot_delay = 0
        deadline = time.monotonic() + 300
        while not session.game().is_over and time.monotonic() < deadline:
            app.processEvents()
            time.sleep(0.001)
        peak = resource.getrusage(resource.RUSAGE_SELF).ru_maxrss / 1024
        emit("ui_resident_memory_4_players", peak, "MB", "<= 250 MB")
        window.close()


def main() -> None:
    os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")
    bench_startup()
    bench_table_update()
    bench_memory()


if __name__ == "__main__":
    main()
