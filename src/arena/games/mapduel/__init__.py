"""Map & Duel: the homebrew map-and-duel party game of seed 004."""

from arena.games.mapduel.game import MapDuel

__all__ = ["MapDuel"]
