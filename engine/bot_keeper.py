"""Bots of any rule set, built from their specs and kept between decisions."""

from __future__ import annotations

from engine.bots import BotSpec
from engine.rules import GameBot, GameMove, rule_set


def build_bot(spec: BotSpec) -> GameBot[GameMove]:
    """A new bot as ``spec`` says, of its rule set (``ValueError`` for a bot it does not
    have; :class:`~engine.rules.UnknownRuleSetError` for a rule set this program lacks)."""
    rules = rule_set(spec.rules)
    if spec.name not in rules.bots:
        raise ValueError(f"unknown bot {spec.name!r}; bots: {', '.join(rules.bots)}")
    return rules.make_bot(spec)


class BotKeeper:
    """Bots built from their specs and kept, so that a bot's memory (an expert's plan for its
    turn) lives on between its decisions; at most ``limit``, the least recently used go first."""

    def __init__(self, limit: int = 16) -> None:
        self.limit = limit
        self._bots: dict[BotSpec, GameBot[GameMove]] = {}

    def bot(self, spec: BotSpec) -> GameBot[GameMove]:
        """The bot of ``spec`` (built on first use; ``ValueError`` for an unknown name)."""
        bot = self._bots.pop(spec, None) or build_bot(spec)
        self._bots[spec] = bot
        while len(self._bots) > self.limit:
            del self._bots[next(iter(self._bots))]
        return bot
