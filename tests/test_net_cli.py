"""Headless peers as separate processes on loopback: list, host, join, and refusals."""

from __future__ import annotations

import json
import os
import re
import subprocess
import sys
from pathlib import Path

ENV = dict(os.environ, HELSINKI_INTERFACES="127.0.0.1")
COMMAND = [sys.executable, "-m", "client"]


def spawn(*args: str, cwd: Path) -> subprocess.Popen[str]:
    return subprocess.Popen(
        [*COMMAND, *args], cwd=cwd, env=ENV, stdout=subprocess.PIPE, stderr=subprocess.PIPE,
        text=True,
    )  # fmt: skip


def hosting_line(host: subprocess.Popen[str]) -> tuple[str, str]:
    """The game id and HOST:PORT that a host prints first."""
    assert host.stdout is not None
    line = host.stdout.readline()
    match = re.match(r"hosting game (\w+) at (\S+)", line)
    assert match, line
    return match.group(1), match.group(2)


def test_host_and_join_processes_finish_a_game_with_identical_records(tmp_path: Path) -> None:
    host = spawn("host", "--headless", "--name", "Ann", "--players", "3", "--record",
                 "ann.json", "--bot", "greedy", cwd=tmp_path)  # fmt: skip
    processes = [host]
    try:
        game_id, address = hosting_line(host)
        listed = subprocess.run([*COMMAND, "list", "--timeout", "1.5"], env=ENV, text=True,
                                capture_output=True, timeout=30, check=True)  # fmt: skip
        assert game_id in listed.stdout and "by Ann  lobby, 1/3 seats, all-actions" in listed.stdout
        processes += [
            spawn("join", "--headless", "--name", "Bob", "--game", game_id, "--record",
                  "bob.json", cwd=tmp_path),
            spawn("join", "--headless", "--name", "Cy", "--addr", address, "--record",
                  "cy.json", cwd=tmp_path),
        ]  # fmt: skip
        outputs = [p.communicate(timeout=120) for p in processes]
    finally:
        for process in processes:
            process.kill()
    for process, (out, err) in zip(processes, outputs, strict=True):
        assert process.returncode == 0, err
        assert re.search(r"all \d+ moves agreed", out)
    hashes = {re.search(r"final hash (\w+)", out).group(1) for out, _ in outputs}  # type: ignore[union-attr]
    assert len(hashes) == 1
    records = [json.loads((tmp_path / f).read_text()) for f in ("ann.json", "bob.json", "cy.json")]
    assert records[0]["moves"] == records[1]["moves"] == records[2]["moves"]
    assert records[0]["moves"][-1]["hash"] == hashes.pop()
    verify = subprocess.run([*COMMAND, "replay", str(tmp_path / "bob.json"), "--verify"],
                            env=ENV, capture_output=True, text=True, timeout=60)  # fmt: skip
    assert verify.returncode == 0, verify.stderr


def test_a_wrong_pin_is_refused_with_a_clear_message(tmp_path: Path) -> None:
    host = spawn("host", "--headless", "--name", "Ann", "--players", "2", "--pin", "4711",
                 cwd=tmp_path)  # fmt: skip
    try:
        _, address = hosting_line(host)
        joined = subprocess.run(
            [*COMMAND, "join", "--headless", "--name", "Eve", "--addr", address, "--pin", "1234"],
            env=ENV, capture_output=True, text=True, timeout=30,
        )  # fmt: skip
        assert joined.returncode == 2
        assert "refused" in joined.stderr and "PIN" in joined.stderr
        assert "Traceback" not in joined.stderr
    finally:
        host.kill()
        host.communicate()


def test_join_reports_a_game_that_is_not_there(tmp_path: Path) -> None:
    joined = subprocess.run(
        [*COMMAND, "join", "--headless", "--name", "Eve", "--addr", "127.0.0.1:9"],
        env=ENV, capture_output=True, text=True, timeout=30,
    )  # fmt: skip
    assert joined.returncode == 2 and "cannot reach 127.0.0.1:9" in joined.stderr
    bad = subprocess.run([*COMMAND, "list", "--interface", "not-an-address"], env=ENV,
                         capture_output=True, text=True, timeout=30)  # fmt: skip
    assert bad.returncode == 2 and "not an IPv4 address" in bad.stderr
