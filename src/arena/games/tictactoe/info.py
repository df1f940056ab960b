"""What ``arena games`` lists about this game, importable without its rules (the registry
reads it through the ``arena.game_info`` entry point)."""

from arena.core.info import GameInfo

INFO = GameInfo(
    id="tictactoe",
    names={"en": "Tic-tac-toe", "fr": "Morpion", "zh": "井字棋"},
    min_players=2,
    max_players=2,
    version="1",
    description={"en": "The template game: copy it to add a game."},
    aliases=("ttt",),
)
