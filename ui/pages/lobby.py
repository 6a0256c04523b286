"""The LAN lobby: the games announced on the network, joining by address, the interrupted
online games to rejoin, and hosting a game.

The page never touches the network: it shows plain values and emits signals;
``client.online.OnlineController`` connects it to the network layer.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass
from enum import StrEnum

from PySide6.QtCore import Qt, Signal
from PySide6.QtWidgets import (
    QCheckBox,
    QComboBox,
    QGridLayout,
    QHBoxLayout,
    QLabel,
    QLineEdit,
    QListWidget,
    QListWidgetItem,
    QPushButton,
    QVBoxLayout,
    QWidget,
)

from engine.helsinki.options import Options
from engine.rules import HELSINKI, RULE_SETS
from ui.i18n import bot_name, tr
from ui.pages import art
from ui.pages.choices import (
    BOT_CHOICES,
    MAX_NAME,
    OptionsForm,
    Segments,
    bot_description,
    names_in_words,
)
from ui.pages.game_list import FULL, GameList, ListedGame
from ui.pages.style import Page, Panel, TallScroll, label, set_role

MAX_PIN = 16

SEAT_CHOICES: tuple[str | None, ...] = (None, *BOT_CHOICES)
"""What the host may put in another seat: a player on the network (None) or a bot."""
TURN_TIMERS = (0, 60, 120, 300)
"""The turn timers the host may choose (seconds; 0: off): past it, the others may hand a
stalled player's seat to a bot."""
DEFAULT_TURN_TIMER = 300
"""The turn timer chosen until the host chooses another (the protocol's default)."""


class Field(StrEnum):
    """A field of the lobby that an error may be about (it is shown beside it)."""

    NAME = "name"
    PIN = "pin"
    ADDRESS = "address"


MESSAGE_LINES = 2
"""Lines kept for the page's message, so that nothing moves when one comes or goes (an error
beside a field has one line kept, its whole text in its tooltip)."""


@dataclass(frozen=True)
class HostChoice:
    """What the host chose: game name, who sits in the other seats (None: a player on the
    network, else a bot's name), the rules, the PIN, and the game played (a rule set's name;
    ``options`` are Helsinki's, and a game of another rule set plays its default options)."""

    name: str
    players: int
    others: tuple[str | None, ...]
    options: Options
    pin: str | None
    turn_timer: int = DEFAULT_TURN_TIMER
    """Seconds a player may hold a turn before the others may hand the seat to a bot (0: no
    limit)."""
    rules: str = HELSINKI.name


@dataclass(frozen=True)
class RejoinEntry:
    """An interrupted online game this computer can go back to."""

    path: str
    """The saved state of the seat."""
    name: str
    """The player's name in that game."""
    seats: tuple[int, ...]
    others: tuple[str, ...]
    """The other players' names."""
    moves: int


def rejoin_label(entry: RejoinEntry) -> str:
    """"Rejoin as Ben (seat 2): a game with Anna and Cleo, 41 moves played"."""
    seats = ", ".join(str(seat + 1) for seat in entry.seats)
    return tr("Rejoin as {name} (seat {seats}): a game with {others}, %n move(s) played",
              None, entry.moves).format(name=entry.name, seats=seats,
                                        others=names_in_words(entry.others))  # fmt: skip


def game_title(rules: str) -> str:
    """A rule set's game as players name it: "Helsinki", "Copenhagen" (the games' own
    names, in every language)."""
    return rules.capitalize()


def seat_choice_name(kind: str | None) -> str:
    if kind is None:
        return tr("A player on the network")
    return bot_name(kind)


def secret_field(max_length: int) -> tuple[QLineEdit, QCheckBox]:
    """A field whose text is hidden like a password, and the box that shows it."""
    field = QLineEdit()
    field.setEchoMode(QLineEdit.EchoMode.Password)
    field.setMaxLength(max_length)
    show = QCheckBox()
    show.toggled.connect(lambda shown: field.setEchoMode(
        QLineEdit.EchoMode.Normal if shown else QLineEdit.EchoMode.Password))  # fmt: skip
    return field, show


def message_line(role: str = "", word_wrap: bool = False) -> QLabel:
    """A line for a message or an error, its room kept while it is empty."""
    line = label(role, word_wrap)
    line.setTextInteractionFlags(Qt.TextInteractionFlag.TextSelectableByMouse)
    line.setAlignment(Qt.AlignmentFlag.AlignLeft | Qt.AlignmentFlag.AlignTop)
    return line


class LobbyPage(Page):
    """The LAN lobby: the games announced on the network, hosting, joining by address."""

    join_requested = Signal(str, str, bool)  # game id, PIN, spectator
    join_address = Signal(str, str, bool)  # "host:port", PIN, spectator
    host_requested = Signal(object)  # HostChoice
    rejoin_requested = Signal(str)  # path of the saved state
    forget_requested = Signal(str)  # path of the saved state
    games_changed = Signal(object)  # list[ListedGame]: what the network announces now
    back = Signal()

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("lobby")
        self.banner = art.Banner(22)

        # games on the network
        self.found_box = found = Panel()
        self.games = GameList(FULL)
        self.games.selection_moved.connect(self._selection)
        self.games.chosen.connect(lambda _game_id: self._join(False))
        self.empty = label("muted", word_wrap=True)
        self.searching = True
        """Whether games are looked for (else the message below the pages says why not)."""
        self.player_name = QLineEdit()
        self.player_name.setMaxLength(MAX_NAME)
        self.player_name_label = QLabel()
        self.name_error = message_line("error")
        self.pin, self.show_pin = secret_field(MAX_PIN)
        self.pin_label = QLabel()
        self.pin_error = message_line("error")
        self.join_button = QPushButton()
        self.watch_button = QPushButton()
        self.join_button.clicked.connect(lambda: self._join(False))
        self.watch_button.clicked.connect(lambda: self._join(True))
        row = QGridLayout()  # the fields, and below each the line of its errors
        row.setVerticalSpacing(0)
        for column, widget in enumerate((self.player_name_label, self.player_name,
                                         self.pin_label, self.pin, self.show_pin,
                                         self.join_button, self.watch_button)):  # fmt: skip
            row.addWidget(widget, 0, column)
        row.addWidget(self.name_error, 1, 0, 1, 2)
        row.addWidget(self.pin_error, 1, 2, 1, 5)
        row.setColumnStretch(1, 2)
        row.setColumnStretch(3, 3)
        self.empty.sizePolicy().setRetainSizeWhenHidden(True)
        found.body.addWidget(self.games, 1)
        found.body.addWidget(self.empty)
        found.body.addLayout(row)

        # join by address
        self.direct_box = direct = Panel()
        direct.heading.setWordWrap(True)  # (a long heading: the column may be narrow)
        self.address = QLineEdit()
        self.address_join = QPushButton()
        self.address_watch = QPushButton()
        self.address_join.clicked.connect(lambda: self._join_address(False))
        self.address_watch.clicked.connect(lambda: self._join_address(True))
        self.address.returnPressed.connect(lambda: self._join_address(False))
        direct_row = QHBoxLayout()
        direct_row.addWidget(self.address, 1)
        direct_row.addWidget(self.address_join)
        direct_row.addWidget(self.address_watch)
        self.address_error = message_line("error")
        direct.body.addLayout(direct_row)
        direct.body.addWidget(self.address_error)

        # interrupted online games
        self.resume_box = resume = Panel()
        self.resume_list = QListWidget()
        self.resume_list.setWordWrap(True)
        self.rejoin_button = QPushButton()
        self.rejoin_button.clicked.connect(self._rejoin)
        self.forget_button = QPushButton()
        self.forget_button.clicked.connect(self._forget)
        self.resume_list.itemActivated.connect(lambda _item: self._rejoin())
        resume_buttons = QVBoxLayout()
        resume_buttons.addStretch(1)
        resume_buttons.addWidget(self.forget_button)
        resume_buttons.addWidget(self.rejoin_button)
        resume_row = QHBoxLayout()
        resume_row.addWidget(self.resume_list, 1)
        resume_row.addLayout(resume_buttons)
        resume.body.addLayout(resume_row)

        # hosting
        self.host_box = host = Panel()
        self.game_choice = Segments(list(RULE_SETS))
        self.game_choice.set_value(HELSINKI.name)
        self.game_choice.changed.connect(lambda _rules: self._game_changed())
        self.game_label = QLabel()
        self.game_name = QLineEdit()
        self.game_name.setMaxLength(MAX_NAME)
        self.players = Segments([2, 3, 4])
        self.you = QLabel()
        self.others: list[QComboBox] = []
        for _seat in range(1, 4):
            box = QComboBox()
            for kind in SEAT_CHOICES:
                box.addItem("", kind)
            box.currentIndexChanged.connect(lambda _i: self._seats_changed())
            self.others.append(box)
        self.turn_timer = Segments(TURN_TIMERS)
        self.turn_timer.set_value(DEFAULT_TURN_TIMER)
        self.rules = OptionsForm()
        self.host_pin, self.show_host_pin = secret_field(MAX_PIN)
        self.host_button = QPushButton()
        set_role(self.host_button, "primary")
        self.host_button.clicked.connect(self._host)
        self.form_labels = [QLabel() for _ in range(8)]  # name, players, seats 1-4, PIN, timer
        grid = QGridLayout()
        grid.setHorizontalSpacing(10)
        grid.addWidget(self.game_label, 0, 0)
        grid.addWidget(self.game_choice, 0, 1)
        fields: list[QWidget] = [self.game_name, self.players, self.you, *self.others]
        for line, (form_label, field) in enumerate(zip(self.form_labels, fields, strict=False),
                                                   start=1):  # fmt: skip
            grid.addWidget(form_label, line, 0)
            grid.addWidget(field, line, 1)
        grid.addWidget(self.form_labels[7], len(fields) + 1, 0)
        grid.addWidget(self.turn_timer, len(fields) + 1, 1)
        grid.setColumnStretch(1, 1)
        pin_row = QHBoxLayout()
        pin_row.addWidget(self.form_labels[6])
        pin_row.addWidget(self.host_pin, 1)
        pin_row.addWidget(self.show_host_pin)
        pin_row.addWidget(self.host_button)
        host_form = QWidget()
        form_layout = QVBoxLayout(host_form)
        form_layout.setContentsMargins(0, 0, 0, 0)
        form_layout.addLayout(grid)
        form_layout.addWidget(self.rules)
        form_layout.addStretch(1)
        self.host_scroll = TallScroll(host_form)
        host.body.addWidget(self.host_scroll, 1)
        host.body.addLayout(pin_row)
        self.players.changed.connect(lambda _count: self._seats_changed())

        self.message = message_line(word_wrap=True)
        self.errors = {Field.NAME: self.name_error, Field.PIN: self.pin_error,
                       Field.ADDRESS: self.address_error}  # fmt: skip
        edited: tuple[tuple[Field, QLineEdit], ...] = (
            (Field.NAME, self.player_name), (Field.PIN, self.pin), (Field.ADDRESS, self.address))
        for about, line_edit in edited:  # an error goes when its field is edited
            line_edit.textEdited.connect(lambda _text, f=about: self.clear_error(f))
        self.back_button = QPushButton()
        self.back_button.clicked.connect(self.back)

        left = QVBoxLayout()
        left.addWidget(found, 1)
        left.addWidget(direct)
        left.addWidget(resume)
        body = QHBoxLayout()
        body.addLayout(left, 3)
        body.addWidget(host, 2)
        self.set_columns(body, 1100)
        bottom = QHBoxLayout()
        bottom.addWidget(self.message, 1)
        bottom.addWidget(self.back_button)
        self.outer = self.scrolled_layout()
        self.outer.addWidget(self.banner)
        self.outer.addLayout(body, 1)
        self.outer.addLayout(bottom)
        self._resumable: list[RejoinEntry] = []
        self.retranslate()
        self._seats_changed()
        self._selection()
        self.set_resumable([])
        self.rescaled()

    def retranslate(self) -> None:
        self.banner.set_texts(tr("LAN lobby"), tr("Join a game, watch one, or host your own."))
        self.found_box.heading.setText(tr("Games on the network"))
        self.games.retranslate()
        self._show_searching()
        self.pin.setPlaceholderText(tr("for games marked with a PIN"))
        self.pin_label.setText(tr("PIN:"))
        self.player_name_label.setText(tr("Your name:"))
        for show in (self.show_pin, self.show_host_pin):
            show.setText(tr("Show"))
            show.setToolTip(tr("Show the PIN as it is typed"))
        for join, watch in ((self.join_button, self.watch_button),
                            (self.address_join, self.address_watch)):  # fmt: skip
            join.setText(tr("Join"))
            watch.setText(tr("Watch"))
        self.direct_box.heading.setText(tr("Join by address (when the network blocks "
                                           "discovery)"))  # fmt: skip
        self.address.setPlaceholderText(tr("address:port, e.g. 192.168.1.20:40123"))
        self.resume_box.heading.setText(tr("Interrupted online games"))
        self.rejoin_button.setText(tr("Rejoin my seat"))
        self.forget_button.setText(tr("Forget"))
        self.forget_button.setToolTip(tr("Forget this game: it cannot be rejoined any more (its "
                                         "record is kept)"))  # fmt: skip
        self.host_box.heading.setText(tr("Host a game"))
        self.game_label.setText(tr("Game:"))
        self.game_choice.set_texts([game_title(rules) for rules in self.game_choice.values])
        self.game_name.setPlaceholderText(tr("e.g. Friday night"))
        self.players.set_texts([str(n) for n in (2, 3, 4)])
        self.you.setText(tr("You"))
        for box in self.others:
            for index, kind in enumerate(SEAT_CHOICES):
                box.setItemText(index, seat_choice_name(kind))
                box.setItemData(index, bot_description(kind) if kind else "",
                                Qt.ItemDataRole.ToolTipRole)  # fmt: skip
        self.rules.retranslate()
        self.host_pin.setPlaceholderText(tr("optional"))
        self.host_button.setText(tr("Open the room"))
        self.turn_timer.set_texts([tr("off") if seconds == 0 else
                                   tr("{n} min").format(n=seconds // 60)
                                   for seconds in TURN_TIMERS])  # fmt: skip
        self.turn_timer.setToolTip(tr("How long a player may think over a turn; past it, the "
                                      "others may hand the seat to a bot"))  # fmt: skip
        labels = [tr("Name of the game:"), tr("Players:"),
                  *(tr("Seat {n}:").format(n=n) for n in range(1, 5)), tr("PIN:"),
                  tr("Turn timer:")]  # fmt: skip
        for form_label, text in zip(self.form_labels, labels, strict=True):
            form_label.setText(text)
        self.back_button.setText(tr("Back"))
        self._show_resumable()
        self._seats_changed()

    def rescaled(self) -> None:
        if not hasattr(self, "outer"):
            return
        self.banner.scale = self.scale
        self.banner.setFixedHeight(self.px(90))
        margin = self.px(12)
        self.outer.setContentsMargins(margin, margin, margin, margin)
        self.outer.setSpacing(self.px(10))
        self.resume_list.setFixedHeight(self.px(80))
        line_height = self.message.fontMetrics().lineSpacing()
        self.message.setFixedHeight(line_height * MESSAGE_LINES)
        for line in self.errors.values():
            line.setFixedHeight(line_height + self.px(2))
        self.player_name.setMinimumWidth(self.px(100))
        for panel in (self.found_box, self.direct_box, self.resume_box, self.host_box):
            panel.body.setContentsMargins(self.px(12), self.px(8), self.px(12), self.px(12))

    # ------------------------------------------------------------- filling

    def set_searching(self, searching: bool) -> None:
        """Say whether games are looked for (a computer on no network cannot)."""
        self.searching = searching
        self._show_searching()

    def _show_searching(self) -> None:
        if self.searching:
            self.empty.setText(tr("Looking for games on the network…"))
        else:
            self.empty.setText(tr("Not looking for games on the network (see below)."))

    def set_games(self, games: Sequence[ListedGame]) -> None:
        """Show the games found; rows keep their places (see :class:`GameList`)."""
        self.games.set_games(games)
        self.empty.setVisible(not self.games.games)
        self._selection()
        self.games_changed.emit(list(games))

    def selected_game(self) -> ListedGame | None:
        return self.games.selected_game()

    def select_game(self, game_id: str) -> bool:
        return self.games.select_game(game_id)

    def set_resumable(self, entries: Sequence[RejoinEntry]) -> None:
        """Online games this computer can rejoin."""
        self._resumable = list(entries)
        self._show_resumable()

    def _show_resumable(self) -> None:
        entries = self._resumable
        self.resume_list.clear()
        for entry in entries:
            item = QListWidgetItem(rejoin_label(entry))
            item.setData(Qt.ItemDataRole.UserRole, entry.path)
            self.resume_list.addItem(item)
        if not entries:  # (the list keeps its room: nothing moves when a game comes)
            item = QListWidgetItem(tr("No interrupted online game."))
            item.setFlags(Qt.ItemFlag.NoItemFlags)
            self.resume_list.addItem(item)
        self.rejoin_button.setEnabled(bool(entries))
        self.forget_button.setEnabled(bool(entries))
        if entries:
            self.resume_list.setCurrentRow(0)

    def show_message(self, text: str, error: bool = False) -> None:
        """The message line below the page (an error about no field)."""
        set_role(self.message, "error" if error else "")
        self.message.setText(text)
        self.message.setToolTip(text)

    def show_error(self, text: str, about: Field | None = None) -> None:
        """An error, beside the field it is about (``about`` None: on the message line)."""
        if about is None:
            self.show_message(text, error=True)
            return
        self.errors[about].setText(text)
        self.errors[about].setToolTip(text)
        self.show_message("")  # (the message line said what was under way, or an older error)

    def clear_error(self, about: Field) -> None:
        self.errors[about].clear()
        self.errors[about].setToolTip("")

    def clear_errors(self) -> None:
        """Every error goes, and the message of what was under way (the action succeeded)."""
        for field in Field:
            self.clear_error(field)
        self.show_message("")

    def set_busy(self, busy: bool) -> None:
        """While joining or hosting, the buttons that start another attempt are disabled."""
        for button in (self.address_join, self.address_watch, self.host_button):
            button.setEnabled(not busy)
        for button in (self.rejoin_button, self.forget_button):
            button.setEnabled(not busy and bool(self._resumable))
        self._selection(busy)

    # ------------------------------------------------------------- actions

    @property
    def hosted_rules(self) -> str:
        """The game the host chooses: a rule set's name."""
        return str(self.game_choice.value)

    def _game_changed(self) -> None:
        """Helsinki's options are Helsinki's only (another game plays its default options)."""
        self.rules.setVisible(self.hosted_rules == HELSINKI.name)

    def _seats_changed(self) -> None:
        count = int(self.players.value)
        for seat, box in enumerate(self.others, start=1):
            box.setVisible(seat < count)
            self.form_labels[seat + 2].setVisible(seat < count)
        names = [tr("You")]
        for seat, box in enumerate(self.others[: count - 1], start=2):
            kind = box.currentData()
            names.append(tr("Seat {n}").format(n=seat) if kind is None
                         else tr("Seat {n} ({bot})").format(n=seat, bot=bot_name(kind)))
        self.rules.set_seats(names)

    def _selection(self, busy: bool = False) -> None:
        game = self.selected_game()
        self.join_button.setEnabled(not busy and game is not None and game.open)
        self.watch_button.setEnabled(not busy and game is not None)

    def _join(self, spectator: bool) -> None:
        game = self.selected_game()
        if game is not None:
            self.join_requested.emit(game.id, self.pin.text().strip(), spectator)

    def _join_address(self, spectator: bool) -> None:
        self.join_address.emit(self.address.text().strip(), self.pin.text().strip(), spectator)

    def _host(self) -> None:
        players = int(self.players.value)
        others = tuple(box.currentData() for box in self.others[: players - 1])
        self.host_requested.emit(HostChoice(self.game_name.text().strip(), players, others,
                                            self.rules.options(),
                                            self.host_pin.text().strip() or None,
                                            int(self.turn_timer.value),
                                            self.hosted_rules))  # fmt: skip

    def _rejoin(self) -> None:
        item = self.resume_list.currentItem()
        if item is not None:
            self.rejoin_requested.emit(str(item.data(Qt.ItemDataRole.UserRole)))

    def _forget(self) -> None:
        item = self.resume_list.currentItem()
        if item is not None:
            self.forget_requested.emit(str(item.data(Qt.ItemDataRole.UserRole)))
