"""The words of the command line: options named as they are typed, the version, the
environment in the help, seats numbered from 1 as the game's pages number them, and no Qt
platform noise."""

from __future__ import annotations

import asyncio
import re
import subprocess
import sys
import tomllib
from pathlib import Path

import pytest

from client import headless, net_cli
from client.cli import main
from engine.helsinki.game import RULESET_VERSION
from engine.helsinki.options import Options
from engine.record import read_record
from net.config import PROTOCOL_VERSION
from net.discovery import GameInfo
from net.events import Decided, Started

ROOT = Path(__file__).resolve().parent.parent
GOLDEN = ROOT / "tests" / "data" / "two-players-first-game.helsinki.json"
COVER = ["--variant", "new-challenges", "--cover"]


def refused(capsys: pytest.CaptureFixture[str], *argv: str) -> str:
    """The last line of what the command says when it refuses its arguments (exit 2)."""
    try:
        code = main(list(argv))
    except SystemExit as exit_:
        code = exit_.code  # type: ignore[assignment]
    out, err = capsys.readouterr()
    assert code == 2 and out == ""
    return err.splitlines()[-1]


# ------------------------------------------------------------------ options


@pytest.mark.parametrize(
    ("cover", "message"),
    [
        ("move6,move6,wild2,second,points", "argument --cover: move6 is repeated"),
        ("move6,wild2,move6,wild2,points", "argument --cover: move6, wild2 are repeated"),
        ("move6,wild2,second,points", "--cover: new challenges cover exactly 5 different"),
    ],
)
def test_a_cover_with_a_repeated_action_says_it_is_repeated(
    capsys: pytest.CaptureFixture[str], cover: str, message: str
) -> None:
    said = refused(capsys, "simulate", *COVER, cover)
    assert message in said and "not 5" not in said


def test_a_cover_without_new_challenges_names_the_option(
    capsys: pytest.CaptureFixture[str],
) -> None:
    said = refused(capsys, "simulate", "--cover", "move6,wild2,second,points,move5")
    assert said == "helsinki-qt: --cover: covered actions are chosen only with the " \
                   "new-challenges variant"  # fmt: skip


@pytest.mark.parametrize(
    ("argv", "message"),
    [
        (["--players", "2", "--start-seat", "3"],
         "helsinki-qt: --start-seat 3: a 2-player game has seats 1 to 2"),
        (["--start-seat", "5"], "helsinki-qt: --start-seat 5: a 4-player game has seats 1 to 4"),
        (["--start-seat", "0"], "argument --start-seat: must be at least 1"),
        (["--start-seat", "x"], "argument --start-seat: 'x' is not a whole number"),
        (["--players", "two"], "argument --players: 'two' is not a whole number"),
    ],
)  # fmt: skip
def test_a_bad_start_seat_names_the_option(
    capsys: pytest.CaptureFixture[str], argv: list[str], message: str
) -> None:
    said = refused(capsys, "simulate", *argv)
    assert said.endswith(message) and "start_seat" not in said and "_positive" not in said


def test_the_start_seat_counts_from_1(capsys: pytest.CaptureFixture[str], tmp_path: Path) -> None:
    for start in (1, 2):
        folder = tmp_path / str(start)
        assert main(["simulate", "--players", "2", "--start-seat", str(start), "--export",
                     str(folder)]) == 0  # fmt: skip
        record = read_record(folder / "game-0.helsinki.json")
        assert record.options.start_seat == start - 1 and record.moves[0].seat == start - 1
    capsys.readouterr()


# ------------------------------------------------------------------ version and help


def test_version_prints_the_program_and_its_rule_set(capsys: pytest.CaptureFixture[str]) -> None:
    with pytest.raises(SystemExit) as exit_:
        main(["--version"])
    assert exit_.value.code == 0
    project = tomllib.loads((ROOT / "pyproject.toml").read_text(encoding="utf-8"))["project"]
    out = capsys.readouterr().out
    assert out.startswith(f"helsinki-qt {project['version']} (rule set {RULESET_VERSION}")
    assert out.count("\n") == 1


@pytest.mark.parametrize(
    ("command", "variables"),
    [
        ([], ["HELSINKI_DATA_DIR", "HELSINKI_INTERFACES"]),
        (["host"], ["HELSINKI_DATA_DIR", "HELSINKI_INTERFACES"]),
        (["join"], ["HELSINKI_DATA_DIR", "HELSINKI_INTERFACES"]),
        (["list"], ["HELSINKI_INTERFACES"]),
    ],
)
def test_help_names_the_environment_variables(
    capsys: pytest.CaptureFixture[str], command: list[str], variables: list[str]
) -> None:
    with pytest.raises(SystemExit):
        main([*command, "--help"])
    help_text = capsys.readouterr().out
    environment = help_text[help_text.index("\nenvironment:\n"):]
    for name in variables:
        assert re.search(rf"^  {name}  +\w", environment, re.MULTILINE), environment


# ------------------------------------------------------------------ seats from 1


def test_simulate_and_replay_number_seats_from_1(
    capsys: pytest.CaptureFixture[str], tmp_path: Path
) -> None:
    assert main(["replay", str(GOLDEN), "--verify"]) == 0
    out = capsys.readouterr().out
    names = [s.name for s in read_record(GOLDEN).seats]
    assert re.search(rf"^seat 1 {names[0]}: \d+ points", out, re.MULTILINE)
    assert re.search(rf"^seat 2 {names[1]}: \d+ points", out, re.MULTILINE)
    winner = read_record(GOLDEN).result["winner"]  # type: ignore[index]
    assert f"winner: seat {winner + 1} {names[winner]}" in out
    assert "seat 0" not in out
    assert main(["simulate", "--players", "2", "--seed", "3"]) == 0
    out = capsys.readouterr().out
    assert re.search(r"winner seat [12] \(random\)", out) and "seat 0" not in out
    assert "seat 1 (random)" in out and "seat 2 (random)" in out


def test_a_record_whose_seat_moves_out_of_turn_names_the_seats_from_1(
    capsys: pytest.CaptureFixture[str], tmp_path: Path
) -> None:
    text = GOLDEN.read_text(encoding="utf-8")
    first = re.search(r'\{"seat": (\d)', text)
    assert first is not None
    seat = int(first.group(1))
    path = tmp_path / "out-of-turn.helsinki.json"
    path.write_text(text.replace(first.group(0), f'{{"seat": {1 - seat}', 1), encoding="utf-8")
    assert main(["replay", str(path), "--verify"]) == 1
    err = capsys.readouterr().err
    assert f"move 0: seat {2 - seat} moved, but seat {seat + 1} is to move" in err


def test_a_headless_peer_numbers_seats_from_1(monkeypatch: pytest.MonkeyPatch) -> None:
    """The listing of a game, and what a headless peer says of the start and the decisions."""
    lines: list[str] = []
    monkeypatch.setattr(headless, "say", lines.append)
    printer = headless._printer([], asyncio.Event())
    printer(Started("7", 0))
    printer(Decided("handover", 1, "p2", "p1", "random", "lost", 12, ("p1",)))
    assert lines[0] == "started: seed 7, seat 1 begins"
    assert lines[1].startswith("decided from move 12: handover of seat 2 (p2, lost)")
    game = GameInfo("0123456789abcdef", "Friday night", "", 40123, (), "lobby", 1, 3, False,
                    PROTOCOL_VERSION, RULESET_VERSION, "Anna", Options(start_seat=2))  # fmt: skip
    assert "seat 3 starts" in net_cli._describe(game)


# ------------------------------------------------------------------ Qt's messages


def test_qt_platform_noise_is_not_printed_and_other_messages_are(tmp_path: Path) -> None:
    """The offscreen platform warns on every window shown that it cannot pass its size hints
    on: the screenshot command prints nothing of it, while Qt's other messages go on."""
    out = tmp_path / "start.png"
    shot = subprocess.run([sys.executable, "-m", "client", "screenshot", "--screen", "start",
                           "--out", str(out)], capture_output=True, text=True,
                          check=False)  # fmt: skip
    assert shot.returncode == 0 and out.exists()
    assert shot.stderr == "", shot.stderr
    script = ("from PySide6.QtCore import qWarning\n"
              "from client.app import make_application\n"
              "make_application(); make_application()\n"
              "qWarning('This plugin does not support propagateSizeHints()')\n"
              "qWarning('a message that matters')\n")  # fmt: skip
    said = subprocess.run([sys.executable, "-c", script], capture_output=True, text=True,
                          check=False, cwd=ROOT)  # fmt: skip
    assert said.returncode == 0 and said.stderr == "a message that matters\n", said.stderr
