"""Bots of any rule set, built from their specs and kept between decisions."""

from __future__ import annotations

from engine.bot import BotSpec
from engine.rules import GameBot, GameMove, rule_set


def check_bot(spec: BotSpec) -> None:
    """Raise ``ValueError`` unless ``spec``'s rule set has a bot of its name
    (:class:`~engine.rules.UnknownRuleSetError` for a rule set this program lacks)."""
    rules = rule_set(spec.rules)
    if spec.name not in rules.bots:
        raise ValueError(f"unknown bot {spec.name!r}; bots: {', '.join(rules.bots)}")


def build_bot(spec: BotSpec) -> GameBot[GameMove]:
    """A new bot as ``spec`` says, of its rule set (errors as :func:`check_bot`)."""
    check_bot(spec)
    return rule_set(spec.rules).make_bot(spec)


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
