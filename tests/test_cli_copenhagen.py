"""The command line with ``--game copenhagen``: whole games of 2-4 bots, exported records that
``replay --verify`` verifies, and ``position`` for either game's records and positions."""

from __future__ import annotations

import json
import subprocess
import sys
from pathlib import Path

import pytest

from client.cli import main
from engine.copenhagen.position import read_position
from engine.record import read_record, state_after
from engine.rules import COPENHAGEN


def run(capsys: pytest.CaptureFixture[str], *argv: str) -> tuple[int, str, str]:
    code = main(list(argv))
    out, err = capsys.readouterr()
    return code, out, err


@pytest.mark.parametrize("players", [2, 3, 4])
def test_simulate_plays_copenhagen_and_its_records_verify(
    capsys: pytest.CaptureFixture[str], tmp_path: Path, players: int
) -> None:
    folder = tmp_path / "records"
    code, out, _ = run(capsys, "simulate", "--game", "copenhagen", "--players", str(players),
                       "--games", "2", "--seed", "5", "--bots", "greedy,random", "--export",
                       str(folder))  # fmt: skip
    assert code == 0
    names = sorted(p.name for p in folder.iterdir())
    assert names == ["game-5.copenhagen.json", "game-6.copenhagen.json"]
    assert out.count(" moves, scores ") == 2 and f"2 game(s), {players} players" in out
    for name in names:
        record = read_record(folder / name)
        assert record.ruleset == COPENHAGEN.version and record.result is not None
        assert [s.bot for s in record.seats] == ["greedy"] + ["random"] * (players - 1)
        code, verified, err = run(capsys, "replay", "--verify", str(folder / name))
        assert code == 0 and err == ""
        assert verified.startswith(f"{len(record.moves)} moves verified, game over, final hash "
                                   f"{record.moves[-1].hash}")  # fmt: skip
        assert verified.count(" points (floors ") == players


def test_the_exported_record_verifies_in_a_fresh_process(tmp_path: Path) -> None:
    folder = tmp_path / "out"
    simulate = [sys.executable, "-m", "client", "simulate", "--game", "copenhagen", "--players",
                "3", "--export", str(folder)]  # fmt: skip
    assert subprocess.run(simulate, capture_output=True, check=False).returncode == 0
    path = folder / "game-0.copenhagen.json"
    verify = [sys.executable, "-m", "client", "replay", "--verify", "--json", str(path)]
    proc = subprocess.run(verify, capture_output=True, text=True, check=False)
    assert proc.returncode == 0 and proc.stderr == ""
    summary = json.loads(proc.stdout)
    record = read_record(path)
    assert summary["over"] and summary["final_hash"] == record.moves[-1].hash
    assert record.result is not None
    assert summary["winners"] == record.result["winners"] and summary["ending"] in (
        "points", "end card")  # fmt: skip
    assert [s["total"] for s in summary["scores"]] == [
        s["total"] for s in record.result["scores"]]  # fmt: skip


def test_simulate_json_is_reproducible_and_names_a_shared_win(
    capsys: pytest.CaptureFixture[str],
) -> None:
    args = ("simulate", "--game", "copenhagen", "--players", "2", "--seed", "13", "--bots",
            "greedy", "--json")  # fmt: skip
    first, second = run(capsys, *args), run(capsys, *args)
    assert first == second and first[0] == 0
    game = json.loads(first[1])
    assert game["winners"] == [0, 1] and game["winner"] is None  # (seed 13: a tie)
    assert game["scores"] == [s["total"] for s in game["breakdown"]]
    code, out, _ = run(capsys, "simulate", "--game", "copenhagen", "--players", "2", "--seed",
                       "13", "--bots", "greedy")  # fmt: skip
    assert code == 0 and "winners seats 1, 2 (greedy, greedy)" in out


def test_a_shared_win_is_named_by_replay(
    capsys: pytest.CaptureFixture[str], tmp_path: Path
) -> None:
    run(capsys, "simulate", "--game", "copenhagen", "--players", "2", "--seed", "13", "--bots",
        "greedy", "--export", str(tmp_path))  # fmt: skip
    code, out, _ = run(capsys, "replay", "--verify", str(tmp_path / "game-13.copenhagen.json"))
    assert code == 0
    assert out.splitlines()[-1] == "winners (a shared win): seat 1 greedy 1, seat 2 greedy 2"


@pytest.mark.parametrize(
    ("argv", "message"),
    [
        (["--bots", "expertest"], "unknown bot 'expertest'; bots: random, easy, greedy, expert"),
        (["--bots", "greedy,hal"], "unknown bot 'hal'"),
    ],
)
def test_copenhagen_takes_only_its_own_bots(
    capsys: pytest.CaptureFixture[str], argv: list[str], message: str
) -> None:
    with pytest.raises(SystemExit) as exit_:
        main(["simulate", "--game", "copenhagen", *argv])
    assert exit_.value.code == 2
    assert message in capsys.readouterr().err


@pytest.mark.parametrize(
    ("argv", "message"),
    [
        (["--dry-roads"], "--dry-roads: an option of Helsinki; copenhagen has no such option"),
        (["--variant", "first-game"], "--variant: an option of Helsinki"),
        (["--players", "2", "--start-seat", "3"], "--start-seat 3: a 2-player game has seats 1"),
    ],
)
def test_helsinki_options_are_refused_for_copenhagen(
    capsys: pytest.CaptureFixture[str], argv: list[str], message: str
) -> None:
    code, out, err = run(capsys, "simulate", "--game", "copenhagen", *argv)
    assert code == 2 and out == ""
    assert err.startswith(f"helsinki-qt: {message}") and err.count("\n") == 1


def test_the_start_seat_is_an_option_of_copenhagen_too(
    capsys: pytest.CaptureFixture[str], tmp_path: Path
) -> None:
    code, _, _ = run(capsys, "simulate", "--game", "copenhagen", "--players", "3",
                     "--start-seat", "2", "--export", str(tmp_path))  # fmt: skip
    record = read_record(tmp_path / "game-0.copenhagen.json")
    assert code == 0 and record.options.start_seat == 1 and record.moves[0].seat == 1


def test_position_prints_a_copenhagen_record_after_a_move(
    capsys: pytest.CaptureFixture[str], tmp_path: Path
) -> None:
    run(capsys, "simulate", "--game", "copenhagen", "--players", "4", "--seed", "2",
        "--export", str(tmp_path))  # fmt: skip
    path = tmp_path / "game-2.copenhagen.json"
    record = read_record(path)
    code, out, err = run(capsys, "position", str(path), "--move", "25")
    assert code == 0 and err == ""
    assert "ruleset: copenhagen-1" in out and "moves: 25" in out
    assert read_position(out).state_hash() == state_after(record, 25).state_hash()
    saved = tmp_path / "bug.copenhagen-position"
    saved.write_text("# from a bug report\n" + out, encoding="utf-8")
    assert run(capsys, "position", str(saved)) == (0, out, "")
    code, whole, _ = run(capsys, "position", str(path))
    assert code == 0 and "step: over" in whole
    code, out, err = run(capsys, "position", str(path), "--move", "9999")
    assert code == 2 and f"the record has moves 0 to {len(record.moves)}" in err


def test_position_refuses_a_position_of_an_unknown_rule_set(
    capsys: pytest.CaptureFixture[str], tmp_path: Path
) -> None:
    path = tmp_path / "odd.txt"
    path.write_text("format: helsinki-position/1\nruleset: copenhagen-0\n", encoding="utf-8")
    code, out, err = run(capsys, "position", str(path))
    assert code == 2 and out == ""
    assert err == (f"helsinki-qt: {path}: line 2 (ruleset): unknown rule set 'copenhagen-0'; "
                   "this program plays helsinki-2, copenhagen-1\n")  # fmt: skip


def test_replay_refuses_a_record_of_an_unknown_rule_set(
    capsys: pytest.CaptureFixture[str], tmp_path: Path
) -> None:
    run(capsys, "simulate", "--game", "copenhagen", "--players", "2", "--export", str(tmp_path))
    path = tmp_path / "game-0.copenhagen.json"
    data = json.loads(path.read_text(encoding="utf-8"))
    data["ruleset"] = "copenhagen-9"
    path.write_text(json.dumps(data), encoding="utf-8")
    code, out, err = run(capsys, "replay", "--verify", str(path))
    assert code == 2 and out == ""
    assert err == (f"helsinki-qt: {path}: the record uses an unknown rule set 'copenhagen-9'; "
                   "this program plays helsinki-2, copenhagen-1\n")  # fmt: skip
