"""The network core and its messages with any rule set: Helsinki and the toy game."""

from __future__ import annotations

import pytest
from toy_game import LAST_COUNTER

from engine import Options
from engine.rules import registered
from net.messages import GameOptions, ProtocolError, nested


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
