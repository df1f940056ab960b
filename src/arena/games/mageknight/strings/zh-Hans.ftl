# 魔法骑士：玩家看到的文字（动作、效能、状态、事件、选项），简体中文。
# 术语依照种子规则（001）：回合、轮、资源池、魔晶、魔力指示物、损伤卡、指令牌组、手牌上限、战术卡、横置打出、休整、荣誉。
# 卡牌、英雄、敌人、地点等名称来自数据（names.py），不在本文件中。

## 通用词语
mk-dummy = 傀儡玩家
mk-every-terrain = 所有地形
mk-origin-burn = 被焚毁的修道院
mk-origin-plunder = 劫掠{ $site }
mk-tactic-no-effect = 无其他效能

## 魔力来源
mk-src-die = { $colour }骰子
mk-src-die-n = 资源池第{ $n }颗骰子
mk-src-crystal = 一个{ $colour }魔晶
mk-src-token = 一个{ $colour }魔力指示物
mk-src-endless = 无尽的{ $colour }魔力

## 攻击与格挡（不含数值）
mk-attack-melee-physical = 攻击
mk-attack-melee-fire = 火焰攻击
mk-attack-melee-ice = 寒冰攻击
mk-attack-melee-cold-fire = 冰火攻击
mk-attack-ranged-physical = 远程攻击
mk-attack-ranged-fire = 远程火焰攻击
mk-attack-ranged-ice = 远程寒冰攻击
mk-attack-ranged-cold-fire = 远程冰火攻击
mk-attack-siege-physical = 攻城攻击
mk-attack-siege-fire = 攻城火焰攻击
mk-attack-siege-ice = 攻城寒冰攻击
mk-attack-siege-cold-fire = 攻城冰火攻击
mk-block-physical = 格挡
mk-block-fire = 火焰格挡
mk-block-ice = 寒冰格挡
mk-block-cold-fire = 冰火格挡

## 效能
mk-fx-move = 移动{ $n }
mk-fx-influence = 影响{ $n }
mk-fx-heal = 治疗{ $n }
mk-fx-draw = 抽{ $n }张牌
mk-fx-fame = 荣誉+{ $n }
mk-fx-reputation = 声望{ $n }
mk-fx-wound = 获得{ $n }张损伤卡
mk-fx-points = { $what }{ $n }
mk-fx-points-swift = { $what }{ $n }（对迅捷敌人无需加倍）
mk-fx-token = 获得{ $n }个{ $colour }魔力指示物
mk-fx-token-each = 每种颜色各获得一个魔力指示物：{ $colours }
mk-fx-token-basic = 获得{ $n }个自选基本颜色的魔力指示物
mk-fx-token-any = 获得{ $n }个任意颜色的魔力指示物
mk-fx-token-choice = 获得{ $n }个自选颜色的魔力指示物（{ $colours }）{ $now ->
    [1] ，须立即使用
   *[other] {""}
}
mk-fx-crystal = 获得{ $n }个{ $colour }魔晶
mk-fx-crystal-each = 每种颜色各获得一个魔晶：{ $colours }
mk-fx-crystal-basic = 获得{ $n }个自选基本颜色的魔晶
mk-fx-crystal-any = 获得{ $n }个任意颜色的魔晶
mk-fx-crystal-choice = 获得{ $n }个自选颜色的魔晶（{ $colours }）
mk-fx-crystal-random = 为{ $n }个随机魔晶各掷一次魔力骰子（黑色：改为荣誉+1）
mk-fx-crystal-held = 获得一个你已拥有颜色的魔晶
mk-fx-gain-card = 从{ $source ->
    [deck] 牌堆
   *[other] 展示区
}获得一张{ $coloured ->
    [1] { $colour }
   *[other] {""}
}{ $deck ->
    [spell] 法术
    [artifact] 神器
    [unit] 部队
   *[other] 进阶动作
}{ $to ->
    [hand] ，加入手牌
    [discard] ，放入弃牌区
    [units] ，加入你的部队
   *[other] ，放在指令牌组顶
}
mk-fx-ready-all = 重置你所有的部队
mk-fx-ready-levels = 重置总等级不超过{ $n }的部队{ $heal ->
    [1] 并治疗它们
   *[other] {""}
}
mk-fx-ready-unit = 重置一个{ $n ->
    [0] {""}
   *[other] 等级不超过{ $n }的
}部队{ $heal ->
    [1] 并治疗它
   *[other] {""}
}
mk-fx-heal-unit = 治疗部队的{ $n }张损伤卡
mk-fx-remove-all-wounds = 移除{ $turn ->
    [1] 本轮获得的
   *[other] 手牌中的
}所有损伤卡
mk-fx-remove-wounds = 从手牌{ $discard ->
    [1] 或弃牌区
   *[other] {""}
}移除{ $n }张损伤卡
mk-fx-relocate = 移动至多{ $n }格，不会引发攻击
mk-fx-relocate-assault = 移动至多{ $n }格，并突袭该处的要塞或法师塔
mk-fx-banner = 把它交给你的一个部队
mk-fx-roll = 掷{ $n }颗魔力骰子：掷出{ $faces }时，{ $then }
mk-fx-roll-else = 掷{ $n }颗魔力骰子：掷出{ $faces }时，{ $then }；否则{ $other }
mk-fx-or = { $a }或{ $b }
mk-fx-and = { $a }，{ $b }
mk-fx-nothing = 无
mk-fx-optional = 你可以：{ $effect }
mk-fx-end-of-turn = 轮结束时：{ $effect }
mk-fx-paid = { $cost }：{ $effect }
mk-fx-if = { $cond }：{ $then }
mk-fx-if-else = { $cond }：{ $then }；否则{ $other }
mk-fx-scaled = 每{ $per }：{ $effect }
mk-fx-scaled-max = 每{ $per }：{ $effect }（至多{ $n }次）
mk-fx-enemy = { $target }：{ $what }
mk-fx-enemy-destroy = 被消灭
mk-fx-enemy-armor = 护甲−{ $n }
mk-fx-enemy-armor-fortified = 若坚固则护甲−{ $n }
mk-fx-enemy-armor-resistance = 每项抗性护甲−{ $n }
mk-fx-enemy-no-attack = 不进行攻击
mk-fx-enemy-unfortified = 失去坚固
mk-fx-enemy-resistances = 失去抗性（{ $elements }）
mk-fx-enemy-nothing = 无变化
mk-target-one = 一个敌人
mk-target-all = 所有敌人
mk-target-all-others = 其他所有敌人
mk-target-blocked = 被格挡的敌人
mk-target-up-to = 至多{ $n }个敌人

## 代价
mk-cost-discard = 弃掉{ $n }张牌
mk-cost-discard-wound = 弃掉一张损伤卡
mk-cost-discard-action = 弃掉一张动作卡
mk-cost-discard-colour = 弃掉一张{ $colour }卡牌
mk-cost-discard-any = 弃掉任意数量的卡牌
mk-cost-throw = 将一张动作卡移出游戏
mk-cost-throw-wound = 将一张损伤卡移出游戏
mk-cost-throw-colour = 将一张{ $colour }动作卡移出游戏
mk-cost-wound = 获得{ $n }张损伤卡
mk-cost-mana = 支付{ $n }点{ $colour }魔力
mk-cost-mana-choice = 支付一点魔力（{ $colours }）
mk-cost-influence = 花费{ $n }点影响力
mk-cost-move = 花费{ $n }点移动力
mk-cost-wound-unit = 该部队受伤

## 条件与数量
mk-cond-day = 白昼时
mk-cond-night = 黑夜时
mk-cond-in-combat = 战斗中
mk-cond-not-in-combat = 非战斗时
mk-cond-in-interaction = 互动时
mk-cond-lowest-fame = 荣誉最低时
mk-cond-in-forest = 在森林中
mk-cond-combat-start = 战斗开始时
mk-cond-this-block-succeeded = 若此次格挡成功
mk-per-wounds-in-hand = 张手牌中的损伤卡
mk-per-wounds-in-hand-and-on-units = 张手牌中的损伤卡及每个受伤部队
mk-per-crystal-colours = 种你拥有的魔晶颜色
mk-per-ready-unwounded-units = 个就绪且未受伤的部队
mk-per-units-recruited-this-turn = 个本轮招募的部队
mk-per-enemies-in-combat = 个战斗中的敌人
mk-per-blocked-enemy-icons = 个被格挡敌人的图标
mk-per-enemies-defeated-this-turn = 个本轮击败的敌人
mk-per-spells-cast-this-turn = 个本轮施放的法术
mk-per-units-attacked-or-blocked-this-turn = 个本轮攻击或格挡过的部队
mk-per-healing-spent-from-this-card = 点已花费的本卡治疗
mk-per-cards-discarded = 张弃掉的牌

## 规则变化
mk-mod-terrain-set = 本轮{ $terrains }的消耗为{ $n }点移动力
mk-mod-terrain-less = 本轮{ $terrains }的消耗减少{ $n }点移动力{ $least ->
    [0] {""}
   *[other] （最少{ $least }点）
}
mk-mod-enter-terrain = 本轮你可以进入{ $terrains }
mk-mod-sideways = 一张横置打出的牌提供{ $n }点而非1点{ $wound ->
    [1] （损伤卡也可横置打出）
   *[other] {""}
}
mk-mod-influence-block = 本轮影响力可当作{ $block }使用
mk-mod-extra-dice = 本轮可多使用{ $n }颗资源池骰子
mk-mod-move-attack = 本轮战斗中移动力可当作攻击使用{ $ranged ->
    [1] （2点移动力换1点远程攻击）
   *[other] {""}
}
mk-mod-units-bonus = 你的部队攻击与格挡+{ $n }{ $armor ->
    [0] {""}
   *[other] ，护甲+{ $armor }
}
mk-mod-next-card = 你的下一张攻击卡+{ $attack }，或格挡卡+{ $block }
mk-mod-next-unit-attack = 下一个部队的攻击+{ $n }
mk-mod-next-unit-block = 下一个部队的格挡+{ $n }
mk-mod-next-unit-ranged = 下一个部队的远程攻击+{ $n }
mk-mod-gold-at-night = 黑夜时可以使用金色魔力，面朝下的守军如白昼时一样翻开
mk-mod-black-by-day = 白昼时可以使用黑色魔力
mk-mod-special-as-basic = 金色与黑色魔力可当作任意基本颜色
mk-mod-endless-mana = 本轮可使用任意数量的{ $colours }魔力
mk-mod-adjacency = 本轮距离{ $n }格的地点视为相邻
mk-mod-return-top = 轮结束时，这张牌可以放回指令牌组顶
mk-mod-return-bottom = 轮结束时，这张牌可以放到指令牌组底
mk-mod-cast-from-offer = 本轮可施放展示区中的一张{ $colours }法术
mk-mod-learning = 本轮一次：花费{ $n }点影响力获得展示区的一张进阶动作，{ $to ->
    [hand] 加入手牌
   *[other] 放入弃牌区
}
mk-mod-hand-limit = 手牌上限+{ $n }{ $least ->
    [0] {""}
   *[other] （抽牌时手牌至少{ $least }张）
}
mk-mod-ignore-site-fortification = 无视该地点的坚固
mk-mod-spent-crystals-return = 本轮花费的魔晶在轮结束时返回
mk-mod-double-physical-attacks = 攻击阶段物理攻击加倍
mk-mod-draw-on-heal = 本轮每治疗一张手牌中的损伤卡就抽一张牌

## 具名卡牌效能
mk-handler-concentration = 免费使用另一张动作卡的强力效能，其移动、影响、攻击或格挡+{ $n }
mk-handler-mana-draw = 再取一颗资源池骰子，将其设为除金色外的任意颜色，并获得{ $n }个该颜色的魔力指示物
mk-handler-maximal-effect = 将另一张动作卡移出游戏：使用其{ $powered ->
    [1] 强力效能
   *[other] 基本效能
}{ $n }次
mk-handler-source-die-crystal = 获得一个与某颗资源池骰子同色的魔晶，然后重掷该骰子
mk-handler-reroll-source = 重掷资源池的所有骰子
mk-handler-time-bending = 轮结束时，打出的牌返回手牌，你再进行一轮
mk-handler-borrow-offer-unit = 像自己的部队一样使用展示区中一个部队的能力
mk-handler-meditation = 将弃牌区中{ $extra ->
    [1] 自选的
   *[other] 随机的
}{ $n }张牌放到指令牌组顶或底
mk-handler-mana-meltdown = 其他每位玩家随机失去一个魔晶（没有魔晶则获得一张损伤卡）；你可以拿走其中一个
mk-handler-mana-radiance = 选择一种基本颜色：每位玩家每有一个该色魔晶就获得一张损伤卡；你获得{ $n }个该色魔晶
mk-handler-mana-claim = 本回合保留一颗资源池骰子：立即获得{ $n }个该色魔力指示物，或每轮获得一个{ $extra ->
    [1] ；其他玩家使用该颜色时获得一张损伤卡
   *[other] {""}
}
mk-handler-mind-read = 选择一种颜色并获得该色魔晶：其他玩家弃掉一张该色法术或动作卡{ $extra ->
    [1] ；你可以保留其中一张动作卡
   *[other] {""}
}
mk-handler-exhaust-opponent-units = 消耗其他每位玩家一个等级不超过{ $n }的就绪部队
mk-handler-polarization = 将一点魔力当作其相反颜色使用
mk-handler-bonds-of-loyalty = 额外一个指挥指示物：其下的部队费用减少{ $n }，且永不解散
mk-handler-mana-exploit = 获得一个自选颜色的魔力指示物；直到你的下一轮，其他玩家每使用另一种颜色就获得一张损伤卡
mk-handler-source-freeze = 直到你的下一轮，其他玩家不能使用资源池骰子；之后获得一个与某颗骰子同色的魔晶
mk-handler-prayer-of-weather = 直到你的下一轮，地形对你消耗更少，对其他玩家消耗更多
mk-handler-healing-ritual = 从手牌移除至多{ $n }张损伤卡；最近的另一位英雄获得其中一张
mk-handler-rethink = 弃掉至多{ $n }张牌（可含损伤卡），抽同样数量的牌，然后将弃牌区洗入指令牌组
mk-handler-mana-steal = 拿取一颗基本颜色的资源池骰子，在本白昼中保留在这张卡上
mk-handler-long-night = 本回合一次，指令牌组为空时：弃牌区中随机{ $n }张牌成为你的指令牌组
mk-handler-mana-search = 每轮一次，在使用资源池魔力前：重掷至多{ $n }颗资源池骰子
mk-handler-midnight-meditation = 本回合一次，在一轮开始前：将至多{ $n }张手牌洗入指令牌组并抽同样数量的牌
mk-handler-preparation = 从指令牌组中任选一张牌加入手牌
mk-handler-sparing-power = 每轮开始前：将指令牌组顶的牌放在这张战术卡下，或将这些牌加入手牌
mk-handler-extra-turn = 本回合一次，在你的轮之后立即再进行一轮

## 动作：一轮
mk-do-play = 打出{ $card }：{ $effect }
mk-do-play-powered = 用{ $source }增幅打出{ $card }：{ $effect }
mk-do-play-throw = 增幅打出{ $card }并将其移出游戏：{ $effect }
mk-do-sideways = 横置打出{ $card }：{ $effect }
mk-do-cast = 用{ $source }施放{ $card }：{ $effect }
mk-do-cast-powered = 用{ $source }和{ $black }施放{ $card }：{ $effect }
mk-do-cast-offer = 用{ $source }从法术展示区施放{ $card }：{ $effect }
mk-do-cast-offer-powered = 用{ $source }和{ $black }从法术展示区施放{ $card }：{ $effect }
mk-do-skill = 使用{ $skill }：{ $effect }
mk-do-use-tactic = 使用{ $tactic }：{ $effect }
mk-do-activate = 启用{ $unit }：{ $effect }
mk-do-activate-paid = 用{ $source }启用{ $unit }：{ $effect }
mk-do-banner-fear = { $banner }：消耗{ $unit }，使{ $enemy }不进行攻击（荣誉+1）
mk-do-banner-courage = { $banner }：重置{ $unit }
mk-do-move = 移动到{ $hex }，{ $terrain }（{ $n }点移动力）
mk-do-move-site = 移动到{ $hex }的{ $site }，{ $terrain }（{ $n }点移动力）
mk-do-move-provokes = { $move }：引发{ $enemies }的攻击
mk-do-move-assault = { $move }：发起突袭
mk-do-explore = 探索{ $hex }处的版块（{ $n }点移动力）
mk-do-rest = 休整：弃掉{ $card }{ $n ->
    [0] {""}
   *[other] 和{ $n }张损伤卡
}
mk-do-slow-recovery = 缓慢恢复：弃掉一张损伤卡
mk-do-announce-end = 声明回合结束（其他每位玩家再进行最后一轮）
mk-do-end-turn = 结束你的轮
mk-do-interact = 与{ $site }互动（声望：影响{ $n }）
mk-do-plunder = 劫掠{ $site }：{ $effect }
mk-do-recruit = 花费{ $n }点影响力招募{ $unit }
mk-do-recruit-bonds = 在{ $skill }下花费{ $n }点影响力招募{ $unit }
mk-do-buy-healing = 花费{ $n }点影响力购买治疗1
mk-do-buy-advanced = 花费{ $n }点影响力购买{ $card }（放在指令牌组顶）
mk-do-buy-spell = 花费{ $n }点影响力和{ $source }购买{ $card }（放在指令牌组顶）
mk-do-learn = 花费{ $n }点影响力学习{ $card }（{ $to ->
    [hand] 加入手牌
   *[other] 放入弃牌区
}）
mk-do-enter = 进入{ $site }{ $again ->
    [1] （再次进入，只得荣誉）
   *[other] 并与其中的敌人战斗
}
mk-do-enter-enemies = 进入{ $site }并与{ $enemies }战斗
mk-do-enter-ruins = 进入遗迹：{ $ruins }
mk-do-enter-altar = 进入遗迹：在{ $altar }支付{ $n }点{ $colour }魔力，获得{ $fame }点荣誉
mk-do-burn = 焚毁修道院（声望{ $n }）并与其守卫战斗
mk-do-challenge = 挑战{ $hex }处的{ $enemy }
mk-do-challenge-more = 同时挑战{ $hex }处的{ $enemy }
mk-do-attack = 用{ $points }攻击{ $enemies }：击败，荣誉+{ $fame }
mk-do-block = 用{ $points }格挡{ $enemy }的攻击（{ $n }，{ $element }）
mk-do-next-ranged = 结束远程与攻城攻击阶段：进入格挡阶段{ $n ->
    [0] {""}
   *[other] （{ $n }点攻击未使用）
}
mk-do-next-block = 结束格挡阶段：未被格挡的敌人造成伤害{ $n ->
    [0] {""}
   *[other] （{ $n }点格挡未使用）
}
mk-do-next-damage = 分配伤害
mk-do-next-attack = 结束攻击阶段和战斗{ $n ->
    [0] {""}
   *[other] （{ $n }点攻击未使用）
}
mk-do-convert-move = 花费{ $n }点移动力换取{ $into }
mk-do-convert-influence = 花费{ $n }点影响力换取{ $into }
mk-do-other = 这个动作不回应当前的决定

## 动作：效能中的决定
mk-do-choose = { $source }：{ $effect }
mk-do-optional-yes = { $source }：{ $effect }
mk-do-optional-no = { $source }：不执行（{ $effect }）
mk-do-gain-crystal = { $source }：获得一个{ $colour }魔晶
mk-do-gain-token = { $source }：获得一个{ $colour }魔力指示物
mk-do-pay = { $source }：用{ $mana }支付（{ $effect }）
mk-do-pay-discard = { $source }：弃掉{ $card }（{ $effect }）
mk-do-pay-throw = { $source }：将{ $card }移出游戏（{ $effect }）
mk-do-stop-discarding = { $source }：停止弃牌（已弃{ $n }张）
mk-do-concentration = { $what }：增幅打出{ $card }，+{ $n }（{ $effect }）
mk-do-maximal = { $what }：将{ $card }移出游戏，使用其效能{ $n }次（{ $effect }）
mk-do-borrow = { $what }：使用展示区的{ $unit }：{ $effect }
mk-do-borrow-paid = { $what }：用{ $source }使用展示区的{ $unit }：{ $effect }
mk-do-exhaust = { $what }：消耗{ $player }的{ $unit }
mk-do-die-crystal = { $what }：从{ $die }获得魔晶
mk-do-claim-die = { $what }：保留{ $die }
mk-do-mana-draw-die = { $what }：拿取{ $die }
mk-do-pick-die = { $what }：拿取{ $die }
mk-do-polarize-from = { $what }：转换{ $die }
mk-do-polarize-into = { $what }：转换为一个{ $colour }魔力指示物
mk-do-mana-draw-colour = { $what }：将骰子设为{ $colour }，获得{ $n }个{ $colour }魔力指示物
mk-do-radiance = { $what }：{ $colour }（每个{ $colour }魔晶使其拥有者获得一张损伤卡；你获得{ $n }个{ $colour }魔晶）
mk-do-mind-read = { $what }：{ $colour }（获得一个{ $colour }魔晶；其他玩家弃掉一张{ $colour }卡牌）
mk-do-exploit = { $what }：一个{ $colour }魔力指示物（其他玩家使用别的颜色时受伤）
mk-do-pick-colour = { $what }：{ $colour }
mk-do-meltdown-take = { $what }：拿走失去的{ $colour }魔晶
mk-do-mana-meltdown-none = { $what }：不拿魔晶
mk-do-mind-read-none = { $what }：不保留卡牌
mk-do-exhaust-opponent-units-none = { $what }：不再消耗部队
mk-do-claim-now = { $what }：立即获得{ $n }个{ $colour }魔力指示物{ $curse ->
    [1] （并施加诅咒）
   *[other] {""}
}
mk-do-claim-each-turn = { $what }：本回合你的每轮开始时获得一个{ $colour }魔力指示物{ $curse ->
    [1] （并施加诅咒）
   *[other] {""}
}
mk-do-mind-steal = { $what }：保留{ $card }
mk-do-ritual-count = { $what }：移除{ $n }张损伤卡
mk-do-ritual-hero = { $what }：损伤卡交给{ $player }
mk-do-target = { $source }：以{ $enemy }为目标（{ $effect }）
mk-do-target-done = { $source }：不再选择目标
mk-do-ready-unit = { $source }：重置{ $unit }{ $heal ->
    [1] 并治疗它
   *[other] {""}
}
mk-do-heal-unit-effect = { $source }：治疗{ $unit }
mk-do-ready-done = { $source }：不再重置部队
mk-do-relocate = { $source }：移动到{ $hex }，{ $terrain }
mk-do-relocate-site = { $source }：移动到{ $hex }的{ $site }，{ $terrain }
mk-do-trance-card = 将弃牌区的{ $card }放回指令牌组
mk-do-deck-top = 将{ $card }放在指令牌组顶
mk-do-deck-bottom = 将{ $card }放在指令牌组底
mk-do-keep-discarded = 将{ $card }留在弃牌区

## 动作：其他决定
mk-do-hero = 选择{ $hero }（专属卡牌：{ $card }）
mk-do-tactic = 选取战术卡{ $tactic }（行动顺序{ $n }）：{ $effect }
mk-do-tidy-discard = 抽牌前弃掉{ $card }
mk-do-draw-up = 抽牌直到手牌上限{ $limit }（{ $n ->
    [0] 不抽牌
   *[other] 抽{ $n }张
}）
mk-do-rethink-card = { $tactic }：弃掉{ $card }
mk-do-midnight-card = { $tactic }：将{ $card }洗入指令牌组
mk-do-midnight-hidden = { $player }选择一张手牌洗入指令牌组（{ $tactic }）
mk-do-rethink-done = { $tactic }：完成{ $n ->
    [0] {""}
   *[other] ，抽{ $n }张牌
}，将弃牌区洗入指令牌组
mk-do-midnight-done = { $tactic }：完成{ $n ->
    [0] {""}
   *[other] ，抽{ $n }张牌
}
mk-do-search-done = { $tactic }：{ $n ->
    [0] 不重掷骰子
   *[other] 重掷所选的{ $n }颗骰子
}
mk-do-search-die = { $tactic }：重掷{ $die }
mk-do-steal-die = { $tactic }：在本白昼保留{ $die }
mk-do-preparation = { $tactic }：从指令牌组拿取{ $card }
mk-do-preparation-hidden = { $player }从指令牌组拿取一张牌（{ $tactic }）
mk-do-spare-stash = { $tactic }：将指令牌组顶的牌放在这张战术卡下
mk-do-spare-take = { $tactic }：翻转战术卡，将其下的{ $n ->
    [0] 牌（目前没有）
   *[other] { $n }张牌
}加入手牌
mk-do-gain-skill = 获得技能{ $skill }（{ $effect }），然后获得展示区任意一张进阶动作
mk-do-gain-common-skill = 从公共展示区获得技能{ $skill }（{ $effect }），然后获得展示区最早的一张进阶动作
mk-do-take-advanced = 获得{ $card }（{ $effect }），放在指令牌组顶
mk-do-damage-hero = 自己承受{ $enemy }的{ $n }点伤害：{ $wounds ->
    [0] 不获得损伤卡
   *[other] 获得{ $wounds }张损伤卡
}
mk-do-damage-unit = 将{ $enemy }的{ $n }点伤害分配给{ $unit }（护甲{ $armor }）{ $left ->
    [0] {""}
   *[other] ——剩余{ $left }点伤害
}
mk-do-glade-hand = { $site }：从手牌移除一张损伤卡
mk-do-glade-discard = { $site }：从弃牌区移除一张损伤卡
mk-do-reward-bottom = 将{ $card }放到{ $deck }底，保留{ $kept }
mk-do-reward-bottom-hidden = { $player }将一张神器放到{ $deck }底
mk-do-reward-offer = 从{ $offer }获得{ $card }（放在指令牌组顶）
mk-do-reward-offer-hand = 从{ $offer }获得{ $card }（放入手牌）
mk-do-reward-offer-discard = 从{ $offer }获得{ $card }（放入弃牌区）
mk-do-reward-unit = 从{ $offer }免费招募{ $unit }
mk-do-altar = { $altar }：用{ $source }支付（{ $n ->
    [0] 最后一点魔力
   *[other] 之后还需{ $n }点
}）
mk-do-heal-hand = 治疗手牌中的一张损伤卡（剩余{ $n }点治疗）
mk-do-heal-unit = 花费{ $n }点治疗治疗{ $unit }（剩余{ $left }点）
mk-do-disband = 解散{ $unit }，为{ $new }腾出位置
mk-do-give-banner = 将{ $banner }交给{ $unit }
mk-do-forced-discard = 弃掉{ $card }（{ $player }的{ $what }）
mk-do-no-skill = 现在不使用技能
mk-do-long-night-draw = 使用{ $tactic }：从你的弃牌区随机取{ $k }张作为指令牌组，然后继续抽牌（还需{ $n }张）
mk-do-stop-drawing = 停止抽牌：你的指令牌组没牌了（{ $n }张未抽）
mk-do-leave-altar = 不支付，离开{ $altar }：不花费任何东西，你的轮次继续

## 随机：随机抽出的结果
mk-chance-order = 英雄的选择顺序：{ $order }
mk-chance-dummy-hero = 傀儡玩家是{ $hero }
mk-chance-source = 投掷资源池：{ $dice }
mk-chance-dummy-tactic = 傀儡玩家选取战术卡{ $tactic }
mk-chance-tile = 在{ $hex }翻开{ $tile }
mk-chance-lose = { $player }失去一个{ $colour }魔晶
mk-chance-reroll = 重掷资源池第{ $n }颗骰子：{ $colour }
mk-chance-mana-die = { $source }：魔力骰子掷出{ $colour }
mk-chance-ruins = { $hex }的古代遗迹显示：{ $ruins }
mk-chance-rampaging = { $hex }出现狂暴敌人：{ $enemy }
mk-chance-summon = { $summoner }召唤出：{ $enemy }
mk-chance-garrison = { $hex }的地点由{ $enemy }防守
mk-chance-site-enemy = { $hex }的地点由{ $enemy }看守
mk-chance-enemy = 抽出敌人：{ $enemy }
mk-chance-skill = { $player }抽到技能{ $skill }
mk-chance-dummy-skill = 傀儡玩家的技能{ $skill }加入公共展示区
mk-chance-draw = { $player }抽到{ $card }
mk-chance-draw-hidden = { $player }抽了一张牌
mk-chance-deal = { $card }加入{ $offer }
mk-chance-dummy-flip = 傀儡玩家翻开{ $card }
mk-chance-reward = { $player }从{ $deck }抽到{ $card }
mk-chance-reward-hidden = { $player }从{ $deck }抽了一张牌
mk-chance-meditation = 从{ $player }的弃牌区随机抽出{ $card }
mk-chance-long-night = { $card }从{ $player }的弃牌区进入指令牌组
mk-chance-spare = { $card }面朝下放在{ $player }的战术卡下
mk-chance-spare-hidden = 一张牌面朝下放在{ $player }的战术卡下
mk-chance-card = 抽出{ $card }

## 状态：等待的决定（你的／其他玩家的）
mk-status-over-solo = { $won ->
    [1] 游戏结束：城市已被揭示，剧本获胜。
   *[0] 游戏结束：最后一轮结束前城市未被揭示，剧本失败。
}
mk-status-over = 游戏结束：计分表列出了每一项成就。
mk-status-choose-hero = 选择你的英雄
mk-wait-choose-hero = { $player }正在选择英雄
mk-status-choose-tactic = 第{ $round }回合（{ $night ->
    [1] 黑夜
   *[other] 白昼
}）：选择你的战术卡
mk-wait-choose-tactic = { $player }正在选择战术卡
mk-status-turn = 你的轮：打出卡牌、移动，然后至多进行一个行动——或休整（移动力{ $move }，影响力{ $influence }）
mk-wait-turn = { $player }的轮
mk-status-tidy-hand = 你的轮结束：弃掉不想要的牌，然后抽牌
mk-wait-tidy-hand = { $player }正在弃牌，然后抽牌
mk-status-choose-effect = { $source }：选择一项效能
mk-wait-choose-effect = { $player }正在选择{ $source }的效能
mk-status-pay-cost = { $source }：{ $cost }
mk-wait-pay-cost = { $player }正在为{ $source }支付代价
mk-status-handler-step = { $what }：{ $stage ->
    [card] 选择一张牌
    [die] 选择一颗资源池骰子
    [colour] 选择一种颜色
    [unit] 选择一个部队
    [source] 选择要转换的魔力
    [count] 移除几张损伤卡？
    [hero] 选择获得损伤卡的英雄
    [take] 拿走一个失去的魔晶？
    [mode] 立即获得还是每轮获得？
    [keep] 保留一张被弃掉的牌？
    [crystal] 选择一颗骰子，获得其颜色的魔晶
   *[other] 请选择
}
mk-wait-handler-step = { $player }正在结算{ $what }
mk-status-combat = 战斗，{ $phase }阶段：打出卡牌、启用部队，然后宣告攻击或格挡——或结束本阶段
mk-wait-combat = { $player }正在战斗（{ $phase }阶段）
mk-status-choose-skill = 升级：选择一个技能
mk-wait-choose-skill = { $player }正在选择技能
mk-status-take-advanced = 升级：获得一张进阶动作
mk-wait-take-advanced = { $player }正在获得进阶动作
mk-status-tactic-step = { $tactic }：{ $stage ->
    [discard] 选择要弃掉的牌，然后完成
    [shuffle] 选择要洗入指令牌组的牌，然后完成
    [die] 选择要保留的资源池骰子
    [search] 选择要从指令牌组拿取的牌
    [spare] 将一张牌放在战术卡下，或拿取其下的牌
    [reroll] 选择要重掷的资源池骰子，然后完成
   *[other] 请选择
}
mk-wait-tactic-step = { $player }正在使用{ $tactic }
mk-status-long-night-draw = 你的指令牌组没牌了，还需抽{ $n }张：使用{ $tactic }，或停止抽牌
mk-wait-long-night-draw = { $player }可以使用{ $tactic }继续抽牌
mk-status-assign-damage = { $enemy }造成{ $n }点伤害：分配给一个部队或由你自己承受
mk-wait-assign-damage = { $player }正在分配{ $enemy }的伤害
mk-status-glade-wound = { $site }：从手牌或弃牌区移除一张损伤卡
mk-wait-glade-wound = { $player }正在{ $site }移除损伤卡
mk-status-choose-reward-card = { $drawn ->
    [1] 选择放到{ $offer }底的神器；其余的由你保留
   *[other] 从{ $offer }选择你的奖励
}
mk-wait-choose-reward-card = { $player }正在选择奖励
mk-status-altar-offering = { $altar }：{ $revealed ->
    [1] 支付其魔力（{ $n }点），或不支付离开
   *[other] 支付其魔力（还需{ $n }点）
}
mk-wait-altar-offering = { $player }正在向祭坛支付魔力
mk-status-enemy-target = { $source }：选择目标敌人
mk-wait-enemy-target = { $player }正在为{ $source }选择目标
mk-status-relocate-target = { $source }：选择移动的目的地
mk-wait-relocate-target = { $player }正在借{ $source }移动
mk-status-spend-healing = 花费{ $n }点治疗：手牌中的损伤卡或受伤的部队
mk-wait-spend-healing = { $player }正在治疗
mk-status-disband = 没有空余的指挥指示物：解散一个部队，为{ $unit }腾出位置
mk-wait-disband = { $player }正在解散部队
mk-status-meditation-choose = 从弃牌区选择一张牌放回指令牌组
mk-wait-meditation-choose = { $player }正在从弃牌区选牌
mk-status-meditation-place = 将{ $card }放在指令牌组顶或底
mk-wait-meditation-place = { $player }正在将{ $card }放回指令牌组
mk-status-assign-banner = 将{ $card }交给你的一个部队
mk-wait-assign-banner = { $player }正在将{ $card }交给一个部队
mk-status-return-to-deck = 将{ $card }放回指令牌组，或留在弃牌区
mk-wait-return-to-deck = { $player }正在决定{ $card }的去处
mk-status-choose-unit = { $source }：选择一个部队
mk-wait-choose-unit = { $player }正在为{ $source }选择部队
mk-status-forced-discard = { $caster }的{ $what }：弃掉一张{ $colour }法术或动作卡
mk-wait-forced-discard = { $player }正在因{ $caster }的{ $what }弃掉一张{ $colour }卡牌
mk-status-any-turn-skill = 这一轮结束了：现在使用技能吗？
mk-wait-any-turn-skill = { $player }现在可以使用技能

## 状态：随机步骤
mk-chance-status-hero-order = 正在决定英雄的选择顺序
mk-chance-status-dummy-hero = 正在抽取傀儡玩家的英雄
mk-chance-status-draw-rampaging = 正在抽取狂暴敌人
mk-chance-status-roll-source = 正在投掷资源池
mk-chance-status-draw-cards = { $player }抽{ $n }张牌
mk-chance-status-dummy-tactic = 傀儡玩家选取战术卡
mk-chance-status-reveal-tile = 正在翻开{ $hex }处的版块
mk-chance-status-reroll-die = 正在重掷资源池骰子
mk-chance-status-dummy-flip = 傀儡玩家翻牌
mk-chance-status-draw-summon = 正在抽取被召唤的敌人
mk-chance-status-deal-offer = 正在向{ $offer }补一张牌
mk-chance-status-draw-skills = { $player }正在抽取技能指示物
mk-chance-status-draw-dummy-skill = 正在翻开傀儡玩家的技能
mk-chance-status-discard-to-deck = { $what }：{ $player }弃牌区的随机牌成为指令牌组
mk-chance-status-spare-card = { $what }：一张牌面朝下放在{ $player }的战术卡下
mk-chance-status-draw-site-enemy = 正在抽取该地点的敌人
mk-chance-status-roll-mana-die = { $source }：正在投掷魔力骰子
mk-chance-status-draw-reward-cards = { $player }正在从{ $deck }抽牌
mk-chance-status-draw-garrison = 正在翻开一个面朝下的指示物
mk-chance-status-meditation-draw = { $what }：从{ $player }的弃牌区随机抽一张牌
mk-chance-status-lose-crystal = { $what }：{ $player }随机失去一个魔晶

## 动作分组（客户端标题）
group-setup = 准备
group-tactic = 战术卡
group-hand = 打出卡牌
group-skills = 技能
group-units = 部队
group-move = 移动
group-interaction = 互动
group-sites = 冒险地点
group-combat = 战斗
group-turn = 你的轮
group-effect = 结算效能
group-payment = 支付
group-tidy = 轮结束
group-level-up = 升级
group-reward = 奖励
group-damage = 伤害
group-healing = 治疗
group-chance = 随机
group-other = 其他

## 事件：发生了什么
mk-ev-hero-order = 英雄的选择顺序：{ $order }。
mk-ev-hero = { $player }使用{ $hero }。
mk-ev-dummy = 傀儡玩家是{ $hero }。
mk-ev-map = 地图：{ $tiles }。
mk-ev-rampaging = { $hex }出现狂暴敌人：{ $enemy }。
mk-ev-source = 资源池：{ $dice }。
mk-ev-draw = { $player }抽到{ $card }。
mk-ev-draw-hidden = { $player }抽了一张牌。
mk-ev-round = 第{ $n }回合开始：{ $night ->
    [1] 黑夜
   *[other] 白昼
}。
mk-ev-tactic = { $player }选取战术卡{ $tactic }（{ $n }）。
mk-ev-round-order = 行动顺序：{ $order }。
mk-ev-end-of-round = { $player }声明回合结束：其他每位玩家再进行最后一轮。
mk-ev-city = { $player }翻开了城市：每位玩家进行最后一轮。
mk-ev-round-end = 第{ $n }回合结束。
mk-ev-score = { $player } { $n }分
mk-ev-game-end = 游戏结束。得分：{ $scores }。
mk-ev-portal-enter = { $player }从传送门进入地图。
mk-ev-portal-leave = { $player }从传送门离开地图。
mk-ev-glade-token = { $site }给予{ $player }一个{ $colour }魔力指示物。
mk-ev-glade-wound-hand = { $player }在{ $site }从手牌移除一张损伤卡。
mk-ev-glade-wound-discard = { $player }在{ $site }从弃牌区移除一张损伤卡。
mk-ev-rest = { $player }休整，弃掉{ $cards }。
mk-ev-mine = 魔晶矿给予{ $player }一个{ $colour }魔晶。
mk-ev-time-bending = { $player }扭曲时间：打出的牌返回手牌，接着再进行一轮。
mk-ev-crystals-return = { $player }花费的魔晶返回：{ $colours }。
mk-ev-withdrawal = { $player }被迫撤退，获得{ $n }张损伤卡。
mk-ev-reroll = 重掷资源池第{ $n }颗骰子：{ $colour }。
mk-ev-sideways = { $player }横置打出{ $card }：{ $what }。
mk-ev-mana = { $player }用{ $source }支付{ $colour }魔力。
mk-ev-play-basic = { $player }打出{ $card }。
mk-ev-play-powered = { $player }增幅打出{ $card }。
mk-ev-play-free = { $player }免费增幅打出{ $card }（+{ $n }）。
mk-ev-skill = { $player }使用{ $skill }。
mk-ev-wound-cost = { $player }获得{ $n }张损伤卡。
mk-ev-unit-wounded = { $player }的{ $unit }受伤了。
mk-ev-discard = { $player }弃掉{ $card }。
mk-ev-throw-away = { $player }将{ $card }移出游戏。
mk-ev-gain = { $player }获得{ $what }。
mk-ev-remove-wounds = { $player }移除{ $n }张损伤卡。
mk-ev-crystal = { $player }获得一个{ $colour }魔晶。
mk-ev-token = { $player }获得一个{ $colour }魔力指示物。
mk-ev-modifier = { $player }：{ $what }。
mk-ev-borrow = { $player }召集展示区的{ $unit }。
mk-ev-maximal = { $player }将{ $card }移出游戏，使用其效能{ $n }次。
mk-ev-mana-draw = { $player }将资源池第{ $n }颗骰子设为{ $colour }，获得{ $tokens }个{ $colour }魔力指示物。
mk-ev-wound-from = { $player }因{ $source }获得{ $n }张损伤卡。
mk-ev-wound-by = { $player }因{ $owner }的{ $source }获得一张损伤卡。
mk-ev-no-crystal-wound = { $player }没有魔晶可失去，获得一张损伤卡。
mk-ev-mind-read = { $player }读心：{ $colour }。
mk-ev-spend-unit = { $player }消耗了{ $victim }的{ $unit }。
mk-ev-lose-crystal = { $player }失去一个{ $colour }魔晶。
mk-ev-mana-claim = { $player }占据资源池第{ $n }颗骰子（{ $colour }）直到回合结束{ $curse ->
    [1] ，并诅咒该颜色
   *[other] {""}
}。
mk-ev-claim-token = { $player }从占据的骰子获得一个{ $colour }魔力指示物。
mk-ev-show-hand = { $player }没有{ $colour }卡牌可弃，展示手牌：{ $n ->
    [0] 无
   *[other] { $cards }
}。
mk-ev-mind-steal = { $player }保留了{ $owner }的{ $card }。
mk-ev-mana-exploit = { $player }利用{ $colour }魔力：其他玩家使用别的颜色时受伤。
mk-ev-polarization = { $player }将{ $was }魔力转换为{ $colour }。
mk-ev-dummy-flip = 傀儡玩家翻开{ $card }。
mk-ev-offer = { $card }加入{ $offer }。
mk-ev-offer-leaves = { $card }离开{ $offer }。
mk-ev-redeal = 展示区没有可在村庄招募的部队：重新发牌。
mk-ev-level = { $player }升到{ $n }级。
mk-ev-gain-skill = { $player }获得技能{ $skill }。
mk-ev-gain-advanced = { $player }获得{ $card }（放在指令牌组顶）。
mk-ev-no-advanced = { $player }没有获得进阶动作：{ $offer }是空的。
mk-ev-dummy-skill = 傀儡玩家的{ $skill }加入公共技能展示区。
mk-ev-black-fame = 骰子掷出黑色：{ $player }获得荣誉+1而非魔晶。
mk-ev-reward-drawn = { $player }保留{ $cards }，将{ $bottom }放到{ $deck }底。
mk-ev-reward-hidden = { $player }从{ $deck }保留{ $n }张牌。
mk-ev-reward = { $player }从{ $offer }获得{ $card }。
mk-ev-use-tactic = { $player }使用战术卡{ $tactic }。
mk-ev-mana-steal = { $player }将资源池第{ $n }颗骰子（{ $colour }）保留在{ $tactic }上。
mk-ev-preparation = { $player }从指令牌组拿取一张牌（{ $tactic }）。
mk-ev-rethink = { $player }（{ $tactic }）弃掉{ $n }张牌并抽同样数量的牌。
mk-ev-midnight = { $player }（{ $tactic }）将{ $n }张牌洗入指令牌组并抽同样数量的牌。
mk-ev-spare = { $player }将一张牌面朝下放在战术卡下。
mk-ev-meditation = 从{ $player }的弃牌区拿出{ $card }。
mk-ev-deck-top = { $player }将{ $card }放在指令牌组顶。
mk-ev-deck-bottom = { $player }将{ $card }放在指令牌组底。
mk-ev-tokens-return = { $player }的魔力指示物放回储存库：{ $colours }。
mk-ev-activate = { $player }启用{ $unit }。
mk-ev-disband = { $player }解散{ $unit }。
mk-ev-recruit = { $player }花费{ $n }点影响力招募{ $unit }。
mk-ev-recruit-free = { $player }免费招募{ $unit }。
mk-ev-absorb = { $player }的{ $unit }吸收了攻击。
mk-ev-destroyed = { $player }的{ $unit }被消灭。
mk-ev-banner-fame = { $banner }：{ $player }获得荣誉+{ $n }。
mk-ev-banner = { $player }将{ $banner }交给{ $unit }。
mk-ev-banner-fear = { $banner }：{ $unit }被消耗，{ $enemy }不会攻击。
mk-ev-banner-courage = { $banner }：{ $unit }重新就绪。
mk-ev-convert-move = { $player }花费{ $n }点移动力换取{ $into }。
mk-ev-convert-influence = { $player }花费{ $n }点影响力换取{ $into }。
mk-ev-combat = { $player }与{ $enemies }战斗。
mk-ev-combat-site = { $player }在{ $site }与{ $enemies }战斗。
mk-ev-block = { $player }格挡了{ $enemy }。
mk-ev-challenge = { $player }挑战{ $enemy }。
mk-ev-summon = { $enemy }召唤出：{ $summoned }。
mk-ev-damage = { $enemy }对{ $player }造成{ $n }点伤害：{ $wounds ->
    [0] 没有损伤卡
   *[other] { $wounds }张损伤卡
}{ $poison ->
    [1] （剧毒：同样数量放入弃牌区）
   *[other] {""}
}。
mk-ev-combat-end = { $player }的战斗结束。
mk-ev-enter = { $player }进入{ $site }。
mk-ev-altar = { $player }供奉{ $altar }：荣誉+{ $n }。
mk-ev-leave-altar = { $player }没有供奉，离开了{ $altar }。
mk-ev-burn = { $player }焚毁修道院（声望{ $n }）。
mk-ev-site-enemy = { $hex }的地点由{ $enemy }看守。
mk-ev-conquered = { $player }征服了{ $site }。
mk-ev-ruins = { $hex }的古代遗迹显示：{ $ruins }。
mk-ev-garrison = { $hex }的地点由{ $enemy }防守。
mk-ev-assault = { $player }突袭{ $site }（声望{ $n }）。
mk-ev-withdraw = { $player }撤退到{ $hex }。
mk-ev-interact = { $player }与{ $site }互动（声望：影响{ $n }）。
mk-ev-plunder = { $player }劫掠{ $site }。
mk-ev-buy-healing = { $player }花费{ $n }点影响力购买治疗1。
mk-ev-learn = { $player }学习了{ $card }。
mk-ev-buy = { $player }购买了{ $card }。
mk-ev-enemy-effect = { $enemy }：{ $what }。
mk-ev-defeat = { $player }击败{ $enemy }：荣誉+{ $n }。
mk-ev-heal = { $player }治疗了{ $n }张损伤卡。
mk-ev-knocked-out = { $player }被击倒：手牌中所有非损伤卡被弃掉。
mk-ev-heal-unit = { $player }的{ $unit }被治疗。
mk-ev-ready-all = { $player }的所有部队重新就绪。
mk-ev-ready = { $player }的{ $unit }重新就绪。
mk-ev-relocate = { $player }移动到{ $hex }。
mk-ev-move = { $player }移动到{ $hex }（{ $n }点移动力）。
mk-ev-provoked = { $player }引发了{ $enemies }的攻击：战斗！
mk-ev-explore = { $player }探索：在{ $hex }翻开{ $tile }（荣誉+{ $n }）。
