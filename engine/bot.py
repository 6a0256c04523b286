"""What the bots of every rule set share: the budget of a decision, the cost of the last search,
and the :class:`BotSpec` that names a bot (a value that pickles: the thinker sends it to its
worker process; :func:`engine.bot_keeper.build_bot` builds it with its rule set's bots)."""

from __future__ import annotations

import time
from dataclasses import dataclass
from hashlib import blake2b
from typing import Generic, Protocol, Self, TypeVar

from engine.rng import Rng

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

    def spent(self, iterations: int, start: float) -> bool:
        """Whether a search begun at ``start`` (``time.perf_counter``) that has made
        ``iterations`` has used this budget up."""
        if self.think_iters is not None:
            return iterations >= self.think_iters
        return self.think_ms is not None and time.perf_counter() >= start + self.think_ms / 1000


class Dealable(Protocol):
    """A game whose hidden cards can be dealt again from a seat's view."""

    @property
    def ply(self) -> int: ...

    def determinized(self, seat: int, rng: Rng) -> Self: ...

    def copy(self) -> Self: ...


G = TypeVar("G", bound=Dealable)


class Deals(Generic[G]):
    """The deals of the cards ``seat`` cannot see in ``game``, for one decision of a bot:
    calling it with ``index`` gives a copy of the ``index``-th deal, the same one in any
    process (the deals come from a generator keyed by the bot's ``key`` and the game's ply),
    so that the moves tried are compared on the same cards."""

    def __init__(self, game: G, seat: int, key: bytes) -> None:
        self._game = game
        self._seat = seat
        self._key = blake2b(game.ply.to_bytes(4, "little"), key=key, digest_size=32).digest()
        self._dealt: list[G] = []

    def __call__(self, index: int) -> G:
        dealt = self._dealt
        while len(dealt) <= index:
            rng = Rng(blake2b(len(dealt).to_bytes(4, "little"), key=self._key).digest())
            dealt.append(self._game.determinized(self._seat, rng))
        return dealt[index].copy()


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
