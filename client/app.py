"""The application's windows: the main window with its start screen, the game table page and
the replay viewer. Windows connect the scene's signals to a :class:`client.session.Session`."""

from __future__ import annotations

import itertools
import secrets
import sys
from dataclasses import dataclass
from pathlib import Path

from PySide6.QtCore import Qt, QTimer, Signal
from PySide6.QtGui import (
    QAction,
    QCloseEvent,
    QColor,
    QDragEnterEvent,
    QDragMoveEvent,
    QDropEvent,
    QKeySequence,
)
from PySide6.QtWidgets import (
    QApplication,
    QComboBox,
    QFileDialog,
    QHBoxLayout,
    QLabel,
    QMainWindow,
    QMessageBox,
    QPushButton,
    QSlider,
    QSplitter,
    QStackedWidget,
    QVBoxLayout,
    QWidget,
)

from client.session import LocalSession, Session
from client.storage import Preferences, games_dir, new_record_path, saved_games
from engine.game import Game
from engine.moves import Kind, Move
from engine.record import (
    Record,
    RecordError,
    ReplayError,
    Seat,
    read_record,
    replay,
    result_of,
    write_record,
)
from ui import palette as pal
from ui.i18n import install_language, replay_failure, tr
from ui.scene import TableScene
from ui.widgets import (
    BotGameChoice,
    HandOverPanel,
    HotSeatChoice,
    LogPanel,
    PreferencesDialog,
    Retranslated,
    ScoreDialog,
    StartScreen,
    TableView,
)


def record_filter() -> str:
    """The file dialogs' filter for records."""
    return tr("Helsinki records (*.helsinki.json *.json)")


def seat_colours(count: int, first: int) -> list[QColor]:
    """Player colours by seat: the first local player's preferred colour, then the others."""
    order = [first] + [c for c in range(4) if c != first]
    return [pal.PLAYER_COLOURS[order[i]] for i in range(count)]


class GamePage(Retranslated, QWidget):
    """The table of a game being played, its log and the buttons of the current step."""

    finished = Signal()

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.session: Session | None = None
        self.colours: list[QColor] = []
        self.names: list[str] = []
        self.preferred_colour = 0
        self.scene = TableScene()
        self.view = TableView(self.scene)
        self.log = LogPanel()
        self.handover = HandOverPanel()
        self.handover.ready.connect(self._ready)
        self.stack = QStackedWidget()
        self.stack.addWidget(self.view)
        self.stack.addWidget(self.handover)
        self.message = QLabel()
        self._shown_ply = -1  # the move count of the state the table shows
        self.message.setWordWrap(True)
        self.message.setMinimumHeight(40)
        self.warning = QLabel()
        self.warning.setWordWrap(True)
        self.warning.setStyleSheet("color: #b00020; font-weight: bold;")
        self.warning.hide()
        self.draw_button = QPushButton()
        self.confirm_button = QPushButton()
        self.cancel_button = QPushButton()
        self.end_button = QPushButton()
        self.draw_button.clicked.connect(self.scene.draw)
        self.confirm_button.clicked.connect(self.scene.confirm)
        self.cancel_button.clicked.connect(self.scene.cancel)
        self.end_button.clicked.connect(self.scene.end_turn)
        buttons = QHBoxLayout()
        for button in (self.draw_button, self.confirm_button, self.cancel_button, self.end_button):
            button.setFocusPolicy(Qt.FocusPolicy.NoFocus)
            buttons.addWidget(button)
        left = QWidget()
        left_layout = QVBoxLayout(left)
        left_layout.setContentsMargins(0, 0, 0, 0)
        left_layout.addWidget(self.stack, 1)
        left_layout.addLayout(buttons)
        left_layout.addWidget(self.warning)
        left_layout.addWidget(self.message)
        split = QSplitter()
        split.addWidget(left)
        split.addWidget(self.log)
        split.setStretchFactor(0, 4)
        split.setStretchFactor(1, 1)
        layout = QVBoxLayout(self)
        layout.setContentsMargins(4, 4, 4, 4)
        layout.addWidget(split)
        self.scene.move_chosen.connect(self._chosen)
        self.scene.message.connect(self.message.setText)
        self.scene.selection_changed.connect(self._buttons)
        self.current_human: int | None = None
        self.score_dialog: ScoreDialog | None = None
        self.retranslate()

    def retranslate(self) -> None:
        self.draw_button.setText(tr("Draw (D)"))
        self.confirm_button.setText(tr("Confirm (Enter)"))
        self.cancel_button.setText(tr("Cancel (Esc)"))
        self.end_button.setText(tr("End turn (E)"))
        self.scene.rebuild(force=True)  # the table keeps its drawings: draw them again
        if self.session is not None:
            self._replay_log(self.session)

    def set_session(self, session: Session, preferred_colour: int = 0) -> None:
        if self.session is not None:
            self.session.close()
        self.session = session
        seats = session.seats()
        self.names = [s.name for s in seats]
        local = sorted(session.local_seats())
        first = local[0] if local else 0
        colours = seat_colours(len(seats), preferred_colour)
        self.colours = colours[-first:] + colours[:-first] if first else colours
        self.current_human = None
        self._shown_ply = -1
        self.message.clear()
        self.show_warning("")
        session.state_changed.connect(self.refresh)
        session.move_played.connect(self._played)
        session.problem.connect(lambda text: self.message.setText(tr("Refused: {reason}").format(
            reason=text)))  # fmt: skip
        session.warning.connect(self.show_warning)
        session.finished.connect(self._finished)
        self._replay_log(session)

    def show_warning(self, text: str) -> None:
        """A lasting warning above the status line ("" hides it)."""
        self.warning.setText(text)
        self.warning.setVisible(bool(text))

    def _replay_log(self, session: Session) -> None:
        """Fill the log from the moves already played (a resumed game, another language)."""
        self.log.clear()
        record = session.record()
        game = record.new_game()
        for index, entry in enumerate(record.moves):
            before = game.copy()
            game.apply(entry.move)
            self._log(index, entry.move, before, game)

    def _log(self, index: int, move: Move, before: Game, after: Game) -> None:
        seat = before.to_move
        assert seat is not None
        self.log.add_move(index, move, before, after, self.names[seat])

    def _played(self, index: int, move: Move, before: Game) -> None:
        assert self.session is not None
        self._log(index, move, before, self.session.game())

    def _chosen(self, move: Move) -> None:
        if self.session is not None:
            self.session.submit(move)

    def viewer(self) -> tuple[int | None, bool]:
        """(seat whose hand is shown, whether the table takes input)."""
        assert self.session is not None
        game = self.session.game()
        local = self.session.local_seats()
        to_move = game.to_move
        if to_move is not None and to_move in local:
            return to_move, True
        if len(local) == 1:
            return next(iter(local)), False
        return self.current_human, False

    def refresh(self) -> None:
        if self.session is None:
            return
        game = self.session.game()
        if game.ply != self._shown_ply:  # a new step: what was said about the last one is old
            self._shown_ply = game.ply
            self.message.clear()
        viewer, interactive = self.viewer()
        local = self.session.local_seats()
        hot_seat = len(local) > 1
        if hot_seat and interactive and viewer != self.current_human:
            if self.current_human is None and game.ply == 0:
                self.current_human = viewer
            else:
                assert viewer is not None
                self.handover.set_player(self.names[viewer])
                self.stack.setCurrentWidget(self.handover)
                self.handover.button.setFocus()  # Space or Enter shows the hand
                self.scene.show_game(game.copy(), self.names, self.colours, viewer, False, True)
                self._buttons()
                return
        self.stack.setCurrentWidget(self.view)
        self.scene.show_game(game.copy(), self.names, self.colours, viewer, interactive)
        self._buttons()

    @property
    def handing_over(self) -> bool:
        return self.stack.currentWidget() is self.handover

    def _ready(self) -> None:
        viewer, _ = self.viewer()
        self.current_human = viewer
        self.refresh()
        self.view.setFocus()

    def _buttons(self) -> None:
        kinds = {m.kind for m in self.scene.legal()}
        self.draw_button.setEnabled(Kind.DRAW in kinds and self.scene.ghost is None)
        self.end_button.setEnabled(Kind.END in kinds and self.scene.ghost is None)
        self.cancel_button.setEnabled(self.scene.has_choice)
        self.confirm_button.setEnabled(self.scene.can_confirm())

    def _finished(self) -> None:
        assert self.session is not None
        self.finished.emit()
        dialog = ScoreDialog(self.session.game(), self.names, self)
        dialog.export_button.clicked.connect(self.export)
        self.score_dialog = dialog
        dialog.open()

    def export(self) -> None:
        if self.session is None:
            return
        path, _ = QFileDialog.getSaveFileName(self, tr("Export record"), "game.helsinki.json",
                                              record_filter())  # fmt: skip
        if path:
            write_record(path, self.session.record())
            self.message.setText(tr("Record exported to {path}.").format(path=path))

    @property
    def in_progress(self) -> bool:
        """Whether a game is being played here (leaving it would interrupt it)."""
        return self.session is not None and not self.session.game().is_over

    def close_session(self) -> None:
        if self.session is not None:
            self.session.close()
            self.session = None


@dataclass(frozen=True)
class Problem:
    """Why a record cannot be opened: a sentence, and the engine's own (English) detail."""

    text: str
    detail: str = ""


def open_record(path: str | Path) -> Record | Problem:
    """The record in ``path``, or why it cannot be read."""
    try:
        return read_record(path)
    except RecordError as error:
        return Problem(tr("{path} is not a Helsinki record this program can read.").format(
            path=path), str(error))  # fmt: skip


class ReplayPage(Retranslated, QWidget):
    """The replay viewer: any move of a verified record, stepping, a slider, autoplay, jumps.

    The record's moves are replayed and checked (hashes and result); a damaged record is shown
    up to its last good move. An unfinished record opened from a file can be continued.
    """

    continue_requested = Signal(str)
    """(path): the player wants to play on from the end of the record in that file."""

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.record: Record | None = None
        self.path: str | None = None
        self.states: list[Game] = []
        self.names: list[str] = []
        self.colours: list[QColor] = []
        self.position = 0
        self.bad_move: int | None = None  # index of the first move that does not replay
        self.damage_detail = ""  # the engine's words for it
        self.result_problem = ""  # "winner", "scores" or "unfinished": the result is wrong
        self._status = ""  # the status text this page set last
        self.scene = TableScene()
        self.view = TableView(self.scene)
        self.log = LogPanel()
        self.log.jump_requested.connect(lambda index: self.show_position(index + 1))
        self.slider = QSlider(Qt.Orientation.Horizontal)
        self.slider.valueChanged.connect(self.show_position)
        self.first = QPushButton("⏮")
        self.back = QPushButton("◀")
        self.play = QPushButton()
        self.forward = QPushButton("▶")
        self.last = QPushButton("⏭")
        self.speed = QComboBox()
        for ms in (1500, 700, 250, 60):
            self.speed.addItem("", ms)
        self.speed.setCurrentIndex(1)
        self.first.clicked.connect(lambda: self.show_position(0))
        self.back.clicked.connect(lambda: self.show_position(self.position - 1))
        self.forward.clicked.connect(lambda: self.show_position(self.position + 1))
        self.last.clicked.connect(lambda: self.show_position(len(self.states) - 1))
        self.play.clicked.connect(self.toggle_play)
        self.timer = QTimer(self)
        self.timer.timeout.connect(self._tick)
        self.speed.currentIndexChanged.connect(lambda _i: self.timer.setInterval(
            int(self.speed.currentData())))  # fmt: skip
        self.position_label = QLabel()
        self.hash_label = QLabel()
        self.hash_label.setTextInteractionFlags(Qt.TextInteractionFlag.TextSelectableByMouse)
        self.status = QLabel()
        self.status.setWordWrap(True)
        self.continue_button = QPushButton()
        self.continue_button.hide()
        self.continue_button.clicked.connect(self._continue)
        self.speed_label = QLabel()
        controls = QHBoxLayout()
        for w in (self.first, self.back, self.play, self.forward, self.last):
            w.setFocusPolicy(Qt.FocusPolicy.NoFocus)
            controls.addWidget(w)
        controls.addWidget(self.slider, 1)
        controls.addWidget(self.speed_label)
        controls.addWidget(self.speed)
        left = QWidget()
        left_layout = QVBoxLayout(left)
        left_layout.setContentsMargins(0, 0, 0, 0)
        left_layout.addWidget(self.view, 1)
        left_layout.addLayout(controls)
        info = QHBoxLayout()
        info.addWidget(self.position_label)
        info.addStretch(1)
        info.addWidget(self.hash_label)
        left_layout.addLayout(info)
        status = QHBoxLayout()
        status.addWidget(self.status, 1)
        status.addWidget(self.continue_button)
        left_layout.addLayout(status)
        split = QSplitter()
        split.addWidget(left)
        split.addWidget(self.log)
        split.setStretchFactor(0, 4)
        split.setStretchFactor(1, 1)
        layout = QVBoxLayout(self)
        layout.setContentsMargins(4, 4, 4, 4)
        layout.addWidget(split)
        self.retranslate()

    def retranslate(self) -> None:
        self.play.setText(tr("Pause") if self.timer.isActive() else tr("Play"))
        for i, text in enumerate((tr("Slow"), tr("Normal"), tr("Fast"), tr("Very fast"))):
            self.speed.setItemText(i, text)
        self.speed_label.setText(tr("Speed:"))
        self.continue_button.setText(tr("Continue this game"))
        self.continue_button.setToolTip(tr("Play on from the end of this record."))
        if self.states:
            self._tell_status()
            self._describe_moves()
            self.scene.rebuild(force=True)
            self._position_text()

    def load(self, path: str | Path) -> str | None:
        """Open and verify a record; returns why it cannot be opened at all (else None)."""
        record = open_record(path)
        if isinstance(record, Problem):
            return record.text
        self.load_record(record, str(path))
        return None

    def load_record(self, record: Record, path: str | None = None) -> None:
        """Replay and check ``record`` (read from ``path``, which may be continued)."""
        self.timer.stop()
        self.play.setText(tr("Play"))
        self.record = record
        self.path = path
        self.names = [s.name for s in record.seats]
        self.colours = seat_colours(len(record.seats), 0)
        first = record.new_game()
        self.states = [first.copy()]
        self.bad_move = None
        self.damage_detail = ""
        self.result_problem = ""

        def on_move(index: int, game: Game) -> None:
            self.states.append(game.copy())

        try:
            replay(record, verify=True, on_move=on_move)
        except ReplayError as error:
            self.damage_detail = error.reason
            if error.index < len(record.moves):
                self.bad_move = error.index
            else:  # every move replays, but the recorded result is wrong
                self.result_problem = result_problem(record, self.states[-1]) or "scores"
        self._describe_moves()
        self._tell_status()
        self.continue_button.setVisible(self.can_continue)
        self.slider.blockSignals(True)
        self.slider.setRange(0, len(self.states) - 1)
        self.slider.blockSignals(False)
        self.position = -1
        self.show_position(len(self.states) - 1 if self.bad_move is not None else 0)

    @property
    def can_continue(self) -> bool:
        """An intact, unfinished record read from a file: it can be played on."""
        return (self.path is not None and not self.damage and bool(self.states)
                and not self.states[-1].is_over)  # fmt: skip

    def _continue(self) -> None:
        if self.path is not None and self.can_continue:
            self.continue_requested.emit(self.path)

    @property
    def damage(self) -> str:
        """What is wrong with the record, in words ("" when it is intact)."""
        if self.bad_move is not None and self.record is not None:
            entry = self.record.moves[self.bad_move]
            return tr(
                "The record is damaged at move {n}: {reason}. It is shown up to move {good}, "
                "the last good one."
            ).format(n=self.bad_move + 1, good=self.bad_move,
                     reason=replay_failure(self.states[-1], entry.seat, entry.move))  # fmt: skip
        if self.result_problem == "unfinished":
            return tr("The record is damaged: it has a result, but its moves do not end the game.")
        if self.result_problem == "missing":
            return tr("The record is damaged: its moves end the game, but it has no result.")
        if self.result_problem == "winner" and self.record is not None:
            recorded = (self.record.result or {}).get("winner")
            winner = self.states[-1].winner
            assert winner is not None
            return tr("The record is damaged: it names {recorded} as the winner, but its moves "
                      "make {winner} the winner.").format(
                recorded=self._name(recorded), winner=self._name(winner))  # fmt: skip
        if self.result_problem:
            return tr("The record is damaged: its recorded scores differ from the scores of its "
                      "moves.")  # fmt: skip
        return ""

    def _name(self, seat: object) -> str:
        if isinstance(seat, int) and 0 <= seat < len(self.names):
            return self.names[seat]
        return tr("an unknown player ({seat})").format(seat=seat)

    def _tell_status(self) -> None:
        """The verdict on the record (a text another page set is left alone)."""
        if self.status.text() != self._status:
            return
        assert self.record is not None
        self._status = self.damage or tr("%n move(s) verified.", None, len(self.record.moves))
        self.status.setText(self._status)
        self.status.setToolTip(self.damage_detail)

    def _describe_moves(self) -> None:
        self.log.clear()
        for index, (before, after) in enumerate(itertools.pairwise(self.states)):
            seat = before.to_move
            assert seat is not None
            self.log.add_move(index, after.history[-1], before, after, self.names[seat])

    def show_position(self, position: int) -> None:
        """Show the table after ``position`` moves (0 is the set-up)."""
        if not self.states:
            return
        position = max(0, min(position, len(self.states) - 1))
        if position == self.position:
            return
        self.position = position
        game = self.states[position]
        self.scene.show_game(game.copy(), self.names, self.colours, None, False)
        self.slider.blockSignals(True)
        self.slider.setValue(position)
        self.slider.blockSignals(False)
        self._position_text()
        self.hash_label.setText(self.shown_hash())
        self.log.select_move(position - 1)

    def _position_text(self) -> None:
        self.position_label.setText(tr("Move {n} of {total}").format(
            n=self.position, total=len(self.states) - 1))  # fmt: skip

    def shown_hash(self) -> str:
        return self.states[self.position].state_hash() if self.states else ""

    def toggle_play(self) -> None:
        if self.timer.isActive():
            self.timer.stop()
            self.play.setText(tr("Play"))
        else:
            if self.position >= len(self.states) - 1:
                self.show_position(0)
            self.timer.start(int(self.speed.currentData()))
            self.play.setText(tr("Pause"))

    def _tick(self) -> None:
        if self.position >= len(self.states) - 1:
            self.toggle_play()
        else:
            self.show_position(self.position + 1)


def result_problem(record: Record, game: Game) -> str:
    """How the record's result disagrees with ``game``, its replay: "" (it agrees),
    "unfinished" (a result, the game not over), "missing" (no result, the game over),
    "winner" or "scores"."""
    result, expected = record.result, result_of(game)
    if result == expected:
        return ""
    if expected is None:
        return "unfinished"
    if result is None:
        return "missing"
    return "winner" if result.get("winner") != expected["winner"] else "scores"


class MainWindow(Retranslated, QMainWindow):
    """The main window: start screen, game table and replay viewer in one stack."""

    def __init__(self, preferences: Preferences | None = None) -> None:
        super().__init__()
        self.preferences = preferences or Preferences()
        self.setAcceptDrops(True)
        self.start = StartScreen()
        self.game_page = GamePage()
        self.replay_page = ReplayPage()
        self.pages = QStackedWidget()
        for page in (self.start, self.game_page, self.replay_page):
            self.pages.addWidget(page)
        self.setCentralWidget(self.pages)
        self.start.play_bots.connect(self.play_bots)
        self.start.play_hot_seat.connect(self.play_hot_seat)
        self.start.open_record.connect(self.open_record_dialog)
        self.start.resume.connect(self.resume)
        self.start.preferences.connect(self.edit_preferences)
        self.replay_page.continue_requested.connect(self.resume)
        self.pages.currentChanged.connect(lambda _index: self.apply_speed())  # online games too
        self.message_box: QMessageBox | None = None
        from client.online import OnlineController  # online play: lobby pages, network bar

        self.online = OnlineController(self)
        self._menus()
        self.retranslate()  # and the list of interrupted games
        self.resize(1360, 860)

    def _menus(self) -> None:
        self.game_menu = self.menuBar().addMenu("")
        self.new_action = QAction(self)
        self.new_action.setShortcut(QKeySequence.StandardKey.New)
        self.new_action.triggered.connect(self.show_start)
        self.open_action = QAction(self)
        self.open_action.setShortcut(QKeySequence.StandardKey.Open)
        self.open_action.triggered.connect(self.open_record_dialog)
        self.export_action = QAction(self)
        self.export_action.setShortcut(QKeySequence("Ctrl+S"))
        self.export_action.triggered.connect(self.export)
        self.prefs_action = QAction(self)
        self.prefs_action.triggered.connect(self.edit_preferences)
        self.quit_action = QAction(self)
        self.quit_action.setShortcut(QKeySequence.StandardKey.Quit)
        self.quit_action.triggered.connect(self.close)
        for action in (self.new_action, self.open_action, self.export_action, self.prefs_action,
                       self.quit_action):  # fmt: skip
            self.game_menu.addAction(action)
        self.help_menu = self.menuBar().addMenu("")
        self.rules_action = QAction(self)
        self.rules_action.triggered.connect(self.show_rules)
        self.keys_action = QAction(self)
        self.keys_action.triggered.connect(self.show_keys)
        self.help_menu.addAction(self.rules_action)
        self.help_menu.addAction(self.keys_action)

    def retranslate(self) -> None:
        self.setWindowTitle(tr("Helsinki"))
        self.game_menu.setTitle(tr("&Game"))
        self.new_action.setText(tr("&New game"))
        self.open_action.setText(tr("&Open record…"))
        self.export_action.setText(tr("&Export record…"))
        self.prefs_action.setText(tr("&Preferences…"))
        self.quit_action.setText(tr("&Quit"))
        self.help_menu.setTitle(tr("&Help"))
        self.rules_action.setText(tr("&Rules in short"))
        self.keys_action.setText(tr("&Keyboard"))
        self.refresh_saved_games()

    # ----------------------------------------------------------------- messages

    def warn(self, title: str, text: str, detail: str = "") -> QMessageBox:
        """Show a warning without blocking (``detail``: the engine's own words, if any)."""
        box = QMessageBox(QMessageBox.Icon.Warning, title, text,
                          QMessageBox.StandardButton.Ok, self)  # fmt: skip
        if detail:
            box.setDetailedText(detail)
        box.setAttribute(Qt.WidgetAttribute.WA_DeleteOnClose)
        self.message_box = box
        box.open()
        return box

    def confirm(self, title: str, text: str) -> bool:
        """Ask a yes/no question (tests replace this)."""
        answer = QMessageBox.question(self, title, text)
        return answer == QMessageBox.StandardButton.Yes

    def may_leave_game(self) -> bool:
        """Ask before a game in progress is left for something else."""
        if not self.game_page.in_progress:
            return True
        return self.confirm(tr("Leave the game?"), tr(
            "The game in progress stops here. It is saved: resume it later from the start "
            "screen. Leave it now?"))  # fmt: skip

    # ----------------------------------------------------------------- pages

    def show_start(self) -> None:
        self.game_page.close_session()
        self.replay_page.timer.stop()
        self.refresh_saved_games()
        self.pages.setCurrentWidget(self.start)

    def refresh_saved_games(self) -> None:
        entries = []
        for saved in saved_games():
            if saved.finished:
                continue
            names = ", ".join(s.name for s in saved.record.seats)
            label = tr("{file}: {names}, %n move(s)", None, len(saved.record.moves)).format(
                file=saved.path.name.split(".")[0], names=names
            )
            entries.append((label, str(saved.path)))
        self.start.set_saved_games(entries)

    def apply_speed(self) -> None:
        """The animation speed of the preferences, on both tables and the running bots."""
        for scene in (self.game_page.scene, self.replay_page.scene):
            scene.glides.duration = self.preferences.animation
        session = self.game_page.session
        if isinstance(session, LocalSession):
            session.bot_delay = self.preferences.bot_delay

    def _start_session(self, session: LocalSession) -> None:
        self.game_page.set_session(session, self.preferences.colour)
        self.pages.setCurrentWidget(self.game_page)
        self.apply_speed()  # the page may have been shown already
        session.start()
        self.game_page.view.setFocus()

    def play_bots(self, choice: BotGameChoice) -> LocalSession:
        name = self.preferences.name or tr("You")
        seats = [Seat(name, None)]
        label = tr("Random bot {n}") if choice.strength == "random" else tr("Greedy bot {n}")
        seats += [Seat(label.format(n=i + 1), choice.strength) for i in range(choice.bots)]
        return self.new_game(seats, choice.options)

    def play_hot_seat(self, choice: HotSeatChoice) -> LocalSession:
        seats = [Seat(name, None) for name in choice.names]
        return self.new_game(seats, choice.options)

    def new_game(self, seats: list[Seat], options: object, seed: int | None = None) -> LocalSession:
        from engine.options import Options

        assert isinstance(options, Options)
        seed = secrets.randbelow(2**31) if seed is None else seed
        record = Record(list(seats), seed, options)
        game = record.new_game()
        session = LocalSession(game, record, new_record_path(seed), self.preferences.bot_delay)
        self._start_session(session)
        return session

    def resume(self, path: str) -> LocalSession | None:
        """Play on from the end of the record in ``path`` (an autosave, or any unfinished
        record: one from elsewhere is copied to a new autosave, the file is left as it is)."""
        record = open_record(path)
        if isinstance(record, Problem):
            self.warn(tr("Cannot resume"), record.text, record.detail)
            return None
        try:
            game: Game | None = replay(record, verify=True)
        except ReplayError:
            game = None
        if game is None or game.is_over:
            self.open_replay(path)  # the viewer says what is wrong, or shows the end
            return None
        if not self.may_leave_game():
            return None
        saved = Path(path)
        if saved.resolve().parent != games_dir().resolve():
            saved = new_record_path(record.seed)
        session = LocalSession(game, record, saved, self.preferences.bot_delay)
        self._start_session(session)
        return session

    def open_record_dialog(self) -> None:
        path, _ = QFileDialog.getOpenFileName(self, tr("Open record"), "", record_filter())
        if path:
            self.open_replay(path)

    def open_replay(self, path: str | Path) -> bool:
        """Open a record in the replay viewer. An unreadable one changes nothing; a game in
        progress is left only when the player agrees."""
        record = open_record(path)
        if isinstance(record, Problem):
            self.warn(tr("Cannot open the record"), record.text, record.detail)
            return False
        if not self.may_leave_game():
            return False
        self.game_page.close_session()
        self.replay_page.load_record(record, str(path))
        self.pages.setCurrentWidget(self.replay_page)
        if self.replay_page.damage:
            self.warn(tr("Damaged record"), self.replay_page.damage,
                      self.replay_page.damage_detail)  # fmt: skip
        return True

    def export(self) -> None:
        if self.pages.currentWidget() is self.game_page and self.game_page.session is not None:
            self.game_page.export()
        elif self.pages.currentWidget() is self.replay_page and self.replay_page.record:
            path, _ = QFileDialog.getSaveFileName(self, tr("Export record"),
                                                  "game.helsinki.json", record_filter())
            if path:
                write_record(path, self.replay_page.record)
        else:
            QMessageBox.information(self, tr("Export record"), tr("There is no game to export."))

    def edit_preferences(self) -> None:
        p = self.preferences
        dialog = PreferencesDialog(p.name, p.colour, p.language, p.speed, self)
        if dialog.exec():
            p.name = dialog.name.text().strip()
            p.colour = dialog.colour.currentData()
            p.language = dialog.language.currentData()
            p.speed = dialog.speed.currentIndex()
            p.sync()
            install_language(p.language)  # every window follows (LanguageChange)
            self.apply_speed()

    def show_rules(self) -> None:
        QMessageBox.information(self, tr("Rules in short"), tr(
            "On your turn, move your token 1 to 3 spaces clockwise around the senate, then either "
            "take the two cards beside it or build: play a card that shows a tile, plus as many "
            "cards of its colour (or wild cards) as its number says. Push the tile onto your "
            "board from the side where your token stands until it bumps into the statue or a "
            "tile. Covering a coat of arms lets you use one action of the action board later. "
            "At the end, every complete row and column scores 2, and superstructures in "
            "complete lines score extra."))  # fmt: skip

    def show_keys(self) -> None:
        QMessageBox.information(self, tr("Keyboard"), tr(
            "Tab: next zone (hand, board, senate, actions); arrows: move the cursor; Space: "
            "choose; Enter: confirm; Esc: cancel; 1-6: move the token; B: move back; D: draw; "
            "E: end the turn. Ghost tile: arrows move it, R turns it, F flips it, S changes "
            "the side."))  # fmt: skip

    # ------------------------------------------------------------ drag & drop

    def dragEnterEvent(self, event: QDragEnterEvent) -> None:
        if event.mimeData().hasUrls():
            event.acceptProposedAction()

    def dragMoveEvent(self, event: QDragMoveEvent) -> None:
        if event.mimeData().hasUrls():
            event.acceptProposedAction()

    def dropEvent(self, event: QDropEvent) -> None:
        urls = event.mimeData().urls()
        if urls and urls[0].isLocalFile():
            event.acceptProposedAction()
            self.open_replay(urls[0].toLocalFile())

    def closeEvent(self, event: QCloseEvent) -> None:
        if not self.online.may_close():  # an online game or lobby: ask, then tell the peers
            event.ignore()
            return
        self.online.shutdown()
        self.game_page.close_session()
        super().closeEvent(event)


def make_application(argv: list[str] | None = None) -> QApplication:
    app = QApplication.instance()
    if not isinstance(app, QApplication):
        app = QApplication(argv if argv is not None else sys.argv[:1])
    app.setOrganizationName("Helsinki-Qt")
    app.setApplicationName("helsinki-qt")
    return app
