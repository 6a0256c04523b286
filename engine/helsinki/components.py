"""Component data of Helsinki, loaded once from ``resources/components.json``.

Everything the rules need to know about the physical game lives in that one data file; this
module turns it into compact tables: colours, the card table (a card is an ``int`` index), tile
shapes, the player board squares and the action board.
"""

from __future__ import annotations

import json
from dataclasses import dataclass
from enum import IntEnum
from importlib import resources
from typing import Any

BOARD_SIZE = 7
SQUARES = BOARD_SIZE * BOARD_SIZE


def _load() -> dict[str, Any]:
    text = resources.files("resources").joinpath("components.json").read_text(encoding="utf-8")
    data: dict[str, Any] = json.loads(text)
    return data


DATA = _load()


class Colour(IntEnum):
    """The five colours of pavilion tiles and cards (not player colours)."""

    RED = 0
    YELLOW = 1
    GREEN = 2
    BLUE = 3
    PURPLE = 4

    @property
    def letter(self) -> str:
        return "rygbp"[self]


WILD = 5
"""Colour index of wild cards and wild tiles."""

COLOUR_LETTERS = "rygbpw"


class Side(IntEnum):
    """Edges of the senate board and of every player board."""

    N = 0
    E = 1
    S = 2
    W = 3


class Action(IntEnum):
    """The 15 actions of the action board, in board order (row by row, west to east)."""

    MOVE6 = 0
    WILD2 = 1
    ANYSIDE = 2
    EXTRADRAW = 3
    FEWER = 4
    MOVE5 = 5
    WILD1 = 6
    SECOND = 7
    POINTS = 8
    ANYWILD = 9
    BACK = 10
    NOLIMIT = 11
    DRAWBUILD = 12
    EXTRASS = 13
    RELOCATE = 14

    @property
    def notation(self) -> str:
        return self.name.lower()


_board_rows: list[list[str]] = DATA["action_board"]["rows"]
assert [a.notation for a in Action] == [name for row in _board_rows for name in row]
ACTION_ROWS = len(_board_rows)
ACTION_COLUMNS = len(_board_rows[0])
FIRST_GAME_COVERED = frozenset(
    Action(DATA["action_board"]["first_game_covers_row"] * ACTION_COLUMNS + i)
    for i in range(ACTION_COLUMNS)
)
NEW_CHALLENGES_COVERED: int = DATA["action_board"]["new_challenges_covers"]
POINTS_ACTION_VALUE: int = DATA["action_board"]["points_action_value"]


@dataclass(frozen=True, slots=True)
class Card:
    """One kind of pavilion card: colour, number of cards to play, tile it shows, superstructures.

    Wild cards have colour ``WILD``, number 0 and no tile.
    """

    index: int
    colour: int
    number: int
    roofs: int
    superstructures: int
    copies: int

    @property
    def is_wild(self) -> bool:
        return self.colour == WILD

    @property
    def notation(self) -> str:
        if self.is_wild:
            return "w"
        plus = "+" * self.superstructures
        return f"{COLOUR_LETTERS[self.colour]}{self.number}/{self.roofs}{plus}"


def _cards() -> tuple[Card, ...]:
    cards: list[Card] = []
    for colour in Colour:
        for row in DATA["cards"]["per_colour"]:
            cards.append(
                Card(
                    len(cards),
                    colour,
                    row["number"],
                    row["roofs"],
                    row["superstructures"],
                    row["copies"],
                )
            )
    cards.append(Card(len(cards), WILD, 0, 0, 0, DATA["cards"]["wild_cards"]))
    return tuple(cards)


CARDS = _cards()
WILD_CARD = len(CARDS) - 1
DECK = tuple(card.index for card in CARDS for _ in range(card.copies))
"""Every card of the full game (before the removals for two or three players), in card order."""
CARD_BY_NOTATION = {card.notation: card.index for card in CARDS}
CARD_COLOUR = tuple(card.colour for card in CARDS)
CARD_NUMBER = tuple(card.number for card in CARDS)
CARD_ROOFS = tuple(card.roofs for card in CARDS)
CARD_SUPERSTRUCTURES = tuple(card.superstructures for card in CARDS)

TILE_SIZES = tuple(sorted(int(k) for k in DATA["tiles"]["copies_by_roofs"]))
TILE_COPIES = tuple(DATA["tiles"]["copies_by_roofs"][str(size)] for size in TILE_SIZES)
WILD_TILES: int = DATA["tiles"]["wild_tiles"]
SUPERSTRUCTURES: int = DATA["superstructures"]
HAND_LIMIT: int = DATA["hand_limit"]
STARTING_HAND: int = DATA["starting_hand"]
DISPLAY_SLOTS: int = DATA["display_slots"]


def tile_kind(colour: int, roofs: int) -> int:
    """Index of the tile kind (a colour and a size) in the supply table."""
    return colour * len(TILE_SIZES) + TILE_SIZES.index(roofs)


TILE_KINDS = len(Colour) * len(TILE_SIZES)
CARD_TILE_KIND = tuple(-1 if card.is_wild else tile_kind(card.colour, card.roofs) for card in CARDS)


def _shape_cells(text: str) -> tuple[tuple[int, int], ...]:
    return tuple(
        (r, c) for r, line in enumerate(text.split("/")) for c, ch in enumerate(line) if ch == "#"
    )


TILE_SHAPES: tuple[tuple[tuple[int, int], ...], ...] = tuple(
    _shape_cells(DATA["tiles"]["shapes"][colour.name.lower()][str(size)])
    for colour in Colour
    for size in TILE_SIZES
)
"""Cells (row, col) of each tile kind, in the orientation of the data file."""

assert all(len(TILE_SHAPES[tile_kind(c, s)]) == s for c in Colour for s in TILE_SIZES)


def _square(rc: list[int]) -> int:
    return rc[0] * BOARD_SIZE + rc[1]


_board = DATA["player_board"]
STATUE = _square(_board["statue"])
COATS_OF_ARMS = tuple(_square(rc) for rc in _board["coats_of_arms"]["squares"])
CROSSWALKS = tuple(_square(rc) for rc in _board["crosswalks"]["squares"])

SPACE_SIDES = tuple(Side[s] for s in DATA["senate"]["sides_of_spaces"])
SENATE_SPACES = len(SPACE_SIDES)


def removed_cards(players: int) -> dict[str, Any]:
    """The card removal rule for a player count (per colour, in total, wild)."""
    rule: dict[str, Any] = DATA["removed_cards"][str(players)]
    return rule


def removal_groups(players: int) -> tuple[tuple[frozenset[int], int], ...]:
    """The set-up's card removals for a player count: (kinds of card, copies of them removed).

    Listed in the order the generator chooses them: per colour, per number and colour; then
    per number among all colours; then the wild cards.
    """
    rule = removed_cards(players)
    groups = [
        (frozenset(c.index for c in CARDS if c.colour == colour and c.number == int(number)), n)
        for number, n in rule["per_colour"].items()
        for colour in Colour
    ]
    groups += [
        (frozenset(c.index for c in CARDS if c.number == int(number) and not c.is_wild), n)
        for number, n in rule["any_colour"].items()
    ]
    groups.append((frozenset((WILD_CARD,)), rule["wild"]))
    return tuple(groups)


def dry_roads_bonuses(players: int) -> tuple[int, ...]:
    """Dry roads bonus cards for a player count, best first."""
    return tuple(sorted(DATA["dry_roads"]["bonus_cards"][str(players)], reverse=True))
