"""The status bar's words: the composer's notes and the prompt, in the player's language."""

from __future__ import annotations

from ui.describe import squares_text
from ui.i18n import colour_name, phase_text, side_name, tr, violation_text
from ui.table.composer import Note, Say
from ui.table.ghost import Block


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


def note_text(note: Note) -> str:
    """A note as one or two sentences."""
    say = note.say
    if say == Say.WAIT:
        return tr("Wait: it is not your turn.")
    if say == Say.NOT_ALLOWED:
        assert note.violation is not None
        return tr("Not allowed: {reason}.").format(reason=violation_text(note.violation))
    if say == Say.NOT_NOW:
        assert note.phase is not None
        return tr("Not now: the game waits for you to {step}.").format(
            step=phase_text(note.phase))  # fmt: skip
    if say == Say.PAYMENT:
        text = tr("Build: {n} of %n card(s) chosen ({colour} or wild).", None, note.total).format(
            n=note.count, colour=colour_name(note.colour))  # fmt: skip
        if note.ready:
            return text + " " + tr("Press Enter or Confirm to place the tile.")
        return text + " " + tr("Click cards to add or remove them.")
    if say == Say.ROOFS:
        if note.count > 0:
            return tr("Choose %n more roof(s) of the new tile for the superstructures.", None,
                      note.count)  # fmt: skip
        return tr("Press Enter or Confirm to put the superstructures on {squares}; click a roof "
                  "again to change.").format(squares=squares_text(note.squares))  # fmt: skip
    if say == Say.ROOF_OF_NEW_TILE:
        return tr("Superstructures go on roofs of the tile just built.")
    if say == Say.ROOFS_FULL:
        return tr("Every superstructure has its roof: click a chosen roof to free it, or press "
                  "Enter to confirm.")  # fmt: skip
    if say == Say.RELOCATE_FIRST:
        return tr("Choose a superstructure to move first.")
    if say == Say.PUSH:
        return tr(
            "Push from the {side}: arrows or mouse move it, R or the wheel turns it, F or a right "
            "click flips it{more}; Enter or a click confirms, Esc cancels."
        ).format(side=_side(note), more=tr(", S changes the side") if note.sides > 1 else "")
    if say == Say.PUSH_BLOCKED:
        return tr("Not allowed from the {side}: {reason}").format(side=_side(note),
                                                                  reason=_reason(note))
    if say == Say.PUSH_REFUSED:
        return tr("Not allowed: {reason}").format(reason=_reason(note))
    if say == Say.MUST_PUSH:
        return tr("The tile is paid for: it must be pushed onto the board.")
    if say == Say.CANCELLED:
        return tr("Choice cancelled.")
    raise ValueError(say)
