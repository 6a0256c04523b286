"""Connections: messages sent in one turn of the event loop leave in one write, in order, and
what was sent before a close still arrives."""

from __future__ import annotations

import asyncio
import time
from collections import deque

import pytest
from net_helpers import FAST, LOOPBACK, run

from net.listener import Listener
from net.messages import Heartbeat, Message, Refuse, Reject
from net.transport import Connection, ConnectionClosed, dial, handle_messages, keep_alive


async def pair(received: list[Message]) -> tuple[Listener, Connection]:
    """A listener that records what it receives, and a connection to it."""

    async def record(connection: Connection) -> None:
        await handle_messages(connection, received.append)

    listener = Listener(LOOPBACK, record)
    port = await listener.start()
    return listener, await dial("127.0.0.1", port, LOOPBACK)


def test_messages_of_one_turn_leave_in_one_write() -> None:
    async def scenario() -> None:
        received: list[Message] = []
        listener, connection = await pair(received)
        writes: list[bytes] = []
        assert connection._transport is not None
        write = connection._transport.write

        def counted(data: bytes | bytearray | memoryview) -> None:
            writes.append(bytes(data))
            write(data)

        connection._transport.write = counted  # type: ignore[method-assign]
        acks = [Reject(seq, f"reason {seq}") for seq in range(5)]
        for ack in acks:
            connection.send(ack)
        assert writes == []  # nothing leaves before the turn ends
        await asyncio.sleep(0.05)
        assert len(writes) == 1
        connection.send(Heartbeat(7))
        await asyncio.sleep(0.05)
        assert len(writes) == 2
        assert received == [*acks, Heartbeat(7)]
        await connection.aclose("done")
        await listener.close()

    run(scenario())


def test_what_was_sent_before_a_close_arrives() -> None:
    async def scenario() -> None:
        received: list[Message] = []
        listener, connection = await pair(received)
        connection.send(Refuse("full", "no seat is free"))
        connection.close("refused")
        for _ in range(100):
            if received:
                break
            await asyncio.sleep(0.01)
        assert received == [Refuse("full", "no seat is free")]
        await listener.close()

    run(scenario())


def test_a_reader_that_stops_leaves_the_rest_for_the_next() -> None:
    """What follows the message that stopped a reader waits, in order, even when it came in
    the same read."""

    async def scenario() -> None:
        taken: list[Message] = []
        handed_on: list[Message] = []

        def take_two(message: Message) -> bool:
            taken.append(message)
            return len(taken) == 2

        async def two_readers(connection: Connection) -> None:
            await handle_messages(connection, take_two)
            handed_on.append(await connection.recv(2))
            await handle_messages(connection, handed_on.append)

        listener = Listener(LOOPBACK, two_readers)
        port = await listener.start()
        connection = await dial("127.0.0.1", port, LOOPBACK)
        acks = [Reject(seq, f"reason {seq}") for seq in range(5)]
        for ack in acks:
            connection.send(ack)  # one write
        for _ in range(100):
            if len(handed_on) == 3:
                break
            await asyncio.sleep(0.01)
        assert taken == acks[:2] and handed_on == acks[2:]
        await connection.aclose("done")
        await listener.close()

    run(scenario())


def test_messages_sent_before_the_other_side_closed_are_still_read() -> None:
    async def scenario() -> None:
        async def refuse(connection: Connection) -> None:
            connection.send(Refuse("full", "no seat is free"))
            connection.close("refused")

        listener = Listener(LOOPBACK, refuse)
        port = await listener.start()
        connection = await dial("127.0.0.1", port, LOOPBACK)
        await asyncio.sleep(0.1)  # the refusal and the close have both arrived
        assert await connection.recv(2) == Refuse("full", "no seat is free")
        with pytest.raises(ConnectionClosed, match="closed by the other side"):
            await connection.recv(2)
        await listener.close()

    run(scenario())


def test_nothing_is_read_while_nobody_reads() -> None:
    """A connection nobody reads takes nothing from the socket: the sender feels it."""

    async def scenario() -> None:
        idle: list[Connection] = []

        async def keep(connection: Connection) -> None:
            idle.append(connection)
            await asyncio.sleep(30)

        listener = Listener(LOOPBACK, keep)
        port = await listener.start()
        connection = await dial("127.0.0.1", port, LOOPBACK)
        connection.send(Heartbeat(1))
        await asyncio.sleep(0.1)
        assert idle and idle[0]._frames == deque() and not idle[0].closed
        assert await idle[0].recv(2) == Heartbeat(1)  # read when asked for
        await connection.aclose("done")
        await listener.close()

    run(scenario())


def test_a_program_that_stood_still_does_not_blame_its_peer_for_silence() -> None:
    """Frames that arrived while this program's loop was blocked are read before silence is
    judged; a peer that really stays silent is still dropped."""

    async def scenario() -> None:
        received: list[Message] = []
        listener, connection = await pair(received)
        timing = FAST
        keep_alive(connection, timing)
        connection.last_received -= 2 * timing.dead_after  # silent for longer than allowed...
        time.sleep(3 * timing.heartbeat)  # ...but this program was not running meanwhile
        keep_alive(connection, timing)
        assert not connection.closed
        await asyncio.sleep(timing.heartbeat)
        keep_alive(connection, timing)  # running again, and still nothing came
        assert connection.closed_reason == f"silent for {timing.dead_after:g} s"
        await listener.close()

    run(scenario())


def test_a_flood_is_read_at_the_message_rate_and_nothing_is_lost(
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    """A connection that brings more than the message rate is read at that rate once its
    burst is spent; every message still arrives, in order, and a link held back is not taken
    for silent."""
    rate, burst, count = 400.0, 100.0, 800
    monkeypatch.setattr("net.transport.MESSAGE_RATE", rate)
    monkeypatch.setattr("net.transport.MESSAGE_BURST", burst)

    async def scenario() -> None:
        arrivals: list[float] = []
        received: list[Message] = []

        def note(message: Message) -> None:
            arrivals.append(time.monotonic())
            received.append(message)

        held_back: list[Connection] = []

        async def record(connection: Connection) -> None:
            held_back.append(connection)
            await handle_messages(connection, note)

        listener = Listener(LOOPBACK, record)
        port = await listener.start()
        connection = await dial("127.0.0.1", port, LOOPBACK)
        start = time.monotonic()
        for seq in range(count):
            connection.send(Heartbeat(seq))
        while not held_back or not held_back[0].throttled:  # (the burst is soon spent)
            await asyncio.sleep(0.01)
        reader = held_back[0]
        keep_alive(reader, FAST, dead_after=0.0)  # held back: not silent
        assert not reader.closed
        while len(received) < count:
            await asyncio.sleep(0.05)
        chunk = 300  # (the messages of one read are handled before reading pauses)
        for index, at in enumerate(arrivals):
            assert index < burst + rate * (at - start) + chunk
        assert received == [Heartbeat(seq) for seq in range(count)]
        await connection.aclose("done")
        await listener.close()

    run(scenario())


def test_a_reader_waiting_in_recv_is_woken_once_the_pause_ends(
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    """A connection read message by message (as during a handshake) also pauses once its
    burst is spent, and reads on when the allowance has grown back."""
    monkeypatch.setattr("net.transport.MESSAGE_RATE", 200.0)
    monkeypatch.setattr("net.transport.MESSAGE_BURST", 20.0)

    async def scenario() -> None:
        received: list[Message] = []
        paused: list[bool] = []

        async def read(connection: Connection) -> None:
            for _ in range(300):
                received.append(await connection.recv(5))
                paused.append(connection.throttled)

        listener = Listener(LOOPBACK, read)
        port = await listener.start()
        connection = await dial("127.0.0.1", port, LOOPBACK)
        for seq in range(300):
            connection.send(Heartbeat(seq))
        while len(received) < 300:
            await asyncio.sleep(0.05)
        assert received == [Heartbeat(seq) for seq in range(300)] and any(paused)
        await connection.aclose("done")
        await listener.close()

    run(scenario())
