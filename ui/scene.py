"""The table scene: draws an engine snapshot and turns clicks and keys into ``Move`` values.

The scene never changes a game. :meth:`TableScene.show_game` takes a snapshot (a copy the scene
may keep), rebuilds the items and, when ``interactive`` is set, lets the player compose the
current step: a chosen senate space, a card and its payment, the ghost tile being pushed, the
roofs for superstructures. A complete choice is emitted as ``move_chosen(Move)``; whatever
listens (a local game, a network session) applies it and calls ``show_game`` again.

A build and its push are composed together: the ghost tile appears after the payment is chosen,
and both moves are emitted when the push is confirmed, so cancelling the ghost tile undoes the
whole not-yet-confirmed build.
"""

from __future__ import annotations

import itertools
from collections import Counter
from dataclasses import dataclass, field

from PySide6.QtCore import QEasingCurve, QObject, QPointF, QRectF, Qt, QVariantAnimation, Signal
from PySide6.QtGui import QColor, QKeyEvent
from PySide6.QtWidgets import (
    QGraphicsItem,
    QGraphicsScene,
    QGraphicsSceneMouseEvent,
    QGraphicsSceneWheelEvent,
)

from engine import bitboard as bb
from engine.bots.greedy import hand_value
from engine.components import (
    CARD_COLOUR,
    CARD_TILE_KIND,
    SPACE_SIDES,
    TILE_SHAPES,
    TILE_SIZES,
    Action,
    Side,
)
from engine.game import Game, Phase
from engine.moves import Kind, Move
from engine.scoring import Score
from ui import palette as pal
from ui.describe import squares_text
from ui.i18n import action_name, colour_name, phase_text, side_name, tr, violation_text
from ui.items import (
    CARD_H,
    CARD_W,
    LEGAL,
    NONE,
    PAYMENT,
    SELECTED,
    ActionBoardItem,
    ActionItem,
    BannerItem,
    CardItem,
    GhostTileItem,
    HandItem,
    PileItem,
    PlayerBoardItem,
    ScoreTableItem,
    ScoreTrackItem,
    SenateRingItem,
    SenateSpaceItem,
    SquareItem,
    SuperstructureItem,
    SupplyItem,
    TableItem,
    TokenItem,
    ring_position,
    slot_position,
    space_position,
)

SCENE_RECT = QRectF(0, 0, 1720, 1010)
RING_ORIGIN = QPointF(20, 56)
BIG_CELL = 62.0
SMALL_CELL = 24.0
ZONES = ("hand", "board", "senate", "actions")


def normalise(cells: list[tuple[int, int]]) -> tuple[tuple[int, int], ...]:
    min_r = min(r for r, _ in cells)
    min_c = min(c for _, c in cells)
    return tuple(sorted((r - min_r, c - min_c) for r, c in cells))


def entry_cells(side: Side, cells: tuple[tuple[int, int], ...], lane: int) -> list[tuple[int, int]]:
    """Board (row, col) of a tile waiting just outside edge ``side`` at ``lane`` (may be < 0)."""
    height = 1 + max(r for r, _ in cells)
    out = []
    for r, c in cells:
        depth = r - height
        along = lane + c
        if side == Side.N:
            out.append((depth, along))
        elif side == Side.S:
            out.append((6 - depth, along))
        elif side == Side.W:
            out.append((along, depth))
        else:
            out.append((along, 6 - depth))
    return out


@dataclass
class Ghost:
    """The tile being pushed, before the push is confirmed."""

    kind: int
    sides: tuple[Side, ...]
    build: Move | None  # the build to emit first (None when the game already waits for the push)
    game: Game  # the game after the build, where the push is checked
    orientation: int = 0
    side_index: int = 0
    lane: int = 0
    orientations: tuple[tuple[tuple[int, int], ...], ...] = field(default_factory=tuple)

    @property
    def side(self) -> Side:
        return self.sides[self.side_index]

    @property
    def cells(self) -> tuple[tuple[int, int], ...]:
        return self.orientations[self.orientation]

    def lanes(self) -> int:
        width = 1 + max(c for _, c in self.cells)
        return 7 - width + 1

    def slide(self) -> bb.Slide:
        return bb.slides(self.kind, self.side)[self.orientation][self.lane]

    def final(self) -> int:
        masks, height = self.slide()
        return bb.push(masks, height, self.game.players[self.game.seat].built)

    def problem(self) -> str:
        """Why the push is illegal ("" when it is legal)."""
        masks, height = self.slide()
        k = bb.first_contact(masks, self.game.players[self.game.seat].built)
        if k == len(masks):
            return tr("Nothing stops the tile: it would slide off the far edge.")
        if k <= height - 1:
            return tr("The tile would stop before it is fully on the board.")
        move = Move.push(masks[k - 1])
        if move in self.game.legal_moves():
            return ""
        return violation_text(self.game.why_illegal(move))

    def turn(self, flip: bool, step: int = 1) -> None:
        cells = list(self.cells)
        if flip:
            moved = normalise([(r, -c) for r, c in cells])
        else:
            for _ in range(step % 4):
                cells = [(c, -r) for r, c in cells]
            moved = normalise(cells)
        key = frozenset(moved)
        for i, option in enumerate(self.orientations):
            if frozenset(option) == key:
                self.orientation = i
        self.lane = max(0, min(self.lane, self.lanes() - 1))


class Glides(QObject):
    """Short glides of items along a path of points: the token along the senate ring, a tile
    pushed in from the edge of a board.

    A glide only shows the way: the game shown is already the final one, and :meth:`finish`
    (called before every update of the table, or by a new glide of the same item) puts every
    item at its final place at once. A ``duration`` of 0 ms shows no glide at all.
    """

    def __init__(self, parent: QObject | None = None) -> None:
        super().__init__(parent)
        self.duration = 0
        self._running: dict[int, tuple[QGraphicsItem, QVariantAnimation, QPointF]] = {}

    @property
    def running(self) -> bool:
        return bool(self._running)

    def glide(self, item: QGraphicsItem, path: list[QPointF]) -> None:
        """Move ``item`` along ``path`` (its last point is where the item ends)."""
        self.stop(item)
        if self.duration <= 0 or len(path) < 2:
            item.setPos(path[-1])
            return
        lengths = [0.0]
        for a, b in itertools.pairwise(path):
            lengths.append(lengths[-1] + (b - a).manhattanLength())
        total = lengths[-1] or 1.0

        def place(value: object) -> None:
            at = float(str(value)) * total
            for i in range(1, len(path)):
                if at <= lengths[i] or i == len(path) - 1:
                    part = lengths[i] - lengths[i - 1] or 1.0
                    t = min(1.0, max(0.0, (at - lengths[i - 1]) / part))
                    item.setPos(path[i - 1] + (path[i] - path[i - 1]) * t)
                    return

        animation = QVariantAnimation(self)
        animation.setStartValue(0.0)
        animation.setEndValue(1.0)
        animation.setDuration(self.duration)
        animation.setEasingCurve(QEasingCurve.Type.InOutQuad)
        animation.valueChanged.connect(place)
        animation.finished.connect(lambda: self.stop(item))
        self._running[id(item)] = (item, animation, path[-1])
        item.setPos(path[0])
        animation.start()

    def stop(self, item: QGraphicsItem) -> None:
        """Put ``item`` at the end of its glide at once."""
        entry = self._running.pop(id(item), None)
        if entry is not None:
            entry[1].stop()
            entry[1].deleteLater()
            item.setPos(entry[2])

    def finish(self) -> None:
        """Put every gliding item at its final place."""
        for item, _, _ in list(self._running.values()):
            self.stop(item)


def ring_path(space: int, distance: int) -> list[int]:
    """Ring positions (see :func:`ui.items.ring_position`) a token passes moving ``distance``
    spaces from ``space`` (-1: one space back), its end included."""
    step = 1 if distance > 0 else -1
    start = 2 * space + 1
    return [(start + step * k) % 16 for k in range(1, 2 * abs(distance) + 1)]


def entry_offset(side: Side, mask: int, cell: float) -> QPointF:
    """How far a tile on ``mask`` moved since it lay just outside edge ``side``."""
    rows = [s // 7 for s in bb.squares(mask)]
    cols = [s % 7 for s in bb.squares(mask)]
    if side == Side.N:
        return QPointF(0, -(max(rows) + 1) * cell)
    if side == Side.S:
        return QPointF(0, (7 - min(rows)) * cell)
    if side == Side.W:
        return QPointF(-(max(cols) + 1) * cell, 0)
    return QPointF((7 - min(cols)) * cell, 0)


def push_side(before: Game, after: Game, seat: int, mask: int) -> Side:
    """The edge a tile on ``mask`` was pushed in from, between ``before`` and ``after``."""
    if before.phase == Phase.PUSH and before.seat == seat:
        built = before.players[seat].built
        for side in before.push_sides():
            if mask in bb.placements(before.pending_kind, side, built):
                return side
    return after.side_of(seat)


class TableScene(QGraphicsScene):
    """The game table. Connect ``move_chosen`` to whatever applies moves."""

    move_chosen = Signal(object)
    """A complete, legal ``Move`` the player chose."""
    message = Signal(str)
    """An explanation (why a click was not allowed) or a hint for the current step."""
    selection_changed = Signal()

    def __init__(self) -> None:
        super().__init__()
        self.setSceneRect(SCENE_RECT)
        self.setBackgroundBrush(pal.TABLE)
        self.game: Game | None = None
        self.names: list[str] = []
        self.colours: list[QColor] = []
        self.viewer: int | None = None
        self.interactive = False
        self.hide_hand = False
        self.big_seat = 0
        self._reset_choice()
        self.zone = 0
        self.cursor = 0
        self.spaces: list[SenateSpaceItem] = []
        self.slot_items: list[CardItem] = []
        self.hand_items: list[CardItem] = []
        self.action_items: dict[int, ActionItem] = {}
        self.square_items: list[SquareItem] = []
        self.ss_items: dict[int, SuperstructureItem] = {}
        self.big_board: PlayerBoardItem | None = None
        self.ghost_item: GhostTileItem | None = None
        self._base: object = None
        self._board_items: dict[tuple[int, bool], PlayerBoardItem] = {}
        self._squares: dict[int, list[SquareItem]] = {}
        self.glides = Glides(self)
        """Token and tile glides; their duration (ms, 0: none) follows the preferences."""

    # ------------------------------------------------------------------ state

    def _reset_choice(self) -> None:
        self.shown: int | None = None  # hand index of the card that shows the tile
        self.payment: list[int] = []  # hand indices of the other cards played
        self.ghost: Ghost | None = None
        self.roofs: int = 0  # roofs chosen for superstructures
        self.relocate_from: int | None = None
        self._wheel = 0  # wheel rotation not yet turned into a turn of the ghost tile (1/8 deg)
        self._ghost_said = ""  # what the status line last said about the ghost tile

    @property
    def has_choice(self) -> bool:
        """Whether a not-yet-confirmed choice is under way (Cancel undoes it)."""
        return bool(
            self.shown is not None or self.ghost or self.roofs or self.relocate_from is not None
        )

    def show_game(
        self,
        game: Game,
        names: list[str],
        colours: list[QColor],
        viewer: int | None = None,
        interactive: bool = False,
        hide_hand: bool = False,
    ) -> None:
        """Draw ``game`` (the scene keeps it: pass a copy) as seen by seat ``viewer``."""
        same_step = (
            self.game is not None
            and game.ply == self.game.ply
            and game.state_hash() == self.game.state_hash()
        )
        previous = self.game
        self.game = game
        self.names = names
        self.colours = colours
        self.viewer = viewer
        self.interactive = interactive and not game.is_over
        self.hide_hand = hide_hand
        if not same_step or not self.interactive:
            self._reset_choice()
        if self.interactive and game.phase == Phase.PUSH and self.ghost is None:
            self._start_ghost(None, game)
        following = (previous is not None and game.ply == previous.ply + 1
                     and game.history[:-1] == previous.history)  # fmt: skip
        self.rebuild(previous=previous if following else None)

    def rebuild(self, force: bool = False, previous: Game | None = None) -> None:
        """Bring the table's items up to date with ``self.game``.

        The items are made once (again when the seats change, or with ``force``, e.g. after
        the language changed) and then updated in place: each item compares its new content
        with the shown one and asks for a repaint only when it differs, so that after a move
        only the changed parts of the table are drawn again. With ``previous`` (the state one
        move before), the token or tile that moved glides to its place.
        """
        game = self.game
        if game is None:
            return
        self.glides.finish()
        to_move = game.to_move
        if self.viewer is not None:
            self.big_seat = self.viewer
        elif to_move is not None:
            self.big_seat = to_move
        else:
            self.big_seat = game.winner or 0
        base = (tuple(self.names), tuple(c.rgba() for c in self.colours), game.n,
                game.options.dry_roads)  # fmt: skip
        if force or base != self._base:
            self._make_table(game)
            self._base = base
        scores = game.scores()
        self._banner(game, scores)
        self._display(game, previous)
        self._actions(game)
        self._track(game, scores)
        self._boards(game, scores, previous)
        self._hand(game)
        self._supply(game)
        self._scores(game, scores)
        self._mark()
        self.selection_changed.emit()

    def _make_table(self, game: Game) -> None:
        """Create the items of the table (empty: the update methods fill them)."""
        self.glides.finish()
        self.clear()
        self.ghost_item = None
        self._board_items = {}
        self._squares = {}
        self.big_board = None
        self.square_items = []
        self.ss_items = {}
        self.banner = BannerItem("", "", QColor())
        self.banner.setPos(10, 6)
        self.addItem(self.banner)
        ring = SenateRingItem()
        ring.setPos(RING_ORIGIN)
        ring.setCacheMode(QGraphicsItem.CacheMode.DeviceCoordinateCache)
        self.addItem(ring)
        origin = RING_ORIGIN
        self.spaces = []
        for space in range(8):
            item = SenateSpaceItem(space)
            item.setPos(origin + space_position(space))
            item.setCacheMode(QGraphicsItem.CacheMode.DeviceCoordinateCache)
            self.addItem(item)
            self.spaces.append(item)
        self.slot_items = []
        for slot in range(len(game.display)):
            card_item = CardItem(None)
            card_item.target = ("slot", slot)
            centre = origin + slot_position(slot)
            card_item.setPos(centre.x() - CARD_W / 2, centre.y() - CARD_H / 2)
            card_item.setVisible(False)
            self.addItem(card_item)
            self.slot_items.append(card_item)
        self.tokens = []
        for seat in range(game.n):
            token = TokenItem(self.colours[seat], str(seat + 1))
            token.setCacheMode(QGraphicsItem.CacheMode.DeviceCoordinateCache)
            token.setVisible(False)
            self.addItem(token)
            self.tokens.append(token)
        self.draw_pile = PileItem(tr("Draw pile"), -1, None)
        self.draw_pile.setPos(origin + QPointF(180, 196))
        self.addItem(self.draw_pile)
        self.discard_pile = PileItem(tr("Discard pile"), -1, None)
        self.discard_pile.setPos(origin + QPointF(280, 196))
        self.addItem(self.discard_pile)
        board = ActionBoardItem()
        board.setPos(20, 590)
        board.setCacheMode(QGraphicsItem.CacheMode.DeviceCoordinateCache)
        self.addItem(board)
        self.action_items = {}
        for action in Action:
            item = ActionItem(action, False, [], board)
            item.setPos(ActionBoardItem.cell(action))
            self.action_items[int(action)] = item
        self.track = ScoreTrackItem([0] * game.n, self.colours[: game.n])
        self.track.setPos(17, 830)
        self.addItem(self.track)
        self.hand_box = HandItem(486, 226, "")
        self.hand_box.setPos(572, 776)
        self.addItem(self.hand_box)
        self.hand_items = []
        self._hand_cards: list[CardItem] = []
        self.supply = SupplyItem([], -1, -1, [], game.options.dry_roads)
        self.supply.setPos(1064, 50)
        self.addItem(self.supply)
        self.score_table = ScoreTableItem("", [], [])
        self.score_table.setPos(1064, 560)
        self.addItem(self.score_table)

    def _name(self, seat: int) -> str:
        return self.names[seat] if seat < len(self.names) else tr("Seat {n}").format(n=seat + 1)

    def _banner(self, game: Game, scores: list[Score]) -> None:
        seat = game.to_move
        if seat is None:
            winner = game.winner
            assert winner is not None
            text = tr("Game over: {name} wins with %n point(s)", None, scores[winner].total).format(
                name=self._name(winner)
            )
            colour = self.colours[winner]
        else:
            text = tr("{name}: {step}").format(name=self._name(seat), step=phase_text(game.phase))
            colour = self.colours[seat]
        detail = tr("Round {n}").format(n=game.round + 1)
        if game.final_round and not game.is_over:
            detail += " · " + tr("final round")
        detail += " · " + tr("move {n}").format(n=game.ply)
        self.banner.set_state(text, detail, colour)

    def _display(self, game: Game, previous: Game | None = None) -> None:
        """Display cards, tokens and piles (the senate board and its spaces do not change)."""
        for card, card_item in zip(game.display, self.slot_items, strict=True):
            card_item.setVisible(card >= 0)
            card_item.set_card(card if card >= 0 else None)
        counts: Counter[int] = Counter()
        for seat, (player, token) in enumerate(zip(game.players, self.tokens, strict=True)):
            shown = token.isVisible()
            token.setVisible(player.space >= 0)
            if player.space < 0:
                continue
            centre = RING_ORIGIN + space_position(player.space)
            k = counts[player.space]
            counts[player.space] += 1
            final = centre + QPointF((k % 2) * 18 - 9, (k // 2) * 18 - 9) * 1.2
            last = game.history[-1] if previous is not None and game.history else None
            was = previous.players[seat].space if previous is not None else -1
            if last is not None and last.kind == Kind.MOVE and shown and was != player.space:
                ring = [RING_ORIGIN + ring_position(i) for i in ring_path(was, last.a)[:-1]]
                self.glides.glide(token, [token.pos(), *ring, final])
            else:
                token.setPos(final)
        self.draw_pile.set_state(len(game.pile), None)
        self.discard_pile.set_state(len(game.discard), game.discard[-1] if game.discard else None)

    def _actions(self, game: Game) -> None:
        for action, item in self.action_items.items():
            used = [(self.colours[s], s) for s, p in enumerate(game.players)
                    if p.used >> action & 1]  # fmt: skip
            item.set_state(bool(game.covered >> action & 1), used)

    def _track(self, game: Game, scores: list[Score]) -> None:
        if game.is_over:
            self.track.set_points([s.total for s in scores])
        else:
            self.track.set_points([p.track for p in game.players])

    def _boards(self, game: Game, scores: list[Score], previous: Game | None = None) -> None:
        """The large board of ``big_seat`` and the small boards of the others (a tile just
        pushed slides in from its edge)."""
        shown: dict[tuple[int, bool], QPointF] = {(self.big_seat, True): QPointF(572, 50)}
        for index in range(1, min(4, game.n)):
            seat = (self.big_seat + index) % game.n
            shown[(seat, False)] = QPointF(1064 + (index - 1) * 216, 268)
        for key, item in self._board_items.items():
            if key not in shown:
                item.setVisible(False)
        for (seat, big), pos in shown.items():
            item = self._board_items.get((seat, big))
            if item is None:
                item = self._new_board(seat, big, game)
            item.setPos(pos)
            item.setVisible(True)
            had = set(item.tiles)
            self._update_board(item, game, seat, scores[seat])
            if previous is not None:
                self._slide_in(item, previous, game, seat, had)
        big_board = self._board_items[(self.big_seat, True)]
        if big_board is not self.big_board:
            if self.ghost_item is not None:
                self.removeItem(self.ghost_item)
                self.ghost_item = None
            self.big_board = big_board
            self.square_items = self._squares[self.big_seat]
        self.ss_items = big_board.superstructures
        self._ghost_item()

    def _slide_in(self, item: PlayerBoardItem, previous: Game, game: Game, seat: int,
                  had: set[tuple[int, int]]) -> None:  # fmt: skip
        """Let the tile just pushed onto ``item`` (not there before) slide in from its edge."""
        last = game.history[-1]
        if last.kind != Kind.PUSH:
            return
        for key, tile in item.tiles.items():
            if key[1] == last.a and key not in had:
                offset = entry_offset(push_side(previous, game, seat, last.a), last.a, item.cell)
                self.glides.glide(tile, [item.grid + offset, item.grid])

    def board_item(self, seat: int) -> PlayerBoardItem | None:
        """The board of ``seat`` shown on the table (large or small)."""
        for big in (True, False):
            item = self._board_items.get((seat, big))
            if item is not None and item.isVisible():
                return item
        return None

    def _new_board(self, seat: int, big: bool, game: Game) -> PlayerBoardItem:
        cell = BIG_CELL if big else SMALL_CELL
        item = PlayerBoardItem(cell, self._name(seat), self.colours[seat],
                               crosswalks=game.options.dry_roads)  # fmt: skip
        self.addItem(item)
        self._board_items[(seat, big)] = item
        if big:
            squares = []
            for square in range(49):
                square_item = SquareItem(square, BIG_CELL, item)
                square_item.setPos(item.square_rect(square).topLeft())
                squares.append(square_item)
            self._squares[seat] = squares
        return item

    def _update_board(self, item: PlayerBoardItem, game: Game, seat: int, score: Score) -> None:
        player = game.players[seat]
        lines = (0, 0)
        if game.is_over:
            lines = (sum(1 << r for r in score.complete_rows),
                     sum(1 << c for c in score.complete_columns))  # fmt: skip
        info = tr("%n point(s)", None, score.total if game.is_over else player.track)
        notes = []
        if player.bonus:
            notes.append(tr("Dry roads bonus {n}").format(n=player.bonus))
        if game.nolimit_active(seat):
            notes.append(tr("no hand limit"))
        words = [tr("Meadow: %n coat(s) of arms", None, player.meadow),
                 tr("hand: %n card(s)", None, len(player.hand)), *notes]  # fmt: skip
        item.footer_item.set_state(player.meadow, len(player.hand), " · ".join(notes),
                                   " · ".join(words))  # fmt: skip
        item.set_state(player.coats, lines, info, seat == game.to_move, player.tiles,
                       player.superstructures)  # fmt: skip

    def _ghost_item(self) -> None:
        """The ghost tile over the large board, while a push is being chosen."""
        ghost = self.ghost
        item = self.ghost_item
        if item is not None and (ghost is None or item.ghost is not ghost):
            self.removeItem(item)
            self.ghost_item = item = None
        if ghost is not None and item is None and self.big_board is not None:
            item = GhostTileItem(ghost.kind // len(TILE_SIZES), BIG_CELL, self.big_board)
            item.ghost = ghost
            item.setPos(self.big_board.grid)
            self.ghost_item = item
            self._ghost_said = ""  # a new ghost: its hint is told again
            self._update_ghost()

    def _hand(self, game: Game) -> None:
        seat = self.big_seat
        hand = game.players[seat].hand
        hidden = self.hide_hand or (self.viewer is not None and seat != self.viewer)
        title = tr("Hand of {name} (%n card(s))", None, len(hand)).format(name=self._name(seat))
        self.hand_box.set_title(title)
        while len(self._hand_cards) < len(hand):
            item = CardItem(None, self.hand_box)
            item.target = ("hand", len(self._hand_cards))
            self._hand_cards.append(item)
        per_row = 7
        overlap = CARD_W + 4 if len(hand) <= 2 * per_row else (470 - CARD_W) / max(1, len(hand) - 1)
        for i, item in enumerate(self._hand_cards):
            if i >= len(hand):
                item.setVisible(False)
                continue
            item.set_card(None if hidden else hand[i])
            if len(hand) <= 2 * per_row:
                row, col = divmod(i, per_row)
                item.setPos(10 + col * (CARD_W + 4), 28 + row * (CARD_H + 6))
            else:
                item.setPos(10 + i * overlap, 28 + (i % 2) * 20)
            item.setZValue(i)
            item.setVisible(True)
        self.hand_items = self._hand_cards[: len(hand)]

    def _supply(self, game: Game) -> None:
        self.supply.set_state(list(game.tiles), game.superstructures, game.wild_tiles,
                              list(game.bonuses), game.options.dry_roads)  # fmt: skip

    def _scores(self, game: Game, scores: list[Score]) -> None:
        header = [tr("Player"), tr("Rows"), tr("Columns"), tr("Superstr."), tr("Actions"),
                  tr("Dry roads"), tr("Total")]  # fmt: skip
        rows = []
        winner = game.winner
        for seat, score in enumerate(scores):
            cells = [self._name(seat), str(score.rows), str(score.columns),
                     str(score.crossings + score.lines), str(score.actions), str(score.dry_roads),
                     str(score.total)]  # fmt: skip
            rows.append((self.colours[seat], cells, seat == winner))
        title = tr("Final score") if game.is_over else tr("Score if the game ended now")
        self.score_table.set_state(title, header, rows)

    # ------------------------------------------------------------- highlights

    def legal(self) -> list[Move]:
        if self.game is None or not self.interactive:
            return []
        return self.game.legal_moves()

    def _space_moves(self) -> dict[int, Move]:
        """Legal token moves (and the first placement) by the senate space they lead to."""
        game = self.game
        assert game is not None
        result: dict[int, Move] = {}
        for move in self.legal():
            if move.kind == Kind.PLACE:
                result[move.a] = move
            elif move.kind == Kind.MOVE:
                space = (game.players[game.seat].space + move.a) % 8
                result.setdefault(space, move)
        return result

    def _build_moves(self) -> list[Move]:
        return [m for m in self.legal() if m.kind == Kind.BUILD]

    def targets(self, zone: str) -> list[TableItem]:
        """The items of a keyboard zone, in cursor order."""
        if zone == "hand":
            return list(self.hand_items)
        if zone == "board":
            return list(self.square_items)
        if zone == "senate":
            return list(self.spaces) + [i for i in self.slot_items if i.isVisible()]
        return [self.action_items[a] for a in sorted(self.action_items)]

    def _mark(self) -> None:
        game = self.game
        if game is None:
            return
        legal = self.legal()
        kinds = {m.kind for m in legal}
        spaces = self._space_moves() if self.interactive else {}
        for item in self.spaces:
            item.set_marks(LEGAL if item.space in spaces else NONE, False)
        own = game.players[game.seat].space
        for slot, card_item in enumerate(self.slot_items):
            near = Kind.DRAW in kinds and slot in (own, (own + 1) % 8)
            card_item.set_marks(LEGAL if near else NONE, False)
        acts = {m.a for m in legal if m.kind == Kind.ACT}
        for action, action_item in self.action_items.items():
            action_item.set_marks(LEGAL if action in acts else NONE, False)
        hand = game.players[self.big_seat].hand if self.hand_items else []
        builders = {m.cards[0] for m in self._build_moves()} if self.ghost is None else set()
        discards = {m.a for m in legal if m.kind == Kind.DISCARD}
        for i, hand_item in enumerate(self.hand_items):
            mark = NONE
            if i == self.shown:
                mark = SELECTED
            elif i in self.payment:
                mark = PAYMENT
            elif self.shown is None and (hand[i] in builders or hand[i] in discards):
                mark = LEGAL
            hand_item.set_marks(mark, False)
        wild = {m.a for m in legal if m.kind == Kind.WILD}
        roofs = game.last_tile if game.phase == Phase.SS and self.interactive else 0
        player = game.players[game.seat]
        for square_item in self.square_items:
            s = square_item.square
            mark = NONE
            if s in wild or (roofs >> s & 1 and not self.roofs >> s & 1):
                mark = LEGAL
            elif self.roofs >> s & 1:
                mark = SELECTED
            elif game.phase == Phase.RELOCATE and self.interactive:
                free = player.roofs & ~player.superstructures
                source = player.superstructures if self.relocate_from is None else free
                if source >> s & 1:
                    mark = LEGAL
            square_item.set_marks(mark, False)
        for square, ss_item in self.ss_items.items():
            ss_item.set_marks(SELECTED if square == self.relocate_from else NONE, False)
        if self.interactive:
            items = self.targets(ZONES[self.zone])
            if items:
                self.cursor %= len(items)
                item = items[self.cursor]
                item.set_marks(item.highlight, True)

    # ------------------------------------------------------------- choosing

    def activate(self, target: tuple[object, ...]) -> None:
        """A click (or Space/Enter on the keyboard cursor) on ``target``."""
        game = self.game
        if game is None:
            return
        if not self.interactive:
            if not game.is_over:
                self.message.emit(tr("Wait: it is not your turn."))
            return
        what = target[0]
        if self.ghost is not None:
            if what == "square":
                self.confirm()
            return
        if what == "space":
            self._click_space(int(str(target[1])))
        elif what == "slot":
            self.draw()
        elif what == "action":
            self._try(Move.act(Action(int(str(target[1])))))
        elif what == "hand":
            self._click_card(int(str(target[1])))
        elif what == "square":
            self._click_square(int(str(target[1])))
        self._mark()
        self.selection_changed.emit()

    def _try(self, move: Move) -> bool:
        """Emit ``move`` if it is legal now; otherwise say why."""
        game = self.game
        assert game is not None
        if move in game.legal_moves():
            self._reset_choice()
            self.move_chosen.emit(move)
            return True
        self.message.emit(
            tr("Not allowed: {reason}.").format(reason=violation_text(game.why_illegal(move)))
        )
        return False

    def _click_space(self, space: int) -> None:
        game = self.game
        assert game is not None
        moves = self._space_moves()
        if space in moves:
            self._try(moves[space])
        elif game.phase == Phase.SETUP:
            self._try(Move.place(space))
        else:
            distance = (space - game.players[game.seat].space) % 8
            self._try(Move.move(distance if distance else 8))

    def draw(self) -> None:
        if self.game is not None and self.interactive:
            self._try(Move.draw())

    def end_turn(self) -> None:
        if self.game is not None and self.interactive:
            self._try(Move.end())

    def _click_card(self, index: int) -> None:
        game = self.game
        assert game is not None
        # the hand of the seat to move: at the end of a round another seat may have to discard
        to_move = game.to_move
        assert to_move is not None
        hand = game.players[to_move].hand
        card = hand[index]
        if game.phase == Phase.DISCARD:
            self._try(Move.discard(card))
            return
        if self.shown is None:
            options = [m for m in self._build_moves() if m.cards[0] == card]
            if not options:
                violation = game.why_illegal(Move.build(card))
                self.message.emit(
                    tr("Not allowed: {reason}.").format(reason=violation_text(violation))
                )
                return
            self.shown = index
            self.payment = self._suggest(options, hand, index)
            self.message.emit(self._payment_hint())
        elif index == self.shown:
            self.cancel()
        elif index in self.payment:
            self.payment.remove(index)
            self.message.emit(self._payment_hint())
        else:
            self.payment.append(index)
            self.message.emit(self._payment_hint())

    def _suggest(self, options: list[Move], hand: list[int], shown: int) -> list[int]:
        """Hand indices of the suggested payment: the one keeping the most valuable hand."""

        def rest_value(move: Move) -> float:
            rest = list(hand)
            for card in move.cards:
                rest.remove(card)
            return hand_value(rest)

        best = max(options, key=rest_value)
        taken = {shown}
        payment = []
        for card in best.cards[1:]:
            for i, c in enumerate(hand):
                if c == card and i not in taken:
                    taken.add(i)
                    payment.append(i)
                    break
        return payment

    def selected_build(self) -> Move | None:
        game = self.game
        if game is None or self.shown is None:
            return None
        hand = game.players[game.seat].hand
        return Move.build(hand[self.shown], tuple(hand[i] for i in self.payment))

    def _payment_hint(self) -> str:
        game = self.game
        move = self.selected_build()
        assert game is not None and move is not None
        need = game.required_cards(move.cards[0])
        colour = colour_name(CARD_COLOUR[move.cards[0]])
        text = tr("Build: {n} of %n card(s) chosen ({colour} or wild).", None, need).format(
            n=len(move.cards), colour=colour
        )
        if move in game.legal_moves():
            return text + " " + tr("Press Enter or Confirm to place the tile.")
        return text + " " + tr("Click cards to add or remove them.")

    def _click_square(self, square: int) -> None:
        game = self.game
        assert game is not None
        player = game.players[game.seat]
        if game.phase == Phase.WILD:
            self._try(Move.wild(square))
        elif game.phase == Phase.SS:
            if not game.last_tile >> square & 1:
                self.message.emit(tr("Superstructures go on roofs of the tile just built."))
                return
            if not self.roofs >> square & 1 and self.roofs.bit_count() >= game.pending_ss:
                self.message.emit(tr("Every superstructure has its roof: click a chosen roof to "
                                     "free it, or press Enter to confirm."))  # fmt: skip
                return
            self.roofs ^= 1 << square
            self.message.emit(self._roofs_hint())
        elif game.phase == Phase.RELOCATE:
            if self.relocate_from is None:
                if player.superstructures >> square & 1:
                    self.relocate_from = square
                else:
                    self.message.emit(tr("Choose a superstructure to move first."))
            elif square == self.relocate_from:
                self.relocate_from = None
            else:
                self._try(Move.relocate(self.relocate_from, square))
        else:
            self.message.emit(tr("Not now: the game waits for you to {step}.").format(
                step=phase_text(game.phase)))  # fmt: skip

    def _roofs_hint(self) -> str:
        game = self.game
        assert game is not None
        left = game.pending_ss - self.roofs.bit_count()
        if left > 0:
            return tr("Choose %n more roof(s) of the new tile for the superstructures.", None, left)
        return tr("Press Enter or Confirm to put the superstructures on {squares}; click a roof "
                  "again to change.").format(squares=squares_text(self.roofs))  # fmt: skip

    def roofs_ready(self) -> Move | None:
        """The superstructures move when the chosen roofs are complete and legal."""
        game = self.game
        if game is None or game.phase != Phase.SS or not self.interactive or not self.roofs:
            return None
        move = Move.superstructures(self.roofs)
        return move if move in game.legal_moves() else None

    def can_confirm(self) -> bool:
        """Whether Enter (the Confirm button) would send a move or start the ghost tile."""
        if self.ghost is not None:
            return self.ghost_legal()
        build = self.selected_build()
        return self.roofs_ready() is not None or (build is not None and build in self.legal())

    # ------------------------------------------------------------- ghost tile

    def confirm(self) -> None:
        """Enter: confirm the payment (the ghost tile appears), the push or the roofs."""
        game = self.game
        if game is None or not self.interactive:
            return
        roofs = self.roofs_ready()
        if roofs is not None:
            self._try(roofs)
            return
        if self.ghost is not None:
            ghost = self.ghost
            problem = ghost.problem()
            if problem:
                self.message.emit(tr("Not allowed: {reason}").format(reason=problem))
                return
            push = Move.push(ghost.final())
            build = ghost.build
            self._reset_choice()
            if build is not None:
                self.move_chosen.emit(build)
            self.move_chosen.emit(push)
            return
        move = self.selected_build()
        if move is not None:
            if move not in game.legal_moves():
                self.message.emit(tr("Not allowed: {reason}.").format(
                    reason=violation_text(game.why_illegal(move))))  # fmt: skip
                return
            after = game.copy()
            after.apply(move)
            self._start_ghost(move, after)
            self.rebuild()
            return
        items = self.targets(ZONES[self.zone])
        if items and items[self.cursor].target is not None:
            target = items[self.cursor].target
            assert target is not None
            self.activate(target)

    def _start_ghost(self, build: Move | None, after: Game) -> None:
        kind = after.pending_kind
        ghost = Ghost(kind, after.push_sides(), build, after,
                      orientations=bb.orientations(TILE_SHAPES[kind]))  # fmt: skip
        # start on the first legal way in, so the ghost shows a placement that works
        legal = {m.a for m in after.legal_moves() if m.kind == Kind.PUSH}
        for side_index in range(len(ghost.sides)):
            for orientation in range(len(ghost.orientations)):
                ghost.side_index, ghost.orientation = side_index, orientation
                for lane in range(ghost.lanes()):
                    ghost.lane = lane
                    if ghost.final() in legal:
                        self.ghost = ghost
                        return
        ghost.side_index = ghost.orientation = ghost.lane = 0
        self.ghost = ghost

    def ghost_hint(self) -> str:
        assert self.ghost is not None
        return tr(
            "Push from the {side}: arrows or mouse move it, R or the wheel turns it, F or a right "
            "click flips it{more}; Enter or a click confirms, Esc cancels."
        ).format(
            side=side_name(self.ghost.side),
            more=tr(", S changes the side") if len(self.ghost.sides) > 1 else "",
        )

    def _update_ghost(self) -> None:
        ghost = self.ghost
        if ghost is None or self.ghost_item is None:
            return
        final = ghost.final()
        problem = ghost.problem()
        self.ghost_item.set_state(entry_cells(ghost.side, ghost.cells, ghost.lane), final,
                                  not problem)  # fmt: skip
        if problem:  # the status line tells why, live, as the tile moves
            text = tr("Not allowed from the {side}: {reason}").format(
                side=side_name(ghost.side), reason=problem)  # fmt: skip
        else:
            text = self.ghost_hint()
        if text != self._ghost_said:
            self._ghost_said = text
            self.message.emit(text)
        self.selection_changed.emit()

    def ghost_lane(self, step: int) -> None:
        if self.ghost is not None:
            self.ghost.lane = max(0, min(self.ghost.lane + step, self.ghost.lanes() - 1))
            self._update_ghost()

    def ghost_turn(self, flip: bool = False, step: int = 1) -> None:
        if self.ghost is not None:
            self.ghost.turn(flip, step)
            self._update_ghost()

    def ghost_side(self) -> None:
        if self.ghost is not None and len(self.ghost.sides) > 1:
            self.ghost.side_index = (self.ghost.side_index + 1) % len(self.ghost.sides)
            self.ghost.lane = min(self.ghost.lane, self.ghost.lanes() - 1)
            self._update_ghost()

    def ghost_legal(self) -> bool:
        return self.ghost is not None and not self.ghost.problem()

    def cancel(self) -> None:
        """Undo the choice under way (payment, ghost tile, roofs); applied moves stay."""
        game = self.game
        if game is None:
            return
        if self.ghost is not None and self.ghost.build is None:
            self.message.emit(tr("The tile is paid for: it must be pushed onto the board."))
            return
        had = self.has_choice
        self._reset_choice()
        if had:
            self.message.emit(tr("Choice cancelled."))
        self.rebuild()

    # ------------------------------------------------------------------ input

    def _target_at(self, pos: QPointF) -> tuple[object, ...] | None:
        for item in self.items(pos):
            target = getattr(item, "target", None)
            if target is not None and item.isVisible():
                return tuple(target)
        return None

    def mousePressEvent(self, event: QGraphicsSceneMouseEvent) -> None:
        if self.ghost is not None and event.button() == Qt.MouseButton.RightButton:
            self.ghost_turn(flip=True)
            return
        if event.button() != Qt.MouseButton.LeftButton:
            return
        if self.ghost is not None:
            self.confirm()
            return
        target = self._target_at(event.scenePos())
        if target is not None:
            self.activate(target)

    def mouseMoveEvent(self, event: QGraphicsSceneMouseEvent) -> None:
        if self.ghost is None or self.big_board is None:
            return
        local = self.big_board.mapFromScene(event.scenePos()) - self.big_board.grid
        col, row = int(local.x() // BIG_CELL), int(local.y() // BIG_CELL)
        along = col if self.ghost.side in (Side.N, Side.S) else row
        width = 1 + max(c for _, c in self.ghost.cells)
        lane = max(0, min(along - width // 2, self.ghost.lanes() - 1))
        if lane != self.ghost.lane:
            self.ghost.lane = lane
            self._update_ghost()

    def wheelEvent(self, event: QGraphicsSceneWheelEvent) -> None:
        if self.ghost is None:
            event.ignore()
            return
        flip = bool(event.modifiers() & Qt.KeyboardModifier.ShiftModifier)
        self._wheel += event.delta()  # a notch is 120; touchpads send smaller steps
        while abs(self._wheel) >= 120:
            forward = self._wheel > 0
            self._wheel -= 120 if forward else -120
            self.ghost_turn(flip=flip, step=1 if forward else 3)
        event.accept()

    def keyPressEvent(self, event: QKeyEvent) -> None:
        if not self.handle_key(event.key(), event.text()):
            super().keyPressEvent(event)

    def handle_key(self, key: int, text: str = "") -> bool:
        """Keyboard play; returns whether the key was used."""
        k = Qt.Key
        if self.game is None:
            return False
        if key in (k.Key_Return, k.Key_Enter):
            self.confirm()
            return True
        if key == k.Key_Escape:
            self.cancel()
            return True
        if self.ghost is not None:
            steps = {k.Key_Left: -1, k.Key_Right: 1, k.Key_Up: -1, k.Key_Down: 1}
            if key in steps:
                self.ghost_lane(steps[key])
                return True
            if key == k.Key_R:
                self.ghost_turn()
                return True
            if key == k.Key_F:
                self.ghost_turn(flip=True)
                return True
            if key == k.Key_S:
                self.ghost_side()
                return True
            return False
        if key == k.Key_Tab or key == k.Key_Backtab:
            step = -1 if key == k.Key_Backtab else 1
            self.zone = (self.zone + step) % len(ZONES)
            self.cursor = 0
            self._mark()
            return True
        moves = {k.Key_Left: -1, k.Key_Right: 1, k.Key_Up: -7, k.Key_Down: 7}
        if key in moves:
            step = moves[key]
            if ZONES[self.zone] == "actions":
                step = {-7: -5, 7: 5}.get(step, step)
            elif ZONES[self.zone] != "board":
                step = 1 if step > 0 else -1
            items = self.targets(ZONES[self.zone])
            if items:
                self.cursor = (self.cursor + step) % len(items)
            self._mark()
            return True
        if key == k.Key_Space:
            items = self.targets(ZONES[self.zone])
            if items and items[self.cursor % len(items)].target is not None:
                target = items[self.cursor % len(items)].target
                assert target is not None
                self.activate(target)
            return True
        if key == k.Key_D:
            self.draw()
            return True
        if key == k.Key_E:
            self.end_turn()
            return True
        if text and text in "123456" and self.interactive:
            game = self.game
            if game.phase == Phase.SETUP:
                self._try(Move.place(int(text)))
            else:
                self._try(Move.move(int(text)))
            return True
        if text == "0" and self.interactive and self.game.phase == Phase.SETUP:
            self._try(Move.place(0))
            return True
        if text == "7" and self.interactive and self.game.phase == Phase.SETUP:
            self._try(Move.place(7))
            return True
        if key in (k.Key_B, k.Key_Minus) and self.interactive:
            self._try(Move.move(-1))
            return True
        return False


def side_of_space(space: int) -> Side:
    return SPACE_SIDES[space]


def action_label(action: int) -> str:
    return action_name(action)


def tile_kind_of(card: int) -> int:
    return CARD_TILE_KIND[card]
