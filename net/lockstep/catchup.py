"""Links and catch-ups: peers that come and go, and the record for a returning peer or a
spectator.

A catch-up is the header (seats, options, seed), the decisions taken (in its first part, so that
the receiver knows every seat's runner before it checks the moves) and the signed moves from a
given number, :data:`~net.config.MAX_CATCHUP_MOVES` a message. A peer takes a catch-up only when
it asked for one (:data:`ASKED`: it rejoined, and the other side answers) or once in answer to
the one it sent (:data:`ANSWER`); every move in it passes the same checks as a live move.
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import TYPE_CHECKING

from net.config import MAX_AHEAD, MAX_CATCHUP_MOVES
from net.events import Agreed, PeerBack, PeerLost
from net.lockstep import decisions, equivocation, moves, verdicts
from net.lockstep.agreement import conflict
from net.lockstep.effects import Linked, Unlinked
from net.messages import Ack, CatchUp, Certificate, SignedMove, Start

if TYPE_CHECKING:
    from net.lockstep.core import Lockstep

ASKED = "asked"
"""A catch-up answering our rejoin; if it ends before our game, we answer with our later moves."""
ANSWER = "answer"
"""The one answer to the catch-up we sent a peer whose rejoin we accepted."""


def catchup_messages(
    start: Start, seed: str, ledger: Sequence[SignedMove], first: int,
    decisions: tuple[Certificate, ...], agreed: int,
) -> list[CatchUp]:  # fmt: skip
    """The moves from ``first`` (and every decision) as catch-up messages; ``agreed`` moves
    were agreed by every peer linked to the sender."""
    moves = list(ledger[first:])
    chunks = [moves[i : i + MAX_CATCHUP_MOVES] for i in range(0, len(moves), MAX_CATCHUP_MOVES)]
    chunks = chunks or [[]]
    return [
        CatchUp(start.game, start.seats, start.options, seed, first + index * MAX_CATCHUP_MOVES,
                tuple(chunk), index == len(chunks) - 1, decisions if index == 0 else (), agreed)
        for index, chunk in enumerate(chunks)
    ]  # fmt: skip


def messages(core: Lockstep, first: int) -> list[CatchUp]:
    """The record of ``core`` from move ``first`` as catch-up messages."""
    certificates = tuple(c for _, c in core.decisions)
    return catchup_messages(core.start, core.seed, core.book.moves, first, certificates,
                            core.agreement.agreed)  # fmt: skip


# ------------------------------------------------------------------------ links


def on_linked(core: Lockstep, linked: Linked) -> None:
    """A link is up: send a catch-up to a peer that rejoined, expect one if we rejoined, and
    send our reports it may have missed while apart."""
    peer = linked.peer
    if core.links.link(peer, core.now):
        core.notify(PeerBack(peer, tuple(core.membership.seats_of(peer))))
    if linked.rejoined is not None and core.game is not None:
        # from the move before the first it lacks: a peer shown another version of that move
        # (by a runner that signed two) then sees the two, and the chain of its moves is checked
        first = max(0, min(linked.rejoined, core.game.ply) - 1)
        for message in messages(core, first):
            core.send((peer,), message)
        core.links.expect(peer, ANSWER)
    elif linked.asked:
        core.links.expect(peer, ASKED)
    for (runner, _), proof in core.disputes.proofs.items():  # it may have forgotten them
        if runner not in core.membership.removed and runner != peer:
            core.send((peer,), proof)
    for seq in sorted(core.agreement.reports):  # acks it may have missed while apart
        mine = core.agreement.reports[seq].get(core.me)
        if mine is not None and seq < len(core.book.moves):
            core.send((peer,), Ack(core.book.moves[seq], mine.hash))
        verdicts.check(core, seq)
    line = core.line
    if line is not None:  # and those of the moves agreed without it, which it may back
        ledger = core.book.moves
        first = max(core.links.back(peer, len(ledger)), len(ledger) - 2 * MAX_AHEAD)
        for seq in range(first, len(ledger)):
            if core.agreement.is_agreed(seq):
                core.send((peer,), Ack(ledger[seq], line.moves[seq].hash))


def on_unlinked(core: Lockstep, unlinked: Unlinked) -> None:
    peer = unlinked.peer
    if not core.links.unlink(peer, core.agreement.agreed, unlinked.bye):
        return
    seats = tuple(core.membership.seats_of(peer))
    core.notify(PeerLost(peer, seats, unlinked.reason, unlinked.bye))
    verdicts.check_all(core)


def on_catchup(core: Lockstep, peer: str, message: CatchUp) -> None:
    """Take a catch-up we asked for (or the one answer to ours): its decisions, then its
    moves with every check; answer with what the other side has not seen agreed."""
    kind = core.links.catchups.get(peer)
    game = core.game
    if kind is None:
        core.close(peer, f"{core.name_of(peer)} sent a catch-up that was not asked for")
        return
    if game is None or message.game != core.game_id or message.seed != core.seed:
        core.close(peer, "a catch-up for another game")
        return
    told = core.links.told_of(peer, [c.proposal.key for c in message.decisions])
    if message.last:
        core.links.caught_up(peer)  # one catch-up per rejoin
    for certificate in message.decisions:
        decisions.accept(core, certificate, peer)
    for signed in message.moves:
        game = core.game
        assert game is not None
        disputed = core.disputes.in_dispute(game.ply)
        if signed.seq > game.ply and not disputed and (game.ply, peer) not in core.book.pending:
            core.close(peer, f"the catch-up skips from move {game.ply} to {signed.seq}")
            return  # (after a move that waits here, held by a vote or in dispute, they wait)
        moves.take(core, peer, signed)
        if signed.seq > core.ply and not disputed and (signed.seq, peer) not in core.book.pending:
            core.close(peer, f"more catch-up moves than may wait here (from {signed.seq}): "
                       "the next link brings them again")  # fmt: skip
            return
        _agreed_before(core, peer, signed, message.agreed)
    moves.run_pending(core)
    end = message.first + len(message.moves)
    game = core.game
    assert game is not None
    if message.last:  # our hashes of the moves it has not seen agreed (we may have, apart)
        line = core.line
        assert line is not None
        for seq in range(message.agreed, len(core.book.moves)):
            core.send((peer,), Ack(core.book.moves[seq], line.moves[seq].hash))
    if message.last and kind == ASKED:  # our moves from the first it did not see agreed:
        # those we made while apart, any we agreed on differently (two moves for one number,
        # each side shown one of them), and those from where a decision it did not know of
        # takes effect (taking it, it undoes its moves from there)
        unknown = [at for at, c in core.membership.active_decisions
                   if at < end and c.proposal.key not in told]  # fmt: skip
        first = min(message.agreed, end, game.ply, *unknown)
        for answer in messages(core, first):
            core.send((peer,), answer)


def _agreed_before(core: Lockstep, peer: str, signed: SignedMove, agreed: int) -> None:
    """A caught-up move that ``peer`` saw agreed while we were away is ``peer``'s report (it
    reported its runner's hash to agree): agreed here too once our hash after it is the
    runner's; where we hold another version its runner signed too, kept as a report of that
    version (a peer in dispute over the move follows the versions others reported:
    equivocation.settle)."""
    seq = signed.seq
    if seq >= agreed or seq >= len(core.book.moves):
        return
    found, known = Ack(signed, signed.hash), core.book.moves[seq]
    if known != signed:
        if conflict(known, signed) and equivocation.proves(core, known, signed):
            core.agreement.other_version(seq, peer, found)
        return
    line = core.line
    assert line is not None
    if line.moves[seq].hash != signed.hash:
        return
    if core.agreement.is_agreed(seq):
        core.agreement.report(seq, peer, found, core.ply)  # (backs the agreement)
        return
    for done in core.agreement.agree(seq, frozenset((core.me, peer)), found):
        core.book.agreed(done)
        core.notify(Agreed(done, line.moves[done].hash))
