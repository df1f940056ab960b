"""The names players read of Map & Duel's things, in every locale.

From the data (``data/*.yaml``): cards of every pack, characters, their active and passive
skills, packs, the map. From the seed itself (its own words in Chinese, 地图回合规则 2 and the
奖励机制 / 惩罚机制 tables): the eight cell events, the reward and penalty rows; and the
kinds of effect equipment stops (卡牌规则 ③), the card types (卡牌规则 0). Each names table is
``{en, fr, zh}`` with ``zh`` in Simplified; :func:`localized` makes the four locales.
"""

from __future__ import annotations

from functools import cache

from arena.core.text import localized_names
from arena.games.mapduel.datamodel import Names, base_cards, base_characters, dlc_packs, official_map

CELL_EVENTS: dict[str, dict[str, str]] = {
    "blank": {"en": "Blank cell", "fr": "Case vide", "zh": "无定义格"},
    "rest": {"en": "Rest one turn", "fr": "Repos d’un tour", "zh": "休息一回合"},
    "duel": {"en": "Immediate duel", "fr": "Duel immédiat", "zh": "立即决斗"},
    "pick1": {"en": "Choose any 1 card", "fr": "Une carte au choix", "zh": "任选1张卡牌"},
    "draw1": {"en": "Draw 1 card", "fr": "Piocher 1 carte", "zh": "抽1张卡"},
    "draw2": {"en": "Draw 2 cards", "fr": "Piocher 2 cartes", "zh": "抽2张卡"},
    "reward": {"en": "Reward game", "fr": "Jeu de récompense", "zh": "奖励游戏"},
    "penalty": {"en": "Penalty game", "fr": "Jeu de pénalité", "zh": "惩罚游戏"},
}
"""地图回合规则 2: "“无定义格”、“休息一回合”、立即决斗”、“任选1张卡牌”、“抽1张卡”、“抽2张卡”、“奖励游戏”、“惩罚游戏”"."""

REWARD_ROWS: dict[str, dict[str, str]] = {
    "pick2": {"en": "Choose any 2 cards", "fr": "Deux cartes au choix", "zh": "任选两张卡牌"},
    "slot": {
        "en": "+1 equipment slot for this match",
        "fr": "+1 emplacement d’équipement pour la partie",
        "zh": "此局增加角色一个装备槽",
    },
    "steal2": {
        "en": "Take 2 cards from any one player",
        "fr": "Prendre 2 cartes à un joueur au choix",
        "zh": "任意抽取一名玩家两张卡牌",
    },
    "double": {
        "en": "Act twice next turn",
        "fr": "Agir deux fois au prochain tour",
        "zh": "下一回合活动两次",
    },
    "win": {"en": "Win the match outright", "fr": "Victoire immédiate", "zh": "直接赢得此局游戏胜利"},
}
"""奖励机制, row by row (``actions.REWARDS``)."""

PENALTY_ROWS: dict[str, dict[str, str]] = {
    "hp": {
        "en": "Lose 2 HP and 2 max HP (Mario: 1)",
        "fr": "Perdre 2 PV et 2 PV max (Mario : 1)",
        "zh": "扣除此玩家角色生命及生命上限2点（马里奥为1点）",
    },
    "suspend": {"en": "Suspended for 2 turns", "fr": "Suspendu pendant 2 tours", "zh": "暂停活动2回合"},
    "slot": {
        "en": "−1 equipment slot for this match",
        "fr": "−1 emplacement d’équipement pour la partie",
        "zh": "此局减少角色一个装备槽",
    },
    "give": {
        "en": "Give every other player 1 card",
        "fr": "Donner 1 carte à chaque autre joueur",
        "zh": "给其余玩家每人1张卡牌",
    },
    "curse": {
        "en": "The next 3 reward/penalty games are penalties",
        "fr": "Les 3 prochains jeux de récompense ou de pénalité sont des pénalités",
        "zh": "往后3次的奖励/惩罚游戏均直接触发惩罚机制",
    },
}
"""惩罚机制, row by row (``actions.PENALTIES``)."""

STOPPED: dict[str, dict[str, str]] = {
    "damage": {"en": "damage", "fr": "dégâts", "zh": "伤害"},
    "steal": {"en": "card theft", "fr": "vol de cartes", "zh": "被抽取卡牌"},
    "skip": {"en": "lost turns", "fr": "tours perdus", "zh": "停止行动"},
    "move": {"en": "forced moves", "fr": "déplacements forcés", "zh": "被迫移动"},
    "max_hp": {"en": "max HP loss", "fr": "perte de PV max", "zh": "生命上限减少"},
    "penalty": {"en": "penalties", "fr": "pénalités", "zh": "惩罚"},
}
"""What equipment can stop (卡牌规则 ③ "装备卡多用于防御"; ``datamodel.Absorbable``)."""

CARD_TYPES: dict[str, dict[str, str]] = {
    "action": {"en": "Action card", "fr": "Carte action", "zh": "行动卡"},
    "skill": {"en": "Skill card", "fr": "Carte compétence", "zh": "技能卡"},
    "equipment": {"en": "Equipment card", "fr": "Carte équipement", "zh": "装备卡"},
    "undefined": {"en": "Undefined card", "fr": "Carte indéfinie", "zh": "无定义卡"},
}
"""卡牌规则 0: "分为行动卡、技能卡、装备卡与无定义卡"."""


def localized(names: Names | dict[str, str]) -> dict[str, str]:
    """A data names table in the four locales (``localized_names``)."""
    raw = names if isinstance(names, dict) else names.model_dump()
    return localized_names({k: v for k, v in raw.items() if v})


def view_names(names: Names) -> dict[str, str]:
    """A view's names: the four locales, and ``zh`` (Simplified) as clients read it before."""
    return {**localized(names), "zh": names.zh}


@cache
def catalog_names() -> dict[str, dict[str, dict[str, str]]]:
    """Every named thing of Map & Duel by kind and id, in the four locales (every pack's
    cards, whatever a configuration's pool: one catalog serves them all)."""
    packs = [base_cards(), *dlc_packs().values()]
    characters = base_characters().characters
    game_map = official_map()
    return {
        "card": {c.id: localized(c.names) for pack in packs for c in pack.cards},
        "pack": {pack.pack: localized(pack.names) for pack in packs},
        "character": {ch.id: localized(ch.names) for ch in characters},
        "skill": {ch.active.id: localized(ch.active.names) for ch in characters},
        "passive": {ch.passive.id: localized(ch.passive.names) for ch in characters},
        "map": {game_map.id: localized(game_map.names)},
        "cell-event": {k: localized(v) for k, v in CELL_EVENTS.items()},
        "reward": {k: localized(v) for k, v in REWARD_ROWS.items()},
        "penalty": {k: localized(v) for k, v in PENALTY_ROWS.items()},
        "stopped": {k: localized(v) for k, v in STOPPED.items()},
        "card-type": {k: localized(v) for k, v in CARD_TYPES.items()},
    }
