"""The links between the seated peers of a started game, on asyncio.

:class:`Mesh` opens the mesh at the start (a peer dials every peer listed before it in
``start.peers``), links the connections it dials and those :class:`~net.door.Door` admits,
reads every link, and dials again a peer whose link dropped without a bye (both sides, with a
growing pause, for as long as the game lasts), or every peer when this one rejoins. A dialer proves
who it is by signing the listener's fresh challenge with the game id, both peer ids and its share
of the link's keys (:func:`net.identity.link_statement`), and checks the welcome with
:func:`net.admission.check_welcome`; both directions are sealed from then on (:mod:`net.keyshare`,
:mod:`net.link`). A link that comes or goes and every message on it become inputs of the core,
through the session's ``feed``; the core's effects on the links are carried out here.
"""

from __future__ import annotations

import asyncio
import logging
import time
from collections.abc import Callable, Coroutine, Sequence
from typing import Any

from net.admission import AdmitMesh, AdmitRejoin, Unwelcome, check_welcome
from net.config import PROTOCOL_VERSION
from net.framing import encode
from net.identity import link_statement
from net.keyshare import KeyShare
from net.lockstep import Close, Input, Linked, Lockstep, Received, Send, Unlinked
from net.messages import Bye, Challenge, Message, PeerHello, PeerInfo, Rejoin, Start, Welcome
from net.peer import LocalPeer
from net.transport import Connection, ConnectionClosed, dial, handle_messages

log = logging.getLogger(__name__)

REDIAL_FIRST = 1.0
"""Heartbeat intervals before the first new dial to a peer lost without a bye (the peer earlier
in the order waits twice as long, so that the later one usually dials first)."""
REDIAL_MAX = 5.0
"""Longest pause, in seconds, between two dials to a lost peer (the pause grows up to it)."""


class Mesh:
    """This peer's links to the other seated peers of one game.

    It reads the core (``core``) but changes it only through ``feed``; ``spawn`` runs a task
    that the session cancels when it stops, and ``closing`` says whether it is stopping.
    """

    def __init__(
        self,
        peer: LocalPeer,
        start: Start,
        core: Lockstep,
        *,
        feed: Callable[[Input], None],
        spawn: Callable[[Coroutine[Any, Any, Any]], None],
        closing: Callable[[], bool],
    ) -> None:
        self.peer = peer
        self.me = peer.id
        self.timing = peer.timing
        self.game_id = start.game
        self.order = [p.peer for p in start.peers]
        self.peers: dict[str, PeerInfo] = {p.peer: p for p in start.peers}
        """The seated peers, with a rejoined peer's new address."""
        self.core = core
        self._feed = feed
        self._spawn = spawn
        self._closing = closing
        self.links: dict[str, Connection] = {}
        self._dialer: dict[str, str] = {}
        self._linked_at: dict[str, float] = {}
        """Who dialed each link (when two links race, both sides keep the same one)."""
        self.lost: set[str] = set()
        self._byes: set[str] = set()
        self._redialing: set[str] = set()
        self._linked = asyncio.Event()

    # ------------------------------------------------------------------------ opening

    async def open(self, limit: float) -> list[str]:
        """Dial every peer listed before this one and wait up to ``limit`` seconds until every
        other peer is linked; the peers still missing then (none: the mesh is whole).

        A dial that fails (no connection in time, no welcome) is made again after a heartbeat
        interval, until the peer is linked or the time is up.
        """
        loop = asyncio.get_running_loop()
        deadline = loop.time() + limit
        mine = self.order.index(self.me)
        earlier = [p for p in self.order[:mine] if p not in self.links]
        dialing = [loop.create_task(self._dial_mesh(p, deadline)) for p in earlier]
        self._check_linked()
        try:
            await asyncio.wait_for(self._linked.wait(), limit)
        except TimeoutError:
            return [p for p in self.order if p != self.me and p not in self.links]
        finally:
            for task in dialing:
                task.cancel()
            await asyncio.gather(*dialing, return_exceptions=True)
        return []

    async def rejoin(self) -> bool:
        """Come back to every other peer; False when none accepts us. The peers not reached
        are dialed again in the background."""
        others = [p for p in self.order if p != self.me]
        results = await asyncio.gather(*(self._dial_rejoin(p) for p in others))
        if not any(results):
            return False
        for other, linked in zip(others, results, strict=True):
            if not linked and other not in self.links:
                self.lost.add(other)
                self._redial(other)
        return True

    async def _handshake(
        self, peer: str, first: Callable[[bytes, bytes], Message], limit: float | None = None
    ) -> Connection | None:
        """Dial ``peer`` and answer its challenge with ``first(nonce, share)``, our signed share
        of the link's keys; the welcomed connection, sealed with keys that only the two of us
        can hold (:mod:`net.keyshare`), or None. Each step waits the timing's time, and at most
        ``limit`` seconds (if given)."""
        info = self.peers[peer]
        share = KeyShare()
        connect, handshake = self.timing.connect, self.timing.handshake
        if limit is not None:
            connect, handshake = min(connect, limit), min(handshake, limit)
        connection: Connection | None = None
        try:
            connection = await dial(info.host, info.port, self.peer.interfaces, connect)
            challenge = await connection.recv(handshake)
            if not isinstance(challenge, Challenge):
                raise ConnectionClosed(f"expected challenge, got {challenge.T}")
            connection.unseal_after(Welcome.T)  # what follows the welcome is sealed
            connection.send(first(challenge.nonce, share.public))
            reply = await connection.recv(handshake)
        except (ConnectionError, ConnectionClosed, OSError) as error:
            log.info("cannot reach %s: %s", info.name, error)
            if connection is not None:
                connection.close(f"cannot reach {info.name}: {error}")
            return None
        except asyncio.CancelledError:
            if connection is not None:
                connection.close("no longer dialing")
            raise
        keys = check_welcome(reply, game=self.game_id, me=self.me, listener=info,
                             nonce=challenge.nonce, share=share,
                             identity=self.peer.identity)  # fmt: skip
        if isinstance(keys, Unwelcome):
            if keys.refusal is not None:
                log.warning("%s refused us: %s", info.name, keys.refusal.text)
            connection.close(keys.reason)
            return None
        connection.unseal(keys.receive)
        connection.seal(keys.send)
        return connection

    def _proof(self, listener: str, nonce: bytes, share: bytes) -> bytes:
        statement = link_statement(self.game_id, self.me, listener, nonce, share)
        return self.peer.identity.sign(statement)

    async def _dial_mesh(self, peer: str, deadline: float) -> None:
        """Dial ``peer`` for the mesh until it is linked or the event loop's clock reaches
        ``deadline``."""

        def hello(nonce: bytes, share: bytes) -> PeerHello:
            proof = self._proof(peer, nonce, share)
            return PeerHello(PROTOCOL_VERSION, self.game_id, self.me, share, proof)

        loop = asyncio.get_running_loop()
        while peer not in self.links and not self._closing():
            left = deadline - loop.time()
            if left <= 0:
                return
            connection = await self._handshake(peer, hello, left)
            if connection is not None:
                self._link(peer, connection, dialer=self.me)
                return
            await asyncio.sleep(min(self.timing.heartbeat, max(deadline - loop.time(), 0.0)))

    def admit(self, connection: Connection, admitted: AdmitMesh | AdmitRejoin) -> None:
        """Welcome a seated peer, seal the link with our keys and link it."""
        connection.unseal(admitted.keys.receive)
        connection.send(admitted.welcome)
        connection.seal(admitted.keys.send)
        peer = admitted.peer
        if isinstance(admitted, AdmitMesh):
            self._link(peer, connection, dialer=peer)
            return
        self.peers[peer] = admitted.info
        self.peer.expect([admitted.info.host])
        if self._link(peer, connection, dialer=peer, rejoined=admitted.have):
            log.info("%s: %s rejoined", self.peer.name, admitted.info.name)

    # ------------------------------------------------------------------------ linking and reading

    def _link(self, peer: str, connection: Connection, *, dialer: str, **linked: Any) -> bool:
        """Bind a connection to ``peer``; False when an existing link is kept instead.

        The newer link replaces the older one, except when both sides dialed each other at once
        (the older link is younger than a handshake): then both keep the link dialed by the
        peer later in the order.
        """
        old = self.links.get(peer)
        now = time.monotonic()
        if old is not None and not old.closed:
            old_dialer = self._dialer.get(peer, "")
            racing = now - self._linked_at.get(peer, 0.0) < self.timing.handshake
            keep_old = racing and old_dialer != dialer and (
                self.order.index(old_dialer) > self.order.index(dialer)
            )
            if keep_old:
                connection.close("linked already")
                return False
            self.links.pop(peer)
            old.close("replaced by a newer link")
        connection.peer = peer
        self.links[peer] = connection
        self._dialer[peer] = dialer
        self._linked_at[peer] = now if linked else 0.0  # only rejoins race with each other
        self.lost.discard(peer)
        self._spawn(self._read(peer, connection))
        self._check_linked()
        self._feed(Linked(peer, **linked))
        return True

    def _check_linked(self) -> None:
        if all(p in self.links for p in self.order if p != self.me):
            self._linked.set()

    async def _read(self, peer: str, connection: Connection) -> None:
        def handle(message: Message) -> None:
            if self.links.get(peer) is not connection:
                return
            if isinstance(message, Bye):
                self._byes.add(peer)
                connection.close(f"{self.core.name_of(peer)} left: {message.reason}")
            else:
                self._feed(Received(peer, message))

        await handle_messages(connection, handle)
        if self.links.get(peer) is connection:
            del self.links[peer]
            self.lost.add(peer)
            reason = connection.closed_reason or "closed"
            bye = peer in self._byes
            self._feed(Unlinked(peer, reason, bye))
            if not bye and not self._closing() and self.core.game is not None:
                self._redial(peer)

    def carry_out(self, effects: Sequence[Send | Close]) -> None:
        """Send the core's messages on the links and close the links it closes, in order."""
        sent: tuple[Message | None, bytes] = (None, b"")
        for effect in effects:
            if isinstance(effect, Close):
                connection = self.links.get(effect.peer)
                if connection is not None:
                    connection.close(effect.reason)
                continue
            if sent[0] is not effect.message:  # (one message may go out in two effects)
                sent = (effect.message, encode(effect.message.to_frame()))
            for peer in effect.to:
                connection = self.links.get(peer)
                if connection is not None:
                    connection.send_frame(sent[1], at_once=effect.at_once)

    # ------------------------------------------------------------------------ dialing again

    def _rejoin_hello(self, peer: str, nonce: bytes, share: bytes) -> Rejoin:
        return Rejoin(PROTOCOL_VERSION, self.game_id, self.me, share,
                      self._proof(peer, nonce, share), self.core.agreed,
                      self.peer.port or 1)  # fmt: skip

    async def _dial_rejoin(self, peer: str) -> bool:
        connection = await self._handshake(
            peer, lambda nonce, share: self._rejoin_hello(peer, nonce, share)
        )
        if connection is None or self._closing():
            if connection is not None:
                connection.close("leaving")
            return False
        return self._link(peer, connection, dialer=self.me, asked=True)

    def _redial(self, peer: str) -> None:
        """Dial a peer lost without a bye again, with a growing pause, while the game lasts."""
        if peer in self._redialing:
            return
        self._redialing.add(peer)

        async def redial() -> None:
            earlier = self.order.index(peer) > self.order.index(self.me)
            pause = self.timing.heartbeat * REDIAL_FIRST * (3 if earlier else 1)
            try:
                while not self._closing() and peer not in self.links:
                    await asyncio.sleep(pause)
                    if self._closing() or peer in self.links or self._gone(peer):
                        return
                    if await self._dial_rejoin(peer):
                        return
                    pause = min(pause * 1.5, max(REDIAL_MAX, self.timing.heartbeat))
            finally:
                self._redialing.discard(peer)

        self._spawn(redial())

    def _gone(self, peer: str) -> bool:
        game = self.core.game
        return game is None or game.is_over or peer in self.core.membership.removed
