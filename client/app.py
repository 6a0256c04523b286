"""The main window: it assembles the pages (start screen, game table, replay viewer, the LAN
pages), the menus and the sessions, and connects the pages' signals to a
:class:`client.session.TableSession` or to the online controller."""

from __future__ import annotations

import itertools
import secrets
import sys
from datetime import date, datetime
from pathlib import Path
from typing import Any

from PySide6.QtCore import QSize, Qt, QTimer
from PySide6.QtGui import (
    QAction,
    QCloseEvent,
    QDragEnterEvent,
    QDragMoveEvent,
    QDropEvent,
    QKeySequence,
)
from PySide6.QtWidgets import (
    QApplication,
    QFileDialog,
    QMainWindow,
    QMessageBox,
    QStackedWidget,
)

from client.online import OnlineController
from client.qt_messages import drop_harmless_messages
from client.session import LocalSession, TableSession
from client.storage import Preferences, export_path, games_dir, new_record_path, saved_games
from engine.helsinki.game import Game
from engine.helsinki.options import Options, Variant
from engine.line import Line, StateLine
from engine.positions import write_any_position
from engine.record import Record, RecordError, ReplayError, Seat, replay_state, write_record
from engine.rules import COPENHAGEN, HELSINKI, GameState, rule_set
from ui.copenhagen.end import CopenhagenEndPage
from ui.copenhagen.page import CopenhagenPage
from ui.dialogs import PreferencesDialog
from ui.i18n import Retranslated, install_language, tr
from ui.pages.choices import bot_player_name, colour_order
from ui.pages.end import EndPage
from ui.pages.first_run import FirstRunPage
from ui.pages.game import GamePage
from ui.pages.lobby import game_title
from ui.pages.replay import Problem, ReplayPage, open_record, record_filter
from ui.pages.start import BotGameChoice, HotSeatChoice, SavedGameEntry, StartScreen


def with_preferred_colour(seats: list[Seat], colour: int) -> list[Seat]:
    """``seats`` with colours: the first person in ``colour``, the others in the other colours
    in order (colours already chosen are kept)."""
    if any(s.colour is not None for s in seats):
        return seats
    first = next((i for i, s in enumerate(seats) if s.bot is None), 0)
    colours = colour_order(len(seats), colour, first)
    return [Seat(s.name, s.bot, c) for s, c in zip(seats, colours, strict=True)]


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
        self.copenhagen_page = CopenhagenPage()
        self.copenhagen_end = CopenhagenEndPage()
        self.pages = QStackedWidget()
        for page in (self.first_run, self.start, self.game_page, self.end_page,
                     self.replay_page, self.copenhagen_page, self.copenhagen_end):  # fmt: skip
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
        self.game_page.export_requested.connect(self.export)
        self.end_page.play_again.connect(self.play_again)
        self.end_page.show_table.connect(lambda: self.pages.setCurrentWidget(self.game_page))
        self.end_page.export.connect(self.export)
        self.end_page.back_to_menu.connect(self.show_start)
        self.copenhagen_page.finished.connect(self.show_copenhagen_end)
        self.copenhagen_end.play_again.connect(self.play_again_copenhagen)
        self.copenhagen_end.show_table.connect(
            lambda: self.pages.setCurrentWidget(self.copenhagen_page))
        self.copenhagen_end.export.connect(self.export)
        self.copenhagen_end.back_to_menu.connect(self.show_start)
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
        screen = self.screen()
        if screen is not None:
            self.resize(first_size(screen.availableGeometry().size()))
        if self.preferences.name:
            self.show_start()
            # once the event loop runs and the window is drawn: the list fills a moment later
            QTimer.singleShot(self.BROWSE_DELAY_MS, self.online.browse)
        else:
            self.first_run.set_values("", self.preferences.colour, self.preferences.language)
            self.pages.setCurrentWidget(self.first_run)

    def _menus(self) -> None:
        self.game_menu = self.menuBar().addMenu("")
        self.new_action = QAction(self)
        self.new_action.setShortcut(QKeySequence.StandardKey.New)
        self.new_action.triggered.connect(self.new_game_choice)
        self.open_action = QAction(self)
        self.open_action.setShortcut(QKeySequence.StandardKey.Open)
        self.open_action.triggered.connect(self.open_record_dialog)
        self.export_action = QAction(self)
        self.export_action.setShortcut(QKeySequence("Ctrl+S"))
        self.export_action.triggered.connect(self.export)
        self.position_action = QAction(self)
        self.position_action.triggered.connect(self.copy_position)
        self.prefs_action = QAction(self)
        self.prefs_action.triggered.connect(self.edit_preferences)
        self.quit_action = QAction(self)
        self.quit_action.setShortcut(QKeySequence.StandardKey.Quit)
        self.quit_action.triggered.connect(self.close)
        for action in (self.new_action, self.open_action, self.export_action,
                       self.position_action, self.prefs_action, self.quit_action):  # fmt: skip
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
        self.position_action.setText(tr("&Copy position"))
        self.position_action.setToolTip(tr("The table shown, as text for a bug report or a "
                                           ".helsinki-position file"))  # fmt: skip
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
        if not self.game_page.in_progress and not self.copenhagen_page.in_progress:
            return True
        return self.confirm(tr("Leave the game?"), tr(
            "The game in progress stops here. It is saved: resume it later from the start "
            "screen. Leave it now?"))  # fmt: skip

    # ----------------------------------------------------------------- pages

    def show_start(self) -> None:
        self.game_page.close_session()
        self.copenhagen_page.close_session()
        self.replay_page.timer.stop()
        self.refresh_saved_games()
        self.pages.setCurrentWidget(self.start)
        self.online.browse()  # the start screen lists the games on the network

    def new_game_choice(self) -> None:
        """The "New game" action (Ctrl+N, from any page): the start screen, once the player
        agrees to leave a game in progress (an online game or lobby: the others are told)."""
        if self.online.in_game():
            if self.online.may_close():
                self.show_start()
        elif self.may_leave_game():
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
            played = round_of(record)
            game = "" if record.rules == HELSINKI.name else game_title(record.rules)
            self._summaries[key] = None if played is None else SavedGameEntry(
                str(path), len(record.seats), played, datetime.fromtimestamp(modified),
                tuple(s.name for s in record.seats), game)  # fmt: skip
        return self._summaries[key]

    def apply_speed(self) -> None:
        """The animation speed of the preferences, on the tables and the running bots, whether
        a turn waits for its confirmation, and the colour-blind marks."""
        for scene in (self.game_page.scene, self.replay_page.scene,
                      self.online.watch_page.scene):  # fmt: skip
            scene.glides.duration = self.preferences.animation
            if scene.colour_marks != self.preferences.colour_marks:
                scene.colour_marks = self.preferences.colour_marks
                scene.update()
        self.copenhagen_page.scene.glides.duration = self.preferences.animation
        for session in (self.game_page.session, self.copenhagen_page.session):
            if isinstance(session, TableSession):
                session.confirm_end = self.preferences.confirm_end
            if isinstance(session, LocalSession):
                session.bot_delay = self.preferences.bot_delay

    def _start_session(self, session: LocalSession) -> None:
        self.game_page.set_session(session)
        self.pages.setCurrentWidget(self.game_page)
        self.apply_speed()  # the page may have been shown already
        session.start()
        self.game_page.view.setFocus()

    def play_bots(self, choice: BotGameChoice) -> LocalSession:
        seats = [Seat(self.preferences.name or tr("You"), None)]
        seats += [Seat(bot_player_name(choice.strength, i + 1), choice.strength)
                  for i in range(choice.bots)]  # fmt: skip
        return self.new_game(seats, choice.options, rules=choice.rules)

    def play_hot_seat(self, choice: HotSeatChoice) -> LocalSession:
        return self.new_game([Seat(name, None) for name in choice.names], choice.options,
                             rules=choice.rules)  # fmt: skip

    def new_game(self, seats: list[Seat], options: Options, seed: int | None = None,
                 rules: str = HELSINKI.name) -> LocalSession:  # fmt: skip
        """Start a local game; the first person seated plays in the preferred colour."""
        seed = secrets.randbelow(2**31) if seed is None else seed
        if rules == COPENHAGEN.name:
            return self.new_copenhagen_game(seats, seed)
        record = Record(with_preferred_colour(seats, self.preferences.colour), seed, options)
        session = LocalSession(Line(record), new_record_path(seed), self.preferences.bot_delay)
        self.preferences.variant = str(options.variant)
        self._start_session(session)
        return session

    def new_copenhagen_game(self, seats: list[Seat], seed: int) -> LocalSession:
        """Start a local game of Copenhagen (bots of Helsinki's strengths play its greedy bot
        unless Copenhagen has one of that name)."""
        bots = rule_set(COPENHAGEN.name).bots
        seats = [Seat(s.name, s.bot if s.bot in bots or s.bot is None else "greedy", s.colour)
                 for s in with_preferred_colour(seats, self.preferences.colour)]  # fmt: skip
        record = Record(seats, seed, COPENHAGEN.default_options,
                        ruleset=COPENHAGEN.version)  # fmt: skip
        session = LocalSession(StateLine(record), new_record_path(seed, record.suffix),
                               self.preferences.bot_delay)  # fmt: skip
        self._start_copenhagen(session)
        return session

    def _start_copenhagen(self, session: LocalSession) -> None:
        self.copenhagen_page.set_session(session)
        self.pages.setCurrentWidget(self.copenhagen_page)
        session.confirm_end = self.preferences.confirm_end
        session.start()
        self.copenhagen_page.view.setFocus()

    def show_copenhagen_end(self) -> None:
        session = self.copenhagen_page.session
        if session is None or not session.game().is_over:
            return
        page = self.copenhagen_page
        self.copenhagen_end.set_result(page.game(), page.names, page.colours,
                                       isinstance(session, LocalSession))  # fmt: skip
        self.pages.setCurrentWidget(self.copenhagen_end)

    def play_again_copenhagen(self) -> LocalSession | None:
        session = self.copenhagen_page.session
        if not isinstance(session, LocalSession):
            return None
        return self.new_copenhagen_game(list(session.record().seats), secrets.randbelow(2**31))

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
        copenhagen = record.rules == COPENHAGEN.name
        try:
            line: Line | StateLine | None = StateLine(record) if copenhagen else Line(record)
        except ReplayError:
            line = None
        if line is None or line.game.is_over:
            self.open_replay(path)  # the viewer says what is wrong, or shows the end
            return None
        if not self.may_leave_game():
            return None
        saved = Path(path)
        if saved.resolve().parent != games_dir().resolve():
            saved = new_record_path(record.seed, record.suffix)
        session = LocalSession(line, saved, self.preferences.bot_delay)
        if copenhagen:
            self._start_copenhagen(session)
        else:
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
        self.copenhagen_page.close_session()
        self.replay_page.load_record(record, str(path))
        self.pages.setCurrentWidget(self.replay_page)
        if self.replay_page.damage:
            self.warn(tr("Damaged record"), self.replay_page.damage,
                      self.replay_page.damage_detail)  # fmt: skip
        return True

    def export(self) -> None:
        session = self.game_page.session
        shown = self.pages.currentWidget()
        copenhagen = self.copenhagen_page.session
        if shown in (self.copenhagen_page, self.copenhagen_end) and copenhagen is not None:
            path = self._export_path(self.copenhagen_page.names, copenhagen.record())
            if path:
                write_record(path, copenhagen.record())
                said = tr("Record exported to {path}.").format(path=path)
                self.copenhagen_page.say(said)
                self.copenhagen_end.message.setText(said)
        elif shown in (self.game_page, self.end_page) and session is not None:
            path = self._export_path(self.game_page.names, session.record())
            if path:
                write_record(path, session.record())
                said = tr("Record exported to {path}.").format(path=path)
                self.game_page.say(said)
                self.end_page.message.setText(said)
        elif shown is self.replay_page and self.replay_page.record:
            path = self._export_path(self.replay_page.names, self.replay_page.record)
            if path:
                write_record(path, self.replay_page.record)
        else:
            QMessageBox.information(self, tr("Export record"), tr("There is no game to export."))

    def _export_path(self, names: list[str], record: Record) -> str:
        """Ask where to export ``record``, of ``names``' game ("": nowhere)."""
        offered = export_path(names, date.today(), record.suffix)
        path, _ = QFileDialog.getSaveFileName(self, tr("Export record"), str(offered),
                                              record_filter(record.rules))  # fmt: skip
        return path

    def shown_game(self) -> GameState[Any] | None:
        """The game the window shows: the one being played (with the steps not yet
        committed), or the position a replay or a spectator shows; None on other pages."""
        shown = self.pages.currentWidget()
        session = self.game_page.session
        if shown in (self.game_page, self.end_page) and session is not None:
            return session.game()
        copenhagen = self.copenhagen_page.session
        if shown in (self.copenhagen_page, self.copenhagen_end) and copenhagen is not None:
            return copenhagen.game()
        for page in (self.replay_page, self.online.watch_page):
            if shown is page and page.states:
                state: GameState[Any] = page.states[page.position]
                return state
        return None

    def copy_position(self) -> None:
        """Put the position of the table shown on the clipboard (docs/position.md)."""
        game = self.shown_game()
        if game is None:
            QMessageBox.information(self, tr("Copy position"),
                                    tr("There is no table whose position could be copied."))
            return
        QApplication.clipboard().setText(write_any_position(game))
        said = tr("Position copied: paste it into a bug report, or save it as a "
                  ".helsinki-position file to open it in the replay viewer.")
        if self.pages.currentWidget() is self.game_page:
            self.game_page.say(said)

    def edit_preferences(self) -> None:
        p = self.preferences
        dialog = PreferencesDialog(p.name, p.colour, p.language, p.speed, self,
                                   confirm_end=p.confirm_end,
                                   colour_marks=p.colour_marks)  # fmt: skip
        if dialog.exec():
            p.confirm_end = dialog.confirm_end.isChecked()
            p.colour_marks = dialog.colour_marks.isChecked()
            p.name = dialog.name.text().strip() or p.name
            p.colour = dialog.colour.value
            p.language = dialog.language.currentData()
            p.speed = dialog.speed.currentIndex()
            p.sync()
            install_language(p.language)  # every window follows (LanguageChange)
            self.apply_speed()
            self._player_changed()

    def show_rules(self) -> None:
        QMessageBox.information(self, tr("Rules in short"), tr(
            "On your turn, move your token 1 to 3 spaces clockwise around the senate, then either "
            "take the two cards beside it or build: play a card that shows a tile together with "
            "cards of its colour (or wild cards), as many cards in all as the number on it (that "
            "card included). Push the tile onto your "
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
        self.copenhagen_page.close_session()
        super().closeEvent(event)


def round_of(record: Record) -> int | None:
    """The round being played at the end of ``record`` (counted from 1): Helsinki's own count,
    else the turns passed from one seat to another over the number of seats; None for a
    record whose moves do not replay."""
    movers: list[int | None] = []
    try:
        first = record.first_state().to_move
        game = replay_state(record, verify=False,
                            on_move=lambda _index, state: movers.append(state.to_move))  # fmt: skip
    except (RecordError, ReplayError):
        return None
    if isinstance(game, Game):
        return game.round + 1
    turns = sum(1 for seat, after in itertools.pairwise([first, *movers]) if seat != after)
    return turns // len(record.seats) + 1


def first_size(screen: QSize) -> QSize:
    """The first size of the window: 1280 x 760 at most, and within the screen with room for
    the window's frame (so a 1366 x 768 laptop shows all of it)."""
    return QSize(min(1280, screen.width() - 16), min(760, screen.height() - 48))


def make_application(argv: list[str] | None = None) -> QApplication:
    drop_harmless_messages()
    app = QApplication.instance()
    if not isinstance(app, QApplication):
        app = QApplication(argv if argv is not None else sys.argv[:1])
    app.setOrganizationName("Helsinki-Qt")
    app.setApplicationName("helsinki-qt")
    return app
