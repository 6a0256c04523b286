"""Every protocol message as a small frozen value, checked field by field from its frame.

A message class lists its fields with a checker each; :func:`parse` turns a decoded frame into a
message or raises :class:`ProtocolError` naming the message and the field at fault, and
:meth:`Message.to_frame` gives the map to send. Receivers ignore fields they do not know.
``docs/protocol.md`` describes the flow; this module is the authority on the fields.

>>> parse({"t": "ack", "seq": 3, "hash": "0" * 32})
Ack(seq=3, hash='00000000000000000000000000000000')
>>> parse({"t": "ack", "seq": -1, "hash": "0" * 32})
Traceback (most recent call last):
...
net.messages.ProtocolError: ack.seq: -1 is not between 0 and 1000000
"""

from __future__ import annotations

import re
from collections.abc import Callable, Mapping
from dataclasses import dataclass
from typing import Any, ClassVar, TypeVar

from engine import Action, Options, OptionsError, Variant
from net.config import (
    COLOURS,
    MAX_CATCHUP_MOVES,
    MAX_MOVE_TEXT,
    MAX_NAME,
    MAX_REASON,
    MAX_SEATS,
    MIN_SEATS,
)

MAX_SEQ = 1_000_000
PEER_ID = re.compile(r"[0-9a-f]{16}")
HASH = re.compile(r"[0-9a-f]{32,128}")
SEED = re.compile(r"[0-9a-f]{64}")
ROLES = ("player", "spectator")
BOT_NAME = re.compile(r"[a-z][a-z0-9_-]{0,15}")


class ProtocolError(ValueError):
    """A frame that is no valid message; ``reason`` says which field is wrong and how."""

    def __init__(self, reason: str) -> None:
        super().__init__(reason)
        self.reason = reason


Check = Callable[[object, str], Any]
"""A field checker: returns the field's value or raises ProtocolError naming ``where``."""


def _fail(where: str, why: str) -> ProtocolError:
    return ProtocolError(f"{where}: {why}")


def integer(lo: int, hi: int) -> Check:
    def check(value: object, where: str) -> int:
        if not isinstance(value, int) or isinstance(value, bool):
            raise _fail(where, f"expected an integer, got {type(value).__name__}")
        if not lo <= value <= hi:
            raise _fail(where, f"{value} is not between {lo} and {hi}")
        return value

    return check


def boolean(value: object, where: str) -> bool:
    if not isinstance(value, bool):
        raise _fail(where, f"expected true or false, got {type(value).__name__}")
    return value


_CONTROL = re.compile(r"[\x00-\x1f\x7f]")


def text(
    max_len: int = MAX_NAME, min_len: int = 0, pattern: re.Pattern[str] | None = None
) -> Check:
    def check(value: object, where: str) -> str:
        if not isinstance(value, str):
            raise _fail(where, f"expected a text, got {type(value).__name__}")
        if not min_len <= len(value) <= max_len:
            raise _fail(where, f"length {len(value)} is not between {min_len} and {max_len}")
        if pattern is not None and not pattern.fullmatch(value):
            raise _fail(where, f"{value[:40]!r} is malformed")
        if _CONTROL.search(value):
            raise _fail(where, "control characters are not allowed")
        return value

    return check


def binary(size: int) -> Check:
    def check(value: object, where: str) -> bytes:
        if not isinstance(value, bytes):
            raise _fail(where, f"expected {size} bytes, got {type(value).__name__}")
        if len(value) != size:
            raise _fail(where, f"expected {size} bytes, got {len(value)}")
        return value

    return check


def one_of(*choices: str) -> Check:
    def check(value: object, where: str) -> str:
        if value not in choices:
            raise _fail(where, f"{str(value)[:40]!r} is not one of {', '.join(choices)}")
        assert isinstance(value, str)
        return value

    return check


def optional(inner: Check) -> Check:
    def check(value: object, where: str) -> Any:
        return None if value is None else inner(value, where)

    return check


def array(inner: Check, max_len: int, min_len: int = 0) -> Check:
    def check(value: object, where: str) -> tuple[Any, ...]:
        if not isinstance(value, list):
            raise _fail(where, f"expected an array, got {type(value).__name__}")
        if not min_len <= len(value) <= max_len:
            raise _fail(where, f"{len(value)} items, expected {min_len} to {max_len}")
        return tuple(inner(item, f"{where}[{i}]") for i, item in enumerate(value))

    return check


def nested(cls: type[Struct]) -> Check:
    def check(value: object, where: str) -> Struct:
        if not isinstance(value, dict):
            raise _fail(where, f"expected a map, got {type(value).__name__}")
        return cls.from_map(value, where)

    return check


PEER = text(16, 16, PEER_ID)
GAME = text(16, 16, PEER_ID)
HASH_TEXT = text(128, 32, HASH)
NAME = text(MAX_NAME, 1)
SEAT = integer(0, MAX_SEATS - 1)
SEQ = integer(0, MAX_SEQ)
REASON = text(MAX_REASON)
DIGEST = binary(32)

R = TypeVar("R", bound="Struct")


@dataclass(frozen=True, slots=True)
class Struct:
    """A map of checked fields; subclasses declare ``SPEC`` in field order."""

    SPEC: ClassVar[dict[str, Check]] = {}

    @classmethod
    def from_map(cls: type[R], data: Mapping[str, object], where: str) -> R:
        values: dict[str, Any] = {}
        for key, check in cls.SPEC.items():
            if key not in data:
                raise _fail(where, f"missing field {key!r}")
            values[key] = check(data[key], f"{where}.{key}")
        return cls(**values)

    def to_map(self) -> dict[str, Any]:
        return {key: _wire(getattr(self, key)) for key in self.SPEC}


def _wire(value: object) -> Any:
    if isinstance(value, int | str | bytes | None):
        return value
    if isinstance(value, Struct):
        return value.to_map()
    if isinstance(value, tuple | list):
        return [_wire(v) for v in value]
    return value


# ------------------------------------------------------------------ nested records


@dataclass(frozen=True, slots=True)
class SeatInfo(Struct):
    """A taken seat of the roster: who plays it and which peer runs it."""

    name: str
    colour: int
    ready: bool
    bot: str | None
    peer: str
    SPEC: ClassVar[dict[str, Check]] = {
        "name": NAME,
        "colour": integer(0, COLOURS - 1),
        "ready": boolean,
        "bot": optional(text(16, 1, BOT_NAME)),
        "peer": PEER,
    }


@dataclass(frozen=True, slots=True)
class GameOptions(Struct):
    """What the lobby creator chose: SEAT count, PIN, and the engine's :class:`Options`
    (variant, Dry roads, start seat, covered actions by their notation names), flattened.

    Values that do not fit together (covered actions without "new challenges", not five of
    them, a start seat beyond the seats) are refused like any malformed field.
    """

    players: int = 2
    variant: str = str(Variant.ALL_ACTIONS)
    dry_roads: bool = False
    pin: bool = False
    start_seat: int | None = None
    cover: tuple[str, ...] | None = None
    SPEC: ClassVar[dict[str, Check]] = {
        "players": integer(MIN_SEATS, MAX_SEATS),
        "variant": one_of(*(str(v) for v in Variant)),
        "dry_roads": boolean,
        "pin": boolean,
        "start_seat": optional(SEAT),
        "cover": optional(array(one_of(*(a.notation for a in Action)), len(Action))),
    }

    def __post_init__(self) -> None:
        try:
            self.rules.check_players(self.players)
        except OptionsError as error:
            raise ProtocolError(f"options: {error}") from None

    @property
    def rules(self) -> Options:
        """The engine's options of the game."""
        return Options.from_dict({
            "variant": self.variant, "dry_roads": self.dry_roads,
            "cover": None if self.cover is None else list(self.cover),
            "start_seat": self.start_seat,
        })  # fmt: skip

    @staticmethod
    def of(players: int, rules: Options, pin: bool = False) -> GameOptions:
        """The options of a lobby for ``players`` seats playing by ``rules``."""
        cover = None if rules.cover is None else tuple(a.notation for a in rules.cover)
        return GameOptions(players, str(rules.variant), rules.dry_roads, pin, rules.start_seat,
                           cover)  # fmt: skip


@dataclass(frozen=True, slots=True)
class PeerInfo(Struct):
    """A seated peer of a started game and where to reach it."""

    peer: str
    name: str
    host: str
    port: int
    key: bytes
    """BLAKE2b of the peer's secret, revealed when it connects to the mesh."""
    SPEC: ClassVar[dict[str, Check]] = {
        "peer": PEER,
        "name": NAME,
        "host": text(15, 7, re.compile(r"[0-9.]+")),
        "port": integer(1, 65535),
        "key": DIGEST,
    }


@dataclass(frozen=True, slots=True)
class MoveEntry(Struct):
    """One move of a record: SEAT, move text, state hash after it."""

    seat: int
    move: str
    hash: str
    SPEC: ClassVar[dict[str, Check]] = {
        "seat": SEAT,
        "move": text(MAX_MOVE_TEXT, 1),
        "hash": HASH_TEXT,
    }


@dataclass(frozen=True, slots=True)
class SeatSecret(Struct):
    seat: int
    secret: bytes
    SPEC: ClassVar[dict[str, Check]] = {"seat": SEAT, "secret": DIGEST}


@dataclass(frozen=True, slots=True)
class PeerHash(Struct):
    peer: str
    hash: str
    SPEC: ClassVar[dict[str, Check]] = {"peer": PEER, "hash": HASH_TEXT}


# ------------------------------------------------------------------------ messages


@dataclass(frozen=True, slots=True)
class Message(Struct):
    """A top-level message; ``T`` is its type tag, the frame's ``"t"``."""

    T: ClassVar[str] = ""

    def to_frame(self) -> dict[str, Any]:
        return {"t": self.T, **self.to_map()}


@dataclass(frozen=True, slots=True)
class Challenge(Message):
    """First message of every connection, from the listening side."""

    nonce: bytes
    pin: bool
    T: ClassVar[str] = "challenge"
    SPEC: ClassVar[dict[str, Check]] = {"nonce": binary(16), "pin": boolean}


@dataclass(frozen=True, slots=True)
class Hello(Message):
    """A player or spectator asks to join a lobby or watch a game."""

    proto: int
    ruleset: str
    name: str
    role: str
    peer: str
    port: int
    key: bytes
    pin: bytes | None = None
    T: ClassVar[str] = "hello"
    SPEC: ClassVar[dict[str, Check]] = {
        "proto": integer(0, 65535),
        "ruleset": text(MAX_NAME, 1),
        "name": NAME,
        "role": one_of(*ROLES),
        "peer": PEER,
        "port": integer(0, 65535),
        "key": DIGEST,
        "pin": optional(binary(16)),
    }


@dataclass(frozen=True, slots=True)
class Welcome(Message):
    """The handshake succeeded; ``seat`` is the seat given to a joining player."""

    game: str
    peer: str
    seat: int | None
    T: ClassVar[str] = "welcome"
    SPEC: ClassVar[dict[str, Check]] = {"game": GAME, "peer": PEER, "seat": optional(SEAT)}


REFUSALS = (
    "version", "ruleset", "full", "started", "pin", "name", "game", "peer", "secret", "spectators",
    "closed", "protocol",
)  # fmt: skip


@dataclass(frozen=True, slots=True)
class Refuse(Message):
    """The handshake failed; ``reason`` is a code from :data:`REFUSALS`, ``text`` explains."""

    reason: str
    text: str
    T: ClassVar[str] = "refuse"
    SPEC: ClassVar[dict[str, Check]] = {"reason": one_of(*REFUSALS), "text": REASON}


@dataclass(frozen=True, slots=True)
class Lobby(Message):
    """The roster: one entry per seat, None for a free seat."""

    game: str
    host: str
    seats: tuple[SeatInfo | None, ...]
    T: ClassVar[str] = "lobby"
    SPEC: ClassVar[dict[str, Check]] = {
        "game": GAME,
        "host": PEER,
        "seats": array(optional(nested(SeatInfo)), MAX_SEATS, MIN_SEATS),
    }


@dataclass(frozen=True, slots=True)
class OptionsMessage(Message):
    """The lobby's options, sent by its creator whenever they change."""

    options: GameOptions
    T: ClassVar[str] = "options"
    SPEC: ClassVar[dict[str, Check]] = {"options": nested(GameOptions)}


@dataclass(frozen=True, slots=True)
class Ready(Message):
    """A player is (or no longer is) ready, and may ask for a colour."""

    ready: bool
    colour: int | None = None
    T: ClassVar[str] = "ready"
    SPEC: ClassVar[dict[str, Check]] = {
        "ready": boolean,
        "colour": optional(integer(0, COLOURS - 1)),
    }


@dataclass(frozen=True, slots=True)
class BotRequest(Message):
    """Add a bot run by the sender (``bot`` set; ``seat`` None for any free seat) or remove one."""

    seat: int | None
    bot: str | None
    T: ClassVar[str] = "bot"
    SPEC: ClassVar[dict[str, Check]] = {
        "seat": optional(SEAT),
        "bot": optional(text(16, 1, BOT_NAME)),
    }


@dataclass(frozen=True, slots=True)
class Start(Message):
    """The roster is final: every seated peer now connects to every other one."""

    game: str
    seats: tuple[SeatInfo, ...]
    peers: tuple[PeerInfo, ...]
    options: GameOptions
    T: ClassVar[str] = "start"
    SPEC: ClassVar[dict[str, Check]] = {
        "game": GAME,
        "seats": array(nested(SeatInfo), MAX_SEATS, MIN_SEATS),
        "peers": array(nested(PeerInfo), MAX_SEATS, 1),
        "options": nested(GameOptions),
    }


@dataclass(frozen=True, slots=True)
class PeerHello(Message):
    """A seated peer opens its mesh connection, revealing the secret behind its key."""

    proto: int
    game: str
    peer: str
    secret: bytes
    T: ClassVar[str] = "peer"
    SPEC: ClassVar[dict[str, Check]] = {
        "proto": integer(0, 65535),
        "game": GAME,
        "peer": PEER,
        "secret": DIGEST,
    }


@dataclass(frozen=True, slots=True)
class Commit(Message):
    """Commitments: to the seed nonce and to one rejoin secret per seat of the sender."""

    seed: bytes
    seats: tuple[bytes, ...]
    T: ClassVar[str] = "commit"
    SPEC: ClassVar[dict[str, Check]] = {"seed": DIGEST, "seats": array(DIGEST, MAX_SEATS, 1)}


@dataclass(frozen=True, slots=True)
class Reveal(Message):
    nonce: bytes
    T: ClassVar[str] = "reveal"
    SPEC: ClassVar[dict[str, Check]] = {"nonce": DIGEST}


@dataclass(frozen=True, slots=True)
class MoveMessage(Message):
    """Move number ``seq`` (0-based), by ``seat``, and the state hash after it."""

    seq: int
    seat: int
    move: str
    hash: str
    T: ClassVar[str] = "move"
    SPEC: ClassVar[dict[str, Check]] = {
        "seq": SEQ,
        "seat": SEAT,
        "move": text(MAX_MOVE_TEXT, 1),
        "hash": HASH_TEXT,
    }


@dataclass(frozen=True, slots=True)
class Ack(Message):
    """The sender applied move ``seq`` and reached ``hash``."""

    seq: int
    hash: str
    T: ClassVar[str] = "ack"
    SPEC: ClassVar[dict[str, Check]] = {"seq": SEQ, "hash": HASH_TEXT}


@dataclass(frozen=True, slots=True)
class Reject(Message):
    """The sender refused move ``seq`` and changed nothing."""

    seq: int
    reason: str
    T: ClassVar[str] = "reject"
    SPEC: ClassVar[dict[str, Check]] = {"seq": SEQ, "reason": REASON}


@dataclass(frozen=True, slots=True)
class Heartbeat(Message):
    """Keeps an idle connection alive; ``seq`` is the number of moves the sender applied."""

    seq: int
    T: ClassVar[str] = "heartbeat"
    SPEC: ClassVar[dict[str, Check]] = {"seq": SEQ}


@dataclass(frozen=True, slots=True)
class Desync(Message):
    """The sender paused the game: the peers disagree after move ``seq``."""

    seq: int
    reason: str
    hashes: tuple[PeerHash, ...]
    T: ClassVar[str] = "desync"
    SPEC: ClassVar[dict[str, Check]] = {
        "seq": SEQ,
        "reason": REASON,
        "hashes": array(nested(PeerHash), MAX_SEATS),
    }


@dataclass(frozen=True, slots=True)
class Rejoin(Message):
    """A peer that lost its connections comes back, proving its seats with their secrets."""

    proto: int
    game: str
    peer: str
    seats: tuple[SeatSecret, ...]
    have: int
    port: int
    """The rejoining peer's (possibly new) listening port."""
    T: ClassVar[str] = "rejoin"
    SPEC: ClassVar[dict[str, Check]] = {
        "proto": integer(0, 65535),
        "game": GAME,
        "peer": PEER,
        "seats": array(nested(SeatSecret), MAX_SEATS, 1),
        "have": SEQ,
        "port": integer(1, 65535),
    }


@dataclass(frozen=True, slots=True)
class CatchUp(Message):
    """The game so far: header and moves ``first`` .. ``first + len(moves) - 1``."""

    game: str
    seats: tuple[SeatInfo, ...]
    options: GameOptions
    seed: str
    first: int
    moves: tuple[MoveEntry, ...]
    last: bool
    T: ClassVar[str] = "catchup"
    SPEC: ClassVar[dict[str, Check]] = {
        "game": GAME,
        "seats": array(nested(SeatInfo), MAX_SEATS, MIN_SEATS),
        "options": nested(GameOptions),
        "seed": text(64, 64, SEED),
        "first": SEQ,
        "moves": array(nested(MoveEntry), MAX_CATCHUP_MOVES),
        "last": boolean,
    }


@dataclass(frozen=True, slots=True)
class Handover(Message):
    """Seat ``seat`` is played from now on by bot ``bot`` run by peer ``peer``."""

    seat: int
    bot: str
    peer: str
    T: ClassVar[str] = "handover"
    SPEC: ClassVar[dict[str, Check]] = {
        "seat": SEAT,
        "bot": text(16, 1, BOT_NAME),
        "peer": PEER,
    }


@dataclass(frozen=True, slots=True)
class Bye(Message):
    """The sender leaves and closes the connection."""

    reason: str
    T: ClassVar[str] = "bye"
    SPEC: ClassVar[dict[str, Check]] = {"reason": REASON}


# ------------------------------------------------------- the PIN's key exchange (net.pake)


@dataclass(frozen=True, slots=True)
class PinOffer(Message):
    """A SPAKE2 message of the PIN exchange; the listener's answer carries its proof too."""

    message: bytes
    proof: bytes | None
    T: ClassVar[str] = "pake"
    SPEC: ClassVar[dict[str, Check]] = {"message": binary(33), "proof": optional(DIGEST)}


@dataclass(frozen=True, slots=True)
class PinProof(Message):
    """The dialer's key confirmation: the last message it sends before the link is sealed."""

    proof: bytes
    T: ClassVar[str] = "confirm"
    SPEC: ClassVar[dict[str, Check]] = {"proof": DIGEST}


MESSAGES: dict[str, type[Message]] = {
    cls.T: cls
    for cls in (
        Challenge, Hello, Welcome, Refuse, Lobby, OptionsMessage, Ready, BotRequest, Start,
        PeerHello, Commit, Reveal, MoveMessage, Ack, Reject, Heartbeat, Desync, Rejoin, CatchUp,
        Handover, Bye,
    )
}  # fmt: skip
MESSAGES.update({cls.T: cls for cls in (PinOffer, PinProof)})


def parse(frame: Mapping[str, object]) -> Message:
    """The message of a decoded frame; raises :class:`ProtocolError` saying what is wrong."""
    kind = frame.get("t")
    if not isinstance(kind, str):
        raise ProtocolError("a message needs a text field 't'")
    cls = MESSAGES.get(kind)
    if cls is None:
        raise ProtocolError(f"unknown message type {kind[:40]!r}")
    return cls.from_map(frame, kind)
