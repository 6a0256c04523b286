"""Sessions: where the table's moves come from and where the player's moves go.

The window talks to a :class:`Session` only: it shows :meth:`Session.game` after every
``state_changed`` and hands the player's moves to :meth:`Session.submit`. :class:`LocalSession`
plays offline (hot seat and bots, with autosave); a network session (a later issue) implements
the same signals and methods, so the table does not care where moves come from.
"""

from __future__ import annotations

import concurrent.futures
from collections.abc import Callable
from pathlib import Path

from PySide6.QtCore import QObject, QTimer, Signal

from client.thinker import Chooser, Thinker, ThreadChooser
from engine.bots import Bot, BotSpec
from engine.game import Game, IllegalMoveError
from engine.moves import Move
from engine.record import Record, Seat, write_record
from ui.i18n import tr, violation_text


class Session(QObject):
    """The source of moves for a table and the sink of its player's moves."""

    move_played = Signal(int, object, object)
    """(index, Move, game before the move): a move was applied; ``game()`` is the state after."""
    state_changed = Signal()
    problem = Signal(str)
    """A move was refused (why, in the player's language)."""
    warning = Signal(str)
    """Something went wrong that the game survives (a sentence; "" when it is over again)."""
    finished = Signal()

    def game(self) -> Game:
        """The current state (read-only: copy it before changing anything)."""
        raise NotImplementedError

    def seats(self) -> list[Seat]:
        raise NotImplementedError

    def local_seats(self) -> set[int]:
        """Seats played by people at this computer."""
        raise NotImplementedError

    def record(self) -> Record:
        raise NotImplementedError

    def submit(self, move: Move) -> None:
        """A move chosen by a local player (refused with ``problem`` when not theirs or illegal)."""
        raise NotImplementedError

    def close(self) -> None:
        """Stop (bots stop thinking); the session is not used again."""


class LocalSession(Session):
    """An offline game: the local engine, local players and bots; the record is autosaved.

    Bots choose in a worker process (a :class:`~client.thinker.Thinker` that the session owns
    and stops when it closes), after ``bot_delay`` milliseconds, so the table stays responsive
    and their moves can be followed. Searching bots think ``think_ms`` milliseconds a decision
    (None: their default). ``bot_factory`` gives in-process bots instead, thinking in a thread.
    """

    _bot_answer = Signal(int, object)

    def __init__(
        self,
        game: Game,
        record: Record,
        autosave: Path | None = None,
        bot_delay: int = 400,
        bot_factory: Callable[[str, str], Bot] | None = None,
        think_ms: float | None = None,
    ) -> None:
        super().__init__()
        self._game = game
        self._record = record
        self.autosave = autosave
        self.bot_delay = bot_delay
        self.bots: dict[int, BotSpec] = {
            seat: BotSpec(info.bot, f"{record.seed}:{seat}:{game.ply}", think_ms)
            for seat, info in enumerate(record.seats)
            if info.bot
        }
        if bot_factory is None:
            for spec in self.bots.values():
                spec.check()
        self._chooser: Chooser = Thinker() if bot_factory is None else ThreadChooser(bot_factory)
        self._thinking = False
        self._closed = False
        self.save_error = ""  # why the last autosave failed ("" when it worked)
        self._bot_answer.connect(self._on_bot_answer)
        self._timer = QTimer(self)
        self._timer.setSingleShot(True)
        self._timer.timeout.connect(self._ask_bot)

    def game(self) -> Game:
        return self._game

    def seats(self) -> list[Seat]:
        return self._record.seats

    def local_seats(self) -> set[int]:
        return {seat for seat, info in enumerate(self._record.seats) if not info.bot}

    def record(self) -> Record:
        return self._record

    def start(self) -> None:
        """Save the record and let the bots play if they are to move (their worker starts now:
        it takes a moment)."""
        if self.bots and not self._game.is_over:
            self._chooser.start()
        self._save()
        self.state_changed.emit()
        self._schedule()

    def submit(self, move: Move) -> None:
        seat = self._game.to_move
        if seat is None:
            self.problem.emit(tr("the game is over"))
            return
        if seat not in self.local_seats():
            self.problem.emit(tr("it is not your turn"))
            return
        self._apply(move)

    def _apply(self, move: Move) -> None:
        before = self._game.copy()
        index = self._game.ply
        try:
            self._record.add(self._game, move)
        except IllegalMoveError as error:
            self.problem.emit(violation_text(error.violation))
            return
        self._save()
        self.move_played.emit(index, move, before)
        self.state_changed.emit()
        if self._game.is_over:
            self.finished.emit()
        else:
            self._schedule()

    def _save(self) -> None:
        """Autosave the record; a failure (disk full, read-only folder) is told, not raised:
        the game goes on and the record can still be exported."""
        if self.autosave is None:
            return
        try:
            write_record(self.autosave, self._record)
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
        seat = self._game.to_move
        if self._closed or seat is None or seat not in self.bots:
            return
        if not self._thinking and not self._timer.isActive():
            self._timer.start(self.bot_delay)

    def _ask_bot(self) -> None:
        seat = self._game.to_move
        if self._closed or seat is None or seat not in self.bots or self._thinking:
            return
        self._thinking = True
        ply = self._game.ply
        try:
            future = self._chooser.submit(self._game, self.bots[seat])
        except (OSError, RuntimeError) as error:
            self._thinking = False
            self.warning.emit(tr("A bot could not choose its move ({detail}).").format(
                detail=error))  # fmt: skip
            return
        future.add_done_callback(lambda f: self._bot_answer.emit(ply, f))

    def _on_bot_answer(self, ply: int, future: concurrent.futures.Future[Move]) -> None:
        self._thinking = False
        if self._closed or ply != self._game.ply or future.cancelled():
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

    def close(self) -> None:
        """Stop: a bot thinking stops at once."""
        self._closed = True
        self._timer.stop()
        self._chooser.close()
