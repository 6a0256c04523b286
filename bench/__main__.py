"""Run every benchmark module (``bench/bench_*.py``) in turn: ``python -m bench [NAME ...]``."""

from __future__ import annotations

import subprocess
import sys
from pathlib import Path


def main(names: list[str]) -> int:
    modules = sorted(p.stem for p in Path(__file__).parent.glob("bench_*.py"))
    chosen = [m for m in modules if not names or m.removeprefix("bench_") in names]
    failed = 0
    for module in chosen:
        print(f"# {module}", file=sys.stderr, flush=True)
        failed |= subprocess.call([sys.executable, "-m", f"bench.{module}"])
    return failed


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
