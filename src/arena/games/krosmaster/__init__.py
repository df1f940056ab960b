"""Krosmaster Arena (seeds 003 French, 000 Chinese): rules, data, views, notation.

Importing the package is cheap: the game class loads on first use (``arena games`` and the
registry read ``info.py`` only).
"""

from __future__ import annotations

from arena.core.lazy import lazy_attributes

__all__ = ["Krosmaster", "KrosmasterState"]
__getattr__ = lazy_attributes(
    __name__,
    {
        "Krosmaster": "arena.games.krosmaster.game",
        "KrosmasterState": "arena.games.krosmaster.flow",  # the state with its flow table attached
    },
)
