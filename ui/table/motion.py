"""What moves on the table from one state to the next, and the way it glides there: the token
along the senate ring, a tile or a superstructure from the supply onto its board, the cards
between the piles, the display and the hands, coats of arms from a board to the meadow and from
the meadow to an action, the markers along the scoring track.

The table is updated to the new state first; :func:`glide_changes` then lets each item that
changed place come from where it was (see :class:`ui.table.glides.Glides`). Hidden cards stay
hidden: a card from the pile glides face down unless it goes into a hand shown face up.
"""

from __future__ import annotations

from collections import Counter, defaultdict
from dataclasses import dataclass
from enum import Enum
from typing import TYPE_CHECKING, NamedTuple

from PySide6.QtCore import QPointF
from PySide6.QtWidgets import QGraphicsItem

from engine.helsinki import bitboard as bb
from engine.helsinki.components import DISPLAY_SLOTS, TILE_SIZES, WILD
from engine.helsinki.game import Game
from engine.helsinki.moves import Kind
from ui.table.glides import entry_offset, push_side, ring_path
from ui.table.items.actions import COAT_H, COAT_W, CoatItem
from ui.table.items.board import PlayerBoardItem
from ui.table.items.cards import CARD_H, CARD_W, CardItem
from ui.table.items.senate import ring_position

if TYPE_CHECKING:
    from ui.table.scene import TableScene


class Where(Enum):
    PILE = 0
    DISCARD = 1
    SLOT = 2
    """A place of the display (the place's ``at`` is the slot)."""
    HAND = 3
    """A player's hand (the place's ``at`` is the seat)."""


class Place(NamedTuple):
    where: Where
    at: int = 0


class Travel(NamedTuple):
    """A card that changed place; ``public``: every player sees it (a display card, a card
    paid or discarded), unlike a card drawn from the pile into a hand."""

    card: int
    source: Place
    target: Place
    public: bool


def card_travels(before: Game, after: Game) -> list[Travel]:
    """The cards that changed place with the move from ``before`` to ``after``."""
    move = after.history[-1]
    travels: list[Travel] = []
    taken: dict[int, Counter[int]] = defaultdict(Counter)
    refills: list[Travel] = []
    if move.kind == Kind.DRAW:
        seat = before.seat
        space = before.players[seat].space
        for slot in (space, (space + 1) % DISPLAY_SLOTS):
            card = before.display[slot]
            if card >= 0:
                travels.append(Travel(card, Place(Where.SLOT, slot), Place(Where.HAND, seat),
                                      True))  # fmt: skip
                taken[seat][card] += 1
            card = after.display[slot]
            if card >= 0:
                refills.append(Travel(card, Place(Where.PILE), Place(Where.SLOT, slot), True))
    for seat, (was, now) in enumerate(zip(before.players, after.players, strict=True)):
        old, new = Counter(was.hand), Counter(now.hand)
        hand = Place(Where.HAND, seat)
        for card in sorted((new - old - taken[seat]).elements()):
            travels.append(Travel(card, Place(Where.PILE), hand, False))
        for card in sorted((old - new).elements()):
            travels.append(Travel(card, hand, Place(Where.DISCARD), True))
    return travels + refills


def hand_changes(old: list[int], new: list[int],
                 hidden: bool) -> tuple[dict[int, int], list[int], list[int]]:  # fmt: skip
    """How the hand ``old`` becomes ``new``: the old index of each card kept (by its new
    index), the new indices of the cards gained and the old indices of the cards lost. A
    hidden hand tells nothing of where its cards lie: its first cards stay, its last ones come
    and go."""
    if hidden:
        kept = min(len(old), len(new))
        return ({i: i for i in range(kept)}, list(range(kept, len(new))),
                list(range(kept, len(old))))  # fmt: skip
    old_at: dict[int, list[int]] = defaultdict(list)
    new_at: dict[int, list[int]] = defaultdict(list)
    for i, card in enumerate(old):
        old_at[card].append(i)
    for i, card in enumerate(new):
        new_at[card].append(i)
    pairs: dict[int, int] = {}
    gained: list[int] = []
    lost: list[int] = []
    for card in set(old_at) | set(new_at):
        was, now = old_at[card], new_at[card]
        both = min(len(was), len(now))
        pairs.update(zip(now[:both], was[:both], strict=True))
        gained += now[both:]
        lost += was[both:]
    return pairs, sorted(gained), sorted(lost)


@dataclass
class Places:
    """Where the movable items of the table stood before an update."""

    tokens: list[QPointF | None]
    """None: the token was not on the table."""
    markers: list[QPointF]
    hand_seat: int
    hand_hidden: bool
    hand: list[QPointF]
    """The places of the cards of the hand shown (in the hand's panel)."""


def places(scene: TableScene) -> Places:
    """Where the movable items of ``scene`` stand now."""
    return Places([t.pos() if t.isVisible() else None for t in scene.tokens],
                  [m.pos() for m in scene.track.markers], scene.hand_seat, scene.hand_hidden,
                  [item.pos() for item in scene.hand_items])  # fmt: skip


Glide = tuple[QGraphicsItem, list[QPointF], bool]
"""An item, its path, whether the item is made for the glide only."""


def glide_changes(scene: TableScene, was: Places, previous: Game, game: Game) -> None:
    """Let everything that moved from ``previous`` to ``game`` (the state shown) glide from
    where it stood (``was``) to its place."""
    glides: list[Glide] = []
    _tokens(scene, was, previous, game, glides)
    _board(scene, previous, game, glides)
    _coats(scene, previous, game, glides)
    _markers(scene, was, previous, game, glides)
    _cards(scene, was, previous, game, glides)
    for item, path, transient in glides:  # every path is known before anything moves
        scene.glides.glide(item, path, transient)


def _tokens(scene: TableScene, was: Places, previous: Game, game: Game,
            glides: list[Glide]) -> None:  # fmt: skip
    """The token moved goes along the ring; the others on its spaces make room."""
    last = game.history[-1]
    origin = scene.layout.ring.topLeft()
    for seat, token in enumerate(scene.tokens):
        start, final = was.tokens[seat], token.pos()
        if start is None or not token.isVisible() or start == final:
            continue
        space = previous.players[seat].space
        moved = space != game.players[seat].space
        ring: list[QPointF] = []
        if last.kind == Kind.MOVE and seat == previous.to_move and moved:
            ring = [origin + ring_position(i) for i in ring_path(space, last.a)[:-1]]
        glides.append((token, [start, *ring, final], False))


def _from_supply(scene: TableScene, board: PlayerBoardItem, item: QGraphicsItem,
                 spot: QPointF) -> QPointF:  # fmt: skip
    """Where ``item`` (on ``board``) stands with its centre on ``spot`` of the supply."""
    return board.mapFromScene(scene.supply.mapToScene(spot)) - item.boundingRect().center()


def _board(scene: TableScene, previous: Game, game: Game, glides: list[Glide]) -> None:
    """A tile comes from the supply (a pushed one in from the edge of the board), a
    superstructure from the supply or from the roof it left."""
    last = game.history[-1]
    seat = previous.to_move
    board = scene.board_item(seat) if seat is not None else None
    if board is None:
        return
    supply = scene.supply
    if last.kind == Kind.PUSH:
        colour = previous.pending_kind // len(TILE_SIZES)
        tile = board.tiles.get((colour, last.a))
        if tile is not None:
            assert seat is not None
            edge = board.grid + entry_offset(push_side(previous, game, seat, last.a), last.a,
                                             board.cell)  # fmt: skip
            start = _from_supply(scene, board, tile, supply.tile_spot(previous.pending_kind))
            glides.append((tile, [start, edge, board.grid], False))
    elif last.kind == Kind.WILD:
        tile = board.tiles.get((WILD, bb.bit(last.a)))
        if tile is not None:
            start = _from_supply(scene, board, tile, supply.wild_spot())
            glides.append((tile, [start, board.grid], False))
    elif last.kind == Kind.SS:
        for square in bb.squares(last.a):
            ss = board.superstructures.get(square)
            if ss is not None:
                start = _from_supply(scene, board, ss, supply.superstructure_spot())
                glides.append((ss, [start, ss.pos()], False))
    elif last.kind == Kind.RELOCATE:
        ss = board.superstructures.get(last.b)
        if ss is not None:
            glides.append((ss, [board.square_rect(last.a).topLeft(), ss.pos()], False))


def _coats(scene: TableScene, previous: Game, game: Game, glides: list[Glide]) -> None:
    """A coat of arms a tile covers goes to its player's meadow; one paid for an action goes
    from the meadow to the action."""
    seat = previous.to_move
    board = scene.board_item(seat) if seat is not None else None
    if seat is None or board is None:
        return
    half = QPointF(COAT_W / 2, COAT_H / 2)
    footer = board.footer_item
    meadow = footer.mapToScene(footer.shield_rect().center()) - half
    covered = previous.players[seat].coats & ~game.players[seat].coats
    for square in bb.squares(covered):
        start = board.mapToScene(board.square_rect(square).center()) - half
        glides.append((_coat(scene, seat), [start, meadow], True))
    last = game.history[-1]
    if last.kind == Kind.ACT:
        action = scene.action_items[last.a]
        used = [s for s, p in enumerate(game.players) if p.used >> last.a & 1]
        if seat in used:
            end = action.mapToScene(action.coat_place(used.index(seat)))
            glides.append((_coat(scene, seat), [meadow, end], True))


def _coat(scene: TableScene, seat: int) -> CoatItem:
    coat = CoatItem(scene.colours[seat])
    scene.addItem(coat)
    return coat


def _markers(scene: TableScene, was: Places, previous: Game, game: Game,
             glides: list[Glide]) -> None:  # fmt: skip
    """A marker whose points changed goes along the track; the others make room."""
    track = scene.track
    if game.is_over or not track.isVisible():
        return
    for seat, marker in enumerate(track.markers):
        start, final = was.markers[seat], marker.pos()
        if start == final:
            continue
        points, now = previous.players[seat].track, game.players[seat].track
        glides.append((marker, [start, *track.lane_path(points, now), final], False))


def _cards(scene: TableScene, was: Places, previous: Game, game: Game,
           glides: list[Glide]) -> None:  # fmt: skip
    """Cards taken, drawn, paid or discarded go where they went; the hand shown makes room."""
    travels = card_travels(previous, game)
    seat = scene.hand_seat
    shown = (scene.hand_box.isVisible() and was.hand_seat == seat
             and was.hand_hidden == scene.hand_hidden)  # fmt: skip
    old, new = previous.players[seat].hand, game.players[seat].hand
    kept, gained, lost = hand_changes(old, new, scene.hand_hidden)
    box = scene.hand_box
    if shown and len(was.hand) == len(old):
        for i, j in kept.items():
            item = scene.hand_items[i]
            if was.hand[j] != item.pos():
                glides.append((item, [was.hand[j], item.pos()], False))
    else:
        shown = False
    for travel in travels:
        if shown and travel.target == Place(Where.HAND, seat) and gained:
            i = _pick(gained, new, travel.card, scene.hand_hidden)
            item = scene.hand_items[i]
            glides.append((item, [box.mapFromScene(_point(scene, travel.source)), item.pos()],
                           False))  # fmt: skip
            continue
        if shown and travel.source == Place(Where.HAND, seat) and lost:
            j = _pick(lost, old, travel.card, scene.hand_hidden)
            start = box.mapToScene(was.hand[j])
        else:
            start = _point(scene, travel.source)
        end = _point(scene, travel.target)
        if travel.target.where == Where.SLOT:  # the display's card comes from the pile
            item = scene.slot_items[travel.target.at]
            glides.append((item, [start, end], False))
            continue
        flyer = CardItem(travel.card if travel.public else None)
        scene.addItem(flyer)
        glides.append((flyer, [start, end], True))


def _pick(indices: list[int], hand: list[int], card: int, hidden: bool) -> int:
    """Take from ``indices`` one where ``hand`` holds ``card`` (any, in a hidden hand)."""
    at = 0 if hidden else next((k for k, i in enumerate(indices) if hand[i] == card), 0)
    return indices.pop(at)


def _point(scene: TableScene, place: Place) -> QPointF:
    """Where a card at ``place`` stands (its top left corner, in the scene); a hand not shown
    is the line of counters under its board."""
    if place.where == Where.PILE:
        return scene.draw_pile.scenePos()
    if place.where == Where.DISCARD:
        return scene.discard_pile.scenePos()
    if place.where == Where.SLOT:
        return scene.slot_items[place.at].pos()
    board = scene.board_item(place.at)
    if board is None:
        return scene.hand_box.scenePos()
    footer = board.footer_item
    centre = footer.mapToScene(footer.boundingRect().center())
    return centre - QPointF(CARD_W / 2, CARD_H / 2)
