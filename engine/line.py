"""A line of play: a game and its record, kept in step by one owner.

A :class:`Line` holds the game and the moves that led to it, as a board holds its move stack:
moves are pushed (checked by the game, the hash compared with the one an entry carries) or
played (the hash is then made here), and the line goes back to any earlier move with
:meth:`Line.rewind`. The game and the moves are there to read; the record is handed out as a
copy, so nothing outside changes the line's moves.

>>> from engine.helsinki.moves import Move
>>> from engine.record import Record, Seat
>>> line = Line(Record([Seat("Anna"), Seat("Ben")], 7))
>>> played = line.play(Move.place(0))
>>> line.ply, line.game.ply, line.moves == (played,)
(1, 1, True)
>>> line.rewind(0)
>>> line.ply, line.record.moves
(0, ())
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import replace
from typing import Any, Generic, TypeVar

from engine.helsinki.game import Game
from engine.record import (
    PlayedMove,
    Record,
    ReplayError,
    Seat,
    play_entry,
    replay,
    replay_state,
    result_of,
)
from engine.rules import HELSINKI, AnyRuleSet, GameMove, GameState, rule_set

GameT = TypeVar("GameT", bound=GameState[Any])


class GameLine(Generic[GameT]):
    """A game and its record, kept in step: the one owner of a line of play's moves.
    :class:`Line` is a Helsinki line (its game a :class:`~engine.helsinki.game.Game`) and
    :class:`StateLine` a line of any rule set's game (:meth:`Record.first_state`).

    ``ply`` counts the line's moves (a record's moves count from its first state, while a game
    that starts from a position counts its :attr:`~engine.helsinki.game.Game.ply` on from the
    position's).
    """

    def __init__(self, record: Record, verify: bool = True, game: GameT | None = None) -> None:
        """The line of ``record``: its moves replayed on its first state with every check
        (with ``verify``, hashes and result too); raises :class:`ReplayError` naming the first
        move that does not replay. A ``game`` that has played the record's moves already (by
        this program's engine, as :meth:`push_trusted` trusts a move) is taken as it is, and
        the line owns it from then on."""
        self._header = record  # (a value: its header is kept, its moves and result are the line's)
        self.rules: AnyRuleSet = rule_set(record.rules)
        """The rule set the line's game follows (it reads the line's moves from their text)."""
        self._game = self._replay(record, verify) if game is None else game
        self._moves = list(record.moves)
        self._frozen: tuple[PlayedMove, ...] | None = record.moves

    def _replay(self, record: Record, verify: bool) -> GameT:
        """The game after ``record``'s moves (see :func:`~engine.record.replay`)."""
        raise NotImplementedError

    # ------------------------------------------------------------------ reading

    @property
    def game(self) -> GameT:
        """The game after the line's moves: to read, not to play on (a rewind makes another)."""
        return self._game

    @property
    def moves(self) -> tuple[PlayedMove, ...]:
        """The line's moves, in order."""
        if self._frozen is None:
            self._frozen = tuple(self._moves)
        return self._frozen

    @property
    def ply(self) -> int:
        """How many moves the line holds."""
        return len(self._moves)

    @property
    def record(self) -> Record:
        """The record of the line: a copy of its own, with the result once the game is over."""
        return replace(self._header, moves=self.moves, result=result_of(self._game))

    # ------------------------------------------------------------------ moving

    def play(self, move: GameMove, hasher: Callable[[GameT], str] | None = None) -> PlayedMove:
        """Play ``move`` (checked: ``IllegalMoveError`` changes nothing) and record it with the
        state hash after it (made by ``hasher`` when given: a peer's own way to hash)."""
        game = self._game
        seat = game.to_move
        game.play(move)  # a finished game has no legal move: seat is a seat now
        assert seat is not None
        return self._add(PlayedMove(seat, move, game.state_hash() if hasher is None
                                    else hasher(game)))  # fmt: skip

    def push(self, entry: PlayedMove) -> None:
        """Play a recorded move with every check (seat, legality, state hash); raises
        :class:`ReplayError` naming its index, changing nothing."""
        before = self._game.copy()
        try:
            play_entry(self._game, self.ply, entry, verify=True)
        except ReplayError:
            self._game = before  # a hash that differs leaves the move applied
            raise
        self._add(entry)

    def push_trusted(self, entry: PlayedMove) -> None:
        """Play a move checked before (by this program's engine, with this state hash after
        it) without checking it again."""
        self._game.apply(entry.move)
        self._add(entry)

    def rewind(self, ply: int) -> None:
        """Go back to the state after the line's first ``ply`` moves (the game is a new one,
        replayed from the first state; the moves were checked when they were pushed)."""
        if not 0 <= ply <= self.ply:
            raise IndexError(f"cannot rewind to move {ply}: the line has moves 0 to {self.ply}")
        if ply == self.ply:
            return
        del self._moves[ply:]
        self._frozen = None
        self._game = self._replay(replace(self._header, moves=self.moves), verify=False)

    def _add(self, entry: PlayedMove) -> PlayedMove:
        self._moves.append(entry)
        self._frozen = None
        return entry


class Line(GameLine[Game]):
    """A line of Helsinki: its game is the engine's :class:`~engine.helsinki.game.Game`."""

    def _replay(self, record: Record, verify: bool) -> Game:
        return replay(record, verify)

    @staticmethod
    def of_game(game: Game, seats: list[Seat]) -> Line:
        """The line of ``game`` so far, from its set-up or the position it started from (its
        moves are played again, to collect their hashes)."""
        line = Line(Record.header_of(game, seats))
        for move in game.history:
            line.play(move)
        return line


class StateLine(GameLine[GameState[Any]]):
    """A line of any rule set's game, read through :class:`~engine.rules.GameState`."""

    def _replay(self, record: Record, verify: bool) -> GameState[Any]:
        return replay_state(record, verify)


def line_of(
    record: Record, verify: bool = True, game: GameState[Any] | None = None
) -> Line | StateLine:
    """The line of ``record`` (see :class:`GameLine`): a Helsinki :class:`Line` for a
    Helsinki record, a :class:`StateLine` for another rule set's."""
    if record.ruleset == HELSINKI.version and (game is None or isinstance(game, Game)):
        return Line(record, verify, game)
    return StateLine(record, verify, game)
