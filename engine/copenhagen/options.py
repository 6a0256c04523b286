"""Copenhagen's options: the start seat ("the oldest", rule 7), chosen or left to the seed."""

from __future__ import annotations

from dataclasses import dataclass

from engine.errors import OptionsError

MIN_PLAYERS = 2
MAX_PLAYERS = 4


@dataclass(frozen=True, slots=True)
class CopenhagenOptions:
    """``start_seat``: the first player, or None to let the seed draw one."""

    start_seat: int | None = None

    def check(self, players: int) -> None:
        """Raise :class:`~engine.helsinki.options.OptionsError` (a ``ValueError``) naming what does
        not fit ``players`` seats."""
        if not MIN_PLAYERS <= players <= MAX_PLAYERS:
            raise OptionsError(f"Copenhagen is for {MIN_PLAYERS} to {MAX_PLAYERS} players")
        if self.start_seat is not None and not 0 <= self.start_seat < players:
            raise OptionsError(f"start_seat must be a seat number (0 to {players - 1})")

    def to_dict(self) -> dict[str, object]:
        return {"start_seat": self.start_seat}

    @staticmethod
    def from_dict(data: object) -> CopenhagenOptions:
        """Options from :meth:`to_dict`'s form (a missing start seat: the seed's)."""
        if not isinstance(data, dict):
            raise OptionsError("options must be an object")
        unknown = sorted(set(data) - {"start_seat"})
        if unknown:
            raise OptionsError(f"unknown option {str(unknown[0])[:40]!r}")
        start_seat = data.get("start_seat")
        if start_seat is not None and (
            not isinstance(start_seat, int) or isinstance(start_seat, bool) or start_seat < 0
        ):
            raise OptionsError("start_seat must be a seat number or null")
        return CopenhagenOptions(start_seat)
