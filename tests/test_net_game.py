"""Whole games on loopback: 2, 3 and 4 peers in one process, bots at every seat."""

from __future__ import annotations

from functools import partial
from pathlib import Path

import pytest
from net_helpers import FAST, LOOPBACK, Table, all_agreed, run, start_game, until

from engine.helsinki import Game, Move
from engine.record import read_record, replay
from net.events import Agreed, GameOver, Started
from net.messages import GameOptions
from net.peer import LocalPeer
from net.session import Session
from net.spectator import Spectator


def finished(table: Table) -> bool:
    return all(s.status == "over" and s.agreed == s.game.ply for s in table.sessions if s.game)


def assert_same_game(table: Table) -> None:
    """Identical records everywhere, every hash agreed, and the record replays."""
    records = [s.record for s in table.sessions]
    assert all(r is not None for r in records)
    first = records[0]
    assert first is not None
    for record in records[1:]:
        assert record is not None
        assert record.moves == first.moves
        assert record.seed == first.seed and record.result == first.result
    assert first.result is not None
    game = replay(first, verify=True)
    assert game.is_over
    for session, events in zip(table.sessions, table.events, strict=True):
        assert session.agreed == len(first.moves)
        agreed = [e for e in events if isinstance(e, Agreed)]
        assert [e.seq for e in agreed] == list(range(len(first.moves)))
        assert [e.hash for e in agreed] == [m.hash for m in first.moves]
        assert not session.rejected and not session.dumps
        assert sum(isinstance(e, Started) for e in events) == 1
        assert sum(isinstance(e, GameOver) for e in events) == 1


@pytest.mark.parametrize("players", [2, 3, 4])
def test_peers_play_a_whole_game_in_lockstep(players: int, tmp_path: Path) -> None:
    async def scenario() -> None:
        table = await start_game(players, autosave_dir=tmp_path)
        try:
            await until(lambda: finished(table), timeout=30)
            assert_same_game(table)
            seeds = {s.seed for s in table.sessions}
            assert len(seeds) == 1 and len(seeds.pop()) == 64
            table.sessions[0].flush()
            saved = read_record(tmp_path / "peer0.json")
            assert table.sessions[0].record is not None
            assert saved.moves == table.sessions[0].record.moves
        finally:
            await table.close()

    run(scenario())


def test_bots_in_the_roster_and_options_reach_every_engine() -> None:
    async def scenario() -> None:
        options = GameOptions(4, "new-challenges", True, False, 2)
        table = await start_game(4, options=options, bots=2, drive="greedy")
        try:
            assert len(table.sessions) == 2
            host = table.sessions[0]
            assert [host.bots[s] for s in host.my_seats] == [None, "random", "random"]
            for session in table.sessions:
                assert session.game is not None
                assert session.game.start_seat == 2
                assert isinstance(session.game, Game) and session.game.options.dry_roads
            await until(lambda: finished(table), timeout=40)
            assert_same_game(table)
        finally:
            await table.close()

    run(scenario(), timeout=60)


def test_a_spectator_joins_a_running_game_and_follows_it_live() -> None:
    async def scenario() -> None:
        table = await start_game(3, drive=None)
        watcher = None
        try:
            sessions = table.sessions
            for _ in range(10):  # a few moves before the spectator arrives
                game = sessions[0].game
                assert game is not None
                seat = game.to_move
                owner = next(s for s in sessions if seat in s.my_seats)
                ply = game.ply + 1
                owner.play(game.legal_moves()[0])
                await until(partial(all_agreed, sessions, ply))
            watcher = await Spectator.watch(
                LocalPeer("Watcher", LOOPBACK, FAST), "127.0.0.1", sessions[1].peer.port
            )
            await until(lambda: watcher is not None and watcher.game is not None
                        and watcher.game.ply == 10)  # fmt: skip
            for session in sessions:
                for seat in session.my_seats:
                    session.drive(seat, "random")
            await until(lambda: finished(table) and watcher is not None
                        and watcher.status == "over", timeout=30)  # fmt: skip
            assert watcher.record is not None and sessions[0].record is not None
            assert watcher.record.moves == sessions[0].record.moves
            with pytest.raises(Exception, match=r"not played here|cannot move"):
                sessions[0].play(Move.parse("end"))
        finally:
            if watcher is not None:
                await watcher.close()
            await table.close()

    run(scenario())


def test_a_session_refuses_a_plan_without_this_peer() -> None:
    async def scenario() -> None:
        table = await start_game(2, drive=None)
        try:
            plan_peer = LocalPeer("Stranger", LOOPBACK, FAST)
            from net.lobby import Plan

            with pytest.raises(Exception, match="not in the game's roster"):
                Session(Plan(table.sessions[0].start_message, plan_peer))
        finally:
            await table.close()

    run(scenario())
