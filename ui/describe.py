"""The move log in plain words: "Anna moved 2 spaces and took a blue 3 and a wild card."

:func:`describe` reads the states before and after a move, so it tells what happened (cards
taken from the display, a bonus card, coats of arms, the Dry roads bonus), never what was hidden:
cards drawn from the pile are counted, not named. Places on a board are told as a player sees
them (the side a tile came from, the new tile), never by square names the board does not show.
"""

from __future__ import annotations

from collections import Counter
from collections.abc import Callable

from engine.helsinki.components import CARD_COLOUR, CARD_ROOFS, TILE_SIZES, Action
from engine.helsinki.game import Game
from engine.helsinki.moves import Kind, Move
from engine.helsinki.player import PlayerState
from ui.i18n import action_name, card_name, colour_name, side_name, tr
from ui.table.glides import push_side


def card_list(cards: list[int]) -> str:
    names = [card_name(c) for c in cards]
    if not names:
        return tr("nothing")
    if len(names) == 1:
        return names[0]
    return tr("{first} and {last}").format(first=", ".join(names[:-1]), last=names[-1])


def _place(before: Game, move: Move, after: Game, name: str) -> list[str]:
    return [tr("{name} put the first token on senate space {n}.").format(name=name, n=move.a)]


def _move(before: Game, move: Move, after: Game, name: str) -> list[str]:
    if move.a == -1:
        return [tr("{name} moved 1 space back.").format(name=name)]
    if move.a == 1:
        return [tr("{name} moved 1 space.").format(name=name)]
    return [tr("{name} moved {n} spaces.").format(name=name, n=move.a)]


def _draw(before: Game, move: Move, after: Game, name: str) -> list[str]:
    was, now = _seat_states(before, after)
    space = was.space
    taken = [before.display[s] for s in (space, (space + 1) % 8) if before.display[s] >= 0]
    out = [tr("{name} took {cards}.").format(name=name, cards=card_list(taken))]
    if len(now.hand) - len(was.hand) - len(taken) > 0:
        out.append(tr("{name} also drew a card from the pile.").format(name=name))
    return out


def _build(before: Game, move: Move, after: Game, name: str) -> list[str]:
    shown = move.cards[0]
    return [tr("{name} played {cards} to build a {colour} tile with {roofs} roofs.").format(
        name=name,
        cards=card_list(list(move.cards)),
        colour=colour_name(CARD_COLOUR[shown]),
        roofs=CARD_ROOFS[shown],
    )]


def _push(before: Game, move: Move, after: Game, name: str) -> list[str]:
    was, now = _seat_states(before, after)
    seat = before.to_move
    assert seat is not None
    out = [tr("{name} pushed the {colour} tile in from the {side}.").format(
        name=name, colour=colour_name(before.pending_kind // len(TILE_SIZES)),
        side=side_name(push_side(before, after, seat, move.a)))]  # fmt: skip
    if len(now.hand) - len(was.hand) > 0:
        out.append(tr("It touches a tile of its colour: {name} drew a bonus card.").format(
            name=name))  # fmt: skip
    return out


def _superstructures(before: Game, move: Move, after: Game, name: str) -> list[str]:
    return [tr("{name} put %n superstructure(s) on the new tile.", None,
               move.a.bit_count()).format(name=name)]  # fmt: skip


def _wild(before: Game, move: Move, after: Game, name: str) -> list[str]:
    return [tr("{name} placed a wild tile.").format(name=name)]


def _act(before: Game, move: Move, after: Game, name: str) -> list[str]:
    out = [tr("{name} spent a coat of arms on “{action}”.").format(
        name=name, action=action_name(Action(move.a)))]  # fmt: skip
    if move.a == Action.POINTS:
        out.append(tr("{name} scored 2 points.").format(name=name))
    return out


def _relocate(before: Game, move: Move, after: Game, name: str) -> list[str]:
    return [tr("{name} moved a superstructure to another roof.").format(name=name)]


def _discard(before: Game, move: Move, after: Game, name: str) -> list[str]:
    return [tr("{name} discarded {card}.").format(name=name, card=card_name(move.a))]


def _end(before: Game, move: Move, after: Game, name: str) -> list[str]:
    return [tr("{name} ended the turn.").format(name=name)]


_SENTENCES: dict[Kind, Callable[[Game, Move, Game, str], list[str]]] = {
    Kind.PLACE: _place,
    Kind.MOVE: _move,
    Kind.DRAW: _draw,
    Kind.BUILD: _build,
    Kind.PUSH: _push,
    Kind.SS: _superstructures,
    Kind.WILD: _wild,
    Kind.ACT: _act,
    Kind.RELOCATE: _relocate,
    Kind.DISCARD: _discard,
}
"""What each kind of move says (any other kind ends the turn)."""


def _seat_states(before: Game, after: Game) -> tuple[PlayerState, PlayerState]:
    """The mover's state before and after the move."""
    seat = before.to_move
    assert seat is not None
    return before.players[seat], after.players[seat]


def _consequences(before: Game, move: Move, after: Game, name: str) -> list[str]:
    """What any move may bring about: coats of arms, the Dry roads bonus, the end."""
    was, now = _seat_states(before, after)
    out = []
    coats = now.meadow - was.meadow + (1 if move.kind == Kind.ACT else 0)
    if coats > 0 and move.kind in (Kind.PUSH, Kind.WILD):
        out.append(tr("{name} took %n coat(s) of arms.", None, coats).format(name=name))
    if now.bonus and not was.bonus:
        out.append(tr("{name} connected all visitors: Dry roads bonus of {n} points!").format(
            name=name, n=now.bonus))  # fmt: skip
    if after.is_over:
        out.append(tr("The game is over."))
    return out


def describe(before: Game, move: Move, after: Game, name: str) -> str:
    """One sentence for ``move``, played by ``name`` from ``before`` to ``after``."""
    sentence = _SENTENCES.get(move.kind, _end)
    return " ".join(sentence(before, move, after, name) + _consequences(before, move, after, name))


def merge(previous: tuple[Move, str] | None, move: Move, before: Game, after: Game,
          name: str) -> str | None:  # fmt: skip
    """The combined sentence when a draw follows the same player's token move, else None."""
    if previous is None or previous[0].kind != Kind.MOVE or move.kind != Kind.DRAW:
        return None
    seat = before.to_move
    assert seat is not None
    was = before.players[seat]
    space = was.space
    taken = [before.display[s] for s in (space, (space + 1) % 8) if before.display[s] >= 0]
    distance = previous[0].a
    if distance == -1:
        text = tr("{name} moved 1 space back and took {cards}.")
    elif distance == 1:
        text = tr("{name} moved 1 space and took {cards}.")
    else:
        text = tr("{name} moved {n} spaces and took {cards}.")
    out = text.format(name=name, n=distance, cards=card_list(taken))
    counts = Counter(after.players[seat].hand) - Counter(was.hand)
    if sum(counts.values()) > len(taken):
        out += " " + tr("{name} also drew a card from the pile.").format(name=name)
    return out


class HelsinkiWords:
    """How the log tells Helsinki's moves (:class:`ui.log.MoveWords`)."""

    def describe(self, before: Game, move: Move, after: Game, name: str) -> str:
        return describe(before, move, after, name)

    def merge(self, last: tuple[Move, str], move: Move, before: Game, after: Game,
              name: str) -> str | None:  # fmt: skip
        return merge(last, move, before, after, name)

    def ends_turn(self, move: Move) -> bool:
        return move.kind == Kind.END
