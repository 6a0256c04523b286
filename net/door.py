"""Every connection to this peer of a started game: the challenge, the PIN exchange, admission.

:class:`Door` sends each connection a fresh challenge and reads its first message; who may come
in :func:`net.admission.admit` decides, and the door carries the decision out: a seated peer
(the mesh at the start, a rejoin) goes to the :class:`~net.mesh.Mesh`, a spectator to the
:class:`~net.audience.Audience` (in a PIN game, after the PIN exchange,
:func:`net.handshake.answer_pin`), anyone else gets the refusal.
"""

from __future__ import annotations

import logging

from net.admission import AdmitMesh, AdmitRejoin, AdmitSpectator, ExchangePin, Gate, admit
from net.audience import Audience
from net.commit import new_nonce
from net.guard import PinGuard
from net.handshake import answer_pin
from net.keyshare import KeyShare
from net.lockstep import Lockstep
from net.mesh import Mesh
from net.messages import Challenge, PeerHello, Refuse, Rejoin
from net.transport import Connection, ConnectionClosed

log = logging.getLogger(__name__)


class Door:
    """Answers the connections to this peer and lets in whom :func:`~net.admission.admit`
    admits."""

    def __init__(
        self,
        mesh: Mesh,
        audience: Audience,
        core: Lockstep,
        pin: str | None,
        pin_guard: PinGuard,
        ruleset: str,
    ) -> None:
        self.mesh = mesh
        self.audience = audience
        self.core = core
        self.pin = pin
        self.pin_guard = pin_guard
        """Slows PIN guesses of spectators."""
        self.ruleset = ruleset
        """The version of the game's rule set (a spectator's program must play it)."""

    async def accept(self, connection: Connection) -> None:
        """A connection to this peer: a seated peer (the mesh, a rejoin) or a spectator, who
        first runs the PIN exchange in a PIN game (then the link is sealed); what to do is
        :func:`net.admission.admit`'s decision."""
        nonce = new_nonce()
        share = KeyShare()
        timeout = self.mesh.timing.handshake
        connection.send(Challenge(nonce, self.pin is not None))
        connection.unseal_after((PeerHello.T, Rejoin.T))  # a seated peer's link is sealed then
        try:
            first = await connection.recv(timeout)
            if not isinstance(first, PeerHello | Rejoin):
                connection.unseal_after(())
            decision = admit(first, self._gate(), nonce=nonce, share=share,
                             address=connection.remote[0])  # fmt: skip
            if isinstance(decision, ExchangePin):
                answer = await answer_pin(connection, decision.offer, decision.pin, nonce,
                                          self.pin_guard, timeout)  # fmt: skip
                if isinstance(answer, Refuse):
                    connection.send(answer)
                    await connection.aclose(f"refused: {answer.reason}")
                    return
                if not answer:
                    return  # a wrong guess: the exchange closed the connection
                decision = admit(await connection.recv(timeout), self._gate(), nonce=nonce,
                                 share=share, address=connection.remote[0],
                                 pin_proven=True)  # fmt: skip
        except ConnectionClosed:
            return
        if isinstance(decision, AdmitMesh | AdmitRejoin):
            self.mesh.admit(connection, decision)
        elif isinstance(decision, AdmitSpectator):
            self.audience.admit(connection, decision)
        else:
            log.info("%s refused %s: %s", self.mesh.peer.name, connection.label, decision.text)
            connection.send(decision)
            await connection.aclose(f"refused: {decision.reason}")

    def _gate(self) -> Gate:
        """What this peer knows now to decide on a connection."""
        mesh = self.mesh
        return Gate(mesh.game_id, mesh.me, mesh.peer.identity, mesh.peers, set(mesh.links),
                    self.core.game is not None, len(self.audience.connections),
                    self.pin, self.ruleset)  # fmt: skip
