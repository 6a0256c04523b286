"""The move log: its entries wrap to its width, measured once each and again when the width
changes."""

from __future__ import annotations

from PySide6.QtCore import QRect, Qt
from pytestqt.qtbot import QtBot

from ui.log import LogPanel

LONG = ("Player 3 played Palace 3 and University 1 to build a blue tile with 3 roofs, then "
        "pushed it onto the board from the north and took a card from the pile.")  # fmt: skip


def test_entries_wrap_to_the_width_of_the_log(qtbot: QtBot) -> None:
    log = LogPanel()
    qtbot.addWidget(log)
    log.resize(420, 500)
    log.show()
    log.add_entry(0, "Player 1 moved 2 spaces.")
    log.add_entry(1, LONG)
    heights = []
    for width in (420, 200, 420):
        log.resize(width, 500)
        qtbot.wait(1)
        room = QRect(0, 0, log.viewport().width(), 10_000)
        needed = log.fontMetrics().boundingRect(room, Qt.TextFlag.TextWordWrap, LONG).height()
        height = log.visualItemRect(log.item(1)).height()
        assert height >= needed, width  # every line of the entry shows
        heights.append(height)
    assert heights[0] == heights[2] < heights[1]
    short = log.visualItemRect(log.item(0)).height()
    assert short < heights[0]  # one line
