"""The games the simulated scenarios play (:mod:`simulator`): shared states, lines, tables.

A :class:`Line` is a game the scenarios' bots play to its end once per process, the bots
choosing each state's move from its hash, so that every scenario that reaches a state plays the
same move there and the engine works out each state once per process (:class:`Position`, shared
by the peers' games through :class:`SharedGame` and :class:`SharedCopenhagen`; every peer still
checks each move against the engine's legal moves of its state). :data:`GAMES` names what the
simulator needs of each rule set it plays (:class:`Played`): its shared game, options, and the
moves its dishonest peers sign where the rules allow none.
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from dataclasses import dataclass, field
from functools import cache
from hashlib import blake2b
from typing import Any, ClassVar, Self

from engine.copenhagen.game import CopenhagenGame
from engine.copenhagen.moves import Move as CopenhagenMove
from engine.copenhagen.options import CopenhagenOptions
from engine.helsinki import Game, Move, Options
from engine.record import PlayedMove, Record, Seat, with_colours
from engine.rules import COPENHAGEN, HELSINKI, AnyRuleSet, GameMove, GameState
from net.identity import FIRST_LINK, Identity, KeyedHashScheme
from net.messages import GameOptions, PeerInfo, SeatInfo, SignedMove, Start

SCHEME = KeyedHashScheme()
IDENTITIES = tuple(
    Identity.load(blake2b(b"sim-peer-%d" % (seat + 1), digest_size=32).digest(), SCHEME)
    for seat in range(4)
)
"""The key of each seat's peer (the same in every scenario, so that a seed replays the same
signatures)."""


class Position:
    """A state of a game, shared by every peer (and scenario) that reaches it (never changed)."""

    __slots__ = ("after", "choice", "digest", "run", "scores", "state")

    def __init__(self, state: GameState[Any]) -> None:
        self.state = state
        self.after: dict[GameMove, Position] = {}
        """The state after each move taken from here."""
        self.digest: str | None = None
        self.choice: GameMove | None = None
        self.run: tuple[GameMove, ...] | None = None
        self.scores: list[Any] | None = None

    def hash(self) -> str:
        if self.digest is None:
            self.digest = self.state.state_hash()
        return self.digest

    def bot_move(self) -> GameMove:
        """The move the scenarios' bots play here (chosen by the state's hash)."""
        if self.choice is None:
            self.choice = bot_move(self.state, self.hash())
        return self.choice

    def turn(self) -> tuple[GameMove, ...]:
        """The moves the scenarios' bots play from here at once: the seat to move plays on
        until its turn ends or a move shows a card (what comes after depends on it)."""
        if self.run is None:
            game = shared_at(self)
            seat = game.to_move
            moves: list[GameMove] = []
            while game.to_move == seat:
                move = game.bot_move()
                reveals = game.reveals(move)
                game.apply(move)
                moves.append(move)
                if reveals:
                    break
            self.run = tuple(moves)
        return self.run


def bot_move(game: GameState[Any], digest: str) -> GameMove:
    """A legal move of ``game`` drawn by its state hash ``digest``: random over the states,
    the same every time for one state."""
    legal = game.legal_moves()
    return legal[int(digest[:12], 16) % len(legal)]  # type: ignore[no-any-return]


class Shared:
    """A game whose states are worked out once per process: the peers apply the same moves
    from the same states, so the engine computes the state after each move (its legal moves,
    its hash) the first time, and the others take it (the engine is deterministic). A game at
    a shared state shares its lists with it: only :meth:`apply` changes a game (nothing in
    net/ changes one otherwise), and it gives the game lists of its own first. Legality stays
    the engine's: the engine's ``play`` checks a move against its legal moves of the state.

    Mixed into a subclass of a rule set's game (:attr:`ENGINE`), before it."""

    ENGINE: ClassVar[Any]
    """The rule set's game class."""
    position: Position | None
    """The state this game is at (None once it left the shared states)."""
    _legal: Any

    @classmethod
    def at(cls, position: Position) -> Self:
        game = cls.__new__(cls)
        game._become(position)
        return game

    def _become(self, position: Position) -> None:
        self.__dict__ = position.state.__dict__.copy()
        self.position = position

    def copy(self) -> Self:
        if self.position is not None:
            return self.at(self.position)
        other = self.ENGINE.copy(self)
        other.__class__ = type(self)
        return other  # type: ignore[no-any-return]

    def legal_moves(self) -> list[Any]:
        if self._legal is None:
            position = self.position
            self._legal = (position.state.legal_moves() if position is not None
                           else self.ENGINE.legal_moves(self))  # fmt: skip
        return self._legal  # type: ignore[no-any-return]

    def apply(self, move: Any) -> None:
        position = self.position
        engine = self.ENGINE
        if position is None:
            engine.apply(self, move)
            return
        after = position.after.get(move)
        if after is None:
            self.__dict__ = engine.copy(position.state).__dict__  # lists of its own to change
            self.position = None  # the engine's own steps run between two shared states
            engine.apply(self, move)
            state = engine.__new__(engine)
            state.__dict__ = self.__dict__.copy()  # shared from now on
            del state.__dict__["position"]
            after = position.after[move] = Position(state)
        self._become(after)

    def state_hash(self) -> str:
        position = self.position
        return position.hash() if position is not None else self.ENGINE.state_hash(self)

    def scores(self) -> list[Any]:
        position = self.position
        if position is None:
            return self.ENGINE.scores(self)  # type: ignore[no-any-return]
        if position.scores is None:
            position.scores = list(position.state.scores())
        return position.scores

    def bot_move(self) -> Any:
        """The move the scenarios' bots play in this state (one of its rule set's moves)."""
        position = self.position
        if position is not None:
            return position.bot_move()
        return bot_move(self, self.state_hash())  # type: ignore[arg-type]


class SharedGame(Shared, Game):
    """A game of Helsinki on the shared states."""

    ENGINE = Game


class SharedCopenhagen(Shared, CopenhagenGame):
    """A game of Copenhagen on the shared states."""

    ENGINE = CopenhagenGame


def shared_at(position: Position) -> SharedGame | SharedCopenhagen:
    """A game at ``position``, shared with it, of its rule set's shared class."""
    if isinstance(position.state, Game):
        return SharedGame.at(position)
    return SharedCopenhagen.at(position)


@dataclass(frozen=True)
class Played:
    """A rule set as the simulator plays it."""

    rules: AnyRuleSet
    options: Any
    """The options every scenario plays by (the base game)."""
    filler: GameMove
    """The move dishonest peers sign for a seat or a number the game is not at."""
    strays: tuple[GameMove, ...]
    """Moves tried first (before the set-up's legal moves and the line's moves) when a dishonest
    peer looks for one the rules forbid."""
    tag: str
    """What the seeds of its games start with, and the first hex digit of their game ids."""


GAMES: Mapping[str, Played] = {
    HELSINKI.name: Played(HELSINKI, Options(), Move.end(),
                          (Move.end(), *(Move.move(d) for d in range(1, 7))), "0"),
    COPENHAGEN.name: Played(COPENHAGEN, CopenhagenOptions(), CopenhagenMove.end(),
                            (CopenhagenMove.end(), CopenhagenMove.refresh()), "c"),
}  # fmt: skip
"""The rule sets the simulator plays, by name (a scenario plays Helsinki unless told)."""


@dataclass(frozen=True, slots=True)
class SharedRecord(Record):
    """A record whose new games (a peer that rebuilds or undoes moves replays it) start from
    the shared set-up of its line (a field: the copies of the record keep it)."""

    setup: Position = field(kw_only=True)

    def new_game(self) -> Game:
        game = shared_at(self.setup)
        assert isinstance(game, Game)
        return game

    def first_state(self) -> GameState[Any]:
        return shared_at(self.setup)


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
    played: Played


@cache
def line(players: int, index: int, game: str = HELSINKI.name) -> Line:
    """The ``index``-th game of ``game`` for ``players`` played to its end (once per process)."""
    played = GAMES[game]
    prefix = "" if played.rules is HELSINKI else f"{game}-"
    seed = f"sim-{prefix}{players}-{index}"
    game_id = f"{played.tag}{players:07x}{index:08x}"
    shared = shared_at(Position(played.rules.new_game(players, seed, played.options)))
    positions: list[Position] = []
    moves: list[PlayedMove] = []
    ledger: list[SignedMove] = []
    turns: list[int] = []
    while not shared.is_over:
        position = shared.position
        assert position is not None
        seat = shared.to_move
        assert seat is not None
        if not moves or moves[-1].seat != seat:
            turns.append(len(moves))
        move = position.bot_move()
        positions.append(position)
        shared.apply(move)
        digest = shared.state_hash()
        moves.append(PlayedMove(seat, move, digest))
        prev = ledger[-1].link if ledger else FIRST_LINK
        ledger.append(SignedMove.sign(IDENTITIES[seat], game_id, len(ledger), seat, 0, prev, move,
                                      digest))  # fmt: skip
    assert shared.position is not None
    positions.append(shared.position)
    return Line(tuple(positions), tuple(moves), tuple(ledger), tuple(turns), seed, game_id, played)


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
def table(players: int, index: int, timer: int, game: str = HELSINKI.name) -> Table:
    """The table of the scenarios of ``line(players, index, game)`` with turn timer ``timer``."""
    ids = [f"{players:08x}{i:08x}" for i in range(players)]
    played = GAMES[game]
    options = GameOptions.of_game(played.rules, players, played.options, turn_timer=timer)
    seats = tuple(SeatInfo(f"P{i}", i, True, None, ids[i]) for i in range(players))
    peers = tuple(PeerInfo(ids[i], f"P{i}", "127.0.0.1", 4000 + i, IDENTITIES[i].public)
                  for i in range(players))  # fmt: skip
    start = Start(line(players, index, game).game_id, seats, peers, options)
    return Table(start, tuple(with_colours([Seat(s.name, s.bot, s.colour) for s in seats])),
                 {(a, b): frozenset((a, b)) for a in ids for b in ids if a != b})  # fmt: skip


def record(played: Line, seats: Sequence[Seat], moves: Sequence[PlayedMove]) -> SharedRecord:
    """The record of ``moves`` of ``played``'s game (its new games on the shared states)."""
    rules = played.played
    return SharedRecord(list(seats), played.seed, rules.options, rules.rules.version,
                        moves=tuple(moves), setup=played.positions[0])  # fmt: skip


def illegal_move(played: Line, game: GameState[Any]) -> GameMove | None:
    """A move of ``played``'s rule set that ``game`` (a state of it) forbids, if one comes to
    hand: its strays first, then the set-up's legal moves (and the line's moves)."""
    legal = set(game.legal_moves())
    kind = played.played
    candidates = [*kind.strays, *played.positions[0].state.legal_moves()]
    if kind.rules is not HELSINKI:
        candidates += [entry.move for entry in played.moves]
    return next((m for m in candidates if m not in legal), None)


@dataclass(frozen=True)
class Snapshot:
    """A game a few turns in, with its moves signed: where a test starts cores of its own."""

    game: Game
    moves: tuple[PlayedMove, ...]
    seed: str
    game_id: str
    ledger: tuple[SignedMove, ...]


def snapshot(players: int, index: int) -> Snapshot:
    """The ``index``-th Helsinki line of ``players`` after 20 + 12 * ``index`` moves (a game of
    its own)."""
    played = line(players, index)
    ply = min(20 + 12 * index, len(played.moves) - 1)
    game = played.positions[ply].state.copy()
    assert isinstance(game, Game)
    return Snapshot(game, played.moves[:ply], played.seed, played.game_id, played.ledger[:ply])
