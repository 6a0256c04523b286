"""What the player is choosing on Copenhagen's table, and the move it makes: harbour cards
selected, the tile held as a ghost (turned and flipped), how to pay for it when there is more
than one way, the bonus chosen, and a suggested step shown as a choice under way. It reads a
game snapshot and answers legal moves only; it never changes the game."""

from __future__ import annotations

from dataclasses import dataclass

from engine.copenhagen import Ability, CopenhagenGame, Kind, Move, Step
from engine.copenhagen.components import COLUMNS, kind_colour, kind_size
from engine.copenhagen.house import cells_of, neighbours
from engine.copenhagen.legal import build_abilities
from ui.copenhagen.shapes import TURNS, Cell, oriented, placed, size_of

SPECIAL = -1
"""The tile kind of a special (white) tile held as a ghost."""


@dataclass(frozen=True, slots=True)
class Ghost:
    """The tile held: its kind (:data:`SPECIAL` for a white one), turn and flip."""

    kind: int
    turn: int = 0
    flip: bool = False


class Composer:
    """The player's choice under way on a snapshot (see the module's note)."""

    def __init__(self) -> None:
        self.game: CopenhagenGame | None = None
        self.interactive = False
        self.slots: set[int] = set()
        """Harbour slots (1-7) selected for a take."""
        self.ghost: Ghost | None = None
        self.paying: list[Move] = []
        """The builds of the ghost where it lies, one per payment, when the player chooses how
        to pay (the preferred payment first, see :func:`payment_key`); empty otherwise."""
        self.pay_cursor = 0
        """The payment the keyboard is on (Enter chooses it)."""
        self.suggested: Move | None = None
        """A suggested step shown as a choice under way (Enter plays it)."""
        self._legal: list[Move] = []

    def reset(self, game: CopenhagenGame | None, interactive: bool) -> None:
        """A new snapshot: the choice under way is dropped when the step changed."""
        same = (self.game is not None and game is not None and self.interactive == interactive
                and self.game.ply == game.ply)  # fmt: skip
        self.game, self.interactive = game, interactive
        self._legal = list(game.legal_moves()) if game is not None and interactive else []
        if not same:
            self.slots = set()
            self.ghost = None
            self.paying = []
            self.suggested = None
        bonus = game is not None and interactive and game.step == Step.BONUS
        if bonus and self.ghost is None and self.special_cells():
            self.ghost = Ghost(SPECIAL)

    def legal(self) -> list[Move]:
        return self._legal

    @property
    def step(self) -> Step | None:
        return self.game.step if self.game is not None and self.interactive else None

    def cancel(self) -> bool:
        """Drop the choice under way (while paying: the payment only, the tile stays held);
        whether there was one."""
        if self.paying:
            self.paying = []
            return True
        had = (bool(self.slots) or self.suggested is not None
               or (self.ghost is not None and self.ghost.kind != SPECIAL))  # fmt: skip
        self.slots = set()
        self.suggested = None
        if self.ghost is not None and self.ghost.kind != SPECIAL:
            self.ghost = None
        return had

    # ------------------------------------------------------------ taking cards

    def takes(self) -> list[Move]:
        return [m for m in self._legal if m.kind == Kind.TAKE]

    def selectable_slots(self) -> set[int]:
        """Slots that a legal take with the selection may still add (or the selected ones)."""
        found = set(self.slots)
        for move in self.takes():
            if self.slots <= set(move.slots):
                found.update(move.slots)
        return found

    def take_ready(self) -> Move | None:
        """The take of exactly the selected slots, if legal."""
        for move in self.takes():
            if set(move.slots) == self.slots:
                return move
        return None

    def toggle_slot(self, slot: int) -> Move | None:
        """Select or drop a harbour card; the take, once the selection is legal and cannot
        grow (a third card asks for a confirmation)."""
        if slot in self.slots:
            self.slots.discard(slot)
            self.suggested = None
            return None
        if slot not in self.selectable_slots():
            return None
        self.ghost = None
        self.paying = []
        self.suggested = None  # the player chose for themselves
        self.slots.add(slot)
        ready = self.take_ready()
        if ready is None:
            return None
        grows = any(self.slots < set(m.slots) for m in self.takes())
        return None if grows else ready

    # ------------------------------------------------------------ building

    def builds(self) -> list[Move]:
        return [m for m in self._legal if m.kind == Kind.BUILD]

    def buildable_kinds(self) -> set[int]:
        return {m.a for m in self.builds()}

    def hold(self, kind: int) -> bool:
        """Take a tile of ``kind`` in hand as a ghost (a legal build must exist)."""
        if kind == SPECIAL and not self.special_cells():
            return False
        if kind != SPECIAL and kind not in self.buildable_kinds():
            return False
        self.slots = set()
        self.paying = []
        self.suggested = None
        self.ghost = Ghost(kind)
        return True

    def turn(self) -> None:
        """R: a quarter turn anticlockwise."""
        if self.ghost is not None:
            g = self.ghost
            self.ghost = Ghost(g.kind, (g.turn + 1) % TURNS, g.flip)
            self.paying = []

    def flip(self) -> None:
        """F: the tile's other side (mirrored left to right)."""
        if self.ghost is not None:
            g = self.ghost
            self.ghost = Ghost(g.kind, g.turn, not g.flip)
            self.paying = []

    def ghost_span(self) -> tuple[int, int]:
        assert self.ghost is not None
        cells, _ = oriented(self.ghost.kind, self.ghost.turn, self.ghost.flip)
        return size_of(cells)

    def ghost_cells(self, origin: Cell) -> tuple[int, int] | None:
        """(cells mask, brick cell) of the ghost at ``origin``, None off the board."""
        if self.ghost is None:
            return None
        return placed(self.ghost.kind, self.ghost.turn, self.ghost.flip, origin)

    def move_at(self, origin: Cell) -> Move | None:
        """The legal move that puts the ghost at ``origin`` (a build with the suggested
        payment, else the one :func:`payment_key` prefers), None when it does not fit there."""
        if self.ghost is not None and self.ghost.kind == SPECIAL:
            where = self.ghost_cells(origin)
            if where is None:
                return None
            move = Move.special(where[0].bit_length() - 1)
            return move if move in self._legal else None
        found = self.payments_at(origin)
        suggested = self.suggested
        if suggested is not None and found and _same_place(suggested, found[0]):
            return suggested
        return found[0] if found else None

    def payments_at(self, origin: Cell) -> list[Move]:
        """The legal builds of the ghost at ``origin``, one per way to pay, the preferred
        first (none: a special tile, or it does not fit there)."""
        where = self.ghost_cells(origin)
        if where is None or self.ghost is None or self.ghost.kind == SPECIAL or self.game is None:
            return []
        cells, brick = where
        found = [m for m in self.builds()
                 if m.a == self.ghost.kind and m.c == cells and m.b == brick]  # fmt: skip
        game = self.game
        return sorted(found, key=lambda move: payment_key(game, move))

    def pay_with(self, options: list[Move]) -> None:
        """Let the player choose among the builds ``options`` (one placement, its payments)."""
        self.paying = list(options)
        self.pay_cursor = 0

    def move_pay_cursor(self, step: int) -> None:
        if self.paying:
            self.pay_cursor = (self.pay_cursor + step) % len(self.paying)

    def lit_cells(self) -> int:
        """Cells covered by a legal placement of the ghost as it is turned now."""
        if self.ghost is None:
            return 0
        if self.ghost.kind == SPECIAL:
            return self.special_cells()
        shape, brick = oriented(self.ghost.kind, self.ghost.turn, self.ghost.flip)
        lit = 0
        for move in self.builds():
            if move.a == self.ghost.kind and _same_shape(move.c, move.b, shape, brick):
                lit |= move.c
        return lit

    def full_cost(self) -> int:
        """The cards the held tile costs before any discount (0 for a special tile)."""
        if self.ghost is None or self.ghost.kind == SPECIAL:
            return 0
        return kind_size(self.ghost.kind)

    # ------------------------------------------------------------ other steps

    def special_cells(self) -> int:
        cells = 0
        for move in self._legal:
            if move.kind == Kind.SPECIAL:
                cells |= 1 << move.a
        return cells

    def bonus_moves(self) -> list[Move]:
        """The bonuses to choose from besides a special tile: abilities, then refresh."""
        return [m for m in self._legal if m.kind in (Kind.ABILITY, Kind.REFRESH)]

    def discard_colours(self) -> set[int]:
        return {m.a for m in self._legal if m.kind == Kind.DISCARD}

    def can_end(self) -> bool:
        return Move.end() in self._legal

    # ------------------------------------------------------------ a suggested step

    def suggest(self, move: Move) -> Cell | None:
        """Show ``move`` (a legal step) as a choice under way, as if the player had begun it:
        the cards of a take selected, a tile held where it goes, turned and flipped to fit;
        Enter then plays it. Answers where the ghost lies (None: no ghost)."""
        if move not in self._legal:
            return None
        self.paying = []
        self.slots = set()
        if self.ghost is not None and self.ghost.kind != SPECIAL:
            self.ghost = None
        self.suggested = move
        if move.kind == Kind.TAKE:
            self.slots = set(move.slots)
            return None
        if move.kind == Kind.SPECIAL:
            self.ghost = Ghost(SPECIAL)
            return move.a % COLUMNS, move.a // COLUMNS
        if move.kind != Kind.BUILD:
            return None
        for turn in range(TURNS):
            for flip in (False, True):
                shape, brick = oriented(move.a, turn, flip)
                if _same_shape(move.c, move.b, shape, brick):
                    self.ghost = Ghost(move.a, turn, flip)
                    cells = list(cells_of(move.c))
                    return (min(c % COLUMNS for c in cells), min(c // COLUMNS for c in cells))
        return None  # (every build's shape is one of its tile's orientations)

    def suggested_ready(self) -> Move | None:
        """The suggested step, while nothing else is chosen (a take, a discard, a bonus or the
        end of the turn; a tile is placed where its ghost lies)."""
        move = self.suggested
        if move is None or move.kind in (Kind.BUILD, Kind.SPECIAL):
            return None
        if move.kind == Kind.TAKE and self.slots != set(move.slots):
            return None
        return move


def _same_shape(cells: int, brick: int, shape: frozenset[Cell], shape_brick: Cell) -> bool:
    """Whether a placement's cells and brick are ``shape`` (with its brick) moved."""
    points = [(c % COLUMNS, c // COLUMNS) for c in cells_of(cells)]
    low_x, low_y = min(x for x, _ in points), min(y for _, y in points)
    moved = frozenset((x - low_x, y - low_y) for x, y in points)
    return moved == shape and (brick % COLUMNS - low_x, brick // COLUMNS - low_y) == shape_brick


def _same_place(one: Move, other: Move) -> bool:
    """Whether two builds put the same tile on the same cells (paid alike or not)."""
    return one.kind == other.kind == Kind.BUILD and one[1:4] == other[1:4]


def payment_key(game: CopenhagenGame, move: Move) -> tuple[int, int, int]:
    """How a player would rank a build's payment, lowest first: the fewest abilities spent
    (Construction discount is kept when the cards are there), then the fewest cards of another
    colour, then the fewest cards."""
    spent = build_abilities(game, game.players[game.seat], move).bit_count()
    colour = kind_colour(move.a)
    return spent, sum(move.pay) - move.pay[colour], sum(move.pay)


def spent_abilities(game: CopenhagenGame, move: Move) -> list[Ability]:
    """The abilities a build's payment spends (Construction discount, Change of colours)."""
    spent = build_abilities(game, game.players[game.seat], move)
    return [a for a in (Ability.DISCOUNT, Ability.COLOURS) if spent & a.bit]


def discounted(game: CopenhagenGame, move: Move) -> bool:
    """Whether a build costs one fewer for touching a tile of its colour (rule 13)."""
    return bool(neighbours(move.c) & game.players[game.seat].colours[kind_colour(move.a)])
