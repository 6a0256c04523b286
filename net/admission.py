"""Who may come in: to a lobby, and to a started game; the decisions of both sides.

Sans-I/O, in the manner of h11: values in, a decision out; no socket, no event loop, no clock
(the tables below take the time as an argument).

**The lobby.** :func:`admit_to_lobby` decides on a ``hello`` from what the lobby knows (a
:class:`LobbyGate`): refuse it, seat it, or, in a PIN lobby whose joiner did not prove the PIN,
put it before the host as a *knock* (:class:`Knock`), who lets it in by hand or turns it away.
:class:`Knocks` keeps the knocks waiting (a bounded queue), :class:`Removals` the peers the host
removed from the room, refused for a while by id, key and address. :mod:`net.lobby` carries the
decisions out.

**A started game.** The listener has sent its challenge (with a fresh nonce) and read the first
message of a connection; :func:`admit` decides from it and from what the game knows (a
:class:`Gate`): run the PIN exchange first (:class:`ExchangePin`), let a seated peer open its
mesh link (:class:`AdmitMesh`) or come back (:class:`AdmitRejoin`), let a spectator watch
(:class:`AdmitSpectator`), or refuse with the :class:`~net.messages.Refuse` to send. A seated
peer's admission carries the signed ``welcome`` and the link's keys (:mod:`net.keyshare`).

The dialer of a mesh link or a rejoin checks the listener's answer with :func:`check_welcome`:
the keys of the sealed link, or why it closes the connection (:class:`Unwelcome`).
:mod:`net.door` and :mod:`net.mesh` carry the decisions out.
"""

from __future__ import annotations

import math
from collections.abc import Collection, Mapping, Sequence
from dataclasses import dataclass, field
from typing import Literal, overload

from engine.rules import HELSINKI, RULE_SETS, UnknownRuleSetError
from net.config import MAX_SPECTATORS, PROTOCOL_VERSION
from net.identity import Identity, fingerprint, link_statement, welcome_statement
from net.keyshare import KeyShare
from net.messages import (
    Hello,
    Message,
    PeerHello,
    PeerInfo,
    PinOffer,
    Refuse,
    Rejoin,
    SeatInfo,
    Welcome,
)

REMOVED = "the host removed you from the room"
"""How the refusal of a peer the host removed begins (and the goodbye it is sent)."""
TURNED_AWAY = "the host did not let you in"
"""How the refusal of a knock the host turned away (or left unanswered) begins."""
REMOVED_FOR = 600.0
"""Seconds a peer removed from the room is refused (by its id, its key and its address)."""
MAX_KNOCKS = 8
"""Knocks waiting for the host at once; one more takes the place of the oldest."""
KNOCK_WAIT = 120.0
"""Seconds a knock waits for the host's answer before it is turned away."""


def version_refusal(hello: Hello, ruleset: str = HELSINKI.version) -> Refuse | None:
    """The refusal of a hello with another protocol version, or from a program that does not
    play the game's rule set (version ``ruleset``), if so."""
    if hello.proto != PROTOCOL_VERSION:
        return Refuse(
            "version",
            f"this game speaks protocol {PROTOCOL_VERSION}, you speak {hello.proto}; "
            "both players need the same version of Helsinki-Qt",
        )
    if ruleset not in hello.rule_sets:
        plays = ", ".join(sorted(hello.rule_sets))[:120]
        return Refuse("ruleset", f"{rule_set_refusal(ruleset)} (it plays {plays})")
    return None


def rule_set_refusal(ruleset: str) -> str:
    """What a program that does not play rule set ``ruleset`` is told."""
    try:
        title = RULE_SETS.with_version(ruleset).name.capitalize()
    except UnknownRuleSetError:
        return f"this game plays rule set {ruleset}, which your program does not play"
    return f"this game is {title} ({ruleset}), which your program does not play"


def rule_set_versions() -> tuple[str, ...]:
    """The versions of the rule sets this program plays, as its hello lists them."""
    return tuple(rules.version for rules in RULE_SETS.values())


# ---------------------------------------------------------------------------- the lobby


@dataclass(frozen=True, slots=True)
class LobbyGate:
    """What a lobby's host knows when it decides on a hello."""

    me: str
    pin: bool
    """Whether the lobby has a PIN."""
    started: bool
    members: Collection[str]
    """The peers in the lobby (players and spectators)."""
    seats: Sequence[SeatInfo | None]
    spectators: int
    removed: float = 0.0
    """Seconds the dialer (by id, key or address) is still refused: the host removed it."""
    ruleset: str = HELSINKI.version
    """The version of the lobby's rule set (a joiner's program must play it)."""


@dataclass(frozen=True, slots=True)
class Knock:
    """A joiner without the PIN knocks: show it to the host, who lets it in or turns it away."""

    hello: Hello


def admit_to_lobby(
    hello: Hello, gate: LobbyGate, *, pin_proven: bool, let_in: bool = False
) -> Refuse | Knock | None:
    """The decision on a lobby hello: None (seat it, or let it watch), a knock for the host,
    or the refusal. ``pin_proven``: the dialer proved the PIN; ``let_in``: the host let its
    knock in (the lobby may have changed since it knocked, so every other check runs again)."""
    refusal = version_refusal(hello, gate.ruleset)
    if refusal is not None:
        return refusal
    if gate.removed > 0:
        minutes = math.ceil(gate.removed / 60)
        return Refuse("peer", f"{REMOVED}; try again in {minutes} min")
    if gate.started:
        return Refuse("started", "the game has already started")
    if hello.peer == gate.me or hello.peer in gate.members:
        return Refuse("peer", "this peer is already in the lobby")
    if hello.role == "spectator":
        if gate.spectators >= MAX_SPECTATORS:
            return Refuse("spectators", f"already {MAX_SPECTATORS} spectators")
    else:
        if all(seat is not None for seat in gate.seats):
            return Refuse("full", f"all {len(gate.seats)} seats are taken")
        if hello.port == 0:
            return Refuse("protocol", "a player must give its listening port")
        if any(s is not None and s.name.casefold() == hello.name.casefold() for s in gate.seats):
            return Refuse("name", f"the name {hello.name!r} is taken")
    if gate.pin and not pin_proven and not let_in:
        return Knock(hello)
    return None


@dataclass(frozen=True, slots=True)
class Knocker:
    """A knock waiting for the host: who, from where, since when."""

    peer: str
    name: str
    key: bytes
    address: str
    since: float
    spectator: bool = False

    @property
    def fingerprint(self) -> str:
        """The short fingerprint of the knocker's key, which the knocker sees on its screen."""
        return fingerprint(self.key)


class Knocks:
    """The knocks waiting for the host: at most ``limit``, one per address (a newer knock from
    an address takes the place of its older one), the oldest making room for a newer one, so a
    crowd of knocks never keeps an honest one from being shown."""

    def __init__(self, limit: int = MAX_KNOCKS) -> None:
        self._limit = limit
        self._waiting: dict[str, Knocker] = {}  # by peer, oldest first

    @property
    def waiting(self) -> tuple[Knocker, ...]:
        return tuple(self._waiting.values())

    def knock(self, knocker: Knocker) -> list[Knocker]:
        """Put ``knocker`` before the host; the knocks it takes the place of (to turn away)."""
        gone = [k for k in self._waiting.values()
                if k.address == knocker.address or k.peer == knocker.peer]  # fmt: skip
        for old in gone:
            del self._waiting[old.peer]
        while len(self._waiting) >= self._limit:
            oldest = next(iter(self._waiting.values()))
            del self._waiting[oldest.peer]
            gone.append(oldest)
        self._waiting[knocker.peer] = knocker
        return gone

    def answer(self, peer: str) -> Knocker | None:
        """The host answered ``peer``'s knock (let it in or turned it away): it waits no more."""
        return self._waiting.pop(peer, None)


class Removals:
    """The peers the host removed from the room: refused for ``duration`` seconds, by id, key
    and address (a new id and key from the same address is the same guest)."""

    def __init__(self, duration: float = REMOVED_FOR) -> None:
        self._duration = duration
        self._until: dict[str | bytes, float] = {}

    def remove(self, now: float, peer: str, key: bytes, address: str) -> None:
        for mark in (peer, key, address):
            self._until[mark] = now + self._duration
        self._until = {m: t for m, t in self._until.items() if t > now}

    def left(self, now: float, peer: str, key: bytes, address: str) -> float:
        """Seconds the dialer is still refused (0: not removed, or long enough ago)."""
        return max(0.0, *(self._until.get(m, now) - now for m in (peer, key, address)))


# ----------------------------------------------------------------------- a started game


@dataclass(frozen=True, slots=True)
class Gate:
    """What the listener of a game knows when it decides on a connection."""

    game: str
    me: str
    identity: Identity
    """This peer's identity: it checks the dialer's proof and signs the welcome."""
    peers: Mapping[str, PeerInfo]
    """The seated peers of the game (``start.peers``, with a rejoined peer's new address)."""
    linked: Collection[str] = ()
    """The peers this one has a link to now."""
    started: bool = False
    """Whether the game runs (its seed is agreed)."""
    spectators: int = 0
    """Spectators watching now."""
    pin: str | None = field(default=None, repr=False)
    """The game's PIN, if it has one (a spectator runs the PIN exchange before its hello)."""
    ruleset: str = HELSINKI.version
    """The version of the game's rule set (a spectator's program must play it)."""


@dataclass(frozen=True, slots=True)
class LinkKeys:
    """The keys of a sealed link: of what this side sends, and of what it receives."""

    send: bytes
    receive: bytes


@dataclass(frozen=True, slots=True)
class ExchangePin:
    """Run the PIN exchange from the dialer's offer; once the same PIN is proven, decide on
    the next message (``pin_proven``)."""

    offer: PinOffer
    pin: str = field(repr=False)


@dataclass(frozen=True, slots=True)
class AdmitMesh:
    """A seated peer opens its link at the start: welcome it, seal the link, link it."""

    peer: str
    welcome: Welcome
    keys: LinkKeys


@dataclass(frozen=True, slots=True)
class AdmitRejoin:
    """A seated peer comes back to the running game: welcome it, seal the link, note where it
    listens now (``info``) and link it, catching it up from move ``have``."""

    peer: str
    welcome: Welcome
    keys: LinkKeys
    info: PeerInfo
    have: int


@dataclass(frozen=True, slots=True)
class AdmitSpectator:
    """Someone may watch: welcome it and send it the game so far, then every move."""

    peer: str
    welcome: Welcome


Admit = AdmitMesh | AdmitRejoin | AdmitSpectator
Decision = ExchangePin | Admit | Refuse


@overload
def admit(
    first: Message,
    gate: Gate,
    *,
    nonce: bytes,
    share: KeyShare,
    address: str,
    pin_proven: Literal[True],
) -> Admit | Refuse: ...


@overload
def admit(
    first: Message,
    gate: Gate,
    *,
    nonce: bytes,
    share: KeyShare,
    address: str,
    pin_proven: bool = False,
) -> Decision: ...


def admit(
    first: Message,
    gate: Gate,
    *,
    nonce: bytes,
    share: KeyShare,
    address: str,
    pin_proven: bool = False,
) -> Decision:
    """The decision on a connection's first message (after the PIN exchange, if it ran:
    ``pin_proven``), answering the challenge ``nonce``; ``share`` is the listener's fresh share
    of a seated peer's link keys, ``address`` the dialer's."""
    if isinstance(first, PeerHello | Rejoin):
        return _admit_peer(first, gate, nonce, share, address)
    if isinstance(first, Hello):
        return _admit_spectator(first, gate, pin_proven)
    if isinstance(first, PinOffer) and gate.pin is not None and not pin_proven:
        return ExchangePin(first, gate.pin)
    return Refuse("protocol", f"expected a hello, got {first.T}")


def _admit_peer(
    hello: PeerHello | Rejoin, gate: Gate, nonce: bytes, share: KeyShare, address: str
) -> AdmitMesh | AdmitRejoin | Refuse:
    if hello.proto != PROTOCOL_VERSION:
        return Refuse("version", f"protocol {hello.proto}, expected {PROTOCOL_VERSION}")
    if hello.game != gate.game:
        return Refuse("game", "this peer plays another game")
    info = gate.peers.get(hello.peer)
    if info is None or hello.peer == gate.me:
        return Refuse("peer", "not a seated peer of this game")
    statement = link_statement(gate.game, hello.peer, gate.me, nonce, hello.share)
    if not gate.identity.verify(info.key, statement, hello.proof):
        return Refuse("secret", "the proof is not signed by the key given in the lobby")
    if isinstance(hello, PeerHello):
        if hello.peer in gate.linked or gate.started:
            return Refuse("peer", "already connected; a returning peer must rejoin")
    elif not gate.started:
        return Refuse("started", "the game has not started yet")
    sealed = _welcome(hello, gate, nonce, share)
    if isinstance(sealed, Refuse):
        return sealed
    welcome, keys = sealed
    if isinstance(hello, PeerHello):
        return AdmitMesh(hello.peer, welcome, keys)
    moved = PeerInfo(info.peer, info.name, address, hello.port or info.port, info.key)
    return AdmitRejoin(hello.peer, welcome, keys, moved, hello.have)


def _welcome(
    hello: PeerHello | Rejoin, gate: Gate, nonce: bytes, share: KeyShare
) -> tuple[Welcome, LinkKeys] | Refuse:
    """The signed welcome of a dialer whose proof holds, with our share of the link's keys, and
    the link's keys; a refusal if its share is no key."""
    statement = welcome_statement(gate.game, gate.me, hello.peer, nonce, hello.share,
                                  share.public)  # fmt: skip
    try:
        send, receive = share.link_keys(hello.share, statement, dialing=False)
    except ValueError:
        return Refuse("secret", "the share of the link's keys is no key")
    welcome = Welcome(gate.game, gate.me, None, share.public, gate.identity.sign(statement))
    return welcome, LinkKeys(send, receive)


def _admit_spectator(hello: Hello, gate: Gate, pin_proven: bool) -> AdmitSpectator | Refuse:
    refusal = version_refusal(hello, gate.ruleset)
    if refusal is not None:
        return refusal
    if gate.pin is not None and not pin_proven:
        return Refuse("pin", "this game needs a PIN")
    if hello.role != "spectator":
        return Refuse("started", "the game has started; you may watch it")
    if gate.spectators >= MAX_SPECTATORS:
        return Refuse("spectators", f"already {MAX_SPECTATORS} spectators")
    return AdmitSpectator(hello.peer, Welcome(gate.game, gate.me, None))


# ---------------------------------------------------------------------------- the dialer


@dataclass(frozen=True, slots=True)
class Unwelcome:
    """The dialer closes the connection with ``reason``; ``refusal``: the listener refused."""

    reason: str
    refusal: Refuse | None = None


def check_welcome(
    reply: Message,
    *,
    game: str,
    me: str,
    listener: PeerInfo,
    nonce: bytes,
    share: KeyShare,
    identity: Identity,
) -> LinkKeys | Unwelcome:
    """The dialer's check of the answer to its hello (a :class:`PeerHello` or a
    :class:`Rejoin` with its ``share``, answering the challenge ``nonce``): the keys of the
    sealed link when ``listener`` welcomed us to ``game`` with its own share signed by its key."""
    name = listener.name
    if isinstance(reply, Refuse):
        return Unwelcome(f"refused: {reply.reason}", reply)
    if not isinstance(reply, Welcome) or reply.peer != listener.peer or reply.game != game:
        return Unwelcome(f"{name} did not welcome us: {reply.T}")
    if reply.share is None or reply.proof is None:
        return Unwelcome(f"{name} sent no share of the link's keys")
    statement = welcome_statement(game, listener.peer, me, nonce, share.public, reply.share)
    if not identity.verify(listener.key, statement, reply.proof):
        return Unwelcome(f"the welcome is not signed by {name}'s key")
    try:
        send, receive = share.link_keys(reply.share, statement, dialing=True)
    except ValueError:
        return Unwelcome(f"{name}'s share of the link's keys is no key")
    return LinkKeys(send, receive)
