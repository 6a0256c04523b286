"""The replay viewer plays records of Copenhagen on Copenhagen's table (stepping, the slider,
jumps from the log, the last move's scores, a damaged record, continuing an unfinished one),
a game of Copenhagen exported from its page or its end page opens there, and an interrupted
one is listed on the start screen and resumed."""

from __future__ import annotations

import json
from pathlib import Path
from typing import TYPE_CHECKING

import pytest
from PySide6.QtCore import QEvent, QPointF, QRectF, Qt
from PySide6.QtGui import QColor, QFontMetricsF, QImage, QMouseEvent, QPainter
from PySide6.QtWidgets import QApplication, QFileDialog, QStyleOptionGraphicsItem
from pytestqt.qtbot import QtBot
from test_ui_window import drop

from client.cli import play_bot_game
from client.screenshots import copenhagen_record
from client.session import LocalSession
from client.storage import games_dir
from engine.copenhagen import CopenhagenGame
from engine.helsinki.options import Options
from engine.line import StateLine
from engine.record import Record, read_record, write_record
from ui import palette as pal
from ui.copenhagen.scene import CopenhagenScene
from ui.log import LogPanel
from ui.pages.replay import ReplayPage
from ui.pages.replay_table import CopenhagenTable, HelsinkiTable
from ui.table.items.recap import RecapItem

if TYPE_CHECKING:
    from client.app import MainWindow


@pytest.fixture(scope="module")
def record() -> Record:
    """A whole game of Copenhagen between three greedy bots."""
    return copenhagen_record(3, 23)


@pytest.fixture
def record_file(record: Record, tmp_path: Path) -> Path:
    path = tmp_path / "game.copenhagen.json"
    write_record(path, record)
    return path


def copenhagen_scene(page: ReplayPage) -> CopenhagenScene:
    table = page.table
    assert isinstance(table, CopenhagenTable)
    assert page.table_stack.currentWidget() is table.view
    return table.scene


def test_a_record_of_copenhagen_replays_on_its_table(qtbot: QtBot, record_file: Path) -> None:
    page = ReplayPage()
    qtbot.addWidget(page)
    page.resize(1400, 800)
    page.show()
    assert page.load(record_file) is None
    moves = json.loads(record_file.read_text())["moves"]
    scene = copenhagen_scene(page)
    assert page.position == 0 and len(page.states) == len(moves) + 1
    assert page.status.text() == f"{len(moves)} moves verified."
    assert page.log.count() == len(moves)  # every move told, none shown before the first
    assert all(page.log.item(row).isHidden() for row in range(page.log.count()))
    page.forward.click()
    page.forward.click()
    assert page.position == 2 and page.shown_hash() == moves[1]["hash"]
    assert scene.game is not None and scene.game.ply == 2
    page.back.click()
    assert page.shown_hash() == moves[0]["hash"]
    page.slider.setValue(30)
    assert page.shown_hash() == moves[29]["hash"] and scene.game.ply == 30
    shown = [r for r in range(page.log.count()) if not page.log.item(r).isHidden()]
    assert shown == list(range(30))  # the log tells no future
    page.log.jump_requested.emit(39)
    assert page.position == 40 and page.shown_hash() == moves[39]["hash"]
    page.last.click()
    final = page.states[-1]
    assert isinstance(final, CopenhagenGame) and final.is_over
    assert scene.game.is_over and scene.track.points == [p.points for p in final.players]
    assert max(scene.track.points) == max(s.total for s in final.scores())
    assert page.check_label.text().endswith("verified")
    assert not page.continue_button.isVisibleTo(page)  # a finished game is not continued
    # a click on another house brings it to the front (the seat order stays)
    other = scene.others[0]
    centre = page.table.view.mapFromScene(other.rect.center())
    press = QMouseEvent(QEvent.Type.MouseButtonPress, QPointF(centre), QPointF(centre),
                        Qt.MouseButton.LeftButton, Qt.MouseButton.LeftButton,
                        Qt.KeyboardModifier.NoModifier)  # fmt: skip
    QApplication.sendEvent(page.table.view.viewport(), press)
    assert page.front == 1 and scene.viewer == 1
    assert scene.own.name == page.names[1] and scene.hand.hand == final.players[1].hand
    page.speed.setCurrentIndex(3)
    page.first.click()
    page.toggle_play()
    qtbot.waitUntil(lambda: page.position >= 3, timeout=5000)
    page.toggle_play()


def test_helsinki_and_copenhagen_records_share_the_viewer(
    qtbot: QtBot, record_file: Path, tmp_path: Path
) -> None:
    _, helsinki = play_bot_game(2, 3, ["random"] * 2, Options())
    path = tmp_path / "game.helsinki.json"
    write_record(path, helsinki)
    page = ReplayPage()
    qtbot.addWidget(page)
    assert page.load(record_file) is None
    copenhagen_scene(page)
    assert page.load(path) is None
    assert page.table_stack.currentWidget() is page.view and page.scene.game is not None
    assert page.log.item(0).text() == page.log.words.describe(
        page.states[0], page.moves[0], page.states[1], page.names[page.states[0].to_move])
    assert page.load(record_file) is None
    assert len(page.tables) == 2  # each game's table is made once


def test_a_damaged_record_of_copenhagen_is_shown_to_its_last_good_move(
    qtbot: QtBot, record_file: Path, tmp_path: Path
) -> None:
    data = json.loads(record_file.read_text())
    data["moves"][20]["hash"] = "0" * 32
    damaged = tmp_path / "damaged.copenhagen.json"
    damaged.write_text(json.dumps(data))
    page = ReplayPage()
    qtbot.addWidget(page)
    assert page.load(damaged) is None
    assert len(page.states) == 21 and page.position == 20
    assert "move 21" in page.damage and page.shown_hash() == data["moves"][19]["hash"]
    assert "differs from the recorded one" in page.damage
    data = json.loads(record_file.read_text())
    data["moves"][5]["seat"] = (data["moves"][5]["seat"] + 1) % 3
    damaged.write_text(json.dumps(data))
    assert page.load(damaged) is None
    assert "move 6" in page.damage and "another player" in page.damage
    copenhagen_scene(page)


def test_an_unfinished_record_of_copenhagen_is_continued(
    window: MainWindow, record: Record, tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    path = tmp_path / "unfinished.copenhagen.json"
    write_record(path, record.until(25))
    monkeypatch.setattr(QFileDialog, "getOpenFileName",
                        staticmethod(lambda *args: (str(path), "")))  # fmt: skip
    window.start.open_record.emit()  # the start screen's "Open"
    page = window.replay_page
    assert window.pages.currentWidget() is page and isinstance(page.table, CopenhagenTable)
    assert page.can_continue and page.continue_button.isVisibleTo(page)
    page.show_position(10)
    page.continue_button.click()
    game_page = window.copenhagen_page
    assert window.pages.currentWidget() is game_page
    session = game_page.session
    assert isinstance(session, LocalSession) and session.game().ply == 25
    assert game_page.log.count() == 25
    assert session.record().moves == record.moves[:25]
    session.close()


def test_a_dropped_record_of_copenhagen_opens_in_the_viewer(
    window: MainWindow, record_file: Path
) -> None:
    drop(window.start, record_file)
    assert window.pages.currentWidget() is window.replay_page
    assert isinstance(window.replay_page.table, CopenhagenTable)
    assert window.replay_page.path == str(record_file)


def test_an_exported_game_of_copenhagen_replays(
    window: MainWindow, record: Record, tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    offered: list[str] = []
    target = tmp_path / "exported"

    def save(*args: object) -> tuple[str, str]:
        offered.append(str(args[2]))
        return str(target), ""

    monkeypatch.setattr(QFileDialog, "getSaveFileName", staticmethod(save))
    session = LocalSession(StateLine(record.until(40)), None, 0)
    window.copenhagen_page.set_session(session)
    window.pages.setCurrentWidget(window.copenhagen_page)
    window.export_action.trigger()  # Ctrl+S, on the table
    assert offered[-1].endswith(".copenhagen.json") and read_record(target).moves == (
        record.moves[:40])  # fmt: skip
    assert str(target) in window.copenhagen_page.status.hint.text()
    asked: list[str] = []

    def leave(title: str, text: str) -> bool:
        asked.append(title)
        return True

    window.confirm = leave  # type: ignore[method-assign]
    assert window.open_replay(target) and asked == ["Leave the game?"]  # a game in progress
    page = window.replay_page
    assert isinstance(page.table, CopenhagenTable) and len(page.states) == 41
    assert page.can_continue and not page.damage
    # the end page's Export, once the game is over
    finished = LocalSession(StateLine(record), None, 0)
    window.copenhagen_page.set_session(finished)
    window.show_copenhagen_end()
    assert window.pages.currentWidget() is window.copenhagen_end
    window.copenhagen_end.export_button.click()
    assert read_record(target) == record
    assert window.open_replay(target)
    page.last.click()
    final = page.states[-1]
    scene = copenhagen_scene(page)
    assert final.is_over and scene.track.points == [p.points for p in final.players]
    session.close()
    finished.close()


def test_an_interrupted_game_of_copenhagen_is_listed_and_resumed(
    window: MainWindow, record: Record
) -> None:
    path = games_dir() / "20260314-214000-23.copenhagen.json"
    write_record(path, record.until(31))
    window.show_start()
    listed = window.start.resume_list
    assert listed.count() == 1 and listed.item(0).data(Qt.ItemDataRole.UserRole) == str(path)
    turns = 0  # the turns passed on within the first 31 moves
    game = record.first_state()
    for entry in record.moves[:31]:
        seat = game.to_move
        game.play(entry.move)
        turns += game.to_move != seat
    label = listed.item(0).text()
    assert label.startswith(f"Copenhagen · 3 players, round {turns // 3 + 1},")
    assert "Aino" in label
    listed.setCurrentRow(0)
    window.start.resume_button.click()
    page = window.copenhagen_page
    assert window.pages.currentWidget() is page and page.log.count() == 31
    session = page.session
    assert isinstance(session, LocalSession) and session.game().ply == 31
    session.close()


@pytest.mark.parametrize("game", ["copenhagen", "helsinki"])
def test_the_replay_recaps_the_others_turns_before_the_move_shown(
    qtbot: QtBot, record: Record, game: str
) -> None:
    """Beside the board in front, the others' turns since its seat's last one, up to the
    move shown (none after it), under the seat's name: nobody at a replay is "you"."""
    played = record if game == "copenhagen" else play_bot_game(3, 5, ["greedy"] * 3, Options())[1]
    page = ReplayPage()
    qtbot.addWidget(page)
    page.load_record(played)
    table = page.table
    assert isinstance(table, CopenhagenTable | HelsinkiTable)
    position = next(p for p in range(12, len(page.states)) if page.states[p].to_move == 0
                    and page.states[p - 1].to_move == 2)  # fmt: skip
    page.show_position(position)
    recap = table.scene.recap
    assert recap is not None
    assert recap.title == f"Since the last turn of {page.names[0]}"
    assert [colour for colour, _ in recap.entries] == [page.colours[1], page.colours[2]]
    # as a log that told the game up to the move shown recaps it
    until = LogPanel(table.words)
    for index in range(position):
        before, after = page.states[index], page.states[index + 1]
        until.add_move(index, page.moves[index], before, after, page.names[before.to_move])
    assert [text for _, text in recap.entries] == [text for _, text in until.recap(0)]
    assert page.log.count() > until.count()  # moves after the one shown were left out


def test_a_recap_title_too_long_for_its_panel_ends_in_an_ellipsis(
    qtbot: QtBot, monkeypatch: pytest.MonkeyPatch
) -> None:
    """A long name in the recap's title: the title is drawn to fit its panel, ending in "…",
    and its tooltip tells it whole."""
    recap = RecapItem(QRectF(0, 0, 210, 120))
    name = "Somebody with a really rather long name"
    recap.tell(None, 1, False, name, [QColor("red")] * 2)
    drawn: list[tuple[QRectF, str, float, bool]] = []
    text = pal.text

    def spy(painter: QPainter, rect: QRectF, flags: Qt.AlignmentFlag | int, words: str,
            points: float = pal.MAIN_TEXT, bold: bool = False,
            detail: bool = False) -> bool:  # fmt: skip
        drawn.append((rect, words, points, bold))
        return text(painter, rect, flags, words, points, bold, detail)

    monkeypatch.setattr(pal, "text", spy)
    image = QImage(240, 140, QImage.Format.Format_ARGB32_Premultiplied)
    painter = QPainter(image)
    recap.paint(painter, QStyleOptionGraphicsItem())
    painter.end()
    (rect, words, points, bold), *_ = drawn
    assert words.endswith("…") and words[:-1] in recap.title
    assert QFontMetricsF(pal.font(points, bold)).horizontalAdvance(words) <= rect.width()
    assert recap.toolTip() == recap.title and name in recap.title
