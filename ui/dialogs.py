"""Dialogs: the preferences, in the style of the pages (the table's green, the game's type)."""

from __future__ import annotations

from PySide6.QtGui import QPainter, QPaintEvent
from PySide6.QtWidgets import (
    QCheckBox,
    QComboBox,
    QDialog,
    QDialogButtonBox,
    QGridLayout,
    QLabel,
    QLineEdit,
    QVBoxLayout,
    QWidget,
)

from ui.i18n import LANGUAGES, language_name, tr
from ui.pages.choices import MAX_NAME, ColourChoice
from ui.pages.style import label, paint_background, set_role, style_sheet


class PreferencesDialog(QDialog):
    """Name, colour, language, animation speed (which also paces the bots), whether the end of
    a turn waits for a confirmation, and the colour-blind marks on the tokens."""

    def __init__(self, name: str, colour: int, language: str, speed: int,
                 parent: QWidget | None = None, confirm_end: bool = True,
                 colour_marks: bool = False) -> None:  # fmt: skip
        super().__init__(parent)
        self.setWindowTitle(tr("Preferences"))
        self.setStyleSheet(style_sheet(1.0))
        self.title = label("heading")
        self.title.setText(tr("Preferences"))
        self.name = QLineEdit(name)
        self.name.setMaxLength(MAX_NAME)
        self.colour = ColourChoice()
        self.colour.set_value(colour)
        self.language = QComboBox()
        self.language.addItem(tr("System language"), "")
        for lang in LANGUAGES:
            self.language.addItem(language_name(lang), lang)
        self.language.setCurrentIndex(max(0, self.language.findData(language)))
        self.speed = QComboBox()
        for text in (tr("Instant"), tr("Fast"), tr("Normal"), tr("Slow")):
            self.speed.addItem(text)
        self.speed.setCurrentIndex(speed)
        self.confirm_end = QCheckBox(tr("Confirm the end of my turn"))
        self.confirm_end.setChecked(confirm_end)
        confirm_note = tr("Your last step of a turn waits for “End turn” (E) and can still be "
                          "taken back.")  # fmt: skip
        self.confirm_end.setToolTip(confirm_note)
        self.colour_marks = QCheckBox(tr("Colour-blind marks"))
        self.colour_marks.setChecked(colour_marks)
        marks_note = tr("The tokens on the table also carry a shape for their colour: a "
                        "triangle for red, a square for green, a diamond for blue, a cross for "
                        "yellow.")  # fmt: skip
        self.colour_marks.setToolTip(marks_note)
        grid = QGridLayout()
        grid.setHorizontalSpacing(14)
        grid.setVerticalSpacing(8)
        rows: list[tuple[str, QWidget]] = [
            (tr("Your name"), self.name),
            (tr("Your colour"), self.colour),
            (tr("Language"), self.language),
            (tr("Animation speed"), self.speed),
        ]
        for row, (text, field) in enumerate(rows):
            heading = label("subheading")
            heading.setText(text)
            grid.addWidget(heading, row, 0)
            grid.addWidget(field, row, 1)
        self.notes: list[QLabel] = []
        for checkbox, note in ((self.confirm_end, confirm_note),
                               (self.colour_marks, marks_note)):  # fmt: skip
            row = grid.rowCount()
            grid.addWidget(checkbox, row, 0, 1, 2)
            explanation = label("muted", word_wrap=True)
            explanation.setText(note)
            explanation.setIndent(24)
            grid.addWidget(explanation, row + 1, 0, 1, 2)
            self.notes.append(explanation)
        buttons = QDialogButtonBox(QDialogButtonBox.StandardButton.Ok
                                   | QDialogButtonBox.StandardButton.Cancel)  # fmt: skip
        set_role(buttons.button(QDialogButtonBox.StandardButton.Ok), "primary")
        buttons.accepted.connect(self.accept)
        buttons.rejected.connect(self.reject)
        layout = QVBoxLayout(self)
        layout.setContentsMargins(20, 16, 20, 16)
        layout.setSpacing(12)
        layout.addWidget(self.title)
        layout.addLayout(grid)
        layout.addStretch(1)
        layout.addWidget(buttons)
        layout.setSizeConstraint(QVBoxLayout.SizeConstraint.SetMinimumSize)

    def paintEvent(self, event: QPaintEvent) -> None:
        painter = QPainter(self)
        paint_background(painter, self.width(), self.height(), 1.0)
        painter.end()
