"""Protocol constants, limits, timings and the choice of network interfaces.

Every socket and mDNS responder of the package binds to the addresses chosen here. The choice
comes, in order, from an explicit list (the ``--interface`` option, repeatable), the
``HELSINKI_INTERFACES`` environment variable (comma-separated entries), or the IPv4 addresses
of the machine's non-loopback, non-virtual interfaces.

An entry is an address (``192.168.1.20``: its network is the one the system gives the interface)
or an address with the network it reaches (``100.101.102.103/10``: needed on a VPN such as
Tailscale, whose interface carries a /32 address while the other peers are routed through it).
Entries flow through the program as such strings; :func:`bind_address` gives the address every
socket binds to, :func:`source_for` the entry whose network holds a peer.
"""

from __future__ import annotations

import argparse
import ipaddress
import os
from collections.abc import Iterable, Mapping, Sequence
from dataclasses import dataclass

PROTOCOL_VERSION = 7
"""Bumped on any incompatible change of the wire format or of the message flow."""

SERVICE_TYPE = "_helsinki._tcp.local."
TXT_VERSION = "1"

ENV_INTERFACES = "HELSINKI_INTERFACES"

# Framing limits: a frame is one msgpack object; anything beyond these closes the connection.
MAX_FRAME = 64 * 1024
"""Largest encoded message, in bytes."""
MAX_ARRAY = 512
MAX_MAP = 32
MAX_STR = 4096
MAX_BIN = 256
MAX_DEPTH = 6
"""Deepest nesting of arrays and maps; the top-level map is depth 1."""
READ_CHUNK = 4096
MESSAGE_RATE = 2000.0
"""Messages a second a connection may bring on average (an honest peer of a game played at full
speed by bots sends under 900); beyond it, reading from the connection pauses until the average
is back within, so that a flood slows the flooder's own link and costs the others little."""
MESSAGE_BURST = 2000.0
"""Messages a connection may bring at once before :data:`MESSAGE_RATE` holds it back."""

# Field limits, checked by the message validation.
MAX_NAME = 32
"""Characters in a player or game name."""
MAX_MOVE_TEXT = 64
"""Characters in a move's notation (the longest is about 40), so 256 moves fit a frame."""
MAX_REASON = 300
MAX_CATCHUP_MOVES = 128
"""Signed moves in one catch-up message; longer records are sent in several."""
MAX_DECISIONS = 32
"""Decisions about seats in one game (hand-overs, give-backs, removals); more are refused."""
MAX_AHEAD = 32
"""How far ahead of its game a peer keeps moves and acks (a move may overtake the ones before it
on another connection); farther ones are dropped unread, since a peer that is behind catches up
from a catch-up. A peer thus keeps at most this many waiting moves per sender."""
KEPT_REFUSALS = 64
"""Refusals of moves (ours and the others') a core keeps for its owner to look at: the latest."""
TURN_TIMERS = (0, 60, 120, 300)
"""Turn timers a lobby offers, in seconds (0: no limit)."""
DEFAULT_TURN_TIMER = 300
"""The turn timer a host gets unless it chooses another: longer than a slow thinker takes over
a turn, short enough that a player who stops moving holds the table up a few minutes at most."""
RETAKE_LIMIT = 30
"""Seconds a seat taken back after a hand-over for holding its turn (or losing its link) has
to make its first move; past it the seat goes back to the bot for good."""
STALL_VOTE_AFTER = 120
"""Without a turn timer, seconds a turn must have run before the others may vote its seat to a
bot (a peer proposes it when its owner asks)."""
MAX_UNSENT = 1024 * 1024
"""Bytes queued for a connection whose other side does not read, beyond which it is closed."""
MAX_CONNECTIONS = 64
"""Connections a listener serves at once, bound or not; more are closed at once."""
MIN_SEATS = 2
MAX_SEATS = 4
MAX_SPECTATORS = 8
COLOURS = 4
"""Player colours, numbered 0 to 3."""


@dataclass(frozen=True, slots=True)
class Timing:
    """Timers of the session, in seconds. Tests shorten them.

    The lobby and the handshakes are set to survive a network that delays every packet by
    300 ms and loses 30 % of them in each direction (``tests/test_net_impaired.py``): there,
    with retransmissions at most a second apart (:data:`RETRANSMIT_AT_MOST`), TCP still goes
    silent for up to 8 s now and then (2 x 120 s measured), and opening a connection takes a
    few seconds. A peer that closes its socket or is killed is noticed at once whatever these
    say; they only bound how long a peer that vanished without a word keeps its place.
    """

    heartbeat: float = 1.0
    """Interval between heartbeats on every idle connection."""
    dead_after: float = 4.0
    """Silence after which a peer counts as gone (so it is noticed within 5 s)."""
    handshake: float = 15.0
    """Time allowed for each of the first messages of a connection (the PIN exchange
    included)."""
    connect: float = 15.0
    """Time allowed to open a TCP connection."""
    desync_wait: float = 5.0
    """Time the majority of a desync waits for the minority to rebuild and agree before it votes
    the minority out; also the time a missing ack is waited for before a warning, and again
    before a vote."""
    vote_wait: float = 2.0
    """Time a proposal waits for its votes before it is dropped (and may be made again)."""
    lobby_dead_after: float = 15.0
    """Silence after which a lobby drops a member, or a joiner its lobby (twice the longest
    silence TCP showed through 30 % loss)."""


DEFAULT_TIMING = Timing()

_VIRTUAL_PREFIXES = (
    "lo", "docker", "br-", "veth", "virbr", "vmnet", "vboxnet", "tun", "tap", "wg", "zt",
    "tailscale", "utun", "awdl", "llw", "ham", "cni", "flannel", "cali", "podman", "lxc",
)  # fmt: skip


class InterfaceError(ValueError):
    """An interface setting that is not a usable IPv4 address (``address``: as it was given),
    or no interface to use at all (``address`` None)."""

    def __init__(self, reason: str, address: str | None = None) -> None:
        super().__init__(reason)
        self.address = address


def parse_interface(text: str) -> str:
    """One entry, ``ADDR`` or ``ADDR/PREFIX``, normalised (``100.101.102.103/10``).

    Raises :class:`InterfaceError` naming ``text`` when it is no IPv4 address, its prefix is not
    0 to 32, or the address cannot be an interface's (multicast, unspecified, or the network or
    broadcast address of the prefix given).
    """
    address_text, slash, _ = text.partition("/")
    try:
        address = ipaddress.IPv4Address(address_text.strip())
    except ValueError:
        raise InterfaceError(f"{text!r} is not an IPv4 address", text) from None
    if address.is_multicast or address.is_unspecified:
        raise InterfaceError(f"{text} cannot be an interface address", text)
    if not slash:
        return str(address)
    try:
        interface = ipaddress.IPv4Interface(text)
    except ValueError:
        reason = f"{text!r} is not ADDR/PREFIX with a prefix of 0 to 32"
        raise InterfaceError(reason, text) from None
    network = interface.network
    if network.prefixlen <= 30 and address in (network.network_address, network.broadcast_address):
        raise InterfaceError(f"{text} names the network {network}, not an address in it", text)
    return str(interface)


def parse_interfaces(values: Iterable[str]) -> list[str]:
    """Validate entries (each value may hold several, comma-separated); order kept, entries of
    an address already chosen dropped."""
    found: list[str] = []
    for value in values:
        for part in value.split(","):
            text = part.strip()
            if not text:
                continue
            entry = parse_interface(text)
            if bind_address(entry) not in map(bind_address, found):
                found.append(entry)
    return found


def bind_address(entry: str) -> str:
    """The address a socket binds to for an interface entry (``ADDR`` of ``ADDR/PREFIX``)."""
    return entry.partition("/")[0]


def bind_addresses(entries: Iterable[str]) -> list[str]:
    """:func:`bind_address` of every entry, in order."""
    return [bind_address(entry) for entry in entries]


def default_interfaces() -> list[str]:
    """IPv4 addresses of the machine's physical-looking, non-loopback interfaces."""
    try:
        import ifaddr  # zeroconf's own dependency
    except ImportError:  # pragma: no cover - zeroconf always brings it
        return []
    found: list[str] = []
    for adapter in ifaddr.get_adapters():
        if adapter.nice_name.lower().startswith(_VIRTUAL_PREFIXES):
            continue
        for ip in adapter.ips:
            if isinstance(ip.ip, str):
                address = ipaddress.IPv4Address(ip.ip)
                if not (address.is_loopback or address.is_link_local) and ip.ip not in found:
                    found.append(ip.ip)
    return found


def select_interfaces(
    explicit: Sequence[str] | None = None,
    environ: Mapping[str, str] | None = None,
) -> list[str]:
    """The addresses to use: ``explicit``, else ``HELSINKI_INTERFACES``, else the default.

    Raises :class:`InterfaceError` for a malformed setting or when nothing is usable.
    """
    env = os.environ if environ is None else environ
    if explicit:
        chosen = parse_interfaces(explicit)
    elif env.get(ENV_INTERFACES, "").strip():
        chosen = parse_interfaces([env[ENV_INTERFACES]])
    else:
        chosen = default_interfaces()
    if not chosen:
        raise InterfaceError(
            f"no network interface to use; set {ENV_INTERFACES} or pass --interface ADDR[/PREFIX]"
        )
    return chosen


def _networks(interfaces: Sequence[str]) -> dict[str, ipaddress.IPv4Network]:
    """The network of every interface entry, by its address: the one given with it, else the
    system's prefix of the address (else /24; /8 on loopback)."""
    prefixes: dict[str, int] = {}
    try:
        import ifaddr

        for adapter in ifaddr.get_adapters():
            for ip in adapter.ips:
                if isinstance(ip.ip, str):
                    prefixes[ip.ip] = ip.network_prefix
    except ImportError:  # pragma: no cover
        pass
    result = {}
    for entry in interfaces:
        address = bind_address(entry)
        if "/" in entry:
            result[address] = ipaddress.IPv4Interface(entry).network
            continue
        default = 8 if ipaddress.IPv4Address(address).is_loopback else 24
        prefix = prefixes.get(address, default)
        result[address] = ipaddress.IPv4Network(f"{address}/{prefix}", strict=False)
    return result


def source_for(target: str, interfaces: Sequence[str]) -> str | None:
    """The address of the interface from which to reach the IPv4 address ``target``, or None
    when none is on its network.

    Connections are only ever opened from a chosen interface to an address on its network, so a
    setting of ``127.0.0.1`` keeps every packet on the loopback interface, and one of
    ``100.101.102.103/10`` every packet inside the VPN.
    """
    try:
        address = ipaddress.IPv4Address(target)
    except ValueError:
        return None
    for source, network in _networks(interfaces).items():
        if address in network:
            return source
    return None


def add_interface_option(parser: argparse.ArgumentParser) -> None:
    """Add the repeatable ``--interface ADDR[/PREFIX]`` option (it overrides
    ``HELSINKI_INTERFACES``)."""
    parser.add_argument(
        "--interface",
        dest="interfaces",
        action="append",
        metavar="ADDR[/PREFIX]",
        help=f"IPv4 address of a network interface to use, with the prefix of the network it "
        f"reaches on a VPN (e.g. 100.101.102.103/10; repeatable; default: ${ENV_INTERFACES}, "
        f"else every non-loopback, non-virtual interface)",
    )


# ------------------------------------------------- strangers: connections before a handshake

MAX_STRANGERS = 16
"""Connections a listener keeps before their handshake binds them to a roster member (a pool
of this size for strangers, another for the addresses of roster members); a newer one takes
the place of the one heard from least recently."""
MAX_STRANGERS_PER_ADDRESS = 4
"""Such connections from one address that is no roster member's."""


# ------------------------------------------------------------ patience through a bad network

RETRANSMIT_AT_MOST = 1.0
"""Seconds TCP may wait before it sends a lost segment again (the socket option
``TCP_RTO_MAX_MS`` of Linux 6.13 and later; elsewhere the system's backoff applies). By
default the wait doubles after each loss up to two minutes, which through 30 % loss in each
direction silences a connection for 40 s and more."""
