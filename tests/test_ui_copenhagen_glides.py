"""Copenhagen's table lets what moved glide from where it was: harbour cards into the hand
that took them (face down into a hidden hand), new harbour cards from the deck, paid cards to
the discard pile, a tile from the market onto its cells, an ability tile to its owner, the
markers along the track; the item a thing lands on leaves it out until it lands; no glide when
the animations are off or the game shown is not the next state; an update during a glide
finishes it."""

from __future__ import annotations

from collections.abc import Callable
from typing import TYPE_CHECKING, TypeVar

import pytest
from PySide6.QtCore import QPointF, QRectF
from PySide6.QtGui import QColor, QImage, QPainter
from PySide6.QtWidgets import QStyleOptionGraphicsItem
from pytestqt.qtbot import QtBot

from engine.copenhagen import CopenhagenGame, Kind, Move
from engine.copenhagen.bots import make_bot
from ui import palette as pal
from ui.copenhagen.items import drawings
from ui.copenhagen.items.flyers import AbilityFlyer, CardFlyer, Flyer, MarkerFlyer, TileFlyer
from ui.copenhagen.motion import changes
from ui.copenhagen.scene import CopenhagenScene

if TYPE_CHECKING:
    from client.app import MainWindow

GLIDE_MS = 500
NAMES = ["Anna", "Ben", "Cleo", "Dan"]
Step = tuple[CopenhagenGame, Move, CopenhagenGame]
F = TypeVar("F", bound=Flyer)


@pytest.fixture(scope="module")
def steps() -> list[Step]:
    """Every move of a 4-player game between greedy bots, with the states around it."""
    game = CopenhagenGame.new(4, 11)
    bots = [make_bot("greedy", seat) for seat in range(4)]
    found: list[Step] = []
    while not game.is_over:
        seat = game.to_move
        assert seat is not None
        before = game.copy()
        move = bots[seat].choose(game)
        game.play(move)
        found.append((before, move, game.copy()))
    return found


def step(steps: list[Step],
         found: Callable[[CopenhagenGame, Move, CopenhagenGame], bool]) -> Step:  # fmt: skip
    for before, move, after in steps:
        if found(before, move, after):
            return before, move, after
    raise AssertionError("no such move")


def show(scene: CopenhagenScene, game: CopenhagenGame, viewer: int | None) -> None:
    colours = [QColor(c) for c in pal.PLAYER_COLOURS[: game.n]]
    scene.show_game(game.copy(), NAMES[: game.n], colours, viewer, False)


def glide_of(before: CopenhagenGame, after: CopenhagenGame, viewer: int | None,
             duration: int = GLIDE_MS) -> CopenhagenScene:  # fmt: skip
    """A scene that showed ``before`` and now shows ``after``, its glides under way."""
    scene = CopenhagenScene()
    scene.glides.duration = duration
    show(scene, before, viewer)
    show(scene, after, viewer)
    return scene


def flyers(scene: CopenhagenScene, kind: type[F]) -> list[F]:
    """The items of ``kind`` on their way."""
    return [f for f in scene.glides.flyers() if isinstance(f, kind)]


def path(scene: CopenhagenScene, flyer: Flyer) -> list[QPointF]:
    found = scene.glides.path_of(flyer)
    assert found is not None
    return found


def same(a: QPointF, b: QPointF) -> bool:
    return (a - b).manhattanLength() < 0.01


def scaled_to(flyer: Flyer, rect: QRectF, scale: float) -> bool:
    """Whether ``flyer`` at ``scale`` covers ``rect`` (its width)."""
    return abs(flyer.bounds.width() * scale - rect.width()) < 0.01


def test_the_changes_of_a_take_name_its_slots_and_the_refills(steps: list[Step]) -> None:
    before, move, after = step(steps, lambda b, m, a: m.kind == Kind.TAKE and a.seat != b.seat)
    moved = changes(before, after)
    assert moved.seat == before.seat and moved.taken == move.slots
    assert moved.refilled == move.slots  # the turn ended: the slots taken were refilled
    assert moved.paid == () and moved.built is None and moved.abilities == ()


def test_the_changes_of_a_build_name_the_tile_and_the_payment(steps: list[Step]) -> None:
    before, move, after = step(steps, lambda b, m, a: m.kind == Kind.BUILD and any(m.pay))
    moved = changes(before, after)
    built = moved.built
    assert built is not None
    assert (built.kind, built.cells, built.brick) == (move.a, move.c, 1 << move.b)
    assert sorted(moved.paid) == sorted(c for c, n in enumerate(move.pay) for _ in range(n))
    assert moved.taken == ()


def test_cards_taken_glide_into_the_open_hand_and_new_ones_come_from_the_deck(
    qtbot: QtBot, steps: list[Step]
) -> None:
    before, move, after = step(steps, lambda b, m, a: m.kind == Kind.TAKE and a.seat != b.seat)
    seat = before.seat
    scene = glide_of(before, after, viewer=seat)
    harbour, hand = scene.harbour, scene.hand
    deck = harbour.pile_rect().topLeft()
    cards = [f for f in flyers(scene, CardFlyer) if path(scene, f)[0] != deck]
    colours = sorted(f.colour for f in cards if f.colour is not None)  # face up
    assert len(colours) == len(cards)
    assert colours == sorted(before.harbour[s - 1] for s in move.slots)
    for flyer in cards:  # from its slot to its colour's pile of the hand
        assert flyer.colour is not None
        start, end = path(scene, flyer)[0], path(scene, flyer)[-1]
        assert any(same(start, harbour.slot_rect(s).topLeft()) for s in move.slots)
        assert same(end, hand.pile_rect(flyer.colour).topLeft())
    refills = [f for f in flyers(scene, CardFlyer) if f not in cards]
    assert len(refills) == len(move.slots)
    for flyer in refills:  # face down, from the deck to an empty slot
        assert flyer.colour is None
        assert any(same(path(scene, flyer)[-1], harbour.slot_rect(s).topLeft())
                   for s in move.slots)  # fmt: skip
    assert set(harbour.coming) == set(move.slots)  # the new cards are shown when they land
    assert sum(hand.coming.values()) == len(move.slots)
    scene.glides.finish()
    assert not scene.glides.flyers() and not harbour.coming and not hand.coming
    assert harbour.cards == after.harbour and hand.hand == after.players[seat].hand


def test_cards_taken_by_another_player_glide_face_down_to_their_house(
    qtbot: QtBot, steps: list[Step]
) -> None:
    before, move, after = step(steps, lambda b, m, a: m.kind == Kind.TAKE and b.seat == 1)
    scene = glide_of(before, after, viewer=0)
    house = scene.panels[1]
    taken = [f for f in flyers(scene, CardFlyer) if same(path(scene, f)[-1],
                                                        house.hand_rect().topLeft())]  # fmt: skip
    assert len(taken) == len(move.slots)
    assert all(f.colour is None for f in taken)  # hidden
    for flyer in taken:  # the harbour's card at the start, the back beside the house at the end
        assert scaled_to(flyer, scene.harbour.slot_rect(1), flyer.scale())
    assert not scene.hand.coming  # your hand is not theirs


def test_a_tile_built_glides_from_the_market_to_its_cells_and_paid_cards_go_away(
    qtbot: QtBot, steps: list[Step]
) -> None:
    before, move, after = step(steps, lambda b, m, a: m.kind == Kind.BUILD and any(m.pay))
    seat = before.seat
    scene = glide_of(before, after, viewer=seat)
    (tile,) = flyers(scene, TileFlyer)
    assert tile.size == scene.own.cell
    origin, size = scene.market.tile_origin(move.a)
    start, end = path(scene, tile)[0], path(scene, tile)[-1]
    assert same(start, origin) and abs(tile.scale() * scene.own.cell - size) < 0.01
    cells = [i for i in range(45) if move.c >> i & 1]
    low = (min(i % 5 for i in cells), min(i // 5 for i in cells))
    assert same(end, scene.own.cell_rect(*low).bottomLeft())
    assert set(scene.own.board.coming) == set(cells)  # drawn empty until the tile lands
    pile = scene.harbour.pile_rect().topLeft()
    paid = [f.colour for f in flyers(scene, CardFlyer) if same(path(scene, f)[-1], pile)]
    assert paid == [c for c, n in enumerate(move.pay) for _ in range(n)]  # face up
    scene.glides.finish()
    assert not scene.own.board.coming and tile.scene() is None


def test_markers_glide_along_the_track_when_points_change(qtbot: QtBot, steps: list[Step]) -> None:
    before, _, after = step(steps, lambda b, m, a: a.players[b.seat].points > b.players[
        b.seat].points)  # fmt: skip
    seat = before.seat
    scene = glide_of(before, after, viewer=0)
    track = scene.track
    moving = [f for f in flyers(scene, MarkerFlyer)
              if same(path(scene, f)[0], track.marker_rect([p.points for p in before.players],
                                                           seat).topLeft())]  # fmt: skip
    assert moving and seat in track.coming
    assert same(path(scene, moving[0])[-1],
                track.marker_rect(track.points, seat).topLeft())  # fmt: skip


def test_an_ability_taken_glides_to_its_owner(qtbot: QtBot, steps: list[Step]) -> None:
    before, move, after = step(steps, lambda b, m, a: m.kind == Kind.ABILITY)
    seat = before.seat
    scene = glide_of(before, after, viewer=seat)
    (tile,) = flyers(scene, AbilityFlyer)
    assert tile.ability == move.a
    assert same(path(scene, tile)[-1], scene.abilities.tile_rect(tile.ability).topLeft())
    assert tile.ability in scene.abilities.coming


def test_no_glide_when_the_animations_are_off(qtbot: QtBot, steps: list[Step]) -> None:
    before, _, after = step(steps, lambda b, m, a: m.kind == Kind.BUILD)
    scene = glide_of(before, after, viewer=before.seat, duration=0)
    assert not scene.glides.running and not scene.glides.flyers()
    assert not scene.own.board.coming and not scene.harbour.coming


def test_no_glide_to_a_state_that_is_not_the_next_one(qtbot: QtBot, steps: list[Step]) -> None:
    before, _, after = step(steps, lambda b, m, a: m.kind == Kind.TAKE)
    scene = glide_of(after, before, viewer=0)  # a take-back
    assert not scene.glides.running


def test_an_update_during_a_glide_finishes_it(qtbot: QtBot, steps: list[Step]) -> None:
    index = next(i for i, (b, m, a) in enumerate(steps) if m.kind == Kind.BUILD and i > 0)
    first, _, middle = steps[index - 1]
    _, _, last = steps[index]
    scene = glide_of(first, middle, viewer=first.seat)
    old = scene.glides.flyers()
    assert old
    show(scene, last, viewer=first.seat)  # the next move, while the first one glides
    assert all(f.scene() is None for f in old)  # landed at once, off the table
    assert all(f not in old for f in scene.glides.flyers())
    scene.glides.finish()
    assert not scene.glides.flyers() and not scene.glides.running
    items = [scene.harbour, scene.hand, scene.track, scene.abilities, scene.own, scene.own.board,
             *scene.others, *(house.board for house in scene.others)]  # fmt: skip
    assert all(not item.coming for item in items)
    assert scene.harbour.cards == last.harbour
    assert scene.own.player is not None
    assert scene.own.player.filled == last.players[scene.own_seat].filled


def test_the_animation_speed_of_the_preferences_applies_to_the_table(window: MainWindow) -> None:
    scene = window.copenhagen_page.scene
    for speed in range(4):
        window.preferences.speed = speed
        window.apply_speed()
        assert scene.glides.duration == window.preferences.animation
    window.preferences.speed = 0  # "instant": no glide
    window.apply_speed()
    assert scene.glides.duration == 0


def picture(scene: CopenhagenScene, area: QRectF) -> QImage:
    image = QImage(int(area.width()), int(area.height()), QImage.Format.Format_ARGB32)
    image.fill(0)
    painter = QPainter(image)
    scene.render(painter, QRectF(image.rect()), area)
    painter.end()
    return image


def test_the_hand_counts_the_cards_that_landed(qtbot: QtBot, steps: list[Step]) -> None:
    """Once the taken cards land, the hand's title counts them as a fresh drawing does."""
    before, _move, after = step(steps, lambda b, m, a: m.kind == Kind.TAKE and a.seat != b.seat)
    seat = before.seat
    scene = glide_of(before, after, viewer=seat)
    area = scene.hand.rect
    picture(scene, area)  # the hand drawn (and kept) while the cards are on their way
    scene.glides.finish()
    fresh = CopenhagenScene()
    show(fresh, after, seat)
    assert picture(scene, area) == picture(fresh, area)


def picture_of(scale: float, area: QRectF, draw: Callable[[QPainter], None]) -> QImage:
    """``draw`` (of ``area``) on a table scaled 0.8 (a window smaller than the scene), at
    ``scale``."""
    image = QImage(round(area.width() * 0.8 * scale), round(area.height() * 0.8 * scale),
                   QImage.Format.Format_ARGB32_Premultiplied)  # fmt: skip
    image.fill(0)
    painter = QPainter(image)
    painter.setRenderHint(QPainter.RenderHint.Antialiasing)
    painter.scale(0.8 * scale, 0.8 * scale)
    painter.translate(-area.topLeft())
    draw(painter)
    painter.end()
    return image


def difference(a: QImage, b: QImage) -> float:
    """The mean difference of two pictures' channels (0 to 255)."""
    total = 0
    for y in range(a.height()):
        for x in range(a.width()):
            pa, pb = a.pixelColor(x, y), b.pixelColor(x, y)
            total += abs(pa.red() - pb.red()) + abs(pa.green() - pb.green())
            total += abs(pa.blue() - pb.blue()) + abs(pa.alpha() - pb.alpha())
    return total / (4 * a.width() * a.height())


def test_a_flyer_shrinking_on_its_way_looks_like_its_drawing_at_that_size(qtbot: QtBot) -> None:
    """A card flying from the harbour into a smaller hand is its card at every size on the
    way: rendered once at its largest, then scaled smoothly."""
    flyer = CardFlyer(3)
    flyer.way(QPointF(0, 0), QPointF(200, 0), (1.0, 0.5))
    area = flyer.boundingRect()
    for scale in (1.0, 0.7, 0.5):
        flyer.setScale(scale)
        shown = picture_of(scale, area, lambda p: flyer.paint(p, QStyleOptionGraphicsItem()))
        same = picture_of(scale, area, lambda p: drawings.card(p, flyer.bounds, 3))
        other = picture_of(scale, area, lambda p: drawings.card(p, flyer.bounds, 1))
        assert difference(shown, same) < 8, scale
        assert difference(shown, other) > 30, scale
