"""Online play in the desktop client: the LAN lobby, the online session and spectating.

:class:`OnlineSession` is a :class:`client.session.Session` fed by a lockstep
:class:`net.session.Session`: the table shows it like a local game; the player's moves go to the
network session, everyone else's arrive as its events. :class:`OnlineController` owns the lobby
pages and every network object of one window (browser, lobby, session, spectator); the widgets in
``ui.pages`` and ``ui.network_bar`` never touch a socket. Everything runs on the asyncio loop
that qasync drives (``client.gui_cli``); tasks started here are kept in a registry that
:func:`drain` awaits when the program quits, so the other peers are told we left.

Files (under the data directory): ``online/<game>-<peer>.resume.json`` (what rejoining a seat
needs, written after every move and removed when the game is over), ``online/<game>-<peer>.helsinki
.json`` (the record, autosaved by the network session) and ``desync/`` (dumps).
"""

from __future__ import annotations

import asyncio
import contextlib
import json
import logging
import time
from collections.abc import Callable, Coroutine
from functools import partial
from pathlib import Path
from typing import TYPE_CHECKING, Any, Protocol

from PySide6.QtCore import QObject, QTimer, Signal
from PySide6.QtWidgets import QMessageBox, QStackedWidget

from client.session import Session
from client.storage import Preferences, data_dir
from client.thinker import NetworkChooser, Thinker
from engine.game import Game, IllegalMoveError
from engine.moves import Move
from engine.record import Record, ReplayError, Seat, play_entry
from net.chooser import Chooser
from net.config import DEFAULT_TIMING, InterfaceError, Timing, select_interfaces
from net.discovery import Announcement, Browser, GameInfo, open_zeroconf
from net.events import (
    Decided,
    DesyncDetected,
    Event,
    GameOver,
    MoveApplied,
    PeerBack,
    PeerLost,
    Rebuilt,
    RolledBack,
    StatusChanged,
    Suspected,
    TurnTimer,
)
from net.handshake import TOO_MANY_ATTEMPTS
from net.lobby import JoinRefused, LobbyClient, LobbyError, LobbyHost, Plan
from net.messages import GameOptions, ProtocolError
from net.peer import LocalPeer
from net.resume import ResumeState
from net.session import Session as NetSession
from net.session import SessionError
from net.spectator import Spectator
from ui.i18n import tr, violation_text
from ui.network_bar import BannerAction, BannerKind, NetworkBar, PeerState, Text
from ui.pages.choices import DEFAULT_BOT, MAX_NAME
from ui.pages.game import GamePage
from ui.pages.game_list import ListedGame, ListedState
from ui.pages.lobby import HostChoice, LobbyPage, RejoinEntry
from ui.pages.room import RoomPage, RoomSeat, room_info
from ui.pages.watch import WatchPage

if TYPE_CHECKING:
    from zeroconf.asyncio import AsyncZeroconf

log = logging.getLogger(__name__)

_TASKS: set[asyncio.Task[Any]] = set()

RESUME_GATHER_MS = 1000
"""Milliseconds from a move to the write of the rejoin file (the moves of that time in one)."""
TURN_WARNING = 15
"""Seconds left on the turn timer of the player's own turn from which a banner tells them."""


def spawn(coroutine: Coroutine[Any, Any, Any]) -> asyncio.Task[Any]:
    """Run a coroutine on the running loop, keep it until done, log what it raises (raises
    ``RuntimeError``, closing the coroutine, when no event loop runs: a loop that is set but
    stopped would run its steps from Qt's events, outside the loop, where awaiting fails)."""
    try:
        asyncio.get_running_loop()
        task = asyncio.ensure_future(coroutine)
    except RuntimeError:
        coroutine.close()
        raise
    _TASKS.add(task)
    task.add_done_callback(_finished_task)
    return task


def _finished_task(task: asyncio.Task[Any]) -> None:
    _TASKS.discard(task)
    if not task.cancelled() and task.exception() is not None:
        log.error("online task failed", exc_info=task.exception())


async def drain(timeout: float = 3.0) -> None:
    """Let the pending network tasks (leaving, goodbyes) finish, for at most ``timeout`` s."""
    deadline = time.monotonic() + timeout
    while _TASKS and time.monotonic() < deadline:
        await asyncio.wait(list(_TASKS), timeout=max(0.01, deadline - time.monotonic()))
    for task in list(_TASKS):
        log.warning("still running when leaving: %s", task.get_coro())


def online_dir(root: Path | None = None) -> Path:
    path = (root or data_dir()) / "online"
    path.mkdir(parents=True, exist_ok=True)
    return path


# ---------------------------------------------------------------- the session


class OnlineSession(Session):
    """A game played over the network, as the table sees it.

    ``network_changed`` tells that peers, status or the lockstep changed; ``net_event`` carries
    every event of the network session (the controller shows banners from them).
    """

    network_changed = Signal()
    net_event = Signal(object)

    def __init__(self, folder: Path) -> None:
        super().__init__()
        self.folder = folder
        self.net: NetSession | None = None
        self._shadow: Game | None = None
        self.closed = False
        self.desyncs: list[DesyncDetected] = []
        self.thinker = Thinker()
        """Where the bots of this computer's seats think (a worker process: the table and the
        network are served meanwhile); stopped when the game is left."""
        self.chooser: Chooser = NetworkChooser(self.thinker)
        """Who chooses the moves of seats handed to a bot here."""
        # the rejoin file is written at the start and then at most once a RESUME_GATHER_MS: a
        # rejoining peer catches up on the latest moves from the others anyway
        self._resume_timer = QTimer(self)
        self._resume_timer.setSingleShot(True)
        self._resume_timer.setInterval(RESUME_GATHER_MS)
        self._resume_timer.timeout.connect(self._save_resume)

    # ----------------------------------------------------------- starting

    def _paths(self, game_id: str, peer_id: str) -> tuple[Path, Path]:
        base = self.folder / f"{game_id}-{peer_id}"
        record = base.with_name(base.name + ".helsinki.json")
        return record, base.with_name(base.name + ".resume.json")

    @property
    def resume_path(self) -> Path | None:
        if self.net is None:
            return None
        return self._paths(self.net.game_id, self.net.me)[1]

    async def begin(self, plan: Plan) -> None:
        """Form the mesh and agree on the seed; raises ``SessionError``."""
        autosave, _ = self._paths(plan.start.game, plan.peer.id)
        self.net = NetSession(plan, autosave=autosave, dump_dir=self.folder.parent / "desync",
                              on_event=self._on_event, chooser=self.chooser)  # fmt: skip
        await self.net.begin()
        self._sync()

    async def rejoin(self, state: ResumeState, peer: LocalPeer) -> None:
        """Come back to a game (after a crash or a lost connection) and catch up."""
        old = self.net
        if old is not None:
            old.abort()
            await old.peer.close()
        autosave, _ = self._paths(state.start.game, state.peer_id)
        self.net = None
        self.net = await NetSession.rejoin(state, peer, autosave=autosave,
                                           dump_dir=self.folder.parent / "desync",
                                           on_event=self._on_event,
                                           chooser=self.chooser)  # fmt: skip
        self._sync()
        self.state_changed.emit()
        self.network_changed.emit()

    def _sync(self) -> None:
        assert self.net is not None and self.net.game is not None
        self._shadow = self.net.game.copy()
        self._save_resume()

    def start(self) -> None:
        self.state_changed.emit()
        self.network_changed.emit()

    # ------------------------------------------------------------- queries

    def committed_game(self) -> Game:
        assert self.net is not None and self.net.game is not None
        return self.net.game

    def seats(self) -> list[Seat]:
        assert self.net is not None
        return [Seat(s.name, s.bot, s.colour) for s in self.net.seats]

    def local_seats(self) -> set[int]:
        if self.net is None:
            return set()
        return {s for s in self.net.my_seats if self.net.bots[s] is None}

    def record(self) -> Record:
        assert self.net is not None and self.net.record is not None
        return self.net.record

    @property
    def status(self) -> str:
        return self.net.status if self.net is not None else "starting"

    @property
    def over(self) -> bool:
        return self.net is not None and self.net.game is not None and self.net.game.is_over

    def peer_states(self) -> list[tuple[str, PeerState]]:
        """Every seated peer as (name, state): you, connected, thinking, lagging, disconnected."""
        net = self.net
        if net is None:
            return []
        game = net.game
        to_move = None if game is None or game.to_move is None else net.owner[game.to_move]
        now = time.monotonic()
        result = []
        for peer in net.order:
            name = net.name_of(peer)
            if peer == net.me:
                state = PeerState.YOU
            elif peer not in net.links:
                state = PeerState.DISCONNECTED
            elif now - net.links[peer].last_received > 2.5 * net.timing.heartbeat:
                state = PeerState.LAGGING
            elif peer == to_move and not (game is not None and game.is_over):
                state = PeerState.THINKING
            else:
                state = PeerState.CONNECTED
            result.append((name, state))
        return result

    # -------------------------------------------------------------- moves

    def commit(self, moves: list[Move]) -> None:
        """The committed steps of the local player's turn, sent together: a turn's steps are
        drafts (taken back at will) until the turn ends or a step reveals a card."""
        net = self.net
        if net is None or net.game is None or self.closed:
            self.problem.emit(tr("The game has not started."))
            return
        try:
            net.play(moves)
        except SessionError as error:
            self.problem.emit(tr("The network game does not take moves now: {reason}").format(
                reason=move_problem(error)))  # fmt: skip
        except IllegalMoveError as error:
            self.problem.emit(violation_text(error.violation))
        if net.game.ply != self._told:  # refused: the table shows the game as the peers have it
            self._draft = None
            self._told = net.game.ply
            self.taken_back.emit(self._told)

    def _on_event(self, event: Event) -> None:
        try:
            self._handle(event)
        except Exception:  # a UI bug must not break the network session
            log.exception("handling %s", event)

    def _handle(self, event: Event) -> None:
        net = self.net
        if net is None or net.game is None:
            return  # rejoining: the state is taken as a whole when it is back
        if isinstance(event, MoveApplied):
            before = self._follow(event.seq)
            if before is None:
                return
            if not self._resume_timer.isActive():
                self._resume_timer.start()
            self.tell(event.seq, event.played.move, before)
            self.state_changed.emit()
        elif isinstance(event, RolledBack):
            self._shadow = net.game.copy()
            self._draft = None
            if self._told > event.ply:  # the table forgets the moves undone
                self._told = event.ply
                self.taken_back.emit(event.ply)
            self.state_changed.emit()
        elif isinstance(event, GameOver):
            self._forget_resume()
            self.finished.emit()
        elif isinstance(event, Rebuilt):
            self._shadow = net.game.copy()
            self._draft = None
            self.state_changed.emit()
        elif isinstance(event, DesyncDetected):
            self.desyncs.append(event)
        self.net_event.emit(event)
        self.network_changed.emit()

    def _follow(self, seq: int) -> Game | None:
        """The game before move ``seq``, following the record with ``play_entry``; the shadow
        game then holds the state after it."""
        net = self.net
        assert net is not None and net.record is not None
        shadow = self._shadow
        try:
            if shadow is None or shadow.ply > seq:
                shadow = net.record.new_game()
            while shadow.ply < seq:
                play_entry(shadow, shadow.ply, net.record.moves[shadow.ply], verify=False)
            before = shadow.copy()
            play_entry(shadow, seq, net.record.moves[seq], verify=False)
        except (ReplayError, IndexError) as error:
            log.error("the table cannot follow move %d: %s", seq, error)
            self._shadow = net.game.copy() if net.game is not None else None
            return None
        self._shadow = shadow
        return before

    # ------------------------------------------------------------ saving

    def _save_resume(self) -> None:
        net, path = self.net, self.resume_path
        if net is None or path is None or net.record is None or net.game is None:
            return
        if net.game.is_over:
            self._forget_resume()
            return
        try:
            path.write_text(json.dumps(net.resume_state().to_dict()), encoding="utf-8")
        except OSError as error:
            log.error("cannot save %s: %s", path, error)

    def _forget_resume(self) -> None:
        self._resume_timer.stop()
        path = self.resume_path
        if path is not None:
            path.unlink(missing_ok=True)

    def close(self) -> None:
        """Leave the game: the other peers are told (the seat can be rejoined later)."""
        if self.closed:
            return
        super().close()  # the steps of a turn under way are sent first
        self.closed = True
        self.thinker.close()
        if self._resume_timer.isActive():  # the latest moves go into the rejoin file now
            self._resume_timer.stop()
            self._save_resume()
        net = self.net
        if net is not None:
            net.close_now("game over" if self.over else "left the game")  # the bye leaves now
            try:
                spawn(net.peer.close())
            except RuntimeError:  # the event loop is gone: the sockets close with the process
                log.info("left the game while the program quits")


def load_resume(path: Path) -> ResumeState:
    """A saved rejoin state; raises ``ValueError`` when the file is not one."""
    try:
        return ResumeState.from_dict(json.loads(path.read_text(encoding="utf-8")))
    except (OSError, KeyError, TypeError, ValueError, ProtocolError) as error:
        raise ValueError(str(error)) from None


# ----------------------------------------------------------------- spectating


# ----------------------------------------------------------------- messages


def handover_failed_text(reason: str) -> str:
    return tr("The seat cannot be handed over: {reason}").format(reason=reason)


def paused_text(reason: str) -> str:
    return tr("The game is paused: {reason}. It cannot go on safely; the record is "
              "saved.").format(reason=reason)  # fmt: skip


def refusal_text(refused: JoinRefused, pin_given: bool) -> str:
    """A clear sentence for every refusal of the lobby."""
    reason = refused.reason
    if reason == "pin":
        if refused.text.startswith(TOO_MANY_ATTEMPTS):
            return tr("Too many PIN attempts from this computer: wait a moment and try again.")
        if pin_given:
            return tr("Wrong PIN: the host refused it. Check the PIN and try again.")
        return tr("This game is protected by a PIN: type it in the PIN field and join again.")
    if reason == "full":
        return tr("This game is full: all its seats are taken. You can watch it instead.")
    if reason in ("version", "ruleset"):
        return tr("Version mismatch: {detail}. Every player needs the same version of "
                  "Helsinki-Qt.").format(detail=refused.text)  # fmt: skip
    if reason == "started":
        return tr("This game has already started. You can watch it instead.")
    if reason == "name":
        return tr("Your name is already taken in this game: change it in the preferences.")
    if reason == "spectators":
        return tr("This game already has as many spectators as it accepts.")
    if reason == "game":
        return tr("Another game answered at this address: it may have ended. Refresh the list "
                  "and try again.")
    return tr("The host refused: {detail}").format(detail=refused.text)


GROUND_TEXTS = {
    "lost": lambda: tr("their computer lost the connection"),
    "stalled": lambda: tr("they held their turn past the turn timer"),
    "asked": lambda: tr("they asked for it"),
    "back": lambda: tr("they are back"),
    "desync": lambda: tr("they reported a desync that the others did not see"),
    "reject": lambda: tr("they refused a move that the others accepted"),
    "hash": lambda: tr("their game differs from the others' (wrong state hash)"),
    "acks": lambda: tr("they stopped acknowledging moves"),
    "equivocation": lambda: tr("they sent different moves to different players"),
}
"""Why the table decided, in the player's language, by the grounds the network names."""


def grounds_text(grounds: str) -> str:
    text = GROUND_TEXTS.get(grounds)
    return text() if text is not None else grounds


def decision_text(event: Decided, name_of: Callable[[str], str], seat_name: str) -> str:
    """A sentence for a decision of the table (what, from which move, and why)."""
    why = grounds_text(event.grounds)
    voters = ", ".join(name_of(p) for p in event.voters)
    if event.kind == "giveback":
        text = tr("{name} takes seat {n} back from move {ply}: {why}.")
    elif event.kind == "remove":
        text = tr("{name} was voted out from move {ply}: {why}. A bot plays seat {n} ({seat}).")
    else:
        text = tr("Seat {n} ({seat}) is played by a bot ({bot}) from move {ply}: {why}.")
    return text.format(name=name_of(event.subject), n=event.seat + 1, seat=seat_name,
                       bot=event.bot or "", ply=event.ply + 1, why=why) + " " + tr(
        "Agreed by {voters}.").format(voters=voters)  # fmt: skip


def suspicion_text(event: Suspected, name: str) -> str:
    return tr("{name} does not follow the rules of the network game ({why}, move {n}); the "
              "others vote on handing their seat to a bot.").format(
        name=name, why=grounds_text(event.grounds), n=event.seq + 1)  # fmt: skip


def interface_problem(error: InterfaceError) -> str:
    """Why there is no network to play on, in the player's language."""
    if error.address is None:
        return tr("this computer is connected to no local network")
    return tr("{address} is not a usable network address").format(address=error.address)


def no_network(error: InterfaceError) -> str:
    return tr("No network to play on: {reason}").format(reason=interface_problem(error))


def connection_problem(error: BaseException) -> str:
    """Why a connection failed, in the player's language (never the system's English)."""
    if isinstance(error, InterfaceError):
        return interface_problem(error)
    if isinstance(error, TimeoutError) or "within" in str(error):
        return tr("no answer in time")
    if isinstance(error, ConnectionRefusedError) or "refused" in str(error).lower():
        return tr("nobody accepts connections at that address")
    if "none of the chosen interfaces" in str(error):
        return tr("that address is on none of this computer's networks")
    return tr("the connection failed")


def move_problem(error: SessionError) -> str:
    """Why the network game refused the player's moves, in the player's language (the core's
    reasons are English sentences for logs)."""
    text = str(error)
    if text.endswith("is held by a vote"):
        return tr("the players are voting on who plays your seat")
    if "in dispute" in text:
        return tr("the players are voting on a player who broke the rules")
    if text.endswith("is not played here") or text.endswith("is not to move"):
        return tr("it is not your turn")
    if text.startswith("cannot move now: the game is paused"):
        return tr("the game is paused")
    if text.startswith("cannot move now: the game is waiting"):
        return tr("the game waits for a player who is not connected")
    return tr("the game cannot take them now")


def start_problem(error: BaseException) -> str:
    """Why a lobby ended or a game could not start, in the player's language: the network
    layer's reasons are English sentences for logs and the command line."""
    text = str(error)
    if text.startswith("the lobby is gone"):
        return tr("the host closed the lobby, or the connection to it was lost")
    if text.startswith("could not connect to "):
        return tr("this computer could not connect to {names}").format(
            names=text.removeprefix("could not connect to "))  # fmt: skip
    if "commit and reveal" in text:
        return tr("the players did not all draw the seed in time")
    if text.startswith("cannot start"):
        return tr("not every seat is taken and ready")
    return connection_problem(error)


def room_refusal(error: LobbyError) -> str:
    """The room refused a change or the start, and why, in the player's language (another
    player took the colour, or left their seat, a moment before)."""
    text = str(error)
    if text.startswith("colour ") and text.endswith(" is taken"):
        reason = tr("another player took that colour")
    elif text == "the game has started":
        reason = tr("the game has started")
    elif text.startswith("cannot start"):
        reason = start_problem(error)
    else:
        reason = tr("the lobby changed meanwhile")
    return tr("Not possible: {reason}").format(reason=reason)


def _parse_address(text: str) -> tuple[str, int] | None:
    host, _, port = text.strip().rpartition(":")
    if not host or not port.isdigit() or not 0 < int(port) < 65536:
        return None
    return host, int(port)


# ----------------------------------------------------------------- controller


class Window(Protocol):
    """What the controller needs of the main window (``client.app.MainWindow``)."""

    @property
    def pages(self) -> QStackedWidget: ...

    @property
    def preferences(self) -> Preferences: ...

    @property
    def game_page(self) -> GamePage: ...

    def show_start(self) -> None: ...



class OnlineController(QObject):
    """Network play for one main window: lobby pages, joining, hosting, playing, watching."""

    def __init__(
        self,
        window: Window,
        timing: Timing = DEFAULT_TIMING,
        interfaces: list[str] | None = None,
        root: Path | None = None,
    ) -> None:
        super().__init__(window.pages)
        self.window = window
        self.timing = timing
        self.explicit = interfaces
        self.root = root
        self.name_override: str | None = None
        self.lobby_page = LobbyPage()
        self.room_page = RoomPage()
        self.watch_page = WatchPage()
        for page in (self.lobby_page, self.room_page, self.watch_page):
            window.pages.addWidget(page)
        self.bar = NetworkBar()
        page_layout = window.game_page.layout()
        assert page_layout is not None
        page_layout.insertWidget(0, self.bar)  # type: ignore[attr-defined]
        page_layout.setStretch(1, 1)  # type: ignore[attr-defined]  # the table takes the room
        self.bar.hide()
        # network objects
        self.zeroconf: AsyncZeroconf | None = None
        self.browser: Browser | None = None
        self.announcement: Announcement | None = None
        self.host: LobbyHost | None = None
        self.client: LobbyClient | None = None
        self.session: OnlineSession | None = None
        self.spectator: Spectator | None = None
        self.busy = False
        self.shut = False
        self._waiter: asyncio.Task[Any] | None = None
        self._desync_text: Text | None = None
        self._browsing = False
        self._room_title = ""
        self._lost: dict[str, tuple[int, ...]] = {}
        self._left: set[str] = set()
        """Lost peers that said goodbye (they left rather than lost the connection)."""
        self._waiting_chosen = False
        self._standing: tuple[Text, tuple[BannerAction, ...]] | None = None
        """The choice about the player's seats that a bot plays (take back, watch), shown
        again once a passing notice has gone."""
        self._turn_deadline: tuple[int, float] | None = None
        self._turn_left = 0
        self._turn_warning: Text = lambda: tr(
            "Your turn: {s} s left. Past it, the others may hand your seat to a bot.").format(
            s=self._turn_left)  # fmt: skip
        # wiring
        self.lobby_page.back.connect(self.back_to_start)
        self.lobby_page.host_requested.connect(lambda c: self._run(self._host(c)))
        self.lobby_page.join_requested.connect(self._join_listed)
        self.lobby_page.join_address.connect(self._join_address)
        self.lobby_page.rejoin_requested.connect(lambda p: self._run(self._rejoin_saved(Path(p))))
        self.lobby_page.forget_requested.connect(lambda p: self._forget_saved(Path(p)))
        self.room_page.ready_changed.connect(self._ready)
        self.room_page.start_requested.connect(lambda: self._run(self._start()))
        self.room_page.leave_requested.connect(lambda: spawn(self.leave_lobby()))
        self.watch_page.leave_requested.connect(lambda: spawn(self.stop_watching()))
        self.bar.wait_clicked.connect(self._wait)
        self.bar.handover_clicked.connect(self._handover)
        self.bar.rejoin_clicked.connect(lambda: self._run(self._rejoin_current()))
        self.bar.take_back_clicked.connect(self._take_back)
        self.bar.watch_clicked.connect(self._watch_bot)
        self.ticker = QTimer(self)
        self.ticker.timeout.connect(self._tick)
        self.ticker.start(500)

    # ------------------------------------------------------------ helpers

    def player_name(self) -> str:
        name = self.name_override or self.window.preferences.name or tr("Player")
        return name[:MAX_NAME]

    def interfaces(self) -> list[str]:
        return select_interfaces(self.explicit)

    def folder(self) -> Path:
        return online_dir(self.root)

    def confirm(self, title: str, text: str) -> bool:
        """Ask a yes/no question (tests replace this)."""
        answer = QMessageBox.question(self.window.pages.window(), title, text)
        return answer == QMessageBox.StandardButton.Yes

    def _run(self, coroutine: Coroutine[Any, Any, Any]) -> None:
        """Run one attempt (join, host, start, rejoin) at a time."""
        if self.busy:
            coroutine.close()
            return
        self.busy = True
        self.lobby_page.set_busy(True)

        async def guarded() -> None:
            try:
                await coroutine
            finally:
                self.busy = False
                self.lobby_page.set_busy(False)

        spawn(guarded())

    async def _zeroconf(self) -> AsyncZeroconf:
        if self.zeroconf is None:
            self.zeroconf = open_zeroconf(self.interfaces())
        return self.zeroconf

    # -------------------------------------------------------------- lobby

    def open_lobby(self) -> None:
        self.refresh_resumable()
        self.window.pages.setCurrentWidget(self.lobby_page)
        if not self.lobby_page.game_name.text():
            self.lobby_page.game_name.setText(
                tr("{name}'s game").format(name=self.player_name())[:MAX_NAME])
        self.browse()

    def browse(self) -> None:
        """Look for games on the network (once; the lobby page lists them as they come), when
        the asyncio loop runs."""
        if self.browser is not None or self._browsing or self.shut:
            return
        try:
            self.interfaces()
        except InterfaceError as error:
            self.lobby_page.set_searching(False)
            self.lobby_page.show_message(no_network(error), error=True)
            return
        try:
            asyncio.get_running_loop()
        except RuntimeError:
            return  # no event loop (a window made without qasync): nothing to browse with
        self._browsing = True
        self.lobby_page.set_searching(True)
        spawn(self._browse())

    async def _browse(self) -> None:
        try:
            browser = Browser(await self._zeroconf(), self.interfaces())
            self.browser = browser
            await browser.start()
        except (OSError, InterfaceError, ValueError) as error:
            self._browsing = False
            self.lobby_page.set_searching(False)
            self.lobby_page.show_message(tr("Cannot look for games on the network: {reason}")
                                         .format(reason=connection_problem(error)),
                                         error=True)  # fmt: skip
            return
        self._list_games()
        while self.browser is browser and not self.shut:
            with contextlib.suppress(TimeoutError):
                await browser.next_event(1.0)
            if not self.shut:
                self._list_games()

    def _list_games(self) -> None:
        browser = self.browser
        if browser is None:
            return
        games = [self._listed(g) for g in browser.games.values()]
        self.lobby_page.set_games(games)

    @staticmethod
    def _listed(game: GameInfo) -> ListedGame:
        where = f"{game.addresses[0] if game.addresses else game.host}:{game.port}"
        return ListedGame(game.id, game.name, game.creator, where, ListedState(game.state),
                          game.taken, game.total, game.pin, game.compatible, game.rules,
                          game.conflict, game.turn_timer)  # fmt: skip

    def back_to_start(self) -> None:
        self.window.show_start()

    def refresh_resumable(self) -> None:
        entries = []
        for path in sorted(self.folder().glob("*.resume.json")):
            try:
                state = load_resume(path)
            except ValueError:
                continue
            seats = state.start.seats
            mine = tuple(s for s, info in enumerate(seats) if info.peer == state.peer_id)
            others = tuple(info.name for info in seats if info.peer != state.peer_id)
            entries.append(RejoinEntry(str(path), state.name, mine, others,
                                       len(state.record.moves)))  # fmt: skip
        self.lobby_page.set_resumable(entries)

    def _error(self, text: str) -> None:
        self.lobby_page.show_message(text, error=True)
        if self.window.pages.currentWidget() is self.room_page:
            self.room_page.show_message(text)

    # ------------------------------------------------------------ hosting

    async def _new_peer(self) -> LocalPeer | None:
        """The peer of a new attempt to host or join, once out of any lobby (None: no network)."""
        if self.host is not None or self.client is not None:
            await self.leave_lobby()
        try:
            interfaces = self.interfaces()
        except InterfaceError as error:
            self._error(no_network(error))
            return None
        return LocalPeer(self.player_name(), interfaces, self.timing)

    async def _host(self, choice: HostChoice) -> None:
        peer = await self._new_peer()
        if peer is None:
            return
        name = choice.name or tr("{name}'s game").format(name=self.player_name())
        options = GameOptions.of(choice.players, choice.options, turn_timer=choice.turn_timer)
        try:
            await peer.listen()
        except OSError as error:
            self._error(tr("Cannot open a port for the game: {reason}").format(
                reason=error.strerror or str(error)))  # fmt: skip
            return
        host = LobbyHost(peer, name[:MAX_NAME], options, pin=choice.pin,
                         colour=self.window.preferences.colour)  # fmt: skip
        await host.open()
        for seat, kind in enumerate(choice.others, start=1):
            if kind is not None:
                host.add_bot(kind, seat)
        host.on_change = self._room_changed
        self.host = host
        try:
            self.announcement = await host.announce(await self._zeroconf())
        except (OSError, ValueError) as error:
            self.room_page.show_message(tr("The game is not announced ({reason}); others can "
                                           "join by address.").format(
                reason=connection_problem(error)))  # fmt: skip
        self.window.pages.setCurrentWidget(self.room_page)
        self._room_changed()

    def _room_changed(self) -> None:
        if self.host is not None and not self.host.started:
            host = self.host
            me = host.peer.id
            seats = [self._room_seat(s, me) for s in host.seats]
            where = f"{host.peer.address}:{host.peer.port}"
            info = self._room_info(host.options, where, host.pin is not None)
            self.room_page.set_room(host.name, info, seats, True, self._why(host),
                                    host.options.rules, host.options.turn_timer)  # fmt: skip
            self.room_page.set_wrong_pins(host.wrong_pins)
        elif self.client is not None:
            client = self.client
            if client.closed_reason is not None:
                return
            me = client.peer.id
            seats = [self._room_seat(s, me) for s in client.seats]
            seats += [RoomSeat(None)] * (client.options.players - len(seats))
            info = self._room_info(client.options, f"{client.connection.remote[0]}:"
                                   f"{client.connection.remote[1]}", client.options.pin)
            self.room_page.set_room(self._room_title, info, seats, False, None,
                                    client.options.rules, client.options.turn_timer)  # fmt: skip
            self.room_page.set_wrong_pins({})

    @staticmethod
    def _room_seat(seat: Any, me: str) -> RoomSeat:
        if seat is None:
            return RoomSeat(None)
        return RoomSeat(seat.name, seat.colour, seat.ready, seat.bot,
                        seat.peer == me and seat.bot is None)  # fmt: skip

    @staticmethod
    def _room_info(options: GameOptions, where: str, pin: bool) -> str:
        return room_info(options.rules, options.players, where, pin)

    @staticmethod
    def _why(host: LobbyHost) -> str | None:
        why = host.why_not_startable()
        if why is None:
            return None
        for index, seat in enumerate(host.seats):
            if seat is None:
                return tr("seat {n} is free").format(n=index + 1)
            if not seat.ready:
                return tr("{name} is not ready").format(name=seat.name)
        return why

    def _ready(self, ready: bool, colour: int) -> None:
        try:
            if self.host is not None and not self.host.started:
                self.host.set_ready(ready, colour)
            elif self.client is not None:
                self.client.set_ready(ready, colour)
        except LobbyError as error:
            self._room_changed()  # the choice shown goes back to the room's own
            self.room_page.show_message(room_refusal(error))

    async def _start(self) -> None:
        host = self.host
        if host is None:
            return
        try:
            plan = await host.start()
        except LobbyError as error:
            self.room_page.show_message(room_refusal(error))
            return
        self.host = None
        await self._play(plan)

    # ------------------------------------------------------------ joining

    def _join_listed(self, game_id: str, pin: str, spectator: bool) -> None:
        browser = self.browser
        game = browser.games.get(game_id) if browser is not None else None
        if game is None or not game.addresses:
            self._error(tr("This game is no longer announced."))
            return
        if not game.compatible:
            self._error(tr("Version mismatch: this game was made with another version of "
                           "Helsinki-Qt (protocol {proto}, rules {rules}). Every player needs the "
                           "same version.").format(proto=game.proto, rules=game.ruleset))
            return
        if game.conflict:
            self._error(tr("Two hosts announce this game: ask its host for the address and join "
                           "by address."))  # fmt: skip
            return
        if game.state == "running" and not spectator:
            self._error(tr("This game has already started. You can watch it instead."))
            return
        self._run(self._join(game.addresses[0], game.port, pin or None, spectator, game.name,
                             game.id))  # fmt: skip

    def _join_address(self, text: str, pin: str, spectator: bool) -> None:
        address = _parse_address(text)
        if address is None:
            self._error(tr("Type the address as address:port, e.g. 192.168.1.20:40123."))
            return
        self._run(self._join(address[0], address[1], pin or None, spectator, text))

    async def _join(self, host: str, port: int, pin: str | None, spectator: bool,
                    title: str, game: str | None = None) -> None:  # fmt: skip
        peer = await self._new_peer()
        if peer is None:
            return
        self.lobby_page.show_message(tr("Connecting to {where}…").format(where=f"{host}:{port}"))
        try:
            if spectator:
                watcher = await Spectator.watch(peer, host, port, pin=pin,
                                                on_event=self._watch_event)  # fmt: skip
            else:
                client = await LobbyClient.join(peer, host, port, pin=pin, game=game)
        except JoinRefused as refused:
            await peer.close()
            self._error(refusal_text(refused, pin is not None))
            return
        except (ConnectionError, OSError, TimeoutError) as error:
            await peer.close()
            self._error(tr("Cannot reach {where}: {reason}").format(
                where=f"{host}:{port}", reason=connection_problem(error)))  # fmt: skip
            return
        self.lobby_page.show_message("")
        if spectator:
            self.spectator = watcher
            self.watch_page.live.setText(tr("Watching {game}: waiting for the start.").format(
                game=title))  # fmt: skip
            self.window.pages.setCurrentWidget(self.watch_page)
            return
        self.client = client
        self._room_title = title
        client.on_change = self._client_changed
        self.window.pages.setCurrentWidget(self.room_page)
        self._room_changed()
        self._waiter = spawn(self._wait_start(client))

    def _client_changed(self) -> None:
        client = self.client
        if client is None:
            return
        if client.closed_reason is not None:
            return  # _wait_start tells why
        self._room_changed()

    async def _wait_start(self, client: LobbyClient) -> None:
        try:
            plan = await client.wait_start()
        except LobbyError as error:
            if self.client is client:
                self.client = None
                await client.peer.close()
                self.open_lobby()
                self._error(tr("The lobby closed: {reason}").format(reason=start_problem(error)))
            return
        except asyncio.CancelledError:
            return
        if self.client is client:
            self.client = None
            await self._play(plan)

    async def leave_lobby(self) -> None:
        """Leave (or, for its host, close) the lobby; back to the list of games."""
        host, client, announcement = self.host, self.client, self.announcement
        self.host = self.client = self.announcement = None
        if announcement is not None:
            with contextlib.suppress(Exception):
                await announcement.withdraw()
        if host is not None:
            await host.close()
            await host.peer.close()
        if client is not None:
            if self._waiter is not None:  # LobbyClient.leave leaves wait_start waiting
                self._waiter.cancel()
                self._waiter = None
            await client.leave()
            await client.peer.close()
        if not self.shut and self.window.pages.currentWidget() is self.room_page:
            self.open_lobby()

    # ------------------------------------------------------------ playing

    async def _play(self, plan: Plan) -> None:
        session = OnlineSession(self.folder())
        self.window.pages.setCurrentWidget(self.room_page)
        self.room_page.show_message(tr("Starting: connecting to every player…"))
        try:
            await session.begin(plan)
        except SessionError as error:
            await self._withdraw()
            await plan.peer.close()
            self.open_lobby()
            self._error(tr("The game could not start: {reason}").format(
                reason=start_problem(error)))  # fmt: skip
            return
        self._show_game(session)

    def _show_game(self, session: OnlineSession) -> None:
        if self.session is not None and self.session is not session:
            self.session.close()
        self.session = session
        self._lost.clear()
        self._waiting_chosen = False
        self._standing = None
        self._turn_deadline = session.net.turn_deadline if session.net is not None else None
        self._desync_text = None
        self.bar.hide_banner()
        page = self.window.game_page
        page.set_session(session)
        session.network_changed.connect(self._update_bar)
        session.net_event.connect(self._on_event)
        self.window.pages.setCurrentWidget(page)
        self.bar.show()
        session.start()
        page.view.setFocus()
        self._update_bar()

    def _tick(self) -> None:
        online = isinstance(self.window.game_page.session, OnlineSession)
        self.bar.setVisible(online)
        if online:
            self._update_bar()

    def _update_bar(self) -> None:
        session = self.session
        if session is None or session.net is None or session.net.game is None:
            return
        self.bar.set_peers(session.peer_states(), session.net.agreed, session.net.game.ply)
        if self._turn_deadline is not None:
            seat, deadline = self._turn_deadline
            left = max(0, round(deadline - time.monotonic()))
            self.bar.lockstep.setText(self.bar.lockstep.text() + " · " + tr(
                "turn timer: seat {n}, {s} s left").format(n=seat + 1, s=left))  # fmt: skip
            if seat in session.local_seats() and left <= TURN_WARNING:
                self._turn_left = left  # (said over any passing notice, under anything else)
                if self.bar.shows(self._turn_warning):
                    self.bar.refresh()
                elif not self.bar.banner_shown or self.bar.kind == BannerKind.INFO:
                    self.bar.show_banner(self._turn_warning, BannerKind.WARNING)

    def _on_event(self, event: Event) -> None:
        session = self.session
        if session is None or session.net is None:
            return
        net = session.net
        if isinstance(event, PeerLost):
            self._lost[event.peer] = event.seats
            if event.left:
                self._left.add(event.peer)
            else:
                self._left.discard(event.peer)
            self._show_lost(event.reason)
        elif isinstance(event, PeerBack):
            self._lost.pop(event.peer, None)
            if self._lost:
                self._show_lost("")
            else:
                name = net.name_of(event.peer)
                self.bar.show_banner(lambda: tr("{name} is back: the game goes on.").format(
                    name=name), BannerKind.INFO)  # fmt: skip
                QTimer.singleShot(4000, self._clear_info)
        elif isinstance(event, Decided):
            self._lost = {p: s for p, s in self._lost.items() if event.seat not in s}
            seat_name = net.seats[event.seat].name
            said = partial(decision_text, event, net.name_of, seat_name)
            self.window.game_page.note(event.ply, said)  # (the banner passes, the log keeps it)
            if event.kind == "handover" and event.subject == net.me and net.handed_over:
                self._offer_take_back(net.handed_over, said)  # away, or back in a catch-up
            else:
                kind = BannerKind.WARNING if event.kind == "remove" else BannerKind.INFO
                self.bar.show_banner(said, kind)
                QTimer.singleShot(6000, self._clear_info)
        elif isinstance(event, Suspected):
            name = net.name_of(event.peer)
            self.bar.show_banner(partial(suspicion_text, event, name), BannerKind.WARNING)
        elif isinstance(event, TurnTimer):
            self._turn_deadline = None if event.deadline is None else (event.seat, event.deadline)
            if self.bar.shows(self._turn_warning):  # that turn is over
                self.bar.hide_banner()
        elif isinstance(event, DesyncDetected):
            hashes = ", ".join(f"{net.name_of(p)} {h[:8]}" for p, h in event.hashes.items())
            dump, seq = event.dump, event.seq

            def desync() -> str:
                return tr(
                    "The game went out of sync at move {n}: the peers reached different states "
                    "({hashes}). A dump was written to {path}. What happens now: a peer in the "
                    "minority rebuilds its state from the record and checks again; if that does "
                    "not settle it, the game is paused and nothing more is played."
                ).format(n=seq + 1, hashes=hashes,
                         path=str(dump) if dump else tr("(no dump written)"))  # fmt: skip

            self._desync_text = desync
            if net.status == "paused":  # a peer may have paused the game before we saw it
                reason = net.reason
                self.bar.show_banner(lambda: desync() + " " + paused_text(reason),
                                     BannerKind.ERROR)  # fmt: skip
            else:
                self.bar.show_banner(desync, BannerKind.ERROR)
        elif isinstance(event, Rebuilt):
            seq = event.seq
            self.bar.show_banner(lambda: tr(
                "This computer was out of sync at move {n}: it rebuilt its state from the "
                "record and agrees with the others again. The game goes on."
            ).format(n=seq + 1), BannerKind.WARNING)  # fmt: skip
        elif isinstance(event, StatusChanged):
            reason = event.reason
            if event.status == "paused":
                earlier = self._desync_text
                if earlier is not None:
                    self.bar.show_banner(lambda: earlier() + " " + paused_text(reason),
                                         BannerKind.ERROR)  # fmt: skip
                else:
                    self.bar.show_banner(lambda: paused_text(reason), BannerKind.ERROR)
            elif event.status == "failed":
                self.bar.show_banner(lambda: tr("The game stopped: {reason}. The record is "
                                                "saved.").format(reason=reason),
                                     BannerKind.ERROR)  # fmt: skip
            elif event.status == "waiting" and self._lost:
                self._show_lost("")
            elif event.status == "over":
                self._lost.clear()
                self._standing = None  # nothing is left to take back
                if self.bar.kind != BannerKind.ERROR:
                    self.bar.hide_banner()
                spawn(self._withdraw())
        self._update_bar()

    def _everyone_lost(self) -> bool:
        net = self.session.net if self.session is not None else None
        return net is not None and not net.links and len(net.order) > 1

    def _show_lost(self, reason: str) -> None:
        session = self.session
        if session is None or session.net is None or session.over:
            return
        net = session.net
        names = ", ".join(net.name_of(p) for p in self._lost if p not in self._left)
        gone = ", ".join(net.name_of(p) for p in self._lost if p in self._left)
        alone = self._everyone_lost()  # they are gone, or this computer lost the network
        actions: tuple[BannerAction, ...] = (
            (BannerAction.HANDOVER, BannerAction.REJOIN) if alone else (BannerAction.HANDOVER,))
        waiting = self._waiting_chosen
        if not waiting:
            actions = (BannerAction.WAIT, *actions)

        def text() -> str:
            everyone = ", ".join(n for n in (names, gone) if n)
            if waiting:
                said = tr("Waiting for {names} to come back. The game is paused when their seat "
                          "is to move.").format(names=everyone)  # fmt: skip
            elif not names:
                said = tr(
                    "{names} left the game. The game is paused when their seat is to move. Wait "
                    "for them to rejoin, or hand their seat to a bot?"
                ).format(names=gone)  # fmt: skip
            else:
                said = tr(
                    "{names} lost the connection{reason}. The game is paused when their seat is "
                    "to move. Wait for them to rejoin, or hand their seat to a bot?"
                ).format(names=names, reason=f" ({reason})" if reason else "")  # fmt: skip
                if gone:
                    said = tr("{names} left the game.").format(names=gone) + " " + said
            if alone:
                said += " " + tr("If it is this computer that lost the network, rejoin your "
                                 "seat to catch up.")  # fmt: skip
            return said

        self.bar.show_banner(text, BannerKind.WARNING, actions)

    def _clear_info(self) -> None:
        """Hide a passing notice (a banner that offers a choice stays until it is made); the
        standing choice about the player's seats comes back."""
        if self.bar.kind != BannerKind.INFO or self.bar.asks:
            return
        net = self.session.net if self.session is not None else None
        if self._standing is not None and net is not None and net.handed_over:
            self.bar.show_banner(self._standing[0], BannerKind.INFO, self._standing[1])
        else:
            self._standing = None
            self.bar.hide_banner()

    def _wait(self) -> None:
        self._waiting_chosen = True
        self._show_lost("")

    def _handover(self) -> None:
        session = self.session
        if session is None or session.net is None:
            return
        for seats in list(self._lost.values()):
            for seat in seats:
                try:
                    session.net.hand_to_bot(seat, DEFAULT_BOT)
                except SessionError as error:
                    self.bar.show_banner(partial(handover_failed_text, str(error)),
                                         BannerKind.ERROR)  # fmt: skip
                    return

    async def _rejoin_current(self) -> None:
        session = self.session
        if session is None or session.net is None:
            return
        state = session.net.resume_state()
        if await self._rejoin(session, state):
            self._rejoined(session)

    def _forget_saved(self, path: Path) -> None:
        """Forget an interrupted game (what rejoining its seat needs); its record stays."""
        if self.busy or not self.confirm(tr("Forget this game?"), tr(
                "You will not be able to rejoin it. Its record is kept.")):  # fmt: skip
            return
        try:
            path.unlink(missing_ok=True)
        except OSError as error:
            log.warning("could not remove %s: %s", path, error)
            self._error(tr("This game could not be forgotten: its file cannot be removed."))
        self.refresh_resumable()

    async def _rejoin_saved(self, path: Path) -> None:
        try:
            state = load_resume(path)
        except ValueError as error:
            self._error(tr("This saved game cannot be rejoined: {reason}").format(
                reason=str(error)))  # fmt: skip
            return
        session = OnlineSession(self.folder())
        if await self._rejoin(session, state):
            self._show_game(session)
            self._rejoined(session)

    async def _rejoin(self, session: OnlineSession, state: ResumeState) -> bool:
        try:
            interfaces = self.interfaces()
        except InterfaceError as error:
            self._error(no_network(error))
            return False
        self.bar.show_banner(lambda: tr("Rejoining…"), BannerKind.INFO)
        self.lobby_page.show_message(tr("Rejoining…"))
        try:
            identity = state.identity()
        except ValueError as error:
            self._error(tr("This saved game cannot be rejoined: {reason}").format(
                reason=str(error)))  # fmt: skip
            return False
        peer = LocalPeer(state.name, interfaces, self.timing, peer_id=state.peer_id,
                         identity=identity)  # fmt: skip
        try:
            await session.rejoin(state, peer)
        except (SessionError, ValueError, OSError) as error:
            await peer.close()
            reason = str(error)

            def failed() -> str:
                return tr("Rejoining failed: {reason}. The others may have left; try again in a "
                          "moment.").format(reason=reason)  # fmt: skip

            self._error(failed())
            self.bar.show_banner(failed, BannerKind.ERROR, (BannerAction.REJOIN,))
            return False
        self.lobby_page.show_message("")
        return True

    def _rejoined(self, session: OnlineSession) -> None:
        """Say how the game stands for a player who is back (on the table shown)."""
        self._lost.clear()
        self._left.clear()
        net = session.net
        assert net is not None
        handed = net.handed_over
        for peer_id in net.lost:
            self._lost[peer_id] = tuple(s for s, o in enumerate(net.owner) if o == peer_id)
        if handed:
            self._offer_take_back(handed)
        elif self._lost:
            self._show_lost("")
        else:
            self.bar.show_banner(lambda: tr("Rejoined: the game goes on."), BannerKind.INFO)
            QTimer.singleShot(4000, self._clear_info)

    def _offer_take_back(self, seats: list[int], decided: Text | None = None) -> None:
        """A bot plays the player's seats (they were away, or are back): take them back, or
        watch."""
        numbers = ", ".join(str(seat + 1) for seat in seats)

        def text() -> str:
            if decided is not None:  # the decision says who plays the seat, and why
                return decided() + " " + tr("Take your seat back (from your next turn) or "
                                            "watch the bot play?")  # fmt: skip
            return tr("While you were away, the others handed your seat ({seats}) to a bot. "
                      "Take it back (from your next turn) or watch the bot play?").format(
                seats=numbers)  # fmt: skip

        self._standing = (text, (BannerAction.TAKE_BACK, BannerAction.WATCH))
        self.bar.show_banner(text, BannerKind.INFO, self._standing[1])

    def _take_back(self) -> None:
        session = self.session
        if session is None or session.net is None:
            return
        session.net.reclaim()  # the table gives the seats back at the next turn boundary
        self._standing = None
        self.bar.show_banner(lambda: tr("You take your seat back at your next turn; the "
                                        "others agree to it first."), BannerKind.INFO)  # fmt: skip
        QTimer.singleShot(6000, self._clear_info)

    def _watch_bot(self) -> None:
        session = self.session
        if session is None or session.net is None:
            return
        if not session.net.handed_over:
            self._standing = None
            self.bar.hide_banner()
            return
        self._standing = (lambda: tr("You are watching: a bot plays your seat. You can take it "
                                     "back at any time."), (BannerAction.TAKE_BACK,))  # fmt: skip
        self.bar.show_banner(self._standing[0], BannerKind.INFO, self._standing[1])

    async def _withdraw(self) -> None:
        announcement, self.announcement = self.announcement, None
        if announcement is not None:
            with contextlib.suppress(Exception):
                await announcement.withdraw()

    # ------------------------------------------------------------ watching

    def _watch_event(self, event: Event) -> None:
        watcher, page = self.spectator, self.watch_page
        if watcher is None:
            return
        try:
            if isinstance(event, StatusChanged):
                if event.status == "watching" and watcher.record is not None:
                    page.begin(watcher.record)
                    page.live.setText(tr("Watching live."))
                elif event.status == "over":
                    page.live.setText(tr("The game is over."))
                elif event.status == "failed":
                    page.live.setText(tr("Watching stopped: {reason}").format(
                        reason=event.reason))  # fmt: skip
            elif isinstance(event, MoveApplied) and watcher.game is not None:
                page.add_move(event.seq, watcher.game)
        except Exception:
            log.exception("showing %s", event)

    async def stop_watching(self) -> None:
        watcher, self.spectator = self.spectator, None
        if watcher is not None:
            await watcher.close()
            await watcher.peer.close()
        self.open_lobby()

    # ------------------------------------------------------------ closing

    def in_game(self) -> bool:
        """Whether leaving now would leave other people: a running game or a lobby."""
        page = self.window.game_page
        running = (isinstance(page.session, OnlineSession) and not page.session.over
                   and page.session.status not in ("failed",))  # fmt: skip
        return running or self.host is not None or self.client is not None

    def may_close(self) -> bool:
        """Ask before closing the window during an online game or in a lobby."""
        if not self.in_game():
            return True
        return self.confirm(tr("Leave the online game?"), tr(
            "The other players will be told that you left. You can rejoin your seat later "
            "from the LAN lobby. Leave now?"))  # fmt: skip

    def shutdown(self) -> None:
        """Leave everything cleanly (the window closes); :func:`drain` lets it finish."""
        if self.shut:
            return
        self.shut = True
        self.ticker.stop()
        if self.session is not None:
            self.session.close()
        network = (self.host, self.client, self.announcement, self.spectator, self.browser,
                   self.zeroconf)  # fmt: skip
        if self._browsing or any(part is not None for part in network):  # else nothing to leave
            try:
                spawn(self._shutdown())
            except RuntimeError:  # the event loop is gone: the sockets close with the process
                log.info("closed while no event loop runs: the network is left as it is")

    async def _shutdown(self) -> None:
        await self.leave_lobby()
        if self.spectator is not None:
            watcher, self.spectator = self.spectator, None
            with contextlib.suppress(Exception):
                await watcher.close()
                await watcher.peer.close()
        browser, self.browser = self.browser, None
        self._browsing = False
        if browser is not None:
            await browser.close()
        zeroconf, self.zeroconf = self.zeroconf, None
        if zeroconf is not None:
            await zeroconf.async_close()
