"""The terminal board of Mage Knight (Arena issue 30, "The terminal"): the map with its axial
coordinates and a legend, the offers, the hero's Units and Skills, and the combat panel with
the calculator's verdicts as sentences — in every locale, names and never ids."""

from __future__ import annotations

import pytest
from rich.console import Console

from arena.core.text import LOCALES, Msg, Ref
from arena.games.mageknight.actions import act
from arena.games.mageknight.game import MageKnight
from arena.games.mageknight.heroes import UnitState
from arena.games.mageknight.position import MageKnightPosition
from arena.games.mageknight.render import render
from arena.games.mageknight.state import MageKnightState

GAME = MageKnight(players=1, heroes=["tovak"])
CATALOG = GAME.texts()
SKILLS = ["double_time", "night_sharpshooting"]


def say(value: Msg | Ref, lang: str) -> str:
    return str(CATALOG.say(value, lang))


def name(kind: str, id_: str, lang: str) -> str:
    return say(Ref(kind, id_), lang)


def built(enemy: str = "prowlers") -> MageKnightState:
    hand = ["rage", "march", "swiftness", "rage", "march", "stamina"]
    state = MageKnightPosition(GAME).hand(0, hand).at(0, (1, 0)).enemy((2, -1), enemy)
    state = state.offer("advanced", ["agility", "ambush"]).offer("unit", ["peasants", "guardian_golems"])
    out = state.build()
    out.heroes[0].units = [UnitState("peasants"), UnitState("foresters", ready=False, wounds=1)]
    out.heroes[0].skills = list(SKILLS)
    out.heroes[0].skills_used = [SKILLS[1]]
    return out


def board(state: MageKnightState, lang: str, width: int = 120) -> str:
    console = Console(width=width, record=True)
    render(state, 0, console, lang)
    return console.export_text()


@pytest.mark.parametrize("lang", LOCALES)
def test_the_map_shows_coordinates_and_a_legend(lang: str) -> None:
    state = built()
    out = board(state, lang)
    rows = [line for line in out.splitlines() if "│" in line]
    assert any(line.startswith("r  0 │") and ".1  1" in line for line in rows)  # Tovak at (1, 0)
    assert any(line.startswith("r -1 │") and "E  2" in line for line in rows)  # the Prowlers at (2, -1)
    assert say(Msg("mk-ui-map-how"), lang) in out
    for terrain in ("plains", "forest", "lake"):
        assert f". {name('terrain', 'plains', lang)}" in out and name("terrain", terrain, lang) in out
    assert f"O {name('site', 'portal', lang)}" in out and f"V {name('site', 'village', lang)}" in out
    assert name("hero", "tovak", lang) in out and name("enemy", "prowlers", lang) in out
    assert "(2, -1)" in out


@pytest.mark.parametrize("lang", LOCALES)
def test_the_offers_units_and_skills_are_listed_by_name(lang: str) -> None:
    out = board(built(), lang)
    for kind, id_ in (
        ("card", "agility"),
        ("card", "ambush"),
        ("unit", "guardian_golems"),
        ("unit", "foresters"),
    ):
        assert name(kind, id_, lang) in out
    assert (
        name("offer", "unit", lang).lower() in out.lower()
        and name("offer", "advanced", lang).lower() in out.lower()
    )
    assert say(Msg("mk-ui-offer-unit", (("unit", Ref("unit", "guardian_golems")), ("cost", 7))), lang) in out
    assert say(Msg("mk-ui-spent"), lang) in out and say(Msg("mk-ui-ready"), lang) in out
    assert name("skill", SKILLS[0], lang) in out
    assert say(Msg("mk-ui-skill-used", (("skill", Ref("skill", SKILLS[1])),)), lang) in out
    for id_ in ("guardian_golems", "double_time", "night_sharpshooting", "agility"):
        assert id_ not in out


@pytest.mark.parametrize("lang", LOCALES)
def test_the_combat_panel_says_the_verdicts(lang: str) -> None:
    state = built()
    state.apply(act("challenge", 2, -1))
    state.apply(act("next"))  # no ranged attack
    state.apply(act("play", "rage"))
    state.apply(act("choose", 1))  # Block 2
    state.apply(act("play", "march", "sideways:block"))
    prowlers = Ref("enemy", "prowlers")
    stops = say(Msg("mk-ui-verdict-stops", (("enemy", prowlers),)), lang)
    assert stops not in board(state, lang)  # Block 3 against their attack 4
    state.apply(act("play", "swiftness", "sideways:block"))
    out = board(state, lang)
    assert stops in out and name("enemy", "prowlers", lang) in out
    assert "prowlers" not in out
    state.apply(act("block", 0))
    while state.combat is not None and state.combat.phase != "attack":
        state.apply(act("next"))
    defeats = say(Msg("mk-ui-verdict-defeats", (("enemy", prowlers),)), lang)
    state.apply(act("play", "rage"))
    state.apply(act("choose", 0))  # Attack 2
    assert defeats not in board(state, lang)  # Armour 3
    state.apply(act("play", "march", "sideways:attack"))
    assert defeats in board(state, lang)


@pytest.mark.parametrize("lang", LOCALES)
def test_a_summoned_token_shows_its_own_data_and_its_summoner(lang: str) -> None:
    state = built("orc_summoners")
    state.apply(act("challenge", 2, -1))
    state.apply(act("next"))
    state.apply(state.chance_outcomes()[0][0])
    foe = state.view(0)["combat"]["enemies"][0]
    out = board(state, lang)
    assert name("enemy", foe["summoned"], lang) in out and name("enemy", "orc_summoners", lang) in out
    assert str(foe["summoner_armor"]) in out and str(foe["armor"]) in out
    for ability in foe["abilities"]:
        assert name("ability", ability, lang) in out


@pytest.mark.parametrize("lang", LOCALES)
def test_the_legend_names_a_sites_face_down_defenders(lang: str) -> None:
    tiles = {(0, 0): "A", (1, -3): "1", (3, -2): "2", (4, -5): "3", (6, -4): "4"}
    state = MageKnightPosition(GAME).tiles(tiles).build()
    out = board(state, lang)
    (token, *_) = state.view(0)["face_down"]
    assert name("token-colour", token["colour"], lang) in out
    assert any(line.startswith("r -6 │") for line in out.splitlines())  # the rows reach the new tiles
    assert f"K {name('site', 'keep', lang)}" in out
