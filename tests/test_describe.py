"""The move log's sentences (ui/describe.py) for every kind of move of a whole game."""

from __future__ import annotations

from engine import Game
from engine.bots import make_bot
from engine.moves import Kind
from ui.describe import describe


def test_every_kind_of_move_is_told_in_words(qapp: object) -> None:
    told: dict[Kind, list[str]] = {}
    for seed in range(3):
        game = Game.new(3, seed=seed)
        bots = [make_bot("random", seed + seat) for seat in range(3)]
        while not game.is_over:
            seat = game.to_move
            assert seat is not None
            move = bots[seat].choose(game)
            before = game.copy()
            game.apply(move)
            sentence = describe(before, move, game, "Aino")
            told.setdefault(move.kind, []).append(sentence)
            if game.is_over:
                assert sentence.endswith("The game is over.")
            else:
                assert "The game is over." not in sentence
    assert set(told) == set(Kind) - {Kind.RELOCATE} or set(told) == set(Kind)
    for kind, sentences in told.items():
        assert all(s.startswith(("Aino ", "It ")) for s in sentences), kind
    assert "Aino put the first token on senate space" in told[Kind.PLACE][0]
    assert all(s.startswith("Aino ended the turn.") for s in told[Kind.END])
    assert any(s.startswith("Aino moved 1 space.") for s in told[Kind.MOVE])
    assert any("to build a" in s and "roofs." in s for s in told[Kind.BUILD])
