"""Rule sets: what the rest of the program may ask of a game, whichever rules it follows.

A rule set is two parts, as in OpenSpiel: the static :class:`RuleSet` (its name and version,
player counts, options and their checks, how to start a game and how to read a move) and the
mutable :class:`GameState` it starts (whose turn, play a move, copy, state hash, the result).
Moves are values with a text form (:class:`GameMove`): ``rule_set.parse_move(str(move)) ==
move``. Code outside ``engine/`` that handles any game asks :data:`RULE_SETS` (or
:func:`rule_set`) for the rule set by name and uses only these members.

The rule sets this program plays are :data:`RULE_SETS`: Helsinki (:data:`HELSINKI`, the
:mod:`engine.helsinki` package) and Copenhagen (:data:`COPENHAGEN`, the
:mod:`engine.copenhagen` package). :meth:`Registry.including` answers a copy with more rule
sets, and :func:`registered` adds some to :data:`RULE_SETS` for the span of a ``with`` block
(tests play a toy game through the same code).
"""

from __future__ import annotations

from collections.abc import Iterator, Mapping, Sequence
from contextlib import contextmanager
from typing import Any, Protocol, Self, TypeVar

from engine.bot import BotSpec
from engine.copenhagen.moves import Move as CopenhagenMove
from engine.copenhagen.options import CopenhagenOptions
from engine.copenhagen.rule_set import Copenhagen
from engine.helsinki.moves import Move
from engine.helsinki.options import Options
from engine.helsinki.rule_set import Helsinki


class GameMove(Protocol):
    """A move: an immutable value, equal to another when it means the same step, with a text
    form (``str(move)``) that its rule set's :meth:`RuleSet.parse_move` reads back."""

    def __str__(self) -> str: ...

    def __hash__(self) -> int: ...


MoveT = TypeVar("MoveT", bound=GameMove)
MoveT_co = TypeVar("MoveT_co", bound=GameMove, covariant=True)
OptionsT = TypeVar("OptionsT")


class GameBot(Protocol[MoveT_co]):
    """A rule set's bot: a legal move for the seat to move, from what that seat may know."""

    name: str

    def choose(self, game: Any) -> MoveT_co:
        """A legal move for ``game.to_move`` (``game``: a state of the bot's rule set)."""
        ...


class GameScore(Protocol):
    """A seat's points with their breakdown, in the rule set's own words."""

    @property
    def total(self) -> int:
        """The seat's points."""
        ...

    def to_dict(self) -> Mapping[str, object]:
        """The breakdown by name (``total`` among them), for records and the command line."""
        ...


class GameState(Protocol[MoveT]):
    """A game in progress: all a game-agnostic part of the program may read or do to it.

    The same rule set, seed, options and moves give the same states and :meth:`state_hash`
    values on every machine. The state holds everything, hidden information too (what a seat
    may know is the bots' and the user interface's concern; :meth:`reveals` says when a move
    shows some).
    """

    @property
    def start_seat(self) -> int:
        """The seat that moved (or moves) first."""
        ...

    @property
    def ply(self) -> int:
        """Moves played so far (counted on from a starting position, if the game began at one)."""
        ...

    @property
    def to_move(self) -> int | None:
        """The seat that must take the next step, or None once the game is over."""
        ...

    @property
    def is_over(self) -> bool: ...

    @property
    def winner(self) -> int | None:
        """The winning seat once the game is over (None before, or for no winner)."""
        ...

    def scores(self) -> Sequence[GameScore]:
        """Every seat's points now, with their breakdown (the final score once over)."""
        ...

    def legal_moves(self) -> Sequence[MoveT]:
        """Every legal move now, each once, in a fixed order (none once the game is over)."""
        ...

    def play(self, move: MoveT) -> None:
        """Apply ``move`` after checking it; raises :class:`~engine.errors.IllegalMoveError`
        (or a subclass), whose text says why, and changes nothing when the move is not legal now."""
        ...

    def apply(self, move: MoveT) -> None:
        """Apply a move taken from :meth:`legal_moves` without checking it."""
        ...

    def reveals(self, move: MoveT) -> bool:
        """Whether ``move``, legal now, shows something that was hidden (a card drawn): the
        steps before it can then no longer be taken back, and a bot's turn is handed on in
        parts that end there. Always False for a game without hidden information."""
        ...

    def copy(self) -> Self:
        """An independent copy: moves played on either leave the other as it was."""
        ...

    def encode(self) -> bytes:
        """The whole state in a canonical byte form (what :meth:`state_hash` digests)."""
        ...

    def state_hash(self) -> str:
        """A digest of the whole state, as text: equal states, equal hashes."""
        ...


class RuleSet(Protocol[MoveT, OptionsT]):
    """A game's rules as a value: its name and version, whom it is for, how its games start
    and how its moves and options are read and written."""

    @property
    def name(self) -> str:
        """How players, records and messages name the rule set (lower case, no spaces)."""
        ...

    @property
    def version(self) -> str:
        """Changes whenever a rule or the state encoding changes (old hashes no longer match)."""
        ...

    @property
    def min_players(self) -> int: ...

    @property
    def max_players(self) -> int: ...

    @property
    def record_suffix(self) -> str:
        """How the name of a record file of this rule set ends (``.helsinki.json``)."""
        ...

    @property
    def default_options(self) -> OptionsT:
        """The options of a game nobody chose options for."""
        ...

    def new_game(
        self, players: int, seed: int | str, options: OptionsT | None = None
    ) -> GameState[MoveT]:
        """A new game for ``players`` seats set up by ``seed`` (``ValueError`` for a player
        count or options that do not fit)."""
        ...

    def parse_move(self, text: str) -> MoveT:
        """The move written ``text``; raises :class:`~engine.errors.NotationError` for a
        text that is no move of this rule set."""
        ...

    @property
    def bots(self) -> Sequence[str]:
        """The names of its bots (how options, messages and records name a seat's bot)."""
        ...

    def make_bot(self, spec: BotSpec) -> GameBot[MoveT]:
        """A new bot as ``spec`` says (``ValueError`` for a name not in :attr:`bots`)."""
        ...

    @property
    def levels(self) -> Mapping[str, str]:
        """The bot (a name in :attr:`bots`) of each level a player may choose: ``easy``,
        ``normal`` and ``hard``."""
        ...

    def check_options(self, options: OptionsT, players: int) -> None:
        """Raise :class:`~engine.errors.OptionsError` naming what does not fit, when
        ``options`` cannot set up a game for ``players`` seats (the count included)."""
        ...

    def options_to_dict(self, options: OptionsT) -> dict[str, object]:
        """The options as JSON-ready values (what records and messages carry)."""
        ...

    def options_from_dict(self, data: object) -> OptionsT:
        """Options from :meth:`options_to_dict`'s form; raises
        :class:`~engine.errors.OptionsError` naming the field that is wrong."""
        ...


AnyRuleSet = RuleSet[Any, Any]
"""A rule set whose moves and options the caller handles as opaque values."""


HELSINKI: RuleSet[Move, Options] = Helsinki()
COPENHAGEN: RuleSet[CopenhagenMove, CopenhagenOptions] = Copenhagen()


class UnknownRuleSetError(KeyError):
    """A rule set this program does not play; the text names it and the ones it plays."""

    def __init__(self, name: str, known: Sequence[str]) -> None:
        super().__init__(name)
        self.name = name
        self.known = tuple(known)

    def __str__(self) -> str:
        return f"unknown rule set {self.name[:40]!r}; this program plays {', '.join(self.known)}"


class Registry(Mapping[str, AnyRuleSet]):
    """Rule sets by name; looking up a name it does not hold raises
    :class:`UnknownRuleSetError`."""

    def __init__(self, rule_sets: Sequence[AnyRuleSet] = ()) -> None:
        self._by_name: dict[str, AnyRuleSet] = {}
        self._add(rule_sets)

    def _add(self, rule_sets: Sequence[AnyRuleSet]) -> None:
        """Add ``rule_sets``, all or none (``ValueError`` for a name taken)."""
        by_name = dict(self._by_name)
        for rules in rule_sets:
            if rules.name in by_name:
                raise ValueError(f"a rule set is named {rules.name!r} already")
            by_name[rules.name] = rules
        self._by_name = by_name

    def _remove(self, names: Sequence[str]) -> None:
        self._by_name = {name: r for name, r in self._by_name.items() if name not in names}

    def __getitem__(self, name: str) -> AnyRuleSet:
        try:
            return self._by_name[name]
        except KeyError:
            raise UnknownRuleSetError(name, list(self._by_name)) from None

    def __iter__(self) -> Iterator[str]:
        return iter(self._by_name)

    def __len__(self) -> int:
        return len(self._by_name)

    def with_version(self, version: str) -> AnyRuleSet:
        """The rule set whose :attr:`RuleSet.version` is ``version`` (records name their rule
        set by version); raises :class:`UnknownRuleSetError` when none is."""
        for rules in self._by_name.values():
            if rules.version == version:
                return rules
        raise UnknownRuleSetError(version, list(self._by_name))

    def including(self, *rule_sets: AnyRuleSet) -> Registry:
        """A copy that holds ``rule_sets`` too (``ValueError`` for a name taken)."""
        return Registry([*self._by_name.values(), *rule_sets])


RULE_SETS = Registry([HELSINKI, COPENHAGEN])
"""The rule sets this program plays."""


def rule_set(name: str) -> AnyRuleSet:
    """The rule set called ``name``; raises :class:`UnknownRuleSetError` (naming it and the rule
    sets this program plays) when there is none."""
    return RULE_SETS[name]


@contextmanager
def registered(*rule_sets: AnyRuleSet) -> Iterator[Registry]:
    """Add ``rule_sets`` to :data:`RULE_SETS` for the span of a ``with`` block (tests)."""
    names = [rules.name for rules in rule_sets]
    RULE_SETS._add(rule_sets)
    try:
        yield RULE_SETS
    finally:
        RULE_SETS._remove(names)
