"""What a Copenhagen position is worth to a seat, and what a move would make it worth.

:func:`evaluate` weighs a seat's points, the lines on their way (more the fuller they are), the
coats of arms earned, the hand and the abilities. :func:`move_value` answers the same worth after
one step of the seat to move without playing it (no copy of the game): bots that weigh every
legal move use it. Both read only the seat's own part of the state and the public boards.
"""

from __future__ import annotations

from engine.copenhagen.components import (
    COLUMN_POINTS,
    FLOOR_POINTS,
    HARBOUR_SLOTS,
    WINNING_POINTS,
    Ability,
)
from engine.copenhagen.game import CopenhagenGame
from engine.copenhagen.house import COAT_FLOOR_MASKS, COAT_MASK, COLUMN_MASKS, FLOOR_MASKS
from engine.copenhagen.legal import build_abilities, take_abilities
from engine.copenhagen.moves import Kind, Move
from engine.copenhagen.player import Player
from engine.copenhagen.scoring import line_points

ABILITY_VALUE = {
    Ability.ANY: 1.0,
    Ability.EXTRA: 2.5,
    Ability.DISCOUNT: 2.5,
    Ability.COLOURS: 2.0,
    Ability.BOTH: 3.0,
}
"""What an active ability is worth, in points (a used one: a third)."""
POINT_VALUE = 3.0
CELL_VALUE = 0.6
"""A covered cell, on top of the lines it brings nearer."""
COAT_VALUE = 0.5
"""A coat of arms covered, or a coat floor completed (the bonus it brought)."""
CARD_VALUE = 0.25
"""A card in hand (the largest set of one colour counts once more)."""
WIN_VALUE = 1000.0

_LINES = tuple(
    (mask, POINT_VALUE * points / mask.bit_count() ** 2)
    for masks, points in ((FLOOR_MASKS, FLOOR_POINTS), (COLUMN_MASKS, COLUMN_POINTS))
    for mask in masks
)
_ABILITIES = tuple((ability.bit, ABILITY_VALUE[ability]) for ability in Ability)
_PROMISES: dict[int, float] = {}
_PROMISES_KEPT = 1 << 16


def evaluate(game: CopenhagenGame, seat: int) -> float:
    """The heuristic worth of the position for ``seat`` (a won game: :data:`WIN_VALUE`)."""
    player = game.players[seat]
    if game.is_over:
        return WIN_VALUE if seat in game.winners else -WIN_VALUE + player.points
    return player_value(player.points, player.filled, player.hand, player.owned, player.used)


def player_value(points: int, filled: int, hand: list[int], owned: int, used: int) -> float:
    """The worth of a player's part of the state (see :func:`evaluate`)."""
    return (
        POINT_VALUE * points
        + board_promise(filled)
        + CARD_VALUE * (sum(hand) + max(hand))
        + _ABILITY_VALUES[owned << _ABILITY_COUNT | used]
    )


def _abilities_value(owned: int, used: int) -> float:
    """What the abilities owned are worth, a used one a third."""
    value = 0.0
    for bit, worth in _ABILITIES:
        if owned & bit:
            value += worth / 3 if used & bit else worth
    return value


_ABILITY_COUNT = len(Ability)
_ABILITY_VALUES = tuple(
    _abilities_value(both >> _ABILITY_COUNT, both & ((1 << _ABILITY_COUNT) - 1))
    for both in range(1 << 2 * _ABILITY_COUNT)
)


def board_promise(filled: int) -> float:
    """Incomplete lines by how full they are (squared), cells covered and coats of arms
    earned; remembered by board."""
    value = _PROMISES.get(filled)
    if value is None:
        value = CELL_VALUE * filled.bit_count() + COAT_VALUE * (filled & COAT_MASK).bit_count()
        for mask, weight in _LINES:
            part = filled & mask
            if part != mask:
                count = part.bit_count()
                value += weight * count * count
        value += COAT_VALUE * sum(1 for mask in COAT_FLOOR_MASKS if filled & mask == mask)
        if len(_PROMISES) >= _PROMISES_KEPT:
            _PROMISES.clear()
        _PROMISES[filled] = value
    return value


def hand_value(hand: list[int]) -> float:
    """Cards are worth building with: their number, and the largest set of one colour."""
    return CARD_VALUE * (sum(hand) + max(hand))


def move_value(game: CopenhagenGame, move: Move) -> float:
    """The worth of the seat to move's part of the state after ``move``, a legal step of
    theirs, without playing it; a step that reaches 12 points is worth :data:`WIN_VALUE`."""
    player = game.players[game.seat]
    points, filled, hand = player.points, player.filled, player.hand
    owned, used = player.owned, player.used
    kind = move.kind
    if kind == Kind.BUILD or kind == Kind.SPECIAL:
        if kind == Kind.BUILD:
            cells, bricks = move.c, player.bricks | 1 << move.b
            hand = [have - paid for have, paid in zip(hand, move.pay, strict=True)]
            used |= build_abilities(game, player, move)
        else:
            cells, bricks = 1 << move.a, player.bricks
        filled |= cells
        points += line_points(filled, bricks, cells)
        if points >= WINNING_POINTS:
            return WIN_VALUE
    elif kind == Kind.TAKE:
        return take_value(player, game.harbour, move.a)
    elif kind == Kind.DISCARD:
        hand = hand.copy()
        hand[move.a] -= 1
    elif kind == Kind.ABILITY:
        owned |= 1 << move.a
    elif kind == Kind.REFRESH:
        used = 0
    return player_value(points, filled, hand, owned, used)


def take_value(player: Player, harbour: list[int], slots: int) -> float:
    """:func:`move_value` of a take of the harbour ``slots`` (a mask)."""
    return take_values(player, harbour, [slots])[0]


def take_values(player: Player, harbour: list[int], takes: list[int]) -> list[float]:
    """:func:`move_value` of takes of the harbour slots ``takes`` (masks), in their order."""
    hand = player.hand
    constant = POINT_VALUE * player.points + board_promise(player.filled)
    constant += CARD_VALUE * sum(hand)
    most_before = max(hand)
    abilities = player.owned << _ABILITY_COUNT | player.used
    values = []
    for slots in takes:
        taken = [harbour[slot] for slot in _SLOTS[slots]]
        most = most_before
        for card in taken:
            most = max(most, hand[card] + taken.count(card))
        values.append(
            constant
            + CARD_VALUE * (len(taken) + most)
            + _ABILITY_VALUES[abilities | _TAKE_SPENT[slots]]
        )
    return values


_SLOTS = tuple(
    tuple(slot for slot in range(HARBOUR_SLOTS) if slots >> slot & 1)
    for slots in range(1 << HARBOUR_SLOTS)
)
"""The slots of every mask of harbour slots."""
_TAKE_SPENT = tuple(take_abilities(slots) for slots in range(1 << HARBOUR_SLOTS))
