"""Connections before their handshake are strangers: limited per address and in all, and never
in the way of a real joiner or a returning member."""

from __future__ import annotations

import asyncio
import contextlib

from net_helpers import FAST, LOOPBACK, run, start_game, until

from net.config import MAX_STRANGERS, MAX_STRANGERS_PER_ADDRESS, PROTOCOL_VERSION
from net.identity import link_statement
from net.keyshare import KeyShare
from net.listener import Listener
from net.lobby import LobbyHost
from net.lobby_client import LobbyClient
from net.messages import Challenge, GameOptions, Rejoin, Welcome
from net.peer import LocalPeer
from net.session import Session
from net.transport import Connection, dial


async def idle_socket(port: int, source: str) -> tuple[asyncio.StreamReader, asyncio.StreamWriter]:
    """A TCP connection from ``source`` that never says anything."""
    return await asyncio.open_connection("127.0.0.1", port, local_addr=(source, 0))


async def closed_by_the_listener(reader: asyncio.StreamReader) -> bool:
    """Whether the listener closed this idle socket (it reads the challenge, then the end)."""
    with contextlib.suppress(TimeoutError, ConnectionError):
        while await asyncio.wait_for(reader.read(4096), 0.2):
            pass
        return True
    return False


def test_forty_idle_sockets_from_one_address_do_not_stop_a_real_joiner() -> None:
    async def scenario() -> None:
        host = LobbyHost(LocalPeer("Host", LOOPBACK, FAST), "lobby", GameOptions(players=2))
        await host.open()
        sockets = [await idle_socket(host.peer.port, "127.0.0.2") for _ in range(40)]
        client = await LobbyClient.join(LocalPeer("Aino", LOOPBACK, FAST), "127.0.0.1",
                                        host.peer.port)  # fmt: skip
        assert client.seat == 1 and host.taken == 2
        closed = [await closed_by_the_listener(reader) for reader, _ in sockets]
        assert closed.count(False) == MAX_STRANGERS_PER_ADDRESS  # the newest few still wait
        assert closed[-MAX_STRANGERS_PER_ADDRESS:] == [False] * MAX_STRANGERS_PER_ADDRESS
        for _, writer in sockets:
            writer.close()
        await host.close()
        await host.peer.close()
        await client.peer.close()

    run(scenario())


def test_strangers_from_many_addresses_make_room_and_never_take_a_members_place() -> None:
    async def scenario() -> None:
        waiting: list[Connection] = []

        async def hold(connection: Connection) -> None:  # a handshake that never ends
            waiting.append(connection)
            await asyncio.sleep(60)

        listener = Listener(LOOPBACK, hold)
        port = await listener.start()
        listener.expect(["127.0.0.1"])
        member = await idle_socket(port, "127.0.0.1")  # a returning member, before its proof
        crowd = [await idle_socket(port, f"127.0.1.{i}") for i in range(1, 41)]
        await until(lambda: len(waiting) == 41)
        strangers = listener.strangers
        assert len(strangers) == MAX_STRANGERS + 1
        assert any(c.remote[0] == "127.0.0.1" for c in strangers)  # kept apart, not evicted
        newest = {c.remote for c in waiting[-MAX_STRANGERS:]}
        assert {c.remote for c in strangers if c.remote[0] != "127.0.0.1"} == newest
        # a connection that proves itself leaves the pool and counts no longer
        bound = next(c for c in waiting if c.remote[0] == "127.0.0.1")
        bound.peer = "0123456789abcdef"
        assert bound not in listener.strangers and not bound.closed
        for _, writer in [member, *crowd]:
            writer.close()
        await listener.close()

    run(scenario())


async def heard_of(reader: asyncio.StreamReader) -> None:
    """Wait until the listener took this socket (it sends the challenge first)."""
    await asyncio.wait_for(reader.read(1), 5)


def test_rejoins_get_through_full_stranger_pools() -> None:
    """A game's listeners keep their members' slots: a peer rejoins through 40 idle sockets from
    127.0.0.2, and then, with only the slots its own session declared, takes the rejoin of a
    peer whose proof comes after 40 more strangers from 40 addresses filled every pool."""

    async def scenario() -> None:
        table = await start_game(3, timing=FAST, drive=None)
        sockets: list[tuple[asyncio.StreamReader, asyncio.StreamWriter]] = []
        try:
            first, second, victim = table.sessions
            saved = victim.resume_state()
            victim.abort()
            await victim.peer.close()
            await until(lambda: victim.me in first.lost and victim.me in second.lost)
            for session in (first, second):
                sockets += [await idle_socket(session.peer.port, "127.0.0.2") for _ in range(40)]
            peer = LocalPeer(saved.name, LOOPBACK, FAST, peer_id=saved.peer_id,
                             identity=saved.identity())  # fmt: skip
            back = await Session.rejoin(saved, peer)
            table.sessions[2] = back
            await until(lambda: first.me in back.links and second.me in back.links)
            # the second peer's program restarted: it dials the rejoined peer, whose listener
            # knows the members only from its session, and proves itself only after a crowd
            connection = await dial("127.0.0.1", back.peer.port, LOOPBACK)
            challenge = await connection.recv(2)
            assert isinstance(challenge, Challenge)
            crowd = [await idle_socket(back.peer.port, f"127.0.1.{i}") for i in range(1, 41)]
            sockets += crowd
            await heard_of(crowd[-1][0])
            share = KeyShare().public
            statement = link_statement(back.game_id, second.me, back.me, challenge.nonce, share)
            connection.send(Rejoin(PROTOCOL_VERSION, back.game_id, second.me, share,
                                   second.peer.identity.sign(statement), second.agreed,
                                   second.peer.port))  # fmt: skip
            assert isinstance(await connection.recv(2), Welcome)
            connection.close("done")
        finally:
            for _, writer in sockets:
                writer.close()
            await table.close()

    run(scenario(), timeout=60)
