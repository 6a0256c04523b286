"""The look of the pages around the table: the table's colours and type on every widget, sizes
that follow the window (1366x768 is the reference; larger windows scale everything up), and the
base class of every page.

Colours come from :mod:`ui.palette`: the green of the table behind everything, translucent
panels as on the table, the boards' beige on buttons and cards, paper for fields and lists, the
highlight yellow for the main choice and for selections.
"""

from __future__ import annotations

import math
from importlib import resources

from PySide6.QtCore import QEvent, QObject, QSize, Qt
from PySide6.QtGui import QColor, QFont, QPainter, QPaintEvent, QResizeEvent, QShowEvent
from PySide6.QtWidgets import (
    QBoxLayout,
    QFrame,
    QHBoxLayout,
    QLabel,
    QScrollArea,
    QVBoxLayout,
    QWidget,
)

from ui import palette as pal
from ui.i18n import Retranslated

REFERENCE = QSize(1366, 768)
"""The window size the pages are designed for: at this size the scale is 1."""
MIN_SCALE, MAX_SCALE = 0.9, 3.0
"""The text never shrinks below 9 pt (at 1024x640); at 4K everything is about three times as
large as at the reference size."""
BASE_POINTS = 10.0

TEXT = pal.CHALK
"""Text on the table's green (the colour of the table's panel titles)."""
MUTED = QColor("#c7d4c2")
PANEL = pal.PANEL
PANEL_EDGE = pal.PANEL_EDGE
CARD_HOVER = QColor("#e9e0c6")
ROW_ALTERNATE = QColor("#f2ecde")


def scale_for(size: QSize) -> float:
    """The scale of a page of ``size``: 1 at the reference size, in steps of 0.05."""
    raw = min(size.width() / REFERENCE.width(), size.height() / REFERENCE.height())
    return max(MIN_SCALE, min(MAX_SCALE, math.floor(raw * 20) / 20))


def drawing(name: str) -> str:
    """The path of one of the project's small SVG drawings, for a style sheet."""
    return str(resources.files("resources").joinpath(name)).replace("\\", "/")


def _rgba(colour: QColor) -> str:
    return f"rgba({colour.red()}, {colour.green()}, {colour.blue()}, {colour.alpha()})"


def style_sheet(scale: float) -> str:
    """The style sheet of a page at ``scale`` (sizes in points and pixels grow with it)."""

    def pt(points: float) -> str:
        return f"{points * scale:.1f}pt"

    def px(pixels: float) -> str:
        return f"{max(1, round(pixels * scale))}px"

    ink, paper, board, dark = (c.name() for c in (pal.INK, pal.PAPER, pal.BOARD, pal.BOARD_DARK))
    highlight = pal.HIGHLIGHT.name()
    return f"""
QWidget {{ color: {TEXT.name()}; font-family: "DejaVu Sans"; font-size: {pt(BASE_POINTS)}; }}
QLabel[role="title"] {{ font-size: {pt(30)}; font-weight: bold; }}
QLabel[role="heading"] {{ font-size: {pt(15)}; font-weight: bold; }}
QLabel[role="subheading"] {{ font-size: {pt(11.5)}; font-weight: bold; }}
QLabel[role="muted"] {{ color: {MUTED.name()}; }}
QLabel[role="big"] {{ font-size: {pt(13)}; }}
QLabel[role="error"] {{ color: #ffb4a8; font-weight: bold; }}
QFrame[role="panel"], QFrame[role="winner"] {{ background: {_rgba(PANEL)};
    border: 1px solid {_rgba(PANEL_EDGE)}; border-radius: {px(10)}; }}
QFrame[role="panel"] QLabel, QFrame[role="winner"] QLabel, QFrame[role="seat"] QLabel,
QFrame[role="free"] QLabel {{ background: transparent; border: none; }}
QFrame[role="seat"] {{ background: rgba(255, 255, 255, 22); border: 1px solid {_rgba(PANEL_EDGE)};
    border-radius: {px(8)}; }}
QFrame[role="free"] {{ background: transparent; border: 2px dashed rgba(255, 255, 255, 70);
    border-radius: {px(8)}; }}
QFrame[role="winner"] {{ border: {px(3)} solid {highlight}; }}
QFrame[role="winner"] QLabel[role="heading"] {{ color: {highlight}; }}
QPushButton {{ background: {board}; color: {ink}; border: 1px solid {dark};
    border-radius: {px(6)}; padding: {px(5)} {px(14)}; min-height: {px(22)}; }}
QPushButton:hover {{ background: {CARD_HOVER.name()}; }}
QPushButton:pressed, QPushButton:checked {{ background: {highlight}; border-color: {ink}; }}
QPushButton:disabled {{ background: rgba(217, 207, 180, 110); color: rgba(43, 43, 43, 150);
    border-color: rgba(0, 0, 0, 40); }}
QPushButton[role="primary"] {{ background: {highlight}; font-size: {pt(13)}; font-weight: bold;
    padding: {px(8)} {px(26)}; border: 2px solid {ink}; }}
QPushButton[role="primary"]:hover {{ background: #fff07a; }}
QPushButton[role="primary"]:disabled {{ background: rgba(255, 225, 77, 90);
    border-color: rgba(0, 0, 0, 60); }}
QPushButton[role="flat"] {{ background: transparent; color: {TEXT.name()};
    border: 1px solid {_rgba(PANEL_EDGE)}; }}
QPushButton[role="flat"]:hover {{ background: rgba(255, 255, 255, 30); }}
QLineEdit, QComboBox, QSpinBox {{ background: {paper}; color: {ink}; border: 1px solid {dark};
    border-radius: {px(5)}; padding: {px(3)} {px(6)}; min-height: {px(20)};
    selection-background-color: {highlight}; selection-color: {ink}; }}
QLineEdit:disabled, QComboBox:disabled, QSpinBox:disabled {{ background: {board};
    color: rgba(43, 43, 43, 130); }}
QComboBox::drop-down {{ border: none; width: {px(20)}; }}
QComboBox::down-arrow {{ image: url({drawing("arrow.svg")}); width: {px(11)}; height: {px(8)}; }}
QComboBox QAbstractItemView {{ background: {paper}; color: {ink};
    selection-background-color: {highlight}; selection-color: {ink}; }}
QCheckBox, QRadioButton {{ spacing: {px(7)}; background: transparent; }}
QCheckBox::indicator {{ width: {px(15)}; height: {px(15)}; background: {paper};
    border: 1px solid {ink}; border-radius: {px(3)}; }}
QCheckBox::indicator:checked {{ background: {highlight}; image: url({drawing("check.svg")}); }}
QCheckBox::indicator:disabled {{ background: {board}; }}
QListWidget, QTableWidget, QTreeWidget {{ background: {paper}; color: {ink};
    border: 1px solid {dark}; border-radius: {px(6)};
    alternate-background-color: {ROW_ALTERNATE.name()};
    selection-background-color: {highlight}; selection-color: {ink}; }}
QListWidget {{ padding: {px(2)} {px(4)}; }}
QListWidget::item {{ padding: {px(4)} 0; }}
QTreeWidget::item {{ padding: {px(4)}; }}
QHeaderView::section {{ background: {board}; color: {ink}; border: none;
    border-bottom: 1px solid {dark}; padding: {px(4)} {px(6)}; font-weight: bold; }}
QTableWidget QTableCornerButton::section {{ background: {board}; }}
QScrollArea, QScrollArea > QWidget > QWidget {{ background: transparent; border: none; }}
QToolTip {{ color: {ink}; background: {paper}; border: 1px solid {dark}; }}
QSlider::groove:horizontal {{ height: {px(6)}; background: rgba(255, 255, 255, 60);
    border-radius: {px(3)}; }}
QSlider::handle:horizontal {{ background: {highlight}; border: 1px solid {ink};
    width: {px(16)}; margin: -{px(6)} 0; border-radius: {px(8)}; }}
"""


def set_role(widget: QWidget, role: str) -> None:
    """Give ``widget`` a role of the style sheet (title, heading, muted, panel, primary...)."""
    widget.setProperty("role", role)
    style = widget.style()
    style.unpolish(widget)
    style.polish(widget)


def label(role: str = "", word_wrap: bool = False) -> QLabel:
    """A label with a role of the style sheet."""
    widget = QLabel()
    if role:
        widget.setProperty("role", role)
    widget.setWordWrap(word_wrap)
    return widget


class Panel(QFrame):
    """A translucent rounded panel with a heading, as the table's hand and supply have."""

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setProperty("role", "panel")
        self.heading = label("heading")
        self.body = QVBoxLayout(self)
        self.body.setContentsMargins(14, 10, 14, 14)
        self.body.setSpacing(8)
        self.body.addWidget(self.heading)


class TallScroll(QScrollArea):
    """A scroll area for a form that scrolls up and down only: it is never narrower than the
    form, so the columns around it make room instead of cutting the form's right side off."""

    def __init__(self, form: QWidget, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setWidgetResizable(True)
        self.setHorizontalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff)
        self.setWidget(form)

    def minimumSizeHint(self) -> QSize:
        hint = super().minimumSizeHint()
        form = self.widget()
        if form is None:
            return hint
        width = (form.minimumSizeHint().width() + self.verticalScrollBar().sizeHint().width()
                 + 2 * self.frameWidth())  # fmt: skip
        return QSize(max(hint.width(), width), hint.height())

    def eventFilter(self, watched: QObject, event: QEvent) -> bool:
        if watched is self.widget() and event.type() == QEvent.Type.LayoutRequest:
            self.updateGeometry()  # (the form's width follows its words and the style)
        return super().eventFilter(watched, event)


class Page(Retranslated, QWidget):
    """A page outside the table: the table's green behind it, the game's type, and sizes that
    follow the window (see :func:`scale_for`); ``rescaled`` is called after the scale changed."""

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.scale = 1.0
        self._styled: float | None = None  # the scale of the style sheet set
        self.setAttribute(Qt.WidgetAttribute.WA_StyledBackground, False)

    def apply_scale(self, scale: float) -> None:
        """Style the page for ``scale``. The style sheet is set when the page is first shown
        (not when made: a page never shown costs nothing at start-up)."""
        if scale == self._styled:
            return
        self.scale = self._styled = scale
        self.setStyleSheet(style_sheet(scale))
        self.rescaled()

    def showEvent(self, event: QShowEvent) -> None:
        self.apply_scale(scale_for(self.size()))
        super().showEvent(event)

    def rescaled(self) -> None:
        """Sizes that the style sheet does not set (margins, drawings) follow the scale."""

    def scrolled_layout(self) -> QVBoxLayout:
        """The layout of the page's content, inside a scroll area: on a window too small for
        it, the content scrolls instead of being squeezed."""
        self.scroller = QScrollArea()
        self.scroller.setWidgetResizable(True)
        self.scroller.setFrameShape(QFrame.Shape.NoFrame)
        content = QWidget()
        self.scroller.setWidget(content)
        outer = QVBoxLayout(self)
        outer.setContentsMargins(0, 0, 0, 0)
        outer.addWidget(self.scroller)
        return QVBoxLayout(content)

    def centre(self, panel: QWidget, share: int) -> None:
        """The page's content: ``panel`` in the middle of the scrolled page, ``share`` parts of
        its width against one part of room on each side."""
        row = QHBoxLayout()
        row.addStretch(1)
        row.addWidget(panel, share)
        row.addStretch(1)
        outer = self.scrolled_layout()
        outer.addStretch(1)
        outer.addLayout(row)
        outer.addStretch(1)

    def px(self, pixels: float) -> int:
        """``pixels`` at the reference size, at this page's scale."""
        return max(1, round(pixels * self.scale))

    def set_columns(self, layout: QBoxLayout, narrow_below: int) -> None:
        """Show ``layout``'s parts side by side, or one under the other (the page scrolls) when
        the page is narrower than ``narrow_below`` pixels at the reference size."""
        self._columns = (layout, narrow_below)
        self._arrange()

    def _arrange(self) -> None:
        columns = getattr(self, "_columns", None)
        if columns is not None:
            layout, narrow_below = columns
            wide = self.width() >= self.px(narrow_below)
            direction = (QBoxLayout.Direction.LeftToRight if wide
                         else QBoxLayout.Direction.TopToBottom)  # fmt: skip
            if layout.direction() != direction:
                layout.setDirection(direction)
                self.arranged(wide)

    def arranged(self, wide: bool) -> None:
        """The columns were put side by side (``wide``) or one under the other."""

    def resizeEvent(self, event: QResizeEvent) -> None:
        super().resizeEvent(event)
        self.apply_scale(scale_for(event.size()))
        self._arrange()

    def paintEvent(self, event: QPaintEvent) -> None:
        painter = QPainter(self)
        paint_background(painter, self.width(), self.height(), self.scale)
        painter.end()


def paint_background(painter: QPainter, width: int, height: int, scale: float) -> None:
    """The table's green with the faint paving of the Senate Square."""
    painter.fillRect(0, 0, width, height, pal.TABLE)
    step = max(24, round(56 * scale))
    painter.setPen(QColor(255, 255, 255, 10))
    for x in range(step // 2, width, step):
        painter.drawLine(x, 0, x, height)
    for y in range(step // 2, height, step):
        painter.drawLine(0, y, width, y)


def points(font: QFont, scale: float, size: float, bold: bool = False) -> QFont:
    """``font`` at ``size`` points times ``scale``."""
    result = QFont(font)
    result.setPointSizeF(size * scale)
    result.setBold(bold)
    return result
