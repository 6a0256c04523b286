"""Where things lie on Copenhagen's table, in scene units (the view scales the whole table):
your house, abilities and hand on the left; the harbour, the tile market and the score track in
the middle; the other players' houses on the right."""

from __future__ import annotations

from dataclasses import dataclass

from PySide6.QtCore import QRectF

WIDTH = 1600.0
HEIGHT = 820.0
MARGIN = 16.0
GAP = 14.0
TITLE = 30.0

OWN = QRectF(MARGIN, MARGIN, 364.0, HEIGHT - 2 * MARGIN)
CENTRE_LEFT = OWN.right() + GAP
CENTRE_WIDTH = 730.0
HARBOUR = QRectF(CENTRE_LEFT, MARGIN, CENTRE_WIDTH, 186.0)
MARKET = QRectF(CENTRE_LEFT, HARBOUR.bottom() + GAP, CENTRE_WIDTH, 430.0)
TRACK = QRectF(CENTRE_LEFT, MARKET.bottom() + GAP, CENTRE_WIDTH,
               HEIGHT - MARGIN - MARKET.bottom() - GAP)  # fmt: skip
OTHERS = QRectF(HARBOUR.right() + GAP, MARGIN, WIDTH - MARGIN - HARBOUR.right() - GAP,
                HEIGHT - 2 * MARGIN)  # fmt: skip

OWN_CELL = 54.0
OTHER_CELL = 22.0
CROWDED_CELL = 16.0
"""The side of the other houses' cells when three of them share their column with the recap."""
RECAP_HEIGHT = 140.0
"""The height of the recap of the others' turns under three other houses."""
CARD_WIDTH = 92.0
CARD_HEIGHT = 128.0


@dataclass(frozen=True)
class OwnParts:
    """Your panel: the house, the ability tiles, the hand."""

    house: QRectF
    abilities: QRectF
    hand: QRectF


def own_parts() -> OwnParts:
    board_w = 5 * OWN_CELL
    house = QRectF(OWN.left(), OWN.top(), OWN.width(), TITLE + 9 * OWN_CELL + 48)
    abilities = QRectF(OWN.left(), house.bottom() + 8, OWN.width(), 84)
    hand = QRectF(OWN.left(), abilities.bottom() + 8, OWN.width(),
                  OWN.bottom() - abilities.bottom() - 8)  # fmt: skip
    assert board_w < OWN.width()
    return OwnParts(house, abilities, hand)


def other_panels(count: int) -> list[QRectF]:
    """The panels of the other players (one to three), top to bottom."""
    if count <= 0:
        return []
    height = (OTHERS.height() - GAP * 2) / 3
    return [QRectF(OTHERS.left(), OTHERS.top() + i * (height + GAP), OTHERS.width(), height)
            for i in range(count)]  # fmt: skip


@dataclass(frozen=True)
class OthersParts:
    """The other players' panels (top to bottom), the side of their houses' cells, and the
    recap of their turns under them."""

    panels: list[QRectF]
    cell: float
    recap: QRectF


def others_parts(count: int) -> OthersParts:
    """Where the panels of ``count`` other players (one to three) and the recap lie: under one
    or two panels the recap has the rest of the column; three panels are made shorter (their
    houses smaller) to leave it :data:`RECAP_HEIGHT`."""
    if count < 3:
        panels = other_panels(count)
        top = panels[-1].bottom() + GAP if panels else OTHERS.top()
        recap = QRectF(OTHERS.left(), top, OTHERS.width(), OTHERS.bottom() - top)
        return OthersParts(panels, OTHER_CELL, recap)
    height = (OTHERS.height() - RECAP_HEIGHT - GAP * count) / count
    panels = [QRectF(OTHERS.left(), OTHERS.top() + i * (height + GAP), OTHERS.width(), height)
              for i in range(count)]  # fmt: skip
    recap = QRectF(OTHERS.left(), OTHERS.bottom() - RECAP_HEIGHT, OTHERS.width(), RECAP_HEIGHT)
    return OthersParts(panels, CROWDED_CELL, recap)
