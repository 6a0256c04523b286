"""What a game session reports to its owner (the Qt client, a test, the command line)."""

from __future__ import annotations

from dataclasses import dataclass
from pathlib import Path


@dataclass(frozen=True, slots=True)
class Started:
    """The seed is agreed and the game set up."""

    seed: str
    start_seat: int


@dataclass(frozen=True, slots=True)
class MoveApplied:
    """Move ``seq`` was applied to the local engine (``local``: made by a seat run here)."""

    seq: int
    seat: int
    move: str
    hash: str
    local: bool


@dataclass(frozen=True, slots=True)
class Agreed:
    """Every connected seated peer reached the same state hash after move ``seq``."""

    seq: int
    hash: str


@dataclass(frozen=True, slots=True)
class Rejected:
    """A move was refused and changed nothing: by us (``by`` is our id) or by peer ``by``."""

    seq: int
    peer: str
    by: str
    reason: str


@dataclass(frozen=True, slots=True)
class DesyncDetected:
    """Peers disagree after move ``seq``; ``dump`` is the file written, if any."""

    seq: int
    hashes: dict[str, str]
    dump: Path | None


@dataclass(frozen=True, slots=True)
class Rebuilt:
    """This peer was in the minority, rebuilt its state from the record and now agrees."""

    seq: int
    hash: str


@dataclass(frozen=True, slots=True)
class StatusChanged:
    """``status`` is one of starting, running, waiting, paused, over, failed."""

    status: str
    reason: str


@dataclass(frozen=True, slots=True)
class PeerLost:
    peer: str
    seats: tuple[int, ...]
    reason: str


@dataclass(frozen=True, slots=True)
class PeerBack:
    peer: str
    seats: tuple[int, ...]


@dataclass(frozen=True, slots=True)
class HandedOver:
    """Seat ``seat`` is now played by bot ``bot`` that peer ``peer`` runs."""

    seat: int
    bot: str
    peer: str


@dataclass(frozen=True, slots=True)
class GameOver:
    winner: int | None


Event = (
    Started | MoveApplied | Agreed | Rejected | DesyncDetected | Rebuilt | StatusChanged
    | PeerLost | PeerBack | HandedOver | GameOver
)  # fmt: skip
