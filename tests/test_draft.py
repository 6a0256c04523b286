"""Turn drafts: steps taken back until one reveals a card or the turn passes."""

from __future__ import annotations

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st
from scenario import position

from engine import TurnDraft
from engine.copenhagen import CopenhagenGame, CopenhagenMoveError, parse_move
from engine.copenhagen import Move as CopenhagenMove
from engine.copenhagen import Violation as CopenhagenViolation
from engine.errors import IllegalMoveError
from engine.helsinki import Game, Move, Options
from engine.rng import Rng


def test_steps_that_reveal_nothing_are_taken_back_one_by_one() -> None:
    game = position(2, space=2, moved=True, hand=["r1/2", "w"], meadow=1)
    before = game.state_hash()
    draft: TurnDraft[Game, Move] = TurnDraft(game)
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
    draft: TurnDraft[Game, Move] = TurnDraft(game)
    assert draft.play(Move.parse("act points")) == []
    assert draft.play(Move.move(1)) == []
    committed = draft.play(Move.draw())
    assert committed == [Move.parse("act points"), Move.move(1), Move.draw()]
    assert draft.committed.state_hash() == draft.game.state_hash()
    assert not draft.can_take_back


def test_a_push_that_draws_the_bonus_card_commits() -> None:
    game = position(2, space=2, moved=True, hand=["r1/2"], tiles=[("r", "e2,e3")])
    draft: TurnDraft[Game, Move] = TurnDraft(game)
    draft.play(Move.parse("build r1/2"))
    pile = len(draft.game.pile)
    touching = next(m for m in draft.game.legal_moves() if draft.game.reveals(m))
    assert draft.play(touching)[-1] == touching
    assert len(draft.committed.pile) == pile - 1


def test_an_illegal_step_changes_nothing() -> None:
    draft: TurnDraft[Game, Move] = TurnDraft(Game.new(2, 3))
    with pytest.raises(IllegalMoveError):
        draft.play(Move.draw())
    assert draft.steps == [] and draft.game.state_hash() == Game.new(2, 3).state_hash()


def _built() -> tuple[TurnDraft[Game, Move], list[Move]]:
    """A draft where the player built and pushed without revealing a card (its steps)."""
    game = position(2, space=2, moved=True, hand=["r1/2", "w"], meadow=1)
    draft: TurnDraft[Game, Move] = TurnDraft(game)
    draft.play(Move.parse("build r1/2"))
    push = next(m for m in draft.game.legal_moves() if not draft.game.reveals(m))
    draft.play(push)
    return draft, [Move.parse("build r1/2"), push]


def _turn_end(draft: TurnDraft[Game, Move]) -> Move:
    """A step that ends the turn without revealing anything, from the draft's game."""
    game, seat = draft.game, draft.game.to_move
    for move in game.legal_moves():
        after = game.copy()
        after.apply(move)
        if not game.reveals(move) and (after.to_move != seat or after.is_over):
            return move
    raise AssertionError("no quiet turn end here")


def test_the_last_step_waits_for_the_confirmation_and_can_be_taken_back() -> None:
    draft, steps = _built()
    seat, before = draft.game.to_move, draft.committed.state_hash()
    end = _turn_end(draft)
    assert draft.play(end) == [] and draft.complete
    assert draft.game.to_move != seat and draft.committed.state_hash() == before
    assert draft.take_back() == end and not draft.complete
    assert draft.play(end) == []
    assert draft.confirm() == [*steps, end]
    assert not draft.complete and not draft.can_take_back
    assert draft.committed.state_hash() == draft.game.state_hash()
    assert draft.committed.to_move != seat


def test_confirm_does_nothing_while_the_turn_goes_on() -> None:
    game = position(2, space=2, moved=True, hand=["r1/2", "w"], meadow=1)
    draft: TurnDraft[Game, Move] = TurnDraft(game)
    draft.play(Move.parse("act points"))
    assert draft.confirm() == [] and draft.steps == [Move.parse("act points")]


def test_without_confirmation_the_turn_end_commits_at_once() -> None:
    draft, steps = _built()
    draft.confirm_end = False
    end = _turn_end(draft)
    assert draft.play(end) == [*steps, end]
    assert not draft.complete and not draft.can_take_back


def test_a_step_of_the_next_turn_commits_the_complete_draft_first() -> None:
    draft, steps = _built()
    end = _turn_end(draft)
    draft.play(end)
    committed = draft.play(draft.game.legal_moves()[0])
    assert committed[:3] == [*steps, end]


@settings(max_examples=30, deadline=None)
@given(st.integers(2, 4), st.integers(0, 2**32), st.integers(0, 2**16), st.booleans())
def test_random_play_with_take_backs_commits_what_a_straight_game_plays(
    players: int, seed: int, chooser: int, confirm_end: bool
) -> None:
    """Committed steps, played in order on a fresh game, give the draft's committed game; a
    taken-back step restores the hash before it; only revealing steps, turn ends (without
    confirmation) and confirmations commit."""
    rng = Rng(chooser.to_bytes(32, "little"))
    draft: TurnDraft[Game, Move] = TurnDraft(Game.new(players, seed, Options()), confirm_end)
    straight = Game.new(players, seed, Options())
    hashes = [draft.game.state_hash()]
    for _ in range(600):
        if draft.game.is_over and not draft.complete:
            break
        if draft.can_take_back and rng.below(4) == 0:
            draft.take_back()
            hashes.pop()
            assert draft.game.state_hash() == hashes[-1]
            continue
        if draft.complete:
            assert confirm_end
            steps = list(draft.steps)
            committed = draft.confirm()
            assert committed == steps and not draft.complete
        else:
            moves = draft.game.legal_moves()
            move = moves[rng.below(len(moves))]
            seat, reveals = draft.game.to_move, draft.game.reveals(move)
            committed = draft.play(move)
            ends_turn = draft.game.to_move != seat or draft.game.is_over
            assert bool(committed) == (reveals or (ends_turn and not confirm_end))
            assert draft.complete == (ends_turn and not reveals and confirm_end)
        for step in committed:
            straight.play(step)
        if committed:
            assert straight.state_hash() == draft.committed.state_hash() == draft.game.state_hash()
            hashes = [draft.game.state_hash()]
        else:
            hashes.append(draft.game.state_hash())


def test_a_draft_of_copenhagen_refuses_a_step_in_its_own_words() -> None:
    """The draft is any game's: an illegal Copenhagen step raises Copenhagen's error, naming
    the broken rule, and changes nothing; a take, which shows new harbour cards, is committed
    at once."""
    game = CopenhagenGame.new(2, 7)
    draft: TurnDraft[CopenhagenGame, CopenhagenMove] = TurnDraft(game)
    before = draft.game.state_hash()
    with pytest.raises(CopenhagenMoveError) as refused:
        draft.play(parse_move("end"))
    assert isinstance(refused.value.violation, CopenhagenViolation)
    assert draft.game.state_hash() == before and not draft.steps
    take = next(m for m in draft.game.legal_moves() if str(m).startswith("take"))
    assert draft.game.reveals(take)  # new harbour cards come from the deck
    assert draft.play(take) == [take] and not draft.can_take_back
    assert draft.committed.state_hash() == draft.game.state_hash() != before
