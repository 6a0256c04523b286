"""Joining a game chosen by its id: at the first of its announced addresses whose host proves
the id (:func:`net.handshake.proves`), so that a clone announcing it elsewhere is passed by."""

from __future__ import annotations

from collections.abc import Callable, Sequence

from net.handshake import JoinRefused
from net.lobby_client import LobbyClient
from net.peer import LocalPeer


async def join_game(
    peer: LocalPeer,
    addresses: Sequence[str],
    port: int,
    game: str,
    *,
    pin: str | None = None,
    knocking: Callable[[], None] | None = None,
) -> LobbyClient:
    """Join game ``game`` announced at ``addresses`` (one port): the first whose host proves
    the game's key; the last refusal or error when none does."""
    failure: Exception = ConnectionError("no address to join")
    for address in addresses:
        try:
            return await LobbyClient.join(peer, address, port, pin=pin, game=game,
                                          knocking=knocking)  # fmt: skip
        except JoinRefused as refused:
            if refused.reason != "game":
                raise
            failure = refused
        except (ConnectionError, OSError, TimeoutError) as error:
            failure = error
    raise failure
