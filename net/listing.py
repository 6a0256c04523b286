"""What a browser lists: every announcement it heard, how long each lives, and ids claimed twice.

Sans-I/O: :class:`~net.discovery.Browser` feeds a :class:`Listing` the service records it hears
(:meth:`Listing.seen`, :meth:`Listing.goodbye`) and the time (:meth:`Listing.due`); the listing
answers with the events to report and the instance names to question. Nothing here reads a clock
or a socket, so tests drive it with made-up times.

An *announcement* is one SRV record (instance name, host name, port) with the addresses and the
TXT record heard with it. It lives for its record's TTL after it was last heard. Before that it
is questioned at 75, 85 and 95 % of the TTL (the refresh schedule of RFC 6762, section 5.2); an
announcement whose TTL ran out, or that said goodbye, is questioned once more and dropped only if
nothing answers within :data:`VERIFY_WINDOW` seconds, so a forged goodbye hides nothing.

Announcements are grouped by the game id of their TXT record. A game is listed from its oldest
live announcement; any other live announcement of the same id at another address or port is a
*rival*, listed with it (:attr:`GameInfo.rivals <net.games.GameInfo.rivals>`) and reported as
a :class:`Conflict` - never merged into it and never taking its place while it lives.
"""

from __future__ import annotations

import logging
from dataclasses import dataclass, field, replace

from net.games import Changed, Conflict, Event, Found, GameInfo, Gone, TxtError, parse_txt

log = logging.getLogger(__name__)

REFRESH_AT = (0.75, 0.85, 0.95)
"""Fractions of a record's TTL, after it was last heard, at which it is questioned again."""
VERIFY_WINDOW = 1.0
"""Seconds an announcement that expired or said goodbye has to answer before it is dropped."""
STALE_WINDOW = 1.0
"""Seconds after a TXT record changed during which its former value, heard again, is an answer
still in flight from before the change (as RFC 6762 flushes records older than a second), not
a change back."""
MAX_SIGHTINGS = 256
"""Announcements tracked at once; more are ignored (a flood of fake services cannot grow it)."""

Txt = dict[str, str | None]


@dataclass(slots=True)
class Sighting:
    """One announcement as heard: its SRV record, its addresses and TXT, and its life."""

    name: str
    server: str
    port: int
    ttl: float
    first_seen: float
    last_seen: float
    addresses: list[str] = field(default_factory=list)
    txt: Txt | None = None
    game: GameInfo | None = None
    """The game it announces, once its TXT record is known and valid."""
    asked: int = 0
    """Refresh questions asked since it was last heard."""
    doubted_since: float | None = None
    """When it expired or said goodbye; it is being checked since."""
    replaced: dict[frozenset[tuple[str, str | None]], float] = field(default_factory=dict)
    """Former TXT records and when they were replaced, for :data:`STALE_WINDOW`."""

    def take_txt(self, txt: Txt, now: float) -> None:
        """Take a TXT record heard now, unless it is a former one still in flight."""
        if txt == self.txt:
            return
        heard = frozenset(txt.items())
        self.replaced = {k: t for k, t in self.replaced.items() if now - t < STALE_WINDOW}
        if heard in self.replaced:
            return
        if self.txt is not None:
            self.replaced[frozenset(self.txt.items())] = now
        self.txt = txt
        self.parse()

    @property
    def key(self) -> tuple[str, str, int]:
        return self.name, self.server, self.port

    @property
    def endpoint(self) -> str:
        return f"{self.addresses[0] if self.addresses else self.server}:{self.port}"

    def next_refresh(self) -> float | None:
        """When to question it next, if it is still to be refreshed before it expires."""
        if self.asked >= len(REFRESH_AT):
            return None
        return self.last_seen + REFRESH_AT[self.asked] * self.ttl

    def parse(self) -> None:
        """Read the game from the TXT record (None while it is unknown or malformed)."""
        if self.txt is None:
            self.game = None
            return
        try:
            self.game = parse_txt(self.txt, self.server, self.port, self.addresses)
        except TxtError as error:
            if self.game is not None or self.asked == 0:
                log.info("ignoring %s: %s", self.name, error)
            self.game = None


class Listing:
    """The games one browser lists, from the announcements it heard."""

    def __init__(self, verify_window: float = VERIFY_WINDOW) -> None:
        self._verify_window = verify_window
        self._announcements: dict[tuple[str, str, int], Sighting] = {}
        self.games: dict[str, GameInfo] = {}
        """Every game listed, by id, as last reported."""

    def knows(self, name: str) -> bool:
        """Whether an announcement under this instance name is being followed."""
        return any(a.name == name for a in self._announcements.values())

    # ------------------------------------------------------------------ what was heard

    def seen(
        self,
        now: float,
        name: str,
        server: str,
        port: int,
        ttl: float,
        addresses: list[str],
        txt: Txt | None,
    ) -> list[Event]:
        """An SRV record was heard, with the addresses and TXT record that came with it."""
        key = (name, server, port)
        announcement = self._announcements.get(key)
        if announcement is None:
            if len(self._announcements) >= MAX_SIGHTINGS:
                log.info("ignoring %s: already %d announcements", name, MAX_SIGHTINGS)
                return []
            announcement = Sighting(name, server, port, ttl, now, now)
            self._announcements[key] = announcement
        announcement.last_seen, announcement.ttl = now, ttl
        announcement.asked, announcement.doubted_since = 0, None
        if any(address not in announcement.addresses for address in addresses):
            announcement.addresses += [a for a in addresses if a not in announcement.addresses]
            announcement.parse()
        if txt is not None:
            announcement.take_txt(txt, now)
        return self._publish()

    def seen_txt(self, now: float, name: str, txt: Txt) -> list[Event]:
        """A TXT record was heard without its SRV record: it belongs to the one announcement
        under that name, if there is only one."""
        under = [a for a in self._announcements.values() if a.name == name]
        if len(under) != 1:
            return []
        under[0].take_txt(txt, now)
        return self._publish()

    def goodbye(self, now: float, name: str, server: str | None = None, port: int = 0) -> bool:
        """A goodbye for ``name`` (for one SRV record, or for the whole name when ``server`` is
        None); True when an announcement is now in doubt and the name should be questioned."""
        doubted = False
        for announcement in self._announcements.values():
            if announcement.name != name or announcement.doubted_since is not None:
                continue
            if server is None or (announcement.server, announcement.port) == (server, port):
                announcement.doubted_since = now
                doubted = True
        return doubted

    # ---------------------------------------------------------------------- time

    def due(self, now: float) -> tuple[list[str], list[Event]]:
        """The names to question now and the events of announcements that died."""
        ask: set[str] = set()
        for key, announcement in list(self._announcements.items()):
            if announcement.doubted_since is not None:
                if now >= announcement.doubted_since + self._verify_window:
                    del self._announcements[key]
                continue
            if now >= announcement.last_seen + announcement.ttl:
                announcement.doubted_since = now
                ask.add(announcement.name)
                continue
            refresh = announcement.next_refresh()
            if refresh is not None and now >= refresh:
                announcement.asked += 1
                ask.add(announcement.name)
        return sorted(ask), self._publish()

    # ------------------------------------------------------------------ what is listed

    def _publish(self) -> list[Event]:
        """List every game from its oldest announcement; report what changed."""
        claims: dict[str, list[Sighting]] = {}
        for announcement in self._announcements.values():
            if announcement.game is not None:
                claims.setdefault(announcement.game.id, []).append(announcement)
        listed: dict[str, GameInfo] = {}
        for game_id, announcements in claims.items():
            first, *others = sorted(announcements, key=lambda a: a.first_seen)
            assert first.game is not None
            rivals = tuple(dict.fromkeys(
                a.endpoint for a in others if a.endpoint != first.endpoint
            ))  # fmt: skip
            listed[game_id] = replace(first.game, rivals=rivals)
        events: list[Event] = []
        for game_id, game in listed.items():
            known = self.games.get(game_id)
            if known is None:
                events.append(Conflict(game) if game.rivals else Found(game))
            elif known != game:
                fresh_rivals = game.rivals and game.rivals != known.rivals
                events.append(Conflict(game) if fresh_rivals else Changed(game))
        events += [Gone(game) for game_id, game in self.games.items() if game_id not in listed]
        self.games = listed
        return events
