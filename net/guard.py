"""How fast PINs may be guessed: per address and overall, and who guessed wrong.

Sans-I/O: every method takes the time. The listener of a PIN game asks :meth:`PinGuard.check`
before it runs a key exchange (:mod:`net.pake`) and tells :meth:`PinGuard.finished` how it
ended. An exchange that is not confirmed - a wrong PIN, or a dialer that left before proving its
key - is a *wrong guess*:

- one address runs one exchange at a time, and after ``n`` wrong guesses in a row waits
  ``min(PER_ADDRESS_DELAY * 2 ** (n - 1), PER_ADDRESS_MAX)`` seconds before the next
  (1, 2, 4, ... 60 s: about one guess a minute from then on);
- all addresses together start at most :data:`GUESS_RATE` exchanges a second, with bursts of
  :data:`GUESS_BURST` (so 10,000 four-digit PINs take at least 83 minutes, whatever the number
  of addresses).

An attempt that must wait is refused at once, with the time to wait, and is no guess: it ran no
exchange. :attr:`PinGuard.wrong` counts the wrong guesses by address, for the host to see.
"""

from __future__ import annotations

from collections import Counter
from dataclasses import dataclass, field

GUESS_RATE = 2.0
"""Key exchanges started per second, all addresses together (sustained)."""
GUESS_BURST = 4
"""Key exchanges that may start at once after a quiet while."""
PER_ADDRESS_DELAY = 1.0
"""Seconds one address waits after its first wrong guess (doubled after each further one)."""
PER_ADDRESS_MAX = 60.0
"""The longest wait of one address between two guesses."""
MAX_ADDRESSES = 1024
"""Addresses remembered; beyond, those with nothing against them are forgotten."""


@dataclass(slots=True)
class _Address:
    wrong_in_row: int = 0
    next_allowed: float = 0.0
    busy: bool = False


@dataclass(slots=True)
class PinGuard:
    """Slows PIN guessing; one per listener of a PIN game (the lobby hands it to the game)."""

    rate: float = GUESS_RATE
    burst: int = GUESS_BURST
    delay: float = PER_ADDRESS_DELAY
    max_delay: float = PER_ADDRESS_MAX
    wrong: Counter[str] = field(default_factory=Counter)
    """Wrong guesses by address."""
    _tokens: float = field(default=float(GUESS_BURST), init=False)
    _filled_at: float | None = field(default=None, init=False)
    _addresses: dict[str, _Address] = field(default_factory=dict, init=False)

    def check(self, address: str, now: float) -> float:
        """0 when ``address`` may run an exchange now (it is then counted as running), else
        the seconds to wait before it may try again."""
        if address not in self._addresses and len(self._addresses) >= MAX_ADDRESSES:
            self._forget(now)
        state = self._addresses.setdefault(address, _Address())
        if state.busy:
            return self.delay
        if now < state.next_allowed:
            return state.next_allowed - now
        self._refill(now)
        if self._tokens < 1:
            return (1 - self._tokens) / self.rate
        self._tokens -= 1
        state.busy = True
        return 0.0

    def finished(self, address: str, now: float, confirmed: bool) -> None:
        """The exchange that :meth:`check` allowed ended: ``confirmed`` or a wrong guess."""
        state = self._addresses.setdefault(address, _Address())
        state.busy = False
        if confirmed:
            state.wrong_in_row = 0
            return
        state.wrong_in_row += 1
        state.next_allowed = now + min(self.delay * 2 ** (state.wrong_in_row - 1), self.max_delay)
        self.wrong[address] += 1

    def _forget(self, now: float) -> None:
        """Drop the addresses that are neither busy nor waiting."""
        for address, state in list(self._addresses.items()):
            if not state.busy and state.next_allowed <= now:
                del self._addresses[address]

    def _refill(self, now: float) -> None:
        if self._filled_at is not None:
            refilled = self._tokens + (now - self._filled_at) * self.rate
            self._tokens = min(float(self.burst), refilled)
        self._filled_at = now
