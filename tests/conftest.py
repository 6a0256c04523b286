"""Shared fixtures. The Qt tests run headless and keep their files in a temporary data dir."""

from __future__ import annotations

import os
from collections.abc import Iterator
from pathlib import Path
from typing import TYPE_CHECKING

import pytest
from pytestqt.qtbot import QtBot

if TYPE_CHECKING:
    from client.app import MainWindow

os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")
os.environ.setdefault("HELSINKI_INTERFACES", "127.0.0.1")  # nothing a test runs leaves the host


@pytest.fixture
def data_dir(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> Path:
    """A fresh ``HELSINKI_DATA_DIR`` (preferences and autosaved records) for one test."""
    path = tmp_path / "data"
    monkeypatch.setenv("HELSINKI_DATA_DIR", str(path))
    return path


@pytest.fixture(autouse=True)
def english() -> Iterator[None]:
    """Every test starts and ends in English, whatever language it installed."""
    yield
    from PySide6.QtCore import QCoreApplication

    if QCoreApplication.instance() is not None:
        from ui.i18n import install_language

        install_language("en")


@pytest.fixture
def window(qtbot: QtBot, data_dir: Path) -> MainWindow:
    """The main window, shown, with animations off."""
    from client.app import MainWindow

    win = MainWindow()
    win.preferences.speed = 0
    qtbot.addWidget(win)
    win.resize(1400, 900)
    win.show()
    qtbot.waitExposed(win)
    return win
