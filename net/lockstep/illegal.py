"""Illegal moves: a move signed by its seat's runner that the rules forbid.

A runner signs only moves its engine allowed, so a move it signed for the seat to move, after
the moves a peer holds (its ``prev``), that the peer's engine refuses proves the runner's fault
to anyone whose engine refuses it too: the peer sends it on (``illegal``), keeps it for peers
that link later, and asks the others to vote the runner out (grounds ``illegal``), from the
move it did not make. Each receiver checks the proof with its own engine before it votes; one
about a move it has not reached yet waits (one per sender) until it has. A proof about a move
a receiver holds in another version is a proof of equivocation
(:mod:`~net.lockstep.equivocation`).
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from engine.errors import IllegalMoveError, NotationError
from net.lockstep import equivocation, faults
from net.lockstep.agreement import conflict
from net.messages import Illegal, SignedMove

if TYPE_CHECKING:
    from net.lockstep.core import Lockstep


def proved(core: Lockstep, signed: SignedMove) -> None:
    """Our engine refused ``signed``, the next move, signed by its seat's runner: tell every
    peer and hold the runner at fault."""
    runner = core.membership.runner(signed.seat)
    proof = Illegal(signed)
    if core.disputes.prove(runner, proof):
        core.send(core.links.members(), proof)
    faults.fault(core, runner, "illegal", signed.seq)


def on_illegal(core: Lockstep, peer: str, message: Illegal) -> None:
    """A peer shows a move it says its runner signed against the rules: check it here."""
    signed, game = message.signed, core.game
    if game is None or signed.seat >= len(core.membership.seats):
        return
    if signed.seq > game.ply:
        core.disputes.check_later(peer, message)  # (we have not reached that move yet)
        return
    if signed.seq < game.ply:  # we hold a move of that number: another version of it?
        known = core.book.moves[signed.seq]
        if conflict(known, signed) and equivocation.proves(core, known, signed):
            equivocation.proved(core, known, signed)
        return
    if _forbidden(core, signed):
        proved(core, signed)


def check_waiting(core: Lockstep) -> None:
    """Check the proofs kept until this peer reached their moves."""
    game = core.game
    if game is None:
        return
    for peer, message in core.disputes.due_checks(game.ply):
        on_illegal(core, peer, message)


def _forbidden(core: Lockstep, signed: SignedMove) -> bool:
    """Whether ``signed`` is the next move here, for the seat to move after our moves, signed
    by the seat's runner of this epoch, and our engine refuses it."""
    line, run = core.line, core.membership.seats[signed.seat]
    if line is None or core.paused is not None:
        return False
    game = line.game
    if game.to_move != signed.seat or signed.epoch != run.epoch:
        return False
    if signed.prev != core.book.link_before(signed.seq):
        return False
    if not core.identity.verify(core.membership.keys[run.runner], signed.statement(core.game_id),
                                signed.sig):  # fmt: skip
        return False
    trial = game.copy()
    try:
        trial.play(signed.played(line.rules).move)
    except (IllegalMoveError, NotationError):  # (a text that is no move of the rules: as bad)
        return True
    return False
