"""The end of a turn waits for its player ("confirm end of turn"): the last step stays on the
table with Take back until End turn (the button or E); only then do the record and the bots
see it. The preference off passes the turn at once."""

from __future__ import annotations

from pathlib import Path

import pytest
from positions import find
from PySide6.QtCore import Qt
from PySide6.QtTest import QTest
from pytestqt.qtbot import QtBot
from test_ui_steps import start

from client.app import MainWindow
from client.session import LocalSession
from client.storage import Preferences
from engine.helsinki.components import Action
from engine.helsinki.game import Game
from engine.helsinki.moves import Kind, Move
from engine.line import Line
from engine.record import Seat, read_record
from ui.dialogs import PreferencesDialog
from ui.i18n import tr
from ui.table.composer import Mark, Note, Region, Say, Target
from ui.table.words import note_text


class FirstMoveBot:
    name = "first"

    def choose(self, game: Game) -> Move:
        return game.legal_moves()[0]


def _points_end_the_turn(game: Game) -> bool:
    """Seat 0 to move, and "+2 points" spends its last coat of arms and ends the turn."""
    move = Move.act(Action.POINTS)
    if game.to_move != 0 or move not in game.legal_moves() or game.reveals(move):
        return False
    after = game.copy()
    after.apply(move)
    return after.to_move != 0 and not after.is_over


def _against_a_bot(window: MainWindow, tmp_path: Path) -> tuple[LocalSession, Game, Path]:
    position = find(_points_end_the_turn)
    autosave = tmp_path / "game.helsinki.json"
    line = Line.of_game(position, [Seat("Anna"), Seat("Bot", "first")])
    session = LocalSession(line, autosave, 0, bot_factory=lambda _kind, _seed: FirstMoveBot())
    window._start_session(session)
    assert window.game_page.scene.interactive
    return session, position, autosave


def _recorded(path: Path) -> int:
    return len(read_record(path).moves)


@pytest.mark.parametrize("how", ["key", "button"])
def test_the_last_coat_of_arms_waits_until_the_turn_is_ended(
    window: MainWindow, qtbot: QtBot, tmp_path: Path, how: str
) -> None:
    session, position, autosave = _against_a_bot(window, tmp_path)
    page = window.game_page
    recorded = _recorded(autosave)
    page.scene.activate(Target(Region.ACTION, Action.POINTS))
    assert session.awaiting_confirmation
    assert session.game().history[-1] == Move.act(Action.POINTS)  # the table shows the step
    assert session.committed_game().ply == position.ply and _recorded(autosave) == recorded
    assert not session.thinking  # the bot waits
    assert page.status.prompt.text() == tr("Confirm the end of your turn or take back")
    assert not page.end_button.isHidden() and page.end_button.isEnabled()
    assert not page.take_back_button.isHidden() and page.take_back_button.isEnabled()
    if how == "key":
        QTest.keyClick(page.view, Qt.Key.Key_E)
    else:
        QTest.mouseClick(page.end_button, Qt.MouseButton.LeftButton)
    assert not session.awaiting_confirmation
    assert session.committed_game().history[position.ply] == Move.act(Action.POINTS)
    assert _recorded(autosave) == recorded + 1
    qtbot.waitUntil(lambda: session.committed_game().to_move == 0, timeout=10_000)  # bot played
    assert page.scene.interactive
    session.close()


def test_the_last_step_is_taken_back(window: MainWindow, qtbot: QtBot, tmp_path: Path) -> None:
    session, position, autosave = _against_a_bot(window, tmp_path)
    page = window.game_page
    recorded = _recorded(autosave)
    page.scene.activate(Target(Region.ACTION, Action.POINTS))
    QTest.keyClick(page.view, Qt.Key.Key_Z, Qt.KeyboardModifier.ControlModifier)
    assert not session.awaiting_confirmation
    assert session.game().state_hash() == position.state_hash()
    assert page.scene.interactive and page.end_button.isHidden() == (
        Move.end() not in position.legal_moves())  # fmt: skip
    assert _recorded(autosave) == recorded and not session.thinking
    session.close()


def test_a_waiting_turn_is_kept_when_the_game_is_left(
    window: MainWindow, qtbot: QtBot, tmp_path: Path
) -> None:
    session, _, autosave = _against_a_bot(window, tmp_path)
    recorded = _recorded(autosave)
    window.game_page.scene.activate(Target(Region.ACTION, Action.POINTS))
    session.close()
    assert _recorded(autosave) == recorded + 1


def test_without_the_confirmation_the_turn_passes_at_once(
    window: MainWindow, qtbot: QtBot, tmp_path: Path
) -> None:
    session, _, autosave = _against_a_bot(window, tmp_path)
    session.confirm_end = False
    recorded = _recorded(autosave)
    window.game_page.scene.activate(Target(Region.ACTION, Action.POINTS))
    assert not session.awaiting_confirmation
    assert _recorded(autosave) == recorded + 1
    qtbot.waitUntil(lambda: session.committed_game().to_move == 0, timeout=10_000)
    session.close()


def test_a_wild_tile_taken_back_leaves_no_highlight(window: MainWindow, qtbot: QtBot) -> None:
    position = find(lambda g: Move.act(Action.WILD1) in g.legal_moves())
    session, scene = start(window, qtbot, position)
    scene.activate(Target(Region.ACTION, Action.WILD1))
    assert any(item.highlight == Mark.LEGAL for item in scene.square_items)
    square = min(m.a for m in session.game().legal_moves() if m.kind == Kind.WILD)
    scene.activate(Target(Region.SQUARE, square))
    QTest.keyClick(window.game_page.view, Qt.Key.Key_Z, Qt.KeyboardModifier.ControlModifier)
    QTest.keyClick(window.game_page.view, Qt.Key.Key_Z, Qt.KeyboardModifier.ControlModifier)
    assert session.game().state_hash() == position.state_hash()
    assert all(item.highlight != Mark.LEGAL for item in scene.square_items)
    said: list[str] = []
    scene.message.connect(said.append)
    scene.activate(Target(Region.SQUARE, square))  # a former highlight: not the wild step now
    assert said and said[-1] == note_text(Note(Say.NOT_NOW, phase=position.phase))


def test_the_preference_turns_the_confirmation_off(
    window: MainWindow, qtbot: QtBot, tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    assert Preferences().confirm_end  # on by default
    session, _, autosave = _against_a_bot(window, tmp_path)

    def answer(dialog: PreferencesDialog) -> int:
        assert dialog.confirm_end.isChecked()
        dialog.confirm_end.setChecked(False)
        return 1

    monkeypatch.setattr(PreferencesDialog, "exec", answer)
    window.edit_preferences()
    assert not Preferences().confirm_end and not session.confirm_end
    recorded = _recorded(autosave)
    window.game_page.scene.activate(Target(Region.ACTION, Action.POINTS))
    assert not session.awaiting_confirmation and _recorded(autosave) == recorded + 1
    session.close()
