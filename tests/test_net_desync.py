"""Injected desyncs: detected at the first differing move, dumped, rebuilt or paused."""

from __future__ import annotations

import asyncio
import json
from collections.abc import Sequence
from functools import partial
from pathlib import Path

import pytest
from net_helpers import Table, all_agreed, run, start_game, until

from engine.helsinki import Game
from engine.record import replay
from net.events import Decided, DesyncDetected, Rebuilt
from net.lockstep import Effect, Send
from net.messages import Desync
from net.session import Session


async def play_manually(table: Table, moves: int) -> None:
    """Play ``moves`` first legal moves, waiting for agreement after each."""
    for _ in range(moves):
        game = table.sessions[0].game
        assert game is not None
        owner = next(s for s in table.sessions if game.to_move in s.my_seats)
        ply = game.ply + 1
        owner.play(game.legal_moves()[0])
        await until(partial(all_agreed, table.sessions, ply))


def drive_all(table: Table) -> None:
    for session in table.sessions:
        for seat in session.my_seats:
            session.drive(seat, "random")


def corrupt(session: Session) -> None:
    """Change the state behind the engine's back, as a bug or a bit flip would."""
    assert isinstance(session.game, Game)
    session.game.superstructures -= 1


def test_the_minority_rebuilds_from_the_record_and_play_goes_on(tmp_path: Path) -> None:
    async def scenario() -> None:
        table = await start_game(3, drive=None, dump_dir=tmp_path)
        try:
            await play_manually(table, 5)
            victim = table.sessions[2]
            corrupt(victim)
            drive_all(table)
            await until(lambda: all(s.status == "over" for s in table.sessions), timeout=20)
            await until(lambda: all(s.game and s.agreed == s.game.ply for s in table.sessions))
            records = [s.record for s in table.sessions]
            assert records[0] is not None
            assert all(r is not None and r.moves == records[0].moves for r in records)
            replay(records[0], verify=True)
            rebuilt = [e for e in table.events[2] if isinstance(e, Rebuilt)]
            assert [e.seq for e in rebuilt] == [5]
            for events in table.events:
                detected = [e for e in events if isinstance(e, DesyncDetected)]
                assert detected and detected[0].seq == 5
                assert len(set(detected[0].hashes.values())) == 2
            dump = json.loads(victim.dumps[0].read_text())
            assert dump["seq"] == 5 and dump["majority"] in dump["hashes"].values()
            assert victim.record is not None
            assert dump["move"]["move"] == str(victim.record.moves[5].move)
            assert {p["name"] for p in dump["peers"]} == {"Host", "Peer1", "Peer2"}
            assert len(dump["record"]["moves"]) >= 6 and dump["state"]
        finally:
            await table.close()

    run(scenario())


def test_without_a_majority_the_game_pauses_with_a_reason(tmp_path: Path) -> None:
    async def scenario() -> None:
        table = await start_game(2, drive=None, dump_dir=tmp_path)
        try:
            await play_manually(table, 3)
            corrupt(table.sessions[1])
            drive_all(table)
            await until(lambda: all(s.status == "paused" for s in table.sessions), timeout=10)
            for session in table.sessions:
                assert "desync at move 3" in session.reason
                assert session.agreed == 3
                assert session.dumps
            plies = [s.game.ply for s in table.sessions if s.game]
            await asyncio.sleep(0.3)  # bots would have played many moves by now
            assert plies == [s.game.ply for s in table.sessions if s.game]  # nothing moves on
            assert len(list(tmp_path.glob("desync-*.json"))) == 2
        finally:
            await table.close()

    run(scenario())


def finish_without(table: Table, faulty: Session) -> list[Session]:
    """The peers other than ``faulty``."""
    return [s for s in table.sessions if s is not faulty]


def test_a_peer_whose_rebuild_does_not_help_pauses_and_the_others_vote_it_out(
    tmp_path: Path,
) -> None:
    async def scenario() -> None:
        table = await start_game(3, drive=None, dump_dir=tmp_path)
        try:
            await play_manually(table, 4)
            faulty = table.sessions[1]

            def broken_hash(game: Game) -> str:
                return "f" * 32 if game.ply >= 6 else game.state_hash()

            faulty.state_hash = broken_hash
            drive_all(table)
            await until(lambda: faulty.status == "paused", timeout=10)
            assert "still different after a rebuild" in faulty.reason
            honest = finish_without(table, faulty)
            await until(lambda: all(s.status == "over" for s in honest), timeout=20)
            for session in honest:
                index = table.sessions.index(session)
                decided = [e for e in table.events[index] if isinstance(e, Decided)]
                assert [(e.kind, e.subject) for e in decided] == [("remove", faulty.me)]
                assert decided[0].grounds in ("hash", "desync")
                assert set(decided[0].voters) == {s.me for s in honest}
            first, second = (s.record for s in honest)
            assert first is not None and second is not None and first.moves == second.moves
            replay(first, verify=True)
            dumps = [json.loads(path.read_text()) for path in faulty.dumps]  # with the reason
            assert any(d["reason"] == faulty.reason and d["move"]["move"] for d in dumps)
        finally:
            await table.close()

    run(scenario())


def test_a_minority_that_stays_silent_is_voted_out_after_the_wait(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    async def scenario() -> None:
        table = await start_game(3, drive=None, dump_dir=tmp_path)
        try:
            await play_manually(table, 4)
            silent = table.sessions[2]
            silent.state_hash = lambda game: "0" * 32  # its engine goes wrong for good
            carry_out = silent._carry_out

            def unheard(effects: Sequence[Effect]) -> None:  # and it tells nobody
                carry_out([e for e in effects if not (isinstance(e, Send)
                                                      and isinstance(e.message, Desync))])

            monkeypatch.setattr(silent, "_carry_out", unheard)
            drive_all(table)
            majority = table.sessions[:2]

            def decided_and_over() -> bool:  # (the vote may come after the last move)
                return all(s.status == "over" for s in majority) and all(
                    any(isinstance(e, Decided) for e in table.events[index]) for index in (0, 1)
                )

            await until(decided_and_over, timeout=20)
            for index in (0, 1):
                decided = [e for e in table.events[index] if isinstance(e, Decided)]
                assert [(e.kind, e.subject, e.grounds) for e in decided] == [
                    ("remove", silent.me, "hash")
                ]
                assert decided[0].ply >= 4
            assert majority[0].record is not None and majority[1].record is not None
            assert majority[0].record.moves == majority[1].record.moves
            assert len(list(tmp_path.glob("desync-*-4-*.json"))) >= 2
        finally:
            await table.close()

    run(scenario())
