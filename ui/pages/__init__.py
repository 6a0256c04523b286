"""The pages of the main window: first-run prompt, start screen, the game (its table and
status bar), end of game, replay viewer and spectator page, LAN lobby and room.

Pages only show values and emit signals; ``client.app`` assembles them into the main window and
connects them to sessions and the network.
"""
