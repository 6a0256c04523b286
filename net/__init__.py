"""Networking for LAN play without a server: discovery, framing, lobby, lockstep sessions.

Everything runs on asyncio (the Qt client drives it from a qasync loop) and imports the engine,
the standard library, msgpack, zeroconf and cryptography, never Qt. ``docs/protocol.md`` is the
specification.

| module | idea |
|---|---|
| ``config`` | protocol constants, limits, timings, the chosen network interfaces |
| ``framing`` | msgpack frames with strict limits |
| ``messages`` | every message as a checked frozen value |
| ``identity`` | Ed25519 keys and the statements peers sign |
| ``commit`` | commitments, the fair seed, the PIN response |
| ``transport`` | connections carrying messages, the listener, dialing from chosen interfaces |
| ``peer`` | this program's identity and listening socket |
| ``discovery`` | announcing and browsing games (DNS-SD) |
| ``lobby`` | gathering the roster and options; the start |
| ``lockstep`` | the lockstep rules as a pure state machine (moves, agreement, votes, catch-up) |
| ``session`` | the asyncio shell around the core: links, dialing, timers, autosave, bots |
| ``chooser`` | who chooses bots' moves (never the event loop's thread by default) |
| ``resume`` | what a peer keeps to rejoin |
| ``spectator`` | following a game read-only |
| ``events`` | what a session reports to its owner |
"""
