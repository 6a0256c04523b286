"""Take-back online: a turn's steps stay on this computer until the turn ends or a step reveals a
card; until then they can be taken back, and the peers never see them."""

from __future__ import annotations

import asyncio
from functools import partial
from pathlib import Path

from online_helpers import (
    aloop,
    autoplay,
    close_windows,
    make_window,
    online,
    run,
    start_two,
    until,
)
from pytestqt.qtbot import QtBot

from client.app import MainWindow
from engine.helsinki.game import Game
from engine.helsinki.moves import Move
from engine.record import replay

__all__ = ["aloop"]  # the fixture


def drafted_step(game: Game) -> Move | None:
    """A legal step that reveals nothing and keeps the turn, if the position has one."""
    seat = game.to_move
    for move in game.legal_moves():
        if game.reveals(move):
            continue
        after = game.copy()
        after.apply(move)
        if after.to_move == seat and not after.is_over:
            return move
    return None


def committed_beyond(window: MainWindow, ply: int) -> bool:
    """``window``'s game has moves sent beyond move ``ply`` (a condition for ``until``)."""
    return online(window).committed_game().ply > ply


def test_steps_of_a_turn_are_taken_back_before_the_peers_see_them(
    qtbot: QtBot, aloop: asyncio.AbstractEventLoop, tmp_path: Path, data_dir: Path
) -> None:
    anna = make_window(qtbot, tmp_path, "Anna")
    ben = make_window(qtbot, tmp_path, "Ben")

    async def scenario() -> None:
        await start_two(anna, ben)
        windows = (anna, ben)
        timers = [autoplay(w) for w in windows]
        taken_back = 0
        while taken_back < 3 and not online(anna).over:  # three turns, whoever plays them
            await asyncio.sleep(0.05)
            for timer in timers:
                timer.stop()
            await until(lambda: online(anna).committed_game().ply  # the moves sent arrived
                        == online(ben).committed_game().ply)  # fmt: skip
            seat = online(anna).committed_game().to_move
            if seat is None:
                break
            mover = next(w for w in windows if seat in online(w).local_seats())
            other = ben if mover is anna else anna
            while online(mover).can_take_back:  # the steps the bot has drafted so far
                mover.game_page.take_back()
            committed = online(mover).committed_game().copy()
            assert online(mover).game().state_hash() == committed.state_hash()
            step = drafted_step(committed)
            if step is not None:
                entries = mover.game_page.log.count()
                mover.game_page.scene.move_chosen.emit(step)
                assert online(mover).game().ply == committed.ply + 1  # shown here at once...
                assert online(mover).committed_game().ply == committed.ply
                assert mover.game_page.log.count() > entries
                await asyncio.sleep(0.3)
                assert online(other).committed_game().ply == committed.ply  # ...not sent
                mover.game_page.take_back()
                assert online(mover).game().state_hash() == committed.state_hash()
                assert mover.game_page.log.count() == entries
                taken_back += 1
            timers = [autoplay(w) for w in windows]
            await until(partial(committed_beyond, anna, committed.ply))
        assert taken_back == 3
        await until(lambda: online(anna).over and online(ben).over, timeout=30)
        for timer in timers:
            timer.stop()
        ra, rb = online(anna).record(), online(ben).record()
        assert ra.moves == rb.moves and ra.result is not None
        assert replay(ra, verify=True).is_over
        await close_windows(anna, ben)

    run(aloop, scenario(), timeout=60)
