"""Networking for LAN play without a server: discovery, framing, lobby, lockstep sessions.

Everything runs on asyncio (the Qt client drives it from a qasync loop) and imports the engine,
the standard library, msgpack, zeroconf, spake2 and cryptography, never Qt.
``docs/protocol.md`` is the specification.

| module | idea |
|---|---|
| ``config`` | protocol constants, limits, timings, the chosen network interfaces |
| ``framing`` | msgpack frames with strict limits |
| ``messages`` | every message as a checked frozen value |
| ``identity`` | Ed25519 keys and the statements peers sign |
| ``commit`` | commitments, the fair seed |
| ``link`` | the sealed link: ChaCha20-Poly1305 records after a key exchange |
| ``keyshare`` | a mesh link's keys: an ephemeral X25519 exchange both identities sign |
| ``transport`` | connections carrying messages, dialing |
| ``listener`` | the TCP server on the chosen interfaces and its strangers |
| ``peer`` | this program's identity and listening socket |
| ``games`` | a game as announced: the TXT record, the browser's events |
| ``listing`` | what a browser lists: announcements, their expiry, conflicts (sans-I/O) |
| ``discovery`` | announcing and browsing games (DNS-SD) |
| ``pake`` | the PIN as a password-authenticated key exchange (SPAKE2) |
| ``guard`` | how fast PINs may be guessed, and who guessed wrong |
| ``handshake`` | the first messages of a lobby connection, the PIN exchange |
| ``lobby`` | gathering the roster and options; the start |
| ``lockstep`` | the lockstep rules as a pure state machine (moves, agreement, votes, catch-up) |
| ``session`` | the asyncio shell around the core: its inputs and effects, timers, autosave, bots |
| ``mesh`` | the links between seated peers: opening, reading, dialing again, rejoining |
| ``audience`` | the spectators of a game: catching them up, showing them each move |
| ``door`` | every connection to a started game: challenge, PIN exchange, admission |
| ``chooser`` | who chooses bots' moves (never the event loop's thread by default) |
| ``resume`` | what a peer keeps to rejoin |
| ``spectator`` | following a game read-only |
| ``events`` | what a session reports to its owner |
"""
