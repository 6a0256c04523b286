"""Who runs each seat, and the decisions of the majority that change it.

Every seat has a *runner* (the peer that sends its moves), a bot (None: a person plays it) and an
*epoch* that counts the changes of runner; every signed move names the epoch it was made in, so
a move of a seat's former runner never passes for one of its new runner. Changes come only from
:class:`~net.messages.Certificate` values: a proposal and the signed yes of a majority of the
peers it does not concern (:meth:`Membership.threshold`). A removed peer no longer votes and its
seats stay with bots.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Final

from net.identity import Identity, vote_statement
from net.messages import Certificate, Proposal, Start

FALLBACK_BOT = "greedy"
"""The bot that takes a removed peer's seat when the proposal names none."""


@dataclass(init=False, slots=True)
class SeatRun:
    """Who runs a seat now: the peer, its bot (None: a person), the epoch of this runner (its
    ``__init__`` compiles: see :mod:`net.lockstep.effects`)."""

    runner: Final[str]
    bot: Final[str | None]
    epoch: Final[int]

    def __init__(self, runner: str, bot: str | None, epoch: int = 0) -> None:
        self.runner = runner
        self.bot = bot
        self.epoch = epoch


class Membership:
    """The seats' runners and the peers still in the game, as decisions change them."""

    def __init__(self, start: Start) -> None:
        self._start = start
        self.order = [p.peer for p in start.peers]
        self.keys = {p.peer: p.key for p in start.peers}
        self.players = [s.peer for s in start.seats]
        """The peer each seat belonged to at the start (its player's)."""
        self.bots = [s.bot for s in start.seats]
        """Each seat's bot at the start (None: a person)."""
        self.seats = [SeatRun(s.peer, s.bot) for s in start.seats]
        self.removed: set[str] = set()
        self._active: tuple[str, ...] | None = None
        """The peers still in the game (worked out again when one is removed)."""
        self.active_decisions: list[tuple[int, Certificate]] = []
        """Decisions in force, with the move number from which each is."""
        self.waiting: Final[list[Certificate]] = []
        """Decisions accepted but not in force yet (they take effect at a later move)."""
        self.known: Final[set[tuple[str, int]]] = set()
        """The proposals whose certificates were taken (or set aside)."""

    # ------------------------------------------------------------------------ queries

    def runner(self, seat: int) -> str:
        return self.seats[seat].runner

    def runner_in(self, seat: int, epoch: int) -> str | None:
        """Who ran ``seat`` in ``epoch`` (an earlier one: the decisions in force are played
        again from the start), or None if the seat never had that epoch."""
        run = self.seats[seat]
        if epoch >= run.epoch:
            return run.runner if epoch == run.epoch else None
        then = Membership(self._start)
        for at, certificate in self.active_decisions:
            if then.seats[seat].epoch >= epoch:
                break
            then.apply(certificate, at)
        found = then.seats[seat]
        return found.runner if found.epoch == epoch else None

    def seats_of(self, peer: str) -> list[int]:
        return [index for index, run in enumerate(self.seats) if run.runner == peer]

    def own_seats(self, peer: str) -> list[int]:
        """The seats that were ``peer``'s at the start (whoever runs them now)."""
        return [index for index, player in enumerate(self.players) if player == peer]

    def active(self) -> tuple[str, ...]:
        """The peers still in the game, in order."""
        if self._active is None:
            self._active = tuple(p for p in self.order if p not in self.removed)
        return self._active

    def voters(self, subject: str) -> list[str]:
        """Who votes on a proposal about ``subject``: every active peer but the subject."""
        return [p for p in self.active() if p != subject]

    def threshold(self, subject: str) -> int:
        """Yes votes that carry a proposal about ``subject``: a strict majority of the voters
        (with two players, the remaining one alone)."""
        return len(self.voters(subject)) // 2 + 1

    # ------------------------------------------------------------------------ checking

    def problem(self, proposal: Proposal) -> str | None:
        """Why a proposal is malformed whatever anyone thinks of it, or None."""
        if proposal.seat >= len(self.seats):
            return f"seat {proposal.seat + 1} is beyond the game's {len(self.seats)} seats"
        if proposal.subject not in self.keys or proposal.runner not in self.keys:
            return "a proposal names a peer outside the game"
        if proposal.proposer not in self.keys:
            return "a proposal from outside the game"
        if proposal.subject in self.removed or proposal.runner in self.removed:
            return "a proposal names a peer already voted out"
        if proposal.runner == proposal.subject and proposal.kind != "giveback":
            return "a seat cannot be handed to the peer it is taken from"
        if proposal.kind == "giveback":
            subject = proposal.subject
            if self.players[proposal.seat] != subject or proposal.runner != subject:
                return "a seat goes back only to its own player"
            if self.runner(proposal.seat) == proposal.subject:
                return f"seat {proposal.seat + 1} is its player's already"
        elif proposal.kind == "handover":
            if self.runner(proposal.seat) != proposal.subject:
                return f"seat {proposal.seat + 1} is not run by the peer it is taken from"
            if proposal.bot is None:
                return "a hand-over names the bot"
        elif (
            proposal.seat not in self.seats_of(proposal.subject)
            and self.players[proposal.seat] != proposal.subject
        ):
            return "a removal names a seat of another peer"
        return None

    def check(self, certificate: Certificate, identity: Identity, game: str) -> str | None:
        """Why a certificate does not carry its proposal, or None when it does."""
        proposal = certificate.proposal
        problem = self.problem(proposal)
        if problem is not None:
            return problem
        voters = set(self.voters(proposal.subject))
        statement = vote_statement(game, proposal.encode())
        signers: set[str] = set()
        for vote in certificate.votes:
            if vote.peer not in voters or vote.peer in signers:
                return f"a vote of {vote.peer} does not count"
            if not identity.verify(self.keys[vote.peer], statement, vote.sig):
                return f"the vote of {vote.peer} is not signed by its key"
            signers.add(vote.peer)
        if len(signers) < self.threshold(proposal.subject):
            return f"{len(signers)} votes, {self.threshold(proposal.subject)} needed"
        return None

    # ------------------------------------------------------------------------ changing

    def resume(self, decided: tuple[tuple[int | None, Certificate], ...]) -> None:
        """Take up the decisions of a saved game, with the move from which each is in force
        (None: not yet)."""
        for at, certificate in decided:
            self.known.add(certificate.proposal.key)
            if at is None:
                self.waiting.append(certificate)
            else:
                self.apply(certificate, at)

    def set_aside(self, proposal: Proposal) -> None:
        """The decision on ``proposal`` is taken, or set aside: it is not taken again."""
        self.known.add(proposal.key)

    def wait(self, certificate: Certificate) -> None:
        """Keep a decision taken until its move comes."""
        self.waiting.append(certificate)

    def due(self, certificate: Certificate) -> None:
        """A decision waiting is put in force now."""
        self.waiting.remove(certificate)

    def postpone_from(self, ply: int) -> None:
        """Take back the decisions in force from move ``ply`` on (their moves are undone):
        they wait for their moves again."""
        self.waiting.extend(c for _, c in self.undo_from(ply))

    def withdraw(self, certificate: Certificate) -> None:
        """Take back a decision (in force, or waiting) that a rival made before replaces; those
        put in force after it wait for their moves again (not those before it at its move: a
        seat given back, then handed over again at that move, keeps that order)."""
        if certificate in self.waiting:
            self.waiting.remove(certificate)
            return
        index = next(i for i, (_, held) in enumerate(self.active_decisions) if held is certificate)
        undone = self.active_decisions[index:]
        self._rebuild(self.active_decisions[:index])
        self.waiting.extend(c for _, c in undone if c is not certificate)

    def apply(self, certificate: Certificate, ply: int) -> list[int]:
        """Put a checked decision in force from move ``ply``; returns the seats it changed."""
        self.active_decisions.append((ply, certificate))
        return self._apply(certificate.proposal)

    def undo_from(self, ply: int) -> list[tuple[int, Certificate]]:
        """Take back the decisions in force from move ``ply`` or later; returns them."""
        undone = [(at, c) for at, c in self.active_decisions if at >= ply]
        if undone:
            self._rebuild([(at, c) for at, c in self.active_decisions if at < ply])
        return undone

    def _rebuild(self, kept: list[tuple[int, Certificate]]) -> None:
        """The seats as the start and the decisions ``kept`` (in force, in order) make them."""
        self.seats = [SeatRun(peer, bot) for peer, bot in zip(self.players, self.bots,
                                                               strict=True)]  # fmt: skip
        self.removed = set()
        self._active = None
        self.active_decisions = []
        for at, certificate in kept:
            self.apply(certificate, at)

    def _apply(self, proposal: Proposal) -> list[int]:
        if proposal.kind == "remove":
            self.removed.add(proposal.subject)
            self._active = None
            changed = self.seats_of(proposal.subject)
            bot = proposal.bot or FALLBACK_BOT
            for seat in changed:
                self._give(seat, proposal.runner, self.seats[seat].bot or bot)
            if proposal.grounds == "equivocation":  # a new era: every move from here is new
                for seat, run in enumerate(self.seats):
                    self.seats[seat] = SeatRun(run.runner, run.bot, run.epoch + 1)
            return changed
        if proposal.kind == "handover":
            self._give(proposal.seat, proposal.runner, proposal.bot)
        else:
            self._give(proposal.seat, proposal.subject, self.bots[proposal.seat])
        return [proposal.seat]

    def _give(self, seat: int, runner: str, bot: str | None) -> None:
        run = self.seats[seat]
        if run.runner == runner and run.bot == bot:
            return
        self.seats[seat] = SeatRun(runner, bot, run.epoch + 1)
