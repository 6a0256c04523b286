"""Every page, in English, French and Dutch, at 1280x720 and 1024x640: no text is cut off
(labels, buttons, check boxes, lists of choices) and the table names everything in the
language shown."""

from __future__ import annotations

import re
from pathlib import Path

import pytest
from PySide6.QtCore import QRectF, Qt
from PySide6.QtGui import QFontMetrics, QFontMetricsF, QPainter
from PySide6.QtWidgets import (
    QAbstractButton,
    QApplication,
    QComboBox,
    QLabel,
    QWidget,
)
from pytestqt.qtbot import QtBot
from test_ui_translations import translations

from client.screenshots import Screen, screen_window
from client.session import LocalSession
from engine.helsinki.options import Options
from engine.line import Line
from engine.record import Record, Seat
from ui import palette as pal
from ui.dialogs import PreferencesDialog

FINISHED = Path(__file__).parent / "data" / "three-players-new-challenges-dry-roads.helsinki.json"
SIZES = [(1280, 720), (1024, 640)]
LANGUAGES = ["en", "fr", "nl"]


def plain(text: str) -> str:
    """A label's text as it reads (no mnemonic ampersands, no markup)."""
    return re.sub(r"<[^>]+>", "", text.replace("&&", "\0").replace("&", "")).replace("\0", "&")


def cut_off(root: QWidget) -> list[str]:
    """The visible texts under ``root`` that do not fit their widget: a label narrower (or, when
    it wraps, lower) than its words, a button or check box narrower than its text, a list of
    choices narrower than the choice shown."""
    found = []
    for widget in root.findChildren(QWidget):
        if not widget.isVisibleTo(root) or widget.width() <= 1:
            continue
        metrics = QFontMetrics(widget.font())
        if isinstance(widget, QLabel) and widget.text() and widget.pixmap().isNull():
            text = plain(widget.text())
            room = widget.contentsRect().width() - 2 * max(0, widget.indent())
            if widget.wordWrap():
                if widget.heightForWidth(widget.width()) > widget.height() + 1:
                    found.append(f"label (lower than its words): {text!r}")
                continue
            widest = max(metrics.horizontalAdvance(line) for line in text.splitlines() or [""])
            if widest > room + 1:
                found.append(f"label: {text!r} ({widest} > {room})")
        elif isinstance(widget, QComboBox) and widget.currentText():
            needed = metrics.horizontalAdvance(widget.currentText()) + 2 * widget.iconSize().width()
            if needed > widget.width():
                found.append(f"choice: {widget.currentText()!r}")
        elif (isinstance(widget, QAbstractButton) and widget.text()
              and widget.sizeHint().width() > widget.width() + 1):  # fmt: skip
            found.append(f"button: {plain(widget.text())!r} "
                         f"({widget.sizeHint().width()} > {widget.width()})")  # fmt: skip
    return found


def settle() -> None:
    for _ in range(5):
        QApplication.processEvents()


class TableWords:
    """The words the table draws (through :func:`ui.palette.text`): those wider than their
    place, and those left in English."""

    def __init__(self, monkeypatch: pytest.MonkeyPatch, language: str) -> None:
        self.wider: list[str] = []
        self.drawn: set[str] = set()
        self.english = set()
        if language != "en":  # texts with a translation of their own
            self.english = {source for source, forms in translations(language).items()
                            if "{" not in source and forms[0] != source}  # fmt: skip
        draw = pal.text

        def text(painter: QPainter, rect: QRectF, flags: Qt.AlignmentFlag | int, words: str,
                 points: float = pal.MAIN_TEXT, bold: bool = False,
                 detail: bool = False) -> bool:  # fmt: skip
            drawn = draw(painter, rect, flags, words, points, bold, detail)
            if drawn and any(ch.isalpha() for ch in words):
                self.drawn.add(words)
                needed = QFontMetricsF(painter.font()).boundingRect(rect, int(flags), words)
                if needed.width() > rect.width() + 0.5:
                    self.wider.append(words)
            return drawn

        monkeypatch.setattr(pal, "text", text)

    def untranslated(self) -> list[str]:
        return sorted(self.drawn & self.english)


@pytest.mark.parametrize("size", SIZES, ids=["1280x720", "1024x640"])
@pytest.mark.parametrize("language", LANGUAGES)
@pytest.mark.parametrize("screen", list(Screen))
def test_no_text_is_cut_off(qtbot: QtBot, monkeypatch: pytest.MonkeyPatch, screen: Screen,
                            language: str, size: tuple[int, int]) -> None:  # fmt: skip
    record = None if screen in (Screen.START, Screen.LOBBY, Screen.ROOM) else str(FINISHED)
    table = TableWords(monkeypatch, language)
    with screen_window(screen, size, language, record, 60) as window:
        assert not isinstance(window, str), window
        settle()
        page = window.pages.currentWidget()
        assert page is not None
        assert not cut_off(page), (screen, language, cut_off(page))
        page.grab()
        if screen == Screen.END:  # the final score on the table
            window.end_page.table_button.click()
            settle()
            assert not cut_off(window.game_page), cut_off(window.game_page)
            window.game_page.grab()
    assert not table.wider, table.wider
    assert not table.untranslated(), table.untranslated()
    if screen in (Screen.TABLE, Screen.REPLAY):
        assert len(table.drawn) > 5


@pytest.mark.parametrize("size", SIZES, ids=["1280x720", "1024x640"])
@pytest.mark.parametrize("language", LANGUAGES)
def test_no_text_is_cut_off_on_the_other_pages(qtbot: QtBot, language: str,
                                               size: tuple[int, int]) -> None:  # fmt: skip
    """The first-run prompt, the hot-seat hand-over and the preferences."""
    with screen_window(Screen.START, size, language) as window:
        assert not isinstance(window, str), window
        window.first_run.set_values("Aino", 0, language)
        window.pages.setCurrentWidget(window.first_run)
        settle()
        assert not cut_off(window.first_run), (language, cut_off(window.first_run))
        record = Record([Seat("Anna-Kaisa"), Seat("Benjamin")], 9, Options(start_seat=0))
        session = LocalSession(Line(record), None, 0)
        window._start_session(session)
        settle()
        assert window.game_page.handing_over
        assert not cut_off(window.game_page), (language, cut_off(window.game_page))
        session.close()
        dialog = PreferencesDialog("Aino", 2, language, 2, window, True, True)
        dialog.show()
        settle()
        assert not cut_off(dialog), (language, cut_off(dialog))
        dialog.close()
