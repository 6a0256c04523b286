"""A joiner's side of a lobby: join it (tried again on a lossy network), follow its roster and
options until the start, leave it."""

from __future__ import annotations

import asyncio
import logging
from collections.abc import Callable

from net.handshake import JoinInterrupted, JoinRefused, handshake
from net.lobby import LobbyError, Plan, beat
from net.messages import (
    BotRequest,
    Bye,
    GameOptions,
    Heartbeat,
    Lobby,
    Message,
    OptionsMessage,
    Ready,
    SeatInfo,
    Start,
    Welcome,
)
from net.peer import LocalPeer
from net.transport import (
    Connection,
    HostNotFound,
    NoRoute,
    dial,
    handle_messages,
)

log = logging.getLogger(__name__)

JOIN_ATTEMPTS = 4
"""Connections a joiner tries before it gives up when they fail before the welcome."""


def _worth_trying_again(error: ConnectionError | JoinRefused, attempt: int) -> bool:
    """Whether a join that failed so may succeed on a new connection (see
    :meth:`LobbyClient.join`)."""
    if isinstance(error, JoinRefused):
        return isinstance(error, JoinInterrupted) or (error.reason == "peer" and attempt > 1)
    return not isinstance(error, HostNotFound | NoRoute)


class LobbyClient:
    """A joiner's view of a lobby; create it with :meth:`join`."""

    def __init__(self, peer: LocalPeer, connection: Connection, welcome: Welcome, pin: str | None):
        self.peer = peer
        self.connection = connection
        self.game_id = welcome.game
        self.host_id = welcome.peer
        self.seat = welcome.seat
        self.pin = pin
        self.seats: tuple[SeatInfo | None, ...] = ()
        self.options = GameOptions()
        self.on_change: Callable[[], None] | None = None
        self.closed_reason: str | None = None
        loop = asyncio.get_running_loop()
        self._start: asyncio.Future[Start] = loop.create_future()
        self._roster: asyncio.Future[None] = loop.create_future()
        self._reader = loop.create_task(self._read())
        self._beat = loop.create_task(beat(lambda: [connection], peer.timing))

    @classmethod
    async def join(
        cls,
        peer: LocalPeer,
        host: str,
        port: int,
        *,
        spectator: bool = False,
        pin: str | None = None,
        game: str | None = None,
        knocking: Callable[[], None] | None = None,
    ) -> LobbyClient:
        """Join the lobby at ``host:port`` (whose host must prove it is game ``game``, when
        given); without the PIN of a PIN lobby, knock if ``knocking`` is given (it is called
        once the knock waits for the host). Raises :class:`JoinRefused` or ``ConnectionError``.

        A connection that cannot be opened in time, or that closes or falls silent before the
        welcome (a lossy network), is tried again, :data:`JOIN_ATTEMPTS` times in all; so is a
        refusal as a peer already in the lobby after such a try (the lobby may not have seen
        the end of our earlier connection yet). A refusal, a host name that gives no address
        or an address that no chosen interface reaches ends the join at once.
        """
        if not spectator and not peer.port:
            await peer.listen()
        role = "spectator" if spectator else "player"
        for attempt in range(1, JOIN_ATTEMPTS + 1):
            try:
                connection = await dial(host, port, peer.interfaces, peer.timing.connect)
                welcome = await handshake(connection, peer, role, pin, game, knocking=knocking)
                break
            except (ConnectionError, JoinRefused) as error:
                if attempt == JOIN_ATTEMPTS or not _worth_trying_again(error, attempt):
                    raise
                log.info("joining %s:%d failed (%s); trying again", host, port, error)
                await asyncio.sleep(peer.timing.heartbeat)
        connection.peer = welcome.peer
        client = cls(peer, connection, welcome, pin)
        try:  # the roster follows the welcome: a joiner never shows a lobby without it
            await asyncio.wait_for(asyncio.shield(client._roster), peer.timing.handshake)
        except (TimeoutError, LobbyError) as error:
            client._start.cancel()  # nobody waits for a start any more
            if not client._start.cancelled():
                client._start.exception()  # the lobby's end: reported just below
            await client.leave()
            raise ConnectionError(f"the lobby sent no roster: {error or 'timed out'}") from None
        return client

    async def _read(self) -> None:
        await handle_messages(self.connection, self._handle)
        self._beat.cancel()
        if self._start.done():
            self.connection.close("the game starts")  # it opens mesh links of its own
        elif self.connection.closed:
            self._closed(self.connection.closed_reason or "closed")

    def _handle(self, message: Message) -> bool:
        """Take one message from the host; True once the game started."""
        if isinstance(message, Start):
            if message.game != self.game_id:
                self.connection.close("start for another game")
                return False
            self._start.set_result(message)
            return True
        if isinstance(message, Lobby):
            self.seats = message.seats
            if not self._roster.done():
                self._roster.set_result(None)
        elif isinstance(message, OptionsMessage):
            self.options = message.options
        elif isinstance(message, Bye):
            self.connection.close(f"the host said bye: {message.reason}")
            return False
        elif not isinstance(message, Heartbeat):
            self.connection.close(f"unexpected {message.T} in the lobby")
            return False
        if self.on_change is not None and not isinstance(message, Heartbeat):
            self.on_change()
        return False

    def _closed(self, reason: str) -> None:
        self.closed_reason = reason
        for waiting in (self._start, self._roster):
            if not waiting.done():
                waiting.set_exception(LobbyError(f"the lobby is gone: {reason}"))
        if self.on_change is not None:
            self.on_change()

    def set_ready(self, ready: bool, colour: int | None = None) -> None:
        self.connection.send(Ready(ready, colour))

    def add_bot(self, bot: str, seat: int | None = None) -> None:
        """Ask for a bot that this peer runs (the host answers with a new roster)."""
        self.connection.send(BotRequest(seat, bot))

    def remove_bot(self, seat: int) -> None:
        self.connection.send(BotRequest(seat, None))

    async def wait_start(self, timeout: float | None = None) -> Plan:
        """Wait for the game to start; raises :class:`LobbyError` if the lobby goes away."""
        start = await asyncio.wait_for(asyncio.shield(self._start), timeout)
        self.peer.expect(info.host for info in start.peers)
        return Plan(start, self.peer, [], self.pin)

    async def leave(self) -> None:
        self._reader.cancel()
        self._beat.cancel()
        self.connection.send(Bye("left the lobby"))
        await self.connection.aclose("left the lobby")
