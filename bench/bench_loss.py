"""Games on a lossy network: how many of 10 start and finish at 10, 20 and 30 % loss.

Four headless peers (random bots) in network namespaces joined by the user-space hub of
:mod:`bench.impair` - 20 ms each way, 10 % of the packets sent at once (overtaking the delayed
ones) and the loss, in each direction - play one game; the three joiners find it by its id over
mDNS, as players do. A game *started* when every peer agreed on the seed, and *finished* when
every peer ended with every move agreed, the same final hash and the same record. Skipped, saying
why, where namespaces cannot be made (root, ``ip`` and ``/dev/net/tun`` are needed).

Run with ``python -m bench.bench_loss`` (``make bench-full``: 30 games take 10 to 20 minutes);
``python -m bench.bench_loss LOSS [GAMES]`` plays only that loss (a fraction, e.g. 0.3).
"""

from __future__ import annotations

import contextlib
import json
import os
import re
import shutil
import statistics
import subprocess
import sys
import tempfile
import threading
import time
from dataclasses import dataclass
from pathlib import Path
from queue import Empty, Queue

from bench.impair import ImpairedNetwork, Impairment, unavailable
from bench.report import emit

LOSSES = (0.1, 0.2, 0.3)
GAMES = 10
DELAY = 0.02
REORDER = 0.1
GAME_LIMIT = 600.0
"""Seconds after which a game that has not ended counts as not finished (its peers are killed)."""
NAMES = ("Ann", "Bob", "Cy", "Di")
ROOT = Path(__file__).resolve().parent.parent


@dataclass
class LossyGame:
    """How one 4-peer game went through the lossy network."""

    started: bool
    finished: bool
    start_seconds: float
    """From the host's "starting" to the last peer's "started" (0 if it never started)."""
    seconds: float
    """From the host's "starting" to the last peer's end."""
    moves: int
    why: str = ""
    """What went wrong: each peer's last complaint, or its exit status."""


def _read_lines(process: subprocess.Popen[str], sink: Queue[tuple[int, float, str]],
                index: int, copy: Path) -> None:  # fmt: skip
    """Hand every line ``process`` prints to ``sink`` with the time it came, "" at its end,
    and write it to ``copy``."""
    assert process.stdout is not None
    with open(copy, "w", encoding="utf-8") as kept:
        for line in process.stdout:
            sink.put((index, time.monotonic(), line.rstrip("\n")))
            kept.write(line)
            kept.flush()
    sink.put((index, time.monotonic(), ""))


def play(
    loss: float,
    seed: int,
    folder: Path,
    limit: float = GAME_LIMIT,
    delay: float = DELAY,
    reorder: float = REORDER,
) -> LossyGame:
    """Play one game between four namespaces through ``loss``, ``delay`` and ``reorder``;
    raises ``RuntimeError`` when the namespaces cannot be made."""
    impairment = Impairment(delay=delay, loss=loss, reorder=reorder, seed=seed)
    with ImpairedNetwork(4, impairment) as network:
        lines: Queue[tuple[int, float, str]] = Queue()
        processes: list[subprocess.Popen[str]] = []

        def spawn(index: int, *args: str) -> None:
            name = NAMES[index]
            command = network.command(index, sys.executable, "-m", "client", *args, "--headless",
                                      "--name", name, "--record", str(folder / f"{name}.json"))
            env = network.env(index)  # this checkout's code, wherever the package is installed
            env["PYTHONPATH"] = os.pathsep.join(filter(None, [str(ROOT), env.get("PYTHONPATH")]))
            with open(folder / f"{name}.err", "w", encoding="utf-8") as errors:
                process = subprocess.Popen(command, cwd=folder, env=env, text=True,
                                           stdout=subprocess.PIPE, stderr=errors)  # fmt: skip
            processes.append(process)
            copy = folder / f"{name}.out"
            threading.Thread(target=_read_lines, args=(process, lines, index, copy),
                             daemon=True).start()  # fmt: skip

        deadline = time.monotonic() + limit
        try:
            spawn(0, "host", "--players", "4")
            game_id = ""
            while not game_id and time.monotonic() < deadline:
                with contextlib.suppress(Empty):
                    _, _, line = lines.get(timeout=1.0)
                    if match := re.match(r"hosting game (\w+)", line):
                        game_id = match.group(1)
                    elif not line:
                        break
            if not game_id:
                return LossyGame(False, False, 0.0, 0.0, 0, "the host did not host")
            for index in (1, 2, 3):
                spawn(index, "join", "--game", game_id)
            starting: float | None = None
            started: dict[int, float] = {}
            agreed: dict[int, int] = {}
            hashes: dict[int, str] = {}
            ended: dict[int, float] = {}
            while len(ended) < len(processes) and time.monotonic() < deadline:
                with contextlib.suppress(Empty):
                    index, when, line = lines.get(timeout=1.0)
                    if line.startswith("starting:"):
                        starting = when
                    elif line.startswith("started:"):
                        started[index] = when
                    elif match := re.match(r"all (\d+) moves agreed", line):
                        agreed[index] = int(match.group(1))
                    elif match := re.match(r"final hash (\w+)", line):
                        hashes[index] = match.group(1)
                    elif not line:
                        ended[index] = when
        finally:
            for process in processes:
                if process.poll() is None:
                    process.kill()
                process.wait(timeout=30)
    codes = [process.returncode for process in processes]
    records = [_moves(folder / f"{name}.json") for name in NAMES]
    finished = (codes == [0] * 4 and len(agreed) == 4 and len(set(hashes.values())) == 1
                and len(hashes) == 4 and records[0] is not None
                and all(r == records[0] for r in records))  # fmt: skip
    begun = starting if starting is not None else 0.0
    return LossyGame(
        started=len(started) == 4,
        finished=finished,
        start_seconds=max(started.values()) - begun if len(started) == 4 and starting else 0.0,
        seconds=max(ended.values(), default=begun) - begun if starting else 0.0,
        moves=max(agreed.values(), default=0),
        why="" if finished else _why(folder, codes),
    )


def _moves(path: Path) -> list[object] | None:
    try:
        moves = json.loads(path.read_text(encoding="utf-8"))["moves"]
    except (OSError, ValueError, KeyError, TypeError):
        return None
    return moves if isinstance(moves, list) else None


def _why(folder: Path, codes: list[int | None]) -> str:
    """Each peer's exit status and the last thing it complained about."""
    said = []
    for name, code in zip(NAMES, codes, strict=True):
        try:
            text = (folder / f"{name}.err").read_text(encoding="utf-8")
        except OSError:
            text = ""
        lines = text.splitlines()
        complaints = [line for line in lines if line.startswith("helsinki-qt:")] or lines[-1:]
        said.append(f"{name} {code}: {complaints[-1] if complaints else '-'}")
    return "; ".join(said)


def main(arguments: list[str]) -> int:
    losses = (float(arguments[0]),) if arguments else LOSSES
    games = int(arguments[1]) if len(arguments) > 1 else GAMES
    name = "games_4_peers_lossy"
    reason = unavailable()
    if reason is not None:
        print(json.dumps({"name": name, "skipped": f"no network namespaces here: {reason}"}),
              flush=True)  # fmt: skip
        return 0
    for loss in losses:
        percent = round(loss * 100)
        outcomes = []
        for number in range(games):
            with tempfile.TemporaryDirectory() as folder:
                try:
                    outcome = play(loss, 2026 + number, Path(folder))
                except RuntimeError as error:  # the namespaces or devices could not be made
                    print(json.dumps({"name": name, "skipped": str(error)}), flush=True)
                    return 0
                if not outcome.finished:  # its peers' logs are kept
                    kept = Path(tempfile.mkdtemp(prefix=f"bench-loss-{percent}-{number}-"))
                    for log in [*Path(folder).glob("*.err"), *Path(folder).glob("*.out")]:
                        shutil.copy(log, kept)
                    print(json.dumps({"name": f"{name}_{percent}pct_loss", "game": number,
                                      "failed": outcome.why, "logs": str(kept)}), flush=True)
            outcomes.append(outcome)
        started = [o for o in outcomes if o.started]
        finished = [o for o in outcomes if o.finished]
        emit(f"{name}_{percent}pct_loss_started", len(started), f"of {games}", f"{games}")
        emit(f"{name}_{percent}pct_loss_finished", len(finished), f"of {games}", f"{games}")
        if started:
            starts = [o.start_seconds for o in started]
            emit(f"{name}_{percent}pct_loss_start_median", statistics.median(starts), "s")
            emit(f"{name}_{percent}pct_loss_start_max", max(starts), "s")
        if finished:
            seconds = statistics.median(o.seconds for o in finished)
            emit(f"{name}_{percent}pct_loss_game_median", seconds, "s")
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
