"""The move log's sentences (ui/describe.py) for every kind of move of a whole game."""

from __future__ import annotations

import re

from engine.helsinki import Game
from engine.helsinki.bots import make_bot
from engine.helsinki.moves import Kind
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


def test_places_on_a_board_are_told_without_square_names(qapp: object) -> None:
    """The boards show no coordinates: a push says the side, the rest the new tile or roof."""
    square_name = re.compile(r"\b[a-g][1-7]\b")
    kinds: set[Kind] = set()
    for seed in range(3):
        game = Game.new(3, seed=seed)
        bots = [make_bot("greedy", seed + seat) for seat in range(3)]
        while not game.is_over:
            seat = game.to_move
            assert seat is not None
            move = bots[seat].choose(game)
            before = game.copy()
            game.apply(move)
            sentence = describe(before, move, game, "Aino")
            assert not square_name.search(sentence), sentence
            kinds.add(move.kind)
            if move.kind == Kind.PUSH:
                assert re.match(r"Aino pushed the \w+ tile in from the (north|east|south|west)\.",
                                sentence), sentence  # fmt: skip
    assert {Kind.PUSH, Kind.SS, Kind.WILD} <= kinds
