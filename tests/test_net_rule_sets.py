"""The network core and its messages with any rule set: Helsinki and the toy game."""

from __future__ import annotations

import json
import random
from typing import Any

import pytest
import wires
from simulator import IDENTITIES, TIMING
from toy_game import LAST_COUNTER

from engine.errors import IllegalMoveError
from engine.helsinki import Options
from engine.rules import GameState, registered, rule_set
from net.identity import FIRST_LINK
from net.lockstep import (
    Chosen,
    HandOver,
    Linked,
    Lockstep,
    LockstepError,
    Play,
    Received,
)
from net.messages import (
    GameOptions,
    MoveMessage,
    PeerInfo,
    ProtocolError,
    SeatInfo,
    SignedMove,
    Start,
    nested,
)


def test_a_helsinki_games_options_keep_their_wire_form() -> None:
    options = GameOptions.of(3, Options(), turn_timer=60)
    wire = options.to_map()
    assert "rules_name" not in wire
    assert list(wire) == ["players", "variant", "dry_roads", "pin", "start_seat", "cover",
                          "turn_timer"]  # fmt: skip
    again = nested(GameOptions)(wire, "options")
    assert again == options and isinstance(again, GameOptions)
    assert again.rules_name == "helsinki" and again.game_options == Options()


def test_the_options_name_another_rule_set_and_start_its_game() -> None:
    with registered(LAST_COUNTER):
        options = GameOptions(players=3, rules_name="last-counter")
        wire = options.to_map()
        assert wire["rules_name"] == "last-counter"
        again = nested(GameOptions)(wire, "options")
        assert isinstance(again, GameOptions) and again.rule_set is LAST_COUNTER
        assert again.game_options == LAST_COUNTER.default_options
        with pytest.raises(ProtocolError, match="last counter is for 2 to 4 players"):
            GameOptions(players=5, rules_name="last-counter")


def test_an_unknown_rule_set_is_refused_by_name() -> None:
    wire = {**GameOptions.of(2, Options()).to_map(), "rules_name": "last-counter"}
    with pytest.raises(ProtocolError, match="unknown rule set 'last-counter'"):
        nested(GameOptions)(wire, "options")
    with pytest.raises(ProtocolError, match="malformed"):
        nested(GameOptions)({**wire, "rules_name": "Last Counter"}, "options")


# ------------------------------------------------------------------ the core, whole games


class Table(wires.Wires):
    """Cores of one game of any rule set, linked and started from the beginning, each peer
    running one seat."""

    def __init__(self, players: int, rules_name: str, bots: tuple[str | None, ...] = ()) -> None:
        ids = [f"{index:016x}" for index in range(players)]
        bots = bots or (None,) * players
        seats = tuple(SeatInfo(f"P{i}", i, True, bots[i], ids[i]) for i in range(players))
        peers = tuple(PeerInfo(ids[i], f"P{i}", "127.0.0.1", 4000 + i, IDENTITIES[i].public)
                      for i in range(players))  # fmt: skip
        options = GameOptions(players=players, rules_name=rules_name)
        self.start = Start(f"{players:08x}{len(rules_name):08x}", seats, peers, options)
        super().__init__({peer: Lockstep(self.start, peer, IDENTITIES[i], TIMING)
                          for i, peer in enumerate(ids)})  # fmt: skip
        for peer in ids:
            for other in ids:
                if other != peer:
                    self.feed(peer, Linked(other))
        for peer in ids:
            self._carry_out(peer, self.cores[peer].begin(self.now))
        self.flush()

    def game(self, peer: str) -> GameState[Any]:
        return self.state(peer)

    def runner(self, seat: int) -> str:
        return self.cores[self.present[0]].membership.runner(seat)

    def agreed(self) -> list[tuple[int, str]]:
        """The ply and state hash of every present peer's game, once all agree (else an
        error)."""
        seen = [(self.game(p).ply, self.game(p).state_hash()) for p in self.present]
        assert len(set(seen)) == 1, f"the peers disagree: {seen}"
        assert all(self.cores[p].agreed == seen[0][0] for p in self.present)
        return seen


def a_turn(game: GameState[Any], rng: random.Random) -> tuple[Any, ...]:
    """The steps of the seat to move, chosen at random, to the end of its turn or the first
    step that shows something hidden."""
    trial, seat, steps = game.copy(), game.to_move, []
    while trial.to_move == seat:
        move = rng.choice(list(trial.legal_moves()))
        reveals = trial.reveals(move)
        trial.play(move)
        steps.append(move)
        if reveals:
            break
    return tuple(steps)


def play_to_the_end(table: Table, rng: random.Random, limit: int) -> None:
    """Each seat's runner plays random turns (a bot's seat: its runner answers the core's
    question) until the game is over; after each turn every peer holds the same game."""
    first = table.game(table.present[0])
    for _ in range(limit):
        if first.is_over:
            return
        seat = first.to_move
        assert seat is not None
        runner = table.runner(seat)
        steps = a_turn(table.game(runner), rng)
        asked = [c for c in table.asked if c.seat == seat and c.ply == first.ply]
        if asked:
            table.asked.clear()
            table.feed(runner, Chosen(seat, first.ply, steps))
        else:
            table.feed(runner, Play(steps))
        table.flush()
        first = table.game(table.present[0])
        table.agreed()
    raise AssertionError(f"no end after {limit} turns")


RULES = pytest.mark.parametrize(("rules_name", "players", "limit"),
                                [("last-counter", 3, 100), ("helsinki", 2, 400),
                                 ("copenhagen", 3, 400)])  # fmt: skip


@RULES
def test_a_whole_game_is_played_to_its_end_with_every_peer_agreeing(
    rules_name: str, players: int, limit: int
) -> None:
    with registered(LAST_COUNTER):
        table = Table(players, rules_name)
        rules = rule_set(rules_name)
        first = table.game(table.ids[0])
        assert first.state_hash() == rules.new_game(players, table.cores[table.ids[0]].seed,
                                                     rules.default_options).state_hash()
        play_to_the_end(table, random.Random(rules_name), limit)
        records = [table.cores[p].record for p in table.ids]
        assert all(r is not None and r.rules == rules_name for r in records)
        assert len({json.dumps(r.to_dict()) for r in records if r is not None}) == 1
        for peer in table.ids:
            assert table.cores[peer].status == "over"


@RULES
def test_a_wrong_move_is_refused_and_changes_nothing(
    rules_name: str, players: int, limit: int
) -> None:
    with registered(LAST_COUNTER):
        table = Table(players, rules_name)
        game = table.game(table.ids[0])
        seat = game.to_move
        assert seat is not None
        runner, other = table.runner(seat), table.runner((seat + 1) % players)
        before = table.agreed()
        legal = set(map(str, game.legal_moves()))
        wrong = next(m for m in WRONG[rules_name] if m not in legal)
        move = rule_set(rules_name).parse_move(wrong)
        with pytest.raises(IllegalMoveError):
            table.feed(runner, Play((move,)))
        with pytest.raises(LockstepError, match="not played here"):
            table.feed(other, Play((game.legal_moves()[0],)))
        signed = SignedMove.sign(IDENTITIES[table.ids.index(runner)], table.start.game, 0, seat,
                                 0, FIRST_LINK, move, "0" * 32)  # fmt: skip
        table.feed(other, Received(runner, MoveMessage(signed)))
        table.flush()
        assert table.agreed() == before
        refused = [r for r in table.cores[other].rejected if r.peer == runner]
        assert refused and "illegal" in refused[-1].reason


WRONG = {"last-counter": ("take 4", "take 5"), "helsinki": ("end", "place 0", "place 1"),
         "copenhagen": ("end", "refresh", "discard r", "special a1")}


@RULES
@pytest.mark.parametrize("text", ["fly away", "take  1", "place  0", "END", "take 7 1"])
def test_a_signed_text_that_is_no_move_as_its_rule_set_writes_one_is_refused(
    rules_name: str, players: int, limit: int, text: str
) -> None:
    """A frame carries a move's text; the core reads it with its game's rule set, and a text
    that is no move of it, or not written the one way the rule set writes it, is refused as
    an illegal move (and nothing changes)."""
    with registered(LAST_COUNTER):
        table = Table(players, rules_name)
        seat = table.game(table.ids[0]).to_move
        assert seat is not None
        runner, other = table.runner(seat), table.runner((seat + 1) % players)
        before = table.agreed()
        signed = SignedMove.sign(IDENTITIES[table.ids.index(runner)], table.start.game, 0, seat,
                                 0, FIRST_LINK, text, "0" * 32)  # fmt: skip
        table.feed(other, Received(runner, MoveMessage(signed)))
        table.flush()
        assert table.agreed() == before
        refused = [r for r in table.cores[other].rejected if r.peer == runner]
        assert refused and refused[-1].reason.startswith("illegal: ")


@RULES
def test_a_seat_handed_over_to_a_bot_plays_on_to_the_end(
    rules_name: str, players: int, limit: int
) -> None:
    with registered(LAST_COUNTER):
        table = Table(players, rules_name)
        seat = 1
        with pytest.raises(LockstepError, match="not missing"):
            table.feed(table.ids[0], HandOver(seat, "random"))
        table.cut_off(table.ids[seat])
        table.feed(table.ids[0], HandOver(seat, "random"))
        table.flush()
        bots = {tuple(run.bot for run in table.cores[p].membership.seats) for p in table.present}
        assert bots == {tuple("random" if s == seat else None for s in range(players))}
        assert table.runner(seat) in table.present
        play_to_the_end(table, random.Random(rules_name), limit)
        assert all(table.cores[p].status == "over" for p in table.present)
