"""Dialogs: the preferences."""

from __future__ import annotations

from PySide6.QtWidgets import (
    QComboBox,
    QDialog,
    QDialogButtonBox,
    QFormLayout,
    QLineEdit,
    QWidget,
)

from ui.i18n import LANGUAGES, language_name, player_colour_name, tr


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
