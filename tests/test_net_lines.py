"""Lines of moves: a move undone by a decision never passes for a move of the line played
again, and a move agreed by the table is never undone, even by a peer that restarted.

Two or three lockstep cores (no sockets, no clock) with every message held on its wire until the
test delivers it, so that races are played exactly: the returning player's peer takes its seat
back while the other peer's moves, made before it heard of the decision, are still on their way;
a runner's second version of a move reaches a peer that restarted from its save.
"""

from __future__ import annotations

import json
import random

import pytest
import wires
from simulator import IDENTITIES, TIMING, line, snapshot

from engine.helsinki import Game, Move, Options
from engine.helsinki.bots import make_bot
from engine.record import Record, Seat
from net.config import KEPT_REFUSALS, MAX_AHEAD
from net.events import Decided, Suspected
from net.identity import FIRST_LINK, move_link, move_statement, vote_statement
from net.lockstep import (
    Chosen,
    Close,
    Drive,
    HandOver,
    Linked,
    Lockstep,
    Play,
    Received,
    Reclaim,
    Send,
    Tick,
    equivocation,
)
from net.lockstep.catchup import catchup_messages
from net.lockstep.moves import link_before
from net.messages import (
    Accuse,
    Ack,
    Certificate,
    Decide,
    GameOptions,
    MoveMessage,
    PeerInfo,
    Proposal,
    Propose,
    Reject,
    SeatInfo,
    SignedMove,
    Start,
    Vote,
    VoteSig,
)
from net.resume import ResumeState


class Wires(wires.Wires):
    """Cores of a Helsinki game taken up at the same snapshot."""

    def __init__(self, players: int) -> None:
        snap = snapshot(players, 0)
        ids = [f"{index:016x}" for index in range(players)]
        seats = tuple(SeatInfo(f"P{i}", i, True, None, ids[i]) for i in range(players))
        peers = tuple(PeerInfo(ids[i], f"P{i}", "127.0.0.1", 4000 + i, IDENTITIES[i].public)
                      for i in range(players))  # fmt: skip
        start = Start(snap.game_id, seats, peers, GameOptions.of(players, Options()))
        cores = {}
        for index, peer in enumerate(ids):
            record = Record([Seat(s.name) for s in seats], snap.seed, Options(),
                            moves=snap.moves)  # fmt: skip
            cores[peer] = Lockstep(start, peer, IDENTITIES[index], TIMING, seed=snap.seed,
                                   record=record, ledger=list(snap.ledger))  # fmt: skip
        super().__init__(cores)

    def game(self, peer: str) -> Game:
        game = self.state(peer)
        assert isinstance(game, Game)
        return game


def a_turn(game: Game, rng: random.Random) -> tuple[Move, ...]:
    """The steps of a whole turn of the seat to move, chosen at random."""
    bot, trial, seat, steps = make_bot("random", str(rng.random())), game.copy(), game.to_move, []
    while trial.to_move == seat and not trial.is_over:
        move = bot.choose(trial.copy())
        trial.play(move)
        steps.append(move)
    return tuple(steps)


def answer_bot(wires: Wires, peer: str, moves: tuple[Move, ...]) -> None:
    """The bot of the seat to move, asked by ``peer``'s core, plays ``moves``."""
    game = wires.game(peer)
    asked = [c for c in wires.asked if c.ply == game.ply and c.seat == game.to_move]
    assert asked, "the core did not ask its bot for the seat's turn"
    wires.asked.clear()
    wires.feed(peer, Chosen(asked[-1].seat, game.ply, moves))


@pytest.mark.parametrize("same_steps", [True, False], ids=["same-steps", "other-steps"])
def test_moves_made_before_a_give_back_are_never_taken_on_the_line_played_again(
    same_steps: bool,
) -> None:
    wires = Wires(2)
    anna, ben = wires.ids
    rng = random.Random(7)
    wires.feed(anna, Linked(ben))
    wires.feed(ben, Linked(anna))
    wires.flush()
    if wires.game(ben).to_move == 1:  # from Anna's turn (seat 0)
        wires.feed(ben, Play(a_turn(wires.game(ben), rng)))
        wires.flush()

    # Ben's program is lost; Anna hands his seat to a bot (two players: her vote decides)
    wires.cut(anna, ben)
    wires.feed(anna, HandOver(1, "random"))
    assert wires.cores[anna].membership.runner(1) == anna

    # Ben is back and catches up, then asks for his seat
    wires.feed(anna, Linked(ben, rejoined=len(wires.cores[ben].ledger)))
    wires.feed(ben, Linked(anna, asked=True))
    wires.flush()
    assert wires.cores[ben].ledger == wires.cores[anna].ledger
    wires.feed(ben, Reclaim())
    wires.deliver(ben, anna)  # Anna votes yes; the vote waits on its wire to Ben
    assert any(isinstance(m, Vote) for m in wires.wires[(anna, ben)])

    # meanwhile Anna plays her turn; her vote's hold on Ben's seat runs out (the vote is slow
    # to arrive), so her bot plays his seat; she starts another turn
    wires.feed(anna, Play(a_turn(wires.game(anna), rng)))
    wires.now += TIMING.vote_wait
    wires.feed(anna, Tick())
    bot_turn = a_turn(wires.game(anna), rng)
    answer_bot(wires, anna, bot_turn)
    voided_at = wires.game(anna).ply
    wires.feed(anna, Play(a_turn(wires.game(anna), rng)))
    old_line = list(wires.cores[anna].ledger)

    # Ben hears the decision, takes Anna's first turn, refuses the bot's, and plays his own
    wires.deliver(anna, ben)
    assert wires.cores[ben].membership.runner(1) == ben
    assert wires.game(ben).ply == voided_at - len(bot_turn)
    ben_turn = bot_turn if same_steps else a_turn(wires.game(ben), rng)
    wires.feed(ben, Play(ben_turn))
    assert wires.game(ben).ply == voided_at - len(bot_turn) + len(ben_turn)  # nothing of the
    assert wires.cores[ben].ledger[-1].move == str(ben_turn[-1])  # voided line taken after it

    # Anna hears the decision, undoes her bot's turn and what followed, and plays again
    wires.flush()
    assert wires.game(anna).ply == wires.game(ben).ply
    anna_turn = a_turn(wires.game(anna), rng)
    while tuple(map(str, anna_turn)) == tuple(s.move for s in old_line[voided_at:]):
        anna_turn = a_turn(wires.game(anna), rng)  # she need not play the same turn again
    wires.feed(anna, Play(anna_turn))
    wires.flush()

    for peer in (anna, ben):
        core = wires.cores[peer]
        assert core.paused is None and not core.faults, (core.paused, core.faults)
        assert not [e for e in wires.events[peer] if isinstance(e, Suspected)]
        decided = [e for e in wires.events[peer] if isinstance(e, Decided)]
        assert [e.kind for e in decided] == ["handover", "giveback"]
    assert wires.cores[anna].ledger == wires.cores[ben].ledger
    records = [wires.cores[peer].record for peer in (anna, ben)]
    assert records[0] is not None and records[1] is not None
    assert records[0].moves == records[1].moves
    assert wires.cores[anna].agreement.agreed == len(wires.cores[anna].ledger)


def test_a_peer_back_takes_its_seat_only_from_now_and_never_in_a_finished_game() -> None:
    """A give-back names the move from which the seat is its player's again; moves every linked
    peer agreed on since are never undone for it, and in a game that is over no seat changes
    hands (the peer back from a stop follows the game to its end)."""
    wires = Wires(2)
    anna, ben = wires.ids
    rng = random.Random(11)
    wires.feed(anna, Linked(ben))
    wires.feed(ben, Linked(anna))
    wires.flush()
    wires.cut(anna, ben)
    wires.feed(anna, HandOver(1, "random"))
    handed_at = wires.game(anna).ply
    wires.feed(anna, Linked(ben, rejoined=len(wires.cores[ben].ledger)))
    wires.feed(ben, Linked(anna, asked=True))
    wires.flush()
    for _ in range(3):  # the bot's and Anna's turns, agreed by both
        game = wires.game(anna)
        if game.to_move == 1:
            answer_bot(wires, anna, a_turn(game, rng))
        else:
            wires.feed(anna, Play(a_turn(game, rng)))
        wires.flush()
    assert wires.cores[anna].agreement.agreed == wires.game(anna).ply > handed_at + 1

    def proposed(ply: int) -> list[Vote]:
        proposal = Proposal(ben, 90 + ply, "giveback", 1, ben, ben, None, ply, "back")
        wires.feed(anna, Received(ben, Propose(proposal)))
        wires.now += TIMING.vote_wait  # (a proposal not supported yet is refused in time)
        wires.feed(anna, Tick())
        return [m for m in wires.wires.pop((anna, ben), ()) if isinstance(m, Vote)]

    assert [v.yes for v in proposed(handed_at + 1)] == [False]  # (agreed moves after it)
    assert [v.yes for v in proposed(wires.game(anna).ply)] == [True]

    wires = Wires(2)
    anna, ben = wires.ids
    wires.feed(anna, Linked(ben))
    wires.feed(ben, Linked(anna))
    wires.flush()
    while not wires.game(anna).is_over:
        game = wires.game(anna)
        wires.feed(wires.ids[game.to_move or 0], Play(a_turn(game, rng)))
        wires.flush()
    wires.cut(anna, ben)
    wires.feed(anna, HandOver(1, "random"))
    wires.feed(ben, Reclaim())
    assert wires.cores[anna].membership.runner(1) == ben
    assert not any(isinstance(m, Propose) for wire in wires.wires.values() for m in wire)


def linked_at_a_choice(players: int = 3) -> tuple[Wires, int]:
    """Linked cores at a step where the seat to move has a choice; and that seat."""
    wires = Wires(players)
    for a in wires.ids:
        for b in wires.ids:
            if a != b:
                wires.feed(a, Linked(b))
    wires.flush()
    game = wires.game(wires.ids[0])
    while len(game.legal_moves()) < 2:
        wires.feed(wires.ids[game.to_move or 0], Play((game.legal_moves()[0],)))
        wires.flush()
        game = wires.game(wires.ids[0])
    assert game.to_move is not None
    return wires, game.to_move


def two_versions(wires: Wires, seat: int) -> list[SignedMove]:
    """Two moves for the next number, both signed by the runner of ``seat``."""
    cheat = wires.cores[wires.ids[seat]]
    game, versions = wires.game(wires.ids[seat]), []
    for move in game.legal_moves()[:2]:
        after = game.copy()
        after.play(move)
        versions.append(SignedMove.sign(IDENTITIES[seat], cheat.game_id, game.ply, seat, 0,
                                        link_before(cheat, game.ply), move,
                                        after.state_hash()))  # fmt: skip
    return versions


def test_a_proof_of_equivocation_is_told_again_to_a_peer_that_links_again() -> None:
    wires, seat = linked_at_a_choice()
    cheat = wires.ids[seat]
    first, second = [p for p in wires.ids if p != cheat]
    versions = two_versions(wires, seat)
    wires.feed(first, Received(cheat, MoveMessage(versions[0])))
    wires.feed(first, Received(second, Ack(versions[1], versions[1].hash)))
    assert wires.cores[first].faults[cheat][0] == "equivocation"

    # the second peer's program restarts from its save: it knows nothing of the proof
    wires.cut(first, second)
    wires.cores[second] = Wires(3).cores[second]
    assert cheat not in wires.cores[second].faults
    wires.feed(first, Linked(second))
    wires.feed(second, Linked(first))
    assert any(isinstance(m, Accuse) for m in wires.wires[(first, second)])
    wires.deliver(first, second)
    assert wires.cores[second].faults[cheat][0] == "equivocation"


def test_a_voter_waits_for_the_report_of_a_peer_linked_lately_before_undoing_a_move() -> None:
    """Four players; the fourth is cut off while the runner's move is played, so the two other
    honest peers agree on it without knowing it firm (two of four). One of them sees a second
    version and proposes to undo the move. The other voter, to which the fourth peer has just
    linked again, does not say yes while that peer's report may still come: it comes, makes
    the move firm there, and the voter says no."""
    wires, seat = linked_at_a_choice(4)
    cheat = wires.ids[seat]
    prover, voter, away = [p for p in wires.ids if p != cheat]
    for peer in (cheat, prover, voter):
        wires.cut(away, peer)
    versions = two_versions(wires, seat)
    seq = versions[0].seq
    wires.feed(cheat, Play((Move.parse(versions[0].move),)))
    wires.flush()
    core = wires.cores[voter]
    assert core.agreement.is_agreed(seq) and not equivocation.firm(core, seq, cheat)

    wires.feed(prover, Received(cheat, MoveMessage(versions[1])))
    assert [m.proposal.ply for m in wires.wires[(prover, voter)] if isinstance(m, Propose)] == [seq]
    wires.feed(away, Linked(voter, asked=True))  # the fourth peer dials the voter again
    wires.feed(voter, Linked(away, rejoined=len(wires.cores[away].ledger)))
    wires.deliver(prover, voter)  # the proof, then the proposal
    assert cheat in core.faults
    assert not [m for m in wires.wires.get((voter, prover), ()) if isinstance(m, Vote)]

    wires.deliver(voter, away)  # the catch-up: the fourth peer takes the move and acks it
    wires.deliver(away, voter)
    assert equivocation.firm(core, seq, cheat)
    wires.now += TIMING.vote_wait
    wires.feed(voter, Tick())
    votes = [m for m in wires.wires.get((voter, prover), ()) if isinstance(m, Vote)]
    assert votes and not any(vote.yes for vote in votes)


@pytest.mark.parametrize("saved", [True, False], ids=["firmness-saved", "older-save"])
def test_a_peer_that_restarted_never_disputes_a_move_the_table_agreed_on(saved: bool) -> None:
    """The runner's move was agreed by the whole table; a peer restarts from its rejoin file,
    then sees a second version of that move signed by the same runner. Knowing from its save
    who agreed on the move, it does not hold the game over it, and the runner is voted out from
    a later move. (From a save without that knowledge, the move is in dispute there until the
    others' votes settle it, as before.) Either way the honest peers keep the move."""
    wires, seat = linked_at_a_choice()
    cheat = wires.ids[seat]
    first, second = [p for p in wires.ids if p != cheat]
    versions = two_versions(wires, seat)
    seq = versions[0].seq
    wires.feed(cheat, Play((Move.parse(versions[0].move),)))
    wires.flush()
    assert wires.cores[second].ledger[seq] == versions[0]
    assert equivocation.firm(wires.cores[second], seq, cheat)

    # the second peer's program restarts from the rejoin file it wrote
    old = wires.cores[second]
    assert old.record is not None
    state = ResumeState(old.start, "P", second, IDENTITIES[wires.ids.index(second)].private,
                        old.seed, old.record, old.ledger, old.decisions,
                        old.agreement.firmness())  # fmt: skip
    data = json.loads(json.dumps(state.to_dict()))
    if not saved:
        del data["firmness"]
    state = ResumeState.from_dict(data)
    wires.cut(first, second)
    wires.cut(cheat, second)
    wires.cores[second] = Lockstep(
        state.start, second, IDENTITIES[wires.ids.index(second)], TIMING, seed=state.seed,
        record=state.record, ledger=state.ledger, decisions=state.decisions,
        firmness=state.firmness,
    )  # fmt: skip
    for peer in (first, cheat):
        wires.feed(peer, Linked(second, rejoined=len(state.ledger)))
        wires.feed(second, Linked(peer))

    # the runner shows the restarted peer its other version of the move
    wires.feed(second, Received(cheat, MoveMessage(versions[1])))
    core = wires.cores[second]
    assert core.faults[cheat][0] == "equivocation"
    assert core.disputed == (None if saved else seq)
    proposed = [m.proposal for m in wires.wires.get((second, first), ()) if isinstance(m, Propose)]
    assert proposed and all(p.subject == cheat for p in proposed)
    assert all(p.ply > seq for p in proposed) == saved

    wires.wires.pop((cheat, first), None)  # (the runner says nothing more)
    wires.wires.pop((cheat, second), None)
    for _ in range(3):
        for target in (first, second):
            wires.deliver(first if target == second else second, target)
    for peer in (first, second):
        core = wires.cores[peer]
        assert cheat in core.membership.removed, peer
        assert core.ledger[seq] == versions[0] and core.disputed is None, peer
        assert not [e for e in wires.events[peer] if isinstance(e, Suspected) and e.peer != cheat]
    assert wires.cores[first].ledger[: seq + 1] == wires.cores[second].ledger[: seq + 1]


@pytest.mark.parametrize("firmness", [
    {"before": -1, "backers": []}, {"before": 0, "backers": {}}, {"before": 0, "backers": [3]},
    {"before": 0, "backers": [[3, "ab"]]}, {"before": 0, "backers": [[3, [1]]]},
])  # fmt: skip
def test_a_rejoin_file_with_malformed_firmness_is_refused_with_a_reason(firmness: object) -> None:
    wires = Wires(2)
    core = wires.cores[wires.ids[0]]
    assert core.record is not None
    state = ResumeState(core.start, "P", core.me, IDENTITIES[0].private, core.seed, core.record,
                        core.ledger, core.decisions, core.agreement.firmness())  # fmt: skip
    data = json.loads(json.dumps(state.to_dict()))
    assert ResumeState.from_dict(data).firmness == core.agreement.firmness()
    data["firmness"] = firmness
    with pytest.raises(ValueError, match=r"firmness|backers"):
        ResumeState.from_dict(data)


def test_a_signed_moves_link_and_statement_are_those_of_its_fields() -> None:
    """Both are worked out once per move: the same whether the move was signed here or read
    from the wire, and a statement for another game is that game's."""
    wires = Wires(2)
    core = wires.cores[wires.ids[0]]
    signed = core.ledger[-1]
    read = SignedMove.from_map(signed.to_map(), "move")
    for move in (signed, read):
        for game in (core.game_id, "another game", core.game_id):
            assert move.statement(game) == move_statement(
                game, move.seq, move.seat, move.epoch, move.prev, str(move.move), move.hash
            )
        assert move.link == move_link(move.sig)
    made = SignedMove.sign(IDENTITIES[0], "g", 0, 0, 0, FIRST_LINK, signed.move, signed.hash)
    assert made.statement("g") == move_statement("g", 0, 0, 0, FIRST_LINK, str(signed.move),
                                                 signed.hash)  # fmt: skip
    assert made.statement("h") != made.statement("g") and made == SignedMove.from_map(
        made.to_map(), "move"
    )


def test_a_flood_of_proposals_and_refusals_keeps_what_a_core_holds_bounded() -> None:
    """A peer that sends proposal after proposal has one considered a seat at each voter (an
    honest proposer never has two about one seat open), so each input still costs the same;
    a flood of refusals leaves the latest few."""
    wires, _ = linked_at_a_choice()
    voter, other, cheat = wires.ids
    core = wires.cores[voter]
    for number in range(1, 2001):
        for proposal in (
            Proposal(cheat, 2 * number, "handover", 1, other, cheat, "random", core.ply, "lost"),
            Proposal(cheat, 2 * number + 1, "remove", 2, cheat, other, "random", core.ply, "hash"),
        ):
            wires.feed(voter, Received(cheat, Propose(proposal)))
        wires.feed(voter, Received(cheat, Reject(number, "no", None)))
    held = sorted((p.seat, p.number) for p, _ in core.ballots.considering.values())
    assert held == [(1, 4000), (2, 4001)]
    assert len(core.rejected) == KEPT_REFUSALS and core.rejected[-1].seq == 2000
    assert core.status == "running"


@pytest.mark.parametrize("count", [5, MAX_AHEAD + 8], ids=["a-few", "more-than-may-wait"])
def test_catch_up_moves_held_by_a_vote_wait_or_come_again_on_the_next_link(count: int) -> None:
    """A peer whose own vote holds the seat to move keeps a catch-up's moves waiting (no gap
    to close the link over); when more come than may wait, it closes the link, so that the
    next one brings them again (nothing is dropped for good)."""
    wires = Wires(3)
    cores = wires.cores
    me = wires.ids[0]
    seat = wires.game(me).to_move
    assert seat is not None
    runner = cores[me].membership.runner(seat)
    if runner == me:  # (our own seat's turn: the other peers' views are alike)
        me = next(p for p in wires.ids if p != runner)
    sender = next(p for p in wires.ids if p not in (me, runner))
    wires.feed(me, Linked(sender, asked=True))  # the runner is lost: we hand its seat over
    wires.feed(me, HandOver(seat, "random"))
    assert cores[me].ballots.holds(seat, wires.now)
    played = line(3, 0)
    first = len(cores[me].ledger)
    ledger = played.ledger[: first + count]
    out = []
    for message in catchup_messages(cores[sender].start, cores[sender].seed, ledger, first - 1,
                                    (), first - 1):  # fmt: skip
        out += cores[me].handle(Received(sender, message), wires.now)
    closed = [e for e in out if isinstance(e, Close)]
    waiting = sorted(seq for seq, peer in cores[me].pending if peer == sender)
    assert len(cores[me].ledger) == first  # nothing taken while the vote holds the seat
    if count <= MAX_AHEAD:
        assert not closed and waiting == list(range(first, first + count))
    else:
        assert len(closed) == 1 and "the next link brings them again" in closed[0].reason
        assert waiting == list(range(first, first + len(waiting))) and len(waiting) <= MAX_AHEAD


def test_a_hand_over_asked_while_the_table_is_a_move_apart_is_proposed_again() -> None:
    """The runner of the seat to move plays a step that reaches one peer only, and is lost.
    The other peer asks to hand the seat to a bot: its proposal names the move before, which
    the first peer cannot back (it is a move ahead) and lets run out. The request stands: once
    its own yes has run out, the asker takes the step (from the first peer's ack), proposes
    again, and the table decides."""
    wires, seat = linked_at_a_choice(3)
    lost = wires.ids[seat]
    keeper, asker = [p for p in wires.ids if p != lost]
    step = wires.game(lost).legal_moves()[0]
    wires.feed(lost, Play((step,)))
    wires.deliver(lost, keeper, 1)  # the step reaches the keeper only
    for peer in (keeper, asker):
        wires.cut(lost, peer)
    assert wires.game(keeper).ply == wires.game(asker).ply + 1

    wires.feed(asker, HandOver(seat, "random"))
    wires.deliver(asker, keeper)  # the proposal: the keeper cannot back it at its move
    assert not [m for m in wires.wires.get((keeper, asker), ()) if isinstance(m, Vote)]
    wires.deliver(keeper, asker)  # the keeper's ack brings the step; the asker's yes holds it
    assert wires.game(asker).ply + 1 == wires.game(keeper).ply
    wires.now += TIMING.vote_wait
    for peer in (keeper, asker):
        wires.feed(peer, Tick())
    assert wires.game(asker).ply == wires.game(keeper).ply
    wires.flush()

    for peer in (keeper, asker):
        decided = [e for e in wires.events[peer] if isinstance(e, Decided)]
        assert [(e.kind, e.subject) for e in decided] == [("handover", lost)], peer
        assert wires.cores[peer].membership.runner(seat) != lost
    assert not wires.cores[asker].ballots.handovers


@pytest.mark.parametrize("order", ["refused-then-acked", "acked-then-refused", "refused-only"])
def test_a_refusal_taken_back_by_an_ack_blames_nobody_and_others_are_judged(order: str) -> None:
    """A peer may refuse a move it cannot check yet (signed by the runner a decision named,
    before that decision reached it) and take the move once it has: its ack after the refusal
    takes the refusal back, even of a move the others agreed on while it was away. A peer that
    acked a move and refuses it afterwards contradicts itself, and one that refuses a move the
    others backed and never takes it is wrong: the runner names either once the refusal has been
    judged."""
    wires, seat = linked_at_a_choice(3)
    runner = wires.ids[seat]
    refuser, other = [p for p in wires.ids if p != runner]
    wires.cut(runner, refuser)
    wires.feed(runner, Play((wires.game(runner).legal_moves()[0],)))
    wires.deliver(runner, other)
    wires.deliver(other, runner)
    core = wires.cores[runner]
    signed = core.ledger[-1]
    assert core.agreement.is_agreed(signed.seq)  # by the two peers linked
    wires.feed(runner, Linked(refuser))
    refusal = Reject(signed.seq, f"move {signed.seq} is not signed by its runner", signed.sig)
    ack = Ack(signed, signed.hash)
    sent = {"refused-then-acked": [refusal, ack], "acked-then-refused": [ack, refusal]}
    for message in sent.get(order, [refusal]):
        wires.feed(runner, Received(refuser, message))
    wires.now += TIMING.desync_wait
    wires.feed(runner, Tick())
    named = [e.peer for e in wires.events[runner] if isinstance(e, Suspected)]
    assert named == ([] if order == "refused-then-acked" else [refuser])


@pytest.mark.parametrize("played_on", [True, False], ids=["decided-later", "decided-at-once"])
def test_a_peer_shown_the_other_version_after_the_decision_follows_the_version_kept(
    played_on: bool,
) -> None:
    """Four players: the runner sends one peer its own version of a move, then that peer is
    cut off (while the others play on, or not). The others vote the runner out from the move
    after their version (they keep it). The peer cut off takes that decision first (it is in
    force there from a later move, or at once) and sees the others' version only afterwards:
    it follows the version kept and plays on with them, where it would otherwise hold the game
    over a move the table has settled, or play on its own version."""
    wires, seat = linked_at_a_choice(4)
    cheat = wires.ids[seat]
    versions = two_versions(wires, seat)
    seq = versions[0].seq
    after = wires.game(cheat).copy()
    after.play(Move.parse(versions[0].move))
    others = [p for p in wires.ids if p != cheat]
    away = next(p for p in reversed(others) if p != wires.ids[after.to_move or 0])
    proposer, voter = [p for p in others if p != away]  # (one of them, or the runner, moves next)
    for peer in (proposer, voter):
        wires.cut(away, peer)
    wires.feed(cheat, Play((Move.parse(versions[0].move),)))
    wires.wires.pop((cheat, away))
    wires.feed(away, Received(cheat, MoveMessage(versions[1])))  # its version is another
    wires.cut(away, cheat)
    wires.flush()
    kept = wires.cores[proposer]
    if played_on:
        mover = kept.membership.runner(wires.game(proposer).to_move or 0)
        wires.feed(mover, Play((wires.game(mover).legal_moves()[0],)))
        wires.flush()
    assert kept.ply == seq + 1 + played_on
    proposal = Proposal(proposer, 1, "remove", seat, cheat, proposer, "random", kept.ply,
                        "equivocation")  # fmt: skip
    statement = vote_statement(kept.game_id, proposal.encode())
    votes = tuple(VoteSig(p, IDENTITIES[wires.ids.index(p)].sign(statement))
                  for p in (proposer, voter))  # fmt: skip
    decision = Decide(Certificate(proposal, votes))
    for peer in (proposer, voter):
        wires.feed(peer, Received(proposer if peer == voter else voter, decision))
    wires.flush()

    core = wires.cores[away]
    wires.feed(away, Linked(proposer))
    wires.feed(away, Received(proposer, decision))  # the decision comes first (a catch-up's)
    assert core.disputed is None and (cheat in core.membership.removed) == (not played_on)
    for number in range(seq, kept.ply):  # then the others' acks show their version
        signed = kept.ledger[number]
        wires.feed(away, Received(proposer, Ack(signed, signed.hash)))
    assert core.disputed is None
    assert core.ledger == kept.ledger and cheat in core.membership.removed
    assert not [e for e in wires.events[away] if isinstance(e, Suspected) and e.peer != cheat]


def test_a_bots_choice_that_comes_while_a_vote_holds_its_seat_is_asked_for_again() -> None:
    """The bot of the seat to move is asked; before it answers, a yes of this peer holds the
    seat (its player asks for it back, say). The choice is refused, and once the vote is over
    the bot is asked again: the turn is never left without anyone to play it."""
    wires, seat = linked_at_a_choice(3)
    runner = wires.ids[seat]
    other = next(p for p in wires.ids if p != runner)
    wires.feed(runner, Drive(seat, "random"))
    asked = [c for c in wires.asked if c.seat == seat]
    assert asked
    core = wires.cores[runner]
    core.ballots.promise(Proposal(other, 1, "giveback", seat, other, other, None, core.ply,
                                  "back"), wires.now + TIMING.vote_wait)  # fmt: skip
    wires.asked.clear()
    wires.feed(runner, Chosen(seat, core.ply, (wires.game(runner).legal_moves()[0],)))
    assert core.ply == asked[-1].ply and not wires.asked  # held: not played, nobody asked yet
    wires.now += TIMING.vote_wait
    wires.feed(runner, Tick())
    assert [(c.seat, c.ply) for c in wires.asked] == [(seat, core.ply)]


def test_a_peer_behind_after_a_time_jump_holds_no_seat_for_a_hand_over_it_asks() -> None:
    """This program was stopped (SIGSTOP) and comes back with every link lost; its owner asks
    to hand a missing seat to a bot before the catch-up came. A proposal made now would hold
    the seats for the vote and so park the very moves that catch it up (closing each link that
    brings more of them than may wait, for as long as the owner asks again). The request
    stands; the catch-up is taken whole."""
    wires = Wires(3)
    cores = wires.cores
    me, sender, missing = wires.ids
    core = cores[me]
    seat = core.membership.seats_of(missing)[0]
    wires.now += 10 * TIMING.dead_after  # the program was stopped
    wires.feed(me, Tick())
    assert wires.now < core.links.behind_until
    wires.feed(me, HandOver(seat, "random"))
    assert not any(core.ballots.holds(s, wires.now) for s in range(3))
    assert not [m for wire in wires.wires.values() for m in wire if isinstance(m, Propose)]
    assert seat in core.ballots.handovers  # the request stands

    wires.feed(me, Linked(sender, asked=True))
    played = line(3, 0)
    first = len(core.ledger)
    count = min(MAX_AHEAD + 8, len(played.ledger) - first)
    out = []
    for message in catchup_messages(cores[sender].start, cores[sender].seed,
                                    played.ledger[: first + count], first - 1, (), first - 1):
        out += core.handle(Received(sender, message), wires.now)
    assert not [e for e in out if isinstance(e, Close)]
    assert len(core.ledger) == first + count
    proposed = [e.message.proposal for e in out
                if isinstance(e, Send) and isinstance(e.message, Propose)]  # fmt: skip
    assert [(p.seat, p.ply) for p in proposed] == [(seat, first + count)]  # once caught up
