"""Where the game keeps its files: preferences and the autosaved records of every game.

The data directory is Qt's ``AppDataLocation``, or ``$HELSINKI_DATA_DIR`` when set (tests).
"""

from __future__ import annotations

import os
import re
import time
from collections.abc import Sequence
from dataclasses import dataclass
from datetime import date
from pathlib import Path

from PySide6.QtCore import QSettings, QStandardPaths

from engine.helsinki.options import Variant
from engine.record import Record, RecordError, read_record
from engine.rules import HELSINKI, RULE_SETS

RECORD_SUFFIX = HELSINKI.record_suffix
"""How the names of the app's records end (Helsinki's record suffix)."""


def data_dir() -> Path:
    override = os.environ.get("HELSINKI_DATA_DIR")
    if override:
        path = Path(override)
    else:
        location = QStandardPaths.writableLocation(
            QStandardPaths.StandardLocation.AppDataLocation
        )
        path = Path(location or Path.home() / ".helsinki-qt")
    path.mkdir(parents=True, exist_ok=True)
    return path


def games_dir() -> Path:
    path = data_dir() / "games"
    path.mkdir(parents=True, exist_ok=True)
    return path


def new_record_path(seed: int | str, suffix: str = RECORD_SUFFIX) -> Path:
    """A fresh autosave path for a new game (``suffix``: its rule set's record suffix)."""
    stamp = time.strftime("%Y%m%d-%H%M%S")
    base = games_dir() / f"{stamp}-{seed}"
    path = base.with_name(base.name + suffix)
    n = 1
    while path.exists():
        path = base.with_name(f"{base.name}-{n}{suffix}")
        n += 1
    return path


def documents_dir() -> Path:
    """The user's documents folder (their home folder where there is none)."""
    location = QStandardPaths.writableLocation(QStandardPaths.StandardLocation.DocumentsLocation)
    path = Path(location) if location else Path.home()
    return path if path.is_dir() else Path.home()


def export_path(names: Sequence[str], day: date, suffix: str = RECORD_SUFFIX) -> Path:
    """Where an exported record is first offered: the documents folder, named after the day
    and the players ("2026-03-14 Aino, Ben, Cleo.helsinki.json"; ``suffix``: its rule set's
    record suffix)."""
    players = ", ".join(names)
    players = re.sub(r'[\\/:*?"<>|\x00-\x1f]+', "_", players).strip(" .")[:100]
    stem = f"{day.isoformat()} {players}".strip()
    return documents_dir() / (stem + suffix)


@dataclass(frozen=True)
class SavedGame:
    path: Path
    record: Record

    @property
    def finished(self) -> bool:
        return self.record.result is not None


def saved_games() -> list[SavedGame]:
    """The autosaved records of every game, newest first (unreadable files are skipped)."""
    found = []
    suffixes = {rules.record_suffix for rules in RULE_SETS.values()}
    paths = [path for suffix in suffixes for path in games_dir().glob(f"*{suffix}")]
    for path in sorted(paths, reverse=True):
        try:
            found.append(SavedGame(path, read_record(path)))
        except RecordError:
            continue
    return found


class Preferences:
    """The player's preferences (name, colour, language, animation speed, whether the end of a
    turn waits for a confirmation, the colour-blind marks, the variant last set up) in
    QSettings."""

    SPEEDS = ((0, 0), (150, 350), (300, 700), (600, 1300))
    """(animation, bot delay) in milliseconds for the speeds "instant", "fast", "normal",
    "slow": a bot waits until the last move's animation is over, and a little more."""

    def __init__(self) -> None:
        self.settings = QSettings(str(data_dir() / "settings.ini"), QSettings.Format.IniFormat)

    def _get(self, key: str, default: object) -> object:
        return self.settings.value(key, default)

    @property
    def name(self) -> str:
        return str(self._get("player/name", "") or "")

    @name.setter
    def name(self, value: str) -> None:
        self.settings.setValue("player/name", value)

    @property
    def colour(self) -> int:
        try:
            return max(0, min(3, int(str(self._get("player/colour", 0)))))
        except ValueError:
            return 0

    @colour.setter
    def colour(self, value: int) -> None:
        self.settings.setValue("player/colour", int(value))

    @property
    def variant(self) -> str:
        """The variant of the last game set up here (a newcomer's: "first game")."""
        value = str(self._get("game/variant", "") or "")
        return value if value in {v.value for v in Variant} else Variant.FIRST_GAME.value

    @variant.setter
    def variant(self, value: str) -> None:
        self.settings.setValue("game/variant", value)

    @property
    def language(self) -> str:
        return str(self._get("ui/language", "") or "")

    @language.setter
    def language(self, value: str) -> None:
        self.settings.setValue("ui/language", value)

    @property
    def speed(self) -> int:
        """Index into :data:`SPEEDS`."""
        try:
            return max(0, min(3, int(str(self._get("ui/speed", 2)))))
        except ValueError:
            return 2

    @speed.setter
    def speed(self, value: int) -> None:
        self.settings.setValue("ui/speed", int(value))

    @property
    def confirm_end(self) -> bool:
        """Whether the last step of a turn waits for "End turn" (and can be taken back)."""
        return str(self._get("play/confirm_end", "true")).lower() not in {"false", "0", "no"}

    @confirm_end.setter
    def confirm_end(self, value: bool) -> None:
        self.settings.setValue("play/confirm_end", "true" if value else "false")

    @property
    def colour_marks(self) -> bool:
        """Whether the tokens on the table carry a shape for their colour (colour-blind)."""
        return str(self._get("ui/colour_marks", "false")).lower() in {"true", "1", "yes"}

    @colour_marks.setter
    def colour_marks(self, value: bool) -> None:
        self.settings.setValue("ui/colour_marks", "true" if value else "false")

    @property
    def animation(self) -> int:
        """How long a token or tile glides, in milliseconds (0: no animation)."""
        return self.SPEEDS[self.speed][0]

    @property
    def bot_delay(self) -> int:
        return self.SPEEDS[self.speed][1]

    def sync(self) -> None:
        self.settings.sync()
