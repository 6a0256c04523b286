"""Who may connect to a started game: the decisions of both sides of a game connection.

Sans-I/O, in the manner of h11: values in, a decision out; no socket, no event loop, no clock.
The listener has sent its challenge (with a fresh nonce) and read the first message of a
connection; :func:`admit` decides from it and from what the game knows (a :class:`Gate`): run
the PIN exchange first (:class:`ExchangePin`), let a seated peer open its mesh link
(:class:`AdmitMesh`) or come back (:class:`AdmitRejoin`), let a spectator watch
(:class:`AdmitSpectator`), or refuse with the :class:`~net.messages.Refuse` to send. A seated
peer's admission carries the signed ``welcome`` and the link's keys (:mod:`net.keyshare`).

The dialer of a mesh link or a rejoin checks the listener's answer with :func:`check_welcome`:
the keys of the sealed link, or why it closes the connection (:class:`Unwelcome`).
:mod:`net.door` and :mod:`net.mesh` carry the decisions out.
"""

from __future__ import annotations

from collections.abc import Collection, Mapping
from dataclasses import dataclass, field
from typing import Literal, overload

from net.config import MAX_SPECTATORS, PROTOCOL_VERSION
from net.identity import Identity, link_statement, welcome_statement
from net.keyshare import KeyShare
from net.lobby import version_refusal
from net.messages import Hello, Message, PeerHello, PeerInfo, PinOffer, Refuse, Rejoin, Welcome


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
    refusal = version_refusal(hello)
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
