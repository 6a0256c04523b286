"""The lockstep core: one peer's side of a started game, as a pure state machine.

:class:`Lockstep` holds one peer's identity, its clock, the line of play (the game and its
record: an :class:`~engine.line.Line`) and the status, and composes the owners of the rest of
its state, each with the methods that change it: the
:class:`~net.lockstep.ledger.Ledger` (signed moves), the :class:`~net.lockstep.links.Links`,
the :class:`~net.lockstep.agreement.Agreement`, the :class:`~net.lockstep.disputes.Disputes`,
the :class:`~net.lockstep.membership.Membership`, the :class:`~net.lockstep.ballots.Ballots`
and the :class:`~net.lockstep.turns.Turns`. It takes one input at a time with the current time
(:mod:`net.lockstep.effects`), returning the effects to carry out; it opens no socket, starts
no task and reads no clock. The rules live in one module each, as functions of the core, each
importing only those before it:

- :mod:`~net.lockstep.faults`: naming a peer at fault, pausing;
- :mod:`~net.lockstep.equivocation`: two moves signed for one number, the dispute;
- :mod:`~net.lockstep.verdicts`: agreement, splits and rebuilds, other peers' claims;
- :mod:`~net.lockstep.moves`: playing and taking moves, acks, waiting moves, undoing;
- :mod:`~net.lockstep.settlement`: the version of a disputed move that the table kept;
- :mod:`~net.lockstep.decisions`: proposals, votes and certificates, and putting them in force;
- :mod:`~net.lockstep.catchup`: links that come and go, catch-ups after a rejoin;
- :mod:`~net.lockstep.status`: after every input - timers, bots, the status;
- :mod:`~net.lockstep.seed`: the fair seed (commit, then reveal).
"""

from __future__ import annotations

import logging
from collections import deque
from collections.abc import Callable
from functools import partial
from typing import Any, Final

from engine.errors import IllegalMoveError
from engine.line import GameLine, line_of
from engine.record import Record
from engine.rules import GameState
from net.config import DEFAULT_TIMING, MAX_REASON, STALL_VOTE_AFTER, Timing
from net.events import Event, Rejected
from net.identity import Identity
from net.lockstep import catchup, decisions, equivocation, illegal, moves, seed, status, verdicts
from net.lockstep.agreement import NOTHING_FIRM, Agreement, Firmness
from net.lockstep.ballots import Ballots
from net.lockstep.decisions import activate
from net.lockstep.disputes import Disputes
from net.lockstep.effects import (
    Chosen,
    Close,
    Drive,
    Effect,
    HandOver,
    Input,
    Leave,
    Linked,
    LockstepError,
    Play,
    Readmit,
    Received,
    Reclaim,
    Send,
    Tick,
    Unlinked,
)
from net.lockstep.ledger import Ledger
from net.lockstep.links import Links
from net.lockstep.membership import Membership
from net.lockstep.seed import Commitments
from net.lockstep.turns import Turns
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
    Illegal,
    Message,
    MoveMessage,
    Propose,
    Reject,
    Reveal,
    SignedMove,
    Start,
    Vote,
)

log = logging.getLogger(__name__)

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
        firmness: Firmness = NOTHING_FIRM,
        game: GameState[Any] | None = None,
    ) -> None:
        self.start: Final = start
        self.game_id: Final = start.game
        self.me: Final = me
        self.identity: Final = identity
        self.timing: Final = timing
        self.membership: Final = Membership(start)
        """Who runs each seat, and the decisions taken (in force, or waiting for their move)."""
        self.order: Final = self.membership.order
        self.names: Final = {p.peer: p.name for p in start.peers}
        if me not in self.names:
            raise LockstepError("this peer is not in the game's roster")
        for peer in self.order:
            if peer not in self.membership.players:
                raise LockstepError(f"peer {peer} runs no seat")
        self.turns: Final = Turns(float(start.options.turn_timer))
        """Whose turn runs, and the bots of this peer's seats."""
        self.activate: Final[Callable[[GameState[Any], int], None]] = partial(activate, self)
        """Puts in force the decisions due at a move (:func:`~net.lockstep.decisions.activate`,
        called by :mod:`~net.lockstep.moves`, below the decisions, after each move recorded)."""
        self.hasher: Callable[[Any], str] = lambda game: game.state_hash()
        """How this peer hashes its state (tests replace it to simulate a faulty engine)."""
        self.now = 0.0
        self.out: list[Effect] = []
        """The effects of the input being handled."""
        # the game
        self.seed = seed or ""
        self.line: GameLine[Any] | None = None
        """The game and its record (None before the seed is agreed): only the line changes
        them, and the rules read them through it."""
        self.book: Final = Ledger()
        """The signed moves of the record, and the moves waiting."""
        self.commitments: Final = Commitments()
        """The commitments and nonces the seed is made of."""
        self.links: Final = Links(me, self.membership)
        """The peers linked, what they showed, the catch-ups due."""
        self.agreement = Agreement()
        """The hashes reported for every move, and the moves agreed."""
        self.disputes: Final = Disputes()
        """Splits, refusals, claims, faults, proofs, the move in dispute."""
        self.ballots: Final = Ballots()
        """Proposals, promises, and the changes the owner asked for."""
        # the status
        self.paused: str | None = None
        self.failed: str | None = None
        self.left = False
        self.current: tuple[str, str] = ("starting", "")
        if seed is not None and record is not None:
            self._resume(record, ledger or [], decisions, firmness, game)

    def _resume(
        self, record: Record, ledger: list[SignedMove],
        decided: tuple[tuple[int | None, Certificate], ...], firmness: Firmness,
        game: GameState[Any] | None,
    ) -> None:  # fmt: skip
        """Take up a saved game: its record, signed moves, decisions (with the move from which
        each is in force, None for those not in force yet) and who agreed on its moves."""
        if len(ledger) != len(record.moves):
            raise LockstepError("the saved moves and their signatures do not match")
        self.membership.resume(decided)
        self.line = line = line_of(record, verify=False, game=game)
        self.book.restore(ledger)
        self.agreement = Agreement(len(record.moves))
        self.agreement.restore(firmness, {seq: Ack(ledger[seq], record.moves[seq].hash)
                                          for seq in firmness.backers if seq < len(ledger)})
        decisions.activate(self, line.game, line.game.ply)

    # ------------------------------------------------------------------------ queries

    @property
    def status(self) -> str:
        """starting, running, waiting (for a missing seat), paused, over or failed."""
        return self.current[0]

    @property
    def reason(self) -> str:
        return self.current[1]

    @property
    def agreed(self) -> int:
        return self.agreement.agreed

    @property
    def ledger(self) -> list[SignedMove]:
        """The signed form of every move of the record."""
        return self.book.moves

    @property
    def pending(self) -> dict[tuple[int, str], SignedMove]:
        """Moves that overtook the ones before them, by number and sender."""
        return self.book.pending

    @property
    def faults(self) -> dict[str, tuple[str, int]]:
        """Peers that broke the protocol: the grounds and the move."""
        return self.disputes.faults

    @property
    def disputed(self) -> int | None:
        """The first move signed twice by its runner, while the vote on the runner runs."""
        return self.disputes.disputed

    @property
    def rejected(self) -> deque[Rejected]:
        """The latest refusals of moves, ours and the others'."""
        return self.disputes.rejected

    @property
    def turn(self) -> tuple[int, int, int, float] | None:
        """Whose turn runs: the seat, its epoch, the move that began it, since when."""
        return self.turns.turn

    @property
    def turn_timer(self) -> float:
        return self.turns.turn_timer

    @property
    def game(self) -> GameState[Any] | None:
        """The game after the record's moves (to read: the line plays on it), None before
        the start."""
        line = self.line
        return line.game if line is not None else None

    @property
    def record(self) -> Record | None:
        """A copy of the record (None before the start)."""
        line = self.line
        return line.record if line is not None else None

    @property
    def ply(self) -> int:
        line = self.line
        return line.game.ply if line is not None else 0

    @property
    def decisions(self) -> tuple[tuple[int | None, Certificate], ...]:
        """Every decision known, with the move from which it is in force (None: not yet)."""
        waiting = tuple((None, c) for c in self.membership.waiting)
        return tuple(self.membership.active_decisions) + waiting

    def behind(self) -> tuple[str, ...]:
        """The peers still in the game that have not shown they hold every move of this peer's
        line and did not say goodbye: they may be stopped or cut off, and come back to follow
        the game (a peer whose game is over waits a while for them before it leaves)."""
        line, progress, left = self.line, self.links.progress, self.links.left
        ply = 0 if line is None else line.ply
        return tuple(peer for peer in self.membership.active()
                     if peer != self.me and peer not in left
                     and progress.get(peer, 0) < ply)  # fmt: skip

    def my_seats(self) -> list[int]:
        return self.membership.seats_of(self.me)

    def name_of(self, peer: str) -> str:
        return self.names.get(peer, peer)

    def deadline(self) -> float | None:
        """The next time at which the core wants a :class:`Tick` (None: no timer runs)."""
        return status.deadline(self)

    def overdue(self) -> int | None:
        """The seat of another peer whose turn ran past its limit, or (without one) long enough
        that the others may vote it to a bot (:class:`HandOver`), if any."""
        turn = self.turns.turn
        if turn is None or self.membership.runner(turn[0]) == self.me:
            return None
        return turn[0] if self.turns.held(turn[0], self.now, STALL_VOTE_AFTER) else None

    def catchup(self, first: int) -> list[CatchUp]:
        """The record from move ``first`` as catch-up messages (for a spectator or a peer)."""
        return catchup.messages(self, first)

    def others(self) -> list[str]:
        """Every other peer of the roster."""
        return [p for p in self.order if p != self.me]

    # ------------------------------------------------------------------------ effects

    def send(self, to: tuple[str, ...] | list[str], message: Message,
             at_once: bool = False) -> None:  # fmt: skip
        if to:
            self.out.append(Send(tuple(to), message, at_once))

    def notify(self, event: Event) -> None:
        self.out.append(event)

    def close(self, peer: str, reason: str) -> None:
        log.warning("%s: closing the link to %s: %s", self.name_of(self.me), self.name_of(peer),
                    reason)  # fmt: skip
        self.out.append(Close(peer, reason))

    # ------------------------------------------------------------------------ inputs

    def begin(self, now: float) -> list[Effect]:
        """Start agreeing on the seed: commit to this peer's nonce."""
        self.now = now
        seed.begin(self)
        return self._finish()

    def handle(self, event: Input, now: float) -> list[Effect]:
        """Take one input; returns the effects to carry out, in order.

        The owner ticks the core at least once a heartbeat interval (and at :meth:`deadline`):
        a longer silence means this program was stopped, and the core then waits to hear from
        the others before it acts for its seats again.

        Raises :class:`LockstepError` (or ``IllegalMoveError``) for a local request that cannot
        be carried out (a move out of turn, an illegal move), changing nothing.
        """
        if now - self.now > self.timing.dead_after and self.line is not None:
            self._resumed(now)
        self.now = now
        self.out = []
        if isinstance(event, Received):
            self._dispatch(event.peer, event.message)
        elif isinstance(event, Play):
            moves.play_local(self, event.moves, None)
        elif isinstance(event, Chosen):
            moves.on_chosen(self, event)
        elif isinstance(event, Linked):
            catchup.on_linked(self, event)
        elif isinstance(event, Unlinked):
            catchup.on_unlinked(self, event)
        elif isinstance(event, Drive):
            moves.on_drive(self, event)
        elif isinstance(event, HandOver):
            decisions.on_handover_request(self, event)
        elif isinstance(event, Reclaim):
            self.ballots.take_back()
        elif isinstance(event, Readmit):
            decisions.readmit(self, event.seat)
        elif isinstance(event, Leave):
            self.left = True
            self.send(tuple(self.links.linked), Bye(event.reason[:MAX_REASON]))
        else:
            assert isinstance(event, Tick)
        return self._finish(timers=isinstance(event, Tick))

    def fail(self, reason: str) -> list[Effect]:
        """The game cannot start (the mesh did not form): mark it failed."""
        self.failed = reason
        status.update(self)
        out, self.out = self.out, []
        return out

    def _resumed(self, now: float) -> None:
        """Time jumped (this program was stopped, or its computer slept): what others did not
        send meanwhile proves nothing, so every wait for them starts again now."""
        self.links.resumed(now, now + 3 * self.timing.dead_after)  # others may have decided
        self.disputes.resumed(now)

    def _finish(self, timers: bool = True) -> list[Effect]:
        if not self.left:
            status.review(self, timers)
        out, self.out = self.out, []
        return out

    def _dispatch(self, peer: str, message: Message) -> None:
        if isinstance(message, MoveMessage):
            moves.take(self, peer, message.signed)
        elif isinstance(message, Ack):
            moves.on_ack(self, peer, message)
        elif isinstance(message, Heartbeat):
            self.links.progressed(peer, message.seq)
        elif isinstance(message, Propose):
            decisions.on_propose(self, peer, message.proposal)
        elif isinstance(message, Vote):
            decisions.on_vote(self, peer, message)
        elif isinstance(message, Decide):
            decisions.accept(self, message.certificate, peer)
        elif isinstance(message, Accuse):
            equivocation.on_accuse(self, peer, message)
        elif isinstance(message, Illegal):
            illegal.on_illegal(self, peer, message)
        elif isinstance(message, Reject):
            verdicts.on_reject(self, peer, message)
        elif isinstance(message, Desync):
            verdicts.on_desync(self, peer, message)
        elif isinstance(message, CatchUp):
            catchup.on_catchup(self, peer, message)
        elif isinstance(message, Commit):
            seed.on_commit(self, peer, message)
        elif isinstance(message, Reveal):
            seed.on_reveal(self, peer, message.nonce)
        else:
            self.close(peer, f"unexpected {message.T} during the game")


__all__ = ["IllegalMoveError", "Lockstep", "LockstepError"]
