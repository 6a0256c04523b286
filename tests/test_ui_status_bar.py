"""The status bar above a table: its disc shows the colour of the seat to move."""

from __future__ import annotations

from PySide6.QtGui import QColor
from pytestqt.qtbot import QtBot

from ui import palette as pal
from ui.pages.status_bar import StatusBar


def test_the_disc_shows_the_colour_of_the_seat_to_move(qtbot: QtBot) -> None:
    bar = StatusBar()
    qtbot.addWidget(bar)
    bar.show()
    qtbot.waitExposed(bar)
    centre = bar.disc.rect().center()
    empty = bar.disc.grab().toImage().pixelColor(centre)
    assert empty != QColor(pal.PLAYER_COLOURS[0])  # no seat yet: no disc
    for colour in pal.PLAYER_COLOURS[:2]:
        bar.set_colour(QColor(colour))
        shown = bar.disc.grab().toImage().pixelColor(centre)
        assert shown.rgb() == QColor(colour).rgb()
