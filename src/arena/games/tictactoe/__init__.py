"""Tic-tac-toe: the small template game. Copy this package to add a game.

Importing the package is cheap: the game class loads on first use (``arena games`` and the
registry read ``info.py`` only).
"""

from __future__ import annotations

import importlib
from typing import Any

__all__ = ["TicTacToe", "TicTacToeState"]
_LAZY = {
    "TicTacToe": "arena.games.tictactoe.game",
    "TicTacToeState": "arena.games.tictactoe.game",
}


def __getattr__(name: str) -> Any:
    if name in _LAZY:
        return getattr(importlib.import_module(_LAZY[name]), name)
    raise AttributeError(f"module {__name__!r} has no attribute {name!r}")
