"""The combat calculator's numbers (Arena issue 30, "Combat overlay"): per enemy the Block needed
(Swift doubles the attack) and the Block that counts, the Armour and the Attack that counts in
this phase (resistances), the damage unblocked (Brutal doubles it) and its Wounds to the hero;
each damage choice with what the rules make of it (research mageknight §3.2–§3.5; seed 001,
"狂暴(Rampaging)敌人": the Wolf Riders and the Ironclads are rampaging orcs)."""

from __future__ import annotations

from typing import Any

import pytest
from rich.console import Console

from arena.core.describe import describe_json
from arena.core.text import LOCALES, Msg
from arena.games.mageknight.actions import act
from arena.games.mageknight.game import MageKnight
from arena.games.mageknight.heroes import WOUND, UnitState
from arena.games.mageknight.position import MageKnightPosition
from arena.games.mageknight.render import render
from arena.games.mageknight.state import MageKnightState

GAME = MageKnight(players=1, heroes=["tovak"])
HAND = ["rage", "march", "swiftness", "determination", "stamina"]


def fight(unit: str = "peasants", enemy: str = "ironclads") -> MageKnightState:
    """Tovak at (1, -2) beside the Wolf Riders (Swift, attack 3) and ``enemy``; the Block phase."""
    pos = MageKnightPosition(GAME).hand(0, HAND).at(0, (1, -2))
    state = pos.enemy((2, -2), "wolf_riders").enemy((1, -1), enemy).build()
    state.heroes[0].units = [UnitState(unit)]
    for a in (act("challenge", 2, -2), act("challenge", 1, -1), act("next")):
        state.apply(a)
    return state


def foes(state: MageKnightState) -> list[dict[str, Any]]:
    return state.view(0)["combat"]["enemies"]  # type: ignore[no-any-return]


def block(state: MageKnightState, n: int) -> None:
    """Block points by playing cards: Determination's and Rage's Block 2, then sideways 1s."""
    plays = [[act("play", "determination"), act("choose", 1)], [act("play", "rage"), act("choose", 1)],
             [act("play", "march", "sideways:block")], [act("play", "swiftness", "sideways:block")]]  # fmt: skip
    for step in plays[: 2 if n >= 4 else 1] + plays[2 : 2 + max(0, n - 4)]:
        for a in step:
            state.apply(a)


def test_swift_doubles_the_block_needed_and_brutal_the_damage() -> None:
    state = fight()
    wolves, ironclads = foes(state)
    assert state.view(0)["combat"]["hero_armor"] == 2  # Tovak at level 1
    assert (wolves["block_needed"], wolves["block_have"]) == (6, 0)  # Swift: 2 × 3
    assert (ironclads["block_needed"], ironclads["block_have"]) == (4, 0)
    assert (wolves["damage_if_unblocked"], wolves["wounds_to_hero"]) == (3, 2)  # ⌈3 / 2⌉
    assert (ironclads["damage_if_unblocked"], ironclads["wounds_to_hero"]) == (8, 4)  # Brutal: 2 × 4
    block(state, 4)
    wolves, ironclads = foes(state)
    assert wolves["block_have"] == ironclads["block_have"] == 4
    assert ironclads["block_stops"] and not wolves["block_stops"]  # 4 of 4; 4 of 6
    block_actions = {str(a) for a in state.legal_actions() if a.verb == "block"}
    assert block_actions == {"block 1"}  # the calculator agrees with the rules


def test_the_attack_counted_is_after_resistances_and_the_armour_is_the_target() -> None:
    """Ironclads resist physical attacks: Attack 2 counts as 1 against their Armour 3."""
    state = fight()
    block(state, 4)
    state.apply(act("block", 1))
    state.apply(act("next"))  # damage: the Wolf Riders' 3 to the Peasants
    state.apply(act("assign", "0"))
    while state.combat is not None and state.combat.phase != "attack":
        state.apply(state.legal_actions()[0])
    state.apply(act("play", "march", "sideways:attack"))
    wolves, ironclads = foes(state)
    assert (wolves["attack_have"], wolves["attack_needed"]) == (1, 4)
    assert (ironclads["attack_have"], ironclads["attack_needed"]) == (0, 3)  # 1 halved, rounded down


def described(state: MageKnightState, text: str, lang: str = "en") -> dict[str, Any]:
    action = next(a for a in state.legal_actions() if str(a) == text)
    return describe_json(GAME, state, action, lang)["args"]  # type: ignore[no-any-return]


def test_each_damage_choice_says_what_the_rules_make_of_it() -> None:
    state = fight()
    block(state, 6)
    state.apply(act("block", 0))  # the Wolf Riders blocked; the Brutal Ironclads' 8 unblocked
    state.apply(act("next"))
    hero = described(state, "assign hero")
    assert (hero["amount"]["value"], hero["armor"]["value"], hero["wounds"]["value"]) == (8, 2, 4)
    unit = described(state, "assign 0")
    assert (unit["armor"]["value"], unit["left"]["value"], unit["unit_wounds"]["value"]) == (3, 5, 1)
    assert not unit["destroyed"]["value"] and not unit["absorbed"]["value"]
    assert unit["outcome"]["value"] == "Peasants: wounded; 5 damage left to assign"
    state.apply(act("assign", "0"))  # what was described happens
    assert state.heroes[0].units[0].wounds == 1
    assert state.heroes[0].hand.count(WOUND) == 3  # the 5 left: no Unit left to take it, ⌈5 / 2⌉


def test_a_resistant_unit_absorbs_and_paralyze_destroys() -> None:
    """Research §3.4: a Unit resisting the element takes the damage less its Armour and is not
    wounded if nothing is left; Paralyze destroys a Unit that is given damage."""
    state = fight(unit="utem_guardsmen")
    block(state, 6)
    state.apply(act("block", 0))
    state.apply(act("next"))
    guards = described(state, "assign 0")
    assert guards["left"]["value"] == max(0, 8 - guards["armor"]["value"])
    state = fight(enemy="freezers")  # Swift, Paralyze, Ice attack 3
    block(state, 6)
    state.apply(act("block", 0))
    state.apply(act("next"))
    peasants = described(state, "assign 0")
    assert peasants["destroyed"]["value"] and peasants["left"]["value"] == 0
    assert "destroyed (Paralyze)" in peasants["outcome"]["value"]


@pytest.mark.parametrize("lang", LOCALES)
def test_the_terminal_says_the_numbers(lang: str) -> None:
    state = fight()
    block(state, 4)
    console = Console(width=140, record=True)
    render(state, 0, console, lang)
    out = console.export_text()
    cat = GAME.texts()
    block_wolves = Msg("mk-map-verdict-block", (("have", 4), ("needed", 6), ("swift", 1), ("more", 2)))
    block_iron = Msg("mk-map-verdict-block", (("have", 4), ("needed", 4), ("swift", 0), ("more", 0)))
    brutal = Msg("mk-map-verdict-damage", (("damage", 8), ("brutal", 1), ("wounds", 4), ("armor", 2)))
    for sentence in (block_wolves, block_iron, brutal):
        assert str(cat.say(sentence, lang)) in out
