"""The checks of a Copenhagen position (:mod:`engine.copenhagen.position`): those of the
physical game and of the rules. A position need not be reachable from a set-up, but it must be
free of contradictions and not stuck."""

from __future__ import annotations

from collections.abc import Callable
from functools import lru_cache

from engine.copenhagen.components import (
    CARDS_PER_COLOUR,
    COLOURS,
    END_CARD,
    HAND_LIMIT,
    SIZES,
    SPECIAL_TILES,
    STARTING_ABILITIES,
    WHITE,
    WINNING_POINTS,
    Ability,
    kind_colour,
    kind_size,
    tile_kind,
    tile_supply,
)
from engine.copenhagen.game import CopenhagenGame
from engine.copenhagen.house import GROUND, PLACEMENTS, neighbours
from engine.copenhagen.player import Player
from engine.copenhagen.step import Ending, Step
from engine.errors import PositionError

HOUSE = "house"
TILE_SUPPLY = "tile supply"
SPECIAL_SUPPLY = "special tile supply"
COLOUR_NAMES = ("red", "yellow", "green", "blue", "purple")
MOST_TAKEN = 3
"""Cards a take may hold (two, and a third with Additional card)."""

Where = Callable[[str | None], str]
"""How an error names a field: ``line N (field): `` when it was given, else ``field: ``."""


def check_position(game: CopenhagenGame, where: Where) -> None:
    """Raise :class:`~engine.helsinki.position.PositionError` (naming the line through ``where``)
    for the first contradiction of ``game``'s state, read from a position."""
    for seat, player in enumerate(game.players):
        _check_seat(seat, player, where)
    _check_hands(game, where)
    _check_supplies(game, where)
    _check_cards(game, where)
    _check_end_card(game, where)
    _check_turn(game, where)
    _check_points(game, where)
    _check_not_stuck(game, where)


def _fail(where: Where, field: str | None, message: str) -> None:
    raise PositionError(where(field) + message)


def _seat_field(seat: int, part: str) -> str:
    return f"seat {seat} {part}"


def _check_seat(seat: int, player: Player, where: Where) -> None:
    if not player.owned & STARTING_ABILITIES:
        _fail(where, _seat_field(seat, "abilities"), "every player owns any (Any cards) from "
              "the start")  # fmt: skip
    if player.used & ~player.owned:
        _fail(where, _seat_field(seat, "used abilities"), "only owned abilities are used")
    house = _seat_field(seat, HOUSE)
    if _grounded(player.filled) != player.filled:
        _fail(where, house, "a tile hangs in the air (every cell rests on the ground floor or "
              "on tiles, through the cells below and beside it)")  # fmt: skip
    if tiles_built(player) is None:
        cuts = [_cut(player.colours[c], player.bricks, c) for c in range(COLOURS)]
        colour = cuts.index(None)
        _fail(where, house, f"the {COLOUR_NAMES[colour]} cells are no {COLOUR_NAMES[colour]} "
              "tiles, each with one brick, in their shapes")  # fmt: skip


def _grounded(filled: int) -> int:
    """The filled cells joined to the ground floor through filled cells."""
    reached = filled & GROUND
    while True:
        more = reached | (neighbours(reached) & filled)
        if more == reached:
            return reached
        reached = more


def tiles_built(player: Player) -> list[int] | None:
    """The tile kinds of a way to cut each colour's cells into that colour's tiles, each with
    its one brick; None when there is none. Every way gives as many tiles and cells of a
    colour."""
    kinds: list[int] = []
    for colour in range(COLOURS):
        cut = _cut(player.colours[colour], player.bricks, colour)
        if cut is None:
            return None
        kinds += cut
    return kinds


@lru_cache(maxsize=1024)
def _cut(cells: int, bricks: int, colour: int) -> tuple[int, ...] | None:
    """Tile kinds of ``colour`` that cover ``cells`` exactly, each with one of ``bricks`` as
    its brick cell (the tile over the lowest cell first), or None."""
    if not cells:
        return ()
    low = cells & -cells
    for kind, mask, brick in _placements_from(colour).get(low.bit_length() - 1, ()):
        if mask & ~cells == 0 and mask & bricks == 1 << brick:
            rest = _cut(cells & ~mask, bricks & ~mask, colour)
            if rest is not None:
                return (kind, *rest)
    return None


@lru_cache(maxsize=COLOURS)
def _placements_from(colour: int) -> dict[int, list[tuple[int, int, int]]]:
    """Every (kind, cells, brick) of a colour's tiles, by the lowest cell it covers."""
    found: dict[int, list[tuple[int, int, int]]] = {}
    for size in SIZES:
        kind = tile_kind(colour, size)
        for mask, brick, _ in PLACEMENTS[kind]:
            found.setdefault((mask & -mask).bit_length() - 1, []).append((kind, mask, brick))
    return found


def _check_supplies(game: CopenhagenGame, where: Where) -> None:
    full = tile_supply(game.n)
    for kind, left in enumerate(game.tiles):
        if left > full[kind]:
            name, size = COLOUR_NAMES[kind_colour(kind)], kind_size(kind)
            _fail(where, TILE_SUPPLY, f"{left} {name} tiles of size {size} are left; a "
                  f"{game.n}-player game has {full[kind]}")  # fmt: skip
    for colour in range(COLOURS):
        kinds = [tile_kind(colour, size) for size in SIZES]
        placed = sum(full[k] - game.tiles[k] for k in kinds)
        placed_cells = sum((full[k] - game.tiles[k]) * kind_size(k) for k in kinds)
        bricks = sum((p.bricks & p.colours[colour]).bit_count() for p in game.players)
        cells = sum(p.colours[colour].bit_count() for p in game.players)
        if (placed, placed_cells) != (bricks, cells):
            name = COLOUR_NAMES[colour]
            _fail(where, TILE_SUPPLY, f"the supply is short of {placed} {name} tiles "
                  f"({placed_cells} cells), the houses hold {bricks} ({cells} cells)")  # fmt: skip
    whites = sum(p.colours[WHITE].bit_count() for p in game.players)
    if game.specials + whites != SPECIAL_TILES:
        _fail(where, SPECIAL_SUPPLY, f"{game.specials} left and {whites} on the houses; the "
              f"game has {SPECIAL_TILES} special tiles")  # fmt: skip


def _check_cards(game: CopenhagenGame, where: Where) -> None:
    counts = [0] * COLOURS
    for card in [*game.deck, *game.discard, *game.harbour]:
        if 0 <= card < COLOURS:
            counts[card] += 1
    for player in game.players:
        for colour in range(COLOURS):
            counts[colour] += player.hand[colour]
    for colour, count in enumerate(counts):
        if count != CARDS_PER_COLOUR[game.n]:
            _fail(where, None, f"the deck, discard, harbour and hands hold {count} "
                  f"{COLOUR_NAMES[colour]} cards; a {game.n}-player game has "
                  f"{CARDS_PER_COLOUR[game.n]}")  # fmt: skip


def _check_end_card(game: CopenhagenGame, where: Where) -> None:
    revealed = game.ending == Ending.END_CARD
    if game.reshuffled and game.n == 2:
        _fail(where, "reshuffled", "only a 3- or 4-player game rebuilds its deck")
    if game.end_depth == 0:
        if game.n == 2 or game.reshuffled or revealed:
            _fail(where, "end card", "the end card is set aside only in a 3- or 4-player game "
                  "before its deck is rebuilt")  # fmt: skip
        if END_CARD in game.deck:
            _fail(where, "deck", "the end card is set aside (see 'end card'), not in the deck")
        return
    if END_CARD not in game.deck:
        if not revealed:
            _fail(where, "deck", f"the end card lies among the bottom {game.end_depth} cards "
                  "until it is revealed (ending: end card)")  # fmt: skip
        return
    if revealed:
        _fail(where, "deck", "the end card was revealed (ending: end card): it is no longer in "
              "the deck")  # fmt: skip
    if game.deck.index(END_CARD) >= game.end_depth:
        _fail(where, "deck", f"the end card lies among the bottom {game.end_depth} cards "
              "(see 'end card')")  # fmt: skip


def _check_turn(game: CopenhagenGame, where: Where) -> None:
    step, over = game.step, game.step == Step.OVER
    if over != (game.ending != Ending.NONE):
        _fail(where, "ending", "a game that is over says how it ended (points or end card), "
              "one in progress has ending none")  # fmt: skip
    if step == Step.BONUS:
        if not game.pending:
            _fail(where, "pending bonuses", "the bonus step waits for at least one bonus")
        if not game.has_bonus_choice(game.players[game.seat]):
            _fail(where, "step", "no bonus can be chosen (no special tile fits, every ability "
                  "is owned, none is used)")  # fmt: skip
    elif game.pending:
        _fail(where, "pending bonuses", "bonuses wait only in the bonus step")
    if step == Step.MAIN and game.took:
        _fail(where, "took", "the main step begins a turn: no cards are taken yet")
    if step in (Step.DISCARD, Step.BUILD) and not game.took:
        _fail(where, "took", "the discard and build steps follow a take")
    empty = game.harbour.count(-1)
    if not over and not game.took and empty:
        _fail(where, "harbour", "a slot is refilled at the end of the turn that emptied it")
    if not over and game.took and not 2 <= empty <= MOST_TAKEN:
        _fail(where, "harbour", f"a take empties 2 or {MOST_TAKEN} slots until the turn ends")
    if step == Step.BUILD and not game.players[game.seat].active & Ability.BOTH.bit:
        _fail(where, "step", "a build after a take needs both (Both actions) active")


def _check_hands(game: CopenhagenGame, where: Where) -> None:
    for seat, player in enumerate(game.players):
        size = player.hand_size
        discarding = game.step == Step.DISCARD and seat == game.seat
        if discarding and size <= HAND_LIMIT:
            _fail(where, _seat_field(seat, "hand"), f"the discard step waits for a hand of more "
                  f"than {HAND_LIMIT} cards")  # fmt: skip
        if size > (HAND_LIMIT + MOST_TAKEN if discarding else HAND_LIMIT):
            _fail(where, _seat_field(seat, "hand"), f"{size} cards: more than {HAND_LIMIT} only "
                  "while discarding after a take")  # fmt: skip


def _check_points(game: CopenhagenGame, where: Where) -> None:
    winners = [s for s, p in enumerate(game.players) if p.points >= WINNING_POINTS]
    if game.ending == Ending.POINTS and winners != [game.seat]:
        _fail(where, "ending", f"the seat to move reached {WINNING_POINTS} points, and no one "
              "else did, when the game ends on points")  # fmt: skip
    if game.ending != Ending.POINTS and winners:
        _fail(where, _seat_field(winners[0], HOUSE), f"{game.players[winners[0]].points} "
              f"points: reaching {WINNING_POINTS} ends the game (ending: points)")  # fmt: skip


def _check_not_stuck(game: CopenhagenGame, where: Where) -> None:
    if game.is_over:
        return
    legal = game.legal_moves()
    if not legal:
        _fail(where, "step", "no move is legal")
    if game.step == Step.BUILD and len(legal) == 1:
        _fail(where, "step", "no build is legal after the take (the turn would have ended)")
