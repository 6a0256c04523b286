"""Discovery on 127.0.0.1 only: announce in one mDNS stack, browse in another."""

from __future__ import annotations

import asyncio
import contextlib
from dataclasses import replace

import pytest
from net_helpers import FAST, LOOPBACK, run, until
from zeroconf import DNSIncoming  # type: ignore[attr-defined]
from zeroconf.asyncio import AsyncServiceBrowser

from engine.helsinki import RULESET_VERSION, Action, Options, Variant
from net import discovery
from net.commit import new_id
from net.config import PROTOCOL_VERSION
from net.discovery import (
    RECORD_TTL,
    Announcement,
    Browser,
    Changed,
    Conflict,
    Event,
    Found,
    GameInfo,
    Gone,
    TxtError,
    open_zeroconf,
    parse_txt,
)
from net.lobby import LobbyHost
from net.lobby_client import LobbyClient
from net.messages import GameOptions
from net.peer import LocalPeer


async def next_about(browser: Browser, game_id: str, timeout: float = 5) -> Event:
    """The next event about one game (other test runs on this host may announce theirs)."""
    while True:
        event = await browser.next_event(timeout=timeout)
        if event.game.id == game_id:
            return event


GAME = GameInfo(
    id="0123456789abcdef",
    name="Friday night",
    host="",
    port=40123,
    addresses=(),
    state="lobby",
    taken=1,
    total=3,
    pin=True,
    proto=PROTOCOL_VERSION,
    ruleset=RULESET_VERSION,
    creator="Anna",
    rules=Options.covering(
        [Action.MOVE6, Action.WILD1, Action.SECOND, Action.POINTS, Action.RELOCATE], True, 2
    ),
    turn_timer=120,
)


def test_a_game_is_listed_updated_and_removed() -> None:
    game_info = replace(GAME, id=new_id())  # unique, in case another run announces too

    async def scenario() -> None:
        host_zc, guest_zc = open_zeroconf(LOOPBACK), open_zeroconf(LOOPBACK)
        browser = Browser(guest_zc, LOOPBACK)
        announcement = Announcement(host_zc, game_info, LOOPBACK)
        try:
            await browser.start()
            await announcement.start()
            found = await next_about(browser, game_info.id)
            assert isinstance(found, Found)
            game = found.game
            assert (game.id, game.name, game.port) == (game_info.id, game_info.name, 40123)
            assert game.state == "lobby"
            assert game.addresses == ("127.0.0.1",)
            assert (game.taken, game.total, game.pin) == (1, 3, True)
            assert (game.creator, game.rules) == ("Anna", game_info.rules)
            assert game.compatible and game.joinable
            assert browser.games[game_info.id] == game

            await announcement.update(replace(game_info, state="running", taken=3))
            changed = await next_about(browser, game_info.id)
            assert isinstance(changed, Changed)
            assert (changed.game.state, changed.game.taken) == ("running", 3)
            assert not changed.game.joinable

            await announcement.withdraw()
            # the goodbye is checked with a question; should the check be answered by a record
            # still in flight, the game goes when its record expires (within 8 s)
            gone = await next_about(browser, game_info.id, timeout=10)
            assert isinstance(gone, Gone) and gone.game.id == game_info.id
            assert game_info.id not in browser.games
        finally:
            await announcement.withdraw()
            await browser.close()
            await host_zc.async_close()
            await guest_zc.async_close()

    run(scenario(), timeout=30)


def test_the_direct_question_lists_games_already_announced(
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    """Without zeroconf's own browsing, the browser's direct question alone finds the game: a
    third mDNS stack on port 5353 (another client on this computer) does not take the answer,
    and a second browser asking right after the first is answered too."""

    class Mute(AsyncServiceBrowser):  # zeroconf's browser, asking nothing
        async def _async_start_query_sender(self) -> None:
            pass

    monkeypatch.setattr(discovery, "AsyncServiceBrowser", Mute)
    game_info = replace(GAME, id=new_id())

    async def scenario() -> None:
        stacks = [open_zeroconf(LOOPBACK) for _ in range(2)]
        announcement = Announcement(stacks[0], game_info, LOOPBACK)
        await announcement.start()
        browsers = []
        try:
            for _ in range(2):
                stacks.append(open_zeroconf(LOOPBACK))  # opened after the announcement
                browsers.append(Browser(stacks[-1], LOOPBACK))
                await browsers[-1].start()
                found = await next_about(browsers[-1], game_info.id)
                assert isinstance(found, Found) and found.game.name == "Friday night"
                assert found.game.addresses == ("127.0.0.1",)
        finally:
            await announcement.withdraw()
            for browser in browsers:
                await browser.close()
            for stack in stacks:
                await stack.async_close()

    run(scenario(), timeout=20)


def test_every_direct_question_is_a_new_packet() -> None:
    """Responders drop a packet equal to one seen within 0.8 s: questions differ by their id."""
    questions = [discovery.direct_question() for _ in range(20)]
    for packets in questions:
        (packet,) = packets
        message = DNSIncoming(packet)
        assert message.is_query() and message.id != 0
        assert [(q.name, q.type) for q in message.questions] == [("_helsinki._tcp.local.", 12)]
    assert len({packets[0] for packets in questions}) > 15


def test_txt_records_round_trip_and_bad_ones_are_refused() -> None:
    props: dict[str, str | None] = dict(GAME.properties())
    assert parse_txt(props, "", GAME.port, ()) == GAME
    for key, value in [
        ("txtvers", "2"),
        ("proto", "x"),
        ("id", "nothex"),
        ("state", "paused"),
        ("seats", "5/4"),
        ("seats", "1-4"),
        ("pin", "yes"),
        ("name", None),
    ]:
        with pytest.raises(TxtError):
            parse_txt({**props, key: value}, "", 1, ())
    # the optional keys only describe the game: missing or unknown, they are left out
    bare = parse_txt({**props, "creator": None, "variant": "chess", "dry": None, "timer": None},
                     "", GAME.port, ())  # fmt: skip
    assert (bare.creator, bare.rules, bare.turn_timer) == ("", None, 0)
    assert replace(bare, creator="Anna", rules=GAME.rules, turn_timer=120) == GAME
    assert props["cover"] == "move6,wild1,second,points,relocate" and props["start"] == "2"
    assert props["timer"] == "120" and "timer" not in replace(GAME, turn_timer=0).properties()
    for value in ("7", "-60", "x", "9" * 40):  # a timer the host cannot have chosen: none shown
        assert parse_txt({**props, "timer": value}, "", GAME.port, ()).turn_timer == 0
    for key, value in [("cover", "move6,fly"), ("cover", "move6"), ("start", "3"), ("start", "x")]:
        odd = parse_txt({**props, key: value}, "", GAME.port, ())  # left out, the rest kept
        assert odd.rules is not None and odd.rules.variant == Variant.NEW_CHALLENGES
        assert (odd.rules.cover is None) == (key == "cover")
        assert (odd.rules.start_seat is None) == (key == "start")
    tricky = parse_txt({**props, "name": "Fri\x1bday\n", "creator": "A\x00nna"}, "", GAME.port, ())
    assert (tricky.name, tricky.creator) == ("Friday", "Anna")


def test_a_lobby_is_found_joined_and_its_seats_and_state_follow() -> None:
    async def scenario() -> None:
        host_zc, guest_zc = open_zeroconf(LOOPBACK), open_zeroconf(LOOPBACK)
        browser = Browser(guest_zc, LOOPBACK)
        host = LobbyHost(LocalPeer("Host", LOOPBACK, FAST), "Sauna league", GameOptions(players=2))
        await host.open()
        announcement = None
        joined = None
        try:
            await browser.start()
            announcement = await host.announce(host_zc)
            event = await next_about(browser, host.game_id)
            assert isinstance(event, Found) and event.game.name == "Sauna league"
            assert (event.game.taken, event.game.total) == (1, 2) and event.game.joinable
            assert event.game.creator == "Host" and event.game.rules == Options()
            game = event.game
            joined = await LobbyClient.join(
                LocalPeer("Guest", LOOPBACK, FAST), game.addresses[0], game.port
            )
            event = await next_about(browser, host.game_id)
            assert isinstance(event, Changed) and (event.game.taken, event.game.total) == (2, 2)
            host.set_options(rules=Options(Variant.FIRST_GAME, dry_roads=True))
            event = await next_about(browser, host.game_id)
            assert isinstance(event, Changed)
            assert event.game.rules == Options(Variant.FIRST_GAME, dry_roads=True)
            host.set_ready(True)
            joined.set_ready(True)
            await until(lambda: host.why_not_startable() is None)
            await host.start()
            event = await next_about(browser, host.game_id)
            assert isinstance(event, Changed) and event.game.state == "running"
        finally:
            if announcement is not None:
                await announcement.withdraw()
            await browser.close()
            await host.peer.close()
            if joined is not None:
                await joined.peer.close()
            await host_zc.async_close()
            await guest_zc.async_close()

    run(scenario(), timeout=20)


async def events_about(browser: Browser, game_id: str, seconds: float) -> list[Event]:
    """Every event about one game during ``seconds``."""
    loop = asyncio.get_running_loop()
    deadline = loop.time() + seconds
    seen: list[Event] = []
    while (left := deadline - loop.time()) > 0:
        with contextlib.suppress(TimeoutError):
            event = await browser.next_event(timeout=left)
            if event.game.id == game_id:
                seen.append(event)
    return seen


def test_an_impostor_reusing_a_game_id_is_a_conflict_and_never_takes_its_place() -> None:
    real = replace(GAME, id=new_id())

    async def scenario() -> None:
        stacks = [open_zeroconf(LOOPBACK) for _ in range(3)]
        browser = Browser(stacks[2], LOOPBACK)
        announcement = Announcement(stacks[0], real, LOOPBACK)
        impostor = Announcement(stacks[1], replace(real, port=40999, name="Free beer"), LOOPBACK)
        try:
            await browser.start()
            await announcement.start()
            assert isinstance(await next_about(browser, real.id), Found)
            await impostor.start()
            conflict = await next_about(browser, real.id)
            assert isinstance(conflict, Conflict), conflict
            assert (conflict.game.port, conflict.game.name) == (40123, "Friday night")
            assert conflict.game.rivals == ("127.0.0.1:40999",)
            # both answer every refresh, for more than a TTL: the listing never flips
            later = await events_about(browser, real.id, RECORD_TTL + 1)
            assert later == [], later
            assert browser.games[real.id].port == 40123 and browser.games[real.id].conflict
            await impostor.withdraw()
            ended = await next_about(browser, real.id)
            assert isinstance(ended, Changed) and not ended.game.conflict
            assert ended.game.port == 40123
        finally:
            await impostor.withdraw()
            await announcement.withdraw()
            await browser.close()
            for stack in stacks:
                await stack.async_close()

    run(scenario(), timeout=40)


def test_a_forged_goodbye_does_not_hide_a_game_that_still_answers() -> None:
    real = replace(GAME, id=new_id())

    async def scenario() -> None:
        stacks = [open_zeroconf(LOOPBACK) for _ in range(3)]
        browser = Browser(stacks[2], LOOPBACK)
        announcement = Announcement(stacks[0], real, LOOPBACK)
        forger = Announcement(stacks[1], real, LOOPBACK)  # the very same records
        try:
            await browser.start()
            await announcement.start()
            assert isinstance(await next_about(browser, real.id), Found)
            await forger.start()
            await forger.withdraw()  # goodbye packets for the real game's records
            assert await events_about(browser, real.id, 3.0) == []
            assert real.id in browser.games
            await announcement.withdraw()  # a real goodbye: nobody answers the check
            assert isinstance(await next_about(browser, real.id), Gone)
        finally:
            await announcement.withdraw()
            await browser.close()
            for stack in stacks:
                await stack.async_close()

    run(scenario(), timeout=30)
