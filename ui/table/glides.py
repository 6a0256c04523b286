"""The paths of Helsinki's glides (see :mod:`ui.glides`): a token along the senate ring, a
pushed tile in from the edge of its board."""

from __future__ import annotations

from PySide6.QtCore import QPointF

from engine.helsinki import bitboard as bb
from engine.helsinki.components import Side
from engine.helsinki.game import Game, Phase


def ring_path(space: int, distance: int) -> list[int]:
    """Ring positions (see :func:`ui.table.items.senate.ring_position`) a token passes moving
    ``distance`` spaces from ``space`` (-1: one space back), its end included."""
    step = 1 if distance > 0 else -1
    start = 2 * space + 1
    return [(start + step * k) % 16 for k in range(1, 2 * abs(distance) + 1)]


def entry_offset(side: Side, mask: int, cell: float) -> QPointF:
    """How far a tile on ``mask`` moved since it lay just outside edge ``side``."""
    rows = [s // 7 for s in bb.squares(mask)]
    cols = [s % 7 for s in bb.squares(mask)]
    if side == Side.N:
        return QPointF(0, -(max(rows) + 1) * cell)
    if side == Side.S:
        return QPointF(0, (7 - min(rows)) * cell)
    if side == Side.W:
        return QPointF(-(max(cols) + 1) * cell, 0)
    return QPointF((7 - min(cols)) * cell, 0)


def push_side(before: Game, after: Game, seat: int, mask: int) -> Side:
    """The edge a tile on ``mask`` was pushed in from, between ``before`` and ``after``."""
    if before.phase == Phase.PUSH and before.seat == seat:
        built = before.players[seat].built
        for side in before.push_sides():
            if mask in bb.placements(before.pending_kind, side, built):
                return side
    return after.side_of(seat)
