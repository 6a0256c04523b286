"""Agreement: the hashes every seated peer reports for every move, and what they show.

A move is *agreed* once every required peer (this one and the seated peers linked to it) has
reported the same state hash after it. Reports that differ are a *split*: the peers holding the
hash of a strict majority are right; without a majority nobody is. A report is an
:class:`~net.messages.Ack` (whether it came as one or not): it echoes the signed move its peer
applied, so a runner that sent two different moves for one number shows through two signatures
of its own (:func:`conflict`).
"""

from __future__ import annotations

from collections import Counter
from collections.abc import Collection, Mapping
from dataclasses import dataclass, field

from net.config import MAX_AHEAD
from net.messages import Ack, SignedMove


@dataclass(frozen=True, slots=True)
class Firmness:
    """Who agreed on which moves, as a peer saves it to take its game up again: the moves
    before ``before`` were agreed by every peer; ``backers`` names who reported the hash each
    later agreed move was agreed with. (A peer that restarted without it could not tell which
    of its moves no honest peer can hold another version of.)"""

    before: int = 0
    backers: Mapping[int, frozenset[str]] = field(default_factory=dict)


NOTHING_FIRM = Firmness()
"""What a game taken up without saved firmness knows: no move is firm."""


class Agreement:
    """Reports by move number; the count of moves agreed from the first."""

    def __init__(self, agreed: int = 0) -> None:
        self.reports: dict[int, dict[str, Ack]] = {}
        self.agreed = agreed
        """Moves agreed, counted from the first (every move before this number is agreed)."""
        self._ahead: set[int] = set()
        self.backers: dict[int, set[str]] = {}
        """Who reported the hash a recent move was agreed with (then, or later)."""
        self._agreed_as: dict[int, Ack] = {}
        self.others: dict[int, dict[str, Ack]] = {}
        """Reports of another version of a recent agreed move (its runner signed two)."""
        self.firm_before = 0
        """Moves before this number were agreed by every peer (their backers forgotten since);
        the moves a resumed game starts with are not, unless its :class:`Firmness` says so."""

    def firmness(self) -> Firmness:
        """Who agreed on the moves agreed so far, to save."""
        return Firmness(self.firm_before, {s: frozenset(b) for s, b in self.backers.items()
                                           if s < self.agreed})  # fmt: skip

    def restore(self, firmness: Firmness, agreed_as: Mapping[int, Ack]) -> None:
        """Take up saved :meth:`firmness` for the moves agreed here (``agreed_as``: the report
        each was agreed with, so that late reports back it again)."""
        self.firm_before = min(firmness.before, self.agreed)
        for seq, backers in firmness.backers.items():
            if seq < self.agreed and seq in agreed_as:
                self.backers[seq] = set(backers)
                self._agreed_as[seq] = agreed_as[seq]

    def is_agreed(self, seq: int) -> bool:
        return seq < self.agreed or seq in self._ahead

    def report(self, seq: int, peer: str, report: Ack, ply: int) -> bool:
        """Keep a report (False: ignored, as agreed already or too far ahead of ``ply``)."""
        if self.is_agreed(seq):
            agreed_as = self._agreed_as.get(seq)
            if agreed_as == report:  # a late report backs the agreement
                self.backers[seq].add(peer)
            elif agreed_as is not None and report.signed != agreed_as.signed:
                self.others.setdefault(seq, {})[peer] = report
            return False
        if seq > ply + MAX_AHEAD:
            return False
        self.reports.setdefault(seq, {})[peer] = report
        return True

    def reported(self, seq: int, peer: str) -> bool:
        """Whether ``peer``'s report on move ``seq`` is here (any version; taken as so for a
        move agreed long enough ago that who backed it is forgotten)."""
        if not self.is_agreed(seq):
            return peer in self.reports.get(seq, {})
        backers = self.backers.get(seq)
        return backers is None or peer in backers or peer in self.others.get(seq, {})

    def other_version(self, seq: int, peer: str, report: Ack) -> None:
        """Keep ``peer``'s report of another version of move ``seq`` than ours (its runner
        signed both), whether we agreed on ours or not."""
        if self.is_agreed(seq):
            self.others.setdefault(seq, {})[peer] = report
        else:
            self.reports.setdefault(seq, {})[peer] = report

    def hashes(
        self, seq: int, required: Collection[str], move: SignedMove | None = None
    ) -> dict[str, str] | None:
        """Every required peer's hash after ``move`` (number ``seq``), or None while one is
        missing; a report about another move than ``move`` (undone since) does not count."""
        reports = self.reports.get(seq)
        if reports is None or len(reports) < len(required):
            return None
        found = {}
        for peer in required:
            report = reports.get(peer)
            if report is None:
                return None
            if move is not None and report.signed is not move and report.signed != move:
                return None
            found[peer] = report.hash
        return found

    def agree(
        self, seq: int, backers: frozenset[str] = frozenset(), found: Ack | None = None
    ) -> list[int]:
        """Mark ``seq`` agreed (by ``backers``, on ``found``, and whoever reported ``found``
        already); returns the moves now agreed in a row."""
        reports = self.reports.pop(seq, {})
        self.backers[seq] = agreeing = set(backers)
        if found is not None:
            self._agreed_as[seq] = found
            agreeing.update(p for p, report in reports.items()
                            if p not in agreeing and report == found)  # fmt: skip
        for old in [s for s in self.backers if s < seq - 2 * MAX_AHEAD]:
            del self.backers[old]
            self._agreed_as.pop(old, None)
            self.others.pop(old, None)
            self.firm_before = max(self.firm_before, old + 1)
        self._ahead.add(seq)
        newly = []
        while self.agreed in self._ahead:
            self._ahead.discard(self.agreed)
            newly.append(self.agreed)
            self.agreed += 1
        return newly

    def forget_from(self, ply: int) -> None:
        """Drop what concerns moves ``ply`` and later (they were undone)."""
        for seq in [s for s in self.reports if s >= ply]:
            del self.reports[seq]
        self._ahead = {s for s in self._ahead if s < ply}
        self.agreed = min(self.agreed, ply)
        for seq in [s for s in self.backers if s >= ply]:
            del self.backers[seq]
            self._agreed_as.pop(seq, None)
        for seq in [s for s in self.others if s >= ply]:
            del self.others[seq]

    def versions(self, seq: int, agreed: SignedMove | None) -> dict[str, SignedMove]:
        """The version of move ``seq`` each peer reported (``agreed``: the one agreed here, if
        it is)."""
        found = {peer: report.signed for peer, report in self.reports.get(seq, {}).items()}
        if agreed is not None:
            found.update(dict.fromkeys(self.backers.get(seq, ()), agreed))
        found.update((peer, report.signed) for peer, report in self.others.get(seq, {}).items())
        return found

    def missing(self, peer: str, played: int) -> int | None:
        """The first move before ``played`` that ``peer`` has not reported, if any."""
        for seq in sorted(self.reports):
            if seq < played and peer not in self.reports[seq]:
                return seq
        return None


def majority(hashes: Mapping[str, str]) -> str | None:
    """The hash held by a strict majority of the reports, if any."""
    if not hashes:
        return None
    best, votes = Counter(hashes.values()).most_common(1)[0]
    return best if votes * 2 > len(hashes) else None


def conflict(first: SignedMove, second: SignedMove) -> bool:
    """Whether two signed moves claim the same number and epoch after the same moves (the
    same ``prev``) but say different things."""
    return (
        first.seq == second.seq
        and first.seat == second.seat
        and first.epoch == second.epoch
        and first.prev == second.prev
        and (first.move, first.hash, first.sig) != (second.move, second.hash, second.sig)
    )
