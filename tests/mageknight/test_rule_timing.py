"""Mage Knight rules read again from the seed: Healing and Special cards after the turn's action,
no action on another hero's space, every Wound of a combat toward knock-out, and the city
revealed on a Round's last turn (seed 001; decisions MK10, MK11, MK13; research §1.10, §3.5)."""

from __future__ import annotations

import pytest

from arena.core.errors import IllegalActionError
from arena.games.mageknight.actions import act
from arena.games.mageknight.game import MageKnight
from arena.games.mageknight.heroes import WOUND
from arena.games.mageknight.position import MageKnightPosition
from arena.games.mageknight.state import MageKnightState
from arena.games.mageknight.tasks import DUMMY
from tests.mageknight.helpers import texts, to_decision


def solo() -> MageKnight:
    return MageKnight(players=1, heroes=["tovak"])


def won_fight(hand: list[str]) -> MageKnightState:
    """Tovak beats the Prowlers (2 Wounds taken unblocked) with Rage and March sideways."""
    state = MageKnightPosition(solo()).hand(0, hand).at(0, (1, 0)).enemy((2, -1), "prowlers").build()
    state.apply(act("challenge", 2, -1))
    state.apply(act("next"))  # no ranged attack
    state.apply(act("next"))  # no block: 2 Wounds
    state.apply(act("play", "rage"))
    state.apply(act("choose", 0))
    state.apply(act("play", "march", "sideways:attack"))
    state.apply(act("attack", 0))
    state.apply(act("next"))
    assert state.combat is None
    return state


def test_a_healing_card_may_be_played_after_the_turns_combat() -> None:
    """seed 001, "卡牌类型": "治疗卡牌可以在除战斗以外的任何时候打出" — the combat over, the Wounds it gave
    may be healed before the turn ends (decisions MK11)."""
    state = won_fight(["rage", "rage", "march", "tranquility"])
    assert state.heroes[0].hand.count(WOUND) == 2
    legal = texts(state)
    assert {"play tranquility", "end-turn"} <= legal
    assert "play tranquility sideways:move" not in legal  # no movement after the action
    state.apply(act("play", "tranquility"))
    to_decision(state)
    while state.pending() is not None and state.pending().task.kind != "turn":  # type: ignore[union-attr]
        state.apply(state.legal_actions()[0])  # Heal 1 (the first option), the Wound picked
    assert state.heroes[0].hand.count(WOUND) == 1


def test_a_healing_card_may_be_played_after_resting() -> None:
    """seed 001, "治疗卡牌可以在除战斗以外的任何时候打出": resting is the turn's action, not a combat."""
    state = MageKnightPosition(solo()).hand(0, ["march", "tranquility", WOUND, WOUND]).at(0, (1, 0)).build()
    state.apply(act("rest", "march", 1))
    assert "play tranquility" in texts(state)
    assert not [t for t in texts(state) if t.startswith("play march")]


def test_healing_stays_forbidden_in_combat() -> None:
    """seed 001: "治疗卡牌可以在除战斗以外的任何时候打出" — not in combat."""
    state = (
        MageKnightPosition(solo())
        .hand(0, ["tranquility", WOUND])
        .at(0, (1, 0))
        .enemy((2, -1), "prowlers")
        .build()
    )
    state.apply(act("challenge", 2, -1))
    assert state.combat is not None
    assert "play tranquility" not in texts(state)


def two_heroes_on_one_space() -> MageKnightState:
    """P1 steps onto the village where P2 stands (seed 001: passing through is free)."""
    game = MageKnight(players=2, heroes=["tovak", "goldyx"])
    state = (
        MageKnightPosition(game)
        .hand(0, ["march", "promise", "rage"])
        .at(0, (1, -2))
        .at(1, (2, -3))
        .source(["red", "blue", "green", "white"])
        .build()
    )
    state.apply(act("play", "march"))
    state.apply(act("move", 2, -3))
    assert state.heroes[0].position == state.heroes[1].position == (2, -3)
    return state


def test_no_interaction_on_another_heros_space() -> None:
    """seed 001: "你可以自由地通过被其他模型占据的地点,但你不能在该地点结束此次移动 … 停留在其他玩家所在格就是不被
    允许的"; decisions MK10: acting there is illegal."""
    state = two_heroes_on_one_space()
    assert "interact" not in texts(state)
    with pytest.raises(IllegalActionError):
        state.apply(act("interact"))


def test_no_challenge_from_another_heros_space() -> None:
    """decisions MK10: a hero on another hero's space takes no action there — not a combat either."""
    game = MageKnight(players=2, heroes=["tovak", "goldyx"])
    state = (
        MageKnightPosition(game)
        .hand(0, ["march", "rage"])
        .source(["red", "blue", "green", "white"])
        .at(1, (1, 0))
        .enemy((2, -1), "prowlers")
        .build()
    )
    state.apply(act("play", "march"))
    state.apply(act("move", 1, 0))  # onto the other hero's space
    assert not [t for t in texts(state) if t.startswith("challenge")]
    alone = (
        MageKnightPosition(game)
        .hand(0, ["march", "rage"])
        .source(["red", "blue", "green", "white"])
        .at(0, (1, 0))
        .at(1, (2, -3))
        .enemy((2, -1), "prowlers")
        .build()
    )
    assert "challenge 2 -1" in texts(alone)


def test_a_wound_from_ones_own_card_in_combat_counts_toward_knock_out() -> None:
    """research §3.5: "Wounds added to hand during one combat ≥ unmodified Hand limit → discard all
    non-Wound cards"; decisions MK13: "Wounds taken from one's own cards during a combat count toward
    knock-out". The Ironclads give 4, Blood Rage's cost the 5th: Tovak's Hand limit 5 is reached."""
    game = solo()
    state = (
        MageKnightPosition(game)
        .hand(0, ["blood_rage", "rage", "march", "stamina"])
        .at(0, (1, 0))
        .enemy((2, -1), "ironclads")
        .build()
    )
    state.apply(act("challenge", 2, -1))
    state.apply(act("next"))
    state.apply(act("next"))
    while state.pending() is not None and state.pending().task.kind != "combat":  # type: ignore[union-attr]
        state.apply(state.legal_actions()[0])
    assert state.combat is not None and state.combat.wounds == 4
    assert sorted(c for c in state.heroes[0].hand if c != WOUND) == ["blood_rage", "march", "rage", "stamina"]
    state.apply(act("play", "blood_rage"))
    state.apply(act("choose", 1))  # the option that costs a Wound
    assert state.combat is not None and state.combat.wounds == 5 == game.hand_limit(state, 0)
    assert state.heroes[0].hand == [WOUND] * 5  # knocked out: every other card discarded
    assert {"march", "rage", "stamina"} <= set(state.heroes[0].discard)


def test_the_city_revealed_on_the_rounds_last_turn_ends_the_game() -> None:
    """research §1.10: "every player (incl. revealer) gets one last turn; if the Round ends during this,
    game ends at once". The Dummy announced the End of the Round, the hero reveals the city on the
    Round's last turn: no turn follows, the game ends."""
    game = solo()
    state = (
        MageKnightPosition(game)
        .hand(0, ["march", "rage"])
        .deck(0, ["stamina", "swiftness", "rage", "march", "promise"])
        .at(0, (3, -3))
        .build()
    )
    state.countryside_pile = []
    state.core_others_left = 0
    state.core_candidates = sorted(game.core_city_tiles)
    state.end_announced_by, state.turns_left = DUMMY, []
    state.apply(act("play", "march"))
    explore = sorted(t for t in texts(state) if t.startswith("explore"))
    state.apply(game.parse_action(explore[0]))
    to_decision(state)
    assert state.city_revealed and state.turns_left == []
    state.apply(act("end-turn"))
    for _ in range(50):
        if state.over:
            break
        pending = state.pending()
        assert pending is not None and pending.task.kind != "turn", "no turn after the Round's end"
        state.apply(state.chance_outcomes()[0][0] if state.is_chance_node() else state.legal_actions()[0])
    assert state.over and state.round == 1


def test_the_city_revealed_before_any_announcement_gives_everyone_a_last_turn() -> None:
    """research §1.10: "every player (incl. revealer) gets one last turn" — solo, the hero's own."""
    game = solo()
    state = (
        MageKnightPosition(game)
        .hand(0, ["march", "rage"])
        .deck(0, ["stamina", "swiftness"])
        .at(0, (3, -3))
        .build()
    )
    state.countryside_pile = []
    state.core_others_left = 0
    state.core_candidates = sorted(game.core_city_tiles)
    state.apply(act("play", "march"))
    state.apply(game.parse_action(sorted(t for t in texts(state) if t.startswith("explore"))[0]))
    to_decision(state)
    assert state.city_revealed and state.turns_left == [0]
