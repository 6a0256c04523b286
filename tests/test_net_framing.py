"""Framing and message validation: round trips, limits, and a seeded fuzz of malformed input."""

from __future__ import annotations

import doctest
import random

import msgpack  # type: ignore[import-untyped]
import pytest

import net.commit
import net.framing
import net.messages
from net.config import MAX_DEPTH, MAX_FRAME
from net.framing import Decoder, FrameError, depth, encode
from net.messages import (
    MESSAGES,
    Ack,
    BotRequest,
    Bye,
    CatchUp,
    Challenge,
    Commit,
    Desync,
    GameOptions,
    Handover,
    Heartbeat,
    Hello,
    Lobby,
    Message,
    MoveEntry,
    MoveMessage,
    OptionsMessage,
    PeerHash,
    PeerHello,
    PeerInfo,
    ProtocolError,
    Ready,
    Refuse,
    Reject,
    Rejoin,
    Reveal,
    SeatInfo,
    SeatSecret,
    Start,
    Welcome,
    parse,
)

PEER = "0123456789abcdef"
GAME = "fedcba9876543210"
HASH = "ab" * 16
SEAT = SeatInfo("Aino", 1, True, None, PEER)
BOT_SEAT = SeatInfo("Greedy", 2, True, "greedy", PEER)
OPTIONS = GameOptions(3, "first-game", True, False, None)

SAMPLES: list[Message] = [
    Challenge(b"n" * 16, True),
    Hello(1, "helsinki-1", "Aino", "player", PEER, 4000, b"k" * 32, b"p" * 16),
    Hello(1, "helsinki-1", "Eero", "spectator", PEER, 0, b"k" * 32, None),
    Welcome(GAME, PEER, 2),
    Refuse("full", "all 4 seats are taken"),
    Lobby(GAME, PEER, (SEAT, None, BOT_SEAT)),
    OptionsMessage(OPTIONS),
    Ready(True, 3),
    BotRequest(None, "random"),
    Start(GAME, (SEAT, BOT_SEAT), (PeerInfo(PEER, "Aino", "127.0.0.1", 4000, b"k" * 32),), OPTIONS),
    PeerHello(1, GAME, PEER, b"s" * 32),
    Commit(b"c" * 32, (b"d" * 32, b"e" * 32)),
    Reveal(b"r" * 32),
    MoveMessage(7, 1, "build r3 r1", HASH),
    Ack(7, HASH),
    Reject(7, "out of turn"),
    Heartbeat(12),
    Desync(7, "no majority", (PeerHash(PEER, HASH), PeerHash(GAME, "cd" * 16))),
    Rejoin(1, GAME, PEER, (SeatSecret(0, b"s" * 32),), 40, 4001),
    CatchUp(
        GAME, (SEAT, BOT_SEAT), OPTIONS, "0" * 64, 1, 0, (MoveEntry(0, "place 3", HASH),), True
    ),
    Handover(2, "greedy", PEER),
    Bye("leaving"),
]


def test_every_message_type_has_a_sample_and_round_trips() -> None:
    assert {m.T for m in SAMPLES} == set(MESSAGES)
    decoder = Decoder()
    stream = b"".join(encode(m.to_frame()) for m in SAMPLES)
    assert [parse(f) for f in decoder.feed(stream)] == SAMPLES


def test_frames_split_anywhere_decode_the_same() -> None:
    stream = b"".join(encode(m.to_frame()) for m in SAMPLES)
    rng = random.Random(5)
    for _ in range(200):
        decoder, frames, at = Decoder(), [], 0
        while at < len(stream):
            step = rng.randint(1, 40)
            frames += decoder.feed(stream[at : at + step])
            at += step
        assert [parse(f) for f in frames] == SAMPLES


def test_the_modules_doctests_pass() -> None:
    for module in (net.framing, net.messages, net.commit):
        assert doctest.testmod(module).failed == 0


@pytest.mark.parametrize(
    ("data", "reason"),
    [
        (msgpack.packb([1, 2]), "must be a map"),
        (msgpack.packb({"x": 1}), "'t'"),
        (msgpack.packb({"t": 5}), "'t'"),
        (msgpack.packb({"t": "bye", "x": "y" * (MAX_FRAME + 10)}), "larger than|exceeds"),
        (msgpack.packb({"t": "bye", "x": [[[[[[[1]]]]]]]}), "nesting"),
        (b"\x91" * 3000, "nesting"),
        (msgpack.packb({"t": "bye", "x": msgpack.ExtType(1, b"")}), "extension"),
        (msgpack.packb({"t": "bye", "x": msgpack.Timestamp(1, 0)}), "max_ext_len|extension"),
        (msgpack.packb({"t": "bye", "x": list(range(600))}), "max_array_len"),
        (msgpack.packb({"t": "bye", **{str(i): i for i in range(40)}}), "max_map_len"),
        (msgpack.packb({"t": "bye", 1: 2}), "map key"),
        (b"\x81\xa1t\xa2\xff\xfe", "UTF-8"),
        (b"\xc1", "not msgpack"),
    ],
)
def test_malformed_frames_are_refused_with_a_reason(data: bytes, reason: str) -> None:
    with pytest.raises(FrameError, match=reason):
        Decoder().feed(data)


def test_encode_refuses_oversized_or_unencodable_messages() -> None:
    with pytest.raises(FrameError, match="exceeds"):
        encode({"t": "bye", "reason": "x" * MAX_FRAME})
    with pytest.raises(FrameError, match="cannot encode"):
        encode({"t": "bye", "reason": object()})


@pytest.mark.parametrize(
    ("frame", "reason"),
    [
        ({"t": "nope"}, "unknown message type"),
        ({"t": "ack", "hash": HASH}, "missing field 'seq'"),
        ({"t": "ack", "seq": "1", "hash": HASH}, "expected an integer"),
        ({"t": "ack", "seq": True, "hash": HASH}, "expected an integer"),
        ({"t": "ack", "seq": 1, "hash": "XYZ" * 11}, "malformed"),
        ({"t": "move", "seq": 0, "seat": 4, "move": "end", "hash": HASH}, "between 0 and 3"),
        ({"t": "move", "seq": 0, "seat": 0, "move": "", "hash": HASH}, "length 0"),
        ({"t": "move", "seq": 0, "seat": 0, "move": "end\n", "hash": HASH}, "control"),
        ({"t": "reveal", "nonce": b"short"}, "expected 32 bytes"),
        ({"t": "reveal", "nonce": 1.5}, "expected 32 bytes, got float"),
        ({"t": "refuse", "reason": "bored", "text": ""}, "not one of"),
        ({"t": "lobby", "game": GAME, "host": PEER, "seats": [None]}, "1 items"),
        ({"t": "lobby", "game": GAME, "host": PEER, "seats": [None, 3]}, r"seats\[1\]"),
        ({"t": "options", "options": {"players": 5}}, "options.options.players"),
        ({"t": "bot", "seat": None, "bot": "Bad Name"}, "malformed"),
    ],
)
def test_invalid_messages_name_the_field(frame: dict[str, object], reason: str) -> None:
    with pytest.raises(ProtocolError, match=reason):
        parse(frame)


def test_depth_counts_nesting() -> None:
    assert depth(1) == 0
    assert depth({"t": "x"}) == 1
    assert depth({"t": [[{}]]}) == 4
    assert depth(CatchUp.from_map(SAMPLES[-3].to_frame(), "catchup").to_frame()) <= MAX_DEPTH


# --------------------------------------------------------------------------------- fuzz


def _random_value(rng: random.Random, level: int = 0) -> object:
    roll = rng.random()
    if level < 4 and roll < 0.15:
        return [_random_value(rng, level + 1) for _ in range(rng.randint(0, 4))]
    if level < 4 and roll < 0.3:
        return {_random_key(rng): _random_value(rng, level + 1) for _ in range(rng.randint(0, 4))}
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


def _random_key(rng: random.Random) -> str:
    keys = ["t", "seq", "seat", "hash", "move", "game", "peer", "seats", "options", "reason"]
    return rng.choice(keys) if rng.random() < 0.8 else rng.choice(["", "x", "\u00e9"])


def _mutate(rng: random.Random, data: bytes) -> bytes:
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


def _decode_all(data: bytes, rng: random.Random) -> tuple[int, int]:
    """Feed ``data`` in random pieces; return (messages accepted, errors)."""
    decoder = Decoder()
    accepted = 0
    try:
        at = 0
        while at < len(data):
            step = rng.randint(1, 64)
            for frame in decoder.feed(data[at : at + step]):
                try:
                    message = parse(frame)
                except ProtocolError as error:
                    assert error.reason
                    continue
                assert isinstance(message, Message)
                # A valid message survives re-encoding unchanged.
                assert parse(Decoder().feed(encode(message.to_frame()))[0]) == message
                accepted += 1
            at += step
    except FrameError as error:
        assert error.reason
        return accepted, 1
    return accepted, 0


def test_fuzz_decoder_and_validation_never_crash() -> None:
    """12,000 seeded inputs: random bytes, mutated valid frames, random msgpack maps."""
    rng = random.Random(20240601)
    valid = [encode(m.to_frame()) for m in SAMPLES]
    accepted = refused = 0
    for i in range(12_000):
        kind = i % 4
        if kind == 0:
            data = rng.randbytes(rng.randint(0, 200))
        elif kind == 1:
            data = _mutate(rng, rng.choice(valid))
        elif kind == 2:
            frame = rng.choice(SAMPLES).to_frame()
            key = rng.choice(list(frame))
            frame[key] = _random_value(rng)
            data = msgpack.packb(frame, use_bin_type=True)
        else:
            value = {_random_key(rng): _random_value(rng) for _ in range(rng.randint(0, 6))}
            if rng.random() < 0.7:
                value["t"] = rng.choice(list(MESSAGES))
            data = msgpack.packb(value, use_bin_type=True)
        ok, errors = _decode_all(data, rng)
        accepted += ok
        refused += errors
    # Both outcomes are exercised, so the fuzz reaches the validation and the framing errors.
    assert accepted > 100 and refused > 1000
