"""What the table's pieces leave readable: tokens and markers never cover the numbers they
stand on, and every action keeps its words at 1024 x 640."""

from __future__ import annotations

import pytest
from PySide6.QtCore import QPointF, QRectF, QSize
from PySide6.QtWidgets import QApplication
from pytestqt.qtbot import QtBot
from test_ui_layout import drawn_texts, golden  # noqa: F401 (a fixture)
from test_ui_steps import start
from test_ui_table import show, states  # noqa: F401 (a fixture)

from client.app import MainWindow
from engine.helsinki.components import Action
from engine.helsinki.game import Game
from ui.i18n import action_caption, action_name, install_language
from ui.table.items.cards import CARD_W
from ui.table.scene import TableScene


def covers(centre: QPointF, radius: float, rect: QRectF) -> bool:
    """Whether the disc at ``centre`` reaches into ``rect``."""
    x = min(max(centre.x(), rect.left()), rect.right())
    y = min(max(centre.y(), rect.top()), rect.bottom())
    return (centre.x() - x) ** 2 + (centre.y() - y) ** 2 < radius**2


def crowded(every: list[Game]) -> list[Game]:
    """States where several tokens share a senate space, and a few others."""
    found = [g for g in every
             if max(sum(p.space == s for p in g.players) for s in range(8)) >= 2]  # fmt: skip
    return found[::7] + every[::40]


def test_tokens_leave_the_space_numbers_and_the_cards_readable(
    qtbot: QtBot, states: list[Game]  # noqa: F811
) -> None:
    scene = TableScene()
    checked = 0
    for game in crowded(states):
        show(scene, game)
        numbers = [space.mapRectToScene(space.number_rect()) for space in scene.spaces]
        cards = [QRectF(card.scenePos(), QPointF(card.scenePos().x() + CARD_W, card.scenePos().y()
                                                 + 26)) for card in scene.slot_items]  # fmt: skip
        for token in scene.tokens:
            if token.isVisible():
                radius = token._rect.width() / 2
                assert not any(covers(token.scenePos(), radius, r) for r in numbers + cards)
                checked += 1
    assert checked > 20


def test_track_markers_stand_under_the_numbers(qtbot: QtBot,
                                               states: list[Game]) -> None:  # noqa: F811
    scene = TableScene()
    for game in [states[0], *states[::25], states[-1]]:  # all at 0 first, the final score last
        show(scene, game)
        track = scene.track
        numbers = [track.number_rect(i) for i in range(track.CELLS)]
        for marker in track.markers:
            radius = marker.SIZE / 2
            assert not any(covers(marker.pos(), radius, r) for r in numbers)
            assert track.boundingRect().contains(marker.pos())


@pytest.mark.parametrize("language", ["en", "fr", "nl"])
@pytest.mark.parametrize("size", [QSize(1024, 640), QSize(1280, 720)])
def test_every_action_keeps_its_words(window: MainWindow, qtbot: QtBot, size: QSize,
                                      language: str,
                                      drawn_texts: list[tuple[str, float]]) -> None:  # noqa: F811
    install_language(language)
    try:
        _every_action_named(window, qtbot, size, drawn_texts)
    finally:
        install_language("en")


def _every_action_named(window: MainWindow, qtbot: QtBot, size: QSize,
                        texts: list[tuple[str, float]]) -> None:
    window.resize(size)
    qtbot.waitUntil(lambda: window.size() == size)
    _, scene = start(window, qtbot, golden(150))
    QApplication.processEvents()
    scene.rebuild(force=True)
    window.game_page.view.viewport().grab()
    words = {text for text, _ in texts}
    unnamed = [action.name for action in Action
               if not {action_name(action), action_caption(action)} & words]  # fmt: skip
    assert unnamed == []
    assert min(points for _, points in texts) >= 9 - 0.01
