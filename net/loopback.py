"""Several peers in one process on loopback: a lobby, its sessions and what they report.

Tests, benchmarks and demonstrations use this to run whole networked games without other
processes. Every socket and mDNS responder binds to the given interfaces (127.0.0.1 by default).
"""

from __future__ import annotations

import asyncio
from collections.abc import Awaitable, Callable
from pathlib import Path
from typing import TypeVar

from net.config import DEFAULT_TIMING, Timing
from net.events import Event
from net.lobby import LobbyHost, Plan
from net.lobby_client import LobbyClient
from net.messages import GameOptions
from net.peer import LocalPeer
from net.session import Session

T = TypeVar("T")

LOOPBACK = ["127.0.0.1"]


async def until(condition: Callable[[], bool], timeout: float = 5.0, step: float = 0.01) -> None:
    """Wait until ``condition()`` holds; raises ``TimeoutError`` after ``timeout`` seconds."""
    loop = asyncio.get_running_loop()
    deadline = loop.time() + timeout
    while not condition():
        if loop.time() > deadline:
            raise TimeoutError("condition not reached")
        await asyncio.sleep(step)


async def gather(*awaitables: Awaitable[T]) -> list[T]:
    return list(await asyncio.gather(*awaitables))


# ------------------------------------------------------------------ games on loopback


class Table:
    """N peers in one process: a host and joiners, their sessions and the events they saw."""

    def __init__(self) -> None:
        self.sessions: list[Session] = []
        self.events: list[list[Event]] = []

    async def close(self) -> None:
        for session in self.sessions:
            await session.close("test over")
            await session.peer.close()


async def plan_game(
    players: int,
    *,
    timing: Timing = DEFAULT_TIMING,
    interfaces: list[str] | None = None,
    options: GameOptions | None = None,
    bots: int = 0,
    pin: str | None = None,
) -> list[Plan]:
    """A started lobby of ``players - bots`` peers (and ``bots`` bot seats run by the host): the
    plan of every peer, the host's first."""
    options = options or GameOptions(players=players)
    interfaces = interfaces or LOOPBACK
    host_peer = LocalPeer("Host", interfaces, timing)
    host = LobbyHost(host_peer, "test", options, pin=pin)
    await host.open()
    clients = [
        await LobbyClient.join(
            LocalPeer(f"Peer{i}", interfaces, timing), host_peer.address, host_peer.port, pin=pin
        )
        for i in range(1, players - bots)
    ]
    for _ in range(bots):
        host.add_bot("random")
    await until(lambda: host.taken == players)
    host.set_ready(True)
    for client in clients:
        client.set_ready(True)
    await until(lambda: host.why_not_startable() is None)
    return [await host.start()] + [await client.wait_start(5) for client in clients]


async def start_game(
    players: int,
    *,
    timing: Timing = DEFAULT_TIMING,
    interfaces: list[str] | None = None,
    options: GameOptions | None = None,
    drive: str | None = "random",
    dump_dir: Path | None = None,
    autosave_dir: Path | None = None,
    bots: int = 0,
    pin: str | None = None,
) -> Table:
    """A lobby with ``players - bots`` peers (and ``bots`` bot seats run by the host), started
    (with ``pin``: a PIN game).

    With ``drive`` set, every human seat is autoplayed by that bot.
    """
    plans = await plan_game(
        players, timing=timing, interfaces=interfaces, options=options, bots=bots, pin=pin
    )
    table = Table()
    for index, plan in enumerate(plans):
        seen: list[Event] = []
        table.events.append(seen)
        table.sessions.append(
            Session(
                plan,
                dump_dir=dump_dir,
                autosave=autosave_dir / f"peer{index}.json" if autosave_dir else None,
                on_event=seen.append,
            )
        )
    await gather(*(session.begin() for session in table.sessions))
    if drive is not None:
        for session in table.sessions:
            for seat in session.my_seats:
                if session.bots[seat] is None:
                    session.drive(seat, drive)
    return table
