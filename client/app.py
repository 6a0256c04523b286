"""The main window: it assembles the pages (start screen, game table, replay viewer, the LAN
pages), the menus and the sessions, and connects the pages' signals to a
:class:`client.session.Session` or to the online controller."""

from __future__ import annotations

import secrets
import sys
from pathlib import Path

from PySide6.QtCore import Qt, Signal
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
    QFileDialog,
    QHBoxLayout,
    QLabel,
    QMainWindow,
    QMessageBox,
    QPushButton,
    QSplitter,
    QStackedWidget,
    QVBoxLayout,
    QWidget,
)

from client.online import OnlineController
from client.session import LocalSession, Session
from client.storage import Preferences, games_dir, new_record_path, saved_games
from engine.game import Game
from engine.moves import Kind, Move
from engine.record import Record, ReplayError, Seat, replay, write_record
from ui import palette as pal
from ui.dialogs import PreferencesDialog
from ui.i18n import Retranslated, install_language, tr
from ui.pages.end import ScoreDialog
from ui.pages.replay import Problem, ReplayPage, open_record, record_filter
from ui.pages.start import BotGameChoice, HotSeatChoice, StartScreen
from ui.scene import TableScene
from ui.widgets import HandOverPanel, LogPanel, TableView


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
        self.online = OnlineController(self)  # online play: lobby pages, network bar
        self.start.lan_lobby.connect(self.online.open_lobby)
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
