"""A player that stops the game: how long the others wait, with the settings a host gets.

Run with ``python -m bench stalls``. Scenarios of the seeded simulator (``tests/simulator.py``,
simulated time, no network faults besides the dishonest peer) with the default turn timer:

- a silent runner (links alive, never moves), 3 and 4 players: the time from the start of its
  turn to the next move the honest majority settles (the bot's, once the seat is handed over),
  the median and the longest of the scenarios;
- a runner that takes its seat back after every hand-over and stalls again: the total time the
  game stood still (the waits between settled moves longer than :data:`STILL`, which no honest
  turn, vote or network fault of the simulator takes), the median and the longest.
"""

from __future__ import annotations

import logging
import statistics
import sys
from pathlib import Path

from bench.report import emit
from net.config import DEFAULT_TURN_TIMER

SCENARIOS = 12
"""Scenarios measured for each figure."""
STILL = 20.0
"""A wait between two settled moves longer than this is the game standing still (seconds)."""


def _scenarios(behaviour: str, players: int) -> list[list[float]]:
    """The waits between settled moves (and from the last to the end) of :data:`SCENARIOS`
    scenarios of ``players`` with the default turn timer and a dishonest peer doing
    ``behaviour``, and nothing else."""
    sys.path.insert(0, str(Path(__file__).resolve().parent.parent / "tests"))
    from simulator import Simulation

    found: list[list[float]] = []
    seed = 0
    while len(found) < SCENARIOS:
        simulation = Simulation(seed, (behaviour,))
        seed += 1
        if simulation.players != players or simulation.timer != DEFAULT_TURN_TIMER:
            continue
        dishonest = [p for p in simulation.peers.values() if not p.honest]
        if not dishonest or len(simulation.plan) != 2:  # (no network faults)
            continue
        simulation.run()
        honest = next(p for p in simulation.peers.values() if p.honest)
        if any(c.proposal.grounds == "stalled" for _, c in honest.core.decisions):
            found.append(simulation.stood_still())  # (its turn came: it stalled)
    return found


def main() -> None:
    logging.disable(logging.CRITICAL)
    for players in (3, 4):
        waits = [max(w) for w in _scenarios("never-move", players)]
        emit(f"silent_runner_{players}_players_stall_to_next_move_median",
             statistics.median(waits), "s", f"<= {DEFAULT_TURN_TIMER + 10} s")  # fmt: skip
        emit(f"silent_runner_{players}_players_stall_to_next_move_max", max(waits), "s")
    for players in (3, 4):
        still = [sum(x for x in w if x > STILL) for w in _scenarios("retake-stall", players)]
        emit(f"take_back_and_stall_{players}_players_stood_still_median",
             statistics.median(still), "s", f"<= {DEFAULT_TURN_TIMER + 60} s")  # fmt: skip
        emit(f"take_back_and_stall_{players}_players_stood_still_max", max(still), "s")


if __name__ == "__main__":
    main()
