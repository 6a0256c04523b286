"""The room of a game before it starts: hosting or joining it, seats, ready, start, leaving.

The host's room is a :class:`net.lobby.LobbyHost` (announced on the network); a player who joins
holds a :class:`net.lobby_client.LobbyClient`, and a spectator who joins is handed to the watching
activity. When the game starts, the room's plan becomes an :class:`OnlineSession` on the table.
"""

from __future__ import annotations

import asyncio
import contextlib
from functools import partial
from typing import Any

from client.online.hub import Hub
from client.online.session import OnlineSession
from client.online.table import Table
from client.online.tasks import spawn
from client.online.texts import (
    connection_problem,
    key_text,
    knocking_text,
    no_network,
    refusal_field,
    refusal_text,
    room_refusal,
    start_problem,
)
from client.online.watching import Watching
from engine.rules import HELSINKI, rule_set
from net.config import InterfaceError
from net.discovery import Announcement
from net.events import StatusChanged
from net.identity import fingerprint
from net.joining import join_game
from net.lobby import JoinRefused, LobbyError, LobbyHost, Plan
from net.lobby_client import LobbyClient
from net.messages import GameOptions
from net.peer import LocalPeer
from net.session import SessionError
from net.spectator import Spectator
from ui.i18n import tr
from ui.pages.choices import MAX_NAME
from ui.pages.guests import Knocking
from ui.pages.lobby import MAX_PIN, Field, HostChoice
from ui.pages.room import RoomPage, RoomSeat, room_info

ENDED = frozenset({"over", "failed", "paused"})
"""The statuses after which nothing more is played: the game is no longer announced."""


class Room:
    """The room of the game this window hosts or joined, on the room page."""

    def __init__(self, hub: Hub, table: Table, watching: Watching) -> None:
        self.hub = hub
        self.table = table
        self.watching = watching
        self.page = RoomPage()
        self.host: LobbyHost | None = None
        self.client: LobbyClient | None = None
        self.announcement: Announcement | None = None
        self._waiter: asyncio.Task[Any] | None = None
        self._title = ""
        self.page.ready_changed.connect(self.ready)
        self.page.start_requested.connect(lambda: hub.run(self.start()))
        self.page.leave_requested.connect(lambda: spawn(self.leave()))
        self.page.remove_requested.connect(self.remove)
        self.page.guests.new_pin_requested.connect(self.ask_new_pin)
        self.page.guests.let_in_requested.connect(partial(self._answer, True))
        self.page.guests.turn_away_requested.connect(partial(self._answer, False))

    def in_room(self) -> bool:
        """Whether this window hosts or joined a room (leaving it would leave people)."""
        return self.host is not None or self.client is not None

    async def _new_peer(self) -> LocalPeer | None:
        """The peer of a new attempt to host or join, once out of any room (None: no network)."""
        if self.in_room():
            await self.leave()
        try:
            interfaces = self.hub.interfaces()
        except InterfaceError as error:
            self.hub.error(no_network(error))
            return None
        return LocalPeer(self.hub.player_name(), interfaces, self.hub.timing)

    # ------------------------------------------------------------ hosting

    async def open(self, choice: HostChoice) -> None:
        """Host a new game as ``choice`` says: its room opens, announced on the network."""
        hub = self.hub
        peer = await self._new_peer()
        if peer is None:
            return
        name = choice.name or tr("{name}'s game").format(name=hub.player_name())
        rules = rule_set(choice.rules)
        options = GameOptions.of_game(rules, choice.players,
                                      choice.options if rules is HELSINKI else None,
                                      turn_timer=choice.turn_timer)  # fmt: skip
        try:
            await peer.listen()
        except OSError as error:
            hub.error(tr("Cannot open a port for the game: {reason}").format(
                reason=error.strerror or str(error)))  # fmt: skip
            return
        host = LobbyHost(peer, name[:MAX_NAME], options, pin=choice.pin,
                         colour=hub.window.preferences.colour)  # fmt: skip
        await host.open()
        for seat, kind in enumerate(choice.others, start=1):
            if kind is not None:
                host.add_bot(kind, seat)
        host.on_change = self._changed
        self.host = host
        await self.withdraw()  # (a game hosted before and left on the table is no longer listed)
        try:
            self.announcement = await host.announce(await hub.zeroconf())
        except (OSError, ValueError) as error:
            self.page.show_message(tr("The game is not announced ({reason}); others can "
                                      "join by address.").format(
                reason=connection_problem(error)))  # fmt: skip
        hub.window.pages.setCurrentWidget(self.page)
        self._changed()

    def _changed(self) -> None:
        if self.host is not None and not self.host.started:
            host = self.host
            me = host.peer.id
            seats = [self._seat(s, me) for s in host.seats]
            where = f"{host.peer.address}:{host.peer.port}"
            info = self._info(host.options, where, host.pin is not None) + key_text(
                fingerprint(host.game_id))  # fmt: skip
            self.page.set_room(host.name, info, seats, True, self._why(host),
                               host.options.game_options, host.options.turn_timer)  # fmt: skip
            self.page.set_wrong_pins(host.wrong_pins)
            knocking = [Knocking(k.peer, k.name, k.fingerprint, k.address) for k in host.knocks]
            self.page.guests.set_guests(host.guard.budget if host.pin_retired else 0, knocking)
        elif self.client is not None:
            client = self.client
            if client.closed_reason is not None:
                return
            me = client.peer.id
            seats = [self._seat(s, me) for s in client.seats]
            seats += [RoomSeat(None)] * (client.options.players - len(seats))
            info = self._info(client.options, f"{client.connection.remote[0]}:"
                              f"{client.connection.remote[1]}", client.options.pin) + key_text(
                fingerprint(client.game_id))  # fmt: skip
            self.page.set_room(self._title, info, seats, False, None,
                               client.options.game_options, client.options.turn_timer)  # fmt: skip
            self.page.set_wrong_pins({})
            self.page.guests.set_guests(0, ())

    @staticmethod
    def _seat(seat: Any, me: str) -> RoomSeat:
        if seat is None:
            return RoomSeat(None)
        return RoomSeat(seat.name, seat.colour, seat.ready, seat.bot,
                        seat.peer == me and seat.bot is None)  # fmt: skip

    @staticmethod
    def _info(options: GameOptions, where: str, pin: bool) -> str:
        return room_info(options.game_options, options.players, where, pin)

    @staticmethod
    def _why(host: LobbyHost) -> str | None:
        why = host.why_not_startable()
        if why is None:
            return None
        for index, seat in enumerate(host.seats):
            if seat is None:
                return tr("seat {n} is free").format(n=index + 1)
            if not seat.ready:
                return tr("{name} is not ready").format(name=seat.name)
        return why

    def ready(self, ready: bool, colour: int) -> None:
        try:
            if self.host is not None and not self.host.started:
                self.host.set_ready(ready, colour)
            elif self.client is not None:
                self.client.set_ready(ready, colour)
        except LobbyError as error:
            self._changed()  # the choice shown goes back to the room's own
            self.page.show_message(room_refusal(error))

    def remove(self, seat: int) -> None:
        """The host removes whoever sits at ``seat`` (a bot, or a guest, who may not come
        straight back)."""
        host = self.host
        info = host.seats[seat] if host is not None and seat < len(host.seats) else None
        if host is None or info is None:
            return
        try:
            if info.bot is not None:
                host.remove_bot(seat)
            else:
                host.remove(info.peer)
        except LobbyError as error:
            self.page.show_message(room_refusal(error))

    def ask_new_pin(self) -> None:
        """Ask the host for a new PIN (tests replace :meth:`new_pin_dialog`)."""
        pin = self.new_pin_dialog()
        if pin and self.host is not None and not self.host.started:
            self.host.set_pin(pin[:MAX_PIN])

    def new_pin_dialog(self) -> str:
        from PySide6.QtWidgets import QInputDialog, QLineEdit

        text, given = QInputDialog.getText(self.page, tr("New PIN"), tr(
            "The new PIN (tell it only to the people you invite):"),
            QLineEdit.EchoMode.Password)  # fmt: skip
        return text.strip() if given else ""

    def _answer(self, come_in: bool, peer: str) -> None:
        host = self.host
        if host is None:
            return
        try:
            host.let_in(peer) if come_in else host.turn_away(peer)
        except LobbyError:  # it left, or waited too long, meanwhile
            self._changed()

    async def start(self) -> None:
        host = self.host
        if host is None:
            return
        try:
            plan = await host.start()
        except LobbyError as error:
            self.page.show_message(room_refusal(error))
            return
        self.host = None
        await self._play(plan)

    # ------------------------------------------------------------ joining

    async def join(self, host: str, port: int, pin: str | None, spectator: bool, title: str,
                   game: str | None = None, by_address: bool = False,
                   others: tuple[str, ...] = ()) -> None:  # fmt: skip
        """Join the game at ``host:port`` (named ``title``): its room, or as a spectator
        (``by_address``: the address was typed, an error to reach it is said beside it). A game
        chosen by its id is joined at the first of ``host`` and ``others`` (its other announced
        addresses) whose host proves the id; without the PIN of a PIN game, the player knocks."""
        hub = self.hub
        peer = await self._new_peer()
        if peer is None:
            return
        hub.lobby_page.show_message(tr("Connecting to {where}…").format(where=f"{host}:{port}"))
        try:
            if spectator:
                watched = partial(hub.dispatch, watched=True)
                watcher = await Spectator.watch(peer, host, port, pin=pin, on_event=watched)
            else:
                knocking = partial(hub.lobby_page.show_message, knocking_text(fingerprint(
                    peer.key)))  # fmt: skip
                if game is not None:
                    client = await join_game(peer, (host, *others), port, game,
                                                         pin=pin, knocking=knocking)  # fmt: skip
                else:
                    client = await LobbyClient.join(peer, host, port, pin=pin, knocking=knocking)
        except JoinRefused as refused:
            await peer.close()
            hub.error(refusal_text(refused, pin is not None), refusal_field(refused))
            return
        except (ConnectionError, OSError, TimeoutError) as error:
            await peer.close()
            hub.error(tr("Cannot reach {where}: {reason}").format(
                where=f"{host}:{port}", reason=connection_problem(error)),
                Field.ADDRESS if by_address else None)  # fmt: skip
            return
        hub.lobby_page.clear_errors()
        if spectator:
            self.watching.begin(watcher, title)
            return
        self.client = client
        self._title = title
        client.on_change = self._client_changed
        hub.window.pages.setCurrentWidget(self.page)
        self._changed()
        self._waiter = spawn(self._wait_start(client))

    def _client_changed(self) -> None:
        client = self.client
        if client is None:
            return
        if client.closed_reason is not None:
            return  # _wait_start tells why
        self._changed()

    async def _wait_start(self, client: LobbyClient) -> None:
        try:
            plan = await client.wait_start()
        except LobbyError as error:
            if self.client is client:
                self.client = None
                await client.peer.close()
                self.hub.open_lobby()
                self.hub.error(tr("The room closed: {reason}").format(
                    reason=start_problem(error)))  # fmt: skip
            return
        except asyncio.CancelledError:
            return
        if self.client is client:
            self.client = None
            await self._play(plan)

    async def leave(self) -> None:
        """Leave (or, for its host, close) the room; back to the list of games."""
        host, client, announcement = self.host, self.client, self.announcement
        self.host = self.client = self.announcement = None
        if announcement is not None:
            with contextlib.suppress(Exception):
                await announcement.withdraw()
        if host is not None:
            await host.close()
            await host.peer.close()
        if client is not None:
            if self._waiter is not None:  # LobbyClient.leave leaves wait_start waiting
                self._waiter.cancel()
                self._waiter = None
            await client.leave()
            await client.peer.close()
        if not self.hub.shut and self.hub.window.pages.currentWidget() is self.page:
            self.hub.open_lobby()

    # ------------------------------------------------------------ starting

    async def _play(self, plan: Plan) -> None:
        session = OnlineSession(self.hub.folder())
        self.hub.window.pages.setCurrentWidget(self.page)
        self.page.show_message(tr("Starting: connecting to every player…"))
        try:
            await session.begin(plan)
        except SessionError as error:
            await self.withdraw()
            await plan.peer.close()
            self.hub.open_lobby()
            self.hub.error(tr("The game could not start: {reason}").format(
                reason=start_problem(error)))  # fmt: skip
            return
        self.table.show_game(session)

    def status_changed(self, event: StatusChanged) -> None:
        if event.status in ENDED:  # the game is no longer announced
            spawn(self.withdraw())

    async def withdraw(self) -> None:
        announcement, self.announcement = self.announcement, None
        if announcement is not None:
            with contextlib.suppress(Exception):
                await announcement.withdraw()
