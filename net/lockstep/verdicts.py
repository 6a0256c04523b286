"""Verdicts: whether the peers agree on each move, and who is at fault when they do not.

Every peer reports its state hash after each move (its runner by the move itself, the others by
acks that echo the signed move). A move every required peer reported the same hash for is
*agreed*. Reports that differ are a *split*: a peer outside a strict majority rebuilds from its
record, and one still outside after :attr:`~net.config.Timing.desync_wait` is at fault (``hash``);
with no majority among a whole table (two players) the game pauses. A desync claimed about an
agreed move (``desync``), a refusal of a move the others accepted (``reject``) and acks missing
from a peer that showed it went past the move (``acks``) are faults too. A fault is named
(:class:`~net.events.Suspected`) and put to the vote (:mod:`~net.lockstep.decisions`).
"""

from __future__ import annotations

import logging
from dataclasses import replace
from typing import TYPE_CHECKING, Any

from engine.line import line_of
from engine.record import PlayedMove, ReplayError, replay_state
from engine.rules import GameState
from net.events import Agreed, Rebuilt, Rejected, Suspected
from net.lockstep import equivocation, faults
from net.lockstep.agreement import majority
from net.lockstep.effects import SAVE, Dump
from net.messages import Ack, Desync, Reject

if TYPE_CHECKING:
    from net.lockstep.core import Lockstep

log = logging.getLogger(__name__)


# ------------------------------------------------------------------------ reports


def report(core: Lockstep, seq: int, peer: str, found: Ack) -> None:
    """Keep ``peer``'s report on move ``seq`` (an ack: the move it applied, its hash after it)
    and judge the move."""
    rejects = core.disputes.rejects
    if rejects and rejects.get(seq, ("", 0.0))[0] == peer and (
        seq < len(core.book.moves) and found.signed == core.book.moves[seq]
    ):  # it took the move since refusing it: it lacked a decision, or a move before it
        core.disputes.unrefused(seq)
    if core.agreement.report(seq, peer, found, core.ply):
        check(core, seq)


def check(core: Lockstep, seq: int) -> None:
    """Judge move ``seq`` once every required report is in: agreed, or a split."""
    if seq >= len(core.book.moves) or core.agreement.is_agreed(seq):
        return
    if equivocation.shown(core, seq) or core.disputes.in_dispute(seq):
        return
    hashes = core.agreement.hashes(seq, core.links.required(), core.book.moves[seq])
    if hashes is None:
        return
    if len(set(hashes.values())) == 1:
        line = core.line
        assert line is not None
        found = core.agreement.reports[seq][next(iter(hashes))]  # (each is the same report)
        for done in core.agreement.agree(seq, frozenset(hashes), found):
            core.book.agreed(done)
            core.disputes.agreed(done)
            core.notify(Agreed(done, line.moves[done].hash))
        for peer, claimed in core.disputes.claims_judged(core.agreement.is_agreed):
            faults.fault(core, peer, "desync", claimed)
        return
    if seq not in core.disputes.split_since and not core.disputes.in_dispute(seq):
        _split(core, seq, hashes)


def check_all(core: Lockstep) -> None:
    """Judge every move with reports again (the peers required changed)."""
    for seq in sorted(core.agreement.reports):
        check(core, seq)


# ------------------------------------------------------------------------ splits


def _split(core: Lockstep, seq: int, hashes: dict[str, str]) -> None:
    """The reports for ``seq`` differ: rebuild, wait for the minority, or pause.

    Without a majority among the reports, the game pauses only when every peer of the table
    reported (two players who disagree, two against two); otherwise it waits for the peers
    that are away.
    """
    best = majority(hashes)
    if best is None and len(hashes) < len(core.membership.active()):
        return
    core.disputes.split(seq, core.now)
    log.error("%s: desync at move %d: %s", core.name_of(core.me), seq, hashes)
    core.out.append(Dump(seq, faults.dump_of(core, seq, hashes, core.paused or ""), dict(hashes)))
    summary = ", ".join(f"{core.name_of(p)} {h[:8]}" for p, h in hashes.items())
    if best is None:
        faults.pause(core, f"desync at move {seq}: no majority ({summary})", seq, hashes)
    elif hashes.get(core.me, best) != best:
        rebuild(core, seq, best, summary)


def rebuild(core: Lockstep, seq: int, best: str, summary: str) -> None:
    """Replay the record on a fresh game; keep it if the hash at ``seq`` is now the
    majority's (and ack again), else pause: this peer's engine is at fault."""
    assert core.line is not None
    record = core.line.record
    hashes: list[str] = []

    def rehash(_: int, game: GameState[Any]) -> None:
        hashes.append(core.hasher(game))

    try:
        fresh = replay_state(record, verify=False, on_move=rehash)
    except ReplayError as error:
        reason = f"desync at move {seq}; rebuilding from the record failed: {error}"
        faults.pause(core, reason, seq, {})
        return
    played = [PlayedMove(entry.seat, entry.move, digest)
              for entry, digest in zip(record.moves, hashes, strict=True)]  # fmt: skip
    if played[seq].hash != best:
        reason = f"desync at move {seq}; still different after a rebuild ({summary})"
        faults.pause(core, reason, seq, {core.me: played[seq].hash})
        return
    log.warning("%s rebuilt its state from the record at move %d", core.name_of(core.me), seq)
    core.line = line_of(replace(record, moves=tuple(played)), verify=False, game=fresh)
    core.out.append(SAVE)
    core.notify(Rebuilt(seq, best))
    core.disputes.unsplit(seq)
    for old, reports in sorted(core.agreement.reports.items()):
        if core.me in reports and old < len(played):  # our reports again, with our new hashes
            ack = reports[core.me] = Ack(core.book.moves[old], played[old].hash)
            core.send(core.links.members(), ack)
    check_all(core)


# ------------------------------------------------------------------------ claims of others


def on_desync(core: Lockstep, peer: str, message: Desync) -> None:
    """A peer says the game went out of sync: check it against what we saw."""
    seq = message.seq
    if peer not in core.membership.active() or core.disputes.in_dispute(seq):
        return
    if core.agreement.is_agreed(seq) and seq < len(core.book.moves):
        faults.fault(core, peer, "desync", seq)  # everyone, the claimant too, agreed on that move
        return
    move = core.book.moves[seq] if seq < len(core.book.moves) else None
    hashes = core.agreement.hashes(seq, core.links.required(), move)
    if hashes is None:
        core.disputes.claim(peer, seq)  # judged once the reports are in
        return
    best = majority(hashes)
    if best is None:
        faults.pause(core, f"{core.name_of(peer)} paused the game: {message.reason}", seq, hashes,
              tell=False)  # fmt: skip
    elif hashes.get(peer) != best:
        faults.fault(core, peer, "hash", seq)


def on_reject(core: Lockstep, peer: str, message: Reject) -> None:
    event = Rejected(message.seq, core.me, peer, message.reason)
    core.disputes.refused(event)
    core.notify(event)
    seq = message.seq
    if (
        seq < len(core.book.moves)
        and core.book.moves[seq].sig == message.sig
        and core.membership.runner(core.book.moves[seq].seat) == core.me
    ):
        core.disputes.refused_ours(seq, peer, core.now)  # judged after a while


def judge_reject(core: Lockstep, seq: int, peer: str) -> None:
    """A peer refused our move ``seq`` some time ago: blame it if it had acked the move before,
    or the others accepted it; pause if nobody else can tell (two players); else wait for the
    others. (A peer that acks the move after refusing it took back its refusal: it had not yet
    received a decision or a move, see :func:`report`.)"""
    core.disputes.unrefused(seq)
    if seq >= len(core.book.moves) or core.membership.runner(core.book.moves[seq].seat) != core.me:
        return  # undone or superseded since
    if peer not in core.membership.active():
        return
    reports = core.agreement.reports.get(seq, {})
    mine = reports.get(core.me)
    others = [p for p in core.links.required() if p not in (core.me, peer)]
    backers = core.agreement.backers.get(seq, set())  # (a move agreed here: who backed it)
    accepted = all(p in backers for p in others) if backers else mine is not None and all(
        p in reports and reports[p].hash == mine.hash for p in others
    )
    if peer in backers or (others and accepted):
        faults.fault(core, peer, "reject", seq)
    elif len(core.membership.active()) <= 2:
        faults.pause(core, f"{core.name_of(peer)} refused our move {seq}", seq,
              {p: r.hash for p, r in reports.items()})  # fmt: skip
    else:
        core.disputes.judge_later(seq, peer, core.now)  # the others are away: ask them later


# ------------------------------------------------------------------------ timers


def watch(core: Lockstep) -> None:
    """On a tick: missing acks, splits the minority did not settle, refusals to judge."""
    _watch_acks(core)
    _watch_splits(core)
    for seq, (peer, since) in list(core.disputes.rejects.items()):
        if core.now >= since + core.timing.desync_wait:
            judge_reject(core, seq, peer)


def _watch_acks(core: Lockstep) -> None:
    """Warn about a linked peer whose acks are missing, then vote it out: only a peer that
    showed it went past the move (a later ack, its own later move, a heartbeat) without
    acknowledging it, for longer than a hung peer takes to be noticed."""
    wait = core.timing.desync_wait + core.timing.dead_after
    for peer in core.links.members():
        if peer == core.me:
            continue
        seq = core.agreement.missing(peer, len(core.book.moves))
        if seq is None or core.disputes.in_dispute(seq):
            core.disputes.acked(peer)
            continue
        if core.links.progress.get(peer, 0) <= seq:
            continue  # it may just be slow: only a peer that went past the move is blamed
        since = max(core.book.applied_at.get(seq, core.now), core.links.linked_since.get(peer, 0.0))
        if core.now >= since + wait and core.disputes.warn(peer):
            core.notify(Suspected(peer, "acks", seq))
        if core.now >= since + wait + core.timing.desync_wait:
            faults.fault(core, peer, "acks", seq)


def _watch_splits(core: Lockstep) -> None:
    """A split still open after the wait: the peers outside the majority are at fault."""
    for seq, since in list(core.disputes.split_since.items()):
        if core.now < since + core.timing.desync_wait or core.agreement.is_agreed(seq):
            continue
        if core.disputes.in_dispute(seq) or seq >= len(core.book.moves):
            continue
        hashes = core.agreement.hashes(seq, core.links.required(), core.book.moves[seq])
        best = majority(hashes) if hashes else None
        if hashes is None or best is None or hashes.get(core.me) != best:
            continue
        for peer, digest in hashes.items():
            if digest != best:
                faults.fault(core, peer, "hash", seq)
