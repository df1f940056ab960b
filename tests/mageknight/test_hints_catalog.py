"""The catalog hint draws cards as cards (issue 30): each card's colour, type and both effects,
each Unit's level, cost, Armour and abilities, each Skill's, Tactic's and hero's text, each
site's prices — in the query's language, and nothing hidden."""

from __future__ import annotations

import json
from typing import Any

from arena.games.mageknight.game import MageKnight
from arena.games.mageknight.position import MageKnightPosition


def _catalog(locale: str) -> dict[str, Any]:
    game = MageKnight(players=1, heroes=["tovak"])
    state = MageKnightPosition(game).hand(0, ["march", "rage", "wound"]).build()
    return game.hints(state, 0, {"kind": "catalog", "lang": locale})


def test_cards_carry_both_effects_in_the_query_language() -> None:
    """Seed 001: a card has a basic effect and a powered one (基础效果 / 强化效果)."""
    en, fr, zh = _catalog("en"), _catalog("fr"), _catalog("zh-Hans")
    rage = en["cards"]["rage"]
    assert (rage["colour"], rage["deck"], rage["basic"], rage["powered"]) == (
        "red", "basic", "Attack 2 or Block 2", "Attack 4"
    )  # fmt: skip
    assert fr["cards"]["rage"]["basic"] == "Attaque 2 ou Blocage 2"
    assert zh["cards"]["rage"]["powered"] == "攻击4"
    assert _catalog("zh-Hant")["cards"]["rage"]["basic"] == "攻擊2或格擋2"
    assert en["locale"] == "en" and _catalog("")["locale"] == "en"


def test_the_wound_is_a_card_without_colour_or_effect() -> None:
    wound = _catalog("en")["cards"]["wound"]
    assert wound["deck"] == "wound" and wound["colour"] is None and wound["names"]["en"] == "Wound"
    assert "no effect" in wound["basic"]


def test_units_skills_tactics_heroes_and_sites_carry_their_printed_texts() -> None:
    cat = _catalog("en")
    herbalists = cat["units"]["herbalists"]
    assert (herbalists["level"], herbalists["cost"], herbalists["armor"]) == (1, 3, 2)
    assert {"text": "Healing 2", "mana": "green"} in herbalists["abilities"]
    assert cat["skills"]["double_time"]["text"] == "by Day: Move 2; otherwise Move 1"
    assert cat["tactics"]["early_bird"] == {
        "names": cat["tactics"]["early_bird"]["names"], "number": 1, "time": "day", "text": "no other effect",
    }  # fmt: skip
    tovak = cat["heroes"]["tovak"]
    assert (tovak["hero_card"], tovak["replaces"]) == ("cold_toughness", "determination")
    assert "double_time" in tovak["skills"] and len(tovak["skills"]) == 10
    village = cat["sites"]["village"]
    assert village["recruit"] and village["heal_price"] == 3  # seed 001: 村庄 heals for 3 Influence
    assert cat["reputation"]["3"] == 1 and cat["reputation"]["-7"] is None


def test_the_catalog_holds_no_hidden_card() -> None:
    """The hand (march, rage, wound) and the deck are nowhere: the catalog is the box's data."""
    game = MageKnight(players=1, heroes=["tovak"])
    a = MageKnightPosition(game).hand(0, ["march"]).build()
    b = MageKnightPosition(game).hand(0, ["rage", "stamina"]).build()
    query = {"kind": "catalog", "lang": "en"}
    assert json.dumps(game.hints(a, 0, query)) == json.dumps(game.hints(b, None, query))
