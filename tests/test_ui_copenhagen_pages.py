"""The pages around Copenhagen's table offer and show the game: the start screen says what the
game is instead of Helsinki's options, and ``screenshot --game copenhagen`` draws the start
screen, the lobby and the room of a game of Copenhagen."""

from __future__ import annotations

from pytestqt.qtbot import QtBot

from client.screenshots import Screen, screen_window
from ui.pages.start import StartScreen


def test_the_start_screen_says_what_copenhagen_is(qtbot: QtBot) -> None:
    start = StartScreen()
    qtbot.addWidget(start)
    start.show()
    start.game_choice.set_value("copenhagen")
    assert start.game_note.isVisible() and not start.rules.isVisible()
    assert "Copenhagen" in start.game_note.text() and "12" in start.game_note.text()
    start.game_choice.set_value("helsinki")
    assert start.rules.isVisible() and not start.game_note.isVisible()


def test_the_screenshots_of_a_game_of_copenhagen_show_it(qtbot: QtBot) -> None:
    with screen_window(Screen.START, (1280, 720), game="copenhagen") as window:
        assert not isinstance(window, str)
        assert window.start.game_rules == "copenhagen" and window.start.game_note.isVisible()
    with screen_window(Screen.LOBBY, (1280, 720), game="copenhagen") as window:
        assert not isinstance(window, str)
        assert window.online.lobby_page.hosted_rules == "copenhagen"
    with screen_window(Screen.ROOM, (1280, 720), game="copenhagen") as window:
        assert not isinstance(window, str)
        room = window.online.room_page
        assert "Copenhagen" in room.rules_text.text() and not room.board.isVisibleTo(room)
