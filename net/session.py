"""A game between seated peers on asyncio: the shell around the lockstep core.

:class:`Session` owns what the core (:mod:`net.lockstep`) does not touch: connections and their
handshakes, dialing again a peer whose link dropped (both sides, with a growing pause, for as long
as the game lasts), heartbeats, timers, the autosave and the dump files, spectators, and the bots
(chosen by an injectable :class:`~net.chooser.Chooser`, never on the event loop's thread). Every
message of a seated peer, every link that comes or goes and every request of the owner becomes an
input of the core; the core's effects are carried out here (those on the links first).

A dialer proves who it is by signing the listener's fresh challenge with the game id, both peer
ids and its share of the link's keys (:func:`net.identity.link_statement`); the listener signs
its own share in the welcome, and both directions are sealed from then on (:mod:`net.keyshare`,
:mod:`net.link`): the mesh at the start (a peer dials every peer listed before it in
``start.peers``), and every rejoin after a lost link or a restart. A spectator of a PIN game runs
the PIN exchange first (:func:`net.handshake.answer_pin`). Who may connect, and whether a welcome
holds, :mod:`net.admission` decides; the session carries its decisions out.
"""

from __future__ import annotations

import asyncio
import contextlib
import json
import logging
import time
from collections.abc import Callable, Coroutine, Sequence
from pathlib import Path
from typing import Any

from engine import Game, Move
from engine.bots import BOTS
from engine.record import Record
from net.admission import (
    AdmitMesh,
    AdmitRejoin,
    AdmitSpectator,
    ExchangePin,
    Gate,
    Unwelcome,
    admit,
    check_welcome,
)
from net.autosave import Autosave
from net.chooser import Chooser, ThreadChooser
from net.commit import new_nonce
from net.config import MAX_REASON, PROTOCOL_VERSION
from net.events import DesyncDetected, Event, Rejected, Started
from net.framing import encode
from net.guard import PinGuard
from net.handshake import answer_pin
from net.identity import link_statement
from net.keyshare import KeyShare
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
    Linked,
    Lockstep,
    LockstepError,
    Play,
    Received,
    Reclaim,
    Save,
    Send,
    Spectate,
    Tick,
    Unlinked,
)
from net.lockstep.agreement import NOTHING_FIRM
from net.messages import (
    Bye,
    Challenge,
    Heartbeat,
    Message,
    MoveMessage,
    PeerHello,
    PeerInfo,
    Refuse,
    Rejoin,
    SeatInfo,
    Welcome,
)
from net.peer import LocalPeer
from net.resume import ResumeState
from net.transport import Connection, ConnectionClosed, dial, handle_messages, keep_alive

log = logging.getLogger(__name__)

REDIAL_FIRST = 1.0
"""Heartbeat intervals before the first new dial to a peer lost without a bye (the peer earlier
in the order waits twice as long, so that the later one usually dials first)."""
REDIAL_MAX = 5.0
"""Longest pause, in seconds, between two dials to a lost peer (the pause grows up to it)."""


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
        self.order = [p.peer for p in start.peers]
        self.peers: dict[str, PeerInfo] = {p.peer: p for p in start.peers}
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
        self.links: dict[str, Connection] = {}
        self._dialer: dict[str, str] = {}
        self._linked_at: dict[str, float] = {}
        """Who dialed each link (when two links race, both sides keep the same one)."""
        self.lost: set[str] = set()
        self.spectators: list[Connection] = list(plan.spectators)
        self.dumps: list[Path] = []
        self._byes: set[str] = set()
        self._tasks: set[asyncio.Task[Any]] = set()
        self._redialing: set[str] = set()
        self._linked = asyncio.Event()
        self._started = asyncio.Event()
        self._timer: asyncio.TimerHandle | None = None
        self._timer_at: float | None = None
        self._closing = False
        self.peer.expect(p.host for p in start.peers if p.peer != self.me)  # member slots
        self.peer.serve(self._accept)

    # ------------------------------------------------------------------------ queries

    @property
    def game(self) -> Game | None:
        game = self.core.game
        return game if isinstance(game, Game) else None

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
        turn, timer = self.core.turn, self.core.turn_timer
        return None if turn is None or timer <= 0 else (turn[0], turn[3] + timer)

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
    def state_hash(self) -> Callable[[Game], str]:
        return self.core.hasher

    @state_hash.setter
    def state_hash(self, hasher: Callable[[Game], str]) -> None:
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
        sent: tuple[Message | None, bytes] = (None, b"")
        here: list[Spectate | Save | Dump | Choose | Event] = []
        for effect in effects:
            if isinstance(effect, Send):
                if sent[0] is not effect.message:  # (one message may go out in two effects)
                    sent = (effect.message, encode(effect.message.to_frame()))
                for peer in effect.to:
                    connection = self.links.get(peer)
                    if connection is not None:
                        connection.send_frame(sent[1], at_once=effect.at_once)
            elif isinstance(effect, Close):
                connection = self.links.get(effect.peer)
                if connection is not None:
                    connection.close(effect.reason)
            else:
                here.append(effect)
        for effect in here:
            if isinstance(effect, Spectate):
                if self.spectators:
                    frame = encode(MoveMessage(effect.signed).to_frame())
                    for connection in self.spectators:
                        connection.send_frame(frame)
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
        moves: list[Move] = []
        try:
            while copy.to_move == choose.seat:
                if self.move_delay > 0:
                    await asyncio.sleep(self.move_delay)
                move = await self.chooser.choose(copy.copy(), choose.seat, choose.bot, self.seed,
                                                 1.0)  # fmt: skip
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
        for spectator in self.spectators:
            self._read_spectator(spectator)
        mine = self.order.index(self.me)
        earlier = [p for p in self.order[:mine] if p not in self.links]
        await asyncio.gather(*(self._dial_mesh(p) for p in earlier))
        self._check_linked()
        limit = self.timing.connect + self.timing.handshake
        try:
            await asyncio.wait_for(self._linked.wait(), limit)
        except TimeoutError:
            missing = [self.name_of(p) for p in self.order if p != self.me and p not in self.links]
            await self._fail(f"could not connect to {', '.join(missing)}")
        self._carry_out(self.core.begin(_now()))
        try:
            await asyncio.wait_for(self._until_started(), limit)
        except TimeoutError:
            await self._fail("the peers did not all commit and reveal in time")
        if self.core.status == "failed":
            await self._fail(self.core.reason)
        for spectator in self.spectators:
            self._send_catchup(spectator, 0)
        self._spawn(self._heartbeats())

    async def _until_started(self) -> None:
        while self.core.game is None and self.core.status != "failed":
            self._started.clear()
            await self._started.wait()

    async def _fail(self, reason: str) -> None:
        self._carry_out(self.core.fail(reason))
        await self.close(reason)
        raise SessionError(reason)

    async def _handshake(
        self, peer: str, first: Callable[[bytes, bytes], Message]
    ) -> Connection | None:
        """Dial ``peer`` and answer its challenge with ``first(nonce, share)``, our signed share
        of the link's keys; the welcomed connection, sealed with keys that only the two of us
        can hold (:mod:`net.keyshare`), or None."""
        info = self.peers[peer]
        share = KeyShare()
        try:
            connection = await dial(info.host, info.port, self.peer.interfaces, self.timing.connect)
            challenge = await connection.recv(self.timing.handshake)
            if not isinstance(challenge, Challenge):
                raise ConnectionClosed(f"expected challenge, got {challenge.T}")
            connection.unseal_after(Welcome.T)  # what follows the welcome is sealed
            connection.send(first(challenge.nonce, share.public))
            reply = await connection.recv(self.timing.handshake)
        except (ConnectionError, ConnectionClosed, OSError) as error:
            log.info("cannot reach %s: %s", info.name, error)
            return None
        keys = check_welcome(reply, game=self.game_id, me=self.me, listener=info,
                             nonce=challenge.nonce, share=share,
                             identity=self.peer.identity)  # fmt: skip
        if isinstance(keys, Unwelcome):
            if keys.refusal is not None:
                log.warning("%s refused us: %s", info.name, keys.refusal.text)
            connection.close(keys.reason)
            return None
        connection.unseal(keys.receive)
        connection.seal(keys.send)
        return connection

    def _proof(self, listener: str, nonce: bytes, share: bytes) -> bytes:
        statement = link_statement(self.game_id, self.me, listener, nonce, share)
        return self.peer.identity.sign(statement)

    async def _dial_mesh(self, peer: str) -> None:
        def hello(nonce: bytes, share: bytes) -> PeerHello:
            proof = self._proof(peer, nonce, share)
            return PeerHello(PROTOCOL_VERSION, self.game_id, self.me, share, proof)

        connection = await self._handshake(peer, hello)
        if connection is not None:
            self._link(peer, connection, dialer=self.me)

    def _link(self, peer: str, connection: Connection, *, dialer: str, **linked: Any) -> bool:
        """Bind a connection to ``peer``; False when an existing link is kept instead.

        The newer link replaces the older one, except when both sides dialed each other at once
        (the older link is younger than a handshake): then both keep the link dialed by the
        peer later in the order.
        """
        old = self.links.get(peer)
        now = _now()
        if old is not None and not old.closed:
            old_dialer = self._dialer.get(peer, "")
            racing = now - self._linked_at.get(peer, 0.0) < self.timing.handshake
            keep_old = racing and old_dialer != dialer and (
                self.order.index(old_dialer) > self.order.index(dialer)
            )
            if keep_old:
                connection.close("linked already")
                return False
            self.links.pop(peer)
            old.close("replaced by a newer link")
        connection.peer = peer
        self.links[peer] = connection
        self._dialer[peer] = dialer
        self._linked_at[peer] = now if linked else 0.0  # only rejoins race with each other
        self.lost.discard(peer)
        self._spawn(self._read(peer, connection))
        self._check_linked()
        self._feed(Linked(peer, **linked))
        return True

    def _check_linked(self) -> None:
        if all(p in self.links for p in self.order if p != self.me):
            self._linked.set()

    # ------------------------------------------------------------------------ reading

    async def _read(self, peer: str, connection: Connection) -> None:
        def handle(message: Message) -> None:
            if self.links.get(peer) is not connection:
                return
            if isinstance(message, Bye):
                self._byes.add(peer)
                connection.close(f"{self.name_of(peer)} left: {message.reason}")
            else:
                self._feed(Received(peer, message))

        await handle_messages(connection, handle)
        if self.links.get(peer) is connection:
            del self.links[peer]
            self.lost.add(peer)
            reason = connection.closed_reason or "closed"
            bye = peer in self._byes
            self._feed(Unlinked(peer, reason, bye))
            if not bye and not self._closing and self.core.game is not None:
                self._redial(peer)

    # ------------------------------------------------------------------------ incoming

    async def _accept(self, connection: Connection) -> None:
        """A connection to this peer: a seated peer (the mesh, a rejoin) or a spectator, who
        first runs the PIN exchange in a PIN game (then the link is sealed); what to do is
        :func:`net.admission.admit`'s decision."""
        nonce = new_nonce()
        share = KeyShare()
        timeout = self.timing.handshake
        connection.send(Challenge(nonce, self.pin is not None))
        connection.unseal_after((PeerHello.T, Rejoin.T))  # a seated peer's link is sealed then
        try:
            first = await connection.recv(timeout)
            if not isinstance(first, PeerHello | Rejoin):
                connection.unseal_after(())
            decision = admit(first, self._gate(), nonce=nonce, share=share,
                             address=connection.remote[0])  # fmt: skip
            if isinstance(decision, ExchangePin):
                answer = await answer_pin(connection, decision.offer, decision.pin, nonce,
                                          self.pin_guard, timeout)  # fmt: skip
                if isinstance(answer, Refuse):
                    connection.send(answer)
                    await connection.aclose(f"refused: {answer.reason}")
                    return
                if not answer:
                    return  # a wrong guess: the exchange closed the connection
                decision = admit(await connection.recv(timeout), self._gate(), nonce=nonce,
                                 share=share, address=connection.remote[0],
                                 pin_proven=True)  # fmt: skip
        except ConnectionClosed:
            return
        if isinstance(decision, AdmitMesh | AdmitRejoin):
            self._admit_peer(connection, decision)
        elif isinstance(decision, AdmitSpectator):
            self._admit_spectator(connection, decision)
        else:
            log.info("%s refused %s: %s", self.peer.name, connection.label, decision.text)
            connection.send(decision)
            await connection.aclose(f"refused: {decision.reason}")

    def _gate(self) -> Gate:
        """What this peer knows now to decide on a connection."""
        return Gate(self.game_id, self.me, self.peer.identity, self.peers, set(self.links),
                    self.core.game is not None, len(self.spectators), self.pin)  # fmt: skip

    def _admit_peer(self, connection: Connection, admitted: AdmitMesh | AdmitRejoin) -> None:
        """Welcome a seated peer, seal the link with our keys and link it."""
        connection.unseal(admitted.keys.receive)
        connection.send(admitted.welcome)
        connection.seal(admitted.keys.send)
        peer = admitted.peer
        if isinstance(admitted, AdmitMesh):
            self._link(peer, connection, dialer=peer)
            return
        self.peers[peer] = admitted.info
        self.peer.expect([admitted.info.host])
        if self._link(peer, connection, dialer=peer, rejoined=admitted.have):
            log.info("%s: %s rejoined", self.peer.name, admitted.info.name)

    def _admit_spectator(self, connection: Connection, admitted: AdmitSpectator) -> None:
        connection.peer = admitted.peer
        connection.send(admitted.welcome)
        self.spectators.append(connection)
        if self.core.game is not None:
            self._send_catchup(connection, 0)
        self._read_spectator(connection)

    def _send_catchup(self, connection: Connection, first: int) -> None:
        for message in self.core.catchup(first):
            connection.send(message)

    def _read_spectator(self, connection: Connection) -> None:
        def handle(message: Message) -> None:
            if isinstance(message, Bye):
                connection.close("spectator left")
            elif not isinstance(message, Heartbeat):
                connection.close(f"a spectator may not send {message.T}")

        async def loop() -> None:
            await handle_messages(connection, handle)
            with contextlib.suppress(ValueError):
                self.spectators.remove(connection)

        self._spawn(loop())

    # ------------------------------------------------------------------------ rejoining

    def _rejoin_hello(self, peer: str, nonce: bytes, share: bytes) -> Rejoin:
        return Rejoin(PROTOCOL_VERSION, self.game_id, self.me, share,
                      self._proof(peer, nonce, share), self.core.agreed,
                      self.peer.port or 1)  # fmt: skip

    async def _dial_rejoin(self, peer: str) -> bool:
        connection = await self._handshake(
            peer, lambda nonce, share: self._rejoin_hello(peer, nonce, share)
        )
        if connection is None or self._closing:
            if connection is not None:
                connection.close("leaving")
            return False
        return self._link(peer, connection, dialer=self.me, asked=True)

    def _redial(self, peer: str) -> None:
        """Dial a peer lost without a bye again, with a growing pause, while the game lasts."""
        if peer in self._redialing:
            return
        self._redialing.add(peer)

        async def redial() -> None:
            earlier = self.order.index(peer) > self.order.index(self.me)
            pause = self.timing.heartbeat * REDIAL_FIRST * (3 if earlier else 1)
            try:
                while not self._closing and peer not in self.links:
                    await asyncio.sleep(pause)
                    if self._closing or peer in self.links or self._gone(peer):
                        return
                    if await self._dial_rejoin(peer):
                        return
                    pause = min(pause * 1.5, max(REDIAL_MAX, self.timing.heartbeat))
            finally:
                self._redialing.discard(peer)

        self._spawn(redial())

    def _gone(self, peer: str) -> bool:
        game = self.core.game
        return game is None or game.is_over or peer in self.core.membership.removed

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
        others = [p for p in session.order if p != peer.id]
        results = await asyncio.gather(*(session._dial_rejoin(p) for p in others))
        if not any(results):
            await session.close("nobody to rejoin")
            raise SessionError("no peer of the game accepted the rejoin")
        for other, linked in zip(others, results, strict=True):
            if not linked and other not in session.links:
                session.lost.add(other)
                session._redial(other)
        session._spawn(session._heartbeats())
        session._feed(Tick())
        return session

    # ------------------------------------------------------------------------ the owner's requests

    def drive(self, seat: int, bot: str) -> None:
        """Let bot ``bot`` play a seat this peer runs (autoplay for a person's seat)."""
        if bot not in BOTS:
            raise SessionError(f"unknown bot {bot!r}")
        self._feed(Drive(seat, bot))

    def play(self, moves: Move | str | Sequence[Move]) -> None:
        """Play the committed steps of a turn (one move or several, in order) for the seat to
        move, which must be run here; raises ``SessionError`` or ``IllegalMoveError`` (changing
        nothing) when they cannot be played."""
        if isinstance(moves, str):
            moves = Move.parse(moves)
        batch = (moves,) if isinstance(moves, Move) else tuple(moves)
        self._feed(Play(batch))

    def hand_to_bot(self, seat: int, bot: str) -> None:
        """Propose that bot ``bot`` plays seat ``seat`` (its player is missing, or held its turn
        past the turn timer); the majority decides, and the first peer of the order runs it."""
        if bot not in BOTS:
            raise SessionError(f"unknown bot {bot!r}")
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


def _now() -> float:
    """The core's clock: monotonic seconds (the event loop's time, and valid without one)."""
    return time.monotonic()


__all__ = ["JoinRefused", "ResumeState", "Session", "SessionError"]
