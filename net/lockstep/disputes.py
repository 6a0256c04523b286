"""Disputes: moves the peers disagree on, the peers at fault, and the refusals of moves.

What :mod:`~net.lockstep.verdicts` and :mod:`~net.lockstep.equivocation` find out is kept here:
the splits (reports that differ) and since when, our moves a peer refused and since when, the
desyncs claimed about moves not judged yet, the peers that broke the protocol, the proofs of
runners that signed two moves for one number, and the first move in dispute while the vote on
its runner runs.
"""

from __future__ import annotations

from collections import deque
from collections.abc import Callable
from typing import Final

from net.config import KEPT_REFUSALS
from net.events import Rejected
from net.messages import Accuse, Illegal


class Disputes:
    """Splits, refusals, claims, faults and proofs of one peer's game."""

    def __init__(self) -> None:
        self.split_since: Final[dict[int, float]] = {}
        """Moves whose reports differ, and since when."""
        self.rejects: Final[dict[int, tuple[str, float]]] = {}
        """Our moves refused by a peer, judged a while after (the peer, since when)."""
        self.claims: Final[dict[str, int]] = {}
        """Desyncs claimed by a peer about a move not judged yet."""
        self.faults: Final[dict[str, tuple[str, int]]] = {}
        """Peers that broke the protocol: the grounds and the move."""
        self.warned: Final[set[str]] = set()
        """Peers named for missing acks (once, before they are at fault)."""
        self.rejected: Final[deque[Rejected]] = deque(maxlen=KEPT_REFUSALS)
        """The latest refusals of moves, ours and the others' (a flood keeps no more)."""
        self.proofs: Final[dict[tuple[str, str], Accuse | Illegal]] = {}
        """The proofs of runners' faults, by runner and kind (two moves one signed for one
        number, a move one signed that the rules forbid), told to every peer that links (again)
        until the runner is voted out: a peer that restarted forgot them."""
        self.unchecked: Final[dict[str, Illegal]] = {}
        """Proofs of illegal moves this peer has not reached yet, one per sender."""
        self.disputed: int | None = None
        """The first move signed twice by its runner, while the vote on the runner runs: the
        hashes of later moves prove nothing (the peers built on different moves)."""

    # ------------------------------------------------------------------------ the dispute

    def in_dispute(self, seq: int) -> bool:
        """Whether move ``seq`` comes at or after a move signed twice whose vote still runs."""
        return self.disputed is not None and seq >= self.disputed

    def dispute(self, seq: int) -> None:
        """Move ``seq`` was signed twice by its runner: hold it (and every later one)."""
        self.disputed = seq if self.disputed is None else min(self.disputed, seq)

    def end_dispute(self) -> int | None:
        """The dispute is over (the table decided, or the move stands); returns its move."""
        seq, self.disputed = self.disputed, None
        return seq

    def prove(self, runner: str, proof: Accuse | Illegal) -> bool:
        """Keep the proof of ``runner``'s fault; False: one of its kind was kept already."""
        key = (runner, proof.T)
        if key in self.proofs:
            return False
        self.proofs[key] = proof
        return True

    def check_later(self, sender: str, proof: Illegal) -> None:
        """Keep a proof of an illegal move beyond our game until we reach its move (the
        sender's latest replaces its earlier one)."""
        self.unchecked[sender] = proof

    def due_checks(self, ply: int) -> list[tuple[str, Illegal]]:
        """The proofs kept for moves up to ``ply``, no longer kept."""
        due = [(s, p) for s, p in self.unchecked.items() if p.signed.seq <= ply]
        for sender, _ in due:
            del self.unchecked[sender]
        return due

    # ------------------------------------------------------------------------ faults

    def fault(self, peer: str, grounds: str, seq: int) -> bool:
        """Hold ``peer`` at fault on ``grounds`` (at move ``seq``); False: it is already, or
        the move is in dispute (the peers built on different versions: that proves nothing)."""
        if peer in self.faults:
            return False
        if grounds != "equivocation" and self.in_dispute(seq):
            return False
        self.faults[peer] = (grounds, seq)
        return True

    def equivocated(self, runner: str, seq: int) -> None:
        """``runner``, at fault already, signed two versions of move ``seq``: its removal
        voids from the first such move."""
        grounds, at = self.faults[runner]
        if grounds != "equivocation" or seq < at:
            self.faults[runner] = ("equivocation", seq)

    def voted_out(self, peer: str) -> None:
        """``peer`` is out of the game: no vote on it is due any longer."""
        del self.faults[peer]

    def warn(self, peer: str) -> bool:
        """Name ``peer`` for missing acks; False: it was named already."""
        if peer in self.warned:
            return False
        self.warned.add(peer)
        return True

    def acked(self, peer: str) -> None:
        """``peer`` misses no ack (any longer)."""
        self.warned.discard(peer)

    def claim(self, peer: str, seq: int) -> None:
        """``peer`` claimed a desync at move ``seq``, judged once its reports are in."""
        self.claims[peer] = seq

    def claims_judged(self, agreed: Callable[[int], bool]) -> list[tuple[str, int]]:
        """The claims about moves now ``agreed`` (false, then), no longer kept."""
        judged = [(peer, seq) for peer, seq in self.claims.items() if agreed(seq)]
        for peer, _ in judged:
            del self.claims[peer]
        return judged

    # ------------------------------------------------------------------------ splits, refusals

    def split(self, seq: int, now: float) -> None:
        """The reports about move ``seq`` differ, from ``now``."""
        self.split_since[seq] = now

    def unsplit(self, seq: int) -> None:
        """This peer rebuilt its state: its report about move ``seq`` is the majority's."""
        self.split_since.pop(seq, None)

    def refused(self, event: Rejected) -> None:
        """A move was refused (ours or another's)."""
        self.rejected.append(event)

    def refused_ours(self, seq: int, peer: str, now: float) -> None:
        """``peer`` refused our move ``seq`` at ``now``: judged after a while."""
        self.rejects.setdefault(seq, (peer, now))

    def judge_later(self, seq: int, peer: str, now: float) -> None:
        """The refusal of our move ``seq`` by ``peer`` is judged again after a while."""
        self.rejects[seq] = (peer, now)

    def unrefused(self, seq: int) -> None:
        """The refusal of our move ``seq`` is judged, or taken back."""
        del self.rejects[seq]

    def agreed(self, seq: int) -> None:
        """Move ``seq`` was agreed: no split or refusal of it waits any longer."""
        self.split_since.pop(seq, None)
        self.rejects.pop(seq, None)

    def cut(self, ply: int) -> None:
        """Moves ``ply`` and later were undone."""
        for seq in [s for s in self.split_since if s >= ply]:
            del self.split_since[seq]
        for seq in [s for s in self.rejects if s >= ply]:
            del self.rejects[seq]

    def resumed(self, now: float) -> None:
        """Time jumped: every wait for the others starts again ``now``."""
        for seq in self.split_since:
            self.split_since[seq] = now
        for seq, (peer, _) in list(self.rejects.items()):
            self.rejects[seq] = (peer, now)
