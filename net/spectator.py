"""Watching a game read-only: the record so far, then every move as it is played.

A spectator connects to one seated peer (the lobby creator, whose address is announced) with a
``hello`` of role ``spectator``. It gets the lobby's updates until the start, then a ``catchup``
(header and moves so far) and every move that peer applies. It checks each move and each hash
with its own engine and never sends anything but heartbeats and ``bye``.
"""

from __future__ import annotations

import asyncio
import contextlib
import logging
from collections.abc import Callable
from typing import Any

from engine.errors import NotationError
from engine.line import GameLine, line_of
from engine.record import Record, ReplayError, Seat
from engine.rules import GameState
from net.events import Event, GameOver, MoveApplied, StatusChanged
from net.lobby import handshake
from net.messages import (
    Bye,
    CatchUp,
    Heartbeat,
    Lobby,
    Message,
    MoveMessage,
    OptionsMessage,
    SignedMove,
    Start,
)
from net.peer import LocalPeer
from net.transport import Connection, dial, handle_messages, keep_alive

log = logging.getLogger(__name__)


class Spectator:
    """A read-only follower of one game; create with :meth:`watch`."""

    def __init__(
        self, peer: LocalPeer, connection: Connection, on_event: Callable[[Event], None] | None
    ) -> None:
        self.peer = peer
        self.connection = connection
        self.on_event = on_event
        self.line: GameLine[Any] | None = None
        """The game followed and its record (None until the first catch-up)."""
        self.start: Start | None = None
        self.status = "waiting"
        """waiting (for the start), watching, over or failed."""
        self.reason = ""
        self._pending: dict[int, SignedMove] = {}
        loop = asyncio.get_running_loop()
        self._tasks = [loop.create_task(self._read()), loop.create_task(self._beat())]

    @classmethod
    async def watch(
        cls,
        peer: LocalPeer,
        host: str,
        port: int,
        *,
        pin: str | None = None,
        on_event: Callable[[Event], None] | None = None,
    ) -> Spectator:
        """Start watching the game at ``host:port``; raises ``JoinRefused``/``ConnectionError``."""
        connection = await dial(host, port, peer.interfaces, peer.timing.connect)
        welcome = await handshake(connection, peer, "spectator", pin)
        connection.peer = welcome.peer
        return cls(peer, connection, on_event)

    @property
    def game(self) -> GameState[Any] | None:
        """The game as it was followed so far (to read)."""
        return self.line.game if self.line is not None else None

    @property
    def record(self) -> Record | None:
        """A copy of the record followed so far."""
        return self.line.record if self.line is not None else None

    def _set_status(self, status: str, reason: str = "") -> None:
        if (status, reason) != (self.status, self.reason):
            self.status, self.reason = status, reason
            if self.on_event is not None:
                self.on_event(StatusChanged(status, reason))

    async def _beat(self) -> None:
        while not self.connection.closed:
            keep_alive(self.connection, self.peer.timing, self.line.ply if self.line else 0)
            await asyncio.sleep(self.peer.timing.heartbeat)

    async def _read(self) -> None:
        await handle_messages(self.connection, self._handle)
        if self.status not in ("over", "failed"):
            self._set_status("failed", f"connection lost: {self.connection.closed_reason}")

    def _handle(self, message: Message) -> None:
        if isinstance(message, Start):
            self.start = message
        elif isinstance(message, CatchUp):
            self._on_catchup(message)
        elif isinstance(message, MoveMessage):
            self._take(message.signed)
        elif isinstance(message, Bye):
            self.connection.close(f"the peer left: {message.reason}")
        elif not isinstance(message, Heartbeat | Lobby | OptionsMessage):
            self.connection.close(f"unexpected {message.T} for a spectator")

    def _on_catchup(self, message: CatchUp) -> None:
        if self.line is None:
            problem = _header_problem(message, self.start)
            if problem is not None:
                self._fail(f"bad catch-up: {problem}")
                return
            seats = [Seat(s.name, s.bot, s.colour) for s in message.seats]
            self.line = line_of(Record(seats, message.seed, message.options.game_options,
                                       message.options.rule_set.version))  # fmt: skip
            self._set_status("watching")
        for signed in message.moves:
            self._take(signed)

    def _take(self, signed: SignedMove) -> None:
        line, seq = self.line, signed.seq
        if line is None or seq > line.ply:
            self._pending[seq] = signed
            if len(self._pending) > 1024:
                self.connection.close("too many moves ahead")
            return
        if seq == line.ply:
            self._apply(signed)
        while line.ply in self._pending and self.status == "watching":
            self._apply(self._pending.pop(line.ply))

    def _apply(self, signed: SignedMove) -> None:
        line, seq = self.line, signed.seq
        assert line is not None
        try:
            entry = signed.played(line.rules)
            line.push(entry)  # (a refused move changes nothing)
        except (NotationError, ReplayError) as error:
            self._fail(f"move {seq} cannot be followed: {error}")
            return
        game = line.game
        if self.on_event is not None:
            self.on_event(MoveApplied(seq, entry, False))
        if game.is_over:
            self._set_status("over", "the game is over")
            if self.on_event is not None:
                self.on_event(GameOver(game.winner))

    def _fail(self, reason: str) -> None:
        log.error("spectator: %s", reason)
        self._set_status("failed", reason)
        self.connection.close(reason)

    async def close(self) -> None:
        for task in self._tasks:
            task.cancel()
        self.connection.send(Bye("stopped watching"))
        await self.connection.aclose("stopped watching")
        for task in self._tasks:
            with contextlib.suppress(asyncio.CancelledError):
                await task


def _header_problem(message: CatchUp, start: Start | None) -> str | None:
    """What makes a first catch-up unusable as the start of a game, if anything."""
    if message.first != 0:
        return "it must start at the first move"
    if start is not None and message.game != start.game:
        return "it is for another game"
    if message.options.players != len(message.seats):
        return f"{len(message.seats)} seats for {message.options.players} players"
    return None
