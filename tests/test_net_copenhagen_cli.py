"""Four headless peers on loopback play Copenhagen: a peer killed mid-game has its seat handed
to a bot, comes back from its rejoin file, and all four finish with the same record."""

from __future__ import annotations

import contextlib
import json
import re
import signal
import time
from pathlib import Path

from net_helpers import lines_until
from test_net_cli import _outputs, _started, hosting_line, spawn

from engine.rules import COPENHAGEN

FOUR = ("Ann", "Bob", "Cy", "Dan")
PATIENT = ["--move-delay", "0.03", "--wait-limit", "1", "--hand-over", "greedy"]
"""Human-paced bots that hand a seat lost for 1 s to a bot."""
RESULT = re.compile(r"^(seat \d .*points|winners?: .*|final hash \w+)$", re.MULTILINE)
"""The lines of a finished game's result."""


def test_four_peers_finish_a_copenhagen_game_through_a_hand_over_and_a_rejoin(
    tmp_path: Path,
) -> None:
    host = spawn("host", "--headless", "--game", "copenhagen", "--name", "Ann", "--players", "4",
                 "--record", "ann.json", "--start-seat", "2", *PATIENT, cwd=tmp_path)  # fmt: skip
    processes = [host]
    resume = tmp_path / "dan.json.resume.json"
    try:
        _, address = hosting_line(host)
        processes += [
            spawn("join", "--headless", "--name", name, "--addr", address, "--record",
                  f"{name.lower()}.json", *PATIENT, cwd=tmp_path)
            for name in FOUR[1:]
        ]  # fmt: skip
        _started(processes[3])
        deadline = time.monotonic() + 30
        while not resume.exists() and time.monotonic() < deadline:
            time.sleep(0.1)
        lines_until(processes[3], r"^move \d+ agreed")  # moves made since
        processes[3].kill()  # kill -9: no goodbye
        processes[3].communicate()
        handed_over = lines_until(processes[0], r"^decided from move \d+: handover of seat", 60)
        processes[3] = spawn("join", "--headless", "--name", "Dan", "--rejoin", str(resume),
                             *PATIENT, cwd=tmp_path)  # fmt: skip
        outputs = _outputs(processes, 240, {0: handed_over})
    finally:
        for process in processes:
            with contextlib.suppress(ProcessLookupError):
                process.send_signal(signal.SIGCONT)
            process.kill()
    for process, (out, err) in zip(processes, outputs, strict=True):
        assert process.returncode == 0, out + err
        assert "Traceback" not in err
    records = [json.loads((tmp_path / f"{name.lower()}.json").read_text()) for name in FOUR]
    assert all(record["moves"] == records[0]["moves"] for record in records)
    assert all(record["ruleset"] == COPENHAGEN.version for record in records)
    assert records[0]["options"] == {"start_seat": 1}
    results = [RESULT.findall(out) for out, _ in outputs]
    assert len(results[0]) == 6 and all(result == results[0] for result in results), results
    said = outputs[0][0]
    assert re.search(r"decided from move \d+: handover of seat \d \(Dan, lost\)", said), said
    assert re.search(r"decided from move \d+: giveback of seat \d \(Dan, back\)", said), said
    assert "rejoined game" in outputs[3][0]
    assert not resume.exists()  # removed once the game is over
