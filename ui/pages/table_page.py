"""What every game's page shares: the status bar above the table (or the hand-over screen) and
the collapsible move log; the session's snapshots shown, the player's moves handed to it; the
log told from the moves played, with what the table decided; take-back, the turn's
confirmation and "Suggest a move" (H).

A game's page (Helsinki's :class:`ui.pages.game.GamePage`, Copenhagen's
:class:`ui.copenhagen.page.CopenhagenPage`) gives its scene, view and words, and says how its
table shows a state (:meth:`TablePage.show_state`), what the status bar says
(:meth:`TablePage.update_status`), which buttons make sense (:meth:`TablePage.update_buttons`),
the hint (:meth:`TablePage.hint`) and how a suggested step is shown
(:meth:`TablePage.show_suggestion`)."""

from __future__ import annotations

from collections.abc import Callable
from typing import Any, Generic, Protocol, TypeVar

from PySide6.QtCore import Qt, Signal
from PySide6.QtGui import QAction, QColor, QKeySequence
from PySide6.QtWidgets import QGraphicsView, QVBoxLayout, QWidget

from ui import palette as pal
from ui.i18n import Retranslated, bot_name, tr
from ui.log import LogPanel, LogSplitter, MoveWords
from ui.pages.hand_over import HandOverStack
from ui.pages.status_bar import StatusBar
from ui.source import TableSource


def page_shortcut(
    page: QWidget, keys: QKeySequence | QKeySequence.StandardKey, slot: Callable[[], object]
) -> QAction:
    """A key of a game's page (Ctrl+Z, E, H): it works wherever the focus is on the page."""
    action = QAction(page)
    action.setShortcut(keys)
    action.setShortcutContext(Qt.ShortcutContext.WidgetWithChildrenShortcut)
    action.triggered.connect(slot)
    page.addAction(action)
    return action


class GameScene(Protocol):
    """What a page asks of its game's scene (its signals too: ``move_chosen(move)``,
    ``message(text)``, ``selection_changed()``)."""

    move_chosen: Any
    message: Any
    selection_changed: Any

    @property
    def interactive(self) -> bool:
        """Whether the table takes the player's input now."""
        ...

    def follow_log(self, log: LogPanel) -> None: ...

    def confirm(self) -> None: ...

    def cancel(self) -> None: ...

    def end_turn(self) -> None: ...


S = TypeVar("S", bound=GameScene)
V = TypeVar("V", bound=QGraphicsView)


class TablePage(Retranslated, QWidget, Generic[S, V]):
    """A game being played: the status bar, the table (or the hand-over screen), the log.

    Ctrl+Z (and Take back) takes the local player's last step back while the session allows
    it; E (and End turn) confirms a turn that waits for it, else ends the turn; "Suggest a
    move" (H, in a local game) asks the session for the expert's step, and pressed again
    while the expert thinks, stops it. The page's own layout holds one widget, the status bar
    over the table and log: others may add bars above it (the network bar).
    """

    finished = Signal()
    export_requested = Signal()
    """The player asks to save the record of the game (the window asks where)."""

    def __init__(self, scene: S, view: V, words: MoveWords, shape: tuple[float, float],
                 parent: QWidget | None = None) -> None:  # fmt: skip
        super().__init__(parent)
        self.session: TableSource | None = None
        self.names: list[str] = []
        self.colours: list[QColor] = []
        self.scene = scene
        self.view = view
        self.stack = HandOverStack(view)
        self.stack.ready.connect(self._ready)
        self.log = LogPanel(words)
        scene.follow_log(self.log)
        self.status = StatusBar()
        self.status.confirm_button.clicked.connect(scene.confirm)
        self.status.cancel_button.clicked.connect(scene.cancel)
        self.status.end_button.clicked.connect(self.end_turn)
        self.status.take_back_button.clicked.connect(self.take_back)
        self.status.suggest_button.clicked.connect(self.suggest)
        self.status.result_button.clicked.connect(self.finished)  # back to the end page
        self.take_back_action = page_shortcut(self, QKeySequence.StandardKey.Undo, self.take_back)
        self.end_turn_action = page_shortcut(self, QKeySequence(Qt.Key.Key_E), self.end_turn)
        self.end_turn_action.setEnabled(False)  # else E goes to the table
        self.suggest_action = page_shortcut(self, QKeySequence(Qt.Key.Key_H), self.suggest)
        self.suggest_action.setEnabled(False)
        self.split = LogSplitter(self.stack, self.log, shape, self.status.log_button)
        main = QWidget()
        main_layout = QVBoxLayout(main)
        main_layout.setContentsMargins(0, 0, 0, 0)
        main_layout.setSpacing(4)
        main_layout.addWidget(self.status)
        main_layout.addWidget(self.split, 1)
        layout = QVBoxLayout(self)
        layout.setContentsMargins(4, 4, 4, 4)
        layout.addWidget(main)
        scene.move_chosen.connect(self._chosen)
        scene.message.connect(self.say)
        scene.selection_changed.connect(self.update_buttons)
        self._moves: list[Any] = []
        """Every move of the game shown, from its first state (the steps of a turn under way
        too): the log is told again from them."""
        self._first_ply = 0  # the move count of the game's first state
        self._notes: list[tuple[int, Callable[[], str]]] = []
        """What the table decided (an online game's hand-overs), each from the move it is in
        force: the log keeps them, told again in the language shown."""
        self._said = ""  # what the status bar said about the step shown ("" : the hint)
        self._shown_ply = -1  # the move count of the state the table shows

    def retranslate(self) -> None:
        """The words the pages share; a page sets its own, then calls this."""
        status = self.status
        status.confirm_button.setText(tr("Confirm (Enter)"))
        status.cancel_button.setText(tr("Cancel (Esc)"))
        status.end_button.setText(tr("End turn (E)"))
        status.take_back_button.setText(tr("Take back (Ctrl+Z)"))
        status.result_button.setText(tr("Result and play again"))
        status.log_button.setText(tr("Log"))
        status.log_button.setToolTip(tr("Show or hide the log of the moves."))
        self._suggest_text()
        if self.session is not None:
            self._tell_log()
            self.refresh()

    # ------------------------------------------------------------ the session

    def set_session(self, session: TableSource) -> None:
        """Show ``session``'s game (the session shown before is closed)."""
        if self.session is not None:
            self.session.close()
        self.session = session
        seats = session.seats()
        self.names = [bot_name(s.bot, s.name) for s in seats]
        self.colours = pal.seat_colours(seats)
        self.stack.current = None
        self._shown_ply = -1
        self._said = ""
        self._notes = []
        self.show_warning("")
        session.state_changed.connect(self.refresh)
        session.move_played.connect(self._played)
        session.taken_back.connect(self._taken_back)
        session.problem.connect(lambda text: self.say(tr("Refused: {reason}").format(
            reason=text)))  # fmt: skip
        session.warning.connect(self.show_warning)
        session.finished.connect(self.finished)
        session.suggested.connect(self._suggested)
        record = session.record()
        self._first_ply = record.first_state().ply
        self._moves = [entry.move for entry in record.moves]
        self._tell_log()

    def close_session(self) -> None:
        if self.session is not None:
            self.session.close()
            self.session = None

    @property
    def in_progress(self) -> bool:
        """Whether a game is being played here (leaving it would interrupt it)."""
        session = self.session
        return session is not None and (not session.game().is_over
                                        or session.awaiting_confirmation)  # fmt: skip

    def _chosen(self, move: object) -> None:
        if self.session is not None:
            self.session.submit(move)  # type: ignore[arg-type]  # the move of the page's game

    # ------------------------------------------------------------ the log

    def _played(self, index: int, move: Any, before: Any) -> None:
        del self._moves[index - self._first_ply :]
        self._moves.append(move)
        seat = before.to_move
        if seat is not None:
            assert self.session is not None
            self.log.add_move(index, move, before, self.session.game(), self.names[seat])

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
        game = self.session.record().first_state()
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

    def note(self, index: int, text: Callable[[], str]) -> None:
        """What the table decided (an online game's hand-over, in force from move ``index``):
        said in the status bar until the game moves on, and kept in the log, told again in
        the language shown."""
        self._notes.append((index, text))
        self.log.add_note(index, text())
        self.say(text())

    # ------------------------------------------------------------ the status bar

    def say(self, text: str) -> None:
        """Show ``text`` in the status bar until the game moves on ("" : the hint)."""
        self._said = text
        self.status.hint.setText(text or self.hint())

    def show_warning(self, text: str) -> None:
        """A lasting warning under the status line ("" hides it)."""
        self.status.warning.setText(text)
        self.status.warning.setVisible(bool(text))

    def hint(self) -> str:
        """What to click now; on another player's turn, what was played last."""
        raise NotImplementedError

    def last_played(self) -> str:
        """The log's last entry (none while the table is handed over: it may tell a hand)."""
        last = self.log.item(self.log.count() - 1)
        return last.text() if last is not None and not self.handing_over else ""

    def update_status(self) -> None:
        """The prompt, the details and the hint for the game shown (then the buttons)."""
        raise NotImplementedError

    def update_buttons(self) -> None:
        """The buttons (and keys) that make sense now, enabled when they would do something."""
        raise NotImplementedError

    # ------------------------------------------------------------ showing

    def viewer(self) -> tuple[int | None, bool]:
        """(seat whose hand is shown, whether the table takes input)."""
        assert self.session is not None
        return self.stack.viewer(self.session)

    @property
    def handing_over(self) -> bool:
        return self.stack.handing_over

    def refresh(self) -> None:
        """Show the session's game: the hand-over screen first when the table passes to
        another person of a hot-seat game."""
        if self.session is None:
            return
        game = self.session.game()
        if game.ply != self._shown_ply:  # a new step: what was said about the last one is old
            self._shown_ply = game.ply
            self.new_step()
        viewer, interactive = self.viewer()
        handing_over = self.stack.hand_over(self.session, viewer, interactive, self.names,
                                            self.colours)  # fmt: skip
        self.show_state(game.copy(), viewer, interactive, handing_over)
        self.update_status()

    def new_step(self) -> None:
        """The game moved on: what was said about the last step is old."""
        self._said = ""

    def show_state(self, game: Any, viewer: int | None, interactive: bool,
                   handing_over: bool) -> None:  # fmt: skip
        """Show ``game`` on the table, ``viewer``'s hand open (none while ``handing_over``)."""
        raise NotImplementedError

    def _ready(self) -> None:
        self.refresh()
        self.view.setFocus()

    # ------------------------------------------------------------ actions

    def own_turn(self) -> bool:
        """Whether the local player may act on the table now (their step, or their turn
        waiting for its confirmation)."""
        session = self.session
        return (session is not None and not self.handing_over
                and (self.scene.interactive or session.awaiting_confirmation))  # fmt: skip

    def can_take_back(self) -> bool:
        session = self.session
        return session is not None and session.can_take_back and self.own_turn()

    def take_back(self) -> None:
        """Take the last step back (Ctrl+Z), when the player to move may."""
        if self.session is not None and self.can_take_back():
            self.session.take_back()
            self.view.setFocus()

    def end_turn(self) -> None:
        """End the turn (the button, E): confirm a turn that waits for it, else end it on the
        table."""
        session = self.session
        if session is not None and session.awaiting_confirmation and not self.handing_over:
            session.confirm_turn()
        else:
            self.scene.end_turn()
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
        elif self.can_suggest():
            session.suggest()
            if session.suggesting:
                self.say(tr("Thinking about a move for you…"))
        self._suggest_text()
        self.update_buttons()

    def _suggested(self, moves: list[Any]) -> None:
        """The suggested step arrived (or none: stopped, failed, the game went on)."""
        self._suggest_text()
        if moves and self.scene.interactive and not self.handing_over:
            self.show_suggestion(moves)
        else:
            self.say("")
        self.update_buttons()

    def show_suggestion(self, moves: list[Any]) -> None:
        """Show the suggested step (``moves``: it, and for a step in parts the rest)."""
        raise NotImplementedError

    def suggesting(self) -> bool:
        return self.session is not None and self.session.suggesting

    def can_suggest(self) -> bool:
        session = self.session
        return (session is not None and session.can_suggest and self.scene.interactive
                and not self.handing_over)  # fmt: skip

    def _suggest_text(self) -> None:
        thinking = self.suggesting()
        button = self.status.suggest_button
        button.setText(tr("Stop thinking") if thinking else tr("Suggest a move (H)"))
        button.setToolTip(
            tr("Stop looking for a move.") if thinking
            else tr("Let the hard bot look for a good step for you, from what you can see; it "
                    "shows it on the table for you to play or not."))  # fmt: skip
