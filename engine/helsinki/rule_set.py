"""Helsinki as a rule set (:mod:`engine.rules`): how its games start and its moves are read."""

from __future__ import annotations

from collections.abc import Mapping, Sequence

from engine.bot import BotSpec
from engine.errors import OptionsError
from engine.helsinki.bots import BOTS, LEVELS, Bot, build_bot
from engine.helsinki.game import MAX_PLAYERS, MIN_PLAYERS, RULESET_VERSION, Game
from engine.helsinki.moves import Move
from engine.helsinki.options import Options


class Helsinki:
    """The rules of Helsinki (:class:`~engine.helsinki.game.Game`)."""

    name = "helsinki"
    version = RULESET_VERSION
    min_players = MIN_PLAYERS
    max_players = MAX_PLAYERS
    record_suffix = ".helsinki.json"
    default_options = Options()

    def new_game(self, players: int, seed: int | str, options: Options | None = None) -> Game:
        return Game.new(players, seed, options)

    def parse_move(self, text: str) -> Move:
        return Move.parse(text)

    @property
    def bots(self) -> Sequence[str]:
        return tuple(BOTS)

    def make_bot(self, spec: BotSpec) -> Bot:
        return build_bot(spec)

    @property
    def levels(self) -> Mapping[str, str]:
        return LEVELS

    def check_options(self, options: Options, players: int) -> None:
        if not MIN_PLAYERS <= players <= MAX_PLAYERS:
            raise OptionsError(f"Helsinki is for {MIN_PLAYERS} to {MAX_PLAYERS} players")
        options.check_players(players)

    def options_to_dict(self, options: Options) -> dict[str, object]:
        return options.to_dict()

    def options_from_dict(self, data: object) -> Options:
        return Options.from_dict(data)
