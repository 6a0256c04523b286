"""Who may connect to a started game, one row per rule: the listener's :func:`admit` and the
dialer's :func:`check_welcome`, without sockets (the exact refusals go on the wire)."""

from __future__ import annotations

from dataclasses import dataclass, field, replace
from typing import Any

import pytest

from engine.helsinki import RULESET_VERSION
from net.admission import (
    AdmitMesh,
    AdmitRejoin,
    AdmitSpectator,
    Decision,
    ExchangePin,
    Gate,
    LinkKeys,
    Unwelcome,
    admit,
    check_welcome,
)
from net.config import MAX_SPECTATORS, PROTOCOL_VERSION
from net.identity import Identity, link_statement, welcome_statement
from net.keyshare import KeyShare
from net.messages import (
    Heartbeat,
    Hello,
    Message,
    PeerHello,
    PeerInfo,
    PinOffer,
    Refuse,
    Rejoin,
    Welcome,
)

GAME, OTHER_GAME = "0123456789abcdef", "fedcba9876543210"
LISTENER, DIALER, THIRD = "a" * 16, "b" * 16, "c" * 16
OUTSIDER, SPECTATOR = "d" * 16, "e" * 16
IDENTITY = {peer: Identity.generate() for peer in (LISTENER, DIALER, THIRD, OUTSIDER)}
PEERS = {
    peer: PeerInfo(peer, name, "127.0.0.1", port, IDENTITY[peer].public)
    for peer, name, port in ((LISTENER, "Ann", 5001), (DIALER, "Bob", 5002), (THIRD, "Cy", 5003))
}
NONCE, OTHER_NONCE = bytes(range(16)), bytes(16)
DIALER_SHARE = KeyShare()
NO_KEY = bytes(32)
"""An X25519 share of small order (the shared secret would be known): no key."""
PIN = "4711"
ADDRESS = "127.0.0.9"
"""Where the dialer connects from."""

GATE = Gate(GAME, LISTENER, IDENTITY[LISTENER], PEERS)
"""The listener before the start: no link yet, no spectator, no PIN."""


def proof(signer: str, peer: str, nonce: bytes, share: bytes) -> bytes:
    return IDENTITY[signer].sign(link_statement(GAME, peer, LISTENER, nonce, share))


def peer_hello(
    *,
    proto: int = PROTOCOL_VERSION,
    game: str = GAME,
    peer: str = DIALER,
    signer: str | None = None,
    nonce: bytes = NONCE,
    share: bytes = DIALER_SHARE.public,
) -> PeerHello:
    """A mesh hello, signed by ``signer`` (the peer itself unless given) over ``nonce``."""
    return PeerHello(proto, game, peer, share, proof(signer or peer, peer, nonce, share))


def rejoin(*, proto: int = PROTOCOL_VERSION, signer: str = DIALER, nonce: bytes = NONCE) -> Rejoin:
    share = DIALER_SHARE.public
    return Rejoin(proto, GAME, DIALER, share, proof(signer, DIALER, nonce, share), 7, 6002)


def watcher(
    *, proto: int = PROTOCOL_VERSION, ruleset: str = RULESET_VERSION, role: str = "spectator"
) -> Hello:
    return Hello(proto, ruleset, "Eve", role, SPECTATOR, 0, b"k" * 32)


OFFER = PinOffer(b"o" * 33, None)
WATCH = AdmitSpectator(SPECTATOR, Welcome(GAME, LISTENER, None))


@dataclass(frozen=True)
class Row:
    """A first message, what differs from :data:`GATE`, and the exact decision."""

    first: Message
    expected: Decision
    gate: dict[str, Any] = field(default_factory=dict)
    pin_proven: bool = False


DECISIONS = {
    "a mesh hello of another protocol version": Row(
        peer_hello(proto=PROTOCOL_VERSION + 1),
        Refuse("version", f"protocol {PROTOCOL_VERSION + 1}, expected {PROTOCOL_VERSION}"),
    ),
    "a rejoin of another protocol version": Row(
        rejoin(proto=PROTOCOL_VERSION - 1),
        Refuse("version", f"protocol {PROTOCOL_VERSION - 1}, expected {PROTOCOL_VERSION}"),
        {"started": True},
    ),
    "a mesh hello for another game": Row(
        peer_hello(game=OTHER_GAME), Refuse("game", "this peer plays another game")
    ),
    "a peer not seated in the game": Row(
        peer_hello(peer=OUTSIDER), Refuse("peer", "not a seated peer of this game")
    ),
    "the listener's own id": Row(
        peer_hello(peer=LISTENER), Refuse("peer", "not a seated peer of this game")
    ),
    "a proof signed by another seated peer": Row(
        peer_hello(signer=THIRD),
        Refuse("secret", "the proof is not signed by the key given in the lobby"),
    ),
    "a proof of another challenge (replayed)": Row(
        peer_hello(nonce=OTHER_NONCE),
        Refuse("secret", "the proof is not signed by the key given in the lobby"),
    ),
    "a rejoin with a bad proof": Row(
        rejoin(signer=OUTSIDER),
        Refuse("secret", "the proof is not signed by the key given in the lobby"),
        {"started": True},
    ),
    "a rejoin that replays a proof": Row(
        rejoin(nonce=OTHER_NONCE),
        Refuse("secret", "the proof is not signed by the key given in the lobby"),
        {"started": True},
    ),
    "a mesh hello of a seat already linked": Row(
        peer_hello(),
        Refuse("peer", "already connected; a returning peer must rejoin"),
        {"linked": {DIALER}},
    ),
    "a mesh hello once the game runs": Row(
        peer_hello(),
        Refuse("peer", "already connected; a returning peer must rejoin"),
        {"started": True},
    ),
    "a rejoin before the start": Row(rejoin(), Refuse("started", "the game has not started yet")),
    "a signed share that is no key": Row(
        peer_hello(share=NO_KEY), Refuse("secret", "the share of the link's keys is no key")
    ),
    "a spectator of another protocol version": Row(
        watcher(proto=PROTOCOL_VERSION + 1),
        Refuse(
            "version",
            f"this game speaks protocol {PROTOCOL_VERSION}, you speak {PROTOCOL_VERSION + 1}; "
            "both players need the same version of Helsinki-Qt",
        ),
        {"started": True},
    ),
    "a spectator of another rule set": Row(
        watcher(ruleset="helsinki-0"),
        Refuse(
            "ruleset",
            f"this game is Helsinki ({RULESET_VERSION}), which your program does not play "
            "(it plays helsinki-0)",
        ),
        {"started": True},
    ),
    "a spectator of a PIN game without the PIN exchange": Row(
        watcher(), Refuse("pin", "this game needs a PIN"), {"pin": PIN}
    ),
    "a player's hello to a started game": Row(
        watcher(role="player"),
        Refuse("started", "the game has started; you may watch it"),
        {"started": True},
    ),
    "spectators over the limit": Row(
        watcher(),
        Refuse("spectators", f"already {MAX_SPECTATORS} spectators"),
        {"spectators": MAX_SPECTATORS},
    ),
    "no hello": Row(Heartbeat(3), Refuse("protocol", "expected a hello, got heartbeat")),
    "a PIN offer to a game without a PIN": Row(
        OFFER, Refuse("protocol", "expected a hello, got pake")
    ),
    "a second PIN offer after the PIN was proven": Row(
        OFFER, Refuse("protocol", "expected a hello, got pake"), {"pin": PIN}, pin_proven=True
    ),
    "a PIN offer to a PIN game": Row(OFFER, ExchangePin(OFFER, PIN), {"pin": PIN}),
    "a spectator": Row(watcher(), WATCH, {"started": True}),
    "a spectator before the start": Row(watcher(), WATCH),
    "the last spectator's place": Row(watcher(), WATCH, {"spectators": MAX_SPECTATORS - 1}),
    "a spectator of a PIN game after the PIN exchange": Row(
        watcher(), WATCH, {"pin": PIN}, pin_proven=True
    ),
}


@pytest.mark.parametrize("row", DECISIONS.values(), ids=DECISIONS.keys())
def test_the_listener_decides_on_the_first_message(row: Row) -> None:
    decision = admit(row.first, replace(GATE, **row.gate), nonce=NONCE, share=KeyShare(),
                     address=ADDRESS, pin_proven=row.pin_proven)  # fmt: skip
    assert decision == row.expected


SEATED = {
    "a mesh hello": (peer_hello(), {"linked": {THIRD}}),
    "a rejoin": (rejoin(), {"started": True, "linked": {DIALER, THIRD}}),
}


@pytest.mark.parametrize(("first", "gate"), SEATED.values(), ids=SEATED.keys())
def test_a_seated_peer_is_welcomed_with_a_signed_share_and_the_link_keys(
    first: PeerHello | Rejoin, gate: dict[str, Any]
) -> None:
    share = KeyShare()
    decision = admit(first, replace(GATE, **gate), nonce=NONCE, share=share, address=ADDRESS)
    assert isinstance(decision, AdmitMesh | AdmitRejoin)
    assert decision.welcome == Welcome(GAME, LISTENER, None, share.public, decision.welcome.proof)
    if isinstance(first, Rejoin):
        moved = PeerInfo(DIALER, "Bob", ADDRESS, 6002, IDENTITY[DIALER].public)
        assert decision == AdmitRejoin(DIALER, decision.welcome, decision.keys, moved, 7)
    else:
        assert decision == AdmitMesh(DIALER, decision.welcome, decision.keys)
    keys = check_welcome(decision.welcome, game=GAME, me=DIALER, listener=PEERS[LISTENER],
                         nonce=NONCE, share=DIALER_SHARE, identity=IDENTITY[DIALER])  # fmt: skip
    assert keys == LinkKeys(decision.keys.receive, decision.keys.send)


# ---------------------------------------------------------------------------- the dialer

LISTENER_SHARE = KeyShare()


def welcome(
    *,
    game: str = GAME,
    peer: str = LISTENER,
    signer: str = LISTENER,
    nonce: bytes = NONCE,
    share: bytes = LISTENER_SHARE.public,
    signed: bool = True,
) -> Welcome:
    """The listener's welcome of :data:`DIALER`, signed by ``signer`` over ``nonce``."""
    statement = welcome_statement(game, peer, DIALER, nonce, DIALER_SHARE.public, share)
    return Welcome(game, peer, None, share, IDENTITY[signer].sign(statement) if signed else None)


REFUSAL = Refuse("peer", "already connected; a returning peer must rejoin")
UNSIGNED = "the welcome is not signed by Ann's key"

WELCOMES: dict[str, tuple[Message, Unwelcome]] = {
    "a refusal": (REFUSAL, Unwelcome("refused: peer", REFUSAL)),
    "no welcome": (Heartbeat(0), Unwelcome("Ann did not welcome us: heartbeat")),
    "a welcome from another peer": (
        welcome(peer=THIRD, signer=THIRD),
        Unwelcome("Ann did not welcome us: welcome"),
    ),
    "a welcome to another game": (
        welcome(game=OTHER_GAME),
        Unwelcome("Ann did not welcome us: welcome"),
    ),
    "a lobby's welcome, without a share": (
        Welcome(GAME, LISTENER, None),
        Unwelcome("Ann sent no share of the link's keys"),
    ),
    "a share without a signature": (
        welcome(signed=False),
        Unwelcome("Ann sent no share of the link's keys"),
    ),
    "a welcome signed by another key": (welcome(signer=THIRD), Unwelcome(UNSIGNED)),
    "a welcome of another challenge (replayed)": (welcome(nonce=OTHER_NONCE), Unwelcome(UNSIGNED)),
    "a signed share that is no key": (
        welcome(share=NO_KEY),
        Unwelcome("Ann's share of the link's keys is no key"),
    ),
}


@pytest.mark.parametrize(("reply", "expected"), WELCOMES.values(), ids=WELCOMES.keys())
def test_the_dialer_closes_a_link_whose_welcome_does_not_hold(
    reply: Message, expected: Unwelcome
) -> None:
    decision = check_welcome(reply, game=GAME, me=DIALER, listener=PEERS[LISTENER], nonce=NONCE,
                             share=DIALER_SHARE, identity=IDENTITY[DIALER])  # fmt: skip
    assert decision == expected


def test_the_dialer_takes_the_keys_of_a_welcome_signed_by_the_listener() -> None:
    decision = check_welcome(welcome(), game=GAME, me=DIALER, listener=PEERS[LISTENER],
                             nonce=NONCE, share=DIALER_SHARE,
                             identity=IDENTITY[DIALER])  # fmt: skip
    statement = welcome_statement(GAME, LISTENER, DIALER, NONCE, DIALER_SHARE.public,
                                  LISTENER_SHARE.public)  # fmt: skip
    to_dialer, to_listener = LISTENER_SHARE.link_keys(DIALER_SHARE.public, statement,
                                                      dialing=False)  # fmt: skip
    assert decision == LinkKeys(to_listener, to_dialer)
