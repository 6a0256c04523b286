"""Keys, mouse buttons and the wheel on the table, turned into calls of the move composer.

Keyboard: Tab/Shift+Tab zone, arrows cursor, Space choose, Enter confirm, Esc cancel, digits
place or move the token, B back, D draw, E end the turn. The ghost tile: arrows move it along
the edge, R turns it, F flips it, S changes the side; the wheel turns it (one turn a notch of
120; with Shift it flips), a right click flips it, any left click confirms it.
"""

from __future__ import annotations

from PySide6.QtCore import Qt

from ui.table.composer import NOTHING, Composer, Outcome, Target

NOTCH = 120
"""A wheel notch, in eighths of a degree (touchpads send smaller steps)."""

_K = Qt.Key
_ARROWS = {_K.Key_Left: (0, -1), _K.Key_Right: (0, 1), _K.Key_Up: (-1, 0), _K.Key_Down: (1, 0)}


class TableInput:
    """Feeds the player's keys and clicks to a :class:`Composer`."""

    def __init__(self, composer: Composer) -> None:
        self.composer = composer
        self._wheel = 0  # wheel rotation not yet turned into a turn of the ghost tile
        self._wheeled: object = None  # the ghost tile it turns

    def key(self, key: int, text: str = "") -> Outcome | None:
        """A key press; None when the key means nothing on the table."""
        composer = self.composer
        if composer.game is None:
            return None
        if key in (_K.Key_Return, _K.Key_Enter):
            return composer.confirm()
        if key == _K.Key_Escape:
            return composer.cancel()
        if composer.ghost is not None:
            return self._ghost_key(key)
        if key in (_K.Key_Tab, _K.Key_Backtab):
            composer.next_zone(-1 if key == _K.Key_Backtab else 1)
            return NOTHING
        if key in _ARROWS:
            composer.move_cursor(*_ARROWS[Qt.Key(key)])
            return NOTHING
        if key == _K.Key_Space:
            target = composer.cursor_target()
            return composer.activate(target) if target is not None else NOTHING
        if key == _K.Key_D:
            return composer.draw()
        if key == _K.Key_E:
            return composer.end_turn()
        if key in (_K.Key_B, _K.Key_Minus):
            return composer.back()
        if text.isdigit() and len(text) == 1 and composer.interactive:
            return composer.number(int(text))
        return None

    def _ghost_key(self, key: int) -> Outcome | None:
        composer = self.composer
        if key in _ARROWS:
            rows, columns = _ARROWS[Qt.Key(key)]
            return composer.ghost_lane(rows + columns)
        if key == _K.Key_R:
            return composer.ghost_turn()
        if key == _K.Key_F:
            return composer.ghost_turn(flip=True)
        if key == _K.Key_S:
            return composer.ghost_side()
        return None

    def press(self, button: Qt.MouseButton, target: Target | None) -> Outcome:
        """A mouse button pressed on ``target`` (None: on nothing that can be chosen)."""
        composer = self.composer
        if composer.ghost is not None and button == Qt.MouseButton.RightButton:
            return composer.ghost_turn(flip=True)
        if button != Qt.MouseButton.LeftButton:
            return NOTHING
        if composer.ghost is not None:
            return composer.confirm()
        return composer.activate(target) if target is not None else NOTHING

    def wheel(self, delta: int, shift: bool) -> Outcome | None:
        """The wheel turns (Shift: flips) the ghost tile; None when there is none."""
        composer = self.composer
        if composer.ghost is None:
            return None
        if composer.ghost is not self._wheeled:
            self._wheel, self._wheeled = 0, composer.ghost
        outcome = NOTHING
        self._wheel += delta
        while abs(self._wheel) >= NOTCH:
            forward = self._wheel > 0
            self._wheel -= NOTCH if forward else -NOTCH
            outcome = composer.ghost_turn(flip=shift, step=1 if forward else 3)
        return outcome

    def pointer(self, row: float, col: float) -> Outcome:
        """The pointer over the large board at (row, col): the ghost tile follows it."""
        ghost = self.composer.ghost
        if ghost is None:
            return NOTHING
        return self.composer.ghost_to_lane(ghost.lane_under(row, col))
