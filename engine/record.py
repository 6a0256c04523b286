"""Game records: the header and the moves of a game, as UTF-8 JSON (``docs/record-format.md``).

A record holds everything needed to replay a game exactly: rule-set version (which picks the
game: its options, moves and result are read and written as its rule set says), options, seats,
seed, the position the game started from when it did not start from a set-up, and every move as
a :class:`PlayedMove` (the seat that made it, the move, the state hash after it).
:func:`play_entry` plays one recorded move with every check, and :func:`replay` rebuilds a whole
game with it, stopping at the first move that is illegal or whose hash differs (naming its
index); it also checks that the recorded result agrees with the moves. :func:`replay` is the one
way through a record's moves: a game played on while it is recorded is an
:class:`engine.line.Line`, which replays with it too.
"""

from __future__ import annotations

import functools
import json
import os
from collections.abc import Callable, Sequence
from dataclasses import dataclass, field, replace
from pathlib import Path
from typing import Any, NamedTuple, TypeVar

from engine.copenhagen.game import CopenhagenGame
from engine.copenhagen.step import Ending
from engine.errors import IllegalMoveError, NotationError, PositionError
from engine.helsinki.game import RULESET_VERSION, Game
from engine.helsinki.options import Options
from engine.position_text import is_position_file
from engine.positions import (
    read_any_position,
    read_any_position_file,
    rule_set_of,
    write_any_position,
)
from engine.rules import RULE_SETS, AnyRuleSet, GameMove, GameState, UnknownRuleSetError, rule_set

FORMAT = "helsinki-record/2"
OLD_FORMATS = ("helsinki-record/1",)
MAX_RECORD_BYTES = 16 * 1024 * 1024
GameT = TypeVar("GameT", bound=GameState[Any])


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


PLAYER_COLOURS = 4
"""Player colours are numbered 0 to 3 (each seat's colour for the whole game and after)."""


@dataclass(frozen=True, slots=True)
class Seat:
    """Who plays a seat: a name, the bot's name (None for a person), the player colour.

    A colour left as None is given by :func:`with_colours` (the first one free).
    """

    name: str
    bot: str | None = None
    colour: int | None = None


def with_colours(seats: list[Seat]) -> list[Seat]:
    """The seats, each with a distinct colour: chosen ones kept, the others the first free."""
    taken = {s.colour for s in seats if s.colour is not None}
    free = iter(c for c in range(PLAYER_COLOURS) if c not in taken)
    return [s if s.colour is not None else Seat(s.name, s.bot, next(free)) for s in seats]


class PlayedMove(NamedTuple):
    """A played move as every part of the program knows it: who, what, the state hash after.

    The one form of a played move from the engine to the wire; it becomes text only in records
    and messages.
    """

    seat: int
    move: GameMove
    hash: str


def result_of(game: GameState[Any]) -> dict[str, Any] | None:
    """The ``result`` field of a record of ``game``: None while the game goes on. Helsinki's
    is the scores and the winner; Copenhagen's the scores, how the game ended, the winners (a
    shared win has several) and the winner (None for a shared win); another rule set's is its
    winner."""
    if not game.is_over:
        return None
    if isinstance(game, Game):
        return {"scores": [s.to_dict() for s in game.scores()], "winner": game.winner}
    if isinstance(game, CopenhagenGame):
        return {
            "scores": [s.to_dict() for s in game.scores()],
            "ending": ENDINGS[game.ending],
            "winners": list(game.winners),
            "winner": game.winner,
        }
    return {"winner": game.winner}


ENDINGS = {Ending.POINTS: "points", Ending.END_CARD: "end card"}
"""How a record's result says a game of Copenhagen ended."""


@dataclass(frozen=True, slots=True)
class Record:
    """A game's header and moves: a value, never changed (another is made with
    ``dataclasses.replace``; a game played on while it is recorded is an
    :class:`engine.line.Line`).

    Seats without a colour get one when the record is made (see :func:`with_colours`).
    ``options``: the options of the record's rule set (Helsinki's :class:`Options`; the rule
    set is the one whose version ``ruleset`` is). ``position``: the position the game started
    from, in the position notation, or None when it started from its rule set's set-up (then
    the seed, the seats and the options fix it).
    """

    seats: list[Seat]
    seed: int | str
    options: Any = field(default_factory=Options)
    ruleset: str = RULESET_VERSION
    moves: tuple[PlayedMove, ...] = ()
    result: dict[str, Any] | None = None
    position: str | None = None

    def __post_init__(self) -> None:
        object.__setattr__(self, "seats", with_colours(self.seats))

    @staticmethod
    def header_of(game: Game, seats: list[Seat]) -> Record:
        """A record with no moves of a game like ``game``: its seed, its options, and the
        position it started from (when it did not start from a set-up)."""
        return Record(list(seats), game.seed, game.options, position=game.origin)

    def until(self, count: int) -> Record:
        """The record of the first ``count`` moves (the result only when that is all of them)."""
        if count == len(self.moves):
            return replace(self)
        return replace(self, moves=self.moves[:count], result=None)

    @property
    def rules(self) -> str:
        """The name of the record's rule set (the one whose version :attr:`ruleset` is);
        raises :class:`~engine.rules.UnknownRuleSetError` for a version no rule set has."""
        return RULE_SETS.with_version(self.ruleset).name

    @property
    def suffix(self) -> str:
        """How the name of the record's file usually ends (its rule set's record suffix)."""
        return RULE_SETS.with_version(self.ruleset).record_suffix

    @staticmethod
    def header_of_state(game: GameState[Any], seats: list[Seat]) -> Record:
        """A record with no moves that starts at ``game``'s state (a game of a rule set with
        positions): :meth:`header_of` for Helsinki, else a record from ``game``'s position."""
        if isinstance(game, Game):
            return Record.header_of(game, seats)
        position = write_any_position(game)
        started: Any = read_any_position(position)  # (its seed as the position names it)
        version = rule_set_of(game).version
        return Record(list(seats), started.seed, started.options, version, position=position)

    def first_state(self) -> GameState[Any]:
        """The game as it was before the first move, as its rule set starts it (a record that
        starts from a position: that position)."""
        if self.position is not None:
            return read_any_position(self.position)
        return rule_set(self.rules).new_game(len(self.seats), self.seed, self.options)

    def new_game(self) -> Game:
        """The Helsinki game as it was before the first move: its set-up, or its starting
        position (:class:`RecordError` for a record of another rule set)."""
        game = self.first_state()
        if not isinstance(game, Game):
            raise RecordError(f"a record of {self.rules} holds no Helsinki game")
        return game

    def to_dict(self) -> dict[str, Any]:
        data = self._header()
        data["moves"] = [
            {"seat": m.seat, "move": str(m.move), "hash": m.hash} for m in self.moves
        ]
        return data

    def _header(self) -> dict[str, Any]:
        """Every field but the moves."""
        return {
            "format": FORMAT,
            "ruleset": self.ruleset,
            "options": rule_set(self.rules).options_to_dict(self.options),
            "players": [
                {"seat": i, "name": s.name, "bot": s.bot, "colour": s.colour}
                for i, s in enumerate(self.seats)
            ],
            "seed": self.seed,
            **({} if self.position is None else {"position": self.position.splitlines()}),
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
    rules = _rule_set(data)
    players = _get(data, "players", "the record")
    _require(
        isinstance(players, list) and rules.min_players <= len(players) <= rules.max_players,
        f"players must be a list of {rules.min_players} to {rules.max_players} players",
    )
    seats = [_seat(i, player) for i, player in enumerate(players)]
    colours = [s.colour for s in seats if s.colour is not None]
    _require(len(set(colours)) == len(colours), "two players have the same colour")
    seed = _get(data, "seed", "the record")
    _require(isinstance(seed, str) or _is_whole(seed), "the seed must be a whole number or text")
    entries = _get(data, "moves", "the record")
    _require(isinstance(entries, list), "moves must be a list")
    moves = tuple(_played(rules, i, entry) for i, entry in enumerate(entries))
    result = data.get("result")
    _require(result is None or isinstance(result, dict), "result must be an object or null")
    try:
        options = rules.options_from_dict(data.get("options", {}))
        rules.check_options(options, len(seats))
    except ValueError as error:
        raise RecordError(f"options: {error}") from None
    position = _position(rules, data.get("position"), len(seats), seed, options)
    return Record(seats, seed, options, rules.version, moves, result, position)


def _position(
    rules: AnyRuleSet, lines: Any, players: int, seed: int | str, options: Any
) -> str | None:
    """The canonical text of a record's starting position (None when it has none), checked
    against the record's header."""
    if lines is None:
        return None
    _require(
        isinstance(lines, list) and all(isinstance(line, str) for line in lines),
        "position must be a list of lines (texts) or null",
    )
    try:
        game: Any = read_any_position("\n".join(lines) + "\n")
    except PositionError as error:
        raise RecordError(f"position: {error}") from None
    other = rule_set_of(game)
    _require(other is rules, f"the position is of {other.name}, the record of {rules.name}")
    _require(game.n == players, f"the position is of a {game.n}-player game, the record has "
                                f"{players} players")  # fmt: skip
    _require(game.options == options, "the options differ from the position's")
    _require(game.seed == seed and type(game.seed) is type(seed),
             f"the seed must be the position's, {game.seed!r:.70}")  # fmt: skip
    return write_any_position(game)


def _rule_set(data: dict[str, Any]) -> AnyRuleSet:
    """The record's rule set, after its format; refuses another format, or a rule set this
    program does not play, naming the versions."""
    found, ruleset = data.get("format"), data.get("ruleset")
    if found in OLD_FORMATS:
        raise RecordError(
            f"the record was written by an older Helsinki-Qt (format {found}, rule set "
            f"{str(ruleset)[:40]}); this program reads {FORMAT} with rule set {RULESET_VERSION}"
        )
    _require(found == FORMAT, f"not a Helsinki record (format must be {FORMAT!r})")
    versions = [rules.version for rules in RULE_SETS.values()]
    if not isinstance(ruleset, str):
        raise RecordError(f"ruleset must be the text naming a rule set ({', '.join(versions)})")
    try:
        return RULE_SETS.with_version(ruleset)
    except UnknownRuleSetError:
        raise RecordError(f"the record uses an {UnknownRuleSetError(ruleset, versions)}") from None


def _seat(index: int, player: Any) -> Seat:
    _require(isinstance(player, dict), f"player {index} is not an object")
    name, bot = _get(player, "name", f"player {index}"), player.get("bot")
    colour = player.get("colour")
    _require(isinstance(name, str), f"the name of player {index} must be text")
    _require(bot is None or isinstance(bot, str), f"the bot of player {index} must be text or null")
    _require(
        colour is None or (_is_whole(colour) and 0 <= colour < PLAYER_COLOURS),
        f"the colour of player {index} must be a number from 0 to {PLAYER_COLOURS - 1} or null",
    )
    return Seat(name, bot, colour)


def _played(rules: AnyRuleSet, index: int, entry: Any) -> PlayedMove:
    _require(isinstance(entry, dict), f"move {index} is not an object")
    seat, text, digest = (_get(entry, key, f"move {index}") for key in ("seat", "move", "hash"))
    _require(_is_whole(seat), f"the seat of move {index} must be a whole number")
    _require(isinstance(text, str), f"the move of move {index} must be text")
    _require(isinstance(digest, str), f"the hash of move {index} must be text")
    try:
        move = rules.parse_move(text)
    except NotationError as error:
        raise RecordError(f"move {index}: {error}") from None
    return PlayedMove(seat, move, digest)


def _whole_number(digits: str) -> int:
    try:
        return int(digits)
    except ValueError:  # more digits than the interpreter converts
        count = len(digits.lstrip("-"))
        raise RecordError(f"a number has {count} digits, more than can be read") from None


def dumps(record: Record) -> str:
    """The record as JSON text (one move an line, so diffs stay readable)."""
    head = _header_text(json.dumps(record._header(), ensure_ascii=False))
    return _document(head, ",\n  ".join(map(_move_line, record.moves)))


def _document(head: str, lines: str) -> str:
    """The text of a record from its header's text and its moves' lines, joined."""
    if not lines:
        return f'{head},\n "moves": []\n}}\n'
    return f'{head},\n "moves": [\n  {lines}\n ]\n}}\n'


class RecordText:
    """The text of one growing record (:func:`dumps`), made again and again at little cost: the
    lines of the moves written before are kept, joined, and only the new moves' lines are added
    (when the moves written before are no longer the record's first, all are made again)."""

    def __init__(self) -> None:
        self._header: dict[str, Any] | None = None
        self._head = ""
        self._written: Sequence[PlayedMove] = ()
        self._lines = ""

    def of(self, record: Record) -> str:
        """``dumps(record)``."""
        header = record._header()
        if header != self._header:
            self._header = header
            self._head = _header_text(json.dumps(header, ensure_ascii=False))
        moves, count = record.moves, len(self._written)
        if moves[:count] != self._written:  # (a rollback, a rebuild)
            self._written, self._lines, count = (), "", 0
        if len(moves) > count:
            added = ",\n  ".join(map(_move_line, moves[count:]))
            self._lines = f"{self._lines},\n  {added}" if count else added
            self._written = moves
        return _document(self._head, self._lines)


@functools.lru_cache(maxsize=16)
def _header_text(compact: str) -> str:
    """The header's indented text without its closing brace, from its compact JSON (which the
    fast encoder makes); remembered, since autosaves write the same header again and again."""
    return json.dumps(json.loads(compact), ensure_ascii=False, indent=1)[:-2]


@functools.lru_cache(maxsize=4096)
def _move_line(move: PlayedMove) -> str:
    """A move's line in the JSON text; remembered, since autosaves write the same moves again."""
    entry = {"seat": move.seat, "move": str(move.move), "hash": move.hash}
    return json.dumps(entry, ensure_ascii=False)


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


def read_record_or_position(
    path: str | os.PathLike[str], seat_name: Callable[[int], str] = "Seat {}".format
) -> Record:
    """A record file, or a position file as a record that starts there with no moves yet.

    A position file is told by its suffix or its content (``is_position_file``), and its
    ``ruleset`` line picks the game; its seats are named ``seat_name(1)``, ``seat_name(2)``,
    ... and the record of a finished game's position has that game's result. Raises
    :class:`RecordError` for a file that is neither, with the reason in one line.
    """
    if not is_position_file(path):
        return read_record(path)
    try:
        game: Any = read_any_position_file(path)
    except PositionError as error:
        raise RecordError(str(error)) from None
    seats = [Seat(seat_name(seat + 1)) for seat in range(game.n)]
    return replace(Record.header_of_state(game, seats), result=result_of(game))


def read_record(path: str | os.PathLike[str]) -> Record:
    """Read a record file; raises :class:`RecordError` for an unreadable or malformed one (its
    message leaves the path to the caller)."""
    try:
        with open(path, "rb") as handle:
            raw = handle.read(MAX_RECORD_BYTES + 1)
    except OSError as error:
        raise RecordError(f"cannot read the file: {error.strerror}") from None
    if len(raw) > MAX_RECORD_BYTES:
        raise RecordError(f"too large: a record has at most {MAX_RECORD_BYTES} bytes")
    try:
        text = raw.decode("utf-8-sig")  # (a byte-order mark before the JSON is read as nothing)
    except UnicodeDecodeError:
        raise RecordError("the file is not UTF-8 text") from None
    return loads(text)


# ------------------------------------------------------------------ replaying


def _result_problem(record: Record, game: GameState[Any]) -> str | None:
    """Why the recorded result disagrees with the replayed game, or None."""
    expected = result_of(game)
    if record.result == expected:
        return None
    if expected is None:
        return "the record has a result, but its moves end before the game is over"
    if record.result is None:
        return "the game is over after the last move, but the record has no result"
    return "the recorded result differs from the replayed one"


def play_entry(game: GameState[Any], index: int, entry: PlayedMove, verify: bool = True) -> None:
    """Play recorded move ``index`` on ``game``, which follows the record up to it.

    Raises :class:`ReplayError` (naming ``index``) when the game is over, another seat is to
    move, the move is illegal, or (with ``verify``) the state hash after it differs from the
    recorded one. An illegal move changes nothing; a hash mismatch leaves the move applied.
    """
    to_move = game.to_move
    if to_move is None:
        raise ReplayError(index, "the game was already over")
    if entry.seat != to_move:  # (seats named from 1, as the game's pages name them)
        raise ReplayError(index, f"seat {entry.seat + 1} moved, but seat {to_move + 1} is to move")
    try:
        game.play(entry.move)
    except IllegalMoveError as error:
        raise ReplayError(index, str(error)) from None
    if verify:
        digest = game.state_hash()
        if digest != entry.hash:
            raise ReplayError(index, f"state hash {digest} differs from recorded {entry.hash}")


def game_after(record: Record, count: int | None = None) -> Game:
    """The game after the record's first ``count`` moves (None: all), every hash checked.

    Moves are counted as the replay viewer counts them: 0 is the record's first state.
    Raises :class:`RecordError` for a count out of range and :class:`ReplayError` for a move
    that does not replay, or a result that disagrees when all the moves are played.
    """
    return replay(_first_moves(record, count), verify=True)


def state_after(record: Record, count: int | None = None) -> GameState[Any]:
    """:func:`game_after` for a record of any rule set."""
    return replay_state(_first_moves(record, count), verify=True)


def _first_moves(record: Record, count: int | None) -> Record:
    """The record of its first ``count`` moves (None: all); :class:`RecordError` for a count
    out of range."""
    total = len(record.moves)
    count = total if count is None else count
    if not 0 <= count <= total:
        raise RecordError(f"move {count} is out of range: the record has moves 0 to {total}")
    return record.until(count)


def replay(
    record: Record,
    verify: bool = True,
    on_move: Callable[[int, Game], None] | None = None,
) -> Game:
    """Play the record's moves on a new game and return it.

    Raises :class:`ReplayError` naming the first move that is illegal, made by another seat
    than recorded, or (with ``verify``) followed by another state hash; with ``verify``, a
    result that disagrees with the replayed game is reported at index ``len(record.moves)``.
    ``on_move(index, game)`` is called after each move.
    """
    return _replay_on(record.new_game(), record, verify, on_move)


def replay_state(
    record: Record,
    verify: bool = True,
    on_move: Callable[[int, GameState[Any]], None] | None = None,
) -> GameState[Any]:
    """:func:`replay` for a record of any rule set (its first state from
    :meth:`Record.first_state`)."""
    return _replay_on(record.first_state(), record, verify, on_move)


def _replay_on(
    game: GameT, record: Record, verify: bool, on_move: Callable[[int, GameT], None] | None
) -> GameT:
    """Play the record's moves on ``game``, its first state (see :func:`replay`)."""
    for index, entry in enumerate(record.moves):
        play_entry(game, index, entry, verify)
        if on_move is not None:
            on_move(index, game)
    problem = _result_problem(record, game) if verify else None
    if problem is not None:
        raise ReplayError(len(record.moves), problem)
    return game
