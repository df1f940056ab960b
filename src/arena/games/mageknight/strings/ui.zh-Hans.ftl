# 魔法骑士：终端棋盘上的文字。
mk-ui-round = 第{ $n }/{ $of }回合（{ $night ->
    [1] 黑夜
   *[other] 白昼
}）
mk-ui-setup = 准备阶段
mk-ui-source = 资源池：
mk-ui-points = 移动力{ $move }  影响力{ $influence }
mk-ui-hero = { $player }：{ $hero }，等级{ $level }，荣誉{ $fame }，声望{ $rep }，{ $where }，指令牌组{ $deck }张{ $count ->
    [0] {""}
   *[other] ，{ $crystals }
}
mk-ui-no-hero = 尚未选择英雄
mk-ui-at = 位于{ $hex }
mk-ui-off-map = 不在地图上
mk-ui-crystals = { $colour }魔晶{ $n }个
mk-ui-hand = 手牌：{ $n ->
    [0] 无
   *[other] { $cards }
}
mk-ui-played = 出牌区：{ $n ->
    [0] 无
   *[other] { $cards }
}
mk-ui-tokens = 魔力指示物：{ $colours }
mk-ui-unit = 部队{ $n }：{ $unit }（{ $notes }）
mk-ui-ready = 就绪
mk-ui-spent = 已消耗
mk-ui-wounds = { $n }张损伤卡
mk-ui-banner = 持有{ $banner }
mk-ui-bonded = 位于{ $skill }之下
mk-ui-combat = 战斗，{ $phase }阶段——攻击点数：{ $attack }；格挡点数：{ $block }
mk-ui-none = 无
mk-ui-enemy = { $n }：{ $enemy }，护甲{ $armor }，攻击{ $attacks }
mk-ui-enemy-attack = { $n }（{ $element }）
mk-ui-resists = 抗性：{ $elements }
mk-ui-fortified = 坚固
mk-ui-defeated = 已击败
mk-ui-blocked = 已格挡
mk-ui-no-attack = 不进行攻击
mk-ui-attack-defeats = 你的攻击可以击败它
mk-ui-block-stops = 你的格挡可以挡住它
mk-ui-final-score = 最终得分
mk-ui-fame = 荣誉
mk-ui-total = 总分
mk-ui-category-knowledge = 最博学
mk-ui-category-loot = 最多战利品
mk-ui-category-leader = 最佳统帅
mk-ui-category-conqueror = 最伟大的征服者
mk-ui-category-adventurer = 最伟大的冒险家
mk-ui-category-beating = 伤痕最多
mk-ui-extra-city = 翻开城市
mk-ui-extra-rounds-early = 提前结束的回合
mk-ui-extra-dummy-deck = 傀儡玩家剩余的卡牌
mk-ui-extra-no-announcement = 从未声明回合结束
mk-ui-map-how = 每个地格：地形字母、其上之物、它的q；每一行是一个r——输入 move q r。
mk-ui-key = { $mark } { $what }
mk-ui-legend-terrain = 地形：{ $keys }
mk-ui-legend-sites = 地点：{ $keys }
mk-ui-legend-marks = 地图上：{ $keys }
mk-ui-key-hero = { $mark } { $hero }（{ $player }）
mk-ui-key-enemy = E { $enemy }位于{ $hex }
mk-ui-offer = { $offer }：{ $cards }
mk-ui-offer-unit = { $unit }（费用{ $cost }）
mk-ui-common-skills = 公共技能展示区：{ $skills }
mk-ui-skills = 技能：{ $skills }
mk-ui-skill-used = { $skill }（已使用）
mk-ui-summoned = 由{ $summoner }召唤（其护甲{ $armor }）
mk-ui-verdict-defeats = 这次攻击可以击败{ $enemy }。
mk-ui-verdict-stops = 这次格挡可以挡住{ $enemy }。
mk-ui-key-defenders = { $hex }由{ $enemies }防守
mk-ui-key-face-down = { $hex }由一个背面朝上的{ $colour }敌人防守
