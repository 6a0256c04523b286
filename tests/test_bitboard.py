"""Bitboards: squares, orientations, neighbourhoods and the push of a tile."""

from __future__ import annotations

import pytest

from engine.helsinki import bitboard as bb
from engine.helsinki.components import STATUE, TILE_KINDS, TILE_SHAPES, Colour, Side, tile_kind


def names(mask: int) -> list[str]:
    return [bb.square_name(s) for s in bb.squares(mask)]


def board(*squares: str) -> int:
    return bb.mask_of([bb.parse_square(s) for s in squares]) | bb.bit(STATUE)


def test_square_names_round_trip_and_corners() -> None:
    assert [bb.square_name(s) for s in (0, 6, 42, 48)] == ["a1", "g1", "a7", "g7"]
    assert all(bb.parse_square(bb.square_name(s)) == s for s in range(49))
    assert bb.square_name(STATUE) == "d4"
    for bad in ("h1", "a0", "a8", "", "a11"):
        with pytest.raises(ValueError):
            bb.parse_square(bad)


def test_neighbours_do_not_wrap_around_edges() -> None:
    assert names(bb.neighbours(board() ^ bb.bit(STATUE) | bb.bit(bb.parse_square("g2")))) == [
        "g1",
        "f2",
        "g3",
    ]
    assert names(bb.neighbours(bb.bit(bb.parse_square("a1")))) == ["b1", "a2"]


def test_component_follows_edges_not_corners() -> None:
    within = board("b3", "e5", "c4")
    assert names(bb.component(bb.bit(STATUE), within)) == ["c4", "d4"]


@pytest.mark.parametrize(
    ("colour", "roofs", "count"),
    [
        (Colour.RED, 2, 2),  # a domino: lying or standing
        (Colour.RED, 4, 1),  # the 2x2 square
        (Colour.PURPLE, 5, 2),  # a straight line
        (Colour.RED, 3, 4),  # the small L
        (Colour.GREEN, 4, 4),  # the T
        (Colour.YELLOW, 4, 4),  # the S (flips give the Z, which rotates into itself)
        (Colour.GREEN, 5, 1),  # the plus
        (Colour.RED, 5, 8),  # the P
    ],
)
def test_symmetric_orientations_are_counted_once(colour: Colour, roofs: int, count: int) -> None:
    assert len(bb.orientations(TILE_SHAPES[tile_kind(colour, roofs)])) == count


def test_first_tile_stops_against_the_statue_from_each_side() -> None:
    domino = tile_kind(Colour.BLUE, 2)
    expected = {
        Side.N: [["d2", "d3"], ["c3", "d3"], ["d3", "e3"]],
        Side.E: [["e4", "f4"], ["e3", "e4"], ["e4", "e5"]],
        Side.S: [["d5", "d6"], ["c5", "d5"], ["d5", "e5"]],
        Side.W: [["b4", "c4"], ["c3", "c4"], ["c4", "c5"]],
    }
    for side, placements in expected.items():
        found = sorted(names(m) for m in bb.placements(domino, side, board()))
        assert found == sorted(placements), side


def test_a_tile_that_meets_nothing_slides_out_and_is_illegal() -> None:
    domino = tile_kind(Colour.RED, 2)
    for masks, height in (s for lanes in bb.slides(domino, Side.N) for s in lanes):
        final = bb.push(masks, height, board())
        crosses_statue_column = any(m & bb.COLUMNS[3] for m in masks)
        assert (final != 0) == crosses_statue_column


def test_a_standing_line_stopped_by_the_statue_cannot_fully_enter() -> None:
    line = tile_kind(Colour.PURPLE, 5)
    assert sorted(names(m) for m in bb.placements(line, Side.N, board())) == [
        ["a3", "b3", "c3", "d3", "e3"],
        ["b3", "c3", "d3", "e3", "f3"],
        ["c3", "d3", "e3", "f3", "g3"],
    ]


def test_a_tile_that_cannot_fully_enter_is_illegal() -> None:
    # Row 1 is full but for the statue's column; a standing line from the north stops at once.
    built = board(*[f"{c}1" for c in "abcdefg"])
    line = tile_kind(Colour.PURPLE, 5)
    assert bb.placements(line, Side.N, built) == ()
    # From the south a standing line stops against the statue: d5-d7 is only 3 long, so no.
    assert all(names(m) != ["d5", "d6", "d7"] for m in bb.placements(line, Side.S, built))


def test_concave_tile_stops_on_its_inner_corner() -> None:
    # The yellow 5 (#../###/..#) pushed from the north stops when its notch meets a roof.
    s_tile = tile_kind(Colour.YELLOW, 5)
    built = board("b7")
    finals = [names(m) for m in bb.placements(s_tile, Side.N, built)]
    # In the data file's orientation in lane a-c, the notch under b6 closes on b7 while c7 is
    # still free: the tile stops with its last square in the bottom row.
    assert ["a5", "a6", "b6", "c6", "c7"] in finals
    for final in finals:
        mask = bb.mask_of([bb.parse_square(s) for s in final])
        assert not mask & built
        assert bb.neighbours(mask) & built


def test_push_stops_touching_what_stopped_it() -> None:
    built = board("d3", "d2", "e2")
    for kind in range(TILE_KINDS):
        for side in Side:
            for final in bb.placements(kind, side, built):
                assert not final & built
                assert bb.neighbours(final) & built
