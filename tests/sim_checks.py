"""What the simulator checks of a scenario (:mod:`simulator`): its peers and the invariants.

After every input an honest peer takes, :meth:`Checked._check` holds its moves against the moves
settled so far; its events are looked at by :meth:`Checked._observe`; :meth:`Checked._check_end`
checks how the scenario ended. A broken invariant raises :class:`Violation` naming the command
that replays the scenario.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass

from sim_lines import SCHEME, Line, Position, shared_at

from engine.line import Line as LineOfPlay
from engine.line import StateLine, line_of
from engine.record import PlayedMove, Record
from engine.rules import HELSINKI
from net.config import RETAKE_LIMIT, STALL_VOTE_AFTER
from net.events import Decided, StatusChanged, Suspected
from net.identity import Identity
from net.lockstep import Lockstep, equivocation
from net.messages import SignedMove, Start

STILL = 60.0
"""Virtual seconds the game may stand still beyond a turn's limit and a retake's (votes, a
bot's thinking, the network's faults)."""


class Violation(AssertionError):
    """An invariant broke; the message names it and the command that replays the scenario."""


@dataclass
class Peer:
    """One simulated program: its core, whether it is honest, what it does wrong."""

    name: str
    identity: Identity
    core: Lockstep
    behaviour: str | None = None
    stalled_until: float = 0.0
    crashed: bool = False
    settled: int = 0
    seen: tuple[int, list[SignedMove]] | None = None
    """The moves agreed and the ledger this peer held when its settled moves were last
    worked out (while they stay, nothing new can be settled through it)."""

    @property
    def honest(self) -> bool:
        return self.behaviour is None


class Checked:
    """A scenario's state as its invariants read it, and the invariants (the base of
    :class:`~simulator.Simulation`, which sets these fields up)."""

    seed: int
    behaviours: tuple[str, ...]
    game: str
    """The rule set's name."""
    players: int
    played: Line
    start: Start
    peers: dict[str, Peer]
    honest: list[Peer]
    majority: bool
    plan: list[str]
    timer: int
    now: float
    changed: bool
    root: Position
    """The state the scenario starts from."""
    base: list[PlayedMove]
    """The moves before it."""
    settled: list[SignedMove]
    last_settled: float
    waits: list[float]
    twinned: set[int]
    withdrawn: set[bytes]

    def _over(self) -> bool:
        raise NotImplementedError

    def _from_root(self, record: Record) -> LineOfPlay | StateLine:
        """The line of ``record``'s moves the scenario started with (its game at the shared
        state after them, nothing replayed)."""
        base = record.until(len(self.base))
        return line_of(base, verify=False, game=shared_at(self.root))

    def _fail(self, what: str) -> None:
        raise Violation(f"{what} [seed {self.seed}: {self.players} players, "
                        f"{'; '.join(self.plan) or 'no faults'}; replay with: "
                        f"python -m tests.simulator{self._options()} {self.seed}]")  # fmt: skip

    def _options(self) -> str:
        """The command-line options that draw this scenario as it was drawn."""
        game = "" if self.game == HELSINKI.name else f" --game {self.game}"
        return game + (f" --only {self.behaviours[0]}" if len(self.behaviours) == 1 else "")

    def _observe(self, peer: Peer, event: StatusChanged | Decided | Suspected) -> None:
        """What an honest peer concludes: never that an honest peer broke the protocol."""
        if type(event) is StatusChanged:
            self.changed = True
            return
        removed = type(event) is Decided and event.kind == "remove"
        if removed and self.peers[event.subject].honest:  # type: ignore[union-attr]
            self._fail(f"{peer.name} voted out honest {self.peers[event.subject].name}")  # type: ignore[union-attr]
        stalled = type(event) is Decided and event.grounds == "stalled"
        if stalled and self.peers[event.subject].honest:  # type: ignore[union-attr]
            self._fail(f"{peer.name} saw the seat of honest {self.peers[event.subject].name} "  # type: ignore[union-attr]
                       f"handed over as stalled at move {event.ply}")  # type: ignore[union-attr]
        if type(event) is Suspected and self.peers[event.peer].honest:
            self._fail(f"{peer.name} suspects honest {self.peers[event.peer].name} "
                       f"({event.grounds} at {event.seq})")  # fmt: skip

    def _check(self, fed: Peer) -> None:
        """Settled moves never change: a move is settled once a majority of the table are
        honest peers that agreed on it; none of them ever undoes it. Checked after each input
        for the peer that took it (only its state changed)."""
        core = fed.core
        moves, agreed = core.ledger, core.agreed
        if agreed > len(self.settled):  # (else nothing new can be settled through it)
            seen = fed.seen
            if seen is None or seen[0] != agreed or seen[1] is not moves:
                fed.seen = (agreed, moves)
                self._settle(fed)
        settled = fed.settled
        if not settled:
            return
        last = self.settled[settled - 1]  # (most often the very object the peer holds)
        undone = len(moves) < settled or (moves[settled - 1] is not last
                                          and moves[settled - 1] != last)  # fmt: skip
        if undone and not self._withdraw(fed):
            self._fail(f"{fed.name} undid a settled move ({settled} settled, {len(moves)} now)")

    def _withdraw(self, fed: Peer) -> bool:
        """Whether the settled moves ``fed`` undid may go (then they go for every peer): the
        first is one its runner signed two versions of, and no honest peer holds any of them
        firm. (Honest peers cut off from one another may each agree on the runner's move
        without hearing from a majority: none can know it firm, and the table's vote on the
        runner undoes it at every honest peer alike.)"""
        moves, settled = fed.core.ledger, self.settled
        first = next(seq for seq in range(fed.settled)
                     if seq >= len(moves) or moves[seq] != settled[seq])  # fmt: skip
        if first not in self.twinned:
            return False
        signers = [self._signer(signed) for signed in settled[first:]]
        for peer in self.honest:
            core = peer.core
            for seq in range(first, min(len(settled), core.agreed)):
                runner = signers[seq - first]
                if core.ledger[seq] == settled[seq] and equivocation.firm(core, seq, runner):
                    return False
        self.withdrawn.update(signed.sig for signed in settled[first:])
        del settled[first:]
        for peer in self.peers.values():
            peer.settled = min(peer.settled, first)
        return True

    def _signer(self, signed: SignedMove) -> str:
        """The peer that signed a move."""
        statement = signed.statement(self.start.game)
        return next(peer_id for peer_id, peer in self.peers.items()
                    if SCHEME.verify(peer.identity.public, statement, signed.sig))  # fmt: skip

    def _settle(self, fed: Peer) -> None:
        """Settle the moves a majority of the table now agreed on (other peers' states change
        only when they take an input, and then they settle)."""
        settled = self.settled
        while fed.core.agreed > len(settled):
            seq = len(settled)
            groups: dict[bytes, list[Peer]] = {}  # by signature: it covers every field
            for peer in self.honest:
                core = peer.core
                if core.agreed > seq and not peer.crashed:
                    sig = core.ledger[seq].sig
                    same = groups.get(sig)
                    if same is None:
                        groups[sig] = [peer]
                    else:
                        same.append(peer)
            best = max(groups.values(), key=len, default=[])
            if len(best) * 2 <= self.players or best[0].core.ledger[seq].sig in self.withdrawn:
                break
            settled.append(best[0].core.ledger[seq])
            for peer in best:
                peer.settled = seq + 1
            self.waits.append(self.now - self.last_settled)
            self.last_settled = self.now

    def stood_still(self) -> list[float]:
        """The waits between settled moves, and from the last one to the end."""
        return [*self.waits, self.now - self.last_settled]

    def _check_end(self) -> None:
        honest = self.honest
        replayed: list[Sequence[PlayedMove]] = []
        for peer in sorted(honest, key=lambda p: -p.core.ply):
            held = peer.core.line
            assert held is not None
            played = held.moves
            if any(moves[: len(played)] == played for moves in replayed):
                continue  # the prefix of a record that replayed
            line = self._from_root(held.record)  # the engine's states and legal moves
            for entry in played[len(self.base) :]:
                try:
                    line.push(entry)
                except ValueError as error:
                    self._fail(f"{peer.name} holds a move the rules forbid: {error}")
            replayed.append(played)
        if self.majority and not self._over():
            states = {p.name: ("crashed" if p.crashed else p.core.status, p.core.ply,
                               p.core.reason) for p in honest}  # fmt: skip
            self._fail(f"the game did not finish for the honest majority: {states}")
        if self.majority:
            twice = any(p.behaviour == "equivocate" for p in self.peers.values())
            records = {tuple(p.core.line.moves) for p in honest if p.core.line is not None}
            if len(records) > 1 and not twice:  # (a last move signed twice may stay unsettled)
                self._fail("the honest peers' records differ at the end")
            bound = (self.timer or STALL_VOTE_AFTER) + RETAKE_LIMIT + STILL
            longest = max(self.stood_still())
            if longest > bound:
                self._fail(f"the game stood still {longest:.0f} s (at most {bound:.0f} s)")
