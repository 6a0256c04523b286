"""Every protocol message as a small frozen value, checked field by field from its frame.

A message class lists its fields with a checker each; :func:`parse` turns a decoded frame into a
message or raises :class:`ProtocolError` naming the message and the field at fault, and
:meth:`Message.to_frame` gives the map to send. Receivers ignore fields they do not know.
``docs/protocol.md`` describes the flow; this module is the authority on the fields.

>>> parse({"t": "reject", "seq": 3, "reason": "out of turn", "sig": None})
Reject(seq=3, reason='out of turn', sig=None)
>>> parse({"t": "reject", "seq": -1, "reason": "", "sig": None})
Traceback (most recent call last):
...
net.messages.ProtocolError: reject.seq: -1 is not between 0 and 1000000
"""

from __future__ import annotations

import re
from collections.abc import Callable, Mapping
from dataclasses import dataclass, field, replace
from typing import Any, ClassVar, TypeVar

from engine.errors import NotationError, OptionsError
from engine.helsinki import Action, Options, Variant
from engine.record import PlayedMove
from engine.rules import HELSINKI, AnyRuleSet, GameMove, UnknownRuleSetError, rule_set
from net.config import (
    COLOURS,
    MAX_CATCHUP_MOVES,
    MAX_DECISIONS,
    MAX_MOVE_TEXT,
    MAX_NAME,
    MAX_REASON,
    MAX_SEATS,
    MIN_SEATS,
    TURN_TIMERS,
)
from net.identity import Identity, move_link, move_statement

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


NOTATION = text(MAX_MOVE_TEXT, 1)
"""A move's text: read as a move only by the rule set of the game it belongs to (the core's)."""


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


REMEMBERED = 512
"""Nested records remembered by :func:`nested` (per record type)."""
_remembered: dict[type[Struct], dict[tuple[tuple[object, ...], tuple[type, ...]], Struct]] = {}


def nested(cls: type[Struct]) -> Check:
    """A map checked as ``cls``. A record met again (a signed move echoed by every ack and
    relay) is the same value as the first time, in whatever message it comes: it is checked
    once, and compares by identity. It is known by its fields' values and their types, so that
    a field of another type (``True`` for ``1``) is never taken for one checked before."""
    keys = tuple(cls.SPEC)
    required = frozenset(keys) - cls.OPTIONAL.keys()
    seen = _remembered.setdefault(cls, {})
    every_field = not cls.OPTIONAL

    def check(value: object, where: str) -> Struct:
        if not isinstance(value, dict):
            raise _fail(where, f"expected a map, got {type(value).__name__}")
        if not required <= value.keys():
            return cls.from_map(value, where)  # raises: a field is missing
        if every_field:
            fields = tuple(map(value.__getitem__, keys))
        else:
            fields = tuple(value.get(key, _ABSENT) for key in keys)
        key = (fields, tuple(map(type, fields)))
        try:
            known = seen.get(key)
        except TypeError:  # a list or a map among the fields
            return cls.from_map(value, where)
        if known is None:
            known = cls.from_map(value, where)
            if len(seen) >= REMEMBERED:
                del seen[next(iter(seen))]
            seen[key] = known
        return known

    return check


PEER = text(16, 16, PEER_ID)
GAME = text(16, 16, PEER_ID)
HASH_TEXT = text(128, 32, HASH)
NAME = text(MAX_NAME, 1)
SEAT = integer(0, MAX_SEATS - 1)
SEQ = integer(0, MAX_SEQ)
REASON = text(MAX_REASON)
DIGEST = binary(32)
SIGNATURE = binary(64)
LINK = binary(16)
EPOCH = integer(0, MAX_SEQ)

R = TypeVar("R", bound="Struct")
_ABSENT = object()
"""A field left out of a map (no value on the wire is it)."""
RULES_NAME = re.compile(r"[a-z0-9][a-z0-9-]*")


@dataclass(frozen=True, slots=True)
class Struct:
    """A map of checked fields; subclasses declare ``SPEC`` in field order."""

    SPEC: ClassVar[dict[str, Check]] = {}
    OPTIONAL: ClassVar[Mapping[str, object]] = {}
    """Fields that may be left out, with the value they then have (they are left out when
    they have it, so a message that does not use them keeps its wire form)."""

    @classmethod
    def from_map(cls: type[R], data: Mapping[str, object], where: str) -> R:
        values: dict[str, Any] = {}
        for key, check in cls.SPEC.items():
            if key not in data:
                if key in cls.OPTIONAL:
                    continue
                raise _fail(where, f"missing field {key!r}")
            values[key] = check(data[key], f"{where}.{key}")
        return cls(**values)

    def to_map(self) -> dict[str, Any]:
        optional = self.OPTIONAL
        return {key: _wire(value) for key in self.SPEC
                if (value := getattr(self, key)) != optional.get(key, _ABSENT)}  # fmt: skip


_PLAIN = (int, str, bytes, type(None))
"""Field values that go on the wire as they are (a tuple: ``isinstance`` checks it faster than a
union)."""


def _wire(value: object) -> Any:
    if isinstance(value, _PLAIN):
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


MAX_RULE_SETS = 16
"""Rule-set versions a hello may list (:attr:`Hello.plays`)."""
MAX_OPTIONS = 16
"""Options a rule set other than Helsinki may send in :attr:`GameOptions.options`."""
OPTION_NAME = re.compile(r"[a-z][a-z0-9_]{0,31}")
OptionValue = int | str | bool | None | tuple[int | str | bool | None, ...]
_OPTION_SCALARS = (int, str, bool, type(None))


def _option_value(value: object, where: str) -> OptionValue:
    """An option's value: a number, a short text, true or false, null, or an array of these."""
    if isinstance(value, list):
        return array(_option_scalar, MAX_OPTIONS)(value, where)  # type: ignore[no-any-return]
    return _option_scalar(value, where)


def _option_scalar(value: object, where: str) -> int | str | bool | None:
    if not isinstance(value, _OPTION_SCALARS):
        kind = type(value).__name__
        raise _fail(where, f"expected a number, a text, true, false or null, got {kind}")
    if isinstance(value, str):
        return text(MAX_NAME)(value, where)  # type: ignore[no-any-return]
    if isinstance(value, int) and not isinstance(value, bool) and abs(value) > MAX_SEQ:
        raise _fail(where, f"{value} is out of range")
    return value


def option_map(value: object, where: str) -> tuple[tuple[str, OptionValue], ...]:
    """A rule set's options as a map from name to value, held as sorted pairs (a hashable,
    canonical value; :meth:`GameOptions.to_map` sends it as a map again)."""
    if not isinstance(value, dict):
        raise _fail(where, f"expected a map, got {type(value).__name__}")
    if len(value) > MAX_OPTIONS:
        raise _fail(where, f"{len(value)} options, at most {MAX_OPTIONS}")
    pairs = []
    for name, item in value.items():
        if not isinstance(name, str) or not OPTION_NAME.fullmatch(name):
            raise _fail(where, f"{str(name)[:40]!r} is no option name")
        pairs.append((name, _option_value(item, f"{where}.{name}")))
    return tuple(sorted(pairs))


@dataclass(frozen=True, slots=True)
class GameOptions(Struct):
    """What the lobby creator chose: SEAT count, PIN, turn timer, the rule set played and its
    options. Helsinki's options (the engine's :class:`Options`: variant, Dry roads, start seat,
    covered actions by their notation names) travel flattened, as ever; another rule set's
    travel in :attr:`options`, as its ``options_to_dict`` writes them.

    Values that do not fit together (covered actions without "new challenges", not five of
    them, a start seat beyond the seats, another rule set's options it does not take) are
    refused like any malformed field.
    """

    players: int = 2
    variant: str = str(Variant.ALL_ACTIONS)
    dry_roads: bool = False
    pin: bool = False
    start_seat: int | None = None
    cover: tuple[str, ...] | None = None
    turn_timer: int = 0
    """Seconds a player may hold a turn before the others may hand the seat to a bot (0: no
    limit; the lobby offers the values of :data:`~net.config.TURN_TIMERS`)."""
    rules_name: str = HELSINKI.name
    """The rule set played (:data:`~engine.rules.RULE_SETS`); left off the wire for Helsinki.
    The Helsinki fields above are the options of a Helsinki game only (another rule set's game
    ignores them)."""
    options: tuple[tuple[str, OptionValue], ...] | None = None
    """Another rule set's options (None: its default options); left off the wire when None,
    and always None for Helsinki."""
    SPEC: ClassVar[dict[str, Check]] = {
        "players": integer(MIN_SEATS, MAX_SEATS),
        "variant": one_of(*(str(v) for v in Variant)),
        "dry_roads": boolean,
        "pin": boolean,
        "start_seat": optional(SEAT),
        "cover": optional(array(one_of(*(a.notation for a in Action)), len(Action))),
        "turn_timer": integer(0, max(TURN_TIMERS)),
        "rules_name": text(32, 1, RULES_NAME),
        "options": optional(option_map),
    }
    OPTIONAL: ClassVar[Mapping[str, object]] = {"rules_name": HELSINKI.name, "options": None}

    def __post_init__(self) -> None:
        try:
            rules = rule_set(self.rules_name)
        except UnknownRuleSetError as error:
            raise ProtocolError(f"options: {error}") from None
        if rules is HELSINKI and self.options is not None:
            raise ProtocolError("options.options: Helsinki's options are the fields themselves")
        try:
            rules.check_options(self.game_options, self.players)
        except OptionsError as error:
            raise ProtocolError(f"options: {error}") from None

    def to_map(self) -> dict[str, Any]:
        wire = Struct.to_map(self)
        if self.options is not None:
            wire["options"] = {name: _wire(value) for name, value in self.options}
        return wire

    @property
    def rule_set(self) -> AnyRuleSet:
        """The rule set played."""
        return rule_set(self.rules_name)

    @property
    def game_options(self) -> Any:
        """The options of the game as its rule set takes them (Helsinki: :attr:`rules`);
        raises :class:`~engine.helsinki.options.OptionsError` for options the rule set does not take
        (never for a value that passed the checks)."""
        rules = self.rule_set
        if rules is HELSINKI:
            return self.rules
        if self.options is None:
            return rules.default_options
        return rules.options_from_dict({name: _wire(value) for name, value in self.options})

    @property
    def rules(self) -> Options:
        """The engine's options of a Helsinki game."""
        return Options.from_dict({
            "variant": self.variant, "dry_roads": self.dry_roads,
            "cover": None if self.cover is None else list(self.cover),
            "start_seat": self.start_seat,
        })  # fmt: skip

    @staticmethod
    def of(players: int, rules: Options, pin: bool = False, turn_timer: int = 0) -> GameOptions:
        """The options of a Helsinki lobby for ``players`` seats playing by ``rules``."""
        cover = None if rules.cover is None else tuple(a.notation for a in rules.cover)
        return GameOptions(players, str(rules.variant), rules.dry_roads, pin, rules.start_seat,
                           cover, turn_timer)  # fmt: skip

    @staticmethod
    def of_game(
        rules: AnyRuleSet,
        players: int,
        options: object = None,
        pin: bool = False,
        turn_timer: int = 0,
    ) -> GameOptions:
        """The options of a lobby for ``players`` seats playing ``rules`` with ``options``
        (its own options value; None: its default options)."""
        if rules is HELSINKI:
            chosen = HELSINKI.default_options if options is None else options
            assert isinstance(chosen, Options)
            return GameOptions.of(players, chosen, pin, turn_timer)
        told = None
        if options is not None and options != rules.default_options:
            told = option_map(rules.options_to_dict(options), "options")
        return GameOptions(players, pin=pin, turn_timer=turn_timer, rules_name=rules.name,
                           options=told)  # fmt: skip

    def with_players(self, players: int) -> GameOptions:
        """The same game for ``players`` seats (a chosen start seat beyond them dropped)."""
        if self.rule_set is HELSINKI:
            rules = self.rules
            if rules.start_seat is not None and rules.start_seat >= players:
                rules = replace(rules, start_seat=None)
            return replace(GameOptions.of(players, rules, self.pin), turn_timer=self.turn_timer)
        told = dict(self.options or ())
        start = told.get("start_seat")
        if isinstance(start, int) and start >= players:
            told["start_seat"] = None
        return replace(self, players=players, options=tuple(sorted(told.items())) or None)


@dataclass(frozen=True, slots=True)
class PeerInfo(Struct):
    """A seated peer of a started game and where to reach it."""

    peer: str
    name: str
    host: str
    port: int
    key: bytes
    """The peer's Ed25519 public key: it signs its link proofs, moves and votes."""
    SPEC: ClassVar[dict[str, Check]] = {
        "peer": PEER,
        "name": NAME,
        "host": text(15, 7, re.compile(r"[0-9.]+")),
        "port": integer(1, 65535),
        "key": DIGEST,
    }


@dataclass(frozen=True, slots=True)
class SignedMove(Struct):
    """Move number ``seq`` by ``seat``, the state hash after it, signed by the peer that ran
    the seat in ``epoch`` (see :func:`net.identity.move_statement`).

    ``prev`` is the :attr:`link` of the move before it (:data:`net.identity.FIRST_LINK` for the
    first): a move holds only after the very moves it was made on, so a move of a line that a
    decision undid never passes for one of the line played again, and the runner that plays
    its seat again after such an undoing never seems to have signed two moves for one number.
    """

    seq: int
    seat: int
    epoch: int
    prev: bytes
    move: str
    """The move's text as its runner signed it (read by the game's rule set:
    :meth:`played`)."""
    hash: str
    sig: bytes
    _statement: tuple[str, bytes] | None = field(default=None, init=False, repr=False,
                                                 compare=False)  # fmt: skip
    """The last game's statement, worked out once (the fields never change)."""
    _link: bytes | None = field(default=None, init=False, repr=False, compare=False)
    SPEC: ClassVar[dict[str, Check]] = {
        "seq": SEQ,
        "seat": SEAT,
        "epoch": EPOCH,
        "prev": LINK,
        "move": NOTATION,
        "hash": HASH_TEXT,
        "sig": SIGNATURE,
    }

    @classmethod
    def sign(cls, identity: Identity, game: str, seq: int, seat: int, epoch: int, prev: bytes,
             move: GameMove, digest: str) -> SignedMove:  # fmt: skip
        """The move signed by ``identity`` (which should run the seat in ``epoch``)."""
        statement = move_statement(game, seq, seat, epoch, prev, str(move), digest)
        signed = cls(seq, seat, epoch, prev, str(move), digest, identity.sign(statement))
        object.__setattr__(signed, "_statement", (game, statement))
        return signed

    def statement(self, game: str) -> bytes:
        """What its runner signed."""
        known = self._statement
        if known is not None and known[0] == game:
            return known[1]
        statement = move_statement(game, self.seq, self.seat, self.epoch, self.prev,
                                   self.move, self.hash)  # fmt: skip
        object.__setattr__(self, "_statement", (game, statement))
        return statement

    @property
    def link(self) -> bytes:
        """What the move after this one names as its ``prev``."""
        link = self._link
        if link is None:
            link = move_link(self.sig)
            object.__setattr__(self, "_link", link)
        return link

    def played(self, rules: AnyRuleSet) -> PlayedMove:
        """The move as played, read by ``rules``; raises
        :class:`~engine.helsinki.moves.NotationError` for a text that is not one of its moves
        written as the rule set writes it."""
        move = rules.parse_move(self.move)
        if str(move) != self.move:
            raise NotationError(f"{self.move[:40]!r} is not written as {str(move)[:40]!r} is")
        return PlayedMove(self.seat, move, self.hash)


PROPOSALS = ("handover", "giveback", "remove")
"""What a proposal changes: a seat goes to a bot, a seat goes back to its player, a peer is
voted out (its seats go to bots)."""
GROUNDS = (
    "lost", "stalled", "asked", "back", "desync", "reject", "hash", "acks", "equivocation",
    "illegal",
)  # fmt: skip
"""Why: the player's peer is gone; it held its turn past the turn timer; its owner asked; the
player is back; a false desync; a false reject; a wrong hash; no acks; two different moves; a
signed move the rules forbid."""


@dataclass(frozen=True, slots=True)
class Proposal(Struct):
    """A change of who runs seats, put to the vote by ``proposer`` (its ``number``-th proposal).

    ``subject`` is the peer it concerns, ``runner`` the peer that runs the seat afterwards (with
    ``bot``, or as a person when ``bot`` is nil), ``ply`` the number of moves played when it was
    made, from which it takes effect.
    """

    proposer: str
    number: int
    kind: str
    seat: int
    subject: str
    runner: str
    bot: str | None
    ply: int
    grounds: str
    SPEC: ClassVar[dict[str, Check]] = {
        "proposer": PEER,
        "number": SEQ,
        "kind": one_of(*PROPOSALS),
        "seat": SEAT,
        "subject": PEER,
        "runner": PEER,
        "bot": optional(text(16, 1, BOT_NAME)),
        "ply": SEQ,
        "grounds": one_of(*GROUNDS),
    }

    @property
    def key(self) -> tuple[str, int]:
        return self.proposer, self.number

    def encode(self) -> bytes:
        """The canonical bytes that votes sign."""
        return "\x1f".join(str(getattr(self, name)) for name in self.SPEC).encode()


@dataclass(frozen=True, slots=True)
class VoteSig(Struct):
    """One peer's signed yes to a proposal."""

    peer: str
    sig: bytes
    SPEC: ClassVar[dict[str, Check]] = {"peer": PEER, "sig": SIGNATURE}


@dataclass(frozen=True, slots=True)
class Certificate(Struct):
    """A proposal and the signed votes that carried it: anyone can check the decision."""

    proposal: Proposal
    votes: tuple[VoteSig, ...]
    SPEC: ClassVar[dict[str, Check]] = {
        "proposal": nested(Proposal),
        "votes": array(nested(VoteSig), MAX_SEATS, 1),
    }


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
    """A player or spectator asks to join a lobby or watch a game. ``ruleset`` is Helsinki's
    version (what every program plays); ``plays``, every rule-set version the program plays
    (:attr:`rule_sets`), so that the lobby refuses a program that lacks the game's."""

    proto: int
    ruleset: str
    name: str
    role: str
    peer: str
    port: int
    key: bytes
    plays: tuple[str, ...] = ()
    T: ClassVar[str] = "hello"
    SPEC: ClassVar[dict[str, Check]] = {
        "proto": integer(0, 65535),
        "ruleset": text(MAX_NAME, 1),
        "name": NAME,
        "role": one_of(*ROLES),
        "peer": PEER,
        "port": integer(0, 65535),
        "key": DIGEST,
        "plays": array(text(MAX_NAME, 1), MAX_RULE_SETS),
    }
    OPTIONAL: ClassVar[Mapping[str, object]] = {"plays": ()}

    @property
    def rule_sets(self) -> frozenset[str]:
        """The versions of the rule sets the program plays."""
        return frozenset((self.ruleset, *self.plays))


@dataclass(frozen=True, slots=True)
class Welcome(Message):
    """The handshake succeeded; ``seat`` is the seat given to a joining player."""

    game: str
    peer: str
    seat: int | None
    share: bytes | None = None
    """A mesh listener's X25519 share (:mod:`net.keyshare`); None in the lobby."""
    proof: bytes | None = None
    """A mesh listener's signature of :func:`net.identity.welcome_statement`; in the lobby, the
    host's of :func:`net.identity.lobby_statement`."""
    key: bytes | None = None
    """The lobby host's key, whose id is the game id (optional)."""
    T: ClassVar[str] = "welcome"
    SPEC: ClassVar[dict[str, Check]] = {
        "game": GAME,
        "peer": PEER,
        "seat": optional(SEAT),
        "share": optional(DIGEST),
        "proof": optional(SIGNATURE),
        "key": optional(DIGEST),
    }
    OPTIONAL: ClassVar[Mapping[str, object]] = {"key": None}


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
    """A seated peer opens its mesh connection, signing the listener's challenge and its share
    of the link's keys."""

    proto: int
    game: str
    peer: str
    share: bytes
    """The dialer's X25519 share (:mod:`net.keyshare`)."""
    proof: bytes
    """The signature of :func:`net.identity.link_statement` by the peer's key."""
    T: ClassVar[str] = "peer"
    SPEC: ClassVar[dict[str, Check]] = {
        "proto": integer(0, 65535),
        "game": GAME,
        "peer": PEER,
        "share": DIGEST,
        "proof": SIGNATURE,
    }


@dataclass(frozen=True, slots=True)
class Commit(Message):
    """The commitment to the sender's seed nonce."""

    seed: bytes
    T: ClassVar[str] = "commit"
    SPEC: ClassVar[dict[str, Check]] = {"seed": DIGEST}


@dataclass(frozen=True, slots=True)
class Reveal(Message):
    nonce: bytes
    T: ClassVar[str] = "reveal"
    SPEC: ClassVar[dict[str, Check]] = {"nonce": DIGEST}


@dataclass(frozen=True, slots=True)
class MoveMessage(Message):
    """A move as its player's peer sends it: a :class:`SignedMove` (the hash is the sender's)."""

    signed: SignedMove
    T: ClassVar[str] = "move"
    SPEC: ClassVar[dict[str, Check]] = {"signed": nested(SignedMove)}


@dataclass(frozen=True, slots=True)
class Ack(Message):
    """The sender applied ``signed`` (echoed, so that two different moves show) and reached
    ``hash``."""

    signed: SignedMove
    hash: str
    T: ClassVar[str] = "ack"
    SPEC: ClassVar[dict[str, Check]] = {"signed": nested(SignedMove), "hash": HASH_TEXT}

    @property
    def seq(self) -> int:
        return self.signed.seq


@dataclass(frozen=True, slots=True)
class Reject(Message):
    """The sender refused move ``seq`` (the one signed ``sig``) and changed nothing."""

    seq: int
    reason: str
    sig: bytes | None = None
    T: ClassVar[str] = "reject"
    SPEC: ClassVar[dict[str, Check]] = {"seq": SEQ, "reason": REASON, "sig": optional(SIGNATURE)}


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
    """A peer that lost its connections comes back, signing the listener's challenge and its
    share of the link's keys (as :class:`PeerHello`)."""

    proto: int
    game: str
    peer: str
    share: bytes
    proof: bytes
    have: int
    """Moves the rejoining peer saw agreed: the catch-up starts there, so that a move the two
    sides agreed on differently while apart shows."""
    port: int
    """The rejoining peer's (possibly new) listening port."""
    T: ClassVar[str] = "rejoin"
    SPEC: ClassVar[dict[str, Check]] = {
        "proto": integer(0, 65535),
        "game": GAME,
        "peer": PEER,
        "share": DIGEST,
        "proof": SIGNATURE,
        "have": SEQ,
        "port": integer(1, 65535),
    }


@dataclass(frozen=True, slots=True)
class CatchUp(Message):
    """The game so far: header, the decisions taken (in the first part) and the signed moves
    ``first`` .. ``first + len(moves) - 1``."""

    game: str
    seats: tuple[SeatInfo, ...]
    options: GameOptions
    seed: str
    first: int
    moves: tuple[SignedMove, ...]
    last: bool
    decisions: tuple[Certificate, ...] = ()
    agreed: int = 0
    """Moves the sender saw every linked peer agree on (the receiver takes them as agreed once
    its own hash matches their runner's)."""
    T: ClassVar[str] = "catchup"
    SPEC: ClassVar[dict[str, Check]] = {
        "game": GAME,
        "seats": array(nested(SeatInfo), MAX_SEATS, MIN_SEATS),
        "options": nested(GameOptions),
        "seed": text(64, 64, SEED),
        "first": SEQ,
        "moves": array(nested(SignedMove), MAX_CATCHUP_MOVES),
        "last": boolean,
        "decisions": array(nested(Certificate), MAX_DECISIONS),
        "agreed": SEQ,
    }


@dataclass(frozen=True, slots=True)
class Propose(Message):
    """Put a change of who runs seats to the vote (or, to the keeper, ask for it)."""

    proposal: Proposal
    T: ClassVar[str] = "propose"
    SPEC: ClassVar[dict[str, Check]] = {"proposal": nested(Proposal)}


@dataclass(frozen=True, slots=True)
class Vote(Message):
    """The sender's answer to a proposal; a yes carries its signature."""

    proposer: str
    number: int
    yes: bool
    sig: bytes | None
    T: ClassVar[str] = "vote"
    SPEC: ClassVar[dict[str, Check]] = {
        "proposer": PEER,
        "number": SEQ,
        "yes": boolean,
        "sig": optional(SIGNATURE),
    }


@dataclass(frozen=True, slots=True)
class Decide(Message):
    """A proposal carried by a majority: every receiver checks the votes and applies it."""

    certificate: Certificate
    T: ClassVar[str] = "decide"
    SPEC: ClassVar[dict[str, Check]] = {"certificate": nested(Certificate)}


@dataclass(frozen=True, slots=True)
class Accuse(Message):
    """Two different moves signed by one peer for one number: proof that it equivocated."""

    first: SignedMove
    second: SignedMove
    T: ClassVar[str] = "accuse"
    SPEC: ClassVar[dict[str, Check]] = {
        "first": nested(SignedMove),
        "second": nested(SignedMove),
    }


@dataclass(frozen=True, slots=True)
class Illegal(Message):
    """A move signed by its seat's runner that the rules forbid: proof of its runner's fault,
    which every peer checks with its own engine."""

    signed: SignedMove
    T: ClassVar[str] = "illegal"
    SPEC: ClassVar[dict[str, Check]] = {"signed": nested(SignedMove)}


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
        Propose, Vote, Decide, Accuse, Illegal, Bye,
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
