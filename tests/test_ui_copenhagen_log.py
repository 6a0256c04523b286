"""Copenhagen's page tells the moves in its log (opened and closed by the status bar's button,
told again when steps are taken back) and recaps the others' turns since the player's last
one on the table, in their colours."""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import replace
from typing import TYPE_CHECKING

from PySide6.QtWidgets import QApplication
from pytestqt.qtbot import QtBot

from client.cli import play_rule_set_game
from client.session import LocalSession
from engine.copenhagen import CopenhagenGame, Kind, Move
from engine.copenhagen.bots import make_bot
from engine.helsinki.options import Options
from engine.line import StateLine
from engine.record import Seat
from engine.rules import COPENHAGEN
from ui.copenhagen.page import CopenhagenPage
from ui.copenhagen.words import CopenhagenWords
from ui.log import SEAT

if TYPE_CHECKING:
    from client.app import MainWindow


def against_bots(window: MainWindow, bots: int, confirm_end: bool) -> LocalSession:
    """A game of Copenhagen against greedy bots (a fixed seed), the player at seat 0."""
    window.preferences.confirm_end = confirm_end
    seats = [Seat("Anna", None)] + [Seat(f"Bot {n}", "greedy") for n in range(1, bots + 1)]
    return window.new_game(seats, Options(), seed=17, rules="copenhagen")


def play_until(page: CopenhagenPage, qtbot: QtBot,
               ready: Callable[[CopenhagenGame], bool]) -> CopenhagenGame:  # fmt: skip
    """Play seat 0's steps (a greedy bot chooses them; turns waiting for their end are ended)
    until seat 0 is to move at the start of a turn in a game where ``ready`` holds."""
    me = make_bot("greedy", 5)

    def done() -> bool:
        session, game = page.session, page.game()
        assert session is not None and not game.is_over
        if session.awaiting_confirmation:
            page.end_turn()
        elif game.to_move == 0 and page.scene.interactive:
            if ready(game):
                return True
            page.scene.move_chosen.emit(me.choose(game.copy()))
        return False

    qtbot.waitUntil(done, timeout=120_000)
    return page.game()


def test_the_log_tells_every_move_in_copenhagen_words(window: MainWindow, qtbot: QtBot) -> None:
    session = against_bots(window, 2, confirm_end=True)
    page = window.copenhagen_page
    assert page.width() >= 1400 and page.log.isVisible()  # a wide page opens the log
    assert page.status.log_button.isVisible() and page.status.log_button.isChecked()
    game = play_until(page, qtbot, lambda g: g.ply >= 15 and any(
        m.kind == Kind.BUILD and not g.reveals(m) for m in g.legal_moves()))  # fmt: skip
    log = page.log
    assert log.count() == game.ply  # one entry a move: Copenhagen's moves never merge
    words, state = CopenhagenWords(), session.record().first_state()
    assert isinstance(state, CopenhagenGame)
    for index, entry in enumerate(session.record().moves):
        move, before = entry.move, state.copy()
        assert isinstance(move, Move)
        state.play(move)
        item = log.item(index)
        name = page.names[entry.seat]
        assert item.text() == words.describe(before, move, state, name)
        assert item.text().startswith(name)
        assert item.data(SEAT) == (None if move.kind == Kind.END else entry.seat)
    texts = [log.item(row).text() for row in range(log.count())]
    assert any(f"{page.names[1]} took the cards of slots" in text for text in texts)
    assert any(" built the " in text for text in texts)
    # a step taken back leaves the log
    build = next(m for m in game.legal_moves() if m.kind == Kind.BUILD and not game.reveals(m))
    page.scene.move_chosen.emit(build)
    assert log.count() == game.ply + 1 and " built the " in log.item(game.ply).text()
    assert session.can_take_back
    page.take_back()
    assert log.count() == game.ply and page.game().ply == game.ply
    assert [log.item(row).text() for row in range(log.count())] == texts
    # the status bar's button closes and opens the log
    page.status.log_button.click()
    assert not log.isVisible() and not page.status.log_button.isChecked()
    page.status.log_button.click()
    assert log.isVisible()
    session.close()


def test_a_narrow_page_keeps_the_log_closed(qtbot: QtBot) -> None:
    page = CopenhagenPage()
    qtbot.addWidget(page)
    page.resize(1100, 640)
    page.show()
    qtbot.waitExposed(page)
    assert not page.log.isVisible() and not page.status.log_button.isChecked()
    page.status.log_button.click()
    assert page.log.isVisible()
    assert page.view.width() > 3 * page.log.width() > 600  # the table keeps the rest


def test_the_recap_shows_the_others_turns_since_yours(window: MainWindow, qtbot: QtBot) -> None:
    against_bots(window, 3, confirm_end=False)
    page = window.copenhagen_page
    game = play_until(page, qtbot, lambda g: g.ply >= 20)
    QApplication.processEvents()
    recap = page.scene.recap
    assert recap is not None and recap.title == "Since your last turn"
    others = [1, 2, 3]  # clockwise after seat 0: every other seat played since
    assert [c.rgba() for c, _ in recap.entries] == [page.colours[s].rgba() for s in others]
    turns = page.log.recap(0)
    assert [text for _, text in recap.entries] == [text for _, text in turns]
    for seat, (_, text) in zip(others, recap.entries, strict=True):
        assert text.startswith(page.names[seat]) and "ended the turn" not in text
    page.view.viewport().grab()  # drawn: the entries that fit, the newest kept
    assert recap.shown and recap.shown[-1][1] == recap.entries[-1][1]
    shown = page.view.mapFromScene(recap.sceneBoundingRect()).boundingRect()
    assert page.view.viewport().rect().contains(shown)
    assert game.n == 4 and len(page.scene.others) == 3
    for house in page.scene.others:  # three houses and the recap share their column
        assert house.rect.bottom() < recap.sceneBoundingRect().top()


def test_the_tables_decisions_stay_in_the_log(window: MainWindow, qtbot: QtBot) -> None:
    """What the table decided (an online game's hand-over) is said and kept in the log before
    the move from which it is in force, also when the log is told again."""
    against_bots(window, 2, confirm_end=True)
    page = window.copenhagen_page
    game = play_until(page, qtbot, lambda g: g.ply >= 6)
    words = ["The table gave seat 2 to a bot."]
    page.note(game.ply, lambda: words[0])
    texts = [page.log.item(i).text() for i in range(page.log.count())]
    assert texts[-1] == words[0] and page.status.hint.text() == words[0]
    words[0] = "La table a confié la place 2 à un robot."  # told again in another language
    page.retranslate()
    texts = [page.log.item(i).text() for i in range(page.log.count())]
    assert texts.count(words[0]) == 1 and texts[-1] == words[0]


def test_the_hint_tells_the_last_move_when_the_table_waits_for_none(qtbot: QtBot) -> None:
    """A finished game opened on the page: the status bar's hint tells the last move, as the
    log's last entry does (as between the others' moves)."""
    _, played = play_rule_set_game(COPENHAGEN, 2, 7, ["greedy"] * 2, COPENHAGEN.default_options)
    record = replace(played, seats=[Seat("Anna"), Seat("Bot 1", "greedy")])
    session = LocalSession(StateLine(record), None)
    page = CopenhagenPage()
    qtbot.addWidget(page)
    page.set_session(session)
    page.refresh()
    last = page.log.item(page.log.count() - 1).text()
    assert "The game is over." in last and page.status.hint.text() == last
    session.close()
