"""What goes into the lockstep core (inputs) and what comes out of it (effects).

The core never touches a socket, a task or a clock: its owner (the asyncio shell, or the tests'
simulator) hands it one input at a time with the current time, and carries out the effects it
returns, in order.

The values the core takes and makes for every move (:class:`Received`, :class:`Send`,
:class:`Spectate`, the bots' :class:`Chosen`...) have read-only (``Final``) fields that an
``__init__`` of their own sets: compiled (:mod:`net.lockstep.compiled`), they are made in native
code, where a frozen dataclass's generated ``__init__`` stays Python and is ten times slower.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any, Final

from engine.rules import GameMove
from net.events import Event
from net.messages import Message, SignedMove

# ------------------------------------------------------------------------------ inputs


class LockstepError(Exception):
    """A local request (a move, a hand-over) that the core cannot carry out now; the message
    says why, and nothing changed."""


@dataclass(init=False, slots=True)
class Received:
    """A valid message from seated peer ``peer``, on the link bound to it at its handshake."""

    peer: Final[str]
    message: Final[Message]

    def __init__(self, peer: str, message: Message) -> None:
        self.peer = peer
        self.message = message


@dataclass(init=False, slots=True)
class Linked:
    """A link to ``peer`` is up. ``rejoined``: it dialed us with a ``rejoin`` that holds ``have``
    moves (we send it a catch-up); ``asked``: we dialed it with one (it sends us a catch-up)."""

    peer: Final[str]
    rejoined: Final[int | None]
    asked: Final[bool]

    def __init__(self, peer: str, rejoined: int | None = None, asked: bool = False) -> None:
        self.peer = peer
        self.rejoined = rejoined
        self.asked = asked


@dataclass(frozen=True, slots=True)
class Unlinked:
    """The link to ``peer`` is gone (``bye``: it said goodbye first)."""

    peer: str
    reason: str
    bye: bool = False


@dataclass(frozen=True, slots=True)
class Tick:
    """Nothing but time passing (every input carries the current time)."""


@dataclass(frozen=True, slots=True)
class Play:
    """The committed steps of the local player's turn, in order (one or more)."""

    moves: tuple[GameMove, ...]


@dataclass(init=False, slots=True)
class Chosen:
    """The moves a bot chose for ``seat`` when ``ply`` moves were played (see :class:`Choose`)."""

    seat: Final[int]
    ply: Final[int]
    moves: Final[tuple[GameMove, ...]]

    def __init__(self, seat: int, ply: int, moves: tuple[GameMove, ...]) -> None:
        self.seat = seat
        self.ply = ply
        self.moves = moves


@dataclass(frozen=True, slots=True)
class Drive:
    """Let bot ``bot`` play this peer's seat ``seat`` (autoplay of a person's seat)."""

    seat: int
    bot: str


@dataclass(frozen=True, slots=True)
class HandOver:
    """The owner asks to hand ``seat`` (whose player is missing or stalled) to bot ``bot``."""

    seat: int
    bot: str


@dataclass(frozen=True, slots=True)
class Reclaim:
    """The owner, back after a hand-over, takes its seats back (at the next turn boundary)."""


@dataclass(frozen=True, slots=True)
class Readmit:
    """The owner lets the player of ``seat``, kept from it for stalling while on probation, have
    it back: a give-back put to the vote (:mod:`~net.lockstep.stalls`)."""

    seat: int


@dataclass(frozen=True, slots=True)
class Leave:
    """The owner leaves the game: goodbye to everyone."""

    reason: str


Input = (
    Received | Linked | Unlinked | Tick | Play | Chosen | Drive | HandOver | Reclaim | Readmit
    | Leave
)

# ----------------------------------------------------------------------------- effects


@dataclass(init=False, slots=True)
class Send:
    """Send ``message`` to each of the seated peers ``to`` (those linked; others miss it).

    Messages leave together at the end of the owner's turn of work (one write a link);
    ``at_once``: this one leaves now, ahead of that (an ack its mover waits for)."""

    to: Final[tuple[str, ...]]
    message: Final[Message]
    at_once: Final[bool]

    def __init__(self, to: tuple[str, ...], message: Message, at_once: bool = False) -> None:
        self.to = to
        self.message = message
        self.at_once = at_once


@dataclass(init=False, slots=True)
class Spectate:
    """Send a move just applied to every spectator."""

    signed: Final[SignedMove]

    def __init__(self, signed: SignedMove) -> None:
        self.signed = signed


@dataclass(frozen=True, slots=True)
class Save:
    """The record changed: save it (the autosave gathers these)."""


SAVE: Final = Save()
"""The one value the core gives for a save (it has no fields)."""


@dataclass(frozen=True, slots=True)
class Dump:
    """Write a diagnosis file for move ``seq``; with ``hashes``, announce a detected desync
    (:class:`~net.events.DesyncDetected`) once it is written."""

    seq: int
    data: dict[str, Any]
    hashes: dict[str, str] | None = None


@dataclass(frozen=True, slots=True)
class Close:
    """Close the link to ``peer``."""

    peer: str
    reason: str


@dataclass(frozen=True, slots=True)
class Choose:
    """A bot must choose the moves of ``seat``'s turn when ``ply`` moves were played; answer
    with :class:`Chosen` (a turn's moves, or fewer if a move reveals a card)."""

    seat: int
    ply: int
    bot: str


Effect = Send | Spectate | Save | Dump | Close | Choose | Event
"""What the owner carries out; an :data:`~net.events.Event` is told to the owner (the UI, the
command line, a test) as it is."""
