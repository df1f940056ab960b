"""What ``arena games`` lists about this game, importable without its rules (the registry
reads it through the ``arena.game_info`` entry point)."""

from arena.core.info import GameInfo

INFO = GameInfo(
    id="krosmaster",
    names={"en": "Krosmaster Arena", "fr": "Krosmaster Arena", "zh": "克洛兹大师竞技场"},
    min_players=2,
    max_players=4,
    version="0.2",
    chance=True,
    hidden_information=True,
    description={
        "en": "Tactical skirmish on a grid: dice, line of sight, spells and summons.",
        "fr": "Escarmouche tactique : dés, ligne de vue, sorts et invocations.",
        "zh": "网格上的战术对战：骰子、视线、法术与召唤。",
    },
    aliases=("krosmaster-arena", "ka"),
)
