"""The ``helsinki-qt`` command line: the GUI by default, and headless commands.

``simulate`` plays games between bots (of either game: ``--game``); ``replay --verify`` checks a
record; ``position`` prints the position of a record after a move (for bug reports). Records
and positions of every rule set are read: their rule set picks the game. The GUI commands
(``screenshot``, the replay viewer) and the network commands register themselves from their
own modules when those can be imported.
"""

from __future__ import annotations

import argparse
import json
import re
import statistics
import sys
import textwrap
import tomllib
from collections.abc import Callable, Mapping, Sequence
from importlib import import_module, metadata
from pathlib import Path
from typing import Any

from engine import Line
from engine.bot import BotSpec
from engine.bot_keeper import build_bot
from engine.errors import OptionsError
from engine.helsinki import Action, Game, Options, Variant
from engine.helsinki.bots import BOTS, LEVELS, make_bot
from engine.helsinki.game import RULESET_VERSION
from engine.helsinki.options import parse_cover
from engine.line import StateLine
from engine.positions import write_any_position
from engine.record import (
    Record,
    RecordError,
    ReplayError,
    Seat,
    read_record,
    read_record_or_position,
    replay_state,
    result_of,
    state_after,
    write_record,
)
from engine.rules import HELSINKI, RULE_SETS, AnyRuleSet, GameState, rule_set

EXIT_OK = 0
EXIT_INCONSISTENT = 1
EXIT_BAD_INPUT = 2

PROGRAM = "helsinki-qt"
DATA_DIR_VARIABLE = ("HELSINKI_DATA_DIR", "the folder of the preferences, the autosaved games, "
                     "the rejoin files and the desync dumps (default: the user's data folder)")
INTERFACES_VARIABLE = ("HELSINKI_INTERFACES", "the network interfaces that find and host games: "
                       "comma-separated ADDR or ADDR/PREFIX, e.g. 127.0.0.1 for this machine "
                       "only (default: the IPv4 LAN interfaces; --interface overrides it)")
"""The environment variables the program reads, with what they choose (for help texts)."""

_EXTENSIONS = ("client.gui_cli", "client.net_cli")
"""Modules with ``add_commands(subparsers)``; the GUI one also has ``run_gui`` and
``open_replay_viewer``."""


def _extension(name: str) -> Any:
    try:
        return import_module(name)
    except ImportError as error:
        if error.name not in (name, "PySide6", "qasync"):
            raise
        return None


class HelpFormatter(argparse.HelpFormatter):
    """Help texts whose descriptions and epilogs keep their lines: each is wrapped on its own,
    its continuation lines under the text after a ``NAME  `` column (for lists of variables)."""

    def _fill_text(self, text: str, width: int, indent: str) -> str:
        return "\n".join(_fill_line(line, width, indent) for line in text.splitlines())


def _fill_line(line: str, width: int, indent: str) -> str:
    column = re.match(r"\s*\S+\s{2,}", line)
    hang = " " * (column.end() if column else len(line) - len(line.lstrip()))
    return textwrap.fill(line, width, initial_indent=indent, subsequent_indent=indent + hang,
                         break_on_hyphens=False)


def environment_epilog(*variables: tuple[str, str]) -> str:
    """The epilog of a help text that lists environment variables (name, what it chooses)."""
    width = max(len(name) for name, _ in variables) + 2
    return "environment:\n" + "\n".join(f"  {name:<{width}}{text}" for name, text in variables)


def program_version() -> str:
    """The program's version: from the installed package, else from the checkout's
    ``pyproject.toml``."""
    try:
        return metadata.version(PROGRAM)
    except metadata.PackageNotFoundError:
        pass
    try:
        project = Path(__file__).resolve().parent.parent / "pyproject.toml"
        return str(tomllib.loads(project.read_text(encoding="utf-8"))["project"]["version"])
    except (OSError, KeyError, tomllib.TOMLDecodeError):
        return "unknown"


def version_text() -> str:
    """What ``--version`` prints: the program's version, its rule set and network protocol."""
    from net.config import PROTOCOL_VERSION

    return (f"{PROGRAM} {program_version()} (rule set {RULESET_VERSION}, network protocol "
            f"{PROTOCOL_VERSION})")  # fmt: skip


class _VersionAction(argparse.Action):
    """``--version``: print :func:`version_text` and exit (the text is made only then)."""

    def __init__(self, option_strings: Sequence[str], dest: str, **kwargs: Any) -> None:
        super().__init__(option_strings, dest, nargs=0, default=argparse.SUPPRESS, **kwargs)

    def __call__(self, parser: argparse.ArgumentParser, *_: Any) -> None:
        print(version_text())
        parser.exit()


def bot_names(text: str) -> list[str]:
    """Bot names from a comma-separated list of bots and levels (a level names its bot)."""
    return bots_of(HELSINKI, text)


def bots_of(rules: AnyRuleSet, text: str) -> list[str]:
    """The names of ``rules``' bots from a comma-separated list of bots and levels (a level
    names its bot, when the rule set has it); ``argparse.ArgumentTypeError`` naming the bots
    and levels it has for any other."""
    levels = {level: bot for level, bot in LEVELS.items() if bot in rules.bots}
    names = [levels.get(n.strip(), n.strip()) for n in text.split(",") if n.strip()]
    unknown = [n for n in names if n not in rules.bots]
    if not names or unknown:
        raise argparse.ArgumentTypeError(
            f"unknown bot {', '.join(unknown) or text!r}; bots: {', '.join(rules.bots)}; "
            f"levels: {', '.join(f'{level} ({bot})' for level, bot in levels.items())}"
        )
    return names


def bot_name(text: str) -> str:
    """One bot's name, or a level's (which names its bot)."""
    names = bot_names(text)
    if len(names) != 1:
        raise argparse.ArgumentTypeError(f"one bot, not {len(names)}")
    return names[0]

BOT_HELP = f"{', '.join(BOTS)}; or levels: {', '.join(LEVELS)}"
"""The bots and levels that ``bot_names`` and ``bot_name`` take, for help texts."""


def _whole(text: str) -> int:
    try:
        return int(text)
    except ValueError:
        raise argparse.ArgumentTypeError(f"{text!r:.40} is not a whole number") from None


def players_count(text: str) -> int:
    value = _whole(text)
    if not 2 <= value <= 4:
        raise argparse.ArgumentTypeError("Helsinki is for 2 to 4 players")
    return value


def _positive(text: str) -> int:
    value = _whole(text)
    if value < 1:
        raise argparse.ArgumentTypeError("must be at least 1")
    return value


def _milliseconds(text: str) -> float:
    try:
        value = float(text)
    except ValueError:
        raise argparse.ArgumentTypeError(f"{text!r:.40} is not a number") from None
    if not value > 0:
        raise argparse.ArgumentTypeError("must be more than 0")
    return value


def cover_names(text: str) -> tuple[Action, ...]:
    try:
        actions = parse_cover(text)
    except OptionsError as error:
        raise argparse.ArgumentTypeError(str(error)) from None
    repeated = sorted({a for a in actions if actions.count(a) > 1})
    if repeated:
        names = ", ".join(a.notation for a in repeated)
        raise argparse.ArgumentTypeError(f"{names} {'is' if len(repeated) == 1 else 'are'} "
                                         "repeated: name five different actions")  # fmt: skip
    return actions


def add_options_arguments(parser: argparse.ArgumentParser) -> None:
    """The game options, as ``simulate`` and ``host`` take them."""
    parser.add_argument("--variant", choices=[v.value for v in Variant],
                        help="Helsinki's variant (default: all-actions)")  # fmt: skip
    parser.add_argument("--dry-roads", action="store_true", help="play with Dry roads")
    parser.add_argument(
        "--cover", type=cover_names, metavar="ACTION,...",
        help="with --variant new-challenges: the five covered actions, in the notation's names "
        f"({', '.join(a.notation for a in Action)}; default: the seed draws them)",
    )  # fmt: skip
    parser.add_argument(
        "--start-seat", type=_positive, metavar="N",
        help="the seat that starts, from 1, as the game numbers seats (default: the seed "
        "chooses)",
    )  # fmt: skip


def options_from(args: argparse.Namespace, players: int) -> Options | str:
    """The options given by :func:`add_options_arguments`, or why they do not fit together
    (naming the option)."""
    start = args.start_seat
    if start is not None and start > players:
        return f"--start-seat {start}: a {players}-player game has seats 1 to {players}"
    try:
        return Options(Variant(args.variant or Variant.ALL_ACTIONS), args.dry_roads, args.cover,
                       None if start is None else start - 1)  # fmt: skip
    except OptionsError as error:  # (only the covered actions can be wrong here)
        return f"--cover: {error}"


def game_options_from(rules: AnyRuleSet, args: argparse.Namespace, players: int) -> Any:
    """The options of a game of ``rules`` given by :func:`add_options_arguments`, or why they
    do not fit (naming the option): another rule set than Helsinki takes only ``--start-seat``."""
    if rules is HELSINKI:
        return options_from(args, players)
    given = {"--variant": args.variant, "--dry-roads": args.dry_roads, "--cover": args.cover}
    for option, value in given.items():
        if value:
            return f"{option}: an option of Helsinki; {rules.name} has no such option"
    start = args.start_seat
    if start is not None and start > players:
        return f"--start-seat {start}: a {players}-player game has seats 1 to {players}"
    chosen = {"start_seat": None if start is None else start - 1}
    return rules.options_from_dict({**rules.options_to_dict(rules.default_options), **chosen})


def seats_for(bots: Sequence[str], players: int) -> list[str]:
    """Bot names in seat order: the last name repeats for the remaining seats."""
    return [bots[min(i, len(bots) - 1)] for i in range(players)]


def play_bot_game(
    players: int,
    seed: int | str,
    bots: Sequence[str],
    options: Options,
    *,
    think_ms: float | None = None,
    think_iters: int | None = None,
) -> tuple[Game, Record]:
    """One whole game between bots (``bots`` names one per seat), with its record; bots that
    search think ``think_ms`` milliseconds or ``think_iters`` iterations a decision."""
    seats = [Seat(f"{name} {i + 1}", name) for i, name in enumerate(bots)]
    line = Line(Record(seats, seed, options))
    engines = [
        make_bot(name, f"{seed}:{i}", think_ms=think_ms, think_iters=think_iters)
        for i, name in enumerate(bots)
    ]
    while (seat := line.game.to_move) is not None:
        line.play(engines[seat].choose(line.game))
    return line.game, line.record


def play_rule_set_game(
    rules: AnyRuleSet,
    players: int,
    seed: int | str,
    bots: Sequence[str],
    options: Any,
    *,
    think_ms: float | None = None,
    think_iters: int | None = None,
) -> tuple[GameState[Any], Record]:
    """:func:`play_bot_game` for a game of any rule set (its bots from the rule set)."""
    if rules is HELSINKI:
        return play_bot_game(players, seed, bots, options, think_ms=think_ms,
                             think_iters=think_iters)  # fmt: skip
    seats = [Seat(f"{name} {i + 1}", name) for i, name in enumerate(bots)]
    line = StateLine(Record(seats, seed, options, rules.version))
    engines = [
        build_bot(BotSpec(name, f"{seed}:{i}", think_ms, think_iters, rules.name))
        for i, name in enumerate(bots)
    ]
    while (seat := line.game.to_move) is not None:
        line.play(engines[seat].choose(line.game))
    return line.game, line.record


def _prepare_export(folder: Path) -> str | None:
    """Create ``folder`` if it is missing; why records cannot go there, or None."""
    if folder.exists() and not folder.is_dir():
        return "it exists and is not a folder"
    try:
        folder.mkdir(parents=True, exist_ok=True)
    except OSError as error:
        return str(error.strerror)
    return None


def winners_of(game: GameState[Any]) -> list[int]:
    """The winning seats of a finished game (several share a win), from its record's result."""
    result = result_of(game) or {}
    winners: list[int] = result.get("winners", [] if game.winner is None else [game.winner])
    return winners


def cmd_simulate(args: argparse.Namespace) -> int:
    rules = rule_set(args.game)
    try:
        bots = seats_for(bots_of(rules, args.bots), args.players)
    except argparse.ArgumentTypeError as error:
        args.parser.error(f"argument --bots: {error}")
    options = game_options_from(rules, args, args.players)
    if isinstance(options, str):
        print(f"helsinki-qt: {options}", file=sys.stderr)
        return EXIT_BAD_INPUT
    totals: list[list[int]] = [[] for _ in range(args.players)]
    wins = [0] * args.players
    lengths = []
    if args.export:
        problem = _prepare_export(Path(args.export))
        if problem:
            print(f"helsinki-qt: cannot export to {args.export}: {problem}", file=sys.stderr)
            return EXIT_BAD_INPUT
    for index in range(args.games):
        seed = args.seed + index
        game, record = play_rule_set_game(
            rules, args.players, seed, bots, options,
            think_ms=args.think_ms, think_iters=args.think_iters,
        )  # fmt: skip
        breakdown = game.scores()
        scores = [s.total for s in breakdown]
        winners = winners_of(game)
        assert winners
        for winner in winners:
            wins[winner] += 1
        lengths.append(game.ply)
        for seat, total in enumerate(scores):
            totals[seat].append(total)
        if args.export:
            path = Path(args.export) / f"game-{seed}{record.suffix}"
            try:
                write_record(path, record)
            except OSError as error:
                print(f"helsinki-qt: cannot write {path}: {error.strerror}", file=sys.stderr)
                return EXIT_BAD_INPUT
        if args.json:
            line = {
                "seed": seed,
                "moves": game.ply,
                "scores": scores,
                "winner": game.winner,
                **({} if rules is HELSINKI else {"winners": winners}),
                "final_hash": game.state_hash(),
                "bots": bots,
                "breakdown": [s.to_dict() for s in breakdown],
            }
            print(json.dumps(line), flush=True)
        else:
            print(
                f"game {index + 1} seed {seed}: {game.ply} moves, scores "
                f"{' '.join(str(s) for s in scores)}, {_winners_text(winners, bots)}",
                flush=True,
            )
    summary = (
        f"{args.games} game(s), {args.players} players, {statistics.mean(lengths):.1f} moves "
        "on average; "
        + "; ".join(
            f"seat {seat + 1} ({bots[seat]}): {wins[seat]} win(s), "
            f"{statistics.mean(totals[seat]):.1f} points on average"
            for seat in range(args.players)
        )
    )
    print(summary, file=sys.stderr if args.json else sys.stdout)
    return EXIT_OK


def _winners_text(winners: Sequence[int], names: Sequence[str]) -> str:
    """``winner seat 2 (greedy)``, or for a shared win ``winners seats 1, 2 (random, greedy)``."""
    if len(winners) == 1:
        return f"winner seat {winners[0] + 1} ({names[winners[0]]})"
    seats = ", ".join(str(seat + 1) for seat in winners)
    return f"winners seats {seats} ({', '.join(names[seat] for seat in winners)})"


def cmd_replay(args: argparse.Namespace) -> int:
    if not args.verify:
        gui = _extension(_EXTENSIONS[0])
        if gui is None:
            print("helsinki-qt: the replay viewer needs PySide6; use --verify", file=sys.stderr)
            return EXIT_BAD_INPUT
        result: int = gui.open_replay_viewer(args.record)
        return result
    try:
        record = read_record(args.record)
    except RecordError as error:
        print(f"helsinki-qt: {args.record}: {error}", file=sys.stderr)
        return EXIT_BAD_INPUT
    try:
        game = replay_state(record, verify=True)
    except ReplayError as error:
        print(f"helsinki-qt: {args.record}: {error}", file=sys.stderr)
        return EXIT_INCONSISTENT
    scores = game.scores()
    outcome = result_of(game) or {}
    if args.json:
        print(
            json.dumps(
                {
                    "moves": len(record.moves),
                    "over": game.is_over,
                    "final_hash": game.state_hash(),
                    "scores": [s.to_dict() for s in scores],
                    "winner": game.winner,
                    **{key: outcome[key] for key in ("ending", "winners") if key in outcome},
                }
            )
        )
    else:
        state = "game over" if game.is_over else "game not finished"
        print(f"{len(record.moves)} moves verified, {state}, final hash {game.state_hash()}")
        for seat, (who, s) in enumerate(zip(record.seats, scores, strict=True)):
            print(f"seat {seat + 1} {who.name}: {_score_text(s.to_dict())}")
        winners = winners_of(game) if game.is_over else []
        named = [f"seat {seat + 1} {record.seats[seat].name}" for seat in winners]
        if len(named) == 1:
            print(f"winner: {named[0]}")
        elif named:
            print(f"winners (a shared win): {', '.join(named)}")
    return EXIT_OK


def _score_text(breakdown: Mapping[str, object]) -> str:
    """``12 points (rows 2, columns 1, ...)``: a score's total and its parts, as its rule set
    breaks it down (a list of lines counts them)."""
    parts = ", ".join(
        f"{part.replace('_', ' ')} {len(value) if isinstance(value, list) else value}"
        for part, value in breakdown.items()
        if part != "total"
    )
    return f"{breakdown['total']} points ({parts})"


def record_at(
    path: str, move: int | None, seat_name: Callable[[int], str] = "Seat {}".format
) -> tuple[Record, GameState[Any]] | str:
    """A record or position file of any rule set, and its game after ``move`` moves (None:
    all of them), or why not in one line. Moves are counted as the replay viewer counts
    them."""
    try:
        record = read_record_or_position(path, seat_name)
        return record, state_after(record, move)
    except RecordError as error:
        return str(error)
    except ReplayError as error:
        return f"the record is damaged at move {error.index + 1}: {error.reason}"


def cmd_position(args: argparse.Namespace) -> int:
    found = record_at(args.file, args.move)
    if isinstance(found, str):
        print(f"helsinki-qt: {args.file}: {found}", file=sys.stderr)
        return EXIT_BAD_INPUT
    sys.stdout.write(write_any_position(found[1]))
    return EXIT_OK


def _other_bots_help() -> str:
    """The bots of the rule sets other than Helsinki, for help texts."""
    return "; ".join(f"{name}'s: {', '.join(rules.bots)}" for name, rules in RULE_SETS.items()
                     if rules is not HELSINKI)  # fmt: skip


def build_parser() -> argparse.ArgumentParser:
    parser = argparse.ArgumentParser(
        prog=PROGRAM,
        description="Helsinki, the board game, for LAN parties. Without a command: the game.",
        epilog=environment_epilog(DATA_DIR_VARIABLE, INTERFACES_VARIABLE),
        formatter_class=HelpFormatter,
    )
    parser.add_argument("--version", action=_VersionAction,
                        help="print the program's version and its rule set's, and exit")
    commands = parser.add_subparsers(dest="command", metavar="COMMAND")

    simulate = commands.add_parser("simulate", help="play games between bots, headless")
    simulate.add_argument("--game", choices=list(RULE_SETS), default=HELSINKI.name,
                          help=f"the game played (default: {HELSINKI.name})")  # fmt: skip
    simulate.add_argument("--players", type=players_count, default=4)
    simulate.add_argument("--games", type=_positive, default=1)
    simulate.add_argument("--seed", type=int, default=0, help="seed of the first game (then +1)")
    simulate.add_argument(
        "--bots",
        default="random",
        help=f"bots in seat order, comma-separated, the last repeating ({BOT_HELP}; "
        f"{_other_bots_help()})",
    )
    budget = simulate.add_mutually_exclusive_group()
    budget.add_argument(
        "--think-ms",
        type=_milliseconds,
        metavar="MS",
        help="wall time of a searching bot's decision (expert: 1000 by default)",
    )
    budget.add_argument(
        "--think-iters",
        type=_positive,
        metavar="N",
        help="search iterations of a decision instead: the same seeds give the same games",
    )
    add_options_arguments(simulate)
    simulate.add_argument(
        "--export", metavar="DIR", help="write every game's record into DIR (created if missing)"
    )
    simulate.add_argument("--json", action="store_true", help="one JSON object per game")
    simulate.set_defaults(func=cmd_simulate, parser=simulate)

    replay_ = commands.add_parser("replay", help="replay a record (in the viewer, or --verify)")
    replay_.add_argument("record", help="a record (.helsinki.json, .copenhagen.json)")
    replay_.add_argument("--verify", action="store_true", help="check it headless")
    replay_.add_argument("--json", action="store_true", help="print the result as JSON")
    replay_.set_defaults(func=cmd_replay)

    position = commands.add_parser(
        "position", help="print the position of a record after a move (for bug reports)"
    )
    position.add_argument("file", help="a record (.helsinki.json, .copenhagen.json) or a "
                          "position file")  # fmt: skip
    position.add_argument(
        "--move", type=int, default=None,
        help="number of moves played, 0 to the record's length, as the replay viewer counts "
        "them (default: the whole record)",
    )  # fmt: skip
    position.set_defaults(func=cmd_position)

    for name in _EXTENSIONS:
        module = _extension(name)
        if module is not None:
            module.add_commands(commands)
    return parser


def main(argv: Sequence[str] | None = None) -> int:
    parser = build_parser()
    args = parser.parse_args(argv)
    func: Callable[[argparse.Namespace], int] | None = getattr(args, "func", None)
    if func is not None:
        return func(args)
    gui = _extension(_EXTENSIONS[0])
    if gui is None:
        parser.print_help()
        return EXIT_OK
    result: int = gui.run_gui(args)
    return result
