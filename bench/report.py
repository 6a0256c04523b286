"""How benchmarks print their figures."""

from __future__ import annotations

import json
import statistics
from collections.abc import Sequence


def emit(name: str, value: float, unit: str, target: str | None = None) -> None:
    """Print one figure as a JSON line (``target`` names the goal it is measured against)."""
    line: dict[str, object] = {"name": name, "value": round(value, 4), "unit": unit}
    if target is not None:
        line["target"] = target
    print(json.dumps(line), flush=True)


def percentile(values: Sequence[float], fraction: float) -> float:
    """The value below which ``fraction`` of the values lie (nearest rank)."""
    ordered = sorted(values)
    return ordered[min(len(ordered) - 1, int(fraction * len(ordered)))]


def median(values: Sequence[float]) -> float:
    return statistics.median(values)
