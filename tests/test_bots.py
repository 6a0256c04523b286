"""Bots: legal moves only, no peeking at hidden cards, and greedy plays better than random."""

from __future__ import annotations

from collections import Counter

import pytest

from engine.helsinki import Game, Options, Variant
from engine.helsinki.bots import BOTS, make_bot
from engine.helsinki.components import DECK
from engine.rng import Rng


def hide_differently(game: Game, seat: int, rng: Rng) -> Game:
    """A copy in which everything ``seat`` cannot see is dealt differently."""
    other = game.copy()
    unseen = other.pile.copy()
    for s, player in enumerate(other.players):
        if s != seat:
            unseen += player.hand
    rng.shuffle(unseen)
    for s, player in enumerate(other.players):
        if s != seat:
            player.hand = sorted(unseen[: len(player.hand)])
            del unseen[: len(player.hand)]
    other.pile = unseen
    other.rng = Rng(b"\x09" * 32)
    other.edited()
    return other


@pytest.mark.parametrize("name", sorted(BOTS))
def test_bots_decide_only_from_what_their_seat_may_know(name: str) -> None:
    game = Game.new(3, 5, Options(Variant.ALL_ACTIONS, True))
    shuffler = Rng(b"\x07" * 32)
    driver = make_bot("random", "driver")
    checked = 0
    while not game.is_over:
        seat = game.to_move
        assert seat is not None
        if game.ply % 3 == 0 and len(game.legal_moves()) > 1:
            twin = hide_differently(game, seat, shuffler)
            assert twin.state_hash() != game.state_hash()
            first = make_bot(name, "same", think_iters=4).choose(game)
            second = make_bot(name, "same", think_iters=4).choose(twin)
            assert first == second
            assert first in game.legal_moves()
            checked += 1
        game.apply(driver.choose(game))
    assert checked > 30


def removed(game: Game) -> Counter[int]:
    """The cards of the full deck that the set-up removed (none with four players)."""
    in_play = Counter(game.pile + game.discard + [c for c in game.display if c >= 0])
    for player in game.players:
        in_play.update(player.hand)
    return Counter(DECK) - in_play


def with_other_removals(game: Game, seat: int) -> Game:
    """A twin of ``game`` whose set-up removed other cards: a removed card replaces a card of
    the pile, and another one replaces a card in another seat's hand."""
    twin = game.copy()
    spare = sorted(removed(game).elements())
    pile_card = next(c for c in spare if c not in twin.pile)
    twin.pile[-1] = pile_card
    other = next(p for s, p in enumerate(twin.players) if s != seat and p.hand)
    other.hand[0] = next(c for c in spare if c not in other.hand and c != pile_card)
    other.hand.sort()
    twin.edited()
    return twin


@pytest.mark.parametrize("players", [2, 3])
def test_the_view_of_a_seat_does_not_depend_on_the_removed_cards(players: int) -> None:
    game = Game.new(players, 12, Options(Variant.NEW_CHALLENGES, True))
    driver = make_bot("random", "driver")
    while game.ply < 60:
        game.apply(driver.choose(game))
    for seat in range(players):
        twin = with_other_removals(game, seat)
        assert removed(twin) != removed(game)
        assert twin.players[seat].hand == game.players[seat].hand
        view = game.determinized(seat, Rng(b"\x05" * 32))
        assert view.state_hash() == twin.determinized(seat, Rng(b"\x05" * 32)).state_hash()
        assert len(view.pile) == len(game.pile)
        assert [len(p.hand) for p in view.players] == [len(p.hand) for p in game.players]
        assert view.players[seat].hand == game.players[seat].hand
        assert view.display == game.display and view.discard == game.discard
        assert not Counter(view.pile + [c for p in view.players for c in p.hand]) - (
            Counter(DECK) - Counter(game.display + game.discard)
        ), "the view deals only cards of the full deck that are out of sight"


def test_greedy_beats_random() -> None:
    wins = 0
    for seed in range(4):
        game = Game.new(2, f"duel-{seed}")
        bots = [make_bot("greedy", seed), make_bot("random", seed)]
        if seed % 2:
            bots.reverse()
        while not game.is_over:
            seat = game.to_move
            assert seat is not None
            game.play(bots[seat].choose(game))
        greedy_seat = seed % 2
        wins += game.winner == greedy_seat
    assert wins == 4


def test_unknown_bots_are_refused() -> None:
    with pytest.raises(ValueError, match="unknown bot 'genius'"):
        make_bot("genius")
