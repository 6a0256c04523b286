"""Roster members and outsiders who misbehave: refused, disconnected, and the game unharmed."""

from __future__ import annotations

import asyncio
from collections.abc import Callable
from functools import partial

import pytest
from net_helpers import FAST, LOOPBACK, Table, all_agreed, run, sign_move, start_game, until

from engine.helsinki import RULESET_VERSION, Move
from net.config import MAX_AHEAD, MAX_CATCHUP_MOVES, PROTOCOL_VERSION
from net.identity import ED25519, FIRST_LINK, Identity, link_statement, welcome_statement
from net.keyshare import KeyShare
from net.listener import Listener
from net.messages import (
    Ack,
    CatchUp,
    Challenge,
    GameOptions,
    Hello,
    Message,
    MoveMessage,
    PeerHello,
    Refuse,
    Rejoin,
    SeatInfo,
    SignedMove,
    Welcome,
)
from net.peer import LocalPeer
from net.session import Session
from net.spectator import Spectator
from net.transport import Connection, dial

FAKE = "0" * 32


def finished(sessions: list[Session]) -> bool:
    return all(s.status == "over" and s.game and s.agreed == s.game.ply for s in sessions)


def drive_all(sessions: list[Session]) -> None:
    for session in sessions:
        for seat in session.my_seats:
            session.drive(seat, "random")


async def finish(table: Table) -> None:
    """Let bots play the game out; every peer must end with the same agreed record."""
    drive_all(table.sessions)
    await until(lambda: finished(table.sessions), timeout=20)
    first = table.sessions[0].record
    assert first is not None
    assert all(s.record is not None and s.record.moves == first.moves for s in table.sessions)


async def play_until_mover(table: Table, mover: Session) -> None:
    """Play first legal moves until a seat of ``mover`` is to move."""
    sessions = table.sessions
    while True:
        game = sessions[0].game
        assert game is not None
        if game.to_move in mover.my_seats:
            return
        owner = next(s for s in sessions if game.to_move in s.my_seats)
        ply = game.ply + 1
        owner.play(game.legal_moves()[0])
        await until(partial(all_agreed, sessions, ply))


def forged(session: Session, first: int, seat: int) -> CatchUp:
    """A catch-up from ``session`` with a legal move for ``seat`` at move ``first``, signed by
    ``session`` (which does not run the seat)."""
    game, record = session.game, session.record
    assert game is not None and record is not None
    copy = game.copy()
    move = copy.legal_moves()[-1]
    copy.play(move)
    entry = sign_move(session, first, seat, move, copy.state_hash())
    options = session.start_message.options
    return CatchUp(session.game_id, tuple(session.seats), options, session.seed, first, (entry,),
                   True)  # fmt: skip


async def handshake(port: int, first: Message | Callable[[bytes, bytes], Message],
                    listener_key: bytes | None = None) -> tuple[Connection, Message]:  # fmt: skip
    """Dial a peer, answer its challenge with ``first`` (or ``first(nonce, share)``, with a
    share of the link's keys); its reply. A welcome with the listener's share (signed by
    ``listener_key`` when given) seals the connection, as a seated peer's would be."""
    connection = await dial("127.0.0.1", port, LOOPBACK)
    challenge = await connection.recv(2)
    assert isinstance(challenge, Challenge)
    share = KeyShare()
    hello = first if isinstance(first, Message) else first(challenge.nonce, share.public)
    if isinstance(hello, PeerHello | Rejoin):
        connection.unseal_after(Welcome.T)
    connection.send(hello)
    reply = await connection.recv(2)
    if isinstance(reply, Welcome) and isinstance(hello, PeerHello | Rejoin):
        assert reply.share is not None and reply.proof is not None
        statement = welcome_statement(hello.game, reply.peer, hello.peer, challenge.nonce,
                                      hello.share, reply.share)  # fmt: skip
        if listener_key is not None:
            assert ED25519.verify(listener_key, statement, reply.proof)
        send_key, receive_key = share.link_keys(reply.share, statement, dialing=True)
        connection.unseal(receive_key)
        connection.seal(send_key)
    return connection, reply


def proof(session: Session, listener: Session, nonce: bytes, share: bytes) -> bytes:
    """``session``'s signature opening a link to ``listener`` on the connection of ``nonce``."""
    return session.peer.identity.sign(link_statement(session.game_id, session.me, listener.me,
                                                     nonce, share))  # fmt: skip


def test_a_catch_up_that_was_not_asked_for_cannot_play_another_seat() -> None:
    async def scenario() -> None:
        table = await start_game(3, drive=None)
        try:
            sessions = table.sessions
            game = sessions[0].game
            assert game is not None
            owner = next(s for s in sessions if game.to_move in s.my_seats)
            evil = next(s for s in sessions if s is not owner)
            victims = [s for s in sessions if s is not evil]
            links = [v.links[evil.me] for v in victims]
            message = forged(evil, game.ply, owner.my_seats[0])
            for victim in victims:
                evil.links[victim.me].send(message)
            await until(lambda: all(link.closed for link in links))
            assert all("not asked for" in (link.closed_reason or "") for link in links)
            assert all(v.game is not None and v.game.ply == 0 for v in victims)
            await finish(table)
        finally:
            await table.close()

    run(scenario())


def test_the_answer_to_an_accepted_rejoin_cannot_play_a_connected_peers_seat() -> None:
    async def scenario() -> None:
        table = await start_game(3, drive=None)
        evil, owner, victim = table.sessions  # the evil one is first: it never dials again
        try:
            await play_until_mover(table, owner)
            assert victim.game is not None and owner.game is not None
            ply = victim.game.ply

            def rejoin(nonce: bytes, share: bytes) -> Rejoin:
                return Rejoin(PROTOCOL_VERSION, evil.game_id, evil.me, share,
                              proof(evil, victim, nonce, share), ply, evil.peer.port)  # fmt: skip

            connection, reply = await handshake(victim.peer.port, rejoin, victim.peer.key)
            assert isinstance(reply, Welcome)
            assert isinstance(await connection.recv(2), CatchUp)  # what the victim has
            catchup = forged(evil, ply, owner.my_seats[0])
            connection.send(catchup)
            await until(lambda: any(r.peer == evil.me and "not signed by its runner" in r.reason
                                    for r in victim.rejected))  # fmt: skip
            assert victim.game.ply == ply  # only the seat's runner can sign its move
            move = owner.game.legal_moves()[0]
            assert str(move) != catchup.moves[0].move
            owner.play(move)
            await until(lambda: victim.game is not None and victim.game.ply == ply + 1)
            assert victim.record is not None and victim.record.moves[ply].move == move
            connection.close("done")  # the victim dials the evil peer again and play goes on
            await finish(table)
        finally:
            await table.close()

    run(scenario())


def test_moves_ahead_are_kept_per_sender_and_a_flood_is_dropped_unread() -> None:
    async def scenario() -> None:
        table = await start_game(3, drive=None)
        honest, flooder, victim = table.sessions
        try:
            assert victim.game is not None
            ply = victim.game.ply
            from_flooder = victim.links[flooder.me]
            from_honest = victim.links[honest.me]
            own, other = flooder.my_seats[0], honest.my_seats[0]
            for seq in range(ply + 1, ply + 300):
                flooder.links[victim.me].send(MoveMessage(sign_move(flooder, seq, own, "end")))
            honest.links[victim.me].send(MoveMessage(sign_move(honest, ply + 1, other, "end")))
            await until(lambda: (ply + 1, honest.me) in victim.core.pending)
            assert (ply + 1, flooder.me) in victim.core.pending  # the same number, kept apart
            waiting = [key for key in victim.core.pending if key[1] == flooder.me]
            assert 0 < len(waiting) <= MAX_AHEAD
            assert all(seq <= ply + MAX_AHEAD for seq, _ in waiting)
            assert not from_flooder.closed and not from_honest.closed  # it may only be behind
        finally:
            await table.close()

    run(scenario())


def test_acks_far_ahead_are_dropped_unread() -> None:
    async def scenario() -> None:
        table = await start_game(2, drive=None)
        a, b = table.sessions
        try:
            link = a.links[b.me]
            seat = b.my_seats[0]
            b.links[a.me].send(Ack(sign_move(b, MAX_AHEAD, seat, "end"), FAKE))  # within reach
            for seq in range(1000, 3000):
                b.links[a.me].send(Ack(sign_move(b, seq, seat, "end"), FAKE))
            await until(lambda: MAX_AHEAD in a.core.agreement.reports)
            await asyncio.sleep(0.2)
            assert set(a.core.agreement.reports) <= set(range(MAX_AHEAD + 1))
            assert not link.closed and a.status == "running"
        finally:
            await table.close()

    run(scenario())


def test_an_unasked_catch_up_is_not_answered() -> None:
    async def scenario() -> None:
        table = await start_game(2)
        a, b = table.sessions
        try:
            await until(lambda: a.game is not None and a.game.ply > 20)
            sent: list[str] = []
            link = a.links[b.me]
            original = link.send

            def spy(message: Message) -> None:
                sent.append(message.T)
                original(message)

            link.send = spy  # type: ignore[method-assign]
            assert a.record is not None
            options = a.start_message.options
            empty = CatchUp(a.game_id, tuple(a.seats), options, a.seed, 0, (), True)
            assert a.status in ("running", "over")
            for _ in range(5):
                b.links[a.me].send(empty)
            await until(lambda: link.closed)
            assert "not asked for" in (link.closed_reason or "")
            assert "catchup" not in sent
            await until(lambda: finished(table.sessions), timeout=20)
        finally:
            await table.close()

    run(scenario())


def test_a_connection_whose_other_side_does_not_read_is_closed() -> None:
    async def scenario() -> None:
        async def never_read(connection: Connection) -> None:
            await asyncio.sleep(30)

        listener = Listener(LOOPBACK, never_read)
        port = await listener.start()
        connection = await dial("127.0.0.1", port, LOOPBACK)
        longest = Move.superstructures((1 << 20) - 1)
        entry = SignedMove(0, 0, 0, FIRST_LINK, str(longest), "f" * 128, b"s" * 64)
        big = CatchUp("0" * 16, (), GameOptions(), "0" * 64, 0, (entry,) * MAX_CATCHUP_MOVES,
                      False)  # fmt: skip
        sent = 0
        while not connection.closed and sent < 2000:  # 2000 frames would be over 100 MB
            connection.send(big)
            sent += 1
            await asyncio.sleep(0)
        assert connection.closed and "does not read" in (connection.closed_reason or "")
        assert connection.unsent == 0
        await listener.close()

    run(scenario())


def test_outsiders_wrong_keys_and_replayed_proofs_cannot_join_the_mesh() -> None:
    async def scenario() -> None:
        table = await start_game(3, drive=None)
        a, b, _ = table.sessions
        try:
            stranger = Identity.generate()
            sniffed: list[tuple[bytes, bytes]] = []

            def outsider(nonce: bytes, share: bytes) -> PeerHello:
                statement = link_statement(a.game_id, "00000000000000aa", a.me, nonce, share)
                return PeerHello(PROTOCOL_VERSION, a.game_id, "00000000000000aa", share,
                                 stranger.sign(statement))  # fmt: skip

            def wrong_key(nonce: bytes, share: bytes) -> PeerHello:
                sig = stranger.sign(link_statement(a.game_id, b.me, a.me, nonce, share))
                return PeerHello(PROTOCOL_VERSION, a.game_id, b.me, share, sig)

            def genuine(nonce: bytes, share: bytes) -> Rejoin:
                sniffed.append((share, proof(b, a, nonce, share)))
                return Rejoin(PROTOCOL_VERSION, a.game_id, b.me, share, sniffed[-1][1], 0,
                              b.peer.port)  # fmt: skip

            def replayed(nonce: bytes, share: bytes) -> Rejoin:  # what an observer saw
                return Rejoin(PROTOCOL_VERSION, a.game_id, b.me, *sniffed[0], 0, b.peer.port)

            def swapped(nonce: bytes, share: bytes) -> Rejoin:  # a share in the middle
                return Rejoin(PROTOCOL_VERSION, a.game_id, b.me, share,
                              proof(b, a, nonce, KeyShare().public), 0, b.peer.port)  # fmt: skip

            def started(nonce: bytes, share: bytes) -> PeerHello:
                return PeerHello(PROTOCOL_VERSION, a.game_id, b.me, share,
                                 proof(b, a, nonce, share))  # fmt: skip

            for hello, reason in [(outsider, "peer"), (wrong_key, "secret"), (started, "peer"),
                                  (swapped, "secret")]:  # fmt: skip
                connection, reply = await handshake(a.peer.port, hello)
                assert isinstance(reply, Refuse) and reply.reason == reason, reply
                connection.close("done")
            assert a.links[b.me].closed_reason is None
            connection, reply = await handshake(a.peer.port, genuine, a.peer.key)  # b's own
            assert isinstance(reply, Welcome)
            connection.close("done")
            await until(lambda: b.me in a.links and a.links[b.me] is not connection)
            attempt, reply = await handshake(a.peer.port, replayed)
            assert isinstance(reply, Refuse) and reply.reason == "secret", reply
            attempt.close("done")
        finally:
            await table.close()

    run(scenario())


def spectator_hello(**fields: object) -> Hello:
    values: dict[str, object] = dict(
        proto=PROTOCOL_VERSION, ruleset=RULESET_VERSION, name="Watcher", role="spectator",
        peer="00000000000000bb", port=0, key=b"k" * 32,
    )  # fmt: skip
    values.update(fields)
    return Hello(**values)  # type: ignore[arg-type]


@pytest.mark.parametrize(
    ("fields", "reason"),
    [
        ({"proto": PROTOCOL_VERSION + 1, "role": "player"}, "version"),
        ({"proto": PROTOCOL_VERSION + 1}, "version"),
        ({"ruleset": "helsinki-0"}, "ruleset"),
        ({"role": "player"}, "started"),
    ],
)
def test_a_running_game_checks_versions_first(fields: dict[str, object], reason: str) -> None:
    async def scenario() -> None:
        table = await start_game(2, drive=None)
        try:
            connection, reply = await handshake(table.sessions[0].peer.port,
                                                spectator_hello(**fields))  # fmt: skip
            assert isinstance(reply, Refuse) and reply.reason == reason, reply
            connection.close("done")
        finally:
            await table.close()

    run(scenario())


def test_a_spectator_that_sends_a_move_is_disconnected() -> None:
    async def scenario() -> None:
        table = await start_game(2, drive=None)
        a = table.sessions[0]
        try:
            connection, reply = await handshake(a.peer.port, spectator_hello())
            assert isinstance(reply, Welcome)
            assert isinstance(await connection.recv(2), CatchUp)
            assert a.game is not None and a.game.to_move is not None
            move = a.game.legal_moves()[0]
            forged = SignedMove(0, a.game.to_move, 0, FIRST_LINK, str(move), FAKE, b"s" * 64)
            connection.send(MoveMessage(forged))
            with pytest.raises(Exception, match="closed by the other side"):
                while True:
                    await connection.recv(2)
            await until(lambda: not a.spectators)
            assert a.game.ply == 0 and a.status == "running"
        finally:
            await table.close()

    run(scenario())


async def serve_catchup(catchup: CatchUp) -> tuple[Listener, Spectator]:
    """A hostile peer that welcomes a spectator and sends it ``catchup``; the spectator."""

    async def hostile(connection: Connection) -> None:
        connection.send(Challenge(b"n" * 16, False))
        await connection.recv(2)
        connection.send(Welcome(catchup.game, catchup.game, None))
        connection.send(catchup)
        await asyncio.sleep(30)

    listener = Listener(LOOPBACK, hostile)
    port = await listener.start()
    watcher = await Spectator.watch(LocalPeer("Watcher", LOOPBACK, FAST), "127.0.0.1", port)
    return listener, watcher


def test_a_spectator_refuses_a_catch_up_that_makes_no_game() -> None:
    problem = "2 seats for 3 players"

    async def scenario() -> None:
        seat = SeatInfo("Aino", 0, True, None, "0123456789abcdef")
        catchup = CatchUp("0123456789abcdef", (seat, seat), GameOptions(3), "0" * 64, 0, (), True)
        listener, watcher = await serve_catchup(catchup)
        await until(lambda: watcher.status == "failed")
        assert problem in watcher.reason and watcher.connection.closed
        reader = watcher._tasks[0]
        await until(reader.done)
        assert reader.exception() is None
        await watcher.close()
        await listener.close()

    run(scenario())


def test_a_failing_spectator_handler_closes_the_connection(monkeypatch: pytest.MonkeyPatch) -> None:
    def broken(self: Spectator, message: CatchUp) -> None:
        raise RuntimeError("a bug")

    monkeypatch.setattr(Spectator, "_on_catchup", broken)

    async def scenario() -> None:
        seat = SeatInfo("Aino", 0, True, None, "0123456789abcdef")
        catchup = CatchUp("0123456789abcdef", (seat, seat), GameOptions(2), "0" * 64, 0, (), True)
        listener, watcher = await serve_catchup(catchup)
        await until(lambda: watcher.status == "failed")
        assert "internal error" in (watcher.connection.closed_reason or "")
        assert watcher._tasks[0].exception() is None
        await watcher.close()
        await listener.close()

    run(scenario())


def test_mesh_links_are_sealed_so_an_observer_learns_nothing_of_the_game() -> None:
    """Every byte a game of three peers (no PIN) writes, from the lobby to the last move: the
    mesh links are sealed from their welcome on, so no move, hash, seed or nonce of the game
    travels in clear; only the handshakes and the lobby's roster do."""
    wire: list[bytes] = []
    original = Connection.connection_made

    def spy(self: Connection, transport: asyncio.BaseTransport) -> None:
        assert isinstance(transport, asyncio.Transport)
        write = transport.write

        def recorded(data: bytes | bytearray | memoryview) -> None:
            wire.append(bytes(data))
            write(data)

        transport.write = recorded  # type: ignore[method-assign]
        original(self, transport)

    async def scenario() -> list[str]:
        table = await start_game(3, drive=None)
        try:
            assert all(link.sealed for s in table.sessions for link in s.links.values())
            await finish(table)
            record = table.sessions[0].record
            assert record is not None and isinstance(record.seed, str)  # drawn by the table
            return [record.seed, *(m.hash for m in record.moves),
                    *(str(m.move) for m in record.moves if len(str(m.move)) >= 10)]
        finally:
            await table.close()

    Connection.connection_made = spy  # type: ignore[method-assign]
    try:
        secrets = run(scenario())
    finally:
        Connection.connection_made = original  # type: ignore[method-assign]
    everything = b"".join(wire)
    for kind in (b"challenge", b"peer", b"welcome", b"start"):  # the handshakes, the roster
        assert b"\xa1t" + bytes([0xA0 + len(kind)]) + kind in everything, kind
    for kind in (b"commit", b"reveal", b"move", b"ack", b"catchup"):  # only sealed
        assert b"\xa1t" + bytes([0xA0 + len(kind)]) + kind not in everything, kind
    for secret in secrets:
        assert secret.encode() not in everything, secret
