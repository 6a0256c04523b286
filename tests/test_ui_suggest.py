"""Suggested moves and bots that stop thinking: the expert thinks in the session's worker, its
step appears on the table as a choice under way (Enter plays it), and the thinking stops at once
when asked, when the game is left and when the window closes."""

from __future__ import annotations

from pathlib import Path

from positions import find
from processes import alive
from pytestqt.qtbot import QtBot

from client.app import MainWindow
from client.session import LocalSession
from client.thinker import Thinker
from engine.helsinki.game import Game
from engine.helsinki.moves import Kind, Move
from engine.helsinki.options import Options
from engine.line import Line
from engine.record import Record, Seat
from ui.table.composer import Composer, Mark, Region, Say, Target


def worker_pid(session: LocalSession) -> int | None:
    chooser = session._thinker
    assert isinstance(chooser, Thinker)
    return chooser.worker_pid


def local_game(window: MainWindow, bot: str = "random", suggest_ms: float = 150,
               think_ms: float | None = None) -> LocalSession:  # fmt: skip
    """Anna (seat 0, to move first) against the bot Cy."""
    options = Options(start_seat=0)
    record = Record([Seat("Anna"), Seat("Cy", bot)], 21, options)
    session = LocalSession(Line(record), None, 0, suggest_ms=suggest_ms,
                           think_ms=think_ms)  # fmt: skip
    window._start_session(session)
    return session


def test_a_suggested_step_is_shown_on_the_table_and_enter_plays_it(
    window: MainWindow, qtbot: QtBot
) -> None:
    session = local_game(window)
    page = window.game_page
    answers: list[list[Move]] = []
    session.suggested.connect(answers.append)
    assert page.suggest_button.isVisible() and page.suggest_button.text() == "Suggest a move (H)"
    kinds: set[Kind] = set()
    while Kind.BUILD not in kinds:  # the set-up, token moves, draws, actions... and a build
        assert len(answers) < 40
        qtbot.waitUntil(lambda: session.game().to_move == 0, timeout=60_000)  # the bot played
        with qtbot.waitSignal(session.suggested, timeout=60_000):
            if len(answers) % 2:  # H, as well as the button
                assert page.suggest_action.isEnabled()
                page.suggest_action.trigger()
            else:
                page.suggest_button.click()
            assert session.suggesting and page.suggest_button.text() == "Stop thinking"
        moves = answers[-1]
        game = session.game()
        assert moves and moves[0] in game.legal_moves()
        kinds.add(moves[0].kind)
        assert page.message.text().startswith("Suggestion: ")
        composer = page.scene.composer
        assert composer.has_choice and page.confirm_button.isVisible()
        if moves[0].kind == Kind.BUILD:  # the ghost tile waits where the expert pushes it
            assert composer.ghost is not None and composer.ghost.final() == moves[1].a
        elif moves[0].kind == Kind.PLACE:
            assert composer.marks()[Target(Region.SPACE, moves[0].a)] == Mark.SELECTED
        before = len(game.history)
        page.scene.confirm()  # Enter
        assert session.game().history[before:before + len(moves)] == moves
    assert not session.suggesting
    session.close()


def test_stopping_a_suggestion_or_leaving_the_game_stops_the_expert_at_once(
    window: MainWindow, qtbot: QtBot
) -> None:
    session = local_game(window, suggest_ms=60_000)
    page = window.game_page
    answers: list[list[Move]] = []
    session.suggested.connect(answers.append)
    page.suggest_button.click()
    qtbot.waitUntil(lambda: worker_pid(session) is not None, timeout=30_000)
    pid = worker_pid(session)
    assert pid is not None and session.suggesting
    page.suggest_button.click()  # "Stop thinking"
    assert answers == [[]] and not session.suggesting and not alive(pid)
    assert page.suggest_button.text() == "Suggest a move (H)"
    assert not page.scene.composer.has_choice
    page.suggest_button.click()  # again, then leave the game while it thinks
    qtbot.waitUntil(lambda: worker_pid(session) is not None, timeout=30_000)
    pid = worker_pid(session)
    assert pid is not None
    window.show_start()
    assert not alive(pid) and page.session is None


def test_a_step_played_meanwhile_drops_the_suggestion(window: MainWindow, qtbot: QtBot) -> None:
    session = local_game(window, suggest_ms=60_000)
    answers: list[list[Move]] = []
    session.suggested.connect(answers.append)
    session.suggest()
    qtbot.waitUntil(lambda: worker_pid(session) is not None, timeout=30_000)
    pid = worker_pid(session)
    assert pid is not None
    session.submit(session.game().legal_moves()[0])
    assert answers == [[]] and not session.suggesting and not alive(pid)
    session.close()


def test_closing_the_window_stops_a_thinking_bot_at_once(window: MainWindow, qtbot: QtBot) -> None:
    options = Options(start_seat=1)
    record = Record([Seat("Anna"), Seat("Cy", "expert")], 22, options)
    session = LocalSession(Line(record), None, 0, think_ms=60_000)
    window._start_session(session)
    qtbot.waitUntil(lambda: worker_pid(session) is not None and session.thinking,
                    timeout=30_000)  # fmt: skip
    pid = worker_pid(session)
    assert pid is not None
    window.close()
    assert not alive(pid)


def test_no_suggestion_on_the_others_turn_or_online(window: MainWindow) -> None:
    session = local_game(window, bot="random")
    page = window.game_page
    assert page.suggest_button.isVisible()
    session.bot_delay = 10_000
    while session.game().to_move == 0:
        session.submit(session.game().legal_moves()[0])
    assert session.game().to_move == 1
    assert not session.can_suggest and not page.suggest_button.isVisible()
    session.suggest()
    assert not session.suggesting
    session.close()
    from client.online import OnlineSession

    assert not OnlineSession(Path(".")).can_suggest


# ------------------------------------------------------------------ the composer, without Qt


def composer_on(game: Game) -> Composer:
    composer = Composer()
    composer.show(game, True, game.seat)
    return composer


def test_the_composer_shows_a_build_with_its_push_and_confirms_both() -> None:
    game = find(lambda g: any(m.kind == Kind.BUILD for m in g.legal_moves()))
    build = next(m for m in game.legal_moves() if m.kind == Kind.BUILD)
    after = game.copy()
    after.apply(build)
    pushes = [m for m in after.legal_moves() if m.kind == Kind.PUSH]
    push = pushes[-1]  # not the one the ghost would show first
    composer = composer_on(game)
    outcome = composer.suggest([build, push])
    assert outcome.note is not None and outcome.note.say == Say.SUGGESTION
    assert composer.selected_build() == build
    assert composer.ghost is not None and composer.ghost.final() == push.a
    assert composer.confirm().moves == (build, push)


def test_the_composer_marks_a_suggested_step_and_drops_it_on_a_click_or_esc() -> None:
    game = find(lambda g: any(m.kind == Kind.ACT for m in g.legal_moves()))
    act = next(m for m in game.legal_moves() if m.kind == Kind.ACT)
    composer = composer_on(game)
    composer.suggest([act])
    assert composer.marks()[Target(Region.ACTION, act.a)] == Mark.SELECTED
    assert composer.can_confirm() and composer.has_choice
    composer.cancel()
    assert composer.suggested is None
    composer.suggest([act])
    assert composer.confirm().moves == (act,)
    illegal = Move.place(0)
    assert composer.suggest([illegal]).note is None  # not a step of this game: nothing shown
