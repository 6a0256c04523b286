"""Property tests: random legal play from random seeds, checked at every step."""

from __future__ import annotations

from collections import Counter

from hypothesis import given, settings
from hypothesis import strategies as st

from engine import Game, Move, Options, Phase, Variant
from engine.components import (
    CARDS,
    COATS_OF_ARMS,
    HAND_LIMIT,
    SUPERSTRUCTURES,
    TILE_COPIES,
    TILE_KINDS,
    TILE_SIZES,
    WILD,
    WILD_TILES,
    Action,
    tile_kind,
)
from engine.record import Record, Seat, dumps, loads, replay
from engine.rng import Rng

DECK_SIZE = {2: 53, 3: 81, 4: 100}
MAX_PLIES = 3000

games = st.builds(
    lambda players, seed, variant, dry, chooser: (players, seed, Options(variant, dry), chooser),
    st.integers(2, 4),
    st.integers(0, 2**32) | st.text(max_size=8),
    st.sampled_from(list(Variant)),
    st.booleans(),
    st.integers(0, 2**16),
)


def check_invariants(game: Game) -> None:
    cards = len(game.pile) + len(game.discard) + sum(c >= 0 for c in game.display)
    cards += sum(len(p.hand) for p in game.players)
    assert cards == DECK_SIZE[game.n]
    built_kinds: Counter[int] = Counter()
    wild_built = 0
    ss_built = 0
    for seat, player in enumerate(game.players):
        assert player.hand == sorted(player.hand)
        if len(player.hand) > HAND_LIMIT:
            assert (
                game.nolimit_active(seat)
                or (game.phase == Phase.DISCARD and game.to_move == seat)
                or seat in game.discarders
                or game.is_over
            )
        union = 0
        for colour, mask in player.tiles:
            assert not union & mask, "tiles overlap"
            union |= mask
            if colour == WILD:
                wild_built += 1
            else:
                built_kinds[tile_kind(colour, mask.bit_count())] += 1
        assert union == player.roofs
        assert sum(player.colours) == union
        assert not player.superstructures & ~player.roofs, "superstructure off the roofs"
        ss_built += player.superstructures.bit_count()
        coats = player.coats.bit_count() + player.meadow + player.used.bit_count()
        assert coats == len(COATS_OF_ARMS)
        assert not player.coats & player.built
        assert player.used & ~((1 << len(Action)) - 1) == 0
    if game.phase == Phase.PUSH:
        built_kinds[game.pending_kind] += 1  # paid for, on its way to the board
    for kind in range(TILE_KINDS):
        assert game.tiles[kind] + built_kinds[kind] == TILE_COPIES[kind % len(TILE_SIZES)]
    assert game.wild_tiles + wild_built == WILD_TILES
    assert game.superstructures + ss_built + game.pending_ss == SUPERSTRUCTURES
    for s in game.scores():
        parts = s.rows + s.columns + s.crossings + s.lines + s.actions + s.dry_roads
        assert s.total == parts


def play_random(players: int, seed: object, options: Options, chooser: int) -> Game:
    game = Game.new(players, seed, options)  # type: ignore[arg-type]
    rng = Rng(b"\x01" * 32, chooser)
    check_invariants(game)
    while not game.is_over:
        moves = game.legal_moves()
        assert moves, f"no legal move in phase {game.phase!r}"
        assert len(set(moves)) == len(moves), "duplicate legal moves"
        for move in moves:
            assert Move.parse(str(move)) == move
        game.play(moves[rng.below(len(moves))])
        check_invariants(game)
        assert game.ply < MAX_PLIES, "the game does not end"
    return game


@settings(max_examples=25, deadline=None)
@given(games)
def test_random_play_keeps_every_invariant_and_ends(case: tuple) -> None:  # type: ignore[type-arg]
    game = play_random(*case)
    assert game.is_over and game.to_move is None and game.legal_moves() == []
    winner = game.winner
    assert winner is not None
    best = max(s.total for s in game.scores())
    assert game.scores()[winner].total == best


@settings(max_examples=10, deadline=None)
@given(games, st.floats(0.0, 1.0))
def test_records_replay_to_the_same_hashes(case: tuple, cut: float) -> None:  # type: ignore[type-arg]
    players, seed, options, chooser = case
    game = play_random(players, seed, options, chooser)
    seats = [Seat(f"p{i}") for i in range(players)]
    full = Record.for_game(game, seats)
    assert full.result is not None
    middle = Record(seats, seed, game.start_seat, options)
    middle.moves = full.moves[: int(cut * len(full.moves))]
    for record in (full, middle):
        copy = loads(dumps(record))
        assert copy.moves == record.moves
        replayed = replay(copy)
        expected = record.moves[-1].hash if record.moves else record.new_game().state_hash()
        assert replayed.state_hash() == expected
    assert replay(full).state_hash() == game.state_hash()


@settings(max_examples=10, deadline=None)
@given(games, st.integers(0, 400))
def test_copies_are_independent(case: tuple, plies: int) -> None:  # type: ignore[type-arg]
    players, seed, options, chooser = case
    game = Game.new(players, seed, options)
    rng = Rng(b"\x02" * 32, chooser)
    for _ in range(plies):
        if game.is_over:
            break
        moves = game.legal_moves()
        game.apply(moves[rng.below(len(moves))])
    before = game.state_hash()
    copy = game.copy()
    assert copy.state_hash() == before
    while not copy.is_over:
        moves = copy.legal_moves()
        copy.apply(moves[rng.below(len(moves))])
    assert game.state_hash() == before


def test_every_card_notation_is_distinct() -> None:
    assert len({card.notation for card in CARDS}) == len(CARDS)


def test_cards_and_removals_match_the_rulebook() -> None:
    per_colour = Counter(c.colour for c in CARDS for _ in range(c.copies))
    assert per_colour[WILD] == 10
    assert all(per_colour[colour] == 18 for colour in range(5))
    for players, size in DECK_SIZE.items():
        game = Game.new(players, 3)
        assert len(game.pile) + 8 + 2 * players == size
