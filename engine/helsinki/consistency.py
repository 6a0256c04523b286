"""What makes a game state consistent: the checks a position passes before it becomes a game.

Every state reached by play passes them; a position written by hand, or damaged, may not.
:func:`check_consistency` raises :class:`Inconsistency` for the first problem it finds and names
the part of the state where it shows, by the name the position notation gives it (the parts,
:class:`Part` and :class:`SeatPart`, are that notation's fields: ``docs/position.md``).

The checks are those of the physical game (every card, tile, superstructure and coat of arms is
in exactly one place, tiles have their shapes) and of the rules (the step the game waits for
agrees with the turn so far, a player joining the crosswalks takes a bonus card, hand limits);
a position need not be reachable from a set-up, only free of contradictions, and not stuck.
"""

from __future__ import annotations

from collections import Counter
from collections.abc import Iterable
from enum import StrEnum
from typing import NoReturn

from engine.helsinki import bitboard as bb
from engine.helsinki.components import (
    BOARD_SIZE,
    CARD_COLOUR,
    CARD_NUMBER,
    CARDS,
    COATS_OF_ARMS,
    COLOUR_LETTERS,
    FIRST_GAME_COVERED,
    HAND_LIMIT,
    NEW_CHALLENGES_COVERED,
    POINTS_ACTION_VALUE,
    STATUE,
    SUPERSTRUCTURES,
    TILE_COPIES,
    TILE_KINDS,
    TILE_SHAPES,
    TILE_SIZES,
    WILD,
    WILD_TILES,
    Action,
    Colour,
    dry_roads_bonuses,
    removal_groups,
    tile_kind,
)
from engine.helsinki.game import Game, Phase, dry_roads_connected
from engine.helsinki.moves import Move
from engine.helsinki.options import Variant


class Part(StrEnum):
    """The parts of a game's state, named as the position notation's fields."""

    FORMAT = "format"
    RULESET = "ruleset"
    PLAYERS = "players"
    VARIANT = "variant"
    DRY_ROADS = "dry roads"
    COVERED = "covered"
    START_SEAT = "start seat"
    GENERATOR = "generator"
    MOVES = "moves"
    ROUND = "round"
    TURN = "turn"
    STEP = "step"
    MOVED = "moved"
    DREW = "drew"
    BUILDS = "builds"
    ACTIVE = "active actions"
    PENDING_TILE = "pending tile"
    PENDING_SUPERSTRUCTURES = "pending superstructures"
    PENDING_WILD_TILES = "pending wild tiles"
    LAST_TILE = "last tile"
    FINAL_ROUND = "final round"
    DISCARDERS = "discarders"
    DISPLAY = "display"
    PILE = "pile"
    DISCARD = "discard"
    TILE_SUPPLY = "tile supply"
    WILD_TILE_SUPPLY = "wild tile supply"
    SUPERSTRUCTURE_SUPPLY = "superstructure supply"
    BONUS_CARDS = "bonus cards"


class SeatPart(StrEnum):
    """The parts of one seat's state; the notation's field is ``seat N <part>``."""

    TOKEN = "token"
    HAND = "hand"
    TILES = "tiles"
    SUPERSTRUCTURES = "superstructures"
    COATS_OF_ARMS = "coats of arms"
    MEADOW = "meadow"
    USED_ACTIONS = "used actions"
    POINTS = "points"
    BONUS_CARD = "bonus card"
    HAND_LIMIT = "hand limit"


def seat_field(seat: int, part: SeatPart) -> str:
    """The notation's field of a seat's part, e.g. ``seat 0 tiles``."""
    return f"seat {seat} {part}"


class Inconsistency(ValueError):
    """A state that contradicts the game; ``field`` names where (None: several places)."""

    def __init__(self, field: str | None, message: str) -> None:
        super().__init__(message if field is None else f"{field}: {message}")
        self.field = field
        self.message = message


def _fail(field: str | None, message: str) -> NoReturn:
    raise Inconsistency(field, message)


def tile_name(kind: int) -> str:
    """A tile kind as players know it, colour letter and roofs: ``r/3`` is the red 3-roof tile."""
    colour, size = divmod(kind, len(TILE_SIZES))
    return f"{COLOUR_LETTERS[colour]}/{TILE_SIZES[size]}"


def tile_kind_of(colour: int, mask: int) -> int | None:
    """The kind of a pavilion tile of ``colour`` on ``mask``, or None if no tile has its shape."""
    size = mask.bit_count()
    if colour == WILD or size not in TILE_SIZES:
        return None
    kind = tile_kind(colour, size)
    return kind if _cells(mask) in _ORIENTATIONS[kind] else None


def card_groups(players: int) -> list[tuple[str, frozenset[int], int]]:
    """Kinds of card whose copies in play add up to a fixed number: (what players call them,
    the kinds, copies in play).

    The set-up removes copies from groups of kinds (:func:`removal_groups`); which copies is the
    seed's choice, so only each group's total is fixed. Every other kind is in play in full.
    """
    groups = [
        (_group_name(kinds), kinds, sum(CARDS[k].copies for k in kinds) - removed)
        for kinds, removed in removal_groups(players)
    ]
    grouped = frozenset().union(*(kinds for _, kinds, _ in groups))
    groups += [
        (f"{c.notation} cards", frozenset((c.index,)), c.copies)
        for c in CARDS
        if c.index not in grouped
    ]
    return groups


def _group_name(kinds: frozenset[int]) -> str:
    """How players call the cards of a removal: ``red "1" cards``, ``"5" cards``, ``wild cards``."""
    colours = {CARD_COLOUR[k] for k in kinds}
    number = CARD_NUMBER[min(kinds)]
    if colours == {WILD}:
        return "wild cards"
    if len(colours) == 1:
        return f'{Colour(colours.pop()).name.lower()} "{number}" cards'
    return f'"{number}" cards'


def check_consistency(game: Game) -> None:
    """Raise :class:`Inconsistency` for the first contradiction in ``game``'s state."""
    _check_options(game)
    _check_cards(game)
    for seat in range(game.n):
        _check_board(game, seat)
    _check_supplies(game)
    _check_dry_roads(game)
    _check_turn(game)
    _check_step(game)
    _check_hand_limits(game)
    if not game.is_over and not game.legal_moves():
        _fail(Part.STEP, f"the game waits for its {_step(game)} step, but no move is legal")


# ----------------------------------------------------------------- set-up


def _check_options(game: Game) -> None:
    options = game.options
    if not 0 <= game.start_seat < game.n:
        _fail(Part.START_SEAT, f"no seat {game.start_seat} in a {game.n}-player game")
    if options.start_seat is not None and options.start_seat != game.start_seat:
        _fail(Part.START_SEAT, "the chosen start seat is another")
    if not 0 <= game.seat < game.n:
        _fail(Part.TURN, f"no seat {game.seat} in a {game.n}-player game")
    if options.variant == Variant.FIRST_GAME:
        expected: int | None = _mask(FIRST_GAME_COVERED)
    elif options.variant == Variant.ALL_ACTIONS:
        expected = 0
    elif options.cover is not None:
        expected = _mask(options.cover)
    else:
        expected = None
        if game.covered.bit_count() != NEW_CHALLENGES_COVERED:
            _fail(Part.COVERED, f"new challenges cover {NEW_CHALLENGES_COVERED} actions")
    if expected is not None and game.covered != expected:
        _fail(Part.COVERED, f"the {options.variant} variant covers {_actions(expected)}")


def _check_cards(game: Game) -> None:
    """Every card in play is in one place, and the places hold what the player count has."""
    hands = [card for player in game.players for card in player.hand]
    shown = [card for card in game.display if card >= 0]
    counts = Counter(game.pile + game.discard + shown + hands)
    for card, count in counts.items():
        if count > CARDS[card].copies:
            _fail(None, f"the pile, discard, display and hands hold {count} {_card(card)}; "
                        f"the game has {CARDS[card].copies}")  # fmt: skip
    for name, kinds, in_play in card_groups(game.n):
        count = sum(counts[kind] for kind in kinds)
        if count != in_play:
            _fail(None, f"the pile, discard, display and hands hold {count} {name}; "
                        f"a {game.n}-player game has {in_play}")  # fmt: skip


# ------------------------------------------------------------------ boards


def _check_board(game: Game, seat: int) -> None:
    player = game.players[seat]
    field = seat_field(seat, SeatPart.TILES)
    covered = bb.bit(STATUE)
    for colour, mask in player.tiles:
        written = f"{COLOUR_LETTERS[colour]} {_squares(mask)}"
        if mask & covered:
            where = "the statue" if mask & covered & bb.bit(STATUE) else "another tile"
            _fail(field, f"the tile {written} lies on {where} ({_squares(mask & covered)})")
        covered |= mask
        if colour == WILD and mask.bit_count() != 1:
            _fail(field, f"the wild tile {written} must cover one square")
        if colour != WILD and tile_kind_of(colour, mask) is None:
            _fail(field, f"no {Colour(colour).name.lower()} tile has the shape of {written}")
    off_roof = player.superstructures & ~player.roofs
    if off_roof:
        what = "the statue" if off_roof & bb.bit(STATUE) else "no roof"
        _fail(seat_field(seat, SeatPart.SUPERSTRUCTURES),
              f"a superstructure on {_squares(off_roof)}, which is {what}")  # fmt: skip
    coats = seat_field(seat, SeatPart.COATS_OF_ARMS)
    if player.coats & ~_COATS:
        _fail(coats, f"no coat of arms is printed on {_squares(player.coats & ~_COATS)}")
    if player.coats & player.built:
        _fail(coats, f"a coat of arms on {_squares(player.coats & player.built)} lies under a "
                     "tile (covering a coat of arms takes it)")  # fmt: skip
    spent, left = player.used.bit_count(), player.coats.bit_count()
    if player.meadow + spent + left > len(COATS_OF_ARMS):
        _fail(seat_field(seat, SeatPart.MEADOW),
              f"{player.meadow} in the meadow, {spent} spent on actions and {left} left on "
              f"the board make more than a board's {len(COATS_OF_ARMS)} coats of arms")  # fmt: skip
    if player.used & game.covered:
        _fail(seat_field(seat, SeatPart.USED_ACTIONS),
              f"{_actions(player.used & game.covered)} is covered in this game")  # fmt: skip
    points = POINTS_ACTION_VALUE if player.used >> Action.POINTS & 1 else 0
    if player.points != points:
        _fail(seat_field(seat, SeatPart.POINTS),
              f"the track shows {points} points from actions, not {player.points}")  # fmt: skip
    waived = player.used >> Action.NOLIMIT & 1
    if not waived and player.nolimit_until != -1:
        _fail(seat_field(seat, SeatPart.HAND_LIMIT), "ignored without the action nolimit")
    if waived and not 1 <= player.nolimit_until <= game.round + 1:
        _fail(seat_field(seat, SeatPart.HAND_LIMIT),
              f"the action lasts until the end of the round after it (1 to {game.round + 1})")


def _check_supplies(game: Game) -> None:
    """The supplies hold what no board holds (nor the tile paid for and not yet pushed)."""
    built = Counter(
        tile_kind_of(colour, mask) for p in game.players for colour, mask in p.tiles
    )
    for kind in range(TILE_KINDS):
        copies = TILE_COPIES[kind % len(TILE_SIZES)]
        paid = int(game.pending_kind == kind)
        if game.tiles[kind] != copies - built[kind] - paid:
            name = tile_name(kind)
            if built[kind] + paid > copies:
                _fail(None, f"{built[kind] + paid} {name} tiles are built or paid for; "
                            f"the game has {copies}")  # fmt: skip
            _fail(Part.TILE_SUPPLY, f"{game.tiles[kind]} {name} left, but {built[kind]} of the "
                  f"{copies} are built" + (" and one is paid for" if paid else ""))  # fmt: skip
    wild = sum(p.colours[WILD].bit_count() for p in game.players)
    if wild > WILD_TILES:
        _fail(None, f"{wild} wild tiles are built; the game has {WILD_TILES}")
    if game.wild_tiles != WILD_TILES - wild:
        _fail(Part.WILD_TILE_SUPPLY, f"{game.wild_tiles} left, but {wild} of the {WILD_TILES} "
              "are built")  # fmt: skip
    placed = sum(p.superstructures.bit_count() for p in game.players) + game.pending_ss
    if placed > SUPERSTRUCTURES:
        _fail(None, f"{placed} superstructures are built or to be placed; the game has "
                    f"{SUPERSTRUCTURES}")  # fmt: skip
    if game.superstructures != SUPERSTRUCTURES - placed:
        _fail(Part.SUPERSTRUCTURE_SUPPLY, f"{game.superstructures} left, but {placed} of the "
              f"{SUPERSTRUCTURES} are built or to be placed")  # fmt: skip


def _check_dry_roads(game: Game) -> None:
    """Bonus cards go, best first, to the players who join the four crosswalks."""
    taken = sorted((p.bonus for p in game.players if p.bonus), reverse=True)
    if not game.options.dry_roads:
        if game.bonuses:
            _fail(Part.BONUS_CARDS, "bonus cards are part of Dry roads only")
        if taken:
            seat = next(s for s, p in enumerate(game.players) if p.bonus)
            _fail(seat_field(seat, SeatPart.BONUS_CARD), "bonus cards are part of Dry roads only")
        return
    cards = list(dry_roads_bonuses(game.n))
    if taken != cards[: len(taken)]:
        _fail(None, f"the bonus cards taken ({_numbers(taken)}) are not the best of "
                    f"{_numbers(cards)}")  # fmt: skip
    if game.bonuses != cards[len(taken) :]:
        _fail(Part.BONUS_CARDS, f"{_numbers(cards[len(taken):])} are left when "
              f"{_numbers(taken)} are taken")  # fmt: skip
    for seat, player in enumerate(game.players):
        joined = dry_roads_connected(player.roofs)
        if player.bonus and not joined:
            _fail(seat_field(seat, SeatPart.BONUS_CARD), "the four crosswalks are not joined")
        if joined and not player.bonus and game.bonuses:
            _fail(seat_field(seat, SeatPart.BONUS_CARD),
                  "the four crosswalks are joined: a bonus card is taken at once")


# ------------------------------------------------------------------- the turn


def _check_turn(game: Game) -> None:
    """The fields of the turn in progress agree with each other."""
    player = game.players[game.seat]
    active = game.active
    if active & ~player.used:
        _fail(Part.ACTIVE, f"seat {game.seat} has not spent {_actions(active & ~player.used)}")
    if (active & _MOVEMENT_ACTIONS).bit_count() > 1:
        _fail(Part.ACTIVE, "one movement action a turn")
    if game.moved and active & _MOVEMENT_ACTIONS:
        _fail(Part.ACTIVE, f"{_actions(active & _MOVEMENT_ACTIONS)} ends when the token moves")
    if not game.moved and active & _AFTER_MOVING:
        _fail(Part.ACTIVE, f"{_actions(active & _AFTER_MOVING)} is spent after moving")
    if game.drew and active >> Action.EXTRADRAW & 1:
        _fail(Part.ACTIVE, "extradraw ends with the draw")
    if not game.moved and (game.drew or game.builds):
        _fail(Part.MOVED, "cards are drawn and tiles built after moving")
    if game.builds > (2 if active >> Action.SECOND & 1 else 1):
        _fail(Part.BUILDS, "one build a turn, two with the action second")
    if game.drew and game.builds and not active >> Action.DRAWBUILD & 1:
        _fail(Part.DREW, "a turn has a draw or a build, both with the action drawbuild")
    _check_waiting(game)
    _check_last_tile(game)
    if not game.pile and not game.final_round:
        _fail(Part.FINAL_ROUND, "the pile is empty: the last round has begun")
    if -1 in game.display and not game.final_round:
        _fail(Part.FINAL_ROUND, "a display slot is empty: the pile ran out")


def _check_waiting(game: Game) -> None:
    """A tile, superstructures or wild tiles wait exactly while the game waits for them."""
    if (game.pending_kind >= 0) != (game.phase == Phase.PUSH):
        _fail(Part.PENDING_TILE, "a tile is paid for exactly while the game waits for its push")
    if game.pending_ss and game.phase not in (Phase.PUSH, Phase.SS):
        _fail(Part.PENDING_SUPERSTRUCTURES, "superstructures wait only for a push or an ss step")
    if (game.pending_wild > 0) != (game.phase == Phase.WILD):
        _fail(Part.PENDING_WILD_TILES, "wild tiles wait exactly while the game waits for them")


def _check_last_tile(game: Game) -> None:
    """The last tile is the seat's pavilion pushed this turn, if any was."""
    player = game.players[game.seat]
    pushed = game.builds - (1 if game.phase == Phase.PUSH else 0)
    if game.last_tile and game.last_tile not in {m for c, m in player.tiles if c != WILD}:
        _fail(Part.LAST_TILE, f"seat {game.seat} has no pavilion tile on exactly those squares")
    if bool(game.last_tile) != (pushed > 0):
        _fail(Part.LAST_TILE, f"{pushed} tile(s) pushed this turn, and the last is "
              + (_squares(game.last_tile) if game.last_tile else "none"))  # fmt: skip


def _check_step(game: Game) -> None:
    """The step the game waits for agrees with the turn, the tokens and the moves played."""
    _check_set_up(game)
    _check_between_turns(game)
    _check_turn_steps(game)
    _check_extra_steps(game)


def _check_set_up(game: Game) -> None:
    """The set-up comes exactly before the first move, which places every token."""
    phase = game.phase
    placed = [p.space >= 0 for p in game.players]
    if (phase == Phase.SETUP) != (game.ply == 0):
        _fail(Part.STEP, "the game waits for the set-up exactly before the first move")
    if phase == Phase.SETUP and any(placed):
        _fail(seat_field(placed.index(True), SeatPart.TOKEN), "tokens are placed by the first move")
    if phase != Phase.SETUP and not all(placed):
        _fail(seat_field(placed.index(False), SeatPart.TOKEN), "every token is on a senate space")
    if game.discarders and phase != Phase.DISCARD:
        _fail(Part.DISCARDERS, "players discard down to the hand limit in a discard step")


def _check_between_turns(game: Game) -> None:
    """Between turns (the set-up, the end, discards after a round) no turn is in progress."""
    phase = game.phase
    between_turns = phase in (Phase.SETUP, Phase.OVER) or bool(game.discarders)
    if between_turns:
        if phase == Phase.SETUP and game.round:
            _fail(Part.ROUND, "the set-up is in round 0")
        if game.seat != game.start_seat:
            _fail(Part.TURN, f"the start player, seat {game.start_seat}, begins every round")
        if game.moved or game.drew or game.builds or game.active or game.pending_ss:
            _fail(Part.STEP, f"no turn is in progress in the {_step(game)} step")
    if phase == Phase.OVER and not game.final_round:
        _fail(Part.FINAL_ROUND, "the game ends after the last round")


def _check_turn_steps(game: Game) -> None:
    """The steps of a turn come in their order: move, then draw or build, push, superstructures."""
    phase, player = game.phase, game.players[game.seat]
    if phase == Phase.MOVE and game.moved:
        _fail(Part.MOVED, "the token moves once a turn")
    if phase in (Phase.MAIN, Phase.PUSH, Phase.SS) and not game.moved:
        _fail(Part.MOVED, f"the {_step(game)} step comes after moving")
    if phase == Phase.MAIN and game.legal_moves() == [_END]:
        _fail(Part.STEP, "nothing is left to do but end the turn: the turn has passed")
    if phase == Phase.SS:
        if not game.pending_ss:
            _fail(Part.PENDING_SUPERSTRUCTURES, "an ss step places at least one")
        if game.pending_ss > game.last_tile.bit_count():
            _fail(Part.PENDING_SUPERSTRUCTURES, "more than the roofs of the last tile")
        if player.superstructures & game.last_tile:
            _fail(Part.LAST_TILE, "superstructures are put on the new tile together")
    if phase == Phase.PUSH and not game.builds:
        _fail(Part.BUILDS, "a tile waits for its push after a build")
    if phase == Phase.PUSH and game.pending_ss > _roofs(game.pending_kind):
        _fail(Part.PENDING_SUPERSTRUCTURES, "more than the roofs of the tile paid for")


def _check_extra_steps(game: Game) -> None:
    """The steps an action or the hand limit brings: wild tiles, a move of a superstructure,
    discards."""
    phase, player = game.phase, game.players[game.seat]
    if phase == Phase.WILD:
        wild = game.active & _mask((Action.WILD1, Action.WILD2))
        most = 2 if game.active >> Action.WILD2 & 1 else 1 if wild else 0
        if game.pending_wild > min(most, game.wild_tiles):
            _fail(Part.PENDING_WILD_TILES, "more than the actions spent and the supply give")
    if phase == Phase.RELOCATE and not game.active >> Action.RELOCATE & 1:
        _fail(Part.ACTIVE, "a superstructure is moved after spending relocate")
    if phase == Phase.DISCARD and not game.discarders:
        if len(player.hand) <= HAND_LIMIT or game.nolimit_active(game.seat):
            _fail(Part.STEP, f"seat {game.seat} need not discard")
        if game.pending_ss or not game.moved:
            _fail(Part.STEP, "discards come after moving and placing superstructures")


def _check_hand_limits(game: Game) -> None:
    """More than seven cards only while the limit is ignored or the player is to discard."""
    expired = [
        seat
        for seat in game.turn_order()
        if game.players[seat].nolimit_until == game.round - 1
        and len(game.players[seat].hand) > HAND_LIMIT
    ]
    if game.discarders and game.discarders != expired:
        _fail(Part.DISCARDERS, "the players whose ignored hand limit expired with the last "
              f"round, in turn order: {_numbers(expired) or 'none'}")  # fmt: skip
    discarding = game.phase in (Phase.DISCARD, Phase.SS, Phase.WILD, Phase.RELOCATE)
    for seat, player in enumerate(game.players):
        over = len(player.hand) > HAND_LIMIT
        allowed = (
            game.nolimit_active(seat)
            or seat in game.discarders
            or (seat == game.seat and discarding and not game.discarders)
        )
        if over and not allowed:
            _fail(seat_field(seat, SeatPart.HAND),
                  f"{len(player.hand)} cards, more than the hand limit of {HAND_LIMIT}")


# ----------------------------------------------------------------- helpers


def _mask(actions: Iterable[Action]) -> int:
    return sum(1 << action for action in actions)


def _actions(mask: int) -> str:
    return " ".join(a.notation for a in Action if mask >> a & 1)


def _squares(mask: int) -> str:
    return bb.square_list(mask)


def _card(card: int) -> str:
    return CARDS[card].notation


def _numbers(values: Iterable[int]) -> str:
    return " ".join(map(str, values))


def _step(game: Game) -> str:
    return game.phase.name.lower()


def _roofs(kind: int) -> int:
    return TILE_SIZES[kind % len(TILE_SIZES)]


def _cells(mask: int) -> tuple[tuple[int, int], ...]:
    """The (row, column) cells of a mask, moved to start at (0, 0), sorted."""
    cells = [divmod(square, BOARD_SIZE) for square in bb.squares(mask)]
    top = min(row for row, _ in cells)
    left = min(col for _, col in cells)
    return tuple(sorted((row - top, col - left) for row, col in cells))


_ORIENTATIONS = tuple(frozenset(bb.orientations(TILE_SHAPES[kind])) for kind in range(TILE_KINDS))
_COATS = bb.mask_of(COATS_OF_ARMS)
_MOVEMENT_ACTIONS = _mask((Action.MOVE6, Action.MOVE5, Action.BACK))
_AFTER_MOVING = _mask((Action.ANYSIDE, Action.EXTRADRAW, Action.FEWER, Action.SECOND,
                       Action.ANYWILD, Action.DRAWBUILD, Action.EXTRASS))  # fmt: skip
"""Actions that can be spent only once the token has moved."""
_END = Move.end()
