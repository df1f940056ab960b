# 地图与决斗(seed 004):玩家读到的文句。卡牌、角色、技能、格子事件、奖励与惩罚条目的名称
# 来自数据(terms.py);繁体由 OpenCC 在载入时转换。

## 移动到达之处
md-where-cell = 第{ $cell }格（{ $event }）
md-where-start = 起点，并开始决斗回合
md-where-quiet = 第{ $cell }格（不触发格子事件）
md-where-each = 各自到达的格子

## 卡牌或技能的效果（对出牌的玩家说）
md-eff-damage = 对{ $who }造成{ $amount }点伤害
md-eff-damage-self = 对自己造成{ $amount }点伤害
md-eff-heal = { $who }恢复{ $amount }点生命
md-eff-heal-self = 恢复{ $amount }点生命
md-eff-max-hp-up = { $who }生命上限增加{ $amount }点
md-eff-max-hp-up-self = 生命上限增加{ $amount }点
md-eff-max-hp-down = { $who }生命上限减少{ $amount }点
md-eff-max-hp-down-self = 生命上限减少{ $amount }点
md-eff-steal = 从{ $who }手中随机抽取{ $amount }张卡牌
md-eff-steal-self = 从自己手中取回{ $amount }张卡牌
md-eff-skip = { $who }休息{ $amount }个地图回合
md-eff-skip-self = 休息{ $amount }个地图回合
md-eff-move-forward = { $who }前进{ $amount }格，到{ $where }
md-eff-move-forward-self = 前进{ $amount }格，到{ $where }
md-eff-move-back = { $who }后退{ $amount }格，到{ $where }
md-eff-move-back-self = 后退{ $amount }格，到{ $where }
md-eff-draw-self = 抽{ $amount }张卡
md-eff-double-self = 下一回合活动两次
md-eff-slot-self = 此局增加{ $amount }个装备槽
md-eff-cancel = 闪避{ $who }本轮对你造成的伤害

## 动作（标签）
md-do-seat = { $player }坐第{ $seat }位
md-do-pick = 选择{ $character }：生命{ $hp }，装备槽{ $slots }个，主动技能{ $active }，被动技能{ $passive }
md-do-roll = 投掷骰子并移动
md-do-roll-two = 投掷骰子并移动（本回合两次移动中的第一次）
md-do-end-turn = 结束你的回合
md-do-end-move = 结束这次移动，再移动一次
md-do-end-duel-turn = 结束你的决斗回合
md-do-end-duel = 不出牌：决斗回合结束
md-do-die = 骰子掷出{ $roll }点
md-do-die-move = { $player }掷出{ $roll }点：到{ $where }
md-do-die-contest = { $player }在{ $game }中掷出{ $roll }点
md-do-die-contest-lucky = { $player }在{ $game }中掷出{ $roll }点，加上{ $passive }为{ $total }点
md-do-reward = { $player }的奖励：{ $row }（{ $percent }%）
md-do-penalty = { $player }的惩罚：{ $row }（{ $percent }%）
md-do-rep = { $rep }代表其余玩家与{ $lander }比骰子（{ $game }）
md-do-from = { $count ->
    [0] 从{ $victim }手中抽取：其手中没有卡牌，什么也拿不到
   *[other] 从{ $victim }手中随机抽取{ $count }张卡牌（其手中有{ $held }张）
  }
md-do-skill = 发动{ $skill }：{ $effect }
md-do-skill-hidden = { $player }发动了主动技能
md-do-draw = { $player }抽到{ $card }
md-do-draw-hidden = { $player }抽了一张卡
md-do-take = { $player }从{ $victim }手中抽到{ $card }
md-do-take-hidden = { $player }从{ $victim }手中随机抽了一张卡
md-do-choose = 从牌堆中拿取{ $card }（剩{ $left }张）
md-do-choose-hidden = { $player }从牌堆中任选了一张卡
md-do-act = 打出{ $card }：{ $effect }
md-do-play = 打出{ $card }：{ $effect }
md-do-play-hidden = { $player }暗置打出一张卡
md-do-equip = 装备{ $card }（可抵御一次：{ $stops }）
md-do-equip-duel = 装备{ $card }，算作你的3张牌之一（可抵御一次：{ $stops }）
md-do-give = 把{ $card }给{ $to }
md-do-give-hidden = { $player }给了{ $to }一张卡
md-do-discard = 弃掉装备{ $card }（剩{ $slots }个装备槽）
md-do-absorb = 用掉{ $card }来抵御{ $stopped }

## 动作分组
group-seat = 座次
group-character = 选择角色
group-turn = 你的回合
group-die = 掷骰
group-table = 奖励或惩罚机制
group-representative = 其余玩家的代表
group-victim = 从谁手中抽卡
group-skill = 主动技能
group-draw = 抽到的卡
group-take = 抽取的卡
group-deck = 从牌堆中任选
group-action-card = 行动卡
group-skill-card = 技能卡
group-equip = 装备
group-give = 给出卡牌
group-discard = 弃掉装备
group-absorb = 抵御效果

## 状态
md-st-seat = 正在随机决定座次……
md-st-pick-yours = 选择你的角色。
md-st-pick = { $player }正在选择角色。
md-st-before-roll-yours = 轮到你：可以先打出一张行动卡或装备，然后投掷骰子。
md-st-before-roll-yours-acted = 轮到你：可以先装备，然后投掷骰子。
md-st-before-roll-yours-two = 轮到你，本回合活动两次：可以先打出一张行动卡或装备，然后投掷骰子。
md-st-before-roll-yours-acted-two = 轮到你，本回合活动两次：可以先装备，然后投掷骰子。
md-st-before-roll = { $player }准备掷骰。
md-st-roll = { $player }正在掷骰移动……
md-st-after-move-yours = 打出一张行动卡、装备，或结束你的回合。
md-st-after-move-yours-acted = 装备，或结束你的回合。
md-st-after-move = { $player }正在结束这次移动。
md-st-search-yours = 从牌堆中任选{ $count }张卡。
md-st-search = { $player }正在从牌堆中选卡。
md-st-rep-yours = 指定由谁代表其余玩家与{ $lander }比骰子（{ $game }）。
md-st-rep = { $player }正在指定代表，与{ $lander }比骰子（{ $game }）。
md-st-contest = { $game }：{ $player }与{ $rep }比骰子……
md-st-table-reward = { $player }正在抽取奖励机制……
md-st-table-penalty = { $player }正在抽取惩罚机制……
md-st-victim-yours = 选择从谁手中随机抽取两张卡牌。
md-st-victim = { $player }正在选择从谁手中抽卡。
md-st-give-yours = 从手中给{ $to }一张卡。
md-st-give = { $player }正在给{ $to }一张卡。
md-st-discard-yours = { $slots ->
    [0] 弃掉你的装备：你已经没有装备槽了。
   *[other] 弃掉装备，直到不超过你的{ $slots }个装备槽。
  }
md-st-discard = { $player }正在弃掉装备。
md-st-absorb-yours = 选择用哪张装备卡抵御{ $stopped }。
md-st-absorb = { $player }正在选择用哪张装备卡抵御{ $stopped }。
md-st-draw = { $player }正在抽{ $count }张卡（其他玩家看不到）……
md-st-take = { $player }正在从{ $victim }手中随机抽取{ $count }张卡……
md-st-duel-yours-first = 决斗第{ $cycle }轮：打出1至3张技能卡，并可发动一次主动技能；不出牌则决斗回合结束。
md-st-duel-yours-more = 决斗第{ $cycle }轮：已出{ $played }张牌（最多3张）；{ $left ->
    [0] 请结束你的回合。
   *[other] 还可再出{ $left }张，或结束你的回合。
  }
md-st-duel = 决斗第{ $cycle }轮：{ $player }正在行动。
md-st-over = 游戏结束。
md-st-over-last = 游戏结束：{ $winners }存活到最后，获胜。
md-st-over-cap = 游戏在回合上限结束：{ $winners }生命最高，获胜。
md-st-over-instant = 游戏结束：{ $winners }直接赢得此局游戏胜利（奖励游戏）。
md-st-over-draw = 游戏结束：{ $winners }同时阵亡，平局。

## 事件
md-ev-seat = { $player }坐第{ $seat }位。
md-ev-pick = { $player }选择了{ $character }。
md-ev-rest = { $left ->
    [0] { $player }本回合休息。
   *[other] { $player }本回合休息（还要再休息{ $left }回合）。
  }
md-ev-again = { $player }再移动一次。
md-ev-roll = { $player }掷出{ $roll }点。
md-ev-start = { $player }回到起点。
md-ev-land = { $player }到达第{ $cell }格：{ $event }。
md-ev-restless = { $player }不休息（{ $passive }）。
md-ev-forced = { $player }受到诅咒：直接触发惩罚机制（还剩{ $left }次）。
md-ev-rep = { $rep }代表其余玩家与{ $lander }比骰子（{ $game }）。
md-ev-contest-reward-yes = 奖励游戏：{ $player }为{ $mine }点，{ $rep }为{ $theirs }点。{ $player }触发奖励机制！
md-ev-contest-reward-no = 奖励游戏：{ $player }为{ $mine }点，{ $rep }为{ $theirs }点。没有奖励。
md-ev-contest-penalty-yes = 惩罚游戏：{ $player }为{ $mine }点，{ $rep }为{ $theirs }点。{ $player }触发惩罚机制！
md-ev-contest-penalty-no = 惩罚游戏：{ $player }为{ $mine }点，{ $rep }为{ $theirs }点。没有惩罚。
md-ev-reward = { $player }的奖励：{ $row }。
md-ev-penalty = { $player }的惩罚：{ $row }。
md-ev-steal = { $count ->
    [0] { $victim }手中没有卡牌：{ $player }什么也没拿到。
   *[other] { $player }从{ $victim }手中抽取{ $count }张卡。
  }
md-ev-death = { $player }阵亡。
md-ev-act = { $player }打出{ $card }。
md-ev-act-on = { $player }对{ $target }打出{ $card }。
md-ev-equip = { $player }装备了{ $card }。
md-ev-absorb = { $player }的{ $card }抵御了{ $stopped }。
md-ev-unaffected = { $player }（{ $character }）不受{ $card }影响。
md-ev-damage = { $player }受到{ $amount }点伤害。
md-ev-damage-queued = { $player }将在本轮结算时受到{ $amount }点伤害。
md-ev-heal = { $player }恢复{ $amount }点生命。
md-ev-heal-queued = { $player }将在本轮结算时恢复{ $amount }点生命。
md-ev-max-hp-up = { $player }生命上限增加{ $amount }点。
md-ev-max-hp-down = { $player }生命上限减少{ $amount }点。
md-ev-max-hp-up-queued = { $player }将在本轮结算时生命上限增加{ $amount }点。
md-ev-max-hp-down-queued = { $player }将在本轮结算时生命上限减少{ $amount }点。
md-ev-penalty-hp = { $player }扣除生命及生命上限各{ $amount }点。
md-ev-steady = { $player }不会停止行动（{ $passive }）。
md-ev-skip = { $player }将休息{ $turns }个地图回合。
md-ev-suspend = { $player }暂停活动{ $turns }个地图回合。
md-ev-move-forward = { $player }前进{ $amount }格。
md-ev-move-back = { $player }后退{ $amount }格。
md-ev-move-quiet = { $player }移动到第{ $cell }格（不触发格子事件）。
md-ev-double = { $player }下一回合活动两次。
md-ev-slot = { $player }现在有{ $slots }个装备槽。
md-ev-curse = { $player }往后{ $count }次的奖励/惩罚游戏均直接触发惩罚机制。
md-ev-give-short = { $player }没有卡可给{ $to }：扣除1点生命，{ $to }从牌堆中抽一张卡。
md-ev-give = { $player }把{ $card }给了{ $to }。
md-ev-give-hidden = { $player }给了{ $to }一张卡。
md-ev-discard = { $player }弃掉{ $card }：没有装备槽了。
md-ev-draw-cancelled = { $player }的抽卡自动取消：牌堆只剩{ $left }张，需要{ $count }张。
md-ev-reshuffle = 弃牌堆洗回牌堆。
md-ev-draw = { $player }抽到{ $card }。
md-ev-draw-hidden = { $player }抽了一张卡。
md-ev-take = { $player }从{ $victim }手中抽到{ $card }。
md-ev-take-hidden = { $player }从{ $victim }手中随机抽了一张卡。
md-ev-choose = { $player }从牌堆中拿取了{ $card }。
md-ev-choose-hidden = { $player }从牌堆中任选了一张卡。
md-ev-duel-start = 决斗回合开始！
md-ev-duel-cell = 立即决斗：所有玩家跳过此轮地图行动回合，直接进行决斗回合！
md-ev-duel-over = { $player }不出牌：决斗回合在本轮结束。
md-ev-skill = { $player }发动了{ $skill }。
md-ev-skill-on = { $player }对{ $target }发动了{ $skill }。
md-ev-skill-hidden = { $player }发动了主动技能（本轮结算时公开）。
md-ev-play = { $player }打出{ $card }。
md-ev-play-on = { $player }对{ $target }打出{ $card }。
md-ev-play-hidden = { $player }暗置打出一张卡（本轮第{ $count }张）。
md-ev-reveal = 决斗第{ $cycle }轮公开：{ $plays }。
md-ev-reveal-none = 决斗第{ $cycle }轮：无人出牌。
md-ev-reveal-cards = { $player }打出了{ $cards }
md-ev-reveal-skills = { $player }发动了{ $skills }
md-ev-reveal-both = { $player }打出了{ $cards }并发动了{ $skills }
md-ev-cancel = { $player }闪避了{ $source }的{ $stopped }。
md-ev-update = { $player }现在生命{ $hp }/{ $maxhp }。
md-ev-duel-end = 决斗回合结束；所有玩家回到起点。

## 拒绝理由
md-no-unknown = 这里不能这样选择。
md-no-pick-first = 请先选择你的角色。
md-no-taken = { $character }已被{ $player }选走。
md-no-rolled = 这次移动你已经掷过骰子了。
md-no-roll-first = 请先投掷骰子：移动之后才能结束回合。
md-no-one-action = 这次移动你已经打出过一张行动卡：一次行动中仅可使用一张。
md-no-not-in-hand = 你手中没有{ $card }。
md-no-duel-only = { $card }是技能卡：技能卡仅在决斗回合中使用。
md-no-map-only = { $card }是行动卡：行动卡仅在地图回合中使用。
md-no-act-in-duel = 行动卡仅在地图回合中使用；决斗回合请打出技能卡。
md-no-skill-on-map = 角色的主动技能仅在决斗回合中发动。
md-no-equip-it = { $card }是装备卡：请装备它。
md-no-undefined = { $card }是无定义卡：无法使用。
md-no-cannot-use = { $character }不能使用{ $card }。
md-no-target-fixed = { $card }自有目标：不要指定玩家。
md-no-target-needed = { $card }需要指定目标：请选择另一名存活的玩家。
md-no-target-self = { $card }不能以自己为目标：请选择另一名存活的玩家。
md-no-out = { $player }已出局。
md-no-not-equipment = { $card }不是装备卡。
md-no-slots-full = 你的装备槽已满（{ $slots }个）。
md-no-three-cards = 本回合你已打出3张牌，这是决斗回合的上限。
md-no-skill-used = 本回合你已经发动过{ $skill }。
md-no-must-play = 你必须至少打出一张牌：你手中有可以打出的牌。
md-no-roll-in-duel = 决斗回合中不掷骰：请打出技能卡。
md-no-map-turn = 请打出行动卡、装备、投掷骰子或结束回合。
md-no-duel-turn = 请打出技能卡、装备、发动技能或结束回合。
md-no-not-in-deck = 牌堆中已经没有{ $card }了。
md-no-search = 请先从牌堆中任选{ $count }张卡。
md-no-rep-lander = { $player }是到达此格的玩家：代表须是其余玩家之一。
md-no-rep = 请先指定代表其余玩家与{ $lander }比骰子的人。
md-no-victim-self = 请从另一名玩家手中抽卡。
md-no-victim = 请先选择从谁手中抽取两张卡牌。
md-no-give = 请先从手中给{ $to }一张卡。
md-no-not-equipped = { $card }不在你的装备中。
md-no-discard = { $slots ->
    [0] 请先弃掉你的装备：你已经没有装备槽了。
   *[other] 请先弃掉装备，直到不超过你的{ $slots }个装备槽。
  }
md-no-cannot-stop = { $card }不能抵御{ $stopped }。
md-no-absorb = 请先选择用哪张装备卡抵御{ $stopped }。

## 拒绝理由引用的规则（seed 004 原文）
rule-md-pick = 每名玩家选择一名角色，并将其角色牌放置在地图起点处。
rule-md-roll = 玩家按顺序投掷骰子，根据点数移动角色。
rule-md-start-duel = 当任意一名玩家移动回起点，则立即开始决斗回合。
rule-md-survive = 基础规则：玩家按照原定顺序依次行动，通过角色技能或卡牌尽量减少对手的生命值，存活到最后。
rule-md-action-card = ①行动卡：为仅在地图回合中所使用的卡牌类型。
rule-md-one-action = 通常情况下不消耗活动次数，可指定一名玩家生效，一次行动中仅可使用一张。
rule-md-skill-card = ②技能卡：为仅在决斗回合中所使用的卡牌类型。
rule-md-skill-target = 若无特殊情况（如技能、卡牌特色等），玩家打出的卡牌只对下家有效。
rule-md-equipment = ③装备卡：每名角色均有相对应数量的装备槽（另见“角色表”）。
rule-md-absorb = 若装备多张装备卡，能且仅能选择任意一张装备卡抵御作用效果。
rule-md-undefined = 对局内普遍无法正常使用或难以触发使用条件。
rule-md-restriction = 某些卡牌可能拥有特殊能力（如某某角色不能使用、某某角色不受影响等）。
rule-md-hand = 局内仅有地图回合或角色技能可获得卡牌，卡牌持有数量理论无上限。
rule-md-duel-limits = 除特殊声明外，每回合每名玩家最多只能打出3张卡牌并发动一次主动技能。
rule-md-must-play = 每名玩家每回合必须打出至少一张牌，否则此轮决斗回合结束。
rule-md-pick-card = ④任选一张卡牌：到达此格，此玩家可以从现有牌堆中抽取任意一张卡牌。
rule-md-draw = ⑤抽1张/2张卡：最常见的两种特殊事件。到达此格的玩家均可以从牌堆中随机抽取1张或2张卡牌。
rule-md-representative = ⑥奖励游戏：其余玩家选择一名代表，与到达此格的玩家比骰子点数大小。
rule-md-reward-table = 若到达此格的玩家点数大于玩家代表，则触发奖励机制，反之则不触发任何机制（即作为无定义格）。
rule-md-steal = 任意抽取一名玩家两张卡牌。
rule-md-give = 给其余玩家每人1张卡牌（若手中的卡不足则按血量扣除，剩余玩家从牌堆中抽取卡牌）。
rule-md-lose-slot = 此局减少角色一个装备槽。

## 选项表单
option-players = 玩家人数
option-players-help = 2至6名玩家，每人选择不同的角色。
option-dlc = DLC卡牌包
option-dlc-help = 任意一名玩家拥有的卡牌包：其中的卡牌加入所有人的牌堆。
value-dlc-party = 派对扩展包
option-include_undefined = 无定义卡
option-include_undefined-help = 把无定义卡（测试内容或游戏外道具，无法使用）放入牌堆。
option-voluntary_pass = 主动放弃出牌
option-voluntary_pass-help = 房规：即使有可出的牌，决斗回合也可以不出牌而结束。
option-reshuffle_when_empty = 牌堆抽完即洗牌
option-reshuffle_when_empty-help = 房规：抽卡时牌堆不足就立刻把弃牌堆洗回，而不只是在每次决斗之后。
option-max_turns = 回合上限
option-max_turns-help = 游戏结束前的地图回合数；届时生命最高的角色获胜。
option-max_cycles = 决斗轮数上限
option-max_cycles-help = 决斗回合在多少轮后结束（留空：只按规则结束；决斗中洗回弃牌时为20轮）。
option-card_moves = 卡牌造成的移动
option-card_moves-help = 使玩家移动的卡牌如何理解：当作移动（规则原文）或停在起点之前。
value-card_moves-movement = 与掷骰移动相同：到达或经过起点即开始决斗，到达的格子触发其事件
value-card_moves-clamped = 房规：停在起点之前，不触发格子事件

## 终端棋盘（render.py）
md-ui-head-setup = 地图与决斗——准备阶段，第{ $turn }/{ $most }回合，牌堆{ $deck }张
md-ui-head-map = 地图与决斗——地图回合，第{ $turn }/{ $most }回合，牌堆{ $deck }张
md-ui-head-duel = 地图与决斗——决斗回合，第{ $turn }/{ $most }回合，牌堆{ $deck }张
md-ui-start = 起点
md-ui-seat = 座次
md-ui-player = 玩家
md-ui-character = 角色
md-ui-hp = 生命
md-ui-cell = 格子
md-ui-slots = 装备槽
md-ui-equipment = 装备
md-ui-hand = 手牌
md-ui-status = 状态
md-ui-you = 你
md-ui-dead = 阵亡
md-ui-skips = 休息{ $turns }回合
md-ui-moves-twice = 下一回合活动两次
md-ui-forced = 还有{ $count }次直接惩罚
md-ui-cards = { $count }张
md-ui-duel = 决斗第{ $cycle }轮：
md-ui-committed = { $player }暗置{ $count }张
md-ui-nothing-committed = 还没有人出牌
md-ui-yours = 你的：{ $plays }
md-ui-deck = 牌堆（你正在选卡）：{ $cards }
