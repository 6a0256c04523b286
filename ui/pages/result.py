"""The shell of a game's end page, shared by every game: the title, why the game ended, a row
of results, and the ways on (play again, the table, export, the menu)."""

from __future__ import annotations

from collections.abc import Sequence

from PySide6.QtCore import Signal
from PySide6.QtWidgets import QHBoxLayout, QPushButton, QWidget

from ui.i18n import tr
from ui.pages.style import Page, Panel, label, set_role


class ResultPage(Page):
    """The shell of a game's end, in place of the table: a title, why the game ended, a row of
    results (one panel a player, best first), play again, the table, export, the menu. Each
    game's end page fills the row and the words (:meth:`show_results`, :meth:`retranslate`)."""

    FILL = True
    """Whether the results take the page's height (boards drawn in them), or keep their own."""

    play_again = Signal()
    show_table = Signal()
    export = Signal()
    back_to_menu = Signal()

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("end")
        self.title = label("title", word_wrap=True)
        self.detail = label("big", word_wrap=True)
        self.panels: list[Panel] = []
        """The results shown, one panel a player, best first."""
        self.row = QHBoxLayout()
        self.again_button = QPushButton()
        set_role(self.again_button, "primary")
        self.table_button = QPushButton()
        self.export_button = QPushButton()
        self.menu_button = QPushButton()
        self.again_button.clicked.connect(self.play_again)
        self.table_button.clicked.connect(self.show_table)
        self.export_button.clicked.connect(self.export)
        self.menu_button.clicked.connect(self.back_to_menu)
        buttons = QHBoxLayout()
        for button in (self.menu_button, self.table_button, self.export_button):
            buttons.addWidget(button)
        buttons.addStretch(1)
        buttons.addWidget(self.again_button)
        self.outer = self.scrolled_layout()
        self.outer.addWidget(self.title)
        self.outer.addWidget(self.detail)
        self.outer.addLayout(self.row, 1 if self.FILL else 0)
        if not self.FILL:
            self.outer.addStretch(1)
        self.outer.addLayout(buttons)
        self.message = label("muted", word_wrap=True)
        self.outer.addWidget(self.message)

    def show_results(self, results: Sequence[Panel], can_play_again: bool) -> None:
        """Put ``results`` in the row in place of the last game's."""
        for panel in self.panels:
            self.row.removeWidget(panel)
            panel.deleteLater()
        self.panels = list(results)
        for panel in self.panels:
            self.row.addWidget(panel, 1)
        self.again_button.setVisible(can_play_again)
        self.message.clear()

    def retranslate(self) -> None:
        self.again_button.setText(tr("Play again"))
        self.table_button.setText(tr("Show the table"))
        self.export_button.setText(tr("Export record…"))
        self.menu_button.setText(tr("Back to the menu"))

    def rescaled(self) -> None:
        if not hasattr(self, "outer"):
            return
        margin = self.px(16)
        self.outer.setContentsMargins(margin, margin, margin, margin)
        self.outer.setSpacing(self.px(10))
        self.row.setSpacing(self.px(12))
