"""A seeded, deterministic simulation of N lockstep cores (no sockets, no clock, no threads).

Every scenario plays the end of a game (a fixed share, :data:`WHOLE_EVERY`, plays a whole game
from its set-up) with the bots' moves of a :class:`Line`: a game played to its end once per
process, the bots choosing each state's move from its hash, so that every scenario that reaches
a state plays the same move there and the engine works out each state once per process (every
peer still checks each move against the engine's legal moves of its state). Each peer gets a
:class:`~net.lockstep.Lockstep` with fast test signatures (:class:`~net.identity.KeyedHashScheme`)
and a :class:`SharedGame`, and runs through a virtual network: every link is a TCP stream (in
order, reliable while it lasts) with its own delays, so messages on different links overtake
each other. Faults break links, partition the table, stall or crash peers (a crashed peer
rejoins from what it had saved) and make some peers dishonest (:data:`BEHAVIOURS`); they come
while the game runs (their times follow the turns left).
After every input the invariants are checked:

- an honest peer never applies a move the rules forbid (its record replays with every check);
- the signed moves honest peers settled (agreed by honest peers that are a majority of the table)
  are prefixes of one another, and never undone, but for the protocol's one exception: a move
  whose runner signed two versions that no honest peer held firm, undone with the moves after it
  alike at every honest peer when the runner is voted out;
- a peer voted out (or suspected) is never an honest one;
- when the honest peers are a majority of the table, the game finishes: every honest peer ends
  holding the finished game.

A failing scenario raises :class:`Violation` with the command that replays it.
"""

from __future__ import annotations

import heapq
import random
from collections.abc import Callable, Mapping, Sequence
from dataclasses import dataclass, field
from functools import cache
from hashlib import blake2b

from engine.helsinki import Game, Move, Options
from engine.helsinki.scoring import Score
from engine.line import Line as LineOfPlay
from engine.record import PlayedMove, Record, Seat, with_colours
from net.config import DEFAULT_TURN_TIMER, RETAKE_LIMIT, STALL_VOTE_AFTER, Timing
from net.events import Decided, StatusChanged, Suspected
from net.identity import FIRST_LINK, Identity, KeyedHashScheme, vote_statement
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
    equivocation,
)
from net.lockstep.agreement import NOTHING_FIRM, Firmness
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
STALLERS = ("never-move", "retake-stall", "illegal-move")
"""What a peer drawn to never move does (drawn apart, by :data:`SIDE_SEED`, so that the other
behaviours keep their seeds): it just never moves (past the turn timer, or with none until the
others' owners ask for a vote); it takes its seat back after every hand-over and stalls again;
or it signs a move the rules forbid in place of its turn."""
SIDE_SEED = 0x57A11
ASKED_ONLY = ("ack-mover", *STALLERS[1:])
"""Behaviours drawn only when asked for (``--only``), not among :data:`BEHAVIOURS` (that would
draw other scenarios from the seeds the tests name): ``ack-mover`` acks each move to its runner
alone, so that the runner sees nothing wrong while the others miss the acks."""
NETWORK = ("delays", "link-drop", "partition", "stall", "crash")
"""What the network or the computers do to honest peers."""
TICK = 0.75 * TIMING.dead_after
"""How often the shell ticks an idle core: its timers ask for their own ticks (deadline), so
this only has to come before the core takes the silence for a stopped program."""
QUIET = 40.0
"""Virtual seconds after the last fault in which the game must finish (beyond its turns)."""
STILL = 60.0
"""Virtual seconds the game may stand still beyond a turn's limit and a retake's (votes, a
bot's thinking, the network's faults)."""
DELAY = (0.0005, 0.05)
"""The range of a message's delay on its link, in virtual seconds."""
DELAY_SPAN = DELAY[1] - DELAY[0]
THINK = (1.5, 5.0)
"""Virtual seconds a bot thinks before it plays a turn (people's pace: faults meet few moves)."""
LINES = 8
"""Games per number of players that scenarios play the end of."""
LATE = (1, 2)
"""The turns left in the game a scenario starts from (the fewest and the most)."""
RULES = Options()
"""The rules every scenario plays by (the base game)."""
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


class Violation(AssertionError):
    """An invariant broke; the message names it and the command that replays the scenario."""


class Position:
    """A state of a game, shared by every peer (and scenario) that reaches it (never changed)."""

    __slots__ = ("after", "choice", "digest", "run", "scores", "state")

    def __init__(self, state: Game) -> None:
        self.state = state
        self.after: dict[Move, Position] = {}
        """The state after each move taken from here."""
        self.digest: str | None = None
        self.choice: Move | None = None
        self.run: tuple[Move, ...] | None = None
        self.scores: list[Score] | None = None

    def hash(self) -> str:
        if self.digest is None:
            self.digest = self.state.state_hash()
        return self.digest

    def bot_move(self) -> Move:
        """The move the scenarios' bots play here (chosen by the state's hash)."""
        if self.choice is None:
            self.choice = bot_move(self.state, self.hash())
        return self.choice

    def turn(self) -> tuple[Move, ...]:
        """The moves the scenarios' bots play from here at once: the seat to move plays on
        until its turn ends or a move shows a card (what comes after depends on it)."""
        if self.run is None:
            game = SharedGame.at(self)
            seat = game.to_move
            moves: list[Move] = []
            while game.to_move == seat:
                move = game.bot_move()
                reveals = game.reveals(move)
                game.apply(move)
                moves.append(move)
                if reveals:
                    break
            self.run = tuple(moves)
        return self.run


def bot_move(game: Game, digest: str) -> Move:
    """A legal move of ``game`` drawn by its state hash ``digest``: random over the states,
    the same every time for one state."""
    legal = game.legal_moves()
    return legal[int(digest[:12], 16) % len(legal)]


class SharedGame(Game):
    """A game whose states are worked out once per process: the peers apply the same moves
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
        self.__dict__ = position.state.__dict__.copy()
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
            state.__dict__ = self.__dict__.copy()  # shared from now on
            del state.__dict__["position"]
            after = position.after[move] = Position(state)
        self._become(after)

    def state_hash(self) -> str:
        position = self.position
        return position.hash() if position is not None else Game.state_hash(self)

    def scores(self) -> list[Score]:
        position = self.position
        if position is None:
            return Game.scores(self)
        if position.scores is None:
            position.scores = position.state.scores()
        return position.scores

    def bot_move(self) -> Move:
        """The move the scenarios' bots play in this state."""
        position = self.position
        return position.bot_move() if position is not None else bot_move(self, self.state_hash())


@dataclass(frozen=True, slots=True)
class SharedRecord(Record):
    """A record whose new games (a peer that rebuilds or undoes moves replays it) start from
    the shared set-up of its line (a field: the copies of the record keep it)."""

    setup: Position = field(kw_only=True)

    def new_game(self) -> Game:
        return SharedGame.at(self.setup)


@dataclass(frozen=True)
class Line:
    """A game the scenarios' bots play from its set-up to its end, every move signed by its
    seat's peer: scenarios start at one of its states and, as long as nothing undoes a move,
    play on as it does."""

    positions: tuple[Position, ...]
    """The state before each move, then the final one."""
    moves: tuple[PlayedMove, ...]
    ledger: tuple[SignedMove, ...]
    turns: tuple[int, ...]
    """The first move of each turn (a seat's run of moves)."""
    seed: str
    game_id: str


@cache
def line(players: int, index: int) -> Line:
    """The ``index``-th game of ``players`` played to its end (once per process)."""
    seed = f"sim-{players}-{index}"
    game_id = f"{players:08x}{index:08x}"
    game = SharedGame.at(Position(Game.new(players, seed, RULES)))
    positions: list[Position] = []
    moves: list[PlayedMove] = []
    ledger: list[SignedMove] = []
    turns: list[int] = []
    while not game.is_over:
        position = game.position
        assert position is not None
        seat = game.to_move
        assert seat is not None
        if not moves or moves[-1].seat != seat:
            turns.append(len(moves))
        move = position.bot_move()
        positions.append(position)
        game.apply(move)
        digest = game.state_hash()
        moves.append(PlayedMove(seat, move, digest))
        prev = ledger[-1].link if ledger else FIRST_LINK
        ledger.append(SignedMove.sign(IDENTITIES[seat], game_id, len(ledger), seat, 0, prev, move,
                                      digest))  # fmt: skip
    assert game.position is not None
    positions.append(game.position)
    return Line(tuple(positions), tuple(moves), tuple(ledger), tuple(turns), seed, game_id)


@dataclass(frozen=True)
class Table:
    """Who plays a scenario: the same for every scenario of a line with one turn timer (peer
    ids only name the peers)."""

    start: Start
    seats: tuple[Seat, ...]
    """The seats as a record names them."""
    pairs: Mapping[tuple[str, str], frozenset[str]]
    """The link between each two peers, by its ends (either way round)."""


@cache
def table(players: int, index: int, timer: int) -> Table:
    """The table of the scenarios of ``line(players, index)`` with turn timer ``timer``."""
    ids = [f"{players:08x}{i:08x}" for i in range(players)]
    options = GameOptions.of(players, RULES, turn_timer=timer)
    seats = tuple(SeatInfo(f"P{i}", i, True, None, ids[i]) for i in range(players))
    peers = tuple(PeerInfo(ids[i], f"P{i}", "127.0.0.1", 4000 + i, IDENTITIES[i].public)
                  for i in range(players))  # fmt: skip
    start = Start(line(players, index).game_id, seats, peers, options)
    return Table(start, tuple(with_colours([Seat(s.name, s.bot, s.colour) for s in seats])),
                 {(a, b): frozenset((a, b)) for a in ids for b in ids if a != b})  # fmt: skip


@dataclass(frozen=True)
class Snapshot:
    """A game a few turns in, with its moves signed: where a test starts cores of its own."""

    game: Game
    moves: tuple[PlayedMove, ...]
    seed: str
    game_id: str
    ledger: tuple[SignedMove, ...]


def snapshot(players: int, index: int) -> Snapshot:
    """The ``index``-th line of ``players`` after 20 + 12 * ``index`` moves (a game of its own)."""
    played = line(players, index)
    ply = min(20 + 12 * index, len(played.moves) - 1)
    return Snapshot(played.positions[ply].state.copy(), played.moves[:ply], played.seed,
                    played.game_id, played.ledger[:ply])  # fmt: skip


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


class Simulation:
    """One scenario, run by :meth:`run`."""

    def __init__(self, seed: int, behaviours: tuple[str, ...] = BEHAVIOURS) -> None:
        self.seed = seed
        self.behaviours = behaviours
        rng = self.rng = random.Random(seed)
        self.players = rng.choice((2, 3, 3, 4, 4))
        index = rng.randrange(LINES)
        played = line(self.players, index)
        self.whole = seed % WHOLE_EVERY == 0
        left = 0 if self.whole else rng.randint(*LATE)
        self.played = played
        self.setup = played.positions[0]
        self.identities = IDENTITIES[: self.players]
        draw = rng.random()  # (one draw, as ever: the seeds keep their scenarios)
        self.timer = 60 if draw < 0.3 else DEFAULT_TURN_TIMER if draw < 0.65 else 0
        self.table = table(self.players, index, self.timer)
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
        record = SharedRecord(list(self.table.seats), self.game_seed, RULES, moves=tuple(moves),
                              setup=self.setup)  # fmt: skip
        game = SharedGame.at(self.root)
        for entry in moves[len(self.base) :]:
            game.play(Move.of(entry.move))
        return Lockstep(self.start, peer_id, identity, TIMING, seed=self.game_seed,
                        record=record, ledger=ledger, decisions=decisions,
                        firmness=firmness, game=game)  # fmt: skip

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
        if not isinstance(game, Game) or game.ply != choose.ply or game.to_move != choose.seat:
            return
        position = game.position if isinstance(game, SharedGame) else None
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
        elif behaviour == "ack-mover" and isinstance(message, Ack):
            if target != core.membership.runner(message.signed.seat):
                out = []
        elif behaviour == "illegal-move" and isinstance(message, MoveMessage):
            out = [MoveMessage(self._illegal(peer, message.signed))]
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
        before = self._game_before(peer.core, signed.seq)
        legal = [m for m in before.legal_moves() if str(m) != signed.move]
        if not legal:
            return signed
        move = legal[self.rng.randrange(len(legal))]
        before.play(move)
        self.twinned.add(signed.seq)
        return SignedMove.sign(peer.identity, self.start.game, signed.seq, signed.seat,
                               signed.epoch, signed.prev, move, before.state_hash())  # fmt: skip

    def _illegal(self, peer: Peer, signed: SignedMove) -> SignedMove:
        """A move the rules forbid in place of ``signed``, signed by its runner."""
        before = self._game_before(peer.core, signed.seq)
        legal = set(before.legal_moves())
        candidates = [Move.end(), *(Move.move(d) for d in range(1, 7)),
                      *self.setup.state.legal_moves()]  # fmt: skip
        move = next((m for m in candidates if m not in legal), None)
        if move is None:
            return signed
        return SignedMove.sign(peer.identity, self.start.game, signed.seq, signed.seat,
                               signed.epoch, signed.prev, move, signed.hash)  # fmt: skip

    def _game_before(self, core: Lockstep, seq: int) -> Game:
        assert core.line is not None
        line = self._from_root(core.line.record)
        for entry in core.line.moves[len(self.base) : seq]:
            line.push_trusted(entry)
        return line.game

    def _from_root(self, record: Record) -> LineOfPlay:
        """The line of ``record``'s moves the scenario started with (its game at the shared
        state after them, nothing replayed)."""
        base = record.until(len(self.base))
        return LineOfPlay(base, verify=False, game=SharedGame.at(self.root))

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
                        f"python -m tests.simulator{self._options()} {self.seed}]")  # fmt: skip

    def _options(self) -> str:
        """The command-line options that draw this scenario as it was drawn."""
        return f" --only {self.behaviours[0]}" if len(self.behaviours) == 1 else ""

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


def vote_signature(identity: Identity, game: str, proposal: Proposal) -> bytes:
    return identity.sign(vote_statement(game, proposal.encode()))


def main(argv: list[str]) -> int:
    """Replay scenarios by their seeds (``python -m tests.simulator [--only BEHAVIOUR]
    SEED...``), or sweep a range of them (``--sweep FIRST END``); ``--help`` says more."""
    import argparse
    import logging

    parser = argparse.ArgumentParser(
        prog="python -m tests.simulator",
        description="Replay scenarios of the lockstep simulator by their seeds (with the cores' "
        "log), or sweep a range of seeds quietly (each failure with the command that replays "
        "it, then a summary; exit status 1 if any failed).",
    )
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
        return sweep(range(*args.sweep), behaviours)
    if args.fingerprint:
        print(fingerprint(range(*args.fingerprint), behaviours))
        return 0
    if not args.seeds:
        parser.error("give the seeds to replay, or --sweep FIRST END")
    logging.basicConfig(level=logging.INFO, format="%(name)s %(message)s")
    for seed in args.seeds:
        simulation = Simulation(seed, behaviours)
        print(f"seed {seed}: {simulation.players} players, {'; '.join(simulation.plan)}")
        simulation.run()
        print("ok")
    return 0


def fingerprint(seeds: range, behaviours: tuple[str, ...] = BEHAVIOURS) -> str:
    """A digest of how every peer of every scenario of ``seeds`` ended: its status and reason,
    the moves agreed, the signatures of its ledger, the peers voted out, the decisions, and
    the simulated time and event count at the end."""
    import hashlib
    import logging

    logging.disable(logging.CRITICAL)
    digest = hashlib.blake2b(digest_size=16)
    for seed in seeds:
        simulation = Simulation(seed, behaviours)
        simulation.run()
        for peer_id, peer in sorted(simulation.peers.items()):
            core = peer.core
            digest.update(repr((peer_id, peer.crashed, core.status, core.reason, core.agreed,
                                [m.sig for m in core.ledger], sorted(core.membership.removed),
                                [(at, c.proposal.key) for at, c in core.decisions],
                                round(simulation.now, 6), simulation.counter)).encode())
    return digest.hexdigest()


def sweep(seeds: range, behaviours: tuple[str, ...]) -> int:
    """Run every scenario of ``seeds`` quietly; print each failure, then how many failed."""
    import logging
    import time

    logging.disable(logging.CRITICAL)
    failed = 0
    start = time.perf_counter()
    for seed in seeds:
        try:
            Simulation(seed, behaviours).run()
        except Violation as violation:
            failed += 1
            print(violation, flush=True)
    seconds = time.perf_counter() - start
    print(f"{len(seeds)} scenarios (seeds {seeds.start} to {seeds.stop - 1}), {failed} failed, "
          f"in {seconds:.0f} s")  # fmt: skip
    return 1 if failed else 0


if __name__ == "__main__":
    import sys

    raise SystemExit(main(sys.argv[1:]))
