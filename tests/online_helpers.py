"""Helpers for the online UI tests: a qasync loop, windows on loopback, autoplay through the UI.

Every window's controller uses 127.0.0.1 only (its sockets and its mDNS stack), short timers,
its own data folder and its own player name; questions are answered yes.
"""

from __future__ import annotations

import asyncio
import contextlib
import os
from collections.abc import Callable, Coroutine, Iterator
from pathlib import Path
from typing import Any, TypeVar

import pytest
from net_helpers import FAST
from PySide6.QtCore import QTimer
from PySide6.QtWidgets import QApplication
from pytestqt.qtbot import QtBot

from client.app import MainWindow
from client.online import OnlineSession, drain
from engine.bot import BotSpec
from engine.rules import GameBot, rule_set
from ui.pages.lobby import LobbyPage

T = TypeVar("T")
LOOPBACK = ["127.0.0.1"]

os.environ["HELSINKI_INTERFACES"] = "127.0.0.1"  # nothing in these tests may leave the machine


@pytest.fixture
def aloop(qapp: QApplication) -> Iterator[asyncio.AbstractEventLoop]:
    """A qasync event loop: asyncio and Qt events run together while a scenario runs."""
    import qasync

    qapp.setQuitOnLastWindowClosed(False)  # closing the windows must not stop the loop
    loop = qasync.QEventLoop(qapp)
    asyncio.set_event_loop(loop)
    yield loop
    loop.run_until_complete(drain())
    loop.close()
    asyncio.set_event_loop(None)


def run(loop: asyncio.AbstractEventLoop, coro: Coroutine[Any, Any, T], timeout: float = 40) -> T:
    """Run a scenario on the loop; a scenario that fails still closes its windows while the
    loop runs (their network tasks need it), so that the failure is reported as such."""
    try:
        return loop.run_until_complete(asyncio.wait_for(coro, timeout))
    except BaseException:
        windows = [w for w in QApplication.topLevelWidgets()
                   if isinstance(w, MainWindow) and w.isVisible()]  # fmt: skip
        with contextlib.suppress(Exception):
            loop.run_until_complete(asyncio.wait_for(close_windows(*windows), 10))
        raise


async def until(condition: Callable[[], bool], timeout: float = 10.0) -> None:
    loop = asyncio.get_running_loop()
    deadline = loop.time() + timeout
    while not condition():
        if loop.time() > deadline:
            raise TimeoutError("condition not reached")
        await asyncio.sleep(0.02)


def make_window(qtbot: QtBot, root: Path, name: str) -> MainWindow:
    """A main window whose network play stays on 127.0.0.1, with its own folder and name."""
    window = MainWindow()
    window.preferences.speed = 0
    qtbot.addWidget(window)
    online = window.online
    online.timing = FAST
    online.explicit = list(LOOPBACK)
    online.root = root / name
    online.name_override = name
    online.confirm = lambda title, text: True  # type: ignore[method-assign]
    window.resize(1400, 900)
    window.show()
    return window


def autoplay(window: MainWindow, strength: str = "random") -> QTimer:
    """Play this window's human seats with a bot of the game's rule set, through the table of
    the game's page (``move_chosen``)."""
    bots: dict[str, GameBot[Any]] = {}

    def step() -> None:
        page = window.online.table.page
        session = page.session
        if not isinstance(session, OnlineSession) or session.closed or session.net is None:
            return
        if session.net.game is None or session.status != "running":
            return
        if session.awaiting_confirmation:  # the turn is over: its player ends it
            page.end_turn()
            return
        game = session.game()  # with the steps of the turn under way
        if game.is_over:
            return
        rules = session.rules
        if rules not in bots:
            spec = BotSpec(strength, f"ui:{window.online.name_override}", rules=rules)
            bots[rules] = rule_set(rules).make_bot(spec)
        if game.to_move in session.local_seats():
            page.scene.move_chosen.emit(bots[rules].choose(game.copy()))

    timer = QTimer(window)
    timer.timeout.connect(step)
    timer.start(5)
    return timer


async def close_windows(*windows: MainWindow) -> None:
    """Close the windows as a user would (the question is answered yes) and let them leave."""
    for window in windows:
        window.close()
    await drain()


async def crash(window: MainWindow) -> None:
    """This window's program dies in its online game: no goodbye, the sockets just close."""
    dead = online(window)
    assert dead.net is not None
    dead.closed = True
    dead.net.abort()
    await dead.net.peer.close()
    window.online.table.page.session = None
    window.hide()


def online(window: MainWindow) -> OnlineSession:
    """The online game of ``window``, on the page of its rule set."""
    session = window.online.table.page.session
    assert isinstance(session, OnlineSession)
    return session


def finished(*windows: MainWindow) -> bool:
    for window in windows:
        session = window.online.table.page.session
        if not isinstance(session, OnlineSession) or session.net is None:
            return False
        net = session.net
        if net.game is None or not net.game.is_over or net.agreed != net.game.ply:
            return False
    return True


async def host(window: MainWindow, players: int = 2, pin: str = "") -> str:
    """Open a lobby in ``window``; returns its address."""
    window.online.open_lobby()
    page = window.online.lobby_page
    page.players.set_value(players)
    page.host_pin.setText(pin)
    page.host_button.click()
    await until(lambda: window.pages.currentWidget() is window.online.room_page)
    assert window.online.room.host is not None
    return f"127.0.0.1:{window.online.room.host.peer.port}"


def said(page: LobbyPage) -> str:
    """What the lobby page says: its message line, else the error beside a field."""
    return page.message.text() or next((e.text() for e in page.errors.values() if e.text()), "")


async def join(window: MainWindow, where: str, pin: str = "") -> str:
    """Join by address; returns what the lobby page says ("" when joined)."""
    online_ = window.online
    online_.open_lobby()
    page = online_.lobby_page
    page.clear_errors()
    page.show_message("")
    page.address.setText(where)
    page.pin.setText(pin)
    page.address_join.click()
    await until(lambda: not online_.busy and (window.pages.currentWidget() is online_.room_page
                                              or bool(said(page))))  # fmt: skip
    return said(page)


async def start_two(anna: MainWindow, ben: MainWindow) -> None:
    where = await host(anna)
    assert await join(ben, where) == ""
    ben.online.room_page.ready.setChecked(True)
    anna.online.room_page.ready.setChecked(True)
    await until(lambda: anna.online.room_page.start_button.isEnabled())
    anna.online.room_page.start_button.click()
    await until(lambda: isinstance(ben.game_page.session, OnlineSession)
                and isinstance(anna.game_page.session, OnlineSession))  # fmt: skip
