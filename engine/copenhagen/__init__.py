"""Copenhagen, Helsinki's sister game: facade tiles on a 5 x 9 house (``COPENHAGEN.md``).

>>> from engine.copenhagen import CopenhagenGame, parse_move
>>> game = CopenhagenGame.new(players=2, seed=7)
>>> game.play(parse_move("take 1 2"))
>>> game.ply
1
"""

from engine.copenhagen.components import Ability
from engine.copenhagen.game import VERSION, CopenhagenGame
from engine.copenhagen.moves import Kind, Move, parse_move
from engine.copenhagen.options import CopenhagenOptions
from engine.copenhagen.rule_set import Copenhagen
from engine.copenhagen.scoring import Score
from engine.copenhagen.step import Ending, Step
from engine.copenhagen.violation import CopenhagenMoveError, Rule, Violation

__all__ = [
    "VERSION",
    "Ability",
    "Copenhagen",
    "CopenhagenGame",
    "CopenhagenMoveError",
    "CopenhagenOptions",
    "Ending",
    "Kind",
    "Move",
    "Rule",
    "Score",
    "Step",
    "Violation",
    "parse_move",
]
