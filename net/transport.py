"""Connections: validated messages over one TCP stream, dialled from the chosen interfaces.

A :class:`Connection` reads frames through its own :class:`~net.framing.Decoder` and checks each
with :func:`~net.messages.parse`; any malformed input closes the connection with a logged reason
and surfaces as :class:`ConnectionClosed`, so it never reaches the engine. A connection whose other
side stops reading is closed once :data:`~net.config.MAX_UNSENT` bytes wait to be sent. Sockets
are only opened from the chosen interfaces (:mod:`net.config`); a dialer opens every connection
with a heartbeat (:func:`dial`), and :meth:`Connection.aclose` ends one without a reset that
would destroy what is still on its way. :func:`handle_messages` and
:func:`keep_alive` are the reading and liveness loops shared by the lobby, the session and the
spectator.
"""

from __future__ import annotations

import asyncio
import contextlib
import ipaddress
import logging
import socket
import time
from collections import deque
from collections.abc import Callable, Collection, Iterable, Sequence

from net.config import (
    DEFAULT_TIMING,
    MAX_FRAME,
    MAX_UNSENT,
    MESSAGE_BURST,
    MESSAGE_RATE,
    READ_CHUNK,
    RETRANSMIT_AT_MOST,
    Timing,
    source_for,
)
from net.framing import Decoder, FrameError, encode
from net.link import LinkError, Opener, Sealer
from net.messages import Heartbeat, Message, ProtocolError, parse

log = logging.getLogger(__name__)

CLOSE_WAIT = 3.0
"""Seconds :meth:`Connection.aclose` waits, by default, for the other side to close in turn."""


class ConnectionClosed(Exception):
    """The connection is gone; ``reason`` says why (ours or the other side's)."""

    def __init__(self, reason: str) -> None:
        super().__init__(reason)
        self.reason = reason


class Connection(asyncio.BufferedProtocol):
    """One TCP connection that carries messages.

    Bytes are decoded as they arrive, in the transport's callback: a reader set with
    :func:`handle_messages` gets each message there and then, without a task switch; otherwise
    messages wait for :meth:`recv`, and reading pauses while nobody reads (the other side then
    waits too, as with a stream). Reads take at most :data:`~net.config.READ_CHUNK` bytes,
    so one connection's flood cannot hold up the others for long, and reading pauses while a
    connection brings more than :data:`~net.config.MESSAGE_RATE` messages a second.

    Messages sent during one turn of the event loop leave together, in one write: a peer that
    answers a series of moves with a series of acks makes one system call, not one a message.

    After a PIN exchange both directions may switch to a sealed link (:mod:`net.link`):
    :meth:`seal` seals what is sent from then on, :meth:`unseal_after` opens what arrives after
    a given message. Readers see the same messages either way.
    """

    def __init__(self, on_made: Callable[[Connection], None] | None = None) -> None:
        self._on_made = on_made
        self._transport: asyncio.Transport | None = None
        self._buffer = bytearray(READ_CHUNK)
        self._decoder = Decoder()
        self._frames: deque[Message] = deque()
        self._handler: Callable[[Message], bool | None] | None = None
        self._waiter: asyncio.Future[None] | None = None
        self._handled: asyncio.Future[None] | None = None
        self._writable: asyncio.Future[None] | None = None
        self._loop = asyncio.get_running_loop()
        self._lost: asyncio.Future[None] = self._loop.create_future()
        self._outgoing: list[bytes] = []
        self._outgoing_size = 0
        self._sealer: Sealer | None = None
        self._opener: Opener | None = None
        self._unseal_at: frozenset[str] | None = None
        self._unseal_key: bytes | None = None
        self._held: bytearray | None = None
        """Sealed bytes that arrived before their key (reading waits meanwhile)."""
        self.closed_reason: str | None = None
        self.last_received = time.monotonic()
        self._allowance = MESSAGE_BURST
        """Messages this connection may still bring at once (it grows back at the rate)."""
        self._allowance_at = self.last_received
        self.throttled = False
        """Whether reading pauses because the connection brought too many messages."""
        self.last_beat: float | None = None
        """When :func:`keep_alive` last ran for this connection."""
        self.remote: tuple[str, int] = ("?", 0)
        self._peer: str | None = None
        self.on_bound: Callable[[Connection], None] | None = None
        """Called once the connection is bound to a roster member (the listener's slots)."""
        self.label = "?:0"
        self._greeted = False
        """Whether the first message arrived (a heartbeat first is a dialer's greeting)."""
        self._ending: str | None = None
        """Why :meth:`aclose` ends the connection, once our side of it is shut."""

    def __repr__(self) -> str:
        return f"<Connection {self.label}{' closed' if self.closed else ''}>"

    @property
    def closed(self) -> bool:
        return self.closed_reason is not None

    @property
    def peer(self) -> str | None:
        """The roster member this connection is bound to, once its handshake succeeded."""
        return self._peer

    @peer.setter
    def peer(self, peer: str | None) -> None:
        self._peer = peer
        if peer is not None and self.on_bound is not None:
            on_bound, self.on_bound = self.on_bound, None
            on_bound(self)

    @property
    def unsent(self) -> int:
        """Bytes queued for sending that the other side has not taken yet."""
        buffered = self._transport.get_write_buffer_size() if self._transport else 0
        return self._outgoing_size + buffered

    # ------------------------------------------------------------ the protocol's callbacks

    def connection_made(self, transport: asyncio.BaseTransport) -> None:
        assert isinstance(transport, asyncio.Transport)
        self._transport = transport
        peer = transport.get_extra_info("peername")
        self.remote = (str(peer[0]), int(peer[1])) if peer else ("?", 0)
        self.label = f"{self.remote[0]}:{self.remote[1]}"
        sock = transport.get_extra_info("socket")
        if sock is not None:
            send_at_once(sock)
            retransmit_promptly(sock)
        transport.pause_reading()  # until somebody reads
        self._loop.call_soon(self._pause_again)
        if self._on_made is not None:
            self._on_made(self)

    def _pause_again(self) -> None:
        """Python 3.11 before 3.11.4 starts reading a new connection right after
        :meth:`connection_made`, whatever it asked (and then takes it as paused): make the
        transport read only if somebody reads by now."""
        transport = self._transport
        if transport is None or transport.is_closing():
            return
        transport.resume_reading()  # (the reader and the transport's own flag agree again)
        if not self._read_wanted or self._held is not None or self.throttled:
            transport.pause_reading()

    def get_buffer(self, sizehint: int) -> bytearray:
        return self._buffer

    def buffer_updated(self, nbytes: int) -> None:
        if self.closed:
            return
        self.last_received = time.monotonic()
        waiting = len(self._frames)
        try:
            self._take(bytes(memoryview(self._buffer)[:nbytes]))
        except (FrameError, ProtocolError, LinkError) as error:
            self.close(f"malformed input: {error}")
            return
        self._spend(len(self._frames) - waiting)
        self._deliver()
        if not self._read_wanted:
            self._set_reading(False)  # nobody reads: the other side waits, as with a stream

    def _take(self, data: bytes) -> None:
        """Open and decode received bytes; the switch to a sealed link happens in between."""
        if self._held is not None:
            self._held += data
            if len(self._held) > MAX_FRAME:
                raise LinkError(f"over {MAX_FRAME} sealed bytes before the key")
            return
        if self._opener is not None:
            data = self._opener.feed(data)
        frames, rest = self._decoder.feed_until(data, self._unseal_at)
        messages = [parse(frame) for frame in frames]
        if messages and not self._greeted:
            self._greeted = True
            if isinstance(messages[0], Heartbeat):  # the dialer's greeting (see :func:`dial`)
                del messages[0]
        self._frames.extend(messages)
        if rest is not None:  # the other side's last message in clear: the rest is sealed
            self._unseal_at, self._decoder, self._held = None, Decoder(), bytearray(rest)
            self._set_reading(False)
            if self._unseal_key is not None:
                self.unseal(self._unseal_key)

    def _spend(self, messages: int) -> None:
        """Count ``messages`` against the connection's allowance; once it is spent, stop
        reading until it has grown back (what arrived is still handled)."""
        now = time.monotonic()
        grown = self._allowance + (now - self._allowance_at) * MESSAGE_RATE
        self._allowance, self._allowance_at = min(grown, MESSAGE_BURST) - messages, now
        if self._allowance < 0 and not self.throttled:
            self.throttled = True
            self._set_reading(False)
            self._loop.call_later(-self._allowance / MESSAGE_RATE, self._unthrottle)

    def _unthrottle(self) -> None:
        self.throttled = False
        if self._read_wanted:
            self._set_reading(True)

    @property
    def _read_wanted(self) -> bool:
        """Whether somebody reads: a handler, a :meth:`recv` that waits, or :meth:`aclose`."""
        waiting = self._waiter is not None and not self._waiter.done()
        return self._handler is not None or waiting or self._ending is not None

    def eof_received(self) -> bool:
        self._close(self._ending or "connection closed by the other side", keep_received=True)
        return False

    def connection_lost(self, exc: Exception | None) -> None:
        reason = f"connection lost: {exc}" if exc else "connection closed by the other side"
        self._close(self._ending or reason, keep_received=True)
        if not self._lost.done():
            self._lost.set_result(None)
        self._wake_writer()

    def pause_writing(self) -> None:
        if self._writable is None:
            self._writable = asyncio.get_running_loop().create_future()

    def resume_writing(self) -> None:
        self._wake_writer()

    def _wake_writer(self) -> None:
        writable, self._writable = self._writable, None
        if writable is not None and not writable.done():
            writable.set_result(None)

    # ------------------------------------------------------------------- receiving

    def _set_reading(self, reading: bool) -> None:
        transport = self._transport
        if transport is None or transport.is_closing():
            return
        if reading and (self._held is not None or self.throttled):
            return
        if reading:
            transport.resume_reading()
        else:
            transport.pause_reading()

    def _deliver(self) -> None:
        """Hand waiting messages to the reader, or wake whoever waits in :meth:`recv`; once
        :meth:`aclose` shut our side, what nobody reads is dropped."""
        if self._ending is not None and self._handler is None and self._waiter is None:
            self._frames.clear()
        while self._frames and self._handler is not None:
            message = self._frames.popleft()
            try:
                done = self._handler(message)
            except Exception:
                log.exception("handling %s from %s failed", message.T, self.label)
                self.close(f"internal error while handling {message.T}")
                return
            if done:
                self._stop_handling()
        if self._frames and self._waiter is not None and not self._waiter.done():
            self._waiter.set_result(None)

    def _stop_handling(self) -> None:
        self._handler = None
        handled, self._handled = self._handled, None
        if handled is not None and not handled.done():
            handled.set_result(None)

    async def recv(self, timeout: float | None = None) -> Message:
        """The next valid message; raises :class:`ConnectionClosed` (after closing if needed)."""
        while not self._frames:
            if self.closed:
                raise ConnectionClosed(self.closed_reason or "closed")
            self._waiter = asyncio.get_running_loop().create_future()
            self._set_reading(True)
            try:
                await asyncio.wait_for(self._waiter, timeout)
            except TimeoutError:
                self.close(f"no message within {timeout:g} s")
            finally:
                self._waiter = None
        return self._frames.popleft()

    async def handle(self, handler: Callable[[Message], bool | None]) -> None:
        """Pass every message to ``handler`` as it arrives, until it returns True or the
        connection closes (see :func:`handle_messages`)."""
        self._handled = asyncio.get_running_loop().create_future()
        self._handler = handler
        handled = self._handled
        self._deliver()  # what came before the reader
        self._set_reading(True)
        if self.closed:
            self._stop_handling()
            return
        try:
            await handled
        finally:
            if self._handled is handled:
                self._stop_handling()

    # ------------------------------------------------------------------ sealed link

    @property
    def sealed(self) -> bool:
        """Whether both directions are sealed (:mod:`net.link`)."""
        return self._sealer is not None and self._opener is not None

    def seal(self, key: bytes) -> None:
        """Seal every message sent from now on with ``key``; those sent before leave first, in
        clear."""
        self._flush()
        self._sealer = Sealer(key)

    def unseal_after(self, kinds: str | Collection[str], key: bytes | None = None) -> None:
        """What arrives after the next message of type ``kinds`` (one type, or any of several)
        is sealed: it is opened with ``key``, or (None) waits, unread, for :meth:`unseal`. No
        types: everything stays in clear again."""
        stop = frozenset((kinds,) if isinstance(kinds, str) else kinds)
        self._unseal_at, self._unseal_key = stop or None, key

    def unseal(self, key: bytes) -> None:
        """Open what arrived after the switch, and everything after it, with ``key``."""
        self._unseal_key, self._opener = None, Opener(key)
        held, self._held = self._held, None
        if held:
            waiting = len(self._frames)
            try:
                self._take(bytes(held))
            except (FrameError, ProtocolError, LinkError) as error:
                self.close(f"malformed input: {error}")
                return
            self._spend(len(self._frames) - waiting)
        self._deliver()
        if self._read_wanted:
            self._set_reading(True)

    # --------------------------------------------------------------------- sending

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
        self.send_frame(frame)

    def send_frame(self, frame: bytes, at_once: bool = False) -> None:
        """Queue an encoded message, as :meth:`send` does (see :func:`broadcast`); ``at_once``:
        hand it, and what was queued before it, to the socket now."""
        if self.closed or self._ending is not None:
            return
        if not self._outgoing and not at_once:
            self._loop.call_soon(self._flush)  # the loop may not be running: a window closing
        self._outgoing.append(frame)
        self._outgoing_size += len(frame)
        if self.unsent > MAX_UNSENT:
            self.close(f"the other side does not read: over {MAX_UNSENT} bytes unsent")
        elif at_once:
            self._flush()

    def _flush(self) -> None:
        """Hand the messages queued this turn to the socket, in one write."""
        transport = self._transport
        if not self._outgoing or transport is None or transport.is_closing():
            return
        data = b"".join(self._outgoing)
        self._outgoing.clear()
        self._outgoing_size = 0
        if self._sealer is not None:
            data = self._sealer.seal(data)
        try:
            transport.write(data)
        except (OSError, RuntimeError) as error:
            self.close(f"send failed: {error}")

    async def drain(self, timeout: float = DEFAULT_TIMING.handshake) -> None:
        """Wait until what was sent has been taken (at most ``timeout`` seconds)."""
        if self.closed:
            return
        self._flush()
        if self._writable is None:
            return
        try:
            await asyncio.wait_for(asyncio.shield(self._writable), timeout)
        except TimeoutError:
            self.close(f"the other side took nothing for {timeout:g} s")

    # --------------------------------------------------------------------- closing

    def close(self, reason: str) -> None:
        """Close with a logged reason (the first reason given is kept); messages received but
        not read yet are dropped."""
        self._close(reason, keep_received=False)

    def _close(self, reason: str, keep_received: bool) -> None:
        """Close; with ``keep_received`` (the other side closed), what it sent before may
        still be read."""
        if self.closed:
            return
        self.closed_reason = reason
        if self._ending is None:  # (else logged when the ending began)
            log.info("closing %s (%s): %s", self.label, self.peer or "unbound", reason)
        if not keep_received:
            self._frames.clear()
        if self._handler is not None:
            self._deliver()
        self._stop_handling()
        if self._waiter is not None and not self._waiter.done():
            self._waiter.set_result(None)
        transport = self._transport
        if transport is None:
            return
        with contextlib.suppress(OSError, RuntimeError):  # the loop may be closing
            if self.unsent > MAX_UNSENT:
                self._outgoing.clear()
                self._outgoing_size = 0
                transport.abort()  # drop the queue rather than wait for a reader
            else:
                self._flush()  # what was sent before closing still leaves
                transport.close()

    async def aclose(self, reason: str, timeout: float = CLOSE_WAIT) -> None:
        """End the connection gracefully: what was sent leaves, followed by the end of our
        stream (a half-close); what the other side still sends is read and dropped until it
        closes too, for ``timeout`` seconds at most; then the connection is closed.

        Closing a socket at once is not enough: Linux answers data that arrives for a closed
        socket (a heartbeat sent meanwhile), or that was not read before, with a reset, and a
        reset destroys everything still on its way - the last message, while a lossy network
        makes TCP send it again. The other side closes when our stream ends, having read
        everything before it, so its end tells us that our last message arrived.
        """
        transport = self._transport
        if transport is None:
            self.close(reason)
            return
        if self._ending is None:  # (else it is ending already: wait for that)
            self._flush()
            if self.closed or transport.is_closing() or not transport.can_write_eof():
                self.close(reason)
            else:
                self._ending = reason
                log.info("closing %s (%s): %s", self.label, self.peer or "unbound", reason)
                with contextlib.suppress(OSError, RuntimeError):
                    transport.write_eof()  # (after the data still buffered)
                self._deliver()  # what came before and nobody reads is dropped
                self._set_reading(True)
        with contextlib.suppress(TimeoutError):
            await asyncio.wait_for(asyncio.shield(self._lost), timeout)
        self.close(reason)


TCP_RTO_MAX_MS = 44
"""The socket option that caps TCP's retransmission timeout (Linux 6.13; see
:data:`~net.config.RETRANSMIT_AT_MOST`)."""


def send_at_once(sock: socket.socket) -> None:
    """Send small frames at once (no Nagle): asyncio does so for the sockets it connects, but
    not for accepted ones, where a move could wait 40 ms for the peer's delayed ACK."""
    with contextlib.suppress(OSError):
        sock.setsockopt(socket.IPPROTO_TCP, socket.TCP_NODELAY, 1)


def retransmit_promptly(sock: socket.socket) -> None:
    """Let TCP send a lost segment again at least every :data:`~net.config.RETRANSMIT_AT_MOST`
    seconds, where the system allows it."""
    with contextlib.suppress(OSError):
        sock.setsockopt(socket.IPPROTO_TCP, TCP_RTO_MAX_MS, round(RETRANSMIT_AT_MOST * 1000))


class NoRoute(ConnectionError):
    """An address that no chosen interface reaches (see :func:`~net.config.source_for`)."""


class HostNotFound(ConnectionError):
    """A host name that gives no IPv4 address (``host``: the name)."""

    def __init__(self, host: str, reason: str) -> None:
        super().__init__(f"cannot find the host {host}: {reason}")
        self.host = host


async def resolve(host: str, timeout: float = DEFAULT_TIMING.connect) -> str:
    """The IPv4 address of ``host``: itself when it is one, else the first the system's resolver
    gives for the name (``/etc/hosts``, DNS, a VPN's names such as Tailscale's MagicDNS).

    Raises :class:`HostNotFound` when the name gives none within ``timeout`` seconds. Names
    under ``.invalid`` are never looked up (RFC 6761): they cannot exist.
    """
    with contextlib.suppress(ValueError):
        return str(ipaddress.IPv4Address(host))
    name = host.rstrip(".").lower()
    if not name or name == "invalid" or name.endswith(".invalid"):
        raise HostNotFound(host, "no such name")
    loop = asyncio.get_running_loop()
    try:
        found = await asyncio.wait_for(
            loop.getaddrinfo(name, None, family=socket.AF_INET, type=socket.SOCK_STREAM), timeout
        )
    except TimeoutError:
        raise HostNotFound(host, f"no answer within {timeout:g} s") from None
    except (OSError, UnicodeError) as error:  # socket.gaierror, or a name too long to encode
        reason = error.strerror if isinstance(error, OSError) and error.strerror else str(error)
        raise HostNotFound(host, reason.lower() or "no such name") from None
    for _, _, _, _, sockaddr in found:
        return str(sockaddr[0])
    raise HostNotFound(host, "it has no IPv4 address")


async def dial(
    host: str, port: int, interfaces: Sequence[str], timeout: float = DEFAULT_TIMING.connect
) -> Connection:
    """Connect to ``host:port`` (an address or a host name) from the chosen interface on its
    network.

    Raises :class:`HostNotFound` for a name that gives no address, :class:`NoRoute` when no
    chosen interface reaches it, and ``ConnectionError`` when the connection fails.

    The dialer speaks first, with a heartbeat (the listener drops a heartbeat that comes as the
    first message): TCP's handshake is complete only once the listener has the dialer's last
    ACK, and when that ACK is lost a silent dialer waits for the listener's SYN-ACKs, sent again
    1, 2, 4, 8 and 16 s apart (no socket option shortens that); a message of the dialer's is
    sent again within :data:`~net.config.RETRANSMIT_AT_MOST` and completes the handshake too.
    """
    address = await resolve(host, timeout)
    source = source_for(address, interfaces)
    if source is None:
        named = host if address == host else f"{host} ({address})"
        raise NoRoute(f"{named} is on none of the chosen interfaces {', '.join(interfaces)}")
    loop = asyncio.get_running_loop()
    sock = socket.socket(socket.AF_INET, socket.SOCK_STREAM)
    try:
        sock.setblocking(False)
        retransmit_promptly(sock)  # before the connection: SYNs are sent again promptly too
        sock.bind((source, 0))
        await asyncio.wait_for(loop.sock_connect(sock, (address, port)), timeout)
        _, connection = await loop.create_connection(Connection, sock=sock)
    except TimeoutError:
        sock.close()
        raise ConnectionError(f"no answer from {host}:{port} within {timeout:g} s") from None
    except OSError as error:
        sock.close()
        raise ConnectionError(f"cannot connect to {host}:{port}: {error.strerror}") from None
    except BaseException:
        sock.close()
        raise
    connection.send(Heartbeat(0))  # the greeting: see below
    return connection


async def handle_messages(connection: Connection, handle: Callable[[Message], bool | None]) -> None:
    """Pass every message to ``handle`` as it arrives, until it returns True or the connection
    closes; messages after the one that stopped it wait for the next reader.

    A handler that raises is logged and closes the connection, so a bug never leaves a
    connection open that nobody reads.
    """
    await connection.handle(handle)


def broadcast(connections: Iterable[Connection], message: Message) -> None:
    """Send one message to several connections, encoded once."""
    frame = encode(message.to_frame())  # our own messages are within the limits
    for connection in connections:
        connection.send_frame(frame)


def keep_alive(
    connection: Connection, timing: Timing, seq: int = 0, dead_after: float | None = None
) -> None:
    """One liveness step: close a connection silent for too long (``dead_after``, by default
    the timing's), else send it a heartbeat.

    Silence is not judged right after this program itself stood still (a step that came more
    than two heartbeats after the previous one): the peer's frames may be waiting unread, and
    the next step, one heartbeat later, judges after they are read.
    """
    limit = timing.dead_after if dead_after is None else dead_after
    now = time.monotonic()
    previous, connection.last_beat = connection.last_beat, now
    stood_still = previous is not None and now - previous > 2 * timing.heartbeat
    silent = not connection.throttled and now - connection.last_received > limit
    if not stood_still and silent:  # (a connection held back for bringing too much is not)
        connection.close(f"silent for {limit:g} s")
    else:
        connection.send(Heartbeat(seq))
