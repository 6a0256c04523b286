"""Copenhagen's moves: immutable values with one text form each (``docs/notation.md``).

``parse_move(str(move)) == move`` for every move, and :func:`parse_move` reads nothing but that
canonical text (words may be separated by any white space).
"""

from __future__ import annotations

from enum import IntEnum
from functools import lru_cache
from typing import NamedTuple

from engine.copenhagen.components import (
    ABILITY_BY_WORD,
    COLOUR_LETTERS,
    COLOURS,
    HARBOUR_SLOTS,
    KIND_BY_NAME,
    Ability,
    kind_name,
)
from engine.copenhagen.house import cell_list, cell_name, parse_cell
from engine.errors import NotationError


class Kind(IntEnum):
    """What a move does; the notation's first word is the lower-case name."""

    TAKE = 0
    DISCARD = 1
    BUILD = 2
    SPECIAL = 3
    ABILITY = 4
    REFRESH = 5
    END = 6


_KIND_BY_WORD = {kind.name.lower(): kind for kind in Kind}
NO_PAYMENT = (0,) * COLOURS


class Move(NamedTuple):
    """One step of a turn. The meaning of the fields depends on ``kind``:

    - TAKE: ``a`` the harbour slots taken, a mask (bit ``i`` is slot ``i + 1``).
    - DISCARD: ``a`` the colour of the card put on the discard pile.
    - BUILD: ``a`` the tile kind, ``b`` its brick cell, ``c`` the mask of all its cells,
      ``pay`` the cards paid, a count per colour (red to purple).
    - SPECIAL: ``a`` the cell of the special tile.
    - ABILITY: ``a`` the :class:`~engine.copenhagen.components.Ability` taken.
    - REFRESH, END: nothing.
    """

    kind: Kind
    a: int = 0
    b: int = 0
    c: int = 0
    pay: tuple[int, ...] = NO_PAYMENT

    @staticmethod
    def take(*slots: int) -> Move:
        """Take the cards of harbour ``slots`` (numbered 1 to 7)."""
        return Move(Kind.TAKE, sum(1 << (slot - 1) for slot in slots))

    @staticmethod
    def discard(colour: int) -> Move:
        return Move(Kind.DISCARD, colour)

    @staticmethod
    def build(kind: int, brick: int, cells: int, pay: tuple[int, ...]) -> Move:
        return Move(Kind.BUILD, kind, brick, cells, pay)

    @staticmethod
    def special(cell: int) -> Move:
        return Move(Kind.SPECIAL, cell)

    @staticmethod
    def ability(ability: Ability) -> Move:
        return Move(Kind.ABILITY, int(ability))

    @staticmethod
    def refresh() -> Move:
        return Move(Kind.REFRESH)

    @staticmethod
    def end() -> Move:
        return Move(Kind.END)

    @property
    def slots(self) -> tuple[int, ...]:
        """A take's slots (1 to 7), ascending."""
        return tuple(i + 1 for i in range(HARBOUR_SLOTS) if self.a >> i & 1)

    def __str__(self) -> str:
        return _notation(self)

    def __repr__(self) -> str:
        return f"parse_move({str(self)!r})"


def payment_text(pay: tuple[int, ...]) -> str:
    """Cards paid as colour letters in the order r y g b p, ``-`` for none."""
    return "".join(letter * count for letter, count in zip(COLOUR_LETTERS, pay, strict=True)) or "-"


@lru_cache(maxsize=8192)
def _notation(move: Move) -> str:
    kind = move.kind
    word = kind.name.lower()
    if kind == Kind.TAKE:
        return " ".join([word, *(str(slot) for slot in move.slots)])
    if kind == Kind.DISCARD:
        return f"{word} {COLOUR_LETTERS[move.a]}"
    if kind == Kind.BUILD:
        windows = cell_list(move.c & ~(1 << move.b))
        cells = f"{cell_name(move.b)}:{windows}" if windows else cell_name(move.b)
        return f"{word} {kind_name(move.a)} {cells} {payment_text(move.pay)}"
    if kind == Kind.SPECIAL:
        return f"{word} {cell_name(move.a)}"
    if kind == Kind.ABILITY:
        return f"{word} {Ability(move.a).notation}"
    return word


@lru_cache(maxsize=8192)
def parse_move(text: str) -> Move:
    """The move written ``text``; raises :class:`~engine.helsinki.moves.NotationError` when it is
    none.

    Only the canonical form is read; the error names the canonical form of a move written
    another way (slots or cells out of order, say).
    """
    words = text.split()
    if not words or words[0] not in _KIND_BY_WORD:
        raise NotationError(f"unknown move {text[:40]!r}")
    kind = _KIND_BY_WORD[words[0]]
    try:
        move = _parse_args(kind, words[1:])
    except (ValueError, KeyError, IndexError) as error:
        raise NotationError(f"malformed move {text[:40]!r}: {error}") from None
    canonical = str(move)
    if " ".join(words) != canonical:
        raise NotationError(f"move {text[:40]!r} is not in canonical form: write {canonical!r}")
    return move


def _expect(args: list[str], count: int) -> None:
    if len(args) != count:
        raise ValueError(f"expected {count} argument(s), got {len(args)}")


def _colour(word: str) -> int:
    if len(word) != 1 or word not in COLOUR_LETTERS:
        raise ValueError(f"not a colour: {word!r}")
    return COLOUR_LETTERS.index(word)


def _parse_args(kind: Kind, args: list[str]) -> Move:
    if kind == Kind.TAKE:
        if not 1 <= len(args) <= HARBOUR_SLOTS:
            raise ValueError("a take names one to seven harbour slots")
        slots = []
        for word in args:
            if len(word) != 1 or word not in "1234567":
                raise ValueError(f"no harbour slot {word!r}")
            slots.append(int(word))
        if len(set(slots)) != len(slots):
            raise ValueError("a slot is named twice")
        return Move.take(*slots)
    if kind == Kind.DISCARD:
        _expect(args, 1)
        return Move.discard(_colour(args[0]))
    if kind == Kind.BUILD:
        _expect(args, 3)
        return _parse_build(*args)
    if kind == Kind.SPECIAL:
        _expect(args, 1)
        return Move.special(parse_cell(args[0]))
    if kind == Kind.ABILITY:
        _expect(args, 1)
        if args[0] not in ABILITY_BY_WORD:
            raise ValueError(f"not an ability: {args[0]!r}")
        return Move.ability(ABILITY_BY_WORD[args[0]])
    _expect(args, 0)
    return Move(kind)


def _parse_build(tile: str, where: str, payment: str) -> Move:
    if tile not in KIND_BY_NAME:
        raise ValueError(f"not a tile: {tile!r}")
    kind = KIND_BY_NAME[tile]
    brick_name, _, window_names = where.partition(":")
    brick = parse_cell(brick_name)
    windows = [parse_cell(name) for name in window_names.split(",")] if window_names else []
    cells = 1 << brick
    for cell in windows:
        if cells >> cell & 1:
            raise ValueError("a cell is named twice")
        cells |= 1 << cell
    pay = [0] * COLOURS
    if payment != "-":
        for letter in payment:
            pay[_colour(letter)] += 1
    return Move.build(kind, brick, cells, tuple(pay))
