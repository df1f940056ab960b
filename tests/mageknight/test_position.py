"""The position builder (``MageKnightPosition``) builds positions the game itself could reach
(Arena issue 30, item 4): the turn's path starts where the hero stands, no two heroes share a
space, the offers are dealt, the solo Dummy has its Skill tokens."""

from __future__ import annotations

import pytest

from arena.core.errors import StateFormatError
from arena.games.mageknight.actions import act
from arena.games.mageknight.game import MageKnight
from arena.games.mageknight.position import MageKnightPosition
from tests.mageknight.helpers import texts, to_decision

SOURCE = ["red", "blue", "green", "white"]


def duo() -> MageKnight:
    return MageKnight(players=2, heroes=["tovak", "goldyx"])


def solo() -> MageKnight:
    return MageKnight(players=1, heroes=["tovak"])


def test_a_forced_withdrawal_goes_back_where_the_built_turn_began() -> None:
    """research mageknight §1.5, end of turn: "Forced Withdrawal if not on a safe space
    (backtrack, +1 Wound per space)"; decisions MK10: a hero who cannot leave another hero's
    space ends its turn there, then withdraws. The built hero arrived on its space: the turn's
    path starts there, as a turn does."""
    state = MageKnightPosition(duo()).source(SOURCE).hand(0, ["march"]).at(0, (1, -1)).at(1, (1, 0)).build()
    assert state.turn.path == [[1, -1]]
    state.apply(act("play", "march"))
    state.apply(act("move", 1, 0))  # Move 0 left: it cannot leave, so it may end there
    assert state.game.invariant_errors(state) == []  # passing through during its turn
    assert "end-turn" in texts(state)
    state.apply(act("end-turn"))
    hero = state.heroes[0]
    assert hero.position == (1, -1) and hero.hand.count("wound") == 1


def test_two_heroes_on_one_space_is_not_a_position() -> None:
    """seed 001, "其他模型": "如果你不允许PVP规则,那停留在其他玩家所在格就是不被允许的" (decisions MK10;
    the portal holds several heroes)."""
    with pytest.raises(StateFormatError, match=r"two heroes share the space \(1, 0\)"):
        MageKnightPosition(duo()).source(SOURCE).hand(0, ["march"]).at(0, (1, 0)).at(1, (1, 0)).build()
    both = MageKnightPosition(duo()).source(SOURCE).hand(0, ["march"]).at(0, (0, 0))
    assert both.at(1, (1, 0)).build().heroes[1].position == (1, 0)


def test_a_level_up_in_a_built_position_offers_an_advanced_action() -> None:
    """research mageknight §1.3 step 1 and §1.10 (the offers of 3 Advanced Actions and Spells,
    players + 2 Units with a village Unit, dealt at set-up); data §5, level-up: "keep 1 + take
    any AA from the offer". Without ``offer``, the builder deals them (the lowest cards)."""
    state = MageKnightPosition(solo()).hand(0, ["march"]).fame(0, 3).build()
    assert len(state.offers["advanced"]) == 3 and len(state.offers["spell"]) == 3
    assert len(state.offers["unit"]) == 3
    state.heroes[0].level = 1  # Fame reached 3 during this turn
    state.apply(act("play", "march", "sideways:move"))
    state.apply(act("end-turn"))
    to_decision(state)
    state.apply(sorted(state.legal_actions())[0])  # a Skill
    to_decision(state)
    assert texts(state) == {f"pick {c}" for c in state.offers["advanced"]}


def test_a_level_up_with_an_empty_offer_says_so() -> None:
    """research mageknight §2.3 (level-up: an Advanced Action from the offer); an empty offer
    gives none, and the hero reads why."""
    game = solo()
    state = MageKnightPosition(game).hand(0, ["march"]).fame(0, 3).offer("advanced", []).build()
    state.heroes[0].level = 1
    state.apply(act("play", "march", "sideways:move"))
    state.apply(act("end-turn"))
    to_decision(state)
    events = state.apply(sorted(state.legal_actions())[0])
    said = [game.texts().say(e.say, "en") for e in events if e.say is not None]
    assert "Player 1 gains no Advanced Action: the Advanced Action offer is empty." in said


def test_the_built_dummy_has_its_skill_tokens() -> None:
    """research mageknight §1.12 (solo): "also use the Dummy hero's Skill tokens (minus its
    competitive interactive one); each time you gain a Skill, reveal one Dummy Skill into the
    Common Skill offer"."""
    game = solo()
    state = MageKnightPosition(game).hand(0, ["march"]).fame(0, 3).build()
    dummy = state.dummy
    assert dummy is not None and dummy.skill_pile == game.skill_tokens(dummy.hero, dummy=True)
    assert len(dummy.skill_pile) == 9
    state.heroes[0].level = 1
    state.apply(act("play", "march", "sideways:move"))
    state.apply(act("end-turn"))
    to_decision(state)
    skill = sorted(state.legal_actions())[0]
    state.apply(skill)
    state.apply(sorted(state.legal_actions())[0])  # the Advanced Action
    to_decision(state)
    revealed = [s for s in state.common_skills if s in game.skill_tokens(dummy.hero, dummy=True)]
    assert len(revealed) == 1 and len(dummy.skill_pile) == 8


def test_a_built_monastery_has_its_advanced_action_in_the_unit_offer() -> None:
    """research mageknight §1.9, on reveal: "monastery = put the top Advanced Action card into
    the Unit offer" (tile 5's NE space is a monastery)."""
    tiles = {(0, 0): "A", (1, -3): "1", (3, -2): "2", (4, -5): "5"}
    state = MageKnightPosition(solo()).tiles(tiles).hand(0, ["march"]).build()
    assert len(state.offers["monastery"]) == 1
    assert not set(state.offers["monastery"]) & set(state.offers["advanced"])
    assert state.offers["monastery"][0] not in state.decks["advanced"].cards()
