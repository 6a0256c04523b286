"""Sessions: where the table's moves come from and where the player's moves go.

A :class:`TableSession` implements the game page's :class:`ui.source.TableSource`. The local
players' steps are a draft (:class:`engine.draft.TurnDraft`): they can be taken back until a
step reveals a card from the pile or the player ends the turn (:meth:`TableSession.confirm_turn`,
"End turn"; without that confirmation, when the turn passes or the game ends); then the draft's
steps are *committed* together, through :meth:`TableSession.commit`. :class:`LocalSession` plays
offline (hot seat and bots, with autosave) and commits to its line of play
(:class:`engine.line.Line`, the game and its record); a network session commits to its peers.
Bots' moves are never drafts. Local and online games thus take back the same steps.

A local session plays another rule set's game too (a :class:`~engine.line.StateLine`, e.g.
Copenhagen): the game it answers is then that rule set's state, its bots are that rule set's
(a suggestion is its expert's), and a refusal names the rule in that rule set's words.
"""

from __future__ import annotations

import concurrent.futures
from collections.abc import Callable
from pathlib import Path
from typing import Any, cast

from PySide6.QtCore import QTimer, Signal

from client.thinker import SUGGESTION_MS, Thinker, Thinking, ThreadThinker, suggestion
from engine.bot import BotSpec
from engine.bot_keeper import check_bot
from engine.copenhagen import CopenhagenMoveError
from engine.draft import TurnDraft
from engine.errors import IllegalMoveError
from engine.helsinki.bots import Bot
from engine.helsinki.game import Game, HelsinkiMoveError
from engine.helsinki.moves import Kind, Move
from engine.line import GameLine, Line, StateLine
from engine.record import Record, Seat, write_record
from engine.rules import HELSINKI
from ui.copenhagen.words import violation_text as copenhagen_violation_text
from ui.i18n import tr, violation_text
from ui.source import TableSource


def refusal_text(error: IllegalMoveError) -> str:
    """Why a move was refused, in the player's language, whichever rule set refused it."""
    if isinstance(error, CopenhagenMoveError):
        return copenhagen_violation_text(error.violation)
    if isinstance(error, HelsinkiMoveError):
        return violation_text(error.violation)
    return str(error)


class TableSession(TableSource):
    """A game played from this program: the table's source of moves, with the local players'
    steps drafted until they commit.

    With :attr:`confirm_end` (the default), the step that ends a local player's turn waits for
    :meth:`confirm_turn`: the table shows it, with Take back, but nothing is committed, so the
    bots and the peers wait too.

    A subclass gives :meth:`committed_game` (the game as every peer knows it) and
    :meth:`commit` (where committed steps go); for a move that did not come through
    :meth:`submit` (a bot's, a peer's, or the local steps coming back from the network) it
    calls :meth:`tell` and then :meth:`moved`."""

    def __init__(self) -> None:
        super().__init__()
        self._draft: TurnDraft[Game, Move] | None = None
        self._told = 0  # the moves before this index were told to the table
        self.confirm_end = True
        """Whether a local player's turn waits for :meth:`confirm_turn` (else it passes at once)."""

    def committed_game(self) -> Game:
        """The game without the draft's steps: what the record and the peers have."""
        raise NotImplementedError

    def commit(self, moves: list[Move]) -> None:
        """Hand over committed steps, in order (already checked): record them, send them."""
        raise NotImplementedError

    def game(self) -> Game:
        draft, committed = self._draft, self.committed_game()
        if draft is not None and draft.steps and draft.committed.ply == committed.ply:
            return draft.game
        return committed

    def _live_draft(self) -> TurnDraft[Game, Move] | None:
        """The draft with steps on the committed game (None: none, or the game moved on)."""
        draft = self._draft
        if draft is None or not draft.steps or draft.committed.ply != self.committed_game().ply:
            return None
        return draft

    def _current_draft(self) -> TurnDraft[Game, Move]:
        """The draft on the committed game (a new one when the game moved on without it)."""
        committed = self.committed_game()
        draft = self._draft
        if draft is None or draft.committed.ply != committed.ply:
            draft = self._draft = TurnDraft(committed)
        draft.confirm_end = self.confirm_end
        return draft

    @property
    def confirming_seat(self) -> int | None:
        draft = self._live_draft()
        return draft.committed.to_move if draft is not None and draft.complete else None

    def confirm_turn(self) -> None:
        draft = self._live_draft()
        if draft is None or not draft.complete:
            return
        self.commit(draft.confirm())
        self.moved()

    def submit(self, move: Move) -> None:
        game = self.game()
        seat = game.to_move
        if self.awaiting_confirmation:
            self.problem.emit(tr("end your turn or take your last step back first"))
            return
        if seat is None:
            self.problem.emit(tr("the game is over"))
            return
        if seat not in self.local_seats():
            self.problem.emit(tr("it is not your turn"))
            return
        draft = self._current_draft()
        before = draft.game.copy()
        try:
            if not isinstance(game, Game) and move not in game.legal_moves():
                game.copy().play(move)  # another rule set's game names the broken rule
            committed = draft.play(move)
        except IllegalMoveError as error:
            self.problem.emit(refusal_text(error))
            return
        if committed:
            self.commit(committed)
        if self._draft is draft:  # not refused
            self.tell(before.ply, move, before)
        self.moved()

    def tell(self, index: int, move: Move, before: Game) -> None:
        """Tell the table about move ``index``, played from ``before``, unless it was told
        already (the local player's steps are told when they are played, not again when they
        are committed)."""
        if index >= self._told:
            self._told = index + 1
            self.move_played.emit(index, move, before)

    def moved(self) -> None:
        """Tell the table that the game moved on (and that it ended, when it did: once the
        last turn is confirmed)."""
        self.state_changed.emit()
        if self.game().is_over and not self.awaiting_confirmation:
            self.finished.emit()

    @property
    def can_take_back(self) -> bool:
        draft = self._draft
        return (draft is not None and draft.can_take_back
                and draft.committed.ply == self.committed_game().ply)  # fmt: skip

    def take_back(self) -> None:
        if not self.can_take_back:
            return
        assert self._draft is not None
        self._draft.take_back()
        self._told = self._draft.game.ply
        self.taken_back.emit(self._told)
        self.state_changed.emit()

    def close(self) -> None:
        """Commit the draft (what was played is kept) and stop; not used again."""
        draft = self._live_draft()
        if draft is not None:
            self.commit(draft.commit())
        self._draft = None


class LocalSession(TableSession):
    """An offline game on a line of play: local players and bots; the record is autosaved.

    Bots choose in a worker process (a :class:`~client.thinker.Thinker` that the session owns
    and stops when it closes), after ``bot_delay`` milliseconds, so the table stays responsive
    and their moves can be followed. Searching bots think ``think_ms`` milliseconds a decision
    (None: their default). ``bot_factory`` gives in-process bots instead, thinking in a thread.

    Its players may ask for a suggested move: the expert thinks ``suggest_ms`` milliseconds in
    the same worker, from the view of the seat to move; the suggestion is dropped (and its
    thinking stopped) as soon as the game moves on.
    """

    _bot_answer = Signal(int, object)
    _suggestion_answer = Signal(object, object)

    def __init__(
        self,
        line: Line | StateLine,
        autosave: Path | None = None,
        bot_delay: int = 400,
        bot_factory: Callable[[str, str], Bot] | None = None,
        think_ms: float | None = None,
        suggest_ms: float = SUGGESTION_MS,
    ) -> None:
        super().__init__()
        self._line: GameLine[Any] = line
        record = line.record
        self.rules = record.rules
        """The name of the rule set the game follows."""
        self._seats = record.seats
        self.autosave = autosave
        self.bot_delay = bot_delay
        self.bots: dict[int, BotSpec] = {
            seat: BotSpec(info.bot, f"{record.seed}:{seat}:{line.game.ply}", think_ms,
                          rules=self.rules)
            for seat, info in enumerate(record.seats)
            if info.bot
        }
        if bot_factory is None:
            for spec in self.bots.values():
                check_bot(spec)
        self._thinker: Thinking = Thinker() if bot_factory is None else ThreadThinker(bot_factory)
        self._thinking = False
        self._closed = False
        self.save_error = ""  # why the last autosave failed ("" when it worked)
        self._bot_answer.connect(self._on_bot_answer)
        self.suggest_ms = suggest_ms
        self._suggestion: concurrent.futures.Future[Move] | None = None
        self._suggestion_ply = -1  # the move count of the game the suggestion is for
        self._suggestion_answer.connect(self._on_suggestion_answer)
        self.state_changed.connect(self._drop_stale_suggestion)
        self._timer = QTimer(self)
        self._timer.setSingleShot(True)
        self._timer.timeout.connect(self._ask_bot)

    def committed_game(self) -> Game:
        """The game (another rule set's state in a session of that rule set)."""
        return cast(Game, self._line.game)

    def seats(self) -> list[Seat]:
        return self._seats

    def local_seats(self) -> set[int]:
        return {seat for seat, info in enumerate(self._seats) if not info.bot}

    def record(self) -> Record:
        return self._line.record

    def start(self) -> None:
        """Save the record and let the bots play if they are to move (their worker starts now:
        it takes a moment)."""
        if self.bots and not self._line.game.is_over:
            self._thinker.start()
        self._save()
        self.state_changed.emit()
        self._schedule()

    def commit(self, moves: list[Move]) -> None:
        for move in moves:
            self._line.play(move)
        self._save()

    def moved(self) -> None:
        super().moved()
        self._schedule()

    def _apply(self, move: Move) -> None:
        """Play a move that is no draft (a bot's): record it and tell the table."""
        before = self._line.game.copy()
        try:
            self._line.play(move)
        except IllegalMoveError as error:
            self.problem.emit(refusal_text(error))
            return
        self._save()
        self.tell(before.ply, move, before)
        self.moved()

    def _save(self) -> None:
        """Autosave the record; a failure (disk full, read-only folder) is told, not raised:
        the game goes on and the record can still be exported."""
        if self.autosave is None:
            return
        try:
            write_record(self.autosave, self._line.record)
        except OSError as error:
            detail = error.strerror or str(error)
            if detail != self.save_error:
                self.save_error = detail
                self.warning.emit(tr("The game could not be saved ({detail}). Play goes on; "
                                     "export the record from the Game menu to keep it.").format(
                    detail=detail))  # fmt: skip
            return
        if self.save_error:
            self.save_error = ""
            self.warning.emit("")

    def _schedule(self) -> None:
        seat = self._line.game.to_move
        if self._closed or seat is None or seat not in self.bots:
            return
        if not self._thinking and not self._timer.isActive():
            self._timer.start(self.bot_delay)

    def _ask_bot(self) -> None:
        seat = self._line.game.to_move
        if self._closed or seat is None or seat not in self.bots or self._thinking:
            return
        self._thinking = True
        game = self._line.game
        ply = game.ply
        try:
            future = self._thinker.submit(game, self.bots[seat])
        except (OSError, RuntimeError) as error:
            self._thinking = False
            self.warning.emit(tr("A bot could not choose its move ({detail}).").format(
                detail=error))  # fmt: skip
            return
        future.add_done_callback(lambda f: self._bot_answer.emit(ply, f))

    def _on_bot_answer(self, ply: int, future: concurrent.futures.Future[Move]) -> None:
        self._thinking = False
        if self._closed or ply != self._line.game.ply or future.cancelled():
            return
        try:
            move = future.result()
        except Exception as error:  # a bot bug must not kill the game silently
            self.warning.emit(tr("A bot could not choose its move ({detail}).").format(
                detail=error))  # fmt: skip
            return
        self._apply(move)

    @property
    def thinking(self) -> bool:
        return self._thinking or self._timer.isActive()

    # ------------------------------------------------------------ suggestions

    @property
    def can_suggest(self) -> bool:
        game = self.game()
        return (not self._closed and game.to_move in self.local_seats()
                and not self.awaiting_confirmation)  # fmt: skip

    @property
    def suggesting(self) -> bool:
        return self._suggestion is not None

    def suggest(self) -> None:
        if not self.can_suggest or self._suggestion is not None:
            return
        self._suggestion_ply = self.game().ply
        self._ask_suggestion(self.game(), [])

    def _ask_suggestion(self, game: Game, before: list[Move]) -> None:
        """Ask the expert for the step after ``before`` (the build whose push is asked)."""
        try:
            future = self._thinker.submit(game, suggestion(game, self.suggest_ms, self.rules))
        except (OSError, RuntimeError, ValueError):
            self._suggestion = None
            self.suggested.emit([])
            return
        self._suggestion = future
        ply = game.ply
        future.add_done_callback(lambda f: self._suggestion_answer.emit((ply, before), f))

    def _on_suggestion_answer(self, asked: tuple[int, list[Move]],
                              future: concurrent.futures.Future[Move]) -> None:  # fmt: skip
        if future is not self._suggestion:
            return  # stopped, or replaced by a newer question
        self._suggestion = None
        ply, before = asked
        game = self.game()
        if (self._closed or future.cancelled() or future.exception() is not None
                or game.ply + len(before) != ply):  # fmt: skip
            self.suggested.emit([])
            return
        moves = [*before, future.result()]
        if self.rules == HELSINKI.name and moves[-1].kind == Kind.BUILD:
            # a Helsinki build comes with its push, planned already
            after = game.copy()
            for move in moves:
                after.apply(move)
            self._ask_suggestion(after, moves)
            return
        self.suggested.emit(moves)

    def stop_suggesting(self) -> None:
        future, self._suggestion = self._suggestion, None
        if future is not None:
            future.cancel()  # the worker stops at once when it was thinking about it
            self.suggested.emit([])

    def _drop_stale_suggestion(self) -> None:
        """The game moved on: a suggestion under way is of no use any more."""
        if self._suggestion is not None and self.game().ply != self._suggestion_ply:
            self.stop_suggesting()

    def close(self) -> None:
        """Commit the draft and stop: a bot thinking (or a suggestion) stops at once."""
        super().close()
        self._closed = True
        self._timer.stop()
        self._suggestion = None
        self._thinker.close()
