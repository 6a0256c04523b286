"""Connections: messages sent in one turn of the event loop leave in one write, in order, and
what was sent before a close still arrives."""

from __future__ import annotations

import asyncio

from net_helpers import LOOPBACK, run

from net.messages import Ack, Heartbeat, Message, Refuse
from net.transport import Connection, Listener, dial, handle_messages


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
        write = connection._writer.write

        def counted(data: bytes) -> None:
            writes.append(bytes(data))
            write(data)

        connection._writer.write = counted  # type: ignore[method-assign]
        acks = [Ack(seq, f"{seq:032x}") for seq in range(5)]
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
