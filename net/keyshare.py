"""Keys of a mesh link: an ephemeral X25519 exchange that both peers' identities sign.

Sans-I/O. The dialer of a mesh link or a rejoin sends its :attr:`KeyShare.public` with its proof;
the listener answers with its own in the ``welcome``. Each side signs the shares it saw with its
Ed25519 identity (:func:`net.identity.link_statement`, :func:`net.identity.welcome_statement`),
so a peer in the middle can neither read nor change the exchange: it cannot sign for either
side. Both sides then compute the same X25519 secret and derive one key per direction with
HKDF-SHA256 over everything the handshake said (the game, both ids, the listener's nonce and
both shares); the link is sealed with them (:mod:`net.link`). The private halves live only in
memory for one connection, so a key stolen later opens no recorded link (forward secrecy).

>>> dialer, listener = KeyShare(), KeyShare()
>>> context = b"one handshake"
>>> dialer.link_keys(listener.public, context, dialing=True) == (
...     listener.link_keys(dialer.public, context, dialing=False)[::-1])
True
"""

from __future__ import annotations

from cryptography.hazmat.primitives.asymmetric.x25519 import X25519PrivateKey, X25519PublicKey
from cryptography.hazmat.primitives.hashes import SHA256
from cryptography.hazmat.primitives.kdf.hkdf import HKDF
from cryptography.hazmat.primitives.serialization import Encoding, PublicFormat

SHARE_BYTES = 32
KEY_BYTES = 32


class KeyShare:
    """One side's ephemeral X25519 key pair, for one connection."""

    def __init__(self) -> None:
        self._private = X25519PrivateKey.generate()
        self.public: bytes = self._private.public_key().public_bytes(Encoding.Raw, PublicFormat.Raw)

    def link_keys(self, other: bytes, context: bytes, *, dialing: bool) -> tuple[bytes, bytes]:
        """(key for what we send, key for what we receive), from the other side's share and
        the handshake's ``context``; raises ``ValueError`` for a share that is no key (or a
        point of small order, which would give a known secret)."""
        shared = self._private.exchange(X25519PublicKey.from_public_bytes(other))
        material = HKDF(SHA256(), 2 * KEY_BYTES, None, b"helsinki-mesh " + context).derive(shared)
        to_listener, to_dialer = material[:KEY_BYTES], material[KEY_BYTES:]
        return (to_listener, to_dialer) if dialing else (to_dialer, to_listener)
