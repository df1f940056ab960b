"""Mage Knight turns: set-up, card play, movement, exploring, rampaging enemies, combat, the
end of a turn and of a Round (seed 001 pp. 11-15; research mageknight §1, §3)."""

from __future__ import annotations

import pytest

from arena.core.errors import IllegalActionError
from arena.games.mageknight.actions import act
from arena.games.mageknight.game import MageKnight
from arena.games.mageknight.position import MageKnightPosition
from arena.games.mageknight.state import MageKnightState


def solo() -> MageKnight:
    return MageKnight(players=1, heroes=["tovak"])


def legal_texts(state: MageKnightState) -> set[str]:
    return {str(a) for a in state.legal_actions()}


def play_chance(state: MageKnightState, outcome: str | None = None) -> None:
    """Resolve the pending chance node: the named outcome, else the first listed."""
    outcomes = state.chance_outcomes()
    assert outcomes, "not a chance node"
    chosen = next(a for a, _ in outcomes if outcome is None or str(a) == outcome)
    state.apply(chosen)


def test_setup_places_tile_a_tiles_1_and_2_with_their_orcs() -> None:
    """seed 001, "狂暴(Rampaging)敌人": "起始地图上一共有两个兽人可汗标志——两个绿色的敌人指示物面朝上放置";
    decisions MK8: tile 1 at (1,-3), tile 2 at (3,-2)."""
    state = solo().new_initial_state()
    while state.current_player() != 0:
        play_chance(state)
    assert state.tiles == {(0, 0): "A", (1, -3): "1", (3, -2): "2"}
    assert len(state.enemies) == 2
    greens = set(solo().enemy_tokens["green"])
    assert all(token in greens for token in state.enemies.values())


def test_the_source_holds_players_plus_two_dice() -> None:
    """seed 001: "使用数量等于玩家数量再加二的骰子" — solo: 3 dice; 4 players: 6."""
    assert solo().source_dice == 3
    assert MageKnight(players=4).source_dice == 6


def test_a_hero_draws_a_hand_of_five_and_the_dummy_keeps_sixteen() -> None:
    """research §2.3: Hand limit 5 at level 1; §1.12: the Dummy's 16 cards and 3 crystals."""
    state = solo().new_initial_state()
    while state.current_player() != 0:
        play_chance(state)
    assert len(state.heroes[0].hand) == 5 and len(state.heroes[0].deck) == 11
    assert state.dummy is not None and len(state.dummy.deck) == 16
    assert sum(state.dummy.crystals.values()) == 3


def test_solo_the_player_picks_a_tactic_first_then_the_dummy_at_random() -> None:
    """research §1.4: solo, you always choose first, the Dummy takes one random remaining card."""
    state = solo().new_initial_state()
    while state.current_player() != 0:
        play_chance(state)
    assert state.pending() is not None and state.pending().task.kind == "choose_tactic"  # type: ignore[union-attr]
    assert len(state.legal_actions()) == 6
    state.apply(act("tactic", state.tactics_offer[0]))
    assert state.is_chance_node() and len(state.chance_outcomes()) == 5


def test_play_a_move_card_and_step_onto_plains() -> None:
    """seed 001, "移动力消耗": entering plains costs 2 by Day; you pay for the space entered."""
    state = MageKnightPosition(solo()).hand(0, ["march", "rage"]).build()
    assert "move 1 0" not in legal_texts(state)  # no Move points yet
    state.apply(act("play", "march"))
    assert state.turn.move_points == 2
    state.apply(act("move", 1, 0))  # tile A's E hex: plains
    assert state.heroes[0].position == (1, 0) and state.turn.move_points == 0


def test_sideways_cards_give_one_and_are_never_powered() -> None:
    """seed 001, "打出横置卡牌": any card but a Wound as Move 1 (never powered)."""
    state = MageKnightPosition(solo()).hand(0, ["rage", "wound"]).build()
    texts = legal_texts(state)
    assert "play rage sideways:move" in texts and not any(t.startswith("play wound") for t in texts)
    state.apply(act("play", "rage", "sideways:move"))
    assert state.turn.move_points == 1


def test_a_powered_card_names_its_mana_and_one_source_die_per_turn() -> None:
    """seed 001, "打出一张卡牌": powered by one mana of the card's colour — a Source die (one per
    turn), a crystal or a token; gold by Day pays any basic colour."""
    position = MageKnightPosition(solo()).hand(0, ["stamina", "stamina"]).source(["blue", "gold", "black"])
    state = position.crystals(0, blue=1).build()
    texts = legal_texts(state)
    assert {"play stamina die:0", "play stamina die:1", "play stamina crystal:blue"} <= texts
    assert "play stamina die:2" not in texts  # black: depleted by Day
    state.apply(act("play", "stamina", "die:1"))
    assert state.turn.move_points == 4 and state.turn.dice_taken == [1]
    texts = legal_texts(state)
    assert "play stamina die:0" not in texts and "play stamina crystal:blue" in texts


def test_lakes_are_inaccessible_and_forests_cost_more_at_night() -> None:
    """seed 001, "移动力消耗" (the red X); research §1.2: forest 3 by Day, 5 at Night."""
    state = MageKnightPosition(solo()).hand(0, ["march", "stamina"]).night().build()
    state.apply(act("play", "march"))
    state.apply(act("play", "stamina"))
    texts = legal_texts(state)
    assert "move -1 0" not in texts  # tile A's W hex: lake
    assert "move 1 -1" not in texts  # tile A's NE hex: forest costs 5 at Night
    assert "move 0 -1" in texts  # NW: plains


def test_moving_between_two_spaces_next_to_an_orc_provokes_it() -> None:
    """seed 001, "狂暴(Rampaging)敌人": from a space adjacent to the enemy to another adjacent one,
    the move ends and combat is forced."""
    game = solo()
    state = (
        MageKnightPosition(game)
        .hand(0, ["march", "stamina"])
        .at(0, (1, 0))
        .enemy((2, -1), "prowlers")
        .build()
    )
    state.apply(act("play", "march"))
    state.apply(act("play", "stamina"))
    assert "move 2 -1" not in legal_texts(state)  # its space cannot be entered
    state.apply(act("move", 1, -1))  # (1,0) and (1,-1) are both next to (2,-1)
    assert state.combat is not None and state.turn.move_points == 0
    assert state.pending() is not None and state.pending().task.kind == "combat"  # type: ignore[union-attr]


def test_an_unblocked_orc_wounds_the_hero() -> None:
    """research §3.2: each unblocked enemy deals its Attack; one Wound per Armor point (Armor 2)."""
    state = MageKnightPosition(solo()).hand(0, ["march"]).at(0, (1, 0)).enemy((2, -1), "prowlers").build()
    state.apply(act("challenge", 2, -1))
    state.apply(act("next"))  # ranged phase
    state.apply(act("next"))  # block phase: no block
    assert state.heroes[0].hand.count("wound") == 2  # Prowlers: attack 4 against Armor 2
    state.apply(act("next"))  # attack phase
    assert state.combat is None and (2, -1) in state.enemies


def test_defeating_a_rampaging_orc_gives_fame_and_reputation() -> None:
    """research §3.2: total attack ≥ Armor defeats; §1.8: Reputation +1 per orc."""
    hand = ["rage", "rage", "march"]
    state = MageKnightPosition(solo()).hand(0, hand).at(0, (1, 0)).enemy((2, -1), "prowlers").build()
    state.apply(act("challenge", 2, -1))
    state.apply(act("next"))
    state.apply(act("play", "rage", "sideways:block"))
    with pytest.raises(IllegalActionError):
        state.apply(act("block", 0))  # 1 block against attack 4
    state.apply(act("next"))  # takes 2 wounds
    state.apply(act("play", "rage"))
    state.apply(act("choose", 0))  # Attack 2
    state.apply(act("play", "march", "sideways:attack"))
    state.apply(act("attack", 0))  # 3 = Prowlers' Armor
    state.apply(act("next"))
    assert (2, -1) not in state.enemies
    assert state.heroes[0].fame == 2 and state.heroes[0].reputation == 1


def test_exploring_costs_two_and_reveals_the_next_tile_for_one_fame() -> None:
    """seed 001, "探索": 2 Move points; research §1.10: +1 Fame per tile revealed; tiles sorted."""
    state = MageKnightPosition(solo()).hand(0, ["march"]).at(0, (3, -3)).build()
    state.apply(act("play", "march"))
    explores = sorted(t for t in legal_texts(state) if t.startswith("explore"))
    assert explores
    state.apply(state.game.parse_action(explores[0]))
    assert state.heroes[0].fame == 1 and len(state.tiles) == 4 and "3" in state.tiles.values()
    assert state.turn.move_points == 0


def test_a_turn_needs_a_card_played_and_the_portal_takes_the_figure_off() -> None:
    """research §1.5: play or discard at least one card; seed 001, "传送门区": no figure stays there."""
    state = MageKnightPosition(solo()).hand(0, ["march", "rage"]).build()
    assert "end-turn" not in legal_texts(state)
    state.apply(act("play", "march"))
    state.apply(act("end-turn"))
    assert state.heroes[0].position is None
    assert state.heroes[0].play_area == [] and "march" in state.heroes[0].discard


def test_a_turn_lost_to_an_empty_deck_still_takes_the_figure_off_the_portal() -> None:
    """seed 001, "回合结束": a player with no card in hand or deck must announce the End of the
    Round; "传送门区": no figure stays on the portal at the end of a turn. Regression
    (examples/mageknight_playouts.py, 2 players): the hero entered at the portal for that turn and
    stayed there."""
    game = MageKnight(players=2, heroes=["tovak", "goldyx"])
    position = MageKnightPosition(game).hand(0, ["march"]).hand(1, []).deck(1, []).at(1, None)
    state = position.source(["red", "blue", "green", "white"]).build()
    state.apply(act("play", "march"))
    state.apply(act("end-turn"))
    while state.is_chance_node() or not (state.current_player() == 0 and state.pending().task.kind == "turn"):  # type: ignore[union-attr]
        state.apply(state.chance_outcomes()[0][0] if state.is_chance_node() else state.legal_actions()[-1])
    assert state.end_announced_by == 1 and state.heroes[1].position is None
    assert state.game.invariant_errors(state) == []


def test_a_turn_left_with_only_wounds_after_a_skill_move_may_still_end() -> None:
    """research §1.5: "You must play or discard at least one card per turn" and "Slow Recovery
    (hand is only Wounds) … No movement … while resting". A hero holding only Wounds who moves
    with a Skill (Double Time) can do neither any more: the turn may end (house rule "Dead
    ends", docs/mageknight.md) — an MCTS search found the position with no legal action."""
    state = MageKnightPosition(solo()).hand(0, ["wound"] * 5).build()
    state.heroes[0].skills = ["double_time"]
    assert "end-turn" not in legal_texts(state)  # the obligation holds before anything is done
    assert "rest wound" in legal_texts(state)
    state.apply(act("skill", "double_time"))
    target = next(a for a in state.legal_actions() if a.verb == "move")
    state.apply(target)
    assert state.turn.moved and "rest wound" not in legal_texts(state)
    assert legal_texts(state) >= {"end-turn"}
