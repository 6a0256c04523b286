"""Property tests: random legal play from random seeds, checked at every step."""

from __future__ import annotations

import tempfile
from collections import Counter
from pathlib import Path

from hypothesis import given, settings
from hypothesis import strategies as st

from engine import Line
from engine.errors import IllegalMoveError
from engine.helsinki import Game, Move, Options, Phase, Score, Variant
from engine.helsinki import bitboard as bb
from engine.helsinki.components import (
    CARDS,
    COATS_OF_ARMS,
    CROSSWALKS,
    HAND_LIMIT,
    POINTS_ACTION_VALUE,
    SUPERSTRUCTURES,
    TILE_COPIES,
    TILE_KINDS,
    TILE_SIZES,
    WILD,
    WILD_TILES,
    Action,
    dry_roads_bonuses,
    tile_kind,
)
from engine.helsinki.player import PlayerState
from engine.helsinki.scoring import score
from engine.record import Record, Seat, read_record, replay, write_record
from engine.rng import Rng

DECK_SIZE = {2: 53, 3: 81, 4: 100}
CROSSWALK_MASK = sum(1 << square for square in CROSSWALKS)
MAX_PLIES = 3000

@st.composite
def options(draw: st.DrawFn, players: int) -> Options:
    """Any options for ``players`` seats: covered actions and start seat chosen or left open."""
    variant = draw(st.sampled_from(list(Variant)))
    cover = None
    if variant == Variant.NEW_CHALLENGES and draw(st.booleans()):
        cover = tuple(draw(st.lists(st.sampled_from(list(Action)), min_size=5, max_size=5,
                                    unique=True)))  # fmt: skip
    start = draw(st.none() | st.integers(0, players - 1))
    return Options(variant, draw(st.booleans()), cover, start)


@st.composite
def games(draw: st.DrawFn) -> tuple[int, object, Options, int]:
    players = draw(st.integers(2, 4))
    seed = draw(st.integers(0, 2**32) | st.text(max_size=8))
    return players, seed, draw(options(players)), draw(st.integers(0, 2**16))


def check_invariants(game: Game) -> None:
    chosen = game.options
    if chosen.cover is not None:
        assert game.covered == sum(1 << action for action in chosen.cover)
    if chosen.start_seat is not None:
        assert game.start_seat == chosen.start_seat
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
    for player, s in zip(game.players, game.scores(), strict=True):
        expected = expected_score(player)
        assert s == expected
        board = expected.rows + expected.columns + expected.crossings + expected.lines
        assert s.total == board + player.track
        assert s.actions + s.dry_roads == player.track
        assert player.points == (POINTS_ACTION_VALUE if player.used >> Action.POINTS & 1 else 0)
        if player.bonus:
            walks = bb.component(bb.bit(CROSSWALKS[0]), player.roofs) & CROSSWALK_MASK
            assert walks == CROSSWALK_MASK and player.bonus not in game.bonuses
        assert player.bonus in (0, *dry_roads_bonuses(game.n))


def expected_score(player: PlayerState) -> Score:
    """The score recomputed square by square from the board; the track points as they are."""
    built = {square for square in range(49) if player.built >> square & 1}
    rows = tuple(r for r in range(7) if all(r * 7 + c in built for c in range(7)))
    columns = tuple(c for c in range(7) if all(r * 7 + c in built for r in range(7)))
    crossings = lines = 0
    for square in range(49):
        if player.superstructures >> square & 1:
            in_row, in_column = square // 7 in rows, square % 7 in columns
            crossings += 3 if in_row and in_column else 0
            lines += 1 if in_row != in_column else 0
    return Score(rows, columns, 2 * len(rows), 2 * len(columns), crossings, lines,
                 player.points, player.bonus)  # fmt: skip


boards = st.builds(
    lambda lines, squares, ss, points, bonus: (lines, squares, ss, points, bonus),
    st.lists(st.integers(0, 13), max_size=10),
    st.integers(0, bb.FULL),
    st.integers(0, bb.FULL),
    st.sampled_from([0, POINTS_ACTION_VALUE]),
    st.sampled_from([0, 3, 5, 7, 9]),
)


@settings(max_examples=300, deadline=None)
@given(boards)
def test_scores_match_a_square_by_square_count(board: tuple[list[int], int, int, int, int]) -> None:
    lines, squares, ss, points, bonus = board
    player = PlayerState()
    for line in lines:
        player.built |= (bb.ROWS + bb.COLUMNS)[line]
    player.built |= squares
    player.superstructures = ss & player.roofs
    player.points, player.bonus = points, bonus
    assert score(player) == expected_score(player)


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
@given(games())
def test_random_play_keeps_every_invariant_and_ends(case: tuple) -> None:  # type: ignore[type-arg]
    game = play_random(*case)
    assert game.is_over and game.to_move is None and game.legal_moves() == []
    winner = game.winner
    assert winner is not None
    best = max(s.total for s in game.scores())
    assert game.scores()[winner].total == best


@settings(max_examples=10, deadline=None)
@given(games())
def test_moves_are_judged_alike_whether_the_legal_moves_were_listed_or_not(case: tuple) -> None:  # type: ignore[type-arg]
    """A game that never lists its legal moves (a peer checking the moves it receives) takes
    and refuses the very moves that a game listing them does, and reaches the same states."""
    players, seed, options, chooser = case
    listed, unlisted = Game.new(players, seed, options), Game.new(players, seed, options)
    rng = Rng(b"\x03" * 32, chooser)
    seen: list[Move] = []  # moves legal at some point: most are illegal at others
    while not listed.is_over:
        moves = listed.legal_moves()
        seen += moves[:2] + moves[-2:]
        for other in seen[-12:]:
            assert unlisted.is_legal(other) == (other in moves)
        illegal = next((m for m in reversed(seen) if m not in moves), None)
        if illegal is not None:
            try:
                unlisted.play(illegal)
            except IllegalMoveError as error:
                assert error.violation == listed.why_illegal(illegal)
            else:
                raise AssertionError(f"{illegal} was taken")
        move = moves[rng.below(len(moves))]
        listed.play(move)
        unlisted.play(move)
        assert unlisted.state_hash() == listed.state_hash()
    assert unlisted.is_over


def saved_and_read(record: Record, folder: Path) -> Record:
    """``record`` after a trip through a file on disk."""
    path = folder / "game.helsinki.json"
    write_record(path, record)
    again = read_record(path)
    assert again.to_dict() == record.to_dict()
    return again


@settings(max_examples=10, deadline=None)
@given(games(), st.floats(0.0, 1.0, exclude_max=True))
def test_records_replay_to_the_same_hashes(case: tuple, cut: float) -> None:  # type: ignore[type-arg]
    players, seed, options, chooser = case
    game = play_random(players, seed, options, chooser)
    seats = [Seat(f"p{i}") for i in range(players)]
    middle = game.history[: int(cut * game.ply)]
    with tempfile.TemporaryDirectory() as folder:
        line = Line(Record(seats, seed, options))
        for move in middle:
            line.play(move)
        record, partial = line.record, line.game
        assert record.result is None and not partial.is_over
        replayed = replay(saved_and_read(record, Path(folder)))
        assert replayed.state_hash() == partial.state_hash()
        expected = record.moves[-1].hash if record.moves else record.new_game().state_hash()
        assert replayed.state_hash() == expected
        for move in game.history[len(middle) :]:
            line.play(move)
        record = line.record
        assert record.result is not None
        assert record.to_dict() == Line.of_game(game, seats).record.to_dict()
        assert replay(saved_and_read(record, Path(folder))).state_hash() == game.state_hash()


@settings(max_examples=10, deadline=None)
@given(games(), st.integers(0, 400))
def test_copies_are_independent(case: tuple, plies: int) -> None:  # type: ignore[type-arg]
    players, seed, options, chooser = case
    game = Game.new(players, seed, options)
    rng = Rng(b"\x02" * 32, chooser)
    for _ in range(plies):
        if game.is_over:
            break
        moves = game.legal_moves()
        game.apply(moves[rng.below(len(moves))])
    before = fingerprint(game)
    copy = game.copy()
    assert fingerprint(copy) == before
    play_out(copy, rng)
    assert fingerprint(game) == before, "playing the copy changed the original"
    copy = game.copy()
    play_out(game, rng)
    assert fingerprint(copy) == before, "playing the original changed the copy"


def fingerprint(game: Game) -> tuple[str, list[Move], list[Move]]:
    return game.state_hash(), list(game.history), list(game.legal_moves())


def play_out(game: Game, rng: Rng) -> None:
    """Random moves to the end, with every seat's hand and board edited on the way."""
    while not game.is_over:
        moves = game.legal_moves()
        game.apply(moves[rng.below(len(moves))])
    for player in game.players:
        player.hand.append(0)
        player.tiles.append((0, 0))
        player.colours[0] |= 1
    game.pile.append(0)
    game.discard.append(0)
    game.display[0] = 0
    game.tiles[0] += 1
    game.bonuses.append(1)
    game.discarders.append(0)
    game.rng.next_u64()


def test_every_card_notation_is_distinct() -> None:
    assert len({card.notation for card in CARDS}) == len(CARDS)


def test_cards_and_removals_match_the_rulebook() -> None:
    per_colour = Counter(c.colour for c in CARDS for _ in range(c.copies))
    assert per_colour[WILD] == 10
    assert all(per_colour[colour] == 18 for colour in range(5))
    for players, size in DECK_SIZE.items():
        game = Game.new(players, 3)
        assert len(game.pile) + 8 + 2 * players == size
