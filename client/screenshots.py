"""Pictures of the game's screens, drawn headless for ``helsinki-qt screenshot --screen``
(Qt is imported only when a picture is drawn).

Each screen is the real main window on that page, filled with made-up but plausible content
(a player called Aino, games on the network, interrupted games): nothing is read from the
player's own data folder and nothing goes on the network. The table, the end of a game and the
replay viewer show a record: the one given, or a game between bots made on the spot.
"""

from __future__ import annotations

import os
import sys
import tempfile
import time
from collections.abc import Callable, Iterator
from contextlib import contextmanager
from datetime import datetime, timedelta
from enum import StrEnum
from pathlib import Path
from typing import TYPE_CHECKING, cast

from engine.helsinki.options import Options, Variant
from engine.line import Line
from engine.record import Record, Seat, write_record

if TYPE_CHECKING:
    from client.app import MainWindow
    from ui.pages.game_list import ListedGame


PLAYER_WINDOW = (1280, 720)
"""The window a player sees on a 1366 x 768 screen (:func:`client.app.first_size`): the size
of the screenshots, unless asked otherwise."""


class Screen(StrEnum):
    START = "start"
    LOBBY = "lobby"
    ROOM = "room"
    TABLE = "table"
    END = "end"
    REPLAY = "replay"


PLAYER, PLAYER_COLOUR = "Aino", 2
DEMO_SEED = 7


def demo_record(players: int = 3, seed: int = DEMO_SEED) -> Record:
    """A whole game between greedy bots, the first seat called Aino as if she played it."""
    from client.cli import play_bot_game
    from ui.pages.choices import bot_player_name

    options = Options(Variant.ALL_ACTIONS, dry_roads=True)
    _, played = play_bot_game(players, seed, ["greedy"] * players, options)
    seats = [Seat(PLAYER, None, PLAYER_COLOUR)]
    seats += [Seat(bot_player_name("greedy", n), "greedy") for n in range(1, players)]
    return Record(seats, played.seed, played.options, moves=played.moves, result=played.result)


def _interrupted(folder: Path, record: Record, moves: int, when: datetime) -> None:
    """An autosave of the first ``moves`` moves of ``record``, last written at ``when``."""
    path = folder / f"{when:%Y%m%d-%H%M%S}-{record.seed}.helsinki.json"
    write_record(path, record.until(moves))
    stamp = when.timestamp()
    os.utime(path, (stamp, stamp))


def _demo_games() -> list[ListedGame]:
    from engine.rules import COPENHAGEN
    from ui.pages.game_list import ListedGame, ListedState
    from ui.pages.lobby import game_title


    return [
        ListedGame("a1", "Friday night", "Ben", "192.168.1.20:40123", ListedState.LOBBY, 2, 3,
                   False, True, Options(Variant.ALL_ACTIONS, dry_roads=True), turn_timer=120),
        ListedGame("b2", "Quick one", "Cleo", "192.168.1.31:40411", ListedState.LOBBY, 1, 2,
                   True, True, game=game_title(COPENHAGEN.name)),
        ListedGame("c3", "Club final", "Dai", "192.168.1.12:40007", ListedState.RUNNING, 4, 4,
                   False, True, Options(Variant.NEW_CHALLENGES)),
    ]  # fmt: skip


def render_screen(screen: Screen, out: str, size: tuple[int, int], language: str = "en",
                  record_path: str | None = None, move: int | None = None,
                  game: str = "helsinki") -> str | None:  # fmt: skip
    """Draw ``screen`` into the PNG ``out``; returns an error or None. ``game``: the game of
    a table or end page made up on the spot (a record shows its own)."""
    from PySide6.QtGui import QImageWriter

    with screen_window(screen, size, language, record_path, move, game) as window:
        if isinstance(window, str):
            return window
        image = window.grab().toImage()
    Path(out).parent.mkdir(parents=True, exist_ok=True)
    if not QImageWriter(out, b"png").write(image):
        return f"cannot write {out}"
    return None


@contextmanager
def screen_window(screen: Screen, size: tuple[int, int], language: str = "en",
                  record_path: str | None = None, move: int | None = None,
                  game: str = "helsinki") -> Iterator[MainWindow | str]:  # fmt: skip
    """The main window of ``size`` showing ``screen`` (or why it cannot), with a data folder of
    its own for as long as it lives; it is closed afterwards."""
    os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")
    with tempfile.TemporaryDirectory() as folder:
        saved = os.environ.get("HELSINKI_DATA_DIR")
        os.environ["HELSINKI_DATA_DIR"] = folder
        window: MainWindow | str = ""
        try:
            window = _open(screen, size, language, record_path, move, game)
            yield window
        finally:
            if not isinstance(window, str):
                window.online.shutdown()
                window.close()
            if saved is None:
                os.environ.pop("HELSINKI_DATA_DIR", None)
            else:
                os.environ["HELSINKI_DATA_DIR"] = saved


def _shown_record(screen: Screen, record_path: str | None, game: str) -> Record | str | None:
    """The record a screen shows (None: the screen shows none), or why it cannot be read."""
    from ui.pages.replay import Problem, open_record

    if screen not in (Screen.TABLE, Screen.END, Screen.REPLAY):
        return None
    if record_path is None:
        return copenhagen_record() if game == "copenhagen" else demo_record()
    opened = open_record(record_path)
    if isinstance(opened, Problem):
        return opened.detail or opened.text
    return opened


def _open(screen: Screen, size: tuple[int, int], language: str, record_path: str | None,
          move: int | None, game: str = "helsinki") -> MainWindow | str:  # fmt: skip
    from PySide6.QtWidgets import QApplication

    from client.app import MainWindow, make_application
    from client.storage import Preferences, games_dir
    from engine.rules import COPENHAGEN
    from ui.i18n import install_language, tr
    from ui.pages.lobby import RejoinEntry
    from ui.pages.room import GameRules, RoomSeat, room_info

    make_application()
    if install_language(language) != language:
        print(f"helsinki-qt: warning: the {language} translation is missing, the screen is "
              "drawn in English", file=sys.stderr)
    record = _shown_record(screen, record_path, game)
    if isinstance(record, str):
        return record
    preferences = Preferences()
    preferences.name, preferences.colour, preferences.speed = PLAYER, PLAYER_COLOUR, 0
    if screen == Screen.START:
        now = datetime.now().replace(second=0, microsecond=0)
        demo = demo_record(4, 11)
        _interrupted(games_dir(), demo, 150, now.replace(hour=21, minute=40) - timedelta(days=1))
        _interrupted(games_dir(), demo_record(2, 5), 40, now - timedelta(minutes=25))
    window = MainWindow(preferences)
    window.resize(*size)
    shows: dict[Screen, Callable[[], str | None]] = {}

    def start() -> str | None:
        window.show_start()
        window.start.game_choice.set_value(game)
        window.start.set_games(_demo_games())
        return None

    def lobby() -> str | None:
        page = window.online.lobby_page
        window.pages.setCurrentWidget(page)
        page.game_name.setText(tr("{name}'s game").format(name=PLAYER))
        page.game_choice.set_value(game)
        page.set_games(_demo_games())
        page.select_game("a1")
        page.set_resumable([RejoinEntry("/online/demo.resume.json", PLAYER, (1,),
                                        ("Ben", "Cleo"), 64)])  # fmt: skip
        return None

    def room() -> str | None:
        page = window.online.room_page
        window.pages.setCurrentWidget(page)
        seats = [RoomSeat("Ben", 0, True), RoomSeat(PLAYER, PLAYER_COLOUR, False, mine=True),
                 RoomSeat("Normal bot 1", 1, True, "greedy"), RoomSeat(None)]  # fmt: skip
        rules: GameRules = Options(Variant.ALL_ACTIONS, True)
        if game == COPENHAGEN.name:
            rules = COPENHAGEN.default_options
        info = room_info(rules, 4, "192.168.1.20:40123", False)
        page.set_room("Friday night", info, seats, False, None, rules, 120)
        return None

    def table() -> str | None:
        assert record is not None
        return _show_game(window, record, move)

    def end() -> str | None:
        assert record is not None
        error = _show_game(window, record, None)
        if error is None:
            window.show_end()
            window.show_copenhagen_end()
        return error

    def replay_() -> str | None:
        assert record is not None
        path = games_dir().parent / "shown.helsinki.json"  # in the folder of this window
        write_record(path, record)
        window.open_replay(path)
        window.replay_page.show_position(len(record.moves) // 2 if move is None else move)
        return None

    shows.update({Screen.START: start, Screen.LOBBY: lobby, Screen.ROOM: room,
                  Screen.TABLE: table, Screen.END: end, Screen.REPLAY: replay_})  # fmt: skip
    error = shows[screen]()
    if error is not None:
        window.close()
        return error
    window.show()
    for _ in range(5):  # layouts settle and the window paints
        QApplication.processEvents()
        time.sleep(0.01)
    return window


def copenhagen_record(players: int = 3, seed: int = DEMO_SEED) -> Record:
    """A whole game of Copenhagen between greedy bots, the first seat called Aino."""
    from engine.copenhagen import CopenhagenGame
    from engine.copenhagen.bots import make_bot
    from engine.line import StateLine
    from engine.rules import COPENHAGEN
    from ui.pages.choices import bot_player_name

    seats = [Seat(PLAYER, None, PLAYER_COLOUR)]
    seats += [Seat(bot_player_name("greedy", n), "greedy") for n in range(1, players)]
    line = StateLine(Record(seats, seed, COPENHAGEN.default_options,
                            ruleset=COPENHAGEN.version))  # fmt: skip
    bots = [make_bot("greedy", f"{seed}:{seat}") for seat in range(players)]
    game = cast(CopenhagenGame, line.game)
    while game.to_move is not None:
        line.play(bots[game.to_move].choose(game))
    return line.record


def _show_game(window: MainWindow, record: Record, move: int | None) -> str | None:
    """The table after ``move`` moves of ``record`` (None: all; the end of the game then)."""
    from client.session import LocalSession
    from engine.line import StateLine
    from engine.record import ReplayError
    from engine.rules import HELSINKI

    total = len(record.moves)
    count = total if move is None else move
    if not 0 <= count <= total:
        return f"--move {count} is out of range: the record has moves 0 to {total}"
    try:
        if record.ruleset == HELSINKI.version:
            line: Line | StateLine = Line(record.until(count))  # (not over: no result yet)
        else:
            line = StateLine(record.until(count))
    except ReplayError as error:
        return f"the record is damaged at move {error.index + 1}: {error.reason}"
    class Shown(LocalSession):
        """The game as a spectator sees it: nobody at this screen plays (no hand-over panel
        between the people of a hot-seat record)."""

        def local_seats(self) -> set[int]:
            return set()

    session = Shown(line, None, 0)
    session.close()  # nothing moves: the bots keep still
    if isinstance(line, StateLine):  # Copenhagen's page
        window.copenhagen_page.set_session(session)
        window.copenhagen_page.refresh()
        window.pages.setCurrentWidget(window.copenhagen_page)
        return None
    window.game_page.set_session(session)
    window.game_page.refresh()
    window.pages.setCurrentWidget(window.game_page)
    return None
