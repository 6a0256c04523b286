"""The expert bot: legal moves over whole games, a budget in iterations that makes it
deterministic, no search for trivial decisions, and no peeking at what its seat cannot see."""

from __future__ import annotations

import pytest
from test_bots import hide_differently, removed, with_other_removals

from engine.bot import BotSpec, Budget
from engine.helsinki import Game, Options, Phase, Variant
from engine.helsinki.bots import LEVELS, make_bot
from engine.helsinki.bots.expert import ExpertBot
from engine.rng import Rng


def expert(seed: int | str = "x", iters: int = 6) -> ExpertBot:
    bot = make_bot("expert", seed, think_iters=iters)
    assert isinstance(bot, ExpertBot)
    return bot


def positions(players: int, seed: int, options: Options, every: int) -> list[Game]:
    """Positions of a game between greedy bots, one in ``every`` plies with a choice."""
    game = Game.new(players, seed, options)
    driver = make_bot("greedy", "driver")
    found = []
    while not game.is_over:
        if game.ply % every == 0 and len(game.legal_moves()) > 1:
            found.append(game.copy())
        game.apply(driver.choose(game))
    return found


@pytest.mark.parametrize(
    ("players", "options"),
    [
        (2, Options(Variant.FIRST_GAME)),
        (3, Options(Variant.NEW_CHALLENGES, True)),
        (4, Options(Variant.ALL_ACTIONS, True)),
    ],
)
def test_every_move_of_whole_games_is_legal(players: int, options: Options) -> None:
    game = Game.new(players, f"legal-{players}", options)
    bots = [expert(seat, iters=4) if seat % 2 == 0 else make_bot("easy", seat)
            for seat in range(players)]  # fmt: skip
    searched = 0
    while not game.is_over:
        seat = game.to_move
        assert seat is not None
        game.play(bots[seat].choose(game))  # the checked path: an illegal move raises
        searched += isinstance(bots[seat], ExpertBot) and bots[seat].stats.searched  # type: ignore[attr-defined]
    assert game.ply > 60 and searched > 10


def test_the_same_seed_and_iterations_give_the_same_moves() -> None:
    for position in positions(2, 3, Options(), every=7)[:8]:
        first, second = expert("same").choose(position), expert("same").choose(position.copy())
        assert first == second
    moves = {expert(f"seed {i}").choose(position) for i in range(6)}
    assert moves <= set(position.legal_moves())


def test_a_decision_made_again_by_a_new_bot_is_the_same() -> None:
    """As after a restart: every searched decision depends on the seed and the position only."""
    game = Game.new(2, 8, Options(Variant.ALL_ACTIONS, True))
    bots = [expert("a"), expert("b")]
    redone = 0
    while not game.is_over:
        seat = game.to_move
        assert seat is not None
        before = game.copy()
        move = bots[seat].choose(game)
        if bots[seat].stats.searched:
            assert expert("ab"[seat]).choose(before) == move
            redone += 1
        game.apply(move)
    assert redone > 20


def test_it_never_peeks_at_what_its_seat_cannot_see() -> None:
    """Other hands, the pile's order, the removed cards and the game's generator differ."""
    shuffler = Rng(b"\x0c" * 32)
    checked = 0
    for position in positions(3, 17, Options(Variant.NEW_CHALLENGES, True), every=5):
        seat = position.to_move
        assert seat is not None
        if not position.pile:
            continue  # the twin's removed card takes the place of a card of the pile
        twin = hide_differently(with_other_removals(position, seat), seat, shuffler)
        assert twin.state_hash() != position.state_hash() and removed(twin) != removed(position)
        assert expert("same", 5).choose(position) == expert("same", 5).choose(twin)
        checked += 1
    assert checked > 30


def test_it_never_peeks_in_the_middle_of_its_turn() -> None:
    """The steps a plan takes after the first are the same whatever the hidden cards are."""
    game = Game.new(2, 21)
    driver = make_bot("greedy", "driver")
    shuffler = Rng(b"\x0d" * 32)
    plans = 0
    while not game.is_over and plans < 12:
        seat = game.to_move
        assert seat is not None
        if game.phase == Phase.MOVE and not game.moved and len(game.legal_moves()) > 1:
            twin = hide_differently(game, seat, shuffler)
            bots = expert("mid", 5), expert("mid", 5)
            real, other = game.copy(), twin
            while real.to_move == seat and not real.is_over:
                move = bots[0].choose(real)
                assert bots[1].choose(other) == move
                real.apply(move)
                other.apply(move)
                if len(real.pile) != len(game.pile):
                    break  # a card was seen: the twins' hands now differ
            plans += 1
        game.apply(driver.choose(game))
    assert plans == 12


def test_trivial_decisions_and_planned_steps_cost_no_search() -> None:
    game = Game.new(2, 4)
    bot = expert(iters=7)
    searched = planned = trivial = 0
    while not game.is_over:
        seat = game.to_move
        assert seat is not None
        if seat == 1:
            game.apply(make_bot("greedy", 1).choose(game))
            continue
        choices = len(game.legal_moves())
        game.apply(bot.choose(game))
        if choices == 1:
            assert not bot.stats.searched and bot.stats.iterations == 0
            trivial += 1
        elif bot.stats.searched:
            assert bot.stats.iterations == 7  # the budget, exactly
            searched += 1
        else:
            assert bot.stats.iterations == 0
            planned += 1
    assert trivial and planned and searched


def test_budgets_are_in_milliseconds_or_iterations() -> None:
    assert BotSpec("expert").budget == Budget(think_ms=1000)
    assert BotSpec("expert", think_iters=5).budget == Budget(think_iters=5)
    for bad in ({"think_ms": 10, "think_iters": 10}, {"think_ms": 0}, {"think_iters": 0}):
        with pytest.raises(ValueError):
            make_bot("expert", **bad)
    game = Game.new(2, 1)
    bot = make_bot("expert", think_ms=1)
    assert bot.choose(game) in game.legal_moves()
    assert isinstance(bot, ExpertBot) and bot.stats.iterations >= 1


def test_levels_name_bots() -> None:
    assert LEVELS == {"easy": "easy", "normal": "greedy", "hard": "expert"}
    for bot in LEVELS.values():
        assert make_bot(bot).name == bot


def test_the_easy_bot_makes_seeded_mistakes() -> None:
    found = positions(2, 5, Options(), every=2)
    differ = 0
    for position in found:
        easy = make_bot("easy", "e").choose(position)
        assert easy == make_bot("easy", "e").choose(position.copy())
        assert easy in position.legal_moves()
        differ += easy != make_bot("greedy", "e").choose(position)
    assert 0.1 < differ / len(found) < 0.5  # about MISTAKE_RATE of the decisions
