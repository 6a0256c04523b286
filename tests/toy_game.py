"""Last counter: a tiny rule set for testing game-agnostic code in milliseconds.

Two to four players take turns around a pile of counters whose size the seed draws (15 to 40
unless the options fix it); a turn takes 1 to ``max_take`` counters (``take 2``), and whoever
takes the last one wins. Nothing is hidden, every game ends within its pile's size in moves,
and a move that takes more than the pile holds or more than ``max_take`` is refused.
"""

from __future__ import annotations

import struct
from dataclasses import dataclass
from hashlib import blake2b
from typing import NamedTuple

from engine.bot import BotSpec
from engine.errors import IllegalMoveError, NotationError, OptionsError
from engine.rng import Rng, seed_key
from engine.rules import GameBot, GameState, RuleSet

MIN_PILE, MAX_PILE = 15, 40
MAX_TAKE = 5


class Take(NamedTuple):
    """Take ``counters`` from the pile; written ``take <counters>``."""

    counters: int

    def __str__(self) -> str:
        return f"take {self.counters}"


def parse_take(text: str) -> Take:
    """The move written ``text`` (only the canonical form: ``take`` and a plain number)."""
    word, _, digits = text.partition(" ")
    if word != "take" or not digits.isdigit() or not digits.isascii() or str(int(digits)) != digits:
        raise NotationError(f"not a move of last counter: {text[:40]!r}")
    return Take(int(digits))


class TakeRefusedError(IllegalMoveError):
    """A take the rules do not allow now (the engine's refusal, with a reason in words)."""

    def __init__(self, move: Take, reason: str) -> None:
        ValueError.__init__(self, f"illegal move {str(move)!r}: {reason}")


@dataclass(frozen=True, slots=True)
class PileOptions:
    """``pile``: the counters at the start (None: the seed draws them); ``max_take``: the most
    counters a turn takes; ``start_seat``: the first to move (None: the seed chooses)."""

    pile: int | None = None
    max_take: int = 3
    start_seat: int | None = None

    def __post_init__(self) -> None:
        if self.pile is not None and not MIN_PILE <= self.pile <= MAX_PILE:
            raise OptionsError(f"pile must be {MIN_PILE} to {MAX_PILE} counters")
        if not 1 <= self.max_take <= MAX_TAKE:
            raise OptionsError(f"max_take must be 1 to {MAX_TAKE}")


class PileScore(NamedTuple):
    total: int

    def to_dict(self) -> dict[str, int]:
        return {"total": self.total}


class Pile:
    """A game of last counter in progress."""

    def __init__(self, players: int, seed: int | str, options: PileOptions) -> None:
        rng = Rng(seed_key(seed, "last-counter"))
        drawn_pile = MIN_PILE + rng.below(MAX_PILE - MIN_PILE + 1)
        drawn_start = rng.below(players)
        self.players = players
        self.max_take = options.max_take
        self.pile = drawn_pile if options.pile is None else options.pile
        self.start_seat = drawn_start if options.start_seat is None else options.start_seat
        self.seat = self.start_seat
        self.ply = 0
        self.winner: int | None = None

    @property
    def is_over(self) -> bool:
        return self.pile == 0

    @property
    def to_move(self) -> int | None:
        return None if self.is_over else self.seat

    def legal_moves(self) -> list[Take]:
        return [Take(counters) for counters in range(1, min(self.max_take, self.pile) + 1)]

    def play(self, move: Take) -> None:
        if self.is_over:
            raise TakeRefusedError(move, "the game is over")
        if not 1 <= move.counters <= min(self.max_take, self.pile):
            raise TakeRefusedError(move, f"a turn takes 1 to {min(self.max_take, self.pile)}")
        self.apply(move)

    def apply(self, move: Take) -> None:
        self.pile -= move.counters
        self.ply += 1
        if self.pile == 0:
            self.winner = self.seat
        self.seat = (self.seat + 1) % self.players

    def scores(self) -> list[PileScore]:
        """One point for whoever took the last counter."""
        return [PileScore(int(seat == self.winner)) for seat in range(self.players)]

    def reveals(self, move: Take) -> bool:
        return False

    def copy(self) -> Pile:
        other = Pile.__new__(Pile)
        other.__dict__.update(self.__dict__)
        return other

    def encode(self) -> bytes:
        winner = -1 if self.winner is None else self.winner
        fields = (self.players, self.max_take, self.start_seat, self.pile, self.seat, self.ply)
        return struct.pack("<7q", *fields, winner)

    def state_hash(self) -> str:
        return blake2b(self.encode(), digest_size=16).hexdigest()


class TakeAny:
    """Last counter's bot: any legal take, at random."""

    name = "random"

    def __init__(self, key: bytes) -> None:
        self.rng = Rng(key)

    def choose(self, game: Pile) -> Take:
        moves = game.legal_moves()
        return moves[self.rng.below(len(moves))]


class LastCounter:
    """The rule set of last counter."""

    name = "last-counter"
    version = "last-counter-1"
    min_players = 2
    max_players = 4
    record_suffix = ".last-counter.json"
    default_options = PileOptions()

    def new_game(
        self, players: int, seed: int | str, options: PileOptions | None = None
    ) -> GameState[Take]:
        options = options or self.default_options
        self.check_options(options, players)
        return Pile(players, seed, options)

    def parse_move(self, text: str) -> Take:
        return parse_take(text)

    bots = ("random",)

    @property
    def levels(self) -> dict[str, str]:
        return dict.fromkeys(("easy", "normal", "hard"), "random")

    def make_bot(self, spec: BotSpec) -> GameBot[Take]:
        if spec.name not in self.bots:
            raise ValueError(f"unknown bot {spec.name!r}")
        return TakeAny(seed_key(spec.seed, f"bot-{spec.name}"))

    def check_options(self, options: PileOptions, players: int) -> None:
        if not self.min_players <= players <= self.max_players:
            raise OptionsError(f"last counter is for {self.min_players} to {self.max_players} "
                               "players")  # fmt: skip
        if options.start_seat is not None and not 0 <= options.start_seat < players:
            raise OptionsError(f"start_seat must be a seat number (0 to {players - 1})")

    def options_to_dict(self, options: PileOptions) -> dict[str, object]:
        return {"pile": options.pile, "max_take": options.max_take,
                "start_seat": options.start_seat}  # fmt: skip

    def options_from_dict(self, data: object) -> PileOptions:
        if not isinstance(data, dict):
            raise OptionsError("options must be an object")
        pile, max_take = data.get("pile"), data.get("max_take", 3)
        start_seat = data.get("start_seat")
        if pile is not None and (not isinstance(pile, int) or isinstance(pile, bool)):
            raise OptionsError("pile must be a number or null")
        if not isinstance(max_take, int) or isinstance(max_take, bool):
            raise OptionsError("max_take must be a number")
        if start_seat is not None and (
            not isinstance(start_seat, int) or isinstance(start_seat, bool) or start_seat < 0
        ):
            raise OptionsError("start_seat must be a seat number or null")
        return PileOptions(pile, max_take, start_seat)


LAST_COUNTER: RuleSet[Take, PileOptions] = LastCounter()
