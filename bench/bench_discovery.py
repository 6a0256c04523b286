"""Discovery that tells the truth: how soon a running browser drops a host killed with kill -9.

Run with ``python -m bench.bench_discovery`` (or ``make bench``). Everything binds to 127.0.0.1.
A browser keeps running in this process; each try starts ``helsinki-qt host --headless`` in a
process of its own, waits until the browser lists its game and then a random part of the refresh
cycle, kills the process with SIGKILL (no goodbye is sent) and measures the time until the
browser reports the game gone. The figures of
a game announced while browsing and of a browser started after the announcement are in
``bench_net``.
"""

from __future__ import annotations

import asyncio
import os
import random
import re
import signal
import subprocess
import sys
import time

from bench.report import emit, median
from net.discovery import RECORD_TTL, Browser, Found, Gone, open_zeroconf
from net.loopback import LOOPBACK

TRIES = 10
HOST = [sys.executable, "-m", "client", "host", "--headless", "--name", "Bench", "--players", "2"]


async def _until(browser: Browser, game_id: str, kind: type, timeout: float) -> None:
    """Wait for an event of ``kind`` about ``game_id`` (other games may come and go)."""
    loop = asyncio.get_running_loop()
    deadline = loop.time() + timeout
    while True:
        event = await browser.next_event(max(0.0, deadline - loop.time()))
        if isinstance(event, kind) and event.game.id == game_id:
            return


async def killed_host_drops() -> list[float]:
    """Seconds from SIGKILL of a hosting process to the running browser's ``Gone``, per try."""
    env = dict(os.environ, HELSINKI_INTERFACES=LOOPBACK[0])
    zeroconf = open_zeroconf(LOOPBACK)
    browser = Browser(zeroconf, LOOPBACK)
    await browser.start()
    times = []
    pause = random.Random(10)
    try:
        for _ in range(TRIES):
            host = subprocess.Popen(HOST, env=env, stdout=subprocess.PIPE, text=True)
            try:
                assert host.stdout is not None
                line = await asyncio.to_thread(host.stdout.readline)
                match = re.match(r"hosting game (\w+)", line)
                if match is None:
                    raise RuntimeError(f"the host said {line!r}")
                game_id = match.group(1)
                if game_id not in browser.games:
                    await _until(browser, game_id, Found, 10)
                await asyncio.sleep(pause.uniform(0.5, RECORD_TTL))  # anywhere in the cycle
                host.send_signal(signal.SIGKILL)
                killed = time.perf_counter()
                await _until(browser, game_id, Gone, 30)
                times.append(time.perf_counter() - killed)
            finally:
                host.kill()
                host.wait(10)
    finally:
        await browser.close()
        await zeroconf.async_close()
    return times


def main() -> None:
    times = asyncio.run(killed_host_drops())
    emit("browser_drops_killed_host_p50", median(times), "s", "<= 8 s")
    emit("browser_drops_killed_host_max", max(times), "s", "<= 8 s")


if __name__ == "__main__":
    main()
