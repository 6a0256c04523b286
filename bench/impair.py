"""A user-space impaired network between network namespaces, for tests and benchmarks.

The kernel here has no netem, so packets take a detour through this process instead: every
namespace gets a TUN device, and a forwarding thread reads each IP packet leaving one namespace
and writes it into the namespace of its destination (multicast: into every other one) after the
:class:`Impairment` - a delay with jitter, a loss and netem-style reordering, drawn from one
seeded generator per direction of each pair of namespaces.

    with ImpairedNetwork(3, Impairment(delay=0.3, loss=0.3, seed=1)) as network:
        host = network.spawn(0, "host", "--headless", "--name", "Ann", "--players", "3")
        ...  # network.addresses[0] is where the host listens
        network.impairment = Impairment()  # may change at any time

Everything lives inside namespaces this module creates (``hq-imp-<pid>-<n>``, each holding only
``lo`` and its TUN device ``hq0``, on a private /24 of its own): no packet reaches a real
interface. The TUN devices are created from inside their namespaces by a short-lived thread, so
this process never changes namespace itself. Namespaces are removed on exit, on failure, and
(when a later run starts) after a run that was killed. Needs root, ``ip`` and ``/dev/net/tun``;
:func:`unavailable` says why not.
"""

from __future__ import annotations

import ctypes
import fcntl
import heapq
import ipaddress
import itertools
import os
import random
import re
import selectors
import shutil
import struct
import subprocess
import sys
import threading
import time
from collections.abc import Sequence
from dataclasses import dataclass
from pathlib import Path
from types import TracebackType

PREFIX = "hq-imp-"
DEVICE = "hq0"
SUBNET = "10.231.174"
"""The /24 used only inside the namespaces."""
IP_TIMEOUT = 10.0
_TUNSETIFF = 0x400454CA
_IFF_TUN, _IFF_NO_PI = 0x0001, 0x1000
_CLONE_NEWNET = 0x40000000


@dataclass(frozen=True, slots=True)
class Impairment:
    """What happens to every packet, in each direction."""

    delay: float = 0.0
    """Seconds every packet is held."""
    jitter: float = 0.0
    """Up to this many seconds more or less, uniformly (never below no delay)."""
    loss: float = 0.0
    """Probability that a packet is dropped."""
    reorder: float = 0.0
    """Probability that a packet is sent at once, overtaking the delayed ones (as netem's)."""
    seed: int = 0


def unavailable() -> str | None:
    """Why this machine cannot run an impaired network, or None when it can."""
    if not hasattr(os, "geteuid") or os.geteuid() != 0:
        return "network namespaces need root"
    if shutil.which("ip") is None:
        return "the `ip` command (iproute2) is missing"
    if not os.path.exists("/dev/net/tun"):
        return "/dev/net/tun is missing"
    return None


def _ip(*args: str) -> subprocess.CompletedProcess[str]:
    return subprocess.run(["ip", *args], capture_output=True, text=True, timeout=IP_TIMEOUT)


def _remove_stale() -> None:
    """Remove the namespaces of earlier runs whose process is gone."""
    for line in _ip("netns", "list").stdout.splitlines():
        match = re.match(rf"{PREFIX}(\d+)-\d+\b", line)
        if match and not Path(f"/proc/{match.group(1)}").exists():
            _ip("netns", "del", match.group(0))


def _open_tun_inside(namespace: str) -> int:
    """A TUN device named :data:`DEVICE`, created inside ``namespace`` (its file descriptor)."""
    result: list[int | BaseException] = []

    def create() -> None:  # setns moves only this thread, which ends right after
        libc = ctypes.CDLL(None, use_errno=True)
        try:
            with open(f"/run/netns/{namespace}", "rb") as target:
                if libc.setns(target.fileno(), _CLONE_NEWNET) != 0:
                    raise OSError(ctypes.get_errno(), f"setns into {namespace}")
            fd = os.open("/dev/net/tun", os.O_RDWR | os.O_NONBLOCK)
            fcntl.ioctl(fd, _TUNSETIFF, struct.pack("16sH", DEVICE.encode(), _IFF_TUN | _IFF_NO_PI))
            result.append(fd)
        except BaseException as error:  # handed to the caller
            result.append(error)

    thread = threading.Thread(target=create, name=f"tun in {namespace}")
    thread.start()
    thread.join()
    (outcome,) = result
    if isinstance(outcome, BaseException):
        raise outcome
    return outcome


class ImpairedNetwork:
    """``size`` namespaces on one impaired network; a context manager."""

    def __init__(self, size: int, impairment: Impairment | None = None, *, subnet: str = SUBNET):
        if not 2 <= size <= 64:
            raise ValueError("between 2 and 64 namespaces")
        self.impairment = impairment or Impairment()
        """Applied to every packet from now on; replace it at any time."""
        self.namespaces = [f"{PREFIX}{os.getpid()}-{n}" for n in range(size)]
        self.addresses = [f"{subnet}.{n + 1}" for n in range(size)]
        self.forwarded = 0
        self.dropped = 0
        self._fds: list[int] = []
        self._stop = threading.Event()
        self._thread: threading.Thread | None = None

    # ---------------------------------------------------------------- set-up

    def __enter__(self) -> ImpairedNetwork:
        self.start()
        return self

    def __exit__(
        self,
        kind: type[BaseException] | None,
        error: BaseException | None,
        traceback: TracebackType | None,
    ) -> None:
        self.close()

    def start(self) -> None:
        """Create the namespaces and devices and start forwarding; raises ``RuntimeError``
        (having removed what it made) when something cannot be set up."""
        reason = unavailable()
        if reason is not None:
            raise RuntimeError(reason)
        _remove_stale()
        try:
            for namespace, address in zip(self.namespaces, self.addresses, strict=True):
                self._check(_ip("netns", "add", namespace))
                self._fds.append(_open_tun_inside(namespace))
                for step in (
                    ("addr", "add", f"{address}/24", "dev", DEVICE),
                    ("link", "set", "lo", "up"),
                    ("link", "set", DEVICE, "up"),
                    ("route", "add", "224.0.0.0/4", "dev", DEVICE),
                ):
                    self._check(_ip("-n", namespace, *step))
                links = _ip("-n", namespace, "-o", "link", "show").stdout
                names = sorted(re.findall(r"^\d+: ([^:@]+)", links, re.MULTILINE))
                if names != sorted(["lo", DEVICE]):
                    raise RuntimeError(f"unexpected links in {namespace}: {names}")
        except BaseException:
            self.close()
            raise
        self._thread = threading.Thread(target=self._forward, name="impaired network", daemon=True)
        self._thread.start()

    @staticmethod
    def _check(done: subprocess.CompletedProcess[str]) -> None:
        if done.returncode != 0:
            raise RuntimeError(f"`{' '.join(map(str, done.args))}` failed: {done.stderr.strip()}")

    def close(self) -> None:
        """Stop forwarding and remove every device and namespace (what is left of them)."""
        self._stop.set()
        if self._thread is not None:
            self._thread.join(5)
            self._thread = None
        for fd in self._fds:
            os.close(fd)
        self._fds.clear()
        for namespace in self.namespaces:
            _ip("netns", "del", namespace)

    # --------------------------------------------------------------- running programs

    def command(self, index: int, *argv: str) -> list[str]:
        """``argv`` run inside namespace ``index``."""
        return ["ip", "netns", "exec", self.namespaces[index], *argv]

    def env(self, index: int) -> dict[str, str]:
        """The environment for a client in namespace ``index`` (its address as interface)."""
        return dict(os.environ, HELSINKI_INTERFACES=self.addresses[index])

    def spawn(self, index: int, *args: str, cwd: Path | None = None) -> subprocess.Popen[str]:
        """``helsinki-qt ARGS`` in namespace ``index``, with text pipes for its output."""
        return subprocess.Popen(
            self.command(index, sys.executable, "-m", "client", *args), cwd=cwd,
            env=self.env(index), text=True, stdout=subprocess.PIPE, stderr=subprocess.PIPE,
        )  # fmt: skip

    # ---------------------------------------------------------------- forwarding

    def _forward(self) -> None:
        """Move packets between the devices until closed (the forwarding thread)."""
        by_address = {ipaddress.IPv4Address(a).packed: i for i, a in enumerate(self.addresses)}
        generators: dict[tuple[int, int, int], random.Random] = {}
        queue: list[tuple[float, int, int, bytes]] = []
        order = itertools.count()
        with selectors.DefaultSelector() as selector:
            for index, fd in enumerate(self._fds):
                selector.register(fd, selectors.EVENT_READ, index)
            while not self._stop.is_set():
                now = time.monotonic()
                while queue and queue[0][0] <= now:
                    _, _, target, due = heapq.heappop(queue)
                    self._write(target, due)
                wait = min(queue[0][0] - now, 0.05) if queue else 0.05
                for key, _ in selector.select(max(wait, 0.0)):
                    source = key.data
                    packet = self._read(self._fds[source])
                    if packet is None or len(packet) < 20 or packet[0] >> 4 != 4:
                        continue
                    destination = packet[16:20]
                    if 224 <= destination[0] <= 239:
                        targets: Sequence[int] = [i for i in range(len(self._fds)) if i != source]
                    elif destination in by_address:
                        targets = [by_address[destination]]
                    else:
                        continue
                    impairment = self.impairment
                    for target in targets:
                        link = (impairment.seed, source, target)
                        rng = generators.setdefault(link, random.Random(repr(link)))
                        if rng.random() < impairment.loss:
                            self.dropped += 1
                            continue
                        delay = impairment.delay + impairment.jitter * rng.uniform(-1, 1)
                        if rng.random() < impairment.reorder:
                            delay = 0.0
                        when = time.monotonic() + max(delay, 0.0)
                        heapq.heappush(queue, (when, next(order), target, packet))

    @staticmethod
    def _read(fd: int) -> bytes | None:
        try:
            return os.read(fd, 65536)
        except (BlockingIOError, InterruptedError):
            return None

    def _write(self, target: int, packet: bytes) -> None:
        try:
            os.write(self._fds[target], packet)
            self.forwarded += 1
        except OSError:  # a full device queue: the packet is lost, as on a wire
            self.dropped += 1
