"""Game options: the action-board variant, the covered actions, Dry roads and the start seat.

Whoever sets a game up (the host, the hot seat, the command line) chooses them; what they leave
open (``cover`` and ``start_seat`` as None) the seed decides. Options are part of a game's
identity: records, announcements and the state hash carry them.
"""

from __future__ import annotations

from collections.abc import Iterable
from dataclasses import dataclass
from enum import StrEnum

from engine.errors import OptionsError
from engine.helsinki.components import FIRST_GAME_COVERED, NEW_CHALLENGES_COVERED, Action


class Variant(StrEnum):
    """Which actions of the action board are covered."""

    FIRST_GAME = "first-game"
    """The bottom row is covered."""
    ALL_ACTIONS = "all-actions"
    """Nothing is covered."""
    NEW_CHALLENGES = "new-challenges"
    """Five actions are covered: chosen at set-up, or drawn by the seed."""




@dataclass(frozen=True, slots=True)
class Options:
    """How a game is set up (apart from the number of players and the seed).

    ``cover``: with "new challenges", the five covered actions chosen at set-up (sorted), or
    None to let the seed draw them; always None with the other variants. ``start_seat``: the
    seat that starts (the rulebook's "youngest player"), or None to let the seed choose.
    """

    variant: Variant = Variant.ALL_ACTIONS
    dry_roads: bool = False
    cover: tuple[Action, ...] | None = None
    start_seat: int | None = None

    def __post_init__(self) -> None:
        if self.cover is None:
            return
        if self.variant != Variant.NEW_CHALLENGES:
            raise OptionsError("covered actions are chosen only with the new-challenges variant")
        cover = tuple(sorted(set(self.cover)))
        if len(cover) != len(self.cover) or len(cover) != NEW_CHALLENGES_COVERED:
            raise OptionsError(f"new challenges cover exactly {NEW_CHALLENGES_COVERED} "
                               f"different actions, not {len(self.cover)}")  # fmt: skip
        object.__setattr__(self, "cover", cover)

    @staticmethod
    def covering(actions: Iterable[Action], dry_roads: bool = False,
                 start_seat: int | None = None) -> Options:  # fmt: skip
        """New challenges with the given five actions covered."""
        return Options(Variant.NEW_CHALLENGES, dry_roads, tuple(actions), start_seat)

    def covered(self, drawn: Iterable[Action] = ()) -> frozenset[Action]:
        """The actions this game covers; ``drawn`` are the seed's five for new challenges."""
        if self.variant == Variant.FIRST_GAME:
            return FIRST_GAME_COVERED
        if self.variant == Variant.NEW_CHALLENGES:
            return frozenset(self.cover if self.cover is not None else drawn)
        return frozenset()

    def check_players(self, players: int) -> None:
        """Raise :class:`OptionsError` when the start seat is not among ``players`` seats."""
        if self.start_seat is not None and not 0 <= self.start_seat < players:
            raise OptionsError(f"start_seat must be a seat number (0 to {players - 1})")

    def to_dict(self) -> dict[str, object]:
        return {
            "variant": str(self.variant),
            "dry_roads": self.dry_roads,
            "cover": None if self.cover is None else [a.notation for a in self.cover],
            "start_seat": self.start_seat,
        }

    @staticmethod
    def from_dict(data: object) -> Options:
        """Options from their dict form; raises :class:`OptionsError` naming what is wrong.

        Missing keys take their defaults (all actions, no Dry roads, chosen by the seed).
        """
        if not isinstance(data, dict):
            raise OptionsError("options must be an object")
        variant = data.get("variant", str(Variant.ALL_ACTIONS))
        dry_roads = data.get("dry_roads", False)
        cover = data.get("cover")
        start_seat = data.get("start_seat")
        if not isinstance(variant, str):
            raise OptionsError("variant must be text")
        if variant not in {v.value for v in Variant}:
            raise OptionsError(f"unknown variant {variant!r:.40}")
        if not isinstance(dry_roads, bool):
            raise OptionsError("dry_roads must be true or false")
        if start_seat is not None and (
            not isinstance(start_seat, int) or isinstance(start_seat, bool) or start_seat < 0
        ):
            raise OptionsError("start_seat must be a seat number or null")
        actions = None if cover is None else parse_cover(cover)
        return Options(Variant(variant), dry_roads, actions, start_seat)


def parse_cover(names: object) -> tuple[Action, ...]:
    """Actions from their notation names (a list, or one text separated by commas)."""
    if isinstance(names, str):
        names = [n.strip() for n in names.split(",") if n.strip()]
    if not isinstance(names, list) or not all(isinstance(n, str) for n in names):
        raise OptionsError("cover must be a list of action names")
    actions = []
    for name in names:
        if name not in _ACTION_BY_NAME:
            raise OptionsError(f"cover: unknown action {name!r:.40}; actions: "
                               f"{', '.join(_ACTION_BY_NAME)}")  # fmt: skip
        actions.append(_ACTION_BY_NAME[name])
    return tuple(actions)


_ACTION_BY_NAME = {action.notation: action for action in Action}
