"""The pages around the table: they fit a 1366x768 laptop, the first-run prompt, the newcomer's
variant, readable labels of interrupted games, the options chosen reaching the game, the end of a
game, the replay viewer's boards and log, the lobby list under the mouse, the room's colour."""

from __future__ import annotations

import itertools
from dataclasses import replace
from datetime import datetime
from pathlib import Path

import pytest
from PySide6.QtCore import QEvent, QPoint, QPointF, Qt
from PySide6.QtGui import QMouseEvent
from PySide6.QtWidgets import QAbstractButton, QApplication, QFileDialog, QTreeWidgetItem, QWidget
from pytestqt.qtbot import QtBot

from client.app import MainWindow
from client.session import LocalSession
from client.storage import Preferences, games_dir
from engine.helsinki.components import Action
from engine.helsinki.game import Game
from engine.helsinki.moves import Move
from engine.helsinki.options import Options, Variant
from engine.helsinki.position import write_position
from engine.line import Line
from engine.record import Seat, read_record, replay, write_record
from ui.i18n import bot_name, install_language, tr
from ui.pages.choices import CoverDialog
from ui.pages.end import ranking
from ui.pages.game_list import GameList, ListedGame, ListedState
from ui.pages.lobby import HostChoice, LobbyPage, RejoinEntry
from ui.pages.replay import ReplayPage
from ui.pages.room import RoomPage, RoomSeat
from ui.pages.start import BotGameChoice, SavedGameEntry, saved_game_label, when_text
from ui.pages.style import Page

DATA = Path(__file__).parent / "data"
FINISHED = DATA / "three-players-new-challenges-dry-roads.helsinki.json"


def named_window(qtbot: QtBot, name: str = "Aino", colour: int = 2) -> MainWindow:
    """A main window for a player who answered the first-run prompt already."""
    preferences = Preferences()
    preferences.name, preferences.colour, preferences.speed = name, colour, 0
    window = MainWindow(preferences)
    qtbot.addWidget(window)
    window.resize(1366, 768)
    window.show()
    qtbot.waitExposed(window)
    return window


def finished_session(window: MainWindow) -> LocalSession:
    """The game of ``FINISHED`` shown as just played, then ended."""
    record = read_record(FINISHED)
    session = LocalSession(Line(record), None, 0)
    session.close()
    window.game_page.set_session(session)
    window.show_end()
    return session


# ------------------------------------------------------------------ fit


def inside(widget: QWidget, page: QWidget) -> bool:
    top_left = widget.mapTo(page, QPoint(0, 0))
    return page.rect().contains(top_left) and page.rect().contains(
        top_left + QPoint(widget.width() - 1, widget.height() - 1))


@pytest.mark.parametrize("language", ["en", "fr", "nl"])
def test_every_page_fits_a_1366x768_laptop(qtbot: QtBot, data_dir: Path, language: str) -> None:
    install_language(language)
    window = named_window(qtbot)
    window.resize(1366, 768 - 30)  # the title bar of a 1366x768 screen
    finished_session(window)
    now = datetime(2026, 3, 14, 21, 40)
    window.start.set_saved_games([  # interrupted games to resume take the room left
        SavedGameEntry(f"/games/{n}.json", n, 7, now, tuple(f"Player {i}" for i in range(n)))
        for n in (2, 3, 4)], now)  # fmt: skip
    window.online.lobby_page.set_resumable([  # interrupted online games, with their buttons
        RejoinEntry(f"/online/{n}.resume.json", "Aino", (1,), ("Ben", "Cleo"), 20 * n)
        for n in (1, 2)])  # fmt: skip
    window.online.room_page.set_room("Friday night", "4 players", [
        RoomSeat("Ben", 0, True), RoomSeat("Aino", 2, mine=True), RoomSeat(None),
        RoomSeat("Bot", 1, True, "greedy")], False, None, Options(dry_roads=True),
        300)  # fmt: skip
    pages: list[QWidget] = [window.first_run, window.start, window.end_page,
                            window.online.lobby_page, window.online.room_page]  # fmt: skip
    for page in pages:
        window.pages.setCurrentWidget(page)
        QApplication.processEvents()
        assert isinstance(page, Page)
        name = type(page).__name__
        assert not page.scroller.verticalScrollBar().isVisible(), name
        assert not page.scroller.horizontalScrollBar().isVisible(), name
        for button in page.findChildren(QAbstractButton):
            if button.isVisibleTo(page):
                assert inside(button, page), (name, button.text())
                assert button.width() >= min(button.minimumSizeHint().width(), 120), (
                    name, button.text())  # fmt: skip
    assert window.replay_page.minimumSizeHint().height() <= 738


# ------------------------------------------------------------------ first run and new games


def test_the_first_run_asks_a_name_and_a_colour(qtbot: QtBot, data_dir: Path) -> None:
    window = MainWindow()
    qtbot.addWidget(window)
    window.show()
    page = window.first_run
    assert window.pages.currentWidget() is page
    assert not page.go.isEnabled()  # a name first
    page.name.setText("  Aino ")
    page.colour.buttons[3].click()
    assert page.go.isEnabled()
    page.go.click()
    assert window.pages.currentWidget() is window.start
    again = Preferences()
    assert (again.name, again.colour) == ("Aino", 3)
    session = window.play_bots(BotGameChoice(2, "random", Options()))
    assert session.seats()[0].name == "Aino"  # the table says "Hand of Aino", not "of You"
    assert session.record().seats[0].colour == 3
    session.close()
    second = MainWindow()  # the next start goes straight to the start screen
    qtbot.addWidget(second)
    assert second.pages.currentWidget() is second.start


def test_a_newcomer_plays_the_first_game_then_their_last_variant(
    qtbot: QtBot, data_dir: Path
) -> None:
    window = named_window(qtbot)
    assert window.start.rules.options().variant == Variant.FIRST_GAME
    window.start.rules.variant.set_value(Variant.ALL_ACTIONS.value)
    window.start.play_button.click()
    session = window.game_page.session
    assert session is not None and session.record().options.variant == Variant.ALL_ACTIONS
    session.close()
    later = named_window(qtbot)
    assert later.start.rules.options().variant == Variant.ALL_ACTIONS


def test_the_start_panels_keep_their_headings_at_the_top(qtbot: QtBot, data_dir: Path) -> None:
    window = named_window(qtbot)
    start = window.start
    start.set_saved_games([])  # the note takes the list's place, under the heading
    QApplication.processEvents()
    for panel in (start.new_game, start.network, start.more):
        layout = panel.layout()
        assert layout is not None
        assert panel.heading.y() < 2 * layout.contentsMargins().top(), panel.heading.text()
    assert start.no_saved.y() < start.more.height() // 3


def test_what_the_table_decided_stays_in_the_log(qtbot: QtBot, data_dir: Path) -> None:
    window = named_window(qtbot)
    finished_session(window)
    page, log = window.game_page, window.game_page.log
    moves = log.count()
    page.note(4, lambda: tr("Supply"))  # (any translated text will do)
    assert log.count() == moves + 1 and log.item(moves).font().italic()
    assert log.item(moves).text() == "Supply" and page.message.text() == "Supply"

    def told() -> list[tuple[str, int, bool]]:
        items = [log.item(row) for row in range(log.count())]
        return [(i.text(), int(i.data(Qt.ItemDataRole.UserRole)), i.font().italic())
                for i in items]  # fmt: skip

    told_before = told()
    install_language("fr")  # the log is told again: the note before move 4, in French
    QApplication.processEvents()
    entries = told()
    assert [e for e in entries if e[2]] == [("Réserve", 4, True)]
    at = entries.index(("Réserve", 4, True))
    assert entries[at - 1][1] < 4 <= entries[at + 1][1]  # between the moves, merged with none
    assert entries[-1][1] == max(e[1] for e in told_before if not e[2])  # every move again
    install_language("en")


def test_chosen_cover_and_start_seat_reach_the_game(qtbot: QtBot, data_dir: Path) -> None:
    window = named_window(qtbot)
    start = window.start
    start.rules.variant.set_value(Variant.NEW_CHALLENGES.value)
    assert start.rules.cover_button.isVisibleTo(start)
    chosen = (Action.MOVE6, Action.WILD2, Action.POINTS, Action.BACK, Action.RELOCATE)
    dialog = CoverDialog(())
    qtbot.addWidget(dialog)
    ok = dialog.box.button(dialog.box.StandardButton.Ok)
    for action in chosen[:4]:
        dialog.buttons[action].click()
    assert not ok.isEnabled()  # five, not four
    dialog.buttons[chosen[4]].click()
    assert ok.isEnabled() and dialog.result_cover() == chosen
    start.rules.set_cover(dialog.result_cover())
    start.rules.start_seat.setCurrentIndex(start.rules.start_seat.findData(2))
    assert start.rules.start_seat.currentText() == start.seat_names()[2]
    start.play_button.click()
    session = window.game_page.session
    assert session is not None
    options = session.record().options
    assert options == Options(Variant.NEW_CHALLENGES, False, chosen, 2)
    assert session.game().covered == sum(1 << a for a in chosen)
    session.close()
    # hot seat: three people, the second starts, the seed draws the covered actions
    window.show_start()
    start.hot_card.click()
    start.hot_players.set_value(3)
    for row, name in zip(start.hot_names, ("Anna", "Ben", "Cleo"), strict=False):
        row.edit.setText(name)
    start.rules.set_cover(None)
    start.rules.start_seat.setCurrentIndex(start.rules.start_seat.findData(1))
    start.play_button.click()
    session = window.game_page.session
    assert session is not None
    assert [s.name for s in session.seats()] == ["Anna", "Ben", "Cleo"]
    assert session.record().options == Options(Variant.NEW_CHALLENGES, False, None, 1)
    assert session.game().to_move == 1
    session.close()


def test_the_hosting_form_gives_the_rules_chosen(qtbot: QtBot) -> None:
    page = LobbyPage()
    qtbot.addWidget(page)
    page.players.set_value(3)
    page.others[1].setCurrentIndex(page.others[1].findData("greedy"))
    page.rules.variant.set_value(Variant.NEW_CHALLENGES.value)
    cover = (Action.ANYSIDE, Action.EXTRADRAW, Action.FEWER, Action.SECOND, Action.ANYWILD)
    page.rules.set_cover(cover)
    page.rules.start_seat.setCurrentIndex(page.rules.start_seat.findData(2))
    page.rules.dry_roads.setChecked(True)
    chosen: list[HostChoice] = []
    page.host_requested.connect(chosen.append)
    page.host_button.click()
    assert chosen == [HostChoice(page.game_name.text(), 3, (None, "greedy"),
                                 Options(Variant.NEW_CHALLENGES, True, cover, 2), None)]
    from net.messages import GameOptions

    assert GameOptions.of(3, chosen[0].options).rules == chosen[0].options


# ------------------------------------------------------------------ interrupted games


def test_interrupted_games_have_readable_labels(qtbot: QtBot, data_dir: Path) -> None:
    now = datetime(2025, 3, 14, 10, 5)
    assert when_text(datetime(2025, 3, 13, 21, 40), now) == "yesterday 21:40"
    assert when_text(datetime(2025, 3, 14, 8, 2), now) == "today 08:02"
    assert when_text(datetime(2025, 3, 11, 8, 2), now) == "Tuesday 08:02"
    assert when_text(datetime(2024, 12, 24, 18, 0), now) == "24 December 2024 18:00"
    entry = SavedGameEntry("x", 3, 7, datetime(2025, 3, 13, 21, 40), ("A", "B", "C"))
    assert saved_game_label(entry, now) == "3 players, round 7, yesterday 21:40"
    install_language("fr")
    assert saved_game_label(entry, now) == "3 joueurs, manche 7, hier 21:40"
    install_language("en")
    other = replace(entry, game="Copenhagen")  # a game of another rule set names it
    assert saved_game_label(other, now) == "Copenhagen · 3 players, round 7, yesterday 21:40"
    # through the window: an autosave of 40 moves of a three-player game
    played = read_record(FINISHED)
    line = Line(played.until(40))
    record, game = line.record, line.game
    write_record(games_dir() / "20250313-214000-1.helsinki.json", record)
    window = named_window(qtbot)
    text = window.start.resume_list.item(0).text()
    assert text.startswith(f"3 players, round {game.round + 1}, ")
    assert text.endswith(", ".join(s.name for s in record.seats))
    assert "20250313" not in text  # no file names


# ------------------------------------------------------------------ the end of a game


def test_the_end_page_ranks_and_offers_what_comes_next(
    qtbot: QtBot, data_dir: Path, tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    window = named_window(qtbot)
    session = finished_session(window)
    page = window.end_page
    assert window.pages.currentWidget() is page
    game = session.game()
    places = ranking(game)
    totals = [p.score.total for p in places]
    assert totals == sorted(totals, reverse=True)
    assert places[0].seat == game.winner
    names = [bot_name(s.bot, s.name) for s in session.seats()]  # as the table names them
    assert page.results[0].heading.text() == f"1. {names[game.winner]}"
    assert names[game.winner] in page.title.text()
    parts = {w.text(): int(v.text().split()[0]) for w, v in page.results[0].parts}
    score = places[0].score
    assert parts["Rows"] == score.rows
    assert parts["Superstructures"] == score.crossings + score.lines
    assert parts["Bonus"] == score.dry_roads
    assert sum(parts.values()) == score.total
    # export, the table, the menu, and a new game with the same seats
    target = tmp_path / "end.helsinki.json"
    monkeypatch.setattr(QFileDialog, "getSaveFileName",
                        staticmethod(lambda *args: (str(target), "")))  # fmt: skip
    page.export_button.click()
    assert read_record(target).moves == session.record().moves
    page.table_button.click()
    assert window.pages.currentWidget() is window.game_page
    window.show_end()
    page.again_button.click()
    again = window.game_page.session
    assert isinstance(again, LocalSession) and again is not session
    assert again.record().seats == session.record().seats
    assert again.record().options == session.record().options
    assert again.game().ply == 0 and window.pages.currentWidget() is window.game_page
    window.show_end()  # a game not over has no end to show
    assert window.pages.currentWidget() is window.game_page
    again.close()
    window.pages.setCurrentWidget(page)
    page.menu_button.click()
    assert window.pages.currentWidget() is window.start


def test_ties_are_ranked_as_the_rules_break_them() -> None:
    game = replay(read_record(FINISHED))
    order = game.turn_order()
    places = ranking(game)
    for first, second in itertools.pairwise(places):
        if first.score.total == second.score.total:
            assert order.index(first.seat) > order.index(second.seat)


# ------------------------------------------------------------------ the replay viewer


def test_the_replay_keeps_its_boards_and_tells_no_future(qtbot: QtBot) -> None:
    page = ReplayPage()
    qtbot.addWidget(page)
    page.resize(1366, 740)
    page.show()
    assert page.load(FINISHED) is None
    visible = [r for r in range(page.log.count()) if not page.log.item(r).isHidden()]
    assert page.position == 0 and visible == []  # nothing told before the first move
    assert page.log.verticalScrollBar().value() == 0
    for position in range(0, 60, 7):
        page.show_position(position)
        assert page.scene.big_seat == 0  # the large board stays the first seat's
        shown = [int(page.log.item(r).data(Qt.ItemDataRole.UserRole))
                 for r in range(page.log.count()) if not page.log.item(r).isHidden()]
        assert shown and max(shown) < position if position else not shown
    board = page.scene.board_item(2)
    assert board is not None
    centre = page.view.mapFromScene(board.sceneBoundingRect().center())
    press = QMouseEvent(QEvent.Type.MouseButtonPress, QPointF(centre), QPointF(centre),
                        Qt.MouseButton.LeftButton, Qt.MouseButton.LeftButton,
                        Qt.KeyboardModifier.NoModifier)  # fmt: skip
    QApplication.sendEvent(page.view.viewport(), press)
    assert page.front == 2 and page.scene.big_seat == 2
    page.forward.click()
    assert page.scene.big_seat == 2  # it stays in front while stepping
    for button in (page.first, page.back, page.play, page.forward, page.last):
        assert not button.icon().isNull() and not button.text()


# ------------------------------------------------------------------ lobby and room


def listed(game_id: str, name: str) -> ListedGame:
    return ListedGame(game_id, name, "Host", "127.0.0.1:1", ListedState.LOBBY, 1, 2, False, True)


def row(games: GameList, index: int) -> QTreeWidgetItem:
    item = games.topLevelItem(index)
    assert item is not None, f"no row {index}"
    return item


def rows_of(games: GameList) -> list[str]:
    """The names of the listed games, top to bottom."""
    return [row(games, r).text(0) for r in range(games.topLevelItemCount())]


def test_the_games_list_does_not_move_under_the_mouse(qtbot: QtBot) -> None:
    games = GameList()
    qtbot.addWidget(games)
    games.show()
    games.set_games([listed("a", "Alpha"), listed("b", "Beta"), listed("c", "Gamma")])
    games.select_game("c")
    games.setAttribute(Qt.WidgetAttribute.WA_UnderMouse, True)  # the pointer is over it
    games.set_games([listed("a", "Alpha"), listed("c", "Gamma"), listed("d", "Delta")])
    assert rows_of(games) == ["Alpha", "Beta", "Gamma", "Delta"]  # Beta keeps its row, greyed
    assert row(games, 1).text(5) == tr("gone")
    assert games.selected_game() == listed("c", "Gamma")
    games.setAttribute(Qt.WidgetAttribute.WA_UnderMouse, False)
    QApplication.sendEvent(games, QEvent(QEvent.Type.Leave))
    assert rows_of(games) == ["Alpha", "Gamma", "Delta"]
    assert games.selected_game() == listed("c", "Gamma")


def test_the_room_asks_once_for_the_preferred_colour_when_free(qtbot: QtBot) -> None:
    page = RoomPage()
    qtbot.addWidget(page)
    page.preferred_colour = 2
    asked: list[tuple[bool, int]] = []
    page.ready_changed.connect(lambda ready, colour: asked.append((ready, colour)))
    seats = [RoomSeat("Anna", 0, True), RoomSeat("Ben", 1, False, mine=True)]
    page.set_room("Game", "", seats, False, None)
    assert asked == [(False, 2)] and page.colour.value == 2
    page.set_room("Game", "", seats, False, None)  # once only
    assert asked == [(False, 2)]
    other = RoomPage()
    qtbot.addWidget(other)
    other.preferred_colour = 0
    other.ready_changed.connect(lambda ready, colour: asked.append((ready, colour)))
    other.set_room("Game", "", seats, False, None)  # red is Anna's: Ben stays green
    assert asked == [(False, 2)] and not other.colour.buttons[0].isEnabled()


def test_the_room_tells_the_turn_timer_with_the_rules(qtbot: QtBot) -> None:
    page = RoomPage()
    qtbot.addWidget(page)
    seats = [RoomSeat("Anna", 0, True), RoomSeat("Ben", 1, False, mine=True)]
    page.set_room("Game", "", seats, False, None, Options())
    assert page.rules_text.text().endswith("No turn timer: a turn takes as long as it takes.")
    page.set_room("Game", "", seats, False, None, Options(), 300)
    last = "Turn timer: 5 min; past it, the others may hand the seat to a bot."
    assert page.rules_text.text().endswith(last)
    install_language("fr")
    page.retranslate()
    assert page.rules_text.text().splitlines()[-1].startswith("Temps par tour\u00a0: 5\u00a0min")
    install_language("en")


def test_the_window_gives_the_room_the_preferred_colour(qtbot: QtBot, data_dir: Path) -> None:
    window = named_window(qtbot, colour=3)
    assert window.online.room_page.preferred_colour == 3


def test_a_missing_translation_is_said(qtbot: QtBot, data_dir: Path, tmp_path: Path,
                                       monkeypatch: pytest.MonkeyPatch,
                                       caplog: pytest.LogCaptureFixture) -> None:  # fmt: skip
    import ui.i18n as i18n

    monkeypatch.setattr(i18n, "translations_dir", lambda: tmp_path)
    assert install_language("fr") == "en"
    assert i18n.missing_translation() == "fr"
    assert any("no fr translation" in r.getMessage() for r in caplog.records)
    window = named_window(qtbot)
    assert window.start.note.isVisibleTo(window.start)
    assert "Français" in window.start.note.text()
    monkeypatch.undo()
    assert install_language("fr") == "fr" and i18n.missing_translation() is None
    qtbot.waitUntil(lambda: not window.start.note.isVisibleTo(window.start))


def test_the_new_game_colours_are_the_records(qtbot: QtBot, data_dir: Path) -> None:
    window = named_window(qtbot, colour=2)
    session = window.new_game([Seat("Bot", "random"), Seat("Aino")], Options(), seed=3)
    assert [s.colour for s in session.record().seats] == [3, 2]  # Aino plays blue
    from ui import palette as pal

    assert window.game_page.colours == [pal.PLAYER_COLOURS[3], pal.PLAYER_COLOURS[2]]
    session.close()


def test_games_against_bots_name_them(qtbot: QtBot, data_dir: Path) -> None:
    window = named_window(qtbot)
    start = window.start
    start.bot_count.set_value(3)
    assert [b.text() for b in start.strength.buttons] == ["Easy", "Normal", "Hard"]
    start.strength.set_value("expert")
    assert start.seat_names() == ["Aino", "Hard bot 1", "Hard bot 2", "Hard bot 3"]
    start.strength.set_value("easy")
    assert start.seat_names() == ["Aino", "Easy bot 1", "Easy bot 2", "Easy bot 3"]
    assert [p.name.text() for p in start.seat_rows] == start.seat_names()
    start.play_button.click()
    session = window.game_page.session
    assert session is not None
    assert [(s.name, s.bot) for s in session.seats()] == [
        ("Aino", None), ("Easy bot 1", "easy"), ("Easy bot 2", "easy"),
        ("Easy bot 3", "easy")]  # fmt: skip
    assert isinstance(session.game(), Game)
    session.close()


@pytest.mark.parametrize("screen", ["start", "lobby", "room", "table", "end", "replay"])
def test_the_screenshot_command_draws_every_screen(screen: str, tmp_path: Path,
                                                   qtbot: QtBot) -> None:  # fmt: skip
    from PySide6.QtGui import QImage

    from client.cli import main

    out = tmp_path / f"{screen}.png"
    assert main(["screenshot", str(FINISHED), "--screen", screen, "--out", str(out),
                 "--size", "1024x640", "--lang", "fr"]) == 0  # fmt: skip
    image = QImage(str(out))
    assert (image.width(), image.height()) == (1024, 640)
    colours = {image.pixel(x, y) for x in range(0, 1024, 9) for y in range(0, 640, 9)}
    assert len(colours) > 40


def test_ready_before_the_seat_shows_is_told_once_it_does(qtbot: QtBot) -> None:
    page = RoomPage()
    qtbot.addWidget(page)
    told: list[tuple[bool, int]] = []
    page.ready_changed.connect(lambda ready, colour: told.append((ready, colour)))
    page.ready.setChecked(True)  # the roster has not come yet: no colour to send
    assert told == []
    page.set_room("Game", "", [RoomSeat("Anna", 0, True), RoomSeat("Ben", 1, mine=True)],
                  False, None)  # fmt: skip
    assert told == [(True, 1)] and page.ready.isChecked()


def test_the_replay_viewer_opens_a_position_file(qtbot: QtBot, tmp_path: Path) -> None:
    record = read_record(FINISHED)
    middle = record.new_game()
    for entry in record.moves[:80]:
        middle.play(Move.of(entry.move))
    path = tmp_path / "bug.helsinki-position"
    path.write_text(write_position(middle), encoding="utf-8")
    page = ReplayPage()
    qtbot.addWidget(page)
    assert page.load(path) is None
    assert len(page.states) == 1 and page.states[0].state_hash() == middle.state_hash()
    assert page.names == ["Seat 1", "Seat 2", "Seat 3"]
    assert page.check_label.text().endswith("verified") and not page.damage


def test_the_lists_show_the_announced_choices_of_a_game() -> None:
    from ui.pages.game_list import Column, ListedGame, ListedState, cell_text, cell_tip

    rules = Options.covering([Action.MOVE6, Action.WILD1, Action.SECOND, Action.POINTS,
                              Action.RELOCATE], True, 1)  # fmt: skip
    game = ListedGame("a1", "Sauna", "Ben", "10.0.0.2:4000", ListedState.LOBBY, 1, 3, False, True,
                      rules)  # fmt: skip
    text = cell_text(game, Column.VARIANT)
    assert text == "New challenges (chosen actions covered), Dry roads"
    tip = cell_tip(game, Column.VARIANT, text)
    assert "covered: " in tip and "seat 2 starts" in tip
    unknown = ListedGame("b2", "Old", "", "10.0.0.3:4000", ListedState.LOBBY, 1, 2, False, True)
    assert cell_text(unknown, Column.VARIANT) == "?"
    timed = replace(game, turn_timer=300)
    assert cell_text(timed, Column.VARIANT) == f"{text}, 5 min a turn"
    assert cell_tip(timed, Column.VARIANT, text) == f"{tip}, 5 min a turn"  # (cut short, told)


@pytest.mark.parametrize("language", ["en", "fr", "nl"])
def test_the_host_form_is_whole_in_a_small_window(language: str, qtbot: QtBot) -> None:
    """At 1024 x 640 the lobby's columns make room for the whole "Host a game" form: no button
    of it is cut off on the right (the form scrolls up and down only)."""
    from client.screenshots import Screen, screen_window

    with screen_window(Screen.LOBBY, (1024, 640), language) as window:
        assert isinstance(window, MainWindow)
        lobby = window.online.lobby_page
        QApplication.processEvents()
        viewport = lobby.host_scroll.viewport()
        choices = lobby.host_scroll.widget()
        assert choices is not None
        buttons = [b for b in choices.findChildren(QAbstractButton) if b.isVisibleTo(lobby)]
        assert len(buttons) > 10  # players, turn timer, rules, the action board
        for button in buttons:
            right = button.mapTo(viewport, QPoint(button.width(), 0)).x()
            assert right <= viewport.width(), (button.text(), right, viewport.width())
