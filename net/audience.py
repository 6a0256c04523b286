"""The spectators of a started game, on this peer's side: caught up, shown each move, read.

A spectator is admitted by :class:`~net.door.Door` (or comes from the lobby on its lobby
connection); :class:`Audience` catches it up with the record so far (:meth:`Lockstep.catchup
<net.lockstep.Lockstep.catchup>`), sends it every move the core shows, and reads its connection,
on which a spectator may only send heartbeats and a bye. The spectator's own side is
:mod:`net.spectator`.
"""

from __future__ import annotations

import contextlib
from collections.abc import Callable, Coroutine
from typing import Any

from net.admission import AdmitSpectator
from net.framing import encode
from net.lockstep import Lockstep
from net.messages import Bye, Heartbeat, Message, MoveMessage, SignedMove
from net.transport import Connection, handle_messages


class Audience:
    """The spectators watching this peer's game.

    It reads the core (``core``) and never changes it; ``spawn`` runs a task that the session
    cancels when it stops.
    """

    def __init__(
        self,
        core: Lockstep,
        spectators: list[Connection],
        *,
        spawn: Callable[[Coroutine[Any, Any, Any]], None],
    ) -> None:
        self.core = core
        self.connections = spectators
        """The spectators' connections, in the order they came."""
        self._spawn = spawn

    def read_all(self) -> None:
        """Read the connections of the spectators there from the start (the lobby's)."""
        for spectator in self.connections:
            self._read(spectator)

    def catch_up_all(self) -> None:
        """Send every spectator the record from its first move (once the game started)."""
        for spectator in self.connections:
            self._send_catchup(spectator, 0)

    def admit(self, connection: Connection, admitted: AdmitSpectator) -> None:
        """Welcome a spectator, catch it up if the game runs, and read its connection."""
        connection.peer = admitted.peer
        connection.send(admitted.welcome)
        self.connections.append(connection)
        if self.core.game is not None:
            self._send_catchup(connection, 0)
        self._read(connection)

    def show(self, signed: SignedMove) -> None:
        """Send every spectator a move."""
        if self.connections:
            frame = encode(MoveMessage(signed).to_frame())
            for connection in self.connections:
                connection.send_frame(frame)

    def _send_catchup(self, connection: Connection, first: int) -> None:
        for message in self.core.catchup(first):
            connection.send(message)

    def _read(self, connection: Connection) -> None:
        def handle(message: Message) -> None:
            if isinstance(message, Bye):
                connection.close("spectator left")
            elif not isinstance(message, Heartbeat):
                connection.close(f"a spectator may not send {message.T}")

        async def loop() -> None:
            await handle_messages(connection, handle)
            with contextlib.suppress(ValueError):
                self.connections.remove(connection)

        self._spawn(loop())
