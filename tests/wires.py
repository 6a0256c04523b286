"""Lockstep cores of one game wired together in this process: each input is fed to a core, and
the messages it sends wait on their wire (in order, as on a TCP link) until delivered."""

from __future__ import annotations

from collections import deque
from typing import Any

from engine.rules import GameState
from net.events import Event
from net.lockstep import Choose, Effect, Input, Lockstep, Received, Send, Unlinked
from net.messages import Message


class Wires:
    """The cores by peer id, the messages between them, the bots' questions and the events."""

    def __init__(self, cores: dict[str, Lockstep]) -> None:
        self.ids = list(cores)
        self.cores = cores
        self.wires: dict[tuple[str, str], deque[Message]] = {}
        self.asked: list[Choose] = []
        self.events: dict[str, list[object]] = {peer: [] for peer in cores}
        self.away: set[str] = set()
        """Peers cut off from all the others (what they send or are sent is lost)."""
        self.now = 1.0

    def feed(self, peer: str, event: Input) -> None:
        self.now += 0.001
        self._carry_out(peer, self.cores[peer].handle(event, self.now))

    def _carry_out(self, peer: str, effects: list[Effect]) -> None:
        for effect in effects:
            if isinstance(effect, Send):
                for target in effect.to:
                    self.wires.setdefault((peer, target), deque()).append(effect.message)
            elif isinstance(effect, Choose):
                self.asked.append(effect)
            elif isinstance(effect, Event):
                self.events[peer].append(effect)

    def deliver(self, source: str, target: str, count: int | None = None) -> None:
        wire = self.wires.get((source, target), deque())
        for _ in range(len(wire) if count is None else count):
            message = wire.popleft()
            if not self.away & {source, target}:
                self.feed(target, Received(source, message))

    def flush(self) -> None:
        while any(self.wires.values()):
            for source, target in [key for key, wire in self.wires.items() if wire]:
                self.deliver(source, target)

    def cut(self, a: str, b: str) -> None:
        """The link between ``a`` and ``b`` drops (both notice)."""
        self.wires.pop((a, b), None)
        self.wires.pop((b, a), None)
        self.feed(a, Unlinked(b, "lost"))
        self.feed(b, Unlinked(a, "lost"))

    def cut_off(self, peer: str) -> None:
        """``peer`` is gone: every other peer loses its link to it."""
        self.away.add(peer)
        for other in self.present:
            self.feed(other, Unlinked(peer, "lost"))

    @property
    def present(self) -> list[str]:
        return [peer for peer in self.ids if peer not in self.away]

    def state(self, peer: str) -> GameState[Any]:
        game = self.cores[peer].game
        assert game is not None
        return game
