"""Play over a VPN: interfaces with the network they reach (``ADDR/PREFIX``), peers by host name.

The last test plays a 4-player game between network namespaces whose interfaces carry /32
addresses with a route to 100.64.0.0/10, as Tailscale sets up its interface on Linux (needs
root). The namespaces hold only ``lo`` and one veth end each, joined by a bridge in a fifth
namespace; every link is created directly inside them, so no process of the test can send a
packet on the machine's real interfaces. Without root, ``ip`` or namespace support it skips.
"""

from __future__ import annotations

import argparse
import asyncio
import json
import os
import re
import shutil
import socket
import subprocess
import sys
from collections.abc import Iterator
from dataclasses import dataclass
from pathlib import Path
from typing import Any

import pytest
from net_helpers import FAST, LOOPBACK, run, wait_for_line

from client import net_cli
from net.config import (
    InterfaceError,
    bind_address,
    parse_interfaces,
    select_interfaces,
    source_for,
)
from net.lobby import LobbyHost
from net.lobby_client import LobbyClient
from net.messages import GameOptions
from net.peer import LocalPeer
from net.transport import HostNotFound, dial, resolve

# ------------------------------------------------------------------ interface entries

GOOD = [
    ("100.101.102.103/10", "100.101.102.103/10"),
    (" 100.101.102.103/10 ", "100.101.102.103/10"),
    ("192.168.1.20", "192.168.1.20"),
    ("10.0.0.5/255.255.255.0", "10.0.0.5/24"),
    ("100.101.102.103/32", "100.101.102.103/32"),
    ("10.1.2.3/31", "10.1.2.3/31"),
    ("10.1.2.2/31", "10.1.2.2/31"),  # a /31 has no network or broadcast address
    ("127.0.0.1/8", "127.0.0.1/8"),
]

BAD = [
    ("100.101.102.103/33", "prefix"),
    ("100.101.102.103/-1", "prefix"),
    ("100.101.102.103/", "prefix"),
    ("100.101.102.103/ten", "prefix"),
    ("100.101.102.103/10/2", "prefix"),
    ("100.64.0.0/10", "names the network 100.64.0.0/10"),
    ("100.127.255.255/10", "names the network 100.64.0.0/10"),
    ("224.0.0.251/4", "cannot be an interface address"),
    ("224.0.0.251", "cannot be an interface address"),
    ("0.0.0.0/0", "cannot be an interface address"),
    ("100.101.102/10", "not an IPv4 address"),
    ("localhost", "not an IPv4 address"),
    ("fd7a:115c:a1e0::1/48", "not an IPv4 address"),
]


@pytest.mark.parametrize(("text", "entry"), GOOD)
def test_an_interface_is_an_address_with_or_without_the_network_it_reaches(
    text: str, entry: str
) -> None:
    assert parse_interfaces([text]) == [entry]
    assert bind_address(entry) == text.strip().partition("/")[0]


@pytest.mark.parametrize(("text", "reason"), BAD)
def test_a_bad_interface_entry_is_refused_by_name(text: str, reason: str) -> None:
    with pytest.raises(InterfaceError) as info:
        parse_interfaces([text])
    assert info.value.address == text
    assert text in str(info.value) and reason in str(info.value)


def test_the_environment_takes_entries_with_prefixes_and_keeps_one_per_address() -> None:
    environ = {"HELSINKI_INTERFACES": "100.101.0.1/10, 192.168.1.20,100.101.0.1,127.0.0.1"}
    assert select_interfaces(None, environ) == ["100.101.0.1/10", "192.168.1.20", "127.0.0.1"]
    assert select_interfaces(["127.0.0.1/8", "100.101.0.1/10"], environ) == [
        "127.0.0.1/8",
        "100.101.0.1/10",
    ]


def test_the_network_given_with_an_interface_decides_whom_it_reaches() -> None:
    tailnet = ["192.168.1.20/24", "100.101.0.1/10"]
    assert source_for("100.101.0.4", tailnet) == "100.101.0.1"
    assert source_for("100.64.0.1", tailnet) == "100.101.0.1"
    assert source_for("100.128.0.1", tailnet) is None  # just beyond 100.64.0.0/10
    assert source_for("192.168.1.7", tailnet) == "192.168.1.20"
    assert source_for("192.168.2.7", tailnet) is None
    # The prefix given overrides the system's (/8 on loopback), both ways.
    assert source_for("127.0.0.5", ["127.0.0.1/32"]) is None
    assert source_for("127.0.0.1", ["127.0.0.1/32"]) == "127.0.0.1"
    assert source_for("127.0.0.5", ["127.0.0.1/8"]) == "127.0.0.1"
    assert source_for("127.0.0.5", ["127.0.0.1"]) == "127.0.0.1"


# ------------------------------------------------------------------------- host names


def test_a_name_of_the_hosts_file_resolves_and_an_address_is_itself() -> None:
    assert run(resolve("localhost", 5.0)) == "127.0.0.1"
    assert run(resolve("100.101.0.1", 5.0)) == "100.101.0.1"


def test_a_name_that_cannot_exist_is_refused_without_a_lookup() -> None:
    with pytest.raises(HostNotFound, match=r"^cannot find the host host-a\.invalid: "):
        run(dial("host-a.invalid", 9, LOOPBACK, 5.0))


def test_a_name_the_resolver_does_not_know_or_does_not_answer_is_refused(
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    async def unknown(*args: Any, **kwargs: Any) -> Any:
        raise socket.gaierror(socket.EAI_NONAME, "Name or service not known")

    async def silent(*args: Any, **kwargs: Any) -> Any:
        await asyncio.Event().wait()

    async def scenario() -> list[str]:
        loop = asyncio.get_running_loop()
        reasons = []
        for lookup in (unknown, silent):
            monkeypatch.setattr(loop, "getaddrinfo", lookup)
            with pytest.raises(HostNotFound) as info:
                await dial("host-b.tailnet", 9, LOOPBACK, 0.2)
            assert info.value.host == "host-b.tailnet"
            reasons.append(str(info.value))
        return reasons

    assert run(scenario()) == [
        "cannot find the host host-b.tailnet: name or service not known",
        "cannot find the host host-b.tailnet: no answer within 0.2 s",
    ]


def test_a_lobby_on_an_interface_with_a_prefix_is_joined_by_name() -> None:
    async def scenario() -> None:
        host = LobbyHost(LocalPeer("Host", ["127.0.0.1/8"], FAST), "lobby", GameOptions(2))
        await host.open()
        joiner = LocalPeer("Aino", ["127.0.0.1/8"], FAST)
        try:
            assert host.peer.address == "127.0.0.1"
            assert host.game_info().addresses == ("127.0.0.1",)
            client = await LobbyClient.join(joiner, "localhost", host.peer.port)
            assert client.seat == 1
            assert client.connection.remote[0] == "127.0.0.1"
            await client.leave()
        finally:
            await host.close()
            await host.peer.close()
            await joiner.close()

    run(scenario())


def test_the_command_line_takes_a_host_name_and_interfaces_with_prefixes() -> None:
    parser = argparse.ArgumentParser()
    net_cli.add_commands(parser.add_subparsers())
    args = parser.parse_args(["join", "--headless", "--name", "Bob", "--addr", "host-a:40123",
                              "--interface", "100.101.0.2/10"])  # fmt: skip
    assert args.addr == ("host-a", 40123)
    assert select_interfaces(args.interfaces, {}) == ["100.101.0.2/10"]


# ------------------------------------------------------------ a tailnet of namespaces

NETWORK = "100.64.0.0/10"
"""The range Tailscale gives its peers' addresses from (the shared address space)."""
IP_TIMEOUT = 10.0
"""Seconds allowed to each ``ip`` command."""
NAME = "host-a.tailnet"
"""The name every joiner's hosts file gives the host (as MagicDNS would), with its short form."""


@dataclass(frozen=True)
class Node:
    """One namespace of the tailnet: its name, veth end, /32 address and interface setting."""

    ns: str
    veth: str
    address: str

    def command(self, *args: str) -> list[str]:
        """``python -m client ARGS`` run inside this namespace."""
        return ["ip", "netns", "exec", self.ns, sys.executable, "-m", "client", *args]

    def spawn(self, *args: str, cwd: Path, interfaces: str | None = None) -> subprocess.Popen[str]:
        env = dict(os.environ, HELSINKI_INTERFACES=interfaces or f"{self.address}/10")
        return subprocess.Popen(self.command(*args), cwd=cwd, env=env, text=True,
                                stdout=subprocess.PIPE, stderr=subprocess.PIPE)  # fmt: skip


def _ip(*args: str) -> subprocess.CompletedProcess[str]:
    return subprocess.run(["ip", *args], capture_output=True, text=True, timeout=IP_TIMEOUT)


def _step(*args: str) -> None:
    done = _ip(*args)
    if done.returncode != 0:
        pytest.skip(f"`ip {' '.join(args)}` failed: {done.stderr.strip()}")


@pytest.fixture
def tailnet() -> Iterator[list[Node]]:
    """Four namespaces with a /32 address each and a route to 100.64.0.0/10, bridged in a hub
    namespace; each has hosts and resolv.conf files of its own (no name is ever asked outside
    it). All removed after."""
    if not hasattr(os, "geteuid") or os.geteuid() != 0:
        pytest.skip("network namespaces need root")
    if shutil.which("ip") is None:
        pytest.skip("the `ip` command (iproute2) is missing")
    pid = os.getpid()
    hub = f"hq-vpn-{pid}-hub"
    nodes = [Node(f"hq-vpn-{pid}-{n}", f"hqv{pid}{n}", f"100.101.0.{n}") for n in range(1, 5)]
    etc_netns = Path("/etc/netns")
    made_etc_netns = not etc_netns.exists()
    try:
        _step("netns", "add", hub)
        _step("-n", hub, "link", "add", "br0", "type", "bridge")
        _step("-n", hub, "link", "set", "br0", "up")
        for n, node in enumerate(nodes, 1):
            port = f"hqh{pid}{n}"
            _step("netns", "add", node.ns)
            # Both ends are born inside their namespaces: they never exist in the root one.
            _step("link", "add", node.veth, "netns", node.ns, "type", "veth",
                  "peer", "name", port, "netns", hub)  # fmt: skip
            _step("-n", hub, "link", "set", port, "master", "br0")
            _step("-n", hub, "link", "set", port, "up")
            _step("-n", node.ns, "addr", "add", f"{node.address}/32", "dev", node.veth)
            _step("-n", node.ns, "link", "set", "lo", "up")
            _step("-n", node.ns, "link", "set", node.veth, "up")
            _step("-n", node.ns, "route", "add", NETWORK, "dev", node.veth)
            folder = etc_netns / node.ns
            folder.mkdir(parents=True, exist_ok=True)
            (folder / "hosts").write_text(f"127.0.0.1 localhost\n{nodes[0].address} {NAME} "
                                          f"{NAME.split('.')[0]}\n")  # fmt: skip
            (folder / "resolv.conf").write_text("nameserver 127.0.0.1\noptions attempts:1\n")
        for node in nodes:
            links = _ip("-n", node.ns, "-o", "link", "show").stdout
            names = sorted(re.findall(r"^\d+: ([^:@]+)", links, re.MULTILINE))
            assert names == sorted(["lo", node.veth]), f"unexpected links in {node.ns}: {names}"
            entered = _ip("netns", "exec", node.ns, "true")
            if entered.returncode != 0:
                pytest.skip(f"`ip netns exec` failed: {entered.stderr.strip()}")
        yield nodes
    finally:
        for n, node in enumerate(nodes, 1):
            _ip("link", "del", node.veth)  # in case either end ever ended up in the root one
            _ip("link", "del", f"hqh{pid}{n}")
            _ip("netns", "del", node.ns)
            shutil.rmtree(etc_netns / node.ns, ignore_errors=True)
        _ip("netns", "del", hub)
        if made_etc_netns and etc_netns.exists() and not any(etc_netns.iterdir()):
            etc_netns.rmdir()


def _finish(processes: list[subprocess.Popen[str]], timeout: float) -> list[tuple[str, str]]:
    """What every process printed (out, err) once it ended; any still running after
    ``timeout`` seconds is killed."""
    try:
        return [process.communicate(timeout=timeout) for process in processes]
    finally:
        _kill(processes)


def _kill(processes: list[subprocess.Popen[str]]) -> None:
    for process in processes:
        if process.poll() is None:
            process.kill()
            process.communicate(timeout=5)


def test_four_players_on_a_tailnet_join_by_address_and_by_name_and_finish(
    tailnet: list[Node], tmp_path: Path
) -> None:
    ann, bob, cy, dan = tailnet
    host = ann.spawn("host", "--headless", "--name", "Ann", "--players", "4", "--move-delay",
                     "0.01", "--record", "ann.json", cwd=tmp_path)  # fmt: skip
    processes = [host]
    try:
        line = wait_for_line(host, r"^hosting game", timeout=15)
        match = re.match(r"hosting game (\w+) at (\S+):(\d+)", line)
        assert match, line
        _, address, port = match.groups()
        assert address == ann.address

        # Without the network's prefix, the /32 address reaches nobody: the failure this fixes.
        alone = bob.spawn("join", "--headless", "--name", "Bob", "--addr", f"{address}:{port}",
                          cwd=tmp_path, interfaces=bob.address)  # fmt: skip
        unknown = bob.spawn("join", "--headless", "--name", "Bob", "--addr",
                            f"host-z.tailnet:{port}", cwd=tmp_path)  # fmt: skip
        refusals = _finish([alone, unknown], timeout=30)
        assert alone.returncode == unknown.returncode == 2
        assert f"{address} is on none of the chosen interfaces" in refusals[0][1], refusals[0]
        assert "cannot find the host host-z.tailnet" in refusals[1][1], refusals[1]

        joins = [(bob, "Bob", f"{address}:{port}"), (cy, "Cy", f"{NAME}:{port}"),
                 (dan, "Dan", f"{NAME.split('.')[0]}:{port}")]  # fmt: skip
        for node, name, where in joins:
            processes.append(node.spawn("join", "--headless", "--name", name, "--addr", where,
                                        "--move-delay", "0.01", "--record",
                                        f"{name.lower()}.json", cwd=tmp_path))  # fmt: skip
        outputs = _finish(processes, timeout=60)
    finally:
        _kill(processes)
    for process, (out, err) in zip(processes, outputs, strict=True):
        assert process.returncode == 0, err
        assert re.search(r"all \d+ moves agreed", out), out
    for (_, _, where), (out, _) in zip(joins, outputs[1:], strict=True):
        assert f"at {where} as seat" in out
    hashes = {re.findall(r"final hash (\w+)", out)[-1] for out, _ in outputs}
    assert len(hashes) == 1
    names = ("ann", "bob", "cy", "dan")
    records = [json.loads((tmp_path / f"{name}.json").read_text()) for name in names]
    assert all(record["moves"] == records[0]["moves"] for record in records)
