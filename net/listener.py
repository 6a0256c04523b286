"""The listener: one TCP server on the chosen interfaces, and its pools of strangers
(connections that no handshake has bound to a roster member yet)."""

from __future__ import annotations

import asyncio
import contextlib
import logging
from collections.abc import Awaitable, Callable, Iterable, Sequence

from net.config import MAX_CONNECTIONS, MAX_STRANGERS, MAX_STRANGERS_PER_ADDRESS
from net.transport import Connection, retransmit_promptly

log = logging.getLogger(__name__)


Handler = Callable[[Connection], Awaitable[None]]


class Listener:
    """A TCP server on the chosen interfaces (one port for all of them).

    A connection is a *stranger* until its handshake binds it to a roster member (its
    :attr:`Connection.peer` is set). Strangers are limited: at most ``per_address`` from one
    address and ``strangers`` in all; a stranger beyond either limit takes the place of the
    stranger heard from least recently (of the same address, or of all), which is closed, so
    that idle sockets can delay, but never shut out, a real joiner. Strangers from the addresses
    of roster members (:meth:`expect`) have a pool of their own of the same size, so that
    strangers elsewhere never take a returning member's place. Bound connections count only
    towards ``max_connections``, with everything else.
    """

    def __init__(
        self,
        interfaces: Sequence[str],
        handler: Handler,
        max_connections: int = MAX_CONNECTIONS,
        *,
        strangers: int = MAX_STRANGERS,
        per_address: int = MAX_STRANGERS_PER_ADDRESS,
    ):
        self.interfaces = list(interfaces)
        self._handler = handler
        self._server: asyncio.Server | None = None
        self._extra: list[asyncio.Server] = []
        self._tasks: set[asyncio.Task[None]] = set()
        self._max = max_connections
        self._max_strangers = strangers
        self._per_address = per_address
        self._strangers: dict[Connection, None] = {}  # oldest first
        self._members: set[str] = set()
        self.port = 0

    def expect(self, addresses: Iterable[str]) -> None:
        """Roster members may connect from these addresses (in addition to those before)."""
        self._members.update(addresses)

    @property
    def strangers(self) -> list[Connection]:
        """The connections not bound to a roster member yet, oldest first."""
        return list(self._strangers)

    async def start(self, port: int = 0) -> int:
        """Start listening (``port`` 0 picks a free one) and return the port."""
        loop = asyncio.get_running_loop()
        self._server = await loop.create_server(self._new_connection, self.interfaces[0], port)
        self.port = int(self._server.sockets[0].getsockname()[1])
        for address in self.interfaces[1:]:  # the same port on the other interfaces
            extra = await loop.create_server(self._new_connection, address, self.port)
            self._extra.append(extra)
        for server in [self._server, *self._extra]:
            for sock in server.sockets:
                retransmit_promptly(sock)  # inherited by what it accepts
        return self.port

    def _new_connection(self) -> Connection:
        return Connection(on_made=self._accepted)

    def _accepted(self, connection: Connection) -> None:
        if len(self._tasks) >= self._max:
            connection.close("too many connections")
            return
        self._make_room(connection.remote[0])
        self._strangers[connection] = None
        connection.on_bound = self._bound
        task = asyncio.get_running_loop().create_task(self._serve(connection))
        self._tasks.add(task)
        task.add_done_callback(self._tasks.discard)

    def _make_room(self, address: str) -> None:
        """Close the stranger heard from least recently if a stranger from ``address`` would
        break a limit."""
        for gone in [c for c in self._strangers if c.closed]:
            del self._strangers[gone]
        member = address in self._members
        pool = [c for c in self._strangers if (c.remote[0] in self._members) == member]
        same = [c for c in pool if c.remote[0] == address]
        if not member and len(same) >= self._per_address:
            crowd, why = same, f"{self._per_address} unproven connections from {address}"
        elif len(pool) >= self._max_strangers:
            crowd, why = pool, f"{self._max_strangers} unproven connections"
        else:
            return
        oldest = min(crowd, key=lambda c: c.last_received)
        del self._strangers[oldest]
        oldest.close(f"made room for a newer connection: already {why}")

    def _bound(self, connection: Connection) -> None:
        self._strangers.pop(connection, None)

    async def _serve(self, connection: Connection) -> None:
        try:
            await self._handler(connection)
        except Exception:  # a handler bug must not kill the server
            log.exception("handler failed for %s", connection.label)
            connection.close("internal error")
        finally:
            if connection.closed:
                self._strangers.pop(connection, None)

    async def close(self) -> None:
        servers = ([self._server] if self._server else []) + self._extra
        for server in servers:
            server.close()
        for task in list(self._tasks):
            task.cancel()
        for server in servers:
            with contextlib.suppress(TimeoutError):
                await asyncio.wait_for(server.wait_closed(), 1.0)
