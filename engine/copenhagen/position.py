"""Copenhagen's positions: a whole game state as text, in the position notation's framing
(``docs/position.md``): one ``field: value`` line per part of the state, ``ruleset:
copenhagen-1`` naming the game.

:func:`write_position` writes a game's state; :func:`read_position` reads it back into a
:class:`~engine.copenhagen.game.CopenhagenGame` with the state hash of the one written, which
continues exactly as it does. The reader checks the text, then the state
(:mod:`engine.copenhagen.position_checks`), and raises
:class:`~engine.helsinki.position.PositionError` naming the line for anything malformed or
inconsistent. Like Helsinki's, it takes comments, blank lines, fields in any order and the
fields that have a default left out; what :func:`write_position` writes is the canonical form.
"""

from __future__ import annotations

import json
from collections.abc import Iterator

from engine.copenhagen.components import (
    COLOUR_LETTERS,
    COLOURS,
    COLUMNS,
    END_CARD,
    END_CARD_DEPTH,
    FLOORS,
    HARBOUR_SLOTS,
    KIND_BY_NAME,
    SPECIAL_TILES,
    STARTING_ABILITIES,
    TILE_KINDS,
    WHITE,
    Ability,
    kind_name,
)
from engine.copenhagen.game import MAX_PLAYERS, MIN_PLAYERS, VERSION, CopenhagenGame
from engine.copenhagen.options import CopenhagenOptions
from engine.copenhagen.player import Player
from engine.copenhagen.position_checks import (
    HOUSE,
    SPECIAL_SUPPLY,
    TILE_SUPPLY,
    check_position,
    tiles_built,
)
from engine.copenhagen.scoring import score
from engine.copenhagen.step import Ending, Step
from engine.errors import PositionError
from engine.position_text import (
    CHOSEN,
    EMPTY_SLOT,
    FORMAT,
    NONE,
    FieldLines,
    number_at_most,
    read_format,
    read_generator,
    read_number,
    read_seat_number,
    read_yes_no,
    with_choice,
)
from engine.rng import Rng, seed_key

SUFFIX = ".copenhagen-position"
"""The usual ending of a Copenhagen position file's name."""
SEED_LABEL = "copenhagen"
"""The label of the seed's key (:func:`engine.rng.seed_key`) in Copenhagen's games."""
END = "end"
"""How a deck names the end card."""
WINDOW, SPECIAL, NO_CELL = "rygbp", "w", "."
SET_ASIDE, BURIED = "set aside", "bottom "

_STEP_BY_NAME = {step.name.lower(): step for step in Step}
_ENDING_NAMES = {Ending.NONE: NONE, Ending.POINTS: "points", Ending.END_CARD: "end card"}
_ENDING_BY_NAME = {name: ending for ending, name in _ENDING_NAMES.items()}
_ABILITY_BY_WORD = {ability.notation: ability for ability in Ability}


def seat_field(seat: int, part: str) -> str:
    return f"seat {seat} {part}"


# ------------------------------------------------------------------- writing


def write_position(game: CopenhagenGame) -> str:
    """The state of ``game`` in the position notation: one line a field, in a fixed order."""
    return "".join(f"{field}: {value}\n" for field, value in _fields(game))


def _fields(game: CopenhagenGame) -> Iterator[tuple[str, str]]:
    chosen = CHOSEN if game.options.start_seat is not None else ""
    yield "format", FORMAT
    yield "ruleset", VERSION
    yield "players", str(game.n)
    yield "start seat", f"{game.start_seat}{chosen}"
    yield "generator", _write_generator(game)
    yield "moves", str(game.ply)
    yield "turn", f"seat {game.seat}"
    yield "step", game.step.name.lower()
    yield "took", _yes_no(game.took)
    yield "pending bonuses", str(game.pending)
    yield "ending", _ENDING_NAMES[game.ending]
    yield "harbour", " ".join(_card(c) if c >= 0 else EMPTY_SLOT for c in game.harbour)
    yield "deck", " ".join(_card(c) for c in reversed(game.deck)) or NONE
    yield "end card", f"{BURIED}{game.end_depth}" if game.end_depth else SET_ASIDE
    yield "reshuffled", _yes_no(game.reshuffled)
    yield "discard", " ".join(_card(c) for c in reversed(game.discard)) or NONE
    yield TILE_SUPPLY, ", ".join(f"{kind_name(k)} {n}" for k, n in enumerate(game.tiles))
    yield SPECIAL_SUPPLY, str(game.specials)
    for seat, player in enumerate(game.players):
        hand = [COLOUR_LETTERS[c] for c in range(COLOURS) for _ in range(player.hand[c])]
        yield seat_field(seat, "hand"), " ".join(hand) or NONE
        yield seat_field(seat, HOUSE), write_house(player)
        yield seat_field(seat, "abilities"), _abilities(player.owned)
        yield seat_field(seat, "used abilities"), _abilities(player.used)


def _write_generator(game: CopenhagenGame) -> str:
    """``seed S`` when the generator's key is the seed's, else the key (a determinized copy)."""
    seed, rng = game.seed, game.rng
    if seed_key(seed, SEED_LABEL) == rng.key:
        origin = json.dumps(seed) if isinstance(seed, str) else str(seed)
        return f"seed {origin}, counter {rng.counter}"
    return f"key {rng.key.hex()}, counter {rng.counter}"


def _card(card: int) -> str:
    return END if card == END_CARD else COLOUR_LETTERS[card]


def _yes_no(value: bool) -> str:
    return "yes" if value else "no"


def _abilities(mask: int) -> str:
    return " ".join(a.notation for a in Ability if mask & a.bit) or NONE


def write_house(player: Player) -> str:
    """The house's floors from the top (9) down, ``/`` between floors, a character a cell from
    ``a`` to ``e``: ``.`` empty, a colour letter for a window, upper case for a brick, ``w``
    for a special tile."""
    return "/".join(
        "".join(_cell_mark(player, floor * COLUMNS + column) for column in range(COLUMNS))
        for floor in reversed(range(FLOORS))
    )


def _cell_mark(player: Player, cell: int) -> str:
    bit = 1 << cell
    if player.colours[WHITE] & bit:
        return SPECIAL
    for colour in range(COLOURS):
        if player.colours[colour] & bit:
            letter = WINDOW[colour]
            return letter.upper() if player.bricks & bit else letter
    return NO_CELL


# ------------------------------------------------------------------- reading


def read_position(text: str) -> CopenhagenGame:
    """The game at the position ``text``; raises :class:`~engine.helsinki.position.PositionError`
    saying what is wrong (naming the line)."""
    lines = FieldLines(text)
    game = CopenhagenGame.__new__(CopenhagenGame)
    _read_set_up(lines, game)
    _read_turn(lines, game)
    _read_cards(lines, game)
    game.players = [_read_seat(lines, seat) for seat in range(game.n)]
    tiles = lines.get(TILE_SUPPLY, _read_tile_supply)
    specials = lines.get(SPECIAL_SUPPLY, number_at_most(SPECIAL_TILES))
    lines.check_all_read(game.n)
    game.tiles = _tiles_left(lines, game) if tiles is None else tiles
    whites = sum(p.colours[WHITE].bit_count() for p in game.players)
    game.specials = SPECIAL_TILES - whites if specials is None else specials
    for player in game.players:
        player.points = score(player.filled, player.bricks).total
    game._legal = game._legal_set = None
    check_position(game, lines.where)
    return game


def _read_set_up(lines: FieldLines, game: CopenhagenGame) -> None:
    lines.need("format", read_format)
    lines.need("ruleset", _read_ruleset)
    game.n = lines.need("players", _read_players)
    start, chosen = lines.need("start seat", with_choice(read_number))
    if start >= game.n:
        raise PositionError(f"{lines.where('start seat')}no seat {start} in a {game.n}-player "
                            "game")  # fmt: skip
    game.start_seat = start
    game.options = CopenhagenOptions(start if chosen else None)
    game.seed, key, counter = lines.need("generator", _read_generator)
    game.rng = Rng(key, counter)
    game.ply = lines.need("moves", read_number)


def _read_turn(lines: FieldLines, game: CopenhagenGame) -> None:
    game.seat = lines.need("turn", read_seat_number)
    if game.seat >= game.n:
        raise PositionError(f"{lines.where('turn')}no seat {game.seat} in a {game.n}-player game")
    game.step = lines.need("step", _read_step)
    game.took = bool(lines.get("took", read_yes_no))
    game.pending = lines.get("pending bonuses", read_number) or 0
    game.ending = lines.get("ending", _read_ending) or Ending.NONE


def _read_cards(lines: FieldLines, game: CopenhagenGame) -> None:
    game.harbour = lines.need("harbour", _read_harbour)
    game.deck = lines.need("deck", _read_deck)[::-1]
    game.reshuffled = bool(lines.get("reshuffled", read_yes_no))
    depth = lines.get("end card", _read_end_card)
    if depth is None:
        depth = END_CARD_DEPTH if game.n == 2 or game.reshuffled else 0
    game.end_depth = depth
    game.discard = (lines.get("discard", _read_cards_list) or [])[::-1]


def _read_seat(lines: FieldLines, seat: int) -> Player:
    player = Player()
    for colour in lines.need(seat_field(seat, "hand"), _read_cards_list):
        player.hand[colour] += 1
    house = lines.get(seat_field(seat, HOUSE), read_house)
    if house is not None:
        player.filled, player.bricks, player.colours = house
    owned = lines.get(seat_field(seat, "abilities"), _read_abilities)
    player.owned = STARTING_ABILITIES if owned is None else owned
    player.used = lines.get(seat_field(seat, "used abilities"), _read_abilities) or 0
    return player


def _tiles_left(lines: FieldLines, game: CopenhagenGame) -> list[int]:
    """The tile supply when the position does not say: the set-up's, less the tiles the houses
    hold (each colour's cells cut into that colour's tiles, as any way of cutting them gives)."""
    left = CopenhagenGame.new(game.n, 0).tiles
    for seat, player in enumerate(game.players):
        built = tiles_built(player)
        if built is None:
            where = lines.where(seat_field(seat, HOUSE))
            raise PositionError(f"{where}the cells of one colour are no tiles of that colour, "
                                "each with one brick")  # fmt: skip
        for kind in built:
            left[kind] -= 1
    return left


# --------------------------------------------------------------- field values


def _read_ruleset(text: str) -> str:
    if text != VERSION:
        raise ValueError(f"the position uses rule set {text!r:.40}; Copenhagen's is {VERSION!r}")
    return text


def _read_players(text: str) -> int:
    players = read_number(text)
    if not MIN_PLAYERS <= players <= MAX_PLAYERS:
        raise ValueError(f"Copenhagen is for {MIN_PLAYERS} to {MAX_PLAYERS} players")
    return players


def _read_generator(text: str) -> tuple[int | str, bytes, int]:
    """``seed S, counter N`` (the key is Copenhagen's key of the seed) or ``key HEX, counter N``."""
    seed, key, counter = read_generator(text)
    if text.startswith("seed"):
        key = seed_key(seed, SEED_LABEL)
    return seed, key, counter


def _read_step(text: str) -> Step:
    if text not in _STEP_BY_NAME:
        raise ValueError(f"unknown step {text!r:.40}; steps: {', '.join(_STEP_BY_NAME)}")
    return _STEP_BY_NAME[text]


def _read_ending(text: str) -> Ending:
    if text not in _ENDING_BY_NAME:
        raise ValueError(f"write {', '.join(_ENDING_BY_NAME)}, not {text!r:.40}")
    return _ENDING_BY_NAME[text]


def _read_colour(word: str) -> int:
    if len(word) != 1 or word not in COLOUR_LETTERS:
        raise ValueError(f"not a card: {word!r:.40} (cards are r, y, g, b, p)")
    return COLOUR_LETTERS.index(word)


def _read_cards_list(text: str) -> list[int]:
    """Colour letters separated by spaces, or ``none``."""
    return [] if text == NONE else [_read_colour(word) for word in text.split()]


def _read_deck(text: str) -> list[int]:
    """The deck's cards, top first; ``end`` is the end card."""
    if text == NONE:
        return []
    cards = [END_CARD if word == END else _read_colour(word) for word in text.split()]
    if cards.count(END_CARD) > 1:
        raise ValueError("the end card is named twice")
    return cards


def _read_harbour(text: str) -> list[int]:
    words = text.split()
    if len(words) != HARBOUR_SLOTS:
        raise ValueError(f"the harbour has {HARBOUR_SLOTS} slots, each a card or "
                         f"{EMPTY_SLOT!r}, not {len(words)}")  # fmt: skip
    return [-1 if word == EMPTY_SLOT else _read_colour(word) for word in words]


def _read_end_card(text: str) -> int:
    if text == SET_ASIDE:
        return 0
    if not text.startswith(BURIED):
        raise ValueError(f"write '{SET_ASIDE}' or '{BURIED}N', not {text!r:.40}")
    depth = read_number(text.removeprefix(BURIED))
    if not 1 <= depth <= END_CARD_DEPTH:
        raise ValueError(f"the end card lies among the bottom 1 to {END_CARD_DEPTH} cards")
    return depth


def _read_abilities(text: str) -> int:
    mask = 0
    for word in [] if text == NONE else text.split():
        if word not in _ABILITY_BY_WORD:
            raise ValueError(f"not an ability: {word!r:.40} (abilities: "
                             f"{', '.join(_ABILITY_BY_WORD)})")  # fmt: skip
        if mask & _ABILITY_BY_WORD[word].bit:
            raise ValueError(f"{word} is named twice")
        mask |= _ABILITY_BY_WORD[word].bit
    return mask


def _read_tile_supply(text: str) -> list[int]:
    """Every tile kind once with the number left: ``r2 2, r3 3, ...``."""
    supply: dict[int, int] = {}
    for entry in text.split(","):
        name, _, count = entry.strip().partition(" ")
        if name not in KIND_BY_NAME:
            raise ValueError(f"not a tile: {name!r:.40} (tiles are r2 to p5)")
        if KIND_BY_NAME[name] in supply:
            raise ValueError(f"{name} is given twice")
        supply[KIND_BY_NAME[name]] = read_number(count.strip())
    missing = [kind_name(k) for k in range(TILE_KINDS) if k not in supply]
    if missing:
        raise ValueError(f"every tile is listed: {', '.join(missing)} missing")
    return [supply[kind] for kind in range(TILE_KINDS)]


def read_house(text: str) -> tuple[int, int, list[int]]:
    """A house (:func:`write_house`): its filled cells, brick cells and cells of each colour
    (the special tiles' last); ``none`` is an empty house."""
    colours = [0] * (COLOURS + 1)
    if text == NONE:
        return 0, 0, colours
    floors = text.split("/")
    if len(floors) != FLOORS or any(len(floor) != COLUMNS for floor in floors):
        raise ValueError(f"a house is {FLOORS} floors of {COLUMNS} cells, the top floor first, "
                         "'/' between floors")  # fmt: skip
    filled = bricks = 0
    for index, row in enumerate(floors):
        floor = FLOORS - 1 - index
        for column, mark in enumerate(row):
            bit = 1 << (floor * COLUMNS + column)
            if mark == NO_CELL:
                continue
            if mark == SPECIAL:
                colours[WHITE] |= bit
            elif mark.lower() in WINDOW:
                colours[WINDOW.index(mark.lower())] |= bit
                bricks |= bit if mark.isupper() else 0
            else:
                raise ValueError(f"floor {floor + 1}: {mark!r} is no cell (write '.', a colour "
                                 "letter r y g b p, upper case for a brick, or w)")  # fmt: skip
            filled |= bit
    return filled, bricks, colours

