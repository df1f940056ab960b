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
