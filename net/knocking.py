"""The knocks at a lobby's door, as the host's shell keeps them: each knocking connection waits
for the host's answer (:mod:`net.admission`'s :class:`~net.admission.Knocks` decides who waits).
"""

from __future__ import annotations

import asyncio
import logging
import time
from collections.abc import Callable

from net.admission import KNOCK_WAIT, Knocker, Knocks
from net.messages import Hello
from net.transport import Connection

log = logging.getLogger(__name__)


class KnockError(Exception):
    """An answer to a knock that is not waiting (it left, or waited too long, meanwhile)."""


class Doorstep:
    """The knocks waiting for the host; ``changed`` is called when one comes or goes."""

    def __init__(self, changed: Callable[[], None]) -> None:
        self._knocks = Knocks()
        self._answers: dict[str, asyncio.Future[bool]] = {}
        self._changed = changed

    @property
    def waiting(self) -> tuple[Knocker, ...]:
        return self._knocks.waiting

    def answer(self, peer: str, come_in: bool) -> None:
        """The host lets ``peer``'s knock in, or turns it away."""
        if self._knocks.answer(peer) is None:
            raise KnockError("nobody knocks with that id")
        self._settle(peer, come_in)
        self._changed()

    def close(self) -> None:
        """The lobby closes: every knock is turned away."""
        for peer in list(self._answers):
            self._settle(peer, False)

    def _settle(self, peer: str, come_in: bool) -> None:
        waiting = self._answers.get(peer)
        if waiting is not None and not waiting.done():
            waiting.set_result(come_in)

    async def knock(self, connection: Connection, hello: Hello) -> bool:
        """Show the knock to the host; whether the host let it in (False: turned away, not
        answered in time, or the knocker left or spoke meanwhile)."""
        loop = asyncio.get_running_loop()
        knocker = Knocker(hello.peer, hello.name, hello.key, connection.remote[0],
                          time.monotonic(), hello.role == "spectator")  # fmt: skip
        for crowded in self._knocks.knock(knocker):  # (they are turned away)
            self._settle(crowded.peer, False)
        answer: asyncio.Future[bool] = loop.create_future()
        self._answers[hello.peer] = answer
        connection.peer = hello.peer  # the knock queue bounds knocks, not the strangers' pool
        log.info("%s (%s) knocks", hello.name, connection.label)
        self._changed()
        heard = loop.create_task(connection.recv(None))
        try:
            waits: set[asyncio.Future[object]] = {answer, heard}  # type: ignore[arg-type]
            await asyncio.wait(waits, timeout=KNOCK_WAIT, return_when=asyncio.FIRST_COMPLETED)
        finally:
            heard.cancel()
            if self._answers.get(hello.peer) is answer:
                del self._answers[hello.peer]
            if self._knocks.answer(hello.peer) is not None:
                self._changed()  # it waits no more
        if heard.done() and not heard.cancelled():
            connection.close("spoke or left while knocking")
            return False
        return answer.done() and answer.result()
