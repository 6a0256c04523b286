"""A lobby no guest can lock: a PIN retired after its wrong guesses and set anew, knocking to
join, the host removing a guest, and a game id only its host can prove."""

from __future__ import annotations

import asyncio
from dataclasses import replace

import pytest
from net_helpers import FAST, run, until

from engine.helsinki import RULESET_VERSION
from net.admission import (
    REMOVED,
    TURNED_AWAY,
    Knock,
    Knocker,
    Knocks,
    LobbyGate,
    Removals,
    admit_to_lobby,
)
from net.config import PROTOCOL_VERSION
from net.guard import PIN_BUDGET, PinGuard
from net.handshake import PIN_RETIRED, TOO_MANY_ATTEMPTS
from net.identity import fingerprint, key_id
from net.joining import join_game
from net.lobby import JoinRefused, LobbyError, LobbyHost
from net.lobby_client import LobbyClient
from net.messages import GameOptions, Hello, SeatInfo
from net.peer import LocalPeer


def peer(name: str, address: str = "127.0.0.1") -> LocalPeer:
    """A peer on its own loopback address, so that the host sees it come from there."""
    return LocalPeer(name, [address], FAST)


# ------------------------------------------------------------------ the decisions, as tables

HOST = SeatInfo("Host", 0, False, None, "f" * 16)
HELLO = Hello(PROTOCOL_VERSION, RULESET_VERSION, "Aino", "player", "a" * 16, 4000, b"k" * 32)
WATCHER = replace(HELLO, role="spectator", port=0)
OPEN = LobbyGate("f" * 16, False, False, (), (HOST, None), 0)
PIN = replace(OPEN, pin=True)

LOBBY_ROWS = [
    # (what, hello, gate, pin proven, let in, the decision or the refusal code)
    ("an open lobby seats a joiner", HELLO, OPEN, False, False, None),
    ("a PIN lobby seats a joiner who proved the PIN", HELLO, PIN, True, False, None),
    ("without the PIN it knocks", HELLO, PIN, False, False, Knock(HELLO)),
    ("a spectator knocks too", WATCHER, PIN, False, False, Knock(WATCHER)),
    ("a knock the host let in is seated", HELLO, PIN, False, True, None),
    ("a full lobby refuses before any knock", HELLO, replace(PIN, seats=(HOST, HOST)), False,
     False, "full"),
    ("a name taken is refused before any knock", replace(HELLO, name="host"), PIN, False, False,
     "name"),
    ("a removed peer is refused, PIN or not", HELLO, replace(PIN, removed=30.0), True, False,
     "peer"),
    ("a removed peer cannot knock", HELLO, replace(PIN, removed=30.0), False, False, "peer"),
    ("a started lobby refuses", HELLO, replace(OPEN, started=True), False, False, "started"),
    ("a member cannot join twice", HELLO, replace(OPEN, members=("a" * 16,)), False, False,
     "peer"),
    ("a player without a port", replace(HELLO, port=0), OPEN, False, False, "protocol"),
    ("another protocol", replace(HELLO, proto=PROTOCOL_VERSION + 1), OPEN, False, False,
     "version"),
    ("the spectators' places are taken", WATCHER, replace(OPEN, spectators=8), False, False,
     "spectators"),
    ("a knock let in after the room filled", HELLO, replace(PIN, seats=(HOST, HOST)), False,
     True, "full"),
]  # fmt: skip


@pytest.mark.parametrize("row", LOBBY_ROWS, ids=[row[0] for row in LOBBY_ROWS])
def test_the_lobby_decides_on_a_hello(
    row: tuple[str, Hello, LobbyGate, bool, bool, object],
) -> None:
    _, hello, gate, proven, let_in, expected = row
    decision = admit_to_lobby(hello, gate, pin_proven=proven, let_in=let_in)
    if isinstance(expected, str):
        assert decision is not None and not isinstance(decision, Knock)
        assert decision.reason == expected
        if gate.removed:
            assert decision.text.startswith(REMOVED)
    else:
        assert decision == expected


def knocker(peer: str, address: str, since: float = 0.0) -> Knocker:
    return Knocker(peer * 16, peer, b"k" * 32, address, since)


def test_knocks_are_bounded_one_an_address_and_the_oldest_makes_room() -> None:
    knocks = Knocks(limit=3)
    assert knocks.knock(knocker("a", "10.0.0.1")) == []
    assert knocks.knock(knocker("b", "10.0.0.2")) == []
    assert knocks.knock(knocker("c", "10.0.0.1")) == [knocker("a", "10.0.0.1")]  # its address
    assert knocks.knock(knocker("d", "10.0.0.3")) == []
    assert knocks.knock(knocker("e", "10.0.0.4")) == [knocker("b", "10.0.0.2")]  # the oldest
    assert [k.peer[0] for k in knocks.waiting] == ["c", "d", "e"]
    assert knocks.answer("d" * 16) == knocker("d", "10.0.0.3")
    assert knocks.answer("d" * 16) is None
    assert knocker("a", "x").fingerprint == fingerprint(b"k" * 32)


def test_a_removal_holds_by_id_key_and_address_for_its_time() -> None:
    removals = Removals(duration=60.0)
    removals.remove(100.0, "a" * 16, b"k" * 32, "10.0.0.1")
    assert removals.left(130.0, "a" * 16, b"x" * 32, "10.0.0.9") == 30.0  # the same id
    assert removals.left(130.0, "b" * 16, b"k" * 32, "10.0.0.9") == 30.0  # the same key
    assert removals.left(130.0, "b" * 16, b"x" * 32, "10.0.0.1") == 30.0  # the same address
    assert removals.left(130.0, "b" * 16, b"x" * 32, "10.0.0.9") == 0.0
    assert removals.left(170.0, "a" * 16, b"k" * 32, "10.0.0.1") == 0.0  # long enough ago


# ------------------------------------------------------------------ real lobbies on loopback


async def pin_lobby(pin: str = "4711", guard: PinGuard | None = None) -> LobbyHost:
    host = LobbyHost(peer("Host"), "lobby", GameOptions(players=3), pin=pin, guard=guard)
    await host.open()
    return host


async def refusal(join: asyncio.Future[LobbyClient] | object) -> JoinRefused:
    with pytest.raises(JoinRefused) as info:
        await join  # type: ignore[misc]
    return info.value


def test_a_pin_is_retired_after_its_wrong_guesses_and_the_host_sets_a_new_one() -> None:
    async def scenario() -> None:
        host = await pin_lobby()
        retired: list[bool] = []
        host.on_change = lambda: retired.append(host.pin_retired)
        port = host.peer.port
        guesses = [LobbyClient.join(peer("Eve", f"127.0.0.{10 + n}"), "127.0.0.1", port,
                                    pin=f"{n:04d}") for n in range(PIN_BUDGET)]  # fmt: skip
        outcomes = await asyncio.gather(*guesses, return_exceptions=True)
        assert all(isinstance(o, JoinRefused) and o.text == "wrong PIN" for o in outcomes)
        await until(lambda: host.pin_retired)
        assert retired[-1] and sum(host.wrong_pins.values()) == PIN_BUDGET  # the host was told
        late = await refusal(LobbyClient.join(peer("Aino", "127.0.0.2"), "127.0.0.1", port,
                                              pin="4711"))  # fmt: skip
        assert late.reason == "pin" and late.text.startswith(PIN_RETIRED)  # even the right one
        host.set_pin("2468")
        assert not host.pin_retired
        client = await LobbyClient.join(peer("Aino", "127.0.0.2"), "127.0.0.1", port, pin="2468")
        assert client.seat == 1 and client.connection.sealed
        await client.leave()
        await host.close()
        await host.peer.close()
        await client.peer.close()

    run(scenario(), timeout=30)


def test_guessers_from_many_addresses_never_hold_back_a_right_pin() -> None:
    async def scenario() -> None:
        host = await pin_lobby(guard=PinGuard(budget=1000, delay=30.0))
        port = host.peer.port
        for _ in range(2):  # every guesser waits for its own wrong guess now
            guesses = [LobbyClient.join(peer("Eve", f"127.0.1.{n}"), "127.0.0.1", port,
                                        pin="0000") for n in range(1, 13)]  # fmt: skip
            outcomes = await asyncio.gather(*guesses, return_exceptions=True)
            assert all(isinstance(o, JoinRefused) for o in outcomes)
        assert sum(TOO_MANY_ATTEMPTS in str(o) for o in outcomes) == 12
        client = await LobbyClient.join(peer("Aino", "127.0.0.2"), "127.0.0.1", port, pin="4711")
        assert client.seat == 1
        await host.close()
        await host.peer.close()
        await client.peer.close()

    run(scenario(), timeout=30)


def test_a_joiner_without_the_pin_knocks_and_the_host_lets_it_in_or_turns_it_away() -> None:
    async def scenario() -> None:
        host = await pin_lobby()
        port = host.peer.port
        aino, eve = peer("Aino", "127.0.0.2"), peer("Eve", "127.0.0.3")
        knocked: list[str] = []
        joining = asyncio.ensure_future(LobbyClient.join(
            aino, "127.0.0.1", port, knocking=lambda: knocked.append("Aino")))  # fmt: skip
        await until(lambda: len(host.knocks) == 1)
        (knock,) = host.knocks
        assert (knock.name, knock.address) == ("Aino", "127.0.0.2") and knocked == ["Aino"]
        assert knock.fingerprint == fingerprint(aino.key)  # what Aino reads out to the host
        refused = asyncio.ensure_future(LobbyClient.join(eve, "127.0.0.1", port,
                                                         knocking=lambda: None))  # fmt: skip
        await until(lambda: len(host.knocks) == 2)
        host.let_in(knock.peer)
        client = await joining
        assert client.seat == 1 and host.taken == 2
        host.turn_away(host.knocks[0].peer)
        turned = await refusal(refused)
        assert turned.reason == "pin" and turned.text.startswith(TURNED_AWAY)
        with pytest.raises(LobbyError):
            host.let_in(knock.peer)  # nobody knocks with that id any more
        assert host.knocks == ()
        await client.leave()
        await host.close()
        for done in (host.peer, aino, eve):
            await done.close()

    run(scenario(), timeout=30)


def test_the_host_removes_a_guest_who_cannot_come_straight_back() -> None:
    async def scenario() -> None:
        host = LobbyHost(peer("Host"), "open lobby", GameOptions(players=3))
        await host.open()
        port = host.peer.port
        stranger = await LobbyClient.join(peer("Mallory", "127.0.0.5"), "127.0.0.1", port)
        watcher = await LobbyClient.join(peer("Watcher", "127.0.0.6"), "127.0.0.1", port,
                                          spectator=True)  # fmt: skip
        await until(lambda: host.taken == 2)
        host.remove(stranger.peer.id)
        assert host.taken == 1
        with pytest.raises(LobbyError) as gone:
            await stranger.wait_start(timeout=5)
        assert REMOVED in str(gone.value)
        again = await refusal(LobbyClient.join(peer("Mallory 2", "127.0.0.5"), "127.0.0.1", port))
        assert again.reason == "peer" and again.text.startswith(REMOVED)  # a new id, same address
        host.remove(watcher.peer.id)
        with pytest.raises(LobbyError) as gone:
            await watcher.wait_start(timeout=5)
        assert REMOVED in str(gone.value)
        with pytest.raises(LobbyError):
            host.remove(host.peer.id)
        client = await LobbyClient.join(peer("Aino", "127.0.0.2"), "127.0.0.1", port)
        assert client.seat == 1  # the seat is free for the real guest
        await host.close()
        for done in (host.peer, stranger.peer, watcher.peer, client.peer):
            await done.close()

    run(scenario(), timeout=30)


def test_a_game_id_is_its_hosts_key_and_a_clone_cannot_prove_it() -> None:
    async def scenario() -> None:
        real = LobbyHost(peer("Host"), "Friday", GameOptions(players=3))
        clone = LobbyHost(peer("Host", "127.0.0.7"), "Friday", GameOptions(players=3))
        clone.game_id = real.game_id  # the clone announces and welcomes with the real id
        await real.open()
        await clone.open()
        assert real.game_id == key_id(real.peer.key)
        refused = await refusal(LobbyClient.join(peer("Aino", "127.0.0.2"), "127.0.0.7",
                                                 clone.peer.port, game=real.game_id))  # fmt: skip
        assert refused.reason == "game" and "cannot prove" in refused.text
        await clone.close()
        await clone.peer.close()
        clone = LobbyHost(peer("Host", "127.0.0.7"), "Friday", GameOptions(players=3))
        clone.game_id = real.game_id
        await clone.peer.listen(real.peer.port)  # the same port at another address
        await clone.open()
        joiner = peer("Aino", "127.0.0.2")
        client = await join_game(joiner, ["127.0.0.7", "127.0.0.1"],
                                             real.peer.port, real.game_id)  # fmt: skip
        assert client.host_id == real.peer.id and real.taken == 2 and clone.taken == 1
        await client.leave()
        for host in (real, clone):
            await host.close()
            await host.peer.close()
        await joiner.close()

    run(scenario(), timeout=30)
