"""Connections: validated messages over one TCP stream, and the listener that accepts them.

A :class:`Connection` reads frames through its own :class:`~net.framing.Decoder` and checks each
with :func:`~net.messages.parse`; any malformed input closes the connection with a logged reason
and surfaces as :class:`ConnectionClosed`, so it never reaches the engine. A connection whose other
side stops reading is closed once :data:`~net.config.MAX_UNSENT` bytes wait to be sent. Sockets
are only opened from the chosen interfaces (:mod:`net.config`). :func:`handle_messages` and
:func:`keep_alive` are the reading and liveness loops shared by the lobby, the session and the
spectator.
"""

from __future__ import annotations

import asyncio
import contextlib
import logging
import time
from collections import deque
from collections.abc import Awaitable, Callable, Sequence

from net.config import (
    DEFAULT_TIMING,
    MAX_CONNECTIONS,
    MAX_UNSENT,
    READ_CHUNK,
    Timing,
    source_for,
)
from net.framing import Decoder, FrameError, encode
from net.messages import Heartbeat, Message, ProtocolError, parse

log = logging.getLogger(__name__)


class ConnectionClosed(Exception):
    """The connection is gone; ``reason`` says why (ours or the other side's)."""

    def __init__(self, reason: str) -> None:
        super().__init__(reason)
        self.reason = reason


class Connection:
    """One TCP connection that carries messages.

    Messages sent during one turn of the event loop leave together, in one write: a peer that
    answers a series of moves with a series of acks makes one system call, not one a message.
    """

    def __init__(self, reader: asyncio.StreamReader, writer: asyncio.StreamWriter) -> None:
        self._reader = reader
        self._writer = writer
        self._decoder = Decoder()
        self._frames: deque[Message] = deque()
        self._outgoing: list[bytes] = []
        self._outgoing_size = 0
        self.closed_reason: str | None = None
        self.last_received = time.monotonic()
        peer = writer.get_extra_info("peername")
        self.remote: tuple[str, int] = (str(peer[0]), int(peer[1])) if peer else ("?", 0)
        self.peer: str | None = None
        """The roster member this connection is bound to, once its handshake succeeded."""
        self.label = f"{self.remote[0]}:{self.remote[1]}"

    def __repr__(self) -> str:
        return f"<Connection {self.label}{' closed' if self.closed else ''}>"

    @property
    def closed(self) -> bool:
        return self.closed_reason is not None

    @property
    def unsent(self) -> int:
        """Bytes queued for sending that the other side has not taken yet."""
        return self._outgoing_size + self._writer.transport.get_write_buffer_size()

    def send(self, message: Message) -> None:
        """Queue a message for sending (it leaves at the end of this turn of the event loop);
        silently dropped once the connection is closed.

        A connection whose other side does not read is closed (and its queue dropped) once more
        than :data:`~net.config.MAX_UNSENT` bytes wait.
        """
        if self.closed:
            return
        try:
            frame = encode(message.to_frame())
        except FrameError as error:
            self.close(f"cannot send {message.T}: {error}")
            return
        if not self._outgoing:
            asyncio.get_running_loop().call_soon(self._flush)
        self._outgoing.append(frame)
        self._outgoing_size += len(frame)
        if self.unsent > MAX_UNSENT:
            self.close(f"the other side does not read: over {MAX_UNSENT} bytes unsent")

    def _flush(self) -> None:
        """Hand the messages queued this turn to the socket, in one write."""
        if not self._outgoing or self._writer.transport.is_closing():
            return
        data = b"".join(self._outgoing)
        self._outgoing.clear()
        self._outgoing_size = 0
        try:
            self._writer.write(data)
        except (OSError, RuntimeError) as error:
            self.close(f"send failed: {error}")

    async def drain(self, timeout: float = DEFAULT_TIMING.handshake) -> None:
        """Wait until what was sent has been taken (at most ``timeout`` seconds)."""
        if self.closed:
            return
        self._flush()
        try:
            await asyncio.wait_for(self._writer.drain(), timeout)
        except TimeoutError:
            self.close(f"the other side took nothing for {timeout:g} s")
        except (OSError, RuntimeError) as error:
            self.close(f"send failed: {error}")

    async def recv(self, timeout: float | None = None) -> Message:
        """The next valid message; raises :class:`ConnectionClosed` (after closing if needed)."""
        while not self._frames:
            if self.closed:
                raise ConnectionClosed(self.closed_reason or "closed")
            try:
                data = await asyncio.wait_for(self._reader.read(READ_CHUNK), timeout)
            except TimeoutError:
                self.close(f"no message within {timeout:g} s")
                continue
            except (OSError, asyncio.IncompleteReadError) as error:
                self.close(f"connection lost: {error}")
                continue
            if not data:
                self.close("connection closed by the other side")
                continue
            self.last_received = time.monotonic()
            try:
                frames = self._decoder.feed(data)
                self._frames.extend(parse(frame) for frame in frames)
            except (FrameError, ProtocolError) as error:
                self.close(f"malformed input: {error}")
        return self._frames.popleft()

    def close(self, reason: str) -> None:
        """Close with a logged reason (the first reason given is kept)."""
        if self.closed:
            return
        self.closed_reason = reason
        log.info("closing %s (%s): %s", self.label, self.peer or "unbound", reason)
        self._frames.clear()
        with contextlib.suppress(OSError, RuntimeError):  # the loop may be closing
            if self.unsent > MAX_UNSENT:
                self._outgoing.clear()
                self._outgoing_size = 0
                self._writer.transport.abort()  # drop the queue rather than wait for a reader
            else:
                self._flush()  # what was sent before closing still leaves
                self._writer.close()

    async def aclose(self, reason: str) -> None:
        """Flush what was sent (for a second at most), then close."""
        await self.drain(1.0)
        self.close(reason)
        with contextlib.suppress(OSError, TimeoutError, RuntimeError):
            await asyncio.wait_for(self._writer.wait_closed(), 1.0)


async def dial(
    host: str, port: int, interfaces: Sequence[str], timeout: float = DEFAULT_TIMING.connect
) -> Connection:
    """Connect to ``host:port`` from the chosen interface on its network.

    Raises ``ConnectionError`` when no chosen interface reaches ``host`` or the connection fails.
    """
    source = source_for(host, interfaces)
    if source is None:
        raise ConnectionError(f"{host} is on none of the chosen interfaces {', '.join(interfaces)}")
    try:
        reader, writer = await asyncio.wait_for(
            asyncio.open_connection(host, port, local_addr=(source, 0)), timeout
        )
    except TimeoutError:
        raise ConnectionError(f"no answer from {host}:{port} within {timeout:g} s") from None
    except OSError as error:
        raise ConnectionError(f"cannot connect to {host}:{port}: {error.strerror}") from None
    return Connection(reader, writer)


async def handle_messages(connection: Connection, handle: Callable[[Message], bool | None]) -> None:
    """Pass every message to ``handle`` until it returns True or the connection closes.

    A handler that raises is logged and closes the connection, so a bug never kills the reading
    task while the connection stays open.
    """
    while True:
        try:
            message = await connection.recv()
        except ConnectionClosed:
            return
        try:
            if handle(message):
                return
        except Exception:
            log.exception("handling %s from %s failed", message.T, connection.label)
            connection.close(f"internal error while handling {message.T}")


def keep_alive(connection: Connection, timing: Timing, seq: int = 0) -> None:
    """One liveness step: close a connection silent for too long, else send it a heartbeat."""
    if time.monotonic() - connection.last_received > timing.dead_after:
        connection.close(f"silent for {timing.dead_after:g} s")
    else:
        connection.send(Heartbeat(seq))


Handler = Callable[[Connection], Awaitable[None]]


class Listener:
    """A TCP server on the chosen interfaces (one port for all of them)."""

    def __init__(
        self, interfaces: Sequence[str], handler: Handler, max_connections: int = MAX_CONNECTIONS
    ):
        self.interfaces = list(interfaces)
        self._handler = handler
        self._server: asyncio.Server | None = None
        self._extra: list[asyncio.Server] = []
        self._tasks: set[asyncio.Task[object]] = set()
        self._max = max_connections
        self.port = 0

    async def start(self, port: int = 0) -> int:
        """Start listening (``port`` 0 picks a free one) and return the port."""
        self._server = await asyncio.start_server(self._accept, self.interfaces[0], port)
        self.port = int(self._server.sockets[0].getsockname()[1])
        for address in self.interfaces[1:]:  # the same port on the other interfaces
            extra = await asyncio.start_server(self._accept, address, self.port)
            self._extra.append(extra)
        return self.port

    async def _accept(self, reader: asyncio.StreamReader, writer: asyncio.StreamWriter) -> None:
        connection = Connection(reader, writer)
        if len(self._tasks) >= self._max:
            connection.close("too many connections")
            return
        task = asyncio.current_task()
        assert task is not None
        self._tasks.add(task)
        try:
            await self._handler(connection)
        except Exception:  # a handler bug must not kill the server
            log.exception("handler failed for %s", connection.label)
            connection.close("internal error")
        finally:
            self._tasks.discard(task)

    async def close(self) -> None:
        servers = ([self._server] if self._server else []) + self._extra
        for server in servers:
            server.close()
        for task in list(self._tasks):
            task.cancel()
        for server in servers:
            with contextlib.suppress(TimeoutError):
                await asyncio.wait_for(server.wait_closed(), 1.0)
