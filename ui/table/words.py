"""The status bar's words: the composer's notes and the prompt, in the player's language."""

from __future__ import annotations

from collections.abc import Callable

from engine.helsinki.game import Phase
from engine.helsinki.moves import Kind
from ui.i18n import (
    action_name,
    card_name,
    colour_name,
    phase_text,
    side_name,
    tr,
    violation_text,
)
from ui.table.composer import Note, Say
from ui.table.ghost import Block
from ui.table.prompt import Prompt


def _reason(note: Note) -> str:
    """Why a push cannot be made."""
    if note.block == Block.SLIDES_OFF:
        return tr("Nothing stops the tile: it would slide off the far edge.")
    if note.block == Block.STOPS_OUTSIDE:
        return tr("The tile would stop before it is fully on the board.")
    assert note.violation is not None
    return violation_text(note.violation)


def _side(note: Note) -> str:
    assert note.side is not None
    return side_name(note.side)


def _not_allowed(note: Note) -> str:
    assert note.violation is not None
    return tr("Not allowed: {reason}.").format(reason=violation_text(note.violation))


def _not_now(note: Note) -> str:
    assert note.phase is not None
    return tr("Not now: the game waits for you to {step}.").format(step=phase_text(note.phase))


def _payment(note: Note) -> str:
    text = tr("Build: {n} of %n card(s) chosen ({colour} or wild).", None, note.total).format(
        n=note.count, colour=colour_name(note.colour))  # fmt: skip
    if note.ready:
        return text + " " + tr("Press Enter or Confirm to place the tile.")
    return text + " " + tr("Click cards to add or remove them.")


def _roofs(note: Note) -> str:
    if note.count > 0:
        return tr("Choose %n more roof(s) of the new tile for the superstructures.", None,
                  note.count)  # fmt: skip
    return tr("Press Enter or Confirm to put the superstructures on the roofs chosen; click a "
              "roof again to change.")


def _relocate(note: Note) -> str:
    if not note.squares:
        return tr("Click the superstructure to move.")
    return tr("Click a free roof for the superstructure chosen, or click it again to keep it "
              "there.")


def _push(note: Note) -> str:
    return tr(
        "Push from the {side}: arrows or mouse move it, R or the wheel turns it, F or a right "
        "click flips it{more}; Enter or a click confirms, Esc cancels."
    ).format(side=_side(note), more=tr(", S changes the side") if note.sides > 1 else "")


_NOTES: dict[Say, Callable[[Note], str]] = {
    Say.WAIT: lambda note: tr("Wait: it is not your turn."),
    Say.NOT_ALLOWED: _not_allowed,
    Say.NOT_NOW: _not_now,
    Say.PAYMENT: _payment,
    Say.ROOFS: _roofs,
    Say.ROOF_OF_NEW_TILE: lambda note: tr("Superstructures go on roofs of the tile just built."),
    Say.ROOFS_FULL: lambda note: tr(
        "Every superstructure has its roof: click a chosen roof to free it, or press Enter to "
        "confirm."),
    Say.RELOCATE: _relocate,
    Say.RELOCATE_FIRST: lambda note: tr("Choose a superstructure to move first."),
    Say.PUSH: _push,
    Say.PUSH_BLOCKED: lambda note: tr("Not allowed from the {side}: {reason}").format(
        side=_side(note), reason=_reason(note)),
    Say.PUSH_REFUSED: lambda note: tr("Not allowed: {reason}").format(reason=_reason(note)),
    Say.MUST_PUSH: lambda note: tr(
        "The tile is paid for: push it onto the board, or take the payment back (Ctrl+Z)."),
    Say.CANCELLED: lambda note: tr("Choice cancelled."),
    Say.SUGGESTION: lambda note: _suggestion_text(note),
}
"""Each kind of note in words (any other kind tells the step)."""


def note_text(note: Note) -> str:
    """A note as one or two sentences."""
    return _NOTES.get(note.say, _step_text)(note)


def _suggestion_text(note: Note) -> str:
    """What the suggested step is, and how to take it."""
    move = note.moves[0]
    kind = move.kind
    if kind == Kind.PLACE:
        text = tr("put your first token on senate space {n}").format(n=move.a)
    elif kind == Kind.MOVE:
        text = (tr("move 1 space back") if move.a < 0
                else tr("move your token %n space(s)", None, move.a))  # fmt: skip
    elif kind == Kind.DRAW:
        text = tr("take the cards beside your token")
    elif kind == Kind.BUILD:
        text = tr("build with the cards marked and push the tile as shown")
    elif kind == Kind.PUSH:
        text = tr("push the tile as shown")
    elif kind == Kind.SS:
        text = tr("put the superstructures on the roofs marked")
    elif kind == Kind.WILD:
        text = tr("put the wild tile on the square marked")
    elif kind == Kind.ACT:
        text = tr("spend a coat of arms on “{action}”").format(action=action_name(move.a))
    elif kind == Kind.RELOCATE:
        text = tr("move the superstructure chosen to the roof marked")
    elif kind == Kind.DISCARD:
        text = tr("discard {card}").format(card=card_name(move.a))
    else:
        text = tr("end your turn")
    return tr("Suggestion: {step}. Enter or Confirm plays it, Esc drops it.").format(step=text)


def _step_text(note: Note) -> str:
    """What to click for the step the game waits for."""
    phase, kinds = note.phase, note.kinds
    if phase == Phase.SETUP:
        return tr("Click a senate space for your token, or press its number (0-7).")
    if phase == Phase.MOVE:
        return tr("Click a highlighted senate space, or press how many spaces to go (1-3).")
    if phase == Phase.WILD:
        return tr("Click a highlighted square for the wild tile.")
    if phase == Phase.DISCARD:
        return tr("Click a card of your hand to discard it.")
    parts = []
    if Kind.DRAW in kinds:
        parts.append(tr("Draw: D or a highlighted display card"))
    if Kind.BUILD in kinds:
        parts.append(tr("Build: click a highlighted card of your hand"))
    if Kind.ACT in kinds:
        parts.append(tr("Action: click a highlighted action"))
    if Kind.END in kinds:
        parts.append(tr("End the turn: E"))
    return " · ".join(parts)


def prompt_text(prompt: Prompt, count: int, name: str, own: bool) -> str:
    """The prompt, addressed to the player at the table (``own``) or about ``name``."""
    if own:
        texts = {
            Prompt.PLACE: tr("Place your token on a senate space"),
            Prompt.MOVE: tr("Move your token"),
            Prompt.MOVE_OR_ACT: tr("Move your token or take an action"),
            Prompt.DRAW_OR_BUILD: tr("Draw cards or build a pavilion"),
            Prompt.DRAW: tr("Draw cards"),
            Prompt.BUILD: tr("Build a pavilion"),
            Prompt.DRAW_OR_END: tr("Draw cards or end your turn"),
            Prompt.BUILD_OR_END: tr("Build a pavilion or end your turn"),
            Prompt.ACT_OR_END: tr("Take an action or end your turn"),
            Prompt.END: tr("End your turn"),
            Prompt.PUSH: tr("Push the tile onto your board"),
            Prompt.SUPERSTRUCTURES: tr("Place %n superstructure(s) on the new tile", None, count),
            Prompt.WILD: tr("Place %n wild tile(s)", None, count),
            Prompt.RELOCATE: tr("Move a superstructure"),
            Prompt.DISCARD: tr("Discard %n card(s) down to the hand limit", None, count),
        }
        return texts[prompt]
    texts = {
        Prompt.PLACE: tr("{name} must place a token on a senate space"),
        Prompt.MOVE: tr("{name} must move the token"),
        Prompt.MOVE_OR_ACT: tr("{name} must move the token or take an action"),
        Prompt.DRAW_OR_BUILD: tr("{name} must draw cards or build a pavilion"),
        Prompt.DRAW: tr("{name} must draw cards"),
        Prompt.BUILD: tr("{name} must build a pavilion"),
        Prompt.DRAW_OR_END: tr("{name} may draw cards or end the turn"),
        Prompt.BUILD_OR_END: tr("{name} may build a pavilion or end the turn"),
        Prompt.ACT_OR_END: tr("{name} may take an action or end the turn"),
        Prompt.END: tr("{name} must end the turn"),
        Prompt.PUSH: tr("{name} must push the tile onto the board"),
        Prompt.SUPERSTRUCTURES: tr("{name} must place %n superstructure(s)", None, count),
        Prompt.WILD: tr("{name} must place %n wild tile(s)", None, count),
        Prompt.RELOCATE: tr("{name} must move a superstructure"),
        Prompt.DISCARD: tr("{name} must discard %n card(s)", None, count),
    }
    return texts[prompt].format(name=name)
