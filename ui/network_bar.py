"""The bar above an online game's table: a banner when something needs attention, every peer
with a pictogram and a word for its state, and the lockstep (the last move every peer agreed on).

States are told by pictograms and words in the bar's own ink, never by colours, which belong
to the players' seats. A banner's text is made again when the language changes. Once the bar is
placed on a page, its banner lies over what is below the bar: nothing moves when one comes.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from enum import StrEnum

from PySide6.QtCore import QEvent, QPoint, QSize, Qt, Signal
from PySide6.QtGui import QColor, QHideEvent, QMoveEvent, QResizeEvent, QShowEvent
from PySide6.QtWidgets import (
    QHBoxLayout,
    QLabel,
    QPushButton,
    QSizePolicy,
    QVBoxLayout,
    QWidget,
)

from ui import palette as pal
from ui.i18n import Retranslated, tr
from ui.pages.art import Glyph, glyph_icon


class PeerState(StrEnum):
    """How a peer of an online game is doing, as the bar shows it."""

    YOU = "you"
    CONNECTED = "connected"
    THINKING = "thinking"
    LAGGING = "lagging"
    DISCONNECTED = "disconnected"


class BannerKind(StrEnum):
    INFO = "info"
    WARNING = "warning"
    ERROR = "error"


class BannerAction(StrEnum):
    """The buttons a banner may offer."""

    WAIT = "wait"
    HANDOVER = "handover"
    REJOIN = "rejoin"
    TAKE_BACK = "take back"
    WATCH = "watch"


STATE_GLYPHS = {
    PeerState.YOU: Glyph.PERSON,
    PeerState.CONNECTED: Glyph.LINK,
    PeerState.THINKING: Glyph.HOURGLASS,
    PeerState.LAGGING: Glyph.SLOW,
    PeerState.DISCONNECTED: Glyph.BROKEN,
}
BAR_INK = QColor("#f4f1ea")
BANNER_COLOURS = {BannerKind.INFO: "#dff0d8", BannerKind.WARNING: "#fff3cd",
                  BannerKind.ERROR: "#f8d7da"}  # fmt: skip
BANNER_MARKS = {BannerKind.INFO: "ℹ", BannerKind.WARNING: "⚠", BannerKind.ERROR: "✖"}
"""A banner's kind is told by a mark as well as by its colour."""

Text = Callable[[], str]
"""A text made in the current language when it is shown (again after a language change)."""


def peer_state_name(state: PeerState) -> str:
    return {
        PeerState.YOU: tr("you"),
        PeerState.CONNECTED: tr("connected"),
        PeerState.THINKING: tr("thinking"),
        PeerState.LAGGING: tr("lagging"),
        PeerState.DISCONNECTED: tr("disconnected"),
    }[state]


def peer_text(name: str, state: PeerState) -> str:
    """"Anna: thinking" (French puts a no-break space before the colon)."""
    return tr("{name}: {state}").format(name=name, state=peer_state_name(state))


class PeerChip(QWidget):
    """A peer in the bar: its state's pictogram, its name and the state in words."""

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.icon = QLabel()
        self.text = QLabel()
        row = QHBoxLayout(self)
        row.setContentsMargins(0, 0, 10, 0)
        row.setSpacing(4)
        row.addWidget(self.icon)
        row.addWidget(self.text)
        self.peer: tuple[str, PeerState] | None = None

    def show_peer(self, name: str, state: PeerState, size: int) -> None:
        if self.peer != (name, state):
            self.peer = (name, state)
            self.icon.setPixmap(glyph_icon(STATE_GLYPHS[state], size, BAR_INK).pixmap(
                QSize(size, size)))  # fmt: skip
            self.icon.setToolTip(peer_state_name(state))
        self.text.setText(peer_text(name, state))


class NetworkBar(Retranslated, QWidget):
    """Above an online game's table: a banner when something needs attention, the peers and
    the lockstep (the last move every peer agreed on)."""

    wait_clicked = Signal()
    handover_clicked = Signal()
    rejoin_clicked = Signal()
    take_back_clicked = Signal()
    watch_clicked = Signal()

    ICON = 16

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("networkBar")
        self.setAttribute(Qt.WidgetAttribute.WA_StyledBackground, True)
        self.setStyleSheet(f"#networkBar {{ background: {pal.TABLE.darker(125).name()}; }} "
                           f"#networkBar QLabel {{ color: {BAR_INK.name()}; }}")  # fmt: skip
        self.banner = QWidget(self)
        self.banner.setObjectName("banner")
        self.banner.setAttribute(Qt.WidgetAttribute.WA_StyledBackground, True)
        self.banner_mark = QLabel()
        self.banner_text = QLabel()
        self.banner_text.setWordWrap(True)
        self.banner_text.setTextInteractionFlags(Qt.TextInteractionFlag.TextSelectableByMouse)
        self.wait_button = QPushButton()
        self.handover_button = QPushButton()
        self.rejoin_button = QPushButton()
        self.take_back_button = QPushButton()
        self.watch_button = QPushButton()
        self.take_back_button.clicked.connect(self.take_back_clicked)
        self.watch_button.clicked.connect(self.watch_clicked)
        self.wait_button.clicked.connect(self.wait_clicked)
        self.handover_button.clicked.connect(self.handover_clicked)
        self.rejoin_button.clicked.connect(self.rejoin_clicked)
        banner_layout = QHBoxLayout(self.banner)
        banner_layout.addWidget(self.banner_mark, 0, Qt.AlignmentFlag.AlignTop)
        banner_layout.addWidget(self.banner_text, 1)
        for button in self._buttons():
            button.setFocusPolicy(Qt.FocusPolicy.NoFocus)
            banner_layout.addWidget(button)
        self.chips: list[PeerChip] = []
        self.peer_row = QHBoxLayout()
        self.peer_row.setSpacing(6)
        self.lockstep = QLabel()
        line = QHBoxLayout()
        line.setContentsMargins(6, 2, 6, 2)
        line.addLayout(self.peer_row)
        line.addStretch(1)
        line.addWidget(self.lockstep)
        self._layout = layout = QVBoxLayout(self)
        layout.setContentsMargins(0, 0, 0, 0)
        layout.setSpacing(0)
        layout.addWidget(self.banner)  # (over the page once the bar is on one: _adopt_banner)
        layout.addLayout(line)
        self.kind: BannerKind | None = None
        self._text: Text | None = None
        self._lockstep: tuple[int, int] = (0, 0)
        self.setSizePolicy(QSizePolicy.Policy.Preferred, QSizePolicy.Policy.Maximum)
        self.hide_banner()
        self.retranslate()

    # ------------------------------------------------------------ the banner over the page

    def event(self, event: QEvent) -> bool:
        if event.type() == QEvent.Type.ParentChange:
            self._adopt_banner()
        return super().event(event)

    def _adopt_banner(self) -> None:
        """The banner becomes a sibling of the bar, over the page below it (a bar on its own
        keeps the banner in its layout)."""
        parent = self.parentWidget()
        if parent is None or self.banner.parentWidget() is parent:
            return
        self._layout.removeWidget(self.banner)
        shown = self.kind is not None
        self.banner.setParent(parent)
        self.banner.setVisible(shown and self.isVisible())
        self._place_banner()

    @property
    def floating(self) -> bool:
        """Whether the banner lies over the page (else it is in the bar's layout)."""
        return self.banner.parentWidget() is not self

    def _place_banner(self) -> None:
        if not self.floating:
            return
        parent = self.banner.parentWidget()
        assert parent is not None
        width = self.width()
        layout = self.banner.layout()
        assert layout is not None
        height = (layout.heightForWidth(width) if layout.hasHeightForWidth()
                  else self.banner.sizeHint().height())  # fmt: skip
        corner = self.mapTo(parent, QPoint(0, self.height()))
        self.banner.setGeometry(corner.x(), corner.y(), width, max(height, 0))
        self.banner.raise_()

    def resizeEvent(self, event: QResizeEvent) -> None:
        super().resizeEvent(event)
        self._place_banner()

    def moveEvent(self, event: QMoveEvent) -> None:
        super().moveEvent(event)
        self._place_banner()

    def showEvent(self, event: QShowEvent) -> None:
        super().showEvent(event)
        if self.floating:
            self.banner.setVisible(self.kind is not None)
            self._place_banner()

    def hideEvent(self, event: QHideEvent) -> None:
        super().hideEvent(event)
        if self.floating and not event.spontaneous():
            self.banner.hide()

    def _buttons(self) -> tuple[QPushButton, ...]:
        """The banner's buttons, in the order of :class:`BannerAction`."""
        return (self.wait_button, self.handover_button, self.rejoin_button,
                self.take_back_button, self.watch_button)  # fmt: skip

    def retranslate(self) -> None:
        self.wait_button.setText(tr("Wait"))
        self.handover_button.setText(tr("Hand the seat to a bot"))
        self.rejoin_button.setText(tr("Rejoin my seat"))
        self.take_back_button.setText(tr("Take my seat back"))
        self.watch_button.setText(tr("Watch the bot play"))
        for chip in self.chips:
            if chip.peer is not None:
                chip.show_peer(*chip.peer, self.ICON)
        self._lockstep_text()
        if self._text is not None:
            self.banner_text.setText(self._text())
            self._place_banner()

    def set_peers(self, peers: Sequence[tuple[str, PeerState]], agreed: int,
                  played: int) -> None:  # fmt: skip
        """Peers as (name, state), and the lockstep: moves agreed by everyone of those played."""
        while len(self.chips) < len(peers):
            chip = PeerChip()
            self.chips.append(chip)
            self.peer_row.addWidget(chip)
        for index, chip in enumerate(self.chips):
            chip.setVisible(index < len(peers))
            if index < len(peers):
                name, state = peers[index]
                chip.show_peer(name, PeerState(state), self.ICON)
        self._lockstep = (agreed, played)
        self._lockstep_text()

    def _lockstep_text(self) -> None:
        agreed, played = self._lockstep
        if agreed:
            text = tr("Last agreed move: {n} of {played}").format(n=agreed, played=played)
        else:
            text = tr("No move agreed yet")
        self.lockstep.setText(text)

    def show_banner(self, text: Text, kind: BannerKind = BannerKind.WARNING,
                    actions: tuple[BannerAction, ...] = ()) -> None:  # fmt: skip
        """A banner of ``kind`` saying ``text()`` (made again when the language changes), with
        the buttons of ``actions``."""
        self.kind = kind
        self._text = text
        self.banner.setStyleSheet(f"#banner {{ background: {BANNER_COLOURS[kind]}; "
                                  "border: 1px solid #888; } "
                                  "#banner QLabel { color: black; }")  # fmt: skip
        self.banner_mark.setText(BANNER_MARKS[kind])
        self.banner_text.setText(text())
        for action, button in zip(BannerAction, self._buttons(), strict=True):
            button.setVisible(action in actions)
        self.banner.setVisible(not self.floating or self.isVisible())
        self._place_banner()

    def hide_banner(self) -> None:
        self.kind = None
        self._text = None
        self.banner_text.clear()
        self.banner.hide()

    @property
    def banner_shown(self) -> bool:
        return self.kind is not None

    def shows(self, text: Text) -> bool:
        """Whether the banner shown says ``text()``."""
        return self.banner_shown and self._text is text

    def refresh(self) -> None:
        """Make the banner's text again (it may tell a time)."""
        if self._text is not None:
            self.banner_text.setText(self._text())
            self._place_banner()

    @property
    def asks(self) -> bool:
        """Whether the banner shown offers a choice (buttons)."""
        return self.banner_shown and any(not b.isHidden() for b in self._buttons())
