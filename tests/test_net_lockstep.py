"""Lockstep rules: out-of-turn, foreign-seat, illegal, stale and duplicate moves change nothing;
a false refusal gets its sender voted out."""

from __future__ import annotations

import asyncio
import time

import pytest
from net_helpers import run, sign_move, start_game, until

from engine.errors import IllegalMoveError
from engine.helsinki import Move
from net.events import Decided
from net.lockstep import Received, Send
from net.messages import (
    Accuse,
    Ack,
    Certificate,
    Decide,
    MoveMessage,
    Proposal,
    Propose,
    Reject,
    VoteSig,
)
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
            legal = a.game.legal_moves()
            link_to_other, link_to_mover = mover.links[other.me], other.links[mover.me]
            before = snapshot(other), snapshot(mover)

            link_to_mover.send(MoveMessage(sign_move(other, 0, other_seat, legal[0])))  # off turn
            link_to_mover.send(MoveMessage(sign_move(other, 0, seat, legal[0])))  # not its seat
            link_to_other.send(MoveMessage(sign_move(mover, 0, 3, "end", epoch=0)))  # no seat 4
            await until(lambda: len(mover.rejected) + len(other.rejected) == 6)
            reasons = [r.reason for r in mover.rejected + other.rejected if r.by != r.peer]
            assert any("out of turn" in r for r in reasons)
            assert any("not signed by its runner" in r for r in reasons)
            assert any("beyond the game" in r for r in reasons)
            assert (snapshot(other), snapshot(mover)) == before
            assert a.status == b.status == "running"

            with pytest.raises(SessionError, match="not played here"):
                other.play(legal[0])
            with pytest.raises(IllegalMoveError):
                mover.play(Move.parse("end"))
            mover.play(legal[0])
            await until(lambda: a.agreed == b.agreed == 1)

            count = len(other.rejected)
            played = mover.core.ledger[0]
            link_to_other.send(MoveMessage(played))  # duplicate: ignored
            link_to_other.send(MoveMessage(sign_move(other, 0, seat, legal[1])))  # stale
            await until(lambda: len(other.rejected) == count + 1)
            assert "stale" in other.rejected[-1].reason
            link_to_other.send(MoveMessage(sign_move(mover, 3, seat, legal[0])))  # ahead: kept
            await until(lambda: (3, mover.me) in other.core.pending)
            assert snapshot(other) == snapshot(mover) and snapshot(other)[0] == 1
            assert a.status == b.status == "running"
        finally:
            await table.close()

    run(scenario())


def test_a_false_refusal_gets_its_sender_voted_out_and_the_game_goes_on() -> None:
    async def scenario() -> None:
        table = await start_game(2, drive=None)
        try:
            a, b = table.sessions
            assert a.game is not None
            mover = a if a.game.to_move in a.my_seats else b
            liar = b if mover is a else a
            mover.play(mover.game.legal_moves()[0])  # type: ignore[union-attr]
            await until(lambda: a.agreed == b.agreed == 1)
            liar.links[mover.me].send(Reject(0, "I do not like it", b"x" * 64))  # another move
            liar.links[mover.me].send(Reject(0, "I do not like it", mover.core.ledger[0].sig))
            events = table.events[table.sessions.index(mover)]
            await until(lambda: any(isinstance(e, Decided) for e in events), timeout=5)
            decided = next(e for e in events if isinstance(e, Decided))
            assert (decided.kind, decided.subject, decided.grounds) == ("remove", liar.me, "reject")
            assert decided.runner == mover.me and decided.voters == (mover.me,)
            assert mover.status == "running" and liar.me in mover.core.membership.removed
            for seat in mover.my_seats:
                if mover.bots[seat] is None:
                    mover.drive(seat, "random")
            await until(lambda: mover.status == "over", timeout=20)
            assert mover.agreed == mover.game.ply  # type: ignore[union-attr]
        finally:
            await table.close()

    run(scenario())


def test_a_seat_beyond_the_game_is_refused_everywhere_and_raises_nothing(
    caplog: pytest.LogCaptureFixture,
) -> None:
    """Three players: seat 4 (and seats below 1) named by the owner or by a peer's messages."""

    async def scenario() -> None:
        table = await start_game(3, drive=None)
        try:
            a, b, c = table.sessions
            assert a.game is not None
            before = snapshot(a)
            for seat in (3, 7, -1):
                with pytest.raises(SessionError, match="beyond the game"):
                    a.hand_to_bot(seat, "random")
                with pytest.raises(SessionError, match="beyond the game"):
                    a.drive(seat, "random")
            legal = a.game.legal_moves()
            first, second = (sign_move(c, 0, 3, move, epoch=0) for move in legal[:2])
            handover = Proposal(c.me, 0, "handover", 3, b.me, c.me, "random", 0, "lost")
            for message in (
                MoveMessage(first), Ack(first, "ab" * 16), Accuse(first, second),
                Propose(handover), Decide(Certificate(handover, (VoteSig(c.me, b"x" * 64),))),
                Propose(Proposal(c.me, 1, "giveback", 3, c.me, c.me, None, 0, "back")),
                Propose(Proposal(c.me, 2, "remove", 3, b.me, c.me, "random", 0, "desync")),
            ):  # fmt: skip
                c.links[a.me].send(message)
            await until(lambda: any("beyond the game" in r.reason for r in a.rejected))
            for _ in range(20):  # every message read and handled
                await asyncio.sleep(0.02)
            assert snapshot(a) == before
            assert [s.status for s in table.sessions] == ["running"] * 3
            assert set(a.links) == {b.me, c.me}
            assert not a.core.membership.removed and not a.core.decisions
        finally:
            await table.close()

    run(scenario())
    assert not [r for r in caplog.records if r.exc_info], "a traceback was logged"


def test_an_ack_goes_to_the_mover_at_once_and_to_the_others_with_the_turn() -> None:
    async def scenario() -> None:
        table = await start_game(3, drive=None)
        try:
            game = table.sessions[0].game
            assert game is not None and game.to_move is not None
            seat = game.to_move
            mover = next(s for s in table.sessions if seat in s.my_seats)
            taker, third = [s for s in table.sessions if s is not mover]
            move = game.legal_moves()[0]
            after = game.copy()
            after.play(move)
            signed = sign_move(mover, game.ply, seat, move, after.state_hash())
            effects = taker.core.handle(Received(mover.me, MoveMessage(signed)), time.monotonic())
            acks = [e for e in effects if isinstance(e, Send) and isinstance(e.message, Ack)]
            assert [(e.to, e.at_once) for e in acks] == [((mover.me,), True), ((third.me,), False)]
            ack = acks[0].message
            assert ack is acks[1].message and isinstance(ack, Ack) and ack.signed is signed
        finally:
            await table.close()

    run(scenario())
