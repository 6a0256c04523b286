"""Copenhagen's expert and easy bots and its levels: legal moves over whole games, a budget in
iterations that makes the expert deterministic, whole turns planned at once, no peeking at what
its seat cannot see, and an edge over the greedy bot."""

from __future__ import annotations

import pytest

from engine.bot import BotSpec, Budget
from engine.bot_keeper import build_bot
from engine.copenhagen import CopenhagenGame, Step
from engine.copenhagen.bots import LEVELS, CopenhagenBot, make_bot
from engine.copenhagen.components import WHITE
from engine.copenhagen.expert import ExpertBot
from engine.copenhagen.house import FLOOR_MASKS
from engine.rng import Rng
from engine.rules import RULE_SETS, rule_set


def expert(seed: int | str = "x", iters: int = 6) -> ExpertBot:
    bot = make_bot("expert", seed, think_iters=iters)
    assert isinstance(bot, ExpertBot)
    return bot


def positions(players: int, seed: int | str, every: int) -> list[CopenhagenGame]:
    """Positions of a game between greedy bots where a turn starts with a choice, one in
    ``every`` plies."""
    game = CopenhagenGame.new(players, seed)
    driver = make_bot("greedy", "driver")
    found = []
    while not game.is_over:
        if game.ply % every == 0 and game.step == Step.MAIN:
            found.append(game.copy())
        game.apply(driver.choose(game))
    return found


def hidden_otherwise(game: CopenhagenGame, seat: int, shuffler: Rng) -> CopenhagenGame | None:
    """The same game but for what ``seat`` cannot see: the other hands, the deck's order and
    the game's generator dealt again (None when the deal changed no card: late in a game)."""
    twin = game.determinized(seat, shuffler)
    assert twin.state_hash() != game.state_hash()
    hands = [p.hand for p in game.players]
    if twin.deck == game.deck and [p.hand for p in twin.players] == hands:
        return None
    return twin


@pytest.mark.parametrize("players", [2, 3, 4])
def test_every_move_of_whole_games_is_legal(players: int) -> None:
    game = CopenhagenGame.new(players, f"legal-{players}")
    bots: list[CopenhagenBot] = [
        expert(seat, iters=4) if seat % 2 == 0 else make_bot("easy", seat)
        for seat in range(players)
    ]
    searched = planned = 0
    while not game.is_over:
        seat = game.to_move
        assert seat is not None
        bot = bots[seat]
        choices = len(game.legal_moves())
        game.play(bot.choose(game))  # the checked path: an illegal move raises
        if isinstance(bot, ExpertBot):
            searched += bot.stats.searched
            planned += choices > 1 and not bot.stats.searched
    assert game.winners and searched > 10 and planned > 0


def test_the_same_seed_and_iterations_give_the_same_moves() -> None:
    """As after a restart: a decision depends on the bot's seed and the position only."""
    found = positions(2, 3, every=5)
    for position in found[:8]:
        assert expert("same").choose(position) == expert("same").choose(position.copy())
    position = found[4]
    moves = {expert(f"seed {i}", iters=20).choose(position) for i in range(6)}
    assert moves <= set(position.legal_moves())


def test_it_never_peeks_at_what_its_seat_cannot_see() -> None:
    """Two games that differ only in the other hands, the deck's order and the generator get
    the same move from experts with the same seed and budget."""
    shuffler = Rng(b"\x0e" * 32)
    checked = 0
    for players in (2, 4):
        for position in positions(players, f"peek-{players}", every=3):
            seat = position.to_move
            assert seat is not None
            twin = hidden_otherwise(position, seat, shuffler)
            if twin is None:
                continue
            assert expert("same", 8).choose(position) == expert("same", 8).choose(twin)
            checked += 1
    assert checked > 30


def test_it_never_peeks_in_the_middle_of_its_turn() -> None:
    """The steps after the first, planned or searched again, are the same whatever the hidden
    cards are (nothing comes from the deck before the turn ends)."""
    shuffler = Rng(b"\x0f" * 32)
    long_turns = 0
    for position in positions(3, "mid", every=2):
        seat = position.to_move
        assert seat is not None
        real, twin = position.copy(), hidden_otherwise(position, seat, shuffler)
        if twin is None:
            continue
        bots = expert("mid", 5), expert("mid", 5)
        steps = 0
        while real.to_move == seat:
            move = bots[0].choose(real)
            assert bots[1].choose(twin) == move
            real.apply(move)
            twin.apply(move)
            steps += 1
        long_turns += steps > 1
    assert long_turns > 5


def test_trivial_decisions_and_planned_steps_cost_no_search() -> None:
    game = CopenhagenGame.new(2, 4)
    bot = expert(iters=7)
    greedy = make_bot("greedy", 1)
    searched = planned = trivial = 0
    while not game.is_over:
        if game.to_move == 1:
            game.apply(greedy.choose(game))
            continue
        choices = len(game.legal_moves())
        starts_turn = game.step == Step.MAIN
        game.apply(bot.choose(game))
        if choices == 1:
            assert not bot.stats.searched and bot.stats.iterations == 0
            trivial += 1
        elif bot.stats.searched:
            assert bot.stats.iterations == 7  # the budget, exactly
            assert starts_turn  # a turn is planned whole at its first step
            searched += 1
        else:
            assert bot.stats.iterations == 0
            planned += 1
    assert planned and searched


def test_it_beats_the_greedy_bot() -> None:
    wins = 0
    games = 8
    for index in range(games):
        seat = index % 2
        bots: list[CopenhagenBot] = [make_bot("greedy", f"g{index}") for _ in range(2)]
        bots[seat] = expert(f"e{index}", iters=40)
        game = CopenhagenGame.new(2, f"match-{index}")
        while not game.is_over:
            to_move = game.to_move
            assert to_move is not None
            game.apply(bots[to_move].choose(game))
        wins += game.winners == (seat,)
    assert wins >= 6


def test_a_winning_build_is_taken() -> None:
    """A build that reaches 12 points ends the game at once: the expert takes one."""
    game = CopenhagenGame.new(2, "win")
    player = game.players[game.seat]
    player.points, player.filled = 11, FLOOR_MASKS[0] & ~1  # a1 empty, the rest of floor 1 full
    player.colours[WHITE] = player.filled
    for colour in range(3):  # two cards of each of three colours, from the deck
        while player.hand[colour] < 2:
            game.deck.remove(colour)
            player.hand[colour] += 1
    game.edited()
    winning = 0
    for move in game.legal_moves():
        after = game.copy()
        after.apply(move)
        winning += after.winners == (game.seat,)
    assert 0 < winning < len(game.legal_moves()) / 4
    chosen = expert("w", iters=1).choose(game)
    game.apply(chosen)
    assert game.is_over and game.players[game.seat].points >= 12


def test_budgets_come_from_the_spec() -> None:
    assert BotSpec("expert", rules="copenhagen", think_iters=5).budget == Budget(think_iters=5)
    bot = build_bot(BotSpec("expert", 3, think_iters=5, rules="copenhagen"))
    assert isinstance(bot, ExpertBot) and bot.budget == Budget(think_iters=5)
    assert expert().budget == Budget(think_iters=6)
    default = make_bot("expert")
    assert isinstance(default, ExpertBot) and default.budget == Budget(think_ms=1000)
    game = CopenhagenGame.new(2, 1)
    quick = make_bot("expert", think_ms=1)
    assert quick.choose(game) in game.legal_moves()
    assert isinstance(quick, ExpertBot) and quick.stats.iterations >= 1
    with pytest.raises(ValueError):
        make_bot("expert", think_ms=10, think_iters=10)


def test_every_rule_set_names_its_levels() -> None:
    assert LEVELS == {"easy": "easy", "normal": "greedy", "hard": "expert"}
    assert rule_set("copenhagen").levels == LEVELS
    for rules in RULE_SETS.values():
        assert set(rules.levels) == {"easy", "normal", "hard"}
        for name in rules.levels.values():
            assert name in rules.bots
            bot = rules.make_bot(BotSpec(name, rules=rules.name, think_iters=2))
            assert bot.name == name


def test_the_easy_bot_makes_seeded_mistakes() -> None:
    found = [p for p in positions(2, 5, every=1) if len(p.legal_moves()) > 3]
    differ = 0
    for position in found:
        easy = make_bot("easy", "e").choose(position)
        assert easy == make_bot("easy", "e").choose(position.copy())
        assert easy in position.legal_moves()
        differ += easy != make_bot("greedy", "e").choose(position)
    assert 0.1 < differ / len(found) < 0.5  # about MISTAKE_RATE of the decisions
