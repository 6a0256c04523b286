"""The table's layout: the first window on a 1366 x 768 laptop, text never below 9 points at
1024 x 640, labelled counters, the ghost tile inside the margin reserved around the large board,
its preview of coats of arms and lines, and each player's colour everywhere."""

from __future__ import annotations

from collections.abc import Callable, Iterator
from functools import partial
from pathlib import Path

import pytest
from positions import find
from PySide6.QtCore import QPoint, QPointF, QRectF, QSize, Qt
from PySide6.QtGui import QColor, QKeySequence, QPainter, QPixmapCache
from PySide6.QtWidgets import QApplication, QLabel, QPushButton, QToolButton
from pytestqt.qtbot import QtBot
from test_ui_steps import start
from test_ui_table import render

from client.app import MainWindow, first_size
from client.screenshots import PLAYER_WINDOW, Screen, screen_window
from client.session import LocalSession
from engine.helsinki import bitboard as bb
from engine.helsinki.components import Action, Side
from engine.helsinki.game import Game, Phase
from engine.helsinki.moves import Kind, Move
from engine.line import Line
from engine.record import Seat, read_record, write_record
from ui import palette as pal
from ui.i18n import action_caption, action_name, install_language, tr
from ui.table.ghost import lines_of
from ui.table.layout import width_for
from ui.table.scene import TableScene

DATA = Path(__file__).parent / "data"


def position(test: Callable[[Game], bool], players: int = 4, tries: int = 200) -> Game:
    """The first position of seeded random games with Dry roads where ``test`` holds."""
    return find(test, players, tries, dry_roads=True, salt=9)


def golden(ply: int) -> Game:
    """The four-player golden record after ``ply`` moves."""
    record = read_record(DATA / "four-players-all-actions.helsinki.json")
    game = record.new_game()
    for entry in record.moves[:ply]:
        game.play(Move.of(entry.move))
    return game


# ------------------------------------------------------------------ the first window


def test_the_first_window_fits_a_1366_x_768_laptop(window: MainWindow, qtbot: QtBot) -> None:
    size = first_size(QSize(1366, 768))
    assert size.width() <= 1366 - 16 and size.height() <= 768 - 48  # room for the frame
    assert (size.width(), size.height()) == PLAYER_WINDOW  # the screenshots show what it shows
    fresh = MainWindow()
    qtbot.addWidget(fresh)
    assert fresh.size() == first_size(fresh.screen().availableGeometry().size())
    window.resize(size)
    _, scene = start(window, qtbot, golden(120))
    page = window.game_page
    qtbot.waitUntil(lambda: page.view.width() > 0)
    view = page.view
    shown = view.mapFromScene(scene.sceneRect()).boundingRect()
    assert view.viewport().rect().adjusted(-1, -1, 1, 1).contains(shown)  # all of the table
    assert shown.width() >= 0.97 * view.viewport().width()  # and it fills the width
    assert page.status.prompt.isVisible() and page.minimumSizeHint().height() <= size.height()
    assert window.minimumSizeHint().width() <= 1024


@pytest.mark.parametrize("language", ["en", "fr", "nl"])
def test_a_new_window_fits_1024_pixels_in_every_language(qtbot: QtBot, language: str) -> None:
    """Before any game, no page asks for more than a 1024-pixel screen's width (the status
    bar shows a step's buttons only when the game is under way)."""
    install_language(language)
    try:
        fresh = MainWindow()
        qtbot.addWidget(fresh)
        assert fresh.minimumSizeHint().width() <= 1024
    finally:
        install_language("en")


# ------------------------------------------------------------------ legibility


@pytest.fixture
def drawn_texts(monkeypatch: pytest.MonkeyPatch) -> Iterator[list[tuple[str, float]]]:
    """Every text the table draws, with its size on screen (points at 96 dpi)."""
    found: list[tuple[str, float]] = []
    original = pal.text

    def recording(painter: QPainter, rect: QRectF, flags: Qt.AlignmentFlag | int, words: str,
                  points: float = pal.MAIN_TEXT, bold: bool = False,
                  detail: bool = False) -> bool:  # fmt: skip
        drawn = original(painter, rect, flags, words, points, bold, detail)
        if drawn and words.strip():
            found.append((words, painter.font().pointSizeF() * pal.device_scale(painter)))
        return drawn

    monkeypatch.setattr(pal, "text", recording)
    QPixmapCache.clear()
    yield found


def test_no_text_below_9_points_at_1024_x_640(
    window: MainWindow, qtbot: QtBot, drawn_texts: list[tuple[str, float]]
) -> None:
    window.resize(1024, 640)
    qtbot.waitUntil(lambda: not window.game_page.log.isVisible())  # the table needs the room
    game = golden(150)
    _, scene = start(window, qtbot, game)
    page = window.game_page
    QApplication.processEvents()  # the page is laid out for its size
    scene.rebuild(force=True)  # new items: nothing drawn from a cache
    page.view.viewport().grab()
    assert len(drawn_texts) > 100
    small = sorted(drawn_texts, key=lambda t: t[1])[:3]
    assert small[0][1] >= 9 - 0.01, small
    words = {text for text, _ in drawn_texts}
    seat = game.to_move
    assert seat is not None
    player = game.players[seat]
    counters = (tr("coats of arms {coats}").format(coats=player.meadow) + " · "
                + tr("cards {cards}").format(cards=len(player.hand)))  # fmt: skip
    assert counters in words  # labelled counters under the large board
    assert {str(p.track) for p in game.players} <= words  # points on the small plates
    # the widgets of the page too
    labelled: list[QLabel | QPushButton | QToolButton] = [
        *page.findChildren(QLabel), *page.findChildren(QPushButton), *page.findChildren(QToolButton)
    ]
    for widget in labelled:
        if widget.isVisibleTo(page) and widget.text():
            assert widget.font().pointSizeF() >= 9, widget.text()


def test_names_read_on_every_player_colour() -> None:
    for colour in pal.PLAYER_COLOURS:
        assert pal.contrast(pal.ink_on(colour), colour) >= 4.5
    assert pal.ink_on(pal.PLAYER_COLOURS[3]) == pal.INK  # no white on yellow


def sized(window: MainWindow, size: QSize) -> bool:
    """``window`` has taken ``size`` (a condition to wait for)."""
    return window.size() == size


def test_the_table_grows_with_the_window(window: MainWindow, qtbot: QtBot) -> None:
    start(window, qtbot, golden(120))
    view = window.game_page.view
    scales = []
    for size in ((1024, 640), (1366, 768), (2560, 1440)):
        window.resize(*size)
        qtbot.waitUntil(partial(sized, window, QSize(*size)))
        QApplication.processEvents()
        scales.append(view.transform().m11())
        hand = window.game_page.scene.hand_box
        assert view.mapFromScene(hand.sceneBoundingRect()).boundingRect().height() > 0
    assert scales == sorted(scales) and scales[-1] > 1.6 * scales[0]


def test_every_action_is_named_on_a_1366_x_768_screen(
    window: MainWindow, qtbot: QtBot, drawn_texts: list[tuple[str, float]]
) -> None:
    """Each action shows its name, or its caption where the whole name does not fit, in a
    window as large as the screen."""
    window.resize(1366, 768)
    qtbot.waitUntil(lambda: window.size() == QSize(1366, 768))
    _, scene = start(window, qtbot, golden(120))
    QApplication.processEvents()
    scene.rebuild(force=True)
    window.game_page.view.viewport().grab()
    words = {text for text, _ in drawn_texts}
    unnamed = [action.name for action in Action
               if not {action_name(action), action_caption(action)} & words]  # fmt: skip
    assert unnamed == []
    assert action_caption(Action.RELOCATE) in words  # the long names need it


# ------------------------------------------------------------------ the ghost tile


def four_sides(game: Game) -> bool:
    return game.phase == Phase.PUSH and len(game.push_sides()) == 4


def others_rects(scene: TableScene) -> list[QRectF]:
    """Where everything but the large board's grid and margin lies."""
    board = scene.big_board
    assert board is not None
    rects = [board.plate.sceneBoundingRect(), board.footer_item.sceneBoundingRect()]
    for item in scene.items():
        if item.parentItem() is None and item is not board and item.isVisible():
            rects.append(item.sceneBoundingRect())
    return rects


def test_the_ghost_stays_in_its_margin_on_every_side_and_lane(qtbot: QtBot) -> None:
    game = position(four_sides)
    scene = TableScene()
    scene.set_width(width_for(1024 / 560))
    seats = [Seat(f"Player {i + 1}") for i in range(game.n)]
    scene.show_game(game.copy(), [s.name for s in seats], pal.seat_colours(seats), game.seat, True)
    board, ghost = scene.big_board, scene.composer.ghost
    assert board is not None and ghost is not None and set(ghost.sides) == set(Side)
    margin = board.mapRectToScene(board.margin_rect)
    assert scene.sceneRect().contains(margin)
    for other in others_rects(scene):
        assert not margin.intersects(other.adjusted(1, 1, -1, -1)), other
    item = scene.ghost_item
    assert item is not None
    plain = None
    for side_index, side in enumerate(ghost.sides):
        for orientation in range(len(ghost.orientations)):
            for lane in range(7):
                ghost.side_index, ghost.orientation = side_index, orientation
                ghost.set_lane(lane)
                scene.apply(scene.composer.ghost_lane(0))
                assert scene.ghost_item is item and item.side == side
                assert margin.contains(item.mapRectToScene(item.boundingRect()))
        # what is drawn: nothing changes outside the margin, whichever lane
        for lane in (0, ghost.lanes() - 1):
            ghost.orientation = 0
            ghost.set_lane(lane)
            scene.apply(scene.composer.ghost_lane(0))
            item.setVisible(False)
            plain = plain or render(scene)
            item.setVisible(True)
            shown = render(scene)
            inside = margin.toAlignedRect().adjusted(-1, -1, 1, 1)
            for y in range(0, shown.height(), 3):
                for x in range(0, shown.width(), 3):
                    if not inside.contains(QPoint(x, y)):
                        assert shown.pixel(x, y) == plain.pixel(x, y), (side, lane, x, y)


def preview(game: Game) -> bool:
    """A push waits whose legal ways in include one that takes a coat of arms and one that
    completes a row or column."""
    if game.phase != Phase.PUSH:
        return False
    player = game.players[game.seat]
    pushes = [m.a for m in game.legal_moves() if m.kind == Kind.PUSH]
    lines = lines_of(player.built)
    return (any(mask & player.coats for mask in pushes)
            and any(lines_of(player.built | mask) != lines for mask in pushes))  # fmt: skip


def test_the_preview_marks_coats_of_arms_and_lines(qtbot: QtBot) -> None:
    game = position(preview, players=2, tries=400)
    player = game.players[game.seat]
    scene = TableScene()
    seats = [Seat("A"), Seat("B")]
    scene.show_game(game.copy(), ["A", "B"], pal.seat_colours(seats), game.seat, True)
    ghost, item = scene.composer.ghost, scene.ghost_item
    assert ghost is not None and item is not None
    seen_coats = seen_lines = False
    for side_index in range(len(ghost.sides)):
        for orientation in range(len(ghost.orientations)):
            for lane in range(7):
                ghost.side_index, ghost.orientation = side_index, orientation
                ghost.set_lane(lane)
                scene.apply(scene.composer.ghost_lane(0))
                final = ghost.final()
                assert item.covers == (final & player.coats)
                before, after = lines_of(player.built), lines_of(player.built | final)
                expected = (after[0] & ~before[0], after[1] & ~before[1]) if final else (0, 0)
                assert (item.rows, item.columns) == expected
                if item.covers and not seen_coats:  # a ring around the coat of arms
                    seen_coats = True
                    row, col = divmod(next(bb.squares(item.covers)), 7)
                    centre = item.mapToScene(item.grid + QPointF(col + 0.5, row + 0.5) * item.cell)
                    edge = QPoint(round(centre.x() - item.cell * 0.38), round(centre.y()))
                    assert QColor(render(scene).pixel(edge)).name() == pal.HIGHLIGHT.name()
                seen_lines = seen_lines or bool(item.rows or item.columns)
    assert seen_coats and seen_lines


# ------------------------------------------------------------------ colours


def test_each_player_keeps_their_colour(window: MainWindow, qtbot: QtBot,
                                        tmp_path: Path) -> None:  # fmt: skip
    chosen = [2, 0, 3]
    seats = [Seat(name, None, colour) for name, colour in zip(("Anna", "Ben", "Cleo"), chosen,
                                                             strict=True)]  # fmt: skip
    game = position(lambda g: g.ply >= 40, players=3)
    record = Line.of_game(game, seats).record
    path = tmp_path / "colours.helsinki.json"
    write_record(path, record)
    expected = [pal.PLAYER_COLOURS[c] for c in chosen]
    again = read_record(path)
    assert [s.colour for s in again.seats] == chosen  # the record keeps them
    # live
    window._start_session(LocalSession(Line(again), None, 0))
    window.game_page.handover.button.click()
    assert window.game_page.scene.colours == expected
    for seat in range(3):
        board = window.game_page.scene.board_item(seat)
        assert board is not None and board.plate.colour == expected[seat]
    # in the replay viewer
    window.replay_page.load_record(read_record(path), str(path))
    assert window.replay_page.scene.colours == expected
    # in a screenshot (the window drawn by `screenshot`): the plates of the boards are painted
    # in them
    with screen_window(Screen.TABLE, (1280, 720), "en", str(path)) as shot:
        assert not isinstance(shot, str)
        image = shot.grab().toImage()
        view = shot.game_page.view
        for seat in range(3):
            board = shot.game_page.scene.board_item(seat)
            assert board is not None
            plate = board.plate.sceneBoundingRect()
            spot = view.mapFromScene(QPointF(plate.left() + 6, plate.center().y()))
            point = view.viewport().mapTo(shot, spot)
            assert QColor(image.pixel(point)).name() == expected[seat].name(), seat


# ------------------------------------------------------------------ keys


def test_ctrl_n_from_the_table(window: MainWindow, qtbot: QtBot) -> None:
    start(window, qtbot, golden(60))
    asked: list[str] = []

    def confirm(title: str, text: str) -> bool:
        asked.append(title)
        return True

    window.confirm = confirm  # type: ignore[method-assign]
    window.activateWindow()
    window.game_page.view.setFocus()
    qtbot.keySequence(window.game_page.view, QKeySequence(QKeySequence.StandardKey.New))
    assert asked and window.pages.currentWidget() is window.start

