"""The headless command line: simulate, replay --verify and position."""

from __future__ import annotations

import json
import subprocess
import sys
from pathlib import Path

import pytest

from client.cli import main
from engine.helsinki.position import read_position, write_position


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
    assert result["over"] and len(result["scores"]) == 2
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


def test_a_result_that_disagrees_with_the_moves_is_reported(
    capsys: pytest.CaptureFixture[str], tmp_path: Path
) -> None:
    run(capsys, "simulate", "--players", "2", "--seed", "6", "--export", str(tmp_path))
    path = tmp_path / "game-6.helsinki.json"
    data = json.loads(path.read_text())
    cut = dict(data, moves=data["moves"][:50])
    path.write_text(json.dumps(cut))
    code, _, err = run(capsys, "replay", str(path), "--verify")
    assert code == 1 and "move 50:" in err and "has a result" in err
    path.write_text(json.dumps(dict(cut, result=None)))
    assert run(capsys, "replay", str(path), "--verify")[0] == 0
    path.write_text(json.dumps(dict(data, result=None)))
    code, _, err = run(capsys, "replay", str(path), "--verify", "--json")
    assert code == 1 and f"move {len(data['moves'])}:" in err and "has no result" in err


@pytest.fixture(scope="module")
def record_text(tmp_path_factory: pytest.TempPathFactory) -> str:
    """The text of a short finished record."""
    folder = tmp_path_factory.mktemp("good")
    assert main(["simulate", "--players", "2", "--seed", "1", "--export", str(folder)]) == 0
    return (folder / "game-1.helsinki.json").read_text(encoding="utf-8")


def _edited(text: str, edit: str) -> bytes:
    """``text`` with one field changed: ``edit`` is ``key=JSON`` or ``-key`` to drop it."""
    data = json.loads(text)
    if edit.startswith("-"):
        del data[edit[1:]]
        return json.dumps(data).encode()
    key, value = edit.split("=", 1)
    data[key] = "@"
    return json.dumps(data).replace('"@"', value).encode()


MALFORMED = [
    (b"", "not valid JSON"),
    (b"{not json", "not valid JSON"),
    (b"\x00\xff", "not UTF-8"),
    (b'{"format": 1}', "not a Helsinki record"),
    (b"[" * 100_000, "nested too deeply"),
    ("seed=" + "7" * 4400, "a number has 4400 digits"),
    ('seed="\\ud800"', "seed holds a text that is not valid Unicode"),
    ('players=[{"name": "\\ud800"}, {"name": "b"}]', "players[0].name holds a text"),
    ('moves=[{"seat": 0, "move": "place 1", "hash": "x", "\\udfff": 1}]', "moves[0] holds"),
    ("-seed", "the record has no field 'seed'"),
    ('moves=[{"seat": 0, "move": "place 1"}]', "move 0 has no field 'hash'"),
    ('players=[{"bot": null}, {"name": "b"}]', "player 0 has no field 'name'"),
    ('options={"variant": []}', "options: variant must be text"),
    ("options=[]", "options must be an object"),
    ('players=[{"name": "a"}, {"name": ["b"]}]', "the name of player 1 must be text"),
    ('moves=[{"seat": "0", "move": "place 1", "hash": "x"}]', "the seat of move 0"),
    ('options={"start_seat": [0]}', "options: start_seat must be a seat number"),
    ('moves=[{"seat": 0, "move": "fly", "hash": "x"}]', "move 0: unknown move 'fly'"),
    ('ruleset={"v": 1}', "ruleset must be the text"),
]


@pytest.mark.parametrize(("content", "message"), MALFORMED)
def test_malformed_files_exit_2_with_one_clear_line(
    tmp_path: Path, record_text: str, content: bytes | str, message: str
) -> None:
    path = tmp_path / "bad.helsinki.json"
    path.write_bytes(_edited(record_text, content) if isinstance(content, str) else content)
    proc = subprocess.run(
        [sys.executable, "-m", "client", "replay", str(path), "--verify"],
        capture_output=True,
        text=True,
        check=False,
    )
    assert proc.returncode == 2
    assert "Traceback" not in proc.stderr and proc.stdout == ""
    assert proc.stderr.count("\n") == 1 and proc.stderr.startswith(f"helsinki-qt: {path}: ")
    assert message in proc.stderr


def test_exporting_onto_a_file_is_refused(
    capsys: pytest.CaptureFixture[str], tmp_path: Path
) -> None:
    taken = tmp_path / "records"
    taken.write_text("not a folder")
    code, out, err = run(capsys, "simulate", "--players", "2", "--export", str(taken))
    assert code == 2 and out == ""
    assert err == f"helsinki-qt: cannot export to {taken}: it exists and is not a folder\n"
    assert taken.read_text() == "not a folder"


def test_bad_arguments_are_refused(capsys: pytest.CaptureFixture[str]) -> None:
    for argv in (["simulate", "--players", "5"], ["simulate", "--bots", "genius"]):
        with pytest.raises(SystemExit) as exit_:
            main(argv)
        assert exit_.value.code == 2
    assert "bots: random, easy, greedy, expert" in capsys.readouterr().err
    for budget in (["--think-ms", "0"], ["--think-iters", "0"],
                   ["--think-ms", "10", "--think-iters", "10"]):  # fmt: skip
        with pytest.raises(SystemExit) as exit_:
            main(["simulate", "--bots", "expert", *budget])
        assert exit_.value.code == 2


def test_simulate_with_search_iterations_is_reproducible_byte_for_byte(
    capsys: pytest.CaptureFixture[str], tmp_path: Path
) -> None:
    outputs = []
    for run_index in range(2):
        folder = tmp_path / str(run_index)
        args = ("simulate", "--players", "2", "--games", "2", "--seed", "31", "--bots",
                "expert,easy", "--think-iters", "3", "--json", "--export", str(folder))  # fmt: skip
        code, out, _ = run(capsys, *args)
        assert code == 0
        records = {p.name: p.read_bytes() for p in sorted(folder.iterdir())}
        outputs.append((out, records))
    assert outputs[0] == outputs[1]
    out, records = outputs[0]
    assert [json.loads(line)["bots"] for line in out.splitlines()] == [["expert", "easy"]] * 2
    assert len(records) == 2


def test_simulate_takes_levels_for_bots(capsys: pytest.CaptureFixture[str]) -> None:
    code, out, _ = run(capsys, "simulate", "--players", "3", "--bots", "hard,normal,easy",
                       "--think-iters", "2", "--json")  # fmt: skip
    assert code == 0
    assert json.loads(out)["bots"] == ["expert", "greedy", "easy"]


# ------------------------------------------------------------------ position


GOLDEN = Path(__file__).resolve().parent / "data" / "two-players-first-game.helsinki.json"


def test_position_prints_a_record_after_a_move(
    capsys: pytest.CaptureFixture[str], tmp_path: Path
) -> None:
    from engine.record import game_after, read_record

    code, out, err = run(capsys, "position", str(GOLDEN), "--move", "60")
    assert code == 0 and err == ""
    assert out == write_position(game_after(read_record(GOLDEN), 60))
    assert read_position(out).ply == 60
    code, whole, _ = run(capsys, "position", str(GOLDEN))
    assert code == 0 and "step: over" in whole
    saved = tmp_path / "bug.helsinki-position"
    saved.write_text("# pasted from a bug report\n" + out, encoding="utf-8")
    assert run(capsys, "position", str(saved)) == (0, out, "")


@pytest.mark.parametrize(
    ("argv", "message"),
    [
        (["--move", "1000"], "move 1000 is out of range: the record has moves 0 to 126"),
        (["--move", "-1"], "move -1 is out of range"),
    ],
)
def test_position_refuses_a_move_out_of_range(
    capsys: pytest.CaptureFixture[str], argv: list[str], message: str
) -> None:
    code, out, err = run(capsys, "position", str(GOLDEN), *argv)
    assert code == 2 and out == ""
    assert err.startswith(f"helsinki-qt: {GOLDEN}: {message}") and err.count("\n") == 1


@pytest.mark.parametrize(
    ("name", "content", "message"),
    [
        ("bad.helsinki-position", "players: 2\n", "the field 'format' is missing"),
        ("bad.txt", "format: helsinki-position/1\nplayers 2\n", "line 2: 'players 2' is not"),
        ("bad.helsinki.json", "{not json", "not valid JSON"),
        ("missing.helsinki.json", None, "cannot read"),
    ],
)
def test_position_of_malformed_input_exits_2_with_one_line(
    tmp_path: Path, name: str, content: str | None, message: str
) -> None:
    path = tmp_path / name
    if content is not None:
        path.write_text(content, encoding="utf-8")
    proc = subprocess.run(
        [sys.executable, "-m", "client", "position", str(path)],
        capture_output=True,
        text=True,
        check=False,
    )
    assert proc.returncode == 2 and proc.stdout == ""
    assert proc.stderr.count("\n") == 1 and proc.stderr.startswith(f"helsinki-qt: {path}: ")
    assert message in proc.stderr


def test_position_of_a_damaged_record_names_the_move(
    capsys: pytest.CaptureFixture[str], tmp_path: Path
) -> None:
    data = json.loads(GOLDEN.read_text(encoding="utf-8"))
    data["moves"][30]["hash"] = "0" * 32
    damaged = tmp_path / "damaged.helsinki.json"
    damaged.write_text(json.dumps(data), encoding="utf-8")
    assert run(capsys, "position", str(damaged), "--move", "30")[0] == 0
    code, out, err = run(capsys, "position", str(damaged), "--move", "31")
    assert code == 2 and out == "" and "the record is damaged at move 31" in err
