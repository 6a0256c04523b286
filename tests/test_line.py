"""The line of play: a game and its record kept in step, pushed, played and rewound."""

from __future__ import annotations

from dataclasses import FrozenInstanceError

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from client.cli import play_bot_game
from engine import Line
from engine.errors import IllegalMoveError
from engine.helsinki import Game, Move, Options, Variant
from engine.helsinki.position import read_position, write_position
from engine.record import PlayedMove, Record, ReplayError, Seat, replay

GAMES = [play_bot_game(players, seed, ["random"] * players, Options(Variant.NEW_CHALLENGES, True))
         for players, seed in ((2, 31), (3, 32), (4, 33))]  # fmt: skip
"""Finished games and their records."""

SEATS = [Seat("Anna"), Seat("Ben")]


def empty_line() -> Line:
    return Line(Record(list(SEATS), 5, Options(start_seat=0)))


def test_a_line_of_a_record_holds_its_game_and_moves() -> None:
    game, record = GAMES[0]
    line = Line(record)
    assert line.ply == len(record.moves) and line.moves == record.moves
    assert line.game.state_hash() == game.state_hash() and line.game.is_over
    assert line.record == record


def test_a_line_refuses_a_record_that_does_not_replay() -> None:
    _, record = GAMES[0]
    bad = record.moves[7]
    broken = Record(record.seats, record.seed, record.options, moves=(
        *record.moves[:7], bad._replace(hash="0" * 32), *record.moves[8:]))  # fmt: skip
    with pytest.raises(ReplayError) as error:
        Line(broken)
    assert error.value.index == 7
    assert Line(broken, verify=False).game.state_hash() == record.moves[-1].hash


def test_played_moves_are_checked_and_recorded_with_their_hash() -> None:
    line = empty_line()
    played = line.play(Move.place(0))
    assert played == PlayedMove(0, Move.place(0), line.game.state_hash())
    assert line.moves == (played,) and line.ply == 1
    before = line.game.state_hash()
    with pytest.raises(IllegalMoveError):
        line.play(Move.place(3))  # a placement is made: the pawn moves now
    assert line.ply == 1 and line.game.state_hash() == before


def test_a_move_played_with_a_hasher_is_recorded_with_its_hash() -> None:
    line = empty_line()
    played = line.play(Move.place(0), hasher=lambda game: f"{game.ply:032x}")
    assert played.hash == f"{1:032x}" != line.game.state_hash() and line.moves == (played,)


def test_a_line_takes_a_game_that_played_its_record_as_it_is() -> None:
    game, record = GAMES[1]
    line = Line(record, game=game)
    assert line.game is game and line.moves == record.moves and line.record == record
    line.rewind(5)
    assert line.game is not game and line.game.state_hash() == record.moves[4].hash


def test_a_pushed_entry_is_checked_and_a_refused_one_changes_nothing() -> None:
    _, record = GAMES[1]
    line = Line(record.until(10))
    entry = record.moves[10]
    before = line.game.state_hash()
    for wrong, reason in ((entry._replace(hash="0" * 32), "state hash"),
                          (entry._replace(seat=(entry.seat + 1) % 3), "is to move"),
                          (entry._replace(move=Move.place(3)), "illegal")):  # fmt: skip
        with pytest.raises(ReplayError, match=reason) as error:
            line.push(wrong)
        assert error.value.index == 10
        assert line.ply == 10 and line.game.state_hash() == before
    line.push(entry)
    assert line.ply == 11 and line.moves[-1] == entry and line.game.state_hash() == entry.hash


def test_a_trusted_entry_is_applied_as_it_is() -> None:
    _, record = GAMES[1]
    line = Line(record.until(0))
    for entry in record.moves:
        line.push_trusted(entry)
    assert line.record == record and line.game.state_hash() == record.moves[-1].hash


def test_the_record_handed_out_is_a_copy() -> None:
    line = empty_line()
    line.play(Move.place(0))
    record = line.record
    with pytest.raises(FrozenInstanceError):
        record.moves = ()  # type: ignore[misc]
    with pytest.raises(FrozenInstanceError):
        record.result = {"winner": 1}  # type: ignore[misc]
    record.seats.append(Seat("Cleo"))
    again = line.record
    assert len(again.moves) == 1 and again.result is None and len(again.seats) == 2
    with pytest.raises(AttributeError):
        again.moves.append(again.moves[0])  # type: ignore[attr-defined]


def test_the_record_has_the_result_once_the_game_is_over() -> None:
    _, record = GAMES[2]
    line = Line(record.until(len(record.moves) - 1))
    assert line.record.result is None
    line.push(record.moves[-1])
    assert line.record.result == record.result is not None


def test_rewinding_goes_back_and_the_line_plays_on_from_there() -> None:
    _, record = GAMES[0]
    line = Line(record)
    game = line.game
    line.rewind(line.ply)  # where it is already: nothing changes
    assert line.game is game
    line.rewind(12)
    assert line.ply == 12 and line.moves == record.moves[:12] and not line.game.is_over
    assert line.record == record.until(12) and line.record.result is None
    line.push(record.moves[12])
    assert line.game.state_hash() == record.moves[12].hash
    line.rewind(0)
    assert line.moves == () and line.game.state_hash() == record.new_game().state_hash()
    for bad in (-1, 1):
        with pytest.raises(IndexError):
            line.rewind(bad)


def test_a_line_of_a_game_from_a_position_counts_its_own_moves() -> None:
    _, record = GAMES[0]
    midway = replay(record.until(30), verify=True)
    start = read_position(write_position(midway))
    line = Line.of_game(start, SEATS)
    assert line.ply == 0 and line.game.ply == 30 and line.record.position == start.origin
    for entry in record.moves[30:35]:
        line.push(entry)
    line.rewind(2)
    assert line.game.ply == 32 and line.game.state_hash() == record.moves[31].hash


@settings(max_examples=40, deadline=None)
@given(st.sampled_from(GAMES), st.floats(0.0, 1.0), st.floats(0.0, 1.0))
def test_rewinding_to_a_move_is_playing_up_to_it(case: tuple[Game, Record], first: float,
                                                 second: float) -> None:  # fmt: skip
    _, record = case
    line = Line(record)
    for cut in (first, second):
        ply = int(cut * line.ply)
        line.rewind(ply)
        played = Line(record.until(0))
        for entry in record.moves[:ply]:
            played.push(entry)
        assert line.game.state_hash() == played.game.state_hash()
        assert write_position(line.game) == write_position(played.game)
        assert line.record == played.record


def test_the_module_doctest_passes() -> None:
    import doctest

    import engine.line

    assert doctest.testmod(engine.line).failed == 0
