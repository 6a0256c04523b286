"""Widgets around the table: the start screen, the final score and the preferences; pages that
follow the language."""

from __future__ import annotations

from dataclasses import dataclass

from PySide6.QtCore import QEvent, Qt, Signal
from PySide6.QtWidgets import (
    QCheckBox,
    QComboBox,
    QDialog,
    QDialogButtonBox,
    QFormLayout,
    QGridLayout,
    QGroupBox,
    QLabel,
    QLineEdit,
    QListWidget,
    QListWidgetItem,
    QPushButton,
    QSpinBox,
    QTableWidget,
    QTableWidgetItem,
    QVBoxLayout,
    QWidget,
)

from engine.game import Game
from engine.options import Options, Variant
from ui.i18n import LANGUAGES, language_name, player_colour_name, tr


@dataclass(frozen=True)
class BotGameChoice:
    bots: int
    strength: str
    options: Options


@dataclass(frozen=True)
class HotSeatChoice:
    names: list[str]
    bots: int
    strength: str
    options: Options


def _variant_box() -> QComboBox:
    box = QComboBox()
    for variant in (Variant.FIRST_GAME, Variant.ALL_ACTIONS, Variant.NEW_CHALLENGES):
        box.addItem("", variant.value)
    box.setCurrentIndex(1)
    _narrow(box)
    return box


def _variant_texts(box: QComboBox) -> None:
    for i, text in enumerate((tr("First game (bottom row covered)"), tr("All actions"),
                              tr("New challenges (5 random actions covered)"))):  # fmt: skip
        box.setItemText(i, text)


def _strength_box() -> QComboBox:
    box = QComboBox()
    box.addItem("", "random")
    box.addItem("", "greedy")
    box.setCurrentIndex(1)
    _narrow(box)
    return box


def _strength_texts(box: QComboBox) -> None:
    box.setItemText(0, tr("Random (easy)"))
    box.setItemText(1, tr("Greedy (harder)"))


def _narrow(box: QComboBox) -> None:
    """A combo box whose width does not grow with its longest (translated) item."""
    box.setSizeAdjustPolicy(QComboBox.SizeAdjustPolicy.AdjustToMinimumContentsLengthWithIcon)
    box.setMinimumContentsLength(12)


class Retranslated:
    """A widget that sets its texts in :meth:`retranslate`, again when the language changes."""

    def retranslate(self) -> None:
        raise NotImplementedError

    def changeEvent(self, event: QEvent) -> None:
        if event.type() == QEvent.Type.LanguageChange:
            self.retranslate()
        super().changeEvent(event)  # type: ignore[misc]


class StartScreen(Retranslated, QWidget):
    """The first screen: bots, hot seat, open a record, resume, the LAN lobby."""

    play_bots = Signal(object)  # BotGameChoice
    play_hot_seat = Signal(object)  # HotSeatChoice
    open_record = Signal()
    resume = Signal(str)  # path of the record
    preferences = Signal()
    lan_lobby = Signal()

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("start")
        self.title = QLabel()
        self.title.setStyleSheet("font-size: 30pt; font-weight: bold;")
        self.subtitle = QLabel()
        self.subtitle.setWordWrap(True)

        self.bots = QGroupBox()
        form = QFormLayout(self.bots)
        self.bot_count = QSpinBox()
        self.bot_count.setRange(1, 3)
        self.bot_count.setValue(2)
        self.strength = _strength_box()
        self.variant = _variant_box()
        self.dry_roads = QCheckBox()
        self.start_bots = QPushButton()
        self.start_bots.setDefault(True)
        self.bot_labels = [QLabel() for _ in range(3)]
        for label, field in zip(self.bot_labels, (self.bot_count, self.strength, self.variant),
                                strict=True):  # fmt: skip
            form.addRow(label, field)
        form.addRow("", self.dry_roads)
        form.addRow("", self.start_bots)
        self.start_bots.clicked.connect(self._bots)

        self.hot = QGroupBox()
        hot_form = QFormLayout(self.hot)
        self.hot_players = QSpinBox()
        self.hot_players.setRange(2, 4)
        self.hot_players.setValue(2)
        self.hot_names = [QLineEdit() for _ in range(4)]
        self.hot_variant = _variant_box()
        self.hot_dry = QCheckBox()
        self.start_hot = QPushButton()
        self.hot_labels = [QLabel() for _ in range(6)]  # players, 4 names, variant
        fields = [self.hot_players, *self.hot_names, self.hot_variant]
        for label, field in zip(self.hot_labels, fields, strict=True):
            hot_form.addRow(label, field)
        hot_form.addRow("", self.hot_dry)
        hot_form.addRow("", self.start_hot)
        self.hot_players.valueChanged.connect(self._hot_count)
        self._hot_count(2)
        self.start_hot.clicked.connect(self._hot)

        self.other = QGroupBox()
        other_layout = QVBoxLayout(self.other)
        self.open_button = QPushButton()
        self.open_button.clicked.connect(self.open_record)
        self.resume_label = QLabel()
        self.resume_list = QListWidget()
        self.resume_list.setMaximumHeight(120)
        self.resume_button = QPushButton()
        self.resume_button.clicked.connect(self._resume)
        self.resume_list.itemActivated.connect(lambda _item: self._resume())
        self.lan_button = QPushButton()
        self.lan_button.clicked.connect(self.lan_lobby)
        self.prefs_button = QPushButton()
        self.prefs_button.clicked.connect(self.preferences)
        for widget in (self.open_button, self.resume_label, self.resume_list, self.resume_button,
                       self.lan_button, self.prefs_button):  # fmt: skip
            other_layout.addWidget(widget)
        other_layout.addStretch(1)

        grid = QGridLayout()
        grid.addWidget(self.bots, 0, 0)
        grid.addWidget(self.hot, 0, 1)
        grid.addWidget(self.other, 0, 2)
        for column in range(3):
            grid.setColumnStretch(column, 1)
        outer = QVBoxLayout(self)
        outer.addWidget(self.title)
        outer.addWidget(self.subtitle)
        outer.addLayout(grid)
        outer.addStretch(1)
        self.retranslate()

    def retranslate(self) -> None:
        self.title.setText(tr("Helsinki"))
        self.subtitle.setText(tr("Shape the market on the Senate Square: push pavilions onto "
                                 "your board, fill rows and columns."))  # fmt: skip
        self.bots.setTitle(tr("Play against bots"))
        for label, text in zip(self.bot_labels, (tr("Bots:"), tr("Strength:"), tr("Variant:")),
                               strict=True):  # fmt: skip
            label.setText(text)
        _strength_texts(self.strength)
        _variant_texts(self.variant)
        self.dry_roads.setText(tr("Dry roads expansion"))
        self.start_bots.setText(tr("Play"))
        self.hot.setTitle(tr("Hot seat"))
        texts = [tr("Players:")] + [tr("Name {n}:").format(n=i + 1) for i in range(4)]
        for label, text in zip(self.hot_labels, [*texts, tr("Variant:")], strict=True):
            label.setText(text)
        for i, edit in enumerate(self.hot_names):
            edit.setPlaceholderText(tr("Player {n}").format(n=i + 1))
        _variant_texts(self.hot_variant)
        self.hot_dry.setText(tr("Dry roads expansion"))
        self.start_hot.setText(tr("Play hot seat"))
        self.other.setTitle(tr("More"))
        self.open_button.setText(tr("Open a record…"))
        self.resume_label.setText(tr("Interrupted games:"))
        self.resume_button.setText(tr("Resume the selected game"))
        self.lan_button.setText(tr("LAN lobby…"))
        self.lan_button.setToolTip(tr("Play with others on the local network, or watch a game."))
        self.prefs_button.setText(tr("Preferences…"))

    def _hot_count(self, count: int) -> None:
        for i, edit in enumerate(self.hot_names):
            edit.setEnabled(i < count)

    def _options(self, variant: QComboBox, dry: QCheckBox) -> Options:
        return Options(Variant(variant.currentData()), dry.isChecked())

    def _bots(self) -> None:
        self.play_bots.emit(BotGameChoice(self.bot_count.value(), self.strength.currentData(),
                                          self._options(self.variant, self.dry_roads)))  # fmt: skip

    def _hot(self) -> None:
        count = self.hot_players.value()
        names = [
            edit.text().strip() or tr("Player {n}").format(n=i + 1)
            for i, edit in enumerate(self.hot_names[:count])
        ]
        self.play_hot_seat.emit(HotSeatChoice(names, 0, "random",
                                              self._options(self.hot_variant, self.hot_dry)))

    def set_saved_games(self, games: list[tuple[str, str]]) -> None:
        """Interrupted games as (label, path)."""
        self.resume_list.clear()
        for label, path in games:
            item = QListWidgetItem(label)
            item.setData(Qt.ItemDataRole.UserRole, path)
            self.resume_list.addItem(item)
        self.resume_button.setEnabled(bool(games))
        if games:
            self.resume_list.setCurrentRow(0)

    def _resume(self) -> None:
        item = self.resume_list.currentItem()
        if item is not None:
            self.resume.emit(str(item.data(Qt.ItemDataRole.UserRole)))


class ScoreDialog(QDialog):
    """The final score with its breakdown; the boards show the counted rows and columns."""

    def __init__(self, game: Game, names: list[str], parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setWindowTitle(tr("Final score"))
        headers = [tr("Player"), tr("Rows"), tr("Columns"), tr("Superstructures"),
                   tr("Actions"), tr("Dry roads"), tr("Total")]  # fmt: skip
        scores = game.scores()
        self.table = QTableWidget(len(scores), len(headers))
        self.table.setHorizontalHeaderLabels(headers)
        winner = game.winner
        for seat, s in enumerate(scores):
            values = [names[seat], s.rows, s.columns, s.crossings + s.lines, s.actions,
                      s.dry_roads, s.total]  # fmt: skip
            for col, value in enumerate(values):
                item = QTableWidgetItem(str(value))
                if seat == winner:
                    font = item.font()
                    font.setBold(True)
                    item.setFont(font)
                self.table.setItem(seat, col, item)
        self.table.resizeColumnsToContents()
        label = QLabel(tr("{name} wins!").format(name=names[winner]) if winner is not None else "")
        label.setStyleSheet("font-size: 16pt; font-weight: bold;")
        buttons = QDialogButtonBox(QDialogButtonBox.StandardButton.Close)
        self.export_button = buttons.addButton(tr("Export record…"),
                                               QDialogButtonBox.ButtonRole.ActionRole)
        buttons.rejected.connect(self.reject)
        buttons.accepted.connect(self.accept)
        layout = QVBoxLayout(self)
        layout.addWidget(label)
        layout.addWidget(self.table)
        layout.addWidget(QLabel(tr("Complete rows and columns are highlighted on the boards.")))
        layout.addWidget(buttons)
        self.resize(720, 260)


class PreferencesDialog(QDialog):
    """Name, colour, language and animation speed (which also paces the bots)."""

    def __init__(self, name: str, colour: int, language: str, speed: int,
                 parent: QWidget | None = None) -> None:  # fmt: skip
        super().__init__(parent)
        self.setWindowTitle(tr("Preferences"))
        self.name = QLineEdit(name)
        self.colour = QComboBox()
        for i in range(4):
            self.colour.addItem(player_colour_name(i), i)
        self.colour.setCurrentIndex(colour)
        self.language = QComboBox()
        self.language.addItem(tr("System language"), "")
        for lang in LANGUAGES:
            self.language.addItem(language_name(lang), lang)
        self.language.setCurrentIndex(max(0, self.language.findData(language)))
        self.speed = QComboBox()
        for label in (tr("Instant"), tr("Fast"), tr("Normal"), tr("Slow")):
            self.speed.addItem(label)
        self.speed.setCurrentIndex(speed)
        form = QFormLayout(self)
        form.addRow(tr("Your name:"), self.name)
        form.addRow(tr("Your colour:"), self.colour)
        form.addRow(tr("Language:"), self.language)
        form.addRow(tr("Animation speed:"), self.speed)
        buttons = QDialogButtonBox(QDialogButtonBox.StandardButton.Ok
                                   | QDialogButtonBox.StandardButton.Cancel)  # fmt: skip
        buttons.accepted.connect(self.accept)
        buttons.rejected.connect(self.reject)
        form.addRow(buttons)
