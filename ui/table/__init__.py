"""The game table: the scene and its items by region, its layout, the player's input and the
move composer (which has no Qt and is tested without widgets)."""
