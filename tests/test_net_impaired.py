"""The lobby through a bad network: 300 ms each way and 30 % of the packets lost, between
network namespaces joined by the user-space hub of ``bench.impair`` (needs root and TUN)."""

from __future__ import annotations

from collections.abc import Iterator
from pathlib import Path

import pytest
from net_helpers import wait_for_line

from bench.impair import ImpairedNetwork, Impairment, unavailable

BAD = Impairment(delay=0.3, loss=0.3, seed=2026)
"""The network the lobby must survive (each direction of every packet)."""


@pytest.fixture
def network() -> Iterator[ImpairedNetwork]:
    reason = unavailable()
    if reason is not None:
        pytest.skip(reason)
    try:
        with ImpairedNetwork(3, BAD) as built:
            yield built
    except RuntimeError as error:
        pytest.skip(f"no impaired network here: {error}")


def test_a_three_peer_lobby_assembles_through_delay_and_loss(
    network: ImpairedNetwork, tmp_path: Path
) -> None:
    host = network.spawn(0, "host", "--headless", "--name", "Ann", "--players", "3", "--pin",
                         "4711", cwd=tmp_path)  # the PIN exchange adds two round trips
    processes = [host]
    try:
        hosting = wait_for_line(host, r"^hosting game", 30)
        address = hosting.split()[-1]
        assert address.startswith(network.addresses[0])
        for index, name in ((1, "Bob"), (2, "Cy")):
            processes.append(network.spawn(index, "join", "--headless", "--name", name,
                                           "--addr", address, "--pin", "4711",
                                           cwd=tmp_path))  # fmt: skip
        for joiner in processes[1:]:
            wait_for_line(joiner, r"^joined game \w+ at ", 120)
        wait_for_line(host, r"^starting: all 3 seats are taken and ready", 120)
        assert network.dropped > 0  # the network really was that bad
    finally:
        for process in processes:
            process.kill()
            _, err = process.communicate(timeout=10)
            assert "Traceback" not in err, err
