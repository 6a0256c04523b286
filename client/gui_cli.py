"""GUI commands of ``helsinki-qt``: the main window, the replay viewer and ``screenshot``
(drawn by :mod:`client.screenshots`).

The lead's ``client.cli`` calls :func:`add_commands`, :func:`run_gui` (no command given) and
:func:`open_replay_viewer` (``replay RECORD`` without ``--verify``).
"""

from __future__ import annotations

import argparse
import asyncio
import sys
from typing import Any

from client.cli import EXIT_BAD_INPUT, EXIT_OK
from client.screenshots import PLAYER_WINDOW, Screen


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
    shot = subparsers.add_parser(
        "screenshot", help="draw a screen of the game to a PNG, headless",
        description="Draw a screen of the game (the real window, headless) to a PNG. The "
        "table, the end of a game and the replay viewer show RECORD (or a game between bots "
        "made on the spot); the other screens show made-up content.")  # fmt: skip
    shot.add_argument("record", nargs="?", help="a .helsinki.json record, or a position file "
                      "(a .helsinki-position file, or any file that is not JSON)")  # fmt: skip
    shot.add_argument("--screen", choices=[s.value for s in Screen], default=Screen.TABLE.value,
                      help="which screen (default: the table)")  # fmt: skip
    shot.add_argument("--move", type=int, default=None,
                      help="number of moves played, 0 to the record's length, as the replay "
                           "viewer counts them (default: the whole record; the replay viewer: "
                           "half of it)")  # fmt: skip
    shot.add_argument("--out", required=True, help="the PNG file to write")
    shot.add_argument("--size", type=_size, default=PLAYER_WINDOW,
                      help="WIDTHxHEIGHT in pixels (default: the window on a 1366x768 screen, "
                      "1280x720)")  # fmt: skip
    shot.add_argument("--lang", choices=["en", "fr", "nl"], default="en", help="language")
    shot.add_argument("--game", choices=["helsinki", "copenhagen"], default=None,
                      help="the game of a table or end page made up on the spot (default: "
                           "Helsinki; a record shows its own game)")  # fmt: skip
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


def cmd_screenshot(args: argparse.Namespace) -> int:
    from client.screenshots import render_screen

    error = render_screen(Screen(args.screen), args.out, args.size, args.lang, args.record,
                          args.move, args.game or "helsinki")  # fmt: skip
    if error is not None:
        where = f"{args.record}: " if args.record else ""
        print(f"helsinki-qt: {where}{error}", file=sys.stderr)
        return EXIT_BAD_INPUT
    return EXIT_OK
