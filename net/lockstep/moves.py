"""Moves: playing this peer's, taking the others', and the ledger that holds them signed.

Only the runner of the seat to move makes a move: it checks it with its engine, signs it with the
state hash after it and sends it to every seated peer. A receiver takes a move when it is the
next one, is signed by the seat's runner of the current epoch and is legal (the order of the
checks is the protocol's, docs/protocol.md section 7); it applies it, records it and acks it with
its own hash. Moves a little ahead wait (a few per sender); farther ones are dropped unread.
Moves are undone only when a decision makes them void (:func:`roll_back`).
"""

from __future__ import annotations

import logging
from typing import TYPE_CHECKING, Any

from engine.errors import IllegalMoveError, NotationError
from engine.record import PlayedMove
from engine.rules import GameMove, GameState
from net.config import MAX_REASON
from net.events import GameOver, MoveApplied, Rejected, RolledBack
from net.lockstep import equivocation, illegal, verdicts
from net.lockstep.agreement import conflict
from net.lockstep.effects import SAVE, Chosen, Drive, LockstepError, Spectate
from net.messages import Ack, MoveMessage, Reject, SignedMove

if TYPE_CHECKING:
    from net.lockstep.core import Lockstep

log = logging.getLogger(__name__)


def play_local(core: Lockstep, moves: tuple[GameMove, ...], seat: int | None) -> None:
    """Apply and send moves of a seat this peer runs (a batch is checked on a copy first).

    Raises :class:`LockstepError` or ``IllegalMoveError``, changing nothing, when they cannot be
    played now.
    """
    line = core.line
    if line is None:
        raise LockstepError("the game has not started")
    game = line.game
    if core.status != "running":
        raise LockstepError(f"cannot move now: the game is {core.status} {core.reason}".strip())
    to_move = game.to_move
    assert to_move is not None
    if core.membership.runner(to_move) != core.me:
        raise LockstepError(f"seat {to_move + 1} is to move, and it is not played here")
    if seat is not None and seat != to_move:
        raise LockstepError(f"seat {seat + 1} is not to move")
    if core.ballots.holds(to_move, core.now):
        raise LockstepError(f"seat {to_move + 1} is held by a vote")
    disputed = core.disputes.disputed
    if disputed is not None:
        raise LockstepError(f"move {disputed} is in dispute (signed twice by its runner)")
    if len(moves) > 1:  # a batch is checked whole before anything changes
        trial = game.copy()
        for move in moves:
            if trial.to_move != to_move:
                raise LockstepError("the moves go beyond the turn")
            trial.play(move)
    for move in moves:
        seq = game.ply
        epoch = core.membership.seats[to_move].epoch
        played = line.play(move, core.hasher)  # raises IllegalMoveError before anything changed
        digest = played.hash
        signed = SignedMove.sign(core.identity, core.game_id, seq, to_move, epoch,
                                 link_before(core, seq), move, digest)  # fmt: skip
        record_move(core, signed, played, local=True)
        if core.game is not game:
            return  # a decision due at this move undid it
        core.send(core.links.members(), MoveMessage(signed))
        verdicts.report(core, seq, core.me, Ack(signed, digest))
    run_pending(core)


def record_move(core: Lockstep, signed: SignedMove, played: PlayedMove, local: bool) -> None:
    """Add a move the line played (``played``, with our hash after it) to the ledger, and
    tell it."""
    game = core.game
    assert game is not None
    core.book.append(signed, core.now)
    core.out.append(SAVE)
    core.out.append(Spectate(signed))
    core.notify(MoveApplied(signed.seq, played, local))
    if game.is_over:
        core.notify(GameOver(game.winner))
    if core.membership.waiting:  # (none due, most often)
        core.activate(game, game.ply)


def refuse(core: Lockstep, peer: str, seq: int, reason: str, sig: bytes | None = None) -> None:
    """Refuse a move from ``peer``: log it, tell the owner and the sender."""
    log.warning("%s refused move %d from %s: %s", core.name_of(core.me), seq, core.name_of(peer),
                reason)  # fmt: skip
    event = Rejected(seq, peer, core.me, reason)
    core.disputes.refused(event)
    core.notify(event)
    if peer in core.links.linked:
        core.send((peer,), Reject(seq, reason[:MAX_REASON], sig))


def link_before(core: Lockstep, seq: int) -> bytes:
    """The link that move ``seq`` names: that of the move before it in our ledger."""
    return core.book.link_before(seq)


def signed_by_runner(core: Lockstep, signed: SignedMove) -> bool:
    """Whether a move is signed by its seat's runner of the current epoch."""
    run = core.membership.seats[signed.seat]
    return signed.epoch == run.epoch and core.identity.verify(
        core.membership.keys[run.runner], signed.statement(core.game_id), signed.sig
    )


def take(core: Lockstep, peer: str, signed: SignedMove) -> None:
    """Check a signed move from ``peer`` (its runner, or a peer relaying it) and apply it if
    it is the next one; keep it if it is a little ahead."""
    game = core.game
    if signed.seat >= len(core.membership.seats):
        refuse(core, peer, signed.seq, f"seat {signed.seat + 1} is beyond the game", signed.sig)
        return
    if game is None or signed.seq > game.ply:
        keep(core, peer, signed)
        return
    seq = signed.seq
    if signed.prev != link_before(core, seq):
        log.info("%s: move %d from %s follows other moves than ours (undone here, or never "
                 "played here)", core.name_of(core.me), seq, core.name_of(peer))  # fmt: skip
        return
    if seq < game.ply:
        _take_again(core, peer, signed, game.ply)
        return
    if core.disputes.in_dispute(seq):
        keep(core, peer, signed)  # taken if the table keeps the move in dispute, else void
        return
    why = _out_of_place(core, signed, game)
    if why is None:
        if _held(core, peer, signed):
            keep(core, peer, signed)
            return
        why = _not_signed(core, signed)
    if why is not None:
        refuse(core, peer, seq, why, signed.sig)
        return
    _play_next(core, peer, signed, game)


def _take_again(core: Lockstep, peer: str, signed: SignedMove, played: int) -> None:
    """A move of a number already played here: the same move (its hash counts), another
    version signed by the same runner (a proof), or a stale one."""
    seq = signed.seq
    known = core.book.moves[seq]
    if known is signed or known == signed:  # the same move again: only its hash counts
        runner = core.membership.runner(signed.seat)
        if peer == runner:
            verdicts.report(core, seq, runner, Ack(signed, signed.hash))
    elif conflict(known, signed) and equivocation.proves(core, known, signed):
        equivocation.proved(core, known, signed)
    elif not core.disputes.in_dispute(seq):
        refuse(core, peer, seq, f"stale move {seq}: {played} moves were played", signed.sig)


def _out_of_place(core: Lockstep, signed: SignedMove, game: GameState[Any]) -> str | None:
    """Why the next move cannot be played now whoever signed it (None: it can)."""
    if core.paused is not None:
        return f"the game is paused: {core.paused}"
    if game.to_move != signed.seat:
        why = f"seat {signed.seat + 1} moved, seat {(game.to_move or 0) + 1} is to move"
        return f"out of turn: {why}"
    return None


def _held(core: Lockstep, peer: str, signed: SignedMove) -> bool:
    """Whether the next move waits: a decision we have not heard of yet, a vote that stands,
    or a runner voted out whose move counts only as another peer's copy."""
    run = core.membership.seats[signed.seat]
    if signed.epoch > run.epoch or core.ballots.holds(signed.seat, core.now):
        return True
    return peer == run.runner and voted_out_before(core, peer, signed.seq)


def _not_signed(core: Lockstep, signed: SignedMove) -> str | None:
    """Why the next move is not its runner's (None: it is)."""
    if signed_by_runner(core, signed):
        return None
    seat = signed.seat + 1
    if signed.epoch < core.membership.seats[signed.seat].epoch:
        return f"move {signed.seq} of seat {seat} comes from an earlier runner of the seat"
    return f"move {signed.seq} of seat {seat} is not signed by its runner"


def _play_next(core: Lockstep, peer: str, signed: SignedMove, game: GameState[Any]) -> None:
    """Play the next move, record it and acknowledge it to every member."""
    seq, run, line = signed.seq, core.membership.seats[signed.seat], core.line
    assert line is not None
    try:
        played = line.play(signed.played(line.rules).move, core.hasher)
    except (IllegalMoveError, NotationError) as error:  # (signed by its runner: a proof)
        refuse(core, peer, seq, f"illegal: {error}", signed.sig)
        illegal.proved(core, signed)
        return
    digest = played.hash
    record_move(core, signed, played, local=False)
    if core.game is not game:
        return  # a decision due at this move undid it
    ack, members = Ack(signed, digest), core.links.members()
    if run.runner in members:  # the mover waits for every ack: its own leaves first
        core.send((run.runner,), ack, at_once=True)
    core.send([peer for peer in members if peer != run.runner], ack)
    verdicts.report(core, seq, core.me, ack)
    if run.runner in core.membership.active():
        core.links.progressed(run.runner, seq)
        verdicts.report(core, seq, run.runner, Ack(signed, signed.hash))


def on_ack(core: Lockstep, peer: str, ack: Ack) -> None:
    if peer not in core.membership.active() or core.game is None:
        return
    seq = ack.seq
    signed, seats = ack.signed, core.membership.seats
    if seq <= len(core.book.moves):
        on_our_line = signed.prev == core.book.link_before(seq)
    else:
        on_our_line = signed.seat < len(seats) and signed.epoch == seats[signed.seat].epoch
    if on_our_line:  # (an ack of a move undone since shows nothing)
        core.links.progressed(peer, seq + 1)
    if seq >= len(core.book.moves):  # a move we missed (its runner is not linked to us): the
        take(core, peer, ack.signed)  # echo is signed by the runner, so it counts
    if seq < len(core.book.moves):
        known = core.book.moves[seq]
        if ack.signed is not known and conflict(known, ack.signed) and equivocation.proves(
            core, known, ack.signed
        ):
            equivocation.proved(core, known, ack.signed)
    # an ack of another version is a report too: its peer did not miss the move, and a peer
    # in dispute follows the versions others reported (equivocation.settle)
    verdicts.report(core, seq, peer, ack)


def voted_out_before(core: Lockstep, runner: str, seq: int) -> bool:
    """Whether the table voted ``runner`` out for signing two versions of a move, from a move
    after ``seq`` (the decision waits for its move): its own copy of move ``seq`` may be the
    version no other peer holds, so the move is taken as another peer relays it (in its ack,
    its catch-up), the version the peers that voted agreed on."""
    return any(
        c.proposal.kind == "remove" and c.proposal.grounds == "equivocation"
        and c.proposal.subject == runner and seq < c.proposal.ply for c in core.membership.waiting
    )  # fmt: skip


def keep(core: Lockstep, peer: str, signed: SignedMove) -> None:
    """Keep a move that overtook the ones before it (a few per sender; more are dropped; a
    later one for the same number replaces the earlier, which it supersedes)."""
    core.book.keep(peer, signed, core.ply)


def run_pending(core: Lockstep) -> None:
    """Take every waiting move that is due, the runner's own copy first."""
    while core.game is not None and core.book.pending:
        ply = core.game.ply
        for key in [k for k in core.book.pending if k[0] < ply]:
            signed = core.book.release(key)
            known = core.book.moves[signed.seq]
            if signed is not known and signed != known:
                take(core, key[1], signed)
        due = [k for k in core.book.pending if k[0] == ply]
        to_move = core.game.to_move
        if not due or (to_move is not None and core.ballots.holds(to_move, core.now)):
            return
        runner = core.membership.runner(to_move) if to_move is not None else ""
        key = min(due, key=lambda k: (k[1] != runner, k[1]))
        take(core, key[1], core.book.release(key))
        if core.game.ply == ply:  # refused: try the other copies
            for other in [k for k in due if k in core.book.pending]:
                take(core, other[1], core.book.release(other))
            if core.game.ply == ply:
                return


def on_chosen(core: Lockstep, chosen: Chosen) -> None:
    """A bot chose a turn's moves for a seat this peer runs: play them if still due."""
    if core.now < core.links.behind_until:
        core.turns.ask_again()  # chosen before a stop: asked again once caught up
        return
    game = core.game
    if game is None or chosen.ply != game.ply or game.to_move != chosen.seat:
        return  # the game moved on meanwhile
    if core.membership.runner(chosen.seat) != core.me:
        return
    if core.status != "running" or core.disputes.disputed is not None or core.ballots.holds(
        chosen.seat, core.now
    ):  # chosen while the seat could not move (a vote came meanwhile): asked again once it can
        core.turns.ask_again()
        return
    try:
        play_local(core, chosen.moves, chosen.seat)
    except (LockstepError, IllegalMoveError) as error:
        log.error("the bot of seat %d chose what cannot be played: %s", chosen.seat, error)


def on_drive(core: Lockstep, drive: Drive) -> None:
    seats = core.membership.seats
    if not 0 <= drive.seat < len(seats):
        raise LockstepError(f"seat {drive.seat + 1} is beyond the game")
    if seats[drive.seat].runner != core.me:
        raise LockstepError(f"seat {drive.seat + 1} is not played here")
    core.turns.drive(drive.seat, drive.bot)


def roll_back(core: Lockstep, ply: int) -> None:
    """Undo moves ``ply`` and later (a decision made them void; there are some: the line's
    game is then another, which tells those that played a move that it was undone)."""
    line = core.line
    assert line is not None and ply < line.ply
    log.warning("%s: undoing moves from %d", core.name_of(core.me), ply)
    line.rewind(ply)
    core.book.cut(ply)
    core.agreement.forget_from(ply)
    core.disputes.cut(ply)
    core.links.cut(ply)
    core.out.append(SAVE)
    core.notify(RolledBack(ply))
