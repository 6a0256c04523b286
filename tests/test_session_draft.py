"""A session drafts the local player's steps and commits them in one batch when a step shows a
card, the turn passes or the player leaves: what an online session sends to its peers."""

from __future__ import annotations

from pytestqt.qtbot import QtBot

from client.session import TableSession
from engine.helsinki.game import Game
from engine.helsinki.moves import Move
from engine.helsinki.options import Options
from engine.line import Line
from engine.record import Record, Seat


class Recorder(TableSession):
    """A session whose committed steps are only recorded (as a network session sends them)."""

    def __init__(self, game: Game) -> None:
        super().__init__()
        self._game = game
        self.commits: list[list[Move]] = []

    def committed_game(self) -> Game:
        return self._game

    def commit(self, moves: list[Move]) -> None:
        self.commits.append(list(moves))
        for move in moves:
            self._game.play(move)

    def seats(self) -> list[Seat]:
        return [Seat("Anna"), Seat("Ben")]

    def local_seats(self) -> set[int]:
        return {0}

    def record(self) -> Record:
        return Line.of_game(self._game, self.seats()).record


def recorder() -> tuple[Recorder, list[tuple[int, Move]], list[int], list[str]]:
    session = Recorder(Game.new(2, 5, Options(start_seat=0)))
    told: list[tuple[int, Move]] = []
    back: list[int] = []
    problems: list[str] = []
    session.move_played.connect(lambda index, move, _before: told.append((index, move)))
    session.taken_back.connect(back.append)
    session.problem.connect(problems.append)
    return session, told, back, problems


def test_steps_are_committed_in_one_batch_when_a_card_shows(qtbot: QtBot) -> None:
    session, told, _, _ = recorder()
    for text in ("place 0", "move 2"):
        session.submit(Move.parse(text))
    assert session.commits == [] and session.committed_game().ply == 0
    assert session.game().history == [Move.place(0), Move.move(2)]
    assert session.can_take_back
    session.submit(Move.draw())
    assert session.commits == [[Move.place(0), Move.move(2), Move.draw()]]
    assert session.game() is session.committed_game() and not session.can_take_back
    assert told == [(0, Move.place(0)), (1, Move.move(2)), (2, Move.draw())]
    # the steps come back from the network: told once only; the next move is told
    before = session.committed_game().copy()
    session.tell(2, Move.draw(), before)
    assert len(told) == 3
    session.tell(3, Move.end(), before)
    assert told[-1] == (3, Move.end())


def test_taking_back_and_playing_again(qtbot: QtBot) -> None:
    session, told, back, _ = recorder()
    session.submit(Move.place(0))
    session.submit(Move.move(2))
    session.take_back()
    assert back == [1] and session.game().history == [Move.place(0)]
    session.submit(Move.move(3))
    assert told[-1] == (1, Move.move(3))  # the new step is told at the same index
    session.take_back()
    session.take_back()
    assert back == [1, 1, 0] and session.game().ply == 0 and not session.can_take_back
    session.take_back()  # nothing left: nothing happens
    assert back == [1, 1, 0] and session.commits == []


def test_leaving_commits_the_draft(qtbot: QtBot) -> None:
    session, _, _, _ = recorder()
    session.submit(Move.place(0))
    session.close()
    assert session.commits == [[Move.place(0)]]


def test_refused_steps_change_nothing(qtbot: QtBot) -> None:
    session, told, _, problems = recorder()
    session.submit(Move.move(2))  # the set-up waits for a placement
    assert problems and told == [] and session.game().ply == 0
    session.submit(Move.place(0))
    session.submit(Move.move(2))
    session.submit(Move.draw())
    if session.game().to_move == 0:  # the draw may leave a step for the same player
        session.submit(Move.end())
    assert session.game().to_move == 1
    count = len(problems)
    session.submit(Move.move(1))  # Ben's turn: not a local seat
    assert len(problems) == count + 1 and session.game().to_move == 1
