"""Hostile input through live connections: a game in progress and a lobby.

Garbage, truncated, oversized, too deeply nested, mistyped and unknown frames, and valid messages
at the wrong time, go into the mesh links and the listeners of a running game and into a lobby.
Every offending connection must be closed with a logged reason, nothing may raise, and the peers
finish their games with every hash agreed. Over 10,000 inputs in all, each through the decoder
and the session or lobby (``test_net_framing`` fuzzes the decoder and validation alone).
"""

from __future__ import annotations

import asyncio
import contextlib
import logging
import random
from collections import Counter, defaultdict
from collections.abc import Awaitable, Callable, Iterator
from functools import partial

import pytest
from net_helpers import JAM, LOOPBACK, MALFORMED, SAMPLES, malformed, run, sign_move, until

from engine.helsinki import RULESET_VERSION
from net.config import MAX_AHEAD, PROTOCOL_VERSION, Timing
from net.framing import encode
from net.lobby import LobbyHost
from net.lobby_client import LobbyClient
from net.loopback import start_game
from net.messages import (
    Ack,
    Certificate,
    Challenge,
    Decide,
    GameOptions,
    Heartbeat,
    Hello,
    Message,
    MoveMessage,
    PeerHello,
    Proposal,
    Propose,
    Rejoin,
    VoteSig,
)
from net.peer import LocalPeer
from net.session import Session
from net.transport import Connection, ConnectionClosed, dial

TIMING = Timing(heartbeat=0.05, dead_after=1.0, handshake=1.0, connect=2.0, desync_wait=1.0)
"""Fast heartbeats, so that a broken link is dialed again within a few hundredths of a second."""
JUNK_PER_MOVE = 30
"""Refusable messages sent over the attacker's links after every move."""
BREAK_EVERY = 4
"""Moves between two inputs that break one of the attacker's links."""
ATTACKS_PER_MOVE = 16
"""Connections opened to the honest peers' listeners after every move."""
LOBBY_ATTACKS = 3000
CONCURRENCY = 8
LINK_STATES = {"challenge", "hello", "welcome", "refuse", "lobby", "options", "ready", "bot",
               "start", "peer", "commit", "reveal", "rejoin", "catchup", "bye"}  # fmt: skip
MOVES = ("end", "draw", "move 3", "place 2", "discard y1/2", "build g2/3")
"""Move texts in the notation, legal or not."""
"""Messages that have no place on a mesh link during the game."""
EOF = "connection closed by the other side"

Attack = Callable[[], Awaitable[None]]


class Watch(logging.Handler):
    """What the network code logged: why each connection was closed, and any traceback."""

    def __init__(self) -> None:
        super().__init__(logging.INFO)
        self.closed: defaultdict[str, list[str]] = defaultdict(list)
        self.tracebacks: list[str] = []

    def emit(self, record: logging.LogRecord) -> None:
        if record.exc_info:
            self.tracebacks.append(record.getMessage())
        if record.name == "net.transport" and str(record.msg).startswith("closing "):
            assert isinstance(record.args, tuple)
            label, _, reason = record.args
            self.closed[str(label)].append(str(reason))

    def check_closed(self, label: str, seen: int) -> None:
        """The connection ``label`` was closed, for a reason of its own, after ``seen`` closes."""
        reasons = self.closed[label][seen:]
        assert reasons, f"{label} was not closed"
        assert reasons[0] and not reasons[0].startswith(EOF), f"{label}: {reasons[0]}"


@pytest.fixture
def watch() -> Iterator[Watch]:
    logger = logging.getLogger("net")
    handler = Watch()
    saved = logger.level, logger.propagate
    logger.addHandler(handler)
    logger.setLevel(logging.INFO)
    logger.propagate = False  # thousands of records: keep them out of pytest's report
    yield handler
    logger.removeHandler(handler)
    logger.level, logger.propagate = saved


def raw(connection: Connection) -> asyncio.Transport:
    """The open transport under ``connection`` (to write bytes no sender would frame)."""
    transport = connection._transport
    assert transport is not None, f"{connection.label} has no transport"
    return transport


def local_label(connection: Connection) -> str:
    """How the other side names this connection in its log."""
    host, port = raw(connection).get_extra_info("sockname")[:2]
    return f"{host}:{port}"


async def attack(port: int, data: bytes, watch: Watch, hello: Message | None = None) -> None:
    """Dial, take the challenge, send ``hello`` (awaiting the welcome), then ``data``: the
    listener must close the connection because of it, with a logged reason."""
    connection = await dial("127.0.0.1", port, LOOPBACK)
    label = local_label(connection)
    seen = len(watch.closed[label])
    assert isinstance(await connection.recv(2), Challenge)
    if hello is not None:
        connection.send(hello)
        reply = await connection.recv(2)
        assert reply.T == "welcome", reply
    raw(connection).write(data)
    with contextlib.suppress(ConnectionClosed):
        while True:
            await connection.recv(2)
    watch.check_closed(label, seen)


def attacks(port: int, watch: Watch, inputs: list[tuple[bytes, Message | None]]) -> list[Attack]:
    def one(data: bytes, hello: Message | None) -> Attack:
        return lambda: attack(port, data, watch, hello)

    return [one(data, hello) for data, hello in inputs]


async def in_batches(batch: list[Attack], size: int = CONCURRENCY) -> None:
    for start in range(0, len(batch), size):
        await asyncio.gather(*(make() for make in batch[start : start + size]))


def junk(rng: random.Random, allowed: set[str]) -> bytes:
    """Input after which a reader closes the connection: malformed (then :data:`JAM`), or a
    valid message that it does not allow (types in ``allowed`` are not drawn)."""
    kind = rng.choice((*MALFORMED, "state"))
    if kind == "state":
        return encode(rng.choice([m for m in SAMPLES if m.T not in allowed]).to_frame())
    return malformed(rng, kind) + JAM


def spectator(rng: random.Random) -> Hello:
    peer = f"{rng.getrandbits(64):016x}"
    return Hello(PROTOCOL_VERSION, RULESET_VERSION, "Watcher", "spectator", peer, 0, b"k" * 32)


# --------------------------------------------------------------------- the game


def refusable(rng: random.Random, victim: Session, attacker: Session) -> Message:
    """A valid message that ``victim`` refuses or ignores without closing the link."""
    assert victim.game is not None
    foreign = [s for s in range(len(victim.seats)) if s not in attacker.my_seats]
    roll = rng.randrange(6)
    if roll == 0:
        return Heartbeat(rng.randint(0, 1_000_000))
    seq = rng.randint(0, victim.game.ply + 3 * MAX_AHEAD)
    if roll == 1:  # an old move, a move far ahead, a hash nobody has
        return Ack(sign_move(attacker, seq, rng.choice(foreign), rng.choice(MOVES)),
                   f"{rng.getrandbits(128):032x}")  # fmt: skip
    if roll in (2, 3):  # a hand-over of a seat that is not missing; a decision without votes
        seat = rng.choice(foreign)
        proposal = Proposal(attacker.me, rng.randrange(1000), "handover", seat,
                            victim.owner[seat], attacker.me, "random", victim.game.ply, "lost")
        if roll == 2:
            return Propose(proposal)
        votes = (VoteSig(attacker.me, b"v" * 64),)
        return Decide(Certificate(proposal, votes))
    seat = rng.choice(foreign) if roll == 4 else rng.randrange(4)  # seat 4 of 3: no such seat
    return MoveMessage(sign_move(attacker, seq, seat, rng.choice(MOVES), epoch=0))


def link_breaker(rng: random.Random, victim: Session, attacker: Session) -> bytes:
    """Input on a mesh link after which the victim must close it."""
    assert victim.game is not None
    kind = rng.choice((*MALFORMED, "state"))
    if kind == "state":
        return encode(rng.choice([m for m in SAMPLES if m.T in LINK_STATES]).to_frame())
    return malformed(rng, kind) + JAM


def handshake_attacks(rng: random.Random, victim: Session, honest: Session, watch: Watch
                      ) -> list[Attack]:  # fmt: skip
    """Connections to ``victim``'s listener that it must refuse or close."""
    game = victim.game_id
    outsider = f"{rng.getrandbits(64):016x}"
    wrong, key = b"w" * 64, b"k" * 32
    hellos: list[Message] = [
        PeerHello(PROTOCOL_VERSION, game, outsider, key, wrong),
        PeerHello(PROTOCOL_VERSION, game, honest.me, key, wrong),
        PeerHello(PROTOCOL_VERSION + 1, game, honest.me, key, wrong),
        Rejoin(PROTOCOL_VERSION, game, honest.me, key, wrong, 0, 4000),
        Rejoin(PROTOCOL_VERSION, game, outsider, key, wrong, 0, 4000),
        Rejoin(PROTOCOL_VERSION, outsider, honest.me, key, wrong, 0, 4000),
        Hello(PROTOCOL_VERSION, RULESET_VERSION, "Late", "player", outsider, 4000, key),
        Hello(PROTOCOL_VERSION, "helsinki-0", "Late", "spectator", outsider, 0, key),
    ]
    inputs: list[tuple[bytes, Message | None]] = []
    for _ in range(ATTACKS_PER_MOVE):
        roll = rng.random()
        if roll < 0.5:
            inputs.append((junk(rng, {"hello"}), None))  # instead of a hello
        elif roll < 0.8:
            inputs.append((encode(rng.choice(hellos).to_frame()), None))
        else:  # a spectator may only send heartbeats and bye
            inputs.append((junk(rng, {"heartbeat", "bye"}), spectator(rng)))
    return attacks(victim.peer.port, watch, inputs)


async def break_a_link(rng: random.Random, victim: Session, attacker: Session, watch: Watch
                       ) -> None:  # fmt: skip
    """Send input that breaks the attacker's link to ``victim``; wait until it is dialed again."""
    link = victim.links[attacker.me]
    seen = len(watch.closed[link.label])
    breaker, sender = link_breaker(rng, victim, attacker), attacker.links[victim.me]
    if sender._sealer is not None:  # the junk inside a sealed record: the decoder must catch it
        breaker = sender._sealer.seal(breaker)
    raw(sender).write(breaker)
    await until(lambda: link.closed)
    watch.check_closed(link.label, seen)

    def healed() -> bool:
        there, back = victim.links.get(attacker.me), attacker.links.get(victim.me)
        return there is not None and back is not None and not there.closed and not back.closed

    await until(healed)


def at_move(session: Session, ply: int) -> bool:
    """``session`` has its game at move ``ply`` (a condition for :func:`until`)."""
    return session.game is not None and session.game.ply == ply


def agreed_from(sessions: list[Session], ply: int) -> bool:
    """Every one of ``sessions`` agreed on move ``ply`` or later (a condition for :func:`until`)."""
    return all(s.agreed >= ply for s in sessions)


def test_hostile_input_into_a_running_game_is_refused_and_the_game_goes_on(watch: Watch) -> None:
    rng = random.Random(20240611)
    counts: Counter[str] = Counter()

    async def scenario() -> None:
        loop = asyncio.get_running_loop()
        errors: list[str] = []
        loop.set_exception_handler(lambda _, context: errors.append(str(context["message"])))
        table = await start_game(3, timing=TIMING, drive=None)
        honest, other, attacker = table.sessions  # the attacker is last: it dials again
        sessions = table.sessions
        try:
            while (game := honest.game) is not None and not game.is_over:
                playing = [s for s in sessions if s.me not in honest.core.membership.removed]
                seat = game.to_move
                assert seat is not None  # the game goes on
                owner = next(s for s in playing if seat in s.my_seats)
                ply = game.ply + 1
                if owner.bots[seat] is None:
                    await until(partial(at_move, owner, game.ply))
                    assert owner.game is not None
                    moves = owner.game.legal_moves()
                    owner.play(moves[rng.randrange(len(moves))])
                await until(partial(agreed_from, playing, ply), timeout=10)
                for _ in range(JUNK_PER_MOVE):
                    victim = rng.choice([honest, other])
                    link = attacker.links.get(victim.me)
                    if link is not None:
                        link.send(refusable(rng, victim, attacker))
                        counts["link"] += 1
                batch = handshake_attacks(rng, honest, other, watch)
                batch += handshake_attacks(rng, other, honest, watch)
                await in_batches(batch)
                counts["listener"] += len(batch)
                victim = rng.choice([honest, other])
                voted_out = attacker.me in victim.core.membership.removed
                if ply % BREAK_EVERY == 0 and not voted_out and attacker.me in victim.links:
                    await break_a_link(rng, victim, attacker, watch)
                    counts["link"] += 1
            while sum(counts.values()) < 10_000 - LOBBY_ATTACKS:  # a short game: the listeners
                batch = handshake_attacks(rng, honest, other, watch)  # take the rest
                await in_batches(batch)
                counts["listener"] += len(batch)
            # Junk moves of its own seat signed by the attacker are two moves for one number:
            # it may be voted out, never an honest peer; the honest peers finish the game.
            for session in (honest, other):
                assert session.status == "over"
                assert session.core.membership.removed <= {attacker.me}
            first = honest.record
            assert first is not None
            for session in (honest, other):
                assert session.record is not None and session.record.moves == first.moves
                assert session.agreed == len(first.moves)
            assert errors == [] and watch.tracebacks == []
        finally:
            await table.close()

    run(scenario(), timeout=60)
    assert sum(counts.values()) >= 10_000 - LOBBY_ATTACKS, counts  # the lobby takes the rest


# -------------------------------------------------------------------- the lobby


def test_hostile_input_into_a_lobby_is_refused_and_the_game_starts(watch: Watch) -> None:
    rng = random.Random(20240612)

    async def scenario() -> None:
        loop = asyncio.get_running_loop()
        errors: list[str] = []
        loop.set_exception_handler(lambda _, context: errors.append(str(context["message"])))
        host = LobbyHost(LocalPeer("Host", LOOPBACK, TIMING), "fuzz", GameOptions(4))
        await host.open()
        port = host.peer.port
        client = await LobbyClient.join(LocalPeer("Aino", LOOPBACK, TIMING), "127.0.0.1", port)
        new, proto, rules = "0" * 16, PROTOCOL_VERSION, RULESET_VERSION
        refused = [  # version, rule set, name taken, peer already in, no listening port
            Hello(proto + 1, rules, "New", "player", new, 4000, b"k" * 32),
            Hello(proto, "helsinki-0", "New", "player", new, 4000, b"k" * 32),
            Hello(proto, rules, "aino", "player", new, 4000, b"k" * 32),
            Hello(proto, rules, "New", "player", client.peer.id, 4000, b"k" * 32),
            Hello(proto, rules, "New", "player", new, 0, b"k" * 32),
        ]
        inputs: list[tuple[bytes, Message | None]] = []
        for index in range(LOBBY_ATTACKS):
            roll = rng.random()
            if roll < 0.5:
                inputs.append((junk(rng, {"hello"}), None))  # instead of a hello
            elif roll < 0.65:
                inputs.append((encode(rng.choice(refused).to_frame()), None))
            else:  # a member may only send ready, bot, heartbeat and bye
                role = "player" if roll < 0.85 else "spectator"
                hello = Hello(PROTOCOL_VERSION, RULESET_VERSION, f"Guest{index}", role,
                              f"{rng.getrandbits(64):016x}", 4000, b"k" * 32)  # fmt: skip
                inputs.append((junk(rng, {"heartbeat", "bye", "ready", "bot"}), hello))
        await in_batches(attacks(port, watch, inputs), size=2)  # two free seats
        assert host.taken == 2 and client.closed_reason is None
        host.set_options(players=2)
        host.set_ready(True)
        client.set_ready(True)
        await until(lambda: host.why_not_startable() is None)
        sessions = [Session(await host.start()), Session(await client.wait_start(5))]
        try:
            await asyncio.gather(*(s.begin() for s in sessions))
            for session in sessions:
                session.drive(session.my_seats[0], "random")
            await until(lambda: all(s.status == "over" and s.game and s.agreed == s.game.ply
                                    for s in sessions), timeout=20)  # fmt: skip
            assert sessions[0].record is not None and sessions[1].record is not None
            assert sessions[0].record.moves == sessions[1].record.moves
            assert errors == [] and watch.tracebacks == []
        finally:
            for session in sessions:
                await session.close()
                await session.peer.close()

    run(scenario(), timeout=60)
