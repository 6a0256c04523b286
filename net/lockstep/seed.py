"""The fair seed: every seated peer commits to a nonce, then reveals it; the seed is the hash of
the reveals in seat order, so nobody can choose it (the last to reveal had committed before it
saw any nonce). A reveal that does not match its commitment fails the start."""

from __future__ import annotations

from typing import TYPE_CHECKING

from engine.record import Record, Seat
from net.commit import commitment, seed_from, verify
from net.events import Started
from net.lockstep import moves
from net.lockstep.effects import SAVE
from net.messages import Commit, Reveal

if TYPE_CHECKING:
    from net.lockstep.core import Lockstep


def begin(core: Lockstep) -> None:
    """Commit to this peer's nonce (to every other peer)."""
    commit = Commit(commitment(core.nonce))
    core.send(core.others(), commit)
    on_commit(core, core.me, commit)


def on_commit(core: Lockstep, peer: str, commit: Commit) -> None:
    if peer in core.commits or core.seed:
        core.close(peer, "a repeated commit")
        return
    core.commits[peer] = commit.seed
    if len(core.commits) == len(core.order):
        core.send(core.others(), Reveal(core.nonce))
        on_reveal(core, core.me, core.nonce)


def on_reveal(core: Lockstep, peer: str, nonce: bytes) -> None:
    if peer in core.reveals or peer not in core.commits:
        core.close(peer, "a reveal without a commit")
        return
    if not verify(core.commits[peer], nonce):
        core.failed = f"the reveal of {core.name_of(peer)} does not match its commitment"
        return
    core.reveals[peer] = nonce
    if len(core.reveals) == len(core.order):
        players = core.membership.players
        in_seat_order = sorted(core.order, key=players.index)
        _set_up(core, seed_from([core.reveals[p] for p in in_seat_order]))


def _set_up(core: Lockstep, seed: str) -> None:
    core.seed = seed
    seats = [Seat(s.name, s.bot, s.colour) for s in core.start.seats]
    core.record = Record(seats, seed, core.start.options.rules)
    core.game = core.record.new_game()
    core.out.append(SAVE)
    core.notify(Started(seed, core.game.start_seat))
    moves.run_pending(core)
