"""Copenhagen's components: colours, cards, facade tiles, abilities and the house board's marks.

Numbers follow ``COPENHAGEN.md`` section 2 (the rulebook's counts, the tile shapes of Board Game
Arena's implementation). A card is its colour (cards of one colour are alike); the end card is
:data:`END_CARD`. A facade tile kind is ``colour * 4 + size - 2``.
"""

from __future__ import annotations

from enum import IntEnum

COLOURS = 5
COLOUR_LETTERS = "rygbp"
"""Red, yellow, green, blue, purple: the card and tile colours, in the notation's order."""
RED, YELLOW, GREEN, BLUE, PURPLE = range(COLOURS)
WHITE = COLOURS
"""The colour of the special tiles (colourless: never a card's colour)."""
END_CARD = COLOURS
"""The end card, in the deck or set aside."""

CARDS_PER_COLOUR = {2: 14, 3: 12, 4: 14}
"""Facade cards of each colour by player count (3 players put 2 of each colour back)."""
HARBOUR_SLOTS = 7
HAND_LIMIT = 7
STARTING_HANDS = (2, 3, 3, 4)
"""Cards dealt at set-up, in turn order from the first player."""
END_CARD_DEPTH = 10
"""The end card lies among the deck's bottom 10 cards (9 cards shuffled with it)."""
WINNING_POINTS = 12

COLUMNS = 5
FLOORS = 9
CELLS = COLUMNS * FLOORS
COAT_CELLS = ("c3", "e5", "b7", "d9")
COAT_FLOORS = (2, 4, 6)
"""Floors (numbered from 1) that earn a bonus when completed."""
FLOOR_POINTS = 1
COLUMN_POINTS = 2
WINDOWS_FACTOR = 2
"""A line of windows only scores double."""

SIZES = (2, 3, 4, 5)
TILE_KINDS = COLOURS * len(SIZES)
SPECIAL_TILES = 12
TILE_SHAPES: dict[int, tuple[str, str, str, str]] = {
    PURPLE: ("BW", "BWW", "BWWW", "BWWWW"),
    GREEN: ("BW", "BWW", "WWW/.B.", ".W./BWW/.W."),
    RED: ("BW", "WW/B.", "WW/BW", ".WW/BWW"),
    BLUE: ("BW", "WW/B.", "..W/BWW", "..W/BWW/..W"),
    YELLOW: ("BW", "WW/B.", ".WW/WB.", "W../WWW/..B"),
}
"""Each colour's tiles by size: rows top to bottom, ``B`` the brick cell, ``W`` a window."""
TILE_COPIES = (3, 3, 3, 1)
"""Tiles of each colour by size, before the removals for 2 and 3 players."""
TILES_REMOVED = {2: (1, 1, 1, 0), 3: (1, 0, 1, 0), 4: (0, 0, 0, 0)}
"""Tiles of each colour and size put back in the box, by player count."""


def tile_kind(colour: int, size: int) -> int:
    return colour * len(SIZES) + size - SIZES[0]


def kind_colour(kind: int) -> int:
    return kind // len(SIZES)


def kind_size(kind: int) -> int:
    return SIZES[kind % len(SIZES)]


def kind_name(kind: int) -> str:
    """The notation of a tile kind: colour letter and size, e.g. ``y4``."""
    return f"{COLOUR_LETTERS[kind_colour(kind)]}{kind_size(kind)}"


KIND_BY_NAME = {kind_name(kind): kind for kind in range(TILE_KINDS)}


def tile_supply(players: int) -> list[int]:
    """Tiles of every kind at set-up."""
    removed = TILES_REMOVED[players]
    return [TILE_COPIES[k % len(SIZES)] - removed[k % len(SIZES)] for k in range(TILE_KINDS)]


def deck_cards(players: int) -> list[int]:
    """The facade cards of a game (the end card apart), colour by colour."""
    return [colour for colour in range(COLOURS) for _ in range(CARDS_PER_COLOUR[players])]


class Ability(IntEnum):
    """The ability tiles; the notation's word is :attr:`notation`."""

    ANY = 0
    """Any cards: the two cards taken need not be adjacent."""
    EXTRA = 1
    """Additional card: a third card from anywhere in the harbour."""
    DISCOUNT = 2
    """Construction discount: a build costs one card fewer."""
    COLOURS = 3
    """Change of colours: the cards of one colour count as another for a build."""
    BOTH = 4
    """Both actions: take cards, then build."""

    @property
    def notation(self) -> str:
        return _ABILITY_WORDS[self]

    @property
    def bit(self) -> int:
        return 1 << self


_ABILITY_WORDS = ("any", "extra", "discount", "colours", "both")
ABILITY_BY_WORD = {word: Ability(index) for index, word in enumerate(_ABILITY_WORDS)}
ALL_ABILITIES = (1 << len(Ability)) - 1
STARTING_ABILITIES = Ability.ANY.bit
