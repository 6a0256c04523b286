"""Game options: the action-board variant and the Dry roads expansion."""

from __future__ import annotations

from dataclasses import dataclass
from enum import StrEnum


class Variant(StrEnum):
    """Which actions of the action board are covered."""

    FIRST_GAME = "first-game"
    """The bottom row is covered."""
    ALL_ACTIONS = "all-actions"
    """Nothing is covered."""
    NEW_CHALLENGES = "new-challenges"
    """Five actions chosen by the seed are covered."""


@dataclass(frozen=True, slots=True)
class Options:
    variant: Variant = Variant.ALL_ACTIONS
    dry_roads: bool = False

    def to_dict(self) -> dict[str, object]:
        return {"variant": str(self.variant), "dry_roads": self.dry_roads}

    @staticmethod
    def from_dict(data: object) -> Options:
        """Options from their dict form; raises ``ValueError`` when malformed."""
        if not isinstance(data, dict):
            raise ValueError("options must be an object")
        variant = data.get("variant", str(Variant.ALL_ACTIONS))
        dry_roads = data.get("dry_roads", False)
        if not isinstance(variant, str):
            raise ValueError("variant must be text")
        if variant not in {v.value for v in Variant}:
            raise ValueError(f"unknown variant {variant!r:.40}")
        if not isinstance(dry_roads, bool):
            raise ValueError("dry_roads must be true or false")
        return Options(Variant(variant), dry_roads)
