"""Widgets of network play: the LAN lobby (games on the network, hosting, joining by address,
interrupted online games), the room of a lobby before the start, and the network bar shown above
an online game's table (banner, peers, lockstep).

These widgets never touch the network: they show plain values and emit signals;
``client.online.OnlineController`` connects them to the network layer.
"""

from __future__ import annotations

from dataclasses import dataclass

from PySide6.QtCore import Qt, Signal
from PySide6.QtGui import QColor
from PySide6.QtWidgets import (
    QCheckBox,
    QComboBox,
    QFormLayout,
    QGridLayout,
    QGroupBox,
    QHBoxLayout,
    QHeaderView,
    QLabel,
    QLineEdit,
    QListWidget,
    QListWidgetItem,
    QPushButton,
    QSizePolicy,
    QSpinBox,
    QTableWidget,
    QTableWidgetItem,
    QVBoxLayout,
    QWidget,
)

from engine.options import Variant
from ui import palette as pal
from ui.i18n import player_colour_name, tr
from ui.widgets import Retranslated

MAX_NAME = 32
"""Characters in a player or game name (the protocol's limit)."""


def variant_name(variant: str) -> str:
    names = {
        Variant.FIRST_GAME.value: tr("First game (bottom row covered)"),
        Variant.ALL_ACTIONS.value: tr("All actions"),
        Variant.NEW_CHALLENGES.value: tr("New challenges (5 random actions covered)"),
    }
    return names.get(variant, variant)


def bot_label(bot: str) -> str:
    return {"random": tr("Random (easy)"), "greedy": tr("Greedy (harder)")}.get(bot, bot)


@dataclass(frozen=True)
class ListedGame:
    """A game announced on the network, as the lobby lists it."""

    id: str
    name: str
    creator: str
    """The host player's name ("" when not told)."""
    where: str
    """``address:port`` to reach its host."""
    state: str
    """lobby or running."""
    taken: int
    total: int
    pin: bool
    compatible: bool
    variant: str = ""
    """A variant's value, "" when not told."""
    dry_roads: bool = False
    conflict: bool = False
    """Another host announces a game with the same id."""


@dataclass(frozen=True)
class HostChoice:
    """What the host chose: game name, seats (``"human"`` or a bot per other seat), options."""

    name: str
    players: int
    others: tuple[str, ...]
    variant: str
    dry_roads: bool
    pin: str | None


@dataclass(frozen=True)
class RoomSeat:
    """A seat of the room: free (``name`` None), a player, or a bot."""

    name: str | None
    colour: int = 0
    ready: bool = False
    bot: str | None = None
    mine: bool = False


VARIANTS = (Variant.FIRST_GAME, Variant.ALL_ACTIONS, Variant.NEW_CHALLENGES)
SEAT_KINDS = ("human", "random", "greedy")
"""What the host may put in another seat: a player on the network or a bot."""


def _variant_box() -> QComboBox:
    box = QComboBox()
    for variant in VARIANTS:
        box.addItem("", variant.value)
    box.setCurrentIndex(1)
    return box


def _seat_kind_name(kind: str) -> str:
    if kind == "human":
        return tr("A player on the network")
    return tr("Bot: {strength}").format(strength=bot_label(kind))


class LobbyPage(Retranslated, QWidget):
    """The LAN lobby: the games announced on the network, hosting, joining by address."""

    join_requested = Signal(str, str, bool)  # game id, PIN, spectator
    join_address = Signal(str, str, bool)  # "host:port", PIN, spectator
    host_requested = Signal(object)  # HostChoice
    rejoin_requested = Signal(str)  # path of the saved state
    back = Signal()

    COLUMNS = 8

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("lobby")
        self.title = title = QLabel()
        title.setStyleSheet("font-size: 22pt; font-weight: bold;")

        self.found_box = found = QGroupBox()
        found_layout = QVBoxLayout(found)
        self.games = QTableWidget(0, self.COLUMNS)
        self.games.horizontalHeader().setSectionResizeMode(QHeaderView.ResizeMode.ResizeToContents)
        self.games.horizontalHeader().setStretchLastSection(True)
        self.games.setSelectionBehavior(QTableWidget.SelectionBehavior.SelectRows)
        self.games.setSelectionMode(QTableWidget.SelectionMode.SingleSelection)
        self.games.setEditTriggers(QTableWidget.EditTrigger.NoEditTriggers)
        self.games.verticalHeader().hide()
        self.games.itemSelectionChanged.connect(self._selection)
        self.games.itemDoubleClicked.connect(lambda _item: self._join(False))
        self.empty = QLabel()
        self.pin = QLineEdit()
        self.pin.setEchoMode(QLineEdit.EchoMode.Password)
        self.join_button = QPushButton()
        self.watch_button = QPushButton()
        self.join_button.clicked.connect(lambda: self._join(False))
        self.watch_button.clicked.connect(lambda: self._join(True))
        row = QHBoxLayout()
        self.pin_label = QLabel()
        row.addWidget(self.pin_label)
        row.addWidget(self.pin, 1)
        row.addWidget(self.join_button)
        row.addWidget(self.watch_button)
        found_layout.addWidget(self.games, 1)
        found_layout.addWidget(self.empty)
        found_layout.addLayout(row)

        self.direct_box = direct = QGroupBox()
        direct_layout = QHBoxLayout(direct)
        self.address = QLineEdit()
        self.address_join = QPushButton()
        self.address_watch = QPushButton()
        self.address_join.clicked.connect(lambda: self._join_address(False))
        self.address_watch.clicked.connect(lambda: self._join_address(True))
        self.address.returnPressed.connect(lambda: self._join_address(False))
        direct_layout.addWidget(self.address, 1)
        direct_layout.addWidget(self.address_join)
        direct_layout.addWidget(self.address_watch)

        self.resume_box = resume = QGroupBox()
        resume_layout = QHBoxLayout(resume)
        self.resume_list = QListWidget()
        self.resume_list.setMaximumHeight(70)
        self.rejoin_button = QPushButton()
        self.rejoin_button.clicked.connect(self._rejoin)
        resume_layout.addWidget(self.resume_list, 1)
        resume_layout.addWidget(self.rejoin_button)

        self.host_box = host = QGroupBox()
        form = QFormLayout(host)
        self.game_name = QLineEdit()
        self.game_name.setMaxLength(MAX_NAME)
        self.players = QSpinBox()
        self.players.setRange(2, 4)
        self.players.setValue(2)
        self.you = QLabel()
        self.others: list[QComboBox] = []
        for _seat in range(1, 4):
            box = QComboBox()
            for kind in SEAT_KINDS:
                box.addItem("", kind)
            self.others.append(box)
        self.variant = _variant_box()
        self.dry_roads = QCheckBox()
        self.host_pin = QLineEdit()
        self.host_pin.setMaxLength(16)
        self.host_button = QPushButton()
        self.host_button.clicked.connect(self._host)
        fields: list[QWidget] = [self.game_name, self.players, self.you, *self.others,
                                 self.variant, self.dry_roads, self.host_pin, self.host_button]
        self.form_labels = [QLabel() for _ in fields]
        for label, field in zip(self.form_labels, fields, strict=True):
            form.addRow(label, field)
        self.players.valueChanged.connect(self._player_count)
        self._player_count(2)

        self.message = QLabel()
        self.message.setWordWrap(True)
        self.message.setTextInteractionFlags(Qt.TextInteractionFlag.TextSelectableByMouse)
        self.back_button = QPushButton()
        self.back_button.clicked.connect(self.back)

        grid = QGridLayout()
        left = QVBoxLayout()
        left.addWidget(found, 1)
        left.addWidget(direct)
        left.addWidget(resume)
        grid.addLayout(left, 0, 0)
        grid.addWidget(host, 0, 1, Qt.AlignmentFlag.AlignTop)
        grid.setColumnStretch(0, 3)
        grid.setColumnStretch(1, 2)
        bottom = QHBoxLayout()
        bottom.addWidget(self.message, 1)
        bottom.addWidget(self.back_button)
        outer = QVBoxLayout(self)
        outer.addWidget(title)
        outer.addLayout(grid, 1)
        outer.addLayout(bottom)
        self._listed: list[ListedGame] = []
        self.retranslate()
        self._selection()
        self.set_resumable([])

    def retranslate(self) -> None:
        self.title.setText(tr("LAN lobby"))
        self.found_box.setTitle(tr("Games on the network"))
        self.games.setHorizontalHeaderLabels([
            tr("Game"), tr("Host"), tr("Address"), tr("Players"), tr("Free seats"), tr("Variant"),
            tr("State"), tr("PIN")])  # fmt: skip
        self.empty.setText(tr("Looking for games on the network…"))
        self.pin.setPlaceholderText(tr("only for games marked with a PIN"))
        self.pin_label.setText(tr("PIN:"))
        for join, watch in ((self.join_button, self.watch_button),
                            (self.address_join, self.address_watch)):  # fmt: skip
            join.setText(tr("Join"))
            watch.setText(tr("Watch"))
        self.direct_box.setTitle(tr("Join by address (when the network blocks discovery)"))
        self.address.setPlaceholderText(tr("address:port, e.g. 192.168.1.20:40123"))
        self.resume_box.setTitle(tr("Interrupted online games"))
        self.rejoin_button.setText(tr("Rejoin my seat"))
        self.host_box.setTitle(tr("Host a game"))
        self.game_name.setPlaceholderText(tr("e.g. Friday night"))
        self.you.setText(tr("You"))
        for box in self.others:
            for index, kind in enumerate(SEAT_KINDS):
                box.setItemText(index, _seat_kind_name(kind))
        for index, variant in enumerate(VARIANTS):
            self.variant.setItemText(index, variant_name(variant.value))
        self.dry_roads.setText(tr("Dry roads expansion"))
        self.host_pin.setPlaceholderText(tr("optional"))
        self.host_button.setText(tr("Open the lobby"))
        labels = [tr("Name of the game:"), tr("Players:"),
                  *(tr("Seat {n}:").format(n=n) for n in range(1, 5)), tr("Variant:"), "",
                  tr("PIN:"), ""]  # fmt: skip
        for label, text in zip(self.form_labels, labels, strict=True):
            label.setText(text)
        self.back_button.setText(tr("Back"))
        self.set_games(self._listed)

    # ------------------------------------------------------------- filling

    def set_games(self, games: list[ListedGame]) -> None:
        """Show the games found (sorted by name); the selection follows its game."""
        selected = self.selected_game()
        self._listed = sorted(games, key=lambda g: (g.name.casefold(), g.id))
        self.games.setRowCount(len(self._listed))
        for row, game in enumerate(self._listed):
            if not game.compatible:
                state = tr("other version")
            elif game.conflict:
                state = tr("announced by two hosts")
            elif game.state == "running":
                state = tr("running")
            else:
                state = tr("waiting for players")
            variant = variant_name(game.variant) if game.variant else "?"
            if game.dry_roads:
                variant = tr("{variant}, Dry roads").format(variant=variant)
            values = [
                game.name, game.creator or "?", game.where, f"{game.taken}/{game.total}",
                str(game.total - game.taken) if game.state == "lobby" else "0", variant, state,
                tr("PIN") if game.pin else "",
            ]  # fmt: skip
            for column, value in enumerate(values):
                item = QTableWidgetItem(value)
                item.setData(Qt.ItemDataRole.UserRole, game.id)
                if not game.compatible or game.conflict:
                    item.setForeground(QColor("#888888"))
                self.games.setItem(row, column, item)
            if selected is not None and game.id == selected.id:
                self.games.selectRow(row)
        self.empty.setVisible(not self._listed)
        self._selection()

    def selected_game(self) -> ListedGame | None:
        rows = self.games.selectionModel().selectedRows() if self.games.selectionModel() else []
        if not rows or rows[0].row() >= len(self._listed):
            return None
        return self._listed[rows[0].row()]

    def select_game(self, game_id: str) -> bool:
        for row, game in enumerate(self._listed):
            if game.id == game_id:
                self.games.selectRow(row)
                return True
        return False

    def set_resumable(self, entries: list[tuple[str, str]]) -> None:
        """Online games this computer can rejoin, as (label, path of the saved state)."""
        self.resume_list.clear()
        for label, path in entries:
            item = QListWidgetItem(label)
            item.setData(Qt.ItemDataRole.UserRole, path)
            self.resume_list.addItem(item)
        self.rejoin_button.setEnabled(bool(entries))
        self.resume_box.setVisible(bool(entries))
        if entries:
            self.resume_list.setCurrentRow(0)

    def show_message(self, text: str, error: bool = False) -> None:
        self.message.setStyleSheet("color: #b00020; font-weight: bold;" if error else "")
        self.message.setText(text)

    def set_busy(self, busy: bool) -> None:
        """While joining or hosting, the buttons that start another attempt are disabled."""
        for button in (self.address_join, self.address_watch, self.host_button):
            button.setEnabled(not busy)
        self._selection(busy)

    # ------------------------------------------------------------- actions

    def _player_count(self, count: int) -> None:
        for seat, box in enumerate(self.others, start=1):
            box.setEnabled(seat < count)

    def _selection(self, busy: bool = False) -> None:
        game = self.selected_game()
        self.join_button.setEnabled(not busy and game is not None and game.state == "lobby")
        self.watch_button.setEnabled(not busy and game is not None)

    def _join(self, spectator: bool) -> None:
        game = self.selected_game()
        if game is not None:
            self.join_requested.emit(game.id, self.pin.text().strip(), spectator)

    def _join_address(self, spectator: bool) -> None:
        self.join_address.emit(self.address.text().strip(), self.pin.text().strip(), spectator)

    def _host(self) -> None:
        players = self.players.value()
        others = tuple(str(box.currentData()) for box in self.others[: players - 1])
        self.host_requested.emit(HostChoice(
            self.game_name.text().strip(), players, others, str(self.variant.currentData()),
            self.dry_roads.isChecked(), self.host_pin.text().strip() or None))  # fmt: skip

    def _rejoin(self) -> None:
        item = self.resume_list.currentItem()
        if item is not None:
            self.rejoin_requested.emit(str(item.data(Qt.ItemDataRole.UserRole)))


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
        self.wrong_pins = QLabel()
        self.wrong_pins.setWordWrap(True)
        self.wrong_pins.setStyleSheet("color: #b00020;")
        self.wrong_pins.hide()
        self._wrong: dict[str, int] = {}
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
        layout.addWidget(self.wrong_pins)
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
        self.set_wrong_pins(self._wrong)

    def set_wrong_pins(self, wrong: dict[str, int]) -> None:
        """Show the host how many wrong PINs were tried, and from which addresses."""
        self._wrong = dict(wrong)
        total = sum(wrong.values())
        addresses = ", ".join(sorted(wrong, key=lambda address: (-wrong[address], address)))
        self.wrong_pins.setText(
            tr("%n wrong PIN(s) from {addresses}", None, total).format(addresses=addresses)
        )
        self.wrong_pins.setVisible(total > 0)

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


PEER_STATES = ("you", "connected", "thinking", "lagging", "disconnected")
_STATE_COLOURS = {"you": "#2e6fd8", "connected": "#27ae60", "thinking": "#e0b000",
                  "lagging": "#e67e22", "disconnected": "#c0392b"}  # fmt: skip


def peer_state_name(state: str) -> str:
    return {
        "you": tr("you"),
        "connected": tr("connected"),
        "thinking": tr("thinking"),
        "lagging": tr("lagging"),
        "disconnected": tr("disconnected"),
    }.get(state, state)


class NetworkBar(Retranslated, QWidget):
    """Above an online game's table: a banner when something needs attention, the peers and
    the lockstep (the last move every peer agreed on)."""

    wait_clicked = Signal()
    handover_clicked = Signal()
    rejoin_clicked = Signal()

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.banner = QWidget()
        self.banner.setObjectName("banner")
        self.banner_text = QLabel()
        self.banner_text.setWordWrap(True)
        self.banner_text.setTextInteractionFlags(Qt.TextInteractionFlag.TextSelectableByMouse)
        self.wait_button = QPushButton()
        self.handover_button = QPushButton()
        self.rejoin_button = QPushButton()
        self.wait_button.clicked.connect(self.wait_clicked)
        self.handover_button.clicked.connect(self.handover_clicked)
        self.rejoin_button.clicked.connect(self.rejoin_clicked)
        banner_layout = QHBoxLayout(self.banner)
        banner_layout.addWidget(self.banner_text, 1)
        for button in (self.wait_button, self.handover_button, self.rejoin_button):
            button.setFocusPolicy(Qt.FocusPolicy.NoFocus)
            banner_layout.addWidget(button)
        self.peers = QLabel()
        self.lockstep = QLabel()
        line = QHBoxLayout()
        line.setContentsMargins(4, 0, 4, 0)
        line.addWidget(self.peers, 1)
        line.addWidget(self.lockstep)
        layout = QVBoxLayout(self)
        layout.setContentsMargins(0, 0, 0, 0)
        layout.addWidget(self.banner)
        layout.addLayout(line)
        self.kind = ""
        self.setSizePolicy(QSizePolicy.Policy.Preferred, QSizePolicy.Policy.Maximum)
        self.hide_banner()
        self.retranslate()

    def retranslate(self) -> None:
        self.wait_button.setText(tr("Wait"))
        self.handover_button.setText(tr("Hand the seat to a bot"))
        self.rejoin_button.setText(tr("Rejoin my seat"))

    def set_peers(self, peers: list[tuple[str, str]], agreed: int, played: int) -> None:
        """Peers as (name, state), and the lockstep: moves agreed by everyone of those played."""
        parts = []
        for name, state in peers:
            colour = _STATE_COLOURS.get(state, "#888888")
            parts.append(f"<span style='color:{colour}'>●</span> {_escape(name)}: "
                         f"{peer_state_name(state)}")  # fmt: skip
        self.peers.setText(" &nbsp; ".join(parts))
        if agreed:
            text = tr("Last agreed move: {n} of {played}").format(n=agreed, played=played)
        else:
            text = tr("No move agreed yet")
        self.lockstep.setText(text)

    def show_banner(self, text: str, kind: str = "warning", actions: tuple[str, ...] = ()) -> None:
        """``kind``: info, warning or error; ``actions`` among wait, handover, rejoin."""
        colours = {"info": "#dff0d8", "warning": "#fff3cd", "error": "#f8d7da"}
        self.kind = kind
        background = colours.get(kind, "#fff3cd")
        self.banner.setStyleSheet("#banner { background: BG; border: 1px solid #888; } "
                                  "QLabel { color: black; }".replace("BG", background))
        self.banner_text.setText(text)
        self.wait_button.setVisible("wait" in actions)
        self.handover_button.setVisible("handover" in actions)
        self.rejoin_button.setVisible("rejoin" in actions)
        self.banner.show()

    def hide_banner(self) -> None:
        self.kind = ""
        self.banner_text.clear()
        self.banner.hide()

    @property
    def banner_shown(self) -> bool:
        return not self.banner.isHidden()


def _escape(text: str) -> str:
    return text.replace("&", "&amp;").replace("<", "&lt;").replace(">", "&gt;")
