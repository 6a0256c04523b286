"""The lobby PIN: a key exchange that reveals nothing offline, guesses slowed and shown to the
host, and a sealed link after it."""

from __future__ import annotations

import asyncio
import random
from functools import partial
from hashlib import blake2b

import pytest
from net_helpers import FAST, run, start_game, until

from net.guard import BUSY_WAIT, PER_ADDRESS_MAX, PIN_BUDGET, PinGuard, Wait
from net.lobby import JoinRefused, LobbyHost
from net.lobby_client import LobbyClient
from net.messages import GameOptions
from net.pake import PinExchange
from net.peer import LocalPeer
from net.spectator import Spectator
from net.transport import Connection


def peer(name: str, address: str = "127.0.0.1") -> LocalPeer:
    """A peer on its own loopback address, so that the host sees it come from there."""
    return LocalPeer(name, [address], FAST)


async def pin_lobby(pin: str = "4711", guard: PinGuard | None = None) -> LobbyHost:
    host = LobbyHost(peer("Host"), "lobby", GameOptions(players=3), pin=pin, guard=guard)
    await host.open()
    return host


def test_a_right_pin_joins_sealed_and_a_wrong_one_is_refused_counted_and_shown() -> None:
    wire: list[bytes] = []  # every byte written to a socket
    original = Connection.connection_made

    def spy(self: Connection, transport: asyncio.BaseTransport) -> None:
        assert isinstance(transport, asyncio.Transport)
        write = transport.write

        def recorded(data: bytes | bytearray | memoryview) -> None:
            wire.append(bytes(data))
            write(data)

        transport.write = recorded  # type: ignore[method-assign]
        original(self, transport)

    async def scenario() -> None:
        host = await pin_lobby()
        changes = []
        host.on_change = lambda: changes.append(host.wrong_pins)
        with pytest.raises(JoinRefused) as info:
            await LobbyClient.join(peer("Eve", "127.0.0.2"), "127.0.0.1", host.peer.port,
                                   pin="1234")  # fmt: skip
        assert info.value.reason == "pin" and info.value.text == "wrong PIN"
        await until(lambda: host.wrong_pins == {"127.0.0.2": 1})
        assert changes and changes[-1] == {"127.0.0.2": 1}  # the host's UI hears of it
        with pytest.raises(JoinRefused) as info:  # no PIN at all: refused, no guess
            await LobbyClient.join(peer("Lou", "127.0.0.3"), "127.0.0.1", host.peer.port)
        assert info.value.reason == "pin" and "needs a PIN" in info.value.text
        client = await LobbyClient.join(peer("Aino"), "127.0.0.1", host.peer.port, pin="4711")
        assert client.seat == 1 and client.connection.sealed
        await until(lambda: client.options.pin and host.taken == 2)
        watcher = await Spectator.watch(peer("Watcher"), "127.0.0.1", host.peer.port, pin="4711")
        assert watcher.connection.sealed
        assert host.wrong_pins == {"127.0.0.2": 1}
        await watcher.close()
        await client.leave()
        await host.close()
        await host.peer.close()
        await client.peer.close()

    Connection.connection_made = spy  # type: ignore[method-assign]
    try:
        run(scenario())
    finally:
        Connection.connection_made = original  # type: ignore[method-assign]
    everything = b"".join(wire)
    assert b"challenge" in everything and b"pake" in everything  # what travels in clear
    for secret in (b"4711", b"Aino", b"Watcher", b"welcome", b"lobby"):
        assert secret not in everything, secret  # sealed: names, roster, PIN


def test_a_guessing_loop_gets_one_guess_and_refusals_for_the_rest() -> None:
    async def scenario() -> None:
        host = await pin_lobby(guard=PinGuard(delay=30.0))
        outcomes = []
        for attempt in range(30):
            try:
                await LobbyClient.join(peer("Eve", "127.0.0.4"), "127.0.0.1", host.peer.port,
                                       pin=f"{attempt:04d}")  # fmt: skip
            except JoinRefused as refused:
                outcomes.append(refused.text)
        assert outcomes.count("wrong PIN") == 1
        assert sum("too many PIN attempts" in text for text in outcomes) == 29
        assert host.wrong_pins == {"127.0.0.4": 1}
        # another address is not held back by that one
        client = await LobbyClient.join(peer("Aino"), "127.0.0.1", host.peer.port, pin="4711")
        assert client.seat == 1
        await host.close()
        await host.peer.close()
        await client.peer.close()

    run(scenario(), timeout=60)


def test_a_pin_absorbs_its_budget_of_wrong_guesses_from_all_addresses_then_retires() -> None:
    """A fake clock: 500 addresses taking turns as fast as they can for ten minutes."""
    guard = PinGuard()
    allowed, retired_at = 0, []
    for step in range(60_000):  # an attempt every 10 ms from a new address
        now = step / 100
        address = f"10.0.{step % 500 // 250}.{step % 250}"
        if guard.check(address, now) is None:
            allowed += 1
            if guard.finished(address, now, confirmed=False):
                retired_at.append(step)
    assert allowed == PIN_BUDGET and guard.retired and len(retired_at) == 1
    assert sum(guard.wrong.values()) == PIN_BUDGET
    assert guard.check("10.9.9.9", 700.0) == Wait("retired", 0.0)  # a new address too
    guard.new_pin()  # the host sets a new PIN: a whole budget again
    assert not guard.retired and guard.check("10.9.9.9", 700.0) is None


def test_the_exchanges_under_way_never_overrun_the_budget() -> None:
    guard = PinGuard(budget=3)
    assert guard.check("10.0.0.1", 0.0) is None
    guard.finished("10.0.0.1", 0.0, confirmed=False)
    assert guard.check("10.0.0.2", 0.0) is None and guard.check("10.0.0.3", 0.0) is None
    assert guard.check("10.0.0.4", 0.0) == Wait("busy", BUSY_WAIT)  # 1 wrong + 2 running
    guard.finished("10.0.0.2", 0.1, confirmed=True)  # a right PIN frees its share
    assert guard.check("10.0.0.4", 0.1) is None
    assert not guard.finished("10.0.0.3", 0.2, confirmed=False)
    assert guard.finished("10.0.0.4", 0.2, confirmed=False)  # the third wrong one retires it
    assert guard.retirements == 1


def test_one_address_waits_for_its_own_wrong_guesses_and_holds_back_no_other() -> None:
    guard = PinGuard()
    assert guard.check("10.0.0.5", 0.0) is None
    assert guard.check("10.0.0.5", 0.0) == Wait("address", 1.0)  # busy: one at a time
    guard.finished("10.0.0.5", 0.1, confirmed=False)
    waiting = guard.check("10.0.0.5", 0.5)
    assert waiting is not None and waiting.seconds == pytest.approx(0.6)
    assert guard.check("10.0.0.6", 0.5) is None  # another address is not held back
    guard.finished("10.0.0.6", 0.5, confirmed=True)
    assert guard.check("10.0.0.5", 1.2) is None
    guard.finished("10.0.0.5", 1.3, confirmed=True)
    assert guard.check("10.0.0.5", 1.3) is None  # no delay after a right PIN
    assert guard.wrong == {"10.0.0.5": 1}
    for n in range(1, 8):  # 1, 2, 4, 8, 16, 16 ... s after each further wrong one
        guard.finished("10.0.0.5", 100.0 * n, confirmed=False)
        waiting = guard.check("10.0.0.5", 100.0 * n)
        assert waiting is not None and waiting.seconds == min(2 ** (n - 1), PER_ADDRESS_MAX)


def test_a_recorded_exchange_does_not_distinguish_any_pin() -> None:
    """What an observer records of one exchange with PIN 4711 (the nonce, both SPAKE2 messages
    and both proofs) is checked against every 4-digit PIN: no hash of a PIN is in it, and
    recomputing a proof from the record singles out no PIN - the right one
    fails like any other, since it needs a side's secret random number."""
    nonce = random.Random(7).randbytes(16)
    dialer, listener = PinExchange.dialer("4711", nonce), PinExchange.listener("4711", nonce)
    listener.receive(dialer.message)
    dialer.receive(listener.message)
    assert dialer.check(listener.proof) and listener.check(dialer.proof)
    transcript = nonce + dialer.message + listener.message + listener.proof + dialer.proof
    candidates = [f"{n:04d}" for n in range(10_000)]
    assert not any(blake2b(c.encode(), digest_size=16).digest() in transcript for c in candidates)
    # the key behind the proofs: a candidate's key can only come from a new run of one side
    # (each needs its own random secret), so the recorded proofs verify with none of them
    sample = ["4711", *random.Random(11).sample(candidates, 40)]
    for candidate in sample:
        replay = PinExchange.listener(candidate, nonce)
        replay.receive(dialer.message)
        assert not replay.check(dialer.proof), candidate
        replay = PinExchange.dialer(candidate, nonce)
        replay.receive(listener.message)
        assert not replay.check(listener.proof), candidate


def test_a_tampered_or_replayed_sealed_record_closes_the_link() -> None:
    from net.link import LinkError, Opener, Sealer

    key = bytes(range(32))
    sealer, opener = Sealer(key), Opener(key)
    first, second = sealer.seal(b"ready"), sealer.seal(b"bot")
    assert opener.feed(first) == b"ready"
    with pytest.raises(LinkError):
        Opener(key).feed(second)  # out of order
    with pytest.raises(LinkError):
        opener.feed(first)  # replayed
    tampered = bytearray(Sealer(key).seal(b"ready"))
    tampered[-1] ^= 1
    with pytest.raises(LinkError):
        Opener(key).feed(bytes(tampered))
    with pytest.raises(LinkError):
        Opener(key).feed(b"\xff\xff" + b"x" * 10)  # no record is that long


def test_a_sealed_stream_opens_whole_in_pieces_of_any_size() -> None:
    import random

    from net.link import RECORD_PLAINTEXT, Opener, Sealer

    rng = random.Random(5)
    key = bytes(range(32))
    for _ in range(50):
        sealer, opener = Sealer(key), Opener(key)
        parts = [rng.randbytes(rng.choice([1, 200, RECORD_PLAINTEXT, 3 * RECORD_PLAINTEXT + 7]))
                 for _ in range(rng.randint(1, 4))]  # fmt: skip
        sealed = b"".join(sealer.seal(part) for part in parts)
        opened, at = [], 0
        while at < len(sealed):
            step = rng.choice([1, 2, 3, 100, 4096, len(sealed)])
            opened.append(opener.feed(sealed[at : at + step]))
            at += step
        assert b"".join(opened) == b"".join(parts)


def test_garbage_in_the_pin_exchange_closes_the_connection_and_counts_as_a_guess() -> None:
    async def scenario() -> None:
        from net.messages import Challenge, PinOffer
        from net.transport import dial

        host = await pin_lobby()
        connection = await dial("127.0.0.1", host.peer.port, ["127.0.0.5"])
        assert isinstance(await connection.recv(2), Challenge)
        connection.send(PinOffer(b"\x41" + b"\xff" * 32, None))  # no curve point
        with pytest.raises(Exception, match="closed"):
            await connection.recv(2)
        await until(lambda: host.wrong_pins == {"127.0.0.5": 1})
        await host.close()
        await host.peer.close()
        await asyncio.sleep(0)

    run(scenario())


def test_a_pin_game_is_played_to_the_end_over_sealed_links() -> None:
    async def scenario() -> None:
        from net.session import Session

        host = await pin_lobby()
        clients = [await LobbyClient.join(peer(name), "127.0.0.1", host.peer.port, pin="4711")
                   for name in ("Aino", "Eero")]  # fmt: skip
        host.set_ready(True)
        for client in clients:
            client.set_ready(True)
        await until(lambda: host.why_not_startable() is None)
        plans = [await host.start()] + [await c.wait_start(5) for c in clients]
        sessions = [Session(plan) for plan in plans]
        await asyncio.gather(*(session.begin() for session in sessions))
        assert all(link.sealed for s in sessions for link in s.links.values())
        for session in sessions:
            for seat in session.my_seats:
                session.drive(seat, "random")
        await until(lambda: all(s.status == "over" and s.game and s.agreed == s.game.ply
                                for s in sessions), timeout=40)  # fmt: skip
        for session in sessions:
            await session.close()
            await session.peer.close()

    run(scenario(), timeout=60)


def watching(spectator: Spectator) -> bool:
    """``spectator`` has the game and watches it (a condition for :func:`until`)."""
    return spectator.game is not None and spectator.status == "watching"


def test_a_running_pin_game_is_watched_through_the_pin_exchange() -> None:
    """Every seated peer of a started PIN game (the host with the lobby's guard, a joiner with
    its own) runs the exchange with a spectator, seals the link, then sends the game; a wrong
    PIN is a guess the peer counts, no PIN is refused."""

    async def scenario() -> None:
        table = await start_game(3, pin="4711", drive=None)
        try:
            for session in table.sessions[:2]:
                watcher = await Spectator.watch(peer("Watcher"), "127.0.0.1", session.peer.port,
                                                pin="4711")  # fmt: skip
                assert watcher.connection.sealed
                await until(partial(watching, watcher))
                await watcher.close()
            joiner = table.sessions[1]
            with pytest.raises(JoinRefused) as info:
                await Spectator.watch(peer("Eve", "127.0.0.2"), "127.0.0.1", joiner.peer.port,
                                      pin="1234")  # fmt: skip
            assert info.value.text == "wrong PIN"
            await until(lambda: joiner.pin_guard.wrong == {"127.0.0.2": 1})
            with pytest.raises(JoinRefused) as info:
                await Spectator.watch(peer("Lou", "127.0.0.3"), "127.0.0.1", joiner.peer.port)
            assert info.value.reason == "pin" and "needs a PIN" in info.value.text
        finally:
            await table.close()

    run(scenario())
