"""Map & Duel: the homebrew map-and-duel party game of seed 004.

Importing the package is cheap: the game class loads on first use (``arena games`` and the
registry read ``info.py`` only).
"""

from __future__ import annotations

import importlib
from typing import Any

__all__ = ["MapDuel"]
_LAZY = {
    "MapDuel": "arena.games.mapduel.game",
}


def __getattr__(name: str) -> Any:
    if name in _LAZY:
        return getattr(importlib.import_module(_LAZY[name]), name)
    raise AttributeError(f"module {__name__!r} has no attribute {name!r}")
