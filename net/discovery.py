"""Finding games on the local network: DNS-SD over mDNS with zeroconf's asyncio API.

A lobby creator runs an :class:`Announcement` (service ``_helsinki._tcp.local.``, TXT keys
``txtvers proto ruleset id name state seats pin creator variant dry``) and updates it when the
roster, the options or the state change; a :class:`Browser` turns what it hears into
:class:`Found`, :class:`Changed`, :class:`Conflict` and :class:`Gone` events about
:class:`GameInfo` values (:mod:`net.games`). Both use only the chosen interfaces.

Every record lives :data:`RECORD_TTL` seconds. zeroconf raises the TTL of every PTR record it
receives to at least 1125 s, so a browser follows each game by its SRV and TXT records instead:
it questions them again before they expire and reports a game gone only when they expired, or
said goodbye, and a last question went unanswered (:mod:`net.listing` decides; this module
hears, asks and keeps time).
"""

from __future__ import annotations

import asyncio
import contextlib
import logging
import secrets
import socket
import time
from collections.abc import Iterable, Sequence
from dataclasses import replace
from typing import Any

from zeroconf import (  # type: ignore[attr-defined]  # public, though not in __all__
    DNSAddress,
    DNSIncoming,
    DNSOutgoing,
    DNSQuestion,
    DNSService,
    DNSText,
    IPVersion,
    RecordUpdate,
    RecordUpdateListener,
    ServiceInfo,
    ServiceStateChange,
    Zeroconf,
)
from zeroconf.asyncio import AsyncServiceBrowser, AsyncServiceInfo, AsyncZeroconf

from net.config import SERVICE_TYPE, bind_addresses
from net.games import (
    STATES,
    Changed,
    Conflict,
    Event,
    Found,
    GameInfo,
    Gone,
    TxtError,
    parse_txt,
)
from net.listing import Listing, Txt

log = logging.getLogger(__name__)

RECORD_TTL = 5
"""Seconds every record of an announcement lives in a browser's cache unless heard again."""
TICK = 0.25
"""Seconds between two looks at the announcements' ages."""
MDNS_GROUP = ("224.0.0.251", 5353)
_TYPE_A, _TYPE_PTR, _TYPE_TXT, _TYPE_SRV, _CLASS_IN, _FLAGS_QUERY = 1, 12, 16, 33, 1, 0
_SUFFIX = "." + SERVICE_TYPE


def open_zeroconf(interfaces: Sequence[str]) -> AsyncZeroconf:
    """An mDNS stack bound to the chosen IPv4 interfaces only (never all of them)."""
    if not interfaces:
        raise ValueError("no interface chosen for discovery")
    return AsyncZeroconf(interfaces=bind_addresses(interfaces), ip_version=IPVersion.V4Only)


def instance_name(game_id: str) -> str:
    return f"helsinki-{game_id}.{SERVICE_TYPE}"


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
            host_ttl=RECORD_TTL,
            other_ttl=RECORD_TTL,
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


def direct_question(names: Iterable[str] = ()) -> list[bytes]:
    """The packets of a legacy unicast question: for Helsinki games (PTR), or for the SRV and
    TXT records of the given instance names.

    Its id is random (a multicast question has 0), because responders ignore a packet equal to
    one they saw less than a second ago: two clients asking together are both answered.
    """
    query = DNSOutgoing(_FLAGS_QUERY, multicast=False, id_=1 + secrets.randbelow(0xFFFF))
    names = list(names)
    for name in names:
        query.add_question(DNSQuestion(name, _TYPE_SRV, _CLASS_IN))
        query.add_question(DNSQuestion(name, _TYPE_TXT, _CLASS_IN))
    if not names:
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


class _DirectChannel:
    """Sockets of our own, one per interface, that ask legacy unicast questions (RFC 6762,
    section 6.7): every responder answers them at once and directly, even when another mDNS
    stack on this computer shares port 5353 and would receive the answers to zeroconf's own."""

    def __init__(self, zeroconf: Zeroconf) -> None:
        self._zc = zeroconf
        self._transports: list[asyncio.DatagramTransport] = []

    async def open(self, interfaces: Sequence[str]) -> None:
        loop = asyncio.get_running_loop()
        for address in interfaces:
            sock = socket.socket(socket.AF_INET, socket.SOCK_DGRAM)
            try:
                sock.setsockopt(socket.IPPROTO_IP, socket.IP_MULTICAST_IF,
                                socket.inet_aton(address))  # fmt: skip
                sock.setsockopt(socket.IPPROTO_IP, socket.IP_MULTICAST_TTL, 255)
                sock.bind((address, 0))
                transport, _ = await loop.create_datagram_endpoint(
                    lambda: _DirectAnswers(self._zc), sock=sock
                )
            except OSError as error:  # zeroconf's own queries still find the games
                sock.close()
                log.info("no direct questions on %s: %s", address, error)
                continue
            self._transports.append(transport)

    def ask(self, names: Iterable[str] = ()) -> None:
        packets = direct_question(names)
        for transport in self._transports:
            for packet in packets:
                transport.sendto(packet, MDNS_GROUP)

    def close(self) -> None:
        for transport in self._transports:
            transport.close()
        self._transports.clear()


class Browser(RecordUpdateListener):
    """Lists the announced games; read :attr:`games` or await :meth:`next_event`.

    It hears every mDNS record its stack receives (zeroconf's browser asks for the games now and
    then; a legacy unicast question asked at the start lists the games already announced within
    milliseconds), keeps the games' SRV and TXT records fresh with questions of its own, and
    checks a game that expired or said goodbye before it reports it gone (:mod:`net.listing`).
    """

    def __init__(self, zeroconf: AsyncZeroconf, interfaces: Sequence[str]) -> None:
        self._zc = zeroconf
        self._interfaces = tuple(bind_addresses(interfaces))
        self._channel = _DirectChannel(zeroconf.zeroconf)
        self._browser: AsyncServiceBrowser | None = None
        self._listing = Listing()
        self._events: asyncio.Queue[Event] = asyncio.Queue()
        self._ticker: asyncio.TimerHandle | None = None
        self._loop: asyncio.AbstractEventLoop | None = None

    @property
    def games(self) -> dict[str, GameInfo]:
        """Every game listed now, by id."""
        return self._listing.games

    async def start(self) -> None:
        self._zc.zeroconf.async_add_listener(self, None)
        self._browser = AsyncServiceBrowser(
            self._zc.zeroconf, SERVICE_TYPE, handlers=[self._on_service_change]
        )
        await self._channel.open(self._interfaces)
        self._channel.ask()
        self._loop = asyncio.get_running_loop()
        self._ticker = self._loop.call_later(TICK, self._tick)

    async def next_event(self, timeout: float | None = None) -> Event:
        """The next change; raises ``TimeoutError`` after ``timeout`` seconds."""
        return await asyncio.wait_for(self._events.get(), timeout)

    def _report(self, events: list[Event]) -> None:
        for event in events:
            self._events.put_nowait(event)

    # ---------------------------------------------------------------- what is heard

    def _on_service_change(
        self, zeroconf: Zeroconf, service_type: str, name: str, state_change: ServiceStateChange
    ) -> None:
        """zeroconf's browser found a name (ask about it if unknown) or heard a goodbye for it
        (question it: it stays listed if it answers)."""
        if state_change is ServiceStateChange.Removed:
            doubted = self._listing.goodbye(time.monotonic(), name)
        else:
            doubted = not self._listing.knows(name)
        if doubted:
            self._channel.ask([name])

    def async_update_records(self, zc: Zeroconf, now: float, records: list[RecordUpdate]) -> None:
        """One packet's records (zeroconf's listener callback): the SRV, TXT and A records of
        Helsinki games, heard together."""
        seconds = now / 1000  # zeroconf's clock is time.monotonic() in milliseconds
        services: list[DNSService] = []
        texts: dict[str, Txt] = {}
        addresses: dict[str, list[str]] = {}
        for update in records:
            record = update.new
            if record.ttl and record.is_expired(now):
                continue  # the stack's cache clean-up passes on what expired: nothing was heard
            if isinstance(record, DNSService) and record.name.endswith(_SUFFIX):
                services.append(record)
            elif isinstance(record, DNSText) and record.name.endswith(_SUFFIX) and record.ttl:
                texts[record.name] = _decode_txt(record)
            elif isinstance(record, DNSAddress) and record.type == _TYPE_A and record.ttl:
                addresses.setdefault(record.name, []).append(socket.inet_ntoa(record.address))
        for service in services:
            if not service.ttl:  # a goodbye: checked before it counts
                if self._listing.goodbye(seconds, service.name, service.server, service.port):
                    self._channel.ask([service.name])
                continue
            heard = addresses.get(service.server) or self._cached_addresses(service.server)
            self._report(self._listing.seen(
                seconds, service.name, service.server, service.port, service.ttl, heard,
                texts.pop(service.name, None),
            ))  # fmt: skip
        for name, txt in texts.items():
            self._report(self._listing.seen_txt(seconds, name, txt))

    def async_update_records_complete(self) -> None:
        """Part of zeroconf's listener interface; everything was done per packet."""

    def _cached_addresses(self, server: str) -> list[str]:
        cache = self._zc.zeroconf.cache
        now = time.monotonic() * 1000
        return [
            socket.inet_ntoa(record.address)
            for record in cache.get_all_by_details(server, _TYPE_A, _CLASS_IN)
            if isinstance(record, DNSAddress) and not record.is_expired(now)
        ]

    def _tick(self) -> None:
        ask, events = self._listing.due(time.monotonic())
        if ask:
            self._channel.ask(ask)
        self._report(events)
        if self._loop is not None:
            self._ticker = self._loop.call_later(TICK, self._tick)

    async def close(self) -> None:
        self._loop = None
        if self._ticker is not None:
            self._ticker.cancel()
            self._ticker = None
        self._channel.close()
        self._zc.zeroconf.async_remove_listener(self)
        if self._browser is not None:
            with contextlib.suppress(Exception):
                await self._browser.async_cancel()
            self._browser = None


def _decode_txt(record: DNSText) -> Txt:
    """The key-value pairs of a TXT record, as zeroconf decodes them."""
    return ServiceInfo(SERVICE_TYPE, record.name, properties=record.text).decoded_properties


__all__ = [
    "RECORD_TTL", "STATES", "Announcement", "Browser", "Changed", "Conflict", "Event", "Found",
    "GameInfo", "Gone", "TxtError", "direct_question", "instance_name", "open_zeroconf",
    "parse_txt",
]  # fmt: skip
