"""The online game as the table sees it, and the files that let a player rejoin it.

:class:`OnlineSession` is a :class:`client.session.TableSession` fed by a lockstep
:class:`net.session.Session`: the table shows it like a local game; the player's moves go to the
network session, everyone else's arrive as its events, which the controller dispatches (the
session keeps its state in step with them: :meth:`OnlineSession.follow` and the methods after it).

Files (under the data directory): ``online/<game>-<peer>.resume.json`` (what rejoining a seat
needs, written after every move and removed when the game is over), ``online/<game>-<peer>`` and
the record suffix of the game's rule set (``.helsinki.json``, ``.copenhagen.json``: the record,
autosaved by the network session) and ``desync/`` (dumps).

The session plays any rule set of the registry: the game it answers is the state of the rule
set the host chose (the table page of that rule set shows it).
"""

from __future__ import annotations

import json
import logging
import time
from pathlib import Path
from typing import Any, cast

from PySide6.QtCore import QTimer, Signal

from client.online.tasks import spawn
from client.online.texts import move_problem
from client.session import TableSession, refusal_text
from client.storage import data_dir
from client.thinker import NetworkChooser, Thinker
from engine.errors import IllegalMoveError
from engine.helsinki.game import Game
from engine.helsinki.moves import Move
from engine.line import GameLine, line_of
from engine.record import Record, Seat
from net.chooser import Chooser
from net.events import DesyncDetected, Event, MoveApplied, RolledBack
from net.lobby import Plan
from net.messages import ProtocolError
from net.peer import LocalPeer
from net.resume import ResumeState
from net.session import Session, SessionError
from ui.i18n import tr
from ui.network_bar import PeerState

log = logging.getLogger(__name__)

RESUME_GATHER_MS = 1000
"""Milliseconds from a move to the write of the rejoin file (the moves of that time in one)."""


def online_dir(root: Path | None = None) -> Path:
    path = (root or data_dir()) / "online"
    path.mkdir(parents=True, exist_ok=True)
    return path


def load_resume(path: Path) -> ResumeState:
    """A saved rejoin state; raises ``ValueError`` when the file is not one."""
    try:
        return ResumeState.from_dict(json.loads(path.read_text(encoding="utf-8")))
    except (OSError, KeyError, TypeError, ValueError, ProtocolError) as error:
        raise ValueError(str(error)) from None


class OnlineSession(TableSession):
    """A game played over the network, as the table sees it.

    ``network_changed`` tells that peers, status or the lockstep changed; ``net_event`` carries
    every event of the network session to the controller, which dispatches it (to this session's
    :meth:`follow`, :meth:`roll_back`, :meth:`rebuild`, :meth:`end`, :meth:`note_desync`, and to
    the banners).
    """

    network_changed = Signal()
    net_event = Signal(object)

    def __init__(self, folder: Path) -> None:
        super().__init__()
        self.folder = folder
        self.net: Session | None = None
        self._shadow: GameLine[Any] | None = None
        """The record as far as the table was told of it (taken from the network session's)."""
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

    def _path(self, game_id: str, peer_id: str, suffix: str) -> Path:
        """The file of this seat's game that ends in ``suffix`` (the record's suffix of its
        rule set, or ``.resume.json``)."""
        return self.folder / f"{game_id}-{peer_id}{suffix}"

    @property
    def resume_path(self) -> Path | None:
        if self.net is None:
            return None
        return self._path(self.net.game_id, self.net.me, ".resume.json")

    @property
    def rules(self) -> str:
        """The name of the rule set the game follows (the host's choice)."""
        if self.net is None:
            raise RuntimeError("the game has not started")
        return self.net.start_message.options.rule_set.name

    async def begin(self, plan: Plan) -> None:
        """Form the mesh and agree on the seed; raises ``SessionError``."""
        suffix = plan.start.options.rule_set.record_suffix
        autosave = self._path(plan.start.game, plan.peer.id, suffix)
        self.net = Session(plan, autosave=autosave, dump_dir=self.folder.parent / "desync",
                              on_event=self._on_event, chooser=self.chooser)  # fmt: skip
        await self.net.begin()
        self._sync()

    async def rejoin(self, state: ResumeState, peer: LocalPeer) -> None:
        """Come back to a game (after a crash or a lost connection) and catch up."""
        old = self.net
        if old is not None:
            old.abort()
            await old.peer.close()
        suffix = state.start.options.rule_set.record_suffix
        autosave = self._path(state.start.game, state.peer_id, suffix)
        self.net = None
        self.net = await Session.rejoin(state, peer, autosave=autosave,
                                           dump_dir=self.folder.parent / "desync",
                                           on_event=self._on_event,
                                           chooser=self.chooser)  # fmt: skip
        self._sync()
        self.state_changed.emit()
        self.network_changed.emit()

    def _sync(self) -> None:
        assert self.net is not None and self.net.game is not None
        self._shadow = None
        self._save_resume()

    def start(self) -> None:
        self.state_changed.emit()
        self.network_changed.emit()

    # ------------------------------------------------------------- queries

    def committed_game(self) -> Game:
        """The game as every peer has it: a state of the game's rule set (typed as the
        table source's game; a rule set's own page reads it as its state)."""
        assert self.net is not None and self.net.game is not None
        return cast(Game, self.net.game)

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
            net.play(*moves)
        except SessionError as error:
            self.problem.emit(tr("The network game does not take moves now: {reason}").format(
                reason=move_problem(error)))  # fmt: skip
        except IllegalMoveError as error:
            self.problem.emit(refusal_text(error))
        if net.game.ply != self._told:  # refused: the table shows the game as the peers have it
            self._draft = None
            self._told = net.game.ply
            self.taken_back.emit(self._told)

    # ------------------------------------------------------------- events

    def _on_event(self, event: Event) -> None:
        """Every event of the network session, on ``net_event`` (the controller dispatches it)."""
        net = self.net
        if net is None or net.game is None:
            return  # rejoining: the state is taken as a whole when it is back
        self.net_event.emit(event)
        self.network_changed.emit()

    def follow(self, event: MoveApplied) -> None:
        """A move agreed (anyone's): the table is told, the rejoin file written soon."""
        before = self._follow(event.seq)
        if before is None:
            return
        if not self._resume_timer.isActive():
            self._resume_timer.start()
        self.tell(event.seq, cast(Move, event.played.move), before)  # (the rule set's move)
        self.state_changed.emit()

    def roll_back(self, event: RolledBack) -> None:
        """Moves undone (a refused move and the ones after it)."""
        net = self.net
        if net is None or net.game is None:
            return
        self._draft = None
        if self._told > event.ply:  # the table forgets the moves undone
            self._told = event.ply
            self.taken_back.emit(event.ply)
        self.state_changed.emit()

    def rebuild(self) -> None:
        """The state was rebuilt from the record: the table takes it as a whole."""
        net = self.net
        if net is None or net.game is None:
            return
        self._draft = None
        self.state_changed.emit()

    def end(self) -> None:
        """The game is over: nothing is left to rejoin."""
        self._forget_resume()
        self.finished.emit()

    def note_desync(self, event: DesyncDetected) -> None:
        self.desyncs.append(event)

    def _follow(self, seq: int) -> Game | None:
        """The game before move ``seq``; the shadow line then holds the record up to it. It
        follows the network session's record: back when it is ahead (moves undone), taken up
        from the first state when its moves are no longer the record's (a rebuild)."""
        net = self.net
        assert net is not None
        record = net.record
        assert record is not None
        if seq >= len(record.moves):  # undone since
            log.error("the table cannot follow move %d: the record has %d moves", seq,
                      len(record.moves))  # fmt: skip
            return None
        shadow = self._shadow
        kept = min(seq, shadow.ply) if shadow is not None else 0
        if shadow is None or shadow.moves[:kept] != record.moves[:kept]:
            shadow = self._shadow = line_of(record.until(0), verify=False)
        shadow.rewind(min(seq, shadow.ply))
        while shadow.ply < seq:
            shadow.push_trusted(record.moves[shadow.ply])  # (played by the network session)
        before = shadow.game.copy()
        shadow.push_trusted(record.moves[seq])
        return cast(Game, before)

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
