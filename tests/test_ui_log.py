"""The move log: its entries wrap to its width, measured once each and again when the width
changes."""

from __future__ import annotations

import gc

import pytest
from PySide6.QtCore import QModelIndex, QRect, QSize, Qt
from PySide6.QtWidgets import QStyleOptionViewItem, QToolButton, QVBoxLayout, QWidget
from pytestqt.qtbot import QtBot

from ui.log import EntryDelegate, LogPanel, LogSplitter

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


def test_the_log_opens_on_a_wide_page_and_closes_when_it_narrows(qtbot: QtBot) -> None:
    page = QWidget()
    qtbot.addWidget(page)
    button = QToolButton(page)
    button.setCheckable(True)
    log = LogPanel()
    split = LogSplitter(QWidget(), log, (16, 9), button)
    QVBoxLayout(page).addWidget(split)
    page.resize(1500, 700)
    page.show()
    qtbot.waitExposed(page)
    assert log.isVisible() and button.isChecked()  # room for both: open from the start
    page.resize(1300, 700)
    qtbot.wait(1)
    assert log.isVisible()  # still room enough
    page.resize(1100, 700)
    qtbot.waitUntil(lambda: not log.isVisible())
    assert not button.isChecked()
    button.click()  # the player may open it on a narrow page
    assert log.isVisible()


def test_a_page_dropped_while_its_log_is_open_goes_quietly(qtbot: QtBot) -> None:
    """A page let go while shown, with its log open, is torn down without calling back into
    the log's splitter (pytest-qt fails the test on an error raised inside Qt)."""
    for width in (1500, 1100):
        page = QWidget()
        button = QToolButton(page)
        button.setCheckable(True)
        QVBoxLayout(page).addWidget(LogSplitter(QWidget(), LogPanel(), (16, 9), button))
        page.resize(width, 700)
        page.show()
        qtbot.waitExposed(page)
        del page  # the last reference: Python deletes the page with its children
        gc.collect()
        qtbot.wait(1)


def test_entries_are_measured_again_when_the_scroll_bar_comes(qtbot: QtBot) -> None:
    """The first entries are measured while the log has no scroll bar; the scroll bar that
    comes with more entries narrows the log: every entry is wrapped again to what is left,
    and still shows all its lines."""
    log = LogPanel()
    qtbot.addWidget(log)
    log.resize(260, 300)
    log.show()
    qtbot.waitExposed(log)
    wide = log.viewport().width()
    for index in range(12):
        log.add_entry(index, LONG)
        qtbot.wait(1)
    assert log.verticalScrollBar().isVisible() and log.viewport().width() < wide
    room = QRect(0, 0, log.viewport().width() - 2 * EntryDelegate.PADDING, 10_000)
    needed = log.fontMetrics().boundingRect(room, Qt.TextFlag.TextWordWrap, LONG).height()
    assert log.entries.width == log.viewport().width()  # wrapped to what the bar leaves
    line = log.fontMetrics().lineSpacing()
    for row in (0, 11):
        height = log.visualItemRect(log.item(row)).height()
        assert needed <= height <= needed + line, row  # every line, and no more


def test_a_new_entry_is_the_only_one_measured(
    qtbot: QtBot, monkeypatch: pytest.MonkeyPatch
) -> None:
    """The list lays out every entry whenever one comes: the heights kept answer it, and only
    the new entry's text is measured (a long game's log stays as quick as a short one's)."""
    log = LogPanel()
    qtbot.addWidget(log)
    log.resize(260, 300)
    log.show()
    qtbot.waitExposed(log)
    for index in range(40):
        log.add_entry(index, f"{index}: {LONG}")
    qtbot.wait(1)
    measured: list[int] = []
    measure = log.entries.measure

    def counted(option: QStyleOptionViewItem, index: QModelIndex) -> QSize:
        measured.append(index.row())
        return measure(option, index)

    monkeypatch.setattr(log.entries, "measure", counted)
    log.add_entry(40, LONG)
    log.scrollToBottom()
    qtbot.wait(1)
    log.viewport().repaint()
    assert measured == [40]
    assert log.visualItemRect(log.item(40)).height() > log.fontMetrics().lineSpacing()
