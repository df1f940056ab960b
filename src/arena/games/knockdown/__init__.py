"""Knockdown (不败之巅), Tainted Grail arena (seed 002): rules, data, views, notation.

Importing the package is cheap: the game class loads on first use (``arena games`` and the
registry read ``info.py`` only).
"""

from __future__ import annotations

import importlib
from typing import Any

__all__ = ["Knockdown", "KnockdownState"]
_LAZY = {
    "Knockdown": "arena.games.knockdown.game",
    "KnockdownState": "arena.games.knockdown.state",
}


def __getattr__(name: str) -> Any:
    if name in _LAZY:
        return getattr(importlib.import_module(_LAZY[name]), name)
    raise AttributeError(f"module {__name__!r} has no attribute {name!r}")
