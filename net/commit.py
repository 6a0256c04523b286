"""Commitments and secrets: ids, nonces and the fair seed.

All hashes are BLAKE2b with a personalisation string per use, so a value made for one purpose
never verifies for another.

>>> nonces = [new_secret(), new_secret()]
>>> commits = [commitment(n) for n in nonces]
>>> all(verify(c, n) for c, n in zip(commits, nonces))
True
>>> len(seed_from(nonces))
64
"""

from __future__ import annotations

import hmac
import secrets
from collections.abc import Sequence
from hashlib import blake2b

SECRET_BYTES = 32
NONCE_BYTES = 16


def new_id() -> str:
    """A fresh peer or game id: 16 hex digits."""
    return secrets.token_hex(8)


def new_secret() -> bytes:
    return secrets.token_bytes(SECRET_BYTES)


def new_nonce() -> bytes:
    return secrets.token_bytes(NONCE_BYTES)


def commitment(secret: bytes) -> bytes:
    """The 32-byte commitment to a secret; revealing the secret later proves it."""
    return blake2b(secret, digest_size=32, person=b"helsinki-commit").digest()


def verify(commit: bytes, secret: bytes) -> bool:
    return hmac.compare_digest(commit, commitment(secret))


def seed_from(reveals: Sequence[bytes]) -> str:
    """The game seed: a hash of the revealed nonces in seat order, as 64 hex digits."""
    digest = blake2b(digest_size=32, person=b"helsinki-seed")
    for nonce in reveals:
        digest.update(len(nonce).to_bytes(2, "big") + nonce)
    return digest.hexdigest()

