"""Copenhagen property tests: random legal play from random seeds, checked at every step.

Random games end; every card, tile and point stays accounted for; hashes are stable and follow
the moves; copies are independent; a determinized copy keeps all that its seat knows.
"""

from __future__ import annotations

import random
from collections import Counter

from hypothesis import given, settings
from hypothesis import strategies as st

from engine.copenhagen import CopenhagenGame, CopenhagenOptions, Step, parse_move
from engine.copenhagen.components import (
    CARDS_PER_COLOUR,
    COLOURS,
    END_CARD,
    HAND_LIMIT,
    SPECIAL_TILES,
    TILE_KINDS,
    WHITE,
    kind_size,
    tile_supply,
)
from engine.copenhagen.house import FULL
from engine.copenhagen.legal import generate
from engine.copenhagen.scoring import score
from engine.rng import Rng

MAX_PLIES = 2000


@st.composite
def games(draw: st.DrawFn) -> tuple[CopenhagenGame, random.Random]:
    players = draw(st.integers(2, 4))
    seed = draw(st.integers(0, 2**32) | st.text(max_size=8))
    start = draw(st.none() | st.integers(0, players - 1))
    choice = random.Random(draw(st.integers(0, 2**16)))
    return CopenhagenGame.new(players, seed, CopenhagenOptions(start)), choice


def check_invariants(game: CopenhagenGame) -> None:
    cards = Counter(game.deck + game.discard + [c for c in game.harbour if c >= 0])
    for player in game.players:
        cards.update({colour: player.hand[colour] for colour in range(COLOURS)})
    expected = Counter({colour: CARDS_PER_COLOUR[game.n] for colour in range(COLOURS)})
    in_deck = game.end_depth > 0 and not game.is_over
    assert cards[END_CARD] == (1 if in_deck else 0)
    del cards[END_CARD]
    assert cards == expected
    if in_deck:
        assert game.deck.index(END_CARD) < game.end_depth
    specials = 0
    for seat, player in enumerate(game.players):
        union = 0
        for mask in player.colours:
            assert not union & mask, "tiles overlap"
            union |= mask
        assert union == player.filled and not player.filled & ~FULL
        assert not player.bricks & ~player.filled
        assert not player.bricks & player.colours[WHITE], "special tiles are windows"
        assert player.used & ~player.owned == 0 and player.owned & 1
        specials += player.colours[WHITE].bit_count()
        assert player.points == score(player.filled, player.bricks).total
        if seat != game.to_move or game.step != Step.DISCARD:
            assert player.hand_size <= HAND_LIMIT
        if not game.is_over:
            assert player.points < 12
    assert game.specials + specials == SPECIAL_TILES
    supply = tile_supply(game.n)
    used_tiles = [supply[k] - game.tiles[k] for k in range(TILE_KINDS)]
    assert min(used_tiles) >= 0
    bricks = sum(p.bricks.bit_count() for p in game.players)
    assert bricks == sum(used_tiles), "one brick a coloured tile"
    cells = sum((p.filled & ~p.colours[WHITE]).bit_count() for p in game.players)
    assert cells == sum(n * kind_size(k) for k, n in enumerate(used_tiles))
    if game.is_over:
        assert game.winners and not game.legal_moves() and game.to_move is None
        best = max(p.points for p in game.players)
        assert all(game.players[s].points == best for s in game.winners)


@settings(max_examples=25, deadline=None)
@given(games())
def test_random_games_end_with_everything_accounted_for(
    drawn: tuple[CopenhagenGame, random.Random],
) -> None:
    game, choice = drawn
    while not game.is_over:
        assert game.ply < MAX_PLIES
        moves = game.legal_moves()
        assert moves and len(set(moves)) == len(moves)
        assert moves == generate(game), "the remembered legal moves are out of date"
        move = choice.choice(moves)
        assert parse_move(str(move)) == move
        game.apply(move)
        check_invariants(game)


@settings(max_examples=10, deadline=None)
@given(games())
def test_hashes_are_stable_and_copies_independent(
    drawn: tuple[CopenhagenGame, random.Random],
) -> None:
    game, choice = drawn
    first = CopenhagenGame.new(game.n, game.seed, game.options)
    assert first.state_hash() == game.state_hash()
    texts, hashes = [], []
    while not game.is_over:
        before = game.state_hash()
        twin = game.copy()
        move = choice.choice(game.legal_moves())
        twin.apply(move)
        assert game.state_hash() == before, "a copy's move changed the original"
        game.play(move)
        assert game.state_hash() == twin.state_hash() != before
        after = game.state_hash()
        if not twin.is_over:
            twin.apply(twin.legal_moves()[-1])
            assert game.state_hash() == after, "a copy's move changed the original"
        texts.append(str(move))
        hashes.append(game.state_hash())
    replay = CopenhagenGame.new(game.n, game.seed, game.options)
    for text, digest in zip(texts, hashes, strict=True):
        replay.play(parse_move(text))
        assert replay.state_hash() == digest
    assert replay.encode() == game.encode()


def known(game: CopenhagenGame, seat: int) -> tuple[object, ...]:
    """All that ``seat`` may know of a game."""
    boards = [(p.filled, p.bricks, tuple(p.colours), p.owned, p.used, p.points, p.hand_size)
              for p in game.players]  # fmt: skip
    return (game.n, game.seat, game.step, game.took, game.pending, game.ply, game.start_seat,
            tuple(game.harbour), tuple(game.discard), len(game.deck), tuple(game.tiles),
            game.specials, game.end_depth, game.reshuffled, tuple(boards),
            tuple(game.players[seat].hand), [str(m) for m in game.legal_moves()]
            if game.to_move == seat else None)  # fmt: skip


@settings(max_examples=15, deadline=None)
@given(games(), st.integers(0, 2**16))
def test_determinized_copies_keep_what_a_seat_knows(
    drawn: tuple[CopenhagenGame, random.Random], key: int
) -> None:
    game, choice = drawn
    hidden_changed = False
    while not game.is_over:
        for seat in range(game.n):
            view = game.determinized(seat, Rng(key.to_bytes(4, "little") * 8, game.ply))
            assert known(view, seat) == known(game, seat)
            check_invariants(view)
            others = [tuple(p.hand) for s, p in enumerate(view.players) if s != seat]
            real = [tuple(p.hand) for s, p in enumerate(game.players) if s != seat]
            hidden_changed |= view.deck != game.deck or others != real
            assert view.rng.key != game.rng.key
        game.apply(choice.choice(game.legal_moves()))
    assert hidden_changed, "the hidden cards were never dealt otherwise"


def test_determinized_play_goes_on_without_the_real_deck() -> None:
    game = CopenhagenGame.new(2, "view")
    choice = random.Random(3)
    for _ in range(40):
        game.apply(choice.choice(game.legal_moves()))
    view = game.determinized(game.seat, Rng(b"\x01" * 32))
    while not view.is_over:
        view.apply(choice.choice(view.legal_moves()))
        check_invariants(view)
