"""The 5 x 9 house board as bitboards: a set of cells is a Python ``int``.

Cell ``(floor - 1) * 5 + column`` is bit ``1 << cell``; column 0 is ``a`` (left), floor 1 the
ground floor. Cell names read column letter then floor number: ``a1`` is the bottom-left cell,
``e9`` the top-right one. Every legal shape of every tile kind in every orientation and position
is computed once (:data:`PLACEMENTS`): a placement is then a mask test.
"""

from __future__ import annotations

from collections.abc import Iterator, Sequence

from engine.copenhagen.components import (
    CELLS,
    COAT_CELLS,
    COAT_FLOORS,
    COLUMNS,
    FLOORS,
    TILE_KINDS,
    TILE_SHAPES,
    kind_colour,
    kind_size,
)

FULL = (1 << CELLS) - 1
FLOOR_MASKS = tuple(((1 << COLUMNS) - 1) << (f * COLUMNS) for f in range(FLOORS))
COLUMN_MASKS = tuple(sum(1 << (f * COLUMNS + c) for f in range(FLOORS)) for c in range(COLUMNS))
GROUND = FLOOR_MASKS[0]
_NOT_LEFT = FULL & ~COLUMN_MASKS[0]
_NOT_RIGHT = FULL & ~COLUMN_MASKS[COLUMNS - 1]
_LETTERS = "abcde"


def cell_name(cell: int) -> str:
    floor, column = divmod(cell, COLUMNS)
    return f"{_LETTERS[column]}{floor + 1}"


def parse_cell(name: str) -> int:
    """Inverse of :func:`cell_name`; raises ``ValueError`` for anything else."""
    if len(name) != 2 or name[0] not in _LETTERS or name[1] not in "123456789":
        raise ValueError(f"not a cell: {name!r}")
    return (int(name[1]) - 1) * COLUMNS + _LETTERS.index(name[0])


def cells_of(mask: int) -> Iterator[int]:
    """The cells of a mask, lowest first (floor by floor from the ground, a to e)."""
    while mask:
        low = mask & -mask
        yield low.bit_length() - 1
        mask ^= low


def mask_of(cells: Sequence[int]) -> int:
    mask = 0
    for cell in cells:
        mask |= 1 << cell
    return mask


def cell_list(mask: int) -> str:
    """The cells of a mask as the notation writes them: lowest first, separated by commas."""
    return ",".join(cell_name(cell) for cell in cells_of(mask))


COAT_MASK = mask_of([parse_cell(name) for name in COAT_CELLS])
COAT_FLOOR_MASKS = tuple(FLOOR_MASKS[floor - 1] for floor in COAT_FLOORS)


def neighbours(mask: int) -> int:
    """Cells sharing an edge with a cell of ``mask`` (not in it)."""
    near = (mask << COLUMNS) | (mask >> COLUMNS)
    near |= ((mask & _NOT_RIGHT) << 1) | ((mask & _NOT_LEFT) >> 1)
    return near & FULL & ~mask


def supported(cells: int, filled: int) -> bool:
    """Whether a cell of ``cells`` is on the ground floor or right above a filled cell."""
    return bool(cells & (GROUND | (filled << COLUMNS)))


def supporting(filled: int) -> int:
    """The empty cells where a tile cell would be supported."""
    return (GROUND | (filled << COLUMNS)) & FULL & ~filled


def complete_lines(filled: int, cells: int) -> tuple[list[int], list[int]]:
    """The floors and columns (0-based) through ``cells`` that ``filled`` completes."""
    floors = [f for f, m in enumerate(FLOOR_MASKS) if cells & m and filled & m == m]
    columns = [c for c, m in enumerate(COLUMN_MASKS) if cells & m and filled & m == m]
    return floors, columns


def _shape(rows: str) -> tuple[frozenset[tuple[int, int]], tuple[int, int]]:
    lines = rows.split("/")
    cells, brick = set(), (0, 0)
    for r, line in enumerate(lines):
        for x, mark in enumerate(line):
            if mark != ".":
                cell = (x, len(lines) - 1 - r)
                cells.add(cell)
                if mark == "B":
                    brick = cell
    return frozenset(cells), brick


def orientations(rows: str) -> list[tuple[frozenset[tuple[int, int]], tuple[int, int]]]:
    """Every distinct rotation and reflection of a shape, moved to touch (0, 0)."""
    cells, brick = _shape(rows)
    found = []
    for flip in (False, True):
        for turn in range(4):

            def moved(p: tuple[int, int], flip: bool = flip, turn: int = turn) -> tuple[int, int]:
                x, y = (-p[0], p[1]) if flip else p
                for _ in range(turn):
                    x, y = -y, x
                return x, y

            turned = [moved(p) for p in cells]
            low_x, low_y = min(x for x, _ in turned), min(y for _, y in turned)
            shape = frozenset((x - low_x, y - low_y) for x, y in turned)
            b = moved(brick)
            oriented = (shape, (b[0] - low_x, b[1] - low_y))
            if oriented not in found:
                found.append(oriented)
    return found


def _placements(rows: str) -> tuple[tuple[int, int, int], ...]:
    """(cells mask, brick cell, neighbour cells) of every position of every orientation."""
    found = []
    for shape, (bx, by) in orientations(rows):
        width = 1 + max(x for x, _ in shape)
        height = 1 + max(y for _, y in shape)
        for floor in range(FLOORS - height + 1):
            for column in range(COLUMNS - width + 1):
                mask = mask_of([(floor + y) * COLUMNS + column + x for x, y in shape])
                found.append((mask, (floor + by) * COLUMNS + column + bx))
    return tuple((cells, brick, neighbours(cells)) for cells, brick in sorted(set(found)))


PLACEMENTS: tuple[tuple[tuple[int, int, int], ...], ...] = tuple(
    _placements(TILE_SHAPES[kind_colour(kind)][kind_size(kind) - 2]) for kind in range(TILE_KINDS)
)
"""Every (cells mask, brick cell, neighbour cells) a tile kind may take on an empty board,
support aside, in a fixed order (cells, then brick)."""
PLACEMENT_SET = tuple(frozenset((cells, brick) for cells, brick, _ in p) for p in PLACEMENTS)
"""The (cells mask, brick cell) pairs of :data:`PLACEMENTS`, by tile kind."""
