"""Real mDNS discovery between two network namespaces joined by a veth pair (needs root).

Namespace A hosts a headless game; namespace B lists it, joins it by id and both play it to the
end. The namespaces hold only ``lo`` and one veth end each, with addresses of a private test
range; the veth is created directly inside them, so no process of the test can send a packet on
the machine's real interfaces. Without root, ``ip`` or namespace support the test skips.
"""

from __future__ import annotations

import os
import re
import selectors
import shutil
import subprocess
import sys
from collections.abc import Iterator
from dataclasses import dataclass
from pathlib import Path

import pytest

SUBNET = "10.231.173"
"""A /24 used only inside the two namespaces."""
IP_TIMEOUT = 10.0
"""Seconds allowed to each ``ip`` command."""


@dataclass(frozen=True)
class Side:
    """One namespace: its name, veth end and address."""

    ns: str
    veth: str
    address: str

    def command(self, *args: str) -> list[str]:
        """``python -m client ARGS`` run inside this namespace."""
        return ["ip", "netns", "exec", self.ns, sys.executable, "-m", "client", *args]

    def env(self) -> dict[str, str]:
        return dict(os.environ, HELSINKI_INTERFACES=self.address)


def _ip(*args: str) -> subprocess.CompletedProcess[str]:
    return subprocess.run(["ip", *args], capture_output=True, text=True, timeout=IP_TIMEOUT)


def _delete(a: Side, b: Side) -> None:
    """Remove the veth and both namespaces, ignoring what is already gone."""
    for side in (a, b):
        _ip("-n", side.ns, "link", "del", side.veth)
        _ip("link", "del", side.veth)  # in case it ever ended up in the root namespace
    for side in (a, b):
        _ip("netns", "del", side.ns)


@pytest.fixture
def pair() -> Iterator[tuple[Side, Side]]:
    """Namespaces A and B, linked by a veth pair, with multicast routed over it; removed after."""
    if not hasattr(os, "geteuid") or os.geteuid() != 0:
        pytest.skip("network namespaces need root")
    if shutil.which("ip") is None:
        pytest.skip("the `ip` command (iproute2) is missing")
    pid = os.getpid()
    a = Side(f"hq-a-{pid}", f"hqa{pid}", f"{SUBNET}.1")
    b = Side(f"hq-b-{pid}", f"hqb{pid}", f"{SUBNET}.2")
    try:
        added = _ip("netns", "add", a.ns)
        if added.returncode != 0:
            pytest.skip(f"`ip netns add` failed: {added.stderr.strip()}")
        steps = [
            ("netns", "add", b.ns),
            # Both ends are born inside their namespaces: they never exist in the root one.
            ("link", "add", a.veth, "netns", a.ns, "type", "veth",
             "peer", "name", b.veth, "netns", b.ns),
        ]  # fmt: skip
        for side in (a, b):
            steps += [
                ("-n", side.ns, "addr", "add", f"{side.address}/24", "dev", side.veth),
                ("-n", side.ns, "link", "set", "lo", "up"),
                ("-n", side.ns, "link", "set", side.veth, "up"),
                ("-n", side.ns, "route", "add", "224.0.0.0/4", "dev", side.veth),
            ]
        for step in steps:
            done = _ip(*step)
            if done.returncode != 0:
                pytest.skip(f"`ip {' '.join(step)}` failed: {done.stderr.strip()}")
        for side in (a, b):
            links = _ip("-n", side.ns, "-o", "link", "show").stdout
            names = sorted(re.findall(r"^\d+: ([^:@]+)", links, re.MULTILINE))
            assert names == sorted(["lo", side.veth]), f"unexpected links in {side.ns}: {names}"
            entered = _ip("netns", "exec", side.ns, "true")
            if entered.returncode != 0:
                pytest.skip(f"`ip netns exec` failed: {entered.stderr.strip()}")
        yield a, b
    finally:
        _delete(a, b)


def _spawn(side: Side, *args: str, cwd: Path) -> subprocess.Popen[str]:
    return subprocess.Popen(side.command(*args), cwd=cwd, env=side.env(), text=True,
                            stdout=subprocess.PIPE, stderr=subprocess.PIPE)  # fmt: skip


def _first_line(process: subprocess.Popen[str], timeout: float) -> str:
    """The first line a process prints, or "" if none comes within ``timeout`` seconds."""
    assert process.stdout is not None
    with selectors.DefaultSelector() as selector:
        selector.register(process.stdout, selectors.EVENT_READ)
        if not selector.select(timeout):
            return ""
    return process.stdout.readline()


def _list(side: Side, game_id: str) -> str:
    """``list``'s output in ``side``, trying up to three times until ``game_id`` shows."""
    out = ""
    for _ in range(3):
        listed = subprocess.run(side.command("list", "--timeout", "1.5"), env=side.env(),
                                capture_output=True, text=True, timeout=15, check=True)  # fmt: skip
        out = listed.stdout
        if game_id in out:
            break
    return out


def test_a_game_hosted_in_one_namespace_is_found_and_played_from_the_other(
    pair: tuple[Side, Side], tmp_path: Path
) -> None:
    a, b = pair
    host = _spawn(a, "host", "--headless", "--name", "Ann", "--players", "2", cwd=tmp_path)
    processes = [host]
    try:
        line = _first_line(host, timeout=10)
        match = re.match(r"hosting game (\w+) at (\S+):(\d+)", line)
        assert match, f"host said {line!r}"
        game_id, address, port = match.groups()
        assert address == a.address

        listed = _list(b, game_id)
        assert re.search(rf"^{game_id} .*lobby, 1/2 seats.*\s+at {re.escape(a.address)}:{port}$",
                         listed, re.MULTILINE), listed  # fmt: skip

        processes.append(_spawn(b, "join", "--headless", "--name", "Bob", "--game", game_id,
                                cwd=tmp_path))  # fmt: skip
        outputs = [process.communicate(timeout=20) for process in processes]
    finally:
        for process in processes:
            if process.poll() is None:
                process.kill()
                process.communicate(timeout=5)
    for process, (out, err) in zip(processes, outputs, strict=True):
        assert process.returncode == 0, err
        assert re.search(r"all \d+ moves agreed", out), out
    assert f"joined game {game_id} at {a.address}:{port}" in outputs[1][0]
    hashes = {re.findall(r"final hash (\w+)", out)[-1] for out, _ in outputs}
    assert len(hashes) == 1
