"""A seeded, deterministic simulation of N lockstep cores (no sockets, no clock, no threads).

Every scenario starts from a snapshot of a real game (so that a few turns reach the interesting
parts of the rules), gives each peer a :class:`~net.lockstep.Lockstep` with fast test signatures
(:class:`~net.identity.KeyedHashScheme`) and a :class:`SharedGame` (the peers apply the same moves
to the same states: the engine works out each state once per scenario, and every peer checks
each move against the engine's legal moves of its state), and runs them through a virtual
network: every link is a TCP stream (in order, reliable while it lasts) with its own delays, so
messages on different links overtake each other. Faults break links, partition the table, stall
or crash peers (a crashed peer rejoins from what it had saved) and make some peers dishonest
(:data:`BEHAVIOURS`).
After every event the invariants are checked:

- an honest peer never applies a move the rules forbid (its record replays with every check);
- the signed moves honest peers settled (agreed by honest peers that are a majority of the table)
  are prefixes of one another, and never undone;
- a peer voted out (or suspected) is never an honest one;
- when the honest peers are a majority of the table and the faults are over, the game goes on
  (or ends).

A failing scenario raises :class:`Violation` with the command that replays it.
"""

from __future__ import annotations

import heapq
import random
from collections.abc import Callable
from dataclasses import dataclass, field
from functools import cache
from hashlib import blake2b

from engine import Game, Move, Options
from engine.record import PlayedMove, Record, Seat, play_entry
from net.config import Timing
from net.events import Decided, Suspected
from net.identity import FIRST_LINK, Identity, KeyedHashScheme, vote_statement
from net.lockstep import (
    Choose,
    Chosen,
    Close,
    Drive,
    Effect,
    Input,
    Linked,
    Lockstep,
    Notify,
    Received,
    Send,
    Tick,
    Unlinked,
)
from net.lockstep.moves import link_before
from net.messages import (
    Ack,
    Certificate,
    Decide,
    Desync,
    GameOptions,
    Message,
    MoveMessage,
    PeerHash,
    PeerInfo,
    Proposal,
    Propose,
    Reject,
    SeatInfo,
    SignedMove,
    Start,
    VoteSig,
)

TIMING = Timing(heartbeat=1.0, dead_after=4.0, handshake=5.0, connect=5.0, desync_wait=2.0)
SCHEME = KeyedHashScheme()
IDENTITIES = tuple(
    Identity.load(blake2b(b"sim-peer-%d" % (seat + 1), digest_size=32).digest(), SCHEME)
    for seat in range(4)
)
"""The key of each seat's peer (the same in every scenario, so that a seed replays the same
signatures)."""
BEHAVIOURS = (
    "false-desync", "false-reject", "wrong-hash", "never-ack", "never-move",
    "forged-decision", "foreign-proposal", "seat-beyond", "far-ahead", "replay", "equivocate",
)  # fmt: skip
"""What a dishonest peer of a scenario does (one each)."""
NETWORK = ("delays", "link-drop", "partition", "stall", "crash")
"""What the network or the computers do to honest peers."""
TICK = 0.75 * TIMING.dead_after
"""How often the shell ticks an idle core: its timers ask for their own ticks (deadline), so
this only has to come before the core takes the silence for a stopped program."""
QUIET = 40.0
"""Virtual seconds after the last fault in which the game must go on."""
THINK = (1.5, 5.0)
"""Virtual seconds a bot thinks before it plays a turn (people's pace: faults meet few moves)."""
PROGRESS = 3
"""Moves the honest peers must play after the faults for a scenario to end early."""


class Violation(AssertionError):
    """An invariant broke; the message names it and the command that replays the scenario."""


@dataclass(frozen=True)
class Snapshot:
    """Where scenarios start: a game of random moves, its record and its moves signed."""

    game: Game
    moves: tuple[PlayedMove, ...]
    seed: str
    game_id: str
    ledger: tuple[SignedMove, ...]


@cache
def snapshot(players: int, index: int) -> Snapshot:
    """A game of random moves: its final state is where scenarios start (cached)."""
    seed = f"sim-{players}-{index}"
    game = Game.new(players, seed, Options())
    record = Record([Seat(f"P{i}") for i in range(players)], seed, Options())
    rng = random.Random(seed)
    for _ in range(20 + 12 * index):
        if game.is_over:
            break
        moves = game.legal_moves()
        record.add(game, moves[rng.randrange(len(moves))])
    game_id = f"{players:08x}{index:08x}"
    ledger: list[SignedMove] = []
    for seq, played in enumerate(record.moves):  # seat i is the peer of identity i
        prev = ledger[-1].link if ledger else FIRST_LINK
        ledger.append(SignedMove.sign(IDENTITIES[played.seat], game_id, seq, played.seat, 0, prev,
                                      played.move, played.hash))  # fmt: skip
    return Snapshot(game, tuple(record.moves), seed, game_id, tuple(ledger))


class Position:
    """A state a scenario reached, shared by every peer that reaches it (never changed)."""

    __slots__ = ("after", "digest", "state")

    def __init__(self, state: Game) -> None:
        self.state = state
        self.after: dict[Move, Position] = {}
        """The state after each move taken from here."""
        self.digest: str | None = None

    def hash(self) -> str:
        if self.digest is None:
            self.digest = self.state.state_hash()
        return self.digest


class SharedGame(Game):
    """A game whose states are worked out once per scenario: the peers apply the same moves
    from the same states, so the engine computes the state after each move (its legal moves,
    its hash) the first time, and the others take it (the engine is deterministic). A game at
    a shared state shares its lists with it: only :meth:`apply` changes a game (nothing in
    net/ changes one otherwise), and it gives the game lists of its own first. Legality stays
    the engine's: :meth:`Game.play` checks a move against the engine's legal moves of the
    state."""

    position: Position | None
    """The state this game is at (None once it left the shared states)."""

    @staticmethod
    def at(position: Position) -> SharedGame:
        game = SharedGame.__new__(SharedGame)
        game._become(position)
        return game

    def _become(self, position: Position) -> None:
        self.__dict__ = dict(position.state.__dict__)
        self.position = position

    def copy(self) -> SharedGame:
        if self.position is not None:
            return SharedGame.at(self.position)
        other = Game.copy(self)
        other.__class__ = SharedGame
        return other  # type: ignore[return-value]

    def legal_moves(self) -> list[Move]:
        if self._legal is None:
            position = self.position
            self._legal = (position.state.legal_moves() if position is not None
                           else Game.legal_moves(self))  # fmt: skip
        return self._legal

    def apply(self, move: Move) -> None:
        position = self.position
        if position is None:
            Game.apply(self, move)
            return
        after = position.after.get(move)
        if after is None:
            self.__dict__ = Game.copy(position.state).__dict__  # lists of its own to change
            self.position = None  # the engine's own steps run between two shared states
            Game.apply(self, move)
            state = Game.__new__(Game)
            state.__dict__ = dict(self.__dict__)  # shared from now on
            del state.__dict__["position"]
            after = position.after[move] = Position(state)
        self._become(after)

    def state_hash(self) -> str:
        position = self.position
        return position.hash() if position is not None else Game.state_hash(self)


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
    inbox: list[tuple[str, Message]] = field(default_factory=list)

    @property
    def honest(self) -> bool:
        return self.behaviour is None


class Simulation:
    """One scenario, run by :meth:`run`."""

    def __init__(self, seed: int, behaviours: tuple[str, ...] = BEHAVIOURS) -> None:
        self.seed = seed
        self.behaviours = behaviours
        rng = self.rng = random.Random(seed)
        self.players = rng.choice((2, 3, 3, 4, 4))
        start = snapshot(self.players, rng.randrange(4))
        self.start_game = start.game
        self.root = Position(start.game)
        ids = [f"{seed % 65536:04x}{i:012x}" for i in range(self.players)]
        self.identities = IDENTITIES[: self.players]
        self.timer = 60 if rng.random() < 0.3 else 0
        options = GameOptions.of(self.players, Options(), turn_timer=self.timer)
        seats = tuple(SeatInfo(f"P{i}", i, True, None, ids[i]) for i in range(self.players))
        peers = tuple(PeerInfo(ids[i], f"P{i}", "127.0.0.1", 4000 + i,
                               self.identities[i].public) for i in range(self.players))  # fmt: skip
        self.start = Start(start.game_id, seats, peers, options)
        self.game_seed = start.seed
        self.base = list(start.moves)
        self.ledger = list(start.ledger)
        self.peers: dict[str, Peer] = {}
        for index, peer_id in enumerate(ids):
            core = self._core(peer_id, self.identities[index], self.base, self.ledger, ())
            self.peers[peer_id] = Peer(f"P{index}", self.identities[index], core)
        self.now = 0.0
        self.queue: list[tuple[float, int, Callable[[], None]]] = []
        self.counter = 0
        self.links: set[frozenset[str]] = set()
        self.pairs = {(a, b): frozenset((a, b)) for a in ids for b in ids if a != b}
        self.last_delivery: dict[tuple[str, str], float] = {}
        self.epoch: dict[frozenset[str], int] = {}
        self.settled: list[SignedMove] = []
        self.faults_end = 0.0
        self.ticks: dict[str, float] = {}
        self.bots = random.Random(seed ^ 0x5EED)
        self.plan: list[str] = []
        self._choose_faults()

    # ------------------------------------------------------------------ set-up

    def _core(self, peer_id: str, identity: Identity, moves: list[PlayedMove],
              ledger: list[SignedMove],
              decisions: tuple[tuple[int | None, Certificate], ...]) -> Lockstep:  # fmt: skip
        record = Record([Seat(s.name, s.bot, s.colour) for s in self.start.seats],
                        self.game_seed, Options(), moves=list(moves))  # fmt: skip
        game = SharedGame.at(self.root)
        for entry in moves[len(self.base) :]:
            game.play(entry.move)
        return Lockstep(self.start, peer_id, identity, TIMING, seed=self.game_seed,
                        record=record, ledger=list(ledger), decisions=decisions,
                        game=game)  # fmt: skip

    def _choose_faults(self) -> None:
        rng = self.rng
        ids = list(self.peers)
        chance = 0.5 if self.players >= 3 else 0.25
        dishonest = 1 if rng.random() < chance else 0
        for peer_id in rng.sample(ids, dishonest):
            behaviour = rng.choice(self.behaviours)
            if behaviour == "never-move" and not self.timer:
                behaviour = "never-ack"
            self.peers[peer_id].behaviour = behaviour
            self.plan.append(f"{self.peers[peer_id].name} {behaviour}")
        for _ in range(rng.choice((0, 1, 1, 2))):
            fault = rng.choice(NETWORK)
            self.plan.append(fault)
            at = rng.uniform(0.0, 4.0)
            self._at(at, lambda f=fault: self._network_fault(f))
            self.faults_end = max(self.faults_end, at + 12.0)
        if any(not p.honest for p in self.peers.values()):
            self.faults_end = max(self.faults_end, 3 * TIMING.desync_wait + TIMING.dead_after)

    # ------------------------------------------------------------------ the event queue

    def _at(self, when: float, action: Callable[[], None]) -> None:
        self.counter += 1
        heapq.heappush(self.queue, (when, self.counter, action))

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
            self._at(TICK, lambda p=peer_id: self._heartbeat(p))
        horizon = self.faults_end + QUIET + (2.5 * self.timer if self.timer else 0.0)
        progress_from: dict[str, int] = {}
        while self.queue:
            when, _, action = heapq.heappop(self.queue)
            if when > horizon:
                break
            if not progress_from and when > self.faults_end:
                progress_from = {p: peer.core.ply for p, peer in self.peers.items()}
            self.now = when
            action()
            if progress_from and self._progressed(progress_from):
                break
        self._check_end(progress_from)

    def _progressed(self, since: dict[str, int]) -> bool:
        """Whether every honest peer that plays on moved :data:`PROGRESS` moves on (or the
        game ended)."""
        playing = [p for p in self.peers.values() if p.honest and not p.crashed
                   and p.core.status in ("running", "over", "waiting")]  # fmt: skip
        return bool(playing) and all(
            p.core.status == "over" or p.core.ply >= since.get(p.core.me, 0) + PROGRESS
            for p in playing
        )

    # ------------------------------------------------------------------ feeding cores

    def _feed(self, peer_id: str, event: Input) -> None:
        peer = self.peers[peer_id]
        if peer.crashed:
            return
        if self.now < peer.stalled_until:
            self._at(peer.stalled_until, lambda: self._feed(peer_id, event))
            return
        effects = peer.core.handle(event, self.now)
        self._check(peer)
        self._carry_out(peer_id, effects)

    def _carry_out(self, peer_id: str, effects: list[Effect]) -> None:
        peer = self.peers[peer_id]
        honest = peer.behaviour is None
        for effect in effects:
            if isinstance(effect, Send):
                for target in effect.to:
                    if honest:
                        self._deliver(peer_id, target, effect.message)
                    else:
                        for message in self._misbehave(peer, target, effect.message):
                            self._deliver(peer_id, target, message)
            elif isinstance(effect, Notify):
                if honest:
                    self._observe(peer, effect)
            elif isinstance(effect, Choose):
                if peer.behaviour != "never-move":
                    self._at(self.now + self.bots.uniform(*THINK),
                             lambda c=effect: self._bot(peer_id, c))  # fmt: skip
            elif isinstance(effect, Close):
                self._break(peer_id, effect.peer, 0.01)
        deadline = peer.core.deadline()
        if deadline is not None:
            at = max(deadline, self.now) + 0.001
            if self.ticks.get(peer_id, float("inf")) > at or self.ticks[peer_id] <= self.now:
                self.ticks[peer_id] = at
                self._at(at, lambda: self._tick(peer_id, at))

    def _heartbeat(self, peer_id: str) -> None:
        """The shell ticks its core every :data:`TICK` seconds (a stopped program does not)."""
        peer = self.peers[peer_id]
        if not peer.crashed and self.now >= peer.stalled_until:
            self._feed(peer_id, Tick())
        self._at(max(self.now, peer.stalled_until) + TICK,
                 lambda: self._heartbeat(peer_id))  # fmt: skip

    def _tick(self, peer_id: str, at: float) -> None:
        if self.ticks.get(peer_id) == at:
            del self.ticks[peer_id]
        self._feed(peer_id, Tick())

    def _bot(self, peer_id: str, choose: Choose) -> None:
        game = self.peers[peer_id].core.game
        if game is None or game.ply != choose.ply or game.to_move != choose.seat:
            return
        copy = game.copy()
        moves: list[Move] = []
        while copy.to_move == choose.seat:
            legal = copy.legal_moves()
            move = legal[self.bots.randrange(len(legal))]
            reveals = copy.reveals(move)
            copy.apply(move)
            moves.append(move)
            if reveals:
                break
        self._feed(peer_id, Chosen(choose.seat, choose.ply, tuple(moves)))

    # ------------------------------------------------------------------ the network

    def _deliver(self, source: str, target: str, message: Message) -> None:
        link = self.pairs[source, target]
        if link not in self.links:
            return
        epoch = self.epoch.get(link, 0)
        delay = self.rng.uniform(0.0005, 0.05)
        at = max(self.now + delay, self.last_delivery.get((source, target), 0.0))
        self.last_delivery[(source, target)] = at

        def arrive() -> None:
            if link in self.links and self.epoch.get(link, 0) == epoch:
                self._feed(target, Received(source, message))

        self._at(at, arrive)

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
            self._at(self.now + notice, lambda s=side, o=other: notice_loss(s, o))
        self._at(self.now + notice + self.rng.uniform(1.0, 3.0), lambda: self._relink(a, b))

    def _relink(self, a: str, b: str, dialer: str | None = None) -> None:
        link = frozenset((a, b))
        pa, pb = self.peers[a], self.peers[b]
        stalled = max(pa.stalled_until, pb.stalled_until)
        if link in self.links or pa.crashed or pb.crashed or self._cut(a, b) or stalled > self.now:
            if link not in self.links:  # dial again later
                self._at(max(self.now, stalled) + 1.0, lambda: self._relink(a, b, dialer))
            return
        self.links.add(link)
        self.epoch[link] = self.epoch.get(link, 0) + 1
        dialer = dialer or self.rng.choice((a, b))
        listener = b if dialer == a else a
        have = self.peers[dialer].core.agreed
        self._feed(dialer, Linked(listener, asked=True))
        self._at(self.now + 0.002, lambda: self._feed(listener, Linked(dialer, rejoined=have)))

    def _cut(self, a: str, b: str) -> bool:
        partition = getattr(self, "_partition", None)
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
            self.peers[victim].stalled_until = self.now + length
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
        assert core.record is not None
        saved = (list(core.record.moves), list(core.ledger), core.decisions)
        for other in self.peers:
            if other != victim:
                self._break(victim, other, self.rng.uniform(0.01, TIMING.dead_after))
        peer.crashed = True

        def restart() -> None:
            peer.crashed = False
            peer.core = self._core(victim, peer.identity, *saved)
            peer.core.reclaim = True
            for seat in peer.core.my_seats():
                self._feed(victim, Drive(seat, "random"))
            for other in self.peers:
                if other != victim:
                    self._relink(victim, other, dialer=victim)

        self._at(self.now + self.rng.uniform(2.0, 8.0), restart)

    # ------------------------------------------------------------------ dishonest peers

    def _misbehave(self, peer: Peer, target: str, message: Message) -> list[Message]:
        """What a peer actually sends instead of ``message`` (an honest one sends it)."""
        behaviour, rng, core = peer.behaviour, self.rng, peer.core
        if behaviour is None:
            return [message]
        out = [message]
        if behaviour == "wrong-hash" and isinstance(message, Ack):
            out = [Ack(message.signed, f"{rng.getrandbits(128):032x}")]
        elif behaviour == "never-ack" and isinstance(message, Ack):
            out = []
        elif behaviour == "equivocate" and isinstance(message, MoveMessage) and target == min(
            p for p in self.peers if p != core.me
        ):
            out = [MoveMessage(self._twin(peer, message.signed))]
        elif behaviour == "false-desync" and rng.random() < 0.3 and core.agreed:
            seq = rng.randrange(max(0, core.agreed - 3), core.agreed)
            out.append(Desync(seq, "no majority", (PeerHash(core.me, "ab" * 16),)))
        elif behaviour == "false-reject" and isinstance(message, Ack):
            out.append(Reject(message.signed.seq, "illegal", message.signed.sig))
        elif behaviour == "forged-decision" and rng.random() < 0.2:
            out.append(Decide(Certificate(self._grab(peer), (VoteSig(core.me, b"v" * 64),))))
        elif behaviour == "foreign-proposal" and rng.random() < 0.2:
            out.append(Propose(self._grab(peer)))
        elif behaviour == "seat-beyond" and rng.random() < 0.3:
            signed = self._signed_by(peer, core.ply, 3, Move.end(), 0)
            out.append(MoveMessage(signed))
        elif behaviour == "far-ahead" and rng.random() < 0.3:
            seq = core.ply + rng.randint(33, 5000)
            signed = self._signed_by(peer, seq, core.my_seats()[0] if core.my_seats() else 0,
                                     Move.end(), 0)  # fmt: skip
            out.append(rng.choice([MoveMessage(signed), Ack(signed, "cd" * 16)]))
        elif behaviour == "replay" and rng.random() < 0.3 and core.ledger:
            old = core.ledger[rng.randrange(len(core.ledger))]
            out.append(rng.choice([MoveMessage(old), Ack(old, old.hash)]))
        return out

    def _signed_by(self, peer: Peer, seq: int, seat: int, move: Move, epoch: int) -> SignedMove:
        prev = link_before(peer.core, seq) if seq <= peer.core.ply else FIRST_LINK
        return SignedMove.sign(peer.identity, self.start.game, seq, seat, epoch, prev, move,
                               "ab" * 16)  # fmt: skip

    def _twin(self, peer: Peer, signed: SignedMove) -> SignedMove:
        """Another legal move for the same number, signed: equivocation."""
        core = peer.core
        assert core.record is not None
        game = core.record.new_game() if signed.seq < 0 else None
        before = self._game_before(core, signed.seq) if game is None else game
        legal = [m for m in before.legal_moves() if m != signed.move]
        if not legal:
            return signed
        move = legal[self.rng.randrange(len(legal))]
        before.play(move)
        digest = before.state_hash()
        return SignedMove.sign(peer.identity, self.start.game, signed.seq, signed.seat,
                               signed.epoch, signed.prev, move, digest)  # fmt: skip

    def _game_before(self, core: Lockstep, seq: int) -> Game:
        assert core.record is not None
        game = self.start_game.copy()
        for index in range(len(self.base), seq):
            play_entry(game, index, core.record.moves[index], verify=False)
        return game

    def _grab(self, peer: Peer) -> Proposal:
        """A proposal that hands another peer's seat to ``peer`` with no grounds."""
        core = peer.core
        seats = [s for s, run in enumerate(core.membership.seats) if run.runner != core.me]
        seat = self.rng.choice(seats) if seats else 0
        subject = core.membership.runner(seat)
        return Proposal(core.me, self.rng.randrange(10**6), "handover", seat, subject, core.me,
                        "random", core.ply, "lost")  # fmt: skip

    # ------------------------------------------------------------------ invariants

    def _fail(self, what: str) -> None:
        raise Violation(f"{what} [seed {self.seed}: {self.players} players, "
                        f"{'; '.join(self.plan) or 'no faults'}; replay with: "
                        f"python -m tests.simulator {self.seed}]")  # fmt: skip

    def _observe(self, peer: Peer, notify: Notify) -> None:
        """What an honest peer concludes: never that an honest peer broke the protocol."""
        event = notify.event
        removed = isinstance(event, Decided) and event.kind == "remove"
        if removed and self.peers[event.subject].honest:  # type: ignore[union-attr]
            self._fail(f"{peer.name} voted out honest {self.peers[event.subject].name}")  # type: ignore[union-attr]
        if isinstance(event, Suspected) and self.peers[event.peer].honest:
            self._fail(f"{peer.name} suspects honest {self.peers[event.peer].name} "
                       f"({event.grounds} at {event.seq})")  # fmt: skip

    def _check(self, fed: Peer) -> None:
        """Settled moves never change: a move is settled once a majority of the table are
        honest peers that agreed on it; none of them ever undoes it. Checked after each input
        for the peer that took it (only its state changed)."""
        if not fed.honest:
            return
        core = fed.core
        seen = fed.seen
        if seen is None or seen[0] != core.agreed or seen[1] is not core.ledger:
            fed.seen = (core.agreed, core.ledger)
            self._settle(fed)
        moves, settled = core.ledger, fed.settled
        if not settled:
            return
        last = self.settled[settled - 1]  # (most often the very object the peer holds)
        if len(moves) < settled or (moves[settled - 1] is not last and moves[settled - 1] != last):
            self._fail(f"{fed.name} undid a settled move ({settled} settled, {len(moves)} now)")

    def _settle(self, fed: Peer) -> None:
        """Settle the moves a majority of the table now agreed on (other peers' states change
        only when they take an input, and then they settle)."""
        while fed.core.agreed > len(self.settled):
            seq = len(self.settled)
            honest = [p for p in self.peers.values() if p.honest and not p.crashed]
            groups: dict[SignedMove, list[Peer]] = {}
            for peer in honest:
                core = peer.core
                if core.agreed > seq:
                    groups.setdefault(core.ledger[seq], []).append(peer)
            best = max(groups.values(), key=len, default=[])
            if len(best) * 2 <= self.players:
                break
            self.settled.append(best[0].core.ledger[seq])
            for peer in best:
                peer.settled = seq + 1

    def _check_end(self, progress_from: dict[str, int]) -> None:
        honest = [p for p in self.peers.values() if p.honest]
        replayed: list[list[PlayedMove]] = []
        for peer in sorted(honest, key=lambda p: -len(p.core.record.moves)):  # type: ignore[union-attr]
            record = peer.core.record
            assert record is not None
            if any(moves[: len(record.moves)] == record.moves for moves in replayed):
                continue  # the prefix of a record that replayed
            game = SharedGame.at(self.root)  # the engine's states and legal moves
            for index in range(len(self.base), len(record.moves)):
                try:
                    play_entry(game, index, record.moves[index], verify=True)
                except ValueError as error:
                    self._fail(f"{peer.name} holds a move the rules forbid: {error}")
            replayed.append(record.moves)
        if len(honest) * 2 <= self.players or not progress_from:
            return
        playing = [p for p in honest if p.core.status not in ("paused",)]
        if any(p.core.status == "paused" for p in honest):
            reasons = [p.core.reason for p in honest if p.core.status == "paused"]
            self._fail(f"an honest majority paused: {reasons}")
        if not any(p.core.game is not None and p.core.game.is_over for p in playing) and all(
            p.core.ply < progress_from.get(p.core.me, 0) + 3 for p in playing
        ):
            plies = {p.name: (p.core.ply, p.core.status, p.core.reason) for p in playing}
            self._fail(f"the honest majority made no progress after the faults: {plies}")


def vote_signature(identity: Identity, game: str, proposal: Proposal) -> bytes:
    return identity.sign(vote_statement(game, proposal.encode()))


def main(argv: list[str]) -> int:
    """Replay scenarios by their seeds: ``python -m tests.simulator [--only BEHAVIOUR] SEED...``
(``--only``: the dishonest peers draw that behaviour alone)."""
    import logging

    logging.basicConfig(level=logging.INFO, format="%(name)s %(message)s")
    behaviours = BEHAVIOURS
    if argv[:1] == ["--only"]:
        behaviours, argv = (argv[1],), argv[2:]
    for text in argv:
        simulation = Simulation(int(text), behaviours)
        print(f"seed {text}: {simulation.players} players, {'; '.join(simulation.plan)}")
        simulation.run()
        print("ok")
    return 0


if __name__ == "__main__":
    import sys

    raise SystemExit(main(sys.argv[1:]))
