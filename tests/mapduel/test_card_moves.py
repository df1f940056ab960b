"""A card's move is movement (issue 29): seed 004 规则 5 and 地图回合规则 ①–⑦ read for every move.

Seed 004, 游戏规则 5): "当任意一名玩家移动回起点,则立即开始决斗回合" — any player who moves back
to Start starts the duel round, whatever moved them; 地图回合规则 3) ②–⑦: "到达此格的玩家…" —
the player who reaches a cell resolves its event. The map (data/map.yaml): cell 3 draw2,
4 rest, 6 reward, 22 draw2, 23 duel, 24 blank. The reading before issue 29 (stop short of
Start, no cell event) stays as the house option ``card_moves="clamped"``.
"""

from __future__ import annotations

from arena.core.state import CHANCE
from arena.games.mapduel.tasks import DrawCards, DuelTurn

from .helpers import do, give, make, place


def test_a_card_carrying_a_player_past_start_starts_the_duel() -> None:
    # 规则 5: "当任意一名玩家移动回起点,则立即开始决斗回合"
    state = make()
    place(state, 0, 22)
    give(state, 0, "sprint")
    do(state, "act sprint")  # +3 from cell 22: past Start
    assert state.duel is not None and state.position == [0, 0, 0]
    assert isinstance(state.top(), DuelTurn) and state.top().player == 0  # seat 1 opens (B-4)


def test_a_card_moving_a_player_back_onto_start_starts_the_duel() -> None:
    # 规则 5: "移动回起点" — backwards onto Start is moving back to Start too
    state = make()
    place(state, 1, 2)
    give(state, 0, "trap")
    do(state, "act trap p1")  # -3 from cell 2: onto Start
    assert state.duel is not None and state.position[1] == 0


def test_a_card_landing_on_a_rest_cell_rests() -> None:
    # ② 休息一回合: "到达此格的玩家下一回无权移动,不参与投骰子"
    state = make()
    place(state, 0, 1)
    give(state, 0, "sprint")
    do(state, "act sprint")  # cell 1 -> cell 4 (rest)
    assert state.position[0] == 4 and state.skipped_turns[0] == 1
    assert state.current_player() == 0  # the card came before the roll: the roll is still to come


def test_a_card_landing_on_a_draw_cell_draws_for_the_moved_player() -> None:
    # ⑤ 抽1张/2张卡: "到达此格的玩家均可以从牌堆中随机抽取1张或2张卡牌"
    state = make()
    place(state, 1, 6)
    give(state, 0, "trap")
    do(state, "act trap p1")  # p1: cell 6 -> cell 3 (draw2)
    assert state.position[1] == 3 and state.current_player() == CHANCE
    top = state.top()
    assert isinstance(top, DrawCards) and top.player == 1 and top.count == 2


def test_a_card_landing_on_the_duel_cell_starts_the_duel() -> None:
    # ③ 立即决斗: "任意一名玩家到达此格,所有玩家跳过此轮地图行动回合,直接进行决斗回合"
    state = make()
    place(state, 0, 20)
    give(state, 0, "sprint")
    do(state, "act sprint")  # cell 20 -> cell 23 (duel)
    assert state.duel is not None and state.position == [0, 0, 0]


def test_a_card_moving_back_from_start_enters_the_loop_at_its_end() -> None:
    # 地图回合规则 1: "地图为循环式地图" — leaving Start backwards is not moving back to it
    state = make()
    give(state, 0, "trap")
    do(state, "act trap p1")  # p1 on Start: -3 -> cell 22 (draw2)
    assert state.duel is None and state.position[1] == 22
    assert isinstance(state.top(), DrawCards) and state.top().player == 1


def test_clamped_house_option_keeps_the_old_reading() -> None:
    # house option card_moves="clamped": a card's move stops short of Start and skips the event
    state = make(card_moves="clamped")
    place(state, 0, 22)
    give(state, 0, "sprint")
    do(state, "act sprint")
    assert state.duel is None and state.position[0] == 24
    state = make(card_moves="clamped")
    place(state, 0, 1)
    give(state, 0, "sprint")
    do(state, "act sprint")
    assert state.position[0] == 4 and state.skipped_turns[0] == 0
