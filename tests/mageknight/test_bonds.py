"""Norowas's Bonds of Loyalty (research mageknight_data §5: "on gaining: add 2 regular Units to
the offer; acts as an extra Command token; Unit under it costs 5 less (min 0), usable even where
Units are not allowed, cannot be disbanded")."""

from __future__ import annotations

from arena.games.mageknight import units
from arena.games.mageknight.actions import act
from arena.games.mageknight.combatrecord import CombatEnemy, CombatRecord
from arena.games.mageknight.game import MageKnight
from arena.games.mageknight.heroes import UnitState
from arena.games.mageknight.levels import choose_skill
from arena.games.mageknight.position import MageKnightPosition
from arena.games.mageknight.state import MageKnightState
from arena.games.mageknight.tasks import ChooseSkill, Disband
from tests.mageknight.helpers import texts

VILLAGE = (2, -3)  # tile 1's E space (data §9.3)
GAME = MageKnight(players=1, heroes=["norowas"])


def at_village(hand: list[str]) -> MageKnightState:
    position = MageKnightPosition(GAME).hand(0, hand).at(0, VILLAGE)
    state = position.offer("unit", ["peasants", "foresters", "herbalists"]).build()
    state.heroes[0].skills = ["bonds_of_loyalty"]
    state.heroes[0].units = [UnitState("utem_guardsmen")]  # level 1: its one Command token used
    state.apply(act("interact"))
    return state


def test_gaining_bonds_adds_two_units_to_the_offer() -> None:
    """ "on gaining: add 2 regular Units to the offer"."""
    state = MageKnightPosition(GAME).hand(0, ["march"]).build()
    offer = len(state.offers["unit"])
    choose_skill(
        state,
        ChooseSkill(0, ("bonds_of_loyalty", "forward_march")),
        act("pick", "skill:bonds_of_loyalty"),
        [],
    )
    while state.is_chance_node():
        state.apply(state.chance_outcomes()[0][0])
    assert len(state.offers["unit"]) == offer + 2 and "bonds_of_loyalty" in state.heroes[0].skills


def test_a_unit_under_bonds_costs_five_less_on_its_own_token() -> None:
    """ "acts as an extra Command token; Unit under it costs 5 less (min 0)"."""
    state = at_village(["march"])
    assert {"recruit peasants bonds", "recruit herbalists bonds", "recruit foresters bonds"} <= texts(state)
    assert "recruit peasants" not in texts(state)  # 4 Influence is needed without the Skill
    state.apply(act("recruit", "foresters", "bonds"))
    assert [(u.unit, u.bonded) for u in state.heroes[0].units] == [
        ("utem_guardsmen", False),
        ("foresters", True),
    ]
    assert state.turn.influence_points == 0
    assert not any(t.endswith(" bonds") for t in texts(state))  # one Unit under it


def test_the_bonded_unit_cannot_be_disbanded() -> None:
    """ "cannot be disbanded": a full Command disbands another Unit."""
    state = at_village(["march"])
    state.heroes[0].units.append(UnitState("peasants", bonded=True))
    assert units.disband_options(state, Disband(0, "herbalists")) == [act("pick", "unit:0")]


def test_the_bonded_unit_acts_where_units_are_not_allowed() -> None:
    """ "usable even where Units are not allowed" (a dungeon's combat)."""
    state = MageKnightPosition(GAME).hand(0, ["march"]).build()
    state.heroes[0].units = [UnitState("utem_crossbowmen"), UnitState("utem_crossbowmen", bonded=True)]
    state.combat = CombatRecord(0, [CombatEnemy("prowlers", None)], units_allowed=False)  # one to attack
    activations = {str(a) for a in units.activation_options(state, 0)}
    assert activations and all(a.startswith("activate 1 ") for a in activations)
    assert units.assignable(state, 0) == [1]
