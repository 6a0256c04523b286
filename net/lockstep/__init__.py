"""The lockstep rules of a game as a pure state machine (no sockets, tasks or clock).

| module | idea |
|---|---|
| ``effects`` | the inputs the core takes and the effects it returns |
| ``core`` | :class:`Lockstep`: one peer's game and status; the owners; inputs to the rules |
| ``ledger`` | owner: the signed moves of the record, the moves waiting, when moves were applied |
| ``links`` | owner: the peers linked, what they showed, the catch-ups due |
| ``disputes`` | owner: splits, refusals, claims, faults, proofs, the move in dispute |
| ``agreement`` | owner: the hashes reported for every move; majority; moves in conflict |
| ``membership`` | owner: who runs each seat, epochs, decisions in force or waiting |
| ``ballots`` | owner: proposals in progress, yes votes given, proposals considered, requests |
| ``turns`` | owner: the turn followed, the bots of this peer's seats |
| ``faults`` | rule: naming a peer at fault; pausing with a dump |
| ``equivocation`` | rule: two moves signed for one number, the dispute, firm moves |
| ``illegal`` | rule: a signed move the rules forbid, the proof of its runner's fault |
| ``stalls`` | rule: how long a turn may run; seats taken back that stall again |
| ``verdicts`` | rule: agreed moves, splits and rebuilds, other peers' claims, faults |
| ``moves`` | rule: playing and taking moves, acks, waiting moves, undoing |
| ``settlement`` | rule: following the version of a disputed move the table kept |
| ``decisions`` | rule: proposals, votes, certificates, and putting them in force |
| ``catchup`` | rule: links that come and go; the record as catch-up messages |
| ``status`` | rule: after every input: timers, bots, the status |
| ``seed`` | rule: the fair seed: commit, then reveal |
| ``compiled`` | the same modules compiled with mypyc, taken when they match these |

The owners import no rule; each rule imports only the rules above it in this table.
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
    Readmit,
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
    "Readmit",
    "Received",
    "Reclaim",
    "Save",
    "Send",
    "Spectate",
    "Tick",
    "Unlinked",
]  # fmt: skip
