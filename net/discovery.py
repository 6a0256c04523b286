"""Finding games on the local network: DNS-SD over mDNS with zeroconf's asyncio API.

A lobby creator runs an :class:`Announcement` (service ``_helsinki._tcp.local.``, TXT keys
``txtvers proto ruleset id name state seats pin creator variant dry``) and updates it when the
roster, the options or the state change; a :class:`Browser` turns what it hears into
:class:`Found`, :class:`Changed` and :class:`Gone` events about :class:`GameInfo` values. Both
use only the chosen interfaces.
"""

from __future__ import annotations

import asyncio
import contextlib
import logging
import re
import secrets
import socket
from collections.abc import Sequence
from dataclasses import dataclass, replace
from typing import Any

from zeroconf import (  # type: ignore[attr-defined]  # public, though not in __all__
    DNSIncoming,
    DNSOutgoing,
    DNSQuestion,
    IPVersion,
    ServiceStateChange,
    Zeroconf,
)
from zeroconf.asyncio import AsyncServiceBrowser, AsyncServiceInfo, AsyncZeroconf

from engine import RULESET_VERSION
from engine.options import Variant
from net.config import MAX_NAME, MAX_SEATS, PROTOCOL_VERSION, SERVICE_TYPE, TXT_VERSION

log = logging.getLogger(__name__)

STATES = ("lobby", "running")
_SEATS = re.compile(r"([0-9])/([0-9])")
_ID = re.compile(r"[0-9a-f]{16}")
_CONTROL = re.compile(r"[\x00-\x1f\x7f]")
_VARIANTS = frozenset(str(v) for v in Variant)
RESOLVE_TIMEOUT_MS = 3000
MDNS_GROUP = ("224.0.0.251", 5353)
DIRECT_ANSWER_WINDOW = 1.0
"""Seconds the browser listens for direct answers to its first question."""
_TYPE_PTR, _CLASS_IN, _FLAGS_QUERY = 12, 1, 0


def open_zeroconf(interfaces: Sequence[str]) -> AsyncZeroconf:
    """An mDNS stack bound to the chosen IPv4 interfaces only (never all of them)."""
    if not interfaces:
        raise ValueError("no interface chosen for discovery")
    return AsyncZeroconf(interfaces=list(interfaces), ip_version=IPVersion.V4Only)


def instance_name(game_id: str) -> str:
    return f"helsinki-{game_id}.{SERVICE_TYPE}"


@dataclass(frozen=True, slots=True)
class GameInfo:
    """A game as announced: where to join it and what it is."""

    id: str
    name: str
    host: str
    """The announcer's mDNS host name."""
    port: int
    addresses: tuple[str, ...]
    state: str
    taken: int
    total: int
    pin: bool
    proto: int
    ruleset: str
    creator: str = ""
    """The lobby creator's player name."""
    variant: str = ""
    """The variant (a :class:`~engine.options.Variant` value), "" when not told."""
    dry_roads: bool = False

    @property
    def compatible(self) -> bool:
        """Whether this program speaks the game's protocol and plays its rule set."""
        return self.proto == PROTOCOL_VERSION and self.ruleset == RULESET_VERSION

    @property
    def joinable(self) -> bool:
        return self.compatible and self.state == "lobby" and self.taken < self.total

    def properties(self) -> dict[str, str]:
        """The TXT record."""
        return {
            "txtvers": TXT_VERSION,
            "proto": str(self.proto),
            "ruleset": self.ruleset,
            "id": self.id,
            "name": self.name,
            "state": self.state,
            "seats": f"{self.taken}/{self.total}",
            "pin": "1" if self.pin else "0",
            "creator": self.creator,
            "variant": self.variant,
            "dry": "1" if self.dry_roads else "0",
        }


class TxtError(ValueError):
    """A TXT record that is not a Helsinki game's."""


def parse_txt(
    properties: dict[str, str | None], host: str, port: int, addresses: Sequence[str]
) -> GameInfo:
    """A :class:`GameInfo` from a resolved service; raises :class:`TxtError` if malformed."""

    def get(key: str) -> str:
        value = properties.get(key)
        if value is None:
            raise TxtError(f"TXT key {key!r} is missing")
        return value

    if get("txtvers") != TXT_VERSION:
        raise TxtError(f"unknown txtvers {properties.get('txtvers')!r}")
    proto = get("proto")
    if not proto.isdigit() or len(proto) > 5:
        raise TxtError(f"proto {proto[:20]!r} is not a number")
    game_id, state, seats = get("id"), get("state"), _SEATS.fullmatch(get("seats"))
    if not _ID.fullmatch(game_id):
        raise TxtError("malformed game id")
    if state not in STATES:
        raise TxtError(f"unknown state {state[:20]!r}")
    if seats is None or not 0 <= int(seats[1]) <= int(seats[2]) <= MAX_SEATS:
        raise TxtError(f"malformed seats {get('seats')[:20]!r}")
    name = _CONTROL.sub("", get("name"))[:MAX_NAME]
    creator = _CONTROL.sub("", properties.get("creator") or "")[:MAX_NAME]
    variant = properties.get("variant") or ""  # creator, variant, dry: optional, shown only
    if get("pin") not in ("0", "1"):
        raise TxtError("pin must be 0 or 1")
    return GameInfo(
        id=game_id,
        name=name,
        host=host,
        port=port,
        addresses=tuple(addresses),
        state=state,
        taken=int(seats[1]),
        total=int(seats[2]),
        pin=get("pin") == "1",
        proto=int(proto),
        ruleset=get("ruleset")[:MAX_NAME],
        creator=creator,
        variant=variant if variant in _VARIANTS else "",
        dry_roads=properties.get("dry") == "1",
    )


class Announcement:
    """A game announced on the network until :meth:`withdraw` is called."""

    def __init__(self, zeroconf: AsyncZeroconf, game: GameInfo, addresses: Sequence[str]):
        self._zc = zeroconf
        self.game = replace(game, addresses=tuple(addresses))
        self._info: AsyncServiceInfo | None = None
        self._lock = asyncio.Lock()

    def _service(self) -> AsyncServiceInfo:
        return AsyncServiceInfo(
            SERVICE_TYPE,
            instance_name(self.game.id),
            port=self.game.port,
            properties=self.game.properties(),
            server=f"helsinki-{self.game.id}.local.",
            parsed_addresses=list(self.game.addresses),
        )

    async def start(self) -> None:
        """Register the service and send its announcements (the first goes out at once).

        The name probe of mDNS is skipped: the instance name holds the game's random 64-bit id,
        so two games cannot claim the same name, and probing would only delay the listing.
        """
        self._info = self._service()
        await (await self._zc.async_register_service(self._info, cooperating_responders=True))

    async def update(self, game: GameInfo) -> None:
        """Announce what changed (state, seats, options) in the TXT record."""
        async with self._lock:  # updates go out one at a time, in order
            changed = replace(game, addresses=self.game.addresses)
            if changed == self.game or self._info is None:
                self.game = changed
                return
            self.game = changed
            self._info = self._service()
            await (await self._zc.async_update_service(self._info))

    async def withdraw(self) -> None:
        """Say goodbye: browsers see the game disappear at once."""
        async with self._lock:
            if self._info is not None:
                info, self._info = self._info, None
                await (await self._zc.async_unregister_service(info))


@dataclass(frozen=True, slots=True)
class Found:
    game: GameInfo


@dataclass(frozen=True, slots=True)
class Changed:
    game: GameInfo


@dataclass(frozen=True, slots=True)
class Gone:
    game: GameInfo


Event = Found | Changed | Gone


def direct_question() -> list[bytes]:
    """The packets of a legacy unicast question for Helsinki games.

    Its id is random (a multicast question has 0), because responders ignore a packet equal to
    one they saw less than a second ago: two clients starting together are both answered.
    """
    query = DNSOutgoing(_FLAGS_QUERY, multicast=False, id_=1 + secrets.randbelow(0xFFFF))
    query.add_question(DNSQuestion(SERVICE_TYPE, _TYPE_PTR, _CLASS_IN))
    return list(query.packets())


class _DirectAnswers(asyncio.DatagramProtocol):
    """Answers to a question asked from a port of our own, handed to the mDNS stack's cache."""

    def __init__(self, zeroconf: Zeroconf) -> None:
        self._zc = zeroconf

    def datagram_received(self, data: bytes, addr: tuple[str | Any, int]) -> None:
        try:
            message = DNSIncoming(data, (str(addr[0]), addr[1]))
        except Exception as error:  # a malformed datagram is only dropped
            log.info("ignoring a malformed answer from %s: %s", addr[0], error)
            return
        if message.valid and message.is_response():
            self._zc.record_manager.async_updates_from_response(message)


class Browser:
    """Listens for announced games; read :attr:`games` or await :meth:`next_event`.

    Besides zeroconf's own browsing, :meth:`start` asks once from a port of its own (a "legacy
    unicast" question, RFC 6762 section 6.7): every responder answers it at once and directly,
    so games already announced are listed within milliseconds, even when another mDNS stack on
    this computer (a second client, a system daemon) shares port 5353 and would receive the
    unicast answers to zeroconf's first question.
    """

    def __init__(self, zeroconf: AsyncZeroconf, interfaces: Sequence[str]) -> None:
        self._zc = zeroconf
        self._interfaces = tuple(interfaces)
        self._direct: list[asyncio.DatagramTransport] = []
        self._browser: AsyncServiceBrowser | None = None
        self._events: asyncio.Queue[Event] = asyncio.Queue()
        self._tasks: set[asyncio.Task[None]] = set()
        self._names: dict[str, str] = {}  # service name -> game id
        self.games: dict[str, GameInfo] = {}

    async def start(self) -> None:
        self._browser = AsyncServiceBrowser(
            self._zc.zeroconf, SERVICE_TYPE, handlers=[self._on_change]
        )
        await self._ask_directly()

    async def _ask_directly(self) -> None:
        packets = direct_question()
        loop = asyncio.get_running_loop()
        for address in self._interfaces:
            sock = socket.socket(socket.AF_INET, socket.SOCK_DGRAM)
            try:
                sock.setsockopt(socket.IPPROTO_IP, socket.IP_MULTICAST_IF,
                                socket.inet_aton(address))  # fmt: skip
                sock.setsockopt(socket.IPPROTO_IP, socket.IP_MULTICAST_TTL, 255)
                sock.bind((address, 0))
                transport, _ = await loop.create_datagram_endpoint(
                    lambda: _DirectAnswers(self._zc.zeroconf), sock=sock
                )
            except OSError as error:  # zeroconf's own queries still find the games
                sock.close()
                log.info("no direct question on %s: %s", address, error)
                continue
            self._direct.append(transport)
            for packet in packets:
                transport.sendto(packet, MDNS_GROUP)
        if self._direct:
            loop.call_later(DIRECT_ANSWER_WINDOW, self._stop_direct)

    def _stop_direct(self) -> None:
        for transport in self._direct:
            transport.close()
        self._direct.clear()

    def _on_change(
        self, zeroconf: Zeroconf, service_type: str, name: str, state_change: ServiceStateChange
    ) -> None:
        if state_change is ServiceStateChange.Removed:
            game = self.games.pop(self._names.pop(name, ""), None)
            if game is not None:
                self._events.put_nowait(Gone(game))
            return
        task = asyncio.get_running_loop().create_task(self._resolve(name))
        self._tasks.add(task)
        task.add_done_callback(self._tasks.discard)

    async def _resolve(self, name: str) -> None:
        info = AsyncServiceInfo(SERVICE_TYPE, name)
        if not await info.async_request(self._zc.zeroconf, RESOLVE_TIMEOUT_MS):
            log.info("could not resolve %s", name)
            return
        try:
            game = parse_txt(
                info.decoded_properties,
                info.server or "",
                info.port or 0,
                info.parsed_addresses(IPVersion.V4Only),
            )
        except TxtError as error:
            log.info("ignoring %s: %s", name, error)
            return
        known = self.games.get(game.id)
        self._names[name] = game.id
        self.games[game.id] = game
        if known is None:
            self._events.put_nowait(Found(game))
        elif known != game:
            self._events.put_nowait(Changed(game))

    async def next_event(self, timeout: float | None = None) -> Event:
        """The next change; raises ``TimeoutError`` after ``timeout`` seconds."""
        return await asyncio.wait_for(self._events.get(), timeout)

    async def close(self) -> None:
        self._stop_direct()
        for task in list(self._tasks):
            task.cancel()
        if self._browser is not None:
            with contextlib.suppress(Exception):
                await self._browser.async_cancel()
            self._browser = None
