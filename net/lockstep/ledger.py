"""The ledger: the signed form of every move of the record, and the moves not taken yet.

Every move of the record is kept as its runner signed it (:class:`~net.messages.SignedMove`):
each names the *link* of the one before it, so that a move built on other moves is seen at
once. Moves that overtook the ones before them wait here (a few per sender), and the time each
move not agreed yet was applied here is kept for the timers of :mod:`~net.lockstep.verdicts`.
"""

from __future__ import annotations

from typing import Final

from net.config import MAX_AHEAD
from net.identity import FIRST_LINK
from net.messages import SignedMove


class Ledger:
    """The signed moves of the record, the moves waiting, and when moves were applied."""

    def __init__(self) -> None:
        self.moves: list[SignedMove] = []
        """The signed form of every move of the record (replaced, never shortened in place)."""
        self.pending: Final[dict[tuple[int, str], SignedMove]] = {}
        """Moves that overtook the ones before them, by number and sender."""
        self.applied_at: Final[dict[int, float]] = {}
        """When each move not agreed yet was applied here."""

    def restore(self, moves: list[SignedMove]) -> None:
        """Take up the signed moves of a saved game."""
        self.moves = list(moves)

    def link_before(self, seq: int) -> bytes:
        """The link that move ``seq`` names: that of the move before it."""
        return self.moves[seq - 1].link if seq > 0 else FIRST_LINK

    def append(self, signed: SignedMove, now: float) -> None:
        """Add a move applied at ``now``."""
        self.moves.append(signed)
        self.applied_at[signed.seq] = now

    def agreed(self, seq: int) -> None:
        """Move ``seq`` was agreed: no timer waits for its reports any longer."""
        self.applied_at.pop(seq, None)

    def keep(self, peer: str, signed: SignedMove, ply: int) -> None:
        """Keep a move from ``peer`` that overtook the ones before it (``ply`` are played): a
        few per sender, more are dropped; a later one for the same number replaces the
        earlier, which it supersedes."""
        if signed.seq > ply + MAX_AHEAD:
            return
        key = (signed.seq, peer)
        waiting = sum(sender == peer for _, sender in self.pending)
        if key in self.pending or waiting < MAX_AHEAD:
            self.pending[key] = signed

    def release(self, key: tuple[int, str]) -> SignedMove:
        """Take a waiting move out, to be taken now."""
        return self.pending.pop(key)

    def cut(self, ply: int) -> None:
        """Drop moves ``ply`` and later (undone), and the waiting moves built on them."""
        self.moves = self.moves[:ply]
        for seq in [s for s in self.applied_at if s >= ply]:
            del self.applied_at[seq]
        for key in [k for k in self.pending if k[0] >= ply]:
            del self.pending[key]
