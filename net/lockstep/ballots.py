"""Proposals in progress: the ones this peer made, and the yes votes it gave.

A proposer collects signed yes votes until the proposal carries (then it sends the certificate)
or :attr:`~net.config.Timing.vote_wait` passes (then it is dropped, and may be made again). A
voter gives at most one yes per seat at a time, and while it stands the seat's turn is held:
the voter neither makes nor takes moves of that seat that the proposal would make void. When two
peers propose about one seat at once, the one earlier in the order wins: the later one drops its
own and votes for it.
"""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import Final

from net.messages import Certificate, Proposal, VoteSig


@dataclass(slots=True)
class Ballot:
    """A proposal of ours and the yes votes it has."""

    proposal: Proposal
    until: float
    votes: dict[str, bytes] = field(default_factory=dict)

    def certificate(self) -> Certificate:
        return Certificate(self.proposal, tuple(VoteSig(p, s) for p, s in self.votes.items()))


@dataclass(slots=True)
class Promise:
    """A yes we gave: the proposal, and until when it holds its seat."""

    proposal: Proposal
    until: float


class Ballots:
    """This peer's proposals and promises, the others' proposals it considers, and the changes
    its owner asked for."""

    def __init__(self) -> None:
        self.mine: dict[tuple[str, int], Ballot] = {}
        self.promises: dict[int, Promise] = {}
        """Yes votes we gave, by seat."""
        self.number = 0
        self.considering: Final[dict[tuple[str, int], tuple[Proposal, float]]] = {}
        """Proposals of others not answered yet, and until when they are considered."""
        self.handovers: Final[dict[int, str]] = {}
        """Seats the owner asked to hand to a bot (see HandOver), with the bot: proposed again
        until the seat's runner changes or is back."""
        self.reclaim = False
        """Whether this peer takes its seats back when they were handed over (see Reclaim)."""

    def next_number(self) -> int:
        self.number += 1
        return self.number

    def open(self, ballot: Ballot) -> None:
        """Put a proposal of ours to the vote."""
        self.mine[ballot.proposal.key] = ballot

    def carried(self, proposal: Proposal) -> None:
        """A proposal of ours has its majority (its certificate is made)."""
        self.mine.pop(proposal.key, None)

    def give_way(self, mine: Proposal, seat: int) -> None:
        """Drop our proposal about ``seat`` for an earlier peer's (and the yes we gave)."""
        del self.mine[mine.key]
        self.promises.pop(seat, None)

    def about(self, seat: int) -> Ballot | None:
        """Our open proposal about ``seat``, if any."""
        return next((b for b in self.mine.values() if b.proposal.seat == seat), None)

    def holds(self, seat: int, now: float) -> bool:
        """Whether a yes we gave holds ``seat``'s moves for now."""
        promise = self.promises.get(seat)
        return promise is not None and promise.until > now

    def promise(self, proposal: Proposal, until: float) -> None:
        self.promises[proposal.seat] = Promise(proposal, until)

    def may_promise(self, proposal: Proposal, now: float) -> bool:
        """No other yes of ours stands for the seat (a repeated proposal may be answered again)."""
        promise = self.promises.get(proposal.seat)
        return promise is None or promise.until <= now or promise.proposal.key == proposal.key

    def expire(self, now: float) -> None:
        if not self.mine and not self.promises:
            return
        for key in [k for k, b in self.mine.items() if b.until <= now]:
            del self.mine[key]
        for seat in [s for s, p in self.promises.items() if p.until <= now]:
            del self.promises[seat]

    def drop(self, proposal: Proposal) -> None:
        """Give up a proposal of ours (and the yes it gave itself)."""
        self.mine.pop(proposal.key, None)
        promise = self.promises.get(proposal.seat)
        if promise is not None and promise.proposal.key == proposal.key:
            del self.promises[proposal.seat]

    def settle(self, proposal: Proposal) -> None:
        """A decision about the proposal's seat was taken: forget what concerns that seat."""
        for key in [k for k, b in self.mine.items() if b.proposal.seat == proposal.seat]:
            del self.mine[key]
        self.promises.pop(proposal.seat, None)

    def consider(self, proposal: Proposal, until: float) -> None:
        """Hold another peer's proposal until it can be answered (or ``until``); it supersedes
        the one its proposer made about the seat before."""
        for key, (held, _) in list(self.considering.items()):
            if held.proposer == proposal.proposer and held.seat == proposal.seat:
                del self.considering[key]  # a proposer has one proposal a seat open
        self.considering[proposal.key] = (proposal, until)

    def answered(self, key: tuple[str, int]) -> None:
        """A proposal considered was answered (or dropped)."""
        del self.considering[key]

    def hand_over(self, seat: int, bot: str) -> None:
        """The owner asks to hand ``seat`` to ``bot``."""
        self.handovers[seat] = bot

    def handed_over(self, seat: int) -> None:
        """The request to hand ``seat`` over is done (or moot)."""
        del self.handovers[seat]

    def take_back(self) -> None:
        """The owner wants this peer's seats back, once they were handed over."""
        self.reclaim = True

    def deadline(self) -> float:
        """When the first proposal or promise ends (call it while there is one)."""
        times = [b.until for b in self.mine.values()] + [p.until for p in self.promises.values()]
        return min(times)
