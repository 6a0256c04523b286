"""The end of a game: the end page and the table name the points alike, leave out an expansion
that is off, say why the game ended, and the table leads back to the end page."""

from __future__ import annotations

from pathlib import Path

import pytest
from PySide6.QtWidgets import QApplication
from pytestqt.qtbot import QtBot

from client.app import MainWindow
from client.session import LocalSession
from client.storage import Preferences
from engine.line import Line
from engine.record import read_record

DATA = Path(__file__).parent / "data"
DRY_ROADS = DATA / "three-players-new-challenges-dry-roads.helsinki.json"
PLAIN = DATA / "two-players-first-game.helsinki.json"


def ended(qtbot: QtBot, path: Path) -> tuple[MainWindow, LocalSession]:
    """A window showing the end of the game of ``path``, as if it had just been played."""
    preferences = Preferences()
    preferences.name, preferences.speed = "Aino", 0
    window = MainWindow(preferences)
    qtbot.addWidget(window)
    window.resize(1280, 720)
    window.show()
    qtbot.waitExposed(window)
    session = LocalSession(Line(read_record(path)), None, 0)
    session.close()
    window.game_page.set_session(session)
    window.game_page.refresh()  # the table as the last move left it
    window.show_end()
    assert window.pages.currentWidget() is window.end_page
    return window, session


@pytest.mark.parametrize("path", [DRY_ROADS, PLAIN], ids=["dry-roads", "plain"])
def test_the_end_page_and_the_table_name_the_points_alike(qtbot: QtBot, data_dir: Path,
                                                          path: Path) -> None:  # fmt: skip
    window, session = ended(qtbot, path)
    game = session.game()
    dry_roads = game.options.dry_roads
    result = window.end_page.results[0]
    words = [w.text() for w, _ in result.parts]
    window.end_page.table_button.click()
    QApplication.processEvents()
    header = window.game_page.scene.score_table.header
    assert header[1:-1] == words  # one word per kind of point, the same in both places
    assert len(set(words)) == len(words)
    assert ("Bonus" in words) == dry_roads
    assert ("Bonus" in header) == dry_roads
    score = game.scores()[result.placing.seat]
    points = [int(p.text().split()[0]) for _, p in result.parts]
    assert all(p.text().split()[1].startswith("point") for _, p in result.parts)
    assert sum(points) == score.total
    assert "points" in window.game_page.scene.score_table.title
    superstructures = dict(zip(words, points, strict=True))["Superstructures"]
    assert superstructures == score.crossings + score.lines


def test_the_end_page_says_why_the_game_ended(qtbot: QtBot, data_dir: Path) -> None:
    window, session = ended(qtbot, PLAIN)
    detail = window.end_page.detail.text()
    assert "ran out of cards" in detail
    assert f"round {session.game().round + 1}" in detail


def test_from_the_table_back_to_the_end_and_play_again(qtbot: QtBot, data_dir: Path) -> None:
    window, session = ended(qtbot, PLAIN)
    page = window.game_page
    window.end_page.table_button.click()
    QApplication.processEvents()
    assert window.pages.currentWidget() is page
    assert page.result_button.isVisible()
    page.result_button.click()
    assert window.pages.currentWidget() is window.end_page
    window.end_page.again_button.click()
    again = page.session
    assert isinstance(again, LocalSession) and again is not session
    QApplication.processEvents()
    assert not page.result_button.isVisible()  # a game under way has no result yet
    again.close()
