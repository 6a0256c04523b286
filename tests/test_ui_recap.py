"""The recap beside the other boards: on your turn, what the others did since your last turn,
one entry per turn in its player's colour, in a place of its own."""

from __future__ import annotations

from PySide6.QtCore import QSize
from PySide6.QtWidgets import QApplication
from pytestqt.qtbot import QtBot
from test_ui_layout import golden
from test_ui_steps import start

from client.app import MainWindow
from ui.i18n import tr
from ui.table.layout import board_size, table_layout


def test_the_others_turns_since_your_last_turn(window: MainWindow, qtbot: QtBot) -> None:
    window.resize(1280, 720)
    qtbot.waitUntil(lambda: window.size() == QSize(1280, 720))
    game = golden(120)
    _, scene = start(window, qtbot, game)
    QApplication.processEvents()
    seat = game.to_move
    assert seat is not None and scene.recap is not None
    recap = scene.recap
    assert recap.title == tr("Since your last turn")
    others = [(seat + k) % game.n for k in range(1, game.n)]
    assert [c.rgba() for c, _ in recap.entries] == [scene.colours[s].rgba() for s in others]
    for other, (_, text) in zip(others, recap.entries, strict=True):
        assert text.startswith(scene.names[other]) and "ended the turn" not in text
    window.game_page.view.viewport().grab()  # drawn: every entry has its place in the view
    assert [text for _, text in recap.shown] == [text for _, text in recap.entries]
    view = window.game_page.view
    shown = view.mapFromScene(recap.sceneBoundingRect()).boundingRect()
    assert view.viewport().rect().contains(shown)


def test_the_recap_has_a_place_of_its_own() -> None:
    for width in (1180.0, 1340.0, 1460.0, 1600.0):
        for others in (1, 2, 3):
            place = table_layout(width, others)
            assert place.recap.height() >= 120
            for pos, cell in place.others:
                size = board_size(cell, small=True)
                assert pos.y() + size.height() < place.recap.top()
