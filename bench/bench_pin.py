"""A lobby under a PIN-guessing campaign from 60 addresses (127.0.2.x on loopback).

- ``pin_wrong_guesses_absorbed``: the wrong guesses the PIN took, from all 60 addresses
  together, before it was retired (the guessers go on: every further attempt is refused);
- ``honest_knock_to_seat_*``: during that campaign, an honest joiner without the PIN knocks and
  the host lets in the knock whose key fingerprint the joiner told it: seconds from the first
  dial to its seat (it dials again after any refusal);
- ``honest_pin_join_*``: the same joiner with the right PIN while the PIN still has budget (a
  large one, so the campaign does not retire it): seconds to its seat, and how many of its
  attempts were refused.
"""

from __future__ import annotations

import asyncio
import contextlib
import random
import time

from bench.report import emit, median
from net.config import Timing
from net.guard import PIN_BUDGET, PinGuard
from net.identity import fingerprint
from net.lobby import JoinRefused, LobbyHost
from net.lobby_client import LobbyClient
from net.messages import GameOptions
from net.peer import LocalPeer

TIMING = Timing(heartbeat=0.5, dead_after=4.0, handshake=5.0, connect=2.0)
GUESSERS = 60
ROUNDS = 5


async def guess(port: int, address: str, stop: asyncio.Event, rng: random.Random) -> None:
    """One guesser: a random PIN, again and again (a moment's pause after each refusal)."""
    while not stop.is_set():
        peer = LocalPeer("Eve", [address], TIMING)
        try:
            client = await LobbyClient.join(peer, "127.0.0.1", port,
                                            pin=f"{rng.randrange(10_000):04d}")
            await client.leave()
        except (JoinRefused, ConnectionError, OSError, TimeoutError):
            pass
        finally:
            await peer.close()
        await asyncio.sleep(0.05)


async def honest(port: int, told: list[str], pin: str | None) -> tuple[float, int]:
    """Seconds until an honest joiner from 127.0.0.2 has its seat, and its refused attempts;
    it tells the host its key's fingerprint (``told``)."""
    began, refused = time.monotonic(), 0
    while True:
        peer = LocalPeer("Aino", ["127.0.0.2"], TIMING)
        told[:] = [fingerprint(peer.key)]
        try:
            client = await LobbyClient.join(peer, "127.0.0.1", port, pin=pin,
                                            knocking=(lambda: None) if pin is None else None)
            seated = time.monotonic() - began
            await client.leave()
            await peer.close()
            return seated, refused
        except (JoinRefused, ConnectionError, OSError, TimeoutError):
            refused += 1
            await peer.close()
        await asyncio.sleep(0.1)


async def campaign(budget: int, pin: str | None) -> tuple[int, float, int]:
    """Wrong guesses absorbed, the honest joiner's time to its seat and its refusals."""
    host = LobbyHost(LocalPeer("Host", ["127.0.0.1"], TIMING), "bench", GameOptions(players=4),
                     pin="4711", guard=PinGuard(budget=budget))
    await host.open()
    port = host.peer.port
    stop = asyncio.Event()
    rng = random.Random(7)
    guessers = [asyncio.ensure_future(guess(port, f"127.0.2.{n}", stop, rng))
                for n in range(1, GUESSERS + 1)]
    await asyncio.sleep(2.0)  # the campaign is under way

    told: list[str] = []
    watcher = asyncio.ensure_future(_answer(host, told, stop))
    seated, refused = await honest(port, told, pin)
    stop.set()
    for task in [*guessers, watcher]:
        task.cancel()
        with contextlib.suppress(asyncio.CancelledError):
            await task
    absorbed = sum(host.wrong_pins.values())
    await host.close()
    await host.peer.close()
    return absorbed, seated, refused


async def _answer(host: LobbyHost, told: list[str], stop: asyncio.Event) -> None:
    """The host at its screen: every 0.2 s it lets in the knock with the fingerprint it was
    told."""
    while not stop.is_set():
        for knock in host.knocks:
            if knock.fingerprint in told:
                host.let_in(knock.peer)
        await asyncio.sleep(0.2)


async def run() -> None:
    absorbed, knocks, pins, refusals = [], [], [], []
    for _ in range(ROUNDS):
        wrong, seated, _refused = await campaign(PIN_BUDGET, None)
        absorbed.append(wrong)
        knocks.append(seated)
        _wrong, seated, refused = await campaign(1_000_000, "4711")
        pins.append(seated)
        refusals.append(refused)
    emit("pin_wrong_guesses_absorbed", max(absorbed), "guesses", f"<= {PIN_BUDGET}")
    emit("honest_knock_to_seat_p50", median(knocks), "s", "seconds, not minutes")
    emit("honest_knock_to_seat_max", max(knocks), "s", "seconds, not minutes")
    emit("honest_pin_join_p50", median(pins), "s", "seconds, not minutes")
    emit("honest_pin_join_max", max(pins), "s", "seconds, not minutes")
    emit("honest_pin_join_refusals", sum(refusals), f"refusals in {ROUNDS} joins", "0")


def main() -> None:
    asyncio.run(run())


if __name__ == "__main__":
    main()
