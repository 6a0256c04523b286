"""A whole turn with the keyboard alone, and the ghost tile driven by the mouse: wheel,
right click, lane under the pointer, and the reason shown live when a push is not allowed."""

from __future__ import annotations

import copy

from positions import find
from PySide6.QtCore import QPoint, QPointF, Qt
from PySide6.QtGui import QWheelEvent
from PySide6.QtTest import QTest
from PySide6.QtWidgets import QApplication
from pytestqt.qtbot import QtBot
from test_ui_play import find_build_position
from test_ui_steps import start as start_at

from client.app import MainWindow
from client.session import LocalSession
from engine.helsinki import bitboard as bb
from engine.helsinki.components import (
    CARD_SUPERSTRUCTURES,
    CARD_TILE_KIND,
    TILE_SHAPES,
    Action,
    Side,
)
from engine.helsinki.game import Game, Phase
from engine.helsinki.moves import Kind, Move
from ui.table.composer import Region, Target, Zone
from ui.table.ghost import Ghost
from ui.table.scene import TableScene
from ui.table.words import note_text


def start(window: MainWindow, qtbot: QtBot, position: Game) -> tuple[LocalSession, TableScene]:
    """A hot-seat game resumed at ``position``; the hand-over screen is passed with Enter."""
    return start_at(window, qtbot, position, by_keyboard=True)


def keys(qtbot: QtBot, window: MainWindow, *pressed: Qt.Key, times: int = 1) -> None:
    for _ in range(times):
        for key in pressed:
            QTest.keyClick(window.game_page.view, key)


def to_zone(qtbot: QtBot, window: MainWindow, scene: TableScene, zone: Zone) -> None:
    for _ in range(len(Zone)):
        if scene.composer.zone == zone:
            return
        keys(qtbot, window, Qt.Key.Key_Tab)
    raise AssertionError(f"no zone {zone}")


def cursor_to(qtbot: QtBot, window: MainWindow, scene: TableScene, index: int) -> None:
    """Move the keyboard cursor of the current zone (a line of items) to ``index``."""
    count = len(scene.composer.targets(scene.composer.zone))
    keys(qtbot, window, Qt.Key.Key_Right, times=(index - scene.composer.cursor) % count)
    assert scene.composer.cursor == index


def turns_to(ghost: Ghost, orientation: int) -> list[Qt.Key]:
    """The R and F presses that turn ``ghost`` to ``orientation``."""
    for flip in (False, True):
        for rotations in range(4):
            trial = copy.copy(ghost)
            if flip:
                trial.turn(flip=True)
            for _ in range(rotations):
                trial.turn(flip=False)
            if trial.orientation == orientation:
                return [Qt.Key.Key_F] * flip + [Qt.Key.Key_R] * rotations
    raise AssertionError("orientation out of reach")


def test_a_whole_turn_by_keyboard(window: MainWindow, qtbot: QtBot) -> None:
    position = find_build_position()
    session, scene = start(window, qtbot, position)
    page = window.game_page
    engine = position.copy()
    seat = engine.seat

    # the action: Tab to the action board, arrows to "gain 2 points", Space
    to_zone(qtbot, window, scene, Zone.ACTIONS)
    cursor_to(qtbot, window, scene, int(Action.POINTS))
    keys(qtbot, window, Qt.Key.Key_Space)
    engine.play(Move.act(Action.POINTS))
    assert session.game().state_hash() == engine.state_hash()

    # the card and its payment: Space on the card, then Space on a payment card takes it
    # back and Space again pays with it
    hand = engine.players[seat].hand
    builds = [m for m in engine.legal_moves()
              if m.kind == Kind.BUILD and CARD_SUPERSTRUCTURES[m.cards[0]]]  # fmt: skip
    build = max(builds, key=lambda m: len(m.cards))
    to_zone(qtbot, window, scene, Zone.HAND)
    cursor_to(qtbot, window, scene, hand.index(build.cards[0]))
    keys(qtbot, window, Qt.Key.Key_Space)
    assert scene.composer.shown == hand.index(build.cards[0])
    if scene.composer.payment:
        paid = scene.composer.payment[0]
        cursor_to(qtbot, window, scene, paid)
        keys(qtbot, window, Qt.Key.Key_Space)
        assert paid not in scene.composer.payment and not page.confirm_button.isEnabled()
        keys(qtbot, window, Qt.Key.Key_Space)
        assert paid in scene.composer.payment
    chosen = scene.composer.selected_build()
    assert chosen is not None and chosen in engine.legal_moves()
    keys(qtbot, window, Qt.Key.Key_Return)
    ghost = scene.composer.ghost
    assert ghost is not None and session.game().state_hash() == engine.state_hash()

    # the ghost tile: a chosen way in, other than where it starts, by R/F and the arrows
    after = engine.copy()
    after.apply(chosen)
    legal = {m.a for m in after.legal_moves() if m.kind == Kind.PUSH}
    built = after.players[seat].built
    side = ghost.side
    ways = [(o, lane) for o, lanes in enumerate(bb.slides(ghost.kind, side))
            for lane, (masks, height) in enumerate(lanes)
            if bb.push(masks, height, built) in legal]  # fmt: skip
    ways.sort(key=lambda w: (w[0] == ghost.orientation, w[1] == ghost.lane))
    orientation, lane = ways[0]
    masks, height = bb.slides(ghost.kind, side)[orientation][lane]
    expected = bb.push(masks, height, built)
    keys(qtbot, window, *turns_to(ghost, orientation))
    keys(qtbot, window, Qt.Key.Key_Left, times=7)
    keys(qtbot, window, Qt.Key.Key_Right, times=lane)
    assert (ghost.orientation, ghost.lane) == (orientation, lane)
    assert ghost.final() == expected and scene.composer.ghost_legal()
    keys(qtbot, window, Qt.Key.Key_Return)
    engine.play(chosen)
    engine.play(Move.push(expected))
    assert session.game().state_hash() == engine.state_hash()

    # the superstructures: Tab to the board, arrows to each roof, Space, then Enter
    assert engine.phase == Phase.SS
    roofs = list(bb.squares(engine.last_tile))[: engine.pending_ss]
    to_zone(qtbot, window, scene, Zone.BOARD)
    for square in roofs:
        down, right = divmod((square - scene.composer.cursor) % 49, 7)
        keys(qtbot, window, Qt.Key.Key_Down, times=down)
        keys(qtbot, window, Qt.Key.Key_Right, times=right)
        assert scene.composer.cursor == square
        keys(qtbot, window, Qt.Key.Key_Space)
    assert session.game().state_hash() == engine.state_hash()  # not sent before Enter
    keys(qtbot, window, Qt.Key.Key_Return)
    engine.play(Move.superstructures(bb.mask_of(roofs)))
    assert session.game().state_hash() == engine.state_hash()

    # and the end of the turn
    if Move.end() in engine.legal_moves():
        keys(qtbot, window, Qt.Key.Key_E)
        engine.play(Move.end())
        assert session.game().state_hash() == engine.state_hash()
        assert session.awaiting_confirmation and not page.handing_over  # the turn waits
        keys(qtbot, window, Qt.Key.Key_E)  # and E ends it
        assert not session.awaiting_confirmation
        assert engine.to_move != seat and page.handing_over


# ------------------------------------------------------------------ the mouse


def turning_build(game: Game) -> Move | None:
    """A build of the main step whose tile has at least four orientations."""
    if game.phase != Phase.MAIN:
        return None
    for move in game.legal_moves():
        kind = CARD_TILE_KIND[move.cards[0]] if move.kind == Kind.BUILD else -1
        if kind >= 0 and len(bb.orientations(TILE_SHAPES[kind])) >= 4:
            return move
    return None


def ghost_of_a_turning_tile(window: MainWindow, qtbot: QtBot) -> tuple[TableScene, Ghost]:
    """The ghost tile of a build whose tile has at least four orientations."""
    session, scene = start(window, qtbot, find(lambda g: turning_build(g) is not None))
    game = session.game()
    move = turning_build(game)
    assert move is not None
    hand = game.players[game.seat].hand
    scene.activate(Target(Region.HAND, hand.index(move.cards[0])))
    for index in list(scene.composer.payment):
        scene.activate(Target(Region.HAND, index))
    taken = {scene.composer.shown}
    for card in move.cards[1:]:
        index = next(i for i, c in enumerate(hand) if c == card and i not in taken)
        taken.add(index)
        scene.activate(Target(Region.HAND, index))
    scene.confirm()
    assert scene.composer.ghost is not None
    return scene, scene.composer.ghost


def wheel(window: MainWindow, delta: int, shift: bool = False) -> None:
    viewport = window.game_page.view.viewport()
    pos = QPointF(viewport.width() / 2, viewport.height() / 2)
    modifiers = Qt.KeyboardModifier.ShiftModifier if shift else Qt.KeyboardModifier.NoModifier
    event = QWheelEvent(pos, QPointF(viewport.mapToGlobal(pos.toPoint())), QPoint(0, 0),
                        QPoint(0, delta), Qt.MouseButton.NoButton, modifiers,
                        Qt.ScrollPhase.NoScrollPhase, False)  # fmt: skip
    QApplication.sendEvent(viewport, event)


def turned(ghost: Ghost, flip: bool = False) -> int:
    trial = copy.copy(ghost)
    trial.turn(flip=flip)
    return trial.orientation


def test_the_wheel_turns_the_ghost_once_per_notch(window: MainWindow, qtbot: QtBot) -> None:
    _, ghost = ghost_of_a_turning_tile(window, qtbot)
    start_orientation = ghost.orientation
    once = turned(ghost)
    wheel(window, 60)  # half a notch (a touchpad): not yet
    assert ghost.orientation == start_orientation
    wheel(window, 60)
    assert ghost.orientation == once
    wheel(window, -120)  # back
    assert ghost.orientation == start_orientation
    twice = copy.copy(ghost)
    twice.turn(flip=False)
    twice.turn(flip=False)
    wheel(window, 240)  # two notches at once
    assert ghost.orientation == twice.orientation
    flipped = turned(ghost, flip=True)
    wheel(window, 120, shift=True)
    assert ghost.orientation == flipped


def test_right_click_flips_and_the_pointer_chooses_the_lane(window: MainWindow,
                                                           qtbot: QtBot) -> None:  # fmt: skip
    scene, ghost = ghost_of_a_turning_tile(window, qtbot)
    view = window.game_page.view
    board = scene.big_board
    assert board is not None
    flipped = turned(ghost, flip=True)
    centre = view.mapFromScene(board.mapToScene(board.grid + QPointF(3.5, 3.5) * board.cell))
    QTest.mouseClick(view.viewport(), Qt.MouseButton.RightButton, pos=centre)
    assert ghost.orientation == flipped and scene.composer.ghost is ghost  # not confirmed
    lanes = []
    for along in (0.5, 3.5, 6.5):
        offset = QPointF(along, 3.5) if ghost.side in (Side.N, Side.S) else QPointF(3.5, along)
        point = view.mapFromScene(board.mapToScene(board.grid + offset * board.cell))
        QTest.mouseMove(view.viewport(), point)
        lanes.append(ghost.lane)
    assert lanes[0] == 0 and lanes[-1] == ghost.lanes() - 1 and lanes == sorted(lanes)


def test_why_a_push_is_not_allowed_shows_while_the_tile_moves(window: MainWindow,
                                                             qtbot: QtBot) -> None:  # fmt: skip
    scene, ghost = ghost_of_a_turning_tile(window, qtbot)
    page = window.game_page
    assert scene.composer.ghost_legal() and page.confirm_button.isEnabled()
    assert scene.ghost_item is not None
    assert scene.ghost_item.outline() == Qt.PenStyle.SolidLine
    for _ in range(4 * 7):  # look for an illegal way in
        if not scene.composer.ghost_legal():
            break
        keys(qtbot, window, Qt.Key.Key_Right)
        if scene.composer.ghost_legal() and ghost.lane == ghost.lanes() - 1:
            keys(qtbot, window, Qt.Key.Key_R)
            keys(qtbot, window, Qt.Key.Key_Left, times=7)
    assert not scene.composer.ghost_legal()
    assert page.message.text().startswith("Not allowed from the")
    assert page.message.text() == note_text(scene.composer.ghost_note())
    assert not page.confirm_button.isEnabled()
    assert scene.ghost_item.outline() == Qt.PenStyle.DashLine
