"""The position notation: a whole game state as text, as FEN is for chess (``docs/position.md``).

A position is one ``field: value`` line per part of the state, in a fixed order, written with
the move notation's squares, cards and actions. :func:`write_position` writes a game's state;
:func:`read_position` reads it back into a :class:`~engine.game.Game` whose history starts empty
and whose :attr:`~engine.game.Game.ply` counts on from the position's ``moves``: the game read
has the state hash of the one written, and continues exactly as it does.

The reader checks the text, then the state (:mod:`engine.consistency`), and raises
:class:`PositionError` naming the line for anything malformed or inconsistent. To be easy to
write by hand it also takes comments (``#``) and blank lines, fields in any order, the fields
that have a default left out, hands and sets in any order, and a pile that ends in ``...`` (the
rest of the cards). What :func:`write_position` writes is the one canonical form.
"""

from __future__ import annotations

import json
import os
import re
from collections import Counter
from collections.abc import Callable, Iterator
from pathlib import Path
from typing import TypeVar

from engine import bitboard as bb
from engine.components import (
    CARD_BY_NOTATION,
    CARDS,
    COATS_OF_ARMS,
    COLOUR_LETTERS,
    DISPLAY_SLOTS,
    FIRST_GAME_COVERED,
    POINTS_ACTION_VALUE,
    SENATE_SPACES,
    SUPERSTRUCTURES,
    TILE_COPIES,
    TILE_KINDS,
    TILE_SIZES,
    WILD,
    WILD_TILES,
    Action,
    dry_roads_bonuses,
    tile_kind,
)
from engine.consistency import (
    Inconsistency,
    Part,
    SeatPart,
    card_groups,
    check_consistency,
    seat_field,
    tile_kind_of,
    tile_name,
)
from engine.game import MAX_PLAYERS, MIN_PLAYERS, RULESET_VERSION, Game, Phase
from engine.options import Options, OptionsError, Variant
from engine.player import PlayerState
from engine.rng import Rng, seed_key

FORMAT = "helsinki-position/1"
SUFFIX = ".helsinki-position"
"""The usual ending of a position file's name."""
MAX_POSITION_CHARS = 1 << 20

T = TypeVar("T")

_NONE = "none"
_CHOSEN = " (chosen)"
_REST = "..."
_EMPTY_SLOT = "-"
_WAIVED = "ignored until the end of round "
_KEPT = "kept"
_LARGEST = 10**18 - 1
"""No number of a position is larger (the state hash holds 64-bit integers)."""


class PositionError(ValueError):
    """A position that cannot be read: malformed, or inconsistent; the message names the line."""


# ------------------------------------------------------------------- writing


def write_position(game: Game) -> str:
    """The state of ``game`` in the position notation: one line a field, in a fixed order."""
    return "".join(f"{field}: {value}\n" for field, value in _fields(game))


def _fields(game: Game) -> Iterator[tuple[str, str]]:
    options = game.options
    yield Part.FORMAT, FORMAT
    yield Part.RULESET, RULESET_VERSION
    yield Part.PLAYERS, str(game.n)
    yield Part.VARIANT, str(options.variant)
    yield Part.DRY_ROADS, _yes_no(options.dry_roads)
    yield Part.COVERED, _write_actions(game.covered) + _chosen(options.cover is not None)
    yield Part.START_SEAT, str(game.start_seat) + _chosen(options.start_seat is not None)
    yield Part.GENERATOR, _write_generator(game)
    yield Part.MOVES, str(game.ply)
    yield Part.ROUND, str(game.round)
    yield Part.TURN, f"seat {game.seat}"
    yield Part.STEP, game.phase.name.lower()
    yield Part.MOVED, _yes_no(game.moved)
    yield Part.DREW, _yes_no(game.drew)
    yield Part.BUILDS, str(game.builds)
    yield Part.ACTIVE, _write_actions(game.active)
    yield Part.PENDING_TILE, tile_name(game.pending_kind) if game.pending_kind >= 0 else _NONE
    yield Part.PENDING_SUPERSTRUCTURES, str(game.pending_ss)
    yield Part.PENDING_WILD_TILES, str(game.pending_wild)
    yield Part.LAST_TILE, _write_squares(game.last_tile)
    yield Part.FINAL_ROUND, _yes_no(game.final_round)
    yield Part.DISCARDERS, _write_numbers(game.discarders)
    yield Part.DISPLAY, " ".join(CARDS[c].notation if c >= 0 else _EMPTY_SLOT for c in game.display)
    yield Part.PILE, _write_cards(game.pile[::-1])
    yield Part.DISCARD, _write_cards(game.discard[::-1])
    yield Part.TILE_SUPPLY, ", ".join(f"{tile_name(k)} {n}" for k, n in enumerate(game.tiles))
    yield Part.WILD_TILE_SUPPLY, str(game.wild_tiles)
    yield Part.SUPERSTRUCTURE_SUPPLY, str(game.superstructures)
    yield Part.BONUS_CARDS, _write_numbers(game.bonuses)
    for seat, player in enumerate(game.players):
        for part, value in _seat_fields(player):
            yield seat_field(seat, part), value


def _seat_fields(player: PlayerState) -> Iterator[tuple[SeatPart, str]]:
    tiles = "; ".join(f"{COLOUR_LETTERS[c]} {bb.square_list(m)}" for c, m in player.tiles)
    until = player.nolimit_until
    yield SeatPart.TOKEN, str(player.space) if player.space >= 0 else _NONE
    yield SeatPart.HAND, _write_cards(player.hand)
    yield SeatPart.TILES, tiles or _NONE
    yield SeatPart.SUPERSTRUCTURES, _write_squares(player.superstructures)
    yield SeatPart.COATS_OF_ARMS, _write_squares(player.coats)
    yield SeatPart.MEADOW, str(player.meadow)
    yield SeatPart.USED_ACTIONS, _write_actions(player.used)
    yield SeatPart.POINTS, str(player.points)
    yield SeatPart.BONUS_CARD, str(player.bonus) if player.bonus else _NONE
    yield SeatPart.HAND_LIMIT, f"{_WAIVED}{until}" if until >= 0 else _KEPT


def _write_generator(game: Game) -> str:
    """``seed S`` when the generator's key is the seed's (always, in played games), else the key."""
    seed, rng = game.seed, game.rng
    if seed_key(seed) == rng.key:
        origin = json.dumps(seed) if isinstance(seed, str) else str(seed)
        return f"seed {origin}, counter {rng.counter}"
    return f"key {rng.key.hex()}, counter {rng.counter}"


def _yes_no(value: bool) -> str:
    return "yes" if value else "no"


def _chosen(chosen: bool) -> str:
    return _CHOSEN if chosen else ""


def _write_cards(cards: list[int]) -> str:
    return " ".join(CARDS[c].notation for c in cards) or _NONE


def _write_squares(mask: int) -> str:
    return bb.square_list(mask) or _NONE


def _write_actions(mask: int) -> str:
    return " ".join(a.notation for a in Action if mask >> a & 1) or _NONE


def _write_numbers(values: list[int]) -> str:
    return " ".join(map(str, values)) or _NONE


# ------------------------------------------------------------------- reading


def read_position(text: str) -> Game:
    """The game at the position ``text``; raises :class:`PositionError` saying what is wrong.

    The game's :attr:`~engine.game.Game.origin` is the position in its canonical form.
    """
    lines = _Lines(text)
    game = Game.__new__(Game)
    _read_set_up(lines, game)
    _read_turn(lines, game)
    rest = _read_cards(lines, game)
    game.players = [_read_seat(lines, seat) for seat in range(game.n)]
    _read_supplies(lines, game)
    lines.check_all_read(game.n)
    if rest:
        _add_the_rest_of_the_cards(game)
    try:
        check_consistency(game)
    except Inconsistency as error:
        raise PositionError(lines.where(error.field) + error.message) from None
    game.origin = write_position(game)
    return game


def read_position_file(path: str | os.PathLike[str]) -> Game:
    """The game at the position in a file; raises :class:`PositionError` (one line) if none."""
    try:
        with open(path, "rb") as handle:
            raw = handle.read(MAX_POSITION_CHARS * 4 + 1)
    except OSError as error:
        raise PositionError(f"cannot read {os.fspath(path)}: {error.strerror}") from None
    try:
        text = raw.decode("utf-8")
    except UnicodeDecodeError:
        raise PositionError(f"{os.fspath(path)} is not UTF-8 text") from None
    return read_position(text)


def is_position_file(path: str | os.PathLike[str]) -> bool:
    """Whether a file holds a position rather than a record: by its suffix, else by content
    (a record is a JSON object, so its first visible character is ``{``)."""
    if Path(path).name.endswith(SUFFIX):
        return True
    try:
        with open(path, "rb") as handle:
            start = handle.read(4096)
    except OSError:
        return False
    return not start.lstrip().startswith(b"{") and bool(start.strip())


class _Lines:
    """A position's ``field: value`` lines, each to be read once, with their line numbers."""

    def __init__(self, text: str) -> None:
        if len(text) > MAX_POSITION_CHARS:
            raise PositionError(f"a position has at most {MAX_POSITION_CHARS} characters")
        self.unread: dict[str, tuple[int, str]] = {}
        self.numbers: dict[str, int] = {}
        for number, raw in enumerate(text.split("\n"), 1):
            line = raw.strip()
            if not line or line.startswith("#"):
                continue
            field, colon, value = line.partition(":")
            field = field.strip()
            if not colon:
                raise PositionError(f"line {number}: {line!r:.60} is not 'field: value'")
            if field in self.unread:
                first = self.unread[field][0]
                raise PositionError(f"line {number}: {field!r:.40} is given twice (first on "
                                    f"line {first})")  # fmt: skip
            self.unread[field] = (number, value.strip())

    def get(self, field: str, parse: Callable[[str], T]) -> T | None:
        """The value of ``field`` read by ``parse``, or None when the field is not given."""
        if field not in self.unread:
            return None
        number, value = self.unread.pop(field)
        self.numbers[field] = number
        try:
            return parse(value)
        except ValueError as error:
            raise PositionError(f"line {number} ({field}): {error}") from None

    def need(self, field: str, parse: Callable[[str], T]) -> T:
        """The value of a field that must be given."""
        value = self.get(field, parse)
        if value is None:
            raise PositionError(f"the field '{field}' is missing")
        return value

    def where(self, field: str | None) -> str:
        """How an error names a field: its line when it was given."""
        if field is None:
            return ""
        number = self.numbers.get(field)
        return f"line {number} ({field}): " if number else f"{field}: "

    def check_all_read(self, players: int) -> None:
        for field, (number, _) in sorted(self.unread.items(), key=lambda item: item[1][0]):
            hint = f" (the seats are 0 to {players - 1})" if field.startswith("seat ") else ""
            raise PositionError(f"line {number}: unknown field {field!r:.40}{hint}")


def _read_set_up(lines: _Lines, game: Game) -> None:
    lines.need(Part.FORMAT, _format)
    lines.need(Part.RULESET, _ruleset)
    game.n = lines.need(Part.PLAYERS, _players)
    variant = lines.get(Part.VARIANT, _read_variant) or Variant.ALL_ACTIONS
    dry_roads = bool(lines.get(Part.DRY_ROADS, _read_yes_no))
    covered = lines.get(Part.COVERED, _with_choice(_read_actions))
    if covered is None and variant == Variant.NEW_CHALLENGES:
        raise PositionError(f"the field '{Part.COVERED}' is missing (new challenges cover "
                            "five actions)")  # fmt: skip
    mask, cover_chosen = covered or (_covered_by(variant), False)
    start, start_chosen = lines.need(Part.START_SEAT, _with_choice(_number))
    if start >= game.n:
        raise PositionError(lines.where(Part.START_SEAT) + f"no seat {start} in a "
                            f"{game.n}-player game")  # fmt: skip
    cover = _actions_of(mask) if cover_chosen else None
    try:
        game.options = Options(variant, dry_roads, cover, start if start_chosen else None)
    except OptionsError as error:  # only the covered actions can be wrong here
        raise PositionError(lines.where(Part.COVERED) + str(error)) from None
    game.covered = mask
    game.start_seat = start
    game.seed, key, counter = lines.need(Part.GENERATOR, _read_generator)
    game.rng = Rng(key, counter)
    game.start_ply = lines.need(Part.MOVES, _number)
    game.history = []
    game.origin = None
    game.edited()


def _covered_by(variant: Variant) -> int:
    """The actions a variant covers when the position does not say (not new challenges)."""
    if variant == Variant.FIRST_GAME:
        return sum(1 << action for action in FIRST_GAME_COVERED)
    return 0


def _read_turn(lines: _Lines, game: Game) -> None:
    game.round = lines.get(Part.ROUND, _number) or 0
    game.seat = lines.need(Part.TURN, _read_seat_number)
    game.phase = lines.need(Part.STEP, _read_step)
    game.moved = bool(lines.get(Part.MOVED, _read_yes_no))
    game.drew = bool(lines.get(Part.DREW, _read_yes_no))
    game.builds = lines.get(Part.BUILDS, _at_most(2)) or 0
    game.active = lines.get(Part.ACTIVE, _read_actions) or 0
    pending = lines.get(Part.PENDING_TILE, _read_pending_tile)
    game.pending_kind = -1 if pending is None else pending
    game.pending_ss = lines.get(Part.PENDING_SUPERSTRUCTURES, _at_most(max(TILE_SIZES))) or 0
    game.pending_wild = lines.get(Part.PENDING_WILD_TILES, _at_most(2)) or 0
    game.last_tile = lines.get(Part.LAST_TILE, _read_squares) or 0
    game.final_round = bool(lines.get(Part.FINAL_ROUND, _read_yes_no))
    game.discarders = lines.get(Part.DISCARDERS, _read_numbers) or []
    for seat in game.discarders:
        if seat >= game.n or game.discarders.count(seat) > 1:
            raise PositionError(lines.where(Part.DISCARDERS) + "distinct seat numbers, each "
                                f"below {game.n}")  # fmt: skip


def _read_cards(lines: _Lines, game: Game) -> bool:
    """Read the display, the pile and the discard; whether the pile ends with the rest."""
    game.display = lines.need(Part.DISPLAY, _read_display)
    top_first, rest = lines.need(Part.PILE, _read_pile)
    game.pile = top_first[::-1]
    game.discard = (lines.get(Part.DISCARD, _read_cards_list) or [])[::-1]
    return rest


def _read_seat(lines: _Lines, seat: int) -> PlayerState:
    def field(part: SeatPart) -> str:
        return seat_field(seat, part)

    player = PlayerState()
    player.space = lines.need(field(SeatPart.TOKEN), _read_token)
    player.hand = sorted(lines.need(field(SeatPart.HAND), _read_cards_list))
    player.tiles = lines.get(field(SeatPart.TILES), _read_tiles) or []
    for colour, mask in player.tiles:
        player.built |= mask
        player.colours[colour] |= mask
    player.superstructures = lines.get(field(SeatPart.SUPERSTRUCTURES), _read_squares) or 0
    player.meadow = lines.get(field(SeatPart.MEADOW), _at_most(len(COATS_OF_ARMS))) or 0
    player.used = lines.get(field(SeatPart.USED_ACTIONS), _read_actions) or 0
    coats = lines.get(field(SeatPart.COATS_OF_ARMS), _read_squares)
    player.coats = _coats_left(player) if coats is None else coats
    points = lines.get(field(SeatPart.POINTS), _number)
    spent_on_points = player.used >> Action.POINTS & 1
    player.points = POINTS_ACTION_VALUE * spent_on_points if points is None else points
    player.bonus = lines.get(field(SeatPart.BONUS_CARD), _read_bonus) or 0
    until = lines.get(field(SeatPart.HAND_LIMIT), _read_hand_limit)
    player.nolimit_until = -1 if until is None else until
    return player


def _coats_left(player: PlayerState) -> int:
    """The coats of arms on the board when the position does not say: those no tile covers,
    less (the board's first ones) any that the meadow and the used actions hold beyond what
    the tiles took."""
    uncovered = [square for square in COATS_OF_ARMS if not player.built >> square & 1]
    taken = len(COATS_OF_ARMS) - len(uncovered)
    beyond = max(0, player.meadow + player.used.bit_count() - taken)
    return bb.mask_of(uncovered[beyond:])


def _read_supplies(lines: _Lines, game: Game) -> None:
    """The supplies and bonus cards as written, or else what no board holds."""
    built = Counter(tile_kind_of(c, m) for p in game.players for c, m in p.tiles)
    full = [TILE_COPIES[k % len(TILE_SIZES)] - built[k] for k in range(TILE_KINDS)]
    if game.pending_kind >= 0:
        full[game.pending_kind] -= 1
    game.tiles = lines.get(Part.TILE_SUPPLY, _read_tile_supply) or full
    wild = sum(p.colours[WILD].bit_count() for p in game.players)
    wild_tiles = lines.get(Part.WILD_TILE_SUPPLY, _number)
    game.wild_tiles = WILD_TILES - wild if wild_tiles is None else wild_tiles
    placed = sum(p.superstructures.bit_count() for p in game.players) + game.pending_ss
    superstructures = lines.get(Part.SUPERSTRUCTURE_SUPPLY, _number)
    game.superstructures = SUPERSTRUCTURES - placed if superstructures is None else superstructures
    taken = sum(1 for p in game.players if p.bonus)
    left = list(dry_roads_bonuses(game.n))[taken:] if game.options.dry_roads else []
    bonuses = lines.get(Part.BONUS_CARDS, _read_numbers)
    game.bonuses = left if bonuses is None else bonuses


def _add_the_rest_of_the_cards(game: Game) -> None:
    """Put under the pile the cards in play that no place holds, in card order (``...``)."""
    placed = Counter(game.pile + game.discard + [c for c in game.display if c >= 0])
    for player in game.players:
        placed.update(player.hand)
    rest: list[int] = []
    for _, kinds, in_play in card_groups(game.n):
        missing = in_play - sum(placed[kind] for kind in kinds)
        for kind in sorted(kinds):
            count = max(0, min(CARDS[kind].copies - placed[kind], missing))
            rest += [kind] * count
            missing -= count
    rest.sort()
    game.pile[:0] = rest[::-1]


# ------------------------------------------------------------ reading values


def _format(text: str) -> str:
    if text != FORMAT:
        raise ValueError(f"this program reads {FORMAT}, not {text!r:.40}")
    return text


def _ruleset(text: str) -> str:
    if text != RULESET_VERSION:
        raise ValueError(f"the position uses rule set {text!r:.40}; this program plays "
                         f"{RULESET_VERSION!r}")  # fmt: skip
    return text


_NUMBER = re.compile(r"0|[1-9][0-9]{0,17}")


def _number(text: str) -> int:
    """A whole number written plainly (``12``: no sign, no leading zero), below 10**18."""
    if not _NUMBER.fullmatch(text):
        raise ValueError(f"not a number: {text!r:.40}")
    return int(text)


def _at_most(largest: int) -> Callable[[str], int]:
    def parse(text: str) -> int:
        value = _number(text)
        if value > largest:
            raise ValueError(f"{value} is more than {largest}")
        return value

    return parse


def _players(text: str) -> int:
    players = _number(text)
    if not MIN_PLAYERS <= players <= MAX_PLAYERS:
        raise ValueError(f"Helsinki is for {MIN_PLAYERS} to {MAX_PLAYERS} players")
    return players


def _read_yes_no(text: str) -> bool:
    if text not in ("yes", "no"):
        raise ValueError(f"write yes or no, not {text!r:.40}")
    return text == "yes"


def _with_choice(parse: Callable[[str], T]) -> Callable[[str], tuple[T, bool]]:
    """A value that may end with ``(chosen)``: (the value, whether it was chosen at set-up)."""

    def read(text: str) -> tuple[T, bool]:
        chosen = text.endswith(_CHOSEN.strip())
        return parse(text.removesuffix(_CHOSEN.strip()).strip()), chosen

    return read


def _read_seat_number(text: str) -> int:
    if not text.startswith("seat "):
        raise ValueError(f"write 'seat N', not {text!r:.40}")
    return _at_most(MAX_PLAYERS - 1)(text.removeprefix("seat "))


_STEP_BY_NAME = {phase.name.lower(): phase for phase in Phase}
_VARIANT_BY_NAME = {str(variant): variant for variant in Variant}


def _read_step(text: str) -> Phase:
    if text not in _STEP_BY_NAME:
        raise ValueError(f"unknown step {text!r:.40}; steps: {', '.join(_STEP_BY_NAME)}")
    return _STEP_BY_NAME[text]


def _read_variant(text: str) -> Variant:
    if text not in _VARIANT_BY_NAME:
        raise ValueError(f"unknown variant {text!r:.40}; variants: {', '.join(_VARIANT_BY_NAME)}")
    return _VARIANT_BY_NAME[text]


def _read_token(text: str) -> int:
    return -1 if text == _NONE else _at_most(SENATE_SPACES - 1)(text)


def _read_bonus(text: str) -> int:
    return 0 if text == _NONE else _number(text)


def _read_hand_limit(text: str) -> int:
    if text == _KEPT:
        return -1
    if not text.startswith(_WAIVED):
        raise ValueError(f"write {_KEPT!r} or '{_WAIVED}N', not {text!r:.60}")
    return _number(text.removeprefix(_WAIVED))


def _words(text: str) -> list[str]:
    """The words of a list; ``none`` is the empty list."""
    if not text:
        raise ValueError(f"empty: write {_NONE!r}")
    return [] if text == _NONE else text.split()


def _read_numbers(text: str) -> list[int]:
    return [_number(word) for word in _words(text)]


def _read_card(word: str) -> int:
    if word not in CARD_BY_NOTATION:
        raise ValueError(f"not a card: {word!r:.40}")
    return CARD_BY_NOTATION[word]


def _read_cards_list(text: str) -> list[int]:
    return [_read_card(word) for word in _words(text)]


def _read_display(text: str) -> list[int]:
    words = text.split()
    if len(words) != DISPLAY_SLOTS:
        raise ValueError(f"{DISPLAY_SLOTS} slots, each a card or '{_EMPTY_SLOT}', not "
                         f"{len(words)}")  # fmt: skip
    return [-1 if word == _EMPTY_SLOT else _read_card(word) for word in words]


def _read_pile(text: str) -> tuple[list[int], bool]:
    """The pile, top first; whether it ends with ``...`` (the rest of the cards in play)."""
    words = text.split()
    if words and words[-1] == _REST:
        return [_read_card(word) for word in words[:-1]], True
    return _read_cards_list(text), False


def _read_squares(text: str) -> int:
    if text == _NONE:
        return 0
    names = text.split(",")
    mask = bb.mask_of([bb.parse_square(name.strip()) for name in names])
    if mask.bit_count() != len(names):
        raise ValueError("a square is named twice")
    return mask


def _read_tiles(text: str) -> list[tuple[int, int]]:
    """Tiles in build order: ``r c3,c4; w e5`` (colour letter, squares)."""
    if text == _NONE:
        return []
    tiles = []
    for entry in text.split(";"):
        letter, _, squares = entry.strip().partition(" ")
        if len(letter) != 1 or letter not in COLOUR_LETTERS:
            raise ValueError(f"a tile is a colour ({', '.join(COLOUR_LETTERS)}) and its "
                             f"squares, not {entry.strip()!r:.40}")  # fmt: skip
        mask = _read_squares(squares.strip())
        if not mask:
            raise ValueError(f"the tile {entry.strip()!r:.40} covers no square")
        tiles.append((COLOUR_LETTERS.index(letter), mask))
    return tiles


def _read_tile_kind(text: str) -> int:
    """A tile kind as players know it: ``r/3`` is the red 3-roof tile."""
    letter, slash, size = text.partition("/")
    if not slash or len(letter) != 1 or letter not in COLOUR_LETTERS[:WILD]:
        raise ValueError(f"not a tile: {text!r:.40} (a tile is written like r/3)")
    roofs = _number(size)
    if roofs not in TILE_SIZES:
        raise ValueError(f"no tile has {roofs} roofs")
    return tile_kind(COLOUR_LETTERS.index(letter), roofs)


def _read_pending_tile(text: str) -> int:
    return -1 if text == _NONE else _read_tile_kind(text)


def _read_tile_supply(text: str) -> list[int]:
    """Every kind of tile once with the number left: ``r/2 3, r/3 2, ...``."""
    supply: dict[int, int] = {}
    for entry in text.split(","):
        name, _, count = entry.strip().partition(" ")
        kind = _read_tile_kind(name)
        if kind in supply:
            raise ValueError(f"{name} is given twice")
        supply[kind] = _number(count.strip())
    missing = [tile_name(k) for k in range(TILE_KINDS) if k not in supply]
    if missing:
        raise ValueError(f"every tile is listed: {', '.join(missing)} are missing")
    return [supply[kind] for kind in range(TILE_KINDS)]


_ACTION_BY_NAME = {action.notation: action for action in Action}


def _read_actions(text: str) -> int:
    mask = 0
    for word in _words(text):
        if word not in _ACTION_BY_NAME:
            raise ValueError(f"not an action: {word!r:.40}")
        if mask >> _ACTION_BY_NAME[word] & 1:
            raise ValueError(f"{word} is named twice")
        mask |= 1 << _ACTION_BY_NAME[word]
    return mask


def _actions_of(mask: int) -> tuple[Action, ...]:
    return tuple(action for action in Action if mask >> action & 1)


_GENERATOR_END = re.compile(r", counter (?P<counter>\S+)")
_SEED_NUMBER = re.compile(r"-?(?:0|[1-9][0-9]{0,999})")
_KEY = re.compile(r"[0-9a-f]{64}")


def _read_generator(text: str) -> tuple[int | str, bytes, int]:
    """``seed S, counter N`` or ``key HEX, counter N``: (the game's seed, key, counter).

    A seed is a whole number or a JSON text; a game known by its key alone is named by it.
    """
    word, _, rest = text.partition(" ")
    seed: int | str
    if word == "seed" and rest.startswith('"'):
        try:
            seed, length = json.JSONDecoder().raw_decode(rest)
        except json.JSONDecodeError:
            raise ValueError("the seed is a number or a text in double quotes") from None
        if not isinstance(seed, str):
            raise ValueError("the seed is a number or a text in double quotes")
        rest = rest[length:]
        try:
            key = seed_key(seed)
        except UnicodeEncodeError:
            raise ValueError("the seed holds a text that is not valid Unicode") from None
    elif word == "seed":
        spelled, _, tail = rest.partition(",")
        if not _SEED_NUMBER.fullmatch(spelled):
            raise ValueError(f"the seed is a number or a text in double quotes, not "
                             f"{spelled!r:.40}")  # fmt: skip
        seed, rest = int(spelled), "," + tail
        key = seed_key(seed)
    elif word == "key":
        spelled, _, tail = rest.partition(",")
        if not _KEY.fullmatch(spelled):
            raise ValueError("the key is 64 hex digits (0-9, a-f)")
        seed, key, rest = spelled, bytes.fromhex(spelled), "," + tail
    else:
        raise ValueError("write 'seed S, counter N' or 'key HEX, counter N'")
    counter = _GENERATOR_END.fullmatch(rest)
    if counter is None:
        raise ValueError(f"the seed or key is followed by ', counter N', not {rest!r:.40}")
    return seed, key, _number(counter["counter"])
