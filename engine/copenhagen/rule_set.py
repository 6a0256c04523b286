"""Copenhagen as a rule set (:mod:`engine.rules`): how its games start and its moves are read."""

from __future__ import annotations

from collections.abc import Mapping, Sequence

from engine.bot import BotSpec
from engine.copenhagen import bots as copenhagen_bots
from engine.copenhagen.bots import CopenhagenBot
from engine.copenhagen.game import MAX_PLAYERS, MIN_PLAYERS, VERSION, CopenhagenGame
from engine.copenhagen.moves import Move, parse_move
from engine.copenhagen.options import CopenhagenOptions


class Copenhagen:
    """The rules of Copenhagen (:class:`~engine.copenhagen.game.CopenhagenGame`)."""

    name = "copenhagen"
    version = VERSION
    min_players = MIN_PLAYERS
    max_players = MAX_PLAYERS
    record_suffix = ".copenhagen.json"
    default_options = CopenhagenOptions()

    def new_game(
        self, players: int, seed: int | str, options: CopenhagenOptions | None = None
    ) -> CopenhagenGame:
        return CopenhagenGame.new(players, seed, options)

    def parse_move(self, text: str) -> Move:
        return parse_move(text)

    @property
    def bots(self) -> Sequence[str]:
        return tuple(copenhagen_bots.BOTS)

    def make_bot(self, spec: BotSpec) -> CopenhagenBot:
        return copenhagen_bots.make_bot(
            spec.name, spec.seed, think_ms=spec.think_ms, think_iters=spec.think_iters
        )

    @property
    def levels(self) -> Mapping[str, str]:
        return copenhagen_bots.LEVELS

    def check_options(self, options: CopenhagenOptions, players: int) -> None:
        options.check(players)

    def options_to_dict(self, options: CopenhagenOptions) -> dict[str, object]:
        return options.to_dict()

    def options_from_dict(self, data: object) -> CopenhagenOptions:
        return CopenhagenOptions.from_dict(data)
