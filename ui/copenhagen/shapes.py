"""Facade tiles as the player turns and flips them: shapes in board cells (x: column, y: floor)."""

from __future__ import annotations

from functools import cache

from engine.copenhagen.components import COLUMNS, FLOORS, TILE_SHAPES, kind_colour, kind_size

Cell = tuple[int, int]
"""(column, floor), both from 0: (0, 0) is a1."""
TURNS = 4


@cache
def base_shape(kind: int) -> tuple[frozenset[Cell], Cell]:
    """The cells and brick cell of a tile kind as the components list it (-1: a special)."""
    if kind < 0:
        return frozenset({(0, 0)}), (-1, -1)
    rows = TILE_SHAPES[kind_colour(kind)][kind_size(kind) - 2].split("/")
    cells, brick = set(), (0, 0)
    for r, line in enumerate(rows):
        for x, mark in enumerate(line):
            if mark != ".":
                cells.add((x, len(rows) - 1 - r))
                if mark == "B":
                    brick = (x, len(rows) - 1 - r)
    return frozenset(cells), brick


@cache
def oriented(kind: int, turn: int, flip: bool) -> tuple[frozenset[Cell], Cell]:
    """The shape of ``kind`` flipped (left to right) then turned ``turn`` quarters
    anticlockwise, moved to touch (0, 0); the brick moves with it."""
    cells, brick = base_shape(kind)

    def moved(p: Cell) -> Cell:
        x, y = (-p[0], p[1]) if flip else p
        for _ in range(turn % TURNS):
            x, y = -y, x
        return x, y

    turned = [moved(p) for p in cells]
    low_x, low_y = min(x for x, _ in turned), min(y for _, y in turned)
    b = moved(brick)
    return frozenset((x - low_x, y - low_y) for x, y in turned), (b[0] - low_x, b[1] - low_y)


def size_of(cells: frozenset[Cell]) -> tuple[int, int]:
    """(columns, floors) the shape spans."""
    return 1 + max(x for x, _ in cells), 1 + max(y for _, y in cells)


def placed(kind: int, turn: int, flip: bool, origin: Cell) -> tuple[int, int] | None:
    """(cells mask, brick cell) of the turned tile with its lowest left corner at ``origin``;
    None when a cell falls off the board. A special tile's brick is -1."""
    cells, (bx, by) = oriented(kind, turn, flip)
    mask = 0
    for x, y in cells:
        column, floor = origin[0] + x, origin[1] + y
        if not (0 <= column < COLUMNS and 0 <= floor < FLOORS):
            return None
        mask |= 1 << (floor * COLUMNS + column)
    brick = -1 if bx < 0 else (origin[1] + by) * COLUMNS + origin[0] + bx
    return mask, brick
