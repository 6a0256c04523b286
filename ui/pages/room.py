"""The room of a LAN lobby before the start: who sits where, their colours and readiness."""

from __future__ import annotations

from dataclasses import dataclass

from PySide6.QtCore import Qt, Signal
from PySide6.QtGui import QColor
from PySide6.QtWidgets import (
    QCheckBox,
    QComboBox,
    QHBoxLayout,
    QHeaderView,
    QLabel,
    QPushButton,
    QTableWidget,
    QTableWidgetItem,
    QVBoxLayout,
    QWidget,
)

from ui import palette as pal
from ui.i18n import Retranslated, player_colour_name, tr
from ui.pages.lobby import bot_label


@dataclass(frozen=True)
class RoomSeat:
    """A seat of the room: free (``name`` None), a player, or a bot."""

    name: str | None
    colour: int = 0
    ready: bool = False
    bot: str | None = None
    mine: bool = False


class RoomPage(Retranslated, QWidget):
    """The room of a lobby: who sits where, their colours and readiness; ready, start, leave."""

    ready_changed = Signal(bool, int)  # ready, colour
    start_requested = Signal()
    leave_requested = Signal()

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("room")
        self.title = QLabel()
        self.title.setStyleSheet("font-size: 20pt; font-weight: bold;")
        self.info = QLabel()
        self.info.setWordWrap(True)
        self.info.setTextInteractionFlags(Qt.TextInteractionFlag.TextSelectableByMouse)
        self.seats = QTableWidget(0, 4)
        self.seats.horizontalHeader().setSectionResizeMode(QHeaderView.ResizeMode.Stretch)
        self.seats.verticalHeader().hide()
        self.seats.setEditTriggers(QTableWidget.EditTrigger.NoEditTriggers)
        self.seats.setSelectionMode(QTableWidget.SelectionMode.NoSelection)
        self.seats.setMaximumHeight(200)
        self.colour = QComboBox()
        for i in range(4):
            self.colour.addItem("", i)
        self.ready = QCheckBox()
        self.start_button = QPushButton()
        self.leave_button = QPushButton()
        self.ready.toggled.connect(self._ready)
        self.colour.currentIndexChanged.connect(lambda _i: self._ready(self.ready.isChecked()))
        self.start_button.clicked.connect(self.start_requested)
        self.leave_button.clicked.connect(self.leave_requested)
        self.message = QLabel()
        self.message.setWordWrap(True)
        controls = QHBoxLayout()
        self.colour_label = QLabel()
        controls.addWidget(self.colour_label)
        controls.addWidget(self.colour)
        controls.addWidget(self.ready)
        controls.addStretch(1)
        controls.addWidget(self.start_button)
        controls.addWidget(self.leave_button)
        layout = QVBoxLayout(self)
        layout.addWidget(self.title)
        layout.addWidget(self.info)
        layout.addWidget(self.seats)
        layout.addLayout(controls)
        layout.addWidget(self.message)
        layout.addStretch(1)
        self.is_host = False
        self._shown: tuple[str, str, list[RoomSeat], bool, str | None] | None = None
        self.retranslate()

    def retranslate(self) -> None:
        self.seats.setHorizontalHeaderLabels([tr("Seat"), tr("Player"), tr("Colour"),
                                              tr("State")])  # fmt: skip
        for i in range(self.colour.count()):
            self.colour.setItemText(i, player_colour_name(i))
        self.ready.setText(tr("I am ready"))
        self.start_button.setText(tr("Start the game"))
        self.leave_button.setText(tr("Leave the lobby"))
        self.colour_label.setText(tr("Your colour:"))
        if self._shown is not None:
            self.set_room(*self._shown)

    def set_room(self, title: str, info: str, seats: list[RoomSeat], is_host: bool,
                 not_startable: str | None) -> None:  # fmt: skip
        """Show the roster; ``not_startable`` is why the game cannot start yet (None: it can)."""
        self._shown = (title, info, seats, is_host, not_startable)
        self.is_host = is_host
        self.title.setText(title)
        self.info.setText(info)
        self.seats.setRowCount(len(seats))
        for row, seat in enumerate(seats):
            if seat.name is None:
                cells = [str(row + 1), tr("(free)"), "", tr("waiting for a player")]
            else:
                if seat.bot is not None:
                    state = tr("Bot: {strength}").format(strength=bot_label(seat.bot))
                else:
                    state = tr("ready") if seat.ready else tr("not ready")
                name = tr("{name} (you)").format(name=seat.name) if seat.mine else seat.name
                cells = [str(row + 1), name, player_colour_name(seat.colour), state]
            for column, text in enumerate(cells):
                item = QTableWidgetItem(text)
                if column == 2 and seat.name is not None:
                    colour = pal.PLAYER_COLOURS[seat.colour]
                    item.setBackground(colour)
                    item.setForeground(QColor("white") if colour.lightness() < 150
                                       else QColor("black"))  # fmt: skip
                self.seats.setItem(row, column, item)
            if seat.mine and seat.bot is None:
                for widget, value in ((self.ready, seat.ready), (self.colour, seat.colour)):
                    widget.blockSignals(True)
                    if widget is self.ready:
                        self.ready.setChecked(bool(value))
                    else:
                        self.colour.setCurrentIndex(int(value))
                    widget.blockSignals(False)
        self.start_button.setVisible(is_host)
        self.start_button.setEnabled(is_host and not_startable is None)
        if is_host:
            self.message.setText(tr("Everyone is ready: you can start.") if not_startable is None
                                 else tr("Not yet: {reason}.").format(reason=not_startable))
        else:
            self.message.setText(tr("The host starts the game when everyone is ready."))

    def show_message(self, text: str) -> None:
        self.message.setText(text)

    def _ready(self, ready: bool) -> None:
        self.ready_changed.emit(ready, int(self.colour.currentData()))


