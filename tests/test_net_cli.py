"""Headless peers on loopback: list, host, join, refusals, and how they end a stuck game."""

from __future__ import annotations

import argparse
import asyncio
import contextlib
import json
import os
import re
import signal
import subprocess
import sys
import time
from dataclasses import replace
from pathlib import Path
from typing import Any

import pytest
from net_helpers import LOOPBACK, gather, lines_until, plan_game, run, until, wait_for_line

import client.headless
from client.headless import play as play_headless
from engine.helsinki import RULESET_VERSION
from net.commit import new_id
from net.config import PROTOCOL_VERSION
from net.discovery import Announcement, GameInfo, open_zeroconf
from net.lobby import Plan
from net.session import Session

ROOT = Path(__file__).resolve().parent.parent
ENV = dict(os.environ, HELSINKI_INTERFACES="127.0.0.1",
           PYTHONPATH=os.pathsep.join(filter(None, [str(ROOT), os.environ.get("PYTHONPATH")])))
"""The peers run this checkout's code (run in the test's folder, they would import the
installed one), and send packets only to this computer."""
COMMAND = [sys.executable, "-m", "client"]


def spawn(*args: str, cwd: Path) -> subprocess.Popen[str]:
    """The program as a player starts it: Ctrl+C (SIGINT) interrupts it, even when these
    tests run in the background, where the shell starts them with SIGINT ignored."""
    return subprocess.Popen(
        [*COMMAND, *args], cwd=cwd, env=ENV, stdout=subprocess.PIPE, stderr=subprocess.PIPE,
        text=True, preexec_fn=_interruptible,
    )  # fmt: skip


def _interruptible() -> None:
    signal.signal(signal.SIGINT, signal.SIG_DFL)


def hosting_line(host: subprocess.Popen[str]) -> tuple[str, str]:
    """The game id and HOST:PORT that a host prints first."""
    assert host.stdout is not None
    line = host.stdout.readline()
    match = re.match(r"hosting game (\w+) at (\S+)", line)
    assert match, line
    return match.group(1), match.group(2)


def test_host_and_join_processes_finish_a_game_with_identical_records(tmp_path: Path) -> None:
    host = spawn("host", "--headless", "--name", "Ann", "--players", "3", "--record",
                 "ann.json", "--bot", "normal", "--turn-timer", "300", cwd=tmp_path)  # fmt: skip
    processes = [host]
    try:
        game_id, address = hosting_line(host)
        listed = subprocess.run([*COMMAND, "list", "--timeout", "1.5"], env=ENV, text=True,
                                capture_output=True, timeout=30, check=True)  # fmt: skip
        assert game_id in listed.stdout and "by Ann  lobby, 1/3 seats, all-actions" in listed.stdout
        assert "all-actions, turn timer 300 s" in listed.stdout
        processes += [
            spawn("join", "--headless", "--name", "Bob", "--game", game_id, "--record",
                  "bob.json", cwd=tmp_path),
            spawn("join", "--headless", "--name", "Cy", "--addr", address, "--record",
                  "cy.json", "--bot", "easy", cwd=tmp_path),
        ]  # fmt: skip
        outputs = [p.communicate(timeout=120) for p in processes]
    finally:
        for process in processes:
            process.kill()
    for process, (out, err) in zip(processes, outputs, strict=True):
        assert process.returncode == 0, err
        assert re.search(r"all \d+ moves agreed", out)
    hashes = {re.search(r"final hash (\w+)", out).group(1) for out, _ in outputs}  # type: ignore[union-attr]
    assert len(hashes) == 1
    records = [json.loads((tmp_path / f).read_text()) for f in ("ann.json", "bob.json", "cy.json")]
    assert records[0]["moves"] == records[1]["moves"] == records[2]["moves"]
    assert records[0]["moves"][-1]["hash"] == hashes.pop()
    verify = subprocess.run([*COMMAND, "replay", str(tmp_path / "bob.json"), "--verify"],
                            env=ENV, capture_output=True, text=True, timeout=60)  # fmt: skip
    assert verify.returncode == 0, verify.stderr


def test_a_wrong_pin_is_refused_with_a_clear_message(tmp_path: Path) -> None:
    host = spawn("host", "--headless", "--name", "Ann", "--players", "2", "--pin", "4711",
                 cwd=tmp_path)  # fmt: skip
    try:
        _, address = hosting_line(host)
        joined = subprocess.run(
            [*COMMAND, "join", "--headless", "--name", "Eve", "--addr", address, "--pin", "1234"],
            env=ENV, capture_output=True, text=True, timeout=30,
        )  # fmt: skip
        assert joined.returncode == 2
        assert "refused" in joined.stderr and "PIN" in joined.stderr
        assert "Traceback" not in joined.stderr
    finally:
        host.kill()
        host.communicate()


def test_join_reports_a_game_that_is_not_there(tmp_path: Path) -> None:
    joined = subprocess.run(
        [*COMMAND, "join", "--headless", "--name", "Eve", "--addr", "127.0.0.1:9"],
        env=ENV, capture_output=True, text=True, timeout=30,
    )  # fmt: skip
    assert joined.returncode == 2 and "cannot reach 127.0.0.1:9" in joined.stderr
    bad = subprocess.run([*COMMAND, "list", "--interface", "not-an-address"], env=ENV,
                         capture_output=True, text=True, timeout=30)  # fmt: skip
    assert bad.returncode == 2 and "not an IPv4 address" in bad.stderr


def test_a_game_that_fails_right_after_start_ends_the_joiner_with_one_line(
    tmp_path: Path,
) -> None:
    """The host dies as it starts the game: the joiner says so in one line, no traceback.

    Whether the start reached the joiner before the host died is a race: either the game
    could not start, or it started and the joiner gives up waiting for the host's seat.
    """
    host = spawn("host", "--headless", "--name", "Ann", "--players", "2", cwd=tmp_path)
    processes = [host]
    try:
        _, address = hosting_line(host)
        joiner = spawn("join", "--headless", "--name", "Bob", "--addr", address,
                       "--wait-limit", "2", cwd=tmp_path)  # fmt: skip
        processes.append(joiner)
        wait_for_line(host, r"^starting: ")
        host.kill()
        _, err = joiner.communicate(timeout=60)
    finally:
        for process in processes:
            process.kill()
            process.communicate()
    assert joiner.returncode == 1
    assert err.splitlines() == [err.strip()], err
    gone = r"(the game could not start|the lobby is gone): \w"
    waited = r"gave up after waiting 2 s: waiting for seat 1 \(Ann\): Ann is not connected"
    assert re.match(rf"helsinki-qt: ({gone}|{waited})", err), err


def test_a_headless_host_gives_up_on_a_killed_joiner_with_a_reason(tmp_path: Path) -> None:
    host = spawn("host", "--headless", "--name", "Ann", "--players", "2", "--wait-limit", "1",
                 cwd=tmp_path)  # fmt: skip
    processes = [host]
    try:
        _, address = hosting_line(host)
        joiner = spawn("join", "--headless", "--name", "Bob", "--addr", address, "--bot", "greedy",
                       cwd=tmp_path)  # fmt: skip
        processes.append(joiner)
        assert host.stdout is not None
        while not host.stdout.readline().startswith("started:"):
            pass
        joiner.kill()
        out, err = host.communicate(timeout=60)
    finally:
        for process in processes:
            process.kill()
            process.communicate()
    assert host.returncode == 1, out + err
    assert "gave up after waiting 1 s" in err and "Bob is not connected" in err
    assert "Traceback" not in err


def headless(tmp_path: Path, name: str, **options: object) -> argparse.Namespace:
    """The options ``_play`` reads, as ``host``/``join`` parse them."""
    values: dict[str, object] = dict(record=tmp_path / f"{name}.json", bot="random",
                                     wait_limit=30.0, hand_over=None, move_delay=0.0,
                                     linger=1.0)  # fmt: skip
    values.update(options)
    return argparse.Namespace(**values)


def test_a_headless_peer_exits_with_the_reason_when_the_game_pauses(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch, capsys: pytest.CaptureFixture[str]
) -> None:
    class Faulty(Session):
        """Peer1's engine goes wrong at the third move (number 2)."""

        def __init__(self, plan: Plan, **kwargs: Any) -> None:
            super().__init__(plan, **kwargs)
            if plan.peer.name == "Peer1":
                self.state_hash = lambda game: "f" * 32 if game.ply >= 3 else game.state_hash()

    monkeypatch.setattr(client.headless, "Session", Faulty)

    async def scenario() -> list[int]:
        plans = await plan_game(2)
        return await gather(*(play_headless(plan, headless(tmp_path, plan.peer.name))
                              for plan in plans))  # fmt: skip

    assert run(scenario()) == [1, 1]
    err = capsys.readouterr().err
    assert err.count("the game did not finish") == 2 and "desync at move 2" in err
    assert len(list(tmp_path.glob("desync-*-2-*.json"))) == 2  # beside the records
    assert "dump: " in err


@pytest.mark.parametrize("hand_over", [None, "random"])
def test_a_headless_peer_waits_on_a_lost_peer_then_gives_up_or_hands_over(
    hand_over: str | None, tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    async def scenario() -> int:
        plans = await plan_game(2)
        options = headless(tmp_path, "host", wait_limit=0.3, hand_over=hand_over)
        host = asyncio.ensure_future(play_headless(plans[0], options))
        joiner = Session(plans[1])
        await joiner.begin()
        joiner.drive(joiner.my_seats[0], "random")
        await until(lambda: joiner.game is not None and joiner.game.ply >= 10)
        joiner.abort()
        await joiner.peer.close()
        return await host

    code = run(scenario())
    out, err = capsys.readouterr()
    if hand_over is None:
        assert code == 1
        assert "gave up after waiting 0.3 s: waiting for seat 2 (Peer1)" in err
    else:
        assert code == 0, err
        assert "handing seat 2 to random" in out and re.search(r"all \d+ moves agreed", out)


def test_a_headless_peer_left_alone_gives_up_when_no_seat_can_be_handed_over(
    tmp_path: Path, capsys: pytest.CaptureFixture[str], monkeypatch: pytest.MonkeyPatch
) -> None:
    """Both others of a three-peer game are gone (finished or left without a word): a
    hand-over needs a majority of the peers still in the game, so the one left gives up with
    the reason instead of proposing for ever."""
    monkeypatch.setattr(client.headless, "HAND_OVER_LIMIT", 1.0)

    async def scenario() -> int:
        plans = await plan_game(3)
        options = headless(tmp_path, "host", wait_limit=0.3, hand_over="random")
        host = asyncio.ensure_future(play_headless(plans[0], options))
        others = [Session(plan) for plan in plans[1:]]
        await gather(*(other.begin() for other in others))
        for other in others:
            other.drive(other.my_seats[0], "random")
        await until(lambda: others[0].game is not None and others[0].game.ply >= 10)
        for other in others:
            other.abort()
            await other.peer.close()
        return await asyncio.wait_for(host, 60)

    code = run(scenario())
    out, err = capsys.readouterr()
    assert code == 1
    assert "handing seat" in out
    assert "gave up: the seats could not be handed over (too few peers of the game" in err


def _started(process: subprocess.Popen[str]) -> list[str]:
    """Read a headless peer's lines until the game started; the lines read."""
    assert process.stdout is not None
    lines = []
    while True:
        line = process.stdout.readline()
        assert line, "the peer ended before the game started"
        lines.append(line)
        if line.startswith("started:"):
            return lines


THREE = ("Ann", "Bob", "Cy")
"""The players of the three-peer headless games; each writes ``<name>.json``."""
PATIENT = ["--move-delay", "0.03", "--wait-limit", "1", "--hand-over", "random"]
"""Their options: human-paced bots that hand a seat lost for 1 s to a bot."""


def _three_peers(tmp_path: Path) -> list[subprocess.Popen[str]]:
    """Three headless peers (a host and two joiners); returns them once the last one started
    its game."""
    host = spawn("host", "--headless", "--name", "Ann", "--players", "3", "--record", "ann.json",
                 *PATIENT, cwd=tmp_path)  # fmt: skip
    processes = [host]
    try:
        _, address = hosting_line(host)
        processes += [
            spawn("join", "--headless", "--name", name, "--addr", address, "--record",
                  f"{name.lower()}.json", *PATIENT, cwd=tmp_path)
            for name in THREE[1:]
        ]  # fmt: skip
        _started(processes[2])
    except BaseException:
        for process in processes:
            process.kill()
        raise
    return processes


def _outputs(processes: list[subprocess.Popen[str]], timeout: float,
             read: dict[int, list[str]] | None = None) -> list[tuple[str, str]]:  # fmt: skip
    """What each peer printed (out, err) once all ended, after the lines ``read`` already read
    from their out; should one not end within ``timeout`` s, all are stopped and the test fails
    showing everything they printed."""
    read = read or {}
    deadline = time.monotonic() + timeout
    outputs: list[tuple[str, str]] = []
    try:
        for process in processes:
            outputs.append(process.communicate(timeout=max(0.0, deadline - time.monotonic())))
    except subprocess.TimeoutExpired:
        for process in processes:
            with contextlib.suppress(ProcessLookupError):
                process.send_signal(signal.SIGCONT)
            process.kill()
        outputs += [process.communicate() for process in processes[len(outputs) :]]
        printed = "".join(
            f"--- {name} (exit {process.returncode}) ---\n{''.join(read.get(n, []))}{out}"
            f"--- {name} err ---\n{err}"
            for n, (name, process, (out, err)) in enumerate(
                zip(THREE, processes, outputs, strict=True)
            )
        )
        pytest.fail(f"not every peer ended within {timeout:g} s:\n{printed}", pytrace=False)
    return [("".join(read.get(n, [])) + out, err) for n, (out, err) in enumerate(outputs)]


def _finished_alike(processes: list[subprocess.Popen[str]], outputs: list[tuple[str, str]],
                    tmp_path: Path) -> None:  # fmt: skip
    """Every peer ended well, and the three records hold the same moves."""
    for process, (out, err) in zip(processes, outputs, strict=True):
        assert process.returncode == 0, out + err
        assert "Traceback" not in err
    records = [json.loads((tmp_path / f"{name.lower()}.json").read_text()) for name in THREE]
    assert records[0]["moves"] == records[1]["moves"] == records[2]["moves"]


def test_a_stopped_peer_is_handed_over_then_takes_its_seat_back(tmp_path: Path) -> None:
    """SIGSTOP one of three headless peers: the others hand its seat to a bot and play on; on
    SIGCONT it learns of the decision, takes its seat back, and all three finish agreeing."""
    processes = _three_peers(tmp_path)
    try:
        under_way = lines_until(processes[2], r"^move 25 agreed")
        processes[2].send_signal(signal.SIGSTOP)
        # noticed after 4 s, waited on for 1 s, handed over
        handed_over = lines_until(processes[0], r"^decided from move \d+: handover of seat", 60)
        handed_over += lines_until(processes[0], r"^move \d+ agreed")  # played on without it
        processes[2].send_signal(signal.SIGCONT)
        outputs = _outputs(processes, 180, {0: handed_over, 2: under_way})
    finally:
        for process in processes:
            with contextlib.suppress(ProcessLookupError):
                process.send_signal(signal.SIGCONT)
            process.kill()
    _finished_alike(processes, outputs, tmp_path)
    said = outputs[0][0] + outputs[1][0]
    assert re.search(r"decided from move \d+: handover of seat \d \(Cy, lost\)", said), said
    assert re.search(r"decided from move \d+: giveback of seat \d \(Cy, back\)", said), said


def test_a_host_stopped_until_the_others_finished_follows_them_to_the_end(
    tmp_path: Path,
) -> None:
    """SIGSTOP the host until the two others have finished the game without it (its seat
    handed to a bot): they wait for it, and on SIGCONT it follows the agreed moves to the end,
    takes no seat back and plays no move of its own; all three end well with one record."""
    processes = _three_peers(tmp_path)
    try:
        under_way = lines_until(processes[0], r"^move 25 agreed")
        processes[0].send_signal(signal.SIGSTOP)
        finished = lines_until(processes[1], r"^the game is over; waiting up to 30 s for Ann",
                               240)  # fmt: skip
        processes[0].send_signal(signal.SIGCONT)
        outputs = _outputs(processes, 120, {0: under_way, 1: finished})
    finally:
        for process in processes:
            with contextlib.suppress(ProcessLookupError):
                process.send_signal(signal.SIGCONT)
            process.kill()
    _finished_alike(processes, outputs, tmp_path)
    host = outputs[0][0] + outputs[0][1]
    assert "handing seat" not in host and "giveback" not in host, host
    assert re.search(r"decided from move \d+: handover of seat 1 \(Ann, lost\)", host), host


def test_a_killed_peer_rejoins_from_its_rejoin_file(tmp_path: Path) -> None:
    processes = _three_peers(tmp_path)
    resume = tmp_path / "cy.json.resume.json"
    try:
        deadline = time.monotonic() + 20
        while not resume.exists() and time.monotonic() < deadline:
            time.sleep(0.1)
        lines_until(processes[2], r"^move \d+ agreed")  # moves made since
        processes[2].kill()  # kill -9: no goodbye
        processes[2].communicate()
        processes[2] = spawn("join", "--headless", "--name", "Cy", "--rejoin", str(resume),
                             *PATIENT, cwd=tmp_path)  # fmt: skip
        outputs = _outputs(processes, 180)
    finally:
        for process in processes:
            process.kill()
    _finished_alike(processes, outputs, tmp_path)
    assert "rejoined game" in outputs[2][0]
    assert not resume.exists()  # removed once the game is over


def test_list_watch_shows_a_game_appear_and_a_killed_host_disappear(tmp_path: Path) -> None:
    watch = spawn("list", "--watch", cwd=tmp_path)
    host = spawn("host", "--headless", "--name", "Ann", "--players", "2", cwd=tmp_path)
    try:
        game_id, address = hosting_line(host)
        appeared = wait_for_line(watch, re.escape(game_id))
        assert appeared.startswith(f'+ {game_id}  "Ann\'s game" by Ann  lobby, 1/2 seats')
        assert appeared.rstrip().endswith(f"at {address}")
        host.send_signal(signal.SIGKILL)  # no goodbye: its records must expire
        host.wait(10)
        gone = wait_for_line(watch, re.escape(game_id))
        assert gone.startswith(f'- {game_id}  "Ann\'s game" by Ann')
        watch.send_signal(signal.SIGINT)
        _, err = watch.communicate(timeout=10)
    finally:
        for process in (host, watch):
            process.kill()
            process.communicate()
    assert watch.returncode == 0 and "Traceback" not in err, err
    timed = subprocess.run([*COMMAND, "list", "--watch", "--timeout", "0.5"], env=ENV, text=True,
                           capture_output=True, timeout=30)  # fmt: skip
    assert timed.returncode == 0 and "Traceback" not in timed.stderr


def test_join_by_id_refuses_a_lobby_that_is_another_game_or_an_id_claimed_twice(
    tmp_path: Path,
) -> None:
    host = spawn("host", "--headless", "--name", "Ann", "--players", "2", cwd=tmp_path)

    async def join_while_announced(*games: GameInfo) -> subprocess.CompletedProcess[str]:
        stacks = [open_zeroconf(LOOPBACK) for _ in games]
        announcements = [Announcement(z, g, LOOPBACK) for z, g in zip(stacks, games, strict=True)]
        try:
            for announcement in announcements:
                await announcement.start()
            process = await asyncio.create_subprocess_exec(
                *COMMAND, "join", "--headless", "--name", "Bob", "--game", games[0].id, env=ENV,
                stdout=subprocess.PIPE, stderr=subprocess.PIPE,
            )  # fmt: skip
            out, err = await asyncio.wait_for(process.communicate(), 60)
            assert process.returncode is not None
            return subprocess.CompletedProcess([], process.returncode, out.decode(), err.decode())
        finally:
            for announcement in announcements:
                await announcement.withdraw()
            for stack in stacks:
                await stack.async_close()

    try:
        real_id, address = hosting_line(host)
        port = int(address.rpartition(":")[2])
        # an announcement whose address leads to the real host, which is another game
        stale = GameInfo(new_id(), "Stale", "", port, (), "lobby", 1, 2, False, PROTOCOL_VERSION,
                         RULESET_VERSION)  # fmt: skip
        joined = run(join_while_announced(stale))
        assert joined.returncode == 2, joined.stderr
        assert f"is game {real_id}, not {stale.id}" in joined.stderr
        assert "Traceback" not in joined.stderr
        # the same id announced at two places
        twice = replace(stale, port=port + 1)
        joined = run(join_while_announced(stale, twice))
        assert joined.returncode == 2 and "announced by more than one host" in joined.stderr
    finally:
        host.kill()
        host.communicate()
