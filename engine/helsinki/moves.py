"""Moves: small immutable values with a text notation (see ``docs/notation.md``).

Every step of a turn is one move. ``Move.parse(str(move)) == move`` for every move, and
``Move.parse`` reads nothing but that canonical text.
"""

from __future__ import annotations

from enum import IntEnum
from functools import lru_cache
from typing import NamedTuple

from engine.errors import NotationError
from engine.helsinki.bitboard import mask_of, parse_square, square_list, square_name
from engine.helsinki.components import CARD_BY_NOTATION, CARDS, SENATE_SPACES, Action


class Kind(IntEnum):
    """What a move does; the notation's first word is the lower-case name (``ss`` for SS)."""

    PLACE = 0
    MOVE = 1
    DRAW = 2
    BUILD = 3
    PUSH = 4
    SS = 5
    WILD = 6
    ACT = 7
    RELOCATE = 8
    DISCARD = 9
    END = 10


_KIND_BY_WORD = {kind.name.lower(): kind for kind in Kind}


class Move(NamedTuple):
    """One step of a turn.

    The meaning of ``a``, ``b`` and ``cards`` depends on ``kind``:

    - PLACE: ``a`` the senate space (0-7) of the start player's token.
    - MOVE: ``a`` the number of spaces, clockwise; -1 is one space back.
    - DRAW, END: nothing.
    - BUILD: ``cards`` the card showing the tile, then the other cards played, sorted.
    - PUSH: ``a`` the squares where the pushed tile comes to rest (a mask).
    - SS: ``a`` the roofs that receive the superstructures (a mask).
    - WILD: ``a`` the square of a wild tile.
    - ACT: ``a`` the :class:`~engine.helsinki.components.Action` paid with a coat of arms.
    - RELOCATE: ``a`` the square a superstructure leaves, ``b`` the roof it goes to.
    - DISCARD: ``a`` the card put on the discard pile (one card a move).
    """

    kind: Kind
    a: int = 0
    b: int = 0
    cards: tuple[int, ...] = ()

    @staticmethod
    def place(space: int) -> Move:
        return Move(Kind.PLACE, space)

    @staticmethod
    def move(distance: int) -> Move:
        return Move(Kind.MOVE, distance)

    @staticmethod
    def draw() -> Move:
        return _DRAW

    @staticmethod
    def build(card: int, payment: tuple[int, ...] = ()) -> Move:
        return Move(Kind.BUILD, 0, 0, (card, *sorted(payment)))

    @staticmethod
    def push(mask: int) -> Move:
        return Move(Kind.PUSH, mask)

    @staticmethod
    def superstructures(mask: int) -> Move:
        return Move(Kind.SS, mask)

    @staticmethod
    def wild(square: int) -> Move:
        return Move(Kind.WILD, square)

    @staticmethod
    def act(action: Action) -> Move:
        return Move(Kind.ACT, int(action))

    @staticmethod
    def relocate(source: int, target: int) -> Move:
        return Move(Kind.RELOCATE, source, target)

    @staticmethod
    def discard(card: int) -> Move:
        return Move(Kind.DISCARD, card)

    @staticmethod
    def end() -> Move:
        return _END

    def __str__(self) -> str:
        return _notation(self)

    def __repr__(self) -> str:
        return f"Move.parse({str(self)!r})"

    @staticmethod
    def parse(text: str) -> Move:
        """The move written as ``text``; raises :class:`NotationError` when it is not one.

        Only the canonical form is read: exactly what ``str(move)`` writes, except that words
        may be separated by any white space. The error names the canonical form of a move
        written another way.
        """
        return _parse(text)

    @staticmethod
    def of(move: object) -> Move:
        """``move`` (a record's or a message's move, typed as any rule set's) as a Helsinki move;
        raises ``TypeError`` when it is another rule set's."""
        if not isinstance(move, Move):
            raise TypeError(f"{move!r} is not a move of Helsinki")
        return move


@lru_cache(maxsize=4096)
def _notation(move: Move) -> str:
    """A move's canonical text; remembered, since every move is written again and again (the
    signed statement, each message that carries it, the record)."""
    kind = move.kind
    word = kind.name.lower()
    if kind in (Kind.PLACE, Kind.MOVE):
        return f"{word} {move.a}"
    if kind in (Kind.DRAW, Kind.END):
        return word
    if kind == Kind.BUILD:
        return " ".join([word, *(CARDS[c].notation for c in move.cards)])
    if kind == Kind.DISCARD:
        return f"{word} {CARDS[move.a].notation}"
    if kind in (Kind.PUSH, Kind.SS):
        return f"{word} {square_list(move.a)}"
    if kind == Kind.WILD:
        return f"{word} {square_name(move.a)}"
    if kind == Kind.ACT:
        return f"{word} {Action(move.a).notation}"
    return f"{word} {square_name(move.a)} {square_name(move.b)}"


@lru_cache(maxsize=4096)
def _parse(text: str) -> Move:
    """:meth:`Move.parse`, remembered: peers and replays read the same few texts again and again."""
    words = text.split()
    if not words or words[0] not in _KIND_BY_WORD:
        raise NotationError(f"unknown move {text!r}")
    kind = _KIND_BY_WORD[words[0]]
    try:
        move = _parse_args(kind, words[1:])
    except (ValueError, KeyError, IndexError) as error:
        raise NotationError(f"malformed move {text!r}: {error}") from None
    canonical = str(move)
    if " ".join(words) != canonical:
        raise NotationError(f"move {text!r} is not in canonical form: write {canonical!r}")
    return move


def _expect(args: list[str], count: int) -> None:
    if len(args) != count:
        raise ValueError(f"expected {count} argument(s), got {len(args)}")


def _card(word: str) -> int:
    if word not in CARD_BY_NOTATION:
        raise ValueError(f"not a card: {word!r}")
    return CARD_BY_NOTATION[word]


def _square_set(word: str) -> int:
    parts = word.split(",")
    mask = mask_of([parse_square(p) for p in parts])
    if mask.bit_count() != len(parts):
        raise ValueError("a square is named twice")
    return mask


def _parse_args(kind: Kind, args: list[str]) -> Move:
    if kind == Kind.PLACE:
        _expect(args, 1)
        space = int(args[0])
        if not 0 <= space < SENATE_SPACES:
            raise ValueError(f"no senate space {space}")
        return Move.place(space)
    if kind == Kind.MOVE:
        _expect(args, 1)
        distance = int(args[0])
        if distance not in (-1, 1, 2, 3, 4, 5, 6):
            raise ValueError(f"cannot move {distance} spaces")
        return Move.move(distance)
    if kind in (Kind.DRAW, Kind.END):
        _expect(args, 0)
        return Move(kind)
    if kind == Kind.BUILD:
        if not args:
            raise ValueError("a build names the card that shows the tile")
        return Move.build(_card(args[0]), tuple(_card(w) for w in args[1:]))
    if kind == Kind.DISCARD:
        _expect(args, 1)
        return Move.discard(_card(args[0]))
    if kind in (Kind.PUSH, Kind.SS):
        _expect(args, 1)
        return Move(kind, _square_set(args[0]))
    if kind == Kind.WILD:
        _expect(args, 1)
        return Move.wild(parse_square(args[0]))
    if kind == Kind.ACT:
        _expect(args, 1)
        if args[0].upper() not in Action.__members__:
            raise ValueError(f"not an action: {args[0]!r}")
        return Move.act(Action[args[0].upper()])
    _expect(args, 2)
    return Move.relocate(parse_square(args[0]), parse_square(args[1]))


_DRAW = Move(Kind.DRAW)
_END = Move(Kind.END)
