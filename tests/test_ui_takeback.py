"""Taking steps back (Ctrl+Z and the button) and the status bar above the table: every step
that reveals nothing can be taken back until the turn ends or a step shows a card."""

from __future__ import annotations

from positions import find
from PySide6.QtCore import Qt
from PySide6.QtTest import QTest
from pytestqt.qtbot import QtBot
from test_ui_steps import start

from client.app import MainWindow
from client.session import LocalSession
from engine.helsinki import bitboard as bb
from engine.helsinki.components import CARD_SUPERSTRUCTURES, Action
from engine.helsinki.game import Game, Phase
from engine.helsinki.moves import Kind, Move
from ui.i18n import tr
from ui.table.composer import Region, Target
from ui.table.scene import TableScene


def undo(qtbot: QtBot, window: MainWindow) -> None:
    QTest.keyClick(window.game_page.view, Qt.Key.Key_Z, Qt.KeyboardModifier.ControlModifier)


def shows(session: LocalSession, game: Game) -> bool:
    return session.game().state_hash() == game.state_hash()


def logged(window: MainWindow) -> list[str]:
    log = window.game_page.log
    return [log.item(i).text() for i in range(log.count())]


def quiet_push(game: Game) -> Move | None:
    """A push of the tile ``game`` waits for that reveals no card (no bonus card)."""
    for move in game.legal_moves():
        if move.kind == Kind.PUSH and not game.reveals(move):
            return move
    return None


def builds(game: Game, superstructures: bool = False) -> list[Move]:
    """The legal builds (with superstructures, if asked)."""
    return [m for m in game.legal_moves() if m.kind == Kind.BUILD
            and (not superstructures or CARD_SUPERSTRUCTURES[m.cards[0]])]  # fmt: skip


def quiet_build(game: Game, superstructures: bool = False) -> tuple[Move, Move] | None:
    """In the main step, a build (with superstructures, if asked) and a push that reveals
    nothing, after which (and the superstructures) the turn goes on."""
    if game.phase != Phase.MAIN:
        return None
    for build in builds(game, superstructures):
        after = game.copy()
        after.apply(build)
        push = quiet_push(after)
        if push is None or (superstructures and not after.pending_ss):
            continue
        after.apply(push)
        if after.phase == Phase.SS:
            after.apply(Move.superstructures(bb.mask_of(
                list(bb.squares(after.last_tile))[: after.pending_ss])))  # fmt: skip
        if after.to_move == game.seat:
            return build, push
    return None


def build_by_clicks(scene: TableScene, game: Game,
                    superstructures: bool = False) -> tuple[Move, Move]:  # fmt: skip
    """Choose a quiet build (see :func:`quiet_build`) through the composer, as clicks would."""
    chosen = quiet_build(game, superstructures)
    assert chosen is not None
    build, push = chosen
    hand = game.players[game.seat].hand
    scene.activate(Target(Region.HAND, hand.index(build.cards[0])))
    composer = scene.composer
    for index in list(composer.payment):
        scene.activate(Target(Region.HAND, index))
    taken = {hand.index(build.cards[0])}
    for card in build.cards[1:]:
        index = next(i for i, c in enumerate(hand) if c == card and i not in taken)
        taken.add(index)
        scene.activate(Target(Region.HAND, index))
    assert composer.selected_build() == build
    scene.confirm()
    ghost = composer.ghost
    assert ghost is not None
    for side in range(len(ghost.sides)):
        for orientation in range(len(ghost.orientations)):
            for lane in range(7):
                ghost.side_index, ghost.orientation = side, orientation
                ghost.set_lane(lane)
                if ghost.final() == push.a:
                    scene.confirm()
                    return build, push
    raise AssertionError("the push cannot be composed")


def test_a_token_move_is_taken_back(window: MainWindow, qtbot: QtBot) -> None:
    position = find(lambda g: g.phase == Phase.MOVE and g.ply > 4)
    session, scene = start(window, qtbot, position)
    page = window.game_page
    told = logged(window)
    assert not page.take_back_button.isVisible()
    space = next(s for s, m in scene.composer.space_moves().items() if m.kind == Kind.MOVE)
    scene.activate(Target(Region.SPACE, space))
    assert session.game().ply == position.ply + 1 and len(logged(window)) == len(told) + 1
    assert page.take_back_button.isVisible() and page.take_back_button.isEnabled()
    assert len(session.record().moves) == position.ply  # a draft is not recorded yet
    undo(qtbot, window)
    assert shows(session, position) and logged(window) == told
    assert not page.take_back_button.isVisible()
    assert scene.game is not None and scene.game.state_hash() == position.state_hash()


def test_payment_and_push_are_taken_back_one_by_one(window: MainWindow, qtbot: QtBot) -> None:
    position = find(lambda g: quiet_build(g) is not None)
    session, scene = start(window, qtbot, position)
    page = window.game_page
    told = logged(window)
    build, push = build_by_clicks(scene, position)
    after_build = position.copy()
    after_build.apply(build)
    assert session.game().history[-2:] == [build, push]
    page.take_back_button.click()
    assert shows(session, after_build)
    ghost = scene.composer.ghost
    assert ghost is not None and ghost.build is None  # the tile waits to be pushed again
    undo(qtbot, window)
    assert shows(session, position) and scene.composer.ghost is None
    assert logged(window) == told
    assert session.game().players[position.seat].hand == position.players[position.seat].hand


def test_superstructures_are_taken_back(window: MainWindow, qtbot: QtBot) -> None:
    position = find(lambda g: quiet_build(g, superstructures=True) is not None)
    session, scene = start(window, qtbot, position)
    build_by_clicks(scene, position, superstructures=True)
    game = session.game()
    assert game.phase == Phase.SS
    waiting = game.copy()
    # the hint says what to do while placing them
    assert window.game_page.message.text() == tr(
        "Choose %n more roof(s) of the new tile for the superstructures.", None, game.pending_ss)
    for square in list(bb.squares(game.last_tile))[: game.pending_ss]:
        scene.activate(Target(Region.SQUARE, square))
    scene.confirm()
    assert session.game().history[-1].kind == Kind.SS
    undo(qtbot, window)
    assert shows(session, waiting) and session.game().phase == Phase.SS


def test_a_coat_of_arms_spent_by_mistake_comes_back(window: MainWindow, qtbot: QtBot) -> None:
    position = find(lambda g: Move.act(Action.POINTS) in g.legal_moves())
    session, scene = start(window, qtbot, position)
    seat = position.seat
    scene.activate(Target(Region.ACTION, Action.POINTS))
    spent = session.game().players[seat]
    assert spent.meadow == position.players[seat].meadow - 1
    assert spent.track == position.players[seat].track + 2
    undo(qtbot, window)
    assert shows(session, position)
    assert not session.game().players[seat].used >> Action.POINTS & 1


def test_a_wild_tile_and_its_action_are_taken_back(window: MainWindow, qtbot: QtBot) -> None:
    position = find(lambda g: Move.act(Action.WILD1) in g.legal_moves())
    session, scene = start(window, qtbot, position)
    scene.activate(Target(Region.ACTION, Action.WILD1))
    gained = session.game().copy()
    assert gained.phase == Phase.WILD
    square = min(m.a for m in gained.legal_moves() if m.kind == Kind.WILD)
    scene.activate(Target(Region.SQUARE, square))
    assert session.game().players[position.seat].built >> square & 1
    undo(qtbot, window)
    assert shows(session, gained)
    undo(qtbot, window)
    assert shows(session, position)


def test_no_step_back_past_a_card_shown(window: MainWindow, qtbot: QtBot) -> None:
    position = find(lambda g: g.phase == Phase.MOVE and g.ply > 4
                    and any(m.kind == Kind.DRAW for m in _after_move(g).legal_moves()))  # fmt: skip
    session, _ = start(window, qtbot, position)
    page = window.game_page
    QTest.keyClick(page.view, Qt.Key.Key_1)
    QTest.keyClick(page.view, Qt.Key.Key_D)  # the draw shows cards: the turn so far is kept
    played = session.game().copy()
    assert played.history[position.ply:] == [Move.move(1), Move.draw()]
    assert len(session.record().moves) == played.ply  # committed: in the record
    assert not session.can_take_back and not page.take_back_button.isVisible()
    undo(qtbot, window)
    assert shows(session, played)


def _after_move(game: Game) -> Game:
    after = game.copy()
    after.apply(Move.move(1))
    return after


def test_the_prompt_follows_the_legal_moves_after_a_build(window: MainWindow,
                                                          qtbot: QtBot) -> None:  # fmt: skip
    position = find(lambda g: quiet_build(g) is not None and not g.active)
    session, scene = start(window, qtbot, position)
    page = window.game_page
    assert page.status.prompt.text() == tr("Draw cards or build a pavilion")
    assert page.draw_button.isVisible()
    build_by_clicks(scene, position)
    game = session.game()
    while game.phase == Phase.SS:  # the superstructures, if any, first
        roofs = list(bb.squares(game.last_tile))[: game.pending_ss]
        for square in roofs:
            scene.activate(Target(Region.SQUARE, square))
        scene.confirm()
        game = session.game()
    kinds = {m.kind for m in game.legal_moves()}
    assert Kind.DRAW not in kinds and game.to_move == position.seat
    expected = tr("Take an action or end your turn") if Kind.ACT in kinds else tr("End your turn")
    if Kind.BUILD in kinds:
        expected = tr("Build a pavilion or end your turn")
    assert page.status.prompt.text() == expected
    assert page.end_button.isVisible() and not page.draw_button.isVisible()
    assert page.message.text()  # a hint says what to click


def test_the_hint_while_moving_a_superstructure(window: MainWindow, qtbot: QtBot) -> None:
    position = find(lambda g: Move.act(Action.RELOCATE) in g.legal_moves())
    session, scene = start(window, qtbot, position)
    page = window.game_page
    scene.activate(Target(Region.ACTION, Action.RELOCATE))
    assert page.status.prompt.text() == tr("Move a superstructure")
    assert page.message.text() == tr("Click the superstructure to move.")
    source = min(bb.squares(session.game().players[position.seat].superstructures))
    scene.activate(Target(Region.SQUARE, source))
    assert page.message.text() == tr("Click a free roof for the superstructure chosen, or click "
                                     "it again to keep it there.")  # fmt: skip
