"""The page of a game being played: the status bar above the table (what to do now, the buttons
that make sense now and the hint, in one place), the table, the collapsible move log and, in a
hot-seat game, the hand-over screen between two players."""

from __future__ import annotations

from collections.abc import Callable

from PySide6.QtCore import QEvent, Qt, Signal
from PySide6.QtGui import QAction, QColor, QKeyEvent, QKeySequence
from PySide6.QtWidgets import (
    QFrame,
    QHBoxLayout,
    QLabel,
    QPushButton,
    QSizePolicy,
    QStackedWidget,
    QToolButton,
    QVBoxLayout,
    QWidget,
)

from engine.helsinki.game import Game
from engine.helsinki.moves import Kind, Move
from ui import palette as pal
from ui.describe import HelsinkiWords
from ui.i18n import Retranslated, bot_name, tr
from ui.log import LogPanel, LogSplitter
from ui.pages import art
from ui.pages.style import Page, Panel, label, set_role
from ui.source import TableSource
from ui.table.layout import GOOD_WIDTH, HEIGHT
from ui.table.prompt import prompt_of
from ui.table.scene import TableScene
from ui.table.view import TableView
from ui.table.words import note_text, prompt_text


def page_shortcut(
    page: QWidget, keys: QKeySequence | QKeySequence.StandardKey, slot: Callable[[], object]
) -> QAction:
    """A key of a game's page (Ctrl+Z, E): it works wherever the focus is on the page."""
    action = QAction(page)
    action.setShortcut(keys)
    action.setShortcutContext(Qt.ShortcutContext.WidgetWithChildrenShortcut)
    action.triggered.connect(slot)
    page.addAction(action)
    return action


class StatusBar(QFrame):
    """What the game waits for (a disc in the colour of the seat to move and the prompt), the
    buttons of the current step, the hint and a lasting warning, above the table."""

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("status")
        self.setFrameShape(QFrame.Shape.StyledPanel)
        self.disc = QLabel()
        self.disc.setFixedSize(18, 18)
        self.prompt = QLabel()
        self.prompt.setObjectName("prompt")
        font = self.prompt.font()
        font.setPointSizeF(max(11.0, font.pointSizeF() * 1.25))
        font.setBold(True)
        self.prompt.setFont(font)
        self.prompt.setSizePolicy(QSizePolicy.Policy.Ignored, QSizePolicy.Policy.Preferred)
        self.detail = QLabel()
        self.detail.setObjectName("detail")
        self.hint = QLabel()
        self.hint.setObjectName("hint")
        self.hint.setWordWrap(True)
        self.hint.setAlignment(Qt.AlignmentFlag.AlignLeft | Qt.AlignmentFlag.AlignTop)
        self.hint.setSizePolicy(QSizePolicy.Policy.Ignored, QSizePolicy.Policy.Fixed)
        self.warning = QLabel()
        self.warning.setWordWrap(True)
        self.warning.setStyleSheet("color: #b00020; font-weight: bold;")
        self.warning.hide()
        self.confirm_button = QPushButton()
        self.cancel_button = QPushButton()
        self.draw_button = QPushButton()
        self.end_button = QPushButton()
        self.take_back_button = QPushButton()
        self.suggest_button = QPushButton()
        self.result_button = QPushButton()
        self.log_button = QToolButton()
        self.log_button.setCheckable(True)
        top = QHBoxLayout()
        top.setSpacing(8)
        # as high with buttons as without: the table does not move when they come and go
        self.prompt.setMinimumHeight(self.confirm_button.sizeHint().height())
        top.addWidget(self.disc)
        top.addWidget(self.prompt, 1)
        for button in self.buttons():
            button.setFocusPolicy(Qt.FocusPolicy.NoFocus)
            top.addWidget(button)
        self.confirm_button.setDefault(True)
        top.addWidget(self.detail)
        top.addWidget(self.log_button)
        self.log_button.setFocusPolicy(Qt.FocusPolicy.NoFocus)
        layout = QVBoxLayout(self)
        layout.setContentsMargins(8, 4, 8, 4)
        layout.setSpacing(2)
        layout.addLayout(top)
        layout.addWidget(self.hint)
        layout.addWidget(self.warning)
        self._fit_hint()

    def changeEvent(self, event: QEvent) -> None:
        super().changeEvent(event)
        if event.type() == QEvent.Type.FontChange:
            self._fit_hint()

    def _fit_hint(self) -> None:
        """Two lines for the hint, whatever it says: the table does not move when it changes."""
        self.hint.setFixedHeight(2 * self.hint.fontMetrics().lineSpacing() + 2)

    def buttons(self) -> list[QPushButton]:
        return [self.confirm_button, self.cancel_button, self.draw_button, self.end_button,
                self.take_back_button, self.suggest_button, self.result_button]  # fmt: skip

    def set_colour(self, colour: QColor) -> None:
        style = (f"background: {colour.name()}; border-radius: 9px; "
                 f"border: 1px solid {pal.INK.name()};")  # fmt: skip
        if style != self.disc.styleSheet():
            self.disc.setStyleSheet(style)


class GamePage(Retranslated, QWidget):
    """A game being played: the status bar, the table (or the hand-over screen), the log.

    Ctrl+Z (and the Take back button) takes the local player's last step back while the source
    allows it. "Suggest a move" (in a local game) asks the source for the expert's step and
    shows it as a choice under way; pressed again while the expert thinks, it stops it.
    """

    finished = Signal()
    export_requested = Signal()
    """The player asks to save the record of the game (the window asks where)."""

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.session: TableSource | None = None
        self.colours: list[QColor] = []
        self.names: list[str] = []
        self.scene = TableScene()
        self.view = TableView(self.scene)
        self.log = LogPanel(HelsinkiWords())
        self.scene.follow_log(self.log)
        self.stack = HandOverStack(self.view)
        self.handover = self.stack.panel
        self.stack.ready.connect(self._ready)
        self.status = StatusBar()
        self.message = self.status.hint
        self.warning = self.status.warning
        self.confirm_button = self.status.confirm_button
        self.cancel_button = self.status.cancel_button
        self.draw_button = self.status.draw_button
        self.end_button = self.status.end_button
        self.take_back_button = self.status.take_back_button
        self.draw_button.clicked.connect(self.scene.draw)
        self.confirm_button.clicked.connect(self.scene.confirm)
        self.cancel_button.clicked.connect(self.scene.cancel)
        self.end_button.clicked.connect(self.end_turn)
        self.take_back_button.clicked.connect(self.take_back)
        self.suggest_button = self.status.suggest_button
        self.suggest_button.clicked.connect(self.suggest)
        self.result_button = self.status.result_button
        self.result_button.clicked.connect(self.finished)  # back to the end page
        self.take_back_action = page_shortcut(self, QKeySequence.StandardKey.Undo, self.take_back)
        # E, while a turn waits for its confirmation
        self.end_turn_action = page_shortcut(self, QKeySequence(Qt.Key.Key_E), self.end_turn)
        self.end_turn_action.setEnabled(False)  # else E goes to the table ("end")
        self.split = LogSplitter(self.stack, self.log, (GOOD_WIDTH, HEIGHT),
                                 self.status.log_button)
        main = QWidget()
        main_layout = QVBoxLayout(main)
        main_layout.setContentsMargins(0, 0, 0, 0)
        main_layout.setSpacing(4)
        main_layout.addWidget(self.status)
        main_layout.addWidget(self.split, 1)
        layout = QVBoxLayout(self)  # others may add bars above ``main``
        layout.setContentsMargins(4, 4, 4, 4)
        layout.addWidget(main)
        self.scene.move_chosen.connect(self._chosen)
        self.scene.message.connect(self.say)
        self.scene.selection_changed.connect(self._buttons)
        self._notes: list[tuple[int, Callable[[], str]]] = []
        """What the table decided, by the move from which it is in force (see :meth:`note`)."""
        self._said = ""  # what the status bar said about the step shown ("" : the hint)
        self._shown_ply = -1  # the move count of the state the table shows
        self.retranslate()

    def retranslate(self) -> None:
        self.draw_button.setText(tr("Draw (D)"))
        self.confirm_button.setText(tr("Confirm (Enter)"))
        self.cancel_button.setText(tr("Cancel (Esc)"))
        self.end_button.setText(tr("End turn (E)"))
        self.take_back_button.setText(tr("Take back (Ctrl+Z)"))
        self.take_back_button.setToolTip(tr("Undo your last step. Steps that showed a card "
                                            "from the pile cannot be taken back."))  # fmt: skip
        self._suggest_text()
        self.result_button.setText(tr("Result and play again"))
        self.status.log_button.setText(tr("Log"))
        self.status.log_button.setToolTip(tr("Show or hide the log of the moves."))
        self.scene.rebuild(force=True)  # the table keeps its drawings: draw them again
        if self.session is not None:
            self._tell_log()
            self._status()

    # ------------------------------------------------------------ the session

    def set_session(self, session: TableSource) -> None:
        if self.session is not None:
            self.session.close()
        self.session = session
        seats = session.seats()
        self.names = [bot_name(s.bot, s.name) for s in seats]
        self.colours = pal.seat_colours(seats)
        self.current_human = None
        self._shown_ply = -1
        self._said = ""
        self.show_warning("")
        session.state_changed.connect(self.refresh)
        session.move_played.connect(self._played)
        session.taken_back.connect(self._taken_back)
        session.problem.connect(lambda text: self.say(tr("Refused: {reason}").format(
            reason=text)))  # fmt: skip
        session.warning.connect(self.show_warning)
        session.finished.connect(self._finished)
        session.suggested.connect(self._suggested)
        self._notes = []
        self._tell_log()

    def show_warning(self, text: str) -> None:
        """A lasting warning under the status line ("" hides it)."""
        self.warning.setText(text)
        self.warning.setVisible(bool(text))

    def say(self, text: str) -> None:
        """Show ``text`` in the status bar until the game moves on."""
        self._said = text
        self.message.setText(text or self._hint())

    def note(self, index: int, text: Callable[[], str]) -> None:
        """Put what the table decided in the log (``text()``, in force from move ``index``):
        it stays there, told again in the language shown."""
        self._notes.append((index, text))
        self.log.add_note(index, text())

    def _tell_log(self, start: int = 0) -> None:
        """Tell the moves of the game shown from move ``start`` on (a resumed game, another
        language, steps taken back), each note before the move from which it is in force."""
        assert self.session is not None
        if not start:
            self.log.clear()
        notes = sorted((n for n in self._notes if n[0] >= start), key=lambda n: n[0])
        history = self.session.game().history
        game = self.session.record().new_game()
        for move in history:
            index = game.ply  # a game may start from a position: moves count from its ply
            before = game.copy() if index >= start else game
            game.apply(move)
            if index >= start:
                while notes and notes[0][0] <= index:
                    at, text = notes.pop(0)
                    self.log.add_note(at, text())
                self._log(index, move, before, game)
        for index, text in notes:  # in force from a move still to come
            self.log.add_note(index, text())

    def _log(self, index: int, move: Move, before: Game, after: Game) -> None:
        seat = before.to_move
        assert seat is not None
        self.log.add_move(index, move, before, after, self.names[seat])

    def _played(self, index: int, move: Move, before: Game) -> None:
        assert self.session is not None
        self._log(index, move, before, self.session.game())

    def _taken_back(self, index: int) -> None:
        self._tell_log(self.log.take_back(index))

    def _chosen(self, move: Move) -> None:
        if self.session is not None:
            self.session.submit(move)

    def end_turn(self) -> None:
        """End the turn (the button, E): confirm a turn that waits for it, else play "end"."""
        session = self.session
        if session is not None and session.awaiting_confirmation and not self.handing_over:
            session.confirm_turn()
            self.view.setFocus()
        else:
            self.scene.end_turn()

    def _own_turn(self) -> bool:
        """Whether the local player may act on the table now (their step, or their turn
        waiting for its confirmation)."""
        session = self.session
        return (session is not None and not self.handing_over
                and (self.scene.interactive or session.awaiting_confirmation))  # fmt: skip

    def take_back(self) -> None:
        """Take the last step back (Ctrl+Z), when the player to move may."""
        session = self.session
        if session is None or not self._own_turn():
            return
        if session.can_take_back:
            session.take_back()
            self.view.setFocus()

    def suggest(self) -> None:
        """Ask for a suggested step (the button); pressed while one is thought about, stop."""
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
            self.scene.suggest(moves)
        else:
            self.say("")
        self._buttons()

    def _suggest_text(self) -> None:
        thinking = self.session is not None and self.session.suggesting
        self.suggest_button.setText(tr("Stop thinking") if thinking else tr("Suggest a move"))
        self.suggest_button.setToolTip(
            tr("Stop looking for a move.") if thinking
            else tr("Let the hard bot look for a good step for you, from what you can see; it "
                    "shows it on the table for you to play or not."))  # fmt: skip

    def _can_suggest(self) -> bool:
        session = self.session
        return (session is not None and session.can_suggest and self.scene.interactive
                and not self.handing_over)  # fmt: skip

    # ------------------------------------------------------------ showing

    @property
    def current_human(self) -> int | None:
        """The hot-seat player the table was last handed over to."""
        return self.stack.current

    @current_human.setter
    def current_human(self, seat: int | None) -> None:
        self.stack.current = seat

    def viewer(self) -> tuple[int | None, bool]:
        """(seat whose hand is shown, whether the table takes input)."""
        assert self.session is not None
        return self.stack.viewer(self.session)

    def refresh(self) -> None:
        if self.session is None:
            return
        game = self.session.game()
        if game.ply != self._shown_ply:  # a new step: what was said about the last one is old
            self._shown_ply = game.ply
            self._said = ""
        viewer, interactive = self.viewer()
        if self.stack.hand_over(self.session, viewer, interactive, self.names, self.colours):
            self.scene.show_game(game.copy(), self.names, self.colours, viewer, False, True)
        else:
            self.scene.show_game(game.copy(), self.names, self.colours, viewer, interactive)
        self._status()

    @property
    def handing_over(self) -> bool:
        return self.stack.handing_over

    def _ready(self) -> None:
        self.refresh()
        self.view.setFocus()

    def _hint(self) -> str:
        """What to click now; on another player's turn, what was played last."""
        note = self.scene.composer.hint()
        if note is not None:
            return note_text(note)
        last = self.log.item(self.log.count() - 1)
        return last.text() if last is not None and not self.handing_over else ""

    def _status(self) -> None:
        """The prompt, the round and the hint for the game shown."""
        if self.session is None or self.scene.game is None:
            return
        game = self.scene.game
        seat = game.to_move
        if self.session.awaiting_confirmation:
            text = tr("Confirm the end of your turn or take back")
            if self.scene.viewer is not None:
                self.status.set_colour(self.colours[self.scene.viewer])
        elif seat is None:
            winner = game.winner
            assert winner is not None
            text = tr("Game over: {name} wins with %n point(s)", None,
                      game.scores()[winner].total).format(name=self.names[winner])  # fmt: skip
            self.status.set_colour(self.colours[winner])
        else:
            prompt, count = prompt_of(game)
            own = self.scene.interactive or self.handing_over
            text = prompt_text(prompt, count, self.names[seat], own)
            self.status.set_colour(self.colours[seat])
        self.status.prompt.setText(text)
        self.status.prompt.setToolTip(text)
        detail = tr("Round {n}").format(n=game.round + 1)
        if game.final_round and not game.is_over:
            detail += " · " + tr("final round")
        self.status.detail.setText(detail + " · " + tr("move {n}").format(n=game.ply))
        self.message.setText(self._said or self._hint())
        self._buttons()

    def _buttons(self) -> None:
        """The buttons that make sense now, enabled when they would do something."""
        composer = self.scene.composer
        kinds = {m.kind for m in composer.legal()}
        choosing = composer.has_choice or composer.roofs_ready() is not None
        idle = composer.ghost is None and not self.handing_over
        waiting = self.session is not None and self.session.awaiting_confirmation and idle
        shown = {
            self.confirm_button: choosing or composer.ghost is not None,
            self.cancel_button: composer.has_choice,
            self.draw_button: Kind.DRAW in kinds and idle,
            self.end_button: (Kind.END in kinds and idle) or waiting,
            self.take_back_button: self._can_take_back(),
            self.suggest_button: self._can_suggest() or self._suggesting(),
            self.result_button: self.session is not None and not self.in_progress,
        }
        for button, visible in shown.items():
            button.setVisible(visible)
        self.confirm_button.setEnabled(composer.can_confirm())
        self.cancel_button.setEnabled(composer.has_choice)
        self.draw_button.setEnabled(shown[self.draw_button])
        self.end_button.setEnabled(shown[self.end_button])
        self.end_turn_action.setEnabled(waiting)
        self.take_back_button.setEnabled(shown[self.take_back_button])
        self.take_back_action.setEnabled(shown[self.take_back_button])
        self.suggest_button.setEnabled(shown[self.suggest_button])
        if not self._said:
            self.message.setText(self._hint())

    def _suggesting(self) -> bool:
        return self.session is not None and self.session.suggesting

    def _can_take_back(self) -> bool:
        session = self.session
        return session is not None and session.can_take_back and self._own_turn()

    def _finished(self) -> None:
        assert self.session is not None
        self.finished.emit()  # the window shows the end of the game

    @property
    def in_progress(self) -> bool:
        """Whether a game is being played here (leaving it would interrupt it)."""
        session = self.session
        return session is not None and (not session.game().is_over
                                        or session.awaiting_confirmation)  # fmt: skip

    def close_session(self) -> None:
        if self.session is not None:
            self.session.close()
            self.session = None


class HandOverStack(QStackedWidget):
    """A game's table or, in a hot-seat game, the hand-over screen between two people's turns:
    it hides the table (and the hand of the one who just played) until the next one is ready.
    Both games' pages show it the same way (:meth:`viewer`, :meth:`hand_over`)."""

    ready = Signal()
    """The next player is ready: the page shows the table, with that player's hand."""

    def __init__(self, table: QWidget, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.table = table
        self.panel = HandOverPanel()
        self.addWidget(table)
        self.addWidget(self.panel)
        self.current: int | None = None
        """The seat of the hot-seat player the table was last handed over to (whose hand the
        table shows while the others' turns are played)."""
        self._next: int | None = None
        self.panel.ready.connect(self._ready)

    def viewer(self, source: TableSource) -> tuple[int | None, bool]:
        """(seat whose hand is shown, whether the table takes input) in ``source``'s game."""
        local = source.local_seats()
        confirming = source.confirming_seat
        if confirming is not None:  # the turn shown is still its player's
            return confirming, False
        to_move = source.game().to_move
        if to_move is not None and to_move in local:
            return to_move, True
        if len(local) == 1:
            return next(iter(local)), False
        return self.current, False

    def hand_over(self, source: TableSource, viewer: int | None, interactive: bool,
                  names: list[str], colours: list[QColor]) -> bool:  # fmt: skip
        """Show the hand-over screen when the table passes to another person of a hot-seat
        game (``viewer``, to move when ``interactive``), else the table; whether it is shown
        (the page then shows the table without that hand)."""
        hot_seat = len(source.local_seats()) > 1
        if hot_seat and interactive and viewer is not None and viewer != self.current:
            self._next = viewer
            self.panel.set_player(names[viewer], colours[viewer])
            self.setCurrentWidget(self.panel)
            self.panel.button.setFocus()  # Space or Enter shows the hand
            return True
        self.setCurrentWidget(self.table)
        return False

    @property
    def handing_over(self) -> bool:
        return self.currentWidget() is self.panel

    def _ready(self) -> None:
        self.current = self._next
        self.ready.emit()


class HandOverPanel(Page):
    """Hides the table between two hot-seat players until the next one is ready (the button,
    Space or Enter): the next player's token and name on the table's green."""

    ready = Signal()

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("handover")
        self.name = ""
        self.colour = QColor(pal.PLAYER_COLOURS[0])
        self.panel = Panel()
        self.token = QLabel()
        self.token.setAlignment(Qt.AlignmentFlag.AlignCenter)
        self.label = self.panel.heading
        self.label.setAlignment(Qt.AlignmentFlag.AlignCenter)
        self.label.setWordWrap(True)
        self.note = label("muted", word_wrap=True)
        self.note.setAlignment(Qt.AlignmentFlag.AlignCenter)
        self.button = QPushButton()
        set_role(self.button, "primary")
        self.button.clicked.connect(self.ready)
        body = self.panel.body
        body.insertWidget(0, self.token)
        body.addWidget(self.note)
        body.addWidget(self.button, 0, Qt.AlignmentFlag.AlignHCenter)
        row = QHBoxLayout()
        row.addStretch(1)
        row.addWidget(self.panel, 2)
        row.addStretch(1)
        outer = self.scrolled_layout()
        outer.addStretch(1)
        outer.addLayout(row)
        outer.addStretch(1)
        self.retranslate()
        self.rescaled()

    def retranslate(self) -> None:
        self.button.setText(tr("Show my hand"))
        self.label.setText(tr("Pass the computer to {name}.").format(name=self.name))
        self.note.setText(tr("The others look away; {name} shows the hand when ready (Enter)."
                             ).format(name=self.name))  # fmt: skip

    def rescaled(self) -> None:
        if hasattr(self, "panel"):
            self.panel.setMaximumWidth(self.px(620))
            self.panel.body.setContentsMargins(self.px(24), self.px(20), self.px(24),
                                               self.px(22))  # fmt: skip
            self.panel.body.setSpacing(self.px(12))
            self.token.setPixmap(art.token_pixmap(self.colour, "", self.px(48)))

    def set_player(self, name: str, colour: QColor | None = None) -> None:
        self.name = name
        if colour is not None:
            self.colour = colour
        self.retranslate()
        self.rescaled()

    def keyPressEvent(self, event: QKeyEvent) -> None:
        if event.key() in (Qt.Key.Key_Return, Qt.Key.Key_Enter):
            self.ready.emit()
        else:
            super().keyPressEvent(event)
