"""The browser's listing, driven with made-up times: refreshes, expiry checked before a game is
gone, goodbyes that are checked, and ids claimed by two announcements."""

from __future__ import annotations

from dataclasses import replace

import pytest

from net.games import Changed, Conflict, Event, Found, GameInfo, Gone
from net.listing import MAX_SIGHTINGS, REFRESH_AT, STALE_WINDOW, VERIFY_WINDOW, Listing

GAME_ID = "0123456789abcdef"
NAME = f"helsinki-{GAME_ID}._helsinki._tcp.local."
SERVER = f"helsinki-{GAME_ID}.local."
TTL = 5.0
GAME = GameInfo(GAME_ID, "Friday night", SERVER, 4000, ("10.0.0.5",), "lobby", 1, 3, False,
                2, "helsinki-1")  # fmt: skip


def txt(**changes: str) -> dict[str, str | None]:
    return {**GAME.properties(), **changes}


def heard(listing: Listing, now: float, port: int = 4000, address: str = "10.0.0.5",
          name: str = NAME, **changes: str) -> list[Event]:  # fmt: skip
    return listing.seen(now, name, SERVER, port, TTL, [address], txt(**changes))


def run_until(listing: Listing, start: float, end: float, step: float = 0.05) -> tuple[
    list[float], list[tuple[float, Event]]
]:
    """Tick from ``start`` to ``end``: when questions were asked and what was reported."""
    asked, reported = [], []
    for index in range(round((end - start) / step) + 1):
        now = start + index * step
        ask, events = listing.due(now)
        if ask:
            asked.append(round(now, 2))
        reported += [(round(now, 2), event) for event in events]
    return asked, reported


def test_a_silent_game_is_questioned_then_checked_then_gone() -> None:
    listing = Listing()
    (found,) = heard(listing, 0.0)
    assert isinstance(found, Found) and found.game.port == 4000
    asked, reported = run_until(listing, 0.0, 8.0)
    refreshes = [round(f * TTL, 2) for f in REFRESH_AT]
    assert asked == pytest.approx([*[pytest.approx(r, abs=0.05) for r in refreshes], TTL], abs=0.05)
    ((when, gone),) = reported
    assert isinstance(gone, Gone) and gone.game.id == GAME_ID
    assert when == pytest.approx(TTL + VERIFY_WINDOW, abs=0.06)
    assert listing.games == {}


def test_a_game_that_answers_stays_listed() -> None:
    listing = Listing()
    heard(listing, 0.0)
    for answer in (3.8, 7.6, 11.4):  # answers to the refresh questions
        run_until(listing, answer - 3.8, answer - 0.05)
        assert heard(listing, answer) == []
    _, reported = run_until(listing, 11.4, 15.0)
    assert reported == [] and GAME_ID in listing.games


def test_a_goodbye_is_checked_and_a_game_that_still_answers_is_kept() -> None:
    listing = Listing()
    heard(listing, 0.0)
    assert listing.goodbye(1.0, NAME, SERVER, 4000)  # doubted: question it
    assert not listing.goodbye(1.1, NAME, SERVER, 4000)  # already being checked
    assert heard(listing, 1.2) == []  # it answered
    _, reported = run_until(listing, 1.2, 4.0)
    assert reported == [] and GAME_ID in listing.games


def test_a_goodbye_that_nobody_contradicts_removes_the_game() -> None:
    listing = Listing()
    heard(listing, 0.0)
    assert listing.goodbye(1.0, NAME)  # for the whole name, as a PTR goodbye says
    _, reported = run_until(listing, 1.0, 1.0 + VERIFY_WINDOW + 0.1)
    assert [type(event) for _, event in reported] == [Gone]


def test_an_id_announced_twice_is_a_conflict_that_never_flips() -> None:
    listing = Listing()
    heard(listing, 0.0)
    (conflict,) = heard(listing, 0.5, port=5000, address="10.0.0.66", name="evil." + NAME)
    assert isinstance(conflict, Conflict)
    assert (conflict.game.port, conflict.game.rivals) == (4000, ("10.0.0.66:5000",))
    assert conflict.game.conflict and listing.games[GAME_ID].conflict
    for step in range(20):  # both keep answering, in turn: nothing changes
        now = 1.0 + step * 0.25
        if step % 2:
            assert heard(listing, now) == []
        else:
            assert heard(listing, now, port=5000, address="10.0.0.66", name="evil." + NAME) == []
        assert listing.due(now)[1] == []
    assert listing.games[GAME_ID].port == 4000
    # the impostor stops answering: its announcement dies, the conflict ends
    last = 5.75
    events: list[Event] = []
    for step in range(1, 200):
        now = last + step * 0.05
        if step % 20 == 0:
            heard(listing, now)
        events += listing.due(now)[1]
    (changed,) = events
    assert isinstance(changed, Changed) and changed.game.rivals == () and changed.game.port == 4000


def test_the_same_name_at_two_ports_is_a_conflict_too() -> None:
    listing = Listing()
    heard(listing, 0.0)
    (conflict,) = heard(listing, 0.1, port=4001)
    assert isinstance(conflict, Conflict) and conflict.game.rivals == ("10.0.0.5:4001",)
    (changed,) = heard(listing, 0.2, address="10.0.0.9")  # another address of the same host
    assert isinstance(changed, Changed) and changed.game.addresses == ("10.0.0.5", "10.0.0.9")
    assert (changed.game.port, changed.game.rivals) == (4000, ("10.0.0.5:4001",))


def test_a_changed_txt_record_is_a_change_and_a_bad_one_is_ignored() -> None:
    listing = Listing()
    heard(listing, 0.0)
    (changed,) = heard(listing, 1.0, seats="2/3")
    assert isinstance(changed, Changed) and changed.game.taken == 2
    assert listing.seen_txt(1.5, NAME, txt(state="running")) != []
    assert listing.games[GAME_ID].state == "running"
    (gone,) = heard(listing, 2.0, seats="9/3")  # malformed: the announcement lists nothing
    assert isinstance(gone, Gone)


def test_a_former_txt_record_still_in_flight_is_no_change_back() -> None:
    listing = Listing()
    heard(listing, 0.0)
    (changed,) = heard(listing, 1.0, state="running")
    assert isinstance(changed, Changed) and changed.game.state == "running"
    assert heard(listing, 1.0 + STALE_WINDOW / 2) == []  # an answer sent before the change
    assert listing.games[GAME_ID].state == "running"
    (back,) = heard(listing, 1.0 + STALE_WINDOW * 2)  # a real change back, later
    assert isinstance(back, Changed) and back.game.state == "lobby"


def test_a_flood_of_announcements_is_bounded() -> None:
    listing = Listing()
    for index in range(MAX_SIGHTINGS + 50):
        game_id = f"{index:016x}"
        name = f"helsinki-{game_id}._helsinki._tcp.local."
        listing.seen(0.0, name, SERVER, 4000, TTL, ["10.0.0.5"], txt(id=game_id))
    assert len(listing.games) == MAX_SIGHTINGS
    assert replace(listing.games[f"{0:016x}"], rivals=()) == listing.games[f"{0:016x}"]
