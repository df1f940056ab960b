"""The ``arena`` terminal command: play, self-play, benchmark and replay any registered game.

All terminal I/O of Arena lives here; games and agents never print.
"""
