"""The end of a game: the final score with its breakdown."""

from __future__ import annotations

from PySide6.QtWidgets import (
    QDialog,
    QDialogButtonBox,
    QLabel,
    QTableWidget,
    QTableWidgetItem,
    QVBoxLayout,
    QWidget,
)

from engine.game import Game
from ui.i18n import tr


class ScoreDialog(QDialog):
    """The final score with its breakdown; the boards show the counted rows and columns."""

    def __init__(self, game: Game, names: list[str], parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setWindowTitle(tr("Final score"))
        headers = [tr("Player"), tr("Rows"), tr("Columns"), tr("Superstructures"),
                   tr("Actions"), tr("Dry roads"), tr("Total")]  # fmt: skip
        scores = game.scores()
        self.table = QTableWidget(len(scores), len(headers))
        self.table.setHorizontalHeaderLabels(headers)
        winner = game.winner
        for seat, s in enumerate(scores):
            values = [names[seat], s.rows, s.columns, s.crossings + s.lines, s.actions,
                      s.dry_roads, s.total]  # fmt: skip
            for col, value in enumerate(values):
                item = QTableWidgetItem(str(value))
                if seat == winner:
                    font = item.font()
                    font.setBold(True)
                    item.setFont(font)
                self.table.setItem(seat, col, item)
        self.table.resizeColumnsToContents()
        label = QLabel(tr("{name} wins!").format(name=names[winner]) if winner is not None else "")
        label.setStyleSheet("font-size: 16pt; font-weight: bold;")
        buttons = QDialogButtonBox(QDialogButtonBox.StandardButton.Close)
        self.export_button = buttons.addButton(tr("Export record…"),
                                               QDialogButtonBox.ButtonRole.ActionRole)
        buttons.rejected.connect(self.reject)
        buttons.accepted.connect(self.accept)
        layout = QVBoxLayout(self)
        layout.addWidget(label)
        layout.addWidget(self.table)
        layout.addWidget(QLabel(tr("Complete rows and columns are highlighted on the boards.")))
        layout.addWidget(buttons)
        self.resize(720, 260)


