"""The spectator's pages: the replay viewer, fed live, with every hand face down (Helsinki),
and Copenhagen's table, fed live, with no hidden hand shown (every hand as its size)."""

from __future__ import annotations

from PySide6.QtCore import Signal
from PySide6.QtGui import QColor
from PySide6.QtWidgets import QHBoxLayout, QPushButton, QVBoxLayout, QWidget

from engine.copenhagen import CopenhagenGame
from engine.helsinki.game import Game
from engine.record import Record
from ui import palette as pal
from ui.copenhagen.scene import CopenhagenScene
from ui.copenhagen.view import CopenhagenView
from ui.copenhagen.words import prompt_text
from ui.i18n import Retranslated, bot_name, tr
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


class CopenhagenWatchPage(Retranslated, QWidget):
    """A game of Copenhagen watched live: its table as nobody's seat sees it (the harbour, the
    market, every house; the hands as their sizes only), what happens, and "Stop watching"."""

    leave_requested = Signal()

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("watch-copenhagen")
        self.title = label("heading")
        self.live = label("subheading", word_wrap=True)
        self.status = label("", word_wrap=True)
        self.leave_button = QPushButton()
        self.leave_button.clicked.connect(self.leave_requested)
        self.scene = CopenhagenScene()
        self.view = CopenhagenView(self.scene)
        self.game: CopenhagenGame | None = None
        """The latest state shown (None before the start)."""
        self.names: list[str] = []
        self.colours: list[QColor] = []
        header = QHBoxLayout()
        header.addWidget(self.title)
        header.addWidget(self.live, 1)
        header.addWidget(self.leave_button)
        layout = QVBoxLayout(self)
        layout.setContentsMargins(4, 4, 4, 4)
        layout.setSpacing(4)
        layout.addLayout(header)
        layout.addWidget(self.status)
        layout.addWidget(self.view, 1)
        self.retranslate()

    def retranslate(self) -> None:
        self.leave_button.setText(tr("Stop watching"))
        if not self.names:
            self.title.setText(tr("Watching a live game"))
        else:
            self.title.setText(tr("Watching a live game: {names}").format(
                names=", ".join(self.names)))  # fmt: skip
        self._status()

    def begin(self, record: Record, game: CopenhagenGame) -> None:
        """Show the game of ``record`` as it stands (``game``, its state now)."""
        self.names = [bot_name(s.bot, s.name) for s in record.seats]
        self.colours = pal.seat_colours(record.seats)
        self.retranslate()
        self.show_state(game)

    def show_state(self, game: CopenhagenGame) -> None:
        """Show ``game`` (copied: the page keeps its own snapshot), from no seat."""
        if not self.names:
            return
        self.game = game.copy()
        self.scene.show_game(self.game, self.names, self.colours, None, False)
        self._status()

    def _status(self) -> None:
        game = self.game
        if game is None:
            self.status.setText("")
            return
        seat = game.to_move
        doing = tr("Game over") if seat is None else prompt_text(game, self.names[seat], False)
        self.status.setText(doing + " · " + tr("move {n}").format(n=game.ply))
