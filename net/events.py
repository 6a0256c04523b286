"""What a game session reports to its owner (the Qt client, a test, the command line)."""

from __future__ import annotations

from dataclasses import dataclass
from pathlib import Path

from engine.record import PlayedMove


@dataclass(frozen=True, slots=True)
class Started:
    """The seed is agreed and the game set up."""

    seed: str
    start_seat: int


@dataclass(frozen=True, slots=True)
class MoveApplied:
    """Move ``seq`` was applied to the local engine (``local``: made by a seat run here)."""

    seq: int
    played: PlayedMove
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
class RolledBack:
    """Moves from ``ply`` on were undone: a decision the majority took before them gave their
    seat to another peer (they are played again by the seat's new runner)."""

    ply: int


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
    left: bool = False
    """The peer said goodbye (it left the game) rather than losing the connection."""


@dataclass(frozen=True, slots=True)
class PeerBack:
    peer: str
    seats: tuple[int, ...]


@dataclass(frozen=True, slots=True)
class Decided:
    """The majority decided about a seat, from move ``ply`` on.

    ``kind``: ``handover`` (the seat goes to bot ``bot`` that peer ``runner`` runs), ``giveback``
    (the seat goes back to its player ``subject``) or ``remove`` (peer ``subject`` is voted out;
    its seat goes to a bot). ``grounds`` says why (see :data:`net.messages.GROUNDS`); ``voters``
    are the peers that agreed.
    """

    kind: str
    seat: int
    subject: str
    runner: str
    bot: str | None
    grounds: str
    ply: int
    voters: tuple[str, ...]


@dataclass(frozen=True, slots=True)
class Suspected:
    """Peer ``peer`` does not follow the protocol (``grounds`` as in :class:`Decided`); the
    others are asked to vote it out."""

    peer: str
    grounds: str
    seq: int


@dataclass(frozen=True, slots=True)
class TurnTimer:
    """The turn timer of ``seat`` runs out at ``deadline`` (the owner's clock); None: stopped."""

    seat: int
    deadline: float | None


@dataclass(frozen=True, slots=True)
class GameOver:
    winner: int | None


Event = (
    Started | MoveApplied | Agreed | Rejected | DesyncDetected | Rebuilt | RolledBack
    | StatusChanged | PeerLost | PeerBack | Decided | Suspected | TurnTimer | GameOver
)  # fmt: skip
