"""Equivocation: the runner of a seat signed two different moves for one number.

Acks echo the signed move their sender applied, relayed moves and catch-ups carry signatures,
so two versions meet at some honest peer; both signed by the runner, they prove the fault to
anyone (``accuse``). From then on the move is *in dispute*: the peer plays and takes no move
from that number on, and blames nobody for what follows it (the peers built on different
versions). The runner is voted out from that number: the decision voids the move and every
later one, and starts a new era of every seat (:meth:`~net.lockstep.membership.Membership.apply`),
so that the moves played again are never taken for a second version. Only a version that a
strict majority of the table applied and agreed on is kept (the others cannot hold another).
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from net.lockstep import faults
from net.lockstep.agreement import conflict
from net.messages import Accuse, SignedMove

if TYPE_CHECKING:
    from net.lockstep.core import Lockstep


def proves(core: Lockstep, first: SignedMove, second: SignedMove) -> bool:
    """Whether two conflicting moves are both signed by the seat's runner of their epoch."""
    runner = runner_in_epoch(core, first.seat, first.epoch)
    if runner is None:
        return False
    key = core.membership.keys[runner]
    game = core.game_id
    return all(core.identity.verify(key, m.statement(game), m.sig) for m in (first, second))


def runner_in_epoch(core: Lockstep, seat: int, epoch: int) -> str | None:
    if seat >= len(core.membership.seats):
        return None
    run = core.membership.seats[seat]
    return run.runner if epoch == run.epoch else core.membership.runner_in(seat, epoch)


def shown(core: Lockstep, seq: int) -> bool:
    """Whether the moves echoed for ``seq`` prove that its runner sent two different ones."""
    known = core.book.moves[seq]
    for found in core.agreement.reports.get(seq, {}).values():
        other = found.signed
        if other is known or other is None:
            continue
        if other != known and conflict(known, other) and proves(core, known, other):
            proved(core, known, other)
            return True
    return False


def proved(core: Lockstep, first: SignedMove, second: SignedMove) -> None:
    """The runner of a seat signed two moves for one number: tell everyone, hold the game from
    that number (unless the table settled on our version) and vote the runner out."""
    runner = runner_in_epoch(core, first.seat, first.epoch)
    if runner is None:
        return
    proof = Accuse(first, second)
    if core.disputes.prove(runner, proof):
        core.send(core.links.members(), proof)
    seq = first.seq
    ledger = core.book.moves
    if seq < len(ledger) and _one_of(ledger[seq], first) and not firm(core, seq, runner):
        core.disputes.dispute(seq)
    if runner not in core.disputes.faults:
        faults.fault(core, runner, "equivocation", seq)
    else:  # the removal voids from the first one
        core.disputes.equivocated(runner, seq)


def _one_of(held: SignedMove, version: SignedMove) -> bool:
    """Whether the move we hold is a version of the same move (its runner's, after the same
    moves), not a move of a later era or line that happens to have the number."""
    return held.seat == version.seat and held.epoch == version.epoch and held.prev == version.prev


def reconsider(core: Lockstep) -> None:
    """The move in dispute turned out firm (late reports backed it): it stands."""
    seq = core.disputes.disputed
    if seq is None or seq >= len(core.book.moves):
        return
    runner = runner_in_epoch(core, core.book.moves[seq].seat, core.book.moves[seq].epoch)
    if runner is not None and firm(core, seq, runner):
        core.disputes.end_dispute()


def removal_point(core: Lockstep, runner: str) -> int:
    """The move from which a runner caught equivocating is voted out: the first move in
    dispute, or the first move not agreed here that it may have signed and that is not firm
    (every later one is void, every earlier one kept). Another runner signs one version of
    each of its moves, so the moves before that one are the same at every peer that holds
    them; a move of an earlier epoch of its seat may be the runner's."""
    ledger, seats = core.book.moves, core.membership.seats
    first = len(ledger)
    for seq in range(core.agreement.agreed, len(ledger)):
        run = seats[ledger[seq].seat]
        if (run.runner == runner or run.epoch != ledger[seq].epoch) and not firm(core, seq, runner):
            first = seq
            break
    return first if core.disputes.disputed is None else min(core.disputes.disputed, first)


def settling(core: Lockstep, ply: int) -> bool:
    """Whether a move from ``ply`` on may still become firm at another peer, so that a yes to a
    removal that would undo it waits: one applied here lately that still waits for its reports
    (neither agreed nor in dispute here: its acks are out), or one (up to the first in dispute)
    that a peer linked lately has not reported yet (its report may make the move firm where it
    arrives, or here). The wait ends with the reports, or after
    :attr:`~net.config.Timing.desync_wait` (a peer in dispute reports no later move)."""
    bound = core.ply if core.disputes.disputed is None else core.disputes.disputed
    since = core.now - core.timing.desync_wait
    agreement = core.agreement
    applied = core.book.applied_at
    if any(applied.get(seq, since) > since for seq in range(max(ply, agreement.agreed), bound)):
        return True
    links = core.links
    lately = [peer for peer in links.linked if links.linked_since.get(peer, since) > since]
    end = core.ply if core.disputes.disputed is None else core.disputes.disputed + 1
    return any(not agreement.reported(seq, peer) for seq in range(ply, end) for peer in lately)


def firm(core: Lockstep, seq: int, runner: str) -> bool:
    """Whether a strict majority of the table without its runner stands behind our version of
    move ``seq``: it was agreed here by such a majority, or, not agreed here (a move in dispute
    waits), such a majority reported our version and our hash after it. No peer that follows
    the protocol can then hold another version of it agreed."""
    agreement = core.agreement
    if not agreement.is_agreed(seq):
        line = core.line
        if seq >= len(core.book.moves) or line is None:
            return False
        ours, digest = core.book.moves[seq], line.moves[seq].hash
        backers = {peer for peer, report in agreement.reports.get(seq, {}).items()
                   if report.hash == digest and report.signed == ours}  # fmt: skip
    else:
        known = agreement.backers.get(seq)
        if known is None:
            return seq < agreement.firm_before
        backers = known
    return len(backers - {runner}) * 2 > len(core.membership.active())


def on_accuse(core: Lockstep, peer: str, message: Accuse) -> None:
    first, second = message.first, message.second
    if conflict(first, second) and proves(core, first, second):
        if first.seq < len(core.book.moves) and core.book.moves[first.seq] == second:
            first, second = second, first
        proved(core, first, second)
