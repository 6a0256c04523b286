"""The game's own deterministic PRNG: BLAKE2b in counter mode.

Python's ``random`` is not promised stable across versions, so every random choice of the game
(shuffles, removed cards, covered actions) comes from here. The whole state is a 32-byte key
and a counter, both part of the game state and of its hash.
"""

from __future__ import annotations

from collections.abc import MutableSequence
from hashlib import blake2b
from typing import TypeVar

T = TypeVar("T")

_LIMIT = 1 << 64


def seed_key(seed: int | str, label: str = "helsinki") -> bytes:
    """The 32-byte key derived from a seed (an int or a text) and a label."""
    return blake2b(f"{label}:{seed}".encode(), digest_size=32).digest()


class Rng:
    """A counter-mode generator: word ``i`` is the first 8 bytes of BLAKE2b(key, i)."""

    __slots__ = ("counter", "key")

    def __init__(self, key: bytes, counter: int = 0) -> None:
        self.key = key
        self.counter = counter

    def copy(self) -> Rng:
        return Rng(self.key, self.counter)

    def next_u64(self) -> int:
        digest = blake2b(self.counter.to_bytes(8, "little"), key=self.key, digest_size=8).digest()
        self.counter += 1
        return int.from_bytes(digest, "little")

    def below(self, n: int) -> int:
        """A uniform integer in ``[0, n)``, by rejection sampling."""
        if n <= 0:
            raise ValueError("below() needs a positive bound")
        limit = _LIMIT - _LIMIT % n
        while True:
            value = self.next_u64()
            if value < limit:
                return value % n

    def shuffle(self, items: MutableSequence[T]) -> None:
        """Fisher-Yates shuffle in place."""
        for i in range(len(items) - 1, 0, -1):
            j = self.below(i + 1)
            items[i], items[j] = items[j], items[i]

    def sample(self, items: list[T], k: int) -> list[T]:
        """``k`` distinct items, chosen uniformly, in the order drawn."""
        pool = list(items)
        chosen = []
        for _ in range(k):
            chosen.append(pool.pop(self.below(len(pool))))
        return chosen
