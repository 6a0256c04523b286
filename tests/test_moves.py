"""The move notation: examples of every kind, and refusal of anything else."""

from __future__ import annotations

import pytest

from engine.errors import NotationError
from engine.helsinki import Action, Move
from engine.helsinki.bitboard import parse_square
from engine.helsinki.components import CARD_BY_NOTATION
from engine.helsinki.moves import Kind


@pytest.mark.parametrize(
    ("text", "move"),
    [
        ("place 5", Move.place(5)),
        ("move -1", Move.move(-1)),
        ("move 6", Move.move(6)),
        ("draw", Move.draw()),
        ("build b5/4++ b1/2 b1/2 b3/4 w",
         Move.build(CARD_BY_NOTATION["b5/4++"],
                    tuple(CARD_BY_NOTATION[c] for c in ("w", "b3/4", "b1/2", "b1/2")))),
        ("push c3,d3", Move.push((1 << parse_square("c3")) | (1 << parse_square("d3")))),
        ("ss b2", Move.superstructures(1 << parse_square("b2"))),
        ("wild e5", Move.wild(parse_square("e5"))),
        ("act extradraw", Move.act(Action.EXTRADRAW)),
        ("relocate c3 e5", Move.relocate(parse_square("c3"), parse_square("e5"))),
        ("discard r1/2", Move.discard(CARD_BY_NOTATION["r1/2"])),
        ("end", Move.end()),
    ],
)  # fmt: skip
def test_examples_of_every_kind_round_trip(text: str, move: Move) -> None:
    assert Move.parse(text) == move
    assert str(move) == text
    assert Move.parse(f"  {text.replace(' ', '   ')} ") == move
    assert Move.parse(f"\t{text.replace(' ', chr(10))}\r\n") == move


def test_every_kind_has_an_example() -> None:
    words = {"place", "move", "draw", "build", "push", "ss", "wild", "act", "relocate",
             "discard", "end"}  # fmt: skip
    assert {kind.name.lower() for kind in Kind} == words


@pytest.mark.parametrize(
    "text",
    ["", "   ", "jump", "place", "place 8", "place x", "move 0", "move 7", "draw now",
     "build", "build x9/9", "push", "push c3,c3", "push z9", "ss", "wild a1 a2", "act",
     "act fly", "act __class__", "relocate a1", "discard", "discard r1/2 r1/2", "end turn",
     "Draw", "END", "place 1_0", "move 1" + "0" * 5000, "push C3", "wild e5,", "act move6!"],
)  # fmt: skip
def test_malformed_moves_raise_notation_errors(text: str) -> None:
    with pytest.raises(NotationError):
        Move.parse(text)


@pytest.mark.parametrize(
    ("text", "canonical"),
    [
        ("act MOVE6", "act move6"),
        ("act Back", "act back"),
        ("place 05", "place 5"),
        ("place +5", "place 5"),
        ("move +2", "move 2"),
        ("move \u0663", "move 3"),  # an Arabic-Indic digit
        ("place \uff15", "place 5"),  # a full-width digit
        ("move -01", "move -1"),
        ("push d3,c3", "push c3,d3"),
        ("ss c2,b2", "ss b2,c2"),
        ("build r3/4 w r1/2", "build r3/4 r1/2 w"),
        ("build b5/4++ w b3/4 b1/2 b1/2", "build b5/4++ b1/2 b1/2 b3/4 w"),
    ],
)
def test_only_the_canonical_form_is_read(text: str, canonical: str) -> None:
    with pytest.raises(NotationError, match="not in canonical form") as error:
        Move.parse(text)
    assert str(error.value).endswith(f"write {canonical!r}")
    assert str(Move.parse(canonical)) == canonical


def test_moves_are_small_immutable_values() -> None:
    move = Move.parse("build g1/2")
    with pytest.raises(AttributeError):
        move.kind = Kind.END  # type: ignore[misc]
    assert {move, Move.parse("build g1/2")} == {move}
    assert repr(move) == "Move.parse('build g1/2')"
