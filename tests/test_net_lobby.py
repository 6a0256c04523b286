"""The lobby: roster, options, bots, ready flags, refusals with reasons, PIN, start."""

from __future__ import annotations

import asyncio
from collections.abc import Awaitable, Callable

import pytest
from net_helpers import FAST, LOOPBACK, run, until

from engine.helsinki import RULESET_VERSION, Options, Variant
from net.config import PROTOCOL_VERSION, InterfaceError, select_interfaces, source_for
from net.listener import Listener
from net.lobby import JoinRefused, LobbyError, LobbyHost
from net.lobby_client import LobbyClient
from net.messages import Challenge, GameOptions, Hello, Lobby, Message, Refuse, Welcome
from net.peer import LocalPeer
from net.session import Session
from net.spectator import Spectator
from net.transport import Connection, dial

GAME = "0123456789abcdef"


def peer(name: str) -> LocalPeer:
    return LocalPeer(name, LOOPBACK, FAST)


async def open_lobby(players: int = 3, pin: str | None = None) -> LobbyHost:
    host = LobbyHost(peer("Host"), "lobby", GameOptions(players=players), pin=pin)
    await host.open()
    return host


def test_joiners_get_seats_colours_and_roster_updates() -> None:
    async def scenario() -> None:
        host = await open_lobby(3)
        a = await LobbyClient.join(peer("Aino"), "127.0.0.1", host.peer.port)
        b = await LobbyClient.join(peer("Eero"), "127.0.0.1", host.peer.port)
        assert (a.seat, b.seat) == (1, 2)
        await until(lambda: len(b.seats) == 3 and all(s is not None for s in b.seats))
        colours = [s.colour for s in host.seats if s is not None]
        assert len(set(colours)) == 3
        assert host.why_not_startable() == "Host is not ready"
        a.set_ready(True, colour=3)
        await until(lambda: host.seats[1] is not None and host.seats[1].ready)
        assert host.seats[1] is not None and host.seats[1].colour == 3
        await until(lambda: b.seats[1] is not None and b.seats[1].ready)

        host.set_options(rules=Options(Variant.FIRST_GAME, dry_roads=True))
        await until(lambda: b.options.variant == "first-game" and b.options.dry_roads)
        with pytest.raises(LobbyError, match="taken"):
            host.set_options(players=2)

        await b.leave()
        await until(lambda: host.seats[2] is None)
        a.add_bot("greedy")
        await until(lambda: host.seats[2] is not None)
        assert host.seats[2] is not None and host.seats[2].bot == "greedy"
        assert host.seats[2].peer == a.peer.id
        a.remove_bot(2)
        await until(lambda: host.seats[2] is None)
        a.add_bot("no-such-bot")  # refused by the host: nothing changes
        await until(lambda: a.seats[2] is None)
        assert host.seats[2] is None
        await host.close()
        await until(lambda: a.closed_reason is not None)
        await host.peer.close()
        await a.peer.close()

    run(scenario())


async def refused(host: LobbyHost, **kwargs: object) -> JoinRefused:
    with pytest.raises(JoinRefused) as info:
        await LobbyClient.join(peer("Late"), "127.0.0.1", host.peer.port, **kwargs)  # type: ignore[arg-type]
    return info.value


async def raw_hello(host: LobbyHost, **fields: object) -> Message:
    """Send a hand-made hello and return the answer."""
    connection = await dial("127.0.0.1", host.peer.port, LOOPBACK)
    challenge = await connection.recv(2)
    assert isinstance(challenge, Challenge)
    values: dict[str, object] = dict(
        proto=PROTOCOL_VERSION, ruleset=RULESET_VERSION, name="Raw", role="player",
        peer="00000000000000aa", port=1234, key=b"k" * 32,
    )  # fmt: skip
    values.update(fields)
    connection.send(Hello(**values))  # type: ignore[arg-type]
    answer = await connection.recv(2)
    connection.close("done")
    return answer


def test_refusals_say_why() -> None:
    async def scenario() -> None:
        host = await open_lobby(2)
        answer = await raw_hello(host, proto=PROTOCOL_VERSION + 1)
        assert isinstance(answer, Refuse) and answer.reason == "version"
        assert "protocol" in answer.text
        answer = await raw_hello(host, ruleset="helsinki-0")
        assert isinstance(answer, Refuse) and answer.reason == "ruleset"
        answer = await raw_hello(host, name="host")
        assert isinstance(answer, Refuse) and answer.reason == "name"
        joined = await LobbyClient.join(peer("Aino"), "127.0.0.1", host.peer.port)
        assert (await refused(host)).reason == "full"
        host.set_ready(True)
        joined.set_ready(True)
        await until(lambda: host.why_not_startable() is None)
        plan = await host.start()
        assert plan.start.game == host.game_id
        await joined.wait_start(2)
        # The started game's peers refuse newcomers who want to play.
        session = Session(plan)
        answer = await raw_hello(host)
        assert isinstance(answer, Refuse) and answer.reason == "started"
        await session.close()
        await host.peer.close()
        await joined.peer.close()

    run(scenario())


def test_a_peer_already_in_the_lobby_is_refused_even_with_a_free_seat() -> None:
    async def scenario() -> None:
        host = await open_lobby(3)
        joined = await LobbyClient.join(peer("Aino"), "127.0.0.1", host.peer.port)
        for peer_id in (joined.peer.id, host.peer.id):
            answer = await raw_hello(host, peer=peer_id, name="Other")
            assert isinstance(answer, Refuse) and answer.reason == "peer", answer
        assert host.taken == 2
        await host.close()
        await host.peer.close()
        await joined.peer.close()

    run(scenario())


async def silent_member(host: LobbyHost) -> Connection:
    """A joiner that says hello and then nothing, as a program that hung would."""
    connection = await dial("127.0.0.1", host.peer.port, LOOPBACK)
    assert isinstance(await connection.recv(2), Challenge)
    connection.send(Hello(PROTOCOL_VERSION, RULESET_VERSION, "Hung", "player", "00000000000000cc",
                          1234, b"k" * 32))  # fmt: skip
    return connection


def test_heartbeats_keep_an_idle_lobby_and_drop_a_hung_member() -> None:
    async def scenario() -> None:
        host = await open_lobby(3)
        client = await LobbyClient.join(peer("Aino"), "127.0.0.1", host.peer.port)
        hung = await silent_member(host)
        await until(lambda: host.taken == 3)
        await until(lambda: host.taken == 2, timeout=3 * FAST.dead_after)
        assert host.seats[1] is not None and host.seats[1].name == "Aino"  # idle, yet alive
        assert client.closed_reason is None
        hung.close("done")
        await host.close()
        await host.peer.close()
        await client.peer.close()

    run(scenario())


def silent_host(*after_welcome: Message) -> Callable[[Connection], Awaitable[None]]:
    """A lobby host that welcomes a joiner, sends ``after_welcome``, then nothing (its socket
    open)."""

    async def host(connection: Connection) -> None:
        connection.send(Challenge(b"n" * 16, False))
        await connection.recv(2)
        connection.send(Welcome(GAME, "0123456789abcdef", 1))
        for message in after_welcome:
            connection.send(message)
        await asyncio.sleep(30)

    return host


def test_a_joiner_notices_a_hung_lobby_host() -> None:
    async def scenario() -> None:
        listener = Listener(LOOPBACK, silent_host(Lobby(GAME, "0123456789abcdef", (None, None))))
        port = await listener.start()
        client = await LobbyClient.join(peer("Aino"), "127.0.0.1", port)
        with pytest.raises(LobbyError, match="silent"):
            await client.wait_start(3 * FAST.dead_after)
        await listener.close()
        await client.peer.close()

    run(scenario())


def test_a_join_ends_with_the_roster_and_fails_clearly_without_one() -> None:
    async def scenario() -> None:
        listener = Listener(LOOPBACK, silent_host())  # no roster follows the welcome
        port = await listener.start()
        joiner = peer("Aino")
        with pytest.raises(ConnectionError, match="sent no roster: the lobby is gone: silent"):
            await LobbyClient.join(joiner, "127.0.0.1", port)
        await listener.close()
        await joiner.close()
        host = await open_lobby(3)  # a real host: the joiner sees itself seated at once
        aino = await LobbyClient.join(peer("Aino"), "127.0.0.1", host.peer.port)
        seated = aino.seats[aino.seat or 0]
        assert seated is not None and seated.peer == aino.peer.id
        await aino.leave()
        await host.close()
        await aino.peer.close()

    run(scenario())


def test_a_failing_handler_closes_the_members_connection_and_nothing_escapes(
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    def broken(self: LobbyHost, member: object, message: Message) -> None:
        raise RuntimeError("a bug")

    monkeypatch.setattr(LobbyHost, "_on_member_message", broken)

    async def scenario() -> None:
        host = await open_lobby(3)
        client = await LobbyClient.join(peer("Aino"), "127.0.0.1", host.peer.port)
        await until(lambda: host.taken == 2)
        client.set_ready(True)
        await until(lambda: client.closed_reason is not None)
        assert host.taken == 1
        tasks = [t for t in asyncio.all_tasks() if t is not asyncio.current_task()]
        assert not any(t.done() and t.exception() for t in tasks)
        await host.close()
        await host.peer.close()
        await client.peer.close()

    run(scenario())


def test_a_lobby_spectator_follows_the_game_after_the_start() -> None:
    async def scenario() -> None:
        host = await open_lobby(2)
        client = await LobbyClient.join(peer("Aino"), "127.0.0.1", host.peer.port)
        watcher = await Spectator.watch(peer("Watcher"), "127.0.0.1", host.peer.port)
        host.set_ready(True)
        client.set_ready(True)
        await until(lambda: host.why_not_startable() is None)
        sessions = [Session(await host.start()), Session(await client.wait_start(2))]
        await asyncio.gather(*(session.begin() for session in sessions))
        for session in sessions:
            for seat in session.my_seats:
                session.drive(seat, "random")
        await until(lambda: watcher.status == "over", timeout=20)
        assert watcher.record is not None and sessions[0].record is not None
        assert watcher.record.moves == sessions[0].record.moves
        await watcher.close()
        for session in sessions:
            await session.close()
            await session.peer.close()

    run(scenario())


def test_interfaces_come_from_the_option_then_the_environment() -> None:
    assert select_interfaces(["127.0.0.1"], {}) == ["127.0.0.1"]
    assert select_interfaces(None, {"HELSINKI_INTERFACES": "127.0.0.1, 127.0.0.2"}) == [
        "127.0.0.1",
        "127.0.0.2",
    ]
    assert select_interfaces(["127.0.0.1"], {"HELSINKI_INTERFACES": "127.0.0.2"}) == ["127.0.0.1"]
    for bad in (["localhost"], ["224.0.0.251"], ["0.0.0.0"]):
        with pytest.raises(InterfaceError):
            select_interfaces(bad, {})
    assert source_for("127.0.0.5", ["127.0.0.1"]) == "127.0.0.1"
    assert source_for("192.0.2.7", ["127.0.0.1"]) is None


def test_dialing_outside_the_chosen_interfaces_is_refused() -> None:
    async def scenario() -> None:
        with pytest.raises(ConnectionError, match="none of the chosen interfaces"):
            await dial("192.0.2.1", 9, ["127.0.0.1"])

    run(scenario())


def test_a_join_checks_that_the_welcoming_lobby_is_the_game_it_meant() -> None:
    async def scenario() -> None:
        host = await open_lobby(3)
        with pytest.raises(JoinRefused) as info:
            await LobbyClient.join(peer("Aino"), "127.0.0.1", host.peer.port,
                                   game="0123456789abcdef")  # fmt: skip
        assert info.value.reason == "game" and host.game_id in info.value.text
        await until(lambda: host.taken == 1)  # the mistaken joiner left at once
        joined = await LobbyClient.join(peer("Eero"), "127.0.0.1", host.peer.port,
                                        game=host.game_id)  # fmt: skip
        assert joined.game_id == host.game_id
        await host.close()
        await host.peer.close()
        await joined.peer.close()

    run(scenario())
