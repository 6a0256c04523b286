"""Everything that changes place on the table glides there from where it was: cards drawn,
taken from the display, paid and discarded, tiles and superstructures from the supply, markers
along the track; no glide when the animations are off; hidden cards stay hidden; and the table
is at its final state as soon as the glides are finished."""

from __future__ import annotations

import itertools
from collections.abc import Callable

import pytest
from PySide6.QtCore import QPointF
from PySide6.QtGui import QColor
from PySide6.QtWidgets import QGraphicsItem
from pytestqt.qtbot import QtBot
from test_ui_table import all_states

from client.cli import play_bot_game
from engine.helsinki import bitboard as bb
from engine.helsinki.game import Game
from engine.helsinki.moves import Kind
from engine.helsinki.options import Options
from engine.record import Seat
from ui import palette as pal
from ui.table.items.actions import CoatItem
from ui.table.items.cards import CardItem
from ui.table.motion import Place, Travel, Where, card_travels
from ui.table.scene import TableScene

GLIDE_MS = 500


@pytest.fixture(scope="module")
def states() -> list[Game]:
    """Every state of a 4-player game (Dry roads) with every kind of move."""
    _, record = play_bot_game(4, 3, ["greedy"] * 4, Options(dry_roads=True))
    found = all_states(record)
    assert {Kind.WILD, Kind.SS, Kind.RELOCATE, Kind.DISCARD} <= {m.kind for m in
                                                                  found[-1].history}  # fmt: skip
    return found


def show(scene: TableScene, game: Game, viewer: int | None = None,
         hide_hand: bool = False) -> None:  # fmt: skip
    seats = [Seat(f"Player {i + 1}") for i in range(game.n)]
    scene.show_game(game.copy(), [s.name for s in seats], pal.seat_colours(seats), viewer, False,
                    hide_hand)  # fmt: skip


def step(states: list[Game], found: Callable[[Game, Game], bool]) -> tuple[Game, Game]:
    """The first two successive states for which ``found`` holds."""
    for before, after in itertools.pairwise(states):
        if found(before, after):
            return before, after
    raise AssertionError("no such move")


def glide_of(scene: TableScene, before: Game, after: Game, viewer: int | None = None,
             hide_hand: bool = False) -> TableScene:  # fmt: skip
    """A scene that showed ``before`` and now shows ``after``, its glides under way."""
    scene = TableScene()
    scene.glides.duration = GLIDE_MS
    show(scene, before, viewer, hide_hand)
    show(scene, after, viewer, hide_hand)
    return scene


def flyers(scene: TableScene) -> list[CardItem]:
    """The cards on their way that are not part of the table."""
    return [i for i in scene.glides.flyers() if isinstance(i, CardItem)]


def same(a: QPointF, b: QPointF) -> bool:
    return (a - b).manhattanLength() < 0.01


def test_travels_of_a_draw(states: list[Game]) -> None:
    before, after = step(states, lambda b, a: a.history[-1].kind == Kind.DRAW)
    seat = before.seat
    travels = card_travels(before, after)
    space = before.players[seat].space
    slots = [s for s in (space, (space + 1) % len(before.display)) if before.display[s] >= 0]
    taken = [t for t in travels if t.source.where == Where.SLOT]
    assert taken == [Travel(before.display[s], Place(Where.SLOT, s), Place(Where.HAND, seat),
                            True) for s in slots]  # fmt: skip
    refills = [t for t in travels if t.target.where == Where.SLOT]
    assert [t.card for t in refills] == [after.display[s] for s in slots]
    assert all(t.source == Place(Where.PILE) and t.public for t in refills)


def test_cards_taken_glide_from_the_display_into_the_hand_and_new_ones_from_the_pile(
    qtbot: QtBot, states: list[Game]
) -> None:
    before, after = step(states, lambda b, a: a.history[-1].kind == Kind.DRAW)
    seat = before.seat
    still = TableScene()
    show(still, before, viewer=seat)
    scene = glide_of(TableScene(), before, after, viewer=seat)
    space = before.players[seat].space
    slots = [s for s in (space, (space + 1) % len(before.display)) if before.display[s] >= 0]
    box = scene.hand_box
    final = TableScene()
    show(final, after, viewer=seat)
    for slot in slots:
        card = before.display[slot]
        slot_place = box.mapFromScene(still.slot_items[slot].scenePos())
        items = [i for i, c in enumerate(after.players[seat].hand) if c == card]
        paths = [scene.glides.path_of(scene.hand_items[i]) for i in items]
        # a hand item showing the card comes from the display's slot to its place
        assert any(p is not None and same(p[0], slot_place) and p[-1] == final.hand_items[i].pos()
                   for i, p in zip(items, paths, strict=True)), card  # fmt: skip
        refill = scene.glides.path_of(scene.slot_items[slot])
        assert refill is not None and refill[0] == scene.draw_pile.scenePos()
        assert refill[-1] == still.slot_items[slot].scenePos()
        assert scene.slot_items[slot].card == after.display[slot]
    assert not flyers(scene)  # nothing goes to another hand


def test_paid_cards_go_face_up_from_the_hand_to_the_discard_pile(
    qtbot: QtBot, states: list[Game]
) -> None:
    before, after = step(states, lambda b, a: a.history[-1].kind == Kind.BUILD)
    seat = before.seat
    paid = sorted(after.history[-1].cards)
    still = TableScene()
    show(still, before, viewer=seat)
    was: dict[int | None, list[QPointF]] = {}
    for item in still.hand_items:
        was.setdefault(item.card, []).append(still.hand_box.mapToScene(item.pos()))
    scene = glide_of(TableScene(), before, after, viewer=seat)
    cards = flyers(scene)
    assert sorted(c.card for c in cards if c.card is not None) == paid  # face up
    for card in cards:
        path = scene.glides.path_of(card)
        assert path is not None and card.card is not None
        assert any(same(path[0], p) for p in was[card.card])
        assert path[-1] == scene.discard_pile.scenePos()
    scene.glides.finish()  # they are off the table at once
    assert not flyers(scene) and all(c.scene() is None for c in cards)


def test_a_card_discarded_by_another_player_leaves_their_board(
    qtbot: QtBot, states: list[Game]
) -> None:
    before, after = step(states, lambda b, a: a.history[-1].kind == Kind.DISCARD)
    seat = before.to_move
    assert seat is not None
    viewer = (seat + 1) % before.n
    scene = glide_of(TableScene(), before, after, viewer=viewer)
    (card,) = flyers(scene)
    assert card.card == after.history[-1].a  # a discarded card is seen by all
    board = scene.board_item(seat)
    assert board is not None
    path = scene.glides.path_of(card)
    assert path is not None and path[-1] == scene.discard_pile.scenePos()
    footer = board.footer_item
    assert footer.sceneBoundingRect().contains(card.mapToScene(card.boundingRect().center()))


def drew_from_pile(before: Game, after: Game) -> bool:
    return any(t.source.where == Where.PILE and t.target.where == Where.HAND
               for t in card_travels(before, after))  # fmt: skip


def test_a_card_from_the_pile_goes_face_down_to_another_players_board(
    qtbot: QtBot, states: list[Game]
) -> None:
    before, after = step(states, drew_from_pile)
    seat = before.to_move
    assert seat is not None
    for viewer in ((seat + 1) % before.n, None):  # another player, a spectator
        scene = TableScene()
        scene.glides.duration = GLIDE_MS
        show(scene, before, viewer, hide_hand=viewer is None)
        show(scene, after, viewer, hide_hand=viewer is None)
        if viewer is None:  # the spectator's large board is the mover's: its hand is hidden
            gliding = [i for i in scene.hand_items if scene.glides.path_of(i) is not None]
            assert gliding and all(i.card is None for i in scene.hand_items)
            gained = len(after.players[seat].hand) - len(before.players[seat].hand)
            # the cards that come are the last ones: nothing tells where they sort in
            new = scene.hand_items[len(scene.hand_items) - gained:]
            assert all(scene.glides.path_of(i) is not None for i in new)
            continue
        hidden = [c for c in flyers(scene) if c.card is None]
        assert hidden, "the card drawn glides face down"
        board = scene.board_item(seat)
        assert board is not None
        for card in hidden:
            path = scene.glides.path_of(card)
            assert path is not None and path[0] == scene.draw_pile.scenePos()
            card.setPos(path[-1])
            assert board.footer_item.sceneBoundingRect().contains(
                card.mapToScene(card.boundingRect().center()))


def test_the_own_card_from_the_pile_comes_into_its_place_in_the_hand(
    qtbot: QtBot, states: list[Game]
) -> None:
    # a tile pushed next to one of its colour: a card from the pile
    before, after = step(states, lambda b, a: a.history[-1].kind == Kind.PUSH
                         and drew_from_pile(b, a))  # fmt: skip
    seat = before.to_move
    assert seat is not None
    scene = glide_of(TableScene(), before, after, viewer=seat)
    (travel,) = [t for t in card_travels(before, after) if t.source.where == Where.PILE]
    start = scene.hand_box.mapFromScene(scene.draw_pile.scenePos())
    paths = {id(i): scene.glides.path_of(i) for i in scene.hand_items}
    coming = [(i, p) for i in scene.hand_items if (p := paths[id(i)]) is not None
              and same(p[0], start)]  # fmt: skip
    final = TableScene()
    show(final, after, viewer=seat)
    places = [i.pos() for i in final.hand_items]
    assert [(i.card, places.index(p[-1])) for i, p in coming] == [
        (travel.card, scene.hand_items.index(coming[0][0]))]  # fmt: skip
    assert not flyers(scene)


def test_track_marker_glides_along_the_track(qtbot: QtBot, states: list[Game]) -> None:
    before, after = step(states, lambda b, a: any(
        p.track != q.track for p, q in zip(b.players, a.players, strict=True)))  # fmt: skip
    seat = next(s for s in range(before.n) if before.players[s].track != after.players[s].track)
    still = TableScene()
    show(still, before)
    start = still.track.markers[seat].pos()
    scene = glide_of(TableScene(), before, after)
    marker = scene.track.markers[seat]
    path = scene.glides.path_of(marker)
    assert path is not None and path[0] == start and path[-1] != start
    lanes = abs(after.players[seat].track - before.players[seat].track) - 1
    assert len(path) == lanes + 2  # through the lane of every position passed
    scene.glides.finish()
    show(still, after)
    assert marker.pos() == still.track.markers[seat].pos()


@pytest.mark.parametrize("kind", [Kind.WILD, Kind.SS], ids=["wild", "ss"])
def test_wild_tiles_and_superstructures_come_from_the_supply(
    qtbot: QtBot, states: list[Game], kind: Kind
) -> None:
    before, after = step(states, lambda b, a: a.history[-1].kind == kind)
    seat = before.seat
    scene = glide_of(TableScene(), before, after, viewer=seat)
    board = scene.board_item(seat)
    assert board is not None
    supply = scene.supply
    items: list[QGraphicsItem]
    if kind == Kind.WILD:
        items = [board.tiles[(5, bb.bit(after.history[-1].a))]]
        spot = supply.wild_spot()
    else:
        items = [board.superstructures[s] for s in bb.squares(after.history[-1].a)]
        spot = supply.superstructure_spot()
    for item in items:
        path = scene.glides.path_of(item)
        assert path is not None and item.pos() == path[0] != path[-1]
        assert same(item.mapToScene(item.boundingRect().center()), supply.mapToScene(spot))


def test_a_relocated_superstructure_goes_from_roof_to_roof(
    qtbot: QtBot, states: list[Game]
) -> None:
    before, after = step(states, lambda b, a: a.history[-1].kind == Kind.RELOCATE)
    move = after.history[-1]
    scene = glide_of(TableScene(), before, after, viewer=before.seat)
    board = scene.board_item(before.seat)
    assert board is not None
    ss = board.superstructures[move.b]
    assert scene.glides.path_of(ss) == [board.square_rect(move.a).topLeft(),
                                        board.square_rect(move.b).topLeft()]  # fmt: skip


def coats(scene: TableScene) -> list[tuple[QPointF, QPointF]]:
    """The (start, end) of the coats of arms on their way (their top left corners)."""
    paths = [scene.glides.path_of(i) for i in scene.glides.flyers() if isinstance(i, CoatItem)]
    return [(p[0], p[-1]) for p in paths if p is not None]


def test_a_coat_of_arms_paid_goes_from_the_meadow_to_its_action(
    qtbot: QtBot, states: list[Game]
) -> None:
    before, after = step(states, lambda b, a: a.history[-1].kind == Kind.ACT)
    seat, action = before.seat, after.history[-1].a
    scene = glide_of(TableScene(), before, after, viewer=seat)
    board = scene.board_item(seat)
    assert board is not None
    footer = board.footer_item
    item = scene.action_items[action]
    used = [s for s, p in enumerate(after.players) if p.used >> action & 1]
    ((start, end),) = coats(scene)
    meadow = footer.mapToScene(footer.shield_rect().center())
    assert same(start + QPointF(CoatItem(QColor()).boundingRect().center()), meadow)
    assert same(end, item.mapToScene(item.coat_place(used.index(seat))))


def test_coats_of_arms_a_tile_covers_go_to_the_meadow(qtbot: QtBot, states: list[Game]) -> None:
    before, after = step(states, lambda b, a: a.history[-1].kind == Kind.PUSH
                         and b.players[b.seat].coats != a.players[b.seat].coats)  # fmt: skip
    seat = before.seat
    covered = list(bb.squares(before.players[seat].coats & ~after.players[seat].coats))
    scene = glide_of(TableScene(), before, after)  # a spectator sees it too
    board = scene.board_item(seat)
    assert board is not None
    paths = coats(scene)
    assert len(paths) == len(covered)
    centre = CoatItem(QColor()).boundingRect().center()
    for (start, end), square in zip(sorted(paths, key=lambda p: (p[0].y(), p[0].x())), covered,
                                    strict=True):  # fmt: skip
        assert same(start + centre, board.mapToScene(board.square_rect(square).center()))
        footer = board.footer_item
        assert same(end + centre, footer.mapToScene(footer.shield_rect().center()))


def positions(scene: TableScene) -> list[tuple[float, float]]:
    """Where every item of the table stands (in the scene), and how many there are."""
    found = [(item.scenePos().x(), item.scenePos().y()) for item in scene.items()
             if item.isVisible()]  # fmt: skip
    return sorted(found)


def test_nothing_glides_when_the_animations_are_off(qtbot: QtBot, states: list[Game]) -> None:
    scene = TableScene()
    show(scene, states[0])
    for game in states[1:80]:
        show(scene, game, viewer=0)
        assert not scene.glides.running and not flyers(scene)


def test_after_finish_the_table_is_the_final_one(qtbot: QtBot, states: list[Game]) -> None:
    """Every move of a game, its glides cut short by the next update: the table is always the
    same as a table that never glides."""
    gliding, still = TableScene(), TableScene()
    gliding.glides.duration = GLIDE_MS
    moving = 0
    for game in states[:120]:
        show(gliding, game, viewer=1)
        show(still, game, viewer=1)
        moving += gliding.glides.running
        gliding.glides.finish()
        assert positions(gliding) == positions(still), game.ply
    assert moving > 60  # most moves move something
