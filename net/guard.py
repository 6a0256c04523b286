"""How many PINs may be guessed: a budget of wrong guesses per PIN, and who guessed wrong.

Sans-I/O: every method takes the time. The listener of a PIN game asks :meth:`PinGuard.check`
before it runs a key exchange (:mod:`net.pake`) and tells :meth:`PinGuard.finished` how it
ended. An exchange that is not confirmed - a wrong PIN, or a dialer that left before proving its
key - is a *wrong guess*:

- a PIN absorbs at most :data:`PIN_BUDGET` wrong guesses from all addresses together (as a
  magic-wormhole code allows one, with room for typos); an exchange starts only while the wrong
  guesses and the exchanges under way stay within it, so the budget is never overrun. Then the
  PIN is *retired*: every further attempt is refused until the host sets a new PIN
  (:meth:`PinGuard.new_pin`), and the host is told at once;
- one address runs one exchange at a time and, after ``n`` wrong guesses in a row, waits
  ``min(PER_ADDRESS_DELAY * 2 ** (n - 1), PER_ADDRESS_MAX)`` seconds before its next one. That
  wait is its own: nothing an address does holds back another address.

An attempt refused is no guess: it ran no exchange. :attr:`PinGuard.wrong` counts the wrong
guesses by address, for the host to see.
"""

from __future__ import annotations

from collections import Counter
from dataclasses import dataclass, field
from typing import Literal

PIN_BUDGET = 10
"""Wrong guesses a PIN absorbs, from all addresses together, before it is retired."""
PER_ADDRESS_DELAY = 1.0
"""Seconds one address waits after its first wrong guess (doubled after each further one)."""
PER_ADDRESS_MAX = 16.0
"""The longest wait of one address between two guesses."""
BUSY_WAIT = 1.0
"""Seconds to wait when the exchanges under way hold the rest of the budget."""
MAX_ADDRESSES = 1024
"""Addresses remembered; beyond, those with nothing against them are forgotten."""


@dataclass(slots=True)
class _Address:
    wrong_in_row: int = 0
    next_allowed: float = 0.0
    busy: bool = False


@dataclass(frozen=True, slots=True)
class Wait:
    """An attempt that may not run now: ``why`` is ``retired`` (the PIN is no longer taken:
    wait for the host's new one), ``address`` (this address guessed wrong lately, or runs an
    exchange) or ``busy`` (the exchanges under way hold the rest of the PIN's budget)."""

    why: Literal["retired", "address", "busy"]
    seconds: float


@dataclass(slots=True)
class PinGuard:
    """Counts a PIN's wrong guesses and retires it; one per listener of a PIN game (the lobby
    hands it to the game)."""

    budget: int = PIN_BUDGET
    delay: float = PER_ADDRESS_DELAY
    max_delay: float = PER_ADDRESS_MAX
    wrong: Counter[str] = field(default_factory=Counter)
    """Wrong guesses by address, for every PIN this guard kept."""
    spent: int = 0
    """Wrong guesses of the PIN of now."""
    retirements: int = 0
    """How many PINs this guard retired."""
    _running: int = field(default=0, init=False)
    _addresses: dict[str, _Address] = field(default_factory=dict, init=False)

    @property
    def retired(self) -> bool:
        """Whether the PIN of now absorbed its budget (no exchange runs until a new PIN)."""
        return self.spent >= self.budget

    def check(self, address: str, now: float) -> Wait | None:
        """None when ``address`` may run an exchange now (it is then counted as running), else
        why and how long it must wait."""
        if self.retired:
            return Wait("retired", 0.0)
        if address not in self._addresses and len(self._addresses) >= MAX_ADDRESSES:
            self._forget(now)
        state = self._addresses.setdefault(address, _Address())
        if state.busy:
            return Wait("address", self.delay)
        if now < state.next_allowed:
            return Wait("address", state.next_allowed - now)
        if self.spent + self._running >= self.budget:
            return Wait("busy", BUSY_WAIT)
        self._running += 1
        state.busy = True
        return None

    def finished(self, address: str, now: float, confirmed: bool) -> bool:
        """The exchange that :meth:`check` allowed ended: ``confirmed`` or a wrong guess.
        True when this wrong guess retired the PIN."""
        state = self._addresses.setdefault(address, _Address())
        if state.busy:
            state.busy = False
            self._running -= 1
        if confirmed:
            state.wrong_in_row = 0
            return False
        state.wrong_in_row += 1
        state.next_allowed = now + min(self.delay * 2 ** (state.wrong_in_row - 1), self.max_delay)
        self.wrong[address] += 1
        was_retired = self.retired
        self.spent += 1
        if self.retired and not was_retired:
            self.retirements += 1
            return True
        return False

    def new_pin(self) -> None:
        """The host set a new PIN: its budget is whole again (the addresses' waits stay; an
        exchange of the former PIN still under way counts against the new one)."""
        self.spent = 0

    def _forget(self, now: float) -> None:
        """Drop the addresses that are neither busy nor waiting."""
        for address, state in list(self._addresses.items()):
            if not state.busy and state.next_allowed <= now:
                del self._addresses[address]
