"""The replay viewer: any move of a verified record of any game, stepping, a slider, autoplay,
jumps."""

from __future__ import annotations

from dataclasses import dataclass
from enum import StrEnum
from pathlib import Path
from typing import Any

from PySide6.QtCore import QEvent, QObject, QPointF, QSize, Qt, QTimer, Signal
from PySide6.QtGui import QColor, QMouseEvent
from PySide6.QtWidgets import (
    QComboBox,
    QHBoxLayout,
    QLabel,
    QPushButton,
    QSlider,
    QSplitter,
    QStackedWidget,
    QStyle,
    QStyleOptionSlider,
    QVBoxLayout,
    QWidget,
)

from engine.record import (
    Record,
    RecordError,
    ReplayError,
    read_record_or_position,
    replay_state,
    result_of,
)
from engine.rules import HELSINKI, UnknownRuleSetError
from ui import palette as pal
from ui.i18n import bot_name, tr
from ui.log import LogPanel
from ui.pages.replay_table import REPLAY_TABLES, HelsinkiTable, ReplayTable
from ui.pages.style import Page, label


def record_filter(rules: str | None = None) -> str:
    """The file dialogs' filter for records: of Helsinki (``rules``), or of every game."""
    if rules == HELSINKI.name:
        return tr("Helsinki records (*.helsinki.json *.json)")
    return tr("Records (*.helsinki.json *.copenhagen.json *.json)")


@dataclass(frozen=True)
class Problem:
    """Why a record cannot be opened: a sentence, and the engine's own (English) detail."""

    text: str
    detail: str = ""


def open_record(path: str | Path) -> Record | Problem:
    """The record (or the position file, as a record with no moves yet) in ``path``, or why it
    cannot be read."""
    try:
        record = read_record_or_position(path, lambda n: tr("Seat {n}").format(n=n))
        if record.rules not in REPLAY_TABLES:
            raise RecordError(f"no table shows a game of {record.rules}")
    except (RecordError, UnknownRuleSetError) as error:
        return Problem(tr("{path} is not a Helsinki record this program can read.").format(
            path=path), str(error))  # fmt: skip
    return record


class JumpSlider(QSlider):
    """A horizontal slider whose handle jumps to where it is clicked (and can be dragged on from
    there), rather than a page further."""

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(Qt.Orientation.Horizontal, parent)

    def mousePressEvent(self, event: QMouseEvent) -> None:
        if event.button() == Qt.MouseButton.LeftButton and self.maximum() > self.minimum():
            option = QStyleOptionSlider()
            self.initStyleOption(option)
            style, control = self.style(), QStyle.ComplexControl.CC_Slider
            groove = style.subControlRect(control, option, QStyle.SubControl.SC_SliderGroove, self)
            handle = style.subControlRect(control, option, QStyle.SubControl.SC_SliderHandle, self)
            point = event.position().toPoint()
            if not handle.contains(point):
                span = max(1, groove.width() - handle.width())
                x = point.x() - groove.x() - handle.width() // 2
                self.setValue(QStyle.sliderValueFromPosition(
                    self.minimum(), self.maximum(), x, span, option.upsideDown))  # fmt: skip
        super().mousePressEvent(event)  # the handle, now under the mouse, follows a drag


class ReplayPage(Page):
    """The replay viewer: any move of a verified record, stepping, a slider, autoplay, jumps.

    The record's moves are replayed and checked (hashes and result); a damaged record is shown
    up to its last good move. An unfinished record opened from a file can be continued. The
    record's game is shown on its own table (:data:`~ui.pages.replay_table.REPLAY_TABLES`).
    The boards keep their places (seat order, the first seat's large); a click on a small
    board brings it to the front. The log tells only the moves up to the one shown.
    """

    hides_hands = False
    """Whether the hands stay face down (a spectator of a live game sees none)."""

    continue_requested = Signal(str)
    """(path): the player wants to play on from the end of the record in that file."""
    back_to_menu = Signal()

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("replay")
        self.record: Record | None = None
        self.path: str | None = None
        self.states: list[Any] = []
        self.moves: list[Any] = []
        """The moves shown: move ``i`` leads from ``states[i]`` to ``states[i + 1]``."""
        self.names: list[str] = []
        self.colours: list[QColor] = []
        self.position = 0
        self.front = 0
        """The seat whose board is large."""
        self.bad_move: int | None = None  # index of the first move that does not replay
        self.damage_detail = ""  # the engine's words for it
        self.result_problem: RecordProblem | None = None  # how the recorded result is wrong
        self._status = ""  # the status text this page set last
        helsinki = HelsinkiTable()
        self.scene = helsinki.scene
        self.view = helsinki.view
        self.tables: dict[str, ReplayTable] = {}
        """The table of each rule set shown so far, by its name."""
        self.table: ReplayTable = helsinki
        """The table of the record's game."""
        self.log = LogPanel(helsinki.words)
        self.log.setMinimumWidth(0)
        self.log.jump_requested.connect(lambda index: self.show_position(index + 1))
        self.table_stack = QStackedWidget()
        self._add_table("helsinki", helsinki)
        self.slider = JumpSlider()
        self.slider.valueChanged.connect(self.show_position)
        icons = QStyle.StandardPixmap
        self.first = self._step_button(icons.SP_MediaSkipBackward)
        self.back = self._step_button(icons.SP_MediaSeekBackward)
        self.play = self._step_button(icons.SP_MediaPlay)
        self.forward = self._step_button(icons.SP_MediaSeekForward)
        self.last = self._step_button(icons.SP_MediaSkipForward)
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
        self.title = label("subheading")
        self.position_label = QLabel()
        self.check_label = QLabel()
        self.status = label(word_wrap=True)
        self.continue_button = QPushButton()
        self.continue_button.hide()
        self.continue_button.clicked.connect(self._continue)
        self.menu_button = QPushButton()
        self.menu_button.clicked.connect(self.back_to_menu)
        self.speed_label = QLabel()
        self.hint = label("muted")
        self.header = QHBoxLayout()
        self.header.addWidget(self.title)
        self.header.addWidget(self.check_label)
        self.header.addStretch(1)
        self.header.addWidget(self.hint)
        self.header.addWidget(self.menu_button)
        controls = QHBoxLayout()
        for button in (self.first, self.back, self.play, self.forward, self.last):
            controls.addWidget(button)
        controls.addWidget(self.slider, 1)
        controls.addWidget(self.position_label)
        controls.addWidget(self.speed_label)
        controls.addWidget(self.speed)
        status = QHBoxLayout()
        status.addWidget(self.status, 1)
        status.addWidget(self.continue_button)
        left = QWidget()
        left_layout = QVBoxLayout(left)
        left_layout.setContentsMargins(0, 0, 0, 0)
        left_layout.addWidget(self.table_stack, 1)
        left_layout.addLayout(controls)
        left_layout.addLayout(status)
        split = QSplitter()
        split.addWidget(left)
        split.addWidget(self.log)
        split.setStretchFactor(0, 5)
        split.setStretchFactor(1, 1)
        split.setSizes([1000, 220])
        self.outer = QVBoxLayout(self)
        self.outer.addLayout(self.header)
        self.outer.addWidget(split, 1)
        self.retranslate()
        self.rescaled()

    def _add_table(self, rules: str, table: ReplayTable) -> None:
        self.tables[rules] = table
        table.follow_log(self.log)
        self.table_stack.addWidget(table.view)
        table.view.viewport().installEventFilter(self)

    def _show_table(self, rules: str) -> None:
        """Show the table of the rule set called ``rules`` (made the first time)."""
        if rules not in self.tables:
            self._add_table(rules, REPLAY_TABLES[rules]())
        self.table = self.tables[rules]
        self.table_stack.setCurrentWidget(self.table.view)
        self.log.words = self.table.words

    def _step_button(self, icon: QStyle.StandardPixmap) -> QPushButton:
        button = QPushButton()
        button.setIcon(self.style().standardIcon(icon))
        button.setFocusPolicy(Qt.FocusPolicy.NoFocus)
        return button

    def rescaled(self) -> None:
        if not hasattr(self, "outer"):
            return
        margin = self.px(6)
        self.outer.setContentsMargins(margin, margin, margin, margin)
        size = QSize(self.px(18), self.px(18))
        for button in (self.first, self.back, self.play, self.forward, self.last):
            button.setIconSize(size)

    def retranslate(self) -> None:
        tips = (tr("First move"), tr("Previous move"), tr("Play"), tr("Next move"),
                tr("Last move"))  # fmt: skip
        for button, tip in zip((self.first, self.back, self.play, self.forward, self.last),
                               tips, strict=True):  # fmt: skip
            button.setToolTip(tip)
        self._play_button()
        for i, text in enumerate((tr("Slow"), tr("Normal"), tr("Fast"), tr("Very fast"))):
            self.speed.setItemText(i, text)
        self.speed_label.setText(tr("Speed:"))
        self.continue_button.setText(tr("Continue this game"))
        self.continue_button.setToolTip(tr("Play on from the end of this record."))
        self.menu_button.setText(tr("Back to the menu"))
        self.hint.setText(tr("Click a board to bring it to the front."))
        self._title()
        if self.states:
            self._tell_status()
            self._describe_moves()
            self.table.redraw()
            self._position_text()

    def _title(self) -> None:
        if self.record is None:
            self.title.setText(tr("Replay"))
            return
        self.title.setText(tr("Replay: {names}").format(
            names=", ".join(self.names)))  # fmt: skip

    def _play_button(self) -> None:
        playing = self.timer.isActive()
        icons = QStyle.StandardPixmap
        icon = icons.SP_MediaPause if playing else icons.SP_MediaPlay
        self.play.setIcon(self.style().standardIcon(icon))
        self.play.setToolTip(tr("Pause") if playing else tr("Play"))

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
        self._play_button()
        self.record = record
        self.path = path
        self._show_table(record.rules)
        self.names = [bot_name(s.bot, s.name) for s in record.seats]
        self.colours = pal.seat_colours(record.seats)
        first = record.first_state()
        self.states = [first.copy()]
        self.moves = []
        self.bad_move = None
        self.damage_detail = ""
        self.result_problem = None

        def on_move(index: int, game: Any) -> None:
            self.states.append(game.copy())
            self.moves.append(record.moves[index].move)

        try:
            replay_state(record, verify=True, on_move=on_move)
        except ReplayError as error:
            self.damage_detail = error.reason
            if error.index < len(record.moves):
                self.bad_move = error.index
            else:  # every move replays, but the recorded result is wrong
                problem = result_problem(record, self.states[-1])
                self.result_problem = problem or RecordProblem.SCORES
        self._describe_moves()
        self._tell_status()
        self.continue_button.setVisible(self.can_continue)
        self.slider.blockSignals(True)
        self.slider.setRange(0, len(self.states) - 1)
        self.slider.blockSignals(False)
        self.position = -1
        self.front = 0
        self._title()
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
            reason = self.table.failure(self.states[-1], entry.seat, entry.move)
            return tr(
                "The record is damaged at move {n}: {reason}. It is shown up to move {good}, "
                "the last good one."
            ).format(n=self.bad_move + 1, good=self.bad_move, reason=reason)
        if self.result_problem == RecordProblem.UNFINISHED:
            return tr("The record is damaged: it has a result, but its moves do not end the game.")
        if self.result_problem == RecordProblem.MISSING:
            return tr("The record is damaged: its moves end the game, but it has no result.")
        winner = self.states[-1].winner if self.states else None
        if (self.result_problem == RecordProblem.WINNER and self.record is not None
                and winner is not None):  # fmt: skip
            recorded = (self.record.result or {}).get("winner")
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
        for index, move in enumerate(self.moves):
            before, after = self.states[index], self.states[index + 1]
            seat = before.to_move
            assert seat is not None
            self.log.add_move(index, move, before, after, self.names[seat])
        self._reveal_log()

    def _reveal_log(self) -> None:
        """The log tells the moves up to the one shown, not the ones after it."""
        self.log.show_until(self.position)
        self.log.select_move(self.position - 1)
        current = self.log.currentItem()
        if current is not None:
            self.log.scrollToItem(current)
        else:
            self.log.scrollToTop()

    def show_position(self, position: int, force: bool = False) -> None:
        """Show the table after ``position`` moves (0 is the set-up)."""
        if not self.states:
            return
        position = max(0, min(position, len(self.states) - 1))
        if position == self.position and not force:
            return
        self.position = position
        self._reveal_log()  # (the table's recap tells the moves the log shows)
        self.table.show(self.states[position], self.names, self.colours, self.front,
                        self.hides_hands)  # fmt: skip
        self.slider.blockSignals(True)
        self.slider.setValue(position)
        self.slider.blockSignals(False)
        self._position_text()

    def bring_to_front(self, seat: int) -> None:
        """Show ``seat``'s board large (and its hand); the others keep their order."""
        if self.states and 0 <= seat < len(self.names) and seat != self.front:
            self.front = seat
            self.show_position(self.position, force=True)

    def board_at(self, pos: QPointF) -> int | None:
        """The seat whose board is at scene position ``pos``."""
        return self.table.seat_at(pos)

    def eventFilter(self, watched: QObject, event: QEvent) -> bool:
        view = self.table.view
        if (watched is view.viewport() and event.type() == QEvent.Type.MouseButtonPress
                and isinstance(event, QMouseEvent)
                and event.button() == Qt.MouseButton.LeftButton):  # fmt: skip
            seat = self.board_at(view.mapToScene(event.position().toPoint()))
            if seat is not None and seat != self.front:
                self.bring_to_front(seat)
                return True
        return super().eventFilter(watched, event)

    def _position_text(self) -> None:
        total = len(self.states) - 1
        self.position_label.setText(tr("Move {n} of {total}").format(n=self.position,
                                                                    total=total))  # fmt: skip
        if self.bad_move is not None:
            self.check_label.setText("✖ " + tr("damaged"))
        else:
            self.check_label.setText("✔ " + tr("verified"))
        self.check_label.setToolTip(tr("State hash after this move: {hash}").format(
            hash=self.shown_hash()))  # fmt: skip

    def shown_hash(self) -> str:
        return self.states[self.position].state_hash() if self.states else ""

    def toggle_play(self) -> None:
        if self.timer.isActive():
            self.timer.stop()
        else:
            if self.position >= len(self.states) - 1:
                self.show_position(0)
            self.timer.start(int(self.speed.currentData()))
        self._play_button()

    def _tick(self) -> None:
        if self.position >= len(self.states) - 1:
            self.toggle_play()
        else:
            self.show_position(self.position + 1)


class RecordProblem(StrEnum):
    """How a record's result disagrees with its moves."""

    UNFINISHED = "unfinished"
    """A result, but the moves do not end the game."""
    MISSING = "missing"
    """The moves end the game, but there is no result."""
    WINNER = "winner"
    SCORES = "scores"


def result_problem(record: Record, game: Any) -> RecordProblem | None:
    """How the record's result disagrees with ``game``, its replay (None: it agrees)."""
    result, expected = record.result, result_of(game)
    if result == expected:
        return None
    if expected is None:
        return RecordProblem.UNFINISHED
    if result is None:
        return RecordProblem.MISSING
    if result.get("winner") != expected["winner"]:
        return RecordProblem.WINNER
    return RecordProblem.SCORES


