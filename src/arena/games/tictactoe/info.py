"""What ``arena games`` lists about this game, importable without its rules (the registry
reads it through the ``arena.game_info`` entry point)."""

from arena.core.info import GameInfo

INFO = GameInfo(
    id="tictactoe",
    names={"en": "Tic-tac-toe", "fr": "Morpion", "zh": "井字棋"},
    min_players=2,
    max_players=2,
    version="1",
    description={
        "en": "The template game: copy it to add a game.",
        "fr": "Le jeu modèle : copiez-le pour ajouter un jeu.",
        "zh": "模板游戏：复制它来添加新游戏。",
    },
    aliases=("ttt",),
)
