"""Why a move is illegal: a rule (an enum) and the numbers that go with it.

The engine never produces display text for players; :class:`Violation` carries a :class:`Rule`
and plain values, which a user interface puts into words in its own language. ``str()`` gives an
English sentence for logs, errors and the command line.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass
from enum import Enum, StrEnum, auto

from engine.helsinki.components import CARDS, Action, Colour


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


class Word(Enum):
    """What kind of value goes into a rule's text (each language puts it in its own words)."""

    NUMBER = auto()
    NUMBERS = auto()
    CARD = auto()
    CARDS = auto()
    COLOUR = auto()
    SIDES = auto()
    ACTION = auto()
    STEP = auto()


Argument = tuple[Word, int | tuple[int, ...]]


def QT_TRANSLATE_NOOP(context: str, text: str) -> str:  # the name Qt's lupdate looks for
    """Mark ``text`` for translation: the UI translates it (``pyside6-lupdate`` finds it here);
    the engine itself uses the English."""
    return text


STEP_TEXTS = (
    QT_TRANSLATE_NOOP("", "place the first token on a senate space"),
    QT_TRANSLATE_NOOP("", "move the token"),
    QT_TRANSLATE_NOOP("", "draw cards or build a pavilion"),
    QT_TRANSLATE_NOOP("", "push the tile onto the board"),
    QT_TRANSLATE_NOOP("", "put the superstructures on roofs"),
    QT_TRANSLATE_NOOP("", "place a wild tile"),
    QT_TRANSLATE_NOOP("", "move a superstructure"),
    QT_TRANSLATE_NOOP("", "discard down to the hand limit"),
    QT_TRANSLATE_NOOP("", "the game is over"),
)
"""What the game waits for, by :class:`~engine.helsinki.game.Phase` (in the order of its values)."""


def _none(v: tuple[int, ...]) -> dict[str, Argument]:
    return {}


def _first(name: str, word: Word) -> Callable[[tuple[int, ...]], dict[str, Argument]]:
    return lambda v: {name: (word, v[0])}


def _all(name: str, word: Word) -> Callable[[tuple[int, ...]], dict[str, Argument]]:
    return lambda v: {name: (word, v)}


def _action(action: Action) -> Callable[[tuple[int, ...]], dict[str, Argument]]:
    return lambda v: {"action": (Word.ACTION, int(action))}


RULE_TEXTS: dict[Rule, tuple[str, Callable[[tuple[int, ...]], dict[str, Argument]]]] = {
    Rule.GAME_OVER: (QT_TRANSLATE_NOOP("", "the game is over"), _none),
    Rule.WRONG_STEP: (QT_TRANSLATE_NOOP("", "the game waits for you to {step}"),
                      _first("step", Word.STEP)),
    Rule.ONE_DRAW: (QT_TRANSLATE_NOOP("", "you may draw cards only once a turn"), _none),
    Rule.DRAW_OR_BUILD: (QT_TRANSLATE_NOOP(
        "", "you may draw cards or build a pavilion, not both (both with “{action}”)"),
        _action(Action.DRAWBUILD)),
    Rule.ONE_BUILD: (QT_TRANSLATE_NOOP(
        "", "you may build one pavilion a turn (two with “{action}”)"), _action(Action.SECOND)),
    Rule.MUST_DRAW_OR_BUILD: (QT_TRANSLATE_NOOP(
        "", "draw cards or build a pavilion before you end your turn"), _none),
    Rule.DISTANCE: (QT_TRANSLATE_NOOP("", "the token may move {distances} spaces now"),
                    _all("distances", Word.NUMBERS)),
    Rule.WILD_SHOWS_NO_TILE: (QT_TRANSLATE_NOOP(
        "", "a wild card shows no tile and cannot be played on its own"), _none),
    Rule.NOT_IN_HAND: (QT_TRANSLATE_NOOP("", "the hand does not hold {cards}"),
                       _all("cards", Word.CARDS)),
    Rule.TILE_SOLD_OUT: (QT_TRANSLATE_NOOP(
        "", "the tile of the {card} is no longer in the supply"), _first("card", Word.CARD)),
    Rule.CARD_COUNT: (QT_TRANSLATE_NOOP("", "the {card} needs {need} card(s) played, not {given}"),
                      lambda v: {"card": (Word.CARD, v[0]), "need": (Word.NUMBER, v[1]),
                                 "given": (Word.NUMBER, v[2])}),
    Rule.PAYMENT_COLOUR: (QT_TRANSLATE_NOOP("", "the other cards must be {colour} or wild"),
                          _first("colour", Word.COLOUR)),
    Rule.NO_PLACEMENT: (QT_TRANSLATE_NOOP(
        "", "the tile cannot be pushed onto the board from the {sides}"),
        _all("sides", Word.SIDES)),
    Rule.PAYMENT_ORDER: (QT_TRANSLATE_NOOP("", "the cards are not in order"), _none),
    Rule.PUSH: (QT_TRANSLATE_NOOP(
        "", "the tile must come in from the {sides} and stop fully on the board"),
        _all("sides", Word.SIDES)),
    Rule.SUPERSTRUCTURES: (QT_TRANSLATE_NOOP(
        "", "{count} superstructure(s) go on roofs of the new tile"),
        _first("count", Word.NUMBER)),
    Rule.WILD_SQUARE: (QT_TRANSLATE_NOOP(
        "", "a wild tile goes on an empty square next to a pavilion or wild tile"), _none),
    Rule.RELOCATE_SQUARES: (QT_TRANSLATE_NOOP(
        "", "a superstructure moves from a roof to a free roof"), _none),
    Rule.NOT_YOUR_TURN: (QT_TRANSLATE_NOOP(
        "", "actions are spent only during your own turn"), _none),
    Rule.ACTION_COVERED: (QT_TRANSLATE_NOOP("", "“{action}” is covered in this game"),
                          _first("action", Word.ACTION)),
    Rule.ACTION_USED: (QT_TRANSLATE_NOOP("", "you have used “{action}” already"),
                       _first("action", Word.ACTION)),
    Rule.NO_COAT: (QT_TRANSLATE_NOOP("", "there is no coat of arms in your meadow"), _none),
    Rule.ACTION_NO_EFFECT: (QT_TRANSLATE_NOOP("", "“{action}” cannot take effect now"),
                            _first("action", Word.ACTION)),
}
"""Every rule's text (English, with the names of its values in braces) and its values."""


@dataclass(frozen=True, slots=True)
class Violation:
    rule: Rule
    values: tuple[int, ...] = ()

    def text(self) -> tuple[str, dict[str, Argument]]:
        """The rule's text and the values that go into it, by name."""
        text, arguments = RULE_TEXTS[self.rule]
        return text, arguments(self.values)

    def __str__(self) -> str:
        text, arguments = self.text()
        return text.format(**{name: _english(*argument) for name, argument in arguments.items()})


_SIDE_WORDS = ("north", "east", "south", "west")


def _english(word: Word, value: int | tuple[int, ...]) -> str:
    """A value in English words, for logs, errors and the command line."""
    values = value if isinstance(value, tuple) else (value,)
    if word in (Word.NUMBER, Word.NUMBERS):
        return ", ".join(str(v) for v in values)
    if word in (Word.CARD, Word.CARDS):
        return ", ".join(CARDS[v].notation for v in values)
    if word == Word.COLOUR:
        return Colour(values[0]).name.lower()
    if word == Word.SIDES:
        return ", ".join(_SIDE_WORDS[v] for v in values)
    if word == Word.ACTION:
        return Action(values[0]).notation
    return STEP_TEXTS[values[0]]
