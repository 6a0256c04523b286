"""Copenhagen's move notation (``docs/notation.md``, section Copenhagen): one text per move."""

from __future__ import annotations

import re
from pathlib import Path

import pytest

from engine.copenhagen import Ability, Kind, Move, parse_move
from engine.copenhagen.components import tile_kind
from engine.copenhagen.house import PLACEMENT_SET, parse_cell
from engine.errors import NotationError

NOTATION = Path(__file__).resolve().parent.parent / "docs" / "notation.md"


def documented_examples() -> list[str]:
    """The moves of the Copenhagen section's table of examples."""
    section = NOTATION.read_text(encoding="utf-8").split("## Copenhagen", 1)[1]
    table = section.split("### Examples", 1)[1]
    return re.findall(r"^\| `([^`]+)` \|", table, flags=re.MULTILINE)


def test_every_documented_example_reads_back_and_builds_real_tiles() -> None:
    examples = documented_examples()
    assert len(examples) >= 12
    for text in examples:
        move = parse_move(text)
        assert str(move) == text
        if move.kind == Kind.BUILD:
            assert (move.c, move.b) in PLACEMENT_SET[move.a], text


def test_moves_are_values_with_their_parts() -> None:
    build = parse_move("build p3 a1:b1,c1 gpp")
    assert build == Move.build(tile_kind(4, 3), parse_cell("a1"), 0b111, (0, 0, 1, 0, 2))
    assert parse_move("take 1 2 6") == Move.take(6, 1, 2) and Move.take(1, 2, 6).slots == (1, 2, 6)
    assert parse_move("ability colours") == Move.ability(Ability.COLOURS)
    assert parse_move("build p2 c1:d1 -").pay == (0, 0, 0, 0, 0)
    assert parse_move("  special\tc3 ") == Move.special(parse_cell("c3"))
    assert str(Move.refresh()) == "refresh" and str(Move.end()) == "end"


@pytest.mark.parametrize(
    ("text", "canonical"),
    [
        ("take 3 2", "take 2 3"),
        ("build p3 a1:b1,c1 pgp", "build p3 a1:b1,c1 gpp"),
        ("build p3 a1:c1,b1 ppp", "build p3 a1:b1,c1 ppp"),
        ("build y4 b1:b2,a1,c2 yyyy", "build y4 b1:a1,b2,c2 yyyy"),
    ],
)  # fmt: skip
def test_other_spellings_are_refused_naming_the_canonical_one(text: str, canonical: str) -> None:
    with pytest.raises(NotationError, match=f"write '{re.escape(canonical)}'"):
        parse_move(text)


@pytest.mark.parametrize(
    "text",
    ["take", "take 0 1", "take 1 1", "take 01 2", "take 1 2 3 4 5 6 7 8", "discard x",
     "discard rr", "build p6 a1:b1 pp", "build p2 a1:a1 pp", "build p2 f1:a1 pp",
     "build p2 a1:b1", "build p2 a1:b1 px", "special", "special a10", "ability all",
     "refresh now", "end turn", "TAKE 1 2", "build w1 a1 -"],
)  # fmt: skip
def test_texts_that_are_no_move_are_refused(text: str) -> None:
    with pytest.raises(NotationError):
        parse_move(text)


def test_every_rule_reads_as_an_english_sentence_naming_its_sources() -> None:
    from engine.copenhagen.violation import RULE_TEXTS, Rule, Violation

    assert set(RULE_TEXTS) == set(Rule)
    for rule in Rule:
        text = str(Violation(rule, (1, 3, 2)))
        assert "{" not in text and text
        if rule not in (Rule.WRONG_STEP,):
            assert re.search(r"\((rules?|decision) \d", text), text
    assert str(Violation(Rule.PAYMENT_COUNT, (tile_kind(4, 3), 2, 3))) == (
        "the p3 tile costs 2 card(s) here, not 3 (rules 12, 13, 23)"
    )
