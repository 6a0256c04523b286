"""Copenhagen's decisions where the sources are silent (``COPENHAGEN.md`` section 3), one
scenario each quoting it, and the component data of section 2 (the placements of every tile).
Scenarios are built as ``copenhagen_scenario`` explains."""

from __future__ import annotations

import pytest
from copenhagen_scenario import (
    FLOOR_2_BUT_A,
    SIX_FLOORS,
    deal,
    hand,
    legal,
    play,
    refused,
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
from engine.copenhagen.components import COLOUR_LETTERS, END_CARD, tile_kind
from engine.copenhagen.house import GROUND, PLACEMENTS, parse_cell, supporting


def test_decision_1_a_bonus_is_taken_if_possible_else_lost() -> None:
    """Decision 1. A bonus must be taken if any option exists; refresh only with at least one
    used ability; with no option left (no white tile fits, all five abilities owned, none used)
    the bonus is lost."""
    game = table(hand="pp", tiles=FLOOR_2_BUT_A)
    play(game, "build p2 a2:a1 p")
    assert game.step == Step.BONUS and "end" not in legal(game) and "refresh" not in legal(game)
    refused(game, "end", Rule.WRONG_STEP)
    refused(game, "refresh", Rule.NOTHING_TO_REFRESH)
    lost = table(hand="pp", tiles=FLOOR_2_BUT_A, owned=list(Ability))
    lost.specials = 0
    lost.edited()
    refused(lost, "build p2 a2:a1 pp", Rule.PAYMENT_COUNT)
    play(lost, "build p2 a2:a1 p")
    assert lost.pending == 0 and lost.to_move == 1


def test_decision_2_twelve_points_end_before_the_bonuses() -> None:
    """Decision 2. 12 points: the game ends right after the placement that reaches it, with
    bonuses unresolved."""
    game = table(4, hand="pp", tiles=[*SIX_FLOORS, "p3 a7:a8,a9"])
    play(game, "build p3 b7:b8,b9 pp")  # covers the coat of arms on b7
    assert game.players[0].filled >> parse_cell("b7") & 1
    assert game.is_over and game.pending == 0 and game.step == Step.OVER
    special = table(4, hand="rrr", tiles=[*SIX_FLOORS, "p3 a7:a8,a9"])
    play(special, "build r3 c7:b7,b8 rrr")  # the coat of arms on b7: a bonus, no points
    assert special.step == Step.BONUS and special.players[0].points == 11
    play(special, "special b9")  # column b: 13 points
    assert special.is_over and special.ending == Ending.POINTS and special.winners == (0,)


def test_decision_3_both_actions_may_be_declined_and_the_discount_saved() -> None:
    """Decision 3. A player may decline to build after a Both-actions take (`end`): Both
    actions stays unspent. The same-colour discount is compulsory; Construction discount may be
    saved."""
    game = table(hand="", harbour="ppygbry", owned=[Ability.BOTH, Ability.DISCOUNT])
    play(game, "take 1 2")
    assert game.step == Step.BUILD and "end" in legal(game)
    assert {"build p2 a1:b1 pp", "build p2 a1:b1 p"} <= set(legal(game))
    play(game, "end")
    assert game.players[0].used == 0 and game.to_move == 1 and min(game.harbour) >= 0
    nothing = table(hand="", harbour="rygbpry", owned=[Ability.BOTH])
    play(nothing, "take 1 2")  # no build is possible with one red and one yellow card
    assert nothing.to_move == 1 and nothing.players[0].used == 0
    saved = table(hand="pp", owned=[Ability.DISCOUNT])
    play(saved, "build p2 a1:b1 pp")
    assert saved.players[0].used == 0


def test_decision_4_refill_in_order_and_rebuild_only_when_a_card_is_needed() -> None:
    """Decision 4. Refill: empty slots in ascending order at the end of the turn; the deck is
    rebuilt (rule 27) only when a card must be drawn from an empty deck."""
    game = table(3, hand="pp", harbour="rygbpry", owned=[Ability.EXTRA])
    game.discard, game.deck = game.deck, []
    play(game, "build p2 a1:b1 pp")  # nothing to draw
    assert not game.reshuffled and game.deck == []
    ordered = table(hand="", harbour="rygbpry", owned=[Ability.EXTRA])
    top = ordered.deck[-3:]
    play(ordered, "take 2 5 6")
    assert [ordered.harbour[1], ordered.harbour[4], ordered.harbour[5]] == top[::-1]


def test_decision_5_an_end_card_drawn_leaves_the_later_slots_empty() -> None:
    """Decision 5. End card revealed during a refill: the game ends at once; slots not yet
    refilled stay empty."""
    game = table(hand="", harbour="rygbpry")
    game.deck.remove(END_CARD)
    game.deck.insert(len(game.deck) - 1, END_CARD)  # the second card from the top
    game.edited()
    play(game, "take 3 4")
    assert game.is_over and game.harbour[2] >= 0 and game.harbour[3] == -1


def test_decision_7_discards_come_after_the_take() -> None:
    """Decision 7. Discards happen after the take (hand size up to 9, then down to 7), never
    before."""
    game = table(hand="rrrrrrr", harbour="ppygbry")
    refused(game, "discard r", Rule.WRONG_STEP)
    play(game, "take 1 2")
    assert game.players[0].hand_size == 9 and game.step == Step.DISCARD
    play(game, "discard p", "discard r")
    assert hand(game) == "rrrrrrp" and game.to_move == 1


def test_decision_8_any_player_builds_any_colour() -> None:
    """Decision 8. "The colours of the house boards do not match the colours of the facade
    cards and tiles": player colours are not card colours; the payment must match the tile."""
    game = table(hand="pp", harbour="rygbpry")
    play(game, "take 1 2")
    deal(game, 1, "ggbb")
    game.edited()
    assert {"build g2 a1:b1 gg", "build b2 a1:b1 bb"} <= set(legal(game))
    refused(game, "build p2 a1:b1 gg", Rule.PAYMENT_COLOUR)


def test_decision_9_a_gap_under_an_overhang_can_be_filled() -> None:
    """Decision 9. A gap under an overhang may be filled by any tile that fits there and is
    supported (tiles are laid, not slid)."""
    game = table(hand="bbb", tiles=["p2 a1:a2"])
    play(game, "build b3 a3:b3,b4 bbb")
    play(game, "take 1 2")
    deal(game, 0, "rr")
    game.edited()
    play(game, "build r2 b1:b2 rr")  # b2 lies under b3
    assert game.players[0].filled >> parse_cell("b2") & 1


def test_decision_10_special_tiles_are_never_coloured() -> None:
    """Decision 10. Special tiles never trigger the same-colour discount and are never
    coloured."""
    game = table(hand="pp", tiles=["w a1"])
    assert "build p2 b1:c1 pp" in legal(game) and "build p2 b1:c1 p" not in legal(game)
    assert all(not game.players[0].colours[c] for c in range(5))


def test_decision_11_a_diagonal_is_no_adjacency() -> None:
    """Decision 11. Adjacency is a shared edge, never a diagonal."""
    game = table(hand="gg", tiles=["g2 a1:b1", "p2 c1:d1"])
    assert "build g2 c2:d2 gg" in legal(game)
    refused(game, "build g2 c2:d2 g", Rule.PAYMENT_COUNT)


def test_decision_12_scores_above_twelve_are_kept_and_empty_cells_count_all() -> None:
    """Decision 12. Scores above 12 are kept; empty cells are counted over all 45 cells."""
    game = table(4, hand="pp", tiles=[*SIX_FLOORS, "p3 a7:a8,a9"])
    play(game, "build p3 b7:b8,b9 pp")
    assert game.scores()[0].total == game.players[0].points == 13
    assert game.scores()[0].empty_cells == 45 - 36 and game.scores()[1].empty_cells == 45


def test_decision_13_two_players_bury_the_end_card_after_dealing() -> None:
    """Decision 13. 2 players: the end-card step happens after the harbour and the hands are
    dealt."""
    from engine.copenhagen.components import deck_cards
    from engine.rng import Rng, seed_key

    rng = Rng(seed_key(5, "copenhagen"))
    deck = deck_cards(2)
    rng.shuffle(deck)
    rng.below(2)
    game = CopenhagenGame.new(2, 5, CopenhagenOptions(start_seat=1))
    assert game.harbour == deck[::-1][:7]
    first, second = deck[::-1][7:9], deck[::-1][9:12]
    assert game.players[1].hand == [first.count(c) for c in range(5)]
    assert game.players[0].hand == [second.count(c) for c in range(5)]
    assert sorted(game.deck) == sorted([*deck[:58], END_CARD])


# ------------------------------------------------------------ component data


@pytest.mark.parametrize(
    ("colour", "counts"),
    [("p", (18, 16, 14, 12)), ("g", (18, 16, 14, 12)), ("r", (18, 32, 16, 28)),
     ("b", (18, 32, 28, 12)), ("y", (18, 32, 28, 24))],
)  # fmt: skip
def test_section_2_placements_of_every_tile_on_an_empty_house(
    colour: str, counts: tuple[int, ...]
) -> None:
    """Section 2: the number of distinct legal placements (cells and brick cell; on an empty
    board a legal placement has a cell on floor 1)."""
    game = table(hand="")
    for size, count in zip((2, 3, 4, 5), counts, strict=True):
        kind = tile_kind(COLOUR_LETTERS.index(colour), size)
        on_ground = [p for p in PLACEMENTS[kind] if p[0] & GROUND]
        assert len(on_ground) == count, f"{colour}{size}"
        assert len({(cells, brick) for cells, brick, _ in on_ground}) == count
    deal(game, 0, "ppp")
    game.edited()
    assert len(legal(game, "build p2")) == 18 and len(legal(game, "build p3")) == 16
    assert supporting(0).bit_count() == 5  # the special tile's placements
