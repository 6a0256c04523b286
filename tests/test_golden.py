"""Golden state hashes and records: any change of rules, set-up or encoding shows up here.

When one of these fails on purpose, bump ``engine.helsinki.game.RULESET_VERSION``, update the pins
and make the records of ``tests/data`` again (``tests/data/README.md`` gives the commands).
"""

from __future__ import annotations

import dataclasses
from pathlib import Path
from typing import TypedDict, Unpack

import pytest

from client.cli import main
from engine.helsinki import RULESET_VERSION, Action, Game, Move, Options, Variant
from engine.record import Record, ReplayError, read_record, replay, write_record
from engine.rng import Rng, seed_key

DATA = Path(__file__).resolve().parent / "data"
RECORDS = sorted(DATA.glob("*.helsinki.json"))


CHOSEN = (Action.MOVE6, Action.SECOND, Action.POINTS, Action.RELOCATE, Action.WILD1)


def play(players: int, seed: int | str, options: Options, plies: int) -> Game:
    game = Game.new(players, seed, options)
    chooser = Rng(b"\x03" * 32)
    for _ in range(plies):
        moves = game.legal_moves()
        game.apply(moves[chooser.below(len(moves))])
    return game


@pytest.mark.parametrize(
    ("players", "seed", "options", "plies", "expected"),
    [
        (2, 1, Options(), 0, "2a38d514ed5001da7f2eebfd0cac7737"),
        (3, "abc", Options(Variant.NEW_CHALLENGES, True), 0, "76bb6819b0ba8dcff00b6b6fec559604"),
        (4, 42, Options(Variant.FIRST_GAME), 60, "cb424d4c0b4f451ce0ce53d859aab4b1"),
        (4, 7, Options(Variant.ALL_ACTIONS, True), 150, "fe11d930c17258843600b872cd0d7b6a"),
        (3, 9, Options.covering(CHOSEN, True, 1), 90, "fce2ffca84e1f979d20a54b7efb514ef"),
    ],
)
def test_pinned_state_hashes(
    players: int, seed: int | str, options: Options, plies: int, expected: str
) -> None:
    assert RULESET_VERSION == "helsinki-2"
    assert play(players, seed, options, plies).state_hash() == expected


def test_the_generator_is_pinned() -> None:
    rng = Rng(seed_key(2024))
    assert rng.next_u64() == 0x7D8307AFCDEBCA92
    assert [rng.below(1000) for _ in range(5)] == [128, 493, 315, 147, 568]
    items = list(range(10))
    rng.shuffle(items)
    assert items == [2, 1, 0, 5, 3, 8, 6, 7, 4, 9]


def test_the_hash_covers_the_generator_and_the_hands() -> None:
    game = Game.new(2, 5)
    other = game.copy()
    other.rng.next_u64()
    assert other.state_hash() != game.state_hash()
    other = game.copy()
    other.players[0].hand = sorted(other.players[1].hand)
    other.players[1].hand = sorted(game.players[0].hand)
    assert other.players[0].hand != game.players[0].hand
    assert other.state_hash() != game.state_hash()


def test_same_seed_same_game_different_seed_different_game() -> None:
    assert Game.new(3, 11).state_hash() == Game.new(3, 11).state_hash()
    assert Game.new(3, 11).state_hash() != Game.new(3, 12).state_hash()
    assert Game.new(3, 11).state_hash() != Game.new(3, "11x").state_hash()


def test_the_golden_records_are_there() -> None:
    assert [path.name for path in RECORDS] == [
        "four-players-all-actions.helsinki.json",
        "three-players-chosen-cover-and-start.helsinki.json",
        "three-players-new-challenges-dry-roads.helsinki.json",
        "two-players-first-game.helsinki.json",
    ]
    options = {(len(r.seats), r.options) for r in map(read_record, RECORDS)}
    assert options == {
        (2, Options(Variant.FIRST_GAME)),
        (3, Options(Variant.NEW_CHALLENGES, True)),
        (3, Options.covering(CHOSEN, True, 2)),
        (4, Options(Variant.ALL_ACTIONS)),
    }


@pytest.mark.parametrize("path", RECORDS, ids=lambda path: path.name.split(".")[0])
def test_golden_records_replay_with_verification(
    path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    record = read_record(path)
    game = replay(record, verify=True)
    assert game.is_over and game.state_hash() == record.moves[-1].hash
    assert record.result is not None and record.result["winner"] == game.winner
    assert main(["replay", str(path), "--verify"]) == 0
    out, err = capsys.readouterr()
    assert f"{len(record.moves)} moves verified, game over" in out and err == ""


class _Changes(TypedDict, total=False):
    """What :func:`_altered` may change in a played move."""

    hash: str
    move: Move


def _altered(record: Record, index: int, **changes: Unpack[_Changes]) -> Record:
    """A copy of ``record`` with the ``hash`` or ``move`` of one move changed."""
    moves = list(record.moves)
    moves[index] = moves[index]._replace(**changes)
    return dataclasses.replace(record, moves=tuple(moves))


def _choice_after_two_thirds(record: Record) -> tuple[int, Move]:
    """The first move past two thirds of the game that had an alternative, and one of those."""
    game = record.new_game()
    for index, entry in enumerate(record.moves):
        others = [m for m in game.legal_moves() if m != entry.move]
        if index >= len(record.moves) * 2 // 3 and others:
            return index, others[0]
        game.play(Move.of(entry.move))
    raise AssertionError("no move with an alternative")


@pytest.mark.parametrize("path", RECORDS, ids=lambda path: path.name.split(".")[0])
def test_an_altered_golden_record_fails_at_the_altered_move(
    path: Path, tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    record = read_record(path)
    index, other = _choice_after_two_thirds(record)
    cases = [
        (_altered(record, index, hash="0" * 32), "differs from recorded"),
        (_altered(record, index, move=other), "differs from recorded"),
        (_altered(record, index, move=Move.place(0)), "illegal move 'place 0'"),
    ]
    for altered, reason in cases:
        with pytest.raises(ReplayError, match=reason) as error:
            replay(altered, verify=True)
        assert error.value.index == index
        copy = tmp_path / path.name
        write_record(copy, altered)
        assert main(["replay", str(copy), "--verify"]) == 1
        out, err = capsys.readouterr()
        assert out == "" and err.startswith(f"helsinki-qt: {copy}: move {index}: ")
