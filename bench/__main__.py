"""Run the benchmark modules (``bench/bench_*.py``) in turn: ``python -m bench [--full] [NAME]...``

The experts' match figures (``bench_expert``, ``bench_copenhagen_expert``: hundreds of games,
hours) and the games through a lossy network (``bench_loss``: 30 games between namespaces, 10 to
20 minutes) run only with ``--full`` or when named; everything else runs by default."""

from __future__ import annotations

import subprocess
import sys
from pathlib import Path

FULL_ONLY = ("bench_copenhagen_expert", "bench_expert", "bench_loss")
"""The modules too long for the default run."""


def main(arguments: list[str]) -> int:
    full = "--full" in arguments
    names = [a for a in arguments if a != "--full"]
    modules = sorted(p.stem for p in Path(__file__).parent.glob("bench_*.py"))
    chosen = [
        m for m in modules
        if m.removeprefix("bench_") in names or (not names and (full or m not in FULL_ONLY))
    ]  # fmt: skip
    failed = 0
    for module in chosen:
        print(f"# {module}", file=sys.stderr, flush=True)
        failed |= subprocess.call([sys.executable, "-m", f"bench.{module}"])
    left_out = [m for m in FULL_ONLY if m in modules and m not in chosen and not names]
    if left_out:
        print(f"# left out: {', '.join(left_out)} (python -m bench --full)", file=sys.stderr)
    return failed


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
