"""A whole game of Copenhagen against two bots, as a newcomer plays it: Copenhagen chosen on the
start screen, every decision of seat 0 made with the mouse alone (clicks on the table's items,
the right button and the Flip button for the held tile, the status bar's buttons) and again
with the keyboard alone (keys sent to the focused widget: digits, T, R, F, the arrows, Enter,
E), then the record exported and replayed (every state hash and the result checked). A greedy
bot picks seat 0's moves; the test only performs them."""

from __future__ import annotations

from collections import Counter
from collections.abc import Callable
from pathlib import Path
from types import SimpleNamespace

import pytest
from PySide6.QtCore import QPointF, Qt
from PySide6.QtTest import QTest
from PySide6.QtWidgets import QApplication, QFileDialog, QWidget
from pytestqt.qtbot import QtBot
from test_ui_copenhagen import played, shown

from client.app import MainWindow
from engine.copenhagen import CopenhagenGame, Kind, Move
from engine.copenhagen.bots import make_bot
from engine.copenhagen.components import COLUMNS, FLOORS
from engine.record import read_record, replay_state
from ui.copenhagen.items.market import FLIP, TURN
from ui.copenhagen.page import CopenhagenPage
from ui.copenhagen.scene import CopenhagenScene
from ui.copenhagen.shapes import TURNS, Cell, oriented, placed, size_of
from ui.pages.choices import DEFAULT_BOT

SEED = 35
"""The game's seed (the start screen draws one; the test fixes it to play the same game): one in
which seat 0 meets every kind of decision (:data:`EVERY_DECISION`)."""
EVERY_DECISION = {"take", "confirm", "discard", "build", "turn", "flip", "special", "ability",
                  "refresh", "end"}  # fmt: skip
"""What seat 0's input does in the game: the moves' kinds, Confirm for a take of 2 cards that
Additional card could make 3, turning and flipping the held tile."""
GAME_TIMEOUT = 180_000

Perform = Callable[["Seat0", Move], None]


class Seat0:
    """Seat 0 at the table: what its input chose (the scene's ``move_chosen``) and the kinds of
    input used."""

    def __init__(self, window: MainWindow) -> None:
        self.window = window
        self.page: CopenhagenPage = window.copenhagen_page
        self.scene: CopenhagenScene = self.page.scene
        self.chosen: list[Move] = []
        self.used: Counter[str] = Counter()
        self.scene.move_chosen.connect(self.chosen.append)

    def to_move(self) -> bool:
        page = self.page
        if page.session is None:
            return False
        game = page.game()
        return not game.is_over and game.to_move == 0 and self.scene.interactive

    def over(self) -> bool:
        return self.window.pages.currentWidget() is self.window.copenhagen_end

    # ------------------------------------------------------------ the mouse

    def click(self, point: QPointF, button: Qt.MouseButton = Qt.MouseButton.LeftButton) -> None:
        """A click on the table at scene ``point``, through the view."""
        view = self.page.view
        QTest.mouseClick(view.viewport(), button, Qt.KeyboardModifier.NoModifier,
                         view.mapFromScene(point))  # fmt: skip

    # ------------------------------------------------------------ the keyboard

    def key(self, key: Qt.Key, times: int = 1) -> None:
        """``key`` pressed on the focused widget: the table, which a keyboard player never
        leaves."""
        for _ in range(times):
            focused = QApplication.focusWidget()
            assert focused is self.page.view, f"the focus is on {focused!r}, not the table"
            QTest.keyClick(focused, key)

    def digit(self, number: int) -> None:
        self.key(Qt.Key(Qt.Key.Key_0.value + number))


def click_button(button: QWidget) -> None:
    """A click on a button the player sees."""
    assert button.isVisible() and button.isEnabled(), button
    QTest.mouseClick(button, Qt.MouseButton.LeftButton)


def placement(move: Move) -> tuple[int, bool, Cell]:
    """(turn, flip, lower left cell) that puts the tile of build ``move`` where it goes, with
    no flip when one is not needed."""
    for flip in (False, True):
        for turn in range(TURNS):
            width, height = size_of(oriented(move.a, turn, flip)[0])
            for x in range(COLUMNS - width + 1):
                for y in range(FLOORS - height + 1):
                    if placed(move.a, turn, flip, (x, y)) == (move.c, move.b):
                        return turn, flip, (x, y)
    raise AssertionError(f"no placement for {move}")


def by_mouse(seat: Seat0, move: Move) -> None:
    """Perform ``move`` with the mouse alone."""
    scene, status = seat.scene, seat.page.status
    kind = move.kind
    if kind == Kind.TAKE:
        for slot in move.slots:
            seat.click(scene.harbour.slot_rect(slot).center())
        if scene.harbour.selected:  # a take that could grow waits for Confirm
            seat.used["confirm"] += 1
            click_button(status.confirm_button)
    elif kind == Kind.DISCARD:
        seat.click(scene.hand.pile_rect(move.a).center())
    elif kind in (Kind.ABILITY, Kind.REFRESH):
        seat.click(scene.bonus.option_rect(scene.bonus.moves.index(move)).center())
    elif kind == Kind.END:
        click_button(status.end_button)
    elif kind == Kind.SPECIAL:
        column, floor = move.a % COLUMNS, move.a // COLUMNS
        seat.click(scene.own.cell_rect(column, floor).center())
    else:
        turn, flip, (x, y) = placement(move)
        seat.click(scene.market.stack_rect(move.a).center())
        ghost = scene.composer.ghost
        assert ghost is not None and ghost.kind == move.a
        if flip != ghost.flip:
            seat.used["flip"] += 1
            seat.click(scene.market.control_rect(FLIP).center())
        for _ in range((turn - ghost.turn) % TURNS):
            seat.used["turn"] += 1
            seat.click(scene.own.board_rect().center(), Qt.MouseButton.RightButton)
        width, height = scene.composer.ghost_span()
        cell = scene.own.cell
        seat.click(scene.own.origin + QPointF((x + width / 2) * cell, -(y + height / 2) * cell))


def by_keyboard(seat: Seat0, move: Move) -> None:
    """Perform ``move`` with the keyboard alone."""
    scene = seat.scene
    kind = move.kind
    if kind == Kind.TAKE:
        for slot in move.slots:
            seat.digit(slot)
        if scene.harbour.selected:  # a take that could grow waits for Enter
            seat.used["confirm"] += 1
            seat.key(Qt.Key.Key_Return)
    elif kind == Kind.DISCARD:
        seat.digit(move.a + 1)
    elif kind in (Kind.ABILITY, Kind.REFRESH):
        seat.digit(scene.bonus.moves.index(move) + 1)
    elif kind == Kind.END:
        seat.key(Qt.Key.Key_E)
    elif kind == Kind.SPECIAL:
        to_cell(seat, (move.a % COLUMNS, move.a // COLUMNS))
        seat.key(Qt.Key.Key_Return)
    else:
        turn, flip, where = placement(move)
        for _ in range(len(scene.composer.buildable_kinds())):
            ghost = scene.composer.ghost
            if ghost is not None and ghost.kind == move.a:
                break
            seat.key(Qt.Key.Key_T)
        ghost = scene.composer.ghost
        assert ghost is not None and ghost.kind == move.a
        if flip != ghost.flip:
            seat.used["flip"] += 1
            seat.key(Qt.Key.Key_F)
        seat.used["turn"] += (turn - ghost.turn) % TURNS
        seat.key(Qt.Key.Key_R, (turn - ghost.turn) % TURNS)
        to_cell(seat, where)
        seat.key(Qt.Key.Key_Return)


def to_cell(seat: Seat0, cell: Cell) -> None:
    """The arrows that bring the held tile's lower left corner to ``cell``."""
    seat.key(Qt.Key.Key_Left, COLUMNS)
    seat.key(Qt.Key.Key_Down, FLOORS)
    seat.key(Qt.Key.Key_Right, cell[0])
    seat.key(Qt.Key.Key_Up, cell[1])
    assert seat.scene.origin == cell


def play_the_game(seat: Seat0, qtbot: QtBot, perform: Perform) -> None:
    """Seat 0 plays the greedy bot's choices through ``perform`` until the end page."""
    me = make_bot("greedy", "seat 0")
    while True:
        qtbot.waitUntil(lambda: seat.over() or seat.to_move(), timeout=GAME_TIMEOUT)
        if seat.over():
            return
        game: CopenhagenGame = seat.page.game().copy()
        move = me.choose(game)
        count = len(seat.chosen)
        perform(seat, move)
        assert len(seat.chosen) == count + 1, f"{move} was not chosen by input"
        chosen = seat.chosen[-1]
        assert chosen in game.legal_moves()
        assert (chosen.kind, chosen.a, chosen.b, chosen.c) == (move.kind, move.a, move.b, move.c)
        seat.used[chosen.kind.name.lower()] += 1


def check_the_record(seat: Seat0, path: Path) -> None:
    """The game ended on the end page; the exported record replays to it, and every move of
    seat 0 in it is one its input chose."""
    session = seat.page.session
    assert session is not None
    game = session.game()
    assert game.is_over and seat.window.copenhagen_end.game is not None
    record = read_record(path)
    assert record.rules == "copenhagen" and record.moves == session.record().moves
    replayed = replay_state(record, verify=True)  # every hash and the result checked
    assert replayed.is_over and replayed.state_hash() == game.state_hash()
    assert len(record.moves) == game.ply
    assert [m.move for m in record.moves if m.seat == 0] == seat.chosen
    assert {m.seat for m in record.moves} == {0, 1, 2}
    assert str(path) in seat.window.copenhagen_end.message.text()
    assert {what for what, count in seat.used.items() if count} >= EVERY_DECISION, seat.used


def fixed_seed(monkeypatch: pytest.MonkeyPatch, tmp_path: Path) -> Path:
    """The start screen's game gets :data:`SEED`; the export goes to the path returned."""
    monkeypatch.setattr("client.app.secrets", SimpleNamespace(randbelow=lambda _n: SEED))
    target = tmp_path / "exported.copenhagen.json"
    monkeypatch.setattr(QFileDialog, "getSaveFileName",
                        staticmethod(lambda *args: (str(target), "")))  # fmt: skip
    return target


def test_a_whole_game_with_the_mouse_alone(window: MainWindow, qtbot: QtBot, tmp_path: Path,
                                           monkeypatch: pytest.MonkeyPatch) -> None:  # fmt: skip
    target = fixed_seed(monkeypatch, tmp_path)
    window.preferences.confirm_end = False
    first_run = window.first_run
    QTest.keyClicks(first_run.name, "Anna")  # the one thing typed: the newcomer's name
    click_button(first_run.go)
    start = window.start
    click_button(start.game_choice.buttons[1])
    assert start.game_rules == "copenhagen"
    assert start.bot_count.value == 2 and start.strength.value == DEFAULT_BOT == "greedy"
    click_button(start.play_button)
    assert window.pages.currentWidget() is window.copenhagen_page
    seat = Seat0(window)

    play_the_game(seat, qtbot, by_mouse)
    assert window.copenhagen_end.isVisible()
    click_button(window.copenhagen_end.export_button)
    check_the_record(seat, target)


def test_a_whole_game_with_the_keyboard_alone(window: MainWindow, qtbot: QtBot, tmp_path: Path,
                                              monkeypatch: pytest.MonkeyPatch) -> None:  # fmt: skip
    target = fixed_seed(monkeypatch, tmp_path)
    window.preferences.confirm_end = False
    tab_to(window, window.first_run.name)
    type_keys(window, "Anna", Qt.Key.Key_Return)
    start = window.start
    assert window.pages.currentWidget() is start
    tab_to(window, start.game_choice.buttons[0])  # Helsinki, chosen; the arrow: the next game
    type_keys(window, "", Qt.Key.Key_Right)
    assert QApplication.focusWidget() is start.game_choice.buttons[1]
    assert start.game_rules == "copenhagen"
    tab_to(window, start.play_button)
    type_keys(window, "", Qt.Key.Key_Space)
    assert window.pages.currentWidget() is window.copenhagen_page
    seat = Seat0(window)

    play_the_game(seat, qtbot, by_keyboard)
    QTest.keyClick(focused(window), Qt.Key.Key_S, Qt.KeyboardModifier.ControlModifier)
    check_the_record(seat, target)


def tab_to(window: MainWindow, widget: QWidget) -> None:
    """Tab until ``widget`` has the focus."""
    for _ in range(60):
        if QApplication.focusWidget() is widget:
            return
        QTest.keyClick(focused(window), Qt.Key.Key_Tab)
    raise AssertionError(f"Tab never reaches {widget!r}")


def focused(window: MainWindow) -> QWidget:
    """The widget the keys go to."""
    return QApplication.focusWidget() or window


def type_keys(window: MainWindow, text: str, key: Qt.Key) -> None:
    """``text`` typed, then ``key``, on the focused widget."""
    if text:
        QTest.keyClicks(focused(window), text)
    QTest.keyClick(focused(window), key)


def test_the_held_tiles_buttons_turn_and_flip_it(qtbot: QtBot) -> None:
    """A player with a mouse and no keyboard turns and flips the held tile with the buttons
    under the special tiles (shown only while a tile is held)."""
    game = played(2, 11, lambda g: any(m.kind == Kind.BUILD and m.a % 4 >= 1
                                       for m in g.legal_moves()))  # fmt: skip
    scene, _ = shown(game, qtbot)
    kind = max(k for k in scene.composer.buildable_kinds() if k % 4 >= 1)
    assert scene.target_at(scene.market.control_rect(TURN).center()) is None
    scene.click(scene.market.stack_rect(kind).center())
    scene.hover(scene.own.board_rect().center())  # the pointer goes to the house
    assert scene.market.controls_shown() and scene.ghost.isVisible()
    scene.click(scene.market.control_rect(TURN).center())
    ghost = scene.composer.ghost
    assert ghost is not None and (ghost.kind, ghost.turn, ghost.flip) == (kind, 1, False)
    scene.click(scene.market.control_rect(FLIP).center())
    ghost = scene.composer.ghost
    assert ghost is not None and (ghost.kind, ghost.turn, ghost.flip) == (kind, 1, True)
    assert scene.ghost.ghost == ghost
    scene.cancel()
    assert not scene.market.controls_shown()
