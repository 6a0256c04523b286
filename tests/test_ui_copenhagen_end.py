"""Copenhagen's end page shows every player's house board, as the table draws it, beside the
breakdown, and the whole page fits the small windows it is played on."""

from __future__ import annotations

from typing import cast

import pytest
from PySide6.QtCore import QPoint
from PySide6.QtGui import QColor
from PySide6.QtWidgets import QApplication
from pytestqt.qtbot import QtBot

from client.screenshots import copenhagen_record
from engine.copenhagen import CopenhagenGame, Move
from engine.copenhagen.components import COLUMNS, FLOORS
from ui import palette as pal
from ui.copenhagen.end import CopenhagenEndPage
from ui.copenhagen.items.house import DONE


def finished(players: int) -> CopenhagenGame:
    record = copenhagen_record(players, seed=7)
    game = cast(CopenhagenGame, record.first_state())
    for played in record.moves:
        game.apply(cast(Move, played.move))
    assert game.is_over
    return game


@pytest.mark.parametrize(("players", "size"), [(4, (1024, 640)), (3, (1280, 720)),
                                               (2, (1024, 640))])  # fmt: skip
def test_every_house_board_is_shown_and_the_page_fits(
    qtbot: QtBot, players: int, size: tuple[int, int]
) -> None:
    game = finished(players)
    page = CopenhagenEndPage()
    qtbot.addWidget(page)
    page.resize(*size)
    page.show()
    qtbot.waitExposed(page)
    names = [f"P{seat + 1}" for seat in range(players)]
    page.set_result(game, names, [QColor(c) for c in pal.PLAYER_COLOURS[:players]])
    QApplication.processEvents()
    assert len(page.results) == players
    bottom = page.again_button.mapTo(page, QPoint(0, 0)).y()
    assert page.scroller.verticalScrollBar().maximum() == 0  # nothing scrolls out of sight
    for result in page.results:
        house = result.house
        assert house.player is not None
        assert house.player.filled == game.players[result.seat].filled  # that seat's house
        board = result.board
        assert board.isVisible() and board.height() >= 100 and board.width() >= 72
        top_left = board.mapTo(page, QPoint(0, 0))
        assert top_left.y() + board.height() <= bottom  # above the buttons
        assert top_left.x() + board.width() <= page.width()
        image = board.grab().toImage()
        lines = [i for i in range(FLOORS) if (game.players[result.seat].filled >> (i * COLUMNS))
                 & 0b11111 == 0b11111]  # fmt: skip
        if lines:  # a complete floor's gold badge is drawn
            colours = {image.pixelColor(x, y).name() for x in range(0, image.width(), 2)
                       for y in range(0, image.height(), 2)}  # fmt: skip
            assert DONE.name() in colours
