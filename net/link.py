"""The sealed link: what a connection carries once a PIN exchange gave both sides a key.

Sans-I/O. After the switch (see :meth:`net.transport.Connection.seal` and
:meth:`~net.transport.Connection.unseal_after`) each direction of the byte stream is a sequence
of *records*: a 2-byte big-endian length, then that many bytes of ChaCha20-Poly1305 ciphertext
(at most :data:`RECORD_PLAINTEXT` bytes of the message stream, and a 16-byte tag). Each
direction has its own key (:meth:`net.pake.PinExchange.link_keys`) and numbers its records from
0; the number is the nonce (4 zero bytes, then 8 bytes big-endian), so no nonce is ever used
twice with a key, and a record that is changed, dropped, replayed or reordered fails to open.

>>> key = bytes(32)
>>> Opener(key).feed(Sealer(key).seal(b"hello"))
b'hello'
"""

from __future__ import annotations

import struct

from cryptography.exceptions import InvalidTag
from cryptography.hazmat.primitives.ciphers.aead import ChaCha20Poly1305

RECORD_PLAINTEXT = 16 * 1024
"""Most bytes of the message stream in one record."""
TAG_BYTES = 16
_LENGTH_BYTES = 2


class LinkError(ValueError):
    """A record that does not open: changed, replayed, out of order, or not a record."""


_nonce = struct.Struct(">4xQ").pack
"""The nonce of record number ``count``: 4 zero bytes, then the number in 8 bytes big-endian."""


class Sealer:
    """Seals one direction's stream into records."""

    def __init__(self, key: bytes) -> None:
        self._aead = ChaCha20Poly1305(key)
        self._count = 0

    def seal(self, data: bytes) -> bytes:
        records = []
        for start in range(0, len(data), RECORD_PLAINTEXT):
            sealed = self._aead.encrypt(_nonce(self._count), data[start : start + RECORD_PLAINTEXT],
                                        None)  # fmt: skip
            self._count += 1
            records.append(len(sealed).to_bytes(_LENGTH_BYTES, "big") + sealed)
        return b"".join(records)


class Opener:
    """Opens the records of one direction as they arrive, in pieces of any size."""

    def __init__(self, key: bytes) -> None:
        self._aead = ChaCha20Poly1305(key)
        self._count = 0
        self._rest = b""
        """The start of a record whose end has not arrived yet."""

    def feed(self, data: bytes) -> bytes:
        """The stream's bytes of every record completed by ``data``; raises :class:`LinkError`."""
        stream = self._rest + data if self._rest else data
        view = memoryview(stream)  # records are opened in place, not copied out first
        opened = []
        at = 0
        while len(stream) - at >= _LENGTH_BYTES:
            size = int.from_bytes(view[at : at + _LENGTH_BYTES], "big")
            if not TAG_BYTES < size <= RECORD_PLAINTEXT + TAG_BYTES:
                raise LinkError(f"a sealed record of {size} bytes")
            end = at + _LENGTH_BYTES + size
            if len(stream) < end:
                break
            try:
                opened.append(self._aead.decrypt(_nonce(self._count), view[end - size : end], None))
            except InvalidTag:
                raise LinkError(f"sealed record {self._count} does not open") from None
            self._count += 1
            at = end
        self._rest = stream[at:]
        return opened[0] if len(opened) == 1 else b"".join(opened)
