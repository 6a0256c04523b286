"""Game records: JSON form, atomic files, replay with verification, and bad input."""

from __future__ import annotations

import json
import os
import stat
from dataclasses import replace
from pathlib import Path

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from client.cli import play_bot_game
from engine import Line
from engine.helsinki import Action, Game, Move, Options, Variant
from engine.helsinki.position import read_position, write_position
from engine.record import (
    FORMAT,
    PlayedMove,
    Record,
    RecordError,
    RecordText,
    ReplayError,
    Seat,
    dumps,
    loads,
    read_record,
    replay,
    result_of,
    write_record,
)

FINISHED = play_bot_game(3, 21, ["random"] * 3, Options(Variant.NEW_CHALLENGES, True))
"""A finished 3-player game and its record."""


@pytest.fixture(scope="module")
def finished():  # type: ignore[no-untyped-def]
    return FINISHED


def test_a_record_round_trips_through_json_and_a_file(finished, tmp_path: Path) -> None:  # type: ignore[no-untyped-def]
    game, record = finished
    path = tmp_path / "sub" / "game.helsinki.json"
    write_record(path, record)
    assert [p.name for p in path.parent.iterdir()] == ["game.helsinki.json"]  # no temp left
    again = read_record(path)
    assert again.to_dict() == record.to_dict()
    data = json.loads(path.read_text(encoding="utf-8"))
    assert data["format"] == FORMAT and data["seed"] == 21 and len(data["players"]) == 3
    assert data["result"]["winner"] == game.winner
    assert replay(again).state_hash() == game.state_hash() == record.moves[-1].hash


def test_replay_names_the_first_hash_mismatch(finished) -> None:  # type: ignore[no-untyped-def]
    _, record = finished
    copy = loads(dumps(record))
    bad = copy.moves[17]
    wrong = PlayedMove(bad.seat, bad.move, "0" * 32)
    copy = replace(copy, moves=(*copy.moves[:17], wrong, *copy.moves[18:]))
    with pytest.raises(ReplayError) as error:
        replay(copy)
    assert error.value.index == 17 and "hash" in error.value.reason
    assert replay(copy, verify=False).state_hash() == record.moves[-1].hash


def test_replay_names_the_first_illegal_move(finished) -> None:  # type: ignore[no-untyped-def]
    _, record = finished
    copy = loads(dumps(record))
    entry = copy.moves[5]
    illegal = PlayedMove(entry.seat, Move.place(3), entry.hash)
    copy = replace(copy, moves=(*copy.moves[:5], illegal, *copy.moves[6:]))
    with pytest.raises(ReplayError, match="move 5: illegal move 'place 3'"):
        replay(copy)
    other_seat = PlayedMove((entry.seat + 1) % 3, entry.move, entry.hash)
    copy = replace(copy, moves=(*copy.moves[:5], other_seat, *copy.moves[6:]))
    with pytest.raises(ReplayError, match="move 5: seat"):
        replay(copy)


@pytest.mark.parametrize(
    ("text", "message"),
    [
        ("", "not valid JSON"),
        ("[1, 2]", "a record is a JSON object"),
        ('{"format": "chess"}', "not a Helsinki record"),
        ('{"format": "helsinki-record/2", "ruleset": "helsinki-0"}', "rule set"),
        ('{"format": "helsinki-record/2", "ruleset": "helsinki-2"}', "has no field 'players'"),
        ("[" * 100_000, "nested too deeply"),
        ('{"seed": 1' + "0" * 5000 + "}", "a number has 5001 digits"),
        ('{"format": "helsinki-record/2", "name": "\\udc80"}', "name holds a text that is not"),
        (
            '{"format": "helsinki-record/1", "ruleset": "helsinki-1"}',
            "older Helsinki-Qt \\(format helsinki-record/1, rule set helsinki-1\\); this program "
            "reads helsinki-record/2 with rule set helsinki-2",
        ),
    ],
)
def test_malformed_records_raise_a_record_error(text: str, message: str) -> None:
    with pytest.raises(RecordError, match=message):
        loads(text)


def test_every_field_is_checked(finished) -> None:  # type: ignore[no-untyped-def]
    _, record = finished
    good = record.to_dict()
    mutations = [
        ("players", [{"name": "solo"}]),
        ("players", [{"name": 1}, {"name": "b"}]),
        ("seed", 1.5),
        ("seed", True),
        ("players", [{"name": "a", "colour": 1}, {"name": "b", "colour": 1}]),
        ("players", [{"name": "a", "colour": 4}, {"name": "b"}]),
        ("moves", {"0": 1}),
        ("moves", [{"seat": 0, "move": 3, "hash": "x"}]),
        ("moves", [{"seat": 0, "move": "fly away", "hash": "x"}]),
        ("options", {"variant": "chaos"}),
        ("options", {"dry_roads": "yes"}),
        ("options", {"start_seat": 3}),
        ("options", {"start_seat": "1"}),
        ("options", {"cover": ["move6", "wild2", "fewer", "back", "points"]}),
        ("options", {"variant": "new-challenges", "cover": ["move6"]}),
        ("options", {"variant": "new-challenges", "cover": ["move6"] * 5}),
        ("options", {"variant": "new-challenges", "cover": ["fly", "a", "b", "c", "d"]}),
        ("result", [1]),
    ]
    for key, value in mutations:
        data = dict(good, **{key: value})
        with pytest.raises(RecordError):
            loads(json.dumps(data))


def test_a_move_out_of_the_notation_is_a_malformed_record(finished) -> None:  # type: ignore[no-untyped-def]
    _, record = finished
    data = record.to_dict()
    data["moves"][5]["move"] = "fly away"
    with pytest.raises(RecordError, match="move 5: unknown move 'fly away'"):
        loads(json.dumps(data))


def test_colours_and_chosen_options_round_trip() -> None:
    options = Options.covering([Action.BACK, Action.MOVE5, Action.FEWER, Action.POINTS,
                                Action.EXTRASS], start_seat=1)  # fmt: skip
    game, record = play_bot_game(2, 4, ["random"] * 2, options)
    again = loads(dumps(record))
    assert again.options == options and again.options.cover is not None
    assert [s.colour for s in again.seats] == [0, 1]
    assert again.new_game().start_seat == 1
    assert replay(again).state_hash() == game.state_hash()


def test_seats_without_a_colour_get_the_first_free_one() -> None:
    seats = [Seat("a", None, 2), Seat("b"), Seat("c", None, 0), Seat("d")]
    assert [s.colour for s in Record(seats, 1).seats] == [2, 1, 0, 3]


def test_replay_checks_the_result_against_the_moves(finished: tuple[Game, Record]) -> None:
    game, record = finished
    cut = loads(dumps(record))
    cut = replace(cut, moves=cut.moves[:50])
    with pytest.raises(ReplayError, match="moves end before the game is over") as error:
        replay(cut)
    assert error.value.index == 50
    cut = replace(cut, result=None)
    assert replay(cut).state_hash() == record.moves[49].hash
    unfinished = loads(dumps(record))
    unfinished = replace(unfinished, result=None)
    with pytest.raises(ReplayError, match="has no result") as error:
        replay(unfinished)
    assert error.value.index == len(record.moves)
    other = loads(dumps(record))
    assert other.result is not None and game.winner is not None
    other.result["winner"] = (game.winner + 1) % 3
    with pytest.raises(ReplayError, match="result differs"):
        replay(other)
    assert replay(other, verify=False).state_hash() == game.state_hash()


@pytest.mark.parametrize("umask", [0o022, 0o002, 0o077])
def test_written_records_get_the_usual_mode_of_new_files(
    finished: tuple[Game, Record], tmp_path: Path, umask: int
) -> None:
    _, record = finished
    path = tmp_path / "game.helsinki.json"
    old = os.umask(umask)
    try:
        write_record(path, record)
        write_record(path, record)  # replacing an existing record too
    finally:
        os.umask(old)
    assert stat.S_IMODE(path.stat().st_mode) == 0o666 & ~umask
    assert [p.name for p in tmp_path.iterdir()] == ["game.helsinki.json"]


def test_unreadable_files_raise_a_record_error(tmp_path: Path) -> None:
    with pytest.raises(RecordError, match="cannot read"):
        read_record(tmp_path / "missing.json")
    binary = tmp_path / "binary.json"
    binary.write_bytes(b"\xff\xfe\x00garbage")
    with pytest.raises(RecordError, match="not UTF-8"):
        read_record(binary)


# ------------------------------------------------------- records that start from a position


def _from_a_position() -> tuple[Game, Record]:
    """A game read from its position after 40 moves of a bot game, then played to its end."""
    midway = Game.new(2, 5)
    for move in play_bot_game(2, 5, ["random"] * 2, Options())[1].moves[:40]:
        midway.play(Move.of(move.move))
    game = read_position(write_position(midway))
    line = Line.of_game(game, [Seat("Anna"), Seat("Ben")])
    while not line.game.is_over:
        line.play(line.game.legal_moves()[0])
    return line.game, line.record


def test_a_record_may_start_from_a_position(tmp_path: Path) -> None:
    game, record = _from_a_position()
    assert record.position is not None and record.position.startswith("format: helsinki-")
    path = tmp_path / "from-move-40.helsinki.json"
    write_record(path, record)
    data = json.loads(path.read_text(encoding="utf-8"))
    assert data["position"] == record.position.splitlines() and data["format"] == FORMAT
    again = read_record(path)
    assert again == record and again.new_game().ply == 40
    assert replay(again, verify=True).state_hash() == game.state_hash()
    assert Line.of_game(again.new_game(), again.seats).record.position == record.position
    assert "position" not in json.loads(dumps(Record([Seat("A"), Seat("B")], 1)))


@pytest.mark.parametrize(
    ("change", "message"),
    [
        ({"position": "moves: 40"}, "position must be a list of lines"),
        ({"position": ["players: 2"]}, "position: the field 'format' is missing"),
        ({"seed": 6}, "the seed must be the position's, 5"),
        ({"seed": "5"}, "the seed must be the position's, 5"),
        ({"options": {"variant": "first-game"}}, "the options differ from the position's"),
    ],
)
def test_a_position_that_disagrees_with_the_record_is_refused(
    change: dict[str, object], message: str
) -> None:
    _, record = _from_a_position()
    data = record.to_dict()
    data.update(change)
    with pytest.raises(RecordError, match=message):
        Record.from_dict(data)
    data = record.to_dict()
    data["players"].append({"seat": 2, "name": "Cy", "bot": None})
    with pytest.raises(RecordError, match="the position is of a 2-player game, the record has 3"):
        Record.from_dict(data)
    data = record.to_dict()
    data["position"] = [line.replace("moves: 40", "moves: 0") for line in data["position"]]
    with pytest.raises(RecordError, match=r"^position: line 12 \(step\): the game waits for"):
        Record.from_dict(data)


def test_a_position_record_replays_with_verification_from_the_command_line(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    from client.cli import main

    _, record = _from_a_position()
    path = tmp_path / "from-move-40.helsinki.json"
    write_record(path, record)
    assert main(["replay", str(path), "--verify"]) == 0
    assert f"{len(record.moves)} moves verified, game over" in capsys.readouterr().out
    wrong = record.moves[3]._replace(hash="0" * 32)
    record = replace(record, moves=(*record.moves[:3], wrong, *record.moves[4:]))
    write_record(path, record)
    assert main(["replay", str(path), "--verify"]) == 1
    assert capsys.readouterr().err.startswith(f"helsinki-qt: {path}: move 3: state hash")


STEPS = st.lists(
    st.tuples(st.sampled_from(["append", "replace", "cut", "finish"]), st.integers(0, 40)),
    max_size=25,
)


@settings(max_examples=60, deadline=None)
@given(STEPS)
def test_record_text_is_the_text_of_the_record_as_it_grows_and_is_cut(steps) -> None:  # type: ignore[no-untyped-def]
    game, full = FINISHED
    record = Record(full.seats, full.seed, full.options)
    text = RecordText()
    assert text.of(record) == dumps(record)
    for step, count in steps:
        at = len(record.moves)
        if step == "append":  # moves are played (other moves than before, after a cut)
            start = (at + count) % len(full.moves)
            added = [full.moves[(start + i) % len(full.moves)] for i in range(count)]
            record = replace(record, moves=(*record.moves, *added))
        elif step == "replace":  # a rollback: the moves are replaced by a prefix of them
            record = replace(record, moves=record.moves[: max(0, at - count)])
        elif step == "cut":  # cut short, then played again
            again = full.moves[count % len(full.moves)]
            record = replace(record, moves=(*record.moves[: max(0, at - count)], again))
        else:
            record = replace(record, result=result_of(game))
        assert text.of(record) == dumps(record)
