"""The values of the position notation's fields: each field's text read into the engine's
numbers, with a ``ValueError`` that says what is wrong (:mod:`engine.position` adds the line)."""

from __future__ import annotations

import json
import re
from collections.abc import Callable
from typing import TypeVar

from engine import bitboard as bb
from engine.components import (
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
from engine.consistency import tile_name
from engine.game import MAX_PLAYERS, MIN_PLAYERS, RULESET_VERSION, Phase
from engine.options import Variant
from engine.rng import seed_key

FORMAT = "helsinki-position/1"
NONE = "none"
CHOSEN = " (chosen)"
REST = "..."
EMPTY_SLOT = "-"
WAIVED = "ignored until the end of round "
KEPT = "kept"
T = TypeVar("T")


def read_format(text: str) -> str:
    if text != FORMAT:
        raise ValueError(f"this program reads {FORMAT}, not {text!r:.40}")
    return text


def read_ruleset(text: str) -> str:
    if text != RULESET_VERSION:
        raise ValueError(f"the position uses rule set {text!r:.40}; this program plays "
                         f"{RULESET_VERSION!r}")  # fmt: skip
    return text


_NUMBER = re.compile(r"0|[1-9][0-9]{0,17}")


def read_number(text: str) -> int:
    """A whole number written plainly (``12``: no sign, no leading zero), below 10**18."""
    if not _NUMBER.fullmatch(text):
        raise ValueError(f"not a number: {text!r:.40}")
    return int(text)


def number_at_most(largest: int) -> Callable[[str], int]:
    def parse(text: str) -> int:
        value = read_number(text)
        if value > largest:
            raise ValueError(f"{value} is more than {largest}")
        return value

    return parse


def read_players(text: str) -> int:
    players = read_number(text)
    if not MIN_PLAYERS <= players <= MAX_PLAYERS:
        raise ValueError(f"Helsinki is for {MIN_PLAYERS} to {MAX_PLAYERS} players")
    return players


def read_yes_no(text: str) -> bool:
    if text not in ("yes", "no"):
        raise ValueError(f"write yes or no, not {text!r:.40}")
    return text == "yes"


def with_choice(parse: Callable[[str], T]) -> Callable[[str], tuple[T, bool]]:
    """A value that may end with ``(chosen)``: (the value, whether it was chosen at set-up)."""

    def read(text: str) -> tuple[T, bool]:
        chosen = text.endswith(CHOSEN.strip())
        return parse(text.removesuffix(CHOSEN.strip()).strip()), chosen

    return read


def read_seat_number(text: str) -> int:
    if not text.startswith("seat "):
        raise ValueError(f"write 'seat N', not {text!r:.40}")
    return number_at_most(MAX_PLAYERS - 1)(text.removeprefix("seat "))


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


_GENERATOR_END = re.compile(r", counter (?P<counter>\S+)")
_SEED_NUMBER = re.compile(r"-?(?:0|[1-9][0-9]{0,999})")
_KEY = re.compile(r"[0-9a-f]{64}")


def read_generator(text: str) -> tuple[int | str, bytes, int]:
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
    return seed, key, read_number(counter["counter"])
