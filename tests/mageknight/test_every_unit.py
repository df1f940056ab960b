"""Every Unit of the data file and every one of its abilities (research mageknight §4.6,
mageknight_data §6; issue 14: "every ... unit ... of the data file has a test of its effect"): in
built positions covering movement, interaction and each combat phase, by Day and by Night, each
ability the Unit may use there (with each mana source it may pay) resolves completely — choices
answered with each first option — spends the Unit, changes the position and leaves a valid one;
a wounded or Spent Unit offers nothing."""

from __future__ import annotations

import pytest

from arena.games.mageknight.actions import Action, act
from arena.games.mageknight.game import MageKnight
from arena.games.mageknight.heroes import UnitState
from arena.games.mageknight.position import MageKnightPosition
from arena.games.mageknight.state import MageKnightState
from tests.mageknight.helpers import answer_until, back_at

GAME = MageKnight(players=1, heroes=["tovak"])
UNITS = sorted(GAME.content.units)
VILLAGE = (2, -3)


def contexts(unit: str, night: bool) -> list[MageKnightState]:
    def base() -> MageKnightPosition:
        position = MageKnightPosition(GAME).hand(0, ["march", "rage", "promise", "wound"])
        position = position.crystals(0, red=2, blue=2, green=2, white=2)
        return position.tokens(0, ["gold", "black"]).source(["red", "blue", "gold"]).night(night)

    moving = base().at(0, (1, 0)).enemy((2, -1), "prowlers").build()
    village = base().at(0, VILLAGE).build()
    village.apply(act("interact"))
    fighting = base().at(0, (1, 0)).enemy((2, -1), "prowlers").build()
    fighting.apply(act("challenge", 2, -1))
    out = [moving, village]
    for _ in ("ranged", "block", "attack"):
        out.append(fighting.clone())
        fighting.apply(act("next"))
    for state in out:  # the Unit under test in slot 0; a wounded one to heal, a Spent one to ready
        state.heroes[0].units = [
            UnitState(unit),
            UnitState("peasants", wounds=1),
            UnitState("peasants", ready=False),
        ]
    return out


def activations(state: MageKnightState) -> list[Action]:
    return [a for a in state.legal_actions() if a.verb == "activate" and a.args[0] == "0"]


@pytest.mark.parametrize("unit", UNITS)
def test_every_ability_of_each_unit_resolves(unit: str) -> None:
    abilities: set[str] = set()
    for night in (False, True):
        for state in contexts(unit, night):
            kind = state.pending().task.kind  # type: ignore[union-attr]
            for activation in activations(state):
                after = state.clone()
                before = after.to_json()
                after.apply(activation)
                answer_until(after, back_at(kind), "ability")
                assert not after.heroes[0].units[0].ready
                assert after.to_json() != before
                assert GAME.invariant_errors(after) == []
                saved = after.to_json()
                assert MageKnightState.from_json(GAME, saved).to_json() == saved
                abilities.add(activation.args[1])
    assert abilities == {str(i) for i in range(len(GAME.content.units[unit].abilities))}


@pytest.mark.parametrize("unit", UNITS)
def test_a_wounded_or_spent_unit_offers_nothing(unit: str) -> None:
    """Research §4.6: only a Ready, unwounded Unit may be activated."""
    for state in contexts(unit, False):
        state.heroes[0].units[0] = UnitState(unit, wounds=1)
        assert activations(state) == []
        state.heroes[0].units[0] = UnitState(unit, ready=False)
        assert activations(state) == []


def test_utem_swordsmen_wound_themselves_for_attack_or_block_6() -> None:
    """data §6, Utem Swordsmen: "Attack or Block 3; or Attack or Block 6, this Unit is Wounded".
    Regression: the Wound cost was never payable, so the second ability was never offered."""
    state = contexts("utem_swordsmen", False)[3]  # the block phase
    assert state.combat is not None and state.combat.phase == "block"
    state.apply(act("activate", 0, 1))
    assert state.heroes[0].units[0].wounds == 1 and not state.heroes[0].units[0].ready
    state.apply(next(a for a in state.legal_actions() if a.verb == "choose" and a.args[0] == "1"))
    assert state.combat.block == {"physical": 6}
