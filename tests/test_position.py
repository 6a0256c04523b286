"""The position notation: round trips, hashes, the checks of a position, hand-written ones."""

from __future__ import annotations

import json
import re
from pathlib import Path

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from engine.errors import PositionError
from engine.helsinki import Action, Game, Move, Options, Phase, Variant
from engine.helsinki.components import CARDS, Colour, tile_kind
from engine.helsinki.position import read_position, read_position_file, write_position
from engine.line import Line
from engine.position_text import is_position_file
from engine.record import Record, game_after, read_record
from engine.rng import Rng

ROOT = Path(__file__).resolve().parent.parent
GOLDEN = ROOT / "tests" / "data" / "two-players-first-game.helsinki.json"
OPTIONS = [
    Options(),
    Options(Variant.FIRST_GAME),
    Options(Variant.NEW_CHALLENGES, True),
    Options(Variant.ALL_ACTIONS, True, start_seat=1),
    Options.covering((Action.MOVE6, Action.WILD2, Action.SECOND, Action.POINTS, Action.RELOCATE),
                     True, 0),
]  # fmt: skip


def documented_examples() -> list[str]:
    """The positions shown in docs/position.md's example section."""
    text = (ROOT / "docs" / "position.md").read_text(encoding="utf-8")
    section = text[text.index("## Example") :]
    return re.findall(r"```\n(.*?)```", section, re.DOTALL)


def played(players: int, seed: int, options: Options, plies: int, chooser: int = 0) -> Game:
    """A game after ``plies`` random legal moves (fewer if it ends)."""
    game = Game.new(players, seed, options)
    rng = Rng(chooser.to_bytes(8, "little") * 4)
    for _ in range(plies):
        if game.is_over:
            break
        moves = game.legal_moves()
        game.apply(moves[rng.below(len(moves))])
    return game


def edited(text: str, changes: dict[str, str | None]) -> str:
    """``text`` with the values of some fields replaced (None: the line removed); fields not in
    the text are added at its end."""
    lines = []
    for line in text.splitlines():
        field = line.split(":", 1)[0]
        if field not in changes:
            lines.append(line)
        elif changes[field] is not None:
            lines.append(f"{field}: {changes[field]}")
    present = {line.split(":", 1)[0] for line in text.splitlines()}
    lines += [f"{field}: {value}" for field, value in changes.items() if field not in present]
    return "\n".join(lines) + "\n"


def field(text: str, name: str) -> str:
    return next(line.split(": ", 1)[1] for line in text.splitlines() if line.startswith(name + ":"))


# ------------------------------------------------------------------ round trips


def test_the_documented_example_is_the_golden_record_after_97_moves() -> None:
    record = read_record(GOLDEN)
    game = game_after(record, 97)
    text = write_position(game)
    assert text == documented_examples()[0]
    again = read_position(text)
    assert write_position(again) == text and again.state_hash() == game.state_hash()
    assert again.ply == 97 and again.history == [] and again.phase == Phase.SS
    line = Line(Record.header_of(again, record.seats))  # a line from the position read
    for entry in record.moves[97:]:  # the rest of the record, every hash checked
        line.push(entry)
    assert line.game.is_over and line.game.ply == len(record.moves)


def test_the_documented_hand_written_example_reads_with_its_defaults() -> None:
    text = documented_examples()[1]
    game = read_position(text)
    player = game.players[0]
    assert game.phase == Phase.MAIN and game.moved and game.to_move == 0 and game.ply == 1
    assert [CARDS[c].notation for c in game.pile[-4:]] == ["g3/4", "y3/4", "r3/4", "w"]
    assert len(game.pile) + 8 + 1 == 53  # a two-player game has 53 cards
    assert game.tiles[tile_kind(Colour.PURPLE, 4)] == 1  # two of the three are built
    assert game.wild_tiles == 12 and game.superstructures == 30
    assert player.coats.bit_count() == 8 and player.meadow == 0
    canonical = write_position(game)
    assert canonical != text and write_position(read_position(canonical)) == canonical
    assert read_position(canonical).state_hash() == game.state_hash()
    game.play(Move.parse("build p1/2"))
    game.play(Move.parse("push b7,c7"))
    assert game.to_move == 1


@settings(max_examples=60, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(
    st.integers(2, 4),
    st.integers(0, 2**32),
    st.sampled_from(OPTIONS),
    st.integers(0, 400),
    st.integers(0, 2**16),
)
def test_positions_of_random_play_round_trip_and_continue_alike(
    players: int, seed: int, options: Options, plies: int, chooser: int
) -> None:
    if options.start_seat is not None and options.start_seat >= players:
        options = Options(options.variant, options.dry_roads, options.cover)
    game = played(players, seed, options, plies, chooser)
    text = write_position(game)
    again = read_position(text)
    assert write_position(again) == text
    assert again.state_hash() == game.state_hash() and again.ply == game.ply
    rng = Rng(b"\x05" * 32)
    for _ in range(30):
        assert again.legal_moves() == game.legal_moves()
        if game.is_over:
            break
        moves = game.legal_moves()
        move = moves[rng.below(len(moves))]
        game.apply(move)
        again.apply(move)
        assert again.state_hash() == game.state_hash()


def test_a_game_from_a_position_counts_its_moves_on() -> None:
    game = played(3, 11, Options(), 40)
    again = read_position(write_position(game))
    assert (again.ply, again.start_ply, again.history) == (40, 40, [])
    move = game.legal_moves()[0]
    game.play(move)
    again.play(move)
    assert again.ply == game.ply == 41 and again.state_hash() == game.state_hash()
    assert Game.new(2, 1).start_ply == 0 and Game.new(2, 1).origin is None
    assert again.origin == write_position(read_position(again.origin or ""))


def test_a_generator_known_by_its_key_alone_is_written_as_the_key() -> None:
    text = edited(EXAMPLE, {"generator": f"key {'c0ffee' * 10}abcd, counter 12"})
    game = read_position(text)
    assert game.rng.key == bytes.fromhex("c0ffee" * 10 + "abcd") and game.rng.counter == 12
    assert write_position(game) == text and game.seed == "c0ffee" * 10 + "abcd"
    assert game.state_hash() != read_position(EXAMPLE).state_hash()


@pytest.mark.parametrize("seed", [0, -12, 10**30, "", "lobby 7f", 'a "quoted"\nseed', "17"])
def test_seeds_of_every_kind_are_written_and_read(seed: int | str) -> None:
    game = Game.new(2, seed)
    text = write_position(game)
    again = read_position(text)
    assert again.seed == seed and type(again.seed) is type(seed)
    assert write_position(again) == text and again.state_hash() == game.state_hash()
    assert len(text.splitlines()) == len(write_position(again).splitlines())


def test_the_rest_of_the_cards_fill_the_pile_under_the_named_ones() -> None:
    text = documented_examples()[0]
    pile = field(text, "pile").split()
    short = edited(text, {"pile": " ".join(pile[:3]) + " ..."})
    game = read_position(short)
    assert [CARDS[c].notation for c in game.pile[::-1][:3]] == pile[:3]
    assert len(game.pile) == len(pile)
    assert game.pile[:-3] == sorted(game.pile[:-3], reverse=True)  # the rest in card order
    # Which kinds the set-up removed is not known: the rest takes the first kinds of each group.
    assert "r5/5+" in write_position(game) and "p5/5+" not in field(write_position(game), "pile")


# ------------------------------------------------------------------ the checks

EXAMPLE = documented_examples()[0]


@pytest.mark.parametrize(
    ("changes", "message"),
    [
        ({"format": "helsinki-position/2"}, r"^line 1 \(format\): this program reads"),
        ({"ruleset": "helsinki-1"}, r"^line 2 \(ruleset\): the position uses rule set 'helsinki-1"),
        ({"players": "5"}, r"^line 3 \(players\): Helsinki is for 2 to 4 players"),
        ({"moves": "097"}, r"^line 9 \(moves\): not a number: '097'"),
        ({"moves": "+97"}, r"not a number: '\+97'"),
        ({"moves": None}, r"^the field 'moves' is missing"),
        ({"colour": "red"}, r"^line 50: unknown field 'colour'"),
        ({"seat 2 hand": "w"}, r"unknown field 'seat 2 hand' \(the seats are 0 to 1\)"),
        ({"step": "build"}, r"^line 12 \(step\): unknown step 'build'; steps: setup, move"),
        ({"seat 0 token": "8"}, r"^line 30 \(seat 0 token\): 8 is more than 7"),
        ({"display": "w w w"}, r"^line 23 \(display\): 8 slots"),
        ({"seat 1 hand": "r5/4+++"}, r"^line 41 \(seat 1 hand\): not a card: 'r5/4\+\+\+'"),
        ({"last tile": "a6,a6"}, r"a square is named twice"),
        ({"generator": "seed 4"}, r"followed by ', counter N'"),
        ({"generator": "key 12ab, counter 3"}, r"the key is 64 hex digits"),
        ({"covered": "move6 wild2 anyside extradraw fewer"},
         r"^line 6 \(covered\): the first-game variant covers back nolimit"),
        ({"covered": "back nolimit drawbuild extrass relocate (chosen)"},
         r"^line 6 \(covered\): covered actions are chosen only with the new-challenges"),
        ({"start seat": "2"}, r"^line 7 \(start seat\): no seat 2 in a 2-player game"),
        ({"seat 0 tiles": "b d2,d3; b d3,e3"},
         r"^line 32 \(seat 0 tiles\): the tile b d3,e3 lies on another tile \(d3\)"),
        ({"seat 0 tiles": "r c3,d4"}, r"the tile r c3,d4 lies on the statue \(d4\)"),
        ({"seat 0 tiles": "r a3,b3,c3,d3"}, r"no red tile has the shape of r a3,b3,c3,d3"),
        ({"seat 0 tiles": "w a2,a3"}, r"the wild tile w a2,a3 must cover one square"),
        ({"seat 0 superstructures": "d1,b2,a4"},
         r"^line 33 \(seat 0 superstructures\): a superstructure on a4, which is no roof"),
        ({"seat 0 superstructures": "d1,b2,d4"}, r"on d4, which is the statue"),
        ({"seat 0 coats of arms": "a4,a5,b6,f6,e7"}, r"no coat of arms is printed on a4"),
        ({"seat 0 coats of arms": "b2,a5,b6,f6,e7"}, r"a coat of arms on b2 lies under a tile"),
        ({"seat 0 meadow": "2"},
         r"^line 35 \(seat 0 meadow\): 2 in the meadow, 3 spent on actions and 4 left"),
        ({"seat 0 meadow": "0", "seat 0 used actions": "move6 wild2 points back"},
         r"\(seat 0 used actions\): back is covered in this game"),
        ({"seat 0 points": "0"}, r"the track shows 2 points from actions, not 0"),
        ({"seat 0 bonus card": "5"}, r"bonus cards are part of Dry roads only"),
        ({"seat 0 hand limit": "ignored until the end of round 14"},
         r"ignored without the action nolimit"),
        ({"wild tile supply": "8"}, r"^line 27 \(wild tile supply\): 8 left, but 5 of the 12"),
        ({"superstructure supply": "30"}, r"30 left, but 5 of the 30 are built or to be placed"),
        ({"tile supply": field(EXAMPLE, "tile supply").replace("y/3 0", "y/3 1")},
         r"\(tile supply\): 1 y/3 left, but 3 of the 3 are built"),
        ({"seat 1 tiles": field(EXAMPLE, "seat 1 tiles") + "; y a1,b1,a2"},
         r"4 y/3 tiles are built or paid for; the game has 3"),
        ({"pile": field(EXAMPLE, "pile") + " p5/5+"},
         r"^the pile, discard, display and hands hold 2 p5/5\+; the game has 1$"),
        ({"pile": field(EXAMPLE, "pile").replace("y1/2 ", "")},
         r'hold 1 yellow "1" cards; a 2-player game has 2$'),
        ({"step": "main"}, r"\(pending superstructures\): superstructures wait only for a push"),
        ({"step": "push"}, r"\(pending tile\): a tile is paid for exactly while"),
        ({"step": "move"}, r"\(active actions\)|\(moved\)|\(last tile\)|\(pending"),
        ({"pending superstructures": "4", "superstructure supply": "22"},
         r"more than the roofs of the last tile"),
        ({"pending superstructures": "0", "superstructure supply": "26"},
         r"an ss step places at least one"),
        ({"last tile": "a7,b7"}, r"\(last tile\): seat 1 has no pavilion tile on exactly those"),
        ({"builds": "0"}, r"\(last tile\): 0 tile\(s\) pushed this turn, and the last is a6,a7,b7"),
        ({"builds": "2"}, r"\(builds\): one build a turn, two with the action second"),
        ({"drew": "yes"}, r"\(drew\): a turn has a draw or a build, both with the action draw"),
        ({"active actions": "fewer"}, r"\(active actions\): seat 1 has not spent fewer"),
        ({"discarders": "1"}, r"\(discarders\): players discard down to the hand limit in a"),
        ({"discarders": "1 1"}, r"\(discarders\): distinct seat numbers"),
        ({"turn": "seat 0"}, r"\(active actions\)|\(last tile\)"),
        ({"moves": "0"}, r"^line 12 \(step\): the game waits for the set-up exactly before"),
        ({"final round": "yes", "step": "over", "pending superstructures": "0",
          "superstructure supply": "26"},
         r"\(step\): no turn is in progress in the over step"),
        ({"display": "g3/4 g4/4+ b3/4 g2/3 g1/2 p4/4+ p2/3 -",
          "discard": "g5/4++ " + field(EXAMPLE, "discard")},
         r"^line 21 \(final round\): a display slot is empty: the pile ran out"),
    ],
)  # fmt: skip
def test_a_malformed_or_inconsistent_position_is_refused_naming_the_line(
    changes: dict[str, str | None], message: str
) -> None:
    with pytest.raises(PositionError, match=message):
        read_position(edited(EXAMPLE, changes))


def test_lines_that_are_not_fields_are_refused() -> None:
    with pytest.raises(PositionError, match=r"^line 3: 'players 2' is not 'field: value'$"):
        read_position(EXAMPLE.replace("players: 2", "players 2"))
    twice = EXAMPLE + "round: 13\n"
    with pytest.raises(PositionError, match=r"^line 50: 'round' is given twice \(first on line 10"):
        read_position(twice)
    with pytest.raises(PositionError, match="at most"):
        read_position("#" * (2 << 20))


def test_comments_blank_lines_any_field_order_and_crlf_are_read() -> None:
    lines = EXAMPLE.splitlines()
    shuffled = ["# a bug report", "", *reversed(lines), "   "]
    game = read_position("\r\n".join(f"  {line}" for line in shuffled))
    assert write_position(game) == EXAMPLE


def test_more_than_seven_cards_only_for_a_player_about_to_discard() -> None:
    pile = field(EXAMPLE, "pile").split()
    waiting = " ".join([*field(EXAMPLE, "seat 0 hand").split(), *pile[:4]])
    with pytest.raises(PositionError, match=r"\(seat 0 hand\): 8 cards, more than the hand limit"):
        read_position(edited(EXAMPLE, {"pile": " ".join(pile[4:]), "seat 0 hand": waiting}))
    playing = " ".join(["r5/4++", *pile[:7]])  # seat 1 places its superstructure, then discards
    game = read_position(edited(EXAMPLE, {"pile": " ".join(pile[7:]), "seat 1 hand": playing}))
    game.play(game.legal_moves()[0])
    assert game.phase == Phase.DISCARD and game.to_move == 1


def test_the_step_must_have_a_legal_move() -> None:
    game = played(2, 3, Options(), 1)  # the tokens are placed, no tile is built
    seat = game.seat
    stuck = edited(write_position(game), {
        "step": "wild", "pending wild tiles": "1", "active actions": "wild1",
        f"seat {seat} used actions": "wild1", f"seat {seat} coats of arms": None,
    })  # fmt: skip
    with pytest.raises(PositionError, match=r"waits for its wild step, but no move is legal"):
        read_position(stuck)


# ------------------------------------------------------------------ fuzzing

_WORDS = [c.notation for c in CARDS] + [a.notation for a in Action] + [
    "none", "yes", "no", "-", "0", "1", "2", "3", "7", "8", "-1", "...", "a1", "d4", "c3,c4",
    "r/3", "p/5", "seat 1", "main", "push", "ss", "wild", "discard", "over", "setup", "move",
    "(chosen)", "kept", "ignored until the end of round 1", "99999999999999999999",
]  # fmt: skip


@st.composite
def mutated(draw: st.DrawFn) -> str:
    """A valid position of random play, then one to three random edits."""
    players = draw(st.integers(2, 4))
    options = draw(st.sampled_from(OPTIONS[:3]))
    game = played(players, draw(st.integers(0, 999)), options, draw(st.integers(0, 300)))
    lines = write_position(game).splitlines()
    for _ in range(draw(st.integers(1, 3))):
        index = draw(st.integers(0, len(lines) - 1))
        name, _, value = lines[index].partition(": ")
        words = value.split(" ")
        some_word = st.integers(0, len(words) - 1)
        kind = draw(st.integers(0, 6))
        if kind == 0:
            del lines[index]
        elif kind == 1:
            lines.insert(draw(st.integers(0, len(lines))), lines[index])
        elif kind == 2:
            other = draw(st.sampled_from(lines)).partition(": ")[2]
            lines[index] = f"{name}: {other}"
        elif kind == 3:
            words[draw(some_word)] = draw(st.sampled_from(_WORDS))
            lines[index] = f"{name}: {' '.join(words)}"
        elif kind == 4:
            first, second = draw(some_word), draw(some_word)
            words[first], words[second] = words[second], words[first]
            lines[index] = f"{name}: {' '.join(words)}"
        elif kind == 5 and lines[index]:
            at = draw(st.integers(0, len(lines[index]) - 1))
            char = draw(st.sampled_from("0123456789abcdefg,;:/ -+wrygbp.()\x00é\u2028"))
            lines[index] = lines[index][:at] + char + lines[index][at + 1 :]
        else:
            new = draw(st.lists(st.sampled_from(_WORDS), min_size=1, max_size=3))
            lines[index] = f"{name}: {' '.join(new)}"
    return "\n".join(lines) + "\n"


@settings(max_examples=300, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(mutated())
def test_a_mutated_position_is_refused_or_a_game_that_plays_on(text: str) -> None:
    try:
        game = read_position(text)
    except PositionError as error:
        assert "\n" not in str(error)
        return
    canonical = write_position(game)
    assert write_position(read_position(canonical)) == canonical
    rng = Rng(b"\x09" * 32)
    for _ in range(20):
        if game.is_over:
            break
        moves = game.legal_moves()
        assert moves
        game.apply(moves[rng.below(len(moves))])
        assert read_position(write_position(game)).state_hash() == game.state_hash()


# ------------------------------------------------------------------ files


def test_position_files_are_told_by_suffix_or_content(tmp_path: Path) -> None:
    named = tmp_path / "bug.helsinki-position"
    named.write_text(EXAMPLE, encoding="utf-8")
    plain = tmp_path / "bug.txt"
    plain.write_text("\n" + EXAMPLE, encoding="utf-8")
    record = tmp_path / "game.helsinki.json"
    record.write_text(json.dumps({"format": "x"}), encoding="utf-8")
    assert is_position_file(named) and is_position_file(plain) and not is_position_file(record)
    assert write_position(read_position_file(plain)) == EXAMPLE
    plain.write_bytes(b"\xff\xfe")
    with pytest.raises(PositionError, match="is not UTF-8 text"):
        read_position_file(plain)
    with pytest.raises(PositionError, match="cannot read"):
        read_position_file(tmp_path / "missing.helsinki-position")
