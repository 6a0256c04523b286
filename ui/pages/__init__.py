"""The application's pages around the table: start screen, first-run prompt, LAN lobby and
room, end of game, replay viewer and spectator page.

Pages only show values and emit signals; ``client.app`` assembles them into the main window and
connects them to sessions and the network.
"""
