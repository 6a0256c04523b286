"""The spectator's page: the replay viewer, fed live, with every hand face down."""

from __future__ import annotations

from PySide6.QtCore import Signal
from PySide6.QtWidgets import QPushButton, QWidget

from engine.game import Game
from engine.record import Record
from ui.i18n import tr
from ui.pages.replay import ReplayPage
from ui.pages.style import label


class WatchPage(ReplayPage):
    """The replay viewer, fed live: moves already played can be stepped through; the view
    follows the game while it shows the last move. A spectator sees no hidden information:
    the hands stay face down."""

    hides_hands = True
    leave_requested = Signal()

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("watch")
        self.live = label("subheading", word_wrap=True)
        self.leave_button = QPushButton()
        self.leave_button.clicked.connect(self.leave_requested)
        self.menu_button.hide()  # a spectator leaves through "Stop watching"
        self.header.insertWidget(self.header.count() - 1, self.live, 1)
        self.header.addWidget(self.leave_button)
        self.retranslate()

    def retranslate(self) -> None:
        super().retranslate()
        if hasattr(self, "leave_button"):  # the base class calls this before it exists
            self.leave_button.setText(tr("Stop watching"))

    def _title(self) -> None:
        if self.record is None:
            self.title.setText(tr("Watching a live game"))
            return
        self.title.setText(tr("Watching a live game: {names}").format(
            names=", ".join(self.names)))  # fmt: skip

    def begin(self, record: Record) -> None:
        empty = record.until(0)
        self.load_record(empty)
        self.status.setText(tr("Watching live."))

    def add_move(self, index: int, game: Game) -> None:
        if index != len(self.states) - 1:
            return
        before = self.states[-1]
        seat = before.to_move
        assert seat is not None and game.history
        following = self.position == len(self.states) - 1
        snapshot = game.copy()
        self.states.append(snapshot)
        self.moves.append(game.history[-1])
        self.log.add_move(index, game.history[-1], before, snapshot, self.names[seat])
        self.slider.blockSignals(True)
        self.slider.setRange(0, len(self.states) - 1)
        self.slider.blockSignals(False)
        if following and not self.timer.isActive():
            self.show_position(len(self.states) - 1)
        else:
            self._position_text()
            self._reveal_log()
