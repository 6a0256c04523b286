"""Copenhagen's rules, one scenario per sentence of ``COPENHAGEN.md`` section 1 (rules 1-28),
each quoting it (the decisions of section 3 are in ``test_copenhagen_decisions.py``).
Scenarios are built as ``copenhagen_scenario`` explains."""

from __future__ import annotations

import pytest
from copenhagen_scenario import (
    FLOOR_2_BUT_A,
    SIX_FLOORS,
    deal,
    hand,
    in_play,
    lay,
    legal,
    play,
    refused,
    step,
    table,
)

from engine.copenhagen import (
    Ability,
    CopenhagenGame,
    CopenhagenOptions,
    Ending,
    Rule,
    Step,
)
from engine.copenhagen.components import (
    CELLS,
    END_CARD,
    HAND_LIMIT,
    SPECIAL_TILES,
    WHITE,
    kind_name,
    tile_kind,
    tile_supply,
)
from engine.copenhagen.house import PLACEMENTS, parse_cell
from engine.copenhagen.scoring import score

# --------------------------------------------------------------------- set-up


def test_rule_1_two_to_four_players_each_with_an_empty_house_and_no_points() -> None:
    """1. 2-4 players, each with a house board of 5 columns x 9 floors, starting at 0 points."""
    for players in (1, 5):
        with pytest.raises(ValueError, match="players"):
            CopenhagenGame.new(players, 1)
    for players in (2, 3, 4):
        game = CopenhagenGame.new(players, 1)
        assert len(game.players) == players and CELLS == 5 * 9
        assert all(p.points == 0 and p.filled == 0 for p in game.players)
        assert all(s.empty_cells == 45 and s.total == 0 for s in game.scores())


@pytest.mark.parametrize(("players", "per_colour"), [(2, 14), (3, 12), (4, 14)])
def test_rule_2_seventy_cards_sixty_with_three_players_shuffled(
    players: int, per_colour: int
) -> None:
    """2. Deck: 70 facade cards, 14 each of red, yellow, green, blue, purple; with 3 players
    remove 2 of each colour (60). Shuffle."""
    game = CopenhagenGame.new(players, 3)
    cards = [c for c in in_play(game) if c != END_CARD]
    assert sorted(cards) == sorted(list(range(5)) * per_colour)
    orders = {tuple(CopenhagenGame.new(players, seed).deck) for seed in range(5)}
    assert len(orders) == 5


def test_rule_3_seven_harbour_cards_in_a_line_whose_ends_do_not_touch() -> None:
    """3. Harbour: 7 cards face up in slots 1-7, in a line (1 and 7 are not adjacent)."""
    game = table(harbour="rygbpry", used=[Ability.ANY])
    assert len(game.harbour) == 7 and min(game.harbour) >= 0
    assert "take 6 7" in legal(game) and "take 1 7" not in legal(game)
    refused(game, "take 1 7", Rule.TAKE_ADJACENT)


def test_rule_4_the_end_card_set_aside_or_among_the_bottom_ten() -> None:
    """4. End card: 3-4 players, set aside; 2 players, the deck's top 9 cards are shuffled with
    it and put under the deck (it lies among the bottom 10)."""
    for players in (3, 4):
        game = CopenhagenGame.new(players, 4)
        assert END_CARD not in in_play(game) and game.end_depth == 0
    depths = set()
    for seed in range(40):
        game = CopenhagenGame.new(2, seed)
        assert game.deck.count(END_CARD) == 1 and game.end_depth == 10
        depths.add(game.deck.index(END_CARD))
    assert depths <= set(range(10)) and len(depths) > 5


@pytest.mark.parametrize("players", [2, 3, 4])
def test_rule_5_tiles_by_player_count(players: int) -> None:
    """5. Tiles per colour: sizes 2, 3, 4 three each, size 5 one; 3 players remove one 2 and one
    4 per colour, 2 players one 2, one 3 and one 4 per colour; 12 special (white) tiles."""
    game = CopenhagenGame.new(players, 1)
    expected = {2: (2, 2, 2, 1), 3: (2, 3, 2, 1), 4: (3, 3, 3, 1)}[players]
    for colour in range(5):
        assert tuple(game.tiles[tile_kind(colour, size)] for size in (2, 3, 4, 5)) == expected
    assert game.specials == SPECIAL_TILES == 12
    assert sum(tile_supply(4)) + SPECIAL_TILES == 62


@pytest.mark.parametrize("players", [2, 3, 4])
def test_rule_6_one_ability_of_each_kind_per_player_and_any_cards_for_all(players: int) -> None:
    """6. Ability supply: one per player of Additional card, Construction discount, Change of
    colours, Both actions; each player starts with Any cards, active."""
    game = CopenhagenGame.new(players, 1)
    for ability in (Ability.EXTRA, Ability.DISCOUNT, Ability.COLOURS, Ability.BOTH):
        assert game.ability_supply(ability) == players
    assert game.ability_supply(Ability.ANY) == 0
    assert all(p.owned == p.active == Ability.ANY.bit for p in game.players)


def test_rule_7_the_first_player_and_the_starting_hands_in_turn_order() -> None:
    """7. First player: "the oldest" (the start seat chosen by whoever sets up, else drawn from
    the seed); starting hands in turn order 2, 3, 3, 4 cards, dealt from the deck."""
    assert {CopenhagenGame.new(4, seed).start_seat for seed in range(30)} == {0, 1, 2, 3}
    game = CopenhagenGame.new(4, 9, CopenhagenOptions(start_seat=2))
    assert game.start_seat == game.to_move == 2
    assert [game.players[seat].hand_size for seat in (2, 3, 0, 1)] == [2, 3, 3, 4]
    assert len(game.deck) == 70 - 7 - 12
    three = CopenhagenGame.new(3, 9, CopenhagenOptions(start_seat=1))
    assert [three.players[seat].hand_size for seat in (1, 2, 0)] == [2, 3, 3]


# ----------------------------------------------------------------------- turn


def test_rule_8_take_or_build_then_play_passes_clockwise() -> None:
    """8. A turn is A (take cards) or B (build); play passes clockwise."""
    game = table(3, hand="pp", harbour="rygbpry")
    words = {text.split()[0] for text in legal(game)}
    assert words == {"take", "build"}
    play(game, "take 1 2")
    assert game.to_move == 1 and game.step == Step.MAIN
    play(game, "take 1 2")
    assert game.to_move == 2


def test_rule_9_two_adjacent_cards_never_one() -> None:
    """9. A: take 2 adjacent harbour cards; taking only one is not allowed."""
    game = table(hand="", harbour="rygbpry", used=[Ability.ANY])
    assert legal(game, "take") == [f"take {i} {i + 1}" for i in range(1, 7)]
    refused(game, "take 3", Rule.TAKE_COUNT)
    refused(game, "take 2 4", Rule.TAKE_ADJACENT, "adjacent")
    play(game, "take 3 4")
    assert hand(game) == "gb"


def test_rule_10_emptied_slots_are_refilled_at_the_end_of_the_turn() -> None:
    """10. Emptied slots are refilled from the deck only at the end of the turn."""
    game = table(hand="", harbour="ppgbpry", owned=[Ability.BOTH])
    top = game.deck[-2:]
    play(game, "take 1 2")
    assert game.step == Step.BUILD and game.harbour[:2] == [-1, -1]
    play(game, "build p2 a1:b1 pp")
    assert game.harbour[:2] == [top[1], top[0]] and game.to_move == 1


def test_rule_11_discard_down_to_seven_right_after_taking() -> None:
    """11. Hand limit 7: right after taking, discard down to 7 (face up)."""
    game = table(hand="rrggbb", harbour="yyrgbpr")
    play(game, "take 1 2")
    assert game.step == Step.DISCARD and game.to_move == 0 and hand(game) == "rryyggbb"
    assert legal(game) == ["discard r", "discard y", "discard g", "discard b"]
    refused(game, "discard p", Rule.DISCARD, "no purple card")
    refused(game, "take 3 4", Rule.WRONG_STEP)
    play(game, "discard y")
    assert game.players[0].hand_size == HAND_LIMIT and game.discard == [1]
    assert game.to_move == 1


def test_rule_12_a_build_pays_one_card_a_cell_in_the_tiles_colour() -> None:
    """12. B: build one available coloured tile, paying exactly one card per cell, all of the
    tile's colour."""
    game = table(hand="pppgg", harbour="rygbpry")
    refused(game, "build p3 a1:b1,c1 pp", Rule.PAYMENT_COUNT, "costs 3 card")
    refused(game, "build p3 a1:b1,c1 pppp", Rule.PAYMENT_COUNT)
    refused(game, "build p3 a1:b1,c1 ggp", Rule.PAYMENT_COLOUR)
    refused(game, "build g3 a1:b1,c1 ggg", Rule.NOT_IN_HAND)
    game.tiles[tile_kind(0, 2)] = 0
    game.edited()
    refused(game, "build r2 a1:b1 rr", Rule.TILE_SOLD_OUT)
    play(game, "build p3 a1:b1,c1 ppp")
    assert hand(game) == "gg" and game.discard == [4, 4, 4]
    assert game.tiles[tile_kind(4, 3)] == 1


def test_rule_13_a_tile_touching_its_colour_costs_one_card_fewer() -> None:
    """13. A tile placed sharing an edge with a tile of its colour costs one card fewer
    (compulsory)."""
    game = table(hand="ggg", tiles=["g2 a1:b1"])
    refused(game, "build g3 c1:d1,e1 ggg", Rule.PAYMENT_COUNT, "costs 2 card")
    assert "build g3 c1:d1,e1 ggg" not in legal(game)
    play(game, "build g3 c1:d1,e1 gg")
    assert hand(game) == "g"


def test_rule_14_placement_rotated_on_empty_supported_cells() -> None:
    """14. Placement: rotated and flipped freely; all cells on the board and empty; at least
    one cell on floor 1 or directly above an earlier tile (overhangs are fine; side contact is
    no support)."""
    game = table(hand="ppppbbbb", tiles=["p2 a1:a2"])
    assert "build b2 b1:c1 bb" in legal(game)
    assert "build b2 c2:c1 bb" in legal(game)  # upright, the brick on top
    assert "build b3 a3:b3,b4 bbb" in legal(game)  # overhang: only a3 rests on a tile
    refused(game, "build b2 a2:a3 bb", Rule.OCCUPIED)
    refused(game, "build b2 b2:b3 bb", Rule.UNSUPPORTED, "floor 1 or right above")  # beside a2
    refused(game, "build p3 c1:e1,d2 ppp", Rule.SHAPE)
    refused(game, "build b3 c1:d1,c2 bbb", Rule.SHAPE)  # the brick is an end of the L
    play(game, "build b3 a3:b3,b4 bbb")
    assert game.players[0].filled >> parse_cell("b4") & 1


def test_rule_15_a_bonus_per_coat_of_arms_covered_and_coat_floor_completed() -> None:
    """15. After a placement, one bonus per coat-of-arms cell covered (c3, e5, b7, d9) and per
    coat floor completed (floors 2, 4, 6)."""
    floor = table(hand="pp", tiles=["p2 b2:b1", "r2 c2:c1", "g2 d2:d1", "y2 e2:e1", "w c3"])
    play(floor, "build p2 a2:a1 p")
    assert floor.step == Step.BONUS and floor.pending == 1 and floor.to_move == 0
    coat = table(hand="bbb", tiles=["p2 b2:b1", "r2 c2:c1"])
    play(coat, "build b3 c3:b3,b4 bbb")
    assert coat.step == Step.BONUS and coat.pending == 1
    both = table(hand="bb", tiles=["p2 a2:a1", "r2 b2:b1", "g2 d2:d1", "y2 e2:e1", "w c1"])
    play(both, "build b2 c2:c3 bb")
    assert both.step == Step.BONUS and both.pending == 2
    none = table(hand="bb")
    play(none, "build b2 c1:c2 bb")
    assert none.pending == 0 and none.to_move == 1


def test_rule_16_a_bonus_is_a_special_tile_an_ability_or_a_refresh() -> None:
    """16. A bonus is one of: (a) place a special tile at once (rule 14); (b) take an ability
    not owned, active; (c) turn all used abilities active again. Special tiles can earn further
    bonuses."""
    tiles = ["p2 b2:b1", "r2 c2:c1", "g2 d2:d1", "y2 e2:e1"]
    game = table(hand="pp", tiles=tiles, used=[Ability.ANY])
    play(game, "build p2 a2:a1 p")
    bonus = legal(game)
    assert bonus == [f"special {c}3" for c in "abcde"] + [
        "ability extra",
        "ability discount",
        "ability colours",
        "ability both",
        "refresh",
    ]
    refused(game, "special a5", Rule.UNSUPPORTED)
    refused(game, "special a2", Rule.OCCUPIED)
    refused(game, "ability any", Rule.ABILITY_OWNED)
    play(game, "special c3")  # covers a coat of arms: one more bonus
    assert game.step == Step.BONUS and game.specials == SPECIAL_TILES - 1
    assert game.players[0].colours[WHITE] == 1 << parse_cell("c3")
    play(game, "ability both")
    assert game.players[0].active & Ability.BOTH.bit and game.to_move == 1
    again = table(hand="pp", tiles=tiles, used=[Ability.ANY], owned=[Ability.EXTRA],
                  )  # fmt: skip
    again.players[0].used |= Ability.EXTRA.bit
    play(again, "build p2 a2:a1 p", "refresh")
    assert again.players[0].used == 0 and again.to_move == 1


def test_rule_17_special_tiles_come_from_bonuses_and_are_colourless_windows() -> None:
    """17. Special tiles come only from bonuses; they are one window, colourless."""
    game = table(hand="pp", tiles=["w a1"])
    assert not any(m.split()[0] == "special" for m in legal(game))
    refused(game, "special b1", Rule.WRONG_STEP)
    refused(game, "build p2 b1:c1 p", Rule.PAYMENT_COUNT)  # a special is no purple tile
    assert score(1 << parse_cell("a1"), 0).empty_cells == 44


def test_rule_18_lines_score_at_once_double_with_windows_only() -> None:
    """18. Points as soon as a line is complete: a floor 1 (2 if only windows), a column 2
    (4 if only windows)."""
    floors = table(hand="pp", tiles=["p2 b2:b1", "r2 c2:c1", "g2 d2:d1", "y2 e2:e1"])
    play(floors, "build p2 a2:a1 p")
    breakdown = floors.scores()[0]
    assert breakdown.floors == (0, 1) and breakdown.window_floors == (0,)
    assert breakdown.floor_points == 3 and floors.players[0].points == 3
    columns = table(hand="bb", tiles=[f"{c}2 b{f}:a{f}" for c, f in zip("rygbpryg", range(1, 9),
                                                                         strict=True)])  # fmt: skip
    assert columns.players[0].points == 0
    play(columns, "build b2 b9:a9 bb")
    breakdown = columns.scores()[0]
    assert breakdown.columns == (0, 1) and breakdown.window_columns == (0,)
    assert breakdown.column_points == 6 and columns.players[0].points == 6
    assert breakdown.empty_cells == 45 - 18 and columns.to_move == 1


def test_rule_19_every_coloured_tile_has_exactly_one_brick() -> None:
    """19. Every coloured tile has exactly one brick cell; the rest are windows."""
    for kind, placements in enumerate(PLACEMENTS):
        for cells, brick, _ in placements:
            assert cells >> brick & 1, kind_name(kind)
    game = table(hand="pp")
    play(game, "build p2 a1:b1 pp")
    assert game.players[0].bricks == 1 << parse_cell("a1")


# ------------------------------------------------------------------ abilities


def test_rule_20_abilities_are_spent_until_turned_active_again() -> None:
    """20. Any number of active abilities per turn; a used one is inactive until bonus (c),
    then usable from the next turn."""
    game = table(hand="", harbour="rygbpry", owned=[Ability.EXTRA])
    play(game, "take 1 3 5")  # Any cards and Additional card in one take
    assert game.players[0].used == Ability.ANY.bit | Ability.EXTRA.bit
    play(game, "take 1 2")
    assert game.to_move == 0
    assert legal(game, "take") == [f"take {i} {i + 1}" for i in range(1, 7)]
    refused(game, "take 1 3", Rule.TAKE_ADJACENT)
    refused(game, "take 1 2 3", Rule.TAKE_EXTRA)
    lay(game, 0, ["p2 b2:b1", "r2 c2:c1", "g2 d2:d1", "y2 e2:e1"])
    deal(game, 0, "pp")
    game.edited()
    play(game, "build p2 a2:a1 p", "refresh")  # the turn ends with the bonus
    assert game.to_move == 1 and game.players[0].used == 0
    play(game, "take 1 2")
    assert "take 1 3" in legal(game) and "take 1 3 5" in legal(game)


def test_rule_21_any_cards_takes_two_cards_anywhere() -> None:
    """21. Any cards: the 2 cards need not be adjacent."""
    game = table(hand="", harbour="rygbpry")
    assert len(legal(game, "take")) == 21  # every pair of the seven
    play(game, "take 2 6")
    assert hand(game) == "ry" and game.players[0].used == Ability.ANY.bit


def test_rule_22_additional_card_takes_a_third_card_from_anywhere() -> None:
    """22. Additional card: a third card from anywhere in the harbour."""
    game = table(hand="", harbour="rygbpry", owned=[Ability.EXTRA])
    refused(game, "take 1 2 3 4", Rule.TAKE_COUNT)
    play(game, "take 1 2 6")  # an adjacent pair and one more: Any cards stays active
    assert hand(game) == "rry" and game.players[0].used == Ability.EXTRA.bit
    other = table(hand="", harbour="rygbpry", used=[Ability.ANY])
    refused(other, "take 1 2 6", Rule.TAKE_EXTRA, "Additional card")


def test_rule_23_construction_discount_stacks_with_the_colour_discount() -> None:
    """23. Construction discount: the build costs one card fewer; stacks with rule 13 (a
    2-cell tile can be free)."""
    game = table(hand="p", tiles=["p2 a1:b1"], owned=[Ability.DISCOUNT])
    assert {"build p2 c1:d1 -", "build p2 c1:d1 p"} <= set(legal(game))
    play(game, "build p2 c1:d1 -")
    assert hand(game) == "p" and game.players[0].used == Ability.DISCOUNT.bit
    plain = table(hand="ppp", owned=[Ability.DISCOUNT])
    play(plain, "build p3 a1:b1,c1 pp")
    assert plain.players[0].used == Ability.DISCOUNT.bit


def test_rule_24_change_of_colours_lets_one_other_colour_pay() -> None:
    """24. Change of colours: all cards of one colour count as another for this build: the
    payment is the tile's colour plus at most one other colour (or only that other colour)."""
    game = table(hand="ppgbb", owned=[Ability.COLOURS])
    moves = set(legal(game))
    assert {"build p3 a1:b1,c1 gpp", "build p3 a1:b1,c1 bbp", "build p2 a1:b1 bb"} <= moves
    refused(game, "build p3 a1:b1,c1 gbp", Rule.PAYMENT_COLOUR)
    play(game, "build p3 a1:b1,c1 gpp")
    assert game.players[0].used == Ability.COLOURS.bit and hand(game) == "bb"
    without = table(hand="ppg")
    refused(without, "build p3 a1:b1,c1 gpp", Rule.PAYMENT_COLOUR, "Change of colours")


def test_rule_25_both_actions_take_then_build() -> None:
    """25. Both actions: A then B (never B then A); discard to 7 before B; refill at the end of
    the turn."""
    game = table(hand="rrrrrr", harbour="ppygbry", owned=[Ability.BOTH])
    play(game, "take 1 2")
    assert step(game) == Step.DISCARD
    refused(game, "build p2 a1:b1 pp", Rule.WRONG_STEP)
    play(game, "discard r")
    assert step(game) == Step.BUILD and game.harbour[:2] == [-1, -1]
    refused(game, "take 3 4", Rule.WRONG_STEP)
    play(game, "build p2 a1:b1 pp")
    assert game.players[0].used == Ability.BOTH.bit and min(game.harbour) >= 0
    assert game.to_move == 1
    build_first = table(hand="pp", owned=[Ability.BOTH], tiles=FLOOR_2_BUT_A)
    play(build_first, "build p2 a2:a1 p")  # B first: a bonus, then the turn is over
    refused(build_first, "take 1 2", Rule.WRONG_STEP)
    play(build_first, "ability extra")
    assert build_first.to_move == 1 and build_first.players[0].used == 0


# ------------------------------------------------------------------------ end


def test_rule_26_twelve_points_end_the_game_at_once() -> None:
    """26. Reaching 12 points ends the game at once; that player wins."""
    game = table(4, hand="pp", tiles=[*SIX_FLOORS, "p3 a7:a8,a9"])
    assert game.players[0].points == 11
    play(game, "build p3 b7:b8,b9 pp")  # column b, and the coat of arms on b7
    assert game.is_over and game.ending == Ending.POINTS and game.to_move is None
    assert game.winner == 0 and game.winners == (0,) and game.pending == 0
    assert game.players[0].points == 13 and not game.legal_moves()
    refused(game, "take 1 2", Rule.GAME_OVER)


@pytest.mark.parametrize("players", [3, 4])
def test_rule_27_the_discard_pile_becomes_the_deck_with_the_end_card(players: int) -> None:
    """27. 3-4 players: when the deck first runs out, the discard pile becomes the deck; its
    top 9 cards and the end card are shuffled and put under it."""
    game = table(players, hand="", harbour="rygbpry")
    game.discard, game.deck = game.deck, []
    cards = len(game.discard)
    play(game, "take 1 2")
    assert game.reshuffled and game.discard == [] and game.end_depth == 10
    assert len(game.deck) == cards + 1 - 2 and game.deck.index(END_CARD) < 10
    assert min(game.harbour) >= 0 and not game.is_over


def test_rule_27_a_short_discard_pile_takes_the_end_card_among_all() -> None:
    """27. (a discard pile of fewer than 9 cards): the end card is shuffled among them all."""
    game = table(3, hand="", harbour="rygbpry")
    game.discard, game.deck = game.deck[:4], []
    play(game, "take 1 2")
    assert game.end_depth == 5 and len(game.deck) == 3 and END_CARD in game.deck


def test_rule_28_the_end_card_ends_the_game_most_points_then_fewest_empty_cells() -> None:
    """28. A revealed end card ends the game at once: most points wins; tie: fewest empty
    cells; then the win is shared."""

    def ending(seat_1: list[str]) -> CopenhagenGame:
        game = table(hand="", harbour="rygbpry", tiles=["y2 a1:b1", "g3 c1:d1,e1"])
        lay(game, 1, seat_1)
        game.deck.remove(END_CARD)
        game.deck.append(END_CARD)
        game.edited()
        play(game, "take 1 2")
        assert game.is_over and game.ending == Ending.END_CARD
        assert game.harbour[:2] == [-1, -1]  # decision 5: the end card came first
        return game

    assert ending(["r2 a1:b1"]).winners == (0,)  # more points
    fewer_empty = ending(["p2 a1:b1", "p3 c1:d1,e1", "r2 a2:b2"])
    assert fewer_empty.winners == (1,) and fewer_empty.winner == 1
    shared = ending(["p2 a1:b1", "p3 c1:d1,e1"])
    assert shared.winners == (0, 1) and shared.winner is None
