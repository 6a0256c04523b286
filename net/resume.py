"""What a peer keeps to rejoin its game after losing it, even after a restart.

The rejoin file holds the start message, the peer's id and **private key** (whoever reads the
file can act as that peer in this game: it stays in the user's data folder), the seed, the
record, the signature of every move, the decisions taken and who agreed on the recent moves. It
is JSON; binary fields are hex or base64 msgpack.
"""

from __future__ import annotations

import base64
from dataclasses import dataclass
from typing import Any

from engine.record import Record
from net.framing import Decoder, encode
from net.identity import Identity
from net.lockstep.agreement import NOTHING_FIRM, Firmness
from net.messages import Certificate, ProtocolError, SignedMove, Start, parse


@dataclass(slots=True)
class ResumeState:
    """A peer's saved game: enough to prove who it is and to take up the game again."""

    start: Start
    name: str
    peer_id: str
    private_key: bytes
    seed: str
    record: Record
    ledger: list[SignedMove]
    decisions: tuple[tuple[int | None, Certificate], ...] = ()
    firmness: Firmness = NOTHING_FIRM

    def identity(self) -> Identity:
        return Identity.load(self.private_key)

    def to_dict(self) -> dict[str, Any]:
        """A JSON-able form."""
        return {
            "start": _pack(self.start.to_frame()),
            "name": self.name,
            "peer_id": self.peer_id,
            "private_key": self.private_key.hex(),
            "seed": self.seed,
            "record": self.record.to_dict(),
            "ledger": [_pack(m.to_map()) for m in self.ledger],
            "decisions": [[at, _pack(c.to_map())] for at, c in self.decisions],
            "firmness": {
                "before": self.firmness.before,
                "backers": [[seq, sorted(peers)] for seq, peers in self.firmness.backers.items()],
            },
        }

    @staticmethod
    def from_dict(data: dict[str, Any]) -> ResumeState:
        """The saved state; raises ``ValueError`` (or ``KeyError``, ``TypeError``) when the data
        is not one."""
        start = parse(_unpack(data["start"]))
        if not isinstance(start, Start):
            raise ValueError("the saved start is not a start message")
        try:
            ledger = [SignedMove.from_map(_unpack(m), "ledger") for m in data["ledger"]]
            decisions = tuple(
                (None if at is None else int(at), Certificate.from_map(_unpack(c), "decision"))
                for at, c in data["decisions"]
            )
        except ProtocolError as error:
            raise ValueError(str(error)) from None
        return ResumeState(
            start=start,
            name=str(data["name"]),
            peer_id=str(data["peer_id"]),
            private_key=bytes.fromhex(data["private_key"]),
            seed=str(data["seed"]),
            record=Record.from_dict(data["record"]),
            ledger=ledger,
            decisions=decisions,
            firmness=_firmness(data.get("firmness")),
        )


def _firmness(data: Any) -> Firmness:
    """The saved :class:`Firmness` (none in a file saved before it was kept: nothing firm)."""
    if data is None:
        return NOTHING_FIRM
    before, backers = data["before"], data["backers"]
    if not isinstance(before, int) or before < 0 or not isinstance(backers, list):
        raise ValueError("the saved firmness is not a count and a list of backers")
    found: dict[int, frozenset[str]] = {}
    for item in backers:
        match item:
            case [int(seq), [*peers]] if seq >= 0 and all(isinstance(p, str) for p in peers):
                found[seq] = frozenset(peers)
            case _:
                raise ValueError("the saved backers of a move are not a number and peer ids")
    return Firmness(before, found)


def _pack(value: dict[str, Any]) -> str:
    return base64.b64encode(encode({"t": "saved", **value})).decode()


def _unpack(text: str) -> dict[str, Any]:
    frames = Decoder().feed(base64.b64decode(text))
    if len(frames) != 1:
        raise ValueError("a saved value is not one frame")
    return frames[0]
