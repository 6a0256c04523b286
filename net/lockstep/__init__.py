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
| ``compiled`` | the same modules compiled with mypyc, taken when they match these |

``COMPILED`` says whether the compiled modules run here (:mod:`~net.lockstep.compiled`).
"""

from net.lockstep.compiled import compiled_path

_compiled = compiled_path()
if _compiled is not None:
    __path__.insert(0, _compiled)  # the package's modules are found there first
COMPILED = _compiled is not None

from net.lockstep.core import Lockstep  # noqa: E402 (after the choice of modules)
from net.lockstep.effects import (  # noqa: E402
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
    "COMPILED",
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
