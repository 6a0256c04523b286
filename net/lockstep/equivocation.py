"""Equivocation: the runner of a seat signed two different moves for one number.

Acks echo the signed move their sender applied, relayed moves and catch-ups carry signatures,
so two versions meet at some honest peer; both signed by the runner, they prove the fault to
anyone (``accuse``). The runner is voted out; the peers follow the version a majority of the
table applied (kept, adopted by rolling back, or undone when none has one).
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from net.identity import move_statement
from net.lockstep import moves, verdicts
from net.lockstep.agreement import conflict
from net.messages import Accuse, SignedMove

if TYPE_CHECKING:
    from net.lockstep.core import Lockstep


def proves(core: Lockstep, first: SignedMove, second: SignedMove) -> bool:
    """Whether two conflicting moves are both signed by the seat's runner of their epoch."""
    runner = _runner_in_epoch(core, first.seat, first.epoch)
    if runner is None:
        return False
    key = core.membership.keys[runner]
    return all(
        core.identity.verify(key, move_statement(core.game_id, m.seq, m.seat, m.epoch,
                                                 str(m.move), m.hash), m.sig)
        for m in (first, second)
    )  # fmt: skip


def _runner_in_epoch(core: Lockstep, seat: int, epoch: int) -> str | None:
    if seat >= len(core.membership.seats):
        return None
    run = core.membership.seats[seat]
    return run.runner if epoch == run.epoch else None


def shown(core: Lockstep, seq: int) -> bool:
    """Whether the moves echoed for ``seq`` prove that its runner sent two different ones."""
    known = core.ledger[seq]
    for found in core.agreement.reports.get(seq, {}).values():
        other = found.signed
        if other is not None and other != known and conflict(known, other) and proves(
            core, known, other
        ):
            proved(core, known, other)
            return True
    return False


def in_dispute(core: Lockstep, seq: int) -> bool:
    """Whether move ``seq`` comes at or after a move signed twice whose vote still runs."""
    return core.disputed is not None and seq >= core.disputed


def proved(core: Lockstep, first: SignedMove, second: SignedMove) -> None:
    """The runner of a seat signed two moves for one number: tell everyone, vote it out,
    and follow the version a majority of the table stands behind; if none does, the move
    is undone when the runner is voted out, and the seat's new runner plays again."""
    runner = _runner_in_epoch(core, first.seat, first.epoch)
    if runner is None:
        return
    if runner not in core.faults:
        core.send(core.members(), Accuse(first, second))
    seq = first.seq
    if seq < len(core.ledger):
        mine = core.ledger[seq]
        other = second if mine == first else first
        backing, against = backing_of(core, seq, mine, runner), backing_of(core, seq, other,
                                                                           runner)  # fmt: skip
        table = len(core.membership.active())
        if len(backing) * 2 > table or len(backing) > len(against):
            if core.disputed == seq:  # ours is the table's move: the others follow it
                core.disputed = None
        elif len(against) * 2 > table or len(against) > len(backing):
            if core.disputed == seq:
                core.disputed = None
            moves.roll_back(core, seq)  # the others applied the other one: follow them
            moves.take(core, runner, other)
        else:
            core.disputed = min(seq, core.disputed if core.disputed is not None else seq)
    verdicts.fault(core, runner, "equivocation", seq)


def backing_of(core: Lockstep, seq: int, move: SignedMove, runner: str) -> set[str]:
    """The peers (the runner aside) known to have applied ``move`` as move ``seq``."""
    if core.ledger[seq] == move and core.agreement.is_agreed(seq):
        backers = set(core.agreement.backers.get(seq, frozenset(core.required())))
    else:
        backers = {p for p, r in core.agreement.reports.get(seq, {}).items() if r.signed == move}
        if core.ledger[seq] == move:
            backers.add(core.me)
    return backers - {runner}


def on_accuse(core: Lockstep, peer: str, message: Accuse) -> None:
    first, second = message.first, message.second
    if conflict(first, second) and proves(core, first, second):
        if first.seq < len(core.ledger) and core.ledger[first.seq] == second:
            first, second = second, first
        proved(core, first, second)
