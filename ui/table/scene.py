"""The table scene: draws an engine snapshot; the player's clicks and keys go to the move
composer, whose moves come out as ``move_chosen(Move)``.

The scene never changes a game. :meth:`TableScene.show_game` takes a snapshot (a copy the scene
may keep) and updates the items; when ``interactive`` is set, the player composes the current
step (see :mod:`ui.table.composer`). Whatever listens to ``move_chosen`` (a local game, a
network session) applies the move and calls ``show_game`` again.
"""

from __future__ import annotations

import math
from collections import Counter
from typing import TYPE_CHECKING

from PySide6.QtCore import QPointF, Qt, Signal
from PySide6.QtGui import QColor, QKeyEvent
from PySide6.QtWidgets import (
    QGraphicsItem,
    QGraphicsScene,
    QGraphicsSceneMouseEvent,
    QGraphicsSceneWheelEvent,
)

from engine.helsinki.components import TILE_SIZES
from engine.helsinki.game import Game
from engine.helsinki.moves import Move
from engine.helsinki.scoring import Score
from ui import palette as pal
from ui.glides import Glides
from ui.i18n import score_parts, tr
from ui.table import layout
from ui.table.composer import Composer, Mark, Outcome, Region, Target
from ui.table.input import TableInput
from ui.table.items.actions import ActionBoardItem, ActionItem
from ui.table.items.base import TITLE, TableItem
from ui.table.items.board import PlayerBoardItem, SquareItem
from ui.table.items.cards import CARD_H, CARD_W, CardItem, HandItem, PileItem
from ui.table.items.ghost import GhostTileItem
from ui.table.items.recap import RecapItem
from ui.table.items.scores import ScoreTableItem, ScoreTrackItem
from ui.table.items.senate import (
    SenateRingItem,
    SenateSpaceItem,
    TokenItem,
    slot_position,
    space_position,
    token_offset,
)
from ui.table.items.supply import SupplyItem
from ui.table.items.tiles import SuperstructureItem
from ui.table.motion import glide_changes, places
from ui.table.words import note_text

if TYPE_CHECKING:
    from ui.log import LogPanel


class TableScene(QGraphicsScene):
    """The game table. Connect ``move_chosen`` to whatever applies moves."""

    move_chosen = Signal(object)
    """A complete, legal ``Move`` the player chose."""
    message = Signal(str)
    """An explanation (why a click was not allowed) or a hint for the current step."""
    selection_changed = Signal()

    def __init__(self) -> None:
        super().__init__()
        self.table_width = layout.width_for(16 / 9)
        """The table's width (its height is ``layout.HEIGHT``): the view sets it."""
        self.layout = layout.table_layout(self.table_width, 1)
        self.setSceneRect(self.layout.rect)
        self.setBackgroundBrush(pal.TABLE)
        self.composer = Composer()
        self.input = TableInput(self.composer)
        self.game: Game | None = None
        self.names: list[str] = []
        self.colours: list[QColor] = []
        self.viewer: int | None = None
        self.hide_hand = False
        self.big_seat = 0
        self.spaces: list[SenateSpaceItem] = []
        self.slot_items: list[CardItem] = []
        self.tokens: list[TokenItem] = []
        self.hand_items: list[CardItem] = []
        self.action_items: dict[int, ActionItem] = {}
        self.square_items: list[SquareItem] = []
        self.ss_items: dict[int, SuperstructureItem] = {}
        self.big_board: PlayerBoardItem | None = None
        self.ghost_item: GhostTileItem | None = None
        self._base: object = None
        self._board_items: dict[tuple[int, bool], PlayerBoardItem] = {}
        self._squares: dict[int, list[SquareItem]] = {}
        self._hand_cards: list[CardItem] = []
        self.hand_seat = -1
        """The seat whose hand is shown (face down when ``hand_hidden``)."""
        self.hand_hidden = False
        self.glides = Glides(self)
        """The glides of what moves (see :mod:`ui.table.motion`); their duration (ms, 0:
        none) follows the preferences."""
        self.log: LogPanel | None = None
        self.recap_yours = True
        self.recap: RecapItem | None = None
        self.colour_marks = False
        """Whether the tokens carry their colour's shape too (the preferences; colour-blind)."""

    def follow_log(self, log: LogPanel, yours: bool = True) -> None:
        """Recap, beside the other boards, the moves ``log`` tells since the last turn of the
        player at the table (``yours``: the seat in front is the player's, "your last turn";
        not in the replay viewer, which names it)."""
        self.log = log
        self.recap_yours = yours
        log.changed.connect(self._recap)
        self._recap()

    @property
    def interactive(self) -> bool:
        return self.composer.interactive

    def set_width(self, width: float) -> None:
        """Lay the table out ``width`` units wide (see :func:`ui.table.layout.width_for`)."""
        if width != self.table_width:
            self.table_width = width
            self.rebuild(force=True)

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
        previous = self.game
        self.game = game
        self.names = names
        self.colours = colours
        self.viewer = viewer
        self.hide_hand = hide_hand
        to_move = game.to_move
        if viewer is not None:
            self.big_seat = viewer
        elif to_move is not None:
            self.big_seat = to_move
        else:
            self.big_seat = game.winner or 0
        self.composer.show(game, interactive, self.big_seat)
        following = (previous is not None and game.ply == previous.ply + 1
                     and game.history[:-1] == previous.history)  # fmt: skip
        self.rebuild(previous=previous if following else None)

    def rebuild(self, force: bool = False, previous: Game | None = None) -> None:
        """Bring the table's items up to date with ``self.game``.

        The items are made once (again when the seats change, or with ``force``, e.g. after
        the language changed) and then updated in place: each item compares its new content
        with the shown one and asks for a repaint only when it differs, so that after a move
        only the changed parts of the table are drawn again. With ``previous`` (the state one
        move before), what moved glides from where it was to its place.
        """
        game = self.game
        if game is None:
            return
        self.glides.finish()
        base = (tuple(self.names), tuple(c.rgba() for c in self.colours), game.n,
                game.options.dry_roads, self.table_width)  # fmt: skip
        if force or base != self._base:
            self.layout = layout.table_layout(self.table_width, game.n - 1)
            self.setSceneRect(self.layout.rect)
            self._make_table(game)
            self._base = base
            previous = None  # new items: nothing to glide from
        was = places(self) if previous is not None and self.glides.duration > 0 else None
        scores = game.scores()
        self._display(game)
        self._actions(game)
        self._track(game, scores)
        self._boards(game, scores)
        self._hand(game)
        self._supply(game)
        self._scores(game, scores)
        if was is not None and previous is not None:
            glide_changes(self, was, previous, game)
        self._recap()
        self._mark()
        self.selection_changed.emit()

    # ------------------------------------------------------------------ making

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
        place = self.layout
        origin = place.ring.topLeft()
        ring = SenateRingItem()
        ring.setPos(origin)
        ring.setCacheMode(QGraphicsItem.CacheMode.DeviceCoordinateCache)
        self.addItem(ring)
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
            card_item.target = Target(Region.SLOT, slot)
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
        middle = origin + QPointF(2.5, 2.5) * layout.RING_CELL
        self.draw_pile = PileItem(tr("Draw pile"), -1, None)
        self.draw_pile.setPos(middle + QPointF(-CARD_W - 14, -CARD_H / 2 - 10))
        self.addItem(self.draw_pile)
        self.discard_pile = PileItem(tr("Discard pile"), -1, None)
        self.discard_pile.setPos(middle + QPointF(14, -CARD_H / 2 - 10))
        self.addItem(self.discard_pile)
        board = ActionBoardItem(place.actions.size())
        board.setPos(place.actions.topLeft())
        board.setCacheMode(QGraphicsItem.CacheMode.DeviceCoordinateCache)
        self.addItem(board)
        self.action_items = board.items
        self.track = ScoreTrackItem(place.track.size(), self.colours[: game.n])
        self.track.setPos(place.track.topLeft())
        self.addItem(self.track)
        self.hand_box = HandItem(place.hand.width(), place.hand.height(), "")
        self.hand_box.setPos(place.hand.topLeft())
        self.addItem(self.hand_box)
        self.hand_items = []
        self._hand_cards = []
        self.supply = SupplyItem(place.supply.size())
        self.supply.setPos(place.supply.topLeft())
        self.addItem(self.supply)
        self.score_table = ScoreTableItem(place.scores.width())
        self.score_table.setPos(place.scores.topLeft())
        self.score_table.setVisible(False)
        self.addItem(self.score_table)
        self.recap = RecapItem(place.recap)
        self.recap.setPos(place.recap.topLeft())
        self.addItem(self.recap)

    def _name(self, seat: int) -> str:
        return self.names[seat] if seat < len(self.names) else tr("Seat {n}").format(n=seat + 1)

    # ------------------------------------------------------------------ updating

    def _display(self, game: Game) -> None:
        """Display cards, tokens and piles (the senate board and its spaces do not change)."""
        for card, card_item in zip(game.display, self.slot_items, strict=True):
            card_item.setVisible(card >= 0)
            card_item.set_card(card if card >= 0 else None)
        counts: Counter[int] = Counter()
        origin = self.layout.ring.topLeft()
        for player, token in zip(game.players, self.tokens, strict=True):
            token.setVisible(player.space >= 0)
            if player.space < 0:
                continue
            centre = origin + space_position(player.space)
            k = counts[player.space]
            counts[player.space] += 1
            token.setPos(centre + token_offset(k))
        self.draw_pile.set_state(len(game.pile), None)
        self.discard_pile.set_state(len(game.discard), game.discard[-1] if game.discard else None)

    def _recap(self) -> None:
        """The others' turns since the last turn of the seat of the large board."""
        if self.recap is None or self.game is None:
            return
        seat = self.big_seat
        yours = seat == self.viewer and self.recap_yours
        self.recap.tell(self.log, seat, yours, self._name(seat), self.colours)

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

    def _boards(self, game: Game, scores: list[Score]) -> None:
        """The large board of ``big_seat`` and the small boards of the others."""
        place = self.layout
        shown = {(self.big_seat, True): (place.big_board, layout.BIG_CELL)}
        for index in range(1, game.n):
            shown[((self.big_seat + index) % game.n, False)] = place.others[index - 1]
        for key, hidden in self._board_items.items():
            if key not in shown:
                hidden.setVisible(False)
        for (seat, big), (pos, cell) in shown.items():
            item = self._board_items.get((seat, big)) or self._new_board(seat, big, cell, game)
            item.setPos(pos)
            item.setVisible(True)
            self._update_board(item, game, seat, scores[seat])
        big_board = self._board_items[(self.big_seat, True)]
        if big_board is not self.big_board:
            if self.ghost_item is not None:
                self.removeItem(self.ghost_item)
                self.ghost_item = None
            self.big_board = big_board
            self.square_items = self._squares[self.big_seat]
        self.ss_items = big_board.superstructures
        self._ghost_item()

    def board_item(self, seat: int) -> PlayerBoardItem | None:
        """The board of ``seat`` shown on the table (large or small)."""
        for big in (True, False):
            item = self._board_items.get((seat, big))
            if item is not None and item.isVisible():
                return item
        return None

    def _new_board(self, seat: int, big: bool, cell: float, game: Game) -> PlayerBoardItem:
        item = PlayerBoardItem(cell, self._name(seat), self.colours[seat],
                               layout.BAND if big else 0.0, not big,
                               game.options.dry_roads)  # fmt: skip
        self.addItem(item)
        self._board_items[(seat, big)] = item
        if big:
            squares = []
            for square in range(49):
                square_item = SquareItem(square, cell, item)
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
        points = score.total if game.is_over else player.track
        info = tr("%n point(s)", None, points) if item.band else str(points)  # small: the number
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
        ghost = self.composer.ghost
        item = self.ghost_item
        if item is not None and (ghost is None or item.ghost is not ghost):
            self.removeItem(item)
            self.ghost_item = item = None
        board = self.big_board
        if ghost is not None and item is None and board is not None:
            item = GhostTileItem(ghost.kind // len(TILE_SIZES), board.cell, board.grid,
                                 board.margin_rect, board)  # fmt: skip
            self.ghost_item = item
        if ghost is not None and item is not None:
            item.set_ghost(ghost)

    def _hand(self, game: Game) -> None:
        seat = self.big_seat
        hand = game.players[seat].hand
        hidden = self.hide_hand or (self.viewer is not None and seat != self.viewer)
        self.hand_seat, self.hand_hidden = seat, hidden
        title = tr("Hand of {name} (%n card(s))", None, len(hand)).format(name=self._name(seat))
        self.hand_box.set_title(title)
        while len(self._hand_cards) < len(hand):
            item = CardItem(None, self.hand_box)
            item.target = Target(Region.HAND, len(self._hand_cards))
            self._hand_cards.append(item)
        room = self.layout.hand.width() - 20 - CARD_W
        step = min(CARD_W + 6, room / max(1, len(hand) - 1))  # cards overlap when many
        for i, item in enumerate(self._hand_cards):
            if i >= len(hand):
                item.setVisible(False)
                continue
            item.set_card(None if hidden else hand[i])
            item.setPos(10 + i * step, TITLE + 6)
            item.setZValue(i)
            item.setVisible(True)
        self.hand_items = self._hand_cards[: len(hand)]

    def _supply(self, game: Game) -> None:
        self.supply.set_state(list(game.tiles), game.superstructures, game.wild_tiles,
                              list(game.bonuses), game.options.dry_roads)  # fmt: skip

    def _scores(self, game: Game, scores: list[Score]) -> None:
        dry_roads = game.options.dry_roads  # the end page's words, without expansions off
        header = [tr("Player"), *(w for w, _, _ in score_parts(scores[0], dry_roads)),
                  tr("Total")]  # fmt: skip
        rows = []
        winner = game.winner
        for seat, score in enumerate(scores):
            cells = [self._name(seat), *(str(p) for _, _, p in score_parts(score, dry_roads)),
                     str(score.total)]  # fmt: skip
            rows.append((self.colours[seat], cells, seat == winner))
        self.score_table.set_state(tr("Final score in points"), header, rows)
        over = game.is_over  # the final score takes the place of the hand, supply and track
        self.score_table.setVisible(over)
        for item in (self.hand_box, self.supply, self.track):
            item.setVisible(not over)
        title = tr("Score if the game ended now")  # outside the f-string: lupdate finds it
        lines = [f"<b>{title}</b>"]
        for _, cells, _ in rows:
            lines.append(f"{cells[0]}: " + " · ".join(f"{header[j]} {cell}"
                                                       for j, cell in enumerate(cells) if j))
        self.track.setToolTip("<br>".join(lines))

    # ------------------------------------------------------------- highlights

    def _target_items(self) -> list[TableItem]:
        return [*self.spaces, *self.slot_items, *self.action_items.values(), *self.hand_items,
                *self.square_items]  # fmt: skip

    def _mark(self) -> None:
        """Frame the legal choices, the choice under way and the keyboard cursor."""
        if self.game is None:
            return
        composer = self.composer
        marks = composer.marks()
        cursor = composer.cursor_target() if composer.interactive else None
        for item in self._target_items():
            target = item.target
            item.set_marks(marks.get(target, Mark.NONE) if target is not None else Mark.NONE,
                           target is not None and target == cursor)  # fmt: skip
        for square, ss_item in self.ss_items.items():
            ss_item.set_marks(Mark.SELECTED if square == composer.relocate_from else Mark.NONE,
                              False)  # fmt: skip

    # ------------------------------------------------------------- choosing

    def apply(self, outcome: Outcome) -> None:
        """Send the outcome's moves, tell its note, show the choice under way."""
        for move in outcome.moves:
            self.move_chosen.emit(move)
        if outcome.note is not None:
            self.message.emit(note_text(outcome.note))
        self._ghost_item()
        self._mark()
        self.selection_changed.emit()

    def activate(self, target: Target) -> None:
        """A click (or Space on the keyboard cursor) on ``target``."""
        self.apply(self.composer.activate(target))

    def confirm(self) -> None:
        """Enter: confirm the payment (the ghost tile appears), the push or the roofs."""
        self.apply(self.composer.confirm())

    def cancel(self) -> None:
        """Undo the choice under way (payment, ghost tile, roofs); applied moves stay."""
        self.apply(self.composer.cancel())

    def draw(self) -> None:
        self.apply(self.composer.draw())

    def suggest(self, moves: list[Move]) -> None:
        """Show a suggested step (see :meth:`Composer.suggest`): the ghost, the highlights."""
        self.apply(self.composer.suggest(moves))

    def end_turn(self) -> None:
        self.apply(self.composer.end_turn())

    # ------------------------------------------------------------------ input

    def _target_at(self, pos: QPointF) -> Target | None:
        for item in self.items(pos):
            if isinstance(item, TableItem) and item.target is not None and item.isVisible():
                return item.target
        return None

    def mousePressEvent(self, event: QGraphicsSceneMouseEvent) -> None:
        self.apply(self.input.press(event.button(), self._target_at(event.scenePos())))

    def mouseMoveEvent(self, event: QGraphicsSceneMouseEvent) -> None:
        board = self.big_board
        if self.composer.ghost is None or board is None:
            return
        local = board.mapFromScene(event.scenePos()) - board.grid
        row, col = math.floor(local.y() / board.cell), math.floor(local.x() / board.cell)
        self.apply(self.input.pointer(row, col))

    def wheelEvent(self, event: QGraphicsSceneWheelEvent) -> None:
        shift = bool(event.modifiers() & Qt.KeyboardModifier.ShiftModifier)
        outcome = self.input.wheel(event.delta(), shift)
        if outcome is None:
            event.ignore()
            return
        self.apply(outcome)
        event.accept()

    def keyPressEvent(self, event: QKeyEvent) -> None:
        if not self.handle_key(event.key(), event.text()):
            super().keyPressEvent(event)

    def handle_key(self, key: int, text: str = "") -> bool:
        """Keyboard play; returns whether the key was used."""
        outcome = self.input.key(key, text)
        if outcome is None:
            return False
        self.apply(outcome)
        return True
