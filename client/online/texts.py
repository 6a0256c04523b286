"""What the online client tells the player, in the player's language.

Every text goes through :func:`ui.i18n.tr` (the empty translation context): the network layer's
reasons are English sentences for logs and the command line, never shown as they are. A banner
takes a text function (``functools.partial`` of one of these), made again when the language
changes.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from pathlib import Path

from net.admission import REMOVED, TURNED_AWAY
from net.config import InterfaceError
from net.events import Decided, Suspected
from net.handshake import PIN_RETIRED, TOO_MANY_ATTEMPTS
from net.lobby import JoinRefused, LobbyError
from net.session import SessionError
from net.transport import HostNotFound
from ui.i18n import bot_name, tr
from ui.network_bar import Text
from ui.pages.lobby import Field


def handover_failed_text(reason: str) -> str:
    return tr("The seat cannot be handed over: {reason}").format(reason=reason)


def paused_text(reason: str) -> str:
    return tr("The game is paused: {reason}. It cannot go on safely; the record is "
              "saved.").format(reason=reason)  # fmt: skip


def refusal_text(refused: JoinRefused, pin_given: bool) -> str:
    """A clear sentence for every refusal of the room."""
    reason = refused.reason
    if reason == "pin":
        if refused.text.startswith(TOO_MANY_ATTEMPTS):
            return tr("Too many PIN attempts: wait a moment and try again.")
        if refused.text.startswith(PIN_RETIRED):
            return tr("The PIN of this game was retired after too many wrong guesses: ask the "
                      "host for the new one, or join with no PIN to knock.")  # fmt: skip
        if refused.text.startswith(TURNED_AWAY):
            return tr("The host did not let you in.")
        if pin_given:
            return tr("Wrong PIN: check it and try again.")
        return tr("This game needs a PIN: type it here and join again.")
    if reason == "full":
        return tr("This game is full: all its seats are taken. You can watch it instead.")
    if reason in ("version", "ruleset"):
        return tr("Version mismatch: {detail}. Every player needs the same version of "
                  "Helsinki-Qt.").format(detail=refused.text)  # fmt: skip
    if reason == "started":
        return tr("This game has already started. You can watch it instead.")
    if reason == "name":
        return tr("This name is taken in this game: type another one.")
    if reason == "spectators":
        return tr("This game already has as many spectators as it accepts.")
    if reason == "peer" and refused.text.startswith(REMOVED):
        return tr("The host removed you from the room: you cannot come back for a while.")
    if reason == "game" and "cannot prove" in refused.text:
        return tr("The computer that answered is not the host of this game (it cannot prove "
                  "the game's key): ask the host for its address.")
    if reason == "game":
        return tr("Another game answered at this address: it may have ended. Refresh the list "
                  "and try again.")
    return tr("The host refused: {detail}").format(detail=refused.text)


def key_text(fingerprint: str) -> str:
    """The host's key fingerprint, after where a game is (its id proves it)."""
    return " · " + tr("host key {key}").format(key=fingerprint)


def knocking_text(fingerprint: str) -> str:
    return tr("You knocked: waiting for the host to let you in. Your key is {key}: tell it "
              "to the host, who sees it beside your name.").format(key=fingerprint)  # fmt: skip


def refusal_field(refused: JoinRefused) -> Field | None:
    """The field of the lobby that a refusal is about (None: no field)."""
    return {"pin": Field.PIN, "name": Field.NAME}.get(refused.reason)


GROUND_TEXTS = {
    "lost": lambda: tr("they lost the connection"),
    "left": lambda: tr("they left the game"),
    "stalled": lambda: tr("they held their turn past the turn timer"),
    "asked": lambda: tr("they asked for it"),
    "back": lambda: tr("they are back"),
    "desync": lambda: tr("they reported a desync that the others did not see"),
    "reject": lambda: tr("they refused a move that the others accepted"),
    "hash": lambda: tr("their game differs from the others' (wrong state hash)"),
    "acks": lambda: tr("they stopped acknowledging moves"),
    "equivocation": lambda: tr("they sent different moves to different players"),
}
"""Why the table decided, in the player's language, by the grounds the network names (and
``left``: a player gone who said goodbye rather than lost the connection)."""

AWAY = frozenset({"lost", "stalled"})
"""Grounds on which a seat is handed over because its player is away."""


def grounds_text(grounds: str, left: bool = False) -> str:
    text = GROUND_TEXTS.get("left" if grounds == "lost" and left else grounds)
    return text() if text is not None else grounds


def decision_text(event: Decided, name_of: Callable[[str], str], seat_name: str,
                  left: bool = False) -> str:  # fmt: skip
    """A sentence for a decision of the table (what, from which move, and why); ``left``:
    the player gone said goodbye (they left the game rather than lost the connection)."""
    why = grounds_text(event.grounds, left)
    voters = ", ".join(name_of(p) for p in event.voters)
    seat = tr("{name}'s seat, place {n}").format(name=seat_name, n=event.seat + 1)
    if event.kind == "giveback":
        text = tr("{name} takes their seat back (place {n}) from move {ply}: {why}.")
    elif event.kind == "remove":
        text = tr("{name} was voted out from move {ply}: {why}. {bot} plays {seat}.")
    else:
        text = tr("From move {ply}, {bot} plays {seat}: {why}.")
    return text.format(name=name_of(event.subject), n=event.seat + 1, seat=seat,
                       bot=bot_name(event.bot or ""), ply=event.ply + 1, why=why) + " " + tr(
        "Agreed by {voters}.").format(voters=voters)  # fmt: skip


def suspicion_text(event: Suspected, name: str) -> str:
    return tr("{name} does not follow the rules of the network game ({why}, move {n}); the "
              "others vote on handing their seat to a bot.").format(
        name=name, why=grounds_text(event.grounds), n=event.seq + 1)  # fmt: skip


def interface_problem(error: InterfaceError) -> str:
    """Why there is no network to play on, in the player's language."""
    if error.address is None:
        return tr("this computer is connected to no local network")
    return tr("{address} is not a usable network address").format(address=error.address)


def no_network(error: InterfaceError) -> str:
    return tr("No network to play on: {reason}").format(reason=interface_problem(error))


def connection_problem(error: BaseException) -> str:
    """Why a connection failed, in the player's language (never the system's English)."""
    if isinstance(error, InterfaceError):
        return interface_problem(error)
    if isinstance(error, HostNotFound):
        return tr("no computer named {name} was found").format(name=error.host)
    if isinstance(error, TimeoutError) or "within" in str(error):
        return tr("no answer in time")
    if isinstance(error, ConnectionRefusedError) or "refused" in str(error).lower():
        return tr("nobody accepts connections at that address")
    if "none of the chosen interfaces" in str(error):
        return tr("that address is on none of this computer's networks")
    return tr("the connection failed")


def move_problem(error: SessionError) -> str:
    """Why the network game refused the player's moves, in the player's language (the core's
    reasons are English sentences for logs)."""
    text = str(error)
    if text.endswith("is held by a vote"):
        return tr("the players are voting on who plays your seat")
    if "in dispute" in text:
        return tr("the players are voting on a player who broke the rules")
    if text.endswith("is not played here") or text.endswith("is not to move"):
        return tr("it is not your turn")
    if text.startswith("cannot move now: the game is paused"):
        return tr("the game is paused")
    if text.startswith("cannot move now: the game is waiting"):
        return tr("the game waits for a player who is not connected")
    return tr("the game cannot take them now")


def start_problem(error: BaseException) -> str:
    """Why a room ended or a game could not start, in the player's language: the network
    layer's reasons are English sentences for logs and the command line."""
    text = str(error)
    if REMOVED in text:
        return tr("the host removed you from the room")
    if text.startswith("the lobby is gone"):
        return tr("the host closed the room, or the connection to it was lost")
    if text.startswith("could not connect to "):
        return tr("this computer could not connect to {names}").format(
            names=text.removeprefix("could not connect to "))  # fmt: skip
    if "commit and reveal" in text:
        return tr("the players did not all draw the seed in time")
    if text.startswith("cannot start"):
        return tr("not every seat is taken and ready")
    return connection_problem(error)


def room_refusal(error: LobbyError) -> str:
    """The room refused a change or the start, and why, in the player's language (another
    player took the colour, or left their seat, a moment before)."""
    text = str(error)
    if text.startswith("colour ") and text.endswith(" is taken"):
        reason = tr("another player took that colour")
    elif text == "the game has started":
        reason = tr("the game has started")
    elif text.startswith("cannot start"):
        reason = start_problem(error)
    else:
        reason = tr("the room changed meanwhile")
    return tr("Not possible: {reason}").format(reason=reason)



# ------------------------------------------------------------------- banners of the table


def turn_warning_text(left: int) -> str:
    return tr("Your turn: {s} s left. Past it, the others may hand your seat to a bot.").format(
        s=left)  # fmt: skip


def back_text(name: str) -> str:
    return tr("{name} is back: the game goes on.").format(name=name)


def desync_text(seq: int, hashes: str, dump: Path | None) -> str:
    return tr(
        "The game went out of sync at move {n}: the peers reached different states "
        "({hashes}). A dump was written to {path}. What happens now: a peer in the "
        "minority rebuilds its state from the record and checks again; if that does "
        "not settle it, the game is paused and nothing more is played."
    ).format(n=seq + 1, hashes=hashes,
             path=str(dump) if dump else tr("(no dump written)"))  # fmt: skip


def rebuilt_text(seq: int) -> str:
    return tr(
        "This computer was out of sync at move {n}: it rebuilt its state from the "
        "record and agrees with the others again. The game goes on."
    ).format(n=seq + 1)  # fmt: skip


def stopped_text(reason: str) -> str:
    return tr("The game stopped: {reason}. The record is saved.").format(reason=reason)


def overdue_text(name: str) -> str:
    return tr("{name} has held their turn for a long time. Hand their seat to a bot?").format(
        name=name)  # fmt: skip


def lost_text(names: str, gone: str, reason: str, waiting: bool, alone: bool) -> str:
    """Who is away (``names`` lost the connection, ``gone`` left), and what can be done."""
    everyone = ", ".join(n for n in (names, gone) if n)
    if waiting:
        said = tr("Waiting for {names} to come back. The game is paused when their seat "
                  "is to move.").format(names=everyone)  # fmt: skip
    elif not names:
        said = tr(
            "{names} left the game. The game is paused when their seat is to move. Wait "
            "for them to rejoin, or hand their seat to a bot?"
        ).format(names=gone)  # fmt: skip
    else:
        said = tr(
            "{names} lost the connection{reason}. The game is paused when their seat is "
            "to move. Wait for them to rejoin, or hand their seat to a bot?"
        ).format(names=names, reason=f" ({reason})" if reason else "")  # fmt: skip
        if gone:
            said = tr("{names} left the game.").format(names=gone) + " " + said
    if alone:
        said += " " + tr("If it is this computer that lost the network, rejoin your "
                         "seat to catch up.")  # fmt: skip
    return said


def take_back_text(seats: Sequence[int], decided: Text | None) -> str:
    """A bot plays the player's ``seats``: take them back, or watch (``decided`` says who
    plays them, and why)."""
    if decided is not None:
        return decided() + " " + tr("Take your seat back (from your next turn) or "
                                    "watch the bot play?")  # fmt: skip
    return tr("While you were away, the others handed your seat ({seats}) to a bot. "
              "Take it back (from your next turn) or watch the bot play?").format(
        seats=", ".join(str(seat + 1) for seat in seats))  # fmt: skip


def rejoin_failed_text(reason: str) -> str:
    return tr("Rejoining failed: {reason}. The others may have left; try again in a "
              "moment.").format(reason=reason)  # fmt: skip
