"""Online play through the windows: several clients in one process, everything on 127.0.0.1.

A game hosted in one window is listed in another, joined, started and played to the end with
bots choosing the human seats' moves through the table; a spectator follows it with the replay
controls; a client killed mid-game rejoins from the lobby and the game finishes.
"""

from __future__ import annotations

import asyncio
import secrets
from pathlib import Path

import pytest
from online_helpers import (
    aloop,
    autoplay,
    close_windows,
    crash,
    finished,
    make_window,
    online,
    run,
    start_two,
    until,
)
from pytestqt.qtbot import QtBot

from client.app import MainWindow
from client.online import OnlineSession, move_problem
from engine.record import replay
from net.events import PeerBack
from net.session import SessionError
from ui.network_bar import BannerAction, BannerKind, Text
from ui.pages import lobby as lobby_page

__all__ = ["aloop"]  # the fixture

GAME_NAME = f"Friday {secrets.token_hex(3)}"
"""A name no other test run on the same loopback announces at the same time."""


def notes(window: MainWindow) -> list[str]:
    """What the table decided, as the log of ``window`` keeps it (in italics)."""
    log = window.game_page.log
    items = [log.item(row) for row in range(log.count())]
    return [item.text() for item in items if item.font().italic()]


def test_host_list_join_play_and_watch_a_whole_game(
    qtbot: QtBot, aloop: asyncio.AbstractEventLoop, tmp_path: Path, data_dir: Path
) -> None:
    anna = make_window(qtbot, tmp_path, "Anna")
    ben = make_window(qtbot, tmp_path, "Ben")
    cleo = make_window(qtbot, tmp_path, "Cleo")

    async def scenario() -> None:
        # Anna hosts a 3-seat game: Ben over the network, an easy bot in seat 3
        anna.start.lan_button.click()
        ben.start.lan_button.click()
        cleo.start.lan_button.click()
        page = anna.online.lobby_page
        assert anna.pages.currentWidget() is page
        page.game_name.setText(GAME_NAME)
        page.players.set_value(3)
        page.others[1].setCurrentIndex(page.others[1].findData("easy"))
        page.rules.variant.set_value("new-challenges")
        page.rules.dry_roads.setChecked(True)
        page.turn_timer.set_value(120)
        page.host_button.click()
        await until(lambda: anna.pages.currentWidget() is anna.online.room_page)
        room = anna.online.room_page
        assert room.banner.title == GAME_NAME
        assert room.cards[2].state.text() == "Easy bot, always ready"
        assert room.cards[2].name.text() == "Easy bot 3's seat, place 3"  # (not "Easy 3")
        assert not room.start_button.isEnabled()

        # Ben sees it listed within the discovery time, with its seats and state (other runs
        # on this computer may announce games of the same name: the id tells ours)
        assert anna.online.room.host is not None
        game_id = anna.online.room.host.game_id
        lobby = ben.online.lobby_page
        await until(lambda: any(g.id == game_id and g.taken == 2  # the bot seated
                                for g in lobby.games.games), timeout=5)  # fmt: skip
        assert [g.id for g in lobby.games.games].count(game_id) == 1  # however often announced
        row = next(r for r, g in enumerate(lobby.games.games) if g.id == game_id)
        item = lobby.games.topLevelItem(row)
        assert item is not None
        cells = [item.text(c) for c in range(lobby.games.columnCount())]
        assert cells[1:4] == ["Anna", cells[2], "2/3"]
        assert cells[2].startswith("127.0.0.1:")
        assert cells[4] == "New challenges, Dry roads, 2 min a turn"
        assert cells[5:] == ["waiting for players", ""]
        assert lobby.select_game(lobby.games.games[row].id)
        lobby.join_button.click()
        await until(lambda: ben.pages.currentWidget() is ben.online.room_page)
        await until(lambda: sum(not c.isHidden() for c in ben.online.room_page.cards) == 3)
        await until(lambda: room.cards[1].name.text() == "Ben's seat, place 2")
        assert "new" in ben.online.room_page.banner.tagline.lower()
        for shown in (room, ben.online.room_page):  # the players know the turn timer
            assert "Turn timer: 2 min;" in shown.rules_text.text()

        # readiness and colours; the host starts when everyone is ready
        ben.online.room_page.colour.buttons[2].click()
        ben.online.room_page.ready.setChecked(True)
        room.ready.setChecked(True)
        await until(lambda: room.start_button.isEnabled())
        assert room.cards[1].state.text() == "✔ ready"
        assert room.cards[1].colour.text() == ben.online.room_page.colour.buttons[2].text()
        room.start_button.click()
        await until(lambda: all(isinstance(w.game_page.session, OnlineSession)
                                for w in (anna, ben)))  # fmt: skip
        assert anna.pages.currentWidget() is anna.game_page
        assert online(ben).local_seats() == {1}
        assert online(anna).local_seats() == {0}
        assert anna.game_page.colours[1] == ben.game_page.colours[1]
        players = [autoplay(anna), autoplay(ben)]

        # Cleo watches the running game
        clobby = cleo.online.lobby_page
        await until(lambda: any(g.id == game_id and g.state == "running"
                                for g in clobby.games.games), timeout=5)  # fmt: skip
        assert clobby.select_game(game_id)
        assert not clobby.join_button.isEnabled()
        clobby.watch_button.click()
        watch = cleo.online.watch_page
        await until(lambda: cleo.pages.currentWidget() is watch and len(watch.states) > 3)
        watch.show_position(2)  # the replay controls: step back to a move already played
        await until(lambda: len(watch.states) > 8)
        assert watch.position == 2  # not dragged forward while looking back
        watch.last.click()
        assert watch.title.text().startswith("Watching a live game")  # not a replay
        assert all(card.card is None for card in watch.scene.hand_items)  # no hand face up

        await until(lambda: finished(anna, ben), timeout=30)
        for timer in players:
            timer.stop()
        ra, rb = online(anna).record(), online(ben).record()
        assert ra.moves == rb.moves and ra.result == rb.result and ra.result is not None
        assert replay(ra, verify=True).is_over
        assert anna.game_page.log.count() > 10
        assert "Last agreed move" in anna.online.bar.lockstep.text()
        watching = cleo.online.watching
        await until(lambda: watching.spectator is not None
                    and watching.spectator.status == "over", timeout=30)  # fmt: skip
        assert watching.spectator is not None and watching.spectator.record is not None
        assert watching.spectator.record.moves == ra.moves
        assert len(watch.states) == len(ra.moves) + 1
        assert watch.position == len(ra.moves)
        await close_windows(anna, ben, cleo)
        # no resume file is left once the game is over; the records are autosaved
        assert not list((tmp_path / "Anna" / "online").glob("*.resume.json"))
        assert list((tmp_path / "Ben" / "online").glob("*.helsinki.json"))

    run(aloop, scenario(), timeout=50)


def test_a_client_killed_mid_game_rejoins_from_the_lobby(
    qtbot: QtBot, aloop: asyncio.AbstractEventLoop, tmp_path: Path, data_dir: Path
) -> None:
    anna = make_window(qtbot, tmp_path, "Anna")
    ben = make_window(qtbot, tmp_path, "Ben")

    async def scenario() -> None:
        anna.online.open_lobby()
        anna.online.lobby_page.host_button.click()
        room = anna.online.room_page
        await until(lambda: anna.pages.currentWidget() is room)
        host = anna.online.room.host
        assert host is not None
        where = f"{host.peer.address}:{host.peer.port}"
        assert where in room.banner.tagline  # (the room says where it is)
        ben.online.open_lobby()
        ben.online.lobby_page.address.setText(where)
        ben.online.lobby_page.address_join.click()
        await until(lambda: ben.pages.currentWidget() is ben.online.room_page)
        ben.online.room_page.ready.setChecked(True)
        room.ready.setChecked(True)
        await until(lambda: room.start_button.isEnabled())
        room.start_button.click()
        await until(lambda: isinstance(ben.game_page.session, OnlineSession)
                    and isinstance(anna.game_page.session, OnlineSession))  # fmt: skip
        anna_play, ben_play = autoplay(anna), autoplay(ben)
        await until(lambda: online(anna).game().ply >= 12)

        # Ben's program dies: no goodbye, the sockets just close
        ben_play.stop()
        await crash(ben)
        assert list((tmp_path / "Ben" / "online").glob("*.resume.json"))

        bar = anna.online.bar
        await until(lambda: bar.banner_shown and "Ben" in bar.banner_text.text(), timeout=5)
        assert bar.wait_button.isVisible() and bar.handover_button.isVisible()
        assert ("Ben", "disconnected") in online(anna).peer_states()
        bar.wait_button.click()
        assert "Waiting for Ben" in bar.banner_text.text()
        await until(lambda: online(anna).status == "waiting", timeout=5)
        stuck = online(anna).game().ply

        # Ben starts the program again and rejoins from the lobby
        again = make_window(qtbot, tmp_path, "Ben")
        again.online.open_lobby()
        lobby = again.online.lobby_page
        assert lobby.resume_list.count() == 1 and "Ben" in lobby.resume_list.item(0).text()
        lobby.rejoin_button.click()
        await until(lambda: isinstance(again.game_page.session, OnlineSession))
        again_play = autoplay(again)
        await until(lambda: online(anna).game().ply > stuck, timeout=5)
        await until(lambda: finished(anna, again), timeout=30)
        anna_play.stop()
        again_play.stop()
        assert online(anna).record().moves == online(again).record().moves
        assert online(anna).record().result is not None
        assert again.game_page.log.count() > 5  # the log shows the whole game
        await close_windows(anna, ben, again)

    run(aloop, scenario(), timeout=50)


def test_a_returning_player_watches_the_bot_then_takes_the_seat_back(
    qtbot: QtBot, aloop: asyncio.AbstractEventLoop, tmp_path: Path, data_dir: Path
) -> None:
    anna = make_window(qtbot, tmp_path, "Anna")
    ben = make_window(qtbot, tmp_path, "Ben")

    async def scenario() -> None:
        await start_two(anna, ben)
        anna_play, ben_play = autoplay(anna), autoplay(ben)
        await until(lambda: online(anna).game().ply >= 8)
        ben_play.stop()
        await crash(ben)
        bar = anna.online.bar
        await until(lambda: bar.banner_shown and bar.handover_button.isVisible(), timeout=5)
        bar.handover_button.click()
        await until(lambda: online(anna).net.bots[1] is not None, timeout=20)  # type: ignore[union-attr]

        again = make_window(qtbot, tmp_path, "Ben")
        again.online.open_lobby()
        again.online.lobby_page.rejoin_button.click()
        await until(lambda: isinstance(again.game_page.session, OnlineSession), timeout=20)
        back = again.online.bar  # (the decision may come after the rejoin, in the catch-up)
        await until(lambda: "your seat" in back.banner_text.text() and back.asks)
        assert back.take_back_button.isVisible() and back.watch_button.isVisible()
        back.watch_button.click()
        assert "You are watching" in back.banner_text.text()
        net = online(again).net
        assert net is not None
        watched = online(anna).game().ply
        await until(lambda: net.game is not None and net.game.ply >= watched + 6, timeout=30)
        assert net.handed_over == [1]  # the bot still plays Ben's seat
        again_play = autoplay(again)
        back.take_back_button.click()
        await until(lambda: net.handed_over == [] or online(anna).over, timeout=30)
        if net.handed_over == []:
            await until(lambda: "takes their seat back (place 2)" in bar.banner_text.text(),
                        timeout=5)  # fmt: skip
        await until(lambda: finished(anna, again), timeout=30)
        anna_play.stop()
        again_play.stop()
        assert online(anna).record().moves == online(again).record().moves
        await close_windows(anna, ben, again)

    run(aloop, scenario(), timeout=120)


def test_a_player_who_held_the_turn_past_the_timer_may_take_the_seat_back(
    qtbot: QtBot, aloop: asyncio.AbstractEventLoop, tmp_path: Path, data_dir: Path,
    monkeypatch: pytest.MonkeyPatch,
) -> None:  # fmt: skip
    monkeypatch.setattr(lobby_page, "TURN_TIMERS", (0, 4))  # (a test has no minutes to spare)
    anna = make_window(qtbot, tmp_path, "Anna")
    ben = make_window(qtbot, tmp_path, "Ben")
    bar = ben.online.bar
    shown: list[tuple[str, BannerKind]] = []
    show_banner = bar.show_banner

    def show_and_keep(text: Text, kind: BannerKind = BannerKind.WARNING,
                      actions: tuple[BannerAction, ...] = ()) -> None:  # fmt: skip
        shown.append((text(), kind))
        show_banner(text, kind, actions)

    monkeypatch.setattr(bar, "show_banner", show_and_keep)

    async def scenario() -> None:
        anna.online.open_lobby()
        page = anna.online.lobby_page
        page.turn_timer.set_value(4)
        page.players.set_value(2)
        page.rules.start_seat.setCurrentIndex(page.rules.start_seat.findData(1))  # Ben's turn
        await start_two(anna, ben)  # (his timer runs from the start, before his table is shown)
        anna_play = autoplay(anna)
        anna_play.setInterval(150)  # a step at a time, well within the timer: the game lasts
        # Ben is away from the keyboard: he is told when his turn nears its end, then it runs out
        await until(lambda: "Take your seat back" in bar.banner_text.text(), timeout=30)
        warned = [(text, kind) for text, kind in shown if text.startswith("Your turn: ")]
        assert warned and all(kind == BannerKind.WARNING and " s left" in text
                              for text, kind in warned)  # fmt: skip
        assert "Normal bot plays Ben's seat, place 2" in bar.banner_text.text()
        assert "held their turn past the turn timer" in bar.banner_text.text()
        assert bar.take_back_button.isVisible() and bar.watch_button.isVisible()
        net = online(ben).net
        assert net is not None and net.handed_over == [1]
        assert any("held their turn" in note for note in notes(ben))  # kept in the log

        # a passing notice (a peer back) goes by; the choice comes back after it
        online(ben).net_event.emit(PeerBack(net.order[0], (0,)))
        assert "Anna is back" in bar.banner_text.text() and not bar.asks
        await until(lambda: bar.asks, timeout=6)
        assert "Take your seat back" in bar.banner_text.text()
        bar.watch_button.click()
        assert "You are watching" in bar.banner_text.text() and bar.take_back_button.isVisible()

        ben_play = autoplay(ben)
        bar.take_back_button.click()
        await until(lambda: net.handed_over == [] or online(anna).over, timeout=30)
        assert online(anna).over or not bar.asks
        if not online(anna).over:
            await until(lambda: any("takes their seat back (place 2)" in note
                                    for note in notes(anna)))  # fmt: skip
        anna_play.setInterval(5)
        await until(lambda: finished(anna, ben), timeout=60)
        anna_play.stop()
        ben_play.stop()
        assert online(anna).record().moves == online(ben).record().moves
        await close_windows(anna, ben)

    run(aloop, scenario(), timeout=120)


def test_an_interrupted_game_can_be_forgotten_and_its_record_stays(
    qtbot: QtBot, aloop: asyncio.AbstractEventLoop, tmp_path: Path, data_dir: Path
) -> None:
    anna = make_window(qtbot, tmp_path, "Anna")
    ben = make_window(qtbot, tmp_path, "Ben")

    async def scenario() -> None:
        await start_two(anna, ben)
        folder = tmp_path / "Ben" / "online"
        await until(lambda: bool(list(folder.glob("*.resume.json"))))
        await crash(ben)
        await close_windows(anna)  # the game is gone for good

        again = make_window(qtbot, tmp_path, "Ben")
        again.show_start()  # the start screen offers to rejoin it, under Continue
        listed = again.start.resume_list.item(0)
        assert listed is not None and "Rejoin as Ben" in listed.text()
        assert again.start.resume_button.text() == "Rejoin my seat"
        again.online.open_lobby()
        lobby = again.online.lobby_page
        assert lobby.resume_list.count() == 1 and lobby.forget_button.isEnabled()
        lobby.forget_button.click()  # (the question is answered yes)
        assert not lobby.rejoin_button.isEnabled() and not lobby.forget_button.isEnabled()
        empty = lobby.resume_list.item(0)  # (the list keeps its room, and says it is empty)
        assert lobby.resume_list.count() == 1 and empty is not None
        assert empty.text() == "No interrupted online game."
        again.show_start()
        assert again.start.resume_list.count() == 0
        assert not list(folder.glob("*.resume.json"))
        assert list(folder.glob("*.helsinki.json"))  # the record is kept
        stuck = folder / "stuck"
        stuck.mkdir()  # (a file that cannot be removed: said, and nothing breaks)
        lobby.forget_requested.emit(str(stuck))
        assert "could not be forgotten" in lobby.message.text() and stuck.exists()
        await close_windows(ben, again)

    run(aloop, scenario(), timeout=60)


@pytest.mark.parametrize(("reason", "said"), [
    ("seat 2 is held by a vote", "the players are voting on who plays your seat"),
    ("move 40 is in dispute (signed twice by its runner)",
     "the players are voting on a player who broke the rules"),
    ("seat 1 is to move, and it is not played here", "it is not your turn"),
    ("cannot move now: the game is paused desync at move 40: no majority", "the game is paused"),
    ("cannot move now: the game is waiting waiting for seat 3 (Cleo): Cleo is not connected",
     "the game waits for a player who is not connected"),
    ("the moves go beyond the turn", "the game cannot take them now"),
])  # fmt: skip
def test_a_refused_move_is_said_in_the_players_words(reason: str, said: str) -> None:
    """The core's reasons (English, for logs) become the player's words, never shown as such."""
    assert move_problem(SessionError(reason)) == said
