"""The room of a game before the start: who sits where, their colours and readiness; the
player's own colour and readiness; start (for the host) and leave."""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass

from PySide6.QtCore import Qt, Signal
from PySide6.QtGui import QHideEvent
from PySide6.QtWidgets import (
    QFrame,
    QGridLayout,
    QHBoxLayout,
    QLabel,
    QPushButton,
    QVBoxLayout,
    QWidget,
)

from engine.copenhagen.options import CopenhagenOptions
from engine.helsinki.options import Options, Variant
from engine.rules import COPENHAGEN
from ui import palette as pal
from ui.i18n import action_name, bot_name, player_colour_name, tr
from ui.pages import art
from ui.pages.choices import (
    ActionBoardView,
    ColourChoice,
    options_text,
    variant_description,
    variant_name,
)
from ui.pages.guests import GuestsPanel
from ui.pages.lobby import game_title
from ui.pages.style import Page, Panel, label, set_role


@dataclass(frozen=True)
class RoomSeat:
    """A seat of the room: free (``name`` None), a player, or a bot."""

    name: str | None
    colour: int = 0
    ready: bool = False
    bot: str | None = None
    mine: bool = False


GameRules = Options | CopenhagenOptions
"""The options of a game of any rule set the room shows (Helsinki's or Copenhagen's)."""


def rules_text(rules: GameRules, names: Sequence[str], turn_timer: int = 0) -> str:
    """The rules of a game, one line each (``turn_timer``: seconds a turn may take, 0: no
    limit)."""
    if isinstance(rules, Options):
        lines = [f"{variant_name(rules.variant)}: {variant_description(rules.variant)}"]
        if rules.cover is not None:
            lines.append(tr("Covered: {actions}.").format(
                actions=", ".join(action_name(a) for a in rules.cover)))  # fmt: skip
        lines.append(tr("With the Dry roads expansion.") if rules.dry_roads
                     else tr("Without the Dry roads expansion."))  # fmt: skip
    else:
        lines = [game_title(COPENHAGEN.name) + ": " + tr(
            "Build facade tiles on your house in Copenhagen: fill floors and columns.")]
    if rules.start_seat is None:
        lines.append(tr("The start player is left to chance."))
    elif rules.start_seat < len(names):
        lines.append(tr("{name} starts.").format(name=names[rules.start_seat]))
    if turn_timer:
        lines.append(tr("Turn timer: {n} min; past it, the others may hand the seat to a "
                        "bot.").format(n=turn_timer // 60))  # fmt: skip
    else:
        lines.append(tr("No turn timer: a turn takes as long as it takes."))
    return "\n".join(lines)


def room_info(options: GameRules, players: int, where: str, pin: bool) -> str:
    """The room's options and address in a sentence (another game than Helsinki is named)."""
    if isinstance(options, Options):
        text = options_text(options, players)
    else:
        parts = [game_title(COPENHAGEN.name), tr("%n player(s)", None, players)]
        if options.start_seat is not None:
            parts.append(tr("{name} starts").format(
                name=tr("seat {n}").format(n=options.start_seat + 1)))  # fmt: skip
        text = ", ".join(parts)
    if pin:
        text += ", " + tr("PIN required")
    return tr("{options}. Others join at {where}.").format(options=text, where=where)


def seat_words(seat: RoomSeat, number: int) -> str:
    """A seat in words: "Mika's seat, place 3", "Your seat, place 1", "Free seat, place 2"."""
    if seat.name is None:
        return tr("Free seat, place {n}").format(n=number)
    if seat.mine:
        return tr("Your seat, place {n}").format(n=number)
    words = tr("{name}'s seat, place {n}").format(name=bot_name(seat.bot, seat.name), n=number)
    return words[:1].upper() + words[1:]  # (a language may begin it with a small letter)


def seat_state(seat: RoomSeat) -> str:
    if seat.name is None:
        return tr("waiting for a player")
    if seat.bot is not None:
        return tr("{bot}, always ready").format(bot=bot_name(seat.bot))
    return tr("ready") if seat.ready else tr("not ready")


class SeatCard(QFrame):
    """A seat of the room: its token, who sits there, their colour and whether they are ready;
    a free seat is a dashed outline."""

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setProperty("role", "free")
        self.token = QLabel()
        self.name = label("heading")
        self.colour = label("muted")
        self.state = label("big")
        text = QVBoxLayout()
        text.addStretch(1)
        text.addWidget(self.name)
        text.addWidget(self.colour)
        text.addWidget(self.state)
        text.addStretch(1)
        self.remove = QPushButton()
        """The host's: remove the player (or bot) of this seat from the room."""
        self.remove.hide()
        row = QHBoxLayout(self)
        row.addWidget(self.token)
        row.addLayout(text, 1)
        row.addWidget(self.remove)

    def show_seat(self, number: int, seat: RoomSeat, token_size: int) -> None:
        set_role(self, "free" if seat.name is None else "seat")
        self.name.setText(seat_words(seat, number))
        if seat.name is None:
            self.token.setPixmap(art.token_pixmap(pal.BOARD_DARK, str(number), token_size))
            self.colour.setText("")
        else:
            colour = pal.PLAYER_COLOURS[seat.colour]
            self.token.setPixmap(art.token_pixmap(colour, str(number), token_size))
            self.colour.setText(player_colour_name(seat.colour))
        self.setAccessibleName(self.name.text())
        mark = "" if seat.name is None or seat.bot is not None else ("✔ " if seat.ready else "… ")
        self.state.setText(mark + seat_state(seat))


class RoomPage(Page):
    """The room of a game: who sits where, their colours and readiness; ready, start, leave.

    The player's preferred colour (``preferred_colour``) is asked for once, as soon as the room
    shows the player seated in another colour while the preferred one is free.
    """

    ready_changed = Signal(bool, int)  # ready, colour
    start_requested = Signal()
    leave_requested = Signal()
    remove_requested = Signal(int)  # the seat (the host removes whoever sits there)

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("room")
        self.banner = art.Banner(22)
        self.seats_box = Panel()
        grid = QGridLayout()
        grid.setSpacing(12)
        self.cards = [SeatCard() for _ in range(4)]
        for index, card in enumerate(self.cards):
            grid.addWidget(card, index // 2, index % 2)
            card.remove.clicked.connect(lambda _=False, i=index: self.remove_requested.emit(i))
        self.seats_box.body.addLayout(grid)
        self.rules_box = Panel()
        self.board = ActionBoardView()
        self.rules_text = label("big", word_wrap=True)
        rules_row = QHBoxLayout()
        rules_row.addWidget(self.board, 0, Qt.AlignmentFlag.AlignTop)
        rules_row.addWidget(self.rules_text, 1, Qt.AlignmentFlag.AlignTop)
        self.rules_box.body.addLayout(rules_row)
        self.rules_box.body.addStretch(1)
        self.me_box = Panel()
        self.colour_label = label("subheading")
        self.colour = ColourChoice()
        self.ready = QPushButton()
        self.ready.setCheckable(True)
        self.start_button = QPushButton()
        set_role(self.start_button, "primary")
        self.leave_button = QPushButton()
        self.ready.toggled.connect(self._ready)
        self.colour.changed.connect(lambda _colour: self._ready(self.ready.isChecked()))
        self.start_button.clicked.connect(self.start_requested)
        self.leave_button.clicked.connect(self.leave_requested)
        self.message = label("big", word_wrap=True)
        self.colour_note = label("muted", word_wrap=True)
        """Tells a player whose colour was taken which one they got."""
        self.wrong_pins = label("error", word_wrap=True)
        for line in (self.colour_note, self.wrong_pins):  # their room is kept: nothing jumps
            line.sizePolicy().setRetainSizeWhenHidden(True)
            line.hide()
        self._wrong: dict[str, int] = {}
        self.guests = GuestsPanel()
        me = self.me_box.body
        me.addWidget(self.colour_label)
        me.addWidget(self.colour)
        me.addWidget(self.colour_note)
        me.addWidget(self.ready)
        me.addWidget(self.message)
        me.addWidget(self.wrong_pins)
        me.addWidget(self.guests)
        me.addStretch(1)
        buttons = QHBoxLayout()
        buttons.addWidget(self.leave_button)
        buttons.addStretch(1)
        buttons.addWidget(self.start_button)
        me.addLayout(buttons)
        left = QVBoxLayout()
        left.addWidget(self.seats_box)
        left.addWidget(self.rules_box, 1)
        body = QHBoxLayout()
        body.addLayout(left, 3)
        body.addWidget(self.me_box, 2)
        self.outer = self.scrolled_layout()
        self.outer.addWidget(self.banner)
        self.outer.addLayout(body, 1)
        self.is_host = False
        self.preferred_colour: int | None = None
        self._asked = False
        self._early_ready: bool | None = None
        self._colour_taken: tuple[int, int] | None = None
        """(preferred, given): the player's colour was taken, another was given."""
        self._shown: tuple[str, str, list[RoomSeat], bool, str | None, GameRules | None,
                           int] | None = None  # fmt: skip
        self.retranslate()
        self.rescaled()

    def retranslate(self) -> None:
        self.seats_box.heading.setText(tr("Seats"))
        self.rules_box.heading.setText(tr("Rules"))
        self.me_box.heading.setText(tr("You"))
        self.colour_label.setText(tr("Your colour:"))
        self.colour.retranslate()
        self.ready.setText(tr("I am ready"))
        self.start_button.setText(tr("Start the game"))
        self.leave_button.setText(tr("Leave the room"))
        for card in self.cards:
            card.remove.setText(tr("Remove"))
        self.guests.retranslate()
        if self._shown is not None:
            self.set_room(*self._shown)
        else:
            self.banner.set_texts(tr("Room"), "")
        self.set_wrong_pins(self._wrong)
        self._show_colour_note()

    def _show_colour_note(self) -> None:
        taken = self._colour_taken
        if taken is not None:
            self.colour_note.setText(tr("Your colour, {preferred}, was taken: you play {given}.")
                                     .format(preferred=player_colour_name(taken[0]),
                                             given=player_colour_name(taken[1])))  # fmt: skip
        self.colour_note.setVisible(taken is not None)

    def set_wrong_pins(self, wrong: dict[str, int]) -> None:
        """Show the host how many wrong PINs were tried, and from which addresses."""
        self._wrong = dict(wrong)
        total = sum(wrong.values())
        addresses = ", ".join(sorted(wrong, key=lambda address: (-wrong[address], address)))
        self.wrong_pins.setText(
            tr("%n wrong PIN(s) from {addresses}", None, total).format(addresses=addresses))
        self.wrong_pins.setVisible(total > 0)

    def rescaled(self) -> None:
        if not hasattr(self, "outer"):
            return
        self.banner.scale = self.scale
        self.banner.setFixedHeight(self.px(110))
        for card in self.cards:
            card.setFixedHeight(self.px(96))
        margin = self.px(12)
        self.outer.setContentsMargins(margin, margin, margin, margin)
        self.outer.setSpacing(self.px(10))
        self.colour.set_icon_size(self.px(22))
        self.ready.setMinimumHeight(self.px(40))
        if self._shown is not None:
            self.set_room(*self._shown)

    def set_room(self, title: str, info: str, seats: Sequence[RoomSeat], is_host: bool,
                 not_startable: str | None, rules: GameRules | None = None,
                 turn_timer: int = 0) -> None:  # fmt: skip
        """Show the roster; ``not_startable`` is why the game cannot start yet (None: it can);
        ``rules``: the game's options; ``turn_timer``: the seconds a turn may take (0: no
        limit)."""
        seats = list(seats)
        self._shown = (title, info, seats, is_host, not_startable, rules, turn_timer)
        self.rules_box.setVisible(rules is not None)
        self.board.setVisible(isinstance(rules, Options))  # (Helsinki's action board)
        if isinstance(rules, Options):
            self.board.set_covered(rules.covered(), rules.variant == Variant.NEW_CHALLENGES
                                   and rules.cover is None)  # fmt: skip
        if rules is not None:
            names = [bot_name(s.bot, s.name) if s.name is not None
                     else tr("Free seat, place {n}").format(n=i + 1)
                     for i, s in enumerate(seats)]  # fmt: skip
            self.rules_text.setText(rules_text(rules, names, turn_timer))
        self.is_host = is_host
        self.banner.set_texts(title, info)
        for number, card in enumerate(self.cards, start=1):
            card.setVisible(number <= len(seats))
            if number <= len(seats):
                card.show_seat(number, seats[number - 1], self.px(48))
                seat = seats[number - 1]
                card.remove.setVisible(is_host and seat.name is not None and not seat.mine)
        taken = {s.colour for s in seats if s.name is not None and not s.mine}
        self.colour.set_taken(taken)
        mine = next((s for s in seats if s.mine and s.bot is None), None)
        if mine is not None:
            self.ready.blockSignals(True)
            self.ready.setChecked(mine.ready)
            self.ready.blockSignals(False)
            self.colour.set_value(mine.colour)
            self.colour.set_taken(taken)
        self.start_button.setVisible(is_host)
        self.start_button.setEnabled(is_host and not_startable is None)
        if is_host:
            self.message.setText(tr("Everyone is ready: you can start.") if not_startable is None
                                 else tr("Not yet: {reason}.").format(reason=not_startable))
        else:
            self.message.setText(tr("The host starts the game when everyone is ready."))
        if mine is not None:
            self._ask_preferred(mine, taken)

    def _ask_preferred(self, mine: RoomSeat, taken: set[int]) -> None:
        """Once the player's seat shows: ask for the preferred colour when it is free, and
        tell a readiness chosen before the seat showed."""
        ready, colour = mine.ready, mine.colour
        preferred = self.preferred_colour
        if not self._asked and preferred is not None and preferred != colour:
            if preferred in taken:
                self._colour_taken = (preferred, colour)
                self._show_colour_note()
            else:
                colour = preferred
        self._asked = True
        if self._early_ready is not None:
            ready, self._early_ready = self._early_ready, None
        if (ready, colour) != (mine.ready, mine.colour):
            self.colour.set_value(colour)
            self.ready.blockSignals(True)
            self.ready.setChecked(ready)
            self.ready.blockSignals(False)
            self.ready_changed.emit(ready, colour)

    def show_message(self, text: str) -> None:
        self.message.setText(text)

    def hideEvent(self, event: QHideEvent) -> None:
        super().hideEvent(event)
        if not event.spontaneous():  # another page: the next room starts afresh
            self._asked = False
            self._early_ready = None
            self._colour_taken = None
            self._show_colour_note()

    def _ready(self, ready: bool) -> None:
        if not self._asked:  # the player's seat has not shown yet
            self._early_ready = ready  # told once it does
            return
        if self._colour_taken is not None and self.colour.value != self._colour_taken[1]:
            self._colour_taken = None  # the player chose another colour since
            self._show_colour_note()
        self.ready_changed.emit(ready, self.colour.value)
