"""Copenhagen's table: it shows a snapshot, and the player's clicks and keys become the legal
moves (takes, builds with the ghost turned and flipped, bonuses); a game against bots ends on
the end page with its breakdown."""

from __future__ import annotations

from typing import TYPE_CHECKING

from PySide6.QtCore import Qt
from PySide6.QtGui import QColor, QImage, QPainter
from pytestqt.qtbot import QtBot

from engine.copenhagen import CopenhagenGame, Kind, Move, Step
from engine.copenhagen.bots import make_bot
from engine.copenhagen.components import COLUMNS
from ui import palette as pal
from ui.copenhagen.composer import SPECIAL
from ui.copenhagen.scene import CopenhagenScene

if TYPE_CHECKING:
    from client.app import MainWindow

NAMES = ["Anna", "Ben", "Cleo", "Dan"]


def played(players: int, seed: int, until: object) -> CopenhagenGame:
    """A game played by greedy bots until ``until(game)`` holds."""
    game = CopenhagenGame.new(players, seed)
    bots = [make_bot("greedy", seat) for seat in range(players)]
    while not until(game):  # type: ignore[operator]
        assert not game.is_over, "the game ended first"
        seat = game.to_move
        assert seat is not None
        game.play(bots[seat].choose(game))
    return game


def shown(game: CopenhagenGame, qtbot: QtBot) -> tuple[CopenhagenScene, list[Move]]:
    scene = CopenhagenScene()
    chosen: list[Move] = []
    scene.move_chosen.connect(chosen.append)
    colours = [QColor(c) for c in pal.PLAYER_COLOURS[: game.n]]
    scene.show_game(game.copy(), NAMES[: game.n], colours, game.to_move, True)
    return scene, chosen


def test_the_table_renders_a_snapshot(qtbot: QtBot) -> None:
    game = played(4, 3, lambda g: g.ply >= 60)
    scene, _ = shown(game, qtbot)
    seat = game.to_move
    assert seat is not None
    assert scene.harbour.cards == game.harbour
    assert scene.market.tiles == game.tiles and scene.market.specials == game.specials
    assert scene.hand.hand == game.players[seat].hand
    assert scene.own.player is not None and scene.own.player.filled == game.players[seat].filled
    others = [item.name for item in scene.others if item.isVisible()]
    assert others == [NAMES[(seat + i) % 4] for i in range(1, 4)]
    assert scene.track.points == [p.points for p in game.players]
    image = QImage(800, 410, QImage.Format.Format_ARGB32)
    image.fill(0)
    painter = QPainter(image)
    scene.render(painter)
    painter.end()
    centre = scene.harbour.slot_rect(1).center()
    pixel = image.pixelColor(int(centre.x() / 2), int(centre.y() / 2))
    assert pixel.alpha() == 255  # painted


def test_a_click_on_two_lit_harbour_cards_takes_them(qtbot: QtBot) -> None:
    game = CopenhagenGame.new(2, 5)
    scene, chosen = shown(game, qtbot)
    assert scene.harbour.selectable == {1, 2, 3, 4, 5, 6, 7}
    scene.click(scene.harbour.slot_rect(3).center())
    assert chosen == [] and scene.harbour.selected == {3}
    assert scene.harbour.selectable == {1, 2, 3, 4, 5, 6, 7}  # Any cards: any other card
    scene.click(scene.harbour.slot_rect(3).center())  # dropped again
    assert scene.harbour.selected == set()
    scene.click(scene.harbour.slot_rect(6).center())
    scene.click(scene.harbour.slot_rect(2).center())
    assert chosen == [Move.take(2, 6)] and Move.take(2, 6) in game.legal_moves()


def test_a_click_on_a_lit_cell_builds_the_held_tile(qtbot: QtBot) -> None:
    game = played(2, 11, lambda g: g.step == Step.MAIN and any(
        m.kind == Kind.BUILD for m in g.legal_moves()))  # fmt: skip
    scene, chosen = shown(game, qtbot)
    kind = min(scene.composer.buildable_kinds())
    scene.click(scene.market.stack_rect(kind).center())
    assert scene.composer.ghost is not None and scene.composer.ghost.kind == kind
    lit = scene.own.lit
    assert lit, "a buildable tile lights its placements"
    builds = [m for m in game.legal_moves() if m.kind == Kind.BUILD and m.a == kind]
    target = next(m for m in builds if m.c & lit == m.c)
    columns = [c % COLUMNS for c in range(45) if target.c >> c & 1]
    floors = [c // COLUMNS for c in range(45) if target.c >> c & 1]
    scene.origin = (min(columns), min(floors))
    for turn in range(8):  # the orientation that fits there
        move = scene.composer.move_at((min(columns), min(floors)))
        if move is not None and move.c == target.c:
            break
        scene.turn() if turn != 3 else scene.flip()
    scene.place()
    assert len(chosen) == 1 and chosen[0] in game.legal_moves() and chosen[0].c == target.c


def test_r_turns_and_f_flips_the_ghost(qtbot: QtBot) -> None:
    game = played(2, 11, lambda g: g.step == Step.MAIN and any(
        m.kind == Kind.BUILD and m.a % 4 >= 1 for m in g.legal_moves()))  # fmt: skip
    scene, _ = shown(game, qtbot)
    kind = max(k for k in scene.composer.buildable_kinds() if k % 4 >= 1)
    assert scene.composer.hold(kind)
    scene.origin = (0, 0)
    start = scene.composer.ghost
    assert start is not None
    width, height = scene.composer.ghost_span()
    assert scene.handle_key(Qt.Key.Key_R, "r")
    turned = scene.composer.ghost
    assert turned is not None and turned.turn == (start.turn + 1) % 4
    assert scene.composer.ghost_span() == (height, width)
    assert scene.handle_key(Qt.Key.Key_F, "f")
    flipped = scene.composer.ghost
    assert flipped is not None and flipped.flip != turned.flip
    assert scene.ghost.ghost == flipped and scene.ghost.isVisible()


def test_the_bonus_chooser_offers_the_legal_bonuses(qtbot: QtBot) -> None:
    game = played(2, 4, lambda g: g.step == Step.BONUS)
    scene, chosen = shown(game, qtbot)
    offered = scene.bonus.moves
    legal = [m for m in game.legal_moves() if m.kind in (Kind.ABILITY, Kind.REFRESH)]
    assert offered == legal and scene.bonus.isVisible()
    specials = {m.a for m in game.legal_moves() if m.kind == Kind.SPECIAL}
    assert {c for c in range(45) if scene.own.lit >> c & 1} == specials
    ghost = scene.composer.ghost
    assert ghost is not None and ghost.kind == SPECIAL
    if offered:
        scene.click(scene.bonus.option_rect(0).center())
        assert chosen == [offered[0]]


def test_a_game_against_bots_ends_on_the_end_page(window: MainWindow, qtbot: QtBot) -> None:
    window.preferences.confirm_end = False
    from ui.pages.start import BotGameChoice

    window.start.game_choice.set_value("copenhagen")
    session = window.play_bots(BotGameChoice(2, "greedy", window.start.rules.options(),
                                             "copenhagen"))  # fmt: skip
    page = window.copenhagen_page
    assert window.pages.currentWidget() is page
    me = make_bot("greedy", 99)

    def play_mine() -> bool:
        game = page.game()
        if game.is_over:
            return True
        if game.to_move == 0 and page.scene.interactive:
            move = me.choose(game.copy())
            page.scene.move_chosen.emit(move)  # the table's own way to the session
        return False

    qtbot.waitUntil(play_mine, timeout=120_000)
    qtbot.waitUntil(lambda: window.pages.currentWidget() is window.copenhagen_end)
    end = window.copenhagen_end
    game = page.game() if page.session is not None else end.game
    assert game is not None and game.is_over and end.game is not None
    assert session.record().rules == "copenhagen"
    assert len(end.results) == 3
    winners = [r for r in end.results if r.won]
    assert [r.seat for r in winners] == sorted(game.winners, key=lambda s: [
        r.seat for r in end.results].index(s))  # fmt: skip
    assert end.title.text() and end.detail.text()
