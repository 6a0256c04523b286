"""A seeded, deterministic simulation of N lockstep cores (no sockets, no clock, no threads).

Every scenario plays the end of a game (a fixed share, :data:`WHOLE_EVERY`, plays a whole game
from its set-up) with the bots' moves of a :class:`~sim_lines.Line`: a game played to its end
once per process, the bots choosing each state's move from its hash, so that every scenario that
reaches a state plays the same move there and the engine works out each state once per process
(every peer still checks each move against the engine's legal moves of its state). Each peer gets
a :class:`~net.lockstep.Lockstep` with fast test signatures (:class:`~net.identity.KeyedHashScheme`)
and a game on the shared states (:mod:`sim_lines`), and runs through a virtual network: every
link is a TCP stream (in order, reliable while it lasts) with its own delays, so messages on
different links overtake each other. Faults break links, partition the table, stall or crash
peers (a crashed peer rejoins from what it had saved) and make some peers dishonest
(:mod:`sim_dishonest`); they come while the game runs (their times follow the turns left).

A scenario is its seed and its rule set: Helsinki unless ``game`` (``--game``) names another of
:data:`~sim_lines.GAMES` (Copenhagen). The seed draws the table, the turn timer, the faults and
the dishonest peer alike for every rule set (only the line differs), and the Helsinki scenarios
draw exactly what they drew before there was a choice: Copenhagen's are a seed space of their own
beside them, so that the Helsinki fingerprint of a range of seeds stays as it was.
After every input the invariants are checked:

- an honest peer never applies a move the rules forbid (its record replays with every check);
- the signed moves honest peers settled (agreed by honest peers that are a majority of the table)
  are prefixes of one another, and never undone, but for the protocol's one exception: a move
  whose runner signed two versions that no honest peer held firm, undone with the moves after it
  alike at every honest peer when the runner is voted out;
- a peer voted out (or suspected) is never an honest one;
- when the honest peers are a majority of the table, the game finishes: every honest peer ends
  holding the finished game.

(:mod:`sim_checks` checks them.) A failing scenario raises :class:`~sim_checks.Violation` with
the command that replays it.
"""

from __future__ import annotations

import heapq
import os
import random
import sys
from collections.abc import Callable

if __package__:  # (run as ``python -m tests.simulator``: the modules it imports lie beside it)
    sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))

from sim_checks import Peer, Violation
from sim_dishonest import ASKED_ONLY, BEHAVIOURS, SIDE_SEED, STALLERS, Dishonesty
from sim_lines import (
    GAMES,
    IDENTITIES,
    SCHEME,
    Position,
    Shared,
    line,
    record,
    shared_at,
    snapshot,
    table,
)

from engine.record import PlayedMove
from engine.rules import HELSINKI
from net.config import DEFAULT_TURN_TIMER, RETAKE_LIMIT, STALL_VOTE_AFTER, Timing
from net.events import Decided, StatusChanged, Suspected
from net.identity import Identity
from net.lockstep import (
    Choose,
    Chosen,
    Close,
    Drive,
    Effect,
    HandOver,
    Input,
    Linked,
    Lockstep,
    Received,
    Send,
    Tick,
    Unlinked,
)
from net.lockstep.agreement import NOTHING_FIRM, Firmness
from net.messages import Certificate, SignedMove

__all__ = [
    "ASKED_ONLY", "BEHAVIOURS", "IDENTITIES", "SCHEME", "STALLERS", "TIMING", "WHOLE_EVERY",
    "Simulation", "Violation", "fingerprint", "line", "main", "snapshot", "sweep",
]  # fmt: skip

TIMING = Timing(heartbeat=1.0, dead_after=4.0, handshake=5.0, connect=5.0, desync_wait=2.0)
NETWORK = ("delays", "link-drop", "partition", "stall", "crash")
"""What the network or the computers do to honest peers."""
TICK = 0.75 * TIMING.dead_after
"""How often the shell ticks an idle core: its timers ask for their own ticks (deadline), so
this only has to come before the core takes the silence for a stopped program."""
QUIET = 40.0
"""Virtual seconds after the last fault in which the game must finish (beyond its turns)."""
DELAY = (0.0005, 0.05)
"""The range of a message's delay on its link, in virtual seconds."""
DELAY_SPAN = DELAY[1] - DELAY[0]
THINK = (1.5, 5.0)
"""Virtual seconds a bot thinks before it plays a turn (people's pace: faults meet few moves)."""
LINES = 8
"""Games per number of players that scenarios play the end of."""
LATE = (1, 2)
"""The turns left in the game a scenario starts from (the fewest and the most)."""
WHOLE_EVERY = 500
"""One scenario in this many plays a whole game from its set-up (seeds divisible by it)."""


OBSERVED = frozenset((StatusChanged, Decided, Suspected))
"""The events of honest peers that the invariants look at."""
ACTED_ON = OBSERVED | {Choose, Close}
"""The effects the simulator does something with, besides sending (the rest are the shell's:
saving, telling spectators and the table)."""
NEVER = float("inf")
TICKED = Tick()
"""The input of every tick (a value: one serves them all)."""


class Simulation(Dishonesty):
    """One scenario, run by :meth:`run`: seed ``seed`` of the rule set called ``game`` (the
    same seed draws the same table, faults and dishonest peer whatever the game)."""

    def __init__(self, seed: int, behaviours: tuple[str, ...] = BEHAVIOURS,
                 game: str = HELSINKI.name) -> None:  # fmt: skip
        self.seed = seed
        self.behaviours = behaviours
        self.game = game
        rng = self.rng = random.Random(seed)
        self.players = rng.choice((2, 3, 3, 4, 4))
        index = rng.randrange(LINES)
        played = line(self.players, index, game)
        self.whole = seed % WHOLE_EVERY == 0
        left = 0 if self.whole else rng.randint(*LATE)
        self.played = played
        self.identities = IDENTITIES[: self.players]
        draw = rng.random()  # (one draw, as ever: the seeds keep their scenarios)
        self.timer = 60 if draw < 0.3 else DEFAULT_TURN_TIMER if draw < 0.65 else 0
        self.table = table(self.players, index, self.timer, game)
        self.start = self.table.start
        self.game_seed = played.seed
        self.peers: dict[str, Peer] = {}
        self._place(left)
        self.now = 0.0
        self.queue: list[tuple[float, int, Callable[..., None], tuple[object, ...]]] = []
        self.counter = 0
        self.links: set[frozenset[str]] = set()
        self.pairs = self.table.pairs
        self.last_delivery: dict[tuple[str, str], float] = {}
        self.epoch: dict[frozenset[str], int] = {}
        self._partition: set[str] | None = None
        """The peers cut off from the others, while a partition lasts."""
        self.last_settled = 0.0
        """When the latest move was settled (the start, before the first)."""
        self.waits: list[float] = []
        """The time between each two settled moves (from the start to the first)."""
        self.twinned: set[int] = set()
        """The moves a dishonest runner signed two versions of."""
        self.withdrawn: set[bytes] = set()
        """The signatures of settled moves the table undid (never settled again)."""
        self.faults_end = 0.0
        self.ticks: dict[str, float] = {}
        self.bots = random.Random(seed ^ 0x5EED)
        self.changed = False
        """Whether an honest peer's status changed (or it crashed) since the end was checked."""
        self.plan: list[str] = []
        self._choose_faults()
        self.plan.insert(0, "whole game" if self.whole else f"{self.turns_left} turns left")
        self.honest = [p for p in self.peers.values() if p.honest]
        self.majority = len(self.honest) * 2 > self.players

    # ------------------------------------------------------------------ set-up

    def _place(self, left: int) -> None:
        """Start the scenario ``left`` turns before the end of its game (0: from its set-up),
        every peer holding the moves before."""
        played = self.played
        first = max(0, len(played.turns) - left) if left else 0
        self.turns_left = len(played.turns) - first
        start = played.turns[first]
        self.root = played.positions[start]
        self.base = list(played.moves[:start])
        self.ledger = list(played.ledger[:start])
        for index, peer_id in enumerate(p.peer for p in self.start.peers):
            core = self._core(peer_id, self.identities[index], self.base, self.ledger, ())
            peer = self.peers.get(peer_id)
            if peer is None:
                self.peers[peer_id] = Peer(f"P{index}", self.identities[index], core,
                                           settled=start)  # fmt: skip
            else:
                peer.core, peer.settled = core, start
        self.settled = list(self.ledger)
        """The moves settled: those the game started with, then those an honest majority of
        the table agreed on."""

    def _core(self, peer_id: str, identity: Identity, moves: list[PlayedMove],
              ledger: list[SignedMove],
              decisions: tuple[tuple[int | None, Certificate], ...],
              firmness: Firmness = NOTHING_FIRM) -> Lockstep:  # fmt: skip
        game = shared_at(self.root)
        for entry in moves[len(self.base) :]:
            game.play(entry.move)  # type: ignore[arg-type]
        return Lockstep(self.start, peer_id, identity, TIMING, seed=self.game_seed,
                        record=record(self.played, self.table.seats, moves), ledger=ledger,
                        decisions=decisions, firmness=firmness, game=game)  # fmt: skip

    def _choose_faults(self) -> None:
        """One dishonest peer or none, and network faults at times the game still runs: in
        its first seconds, or across a whole game."""
        rng = self.rng
        ids = list(self.peers)
        chance = 0.5 if self.players >= 3 else 0.25
        dishonest = 1 if rng.random() < chance else 0
        for peer_id in rng.sample(ids, dishonest):
            behaviour = rng.choice(self.behaviours)
            if behaviour == "never-move" and len(self.behaviours) > 1:
                behaviour = random.Random(self.seed ^ SIDE_SEED).choice(STALLERS)
            if behaviour == "retake-stall" and not self.whole:  # its seat comes round again
                self._place(max(self.turns_left, 3 * self.players))
            if behaviour == "retake-stall":
                self.peers[peer_id].core.ballots.take_back()
            self.peers[peer_id].behaviour = behaviour
            self.plan.append(f"{self.peers[peer_id].name} {behaviour}")
        playing = self.turns_left * sum(THINK) / 2  # the game's length, faults aside
        within = 0.8 * playing if self.whole else min(4.0, 0.6 * playing)
        for _ in range(rng.choice((1, 2, 3) if self.whole else (0, 1, 1, 2))):
            fault = rng.choice(NETWORK)
            self.plan.append(fault)
            at = rng.uniform(0.0, within)
            self._at(at, self._network_fault, fault)
            self.faults_end = max(self.faults_end, at + 12.0)
        if any(not p.honest for p in self.peers.values()):
            self.faults_end = max(self.faults_end, 3 * TIMING.desync_wait + TIMING.dead_after)
        self.horizon = (self.faults_end + QUIET + self.turns_left * THINK[1]
                        + 2.5 * (self.timer or STALL_VOTE_AFTER) + RETAKE_LIMIT)  # fmt: skip

    # ------------------------------------------------------------------ the event queue

    def _at(self, when: float, action: Callable[..., None], *args: object) -> None:
        """Call ``action(*args)`` at ``when`` (after what was due before or at that time)."""
        self.counter += 1
        heapq.heappush(self.queue, (when, self.counter, action, args))

    def run(self) -> None:
        for a in self.peers:
            for b in self.peers:
                if a < b:
                    self.links.add(frozenset((a, b)))
        for peer_id, peer in self.peers.items():
            for other in self.peers:
                if other != peer_id:
                    self._feed(peer_id, Linked(other))
            for seat in peer.core.my_seats():
                self._feed(peer_id, Drive(seat, "random"))
            self._at(TICK, self._heartbeat, peer_id)
        queue, horizon = self.queue, self.horizon
        try:
            while queue:
                when, _, action, args = heapq.heappop(queue)
                if when > horizon:
                    break
                self.now = when
                action(*args)
                if self.changed:
                    self.changed = False
                    if self._over():
                        break
        finally:
            queue.clear()  # its actions hold the simulation: freed at once, not by the collector
        self._check_end()

    def _over(self) -> bool:
        """Whether the scenario has shown what it can: every honest peer holds the finished
        game (with an honest majority), or every honest peer stopped and the faults are over."""
        if self.majority:
            return all(p.core.status == "over" and not p.crashed for p in self.honest)
        return self.now >= self.faults_end and all(
            p.core.status in ("over", "paused") for p in self.honest
        )

    # ------------------------------------------------------------------ feeding cores

    def _feed(self, peer_id: str, event: Input) -> None:
        peer = self.peers[peer_id]
        if peer.crashed:
            return
        if self.now < peer.stalled_until:
            self._at(peer.stalled_until, self._feed, peer_id, event)
            return
        effects = peer.core.handle(event, self.now)
        if peer.behaviour is None:
            self._check(peer)
        self._carry_out(peer, peer_id, effects)

    def _carry_out(self, peer: Peer, peer_id: str, effects: list[Effect]) -> None:
        honest = peer.behaviour is None
        for effect in effects:
            kind = type(effect)
            if kind is Send:
                message = effect.message  # type: ignore[union-attr]
                received = Received(peer_id, message)  # (what every target takes)
                for target in effect.to:  # type: ignore[union-attr]
                    if honest:
                        self._deliver(peer_id, target, received)
                    else:
                        for sent in self._misbehave(peer, target, message):
                            self._deliver(peer_id, target, Received(peer_id, sent))
            elif kind not in ACTED_ON:
                continue
            elif kind is Choose:
                if peer.behaviour not in STALLERS[:2]:
                    self._at(self.now + self.bots.uniform(*THINK), self._bot, peer_id, effect)
            elif kind is Close:
                self._break(peer_id, effect.peer, 0.01)  # type: ignore[union-attr]
            elif honest:
                self._observe(peer, effect)  # type: ignore[arg-type]
        deadline = peer.core.deadline()  # (always later than now)
        if deadline is not None:
            at = deadline + 0.001
            ticks = self.ticks
            if ticks.get(peer_id, NEVER) > at or ticks[peer_id] <= self.now:
                ticks[peer_id] = at
                self._at(at, self._tick, peer_id, at)

    def _heartbeat(self, peer_id: str) -> None:
        """The shell ticks its core every :data:`TICK` seconds (a stopped program does not);
        the owner of an honest peer asks for a vote on a turn held long (as the table offers)."""
        peer = self.peers[peer_id]
        if not peer.crashed and self.now >= peer.stalled_until:
            self._feed(peer_id, TICKED)
            overdue = peer.core.overdue()
            if overdue is not None and peer.honest and not self.timer:
                self._feed(peer_id, HandOver(overdue, "random"))
        self.changed = True  # (time passed: the faults may be over)
        self._at(max(self.now, peer.stalled_until) + TICK, self._heartbeat, peer_id)

    def _tick(self, peer_id: str, at: float) -> None:
        if self.ticks.get(peer_id) == at:
            del self.ticks[peer_id]
        self._feed(peer_id, TICKED)

    def _bot(self, peer_id: str, choose: Choose) -> None:
        """The seat's bot plays its turn: the moves of the scenarios' bots."""
        game = self.peers[peer_id].core.game
        if game is None or game.ply != choose.ply or game.to_move != choose.seat:
            return
        position = game.position if isinstance(game, Shared) else None
        if position is None:  # (a game that left the shared states)
            position = Position(game.copy())
        self._feed(peer_id, Chosen(choose.seat, choose.ply, position.turn()))

    # ------------------------------------------------------------------ the network

    def _deliver(self, source: str, target: str, received: Received) -> None:
        route = (source, target)
        link = self.pairs[route]
        if link not in self.links:
            return
        at = self.now + DELAY[0] + DELAY_SPAN * self.rng.random()  # (uniform)
        last = self.last_delivery.get(route, 0.0)
        if last > at:  # a stream: nothing overtakes what was sent before on it
            at = last
        self.last_delivery[route] = at
        self.counter += 1  # (as _at does)
        heapq.heappush(self.queue, (at, self.counter, self._arrive,
                                    (link, self.epoch.get(link, 0), target, received)))

    def _arrive(self, link: frozenset[str], epoch: int, target: str, received: Received) -> None:
        """A message reaches the end of its link (unless the link broke since it was sent)."""
        if link in self.links and self.epoch.get(link, 0) == epoch:
            self._feed(target, received)

    def _break(self, a: str, b: str, notice: float) -> None:
        """Drop the link between two peers (both notice after ``notice`` s), then dial again."""
        link = frozenset((a, b))
        if link not in self.links:
            return
        self.links.discard(link)
        epoch = self.epoch[link] = self.epoch.get(link, 0) + 1

        def notice_loss(side: str, other: str) -> None:
            if self.epoch.get(link) == epoch:  # not linked again meanwhile (a new connection)
                self._feed(side, Unlinked(other, "cut"))

        for side, other in ((a, b), (b, a)):
            self._at(self.now + notice, notice_loss, side, other)
        self._at(self.now + notice + self.rng.uniform(1.0, 3.0), self._relink, a, b)

    def _relink(self, a: str, b: str, dialer: str | None = None) -> None:
        link = frozenset((a, b))
        pa, pb = self.peers[a], self.peers[b]
        stalled = max(pa.stalled_until, pb.stalled_until)
        if link in self.links or pa.crashed or pb.crashed or self._cut(a, b) or stalled > self.now:
            if link not in self.links:  # dial again later
                self._at(max(self.now, stalled) + 1.0, self._relink, a, b, dialer)
            return
        self.links.add(link)
        self.epoch[link] = self.epoch.get(link, 0) + 1
        dialer = dialer or self.rng.choice((a, b))
        listener = b if dialer == a else a
        have = self.peers[dialer].core.agreed
        self._feed(dialer, Linked(listener, asked=True))
        self._at(self.now + 0.002, self._feed, listener, Linked(dialer, rejoined=have))

    def _cut(self, a: str, b: str) -> bool:
        partition = self._partition
        return partition is not None and (a in partition) != (b in partition)

    def _network_fault(self, fault: str) -> None:
        rng = self.rng
        honest = [p for p, peer in self.peers.items() if peer.honest and not peer.crashed]
        if not honest:
            return
        victim = rng.choice(honest)
        if fault == "delays":
            for a, b in sorted(sorted(link) for link in self.links):  # (sets: no fixed order)
                self.last_delivery[(a, b)] = self.now + rng.uniform(0.1, 1.5)
        elif fault == "link-drop":
            other = rng.choice([p for p in self.peers if p != victim])
            self._break(victim, other, rng.uniform(0.01, TIMING.dead_after))
        elif fault == "partition":
            self._partition = {victim}
            for other in self.peers:
                if other != victim:
                    self._break(victim, other, TIMING.dead_after)
            self._at(self.now + rng.uniform(3.0, 15.0), self._heal)
        elif fault == "stall":
            length = rng.choice((rng.uniform(0.5, 3.0), rng.uniform(6.0, 15.0)))
            peer = self.peers[victim]  # (stopped again while stopped: it resumes at the later end)
            peer.stalled_until = max(peer.stalled_until, self.now + length)
            if length > TIMING.dead_after:
                for other in self.peers:
                    if other != victim:
                        self._break(victim, other, TIMING.dead_after)
        else:
            self._crash(victim)

    def _heal(self) -> None:
        self._partition = None

    def _crash(self, victim: str) -> None:
        """The program dies; it comes back a little later from what it had saved."""
        peer = self.peers[victim]
        core = peer.core
        assert core.line is not None
        saved = (list(core.line.moves), list(core.ledger), core.decisions,
                 core.agreement.firmness())  # fmt: skip
        for other in self.peers:
            if other != victim:
                self._break(victim, other, self.rng.uniform(0.01, TIMING.dead_after))
        peer.crashed = True
        self.changed = True

        def restart() -> None:
            peer.crashed = False
            peer.core = self._core(victim, peer.identity, *saved)
            peer.core.ballots.take_back()
            for seat in peer.core.my_seats():
                self._feed(victim, Drive(seat, "random"))
            for other in self.peers:
                if other != victim:
                    self._relink(victim, other, dialer=victim)

        self._at(self.now + self.rng.uniform(2.0, 8.0), restart)


def main(argv: list[str]) -> int:
    """Replay scenarios by their seeds (``python -m tests.simulator [--game GAME] [--only
    BEHAVIOUR] SEED...``), or sweep a range of them (``--sweep FIRST END``); ``--help`` says
    more."""
    import argparse
    import logging

    parser = argparse.ArgumentParser(
        prog="python -m tests.simulator",
        description="Replay scenarios of the lockstep simulator by their seeds (with the cores' "
        "log), or sweep a range of seeds quietly (each failure with the command that replays "
        "it, then a summary; exit status 1 if any failed).",
    )
    parser.add_argument("--game", choices=list(GAMES), default=HELSINKI.name,
                        help="the rule set the scenarios play (default: %(default)s; a "
                        "seed draws the same table, faults and dishonest peer in each "
                        "game)")  # fmt: skip
    parser.add_argument("--only", choices=BEHAVIOURS + ASKED_ONLY, metavar="BEHAVIOUR",
                        help="the dishonest peers draw this behaviour alone: "
                        + ", ".join(BEHAVIOURS + ASKED_ONLY))  # fmt: skip
    parser.add_argument("--sweep", nargs=2, type=int, metavar=("FIRST", "END"),
                        help="run the seeds from FIRST up to END (excluded)")  # fmt: skip
    parser.add_argument("--fingerprint", nargs=2, type=int, metavar=("FIRST", "END"),
                        help="print one digest of how every peer ended, over the seeds from "
                        "FIRST up to END (excluded): a change of the core that keeps it keeps "
                        "the scenarios' course")  # fmt: skip
    parser.add_argument("seeds", nargs="*", type=int, metavar="SEED", help="a scenario to replay")
    args = parser.parse_args(argv)
    behaviours = (args.only,) if args.only else BEHAVIOURS
    for name in ("sweep", "fingerprint"):
        bounds = getattr(args, name)
        if bounds and args.seeds:
            parser.error(f"give seeds or --{name}, not both")
        if bounds and bounds[0] >= bounds[1]:
            parser.error(f"--{name} takes FIRST < END")
    if args.sweep:
        return sweep(range(*args.sweep), behaviours, args.game)
    if args.fingerprint:
        print(fingerprint(range(*args.fingerprint), behaviours, args.game))
        return 0
    if not args.seeds:
        parser.error("give the seeds to replay, or --sweep FIRST END")
    logging.basicConfig(level=logging.INFO, format="%(name)s %(message)s")
    for seed in args.seeds:
        simulation = Simulation(seed, behaviours, args.game)
        print(f"seed {seed}: {args.game}, {simulation.players} players, "
              f"{'; '.join(simulation.plan)}")  # fmt: skip
        simulation.run()
        print("ok")
    return 0


def fingerprint(seeds: range, behaviours: tuple[str, ...] = BEHAVIOURS,
                game: str = HELSINKI.name) -> str:  # fmt: skip
    """A digest of how every peer of every scenario of ``seeds`` (of ``game``) ended: its
    status and reason,
    the moves agreed, the signatures of its ledger, the peers voted out, the decisions, and
    the simulated time and event count at the end."""
    import hashlib
    import logging

    logging.disable(logging.CRITICAL)
    digest = hashlib.blake2b(digest_size=16)
    for seed in seeds:
        simulation = Simulation(seed, behaviours, game)
        simulation.run()
        for peer_id, peer in sorted(simulation.peers.items()):
            core = peer.core
            digest.update(repr((peer_id, peer.crashed, core.status, core.reason, core.agreed,
                                [m.sig for m in core.ledger], sorted(core.membership.removed),
                                [(at, c.proposal.key) for at, c in core.decisions],
                                round(simulation.now, 6), simulation.counter)).encode())
    return digest.hexdigest()


def sweep(seeds: range, behaviours: tuple[str, ...], game: str = HELSINKI.name) -> int:
    """Run every scenario of ``seeds`` (of ``game``) quietly; print each failure, then how many
    failed."""
    import logging
    import time

    logging.disable(logging.CRITICAL)
    failed = 0
    start = time.perf_counter()
    for seed in seeds:
        try:
            Simulation(seed, behaviours, game).run()
        except Violation as violation:
            failed += 1
            print(violation, flush=True)
    seconds = time.perf_counter() - start
    print(f"{len(seeds)} scenarios (seeds {seeds.start} to {seeds.stop - 1}), {failed} failed, "
          f"in {seconds:.0f} s")  # fmt: skip
    return 1 if failed else 0


if __name__ == "__main__":
    raise SystemExit(main(sys.argv[1:]))
