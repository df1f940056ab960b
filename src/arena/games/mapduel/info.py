"""What ``arena games`` lists about this game, importable without its rules (the registry
reads it through the ``arena.game_info`` entry point)."""

from arena.core.info import GameInfo

INFO = GameInfo(
    id="mapduel",
    names={"en": "Map & Duel", "fr": "Carte et Duel", "zh": "地图与决斗"},
    min_players=2,
    max_players=6,
    version="0.1",
    chance=True,
    hidden_information=True,
    description={
        "en": "Roll round a 24-cell loop of events, collect cards, then duel with them.",
        "fr": "Faites le tour d'une boucle de 24 cases d'événements, ramassez des cartes, puis affrontez-vous en duel avec elles.",
        "zh": "掷骰环游24格地图收集卡牌，回到起点即进入决斗回合。",
    },
    aliases=("map-duel", "md"),
)
