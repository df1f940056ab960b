"""Every card, in every context it can be played (movement, interaction, each combat phase;
Day and Night): each legal way of playing it resolves completely — its choices, costs and
handlers answered with each first option — and leaves a valid position (issue 14: "a
generated test per card plays it in a built position and checks its effect")."""

from __future__ import annotations

import pytest

from arena.games.mageknight.actions import Action, act
from arena.games.mageknight.game import MageKnight
from arena.games.mageknight.position import MageKnightPosition
from arena.games.mageknight.state import MageKnightState
from tests.mageknight.helpers import answer_until

GAME = MageKnight(players=1, heroes=["tovak"])
CARDS = sorted(GAME.content.cards)
EFFECT_TASKS = {"resolve_effect", "choose_effect", "pay_cost", "handler_step", "draw_cards", "roll_mana_die",
                "draw_reward_cards", "choose_reward_card", "deal_offer", "tactic_step"}  # fmt: skip
VILLAGE = (2, -3)


def contexts(card: str, night: bool) -> list[tuple[str, MageKnightState]]:
    extra = ["march", "rage", "promise", "wound"]
    base = (MageKnightPosition(GAME).hand(0, [card, *extra]).crystals(0, red=3, blue=3, green=3, white=3)
            .tokens(0, ["gold", "black"]).source(["red", "blue", "gold"]).night(night))  # fmt: skip
    moving = base.at(0, (1, 0)).enemy((2, -1), "prowlers").build()
    out = [("movement", moving)]
    village = MageKnightPosition(GAME).hand(0, [card, *extra]).crystals(0, red=3, blue=3, green=3, white=3)
    interacting = village.at(0, VILLAGE).night(night).build()
    interacting.apply(act("interact"))
    out.append(("interaction", interacting))
    fighting = base.at(0, (1, 0)).enemy((2, -1), "prowlers").build()
    fighting.apply(act("challenge", 2, -1))
    for phase in ("ranged", "block", "attack"):
        out.append((phase, fighting.clone()))
        if phase == "block":
            fighting.apply(act("next"))
        else:
            fighting.apply(act("next"))
    return out


@pytest.mark.parametrize("card", CARDS)
def test_every_way_to_play_each_card_resolves(card: str) -> None:
    played = 0
    for night in (False, True):
        for _, state in contexts(card, night):
            plays: list[Action] = [a for a in state.legal_actions() if a.verb == "play" and a.args[0] == card]
            for play in plays:
                after = state.clone()
                after.apply(play)
                answer_until(after, lambda s: s.pending().task.kind not in EFFECT_TASKS, "card")  # type: ignore[union-attr]
                assert GAME.invariant_errors(after) == []
                data = after.to_json()
                assert MageKnightState.from_json(GAME, data).to_json() == data
                assert card in after.heroes[0].play_area or play.args[1:] == ("throw",)
                played += 1
    assert played >= 1  # at least sideways, in some context
