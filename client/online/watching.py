"""Watching a game of others live (as a spectator), on the watch page of its rule set."""

from __future__ import annotations

import contextlib

from client.online.hub import Hub
from client.online.tasks import spawn
from engine.copenhagen import CopenhagenGame
from engine.helsinki.game import Game
from net.events import MoveApplied, StatusChanged
from net.spectator import Spectator
from ui.i18n import tr
from ui.pages.watch import CopenhagenWatchPage, WatchPage


class Watching:
    """The spectator of one window and the pages that show what it sees: Helsinki's replay
    viewer fed live (:attr:`page`), or Copenhagen's table (:attr:`copenhagen_page`)."""

    def __init__(self, hub: Hub) -> None:
        self.hub = hub
        self.page = WatchPage()
        self.copenhagen_page = CopenhagenWatchPage()
        self.shown: WatchPage | CopenhagenWatchPage = self.page
        """The page of the game watched (Helsinki's until the game shows its rule set)."""
        self.spectator: Spectator | None = None
        for page in (self.page, self.copenhagen_page):
            page.leave_requested.connect(lambda: spawn(self.stop()))

    def begin(self, spectator: Spectator, title: str) -> None:
        """Show the game that ``spectator`` joined (named ``title``), from its start."""
        self.spectator = spectator
        self.shown = self.page
        self.page.live.setText(tr("Watching {game}: waiting for the start.").format(
            game=title))  # fmt: skip
        self.hub.window.pages.setCurrentWidget(self.page)

    def status_changed(self, event: StatusChanged) -> None:
        watcher = self.spectator
        if watcher is None:
            return
        if event.status == "watching" and watcher.record is not None:
            game = watcher.game
            if isinstance(game, CopenhagenGame):
                self.shown = self.copenhagen_page
                self.copenhagen_page.begin(watcher.record, game)
            else:
                self.shown = self.page
                self.page.begin(watcher.record)
            self._show(self.shown)
            self.shown.live.setText(tr("Watching live."))
        elif event.status == "over":
            self.shown.live.setText(tr("The game is over."))
        elif event.status == "failed":
            self.shown.live.setText(tr("Watching stopped: {reason}").format(
                reason=event.reason))  # fmt: skip

    def _show(self, page: WatchPage | CopenhagenWatchPage) -> None:
        """Show ``page`` in place of the other watch page (another page chosen meanwhile
        stays)."""
        pages = self.hub.window.pages
        if pages.currentWidget() in (self.page, self.copenhagen_page):
            pages.setCurrentWidget(page)

    def move_applied(self, event: MoveApplied) -> None:
        watcher = self.spectator
        game = None if watcher is None else watcher.game
        if isinstance(game, Game):  # (the watch page draws Helsinki's table)
            self.page.add_move(event.seq, game)
        elif isinstance(game, CopenhagenGame):
            self.copenhagen_page.show_state(game)

    async def stop(self) -> None:
        """Stop watching; back to the list of games."""
        watcher, self.spectator = self.spectator, None
        if watcher is not None:
            await watcher.close()
            await watcher.peer.close()
        self.hub.open_lobby()

    async def close(self) -> None:
        """Stop watching as the window closes (whatever goes wrong)."""
        watcher, self.spectator = self.spectator, None
        if watcher is not None:
            with contextlib.suppress(Exception):
                await watcher.close()
                await watcher.peer.close()
