"""Game records: the header and the moves of a game, as UTF-8 JSON (``docs/record-format.md``).

A record holds everything needed to replay a game exactly: rule-set version, options, seats,
seed, start seat and every move with the seat that made it and the state hash after it.
:func:`replay` rebuilds the game and stops at the first move that is illegal or whose hash
differs, naming its index; it also checks that the recorded result agrees with the moves.
"""

from __future__ import annotations

import functools
import json
import os
from collections.abc import Callable
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any, NamedTuple

from engine.game import MAX_PLAYERS, MIN_PLAYERS, RULESET_VERSION, Game, IllegalMoveError
from engine.moves import Move, NotationError
from engine.options import Options

FORMAT = "helsinki-record/1"
MAX_RECORD_BYTES = 16 * 1024 * 1024


class RecordError(ValueError):
    """A record that cannot be read: not JSON, wrong format, missing or malformed fields."""


class ReplayError(ValueError):
    """A move of a record that is illegal or leads to another state hash than recorded.

    A result that disagrees with the moves is reported at index ``len(record.moves)``, just
    after the last move.
    """

    def __init__(self, index: int, reason: str) -> None:
        super().__init__(f"move {index}: {reason}")
        self.index = index
        self.reason = reason


@dataclass(frozen=True, slots=True)
class Seat:
    name: str
    bot: str | None = None


class RecordedMove(NamedTuple):
    """A move of the record: who played it, its text and the state hash after it."""

    seat: int
    move: str
    hash: str


def result_of(game: Game) -> dict[str, Any] | None:
    """The ``result`` field of a record of ``game``: None while the game goes on."""
    if not game.is_over:
        return None
    return {"scores": [s.to_dict() for s in game.scores()], "winner": game.winner}


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
        self.result = result_of(game)

    def to_dict(self) -> dict[str, Any]:
        data = self._header()
        data["moves"] = [{"seat": m.seat, "move": m.move, "hash": m.hash} for m in self.moves]
        return data

    def _header(self) -> dict[str, Any]:
        """Every field but the moves."""
        return {
            "format": FORMAT,
            "ruleset": self.ruleset,
            "options": self.options.to_dict(),
            "players": [
                {"seat": i, "name": s.name, "bot": s.bot} for i, s in enumerate(self.seats)
            ],
            "seed": self.seed,
            "start_seat": self.start_seat,
            "result": self.result,
        }

    @staticmethod
    def from_dict(data: Any) -> Record:
        """A record from its JSON form; raises :class:`RecordError` saying what is wrong."""
        return _from_dict(data)


# ------------------------------------------------------------------- reading


def _require(condition: bool, message: str) -> None:
    if not condition:
        raise RecordError(message)


def _get(obj: dict[str, Any], key: str, where: str) -> Any:
    """``obj[key]``, or a :class:`RecordError` naming the missing field."""
    if key not in obj:
        raise RecordError(f"{where} has no field {key!r}")
    return obj[key]


def _is_whole(value: Any) -> bool:
    return isinstance(value, int) and not isinstance(value, bool)


def _not_unicode(data: Any) -> str | None:
    """Where ``data`` holds a text without a UTF-8 form (a lone surrogate), or None.

    The place is a path such as ``players[0].name`` (odd keys are quoted, so it is one line).
    """
    stack: list[tuple[str, Any]] = [("", data)]
    while stack:
        where, value = stack.pop()
        if isinstance(value, dict):
            for key, item in value.items():
                name = key if isinstance(key, str) and key.isidentifier() else repr(key)
                stack.append((f"{where}.{name}" if where else name, item))
                stack.append((where or "the record", key))
        elif isinstance(value, list):
            stack.extend((f"{where}[{i}]", item) for i, item in enumerate(value))
        elif isinstance(value, str):
            try:
                value.encode("utf-8")
            except UnicodeEncodeError:
                return where
    return None


def _from_dict(data: Any) -> Record:
    _require(isinstance(data, dict), "a record is a JSON object")
    bad = _not_unicode(data)
    _require(bad is None, f"{bad} holds a text that is not valid Unicode (a lone surrogate)")
    _require(data.get("format") == FORMAT, f"not a Helsinki record (format must be {FORMAT!r})")
    ruleset = data.get("ruleset")
    _require(
        ruleset == RULESET_VERSION,
        f"the record uses rule set {ruleset!r:.40}; this program plays {RULESET_VERSION!r}"
        if isinstance(ruleset, str)
        else f"ruleset must be the text {RULESET_VERSION!r}",
    )
    players = _get(data, "players", "the record")
    _require(
        isinstance(players, list) and MIN_PLAYERS <= len(players) <= MAX_PLAYERS,
        f"players must be a list of {MIN_PLAYERS} to {MAX_PLAYERS} players",
    )
    seats = []
    for i, player in enumerate(players):
        _require(isinstance(player, dict), f"player {i} is not an object")
        name, bot = _get(player, "name", f"player {i}"), player.get("bot")
        _require(isinstance(name, str), f"the name of player {i} must be text")
        _require(bot is None or isinstance(bot, str), f"the bot of player {i} must be text or null")
        seats.append(Seat(name, bot))
    seed = _get(data, "seed", "the record")
    _require(isinstance(seed, str) or _is_whole(seed), "the seed must be a whole number or text")
    start = _get(data, "start_seat", "the record")
    _require(
        _is_whole(start) and 0 <= start < len(seats),
        f"start_seat must be a seat number (0 to {len(seats) - 1})",
    )
    entries = _get(data, "moves", "the record")
    _require(isinstance(entries, list), "moves must be a list")
    moves = []
    for i, entry in enumerate(entries):
        _require(isinstance(entry, dict), f"move {i} is not an object")
        seat, text, digest = (_get(entry, key, f"move {i}") for key in ("seat", "move", "hash"))
        _require(_is_whole(seat), f"the seat of move {i} must be a whole number")
        _require(isinstance(text, str), f"the move of move {i} must be text")
        _require(isinstance(digest, str), f"the hash of move {i} must be text")
        moves.append(RecordedMove(seat, text, digest))
    result = data.get("result")
    _require(result is None or isinstance(result, dict), "result must be an object or null")
    options = data.get("options", {})
    _require(isinstance(options, dict), "options must be an object")
    try:
        options = Options.from_dict(options)
    except ValueError as error:
        raise RecordError(f"options: {error}") from None
    return Record(seats, seed, start, options, RULESET_VERSION, moves, result)


def _whole_number(digits: str) -> int:
    try:
        return int(digits)
    except ValueError:  # more digits than the interpreter converts
        count = len(digits.lstrip("-"))
        raise RecordError(f"a number has {count} digits, more than can be read") from None


def dumps(record: Record) -> str:
    """The record as JSON text (one move an line, so diffs stay readable)."""
    head = json.dumps(record._header(), ensure_ascii=False, indent=1)[:-2]
    if not record.moves:
        return f'{head},\n "moves": []\n}}\n'
    lines = ",\n  ".join(map(_move_line, record.moves))
    return f'{head},\n "moves": [\n  {lines}\n ]\n}}\n'


@functools.lru_cache(maxsize=4096)
def _move_line(move: RecordedMove) -> str:
    """A move's line in the JSON text; remembered, since autosaves write the same moves again."""
    return json.dumps({"seat": move.seat, "move": move.move, "hash": move.hash}, ensure_ascii=False)


def loads(text: str) -> Record:
    """A record from its JSON text; raises :class:`RecordError` saying what is wrong."""
    try:
        data = json.loads(text, parse_int=_whole_number)
    except RecordError:
        raise
    except RecursionError:
        raise RecordError("not valid JSON: nested too deeply") from None
    except ValueError as error:
        raise RecordError(f"not valid JSON: {error}") from None
    return Record.from_dict(data)


# ------------------------------------------------------------------- files


def _create_beside(target: Path) -> tuple[int, Path]:
    """A new, empty file in the target's folder, with the mode the umask gives new files."""
    flags = os.O_WRONLY | os.O_CREAT | os.O_EXCL | getattr(os, "O_NOFOLLOW", 0)
    while True:
        tmp = target.with_name(f".{target.name}.{os.urandom(6).hex()}")
        try:
            return os.open(tmp, flags, 0o666), tmp
        except FileExistsError:
            continue


def write_record(path: str | os.PathLike[str], record: Record) -> None:
    """Write the record atomically: a reader sees the old file or the new one, never a part.

    The file gets the usual mode of new files (``0o666`` less the umask).
    """
    write_record_text(path, dumps(record))


def write_record_text(path: str | os.PathLike[str], text: str) -> None:
    """Write a record's text (from :func:`dumps`) as :func:`write_record` does."""
    target = Path(path)
    target.parent.mkdir(parents=True, exist_ok=True)
    fd, tmp = _create_beside(target)
    try:
        with os.fdopen(fd, "w", encoding="utf-8") as handle:
            handle.write(text)
            handle.flush()
            os.fsync(handle.fileno())
        os.replace(tmp, target)
    except BaseException:
        tmp.unlink(missing_ok=True)
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


# ------------------------------------------------------------------ replaying


def _result_problem(record: Record, game: Game) -> str | None:
    """Why the recorded result disagrees with the replayed game, or None."""
    expected = result_of(game)
    if record.result == expected:
        return None
    if expected is None:
        return "the record has a result, but its moves end before the game is over"
    if record.result is None:
        return "the game is over after the last move, but the record has no result"
    return "the recorded result differs from the replayed one"


def replay(
    record: Record,
    verify: bool = True,
    on_move: Callable[[int, Game], None] | None = None,
) -> Game:
    """Play the record's moves on a new game and return it.

    Raises :class:`ReplayError` naming the first move that is malformed, illegal, made by
    another seat than recorded, or (with ``verify``) followed by another state hash; with
    ``verify``, a result that disagrees with the replayed game is reported at index
    ``len(record.moves)``. ``on_move(index, game)`` is called after each move.
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
    problem = _result_problem(record, game) if verify else None
    if problem is not None:
        raise ReplayError(len(record.moves), problem)
    return game
