"""Tic-tac-toe: the small template game. Copy this package to add a game.

Importing the package is cheap: the game class loads on first use (``arena games`` and the
registry read ``info.py`` only).
"""

from __future__ import annotations

from arena.core.lazy import lazy_attributes

__all__ = ["TicTacToe", "TicTacToeState"]
__getattr__ = lazy_attributes(
    __name__,
    {
        "TicTacToe": "arena.games.tictactoe.game",
        "TicTacToeState": "arena.games.tictactoe.game",
    },
)
