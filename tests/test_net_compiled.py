"""The lockstep core compiled with mypyc: taken only while it matches the modules, and the same
behaviour as the modules run as Python."""

from __future__ import annotations

import json
import os
import subprocess
import sys
from pathlib import Path

import pytest

import net.lockstep
from net.lockstep import compiled
from net.lockstep.compiled import INTERPRETED, MANIFEST, compiled_path, describe

ROOT = Path(__file__).resolve().parent.parent


@pytest.fixture
def package(tmp_path: Path) -> Path:
    """A package of two modules (and the two kept as Python) in a checkout of its own."""
    package = tmp_path / "src" / "net" / "lockstep"
    package.mkdir(parents=True)
    for name in ("__init__.py", "compiled.py", "core.py", "moves.py"):
        (package / name).write_text(f"# {name}\n")
    return package


def build(package: Path, target: Path, description: object = None) -> Path:
    """Pretend a build of ``package`` into ``target``: its manifest alone."""
    place = target / "net" / "lockstep"
    place.mkdir(parents=True)
    (place / MANIFEST).write_text(json.dumps(description or describe(package)))
    return place


def test_the_compiled_modules_are_taken_while_they_match(
    package: Path, tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    monkeypatch.delenv(INTERPRETED, raising=False)
    target = tmp_path / "build"
    assert compiled_path(package, target) is None  # never built
    place = build(package, target)
    assert compiled_path(package, target) == str(place)
    modules = describe(package)["modules"]
    assert isinstance(modules, dict) and set(modules) == {"core.py", "moves.py"}

    (package / "__init__.py").write_text("# the entry may change: it is never compiled\n")
    assert compiled_path(package, target) == str(place)
    (package / "moves.py").write_text("# edited since the build\n")
    assert compiled_path(package, target) is None
    (package / "moves.py").write_text("# moves.py\n")
    assert compiled_path(package, target) == str(place)
    (package / "status.py").write_text("# a module added since\n")
    assert compiled_path(package, target) is None


def test_python_runs_when_asked_or_when_the_build_is_for_another_interpreter(
    package: Path, tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    monkeypatch.delenv(INTERPRETED, raising=False)
    place = build(package, tmp_path / "build")
    assert compiled_path(package, tmp_path / "build") == str(place)
    monkeypatch.setenv(INTERPRETED, "1")
    assert compiled_path(package, tmp_path / "build") is None
    monkeypatch.delenv(INTERPRETED)

    other = tmp_path / "other"
    build(package, other, {**describe(package), "interpreter": "cpython-399.so"})
    assert compiled_path(package, other) is None
    broken = tmp_path / "broken"
    (build(package, broken) / MANIFEST).write_text("{not json")
    assert compiled_path(package, broken) is None


def test_the_package_says_which_modules_run() -> None:
    assert (compiled_path() is not None) == net.lockstep.COMPILED
    core = sys.modules["net.lockstep.core"].__file__
    assert core is not None
    assert core.endswith(".py") != net.lockstep.COMPILED
    assert Path(compiled.__file__).suffix == ".py"  # (it chooses: never compiled)


FINGERPRINT = """
import sys
sys.path.insert(0, "tests")
import net.lockstep
from simulator import fingerprint
print(net.lockstep.COMPILED, fingerprint(range({first}, {last})))
"""


def test_the_compiled_core_plays_every_scenario_as_the_python_one() -> None:
    """Simulated scenarios (with faults and dishonest peers) end the same, message for message
    (the scenario's event count, the time it ended), whichever modules run."""
    if not net.lockstep.COMPILED:
        pytest.skip("the core is not compiled here (make core): nothing to compare")
    code = FINGERPRINT.format(first=0, last=300)

    def fingerprint(**environment: str) -> list[str]:
        env = {k: v for k, v in os.environ.items() if k != INTERPRETED} | environment
        done = subprocess.run([sys.executable, "-c", code], cwd=ROOT, env=env, check=True,
                              capture_output=True, text=True)  # fmt: skip
        return done.stdout.split()

    native, python = fingerprint(), fingerprint(**{INTERPRETED: "1"})
    assert native[0] == "True" and python[0] == "False"
    assert native[1] == python[1]


def test_a_build_that_fails_leaves_the_python_modules_running(
    package: Path, tmp_path: Path, capfd: pytest.CaptureFixture[str]
) -> None:
    """A module mypyc refuses (here a type error): the build says why, and no manifest stands
    (not even the one of an earlier build)."""
    (package.parent / "__init__.py").write_text("")
    (package.parent.parent / "pyproject.toml").write_text("[tool.mypy]\nstrict = true\n")
    (package / "moves.py").write_text('seats: int = "four"\n')
    target = tmp_path / "build"
    earlier = build(package, target)
    here = Path.cwd()
    problem = compiled.build(package, target)
    assert problem is not None and problem.startswith("mypyc could not compile it")
    assert 'moves.py:1: error: Incompatible types in assignment' in capfd.readouterr().out
    assert Path.cwd() == here
    assert not (earlier / MANIFEST).exists()
    assert compiled_path(package, target) is None
