"""The page of a game of Helsinki being played: the shared page (:mod:`ui.pages.table_page`:
the status bar, the table or the hand-over screen, the collapsible move log) with Helsinki's
table, its prompt and hints, its buttons (Draw among them) and its suggestions."""

from __future__ import annotations

from typing import Any

from PySide6.QtWidgets import QWidget

from engine.helsinki.game import Game
from engine.helsinki.moves import Kind
from ui.describe import HelsinkiWords
from ui.i18n import tr
from ui.pages.table_page import TablePage
from ui.table.layout import GOOD_WIDTH, HEIGHT
from ui.table.prompt import prompt_of
from ui.table.scene import TableScene
from ui.table.view import TableView
from ui.table.words import note_text, prompt_text


class GamePage(TablePage[TableScene, TableView]):
    """A game of Helsinki: Draw (D on the table) beside the shared buttons; a suggested build
    comes with its push."""

    def __init__(self, parent: QWidget | None = None) -> None:
        scene = TableScene()
        super().__init__(scene, TableView(scene), HelsinkiWords(), (GOOD_WIDTH, HEIGHT), parent)
        self.handover = self.stack.panel
        status = self.status
        self.message = status.hint
        self.warning = status.warning
        self.confirm_button = status.confirm_button
        self.cancel_button = status.cancel_button
        self.draw_button = status.draw_button
        self.end_button = status.end_button
        self.take_back_button = status.take_back_button
        self.suggest_button = status.suggest_button
        self.result_button = status.result_button
        self.draw_button.clicked.connect(scene.draw)
        self.retranslate()

    def retranslate(self) -> None:
        self.draw_button.setText(tr("Draw (D)"))
        self.take_back_button.setToolTip(tr("Undo your last step. Steps that showed a card "
                                            "from the pile cannot be taken back."))  # fmt: skip
        self.scene.rebuild(force=True)  # the table keeps its drawings: draw them again
        super().retranslate()

    def show_state(self, game: Game, viewer: int | None, interactive: bool,
                   handing_over: bool) -> None:  # fmt: skip
        if handing_over:
            self.scene.show_game(game, self.names, self.colours, viewer, False, True)
        else:
            self.scene.show_game(game, self.names, self.colours, viewer, interactive)

    def show_suggestion(self, moves: list[Any]) -> None:
        self.scene.suggest(moves)

    def hint(self) -> str:
        """What to click now; on another player's turn, what was played last."""
        note = self.scene.composer.hint()
        if note is not None:
            return note_text(note)
        return self.last_played()

    def update_status(self) -> None:
        """The prompt, the round and the hint for the game shown."""
        if self.session is None or self.scene.game is None:
            return
        game = self.scene.game
        seat = game.to_move
        if self.session.awaiting_confirmation:
            text = tr("Confirm the end of your turn or take back")
            if self.scene.viewer is not None:
                self.status.set_colour(self.colours[self.scene.viewer])
        elif seat is None:
            winner = game.winner
            assert winner is not None
            text = tr("Game over: {name} wins with %n point(s)", None,
                      game.scores()[winner].total).format(name=self.names[winner])  # fmt: skip
            self.status.set_colour(self.colours[winner])
        else:
            prompt, count = prompt_of(game)
            own = self.scene.interactive or self.handing_over
            text = prompt_text(prompt, count, self.names[seat], own)
            self.status.set_colour(self.colours[seat])
        self.status.prompt.setText(text)
        self.status.prompt.setToolTip(text)
        detail = tr("Round {n}").format(n=game.round + 1)
        if game.final_round and not game.is_over:
            detail += " · " + tr("final round")
        self.status.detail.setText(detail + " · " + tr("move {n}").format(n=game.ply))
        self.message.setText(self._said or self.hint())
        self.update_buttons()

    def update_buttons(self) -> None:
        """The buttons that make sense now, enabled when they would do something."""
        composer = self.scene.composer
        kinds = {m.kind for m in composer.legal()}
        choosing = composer.has_choice or composer.roofs_ready() is not None
        idle = composer.ghost is None and not self.handing_over
        waiting = self.session is not None and self.session.awaiting_confirmation and idle
        shown = {
            self.confirm_button: choosing or composer.ghost is not None,
            self.cancel_button: composer.has_choice,
            self.draw_button: Kind.DRAW in kinds and idle,
            self.end_button: (Kind.END in kinds and idle) or waiting,
            self.take_back_button: self.can_take_back(),
            self.suggest_button: self.can_suggest() or self.suggesting(),
            self.result_button: self.session is not None and not self.in_progress,
        }
        for button, visible in shown.items():
            button.setVisible(visible)
        self.confirm_button.setEnabled(composer.can_confirm())
        self.cancel_button.setEnabled(composer.has_choice)
        self.draw_button.setEnabled(shown[self.draw_button])
        self.end_button.setEnabled(shown[self.end_button])
        self.end_turn_action.setEnabled(waiting)
        self.take_back_button.setEnabled(shown[self.take_back_button])
        self.take_back_action.setEnabled(shown[self.take_back_button])
        self.suggest_button.setEnabled(shown[self.suggest_button])
        self.suggest_action.setEnabled(shown[self.suggest_button])
        if not self._said:
            self.message.setText(self.hint())
