"""Building Copenhagen scenarios: a real set-up, changed only where a test says so.

A scenario starts from ``CopenhagenGame.new`` (seat 0 starts) and changes only what it names: a
hand or the harbour is dealt from the deck (cards go back to it first, so every card stays in
play once), tiles are laid on a house as if built earlier (the supply gives them up), abilities
are owned or used. Moves are written in the notation (``docs/notation.md``)::

    game = table(hand="pp", harbour="rygbpry", tiles=["p2 b2:b1", "w c3"],
                 owned=[Ability.BOTH], used=[Ability.ANY])
"""

from __future__ import annotations

from collections.abc import Iterable

import pytest

from engine.copenhagen import (
    Ability,
    CopenhagenGame,
    CopenhagenMoveError,
    CopenhagenOptions,
    Rule,
    Step,
    parse_move,
)
from engine.copenhagen.components import COLOUR_LETTERS, WHITE, kind_colour
from engine.copenhagen.house import PLACEMENT_SET, parse_cell
from engine.copenhagen.scoring import score

FLOOR_2_BUT_A = ["p2 b2:b1", "r2 c2:c1", "g2 d2:d1", "y2 e2:e1"]
"""Floors 1 and 2 full but for a1 and a2: a purple domino there completes the coat floor 2."""


SIX_FLOORS = [f"{colour}2 {c}{f + 1}:{c}{f}" for f in (1, 3, 5)
              for colour, c in zip("rygbp", "abcde", strict=True)]  # fmt: skip
"""Fifteen upright dominoes, bricks up: floors 1, 3, 5 of windows (2 points each), floors 2, 4,
6 with bricks (1 each), 9 points."""


def deal(game: CopenhagenGame, seat: int, letters: str) -> None:
    """Give ``seat`` the hand ``letters`` (e.g. ``"ppg"``), its cards back to the deck first."""
    player = game.players[seat]
    for colour in range(len(COLOUR_LETTERS)):
        game.deck.extend([colour] * player.hand[colour])
        player.hand[colour] = 0
    for letter in letters:
        player.hand[_from_deck(game, COLOUR_LETTERS.index(letter))] += 1


def lay_harbour(game: CopenhagenGame, letters: str) -> None:
    """Lay the harbour out as ``letters``, slot 1 first (``.`` an empty slot)."""
    game.deck.extend(card for card in game.harbour if card >= 0)
    game.harbour = [-1 if letter == "." else _from_deck(game, COLOUR_LETTERS.index(letter))
                    for letter in letters]  # fmt: skip


def _from_deck(game: CopenhagenGame, colour: int) -> int:
    index = len(game.deck) - 1 - game.deck[::-1].index(colour)
    return game.deck.pop(index)


def lay(game: CopenhagenGame, seat: int, tiles: Iterable[str]) -> None:
    """Put tiles on ``seat``'s house as built before: ``"p2 a1:b1"`` (tile, brick cell, window
    cells) or ``"w c3"`` for a special tile."""
    player = game.players[seat]
    for text in tiles:
        if text.startswith("w "):
            cells, brick, colour = 1 << parse_cell(text[2:]), 0, WHITE
            game.specials -= 1
        else:
            move = parse_move(f"build {text} -")
            assert (move.c, move.b) in PLACEMENT_SET[move.a], f"{text}: not a tile's shape"
            cells, brick, colour = move.c, 1 << move.b, kind_colour(move.a)
            game.tiles[move.a] -= 1
            assert game.tiles[move.a] >= 0, f"{text}: no such tile left"
        assert not player.filled & cells, f"{text}: the cells are taken"
        player.filled |= cells
        player.bricks |= brick
        player.colours[colour] |= cells
    player.points = score(player.filled, player.bricks).total


def table(
    players: int = 2,
    seed: int | str = 1,
    *,
    hand: str | None = None,
    harbour: str | None = None,
    tiles: Iterable[str] = (),
    owned: Iterable[Ability] = (),
    used: Iterable[Ability] = (),
) -> CopenhagenGame:
    """A game where seat 0, the first player, is about to play its first turn."""
    game = CopenhagenGame.new(players, seed, CopenhagenOptions(start_seat=0))
    if hand is not None:
        deal(game, 0, hand)
    if harbour is not None:
        lay_harbour(game, harbour)
    lay(game, 0, tiles)
    player = game.players[0]
    for ability in owned:
        player.owned |= ability.bit
    for ability in used:
        player.used |= ability.bit
    game.edited()
    return game


def play(game: CopenhagenGame, *texts: str) -> None:
    for text in texts:
        game.play(parse_move(text))


def step(game: CopenhagenGame) -> Step:
    """What the game waits for (read through a call: mypy keeps no narrowing across moves)."""
    return game.step


def legal(game: CopenhagenGame, word: str = "") -> list[str]:
    return [str(m) for m in game.legal_moves() if str(m).startswith(word)]


def refused(game: CopenhagenGame, text: str, rule: Rule, match: str | None = None) -> None:
    """Playing ``text`` is refused for breaking ``rule``, and changes nothing."""
    before = game.state_hash()
    with pytest.raises(CopenhagenMoveError, match=match) as error:
        game.play(parse_move(text))
    assert error.value.violation.rule == rule
    assert game.state_hash() == before


def hand(game: CopenhagenGame, seat: int = 0) -> str:
    return "".join(letter * n for letter, n in zip(COLOUR_LETTERS, game.players[seat].hand,
                                                   strict=True))  # fmt: skip


def in_play(game: CopenhagenGame) -> list[int]:
    cards = [*game.deck, *game.discard, *(c for c in game.harbour if c >= 0)]
    for player in game.players:
        for colour, count in enumerate(player.hand):
            cards += [colour] * count
    return cards
