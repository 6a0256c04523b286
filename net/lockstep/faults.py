"""Faults and pauses: naming a peer that broke the protocol, stopping this peer's game.

A peer at fault is named (:class:`~net.events.Suspected`) and put to the vote
(:mod:`~net.lockstep.decisions`); a game that cannot go on (no majority among the reports, an
engine that still differs after a rebuild, two players who disagree) pauses with a dump for a
diagnosis. Both are found by :mod:`~net.lockstep.verdicts` and :mod:`~net.lockstep.equivocation`.
"""

from __future__ import annotations

import logging
from typing import TYPE_CHECKING, Any

from engine.line import GameLine
from net.config import MAX_REASON
from net.events import Suspected
from net.lockstep.agreement import majority
from net.lockstep.effects import Dump
from net.messages import Desync, PeerHash, Start

if TYPE_CHECKING:
    from net.lockstep.core import Lockstep

log = logging.getLogger(__name__)


def fault(core: Lockstep, peer: str, grounds: str, seq: int) -> None:
    """``peer`` broke the protocol: say so and ask the others to vote it out."""
    if peer == core.me or peer not in core.membership.active():
        return
    if not core.disputes.fault(peer, grounds, seq):
        return  # at fault already, or in dispute (built on different versions: that proves nothing)
    log.error("%s: %s broke the protocol (%s at move %d)", core.name_of(core.me),
              core.name_of(peer), grounds, seq)  # fmt: skip
    core.notify(Suspected(peer, grounds, seq))


def pause(core: Lockstep, reason: str, seq: int, hashes: dict[str, str],
          tell: bool = True) -> None:  # fmt: skip
    """Stop this peer's game with a reason and a dump; ``tell``: send a ``desync``."""
    if core.paused is not None:
        return
    core.paused = reason
    core.out.append(Dump(seq, dump_of(core, seq, hashes, reason)))
    if tell:
        reports = tuple(PeerHash(p, h) for p, h in hashes.items() if p in core.names)
        core.send(core.links.members(), Desync(seq, reason[:MAX_REASON], reports[:4]))


def dump_of(core: Lockstep, seq: int, hashes: dict[str, str],
               reason: str = "") -> dict[str, object]:  # fmt: skip
    assert core.line is not None
    return dump_data(core.start, core.me, core.line, seq, hashes, reason)


def dump_data(
    start: Start, me: str, line: GameLine[Any], seq: int, hashes: dict[str, str], reason: str,
) -> dict[str, object]:  # fmt: skip
    """What a desync or a pause at move ``seq`` needs for a diagnosis."""
    names = {p.peer: p.name for p in start.peers}
    moves, game = line.moves, line.game
    move = moves[seq] if seq < len(moves) else None
    return {
        "game": start.game,
        "seq": seq,
        "peer": me,
        "reason": reason,
        "move": move and {"seat": move.seat, "move": str(move.move), "hash": move.hash},
        "hashes": {names.get(p, p): h for p, h in hashes.items()},
        "majority": majority(hashes),
        "peers": [
            {"peer": p.peer, "name": p.name, "host": p.host, "port": p.port} for p in start.peers
        ],
        "ply": game.ply,
        "state": game.encode().hex(),
        "record": line.record.to_dict(),
    }
