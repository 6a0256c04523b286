"""Online play in the desktop client: the LAN lobby, the room, the online table and watching.

One module per activity: :mod:`.browsing` (the games on the network), :mod:`.room` (hosting,
joining, ready, start), :mod:`.table` (the network bar, banners, lost peers, rejoining, seats
taken back), :mod:`.watching` (spectating); :mod:`.session` is the game as the table sees it,
:mod:`.texts` what the player is told, :mod:`.tasks` the network tasks awaited when leaving, and
:mod:`.controller` holds the activities of one window and dispatches every network event.
"""

from client.online.controller import OnlineController
from client.online.session import OnlineSession, load_resume, online_dir
from client.online.tasks import drain, spawn
from client.online.texts import (
    connection_problem,
    decision_text,
    move_problem,
    refusal_text,
    room_refusal,
    start_problem,
    suspicion_text,
)

__all__ = [
    "OnlineController",
    "OnlineSession",
    "connection_problem",
    "decision_text",
    "drain",
    "load_resume",
    "move_problem",
    "online_dir",
    "refusal_text",
    "room_refusal",
    "spawn",
    "start_problem",
    "suspicion_text",
]
