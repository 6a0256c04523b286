"""The headless command line: simulate and replay --verify."""

from __future__ import annotations

import json
import subprocess
import sys
from pathlib import Path

import pytest

from client.cli import main


def run(capsys: pytest.CaptureFixture[str], *argv: str) -> tuple[int, str, str]:
    code = main(list(argv))
    out, err = capsys.readouterr()
    return code, out, err


def test_simulate_json_lines_are_reproducible(capsys: pytest.CaptureFixture[str]) -> None:
    args = ("simulate", "--players", "3", "--games", "2", "--seed", "8", "--bots", "greedy,random",
            "--json")  # fmt: skip
    code, first, _ = run(capsys, *args)
    assert code == 0
    lines = [json.loads(line) for line in first.splitlines()]
    assert [line["seed"] for line in lines] == [8, 9]
    for line in lines:
        assert {"seed", "moves", "scores", "winner", "final_hash"} <= set(line)
        assert len(line["scores"]) == 3 and line["bots"] == ["greedy", "random", "random"]
        assert line["scores"][line["winner"]] == max(line["scores"])
    assert run(capsys, *args)[1] == first


def test_simulate_exports_records_that_verify(
    capsys: pytest.CaptureFixture[str], tmp_path: Path
) -> None:
    args = ["simulate", "--players", "2", "--games", "2", "--seed", "3", "--variant", "first-game"]
    code, out, _ = run(capsys, *args, "--dry-roads", "--export", str(tmp_path))
    assert code == 0 and "winner seat" in out
    files = sorted(p.name for p in tmp_path.iterdir())
    assert files == ["game-3.helsinki.json", "game-4.helsinki.json"]
    code, out, err = run(capsys, "replay", str(tmp_path / files[0]), "--verify", "--json")
    assert code == 0, err
    result = json.loads(out)
    assert result["over"] and result["problems"] == [] and len(result["scores"]) == 2
    code, out, _ = run(capsys, "replay", str(tmp_path / files[1]), "--verify")
    assert code == 0 and "moves verified, game over" in out and "winner: seat" in out


def test_replay_reports_the_index_of_a_bad_move(
    capsys: pytest.CaptureFixture[str], tmp_path: Path
) -> None:
    run(capsys, "simulate", "--players", "2", "--seed", "5", "--export", str(tmp_path))
    path = tmp_path / "game-5.helsinki.json"
    data = json.loads(path.read_text())
    data["moves"][9]["hash"] = "f" * 32
    path.write_text(json.dumps(data))
    code, _, err = run(capsys, "replay", str(path), "--verify")
    assert code == 1 and "move 9:" in err and "hash" in err
    data["moves"][9]["move"] = "build w"
    path.write_text(json.dumps(data))
    code, _, err = run(capsys, "replay", str(path), "--verify")
    assert code == 1 and "move 9:" in err


def test_a_tampered_result_is_reported(capsys: pytest.CaptureFixture[str], tmp_path: Path) -> None:
    run(capsys, "simulate", "--players", "2", "--seed", "6", "--export", str(tmp_path))
    path = tmp_path / "game-6.helsinki.json"
    data = json.loads(path.read_text())
    data["result"]["winner"] = 1 - data["result"]["winner"]
    path.write_text(json.dumps(data))
    code, _, err = run(capsys, "replay", str(path), "--verify")
    assert code == 1 and "result differs" in err


@pytest.mark.parametrize("content", [b"", b"{not json", b"\x00\xff", b'{"format": 1}'])
def test_malformed_files_exit_2_without_traceback(tmp_path: Path, content: bytes) -> None:
    path = tmp_path / "bad.helsinki.json"
    path.write_bytes(content)
    proc = subprocess.run(
        [sys.executable, "-m", "client", "replay", str(path), "--verify"],
        capture_output=True,
        text=True,
        check=False,
    )
    assert proc.returncode == 2
    assert "Traceback" not in proc.stderr and str(path) in proc.stderr


def test_bad_arguments_are_refused(capsys: pytest.CaptureFixture[str]) -> None:
    for argv in (["simulate", "--players", "5"], ["simulate", "--bots", "genius"]):
        with pytest.raises(SystemExit) as exit_:
            main(argv)
        assert exit_.value.code == 2
    assert "bots: random, greedy" in capsys.readouterr().err
