"""Links: the peers linked to this one, what each showed it applied, and the catch-ups due.

A peer that links again may have missed moves and reports meanwhile: the moves agreed while it
was away are remembered (to send it our reports of them), and a catch-up is taken from it only
when one was asked for (:mod:`~net.lockstep.catchup`). After a time jump this peer makes no move
of its own until it caught up, or a while passed.
"""

from __future__ import annotations

from typing import Final

from net.lockstep.membership import Membership

Roles = tuple[tuple[str, ...], frozenset[str], tuple[str, ...], tuple[str, ...]]
"""The active peers and links the roles were worked out for, the members, the required."""


class Links:
    """The links of peer ``me`` and what the linked peers showed."""

    def __init__(self, me: str, membership: Membership) -> None:
        self._me: Final[str] = me
        self._membership: Final[Membership] = membership
        self.linked: frozenset[str] = frozenset()
        """The peers linked to this one (replaced on every change, never changed in place)."""
        self._roles: Roles = ((), self.linked, (), ())
        self.ever_linked: Final[set[str]] = set()
        self.left: Final[set[str]] = set()
        """The peers whose last link ended with their goodbye (they do not come back to
        follow the game, unless they link again)."""
        self.linked_since: Final[dict[str, float]] = {}
        self.progress: Final[dict[str, int]] = {}
        """How many moves each peer showed it applied (acks, its own moves, heartbeats)."""
        self.apart: Final[dict[str, int]] = {}
        """The first move each peer may have missed while unlinked (the moves agreed then)."""
        self.catchups: Final[dict[str, str]] = {}
        """The catch-up each peer may send us (:data:`~net.lockstep.catchup.ASKED`, ``ANSWER``)."""
        self.told: Final[dict[str, set[tuple[str, int]]]] = {}
        """The decisions (by proposal key) that the catch-up a peer is sending us carried."""
        self.behind_until = 0.0
        """After a time jump, this peer makes no move of its own until it caught up (or this
        time passed): the others may have handed its seat over meanwhile."""

    # ------------------------------------------------------------------------ roles

    def members(self) -> tuple[str, ...]:
        """Linked peers still in the game."""
        return self._linked_roles()[2]

    def required(self) -> tuple[str, ...]:
        """The peers whose reports a move needs: this one and the linked ones still in."""
        return self._linked_roles()[3]

    def _linked_roles(self) -> Roles:
        active, linked, roles = self._membership.active(), self.linked, self._roles
        if roles[0] is not active or roles[1] is not linked:  # (both replaced on a change)
            members = tuple(p for p in active if p in linked)
            required = tuple(p for p in active if p == self._me or p in linked)
            roles = self._roles = (active, linked, members, required)
        return roles

    # ------------------------------------------------------------------------ changes

    def link(self, peer: str, now: float) -> bool:
        """``peer`` linked at ``now``; returns whether it had been linked before."""
        self.linked |= {peer}
        self.linked_since[peer] = now
        self.left.discard(peer)
        self.told.pop(peer, None)
        back = peer in self.ever_linked
        self.ever_linked.add(peer)
        return back

    def unlink(self, peer: str, agreed: int, bye: bool = False) -> bool:
        """``peer``'s link went down (``agreed`` moves agreed; ``bye``: it said goodbye first);
        False: it was not linked."""
        if peer not in self.linked:
            return False
        self.linked -= {peer}
        if bye:
            self.left.add(peer)
        self.catchups.pop(peer, None)
        self.told.pop(peer, None)
        self.apart.setdefault(peer, agreed)
        return True

    def back(self, peer: str, played: int) -> int:
        """The first move ``peer`` may have missed while away (``played``: it missed none)."""
        return self.apart.pop(peer, played)

    def expect(self, peer: str, kind: str) -> None:
        """A catch-up of ``kind`` may come from ``peer``."""
        self.catchups[peer] = kind

    def told_of(self, peer: str, keys: list[tuple[str, int]]) -> set[tuple[str, int]]:
        """The decisions the catch-up from ``peer`` carried so far, ``keys`` among them."""
        told = self.told.setdefault(peer, set())
        told.update(keys)
        return told

    def caught_up(self, peer: str) -> None:
        """The catch-up from ``peer`` ended (one per rejoin)."""
        del self.catchups[peer]
        del self.told[peer]
        self.behind_until = 0.0

    def progressed(self, peer: str, applied: int) -> None:
        """``peer`` showed that it applied ``applied`` moves (an ack, its move, a heartbeat)."""
        if applied > self.progress.get(peer, 0):
            self.progress[peer] = applied

    def cut(self, ply: int) -> None:
        """Moves ``ply`` and later were undone: no peer applied them here."""
        for peer, applied in self.progress.items():
            self.progress[peer] = min(applied, ply)

    def resumed(self, now: float, behind_until: float) -> None:
        """Time jumped: the links' waits start again ``now``, and this peer makes no move of
        its own before ``behind_until`` (unless it caught up)."""
        self.behind_until = behind_until
        for peer in self.linked:
            self.linked_since[peer] = now
