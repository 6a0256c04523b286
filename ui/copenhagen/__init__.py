"""Copenhagen's table: the harbour, the tile market, the house boards, the abilities, the score
track and the hands, drawn from a game snapshot; the player's clicks and keys become moves."""
