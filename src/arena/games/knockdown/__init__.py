"""Knockdown (不败之巅), Tainted Grail arena (seed 002): rules, data, views, notation.

Importing the package is cheap: the game class loads on first use (``arena games`` and the
registry read ``info.py`` only).
"""

from __future__ import annotations

from arena.core.lazy import lazy_attributes

__all__ = ["Knockdown", "KnockdownState"]
__getattr__ = lazy_attributes(
    __name__,
    {
        "Knockdown": "arena.games.knockdown.game",
        "KnockdownState": "arena.games.knockdown.state",
    },
)
