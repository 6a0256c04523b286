"""What the online pages say: bots by level, the true reason of a hand-over, a spectator's
page without hidden cards, online games under Continue, errors beside their fields, seats in
words, "the room", and banners and messages that move nothing."""

from __future__ import annotations

from pathlib import Path
from types import SimpleNamespace

import pytest
from PySide6.QtCore import QPoint
from PySide6.QtWidgets import QAbstractButton, QApplication, QLabel, QLineEdit, QWidget
from pytestqt.qtbot import QtBot

import client.online.browsing as browsing
from client.app import MainWindow
from client.online import OnlineSession, decision_text
from client.online.texts import connection_problem
from client.session import LocalSession
from client.storage import Preferences
from engine.line import Line
from engine.record import Record, read_record
from net.events import Decided, PeerLost
from net.transport import HostNotFound
from ui.i18n import bot_name, install_language, player_colour_name
from ui.network_bar import BannerAction, BannerKind
from ui.pages.game import GamePage
from ui.pages.lobby import Field, LobbyPage, RejoinEntry
from ui.pages.replay import ReplayPage
from ui.pages.room import RoomPage, RoomSeat
from ui.pages.start import StartScreen
from ui.pages.watch import WatchPage

DATA = Path(__file__).parent / "data"
RECORD = DATA / "three-players-new-challenges-dry-roads.helsinki.json"
ENGINE_NAMES = ("random", "easy", "greedy", "expert")


def words(widget: QWidget) -> list[str]:
    """Every text a widget and its children show (labels, buttons, fields)."""
    found = [w.text() for w in widget.findChildren(QLabel)]
    found += [w.text() for w in widget.findChildren(QAbstractButton)]
    return [text for text in found if text]


def engine_names_in(texts: list[str]) -> list[str]:
    """The texts that name a bot by its engine name ("easy" is a level's word too)."""
    return [t for t in texts if any(n in t.lower() for n in ("random", "greedy", "expert"))]


def window_for(qtbot: QtBot, name: str = "Anna") -> MainWindow:
    preferences = Preferences()
    preferences.name, preferences.speed = name, 0
    window = MainWindow(preferences)
    qtbot.addWidget(window)
    window.resize(1366, 738)
    window.show()
    qtbot.waitExposed(window)
    return window


# ------------------------------------------------------------------ bots by level


def test_bots_are_named_by_their_level_never_by_their_engine_name() -> None:
    assert [bot_name(b) for b in ENGINE_NAMES] == ["Random bot", "Easy bot", "Normal bot",
                                                    "Hard bot"]  # fmt: skip
    assert bot_name("greedy", "Greedy 2") == "Normal bot 2"  # as the network names a bot seat
    assert bot_name("expert", "expert 3") == "Hard bot 3"  # as the command line does
    assert bot_name("easy", "Easy bot 1") == "Easy bot 1"  # named by level already
    assert bot_name(None, "Mika") == "Mika"
    assert bot_name("greedy", "Mika") == "Mika"  # a player's seat handed to a bot keeps its name


def test_the_room_the_lobby_and_the_replay_name_bots_by_level(qtbot: QtBot) -> None:
    room = RoomPage()
    qtbot.addWidget(room)
    room.set_room("Friday night", "", [RoomSeat("Anna", 0, True, None, True),
                                       RoomSeat("Greedy 2", 1, True, "greedy"),
                                       RoomSeat("Expert 3", 2, True, "expert")], True, None)
    assert room.cards[1].name.text() == "Normal bot 2's seat, place 2"
    assert room.cards[2].state.text() == "Hard bot, always ready"
    assert not engine_names_in(words(room))
    lobby = LobbyPage()
    qtbot.addWidget(lobby)
    choices = [lobby.others[0].itemText(i) for i in range(lobby.others[0].count())]
    assert choices == ["A player on the network", "Easy bot", "Normal bot", "Hard bot"]
    replay = ReplayPage()
    qtbot.addWidget(replay)
    replay.load_record(read_record(RECORD))  # a record of the command line: "greedy 1"...
    assert replay.names == ["Normal bot 1", "Normal bot 2", "Normal bot 3"]
    assert not engine_names_in([replay.title.text()])


def test_the_table_and_the_hand_over_notice_name_bots_by_level(qtbot: QtBot) -> None:
    record = read_record(RECORD)
    page = GamePage()  # the table, and from it the end page, names the seats
    qtbot.addWidget(page)
    page.set_session(LocalSession(Line(record), None, 0))
    assert page.names == ["Normal bot 1", "Normal bot 2", "Normal bot 3"]
    event = Decided("handover", 1, "b", "a", "expert", "lost", 6, ("a",))
    said = decision_text(event, {"a": "Anna", "b": "Ben"}.__getitem__, "Ben")
    assert "Hard bot" in said and "expert" not in said


def test_the_start_screen_names_the_bots_of_a_new_game_by_level(qtbot: QtBot) -> None:
    start = StartScreen()
    qtbot.addWidget(start)
    start.strength.set_value("expert")
    assert start.seat_names()[1:] == ["Hard bot 1", "Hard bot 2"]


# ------------------------------------------------------------------ hand-over notices


def stub_session(window: MainWindow, folder: Path, me: str, handed_over: list[int]) -> None:
    """Anna (peer a, seat 0) and Ben (peer b, seat 1); nothing touches a socket."""
    session = OnlineSession(folder)
    session.net = SimpleNamespace(  # type: ignore[assignment]
        name_of={"a": "Anna", "b": "Ben"}.__getitem__,
        seats=[SimpleNamespace(name="Anna", bot=None), SimpleNamespace(name="Ben", bot=None)],
        status="running", reason="", links={}, order=["a", "b"], game=None, lost=set(),
        owner=["a", "b"], agreed=0, me=me, handed_over=handed_over)  # fmt: skip
    window.online.table.session = session


@pytest.mark.parametrize(("left", "grounds", "said"), [
    (True, "lost", "they left the game"),
    (False, "lost", "they lost the connection"),
    (False, "stalled", "they held their turn past the turn timer"),
])  # fmt: skip
def test_a_hand_over_notice_gives_the_true_reason(qtbot: QtBot, data_dir: Path, tmp_path: Path,
                                                  left: bool, grounds: str,
                                                  said: str) -> None:  # fmt: skip
    window = window_for(qtbot)
    stub_session(window, tmp_path, "a", [])
    online, bar = window.online, window.online.bar
    online.dispatch(PeerLost("b", (1,), "bye" if left else "timeout", left))
    online.dispatch(Decided("handover", 1, "b", "a", "greedy", grounds, 6, ("a",)))
    text = bar.banner_text.text()
    assert said in text and "Normal bot plays Ben's seat, place 2" in text
    assert ("left the game" in text) == left
    assert not bar.asks  # Anna is here: nothing to take back
    online.table.session = None


@pytest.mark.parametrize(("grounds", "offered"), [("asked", False), ("hash", False),
                                                  ("lost", True), ("stalled", True)])
def test_only_a_player_who_was_away_is_offered_their_seat_back(
    qtbot: QtBot, data_dir: Path, tmp_path: Path, grounds: str, offered: bool
) -> None:
    window = window_for(qtbot, "Ben")
    stub_session(window, tmp_path, "b", [1])  # Ben's seat is played by a bot now
    online, bar = window.online, window.online.bar
    online.dispatch(Decided("handover", 1, "b", "a", "greedy", grounds, 6, ("a",)))
    assert bar.asks == offered and (not bar.take_back_button.isHidden()) == offered
    assert ("Take your seat back" in bar.banner_text.text()) == offered
    online.table.session = None


# ------------------------------------------------------------------ watching


def test_a_spectator_sees_no_hand_and_the_page_says_it_is_live(qtbot: QtBot) -> None:
    page = WatchPage()
    qtbot.addWidget(page)
    page.resize(1366, 738)
    page.show()
    record = read_record(RECORD)
    page.load_record(record)
    for position in (3, 10, 20):
        page.show_position(position)
        hand = page.scene.hand_items
        assert hand and all(card.card is None for card in hand), position  # all face down
    assert page.title.text().startswith("Watching a live game")
    assert "Replay" not in page.title.text()
    viewer = ReplayPage()  # the replay viewer of a finished record still shows the hands
    qtbot.addWidget(viewer)
    viewer.load_record(record)
    viewer.show_position(3)
    assert any(card.card is not None for card in viewer.scene.hand_items)


def test_the_watch_page_begins_face_down_from_the_start(qtbot: QtBot) -> None:
    page = WatchPage()
    qtbot.addWidget(page)
    record = read_record(RECORD)
    page.begin(Record(list(record.seats), record.seed, record.options))
    assert all(card.card is None for card in page.scene.hand_items)
    assert page.title.text() == "Watching a live game: Normal bot 1, Normal bot 2, Normal bot 3"


# ------------------------------------------------------------------ Continue


def test_continue_lists_interrupted_online_games_to_rejoin(qtbot: QtBot) -> None:
    start = StartScreen()
    qtbot.addWidget(start)
    resumed: list[str] = []
    rejoined: list[str] = []
    start.resume.connect(resumed.append)
    start.rejoin.connect(rejoined.append)
    assert start.resume_list.isHidden()
    start.set_rejoinable([RejoinEntry("/online/a.resume.json", "Ben", (1,), ("Anna",), 12)])
    assert not start.resume_list.isHidden() and start.resume_list.count() == 1
    item = start.resume_list.item(0)
    assert item is not None and "Rejoin as Ben" in item.text()
    assert start.resume_button.text() == "Rejoin my seat"
    start.resume_button.click()
    assert rejoined == ["/online/a.resume.json"] and resumed == []


def test_the_window_lists_the_saved_online_seats_under_continue(
    qtbot: QtBot, data_dir: Path, tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    window = window_for(qtbot, "Ben")
    online = window.online
    online.root = tmp_path
    (online.folder() / "g-b.resume.json").write_text("{}", encoding="utf-8")
    seats = [SimpleNamespace(name="Anna", peer="a"), SimpleNamespace(name="Ben", peer="b")]
    state = SimpleNamespace(start=SimpleNamespace(seats=seats), peer_id="b", name="Ben",
                            record=SimpleNamespace(moves=[1, 2, 3]))  # fmt: skip
    monkeypatch.setattr(browsing, "load_resume", lambda _path: state)
    asked: list[Path] = []

    async def rejoin(path: Path) -> None:
        asked.append(path)

    monkeypatch.setattr(online.table, "rejoin_saved", rejoin)
    window.show_start()  # the start screen shows: the lists are read again
    listed = [window.start.resume_list.item(i).text()
              for i in range(window.start.resume_list.count())]  # fmt: skip
    assert any("Rejoin as Ben (seat 2): a game with Anna" in text for text in listed)
    monkeypatch.setattr(online, "run", lambda coroutine: coroutine.close())
    window.start.resume_button.click()
    assert window.pages.currentWidget() is online.lobby_page  # the lobby shows how it goes


# ------------------------------------------------------------------ the lobby and the room


def test_lobby_errors_stand_beside_their_fields_and_go_when_they_no_longer_hold(
    qtbot: QtBot, data_dir: Path
) -> None:
    window = window_for(qtbot)
    online = window.online
    online.open_lobby()
    page = online.lobby_page
    assert page.player_name.text() == "Anna"
    page.address.setText("nonsense")
    page.address_join.click()
    assert "address:port" in page.address_error.text() and not page.message.text()
    assert not page.pin_error.text() and not page.name_error.text()
    page.address.textEdited.emit("192.168.1.20:4")  # the player corrects it: the error goes
    assert page.address_error.text() == ""
    page.show_error("Wrong PIN: check it and try again.", Field.PIN)
    page.show_error("This name is taken in this game: type another one.", Field.NAME)
    assert page.pin_error.text().startswith("Wrong PIN") and page.name_error.text()
    page.player_name.textEdited.emit("Anna B")
    assert page.name_error.text() == "" and page.pin_error.text()
    page.clear_errors()  # (the next join succeeded)
    assert page.pin_error.text() == ""


def test_the_name_typed_in_the_lobby_is_the_name_the_others_see(qtbot: QtBot,
                                                               data_dir: Path) -> None:
    window = window_for(qtbot)
    online = window.online
    online.open_lobby()
    online.lobby_page.player_name.setText("Anna B")
    online.lobby_page.player_name.setModified(True)
    assert online.player_name() == "Anna B"
    online.open_lobby()  # (a name typed stays)
    assert online.lobby_page.player_name.text() == "Anna B"


def test_pins_are_hidden_like_passwords_with_a_show_box(qtbot: QtBot) -> None:
    page = LobbyPage()
    qtbot.addWidget(page)
    for field, show in ((page.pin, page.show_pin), (page.host_pin, page.show_host_pin)):
        assert field.echoMode() == QLineEdit.EchoMode.Password
        show.setChecked(True)
        assert field.echoMode() == QLineEdit.EchoMode.Normal
        show.setChecked(False)
        assert field.echoMode() == QLineEdit.EchoMode.Password


def test_seats_are_named_in_words_and_the_room_is_called_the_room(qtbot: QtBot) -> None:
    room = RoomPage()
    qtbot.addWidget(room)
    room.set_room("Friday night", "", [RoomSeat("Anna", 0, True), RoomSeat(None),
                                       RoomSeat("Mika", 2, False, None, True)], False, None)
    assert [card.name.text() for card in room.cards[:3]] == [
        "Anna's seat, place 1", "Free seat, place 2", "Your seat, place 3"]
    assert room.leave_button.text() == "Leave the room"
    assert not [text for text in words(room) if "lobby" in text.lower()]
    lobby = LobbyPage()
    qtbot.addWidget(lobby)
    assert lobby.host_button.text() == "Open the room"


def test_a_joiner_whose_colour_was_taken_is_told_which_one_they_got(qtbot: QtBot) -> None:
    room = RoomPage()
    qtbot.addWidget(room)
    room.preferred_colour = 1  # taken by Anna
    room.show()
    room.set_room("Friday night", "", [RoomSeat("Anna", 1, True),
                                       RoomSeat("Ben", 2, False, None, True)], False, None)
    assert room.colour_note.isVisible()
    preferred, given = player_colour_name(1), player_colour_name(2)
    assert room.colour_note.text() == f"Your colour, {preferred}, was taken: you play {given}."
    room.colour.set_value(3)  # Ben picks another colour: the note no longer holds
    room.ready.setChecked(True)
    assert not room.colour_note.isVisible()


# ------------------------------------------------------------------ nothing jumps


def test_a_banner_lies_over_the_table_which_does_not_move(qtbot: QtBot, data_dir: Path) -> None:
    window = window_for(qtbot)
    page = window.game_page
    window.pages.setCurrentWidget(page)
    bar = window.online.bar
    bar.show()
    bar.set_peers([], 0, 0)
    QApplication.processEvents()
    view = page.view
    before = (view.mapTo(window, QPoint(0, 0)), view.size())
    bar.show_banner(lambda: "Ben lost the connection. " * 8, BannerKind.WARNING,
                    (BannerAction.WAIT, BannerAction.HANDOVER))  # fmt: skip
    QApplication.processEvents()
    assert bar.banner.isVisible() and bar.banner.height() > 0
    assert (view.mapTo(window, QPoint(0, 0)), view.size()) == before
    banner_top = bar.banner.mapTo(window, QPoint(0, 0)).y()
    assert banner_top == bar.mapTo(window, QPoint(0, bar.height())).y()  # right below the bar
    bar.hide_banner()
    QApplication.processEvents()
    assert (view.mapTo(window, QPoint(0, 0)), view.size()) == before
    bar.hide()
    assert not bar.banner.isVisible()


def test_lobby_messages_and_errors_move_nothing(qtbot: QtBot, data_dir: Path) -> None:
    window = window_for(qtbot)
    window.online.open_lobby()
    page = window.online.lobby_page
    QApplication.processEvents()
    watched = (page.games, page.address, page.host_box, page.resume_list, page.back_button)

    def places() -> list[tuple[QPoint, object]]:
        return [(w.mapTo(page, QPoint(0, 0)), w.size()) for w in watched]

    before = places()
    page.show_error("This game needs a PIN: type it here and join again.", Field.PIN)
    page.show_error("Type the address as address:port, e.g. 192.168.1.20:40123.", Field.ADDRESS)
    page.show_message("The host refused: " + "a long reason " * 12, error=True)
    page.set_resumable([RejoinEntry("/x.resume.json", "Anna", (0,), ("Ben",), 3)])
    page.set_games([])
    QApplication.processEvents()
    assert places() == before
    page.clear_errors()
    QApplication.processEvents()
    assert places() == before



def test_a_host_name_that_is_not_found_is_named_in_the_players_language(qtbot: QtBot) -> None:
    """Joining by a name no computer answers to (a VPN's MagicDNS name mistyped) says so, in
    English and in French, never with the system's English."""
    error = HostNotFound("anna-laptop", "name or service not known")
    assert connection_problem(error) == "no computer named anna-laptop was found"
    install_language("fr")
    try:
        said = connection_problem(error)
    finally:
        install_language("en")
    assert "anna-laptop" in said and "found" not in said and "not known" not in said
