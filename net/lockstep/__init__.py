"""The lockstep rules of a game as a pure state machine (no sockets, tasks or clock).

| module | idea |
|---|---|
| ``effects`` | the inputs the core takes and the effects it returns |
| ``core`` | :class:`Lockstep`: one peer's state of the game, the inputs dispatched to the rules |
| ``seed`` | the fair seed: commit, then reveal |
| ``moves`` | playing and taking moves, the ledger of signed moves, waiting moves, undoing |
| ``agreement`` | the hashes reported for every move; majority; moves in conflict; who agreed |
| ``verdicts`` | agreed moves, splits and rebuilds, other peers' claims, faults |
| ``equivocation`` | two moves signed for one number, and what follows |
| ``membership`` | who runs each seat, epochs, certified decisions and their thresholds |
| ``ballots`` | proposals in progress and the yes votes given |
| ``decisions`` | proposals, votes, certificates, and putting them in force |
| ``catchup`` | links that come and go; the record as catch-up messages; dumps |
| ``status`` | after every input: timers, bots, the status |
"""

from net.lockstep.core import Lockstep
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
    LockstepError,
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
    "Play",
    "Received",
    "Reclaim",
    "Save",
    "Send",
    "Spectate",
    "Tick",
    "Unlinked",
]  # fmt: skip
