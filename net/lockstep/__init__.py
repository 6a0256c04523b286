"""The lockstep rules of a game as a pure state machine (no sockets, tasks or clock).

| module | idea |
|---|---|
| ``effects`` | the inputs the core takes and the effects it returns |
| ``core`` | :class:`Lockstep`: seed, moves, agreement, faults, decisions, status |
| ``agreement`` | the hashes reported for every move; majority; two signed moves in conflict |
| ``membership`` | who runs each seat, epochs, certified decisions and their thresholds |
| ``ballots`` | proposals in progress and the yes votes given |
| ``catchup`` | the record as catch-up messages; dumps |
"""

from net.lockstep.core import FAULTS, Lockstep, LockstepError
from net.lockstep.effects import (
    Choose,
    Chosen,
    Close,
    Drive,
    Dump,
    Effect,
    HandOver,
    Input,
    Leave,
    Linked,
    Notify,
    Play,
    Received,
    Reclaim,
    Save,
    Send,
    Spectate,
    Tick,
    Unlinked,
)

__all__ = [
    "FAULTS",
    "Choose",
    "Chosen",
    "Close",
    "Drive",
    "Dump",
    "Effect",
    "HandOver",
    "Input",
    "Leave",
    "Linked",
    "Lockstep",
    "LockstepError",
    "Notify",
    "Play",
    "Received",
    "Reclaim",
    "Save",
    "Send",
    "Spectate",
    "Tick",
    "Unlinked",
]  # fmt: skip
