"""Copenhagen's bots: legal moves only, whole games, the greedy bot's edge and its blindness to
what its seat cannot see."""

from __future__ import annotations

import pytest

from engine.copenhagen import CopenhagenGame
from engine.copenhagen.bots import BOTS, CopenhagenBot, make_bot
from engine.rng import Rng


def play_out(game: CopenhagenGame, bots: list[CopenhagenBot]) -> None:
    while not game.is_over:
        seat = game.to_move
        assert seat is not None
        move = bots[seat].choose(game)
        assert move in game.legal_moves()
        game.play(move)


@pytest.mark.parametrize("players", [2, 3, 4])
def test_every_bot_finishes_games_with_legal_moves(players: int) -> None:
    for name in BOTS:
        game = CopenhagenGame.new(players, f"bots-{name}")
        play_out(game, [make_bot(name, seat, think_iters=3) for seat in range(players)])
        assert game.winners


def test_the_greedy_bot_beats_the_random_bot() -> None:
    wins = 0
    for seed in range(12):
        greedy = seed % 2
        bots = [make_bot("random", seed), make_bot("random", seed)]
        bots[greedy] = make_bot("greedy", seed)
        game = CopenhagenGame.new(2, seed)
        play_out(game, bots)
        wins += game.winners == (greedy,)
    assert wins >= 9


def test_the_greedy_bot_does_not_peek() -> None:
    """Two games that differ only in what the seat to move cannot see (the deck order, the
    other hands) get the same move from bots with the same seed."""
    game = CopenhagenGame.new(3, "peek")
    bot = make_bot("random", 1)
    hidden_differs = 0
    while not game.is_over:
        seat = game.to_move
        assert seat is not None
        other = game.determinized(seat, Rng(game.ply.to_bytes(4, "little") * 8))
        other.rng = game.rng.copy()
        hidden_differs += other.deck != game.deck
        assert make_bot("greedy", 5).choose(other) == make_bot("greedy", 5).choose(game)
        game.apply(bot.choose(game))
    assert hidden_differs > 10


def test_an_unknown_bot_is_refused_by_name() -> None:
    with pytest.raises(ValueError, match=r"'oracle'.*random, easy, greedy, expert"):
        make_bot("oracle")
