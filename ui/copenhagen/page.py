"""The page of a game of Copenhagen being played: the shell's status bar (what to do, the
buttons of the step, the hint) above Copenhagen's table and the collapsible move log or, in a
hot-seat game, the hand-over screen between two people's turns. It shows the session's
snapshots and hands the player's moves to the session; take-back, the turn's confirmation and
suggested steps ("Suggest a move", H) are the session's."""

from __future__ import annotations

from collections.abc import Callable
from typing import cast

from PySide6.QtCore import Qt, Signal
from PySide6.QtGui import QColor, QKeySequence
from PySide6.QtWidgets import QVBoxLayout, QWidget

from engine.copenhagen import CopenhagenGame, Move, Step
from ui import palette as pal
from ui.copenhagen.layout import HEIGHT, WIDTH
from ui.copenhagen.scene import CopenhagenScene
from ui.copenhagen.view import CopenhagenView
from ui.copenhagen.words import CopenhagenWords, move_text, prompt_text, step_text
from ui.i18n import Retranslated, bot_name, tr
from ui.log import LogPanel, LogSplitter
from ui.pages.game import HandOverStack, StatusBar, page_shortcut
from ui.source import TableSource


class CopenhagenPage(Retranslated, QWidget):
    """A game of Copenhagen: the status bar, the table and the log (the others' turns since
    the player's last one are recapped on the table, from the log)."""

    finished = Signal()
    export_requested = Signal()

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.session: TableSource | None = None
        self.names: list[str] = []
        self.colours: list[QColor] = []
        self.scene = CopenhagenScene()
        self.view = CopenhagenView(self.scene)
        self.stack = HandOverStack(self.view)
        self.stack.ready.connect(self._ready)
        self.log = LogPanel(CopenhagenWords())
        self.scene.follow_log(self.log)
        self._moves: list[Move] = []
        """Every move of the game shown, from its first state (the steps of a turn under way
        too): the log is told again from them."""
        self._first_ply = 0  # the move count of the game's first state
        self._notes: list[tuple[int, Callable[[], str]]] = []
        """What the table decided (an online game's hand-overs), each from the move it is in
        force: the log keeps them, told again in the language shown."""
        self.status = StatusBar()
        self.status.draw_button.hide()
        self.status.suggest_button.hide()  # until the player to move may ask
        self.status.suggest_button.clicked.connect(self.suggest)
        self.status.confirm_button.clicked.connect(self.scene.confirm)
        self.status.cancel_button.clicked.connect(self.scene.cancel)
        self.status.end_button.clicked.connect(self.end_turn)
        self.status.take_back_button.clicked.connect(self.take_back)
        self.status.result_button.clicked.connect(self.finished)
        self.take_back_action = page_shortcut(self, QKeySequence.StandardKey.Undo, self.take_back)
        self.end_turn_action = page_shortcut(self, QKeySequence(Qt.Key.Key_E), self.end_turn)
        self.suggest_action = page_shortcut(self, QKeySequence(Qt.Key.Key_H), self.suggest)
        layout = QVBoxLayout(self)
        layout.setContentsMargins(4, 4, 4, 4)
        layout.setSpacing(4)
        self.split = LogSplitter(self.stack, self.log, (WIDTH, HEIGHT), self.status.log_button)
        layout.addWidget(self.status)
        layout.addWidget(self.split, 1)
        self.scene.move_chosen.connect(self._chosen)
        self.scene.message.connect(self.say)
        self.scene.selection_changed.connect(self._buttons)
        self._said = ""
        self._suggestion = ""  # the suggested step shown, in words ("" : none)
        self._last = ""  # the last move played, in words
        self._shown_ply = -1
        self.retranslate()

    def retranslate(self) -> None:
        self.status.confirm_button.setText(tr("Confirm (Enter)"))
        self.status.cancel_button.setText(tr("Cancel (Esc)"))
        self.status.end_button.setText(tr("End turn (E)"))
        self.status.take_back_button.setText(tr("Take back (Ctrl+Z)"))
        self.status.take_back_button.setToolTip(
            tr("Undo your last step. Steps that showed a card from the deck cannot be taken "
               "back."))  # fmt: skip
        self.status.result_button.setText(tr("Result and play again"))
        self._suggest_text()
        self.status.log_button.setText(tr("Log"))
        self.status.log_button.setToolTip(tr("Show or hide the log of the moves."))
        if self.session is not None:
            self._tell_log()
            self.refresh()

    # ------------------------------------------------------------ the session

    def set_session(self, session: TableSource) -> None:
        if self.session is not None:
            self.session.close()
        self.session = session
        seats = session.seats()
        self.names = [bot_name(s.bot, s.name) for s in seats]
        self.colours = pal.seat_colours(seats)
        self._said = self._last = self._suggestion = ""
        self._notes = []
        self._shown_ply = -1
        self.stack.current = None
        session.state_changed.connect(self.refresh)
        session.move_played.connect(self._played)
        session.problem.connect(lambda text: self.say(tr("Refused: {reason}").format(
            reason=text)))  # fmt: skip
        session.warning.connect(self._warn)
        session.finished.connect(self.finished)
        session.suggested.connect(self._suggested)
        session.taken_back.connect(self._taken_back)
        record = session.record()
        self._first_ply = record.first_state().ply
        self._moves = [cast(Move, entry.move) for entry in record.moves]
        self._tell_log()

    def game(self) -> CopenhagenGame:
        assert self.session is not None
        return cast(CopenhagenGame, self.session.game())

    def _warn(self, text: str) -> None:
        self.status.warning.setText(text)
        self.status.warning.setVisible(bool(text))

    def _played(self, index: int, move: Move, before: CopenhagenGame) -> None:
        seat = before.to_move
        if seat is not None:
            self._last = move_text(move, self.names[seat])
            del self._moves[index - self._first_ply :]
            self._moves.append(move)
            self.log.add_move(index, move, before, self.game(), self.names[seat])

    def _taken_back(self, index: int) -> None:
        del self._moves[index - self._first_ply :]
        self._tell_log(self.log.take_back(index))

    def _tell_log(self, start: int = 0) -> None:
        """Tell the moves of the game shown from move ``start`` on (a resumed game, another
        language, steps taken back), each note before the move from which it is in force."""
        assert self.session is not None
        if not start:
            self.log.clear()
        notes = sorted((n for n in self._notes if n[0] >= start), key=lambda n: n[0])
        game = cast(CopenhagenGame, self.session.record().first_state())
        for move in self._moves:
            index, seat = game.ply, game.to_move
            before = game.copy() if index >= start else game
            game.apply(move)
            if index >= start:
                while notes and notes[0][0] <= index:
                    at, text = notes.pop(0)
                    self.log.add_note(at, text())
                if seat is not None:
                    self.log.add_move(index, move, before, game, self.names[seat])
        for index, text in notes:  # in force from a move still to come
            self.log.add_note(index, text())

    def _chosen(self, move: Move) -> None:
        if self.session is not None:
            self.session.submit(move)  # type: ignore[arg-type]  # a Copenhagen session's move

    def say(self, text: str) -> None:
        self._said = text
        self.status.hint.setText(text or self._hint())

    def note(self, index: int, text: Callable[[], str]) -> None:
        """What the table decided (an online game's hand-over, in force from move ``index``):
        said in the status bar and kept in the log."""
        self._notes.append((index, text))
        self.log.add_note(index, text())
        self.say(text())

    def viewer(self) -> tuple[int | None, bool]:
        """(seat whose hand is shown, whether the table takes input)."""
        assert self.session is not None
        return self.stack.viewer(self.session)

    @property
    def handing_over(self) -> bool:
        return self.stack.handing_over

    def refresh(self) -> None:
        if self.session is None:
            return
        game = self.game()
        if game.ply != self._shown_ply:
            self._shown_ply = game.ply
            self._said = self._suggestion = ""
        viewer, interactive = self.viewer()
        if self.stack.hand_over(self.session, viewer, interactive, self.names, self.colours):
            viewer, interactive = None, False  # no hand shown until its player is ready
        self.scene.show_game(game.copy(), self.names, self.colours, viewer, interactive)
        self._status()

    def _ready(self) -> None:
        self.refresh()
        self.view.setFocus()

    # ------------------------------------------------------------ suggestions

    def suggest(self) -> None:
        """Ask for a suggested step (the button, H); pressed while one is thought about,
        stop."""
        session = self.session
        if session is None:
            return
        if session.suggesting:
            session.stop_suggesting()
        elif self._can_suggest():
            session.suggest()
            if session.suggesting:
                self.say(tr("Thinking about a move for you…"))
        self._suggest_text()
        self._buttons()

    def _suggested(self, moves: list[Move]) -> None:
        """The suggested step arrived (or none: stopped, failed, the game went on)."""
        self._suggest_text()
        if moves and self.scene.interactive and not self.handing_over:
            self.scene.suggest(moves[0])
            self._suggestion = step_text(moves[0])
            self.say(tr("Suggestion: {step}. Enter or Confirm plays it, Esc drops it.").format(
                step=self._suggestion))  # fmt: skip
        else:
            self.say("")
        self._buttons()

    def _suggest_text(self) -> None:
        thinking = self.session is not None and self.session.suggesting
        self.status.suggest_button.setText(
            tr("Stop thinking") if thinking else tr("Suggest a move (H)"))  # fmt: skip
        self.status.suggest_button.setToolTip(
            tr("Stop looking for a move.") if thinking
            else tr("Let the hard bot look for a good step for you, from what you can see; it "
                    "shows it on the table for you to play or not."))  # fmt: skip

    def _can_suggest(self) -> bool:
        session = self.session
        return (session is not None and session.can_suggest and self.scene.interactive
                and not self.handing_over)  # fmt: skip

    # ------------------------------------------------------------ the status bar

    def _status(self) -> None:
        if self.session is None:
            return
        game = self.game()
        seat = game.to_move
        if self.session.awaiting_confirmation:
            text = tr("Confirm the end of your turn or take back")
        elif seat is None:
            text = tr("Game over")
            if game.winners:
                self.status.set_colour(self.colours[game.winners[0]])
        else:
            own = self.scene.interactive or self.handing_over
            text = prompt_text(game, self.names[seat], own)
            self.status.set_colour(self.colours[seat])
        self.status.prompt.setText(text)
        self.status.prompt.setToolTip(text)
        self.status.detail.setText(tr("deck: {n}").format(n=len(game.deck)) + " · "
                                   + tr("move {n}").format(n=game.ply))  # fmt: skip
        self._buttons()

    def _hint(self) -> str:
        """What to click now; on another player's turn, what was played last."""
        composer = self.scene.composer
        step = composer.step
        if step is None:
            return "" if self.handing_over else self._last
        if composer.paying:
            return tr("Choose how to pay for the tile: with or without your discount, with "
                      "which cards.")  # fmt: skip
        if composer.ghost is not None and step != Step.BONUS:
            return tr("Click a lit cell of your house to build, or move the tile with the "
                      "arrows and press Enter; R, the right button or Turn turns it, F or Flip "
                      "flips it; Esc puts it back.")  # fmt: skip
        if step == Step.MAIN:
            return tr("Click 2 neighbouring harbour cards (1-7), or a framed tile of the market "
                      "to build it (T: the next tile).")  # fmt: skip
        if step == Step.DISCARD:
            return tr("Click a colour of your hand, or press its number (1-5), to discard a "
                      "card of it.")  # fmt: skip
        if step == Step.BUILD:
            return tr("Click a framed tile to build it (T: the next tile), or end your turn "
                      "(E).")  # fmt: skip
        return tr("Click a bonus (1-9), or a lit cell of your house for a special tile (or "
                  "move it with the arrows and press Enter).")  # fmt: skip

    def _buttons(self) -> None:
        composer = self.scene.composer
        session = self.session
        waiting = session is not None and session.awaiting_confirmation
        take_back = (session is not None and session.can_take_back and not self.handing_over
                     and (composer.interactive or waiting))  # fmt: skip
        over = session is not None and self.game().is_over and not waiting
        if self._suggestion and composer.suggested is None:  # the player chose otherwise
            self._suggestion = ""
            self._said = ""
        suggesting = session is not None and session.suggesting
        chosen = composer.take_ready() is not None or bool(composer.paying)
        shown = {
            self.status.confirm_button: chosen or composer.suggested is not None,
            self.status.cancel_button: bool(composer.slots) or composer.suggested is not None or (
                composer.ghost is not None and composer.step != Step.BONUS),
            self.status.end_button: composer.can_end() or waiting,
            self.status.take_back_button: take_back,
            self.status.result_button: over,
            self.status.suggest_button: self._can_suggest() or suggesting,
        }
        for button, visible in shown.items():
            button.setVisible(visible)
            button.setEnabled(visible)
        self.take_back_action.setEnabled(take_back)
        self.end_turn_action.setEnabled(shown[self.status.end_button])
        self.suggest_action.setEnabled(shown[self.status.suggest_button])
        if not self._said:
            self.status.hint.setText(self._hint())

    # ------------------------------------------------------------ actions

    def end_turn(self) -> None:
        session = self.session
        if session is not None and session.awaiting_confirmation and not self.handing_over:
            session.confirm_turn()
        else:
            self.scene.end_turn()
        self.view.setFocus()

    def take_back(self) -> None:
        session = self.session
        if session is not None and session.can_take_back and not self.handing_over:
            session.take_back()
            self.view.setFocus()

    @property
    def in_progress(self) -> bool:
        session = self.session
        return session is not None and (not session.game().is_over
                                        or session.awaiting_confirmation)  # fmt: skip

    def close_session(self) -> None:
        if self.session is not None:
            self.session.close()
            self.session = None
