"""Qt's own messages in the terminal: the known harmless ones are dropped, the others go on as
Qt would print them.

Some platform plugins (offscreen, Wayland) warn on every window shown that they cannot pass the
window's size hints on; that says nothing a player or a bug report needs.
"""

from __future__ import annotations

import sys
from collections.abc import Callable

from PySide6.QtCore import QMessageLogContext, QtMsgType, qFormatLogMessage, qInstallMessageHandler

Handler = Callable[[QtMsgType, QMessageLogContext, str], object]

HARMLESS = ("does not support propagateSizeHints()",)
"""Parts of the messages that are dropped."""


class _Filter:
    """The message handler: drops the harmless messages, hands the others to the handler it
    replaced (Qt's own when there was none: the message printed in Qt's format)."""

    def __init__(self) -> None:
        self.previous: Handler | None = None

    def __call__(self, kind: QtMsgType, context: QMessageLogContext, message: str) -> None:
        if any(part in message for part in HARMLESS):
            return
        if self.previous is not None:
            self.previous(kind, context, message)
        else:
            sys.stderr.write(qFormatLogMessage(kind, context, message) + "\n")
            sys.stderr.flush()


_FILTER = _Filter()


def drop_harmless_messages() -> None:
    """Install the filter of Qt's messages (once: a second call changes nothing)."""
    previous = qInstallMessageHandler(_FILTER)
    if previous is not _FILTER:
        _FILTER.previous = previous
