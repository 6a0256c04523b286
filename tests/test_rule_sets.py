"""One conformance test for every rule set (``engine.rules``), the toy game's included.

Random playouts from several seeds check, at every step, what game-agnostic code relies on:
the game ends, copies are independent, the state hash is stable and follows the history, every
legal move's text reads back, asking what a move reveals changes nothing, illegal moves are
refused without a trace; and a replay of the moves' texts from a new game gives the same
hashes. Options and names are checked too.
"""

from __future__ import annotations

import json
import random
from typing import Any

import pytest
from toy_game import LAST_COUNTER, Take

from engine.errors import IllegalMoveError, NotationError, OptionsError
from engine.helsinki import RULESET_VERSION, Game
from engine.rules import (
    HELSINKI,
    RULE_SETS,
    AnyRuleSet,
    GameState,
    UnknownRuleSetError,
    registered,
    rule_set,
)

EVERY_RULE_SET = RULE_SETS.including(LAST_COUNTER)
MAX_PLIES = 5000
"""No game of any rule set here lasts longer (a random playout of Helsinki takes a few hundred)."""
SEEDS: tuple[int | str, ...] = (1, 2, "lan party")

rule_sets = pytest.mark.parametrize("rules", EVERY_RULE_SET.values(), ids=EVERY_RULE_SET.keys())


def games(rules: AnyRuleSet) -> list[tuple[int, int | str]]:
    """Every player count of ``rules`` with every seed."""
    return [(n, seed) for n in range(rules.min_players, rules.max_players + 1) for seed in SEEDS]


def snapshot(game: GameState[Any]) -> tuple[object, ...]:
    """What a refused move must leave as it was."""
    moves = [str(move) for move in game.legal_moves()]
    return game.encode(), game.state_hash(), game.ply, game.to_move, game.is_over, moves


def refuse(game: GameState[Any], move: Any) -> None:
    before = snapshot(game)
    with pytest.raises(IllegalMoveError):
        game.play(move)
    assert snapshot(game) == before, f"the refused move {str(move)!r} changed the game"


def check_step(rules: AnyRuleSet, game: GameState[Any], move: Any, players: int) -> None:
    """Play ``move`` (legal) on ``game``, checking copies, hashes and the turn on the way."""
    before = game.state_hash()
    assert game.state_hash() == before, "the state hash changed without a move"
    kept, twin = game.copy(), game.copy()
    assert kept.state_hash() == before and kept.ply == game.ply
    twin.play(move)
    assert game.state_hash() == before, "playing a copy changed the original"
    ply = game.ply
    game.apply(move)
    assert kept.state_hash() == before, "playing the original changed a copy"
    assert game.state_hash() == twin.state_hash(), "play and apply of one move differ"
    assert game.state_hash() != before, f"{str(move)!r} left the state hash as it was"
    assert game.ply == ply + 1
    assert game.is_over == (game.to_move is None)
    if game.is_over:
        assert game.winner is None or 0 <= game.winner < players
        assert not game.legal_moves()
    else:
        assert game.to_move in range(players) and game.winner is None


class Playout:
    """A random game checked at every step, played to its end: the texts of its moves, the
    state hash after each and the winner."""

    def __init__(self, rules: AnyRuleSet, players: int, seed: int | str) -> None:
        choice = random.Random(f"{rules.name}:{players}:{seed}")
        game = rules.new_game(players, seed)
        assert game.ply == 0 and game.to_move == game.start_seat and not game.is_over
        assert game.winner is None and 0 <= game.start_seat < players
        seen: dict[str, Any] = {}  # moves legal at some step: most are illegal at others
        self.moves: list[str] = []
        self.hashes: list[str] = []
        while not game.is_over:
            assert game.ply < MAX_PLIES, f"no end after {MAX_PLIES} moves"
            legal = list(game.legal_moves())
            texts = [str(move) for move in legal]
            assert legal and len(set(texts)) == len(texts), "legal moves: some, each once"
            for move, text in zip(legal, texts, strict=True):
                assert rules.parse_move(text) == move, f"{text!r} reads back as another move"
                seen.setdefault(text, move)
            before = snapshot(game)
            assert all(game.reveals(move) in (True, False) for move in legal)
            assert snapshot(game) == before, "asking what a move reveals changed the game"
            illegal = [move for text, move in seen.items() if text not in texts]
            if illegal:
                refuse(game, choice.choice(illegal))
            move = choice.choice(legal)
            check_step(rules, game, move, players)
            self.moves.append(str(move))
            self.hashes.append(game.state_hash())
        for move in seen.values():
            refuse(game, move)
        self.winner: int | None = game.winner


@rule_sets
def test_random_games_keep_every_promise_of_the_interface(rules: AnyRuleSet) -> None:
    for players, seed in games(rules):
        played = Playout(rules, players, seed)
        replay = rules.new_game(players, seed)
        for index, (text, digest) in enumerate(zip(played.moves, played.hashes, strict=True)):
            replay.play(rules.parse_move(text))
            assert replay.state_hash() == digest, f"move {index} replays to another state"
        assert replay.is_over and replay.winner == played.winner


@rule_sets
def test_the_seed_and_the_options_decide_the_set_up(rules: AnyRuleSet) -> None:
    for players, seed in games(rules):
        first = rules.new_game(players, seed, rules.default_options)
        again = rules.new_game(players, seed)
        assert first.state_hash() == again.state_hash()
        assert first.encode() == again.encode()


@rule_sets
def test_options_round_trip_through_their_dict_form(rules: AnyRuleSet) -> None:
    options = rules.default_options
    data = rules.options_to_dict(options)
    assert json.loads(json.dumps(data)) == data
    assert rules.options_from_dict(data) == options
    assert rules.options_from_dict(json.loads(json.dumps(data))) == options
    for players in range(rules.min_players, rules.max_players + 1):
        rules.check_options(options, players)
        started = rules.new_game(players, 5, rules.options_from_dict(data))
        assert started.state_hash() == rules.new_game(players, 5, options).state_hash()


@rule_sets
def test_options_that_do_not_fit_are_refused_by_name(rules: AnyRuleSet) -> None:
    with pytest.raises(OptionsError, match="object"):
        rules.options_from_dict("not options")
    with pytest.raises(OptionsError, match="start_seat"):
        rules.options_from_dict({**rules.options_to_dict(rules.default_options), "start_seat": "x"})
    for players in (rules.min_players - 1, rules.max_players + 1):
        with pytest.raises(OptionsError, match="players"):
            rules.check_options(rules.default_options, players)
        with pytest.raises(ValueError, match="players"):
            rules.new_game(players, 1)


@rule_sets
def test_a_text_that_is_no_move_is_refused(rules: AnyRuleSet) -> None:
    for text in ("", "no such move", "take", "take 01", "place", "end of the game"):
        with pytest.raises(NotationError):
            rules.parse_move(text)


def test_the_toy_game_refuses_what_its_rules_forbid() -> None:
    game = LAST_COUNTER.new_game(2, 1)
    refuse(game, Take(0))
    refuse(game, Take(4))
    refuse(game, LAST_COUNTER.parse_move("take 4"))
    game.play(Take(3))
    assert game.ply == 1 and game.to_move == 1 - game.start_seat


def test_an_unknown_rule_set_is_named_with_the_ones_this_program_plays() -> None:
    with pytest.raises(UnknownRuleSetError) as error:
        rule_set("stockholm")
    assert str(error.value) == (
        "unknown rule set 'stockholm'; this program plays helsinki, copenhagen"
    )
    with pytest.raises(UnknownRuleSetError, match=r"'chess'.*helsinki, copenhagen, last-counter"):
        EVERY_RULE_SET["chess"]
    assert "chess" not in EVERY_RULE_SET and EVERY_RULE_SET.get("chess") is None


def test_rule_sets_are_added_to_copies_or_for_a_while_only() -> None:
    assert list(RULE_SETS) == ["helsinki", "copenhagen"]
    assert EVERY_RULE_SET["last-counter"] is LAST_COUNTER
    with pytest.raises(ValueError, match="helsinki"):
        RULE_SETS.including(HELSINKI)
    with registered(LAST_COUNTER):
        assert rule_set("last-counter") is LAST_COUNTER
        with pytest.raises(ValueError, match="last-counter"), registered(LAST_COUNTER):
            pass
        assert rule_set("last-counter") is LAST_COUNTER
    assert "last-counter" not in RULE_SETS and list(RULE_SETS) == ["helsinki", "copenhagen"]


def test_helsinki_is_the_engine_game_under_its_own_version() -> None:
    assert rule_set("helsinki") is HELSINKI
    assert HELSINKI.version == RULESET_VERSION
    game = HELSINKI.new_game(3, "seed")
    assert isinstance(game, Game)
    assert game.state_hash() == Game.new(3, "seed").state_hash()


def test_a_record_names_its_rule_set_by_version_and_starts_its_game() -> None:
    from engine.record import Record, RecordError, Seat

    helsinki = Record([Seat("Anna"), Seat("Ben")], 7)
    assert helsinki.rules == "helsinki"
    assert helsinki.new_game().state_hash() == Game.new(2, 7).state_hash()
    toy = Record([Seat("Anna"), Seat("Ben")], 7, LAST_COUNTER.default_options,
                 LAST_COUNTER.version)  # fmt: skip
    with pytest.raises(UnknownRuleSetError, match="last-counter-1"):
        toy.first_state()
    with registered(LAST_COUNTER):
        assert toy.rules == "last-counter"
        assert toy.first_state().state_hash() == LAST_COUNTER.new_game(2, 7).state_hash()
        with pytest.raises(RecordError, match="last-counter holds no Helsinki game"):
            toy.new_game()
