"""Decisions about seats: proposals, votes, certificates, and putting them in force.

A hand-over (the seat's player is lost, or held its turn past the turn timer), a give-back (the
player is back) or a removal (a fault) is a proposal; the voters (:mod:`~net.lockstep.ballots`)
answer yes once what it claims holds for them too, and a strict majority of signed yes votes
makes a certificate that every peer checks, relays once and puts in force at a move number all
honest peers agree on, undoing moves made against it (:mod:`~net.lockstep.membership`).
"""

from __future__ import annotations

import logging
from typing import TYPE_CHECKING, Any

from engine.rules import GameState
from net.config import MAX_DECISIONS, STALL_VOTE_AFTER
from net.events import Decided, TurnTimer
from net.identity import vote_statement
from net.lockstep import equivocation, faults, moves, settlement, stalls, verdicts
from net.lockstep.ballots import Ballot
from net.lockstep.effects import HandOver, LockstepError
from net.lockstep.membership import FALLBACK_BOT
from net.messages import Certificate, Decide, Proposal, Propose, Vote

if TYPE_CHECKING:
    from net.lockstep.core import Lockstep

log = logging.getLogger(__name__)


# ------------------------------------------------------------------------ proposing


def on_handover_request(core: Lockstep, request: HandOver) -> None:
    """The owner asks to hand a missing or stalled seat to a bot (raises LockstepError). The
    request stands until it is decided or moot: a proposal that the others could not back yet
    (they were a move ahead or behind) is made again."""
    seats = core.membership.seats
    if not 0 <= request.seat < len(seats):
        raise LockstepError(f"seat {request.seat + 1} is beyond the game")
    runner = seats[request.seat].runner
    if runner == core.me:
        raise LockstepError(f"seat {request.seat + 1} is played here")
    if runner in core.links.linked and not _held(core, request.seat):
        raise LockstepError(f"seat {request.seat + 1} is not missing")
    core.ballots.hand_over(request.seat, request.bot)
    propose_handovers(core)


def propose_handovers(core: Lockstep) -> None:
    """Put the seats the owner asked to hand over to the vote, while their runners are still
    missing or stalled (once a decision gave a seat to a peer here, or its runner is back, the
    request is done)."""
    for seat, bot in list(core.ballots.handovers.items()):
        runner = core.membership.runner(seat)
        moot = runner in core.links.linked and not _held(core, seat)
        if runner == core.me or moot:
            core.ballots.handed_over(seat)
            continue
        grounds = "stalled" if runner in core.links.linked else "lost"
        propose(core, "handover", seat, runner, bot, grounds)


def _held(core: Lockstep, seat: int) -> bool:
    """Whether ``seat``'s turn ran past its limit, or (without one) long enough for a vote."""
    return core.turns.held(seat, core.now, STALL_VOTE_AFTER)


def _keeper(core: Lockstep, subject: str) -> str | None:
    """Who runs a seat taken from ``subject``: the first peer of the order in the game and
    linked here (this one included)."""
    for peer in core.membership.voters(subject):
        if peer == core.me or peer in core.links.linked:
            return peer
    return None


def propose(core: Lockstep, kind: str, seat: int, subject: str, bot: str | None, grounds: str,
            ply: int | None = None) -> None:  # fmt: skip
    """Put a change of ``seat`` to the vote (unless one about it runs or waits already).

    A hand-over or a give-back waits while this peer is behind after a time jump: the seats
    it would hold for the vote would park the very moves that catch it up, and the others
    have moved past the move it would name (the request stands, and is proposed again once it
    caught up, if it still holds). No seat changes hands in a game that is over (a peer at
    fault is still voted out)."""
    game = core.game
    if game is None or core.ballots.about(seat) is not None:
        return
    if kind != "remove" and (game.is_over or core.now < core.links.behind_until):
        return
    if any(c.proposal.seat == seat for c in core.membership.waiting):
        return
    if len(core.decisions) >= MAX_DECISIONS:
        return
    runner = subject if kind == "giveback" else _keeper(core, subject)
    if runner is None:
        return
    proposal = Proposal(core.me, core.ballots.next_number(), kind, seat, subject, runner, bot,
                        core.ply if ply is None else ply, grounds)  # fmt: skip
    if core.membership.problem(proposal) is not None:
        return
    ballot = Ballot(proposal, core.now + core.timing.vote_wait)
    core.ballots.open(ballot)
    if core.me != subject:
        ballot.votes[core.me] = _sign_vote(core, proposal)
        core.ballots.promise(proposal, ballot.until)
    core.send([p for p in core.membership.active() if p in core.links.linked], Propose(proposal))
    _count(core, ballot)


def propose_removals(core: Lockstep) -> None:
    """Put every peer at fault to the vote (an equivocated move in dispute is undone)."""
    equivocation.reconsider(core)
    settlement.follow_decision(core)
    for peer, (grounds, _seq) in list(core.disputes.faults.items()):
        if peer in core.membership.removed:
            core.disputes.voted_out(peer)
            continue
        seats = core.membership.seats_of(peer) or core.membership.own_seats(peer)
        equivocated = grounds == "equivocation"
        ply = equivocation.removal_point(core, peer) if equivocated else core.ply
        propose(core, "remove", seats[0], peer, FALLBACK_BOT, grounds, ply)


def propose_givebacks(core: Lockstep) -> None:
    """Ask for this peer's seats back, once it wants them (see Reclaim); not a seat forfeited
    (handed over again while on probation: only another peer may give it back)."""
    if not core.ballots.reclaim or core.me in core.membership.removed:
        return
    for seat in core.membership.own_seats(core.me):
        if core.membership.runner(seat) != core.me and not stalls.forfeited(core, seat):
            propose(core, "giveback", seat, core.me, None, "back")


def readmit(core: Lockstep, seat: int) -> None:
    """The owner lets the player of a forfeited seat have it back: put it to the vote (raises
    LockstepError when there is nothing to give back)."""
    seats = core.membership.seats
    if not 0 <= seat < len(seats):
        raise LockstepError(f"seat {seat + 1} is beyond the game")
    player = core.membership.players[seat]
    if player == core.me or not stalls.forfeited(core, seat):
        raise LockstepError(f"seat {seat + 1} is not kept from another player")
    if player not in core.links.linked:
        raise LockstepError(f"the player of seat {seat + 1} is not connected")
    propose(core, "giveback", seat, player, None, "back")


def watch_turn(core: Lockstep, game: GameState[Any], seat: int | None) -> None:
    """Follow whose turn it is (``seat``'s, in ``game``), since when and for how long it may
    run (:mod:`~net.lockstep.stalls`); hand over a turn held past its limit."""
    turns = core.turns
    if seat is None or core.paused is not None:
        timed = turns.deadline() is not None
        ended = turns.stop()
        if ended is not None and timed:
            core.notify(TurnTimer(ended, None))
        return
    line = core.line
    assert line is not None
    played = line.moves
    new_turn = not played or played[-1].seat != seat
    epoch = core.membership.seats[seat].epoch
    timed = turns.deadline() is not None
    if turns.follow(seat, epoch, game.ply, new_turn, core.now, stalls.limit(core, seat)):
        deadline = turns.deadline()
        if deadline is not None or timed:
            core.notify(TurnTimer(seat, deadline))
    runner = core.membership.runner(seat)
    if runner != core.me and turns.stalled(seat, core.now):
        grounds = "stalled" if runner in core.links.linked else "lost"
        propose(core, "handover", seat, runner, FALLBACK_BOT, grounds)


# ------------------------------------------------------------------------ voting


def _sign_vote(core: Lockstep, proposal: Proposal) -> bytes:
    return core.identity.sign(vote_statement(core.game_id, proposal.encode()))


def on_propose(core: Lockstep, peer: str, proposal: Proposal) -> None:
    if proposal.proposer != peer:
        core.close(peer, "a proposal in another peer's name")
        return
    problem = core.membership.problem(proposal)
    if problem is not None:
        log.warning("%s: proposal of %s refused: %s", core.name_of(core.me), core.name_of(peer),
                    problem)  # fmt: skip
        core.send((peer,), Vote(proposal.proposer, proposal.number, False, None))
        return
    if core.me not in core.membership.voters(proposal.subject):
        return
    mine = core.ballots.about(proposal.seat)
    if mine is not None:
        if _precedes(core, mine.proposal, proposal):
            core.send((peer,), Vote(proposal.proposer, proposal.number, False, None))
            return
        core.ballots.give_way(mine.proposal, proposal.seat)  # the earlier peer's proposal wins
    core.ballots.consider(proposal, core.now + core.timing.vote_wait)
    consider(core)


def _precedes(core: Lockstep, mine: Proposal, theirs: Proposal) -> bool:
    """Which of two proposals about one seat goes on: a removal that keeps a move in dispute
    before one that voids it (a peer that agreed on the move votes no to voiding it), else
    the earlier peer's."""
    if mine.kind == theirs.kind == "remove" and mine.ply != theirs.ply:
        return mine.ply > theirs.ply
    return core.order.index(mine.proposer) < core.order.index(theirs.proposer)


def consider(core: Lockstep) -> None:
    """Answer the proposals we hold once what they claim is true here too (or drop them)."""
    for key, (proposal, until) in list(core.ballots.considering.items()):
        if _supports(core, proposal) and core.ballots.may_promise(proposal, core.now):
            core.ballots.answered(key)
            core.ballots.promise(proposal, core.now + core.timing.vote_wait)
            vote = Vote(proposal.proposer, proposal.number, True, _sign_vote(core, proposal))
            core.send((proposal.proposer,), vote)
        elif until <= core.now:
            core.ballots.answered(key)
            core.send((proposal.proposer,), Vote(proposal.proposer, proposal.number, False,
                                                 None))  # fmt: skip


def _supports(core: Lockstep, proposal: Proposal) -> bool:
    """Whether what a proposal claims holds in this peer's view."""
    game = core.game
    if game is None or core.membership.problem(proposal) is not None:
        return False
    subject = proposal.subject
    if proposal.runner != core.me and proposal.runner not in core.links.linked:
        return False
    if proposal.kind == "giveback":  # never undoing agreed moves; a forfeited seat: only when
        # another peer proposes it
        past = proposal.ply < game.ply and core.agreement.is_agreed(proposal.ply)
        kept = proposal.proposer == subject and stalls.forfeited(core, proposal.seat)
        return subject in core.links.linked and proposal.ply <= game.ply and not past and not kept
    if proposal.kind == "remove":  # never undoing a move a majority stands (or may stand) behind
        if proposal.ply >= game.ply:
            return subject in core.disputes.faults
        if proposal.grounds == "equivocation":
            stands = _undoes_firm(core, proposal) or equivocation.settling(core, proposal.ply)
        else:
            stands = core.agreement.is_agreed(proposal.ply)
        return subject in core.disputes.faults and not stands
    if proposal.ply != game.ply:
        return False
    if proposal.grounds == "lost":
        return subject not in core.links.linked
    return game.to_move == proposal.seat and _held(core, proposal.seat)


def on_vote(core: Lockstep, peer: str, vote: Vote) -> None:
    ballot = core.ballots.mine.get((vote.proposer, vote.number))
    if ballot is None or not vote.yes or vote.sig is None:
        return
    proposal = ballot.proposal
    if peer not in core.membership.voters(proposal.subject):
        return
    statement = vote_statement(core.game_id, proposal.encode())
    if core.identity.verify(core.membership.keys[peer], statement, vote.sig):
        ballot.votes[peer] = vote.sig
        _count(core, ballot)


def _count(core: Lockstep, ballot: Ballot) -> None:
    proposal = ballot.proposal
    if _undoes_firm(core, proposal):  # it became firm here since: proposed again from later
        core.ballots.drop(proposal)
        return
    if len(ballot.votes) >= core.membership.threshold(proposal.subject):
        certificate = ballot.certificate()
        core.ballots.carried(proposal)
        accept(core, certificate, core.me)


def _undoes_firm(core: Lockstep, proposal: Proposal) -> bool:
    """Whether a removal for equivocation would undo a move firm here."""
    return (
        proposal.kind == "remove" and proposal.grounds == "equivocation"
        and proposal.ply < core.ply and equivocation.firm(core, proposal.ply, proposal.subject)
    )  # fmt: skip


# ------------------------------------------------------------------------ certificates


def accept(core: Lockstep, certificate: Certificate, sender: str) -> None:
    """Take a decision: check its votes, tell the linked peers, put it in force when due."""
    proposal = certificate.proposal
    if proposal.key in core.membership.known:
        return
    rival = _rival(core, proposal)
    if rival is not None:  # two majorities decided the same: the earlier decision holds
        at, held = rival
        if (at, held.proposal.key) <= (proposal.ply, proposal.key):
            core.membership.set_aside(proposal)
            return
        core.membership.withdraw(held)
    problem = core.membership.check(certificate, core.identity, core.game_id)
    if problem is not None:
        log.warning("%s: decision from %s refused: %s", core.name_of(core.me),
                    core.name_of(sender), problem)  # fmt: skip
        return
    core.membership.set_aside(proposal)
    if proposal.kind == "remove" and proposal.subject == core.me and len(
        core.membership.active()
    ) <= 2:  # the only other player votes us out: two players who disagree
        faults.pause(core, f"{core.name_of(sender)} voted us out ({proposal.grounds}); two "
                       "players cannot tell who is right", core.ply, {})  # fmt: skip
        return
    core.ballots.settle(proposal)  # (no yes of ours holds the seat's moves any longer)
    disputed = core.disputes.disputed
    if proposal.grounds == "equivocation" and proposal.ply > (disputed or proposal.ply):
        voters = [proposal.proposer, *[v.peer for v in certificate.votes]]
        settlement.settle(core, proposal.subject, voters)  # the table kept the move
    core.membership.wait(certificate)
    core.send(core.links.members(), Decide(certificate))  # in case a peer missed it
    if core.game is not None:
        activate(core, core.game, core.game.ply)


def _rival(core: Lockstep, proposal: Proposal) -> tuple[int, Certificate] | None:
    """A decision we hold about the same change (the same peer voted out; the same seat
    handed over or given back, with no other decision about the seat after it), with the move
    from which it is in force."""
    held = sorted(core.membership.active_decisions, key=lambda entry: entry[0])
    held += [(c.proposal.ply, c) for c in core.membership.waiting]  # (in force later)
    if proposal.kind == "remove":
        return next(((at, c) for at, c in held if c.proposal.kind == "remove"
                     and c.proposal.subject == proposal.subject), None)  # fmt: skip
    about = [(at, c) for at, c in held
             if c.proposal.seat == proposal.seat and c.proposal.kind != "remove"]  # fmt: skip
    if not about:
        return None
    at, last = about[-1]  # (a seat is handed over and given back in turn)
    same = last.proposal.kind == proposal.kind and last.proposal.subject == proposal.subject
    return (at, last) if same else None


def _effective(core: Lockstep, proposal: Proposal, ply: int) -> int | None:
    """The move number from which a decision is in force, once it is known (a give-back
    waits for the start of its seat's next turn after the hand-over: the bot plays the turn it
    was handed, so that the seat's decisions never share a move)."""
    if proposal.kind != "giveback":
        return proposal.ply if proposal.ply <= ply else None
    line = core.line
    assert line is not None
    played, game = line.moves, line.game
    first = proposal.ply
    for at, certificate in core.membership.active_decisions:
        if certificate.proposal.seat == proposal.seat and certificate.proposal.kind == "handover":
            first = max(first, at + 1)
    for at in range(first, ply + 1):
        seat = played[at].seat if at < len(played) else game.to_move
        before = played[at - 1].seat if at > 0 else None
        if seat == proposal.seat and before != seat:
            return at
    return None


def activate(core: Lockstep, game: GameState[Any], ply: int) -> None:
    """Put in force the decisions due at move ``ply`` (undoing moves made against them)."""
    while True:
        due = []
        for certificate in core.membership.waiting:
            at = _effective(core, certificate.proposal, ply) if core.line is not None else None
            if at is not None:  # (a give-back first: a hand-over at its move came after it)
                kind = certificate.proposal.kind != "giveback"
                due.append((at, kind, certificate.proposal.key, certificate))
        if not due:
            return
        at, _, _, certificate = min(due)
        core.membership.due(certificate)
        _put_in_force(core, certificate, at)
        if core.game is not game:
            return  # moves were undone: the new game carries on


def _put_in_force(core: Lockstep, certificate: Certificate, at: int) -> None:
    proposal = certificate.proposal
    game = core.game
    assert game is not None
    if at < game.ply:
        core.membership.postpone_from(at + 1)
    epochs = [run.epoch for run in core.membership.seats]
    changed = core.membership.apply(certificate, at)
    seats = core.membership.seats
    renewed = {seat for seat, run in enumerate(seats) if run.epoch != epochs[seat]}
    # moves of a renewed seat from here hold only if its runner signed them in this epoch (a
    # rival decision taken back had given the seat, in the same epoch, to another runner)
    ledger = core.book.moves
    first_bad = next((q for q in range(at, len(ledger)) if ledger[q].seat in renewed
                      and not moves.signed_by_runner(core, ledger[q])),
                     None)  # fmt: skip
    if first_bad is not None:
        moves.roll_back(core, first_bad)
    voters = tuple(v.peer for v in certificate.votes)
    log.warning("%s: decided %s of seat %d (%s, %s) from move %d", core.name_of(core.me),
                proposal.kind, proposal.seat, core.name_of(proposal.subject), proposal.grounds,
                at)  # fmt: skip
    for seat in changed:
        core.notify(Decided(proposal.kind, seat, proposal.subject, core.membership.runner(seat),
                            core.membership.seats[seat].bot, proposal.grounds, at,
                            voters))  # fmt: skip
    core.turns.ask_again()
    if proposal.kind == "remove" and proposal.grounds == "equivocation":
        core.disputes.end_dispute()
    verdicts.check_all(core)  # fewer peers may now agree
    if proposal.kind == "remove" and proposal.subject == core.me and core.paused is None:
        core.paused = f"voted out by the others ({proposal.grounds})"
