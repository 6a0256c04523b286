"""This program as a network peer: its identity and its one listening socket.

A :class:`LocalPeer` has a random id, an Ed25519 :class:`~net.identity.Identity` whose public key
(its *key*) it gives when it joins a lobby, and a :class:`~net.transport.Listener` on the chosen
interfaces. Incoming connections go
to whichever part currently serves them (the lobby, then the game session); a connection that
arrives in between waits a moment for the next one, so that fast peers can open the mesh before a
slower one has finished reading the start message.
"""

from __future__ import annotations

import asyncio
import contextlib
import logging
from collections.abc import Awaitable, Callable, Iterable, Sequence

from net.commit import new_id
from net.config import DEFAULT_TIMING, Timing, bind_address, bind_addresses
from net.identity import Identity
from net.listener import Handler, Listener
from net.messages import Refuse
from net.transport import Connection

log = logging.getLogger(__name__)


class LocalPeer:
    """Identity and listener of this program."""

    def __init__(
        self,
        name: str,
        interfaces: Sequence[str],
        timing: Timing = DEFAULT_TIMING,
        *,
        peer_id: str | None = None,
        identity: Identity | None = None,
    ) -> None:
        """A new identity, or a saved one (``peer_id`` and ``identity``) for a rejoin."""
        self.name = name
        self.interfaces = list(interfaces)
        self.timing = timing
        self.id = peer_id or new_id()
        self.identity = identity or Identity.generate()
        self.key = self.identity.public
        self._listener = Listener(bind_addresses(self.interfaces), self._accept)
        self._handler: Handler | None = None
        self._handler_set = asyncio.Event()
        self._at_close: list[Callable[[], Awaitable[None]]] = []
        self.port = 0

    @property
    def address(self) -> str:
        """The address other peers reach this one at (the first chosen interface's)."""
        return bind_address(self.interfaces[0])

    def expect(self, addresses: Iterable[str]) -> None:
        """Roster members may connect from these addresses: their unproven connections get a
        pool of their own (see :class:`~net.transport.Listener`)."""
        self._listener.expect(addresses)

    async def listen(self, port: int = 0) -> int:
        self.port = await self._listener.start(port)
        return self.port

    def serve(self, handler: Handler | None) -> None:
        """Hand incoming connections to ``handler`` (None: make them wait, then refuse them)."""
        self._handler = handler
        if handler is None:
            self._handler_set.clear()
        else:
            self._handler_set.set()

    async def _accept(self, connection: Connection) -> None:
        if self._handler is None:
            with contextlib.suppress(TimeoutError):
                await asyncio.wait_for(self._handler_set.wait(), self.timing.handshake)
        handler = self._handler
        if handler is None:
            connection.send(Refuse("closed", "this peer is not hosting or playing a game"))
            await connection.aclose("nothing to serve")
            return
        await handler(connection)

    def at_close(self, done: Callable[[], Awaitable[None]]) -> None:
        """Run ``done`` when this peer closes (the announcement of its game is withdrawn so,
        whatever ends the game or its lobby)."""
        self._at_close.append(done)

    async def close(self) -> None:
        self.serve(None)
        at_close, self._at_close = self._at_close, []
        for done in at_close:
            try:
                await done()
            except Exception as error:  # (a stack closed first: its goodbyes went with it)
                log.info("closing %s: %s", self.name, error)
        await self._listener.close()
