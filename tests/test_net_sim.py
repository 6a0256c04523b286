"""Deterministic simulation: thousands of seeded scenarios of the lockstep cores.

Each scenario (:mod:`simulator`) plays the last turns of a game (one in
:data:`~simulator.WHOLE_EVERY` a whole game) through delays, broken links, partitions, stalls,
crashes and rejoins, with at most one dishonest peer (false desyncs and refusals, wrong hashes,
missing acks, a peer that never moves past the turn timer, forged decisions and proposals, seats
beyond the game, messages far ahead, replays, two moves signed for one number). The invariants
are checked after every input, and with an honest majority every honest peer must end holding
the finished game; a failing seed names the command that replays it
(``python -m tests.simulator SEED``). Copenhagen plays the same scenarios (``--game
copenhagen``: each seed draws the same faults and dishonest peer on a Copenhagen line), a share
of them in the normal run.
"""

from __future__ import annotations

import logging
import os
from collections.abc import Iterator

import pytest
import simulator
from sim_checks import Peer
from sim_lines import GAMES, line, table
from simulator import ASKED_ONLY, BEHAVIOURS, WHOLE_EVERY, Simulation, fingerprint

from engine.record import Record, state_after
from engine.rules import COPENHAGEN
from net.lockstep import Lockstep
from net.messages import SignedMove

SCENARIOS = int(os.environ.get("HELSINKI_SIM_SCENARIOS", "10000"))
BATCHES = 20
COPENHAGEN_SCENARIOS = max(1, SCENARIOS // 25)
"""Copenhagen's share of the seeded scenarios (seeds from 0, as Helsinki's)."""
COPENHAGEN_BATCHES = 4


@pytest.fixture(autouse=True)
def quiet() -> Iterator[None]:
    """Scenarios log every refusal and decision: keep them out of the report."""
    logging.disable(logging.CRITICAL)
    yield
    logging.disable(logging.NOTSET)


SWEPT = {
    25749007: "a refusal taken back by an ack: the refuser had not yet received the decision",
    26694047: "the second version seen after the decision that kept the first: followed",
    27002929: "a proof about a move the table undid: no dispute over the move played again",
    27115804: "the same, with a stalled peer",
    27140971: "the same, through a partition",
}
"""Equivocation scenarios that sweeps beyond the suite's seeds found failing once, and why."""


@pytest.mark.parametrize("seed", sorted(SWEPT))
def test_scenarios_once_found_by_sweeps_keep_every_invariant(seed: int) -> None:
    Simulation(seed, ("equivocate",)).run()


@pytest.mark.parametrize("batch", range(BATCHES))
def test_seeded_scenarios_keep_every_invariant(batch: int) -> None:
    size = SCENARIOS // BATCHES
    for seed in range(batch * size, (batch + 1) * size):
        Simulation(seed).run()


@pytest.mark.parametrize("batch", range(COPENHAGEN_BATCHES))
def test_seeded_copenhagen_scenarios_keep_every_invariant(batch: int) -> None:
    size = COPENHAGEN_SCENARIOS // COPENHAGEN_BATCHES
    for seed in range(batch * size, (batch + 1) * size):
        Simulation(seed, game=COPENHAGEN.name).run()


def finish(simulation: Simulation) -> list[Lockstep]:
    """Run a scenario; every honest peer ends holding the finished game (their cores)."""
    simulation.run()
    honest = [peer.core for peer in simulation.peers.values() if peer.honest]
    assert all(core.status == "over" for core in honest)
    return honest


def removed_from(cores: list[Lockstep]) -> set[tuple[int, ...]]:
    """The moves from which the decisions each core holds are in force."""
    return {tuple(at for at, _ in core.membership.active_decisions) for core in cores}


def one_record(cores: list[Lockstep]) -> bool:
    """Whether the cores hold the same moves."""
    records = [core.record for core in cores]
    return len({tuple(r.moves) if r is not None else None for r in records}) == 1


def test_a_removal_never_undoes_a_move_whose_acks_were_still_coming() -> None:
    """Seed 187215 (beyond the normal run): P1 signs two versions of move 204 and P0 proves it
    while the acks of move 205 are still on their way; P0 proposes to vote P1 out from 205, the
    first move it has not agreed. P2 applied 205 too and had not yet agreed on it: were it to
    say yes at once, the decision would undo 205 after every honest peer agreed on it. It waits
    for the acks, sees 205 agreed by all, and says no: P1 goes from move 206."""
    simulation = Simulation(187215)
    assert "P1 equivocate" in simulation.plan
    assert removed_from(finish(simulation)) == {(206,)}


def test_an_ack_of_another_version_is_a_report_not_a_missing_ack() -> None:
    """Seed 505010 (beyond the normal run): P1 sends P0 second versions of moves 141 to 143;
    P0 holds P2's echoes of 141 and 142 but P1's own other 143, while P2 crashes and comes back.
    P2's ack of its 143 proves the equivocation at P0: it still counts as P2's report, so P0
    never takes P2 for a peer that skipped acking 143, and once P1 is voted out both follow the
    same version."""
    simulation = Simulation(505010)
    assert "P1 equivocate" in simulation.plan and "crash" in simulation.plan
    assert one_record(finish(simulation))  # (the run raises if an honest peer is suspected)


def test_a_rejoining_peer_sees_the_other_version_of_its_last_move() -> None:
    """Seed 877697 (beyond the normal run): P0 sends P1 its own version of move 163, P1 takes
    it and crashes before its ack reaches P2; P0 and P2 play on to the end. Back from its save,
    P1 holds a 163 the others never saw: the catch-ups start at the move before the first it
    lacks, so P1 sees both versions of 163, the table votes P0 out and P1 finishes the game."""
    simulation = Simulation(877697)
    assert "P0 equivocate" in simulation.plan and "crash" in simulation.plan
    honest = finish(simulation)
    cheat = next(p.core.me for p in simulation.peers.values() if not p.honest)
    assert all(cheat in core.membership.removed for core in honest) and one_record(honest)


def test_a_catch_up_backs_the_moves_its_sender_saw_agreed() -> None:
    """Seed 1173353 (beyond the normal run): with three players, P2 signs two versions of move
    161 and P0 and P1 both crash. Back from their saves they agree on 161 through each other's
    catch-ups; each catch-up is its sender's report on the moves it saw agreed, so 161 is firm
    for both (the two of them are a majority without P2) and P2 is voted out from 162, not 161.
    """
    simulation = Simulation(1173353)
    assert "P2 equivocate" in simulation.plan and simulation.plan.count("crash") == 2
    assert all(at > 161 for ats in removed_from(finish(simulation)) for at in ats)


def test_catch_up_moves_that_wait_for_a_vote_leave_no_gap() -> None:
    """Seed 14439481 (beyond the normal run): P0 sends P1 another version of move 199 than P2
    and P3; P1 has taken P2's echo of theirs first, proves the equivocation, proposes to vote P0
    out from 199 and stalls. Back, it takes the others' catch-ups: its own vote holds seat 0,
    so move 200 of each waits, and the catch-up's next move is no gap to close the link over
    (closed, P1's report of 199 never reached P2, whose vote then undid 199 after every honest
    peer had agreed on it). With the reports in, 199 is firm everywhere: P0 goes after it."""
    simulation = Simulation(14439481)
    assert "P0 equivocate" in simulation.plan and "stall" in simulation.plan
    honest = finish(simulation)
    assert all(at > 199 for ats in removed_from(honest) for at in ats) and one_record(honest)


def test_reports_of_the_version_a_peer_follows_after_a_vote_still_count() -> None:
    """Seed 16129796 with equivocating peers only (beyond the normal run): P0 gives P1 other
    versions of moves 157 and 158 than P2; P2 crashes and comes back, and its ack of its 158
    reaches P1 while P1 still holds the other. The table votes P0 out after 158 and P1 follows
    P2's version: P2's ack, which came before, still counts as its report on that 158, so P1
    never takes honest P2 for a peer that skipped acking it."""
    simulation = Simulation(16129796, ("equivocate",))
    assert "P0 equivocate" in simulation.plan and "crash" in simulation.plan
    honest = finish(simulation)  # (the run raises if an honest peer is suspected)
    assert one_record(honest) and all(core.agreed > 158 for core in honest)


def test_a_move_no_peer_could_know_firm_goes_with_its_equivocating_runner() -> None:
    """Seed 774337 (beyond the normal run): P0 sends P1 another version of move 199 than P2 and
    P3 while the links P2-P3 and P1-P3 are down. P1 takes P2's echo first, so every honest peer
    applies and agrees on the same 199, but each hears two of the three honest reports: none
    holds it firm. The table votes P0 out from 199, which every honest peer undoes alike (the
    simulator lets a settled move go only so); P0's bot plays the turn again and the game ends
    on one record."""
    simulation = Simulation(774337)
    assert "P0 equivocate" in simulation.plan and simulation.plan.count("link-drop") == 2
    honest = finish(simulation)
    assert removed_from(honest) == {(199,)} and one_record(honest)
    assert 199 in simulation.twinned and len(simulation.withdrawn) >= 1


def test_a_move_of_another_runner_before_the_equivocation_stays() -> None:
    """Seed 18606866, equivocation only (beyond the normal run): P1 plays moves 204 and 205,
    and P3's ack of 205 is lost as a partition cuts P3 off (the others notice 4 s later). P2
    then signs two versions of its moves from 206. P0, which has not agreed on 205 yet (P3's
    report is missing), proposes to vote P2 out from 206, the first move P2 signed, not from
    205: P1 signed one version of 205, which every honest peer holds and, once P3's loss is
    noticed, agrees on. Only P2's moves are undone."""
    simulation = Simulation(18606866, ("equivocate",))
    assert "P2 equivocate" in simulation.plan and "partition" in simulation.plan
    honest = finish(simulation)
    assert removed_from(honest) == {(206,)} and one_record(honest)
    assert 205 not in simulation.twinned and min(simulation.twinned) == 206
    assert all(core.ledger[205].seat == 1 and core.agreed > 206 for core in honest)


def test_a_proposer_drops_its_removal_once_the_move_it_would_undo_is_firm() -> None:
    """Seed 3000462, equivocation only (beyond the normal run): P0 signs two versions of move
    207 while the link P1-P2 is down. P3 proposes to vote P0 out from 208, the first move it had
    not yet agreed; the last ack of 208 then makes it firm at P3, before P1's yes comes. P3 drops
    its proposal rather than undo a firm move, and the table votes P0 out from 209."""
    simulation = Simulation(3000462, ("equivocate",))
    assert "P0 equivocate" in simulation.plan and "link-drop" in simulation.plan
    assert removed_from(finish(simulation)) == {(209,)}


def test_a_catch_up_answer_starts_where_a_decision_the_peer_missed_undoes_its_moves() -> None:
    """Seed 3007429, equivocation only (beyond the normal run): P2 stalls holding P1's moves
    198 and 199 while the others vote P1 out from 198 and play both again. Back, P2 sends its
    catch-up from 199 without that decision; the answer carries it and the moves from 198 (P2
    undoes its own from there on taking it), not only those from 200, and the game finishes."""
    simulation = Simulation(3007429, ("equivocate",))
    assert "P1 equivocate" in simulation.plan and "stall" in simulation.plan
    honest = finish(simulation)
    assert removed_from(honest) == {(198,)} and one_record(honest)


def test_a_peer_in_dispute_follows_the_proposers_version_when_the_vote_keeps_the_move() -> None:
    """Seed 3026060, equivocation only (beyond the normal run): with three players, P1 sends
    P0 other versions of moves 141 to 143, and P0 ends up holding P2's 141 and P1's other 142,
    in dispute from 142. P2 crashes, comes back holding its 141 to 143 agreed, and the table
    votes P1 out from 144. P0 follows the proposer's version of 142 (a tie of one report each
    otherwise), takes it although it had said yes to that vote, and the game finishes on one
    record."""
    simulation = Simulation(3026060, ("equivocate",))
    assert "P1 equivocate" in simulation.plan and "crash" in simulation.plan
    honest = finish(simulation)
    assert removed_from(honest) == {(144,)} and one_record(honest)


def test_a_catch_up_shows_which_version_its_sender_agreed_on() -> None:
    """Seed 18725231, equivocation only (beyond the normal run): with three players, P0 gives
    P1 and P2 different versions of move 165; both crash and come back from their saves,
    each holding its own 165 agreed (a saved move counts as agreed). P2's catch-up shows P1
    the other version, signed by P0 too, and that P2 saw it agreed; the table votes P0 out
    from 168, and P1, in dispute over 165, follows the proposer's version, P2's, as that
    catch-up reported it. The game ends on one record."""
    simulation = Simulation(18725231, ("equivocate",))
    assert "P0 equivocate" in simulation.plan and simulation.plan.count("crash") == 2
    honest = finish(simulation)
    assert removed_from(honest) == {(168,)} and one_record(honest)
    assert 165 in simulation.twinned


def test_a_runner_voted_out_for_equivocation_is_not_taken_at_its_word() -> None:
    """Seed 19302858 (beyond the normal run): P2 signs two versions of moves 214 and 215 and
    sends P0 the other ones. P0, held by its dispute over 214, keeps the copies of 215 that
    reach it waiting: P2's own and the ones the others' acks echo. The table votes P2 out from
    216; P0 then takes 215 as another peer relays it, the version the table agreed on, not the
    runner's copy, and the game ends on one record."""
    simulation = Simulation(19302858)
    assert "P2 equivocate" in simulation.plan and simulation.plan.count("partition") == 2
    honest = finish(simulation)
    assert removed_from(honest) == {(216,)} and one_record(honest)
    assert {214, 215} <= simulation.twinned


def test_a_move_in_dispute_that_a_majority_reported_is_firm() -> None:
    """Seed 20043771, equivocation only (beyond the normal run): P2 signs two versions of move
    214; the three honest peers apply the same one, but P0 and P1 see the other in P2's echoes
    and hold 214 in dispute (a move in dispute waits: it is not agreed). P0 crashes and, back
    from its save, proposes to vote P2 out from 214. P1 holds the reports of the three honest
    peers on its version, a strict majority of the table without P2: the move is firm though
    never agreed there, so P1 says no, and the table votes P2 out from 215, keeping 214."""
    simulation = Simulation(20043771, ("equivocate",))
    assert "P2 equivocate" in simulation.plan and "crash" in simulation.plan
    honest = finish(simulation)
    assert removed_from(honest) == {(215,)} and one_record(honest)
    assert 214 in simulation.twinned and not simulation.withdrawn


def test_moves_of_a_runner_whose_rival_decision_was_taken_back_are_undone() -> None:
    """Seed 20477954, equivocation only (beyond the normal run): P3 signs two versions of move
    196, and two majorities vote it out from 196 at once, just before a partition cuts P0 off:
    one gives seat 3 to P1, which plays its turn with P2, the other to P0, which plays it
    alone. When they meet, P0's decision wins (the earlier key) and P1's is taken back: the
    moves P1 signed for seat 3 in that epoch are not its runner's any longer, so P1 and P2 undo
    them and take P0's, rather than refuse them (which P0 would take for a false refusal)."""
    simulation = Simulation(20477954, ("equivocate",))
    assert "P3 equivocate" in simulation.plan and "partition" in simulation.plan
    honest = finish(simulation)  # (the run raises if an honest peer is suspected)
    assert removed_from(honest) == {(196,)} and one_record(honest)
    proposers = {c.membership.active_decisions[0][1].proposal.proposer for c in honest}
    assert proposers == {simulation.start.peers[0].peer}


def test_a_peer_that_agreed_on_the_other_version_follows_the_voters() -> None:
    """Seed 5029206 (beyond the normal run): cut off from P2 and P3, P0 agrees with P1 alone
    on P1's other version of move 204, then proves the equivocation. P2 and P3 vote P1 out
    from 206, keeping their 204 and 205. P0 holds no report of the proposer's, but P3's ack of
    its version (kept although P0 had agreed on another) shows what a voter holds: P0 follows
    it, and the game finishes on one record."""
    simulation = Simulation(5029206)
    assert "P1 equivocate" in simulation.plan and "partition" in simulation.plan
    honest = finish(simulation)
    assert removed_from(honest) == {(206,)} and one_record(honest)


def test_a_program_stopped_again_while_stopped_resumes_at_the_later_end() -> None:
    """Seed 3073000 (beyond the normal run): P2 is stopped twice, the second time shorter,
    within the first stop. It takes nothing before the later end, so the notices of the links
    it lost come before those of the links made again, as a real program would read them."""
    simulation = Simulation(3073000, ("equivocate",))
    assert simulation.plan.count("stall") == 2
    finish(simulation)


def test_every_dishonest_behaviour_is_drawn_and_caught() -> None:
    seen: dict[str, int] = {}
    caught: dict[str, int] = {}
    seed = 10**6
    while len(seen) < len(BEHAVIOURS) or min(caught.get(b, 0) for b in BEHAVIOURS) < 1:
        simulation = Simulation(seed)
        seed += 1
        dishonest = [p for p in simulation.peers.values() if not p.honest]
        if not dishonest or simulation.players < 3:
            continue
        simulation.run()
        behaviour = dishonest[0].behaviour
        assert behaviour is not None
        seen[behaviour] = seen.get(behaviour, 0) + 1
        harmless = behaviour in ("forged-decision", "foreign-proposal", "seat-beyond",
                                 "far-ahead", "replay")  # fmt: skip
        honest = [p for p in simulation.peers.values() if p.honest]
        cheat = dishonest[0].core.me
        voted_out = all(cheat in p.core.membership.removed for p in honest)
        handed_over = all(not p.core.membership.seats_of(cheat) for p in honest)
        if voted_out or harmless or (behaviour == "never-move" and handed_over):
            caught[behaviour] = caught.get(behaviour, 0) + 1
        assert seed < 10**6 + 3000, (seen, caught)


def test_a_peer_that_acks_each_move_to_its_runner_alone_is_voted_out() -> None:
    """A runner sees every ack of its own moves while the others miss the cheat's: each
    honest peer finds the fault on the moves of the others, and the table votes it out."""
    for seed in (1000, 1500):  # whole games: four players, then three
        simulation = Simulation(seed, ("ack-mover",))
        cheat = next(p for p in simulation.peers.values() if not p.honest)
        assert simulation.whole and cheat.behaviour == "ack-mover"
        honest = finish(simulation)
        assert all(cheat.core.me in core.membership.removed for core in honest), seed
        assert one_record(honest), seed


@pytest.mark.parametrize("game", GAMES)
def test_shared_states_are_the_engines(game: str) -> None:
    """The peers share the states of the process (the engine works each out once): every
    honest peer's record still replays, hash by hash and to its result, on a game of the
    engine's own from the set-up, to the state the peer holds."""
    replayed = 0
    for seed in range(1, 61):
        simulation = Simulation(seed, game=game)
        simulation.run()
        for peer in simulation.peers.values():
            core = peer.core
            if peer.honest and not peer.crashed and core.record is not None:
                assert core.game is not None
                record = core.record
                own = Record(record.seats, record.seed, record.options, record.ruleset,
                             moves=record.moves, result=record.result)  # fmt: skip
                assert own.rules == game
                assert state_after(own).encode() == core.game.encode(), seed
                replayed += len(core.record.moves) > len(simulation.base)
    assert replayed > 100


@pytest.mark.parametrize("game", GAMES)
def test_whole_games_are_played_from_the_set_up_to_the_end(game: str) -> None:
    """The scenarios of seeds divisible by WHOLE_EVERY play whole games, through faults
    spread over the game, and the honest peers finish them."""
    for seed in (0, WHOLE_EVERY):
        simulation = Simulation(seed, game=game)
        assert simulation.whole and not simulation.base
        simulation.run()
        honest = [p for p in simulation.peers.values() if p.honest]
        if len(honest) * 2 > simulation.players:
            for peer in honest:
                assert peer.core.game is not None and peer.core.game.is_over, seed
                assert peer.core.ply > 80, seed


def test_a_peer_signs_two_moves_for_one_number_while_links_break_and_programs_restart() -> None:
    """Equivocation meets every network fault: honest peers that agreed on different versions
    with the runner while apart, or restarted from their saves, still end on one line."""
    breaking = ("link-drop", "partition", "stall", "crash")
    met = 0
    for seed in range(2 * 10**6, 2 * 10**6 + 600):
        simulation = Simulation(seed, ("equivocate",))
        simulation.run()
        met += "equivocate" in "; ".join(simulation.plan) and any(
            fault in simulation.plan for fault in breaking
        )
    assert met >= 100, met


def test_a_sweep_names_each_failing_seed_and_how_many_failed(
    monkeypatch: pytest.MonkeyPatch, capsys: pytest.CaptureFixture[str]
) -> None:
    """``python -m tests.simulator --sweep FIRST END`` runs the range quietly: each failure
    with its replay command, then a summary; the exit status says whether any failed."""
    assert simulator.main(["--only", "equivocate", "--sweep", "10", "14"]) == 0
    assert "4 scenarios (seeds 10 to 13), 0 failed" in capsys.readouterr().out

    run = Simulation.run

    def fail_at_12(self: Simulation) -> None:
        run(self)
        if self.seed == 12:
            self._fail("a planted failure")

    monkeypatch.setattr(Simulation, "run", fail_at_12)
    assert simulator.main(["--only", "equivocate", "--sweep", "10", "14"]) == 1
    out = capsys.readouterr().out.splitlines()
    assert out[0].startswith("a planted failure [seed 12:")
    assert out[0].endswith("python -m tests.simulator --only equivocate 12]")
    assert out[1].startswith("4 scenarios (seeds 10 to 13), 1 failed")
    with pytest.raises(SystemExit):
        simulator.main(["--sweep", "14", "10"])


def copenhagen(seed: int, behaviour: str) -> tuple[Simulation, Peer | None]:
    """The Copenhagen scenario of ``seed`` whose dishonest peer (if any) does ``behaviour``."""
    simulation = Simulation(seed, (behaviour,), COPENHAGEN.name)
    cheats = [p for p in simulation.peers.values() if not p.honest]
    return simulation, cheats[0] if cheats else None


def grounds(cores: list[Lockstep]) -> set[str]:
    """The grounds of the decisions the cores hold."""
    return {certificate.proposal.grounds for core in cores for _, certificate in core.decisions}


def test_a_copenhagen_move_the_rules_forbid_is_proven_and_its_runner_voted_out(
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    """A runner signs, in place of its turn, a Copenhagen move the rules forbid in that state:
    each honest peer checks it on its own game, shows the proof, and the table votes the
    runner out; a bot plays the seat on and the game ends on one record."""
    signed: list[str] = []
    illegal = Simulation._illegal

    def keep(self: Simulation, peer: Peer, move: SignedMove) -> SignedMove:
        forged = illegal(self, peer, move)
        signed.append(forged.move)
        return forged

    monkeypatch.setattr(Simulation, "_illegal", keep)
    proven = 0
    for seed in range(120):
        simulation, cheat = copenhagen(seed, "illegal-move")
        if cheat is None:
            continue
        honest = finish(simulation)
        if "illegal" in grounds(honest):
            assert all(cheat.core.me in core.membership.removed for core in honest), seed
            assert one_record(honest), seed
            proven += 1
    assert proven >= 10, proven
    assert signed and all(COPENHAGEN.parse_move(text) for text in signed)


def test_copenhagen_cheats_are_voted_out() -> None:
    """Wrong hashes, false desyncs and two moves signed for one number are caught on
    Copenhagen lines as on Helsinki's: the table votes the cheat out and ends on one record.
    (A false refusal is the refused runner's word alone: voted out only when most runners
    saw one after their move was agreed, rare with the short turns of Copenhagen's ends.)"""
    for behaviour in ("wrong-hash", "false-desync", "equivocate"):
        caught = 0
        for seed in range(100):
            simulation, cheat = copenhagen(seed, behaviour)
            if cheat is None or simulation.players < 3:
                continue
            honest = finish(simulation)
            caught += all(cheat.core.me in core.membership.removed for core in honest)
        assert caught >= 3, (behaviour, caught)


def test_a_copenhagen_seat_handed_to_a_bot_as_stalled_comes_back_to_its_owner() -> None:
    """An owner that never moves loses its seat to a bot (the others vote it stalled); one
    that takes its seat back after every hand-over and stalls again loses it again: the game
    plays on and ends on one record."""
    for behaviour, expected in (("never-move", {"stalled"}), ("retake-stall", {"stalled", "back"})):
        met = 0
        for seed in range(60):
            simulation, cheat = copenhagen(seed, behaviour)
            if cheat is None:
                continue
            honest = finish(simulation)
            assert one_record(honest), seed
            met += expected <= grounds(honest)
        assert met >= 5, (behaviour, met)


def test_a_copenhagen_peer_rejoins_from_its_save_and_finishes_the_game() -> None:
    """A program that crashes comes back from what it had saved, catches up with the table
    and ends holding the same finished Copenhagen game as the others."""
    met = 0
    for seed in range(150):
        simulation = Simulation(seed, game=COPENHAGEN.name)
        if "crash" not in simulation.plan or not simulation.majority:
            continue
        honest = finish(simulation)
        records = [core.record for core in honest]
        assert one_record(honest), seed
        assert all(r is not None and r.rules == COPENHAGEN.name for r in records), seed
        met += 1
    assert met >= 5, met


def test_every_behaviour_asked_for_plays_copenhagen_too() -> None:
    """The behaviours drawn only when asked for (``--only``) keep every invariant with
    Copenhagen lines."""
    for behaviour in ASKED_ONLY:
        for seed in range(30):
            Simulation(seed, (behaviour,), COPENHAGEN.name).run()


def test_a_copenhagen_fingerprint_is_reproducible() -> None:
    """The same seeds play the same Copenhagen scenarios, message for message, from lines and
    tables built again; and they are not Helsinki's."""
    seeds = range(40)
    first = fingerprint(seeds, game=COPENHAGEN.name)
    line.cache_clear()
    table.cache_clear()
    assert fingerprint(seeds, game=COPENHAGEN.name) == first
    assert fingerprint(seeds) != first


def test_a_failing_copenhagen_scenario_names_the_game_in_its_replay_command(
    monkeypatch: pytest.MonkeyPatch, capsys: pytest.CaptureFixture[str]
) -> None:
    run = Simulation.run

    def fail_at_12(self: Simulation) -> None:
        run(self)
        if self.seed == 12:
            self._fail("a planted failure")

    monkeypatch.setattr(Simulation, "run", fail_at_12)
    assert simulator.main(["--game", "copenhagen", "--sweep", "10", "14"]) == 1
    out = capsys.readouterr().out.splitlines()
    assert out[0].endswith("python -m tests.simulator --game copenhagen 12]")
