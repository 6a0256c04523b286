"""Every announcement is withdrawn when its game or lobby ends, whatever the path: its peer's
close withdraws it (a lobby left or closed with the window, a game left from the table, a game
that failed to start), so no browser lists a game nobody serves."""

from __future__ import annotations

import pytest
from net_helpers import FAST, LOOPBACK, run, until
from test_net_discovery import next_about

from net.discovery import Browser, Found, Gone, open_zeroconf
from net.lobby import LobbyHost
from net.lobby_client import LobbyClient
from net.messages import GameOptions
from net.peer import LocalPeer


@pytest.mark.parametrize("path", ["lobby left", "game left"])
def test_closing_the_peer_withdraws_its_announcement(path: str) -> None:
    async def scenario() -> None:
        host_zc, guest_zc = open_zeroconf(LOOPBACK), open_zeroconf(LOOPBACK)
        browser = Browser(guest_zc, LOOPBACK)
        host = LobbyHost(LocalPeer("Host", LOOPBACK, FAST), "Sauna league", GameOptions(players=2))
        await host.open()
        joined = None
        try:
            await browser.start()
            await host.announce(host_zc)
            assert isinstance(await next_about(browser, host.game_id), Found)
            if path == "game left":
                joined = await LobbyClient.join(LocalPeer("Guest", LOOPBACK, FAST), "127.0.0.1",
                                                host.peer.port)  # fmt: skip
                host.set_ready(True)
                joined.set_ready(True)
                await until(lambda: host.why_not_startable() is None)
                await host.start()  # announced as running; nobody withdraws it by hand
                await until(lambda: browser.games[host.game_id].state == "running")
            else:
                await host.close()
            await host.peer.close()  # the one thing every path does
            while not isinstance(await next_about(browser, host.game_id), Gone):
                pass
            assert host.game_id not in browser.games
        finally:
            await browser.close()
            await host.peer.close()
            if joined is not None:
                await joined.peer.close()
            await host_zc.async_close()
            await guest_zc.async_close()

    run(scenario(), timeout=20)
