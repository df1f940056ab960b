"""Hi-Lo Duel: the template game with chance, hidden information and a flow.

Copy this package to add a game (``docs/adding-a-game.md``). Importing it is cheap: the game
class loads on first use (``arena games`` reads ``info.py`` only).
"""

from __future__ import annotations

import importlib
from typing import Any

__all__ = ["HiLo", "HiLoState"]
_LAZY = {"HiLo": "arena.games.hilo.game", "HiLoState": "arena.games.hilo.state"}


def __getattr__(name: str) -> Any:
    if name in _LAZY:
        return getattr(importlib.import_module(_LAZY[name]), name)
    raise AttributeError(f"module {__name__!r} has no attribute {name!r}")
