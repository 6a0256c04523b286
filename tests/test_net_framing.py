"""Framing and message validation: round trips, limits, and a seeded fuzz of malformed input."""

from __future__ import annotations

import doctest
import random

import msgpack  # type: ignore[import-untyped]
import pytest
from net_helpers import GAME, HASH, PEER, SAMPLES, mutate, random_key, random_value

import net.commit
import net.framing
import net.identity
import net.keyshare
import net.link
import net.messages
import net.pake
from engine.helsinki import Move
from net.config import (
    MAX_CATCHUP_MOVES,
    MAX_DEPTH,
    MAX_FRAME,
    MAX_MOVE_TEXT,
    MAX_NAME,
    MAX_SEATS,
)
from net.framing import Decoder, FrameError, encode, nests_beyond
from net.messages import (
    MAX_SEQ,
    MESSAGES,
    Ack,
    CatchUp,
    GameOptions,
    Message,
    MoveMessage,
    ProtocolError,
    SeatInfo,
    SignedMove,
    parse,
)


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
    for module in (net.framing, net.messages, net.commit, net.pake, net.link, net.keyshare,
                   net.identity):
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


def signed(**fields: object) -> dict[str, object]:
    """The frame of a signed move, with some fields replaced."""
    frame: dict[str, object] = {"seq": 0, "seat": 0, "epoch": 0, "prev": bytes(16), "move": "end",
                                "hash": HASH, "sig": b"s" * 64}  # fmt: skip
    frame.update(fields)
    return frame


@pytest.mark.parametrize(
    ("frame", "reason"),
    [
        ({"t": "nope"}, "unknown message type"),
        ({"t": "reject", "reason": ""}, "missing field 'seq'"),
        ({"t": "heartbeat", "seq": "1"}, "expected an integer"),
        ({"t": "heartbeat", "seq": True}, "expected an integer"),
        ({"t": "ack", "signed": signed(), "hash": "XYZ" * 11}, "malformed"),
        ({"t": "move", "signed": signed(seat=4)}, r"signed\.seat: 4 is not between 0 and 3"),
        ({"t": "move", "signed": signed(move="")}, "length 0"),
        ({"t": "move", "signed": signed(move="end\n")}, "control"),
        ({"t": "move", "signed": signed(move="m" * 65)}, r"signed\.move: length 65"),
        ({"t": "move", "signed": signed(sig=b"s" * 63)}, "expected 64 bytes"),
        ({"t": "move", "signed": signed(prev=b"p" * 15)}, r"signed\.prev: expected 16 bytes"),
        ({"t": "ack", "signed": signed(), "hash": "xyz"}, "ack.hash"),
        ({"t": "reveal", "nonce": b"short"}, "expected 32 bytes"),
        ({"t": "reveal", "nonce": 1.5}, "expected 32 bytes, got float"),
        ({"t": "refuse", "reason": "bored", "text": ""}, "not one of"),
        ({"t": "lobby", "game": GAME, "host": PEER, "seats": [None]}, "1 items"),
        ({"t": "lobby", "game": GAME, "host": PEER, "seats": [None, 3]}, r"seats\[1\]"),
        ({"t": "options", "options": {"players": 5}}, "options.options.players"),
        (
            {"t": "options", "options": {"players": 2, "variant": "all-actions", "dry_roads": False,
                                         "pin": False, "start_seat": 3, "cover": None,
                                         "turn_timer": 0}},
            r"start_seat must be a seat number \(0 to 1\)",
        ),
        (
            {"t": "options", "options": {"players": 2, "variant": "all-actions", "dry_roads": False,
                                         "pin": False, "start_seat": None,
                                         "cover": ["move6", "wild2", "fewer", "back", "points"],
                                         "turn_timer": 0}},
            "only with the new-challenges variant",
        ),
        ({"t": "bot", "seat": None, "bot": "Bad Name"}, "malformed"),
    ],
)
def test_invalid_messages_name_the_field(frame: dict[str, object], reason: str) -> None:
    with pytest.raises(ProtocolError, match=reason):
        parse(frame)


def test_a_signed_move_echoed_again_is_the_value_checked_first() -> None:
    move = {"t": "move", "signed": signed(seq=7)}
    ack = {"t": "ack", "signed": signed(seq=7), "hash": HASH}
    first, echo = parse(move), parse(ack)
    assert isinstance(first, MoveMessage) and isinstance(echo, Ack)
    assert echo.signed is first.signed  # checked once, compared by identity
    for wrong in ({"seq": True}, {"seq": 7.0}, {"sig": bytearray(b"s" * 64)}):
        with pytest.raises(ProtocolError, match=r"ack\.signed"):  # never the first
            parse({**ack, "signed": signed(**{"seq": 7, **wrong})})
    with pytest.raises(ProtocolError, match="missing field 'sig'"):
        parse({**ack, "signed": {k: v for k, v in signed(seq=7).items() if k != "sig"}})
    assert parse({**ack, "signed": {**signed(seq=7), "extra": 1}}) == echo  # unknown: ignored


def test_a_full_catch_up_fits_in_one_frame() -> None:
    seat = SeatInfo("n" * MAX_NAME, 3, True, "b" * 16, PEER)
    longest = Move.superstructures((1 << 20) - 1)  # 20 squares: as long as a move text gets
    assert len(str(longest)) <= MAX_MOVE_TEXT
    entry = SignedMove(MAX_SEQ, 3, MAX_SEQ, b"l" * 16, str(longest), "f" * 128, b"s" * 64)
    options = GameOptions(MAX_SEATS, "new-challenges", True, True, 3)
    catchup = CatchUp(GAME, (seat,) * MAX_SEATS, options, "0" * 64, MAX_SEQ,
                      (entry,) * MAX_CATCHUP_MOVES, False)  # fmt: skip
    assert len(encode(catchup.to_frame())) <= MAX_FRAME
    assert parse(Decoder().feed(encode(catchup.to_frame()))[0]) == catchup


def _depth(value: object) -> int:
    """Nesting depth of arrays and maps, the plain recursive way (for small test values)."""
    if isinstance(value, dict):
        return 1 + max(map(_depth, value.values()), default=0)
    if isinstance(value, list):
        return 1 + max(map(_depth, value), default=0)
    return 0


def test_nests_beyond_counts_nesting() -> None:
    assert not nests_beyond(1, 0)
    assert nests_beyond({"t": "x"}, 0)
    assert not nests_beyond({"t": "x"}, 1)
    assert nests_beyond({"t": [[{}]]}, 3)
    assert not nests_beyond({"t": [[{}]]}, 4)
    assert nests_beyond({"a": 1, "b": [2, [3, {"c": []}]], "d": {}}, 3)
    catchup = next(m for m in SAMPLES if isinstance(m, CatchUp))
    assert not nests_beyond(CatchUp.from_map(catchup.to_frame(), "catchup").to_frame(), MAX_DEPTH)


def test_nests_beyond_agrees_with_the_depth_of_random_values() -> None:
    rng = random.Random(7)
    for _ in range(2000):
        value = random_value(rng)
        for levels in range(MAX_DEPTH + 2):
            assert nests_beyond(value, levels) == (_depth(value) > levels), (value, levels)


def test_nests_beyond_stops_at_the_limit_however_deep_the_value() -> None:
    deep: object = []
    for _ in range(100_000):  # far beyond the interpreter's recursion limit
        deep = [deep]
    assert nests_beyond({"t": "x", "v": deep}, MAX_DEPTH)


# --------------------------------------------------------------------------------- fuzz


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
            data = mutate(rng, rng.choice(valid))
        elif kind == 2:
            frame = rng.choice(SAMPLES).to_frame()
            key = rng.choice(list(frame))
            frame[key] = random_value(rng)
            data = msgpack.packb(frame, use_bin_type=True)
        else:
            value = {random_key(rng): random_value(rng) for _ in range(rng.randint(0, 6))}
            if rng.random() < 0.7:
                value["t"] = rng.choice(list(MESSAGES))
            data = msgpack.packb(value, use_bin_type=True)
        ok, errors = _decode_all(data, rng)
        accepted += ok
        refused += errors
    # Both outcomes are exercised, so the fuzz reaches the validation and the framing errors.
    assert accepted > 100 and refused > 1000


def test_a_share_of_small_order_gives_no_link_keys() -> None:
    """A share that would make the secret known to anyone (zero, a point of small order) is
    refused, so a peer in the middle cannot force a known key."""
    share = net.keyshare.KeyShare()
    for bad in (bytes(32), b"\x01" + bytes(31)):
        with pytest.raises(ValueError):
            share.link_keys(bad, b"context", dialing=True)
