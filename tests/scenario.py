"""Building rule scenarios: a real game, then a few public state fields set by hand.

A scenario starts from ``Game.new`` and the start player's ``place`` move, so everything the
test does not mention (pile, display, the other seats) is a genuine set-up. Then the fields the
test cares about are written directly on the *start player* (always seat 0 here), and the cached
legal moves are dropped with ``game.edited()``. For example::

    game = position(space=3, moved=True, hand=["r1/2", "w"], meadow=1,
                    tiles=[("r", "c3,c4")], superstructures="c3")

is a two-player game where seat 0 has just moved onto senate space 3 (east side) and waits to
draw or build, holding a red "1" and a wild card, with one coat of arms in its meadow and a red
tile on c3-c4 carrying a superstructure.

Scenario positions need not be reachable in a real game: cards put in a hand are not taken from
the pile, and tiles need not have been pushed legally. Only what a rule reads has to make sense.
Square names follow ``docs/notation.md`` (``a1`` north-west, ``d4`` the statue); cards are written
in card notation (``b4/3++``, ``w``).
"""

from __future__ import annotations

from collections.abc import Iterable

import pytest

from engine import Action, Game, IllegalMoveError, Move, Options, Phase, Rule, Variant
from engine import bitboard as bb
from engine.components import CARD_BY_NOTATION, COLOUR_LETTERS, SENATE_SPACES, STATUE


def card(notation: str) -> int:
    """The card index of a card written in notation, e.g. ``card("g4/3++")``."""
    return CARD_BY_NOTATION[notation]


def cards(notations: Iterable[str]) -> list[int]:
    """Sorted card indices (the order of a hand) of cards written in notation."""
    return sorted(card(n) for n in notations)


def squares(names: str) -> int:
    """The mask of squares written ``"c3,c4"`` (commas or spaces); ``""`` is the empty mask."""
    return bb.mask_of([bb.parse_square(n) for n in names.replace(",", " ").split()])


def names(mask: int) -> set[str]:
    """The square names of a mask, as a set (handy in assertions)."""
    return {bb.square_name(s) for s in bb.squares(mask)}


def legal(game: Game) -> list[str]:
    """The legal moves of the current step, in notation."""
    return [str(m) for m in game.legal_moves()]


def legal_of(game: Game, word: str) -> list[str]:
    """The legal moves whose notation starts with ``word`` (``"move"``, ``"act"``, ...)."""
    return [m for m in legal(game) if m.split()[0] == word]


def refused(game: Game, move: Move | str, rule: Rule, match: str | None = None) -> None:
    """Assert that playing ``move`` is refused for breaking ``rule`` (and the state is kept)."""
    before = game.state_hash()
    with pytest.raises(IllegalMoveError, match=match) as error:
        game.play(move)
    assert error.value.violation.rule == rule
    assert game.state_hash() == before


def position(
    players: int = 2,
    seed: int | str = 1,
    *,
    variant: Variant = Variant.ALL_ACTIONS,
    dry_roads: bool = False,
    place: int = 0,
    space: int | None = None,
    moved: bool = False,
    hand: Iterable[str] | None = None,
    meadow: int = 0,
    used: Iterable[Action] = (),
    tiles: Iterable[tuple[str, str]] = (),
    superstructures: str = "",
) -> Game:
    """A game where seat 0, the start player, is about to play its first turn.

    - ``players``, ``seed``, ``variant``, ``dry_roads``: passed to ``Game.new`` (seat 0 starts).
    - ``place``: the senate space of the start player's ``place`` move (the others follow).
    - ``space``: seat 0's token is put on this senate space (default: where ``place`` put it).
    - ``moved``: if true, the token is put one space before ``space`` and ``move 1`` is played,
      so the game waits in :attr:`Phase.MAIN` with the token on ``space``; otherwise the game
      waits in :attr:`Phase.MOVE` with the token on ``space``.
    - ``hand``: seat 0's hand, in card notation (default: the two cards dealt).
    - ``meadow``: coats of arms in seat 0's meadow; ``used``: actions already spent by seat 0.
    - ``tiles``: built tiles as (colour letter, squares), e.g. ``("r", "c3,c4")``, colour
      ``"w"`` for wild tiles. Coats of arms under them leave the board (the meadow is only what
      ``meadow`` says).
    - ``superstructures``: squares of seat 0's superstructures; they must lie on those tiles.

    The superstructure and wild-tile supplies are not reduced; set ``game.superstructures`` or
    ``game.wild_tiles`` (then call ``game.edited()``) when a test needs them.
    """
    game = Game.new(players, seed, Options(variant, dry_roads, start_seat=0))
    game.play(f"place {place}")
    player = game.players[0]
    if space is not None:
        player.space = space
    if moved:
        player.space = (player.space - 1) % SENATE_SPACES
    if hand is not None:
        player.hand = cards(hand)
    player.meadow = meadow
    for action in used:
        player.used |= 1 << action
    for letter, where in tiles:
        colour = COLOUR_LETTERS.index(letter)
        mask = squares(where)
        assert not mask & player.built, f"tile {where} overlaps a built square"
        player.built |= mask
        player.colours[colour] |= mask
        player.tiles.append((colour, mask))
        player.coats &= ~mask
    ss = squares(superstructures)
    assert ss & ~player.roofs == 0, "superstructures go on roofs of built tiles"
    assert not ss & bb.bit(STATUE)
    player.superstructures = ss
    game.edited()
    if moved:
        game.play("move 1")
        assert game.phase == Phase.MAIN and game.to_move == 0
    return game
