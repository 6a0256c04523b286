"""The 15 actions of the action board and the hand limit, one scenario (or a few) per action.

Every test goes through the public API only: ``legal_moves``, ``play`` and the state fields
afterwards. The positions come from :mod:`scenario` (seat 0 starts and is to move). Senate spaces
0-1 are north, 2-3 east, 4-5 south, 6-7 west (DESIGN section 3.1); the statue stands on d4.
"""

from __future__ import annotations

from collections.abc import Callable

import pytest
from scenario import card, cards, legal, legal_of, names, position, refused, squares

from engine.errors import OptionsError
from engine.helsinki import Action, Game, Kind, Move, Options, Phase, Rule, Side, Variant
from engine.helsinki import bitboard as bb
from engine.helsinki.components import (
    COATS_OF_ARMS,
    FIRST_GAME_COVERED,
    HAND_LIMIT,
    POINTS_ACTION_VALUE,
    SUPERSTRUCTURES,
    WILD,
    WILD_TILES,
    Colour,
    tile_kind,
)

RED, YELLOW = int(Colour.RED), int(Colour.YELLOW)
SIX_CARDS = ["r1/2", "r1/2", "y1/2", "g1/2", "b1/2", "p1/2"]


def spent(game: Game, action: Action, meadow_before: int, seat: int = 0) -> None:
    """Assert that ``action`` was paid with one coat of arms and is marked as used."""
    player = game.players[seat]
    assert player.meadow == meadow_before - 1
    assert player.used >> action & 1


def finish_turn(game: Game) -> None:
    """End seat 0's turn if the engine has not already ended it; the turn must pass to seat 1."""
    if game.to_move == 0 and game.phase == Phase.MAIN:
        assert "end" in legal(game)
        game.play(Move.parse("end"))
    assert game.to_move == 1 and game.phase == Phase.MOVE


def plain_turn(game: Game) -> None:
    """The seat to move moves one space and draws (discarding its lowest cards if over 7)."""
    seat = game.to_move
    game.play(Move.parse("move 1"))
    game.play(Move.parse("draw"))
    while game.phase == Phase.DISCARD and game.to_move == seat and not game.discarders:
        game.play(Move.parse(legal_of(game, "discard")[0]))
    if game.to_move == seat and game.phase == Phase.MAIN:
        game.play(Move.parse("end"))


# ------------------------------------------------------------------ moving the token


@pytest.mark.parametrize("distance", [4, 5, 6])
def test_move6_lets_the_token_advance_four_to_six_spaces(distance: int) -> None:
    game = position(space=0, meadow=1)
    refused(game, f"move {distance}", Rule.DISTANCE, "may move 1, 2, 3 spaces now")
    assert "act move6" in legal(game)
    game.play(Move.parse("act move6"))
    spent(game, Action.MOVE6, 1)
    assert (game.phase,) == (Phase.MOVE,)
    assert legal_of(game, "move") == [f"move {d}" for d in range(1, 7)]
    game.play(Move.parse(f"move {distance}"))
    assert game.players[0].space == distance
    assert game.phase == Phase.MAIN
    game.play(Move.parse("draw"))
    finish_turn(game)


def test_move6_wraps_round_the_ring_and_sets_the_push_side() -> None:
    game = position(space=5, moved=False, hand=["r1/2"], meadow=1)
    game.play(Move.parse("act move6"))
    game.play(Move.parse("move 6"))
    assert game.players[0].space == 3 and game.side_of(0) == Side.E
    game.play(Move.parse("build r1/2"))
    pushes = {m.a for m in game.legal_moves()}
    assert pushes == set(bb.placements(tile_kind(RED, 2), Side.E, game.players[0].built))


def test_move5_lets_the_token_advance_four_or_five_but_not_six() -> None:
    game = position(space=6, meadow=1)
    game.play(Move.parse("act move5"))
    spent(game, Action.MOVE5, 1)
    assert legal_of(game, "move") == [f"move {d}" for d in range(1, 6)]
    refused(game, "move 6", Rule.DISTANCE, "may move 1, 2, 3, 4, 5 spaces now$")
    game.play(Move.parse("move 5"))
    assert game.players[0].space == 3  # 6 + 5 wraps round the ring of 8
    game.play(Move.parse("draw"))
    finish_turn(game)


def test_move5_also_allows_four() -> None:
    game = position(space=0, meadow=1)
    game.play(Move.parse("act move5"))
    game.play(Move.parse("move 4"))
    assert game.players[0].space == 4 and game.side_of(0) == Side.S


def test_movement_actions_are_spent_before_moving_only() -> None:
    game = position(space=0, moved=True, meadow=1)
    for action in ("move6", "move5", "back"):
        assert f"act {action}" not in legal(game)
        refused(game, f"act {action}", Rule.ACTION_NO_EFFECT, "cannot take effect")
    assert game.players[0].meadow == 1 and game.players[0].used == 0


def test_back_moves_the_token_one_space_counter_clockwise() -> None:
    game = position(space=0, hand=["r1/2"], meadow=1)
    refused(game, "move -1", Rule.DISTANCE, "may move 1, 2, 3 spaces now")
    game.play(Move.parse("act back"))
    spent(game, Action.BACK, 1)
    assert legal_of(game, "move") == ["move -1", "move 1", "move 2", "move 3"]
    refused(game, "move 4", Rule.DISTANCE, "may move -1, 1, 2, 3 spaces now$")
    game.play(Move.parse("move -1"))
    assert game.players[0].space == 7 and game.side_of(0) == Side.W
    assert game.phase == Phase.MAIN
    # The turn goes on as usual: the tile now comes in from the west.
    game.play(Move.parse("build r1/2"))
    pushes = {m.a for m in game.legal_moves()}
    assert pushes == set(bb.placements(tile_kind(RED, 2), Side.W, game.players[0].built))
    game.play(game.legal_moves()[0])
    finish_turn(game)


def test_back_from_a_middle_space() -> None:
    game = position(space=3, meadow=1)
    game.play(Move.parse("act back"))
    game.play(Move.parse("move -1"))
    assert game.players[0].space == 2 and game.side_of(0) == Side.E


# --------------------------------------------------------------------- wild tiles

# A red 3-roof tile west of the statue: b4, c4, b5. Empty squares next to it: b3, c3, a4, a5,
# c5, b6 (a5 and b6 carry coats of arms). d3, e4 and d5 touch only the statue.
WEST_TILE = ("r", "b4,c4,b5")
NEXT_TO_WEST_TILE = {"b3", "c3", "a4", "a5", "c5", "b6"}


def test_wild1_places_one_wild_tile_next_to_a_pavilion_and_takes_the_coat_it_covers() -> None:
    game = position(tiles=[WEST_TILE], meadow=1)
    player = game.players[0]
    assert bb.parse_square("a5") in COATS_OF_ARMS
    game.play(Move.parse("act wild1"))
    spent(game, Action.WILD1, 1)
    assert (game.phase,) == (Phase.WILD,)
    assert {m.split()[1] for m in legal(game)} == NEXT_TO_WEST_TILE
    for alone_with_statue in ("d3", "e4", "d5"):
        refused(game, f"wild {alone_with_statue}", Rule.WILD_SQUARE, "next to a pavilion")
    game.play(Move.parse("wild a5"))
    assert player.built & squares("a5")
    assert player.colours[WILD] == squares("a5")
    assert (WILD, squares("a5")) in player.tiles
    assert game.wild_tiles == WILD_TILES - 1
    assert player.meadow == 1 and not player.coats & squares("a5")
    # Back to moving, with the coat of arms just gained available at once (DESIGN 3.4).
    assert game.phase == Phase.MOVE
    assert "act points" in legal(game)
    game.play(Move.parse("act points"))
    assert player.meadow == 0
    game.play(Move.parse("move 1"))
    game.play(Move.parse("draw"))
    finish_turn(game)


def test_wild1_is_impossible_with_only_the_statue_on_the_board() -> None:
    game = position(meadow=1)
    assert "act wild1" not in legal(game) and "act wild2" not in legal(game)
    refused(game, "act wild1", Rule.ACTION_NO_EFFECT, "cannot take effect")
    refused(game, "act wild2", Rule.ACTION_NO_EFFECT, "cannot take effect")
    assert game.players[0].meadow == 1 and game.players[0].used == 0


def wild_tiles_of_seat_1(count: int) -> str:
    """A position line: seat 1 has ``count`` wild tiles, on a1, b1, ... (rows 1 and 2)."""
    places = [f"{column}{row}" for row in "12" for column in "abcdefg"][:count]
    return "seat 1 tiles: " + "; ".join(f"w {square}" for square in places)


def test_wild_tiles_are_impossible_when_the_supply_is_empty() -> None:
    game = position(tiles=[WEST_TILE], meadow=1, lines=wild_tiles_of_seat_1(WILD_TILES))
    assert game.wild_tiles == 0
    assert "act wild1" not in legal(game) and "act wild2" not in legal(game)
    refused(game, "act wild1", Rule.ACTION_NO_EFFECT, "cannot take effect")


def test_wild1_can_also_be_spent_after_moving() -> None:
    game = position(space=2, moved=True, tiles=[WEST_TILE], meadow=1)
    game.play(Move.parse("act wild1"))
    game.play(Move.parse("wild c3"))
    assert game.phase == Phase.MAIN and game.players[0].colours[WILD] == squares("c3")
    game.play(Move.parse("draw"))
    finish_turn(game)


def test_wild2_places_two_wild_tiles_the_second_may_touch_only_the_first() -> None:
    game = position(tiles=[WEST_TILE], meadow=1)
    player = game.players[0]
    game.play(Move.parse("act wild2"))
    spent(game, Action.WILD2, 1)
    assert {m.split()[1] for m in legal(game)} == NEXT_TO_WEST_TILE
    refused(game, "wild a6", Rule.WILD_SQUARE, "next to a pavilion")  # touches nothing built yet
    game.play(Move.parse("wild a5"))
    assert (game.phase,) == (Phase.WILD,), "a second wild tile is still to be placed"
    assert "wild a6" in legal(game)  # next to the first wild tile only
    game.play(Move.parse("wild a6"))
    assert player.colours[WILD] == squares("a5,a6")
    assert game.wild_tiles == WILD_TILES - 2
    assert player.meadow == 1  # one spent, one gained under a5
    assert game.phase == Phase.MOVE
    game.play(Move.parse("move 1"))
    game.play(Move.parse("draw"))
    finish_turn(game)


def test_wild2_with_one_wild_tile_left_places_only_that_one() -> None:
    game = position(tiles=[WEST_TILE], meadow=1, lines=wild_tiles_of_seat_1(WILD_TILES - 1))
    assert game.wild_tiles == 1
    game.play(Move.parse("act wild2"))
    game.play(Move.parse("wild b6"))
    assert game.wild_tiles == 0
    assert game.phase == Phase.MOVE
    assert game.players[0].colours[WILD] == squares("b6")


def test_wild_tiles_give_no_same_colour_bonus() -> None:
    game = position(tiles=[WEST_TILE], meadow=1)
    hand = list(game.players[0].hand)
    game.play(Move.parse("act wild1"))
    game.play(Move.parse("wild c3"))
    assert game.players[0].hand == hand


# ------------------------------------------------------------------ building actions


def test_anyside_lets_the_tile_come_in_from_another_side_than_the_token() -> None:
    game = position(space=1, moved=True, hand=["r1/2"], meadow=1)
    assert game.side_of(0) == Side.N
    south = squares("d5,d6")  # below the statue: only reachable from the south
    plain = game.copy()
    plain.play(Move.parse("build r1/2"))
    assert south not in {m.a for m in plain.legal_moves()}
    refused(plain, Move.push(south), Rule.PUSH, "must come in from the")

    game.play(Move.parse("act anyside"))
    spent(game, Action.ANYSIDE, 1)
    game.play(Move.parse("build r1/2"))
    built = game.players[0].built
    every_side = {m for side in Side for m in bb.placements(tile_kind(RED, 2), side, built)}
    assert {m.a for m in game.legal_moves()} == every_side
    game.play(Move.push(south))
    assert game.players[0].tiles == [(RED, south)]
    finish_turn(game)


def test_anyside_is_spent_after_moving_while_a_build_is_possible() -> None:
    game = position(space=1, hand=["r1/2"], meadow=1)
    assert "act anyside" not in legal(game)
    game.play(Move.parse("move 1"))
    assert "act anyside" in legal(game)
    game.play(Move.parse("draw"))  # drawing ends the chance to build
    assert game.to_move == 0 and "act anyside" not in legal(game)
    refused(game, "act anyside", Rule.ACTION_NO_EFFECT, "cannot take effect")
    game.play(Move.parse("end"))
    assert game.to_move == 1


def test_anyside_holds_for_one_push_only() -> None:
    game = position(space=1, moved=True, hand=["r1/2", "y1/2"], meadow=2)
    game.play(Move.parse("act anyside"))
    game.play(Move.parse("act second"))
    game.play(Move.parse("build r1/2"))
    game.play(Move.push(squares("d5,d6")))
    game.play(Move.parse("build y1/2"))
    built = game.players[0].built
    assert {m.a for m in game.legal_moves()} == set(
        bb.placements(tile_kind(YELLOW, 2), Side.N, built)
    )


def test_extradraw_draws_a_third_card_from_the_pile() -> None:
    game = position(space=3, moved=True, hand=["r1/2"], meadow=2)
    display = list(game.display)
    pile = list(game.pile)
    game.play(Move.parse("act extradraw"))
    spent(game, Action.EXTRADRAW, 2)
    game.play(Move.parse("draw"))
    player = game.players[0]
    # The two cards beside space 3 (slots 3 and 4), then the top card of the pile; the two
    # slots are refilled from the pile after that.
    assert player.hand == sorted([card("r1/2"), display[3], display[4], pile[-1]])
    assert game.display[3] == pile[-2] and game.display[4] == pile[-3]
    assert game.pile == pile[:-3]
    assert "act extradraw" not in legal(game)
    refused(game, "act extradraw", Rule.ACTION_USED, "already")
    finish_turn(game)


def test_extradraw_is_not_offered_once_the_draw_is_done() -> None:
    game = position(space=3, moved=True, meadow=2)
    game.play(Move.parse("draw"))
    assert game.to_move == 0 and game.phase == Phase.MAIN
    assert "act extradraw" not in legal(game)
    refused(game, "act extradraw", Rule.ACTION_NO_EFFECT, "cannot take effect")
    game.play(Move.parse("end"))
    assert game.to_move == 1


def test_fewer_lowers_the_number_of_cards_by_one() -> None:
    game = position(4, space=1, moved=True, hand=["b4/5", "b1/2", "b1/2", "b1/2"], meadow=1)
    refused(game, "build b4/5 b1/2 b1/2", Rule.CARD_COUNT, "needs 4 card")
    assert game.required_cards(card("b4/5")) == 4
    game.play(Move.parse("act fewer"))
    spent(game, Action.FEWER, 1)
    assert game.required_cards(card("b4/5")) == 3
    assert "build b4/5 b1/2 b1/2" in legal(game)
    refused(game, "build b4/5 b1/2 b1/2 b1/2", Rule.CARD_COUNT, "needs 3 card")
    game.play(Move.parse("build b4/5 b1/2 b1/2"))
    assert game.players[0].hand == cards(["b1/2"])
    assert game.phase == Phase.PUSH
    game.play(game.legal_moves()[0])
    finish_turn(game)


def test_fewer_never_lowers_the_cost_below_one_card() -> None:
    game = position(space=1, moved=True, hand=["g2/3", "g1/2"], meadow=1)
    game.play(Move.parse("act fewer"))
    assert game.required_cards(card("g1/2")) == 1
    assert game.required_cards(card("g2/3")) == 1
    assert "build g1/2" in legal(game) and "build g2/3" in legal(game)
    refused(game, "build g2/3 g1/2", Rule.CARD_COUNT, "needs 1 card")
    game.play(Move.parse("build g2/3"))
    assert game.players[0].hand == cards(["g1/2"])


def test_fewer_applies_to_one_build_only() -> None:
    game = position(space=1, moved=True, hand=["b3/4", "b1/2", "r2/3", "r1/2"], meadow=2)
    game.play(Move.parse("act fewer"))
    game.play(Move.parse("act second"))
    game.play(Move.parse("build b3/4 b1/2"))
    game.play(game.legal_moves()[0])
    assert game.phase == Phase.MAIN
    assert game.required_cards(card("r2/3")) == 2
    refused(game, "build r2/3", Rule.CARD_COUNT, "needs 2 card")
    game.play(Move.parse("build r2/3 r1/2"))
    game.play(game.legal_moves()[0])
    finish_turn(game)


def test_anywild_lets_one_off_colour_card_count_as_wild() -> None:
    game = position(space=1, moved=True, hand=["b3/4", "b1/2", "r1/2", "y1/2"], meadow=1)
    refused(game, "build b3/4 r1/2 b1/2", Rule.PAYMENT_COLOUR, "must be blue or wild")
    game.play(Move.parse("act anywild"))
    spent(game, Action.ANYWILD, 1)
    b34 = card("b3/4")
    assert {m for m in game.legal_moves() if m.cards[:1] == (b34,)} == {
        Move.build(b34, (card("b1/2"), card("r1/2"))),
        Move.build(b34, (card("b1/2"), card("y1/2"))),
    }
    # Only one card may stand in as wild.
    refused(game, "build b3/4 r1/2 y1/2", Rule.PAYMENT_COLOUR, "must be blue or wild")
    game.play(Move.parse("build b3/4 r1/2 b1/2"))
    assert game.players[0].hand == cards(["y1/2"])
    assert sorted(game.discard[-3:]) == cards(["b3/4", "b1/2", "r1/2"])
    game.play(game.legal_moves()[0])
    finish_turn(game)


def test_fewer_and_anywild_combine_in_one_build() -> None:
    game = position(space=1, moved=True, hand=["b3/4", "r1/2", "y1/2"], meadow=2)
    game.play(Move.parse("act fewer"))
    game.play(Move.parse("act anywild"))
    assert {m for m in game.legal_moves() if m.cards[:1] == (card("b3/4"),)} == {
        Move.build(card("b3/4"), (card("r1/2"),)),
        Move.build(card("b3/4"), (card("y1/2"),)),
    }
    game.play(Move.parse("build b3/4 y1/2"))
    assert game.players[0].hand == cards(["r1/2"])
    game.play(game.legal_moves()[0])
    finish_turn(game)


def test_anywild_with_fewer_the_rulebook_example() -> None:
    # "If you want to build a blue '4' pavilion tile, you need only three blue cards and one
    # card of any other color": a blue "4" with two more blues and a red one.
    game = position(space=1, moved=True, hand=["b4/4+", "b1/2", "b1/2", "r1/2"], meadow=1)
    refused(game, "build b4/4+ r1/2 b1/2 b1/2", Rule.PAYMENT_COLOUR, "blue or wild")
    game.play(Move.parse("act anywild"))
    game.play(Move.parse("build b4/4+ r1/2 b1/2 b1/2"))
    assert game.players[0].hand == []


def test_second_allows_a_second_build_in_the_same_turn() -> None:
    game = position(space=1, moved=True, hand=["r1/2", "y1/2"], meadow=1)
    game.play(Move.parse("build r1/2"))
    game.play(game.legal_moves()[0])
    assert game.phase == Phase.MAIN and game.to_move == 0
    assert not legal_of(game, "build"), "one build per turn without the action"
    refused(game, "build y1/2", Rule.ONE_BUILD, "one pavilion a turn")
    assert "draw" not in legal(game)
    game.play(Move.parse("act second"))
    spent(game, Action.SECOND, 1)
    assert legal_of(game, "build") == ["build y1/2"]
    assert "draw" not in legal(game), "a second build is no licence to draw"
    game.play(Move.parse("build y1/2"))
    game.play(game.legal_moves()[0])
    assert [colour for colour, _ in game.players[0].tiles] == [RED, YELLOW]
    assert not legal_of(game, "build") and "draw" not in legal(game)
    finish_turn(game)


def test_second_does_not_allow_a_third_build() -> None:
    game = position(space=1, moved=True, hand=["r1/2", "y1/2", "g1/2"], meadow=1)
    game.play(Move.parse("act second"))
    for shown in ("r1/2", "y1/2"):
        game.play(Move.parse(f"build {shown}"))
        game.play(game.legal_moves()[0])
    assert not legal_of(game, "build")
    refused(game, "build g1/2", Rule.ONE_BUILD, "one pavilion a turn")
    finish_turn(game)
    assert len(game.players[0].tiles) == 2 and game.players[0].hand == cards(["g1/2"])


def test_second_is_useless_after_drawing() -> None:
    game = position(space=1, moved=True, hand=["r1/2"], meadow=2)
    game.play(Move.parse("act points"))
    game.play(Move.parse("draw"))
    assert "act second" not in legal(game)
    refused(game, "act second", Rule.ACTION_NO_EFFECT, "cannot take effect")


def test_points_gives_two_points_on_the_track() -> None:
    game = position(space=0, meadow=1)
    assert POINTS_ACTION_VALUE == 2
    game.play(Move.parse("act points"))
    spent(game, Action.POINTS, 1)
    player = game.players[0]
    assert player.points == 2 and player.track == 2
    assert game.scores()[0].actions == 2 and game.scores()[0].total == 2
    assert game.scores()[1].total == 0
    assert game.phase == Phase.MOVE
    game.play(Move.parse("move 1"))
    game.play(Move.parse("draw"))
    finish_turn(game)


def test_points_can_be_spent_after_moving_too() -> None:
    game = position(space=2, moved=True, meadow=1)
    game.play(Move.parse("act points"))
    assert game.players[0].points == 2 and game.phase == Phase.MAIN
    game.play(Move.parse("draw"))
    finish_turn(game)


# ------------------------------------------------------------------ hand limit


def test_drawing_to_eight_cards_forces_a_discard_down_to_seven() -> None:
    game = position(space=3, moved=True, hand=SIX_CARDS)
    game.play(Move.parse("draw"))
    player = game.players[0]
    assert len(player.hand) == 8
    assert game.phase == Phase.DISCARD and game.to_move == 0
    assert {m.kind for m in game.legal_moves()} == {Kind.DISCARD}
    assert {m.a for m in game.legal_moves()} == set(player.hand)
    for move in ("end", "draw", "build r1/2", "move 1"):
        refused(game, move, Rule.WRONG_STEP, "to discard down to the hand limit")
    game.play(Move.parse("discard r1/2"))
    assert len(player.hand) == HAND_LIMIT == 7
    assert game.discard[-1] == card("r1/2")
    finish_turn(game)


def test_discards_go_one_card_a_move_down_to_seven() -> None:
    game = position(space=3, moved=True, hand=SIX_CARDS, meadow=1)
    game.play(Move.parse("act extradraw"))
    game.play(Move.parse("draw"))
    player = game.players[0]
    assert len(player.hand) == 9 and game.phase == Phase.DISCARD
    absent = next(c for c in ("p5/4++", "y5/4++", "r5/4++") if card(c) not in player.hand)
    refused(game, f"discard {absent}", Rule.NOT_IN_HAND, f"does not hold {absent}")
    game.play(Move.parse("discard g1/2"))
    assert len(player.hand) == 8 and game.phase == Phase.DISCARD and game.to_move == 0
    game.play(Move.parse("discard b1/2"))
    assert len(player.hand) == 7
    finish_turn(game)


def test_seven_cards_after_drawing_is_fine() -> None:
    game = position(space=3, moved=True, hand=SIX_CARDS[:5])
    game.play(Move.parse("draw"))
    assert len(game.players[0].hand) == 7
    assert game.to_move == 1 and game.phase == Phase.MOVE


# ------------------------------------------------------------- ignore the hand limit


def test_nolimit_keeps_more_than_seven_until_the_end_of_the_next_round() -> None:
    game = position(players=2, space=0, hand=SIX_CARDS, meadow=1)
    player = game.players[0]
    assert game.round == 0
    game.play(Move.parse("act nolimit"))
    spent(game, Action.NOLIMIT, 1)
    game.play(Move.parse("move 1"))
    game.play(Move.parse("draw"))
    assert (len(player.hand), game.phase == Phase.DISCARD) == (8, False)
    assert game.to_move == 1
    plain_turn(game)  # seat 1 ends round 0
    assert game.round == 1
    assert (game.phase, game.to_move) == (Phase.MOVE, 0), "no discard at the end of this round"
    assert len(player.hand) == 8
    plain_turn(game)  # round 1: seat 0 draws again, still without limit
    assert len(player.hand) == 10 and game.to_move == 1
    plain_turn(game)  # seat 1 ends round 1: the hand limit is back
    assert game.round == 2
    assert (game.phase, game.to_move) == (Phase.DISCARD, 0)
    assert game.legal_moves() and all(m.kind == Kind.DISCARD for m in game.legal_moves())
    refused(game, "move 1", Rule.WRONG_STEP, "to discard down to the hand limit")
    for left in (9, 8):
        game.play(Move.parse(legal_of(game, "discard")[0]))
        assert (len(player.hand), game.phase, game.to_move) == (left, Phase.DISCARD, 0)
    game.play(Move.parse(legal_of(game, "discard")[0]))
    assert len(player.hand) == 7
    assert (game.phase, game.to_move) == (Phase.MOVE, 0)
    # The limit applies again to seat 0's own draws.
    game.play(Move.parse("move 1"))
    game.play(Move.parse("draw"))
    assert len(player.hand) == 9 and game.phase == Phase.DISCARD and game.to_move == 0


def test_nolimit_may_be_spent_when_a_draw_goes_over_the_limit() -> None:
    game = position(space=3, moved=True, hand=SIX_CARDS, meadow=1)
    game.play(Move.parse("draw"))
    assert game.phase == Phase.DISCARD
    assert legal_of(game, "act") == ["act nolimit"]
    game.play(Move.parse("act nolimit"))
    spent(game, Action.NOLIMIT, 1)
    assert len(game.players[0].hand) == 8
    finish_turn(game)


def test_nolimit_is_not_offered_while_it_is_active() -> None:
    game = position(space=0, meadow=2)
    game.play(Move.parse("act nolimit"))
    assert "act nolimit" not in legal(game)


def test_an_expired_nolimit_is_discarded_before_the_next_round_even_off_turn() -> None:
    # Seat 1, last in turn order, spends the action in round 0; round 1 ends with seat 1's
    # turn, and seat 1 must discard before the start player, seat 0, may begin round 2.
    game = position(players=2, space=0, lines=f"""
        seat 1 hand: {' '.join(SIX_CARDS)}
        seat 1 meadow: 1
    """)
    plain_turn(game)
    second = game.players[1]
    game.play(Move.parse("act nolimit"))
    game.play(Move.parse("move 1"))
    game.play(Move.parse("draw"))
    assert len(second.hand) == 8 and game.round == 1 and game.to_move == 0
    plain_turn(game)
    plain_turn(game)
    assert len(second.hand) == 10 and game.round == 2
    assert (game.seat, game.to_move, game.phase) == (0, 1, Phase.DISCARD)
    assert {m.a for m in game.legal_moves()} == set(second.hand)
    refused(game, "act points", Rule.NOT_YOUR_TURN)
    for _ in range(3):
        game.play(Move.parse(legal_of(game, "discard")[-1]))
    assert len(second.hand) == 7
    assert game.to_move == 0 and game.phase == Phase.MOVE


def test_a_player_without_nolimit_discards_at_once_in_the_same_game() -> None:
    # Seat 1 never spent the action: the limit applies to it as usual.
    game = position(players=2, space=0, meadow=1, lines=f"seat 1 hand: {' '.join(SIX_CARDS)}")
    game.play(Move.parse("act nolimit"))
    game.play(Move.parse("move 1"))
    game.play(Move.parse("draw"))
    game.play(Move.parse("move 1"))
    game.play(Move.parse("draw"))
    assert game.phase == Phase.DISCARD and game.to_move == 1


# -------------------------------------------------------------------- draw and build


def test_drawbuild_allows_drawing_then_building() -> None:
    game = position(space=1, moved=True, hand=["r1/2"], meadow=1)
    game.play(Move.parse("draw"))
    assert game.to_move == 0 and game.phase == Phase.MAIN
    assert not legal_of(game, "build")
    refused(game, "build r1/2", Rule.DRAW_OR_BUILD, "draw cards or build a pavilion, not both")
    game.play(Move.parse("act drawbuild"))
    spent(game, Action.DRAWBUILD, 1)
    assert "build r1/2" in legal(game)
    game.play(Move.parse("build r1/2"))
    game.play(game.legal_moves()[0])
    assert game.players[0].tiles and game.players[0].tiles[0][0] == RED
    finish_turn(game)


def test_drawbuild_allows_building_then_drawing() -> None:
    game = position(space=1, moved=True, hand=["r1/2"], meadow=1)
    game.play(Move.parse("act drawbuild"))
    game.play(Move.parse("build r1/2"))
    game.play(game.legal_moves()[0])
    assert game.phase == Phase.MAIN and "draw" in legal(game)
    display = list(game.display)
    game.play(Move.parse("draw"))
    assert game.players[0].hand == sorted([display[1], display[2]])
    assert len(game.players[0].tiles) == 1
    finish_turn(game)


def test_drawbuild_checks_the_hand_limit_after_the_draw() -> None:
    game = position(space=1, moved=True, hand=SIX_CARDS, meadow=1)
    game.play(Move.parse("act drawbuild"))
    game.play(Move.parse("draw"))
    assert (len(game.players[0].hand), game.phase) == (8, Phase.DISCARD)
    game.play(Move.parse("discard p1/2"))
    assert game.phase == Phase.MAIN and game.to_move == 0
    assert "build r1/2" in legal(game) and "draw" not in legal(game)
    game.play(Move.parse("build r1/2"))
    game.play(game.legal_moves()[0])
    finish_turn(game)


# ------------------------------------------------------------------ superstructures


def test_extrass_gives_one_superstructure_when_the_card_shows_none() -> None:
    game = position(space=1, moved=True, hand=["r1/2"], meadow=1)
    game.play(Move.parse("act extrass"))
    spent(game, Action.EXTRASS, 1)
    game.play(Move.parse("build r1/2"))
    game.play(game.legal_moves()[0])
    tile = game.last_tile
    assert game.phase == Phase.SS and game.pending_ss == 1
    assert sorted(m.a for m in game.legal_moves()) == sorted(bb.bit(s) for s in bb.squares(tile))
    game.play(game.legal_moves()[0])
    player = game.players[0]
    assert player.superstructures.bit_count() == 1 and player.superstructures & tile
    assert game.superstructures == SUPERSTRUCTURES - 1
    finish_turn(game)


def test_extrass_adds_one_to_the_card_up_to_the_tiles_roofs() -> None:
    game = position(space=1, moved=True, hand=["g4/3++", "g1/2", "g1/2", "g2/3"], meadow=1)
    game.play(Move.parse("act extrass"))
    game.play(Move.parse("build g4/3++ g1/2 g1/2 g2/3"))
    game.play(game.legal_moves()[0])
    tile = game.last_tile
    assert game.pending_ss == 3
    assert [m.a for m in game.legal_moves()] == [tile]  # every roof of the 3-roof tile
    game.play(Move.superstructures(tile))
    assert game.players[0].superstructures == tile
    assert game.superstructures == SUPERSTRUCTURES - 3


def test_without_extrass_a_plain_card_gives_no_superstructure() -> None:
    game = position(space=1, moved=True, hand=["r1/2"])
    game.play(Move.parse("build r1/2"))
    game.play(game.legal_moves()[0])
    assert game.players[0].superstructures == 0 and game.to_move == 1


SEAT_1_HOLDS_29_SUPERSTRUCTURES = """
    seat 1 tiles: p a1,b1,c1,d1; p e1,f1,g1; p a2,b2,c2,d2; p e2,f2,g2; p a3,b3,c3,d3;
        p e3,f3,g3; p a5,b5,c5,d5,e5; r f5,g5; g a6,b6,c6
    seat 1 superstructures: a1,b1,c1,d1,e1,f1,g1,a2,b2,c2,d2,e2,f2,g2,a3,b3,c3,d3,e3,f3,g3,
        a5,b5,c5,d5,e5,f5,g5,a6
"""


def test_extrass_is_limited_by_the_supply() -> None:
    game = position(space=1, moved=True, hand=["y2/2+", "y1/2"], meadow=1,
                    lines=SEAT_1_HOLDS_29_SUPERSTRUCTURES)  # fmt: skip
    assert game.superstructures == 1
    game.play(Move.parse("act extrass"))
    game.play(Move.parse("build y2/2+ y1/2"))
    game.play(game.legal_moves()[0])
    assert game.pending_ss == 1
    assert all(m.a.bit_count() == 1 for m in game.legal_moves())
    game.play(game.legal_moves()[0])
    assert game.superstructures == 0
    assert game.players[0].superstructures.bit_count() == 1


def test_relocate_moves_a_superstructure_to_any_free_roof_never_the_statue() -> None:
    game = position(
        space=0,
        meadow=1,
        tiles=[("r", "c3,c4"), ("y", "e3,e4"), ("w", "d5")],
        superstructures="c3,e3",
    )
    game.play(Move.parse("act relocate"))
    spent(game, Action.RELOCATE, 1)
    assert (game.phase,) == (Phase.RELOCATE,)
    assert set(legal(game)) == {
        f"relocate {source} {target}" for source in ("c3", "e3") for target in ("c4", "e4", "d5")
    }
    refused(game, "relocate c3 d4", Rule.RELOCATE_SQUARES, "free roof")  # the statue
    refused(game, "relocate c3 e3", Rule.RELOCATE_SQUARES, "free roof")  # already holds one
    refused(game, "relocate c3 a1", Rule.RELOCATE_SQUARES, "free roof")  # nothing built there
    refused(game, "relocate c4 d5", Rule.RELOCATE_SQUARES, "free roof")  # no superstructure on c4
    game.play(Move.parse("relocate c3 d5"))  # onto another tile, a wild one
    assert names(game.players[0].superstructures) == {"d5", "e3"}
    assert game.superstructures == SUPERSTRUCTURES - 2  # the supply keeps what it had
    assert game.phase == Phase.MOVE
    game.play(Move.parse("move 1"))
    game.play(Move.parse("draw"))
    finish_turn(game)


def test_relocate_needs_a_superstructure_and_a_free_roof() -> None:
    game = position(meadow=1, tiles=[("r", "c3,c4")])
    assert "act relocate" not in legal(game)
    refused(game, "act relocate", Rule.ACTION_NO_EFFECT, "cannot take effect")
    full = position(meadow=1, tiles=[("r", "c3,c4")], superstructures="c3,c4")
    assert "act relocate" not in legal(full)
    refused(full, "act relocate", Rule.ACTION_NO_EFFECT, "cannot take effect")


def test_relocate_can_be_spent_after_building() -> None:
    game = position(space=1, moved=True, hand=["r2/2+", "r1/2"], meadow=1)
    game.play(Move.parse("build r2/2+ r1/2"))
    game.play(game.legal_moves()[0])
    tile = game.last_tile
    game.play(Move.superstructures(bb.bit(min(bb.squares(tile)))))
    assert game.phase == Phase.MAIN and "act relocate" in legal(game)
    game.play(Move.parse("act relocate"))
    game.play(Move.parse(legal_of(game, "relocate")[0]))
    assert game.players[0].superstructures == bb.bit(max(bb.squares(tile)))
    finish_turn(game)


# --------------------------------------------------------------- paying for actions


def _useful_position(action: Action) -> Game:
    """A position where ``action`` can take effect, with two coats of arms in the meadow."""
    before_moving = action in (Action.MOVE6, Action.MOVE5, Action.BACK)
    return position(
        space=1,
        moved=not before_moving,
        hand=["r1/2", "y1/2"],
        meadow=2,
        tiles=[("g", "c3,c4")],
        superstructures="c3",
    )


@pytest.mark.parametrize("action", list(Action), ids=lambda a: a.notation)
def test_every_action_costs_a_coat_of_arms_and_is_usable_once(action: Action) -> None:
    game = _useful_position(action)
    assert f"act {action.notation}" in legal(game)
    game.play(Move.act(action))
    player = game.players[0]
    assert player.meadow == 1 and player.used == 1 << action
    assert game.available_actions(0) >> action & 1 == 0
    while game.phase in (Phase.WILD, Phase.RELOCATE):
        game.play(game.legal_moves()[0])
    if game.phase == Phase.MOVE or game.phase == Phase.MAIN:
        assert f"act {action.notation}" not in legal(game)
        refused(game, Move.act(action), Rule.ACTION_USED, "already")


def test_an_action_used_in_an_earlier_turn_is_refused() -> None:
    game = position(space=0, meadow=2)
    game.play(Move.parse("act points"))
    game.play(Move.parse("move 1"))
    game.play(Move.parse("draw"))
    finish_turn(game)
    plain_turn(game)  # seat 1
    assert game.to_move == 0 and game.players[0].meadow == 1
    assert "act points" not in legal(game)
    refused(game, "act points", Rule.ACTION_USED, "used “points” already")
    assert game.players[0].points == 2
    assert "act move6" in legal(game)  # other actions are still open


def test_no_coat_of_arms_in_the_meadow_no_action() -> None:
    game = position(space=0, tiles=[WEST_TILE])
    assert not legal_of(game, "act")
    for action in Action:
        refused(game, Move.act(action), Rule.NO_COAT, "no coat of arms in your meadow")
    game.play(Move.parse("move 1"))
    refused(game, "act points", Rule.NO_COAT, "no coat of arms")


def test_the_last_coat_pays_for_one_action_only() -> None:
    game = position(space=0, meadow=1)
    game.play(Move.parse("act points"))
    assert not legal_of(game, "act")
    refused(game, "act move6", Rule.NO_COAT, "no coat of arms")


def test_several_actions_in_one_turn() -> None:
    game = position(space=0, hand=["b3/4", "b1/2", "r1/2"], meadow=3)
    game.play(Move.parse("act move6"))
    game.play(Move.parse("move 5"))
    game.play(Move.parse("act fewer"))
    game.play(Move.parse("act points"))
    game.play(Move.parse("build b3/4 b1/2"))
    assert game.players[0].meadow == 0
    assert game.players[0].used == (1 << Action.MOVE6 | 1 << Action.FEWER | 1 << Action.POINTS)


@pytest.mark.parametrize("action", sorted(FIRST_GAME_COVERED), ids=lambda a: a.notation)
def test_first_game_covers_the_bottom_row(action: Action) -> None:
    bottom_row = {Action.BACK, Action.NOLIMIT, Action.DRAWBUILD, Action.EXTRASS, Action.RELOCATE}
    assert bottom_row == FIRST_GAME_COVERED
    for moved in (False, True):
        game = position(
            variant=Variant.FIRST_GAME,
            space=1,
            moved=moved,
            hand=["r1/2"],
            meadow=1,
            tiles=[("g", "c3,c4")],
            superstructures="c3",
        )
        assert f"act {action.notation}" not in legal(game)
        refused(game, Move.act(action), Rule.ACTION_COVERED, "covered in this game")
        assert game.players[0].meadow == 1


def test_first_game_leaves_the_top_and_middle_rows_open() -> None:
    game = position(variant=Variant.FIRST_GAME, space=0, meadow=1, tiles=[WEST_TILE])
    assert set(legal_of(game, "act")) == {
        "act move6",
        "act wild2",
        "act move5",
        "act wild1",
        "act points",
    }
    game.play(Move.parse("move 1"))
    assert set(legal_of(game, "act")) == {
        f"act {a.notation}" for a in Action if a not in FIRST_GAME_COVERED
    } - {"act move6", "act move5"}  # the token has moved


def test_new_challenges_covers_five_actions_chosen_by_the_seed() -> None:
    game = position(variant=Variant.NEW_CHALLENGES, space=0, meadow=1)
    covered = [a for a in Action if game.covered >> a & 1]
    assert len(covered) == 5
    for action in covered:
        refused(game, Move.act(action), Rule.ACTION_COVERED, "covered in this game")


CHOSEN = (Action.MOVE6, Action.ANYSIDE, Action.POINTS, Action.NOLIMIT, Action.RELOCATE)


@pytest.mark.parametrize("seed", [1, 2, 3])
def test_new_challenges_covers_the_five_actions_chosen_at_set_up(seed: int) -> None:
    """The rulebook: "you may cover any 5 actions"; whoever sets the game up chooses them."""
    game = position(seed=seed, variant=Variant.NEW_CHALLENGES, cover=CHOSEN, meadow=1)
    assert {a for a in Action if game.covered >> a & 1} == set(CHOSEN)
    assert game.options == Options.covering(CHOSEN, start_seat=0)
    assert "act points" not in legal_of(game, "act") and "act move5" in legal_of(game, "act")
    for action in CHOSEN:
        refused(game, Move.act(action), Rule.ACTION_COVERED, "covered in this game")


@pytest.mark.parametrize(
    ("make", "message"),
    [
        (lambda: Options(Variant.ALL_ACTIONS, cover=CHOSEN), "only with the new-challenges"),
        (lambda: Options.covering(CHOSEN[:4]), "exactly 5 different actions, not 4"),
        (lambda: Options.covering((*CHOSEN[:4], CHOSEN[0])), "exactly 5 different actions"),
        (lambda: Game.new(2, 1, Options(start_seat=2)), "start_seat must be a seat number"),
    ],
)
def test_options_that_do_not_fit_are_refused(make: Callable[[], object], message: str) -> None:
    with pytest.raises(OptionsError, match=message):
        make()
