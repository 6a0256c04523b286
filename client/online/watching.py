"""Watching a game of others live (as a spectator), on the watch page."""

from __future__ import annotations

import contextlib

from client.online.hub import Hub
from client.online.tasks import spawn
from engine.helsinki.game import Game
from net.events import MoveApplied, StatusChanged
from net.spectator import Spectator
from ui.i18n import tr
from ui.pages.watch import WatchPage


class Watching:
    """The spectator of one window and the page that shows what it sees."""

    def __init__(self, hub: Hub) -> None:
        self.hub = hub
        self.page = WatchPage()
        self.spectator: Spectator | None = None
        self.page.leave_requested.connect(lambda: spawn(self.stop()))

    def begin(self, spectator: Spectator, title: str) -> None:
        """Show the game that ``spectator`` joined (named ``title``), from its start."""
        self.spectator = spectator
        self.page.live.setText(tr("Watching {game}: waiting for the start.").format(
            game=title))  # fmt: skip
        self.hub.window.pages.setCurrentWidget(self.page)

    def status_changed(self, event: StatusChanged) -> None:
        watcher, page = self.spectator, self.page
        if watcher is None:
            return
        if event.status == "watching" and watcher.record is not None:
            page.begin(watcher.record)
            page.live.setText(tr("Watching live."))
        elif event.status == "over":
            page.live.setText(tr("The game is over."))
        elif event.status == "failed":
            page.live.setText(tr("Watching stopped: {reason}").format(
                reason=event.reason))  # fmt: skip

    def move_applied(self, event: MoveApplied) -> None:
        watcher = self.spectator
        game = None if watcher is None else watcher.game
        if isinstance(game, Game):  # (the watch page draws Helsinki's table)
            self.page.add_move(event.seq, game)

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
