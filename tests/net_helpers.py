"""Helpers for the network tests: run coroutines without pytest-asyncio, loopback settings,
a sample of every message, and hostile input."""

from __future__ import annotations

import asyncio
import random
import re
import selectors
import subprocess
import time
from collections.abc import Coroutine, Sequence
from functools import partial
from typing import Any, TypeVar

import msgpack  # type: ignore[import-untyped]

from engine.helsinki import Move
from net import loopback
from net.config import MAX_ARRAY, MAX_BIN, MAX_FRAME, MAX_MAP, MAX_STR, READ_CHUNK, Timing
from net.framing import encode
from net.identity import FIRST_LINK
from net.loopback import LOOPBACK, Table, gather, until
from net.messages import (
    MESSAGES,
    Accuse,
    Ack,
    BotRequest,
    Bye,
    CatchUp,
    Certificate,
    Challenge,
    Commit,
    Decide,
    Desync,
    GameOptions,
    Heartbeat,
    Hello,
    Illegal,
    Lobby,
    Message,
    MoveMessage,
    OptionsMessage,
    PeerHash,
    PeerHello,
    PeerInfo,
    PinOffer,
    PinProof,
    Proposal,
    Propose,
    ProtocolError,
    Ready,
    Refuse,
    Reject,
    Rejoin,
    Reveal,
    SeatInfo,
    SignedMove,
    Start,
    Vote,
    VoteSig,
    Welcome,
    parse,
)
from net.session import Session

T = TypeVar("T")

FAST = Timing(heartbeat=0.1, dead_after=1.0, handshake=2.0, connect=2.0, desync_wait=0.5,
              lobby_dead_after=1.0)
"""Short timers so that liveness tests run in well under a second."""


def run(coro: Coroutine[Any, Any, T], timeout: float = 30.0) -> T:
    """Run one test coroutine on a fresh event loop, with an overall time limit."""

    async def bounded() -> T:
        return await asyncio.wait_for(coro, timeout)

    return asyncio.run(bounded())


start_game = partial(loopback.start_game, timing=FAST)
"""A started game on loopback with the tests' short timers (see :func:`net.loopback.start_game`)."""
plan_game = partial(loopback.plan_game, timing=FAST)
"""The plans of a started lobby on loopback with the tests' short timers."""


def wait_for_line(process: subprocess.Popen[str], pattern: str, timeout: float = 30) -> str:
    """The next line ``process`` prints that matches ``pattern`` (fails after ``timeout`` s)."""
    return lines_until(process, pattern, timeout)[-1]


def lines_until(process: subprocess.Popen[str], pattern: str, timeout: float = 30) -> list[str]:
    """The lines ``process`` prints up to the next one that matches ``pattern``, that one last
    (fails after ``timeout`` s)."""
    assert process.stdout is not None
    deadline = time.monotonic() + timeout
    seen: list[str] = []
    with selectors.DefaultSelector() as selector:
        selector.register(process.stdout, selectors.EVENT_READ)
        while time.monotonic() < deadline:
            if not selector.select(deadline - time.monotonic()):
                break
            line = process.stdout.readline()
            if not line:
                break
            seen.append(line)
            if re.search(pattern, line):
                return seen
    raise AssertionError(f"no line matching {pattern!r} within {timeout} s; saw {seen[-5:]}")


# ------------------------------------------------------------------ every message

PEER = "0123456789abcdef"
GAME = "fedcba9876543210"
HASH = "ab" * 16
SEAT = SeatInfo("Aino", 1, True, None, PEER)
BOT_SEAT = SeatInfo("Greedy", 2, True, "greedy", PEER)
OPTIONS = GameOptions(3, "first-game", True, False, None)
SIGNED = SignedMove(7, 1, 0, FIRST_LINK, "move 3", HASH, b"s" * 64)
PROPOSAL = Proposal(PEER, 1, "handover", 2, GAME, PEER, "greedy", 40, "lost")

SAMPLES: list[Message] = [
    Challenge(b"n" * 16, True),
    Hello(1, "helsinki-1", "Aino", "player", PEER, 4000, b"k" * 32),
    Hello(1, "helsinki-1", "Eero", "spectator", PEER, 0, b"k" * 32),
    Welcome(GAME, PEER, 2),
    Welcome(GAME, PEER, None, b"s" * 32, b"p" * 64),
    Refuse("full", "all 4 seats are taken"),
    Lobby(GAME, PEER, (SEAT, None, BOT_SEAT)),
    OptionsMessage(OPTIONS),
    Ready(True, 3),
    BotRequest(None, "random"),
    Start(GAME, (SEAT, BOT_SEAT), (PeerInfo(PEER, "Aino", "127.0.0.1", 4000, b"k" * 32),), OPTIONS),
    PeerHello(1, GAME, PEER, b"s" * 32, b"p" * 64),
    Commit(b"c" * 32),
    Reveal(b"r" * 32),
    MoveMessage(SIGNED),
    Ack(SIGNED, "cd" * 16),
    Reject(7, "out of turn"),
    Heartbeat(12),
    Desync(7, "no majority", (PeerHash(PEER, HASH), PeerHash(GAME, "cd" * 16))),
    Rejoin(1, GAME, PEER, b"s" * 32, b"p" * 64, 40, 4001),
    PinOffer(b"\x41" + b"m" * 32, None),
    PinOffer(b"\x42" + b"m" * 32, b"p" * 32),
    PinProof(b"c" * 32),
    CatchUp(GAME, (SEAT, BOT_SEAT), OPTIONS, "0" * 64, 7, (SIGNED,), True,
            (Certificate(PROPOSAL, (VoteSig(GAME, b"v" * 64),)),), 7),
    Propose(PROPOSAL),
    Vote(PEER, 1, True, b"v" * 64),
    Decide(Certificate(PROPOSAL, (VoteSig(GAME, b"v" * 64), VoteSig(PEER, b"w" * 64)))),
    Accuse(SIGNED, SignedMove(7, 1, 0, FIRST_LINK, "end", HASH, b"t" * 64)),
    Illegal(SIGNED),
    Bye("leaving"),
]


# ------------------------------------------------------------------ hostile input


def random_value(rng: random.Random, level: int = 0) -> object:
    """A random msgpack value, nested a little, often close to what messages carry."""
    roll = rng.random()
    if level < 4 and roll < 0.15:
        return [random_value(rng, level + 1) for _ in range(rng.randint(0, 4))]
    if level < 4 and roll < 0.3:
        return {random_key(rng): random_value(rng, level + 1) for _ in range(rng.randint(0, 4))}
    return rng.choice(
        [
            None,
            True,
            False,
            rng.randint(-(2**63), 2**64 - 1),
            rng.randint(-3, 300),
            rng.random(),
            rng.randbytes(rng.choice([0, 1, 16, 32, 40])),
            "".join(chr(rng.randint(0, 0x2FF)) for _ in range(rng.randint(0, 20))),
            HASH,
            PEER,
            GAME,
            "0" * 64,
            rng.choice(list(MESSAGES)),
        ]
    )


def random_key(rng: random.Random) -> str:
    """A map key, mostly one that messages use."""
    keys = ["t", "seq", "seat", "hash", "move", "game", "peer", "seats", "options", "reason"]
    return rng.choice(keys) if rng.random() < 0.8 else rng.choice(["", "x", "\u00e9"])


def mutate(rng: random.Random, data: bytes) -> bytes:
    """``data`` with a few bytes changed, inserted or removed, or cut short."""
    buf = bytearray(data)
    for _ in range(rng.randint(1, 4)):
        op = rng.randrange(4)
        if op == 0 and buf:
            buf[rng.randrange(len(buf))] = rng.randrange(256)
        elif op == 1 and buf:
            del buf[rng.randrange(len(buf)) :]
        elif op == 2:
            at = rng.randrange(len(buf) + 1)
            buf[at:at] = rng.randbytes(rng.randint(1, 8))
        elif buf:
            at = rng.randrange(len(buf))
            del buf[at : at + rng.randint(1, 8)]
    return bytes(buf)


MALFORMED = ("garbage", "truncated", "oversized", "nested", "mistyped", "unknown")
"""The kinds of :func:`malformed` input."""

JAM = b"\xc1" * (MAX_FRAME + 2 * READ_CHUNK)
"""Bytes after which no frame can still be incomplete: 0xc1 is never valid msgpack, and what a
frame left open swallows of them makes it too large."""


def malformed(rng: random.Random, kind: str) -> bytes:
    """Input that no receiver takes as a valid message (followed by :data:`JAM` or the end)."""
    if kind == "garbage":
        return rng.randbytes(rng.randint(1, 200))
    if kind == "truncated":
        encoded = encode(rng.choice(SAMPLES).to_frame())
        return encoded[: rng.randint(1, len(encoded) - 1)]
    if kind == "oversized":
        big: object = rng.choice([
            "x" * (MAX_STR + 1), b"x" * (MAX_BIN + 1), list(range(MAX_ARRAY + 1)),
            {str(i): i for i in range(MAX_MAP + 1)}, ["y" * 200] * (MAX_FRAME // 200 + 8),
        ])  # fmt: skip
        return bytes(msgpack.packb({"t": rng.choice(list(MESSAGES)), "x": big}, use_bin_type=True))
    if kind == "nested":
        levels = rng.randint(7, 60)
        return bytes(msgpack.packb({"t": "move", "x": _nest(levels)})) if rng.random() < 0.5 else (
            b"\x81\xa1t" + b"\x91" * levels
        )  # fmt: skip
    if kind == "mistyped":
        while True:
            frame = rng.choice(SAMPLES).to_frame()
            key = rng.choice([k for k in frame if k != "t"] or ["t"])
            frame[key] = random_value(rng)
            try:
                parse(frame)
            except ProtocolError:
                return bytes(msgpack.packb(frame, use_bin_type=True))
    assert kind == "unknown", kind
    name = "".join(rng.choice("abcdefghijklmnopqrstuvwxyz_") for _ in range(rng.randint(1, 12)))
    if name in MESSAGES:
        name += "_"
    return bytes(msgpack.packb({"t": name, "seq": rng.randint(0, 99)}))


def all_agreed(sessions: Sequence[Session], ply: int) -> bool:
    """Every one of ``sessions`` agreed on move ``ply`` (a condition for :func:`until`, given
    its arguments with :func:`functools.partial`)."""
    return all(s.agreed == ply for s in sessions)


def _nest(levels: int) -> object:
    value: object = 1
    for _ in range(levels):
        value = [value]
    return value


__all__ = [
    "FAST", "JAM", "LOOPBACK", "MALFORMED", "SAMPLES", "Table", "all_agreed", "gather",
    "lines_until", "malformed", "mutate", "plan_game", "random_key", "random_value", "run",
    "sign_move", "start_game", "until", "wait_for_line",
]  # fmt: skip


# ------------------------------------------------------------------ signed moves


def sign_move(session: Any, seq: int, seat: int, move: Move | str, digest: str = "0" * 32,
              epoch: int | None = None) -> SignedMove:  # fmt: skip
    """A move signed by ``session``'s key (whether or not it runs the seat)."""
    from net.lockstep.moves import link_before

    move = Move.parse(move) if isinstance(move, str) else move
    if epoch is None:
        epoch = session.core.membership.seats[seat].epoch
    prev = link_before(session.core, seq) if seq <= len(session.core.ledger) else FIRST_LINK
    return SignedMove.sign(session.peer.identity, session.game_id, seq, seat, epoch, prev, move,
                           digest)  # fmt: skip
