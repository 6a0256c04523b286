"""Copenhagen's words on the table: colours, abilities, what to do now, why a move is refused,
and the moves as the log tells them."""

from __future__ import annotations

from engine.copenhagen import Ability, CopenhagenGame, Kind, Move, Step
from engine.copenhagen.components import COLOUR_LETTERS, kind_colour, kind_size
from engine.copenhagen.violation import Rule, Violation
from ui.i18n import tr


def colour_name(colour: int) -> str:
    return (tr("red"), tr("yellow"), tr("green"), tr("blue"), tr("purple"), tr("white"))[colour]


def tile_name(kind: int) -> str:
    """A facade tile: "yellow 4"."""
    return tr("{colour} {size}").format(colour=colour_name(kind_colour(kind)),
                                        size=kind_size(kind))  # fmt: skip


def ability_name(ability: Ability) -> str:
    return {
        Ability.ANY: tr("Any cards"),
        Ability.EXTRA: tr("Additional card"),
        Ability.DISCOUNT: tr("Construction discount"),
        Ability.COLOURS: tr("Change of colours"),
        Ability.BOTH: tr("Both actions"),
    }[ability]


def ability_help(ability: Ability) -> str:
    return {
        Ability.ANY: tr("Take 2 harbour cards that need not be next to each other."),
        Ability.EXTRA: tr("Take a third card from anywhere in the harbour."),
        Ability.DISCOUNT: tr("A build costs one card fewer."),
        Ability.COLOURS: tr("Cards of one colour count as another for a build."),
        Ability.BOTH: tr("Take cards, then build in the same turn."),
    }[ability]


def prompt_text(game: CopenhagenGame, name: str, own: bool) -> str:
    """The status bar's prompt: what the seat to move does now."""
    step = game.step
    if own:
        return {
            Step.MAIN: tr("Take 2 harbour cards or build a facade tile"),
            Step.DISCARD: tr("Discard down to 7 cards"),
            Step.BUILD: tr("Build a facade tile (Both actions) or end your turn"),
            Step.BONUS: tr("Choose a bonus"),
        }.get(step, "")
    return {
        Step.MAIN: tr("{name} takes cards or builds"),
        Step.DISCARD: tr("{name} discards down to 7 cards"),
        Step.BUILD: tr("{name} may build with Both actions"),
        Step.BONUS: tr("{name} chooses a bonus"),
    }.get(step, "").format(name=name)


def move_text(move: Move, name: str) -> str:
    """A move in words, for the status bar after another player's move."""
    kind = move.kind
    if kind == Kind.TAKE:
        return tr("{name} took the cards of slots {slots}").format(
            name=name, slots=", ".join(str(s) for s in move.slots))  # fmt: skip
    if kind == Kind.DISCARD:
        colour = colour_name(move.a)
        return tr("{name} discarded a {colour} card").format(name=name, colour=colour)
    if kind == Kind.BUILD:
        return tr("{name} built the {tile} tile for %n card(s)", None, sum(move.pay)).format(
            name=name, tile=tile_name(move.a))  # fmt: skip
    if kind == Kind.SPECIAL:
        return tr("{name} placed a special tile").format(name=name)
    if kind == Kind.ABILITY:
        return tr("{name} took the ability {ability}").format(
            name=name, ability=ability_name(Ability(move.a)))  # fmt: skip
    if kind == Kind.REFRESH:
        return tr("{name} turned the used abilities active again").format(name=name)
    return tr("{name} ended the turn").format(name=name)


def step_text(move: Move) -> str:
    """A step to take, in words (a suggested one): "build the red 3 tile for 2 cards (2 red)"."""
    kind = move.kind
    if kind == Kind.TAKE:
        return tr("take the cards of slots {slots}").format(
            slots=", ".join(str(s) for s in move.slots))  # fmt: skip
    if kind == Kind.DISCARD:
        return tr("discard a {colour} card").format(colour=colour_name(move.a))
    if kind == Kind.BUILD:
        return tr("build the {tile} tile for %n card(s) ({cards})", None, sum(move.pay)).format(
            tile=tile_name(move.a), cards=payment_words(move.pay))  # fmt: skip
    if kind == Kind.SPECIAL:
        return tr("place a special tile")
    if kind == Kind.ABILITY:
        return tr("take the ability {ability}").format(ability=ability_name(Ability(move.a)))
    if kind == Kind.REFRESH:
        return tr("turn your used abilities active again")
    return tr("end your turn")


class CopenhagenWords:
    """How the log tells Copenhagen's moves (:class:`ui.log.MoveWords`): what was played, the
    cards taken from the harbour, the points scored, the end."""

    def describe(self, before: CopenhagenGame, move: Move, after: CopenhagenGame,
                 name: str) -> str:  # fmt: skip
        if move.kind == Kind.TAKE:
            slots = ", ".join(str(slot) for slot in move.slots)
            colours = ", ".join(colour_name(before.harbour[slot - 1]) for slot in move.slots)
            sentences = [tr("{name} took the cards of slots {slots}: {colours}.").format(
                name=name, slots=slots, colours=colours)]  # fmt: skip
        else:
            sentences = [move_text(move, name) + "."]
        seat = before.to_move
        if seat is not None:
            scored = after.players[seat].points - before.players[seat].points
            if scored > 0:
                sentences.append(tr("{name} scored %n point(s).", None, scored).format(name=name))
        if after.is_over:
            sentences.append(tr("The game is over."))
        return " ".join(sentences)

    def merge(self, last: tuple[Move, str], move: Move, before: CopenhagenGame,
              after: CopenhagenGame, name: str) -> str | None:  # fmt: skip
        return None

    def ends_turn(self, move: Move) -> bool:
        return move.kind == Kind.END


def payment_words(pay: tuple[int, ...]) -> str:
    """Cards paid, as colour marks and counts: "3 red"."""
    parts = [f"{count} {colour_name(c)}" for c, count in enumerate(pay) if count]
    return ", ".join(parts) if parts else tr("free")


def violation_text(violation: Violation) -> str:
    """Why a move is refused, in the player's language."""
    rule = violation.rule
    texts = {
        Rule.GAME_OVER: tr("the game is over"),
        Rule.TAKE_COUNT: tr("take 2 harbour cards, 3 with Additional card"),
        Rule.TAKE_ADJACENT: tr("the 2 cards must be next to each other, or use Any cards"),
        Rule.TAKE_EXTRA: tr("a third card needs Additional card, active"),
        Rule.OCCUPIED: tr("a tile goes on empty cells only"),
        Rule.UNSUPPORTED: tr("a cell of the tile must be on floor 1 or right above a tile"),
        Rule.PAYMENT_COUNT: tr("the cards paid are not what the tile costs here"),
        Rule.PAYMENT_COLOUR: tr("pay with cards of the tile's colour"),
        Rule.NOT_IN_HAND: tr("the hand does not hold the cards paid"),
        Rule.TILE_SOLD_OUT: tr("no such tile is left"),
        Rule.SPECIALS_SOLD_OUT: tr("no special tile is left"),
        Rule.ABILITY_OWNED: tr("that ability is yours already"),
        Rule.ABILITY_INACTIVE: tr("that ability is not active"),
        Rule.NOTHING_TO_REFRESH: tr("no ability is used"),
    }
    return texts.get(rule, tr("that is not possible now"))


def letters(pay: tuple[int, ...]) -> str:
    """The payment as the notation writes it (for tooltips)."""
    return "".join(letter * count for letter, count in zip(COLOUR_LETTERS, pay, strict=True))
