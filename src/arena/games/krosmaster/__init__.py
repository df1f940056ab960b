"""Krosmaster Arena (seeds 003 French, 000 Chinese): rules, data, views, notation.

Importing the package is cheap: the game class loads on first use (``arena games`` and the
registry read ``info.py`` only).
"""

from __future__ import annotations

import importlib
from typing import Any

__all__ = ["Krosmaster", "KrosmasterState"]
_LAZY = {
    "Krosmaster": "arena.games.krosmaster.game",
    "KrosmasterState": "arena.games.krosmaster.state",
}


def __getattr__(name: str) -> Any:
    if name in _LAZY:
        return getattr(importlib.import_module(_LAZY[name]), name)
    raise AttributeError(f"module {__name__!r} has no attribute {name!r}")
