"""Records of Copenhagen: written and read through their rule set (options, moves, result),
named by its suffix, replayed with every check; unknown rule sets refused by name."""

from __future__ import annotations

import json
import re
from dataclasses import replace
from pathlib import Path
from typing import Any

import pytest

from client.cli import play_rule_set_game
from engine.copenhagen import CopenhagenGame, CopenhagenOptions, Ending, Step, parse_move
from engine.copenhagen.position import read_position, write_position
from engine.line import line_of
from engine.record import (
    FORMAT,
    PlayedMove,
    Record,
    RecordError,
    ReplayError,
    Seat,
    dumps,
    loads,
    read_record,
    read_record_or_position,
    replay_state,
    result_of,
    state_after,
    write_record,
)
from engine.rules import COPENHAGEN, HELSINKI

GAMES = {
    players: play_rule_set_game(
        COPENHAGEN, players, 40 + players, ["greedy"] + ["random"] * (players - 1),
        CopenhagenOptions(),
    )
    for players in (2, 3, 4)
}
"""A finished game of Copenhagen of every player count, with its record."""


def test_the_rule_sets_name_their_record_files() -> None:
    assert HELSINKI.record_suffix == ".helsinki.json"
    assert COPENHAGEN.record_suffix == ".copenhagen.json"
    _, record = GAMES[2]
    assert record.suffix == ".copenhagen.json"
    assert Record([Seat("a"), Seat("b")], 1).suffix == ".helsinki.json"


@pytest.mark.parametrize("players", [2, 3, 4])
def test_a_record_round_trips_through_a_file_and_replays(tmp_path: Path, players: int) -> None:
    game, record = GAMES[players]
    path = tmp_path / f"game{record.suffix}"
    write_record(path, record)
    data = json.loads(path.read_text(encoding="utf-8"))
    assert data["format"] == FORMAT and data["ruleset"] == COPENHAGEN.version
    assert data["options"] == {"start_seat": None}
    assert [m["move"] for m in data["moves"]] == [str(m.move) for m in record.moves]
    again = read_record(path)
    assert again == record and dumps(again) == path.read_text(encoding="utf-8")
    assert all(parse_move(str(m.move)) == m.move for m in again.moves)
    replayed = replay_state(again)
    assert isinstance(replayed, CopenhagenGame)
    assert replayed.state_hash() == game.state_hash() == record.moves[-1].hash


def test_the_result_is_the_score_breakdown_the_ending_and_the_winners() -> None:
    game, record = GAMES[3]
    assert isinstance(game, CopenhagenGame) and game.is_over
    result = record.result
    assert result is not None and result == result_of(game)
    assert result["scores"] == [s.to_dict() for s in game.scores()]
    assert [s["total"] for s in result["scores"]] == [p.points for p in game.players]
    assert result["ending"] == {Ending.POINTS: "points", Ending.END_CARD: "end card"}[game.ending]
    assert result["winners"] == list(game.winners) and result["winner"] == game.winner


def test_a_shared_win_is_recorded_with_every_winner() -> None:
    game = CopenhagenGame.new(2, 3)
    game.step, game.ending = Step.OVER, Ending.END_CARD  # (two empty houses: a tie)
    shared = result_of(game)
    assert shared is not None and shared["winners"] == [0, 1] and shared["winner"] is None
    assert shared["ending"] == "end card"


def test_a_result_that_disagrees_is_reported_after_the_last_move() -> None:
    _, record = GAMES[2]
    assert record.result is not None
    wrong = replace(record, result={**record.result, "winners": [1 - record.result["winners"][0]]})
    with pytest.raises(ReplayError) as error:
        replay_state(loads(dumps(wrong)))
    assert error.value.index == len(record.moves)
    unfinished = replace(record.until(10), result=record.result)
    with pytest.raises(ReplayError, match="moves end before the game is over"):
        replay_state(unfinished)


def test_moves_are_read_in_copenhagen_notation() -> None:
    _, record = GAMES[2]
    data = record.to_dict()
    data["moves"][3]["move"] = "place 1"  # Helsinki's notation
    with pytest.raises(RecordError, match="move 3: unknown move 'place 1'"):
        loads(json.dumps(data))
    data["moves"][3]["move"] = "take 3 2"
    with pytest.raises(RecordError, match="move 3: move 'take 3 2' is not in canonical form"):
        loads(json.dumps(data))


def test_a_move_that_does_not_replay_is_named() -> None:
    _, record = GAMES[2]
    first = record.moves[0]  # (a turn's first step: no bonus to take)
    bad = PlayedMove(first.seat, parse_move("special a1"), first.hash)
    damaged = replace(record, moves=(bad, *record.moves[1:]))
    with pytest.raises(ReplayError, match=r"^move 0: illegal move 'special a1'"):
        replay_state(loads(dumps(damaged)))
    other_seat = replace(record, moves=(first._replace(seat=1 - first.seat), *record.moves[1:]))
    with pytest.raises(ReplayError, match=r"^move 0: seat"):
        replay_state(other_seat)
    wrong_hash = replace(record, moves=(first._replace(hash="0" * 32), *record.moves[1:]))
    with pytest.raises(ReplayError, match=r"^move 0: state hash"):
        replay_state(wrong_hash)
    assert replay_state(wrong_hash, verify=False).state_hash() == record.moves[-1].hash


@pytest.mark.parametrize(
    ("field", "value", "message"),
    [
        ("ruleset", "copenhagen-0", "unknown rule set 'copenhagen-0'; this program plays "
                                    "helsinki-2, copenhagen-1"),
        ("ruleset", 7, "ruleset must be the text naming a rule set (helsinki-2, copenhagen-1)"),
        ("options", {"variant": "first-game"}, "options: unknown option 'variant'"),
        ("options", {"start_seat": 2}, "options: start_seat must be a seat number (0 to 1)"),
        ("players", [{"name": "solo"}], "players must be a list of 2 to 4 players"),
    ],
)
def test_a_copenhagen_record_is_checked_by_its_rule_set(
    field: str, value: Any, message: str
) -> None:
    _, record = GAMES[2]
    data = dict(record.to_dict(), **{field: value})
    with pytest.raises(RecordError, match=re.escape(message)):
        loads(json.dumps(data))


def test_a_record_may_start_from_a_copenhagen_position() -> None:
    game, record = GAMES[4]
    middle = state_after(record, 30)
    assert isinstance(middle, CopenhagenGame)
    seats = [Seat(f"P{n}") for n in range(4)]
    header = Record.header_of_state(middle, seats)
    assert header.ruleset == COPENHAGEN.version and header.position == write_position(middle)
    line = line_of(header)
    for entry in record.moves[30:]:
        line.push(entry)  # the hashes after the position are the whole game's
    assert line.game.state_hash() == game.state_hash()
    again = loads(dumps(line.record))
    assert again.position == header.position and again.result == record.result
    assert replay_state(again).state_hash() == game.state_hash()
    data = again.to_dict()
    data["seed"] = 99
    with pytest.raises(RecordError, match="the seed must be the position's"):
        loads(json.dumps(data))
    data = again.to_dict()
    data["ruleset"], data["options"], data["moves"] = HELSINKI.version, {}, []
    with pytest.raises(RecordError, match="the position is of copenhagen, the record of helsinki"):
        loads(json.dumps(data))


def test_a_position_file_reads_as_a_record_of_its_game(tmp_path: Path) -> None:
    game, record = GAMES[3]
    path = tmp_path / "end.copenhagen-position"
    assert isinstance(game, CopenhagenGame)
    path.write_text(write_position(game), encoding="utf-8")
    read = read_record_or_position(path)
    assert read.ruleset == COPENHAGEN.version and [s.name for s in read.seats] == [
        "Seat 1", "Seat 2", "Seat 3"]  # fmt: skip
    assert read.result == record.result and not read.moves
    assert read_position(read.position or "").state_hash() == game.state_hash()
    assert replay_state(read).state_hash() == game.state_hash()
