"""A player that stops the game: with the settings a host gets, the others go on within minutes.

Scenarios of the seeded simulator (:mod:`simulator`, simulated time) with one dishonest peer: a
silent runner (links alive, never moves), with the default turn timer and with none (then the
others' owners ask for the vote, as the table offers); a runner that takes its seat back after
each hand-over and stalls again (its seat goes back to the bot for good); a runner that signs a
move the rules forbid (voted out on that proof). The simulator's own invariants hold throughout
(no honest peer suspected, or its seat handed over as stalled; the honest records agree; the
game stands still no longer than a turn's limit and a retake's); these tests check what each
dishonest peer gets.
"""

from __future__ import annotations

import logging
from collections.abc import Iterator

import pytest
from simulator import Simulation

from net.config import DEFAULT_TURN_TIMER, RETAKE_LIMIT, STALL_VOTE_AFTER
from net.lockstep import Linked, Readmit, Received, Send
from net.lockstep.core import Lockstep
from net.lockstep.effects import LockstepError
from net.lockstep.stalls import forfeited
from net.messages import Illegal, SignedMove

SLACK = 15.0
"""Seconds of votes and a bot's thinking beyond a limit (simulated)."""


@pytest.fixture(autouse=True)
def quiet() -> Iterator[None]:
    logging.disable(logging.CRITICAL)
    yield
    logging.disable(logging.NOTSET)


def stalling(behaviour: str, players: int, timer: int, grounds: str = "stalled") -> Simulation:
    """The first scenario (by seed) of ``players`` with turn timer ``timer`` whose dishonest
    peer does ``behaviour`` alone (no network faults) and was decided against on ``grounds``,
    run to its end."""
    for seed in range(2000):
        simulation = Simulation(seed, (behaviour,))
        if simulation.players != players or simulation.timer != timer:
            continue
        if all(p.honest for p in simulation.peers.values()) or len(simulation.plan) != 2:
            continue
        simulation.run()
        if any(c.proposal.grounds == grounds for core in honest_cores(simulation)
               for _, c in core.decisions):  # fmt: skip
            return simulation
    raise AssertionError(f"no scenario of {players} players with {behaviour}")


def honest_cores(simulation: Simulation) -> list[Lockstep]:
    return [p.core for p in simulation.peers.values() if p.honest]


def cheat_of(simulation: Simulation) -> str:
    return next(p.core.me for p in simulation.peers.values() if not p.honest)


@pytest.mark.parametrize("players", [3, 4])
def test_a_silent_runner_holds_the_game_up_for_the_default_turn_timer_at_most(
    players: int,
) -> None:
    simulation = stalling("never-move", players, DEFAULT_TURN_TIMER)
    honest = honest_cores(simulation)
    assert all(core.status == "over" for core in honest)
    assert DEFAULT_TURN_TIMER <= max(simulation.stood_still()) <= DEFAULT_TURN_TIMER + SLACK
    cheat = cheat_of(simulation)
    assert all(not core.membership.seats_of(cheat) for core in honest)  # its seat is a bot's


def test_without_a_timer_the_others_vote_a_turn_held_long_to_a_bot() -> None:
    simulation = stalling("never-move", 3, 0)
    assert all(core.status == "over" for core in honest_cores(simulation))
    assert STALL_VOTE_AFTER <= max(simulation.stood_still()) <= STALL_VOTE_AFTER + SLACK


@pytest.mark.parametrize("players", [3, 4])
def test_a_seat_taken_back_that_stalls_again_goes_to_the_bot_for_good(players: int) -> None:
    simulation = stalling("retake-stall", players, DEFAULT_TURN_TIMER)
    honest = honest_cores(simulation)
    assert all(core.status == "over" for core in honest)
    for core in honest:
        kinds = [(c.proposal.kind, c.proposal.grounds) for _, c in core.decisions]
        assert kinds == [("handover", "stalled"), ("giveback", "back"), ("handover", "stalled")]
        seat = core.decisions[0][1].proposal.seat
        assert forfeited(core, seat) and core.membership.runner(seat) != cheat_of(simulation)
    waits = sorted(simulation.stood_still())
    assert DEFAULT_TURN_TIMER <= waits[-1] <= DEFAULT_TURN_TIMER + SLACK  # the first stall
    assert RETAKE_LIMIT <= waits[-2] <= RETAKE_LIMIT + SLACK  # the stall after taking it back


@pytest.mark.parametrize("players", [3, 4])
def test_a_signed_illegal_move_gets_its_signer_voted_out(players: int) -> None:
    simulation = stalling("illegal-move", players, DEFAULT_TURN_TIMER, grounds="illegal")
    honest = honest_cores(simulation)
    cheat = cheat_of(simulation)
    assert all(core.status == "over" and cheat in core.membership.removed for core in honest)
    assert max(simulation.stood_still()) <= SLACK


def fresh(behaviour: str = "never-move") -> tuple[Simulation, Lockstep, str]:
    """A scenario of three players not yet run: an honest core linked to the others, and the
    peer whose seat moves next."""
    seed = next(s for s in range(100) if Simulation(s, (behaviour,)).players == 3)
    simulation = Simulation(seed, (behaviour,))
    some = next(iter(simulation.peers.values())).core
    assert some.game is not None and some.game.to_move is not None
    runner = some.membership.runner(some.game.to_move)
    core = next(p.core for p in simulation.peers.values() if p.core.me != runner)
    for other in simulation.peers:
        if other != core.me:
            core.handle(Linked(other), 0.0)
    return simulation, core, runner


def test_a_proof_is_checked_with_the_receivers_own_engine() -> None:
    simulation, core, runner = fresh()
    ply = core.ply
    legal = simulation.played.ledger[ply]  # the runner's real next move: no proof of anything
    witness = next(p for p in simulation.peers if p not in (core.me, runner))
    out = core.handle(Received(witness, Illegal(legal)), 1.0)
    assert runner not in core.faults and not any(isinstance(e, Send) for e in out)
    peer = simulation.peers[runner]
    forged = simulation._illegal(peer, legal)  # a move the rules forbid, signed by the runner
    assert forged.move != legal.move
    out = core.handle(Received(witness, Illegal(forged)), 2.0)
    assert core.faults[runner] == ("illegal", ply)
    assert any(isinstance(e, Send) and e.message == Illegal(forged) for e in out)
    core.handle(Received(runner, Illegal(forged)), 3.0)  # (told again: one proof is kept)
    unsigned = SignedMove(forged.seq, forged.seat, forged.epoch, forged.prev, forged.move,
                          forged.hash, b"x" * 64)  # fmt: skip
    other = fresh()[1]
    other.handle(Received(witness, Illegal(unsigned)), 1.0)
    assert runner not in other.faults  # a signature that is not the runner's proves nothing


def test_only_a_kept_seat_can_be_let_back() -> None:
    _, core, runner = fresh()
    seat = core.membership.seats_of(runner)[0]
    with pytest.raises(LockstepError, match="not kept"):
        core.handle(Readmit(seat), 1.0)
