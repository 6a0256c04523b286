"""The lobby: its creator gathers the roster and options until the game starts.

The creator runs a :class:`LobbyHost` on its :class:`~net.peer.LocalPeer`; others join with
:meth:`LobbyClient.join`. The host checks every hello (protocol and rule-set versions, PIN by
challenge-response, free seats, not started) and refuses with a reason code and a clear text.
Seats hold a name, a colour, a ready flag, and a bot name for seats played by a bot that some
peer runs. :meth:`LobbyHost.start` fixes the roster, sends ``start`` to everyone and returns a
:class:`Plan` from which :class:`~net.session.Session` builds the game; the joiners get the same
plan from :meth:`LobbyClient.wait_start`. The host is only the gatherer: once started, all seated
peers are equal. Host and joiners exchange heartbeats, so that a member (or a host) that vanished
without closing its connection is noticed as in a game.
"""

from __future__ import annotations

import asyncio
import contextlib
import logging
import time
from collections.abc import Callable
from dataclasses import dataclass, field, replace

from zeroconf.asyncio import AsyncZeroconf

from engine.helsinki import Options
from engine.rules import HELSINKI
from net.admission import (
    REMOVED,
    TURNED_AWAY,
    Knock,
    Knocker,
    LobbyGate,
    Removals,
    admit_to_lobby,
    version_refusal,
)
from net.commit import new_nonce
from net.config import COLOURS, PROTOCOL_VERSION, Timing, bind_addresses
from net.discovery import Announcement, GameInfo
from net.guard import PinGuard
from net.handshake import JoinRefused, answer_pin, handshake
from net.identity import key_id, lobby_statement
from net.knocking import Doorstep, KnockError
from net.messages import (
    BotRequest,
    Bye,
    Challenge,
    GameOptions,
    Heartbeat,
    Hello,
    Lobby,
    Message,
    OptionsMessage,
    PeerInfo,
    PinOffer,
    Ready,
    Refuse,
    SeatInfo,
    Start,
    Welcome,
)
from net.peer import LocalPeer
from net.transport import (
    Connection,
    ConnectionClosed,
    handle_messages,
    keep_alive,
)

log = logging.getLogger(__name__)

class LobbyError(Exception):
    """A lobby operation that cannot be done now; the message says why."""


async def beat(connections: Callable[[], list[Connection]], timing: Timing) -> None:
    """Keep a lobby's connections alive (see :func:`~net.transport.keep_alive`; silent for
    ``timing.lobby_dead_after``, they close) until cancelled."""
    while True:
        await asyncio.sleep(timing.heartbeat)
        for connection in connections():
            keep_alive(connection, timing, dead_after=timing.lobby_dead_after)


@dataclass(slots=True)
class Plan:
    """A started game as the lobby leaves it to the session."""

    start: Start
    peer: LocalPeer
    spectators: list[Connection] = field(default_factory=list)
    """The lobby's spectators, who go on watching on their lobby connections."""
    pin: str | None = None
    pin_guard: PinGuard | None = None
    """The lobby's guard against PIN guessing, for the game's listener to go on with."""


@dataclass(slots=True)
class _Member:
    hello: Hello
    connection: Connection
    reader: asyncio.Task[None] | None = None


class LobbyHost:
    """The creator's side of a lobby."""

    def __init__(
        self,
        peer: LocalPeer,
        name: str,
        options: GameOptions | None = None,
        pin: str | None = None,
        colour: int = 0,
        guard: PinGuard | None = None,
    ) -> None:
        self.peer = peer
        self.name = name
        self.game_id = key_id(peer.key)
        """The fingerprint of the host's key: only this host can prove it (its welcome)."""
        self.pin = pin
        self.guard = guard or PinGuard()
        """Counts the wrong PIN guesses and retires the PIN (see :attr:`wrong_pins`)."""
        self._doorstep = Doorstep(self._tell)
        self._removals = Removals()
        self._watchers: dict[str, tuple[Connection, Hello]] = {}
        """The spectators by peer id, for the host to remove."""
        self.options = replace(options or GameOptions(), pin=pin is not None)
        self.seats: list[SeatInfo | None] = [None] * self.options.players
        self.seats[0] = SeatInfo(peer.name, colour, False, None, peer.id)
        self._members: dict[str, _Member] = {}
        self._spectators: dict[Connection, asyncio.Task[None] | None] = {}
        self.started = False
        self.on_change: Callable[[], None] | None = None
        """Called after every change of roster or options (for the UI and the announcement)."""
        self._beat: asyncio.Task[None] | None = None
        self._endings: set[asyncio.Task[None]] = set()
        """The players' lobby connections being ended after the start."""

    # ------------------------------------------------------------------ queries

    @property
    def wrong_pins(self) -> dict[str, int]:
        """Wrong PIN guesses by address (:attr:`on_change` is called after each)."""
        return dict(self.guard.wrong)

    @property
    def pin_retired(self) -> bool:
        """Whether the PIN absorbed its wrong guesses (nobody joins with it until a new one)."""
        return self.pin is not None and self.guard.retired

    @property
    def knocks(self) -> tuple[Knocker, ...]:
        """The knocks of joiners without the PIN, oldest first (:meth:`let_in` each or not)."""
        return self._doorstep.waiting

    @property
    def taken(self) -> int:
        return sum(seat is not None for seat in self.seats)

    def game_info(self) -> GameInfo:
        """The game as discovery announces it."""
        return GameInfo(
            id=self.game_id,
            name=self.name,
            host="",
            port=self.peer.port,
            addresses=tuple(bind_addresses(self.peer.interfaces)),
            state="running" if self.started else "lobby",
            taken=self.taken,
            total=len(self.seats),
            pin=self.pin is not None,
            proto=PROTOCOL_VERSION,
            ruleset=self.options.rule_set.version,
            creator=self.peer.name,
            rules=self.options.rules if self.options.rule_set is HELSINKI else None,
            turn_timer=self.options.turn_timer,
        )

    async def announce(self, zeroconf: AsyncZeroconf) -> Announcement:
        """Announce the lobby and keep its TXT record up to date; withdraw it when done."""
        info = self.game_info()
        announcement = Announcement(zeroconf, info, info.addresses)
        await announcement.start()
        self.peer.at_close(announcement.withdraw)  # whatever ends the game or the lobby
        previous = self.on_change
        loop = asyncio.get_running_loop()
        tasks: set[asyncio.Task[None]] = set()

        def changed() -> None:
            task = loop.create_task(announcement.update(self.game_info()))
            tasks.add(task)
            task.add_done_callback(tasks.discard)
            if previous is not None:
                previous()

        self.on_change = changed
        return announcement

    def lobby_message(self) -> Lobby:
        return Lobby(self.game_id, self.peer.id, tuple(self.seats))

    def why_not_startable(self) -> str | None:
        """None when the game can start, else the reason."""
        if self.started:
            return "the game has started"
        for index, seat in enumerate(self.seats):
            if seat is None:
                return f"seat {index + 1} is free"
            if not seat.ready:
                return f"{seat.name} is not ready"
        return None

    # ----------------------------------------------------------- host's changes

    async def open(self) -> None:
        """Start accepting joiners on the peer's listener."""
        if not self.peer.port:
            await self.peer.listen()
        self.peer.serve(self._handle)
        loop = asyncio.get_running_loop()
        self._beat = loop.create_task(beat(self._connections, self.peer.timing))

    def _connections(self) -> list[Connection]:
        return [m.connection for m in self._members.values()] + list(self._spectators)

    def _stop_beating(self) -> None:
        if self._beat is not None:
            self._beat.cancel()

    def set_options(self, *, players: int | None = None, rules: Options | None = None) -> None:
        """Change the number of seats or (in a Helsinki lobby) the rules; fewer players only
        drops free seats at the end (and a chosen start seat beyond them). Raises
        ``ProtocolError`` out of range."""
        self._check_open()
        players = self.options.players if players is None else players
        options = self.options.with_players(players)
        if rules is not None:
            if options.rule_set is not HELSINKI:
                raise LobbyError(f"this lobby plays {options.rules_name}, not Helsinki")
            if rules.start_seat is not None and rules.start_seat >= players:
                rules = replace(rules, start_seat=None)
            options = replace(GameOptions.of(players, rules, options.pin),
                              turn_timer=options.turn_timer)  # fmt: skip
        if options.players < len(self.seats):
            if any(s is not None for s in self.seats[options.players :]):
                raise LobbyError("cannot remove seats that are taken")
            del self.seats[options.players :]
        self.seats += [None] * (options.players - len(self.seats))
        self.options = options
        self._changed(options=True)

    def set_ready(self, ready: bool, colour: int | None = None) -> None:
        """The host's own seat (seat 0) is ready or not."""
        self._check_open()
        self._set_ready(self.peer.id, ready, colour)
        self._changed()

    def add_bot(self, bot: str, seat: int | None = None) -> int:
        """Seat a bot run by the host; returns its seat."""
        self._check_open()
        index = self._add_bot(self.peer.id, bot, seat)
        self._changed()
        return index

    def remove_bot(self, seat: int) -> None:
        self._check_open()
        self._remove_bot(self.peer.id, seat)
        self._changed()

    def set_pin(self, pin: str | None) -> None:
        """A new PIN (None: none), with a whole budget of wrong guesses."""
        self._check_open()
        self.pin = pin
        self.guard.new_pin()
        self.options = replace(self.options, pin=pin is not None)
        self._changed(options=True)

    def let_in(self, peer: str, come_in: bool = True) -> None:
        """Let a knock in (seated if the room still has a place for it), or turn it away
        (``come_in`` False); :class:`LobbyError` when it waits no more."""
        try:
            self._doorstep.answer(peer, come_in)
        except KnockError as error:
            raise LobbyError(str(error)) from None

    def turn_away(self, peer: str) -> None:
        self.let_in(peer, come_in=False)

    def _tell(self) -> None:
        if self.on_change is not None:
            self.on_change()

    def remove(self, peer: str) -> None:
        """Remove a player (with its bots) or a spectator from the room; it is refused for a
        while (:data:`~net.admission.REMOVED_FOR`) by its id, key and address."""
        self._check_open()
        member = self._members.get(peer)
        if member is not None:
            connection, hello = member.connection, member.hello
        elif peer in self._watchers:
            connection, hello = self._watchers[peer]
        else:
            raise LobbyError("nobody in the room has that id")
        self._removals.remove(time.monotonic(), peer, hello.key, connection.remote[0])
        log.info("removing %s (%s) from the room", hello.name, connection.label)
        connection.send(Bye(REMOVED))
        connection.close(REMOVED)
        self._leave(connection, member, REMOVED)
        if member is None:
            self._changed()

    def _check_open(self) -> None:
        if self.started:
            raise LobbyError("the game has started")

    # --------------------------------------------------------- roster changes

    def _set_ready(self, peer: str, ready: bool, colour: int | None) -> None:
        for index, seat in enumerate(self.seats):
            if seat is not None and seat.peer == peer and seat.bot is None:
                if colour is not None and colour != seat.colour:
                    if colour in self._colours():
                        raise LobbyError(f"colour {colour} is taken")
                    seat = replace(seat, colour=colour)
                self.seats[index] = replace(seat, ready=ready)
                return
        raise LobbyError("no seat to make ready")

    def _colours(self) -> set[int]:
        return {seat.colour for seat in self.seats if seat is not None}

    def _free_colour(self) -> int:
        return min(set(range(COLOURS)) - self._colours())

    def _add_bot(self, peer: str, bot: str, seat: int | None) -> int:
        if bot not in self.options.rule_set.bots:
            raise LobbyError(f"unknown bot {bot!r}")
        free = [i for i, s in enumerate(self.seats) if s is None]
        if seat is None:
            if not free:
                raise LobbyError("no free seat")
            seat = free[0]
        if not 0 <= seat < len(self.seats) or self.seats[seat] is not None:
            raise LobbyError(f"seat {seat + 1} is not free")
        name = f"{bot.capitalize()} {seat + 1}"
        self.seats[seat] = SeatInfo(name, self._free_colour(), True, bot, peer)
        return seat

    def _remove_bot(self, peer: str, seat: int) -> None:
        info = self.seats[seat] if 0 <= seat < len(self.seats) else None
        if info is None or info.bot is None:
            raise LobbyError(f"seat {seat + 1} holds no bot")
        if peer not in (info.peer, self.peer.id):
            raise LobbyError("only the peer running a bot or the host may remove it")
        self.seats[seat] = None

    def _drop(self, peer: str) -> None:
        self.seats = [None if s is not None and s.peer == peer else s for s in self.seats]

    def _changed(self, options: bool = False) -> None:
        for member in self._members.values():
            if options:
                member.connection.send(OptionsMessage(self.options))
            member.connection.send(self.lobby_message())
        for connection in self._spectators:
            if options:
                connection.send(OptionsMessage(self.options))
            connection.send(self.lobby_message())
        if self.on_change is not None:
            self.on_change()

    # -------------------------------------------------------------- joiners

    def _gate(self, hello: Hello, address: str) -> LobbyGate:
        removed = self._removals.left(time.monotonic(), hello.peer, hello.key, address)
        return LobbyGate(self.peer.id, self.pin is not None, self.started,
                         [*self._members, *self._watchers], self.seats, len(self._spectators),
                         removed, self.options.rule_set.version)  # fmt: skip

    async def _handle(self, connection: Connection) -> None:
        nonce = new_nonce()
        timeout = self.peer.timing.handshake
        connection.send(Challenge(nonce, self.pin is not None))
        try:
            hello = await connection.recv(timeout)
            pin_proven = False
            if isinstance(hello, PinOffer) and self.pin is not None:
                answer = await answer_pin(connection, hello, self.pin, nonce, self.guard, timeout)
                if isinstance(answer, Refuse):
                    connection.send(answer)
                    await connection.aclose(f"refused: {answer.reason}")
                    return
                if not answer:
                    if self.on_change is not None:
                        self.on_change()  # one more wrong PIN to show (or the PIN retired)
                    return
                pin_proven = True
                hello = await connection.recv(timeout)
        except ConnectionClosed:
            return
        if not isinstance(hello, Hello):
            connection.send(Refuse("protocol", f"expected hello, got {hello.T}"))
            await connection.aclose(f"no hello but {hello.T}")
            return
        address = connection.remote[0]
        decision = admit_to_lobby(hello, self._gate(hello, address), pin_proven=pin_proven)
        if isinstance(decision, Knock):
            if not await self._doorstep.knock(connection, hello):
                if not connection.closed:
                    connection.send(Refuse("pin", TURNED_AWAY))
                    await connection.aclose("turned away")
                return
            decision = admit_to_lobby(hello, self._gate(hello, address), pin_proven=pin_proven,
                                      let_in=True)  # fmt: skip
        if decision is not None:
            assert isinstance(decision, Refuse)
            log.info("refusing %s (%s): %s", hello.name, connection.label, decision.text)
            connection.send(decision)
            await connection.aclose(f"refused: {decision.reason}")
            return
        self._seat(connection, hello, nonce)

    def _seat(self, connection: Connection, hello: Hello, nonce: bytes) -> None:
        """Welcome an admitted hello: seat a player, or let a spectator watch."""
        connection.peer, loop = hello.peer, asyncio.get_running_loop()
        proof = self.peer.identity.sign(lobby_statement(self.game_id, self.peer.id, hello.peer,
                                                        nonce))
        if hello.role == "spectator":
            connection.send(Welcome(self.game_id, self.peer.id, None, None, proof, self.peer.key))
            self._watchers[hello.peer] = (connection, hello)
            self._spectators[connection] = loop.create_task(self._read(connection, None))
        else:
            self.peer.expect([connection.remote[0]])
            seat = self.seats.index(None)
            self.seats[seat] = SeatInfo(hello.name, self._free_colour(), False, None, hello.peer)
            member = _Member(hello, connection)
            self._members[hello.peer] = member
            connection.send(Welcome(self.game_id, self.peer.id, seat, None, proof, self.peer.key))
            member.reader = loop.create_task(self._read(connection, member))
        log.info("%s joined as %s", hello.name, hello.role)
        connection.send(OptionsMessage(self.options))
        self._changed()

    async def _read(self, connection: Connection, member: _Member | None) -> None:
        def handle(message: Message) -> None:
            if isinstance(message, Bye):
                connection.close(f"said bye: {message.reason}")
            elif member is None and not isinstance(message, Heartbeat):
                connection.close(f"a spectator may not send {message.T}")
            elif member is not None:
                self._on_member_message(member, message)

        await handle_messages(connection, handle)
        self._leave(connection, member, connection.closed_reason or "closed")

    def _on_member_message(self, member: _Member, message: Message) -> None:
        peer = member.hello.peer
        try:
            if isinstance(message, Heartbeat):
                return
            if isinstance(message, Ready):
                self._set_ready(peer, message.ready, message.colour)
            elif isinstance(message, BotRequest):
                if message.bot is not None:
                    self._add_bot(peer, message.bot, message.seat)
                elif message.seat is not None:
                    self._remove_bot(peer, message.seat)
            else:
                member.connection.close(f"unexpected {message.T} in the lobby")
                return
        except LobbyError as error:  # a request that cannot be met changes nothing
            log.info("request of %s refused: %s", member.hello.name, error)
            member.connection.send(self.lobby_message())
            return
        self._changed()

    def _leave(self, connection: Connection, member: _Member | None, reason: str) -> None:
        if member is None:
            self._spectators.pop(connection, None)
            if connection.peer is not None:
                self._watchers.pop(connection.peer, None)
            return
        if self._members.get(member.hello.peer) is member:
            del self._members[member.hello.peer]
            self._drop(member.hello.peer)
            log.info("%s left the lobby: %s", member.hello.name, reason)
            self._changed()

    # ------------------------------------------------------------------ start

    async def start(self) -> Plan:
        """Fix the roster, tell everyone, and return the plan for the session; each player's
        connection ends in the background once the player has read the start (see
        :meth:`~net.transport.Connection.aclose`)."""
        why = self.why_not_startable()
        if why is not None:
            raise LobbyError(f"cannot start: {why}")
        self.started = True
        self._stop_beating()
        readers = [m.reader for m in self._members.values() if m.reader is not None]
        readers += [t for t in self._spectators.values() if t is not None]
        for task in readers:  # reading is cancel-safe: nothing sent after this is lost
            task.cancel()
        for task in readers:
            with contextlib.suppress(asyncio.CancelledError):
                await task
        order = [self.peer.id] + [p for p in self._members if any(
            s is not None and s.peer == p for s in self.seats
        )]  # fmt: skip
        peers = []
        for peer_id in order:
            if peer_id == self.peer.id:
                peers.append(
                    PeerInfo(peer_id, self.peer.name, self.peer.address, self.peer.port,
                             self.peer.key)
                )  # fmt: skip
            else:
                member = self._members[peer_id]
                peers.append(
                    PeerInfo(peer_id, member.hello.name, member.connection.remote[0],
                             member.hello.port, member.hello.key)
                )  # fmt: skip
        seats = tuple(seat for seat in self.seats if seat is not None)
        start = Start(self.game_id, seats, tuple(peers), self.options)
        players = [self._members[p].connection for p in order[1:]]
        for connection in [*players, *self._spectators]:
            connection.send(start)
        limit = self.peer.timing.connect + self.peer.timing.handshake
        loop = asyncio.get_running_loop()
        for connection in players:  # the game opens mesh links of its own (sealed, signed)
            ending = loop.create_task(connection.aclose("the game starts", limit))
            self._endings.add(ending)  # (the start may still be on its way: see aclose)
            ending.add_done_callback(self._endings.discard)
        self.peer.serve(None)
        if self.on_change is not None:
            self.on_change()
        return Plan(start, self.peer, list(self._spectators), self.pin, self.guard)

    async def close(self) -> None:
        """Give up the lobby: tell everyone and close their connections."""
        self.started = True
        self._stop_beating()
        self.peer.serve(None)
        self._doorstep.close()
        connections = [m.connection for m in self._members.values()] + list(self._spectators)
        for connection in connections:
            connection.send(Bye("the lobby was closed"))
        await asyncio.gather(*(c.aclose("lobby closed") for c in connections))


__all__ = ["JoinRefused", "LobbyError", "LobbyHost", "Plan", "handshake",
           "version_refusal"]  # fmt: skip
