"""The position notation's framing, shared by every rule set (``docs/position.md``): reading a
position file's text, its ``field: value`` lines, and the values every rule set writes alike
(numbers, yes or no, seats, the generator). A rule set's own module reads its fields."""

from __future__ import annotations

import json
import os
import re
from collections.abc import Callable
from pathlib import Path
from typing import TypeVar

from engine.errors import PositionError
from engine.rng import seed_key

SEATS = 4
"""No rule set seats more players."""
FORMAT = "helsinki-position/1"
NONE = "none"
CHOSEN = " (chosen)"
EMPTY_SLOT = "-"
MAX_POSITION_CHARS = 1 << 20
TOO_LARGE = f"too large: a position has at most {MAX_POSITION_CHARS} characters"
BOM = "\ufeff"
"""The byte-order mark some editors write at the start of a UTF-8 file: read as nothing."""
T = TypeVar("T")


def read_position_text(path: str | os.PathLike[str]) -> str:
    """The text of a position file, of any rule set; raises :class:`PositionError` (one line,
    which leaves the path to the caller) for a file that cannot be read, is too large or is not
    UTF-8 text."""
    most = len(BOM.encode()) + MAX_POSITION_CHARS * 4  # (a character has at most 4 bytes)
    try:
        with open(path, "rb") as handle:
            raw = handle.read(most + 1)
    except OSError as error:
        raise PositionError(f"cannot read the file: {error.strerror}") from None
    if len(raw) > most:
        raise PositionError(TOO_LARGE)
    try:
        text = raw.decode("utf-8")
    except UnicodeDecodeError:
        raise PositionError("the file is not UTF-8 text") from None
    return text


def is_position_file(path: str | os.PathLike[str]) -> bool:
    """Whether a file holds a position rather than a record: by its suffix (any rule set's), else
    by content (a record is a JSON object, so its first visible character is ``{``)."""
    if Path(path).name.endswith("-position"):  # every rule set's suffix
        return True
    try:
        with open(path, "rb") as handle:
            start = handle.read(4096).removeprefix(BOM.encode())
    except OSError:
        return False
    return not start.lstrip().startswith(b"{") and bool(start.strip())


class FieldLines:
    """A position's ``field: value`` lines, each to be read once, with their line numbers (the
    framing every rule set's positions share)."""

    def __init__(self, text: str) -> None:
        text = text.removeprefix(BOM)
        if len(text) > MAX_POSITION_CHARS:
            raise PositionError(TOO_LARGE)
        self.unread: dict[str, tuple[int, str]] = {}
        self.numbers: dict[str, int] = {}
        for number, raw in enumerate(text.split("\n"), 1):
            line = raw.strip()
            if not line or line.startswith("#"):
                continue
            field, colon, value = line.partition(":")
            field = field.strip()
            if not colon:
                raise PositionError(f"line {number}: {line!r:.60} is not 'field: value'")
            if field in self.unread:
                first = self.unread[field][0]
                raise PositionError(f"line {number}: {field!r:.40} is given twice (first on "
                                    f"line {first})")  # fmt: skip
            self.unread[field] = (number, value.strip())

    def get(self, field: str, parse: Callable[[str], T]) -> T | None:
        """The value of ``field`` read by ``parse``, or None when the field is not given."""
        if field not in self.unread:
            return None
        number, value = self.unread.pop(field)
        self.numbers[field] = number
        try:
            return parse(value)
        except ValueError as error:
            raise PositionError(f"line {number} ({field}): {error}") from None

    def need(self, field: str, parse: Callable[[str], T]) -> T:
        """The value of a field that must be given."""
        value = self.get(field, parse)
        if value is None:
            raise PositionError(f"the field '{field}' is missing")
        return value

    def where(self, field: str | None) -> str:
        """How an error names a field: its line when it was given."""
        if field is None:
            return ""
        number = self.numbers.get(field)
        return f"line {number} ({field}): " if number else f"{field}: "

    def check_all_read(self, players: int) -> None:
        for field, (number, _) in sorted(self.unread.items(), key=lambda item: item[1][0]):
            hint = f" (the seats are 0 to {players - 1})" if field.startswith("seat ") else ""
            raise PositionError(f"line {number}: unknown field {field!r:.40}{hint}")


def read_format(text: str) -> str:
    if text != FORMAT:
        raise ValueError(f"this program reads {FORMAT}, not {text!r:.40}")
    return text


_NUMBER = re.compile(r"0|[1-9][0-9]{0,17}")


def read_number(text: str) -> int:
    """A whole number written plainly (``12``: no sign, no leading zero), below 10**18."""
    if not _NUMBER.fullmatch(text):
        raise ValueError(f"not a number: {text!r:.40}")
    return int(text)


def number_at_most(largest: int) -> Callable[[str], int]:
    def parse(text: str) -> int:
        value = read_number(text)
        if value > largest:
            raise ValueError(f"{value} is more than {largest}")
        return value

    return parse


def read_yes_no(text: str) -> bool:
    if text not in ("yes", "no"):
        raise ValueError(f"write yes or no, not {text!r:.40}")
    return text == "yes"


def with_choice(parse: Callable[[str], T]) -> Callable[[str], tuple[T, bool]]:
    """A value that may end with ``(chosen)``: (the value, whether it was chosen at set-up)."""

    def read(text: str) -> tuple[T, bool]:
        chosen = text.endswith(CHOSEN.strip())
        return parse(text.removesuffix(CHOSEN.strip()).strip()), chosen

    return read


def read_seat_number(text: str) -> int:
    if not text.startswith("seat "):
        raise ValueError(f"write 'seat N', not {text!r:.40}")
    return number_at_most(SEATS - 1)(text.removeprefix("seat "))


_GENERATOR_END = re.compile(r", counter (?P<counter>\S+)")


_SEED_NUMBER = re.compile(r"-?(?:0|[1-9][0-9]{0,999})")


_KEY = re.compile(r"[0-9a-f]{64}")


def read_generator(text: str) -> tuple[int | str, bytes, int]:
    """``seed S, counter N`` or ``key HEX, counter N``: (the game's seed, key, counter).

    A seed is a whole number or a JSON text; a game known by its key alone is named by it.
    """
    word, _, rest = text.partition(" ")
    seed: int | str
    if word == "seed" and rest.startswith('"'):
        try:
            seed, length = json.JSONDecoder().raw_decode(rest)
        except json.JSONDecodeError:
            raise ValueError("the seed is a number or a text in double quotes") from None
        if not isinstance(seed, str):
            raise ValueError("the seed is a number or a text in double quotes")
        rest = rest[length:]
        try:
            key = seed_key(seed)
        except UnicodeEncodeError:
            raise ValueError("the seed holds a text that is not valid Unicode") from None
    elif word == "seed":
        spelled, _, tail = rest.partition(",")
        if not _SEED_NUMBER.fullmatch(spelled):
            raise ValueError(f"the seed is a number or a text in double quotes, not "
                             f"{spelled!r:.40}")  # fmt: skip
        seed, rest = int(spelled), "," + tail
        key = seed_key(seed)
    elif word == "key":
        spelled, _, tail = rest.partition(",")
        if not _KEY.fullmatch(spelled):
            raise ValueError("the key is 64 hex digits (0-9, a-f)")
        seed, key, rest = spelled, bytes.fromhex(spelled), "," + tail
    else:
        raise ValueError("write 'seed S, counter N' or 'key HEX, counter N'")
    counter = _GENERATOR_END.fullmatch(rest)
    if counter is None:
        raise ValueError(f"the seed or key is followed by ', counter N', not {rest!r:.40}")
    return seed, key, read_number(counter["counter"])
