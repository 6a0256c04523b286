"""The page of a game being played: the table, the move log, the buttons of the current step
and, in a hot-seat game, the hand-over screen between two players."""

from __future__ import annotations

from PySide6.QtCore import Qt, Signal
from PySide6.QtGui import QColor, QKeyEvent
from PySide6.QtWidgets import (
    QHBoxLayout,
    QLabel,
    QPushButton,
    QSplitter,
    QStackedWidget,
    QVBoxLayout,
    QWidget,
)

from engine.game import Game
from engine.moves import Kind, Move
from ui import palette as pal
from ui.i18n import tr
from ui.log import LogPanel
from ui.source import TableSource
from ui.table.scene import TableScene
from ui.table.view import TableView
from ui.widgets import Retranslated, ScoreDialog


def seat_colours(count: int, first: int) -> list[QColor]:
    """Player colours by seat: the first local player's preferred colour, then the others."""
    order = [first] + [c for c in range(4) if c != first]
    return [pal.PLAYER_COLOURS[order[i]] for i in range(count)]


class GamePage(Retranslated, QWidget):
    """The table of a game being played, its log and the buttons of the current step."""

    finished = Signal()
    export_requested = Signal()
    """The player asks to save the record of the game (the window asks where)."""

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.session: TableSource | None = None
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

    def set_session(self, session: TableSource, preferred_colour: int = 0) -> None:
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

    def _replay_log(self, session: TableSource) -> None:
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
        composer = self.scene.composer
        kinds = {m.kind for m in composer.legal()}
        self.draw_button.setEnabled(Kind.DRAW in kinds and composer.ghost is None)
        self.end_button.setEnabled(Kind.END in kinds and composer.ghost is None)
        self.cancel_button.setEnabled(composer.has_choice)
        self.confirm_button.setEnabled(composer.can_confirm())

    def _finished(self) -> None:
        assert self.session is not None
        self.finished.emit()
        dialog = ScoreDialog(self.session.game(), self.names, self)
        dialog.export_button.clicked.connect(self.export_requested)
        self.score_dialog = dialog
        dialog.open()

    def say(self, text: str) -> None:
        """Show ``text`` in the status line."""
        self.message.setText(text)

    @property
    def in_progress(self) -> bool:
        """Whether a game is being played here (leaving it would interrupt it)."""
        return self.session is not None and not self.session.game().is_over

    def close_session(self) -> None:
        if self.session is not None:
            self.session.close()
            self.session = None


class HandOverPanel(Retranslated, QWidget):
    """Hides the table between two hot-seat players until the next one is ready (the button,
    Space or Enter)."""

    ready = Signal()

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.name = ""
        self.label = QLabel()
        self.label.setAlignment(Qt.AlignmentFlag.AlignCenter)
        self.label.setStyleSheet("font-size: 20pt;")
        self.button = QPushButton()
        self.button.clicked.connect(self.ready)
        layout = QVBoxLayout(self)
        layout.addStretch(1)
        layout.addWidget(self.label)
        row = QHBoxLayout()
        row.addStretch(1)
        row.addWidget(self.button)
        row.addStretch(1)
        layout.addLayout(row)
        layout.addStretch(1)
        self.retranslate()

    def retranslate(self) -> None:
        self.button.setText(tr("Show my hand"))
        self.label.setText(tr("Pass the computer to {name}.").format(name=self.name))

    def set_player(self, name: str) -> None:
        self.name = name
        self.retranslate()

    def keyPressEvent(self, event: QKeyEvent) -> None:
        if event.key() in (Qt.Key.Key_Return, Qt.Key.Key_Enter):
            self.ready.emit()
        else:
            super().keyPressEvent(event)
