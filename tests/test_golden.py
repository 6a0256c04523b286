"""Golden state hashes: any change of rules, set-up or encoding shows up here.

When one of these fails on purpose, bump ``engine.game.RULESET_VERSION`` and update the pins.
"""

from __future__ import annotations

import pytest

from engine import RULESET_VERSION, Game, Options, Variant
from engine.rng import Rng, seed_key


def play(players: int, seed: int | str, options: Options, plies: int) -> Game:
    game = Game.new(players, seed, options)
    chooser = Rng(b"\x03" * 32)
    for _ in range(plies):
        moves = game.legal_moves()
        game.apply(moves[chooser.below(len(moves))])
    return game


@pytest.mark.parametrize(
    ("players", "seed", "options", "plies", "expected"),
    [
        (2, 1, Options(), 0, "4f718801a2a7372b2c4b280cbddc2107"),
        (3, "abc", Options(Variant.NEW_CHALLENGES, True), 0, "a28731222c3a3dfa04e6250649036840"),
        (4, 42, Options(Variant.FIRST_GAME), 60, "37689938ddf49ea4ee4a7466c5cafd9a"),
        (4, 7, Options(Variant.ALL_ACTIONS, True), 150, "09a07ebe6b45e1310aa9b69bc08ea210"),
    ],
)
def test_pinned_state_hashes(
    players: int, seed: int | str, options: Options, plies: int, expected: str
) -> None:
    assert RULESET_VERSION == "helsinki-1"
    assert play(players, seed, options, plies).state_hash() == expected


def test_the_generator_is_pinned() -> None:
    rng = Rng(seed_key(2024))
    assert rng.next_u64() == 0x7D8307AFCDEBCA92
    assert [rng.below(1000) for _ in range(5)] == [128, 493, 315, 147, 568]
    items = list(range(10))
    rng.shuffle(items)
    assert items == [2, 1, 0, 5, 3, 8, 6, 7, 4, 9]


def test_the_hash_covers_the_generator_and_the_hands() -> None:
    game = Game.new(2, 5)
    other = game.copy()
    other.rng.next_u64()
    assert other.state_hash() != game.state_hash()
    other = game.copy()
    other.players[0].hand = sorted(other.players[1].hand)
    other.players[1].hand = sorted(game.players[0].hand)
    assert other.players[0].hand != game.players[0].hand
    assert other.state_hash() != game.state_hash()


def test_same_seed_same_game_different_seed_different_game() -> None:
    assert Game.new(3, 11).state_hash() == Game.new(3, 11).state_hash()
    assert Game.new(3, 11).state_hash() != Game.new(3, 12).state_hash()
    assert Game.new(3, 11).state_hash() != Game.new(3, "11x").state_hash()
