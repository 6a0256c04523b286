"""Helsinki: pavilions built on a 7 x 7 square, the game's own rules engine.

>>> from engine.helsinki import Game, Move
>>> game = Game.new(players=2, seed=7)
>>> game.play(Move.parse("place 0"))
>>> str(game.legal_moves()[0])
'move 1'
"""

from engine.errors import IllegalMoveError, NotationError, OptionsError, PositionError
from engine.helsinki.components import Action, Colour, Side
from engine.helsinki.game import RULESET_VERSION, Game, HelsinkiMoveError, Phase
from engine.helsinki.moves import Kind, Move
from engine.helsinki.options import Options, Variant
from engine.helsinki.rule_set import Helsinki
from engine.helsinki.scoring import Score
from engine.helsinki.violation import Rule, Violation

__all__ = [
    "RULESET_VERSION",
    "Action",
    "Colour",
    "Game",
    "Helsinki",
    "HelsinkiMoveError",
    "IllegalMoveError",
    "Kind",
    "Move",
    "NotationError",
    "Options",
    "OptionsError",
    "Phase",
    "PositionError",
    "Rule",
    "Score",
    "Side",
    "Variant",
    "Violation",
]
