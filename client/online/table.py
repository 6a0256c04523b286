"""The online side of the game page: the network bar, its banners, lost peers and seats.

The game plays on the table page of its rule set (Helsinki's game page, Copenhagen's page);
the network bar goes to the top of the page shown.

The bar shows every peer and the lockstep; the banners tell what the network did (a peer lost
or back, a decision of the table, a desync, a pause) and offer the choices it leaves: wait for a
lost peer or hand their seat to a bot, rejoin, take one's seat back from a bot or watch it play.
"""

from __future__ import annotations

import time
from functools import partial
from pathlib import Path
from typing import Any

from PySide6.QtCore import QTimer

from client.online.hub import Hub, place_bar, table_page
from client.online.session import OnlineSession, load_resume
from client.online.texts import (
    AWAY,
    back_text,
    decision_text,
    desync_text,
    handover_failed_text,
    lost_text,
    no_network,
    overdue_text,
    paused_text,
    rebuilt_text,
    rejoin_failed_text,
    stopped_text,
    suspicion_text,
    take_back_text,
    turn_warning_text,
)
from net.config import InterfaceError
from net.events import (
    Decided,
    DesyncDetected,
    PeerBack,
    PeerLost,
    Rebuilt,
    StatusChanged,
    Suspected,
    TurnTimer,
)
from net.peer import LocalPeer
from net.resume import ResumeState
from net.session import SessionError
from ui.i18n import bot_name, tr
from ui.network_bar import BannerAction, BannerKind, NetworkBar, Text
from ui.pages.choices import DEFAULT_BOT
from ui.pages.table_page import TablePage

TURN_WARNING = 15
"""Seconds left on the turn timer of the player's own turn from which a banner tells them."""


class Table:
    """The online game shown on the game page: its session, the network bar and banners."""

    def __init__(self, hub: Hub) -> None:
        self.hub = hub
        self.session: OnlineSession | None = None
        self.bar = NetworkBar()
        self.page: TablePage[Any, Any] = hub.window.game_page
        """The page of the game played online (the last one, once it is over)."""
        place_bar(self.bar, self.page)
        self.bar.hide()
        self._desync_text: Text | None = None
        self._lost: dict[str, tuple[int, ...]] = {}
        self._left: set[str] = set()
        """Lost peers that said goodbye (they left rather than lost the connection)."""
        self._waiting_chosen = False
        self._standing: tuple[Text, tuple[BannerAction, ...]] | None = None
        """The choice about the player's seats that a bot plays (take back, watch), shown
        again once a passing notice has gone."""
        self._turn_deadline: tuple[int, float] | None = None
        self._turn_left = 0
        self._turn_warning: Text = lambda: turn_warning_text(self._turn_left)
        self._overdue: tuple[int, Text] | None = None
        """A seat of another player whose turn ran long without a turn timer, and what the
        banner that offers to hand it to a bot says."""
        self.bar.wait_clicked.connect(self.wait)
        self.bar.handover_clicked.connect(self.handover)
        self.bar.rejoin_clicked.connect(lambda: hub.run(self.rejoin_current()))
        self.bar.take_back_clicked.connect(self.take_back)
        self.bar.watch_clicked.connect(self.watch_bot)
        self.ticker = QTimer(self.bar)
        self.ticker.timeout.connect(self.tick)
        self.ticker.start(500)

    # ------------------------------------------------------------ showing

    def online_session(self) -> OnlineSession | None:
        """The online game on its page (None once the page was left for another game)."""
        session = self.page.session
        return session if isinstance(session, OnlineSession) else None

    def show_game(self, session: OnlineSession) -> None:
        """Play ``session`` on the table page of its rule set (the one shown before is left)."""
        if self.session is not None and self.session is not session:
            self.session.close()
        self.session = session
        self._lost.clear()
        self._waiting_chosen = False
        self._standing = None
        self._turn_deadline = session.net.turn_deadline if session.net is not None else None
        self._desync_text = None
        self.bar.hide_banner()
        page = self.page = table_page(self.hub.window, session.rules)
        place_bar(self.bar, page)
        page.set_session(session)
        session.network_changed.connect(self.update_bar)
        session.net_event.connect(self.hub.dispatch)
        self.hub.window.pages.setCurrentWidget(page)
        self.bar.show()
        session.start()
        page.view.setFocus()
        self.update_bar()

    def tick(self) -> None:
        online = self.online_session() is not None
        self.bar.setVisible(online)
        if online:
            self.update_bar()

    def update_bar(self) -> None:
        session = self.session
        if session is None or session.net is None or session.net.game is None:
            return
        self.bar.set_peers(session.peer_states(), session.net.agreed, session.net.game.ply)
        if self._turn_deadline is not None:
            seat, deadline = self._turn_deadline
            left = max(0, round(deadline - time.monotonic()))
            self.bar.lockstep.setText(self.bar.lockstep.text() + " · " + tr(
                "turn timer: seat {n}, {s} s left").format(n=seat + 1, s=left))  # fmt: skip
            if seat in session.local_seats() and left <= TURN_WARNING:
                self._turn_left = left  # (said over any passing notice, under anything else)
                if self.bar.shows(self._turn_warning):
                    self.bar.refresh()
                elif not self.bar.banner_shown or self.bar.kind == BannerKind.INFO:
                    self.bar.show_banner(self._turn_warning, BannerKind.WARNING)
        self._offer_overdue(session.net.overdue if self._turn_deadline is None else None)

    def _offer_overdue(self, seat: int | None) -> None:
        """Without a turn timer, offer to hand a seat whose turn ran long to a bot (once a
        turn), unless something more pressing is shown."""
        shown = self._overdue
        if shown is not None and seat != shown[0]:
            if self.bar.shows(shown[1]):
                self.bar.hide_banner()
            self._overdue = None
        if seat is None or self._overdue is not None or self.session is None:
            return
        net = self.session.net
        assert net is not None
        name = net.name_of(net.owner[seat])
        said: Text = partial(overdue_text, name)
        self._overdue = (seat, said)
        if not self.bar.banner_shown or self.bar.kind == BannerKind.INFO:
            self.bar.show_banner(said, BannerKind.WARNING, (BannerAction.HANDOVER,))

    # ------------------------------------------------------------ events

    def peer_lost(self, event: PeerLost) -> None:
        self._lost[event.peer] = event.seats
        if event.left:
            self._left.add(event.peer)
        else:
            self._left.discard(event.peer)
        self.show_lost(event.reason)

    def peer_back(self, event: PeerBack) -> None:
        self._lost.pop(event.peer, None)
        self._left.discard(event.peer)
        if self._lost:
            self.show_lost("")
        else:
            assert self.session is not None and self.session.net is not None
            name = self.session.net.name_of(event.peer)
            self.bar.show_banner(partial(back_text, name), BannerKind.INFO)
            QTimer.singleShot(4000, self.bar, self.clear_info)

    def decided(self, event: Decided) -> None:
        assert self.session is not None and self.session.net is not None
        net = self.session.net
        self._lost = {p: s for p, s in self._lost.items() if event.seat not in s}
        seat = net.seats[event.seat]
        said = partial(decision_text, event, net.name_of, bot_name(seat.bot, seat.name),
                       event.subject in self._left)  # fmt: skip
        self.page.note(event.ply, said)  # (the banner passes, the log keeps it)
        away = event.kind == "handover" and event.grounds in AWAY
        if away and event.subject == net.me and event.seat in net.handed_over:
            self.offer_take_back(net.handed_over, said)  # away, or back in a catch-up
        else:
            kind = BannerKind.WARNING if event.kind == "remove" else BannerKind.INFO
            self.bar.show_banner(said, kind)
            QTimer.singleShot(6000, self.bar, self.clear_info)

    def suspected(self, event: Suspected) -> None:
        assert self.session is not None and self.session.net is not None
        name = self.session.net.name_of(event.peer)
        self.bar.show_banner(partial(suspicion_text, event, name), BannerKind.WARNING)

    def turn_timer(self, event: TurnTimer) -> None:
        self._turn_deadline = None if event.deadline is None else (event.seat, event.deadline)
        if self.bar.shows(self._turn_warning):  # that turn is over
            self.bar.hide_banner()

    def desync(self, event: DesyncDetected) -> None:
        assert self.session is not None and self.session.net is not None
        net = self.session.net
        hashes = ", ".join(f"{net.name_of(p)} {h[:8]}" for p, h in event.hashes.items())
        desync = partial(desync_text, event.seq, hashes, event.dump)
        self._desync_text = desync
        if net.status == "paused":  # a peer may have paused the game before we saw it
            reason = net.reason
            self.bar.show_banner(lambda: desync() + " " + paused_text(reason),
                                 BannerKind.ERROR)  # fmt: skip
        else:
            self.bar.show_banner(desync, BannerKind.ERROR)

    def rebuilt(self, event: Rebuilt) -> None:
        self.bar.show_banner(partial(rebuilt_text, event.seq), BannerKind.WARNING)

    def status_changed(self, event: StatusChanged) -> None:
        reason = event.reason
        if event.status == "paused":
            earlier = self._desync_text
            if earlier is not None:
                self.bar.show_banner(lambda: earlier() + " " + paused_text(reason),
                                     BannerKind.ERROR)  # fmt: skip
            else:
                self.bar.show_banner(partial(paused_text, reason), BannerKind.ERROR)
        elif event.status == "failed":
            self.bar.show_banner(partial(stopped_text, reason), BannerKind.ERROR)
        elif event.status == "waiting" and self._lost:
            self.show_lost("")
        elif event.status == "over":
            self._lost.clear()
            self._standing = None  # nothing is left to take back
            if self.bar.kind != BannerKind.ERROR:
                self.bar.hide_banner()

    # ------------------------------------------------------------ lost peers

    def _everyone_lost(self) -> bool:
        net = self.session.net if self.session is not None else None
        return net is not None and not net.links and len(net.order) > 1

    def show_lost(self, reason: str) -> None:
        session = self.session
        if session is None or session.net is None or session.over:
            return
        net = session.net
        names = ", ".join(net.name_of(p) for p in self._lost if p not in self._left)
        gone = ", ".join(net.name_of(p) for p in self._lost if p in self._left)
        alone = self._everyone_lost()  # they are gone, or this computer lost the network
        actions: tuple[BannerAction, ...] = (
            (BannerAction.HANDOVER, BannerAction.REJOIN) if alone else (BannerAction.HANDOVER,))
        waiting = self._waiting_chosen
        if not waiting:
            actions = (BannerAction.WAIT, *actions)
        text = partial(lost_text, names, gone, reason, waiting, alone)
        self.bar.show_banner(text, BannerKind.WARNING, actions)

    def clear_info(self) -> None:
        """Hide a passing notice (a banner that offers a choice stays until it is made); the
        standing choice about the player's seats comes back."""
        if self.bar.kind != BannerKind.INFO or self.bar.asks:
            return
        net = self.session.net if self.session is not None else None
        if self._standing is not None and net is not None and net.handed_over:
            self.bar.show_banner(self._standing[0], BannerKind.INFO, self._standing[1])
        else:
            self._standing = None
            self.bar.hide_banner()

    def wait(self) -> None:
        self._waiting_chosen = True
        self.show_lost("")

    def handover(self) -> None:
        session = self.session
        if session is None or session.net is None:
            return
        overdue = () if self._overdue is None else (self._overdue[0],)
        for seats in [*self._lost.values(), overdue]:
            for seat in seats:
                try:
                    session.net.hand_to_bot(seat, DEFAULT_BOT)
                except SessionError as error:
                    self.bar.show_banner(partial(handover_failed_text, str(error)),
                                         BannerKind.ERROR)  # fmt: skip
                    return

    # ------------------------------------------------------------ rejoining

    async def rejoin_current(self) -> None:
        """Rejoin the seat of the game shown (this computer lost the network)."""
        session = self.session
        if session is None or session.net is None:
            return
        state = session.net.resume_state()
        if await self._rejoin(session, state):
            self.rejoined(session)

    async def rejoin_saved(self, path: Path) -> None:
        """Rejoin the seat of an interrupted game, saved at ``path``."""
        try:
            state = load_resume(path)
        except ValueError as error:
            self.hub.error(tr("This saved game cannot be rejoined: {reason}").format(
                reason=str(error)))  # fmt: skip
            return
        session = OnlineSession(self.hub.folder())
        if await self._rejoin(session, state):
            self.show_game(session)
            self.rejoined(session)

    async def _rejoin(self, session: OnlineSession, state: ResumeState) -> bool:
        hub = self.hub
        try:
            interfaces = hub.interfaces()
        except InterfaceError as error:
            hub.error(no_network(error))
            return False
        self.bar.show_banner(lambda: tr("Rejoining…"), BannerKind.INFO)
        hub.lobby_page.show_message(tr("Rejoining…"))
        try:
            identity = state.identity()
        except ValueError as error:
            hub.error(tr("This saved game cannot be rejoined: {reason}").format(
                reason=str(error)))  # fmt: skip
            return False
        peer = LocalPeer(state.name, interfaces, hub.timing, peer_id=state.peer_id,
                         identity=identity)  # fmt: skip
        try:
            await session.rejoin(state, peer)
        except (SessionError, ValueError, OSError) as error:
            await peer.close()
            failed = partial(rejoin_failed_text, str(error))
            hub.error(failed())
            self.bar.show_banner(failed, BannerKind.ERROR, (BannerAction.REJOIN,))
            return False
        hub.lobby_page.show_message("")
        return True

    def rejoined(self, session: OnlineSession) -> None:
        """Say how the game stands for a player who is back (on the table shown)."""
        self._lost.clear()
        self._left.clear()
        net = session.net
        assert net is not None
        handed = net.handed_over
        for peer_id in net.lost:
            self._lost[peer_id] = tuple(s for s, o in enumerate(net.owner) if o == peer_id)
        if handed:
            self.offer_take_back(handed)
        elif self._lost:
            self.show_lost("")
        else:
            self.bar.show_banner(lambda: tr("Rejoined: the game goes on."), BannerKind.INFO)
            QTimer.singleShot(4000, self.bar, self.clear_info)

    # ------------------------------------------------------------ taking seats back

    def offer_take_back(self, seats: list[int], decided: Text | None = None) -> None:
        """A bot plays the player's seats (they were away, or are back): take them back, or
        watch."""
        text = partial(take_back_text, tuple(seats), decided)
        self._standing = (text, (BannerAction.TAKE_BACK, BannerAction.WATCH))
        self.bar.show_banner(text, BannerKind.INFO, self._standing[1])

    def take_back(self) -> None:
        session = self.session
        if session is None or session.net is None:
            return
        session.net.reclaim()  # the table gives the seats back at the next turn boundary
        self._standing = None
        self.bar.show_banner(lambda: tr("You take your seat back at your next turn; the "
                                        "others agree to it first."), BannerKind.INFO)  # fmt: skip
        QTimer.singleShot(6000, self.bar, self.clear_info)

    def watch_bot(self) -> None:
        session = self.session
        if session is None or session.net is None:
            return
        if not session.net.handed_over:
            self._standing = None
            self.bar.hide_banner()
            return
        self._standing = (lambda: tr("You are watching: a bot plays your seat. You can take it "
                                     "back at any time."), (BannerAction.TAKE_BACK,))  # fmt: skip
        self.bar.show_banner(self._standing[0], BannerKind.INFO, self._standing[1])
