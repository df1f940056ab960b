"""Call to Arms (research mageknight_data §3, Spell 107: "use one ability of a Unit in the Unit
offer this turn as if yours (no damage to it)"): a borrowed Unit cannot pay with its own Wound.
Offering Utem Swordsmen's "Attack 6 or Block 6; this Unit is Wounded" through it crashed the
engine (the hero's Unit at slot -1: found by the plan agent's search in a 2-player game)."""

from __future__ import annotations

from arena.core import registry
from arena.games.mageknight.handlers import _wounds_its_unit, borrow_options


def test_a_borrowed_unit_offers_no_ability_that_wounds_it() -> None:
    game = registry.load("mageknight", players=2)
    state = game.new_initial_state()
    state.offers["unit"] = ["utem_swordsmen", "peasants"]
    abilities = game.content.units["utem_swordsmen"].abilities
    wounding = {i for i, a in enumerate(abilities) if _wounds_its_unit(a.effect)}
    assert wounding and len(wounding) < len(abilities)  # the data has both kinds
    offered = {(a.args[0], int(a.args[1])) for a in borrow_options(state, 0, lambda _effect: True)}
    assert not {("utem_swordsmen", i) for i in wounding} & offered
    assert {("utem_swordsmen", i) for i in range(len(abilities)) if i not in wounding} <= offered
    assert any(unit == "peasants" for unit, _i in offered)
