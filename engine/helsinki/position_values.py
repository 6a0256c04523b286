"""The values of the position notation's fields: each field's text read into the engine's
numbers, with a ``ValueError`` that says what is wrong (:mod:`engine.helsinki.position` adds the
line)."""

from __future__ import annotations

from engine.helsinki import bitboard as bb
from engine.helsinki.components import (
    CARD_BY_NOTATION,
    COLOUR_LETTERS,
    DISPLAY_SLOTS,
    SENATE_SPACES,
    TILE_KINDS,
    TILE_SIZES,
    WILD,
    Action,
    tile_kind,
)
from engine.helsinki.consistency import tile_name
from engine.helsinki.game import MAX_PLAYERS, MIN_PLAYERS, RULESET_VERSION, Phase
from engine.helsinki.options import Variant
from engine.position_text import EMPTY_SLOT, NONE, number_at_most, read_number

REST = "..."
WAIVED = "ignored until the end of round "
KEPT = "kept"




def read_ruleset(text: str) -> str:
    if text != RULESET_VERSION:
        raise ValueError(f"the position uses rule set {text!r:.40}; this program plays "
                         f"{RULESET_VERSION!r}")  # fmt: skip
    return text








def read_players(text: str) -> int:
    players = read_number(text)
    if not MIN_PLAYERS <= players <= MAX_PLAYERS:
        raise ValueError(f"Helsinki is for {MIN_PLAYERS} to {MAX_PLAYERS} players")
    return players








_STEP_BY_NAME = {phase.name.lower(): phase for phase in Phase}
_VARIANT_BY_NAME = {str(variant): variant for variant in Variant}


def read_step(text: str) -> Phase:
    if text not in _STEP_BY_NAME:
        raise ValueError(f"unknown step {text!r:.40}; steps: {', '.join(_STEP_BY_NAME)}")
    return _STEP_BY_NAME[text]


def read_variant(text: str) -> Variant:
    if text not in _VARIANT_BY_NAME:
        raise ValueError(f"unknown variant {text!r:.40}; variants: {', '.join(_VARIANT_BY_NAME)}")
    return _VARIANT_BY_NAME[text]


def read_token(text: str) -> int:
    return -1 if text == NONE else number_at_most(SENATE_SPACES - 1)(text)


def read_bonus(text: str) -> int:
    return 0 if text == NONE else read_number(text)


def read_hand_limit(text: str) -> int:
    if text == KEPT:
        return -1
    if not text.startswith(WAIVED):
        raise ValueError(f"write {KEPT!r} or '{WAIVED}N', not {text!r:.60}")
    return read_number(text.removeprefix(WAIVED))


def split_words(text: str) -> list[str]:
    """The words of a list; ``none`` is the empty list."""
    if not text:
        raise ValueError(f"empty: write {NONE!r}")
    return [] if text == NONE else text.split()


def read_numbers(text: str) -> list[int]:
    return [read_number(word) for word in split_words(text)]


def read_card(word: str) -> int:
    if word not in CARD_BY_NOTATION:
        raise ValueError(f"not a card: {word!r:.40}")
    return CARD_BY_NOTATION[word]


def read_cards_list(text: str) -> list[int]:
    return [read_card(word) for word in split_words(text)]


def read_display(text: str) -> list[int]:
    words = text.split()
    if len(words) != DISPLAY_SLOTS:
        raise ValueError(f"{DISPLAY_SLOTS} slots, each a card or '{EMPTY_SLOT}', not "
                         f"{len(words)}")  # fmt: skip
    return [-1 if word == EMPTY_SLOT else read_card(word) for word in words]


def read_pile(text: str) -> tuple[list[int], bool]:
    """The pile, top first; whether it ends with ``...`` (the rest of the cards in play)."""
    words = text.split()
    if words and words[-1] == REST:
        return [read_card(word) for word in words[:-1]], True
    return read_cards_list(text), False


def read_squares(text: str) -> int:
    if text == NONE:
        return 0
    names = text.split(",")
    mask = bb.mask_of([bb.parse_square(name.strip()) for name in names])
    if mask.bit_count() != len(names):
        raise ValueError("a square is named twice")
    return mask


def read_tiles(text: str) -> list[tuple[int, int]]:
    """Tiles in build order: ``r c3,c4; w e5`` (colour letter, squares)."""
    if text == NONE:
        return []
    tiles = []
    for entry in text.split(";"):
        letter, _, squares = entry.strip().partition(" ")
        if len(letter) != 1 or letter not in COLOUR_LETTERS:
            raise ValueError(f"a tile is a colour ({', '.join(COLOUR_LETTERS)}) and its "
                             f"squares, not {entry.strip()!r:.40}")  # fmt: skip
        mask = read_squares(squares.strip())
        if not mask:
            raise ValueError(f"the tile {entry.strip()!r:.40} covers no square")
        tiles.append((COLOUR_LETTERS.index(letter), mask))
    return tiles


def read_tile_kind(text: str) -> int:
    """A tile kind as players know it: ``r/3`` is the red 3-roof tile."""
    letter, slash, size = text.partition("/")
    if not slash or len(letter) != 1 or letter not in COLOUR_LETTERS[:WILD]:
        raise ValueError(f"not a tile: {text!r:.40} (a tile is written like r/3)")
    roofs = read_number(size)
    if roofs not in TILE_SIZES:
        raise ValueError(f"no tile has {roofs} roofs")
    return tile_kind(COLOUR_LETTERS.index(letter), roofs)


def read_pending_tile(text: str) -> int:
    return -1 if text == NONE else read_tile_kind(text)


def read_tile_supply(text: str) -> list[int]:
    """Every kind of tile once with the number left: ``r/2 3, r/3 2, ...``."""
    supply: dict[int, int] = {}
    for entry in text.split(","):
        name, _, count = entry.strip().partition(" ")
        kind = read_tile_kind(name)
        if kind in supply:
            raise ValueError(f"{name} is given twice")
        supply[kind] = read_number(count.strip())
    missing = [tile_name(k) for k in range(TILE_KINDS) if k not in supply]
    if missing:
        raise ValueError(f"every tile is listed: {', '.join(missing)} are missing")
    return [supply[kind] for kind in range(TILE_KINDS)]


_ACTION_BY_NAME = {action.notation: action for action in Action}


def read_actions(text: str) -> int:
    mask = 0
    for word in split_words(text):
        if word not in _ACTION_BY_NAME:
            raise ValueError(f"not an action: {word!r:.40}")
        if mask >> _ACTION_BY_NAME[word] & 1:
            raise ValueError(f"{word} is named twice")
        mask |= 1 << _ACTION_BY_NAME[word]
    return mask


def actions_of(mask: int) -> tuple[Action, ...]:
    return tuple(action for action in Action if mask >> action & 1)




