"""Every Skill of the data file (research mageknight_data §5; issue 14: "every card, skill, ...
of the data file has a test of its effect"): in built positions covering movement, interaction
and each combat phase, by Day and by Night, each way of using it resolves completely — its
choices answered with each first option — marks it used, changes the position, and leaves a
valid one. A passive Skill is never an action; an interactive one exists in 2–4 players only."""

from __future__ import annotations

import pytest

from arena.games.mageknight.actions import Action, act
from arena.games.mageknight.game import MageKnight
from arena.games.mageknight.heroes import UnitState
from arena.games.mageknight.position import MageKnightPosition
from arena.games.mageknight.state import MageKnightState
from tests.mageknight.helpers import answer_until, back_at

SOLO = MageKnight(players=1, heroes=["tovak"])
DUO = MageKnight(players=2, heroes=["tovak", "goldyx"])
SKILLS = sorted(SOLO.content.skills)
VILLAGE = (2, -3)


def contexts(game: MageKnight, skill: str, night: bool) -> list[MageKnightState]:
    hand = ["march", "rage", "promise", "wound", "stamina"]
    dice = ["red", "blue", "gold", "white"] if game.num_players == 2 else ["red", "blue", "gold"]

    def base() -> MageKnightPosition:
        position = MageKnightPosition(game).hand(0, hand).crystals(0, red=2, blue=2, green=2, white=2)
        position = position.tokens(0, ["gold"]).source(dice).night(night)
        if game.num_players == 2:
            position = position.hand(1, ["march", "rage"]).crystals(1, red=1).at(1, (1, -1))
        return position

    out = []
    moving = base().at(0, (1, 0)).enemy((2, -1), "prowlers").build()
    village = base().at(0, VILLAGE).build()
    village.apply(act("interact"))
    fighting = base().at(0, (1, 0)).enemy((2, -1), "prowlers").build()
    fighting.apply(act("challenge", 2, -1))
    out += [moving, village]
    for _ in ("ranged", "block", "attack"):
        out.append(fighting.clone())
        fighting.apply(act("next"))
    for state in out:
        state.heroes[0].skills = [skill]
        state.heroes[0].units = [UnitState("peasants", ready=False, wounds=1)]  # for Unit Skills
    return out


def uses(state: MageKnightState, skill: str) -> list[Action]:
    return [a for a in state.legal_actions() if a.verb == "skill" and a.args[0] == skill]


@pytest.mark.parametrize("skill", SKILLS)
def test_every_way_to_use_each_skill_resolves(skill: str) -> None:
    data = SOLO.content.skills[skill]
    game = DUO if data.interactive else SOLO
    used = 0
    for night in (False, True):
        for state in contexts(game, skill, night):
            kind = state.pending().task.kind  # type: ignore[union-attr]
            for use in uses(state, skill):
                after = state.clone()
                before = after.to_json()
                after.apply(use)
                answer_until(after, back_at(kind, 0), "Skill")
                assert skill in after.heroes[0].skills_used
                assert after.to_json() != before
                assert game.invariant_errors(after) == []
                saved = after.to_json()
                assert MageKnightState.from_json(game, saved).to_json() == saved
                used += 1
    if str(data.usage) == "passive":
        assert used == 0  # a passive Skill works by itself, never as an action
    else:
        assert used >= 1


@pytest.mark.parametrize("hero", sorted(SOLO.content.heroes))
def test_interactive_skills_are_removed_in_solo(hero: str) -> None:
    """Research §11 / decisions MK4, MK6: the interactive Skill leaves a hero's Skill tokens in
    solo (and with the ``interactive_skills`` option off); it stays with 2–4 players."""
    interactive = {s for s in SKILLS if SOLO.content.skills[s].interactive}
    assert not interactive & set(SOLO.skill_tokens(hero))
    assert not interactive & set(MageKnight(players=2, interactive_skills=False).skill_tokens(hero))
    assert len(interactive & set(DUO.skill_tokens(hero))) == 1
