"""What ``arena games`` lists about Hi-Lo Duel (read without importing the rules)."""

from arena.core.info import GameInfo

INFO = GameInfo(
    id="hilo",
    names={"en": "Hi-Lo Duel", "fr": "Duel Haut-Bas", "zh": "高低对决"},
    min_players=2,
    max_players=2,
    version="1",
    chance=True,
    hidden_information=True,
    description={
        "en": "The template game with chance, hidden hands and a flow: copy it to add a game.",
        "fr": "Le jeu modèle avec hasard, mains cachées et déroulé : copiez-le pour ajouter un jeu.",
        "zh": "带有机会、隐藏手牌和流程的模板游戏：复制它来添加新游戏。",
    },
)
