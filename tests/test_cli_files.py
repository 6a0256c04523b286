"""Files on the command line and in the app: every position ``position`` writes reads back, a
byte-order mark is read as nothing, and a bad file is named once, in clear words."""

from __future__ import annotations

import subprocess
import sys
from pathlib import Path
from typing import TYPE_CHECKING

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from client.cli import main
from engine.helsinki import Game, Options, Variant
from engine.helsinki.position import read_position_file, write_position
from engine.position_text import MAX_POSITION_CHARS
from engine.record import (
    MAX_RECORD_BYTES,
    RecordError,
    game_after,
    read_record,
    read_record_or_position,
    replay,
)
from engine.rng import Rng

if TYPE_CHECKING:
    from client.app import MainWindow

ROOT = Path(__file__).resolve().parent.parent
GOLDEN = ROOT / "tests" / "data" / "two-players-first-game.helsinki.json"
BOM = b"\xef\xbb\xbf"
OPTIONS = [Options(), Options(Variant.FIRST_GAME), Options(Variant.NEW_CHALLENGES, True)]


def run(capsys: pytest.CaptureFixture[str], *argv: str) -> tuple[int, str, str]:
    code = main(list(argv))
    out, err = capsys.readouterr()
    return code, out, err


def played(players: int, seed: int, options: Options, plies: int) -> Game:
    """A game after ``plies`` random legal moves, or at its end."""
    game = Game.new(players, seed, options)
    rng = Rng(seed.to_bytes(8, "little") * 4)
    while not game.is_over and game.ply < plies:
        moves = game.legal_moves()
        game.apply(moves[rng.below(len(moves))])
    return game


# ------------------------------------------------------------ positions read back


def test_the_position_of_a_finished_game_reads_back(
    capsys: pytest.CaptureFixture[str], tmp_path: Path
) -> None:
    code, over, err = run(capsys, "position", str(GOLDEN))
    assert code == 0 and err == "" and "step: over" in over
    saved = tmp_path / "over.helsinki-position"
    saved.write_text(over, encoding="utf-8")
    assert run(capsys, "position", str(saved)) == (0, over, "")
    assert run(capsys, "position", str(saved), "--move", "0") == (0, over, "")
    record = read_record_or_position(saved)
    assert record.result == read_record(GOLDEN).result
    assert replay(record).state_hash() == replay(read_record(GOLDEN)).state_hash()


@settings(max_examples=25, deadline=None, suppress_health_check=[HealthCheck.too_slow,
          HealthCheck.function_scoped_fixture])  # fmt: skip
@given(
    st.integers(2, 4),
    st.integers(0, 2**32),
    st.sampled_from(OPTIONS),
    st.one_of(st.integers(0, 300), st.just(10_000)),
)
def test_every_position_the_command_writes_reads_back(
    capsys: pytest.CaptureFixture[str], tmp_path: Path, players: int, seed: int,
    options: Options, plies: int,
) -> None:  # fmt: skip
    """Finished games (10,000 moves is past any end) as well as unfinished ones."""
    game = played(players, seed, options, plies)
    path = tmp_path / f"{players}-{seed}-{plies}.helsinki-position"
    path.write_text(write_position(game), encoding="utf-8")
    code, out, err = run(capsys, "position", str(path))
    assert (code, err) == (0, "") and out == write_position(game)
    again = game_after(read_record_or_position(path))
    assert again.state_hash() == game.state_hash() and again.is_over == game.is_over


def test_the_app_and_its_screenshots_open_a_finished_position(
    window: MainWindow, capsys: pytest.CaptureFixture[str], tmp_path: Path
) -> None:
    from PySide6.QtGui import QImage

    saved = tmp_path / "over.helsinki-position"
    saved.write_text(run(capsys, "position", str(GOLDEN))[1], encoding="utf-8")
    assert window.open_replay(saved) and window.replay_page.damage == ""
    assert window.pages.currentWidget() is window.replay_page
    shown = window.replay_page.states[window.replay_page.position]
    assert shown.is_over and write_position(shown) == saved.read_text(encoding="utf-8")
    for screen in ("table", "end", "replay"):
        out = tmp_path / f"{screen}.png"
        code, _, err = run(capsys, "screenshot", str(saved), "--screen", screen, "--out",
                           str(out), "--size", "1024x640")  # fmt: skip
        assert (code, err) == (0, ""), screen
        assert QImage(str(out)).width() == 1024


# ------------------------------------------------------------ byte-order marks


def test_a_byte_order_mark_before_a_position_or_a_record_is_read_as_nothing(
    capsys: pytest.CaptureFixture[str], tmp_path: Path
) -> None:
    text = run(capsys, "position", str(GOLDEN), "--move", "40")[1]
    for name in ("bom.helsinki-position", "bom.txt"):
        path = tmp_path / name
        path.write_bytes(BOM + text.encode())
        assert run(capsys, "position", str(path)) == (0, text, "")
    record = tmp_path / "bom.helsinki.json"
    record.write_bytes(BOM + GOLDEN.read_bytes())
    assert read_record(record) == read_record(GOLDEN)
    assert run(capsys, "position", str(record), "--move", "40") == (0, text, "")
    code, out, _ = run(capsys, "replay", str(record), "--verify")
    assert code == 0 and "126 moves verified" in out


# ------------------------------------------------------------ bad files


def _one_line_error(path: Path, *command: str) -> str:
    """The one line ``helsinki-qt`` writes for ``path``, which it names once at its start."""
    proc = subprocess.run([sys.executable, "-m", "client", *command, str(path)],
                          capture_output=True, text=True, check=False)  # fmt: skip
    assert proc.returncode == 2 and proc.stdout == "" and "Traceback" not in proc.stderr
    assert proc.stderr.count("\n") == 1 and proc.stderr.startswith(f"helsinki-qt: {path}: ")
    assert proc.stderr.count(str(path)) == 1, proc.stderr
    return proc.stderr


@pytest.mark.parametrize("name", ["missing.helsinki-position", "missing.helsinki.json"])
def test_a_file_that_cannot_be_read_is_named_once(tmp_path: Path, name: str) -> None:
    err = _one_line_error(tmp_path / name, "position")
    assert err.endswith(": cannot read the file: No such file or directory\n")


def test_a_folder_is_named_once(tmp_path: Path) -> None:
    assert "cannot read the file" in _one_line_error(tmp_path, "replay", "--verify")


@pytest.mark.parametrize("cut", [0, 1, 2, 3])
def test_an_oversized_position_is_called_too_large_wherever_the_cut_falls(
    tmp_path: Path, cut: int
) -> None:
    """Four-byte characters, so that the read stops before, or inside, one of them."""
    path = tmp_path / "large.helsinki-position"
    path.write_bytes(b"#" * cut + "\U0001f600".encode() * (MAX_POSITION_CHARS + 1))
    with pytest.raises(RecordError, match=f"^too large: a position has at most "
                                          f"{MAX_POSITION_CHARS} characters$"):  # fmt: skip
        read_record_or_position(path)
    path.write_bytes(b"#" * (MAX_POSITION_CHARS + 1))
    with pytest.raises(ValueError, match=r"^too large: a position has at most"):
        read_position_file(path)


def test_an_oversized_record_is_called_too_large(tmp_path: Path) -> None:
    path = tmp_path / "large.helsinki.json"
    path.write_bytes(b"{" + "\u00e9".encode() * (MAX_RECORD_BYTES // 2 + 1))
    err = _one_line_error(path, "position")
    assert f"too large: a record has at most {MAX_RECORD_BYTES} bytes" in err
