"""Copenhagen online through the windows, everything on 127.0.0.1: the host chooses the game,
the joiner sees it listed and in the room, the game plays on Copenhagen's table with the network
bar, a spectator sees no hidden hand, and a lost player's seat is handed to a bot and taken back.
"""

from __future__ import annotations

import asyncio
import secrets
from dataclasses import replace
from pathlib import Path

from net_helpers import FAST
from online_helpers import (
    aloop,
    autoplay,
    close_windows,
    crash,
    finished,
    make_window,
    online,
    run,
    until,
)
from pytestqt.qtbot import QtBot

from client.app import MainWindow
from client.online import OnlineSession
from engine.helsinki.options import Options
from engine.line import line_of
from ui.pages.game_list import FULL, SHORT, Column, ListedGame, ListedState, cell_text

__all__ = ["aloop"]  # the fixture

GAME_NAME = f"Harbour {secrets.token_hex(3)}"
"""A name no other test run on the same loopback announces at the same time."""

PATIENT = replace(FAST, dead_after=3.0, lobby_dead_after=3.0)
"""The tests' short timers, with a link declared dead after 3 s of silence: the windows of a
test share one event loop, which a busy machine may hold up for more than the second of
:data:`FAST` while the tables of three windows are drawn."""


def make_patient_window(qtbot: QtBot, root: Path, name: str) -> MainWindow:
    """A window of :func:`make_window` whose links wait :data:`PATIENT` timers."""
    window = make_window(qtbot, root, name)
    window.online.timing = PATIENT
    return window


def plays_copenhagen(window: MainWindow) -> bool:
    """``window`` shows an online game on Copenhagen's page (a condition for ``until``)."""
    session = window.copenhagen_page.session
    return isinstance(session, OnlineSession) and window.online.table.page is window.copenhagen_page


async def host_copenhagen(window: MainWindow, name: str = GAME_NAME) -> str:
    """Open a room for a 2-seat game of Copenhagen in ``window``; returns its game id."""
    window.online.open_lobby()
    page = window.online.lobby_page
    page.game_choice.set_value("copenhagen")
    assert not page.rules.isVisibleTo(page)  # Helsinki's options are Helsinki's only
    page.game_name.setText(name)
    page.players.set_value(2)
    page.host_button.click()
    await until(lambda: window.pages.currentWidget() is window.online.room_page)
    host = window.online.room.host
    assert host is not None and host.options.rules_name == "copenhagen"
    return host.game_id


async def start_copenhagen(anna: MainWindow, ben: MainWindow) -> None:
    """Anna hosts a game of Copenhagen, Ben joins it by address, both are ready, Anna starts."""
    await host_copenhagen(anna)
    host = anna.online.room.host
    assert host is not None
    ben.online.open_lobby()
    ben.online.lobby_page.address.setText(f"127.0.0.1:{host.peer.port}")
    ben.online.lobby_page.address_join.click()
    await until(lambda: ben.pages.currentWidget() is ben.online.room_page)
    ben.online.room_page.ready.setChecked(True)
    anna.online.room_page.ready.setChecked(True)
    await until(lambda: anna.online.room_page.start_button.isEnabled())
    anna.online.room_page.start_button.click()
    await until(lambda: plays_copenhagen(anna) and plays_copenhagen(ben))


def test_a_copenhagen_game_is_chosen_listed_joined_watched_and_played_to_its_end(
    qtbot: QtBot, aloop: asyncio.AbstractEventLoop, tmp_path: Path, data_dir: Path
) -> None:
    anna = make_patient_window(qtbot, tmp_path, "Anna")
    ben = make_patient_window(qtbot, tmp_path, "Ben")
    cleo = make_patient_window(qtbot, tmp_path, "Cleo")

    async def scenario() -> None:
        ben.start.lan_button.click()
        cleo.start.lan_button.click()
        game_id = await host_copenhagen(anna)
        room = anna.online.room_page
        assert "Copenhagen, 2 players" in room.banner.tagline
        assert room.rules_text.text().startswith("Copenhagen: Build facade tiles")
        assert not room.board.isVisibleTo(room)  # (Helsinki's action board)

        # Ben sees the game listed as Copenhagen (the id tells ours), joins it from the list
        lobby = ben.online.lobby_page
        await until(lambda: any(g.id == game_id for g in lobby.games.games), timeout=15)
        row = next(r for r, g in enumerate(lobby.games.games) if g.id == game_id)
        assert lobby.games.games[row].game == "Copenhagen"
        item = lobby.games.topLevelItem(row)
        assert item is not None
        assert item.text(FULL.index(Column.VARIANT)) == "Copenhagen, 5 min a turn"
        assert item.text(FULL.index(Column.GAME)) == GAME_NAME
        assert lobby.select_game(game_id)
        lobby.join_button.click()
        await until(lambda: ben.pages.currentWidget() is ben.online.room_page)
        joined = ben.online.room_page
        await until(lambda: "Copenhagen, 2 players" in joined.banner.tagline)
        assert joined.rules_text.text().startswith("Copenhagen: ")
        assert "The start player is left to chance." in joined.rules_text.text()

        joined.ready.setChecked(True)
        room.ready.setChecked(True)
        await until(lambda: room.start_button.isEnabled())
        room.start_button.click()
        await until(lambda: plays_copenhagen(anna) and plays_copenhagen(ben))
        for window in (anna, ben):  # Copenhagen's table, under the network bar
            assert window.pages.currentWidget() is window.copenhagen_page
            assert window.game_page.session is None
            assert window.online.bar.parent() is window.copenhagen_page
            assert window.online.bar.isVisible()
        assert online(anna).rules == "copenhagen"
        assert online(anna).local_seats() == {0} and online(ben).local_seats() == {1}
        players = [autoplay(anna, "greedy"), autoplay(ben, "greedy")]

        # Cleo watches the running game: Copenhagen's table, no hand shown
        clobby = cleo.online.lobby_page
        await until(lambda: any(g.id == game_id and g.state == "running"
                                for g in clobby.games.games), timeout=15)  # fmt: skip
        assert clobby.select_game(game_id)
        clobby.watch_button.click()
        watch = cleo.online.watching.copenhagen_page
        await until(lambda: cleo.pages.currentWidget() is watch and watch.game is not None
                    and watch.game.ply > 4)  # fmt: skip
        assert watch.scene.viewer is None  # nobody's seat: no hand is open
        assert watch.scene.hand.hidden
        assert watch.title.text() == "Watching a live game: Anna, Ben"

        await until(lambda: finished(anna, ben), timeout=60)
        for timer in players:
            timer.stop()
        ra, rb = online(anna).record(), online(ben).record()
        assert ra.moves == rb.moves and ra.result == rb.result and ra.result is not None
        assert ra.rules == "copenhagen" and line_of(ra).game.is_over  # (replayed and verified)
        await until(lambda: anna.pages.currentWidget() is anna.copenhagen_end)
        assert not anna.copenhagen_end.again_button.isVisibleTo(anna.copenhagen_end)
        watching = cleo.online.watching
        await until(lambda: watching.spectator is not None
                    and watching.spectator.status == "over", timeout=30)  # fmt: skip
        assert watch.game is not None and watch.game.is_over
        assert watch.live.text() == "The game is over."
        await close_windows(anna, ben, cleo)
        assert list((tmp_path / "Ben" / "online").glob("*.copenhagen.json"))
        assert not list((tmp_path / "Anna" / "online").glob("*.resume.json"))

    run(aloop, scenario(), timeout=100)


def test_a_lost_player_of_copenhagen_is_handed_to_a_bot_rejoins_and_takes_the_seat_back(
    qtbot: QtBot, aloop: asyncio.AbstractEventLoop, tmp_path: Path, data_dir: Path
) -> None:
    anna = make_patient_window(qtbot, tmp_path, "Anna")
    ben = make_patient_window(qtbot, tmp_path, "Ben")

    async def scenario() -> None:
        await start_copenhagen(anna, ben)
        anna_play, ben_play = autoplay(anna, "greedy"), autoplay(ben, "greedy")
        await until(lambda: online(anna).game().ply >= 6)
        ben_play.stop()
        await crash(ben)

        # the banner on Copenhagen's table: Ben is lost, his seat may go to a bot
        bar = anna.online.bar
        await until(lambda: bar.banner_shown and "Ben" in bar.banner_text.text()
                    and bar.handover_button.isVisible(), timeout=10)  # fmt: skip
        assert bar.parent() is anna.copenhagen_page
        assert ("Ben", "disconnected") in online(anna).peer_states()
        bar.handover_button.click()
        net = online(anna).net
        assert net is not None
        await until(lambda: net.bots[1] is not None, timeout=20)
        handed = online(anna).committed_game().ply
        await until(lambda: online(anna).committed_game().ply > handed + 2, timeout=20)
        anna_play.stop()  # (the game waits for Anna meanwhile: it is not over when Ben is back)

        # Ben comes back from the lobby, on Copenhagen's table, and takes his seat back
        again = make_patient_window(qtbot, tmp_path, "Ben")
        again.online.open_lobby()
        again.online.lobby_page.rejoin_button.click()
        await until(lambda: plays_copenhagen(again), timeout=20)
        assert again.pages.currentWidget() is again.copenhagen_page
        back = again.online.bar
        assert back.parent() is again.copenhagen_page and back.isVisible()
        await until(lambda: "your seat" in back.banner_text.text() and back.asks)
        assert back.take_back_button.isVisible() and back.watch_button.isVisible()
        again_net = online(again).net
        assert again_net is not None and again_net.handed_over == [1]
        anna_play, again_play = autoplay(anna, "greedy"), autoplay(again, "greedy")
        back.take_back_button.click()
        await until(lambda: again_net.handed_over == [] or online(anna).over, timeout=30)
        await until(lambda: finished(anna, again), timeout=60)
        anna_play.stop()
        again_play.stop()
        assert online(anna).record().moves == online(again).record().moves
        assert online(anna).record().result is not None
        await close_windows(anna, ben, again)

    run(aloop, scenario(), timeout=150)


def test_the_lists_name_a_game_other_than_helsinki() -> None:
    """The lobby's list names the game in its variant column, the start screen's (which has
    none) beside the game's name; a Helsinki game's cells are as they were."""
    copenhagen = ListedGame("0" * 16, "Friday", "Anna", "127.0.0.1:1", ListedState.LOBBY, 1, 2,
                            False, True, None, turn_timer=120, game="Copenhagen")  # fmt: skip
    assert cell_text(copenhagen, Column.VARIANT) == "Copenhagen, 2 min a turn"
    assert cell_text(copenhagen, Column.GAME) == "Friday"
    assert cell_text(copenhagen, Column.GAME, named=Column.VARIANT not in SHORT) == (
        "Friday (Copenhagen)")
    helsinki = ListedGame("1" * 16, "Friday", "Anna", "127.0.0.1:1", ListedState.LOBBY, 1, 2,
                          False, True, Options())  # fmt: skip
    assert cell_text(helsinki, Column.GAME, named=True) == "Friday"
    assert cell_text(helsinki, Column.VARIANT) == "All actions"
