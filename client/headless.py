"""A headless peer playing a started game, as ``host``/``join --headless`` run it.

It plays its own seat with a bot (``--move-delay`` seconds before each of its moves), prints its
progress, the decisions of the table and at the end the scores and the final state hash; it
writes the record as the game goes (within 20 ms of every move), its rejoin file beside it
(``RECORD.resume.json``; ``join --rejoin FILE`` takes the seat up again after a crash) and a dump
file if the game pauses (next to the record, else in the user data folder's ``desync``). A peer
whose seat was handed over while it was away takes it back at the next turn boundary; one that
comes back to a game that moved on follows the agreed moves; a peer whose game is over stays up
to ``--linger`` seconds for a peer still in the game that has not shown all the moves (stopped or
cut off: it catches up to the end, then all leave). It gives up (exit 1) when it waited longer
than ``--wait-limit`` on a lost peer, unless ``--hand-over`` names a bot to take that peer's
seats, and when the seats cannot be handed over.
"""

from __future__ import annotations

import argparse
import asyncio
import contextlib
import json
import sys
from collections.abc import Sequence
from pathlib import Path
from typing import Any, Protocol, runtime_checkable

from client.cli import EXIT_BAD_INPUT, EXIT_INCONSISTENT, EXIT_OK
from client.thinker import NetworkChooser, Thinker
from engine.rules import GameState
from net.events import (
    Agreed,
    Decided,
    DesyncDetected,
    Event,
    GameOver,
    PeerBack,
    PeerLost,
    Rebuilt,
    RolledBack,
    Started,
    StatusChanged,
    Suspected,
)
from net.lobby import Plan
from net.messages import ProtocolError
from net.peer import LocalPeer
from net.resume import ResumeState
from net.session import Session, SessionError

WAIT_LIMIT = 30.0
"""Default seconds a headless peer waits for a lost peer whose seat is to move."""
RESUME_EVERY = 1.0
"""Seconds between two writes of a headless peer's rejoin file."""
HAND_OVER_LIMIT = 10.0
"""Seconds a headless peer tries at least to hand a lost peer's seats over before it gives up
(the others may be gone: a hand-over needs a majority of the peers still in the game)."""
LINGER = 30.0
"""Default seconds a headless peer whose game is over stays for the peers that lack moves."""


def say(text: str) -> None:
    """A line of the peer's progress, at once (another program may be reading it)."""
    print(text, flush=True)


def _dump_dir(args: argparse.Namespace) -> Path:
    """Where desync dumps go: beside the record, else in the user data folder."""
    if args.record is not None:
        return Path(args.record).parent
    from client.storage import data_dir

    return data_dir() / "desync"


def _printer(sessions: list[Session], done: asyncio.Event) -> Any:
    """What a headless peer prints of the session's events (``sessions[0]`` once it exists)."""

    def name(peer: str) -> str:
        return sessions[0].name_of(peer) if sessions else peer

    def on_event(event: Event) -> None:
        if isinstance(event, Started):
            say(f"started: seed {event.seed}, seat {event.start_seat + 1} begins")
        elif isinstance(event, Agreed) and event.seq % 25 == 24:
            say(f"move {event.seq + 1} agreed")
        elif isinstance(event, DesyncDetected):
            where = f", dump {event.dump}" if event.dump else ""
            say(f"desync after move {event.seq}: {event.hashes}{where}")
        elif isinstance(event, Rebuilt):
            say(f"rebuilt from the record after move {event.seq}")
        elif isinstance(event, RolledBack):
            say(f"moves from {event.ply} undone: a decision came before them")
        elif isinstance(event, PeerLost):
            say(f"lost {name(event.peer)}: {event.reason}")
        elif isinstance(event, PeerBack):
            say(f"{name(event.peer)} is back")
        elif isinstance(event, Suspected):
            say(f"{name(event.peer)} does not follow the protocol ({event.grounds} at move "
                 f"{event.seq}): voting")  # fmt: skip
        elif isinstance(event, Decided):
            runner = f"{event.bot} run by {name(event.runner)}" if event.bot else name(event.runner)
            say(f"decided from move {event.ply}: {event.kind} of seat {event.seat + 1} "
                 f"({name(event.subject)}, {event.grounds}); it is played by {runner}")
        elif isinstance(event, StatusChanged) and event.status in ("paused", "failed", "waiting"):
            say(f"{event.status}: {event.reason}")
            if event.status != "waiting":
                done.set()
        elif isinstance(event, GameOver):
            done.set()

    return on_event


def _resume_path(args: argparse.Namespace, session: Session) -> Path:
    """Where a headless peer keeps its rejoin file: beside the record, else in the data folder."""
    if args.record is not None:
        return Path(f"{args.record}.resume.json")
    from client.storage import data_dir

    folder = data_dir() / "online"
    folder.mkdir(parents=True, exist_ok=True)
    return folder / f"{session.game_id}-{session.me}.resume.json"


async def play(plan: Plan, args: argparse.Namespace) -> int:
    """Play the started game until it ends, pauses, fails or is given up; print the result."""
    done = asyncio.Event()
    sessions: list[Session] = []
    chooser = _chooser()
    try:
        session = Session(plan, autosave=args.record, dump_dir=_dump_dir(args),
                          on_event=_printer(sessions, done), move_delay=args.move_delay,
                          chooser=chooser)  # fmt: skip
        sessions.append(session)
        await session.begin()
    except SessionError as error:
        print(f"helsinki-qt: the game could not start: {error}", file=sys.stderr)
        chooser.thinker.close()
        await plan.peer.close()
        return EXIT_INCONSISTENT
    return await _follow(session, done, args)


async def rejoin(args: argparse.Namespace, interfaces: list[str]) -> int:
    """Take a seat up again from its rejoin file, and play on."""
    try:
        state = ResumeState.from_dict(json.loads(Path(args.rejoin).read_text(encoding="utf-8")))
        identity = state.identity()
    except (OSError, KeyError, TypeError, ValueError, ProtocolError) as error:
        print(f"helsinki-qt: {args.rejoin} is no rejoin file: {error}", file=sys.stderr)
        return EXIT_BAD_INPUT
    peer = LocalPeer(state.name, interfaces, peer_id=state.peer_id, identity=identity)
    done = asyncio.Event()
    sessions: list[Session] = []
    record = args.record or Path(str(args.rejoin).removesuffix(".resume.json"))
    args.record = record
    chooser = _chooser()
    try:
        session = await Session.rejoin(state, peer, autosave=record, dump_dir=_dump_dir(args),
                                       on_event=_printer(sessions, done),
                                       move_delay=args.move_delay, chooser=chooser)  # fmt: skip
    except SessionError as error:
        print(f"helsinki-qt: cannot rejoin: {error}", file=sys.stderr)
        chooser.thinker.close()
        await peer.close()
        return EXIT_INCONSISTENT
    sessions.append(session)
    say(f"rejoined game {state.start.game} at move {len(state.record.moves)}")
    return await _follow(session, done, args)


def _chooser() -> NetworkChooser:
    """Bots that think in a worker process (started at their first move): the network is
    served meanwhile."""
    return NetworkChooser(Thinker())


async def _follow(session: Session, done: asyncio.Event, args: argparse.Namespace) -> int:
    """Drive our seats, take them back if they were handed over, and wait for the end."""
    saver = asyncio.get_running_loop().create_task(_keep_resume(session, args))
    try:
        for seat in session.my_seats:
            if session.bots[seat] is None:
                session.drive(seat, args.bot)
        session.reclaim()
        gave_up = await _until_done(session, done, args)
        game = session.game
        if session.status == "over" and game is not None:
            with contextlib.suppress(TimeoutError):
                await asyncio.wait_for(_agreed(session, game.ply), session.timing.dead_after * 2)
            behind = session.core.behind()
            if behind and args.linger > 0:
                names = ", ".join(session.name_of(peer) for peer in behind)
                say(f"the game is over; waiting up to {args.linger:g} s for {names} to follow")
                with contextlib.suppress(TimeoutError):
                    await asyncio.wait_for(_followed(session), args.linger)
        return _report(session, gave_up)
    finally:
        saver.cancel()
        _save_resume(session, args)
        await session.close("game over" if session.status == "over" else "left the game")
        if isinstance(session.chooser, NetworkChooser):
            session.chooser.thinker.close()
        await session.peer.close()


async def _keep_resume(session: Session, args: argparse.Namespace) -> None:
    while True:
        _save_resume(session, args)
        await asyncio.sleep(RESUME_EVERY)


def _save_resume(session: Session, args: argparse.Namespace) -> None:
    """Write the rejoin file (or remove it once the game is over)."""
    path = _resume_path(args, session)
    game = session.game
    if game is None:
        return
    if game.is_over:
        path.unlink(missing_ok=True)
        return
    try:
        path.write_text(json.dumps(session.resume_state().to_dict()), encoding="utf-8")
    except (OSError, SessionError) as error:
        print(f"helsinki-qt: cannot write {path}: {error}", file=sys.stderr)


async def _until_done(session: Session, done: asyncio.Event, args: argparse.Namespace) -> str:
    """Wait for the end; hand a lost peer's seats over, or give up, after ``--wait-limit`` s.

    Returns why it gave up, or "" when the game ended (or paused, or failed) by itself.
    """
    loop = asyncio.get_running_loop()
    since: float | None = None
    tried: float | None = None
    while not done.is_set():
        with contextlib.suppress(TimeoutError):
            await asyncio.wait_for(done.wait(), min(0.2, args.wait_limit))
        if session.status != "waiting":
            since = tried = None
            continue
        since = loop.time() if since is None else since
        if loop.time() - since < args.wait_limit:
            continue
        if not args.hand_over:
            return f"gave up after waiting {args.wait_limit:g} s: {session.reason}"
        if tried is not None and loop.time() - tried >= max(args.wait_limit, HAND_OVER_LIMIT):
            return ("gave up: the seats could not be handed over (too few peers of the game "
                    "are connected to decide; they may have finished or left without this one)")
        tried = loop.time() if tried is None else tried
        since = None
        for seat, owner in enumerate(session.owner):
            if owner != session.me and owner not in session.links:
                with contextlib.suppress(SessionError):
                    session.hand_to_bot(seat, args.hand_over)
                    say(f"handing seat {seat + 1} to {args.hand_over}")
    return ""


async def _agreed(session: Session, ply: int) -> None:
    while session.agreed < ply:
        await asyncio.sleep(0.01)


async def _followed(session: Session) -> None:
    """Until no peer still in the game lacks moves (without a goodbye)."""
    while session.core.behind():
        await asyncio.sleep(0.05)


@runtime_checkable
class Totalled(Protocol):
    """A seat's score as a game tells it."""

    @property
    def total(self) -> int: ...


@runtime_checkable
class Scored(Protocol):
    """A game that tells every seat's score (both rule sets do)."""

    def scores(self) -> Sequence[Totalled]: ...


@runtime_checkable
class SharedWins(Protocol):
    """A game whose win may be shared by several seats (Copenhagen)."""

    @property
    def winners(self) -> tuple[int, ...]: ...


def _winners_line(game: GameState[Any]) -> str:
    """``winner: seat 2``, ``winners: seats 1 and 3`` (a shared win), or ``winner: shared``
    (a game that names no winner then)."""
    if isinstance(game, SharedWins) and len(game.winners) > 1:
        seats = [str(seat + 1) for seat in game.winners]
        return f"winners: seats {', '.join(seats[:-1])} and {seats[-1]}"
    winner = game.winner
    return "winner: shared" if winner is None else f"winner: seat {winner + 1}"


def _report(session: Session, gave_up: str = "") -> int:
    game, record = session.game, session.record
    if gave_up:
        print(f"helsinki-qt: {gave_up}", file=sys.stderr)
        return EXIT_INCONSISTENT
    if game is None or record is None or session.status != "over":
        dumps = f" (dump: {session.dumps[-1]})" if session.dumps else ""
        print(f"helsinki-qt: the game did not finish: {session.reason}{dumps}", file=sys.stderr)
        return EXIT_INCONSISTENT
    if isinstance(game, Scored):
        for seat, (who, score) in enumerate(zip(record.seats, game.scores(), strict=True)):
            say(f"seat {seat + 1} {who.name}: {score.total} points")
    say(_winners_line(game))
    say(f"final hash {game.state_hash()}")
    if session.agreed != game.ply:
        print(
            f"helsinki-qt: only {session.agreed} of {game.ply} moves were agreed by every peer",
            file=sys.stderr,
        )
        return EXIT_INCONSISTENT
    say(f"all {game.ply} moves agreed")
    return EXIT_OK
