"""The first messages of a lobby connection: challenge, PIN exchange, hello, welcome.

The listener speaks first with a ``challenge``. When it asks for a PIN, the dialer offers a
SPAKE2 message (``pake``); the listener, if :class:`~net.guard.PinGuard` lets that address try
now, answers with its own and its key confirmation; the dialer checks it and confirms in turn
(``confirm``). From then on both directions are sealed (:mod:`net.link`), the ``hello`` and
everything after it included. :func:`handshake` is the dialer's side, :func:`answer_pin` the
listener's PIN step, which the lobby runs, and any other listener of a PIN game must run too.
"""

from __future__ import annotations

import logging
import math
import time

from engine import RULESET_VERSION
from net.config import PROTOCOL_VERSION
from net.guard import PinGuard
from net.messages import Challenge, Hello, PinOffer, PinProof, Refuse, Welcome
from net.pake import PinError, PinExchange
from net.peer import LocalPeer
from net.transport import Connection, ConnectionClosed

log = logging.getLogger(__name__)

TOO_MANY_ATTEMPTS = "too many PIN attempts"
"""How the refusal of an address that must wait before its next PIN guess begins."""


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
    connection: Connection, peer: LocalPeer, role: str, pin: str | None, game: str | None = None
) -> Welcome:
    """Answer a listener's challenge (with the PIN exchange if it asks for one) and say hello;
    the welcome, or :class:`JoinRefused` (also when the welcoming lobby is not game ``game``,
    if given)."""
    timeout = peer.timing.handshake
    try:
        challenge = await connection.recv(timeout)
        if not isinstance(challenge, Challenge):
            raise JoinRefused("protocol", f"expected challenge, got {challenge.T}")
        if challenge.pin:
            if pin is None:
                raise JoinRefused("pin", "this game needs a PIN")
            await offer_pin(connection, pin, challenge.nonce, timeout)
        port = peer.port if role == "player" else 0
        connection.send(
            Hello(PROTOCOL_VERSION, RULESET_VERSION, peer.name, role, peer.id, port, peer.key)
        )
        reply = await connection.recv(timeout)
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

    Returns a refusal to send when the guard makes this address wait (no guess was made), else
    whether the dialer proved the same PIN (then the link is sealed). A wrong guess, a dialer
    that leaves before its proof, and a malformed offer close the connection and count with the
    guard as wrong guesses.
    """
    address = connection.remote[0]
    wait = guard.check(address, time.monotonic())
    if wait > 0:
        return Refuse("pin", f"{TOO_MANY_ATTEMPTS}; try again in {math.ceil(wait)} s")
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
