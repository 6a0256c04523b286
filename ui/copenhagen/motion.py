"""What moves on Copenhagen's table from one state to the next, and the way it glides there:
harbour cards into the hand that took them, new harbour cards from the deck, cards paid or
discarded from a hand to the discard pile, a tile from the market onto its cells of a house, an
ability tile to its owner, the score markers along the track.

The table is updated to the new state first; :func:`glide_changes` then lets each thing that
changed place come from where it was, on an item made for the glide (see
:mod:`ui.copenhagen.items.flyers`); the item it lands on leaves it out of its drawing until it
lands. Hidden cards stay hidden: a card going into a hand that is not shown open glides face
down.
"""

from __future__ import annotations

from collections import Counter
from collections.abc import Callable
from dataclasses import dataclass
from itertools import combinations
from typing import TYPE_CHECKING

from PySide6.QtCore import QPointF, QRectF

from engine.copenhagen import Ability, CopenhagenGame, Move
from engine.copenhagen.components import COLUMNS, FLOORS, HARBOUR_SLOTS, WHITE
from ui.copenhagen.composer import SPECIAL
from ui.copenhagen.items.base import Item
from ui.copenhagen.items.flyers import AbilityFlyer, CardFlyer, Flyer, MarkerFlyer, TileFlyer
from ui.copenhagen.items.house import HouseItem

if TYPE_CHECKING:
    from ui.copenhagen.scene import CopenhagenScene


def follows(before: CopenhagenGame, after: CopenhagenGame) -> bool:
    """Whether ``after`` is ``before`` one move later (the same game)."""
    return (after.ply == before.ply + 1 and after.n == before.n and after.seed == before.seed
            and after.start_seat == before.start_seat)  # fmt: skip


@dataclass(frozen=True)
class Built:
    """A tile placed: its kind (:data:`~ui.copenhagen.composer.SPECIAL` for a special tile),
    its cells and brick cell as masks, its colour."""

    kind: int
    cells: int
    brick: int
    colour: int


@dataclass(frozen=True)
class Changes:
    """What the move of ``seat`` moved: the harbour slots (1 to 7) it took cards from, the
    slots given a card from the deck, the colours of the cards it paid or discarded (one per
    card), the tile it placed, the abilities it took."""

    seat: int
    taken: tuple[int, ...] = ()
    refilled: tuple[int, ...] = ()
    paid: tuple[int, ...] = ()
    built: Built | None = None
    abilities: tuple[Ability, ...] = ()


def changes(before: CopenhagenGame, after: CopenhagenGame) -> Changes:
    """What changed place with the move from ``before`` to ``after`` (one move later)."""
    seat = before.seat
    was, now = before.players[seat], after.players[seat]
    gained = [max(0, n - w) for w, n in zip(was.hand, now.hand, strict=True)]
    paid = tuple(c for c, (w, n) in enumerate(zip(was.hand, now.hand, strict=True))
                 for _ in range(max(0, w - n)))  # fmt: skip
    taken = taken_slots(before, after, gained)
    refilled = tuple(s for s in range(1, HARBOUR_SLOTS + 1) if after.harbour[s - 1] >= 0
                     and (before.harbour[s - 1] < 0 or s in taken))  # fmt: skip
    built = None
    cells = now.filled & ~was.filled
    if cells:
        colour = next(c for c, m in enumerate(now.colours) if m & ~was.colours[c] & cells)
        fewer = [k for k, (b, a) in enumerate(zip(before.tiles, after.tiles, strict=True)) if a < b]
        kind = SPECIAL if colour == WHITE else fewer[0]
        built = Built(kind, cells, now.bricks & ~was.bricks, colour)
    abilities = tuple(a for a in Ability if now.owned & ~was.owned & a.bit)
    return Changes(seat, taken, refilled, paid, built, abilities)


def taken_slots(before: CopenhagenGame, after: CopenhagenGame,
                gained: list[int]) -> tuple[int, ...]:  # fmt: skip
    """The harbour slots whose cards (of the colours ``gained``) the seat to move took: among
    the takes of those colours, the one that leads to ``after``'s harbour."""
    wanted = sum(gained)
    if not wanted:
        return ()
    full = [s for s in range(1, HARBOUR_SLOTS + 1) if before.harbour[s - 1] >= 0]
    colours = Counter({c: n for c, n in enumerate(gained) if n})
    candidates = [slots for slots in combinations(full, wanted)
                  if Counter(before.harbour[s - 1] for s in slots) == colours]  # fmt: skip
    if len(candidates) > 1:
        for slots in candidates:
            trial = before.copy()
            trial.apply(Move.take(*slots))
            if trial.harbour == after.harbour:
                return slots
    return candidates[0] if candidates else ()


@dataclass(frozen=True)
class Places:
    """Where the seats' things stood on the table: the house panel showing each seat, the
    seat on your panel, the seat whose hand is shown open (None: none), the points."""

    panels: dict[int, HouseItem]
    own_seat: int
    hand_seat: int | None
    points: list[int]


def places(scene: CopenhagenScene) -> Places:
    """Where the seats' things stand on ``scene`` now."""
    game = scene.game
    return Places(dict(scene.panels), scene.own_seat, scene.viewer,
                  [p.points for p in game.players] if game is not None else [])  # fmt: skip


Glide = tuple[Flyer, list[QPointF]]


def glide_changes(scene: CopenhagenScene, was: Places, before: CopenhagenGame,
                  after: CopenhagenGame) -> None:  # fmt: skip
    """Let everything that moved from ``before`` to ``after`` (the state shown) glide from
    where it stood (``was``) to its place."""
    now = places(scene)
    moved = changes(before, after)
    glides: list[Glide] = []
    _cards(scene, was, now, before, moved, glides)
    _tile(scene, now, moved, glides)
    _abilities(scene, now, moved, glides)
    _markers(scene, was, now, glides)
    for flyer, path in glides:  # every path is known before anything moves
        scene.addItem(flyer)
        scene.glides.glide(flyer, path, transient=True)


def _fly(flyer: Flyer, start: QRectF, end: QRectF) -> Glide:
    """``flyer`` from the place ``start`` to ``end`` (its size changing from one to the other)."""
    width = flyer.bounds.width()
    return flyer, flyer.way(start.topLeft(), end.topLeft(),
                            (start.width() / width, end.width() / width))  # fmt: skip


def _hand(scene: CopenhagenScene, at: Places, seat: int,
          colour: int) -> tuple[QRectF, Item | None]:  # fmt: skip
    """Where a card of ``colour`` lies in ``seat``'s hand, and the item showing it open (None:
    the hand is hidden there)."""
    if seat == at.hand_seat:
        return scene.hand.pile_rect(colour), scene.hand
    if seat == at.own_seat:
        return scene.hand.closed_rect(), None
    return at.panels[seat].hand_rect(), None


def _cards(scene: CopenhagenScene, was: Places, now: Places, before: CopenhagenGame,
           moved: Changes, glides: list[Glide]) -> None:  # fmt: skip
    harbour = scene.harbour
    for slot in moved.taken:
        colour = before.harbour[slot - 1]
        end, shown = _hand(scene, now, moved.seat, colour)
        landed = shown.expect(colour) if shown is not None else None
        flyer = CardFlyer(colour if shown is not None else None, landed)
        glides.append(_fly(flyer, harbour.slot_rect(slot), end))
    for colour in moved.paid:  # paid and discarded cards are seen by all
        start, _ = _hand(scene, was, moved.seat, colour)
        glides.append(_fly(CardFlyer(colour), start, harbour.pile_rect()))
    for slot in moved.refilled:
        flyer = CardFlyer(None, harbour.expect(slot))
        glides.append(_fly(flyer, harbour.pile_rect(), harbour.slot_rect(slot)))


def _tile(scene: CopenhagenScene, now: Places, moved: Changes, glides: list[Glide]) -> None:
    """The tile placed comes from its stack of the market (a special tile from the white ones)."""
    built = moved.built
    house = now.panels.get(moved.seat)
    if built is None or house is None:
        return
    indices = [i for i in range(COLUMNS * FLOORS) if built.cells >> i & 1]
    cells = [(i % COLUMNS, i // COLUMNS) for i in indices]
    low_x, low_y = min(x for x, _ in cells), min(y for _, y in cells)
    shape = [(x - low_x, y - low_y) for x, y in cells]
    brick = (-1, -1)
    if built.brick:
        b = built.brick.bit_length() - 1
        brick = (b % COLUMNS - low_x, b // COLUMNS - low_y)
    lands = [house.board.expect(i) for i in indices]
    flyer = TileFlyer(shape, brick, built.colour, house.cell, _all(lands))
    start, size = scene.market.tile_origin(built.kind)
    end = house.cell_rect(low_x, low_y).bottomLeft()
    glides.append((flyer, flyer.way(start, end, (size / house.cell, 1.0))))


def _all(calls: list[Callable[[], None]]) -> Callable[[], None]:
    def call() -> None:
        for c in calls:
            c()

    return call


def _abilities(scene: CopenhagenScene, now: Places, moved: Changes, glides: list[Glide]) -> None:
    """An ability taken comes from the bonus chooser to its owner's tiles."""
    centre = scene.bonus.rect.center()
    for ability in moved.abilities:
        if moved.seat == now.own_seat:
            end, landed = scene.abilities.tile_rect(ability), scene.abilities.expect(ability)
        else:
            house = now.panels[moved.seat]
            end, landed = house.ability_rect(ability), house.expect(("ability", ability))
        side = end.width()
        start = QRectF(centre.x() - side / 2, centre.y() - side / 2, side, side)
        glides.append(_fly(AbilityFlyer(ability, side, landed), start, end))


def _markers(scene: CopenhagenScene, was: Places, now: Places, glides: list[Glide]) -> None:
    """A marker whose points changed goes along the track; the others make room."""
    track = scene.track
    if len(was.points) != len(now.points):
        return
    for seat, colour in enumerate(scene.colours[: len(now.points)]):
        start = track.marker_rect(was.points, seat)
        end = track.marker_rect(now.points, seat)
        if start != end:
            flyer = MarkerFlyer(colour, end.width(), track.expect(seat))
            glides.append(_fly(flyer, start, end))
