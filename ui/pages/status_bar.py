"""The bar above a game's table: what the game waits for, the buttons of the step, the hint and
a lasting warning (both games' pages show it)."""

from __future__ import annotations

from PySide6.QtCore import QEvent, QRectF, Qt
from PySide6.QtGui import QColor, QPainter, QPaintEvent, QPen
from PySide6.QtWidgets import (
    QFrame,
    QHBoxLayout,
    QLabel,
    QPushButton,
    QSizePolicy,
    QToolButton,
    QVBoxLayout,
    QWidget,
)

from ui import palette as pal


class SeatDisc(QWidget):
    """A disc in the colour of the seat to move (a change of colour only paints it again)."""

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setFixedSize(18, 18)
        self.colour = QColor(Qt.GlobalColor.transparent)

    def set_colour(self, colour: QColor) -> None:
        if colour != self.colour:
            self.colour = QColor(colour)
            self.update()

    def paintEvent(self, event: QPaintEvent) -> None:
        if not self.colour.alpha():
            return
        painter = QPainter(self)
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        painter.setPen(QPen(pal.INK, 1))
        painter.setBrush(self.colour)
        painter.drawEllipse(QRectF(self.rect()).adjusted(0.5, 0.5, -0.5, -0.5))


class StatusBar(QFrame):
    """What the game waits for (a disc in the colour of the seat to move and the prompt), the
    buttons of the current step, the hint and a lasting warning, above the table."""

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("status")
        self.setFrameShape(QFrame.Shape.StyledPanel)
        self.disc = SeatDisc()
        self.prompt = QLabel()
        self.prompt.setObjectName("prompt")
        font = self.prompt.font()
        font.setPointSizeF(max(11.0, font.pointSizeF() * 1.25))
        font.setBold(True)
        self.prompt.setFont(font)
        self.prompt.setSizePolicy(QSizePolicy.Policy.Ignored, QSizePolicy.Policy.Preferred)
        self.detail = QLabel()
        self.detail.setObjectName("detail")
        self.hint = QLabel()
        self.hint.setObjectName("hint")
        self.hint.setWordWrap(True)
        self.hint.setAlignment(Qt.AlignmentFlag.AlignLeft | Qt.AlignmentFlag.AlignTop)
        self.hint.setSizePolicy(QSizePolicy.Policy.Ignored, QSizePolicy.Policy.Fixed)
        self.warning = QLabel()
        self.warning.setWordWrap(True)
        self.warning.setStyleSheet("color: #b00020; font-weight: bold;")
        self.warning.hide()
        self.confirm_button = QPushButton()
        self.cancel_button = QPushButton()
        self.draw_button = QPushButton()
        self.end_button = QPushButton()
        self.take_back_button = QPushButton()
        self.suggest_button = QPushButton()
        self.result_button = QPushButton()
        self.log_button = QToolButton()
        self.log_button.setCheckable(True)
        top = QHBoxLayout()
        top.setSpacing(8)
        # as high with buttons as without: the table does not move when they come and go
        self.prompt.setMinimumHeight(self.confirm_button.sizeHint().height())
        top.addWidget(self.disc)
        top.addWidget(self.prompt, 1)
        for button in self.buttons():
            button.setFocusPolicy(Qt.FocusPolicy.NoFocus)
            button.hide()  # shown by the page when it makes sense: all at once, the bar would
            top.addWidget(button)  # be wider than a small screen in some languages
        self.confirm_button.setDefault(True)
        top.addWidget(self.detail)
        top.addWidget(self.log_button)
        self.log_button.setFocusPolicy(Qt.FocusPolicy.NoFocus)
        layout = QVBoxLayout(self)
        layout.setContentsMargins(8, 4, 8, 4)
        layout.setSpacing(2)
        layout.addLayout(top)
        layout.addWidget(self.hint)
        layout.addWidget(self.warning)
        self._fit_hint()

    def changeEvent(self, event: QEvent) -> None:
        super().changeEvent(event)
        if event.type() == QEvent.Type.FontChange:
            self._fit_hint()

    def _fit_hint(self) -> None:
        """Two lines for the hint, whatever it says: the table does not move when it changes."""
        self.hint.setFixedHeight(2 * self.hint.fontMetrics().lineSpacing() + 2)

    def buttons(self) -> list[QPushButton]:
        return [self.confirm_button, self.cancel_button, self.draw_button, self.end_button,
                self.take_back_button, self.suggest_button, self.result_button]  # fmt: skip

    def set_colour(self, colour: QColor) -> None:
        self.disc.set_colour(colour)
