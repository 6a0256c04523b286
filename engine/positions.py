"""Positions of every rule set: the position notation's framing (``docs/position.md``) is
shared, and its ``ruleset`` line picks the game whose reader reads the rest.

:func:`read_any_position` reads a position of any rule set this program plays (Helsinki's
:mod:`engine.helsinki.position`, Copenhagen's :mod:`engine.copenhagen.position`), and
:func:`write_any_position` writes any game's state; a rule set this program does not play is
refused naming it and those it plays.
"""

from __future__ import annotations

import os
from collections.abc import Callable
from typing import Any, NamedTuple

from engine.copenhagen import position as copenhagen
from engine.copenhagen.game import CopenhagenGame
from engine.errors import PositionError
from engine.helsinki import position as helsinki
from engine.helsinki.game import Game
from engine.position_text import FieldLines, read_position_text
from engine.rules import COPENHAGEN, HELSINKI, RULE_SETS, AnyRuleSet, GameState, UnknownRuleSetError


class PositionNotation(NamedTuple):
    """How a rule set's positions are read and written."""

    read: Callable[[str], GameState[Any]]
    write: Callable[[Any], str]
    game: type


NOTATIONS = {
    HELSINKI.name: PositionNotation(helsinki.read_position, helsinki.write_position, Game),
    COPENHAGEN.name: PositionNotation(
        copenhagen.read_position, copenhagen.write_position, CopenhagenGame
    ),
}
"""The position notation of each rule set that has one, by rule set name."""
RULESET = "ruleset"


def position_rule_set(text: str) -> AnyRuleSet:
    """The rule set a position names on its ``ruleset`` line (Helsinki when it names none:
    its reader then says what is missing); raises :class:`~engine.helsinki.position.PositionError`,
    naming the line, for a rule set this program does not play."""
    lines = FieldLines(text)
    if RULESET not in lines.unread:
        return HELSINKI
    number, version = lines.unread[RULESET]
    try:
        rules = RULE_SETS.with_version(version)
    except UnknownRuleSetError:
        known = [r.version for r in RULE_SETS.values() if r.name in NOTATIONS]
        raise PositionError(
            f"line {number} ({RULESET}): {UnknownRuleSetError(version, known)}"
        ) from None
    if rules.name not in NOTATIONS:
        raise PositionError(f"line {number} ({RULESET}): {rules.name} has no positions")
    return rules


def read_any_position(text: str) -> GameState[Any]:
    """The game at the position ``text``, of the rule set it names; raises
    :class:`~engine.helsinki.position.PositionError` saying what is wrong."""
    return NOTATIONS[position_rule_set(text).name].read(text)


def read_any_position_file(path: str | os.PathLike[str]) -> GameState[Any]:
    """:func:`read_any_position` of a file's text (errors leave the path to the caller)."""
    return read_any_position(read_position_text(path))


def write_any_position(game: GameState[Any]) -> str:
    """The state of ``game`` in its rule set's position notation (``TypeError`` for a game
    without one)."""
    for notation in NOTATIONS.values():
        if isinstance(game, notation.game):
            return notation.write(game)
    raise TypeError(f"no position notation for {type(game).__name__}")


def rule_set_of(game: GameState[Any]) -> AnyRuleSet:
    """The rule set of a game that has a position notation (``TypeError`` for another)."""
    for name, notation in NOTATIONS.items():
        if isinstance(game, notation.game):
            return RULE_SETS[name]
    raise TypeError(f"no rule set with positions plays {type(game).__name__}")
