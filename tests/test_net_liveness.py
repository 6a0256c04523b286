"""A peer dies: the others notice, wait on its seat, and it rejoins or a bot takes over."""

from __future__ import annotations

import asyncio
import json

import pytest
from net_helpers import FAST, LOOPBACK, Table, run, start_game, until

from engine.record import replay
from net.events import Decided, Event, PeerBack, PeerLost
from net.identity import Identity
from net.peer import LocalPeer
from net.session import ResumeState, Session, SessionError


def over_and_agreed(sessions: list[Session]) -> bool:
    return all(s.status == "over" and s.game and s.agreed == s.game.ply for s in sessions)


async def play_until_ply(table: Table, ply: int) -> None:
    await until(lambda: all(s.game and s.game.ply >= ply for s in table.sessions), timeout=10)


def test_heartbeats_keep_an_idle_game_connected() -> None:
    async def scenario() -> None:
        table = await start_game(3, drive=None)
        try:
            links = [dict(s.links) for s in table.sessions]
            await asyncio.sleep(2.5 * FAST.dead_after)  # nobody moves
            assert [s.links for s in table.sessions] == links
            assert not any(isinstance(e, PeerLost) for events in table.events for e in events)
            assert all(s.status == "running" for s in table.sessions)
        finally:
            await table.close()

    run(scenario())


def test_a_silent_peer_is_noticed_and_rejoins_with_its_key(tmp_path: object) -> None:
    async def scenario() -> None:
        table = await start_game(3, drive=None)
        survivors, victim = table.sessions[:2], table.sessions[2]
        try:
            for session in table.sessions:
                for seat in session.my_seats:
                    session.drive(seat, "random")
            await play_until_ply(table, 20)
            saved = json.loads(json.dumps(victim.resume_state().to_dict()))
            victim.freeze()  # hung: no messages, sockets still open
            await until(lambda: all(victim.me in s.lost for s in survivors), timeout=5)
            for events in table.events[:2]:
                lost = [e for e in events if isinstance(e, PeerLost)]
                assert (
                    lost and "silent" in lost[0].reason and lost[0].seats == tuple(victim.my_seats)
                )
            await until(lambda: all(s.status == "waiting" for s in survivors), timeout=10)
            assert victim.peer.name in survivors[0].reason
            await victim.peer.close()

            resume = ResumeState.from_dict(saved)
            back_events: list[Event] = []
            peer = LocalPeer(
                resume.name, LOOPBACK, FAST, peer_id=resume.peer_id, identity=resume.identity()
            )
            back = await Session.rejoin(resume, peer, on_event=back_events.append)
            table.sessions[2] = back
            for seat in back.my_seats:
                back.drive(seat, "random")
            await until(lambda: over_and_agreed(table.sessions), timeout=20)
            records = [s.record for s in table.sessions]
            assert records[0] is not None
            assert all(r is not None and r.moves == records[0].moves for r in records)
            replay(records[0], verify=True)
            for events in table.events[:2]:
                assert any(isinstance(e, PeerBack) and e.peer == victim.me for e in events)
        finally:
            await table.close()

    run(scenario())


@pytest.mark.parametrize("how", ["crash", "bye"])
def test_the_game_goes_on_without_its_creator_with_a_bot_in_its_seat(how: str) -> None:
    async def scenario() -> None:
        table = await start_game(3, drive=None)
        victim, keeper, asker = table.sessions  # the lobby creator leaves
        try:
            for session in table.sessions:
                for seat in session.my_seats:
                    session.drive(seat, "random")
            await play_until_ply(table, 10)
            saved = victim.resume_state()
            if how == "crash":
                victim.abort()
            else:
                await victim.close("going home")
            await victim.peer.close()
            await until(lambda: all(victim.me in s.lost for s in (keeper, asker)), timeout=5)
            seat = victim.my_seats[0]
            with pytest.raises(SessionError, match="not missing"):
                asker.hand_to_bot(keeper.my_seats[0], "random")
            asker.hand_to_bot(seat, "greedy")  # a proposal: both vote, the first peer runs the bot
            await until(lambda: keeper.owner[seat] == keeper.me == asker.owner[seat], timeout=5)
            for events in table.events[1:]:
                decided = [e for e in events if isinstance(e, Decided)]
                assert [(e.kind, e.seat, e.subject, e.runner, e.bot, e.grounds) for e in decided] \
                    == [("handover", seat, victim.me, keeper.me, "greedy", "lost")]
                assert set(decided[0].voters) == {keeper.me, asker.me}
            await until(lambda: over_and_agreed([keeper, asker]), timeout=30)
            assert keeper.record is not None and asker.record is not None
            assert keeper.record.moves == asker.record.moves
            replay(keeper.record, verify=True)

            # coming back after the end, the player learns who played its seat, and follows
            seen: list[Event] = []
            peer = LocalPeer("Back", LOOPBACK, FAST, peer_id=saved.peer_id,
                             identity=saved.identity())  # fmt: skip
            back = await Session.rejoin(saved, peer, on_event=seen.append)
            table.sessions.append(back)
            await until(lambda: back.record is not None and back.record.moves
                        == keeper.record.moves)  # type: ignore[union-attr]  # fmt: skip
            assert back.owner[seat] == keeper.me and seat not in back.my_seats
            assert any(isinstance(e, Decided) and e.subject == victim.me for e in seen)
        finally:
            table.sessions = [s for s in table.sessions if s is not victim]
            await table.close()

    run(scenario())


def test_a_rejoin_signed_by_another_key_is_refused() -> None:
    async def scenario() -> None:
        table = await start_game(2, drive=None)
        try:
            victim = table.sessions[1]
            saved = victim.resume_state()
            victim.abort()
            await victim.peer.close()
            await until(lambda: victim.me in table.sessions[0].lost, timeout=5)
            imposter = Identity.generate()
            saved.private_key = imposter.private
            peer = LocalPeer("Imposter", LOOPBACK, FAST, peer_id=saved.peer_id, identity=imposter)
            with pytest.raises(SessionError, match="no peer"):
                await Session.rejoin(saved, peer)
            await peer.close()
            assert victim.me in table.sessions[0].lost
        finally:
            table.sessions = table.sessions[:1]
            await table.close()

    run(scenario())


@pytest.mark.parametrize("side", ["earlier", "later"])
def test_a_dropped_link_between_live_peers_is_dialed_again(side: str) -> None:
    async def scenario() -> None:
        table = await start_game(3, drive=None)
        earlier, later = table.sessions[1], table.sessions[2]
        try:
            for session in table.sessions:
                for seat in session.my_seats:
                    session.drive(seat, "random")
            await play_until_ply(table, 10)
            closer, other = (earlier, later) if side == "earlier" else (later, earlier)
            closer.links[other.me].close("cable pulled")
            await until(lambda: any(isinstance(e, PeerBack) for e in table.events[2]), timeout=5)
            await until(lambda: over_and_agreed(table.sessions), timeout=20)
            records = [s.record for s in table.sessions]
            assert records[0] is not None
            assert all(r is not None and r.moves == records[0].moves for r in records)
        finally:
            await table.close()

    run(scenario())
