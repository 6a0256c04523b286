"""Settlement: the table voted out a runner that signed two versions of a move, and kept one.

A peer that held the move in dispute (:mod:`~net.lockstep.equivocation`) when the decision came,
or was shown the move only after it took the decision, follows the version the table kept: it
undoes its moves from that number, takes the version the voters reported (relayed, as they hold
it) and the moves built on it, and keeps the others' reports of the moves now its own.
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import TYPE_CHECKING

from net.lockstep import moves, verdicts
from net.lockstep.equivocation import runner_in_epoch
from net.messages import SignedMove

if TYPE_CHECKING:
    from net.lockstep.core import Lockstep


def settle(core: Lockstep, runner: str, voters: Sequence[str]) -> None:
    """The table voted the runner out without voiding the move in dispute (the proposer,
    first of ``voters``, had agreed on it): follow the version the proposer reported here,
    else the one most voters reported, else the one most other peers applied, and the moves
    built on it."""
    seq = core.disputes.end_dispute()
    if seq is None or seq >= len(core.book.moves):
        return
    agreement = core.agreement

    def versions(number: int) -> dict[str, SignedMove]:
        agreed = number < len(core.book.moves) and agreement.is_agreed(number)
        found = agreement.versions(number, core.book.moves[number] if agreed else None)
        found.pop(runner, None)
        return found

    reported, chosen = versions(seq), set(voters)

    def rank(version: SignedMove) -> tuple[bool, int, int, bytes]:  # (a tie: the signature)
        by = {peer for peer, v in reported.items() if v == version}
        return voters[0] in by, len(by & chosen), len(by), version.sig

    best = max(set(reported.values()), key=rank, default=None)
    if best is None or best == core.book.moves[seq]:
        return
    numbers = {*agreement.reports, *agreement.others, *range(seq + 1, len(core.book.moves))}
    later = {number: versions(number) for number in sorted(numbers) if number > seq}
    reports = {number: dict(acks) for number, acks in agreement.reports.items() if number >= seq}
    core.membership.postpone_from(seq + 1)  # again when due
    moves.roll_back(core, seq)
    moves.take(core, next(p for p, v in reported.items() if v == best), best)  # (relayed)
    for number, found in later.items():  # those built on it follow
        for signed in found.values():
            if core.ply == number:
                moves.take(core, core.me, signed)
    for number, acks in reports.items():  # the others' reports of the moves now ours stand,
        for peer, ack in acks.items():  # and those of moves still to come wait for them
            if peer == core.me:
                continue
            if number >= len(core.book.moves):
                agreement.report(number, peer, ack, core.ply)
            elif ack.signed == core.book.moves[number]:
                verdicts.report(core, number, peer, ack)


def follow_decision(core: Lockstep) -> None:
    """The move in dispute was shown to us after we took the table's decision to vote its
    runner out from a later move (the table kept a version of it): follow that version, as a
    peer that was in dispute when the decision came does (:func:`settle`)."""
    seq = core.disputes.disputed
    if seq is None or seq >= len(core.book.moves):
        return
    runner = runner_in_epoch(core, core.book.moves[seq].seat, core.book.moves[seq].epoch)
    if runner is None:
        return
    for certificate in [*core.membership.waiting, *(taken for _, taken in core.decisions)]:
        proposal = certificate.proposal
        if (proposal.kind == "remove" and proposal.grounds == "equivocation"
                and proposal.subject == runner and proposal.ply > seq):  # fmt: skip
            settle(core, runner, [proposal.proposer, *(vote.peer for vote in certificate.votes)])
            return
