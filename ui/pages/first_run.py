"""The first start: the player's name, colour and language, asked once before the start screen.
"""

from __future__ import annotations

from PySide6.QtCore import Qt, Signal
from PySide6.QtWidgets import QComboBox, QHBoxLayout, QLineEdit, QPushButton, QWidget

from ui.i18n import LANGUAGES, language_name, tr
from ui.pages import art
from ui.pages.choices import MAX_NAME, ColourChoice
from ui.pages.style import Page, Panel, label


class FirstRunPage(Page):
    """Welcome: who is playing. ``done(name, colour, language)`` when they go on;
    ``language_chosen(language)`` as soon as another language is picked (the page follows)."""

    done = Signal(str, int, str)
    language_chosen = Signal(str)

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("first_run")
        self.panel = Panel()
        self.picture = art.Drawing(art.paint_square, 1000 / 300)
        self.intro = label("big", word_wrap=True)
        self.name_label = label("subheading")
        self.name = QLineEdit()
        self.name.setMaxLength(MAX_NAME)
        self.name.textChanged.connect(self._ready)
        self.name.returnPressed.connect(self._done)
        self.colour_label = label("subheading")
        self.colour = ColourChoice()
        self.language_label = label("subheading")
        self.language = QComboBox()
        self.language.addItem("", "")
        for language in LANGUAGES:
            self.language.addItem(language_name(language), language)
        self.language.currentIndexChanged.connect(
            lambda _i: self.language_chosen.emit(str(self.language.currentData())))
        self.note = label("muted", word_wrap=True)
        self.go = QPushButton()
        self.go.setProperty("role", "primary")
        self.go.clicked.connect(self._done)
        body = self.panel.body
        body.addWidget(self.picture)
        body.addWidget(self.intro)
        body.addWidget(self.name_label)
        body.addWidget(self.name)
        body.addWidget(self.colour_label)
        body.addWidget(self.colour)
        body.addWidget(self.language_label)
        body.addWidget(self.language, 0, Qt.AlignmentFlag.AlignLeft)
        bottom = QHBoxLayout()
        bottom.addWidget(self.note, 1)
        bottom.addWidget(self.go, 0, Qt.AlignmentFlag.AlignBottom)
        body.addLayout(bottom)
        self.centre(self.panel, 3)
        self._ready()
        self.retranslate()

    def retranslate(self) -> None:
        self.panel.heading.setText(tr("Welcome to Helsinki"))
        self.intro.setText(tr("Before the first game: how should the other players know you?"))
        self.name_label.setText(tr("Your name"))
        self.name.setPlaceholderText(tr("e.g. Aino"))
        self.colour_label.setText(tr("Your colour"))
        self.colour.retranslate()
        self.language_label.setText(tr("Language"))
        self.language.setItemText(0, tr("System language"))
        self.note.setText(tr("You can change all of this later in the preferences."))
        self.go.setText(tr("Let's play"))

    def rescaled(self) -> None:
        if hasattr(self, "colour"):
            self.colour.set_icon_size(self.px(22))
            self.panel.setMaximumWidth(self.px(680))

    def set_values(self, name: str, colour: int, language: str) -> None:
        self.name.setText(name)
        self.colour.set_value(colour)
        self.language.blockSignals(True)
        self.language.setCurrentIndex(max(0, self.language.findData(language)))
        self.language.blockSignals(False)

    def _ready(self) -> None:
        self.go.setEnabled(bool(self.name.text().strip()))

    def _done(self) -> None:
        name = self.name.text().strip()
        if name:
            self.done.emit(name, self.colour.value, str(self.language.currentData()))
