"""The lockstep core: one peer's side of a started game, as a pure state machine.

:class:`Lockstep` takes one input at a time with the current time (:mod:`net.lockstep.effects`)
and returns the effects to carry out; it opens no socket, starts no task and reads no clock. It
holds the game, its record and the signed form of every move (the *ledger*), and decides:

- the fair seed (commit, then reveal, of every peer's nonce);
- moves: only the seat's runner's signature makes a move, checked by the engine, acknowledged
  with the state hash after it; moves a little ahead wait, farther ones are dropped unread;
- agreement (:mod:`~net.lockstep.agreement`): a move every linked peer reports the same hash for
  is agreed; a split has a majority (the minority rebuilds from its record, then is voted out) or
  none (the game pauses: two players who disagree);
- faults: a false desync or reject, a wrong hash, missing acks, two different moves for one
  number (proved by two signatures), a turn held past the table's turn timer; each named with
  its grounds and put to the vote (:mod:`~net.lockstep.ballots`);
- membership (:mod:`~net.lockstep.membership`): certified decisions take effect at a move
  number that every honest peer agrees on, undoing moves made against them;
- catch-ups (:mod:`~net.lockstep.catchup`) after a rejoin, with the decisions taken meanwhile.
"""

from __future__ import annotations

import logging
from collections.abc import Callable

from engine import Game, IllegalMoveError, Move
from engine.record import PlayedMove, Record, ReplayError, Seat, play_entry
from net.commit import commitment, new_secret, seed_from, verify
from net.config import DEFAULT_TIMING, MAX_AHEAD, MAX_DECISIONS, MAX_REASON, Timing
from net.events import (
    Agreed,
    Decided,
    GameOver,
    MoveApplied,
    PeerBack,
    PeerLost,
    Rebuilt,
    Rejected,
    RolledBack,
    Started,
    StatusChanged,
    Suspected,
    TurnTimer,
)
from net.identity import Identity, move_statement, vote_statement
from net.lockstep.agreement import Agreement, Report, conflict, majority
from net.lockstep.ballots import Ballot, Ballots
from net.lockstep.catchup import ANSWER, ASKED, catchup_messages, dump_data
from net.lockstep.effects import (
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
    Notify,
    Play,
    Received,
    Reclaim,
    Save,
    Send,
    Spectate,
    Tick,
    Unlinked,
)
from net.lockstep.membership import FALLBACK_BOT, Membership
from net.messages import (
    Accuse,
    Ack,
    Bye,
    CatchUp,
    Certificate,
    Commit,
    Decide,
    Desync,
    Heartbeat,
    Message,
    MoveMessage,
    PeerHash,
    Proposal,
    Propose,
    Reject,
    Reveal,
    SignedMove,
    Start,
    Vote,
)

log = logging.getLogger(__name__)

FAULTS = ("desync", "reject", "hash", "acks", "equivocation")
"""Grounds on which a peer is voted out (the others only move a seat)."""


class LockstepError(Exception):
    """A local request the core cannot carry out now; the message says why."""


class Lockstep:
    """One peer's lockstep state. Create it for a new game (then :meth:`begin`) or from a
    saved record for a rejoin (``seed``, ``record`` and ``ledger`` given)."""

    def __init__(
        self,
        start: Start,
        me: str,
        identity: Identity,
        timing: Timing = DEFAULT_TIMING,
        *,
        seed: str | None = None,
        record: Record | None = None,
        ledger: list[SignedMove] | None = None,
        decisions: tuple[tuple[int | None, Certificate], ...] = (),
        game: Game | None = None,
    ) -> None:
        self.start = start
        self.game_id = start.game
        self.me = me
        self.identity = identity
        self.timing = timing
        self.membership = Membership(start)
        self.order = self.membership.order
        self.names = {p.peer: p.name for p in start.peers}
        if me not in self.names:
            raise LockstepError("this peer is not in the game's roster")
        for peer in self.order:
            if peer not in self.membership.players:
                raise LockstepError(f"peer {peer} runs no seat")
        self.turn_timer = float(start.options.turn_timer)
        self.hasher: Callable[[Game], str] = lambda game: game.state_hash()
        """How this peer hashes its state (tests replace it to simulate a faulty engine)."""
        self.linked: set[str] = set()
        self.now = 0.0
        self.seed = seed or ""
        self.game: Game | None = None
        self.record: Record | None = None
        self.ledger: list[SignedMove] = []
        self.agreement = Agreement()
        self.ballots = Ballots()
        self.drivers: dict[int, str] = {}
        self.rejected: list[Rejected] = []
        self.reclaim = False
        """Whether this peer takes its seats back when they were handed over (see Reclaim)."""
        self._nonce = new_secret()
        self._commits: dict[str, bytes] = {}
        self._reveals: dict[str, bytes] = {}
        self._ever_linked: set[str] = set()
        self._linked_since: dict[str, float] = {}
        self._progress: dict[str, int] = {}
        self._behind_until = 0.0
        """After a time jump, this peer makes no move of its own until it caught up (or this
        time passed): the others may have handed its seat over meanwhile."""
        """How many moves each peer showed it applied (acks, its own moves, heartbeats)."""
        self._pending: dict[tuple[int, str], SignedMove] = {}
        self._catchups: dict[str, str] = {}
        self._known: set[tuple[str, int]] = set()
        self._waiting: list[Certificate] = []
        """Decisions accepted but not in force yet (they take effect at a later move)."""
        self._considering: dict[tuple[str, int], tuple[Proposal, float]] = {}
        self._faults: dict[str, tuple[str, int]] = {}
        self._warned: set[str] = set()
        self._applied_at: dict[int, float] = {}
        self._split_since: dict[int, float] = {}
        self._rejects: dict[int, tuple[str, float]] = {}
        self._claims: dict[str, int] = {}
        self._disputed: int | None = None
        """The first move signed twice by its runner, while the vote on the runner runs: the
        hashes of later moves prove nothing (the peers built on different moves)."""
        self._turn: tuple[int, int, int, float] | None = None
        """Whose turn runs: the seat, its epoch, the move that began it, since when."""
        self._asked: tuple[int, int] | None = None
        self._paused: str | None = None
        self._failed: str | None = None
        self._left = False
        self._status = ("starting", "")
        self._out: list[Effect] = []
        if seed is not None and record is not None:
            self._resume(record, ledger or [], decisions, game)

    def _resume(
        self, record: Record, ledger: list[SignedMove],
        decisions: tuple[tuple[int | None, Certificate], ...], game: Game | None,
    ) -> None:  # fmt: skip
        """Take up a saved game: its record, signed moves and decisions (with the move from
        which each is in force, None for those not in force yet)."""
        if len(ledger) != len(record.moves):
            raise LockstepError("the saved moves and their signatures do not match")
        for at, certificate in decisions:
            self._known.add(certificate.proposal.key)
            if at is None:
                self._waiting.append(certificate)
            else:
                self.membership.apply(certificate, at)
        if game is None:
            game = record.new_game()
            for index, entry in enumerate(record.moves):
                play_entry(game, index, entry, verify=False)
        self.game, self.record, self.ledger = game, record, list(ledger)
        self.agreement = Agreement(len(record.moves))
        self._activate(game, game.ply)

    # ------------------------------------------------------------------------ queries

    @property
    def status(self) -> str:
        """starting, running, waiting (for a missing seat), paused, over or failed."""
        return self._status[0]

    @property
    def reason(self) -> str:
        return self._status[1]

    @property
    def agreed(self) -> int:
        return self.agreement.agreed

    @property
    def ply(self) -> int:
        return self.game.ply if self.game is not None else 0

    @property
    def decisions(self) -> tuple[tuple[int | None, Certificate], ...]:
        """Every decision known, with the move from which it is in force (None: not yet)."""
        waiting = tuple((None, c) for c in self._waiting)
        return tuple(self.membership.active_decisions) + waiting

    def my_seats(self) -> list[int]:
        return self.membership.seats_of(self.me)

    def name_of(self, peer: str) -> str:
        return self.names.get(peer, peer)

    def deadline(self) -> float | None:
        """The next time at which the core wants a :class:`Tick` (None: no timer runs)."""
        times = []
        if self._turn is not None and self.turn_timer > 0:
            times.append(self._turn[3] + self.turn_timer)
        ballots = self.ballots.deadline()
        if ballots is not None:
            times.append(ballots)
        times += [until for _, until in self._considering.values()]
        wait = self.timing.desync_wait
        times += [since + wait for since in self._split_since.values()]
        times += [since + wait for _, since in self._rejects.values()]
        times.append(self._behind_until)
        if self._applied_at:
            oldest = min(self._applied_at.values()) + wait + self.timing.dead_after
            times += [oldest, oldest + wait]
        return min((t for t in times if t > self.now), default=None)

    def catchup(self, first: int) -> list[CatchUp]:
        """The record from move ``first`` as catch-up messages (for a spectator or a peer)."""
        assert self.record is not None
        certificates = tuple(c for _, c in self.decisions)
        return catchup_messages(self.start, self.seed, self.ledger, first, certificates,
                                self.agreement.agreed)  # fmt: skip

    # ------------------------------------------------------------------------ inputs

    def begin(self, now: float) -> list[Effect]:
        """Start agreeing on the seed: commit to this peer's nonce."""
        self.now = now
        commit = Commit(commitment(self._nonce))
        self._send(self._others(), commit)
        self._on_commit(self.me, commit)
        return self._finish()

    def handle(self, event: Input, now: float) -> list[Effect]:
        """Take one input; returns the effects to carry out, in order.

        The owner ticks the core at least once a heartbeat interval (and at :meth:`deadline`):
        a longer silence means this program was stopped, and the core then waits to hear from
        the others before it acts for its seats again.

        Raises :class:`LockstepError` (or ``IllegalMoveError``) for a local request that cannot
        be carried out (a move out of turn, an illegal move), changing nothing.
        """
        if now - self.now > self.timing.dead_after and self.game is not None:
            self._resumed(now)
        self.now = now
        self._out = []
        if isinstance(event, Received):
            self._dispatch(event.peer, event.message)
        elif isinstance(event, Play):
            self._play_local(event.moves, None)
        elif isinstance(event, Chosen):
            self._on_chosen(event)
        elif isinstance(event, Linked):
            self._on_linked(event)
        elif isinstance(event, Unlinked):
            self._on_unlinked(event)
        elif isinstance(event, Drive):
            self._on_drive(event)
        elif isinstance(event, HandOver):
            self._on_handover_request(event)
        elif isinstance(event, Reclaim):
            self.reclaim = True
        elif isinstance(event, Leave):
            self._left = True
            self._send(tuple(self.linked), Bye(event.reason[:MAX_REASON]))
        else:
            assert isinstance(event, Tick)
        return self._finish(timers=isinstance(event, Tick))

    def _resumed(self, now: float) -> None:
        """Time jumped (this program was stopped, or its computer slept): what others did not
        send meanwhile proves nothing, so every wait for them starts again now."""
        self._behind_until = now + 3 * self.timing.dead_after  # others may have decided
        for peer in self.linked:
            self._linked_since[peer] = now
        for table in (self._split_since,):
            for seq in table:
                table[seq] = now
        for seq, (peer, _) in list(self._rejects.items()):
            self._rejects[seq] = (peer, now)

    def _finish(self, timers: bool = True) -> list[Effect]:
        if not self._left:
            self._review(timers)
        out, self._out = self._out, []
        return out

    # ------------------------------------------------------------------------ effects

    def _send(self, to: tuple[str, ...] | list[str], message: Message) -> None:
        if to:
            self._out.append(Send(tuple(to), message))

    def _notify(self, event: object) -> None:
        self._out.append(Notify(event))  # type: ignore[arg-type]

    def _others(self) -> list[str]:
        return [p for p in self.order if p != self.me]

    def _members(self) -> list[str]:
        """Linked peers still in the game."""
        return [p for p in self.membership.active() if p in self.linked]

    def _close(self, peer: str, reason: str) -> None:
        log.warning("%s: closing the link to %s: %s", self.name_of(self.me), self.name_of(peer),
                    reason)  # fmt: skip
        self._out.append(Close(peer, reason))

    # ------------------------------------------------------------------------ dispatch

    def _dispatch(self, peer: str, message: Message) -> None:
        if isinstance(message, MoveMessage):
            self._take_move(peer, message.signed)
        elif isinstance(message, Ack):
            self._on_ack(peer, message)
        elif isinstance(message, Heartbeat):
            self._progressed(peer, message.seq)
        elif isinstance(message, Propose):
            self._on_propose(peer, message.proposal)
        elif isinstance(message, Vote):
            self._on_vote(peer, message)
        elif isinstance(message, Decide):
            self._accept(message.certificate, peer)
        elif isinstance(message, Accuse):
            self._on_accuse(peer, message)
        elif isinstance(message, Reject):
            self._on_reject(peer, message)
        elif isinstance(message, Desync):
            self._on_desync(peer, message)
        elif isinstance(message, CatchUp):
            self._on_catchup(peer, message)
        elif isinstance(message, Commit):
            self._on_commit(peer, message)
        elif isinstance(message, Reveal):
            self._on_reveal(peer, message.nonce)
        else:
            self._close(peer, f"unexpected {message.T} during the game")

    # ------------------------------------------------------------------------ the seed

    def _on_commit(self, peer: str, commit: Commit) -> None:
        if peer in self._commits or self.seed:
            self._close(peer, "a repeated commit")
            return
        self._commits[peer] = commit.seed
        if len(self._commits) == len(self.order):
            self._send(self._others(), Reveal(self._nonce))
            self._on_reveal(self.me, self._nonce)

    def _on_reveal(self, peer: str, nonce: bytes) -> None:
        if peer in self._reveals or peer not in self._commits:
            self._close(peer, "a reveal without a commit")
            return
        if not verify(self._commits[peer], nonce):
            self._failed = f"the reveal of {self.name_of(peer)} does not match its commitment"
            return
        self._reveals[peer] = nonce
        if len(self._reveals) == len(self.order):
            players = self.membership.players
            in_seat_order = sorted(self.order, key=players.index)
            self._set_up(seed_from([self._reveals[p] for p in in_seat_order]))

    def _set_up(self, seed: str) -> None:
        self.seed = seed
        seats = [Seat(s.name, s.bot, s.colour) for s in self.start.seats]
        self.record = Record(seats, seed, self.start.options.rules)
        self.game = self.record.new_game()
        self._out.append(Save())
        self._notify(Started(seed, self.game.start_seat))
        self._run_pending()

    # ------------------------------------------------------------------------ moves

    def _play_local(self, moves: tuple[Move, ...], seat: int | None) -> None:
        """Apply and send moves of a seat this peer runs (checked on a copy first)."""
        game, record = self.game, self.record
        if game is None or record is None:
            raise LockstepError("the game has not started")
        if self.status not in ("running",):
            raise LockstepError(f"cannot move now: the game is {self.status} {self.reason}".strip())
        to_move = game.to_move
        assert to_move is not None
        if self.membership.runner(to_move) != self.me:
            raise LockstepError(f"seat {to_move + 1} is to move, and it is not played here")
        if seat is not None and seat != to_move:
            raise LockstepError(f"seat {seat + 1} is not to move")
        if self.ballots.holds(to_move, self.now):
            raise LockstepError(f"seat {to_move + 1} is held by a vote")
        if len(moves) > 1:  # a batch is checked whole before anything changes
            trial = game.copy()
            for move in moves:
                if trial.to_move != to_move:
                    raise LockstepError("the moves go beyond the turn")
                trial.play(move)
        for move in moves:
            seq = game.ply
            epoch = self.membership.seats[to_move].epoch
            if len(moves) > 1:
                game.apply(move)
            else:
                game.play(move)  # raises IllegalMoveError before anything changed
            digest = self.hasher(game)
            text = str(move)
            sig = self.identity.sign(move_statement(self.game_id, seq, to_move, epoch, text,
                                                    digest))  # fmt: skip
            signed = SignedMove(seq, to_move, epoch, move, digest, sig)
            self._record(signed, digest, local=True)
            if self.game is not game:
                return  # a decision due at this move undid it
            self._send(self._members(), MoveMessage(signed))
            self._report(seq, self.me, Report(digest, signed))
        self._run_pending()

    def _record(self, signed: SignedMove, digest: str, local: bool) -> None:
        game, record = self.game, self.record
        assert game is not None and record is not None
        played = PlayedMove(signed.seat, signed.move, digest)
        record.append(played, game)
        self.ledger.append(signed)
        self._applied_at[signed.seq] = self.now
        self._out.append(Save())
        self._out.append(Spectate(MoveMessage(signed)))
        self._notify(MoveApplied(signed.seq, played, local))
        if game.is_over:
            self._notify(GameOver(game.winner))
        self._activate(game, game.ply)

    def _refuse(self, peer: str, seq: int, reason: str, sig: bytes | None = None) -> None:
        log.warning("%s refused move %d from %s: %s", self.name_of(self.me), seq,
                    self.name_of(peer), reason)  # fmt: skip
        event = Rejected(seq, peer, self.me, reason)
        self.rejected.append(event)
        self._notify(event)
        if peer in self.linked:
            self._send((peer,), Reject(seq, reason[:MAX_REASON], sig))

    def _signed_by_runner(self, signed: SignedMove) -> bool:
        run = self.membership.seats[signed.seat]
        statement = move_statement(self.game_id, signed.seq, signed.seat, signed.epoch,
                                   str(signed.move), signed.hash)  # fmt: skip
        return signed.epoch == run.epoch and self.identity.verify(
            self.membership.keys[run.runner], statement, signed.sig
        )

    def _take_move(self, peer: str, signed: SignedMove) -> None:
        """Check a signed move from ``peer`` (its runner, or a peer relaying it) and apply it
        if it is the next one; keep it if it is a little ahead."""
        game, record = self.game, self.record
        if signed.seat >= len(self.membership.seats):
            why = f"seat {signed.seat + 1} is beyond the game"
            self._refuse(peer, signed.seq, why, signed.sig)
            return
        if game is None or record is None or signed.seq > game.ply:
            self._keep(peer, signed)
            return
        seq = signed.seq
        if seq < game.ply:
            known = self.ledger[seq]
            if known == signed:  # the same move again: only its hash counts
                runner = self.membership.runner(signed.seat)
                if peer == runner:
                    self._report(seq, runner, Report(signed.hash, signed))
            elif conflict(known, signed) and self._proves(known, signed):
                self._equivocation(known, signed)
            else:
                played = game.ply
                self._refuse(peer, seq, f"stale move {seq}: {played} moves were played", signed.sig)
            return
        if self._paused is not None:
            self._refuse(peer, seq, f"the game is paused: {self._paused}", signed.sig)
            return
        if game.to_move != signed.seat:
            why = f"seat {signed.seat + 1} moved, seat {(game.to_move or 0) + 1} is to move"
            self._refuse(peer, seq, f"out of turn: {why}", signed.sig)
            return
        run = self.membership.seats[signed.seat]
        if signed.epoch > run.epoch or self.ballots.holds(signed.seat, self.now):
            self._keep(peer, signed)  # a decision we have not heard of yet, or a vote stands
            return
        if not self._signed_by_runner(signed):
            who = "an earlier runner of the seat" if signed.epoch != run.epoch else "its runner"
            why = f"move {seq} of seat {signed.seat + 1} is not signed by {who}"
            self._refuse(peer, seq, why, signed.sig)
            return
        try:
            game.play(signed.move)
        except IllegalMoveError as error:
            self._refuse(peer, seq, f"illegal: {error}", signed.sig)
            return
        digest = self.hasher(game)
        self._record(signed, digest, local=False)
        if self.game is not game:
            return  # a decision due at this move undid it
        self._send(self._members(), Ack(signed, digest))
        self._report(seq, self.me, Report(digest, signed))
        if run.runner in self.membership.active():
            self._progressed(run.runner, seq)
            self._report(seq, run.runner, Report(signed.hash, signed))

    def _keep(self, peer: str, signed: SignedMove) -> None:
        """Keep a move that overtook the ones before it (a few per sender; more are dropped)."""
        ply = self.ply
        if signed.seq > ply + MAX_AHEAD:
            return
        waiting = sum(sender == peer for _, sender in self._pending)
        if waiting < MAX_AHEAD:
            self._pending.setdefault((signed.seq, peer), signed)

    def _run_pending(self) -> None:
        """Take every waiting move that is due, the runner's own copy first."""
        while self.game is not None and self._pending:
            ply = self.game.ply
            for key in [k for k in self._pending if k[0] < ply]:
                signed = self._pending.pop(key)
                if signed != self.ledger[signed.seq]:
                    self._take_move(key[1], signed)
            due = [k for k in self._pending if k[0] == ply]
            if not due or (self.game.to_move is not None
                           and self.ballots.holds(self.game.to_move, self.now)):  # fmt: skip
                return
            to_move = self.game.to_move
            runner = self.membership.runner(to_move) if to_move is not None else ""
            key = min(due, key=lambda k: (k[1] != runner, k[1]))
            self._take_move(key[1], self._pending.pop(key))
            if self.game.ply == ply:  # refused: try the other copies
                for other in [k for k in due if k in self._pending]:
                    self._take_move(other[1], self._pending.pop(other))
                if self.game.ply == ply:
                    return

    def _on_chosen(self, chosen: Chosen) -> None:
        if self.now < self._behind_until:
            self._asked = None  # chosen before a stop: asked again once caught up
            return
        game = self.game
        if game is None or chosen.ply != game.ply or game.to_move != chosen.seat:
            return  # the game moved on meanwhile
        if self.membership.runner(chosen.seat) != self.me or self.status != "running":
            return
        try:
            self._play_local(chosen.moves, chosen.seat)
        except (LockstepError, IllegalMoveError) as error:
            log.error("the bot of seat %d chose what cannot be played: %s", chosen.seat, error)

    def _on_drive(self, drive: Drive) -> None:
        seats = self.membership.seats
        if drive.seat >= len(seats) or seats[drive.seat].runner != self.me:
            raise LockstepError(f"seat {drive.seat + 1} is not played here")
        self.drivers[drive.seat] = drive.bot
        self._asked = None

    # ------------------------------------------------------------------------ agreement

    def _on_ack(self, peer: str, ack: Ack) -> None:
        if peer not in self.membership.active() or self.game is None:
            return
        seq = ack.seq
        self._progressed(peer, seq + 1)
        if seq >= len(self.ledger):  # a move we missed (its runner is not linked to us): the
            self._take_move(peer, ack.signed)  # echo is signed by the runner, so it counts
        if seq < len(self.ledger):
            known = self.ledger[seq]
            if ack.signed != known and conflict(known, ack.signed) and self._proves(
                known, ack.signed
            ):
                self._equivocation(known, ack.signed)
                return
        self._report(seq, peer, Report(ack.hash, ack.signed))

    def _progressed(self, peer: str, applied: int) -> None:
        """``peer`` showed that it applied ``applied`` moves (an ack, its move, a heartbeat)."""
        if applied > self._progress.get(peer, 0):
            self._progress[peer] = applied

    def _report(self, seq: int, peer: str, report: Report) -> None:
        if self.agreement.report(seq, peer, report, self.ply):
            self._check(seq)

    def _required(self) -> list[str]:
        return [p for p in self.membership.active() if p == self.me or p in self.linked]

    def _check(self, seq: int) -> None:
        if seq >= len(self.ledger) or self.agreement.is_agreed(seq):
            return
        if self._equivocated(seq):
            return
        hashes = self.agreement.hashes(seq, self._required(), self.ledger[seq])
        if hashes is None:
            return
        if len(set(hashes.values())) == 1:
            record = self.record
            assert record is not None
            for done in self.agreement.agree(seq, frozenset(hashes)):
                self._applied_at.pop(done, None)
                self._split_since.pop(done, None)
                self._rejects.pop(done, None)
                self._notify(Agreed(done, record.moves[done].hash))
            for peer, claimed in list(self._claims.items()):
                if self.agreement.is_agreed(claimed):
                    del self._claims[peer]
                    self._fault(peer, "desync", claimed)
            return
        if seq not in self._split_since and not self._in_dispute(seq):
            self._split(seq, hashes)

    def _in_dispute(self, seq: int) -> bool:
        return self._disputed is not None and seq >= self._disputed

    def _equivocated(self, seq: int) -> bool:
        """Whether the moves echoed for ``seq`` prove that its runner sent two different ones."""
        known = self.ledger[seq]
        for report in self.agreement.reports.get(seq, {}).values():
            other = report.signed
            if other is not None and other != known and conflict(known, other) and self._proves(
                known, other
            ):
                self._equivocation(known, other)
                return True
        return False

    def _split(self, seq: int, hashes: dict[str, str]) -> None:
        """The reports for ``seq`` differ: rebuild, wait for the minority, or pause.

        Without a majority among the reports, the game pauses only when every peer of the table
        reported (two players who disagree, two against two); otherwise it waits for the peers
        that are away.
        """
        best = majority(hashes)
        if best is None and len(hashes) < len(self.membership.active()):
            return
        self._split_since[seq] = self.now
        log.error("%s: desync at move %d: %s", self.name_of(self.me), seq, hashes)
        self._out.append(Dump(seq, self._dump_data(seq, hashes, self._paused or ""), dict(hashes)))
        summary = ", ".join(f"{self.name_of(p)} {h[:8]}" for p, h in hashes.items())
        if best is None:
            self._pause(f"desync at move {seq}: no majority ({summary})", seq, hashes)
        elif hashes.get(self.me, best) != best:
            self._rebuild(seq, best, summary)

    def _rebuild(self, seq: int, best: str, summary: str) -> None:
        record = self.record
        assert record is not None
        fresh = record.new_game()
        moves = []
        try:
            for index, entry in enumerate(record.moves):
                play_entry(fresh, index, entry, verify=False)
                moves.append(PlayedMove(entry.seat, entry.move, self.hasher(fresh)))
        except ReplayError as error:
            self._pause(f"desync at move {seq}; rebuilding from the record failed: {error}", seq,
                        {})  # fmt: skip
            return
        if moves[seq].hash != best:
            reason = f"desync at move {seq}; still different after a rebuild ({summary})"
            self._pause(reason, seq, {self.me: moves[seq].hash})
            return
        log.warning("%s rebuilt its state from the record at move %d", self.name_of(self.me), seq)
        self.game, record.moves = fresh, moves
        self._out.append(Save())
        self._notify(Rebuilt(seq, best))
        self._split_since.pop(seq, None)
        for old in sorted(self.agreement.reports):
            mine = self.agreement.reports[old].get(self.me)
            if mine is not None and old < len(moves):
                self.agreement.reports[old][self.me] = Report(moves[old].hash, mine.signed)
                self._send(self._members(), Ack(self.ledger[old], moves[old].hash))
        for old in sorted(self.agreement.reports):
            self._check(old)

    def _pause(self, reason: str, seq: int, hashes: dict[str, str], tell: bool = True) -> None:
        """Stop this peer's game with a reason and a dump; ``tell``: send a ``desync``."""
        if self._paused is not None:
            return
        self._paused = reason
        self._out.append(Dump(seq, self._dump_data(seq, hashes, reason)))
        if tell:
            reports = tuple(PeerHash(p, h) for p, h in hashes.items() if p in self.names)
            self._send(self._members(), Desync(seq, reason[:MAX_REASON], reports[:4]))

    def _dump_data(self, seq: int, hashes: dict[str, str], reason: str = "") -> dict[str, object]:
        assert self.game is not None and self.record is not None
        return dump_data(self.start, self.me, self.game, self.record, seq, hashes, reason)

    # ------------------------------------------------------------------------ claims of others

    def _on_desync(self, peer: str, message: Desync) -> None:
        """A peer says the game went out of sync: check it against what we saw."""
        seq = message.seq
        if peer not in self.membership.active() or self._in_dispute(seq):
            return
        if self.agreement.is_agreed(seq) and seq < len(self.ledger):
            self._fault(peer, "desync", seq)  # everyone, the claimant too, agreed on that move
            return
        move = self.ledger[seq] if seq < len(self.ledger) else None
        hashes = self.agreement.hashes(seq, self._required(), move)
        if hashes is None:
            self._claims[peer] = seq  # judged once the reports are in
            return
        best = majority(hashes)
        if best is None:
            reason = f"{self.name_of(peer)} paused the game: {message.reason}"
            self._pause(reason, seq, hashes, tell=False)
        elif hashes.get(peer) != best:
            self._fault(peer, "hash", seq)

    def _on_reject(self, peer: str, message: Reject) -> None:
        event = Rejected(message.seq, self.me, peer, message.reason)
        self.rejected.append(event)
        self._notify(event)
        seq = message.seq
        if (
            seq < len(self.ledger)
            and self.ledger[seq].sig == message.sig
            and self.membership.runner(self.ledger[seq].seat) == self.me
        ):
            self._rejects.setdefault(seq, (peer, self.now))  # judged after a while

    def _judge_reject(self, seq: int, peer: str) -> None:
        """A peer refused our move ``seq`` some time ago: blame it if the others accepted the
        move; pause if nobody else can tell (two players); else wait for the others."""
        del self._rejects[seq]
        if seq >= len(self.ledger) or self.membership.runner(self.ledger[seq].seat) != self.me:
            return  # undone or superseded since
        if peer not in self.membership.active():
            return
        reports = self.agreement.reports.get(seq, {})
        mine = reports.get(self.me)
        others = [p for p in self._required() if p not in (self.me, peer)]
        accepted = mine is not None and all(
            p in reports and reports[p].hash == mine.hash for p in others
        )
        if (self.agreement.is_agreed(seq) and peer in self._required()) or (others and accepted):
            self._fault(peer, "reject", seq)
        elif len(self.membership.active()) <= 2:
            self._pause(f"{self.name_of(peer)} refused our move {seq}", seq,
                        {p: r.hash for p, r in reports.items()})  # fmt: skip
        else:
            self._rejects[seq] = (peer, self.now)  # the others are away: ask them later

    def _proves(self, first: SignedMove, second: SignedMove) -> bool:
        """Whether two conflicting moves are both signed by the seat's runner of their epoch."""
        runner = self._runner_in_epoch(first.seat, first.epoch)
        if runner is None:
            return False
        key = self.membership.keys[runner]
        return all(
            self.identity.verify(key, move_statement(self.game_id, m.seq, m.seat, m.epoch,
                                                     str(m.move), m.hash), m.sig)
            for m in (first, second)
        )  # fmt: skip

    def _runner_in_epoch(self, seat: int, epoch: int) -> str | None:
        if seat >= len(self.membership.seats):
            return None
        run = self.membership.seats[seat]
        if epoch == run.epoch:
            return run.runner
        return None

    def _equivocation(self, first: SignedMove, second: SignedMove) -> None:
        """The runner of a seat signed two moves for one number: tell everyone, vote it out,
        and follow the version a majority of the table stands behind; if none does, the move
        is undone when the runner is voted out, and the seat's new runner plays again."""
        runner = self._runner_in_epoch(first.seat, first.epoch)
        if runner is None:
            return
        if runner not in self._faults:
            self._send(self._members(), Accuse(first, second))
        seq = first.seq
        if seq < len(self.ledger):
            mine = self.ledger[seq]
            other = second if mine == first else first
            backing, against = self._backing(seq, mine, runner), self._backing(seq, other, runner)
            table = len(self.membership.active())
            if len(backing) * 2 > table or len(backing) > len(against):
                if self._disputed == seq:  # ours is the table's move: the others follow it
                    self._disputed = None
            elif len(against) * 2 > table or len(against) > len(backing):
                if self._disputed == seq:
                    self._disputed = None
                self._roll_back(seq)  # the others applied the other one: follow them
                self._take_move(runner, other)
            else:
                self._disputed = min(seq, self._disputed if self._disputed is not None else seq)
        self._fault(runner, "equivocation", seq)

    def _backing(self, seq: int, move: SignedMove, runner: str) -> set[str]:
        """The peers (the runner aside) known to have applied ``move`` as move ``seq``."""
        if self.ledger[seq] == move and self.agreement.is_agreed(seq):
            backers = set(self.agreement.backers.get(seq, frozenset(self._required())))
        else:
            backers = {p for p, r in self.agreement.reports.get(seq, {}).items()
                       if r.signed == move}  # fmt: skip
            if self.ledger[seq] == move:
                backers.add(self.me)
        return backers - {runner}

    def _on_accuse(self, peer: str, message: Accuse) -> None:
        first, second = message.first, message.second
        if conflict(first, second) and self._proves(first, second):
            if first.seq < len(self.ledger) and self.ledger[first.seq] == second:
                first, second = second, first
            self._equivocation(first, second)

    def _fault(self, peer: str, grounds: str, seq: int) -> None:
        """``peer`` broke the protocol: say so and ask the others to vote it out."""
        if peer == self.me or peer not in self.membership.active() or peer in self._faults:
            return
        self._faults[peer] = (grounds, seq)
        log.error("%s: %s broke the protocol (%s at move %d)", self.name_of(self.me),
                  self.name_of(peer), grounds, seq)  # fmt: skip
        self._notify(Suspected(peer, grounds, seq))

    # ------------------------------------------------------------------------ links

    def _on_linked(self, linked: Linked) -> None:
        peer = linked.peer
        self.linked.add(peer)
        self._linked_since[peer] = self.now
        if peer in self._ever_linked:
            self._notify(PeerBack(peer, tuple(self.membership.seats_of(peer))))
        self._ever_linked.add(peer)
        if linked.rejoined is not None and self.game is not None:
            for message in self.catchup(min(linked.rejoined, self.game.ply)):
                self._send((peer,), message)
            self._catchups[peer] = ANSWER
        elif linked.asked:
            self._catchups[peer] = ASKED
        for seq in sorted(self.agreement.reports):  # acks it may have missed while apart
            mine = self.agreement.reports[seq].get(self.me)
            if mine is not None and seq < len(self.ledger):
                self._send((peer,), Ack(self.ledger[seq], mine.hash))
            self._check(seq)

    def _on_unlinked(self, unlinked: Unlinked) -> None:
        peer = unlinked.peer
        if peer not in self.linked:
            return
        self.linked.discard(peer)
        self._catchups.pop(peer, None)
        self._notify(PeerLost(peer, tuple(self.membership.seats_of(peer)), unlinked.reason))
        for seq in sorted(self.agreement.reports):
            self._check(seq)

    def _on_catchup(self, peer: str, message: CatchUp) -> None:
        kind = self._catchups.get(peer)
        game = self.game
        if kind is None:
            self._close(peer, f"{self.name_of(peer)} sent a catch-up that was not asked for")
            return
        if game is None or message.game != self.game_id or message.seed != self.seed:
            self._close(peer, "a catch-up for another game")
            return
        if message.last:
            del self._catchups[peer]  # one catch-up per rejoin
            self._behind_until = 0.0
        for certificate in message.decisions:
            self._accept(certificate, peer)
        for signed in message.moves:
            game = self.game
            assert game is not None
            if signed.seq > game.ply:
                self._close(peer, f"the catch-up skips from move {game.ply} to {signed.seq}")
                return
            self._take_move(peer, signed)
            self._agreed_before(signed, message.agreed)
        self._run_pending()
        end = message.first + len(message.moves)
        game = self.game
        assert game is not None
        if message.last:  # our hashes of the moves it has not seen agreed (we may have, apart)
            record = self.record
            assert record is not None
            for seq in range(message.agreed, len(self.ledger)):
                self._send((peer,), Ack(self.ledger[seq], record.moves[seq].hash))
        if message.last and kind == ASKED:  # our moves from the first it did not see agreed:
            first = min(message.agreed, end, game.ply)  # those we made while apart, and any
            for answer in self.catchup(first):  # we agreed on differently (two moves for one
                self._send((peer,), answer)  # number, each side shown one of them)

    def _agreed_before(self, signed: SignedMove, agreed: int) -> None:
        """A caught-up move that the others agreed on while we were away is agreed here too,
        once our hash after it is its runner's."""
        seq = signed.seq
        if seq >= agreed or seq >= len(self.ledger) or self.ledger[seq] != signed:
            return
        record = self.record
        assert record is not None
        if record.moves[seq].hash == signed.hash and not self.agreement.is_agreed(seq):
            for done in self.agreement.agree(seq):
                self._applied_at.pop(done, None)
                self._notify(Agreed(done, record.moves[done].hash))

    # ------------------------------------------------------------------------ decisions

    def _on_handover_request(self, request: HandOver) -> None:
        seats = self.membership.seats
        if not 0 <= request.seat < len(seats):
            raise LockstepError(f"seat {request.seat + 1} is beyond the game")
        runner = seats[request.seat].runner
        if runner == self.me:
            raise LockstepError(f"seat {request.seat + 1} is played here")
        if runner in self.linked and not self._stalled(request.seat):
            raise LockstepError(f"seat {request.seat + 1} is not missing")
        grounds = "stalled" if runner in self.linked else "lost"
        self._propose("handover", request.seat, runner, request.bot, grounds)

    def _stalled(self, seat: int) -> bool:
        turn = self._turn
        return (
            turn is not None and turn[0] == seat and self.turn_timer > 0
            and self.now >= turn[3] + self.turn_timer
        )  # fmt: skip

    def _keeper(self, subject: str) -> str | None:
        """Who runs a seat taken from ``subject``: the first peer of the order in the game and
        linked here (this one included)."""
        for peer in self.membership.voters(subject):
            if peer == self.me or peer in self.linked:
                return peer
        return None

    def _propose(self, kind: str, seat: int, subject: str, bot: str | None, grounds: str,
                 ply: int | None = None) -> None:  # fmt: skip
        if self.game is None or self.ballots.about(seat) is not None:
            return
        if any(c.proposal.seat == seat for c in self._waiting):
            return
        if len(self.decisions) >= MAX_DECISIONS:
            return
        runner = subject if kind == "giveback" else self._keeper(subject)
        if runner is None:
            return
        proposal = Proposal(self.me, self.ballots.next_number(), kind, seat, subject, runner,
                            bot, self.ply if ply is None else ply, grounds)  # fmt: skip
        if self.membership.problem(proposal) is not None:
            return
        ballot = Ballot(proposal, self.now + self.timing.vote_wait)
        self.ballots.mine[proposal.key] = ballot
        if self.me != subject:
            ballot.votes[self.me] = self._sign_vote(proposal)
            self.ballots.promise(proposal, ballot.until)
        self._send([p for p in self.membership.active() if p in self.linked], Propose(proposal))
        self._count(ballot)

    def _sign_vote(self, proposal: Proposal) -> bytes:
        return self.identity.sign(vote_statement(self.game_id, proposal.encode()))

    def _on_propose(self, peer: str, proposal: Proposal) -> None:
        if proposal.proposer != peer:
            self._close(peer, "a proposal in another peer's name")
            return
        problem = self.membership.problem(proposal)
        if problem is not None:
            log.warning("%s: proposal of %s refused: %s", self.name_of(self.me),
                        self.name_of(peer), problem)  # fmt: skip
            self._send((peer,), Vote(proposal.proposer, proposal.number, False, None))
            return
        if self.me not in self.membership.voters(proposal.subject):
            return
        mine = self.ballots.about(proposal.seat)
        if mine is not None:
            if self.order.index(self.me) < self.order.index(peer):
                self._send((peer,), Vote(proposal.proposer, proposal.number, False, None))
                return
            del self.ballots.mine[mine.proposal.key]  # the earlier peer's proposal wins
            self.ballots.promises.pop(proposal.seat, None)
        self._considering[proposal.key] = (proposal, self.now + self.timing.vote_wait)
        self._consider()

    def _consider(self) -> None:
        """Answer the proposals we hold once what they claim is true here too (or drop them)."""
        for key, (proposal, until) in list(self._considering.items()):
            if self._supports(proposal) and self.ballots.may_promise(proposal, self.now):
                del self._considering[key]
                self.ballots.promise(proposal, self.now + self.timing.vote_wait)
                vote = Vote(proposal.proposer, proposal.number, True, self._sign_vote(proposal))
                self._send((proposal.proposer,), vote)
            elif until <= self.now:
                del self._considering[key]
                self._send((proposal.proposer,), Vote(proposal.proposer, proposal.number, False,
                                                      None))  # fmt: skip

    def _supports(self, proposal: Proposal) -> bool:
        """Whether what a proposal claims holds in this peer's view."""
        game = self.game
        if game is None or self.membership.problem(proposal) is not None:
            return False
        subject = proposal.subject
        if proposal.runner != self.me and proposal.runner not in self.linked:
            return False
        if proposal.kind == "giveback":
            return subject in self.linked and proposal.ply <= game.ply
        if proposal.kind == "remove":  # never undoing a move a majority stands behind
            settled = proposal.ply < game.ply and len(self._backing(
                proposal.ply, self.ledger[proposal.ply], subject)) * 2 > len(
                self.membership.active())  # fmt: skip
            return subject in self._faults and not settled
        if proposal.ply != game.ply:
            return False
        if proposal.grounds == "lost":
            return subject not in self.linked
        return game.to_move == proposal.seat and self._stalled(proposal.seat)

    def _on_vote(self, peer: str, vote: Vote) -> None:
        ballot = self.ballots.mine.get((vote.proposer, vote.number))
        if ballot is None or not vote.yes or vote.sig is None:
            return
        proposal = ballot.proposal
        if peer not in self.membership.voters(proposal.subject):
            return
        statement = vote_statement(self.game_id, proposal.encode())
        if self.identity.verify(self.membership.keys[peer], statement, vote.sig):
            ballot.votes[peer] = vote.sig
            self._count(ballot)

    def _count(self, ballot: Ballot) -> None:
        proposal = ballot.proposal
        if len(ballot.votes) >= self.membership.threshold(proposal.subject):
            certificate = ballot.certificate()
            self.ballots.mine.pop(proposal.key, None)
            self._accept(certificate, self.me)

    def _accept(self, certificate: Certificate, sender: str) -> None:
        """Take a decision: check its votes, tell the linked peers, put it in force when due."""
        proposal = certificate.proposal
        if proposal.key in self._known:
            return
        rival = self._rival(proposal)
        if rival is not None:  # two majorities decided the same: the earlier decision holds
            at, held = rival
            if (at, held.proposal.key) <= (proposal.ply, proposal.key):
                self._known.add(proposal.key)
                return
            self._withdraw(held, at)
        problem = self.membership.check(certificate, self.identity, self.game_id)
        if problem is not None:
            log.warning("%s: decision from %s refused: %s", self.name_of(self.me),
                        self.name_of(sender), problem)  # fmt: skip
            return
        self._known.add(proposal.key)
        if proposal.kind == "remove" and proposal.subject == self.me and len(
            self.membership.active()
        ) <= 2:  # the only other player votes us out: two players who disagree
            self._pause(f"{self.name_of(sender)} voted us out ({proposal.grounds}); two players "
                        "cannot tell who is right", self.ply, {})  # fmt: skip
            return
        self._waiting.append(certificate)
        self.ballots.settle(proposal)
        self._send(self._members(), Decide(certificate))  # in case a peer missed it
        if self.game is not None:
            self._activate(self.game, self.game.ply)

    def _rival(self, proposal: Proposal) -> tuple[int, Certificate] | None:
        """A decision we hold about the same change (the same peer voted out, the same seat
        handed over or given back), with the move from which it is in force."""

        def same(other: Proposal) -> bool:
            if other.kind != proposal.kind:
                return False
            if proposal.kind == "remove":
                return other.subject == proposal.subject
            return other.seat == proposal.seat and other.subject == proposal.subject

        for at, certificate in self.membership.active_decisions:
            if same(certificate.proposal):
                return at, certificate
        for certificate in self._waiting:
            if same(certificate.proposal):
                return certificate.proposal.ply, certificate
        return None

    def _withdraw(self, certificate: Certificate, at: int) -> None:
        """Take back a decision a rival made before it replaces (undoing what followed it)."""
        if certificate in self._waiting:
            self._waiting.remove(certificate)
            return
        undone = self.membership.undo_from(at)
        self._waiting.extend(c for _, c in undone if c is not certificate)

    def _effective(self, proposal: Proposal, ply: int) -> int | None:
        """The move number from which a decision is in force, once it is known (a give-back
        waits for the start of its seat's next turn)."""
        if proposal.kind != "giveback":
            return proposal.ply if proposal.ply <= ply else None
        record = self.record
        assert record is not None and self.game is not None
        for at in range(proposal.ply, ply + 1):
            seat = record.moves[at].seat if at < len(record.moves) else self.game.to_move
            before = record.moves[at - 1].seat if at > 0 else None
            if seat == proposal.seat and before != seat:
                return at
        return None

    def _activate(self, game: Game, ply: int) -> None:
        """Put in force the decisions due at move ``ply`` (undoing moves made against them)."""
        while True:
            due = []
            for certificate in self._waiting:
                at = self._effective(certificate.proposal, ply) if self.record else None
                if at is not None:
                    due.append((at, certificate.proposal.key, certificate))
            if not due:
                return
            at, _, certificate = min(due)
            self._waiting.remove(certificate)
            self._put_in_force(certificate, at)
            if self.game is not game:
                return  # moves were undone: the new game carries on

    def _put_in_force(self, certificate: Certificate, at: int) -> None:
        proposal = certificate.proposal
        game, record = self.game, self.record
        assert game is not None and record is not None
        if at < game.ply:
            undone = self.membership.undo_from(at + 1)
            self._waiting.extend(c for _, c in undone)
        changed = self.membership.apply(certificate, at)
        seats = self.membership.seats
        first_bad = next((q for q in range(at, len(self.ledger)) if self.ledger[q].seat in changed
                          and self.ledger[q].epoch != seats[self.ledger[q].seat].epoch),
                         None)  # fmt: skip
        if first_bad is not None:
            self._roll_back(first_bad)
        voters = tuple(v.peer for v in certificate.votes)
        log.warning("%s: decided %s of seat %d (%s, %s) from move %d", self.name_of(self.me),
                    proposal.kind, proposal.seat, self.name_of(proposal.subject),
                    proposal.grounds, at)  # fmt: skip
        for seat in changed:
            self._notify(Decided(proposal.kind, seat, proposal.subject,
                                 self.membership.runner(seat), self.membership.seats[seat].bot,
                                 proposal.grounds, at, voters))  # fmt: skip
        self._asked = None
        if proposal.kind == "remove" and proposal.grounds == "equivocation":
            self._disputed = None
        for seq in sorted(self.agreement.reports):  # fewer peers may now agree
            self._check(seq)
        if proposal.kind == "remove" and proposal.subject == self.me and self._paused is None:
            self._paused = f"voted out by the others ({proposal.grounds})"

    def _roll_back(self, ply: int) -> None:
        """Undo moves ``ply`` and later (a decision made them void)."""
        record = self.record
        assert record is not None
        log.warning("%s: undoing moves from %d", self.name_of(self.me), ply)
        record.moves = record.moves[:ply]
        record.result = None
        self.ledger = self.ledger[:ply]
        game = record.new_game()
        for index, entry in enumerate(record.moves):
            play_entry(game, index, entry, verify=False)
        self.game = game
        self.agreement.forget_from(ply)
        for table in (self._applied_at, self._split_since, self._rejects):
            for seq in [s for s in table if s >= ply]:
                del table[seq]
        self._out.append(Save())
        self._notify(RolledBack(ply))

    # ------------------------------------------------------------------------ review

    def _review(self, timers: bool) -> None:
        """After every input: votes, bots and the status; on a tick, the timers too."""
        now = self.now
        self.ballots.expire(now)
        self._consider()
        game = self.game
        if game is not None and self.seed and self.me not in self.membership.removed:
            self._run_pending()
            game = self.game
            assert game is not None
            self._watch_turn(game)
            if timers:
                self._watch_acks()
                self._watch_splits()
                for seq, (peer, since) in list(self._rejects.items()):
                    if now >= since + self.timing.desync_wait:
                        self._judge_reject(seq, peer)
            self._propose_removals()
            self._propose_givebacks()
            self._ask_bot(game)
        self._update_status()

    def _watch_turn(self, game: Game) -> None:
        """Follow whose turn it is and since when; hand over a turn held past the timer."""
        seat = game.to_move
        if seat is None or self._paused is not None:
            if self._turn is not None and self.turn_timer > 0:
                self._notify(TurnTimer(self._turn[0], None))
            self._turn = None
            return
        record = self.record
        assert record is not None
        new_turn = not record.moves or record.moves[-1].seat != seat
        epoch = self.membership.seats[seat].epoch
        turn = self._turn
        if turn is None or turn[:2] != (seat, epoch) or (new_turn and turn[2] != game.ply):
            self._turn = (seat, epoch, game.ply, self.now)  # a new turn, or a new runner
            if self.turn_timer > 0:
                self._notify(TurnTimer(seat, self.now + self.turn_timer))
        runner = self.membership.runner(seat)
        if runner != self.me and self._stalled(seat):
            grounds = "stalled" if runner in self.linked else "lost"
            self._propose("handover", seat, runner, FALLBACK_BOT, grounds)

    def _watch_acks(self) -> None:
        """Warn about a linked peer whose acks are missing, then vote it out: only a peer that
        showed it went past the move (a later ack, its own later move, a heartbeat) without
        acknowledging it, for longer than a hung peer takes to be noticed."""
        wait = self.timing.desync_wait + self.timing.dead_after
        for peer in self._members():
            if peer == self.me:
                continue
            seq = self.agreement.missing(peer, len(self.ledger))
            if seq is None:
                self._warned.discard(peer)
                continue
            if self._progress.get(peer, 0) <= seq:
                continue  # it may just be slow: only a peer that went past the move is blamed
            since = max(self._applied_at.get(seq, self.now), self._linked_since.get(peer, 0.0))
            if self.now >= since + wait and peer not in self._warned:
                self._warned.add(peer)
                self._notify(Suspected(peer, "acks", seq))
            if self.now >= since + wait + self.timing.desync_wait:
                self._fault(peer, "acks", seq)

    def _watch_splits(self) -> None:
        for seq, since in list(self._split_since.items()):
            if self.now < since + self.timing.desync_wait or self.agreement.is_agreed(seq):
                continue
            if self._in_dispute(seq):
                continue
            if seq >= len(self.ledger):
                continue
            hashes = self.agreement.hashes(seq, self._required(), self.ledger[seq])
            best = majority(hashes) if hashes else None
            if hashes is None or best is None or hashes.get(self.me) != best:
                continue
            for peer, digest in hashes.items():
                if digest != best:
                    self._fault(peer, "hash", seq)

    def _propose_removals(self) -> None:
        for peer, (grounds, seq) in list(self._faults.items()):
            if peer in self.membership.removed:
                del self._faults[peer]
                continue
            seats = self.membership.seats_of(peer) or self.membership.own_seats(peer)
            void = grounds == "equivocation" and self._in_dispute(seq)
            ply = min(seq, self.ply) if void else self.ply  # an equivocated move is undone
            self._propose("remove", seats[0], peer, FALLBACK_BOT, grounds, ply)

    def _propose_givebacks(self) -> None:
        if not self.reclaim or self.me in self.membership.removed:
            return
        for seat in self.membership.own_seats(self.me):
            if self.membership.runner(seat) != self.me:
                self._propose("giveback", seat, self.me, None, "back")

    def _ask_bot(self, game: Game) -> None:
        seat = game.to_move
        if seat is None or self.status != "running" or self.membership.runner(seat) != self.me:
            return
        bot = self.membership.seats[seat].bot or self.drivers.get(seat)
        if bot is None or self.ballots.holds(seat, self.now) or self._asked == (seat, game.ply):
            return
        if self.now < self._behind_until:
            return
        self._asked = (seat, game.ply)
        self._out.append(Choose(seat, game.ply, bot))

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
        runner = self.membership.runner(seat)
        if runner != self.me and runner not in self.linked:
            name = self.start.seats[seat].name
            return "waiting", (f"waiting for seat {seat + 1} ({name}): "
                               f"{self.name_of(runner)} is not connected")  # fmt: skip
        return "running", ""

    def _update_status(self) -> None:
        status = self._compute_status()
        if status != self._status:
            self._status = status
            log.info("%s: %s %s", self.name_of(self.me), *status)
            self._notify(StatusChanged(*status))


    def fail(self, reason: str) -> list[Effect]:
        """The game cannot start (the mesh did not form): mark it failed."""
        self._failed = reason
        self._update_status()
        out, self._out = self._out, []
        return out
