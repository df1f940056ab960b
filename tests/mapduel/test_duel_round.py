"""Duel-round rules of seed 004 (决斗回合规则, 卡牌规则 ②/③) and research B-15..B-20."""

from __future__ import annotations

from arena.games.mapduel.state import MapDuelState

from .helpers import card_total, do, equip, give, hp, legal, make, place


def _duel(state: MapDuelState) -> MapDuelState:
    """p0 passes Start: a duel round begins (seed 规则 5)."""
    place(state, 0, 24)
    do(state, "roll", "die 1")
    assert state.duel is not None
    return state


def test_worked_example_exactly() -> None:
    # 决斗回合规则 3: "玩家3剩余5点生命,玩家1使用技能对玩家3造成3点伤害,玩家2使用卡牌对玩家3造成2点伤害,
    # 此时玩家3不会阵亡,依旧剩余5点生命,可以正常行动。若玩家3行动,对自己使用回复卡牌恢复2点生命。
    # ...玩家1和玩家2不受影响,玩家3生命值为5-3-2+2=2。"
    # Players 1, 2, 3 are p0 (Wizard: Arcane missile, 3 damage to any), p1 (Mario), p2 (Gambler).
    state = make(("wizard", "mario", "gambler"))
    hp(state, 2, 5)
    give(state, 0, "wooden-shield")  # player 1 also plays a card (equipping counts, B-20)
    give(state, 1, "strike")  # 2 damage to the next player: player 3
    give(state, 2, "potion")  # heal 2 on oneself
    _duel(state)
    do(state, "skill p2", "equip wooden-shield", "end")
    assert state.health[2] == 5
    do(state, "play strike", "end")
    # 依旧剩余5点生命,可以正常行动
    assert state.health[2] == 5 and state.alive[2] and state.current_player() == 2
    do(state, "play potion", "end")
    # 所有玩家均行动一次,重新轮回玩家1,状态更新,进行结算
    assert state.health == [7, 10, 2]
    assert state.max_health == [7, 10, 9]
    assert state.duel is not None and state.duel.cycle == 2 and state.current_player() == 0


def test_skill_cards_only_in_duels_action_cards_only_on_the_map() -> None:
    # 卡牌规则 ① "仅在地图回合中所使用" and ② "仅在决斗回合中所使用"
    state = make()
    give(state, 0, "bomb", "strike", "boomerang")
    assert "act bomb p1" in legal(state) and "act boomerang p1" in legal(state)
    assert not any(t.startswith("play") for t in legal(state))
    _duel(state)
    options = legal(state)
    assert "play strike" in options and "play boomerang" in options  # a card of two types
    assert not any("bomb" in t for t in options) and not any(t.startswith("act") for t in options)


def test_at_most_three_cards_and_one_active_skill() -> None:
    # 决斗回合规则 2: "每回合每名玩家最多只能打出3张卡牌并发动一次主动技能"
    state = make()
    give(state, 0, "strike", "strike", "potion", "dodge")
    _duel(state)
    do(state, "skill p1")
    assert not any(t.startswith("skill") for t in legal(state))
    do(state, "play strike", "play strike", "play potion")
    assert legal(state) == ["end"]


def test_must_play_a_card_when_able() -> None:
    # 决斗回合规则 2 "每名玩家每回合必须打出至少一张牌"; B-15: a skill alone does not count
    state = make()
    give(state, 0, "strike")
    _duel(state)
    do(state, "skill p1")
    assert legal(state) == ["play strike"]
    state = make(voluntary_pass=True)  # the B-15 flag
    give(state, 0, "strike")
    _duel(state)
    assert "end" in legal(state)


def test_no_card_played_ends_the_duel_and_flushes() -> None:
    # 规则 6 "当轮到任意一名玩家出手牌时无应对上家或者主动打出的卡牌...决斗回合结束"; B-17, B-4, B-22
    state = make(("mario", "gambler", "medic"))
    give(state, 0, "strike")
    _duel(state)
    do(state, "play strike", "end")  # 2 damage queued on p1
    assert legal(state) == ["end", "skill"]  # p1 has no card
    do(state, "end")
    assert state.duel is None
    assert state.health[1] == 7  # the queued damage is not lost
    assert state.position == [0, 0, 0] and state.current_player() == 0  # back to Start, seat 1 first
    assert sum(state.discard) == 0 and card_total(state) == 75  # discards shuffled back


def test_default_target_is_the_next_player() -> None:
    # 卡牌规则 ②: "玩家打出的卡牌只对下家有效"; B-18
    state = make()
    give(state, 2, "strike")
    give(state, 0, "blessing")
    give(state, 1, "potion")
    _duel(state)
    do(state, "play blessing", "end", "play potion", "end", "play strike", "end")
    assert state.health == [5, 10, 9]  # p2's next player wraps round to p0
    assert state.max_health[0] == 8


def test_deaths_wait_for_the_end_of_the_cycle() -> None:
    # 决斗回合规则 3 "所有状态更新均在所有人都行动一次后"; 规则 6 "任意一名玩家阵亡时,决斗回合结束"; B-16
    state = make()
    hp(state, 1, 2)
    give(state, 0, "strike")
    give(state, 1, "strike")
    give(state, 2, "potion", "potion")
    _duel(state)
    do(state, "play strike", "end")
    assert state.alive[1] and state.current_player() == 1
    do(state, "play strike", "end", "play potion", "end")
    assert not state.alive[1] and state.health[2] == 9
    assert state.duel is None and not state.is_terminal()


def test_simultaneous_last_deaths_are_a_draw() -> None:
    # B-14: "Simultaneous last deaths (possible with deferred updates) end in a draw between them"
    state = make(("wizard", "mario"))
    state.health = [1, 1]
    give(state, 0, "strike")
    give(state, 1, "strike")
    _duel(state)
    do(state, "play strike", "end", "play strike", "end")
    assert state.is_terminal() and state.returns() == [0.0, 0.0]


def test_dodge_cancels_the_previous_players_damage() -> None:
    # B-19: a response card against effects the previous player queued on you this cycle
    state = make()
    give(state, 0, "strike")
    give(state, 1, "dodge")
    give(state, 2, "potion")
    _duel(state)
    do(state, "play strike", "end", "play dodge", "end", "play potion", "end")
    assert state.health[1] == 10


def test_equipment_absorbs_duel_damage_at_settlement() -> None:
    # 卡牌规则 ③: "若玩家装备卡可以抵御玩家此回合受到的效果,则优先使用装备卡"
    state = make()
    give(state, 0, "strike")
    give(state, 1, "potion")
    give(state, 2, "potion")
    equip(state, 1, "wooden-shield")
    _duel(state)
    do(state, "play strike", "end", "play potion", "end", "play potion", "end")
    assert state.health[1] == 10 and state.equipment[1] == []


def test_committed_cards_are_hidden_until_the_cycle_settles() -> None:
    # lead's note: simultaneous updates as sequential hidden commitments; seed "状态更新均在所有人都行动一次后"
    state = make()
    give(state, 0, "strike", "potion")
    give(state, 1, "potion")
    give(state, 2, "potion")
    _duel(state)
    events = state.apply(state.game.text_to_action("play strike"))
    seen = events[0].for_player(1)
    assert seen is not None and "card" not in seen.data
    view = state.view(1)
    assert view["duel"]["committed"] == [1, 0, 0] and view["duel"]["mine"]["cards"] == []
    assert state.view(0)["duel"]["mine"]["cards"] == ["strike"]
    do(state, "end", "play potion", "end")
    events = state.apply(state.game.text_to_action("play potion"))
    events += state.apply(state.game.text_to_action("end"))
    reveal = next(e for e in events if e.kind == "reveal")
    assert reveal.visible_to is None and reveal.data["cards"]["p0"] == ["strike"]


def test_sharp_and_armor_passives() -> None:
    # house passives (MD2 character table): Wizard "sharp" +1 on skill cards, Knight "armor" -1
    state = make(("wizard", "knight", "mario"))
    give(state, 0, "strike")
    give(state, 1, "potion")
    give(state, 2, "potion")
    _duel(state)
    do(state, "play strike", "end", "play potion", "end", "play potion", "end")
    assert state.health[1] == 12  # 2 + 1 - 1 = 2 damage, healed 2


def _long_duel(**options: object) -> tuple[int, list[int]]:
    """Knight against Medic, each playing one card a duel turn from a large hand: the last duel
    cycle reached, and the hands' skill cards left when the duel round ended."""
    state = make(("knight", "medic"), **options)
    give(state, 0, *(["potion"] * 5 + ["dodge"] * 4 + ["insight"] * 3 + ["elixir"] * 2 + ["blessing"]))
    give(state, 0, *(["first-aid-kit"] * 2 + ["super-mushroom"] * 2 + ["smoke-bomb"] * 2))
    give(state, 1, *(["frying-pan"] * 3 + ["strike"] * 6 + ["curse"] * 2 + ["pickpocket"] * 2))
    give(state, 1, *(["backstab"] * 2 + ["thunderstorm"] * 2 + ["sniper-arrow"] * 3 + ["fireball"] * 3))
    place(state, 0, 24)
    do(state, "roll", "die 1")  # through Start: the duel round
    cycle = 0
    while state.duel is not None and not state.is_over():
        if state.is_chance_node():
            state.apply(state.legal_actions()[0])
            continue
        plays = [a for a in legal(state) if a.startswith(("play", "equip"))]
        do(state, plays[0] if state.top().cards_played == 0 and plays else "end")  # type: ignore[attr-defined]
        cycle = max(cycle, state.duel.cycle if state.duel is not None else cycle)
    return cycle, [sum(1 for c in hand if state.card(c).skill) for hand in state.hands]


def test_a_duel_round_ends_only_as_rule_6_says() -> None:
    # 规则 6: the duel round ends "当轮到任意一名玩家出手牌时无应对…卡牌，亦或任意一名玩家阵亡时" — no cycle
    # cap by default (a played card never comes back before the duel round is over)
    cycle, skills_left = _long_duel()
    assert cycle > 20
    assert 0 in skills_left  # it ended because a player had no card left to play


def test_the_cycle_cap_is_a_safety_valve_of_the_reshuffle_flag() -> None:
    # B-22's house flag reshuffles the discards mid-duel: then `max_cycles` (20 unless given) ends it
    assert _long_duel(reshuffle_when_empty=True)[0] == 20
    assert _long_duel(max_cycles=5)[0] == 5
