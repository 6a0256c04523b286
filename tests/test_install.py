"""``pip install`` of the project into a fresh virtual environment ships the compiled French
and Dutch translations and every module of the pages (slow: it installs the dependencies too,
from pip's cache or the package index)."""

from __future__ import annotations

import os
import shutil
import subprocess
import sys
import venv
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parent.parent
SKIPPED = shutil.ignore_patterns(".venv", ".git", "build", "*.egg-info", "__pycache__",
                                 ".*_cache", ".hypothesis", "tests", "bench", "docs")  # fmt: skip

CHECK = """
import sys
from pathlib import Path
from PySide6.QtCore import QCoreApplication
from ui.i18n import install_language, missing_translation, tr, translations_dir
app = QCoreApplication([])
assert Path(sys.prefix) in translations_dir().parents, translations_dir()
assert install_language("fr") == "fr" and missing_translation() is None
assert tr("Supply") == "Réserve", tr("Supply")
assert install_language("nl") == "nl" and tr("Supply") == "Voorraad", tr("Supply")
import ui.pages.start, ui.pages.end, ui.pages.lobby, ui.network_bar, client.app
print("translations fr nl")
"""


@pytest.mark.slow
def test_pip_install_ships_the_translations(tmp_path: Path) -> None:
    source = tmp_path / "source"
    shutil.copytree(ROOT, source, ignore=SKIPPED)  # the working tree stays untouched
    env_dir = tmp_path / "env"
    venv.create(env_dir, with_pip=True)
    python = env_dir / ("Scripts" if os.name == "nt" else "bin") / "python"
    subprocess.run([str(python), "-m", "pip", "install", "-qq", str(source)], check=True,
                   timeout=1200)  # fmt: skip
    env = dict(os.environ, QT_QPA_PLATFORM="offscreen")
    env.pop("PYTHONPATH", None)
    result = subprocess.run([str(python), "-c", CHECK], cwd=tmp_path, env=env,
                            capture_output=True, text=True, timeout=120)  # fmt: skip
    assert result.returncode == 0, result.stderr
    assert "translations fr nl" in result.stdout
    shot = tmp_path / "start-fr.png"
    command = env_dir / ("Scripts" if os.name == "nt" else "bin") / "helsinki-qt"
    done = subprocess.run([str(command), "screenshot", "--screen", "start", "--lang", "fr",
                           "--out", str(shot)], cwd=tmp_path, env=env, capture_output=True,
                          text=True, timeout=120)  # fmt: skip
    assert done.returncode == 0 and shot.exists(), done.stderr
    assert "missing" not in done.stderr
    assert sys.prefix != str(env_dir)
