"""Network commands of ``helsinki-qt``: list the games on the LAN, host or join one headless.

A headless peer plays its own seat with a bot, prints its progress, and at the end the scores and
the final state hash; it writes the record as the game goes (within 20 ms of every move), and a
dump file if the game pauses (next to the record, else in the user data folder's ``desync``). It
exits 0 when the game ended with every hash agreed; 1 when the game failed, paused (a desync) or
was abandoned, or waited longer than ``--wait-limit`` on a lost peer (unless ``--hand-over`` names
a bot to take that peer's seats); 2 for bad arguments or a refused join.
"""

from __future__ import annotations

import argparse
import asyncio
import contextlib
import sys
from collections.abc import AsyncIterator
from pathlib import Path
from typing import Any

from client.cli import (
    BOT_HELP,
    EXIT_BAD_INPUT,
    EXIT_INCONSISTENT,
    EXIT_OK,
    add_options_arguments,
    bot_name,
    bot_names,
    options_from,
    players_count,
)
from client.thinker import Thinker
from net.config import InterfaceError, select_interfaces
from net.discovery import Browser, GameInfo, Gone, open_zeroconf
from net.events import (
    Agreed,
    DesyncDetected,
    Event,
    GameOver,
    HandedOver,
    PeerBack,
    PeerLost,
    Rebuilt,
    Started,
    StatusChanged,
)
from net.lobby import JoinRefused, LobbyClient, LobbyError, LobbyHost, Plan
from net.messages import GameOptions
from net.peer import LocalPeer
from net.session import Session, SessionError

DISCOVERY_WAIT = 5.0
"""Seconds ``join --game`` looks for the game on the network."""
LIST_WAIT = 2.0
"""Seconds ``list`` listens before it prints the games."""
RIVAL_WAIT = 1.0
"""Seconds ``join --game`` listens, once it found the game, for another announcement of its id."""
WAIT_LIMIT = 30.0
"""Default seconds a headless peer waits for a lost peer whose seat is to move."""


def _say(text: str) -> None:
    print(text, flush=True)


def _address(text: str) -> tuple[str, int]:
    host, _, port = text.rpartition(":")
    if not host or not port.isdigit() or not 0 < int(port) < 65536:
        raise argparse.ArgumentTypeError("expected HOST:PORT, e.g. 192.168.1.20:40123")
    return host, int(port)


def _add_interface_option(parser: argparse.ArgumentParser) -> None:
    parser.add_argument(
        "--interface",
        action="append",
        metavar="ADDR",
        help="IPv4 address of an interface to use (repeatable; default: $HELSINKI_INTERFACES, "
        "else the LAN interfaces)",
    )


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
    _add_interface_option(parser)


def add_commands(subparsers: Any) -> None:
    """Register ``list``, ``host`` and ``join`` on the ``helsinki-qt`` subparsers."""
    listing = subparsers.add_parser("list", help="list the games announced on the network")
    listing.add_argument("--timeout", type=float, metavar="SECONDS",
                         help=f"seconds to listen (default: {LIST_WAIT:g}; with --watch: "
                         "until Ctrl+C)")  # fmt: skip
    listing.add_argument("--watch", action="store_true",
                         help="keep listening and print a line per change: '+ ' for a game that "
                         "appears or changes, '- ' for a game that is gone")  # fmt: skip
    _add_interface_option(listing)
    listing.set_defaults(func=lambda args: _run(_watch(args) if args.watch else _list(args),
                                                interrupted=EXIT_OK))  # fmt: skip

    host = subparsers.add_parser("host", help="host a game (headless: played by a bot)")
    _add_player_options(host)
    host.add_argument("--players", type=players_count, default=2)
    host.add_argument("--bots", type=bot_names, default=[],
                      help=f"bots hosted here for the other seats, comma-separated "
                      f"({BOT_HELP})")  # fmt: skip
    host.add_argument("--port", type=int, default=0, help="TCP port (default: any free one)")
    host.add_argument("--game-name", help="the name announced (default: NAME's game)")
    add_options_arguments(host)
    host.set_defaults(func=lambda args: _run(_host(args)))

    join = subparsers.add_parser("join", help="join a game (headless: played by a bot)")
    _add_player_options(join)
    where = join.add_mutually_exclusive_group(required=True)
    where.add_argument("--game", metavar="ID", help="the game's id, as `list` shows it")
    where.add_argument("--addr", type=_address, metavar="HOST:PORT", help="join by address")
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
        return select_interfaces(args.interface)
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
            notes.append(f"seat {rules.start_seat} starts")
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
    options = GameOptions.of(args.players, rules)
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
    _say(f"joined game {client.game_id} at {host}:{port} as seat {client.seat}")
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


async def _play(plan: Plan, args: argparse.Namespace) -> int:
    """Play the started game until it ends, pauses, fails or is given up; print the result."""
    done = asyncio.Event()

    def on_event(event: Event) -> None:
        if isinstance(event, Started):
            _say(f"started: seed {event.seed}, seat {event.start_seat} begins")
        elif isinstance(event, Agreed) and event.seq % 25 == 24:
            _say(f"move {event.seq + 1} agreed")
        elif isinstance(event, DesyncDetected):
            where = f", dump {event.dump}" if event.dump else ""
            _say(f"desync after move {event.seq}: {event.hashes}{where}")
        elif isinstance(event, Rebuilt):
            _say(f"rebuilt from the record after move {event.seq}")
        elif isinstance(event, PeerLost):
            _say(f"lost {session.name_of(event.peer)}: {event.reason}")
        elif isinstance(event, PeerBack):
            _say(f"{session.name_of(event.peer)} is back")
        elif isinstance(event, HandedOver):
            _say(f"seat {event.seat} is now played by {event.bot}")
        elif isinstance(event, StatusChanged) and event.status in ("paused", "failed", "waiting"):
            _say(f"{event.status}: {event.reason}")
            if event.status != "waiting":
                done.set()
        elif isinstance(event, GameOver):
            done.set()

    thinker = Thinker()  # bots think in a worker process: the network is served meanwhile
    session = Session(plan, autosave=args.record, dump_dir=_dump_dir(args), on_event=on_event,
                      chooser=thinker.choose)  # fmt: skip
    thinker.start()  # the worker starts while the mesh forms
    try:
        await session.begin()
        for seat in session.my_seats:
            if session.bots[seat] is None:
                session.drive(seat, args.bot)
        gave_up = await _until_done(session, done, args)
        game = session.game
        if session.status == "over" and game is not None:
            with contextlib.suppress(TimeoutError):
                await asyncio.wait_for(_agreed(session, game.ply), session.timing.dead_after * 2)
        return _report(session, gave_up)
    finally:
        await session.close("game over" if session.status == "over" else "left the game")
        await session.peer.close()
        thinker.close()


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
                    _say(f"handing seat {seat} to {args.hand_over}")
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
        _say(f"seat {seat} {who.name}: {score.total} points")
    _say(f"winner: seat {game.winner}")
    _say(f"final hash {game.state_hash()}")
    if session.agreed != game.ply:
        print(
            f"helsinki-qt: only {session.agreed} of {game.ply} moves were agreed by every peer",
            file=sys.stderr,
        )
        return EXIT_INCONSISTENT
    _say(f"all {game.ply} moves agreed")
    return EXIT_OK
