"""The move log in plain words: "Anna moved 2 spaces and took a blue 3 and a wild card."

:func:`describe` reads the states before and after a move, so it tells what happened (cards
taken from the display, a bonus card, coats of arms, the Dry roads bonus), never what was hidden:
cards drawn from the pile are counted, not named.
"""

from __future__ import annotations

from collections import Counter

from engine import bitboard as bb
from engine.components import CARD_COLOUR, CARD_ROOFS, Action
from engine.game import Game
from engine.moves import Kind, Move
from ui.i18n import action_name, card_name, colour_name, tr


def card_list(cards: list[int]) -> str:
    names = [card_name(c) for c in cards]
    if not names:
        return tr("nothing")
    if len(names) == 1:
        return names[0]
    return tr("{first} and {last}").format(first=", ".join(names[:-1]), last=names[-1])


def squares_text(mask: int) -> str:
    return ", ".join(bb.square_name(s) for s in bb.squares(mask))


def describe(before: Game, move: Move, after: Game, name: str) -> str:
    """One sentence for ``move``, played by ``name`` from ``before`` to ``after``."""
    seat = before.to_move
    assert seat is not None
    was, now = before.players[seat], after.players[seat]
    kind = move.kind
    extra: list[str] = []
    if kind == Kind.PLACE:
        text = tr("{name} put the first token on senate space {n}.").format(name=name, n=move.a)
    elif kind == Kind.MOVE:
        if move.a == -1:
            text = tr("{name} moved 1 space back.").format(name=name)
        elif move.a == 1:
            text = tr("{name} moved 1 space.").format(name=name)
        else:
            text = tr("{name} moved {n} spaces.").format(name=name, n=move.a)
    elif kind == Kind.DRAW:
        space = was.space
        taken = [before.display[s] for s in (space, (space + 1) % 8) if before.display[s] >= 0]
        text = tr("{name} took {cards}.").format(name=name, cards=card_list(taken))
        hidden = len(now.hand) - len(was.hand) - len(taken)
        if hidden > 0:
            extra.append(tr("{name} also drew a card from the pile.").format(name=name))
    elif kind == Kind.BUILD:
        shown = move.cards[0]
        text = tr("{name} played {cards} to build a {colour} tile with {roofs} roofs.").format(
            name=name,
            cards=card_list(list(move.cards)),
            colour=colour_name(CARD_COLOUR[shown]),
            roofs=CARD_ROOFS[shown],
        )
    elif kind == Kind.PUSH:
        text = tr("{name} pushed the tile onto {squares}.").format(
            name=name, squares=squares_text(move.a)
        )
        bonus = len(now.hand) - len(was.hand)
        if bonus > 0:
            extra.append(tr("It touches a tile of its colour: {name} drew a bonus card.").format(
                name=name))  # fmt: skip
    elif kind == Kind.SS:
        text = tr("{name} put superstructures on {squares}.").format(
            name=name, squares=squares_text(move.a)
        )
    elif kind == Kind.WILD:
        text = tr("{name} placed a wild tile on {square}.").format(
            name=name, square=bb.square_name(move.a)
        )
    elif kind == Kind.ACT:
        text = tr("{name} spent a coat of arms on “{action}”.").format(
            name=name, action=action_name(Action(move.a))
        )
        if move.a == Action.POINTS:
            extra.append(tr("{name} scored 2 points.").format(name=name))
    elif kind == Kind.RELOCATE:
        text = tr("{name} moved a superstructure from {a} to {b}.").format(
            name=name, a=bb.square_name(move.a), b=bb.square_name(move.b)
        )
    elif kind == Kind.DISCARD:
        text = tr("{name} discarded {card}.").format(name=name, card=card_name(move.a))
    else:
        text = tr("{name} ended the turn.").format(name=name)
    coats = now.meadow - was.meadow + (1 if kind == Kind.ACT else 0)
    if coats > 0 and kind in (Kind.PUSH, Kind.WILD):
        extra.append(tr("{name} took %n coat(s) of arms.", None, coats).format(name=name))
    if now.bonus and not was.bonus:
        extra.append(tr("{name} connected all visitors: Dry roads bonus of {n} points!").format(
            name=name, n=now.bonus))  # fmt: skip
    if after.is_over:
        winner = after.winner
        assert winner is not None
        extra.append(tr("The game is over."))
    return " ".join([text, *extra])


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
