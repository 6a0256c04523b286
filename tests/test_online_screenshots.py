"""README pictures of an online game (the network bar above the table), in English and French.

Made on request only: ``HELSINKI_SHOTS=1 pytest tests/test_online_screenshots.py`` writes
``docs/screenshots/online-<lang>.png`` (everything on 127.0.0.1). The other screens are drawn by
``helsinki-qt screenshot --screen``.
"""

from __future__ import annotations

import asyncio
import os
from pathlib import Path

import pytest
from online_helpers import aloop, autoplay, close_windows, make_window, online, run, until
from pytestqt.qtbot import QtBot

from client.app import MainWindow
from client.online import OnlineSession
from client.screenshots import PLAYER_WINDOW
from ui.i18n import install_language

__all__ = ["aloop"]  # the fixture

SHOTS = Path(__file__).resolve().parent.parent / "docs" / "screenshots"


def all_agreed(window: MainWindow) -> bool:
    """Every move of ``window``'s game was agreed by every peer (a condition for ``until``)."""
    net = online(window).net
    return net is not None and net.agreed == online(window).committed_game().ply


@pytest.mark.skipif(not os.environ.get("HELSINKI_SHOTS"), reason="set HELSINKI_SHOTS=1")
@pytest.mark.parametrize("language", ["en", "fr"])
def test_screenshots_of_an_online_game(
    language: str, qtbot: QtBot, aloop: asyncio.AbstractEventLoop, tmp_path: Path,
    data_dir: Path,
) -> None:  # fmt: skip
    install_language(language)
    anna = make_window(qtbot, tmp_path, "Anna")
    ben = make_window(qtbot, tmp_path, "Ben")
    for window in (anna, ben):
        window.resize(*PLAYER_WINDOW)

    async def scenario() -> None:
        anna.online.open_lobby()
        page = anna.online.lobby_page
        page.game_name.setText("Friday night")
        page.players.set_value(3)
        page.others[1].setCurrentIndex(page.others[1].findData("greedy"))
        page.rules.dry_roads.setChecked(True)
        page.host_pin.setText("")
        page.host_button.click()
        await until(lambda: anna.pages.currentWidget() is anna.online.room_page)
        ben.online.open_lobby()
        lobby = ben.online.lobby_page
        host = anna.online.room.host
        assert host is not None
        await until(lambda: any(g.id == host.game_id for g in lobby.games.games), timeout=5)
        lobby.select_game(host.game_id)  # (not another game on this computer)
        lobby.join_button.click()
        await until(lambda: ben.pages.currentWidget() is ben.online.room_page, timeout=15)
        ben.online.room_page.colour.buttons[2].click()
        ben.online.room_page.ready.setChecked(True)
        anna.online.room_page.ready.setChecked(True)
        await until(lambda: anna.online.room_page.start_button.isEnabled())
        anna.online.room_page.start_button.click()
        await until(lambda: isinstance(ben.game_page.session, OnlineSession))
        timers = [autoplay(anna), autoplay(ben)]
        await until(lambda: online(ben).game().ply >= 30, timeout=10)
        for timer in timers:
            timer.stop()
        await until(lambda: all_agreed(ben))
        await asyncio.sleep(0.6)
        ben.grab().save(str(SHOTS / f"online-{language}.png"))
        await close_windows(anna, ben)

    try:
        run(aloop, scenario(), timeout=60)
    finally:
        install_language("en")
