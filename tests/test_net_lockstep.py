"""Lockstep rules: out-of-turn, foreign-seat, illegal, stale and duplicate moves change nothing."""

from __future__ import annotations

import json
from pathlib import Path

import pytest
from net_helpers import run, start_game, until

from engine import IllegalMoveError
from net.messages import MoveMessage
from net.session import Session, SessionError


def snapshot(session: Session) -> tuple[int, str]:
    assert session.game is not None
    return session.game.ply, session.game.state_hash()


def test_bad_moves_are_refused_logged_and_change_nothing() -> None:
    async def scenario() -> None:
        table = await start_game(2, drive=None)
        try:
            a, b = table.sessions
            assert a.game is not None
            seat = a.game.to_move
            assert seat is not None
            mover, other = (a, b) if seat in a.my_seats else (b, a)
            other_seat = other.my_seats[0]
            legal = [str(m) for m in a.game.legal_moves()]
            link_to_other, link_to_mover = mover.links[other.me], other.links[mover.me]
            before = snapshot(other), snapshot(mover)
            fake = "0" * 32

            link_to_mover.send(MoveMessage(0, other_seat, legal[0], fake))  # out of turn
            link_to_mover.send(MoveMessage(0, seat, legal[0], fake))  # not the sender's seat
            link_to_other.send(MoveMessage(0, seat, "end", fake))  # illegal now
            link_to_other.send(MoveMessage(0, seat, "fly away", fake))  # not a move
            await until(lambda: len(mover.rejected) + len(other.rejected) == 8)
            reasons = [r.reason for r in mover.rejected + other.rejected if r.by != r.peer]
            assert any("out of turn" in r for r in reasons)
            assert any("does not play seat" in r for r in reasons)
            assert sum("illegal" in r for r in reasons) >= 2
            assert (snapshot(other), snapshot(mover)) == before
            assert a.status == b.status == "running"

            with pytest.raises(SessionError, match="not played here"):
                other.play(legal[0])
            with pytest.raises(IllegalMoveError):
                mover.play("end")
            mover.play(legal[0])
            await until(lambda: a.agreed == b.agreed == 1)

            count = len(other.rejected)
            link_to_other.send(MoveMessage(0, seat, legal[0], fake))  # duplicate: ignored
            link_to_other.send(MoveMessage(0, seat, legal[1], fake))  # stale: refused
            await until(lambda: len(other.rejected) == count + 1)
            assert "stale" in other.rejected[-1].reason
            link_to_other.send(MoveMessage(3, seat, legal[0], fake))  # ahead: kept waiting
            await until(lambda: len(mover.rejected) >= 5)
            assert snapshot(other) == snapshot(mover) and snapshot(other)[0] == 1
            # The stale copy went out over the mover's own connection, so the refusal concerns
            # a move the mover made: the mover pauses the game rather than silently continue.
            await until(lambda: mover.status == "paused" and other.status == "paused")
            assert "refused our move 0" in mover.reason
        finally:
            await table.close()

    run(scenario())


def test_a_refused_own_move_pauses_the_game_and_both_peers_dump(tmp_path: Path) -> None:
    async def scenario() -> None:
        table = await start_game(2, drive=None, dump_dir=tmp_path)
        try:
            a, b = table.sessions
            assert a.game is not None
            mover = a if a.game.to_move in a.my_seats else b
            other = b if mover is a else a
            mover.play(mover.game.legal_moves()[0])  # type: ignore[union-attr]
            await until(lambda: a.agreed == b.agreed == 1)
            from net.messages import Reject

            other.links[mover.me].send(Reject(0, "I do not like it"))
            await until(lambda: mover.status == "paused" and other.status == "paused")
            assert "refused our move 0" in mover.reason
            assert mover.record is not None
            for session in (mover, other):
                assert len(session.dumps) == 1
                dump = json.loads(session.dumps[0].read_text())
                assert dump["seq"] == 0 and dump["move"]["move"] == str(mover.record.moves[0].move)
                assert "refused our move 0" in dump["reason"]
        finally:
            await table.close()

    run(scenario())
