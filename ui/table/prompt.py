"""What the game waits for, as the status bar's prompt says it (no Qt): derived from the step
and the legal moves, so that after a build it no longer offers a draw."""

from __future__ import annotations

from enum import Enum

from engine.helsinki.components import HAND_LIMIT
from engine.helsinki.game import Game, Phase
from engine.helsinki.moves import Kind


class Prompt(Enum):
    PLACE = "place"
    MOVE = "move"
    MOVE_OR_ACT = "move-or-act"
    DRAW_OR_BUILD = "draw-or-build"
    DRAW = "draw"
    BUILD = "build"
    DRAW_OR_END = "draw-or-end"
    BUILD_OR_END = "build-or-end"
    ACT_OR_END = "act-or-end"
    END = "end"
    PUSH = "push"
    SUPERSTRUCTURES = "superstructures"
    WILD = "wild"
    RELOCATE = "relocate"
    DISCARD = "discard"
    OVER = "over"


def prompt_of(game: Game) -> tuple[Prompt, int]:
    """The prompt for ``game`` and the number that goes with it (superstructures to place,
    wild tiles to place, cards to discard; else 0)."""
    phase = game.phase
    if phase == Phase.OVER:
        return Prompt.OVER, 0
    if phase == Phase.SETUP:
        return Prompt.PLACE, 0
    kinds = {m.kind for m in game.legal_moves()}
    if phase == Phase.MOVE:
        return (Prompt.MOVE_OR_ACT if Kind.ACT in kinds else Prompt.MOVE), 0
    if phase == Phase.PUSH:
        return Prompt.PUSH, 0
    if phase == Phase.SS:
        return Prompt.SUPERSTRUCTURES, game.pending_ss
    if phase == Phase.WILD:
        return Prompt.WILD, game.pending_wild
    if phase == Phase.RELOCATE:
        return Prompt.RELOCATE, 0
    if phase == Phase.DISCARD:
        seat = game.to_move
        assert seat is not None
        return Prompt.DISCARD, len(game.players[seat].hand) - HAND_LIMIT
    draw, build, end = Kind.DRAW in kinds, Kind.BUILD in kinds, Kind.END in kinds
    if draw and build:
        return Prompt.DRAW_OR_BUILD, 0
    if draw:
        return (Prompt.DRAW_OR_END if end else Prompt.DRAW), 0
    if build:
        return (Prompt.BUILD_OR_END if end else Prompt.BUILD), 0
    return (Prompt.ACT_OR_END if Kind.ACT in kinds else Prompt.END), 0
