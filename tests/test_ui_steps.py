"""The less common steps of a turn, played through the table's own clicks and keys: discarding
down to the hand limit, a wild tile, moving a superstructure, pushing from any side."""

from __future__ import annotations

from positions import find
from PySide6.QtCore import Qt
from PySide6.QtTest import QTest
from PySide6.QtWidgets import QGraphicsItem
from pytestqt.qtbot import QtBot

from client.app import MainWindow
from client.session import LocalSession
from engine.helsinki import bitboard as bb
from engine.helsinki.components import (
    CARD_TILE_KIND,
    HAND_LIMIT,
    SPACE_SIDES,
    TILE_SIZES,
    WILD,
    Action,
    Side,
)
from engine.helsinki.game import Game, Phase
from engine.helsinki.moves import Kind, Move
from engine.line import Line
from engine.record import Seat
from ui.i18n import side_name
from ui.table.composer import Mark
from ui.table.items.cards import PileItem
from ui.table.items.tiles import SuperstructureItem, TileItem
from ui.table.scene import TableScene


def click(qtbot: QtBot, window: MainWindow, item: QGraphicsItem) -> None:
    view = window.game_page.view
    centre = item.mapToScene(item.boundingRect().center())
    QTest.mouseClick(view.viewport(), Qt.MouseButton.LeftButton, pos=view.mapFromScene(centre))


def start(
    window: MainWindow, qtbot: QtBot, position: Game, by_keyboard: bool = False
) -> tuple[LocalSession, TableScene]:
    """A hot-seat game (every seat at this computer) resumed at ``position``; the hand-over
    screen is passed with a click, or with Enter ``by_keyboard``."""
    seats = [Seat(f"Player {i + 1}") for i in range(position.n)]
    session = LocalSession(Line.of_game(position, seats), None, 0)
    window._start_session(session)
    page = window.game_page
    if page.handing_over and by_keyboard:
        QTest.keyClick(page.handover.button, Qt.Key.Key_Return)
    elif page.handing_over:
        QTest.mouseClick(page.handover.button, Qt.MouseButton.LeftButton)
    assert not page.handing_over
    return session, page.scene


def big_tiles(scene: TableScene) -> set[tuple[int, int]]:
    """(colour, squares) of the tiles drawn on the large board."""
    assert scene.big_board is not None
    return {
        (item.colour, item.mask)
        for item in scene.big_board.childItems()
        if isinstance(item, TileItem) and item.isVisible()
    }


def big_superstructures(scene: TableScene) -> set[int]:
    """Squares of the superstructures drawn on the large board."""
    board = scene.big_board
    assert board is not None
    found = set()
    for item in board.childItems():
        if isinstance(item, SuperstructureItem) and item.isVisible():
            centre = item.mapToItem(board, item.boundingRect().center())
            for square in range(49):
                if board.square_rect(square).contains(centre):
                    found.add(square)
    return found


def discard_pile(scene: TableScene) -> PileItem:
    piles = [i for i in scene.items() if isinstance(i, PileItem) and i is scene.discard_pile]
    assert len(piles) == 1 and piles[0].isVisible()
    return piles[0]


def test_discard_down_to_the_hand_limit(window: MainWindow, qtbot: QtBot) -> None:
    position = find(lambda g: g.phase == Phase.DISCARD and not g.discarders
                    and len(g.players[g.seat].hand) >= HAND_LIMIT + 2)  # fmt: skip
    session, scene = start(window, qtbot, position)
    engine = position.copy()
    seat = engine.seat
    while engine.phase == Phase.DISCARD:
        hand = engine.players[seat].hand
        assert [item.card for item in scene.hand_items] == hand
        # every card may go: each is marked as a legal choice
        assert all(item.highlight == Mark.LEGAL for item in scene.hand_items)
        pile_before = discard_pile(scene).count
        card = hand[-1]
        click(qtbot, window, scene.hand_items[len(hand) - 1])
        engine.play(Move.discard(card))
        assert session.game().state_hash() == engine.state_hash()
        assert discard_pile(scene).count == pile_before + 1
        assert discard_pile(scene).top == card
    assert len(engine.players[seat].hand) == HAND_LIMIT
    assert all(m.kind != Kind.DISCARD for m in session.game().legal_moves())
    if engine.to_move == seat:
        assert [item.card for item in scene.hand_items] == engine.players[seat].hand
    else:  # the turn ended: once ended, the next player's hand is hidden until they sit
        assert session.awaiting_confirmation and not window.game_page.handing_over
        QTest.mouseClick(window.game_page.end_button, Qt.MouseButton.LeftButton)
        assert window.game_page.handing_over
        assert all(item.card is None for item in scene.hand_items)


def test_discard_at_the_end_of_the_round_by_another_seat(window: MainWindow,
                                                        qtbot: QtBot) -> None:  # fmt: skip
    """When "no hand limit" runs out, a seat other than the active one discards."""
    position = find(lambda g: g.phase == Phase.DISCARD and bool(g.discarders)
                    and g.discarders[0] != g.seat, players=3)  # fmt: skip
    session, scene = start(window, qtbot, position)
    engine = position.copy()
    discarder = engine.to_move
    assert discarder is not None and discarder != engine.seat
    assert scene.big_seat == discarder
    while engine.to_move == discarder and engine.phase == Phase.DISCARD:
        hand = engine.players[discarder].hand
        assert [item.card for item in scene.hand_items] == hand
        click(qtbot, window, scene.hand_items[0])
        engine.play(Move.discard(hand[0]))
        assert session.game().state_hash() == engine.state_hash()
    assert len(engine.players[discarder].hand) <= HAND_LIMIT


def test_gain_a_wild_tile_and_place_it(window: MainWindow, qtbot: QtBot) -> None:
    position = find(lambda g: Move.act(Action.WILD1) in g.legal_moves())
    session, scene = start(window, qtbot, position)
    engine = position.copy()
    seat = engine.seat
    before = big_tiles(scene)
    click(qtbot, window, scene.action_items[Action.WILD1])
    engine.play(Move.act(Action.WILD1))
    assert session.game().state_hash() == engine.state_hash()
    assert engine.phase == Phase.WILD
    # the squares where the wild tile may go are the highlighted ones
    wild = {m.a for m in engine.legal_moves() if m.kind == Kind.WILD}
    assert wild
    assert {i.square for i in scene.square_items if i.highlight == Mark.LEGAL} == wild
    # a click on a square that is not allowed changes nothing
    built = next(bb.squares(engine.players[seat].built))
    click(qtbot, window, scene.square_items[built])
    assert session.game().state_hash() == engine.state_hash()
    assert "Not allowed" in window.game_page.message.text()
    square = min(wild)
    click(qtbot, window, scene.square_items[square])
    engine.play(Move.wild(square))
    assert session.game().state_hash() == engine.state_hash()
    assert big_tiles(scene) == before | {(WILD, bb.bit(square))}


def test_move_a_superstructure(window: MainWindow, qtbot: QtBot) -> None:
    position = find(lambda g: Move.act(Action.RELOCATE) in g.legal_moves())
    session, scene = start(window, qtbot, position)
    engine = position.copy()
    player = engine.players[engine.seat]
    assert big_superstructures(scene) == set(bb.squares(player.superstructures))
    click(qtbot, window, scene.action_items[Action.RELOCATE])
    engine.play(Move.act(Action.RELOCATE))
    assert session.game().state_hash() == engine.state_hash()
    assert engine.phase == Phase.RELOCATE
    sources = set(bb.squares(player.superstructures))
    assert {i.square for i in scene.square_items if i.highlight == Mark.LEGAL} == sources
    # choose the superstructure, then a free roof
    source = min(sources)
    click(qtbot, window, scene.square_items[source])
    assert scene.composer.relocate_from == source
    free = set(bb.squares(player.roofs & ~player.superstructures))
    assert {i.square for i in scene.square_items if i.highlight == Mark.LEGAL} == free
    target = max(free)
    click(qtbot, window, scene.square_items[target])
    engine.play(Move.relocate(source, target))
    assert session.game().state_hash() == engine.state_hash()
    assert big_superstructures(scene) == sources - {source} | {target}
    assert scene.composer.relocate_from is None


def _other_side_push(game: Game) -> bool:
    """In the main step, "push from any side" may be spent and a card built such that some
    push from another side than the token's ends where no push from the token's side does."""
    if game.phase != Phase.MAIN or Move.act(Action.ANYSIDE) not in game.legal_moves():
        return False
    after_act = game.copy()
    after_act.apply(Move.act(Action.ANYSIDE))
    return _build_for_another_side(after_act, game.side_of(game.seat)) is not None


def _build_for_another_side(game: Game, own: Side) -> tuple[Move, Side, set[int]] | None:
    """A build, another side than ``own`` (the token's), and the squares a push from that side
    reaches that no push from ``own`` does (None: there is none)."""
    built = game.players[game.seat].built
    for build in game.legal_moves():
        if build.kind != Kind.BUILD:
            continue
        after = game.copy()
        after.apply(build)
        kind = after.pending_kind
        mine = set(bb.placements(kind, own, built))
        legal = {m.a for m in after.legal_moves() if m.kind == Kind.PUSH}
        for side in Side:
            only = set(bb.placements(kind, side, built)) & legal - mine
            if side != own and only:
                return build, side, only
    return None


def _pay(qtbot: QtBot, window: MainWindow, build: Move, hand: list[int]) -> None:
    """Click the card the build shows, then pay with exactly its other cards."""
    scene = window.game_page.scene
    click(qtbot, window, scene.hand_items[hand.index(build.cards[0])])
    shown = scene.composer.shown
    assert shown is not None
    for index in list(scene.composer.payment):
        click(qtbot, window, scene.hand_items[index])
    taken = {shown}
    for card in build.cards[1:]:
        index = next(i for i, c in enumerate(hand) if c == card and i not in taken)
        taken.add(index)
        click(qtbot, window, scene.hand_items[index])
    assert scene.composer.selected_build() == build


def _steer(window: MainWindow, only: set[int]) -> bool:
    """Try every way in from the ghost's side (F flips, R turns, arrows slide) until the push
    ends in ``only``; whether it does."""
    scene, view = window.game_page.scene, window.game_page.view
    ghost = scene.composer.ghost
    assert ghost is not None
    for flip in range(2):
        for _turn in range(4):
            for _ in range(7):
                QTest.keyClick(view, Qt.Key.Key_Left)
            for _lane in range(7):
                if scene.composer.ghost_legal() and ghost.final() in only:
                    return True
                QTest.keyClick(view, Qt.Key.Key_Right)
            QTest.keyClick(view, Qt.Key.Key_R)
        if not flip:
            QTest.keyClick(view, Qt.Key.Key_F)
    return False


def test_push_from_any_side(window: MainWindow, qtbot: QtBot) -> None:
    position = find(_other_side_push)
    session, scene = start(window, qtbot, position)
    page = window.game_page
    view = page.view
    engine = position.copy()
    seat = engine.seat
    own = SPACE_SIDES[engine.players[seat].space]
    click(qtbot, window, scene.action_items[Action.ANYSIDE])
    engine.play(Move.act(Action.ANYSIDE))
    assert session.game().state_hash() == engine.state_hash()

    # find a card and another side where the push ends somewhere the token's side cannot reach
    goal = _build_for_another_side(engine, own)
    assert goal is not None
    build, side, only = goal
    _pay(qtbot, window, build, engine.players[seat].hand)
    QTest.keyClick(view, Qt.Key.Key_Return)
    ghost = scene.composer.ghost
    assert ghost is not None and len(ghost.sides) == 4
    assert ", S changes the side" in page.message.text()
    # S turns to the other sides
    for _ in range(4):
        if ghost.side == side:
            break
        QTest.keyClick(view, Qt.Key.Key_S)
    assert ghost.side == side
    assert side_name(side) in page.message.text()
    # the ghost waits outside that edge of the board
    assert scene.ghost_item is not None and scene.ghost_item.entry
    rows = [r for r, _ in scene.ghost_item.entry]
    cols = [c for _, c in scene.ghost_item.entry]
    outside = {Side.N: max(rows) < 0, Side.S: min(rows) > 6,
               Side.W: max(cols) < 0, Side.E: min(cols) > 6}  # fmt: skip
    assert outside[side]
    # try every way in from that side until it ends in ``only``
    assert _steer(window, only) and ghost.side == side
    final = ghost.final()
    assert scene.ghost_item.final == final and scene.ghost_item.legal
    QTest.keyClick(view, Qt.Key.Key_Return)
    engine.play(build)
    engine.play(Move.push(final))
    assert session.game().state_hash() == engine.state_hash()
    assert scene.composer.ghost is None and scene.ghost_item is None
    # the tile stands where the ghost showed it, on the player's board (large or small)
    board = scene.board_item(seat)
    assert board is not None
    colour = CARD_TILE_KIND[build.cards[0]] // len(TILE_SIZES)
    assert (colour, final) in board.tiles
