"""A game as discovery announces it: the TXT record, its checks, and the browser's events.

:class:`GameInfo` is what an announcement says about a game and where to join it;
:func:`parse_txt` reads and checks a TXT record; :class:`Found`, :class:`Changed`,
:class:`Conflict` and :class:`Gone` are what a browser reports about a game.
"""

from __future__ import annotations

import re
from collections.abc import Sequence
from dataclasses import dataclass

from engine.errors import OptionsError
from engine.helsinki.options import Options, Variant, parse_cover
from engine.rules import HELSINKI, RULE_SETS, UnknownRuleSetError
from net.config import MAX_NAME, MAX_SEATS, PROTOCOL_VERSION, TURN_TIMERS, TXT_VERSION

STATES = ("lobby", "running")
_SEATS = re.compile(r"([0-9])/([0-9])")
_ID = re.compile(r"[0-9a-f]{16}")
_CONTROL = re.compile(r"[\x00-\x1f\x7f]")
_VARIANTS = frozenset(str(v) for v in Variant)
_TIMERS = frozenset(str(t) for t in TURN_TIMERS if t)


@dataclass(frozen=True, slots=True)
class GameInfo:
    """A game as announced: where to join it and what it is."""

    id: str
    name: str
    host: str
    """The announcer's mDNS host name."""
    port: int
    addresses: tuple[str, ...]
    state: str
    taken: int
    total: int
    pin: bool
    proto: int
    ruleset: str
    """The version of the game's rule set (``helsinki-2``, ``copenhagen-1``)."""
    creator: str = ""
    """The lobby creator's player name."""
    rules: Options | None = None
    """A Helsinki game's options (variant, Dry roads, the covered actions and the start seat
    when they were chosen), None when the announcement does not tell them (and for another
    rule set's game)."""
    rivals: tuple[str, ...] = ()
    """``address:port`` of other live announcements of the same game id (see
    :mod:`net.listing`): when not empty, somebody announces a game that is not this one."""
    turn_timer: int = 0
    """Seconds a turn may take before the others may hand the seat to a bot (0: no limit)."""

    @property
    def conflict(self) -> bool:
        """Whether another announcement claims this game's id."""
        return bool(self.rivals)

    @property
    def plays_rule_set(self) -> bool:
        """Whether this program plays the game's rule set (of this version)."""
        return any(rules.version == self.ruleset for rules in RULE_SETS.values())

    @property
    def compatible(self) -> bool:
        """Whether this program speaks the game's protocol and plays its rule set."""
        return self.proto == PROTOCOL_VERSION and self.plays_rule_set

    @property
    def game_title(self) -> str:
        """The game played, as a listing names it: ``Copenhagen``, or the announced rule-set
        version when this program does not play it."""
        try:
            return RULE_SETS.with_version(self.ruleset).name.capitalize()
        except UnknownRuleSetError:
            return self.ruleset

    @property
    def joinable(self) -> bool:
        return self.compatible and self.state == "lobby" and self.taken < self.total

    def properties(self) -> dict[str, str]:
        """The TXT record (the rules' keys only when there are rules to tell)."""
        rules = self.rules
        told = {} if rules is None else {
            "variant": str(rules.variant),
            "dry": "1" if rules.dry_roads else "0",
            **({} if rules.cover is None else {"cover": ",".join(a.notation for a in rules.cover)}),
            **({} if rules.start_seat is None else {"start": str(rules.start_seat)}),
        }  # fmt: skip
        return {
            "txtvers": TXT_VERSION,
            "proto": str(self.proto),
            "ruleset": self.ruleset,
            "id": self.id,
            "name": self.name,
            "state": self.state,
            "seats": f"{self.taken}/{self.total}",
            "pin": "1" if self.pin else "0",
            "creator": self.creator,
            **told,
            **({"timer": str(self.turn_timer)} if self.turn_timer else {}),
        }


class TxtError(ValueError):
    """A TXT record that is not a Helsinki game's."""


def parse_txt(
    properties: dict[str, str | None], host: str, port: int, addresses: Sequence[str]
) -> GameInfo:
    """A :class:`GameInfo` from an announcement; raises :class:`TxtError` if malformed."""

    def get(key: str) -> str:
        value = properties.get(key)
        if value is None:
            raise TxtError(f"TXT key {key!r} is missing")
        return value

    if get("txtvers") != TXT_VERSION:
        raise TxtError(f"unknown txtvers {properties.get('txtvers')!r}")
    proto = get("proto")
    if not proto.isdigit() or len(proto) > 5:
        raise TxtError(f"proto {proto[:20]!r} is not a number")
    game_id, state, seats = get("id"), get("state"), _SEATS.fullmatch(get("seats"))
    if not _ID.fullmatch(game_id):
        raise TxtError("malformed game id")
    if state not in STATES:
        raise TxtError(f"unknown state {state[:20]!r}")
    if seats is None or not 0 <= int(seats[1]) <= int(seats[2]) <= MAX_SEATS:
        raise TxtError(f"malformed seats {get('seats')[:20]!r}")
    name = _CONTROL.sub("", get("name"))[:MAX_NAME]
    creator = _CONTROL.sub("", properties.get("creator") or "")[:MAX_NAME]
    if get("pin") not in ("0", "1"):
        raise TxtError("pin must be 0 or 1")
    timer = properties.get("timer") or ""  # (optional, shown only: one not offered is left out)
    ruleset = get("ruleset")[:MAX_NAME]
    return GameInfo(
        id=game_id,
        name=name,
        host=host,
        port=port,
        addresses=tuple(addresses),
        state=state,
        taken=int(seats[1]),
        total=int(seats[2]),
        pin=get("pin") == "1",
        proto=int(proto),
        ruleset=ruleset,
        creator=creator,
        rules=_rules(properties, int(seats[2])) if ruleset == HELSINKI.version else None,
        turn_timer=int(timer) if timer in _TIMERS else 0,
    )


def _rules(properties: dict[str, str | None], seats: int) -> Options | None:
    """The announced options (optional keys, shown only): None without a known variant; a
    malformed cover or start seat is left out."""
    variant = properties.get("variant") or ""
    if variant not in _VARIANTS:
        return None
    rules = Options(Variant(variant), properties.get("dry") == "1")
    try:
        cover = properties.get("cover")
        if cover is not None and rules.variant == Variant.NEW_CHALLENGES:
            rules = Options(rules.variant, rules.dry_roads, parse_cover(cover[:200]))
    except OptionsError:
        pass
    start = properties.get("start") or ""
    if start.isdigit() and int(start) < seats:
        rules = Options(rules.variant, rules.dry_roads, rules.cover, int(start))
    return rules


@dataclass(frozen=True, slots=True)
class Found:
    """A game appeared."""

    game: GameInfo


@dataclass(frozen=True, slots=True)
class Changed:
    """A listed game changed (its TXT record, or a conflict that ended)."""

    game: GameInfo


@dataclass(frozen=True, slots=True)
class Conflict:
    """Another announcement claims a listed game's id (see :attr:`GameInfo.rivals`)."""

    game: GameInfo


@dataclass(frozen=True, slots=True)
class Gone:
    """A game is no longer announced (it said goodbye, or stopped answering)."""

    game: GameInfo


Event = Found | Changed | Conflict | Gone
