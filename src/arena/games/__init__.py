"""One package per game, all with the same shape (see ``tictactoe``, the template)."""
