"""The LAN lobby through the windows, on 127.0.0.1: refusals with their own messages, leaving and
coming back, a lobby closed by its host, a desync and a seat handed to a bot."""

from __future__ import annotations

import asyncio
import logging
from dataclasses import replace
from pathlib import Path

import pytest
from online_helpers import (
    LOOPBACK,
    aloop,
    autoplay,
    close_windows,
    host,
    join,
    make_window,
    online,
    run,
    start_two,
    until,
)
from pytestqt.qtbot import QtBot

from client.online import room_refusal
from engine.helsinki import RULESET_VERSION
from net.commit import new_id, new_nonce
from net.config import PROTOCOL_VERSION
from net.discovery import Announcement, GameInfo, open_zeroconf
from net.lobby import LobbyError
from net.messages import Challenge, Refuse
from net.peer import LocalPeer
from net.transport import Connection

__all__ = ["aloop"]  # the fixture


def test_wrong_pin_full_game_and_version_mismatch_each_say_so(
    qtbot: QtBot, aloop: asyncio.AbstractEventLoop, tmp_path: Path, data_dir: Path
) -> None:
    anna = make_window(qtbot, tmp_path, "Anna")
    ben = make_window(qtbot, tmp_path, "Ben")
    cleo = make_window(qtbot, tmp_path, "Cleo")

    async def scenario() -> None:
        where = await host(anna, players=2, pin="2468")
        knocking = asyncio.ensure_future(join(ben, where))  # no PIN: Ben knocks
        guests = anna.online.room_page.guests
        await until(lambda: len(guests.rows) == 1 and guests.isVisible())
        lobby = ben.online.lobby_page
        assert lobby.message.text().startswith("You knocked")
        (_let_in, turn_away), = guests.rows.values()
        turn_away.click()  # Anna turns Ben away
        no_pin = await knocking
        assert no_pin == "The host did not let you in."
        assert lobby.pin_error.text() == no_pin and not lobby.message.text()  # beside the PIN
        wrong = await join(ben, where, "1111")
        assert wrong.startswith("Wrong PIN") and lobby.pin_error.text() == wrong
        lobby.pin.textEdited.emit("11")  # the player corrects the PIN: the error goes
        assert lobby.pin_error.text() == ""
        shown = anna.online.room_page.wrong_pins
        await until(lambda: shown.isVisible() and shown.text() == "1 wrong PIN from 127.0.0.1")
        for _ in range(20):  # a wrong PIN makes that address wait a second
            answer = await join(ben, where, "2468")
            if answer == "":
                break
            assert answer.startswith("Too many PIN attempts"), answer
            await asyncio.sleep(0.3)
        assert ben.pages.currentWidget() is ben.online.room_page
        full = await join(cleo, where, "2468")
        assert full.startswith("This game is full")
        assert cleo.pages.currentWidget() is cleo.online.lobby_page
        bad = await join(cleo, "127.0.0.1")
        assert "address:port" in bad and cleo.online.lobby_page.address_error.text() == bad
        closed_port = await join(cleo, "127.0.0.1:1")
        assert closed_port.startswith("Cannot reach 127.0.0.1:1")
        assert cleo.online.lobby_page.address_error.text() == closed_port

        # a peer of another version refuses us in the handshake
        other = LocalPeer("Old", LOOPBACK)
        await other.listen()

        async def refuse(connection: Connection) -> None:
            connection.send(Challenge(new_nonce(), False))
            await connection.recv(2)
            connection.send(Refuse("version", "this lobby speaks protocol 2, you speak 1"))
            await connection.aclose("refused")

        other.serve(refuse)
        mismatch = await join(cleo, f"127.0.0.1:{other.port}")
        assert mismatch.startswith("Version mismatch: this lobby speaks protocol 2")
        await other.close()

        # a game of another version on the network is listed as such and not joined
        zeroconf, other_stack = open_zeroconf(LOOPBACK), open_zeroconf(LOOPBACK)
        future = GameInfo(new_id(), "From the future", "", 40999, ("127.0.0.1",), "lobby", 1, 2,
                          False, PROTOCOL_VERSION + 1, RULESET_VERSION)  # fmt: skip
        announcement = Announcement(zeroconf, future, LOOPBACK)
        await announcement.start()
        try:
            page = cleo.online.lobby_page
            await until(lambda: page.select_game(future.id), timeout=5)
            row = next(r for r, g in enumerate(page.games.games) if g.name == "From the future")
            item = page.games.topLevelItem(row)
            assert item is not None and item.text(5) == "other version"
            page.join_button.click()
            assert page.message.text().startswith("Version mismatch: this game was made with")
            # one id announced by two hosts: listed as such, and not joined by the list
            twice = replace(future, id=new_id(), name="Twice", proto=PROTOCOL_VERSION)
            copies = [Announcement(zeroconf, twice, LOOPBACK),
                      Announcement(other_stack, replace(twice, port=40998), LOOPBACK)]
            for copy in copies:
                await copy.start()
            await until(lambda: page.select_game(twice.id) and any(
                item is not None and item.text(5) == "announced by two hosts"
                for item in map(page.games.topLevelItem, range(page.games.topLevelItemCount()))),
                timeout=5)  # fmt: skip
            page.join_button.click()
            assert page.message.text().startswith("Two hosts announce this game")
            for copy in copies:
                await copy.withdraw()
        finally:
            await announcement.withdraw()
            await zeroconf.async_close()
            await other_stack.async_close()
        await close_windows(anna, ben, cleo)

    run(aloop, scenario(), timeout=40)


def test_leave_and_rejoin_a_lobby_then_the_host_closes_it(
    qtbot: QtBot, aloop: asyncio.AbstractEventLoop, tmp_path: Path, data_dir: Path
) -> None:
    anna = make_window(qtbot, tmp_path, "Anna")
    ben = make_window(qtbot, tmp_path, "Ben")

    async def scenario() -> None:
        where = await host(anna, players=3)
        room = anna.online.room_page
        assert await join(ben, where) == ""
        await until(lambda: room.cards[1].name.text() == "Ben's seat, place 2")
        assert ben.online.room_page.cards[1].name.text() == "Your seat, place 2"
        ben.online.room_page.leave_button.click()
        await until(lambda: ben.pages.currentWidget() is ben.online.lobby_page)
        await until(lambda: room.cards[1].name.text() == "Free seat, place 2")
        assert await join(ben, where) == ""
        await until(lambda: room.cards[1].name.text() == "Ben's seat, place 2")
        ben.online.room_page.ready.setChecked(True)
        await until(lambda: room.cards[1].state.text() == "✔ ready")
        assert "Anna is not ready" in room.message.text()
        room.leave_button.click()  # the host closes the lobby: Ben is told
        await until(lambda: ben.pages.currentWidget() is ben.online.lobby_page)
        await until(lambda: "The room closed" in ben.online.lobby_page.message.text())
        await close_windows(anna, ben)

    run(aloop, scenario(), timeout=30)


def test_a_joiner_gets_their_preferred_colour_when_it_is_free(
    qtbot: QtBot, aloop: asyncio.AbstractEventLoop, tmp_path: Path, data_dir: Path
) -> None:
    anna = make_window(qtbot, tmp_path, "Anna")
    ben = make_window(qtbot, tmp_path, "Ben")
    cleo = make_window(qtbot, tmp_path, "Cleo")
    ben.online.room_page.preferred_colour = 3  # as the preferences say (yellow)
    cleo.online.room_page.preferred_colour = 3  # yellow again: Ben's by then

    async def scenario() -> None:
        where = await host(anna, players=3)
        room = anna.online.room.host
        assert room is not None and room.seats[0] is not None
        assert await join(ben, where) == ""
        await until(lambda: room.seats[1] is not None and room.seats[1].colour == 3)
        await until(lambda: ben.online.room_page.colour.value == 3)
        assert await join(cleo, where) == ""
        await until(lambda: room.seats[2] is not None)
        await asyncio.sleep(0.3)  # a request for yellow would have arrived by now
        seats = room.seats
        first, third = seats[0], seats[2]
        assert first is not None and third is not None and third.colour not in (first.colour, 3)
        assert len({s.colour for s in seats if s is not None}) == 3
        await close_windows(anna, ben, cleo)

    run(aloop, scenario(), timeout=40)


def test_a_desync_is_shown_with_its_move_peers_and_dump(
    qtbot: QtBot, aloop: asyncio.AbstractEventLoop, tmp_path: Path, data_dir: Path
) -> None:
    anna = make_window(qtbot, tmp_path, "Anna")
    ben = make_window(qtbot, tmp_path, "Ben")

    async def scenario() -> None:
        await start_two(anna, ben)
        broken = online(ben).net
        assert broken is not None
        broken.state_hash = lambda game: "f" * 64  # Ben's engine goes wrong
        timers = [autoplay(anna), autoplay(ben)]
        bar = anna.online.bar
        await until(lambda: online(anna).status == "paused", timeout=10)
        await until(lambda: "out of sync at move" in bar.banner_text.text()
                    and "The game is paused" in bar.banner_text.text())  # fmt: skip
        text = bar.banner_text.text()
        assert "A dump was written to" in text and "desync-" in text and "Ben" in text
        assert online(anna).desyncs
        dump = online(anna).desyncs[0].dump
        assert dump is not None and dump.exists()
        for timer in timers:
            timer.stop()
        before = online(anna).game().ply
        anna.game_page.scene.move_chosen.emit(online(anna).game().legal_moves()[0])
        assert online(anna).game().ply == before  # nothing more is played
        await close_windows(anna, ben)

    run(aloop, scenario(), timeout=30)


def test_a_lost_seat_is_handed_to_a_bot_and_the_game_finishes(
    qtbot: QtBot, aloop: asyncio.AbstractEventLoop, tmp_path: Path, data_dir: Path
) -> None:
    anna = make_window(qtbot, tmp_path, "Anna")
    ben = make_window(qtbot, tmp_path, "Ben")

    async def scenario() -> None:
        await start_two(anna, ben)
        anna_play = autoplay(anna)
        ben.close()  # Ben leaves: asked, then the peers are told
        bar = anna.online.bar
        await until(lambda: bar.banner_shown and bar.handover_button.isVisible(), timeout=5)
        bar.handover_button.click()
        await until(lambda: online(anna).over, timeout=20)
        anna_play.stop()
        record = online(anna).record()
        assert record.result is not None and record.seats[1].name == "Ben"
        await close_windows(anna)

    run(aloop, scenario(), timeout=30)


def test_a_window_closed_after_its_event_loop_stopped_logs_no_error(
    qtbot: QtBot, aloop: asyncio.AbstractEventLoop, tmp_path: Path, data_dir: Path,
    caplog: pytest.LogCaptureFixture,
) -> None:  # fmt: skip
    """As when the program quits or a test ends: leaving needs a running loop, and none runs."""
    anna = make_window(qtbot, tmp_path, "Anna")
    run(aloop, host(anna))
    caplog.clear()
    anna.close()
    qtbot.wait(300)  # Qt's events go on without the asyncio loop
    assert not [r for r in caplog.records if r.levelno >= logging.ERROR], caplog.text
    assert "no running event loop" not in caplog.text


def test_new_game_during_an_online_game_asks_and_the_others_see_that_the_player_left(
    qtbot: QtBot, aloop: asyncio.AbstractEventLoop, tmp_path: Path, data_dir: Path
) -> None:
    anna = make_window(qtbot, tmp_path, "Anna")
    ben = make_window(qtbot, tmp_path, "Ben")
    asked: list[str] = []
    answer = [False]

    def confirm(title: str, text: str) -> bool:
        asked.append(title)
        return answer[0]

    ben.online.confirm = confirm  # type: ignore[method-assign]

    async def scenario() -> None:
        await start_two(anna, ben)
        ben.new_action.trigger()  # "No": Ben stays in the game
        assert asked == ["Leave the online game?"]
        assert ben.pages.currentWidget() is ben.game_page and not online(ben).closed
        answer[0] = True
        ben.new_action.trigger()
        assert len(asked) == 2 and ben.pages.currentWidget() is ben.start
        bar = anna.online.bar
        await until(lambda: bar.banner_shown and "Ben" in bar.banner_text.text(), timeout=10)
        text = bar.banner_text.text()
        assert "Ben left the game." in text and "lost the connection" not in text
        assert bar.handover_button.isVisible()
        await close_windows(anna, ben)

    run(aloop, scenario(), timeout=30)


def test_no_network_to_play_on_is_said_in_the_players_words(
    qtbot: QtBot, tmp_path: Path, data_dir: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    """A bad interface setting names the address; a computer on no network says so (never the
    network layer's English for the command line)."""
    anna = make_window(qtbot, tmp_path, "Anna")
    message = anna.online.lobby_page.message
    anna.online.explicit = ["224.0.0.251"]  # multicast: no interface address
    anna.online.browse()
    assert message.text() == "No network to play on: 224.0.0.251 is not a usable network address"
    assert anna.online.lobby_page.empty.text() == (
        "Not looking for games on the network (see below)."
    )

    monkeypatch.delenv("HELSINKI_INTERFACES", raising=False)
    monkeypatch.setattr("net.config.default_interfaces", list)  # a computer on no network
    anna.online.explicit = []
    anna.online.browse()
    assert message.text() == (
        "No network to play on: this computer is connected to no local network"
    )


def test_a_refusal_in_the_room_is_said_in_the_players_words(
    qtbot: QtBot, aloop: asyncio.AbstractEventLoop, tmp_path: Path, data_dir: Path
) -> None:
    """The host starts a moment too early, or picks a colour just taken: the room says why
    in the player's language, and shows the colour the player still has."""
    anna = make_window(qtbot, tmp_path, "Anna")

    async def scenario() -> None:
        await host(anna, players=3)
        lobby = anna.online.room.host
        assert lobby is not None
        lobby.add_bot("random", 1)  # seat 3 stays free
        room = anna.online.room_page

        await anna.online.room.start()
        assert room.message.text() == "Not possible: not every seat is taken and ready"
        assert anna.online.room.host is lobby and not lobby.started

        mine, bot = lobby.seats[0], lobby.seats[1]
        assert mine is not None and bot is not None
        anna.online.room.ready(True, bot.colour)
        assert room.message.text() == "Not possible: another player took that colour"
        assert room.colour.value == mine.colour
        await close_windows(anna)

    run(aloop, scenario())


@pytest.mark.parametrize(("reason", "said"), [
    ("colour 2 is taken", "another player took that colour"),
    ("the game has started", "the game has started"),
    ("cannot start: Ben is not ready", "not every seat is taken and ready"),
    ("no seat to make ready", "the room changed meanwhile"),
])  # fmt: skip
def test_every_refusal_of_the_room_has_words_of_its_own(reason: str, said: str) -> None:
    assert room_refusal(LobbyError(reason)) == f"Not possible: {said}"
