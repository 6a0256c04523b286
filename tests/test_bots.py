"""Bots: legal moves only, no peeking at hidden cards, and greedy plays better than random."""

from __future__ import annotations

import pytest

from engine import Game, Options, Variant
from engine.bots import BOTS, make_bot
from engine.rng import Rng


def hide_differently(game: Game, seat: int, rng: Rng) -> Game:
    """A copy in which everything ``seat`` cannot see is dealt differently."""
    other = game.copy()
    unseen = other.pile.copy()
    for s, player in enumerate(other.players):
        if s != seat:
            unseen += player.hand
    rng.shuffle(unseen)
    for s, player in enumerate(other.players):
        if s != seat:
            player.hand = sorted(unseen[: len(player.hand)])
            del unseen[: len(player.hand)]
    other.pile = unseen
    other.rng = Rng(b"\x09" * 32)
    other.edited()
    return other


@pytest.mark.parametrize("name", sorted(BOTS))
def test_bots_decide_only_from_what_their_seat_may_know(name: str) -> None:
    game = Game.new(3, 5, Options(Variant.ALL_ACTIONS, True))
    shuffler = Rng(b"\x07" * 32)
    driver = make_bot("random", "driver")
    checked = 0
    while not game.is_over:
        seat = game.to_move
        assert seat is not None
        if game.ply % 3 == 0 and len(game.legal_moves()) > 1:
            twin = hide_differently(game, seat, shuffler)
            assert twin.state_hash() != game.state_hash()
            first = make_bot(name, "same").choose(game)
            second = make_bot(name, "same").choose(twin)
            assert first == second
            assert first in game.legal_moves()
            checked += 1
        game.apply(driver.choose(game))
    assert checked > 30


def test_greedy_beats_random() -> None:
    wins = 0
    for seed in range(4):
        game = Game.new(2, f"duel-{seed}")
        bots = [make_bot("greedy", seed), make_bot("random", seed)]
        if seed % 2:
            bots.reverse()
        while not game.is_over:
            seat = game.to_move
            assert seat is not None
            game.play(bots[seat].choose(game))
        greedy_seat = seed % 2
        wins += game.winner == greedy_seat
    assert wins == 4


def test_unknown_bots_are_refused() -> None:
    with pytest.raises(ValueError, match="unknown bot 'genius'"):
        make_bot("genius")
