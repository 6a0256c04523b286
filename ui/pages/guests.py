"""The host's watch over who comes into the room: a PIN retired after its wrong guesses (set a
new one), and the joiners who knock without the PIN (let each in, or turn it away)."""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass

from PySide6.QtCore import Signal
from PySide6.QtWidgets import QHBoxLayout, QPushButton, QVBoxLayout, QWidget

from ui.i18n import tr
from ui.pages.style import label


@dataclass(frozen=True)
class Knocking:
    """A joiner who knocks: its peer id, name, key fingerprint and address."""

    peer: str
    name: str
    fingerprint: str
    address: str


class GuestsPanel(QWidget):
    """Shown to the host only: the retired PIN and the knocks, each with its buttons."""

    new_pin_requested = Signal()
    let_in_requested = Signal(str)
    turn_away_requested = Signal(str)

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.retired = label("error", word_wrap=True)
        self.new_pin = QPushButton()
        self.new_pin.clicked.connect(self.new_pin_requested)
        retired_row = QHBoxLayout()
        retired_row.setContentsMargins(0, 0, 0, 0)
        retired_row.addWidget(self.retired, 1)
        retired_row.addWidget(self.new_pin)
        self.knocks = QVBoxLayout()
        self.knocks.setContentsMargins(0, 0, 0, 0)
        column = QVBoxLayout(self)
        column.setContentsMargins(0, 0, 0, 0)
        column.addLayout(retired_row)
        column.addLayout(self.knocks)
        self._budget = 0
        self._knocking: list[Knocking] = []
        self.rows: dict[str, tuple[QPushButton, QPushButton]] = {}
        """The buttons of each knock (let in, turn away), by peer id."""
        self.set_guests(0, ())

    def set_guests(self, retired_after: int, knocking: Sequence[Knocking]) -> None:
        """``retired_after``: the wrong guesses after which the PIN was retired (0: it is not);
        ``knocking``: who knocks, oldest first."""
        self._budget = retired_after
        self._knocking = list(knocking)
        self.retired.setText(tr("The PIN was retired after {n} wrong guesses: nobody joins with "
                                "it any more. Set a new one, or let guests in as they "
                                "knock.").format(n=retired_after))  # fmt: skip
        self.new_pin.setText(tr("Set a new PIN…"))
        for widget in (self.retired, self.new_pin):
            widget.setVisible(retired_after > 0)
        while self.knocks.count():
            item = self.knocks.takeAt(0)
            inner = item.layout() if item is not None else None
            while inner is not None and inner.count():
                gone = inner.takeAt(0)
                if gone is not None and gone.widget() is not None:
                    gone.widget().deleteLater()  # type: ignore[union-attr]
        self.rows.clear()
        for knock in self._knocking:
            row = QHBoxLayout()
            text = label("big", word_wrap=True)
            text.setText(tr("{name} knocks (key {key}, from {address})").format(
                name=knock.name, key=knock.fingerprint, address=knock.address))  # fmt: skip
            let_in, turn_away = QPushButton(tr("Let in")), QPushButton(tr("Turn away"))
            let_in.clicked.connect(lambda _=False, p=knock.peer: self.let_in_requested.emit(p))
            turn_away.clicked.connect(
                lambda _=False, p=knock.peer: self.turn_away_requested.emit(p))  # fmt: skip
            row.addWidget(text, 1)
            row.addWidget(let_in)
            row.addWidget(turn_away)
            self.knocks.addLayout(row)
            self.rows[knock.peer] = (let_in, turn_away)
        self.setVisible(retired_after > 0 or bool(self._knocking))

    def retranslate(self) -> None:
        self.set_guests(self._budget, self._knocking)
