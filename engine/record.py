"""Game records: the header and the moves of a game, as UTF-8 JSON (``docs/record-format.md``).

A record holds everything needed to replay a game exactly: rule-set version, options, seats,
seed, start seat and every move with the seat that made it and the state hash after it.
:func:`replay` rebuilds the game and stops at the first move that is illegal or whose hash
differs, naming its index.
"""

from __future__ import annotations

import json
import os
import tempfile
from collections.abc import Callable
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

from engine.game import MAX_PLAYERS, MIN_PLAYERS, RULESET_VERSION, Game, IllegalMoveError
from engine.moves import Move, NotationError
from engine.options import Options

FORMAT = "helsinki-record/1"
MAX_RECORD_BYTES = 16 * 1024 * 1024


class RecordError(ValueError):
    """A record that cannot be read: not JSON, wrong format, missing or malformed fields."""


class ReplayError(ValueError):
    """A move of a record that is illegal or leads to another state hash than recorded."""

    def __init__(self, index: int, reason: str) -> None:
        super().__init__(f"move {index}: {reason}")
        self.index = index
        self.reason = reason


@dataclass(frozen=True, slots=True)
class Seat:
    name: str
    bot: str | None = None


@dataclass(frozen=True, slots=True)
class RecordedMove:
    seat: int
    move: str
    hash: str


@dataclass(slots=True)
class Record:
    """A game's header and moves. ``moves`` grows as the game goes on."""

    seats: list[Seat]
    seed: int | str
    start_seat: int
    options: Options = field(default_factory=Options)
    ruleset: str = RULESET_VERSION
    moves: list[RecordedMove] = field(default_factory=list)
    result: dict[str, Any] | None = None

    @staticmethod
    def for_game(game: Game, seats: list[Seat]) -> Record:
        """A record of ``game`` so far (its moves are replayed to collect their hashes)."""
        record = Record(list(seats), game.seed, game.start_seat, game.options)
        replica = record.new_game()
        for move in game.history:
            record.add(replica, move)
        return record

    def new_game(self) -> Game:
        """The game as it was before the first move."""
        return Game.new(len(self.seats), self.seed, self.options, self.start_seat)

    def add(self, game: Game, move: Move) -> None:
        """Apply ``move`` (checked) to ``game``, which follows this record, and record it."""
        seat = game.to_move
        assert seat is not None, "the game is over"
        game.play(move)
        self.moves.append(RecordedMove(seat, str(move), game.state_hash()))
        if game.is_over:
            self.set_result(game)

    def set_result(self, game: Game) -> None:
        scores = game.scores()
        self.result = {
            "scores": [s.to_dict() for s in scores],
            "winner": game.winner,
        }

    def to_dict(self) -> dict[str, Any]:
        return {
            "format": FORMAT,
            "ruleset": self.ruleset,
            "options": self.options.to_dict(),
            "players": [
                {"seat": i, "name": s.name, "bot": s.bot} for i, s in enumerate(self.seats)
            ],
            "seed": self.seed,
            "start_seat": self.start_seat,
            "moves": [{"seat": m.seat, "move": m.move, "hash": m.hash} for m in self.moves],
            "result": self.result,
        }

    @staticmethod
    def from_dict(data: Any) -> Record:
        """A record from its JSON form; raises :class:`RecordError` saying what is wrong."""
        try:
            return _from_dict(data)
        except (KeyError, TypeError, ValueError) as error:
            if isinstance(error, RecordError):
                raise
            raise RecordError(f"malformed record: {error}") from None


def _require(condition: bool, message: str) -> None:
    if not condition:
        raise RecordError(message)


def _from_dict(data: Any) -> Record:
    _require(isinstance(data, dict), "a record is a JSON object")
    _require(data.get("format") == FORMAT, f"not a Helsinki record (format must be {FORMAT!r})")
    _require(
        data.get("ruleset") == RULESET_VERSION,
        f"the record uses rule set {data.get('ruleset')!r}; this program plays {RULESET_VERSION!r}",
    )
    players = data["players"]
    _require(
        isinstance(players, list) and MIN_PLAYERS <= len(players) <= MAX_PLAYERS,
        f"a record has {MIN_PLAYERS} to {MAX_PLAYERS} players",
    )
    seats = []
    for player in players:
        _require(isinstance(player, dict), "each player is an object")
        name, bot = player["name"], player.get("bot")
        _require(isinstance(name, str), "a player's name is a text")
        _require(bot is None or isinstance(bot, str), "a player's bot is a text or null")
        seats.append(Seat(name, bot))
    seed = data["seed"]
    _require(
        isinstance(seed, str) or (isinstance(seed, int) and not isinstance(seed, bool)),
        "the seed is a whole number or a text",
    )
    start = data["start_seat"]
    _require(
        isinstance(start, int) and not isinstance(start, bool) and 0 <= start < len(seats),
        "start_seat is a seat number",
    )
    moves = []
    _require(isinstance(data["moves"], list), "moves is a list")
    for i, entry in enumerate(data["moves"]):
        _require(isinstance(entry, dict), f"move {i} is not an object")
        seat, text, digest = entry["seat"], entry["move"], entry["hash"]
        _require(
            isinstance(seat, int) and isinstance(text, str) and isinstance(digest, str),
            f"move {i} needs seat (number), move (text) and hash (text)",
        )
        moves.append(RecordedMove(seat, text, digest))
    result = data.get("result")
    _require(result is None or isinstance(result, dict), "result is an object or null")
    return Record(
        seats,
        seed,
        start,
        Options.from_dict(data.get("options", {})),
        RULESET_VERSION,
        moves,
        result,
    )


def dumps(record: Record) -> str:
    """The record as JSON text (one move an line, so diffs stay readable)."""
    data = record.to_dict()
    moves = data.pop("moves")
    head = json.dumps(data, ensure_ascii=False, indent=1)[:-2]
    lines = ",\n  ".join(json.dumps(m, ensure_ascii=False) for m in moves)
    return f'{head},\n "moves": [\n  {lines}\n ]\n}}\n' if moves else f'{head},\n "moves": []\n}}\n'


def loads(text: str) -> Record:
    try:
        data = json.loads(text)
    except json.JSONDecodeError as error:
        raise RecordError(f"not valid JSON: {error}") from None
    return Record.from_dict(data)


def write_record(path: str | os.PathLike[str], record: Record) -> None:
    """Write the record atomically: a reader sees the old file or the new one, never a part."""
    target = Path(path)
    target.parent.mkdir(parents=True, exist_ok=True)
    fd, tmp = tempfile.mkstemp(prefix=f".{target.name}.", dir=target.parent)
    try:
        with os.fdopen(fd, "w", encoding="utf-8") as handle:
            handle.write(dumps(record))
            handle.flush()
            os.fsync(handle.fileno())
        os.replace(tmp, target)
    except BaseException:
        Path(tmp).unlink(missing_ok=True)
        raise


def read_record(path: str | os.PathLike[str]) -> Record:
    """Read a record file; raises :class:`RecordError` for an unreadable or malformed one."""
    try:
        with open(path, "rb") as handle:
            raw = handle.read(MAX_RECORD_BYTES + 1)
    except OSError as error:
        raise RecordError(f"cannot read {os.fspath(path)}: {error.strerror}") from None
    if len(raw) > MAX_RECORD_BYTES:
        raise RecordError(f"{os.fspath(path)} is larger than {MAX_RECORD_BYTES} bytes")
    try:
        text = raw.decode("utf-8")
    except UnicodeDecodeError:
        raise RecordError(f"{os.fspath(path)} is not UTF-8 text") from None
    return loads(text)


def replay(
    record: Record,
    verify: bool = True,
    on_move: Callable[[int, Game], None] | None = None,
) -> Game:
    """Play the record's moves on a new game and return it.

    Raises :class:`ReplayError` naming the first move that is malformed, illegal, made by
    another seat than recorded, or (with ``verify``) followed by another state hash.
    ``on_move(index, game)`` is called after each move.
    """
    game = record.new_game()
    for index, entry in enumerate(record.moves):
        if game.is_over:
            raise ReplayError(index, "the game was already over")
        if entry.seat != game.to_move:
            raise ReplayError(index, f"seat {entry.seat} moved, but seat {game.to_move} is to move")
        try:
            game.play(entry.move)
        except (NotationError, IllegalMoveError) as error:
            raise ReplayError(index, str(error)) from None
        if verify:
            digest = game.state_hash()
            if digest != entry.hash:
                raise ReplayError(index, f"state hash {digest} differs from recorded {entry.hash}")
        if on_move is not None:
            on_move(index, game)
    return game
