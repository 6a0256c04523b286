"""Why a Copenhagen move is illegal: the rule it breaks (numbered as in the rules' sentences of
``COPENHAGEN.md``) and the numbers that go with it; ``str()`` gives an English sentence."""

from __future__ import annotations

from dataclasses import dataclass
from enum import StrEnum

from engine.copenhagen.components import COLOUR_LETTERS, Ability, kind_name
from engine.errors import IllegalMoveError


class Rule(StrEnum):
    """The rule a move breaks; :data:`RULE_TEXTS` gives its sentence and the meaning of the
    violation's values."""

    GAME_OVER = "game-over"
    WRONG_STEP = "wrong-step"
    TAKE_COUNT = "take-count"
    TAKE_EMPTY = "take-empty"
    TAKE_ADJACENT = "take-adjacent"
    TAKE_EXTRA = "take-extra"
    DISCARD = "discard"
    TILE_SOLD_OUT = "tile-sold-out"
    SHAPE = "shape"
    OCCUPIED = "occupied"
    UNSUPPORTED = "unsupported"
    PAYMENT_COUNT = "payment-count"
    PAYMENT_COLOUR = "payment-colour"
    NOT_IN_HAND = "not-in-hand"
    ABILITY_INACTIVE = "ability-inactive"
    SPECIALS_SOLD_OUT = "specials-sold-out"
    ABILITY_OWNED = "ability-owned"
    NOTHING_TO_REFRESH = "nothing-to-refresh"


STEPS = (
    "take cards or build",
    "discard down to 7 cards",
    "build (Both actions) or end the turn",
    "choose a bonus",
    "nothing: the game is over",
)
"""What the game waits for, by :class:`~engine.copenhagen.step.Step`."""

RULE_TEXTS: dict[Rule, str] = {
    Rule.GAME_OVER: "the game is over (rules 26, 28)",
    Rule.WRONG_STEP: "the game waits for you to {step}",
    Rule.TAKE_COUNT: "take 2 harbour cards, 3 with Additional card (rules 9, 22)",
    Rule.TAKE_EMPTY: "harbour slot {slot} holds no card (rule 10)",
    Rule.TAKE_ADJACENT: "the 2 cards taken must be adjacent unless Any cards is active "
    "(rules 9, 21)",
    Rule.TAKE_EXTRA: "a third card needs Additional card, active (rules 20, 22)",
    Rule.DISCARD: "the hand holds no {colour} card to discard (rule 11)",
    Rule.TILE_SOLD_OUT: "no {tile} tile is left (rule 5)",
    Rule.SHAPE: "those cells and that brick are not the {tile} tile, rotated or flipped "
    "(rules 14, 19)",
    Rule.OCCUPIED: "a tile goes on empty cells only (rule 14)",
    Rule.UNSUPPORTED: "a cell of the tile must be on floor 1 or right above a tile (rule 14)",
    Rule.PAYMENT_COUNT: "the {tile} tile costs {need} card(s) here, not {given} (rules 12, 13, 23)",
    Rule.PAYMENT_COLOUR: "pay with {colour} cards, or with Change of colours the tile's colour "
    "and one other (rules 12, 24)",
    Rule.NOT_IN_HAND: "the hand does not hold the cards paid (rule 12)",
    Rule.ABILITY_INACTIVE: "that needs {ability}, and it is not active (rule 20)",
    Rule.SPECIALS_SOLD_OUT: "no special tile is left (rule 17)",
    Rule.ABILITY_OWNED: "you own {ability} already (rule 16)",
    Rule.NOTHING_TO_REFRESH: "no ability is used, nothing to turn active (rule 16, decision 1)",
}

_ABILITY_NAMES = {
    Ability.ANY: "Any cards",
    Ability.EXTRA: "Additional card",
    Ability.DISCOUNT: "Construction discount",
    Ability.COLOURS: "Change of colours",
    Ability.BOTH: "Both actions",
}


@dataclass(frozen=True, slots=True)
class Violation:
    """A broken rule and its values: WRONG_STEP (step,); TAKE_EMPTY (slot,); DISCARD
    (colour,); TILE_SOLD_OUT and SHAPE (tile kind,); PAYMENT_COUNT (tile kind, cards needed,
    cards given); PAYMENT_COLOUR (colour,); ABILITY_INACTIVE and ABILITY_OWNED (ability,)."""

    rule: Rule
    values: tuple[int, ...] = ()

    def __str__(self) -> str:
        v = self.values
        words: dict[str, object] = {}
        if self.rule == Rule.WRONG_STEP:
            words["step"] = STEPS[v[0]]
        elif self.rule == Rule.TAKE_EMPTY:
            words["slot"] = v[0]
        elif self.rule in (Rule.DISCARD, Rule.PAYMENT_COLOUR):
            words["colour"] = _COLOUR_NAMES[v[0]]
        elif self.rule in (Rule.TILE_SOLD_OUT, Rule.SHAPE):
            words["tile"] = kind_name(v[0])
        elif self.rule == Rule.PAYMENT_COUNT:
            words.update(tile=kind_name(v[0]), need=v[1], given=v[2])
        elif self.rule in (Rule.ABILITY_INACTIVE, Rule.ABILITY_OWNED):
            words["ability"] = _ABILITY_NAMES[Ability(v[0])]
        return RULE_TEXTS[self.rule].format(**words)


_COLOUR_NAMES = dict(enumerate(("red", "yellow", "green", "blue", "purple")))
assert len(_COLOUR_NAMES) == len(COLOUR_LETTERS)


class CopenhagenMoveError(IllegalMoveError):
    """A Copenhagen move the rules do not allow now; ``violation`` names the broken rule."""

    violation: Violation

    def __init__(self, move: object, violation: Violation) -> None:
        ValueError.__init__(self, f"illegal move {str(move)!r}: {violation}")
        self.move = move
        self.violation = violation
