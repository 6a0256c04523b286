"""How a game is set up, as the new-game screen, the hot seat and the lobby's hosting form ask
it: the bots a seat may hold, the variant, Dry roads, the actions covered by "new challenges"
and the start player. The forms give :class:`engine.helsinki.options.Options`; what is left to
chance is None there, and the seed decides.
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any

from PySide6.QtCore import QEvent, QPointF, QRectF, QSize, Qt, Signal
from PySide6.QtGui import (
    QFont,
    QHelpEvent,
    QIcon,
    QMouseEvent,
    QPainter,
    QPaintEvent,
    QPen,
)
from PySide6.QtWidgets import (
    QButtonGroup,
    QCheckBox,
    QComboBox,
    QDialog,
    QDialogButtonBox,
    QGridLayout,
    QHBoxLayout,
    QLabel,
    QPushButton,
    QSizePolicy,
    QToolTip,
    QVBoxLayout,
    QWidget,
)

from engine.helsinki.components import ACTION_COLUMNS, NEW_CHALLENGES_COVERED, Action
from engine.helsinki.options import Options, Variant
from engine.rules import HELSINKI, rule_set
from ui import palette as pal
from ui.i18n import action_name, action_short, bot_name, player_colour_name, tr
from ui.pages.art import action_cells, paint_action_board, token_pixmap
from ui.pages.style import label, style_sheet

MAX_NAME = 32
"""Characters in a player or game name (the protocol's limit)."""

LEVEL_ORDER = ("easy", "normal", "hard")
"""The levels a player chooses a bot by, weakest first (every rule set's ``levels`` names them)."""


def bot_choices(rules: str = HELSINKI.name) -> tuple[str, ...]:
    """The bots a seat of a game of ``rules`` (a rule set's name) may hold, weakest first: the
    bots of that rule set's levels."""
    levels = rule_set(rules).levels
    return tuple(levels[level] for level in LEVEL_ORDER)


BOT_CHOICES: tuple[str, ...] = bot_choices()
"""The bots a seat of a game of Helsinki may hold, weakest first."""
DEFAULT_BOT = "greedy"

VARIANTS = (Variant.FIRST_GAME, Variant.ALL_ACTIONS, Variant.NEW_CHALLENGES)
DEFAULT_VARIANT = Variant.FIRST_GAME
"""A newcomer's first game covers the bottom row of the action board, as the rulebook advises."""


def colour_order(count: int, preferred: int, first_person: int = 0) -> list[int]:
    """The player colours of ``count`` seats: the seat ``first_person`` (the first person
    seated) in the ``preferred`` colour, the seats after it in the other colours in order."""
    order = [preferred] + [c for c in range(len(pal.PLAYER_COLOURS)) if c != preferred]
    if first_person:
        order = order[-first_person:] + order[:-first_person]
    return order[:count]


def bot_label(bot: str, rules: str = HELSINKI.name) -> str:
    """How strong a bot of the rule set ``rules`` plays, in words: its level."""
    labels = {"easy": tr("Easy"), "normal": tr("Normal"), "hard": tr("Hard")}
    for level, level_bot in rule_set(rules).levels.items():
        if level_bot == bot and level in labels:
            return labels[level]
    return tr("Random") if bot == "random" else bot


def bot_description(bot: str) -> str:
    """How a bot plays, in a sentence (a tooltip)."""
    texts = {
        "random": tr("Plays any legal move."),
        "easy": tr("Plays for points, but often overlooks the best move."),
        "greedy": tr("Plays the turn that scores best right now."),
        "expert": tr("Thinks a second a turn about what the others may hold and do next."),
    }
    return texts.get(bot, "")


def bot_player_name(bot: str, number: int) -> str:
    """The name of the ``number``-th bot of a game at a table ("Normal bot 2")."""
    return f"{bot_name(bot)} {number}"


def variant_name(variant: str) -> str:
    names = {
        Variant.FIRST_GAME.value: tr("First game"),
        Variant.ALL_ACTIONS.value: tr("All actions"),
        Variant.NEW_CHALLENGES.value: tr("New challenges"),
    }
    return names.get(variant, variant)


def variant_description(variant: str) -> str:
    texts = {
        Variant.FIRST_GAME.value: tr("The bottom row of the action board is covered: the "
                                     "gentlest start."),
        Variant.ALL_ACTIONS.value: tr("Every action of the action board can be used."),
        Variant.NEW_CHALLENGES.value: tr("Five actions are covered: chosen here, or left to "
                                         "chance."),
    }
    return texts.get(variant, "")


def options_text(options: Options, players: int, names: Sequence[str] = ()) -> str:
    """The options of a game in one line: "3 players, New challenges, Dry roads"."""
    parts = [tr("%n player(s)", None, players), variant_name(options.variant)]
    if options.dry_roads:
        parts.append(tr("Dry roads"))
    if options.cover is not None:
        parts.append(tr("covered: {actions}").format(
            actions=", ".join(action_name(a) for a in options.cover)))  # fmt: skip
    if options.start_seat is not None:
        who = (names[options.start_seat] if options.start_seat < len(names)
               else tr("seat {n}").format(n=options.start_seat + 1))  # fmt: skip
        parts.append(tr("{name} starts").format(name=who))
    return ", ".join(parts)


class Segments(QWidget):
    """A row of buttons of which one is chosen (a segmented control); ``changed(value)``."""

    changed = Signal(object)

    def __init__(self, values: Sequence[Any], parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.values = list(values)
        self.group = QButtonGroup(self)
        self.buttons: list[QPushButton] = []
        row = QHBoxLayout(self)
        row.setContentsMargins(0, 0, 0, 0)
        row.setSpacing(4)
        for index in range(len(self.values)):
            button = QPushButton()
            button.setCheckable(True)
            button.setSizePolicy(QSizePolicy.Policy.Expanding, QSizePolicy.Policy.Fixed)
            self.group.addButton(button, index)
            self.buttons.append(button)
            row.addWidget(button)
        self.buttons[0].setChecked(True)
        self.group.idToggled.connect(self._toggled)

    def set_texts(self, texts: Sequence[str]) -> None:
        for button, text in zip(self.buttons, texts, strict=True):
            button.setText(text)

    def set_values(self, values: Sequence[Any]) -> None:
        """Other values for the same buttons (as many); the button chosen stays chosen."""
        if len(values) != len(self.buttons):
            raise ValueError(f"{len(self.buttons)} values expected, not {len(values)}")
        self.values = list(values)

    @property
    def value(self) -> Any:
        return self.values[max(0, self.group.checkedId())]

    def set_value(self, value: Any) -> None:
        if value in self.values:
            self.buttons[self.values.index(value)].setChecked(True)

    def _toggled(self, index: int, checked: bool) -> None:
        if checked:
            self.changed.emit(self.values[index])


class CoverDialog(QDialog):
    """Choose the five actions that "new challenges" covers, on a copy of the action board."""

    def __init__(self, chosen: Sequence[Action], parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setWindowTitle(tr("Covered actions"))
        self.setStyleSheet(style_sheet(1.0) + "CoverDialog { background: #2f4f3a; }")
        intro = label(word_wrap=True)
        intro.setText(tr("Choose the {n} actions of the action board that nobody may use in "
                         "this game.").format(n=NEW_CHALLENGES_COVERED))  # fmt: skip
        grid = QGridLayout()
        grid.setSpacing(6)
        self.buttons: dict[Action, QPushButton] = {}
        for action in Action:
            button = QPushButton(f"{action_short(action)}\n{action_name(action)}")
            button.setCheckable(True)
            button.setChecked(action in chosen)
            button.setMinimumSize(150, 54)
            button.toggled.connect(self._count)
            row, column = divmod(int(action), ACTION_COLUMNS)
            grid.addWidget(button, row, column)
            self.buttons[action] = button
        self.count = label("subheading")
        self.box = QDialogButtonBox(QDialogButtonBox.StandardButton.Ok
                                    | QDialogButtonBox.StandardButton.Cancel)  # fmt: skip
        self.chance_button = self.box.addButton(tr("Leave to chance"),
                                                QDialogButtonBox.ButtonRole.ResetRole)
        self.chance_button.clicked.connect(self._chance)
        self.left_to_chance = False
        self.box.accepted.connect(self.accept)
        self.box.rejected.connect(self.reject)
        layout = QVBoxLayout(self)
        layout.addWidget(intro)
        layout.addLayout(grid)
        bottom = QHBoxLayout()
        bottom.addWidget(self.count, 1)
        bottom.addWidget(self.box)
        layout.addLayout(bottom)
        self._count()

    def chosen(self) -> tuple[Action, ...]:
        return tuple(a for a, button in self.buttons.items() if button.isChecked())

    def result_cover(self) -> tuple[Action, ...] | None:
        """The actions chosen, or None when they are left to chance."""
        return None if self.left_to_chance else self.chosen()

    def _chance(self) -> None:
        self.left_to_chance = True
        self.accept()

    def _count(self) -> None:
        count = len(self.chosen())
        self.count.setText(tr("{n} of {total} chosen").format(n=count,
                                                              total=NEW_CHALLENGES_COVERED))
        ok = self.box.button(QDialogButtonBox.StandardButton.Ok)
        ok.setEnabled(count == NEW_CHALLENGES_COVERED)


class ActionBoardView(QWidget):
    """The action board in small, showing which actions a game covers; ``clicked`` when it is
    clicked (to choose the covered actions). Each action's name is its cell's tooltip."""

    clicked = Signal()
    RATIO = 2.6

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.covered: frozenset[Action] = frozenset()
        self.chance = False
        """Whether the covered actions are left to chance (a question mark over the board)."""
        policy = QSizePolicy(QSizePolicy.Policy.Preferred, QSizePolicy.Policy.Fixed)
        policy.setHeightForWidth(True)
        self.setSizePolicy(policy)
        self.setMinimumWidth(180)

    def set_covered(self, covered: frozenset[Action], chance: bool) -> None:
        self.covered, self.chance = covered, chance
        self.update()

    def hasHeightForWidth(self) -> bool:
        return True

    def heightForWidth(self, width: int) -> int:
        return round(min(width, self._max_width()) / self.RATIO)

    def sizeHint(self) -> QSize:
        return QSize(self._max_width(), round(self._max_width() / self.RATIO))

    def _max_width(self) -> int:
        return round(self.fontMetrics().height() * 20)

    def board_rect(self) -> QRectF:
        width = min(float(self.width()), self.height() * self.RATIO)
        return QRectF(0, 0, width, width / self.RATIO)

    def paintEvent(self, event: QPaintEvent) -> None:
        painter = QPainter(self)
        rect = self.board_rect()
        paint_action_board(painter, rect, self.covered)
        if self.chance:
            side = rect.height() * 0.5
            disc = QRectF(rect.center().x() - side / 2, rect.center().y() - side / 2, side, side)
            painter.setRenderHint(QPainter.RenderHint.Antialiasing)
            painter.setPen(QPen(pal.INK, 2))
            painter.setBrush(pal.HIGHLIGHT)
            painter.drawEllipse(disc)
            font = QFont(pal.font(10, True))
            font.setPixelSize(round(side * 0.6))
            painter.setFont(font)
            painter.drawText(disc, Qt.AlignmentFlag.AlignCenter, "?")
        painter.end()

    def event(self, event: QEvent) -> bool:
        if event.type() == QEvent.Type.ToolTip and isinstance(event, QHelpEvent):
            for action, cell in zip(Action, action_cells(self.board_rect()), strict=True):
                if cell.contains(QPointF(event.pos())):
                    QToolTip.showText(event.globalPos(), action_name(action), self)
                    return True
            QToolTip.hideText()
            return True
        return super().event(event)

    def mousePressEvent(self, event: QMouseEvent) -> None:
        if event.button() == Qt.MouseButton.LeftButton:
            self.clicked.emit()


class OptionsForm(QWidget):
    """The rules of a new game: variant, Dry roads, the covered actions of "new challenges"
    (chosen or left to chance) and the start player (chosen or left to chance)."""

    changed = Signal()

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.variant_label = label("subheading")
        self.variant = Segments([v.value for v in VARIANTS])
        self.variant.set_value(DEFAULT_VARIANT.value)
        self.description = label("muted", word_wrap=True)
        self.board = ActionBoardView()
        self.board.clicked.connect(self._board_clicked)
        self.dry_roads = QCheckBox()
        self.cover_label = QLabel()
        self.cover_button = QPushButton()
        self.cover_button.clicked.connect(self.choose_cover)
        self.start_label = QLabel()
        self.start_seat = QComboBox()
        self.start_seat.setSizeAdjustPolicy(
            QComboBox.SizeAdjustPolicy.AdjustToMinimumContentsLengthWithIcon)
        self.start_seat.setMinimumContentsLength(14)
        self.cover: tuple[Action, ...] | None = None
        self._names: list[str] = []
        grid = QGridLayout()
        grid.setContentsMargins(0, 0, 0, 0)
        grid.setHorizontalSpacing(10)
        grid.addWidget(self.cover_label, 0, 0)
        grid.addWidget(self.cover_button, 0, 1)
        grid.addWidget(self.start_label, 1, 0)
        grid.addWidget(self.start_seat, 1, 1)
        grid.setColumnStretch(1, 1)
        layout = QVBoxLayout(self)
        layout.setContentsMargins(0, 0, 0, 0)
        layout.setSpacing(6)
        layout.addWidget(self.variant_label)
        layout.addWidget(self.variant)
        layout.addWidget(self.description)
        layout.addWidget(self.board)
        layout.addWidget(self.dry_roads)
        layout.addLayout(grid)
        self.variant.changed.connect(self._variant_changed)
        self.dry_roads.toggled.connect(lambda _on: self.changed.emit())
        self.start_seat.currentIndexChanged.connect(lambda _i: self.changed.emit())
        self.set_seats([])
        self.retranslate()

    def retranslate(self) -> None:
        self.variant_label.setText(tr("Rules"))
        self.variant.set_texts([variant_name(v.value) for v in VARIANTS])
        self.description.setText(variant_description(self.variant.value))
        self.dry_roads.setText(tr("Dry roads expansion"))
        self.cover_label.setText(tr("Covered actions:"))
        self.start_label.setText(tr("Start player:"))
        self._cover_text()
        self.set_seats(self._names)

    def set_seats(self, names: Sequence[str]) -> None:
        """The players of the game, in seat order (the start player is one of them)."""
        chosen = self.start_seat.currentData()
        self._names = list(names)
        self.start_seat.blockSignals(True)
        self.start_seat.clear()
        self.start_seat.addItem(tr("Left to chance"), None)
        for seat, name in enumerate(self._names):
            self.start_seat.addItem(name, seat)
        index = self.start_seat.findData(chosen) if chosen is not None else 0
        self.start_seat.setCurrentIndex(max(0, index))
        self.start_seat.blockSignals(False)

    def options(self) -> Options:
        variant = Variant(self.variant.value)
        cover = self.cover if variant == Variant.NEW_CHALLENGES else None
        start = self.start_seat.currentData()
        return Options(variant, self.dry_roads.isChecked(), cover,
                       None if start is None else int(start))  # fmt: skip

    def set_options(self, options: Options) -> None:
        self.variant.set_value(options.variant.value)
        self.dry_roads.setChecked(options.dry_roads)
        self.cover = options.cover
        self._cover_text()

    def choose_cover(self) -> None:
        dialog = CoverDialog(self.cover or (), self)
        dialog.accepted.connect(lambda: self.set_cover(dialog.result_cover()))
        dialog.open()

    def set_cover(self, actions: Sequence[Action] | None) -> None:
        """The five covered actions (None: left to chance)."""
        self.cover = None if actions is None else tuple(sorted(actions))
        self._cover_text()
        self.changed.emit()

    def _board_clicked(self) -> None:
        if self.variant.value == Variant.NEW_CHALLENGES.value:
            self.choose_cover()

    def _cover_text(self) -> None:
        new_challenges = self.variant.value == Variant.NEW_CHALLENGES.value
        options = self.options()
        self.board.set_covered(options.covered(), new_challenges and self.cover is None)
        self.board.setCursor(Qt.CursorShape.PointingHandCursor if new_challenges
                             else Qt.CursorShape.ArrowCursor)  # fmt: skip
        self.board.setToolTip("")
        self.cover_label.setVisible(new_challenges)
        self.cover_button.setVisible(new_challenges)
        if self.cover is None:
            self.cover_button.setText(tr("Left to chance: choose…"))
            self.cover_button.setToolTip("")
        else:
            self.cover_button.setText(tr("%n chosen: change…", None, len(self.cover)))
            self.cover_button.setToolTip("\n".join(action_name(a) for a in self.cover))

    def _variant_changed(self, _value: object) -> None:
        self.description.setText(variant_description(self.variant.value))
        self._cover_text()
        self.changed.emit()


def names_in_words(names: Sequence[str]) -> str:
    """Names joined for a sentence: "Anna", "Anna and Ben", "Anna, Ben and Cleo"."""
    names = list(names)
    if len(names) <= 1:
        return "".join(names)
    return tr("{names} and {last}").format(names=", ".join(names[:-1]), last=names[-1])


class ColourChoice(QWidget):
    """The four player colours as tokens; one is chosen, taken ones cannot be; ``changed``."""

    changed = Signal(int)

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.group = QButtonGroup(self)
        self.buttons: list[QPushButton] = []
        row = QHBoxLayout(self)
        row.setContentsMargins(0, 0, 0, 0)
        row.setSpacing(6)
        for colour in range(len(pal.PLAYER_COLOURS)):
            button = QPushButton()
            button.setCheckable(True)
            self.group.addButton(button, colour)
            self.buttons.append(button)
            row.addWidget(button)
        row.addStretch(1)
        self.buttons[0].setChecked(True)
        self.group.idToggled.connect(self._toggled)
        self.set_icon_size(22)
        self.retranslate()

    def retranslate(self) -> None:
        for colour, button in enumerate(self.buttons):
            button.setText(player_colour_name(colour))

    def set_icon_size(self, size: int) -> None:
        for colour, button in enumerate(self.buttons):
            button.setIcon(QIcon(token_pixmap(pal.PLAYER_COLOURS[colour], "", size)))
            button.setIconSize(QSize(size, size))

    def _toggled(self, colour: int, checked: bool) -> None:
        if checked:
            self.changed.emit(colour)

    @property
    def value(self) -> int:
        return max(0, self.group.checkedId())

    def set_value(self, colour: int) -> None:
        """Choose ``colour`` without telling ``changed``."""
        self.blockSignals(True)
        self.buttons[colour].setChecked(True)
        self.blockSignals(False)

    def set_taken(self, taken: set[int]) -> None:
        """Colours others hold: they cannot be chosen."""
        for colour, button in enumerate(self.buttons):
            button.setEnabled(colour not in taken or colour == self.value)
            button.setToolTip(tr("Taken by another player") if colour in taken else "")
