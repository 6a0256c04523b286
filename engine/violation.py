"""Why a move is illegal: a rule (an enum) and the numbers that go with it.

The engine never produces display text for players; :class:`Violation` carries a :class:`Rule`
and plain values, which a user interface puts into words in its own language. ``str()`` gives an
English sentence for logs, errors and the command line.
"""

from __future__ import annotations

from dataclasses import dataclass
from enum import StrEnum

from engine.components import CARDS, Action, Colour, Side


class Rule(StrEnum):
    """The rule a move breaks; the meaning of :attr:`Violation.values` is given for each."""

    GAME_OVER = "game-over"
    """No values."""
    WRONG_STEP = "wrong-step"
    """(phase,): the step the game waits for."""
    ONE_DRAW = "one-draw"
    """No values: cards are drawn once a turn."""
    DRAW_OR_BUILD = "draw-or-build"
    """No values: a turn has a draw or a build, both only with "draw and build"."""
    ONE_BUILD = "one-build"
    """No values: one build a turn, two with "build a second pavilion"."""
    MUST_DRAW_OR_BUILD = "must-draw-or-build"
    """No values: the turn ends only after a draw or a build."""
    DISTANCE = "distance"
    """The distances allowed now."""
    WILD_SHOWS_NO_TILE = "wild-shows-no-tile"
    """No values."""
    NOT_IN_HAND = "not-in-hand"
    """The cards missing from the hand."""
    TILE_SOLD_OUT = "tile-sold-out"
    """(card,): the card whose tile is gone."""
    CARD_COUNT = "card-count"
    """(card, cards needed, cards given)."""
    PAYMENT_COLOUR = "payment-colour"
    """(colour,): the colour the other cards must have (or be wild)."""
    NO_PLACEMENT = "no-placement"
    """The sides the tile could come from."""
    PAYMENT_ORDER = "payment-order"
    """No values: the cards are legal but not written in the notation's order."""
    PUSH = "push"
    """The sides the tile may come from."""
    SUPERSTRUCTURES = "superstructures"
    """(count,): how many superstructures go on the new tile."""
    WILD_SQUARE = "wild-square"
    """No values."""
    RELOCATE_SQUARES = "relocate-squares"
    """No values."""
    NOT_YOUR_TURN = "not-your-turn"
    """No values: actions are spent in one's own turn."""
    ACTION_COVERED = "action-covered"
    """(action,)."""
    ACTION_USED = "action-used"
    """(action,)."""
    NO_COAT = "no-coat"
    """No values: the meadow is empty."""
    ACTION_NO_EFFECT = "action-no-effect"
    """(action,): the action cannot take effect in this step."""


@dataclass(frozen=True, slots=True)
class Violation:
    rule: Rule
    values: tuple[int, ...] = ()

    def __str__(self) -> str:
        return _english(self.rule, self.values)


_STEPS = (
    "the start player to place their token on a senate space",
    "the token to move",
    "drawing cards, building, an action or the end of the turn",
    "the tile just paid for to be pushed onto the board",
    "the superstructures to be put on the new tile",
    "a wild tile to be placed",
    "a superstructure to be moved",
    "a card to be discarded down to the hand limit",
    "nothing: the game is over",
)


def _sides(values: tuple[int, ...]) -> str:
    return "/".join(Side(v).name for v in values)


def _english(rule: Rule, v: tuple[int, ...]) -> str:
    if rule == Rule.GAME_OVER:
        return "the game is over"
    if rule == Rule.WRONG_STEP:
        return f"the game waits for {_STEPS[v[0]]}"
    if rule == Rule.ONE_DRAW:
        return "cards are drawn only once a turn"
    if rule == Rule.DRAW_OR_BUILD:
        return "a turn has a draw or a build, not both (both with the action 'drawbuild')"
    if rule == Rule.ONE_BUILD:
        return "a turn has one build (two with the action 'second')"
    if rule == Rule.MUST_DRAW_OR_BUILD:
        return "draw cards or build before ending the turn"
    if rule == Rule.DISTANCE:
        return (
            "the token moves 1-3 spaces clockwise (1-5 or 1-6 with an action, 1 back with an "
            f"action); allowed now: {', '.join(str(d) for d in v)}"
        )
    if rule == Rule.WILD_SHOWS_NO_TILE:
        return "a wild card shows no tile and cannot be played on its own"
    if rule == Rule.NOT_IN_HAND:
        return f"the hand does not hold {' '.join(CARDS[c].notation for c in v)}"
    if rule == Rule.TILE_SOLD_OUT:
        return f"the tile of {CARDS[v[0]].notation} is no longer in the supply"
    if rule == Rule.CARD_COUNT:
        return f"{CARDS[v[0]].notation} needs {v[1]} card(s) played, not {v[2]}"
    if rule == Rule.PAYMENT_COLOUR:
        return (
            f"the other cards must be {Colour(v[0]).name.lower()} or wild "
            "(one card of any colour with the 'any one card as wild' action)"
        )
    if rule == Rule.NO_PLACEMENT:
        return f"the tile cannot be pushed onto the board from the side of your token ({_sides(v)})"
    if rule == Rule.PAYMENT_ORDER:
        return "the payment is not in canonical order (shown card first, then sorted)"
    if rule == Rule.PUSH:
        return (
            f"the tile must be pushed from the side of your token ({_sides(v)}) until it stops "
            "against a built square, lying fully inside the board"
        )
    if rule == Rule.SUPERSTRUCTURES:
        return f"exactly {v[0]} superstructure(s) go on roofs of the tile just built"
    if rule == Rule.WILD_SQUARE:
        return "a wild tile goes on an empty square next to a pavilion or wild tile"
    if rule == Rule.RELOCATE_SQUARES:
        return "a superstructure moves from a roof to a free roof of a tile"
    if rule == Rule.NOT_YOUR_TURN:
        return "actions are spent only during your own turn"
    if rule == Rule.ACTION_COVERED:
        return f"the action '{Action(v[0]).notation}' is covered in this game"
    if rule == Rule.ACTION_USED:
        return f"you have used the action '{Action(v[0]).notation}' already (once per game)"
    if rule == Rule.NO_COAT:
        return "there is no coat of arms in your meadow to pay for an action"
    return f"the action '{Action(v[0]).notation}' cannot take effect in this step"
