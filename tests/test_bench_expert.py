"""The expert-match benchmark's game loop plays any rule set's games, the same way every time."""

from __future__ import annotations

import pytest

from bench.bench_expert import Match, play
from engine.bot import Budget
from engine.rules import RULE_SETS


@pytest.mark.parametrize("rules", list(RULE_SETS))
def test_a_match_game_is_played_to_its_end_and_again_the_same(rules: str) -> None:
    match = Match(f"test_{rules}", 2, 1, Budget(think_iters=8), rules=rules)
    first, again = play(match, 1), play(match, 1)  # the expert in seat 1
    assert first.iterations > 0 and first.decisions  # its searched decisions were counted
    assert (first.won, first.margin, first.iterations) == (again.won, again.margin,
                                                           again.iterations)  # fmt: skip
    assert first.margin >= 0 or not first.won  # a winner is never behind
