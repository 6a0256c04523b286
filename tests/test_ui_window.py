"""The main window around the table: dropping and opening records, leaving a game, resuming
and continuing, exporting, preferences and languages, the hand-over screen, autosave failures
and bots thinking in a worker."""

from __future__ import annotations

import threading
from pathlib import Path

import pytest
from PySide6.QtCore import QMimeData, QPoint, QPointF, Qt, QTimer, QUrl
from PySide6.QtGui import QDragEnterEvent, QDragMoveEvent, QDropEvent
from PySide6.QtTest import QTest
from PySide6.QtWidgets import QApplication, QFileDialog, QWidget
from pytestqt.qtbot import QtBot

import client.gui_cli as gui_cli
from client.app import MainWindow
from client.cli import play_bot_game
from client.session import LocalSession
from client.storage import Preferences, games_dir
from engine.helsinki.bots import Bot
from engine.helsinki.game import Game
from engine.helsinki.moves import Move
from engine.helsinki.options import Options
from engine.helsinki.position import read_position, write_position
from engine.line import Line
from engine.record import Record, Seat, read_record, write_record
from ui.dialogs import PreferencesDialog
from ui.i18n import install_language, tr, violation_text
from ui.pages.choices import bot_label, variant_name
from ui.pages.room import RoomSeat


@pytest.fixture(scope="module")
def finished_record(tmp_path_factory: pytest.TempPathFactory) -> Path:
    _, record = play_bot_game(2, 4, ["random"] * 2, Options())
    path = tmp_path_factory.mktemp("records") / "finished.helsinki.json"
    write_record(path, record)
    return path


def unfinished(path: Path, moves: int = 30) -> Path:
    """A record of the first ``moves`` moves of a two-player game (people, not bots)."""
    _, played = play_bot_game(2, 8, ["random"] * 2, Options())
    record = Record([Seat("Anna"), Seat("Ben")], played.seed, played.options, played.ruleset,
                    played.moves).until(moves)
    write_record(path, record)
    return path


def hot_seat(window: MainWindow) -> LocalSession:
    record = Record([Seat("Anna"), Seat("Ben")], 9, Options(start_seat=0))
    session = LocalSession(Line(record), None, 0)
    window._start_session(session)
    window.game_page.handover.button.click()  # the first player gets the hand-over screen too
    return session


def drop(widget: QWidget, path: Path) -> None:
    """Drag ``path`` over ``widget`` and drop it, as the window system does."""
    mime = QMimeData()
    mime.setUrls([QUrl.fromLocalFile(str(path))])
    pos = QPoint(widget.width() // 2, widget.height() // 2)
    action, buttons = Qt.DropAction.CopyAction, Qt.MouseButton.NoButton
    modifiers = Qt.KeyboardModifier.NoModifier
    enter = QDragEnterEvent(pos, action, mime, buttons, modifiers)
    QApplication.sendEvent(widget, enter)
    assert enter.isAccepted()
    move = QDragMoveEvent(pos, action, mime, buttons, modifiers)
    QApplication.sendEvent(widget, move)
    assert move.isAccepted()
    QApplication.sendEvent(widget, QDropEvent(QPointF(pos), action, mime, buttons, modifiers))


# ------------------------------------------------------------------ records


def test_drop_a_record_on_the_table(window: MainWindow, finished_record: Path,
                                    tmp_path: Path) -> None:  # fmt: skip
    drop(window.game_page.view.viewport(), finished_record)
    assert window.pages.currentWidget() is window.replay_page
    assert window.replay_page.path == str(finished_record)
    other = unfinished(tmp_path / "other.helsinki.json")
    drop(window.replay_page.view.viewport(), other)
    assert window.replay_page.path == str(other)


def test_an_unreadable_record_leaves_the_game_alone(window: MainWindow, qtbot: QtBot,
                                                   tmp_path: Path,
                                                   finished_record: Path) -> None:  # fmt: skip
    session = hot_seat(window)
    page = window.game_page
    broken = tmp_path / "broken.helsinki.json"
    broken.write_text('{"format": "helsinki-record/1", "moves": [')
    assert not window.open_replay(broken)
    assert window.message_box is not None and window.message_box.isVisible()
    assert str(broken) in window.message_box.text() and window.message_box.detailedText()
    window.message_box.close()
    assert window.pages.currentWidget() is page and page.session is session
    page.scene.move_chosen.emit(Move.place(2))  # the game goes on
    assert session.game().history == [Move.place(2)]
    # a readable record: the player is asked first
    asked: list[str] = []

    def refuse(title: str, text: str) -> bool:
        asked.append(title)
        return False

    window.confirm = refuse  # type: ignore[method-assign]
    assert not window.open_replay(finished_record)
    assert asked and page.session is session and window.pages.currentWidget() is page
    window.confirm = lambda title, text: True  # type: ignore[method-assign]
    assert window.open_replay(finished_record)
    assert page.session is None and window.pages.currentWidget() is window.replay_page


def test_export_from_the_game_menu(window: MainWindow, tmp_path: Path,
                                   monkeypatch: pytest.MonkeyPatch) -> None:  # fmt: skip
    session = hot_seat(window)
    for move in ("place 0", "move 2", "draw"):
        window.game_page.scene.move_chosen.emit(Move.parse(move))
    target = tmp_path / "out.helsinki.json"
    monkeypatch.setattr(QFileDialog, "getSaveFileName",
                        staticmethod(lambda *args: (str(target), "")))  # fmt: skip
    window.export_action.trigger()
    assert read_record(target).moves == session.record().moves
    assert str(target) in window.game_page.message.text()


def test_copy_the_position_of_the_table_shown(window: MainWindow, finished_record: Path) -> None:
    """Game > Copy position: the game being played (its steps not yet committed included), or
    the move a replay shows; the text reads back to the same state."""
    session = hot_seat(window)
    for move in ("place 0", "move 2"):  # a draft: nothing committed yet
        window.game_page.scene.move_chosen.emit(Move.parse(move))
    window.position_action.trigger()
    text = QApplication.clipboard().text()
    assert text == write_position(session.game()) and "moves: 2" in text
    assert read_position(text).state_hash() == session.game().state_hash()
    window.confirm = lambda title, text: True  # type: ignore[method-assign]  # leave the game
    assert window.open_replay(finished_record)
    window.replay_page.show_position(7)
    window.position_action.trigger()
    shown = window.replay_page.states[7]
    assert read_position(QApplication.clipboard().text()).state_hash() == shown.state_hash()


def test_resume_an_interrupted_game(window: MainWindow, qtbot: QtBot) -> None:
    seats = [Seat("Anna"), Seat("Bot", "random")]
    session = window.new_game(seats, Options(start_seat=0), seed=12)
    for move in ("place 3", "move 1", "draw"):
        window.game_page.scene.move_chosen.emit(Move.parse(move))
    if session.game().to_move == 0:
        window.game_page.scene.move_chosen.emit(Move.end())
    qtbot.waitUntil(lambda: session.game().to_move == 0, timeout=10_000)
    played = session.game().state_hash()
    told = [window.game_page.log.item(i).text() for i in range(window.game_page.log.count())]
    window.show_start()
    start = window.start
    assert start.resume_list.count() == 1
    assert "Anna, Bot" in start.resume_list.item(0).text()
    start.resume_button.click()
    resumed = window.game_page.session
    assert isinstance(resumed, LocalSession) and resumed is not session
    assert resumed.game().state_hash() == played
    log = window.game_page.log
    assert [log.item(i).text() for i in range(log.count())] == told
    assert window.pages.currentWidget() is window.game_page


def test_continue_an_unfinished_record_from_the_viewer(window: MainWindow,
                                                      tmp_path: Path) -> None:  # fmt: skip
    path = unfinished(tmp_path / "mine.helsinki.json")
    text = path.read_text()
    assert window.open_replay(path)
    viewer = window.replay_page
    assert viewer.continue_button.isVisibleTo(viewer)
    viewer.continue_button.click()
    session = window.game_page.session
    assert isinstance(session, LocalSession)
    assert window.pages.currentWidget() is window.game_page
    assert session.game().ply == 30
    # the game goes on in a new autosave; the opened file stays as it was
    assert session.autosave is not None and session.autosave.parent == games_dir()
    assert path.read_text() == text


def test_finished_record_cannot_be_continued(window: MainWindow, finished_record: Path) -> None:
    assert window.open_replay(finished_record)
    assert not window.replay_page.continue_button.isVisibleTo(window.replay_page)


def test_replay_command_opens_the_viewer(qtbot: QtBot, data_dir: Path, finished_record: Path,
                                         tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    shown: list[MainWindow] = []

    def loop(app: object, window: MainWindow) -> int:
        shown.append(window)
        qtbot.addWidget(window)
        return 0

    monkeypatch.setattr(gui_cli, "_run_loop", loop)
    assert gui_cli.open_replay_viewer(str(finished_record)) == 0
    window = shown[0]
    assert window.pages.currentWidget() is window.replay_page
    assert window.replay_page.path == str(finished_record)
    assert gui_cli.open_replay_viewer(str(tmp_path / "missing.helsinki.json")) == 2
    assert len(shown) == 1


# ------------------------------------------------------------------ preferences and languages


def test_preferences_round_trip(window: MainWindow, qtbot: QtBot,
                                monkeypatch: pytest.MonkeyPatch) -> None:  # fmt: skip
    def answer(dialog: PreferencesDialog) -> int:
        dialog.name.setText("  Ilona ")
        dialog.colour.set_value(2)
        dialog.language.setCurrentIndex(dialog.language.findData("fr"))
        dialog.speed.setCurrentIndex(3)
        return 1

    monkeypatch.setattr(PreferencesDialog, "exec", answer)
    window.edit_preferences()
    again = Preferences()  # read back from the settings file
    assert (again.name, again.colour, again.language, again.speed) == ("Ilona", 2, "fr", 3)
    assert window.game_page.scene.glides.duration == again.animation > 0
    qtbot.waitUntil(lambda: window.start.start_bots.text() == "Jouer")
    assert window.game_menu.title() == "&Partie"


def test_the_whole_window_follows_the_language(window: MainWindow, qtbot: QtBot) -> None:
    session = hot_seat(window)
    window.game_page.scene.move_chosen.emit(Move.place(1))
    install_language("nl")
    qtbot.waitUntil(lambda: window.start.start_bots.text() == "Spelen")
    assert window.start.open_button.text() == tr("Open a record…") != "Open a record…"
    assert window.game_page.draw_button.text() == tr("Draw (D)") != "Draw (D)"
    assert window.game_page.log.item(0).text() != "Anna put the first token on senate space 1."
    assert session.game().ply == 1  # the game is kept
    install_language("en")
    qtbot.waitUntil(lambda: window.start.start_bots.text() == "Play")
    assert window.game_page.log.item(0).text() == "Anna put the first token on senate space 1."


# ------------------------------------------------------------------ playing


def test_hand_over_by_keyboard(window: MainWindow, qtbot: QtBot) -> None:
    session = hot_seat(window)
    page = window.game_page
    for key in (Qt.Key.Key_1, Qt.Key.Key_1, Qt.Key.Key_D):
        QTest.keyClick(page.view, key)
    if session.game().to_move == 0:
        QTest.keyClick(page.view, Qt.Key.Key_E)
    assert session.game().to_move == 1 and page.handing_over
    assert page.handover.button.hasFocus() or QApplication.focusWidget() is None
    QTest.keyClick(page.handover.button, Qt.Key.Key_Return)
    assert not page.handing_over
    assert [i.card for i in page.scene.hand_items] == session.game().players[1].hand


def test_session_problems_are_in_the_players_language(window: MainWindow) -> None:
    seats = [Seat("Anna"), Seat("Bot", "random")]
    session = window.new_game(seats, Options(start_seat=1), seed=3)
    said: list[str] = []
    session.problem.connect(said.append)
    session.submit(Move.place(0))  # the bot's turn
    assert said[-1] == tr("it is not your turn")
    game = Game.new(2, 3, Options(start_seat=0))
    own = LocalSession(Line(Record([Seat("A"), Seat("B")], 3, Options(start_seat=0))), None, 0)
    own.problem.connect(said.append)
    own.submit(Move.move(2))  # the set-up waits for a placement
    assert said[-1] == violation_text(game.why_illegal(Move.move(2)))


def test_a_failed_autosave_does_not_stop_the_game(window: MainWindow, tmp_path: Path) -> None:
    blocker = tmp_path / "a file"
    blocker.write_text("")
    record = Record([Seat("Anna"), Seat("Ben")], 9, Options(start_seat=0))
    session = LocalSession(Line(record), blocker / "game.helsinki.json", 0)
    window._start_session(session)  # the first save fails already
    page = window.game_page
    assert page.warning.isVisibleTo(page) and "could not be saved" in page.warning.text()
    page.scene.move_chosen.emit(Move.place(4))
    assert session.game().history == [Move.place(4)]
    session.autosave = tmp_path / "game.helsinki.json"  # the disk has room again
    page.scene.move_chosen.emit(Move.move(1))
    assert page.warning.isVisibleTo(page)  # steps that can be taken back are not saved yet
    page.scene.move_chosen.emit(Move.draw())  # it shows cards: the turn so far is committed
    assert not page.warning.isVisibleTo(page)
    assert len(read_record(session.autosave).moves) == 3


class WaitingBot(Bot):
    """A bot that thinks until it is told to answer."""

    name = "waiting"

    def __init__(self) -> None:
        self.thinking = threading.Event()
        self.answer = threading.Event()

    def choose(self, game: Game) -> Move:
        self.thinking.set()
        assert self.answer.wait(30)
        return game.legal_moves()[0]


def test_bots_think_in_a_worker_and_never_freeze_the_table(window: MainWindow,
                                                          qtbot: QtBot) -> None:  # fmt: skip
    bot = WaitingBot()
    record = Record([Seat("Anna"), Seat("Bot", "waiting")], 6, Options(start_seat=1))
    session = LocalSession(Line(record), None, 0, bot_factory=lambda _kind, _seed: bot)
    window._start_session(session)
    qtbot.waitUntil(bot.thinking.is_set, timeout=10_000)
    ticks: list[int] = []
    timer = QTimer()
    timer.timeout.connect(lambda: ticks.append(1))
    timer.start(0)
    qtbot.waitUntil(lambda: len(ticks) >= 3)  # the UI thread goes on while the bot thinks
    window.game_page.view.viewport().repaint()
    assert session.thinking and session.game().ply == 0
    timer.stop()
    bot.answer.set()
    qtbot.waitUntil(lambda: session.game().ply >= 1, timeout=10_000)
    session.close()


def test_the_lan_pages_follow_the_language(window: MainWindow, qtbot: QtBot) -> None:
    online = window.online
    online.room_page.set_room("Friday night", "", [RoomSeat("Anna", 0, False, None, True),
                                                    RoomSeat(None)], True, "seat 2 is free")
    install_language("fr")
    lobby = online.lobby_page
    qtbot.waitUntil(lambda: lobby.host_button.text() == "Ouvrir la salle")
    assert lobby.games.headerItem().text(0) == tr("Game") != "Game"
    assert lobby.others[0].itemText(1) == tr("Easy bot") == "Bot facile"
    assert bot_label("easy") == "Facile"
    assert lobby.rules.variant.buttons[1].text() == variant_name("all-actions") != "All actions"
    assert lobby.form_labels[0].text() == tr("Name of the game:") != "Name of the game:"
    assert lobby.form_labels[3].text() == tr("Seat {n}:").format(n=2)
    assert online.room_page.cards[1].name.text() == "Place libre, n°\u00a0" + "2"
    assert online.room_page.start_button.text() == tr("Start the game") != "Start the game"
    assert online.bar.handover_button.text() == tr("Hand the seat to a bot")
    install_language("en")
    qtbot.waitUntil(lambda: lobby.host_button.text() == "Open the room")
    assert online.room_page.cards[1].name.text() == "Free seat, place 2"
