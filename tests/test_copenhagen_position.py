"""Copenhagen's positions: written and read back exactly (a property over random games,
finished or not), written by hand with defaults, refused with the line named; the ``ruleset``
line picks the game."""

from __future__ import annotations

import random
from pathlib import Path

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from client.cli import play_rule_set_game
from engine.copenhagen import CopenhagenGame, Ending, Step, parse_move
from engine.copenhagen.position import read_position, write_position
from engine.errors import PositionError
from engine.positions import read_any_position, write_any_position
from engine.record import state_after
from engine.rng import Rng
from engine.rules import COPENHAGEN


def played(players: int, seed: int, plies: int | None) -> CopenhagenGame:
    """A game after ``plies`` random moves (None: to its end)."""
    game = CopenhagenGame.new(players, seed)
    choice = random.Random(seed)
    while not game.is_over and (plies is None or game.ply < plies):
        game.play(choice.choice(game.legal_moves()))
    return game


def assert_round_trip(game: CopenhagenGame) -> CopenhagenGame:
    text = write_position(game)
    back = read_position(text)
    assert back.encode() == game.encode() and back.state_hash() == game.state_hash()
    assert write_position(back) == text
    assert read_any_position(text).state_hash() == game.state_hash()
    assert write_any_position(back) == text
    return back


@settings(max_examples=40, deadline=None)
@given(
    players=st.integers(2, 4),
    seed=st.integers(0, 10**6),
    plies=st.one_of(st.none(), st.integers(0, 120)),
)
def test_every_position_reads_back_and_plays_on_alike(
    players: int, seed: int, plies: int | None
) -> None:
    game = played(players, seed, plies)
    back = assert_round_trip(game)
    choice = random.Random(seed + 1)
    while not game.is_over and back.ply < game.ply + 30:
        move = choice.choice(game.legal_moves())
        assert back.legal_moves() == game.legal_moves()
        game.play(move)
        back.play(move)
        assert back.state_hash() == game.state_hash()
    assert back.is_over == game.is_over and back.winners == game.winners


@pytest.mark.parametrize("seed", [13, 29])
def test_games_ended_on_points_or_shared_read_back(seed: int) -> None:
    game, _ = play_rule_set_game(COPENHAGEN, 2, seed, ["greedy"] * 2, COPENHAGEN.default_options)
    assert isinstance(game, CopenhagenGame)
    assert game.ending == Ending.POINTS or len(game.winners) == 2
    assert assert_round_trip(game).winners == game.winners


def test_a_determinized_copy_is_written_with_its_generator_key() -> None:
    game = played(3, 5, 40)
    copy = game.determinized(game.seat, Rng(b"k" * 32))
    text = write_position(copy)
    assert "generator: key " in text
    assert read_position(text).state_hash() == copy.state_hash()


HAND_WRITTEN = """\
# seat 0 has built a purple domino on a1 (brick) and b1, and has a bonus to take
format: helsinki-position/1
ruleset: copenhagen-1
players: 2
start seat: 0 (chosen)
generator: seed 1, counter 3
moves: 1
turn: seat 0
step: bonus
pending bonuses: 1
harbour: r y g b p r y
deck: {deck}
discard: p p
seat 0 hand: r y
seat 0 house: ...../...../...../...../...../...../...../...../Pp...
seat 1 hand: g b
""".format(deck=" ".join("g" * 12 + "b" * 12 + "p" * 11 + "r" * 11 + "y" * 11) + " end")


def test_a_hand_written_position_takes_the_defaults() -> None:
    game = read_position(HAND_WRITTEN)
    assert game.n == 2 and game.options.start_seat == 0 and game.ply == 1
    assert game.players[0].filled == 0b11 and game.players[0].bricks == 0b1
    assert game.tiles[0] == 2  # (2 players: one of the 3 red twos back in the box)
    assert game.tiles[16] == 1 and game.specials == 12 and game.end_depth == 10
    assert game.players[0].owned == 1 and game.players[1].hand == [0, 0, 1, 1, 0]
    assert "ability extra" in [str(m) for m in game.legal_moves()]
    game.play(parse_move("ability extra"))
    assert game.seat == 1 and game.harbour.count(-1) == 0


def edited(text: str, field: str, value: str | None) -> str:
    """``text`` with ``field``'s value replaced (None: the line left out)."""
    lines = []
    for line in text.splitlines():
        if line.startswith(f"{field}:"):
            if value is None:
                continue
            line = f"{field}: {value}"
        lines.append(line)
    return "\n".join(lines) + "\n"


def _at_a_turn_start(game: CopenhagenGame) -> CopenhagenGame:
    choice = random.Random(0)
    while game.step != Step.MAIN:
        game.play(choice.choice(game.legal_moves()))
    return game


BASE = write_position(_at_a_turn_start(played(2, 7, 20)))
"""A canonical position of a game in progress at the start of a turn."""


def line_of(field: str) -> int:
    return next(n for n, line in enumerate(BASE.splitlines(), 1) if line.startswith(f"{field}:"))


@pytest.mark.parametrize(
    ("field", "value", "message"),
    [
        ("players", "5", "Copenhagen is for 2 to 4 players"),
        ("start seat", "3", "no seat 3 in a 2-player game"),
        ("turn", "seat 2", "no seat 2 in a 2-player game"),
        ("step", "think", "unknown step 'think'; steps: main, discard, build, bonus, over"),
        ("harbour", "r y g", "the harbour has 7 slots"),
        ("deck", "r q", "not a card: 'q'"),
        ("deck", "end end", "the end card is named twice"),
        ("end card", "bottom 11", "the end card lies among the bottom 1 to 10 cards"),
        ("end card", "set aside", "the end card is set aside only in a 3- or 4-player game"),
        ("reshuffled", "yes", "only a 3- or 4-player game rebuilds its deck"),
        ("tile supply", "r2 1", "every tile is listed"),
        ("tile supply", "r2 9, " + BASE.split("tile supply: r2 ", 1)[1].split(", ", 1)[1]
         .splitlines()[0], "9 red tiles of size 2 are left; a 2-player game has 2"),
        ("special tile supply", "11", "11 left and 0 on the houses"),
        ("seat 0 hand", "r r r r r r r r", "8 cards: more than 7 only while discarding"),
        ("seat 0 hand", "none", "the deck, discard, harbour and hands hold"),
        ("seat 0 house", "x", "a house is 9 floors of 5 cells"),
        ("seat 0 house", "...../...../...../...../...../...../...../...../q....",
         "floor 1: 'q' is no cell"),
        ("seat 0 house", "...../...../...../...../...../...../...../Pp.../.....",
         "a tile hangs in the air"),
        ("seat 0 house", "...../...../...../...../...../...../...../...../PP...",
         "the purple cells are no purple tiles"),
        ("seat 0 abilities", "extra", "every player owns any"),
        ("seat 0 used abilities", "both", "only owned abilities are used"),
        ("seat 0 abilities", "any fly", "not an ability: 'fly'"),
        ("ending", "points", "a game that is over says how it ended"),
        ("pending bonuses", "2", "bonuses wait only in the bonus step"),
        ("took", "yes", "the main step begins a turn"),
        ("generator", "seed x, counter 1", "the seed is a number or a text"),
        ("moves", None, "the field 'moves' is missing"),
    ],
)
def test_malformed_or_inconsistent_positions_name_the_line(
    field: str, value: str | None, message: str
) -> None:
    assert "step: main" in BASE
    with pytest.raises(PositionError, match=r"^[a-z]") as error:
        read_position(edited(BASE, field, value))
    text = str(error.value)
    assert message in text, text
    if value is not None and field in text.split(":")[0]:
        assert text.startswith(f"line {line_of(field)} ({field}): ")


def test_an_unknown_field_or_a_field_given_twice_is_named() -> None:
    with pytest.raises(PositionError, match=r"line \d+: unknown field 'seat 2 hand' \(the seats"):
        read_position(BASE + "seat 2 hand: r\n")
    with pytest.raises(PositionError, match=r"'players' is given twice \(first on line 3\)"):
        read_position(BASE + "players: 2\n")


def test_the_ruleset_line_picks_the_game() -> None:
    helsinki = "format: helsinki-position/1\nruleset: helsinki-2\nplayers: 2\n"
    with pytest.raises(PositionError, match="the field 'start seat' is missing"):
        read_any_position(helsinki)  # (Helsinki's reader: its own first missing field)
    with pytest.raises(PositionError, match=r"^line 2 \(ruleset\): unknown rule set "
                       r"'chess-1'; this program plays helsinki-2, copenhagen-1$"):  # fmt: skip
        read_any_position(edited(BASE, "ruleset", "chess-1"))
    with pytest.raises(PositionError, match=r"^line 2 \(ruleset\): the position uses rule set "
                       r"'helsinki-2'; Copenhagen's is 'copenhagen-1'"):  # fmt: skip
        read_position(edited(BASE, "ruleset", "helsinki-2"))
    assert isinstance(read_any_position(BASE), CopenhagenGame)


def test_a_finished_game_from_the_command_line_reads_back() -> None:
    game, record = play_rule_set_game(COPENHAGEN, 4, 3, ["random"] * 4, COPENHAGEN.default_options)
    assert isinstance(game, CopenhagenGame) and game.is_over
    assert_round_trip(game)
    assert record.moves[-1].hash == game.state_hash()


def test_the_documented_example_is_the_game_it_says() -> None:
    docs = Path(__file__).resolve().parent.parent / "docs" / "position.md"
    section = docs.read_text(encoding="utf-8").split("## Copenhagen", 1)[1]
    example = section.split("```\n", 2)[1]
    _, record = play_rule_set_game(COPENHAGEN, 2, 13, ["greedy"] * 2, COPENHAGEN.default_options)
    assert example == write_any_position(state_after(record, 23))
    assert write_position(read_position(example)) == example
