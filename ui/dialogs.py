"""Dialogs: the preferences."""

from __future__ import annotations

from PySide6.QtWidgets import (
    QCheckBox,
    QComboBox,
    QDialog,
    QDialogButtonBox,
    QFormLayout,
    QLineEdit,
    QWidget,
)

from ui.i18n import LANGUAGES, language_name, player_colour_name, tr


class PreferencesDialog(QDialog):
    """Name, colour, language, animation speed (which also paces the bots) and whether the
    end of a turn waits for a confirmation."""

    def __init__(self, name: str, colour: int, language: str, speed: int,
                 parent: QWidget | None = None, confirm_end: bool = True) -> None:  # fmt: skip
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
        self.confirm_end = QCheckBox(tr("Confirm the end of my turn"))
        self.confirm_end.setChecked(confirm_end)
        self.confirm_end.setToolTip(tr("Your last step of a turn waits for “End turn” (E) and "
                                       "can still be taken back."))  # fmt: skip
        form = QFormLayout(self)
        form.addRow(tr("Your name:"), self.name)
        form.addRow(tr("Your colour:"), self.colour)
        form.addRow(tr("Language:"), self.language)
        form.addRow(tr("Animation speed:"), self.speed)
        form.addRow(self.confirm_end)
        buttons = QDialogButtonBox(QDialogButtonBox.StandardButton.Ok
                                   | QDialogButtonBox.StandardButton.Cancel)  # fmt: skip
        buttons.accepted.connect(self.accept)
        buttons.rejected.connect(self.reject)
        form.addRow(buttons)
