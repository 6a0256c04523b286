"""Shared fixtures. The Qt tests run headless and keep their files in a temporary data dir."""

from __future__ import annotations

import os
from pathlib import Path

import pytest

os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")


@pytest.fixture
def data_dir(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> Path:
    """A fresh ``HELSINKI_DATA_DIR`` (preferences and autosaved records) for one test."""
    path = tmp_path / "data"
    monkeypatch.setenv("HELSINKI_DATA_DIR", str(path))
    return path
