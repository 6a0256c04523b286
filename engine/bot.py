"""What the bots of every rule set share: the budget of a decision, the cost of the last search,
and the :class:`BotSpec` that names a bot (a value that pickles: the thinker sends it to its
worker process; :func:`engine.bot_keeper.build_bot` builds it with its rule set's bots)."""

from __future__ import annotations

from dataclasses import dataclass

SEARCHING = frozenset({"expert"})
"""The bots that think for their budget (every rule set's expert); the others answer within
milliseconds."""
DEFAULT_THINK_MS = 1000.0
"""A searching bot's budget per decision when none is given."""


@dataclass(frozen=True, slots=True)
class Budget:
    """What one decision may spend: wall time in milliseconds, or a number of iterations."""

    think_ms: float | None = None
    think_iters: int | None = None

    def __post_init__(self) -> None:
        if self.think_ms is not None and self.think_iters is not None:
            raise ValueError("a budget is in milliseconds or in iterations, not both")
        if self.think_ms is not None and not self.think_ms > 0:
            raise ValueError("think_ms must be positive")
        if self.think_iters is not None and self.think_iters < 1:
            raise ValueError("think_iters must be at least 1")

    @property
    def deterministic(self) -> bool:
        return self.think_iters is not None


@dataclass(frozen=True, slots=True)
class Stats:
    """What the last decision cost."""

    iterations: int
    seconds: float
    searched: bool
    """False when the move was trivial or taken from a plan."""


@dataclass(frozen=True, slots=True)
class BotSpec:
    """A bot by name, its seed and, for bots that search, its budget per decision (wall time
    in milliseconds or iterations; neither: :data:`DEFAULT_THINK_MS`), and the rule set whose
    games it plays."""

    name: str
    seed: int | str = 0
    think_ms: float | None = None
    think_iters: int | None = None
    rules: str = "helsinki"

    def __post_init__(self) -> None:
        Budget(self.think_ms, self.think_iters)  # a malformed budget raises ValueError

    @property
    def budget(self) -> Budget:
        if self.think_ms is None and self.think_iters is None:
            return Budget(think_ms=DEFAULT_THINK_MS)
        return Budget(self.think_ms, self.think_iters)
