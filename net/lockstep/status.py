"""After every input: votes and timers, waiting moves, the turn, the bots, and the status.

The status is ``starting`` (no seed yet), ``running``, ``waiting`` (for a seat whose runner is
not linked), ``paused``, ``over`` or ``failed`` (the game could not start); every change is told
(:class:`~net.events.StatusChanged`). :func:`deadline` is when the core next wants a tick.
"""

from __future__ import annotations

import logging
from typing import TYPE_CHECKING, Any

from engine.rules import GameState
from net.events import StatusChanged
from net.lockstep import decisions, illegal, moves, verdicts
from net.lockstep.effects import Choose

if TYPE_CHECKING:
    from net.lockstep.core import Lockstep

log = logging.getLogger(__name__)


def review(core: Lockstep, timers: bool) -> None:
    """After every input: votes, bots and the status; on a tick, the timers too. (Each step
    is skipped when what it works on is empty: most inputs are moves and acks.)"""
    ballots = core.ballots
    if ballots.mine or ballots.promises:
        ballots.expire(core.now)
    if core.ballots.considering:
        decisions.consider(core)
    game = core.game
    if game is not None and core.seed and core.me not in core.membership.removed:
        if core.book.pending:
            moves.run_pending(core)
            game = core.game
            assert game is not None
        if core.disputes.unchecked:
            illegal.check_waiting(core)
        seat = game.to_move
        decisions.watch_turn(core, game, seat)
        if timers:
            verdicts.watch(core)
        if core.disputes.faults or core.disputes.disputed is not None:
            decisions.propose_removals(core)
        if core.ballots.reclaim:
            decisions.propose_givebacks(core)
        if core.ballots.handovers:
            decisions.propose_handovers(core)
        if core.game is not game:  # a decision undid moves
            game = core.game
            assert game is not None
            seat = game.to_move
        if seat is not None and core.membership.seats[seat].runner == core.me:
            _ask_bot(core, game, seat)
    update(core)


def _ask_bot(core: Lockstep, game: GameState[Any], seat: int) -> None:
    """Ask the bot of seat ``seat`` (to move in ``game``, run here) to choose, once per turn."""
    if core.current[0] != "running":
        return
    bot = core.membership.seats[seat].bot or core.turns.drivers.get(seat)
    if bot is None or core.ballots.holds(seat, core.now) or core.turns.asked == (seat, game.ply):
        return
    if core.now < core.links.behind_until or core.disputes.disputed is not None:
        return
    core.turns.ask(seat, game.ply)
    core.out.append(Choose(seat, game.ply, bot))


def _compute(core: Lockstep) -> tuple[str, str]:
    if core.failed is not None:
        return "failed", core.failed
    game = core.game
    if game is None:
        return "starting", ""
    if core.paused is not None:
        return "paused", core.paused
    seat = game.to_move
    if seat is None:
        return "over", "the game is over"
    runner = core.membership.runner(seat)
    if runner != core.me and runner not in core.links.linked:
        name = core.start.seats[seat].name
        return "waiting", (f"waiting for seat {seat + 1} ({name}): "
                           f"{core.name_of(runner)} is not connected")  # fmt: skip
    return "running", ""


def update(core: Lockstep) -> None:
    """Compute the status; tell it when it changed."""
    current = _compute(core)
    if current != core.current:
        core.current = current
        log.info("%s: %s %s", core.name_of(core.me), *current)
        core.notify(StatusChanged(*current))


def deadline(core: Lockstep) -> float | None:
    """The next time at which the core wants a tick (None: no timer runs)."""
    now, wait = core.now, core.timing.desync_wait
    times = [core.links.behind_until]  # (most of these are empty: the list stays short)
    turn_ends = core.turns.deadline()
    if turn_ends is not None:
        times.append(turn_ends)
    ballots = core.ballots
    if ballots.mine or ballots.promises:
        times.append(ballots.deadline())
    if core.ballots.considering:
        times += [until for _, until in core.ballots.considering.values()]
    if core.disputes.split_since:
        times += [since + wait for since in core.disputes.split_since.values()]
    if core.disputes.rejects:
        times += [since + wait for _, since in core.disputes.rejects.values()]
    if core.book.applied_at:
        oldest = min(core.book.applied_at.values()) + wait + core.timing.dead_after
        times += (oldest, oldest + wait)
    soonest = None
    for at in times:
        if at > now and (soonest is None or at < soonest):
            soonest = at
    return soonest
