"""The LAN lobby page: the games announced on the network, joining one, interrupted games.

Games are found with zeroconf (:class:`net.discovery.Browser`) as long as the window is open;
the page lists them as they come, with the interrupted games whose seats can be rejoined.
"""

from __future__ import annotations

import asyncio
import contextlib
import logging
from pathlib import Path

from client.online.hub import Hub
from client.online.room import Room
from client.online.session import load_resume
from client.online.tasks import spawn
from client.online.texts import connection_problem, key_text, no_network
from engine.rules import HELSINKI
from net.config import InterfaceError
from net.discovery import Browser, GameInfo
from net.identity import fingerprint
from ui.i18n import tr
from ui.pages.choices import MAX_NAME
from ui.pages.game_list import ListedGame, ListedState
from ui.pages.lobby import Field, LobbyPage, RejoinEntry

log = logging.getLogger(__name__)


def parse_address(text: str) -> tuple[str, int] | None:
    """``address:port`` as typed, or None when it is not one."""
    host, _, port = text.strip().rpartition(":")
    if not host or not port.isdigit() or not 0 < int(port) < 65536:
        return None
    return host, int(port)


class Browsing:
    """The lobby page of one window and the zeroconf browser that fills it."""

    def __init__(self, hub: Hub, room: Room) -> None:
        self.hub = hub
        self.room = room
        self.page = LobbyPage()
        self.browser: Browser | None = None
        self.browsing = False
        """Looking for games (the browser may not be there yet)."""
        self.page.back.connect(hub.window.show_start)
        self.page.join_requested.connect(self.join_listed)
        self.page.join_address.connect(self.join_address)
        self.page.forget_requested.connect(lambda p: self.forget_saved(Path(p)))

    def open(self) -> None:
        """Show the lobby page (and look for games)."""
        self.refresh_resumable()
        self.hub.window.pages.setCurrentWidget(self.page)
        if not self.page.game_name.text():
            self.page.game_name.setText(
                tr("{name}'s game").format(name=self.hub.player_name())[:MAX_NAME])
        self.browse()

    def browse(self) -> None:
        """Look for games on the network (once; the lobby page lists them as they come), when
        the asyncio loop runs."""
        if self.browser is not None or self.browsing or self.hub.shut:
            return
        try:
            self.hub.interfaces()
        except InterfaceError as error:
            self.page.set_searching(False)
            self.page.show_message(no_network(error), error=True)
            return
        try:
            asyncio.get_running_loop()
        except RuntimeError:
            return  # no event loop (a window made without qasync): nothing to browse with
        self.browsing = True
        self.page.set_searching(True)
        spawn(self._browse())

    async def _browse(self) -> None:
        hub = self.hub
        try:
            browser = Browser(await hub.zeroconf(), hub.interfaces())
            self.browser = browser
            await browser.start()
        except (OSError, InterfaceError, ValueError) as error:
            self.browsing = False
            self.page.set_searching(False)
            self.page.show_message(tr("Cannot look for games on the network: {reason}")
                                   .format(reason=connection_problem(error)),
                                   error=True)  # fmt: skip
            return
        self._list_games()
        while self.browser is browser and not hub.shut:
            with contextlib.suppress(TimeoutError):
                await browser.next_event(1.0)
            if not hub.shut:
                self._list_games()

    def _list_games(self) -> None:
        browser = self.browser
        if browser is None:
            return
        games = [self._listed(g) for g in browser.games.values()]
        self.page.set_games(games)

    @staticmethod
    def _listed(game: GameInfo) -> ListedGame:
        where = f"{game.addresses[0] if game.addresses else game.host}:{game.port}" + key_text(
            fingerprint(game.id))  # fmt: skip
        other = "" if game.ruleset == HELSINKI.version else game.game_title
        return ListedGame(game.id, game.name, game.creator, where, ListedState(game.state),
                          game.taken, game.total, game.pin, game.compatible, game.rules,
                          game.conflict, game.turn_timer, other)  # fmt: skip

    async def close(self) -> None:
        """Stop looking for games."""
        browser, self.browser = self.browser, None
        self.browsing = False
        if browser is not None:
            await browser.close()

    # ------------------------------------------------------------ interrupted games

    def refresh_resumable(self) -> None:
        entries = []
        for path in sorted(self.hub.folder().glob("*.resume.json")):
            try:
                state = load_resume(path)
            except ValueError:
                continue
            seats = state.start.seats
            mine = tuple(s for s, info in enumerate(seats) if info.peer == state.peer_id)
            others = tuple(info.name for info in seats if info.peer != state.peer_id)
            entries.append(RejoinEntry(str(path), state.name, mine, others,
                                       len(state.record.moves)))  # fmt: skip
        self.page.set_resumable(entries)
        self.hub.window.start.set_rejoinable(entries)

    def forget_saved(self, path: Path) -> None:
        """Forget an interrupted game (what rejoining its seat needs); its record stays."""
        hub = self.hub
        if hub.busy or not hub.confirm(tr("Forget this game?"), tr(
                "You will not be able to rejoin it. Its record is kept.")):  # fmt: skip
            return
        try:
            path.unlink(missing_ok=True)
        except OSError as error:
            log.warning("could not remove %s: %s", path, error)
            hub.error(tr("This game could not be forgotten: its file cannot be removed."))
        self.refresh_resumable()

    # ------------------------------------------------------------ joining

    def join_listed(self, game_id: str, pin: str, spectator: bool) -> None:
        hub, browser = self.hub, self.browser
        game = browser.games.get(game_id) if browser is not None else None
        if game is None or not game.addresses:
            hub.error(tr("This game is no longer announced."))
            return
        if not game.compatible:
            hub.error(tr("Version mismatch: this game was made with another version of "
                         "Helsinki-Qt (protocol {proto}, rules {rules}). Every player needs the "
                         "same version.").format(proto=game.proto, rules=game.ruleset))
            return
        if game.conflict:
            hub.error(tr("Two hosts announce this game: ask its host for the address and join "
                         "by address."))  # fmt: skip
            return
        if game.state == "running" and not spectator:
            hub.error(tr("This game has already started. You can watch it instead."))
            return
        hub.run(self.room.join(game.addresses[0], game.port, pin or None, spectator, game.name,
                               game.id, others=game.addresses[1:]))  # fmt: skip

    def join_address(self, text: str, pin: str, spectator: bool) -> None:
        address = parse_address(text)
        if address is None:
            hint = tr("Type the address as address:port or name:port, e.g. 192.168.1.20:40123.")
            self.hub.error(hint, Field.ADDRESS)
            return
        self.hub.run(self.room.join(address[0], address[1], pin or None, spectator, text,
                                    by_address=True))  # fmt: skip
