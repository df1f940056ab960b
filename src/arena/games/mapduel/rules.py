"""Seed 004's fixed numbers: the reward and penalty tables, the die, the start hand.

The tables are the seed's, as exact fractions (奖励机制 / 惩罚机制). Row order matches
``actions.REWARDS`` and ``actions.PENALTIES``.
"""

from __future__ import annotations

from fractions import Fraction

REWARD_TABLE: tuple[Fraction, ...] = (
    Fraction(40, 100),  # 任选两张卡牌
    Fraction(20, 100),  # 此局增加角色一个装备槽
    Fraction(20, 100),  # 任意抽取一名玩家两张卡牌
    Fraction(18, 100),  # 下一回合活动两次
    Fraction(2, 100),  # 直接赢得此局游戏胜利
)
PENALTY_TABLE: tuple[Fraction, ...] = (
    Fraction(35, 100),  # 扣除此玩家角色生命及生命上限2点(马里奥为1点)
    Fraction(25, 100),  # 暂停活动2回合
    Fraction(20, 100),  # 此局减少角色一个装备槽
    Fraction(15, 100),  # 给其余玩家每人1张卡牌
    Fraction(5, 100),  # 往后3次的奖励/惩罚游戏均直接触发惩罚机制
)
DIE: tuple[Fraction, ...] = tuple(Fraction(1, 6) for _ in range(6))
PENALTY_HP_LOSS = 2
SUSPEND_TURNS = 2
FORCED_PENALTIES = 3
MAX_CARDS_PER_DUEL_TURN = 3

assert sum(REWARD_TABLE) == 1 and sum(PENALTY_TABLE) == 1


def loop_destination(length: int, here: int, steps: int) -> int:
    """The loop cell a move of ``steps`` cells from ``here`` reaches, by a roll or a card
    (``0``: onto or past Start, where the move stops and a duel round starts: seed 004 规则 5
    "当任意一名玩家移动回起点,则立即开始决斗回合"; B-3: the pips beyond Start are lost).
    Backwards from Start (``here == 0``) a move goes round onto the end of the loop."""
    destination = here + steps
    if destination > length or (destination <= 0 and (here > 0 or destination <= -(length + 1))):
        return 0
    return destination + length + 1 if destination <= 0 else destination
