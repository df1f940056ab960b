"""What ``arena games`` lists about this game, importable without its rules (the registry
reads it through the ``arena.game_info`` entry point)."""

from arena.core.info import GameInfo

INFO = GameInfo(
    id="knockdown",
    names={
        "en": "Knockdown: Tainted Grail",
        "fr": "Knockdown : Graal souillé",
        "zh": "不败之巅：污痕圣杯",
    },
    min_players=2,
    max_players=2,
    version="0.1",
    chance=True,
    hidden_information=True,
    description={
        "en": "Arena duel: draft attacks from a shared display, chain combos, force knockout checks.",
        "fr": "Duel d’arène : prenez des attaques au présentoir commun, enchaînez les combos, imposez des tests de K.-O.",
        "zh": "竞技场对决：从展示区拿取攻击牌，打出组合技，迫使对手进行击倒检定。",
    },
    aliases=("tainted-grail", "budianzhidian"),
)
