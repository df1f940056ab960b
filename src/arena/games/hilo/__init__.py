"""Hi-Lo Duel: the template game with chance, hidden information and a flow.

Copy this package to add a game (``docs/adding-a-game.md``). Importing it is cheap: the game
class loads on first use (``arena games`` reads ``info.py`` only).
"""

from __future__ import annotations

from arena.core.lazy import lazy_attributes

__all__ = ["HiLo", "HiLoState"]
__getattr__ = lazy_attributes(
    __name__, {"HiLo": "arena.games.hilo.game", "HiLoState": "arena.games.hilo.state"}
)
