"""The first messages of a lobby connection: challenge, PIN exchange, hello, welcome.

The listener speaks first with a ``challenge``. When it asks for a PIN, the dialer offers a
SPAKE2 message (``pake``); the listener, if :class:`~net.guard.PinGuard` lets that address try
now, answers with its own and its key confirmation; the dialer checks it and confirms in turn
(``confirm``). From then on both directions are sealed (:mod:`net.link`), the ``hello`` and
everything after it included. A dialer without the PIN of a PIN lobby *knocks*: it says hello
without the exchange and waits for the host to let it in by hand (:mod:`net.admission`).
:func:`handshake` is the dialer's side, :func:`answer_pin` the listener's PIN step, which the
lobby runs, and any other listener of a PIN game must run too. A dialer that chose a game by its
id checks that the host proves the key the id names (:func:`net.identity.lobby_statement`).
"""

from __future__ import annotations

import logging
import math
import time
from collections.abc import Callable

from engine.rules import HELSINKI
from net.admission import KNOCK_WAIT, rule_set_versions
from net.config import PROTOCOL_VERSION
from net.guard import PinGuard
from net.identity import key_id, lobby_statement
from net.messages import Challenge, Heartbeat, Hello, Message, PinOffer, PinProof, Refuse, Welcome
from net.pake import PinError, PinExchange
from net.peer import LocalPeer
from net.transport import Connection, ConnectionClosed

log = logging.getLogger(__name__)

TOO_MANY_ATTEMPTS = "too many PIN attempts"
"""How the refusal of an address that must wait before its next PIN guess begins."""
PIN_RETIRED = "the PIN was retired after too many wrong guesses"
"""How the refusal of a PIN attempt begins once the PIN absorbed its wrong guesses."""


class JoinRefused(Exception):
    """The lobby refused us: ``reason`` is a refusal code, ``text`` the explanation."""

    def __init__(self, reason: str, text: str) -> None:
        super().__init__(f"{reason}: {text}")
        self.reason = reason
        self.text = text


class JoinInterrupted(JoinRefused):
    """The connection closed, or fell silent, before the listener answered (reason
    ``closed``): no refusal, so trying again may succeed."""


async def handshake(
    connection: Connection,
    peer: LocalPeer,
    role: str,
    pin: str | None,
    game: str | None = None,
    *,
    knocking: Callable[[], None] | None = None,
) -> Welcome:
    """Answer a listener's challenge (with the PIN exchange if it asks for one) and say hello;
    the welcome, or :class:`JoinRefused` (also when the welcoming lobby cannot prove it is game
    ``game``, if given). Without the PIN of a PIN game, it knocks if ``knocking`` is given
    (called once the knock is made; the host's answer may take minutes), else it is refused."""
    timeout = peer.timing.handshake
    try:
        challenge = await connection.recv(timeout)
        if not isinstance(challenge, Challenge):
            raise JoinRefused("protocol", f"expected challenge, got {challenge.T}")
        wait = timeout
        if challenge.pin:
            if pin is not None:
                await offer_pin(connection, pin, challenge.nonce, timeout)
            elif knocking is None:
                raise JoinRefused("pin", "this game needs a PIN")
            else:
                wait = KNOCK_WAIT + timeout
        port = peer.port if role == "player" else 0
        connection.send(
            Hello(PROTOCOL_VERSION, HELSINKI.version, peer.name, role, peer.id, port, peer.key,
                  rule_set_versions())
        )
        if wait > timeout and knocking is not None:
            knocking()
        reply = await _answer(connection, wait)
    except ConnectionClosed as closed:
        raise JoinInterrupted("closed", closed.reason) from None
    except JoinRefused:
        await connection.aclose("join abandoned")
        raise
    if isinstance(reply, Refuse):
        await connection.aclose(f"refused: {reply.reason}")
        raise JoinRefused(reply.reason, reply.text)
    if not isinstance(reply, Welcome):
        await connection.aclose(f"expected welcome, got {reply.T}")
        raise JoinRefused("protocol", f"expected welcome, got {reply.T}")
    if game is not None and reply.game != game:
        await connection.aclose(f"welcomed to game {reply.game}, not {game}")
        raise JoinRefused(
            "game", f"the lobby at {connection.label} is game {reply.game}, not {game}"
        )
    if game is not None and not proves(reply, game, peer, challenge.nonce):
        await connection.aclose(f"no proof of game {game}")
        raise JoinRefused("game", f"the lobby at {connection.label} cannot prove it is game "
                                  f"{game}: it is not that game's host")  # fmt: skip
    return reply


def proves(welcome: Welcome, game: str, peer: LocalPeer, nonce: bytes) -> bool:
    """Whether ``welcome`` comes from the holder of the key whose id is ``game``, for us and
    this connection's challenge ``nonce``."""
    key, proof = welcome.key, welcome.proof
    if key is None or proof is None or key_id(key) != game:
        return False
    statement = lobby_statement(game, welcome.peer, peer.id, nonce)
    return peer.identity.verify(key, statement, proof)


async def _answer(connection: Connection, timeout: float) -> Message:
    """The listener's answer to a hello (heartbeats while a knock waits are not one)."""
    while True:
        reply = await connection.recv(timeout)
        if not isinstance(reply, Heartbeat):
            return reply


async def offer_pin(connection: Connection, pin: str, nonce: bytes, timeout: float) -> None:
    """The dialer's side of the PIN exchange; the link is sealed when it returns.

    Raises :class:`JoinRefused` (``pin`` for a wrong PIN or a listener that makes us wait) or
    :class:`~net.transport.ConnectionClosed`.
    """
    exchange = PinExchange.dialer(pin, nonce)
    connection.unseal_after(PinOffer.T)
    connection.send(PinOffer(exchange.message, None))
    answer = await connection.recv(timeout)
    if isinstance(answer, Refuse):
        raise JoinRefused(answer.reason, answer.text)
    if not isinstance(answer, PinOffer) or answer.proof is None:
        raise JoinRefused("protocol", f"expected the PIN exchange, got {answer.T}")
    try:
        exchange.receive(answer.message)
    except PinError as error:
        raise JoinRefused("protocol", str(error)) from None
    if not exchange.check(answer.proof):
        raise JoinRefused("pin", "wrong PIN")
    send_key, receive_key = exchange.link_keys()
    connection.send(PinProof(exchange.proof))
    connection.seal(send_key)
    connection.unseal(receive_key)


async def answer_pin(
    connection: Connection,
    offer: PinOffer,
    pin: str,
    nonce: bytes,
    guard: PinGuard,
    timeout: float,
) -> Refuse | bool:
    """The listener's side of the PIN exchange, after the dialer's offer.

    Returns a refusal to send when the guard makes this address wait or the PIN is retired (no
    guess was made), else
    whether the dialer proved the same PIN (then the link is sealed). A wrong guess, a dialer
    that leaves before its proof, and a malformed offer close the connection and count with the
    guard as wrong guesses.
    """
    address = connection.remote[0]
    wait = guard.check(address, time.monotonic())
    if wait is not None and wait.why == "retired":
        return Refuse("pin", f"{PIN_RETIRED}; ask the host for the new one, or join without "
                             "a PIN to knock")  # fmt: skip
    if wait is not None:
        return Refuse("pin", f"{TOO_MANY_ATTEMPTS}; try again in {math.ceil(wait.seconds)} s")
    exchange = PinExchange.listener(pin, nonce)
    confirmed = False
    try:
        exchange.receive(offer.message)
        send_key, receive_key = exchange.link_keys()
        connection.unseal_after(PinProof.T, receive_key)
        connection.send(PinOffer(exchange.message, exchange.proof))
        connection.seal(send_key)
        proof = await connection.recv(timeout)
        confirmed = isinstance(proof, PinProof) and exchange.check(proof.proof)
        if not isinstance(proof, PinProof):
            connection.close(f"expected the PIN confirmation, got {proof.T}")
        elif not confirmed:
            connection.close("wrong PIN")
    except PinError as error:
        connection.close(f"malformed PIN exchange: {error}")
    except ConnectionClosed:
        log.info("%s left during the PIN exchange", connection.label)
    finally:
        guard.finished(address, time.monotonic(), confirmed)
    return confirmed
