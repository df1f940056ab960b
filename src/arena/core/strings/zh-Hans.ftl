# 核心文句：座位、列表、状态、随机、所有游戏共用的拒绝理由。
seat = 玩家 { $n }
list-separator = 、
action-notation = { $text }
status-over = 游戏结束。
status-chance = 由随机决定……
status-your-turn = 轮到你了。
status-to-move = 轮到{ $player }行动。
hidden = （隐藏）
chance-hidden = 抽取了一个隐藏的结果。
refuse-game-over = 游戏已经结束。
refuse-not-your-turn = 还没轮到你：现在轮到{ $player }行动。
refuse-bad-notation = “{ $text }”不是这个游戏的动作。
refuse-not-legal = 现在不能{ $action }。
refuse-chance-only = 这是随机结果，不是玩家的动作。
refuse-not-an-outcome = 这里不可能出现这个结果。
