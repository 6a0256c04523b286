"""Both tables repaint only around what changed: after every move of a game, its glides
landed, what the window shows is the view painted whole (no stale pixels left by a change
drawn in the wrong place or not at all, or by a flyer)."""

from __future__ import annotations

from collections.abc import Callable, Sequence
from typing import Any

import pytest
from PySide6.QtCore import QPoint
from PySide6.QtGui import QColor, QImage
from PySide6.QtWidgets import QApplication, QGraphicsView
from pytestqt.qtbot import QtBot
from test_ui_table import all_states

from client.cli import play_bot_game
from engine.copenhagen import CopenhagenGame
from engine.copenhagen.bots import make_bot
from engine.helsinki.options import Options
from ui import palette as pal
from ui.copenhagen.scene import CopenhagenScene
from ui.copenhagen.view import CopenhagenView
from ui.table.scene import TableScene
from ui.table.view import TableView

GLIDE_MS = 60
MOVES = 40
NAMES = [f"Player {i + 1}" for i in range(4)]
COLOURS = [QColor(c) for c in pal.PLAYER_COLOURS[:4]]
Table = tuple[QGraphicsView, Any, Sequence[Any]]
"""A view, its scene (either game's) and the states to show one after the other."""


def middle(states: Sequence[Any]) -> Sequence[Any]:
    """The states of a game's middle: late enough for full boards and every kind of move."""
    return states[len(states) // 3 :][:MOVES]


def copenhagen_table() -> Table:
    game = CopenhagenGame.new(4, 5)
    bots = [make_bot("greedy", seat) for seat in range(4)]
    states = []
    while not game.is_over:
        game.play(bots[game.to_move or 0].choose(game))
        states.append(game.copy())
    scene = CopenhagenScene()
    return CopenhagenView(scene), scene, middle(states)


def helsinki_table() -> Table:
    _, record = play_bot_game(4, 3, ["greedy"] * 4, Options(dry_roads=True))
    scene = TableScene()
    return TableView(scene), scene, middle(all_states(record))


def shown(view: QGraphicsView) -> QImage:
    """What the window shows of the view (its backing store: what was painted so far)."""
    window = view.window()
    top_left = view.mapTo(window, QPoint(0, 0))
    image = view.screen().grabWindow(window.winId()).toImage()
    return image.copy(top_left.x(), top_left.y(), view.width(), view.height())


@pytest.mark.parametrize("table", [copenhagen_table, helsinki_table])
def test_the_window_shows_the_table_as_the_view_painted_whole(
    qtbot: QtBot, table: Callable[[], Table]
) -> None:
    view, scene, states = table()
    qtbot.addWidget(view)
    scene.glides.duration = GLIDE_MS
    view.resize(1100, 640)
    view.show()
    qtbot.waitExposed(view)
    for game in states:
        scene.show_game(game.copy(), NAMES, COLOURS, 0, False)
        qtbot.waitUntil(lambda: not scene.glides.running)
        for _ in range(3):
            QApplication.processEvents()
        whole = view.grab().toImage().convertToFormat(QImage.Format.Format_RGB32)
        assert shown(view).convertToFormat(QImage.Format.Format_RGB32) == whole
