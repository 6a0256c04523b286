"""Copenhagen's legal moves, the abilities a move implies, and why a move is illegal.

Abilities are never moves of their own (decision 3): a take of two cards that are not adjacent
spends Any cards, a third card Additional card; a build one card short (beyond the compulsory
same-colour discount) spends Construction discount, an off-colour card Change of colours, and a
build after a take Both actions.
"""

from __future__ import annotations

from collections.abc import Iterator
from typing import TYPE_CHECKING

from engine.copenhagen.components import (
    COLOURS,
    HARBOUR_SLOTS,
    TILE_KINDS,
    Ability,
    kind_colour,
    kind_size,
)
from engine.copenhagen.house import PLACEMENT_SET, PLACEMENTS, cells_of, neighbours, supported
from engine.copenhagen.house import supporting as supporting_cells
from engine.copenhagen.moves import NO_PAYMENT, Kind, Move
from engine.copenhagen.player import Player
from engine.copenhagen.step import Step
from engine.copenhagen.violation import Rule, Violation

if TYPE_CHECKING:
    from engine.copenhagen.game import CopenhagenGame

_ANY, _EXTRA, _DISCOUNT = Ability.ANY.bit, Ability.EXTRA.bit, Ability.DISCOUNT.bit
_COLOURS, _BOTH = Ability.COLOURS.bit, Ability.BOTH.bit
_END = Move.end()
_BUILD = Kind.BUILD
_REFRESH = Move.refresh()
MAIN, DISCARD, BUILD, BONUS, OVER = Step.MAIN, Step.DISCARD, Step.BUILD, Step.BONUS, Step.OVER


def _has_adjacent_pair(slots: int) -> bool:
    return bool(slots & (slots >> 1))


def take_abilities(slots: int) -> int:
    """The abilities a take of ``slots`` (a mask) spends: Additional card for a third card, Any
    cards when no two of the cards are adjacent (slots 1 and 7 are not)."""
    spent = _EXTRA if slots.bit_count() == 3 else 0
    return spent | (0 if _has_adjacent_pair(slots) else _ANY)


def build_abilities(game: CopenhagenGame, player: Player, move: Move) -> int:
    """The abilities a legal build spends (decision 3)."""
    spent = _BOTH if game.took else 0
    colour = kind_colour(move.a)
    full = kind_size(move.a) - (1 if neighbours(move.c) & player.colours[colour] else 0)
    if sum(move.pay) < full:
        spent |= _DISCOUNT
    if sum(move.pay) != move.pay[colour]:
        spent |= _COLOURS
    return spent


def generate(game: CopenhagenGame) -> list[Move]:
    """Every legal move of the step, each once, in a fixed order."""
    step = game.step
    player = game.players[game.seat]
    if step == MAIN:
        return [*takes(game.harbour, player.active), *builds(game, player)]
    if step == DISCARD:
        return [Move.discard(colour) for colour in range(COLOURS) if player.hand[colour]]
    if step == BUILD:
        return [*builds(game, player), _END]
    if step != BONUS:
        return []
    moves = []
    if game.specials:
        moves += [Move.special(cell) for cell in cells_of(supporting_cells(player.filled))]
    moves += [Move.ability(a) for a in Ability if not player.owned & a.bit]
    if player.used:
        moves.append(_REFRESH)
    return moves


def takes(harbour: list[int], active: int) -> Iterator[Move]:
    """Takes of 2 cards (adjacent, or any with Any cards) and, with Additional card, of 3."""
    full = [slot for slot in range(HARBOUR_SLOTS) if harbour[slot] >= 0]
    any_cards = bool(active & _ANY)
    for i, first in enumerate(full):
        for second in full[i + 1 :]:
            if any_cards or second == first + 1:
                yield Move(Kind.TAKE, 1 << first | 1 << second)
    if active & _EXTRA:
        for i, first in enumerate(full):
            for j, second in enumerate(full[i + 1 :], i + 1):
                for third in full[j + 1 :]:
                    slots = 1 << first | 1 << second | 1 << third
                    if any_cards or _has_adjacent_pair(slots):
                        yield Move(Kind.TAKE, slots)


def payments(colour: int, cost: int, hand: list[int], change: bool) -> list[tuple[int, ...]]:
    """Every way to pay ``cost`` cards for a tile of ``colour``: its colour only, or with
    Change of colours (``change``) its colour and one other, or that other only (rule 24)."""
    if cost == 0:
        return [NO_PAYMENT]
    found = []
    if hand[colour] >= cost:
        pay = [0] * COLOURS
        pay[colour] = cost
        found.append(tuple(pay))
    if change:
        for other in range(COLOURS):
            if other == colour or not hand[other]:
                continue
            for count in range(1, min(cost, hand[other]) + 1):
                if hand[colour] >= cost - count:
                    pay = [0] * COLOURS
                    pay[colour], pay[other] = cost - count, count
                    found.append(tuple(pay))
    return found


def builds(game: CopenhagenGame, player: Player) -> list[Move]:
    """Every legal build: tile kinds in order, their placements, then the payments (the full
    cost first, then one card fewer with Construction discount)."""
    active = player.active
    discount = 1 if active & _DISCOUNT else 0
    change = bool(active & _COLOURS)
    hand = player.hand
    best_other = max(hand) if change else 0  # at least what another colour may add
    filled = player.filled
    tiles = game.tiles
    cache: dict[tuple[int, int], list[tuple[int, ...]]] = {}
    new = tuple.__new__
    found: list[Move] = []
    for kind in range(TILE_KINDS):
        if not tiles[kind]:
            continue
        colour, size = _KIND_COLOUR[kind], _KIND_SIZE[kind]
        if hand[colour] + best_other < size - 1 - discount:
            continue  # not even the cheapest placement is affordable
        own = player.colours[colour]
        for cells, brick, near in fitting_placements(filled, kind):
            full = size - 1 if near & own else size
            for cost in (full, full - 1) if discount and full else (full,):
                pays = cache.get((colour, cost))
                if pays is None:
                    pays = cache[colour, cost] = payments(colour, cost, hand, change)
                found += [new(Move, (_BUILD, kind, brick, cells, pay)) for pay in pays]
    return found


_KIND_COLOUR = tuple(kind_colour(kind) for kind in range(TILE_KINDS))
_KIND_SIZE = tuple(kind_size(kind) for kind in range(TILE_KINDS))
Placement = tuple[int, int, int]
_FITTING: dict[int, list[list[Placement] | None]] = {}
_FITTING_KEPT = 4096


def forget_placements() -> None:
    """Forget the remembered placements of every house (benchmarks time the cold case)."""
    _FITTING.clear()


def fitting_placements(filled: int, kind: int) -> list[Placement]:
    """The placements of a tile kind on empty cells with support (rule 14) in a house whose
    covered cells are ``filled``: (cells, brick cell, neighbour cells). Remembered by house and
    kind: a house changes only when its owner builds, and only affordable kinds are asked for."""
    by_kind = _FITTING.get(filled)
    if by_kind is None:
        if len(_FITTING) >= _FITTING_KEPT:
            _FITTING.clear()
        by_kind = _FITTING[filled] = [None] * TILE_KINDS
    found = by_kind[kind]
    if found is None:
        support = supporting_cells(filled)
        found = by_kind[kind] = [
            p for p in PLACEMENTS[kind] if not p[0] & filled and p[0] & support
        ]
    return found


def why_illegal(game: CopenhagenGame, move: Move) -> Violation | None:
    """The rule ``move`` breaks now (None if no rule names its fault)."""
    step = game.step
    if step == OVER:
        return Violation(Rule.GAME_OVER)
    wrong_step = Violation(Rule.WRONG_STEP, (step,))
    player = game.players[game.seat]
    kind = move.kind
    if kind == Kind.TAKE:
        return wrong_step if step != MAIN else _why_take_illegal(game.harbour, player, move.a)
    if kind == Kind.DISCARD:
        if step != DISCARD:
            return wrong_step
        return None if player.hand[move.a] else Violation(Rule.DISCARD, (move.a,))
    if kind == Kind.BUILD:
        return wrong_step if step not in (MAIN, BUILD) else _why_build_illegal(game, player, move)
    if kind == Kind.END:
        return wrong_step if step != BUILD else None
    if step != BONUS:
        return wrong_step
    if kind == Kind.SPECIAL:
        if not game.specials:
            return Violation(Rule.SPECIALS_SOLD_OUT)
        return _why_cells_illegal(player.filled, 1 << move.a)
    if kind == Kind.ABILITY:
        return Violation(Rule.ABILITY_OWNED, (move.a,)) if player.owned >> move.a & 1 else None
    return None if player.used else Violation(Rule.NOTHING_TO_REFRESH)


def _why_take_illegal(harbour: list[int], player: Player, slots: int) -> Violation | None:
    count = slots.bit_count()
    if count not in (2, 3):
        return Violation(Rule.TAKE_COUNT)
    for slot in range(HARBOUR_SLOTS):
        if slots >> slot & 1 and harbour[slot] < 0:
            return Violation(Rule.TAKE_EMPTY, (slot + 1,))
    spent = take_abilities(slots)
    if spent & _EXTRA and not player.active & _EXTRA:
        return Violation(Rule.TAKE_EXTRA)
    if spent & _ANY and not player.active & _ANY:
        return Violation(Rule.TAKE_ADJACENT)
    return None


def _why_cells_illegal(filled: int, cells: int) -> Violation | None:
    if cells & filled:
        return Violation(Rule.OCCUPIED)
    if not supported(cells, filled):
        return Violation(Rule.UNSUPPORTED)
    return None


def _why_build_illegal(game: CopenhagenGame, player: Player, move: Move) -> Violation | None:
    kind = move.a
    if not 0 <= kind < TILE_KINDS or len(move.pay) != COLOURS or min(move.pay) < 0:
        return None
    if not game.tiles[kind]:
        return Violation(Rule.TILE_SOLD_OUT, (kind,))
    if (move.c, move.b) not in PLACEMENT_SET[kind]:
        return Violation(Rule.SHAPE, (kind,))
    where = _why_cells_illegal(player.filled, move.c)
    if where is not None:
        return where
    colour = kind_colour(kind)
    full = kind_size(kind) - (1 if neighbours(move.c) & player.colours[colour] else 0)
    need = full - 1 if player.active & _DISCOUNT and full else full
    given = sum(move.pay)
    if not need <= given <= full:
        return Violation(Rule.PAYMENT_COUNT, (kind, full if given > full else need, given))
    others = sum(1 for c in range(COLOURS) if c != colour and move.pay[c])
    if others > 1 or (others and not player.active & _COLOURS):
        return Violation(Rule.PAYMENT_COLOUR, (colour,))
    if any(move.pay[c] > player.hand[c] for c in range(COLOURS)):
        return Violation(Rule.NOT_IN_HAND)
    return None
