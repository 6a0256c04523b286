"""Catch-ups and dumps: the record as messages for a returning peer or a spectator, and what a
diagnosis file holds.

A catch-up is the header (seats, options, seed), the decisions taken (in its first part, so that
the receiver knows every seat's runner before it checks the moves) and the signed moves from a
given number, :data:`~net.config.MAX_CATCHUP_MOVES` a message. A peer takes a catch-up only when
it asked for one (:data:`ASKED`: it rejoined, and the other side answers) or once in answer to
the one it sent (:data:`ANSWER`); every move in it passes the same checks as a live move.
"""

from __future__ import annotations

from collections.abc import Sequence

from engine import Game
from engine.record import Record
from net.config import MAX_CATCHUP_MOVES
from net.messages import CatchUp, Certificate, SignedMove, Start

ASKED = "asked"
"""A catch-up answering our rejoin; if it ends before our game, we answer with our later moves."""
ANSWER = "answer"
"""The one answer to the catch-up we sent a peer whose rejoin we accepted."""


def catchup_messages(
    start: Start, seed: str, ledger: Sequence[SignedMove], first: int,
    decisions: tuple[Certificate, ...], agreed: int,
) -> list[CatchUp]:  # fmt: skip
    """The moves from ``first`` (and every decision) as catch-up messages; ``agreed`` moves
    were agreed by every peer linked to the sender."""
    moves = list(ledger[first:])
    chunks = [moves[i : i + MAX_CATCHUP_MOVES] for i in range(0, len(moves), MAX_CATCHUP_MOVES)]
    chunks = chunks or [[]]
    return [
        CatchUp(start.game, start.seats, start.options, seed, first + index * MAX_CATCHUP_MOVES,
                tuple(chunk), index == len(chunks) - 1, decisions if index == 0 else (), agreed)
        for index, chunk in enumerate(chunks)
    ]  # fmt: skip


def dump_data(
    start: Start, me: str, game: Game, record: Record, seq: int, hashes: dict[str, str],
    reason: str,
) -> dict[str, object]:  # fmt: skip
    """What a desync or a pause at move ``seq`` needs for a diagnosis."""
    from net.lockstep.agreement import majority

    names = {p.peer: p.name for p in start.peers}
    moves = record.moves
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
        "record": record.to_dict(),
    }
