"""The Helsinki rules engine: pure, deterministic, no Qt and no networking.

>>> from engine import Game, Move
>>> game = Game.new(players=2, seed=7)
>>> game.play(Move.parse("place 0"))
>>> str(game.legal_moves()[0])
'move 1'
"""

from engine.components import Action, Colour, Side
from engine.draft import TurnDraft
from engine.game import RULESET_VERSION, Game, IllegalMoveError, Phase
from engine.line import Line
from engine.moves import Kind, Move, NotationError
from engine.options import Options, OptionsError, Variant
from engine.position import PositionError
from engine.rules import RULE_SETS, GameState, RuleSet, UnknownRuleSetError, rule_set
from engine.scoring import Score
from engine.violation import Rule, Violation

__all__ = [
    "RULESET_VERSION",
    "RULE_SETS",
    "Action",
    "Colour",
    "Game",
    "GameState",
    "IllegalMoveError",
    "Kind",
    "Line",
    "Move",
    "NotationError",
    "Options",
    "OptionsError",
    "Phase",
    "PositionError",
    "Rule",
    "RuleSet",
    "Score",
    "Side",
    "TurnDraft",
    "UnknownRuleSetError",
    "Variant",
    "Violation",
    "rule_set",
]
