"""The main window: it assembles the pages (start screen, game table, replay viewer, the LAN
pages), the menus and the sessions, and connects the pages' signals to a
:class:`client.session.Session` or to the online controller."""

from __future__ import annotations

import secrets
import sys
from datetime import datetime
from pathlib import Path

from PySide6.QtCore import QSize, Qt, QTimer, Signal
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
from engine.options import Options, Variant
from engine.record import Record, ReplayError, Seat, replay, write_record
from ui import palette as pal
from ui.dialogs import PreferencesDialog
from ui.i18n import Retranslated, install_language, tr
from ui.pages.choices import bot_player_name, colour_order
from ui.pages.end import EndPage
from ui.pages.first_run import FirstRunPage
from ui.pages.replay import Problem, ReplayPage, open_record, record_colours, record_filter
from ui.pages.start import BotGameChoice, HotSeatChoice, SavedGameEntry, StartScreen
from ui.scene import TableScene
from ui.widgets import HandOverPanel, LogPanel, TableView


def seat_colours(count: int, first: int) -> list[QColor]:
    """Player colours by seat: the first local player's preferred colour, then the others."""
    order = [first] + [c for c in range(4) if c != first]
    return [pal.PLAYER_COLOURS[order[i]] for i in range(count)]


def with_preferred_colour(seats: list[Seat], colour: int) -> list[Seat]:
    """``seats`` with colours: the first person in ``colour``, the others in the other colours
    in order (colours already chosen are kept)."""
    if any(s.colour is not None for s in seats):
        return seats
    first = next((i for i, s in enumerate(seats) if s.bot is None), 0)
    colours = colour_order(len(seats), colour, first)
    return [Seat(s.name, s.bot, c) for s, c in zip(seats, colours, strict=True)]


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
        self.finished.emit()  # the window shows the end of the game

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
    """The main window: first-run prompt, start screen, game table, end of game, replay viewer
    and the LAN pages in one stack."""

    def __init__(self, preferences: Preferences | None = None) -> None:
        super().__init__()
        self.preferences = preferences or Preferences()
        self.setAcceptDrops(True)
        self.first_run = FirstRunPage()
        self.start = StartScreen()
        self.game_page = GamePage()
        self.end_page = EndPage()
        self.replay_page = ReplayPage()
        self.pages = QStackedWidget()
        for page in (self.first_run, self.start, self.game_page, self.end_page,
                     self.replay_page):  # fmt: skip
            self.pages.addWidget(page)
        self.setCentralWidget(self.pages)
        self.first_run.done.connect(self._introduced)
        self.first_run.language_chosen.connect(install_language)
        self.start.play_bots.connect(self.play_bots)
        self.start.play_hot_seat.connect(self.play_hot_seat)
        self.start.open_record.connect(self.open_record_dialog)
        self.start.resume.connect(self.resume)
        self.start.preferences.connect(self.edit_preferences)
        self.start.rules.set_options(Options(Variant(self.preferences.variant)))
        self.game_page.finished.connect(self.show_end)
        self.end_page.play_again.connect(self.play_again)
        self.end_page.show_table.connect(lambda: self.pages.setCurrentWidget(self.game_page))
        self.end_page.export.connect(self.export)
        self.end_page.back_to_menu.connect(self.show_start)
        self.replay_page.continue_requested.connect(self.resume)
        self.replay_page.back_to_menu.connect(self.show_start)
        self.pages.currentChanged.connect(lambda _index: self.apply_speed())  # online games too
        self.message_box: QMessageBox | None = None
        self._summaries: dict[tuple[str, float], SavedGameEntry | None] = {}
        self.online = OnlineController(self)  # online play: lobby pages, network bar
        self.start.lan_lobby.connect(self.online.open_lobby)
        self.start.join_game.connect(self.join_listed)
        self.online.lobby_page.games_changed.connect(self.start.set_games)
        self._menus()
        self.retranslate()
        self._player_changed()
        self._first_size()
        if self.preferences.name:
            self.show_start()
            # once the event loop runs and the window is drawn: the list fills a moment later
            QTimer.singleShot(self.BROWSE_DELAY_MS, self.online.browse)
        else:
            self.first_run.set_values("", self.preferences.colour, self.preferences.language)
            self.pages.setCurrentWidget(self.first_run)

    def _first_size(self) -> None:
        """As large as the design wants, but within the screen (a 1366x768 laptop too)."""
        wanted = QSize(1360, 860)
        screen = self.screen()
        if screen is not None:
            room = screen.availableGeometry().size() - QSize(16, 48)  # frame and title bar
            wanted = wanted.boundedTo(room)
        self.resize(wanted)

    def _menus(self) -> None:
        self.game_menu = self.menuBar().addMenu("")
        self.new_action = QAction(self)
        self.new_action.setShortcut(QKeySequence.StandardKey.New)
        self.new_action.triggered.connect(self.leave_for_start)
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
        self.online.browse()  # the start screen lists the games on the network

    def leave_for_start(self) -> None:
        """Back to the start screen (Ctrl+N), asking first when a game is in progress."""
        if self.may_leave_game():
            self.show_start()

    def _introduced(self, name: str, colour: int, language: str) -> None:
        """The first-run prompt was answered."""
        p = self.preferences
        p.name, p.colour, p.language = name, colour, language
        p.sync()
        self._player_changed()
        self.show_start()

    def _player_changed(self) -> None:
        p = self.preferences
        self.start.set_player(p.name, p.colour)
        self.online.room_page.preferred_colour = p.colour

    BROWSE_DELAY_MS = 250
    """From the start of the program to the first look for games on the network."""
    MAX_SAVED_LISTED = 8
    """Interrupted games the start screen lists (the newest)."""

    def refresh_saved_games(self) -> None:
        entries: list[SavedGameEntry] = []
        for saved in saved_games():
            if len(entries) == self.MAX_SAVED_LISTED:
                break
            if saved.finished:
                continue
            entry = self._summary(saved.path, saved.record)
            if entry is not None:
                entries.append(entry)
        self.start.set_saved_games(entries)

    def _summary(self, path: Path, record: Record) -> SavedGameEntry | None:
        """How the start screen lists an interrupted game (kept while the file is unchanged);
        None for a record that does not replay (the viewer opens it from a file)."""
        try:
            modified = path.stat().st_mtime
        except OSError:
            return None
        key = (str(path), modified)
        if key not in self._summaries:
            try:
                game = replay(record, verify=False)
            except ReplayError:
                self._summaries[key] = None
            else:
                self._summaries[key] = SavedGameEntry(
                    str(path), game.n, game.round + 1, datetime.fromtimestamp(modified),
                    tuple(s.name for s in record.seats))  # fmt: skip
        return self._summaries[key]

    def apply_speed(self) -> None:
        """The animation speed of the preferences, on both tables and the running bots."""
        for scene in (self.game_page.scene, self.replay_page.scene):
            scene.glides.duration = self.preferences.animation
        session = self.game_page.session
        if isinstance(session, LocalSession):
            session.bot_delay = self.preferences.bot_delay

    def _start_session(self, session: LocalSession) -> None:
        self.game_page.set_session(session, self.preferences.colour)
        self.game_page.colours = record_colours(session.record())  # the record's, always
        self.pages.setCurrentWidget(self.game_page)
        self.apply_speed()  # the page may have been shown already
        session.start()
        self.game_page.view.setFocus()

    def play_bots(self, choice: BotGameChoice) -> LocalSession:
        seats = [Seat(self.preferences.name or tr("You"), None)]
        seats += [Seat(bot_player_name(choice.strength, i + 1), choice.strength)
                  for i in range(choice.bots)]  # fmt: skip
        return self.new_game(seats, choice.options)

    def play_hot_seat(self, choice: HotSeatChoice) -> LocalSession:
        return self.new_game([Seat(name, None) for name in choice.names], choice.options)

    def new_game(self, seats: list[Seat], options: Options,
                 seed: int | None = None) -> LocalSession:  # fmt: skip
        """Start a local game; the first person seated plays in the preferred colour."""
        seed = secrets.randbelow(2**31) if seed is None else seed
        record = Record(with_preferred_colour(seats, self.preferences.colour), seed, options)
        game = record.new_game()
        session = LocalSession(game, record, new_record_path(seed), self.preferences.bot_delay)
        self.preferences.variant = str(options.variant)
        self._start_session(session)
        return session

    def play_again(self) -> LocalSession | None:
        """The same players and rules as the game just finished, with a new seed."""
        session = self.game_page.session
        if not isinstance(session, LocalSession):
            return None
        record = session.record()
        return self.new_game(list(record.seats), record.options)

    def show_end(self) -> None:
        """The end of the game in place of the table."""
        session = self.game_page.session
        if session is None or not session.game().is_over:
            return
        self.end_page.set_result(session.game(), self.game_page.names, self.game_page.colours,
                                 isinstance(session, LocalSession))  # fmt: skip
        self.pages.setCurrentWidget(self.end_page)

    def join_listed(self, game_id: str, spectator: bool) -> None:
        """Join (or watch) a game listed on the start screen, from the lobby page (which says
        what happens, asks for a PIN, and tells a refusal)."""
        lobby = self.online.lobby_page
        self.online.open_lobby()
        lobby.select_game(game_id)
        game = lobby.selected_game()
        if game is None or (game.pin and not lobby.pin.text()):
            lobby.pin.setFocus()
            return
        lobby.join_requested.emit(game_id, lobby.pin.text().strip(), spectator)

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
        shown = self.pages.currentWidget()
        if shown in (self.game_page, self.end_page) and self.game_page.session is not None:
            self.game_page.export()
            self.end_page.message.setText(self.game_page.message.text())
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
            self._player_changed()

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
