"""The hand-over screen of a hot-seat game: it hides the table, and the hand of the one who just
played, until the next player is ready (both games' pages show it)."""

from __future__ import annotations

from PySide6.QtCore import Qt, Signal
from PySide6.QtGui import QColor, QKeyEvent
from PySide6.QtWidgets import QLabel, QPushButton, QStackedWidget, QWidget

from ui import palette as pal
from ui.i18n import tr
from ui.pages import art
from ui.pages.style import Page, Panel, label, set_role
from ui.source import TableSource


class HandOverStack(QStackedWidget):
    """A game's table or, in a hot-seat game, the hand-over screen between two people's turns:
    it hides the table (and the hand of the one who just played) until the next one is ready.
    Both games' pages show it the same way (:meth:`viewer`, :meth:`hand_over`)."""

    ready = Signal()
    """The next player is ready: the page shows the table, with that player's hand."""

    def __init__(self, table: QWidget, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.table = table
        self.panel = HandOverPanel()
        self.addWidget(table)
        self.addWidget(self.panel)
        self.current: int | None = None
        """The seat of the hot-seat player the table was last handed over to (whose hand the
        table shows while the others' turns are played)."""
        self._next: int | None = None
        self.panel.ready.connect(self._ready)

    def viewer(self, source: TableSource) -> tuple[int | None, bool]:
        """(seat whose hand is shown, whether the table takes input) in ``source``'s game."""
        local = source.local_seats()
        confirming = source.confirming_seat
        if confirming is not None:  # the turn shown is still its player's
            return confirming, False
        to_move = source.game().to_move
        if to_move is not None and to_move in local:
            return to_move, True
        if len(local) == 1:
            return next(iter(local)), False
        return self.current, False

    def hand_over(self, source: TableSource, viewer: int | None, interactive: bool,
                  names: list[str], colours: list[QColor]) -> bool:  # fmt: skip
        """Show the hand-over screen when the table passes to another person of a hot-seat
        game (``viewer``, to move when ``interactive``), else the table; whether it is shown
        (the page then shows the table without that hand)."""
        hot_seat = len(source.local_seats()) > 1
        if hot_seat and interactive and viewer is not None and viewer != self.current:
            self._next = viewer
            self.panel.set_player(names[viewer], colours[viewer])
            self.setCurrentWidget(self.panel)
            self.panel.button.setFocus()  # Space or Enter shows the hand
            return True
        self.setCurrentWidget(self.table)
        return False

    @property
    def handing_over(self) -> bool:
        return self.currentWidget() is self.panel

    def _ready(self) -> None:
        self.current = self._next
        self.ready.emit()


class HandOverPanel(Page):
    """Hides the table between two hot-seat players until the next one is ready (the button,
    Space or Enter): the next player's token and name on the table's green."""

    ready = Signal()

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("handover")
        self.name = ""
        self.colour = QColor(pal.PLAYER_COLOURS[0])
        self.panel = Panel()
        self.token = QLabel()
        self.token.setAlignment(Qt.AlignmentFlag.AlignCenter)
        self.label = self.panel.heading
        self.label.setAlignment(Qt.AlignmentFlag.AlignCenter)
        self.label.setWordWrap(True)
        self.note = label("muted", word_wrap=True)
        self.note.setAlignment(Qt.AlignmentFlag.AlignCenter)
        self.button = QPushButton()
        set_role(self.button, "primary")
        self.button.clicked.connect(self.ready)
        body = self.panel.body
        body.insertWidget(0, self.token)
        body.addWidget(self.note)
        body.addWidget(self.button, 0, Qt.AlignmentFlag.AlignHCenter)
        self.centre(self.panel, 2)
        self.retranslate()
        self.rescaled()

    def retranslate(self) -> None:
        self.button.setText(tr("Show my hand"))
        self.label.setText(tr("Pass the computer to {name}.").format(name=self.name))
        self.note.setText(tr("The others look away; {name} shows the hand when ready (Enter)."
                             ).format(name=self.name))  # fmt: skip

    def rescaled(self) -> None:
        if hasattr(self, "panel"):
            self.panel.setMaximumWidth(self.px(620))
            self.panel.body.setContentsMargins(self.px(24), self.px(20), self.px(24),
                                               self.px(22))  # fmt: skip
            self.panel.body.setSpacing(self.px(12))
            self.token.setPixmap(art.token_pixmap(self.colour, "", self.px(48)))

    def set_player(self, name: str, colour: QColor | None = None) -> None:
        self.name = name
        if colour is not None:
            self.colour = colour
        self.retranslate()
        self.rescaled()

    def keyPressEvent(self, event: QKeyEvent) -> None:
        if event.key() in (Qt.Key.Key_Return, Qt.Key.Key_Enter):
            self.ready.emit()
        else:
            super().keyPressEvent(event)
