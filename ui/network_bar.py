"""The bar above an online game's table: a banner when something needs attention, the peers
and the lockstep (the last move every peer agreed on)."""

from __future__ import annotations

from enum import StrEnum

from PySide6.QtCore import Qt, Signal
from PySide6.QtWidgets import (
    QHBoxLayout,
    QLabel,
    QPushButton,
    QSizePolicy,
    QVBoxLayout,
    QWidget,
)

from ui.i18n import Retranslated, tr


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


_STATE_COLOURS = {PeerState.YOU: "#2e6fd8", PeerState.CONNECTED: "#27ae60",
                  PeerState.THINKING: "#e0b000", PeerState.LAGGING: "#e67e22",
                  PeerState.DISCONNECTED: "#c0392b"}  # fmt: skip


def peer_state_name(state: PeerState) -> str:
    return {
        PeerState.YOU: tr("you"),
        PeerState.CONNECTED: tr("connected"),
        PeerState.THINKING: tr("thinking"),
        PeerState.LAGGING: tr("lagging"),
        PeerState.DISCONNECTED: tr("disconnected"),
    }[state]


class NetworkBar(Retranslated, QWidget):
    """Above an online game's table: a banner when something needs attention, the peers and
    the lockstep (the last move every peer agreed on)."""

    wait_clicked = Signal()
    handover_clicked = Signal()
    rejoin_clicked = Signal()

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.banner = QWidget()
        self.banner.setObjectName("banner")
        self.banner_text = QLabel()
        self.banner_text.setWordWrap(True)
        self.banner_text.setTextInteractionFlags(Qt.TextInteractionFlag.TextSelectableByMouse)
        self.wait_button = QPushButton()
        self.handover_button = QPushButton()
        self.rejoin_button = QPushButton()
        self.wait_button.clicked.connect(self.wait_clicked)
        self.handover_button.clicked.connect(self.handover_clicked)
        self.rejoin_button.clicked.connect(self.rejoin_clicked)
        banner_layout = QHBoxLayout(self.banner)
        banner_layout.addWidget(self.banner_text, 1)
        for button in (self.wait_button, self.handover_button, self.rejoin_button):
            button.setFocusPolicy(Qt.FocusPolicy.NoFocus)
            banner_layout.addWidget(button)
        self.peers = QLabel()
        self.lockstep = QLabel()
        line = QHBoxLayout()
        line.setContentsMargins(4, 0, 4, 0)
        line.addWidget(self.peers, 1)
        line.addWidget(self.lockstep)
        layout = QVBoxLayout(self)
        layout.setContentsMargins(0, 0, 0, 0)
        layout.addWidget(self.banner)
        layout.addLayout(line)
        self.kind: BannerKind | None = None
        self.setSizePolicy(QSizePolicy.Policy.Preferred, QSizePolicy.Policy.Maximum)
        self.hide_banner()
        self.retranslate()

    def retranslate(self) -> None:
        self.wait_button.setText(tr("Wait"))
        self.handover_button.setText(tr("Hand the seat to a bot"))
        self.rejoin_button.setText(tr("Rejoin my seat"))

    def set_peers(self, peers: list[tuple[str, PeerState]], agreed: int, played: int) -> None:
        """Peers as (name, state), and the lockstep: moves agreed by everyone of those played."""
        parts = []
        for name, state in peers:
            colour = _STATE_COLOURS[state]
            parts.append(f"<span style='color:{colour}'>●</span> {_escape(name)}: "
                         f"{peer_state_name(state)}")  # fmt: skip
        self.peers.setText(" &nbsp; ".join(parts))
        if agreed:
            text = tr("Last agreed move: {n} of {played}").format(n=agreed, played=played)
        else:
            text = tr("No move agreed yet")
        self.lockstep.setText(text)

    def show_banner(self, text: str, kind: BannerKind = BannerKind.WARNING,
                    actions: tuple[BannerAction, ...] = ()) -> None:  # fmt: skip
        """A banner of ``kind`` with the buttons of ``actions``."""
        colours = {BannerKind.INFO: "#dff0d8", BannerKind.WARNING: "#fff3cd",
                   BannerKind.ERROR: "#f8d7da"}  # fmt: skip
        self.kind = kind
        background = colours[kind]
        self.banner.setStyleSheet("#banner { background: BG; border: 1px solid #888; } "
                                  "QLabel { color: black; }".replace("BG", background))
        self.banner_text.setText(text)
        self.wait_button.setVisible(BannerAction.WAIT in actions)
        self.handover_button.setVisible(BannerAction.HANDOVER in actions)
        self.rejoin_button.setVisible(BannerAction.REJOIN in actions)
        self.banner.show()

    def hide_banner(self) -> None:
        self.kind = None
        self.banner_text.clear()
        self.banner.hide()

    @property
    def banner_shown(self) -> bool:
        return not self.banner.isHidden()


def _escape(text: str) -> str:
    return text.replace("&", "&amp;").replace("<", "&lt;").replace(">", "&gt;")
