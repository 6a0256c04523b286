"""The fair seed: every seated peer commits to a nonce, then reveals it; the seed is the hash of
the reveals in seat order, so nobody can choose it (the last to reveal had committed before it
saw any nonce). A reveal that does not match its commitment fails the start."""

from __future__ import annotations

from typing import TYPE_CHECKING, Final

from engine.line import line_of
from engine.record import Record, Seat
from net.commit import commitment, new_secret, seed_from, verify
from net.events import Started
from net.lockstep import moves
from net.lockstep.effects import SAVE
from net.messages import Commit, Reveal

if TYPE_CHECKING:
    from net.lockstep.core import Lockstep


class Commitments:
    """This peer's nonce, and the commitments and nonces of every peer so far."""

    def __init__(self) -> None:
        self.nonce: Final[bytes] = new_secret()
        self.commits: Final[dict[str, bytes]] = {}
        self.reveals: Final[dict[str, bytes]] = {}

    def commit(self, peer: str, seed: bytes) -> bool:
        """Keep ``peer``'s commitment; False: it committed already."""
        if peer in self.commits:
            return False
        self.commits[peer] = seed
        return True

    def reveal(self, peer: str, nonce: bytes) -> bool:
        """Keep ``peer``'s nonce once it matches its commitment; False: it does not."""
        if not verify(self.commits[peer], nonce):
            return False
        self.reveals[peer] = nonce
        return True


def begin(core: Lockstep) -> None:
    """Commit to this peer's nonce (to every other peer)."""
    commit = Commit(commitment(core.commitments.nonce))
    core.send(core.others(), commit)
    on_commit(core, core.me, commit)


def on_commit(core: Lockstep, peer: str, commit: Commit) -> None:
    commitments = core.commitments
    if core.seed or not commitments.commit(peer, commit.seed):
        core.close(peer, "a repeated commit")
        return
    if len(commitments.commits) == len(core.order):
        core.send(core.others(), Reveal(commitments.nonce))
        on_reveal(core, core.me, commitments.nonce)


def on_reveal(core: Lockstep, peer: str, nonce: bytes) -> None:
    commitments = core.commitments
    if peer in commitments.reveals or peer not in commitments.commits:
        core.close(peer, "a reveal without a commit")
        return
    if not commitments.reveal(peer, nonce):
        core.failed = f"the reveal of {core.name_of(peer)} does not match its commitment"
        return
    if len(commitments.reveals) == len(core.order):
        players = core.membership.players
        in_seat_order = sorted(core.order, key=players.index)
        _set_up(core, seed_from([commitments.reveals[p] for p in in_seat_order]))


def _set_up(core: Lockstep, seed: str) -> None:
    core.seed = seed
    seats = [Seat(s.name, s.bot, s.colour) for s in core.start.seats]
    options = core.start.options
    record = Record(seats, seed, options.game_options, options.rule_set.version)
    core.line = line = line_of(record)
    core.out.append(SAVE)
    core.notify(Started(seed, line.game.start_seat))
    moves.run_pending(core)
