"""Turns: whose turn runs, since when and for how long it may, and the bots of this peer's seats.

A turn held past its limit (the table's turn timer, or the short limit of a seat taken back
after a hand-over, :mod:`~net.lockstep.stalls`) is handed over (:mod:`~net.lockstep.decisions`);
without a limit, the others may still vote a turn held long to a bot when their owners ask. The
bot of a seat run here is asked to choose once per turn (:mod:`~net.lockstep.status`), and again
when what it chose could not be played.
"""

from __future__ import annotations

from typing import Final


class Turns:
    """The turn followed, the bots driving this peer's seats, and the last bot asked."""

    def __init__(self, turn_timer: float) -> None:
        self.turn_timer: Final[float] = turn_timer
        """Seconds a turn may run before it is handed over (0: no timer)."""
        self.turn: tuple[int, int, int, float] | None = None
        """Whose turn runs: the seat, its epoch, the move that began it, since when."""
        self.limit = 0.0
        """Seconds the turn followed may run before it is handed over (0: no limit)."""
        self.drivers: Final[dict[int, str]] = {}
        """Bots that play this peer's own seats (autoplay)."""
        self.asked: tuple[int, int] | None = None
        """The seat and move a bot was last asked to choose for."""

    def stalled(self, seat: int, now: float) -> bool:
        """Whether ``seat``'s turn has run past its limit."""
        turn = self.turn
        return turn is not None and turn[0] == seat and 0 < self.limit <= now - turn[3]

    def held(self, seat: int, now: float, after: float) -> bool:
        """Whether ``seat``'s turn has run past its limit, or (without one) for ``after`` s."""
        turn = self.turn
        if turn is None or turn[0] != seat:
            return False
        return now - turn[3] >= (self.limit if self.limit > 0 else after)

    def deadline(self) -> float | None:
        """When the turn followed runs past its limit (None: no turn, or no limit)."""
        turn = self.turn
        return None if turn is None or self.limit <= 0 else turn[3] + self.limit

    def follow(self, seat: int, epoch: int, ply: int, new_turn: bool, now: float,
               limit: float) -> bool:  # fmt: skip
        """It is ``seat``'s turn (run in ``epoch``, at move ``ply``; ``new_turn``: the move
        before was another seat's), which may run ``limit`` s; returns whether a turn began (or
        has a new runner, or another limit)."""
        turn = self.turn
        if turn is None or turn[0] != seat or turn[1] != epoch or (new_turn and turn[2] != ply):
            self.turn = (seat, epoch, ply, now)
            self.limit = limit
            return True
        if limit != self.limit:
            self.limit = limit
            return True
        return False

    def stop(self) -> int | None:
        """No turn is followed any longer; returns the seat whose turn was, if any."""
        turn, self.turn = self.turn, None
        return None if turn is None else turn[0]

    def drive(self, seat: int, bot: str) -> None:
        """``bot`` plays ``seat`` (run here) from now on."""
        self.drivers[seat] = bot
        self.asked = None

    def ask(self, seat: int, ply: int) -> None:
        """The bot of ``seat`` is asked to choose move ``ply``."""
        self.asked = (seat, ply)

    def ask_again(self) -> None:
        """The bot asked last is asked again when it is due (what it chose was not played)."""
        self.asked = None
