"""Turn drafts: steps taken back until one reveals a card or the turn passes."""

from __future__ import annotations

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st
from scenario import position

from engine import Game, IllegalMoveError, Move, Options, TurnDraft
from engine.rng import Rng


def test_steps_that_reveal_nothing_are_taken_back_one_by_one() -> None:
    game = position(2, space=2, moved=True, hand=["r1/2", "w"], meadow=1)
    before = game.state_hash()
    draft = TurnDraft(game)
    assert draft.play(Move.parse("act points")) == []
    assert draft.play(Move.parse("build r1/2")) == []
    assert draft.can_take_back and draft.committed.state_hash() == before
    assert draft.take_back() == Move.parse("build r1/2")
    assert draft.take_back() == Move.parse("act points")
    assert draft.game.state_hash() == before and not draft.can_take_back
    with pytest.raises(IndexError):
        draft.take_back()


def test_a_draw_commits_the_steps_before_it() -> None:
    game = position(2, space=2, meadow=1)
    draft = TurnDraft(game)
    assert draft.play(Move.parse("act points")) == []
    assert draft.play(Move.move(1)) == []
    committed = draft.play(Move.draw())
    assert committed == [Move.parse("act points"), Move.move(1), Move.draw()]
    assert draft.committed.state_hash() == draft.game.state_hash()
    assert not draft.can_take_back


def test_a_push_that_draws_the_bonus_card_commits() -> None:
    game = position(2, space=2, moved=True, hand=["r1/2"], tiles=[("r", "e2,e3")])
    draft = TurnDraft(game)
    draft.play(Move.parse("build r1/2"))
    pile = len(draft.game.pile)
    touching = next(m for m in draft.game.legal_moves() if draft.game.reveals(m))
    assert draft.play(touching)[-1] == touching
    assert len(draft.committed.pile) == pile - 1


def test_an_illegal_step_changes_nothing() -> None:
    draft = TurnDraft(Game.new(2, 3))
    with pytest.raises(IllegalMoveError):
        draft.play(Move.draw())
    assert draft.steps == [] and draft.game.state_hash() == Game.new(2, 3).state_hash()


@settings(max_examples=30, deadline=None)
@given(st.integers(2, 4), st.integers(0, 2**32), st.integers(0, 2**16))
def test_random_play_with_take_backs_commits_what_a_straight_game_plays(
    players: int, seed: int, chooser: int
) -> None:
    """Committed steps, played in order on a fresh game, give the draft's committed game; a
    taken-back step restores the hash before it; only revealing steps and turn ends commit."""
    rng = Rng(chooser.to_bytes(32, "little"))
    draft = TurnDraft(Game.new(players, seed, Options()))
    straight = Game.new(players, seed, Options())
    hashes = [draft.game.state_hash()]
    for _ in range(600):
        if draft.game.is_over:
            break
        if draft.can_take_back and rng.below(4) == 0:
            draft.take_back()
            hashes.pop()
            assert draft.game.state_hash() == hashes[-1]
            continue
        moves = draft.game.legal_moves()
        move = moves[rng.below(len(moves))]
        seat, reveals = draft.game.to_move, draft.game.reveals(move)
        committed = draft.play(move)
        ends_turn = draft.game.to_move != seat or draft.game.is_over
        assert bool(committed) == (reveals or ends_turn)
        for step in committed:
            straight.play(step)
        if committed:
            assert straight.state_hash() == draft.committed.state_hash() == draft.game.state_hash()
            hashes = [draft.game.state_hash()]
        else:
            hashes.append(draft.game.state_hash())
