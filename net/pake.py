"""The lobby PIN as a password-authenticated key exchange: SPAKE2 with key confirmation.

Sans-I/O. The dialer and the listener each run one side of SPAKE2 (the ``spake2`` package,
Ed25519 group) with the PIN as password, bound to the listener's fresh nonce. Both end with the
same 32-byte key exactly when both used the same PIN; each proves it holds the key with a MAC
(*key confirmation*), and the key gives the link keys of :mod:`net.link`. Neither side learns
anything about the other's PIN beyond "equal or not", and a recorded exchange gives an observer
nothing to test PINs against offline: every guess needs a run of the exchange with the listener.

>>> nonce = b"n" * 16
>>> dialer, listener = PinExchange.dialer("4711", nonce), PinExchange.listener("4711", nonce)
>>> listener.receive(dialer.message)
>>> dialer.receive(listener.message)
>>> dialer.check(listener.proof) and listener.check(dialer.proof)
True
>>> dialer.link_keys() == listener.link_keys()[::-1]
True
"""

from __future__ import annotations

import hmac
from hashlib import blake2b

from spake2 import SPAKE2_A, SPAKE2_B, SPAKEError  # type: ignore[import-untyped]

MESSAGE_BYTES = 33
"""Length of a SPAKE2 message (a side byte and an Ed25519 element)."""
PROOF_BYTES = 32
_DIALER, _LISTENER = b"helsinki-pin dialer", b"helsinki-pin listener"


class PinError(ValueError):
    """A SPAKE2 message that is no valid element, or reflects our own."""


class PinExchange:
    """One side of one exchange: send :attr:`message`, :meth:`receive` the other's, then
    compare :attr:`proof` with the other's by :meth:`check`."""

    def __init__(self, side: type[SPAKE2_A] | type[SPAKE2_B], pin: str, nonce: bytes) -> None:
        self._role = _DIALER if side is SPAKE2_A else _LISTENER
        self._spake = side(pin.encode(), idA=_DIALER, idB=_LISTENER + b" " + nonce)
        self.message: bytes = self._spake.start()
        self._key: bytes | None = None

    @classmethod
    def dialer(cls, pin: str, nonce: bytes) -> PinExchange:
        return cls(SPAKE2_A, pin, nonce)

    @classmethod
    def listener(cls, pin: str, nonce: bytes) -> PinExchange:
        return cls(SPAKE2_B, pin, nonce)

    def receive(self, message: bytes) -> None:
        """Take the other side's message; raises :class:`PinError` if it is malformed."""
        try:
            self._key = self._spake.finish(message)
        except (SPAKEError, ValueError, AssertionError) as error:
            raise PinError(f"not a SPAKE2 message: {type(error).__name__}") from None

    def _derive(self, label: bytes) -> bytes:
        if self._key is None:
            raise RuntimeError("the other side's message has not been received")
        return blake2b(label, key=self._key, digest_size=32, person=b"helsinki-pake").digest()

    @property
    def proof(self) -> bytes:
        """Our key confirmation: a MAC that only the holder of the same key can compute."""
        return self._derive(b"proof " + self._role)

    def check(self, proof: bytes) -> bool:
        """Whether the other side's confirmation shows the same key (so the same PIN)."""
        other = _LISTENER if self._role == _DIALER else _DIALER
        return hmac.compare_digest(proof, self._derive(b"proof " + other))

    def link_keys(self) -> tuple[bytes, bytes]:
        """(key for what we send, key for what we receive) of the sealed link."""
        ours = self._derive(b"link " + self._role)
        other = _LISTENER if self._role == _DIALER else _DIALER
        return ours, self._derive(b"link " + other)
