"""Every enemy of the data file (research mageknight §3.3-3.5, mageknight_data §7; issue 14:
"every ... enemy ... has a test of its effect"): challenged as a rampaging enemy, the combat panel
shows its data (armor, attacks, abilities, resistances), and left unblocked it wounds the hero
exactly as the combat calculator says from its data — Brutal doubling, Poison's Wounds into the
discard pile, Paralyze and the knock-out emptying the hand, a Summoner's brown token attacking
in its place."""

from __future__ import annotations

import pytest

from arena.games.mageknight import combat_math
from arena.games.mageknight.actions import act
from arena.games.mageknight.combat import panel
from arena.games.mageknight.datamodel import Enemy
from arena.games.mageknight.game import MageKnight
from arena.games.mageknight.heroes import WOUND
from arena.games.mageknight.position import MageKnightPosition

GAME = MageKnight(players=1, heroes=["tovak"])
ENEMIES = sorted(GAME.content.enemies)
HAND = ["march", "rage", "promise"]


def expected_wounds(foe: Enemy, armor: int) -> int:
    brutal = "brutal" in {str(a) for a in foe.abilities}
    return sum(
        combat_math.hero_wounds(combat_math.damage_dealt(a.amount, brutal), armor) for a in foe.attacks
    )


@pytest.mark.parametrize("token", ENEMIES)
def test_every_enemy_fights_as_its_data_says(token: str) -> None:
    data = GAME.content.enemies[token]
    state = MageKnightPosition(GAME).hand(0, HAND).at(0, (1, 0)).enemy((2, -1), token).build()
    state.apply(act("challenge", 2, -1))
    shown = panel(state)
    assert shown is not None and shown["enemies"][0]["token"] == token
    assert shown["enemies"][0]["armor"] == data.armor
    assert shown["enemies"][0]["abilities"] == sorted(str(a) for a in data.abilities)
    assert shown["enemies"][0]["resistances"] == sorted(str(r) for r in data.resistances)
    if not data.summon:
        assert shown["enemies"][0]["attacks"] == [
            {"amount": a.amount, "element": str(a.element)} for a in data.attacks
        ]
    attacker = data
    state.apply(act("next"))  # no ranged attack
    if data.summon:  # a brown token is drawn to attack in its place
        assert state.is_chance_node()
        outcome = state.chance_outcomes()[0][0]
        state.apply(outcome)
        attacker = GAME.content.enemies[outcome.args[0]]
        assert str(attacker.colour) == str(data.summon)
        # Issue 29: the panel shows the summoned enemy with its own Armour and abilities (a
        # Minotaur summoned by Orc Summoners showed "4 · summon" and its Brutal went unseen).
        row = panel(state)["enemies"][0]  # type: ignore[index]
        assert row["summoned"] == outcome.args[0]
        assert row["armor"] == attacker.armor and row["summoner_armor"] == data.armor
        assert row["abilities"] == sorted(str(a) for a in attacker.abilities)
        assert row["resistances"] == sorted(str(r) for r in attacker.resistances)
    armor = GAME.armor(state, 0)
    before = state.heroes[0].discard.count(WOUND)
    state.apply(act("next"))  # no block: the damage comes
    while state.is_chance_node():
        state.apply(state.chance_outcomes()[0][0])
    if (
        state.combat is not None
        and state.current_player() == 0
        and any(a.verb == "assign" for a in state.legal_actions())
    ):  # damage is being assigned: the panel says so (issue 29: it read "attack phase")
        assert panel(state)["phase"] == "damage"  # type: ignore[index]
    hero = state.heroes[0]
    wounds = expected_wounds(attacker, armor)
    assert hero.hand.count(WOUND) == wounds
    poison = "poison" in {str(a) for a in attacker.abilities}
    assert hero.discard.count(WOUND) - before == (wounds if poison else 0)
    paralyze = "paralyze" in {str(a) for a in attacker.abilities}
    if (paralyze and wounds) or wounds >= GAME.hand_limit(state, 0):  # paralysed or knocked out
        assert set(hero.hand) == {WOUND}
    elif wounds:
        assert set(HAND) <= set(hero.hand)
    assert GAME.invariant_errors(state) == []
