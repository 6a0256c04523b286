"""Network commands of ``helsinki-qt``: list the games on the LAN, host or join one headless
(the headless peer's play: :mod:`client.headless`). Exit codes: 0 for a game ended with every
move agreed, 1 for one that failed, paused, was abandoned or given up, 2 for bad arguments or a
refused join; never a traceback. Seats are numbered from 1, as the game's pages number them.
"""

from __future__ import annotations

import argparse
import asyncio
import contextlib
import sys
import threading
from collections.abc import AsyncIterator
from functools import partial
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
    bots_of,
    environment_epilog,
    game_options_from,
    players_count,
)
from client.headless import LINGER, WAIT_LIMIT, play, rejoin, say
from engine.rules import COPENHAGEN, HELSINKI, RULE_SETS, rule_set
from net.config import (
    DEFAULT_TURN_TIMER,
    TURN_TIMERS,
    InterfaceError,
    add_interface_option,
    select_interfaces,
)
from net.discovery import Browser, GameInfo, Gone, open_zeroconf
from net.identity import fingerprint
from net.joining import join_game
from net.lobby import JoinRefused, LobbyError, LobbyHost
from net.lobby_client import LobbyClient
from net.messages import GameOptions
from net.peer import LocalPeer

DISCOVERY_WAIT = 5.0
"""Seconds ``join --game`` looks for the game on the network."""
LIST_WAIT = 2.0
"""Seconds ``list`` listens before it prints the games."""
RIVAL_WAIT = 1.0
"""Seconds ``join --game`` listens, once it found the game, for another announcement of its id."""
_PEER_ENVIRONMENT = environment_epilog(DATA_DIR_VARIABLE, INTERFACES_VARIABLE)
"""The environment of ``host`` and ``join`` (the data folder keeps rejoin files and dumps)."""


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
    parser.add_argument("--linger", type=_seconds, default=LINGER, metavar="SECONDS",
                        help="once the game is over, stay this long at most for a peer that "
                        "has not seen all the moves (default: %(default)g)")  # fmt: skip
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
    host.add_argument("--game", choices=list(RULE_SETS), default=HELSINKI.name,
                      help=f"the game played (default: {HELSINKI.name})")  # fmt: skip
    host.add_argument("--bots", default="",
                      help=f"bots hosted here for the other seats, comma-separated "
                      f"({BOT_HELP}; Copenhagen's: {', '.join(COPENHAGEN.bots)})")  # fmt: skip
    host.add_argument("--port", type=int, default=0, help="TCP port (default: any free one)")
    host.add_argument("--game-name", help="the name announced (default: NAME's game)")
    host.add_argument("--turn-timer", type=_turn_timer, default=DEFAULT_TURN_TIMER,
                      metavar="SECONDS", help="seconds a player may hold a turn before the "
                      "others hand the seat to a bot (0: no limit, 60, 120 or 300; default: "
                      f"{DEFAULT_TURN_TIMER})")  # fmt: skip
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
    notes.append(game.game_title)
    if not game.compatible:
        notes.append(f"incompatible: protocol {game.proto}, rules {game.ruleset}"
                     + ("" if game.plays_rule_set else ", which this program does not play"))
    if game.conflict:
        notes.append(f"CONFLICT: also announced at {', '.join(game.rivals)}")
    creator = f" by {game.creator}" if game.creator else ""
    notes.append(f"host key {fingerprint(game.id)}")
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
        say(_describe(game))
    if not games:
        say("no game found")
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
            say(f"{'- ' if isinstance(event, Gone) else '+ '}{_describe(event.game)}")
    return EXIT_OK


async def _host(args: argparse.Namespace) -> int:
    if not args.headless:
        print("helsinki-qt: host a game from the start screen, or use --headless", file=sys.stderr)
        return EXIT_BAD_INPUT
    rules = rule_set(args.game)
    try:
        bots = bots_of(rules, args.bots) if args.bots.strip() else []
        for bot in (args.bot, args.hand_over):
            if bot is not None and bot not in rules.bots:
                bots_of(rules, bot)
    except argparse.ArgumentTypeError as error:
        print(f"helsinki-qt: {error}", file=sys.stderr)
        return EXIT_BAD_INPUT
    if len(bots) >= args.players:
        print("helsinki-qt: --bots leaves no seat for this player", file=sys.stderr)
        return EXIT_BAD_INPUT
    interfaces = _interfaces(args)
    if interfaces is None:
        return EXIT_BAD_INPUT
    chosen = game_options_from(rules, args, args.players)
    if isinstance(chosen, str):
        print(f"helsinki-qt: {chosen}", file=sys.stderr)
        return EXIT_BAD_INPUT
    peer = LocalPeer(args.name, interfaces)
    options = GameOptions.of_game(rules, args.players, chosen, turn_timer=args.turn_timer)
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
        for bot in bots:
            lobby.add_bot(bot)
        lobby.set_ready(True)
        say(f"hosting game {lobby.game_id} at {peer.address}:{peer.port}")
        changed = asyncio.Event()
        previous = lobby.on_change
        tell = _HostNotices(lobby)

        def on_change() -> None:
            changed.set()
            tell()
            if previous is not None:
                previous()

        lobby.on_change = on_change
        last = ""
        while (why := lobby.why_not_startable()) is not None:
            if why != last:
                say(f"waiting: {why}")
                last = why
            changed.clear()
            await changed.wait()
        say(f"starting: all {len(lobby.seats)} seats are taken and ready")
        plan = await lobby.start()
        return await play(plan, args)
    finally:
        with contextlib.suppress(Exception):
            await announcement.withdraw()
        await zeroconf.async_close()


class _HostNotices:
    """What a headless host prints of its lobby at once: each wrong PIN, a PIN retired (a new
    one is then read from the standard input, a line each), each knock."""

    def __init__(self, lobby: LobbyHost) -> None:
        self.lobby = lobby
        self.wrong = 0
        self.retired = False
        self.knocks: set[str] = set()
        self.reader: threading.Thread | None = None
        self.loop = asyncio.get_running_loop()

    def __call__(self) -> None:
        lobby = self.lobby
        wrong = lobby.wrong_pins
        if sum(wrong.values()) > self.wrong:
            self.wrong = sum(wrong.values())
            where = ", ".join(f"{address} ({n})" for address, n in wrong.items())
            say(f"wrong PIN guess {lobby.guard.spent} of {lobby.guard.budget} (from {where})")
        if lobby.pin_retired and not self.retired:
            say(f"PIN retired after {lobby.guard.budget} wrong guesses: type a new PIN and "
                 "press Enter")  # fmt: skip
            if self.reader is None:  # (a daemon thread: nothing waits for it at the end)
                self.reader = threading.Thread(target=self._read_pins, daemon=True)
                self.reader.start()
        self.retired = lobby.pin_retired
        for knock in lobby.knocks:
            if knock.peer not in self.knocks:
                say(f"{knock.name} knocks from {knock.address} (key {knock.fingerprint})")
        self.knocks = {k.peer for k in lobby.knocks}

    def _read_pins(self) -> None:
        for line in sys.stdin:
            self.loop.call_soon_threadsafe(self._new_pin, line.strip())

    def _new_pin(self, pin: str) -> None:
        if pin and self.lobby.pin_retired and not self.lobby.started:
            self.lobby.set_pin(pin)
            say("new PIN set")


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
        return await rejoin(args, interfaces)
    found: GameInfo | None = None
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
    knocking = partial(say, f"knocking: waiting for the host to let you in (your key "
                             f"{fingerprint(peer.key)})")  # fmt: skip
    try:
        if found is not None:
            client = await join_game(peer, found.addresses, port, args.game,
                                                 pin=args.pin, knocking=knocking)  # fmt: skip
        else:
            client = await LobbyClient.join(peer, host, port, pin=args.pin, knocking=knocking)
    except JoinRefused as refused:
        print(f"helsinki-qt: refused: {refused.text}", file=sys.stderr)
        await peer.close()
        return EXIT_BAD_INPUT
    except (ConnectionError, OSError, TimeoutError) as error:
        print(f"helsinki-qt: cannot reach {host}:{port}: {error}", file=sys.stderr)
        await peer.close()
        return EXIT_BAD_INPUT
    seat = "a spectator" if client.seat is None else f"seat {client.seat + 1}"
    say(f"joined game {client.game_id} at {host}:{port} as {seat}")
    client.set_ready(True)
    try:
        plan = await client.wait_start()
    except LobbyError as error:
        print(f"helsinki-qt: {error}", file=sys.stderr)
        await peer.close()
        return EXIT_INCONSISTENT
    return await play(plan, args)
