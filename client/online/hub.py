"""What the online activities need of the window and of the controller that holds them.

The activities (browsing, room, table, rejoining, watching) are given the controller as a
:class:`Hub`: the settings of the window's network play, the one-attempt-at-a-time runner, the
shared zeroconf, the lobby page's messages and the one dispatcher of network events. A game is
played on the table page of its rule set (:func:`table_page`), under the network bar.
"""

from __future__ import annotations

from collections.abc import Coroutine
from pathlib import Path
from typing import TYPE_CHECKING, Any, Protocol

from PySide6.QtWidgets import QBoxLayout, QStackedWidget, QWidget

from client.storage import Preferences
from engine.rules import COPENHAGEN
from net.config import Timing
from net.events import Event
from ui.copenhagen.page import CopenhagenPage
from ui.pages.game import GamePage
from ui.pages.lobby import Field, LobbyPage
from ui.pages.start import StartScreen
from ui.pages.table_page import TablePage

if TYPE_CHECKING:
    from zeroconf.asyncio import AsyncZeroconf


class Window(Protocol):
    """What the controller needs of the main window (``client.app.MainWindow``)."""

    @property
    def pages(self) -> QStackedWidget: ...

    @property
    def preferences(self) -> Preferences: ...

    @property
    def game_page(self) -> GamePage: ...

    @property
    def copenhagen_page(self) -> CopenhagenPage: ...

    @property
    def start(self) -> StartScreen: ...

    def show_start(self) -> None: ...


def table_page(window: Window, rules: str) -> TablePage[Any, Any]:
    """The page on which a game of the rule set ``rules`` is played."""
    return window.copenhagen_page if rules == COPENHAGEN.name else window.game_page


def place_bar(bar: QWidget, page: TablePage[Any, Any]) -> None:
    """Put the network bar at the top of ``page`` (it leaves the page it was on)."""
    if bar.parent() is page:
        return
    page_layout = page.layout()
    assert isinstance(page_layout, QBoxLayout)
    page_layout.insertWidget(0, bar)
    page_layout.setStretch(page_layout.count() - 1, 1)  # the table takes the room


class Hub(Protocol):
    """What the activities share, held by ``client.online.controller.OnlineController``."""

    window: Window
    timing: Timing
    busy: bool
    """An attempt (join, host, start, rejoin) is under way."""
    shut: bool
    """The window is closing: nothing new starts."""

    @property
    def lobby_page(self) -> LobbyPage: ...

    def player_name(self) -> str: ...

    def interfaces(self) -> list[str]: ...

    def folder(self) -> Path: ...

    def confirm(self, title: str, text: str) -> bool: ...

    def run(self, coroutine: Coroutine[Any, Any, Any]) -> None: ...

    async def zeroconf(self) -> AsyncZeroconf: ...

    def error(self, text: str, about: Field | None = None) -> None: ...

    def open_lobby(self) -> None: ...

    def dispatch(self, event: Event, watched: bool = False) -> None: ...
