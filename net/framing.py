"""Frames: one msgpack object per message, read with strict limits.

A connection's byte stream is a plain sequence of msgpack objects. Each must be a map whose
``"t"`` field (a text) names the message type, at most :data:`~net.config.MAX_FRAME` bytes long,
with short arrays, maps, texts and binaries, no extension types and shallow nesting. Anything
else raises :class:`FrameError`, and the connection that sent it is closed.

>>> decoder = Decoder()
>>> decoder.feed(encode({"t": "bye", "reason": "done"}))
[{'t': 'bye', 'reason': 'done'}]
"""

from __future__ import annotations

from collections.abc import Collection, Iterable, Mapping
from typing import Any, NoReturn

import msgpack  # type: ignore[import-untyped]

from net.config import (
    MAX_ARRAY,
    MAX_BIN,
    MAX_DEPTH,
    MAX_FRAME,
    MAX_MAP,
    MAX_STR,
    READ_CHUNK,
)

Frame = dict[str, Any]
"""A decoded message before validation: a map with a text ``"t"``."""


class FrameError(ValueError):
    """Input that is no acceptable frame; ``reason`` says why."""

    def __init__(self, reason: str) -> None:
        super().__init__(reason)
        self.reason = reason


def _refuse_ext(code: int, data: bytes) -> NoReturn:
    raise FrameError(f"extension type {code} is not allowed")


def encode(message: Mapping[str, Any]) -> bytes:
    """The frame of a message map; raises :class:`FrameError` if it breaks a limit."""
    try:
        packed: bytes = msgpack.packb(dict(message), use_bin_type=True, strict_types=False)
    except (TypeError, ValueError, OverflowError) as error:
        raise FrameError(f"cannot encode message: {error}") from None
    if len(packed) > MAX_FRAME:
        raise FrameError(f"message of {len(packed)} bytes exceeds {MAX_FRAME}")
    return packed


def nests_beyond(value: object, levels: int) -> bool:
    """Whether arrays and maps nest more than ``levels`` deep in ``value`` (a scalar nests 0
    deep, a map of scalars 1). The walk stops ``levels`` + 1 deep, so its recursion is bounded
    whatever the input."""
    if isinstance(value, dict):
        items: Iterable[object] = value.values()
    elif isinstance(value, list):
        items = value
    else:
        return False
    if levels <= 0:
        return True
    for item in items:  # (a loop: any() over a generator costs twice as much)  # noqa: SIM110
        if isinstance(item, dict | list) and nests_beyond(item, levels - 1):
            return True
    return False


def check_frame(value: object) -> Frame:
    """``value`` as a frame, or :class:`FrameError`: a map with a text type, shallow enough."""
    if not isinstance(value, dict):
        raise FrameError(f"a frame must be a map, not {type(value).__name__}")
    kind = value.get("t")
    if not isinstance(kind, str):
        raise FrameError("a frame needs a text field 't' (the message type)")
    if nests_beyond(value, MAX_DEPTH):
        raise FrameError(f"nesting deeper than {MAX_DEPTH}")
    return value


class Decoder:
    """Turns the bytes of one connection into frames; one decoder per connection.

    After a :class:`FrameError` the decoder's state is undefined: close the connection.
    """

    def __init__(self) -> None:
        self._unpacker = msgpack.Unpacker(
            max_buffer_size=MAX_FRAME + READ_CHUNK,
            max_str_len=MAX_STR,
            max_bin_len=MAX_BIN,
            max_array_len=MAX_ARRAY,
            max_map_len=MAX_MAP,
            max_ext_len=0,
            ext_hook=_refuse_ext,
            strict_map_key=True,
            raw=False,
            use_list=True,
        )
        self._offset = 0
        self._fed = 0

    def feed(self, data: bytes) -> list[Frame]:
        """Every frame completed by ``data``; raises :class:`FrameError` for bad input."""
        frames, _ = self.feed_until(data, None)
        return frames

    def feed_until(
        self, data: bytes, kinds: Collection[str] | None
    ) -> tuple[list[Frame], bytes | None]:
        """As :meth:`feed`, but stop after the first frame of one of the types ``kinds``: the
        frames up to it and the bytes after it (None when no such frame came). The decoder is
        done then: the bytes after are another stream (a sealed link, :mod:`net.link`)."""
        frames: list[Frame] = []
        for start in range(0, len(data), READ_CHUNK):
            chunk = data[start : start + READ_CHUNK]
            try:
                self._unpacker.feed(chunk)
            except msgpack.BufferFull:
                raise FrameError(f"frame larger than {MAX_FRAME} bytes") from None
            self._fed += len(chunk)
            if self._drain(frames, kinds):
                end = start + len(chunk) - (self._fed - self._offset)
                return frames, data[end:]
        return frames, None

    def _drain(self, frames: list[Frame], stop: Collection[str] | None = None) -> bool:
        """Decode the complete frames; True when one of a type in ``stop`` was the last."""
        unpacker = self._unpacker
        try:
            for value in unpacker:  # (iteration ends without an exception raised per call)
                end: int = unpacker.tell()
                size, self._offset = end - self._offset, end
                if size > MAX_FRAME:
                    raise FrameError(f"frame of {size} bytes exceeds {MAX_FRAME}")
                frame = check_frame(value)
                frames.append(frame)
                if stop is not None and frame["t"] in stop:
                    return True
        except FrameError:
            raise
        except msgpack.StackError:
            raise FrameError("nesting too deep") from None
        except UnicodeDecodeError:
            raise FrameError("text is not valid UTF-8") from None
        except msgpack.FormatError:
            raise FrameError("not msgpack data") from None
        except (ValueError, TypeError, RecursionError) as error:
            raise FrameError(f"malformed msgpack: {error}") from None
        return False
