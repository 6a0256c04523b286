"""The start screen: a new game against bots or at one screen, the games on the local network,
interrupted games to resume and records to replay, under a drawing of the Senate Square."""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass
from datetime import datetime

from PySide6.QtCore import QDate, QSize, Qt, QTime, Signal
from PySide6.QtGui import QColor, QIcon
from PySide6.QtWidgets import (
    QBoxLayout,
    QButtonGroup,
    QGridLayout,
    QHBoxLayout,
    QLabel,
    QLineEdit,
    QListWidget,
    QListWidgetItem,
    QPushButton,
    QSizePolicy,
    QStackedWidget,
    QVBoxLayout,
    QWidget,
)

from engine.helsinki.options import Options
from ui import palette as pal
from ui.i18n import current_locale, language_name, missing_translation, tr
from ui.pages import art
from ui.pages.choices import (
    DEFAULT_BOT,
    MAX_NAME,
    OptionsForm,
    Segments,
    bot_choices,
    bot_description,
    bot_label,
    bot_player_name,
    colour_order,
)
from ui.pages.game_list import SHORT, GameList, ListedGame
from ui.pages.lobby import RejoinEntry, rejoin_label
from ui.pages.style import Page, Panel, label

GAMES = ("helsinki", "copenhagen")
"""The games a new game offers, by rule set name."""


@dataclass(frozen=True)
class BotGameChoice:
    """A game against bots: how many, how strong, the options (seat 0 is the player)."""

    bots: int
    strength: str
    options: Options
    rules: str = "helsinki"
    """The game played: ``helsinki`` or ``copenhagen`` (a rule set's name)."""


@dataclass(frozen=True)
class HotSeatChoice:
    """A game of people at one screen, in seat order."""

    names: list[str]
    options: Options
    rules: str = "helsinki"


@dataclass(frozen=True)
class SavedGameEntry:
    """An interrupted game as the start screen lists it."""

    path: str
    players: int
    round: int
    """The round being played, counted from 1."""
    saved: datetime
    names: tuple[str, ...]
    game: str = ""
    """The game played when it is not Helsinki ("Copenhagen"), "" for Helsinki (as the list of
    games on the network names them)."""


def when_text(when: datetime, now: datetime) -> str:
    """A moment in words: "today 21:40", "yesterday 21:40", "Monday 21:40", "3 March 21:40"."""
    locale = current_locale()
    time = locale.toString(QTime(when.hour, when.minute), "HH:mm")
    days = (now.date() - when.date()).days
    if days == 0:
        return tr("today {time}").format(time=time)
    if days == 1:
        return tr("yesterday {time}").format(time=time)
    date = QDate(when.year, when.month, when.day)
    if 1 < days < 7:
        day = locale.dayName(date.dayOfWeek())
        return tr("{day} {time}").format(day=day, time=time)
    pattern = "d MMMM" if when.year == now.year else "d MMMM yyyy"
    return tr("{day} {time}").format(day=locale.toString(date, pattern), time=time)


def saved_game_label(entry: SavedGameEntry, now: datetime) -> str:
    """"3 players, round 7, yesterday 21:40"; "Copenhagen · 2 players, …" for a game of
    another rule set than Helsinki's."""
    label = tr("{players}, round {round}, {when}").format(
        players=tr("%n player(s)", None, entry.players), round=entry.round,
        when=when_text(entry.saved, now))  # fmt: skip
    return f"{entry.game} · {label}" if entry.game else label


class ChoiceCard(QPushButton):
    """A large choice with a pictogram."""

    def __init__(self, glyph: art.Glyph, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setIcon(art.glyph_icon(glyph, 48))
        self.setCheckable(True)
        # a long translation never widens the page: the card takes the width it is given
        self.setSizePolicy(QSizePolicy.Policy.Ignored, QSizePolicy.Policy.Fixed)
        self.setMinimumWidth(120)


class SeatPreview(QWidget):
    """A seat of a game against bots: its token and who sits there."""

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.token = QLabel()
        self.name = QLabel()
        row = QHBoxLayout(self)
        row.setContentsMargins(0, 0, 0, 0)
        row.addWidget(self.token)
        row.addWidget(self.name, 1)

    def show_seat(self, seat: int, name: str, colour: QColor, size: int) -> None:
        self.token.setPixmap(art.token_pixmap(colour, str(seat + 1), size))
        self.name.setText(name)


class NameRow(QWidget):
    """A hot-seat player: their token and their name."""

    def __init__(self, seat: int, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.seat = seat
        self.colour = pal.PLAYER_COLOURS[seat]
        self.token = QLabel()
        self.edit = QLineEdit()
        self.edit.setMaxLength(MAX_NAME)
        row = QHBoxLayout(self)
        row.setContentsMargins(0, 0, 0, 0)
        row.addWidget(self.token)
        row.addWidget(self.edit, 1)

    def set_colour(self, colour: QColor, size: int) -> None:
        self.colour = colour
        self.token.setPixmap(art.token_pixmap(colour, str(self.seat + 1), size))


class StartScreen(Page):
    """The first screen of the game."""

    play_bots = Signal(object)  # BotGameChoice
    play_hot_seat = Signal(object)  # HotSeatChoice
    open_record = Signal()
    resume = Signal(str)  # path of the record
    rejoin = Signal(str)  # path of the saved state of an online seat
    preferences = Signal()
    lan_lobby = Signal()
    join_game = Signal(str, bool)  # game id, spectator

    def __init__(self, parent: QWidget | None = None) -> None:
        self.player_name = ""
        self.player_colour = 0
        super().__init__(parent)
        self.setObjectName("start")
        self.banner = art.Banner(30)
        self.player_button = QPushButton()
        self.player_button.clicked.connect(self.preferences)
        banner_row = QHBoxLayout(self.banner)
        banner_row.addStretch(1)
        banner_row.addWidget(self.player_button, 0, Qt.AlignmentFlag.AlignTop)

        # a new game: which game, who plays, then the rules
        self.new_game = Panel()
        self.game_label = label("subheading")
        self.game_choice = Segments(GAMES)
        self.game_choice.set_value(GAMES[0])
        self.game_choice.changed.connect(self._game_changed)
        self.bots_card = ChoiceCard(art.Glyph.BOTS)
        self.hot_card = ChoiceCard(art.Glyph.HOT_SEAT)
        self.bots_card.setChecked(True)
        self.bots_card.toggled.connect(self._mode)
        self.hot_card.toggled.connect(self._mode)
        cards = QVBoxLayout()
        cards.addWidget(self.bots_card)
        cards.addWidget(self.hot_card)
        self.mode = QButtonGroup(self)
        self.mode.addButton(self.bots_card)
        self.mode.addButton(self.hot_card)

        self.bots_form = QWidget()
        self.bot_count_label = label("subheading")
        self.bot_count = Segments([1, 2, 3])
        self.bot_count.set_value(2)
        self.strength_label = label("subheading")
        self.strength = Segments(bot_choices(self.game_rules))
        self.strength.set_value(DEFAULT_BOT)
        self.seats_label = label("subheading")
        self.seat_rows = [SeatPreview() for _ in range(4)]
        bots_layout = QVBoxLayout(self.bots_form)
        bots_layout.setContentsMargins(0, 0, 0, 0)
        for widget in (self.bot_count_label, self.bot_count, self.strength_label, self.strength,
                       self.seats_label, *self.seat_rows):  # fmt: skip
            bots_layout.addWidget(widget)
        bots_layout.addStretch(1)

        self.hot_form = QWidget()
        self.hot_count_label = label("subheading")
        self.hot_players = Segments([2, 3, 4])
        self.hot_names = [NameRow(seat) for seat in range(4)]
        hot_layout = QVBoxLayout(self.hot_form)
        hot_layout.setContentsMargins(0, 0, 0, 0)
        hot_layout.addWidget(self.hot_count_label)
        hot_layout.addWidget(self.hot_players)
        for row in self.hot_names:
            hot_layout.addWidget(row)
            row.edit.textChanged.connect(lambda _text: self._seats_changed())
        hot_layout.addStretch(1)

        self.who = QStackedWidget()
        self.who.addWidget(self.bots_form)
        self.who.addWidget(self.hot_form)
        self.rules = OptionsForm()
        self.game_note = label("big", word_wrap=True)
        """What the game chosen is about, when it is not Helsinki (whose options show instead)."""
        self.game_note.hide()
        self.play_button = QPushButton()
        self.play_button.setProperty("role", "primary")
        self.play_button.setDefault(True)
        self.play_button.clicked.connect(self._play)
        self.start_bots = self.play_button  # the one button that starts a game
        columns = QHBoxLayout()
        columns.setSpacing(18)
        left = QVBoxLayout()
        left.addWidget(self.game_label)
        left.addWidget(self.game_choice)
        left.addLayout(cards)
        left.addWidget(self.who, 1)
        right = QVBoxLayout()
        right.addWidget(self.rules)
        right.addWidget(self.game_note)
        right.addStretch(1)
        right.addWidget(self.play_button, 0, Qt.AlignmentFlag.AlignRight)
        columns.addLayout(left, 1)
        columns.addLayout(right, 1)
        self.new_game.body.addLayout(columns, 1)
        self.bot_count.changed.connect(lambda _v: self._seats_changed())
        self.strength.changed.connect(lambda _v: self._seats_changed())
        self.hot_players.changed.connect(lambda _v: self._seats_changed())

        # the local network
        self.network = Panel()
        self.games = GameList(SHORT)
        self.games.chosen.connect(lambda game_id: self.join_game.emit(game_id, False))
        self.games.selection_moved.connect(self._network_buttons)
        self.no_games = label("muted", word_wrap=True)
        self.join_button = QPushButton()
        self.watch_button = QPushButton()
        self.lan_button = QPushButton()
        self.join_button.clicked.connect(lambda: self._join(False))
        self.watch_button.clicked.connect(lambda: self._join(True))
        self.lan_button.clicked.connect(self.lan_lobby)
        network_buttons = QGridLayout()
        network_buttons.addWidget(self.join_button, 0, 0)
        network_buttons.addWidget(self.watch_button, 0, 1)
        network_buttons.setColumnStretch(2, 1)
        network_buttons.addWidget(self.lan_button, 1, 0, 1, 3, Qt.AlignmentFlag.AlignLeft)
        self.network.body.addWidget(self.games, 1)
        self.network.body.addWidget(self.no_games)
        self.network.body.addLayout(network_buttons)

        # interrupted games and records
        self.more = Panel()
        self.resume_list = QListWidget()
        self.resume_list.setWordWrap(True)
        # it takes the room left (from a minimum set by the scale), never pushes the page to scroll
        self.resume_list.setSizePolicy(QSizePolicy.Policy.Expanding, QSizePolicy.Policy.Ignored)
        self.resume_list.itemActivated.connect(lambda _item: self._resume())
        self.resume_list.currentItemChanged.connect(lambda _item, _before: self._resume_text())
        self.no_saved = label("muted", word_wrap=True)
        self.no_saved.setAlignment(Qt.AlignmentFlag.AlignLeft | Qt.AlignmentFlag.AlignTop)
        self.resume_button = QPushButton()
        self.resume_button.clicked.connect(self._resume)
        self.open_button = QPushButton()
        self.open_button.clicked.connect(self.open_record)
        more_buttons = QHBoxLayout()
        more_buttons.addWidget(self.resume_button)
        more_buttons.addStretch(1)
        more_buttons.addWidget(self.open_button)
        self.more.body.addWidget(self.resume_list, 1)
        self.more.body.addWidget(self.no_saved, 1)  # (in the list's place: the heading stays up)
        self.more.body.addLayout(more_buttons)

        side = QVBoxLayout()
        side.setSpacing(12)
        side.addWidget(self.network, 5)
        side.addWidget(self.more, 4)
        body = QHBoxLayout()
        body.setSpacing(12)
        body.addWidget(self.new_game, 11)
        body.addLayout(side, 9)
        self.body = body
        self.note = label("error", word_wrap=True)
        self.outer = self.scrolled_layout()
        self.outer.addWidget(self.banner)
        self.outer.addWidget(self.note)
        self.outer.addLayout(body, 1)
        self._saved: list[SavedGameEntry] = []
        self._rejoinable: list[RejoinEntry] = []
        self._now: datetime | None = None
        self._mode()
        self._network_buttons()
        self.set_saved_games([])
        self.retranslate()
        self.rescaled()
        self.set_columns(body, 1300)

    # ------------------------------------------------------------- texts and sizes

    def retranslate(self) -> None:
        missing = missing_translation()
        self.note.setVisible(missing is not None)
        if missing is not None:
            self.note.setText(tr("The {language} translation is missing from this installation: "
                                 "the game is shown in English. Installing Helsinki-Qt again "
                                 "brings it back.").format(language=language_name(missing)))
        self.banner.set_texts("Helsinki", tr("Shape the market on the Senate Square: push "
                                             "pavilions onto your board, fill rows and "
                                             "columns."))  # fmt: skip
        self._player_text()
        self.new_game.heading.setText(tr("New game"))
        self.game_label.setText(tr("Game"))
        self.game_choice.set_texts(["Helsinki", "Copenhagen"])
        copenhagen = tr("Build facade tiles on your house in Copenhagen: fill floors and columns.")
        self.game_choice.buttons[1].setToolTip(copenhagen)
        at_once = tr("12 points win at once")  # (the score track's words: a sentence here)
        self.game_note.setText(f"{copenhagen}\n{at_once[:1].upper()}{at_once[1:]}.")
        self.bots_card.setText(tr("Against bots"))
        self.hot_card.setText(tr("Hot seat"))
        self.bots_card.setToolTip(tr("You against one to three bots."))
        self.hot_card.setToolTip(tr("Two to four people take turns at this screen."))
        self.bot_count_label.setText(tr("Opponents"))
        self.bot_count.set_texts([tr("%n bot(s)", None, n) for n in (1, 2, 3)])
        self.strength_label.setText(tr("Strength"))
        self.seats_label.setText(tr("At the table"))
        self._strength_texts()
        self.hot_count_label.setText(tr("Players"))
        self.hot_players.set_texts([str(n) for n in (2, 3, 4)])
        for row in self.hot_names:
            row.edit.setPlaceholderText(tr("Player {n}").format(n=row.seat + 1))
        self.rules.retranslate()
        self.play_button.setText(tr("Play"))
        self.network.heading.setText(tr("On the local network"))
        self.games.retranslate()
        self.no_games.setText(tr("Looking for games on the network… Games hosted by others "
                                 "appear here."))  # fmt: skip
        self.join_button.setText(tr("Join"))
        self.watch_button.setText(tr("Watch"))
        self.lan_button.setText(tr("Host or join by address…"))
        self.lan_button.setToolTip(tr("Play with others on the local network, or watch a game."))
        self.more.heading.setText(tr("Continue"))
        self.no_saved.setText(tr("No interrupted game. Games are saved as you play."))
        self._resume_text()
        self.open_button.setText(tr("Open a record…"))
        self.open_button.setToolTip(tr("Records open in the replay viewer; you can also drop one "
                                       "on the window."))  # fmt: skip
        self._show_saved()
        self._seats_changed()

    def rescaled(self) -> None:
        if not hasattr(self, "banner"):
            return  # the first scale is set before the widgets exist
        self.banner.scale = self.scale
        self.banner.setFixedHeight(self.px(168 if self.wide else 112))
        margin = self.px(12)
        self.outer.setContentsMargins(margin, margin, margin, margin)
        self.outer.setSpacing(margin)
        size = QSize(self.px(40), self.px(40))
        for card in (self.bots_card, self.hot_card):
            card.setIconSize(size)
            card.setMinimumHeight(self.px(54))
        for row in self.hot_names:
            row.set_colour(row.colour, self.px(24))
        self.resume_list.setMinimumHeight(self.px(72))  # an entry and a half
        for panel in (self.new_game, self.network, self.more):
            panel.body.setContentsMargins(self.px(14), self.px(10), self.px(14), self.px(14))
        self._player_text()
        self._seats_changed()

    @property
    def wide(self) -> bool:
        side_by_side = QBoxLayout.Direction.LeftToRight
        return not hasattr(self, "body") or self.body.direction() == side_by_side

    def arranged(self, wide: bool) -> None:
        """One under the other, the panels take the height they need, and the banner less."""
        self.body.setStretch(0, 11 if wide else 0)
        self.body.setStretch(1, 9 if wide else 0)
        self.rescaled()

    # ------------------------------------------------------------- the player

    def set_player(self, name: str, colour: int) -> None:
        """The player at this computer (from the preferences)."""
        self.player_name = name
        self.player_colour = colour
        order = colour_order(len(self.hot_names), colour)
        for row in self.hot_names:
            row.set_colour(pal.PLAYER_COLOURS[order[row.seat]], self.px(24))
        if not self.hot_names[0].edit.text():
            self.hot_names[0].edit.setText(name)
        self._player_text()
        self._seats_changed()

    def _player_text(self) -> None:
        size = self.px(20)
        colour = pal.PLAYER_COLOURS[self.player_colour]
        self.player_button.setIcon(QIcon(art.token_pixmap(colour, "", size)))
        self.player_button.setIconSize(QSize(size, size))
        self.player_button.setText(tr("{name} · preferences").format(
            name=self.player_name or tr("Player")))  # fmt: skip

    # ------------------------------------------------------------- a new game

    @property
    def hot_seat(self) -> bool:
        return self.hot_card.isChecked()

    def _mode(self, _checked: bool = True) -> None:
        self.who.setCurrentWidget(self.hot_form if self.hot_seat else self.bots_form)
        self._seats_changed()

    def seat_names(self) -> list[str]:
        """The players of the game being set up, in seat order."""
        if self.hot_seat:
            count = int(self.hot_players.value)
            return [row.edit.text().strip() or tr("Player {n}").format(n=row.seat + 1)
                    for row in self.hot_names[:count]]  # fmt: skip
        you = self.player_name or tr("You")
        bots = [bot_player_name(str(self.strength.value), n + 1)
                for n in range(int(self.bot_count.value))]  # fmt: skip
        return [you, *bots]

    def _seats_changed(self) -> None:
        count = int(self.hot_players.value)
        for row in self.hot_names:
            row.setVisible(row.seat < count)
        names = self.seat_names()
        if not self.hot_seat:
            colours = colour_order(len(names), self.player_colour)
            for seat, preview in enumerate(self.seat_rows):
                preview.setVisible(seat < len(names))
                if seat < len(names):
                    preview.show_seat(seat, names[seat], pal.PLAYER_COLOURS[colours[seat]],
                                      self.px(24))  # fmt: skip
        if hasattr(self, "rules"):
            self.rules.set_seats(names)

    @property
    def game_rules(self) -> str:
        """The game chosen: a rule set's name."""
        return str(self.game_choice.value)

    def _game_changed(self, _value: object) -> None:
        """Helsinki's options are Helsinki's only; the strengths are the game's bot levels."""
        self.rules.setVisible(self.game_rules == GAMES[0])
        self.game_note.setVisible(self.game_rules != GAMES[0])
        self.strength.set_values(bot_choices(self.game_rules))
        self._strength_texts()

    def _strength_texts(self) -> None:
        """The strengths: the levels of the game chosen, with what their bots do."""
        bots = self.strength.values
        self.strength.set_texts([bot_label(b, self.game_rules) for b in bots])
        for button, bot in zip(self.strength.buttons, bots, strict=True):
            button.setToolTip(bot_description(bot))

    def _play(self) -> None:
        options = self.rules.options()
        rules = self.game_rules
        if self.hot_seat:
            self.play_hot_seat.emit(HotSeatChoice(self.seat_names(), options, rules))
        else:
            self.play_bots.emit(BotGameChoice(int(self.bot_count.value), str(self.strength.value),
                                              options, rules))  # fmt: skip

    # ------------------------------------------------------------- the network

    def set_games(self, games: Sequence[ListedGame]) -> None:
        self.games.set_games(games)
        self._network_buttons()

    def _network_buttons(self) -> None:
        game = self.games.selected_game()
        self.join_button.setEnabled(game is not None and game.open)
        self.watch_button.setEnabled(game is not None)
        self.no_games.setVisible(not self.games.games)

    def _join(self, spectator: bool) -> None:
        game = self.games.selected_game()
        if game is not None:
            self.join_game.emit(game.id, spectator)

    # ------------------------------------------------------------- saved games

    def set_saved_games(self, entries: Sequence[SavedGameEntry],
                        now: datetime | None = None) -> None:  # fmt: skip
        """Interrupted games, newest first (``now``: the moment labels count from)."""
        self._saved = list(entries)
        self._now = now
        self._show_saved()

    def set_rejoinable(self, entries: Sequence[RejoinEntry]) -> None:
        """Interrupted online games whose seat this computer can rejoin (listed first: the
        others may be waiting)."""
        self._rejoinable = list(entries)
        self._show_saved()

    ONLINE = Qt.ItemDataRole.UserRole + 1
    """The role of an item that marks an online game (rejoined, not resumed)."""

    def _show_saved(self) -> None:
        now = self._now or datetime.now()
        self.resume_list.clear()
        for online in self._rejoinable:
            online_game = tr("Online game")
            item = QListWidgetItem(f"{online_game}\n{rejoin_label(online)}")
            item.setData(Qt.ItemDataRole.UserRole, online.path)
            item.setData(self.ONLINE, True)
            self.resume_list.addItem(item)
        for entry in self._saved:
            item = QListWidgetItem(f"{saved_game_label(entry, now)}\n{', '.join(entry.names)}")
            item.setData(Qt.ItemDataRole.UserRole, entry.path)
            item.setToolTip(entry.path)
            self.resume_list.addItem(item)
        listed = bool(self._saved or self._rejoinable)
        self.resume_button.setEnabled(listed)
        self.resume_list.setVisible(listed)
        self.no_saved.setVisible(not listed)
        if listed:
            self.resume_list.setCurrentRow(0)
        self._resume_text()

    def _resume_text(self) -> None:
        """"Rejoin" for an online game, "Resume" for a game at this computer."""
        item = self.resume_list.currentItem()
        online = item is not None and bool(item.data(self.ONLINE))
        self.resume_button.setText(tr("Rejoin my seat") if online else tr("Resume"))

    def _resume(self) -> None:
        item = self.resume_list.currentItem()
        if item is None:
            return
        signal = self.rejoin if item.data(self.ONLINE) else self.resume
        signal.emit(str(item.data(Qt.ItemDataRole.UserRole)))
