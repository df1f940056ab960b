"""Map & Duel: the homebrew map-and-duel party game of seed 004.

Importing the package is cheap: the game class loads on first use (``arena games`` and the
registry read ``info.py`` only).
"""

from __future__ import annotations

from arena.core.lazy import lazy_attributes

__all__ = ["MapDuel"]
__getattr__ = lazy_attributes(
    __name__,
    {
        "MapDuel": "arena.games.mapduel.game",
    },
)
