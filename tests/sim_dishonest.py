"""What the dishonest peers of the simulated scenarios (:mod:`simulator`) send.

A scenario has at most one dishonest peer, with one behaviour of :data:`BEHAVIOURS` (or, when
asked, of :data:`ASKED_ONLY`): :meth:`Dishonesty._misbehave` turns each message it would send
into what it sends instead.
"""

from __future__ import annotations

import random
from typing import Any

from sim_checks import Checked, Peer
from sim_lines import illegal_move

from engine.rules import GameMove, GameState
from net.identity import FIRST_LINK
from net.lockstep import Lockstep
from net.lockstep.moves import link_before
from net.messages import (
    Ack,
    Certificate,
    Decide,
    Desync,
    Message,
    MoveMessage,
    PeerHash,
    Proposal,
    Propose,
    Reject,
    SignedMove,
    VoteSig,
)

BEHAVIOURS = (
    "false-desync", "false-reject", "wrong-hash", "never-ack", "never-move",
    "forged-decision", "foreign-proposal", "seat-beyond", "far-ahead", "replay", "equivocate",
)  # fmt: skip
"""What a dishonest peer of a scenario does (one each)."""
STALLERS = ("never-move", "retake-stall", "illegal-move")
"""What a peer drawn to never move does (drawn apart, by :data:`SIDE_SEED`, so that the other
behaviours keep their seeds): it just never moves (past the turn timer, or with none until the
others' owners ask for a vote); it takes its seat back after every hand-over and stalls again;
or it signs a move the rules forbid in place of its turn."""
SIDE_SEED = 0x57A11
ASKED_ONLY = ("ack-mover", *STALLERS[1:])
"""Behaviours drawn only when asked for (``--only``), not among :data:`BEHAVIOURS` (that would
draw other scenarios from the seeds the tests name): ``ack-mover`` acks each move to its runner
alone, so that the runner sees nothing wrong while the others miss the acks."""


class Dishonesty(Checked):
    """The dishonest peers' messages (a base of :class:`~simulator.Simulation`)."""

    rng: random.Random

    def _misbehave(self, peer: Peer, target: str, message: Message) -> list[Message]:
        """What a peer actually sends instead of ``message`` (an honest one sends it)."""
        behaviour, rng, core = peer.behaviour, self.rng, peer.core
        if behaviour is None:
            return [message]
        out = [message]
        if behaviour == "wrong-hash" and isinstance(message, Ack):
            out = [Ack(message.signed, f"{rng.getrandbits(128):032x}")]
        elif behaviour == "never-ack" and isinstance(message, Ack):
            out = []
        elif behaviour == "ack-mover" and isinstance(message, Ack):
            if target != core.membership.runner(message.signed.seat):
                out = []
        elif behaviour == "illegal-move" and isinstance(message, MoveMessage):
            out = [MoveMessage(self._illegal(peer, message.signed))]
        elif behaviour == "equivocate" and isinstance(message, MoveMessage) and target == min(
            p for p in self.peers if p != core.me
        ):
            out = [MoveMessage(self._twin(peer, message.signed))]
        elif behaviour == "false-desync" and rng.random() < 0.3 and core.agreed:
            seq = rng.randrange(max(0, core.agreed - 3), core.agreed)
            out.append(Desync(seq, "no majority", (PeerHash(core.me, "ab" * 16),)))
        elif behaviour == "false-reject" and isinstance(message, Ack):
            out.append(Reject(message.signed.seq, "illegal", message.signed.sig))
        elif behaviour == "forged-decision" and rng.random() < 0.2:
            out.append(Decide(Certificate(self._grab(peer), (VoteSig(core.me, b"v" * 64),))))
        elif behaviour == "foreign-proposal" and rng.random() < 0.2:
            out.append(Propose(self._grab(peer)))
        elif behaviour == "seat-beyond" and rng.random() < 0.3:
            signed = self._signed_by(peer, core.ply, 3, self.played.played.filler, 0)
            out.append(MoveMessage(signed))
        elif behaviour == "far-ahead" and rng.random() < 0.3:
            seq = core.ply + rng.randint(33, 5000)
            signed = self._signed_by(peer, seq, core.my_seats()[0] if core.my_seats() else 0,
                                     self.played.played.filler, 0)  # fmt: skip
            out.append(rng.choice([MoveMessage(signed), Ack(signed, "cd" * 16)]))
        elif behaviour == "replay" and rng.random() < 0.3 and core.ledger:
            old = core.ledger[rng.randrange(len(core.ledger))]
            out.append(rng.choice([MoveMessage(old), Ack(old, old.hash)]))
        return out

    def _signed_by(self, peer: Peer, seq: int, seat: int, move: GameMove,
                   epoch: int) -> SignedMove:  # fmt: skip
        prev = link_before(peer.core, seq) if seq <= peer.core.ply else FIRST_LINK
        return SignedMove.sign(peer.identity, self.start.game, seq, seat, epoch, prev, move,
                               "ab" * 16)  # fmt: skip

    def _twin(self, peer: Peer, signed: SignedMove) -> SignedMove:
        """Another legal move for the same number, signed: equivocation."""
        before = self._game_before(peer.core, signed.seq)
        legal = [m for m in before.legal_moves() if str(m) != signed.move]
        if not legal:
            return signed
        move = legal[self.rng.randrange(len(legal))]
        before.play(move)
        self.twinned.add(signed.seq)
        return SignedMove.sign(peer.identity, self.start.game, signed.seq, signed.seat,
                               signed.epoch, signed.prev, move, before.state_hash())  # fmt: skip

    def _illegal(self, peer: Peer, signed: SignedMove) -> SignedMove:
        """A move the rules forbid in place of ``signed``, signed by its runner."""
        move = illegal_move(self.played, self._game_before(peer.core, signed.seq))
        if move is None:
            return signed
        return SignedMove.sign(peer.identity, self.start.game, signed.seq, signed.seat,
                               signed.epoch, signed.prev, move, signed.hash)  # fmt: skip

    def _game_before(self, core: Lockstep, seq: int) -> GameState[Any]:
        assert core.line is not None
        line = self._from_root(core.line.record)
        for entry in core.line.moves[len(self.base) : seq]:
            line.push_trusted(entry)
        return line.game

    def _grab(self, peer: Peer) -> Proposal:
        """A proposal that hands another peer's seat to ``peer`` with no grounds."""
        core = peer.core
        seats = [s for s, run in enumerate(core.membership.seats) if run.runner != core.me]
        seat = self.rng.choice(seats) if seats else 0
        subject = core.membership.runner(seat)
        return Proposal(core.me, self.rng.randrange(10**6), "handover", seat, subject, core.me,
                        "random", core.ply, "lost")  # fmt: skip
