"""Stalls: how long a turn may run, and seats taken back after a hand-over that stall again.

A turn may run the table's turn timer (0: no limit). A seat handed to a bot because its player
held a turn past it or lost its link (grounds ``stalled`` or ``lost``) and then given back is on
*probation* until it moves: its turn may run :data:`~net.config.RETAKE_LIMIT` seconds at most.
A seat handed over again while on probation is *forfeited*: it stays with the bot, and a
give-back its own player proposes is refused; only another peer may propose it (its owner lets
the player back), and the table votes on it as on any give-back. All of it follows from the
decisions in force and the moves played, which every honest peer holds alike.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from net.config import RETAKE_LIMIT
from net.messages import Proposal

if TYPE_CHECKING:
    from net.lockstep.core import Lockstep

AWAY = frozenset({"lost", "stalled"})
"""The grounds of a hand-over after which a seat given back is on probation."""


def _history(core: Lockstep, seat: int) -> list[tuple[int, Proposal]]:
    """The hand-overs and give-backs of ``seat`` in force, by the move from which each is."""
    found = [(at, c.proposal) for at, c in core.membership.active_decisions
             if c.proposal.seat == seat and c.proposal.kind != "remove"]  # fmt: skip
    found.sort(key=lambda entry: entry[0])
    return found


def _moved(core: Lockstep, seat: int, first: int, end: int) -> bool:
    """Whether ``seat`` made a move numbered from ``first`` up to ``end`` (excluded)."""
    ledger = core.book.moves
    return any(ledger[seq].seat == seat for seq in range(first, min(end, len(ledger))))


def _retaken(history: list[tuple[int, Proposal]], index: int) -> bool:
    """Whether ``history[index]`` gives the seat back after a hand-over for being away."""
    if index < 1 or history[index][1].kind != "giveback":
        return False
    before = history[index - 1][1]
    return before.kind == "handover" and before.grounds in AWAY


def on_probation(core: Lockstep, seat: int) -> bool:
    """Whether ``seat`` was taken back after a hand-over for being away and has not moved."""
    if not core.membership.active_decisions:
        return False
    history = _history(core, seat)
    last = len(history) - 1
    return _retaken(history, last) and not _moved(core, seat, history[last][0], core.ply)


def forfeited(core: Lockstep, seat: int) -> bool:
    """Whether ``seat`` was handed over for being away while on probation (for good, unless
    another peer lets its player back)."""
    if not core.membership.active_decisions:
        return False
    history = _history(core, seat)
    if len(history) < 3:
        return False
    at, last = history[-1]
    given = history[-2][0]
    return (
        last.kind == "handover" and last.grounds in AWAY and _retaken(history, len(history) - 2)
        and not _moved(core, seat, given, at)
    )  # fmt: skip


def limit(core: Lockstep, seat: int) -> float:
    """Seconds the turn of ``seat`` may run before it is handed over (0: no limit)."""
    timer = core.turns.turn_timer
    if on_probation(core, seat):
        return min(timer, RETAKE_LIMIT) if timer > 0 else float(RETAKE_LIMIT)
    return timer
