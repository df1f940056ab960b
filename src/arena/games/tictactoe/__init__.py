"""Tic-tac-toe: the small template game. Copy this package to add a game."""

from arena.games.tictactoe.game import TicTacToe, TicTacToeState

__all__ = ["TicTacToe", "TicTacToeState"]
