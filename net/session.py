"""A game in lockstep between seated peers: mesh, fair seed, moves and acks, liveness, rejoin.

After :class:`~net.lobby.Plan` the seated peers form a full mesh (a peer dials every peer listed
before it in ``start.peers``, proving its identity with the secret behind its lobby key). Each
commits to a random nonce and to one rejoin secret per seat it runs, then reveals the nonce; the
seed is the hash of the nonces in seat order, and a reveal that does not match aborts the start.

Then only the peer running the seat to move sends its move, with its number ``seq`` and the state
hash after it. Every peer checks the sender, the turn, the number and the move itself before its
own engine applies it, and acknowledges with its own hash; a move that fails a check is refused,
logged and changes nothing. Moves and acks a little ahead of the game wait (a few per sender);
farther ahead, the sender is disconnected. When every connected seated peer reported the same hash
for a move, it is *agreed*. When they differ the game has desynchronised at that move: each peer
writes a dump file, a peer in the minority rebuilds its state from the record and reports again,
and without a majority (or if the rebuild does not help, or the minority stays silent) the game is
paused with the reason. Every peer that pauses writes a dump.

Heartbeats reveal a silent peer within :attr:`~net.config.Timing.dead_after`; the game waits when
a missing peer's seat is to move, until that peer rejoins (:meth:`Session.rejoin`, with its seat
secrets, catching up from the record) or the others hand the seat to a bot. Catch-ups are taken
only when asked for (a rejoin made or accepted), once per rejoin. Spectators receive the record so
far and then every move. Every peer can autosave the record after every move.
"""

from __future__ import annotations

import asyncio
import base64
import contextlib
import json
import logging
from collections import Counter, deque
from collections.abc import Awaitable, Callable, Mapping
from dataclasses import dataclass
from pathlib import Path
from typing import Any

from engine import Game, IllegalMoveError, Move, NotationError
from engine.bots import BOTS, BotKeeper, BotSpec
from engine.record import PlayedMove, Record, Seat, replay
from net.autosave import Autosave
from net.commit import commitment, new_nonce, new_secret, pin_matches, seed_from, verify
from net.config import MAX_AHEAD, MAX_CATCHUP_MOVES, MAX_REASON, MAX_SPECTATORS, PROTOCOL_VERSION
from net.events import (
    Agreed,
    DesyncDetected,
    Event,
    GameOver,
    HandedOver,
    MoveApplied,
    PeerBack,
    PeerLost,
    Rebuilt,
    Rejected,
    Started,
    StatusChanged,
)
from net.framing import Decoder, encode
from net.lobby import JoinRefused, Plan, version_refusal
from net.messages import (
    Ack,
    Bye,
    CatchUp,
    Challenge,
    Commit,
    Desync,
    Handover,
    Heartbeat,
    Hello,
    Message,
    MoveEntry,
    MoveMessage,
    PeerHash,
    PeerHello,
    PeerInfo,
    Refuse,
    Reject,
    Rejoin,
    Reveal,
    SeatInfo,
    SeatSecret,
    Start,
    Welcome,
    parse,
)
from net.peer import LocalPeer
from net.transport import (
    Connection,
    ConnectionClosed,
    broadcast,
    dial,
    handle_messages,
    keep_alive,
)

log = logging.getLogger(__name__)

RECONNECT_ATTEMPTS = 10
"""Tries, one a heartbeat interval apart, to dial a peer lost without a bye."""

ASKED = "asked"
"""A catch-up answering our rejoin: moves of any seat; if it ends before our game, we answer."""
ANSWER = "answer"
"""A catch-up answering the one we sent to a peer whose rejoin we accepted: never answered; a move
of a seat whose owner is connected (not the sender) only counts once the owner sent it itself."""
MAX_RELAYED = 4 * MAX_CATCHUP_MOVES
"""Moves of such an answer that a peer keeps waiting; a longer answer closes the connection."""


class SessionError(Exception):
    """The session cannot do what was asked (or could not start); the message says why."""


@dataclass(slots=True)
class ResumeState:
    """What a peer must keep to rejoin its game after losing it (even after a restart)."""

    start: Start
    name: str
    peer_id: str
    peer_secret: bytes
    seed: str
    seat_secrets: dict[int, bytes]
    seat_commits: dict[int, bytes]
    record: Record

    def to_dict(self) -> dict[str, Any]:
        """A JSON-able form (the start message as base64 msgpack, secrets as hex)."""
        return {
            "start": base64.b64encode(encode(self.start.to_frame())).decode(),
            "name": self.name,
            "peer_id": self.peer_id,
            "peer_secret": self.peer_secret.hex(),
            "seed": self.seed,
            "seat_secrets": {str(k): v.hex() for k, v in self.seat_secrets.items()},
            "seat_commits": {str(k): v.hex() for k, v in self.seat_commits.items()},
            "record": self.record.to_dict(),
        }

    @staticmethod
    def from_dict(data: dict[str, Any]) -> ResumeState:
        start = parse(Decoder().feed(base64.b64decode(data["start"]))[0])
        if not isinstance(start, Start):
            raise ValueError("the saved start is not a start message")
        return ResumeState(
            start=start,
            name=str(data["name"]),
            peer_id=str(data["peer_id"]),
            peer_secret=bytes.fromhex(data["peer_secret"]),
            seed=str(data["seed"]),
            seat_secrets={int(k): bytes.fromhex(v) for k, v in data["seat_secrets"].items()},
            seat_commits={int(k): bytes.fromhex(v) for k, v in data["seat_commits"].items()},
            record=Record.from_dict(data["record"]),
        )


BotChooser = Callable[[Game, BotSpec], Awaitable[Move]]
"""How the bots of this peer's seats choose: ``await chooser(game, spec)`` is the move of the
bot ``spec`` for the seat to move (the game must not be changed while it thinks)."""


class ChooseHere:
    """The default :data:`BotChooser`: bots kept in this process choose at once, in the event
    loop's thread. Quick bots only: a searching bot would stop the loop while it thinks, so a
    program gives a chooser that thinks in another process (``client.thinker``)."""

    def __init__(self) -> None:
        self.keeper = BotKeeper()

    async def __call__(self, game: Game, spec: BotSpec) -> Move:
        return self.keeper.choose(game, spec)


def _agent(bot: str, seed: str) -> BotSpec:
    spec = BotSpec(bot, seed)
    spec.check()
    return spec


class Session:
    """One peer's side of a started game. Create with :meth:`begin` or :meth:`rejoin`."""

    def __init__(
        self,
        plan: Plan,
        *,
        autosave: Path | None = None,
        dump_dir: Path | None = None,
        on_event: Callable[[Event], None] | None = None,
        chooser: BotChooser | None = None,
    ) -> None:
        start = plan.start
        self.peer = plan.peer
        self.me = plan.peer.id
        self.timing = plan.peer.timing
        self.start_message = start
        self.game_id = start.game
        self.pin = plan.pin
        self.order = [p.peer for p in start.peers]
        self.peers: dict[str, PeerInfo] = {p.peer: p for p in start.peers}
        self.seats: list[SeatInfo] = list(start.seats)
        self.owner = [seat.peer for seat in start.seats]
        self.bots: list[str | None] = [seat.bot for seat in start.seats]
        if self.me not in self.peers:
            raise SessionError("this peer is not in the game's roster")
        for peer in self.order:
            if peer not in self.owner:
                raise SessionError(f"peer {peer} runs no seat")
        self.autosave = Autosave(autosave) if autosave is not None else None
        """The record on disk, written after every move (None: not saved)."""
        self.dump_dir = dump_dir
        self.on_event = on_event
        self.chooser = chooser or ChooseHere()
        """How this peer's bots choose their moves."""
        self.links: dict[str, Connection] = dict(plan.links)
        self.lost: set[str] = set()
        self.spectators: list[Connection] = list(plan.spectators)
        self._readers: set[asyncio.Task[None]] = set()
        self._tasks: list[asyncio.Task[None]] = []
        self._linked = asyncio.Event()
        self._seeded = asyncio.Event()
        # commit-reveal
        self._nonce = new_secret()
        self.seat_secrets = {s: new_secret() for s in self.my_seats}
        self.seat_commits: dict[int, bytes] = {}
        self._commits: dict[str, bytes] = {}
        self._reveals: dict[str, bytes] = {}
        self._revealed = False
        self.seed = ""
        # lockstep
        self.game: Game | None = None
        self.record: Record | None = None
        self.agents: dict[int, BotSpec] = {}
        self._drivers: dict[int, str] = {}
        self._reports: dict[int, dict[str, str]] = {}
        self._agreed_ahead: set[int] = set()
        self.agreed = 0
        """Moves agreed by every connected seated peer, counted from the first."""
        self._pending: dict[tuple[int, str], MoveMessage] = {}
        """Moves ahead of the game, by (seq, sender)."""
        self._catchups: dict[Connection, str] = {}
        """Connections from which a catch-up is expected, and which kind (ASKED or ANSWER)."""
        self._relayed: dict[Connection, deque[MoveMessage]] = {}
        """Moves of ANSWER catch-ups not taken yet, by connection."""
        self._handled: set[tuple[int, frozenset[tuple[str, str]]]] = set()
        self._awaiting_rebuild: set[int] = set()
        self.rejected: list[Rejected] = []
        self.dumps: list[Path] = []
        self._paused: str | None = None
        self._failed: str | None = None
        self._status = ("starting", "")
        self._wake = asyncio.Event()
        self._byes: set[str] = set()
        self._closing = False
        self.state_hash: Callable[[Game], str] = lambda game: game.state_hash()
        """How this peer hashes its state (tests replace it to simulate a faulty engine)."""
        self.peer.serve(self._accept)

    # ---------------------------------------------------------------- queries

    @property
    def my_seats(self) -> list[int]:
        return [seat for seat, owner in enumerate(self.owner) if owner == self.me]

    @property
    def status(self) -> str:
        """starting, running, waiting (for a missing seat), paused, over or failed."""
        return self._status[0]

    @property
    def reason(self) -> str:
        return self._status[1]

    def name_of(self, peer: str) -> str:
        info = self.peers.get(peer)
        return info.name if info else peer

    def resume_state(self) -> ResumeState:
        """What to save so that this peer can rejoin after a crash."""
        if self.record is None:
            raise SessionError("the game has not started")
        return ResumeState(
            self.start_message, self.peer.name, self.me, self.peer.secret, self.seed,
            dict(self.seat_secrets), dict(self.seat_commits), self.record,
        )  # fmt: skip

    def _emit(self, event: Event) -> None:
        if self.on_event is not None:
            self.on_event(event)

    def _compute_status(self) -> tuple[str, str]:
        if self._failed is not None:
            return "failed", self._failed
        if self.game is None:
            return "starting", ""
        if self._paused is not None:
            return "paused", self._paused
        if self.game.is_over:
            return "over", "the game is over"
        seat = self.game.to_move
        assert seat is not None
        owner = self.owner[seat]
        if owner != self.me and owner not in self.links:
            return "waiting", (
                f"waiting for seat {seat + 1} ({self.seats[seat].name}): "
                f"{self.name_of(owner)} is not connected"
            )
        return "running", ""

    def _update_status(self) -> None:
        status = self._compute_status()
        if status != self._status:
            self._status = status
            log.info("%s: %s %s", self.peer.name, *status)
            self._emit(StatusChanged(*status))
        self._wake.set()

    # ------------------------------------------------------------------ start

    async def begin(self) -> None:
        """Open the mesh and agree on the seed; raises :class:`SessionError` on failure."""
        for peer, connection in self.links.items():
            connection.peer = peer
            self._read(peer, connection)
        for spectator in self.spectators:
            self._read_spectator(spectator)
        mine = self.order.index(self.me)
        await asyncio.gather(*(self._dial(p) for p in self.order[:mine] if p not in self.links))
        self._check_linked()
        limit = self.timing.connect + self.timing.handshake
        try:
            await asyncio.wait_for(self._linked.wait(), limit)
        except TimeoutError:
            missing = [self.name_of(p) for p in self.order if p != self.me and p not in self.links]
            await self._fail(f"could not connect to {', '.join(missing)}")
        commit = Commit(commitment(self._nonce), tuple(commitment(self.seat_secrets[s])
                                                       for s in self.my_seats))  # fmt: skip
        self._broadcast(commit)
        self._on_commit(self.me, commit)
        try:
            await asyncio.wait_for(self._seeded.wait(), limit)
        except TimeoutError:
            await self._fail("the peers did not all commit and reveal in time")
        if self._failed is not None:
            raise SessionError(self._failed)
        self._tasks.append(asyncio.get_running_loop().create_task(self._heartbeats()))
        self._tasks.append(asyncio.get_running_loop().create_task(self._agent_loop()))

    async def _dial(self, peer: str) -> None:
        info = self.peers[peer]
        try:
            connection = await dial(info.host, info.port, self.peer.interfaces, self.timing.connect)
            challenge = await connection.recv(self.timing.handshake)
            if not isinstance(challenge, Challenge):
                raise ConnectionClosed(f"expected challenge, got {challenge.T}")
            connection.send(PeerHello(PROTOCOL_VERSION, self.game_id, self.me, self.peer.secret))
            reply = await connection.recv(self.timing.handshake)
        except (ConnectionError, ConnectionClosed) as error:
            log.warning("cannot reach %s: %s", info.name, error)
            return
        if not isinstance(reply, Welcome) or reply.peer != peer:
            connection.close(f"{info.name} did not welcome us: {reply}")
            return
        self._link(peer, connection)

    def _link(self, peer: str, connection: Connection) -> None:
        connection.peer = peer
        self.links[peer] = connection
        self._read(peer, connection)
        self._check_linked()

    def _check_linked(self) -> None:
        if all(p in self.links for p in self.order if p != self.me):
            self._linked.set()

    async def _fail(self, reason: str) -> None:
        self._failed = reason
        self._update_status()
        await self.close(reason)
        raise SessionError(reason)

    def _on_commit(self, peer: str, commit: Commit) -> None:
        seats = [s for s, owner in enumerate(self.owner) if owner == peer]
        if peer in self._commits or len(commit.seats) != len(seats):
            self._drop(peer, "malformed or repeated commit")
            return
        self._commits[peer] = commit.seed
        self.seat_commits.update(zip(seats, commit.seats, strict=True))
        if len(self._commits) == len(self.order) and not self._revealed:
            self._revealed = True
            self._broadcast(Reveal(self._nonce))
            self._on_reveal(self.me, self._nonce)

    def _on_reveal(self, peer: str, nonce: bytes) -> None:
        if peer in self._reveals or peer not in self._commits:
            self._drop(peer, "reveal without commit")
            return
        if not verify(self._commits[peer], nonce):
            self._failed = f"the reveal of {self.name_of(peer)} does not match its commitment"
            self._update_status()
            self._seeded.set()
            return
        self._reveals[peer] = nonce
        if len(self._reveals) == len(self.order):
            in_seat_order = sorted(self.order, key=self.owner.index)
            self._set_up(seed_from([self._reveals[p] for p in in_seat_order]))

    def _set_up(self, seed: str) -> None:
        start = self.start_message
        self.seed = seed
        seats = [Seat(s.name, s.bot, s.colour) for s in self.seats]
        self.record = Record(seats, seed, start.options.rules)
        self.game = self.record.new_game()
        for seat in self.my_seats:
            bot = self.bots[seat]
            if bot is not None:
                self.agents[seat] = _agent(bot, f"{seed}:{seat}")
        for seat, bot in self._drivers.items():
            self.agents[seat] = _agent(bot, f"{seed}:{seat}")
        self._save()
        self._seeded.set()
        self._emit(Started(seed, self.game.start_seat))
        for spectator in self.spectators:
            self._send_catchup(spectator, 0)
        self._update_status()
        self._run_pending()

    # ---------------------------------------------------------------- reading

    def _spawn(self, coroutine: Any) -> None:
        task: asyncio.Task[None] = asyncio.get_running_loop().create_task(coroutine)
        self._readers.add(task)
        task.add_done_callback(self._readers.discard)

    def _read(self, peer: str, connection: Connection) -> None:
        self._spawn(self._read_loop(peer, connection))

    async def _read_loop(self, peer: str, connection: Connection) -> None:
        await handle_messages(connection, lambda message: self._dispatch(peer, connection, message))
        self._on_lost(peer, connection, connection.closed_reason or "closed")

    def _dispatch(self, peer: str, connection: Connection, message: Message) -> None:
        if isinstance(message, MoveMessage):
            self._on_move(peer, message)
        elif isinstance(message, Ack):
            self._on_ack(peer, message)
        elif isinstance(message, Heartbeat):
            pass
        elif isinstance(message, Commit):
            self._on_commit(peer, message)
        elif isinstance(message, Reveal):
            self._on_reveal(peer, message.nonce)
        elif isinstance(message, Reject):
            self._on_reject(peer, message)
        elif isinstance(message, Desync):
            reason = f"{self.name_of(peer)} paused the game: {message.reason}"
            hashes = {h.peer: h.hash for h in message.hashes}
            self._pause(reason, message.seq, hashes, tell=False)
        elif isinstance(message, CatchUp):
            self._on_catchup(peer, connection, message)
        elif isinstance(message, Handover):
            self._on_handover(peer, message)
        elif isinstance(message, Bye):
            self._byes.add(peer)
            connection.close(f"{self.name_of(peer)} left: {message.reason}")
        else:
            connection.close(f"unexpected {message.T} during the game")

    def _drop(self, peer: str, reason: str) -> None:
        connection = self.links.get(peer)
        if connection is not None:
            connection.close(reason)

    def _on_lost(self, peer: str, connection: Connection, reason: str) -> None:
        self._catchups.pop(connection, None)
        self._relayed.pop(connection, None)
        if self.links.get(peer) is not connection:
            return  # an older connection, already replaced
        del self.links[peer]
        self.lost.add(peer)
        self._run_pending()  # relayed moves of the lost peer's seats may be taken now
        seats = tuple(s for s, owner in enumerate(self.owner) if owner == peer)
        log.warning("%s lost %s: %s", self.peer.name, self.name_of(peer), reason)
        self._emit(PeerLost(peer, seats, reason))
        for seq in sorted(self._reports):
            self._check(seq)
        self._update_status()
        later = self.order.index(self.me) > self.order.index(peer)
        if later and self.game is not None and peer not in self._byes and not self._closing:
            self._spawn(self._reconnect(peer))

    async def _reconnect(self, peer: str) -> None:
        """Dial a peer we lost without a bye again, as a rejoin (the later peer in order dials)."""
        for _ in range(RECONNECT_ATTEMPTS):
            await asyncio.sleep(self.timing.heartbeat)
            if self._closing or peer in self.links or self.game is None:
                return
            claims = tuple(
                SeatSecret(s, self.seat_secrets[s]) for s in self.my_seats if s in self.seat_secrets
            )
            if not claims:
                return
            hello = Rejoin(PROTOCOL_VERSION, self.game_id, self.me, claims, self.game.ply,
                           self.peer.port)  # fmt: skip
            connection = await self._dial_rejoin(peer, hello)
            if connection is not None and peer in self.links:
                self._catchups.pop(connection, None)
                connection.close("already linked again")
            elif connection is not None:
                self.lost.discard(peer)
                self._link(peer, connection)
                seats = tuple(s for s, owner in enumerate(self.owner) if owner == peer)
                log.info("%s reconnected to %s", self.peer.name, self.name_of(peer))
                self._emit(PeerBack(peer, seats))
                self._update_status()
                return

    # ----------------------------------------------------------------- moves

    def drive(self, seat: int, bot: str) -> None:
        """Let bot ``bot`` play a seat this peer runs (autoplay for a human seat)."""
        if self.owner[seat] != self.me:
            raise SessionError(f"seat {seat + 1} is not played here")
        self._drivers[seat] = bot
        if self.seed:
            self.agents[seat] = _agent(bot, f"{self.seed}:{seat}")
            self._wake.set()

    def play(self, move: Move | str) -> None:
        """Play a move for the seat to move, which must be run here; raises if it cannot."""
        game = self.game
        if game is None or self.status not in ("running",):
            raise SessionError(f"cannot move now: the game is {self.status} {self.reason}".strip())
        seat = game.to_move
        assert seat is not None
        if self.owner[seat] != self.me:
            raise SessionError(f"seat {seat + 1} is to move, and it is not played here")
        if isinstance(move, str):
            move = Move.parse(move)
        self._apply(seat, move, local=True)

    def _apply(self, seat: int, move: Move, local: bool) -> str:
        """Apply a checked move to the engine and the record; returns our hash."""
        assert self.game is not None and self.record is not None
        seq = self.game.ply
        self.game.play(move)  # raises IllegalMoveError before changing anything
        digest = self.state_hash(self.game)
        text = str(move)
        self.record.append(PlayedMove(seat, move, digest), self.game)
        self._save()
        message = MoveMessage(seq, seat, text, digest)
        if local:
            self._broadcast(message)
        if self.spectators:
            broadcast(self.spectators, message)
        self._emit(MoveApplied(seq, seat, text, digest, local))
        self._report(seq, self.me, digest)
        if self.game.is_over:
            self._emit(GameOver(self.game.winner))
        self._update_status()
        if local:
            self._run_pending()  # a relayed catch-up may have waited for this move
        return digest

    def _refuse(self, peer: str, seq: int, reason: str) -> None:
        log.warning("%s refused move %d of %s: %s", self.peer.name, seq, self.name_of(peer), reason)
        event = Rejected(seq, peer, self.me, reason)
        self.rejected.append(event)
        self._emit(event)
        connection = self.links.get(peer)
        if connection is not None:
            connection.send(Reject(seq, reason[:MAX_REASON]))

    def _on_move(self, peer: str, message: MoveMessage) -> None:
        game = self.game
        ply = game.ply if game is not None else 0
        if game is not None and message.seq < ply:
            self._take_move(peer, message)  # a duplicate, or stale
        elif self.owner[message.seat] != peer:
            self._refuse(peer, message.seq, f"{self.name_of(peer)} does not play seat "
                                            f"{message.seat + 1}")  # fmt: skip
        elif game is None or message.seq > ply:
            self._queue(peer, message, ply)
        else:
            self._take_move(peer, message)
            self._run_pending()

    def _queue(self, peer: str, message: MoveMessage, ply: int) -> None:
        """Keep a move that overtook the ones before it; a sender too far ahead is dropped."""
        waiting = sum(sender == peer and seq > ply for seq, sender in self._pending)
        if message.seq > ply + MAX_AHEAD:
            self._drop(peer, f"move {message.seq} is more than {MAX_AHEAD} moves ahead of ours "
                             f"({ply})")  # fmt: skip
        elif waiting >= MAX_AHEAD:
            self._drop(peer, f"more than {MAX_AHEAD} moves ahead of the game")
        else:
            self._pending.setdefault((message.seq, peer), message)

    def _run_pending(self) -> None:
        """Take every waiting move that is due, until none is."""
        while self._take_waiting() or self._take_relayed():
            pass

    def _take_waiting(self) -> bool:
        """Take one due move that overtook others (the mover's first); False if there is none."""
        game = self.game
        if game is None:
            return False
        mover = self.owner[game.to_move] if game.to_move is not None else None
        due = [key for key in self._pending if key[0] <= game.ply]
        if not due:
            return False
        key = min(due, key=lambda k: (k[0], k[1] != mover, k[1]))
        self._take_move(key[1], self._pending.pop(key))
        return True

    def _take_relayed(self) -> bool:
        """Take one move of an ANSWER catch-up that may be taken now; False if there is none.

        A move of a seat whose owner is connected (and is not the sender) waits for the owner's
        own copy; after it, the relayed one is a duplicate (only its hash counts) or refused.
        """
        game = self.game
        if game is None:
            return False
        for connection, queue in list(self._relayed.items()):
            peer = connection.peer
            if connection.closed or peer is None or not queue:
                del self._relayed[connection]
            elif queue[0].seq > game.ply:
                del self._relayed[connection]
                connection.close(f"catch-up skips from move {game.ply} to {queue[0].seq}")
            elif queue[0].seq < game.ply or self._may_relay(peer, queue[0].seat):
                self._take_move(peer, queue.popleft(), trusted=True)
                return True
        return False

    def _take_move(self, peer: str, message: MoveMessage, trusted: bool = False) -> None:
        """Check and apply one move at or before the game's ply (else it is stale).

        ``trusted``: the move comes from a catch-up that may carry any seat's moves, so the check
        that the sender runs the seat is left out.
        """
        game, record = self.game, self.record
        assert game is not None and record is not None
        seq = message.seq
        if seq < game.ply:
            known = record.moves[seq]
            if (known.seat, str(known.move)) != (message.seat, message.move):
                self._refuse(peer, seq, f"stale move {seq}: {game.ply} moves were played")
            else:  # the same move again (catch-ups overlapping live play): only its hash counts
                log.info("duplicate move %d from %s ignored", seq, self.name_of(peer))
                self._report(seq, peer, message.hash)
            return
        if not trusted and self.owner[message.seat] != peer:
            self._refuse(peer, seq, f"{self.name_of(peer)} does not play seat {message.seat + 1}")
            return
        if self._paused is not None:
            self._refuse(peer, seq, f"the game is paused: {self._paused}")
            return
        if game.to_move != message.seat:
            self._refuse(peer, seq, f"out of turn: seat {message.seat + 1} moved, "
                                    f"seat {(game.to_move or 0) + 1} is to move")  # fmt: skip
            return
        try:
            move = Move.parse(message.move)
            digest = self._apply(message.seat, move, local=False)
        except (NotationError, IllegalMoveError) as error:
            self._refuse(peer, seq, f"illegal: {error}")
            return
        self._broadcast(Ack(seq, digest))
        self._report(seq, peer, message.hash)

    def _on_reject(self, peer: str, message: Reject) -> None:
        event = Rejected(message.seq, self.me, peer, message.reason)
        self.rejected.append(event)
        self._emit(event)
        record = self.record
        if (
            record is not None
            and message.seq < len(record.moves)
            and self.owner[record.moves[message.seq].seat] == self.me
        ):
            reason = f"{self.name_of(peer)} refused our move {message.seq}: {message.reason}"
            self._pause(reason, message.seq, self._reports.get(message.seq, {}))

    # ---------------------------------------------------------- agreement

    def _on_ack(self, peer: str, message: Ack) -> None:
        ply = self.game.ply if self.game is not None else 0
        if message.seq > ply + MAX_AHEAD:
            self._drop(peer, f"ack of move {message.seq}, more than {MAX_AHEAD} moves ahead of "
                             f"ours ({ply})")  # fmt: skip
        else:
            self._report(message.seq, peer, message.hash)

    def _report(self, seq: int, peer: str, digest: str) -> None:
        if seq < self.agreed or seq in self._agreed_ahead:
            return
        self._reports.setdefault(seq, {})[peer] = digest
        self._check(seq)

    def _check(self, seq: int) -> None:
        reports = self._reports.get(seq)
        if reports is None or len(reports) <= len(self.links):
            return  # we and every connected peer must have reported
        required = [p for p in self.order if p == self.me or p in self.links]
        if any(p not in reports for p in required):
            return
        hashes = {p: reports[p] for p in required}
        if len(set(hashes.values())) == 1:
            del self._reports[seq]
            self._agreed_ahead.add(seq)
            while self.agreed in self._agreed_ahead:
                self._agreed_ahead.discard(self.agreed)
                self._emit(Agreed(self.agreed, hashes[self.me]))
                self.agreed += 1
            return
        key = (seq, frozenset(hashes.items()))
        if key not in self._handled and self._paused is None:
            self._handled.add(key)
            self._desync(seq, hashes)

    def _desync(self, seq: int, hashes: dict[str, str]) -> None:
        majority = _majority(hashes)
        dump = self._dump(seq, hashes)
        log.error("%s: desync at move %d: %s", self.peer.name, seq, hashes)
        self._emit(DesyncDetected(seq, dict(hashes), dump))
        summary = ", ".join(f"{self.name_of(p)} {h[:8]}" for p, h in hashes.items())
        if majority is None:
            self._pause(f"desync at move {seq}: no majority ({summary})", seq, hashes)
        elif hashes[self.me] != majority:
            self._rebuild(seq, majority, summary)
        elif seq not in self._awaiting_rebuild:  # the minority rebuilds and reports again
            self._awaiting_rebuild.add(seq)
            minority = [self.name_of(p) for p, h in hashes.items() if h != majority]
            self._spawn(self._await_rebuild(seq, ", ".join(minority), summary))

    async def _await_rebuild(self, seq: int, minority: str, summary: str) -> None:
        """Pause the game if move ``seq`` is not agreed within the time the minority has."""
        await asyncio.sleep(self.timing.desync_wait)
        if seq >= self.agreed and seq not in self._agreed_ahead:
            wait = self.timing.desync_wait
            reason = f"desync at move {seq}: {minority} did not rebuild in {wait:g} s ({summary})"
            self._pause(reason, seq, self._reports.get(seq, {}))

    def _rebuild(self, seq: int, majority: str, summary: str) -> None:
        record = self.record
        assert record is not None
        fresh = record.new_game()
        moves = []
        try:
            for entry in record.moves:
                fresh.play(entry.move)
                moves.append(PlayedMove(entry.seat, entry.move, self.state_hash(fresh)))
        except IllegalMoveError as error:
            reason = f"desync at move {seq}; rebuilding from the record failed: {error}"
            self._pause(reason, seq, self._reports.get(seq, {}))
            return
        if moves[seq].hash != majority:
            reason = f"desync at move {seq}; still different after a rebuild ({summary})"
            self._pause(reason, seq, {**self._reports.get(seq, {}), self.me: moves[seq].hash})
            return
        log.warning("%s rebuilt its state from the record at move %d", self.peer.name, seq)
        self.game, record.moves = fresh, moves
        self._save()
        self._emit(Rebuilt(seq, majority))
        for old in sorted(self._reports):
            if self.me in self._reports[old] and old < len(moves):
                self._reports[old][self.me] = moves[old].hash
                self._broadcast(Ack(old, moves[old].hash))
        for old in sorted(self._reports):
            self._check(old)

    def _pause(
        self, reason: str, seq: int, hashes: Mapping[str, str], *, tell: bool = True
    ) -> None:
        """Stop the game with a reason and write a dump; ``tell``: send every peer a ``desync``."""
        if self._paused is not None:
            return
        self._paused = reason
        self._dump(seq, hashes, reason)
        if tell:
            reports = tuple(PeerHash(p, h) for p, h in hashes.items() if p in self.peers)
            self._broadcast(Desync(seq, reason[:MAX_REASON], reports[: len(self.order)]))
        self._update_status()

    def _dump(self, seq: int, hashes: Mapping[str, str], reason: str = "") -> Path | None:
        """Write what a desync or a pause at move ``seq`` needs for a diagnosis, if dumps are on."""
        if self.dump_dir is None or self.game is None or self.record is None:
            return None
        moves = self.record.moves
        move = moves[seq] if seq < len(moves) else None
        data = {
            "game": self.game_id,
            "seq": seq,
            "peer": self.me,
            "reason": reason,
            "move": move and {"seat": move.seat, "move": str(move.move), "hash": move.hash},
            "hashes": {self.name_of(p): h for p, h in hashes.items()},
            "majority": _majority(hashes),
            "peers": [
                {"peer": p.peer, "name": p.name, "host": p.host, "port": p.port}
                for p in self.peers.values()
            ],
            "ply": self.game.ply,
            "state": self.game.encode().hex(),
            "record": self.record.to_dict(),
        }
        self.dump_dir.mkdir(parents=True, exist_ok=True)
        path = self.dump_dir / f"desync-{self.game_id}-{seq}-{self.me}.json"
        path.write_text(json.dumps(data, indent=1), encoding="utf-8")
        if path not in self.dumps:
            self.dumps.append(path)
        return path

    def _save(self) -> None:
        if self.autosave is not None and self.record is not None:
            self.autosave.save(self.record)

    def flush(self) -> None:
        """Write the autosaved record now (it is written within milliseconds anyway)."""
        if self.autosave is not None:
            self.autosave.flush()

    # ------------------------------------------------------------ agents

    async def _agent_loop(self) -> None:
        while True:
            await self._wake.wait()
            self._wake.clear()
            while self.game is not None and self.status == "running":
                game = self.game
                seat = game.to_move
                if seat is None or seat not in self.agents or self.owner[seat] != self.me:
                    break
                spec, ply = self.agents[seat], game.ply
                try:
                    move = await self.chooser(game, spec)
                except asyncio.CancelledError:
                    raise
                except Exception:  # the chooser failed (its worker died): ask again
                    log.exception("the bot of seat %d could not choose", seat + 1)
                    await asyncio.sleep(1.0)
                    continue
                if (self.game is not game or game.ply != ply or self.status != "running"
                        or self.agents.get(seat) != spec or self.owner[seat] != self.me):
                    continue  # the game went on while the bot thought (or the seat changed)
                self._apply(seat, move, local=True)
                if game.to_move != seat:  # a turn leaves in one write, then the network
                    await asyncio.sleep(0)  # breathes

    # ------------------------------------------------------------- liveness

    async def _heartbeats(self) -> None:
        while True:
            await asyncio.sleep(self.timing.heartbeat)
            ply = self.game.ply if self.game is not None else 0
            for connection in [*self.links.values(), *self.spectators]:
                keep_alive(connection, self.timing, ply)

    def hand_to_bot(self, seat: int, bot: str) -> None:
        """Let a bot play the seat of a missing peer (run by the first connected peer)."""
        if bot not in BOTS:
            raise SessionError(f"unknown bot {bot!r}")
        if self.owner[seat] in self.links or self.owner[seat] == self.me:
            raise SessionError(f"seat {seat + 1} is not missing")
        keeper = next(p for p in self.order if p == self.me or p in self.links)
        if keeper == self.me:
            self._take_seat(seat, bot)
        else:
            self.links[keeper].send(Handover(seat, bot, keeper))

    def _take_seat(self, seat: int, bot: str) -> None:
        self.owner[seat], self.bots[seat] = self.me, bot
        self.agents[seat] = _agent(bot, f"{self.seed}:{seat}:handover")
        self._broadcast(Handover(seat, bot, self.me))
        self._emit(HandedOver(seat, bot, self.me))
        self._update_status()

    def _on_handover(self, peer: str, message: Handover) -> None:
        owner = self.owner[message.seat]
        missing = owner != self.me and owner not in self.links
        if message.peer == self.me and missing and message.bot in BOTS:
            self._take_seat(message.seat, message.bot)
        elif message.peer == peer and (missing or owner == peer):
            self.owner[message.seat], self.bots[message.seat] = peer, message.bot
            self._emit(HandedOver(message.seat, message.bot, peer))
            self._update_status()
        else:
            log.warning("handover of seat %d by %s refused", message.seat, self.name_of(peer))

    # ---------------------------------------------------------- incoming

    async def _accept(self, connection: Connection) -> None:
        nonce = new_nonce()
        connection.send(Challenge(nonce, self.pin is not None))
        try:
            first = await connection.recv(self.timing.handshake)
        except ConnectionClosed:
            return
        refusal: Refuse | None
        if isinstance(first, PeerHello):
            refusal = self._accept_peer(connection, first)
        elif isinstance(first, Rejoin):
            refusal = self._accept_rejoin(connection, first)
        elif isinstance(first, Hello):
            refusal = self._accept_spectator(connection, first, nonce)
        else:
            refusal = Refuse("protocol", f"expected a hello, got {first.T}")
        if refusal is not None:
            log.info("%s refused %s: %s", self.peer.name, connection.label, refusal.text)
            connection.send(refusal)
            await connection.aclose(f"refused: {refusal.reason}")

    def _accept_peer(self, connection: Connection, hello: PeerHello) -> Refuse | None:
        if hello.proto != PROTOCOL_VERSION:
            return Refuse("version", f"protocol {hello.proto}, expected {PROTOCOL_VERSION}")
        if hello.game != self.game_id:
            return Refuse("game", "this peer plays another game")
        info = self.peers.get(hello.peer)
        if info is None or hello.peer == self.me:
            return Refuse("peer", "not a seated peer of this game")
        if not verify(info.key, hello.secret):
            return Refuse("secret", "the secret does not match the key given in the lobby")
        if hello.peer in self.links or self.game is not None:
            return Refuse("peer", "already connected; a returning peer must rejoin")
        connection.send(Welcome(self.game_id, self.me, None))
        self._link(hello.peer, connection)
        return None

    def _accept_rejoin(self, connection: Connection, rejoin: Rejoin) -> Refuse | None:
        if rejoin.proto != PROTOCOL_VERSION:
            return Refuse("version", f"protocol {rejoin.proto}, expected {PROTOCOL_VERSION}")
        if rejoin.game != self.game_id:
            return Refuse("game", "this peer plays another game")
        if rejoin.peer not in self.peers or rejoin.peer == self.me:
            return Refuse("peer", "not a seated peer of this game")
        if self.game is None:
            return Refuse("started", "the game has not started yet")
        for claim in rejoin.seats:
            commit = self.seat_commits.get(claim.seat)
            if commit is None or not verify(commit, claim.secret):
                return Refuse("secret", f"wrong secret for seat {claim.seat + 1}")
            if self.owner[claim.seat] != rejoin.peer:
                return Refuse("secret", f"seat {claim.seat + 1} was handed to a bot")
        old = self.links.pop(rejoin.peer, None)
        if old is not None:
            old.close("replaced by a rejoin")
        info = self.peers[rejoin.peer]
        self.peers[rejoin.peer] = PeerInfo(
            info.peer, info.name, connection.remote[0], rejoin.port or info.port, info.key
        )
        connection.send(Welcome(self.game_id, self.me, None))
        self._send_catchup(connection, min(rejoin.have, self.game.ply))
        self._catchups[connection] = ANSWER
        self.lost.discard(rejoin.peer)
        self._link(rejoin.peer, connection)
        seats = tuple(claim.seat for claim in rejoin.seats)
        log.info("%s: %s rejoined", self.peer.name, info.name)
        self._emit(PeerBack(rejoin.peer, seats))
        self._update_status()
        return None

    def _accept_spectator(
        self, connection: Connection, hello: Hello, nonce: bytes
    ) -> Refuse | None:
        refusal = version_refusal(hello)
        if refusal is not None:
            return refusal
        if hello.role != "spectator":
            return Refuse("started", "the game has started; you may watch it")
        if self.pin is not None and not pin_matches(self.pin, nonce, hello.peer, hello.pin):
            return Refuse("pin", "wrong PIN" if hello.pin else "this game needs a PIN")
        if len(self.spectators) >= MAX_SPECTATORS:
            return Refuse("spectators", f"already {MAX_SPECTATORS} spectators")
        connection.peer = hello.peer
        connection.send(Welcome(self.game_id, self.me, None))
        self.spectators.append(connection)
        if self.game is not None:
            self._send_catchup(connection, 0)
        self._read_spectator(connection)
        return None

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

    def _send_catchup(self, connection: Connection, first: int) -> None:
        record = self.record
        assert record is not None
        moves = [MoveEntry(m.seat, str(m.move), m.hash) for m in record.moves[first:]]
        chunks = [moves[i : i + MAX_CATCHUP_MOVES] for i in range(0, len(moves), MAX_CATCHUP_MOVES)]
        chunks = chunks or [[]]
        start = self.start_message
        for index, chunk in enumerate(chunks):
            connection.send(
                CatchUp(
                    self.game_id, tuple(self.seats), start.options, self.seed,
                    first + index * MAX_CATCHUP_MOVES, tuple(chunk), index == len(chunks) - 1,
                )
            )  # fmt: skip

    def _on_catchup(self, peer: str, connection: Connection, message: CatchUp) -> None:
        kind = self._catchups.get(connection)
        game = self.game
        if kind is None:
            connection.close(f"{self.name_of(peer)} sent a catch-up that was not asked for")
            return
        if game is None or message.game != self.game_id or message.seed != self.seed:
            connection.close("catch-up for another game")
            return
        if message.last:
            del self._catchups[connection]  # one catch-up per rejoin
        moves = [MoveMessage(message.first + i, entry.seat, entry.move, entry.hash)
                 for i, entry in enumerate(message.moves)]  # fmt: skip
        if kind == ANSWER:
            queue = self._relayed.setdefault(connection, deque())
            if len(queue) + len(moves) > MAX_RELAYED:
                connection.close(f"catch-up of more than {MAX_RELAYED} moves")
            else:
                queue.extend(moves)
                self._run_pending()
            return
        for move in moves:
            if move.seq > game.ply:
                connection.close(f"catch-up skips from move {game.ply} to {move.seq}")
                return
            self._take_move(peer, move, trusted=True)
            game = self.game
            assert game is not None
        self._run_pending()
        end = message.first + len(message.moves)
        if message.last and end < game.ply:
            self._send_catchup(connection, end)  # we moved on while apart: the peer catches up

    def _may_relay(self, sender: str, seat: int) -> bool:
        """Whether a catch-up we did not ask for, from ``sender``, may carry a move of ``seat``."""
        owner = self.owner[seat]
        return owner == sender or (owner != self.me and owner not in self.links)

    # ------------------------------------------------------------ sending

    def _broadcast(self, message: Message) -> None:
        broadcast(list(self.links.values()), message)

    # ------------------------------------------------------------- rejoin

    @classmethod
    async def rejoin(
        cls,
        resume: ResumeState,
        peer: LocalPeer,
        *,
        autosave: Path | None = None,
        dump_dir: Path | None = None,
        on_event: Callable[[Event], None] | None = None,
        chooser: BotChooser | None = None,
    ) -> Session:
        """Come back to a game: prove our seats to every peer we reach and catch up.

        ``peer`` must carry the saved id and secret (``LocalPeer(..., peer_id=, secret=)``).
        Raises :class:`SessionError` when no peer of the game accepts us.
        """
        if peer.id != resume.peer_id:
            raise SessionError("the local peer does not carry the saved peer id")
        if not peer.port:
            await peer.listen()
        plan = Plan(resume.start, peer, {}, [], None)
        session = cls(plan, autosave=autosave, dump_dir=dump_dir, on_event=on_event,
                      chooser=chooser)
        session.seat_secrets = dict(resume.seat_secrets)
        session.seat_commits = dict(resume.seat_commits)
        session.seed = resume.seed
        session._seeded.set()
        session._linked.set()
        record = Record.from_dict(resume.record.to_dict())
        session.game = replay(record, verify=True)
        session.record = record
        session.agreed = len(record.moves)
        for seat in session.my_seats:
            bot = session.bots[seat]
            if bot is not None:
                session.agents[seat] = _agent(bot, f"{resume.seed}:{seat}")
        claims = tuple(SeatSecret(s, resume.seat_secrets[s]) for s in session.my_seats)
        hello = Rejoin(PROTOCOL_VERSION, resume.start.game, peer.id, claims, len(record.moves),
                       peer.port)  # fmt: skip
        others = [p for p in session.order if p != peer.id]
        results = await asyncio.gather(*(session._dial_rejoin(p, hello) for p in others))
        connections = {p: c for p, c in zip(others, results, strict=True) if c is not None}
        if not connections:
            await session.close("nobody to rejoin")
            raise SessionError("no peer of the game accepted the rejoin")
        session.lost = {p for p in others if p not in connections}
        for p, connection in connections.items():
            session._link(p, connection)
        session._update_status()
        loop = asyncio.get_running_loop()
        session._tasks.append(loop.create_task(session._heartbeats()))
        session._tasks.append(loop.create_task(session._agent_loop()))
        return session

    async def _dial_rejoin(self, peer: str, hello: Rejoin) -> Connection | None:
        info = self.peers[peer]
        try:
            connection = await dial(info.host, info.port, self.peer.interfaces, self.timing.connect)
            challenge = await connection.recv(self.timing.handshake)
            if not isinstance(challenge, Challenge):
                raise ConnectionClosed(f"expected challenge, got {challenge.T}")
            connection.send(hello)
            reply = await connection.recv(self.timing.handshake)
        except (ConnectionError, ConnectionClosed) as error:
            log.info("rejoin: %s unreachable: %s", info.name, error)
            return None
        if isinstance(reply, Refuse):
            log.warning("rejoin refused by %s: %s", info.name, reply.text)
            connection.close(f"refused: {reply.reason}")
            return None
        if not isinstance(reply, Welcome):
            connection.close(f"expected welcome, got {reply.T}")
            return None
        self._catchups[connection] = ASKED
        return connection

    # -------------------------------------------------------------- closing

    async def close(self, reason: str = "left the game") -> None:
        """Say bye to everyone and stop."""
        self._closing = True
        self.peer.serve(None)
        for task in self._tasks:
            task.cancel()
        connections = [*self.links.values(), *self.spectators]
        self.links.clear()
        self._catchups.clear()
        self._relayed.clear()
        for connection in connections:
            connection.send(Bye(reason[:MAX_REASON]))
        await asyncio.gather(*(c.aclose(reason) for c in connections))
        for task in list(self._readers):
            task.cancel()
        self.flush()

    def abort(self) -> None:
        """Drop everything at once, as a crash would (for tests of liveness and rejoin)."""
        self._closing = True
        self.peer.serve(None)
        for task in [*self._tasks, *self._readers]:
            task.cancel()
        for connection in [*self.links.values(), *self.spectators]:
            connection.close("aborted")
        self.links.clear()

    def freeze(self) -> None:
        """Stop all activity but keep the sockets open, as a hung program would (tests)."""
        self._closing = True
        self.peer.serve(None)
        for task in [*self._tasks, *self._readers]:
            task.cancel()


def _majority(hashes: Mapping[str, str]) -> str | None:
    """The hash held by a strict majority of the reports, if any."""
    if not hashes:
        return None
    best, votes = Counter(hashes.values()).most_common(1)[0]
    return best if votes * 2 > len(hashes) else None


__all__ = ["JoinRefused", "ResumeState", "Session", "SessionError"]
