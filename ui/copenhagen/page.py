"""The page of a game of Copenhagen being played: the shared page (:mod:`ui.pages.table_page`:
the status bar, the table or the hand-over screen, the collapsible move log) with Copenhagen's
table, its prompt and hints, its buttons and its suggestions (a step at a time)."""

from __future__ import annotations

from typing import cast

from PySide6.QtWidgets import QWidget

from engine.copenhagen import CopenhagenGame, Move, Step
from ui.copenhagen.layout import HEIGHT, WIDTH
from ui.copenhagen.scene import CopenhagenScene
from ui.copenhagen.view import CopenhagenView
from ui.copenhagen.words import CopenhagenWords, prompt_text, step_text
from ui.i18n import tr
from ui.pages.table_page import TablePage
from ui.source import TableSource


class CopenhagenPage(TablePage[CopenhagenScene, CopenhagenView]):
    """A game of Copenhagen: the shared buttons (never Draw: cards come with a take); a
    suggested step is said in words as well as shown on the table."""

    def __init__(self, parent: QWidget | None = None) -> None:
        scene = CopenhagenScene()
        super().__init__(scene, CopenhagenView(scene), CopenhagenWords(), (WIDTH, HEIGHT), parent)
        self._suggestion = ""  # the suggested step shown, in words ("" : none)
        self.retranslate()

    def retranslate(self) -> None:
        self.status.take_back_button.setToolTip(
            tr("Undo your last step. Steps that showed a card from the deck cannot be taken "
               "back."))  # fmt: skip
        super().retranslate()

    def game(self) -> CopenhagenGame:
        assert self.session is not None
        return cast(CopenhagenGame, self.session.game())

    def set_session(self, session: TableSource) -> None:
        self._suggestion = ""
        super().set_session(session)

    def new_step(self) -> None:
        super().new_step()
        self._suggestion = ""

    def show_state(self, game: CopenhagenGame, viewer: int | None, interactive: bool,
                   handing_over: bool) -> None:  # fmt: skip
        if handing_over:  # no hand shown until its player is ready
            viewer, interactive = None, False
        self.scene.show_game(game, self.names, self.colours, viewer, interactive)

    def show_suggestion(self, moves: list[Move]) -> None:
        self.scene.suggest(moves[0])
        self._suggestion = step_text(moves[0])
        self.say(tr("Suggestion: {step}. Enter or Confirm plays it, Esc drops it.").format(
            step=self._suggestion))  # fmt: skip

    def update_status(self) -> None:
        if self.session is None:
            return
        game = self.game()
        seat = game.to_move
        if self.session.awaiting_confirmation:
            text = tr("Confirm the end of your turn or take back")
        elif seat is None:
            text = tr("Game over")
            if game.winners:
                self.status.set_colour(self.colours[game.winners[0]])
        else:
            own = self.scene.interactive or self.handing_over
            text = prompt_text(game, self.names[seat], own)
            self.status.set_colour(self.colours[seat])
        self.status.prompt.setText(text)
        self.status.prompt.setToolTip(text)
        self.status.detail.setText(tr("deck: {n}").format(n=len(game.deck)) + " · "
                                   + tr("move {n}").format(n=game.ply))  # fmt: skip
        self.update_buttons()

    def hint(self) -> str:
        """What to click now; on another player's turn, what was played last."""
        composer = self.scene.composer
        step = composer.step
        if step is None:
            return self.last_played()
        if composer.paying:
            return tr("Choose how to pay for the tile: with or without your discount, with "
                      "which cards.")  # fmt: skip
        if composer.ghost is not None and step != Step.BONUS:
            return tr("Click a lit cell of your house to build, or move the tile with the "
                      "arrows and press Enter; R, the right button or Turn turns it, F or Flip "
                      "flips it; Esc puts it back.")  # fmt: skip
        if step == Step.MAIN:
            return tr("Click 2 neighbouring harbour cards (1-7), or a framed tile of the market "
                      "to build it (T: the next tile).")  # fmt: skip
        if step == Step.DISCARD:
            return tr("Click a colour of your hand, or press its number (1-5), to discard a "
                      "card of it.")  # fmt: skip
        if step == Step.BUILD:
            return tr("Click a framed tile to build it (T: the next tile), or end your turn "
                      "(E).")  # fmt: skip
        return tr("Click a bonus (1-9), or a lit cell of your house for a special tile (or "
                  "move it with the arrows and press Enter).")  # fmt: skip

    def update_buttons(self) -> None:
        """The buttons that make sense now; a suggestion the player turned from is
        forgotten."""
        composer = self.scene.composer
        session = self.session
        waiting = session is not None and session.awaiting_confirmation
        take_back = self.can_take_back()
        if self._suggestion and composer.suggested is None:  # the player chose otherwise
            self._suggestion = ""
            self._said = ""
        chosen = composer.take_ready() is not None or bool(composer.paying)
        shown = {
            self.status.confirm_button: chosen or composer.suggested is not None,
            self.status.cancel_button: bool(composer.slots)
            or composer.suggested is not None
            or (composer.ghost is not None and composer.step != Step.BONUS),
            self.status.end_button: composer.can_end() or waiting,
            self.status.take_back_button: take_back,
            self.status.result_button: session is not None and not self.in_progress,
            self.status.suggest_button: self.can_suggest() or self.suggesting(),
        }
        for button, visible in shown.items():
            button.setVisible(visible)
            button.setEnabled(visible)
        self.take_back_action.setEnabled(take_back)
        self.end_turn_action.setEnabled(shown[self.status.end_button])
        self.suggest_action.setEnabled(shown[self.status.suggest_button])
        if not self._said:
            self.status.hint.setText(self.hint())
