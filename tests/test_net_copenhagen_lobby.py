"""A Copenhagen lobby: its options on the wire, its rule set announced and listed, and the
refusal of a program that does not play it."""

from __future__ import annotations

import pytest
from net_helpers import FAST, LOOPBACK, run, until

import net.handshake
from client.net_cli import _describe
from engine.copenhagen.options import CopenhagenOptions
from engine.rules import COPENHAGEN, HELSINKI
from net.admission import LobbyGate, admit_to_lobby, rule_set_versions
from net.config import PROTOCOL_VERSION
from net.games import parse_txt
from net.lobby import JoinRefused, LobbyError, LobbyHost
from net.lobby_client import LobbyClient
from net.messages import GameOptions, Hello, ProtocolError, Refuse, nested, parse
from net.peer import LocalPeer

REFUSAL = "this game is Copenhagen (copenhagen-1), which your program does not play"


def peer(name: str) -> LocalPeer:
    return LocalPeer(name, LOOPBACK, FAST)


def test_copenhagen_options_travel_in_their_own_map() -> None:
    options = GameOptions.of_game(COPENHAGEN, 3, CopenhagenOptions(start_seat=2), turn_timer=60)
    wire = options.to_map()
    assert wire["rules_name"] == "copenhagen" and wire["options"] == {"start_seat": 2}
    again = nested(GameOptions)(wire, "options")
    assert again == options and again.game_options == CopenhagenOptions(2)
    default = GameOptions.of_game(COPENHAGEN, 2)
    assert "options" not in default.to_map() and default.game_options == CopenhagenOptions()


def test_helsinki_options_keep_their_wire_form() -> None:
    wire = GameOptions.of_game(HELSINKI, 3, HELSINKI.default_options).to_map()
    assert "options" not in wire and "rules_name" not in wire
    assert set(wire) == {"players", "variant", "dry_roads", "pin", "start_seat", "cover",
                         "turn_timer"}  # fmt: skip


@pytest.mark.parametrize(
    ("options", "why"),
    [
        ({"start_seat": 3}, "start_seat must be a seat number"),
        ({"seats": 2}, "unknown option 'seats'"),
        ({"start_seat": {"x": 1}}, "expected a number, a text"),
        ({"Bad Name": 1}, "is no option name"),
    ],
)
def test_options_a_rule_set_does_not_take_are_refused(options: object, why: str) -> None:
    wire = {**GameOptions.of_game(COPENHAGEN, 3).to_map(), "options": options}
    with pytest.raises(ProtocolError, match=why):
        nested(GameOptions)(wire, "options")


def test_helsinki_takes_no_options_map() -> None:
    wire = {**GameOptions.of_game(HELSINKI, 3).to_map(), "options": {"start_seat": 1}}
    with pytest.raises(ProtocolError, match="Helsinki's options are the fields themselves"):
        nested(GameOptions)(wire, "options")


def test_a_hello_lists_the_rule_sets_its_program_plays() -> None:
    hello = Hello(PROTOCOL_VERSION, HELSINKI.version, "Aino", "player", "a" * 16, 4000,
                  b"k" * 32, rule_set_versions())  # fmt: skip
    again = parse(hello.to_frame())
    assert again == hello and isinstance(again, Hello)
    assert again.rule_sets == {HELSINKI.version, COPENHAGEN.version}
    gate = LobbyGate("f" * 16, False, False, (), (None, None), 0, 0.0, COPENHAGEN.version)
    assert admit_to_lobby(hello, gate, pin_proven=False) is None
    older = Hello(PROTOCOL_VERSION, HELSINKI.version, "Aino", "player", "a" * 16, 4000,
                  b"k" * 32)  # fmt: skip
    refusal = admit_to_lobby(older, gate, pin_proven=False)
    assert isinstance(refusal, Refuse) and refusal.reason == "ruleset"
    assert refusal.text == f"{REFUSAL} (it plays {HELSINKI.version})"


def test_a_program_without_copenhagen_is_refused_by_a_copenhagen_lobby(
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    """The joiner's program plays only Helsinki: the lobby refuses it, saying so; a program
    that plays both is seated and learns the game and its options."""

    async def scenario() -> None:
        options = GameOptions.of_game(COPENHAGEN, 3, CopenhagenOptions(start_seat=1))
        host = LobbyHost(peer("Host"), "Nyhavn", options)
        await host.open()
        with monkeypatch.context() as patched:
            patched.setattr(net.handshake, "rule_set_versions", lambda: (HELSINKI.version,))
            with pytest.raises(JoinRefused) as info:
                await LobbyClient.join(peer("Old"), "127.0.0.1", host.peer.port)
        assert info.value.reason == "ruleset" and REFUSAL in str(info.value)
        joiner = await LobbyClient.join(peer("New"), "127.0.0.1", host.peer.port)
        await until(lambda: joiner.options.rules_name == "copenhagen")
        assert joiner.options.game_options == CopenhagenOptions(start_seat=1)
        host.set_options(players=4)
        await until(lambda: joiner.options.players == 4)
        assert joiner.options.game_options == CopenhagenOptions(start_seat=1)
        with pytest.raises(LobbyError, match="plays copenhagen, not Helsinki"):
            host.set_options(rules=HELSINKI.default_options)
        await joiner.leave()
        await host.close()
        await host.peer.close()
        await joiner.peer.close()

    run(scenario())


def test_the_announcement_and_the_listing_name_the_rule_set() -> None:
    host = LobbyHost(peer("Host"), "Nyhavn", GameOptions.of_game(COPENHAGEN, 2))
    info = host.game_info()
    txt = info.properties()
    assert txt["ruleset"] == COPENHAGEN.version and "variant" not in txt
    heard = parse_txt(dict(txt), "h.local.", 4000, ("127.0.0.1",))
    assert heard.ruleset == COPENHAGEN.version and heard.rules is None
    assert heard.game_title == "Copenhagen" and heard.compatible
    assert "lobby, 1/2 seats, Copenhagen, host key" in _describe(heard)
    helsinki = LobbyHost(peer("Host"), "Sauna", GameOptions(2)).game_info()
    assert helsinki.game_title == "Helsinki" and helsinki.rules is not None
    foreign = parse_txt({**txt, "ruleset": "malmo-1"}, "h.local.", 4000, ("127.0.0.1",))
    assert foreign.game_title == "malmo-1" and not foreign.compatible
    assert not foreign.plays_rule_set and not foreign.joinable
    assert "malmo-1, incompatible: protocol 7, rules malmo-1, which this program does not play" in (
        _describe(foreign)
    )
