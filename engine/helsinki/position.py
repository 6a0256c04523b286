"""The position notation: a whole game state as text, as FEN is for chess (``docs/position.md``).

A position is one ``field: value`` line per part of the state, in a fixed order, written with
the move notation's squares, cards and actions. :func:`write_position` writes a game's state;
:func:`read_position` reads it back into a :class:`~engine.helsinki.game.Game` whose history starts
empty and whose :attr:`~engine.helsinki.game.Game.ply` counts on from the position's ``moves``: the
game read has the state hash of the one written, and continues exactly as it does.

The reader checks the text, then the state (:mod:`engine.helsinki.consistency`), and raises
:class:`PositionError` naming the line for anything malformed or inconsistent. To be easy to
write by hand it also takes comments (``#``) and blank lines, fields in any order, the fields
that have a default left out, hands and sets in any order, and a pile that ends in ``...`` (the
rest of the cards). What :func:`write_position` writes is the one canonical form.
"""

from __future__ import annotations

import json
import os
from collections import Counter
from collections.abc import Iterator

from engine.errors import OptionsError, PositionError
from engine.helsinki import bitboard as bb
from engine.helsinki.components import (
    CARDS,
    COATS_OF_ARMS,
    COLOUR_LETTERS,
    FIRST_GAME_COVERED,
    POINTS_ACTION_VALUE,
    SUPERSTRUCTURES,
    TILE_COPIES,
    TILE_KINDS,
    TILE_SIZES,
    WILD,
    WILD_TILES,
    Action,
    dry_roads_bonuses,
)
from engine.helsinki.consistency import (
    Inconsistency,
    Part,
    SeatPart,
    card_groups,
    check_consistency,
    seat_field,
    tile_kind_of,
    tile_name,
)
from engine.helsinki.game import RULESET_VERSION, Game
from engine.helsinki.options import Options, Variant
from engine.helsinki.player import PlayerState
from engine.helsinki.position_values import (
    KEPT,
    WAIVED,
    actions_of,
    read_actions,
    read_bonus,
    read_cards_list,
    read_display,
    read_hand_limit,
    read_numbers,
    read_pending_tile,
    read_pile,
    read_players,
    read_ruleset,
    read_squares,
    read_step,
    read_tile_supply,
    read_tiles,
    read_token,
    read_variant,
)
from engine.position_text import (
    CHOSEN,
    EMPTY_SLOT,
    FORMAT,
    NONE,
    FieldLines,
    number_at_most,
    read_format,
    read_generator,
    read_number,
    read_position_text,
    read_seat_number,
    read_yes_no,
    with_choice,
)
from engine.rng import Rng, seed_key

SUFFIX = ".helsinki-position"
"""The usual ending of a position file's name."""


_LARGEST = 10**18 - 1
"""No number of a position is larger (the state hash holds 64-bit integers)."""




# ------------------------------------------------------------------- writing


def write_position(game: Game) -> str:
    """The state of ``game`` in the position notation: one line a field, in a fixed order."""
    return "".join(f"{field}: {value}\n" for field, value in _fields(game))


def _fields(game: Game) -> Iterator[tuple[str, str]]:
    options = game.options
    yield Part.FORMAT, FORMAT
    yield Part.RULESET, RULESET_VERSION
    yield Part.PLAYERS, str(game.n)
    yield Part.VARIANT, str(options.variant)
    yield Part.DRY_ROADS, _yes_no(options.dry_roads)
    yield Part.COVERED, _write_actions(game.covered) + _chosen(options.cover is not None)
    yield Part.START_SEAT, str(game.start_seat) + _chosen(options.start_seat is not None)
    yield Part.GENERATOR, _write_generator(game)
    yield Part.MOVES, str(game.ply)
    yield Part.ROUND, str(game.round)
    yield Part.TURN, f"seat {game.seat}"
    yield Part.STEP, game.phase.name.lower()
    yield Part.MOVED, _yes_no(game.moved)
    yield Part.DREW, _yes_no(game.drew)
    yield Part.BUILDS, str(game.builds)
    yield Part.ACTIVE, _write_actions(game.active)
    yield Part.PENDING_TILE, tile_name(game.pending_kind) if game.pending_kind >= 0 else NONE
    yield Part.PENDING_SUPERSTRUCTURES, str(game.pending_ss)
    yield Part.PENDING_WILD_TILES, str(game.pending_wild)
    yield Part.LAST_TILE, _write_squares(game.last_tile)
    yield Part.FINAL_ROUND, _yes_no(game.final_round)
    yield Part.DISCARDERS, _write_numbers(game.discarders)
    yield Part.DISPLAY, " ".join(CARDS[c].notation if c >= 0 else EMPTY_SLOT for c in game.display)
    yield Part.PILE, _write_cards(game.pile[::-1])
    yield Part.DISCARD, _write_cards(game.discard[::-1])
    yield Part.TILE_SUPPLY, ", ".join(f"{tile_name(k)} {n}" for k, n in enumerate(game.tiles))
    yield Part.WILD_TILE_SUPPLY, str(game.wild_tiles)
    yield Part.SUPERSTRUCTURE_SUPPLY, str(game.superstructures)
    yield Part.BONUS_CARDS, _write_numbers(game.bonuses)
    for seat, player in enumerate(game.players):
        for part, value in _seat_fields(player):
            yield seat_field(seat, part), value


def _seat_fields(player: PlayerState) -> Iterator[tuple[SeatPart, str]]:
    tiles = "; ".join(f"{COLOUR_LETTERS[c]} {bb.square_list(m)}" for c, m in player.tiles)
    until = player.nolimit_until
    yield SeatPart.TOKEN, str(player.space) if player.space >= 0 else NONE
    yield SeatPart.HAND, _write_cards(player.hand)
    yield SeatPart.TILES, tiles or NONE
    yield SeatPart.SUPERSTRUCTURES, _write_squares(player.superstructures)
    yield SeatPart.COATS_OF_ARMS, _write_squares(player.coats)
    yield SeatPart.MEADOW, str(player.meadow)
    yield SeatPart.USED_ACTIONS, _write_actions(player.used)
    yield SeatPart.POINTS, str(player.points)
    yield SeatPart.BONUS_CARD, str(player.bonus) if player.bonus else NONE
    yield SeatPart.HAND_LIMIT, f"{WAIVED}{until}" if until >= 0 else KEPT


def _write_generator(game: Game) -> str:
    """``seed S`` when the generator's key is the seed's (always, in played games), else the key."""
    seed, rng = game.seed, game.rng
    if seed_key(seed) == rng.key:
        origin = json.dumps(seed) if isinstance(seed, str) else str(seed)
        return f"seed {origin}, counter {rng.counter}"
    return f"key {rng.key.hex()}, counter {rng.counter}"


def _yes_no(value: bool) -> str:
    return "yes" if value else "no"


def _chosen(chosen: bool) -> str:
    return CHOSEN if chosen else ""


def _write_cards(cards: list[int]) -> str:
    return " ".join(CARDS[c].notation for c in cards) or NONE


def _write_squares(mask: int) -> str:
    return bb.square_list(mask) or NONE


def _write_actions(mask: int) -> str:
    return " ".join(a.notation for a in Action if mask >> a & 1) or NONE


def _write_numbers(values: list[int]) -> str:
    return " ".join(map(str, values)) or NONE


# ------------------------------------------------------------------- reading


def read_position(text: str) -> Game:
    """The game at the position ``text``; raises :class:`PositionError` saying what is wrong.

    The game's :attr:`~engine.helsinki.game.Game.origin` is the position in its canonical form.
    """
    lines = FieldLines(text)
    game = Game.__new__(Game)
    _read_set_up(lines, game)
    _read_turn(lines, game)
    rest = _read_cards(lines, game)
    game.players = [_read_seat(lines, seat) for seat in range(game.n)]
    _read_supplies(lines, game)
    lines.check_all_read(game.n)
    if rest:
        _add_the_rest_of_the_cards(game)
    try:
        check_consistency(game)
    except Inconsistency as error:
        raise PositionError(lines.where(error.field) + error.message) from None
    game.origin = write_position(game)
    return game


def read_position_file(path: str | os.PathLike[str]) -> Game:
    """The game at the position in a file; raises :class:`PositionError` (one line, which
    leaves the path to the caller) if none."""
    return read_position(read_position_text(path))








def _read_set_up(lines: FieldLines, game: Game) -> None:
    lines.need(Part.FORMAT, read_format)
    lines.need(Part.RULESET, read_ruleset)
    game.n = lines.need(Part.PLAYERS, read_players)
    variant = lines.get(Part.VARIANT, read_variant) or Variant.ALL_ACTIONS
    dry_roads = bool(lines.get(Part.DRY_ROADS, read_yes_no))
    covered = lines.get(Part.COVERED, with_choice(read_actions))
    if covered is None and variant == Variant.NEW_CHALLENGES:
        raise PositionError(f"the field '{Part.COVERED}' is missing (new challenges cover "
                            "five actions)")  # fmt: skip
    mask, cover_chosen = covered or (_covered_by(variant), False)
    start, start_chosen = lines.need(Part.START_SEAT, with_choice(read_number))
    if start >= game.n:
        raise PositionError(lines.where(Part.START_SEAT) + f"no seat {start} in a "
                            f"{game.n}-player game")  # fmt: skip
    cover = actions_of(mask) if cover_chosen else None
    try:
        game.options = Options(variant, dry_roads, cover, start if start_chosen else None)
    except OptionsError as error:  # only the covered actions can be wrong here
        raise PositionError(lines.where(Part.COVERED) + str(error)) from None
    game.covered = mask
    game.start_seat = start
    game.seed, key, counter = lines.need(Part.GENERATOR, read_generator)
    game.rng = Rng(key, counter)
    game.start_ply = lines.need(Part.MOVES, read_number)
    game.history = []
    game.origin = None
    game.edited()


def _covered_by(variant: Variant) -> int:
    """The actions a variant covers when the position does not say (not new challenges)."""
    if variant == Variant.FIRST_GAME:
        return sum(1 << action for action in FIRST_GAME_COVERED)
    return 0


def _read_turn(lines: FieldLines, game: Game) -> None:
    game.round = lines.get(Part.ROUND, read_number) or 0
    game.seat = lines.need(Part.TURN, read_seat_number)
    game.phase = lines.need(Part.STEP, read_step)
    game.moved = bool(lines.get(Part.MOVED, read_yes_no))
    game.drew = bool(lines.get(Part.DREW, read_yes_no))
    game.builds = lines.get(Part.BUILDS, number_at_most(2)) or 0
    game.active = lines.get(Part.ACTIVE, read_actions) or 0
    pending = lines.get(Part.PENDING_TILE, read_pending_tile)
    game.pending_kind = -1 if pending is None else pending
    game.pending_ss = lines.get(Part.PENDING_SUPERSTRUCTURES, number_at_most(max(TILE_SIZES))) or 0
    game.pending_wild = lines.get(Part.PENDING_WILD_TILES, number_at_most(2)) or 0
    game.last_tile = lines.get(Part.LAST_TILE, read_squares) or 0
    game.final_round = bool(lines.get(Part.FINAL_ROUND, read_yes_no))
    game.discarders = lines.get(Part.DISCARDERS, read_numbers) or []
    for seat in game.discarders:
        if seat >= game.n or game.discarders.count(seat) > 1:
            raise PositionError(lines.where(Part.DISCARDERS) + "distinct seat numbers, each "
                                f"below {game.n}")  # fmt: skip


def _read_cards(lines: FieldLines, game: Game) -> bool:
    """Read the display, the pile and the discard; whether the pile ends with the rest."""
    game.display = lines.need(Part.DISPLAY, read_display)
    top_first, rest = lines.need(Part.PILE, read_pile)
    game.pile = top_first[::-1]
    game.discard = (lines.get(Part.DISCARD, read_cards_list) or [])[::-1]
    return rest


def _read_seat(lines: FieldLines, seat: int) -> PlayerState:
    def field(part: SeatPart) -> str:
        return seat_field(seat, part)

    player = PlayerState()
    player.space = lines.need(field(SeatPart.TOKEN), read_token)
    player.hand = sorted(lines.need(field(SeatPart.HAND), read_cards_list))
    player.tiles = lines.get(field(SeatPart.TILES), read_tiles) or []
    for colour, mask in player.tiles:
        player.built |= mask
        player.colours[colour] |= mask
    player.superstructures = lines.get(field(SeatPart.SUPERSTRUCTURES), read_squares) or 0
    player.meadow = lines.get(field(SeatPart.MEADOW), number_at_most(len(COATS_OF_ARMS))) or 0
    player.used = lines.get(field(SeatPart.USED_ACTIONS), read_actions) or 0
    coats = lines.get(field(SeatPart.COATS_OF_ARMS), read_squares)
    player.coats = _coats_left(player) if coats is None else coats
    points = lines.get(field(SeatPart.POINTS), read_number)
    spent_on_points = player.used >> Action.POINTS & 1
    player.points = POINTS_ACTION_VALUE * spent_on_points if points is None else points
    player.bonus = lines.get(field(SeatPart.BONUS_CARD), read_bonus) or 0
    until = lines.get(field(SeatPart.HAND_LIMIT), read_hand_limit)
    player.nolimit_until = -1 if until is None else until
    return player


def _coats_left(player: PlayerState) -> int:
    """The coats of arms on the board when the position does not say: those no tile covers,
    less (the board's first ones) any that the meadow and the used actions hold beyond what
    the tiles took."""
    uncovered = [square for square in COATS_OF_ARMS if not player.built >> square & 1]
    taken = len(COATS_OF_ARMS) - len(uncovered)
    beyond = max(0, player.meadow + player.used.bit_count() - taken)
    return bb.mask_of(uncovered[beyond:])


def _read_supplies(lines: FieldLines, game: Game) -> None:
    """The supplies and bonus cards as written, or else what no board holds."""
    built = Counter(tile_kind_of(c, m) for p in game.players for c, m in p.tiles)
    full = [TILE_COPIES[k % len(TILE_SIZES)] - built[k] for k in range(TILE_KINDS)]
    if game.pending_kind >= 0:
        full[game.pending_kind] -= 1
    game.tiles = lines.get(Part.TILE_SUPPLY, read_tile_supply) or full
    wild = sum(p.colours[WILD].bit_count() for p in game.players)
    wild_tiles = lines.get(Part.WILD_TILE_SUPPLY, read_number)
    game.wild_tiles = WILD_TILES - wild if wild_tiles is None else wild_tiles
    placed = sum(p.superstructures.bit_count() for p in game.players) + game.pending_ss
    superstructures = lines.get(Part.SUPERSTRUCTURE_SUPPLY, read_number)
    game.superstructures = SUPERSTRUCTURES - placed if superstructures is None else superstructures
    taken = sum(1 for p in game.players if p.bonus)
    left = list(dry_roads_bonuses(game.n))[taken:] if game.options.dry_roads else []
    bonuses = lines.get(Part.BONUS_CARDS, read_numbers)
    game.bonuses = left if bonuses is None else bonuses


def _add_the_rest_of_the_cards(game: Game) -> None:
    """Put under the pile the cards in play that no place holds, in card order (``...``)."""
    placed = Counter(game.pile + game.discard + [c for c in game.display if c >= 0])
    for player in game.players:
        placed.update(player.hand)
    rest: list[int] = []
    for _, kinds, in_play in card_groups(game.n):
        missing = in_play - sum(placed[kind] for kind in kinds)
        for kind in sorted(kinds):
            count = max(0, min(CARDS[kind].copies - placed[kind], missing))
            rest += [kind] * count
            missing -= count
    rest.sort()
    game.pile[:0] = rest[::-1]
