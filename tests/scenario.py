"""Building rule scenarios: a real set-up, changed in the position notation.

A scenario starts from ``Game.new`` and the start player's ``place`` move, so everything the
test does not mention (pile, display, the other seats) is a genuine set-up. That game is written
in the position notation (``docs/position.md``), the lines the test cares about are replaced, and
the text is read back with ``read_position``: every scenario is checked like any position
(tiles of their real shapes, every card and component in one place, the step agreeing with the
turn). For example::

    game = position(space=3, moved=True, hand=["r1/2", "w"], meadow=1,
                    tiles=[("r", "c3,c4")], superstructures="c3")

is a two-player game where seat 0, the start player, has just moved onto senate space 3 (east
side) and waits to draw or build, holding a red "1" and a wild card, with one coat of arms in
its meadow and a red tile on c3-c4 carrying a superstructure. Anything else is written as
position lines, for any seat (a line without a colon continues the one before)::

    game = position(lines='''
        seat 1 tiles: p a1,b1,c1; p a2,b2,c2;
            p a3,b3,c3
        seat 1 meadow: 1
    ''')

The supplies, the bonus cards, the points and the coats of arms on the boards are left to the
reader, which works them out from the rest (``docs/position.md``). Hands, given as keywords or
lines, are dealt from the set-up's cards: see :func:`position`. Square names follow
``docs/notation.md`` (``a1`` north-west, ``d4`` the statue); cards are written in card notation
(``b4/3++``, ``w``).
"""

from __future__ import annotations

from collections.abc import Iterable

import pytest

from engine.helsinki import Action, Game, HelsinkiMoveError, Move, Options, Rule, Variant
from engine.helsinki import bitboard as bb
from engine.helsinki.components import CARD_BY_NOTATION
from engine.helsinki.position import read_position, write_position

_DERIVED = ("tile supply", "wild tile supply", "superstructure supply", "bonus cards")
"""Lines that follow from the boards: a scenario leaves them to the reader."""
_SEAT_DERIVED = ("coats of arms", "points")


def card(notation: str) -> int:
    """The card index of a card written in notation, e.g. ``card("g4/3++")``."""
    return CARD_BY_NOTATION[notation]


def cards(notations: Iterable[str]) -> list[int]:
    """Sorted card indices (the order of a hand) of cards written in notation."""
    return sorted(card(n) for n in notations)


def squares(names: str) -> int:
    """The mask of squares written ``"c3,c4"`` (commas or spaces); ``""`` is the empty mask."""
    return bb.mask_of([bb.parse_square(n) for n in names.replace(",", " ").split()])


def names(mask: int) -> set[str]:
    """The square names of a mask, as a set (handy in assertions)."""
    return {bb.square_name(s) for s in bb.squares(mask)}


def legal(game: Game) -> list[str]:
    """The legal moves of the current step, in notation."""
    return [str(m) for m in game.legal_moves()]


def legal_of(game: Game, word: str) -> list[str]:
    """The legal moves whose notation starts with ``word`` (``"move"``, ``"act"``, ...)."""
    return [m for m in legal(game) if m.split()[0] == word]


def refused(game: Game, move: Move | str, rule: Rule, match: str | None = None) -> None:
    """Assert that playing ``move`` (or its text) is refused for breaking ``rule`` (and the
    state is kept)."""
    before = game.state_hash()
    with pytest.raises(HelsinkiMoveError, match=match) as error:
        game.play(Move.parse(move) if isinstance(move, str) else move)
    assert error.value.violation.rule == rule
    assert game.state_hash() == before


def position(
    players: int = 2,
    seed: int | str = 1,
    *,
    variant: Variant = Variant.ALL_ACTIONS,
    cover: Iterable[Action] | None = None,
    dry_roads: bool = False,
    place: int = 0,
    space: int | None = None,
    moved: bool = False,
    hand: Iterable[str] | None = None,
    meadow: int = 0,
    used: Iterable[Action] = (),
    tiles: Iterable[tuple[str, str]] = (),
    superstructures: str = "",
    pile: int | None = None,
    lines: str = "",
) -> Game:
    """A game where seat 0, the start player, is about to play its first turn.

    - ``players``, ``seed``, ``variant``, ``cover``, ``dry_roads``: the set-up (seat 0 starts).
    - ``place``: the senate space of the start player's ``place`` move (the others follow).
    - ``space``: seat 0's token is on this senate space (default: where ``place`` put it).
    - ``moved``: the token has moved there this turn, and the game waits in :attr:`Phase.MAIN`
      for a draw or a build; otherwise it waits in :attr:`Phase.MOVE`.
    - ``hand``: seat 0's hand, in card notation (default: the two cards dealt).
    - ``meadow``: coats of arms in seat 0's meadow; ``used``: actions already spent by seat 0.
      Coats of arms under tiles have left the board; those of the meadow and the used actions
      come off it too, the board's first ones (b2, f2, f6, ...) if no tile took them.
    - ``tiles``: seat 0's tiles, as (colour letter, squares) in build order, e.g.
      ``("r", "c3,c4")``, colour ``"w"`` for wild tiles. Each has the shape of a tile of its
      colour and size; the supply has as many fewer.
    - ``superstructures``: squares of seat 0's superstructures; they lie on those tiles.
    - ``pile``: how many cards stay on the pile, the top ones; the others are discarded.
    - ``lines``: position lines that replace the set-up's, for any part of the state.

    Hands (``hand`` or ``seat N hand`` lines) are dealt from the set-up's cards: the seat's
    old hand goes under the pile, then each card is taken from the discard pile, the pile (its
    lowest copy), or else the display or another hand, which get the pile's top card instead.
    """
    options = Options(variant, dry_roads, None if cover is None else tuple(cover), start_seat=0)
    game = Game.new(players, seed, options)
    game.play(Move.parse(f"place {place}"))
    fields = _fields(game)
    if space is not None:
        fields["seat 0 token"] = str(space)
    if moved:
        fields.update({"step": "main", "moved": "yes"})
    if meadow:
        fields["seat 0 meadow"] = str(meadow)
    if used:
        fields["seat 0 used actions"] = " ".join(a.notation for a in used)
    if tiles:
        fields["seat 0 tiles"] = "; ".join(f"{colour} {where}" for colour, where in tiles)
    if superstructures:
        fields["seat 0 superstructures"] = superstructures
    if pile is not None:
        cards_ = fields["pile"].split()
        fields["pile"] = " ".join(cards_[:pile]) or "none"
        fields["discard"] = " ".join(cards_[pile:]) or "none"
    given = _fields_of(lines)
    if hand is not None:
        given.setdefault("seat 0 hand", " ".join(hand) or "none")
    for seat in range(players):
        dealt = given.pop(f"seat {seat} hand", None)
        if dealt is not None:
            _deal(fields, seat, dealt.split() if dealt != "none" else [], players)
    fields.update(given)
    return read_position("".join(f"{key}: {value}\n" for key, value in fields.items()))


def _fields(game: Game) -> dict[str, str]:
    """The lines of a game's position, but for those the reader works out."""
    fields = dict(line.split(": ", 1) for line in write_position(game).splitlines())
    for key in _DERIVED:
        del fields[key]
    for seat in range(game.n):
        for part in _SEAT_DERIVED:
            del fields[f"seat {seat} {part}"]
    return fields


def _fields_of(lines: str) -> dict[str, str]:
    """Position lines written in a test as a dict; a line without a colon continues the one
    before (so that long values fit in the test's lines)."""
    fields: dict[str, str] = {}
    key = ""
    for line in lines.splitlines():
        if ":" in line:
            key, value = line.split(":", 1)
            key = key.strip()
            fields[key] = value.strip()
        elif line.strip():
            fields[key] += " " + line.strip()
    return fields


def _deal(fields: dict[str, str], seat: int, hand: list[str], players: int) -> None:
    """Give ``seat`` the cards of ``hand``, taken from where the set-up put them."""

    def words(key: str) -> list[str]:
        return [] if fields[key] == "none" else fields[key].split()

    pile, discard, display = words("pile"), words("discard"), fields["display"].split()
    hands = {other: words(f"seat {other} hand") for other in range(players) if other != seat}
    pile += words(f"seat {seat} hand")
    for wanted in hand:
        if wanted in discard:
            discard.remove(wanted)
        elif wanted in pile:
            del pile[len(pile) - 1 - pile[::-1].index(wanted)]
        elif wanted in display:
            display[display.index(wanted)] = pile.pop(0)
        else:
            holder = next((h for h in hands.values() if wanted in h), None)
            if holder is None:
                raise ValueError(f"{wanted} is not in play in this game (the set-up removed "
                                 "it): choose another seed")  # fmt: skip
            holder[holder.index(wanted)] = pile.pop(0)
    fields["pile"] = " ".join(pile) or "none"
    fields["discard"] = " ".join(discard) or "none"
    fields["display"] = " ".join(display)
    fields[f"seat {seat} hand"] = " ".join(hand) or "none"
    for other, cards_ in hands.items():
        fields[f"seat {other} hand"] = " ".join(cards_) or "none"
