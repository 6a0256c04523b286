"""The rules engines: pure, deterministic, no Qt and no networking.

Each game is a package (:mod:`engine.helsinki`, :mod:`engine.copenhagen`) behind one interface,
its rule set (:mod:`engine.rules`); what every game shares stays here: the generator
(:mod:`engine.rng`), records (:mod:`engine.record`) and lines of play (:mod:`engine.line`), the
position notation's framing (:mod:`engine.position_text`, :mod:`engine.positions`), the bots'
specs (:mod:`engine.bot`, :mod:`engine.bot_keeper`), the draft of a turn's steps
(:mod:`engine.draft`) and the errors (:mod:`engine.errors`).

>>> from engine import rule_set
>>> game = rule_set("helsinki").new_game(2, 7)
>>> game.play(rule_set("helsinki").parse_move("place 0"))
>>> game.ply
1
"""

from engine.draft import TurnDraft
from engine.errors import IllegalMoveError, NotationError, OptionsError, PositionError
from engine.line import Line
from engine.rules import RULE_SETS, GameState, RuleSet, UnknownRuleSetError, rule_set

__all__ = [
    "RULE_SETS",
    "GameState",
    "IllegalMoveError",
    "Line",
    "NotationError",
    "OptionsError",
    "PositionError",
    "RuleSet",
    "TurnDraft",
    "UnknownRuleSetError",
    "rule_set",
]
