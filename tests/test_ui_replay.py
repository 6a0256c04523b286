"""The replay viewer and the screenshot command."""

from __future__ import annotations

import json
from pathlib import Path

import pytest
from PySide6.QtGui import QImage
from pytestqt.qtbot import QtBot

from client.cli import main, play_bot_game
from client.session import LocalSession
from engine.helsinki.options import Options
from engine.line import Line
from engine.record import read_record, write_record
from ui.i18n import bot_name
from ui.pages.game import GamePage
from ui.pages.replay import ReplayPage


@pytest.fixture(scope="module")
def record_file(tmp_path_factory: pytest.TempPathFactory) -> Path:
    _, record = play_bot_game(3, 21, ["random"] * 3, Options(dry_roads=True))
    path = tmp_path_factory.mktemp("records") / "game.helsinki.json"
    write_record(path, record)
    return path


def test_replay_viewer_steps_and_jumps(qtbot: QtBot, record_file: Path) -> None:
    page = ReplayPage()
    qtbot.addWidget(page)
    assert page.load(record_file) is None
    moves = json.loads(record_file.read_text())["moves"]
    assert page.position == 0 and len(page.states) == len(moves) + 1
    page.forward.click()
    page.forward.click()
    assert page.position == 2 and page.shown_hash() == moves[1]["hash"]
    page.back.click()
    assert page.shown_hash() == moves[0]["hash"]
    page.slider.setValue(40)
    assert page.shown_hash() == moves[39]["hash"]
    assert page.check_label.text().endswith("verified")  # the hash only in the tooltip
    assert moves[39]["hash"] in page.check_label.toolTip()
    assert moves[39]["hash"] not in page.check_label.text()
    page.log.jump_requested.emit(99)
    assert page.position == 100 and page.shown_hash() == moves[99]["hash"]
    page.last.click()
    assert page.shown_hash() == moves[-1]["hash"]
    page.speed.setCurrentIndex(3)
    page.first.click()
    page.toggle_play()
    qtbot.waitUntil(lambda: page.position >= 3, timeout=5000)
    page.toggle_play()


def test_damaged_record_opens_up_to_its_last_good_move(
    qtbot: QtBot, record_file: Path, tmp_path: Path
) -> None:
    data = json.loads(record_file.read_text())
    data["moves"][30]["hash"] = "0" * 32
    damaged = tmp_path / "damaged.helsinki.json"
    damaged.write_text(json.dumps(data))
    page = ReplayPage()
    qtbot.addWidget(page)
    assert page.load(damaged) is None
    assert len(page.states) == 31 and page.position == 30
    assert "move 31" in page.damage and page.shown_hash() == data["moves"][29]["hash"]
    broken = tmp_path / "broken.helsinki.json"
    broken.write_text("{not json")
    assert page.load(broken) is not None


def test_screenshot_command(record_file: Path, tmp_path: Path, qtbot: QtBot) -> None:
    out = tmp_path / "shot.png"
    code = main(["screenshot", str(record_file), "--move", "60", "--out", str(out),
                 "--size", "800x470", "--lang", "fr"])  # fmt: skip
    assert code == 0
    image = QImage(str(out))
    assert (image.width(), image.height()) == (800, 470)
    colours = {image.pixel(x, y) for x in range(0, 800, 7) for y in range(0, 470, 7)}
    assert len(colours) > 50
    assert main(["screenshot", str(record_file), "--move", "100000", "--out", str(out)]) == 2


def test_a_wrong_result_is_reported_like_a_damaged_record(
    qtbot: QtBot, record_file: Path, tmp_path: Path
) -> None:
    data = json.loads(record_file.read_text())
    winner = data["result"]["winner"]
    data["result"]["winner"] = (winner + 1) % 3
    wrong = tmp_path / "wrong.helsinki.json"
    wrong.write_text(json.dumps(data))
    page = ReplayPage()
    qtbot.addWidget(page)
    assert page.load(wrong) is None
    names = [bot_name(p.get("bot"), p["name"]) for p in data["players"]]  # as the page says
    assert page.damage and names[winner] in page.damage and names[(winner + 1) % 3] in page.damage
    assert page.status.text() == page.damage and page.damage_detail
    assert len(page.states) == len(data["moves"]) + 1  # every move is still shown
    assert not page.continue_button.isVisibleTo(page)
    data["result"]["winner"] = winner
    data["result"]["scores"][0]["total"] += 1
    wrong.write_text(json.dumps(data))
    assert page.load(wrong) is None and "scores" in page.damage


def test_the_replay_log_tells_moves_as_the_game_log_does(qtbot: QtBot, record_file: Path) -> None:
    record = read_record(record_file)
    page = ReplayPage()
    qtbot.addWidget(page)
    page.load_record(record)
    game_page = GamePage()
    qtbot.addWidget(game_page)
    game_page.set_session(LocalSession(Line(record), None, 0))
    replayed = [page.log.item(i).text() for i in range(page.log.count())]
    played = [game_page.log.item(i).text() for i in range(game_page.log.count())]
    assert replayed == played
    assert any(" and took " in text for text in replayed)
    assert page.log.count() < len(record.moves)


def test_screenshot_counts_moves_as_the_viewer_does(
    qtbot: QtBot, record_file: Path, tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    data = json.loads(record_file.read_text())
    total = len(data["moves"])
    out = tmp_path / "shot.png"
    for move in ("-5", str(total + 1)):
        assert main(["screenshot", str(record_file), "--move", move, "--out", str(out)]) == 2
        assert "out of range" in capsys.readouterr().err
    assert not out.exists()
    assert main(["screenshot", str(record_file), "--move", "0", "--out", str(out)]) == 0
    data["moves"][30]["hash"] = "0" * 32
    damaged = tmp_path / "damaged.helsinki.json"
    damaged.write_text(json.dumps(data))
    assert main(["screenshot", str(damaged), "--out", str(out)]) == 2
    page = ReplayPage()
    qtbot.addWidget(page)
    page.load(damaged)
    assert "move 31" in capsys.readouterr().err and "move 31" in page.damage


def test_screenshot_of_a_position_file(
    qtbot: QtBot, record_file: Path, tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    position = tmp_path / "bug.helsinki-position"
    assert main(["position", str(record_file), "--move", "60"]) == 0
    position.write_text(capsys.readouterr().out, encoding="utf-8")
    out = tmp_path / "position.png"
    assert main(["screenshot", str(position), "--out", str(out), "--size", "800x470"]) == 0
    image = QImage(str(out))
    assert (image.width(), image.height()) == (800, 470)
    assert len({image.pixel(x, y) for x in range(0, 800, 7) for y in range(0, 470, 7)}) > 50
    assert main(["screenshot", str(position), "--move", "1", "--out", str(out)]) == 2
    assert "move 1 is out of range: the record has moves 0 to 0" in capsys.readouterr().err
    position.write_text("format: helsinki-position/1\nruleset: helsinki-2\nplayers: 9\n")
    assert main(["screenshot", str(position), "--out", str(out)]) == 2
    assert "line 3 (players): Helsinki is for 2 to 4 players" in capsys.readouterr().err
