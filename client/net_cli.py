"""Network commands of ``helsinki-qt``: list the games on the LAN, host or join one headless.

A headless peer plays its own seat with a bot (``--move-delay`` seconds before each of its moves),
prints its progress, the decisions of the table and at the end the scores and the final state
hash; it writes the record as the game goes (within 20 ms of every move), its rejoin file beside
it (``RECORD.resume.json``; ``join --rejoin FILE`` takes the seat up again after a crash) and a
dump file if the game pauses (next to the record, else in the user data folder's ``desync``). A
peer whose seat was handed over while it was away takes it back at the next turn boundary. It
exits 0 when the game ended with every move agreed; 1 when the game failed, paused or was
abandoned, or waited longer than ``--wait-limit`` on a lost peer (unless ``--hand-over`` names a
bot to take that peer's seats), never with a traceback; 2 for bad arguments or a refused join.
Seats are numbered from 1, as the game's pages number them.
"""

from __future__ import annotations

import argparse
import asyncio
import contextlib
import json
import sys
from collections.abc import AsyncIterator
from pathlib import Path
from typing import Any

from client.cli import (
    BOT_HELP,
    DATA_DIR_VARIABLE,
    EXIT_BAD_INPUT,
    EXIT_INCONSISTENT,
    EXIT_OK,
    INTERFACES_VARIABLE,
    HelpFormatter,
    add_options_arguments,
    bot_name,
    bot_names,
    environment_epilog,
    options_from,
    players_count,
)
from client.thinker import NetworkChooser, Thinker
from net.config import TURN_TIMERS, InterfaceError, add_interface_option, select_interfaces
from net.discovery import Browser, GameInfo, Gone, open_zeroconf
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
from net.lobby import JoinRefused, LobbyClient, LobbyError, LobbyHost, Plan
from net.messages import GameOptions, ProtocolError
from net.peer import LocalPeer
from net.resume import ResumeState
from net.session import Session, SessionError

DISCOVERY_WAIT = 5.0
"""Seconds ``join --game`` looks for the game on the network."""
LIST_WAIT = 2.0
"""Seconds ``list`` listens before it prints the games."""
RIVAL_WAIT = 1.0
"""Seconds ``join --game`` listens, once it found the game, for another announcement of its id."""
WAIT_LIMIT = 30.0
"""Default seconds a headless peer waits for a lost peer whose seat is to move."""
RESUME_EVERY = 1.0
"""Seconds between two writes of a headless peer's rejoin file."""
_PEER_ENVIRONMENT = environment_epilog(DATA_DIR_VARIABLE, INTERFACES_VARIABLE)
"""The environment of ``host`` and ``join`` (the data folder keeps rejoin files and dumps)."""


def _say(text: str) -> None:
    print(text, flush=True)


def _address(text: str) -> tuple[str, int]:
    host, _, port = text.rpartition(":")
    if not host or not port.isdigit() or not 0 < int(port) < 65536:
        raise argparse.ArgumentTypeError(
            "expected HOST:PORT, e.g. 192.168.1.20:40123 or anna-laptop:40123"
        )
    return host, int(port)


def _add_player_options(parser: argparse.ArgumentParser) -> None:
    parser.add_argument("--headless", action="store_true", help="no window: a bot plays")
    parser.add_argument("--name", required=True, help="your name in the game")
    parser.add_argument("--bot", type=bot_name, default="random",
                        help=f"the bot that plays your seat ({BOT_HELP})")  # fmt: skip
    parser.add_argument("--pin", help="the lobby's PIN")
    parser.add_argument("--record", type=Path, help="write the record here (as the game goes)")
    parser.add_argument("--wait-limit", type=float, default=WAIT_LIMIT, metavar="SECONDS",
                        help="give up (exit 1) when the game waits longer than this for a lost "
                        "peer (default: %(default)g)")  # fmt: skip
    parser.add_argument(
        "--hand-over",
        type=bot_name,
        metavar="BOT",
        help=f"instead of giving up, let this bot play the lost peer's seats ({BOT_HELP})",
    )
    parser.add_argument("--move-delay", type=_seconds, default=0.0, metavar="SECONDS",
                        help="wait this long before each of your bot's moves (default: 0)")
    add_interface_option(parser)


def _seconds(text: str) -> float:
    try:
        value = float(text)
    except ValueError:
        raise argparse.ArgumentTypeError(f"{text!r} is not a number of seconds") from None
    if not 0 <= value <= 3600:
        raise argparse.ArgumentTypeError("expected 0 to 3600 seconds")
    return value


def _turn_timer(text: str) -> int:
    value = int(_seconds(text))
    if value not in TURN_TIMERS:
        choices = ", ".join(str(t) for t in TURN_TIMERS)
        raise argparse.ArgumentTypeError(f"the turn timer is one of {choices} seconds")
    return value


def add_commands(subparsers: Any) -> None:
    """Register ``list``, ``host`` and ``join`` on the ``helsinki-qt`` subparsers."""
    listing = subparsers.add_parser("list", help="list the games announced on the network",
                                    epilog=environment_epilog(INTERFACES_VARIABLE),
                                    formatter_class=HelpFormatter)  # fmt: skip
    listing.add_argument("--timeout", type=float, metavar="SECONDS",
                         help=f"seconds to listen (default: {LIST_WAIT:g}; with --watch: "
                         "until Ctrl+C)")  # fmt: skip
    listing.add_argument("--watch", action="store_true",
                         help="keep listening and print a line per change: '+ ' for a game that "
                         "appears or changes, '- ' for a game that is gone")  # fmt: skip
    add_interface_option(listing)
    listing.set_defaults(func=lambda args: _run(_watch(args) if args.watch else _list(args),
                                                interrupted=EXIT_OK))  # fmt: skip

    host = subparsers.add_parser("host", help="host a game (headless: played by a bot)",
                                 epilog=_PEER_ENVIRONMENT, formatter_class=HelpFormatter)
    _add_player_options(host)
    host.add_argument("--players", type=players_count, default=2)
    host.add_argument("--bots", type=bot_names, default=[],
                      help=f"bots hosted here for the other seats, comma-separated "
                      f"({BOT_HELP})")  # fmt: skip
    host.add_argument("--port", type=int, default=0, help="TCP port (default: any free one)")
    host.add_argument("--game-name", help="the name announced (default: NAME's game)")
    host.add_argument("--turn-timer", type=_turn_timer, default=0, metavar="SECONDS",
                      help="seconds a player may hold a turn before the others hand the seat "
                      "to a bot (0, 60, 120 or 300; default: 0, no limit)")  # fmt: skip
    add_options_arguments(host)
    host.set_defaults(func=lambda args: _run(_host(args)))

    join = subparsers.add_parser("join", help="join a game (headless: played by a bot)",
                                 epilog=_PEER_ENVIRONMENT, formatter_class=HelpFormatter)
    _add_player_options(join)
    where = join.add_mutually_exclusive_group(required=True)
    where.add_argument("--game", metavar="ID", help="the game's id, as `list` shows it")
    where.add_argument("--addr", type=_address, metavar="HOST:PORT",
                       help="join by address or host name (e.g. a VPN's name)")  # fmt: skip
    where.add_argument("--rejoin", type=Path, metavar="FILE",
                       help="take a seat up again from its rejoin file (RECORD.resume.json)")
    join.set_defaults(func=lambda args: _run(_join(args)))


def _run(coroutine: Any, interrupted: int = EXIT_INCONSISTENT) -> int:
    """Run a command; Ctrl+C ends it with the exit status ``interrupted``."""
    try:
        result: int = asyncio.run(coroutine)
    except KeyboardInterrupt:
        return interrupted
    return result


def _interfaces(args: argparse.Namespace) -> list[str] | None:
    try:
        return select_interfaces(args.interfaces)
    except InterfaceError as error:
        print(f"helsinki-qt: {error}", file=sys.stderr)
        return None


def _describe(game: GameInfo) -> str:
    where = f"{game.addresses[0] if game.addresses else game.host}:{game.port}"
    notes = [game.state, f"{game.taken}/{game.total} seats"]
    rules = game.rules
    if rules is not None:
        notes.append(str(rules.variant) + (" with Dry roads" if rules.dry_roads else ""))
        if rules.cover is not None:
            notes.append(f"covered {','.join(a.notation for a in rules.cover)}")
        if rules.start_seat is not None:
            notes.append(f"seat {rules.start_seat + 1} starts")
    if game.turn_timer:
        notes.append(f"turn timer {game.turn_timer} s")
    if game.pin:
        notes.append("PIN")
    if not game.compatible:
        notes.append(f"incompatible: protocol {game.proto}, rules {game.ruleset}")
    if game.conflict:
        notes.append(f"CONFLICT: also announced at {', '.join(game.rivals)}")
    creator = f" by {game.creator}" if game.creator else ""
    return f"{game.id}  {game.name!r}{creator}  {', '.join(notes)}  at {where}"


@contextlib.asynccontextmanager
async def _browsing(interfaces: list[str]) -> AsyncIterator[Browser]:
    """A running browser on its own mDNS stack, closed afterwards."""
    zeroconf = open_zeroconf(interfaces)
    browser = Browser(zeroconf, interfaces)
    try:
        await browser.start()
        yield browser
    finally:
        await browser.close()
        await zeroconf.async_close()


async def _list(args: argparse.Namespace) -> int:
    interfaces = _interfaces(args)
    if interfaces is None:
        return EXIT_BAD_INPUT
    async with _browsing(interfaces) as browser:
        await asyncio.sleep(LIST_WAIT if args.timeout is None else args.timeout)
        games = sorted(browser.games.values(), key=lambda g: (g.name, g.id))
    for game in games:
        _say(_describe(game))
    if not games:
        _say("no game found")
    return EXIT_OK


async def _watch(args: argparse.Namespace) -> int:
    """Print a line per change until the timeout (or Ctrl+C)."""
    interfaces = _interfaces(args)
    if interfaces is None:
        return EXIT_BAD_INPUT
    loop = asyncio.get_running_loop()
    deadline = None if args.timeout is None else loop.time() + args.timeout
    async with _browsing(interfaces) as browser:
        while deadline is None or loop.time() < deadline:
            left = None if deadline is None else deadline - loop.time()
            try:
                event = await browser.next_event(left)
            except TimeoutError:
                break
            _say(f"{'- ' if isinstance(event, Gone) else '+ '}{_describe(event.game)}")
    return EXIT_OK


async def _host(args: argparse.Namespace) -> int:
    if not args.headless:
        print("helsinki-qt: host a game from the start screen, or use --headless", file=sys.stderr)
        return EXIT_BAD_INPUT
    if len(args.bots) >= args.players:
        print("helsinki-qt: --bots leaves no seat for this player", file=sys.stderr)
        return EXIT_BAD_INPUT
    interfaces = _interfaces(args)
    if interfaces is None:
        return EXIT_BAD_INPUT
    rules = options_from(args, args.players)
    if isinstance(rules, str):
        print(f"helsinki-qt: {rules}", file=sys.stderr)
        return EXIT_BAD_INPUT
    peer = LocalPeer(args.name, interfaces)
    options = GameOptions.of(args.players, rules, turn_timer=args.turn_timer)
    lobby = LobbyHost(peer, args.game_name or f"{args.name}'s game", options, pin=args.pin)
    try:
        await peer.listen(args.port)
    except OSError as error:
        print(f"helsinki-qt: cannot listen on port {args.port}: {error.strerror}", file=sys.stderr)
        return EXIT_BAD_INPUT
    await lobby.open()
    zeroconf = open_zeroconf(interfaces)
    announcement = await lobby.announce(zeroconf)
    try:
        for bot in args.bots:
            lobby.add_bot(bot)
        lobby.set_ready(True)
        _say(f"hosting game {lobby.game_id} at {peer.address}:{peer.port}")
        changed = asyncio.Event()
        previous = lobby.on_change

        def on_change() -> None:
            changed.set()
            if previous is not None:
                previous()

        lobby.on_change = on_change
        last = ""
        while (why := lobby.why_not_startable()) is not None:
            if why != last:
                _say(f"waiting: {why}")
                last = why
            changed.clear()
            await changed.wait()
        _say(f"starting: all {len(lobby.seats)} seats are taken and ready")
        plan = await lobby.start()
        return await _play(plan, args)
    finally:
        with contextlib.suppress(Exception):
            await announcement.withdraw()
        await zeroconf.async_close()


async def _find(game_id: str, interfaces: list[str]) -> GameInfo | None:
    """The game announced with this id; once found, listen a moment longer for a rival."""
    loop = asyncio.get_running_loop()
    async with _browsing(interfaces) as browser:
        deadline = loop.time() + DISCOVERY_WAIT
        while game_id not in browser.games:
            left = deadline - loop.time()
            if left <= 0:
                return None
            with contextlib.suppress(TimeoutError):
                await browser.next_event(left)
        await asyncio.sleep(RIVAL_WAIT)
        return browser.games.get(game_id)


async def _join(args: argparse.Namespace) -> int:
    if not args.headless:
        print("helsinki-qt: join a game from the start screen, or use --headless", file=sys.stderr)
        return EXIT_BAD_INPUT
    interfaces = _interfaces(args)
    if interfaces is None:
        return EXIT_BAD_INPUT
    if args.rejoin:
        return await _rejoin(args, interfaces)
    if args.addr:
        host, port = args.addr
    else:
        found = await _find(args.game, interfaces)
        if found is None or not found.addresses:
            print(f"helsinki-qt: game {args.game} not found on the network", file=sys.stderr)
            return EXIT_BAD_INPUT
        if found.conflict:
            where = ", ".join((f"{found.addresses[0]}:{found.port}", *found.rivals))
            print(f"helsinki-qt: game {args.game} is announced by more than one host ({where}); "
                  "ask its host for the address and join with --addr", file=sys.stderr)  # fmt: skip
            return EXIT_BAD_INPUT
        host, port = found.addresses[0], found.port
    peer = LocalPeer(args.name, interfaces)
    try:
        client = await LobbyClient.join(peer, host, port, pin=args.pin, game=args.game)
    except JoinRefused as refused:
        print(f"helsinki-qt: refused: {refused.text}", file=sys.stderr)
        await peer.close()
        return EXIT_BAD_INPUT
    except (ConnectionError, OSError, TimeoutError) as error:
        print(f"helsinki-qt: cannot reach {host}:{port}: {error}", file=sys.stderr)
        await peer.close()
        return EXIT_BAD_INPUT
    seat = "a spectator" if client.seat is None else f"seat {client.seat + 1}"
    _say(f"joined game {client.game_id} at {host}:{port} as {seat}")
    client.set_ready(True)
    try:
        plan = await client.wait_start()
    except LobbyError as error:
        print(f"helsinki-qt: {error}", file=sys.stderr)
        await peer.close()
        return EXIT_INCONSISTENT
    return await _play(plan, args)


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
            _say(f"started: seed {event.seed}, seat {event.start_seat + 1} begins")
        elif isinstance(event, Agreed) and event.seq % 25 == 24:
            _say(f"move {event.seq + 1} agreed")
        elif isinstance(event, DesyncDetected):
            where = f", dump {event.dump}" if event.dump else ""
            _say(f"desync after move {event.seq}: {event.hashes}{where}")
        elif isinstance(event, Rebuilt):
            _say(f"rebuilt from the record after move {event.seq}")
        elif isinstance(event, RolledBack):
            _say(f"moves from {event.ply} undone: a decision came before them")
        elif isinstance(event, PeerLost):
            _say(f"lost {name(event.peer)}: {event.reason}")
        elif isinstance(event, PeerBack):
            _say(f"{name(event.peer)} is back")
        elif isinstance(event, Suspected):
            _say(f"{name(event.peer)} does not follow the protocol ({event.grounds} at move "
                 f"{event.seq}): voting")  # fmt: skip
        elif isinstance(event, Decided):
            runner = f"{event.bot} run by {name(event.runner)}" if event.bot else name(event.runner)
            _say(f"decided from move {event.ply}: {event.kind} of seat {event.seat + 1} "
                 f"({name(event.subject)}, {event.grounds}); it is played by {runner}")
        elif isinstance(event, StatusChanged) and event.status in ("paused", "failed", "waiting"):
            _say(f"{event.status}: {event.reason}")
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


async def _play(plan: Plan, args: argparse.Namespace) -> int:
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


async def _rejoin(args: argparse.Namespace, interfaces: list[str]) -> int:
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
    _say(f"rejoined game {state.start.game} at move {len(state.record.moves)}")
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
    while not done.is_set():
        with contextlib.suppress(TimeoutError):
            await asyncio.wait_for(done.wait(), min(0.2, args.wait_limit))
        if session.status != "waiting":
            since = None
            continue
        since = loop.time() if since is None else since
        if loop.time() - since < args.wait_limit:
            continue
        if not args.hand_over:
            return f"gave up after waiting {args.wait_limit:g} s: {session.reason}"
        since = None
        for seat, owner in enumerate(session.owner):
            if owner != session.me and owner not in session.links:
                with contextlib.suppress(SessionError):
                    session.hand_to_bot(seat, args.hand_over)
                    _say(f"handing seat {seat + 1} to {args.hand_over}")
    return ""


async def _agreed(session: Session, ply: int) -> None:
    while session.agreed < ply:
        await asyncio.sleep(0.01)


def _report(session: Session, gave_up: str = "") -> int:
    game, record = session.game, session.record
    if gave_up:
        print(f"helsinki-qt: {gave_up}", file=sys.stderr)
        return EXIT_INCONSISTENT
    if game is None or record is None or session.status != "over":
        dumps = f" (dump: {session.dumps[-1]})" if session.dumps else ""
        print(f"helsinki-qt: the game did not finish: {session.reason}{dumps}", file=sys.stderr)
        return EXIT_INCONSISTENT
    for seat, (who, score) in enumerate(zip(record.seats, game.scores(), strict=True)):
        _say(f"seat {seat + 1} {who.name}: {score.total} points")
    winner = game.winner
    assert winner is not None  # (the game is over)
    _say(f"winner: seat {winner + 1}")
    _say(f"final hash {game.state_hash()}")
    if session.agreed != game.ply:
        print(
            f"helsinki-qt: only {session.agreed} of {game.ply} moves were agreed by every peer",
            file=sys.stderr,
        )
        return EXIT_INCONSISTENT
    _say(f"all {game.ply} moves agreed")
    return EXIT_OK
