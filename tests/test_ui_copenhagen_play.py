"""Playing Copenhagen at the table as at Helsinki's: "Suggest a move" shows the expert's step
for the seat to move (from that seat's view only), a hot-seat game hides the hand between two
people's turns, the player chooses how to pay for a tile when there is more than one way, and
the start screen offers the chosen game's bot levels."""

from __future__ import annotations

import dataclasses
from typing import TYPE_CHECKING

from PySide6.QtCore import Qt
from PySide6.QtTest import QTest
from pytestqt.qtbot import QtBot
from test_copenhagen_expert import hidden_otherwise, positions
from test_ui_copenhagen import played, shown

from client.session import LocalSession
from client.thinker import suggestion
from engine.bot_keeper import build_bot
from engine.copenhagen import Ability, CopenhagenGame, CopenhagenOptions, Kind, Move, Step
from engine.copenhagen.components import COLUMNS, kind_size
from engine.line import StateLine
from engine.record import Record, Seat
from engine.rng import Rng
from engine.rules import COPENHAGEN, HELSINKI, RULE_SETS
from ui.copenhagen.composer import payment_key
from ui.copenhagen.scene import CopenhagenScene
from ui.pages.choices import LEVEL_ORDER, bot_choices, bot_label
from ui.pages.start import HotSeatChoice

if TYPE_CHECKING:
    from client.app import MainWindow


def copenhagen_game(window: MainWindow, seats: list[Seat], seed: int = 21,
                    suggest_ms: float = 150) -> LocalSession:  # fmt: skip
    """A local game of Copenhagen on the window's Copenhagen page, seat 0 first (bots wait 10 s
    a move)."""
    record = Record(seats, seed, CopenhagenOptions(start_seat=0), ruleset=COPENHAGEN.version)
    session = LocalSession(StateLine(record), None, 10_000, suggest_ms=suggest_ms)
    session.confirm_end = False
    page = window.copenhagen_page
    page.set_session(session)
    window.pages.setCurrentWidget(page)
    session.start()
    return session


# ------------------------------------------------------------------ suggestions


def test_a_suggested_step_is_shown_on_the_table_and_enter_plays_it(
    window: MainWindow, qtbot: QtBot
) -> None:
    session = copenhagen_game(window, [Seat("Anna"), Seat("Cy", "greedy")])
    page = window.copenhagen_page
    button = page.status.suggest_button
    played_moves: list[Move] = []
    session.move_played.connect(lambda _i, move, _before: played_moves.append(move))
    answers: list[list[Move]] = []
    session.suggested.connect(answers.append)
    assert button.isVisible() and button.text() == "Suggest a move (H)"
    kinds: set[Kind] = set()
    while len(answers) < 3 or Kind.TAKE not in kinds:
        assert len(answers) < 12 and session.game().to_move == 0
        with qtbot.waitSignal(session.suggested, timeout=60_000):
            button.click()
            assert session.suggesting and button.text() == "Stop thinking"
        game = page.game()
        moves = answers[-1]
        assert len(moves) == 1 and moves[0] in game.legal_moves()
        move = moves[0]
        kinds.add(move.kind)
        composer = page.scene.composer
        assert composer.suggested == move
        assert page.status.hint.text().startswith("Suggestion: ")
        assert page.status.confirm_button.isVisible()
        if move.kind == Kind.TAKE:
            assert page.scene.harbour.selected == set(move.slots)
        if move.kind in (Kind.BUILD, Kind.SPECIAL):  # the tile held where it goes
            assert page.scene.origin is not None and page.scene.ghost.isVisible()
            assert composer.move_at(page.scene.origin) == move
        page.scene.confirm()  # Enter
        assert played_moves[-1] == move
        if session.game().to_move != 0:
            break
    assert not session.suggesting
    session.close()


def test_h_asks_for_a_suggestion_and_esc_drops_it(window: MainWindow, qtbot: QtBot) -> None:
    session = copenhagen_game(window, [Seat("Anna"), Seat("Cy", "greedy")])
    page = window.copenhagen_page
    page.view.setFocus()
    with qtbot.waitSignal(session.suggested, timeout=60_000):
        page.suggest_action.trigger()  # H
    composer = page.scene.composer
    assert composer.suggested is not None
    page.scene.cancel()  # Esc
    assert composer.suggested is None and not composer.slots
    assert not page.status.hint.text().startswith("Suggestion")
    session.close()


def test_no_suggestion_on_a_bots_turn(window: MainWindow) -> None:
    session = copenhagen_game(window, [Seat("Cy", "greedy"), Seat("Anna")])
    page = window.copenhagen_page
    assert session.game().to_move == 0 and not session.can_suggest
    assert not page.status.suggest_button.isVisible()
    session.suggest()
    assert not session.suggesting
    session.close()


def test_the_suggestion_is_the_experts_and_never_peeks() -> None:
    """Two games that differ only in what the seat to move cannot see (the other hands, the
    deck's order) get the same suggestion."""
    shuffler = Rng(b"\x1e" * 32)
    checked = 0
    for position in positions(2, "suggest", every=7)[:10]:
        seat = position.to_move
        assert seat is not None
        spec = suggestion(position, 50, COPENHAGEN.name)
        assert spec.name == COPENHAGEN.levels["hard"] == "expert" and spec.rules == "copenhagen"
        fixed = dataclasses.replace(spec, think_ms=None, think_iters=8)
        twin = hidden_otherwise(position, seat, shuffler)
        if twin is None:
            continue
        move = build_bot(fixed).choose(position)
        assert move in position.legal_moves() and build_bot(fixed).choose(twin) == move
        checked += 1
    assert checked >= 5
    assert suggestion(CopenhagenGame.new(2, 1)) != spec  # Helsinki's by default
    assert suggestion(CopenhagenGame.new(2, 1)).rules == HELSINKI.name


# ------------------------------------------------------------------ the hot seat


def test_a_hot_seat_game_hides_the_hand_between_two_peoples_turns(
    window: MainWindow, qtbot: QtBot
) -> None:
    window.preferences.confirm_end = False
    window.start.game_choice.set_value("copenhagen")
    session = window.play_hot_seat(HotSeatChoice(["Anna", "Ben"], window.start.rules.options(),
                                                 "copenhagen"))  # fmt: skip
    page = window.copenhagen_page
    assert window.pages.currentWidget() is page
    game = page.game()
    first = game.to_move
    assert first is not None
    assert page.handing_over and page.stack.panel.isVisible()  # the first player too
    assert page.scene.hand.hidden and not page.scene.interactive
    assert session.seats()[first].name in page.stack.panel.label.text()
    QTest.keyClick(page.stack.panel.button, Qt.Key.Key_Return)
    assert not page.handing_over and page.scene.interactive
    assert page.scene.hand.hand == game.players[first].hand and not page.scene.hand.hidden
    take = next(m for m in game.legal_moves() if m.kind == Kind.TAKE)
    page.scene.move_chosen.emit(take)
    while session.game().to_move == first:  # discards, if any
        page.scene.move_chosen.emit(session.game().legal_moves()[0])
    second = session.game().to_move
    assert second is not None and second != first
    assert page.handing_over and page.scene.hand.hidden and page.scene.viewer is None
    assert session.seats()[second].name in page.stack.panel.label.text()
    page.end_turn()  # E, Ctrl+Z and H do nothing meanwhile
    page.take_back()
    page.suggest()
    assert page.handing_over and not session.suggesting and session.game().to_move == second
    page.stack.panel.button.click()
    assert not page.handing_over and page.scene.viewer == second
    assert page.scene.hand.hand == session.game().players[second].hand
    session.close()


def test_a_game_against_bots_has_no_hand_over(window: MainWindow) -> None:
    session = copenhagen_game(window, [Seat("Anna"), Seat("Cy", "greedy")])
    page = window.copenhagen_page
    assert not page.handing_over and page.scene.interactive
    session.close()


# ------------------------------------------------------------------ payments


def with_discount(seed: int) -> CopenhagenGame:
    """A game where the seat to move builds and owns Construction discount, active."""
    game = played(2, seed, lambda g: g.step == Step.MAIN and any(
        m.kind == Kind.BUILD for m in g.legal_moves()))  # fmt: skip
    game.players[game.seat].owned |= Ability.DISCOUNT.bit
    game.edited()
    return game


def paid_two_ways(game: CopenhagenGame) -> Move:
    """A legal build whose placement can be paid in more than one way."""
    builds = [m for m in game.legal_moves() if m.kind == Kind.BUILD]
    return next(m for m in builds if len([o for o in builds if o[:4] == m[:4]]) >= 2)


def origin_of(move: Move) -> tuple[int, int]:
    cells = [c for c in range(45) if move.c >> c & 1]
    return min(c % COLUMNS for c in cells), min(c // COLUMNS for c in cells)


def held_at(scene: CopenhagenScene, move: Move) -> tuple[int, int]:
    """Hold the tile of ``move`` turned to fit its cells, over them."""
    scene.composer.suggest(move)  # the composer's own way to turn a tile to a placement
    scene.composer.suggested = None
    scene.origin = origin_of(move)
    scene._marks()
    return scene.origin


def test_the_player_chooses_to_use_the_discount_or_to_keep_it(qtbot: QtBot) -> None:
    game = with_discount(11)
    scene, chosen = shown(game, qtbot)
    build = paid_two_ways(game)
    origin = held_at(scene, build)
    ways = scene.composer.payments_at(origin)
    assert len(ways) >= 2 and all(w[:4] == build[:4] for w in ways)
    assert ways == sorted(ways, key=lambda m: payment_key(game, m))
    costs = {sum(w.pay) for w in ways}
    assert len(costs) == 2  # with and without Construction discount
    assert scene.ghost.ways == len(ways) and scene.ghost.cost == sum(ways[0].pay)
    scene.place()
    assert chosen == [] and scene.payment.isVisible() and scene.payment.moves == ways
    paid_less = next(i for i, w in enumerate(ways) if sum(w.pay) == min(costs))
    assert Ability.DISCOUNT in scene.payment.payments[paid_less].spends
    assert Ability.DISCOUNT not in scene.payment.payments[0].spends  # kept, first
    assert scene.handle_key(Qt.Key.Key_Escape, "")  # back to the tile, still held
    assert not scene.payment.isVisible() and scene.composer.ghost is not None and chosen == []
    assert scene.origin == origin and scene.ghost.isVisible()
    scene.place()
    scene.click(scene.payment.option_rect(paid_less).center())
    assert chosen == [ways[paid_less]] and kind_size(build.a) - sum(chosen[0].pay) >= 1


def test_keys_choose_a_payment(qtbot: QtBot) -> None:
    game = with_discount(11)
    scene, chosen = shown(game, qtbot)
    build = paid_two_ways(game)
    origin = held_at(scene, build)
    ways = scene.composer.payments_at(origin)
    scene.confirm()  # Enter: the chooser
    assert scene.payment.moves == ways and scene.payment.chosen == 0
    assert scene.handle_key(Qt.Key.Key_Down, "")
    assert scene.payment.chosen == 1
    scene.confirm()  # Enter: the payment the cursor is on
    assert chosen == [ways[1]]
    scene, chosen = shown(game, qtbot)
    held_at(scene, build)
    scene.place()
    assert scene.handle_key(Qt.Key.Key_2, "2")
    assert chosen == [ways[1]]


def test_one_way_to_pay_builds_at_once(qtbot: QtBot) -> None:
    game = played(2, 11, lambda g: g.step == Step.MAIN and any(
        m.kind == Kind.BUILD for m in g.legal_moves()))  # fmt: skip
    scene, chosen = shown(game, qtbot)
    single = [m for m in game.legal_moves() if m.kind == Kind.BUILD
              and len([o for o in game.legal_moves() if o[:4] == m[:4]]) == 1]  # fmt: skip
    assert single
    held_at(scene, single[0])
    scene.place()
    assert chosen == [single[0]] and not scene.payment.isVisible()


# ------------------------------------------------------------------ the start screen


def test_the_bot_levels_are_the_chosen_games(window: MainWindow) -> None:
    for name in ("helsinki", "copenhagen"):
        levels = RULE_SETS[name].levels
        assert bot_choices(name) == tuple(levels[level] for level in LEVEL_ORDER)
        assert [bot_label(b, name) for b in bot_choices(name)] == ["Easy", "Normal", "Hard"]
        window.start.game_choice.set_value(name)
        strength = window.start.strength
        assert strength.values == list(bot_choices(name))
        assert [b.text() for b in strength.buttons] == ["Easy", "Normal", "Hard"]
        assert all(bot in RULE_SETS[name].bots for bot in strength.values)
