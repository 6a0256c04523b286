"""Network play for one main window: the activities, and the one dispatcher of their events.

:class:`OnlineController` creates the activities of the window's network play and switches
between them: browsing the LAN lobby (:mod:`client.online.browsing`), the room of a game hosted
or joined (:mod:`client.online.room`), the online side of the table (:mod:`client.online.table`)
and watching (:mod:`client.online.watching`). The widgets in ``ui.pages`` and ``ui.network_bar``
never touch a socket. Every event of the network reaches :meth:`OnlineController.dispatch`,
which gives it to the activity that owns it.
"""

from __future__ import annotations

import logging
from collections.abc import Coroutine
from pathlib import Path
from typing import TYPE_CHECKING, Any

from PySide6.QtCore import QObject
from PySide6.QtWidgets import QMessageBox

from client.online.browsing import Browsing
from client.online.hub import Window
from client.online.room import Room
from client.online.session import OnlineSession, online_dir
from client.online.table import Table
from client.online.tasks import spawn
from client.online.watching import Watching
from net.config import DEFAULT_TIMING, Timing, select_interfaces
from net.discovery import open_zeroconf
from net.events import (
    Decided,
    DesyncDetected,
    Event,
    GameOver,
    MoveApplied,
    PeerBack,
    PeerLost,
    Rebuilt,
    RolledBack,
    StatusChanged,
    Suspected,
    TurnTimer,
)
from ui.i18n import tr
from ui.pages.choices import MAX_NAME
from ui.pages.lobby import Field

if TYPE_CHECKING:
    from zeroconf.asyncio import AsyncZeroconf

log = logging.getLogger(__name__)


class OnlineController(QObject):
    """Network play for one main window: lobby pages, joining, hosting, playing, watching."""

    def __init__(
        self,
        window: Window,
        timing: Timing = DEFAULT_TIMING,
        interfaces: list[str] | None = None,
        root: Path | None = None,
    ) -> None:
        super().__init__(window.pages)
        self.window = window
        self.timing = timing
        self.explicit = interfaces
        self.root = root
        self.name_override: str | None = None
        self.busy = False
        self.shut = False
        self._zeroconf: AsyncZeroconf | None = None
        self.watching = Watching(self)
        self.table = Table(self)
        self.room = Room(self, self.table, self.watching)
        self.browsing = Browsing(self, self.room)
        self.lobby_page = self.browsing.page
        self.room_page = self.room.page
        self.watch_page = self.watching.page
        self.bar = self.table.bar
        for page in (self.lobby_page, self.room_page, self.watch_page,
                     self.watching.copenhagen_page):  # fmt: skip
            window.pages.addWidget(page)
        self.lobby_page.host_requested.connect(lambda c: self.run(self.room.open(c)))
        self.lobby_page.rejoin_requested.connect(self.rejoin_saved)
        window.start.rejoin.connect(self.rejoin_saved)

    # ------------------------------------------------------------ shared

    def own_name(self) -> str:
        """The player's name as the preferences (or a test) give it."""
        return (self.name_override or self.window.preferences.name or tr("Player"))[:MAX_NAME]

    def player_name(self) -> str:
        """The name the others see: the one typed in the lobby, else :meth:`own_name`."""
        return self.lobby_page.player_name.text().strip()[:MAX_NAME] or self.own_name()

    def interfaces(self) -> list[str]:
        return select_interfaces(self.explicit)

    def folder(self) -> Path:
        return online_dir(self.root)

    def confirm(self, title: str, text: str) -> bool:
        """Ask a yes/no question (tests replace this)."""
        answer = QMessageBox.question(self.window.pages.window(), title, text)
        return answer == QMessageBox.StandardButton.Yes

    def run(self, coroutine: Coroutine[Any, Any, Any]) -> None:
        """Run one attempt (join, host, start, rejoin) at a time."""
        if self.busy:
            coroutine.close()
            return
        self.busy = True
        self.lobby_page.set_busy(True)

        async def guarded() -> None:
            try:
                await coroutine
            finally:
                self.busy = False
                self.lobby_page.set_busy(False)

        spawn(guarded())

    async def zeroconf(self) -> AsyncZeroconf:
        if self._zeroconf is None:
            self._zeroconf = open_zeroconf(self.interfaces())
        return self._zeroconf

    def error(self, text: str, about: Field | None = None) -> None:
        self.lobby_page.show_error(text, about)
        if self.window.pages.currentWidget() is self.room_page:
            self.room_page.show_message(text)

    # ------------------------------------------------------------ switching

    def rejoin_saved(self, path: str) -> None:
        """Rejoin the seat of an interrupted game (from the lobby page or the start screen: the
        lobby page shows how it goes)."""
        if self.window.pages.currentWidget() is not self.lobby_page:
            self.open_lobby()
        self.run(self.table.rejoin_saved(Path(path)))

    def open_lobby(self) -> None:
        name = self.lobby_page.player_name
        if not name.isModified():  # (a name typed here stays while the window is open)
            name.setText(self.own_name())
        self.browsing.open()

    def browse(self) -> None:
        """Look for games on the network (the start screen lists them too, and the interrupted
        online games)."""
        self.browsing.refresh_resumable()
        self.browsing.browse()

    def dispatch(self, event: Event, watched: bool = False) -> None:
        """Give an event of the network to the activity that owns it: one of the game played
        here (its session's), or with ``watched`` one of the game watched (the spectator's)."""
        session = None if watched else self.table.session
        if not watched and (session is None or session.net is None):
            return
        try:
            self._route(event, session)
        except Exception:  # a UI bug must not break the network session
            log.exception("handling %s", event)
        if session is not None:
            self.table.update_bar()

    def _route(self, event: Event, session: OnlineSession | None) -> None:
        """The dispatch table: each event type to its owners (no session: the game watched)."""
        table = self.table
        match event, session:
            case StatusChanged(), None:
                self.watching.status_changed(event)
            case MoveApplied(), None:
                self.watching.move_applied(event)
            case MoveApplied(), OnlineSession():
                session.follow(event)
            case RolledBack(), OnlineSession():
                session.roll_back(event)
            case GameOver(), OnlineSession():
                session.end()
            case Rebuilt(), OnlineSession():
                session.rebuild()
                table.rebuilt(event)
            case DesyncDetected(), OnlineSession():
                session.note_desync(event)
                table.desync(event)
            case PeerLost(), OnlineSession():
                table.peer_lost(event)
            case PeerBack(), OnlineSession():
                table.peer_back(event)
            case Decided(), OnlineSession():
                table.decided(event)
            case Suspected(), OnlineSession():
                table.suspected(event)
            case TurnTimer(), OnlineSession():
                table.turn_timer(event)
            case StatusChanged(), OnlineSession():
                table.status_changed(event)
                self.room.status_changed(event)

    # ------------------------------------------------------------ closing

    def in_game(self) -> bool:
        """Whether leaving now would leave other people: a running game or a room."""
        session = self.table.online_session()
        running = (session is not None and not session.over
                   and session.status not in ("failed",))  # fmt: skip
        return running or self.room.in_room()

    def may_close(self) -> bool:
        """Ask before closing the window during an online game or in a room."""
        if not self.in_game():
            return True
        return self.confirm(tr("Leave the online game?"), tr(
            "The other players will be told that you left. You can rejoin your seat later "
            "from the LAN lobby. Leave now?"))  # fmt: skip

    def shutdown(self) -> None:
        """Leave everything cleanly (the window closes); :func:`drain` lets it finish."""
        if self.shut:
            return
        self.shut = True
        self.table.ticker.stop()
        if self.table.session is not None:
            self.table.session.close()
        room = self.room
        network = (room.host, room.client, room.announcement, self.watching.spectator,
                   self.browsing.browser, self._zeroconf)  # fmt: skip
        if self.browsing.browsing or any(part is not None for part in network):
            try:  # (else nothing to leave)
                spawn(self._shutdown())
            except RuntimeError:  # the event loop is gone: the sockets close with the process
                log.info("closed while no event loop runs: the network is left as it is")

    async def _shutdown(self) -> None:
        await self.room.leave()
        await self.watching.close()
        await self.browsing.close()
        zeroconf, self._zeroconf = self._zeroconf, None
        if zeroconf is not None:
            await zeroconf.async_close()
