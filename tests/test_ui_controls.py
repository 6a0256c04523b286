"""Small controls that behave as a player expects: the replay slider jumps to the click, the log
wraps its entries instead of scrolling sideways, the export dialog offers a folder and a name."""

from __future__ import annotations

from datetime import date
from pathlib import Path

import pytest
from PySide6.QtCore import QPoint, Qt
from PySide6.QtTest import QTest
from PySide6.QtWidgets import QApplication, QFileDialog
from pytestqt.qtbot import QtBot

from client.app import MainWindow
from client.storage import export_path
from engine.record import read_record
from ui.log import LogPanel
from ui.pages.replay import ReplayPage

DATA = Path(__file__).parent / "data"
RECORD = DATA / "two-players-first-game.helsinki.json"


def test_the_replay_slider_jumps_to_where_it_is_clicked(qtbot: QtBot) -> None:
    page = ReplayPage()
    qtbot.addWidget(page)
    page.resize(1280, 720)
    page.show()
    qtbot.waitExposed(page)
    assert page.load(RECORD) is None
    slider = page.slider
    total = slider.maximum()
    assert total > 100 and page.position == 0
    QTest.mouseClick(slider, Qt.MouseButton.LeftButton,
                     pos=QPoint(slider.width() * 3 // 4, slider.height() // 2))  # fmt: skip
    assert abs(page.position - total * 3 / 4) <= total * 0.05  # not a page further
    QTest.mouseClick(slider, Qt.MouseButton.LeftButton,
                     pos=QPoint(slider.width() // 4, slider.height() // 2))  # fmt: skip
    assert abs(page.position - total / 4) <= total * 0.05


@pytest.mark.parametrize("styled", [True, False], ids=["replay", "plain"])
def test_the_log_wraps_and_never_scrolls_sideways(qtbot: QtBot, styled: bool) -> None:
    if styled:  # the replay viewer's log, in the pages' style, at 1024x640
        page = ReplayPage()
        qtbot.addWidget(page)
        page.resize(1024, 640)
        page.show()
        assert page.load(RECORD) is None
        page.show_position(len(page.states) - 1)
        log = page.log
    else:
        log = LogPanel()
        qtbot.addWidget(log)
        log.resize(170, 300)
        log.show()
        for n in range(40):
            log.add_entry(n, f"Normal bot {n} played red 2 and red 1 to build a red tile with "
                             "2 roofs.")  # fmt: skip
    qtbot.waitExposed(log)
    QApplication.processEvents()
    assert log.count() > 20
    assert not log.horizontalScrollBar().isVisible()
    width = log.viewport().width()
    wider = [log.item(r).text() for r in range(log.count())
             if log.visualItemRect(log.item(r)).width() > width]  # fmt: skip
    assert not wider


def test_the_export_dialog_starts_in_the_documents_with_the_date_and_players(
    window: MainWindow, monkeypatch: pytest.MonkeyPatch, tmp_path: Path
) -> None:
    offered: list[str] = []

    def ask(*args: object) -> tuple[str, str]:
        offered.append(str(args[2]))
        return "", ""

    monkeypatch.setattr(QFileDialog, "getSaveFileName", staticmethod(ask))
    assert window.open_replay(RECORD)
    window.export()
    names = window.replay_page.names  # as the window names the players
    assert len(names) == len(read_record(RECORD).seats)
    path = Path(offered[0])
    assert path == export_path(names, date.today())
    assert path.name.startswith(date.today().isoformat())
    assert all(name in path.name for name in names)
    assert path.name.endswith(".helsinki.json")
    assert path.parent.is_dir() and path.parent != Path.cwd()
    unsafe = export_path(["A/B", "C:D"], date(2026, 3, 14))  # never a folder of its own
    assert unsafe.name == "2026-03-14 A_B, C_D.helsinki.json"
