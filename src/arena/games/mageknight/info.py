"""What ``arena games`` lists about Mage Knight (read without importing the rules)."""

from arena.core.info import GameInfo

INFO = GameInfo(
    id="mageknight",
    names={"en": "Mage Knight", "fr": "Mage Knight", "zh": "魔法骑士"},
    min_players=1,
    max_players=4,
    version="0.4",
    chance=True,
    hidden_information=True,
    strong_agent="plan",  # 11.4 Fame solo where mcts makes ~5 (docs/ai.md, "Mage Knight solo")
    description={
        "en": "First Reconnaissance: explore a hex map with a deck of deeds, solo with the Dummy or 2-4 heroes.",
        "fr": "Première reconnaissance : explorez la carte avec votre paquet d'actions, seul avec l'Automate ou à 2-4.",
        "zh": "初次侦察：用行动牌组探索六角地图，单人对抗陪练玩家或2-4名英雄。",
    },
)
