"""The network bar: peers told by pictograms and words (never colours), and every banner of an
online game made again in the new language when the player switches."""

from __future__ import annotations

import asyncio
from collections.abc import Callable
from functools import partial
from pathlib import Path
from types import SimpleNamespace

import pytest
from pytestqt.qtbot import QtBot

from client.app import MainWindow
from client.online import OnlineSession
from net.events import (
    Decided,
    DesyncDetected,
    Event,
    PeerBack,
    PeerLost,
    Rebuilt,
    StatusChanged,
    Suspected,
)
from ui.i18n import install_language, tr
from ui.network_bar import NetworkBar, PeerState, peer_state_name, peer_text


def test_peers_are_told_by_pictograms_and_words(qtbot: QtBot) -> None:
    bar = NetworkBar()
    qtbot.addWidget(bar)
    peers = [("Anna", PeerState.YOU), ("Ben", PeerState.THINKING),
             ("Cleo", PeerState.DISCONNECTED)]  # fmt: skip
    bar.set_peers(peers, 4, 5)
    texts = [chip.text.text() for chip in bar.chips]
    assert texts == ["Anna: you", "Ben: thinking", "Cleo: disconnected"]
    assert all("<span" not in text and "●" not in text for text in texts)  # no colour dots
    icons = [chip.icon.pixmap().toImage() for chip in bar.chips]
    assert all(not image.isNull() for image in icons)
    assert icons[0] != icons[1] != icons[2]  # a pictogram of its own per state
    install_language("fr")
    qtbot.waitUntil(lambda: bar.chips[1].text.text() == peer_text("Ben", PeerState.THINKING))
    thinking = peer_state_name(PeerState.THINKING)
    assert thinking != "thinking" and bar.chips[1].text.text() == f"Ben\u00a0: {thinking}"
    assert bar.lockstep.text() == tr("Last agreed move: {n} of {played}").format(n=4, played=5)


def stub_session(window: MainWindow, folder: Path) -> OnlineSession:
    """An online session of Anna (seat 0) and Ben (seat 1) whose network part says what the
    controller asks; nothing touches a socket."""
    session = OnlineSession(folder)
    names = {"a": "Anna", "b": "Ben"}
    session.net = SimpleNamespace(  # type: ignore[assignment]
        name_of=names.__getitem__, seats=[SimpleNamespace(name="Anna", bot=None),
                                          SimpleNamespace(name="Ben", bot=None)],
        status="running", reason="", links={"b": object()}, order=["a", "b"], game=None,
        lost=set(), owner=["a", "b"], agreed=0, me="a")  # fmt: skip
    window.online.table.session = session
    return session


def stub_net(session: OnlineSession) -> SimpleNamespace:
    """The stand-in for the network part of a :func:`stub_session`."""
    net: object = session.net
    assert isinstance(net, SimpleNamespace)
    return net


EVENTS: list[tuple[Event, Callable[[], str]]] = [
    (PeerLost("b", (1,), "timeout"), lambda: tr(
        "{names} lost the connection{reason}. The game is paused when their seat is to move. "
        "Wait for them to rejoin, or hand their seat to a bot?").format(
        names="Ben", reason=" (timeout)")),
    (PeerBack("b", (1,)), lambda: tr("{name} is back: the game goes on.").format(name="Ben")),
    (Decided("handover", 1, "b", "a", "greedy", "lost", 6, ("a",)), lambda: tr(
        "From move {ply}, {bot} plays {seat}: {why}.").format(
        ply=7, bot=tr("Normal bot"), why=tr("they lost the connection"),
        seat=tr("{name}'s seat, place {n}").format(name="Ben", n=2))
        + " " + tr("Agreed by {voters}.").format(voters="Anna")),
    (Suspected("b", "acks", 9), lambda: tr(
        "{name} does not follow the rules of the network game ({why}, move {n}); the others "
        "vote on handing their seat to a bot.").format(
        name="Ben", why=tr("they stopped acknowledging moves"), n=10)),
    (Rebuilt(7, "0" * 32), lambda: tr(
        "This computer was out of sync at move {n}: it rebuilt its state from the record and "
        "agrees with the others again. The game goes on.").format(n=8)),
    (StatusChanged("failed", "crash"), lambda: tr(
        "The game stopped: {reason}. The record is saved.").format(reason="crash")),
    (DesyncDetected(3, {"a": "1" * 32, "b": "2" * 32}, None), lambda: tr(
        "The game went out of sync at move {n}: the peers reached different states ({hashes}). "
        "A dump was written to {path}. What happens now: a peer in the minority rebuilds its "
        "state from the record and checks again; if that does not settle it, the game is "
        "paused and nothing more is played.").format(
        n=4, hashes="Anna 11111111, Ben 22222222", path=tr("(no dump written)"))),
    (StatusChanged("paused", "no majority"), lambda: tr(
        "The game went out of sync at move {n}: the peers reached different states ({hashes}). "
        "A dump was written to {path}. What happens now: a peer in the minority rebuilds its "
        "state from the record and checks again; if that does not settle it, the game is "
        "paused and nothing more is played.").format(
        n=4, hashes="Anna 11111111, Ben 22222222", path=tr("(no dump written)")) + " " + tr(
        "The game is paused: {reason}. It cannot go on safely; the record is saved.").format(
        reason="no majority")),
]


def shows(bar: NetworkBar, text: Callable[[], str]) -> bool:
    """``bar``'s banner says ``text()`` (a condition to wait for)."""
    return bar.banner_text.text() == text()


@pytest.mark.parametrize("language", ["fr", "nl"])
def test_every_banner_follows_a_language_change(qtbot: QtBot, data_dir: Path, tmp_path: Path,
                                                language: str) -> None:  # fmt: skip
    window = MainWindow()
    qtbot.addWidget(window)
    stub_session(window, tmp_path)
    bar = window.online.bar
    for event, expected in EVENTS:
        install_language("en")
        window.online.dispatch(event)
        english = expected()
        assert bar.banner_shown and bar.banner_text.text() == english, type(event).__name__
        install_language(language)
        qtbot.waitUntil(partial(shows, bar, expected))
        assert bar.banner_text.text() != english, type(event).__name__
    install_language("en")
    qtbot.waitUntil(lambda: bar.banner_text.text() == EVENTS[-1][1]())
    window.online.table.session = None  # the stub has no network to leave


def test_the_choice_about_a_seat_stays_through_notices_until_the_game_ends(
    qtbot: QtBot, data_dir: Path, tmp_path: Path
) -> None:
    window = MainWindow()
    qtbot.addWidget(window)
    session = stub_session(window, tmp_path)
    net = stub_net(session)
    net.me, net.handed_over = "b", [1]
    online, bar = window.online, window.online.bar
    online.dispatch(Decided("handover", 1, "b", "a", "greedy", "stalled", 6, ("a",)))
    assert bar.asks and "Take your seat back" in bar.banner_text.text()
    online.dispatch(PeerBack("a", (0,)))  # a notice passes over it
    assert "Anna is back" in bar.banner_text.text() and not bar.asks
    online.table.clear_info()  # (its time is up)
    assert bar.asks and "Take your seat back" in bar.banner_text.text()
    online.table.clear_info()  # a choice is not a passing notice
    assert bar.asks

    async def game_over() -> None:
        online.dispatch(StatusChanged("over", "the game is over"))
        online.dispatch(PeerBack("a", (0,)))
        online.table.clear_info()

    asyncio.run(game_over())
    assert not bar.banner_shown  # nothing is left to take back
    window.online.table.session = None
