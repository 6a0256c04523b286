"""The hot-seat hand-over page and the preferences in the game's style, and the colour-blind
marks on the table's tokens."""

from __future__ import annotations

import itertools

import pytest
from PySide6.QtCore import QPoint, QRectF, Qt
from PySide6.QtGui import QColor, QImage, QPainter
from PySide6.QtTest import QTest
from PySide6.QtWidgets import QApplication, QDialogButtonBox, QGraphicsScene
from pytestqt.qtbot import QtBot

from client.app import MainWindow
from client.session import LocalSession
from client.storage import Preferences
from engine.helsinki.options import Options
from engine.line import Line
from engine.record import Record, Seat
from ui import palette as pal
from ui.dialogs import PreferencesDialog
from ui.pages.style import Page
from ui.table.items.senate import TOKEN, TokenItem
from ui.table.scene import TableScene


def close_to(a: QColor, b: QColor, tolerance: int = 12) -> bool:
    pairs = ((a.red(), b.red()), (a.green(), b.green()), (a.blue(), b.blue()))
    return all(abs(x - y) <= tolerance for x, y in pairs)


def test_the_hand_over_page_is_in_the_games_style(window: MainWindow, qtbot: QtBot) -> None:
    record = Record([Seat("Anna"), Seat("Ben", colour=3)], 9, Options(start_seat=1))
    session = LocalSession(Line(record), None, 0)
    window._start_session(session)
    page = window.game_page
    assert page.handing_over
    handover = page.handover
    assert isinstance(handover, Page)  # the pages' green, type and sizes
    assert handover.button.property("role") == "primary"
    assert "Ben" in handover.label.text()
    QApplication.processEvents()
    image = handover.grab().toImage()
    assert close_to(image.pixelColor(3, 3), pal.TABLE)
    token = handover.token.pixmap().toImage()
    centre = token.pixelColor(token.width() // 2, token.height() // 2)
    assert close_to(centre, pal.PLAYER_COLOURS[3])  # Ben's yellow
    QTest.keyClick(handover.button, Qt.Key.Key_Return)
    assert not page.handing_over
    session.close()


def test_the_preferences_are_in_the_games_style(qtbot: QtBot) -> None:
    dialog = PreferencesDialog("Aino", 1, "", 2, colour_marks=True)
    qtbot.addWidget(dialog)
    dialog.show()
    qtbot.waitExposed(dialog)
    image = dialog.grab().toImage()
    assert close_to(image.pixelColor(2, 2), pal.TABLE)
    box = dialog.findChild(QDialogButtonBox)
    assert box is not None
    ok = box.button(QDialogButtonBox.StandardButton.Ok)
    assert ok.property("role") == "primary"
    assert dialog.colour.value == 1
    assert dialog.colour_marks.isChecked() and dialog.confirm_end.isChecked()
    for button in dialog.colour.buttons:  # every colour's name is whole
        assert button.width() >= button.sizeHint().width(), button.text()


def test_the_colour_blind_marks_preference_reaches_the_tables(
    window: MainWindow, monkeypatch: pytest.MonkeyPatch
) -> None:
    assert not Preferences().colour_marks  # off by default
    assert not window.game_page.scene.colour_marks

    def answer(dialog: PreferencesDialog) -> int:
        assert not dialog.colour_marks.isChecked()
        dialog.colour_marks.setChecked(True)
        return 1

    monkeypatch.setattr(PreferencesDialog, "exec", answer)
    window.edit_preferences()
    assert Preferences().colour_marks
    for scene in (window.game_page.scene, window.replay_page.scene,
                  window.online.watch_page.scene):  # fmt: skip
        assert scene.colour_marks


def token_image(colour: QColor, marks: bool) -> QImage:
    """A token of ``colour`` drawn 8 times its size on a table scene with the marks on or off."""
    scene: QGraphicsScene = TableScene()
    scene.colour_marks = marks  # type: ignore[attr-defined]
    token = TokenItem(colour, "1")
    scene.addItem(token)
    size = int(TOKEN * 8)
    image = QImage(size, size, QImage.Format.Format_ARGB32)
    image.fill(Qt.GlobalColor.transparent)
    painter = QPainter(image)
    scene.render(painter, QRectF(0, 0, size, size), token.sceneBoundingRect())
    painter.end()
    return image


def white_pixels(image: QImage) -> frozenset[tuple[int, int]]:
    """Where ``image`` is white in its top right corner (the mark's place; the seat number is
    in the middle)."""
    size = image.width()
    corner = itertools.product(range(size * 5 // 8, size, 2), range(0, size * 3 // 8, 2))
    return frozenset((x, y) for x, y in corner
                     if close_to(image.pixelColor(QPoint(x, y)), pal.WHITE, 30))  # fmt: skip


def test_colour_blind_marks_give_each_colour_its_own_shape(qtbot: QtBot) -> None:
    marked = [white_pixels(token_image(colour, True)) for colour in pal.PLAYER_COLOURS]
    assert all(len(shape) > 30 for shape in marked)
    for a, b in itertools.combinations(marked, 2):
        assert len(a ^ b) > 20  # distinct shapes
    for colour in pal.PLAYER_COLOURS:
        assert len(white_pixels(token_image(colour, False))) < 5  # no mark when off
