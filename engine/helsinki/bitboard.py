"""The 7x7 player board as bitboards: a set of squares is a Python ``int``.

Square ``row * 7 + col`` is bit ``1 << square``; row 0 is the north edge, column 0 the west edge.
Square names read column letter then row number, ``a1`` being the north-west corner and ``g7``
the south-east one. Pushes, neighbourhoods and connectivity are computed with shifts and masks.
"""

from __future__ import annotations

from collections.abc import Iterator, Sequence
from functools import cache, lru_cache

from engine.helsinki.components import BOARD_SIZE, SQUARES, TILE_KINDS, TILE_SHAPES, Side

FULL = (1 << SQUARES) - 1
ROWS = tuple(((1 << BOARD_SIZE) - 1) << (r * BOARD_SIZE) for r in range(BOARD_SIZE))
COLUMNS = tuple(
    sum(1 << (r * BOARD_SIZE + c) for r in range(BOARD_SIZE)) for c in range(BOARD_SIZE)
)
_NOT_WEST = FULL & ~COLUMNS[0]
_NOT_EAST = FULL & ~COLUMNS[BOARD_SIZE - 1]

Cells = tuple[tuple[int, int], ...]


def bit(square: int) -> int:
    return 1 << square


def squares(mask: int) -> Iterator[int]:
    """The squares of a mask, lowest first."""
    while mask:
        low = mask & -mask
        yield low.bit_length() - 1
        mask ^= low


def square_name(square: int) -> str:
    row, col = divmod(square, BOARD_SIZE)
    return f"{'abcdefg'[col]}{row + 1}"


def square_list(mask: int) -> str:
    """The squares of a mask as the notation writes them: lowest first, separated by commas."""
    return ",".join(square_name(square) for square in squares(mask))


def parse_square(name: str) -> int:
    """Inverse of :func:`square_name`; raises ``ValueError`` for anything else."""
    if len(name) != 2 or name[0] not in "abcdefg" or name[1] not in "1234567":
        raise ValueError(f"not a square: {name!r}")
    return (int(name[1]) - 1) * BOARD_SIZE + "abcdefg".index(name[0])


def mask_of(squares_: Sequence[int]) -> int:
    mask = 0
    for square in squares_:
        mask |= 1 << square
    return mask


def neighbours(mask: int) -> int:
    """Squares edge-adjacent to the mask, outside it."""
    grown = (
        (mask >> BOARD_SIZE)
        | (mask << BOARD_SIZE)
        | ((mask << 1) & _NOT_WEST)
        | ((mask >> 1) & _NOT_EAST)
    )
    return grown & FULL & ~mask


def component(seed: int, within: int) -> int:
    """The edge-connected part of ``within`` that contains the squares of ``seed``."""
    region = seed & within
    while True:
        grown = (region | neighbours(region)) & within
        if grown == region:
            return region
        region = grown


def orientations(cells: Cells) -> tuple[Cells, ...]:
    """The distinct rotations and flips of a shape, each normalised to start at (0, 0)."""
    seen: dict[frozenset[tuple[int, int]], Cells] = {}
    current = list(cells)
    for flip in range(2):
        for _ in range(4):
            current = [(c, -r) for r, c in current]  # quarter turn
            min_r = min(r for r, _ in current)
            min_c = min(c for _, c in current)
            normal = tuple(sorted((r - min_r, c - min_c) for r, c in current))
            seen.setdefault(frozenset(normal), normal)
        if flip == 0:
            current = [(r, -c) for r, c in current]
    return tuple(seen.values())


def _actual(side: Side, depth: int, along: int) -> int:
    """Square at ``depth`` rows in from edge ``side`` and ``along`` columns across it."""
    last = BOARD_SIZE - 1
    if side == Side.N:
        row, col = depth, along
    elif side == Side.S:
        row, col = last - depth, along
    elif side == Side.W:
        row, col = along, depth
    else:
        row, col = along, last - depth
    return row * BOARD_SIZE + col


def _slide(side: Side, cells: Cells, lane: int) -> tuple[int, ...]:
    """Masks of a tile sliding in from ``side``, from its first step in to one step too far.

    Entry ``k`` is the part inside the grid when the tile's leading offset is ``k - height + 1``
    squares from the edge; the last entry is the first position past the fully-inside ones.
    """
    height = 1 + max(r for r, _ in cells)
    masks = []
    for top in range(-height + 1, BOARD_SIZE - height + 2):
        mask = 0
        for r, c in cells:
            depth = top + r
            if 0 <= depth < BOARD_SIZE:
                mask |= 1 << _actual(side, depth, lane + c)
        masks.append(mask)
    return tuple(masks)


Slide = tuple[tuple[int, ...], int]
"""The masks of a tile sliding in (see :func:`slide_masks`) and the tile's height."""


@cache
def slides(kind: int, side: Side) -> tuple[tuple[Slide, ...], ...]:
    """Every way to push a tile kind from a side: ``slides(kind, side)[orientation][lane]``.

    Orientations are numbered as :func:`orientations` lists them; lane ``i`` puts the tile's
    first column ``i`` squares along the edge (from the west or north end).
    """
    result = []
    for cells in orientations(TILE_SHAPES[kind]):
        height = 1 + max(r for r, _ in cells)
        width = 1 + max(c for _, c in cells)
        lanes = range(BOARD_SIZE - width + 1)
        result.append(tuple((_slide(side, cells, lane), height) for lane in lanes))
    return tuple(result)


def first_contact(masks: tuple[int, ...], built: int) -> int:
    """Index of the first slide position that overlaps ``built`` (``len(masks)`` if none)."""
    for k, mask in enumerate(masks):
        if mask & built:
            return k
    return len(masks)


def push(masks: tuple[int, ...], height: int, built: int) -> int:
    """Where a sliding tile stops on ``built``, or 0 when the push is illegal.

    The tile stops when its next step would overlap a built square; it is legal only when it
    then lies fully inside the grid (a tile that stops half outside, or slides out of the far
    edge, is illegal).
    """
    k = first_contact(masks, built)
    return masks[k - 1] if height - 1 < k < len(masks) else 0


@lru_cache(maxsize=1 << 14)
def placements(kind: int, side: Side, built: int) -> tuple[int, ...]:
    """The distinct final masks of every legal push of a tile kind from a side (memoised)."""
    found: dict[int, None] = {}
    for lanes in slides(kind, side):
        for masks, height in lanes:
            final = push(masks, height, built)
            if final:
                found[final] = None
    return tuple(found)


def placements_from(kind: int, sides: Sequence[Side], built: int) -> tuple[int, ...]:
    """:func:`placements` from any of ``sides`` (each mask once, in the order found)."""
    if len(sides) == 1:
        return placements(kind, sides[0], built)
    found: dict[int, None] = {}
    for side in sides:
        found.update(dict.fromkeys(placements(kind, side, built)))
    return tuple(found)


assert all(slides(kind, side) for kind in range(TILE_KINDS) for side in Side)
