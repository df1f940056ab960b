"""Every named thing of Mage Knight in every locale, for the catalog (``Game.catalog_names``).

Cards, heroes, Skills, Tactics, Units, enemies, ruins tokens, sites, terrains, mana colours,
tiles and the scenario come from the data files (``names: {en, fr, zh}``); the closed word lists
the rules use (elements, attack ranges, combat phases, token colours, decks and offers, enemy
abilities) are named here. Kinds: ``card``, ``card-powered`` (a Spell's powered name), ``hero``,
``skill``, ``tactic``, ``unit``, ``enemy``, ``ruins``, ``site``, ``rampaging``, ``terrain``,
``colour`` (the data's capitalised names), ``mana`` (the colour as a word inside a sentence;
``mana-pl`` when it qualifies several things, ``mana-f`` a feminine one in French),
``token-colour`` (an enemy token's back), ``element``, ``range``, ``phase``, ``ability``,
``deck``, ``offer``, ``tile``, ``scenario``.
"""

from __future__ import annotations

from functools import cache

from arena.core.text import localized_names
from arena.games.mageknight.data import load_content
from arena.games.mageknight.heroes import WOUND
from arena.games.mageknight.tiles import TileKind, terrain_table, tile_set

Names = dict[str, dict[str, str]]

WOUND_NAMES = {"en": "Wound", "fr": "Blessure", "zh": "损伤卡"}
"""Seed 001: "损伤卡" (the Wound card)."""

MANA_WORDS = {
    "red": {"en": "red", "fr": "rouge", "zh": "红色"},
    "blue": {"en": "blue", "fr": "bleu", "zh": "蓝色"},
    "green": {"en": "green", "fr": "vert", "zh": "绿色"},
    "white": {"en": "white", "fr": "blanc", "zh": "白色"},
    "gold": {"en": "gold", "fr": "doré", "zh": "金色"},
    "black": {"en": "black", "fr": "noir", "zh": "黑色"},
}
"""A mana colour inside a sentence ("a blue crystal", "un cristal bleu", "蓝色魔晶"; seed 001:
"金色骰子", "黑色魔力")."""

MANA_PLURALS = {k: {**v, "fr": v["fr"] + "s"} for k, v in MANA_WORDS.items()}
FEMININE = {
    "red": "rouge",
    "blue": "bleue",
    "green": "verte",
    "white": "blanche",
    "gold": "dorée",
    "black": "noire",
}
MANA_FEMININE = {k: {**v, "fr": FEMININE[k]} for k, v in MANA_WORDS.items()}
"""The colour of several things ("des cristaux bleus") and of a feminine one ("une carte
bleue"): French agrees, English and Chinese do not."""
TOKEN_COLOURS = {
    "green": {"en": "green (orc)", "fr": "vert (orque)", "zh": "绿色(兽人)"},
    "grey": {"en": "grey (keep)", "fr": "gris (donjon)", "zh": "灰色(要塞)"},
    "violet": {"en": "violet (mage tower)", "fr": "violet (tour de mage)", "zh": "紫色(法师塔)"},
    "brown": {"en": "brown (dungeon)", "fr": "brun (souterrain)", "zh": "棕色(地下城)"},
    "red": {"en": "red (draconum)", "fr": "rouge (draconum)", "zh": "红色(龙族)"},
    "white": {"en": "white (city)", "fr": "blanc (cité)", "zh": "白色(城市)"},
    "yellow": {"en": "yellow (ruins)", "fr": "jaune (ruines)", "zh": "黄色(遗迹)"},
}
ELEMENTS = {
    "physical": {"en": "physical", "fr": "physique", "zh": "物理"},
    "fire": {"en": "fire", "fr": "feu", "zh": "火焰"},
    "ice": {"en": "ice", "fr": "glace", "zh": "寒冰"},
    "cold_fire": {"en": "cold fire", "fr": "feu glacé", "zh": "冰火"},
}
RANGES = {
    "melee": {"en": "melee", "fr": "corps à corps", "zh": "近战"},
    "ranged": {"en": "ranged", "fr": "à distance", "zh": "远程"},
    "siege": {"en": "siege", "fr": "de siège", "zh": "攻城"},
}
PHASES = {
    "ranged": {
        "en": "Ranged and Siege Attacks",
        "fr": "Attaques à distance et de siège",
        "zh": "远程与攻城攻击",
    },
    "block": {"en": "Block", "fr": "Blocage", "zh": "格挡"},
    "damage": {"en": "Assign Damage", "fr": "Attribution des dégâts", "zh": "分配伤害"},
    "attack": {"en": "Attack", "fr": "Attaque", "zh": "攻击"},
}
ABILITIES = {
    "fortified": {"en": "Fortified", "fr": "Fortifié", "zh": "坚固"},
    "swift": {"en": "Swift", "fr": "Rapide", "zh": "迅捷"},
    "brutal": {"en": "Brutal", "fr": "Brutal", "zh": "残暴"},
    "poison": {"en": "Poison", "fr": "Poison", "zh": "剧毒"},
    "paralyze": {"en": "Paralyze", "fr": "Paralysie", "zh": "瘫痪"},
    "summon": {"en": "Summon", "fr": "Invocation", "zh": "召唤"},
}
DECKS = {
    "advanced": {"en": "Advanced Action deck", "fr": "pioche d'Actions avancées", "zh": "进阶动作牌堆"},
    "spell": {"en": "Spell deck", "fr": "pioche de Sorts", "zh": "法术牌堆"},
    "artifact": {"en": "Artifact deck", "fr": "pioche d'Artefacts", "zh": "神器牌堆"},
    "unit": {"en": "Unit deck", "fr": "pioche d'Unités", "zh": "部队牌堆"},
    "ruins": {"en": "ruins tokens", "fr": "jetons de ruines", "zh": "遗迹指示物"},
}
OFFERS = {
    "advanced": {"en": "Advanced Action offer", "fr": "offre d'Actions avancées", "zh": "进阶动作展示区"},
    "spell": {"en": "Spell offer", "fr": "offre de Sorts", "zh": "法术展示区"},
    "unit": {"en": "Unit offer", "fr": "offre d'Unités", "zh": "部队展示区"},
    "monastery": {
        "en": "monastery's Advanced Actions",
        "fr": "Actions avancées des monastères",
        "zh": "修道院的进阶动作",
    },
}
TILE_KINDS = {
    TileKind.STARTING: {"en": "Starting tile", "fr": "Tuile de départ", "zh": "起始版块"},
    TileKind.COUNTRYSIDE: {"en": "Countryside tile", "fr": "Tuile de campagne", "zh": "乡野版块"},
    TileKind.CORE: {"en": "Core tile", "fr": "Tuile centrale", "zh": "核心版块"},
}
CITY_TILE = {"en": "City tile", "fr": "Tuile de cité", "zh": "城市版块"}
"""Seed 001 calls a map tile "版块" ("翻开一块新的地图版块")."""


def _tile_names() -> Names:
    out: Names = {}
    for tile_id, data in tile_set().tiles.items():
        kind = CITY_TILE if data.city is not None else TILE_KINDS[data.kind]
        number = tile_id.rpartition("-")[2]
        out[tile_id] = localized_names({lang: f"{word} {number}" for lang, word in kind.items()})
    return out


def _table(words: dict[str, dict[str, str]]) -> Names:
    return {k: localized_names(v) for k, v in words.items()}


@cache
def catalog_names() -> dict[str, Names]:
    """{kind: {id: names by locale}} of everything the game names."""
    c = load_content()
    cards = {cid: localized_names(card.names.model_dump()) for cid, card in c.cards.items()}
    cards[WOUND] = localized_names(WOUND_NAMES)
    powered = {
        cid: localized_names(card.powered_names.model_dump())
        for cid, card in c.cards.items()
        if card.powered_names is not None
    }
    sites = {sid: localized_names(s.names.model_dump()) for sid, s in c.sites.items()}
    return {
        "card": cards,
        "card-powered": powered,
        "hero": {h: localized_names(x.names.model_dump()) for h, x in c.heroes.items()},
        "skill": {s: localized_names(x.names.model_dump()) for s, x in c.skills.items()},
        "tactic": {t: localized_names(x.names.model_dump()) for t, x in c.tactics.items()},
        "unit": {u: localized_names(x.names.model_dump()) for u, x in c.units.items()},
        "enemy": {e: localized_names(x.names.model_dump()) for e, x in c.enemies.items()},
        "ruins": {r: localized_names(x.names.model_dump()) for r, x in c.ruins.items()},
        "site": sites,
        "rampaging": {r: localized_names(x.names.model_dump()) for r, x in c.rampaging.items()},
        "terrain": {
            str(t): localized_names(x.names.model_dump()) for t, x in terrain_table().terrains.items()
        },
        "colour": {str(k): localized_names(x.names.model_dump()) for k, x in c.colours.items()},
        "mana": _table(MANA_WORDS),
        "mana-pl": _table(MANA_PLURALS),
        "mana-f": _table(MANA_FEMININE),
        "token-colour": _table(TOKEN_COLOURS),
        "element": _table(ELEMENTS),
        "range": _table(RANGES),
        "phase": _table(PHASES),
        "ability": _table(ABILITIES),
        "deck": _table(DECKS),
        "offer": _table(OFFERS),
        "tile": _tile_names(),
        "scenario": {c.scenario.id: localized_names(c.scenario.names.model_dump())},
    }
