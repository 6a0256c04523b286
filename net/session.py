"""A game between seated peers on asyncio: the shell around the lockstep core.

:class:`Session` owns the core (:mod:`net.lockstep`) and what the core does not touch: timers,
heartbeats, the autosave and the dump files, and the bots (chosen by an injectable
:class:`~net.chooser.Chooser`, never on the event loop's thread). Every message of a seated peer,
every link that comes or goes and every request of the owner becomes an input of the core
(:meth:`Session._feed`); the core's effects are carried out here (those on the links first).

The session composes three parts, each given what it needs (none changes the core but through
the session's ``feed``):

* :class:`~net.mesh.Mesh`: the links to the other seated peers: the mesh at the start, reading
  them, dialing again a peer whose link dropped, the rejoin after a restart;
* :class:`~net.audience.Audience`: the spectators, caught up and shown every move;
* :class:`~net.door.Door`: every connection to this peer, let in as :mod:`net.admission` decides.
"""

from __future__ import annotations

import asyncio
import json
import logging
import time
from collections.abc import Callable, Coroutine, Sequence
from pathlib import Path
from typing import Any

from engine.record import Record
from engine.rules import AnyRuleSet, GameMove, GameState
from net.audience import Audience
from net.autosave import Autosave
from net.chooser import Chooser, ThreadChooser, seat_bot
from net.config import MAX_REASON
from net.door import Door
from net.events import DesyncDetected, Event, Rejected, Started
from net.guard import PinGuard
from net.lobby import JoinRefused, Plan
from net.lockstep import (
    Choose,
    Chosen,
    Close,
    Drive,
    Dump,
    Effect,
    HandOver,
    Input,
    Leave,
    Lockstep,
    LockstepError,
    Play,
    Reclaim,
    Save,
    Send,
    Spectate,
    Tick,
)
from net.lockstep.agreement import NOTHING_FIRM
from net.mesh import Mesh
from net.messages import Bye, PeerInfo, SeatInfo
from net.peer import LocalPeer
from net.resume import ResumeState
from net.transport import Connection, keep_alive

log = logging.getLogger(__name__)


class SessionError(Exception):
    """The session cannot do what was asked (or could not start); the message says why."""


class Session:
    """One peer's side of a started game. Create with :meth:`begin` or :meth:`rejoin`."""

    def __init__(
        self,
        plan: Plan,
        *,
        autosave: Path | None = None,
        dump_dir: Path | None = None,
        on_event: Callable[[Event], None] | None = None,
        chooser: Chooser | None = None,
        move_delay: float = 0.0,
        resume: ResumeState | None = None,
    ) -> None:
        start = plan.start
        self.peer = plan.peer
        self.me = plan.peer.id
        self.timing = plan.peer.timing
        self.start_message = start
        self.game_id = start.game
        self.pin = plan.pin
        self.pin_guard = plan.pin_guard or PinGuard()
        """Slows PIN guesses of spectators (the lobby's guard, when this peer hosted it)."""
        self.seats: list[SeatInfo] = list(start.seats)
        try:
            self.core = Lockstep(
                start, self.me, plan.peer.identity, self.timing,
                seed=resume.seed if resume else None, record=resume.record if resume else None,
                ledger=resume.ledger if resume else None,
                decisions=resume.decisions if resume else (),
                firmness=resume.firmness if resume else NOTHING_FIRM,
            )  # fmt: skip
        except LockstepError as error:
            raise SessionError(str(error)) from None
        self.autosave = Autosave(autosave) if autosave is not None else None
        """The record on disk, written soon after every move (None: not saved)."""
        self.dump_dir = dump_dir
        self.on_event = on_event
        self.chooser: Chooser = chooser or ThreadChooser()
        self.move_delay = move_delay
        """Seconds this peer's bots wait before each of their moves."""
        self.dumps: list[Path] = []
        self._tasks: set[asyncio.Task[Any]] = set()
        self._started = asyncio.Event()
        self._timer: asyncio.TimerHandle | None = None
        self._timer_at: float | None = None
        self._closing = False
        self.mesh = Mesh(self.peer, start, self.core, feed=self._feed, spawn=self._spawn,
                         closing=lambda: self._closing)  # fmt: skip
        self.order = self.mesh.order
        """The seated peers in the order of ``start.peers``."""
        self.audience = Audience(self.core, list(plan.spectators), spawn=self._spawn)
        self.door = Door(self.mesh, self.audience, self.core, self.pin, self.pin_guard,
                         start.options.rule_set.version)  # fmt: skip
        self.peer.expect(p.host for p in start.peers if p.peer != self.me)  # member slots
        self.peer.serve(self.door.accept)

    # ------------------------------------------------------------------------ queries

    @property
    def game(self) -> GameState[Any] | None:
        return self.core.game

    @property
    def record(self) -> Record | None:
        """A copy of the record (the core's line keeps its own)."""
        return self.core.record

    @property
    def seed(self) -> str:
        return self.core.seed

    @property
    def status(self) -> str:
        """starting, running, waiting (for a missing seat), paused, over or failed."""
        return self.core.status

    @property
    def reason(self) -> str:
        return self.core.reason

    @property
    def agreed(self) -> int:
        """Moves agreed by every linked seated peer, counted from the first."""
        return self.core.agreed

    @property
    def my_seats(self) -> list[int]:
        return self.core.my_seats()

    @property
    def owner(self) -> list[str]:
        """The peer running each seat now."""
        return [run.runner for run in self.core.membership.seats]

    @property
    def turn_deadline(self) -> tuple[int, float] | None:
        """The seat whose turn runs and when its turn timer runs out (this program's clock),
        as :class:`~net.events.TurnTimer` last told; None while no turn timer runs."""
        turn, deadline = self.core.turn, self.core.turns.deadline()
        return None if turn is None or deadline is None else (turn[0], deadline)

    @property
    def overdue(self) -> int | None:
        """The seat of another peer whose turn has run long enough that this peer may ask the
        others to hand it to a bot (:meth:`hand_to_bot`), if any."""
        return self.core.overdue()

    @property
    def handed_over(self) -> list[int]:
        """This peer's own seats that another peer runs now (handed to a bot meanwhile)."""
        membership = self.core.membership
        return [s for s in membership.own_seats(self.me) if membership.runner(s) != self.me]

    @property
    def bots(self) -> list[str | None]:
        """The bot playing each seat now (None: a person)."""
        return [run.bot for run in self.core.membership.seats]

    @property
    def rejected(self) -> list[Rejected]:
        """The latest refusals of moves, ours and the others'."""
        return list(self.core.rejected)

    @property
    def links(self) -> dict[str, Connection]:
        """The link to each seated peer linked now (the mesh's)."""
        return self.mesh.links

    @property
    def lost(self) -> set[str]:
        """The seated peers whose link dropped and who are not linked again."""
        return self.mesh.lost

    @property
    def peers(self) -> dict[str, PeerInfo]:
        """The seated peers, with a rejoined peer's new address."""
        return self.mesh.peers

    @property
    def spectators(self) -> list[Connection]:
        """The spectators' connections."""
        return self.audience.connections

    @property
    def state_hash(self) -> Callable[[Any], str]:
        return self.core.hasher

    @state_hash.setter
    def state_hash(self, hasher: Callable[[Any], str]) -> None:
        """How this peer hashes its state (tests replace it to simulate a faulty engine)."""
        self.core.hasher = hasher

    def name_of(self, peer: str) -> str:
        return self.core.name_of(peer)

    def resume_state(self) -> ResumeState:
        """What to save so that this peer can rejoin after a crash."""
        record = self.core.record
        if record is None:
            raise SessionError("the game has not started")
        return ResumeState(
            self.start_message, self.peer.name, self.me, self.peer.identity.private, self.seed,
            record, list(self.core.ledger), self.core.decisions,
            self.core.agreement.firmness(),
        )  # fmt: skip

    # ------------------------------------------------------------------------ the core

    def _feed(self, event: Input) -> None:
        """Hand an input to the core and carry out its effects."""
        if self._closing and not isinstance(event, Leave):
            return
        try:
            effects = self.core.handle(event, _now())
        except LockstepError as error:
            raise SessionError(str(error)) from None
        self._carry_out(effects)

    def _carry_out(self, effects: Sequence[Effect]) -> None:
        """Carry out the core's effects: first those on the links to peers, then the others,
        each in order, so that nothing done here (the owner's handlers, the autosave, the
        spectators, the bots) holds up an ack that a mover waits for."""
        on_links: list[Send | Close] = []
        here: list[Spectate | Save | Dump | Choose | Event] = []
        for effect in effects:
            if isinstance(effect, Send | Close):
                on_links.append(effect)
            else:
                here.append(effect)
        self.mesh.carry_out(on_links)
        for effect in here:
            if isinstance(effect, Spectate):
                self.audience.show(effect.signed)
            elif isinstance(effect, Save):
                if self.autosave is not None and self.core.line is not None:
                    self.autosave.save(self.core.line.record)
            elif isinstance(effect, Choose):
                self._spawn(self._choose(effect))
            elif isinstance(effect, Dump):
                self._dump(effect)
            else:
                self._emit(effect)
        self._schedule()

    def _emit(self, event: Event) -> None:
        if isinstance(event, Started):
            self._started.set()
        if self.on_event is not None:
            self.on_event(event)

    def _schedule(self) -> None:
        """Wake the core at its next deadline (the timer is set again only when it moved)."""
        deadline = self.core.deadline()
        if deadline == self._timer_at and self._timer is not None:
            return
        if self._timer is not None:
            self._timer.cancel()
            self._timer = None
        self._timer_at = deadline
        if deadline is not None and not self._closing:
            loop = asyncio.get_running_loop()
            self._timer = loop.call_later(max(0.0, deadline - _now()) + 0.001, self._tick)

    def _tick(self) -> None:
        self._timer = self._timer_at = None
        self._feed(Tick())

    def _dump(self, dump: Dump) -> None:
        path = None
        if self.dump_dir is not None:
            path = self.dump_dir / f"desync-{self.game_id}-{dump.seq}-{self.me}.json"
            try:
                self.dump_dir.mkdir(parents=True, exist_ok=True)
                path.write_text(json.dumps(dump.data, indent=1), encoding="utf-8")
            except OSError as error:
                log.error("cannot write the dump %s: %s", path, error)
                path = None
            if path is not None and path not in self.dumps:
                self.dumps.append(path)
        if dump.hashes is not None:
            self._emit(DesyncDetected(dump.seq, dump.hashes, path))

    def _spawn(self, coroutine: Coroutine[Any, Any, Any]) -> None:
        task = asyncio.get_running_loop().create_task(coroutine)
        self._tasks.add(task)
        task.add_done_callback(self._tasks.discard)

    async def _choose(self, choose: Choose) -> None:
        """Let a bot choose a whole turn on a copy of the game (or up to a move that reveals a
        card), then hand its moves to the core."""
        game = self.game
        if game is None:
            return
        copy = game.copy()
        moves: list[GameMove] = []
        try:
            while copy.to_move == choose.seat:
                if self.move_delay > 0:
                    await asyncio.sleep(self.move_delay)
                spec = seat_bot(choose.seat, choose.bot, self.seed, 1.0,
                                self.start_message.options.rules_name)  # fmt: skip
                move = await self.chooser.choose(copy.copy(), spec)
                reveals = copy.reveals(move)
                copy.play(move)
                moves.append(move)
                if reveals or self.move_delay > 0:
                    break
        except Exception:  # a bot bug must not stop the game silently
            log.exception("the bot of seat %d failed", choose.seat)
            if not moves:
                return
        if moves:
            self._feed(Chosen(choose.seat, choose.ply, tuple(moves)))

    # ------------------------------------------------------------------------ start

    async def begin(self) -> None:
        """Open the mesh and agree on the seed; raises :class:`SessionError` on failure."""
        self.audience.read_all()
        limit = self.timing.connect + self.timing.handshake
        missing = await self.mesh.open(limit)
        if missing:
            await self._fail(f"could not connect to {', '.join(self.name_of(p) for p in missing)}")
        self._carry_out(self.core.begin(_now()))
        try:
            await asyncio.wait_for(self._until_started(), limit)
        except TimeoutError:
            await self._fail("the peers did not all commit and reveal in time")
        if self.core.status == "failed":
            await self._fail(self.core.reason)
        self.audience.catch_up_all()
        self._spawn(self._heartbeats())

    async def _until_started(self) -> None:
        while self.core.game is None and self.core.status != "failed":
            self._started.clear()
            await self._started.wait()

    async def _fail(self, reason: str) -> None:
        self._carry_out(self.core.fail(reason))
        await self.close(reason)
        raise SessionError(reason)

    @classmethod
    async def rejoin(
        cls,
        resume: ResumeState,
        peer: LocalPeer,
        *,
        autosave: Path | None = None,
        dump_dir: Path | None = None,
        on_event: Callable[[Event], None] | None = None,
        chooser: Chooser | None = None,
        move_delay: float = 0.0,
    ) -> Session:
        """Come back to a game: prove who we are to every peer we reach and catch up.

        ``peer`` must carry the saved id and identity (``LocalPeer(..., peer_id=, identity=)``).
        Raises :class:`SessionError` when no peer of the game accepts us; the others are dialed
        again in the background.
        """
        if peer.id != resume.peer_id or peer.key != resume.identity().public:
            raise SessionError("the local peer does not carry the saved id and key")
        if not peer.port:
            await peer.listen()
        plan = Plan(resume.start, peer)
        session = cls(plan, autosave=autosave, dump_dir=dump_dir, on_event=on_event,
                      chooser=chooser, move_delay=move_delay, resume=resume)  # fmt: skip
        session._started.set()
        if not await session.mesh.rejoin():
            await session.close("nobody to rejoin")
            raise SessionError("no peer of the game accepted the rejoin")
        session._spawn(session._heartbeats())
        session._feed(Tick())
        return session

    # ------------------------------------------------------------------------ the owner's requests

    def drive(self, seat: int, bot: str) -> None:
        """Let bot ``bot`` play a seat this peer runs (autoplay for a person's seat)."""
        _check_bot(self.start_message.options.rule_set, bot)
        self._feed(Drive(seat, bot))

    def play(self, *moves: GameMove) -> None:
        """Play the committed steps of a turn (one move or several, in order) for the seat to
        move, which must be run here; raises ``SessionError`` or ``IllegalMoveError`` (changing
        nothing) when they cannot be played."""
        self._feed(Play(moves))

    def hand_to_bot(self, seat: int, bot: str) -> None:
        """Propose that bot ``bot`` plays seat ``seat`` (its player is missing, or held its turn
        past the turn timer); the majority decides, and the first peer of the order runs it."""
        _check_bot(self.start_message.options.rule_set, bot)
        self._feed(HandOver(seat, bot))


    def reclaim(self) -> None:
        """Take this peer's seats back (at the next turn boundary) if they were handed over."""
        self._feed(Reclaim())

    # ------------------------------------------------------------------------ liveness

    async def _heartbeats(self) -> None:
        while True:
            await asyncio.sleep(self.timing.heartbeat)
            ply = self.core.ply
            for connection in [*self.links.values(), *self.spectators]:
                keep_alive(connection, self.timing, ply)
            self._feed(Tick())

    # ------------------------------------------------------------------------ closing

    def flush(self) -> None:
        """Write the autosaved record now (it is written within milliseconds anyway)."""
        if self.autosave is not None:
            self.autosave.flush()

    async def close(self, reason: str = "left the game") -> None:
        """Say bye to everyone and stop."""
        if not self._closing:
            self._feed(Leave(reason))
        self._stop()
        connections = [*self.links.values(), *self.spectators]
        self.links.clear()
        for connection in connections:
            connection.send(Bye(reason[:MAX_REASON]))
        await asyncio.gather(*(c.aclose(reason) for c in connections))
        self.flush()

    def close_now(self, reason: str = "left the game") -> None:
        """Say bye to everyone and stop, without waiting (when the program quits)."""
        if not self._closing:
            self._feed(Leave(reason))
        self._stop()
        for connection in [*self.links.values(), *self.spectators]:
            connection.send(Bye(reason[:MAX_REASON]))
            connection.close(reason)
        self.links.clear()
        self.flush()

    def _stop(self) -> None:
        self._closing = True
        self.peer.serve(None)
        if self._timer is not None:
            self._timer.cancel()
        current = asyncio.current_task()
        for task in list(self._tasks):
            if task is not current:
                task.cancel()
        if isinstance(self.chooser, ThreadChooser):
            self.chooser.close()

    def abort(self) -> None:
        """Drop everything at once, as a crash would (for tests of liveness and rejoin)."""
        self._stop()
        for connection in [*self.links.values(), *self.spectators]:
            connection.close("aborted")
        self.links.clear()

    def freeze(self) -> None:
        """Stop all activity but keep the sockets open, as a hung program would (tests)."""
        self._stop()


def _check_bot(rules: AnyRuleSet, bot: str) -> None:
    if bot not in rules.bots:
        raise SessionError(f"unknown bot {bot!r}")


def _now() -> float:
    """The core's clock: monotonic seconds (the event loop's time, and valid without one)."""
    return time.monotonic()


__all__ = ["JoinRefused", "ResumeState", "Session", "SessionError"]
