"""The application's windows: the main window with its start screen, the game table page and
the replay viewer. Windows connect the scene's signals to a :class:`client.session.Session`."""

from __future__ import annotations

import secrets
import sys
from pathlib import Path

from PySide6.QtCore import Qt, QTimer, Signal
from PySide6.QtGui import QAction, QCloseEvent, QColor, QDragEnterEvent, QDropEvent, QKeySequence
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
from client.storage import Preferences, SavedGame, new_record_path, saved_games
from engine.game import Game
from engine.moves import Move
from engine.record import (
    Record,
    RecordError,
    ReplayError,
    Seat,
    read_record,
    replay,
    write_record,
)
from ui import palette as pal
from ui.describe import describe, merge
from ui.i18n import install_language, tr
from ui.scene import TableScene
from ui.widgets import (
    BotGameChoice,
    HandOverPanel,
    HotSeatChoice,
    LogPanel,
    PreferencesDialog,
    ScoreDialog,
    StartScreen,
    TableView,
)

RECORD_FILTER = "Helsinki records (*.helsinki.json *.json)"


def seat_colours(count: int, first: int) -> list[QColor]:
    """Player colours by seat: the first local player's preferred colour, then the others."""
    order = [first] + [c for c in range(4) if c != first]
    return [pal.PLAYER_COLOURS[order[i]] for i in range(count)]


class GamePage(QWidget):
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
        self.message.setWordWrap(True)
        self.message.setMinimumHeight(40)
        self.draw_button = QPushButton(tr("Draw (D)"))
        self.confirm_button = QPushButton(tr("Confirm (Enter)"))
        self.cancel_button = QPushButton(tr("Cancel (Esc)"))
        self.end_button = QPushButton(tr("End turn (E)"))
        self.draw_button.clicked.connect(self.scene.draw)
        self.confirm_button.clicked.connect(self.scene.confirm)
        self.cancel_button.clicked.connect(self.scene.cancel)
        self.end_button.clicked.connect(self.scene.end_turn)
        for button in (self.draw_button, self.confirm_button, self.cancel_button, self.end_button):
            button.setFocusPolicy(Qt.FocusPolicy.NoFocus)
        buttons = QHBoxLayout()
        for button in (self.draw_button, self.confirm_button, self.cancel_button, self.end_button):
            buttons.addWidget(button)
        left = QWidget()
        left_layout = QVBoxLayout(left)
        left_layout.setContentsMargins(0, 0, 0, 0)
        left_layout.addWidget(self.stack, 1)
        left_layout.addLayout(buttons)
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
        self._last_log: tuple[Move, str, int] | None = None

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
        self.log.clear()
        self._last_log = None
        self.current_human = None
        self.message.clear()
        session.state_changed.connect(self.refresh)
        session.move_played.connect(self._played)
        session.problem.connect(lambda text: self.message.setText(tr("Refused: {reason}").format(
            reason=text)))  # fmt: skip
        session.finished.connect(self._finished)
        self._replay_log(session)

    def _replay_log(self, session: Session) -> None:
        """Fill the log from the moves already played (a resumed game)."""
        record = session.record()
        game = record.new_game()
        for index, entry in enumerate(record.moves):
            before = game.copy()
            move = Move.parse(entry.move)
            game.apply(move)
            self._log(index, move, before, game)

    def _log(self, index: int, move: Move, before: Game, after: Game) -> None:
        seat = before.to_move
        assert seat is not None
        name = self.names[seat]
        previous = self._last_log
        merged = None
        if previous is not None and previous[2] == seat:
            merged = merge((previous[0], previous[1]), move, before, after, name)
        if merged is not None:
            self.log.add_entry(index, merged, replace_last=True)
        else:
            self.log.add_entry(index, describe(before, move, after, name))
        self._last_log = (move, name, seat)

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
        legal = self.scene.legal()
        kinds = {m.kind for m in legal}
        from engine.moves import Kind

        self.draw_button.setEnabled(Kind.DRAW in kinds and self.scene.ghost is None)
        self.end_button.setEnabled(Kind.END in kinds and self.scene.ghost is None)
        self.cancel_button.setEnabled(self.scene.has_choice)
        self.confirm_button.setEnabled(self.scene.ghost_legal() or (
            self.scene.ghost is None and self.scene.selected_build() in legal))  # fmt: skip

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
                                              RECORD_FILTER)  # fmt: skip
        if path:
            write_record(path, self.session.record())
            self.message.setText(tr("Record exported to {path}.").format(path=path))

    def close_session(self) -> None:
        if self.session is not None:
            self.session.close()
            self.session = None


class ReplayPage(QWidget):
    """The replay viewer: any move of a verified record, stepping, a slider, autoplay, jumps."""

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.record: Record | None = None
        self.states: list[Game] = []
        self.names: list[str] = []
        self.colours: list[QColor] = []
        self.position = 0
        self.damage = ""
        self.scene = TableScene()
        self.view = TableView(self.scene)
        self.log = LogPanel()
        self.log.jump_requested.connect(lambda index: self.show_position(index + 1))
        self.slider = QSlider(Qt.Orientation.Horizontal)
        self.slider.valueChanged.connect(self.show_position)
        self.first = QPushButton("⏮")
        self.back = QPushButton("◀")
        self.play = QPushButton(tr("Play"))
        self.forward = QPushButton("▶")
        self.last = QPushButton("⏭")
        self.speed = QComboBox()
        for label, ms in ((tr("Slow"), 1500), (tr("Normal"), 700), (tr("Fast"), 250),
                          (tr("Very fast"), 60)):  # fmt: skip
            self.speed.addItem(label, ms)
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
        controls = QHBoxLayout()
        for w in (self.first, self.back, self.play, self.forward, self.last):
            w.setFocusPolicy(Qt.FocusPolicy.NoFocus)
            controls.addWidget(w)
        controls.addWidget(self.slider, 1)
        controls.addWidget(QLabel(tr("Speed:")))
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
        left_layout.addWidget(self.status)
        split = QSplitter()
        split.addWidget(left)
        split.addWidget(self.log)
        split.setStretchFactor(0, 4)
        split.setStretchFactor(1, 1)
        layout = QVBoxLayout(self)
        layout.setContentsMargins(4, 4, 4, 4)
        layout.addWidget(split)

    def load(self, path: str | Path) -> str | None:
        """Open and verify a record; returns an error text when it cannot be opened at all."""
        try:
            record = read_record(path)
        except RecordError as error:
            return tr("Cannot open {path}: {reason}").format(path=path, reason=str(error))
        self.load_record(record)
        return None

    def load_record(self, record: Record) -> None:
        self.timer.stop()
        self.record = record
        self.names = [s.name for s in record.seats]
        self.colours = seat_colours(len(record.seats), 0)
        first = record.new_game()
        self.states = [first.copy()]
        self.log.clear()
        self.damage = ""
        last: list[Game] = [first]

        def on_move(index: int, game: Game) -> None:
            before = last[0]
            move = game.history[-1]
            seat = before.to_move
            assert seat is not None
            self.log.add_entry(index, describe(before, move, game, self.names[seat]))
            snapshot = game.copy()
            self.states.append(snapshot)
            last[0] = snapshot

        try:
            replay(record, verify=True, on_move=on_move)
            self.status.setText(tr("{n} moves verified.").format(n=len(record.moves)))
        except ReplayError as error:
            self.damage = tr(
                "The record is damaged at move {n}: {reason}. It is shown up to move {good}, "
                "the last good one."
            ).format(n=error.index + 1, reason=error.reason, good=error.index)
            self.status.setText(self.damage)
        self.slider.blockSignals(True)
        self.slider.setRange(0, len(self.states) - 1)
        self.slider.blockSignals(False)
        self.position = -1
        self.show_position(len(self.states) - 1 if self.damage else 0)

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
        self.position_label.setText(tr("Move {n} of {total}").format(
            n=position, total=len(self.states) - 1))  # fmt: skip
        self.hash_label.setText(self.shown_hash())
        self.log.select_move(position - 1)

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


class MainWindow(QMainWindow):
    """The main window: start screen, game table and replay viewer in one stack."""

    def __init__(self, preferences: Preferences | None = None) -> None:
        super().__init__()
        self.preferences = preferences or Preferences()
        self.setWindowTitle(tr("Helsinki"))
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
        from client.online import OnlineController  # online play: lobby pages, network bar

        self.online = OnlineController(self)
        self._menus()
        self.refresh_saved_games()
        self.resize(1360, 860)

    def _menus(self) -> None:
        game = self.menuBar().addMenu(tr("&Game"))
        self.new_action = QAction(tr("&New game"), self)
        self.new_action.setShortcut(QKeySequence.StandardKey.New)
        self.new_action.triggered.connect(self.show_start)
        self.open_action = QAction(tr("&Open record…"), self)
        self.open_action.setShortcut(QKeySequence.StandardKey.Open)
        self.open_action.triggered.connect(self.open_record_dialog)
        self.export_action = QAction(tr("&Export record…"), self)
        self.export_action.setShortcut(QKeySequence("Ctrl+S"))
        self.export_action.triggered.connect(self.export)
        self.prefs_action = QAction(tr("&Preferences…"), self)
        self.prefs_action.triggered.connect(self.edit_preferences)
        quit_action = QAction(tr("&Quit"), self)
        quit_action.setShortcut(QKeySequence.StandardKey.Quit)
        quit_action.triggered.connect(self.close)
        for action in (self.new_action, self.open_action, self.export_action, self.prefs_action,
                       quit_action):  # fmt: skip
            game.addAction(action)
        help_menu = self.menuBar().addMenu(tr("&Help"))
        rules = QAction(tr("&Rules in short"), self)
        rules.triggered.connect(self.show_rules)
        keys = QAction(tr("&Keyboard"), self)
        keys.triggered.connect(self.show_keys)
        help_menu.addAction(rules)
        help_menu.addAction(keys)

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
            label = tr("{file}: {names}, {n} moves").format(
                file=saved.path.name.split(".")[0], names=names, n=len(saved.record.moves)
            )
            entries.append((label, str(saved.path)))
        self.start.set_saved_games(entries)

    def _start_session(self, session: LocalSession) -> None:
        self.game_page.set_session(session, self.preferences.colour)
        self.pages.setCurrentWidget(self.game_page)
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

    def new_game(self, seats: list[Seat], options: object, seed: int | None = None,
                 start_seat: int | None = None) -> LocalSession:  # fmt: skip
        from engine.options import Options

        assert isinstance(options, Options)
        seed = secrets.randbelow(2**31) if seed is None else seed
        game = Game.new(len(seats), seed, options, start_seat)
        record = Record(list(seats), seed, game.start_seat, options)
        session = LocalSession(game, record, new_record_path(seed), self.preferences.bot_delay)
        self._start_session(session)
        return session

    def resume(self, path: str) -> LocalSession | None:
        try:
            record = read_record(path)
            game = replay(record, verify=True)
        except (RecordError, ReplayError) as error:
            QMessageBox.warning(self, tr("Cannot resume"), tr(
                "This game cannot be resumed: {reason}. It opens in the replay viewer instead."
            ).format(reason=str(error)))  # fmt: skip
            self.open_replay(path)
            return None
        if game.is_over:
            self.open_replay(path)
            return None
        session = LocalSession(game, record, Path(path), self.preferences.bot_delay)
        self._start_session(session)
        return session

    def open_record_dialog(self) -> None:
        path, _ = QFileDialog.getOpenFileName(self, tr("Open record"), "", RECORD_FILTER)
        if path:
            self.open_replay(path)

    def open_replay(self, path: str | Path) -> bool:
        self.game_page.close_session()
        error = self.replay_page.load(path)
        if error is not None:
            QMessageBox.warning(self, tr("Cannot open the record"), error)
            return False
        self.pages.setCurrentWidget(self.replay_page)
        if self.replay_page.damage:
            QMessageBox.warning(self, tr("Damaged record"), self.replay_page.damage)
        return True

    def export(self) -> None:
        if self.pages.currentWidget() is self.game_page and self.game_page.session is not None:
            self.game_page.export()
        elif self.pages.currentWidget() is self.replay_page and self.replay_page.record:
            path, _ = QFileDialog.getSaveFileName(self, tr("Export record"),
                                                  "game.helsinki.json", RECORD_FILTER)
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
            install_language(p.language)
            # the table keeps its drawings (and cached card faces): draw them in the new language
            for scene in (self.game_page.scene, self.replay_page.scene):
                scene.rebuild(force=True)

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

    def dropEvent(self, event: QDropEvent) -> None:
        urls = event.mimeData().urls()
        if urls and urls[0].isLocalFile():
            self.open_replay(urls[0].toLocalFile())
            event.acceptProposedAction()

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


def saved_label(saved: SavedGame) -> str:
    return saved.path.name
