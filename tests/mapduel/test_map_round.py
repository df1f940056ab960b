"""Map-round rules of seed 004 (地图回合规则) and research part B."""

from __future__ import annotations

from fractions import Fraction

import pytest

from arena.core.errors import IllegalActionError
from arena.core.state import CHANCE
from arena.games.mapduel import MapDuel
from arena.games.mapduel.position import MapDuelPosition
from arena.games.mapduel.rules import PENALTY_TABLE, REWARD_TABLE

from .helpers import card_total, do, equip, give, hp, legal, make, move_to, place


def test_random_seat_order_then_character_choice() -> None:
    # B-1: "Fix a random seat order at game start"; seed 规则 2: "每名玩家选择一名角色"
    state = MapDuel(players=3).new_initial_state()
    assert state.current_player() == CHANCE
    assert state.chance_outcomes() == [
        (state.game.text_to_action(f"seat p{p}"), Fraction(1, 3)) for p in range(3)
    ]
    do(state, "seat p2", "seat p0")
    assert state.seat_order == [2, 0, 1]
    assert state.current_player() == 2
    do(state, "pick mario")
    assert "pick mario" not in legal(state)  # a character is taken once
    with pytest.raises(IllegalActionError):
        do(state, "pick mario")


def test_players_roll_and_move_in_order() -> None:
    # seed 规则 3: "玩家按顺序投掷骰子,根据点数移动角色"; B-2: one d6
    state = make()
    assert legal(state) == ["roll"]
    do(state, "roll")
    assert state.current_player() == CHANCE
    assert [state.game.action_to_text(a) for a, _ in state.chance_outcomes()] == [
        f"die {k}" for k in range(1, 7)
    ]
    do(state, "die 2")
    assert state.position[0] == 2  # cell 2 is blank: ① "没有作用"
    assert state.current_player() == 1 and legal(state) == ["roll"]


def test_rest_cell_skips_the_next_turn() -> None:
    # ② 休息一回合: "到达此格的玩家下一回无权移动,不参与投骰子"
    state = make()
    move_to(state, 0, 4, 4)
    assert state.skipped_turns[0] == 1
    do(state, "roll", "die 2", "roll", "die 2")  # p1 and p2 land on blank cell 2
    assert state.current_player() == 1 and state.skipped_turns[0] == 0


def test_restless_ninja_ignores_rest() -> None:
    # house passive (MD2 character table): the Ninja's "restless"
    state = make(("ninja", "mario", "gambler"))
    move_to(state, 0, 4, 4)
    assert state.skipped_turns[0] == 0


def test_duel_cell_starts_a_duel_at_once() -> None:
    # ③ 立即决斗: "所有玩家跳过此轮地图行动回合,直接进行决斗回合"
    state = make()
    place(state, 1, 5)
    move_to(state, 0, 11, 4)
    assert state.duel is not None
    assert state.position == [0, 0, 0]
    assert state.current_player() == 0  # B-4/B-16: seat 1 opens the duel


@pytest.mark.parametrize(("start", "roll"), [(22, 5), (20, 5), (24, 1)])
def test_passing_or_landing_on_start_triggers_a_duel(start: int, roll: int) -> None:
    # seed 规则 5: "当任意一名玩家移动回起点,则立即开始决斗回合"; B-3: passing or landing, pips lost
    state = make()
    place(state, 0, start)
    do(state, "roll", f"die {roll}")
    assert state.duel is not None and state.position[0] == 0
    assert card_total(state) == 75  # 80 minus the 5 undefined cards (B-26)


def test_pick_any_card_is_a_face_up_search() -> None:
    # ④ 任选一张卡牌: "此玩家可以从现有牌堆中抽取任意一张卡牌"; B-23
    state = make()
    move_to(state, 0, 7, 4)
    assert state.current_player() == 0
    assert "choose fireball" in legal(state)
    assert "deck" in state.view(0) and "deck" not in state.view(1)
    fire = state.game.codec.card_index["fireball"]
    before = state.deck[fire]
    do(state, "choose fireball")
    assert state.hands[0] == [fire] and state.deck[fire] == before - 1


def test_draw_cells_draw_at_random_and_hide_the_card() -> None:
    # ⑤ 抽1张/2张卡: "从牌堆中随机抽取1张或2张卡牌"
    state = make()
    move_to(state, 0, 3, 3)  # draw2
    outcomes = dict(state.chance_outcomes())
    strike = state.game.text_to_action("draw strike")
    assert outcomes[strike] == Fraction(6, 75)
    events = state.apply(strike)
    assert events[0].for_player(0).data["card"] == "strike"  # type: ignore[union-attr]
    assert "card" not in events[0].for_player(1).data  # type: ignore[union-attr]
    do(state, "draw potion")
    assert len(state.hands[0]) == 2 and "hand" not in state.view(1)["players"][0]
    assert state.view(1)["players"][0]["hand_size"] == 2


def test_draws_are_cancelled_when_the_deck_is_short() -> None:
    # 卡牌规则 1: "若牌堆内的卡牌被抽完,则任何需要抽卡的行动或技能自动取消"; B-22 all or nothing
    state = make()
    MapDuelPosition(state).deck(state.game.cards[0].id).build()  # one card left, the rest discarded
    move_to(state, 0, 3, 3)  # draw2 with one card left
    assert state.hands[0] == [] and state.deck[0] == 1 and state.current_player() == 1


def _reward_game(state: object, lander_die: int, rep_die: int) -> None:
    move_to(state, 0, 6, 6)  # type: ignore[arg-type]
    assert legal(state) == ["rep p1", "rep p2"]  # type: ignore[arg-type]
    do(state, "rep p1", f"die {lander_die}", f"die {rep_die}")  # type: ignore[arg-type]


def test_reward_needs_a_strictly_higher_roll() -> None:
    # ⑥ "若到达此格的玩家点数大于玩家代表,则触发奖励机制,反之则不触发任何机制"; B-7, B-8
    state = make()
    _reward_game(state, 4, 4)
    assert state.current_player() == 1  # a tie: nothing
    state = make()
    _reward_game(state, 5, 4)
    assert [p for _, p in state.chance_outcomes()] == list(REWARD_TABLE)


def test_reward_rows() -> None:
    # ⑥ 奖励机制: 任选两张卡牌 / 增加一个装备槽 / 任意抽取一名玩家两张卡牌 / 活动两次 / 直接赢得胜利
    state = make()
    _reward_game(state, 6, 1)
    do(state, "reward pick2", "choose strike", "choose potion")
    assert len(state.hands[0]) == 2
    state = make()
    _reward_game(state, 6, 1)
    do(state, "reward slot")
    assert state.slots[0] == 3  # wizard 2 + 1 for this game (B-9)
    state = make()
    give(state, 2, "strike", "potion", "dodge")
    _reward_game(state, 6, 1)
    do(state, "reward steal2", "from p2")  # B-11: the lander picks the player, cards at random
    assert state.current_player() == CHANCE
    do(state, "take strike", "take dodge")
    assert len(state.hands[0]) == 2 and len(state.hands[2]) == 1
    state = make()
    _reward_game(state, 6, 1)
    do(state, "reward win")
    assert state.is_terminal() and state.returns() == [1.0, -1.0, -1.0]


def test_act_twice_next_turn() -> None:
    # ⑥ "下一回合活动两次"; B-5
    state = make()
    _reward_game(state, 6, 1)
    do(state, "reward double")
    do(state, "roll", "die 2", "roll", "die 2")  # p1, p2
    do(state, "roll", "die 4")  # p0 from cell 6 to blank cell 10
    assert state.current_player() == 0 and legal(state) == ["roll"]
    do(state, "roll", "die 5")  # cell 15, blank
    assert state.position[0] == 15 and state.current_player() == 1


def test_second_move_is_forfeited_by_a_duel() -> None:
    # B-6: "act twice" interrupted by a duel trigger on the first move: the second is lost
    state = make()
    MapDuelPosition(state).moves(2).cell(0, 20).build()  # p0's turn with "act twice"
    do(state, "roll", "die 6")
    assert state.duel is not None
    do(state, "end")  # p0 has no card: the duel ends (规则 6)
    assert state.duel is None and state.current_player() == 0 and state.double_move[0] is False
    do(state, "roll", "die 2")
    assert state.current_player() == 1


def _penalty_game(state: object, row: str) -> None:
    move_to(state, 0, 9, 3)  # type: ignore[arg-type]
    do(state, "rep p1", "die 3", "die 3", f"penalty {row}")  # type: ignore[arg-type]


def test_penalty_fires_on_a_lower_or_equal_roll() -> None:
    # ⑦ "若到达此格的玩家点数小于或等于玩家代表,则触发惩罚机制,反之则不触发任何机制"
    state = make()
    move_to(state, 0, 9, 3)
    do(state, "rep p1", "die 4", "die 3")
    assert state.current_player() == 1
    state = make()
    move_to(state, 0, 9, 3)
    do(state, "rep p1", "die 3", "die 3")
    assert [p for _, p in state.chance_outcomes()] == list(PENALTY_TABLE)


def test_penalty_hp_and_max_hp_mario_loses_one() -> None:
    # ⑦ "扣除此玩家角色生命及生命上限2点(马里奥为1点)"
    state = make()
    _penalty_game(state, "hp")
    assert (state.health[0], state.max_health[0]) == (5, 5)
    state = make(("mario", "wizard", "gambler"))
    _penalty_game(state, "hp")
    assert (state.health[0], state.max_health[0]) == (9, 9)


def test_penalty_suspension_two_turns() -> None:
    # ⑦ "暂停活动2回合"
    state = make()
    _penalty_game(state, "suspend")
    assert state.skipped_turns[0] == 2


def test_penalty_slot_discards_excess_equipment() -> None:
    # ⑦ "此局减少角色一个装备槽"; B-9: the owner discards the excess of their choice
    state = make()
    equip(state, 0, "wooden-shield", "cloak")
    _penalty_game(state, "slot")
    assert state.slots[0] == 1 and legal(state) == ["discard wooden-shield", "discard cloak"]
    do(state, "discard cloak")
    assert [state.game.cards[c].id for c in state.equipment[0]] == ["wooden-shield"]


def test_penalty_give_cards_falls_back_to_hp() -> None:
    # ⑦ "给其余玩家每人1张卡牌(若手中的卡不足则按血量扣除,剩余玩家从牌堆中抽取卡牌)"; B-12
    state = make()
    give(state, 0, "strike")
    _penalty_game(state, "give")
    assert state.current_player() == 0 and legal(state) == ["give strike"]
    do(state, "give strike")  # to p1, the next player
    assert len(state.hands[1]) == 1
    assert state.health[0] == 6  # nothing left for p2: 1 HP
    assert state.current_player() == CHANCE  # p2 draws from the deck instead
    do(state, "draw potion")
    assert len(state.hands[2]) == 1


def test_penalty_forces_the_next_three_games() -> None:
    # ⑦ "往后3次的奖励/惩罚游戏均直接触发惩罚机制"; B-10
    state = make()
    _penalty_game(state, "curse")
    assert state.forced_penalties[0] == 3
    do(state, "roll", "die 2", "roll", "die 2")  # p1, p2 to blank cell 2
    do(state, "roll", "die 6")  # p0 to blank cell 15
    do(state, "roll", "die 2", "roll", "die 2")  # p1, p2 to rest cell 4
    do(state, "roll", "die 2")  # p0 to cell 17: a reward cell becomes a penalty, no contest
    assert state.forced_penalties[0] == 2
    assert [p for _, p in state.chance_outcomes()] == list(PENALTY_TABLE)


def test_amulet_absorbs_a_penalty() -> None:
    # 卡牌规则 ③: "若玩家装备卡可以抵御玩家此回合受到的效果,则优先使用装备卡"
    state = make()
    equip(state, 0, "amulet")
    _penalty_game(state, "hp")
    assert state.health[0] == 7 and state.equipment[0] == []
    assert state.discard[state.game.codec.card_index["amulet"]] == 1


def test_action_cards_on_the_map_one_per_move() -> None:
    # 卡牌规则 ①: "仅在地图回合中所使用...可指定一名玩家生效,一次行动中仅可使用一张"; B-21: "One action
    # card per map turn, either before the roll or after the landing event resolves"
    state = make()
    give(state, 0, "bomb", "banana-peel", "strike")
    options = legal(state)
    assert "act bomb p1" in options and "act bomb p2" in options
    assert not any("strike" in o for o in options)  # a skill card is for duels only
    do(state, "act bomb p1")
    assert state.health[1] == 8  # at once (B-21)
    assert legal(state) == ["roll"]  # one per move
    do(state, "roll", "die 2")
    assert state.current_player() == 1  # the card before the roll was the move's one: the turn ends
    assert state.hands[0].count(state.game.codec.card_index["banana-peel"]) == 1


def test_an_action_card_after_the_landing_when_none_before_the_roll() -> None:
    # B-21: "either before the roll or after the landing event resolves"
    state = make()
    give(state, 0, "bomb", "banana-peel")
    do(state, "roll", "die 2")
    assert state.current_player() == 0 and "act banana-peel p2" in legal(state)  # after the landing
    do(state, "act banana-peel p2")
    assert state.skipped_turns[2] == 1 and state.current_player() == 1  # nothing else to do: the turn ends


def test_unaffected_characters_and_card_restrictions() -> None:
    # 卡牌规则 0: "某某角色不能使用、某某角色不受影响"
    state = make(("wizard", "ninja", "knight"))
    give(state, 0, "banana-peel")
    do(state, "act banana-peel p1")
    assert state.skipped_turns[1] == 0  # the Ninja is unaffected by banana peels
    state = make(("knight", "mario", "wizard"))
    give(state, 0, "fireball", "strike")
    place(state, 0, 24)
    do(state, "roll", "die 1")
    assert "play strike" in legal(state) and "play fireball" not in legal(state)


def test_equipment_absorbs_and_owner_chooses() -> None:
    # 卡牌规则 ③: "若装备多张装备卡,能且仅能选择任意一张装备卡抵御作用效果"
    state = make()
    give(state, 0, "bomb", "bomb")
    equip(state, 1, "wooden-shield")
    do(state, "act bomb p1")
    assert state.health[1] == 10 and state.equipment[1] == []
    state = make()  # one action card per move (B-21): the second bomb in a fresh position
    give(state, 0, "bomb")
    equip(state, 1, "wooden-shield", "mirror-armor")
    do(state, "act bomb p1")
    assert state.current_player() == 1
    assert legal(state) == ["absorb wooden-shield", "absorb mirror-armor"]
    do(state, "absorb mirror-armor")
    assert state.health[1] == 10 and [state.game.cards[c].id for c in state.equipment[1]] == ["wooden-shield"]


def test_equipping_is_free_on_the_map_within_slots() -> None:
    # 卡牌规则 ③ / B-20: equip on your own turn, within the character's slots
    state = make(("ninja", "mario", "wizard"))  # the Ninja has one slot
    give(state, 0, "wooden-shield", "cloak")
    do(state, "equip cloak")
    assert legal(state) == ["roll"]


def test_death_on_the_map_and_the_last_player_alive_wins() -> None:
    # B-13: at 0 HP outside a duel the character dies, its hand returns to the deck; B-14
    state = make(("wizard", "mario"))
    give(state, 0, "bomb")
    give(state, 1, "strike")
    hp(state, 1, 2)
    do(state, "act bomb p1")
    assert state.is_terminal() and state.returns() == [1.0, -1.0]
    assert state.alive[1] is False and state.hands[1] == []


def test_turn_cap_highest_hp_wins() -> None:
    # B-14: "Add a turn cap as a safety valve; at the cap, highest HP wins"
    state = make(max_turns=1)
    hp(state, 1, 3)
    do(state, "roll", "die 2")
    assert state.is_terminal() and state.game_winners == [2]  # the Gambler 9 > the Wizard 7
