"""GUI commands of ``helsinki-qt``: the main window, the replay viewer and ``screenshot``.

The lead's ``client.cli`` calls :func:`add_commands`, :func:`run_gui` (no command given) and
:func:`open_replay_viewer` (``replay RECORD`` without ``--verify``).
"""

from __future__ import annotations

import argparse
import asyncio
import os
import sys
from pathlib import Path
from typing import Any

from client.cli import EXIT_BAD_INPUT, EXIT_OK, record_at


def _size(text: str) -> tuple[int, int]:
    try:
        w, h = (int(v) for v in text.lower().split("x"))
    except ValueError:
        raise argparse.ArgumentTypeError("size is WIDTHxHEIGHT, e.g. 1600x940") from None
    if not (16 <= w <= 10000 and 16 <= h <= 10000):
        raise argparse.ArgumentTypeError("width and height must be 16 to 10000 pixels")
    return w, h


def add_commands(subparsers: Any) -> None:
    """Register the GUI subcommands on the ``helsinki-qt`` argparse subparsers."""
    shot = subparsers.add_parser("screenshot", help="render the table at a move to a PNG, headless")
    shot.add_argument("record", help="a .helsinki.json record, or a position file (a "
                      ".helsinki-position file, or any file that is not JSON)")  # fmt: skip
    shot.add_argument("--move", type=int, default=None,
                      help="number of moves played, 0 to the record's length, as the replay "
                           "viewer counts them (default: the whole record)")  # fmt: skip
    shot.add_argument("--out", required=True, help="the PNG file to write")
    shot.add_argument("--size", type=_size, default=(1720, 1010), help="WIDTHxHEIGHT in pixels")
    shot.add_argument("--lang", choices=["en", "fr", "nl"], default="en", help="language")
    shot.set_defaults(func=cmd_screenshot)


def _run_loop(app: Any, window: Any) -> int:
    """Run the Qt application inside a qasync event loop until the window closes."""
    import qasync

    loop = qasync.QEventLoop(app)
    asyncio.set_event_loop(loop)
    closed = asyncio.Event()
    app.lastWindowClosed.connect(closed.set)
    window.show()
    with loop:
        loop.run_until_complete(closed.wait())
        from client.online import drain

        loop.run_until_complete(drain())  # the other peers are told we left
    return EXIT_OK


def _startup(argv: list[str] | None = None) -> tuple[Any, Any]:
    from client.app import MainWindow, make_application
    from client.storage import Preferences
    from ui.i18n import install_language

    app = make_application(argv)
    preferences = Preferences()
    install_language(preferences.language)
    window = MainWindow(preferences)
    return app, window


def run_gui(args: argparse.Namespace | None = None) -> int:
    """Open the main window on the start screen (qasync event loop)."""
    app, window = _startup()
    return _run_loop(app, window)


def open_replay_viewer(path: str) -> int:
    """Open the replay viewer on a record."""
    app, window = _startup()
    if not window.open_replay(path):
        return EXIT_BAD_INPUT
    return _run_loop(app, window)


def render_png(record_path: str, move: int | None, out: str, size: tuple[int, int],
               language: str = "en") -> str | None:  # fmt: skip
    """Render the table of a record after ``move`` moves (None: all), or of a position file,
    to ``out``; returns an error or None. Moves are counted as the replay viewer counts them:
    move K is the K-th."""
    os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")
    from PySide6.QtCore import QRectF, Qt
    from PySide6.QtGui import QImage, QPainter

    from client.app import make_application
    from ui import palette as pal
    from ui.i18n import install_language, tr
    from ui.table.layout import width_for
    from ui.table.scene import TableScene

    make_application()
    install_language(language)
    found = record_at(record_path, move, lambda n: tr("Seat {n}").format(n=n))
    if isinstance(found, str):
        return found
    record, game = found
    scene = TableScene()
    width, height = size
    scene.set_width(width_for(width / height))
    names = [s.name for s in record.seats]
    scene.show_game(game, names, pal.seat_colours(record.seats), None, False)
    image = QImage(width, height, QImage.Format.Format_ARGB32)
    image.fill(scene.backgroundBrush().color())
    painter = QPainter(image)
    painter.setRenderHint(QPainter.RenderHint.Antialiasing)
    painter.setRenderHint(QPainter.RenderHint.TextAntialiasing)
    scene.render(painter, QRectF(0, 0, width, height), scene.sceneRect(),
                 Qt.AspectRatioMode.KeepAspectRatio)  # fmt: skip
    painter.end()
    Path(out).parent.mkdir(parents=True, exist_ok=True)
    if not image.save(out, "PNG"):  # type: ignore[call-overload]  # str at run time
        return f"cannot write {out}"
    return None


def cmd_screenshot(args: argparse.Namespace) -> int:
    error = render_png(args.record, args.move, args.out, args.size, args.lang)
    if error is not None:
        print(f"helsinki-qt: {args.record}: {error}", file=sys.stderr)
        return EXIT_BAD_INPUT
    return EXIT_OK
