"""The move composer without widgets (and without Qt): targets in, moves and notes out."""

from __future__ import annotations

import subprocess
import sys

from positions import find

from engine.helsinki import bitboard as bb
from engine.helsinki.components import CARD_SUPERSTRUCTURES, Action, Side
from engine.helsinki.game import Game, Phase
from engine.helsinki.moves import Kind, Move
from engine.helsinki.options import Options
from engine.helsinki.violation import Rule
from ui.table.composer import Composer, Mark, Region, Say, Target, Zone
from ui.table.ghost import Block, Ghost


def composing(game: Game) -> Composer:
    composer = Composer()
    composer.show(game.copy(), True, game.seat)
    return composer


def test_the_composer_needs_no_qt() -> None:
    code = ("import sys, ui.table.composer, ui.table.ghost\n"
            "print(any('PySide6' in m for m in sys.modules))")
    out = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True, check=True)
    assert out.stdout.strip() == "False"


def test_place_and_move_by_spaces() -> None:
    game = Game.new(2, 5, Options(start_seat=0))
    composer = composing(game)
    assert {t.index for t, m in composer.marks().items()
            if t.region == Region.SPACE and m == Mark.LEGAL} == set(range(8))  # fmt: skip
    assert composer.activate(Target(Region.SPACE, 2)).moves == (Move.place(2),)
    game.apply(Move.place(2))
    composer.show(game.copy(), True, game.seat)
    legal_spaces = {t.index for t, m in composer.marks().items() if t.region == Region.SPACE}
    assert legal_spaces == {3, 4, 5}  # 1 to 3 spaces on
    refused = composer.activate(Target(Region.SPACE, 7))
    assert refused.moves == () and refused.note is not None
    assert refused.note.say == Say.NOT_ALLOWED and refused.note.violation is not None
    assert refused.note.violation.rule == Rule.DISTANCE
    assert composer.activate(Target(Region.SPACE, 4)).moves == (Move.move(2),)
    assert composer.number(3).moves == (Move.move(3),)


def test_not_the_players_turn() -> None:
    game = Game.new(2, 5, Options(start_seat=0))
    composer = Composer()
    composer.show(game.copy(), False, 1)
    outcome = composer.activate(Target(Region.SPACE, 1))
    assert outcome.moves == () and outcome.note is not None and outcome.note.say == Say.WAIT
    assert composer.marks() == {}


def _superstructure_build(game: Game) -> bool:
    return game.phase == Phase.MAIN and any(
        m.kind == Kind.BUILD and CARD_SUPERSTRUCTURES[m.cards[0]] for m in game.legal_moves())


def test_build_then_push_are_sent_together() -> None:
    game = find(_superstructure_build)
    composer = composing(game)
    hand = game.players[game.seat].hand
    build = next(m for m in game.legal_moves()
                 if m.kind == Kind.BUILD and CARD_SUPERSTRUCTURES[m.cards[0]])  # fmt: skip
    shown = hand.index(build.cards[0])
    outcome = composer.activate(Target(Region.HAND, shown))
    assert outcome.moves == () and outcome.note is not None and outcome.note.say == Say.PAYMENT
    suggested = composer.selected_build()
    assert suggested is not None and suggested in game.legal_moves()  # a payment that works
    assert outcome.note.ready and composer.marks()[Target(Region.HAND, shown)] == Mark.SELECTED
    # Esc drops the payment; choosing again brings it back
    assert composer.cancel().note is not None and composer.shown is None
    composer.activate(Target(Region.HAND, shown))
    appeared = composer.confirm()
    ghost = composer.ghost
    assert appeared.moves == () and ghost is not None and ghost.build == suggested
    assert appeared.note is not None and appeared.note.say in (Say.PUSH, Say.PUSH_BLOCKED)
    assert ghost.legal  # it starts on a way in that works
    sent = composer.confirm()
    assert sent.moves == (suggested, Move.push(ghost.final())) and composer.ghost is None


def test_a_paid_tile_must_be_pushed() -> None:
    game = find(lambda g: g.phase == Phase.PUSH)
    composer = composing(game)
    assert composer.ghost is not None and composer.ghost.build is None
    outcome = composer.cancel()
    assert outcome.note is not None and outcome.note.say == Say.MUST_PUSH
    assert composer.ghost is not None


def test_ghost_blocks_say_why() -> None:
    game = find(lambda g: g.phase == Phase.PUSH and len(g.players[g.seat].tiles) >= 2)
    composer = composing(game)
    ghost = composer.ghost
    assert ghost is not None
    seen = set()
    for orientation in range(len(ghost.orientations)):
        ghost.orientation = orientation
        for lane in range(ghost.lanes()):
            ghost.lane = lane
            block = ghost.block()
            seen.add(block)
            note = composer.ghost_note()
            if block == Block.NONE:
                assert note.say == Say.PUSH and Move.push(ghost.final()) in game.legal_moves()
            else:
                assert note.say == Say.PUSH_BLOCKED and note.block == block
                refused = composer.confirm()
                assert refused.moves == () and refused.note is not None
                assert refused.note.say == Say.PUSH_REFUSED
    assert Block.NONE in seen and len(seen) > 1


def test_ghost_lanes_turns_and_sides() -> None:
    game = find(lambda g: g.phase == Phase.PUSH)
    composer = composing(game)
    ghost = composer.ghost
    assert ghost is not None
    composer.ghost_lane(-10)
    assert ghost.lane == 0
    composer.ghost_lane(10)
    assert ghost.lane == ghost.lanes() - 1
    assert composer.ghost_to_lane(ghost.lane) == composer.ghost_to_lane(ghost.lane)
    sides = ghost.sides
    composer.ghost_side()
    assert ghost.sides == sides and (len(sides) == 1) == (ghost.side_index == 0)
    # the entry waits just outside the edge of its side
    for side_index in range(len(ghost.sides)):
        ghost.side_index = side_index
        rows = [r for r, _ in ghost.entry()]
        cols = [c for _, c in ghost.entry()]
        outside = {Side.N: max(rows) == -1, Side.S: min(rows) == 7,
                   Side.W: max(cols) == -1, Side.E: min(cols) == 7}  # fmt: skip
        assert outside[ghost.side]


def test_superstructures_on_roofs_of_the_new_tile() -> None:
    game = find(lambda g: g.phase == Phase.SS and g.pending_ss >= 1)
    composer = composing(game)
    roofs = list(bb.squares(game.last_tile))
    elsewhere = next(s for s in range(49) if not game.last_tile >> s & 1)
    note = composer.activate(Target(Region.SQUARE, elsewhere)).note
    assert note is not None and note.say == Say.ROOF_OF_NEW_TILE
    chosen = roofs[: game.pending_ss]
    for square in chosen:
        assert composer.activate(Target(Region.SQUARE, square)).moves == ()
    if len(roofs) > len(chosen):
        full = composer.activate(Target(Region.SQUARE, roofs[-1])).note
        assert full is not None and full.say == Say.ROOFS_FULL
    marks = composer.marks()
    assert all(marks[Target(Region.SQUARE, s)] == Mark.SELECTED for s in chosen)
    assert composer.can_confirm()
    assert composer.confirm().moves == (Move.superstructures(bb.mask_of(chosen)),)


def test_an_action_is_a_click() -> None:
    game = find(lambda g: Move.act(Action.POINTS) in g.legal_moves())
    composer = composing(game)
    assert composer.marks()[Target(Region.ACTION, Action.POINTS)] == Mark.LEGAL
    assert composer.activate(Target(Region.ACTION, Action.POINTS)).moves == (
        Move.act(Action.POINTS),)


def test_keyboard_zones_and_cursor() -> None:
    game = Game.new(2, 5, Options(start_seat=0))
    composer = composing(game)
    assert (composer.zone,) == (Zone.HAND,)
    composer.next_zone(1)
    composer.move_cursor(1, 0)  # down a row of the board
    assert composer.cursor_target() == Target(Region.SQUARE, 7)
    composer.next_zone(1)
    assert (composer.zone, composer.cursor) == (Zone.SENATE, 0)
    composer.move_cursor(0, 1)
    assert composer.cursor_target() == Target(Region.SPACE, 1)
    assert composer.confirm().moves == (Move.place(1),)  # Enter chooses the cursor's target
    composer.next_zone(-3)
    assert composer.zone == Zone.ACTIONS
    composer.move_cursor(1, 0)
    assert composer.cursor_target() == Target(Region.ACTION, 5)


def test_the_ghost_starts_on_a_legal_way_in() -> None:
    game = find(lambda g: g.phase == Phase.PUSH)
    ghost = Ghost.start(None, game)
    assert Move.push(ghost.final()) in game.legal_moves()
