"""The table driven like a player would: clicks and keys, through the real window."""

from __future__ import annotations

from PySide6.QtCore import Qt
from PySide6.QtTest import QTest
from PySide6.QtWidgets import QGraphicsItem
from pytestqt.qtbot import QtBot

from client.app import MainWindow
from client.session import LocalSession
from client.storage import saved_games
from engine.helsinki import bitboard as bb
from engine.helsinki.components import CARD_SUPERSTRUCTURES, Action
from engine.helsinki.game import Game, Phase
from engine.helsinki.moves import Kind, Move
from engine.helsinki.options import Options
from engine.line import Line
from engine.record import Record, Seat, read_record, replay
from engine.rng import Rng
from ui.table.words import note_text


def click(qtbot: QtBot, window: MainWindow, item: QGraphicsItem,
          button: Qt.MouseButton = Qt.MouseButton.LeftButton) -> None:  # fmt: skip
    view = window.game_page.view
    centre = item.mapToScene(item.boundingRect().center())
    QTest.mouseClick(view.viewport(), button, pos=view.mapFromScene(centre))


def hot_seat(window: MainWindow, line: Line) -> LocalSession:
    """A hot-seat game; the first player, like every other, gets the hand-over screen."""
    session = LocalSession(line, None, 0)
    window._start_session(session)
    page = window.game_page
    assert page.handing_over and not any(item.card for item in page.scene.hand_items)
    page.handover.button.click()
    assert not page.handing_over
    return session


def test_whole_game_against_bots_runs_to_the_end(window: MainWindow, qtbot: QtBot) -> None:
    seats = [Seat(f"Bot {i}", "random") for i in range(4)]
    session = window.new_game(seats, Options(dry_roads=True), seed=11)
    session.bot_delay = 0
    qtbot.waitUntil(lambda: session.game().is_over, timeout=60_000)
    page = window.game_page
    assert window.pages.currentWidget() is window.end_page  # the end, in place of the table
    assert page.log.count() > 50
    saved = saved_games()
    assert len(saved) == 1 and saved[0].finished
    assert replay(read_record(saved[0].path)).state_hash() == session.game().state_hash()


def test_place_and_move_by_clicks_and_illegal_click(window: MainWindow, qtbot: QtBot) -> None:
    session = hot_seat(window, Line(Record([Seat("Anna"), Seat("Ben")], 5, Options(start_seat=0))))
    scene = window.game_page.scene
    engine = Game.new(2, 5, Options(start_seat=0))
    click(qtbot, window, scene.spaces[2])
    engine.play(Move.place(2))
    assert session.game().state_hash() == engine.state_hash()
    before = session.game().state_hash()
    click(qtbot, window, scene.spaces[7])  # 5 spaces: not allowed without an action
    assert session.game().state_hash() == before
    assert "Not allowed" in window.game_page.message.text()
    click(qtbot, window, scene.spaces[4])
    engine.play(Move.move(2))
    assert session.game().state_hash() == engine.state_hash()
    # keyboard: D draws
    QTest.keyClick(window.game_page.view, Qt.Key.Key_D)
    engine.play(Move.draw())
    assert session.game().state_hash() == engine.state_hash()


def find_build_position() -> Game:
    """A position where the player to move may build a tile with a superstructure and has a
    coat of arms to spend on 2 points."""
    for seed in range(200):
        game = Game.new(2, seed, Options(start_seat=0))
        rng = Rng(b"\x07" * 32, seed)
        while not game.is_over and game.ply < 400:
            moves = game.legal_moves()
            if (
                game.phase == Phase.MAIN
                and not game.builds
                and game.players[game.seat].meadow
                and Move.act(Action.POINTS) in moves
                and any(m.kind == Kind.BUILD and CARD_SUPERSTRUCTURES[m.cards[0]] for m in moves)
            ):
                return game
            game.apply(moves[rng.below(len(moves))])
    raise AssertionError("no position found")


def test_build_push_superstructure_and_action(window: MainWindow, qtbot: QtBot) -> None:
    position = find_build_position()
    session = hot_seat(window, Line.of_game(position, [Seat("Anna"), Seat("Ben")]))
    page = window.game_page
    if page.handing_over:
        QTest.mouseClick(page.handover.button, Qt.MouseButton.LeftButton)
    scene = page.scene
    engine = position.copy()
    seat = engine.seat

    # spend a coat of arms on 2 points
    click(qtbot, window, scene.action_items[Action.POINTS])
    engine.play(Move.act(Action.POINTS))
    assert session.game().state_hash() == engine.state_hash()

    # choose the card with a superstructure; the payment is suggested
    hand = engine.players[seat].hand
    builds = [m for m in engine.legal_moves()
              if m.kind == Kind.BUILD and CARD_SUPERSTRUCTURES[m.cards[0]]]  # fmt: skip
    card = builds[0].cards[0]
    click(qtbot, window, scene.hand_items[hand.index(card)])
    build = scene.composer.selected_build()
    assert build is not None and build in engine.legal_moves()
    QTest.keyClick(page.view, Qt.Key.Key_Return)
    assert scene.composer.ghost is not None
    assert session.game().state_hash() == engine.state_hash()  # nothing applied yet
    # Esc cancels the ghost tile and the payment, Enter brings them back
    QTest.keyClick(page.view, Qt.Key.Key_Escape)
    assert scene.composer.ghost is None and scene.composer.shown is None
    click(qtbot, window, scene.hand_items[hand.index(card)])
    build = scene.composer.selected_build()
    assert build is not None
    QTest.keyClick(page.view, Qt.Key.Key_Return)
    # turn the tile and move it along the edge until the push is legal
    after = engine.copy()
    after.apply(build)
    legal_pushes = {m.a for m in after.legal_moves() if m.kind == Kind.PUSH}
    for _ in range(40):
        QTest.keyClick(page.view, Qt.Key.Key_R)
        QTest.keyClick(page.view, Qt.Key.Key_Right)
        if scene.composer.ghost_legal():
            break
    assert scene.composer.ghost is not None and scene.composer.ghost_legal()
    final = scene.composer.ghost.final()
    assert final in legal_pushes
    assert page.message.text() == note_text(scene.composer.ghost_note())
    QTest.keyClick(page.view, Qt.Key.Key_Return)
    engine.play(build)
    engine.play(Move.push(final))
    assert session.game().state_hash() == engine.state_hash()
    assert "Push from" not in page.message.text()  # the hint went with the ghost tile

    # put the superstructure(s) on roofs of the new tile by clicking squares, then confirm;
    # until then a roof clicked again is free again
    assert engine.phase == Phase.SS
    roofs = list(bb.squares(engine.last_tile))[: engine.pending_ss]
    for square in roofs:
        click(qtbot, window, scene.square_items[square])
    assert session.game().state_hash() == engine.state_hash()  # nothing sent yet
    assert page.confirm_button.isEnabled() and "Enter" in page.message.text()
    click(qtbot, window, scene.square_items[roofs[-1]])
    assert scene.composer.roofs == bb.mask_of(roofs[:-1]) and not page.confirm_button.isEnabled()
    click(qtbot, window, scene.square_items[roofs[-1]])
    QTest.keyClick(page.view, Qt.Key.Key_Return)
    engine.play(Move.superstructures(bb.mask_of(roofs)))
    assert session.game().state_hash() == engine.state_hash()


def test_illegal_build_click_says_why(window: MainWindow, qtbot: QtBot) -> None:
    session = hot_seat(window, Line(Record([Seat("Anna"), Seat("Ben")], 5, Options(start_seat=0))))
    before = session.game().state_hash()
    click(qtbot, window, window.game_page.scene.hand_items[0])  # set-up: no building yet
    assert session.game().state_hash() == before
    assert "Not allowed" in window.game_page.message.text()


def test_hot_seat_hides_the_hand_between_players(window: MainWindow, qtbot: QtBot) -> None:
    session = hot_seat(window, Line(Record([Seat("Anna"), Seat("Ben")], 9, Options(start_seat=0))))
    page = window.game_page
    for move in ("place 0", "move 1", "draw"):
        page.scene.move_chosen.emit(Move.parse(move))
    if session.game().to_move == 0:  # the draw may leave a step for the same player
        page.scene.move_chosen.emit(Move.end())
    assert session.game().to_move == 1
    assert page.handing_over
    assert all(item.card is None for item in page.scene.hand_items)
    QTest.mouseClick(page.handover.button, Qt.MouseButton.LeftButton)
    assert not page.handing_over
    assert [i.card for i in page.scene.hand_items] == session.game().players[1].hand


def test_keyboard_only_cursor(window: MainWindow, qtbot: QtBot) -> None:
    session = hot_seat(window, Line(Record([Seat("Anna"), Seat("Ben")], 5, Options(start_seat=0))))
    view = window.game_page.view
    for _ in range(2):  # hand -> board -> senate
        QTest.keyClick(view, Qt.Key.Key_Tab)
    QTest.keyClick(view, Qt.Key.Key_Right)
    QTest.keyClick(view, Qt.Key.Key_Space)
    assert session.game().history == [Move.place(1)]
