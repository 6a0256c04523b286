"""Rule scenarios from the rulebook (the actions have their own file, test_actions.py)."""

from __future__ import annotations

from dataclasses import replace

import pytest
from scenario import card, legal, position, refused, squares

from engine.errors import IllegalMoveError
from engine.helsinki import Action, Game, Move, Options, Phase, Rule, Side, Variant
from engine.helsinki import bitboard as bb
from engine.helsinki.components import CARDS, COATS_OF_ARMS, HAND_LIMIT, STATUE, tile_kind
from engine.helsinki.player import PlayerState
from engine.helsinki.scoring import score, winner

# ------------------------------------------------------------------- set-up


@pytest.mark.parametrize(("players", "cards"), [(2, 53), (3, 81), (4, 100)])
def test_set_up_removes_cards_by_player_count(players: int, cards: int) -> None:
    game = Game.new(players, 9)
    assert len(game.display) == 8 and all(c >= 0 for c in game.display)
    assert all(len(p.hand) == 2 for p in game.players)
    assert len(game.pile) == cards - 8 - 2 * players
    in_play = game.pile + game.display + [c for p in game.players for c in p.hand]
    wild = in_play.count(card("w"))
    assert wild == {2: 4, 3: 6, 4: 10}[players]
    for colour in "rygbp":
        ones = in_play.count(card(f"{colour}1/2"))
        assert ones == {2: 2, 3: 2, 4: 4}[players]
    fives = sum(
        1
        for c in in_play
        if c in {card(f"{x}5/5+") for x in "rygbp"} | {card(f"{x}5/4++") for x in "rygbp"}
    )
    assert fives == {2: 9, 3: 5, 4: 10}[players]


def test_tokens_are_placed_on_every_other_space_clockwise() -> None:
    game = Game.new(4, 2, Options(start_seat=2))
    assert (game.phase, game.to_move) == (Phase.SETUP, 2)
    assert len(game.legal_moves()) == 8
    game.play(Move.parse("place 7"))
    assert [game.players[s].space for s in (2, 3, 0, 1)] == [7, 1, 3, 5]
    assert game.phase == Phase.MOVE and game.to_move == 2


def test_the_seed_chooses_the_start_player_when_none_is_given() -> None:
    starts = {Game.new(3, seed).start_seat for seed in range(30)}
    assert starts == {0, 1, 2}


@pytest.mark.parametrize("players", [2, 3, 4])
def test_the_start_player_is_always_drawn_so_the_set_up_ignores_the_lobby_choice(
    players: int,
) -> None:
    options = Options(Variant.NEW_CHALLENGES, True)
    drawn = Game.new(players, 31, options)
    for start in range(players):
        chosen = Game.new(players, 31, replace(options, start_seat=start))
        assert chosen.start_seat == start
        assert chosen.pile == drawn.pile and chosen.display == drawn.display
        assert chosen.covered == drawn.covered
        assert (chosen.rng.key, chosen.rng.counter) == (drawn.rng.key, drawn.rng.counter)
        dealt = [chosen.players[seat].hand for seat in chosen.turn_order()]
        assert dealt == [drawn.players[seat].hand for seat in drawn.turn_order()]
        assert chosen.state_hash() != drawn.state_hash()  # the choice is part of the game


# ------------------------------------------------------------- moving, drawing


def test_the_token_must_move_one_to_three_spaces_clockwise() -> None:
    game = position(place=6)
    assert [str(m) for m in game.legal_moves() if m.kind.name == "MOVE"] == [
        "move 1",
        "move 2",
        "move 3",
    ]
    with pytest.raises(IllegalMoveError, match="may move 1, 2, 3 spaces now"):
        game.play(Move.parse("move 4"))
    game.play(Move.parse("move 3"))
    assert game.players[0].space == 1  # 6 + 3 wraps round the ring of 8


def test_drawing_takes_the_two_cards_beside_the_space_and_refills_them() -> None:
    game = position(place=6)
    before = list(game.display)
    top = game.pile[-2:]
    hand = list(game.players[0].hand)
    game.play(Move.parse("move 1"))  # onto space 7, between slots 7 and 0
    game.play(Move.parse("draw"))
    assert sorted(game.players[0].hand) == sorted([*hand, before[7], before[0]])
    assert game.display[7] == top[1] and game.display[0] == top[0]
    assert game.display[1:7] == before[1:7]
    assert game.to_move == 1  # nothing else to do: the turn passed


def test_drawing_over_the_hand_limit_forces_discards() -> None:
    game = position(space=3, moved=True, hand=["r1/2", "r1/2", "y1/2", "g1/2", "b1/2", "p1/2"])
    game.play(Move.parse("draw"))
    assert len(game.players[0].hand) == 8
    assert game.phase == Phase.DISCARD and game.to_move == 0
    with pytest.raises(IllegalMoveError):
        game.play(Move.parse("end"))
    game.play(Move.parse("discard r1/2"))
    assert len(game.players[0].hand) == HAND_LIMIT and game.to_move == 1


# ---------------------------------------------------- one draw or one build a turn
# A coat of arms in the meadow keeps the turn open after a draw or a build (an action could
# still be spent), so the refusals below happen in the main step, not in the next turn.


def test_cards_are_drawn_only_once_a_turn() -> None:
    game = position(space=1, moved=True, meadow=2)
    game.play(Move.parse("draw"))
    assert game.phase == Phase.MAIN and game.to_move == 0 and "draw" not in legal(game)
    refused(game, "draw", Rule.ONE_DRAW, "draw cards only once a turn")
    game.play(Move.parse("act drawbuild"))
    refused(game, "draw", Rule.ONE_DRAW, "draw cards only once a turn")


def test_a_turn_has_a_draw_or_a_build_not_both() -> None:
    game = position(space=1, moved=True, hand=["r1/2", "y1/2"], meadow=1)
    game.play(Move.parse("draw"))
    refused(game, "build r1/2", Rule.DRAW_OR_BUILD, "draw cards or build a pavilion, not both")
    game = position(space=1, moved=True, hand=["r1/2"], meadow=1)
    game.play(Move.parse("build r1/2"))
    game.play(game.legal_moves()[0])
    assert game.phase == Phase.MAIN and game.to_move == 0
    refused(game, "draw", Rule.DRAW_OR_BUILD, "both with “drawbuild”")


def test_a_turn_has_one_build_without_the_second_pavilion_action() -> None:
    game = position(space=1, moved=True, hand=["r1/2", "y1/2"], meadow=1)
    game.play(Move.parse("build r1/2"))
    game.play(game.legal_moves()[0])
    refused(game, "build y1/2", Rule.ONE_BUILD, "one pavilion a turn")
    game.play(Move.parse("act drawbuild"))  # drawing is allowed now, a second build still is not
    refused(game, "build y1/2", Rule.ONE_BUILD, "two with “second”")


def test_the_turn_ends_only_after_a_draw_or_a_build() -> None:
    game = position(space=1, moved=True, hand=["r1/2"])
    assert "end" not in legal(game)
    refused(game, "end", Rule.MUST_DRAW_OR_BUILD, "before you end your turn")
    refused(game, "build y1/2", Rule.NOT_IN_HAND, "does not hold y1/2")


def test_a_step_out_of_turn_order_is_a_wrong_step() -> None:
    game = position(space=1, hand=["r1/2"])
    for move in ("draw", "build r1/2", "end"):
        refused(game, move, Rule.WRONG_STEP, "waits for you to move the token")
    game.play(Move.parse("move 1"))
    game.play(Move.parse("build r1/2"))
    for move in ("draw", "build r1/2", "end", "move 1"):
        refused(game, move, Rule.WRONG_STEP, "waits for you to push the tile")


# ----------------------------------------------------------------- building


def test_a_five_card_needs_four_more_cards_of_its_colour() -> None:
    game = position(space=1, moved=True, hand=["b5/5+", "b1/2", "b2/3", "b3/4", "r1/2"])
    builds = [str(m) for m in game.legal_moves() if m.kind.name == "BUILD"]
    assert not any(b.startswith("build b5/5+") for b in builds)
    with pytest.raises(IllegalMoveError, match="needs 5 card"):
        game.play(Move.parse("build b5/5+ b1/2 b2/3 b3/4"))
    with pytest.raises(IllegalMoveError, match="must be blue or wild"):
        game.play(Move.parse("build b5/5+ r1/2 b1/2 b2/3 b3/4"))
    game = position(space=1, moved=True, hand=["b5/5+", "b1/2", "b1/2", "b2/3", "b3/4", "r1/2"])
    game.play(Move.parse("build b5/5+ b1/2 b1/2 b2/3 b3/4"))
    assert game.phase == Phase.PUSH
    assert game.players[0].hand == [card("r1/2")]
    assert game.discard[-5:] == [card(c) for c in ("b5/5+", "b1/2", "b1/2", "b2/3", "b3/4")]


def test_a_one_card_is_played_alone() -> None:
    game = position(space=1, moved=True, hand=["g1/2", "g1/2"])
    assert "build g1/2" in [str(m) for m in game.legal_moves()]
    with pytest.raises(IllegalMoveError, match="needs 1 card"):
        game.play(Move.parse("build g1/2 g1/2"))


def test_wild_cards_make_up_the_colour_but_show_no_tile() -> None:
    game = position(space=1, moved=True, hand=["y3/4", "w", "w", "p1/2"])
    legal = [str(m) for m in game.legal_moves()]
    assert "build y3/4 w w" in legal
    with pytest.raises(IllegalMoveError, match="wild card shows no tile"):
        game.play(Move.parse("build w w"))
    game.play(Move.parse("build y3/4 w w"))
    assert game.players[0].hand == [card("p1/2")]


def test_payments_with_identical_cards_are_one_move() -> None:
    game = position(4, space=1, moved=True, hand=["r3/4", "r1/2", "r1/2", "r1/2", "w"])
    builds = [str(m) for m in game.legal_moves() if m.cards and m.cards[0] == card("r3/4")]
    assert sorted(builds) == ["build r3/4 r1/2 r1/2", "build r3/4 r1/2 w"]


def test_a_card_whose_tile_is_gone_builds_nothing_but_still_pays() -> None:
    game = position(4, space=1, moved=True, hand=["p2/3", "p1/2", "p2/2+"],
                    lines="seat 1 tiles: p a1,b1,c1; p a2,b2,c2; p a3,b3,c3")  # fmt: skip
    assert game.tiles[tile_kind(4, 3)] == 0  # seat 1 built the three purple 3-roof tiles
    legal = [str(m) for m in game.legal_moves()]
    assert not any(m.startswith("build p2/3") for m in legal)
    assert "build p2/2+ p2/3" in legal
    with pytest.raises(IllegalMoveError, match="no longer in the supply"):
        game.play(Move.parse("build p2/3 p1/2"))


@pytest.mark.parametrize(("space", "side"), [(0, Side.N), (3, Side.E), (5, Side.S), (6, Side.W)])
def test_the_tile_comes_in_from_the_side_of_the_token(space: int, side: Side) -> None:
    game = position(space=space, moved=True, hand=["r1/2"])
    game.play(Move.parse("build r1/2"))
    pushes = sorted(m.a for m in game.legal_moves())
    assert pushes == sorted(bb.placements(tile_kind(0, 2), side, game.players[0].built))
    for mask in pushes:
        assert bb.neighbours(mask) & bb.bit(STATUE), "the first tile touches the statue"
    game.play(Move.push(pushes[0]))
    assert game.players[0].tiles == [(0, pushes[0])]


def test_a_tile_with_no_legal_push_cannot_be_built() -> None:
    # From the north, c1 blocks every lying line of five at the edge; a standing one either
    # slides out or meets the statue too early to lie inside. A standing domino still fits.
    game = position(4, space=0, moved=True, hand=["p4/5", "p1/2", "p1/2", "p1/2"],
                    tiles=[("w", "c1")])  # fmt: skip
    legal = [str(m) for m in game.legal_moves()]
    assert "build p1/2" in legal and not any(m.startswith("build p4/5") for m in legal)
    with pytest.raises(IllegalMoveError, match="cannot be pushed"):
        game.play(Move.parse("build p4/5 p1/2 p1/2 p1/2"))


def test_an_illegal_push_is_refused_with_the_rule() -> None:
    game = position(space=0, moved=True, hand=["r1/2"])
    game.play(Move.parse("build r1/2"))
    with pytest.raises(IllegalMoveError, match="must come in from the"):
        game.play(Move.parse("push a1,b1"))


def test_touching_the_same_colour_draws_exactly_one_bonus_card() -> None:
    # Two red tiles already stand on both sides of d2-d3's column, above the statue's row.
    game = position(space=0, moved=True, hand=["r1/2", "r1/2"],
                    tiles=[("r", "c2,c3"), ("r", "e2,e3")])  # fmt: skip
    player = game.players[0]
    top = game.pile[-1]
    game.play(Move.parse("build r1/2"))
    game.play(Move.push(squares("d2 d3")))
    assert player.hand == sorted([card("r1/2"), top])


def test_another_colour_draws_no_bonus() -> None:
    game = position(space=0, moved=True, hand=["y1/2"], tiles=[("r", "c2,c3")])
    game.play(Move.parse("build y1/2"))
    game.play(Move.push(squares("d2 d3")))
    assert game.players[0].hand == []


def test_superstructures_go_on_roofs_of_the_new_tile_and_extra_ones_return() -> None:
    game = position(space=0, moved=True, hand=["g4/3++", "g1/2", "g1/2", "g2/3"])
    supply = game.superstructures
    game.play(Move.parse("build g4/3++ g1/2 g1/2 g2/3"))
    game.play(game.legal_moves()[0])
    assert game.phase == Phase.SS
    tile = game.last_tile
    options = [m.a for m in game.legal_moves()]
    assert len(options) == 3 and all(m.bit_count() == 2 and m & ~tile == 0 for m in options)
    game.play(Move.superstructures(options[0]))
    assert game.players[0].superstructures == options[0]
    assert game.superstructures == supply - 2


def test_building_over_a_coat_of_arms_puts_it_in_the_meadow() -> None:
    game = position(space=0, moved=True, hand=["b1/2"], tiles=[("p", "b3,c3,d3")])
    coat = bb.parse_square("c2")  # (1, 2) is not a coat; (1, 1) = b2 is
    assert bb.parse_square("b2") in COATS_OF_ARMS and coat not in COATS_OF_ARMS
    game.play(Move.parse("build b1/2"))
    game.play(Move.push(squares("b1 b2")))
    assert game.players[0].meadow == 1 and not game.players[0].coats & squares("b2")
    assert game.players[0].used == 0


# --------------------------------------------------------------- end of game


def test_the_game_ends_after_the_round_of_the_last_card_with_a_reshuffle() -> None:
    game = position(3, pile=1)  # one card left on the pile, the others discarded
    discarded = len(game.discard)
    game.play(Move.parse("move 1"))
    # refilling reveals the last card, then needs one more: a reshuffle
    game.play(Move.parse("draw"))
    assert game.final_round and game.to_move == 1
    assert all(c >= 0 for c in game.display)
    assert len(game.pile) == discarded - 1 and game.discard == []
    for seat in (1, 2):
        assert not game.is_over and game.to_move == seat
        game.play(Move.parse("move 1"))
        game.play(Move.parse("draw"))
    assert game.is_over and game.to_move is None and game.legal_moves() == []
    assert game.winner is not None


def test_the_last_player_of_a_round_revealing_the_last_card_ends_the_game_at_once() -> None:
    game = position(pile=4)
    game.play(Move.parse("move 1"))
    game.play(Move.parse("draw"))
    assert len(game.pile) == 2 and not game.final_round
    game.play(Move.parse("move 1"))
    game.play(Move.parse("draw"))
    assert game.is_over


def test_when_both_piles_are_empty_nothing_is_drawn_and_display_slots_stay_empty() -> None:
    # Both piles run dry only while the hands hold every other card: here the three players
    # ignore the hand limit and share the discard pile.
    dealt = position(3, pile=1)  # tokens on spaces 0, 2 and 4
    shares = [dealt.players[seat].hand + dealt.discard[seat::3] for seat in range(3)]
    game = position(3, pile=1, lines="seat 2 meadow: 1\n" + "\n".join(
        f"seat {seat} hand: {' '.join(CARDS[c].notation for c in share)}\n"
        f"seat {seat} used actions: nolimit\n"
        f"seat {seat} hand limit: ignored until the end of round 1"
        for seat, share in enumerate(shares)
    ))  # fmt: skip
    assert game.discard == [] and len(game.pile) == 1
    last = game.pile[0]
    hands = [len(p.hand) for p in game.players]
    game.play(Move.parse("move 2"))  # space 2, between slots 2 and 3
    game.play(Move.parse("draw"))  # the last card refills slot 2; nothing is left for slot 3
    assert game.final_round and game.pile == [] and game.discard == []
    assert game.display[2] == last and game.display[3] == -1
    assert len(game.players[0].hand) == hands[0] + 2
    game.play(Move.parse("move 1"))  # space 3: slot 3 is empty, slot 4 holds a card
    game.play(Move.parse("draw"))
    assert len(game.players[1].hand) == hands[1] + 1
    assert game.display[3] == game.display[4] == -1
    game.play(Move.parse("move 1"))  # space 5
    game.play(Move.parse("act extradraw"))  # the extra card would come from the pile: there is none
    game.play(Move.parse("draw"))
    assert len(game.players[2].hand) == hands[2] + 2
    assert game.display[5] == game.display[6] == -1
    assert game.display.count(-1) == 4
    assert game.is_over  # the round of the last card is over


def test_ties_go_to_the_tied_player_latest_in_turn_order() -> None:
    scores = [score(PlayerState()) for _ in range(3)]
    assert winner(scores, [0, 1, 2]) == 2
    assert winner(scores, [2, 0, 1]) == 1
    game = Game.new(2, 4, Options(start_seat=1))
    game.play(Move.parse("place 0"))
    while not game.is_over:
        moves = game.legal_moves()
        game.play(next((m for m in moves if str(m) == "draw"), moves[0]))
    totals = [s.total for s in game.scores()]
    assert totals[0] == totals[1]
    assert game.winner == 0  # seat 0 plays after the start player, seat 1


# ------------------------------------------------------------------ scoring


def test_the_rulebook_scoring_example_scores_22() -> None:
    player = PlayerState()
    rows = bb.ROWS[0] | bb.ROWS[1]
    columns = bb.COLUMNS[0] | bb.COLUMNS[1] | bb.COLUMNS[2]
    player.built |= rows | columns | squares("e5")
    player.superstructures = (
        squares("a1 b2 c1")  # A: three on crossings of a complete row and a complete column
        | squares("f1")  # B: one in a complete row only
        | squares("a5 c7")  # B: two in complete columns only
        | squares("e5")  # C: one in an incomplete row and column
    )
    s = score(player)
    assert (s.complete_rows, s.complete_columns) == ((0, 1), (0, 1, 2))
    assert (s.rows, s.columns, s.crossings, s.lines) == (4, 6, 9, 3)
    assert s.total == 22


def test_the_statue_counts_as_built() -> None:
    player = PlayerState()
    player.built |= bb.ROWS[3]
    assert score(player).complete_rows == (3,)


# ----------------------------------------------------------------- Dry roads


def joined_but_c7(colour: str) -> str:
    """Tiles of one colour that join the crosswalks a3, e1 and g5 to c6, next to c7, the
    fourth crosswalk (where a wild tile will complete them)."""
    if colour in "pg":  # their 3-roof tiles are straight
        layout = "e1,e2,e3; a3,b3,c3; d2,d3; c4,c5,c6; e4,e5; f5,g5"
    else:  # theirs are bent
        layout = "a3,b3; c3,d3,c4; c5,c6; e1,e2; e3,e4,f4; f5,g5,g6"
    return "; ".join(f"{colour} {tile}" for tile in layout.split("; "))


@pytest.mark.parametrize(("players", "bonuses"), [(2, [5, 3]), (3, [7, 5, 3]), (4, [9, 7, 5, 3])])
def test_dry_roads_bonuses_go_best_first_once_each(players: int, bonuses: list[int]) -> None:
    boards = [f"seat {seat} tiles: {joined_but_c7(colour)}" for seat, colour in enumerate("rpyg")]
    meadows = [f"seat {seat} meadow: 1" for seat in range(4)]
    game = position(players, dry_roads=True, lines="\n".join(boards[:players] + meadows[:players]))
    assert game.bonuses == bonuses
    for seat, expected in enumerate(bonuses[:players]):
        assert game.to_move == seat and game.players[seat].bonus == 0
        game.play(Move.act(Action.WILD1))
        game.play(Move.parse("wild c7"))
        assert game.players[seat].bonus == expected
        assert game.scores()[seat].dry_roads == expected
        game.play(Move.parse("move 1"))
        game.play(Move.parse("draw"))
        if game.phase == Phase.DISCARD:
            game.play(game.legal_moves()[0])
        if game.to_move == seat:
            game.play(Move.parse("end"))
    assert game.bonuses == bonuses[players:]


NORTH_AND_SOUTH = [("p", "a3,b3,c3,d3"), ("p", "e1,e2,e3"), ("p", "d5,e5,f5,g5"), ("y", "c5,c6")]
"""Two groups of tiles that touch only through the statue on d4: the northern one joins the
crosswalks a3 and e1, the southern one g5 and (once b7,c7 is built) c7."""


@pytest.mark.parametrize(("extra", "bonus"), [([], 0), ([("w", "e4")], 5)])
def test_the_statue_connects_no_crosswalks(extra: list[tuple[str, str]], bonus: int) -> None:
    """The rulebook: the visitors are "connected with each other via the pavilion tiles"."""
    game = position(2, dry_roads=True, space=4, moved=True, hand=["p1/2"],
                    tiles=NORTH_AND_SOUTH + extra)  # fmt: skip
    assert game.side_of(0) == Side.S
    game.play(Move.parse("build p1/2"))
    game.play(Move.parse("push b7,c7"))
    walks = squares("a3 e1 g5 c7")
    assert game.players[0].built & walks == walks
    assert game.players[0].bonus == bonus and game.scores()[0].dry_roads == bonus


def test_crosswalks_built_but_not_connected_score_nothing() -> None:
    wild = [("w", square) for square in ("e1", "g5", "a3", "d3", "d2", "c6")]
    game = position(2, dry_roads=True, tiles=wild, meadow=1)
    player = game.players[0]
    walks = squares("e1 g5 c7 a3")
    game.play(Move.act(Action.WILD1))
    game.play(Move.parse("wild c7"))
    assert player.built & walks == walks and player.bonus == 0
