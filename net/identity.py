"""Identity: every peer's Ed25519 key pair, and the statements it signs.

A peer's *key* (given in the lobby, listed in ``start``) is its 32-byte Ed25519 public key; the
private key never leaves the program (and its rejoin file). A peer proves who it is by signing
the listener's fresh challenge nonce bound to the game, both peer ids and its share of the link's
keys (:func:`link_statement`); the listener answers with a signature of its own
(:func:`welcome_statement`). A proof seen on the LAN is worth nothing on another connection.
Moves, votes and the catch-ups that carry them are signed too, so any peer can check who said
what and show it to the others.

Every signed statement starts with a context label (``helsinki-move``, ``helsinki-link``, ...), so
a signature made for one purpose never verifies for another.

>>> me, share = Identity.generate(), b"s" * 32
>>> proof = me.sign(link_statement("0" * 16, "a" * 16, "b" * 16, b"n" * 16, share))
>>> ED25519.verify(me.public, link_statement("0" * 16, "a" * 16, "b" * 16, b"n" * 16, share),
...                proof)
True
>>> ED25519.verify(me.public, link_statement("0" * 16, "a" * 16, "c" * 16, b"n" * 16, share),
...                proof)
False
"""

from __future__ import annotations

import hmac
from collections import OrderedDict
from dataclasses import dataclass
from hashlib import blake2b
from typing import Protocol

from cryptography.exceptions import InvalidSignature
from cryptography.hazmat.primitives.asymmetric.ed25519 import Ed25519PrivateKey, Ed25519PublicKey

KEY_BYTES = 32
SIGNATURE_BYTES = 64
VERIFIED = 1024
"""Valid signatures remembered, so that one seen again is not checked again."""


class Scheme(Protocol):
    """A signature scheme: who holds a key signs, anyone with the public key verifies."""

    def sign(self, private: bytes, data: bytes) -> bytes: ...

    def verify(self, public: bytes, data: bytes, signature: bytes) -> bool: ...

    def public_of(self, private: bytes) -> bytes: ...


class _Ed25519:
    """The real scheme (``cryptography``'s Ed25519)."""

    def __init__(self) -> None:
        self._private: dict[bytes, Ed25519PrivateKey] = {}
        self._public: dict[bytes, Ed25519PublicKey] = {}
        self._verified: OrderedDict[tuple[bytes, bytes, bytes], None] = OrderedDict()
        """Signatures checked lately (a move is checked again when it is relayed or echoed)."""

    def _key(self, private: bytes) -> Ed25519PrivateKey:
        key = self._private.get(private)
        if key is None:
            key = self._private[private] = Ed25519PrivateKey.from_private_bytes(private)
        return key

    def sign(self, private: bytes, data: bytes) -> bytes:
        return self._key(private).sign(data)

    def verify(self, public: bytes, data: bytes, signature: bytes) -> bool:
        seen = (public, data, signature)
        if seen in self._verified:
            return True
        key = self._public.get(public)
        if key is None:
            try:
                key = Ed25519PublicKey.from_public_bytes(public)
            except ValueError:
                return False
            if len(self._public) < 64:
                self._public[public] = key
        try:
            key.verify(signature, data)
        except InvalidSignature:
            return False
        self._verified[seen] = None
        if len(self._verified) > VERIFIED:
            self._verified.popitem(last=False)
        return True

    def public_of(self, private: bytes) -> bytes:
        from cryptography.hazmat.primitives.serialization import Encoding, PublicFormat

        return self._key(private).public_key().public_bytes(Encoding.Raw, PublicFormat.Raw)


ED25519: Scheme = _Ed25519()


class KeyedHashScheme:
    """A fast stand-in for simulations: the "public" key is a hash of the private one, and a
    signature is a keyed hash only the simulator's registry can check. Not a signature scheme
    for real use: anyone who knows a public key could sign with the registry."""

    def __init__(self) -> None:
        self._secrets: dict[bytes, bytes] = {}

    def public_of(self, private: bytes) -> bytes:
        public = blake2b(private, digest_size=KEY_BYTES, person=b"sim-public").digest()
        self._secrets[public] = private
        return public

    def sign(self, private: bytes, data: bytes) -> bytes:
        return blake2b(data, key=private, digest_size=SIGNATURE_BYTES).digest()

    def verify(self, public: bytes, data: bytes, signature: bytes) -> bool:
        private = self._secrets.get(public)
        if private is None:
            return False
        return hmac.compare_digest(self.sign(private, data), signature)


@dataclass(frozen=True, slots=True)
class Identity:
    """A key pair and the scheme that uses it."""

    private: bytes
    public: bytes
    scheme: Scheme = ED25519

    @staticmethod
    def generate(scheme: Scheme = ED25519) -> Identity:
        if scheme is ED25519:
            from cryptography.hazmat.primitives.serialization import (
                Encoding,
                NoEncryption,
                PrivateFormat,
            )

            raw = Ed25519PrivateKey.generate().private_bytes(
                Encoding.Raw, PrivateFormat.Raw, NoEncryption()
            )
        else:
            import secrets

            raw = secrets.token_bytes(KEY_BYTES)
        return Identity.load(raw, scheme)

    @staticmethod
    def load(private: bytes, scheme: Scheme = ED25519) -> Identity:
        """The identity of a saved private key (raises ``ValueError`` for a malformed one)."""
        if len(private) != KEY_BYTES:
            raise ValueError(f"a private key has {KEY_BYTES} bytes, not {len(private)}")
        return Identity(private, scheme.public_of(private), scheme)

    def sign(self, data: bytes) -> bytes:
        return self.scheme.sign(self.private, data)

    def verify(self, public: bytes, data: bytes, signature: bytes) -> bool:
        """Whether ``signature`` is the holder of ``public``'s, by this identity's scheme."""
        return self.scheme.verify(public, data, signature)


def _statement(context: bytes, *fields: bytes | str | int) -> bytes:
    """An unambiguous encoding: the context, then each field with its length."""
    parts = [context]
    for value in fields:
        raw = value.encode() if isinstance(value, str) else (
            value.to_bytes(8, "big", signed=True) if isinstance(value, int) else value
        )  # fmt: skip
        parts.append(len(raw).to_bytes(2, "big") + raw)
    return b"".join(parts)


def link_statement(game: str, dialer: str, listener: str, nonce: bytes, share: bytes) -> bytes:
    """What a dialer signs to open a mesh link or rejoin: bound to this connection's nonce, with
    its share of the link's keys (:mod:`net.keyshare`)."""
    return _statement(b"helsinki-link", game, dialer, listener, nonce, share)


def welcome_statement(
    game: str, listener: str, dialer: str, nonce: bytes, dialer_share: bytes, share: bytes
) -> bytes:
    """What the listener of a mesh link or rejoin signs in its welcome: the handshake so far and
    its own share (also the context from which the link's keys are derived)."""
    return _statement(b"helsinki-welcome", game, listener, dialer, nonce, dialer_share, share)


LINK_BYTES = 16
FIRST_LINK = bytes(LINK_BYTES)
"""What the first move of a game names as the move before it."""


def move_statement(
    game: str, seq: int, seat: int, epoch: int, prev: bytes, move: str, digest: str
) -> bytes:
    """What the peer running a seat signs for each of its moves (``prev``: the link of the
    move before it, :func:`move_link`)."""
    return _statement(b"helsinki-move", game, seq, seat, epoch, prev, move, digest)


def move_link(signature: bytes) -> bytes:
    """A signed move's link, named by the move after it: a digest of its signature, which
    covers its own link in turn, so that each move names the whole line before it."""
    return blake2b(signature, digest_size=LINK_BYTES, person=b"helsinki-link").digest()


def vote_statement(game: str, proposal: bytes) -> bytes:
    """What a peer signs to agree to a proposal (``proposal`` is its canonical encoding)."""
    return _statement(b"helsinki-vote", game, proposal)


GAME_ID_BYTES = 8


def key_id(key: bytes) -> str:
    """A public key's id, 16 hex digits: the id of a game its holder hosts, so that only the
    holder of the key can prove a game's id (:func:`lobby_statement`)."""
    return blake2b(key, digest_size=GAME_ID_BYTES, person=b"helsinki-game").hexdigest()


def fingerprint(key_or_id: bytes | str) -> str:
    """The short fingerprint people compare: the first 8 hex digits of a key's id (or of a
    game id, which is its host's key's), as ``a1b2 c3d4``."""
    digits = key_or_id if isinstance(key_or_id, str) else key_id(key_or_id)
    return f"{digits[:4]} {digits[4:8]}"


def lobby_statement(game: str, host: str, joiner: str, nonce: bytes) -> bytes:
    """What a lobby's host signs in its welcome: it holds the key the game id names, now (the
    joiner's fresh challenge nonce) and for this joiner."""
    return _statement(b"helsinki-lobby", game, host, joiner, nonce)
