# 学习法师骑士（data/tutorial.yaml）：每一步的标题、规则说明，以及种子原句的译文（中文即原句）。

mk-tutorial-source-title = 资源池和它的骰子
mk-tutorial-source = 开局投掷的魔力骰子组成资源池：骰子数等于玩家数加二（单人游戏为3个）。每一轮，你可以从中拿一个骰子，当作一点该颜色的魔力使用。
mk-tutorial-source-quote = 使用数量等于玩家数量再加二的骰子(即4人游戏时使用6个骰子)。投掷它们,并将它们放置在白昼/黑夜卡板的空白处。这个区域和这些骰子我们称之为资源池(Source)。

mk-tutorial-black-die-title = 白昼的黑色骰子
mk-tutorial-black-die = 有一个骰子显示黑色。白昼不能使用黑色魔力：这个骰子已耗尽，谁都不能拿。白昼时，金色可以当作任何一种基本颜色。
mk-tutorial-black-die-quote = 在白昼不能使用黑色魔力;如果重掷回资源池的骰子为黑色,那任何人都不能使用它,并且也不用重掷它。

mk-tutorial-tactics-title = 选择战术卡{ $tactic }
mk-tutorial-tactics = 回合开始前，每位玩家选取一张战术卡：卡上的大号数字就是行动顺序。选取{ $tactic }（1）：你先于傀儡玩家行动。
mk-tutorial-tactics-quote = 每张战术卡都有一个大号的数字代表了本回合玩家的行动顺序——最小的数字先行。

mk-tutorial-first-turn-title = 你的第一轮
mk-tutorial-first-turn = 你的英雄从魔法门出发。一轮先移动，然后在停留的地方至多做一个行动（战斗或互动）。你的手牌在地图下方：我们来打出它们。
mk-tutorial-first-turn-quote = 第一轮开始时,将你的人物模型放置在地图上的魔法门处。从现在起,你的人物可以开始在地图上移动或行动。

mk-tutorial-basic-title = 打出{ $card }的基本效能
mk-tutorial-basic = 打出卡牌时，除非支付魔力使用强力效能，否则就是基本效能（图画下方的文字）生效。点击{ $card }，直接打出：移动2。
mk-tutorial-basic-quote = 如果你没有这么做,那就是基本效能生效。

mk-tutorial-powered-title = 用绿色骰子增幅打出{ $card }
mk-tutorial-powered = 要使用强力效能，须支付一点与卡牌颜色相同的魔力。{ $card }是绿色的，资源池里有一个绿色骰子：增幅打出它，得到移动4而不是2。每轮只能使用资源池中的一个骰子。
mk-tutorial-powered-quote = 如果你想使用强力效能,你必须支付一点与卡牌颜色对应的魔力——你可以用资源池中同样颜色的魔力骰子(每轮你只能使用资源池中的一个魔力骰子)

mk-tutorial-stacking-title = 把{ $card }叠加上去
mk-tutorial-stacking = 相同效能的卡牌可以叠加。{ $other }（移动2）和增幅的{ $powered }（移动4）已经有6点；再加上{ $card }的2点：移动8。
mk-tutorial-stacking-quote = 你经常会想一次打出多张相同类型的卡牌,它们的效能是可以相互叠加的。

mk-tutorial-sideways-title = 横置打出{ $card }，得到移动1
mk-tutorial-sideways = 除损伤卡外，任何卡牌都可以横置打出，当作移动1、影响1、攻击1或格挡1——横置时永远不能增幅。{ $card }是战斗卡：横置后让你多移动1点。
mk-tutorial-sideways-quote = 我们允许将任何卡牌(除了损伤卡)当成是移动1、影响1、攻击1或格挡1 打出。

mk-tutorial-terrain-title = 走进平原
mk-tutorial-terrain = 每种地形都有移动力消耗：白昼时{ $plains }2、{ $hills }3、{ $forest }3；夜晚森林要5。{ $lake }无法进入。向北走进{ $plains }：花费2点移动力。
mk-tutorial-terrain-quote = 每种地形的移动力消耗有印在白昼/夜晚卡板上,以较大的数字标出。红色的“X”代表这种地形是难以通过的。请现在忽略较小的蓝色数字,它们是用于夜晚回合的。

mk-tutorial-entering-title = 再走一步
mk-tutorial-entering = 只计算你进入的那一格，离开的那一格不算。再走进下一格{ $plains }，又花2点。
mk-tutorial-entering-quote = 注意:移动到邻近格时,你只用支付你正进入的那格的移动力消耗。你要离开的那格的地形不会有影响。

mk-tutorial-rampaging-title = 绕过兽人到达{ $site }
mk-tutorial-rampaging = 绿色指示物{ $enemy }和{ $other }是狂暴的兽人：你永远不能进入它们所在的格；从邻近它们的一格移动到另一个邻近它们的格会引发攻击。这条路线到达{ $site }，不会两次经过它们身边。
mk-tutorial-rampaging-quote = 绿色的移动路径可以使你在不引发战斗的情况下来到村庄,但绕路需要花费你更多的移动力。

mk-tutorial-explore-title = 探索新版块
mk-tutorial-explore = 在地图边缘，花费2点移动力就能翻开下一块版块并拼上（还能得到1点荣誉）。点击{ $site }后方新版块的位置。
mk-tutorial-explore-quote = 你必须支付2点移动力来探索新的地块。

mk-tutorial-end-turn-title = 结束你的轮
mk-tutorial-end-turn = 这一轮完成了。结束时，你用过的资源池骰子会重掷并放回；打出的卡牌进入弃牌区。
mk-tutorial-end-turn-quote = 当玩家结束他的轮次时,第一件事就是将资源池内使用过的魔力骰子放回去。做法是重掷并保持新的颜色将它们放回资源池。

mk-tutorial-draw-up-title = 把手牌补到5张
mk-tutorial-draw-up = 你可以先弃掉不想要的牌（损伤卡除外），然后从指令牌组抽牌直到手牌上限，1级时为5张。
mk-tutorial-draw-up-quote = 从他的指令牌组中抽取卡牌,直到手牌达到上限。

mk-tutorial-next-turn-title = 又轮到你：打出{ $card }
mk-tutorial-next-turn = 傀儡玩家已经完成了它的轮（从它的牌组翻开卡牌）。现在又轮到你。打出{ $card }，得到移动2。
mk-tutorial-next-turn-quote = 一旦所有的玩家都如此完成了轮次行动,那又轮到第一位玩家行动,如此循环。

mk-tutorial-provoke-title = 引发{ $enemy }
mk-tutorial-provoke = 村庄邻近{ $enemy }；走到另一个也邻近它们的格，就会引发它们的攻击。你的移动立即结束，必须战斗。
mk-tutorial-provoke-quote = 如果你从邻近狂暴敌人的一格移动到另一个邻近该敌人的一格,那么就会引发它对你的攻击。这会立即结束你的移动,而且你被强制与之战斗(详见之后的战斗章节)

mk-tutorial-combat-ranged-title = 战斗：远程与攻城阶段
mk-tutorial-combat-ranged = 战斗有四个阶段：远程与攻城攻击、格挡、伤害、攻击。只有带战斗图标的卡牌（或横置打出的卡牌）有用。你没有远程攻击：结束这个阶段。
mk-tutorial-combat-ranged-quote = 在移动中能打出的卡牌标记有移动符号;与本地居民互动时能打出的卡牌标记有影响符号;而战斗中能打出的卡牌标记有战斗图标。

mk-tutorial-combat-block-title = 战斗：承受攻击
mk-tutorial-combat-block = { $enemy }的攻击为3。你需要格挡3；还是把卡牌留给攻击吧。未被格挡的3点伤害两次超过你的护甲2：2张损伤卡进入你的手牌，它们什么都做不了，连横置都不行。
mk-tutorial-combat-block-quote = 任何卡牌,不论它的效能是多么的强大,当横置打出时都只能被当做是移动1、影响1、攻击1和格挡1——除了损伤卡。

mk-tutorial-improvisation-title = 战斗：打出{ $card }
mk-tutorial-improvisation = { $enemy }的护甲为3。{ $card }把一张弃掉的卡牌变成移动、影响、攻击或格挡3（增幅时为5，就像种子里的例子）：打出它的基本效能。
mk-tutorial-improvisation-quote = 我们使用一点红色魔力来增幅即兴表演(Improvisation),并用它的强力效能得到移动5。

mk-tutorial-discard-title = 战斗：为{ $card }弃掉一张牌
mk-tutorial-discard = 选择要弃掉的牌——除了{ $wound }以外都可以：损伤卡永远不能被弃除。然后教程替你选取攻击3。
mk-tutorial-discard-quote = 除非有卡牌特别允许,损伤卡是永远不能被弃除的。

mk-tutorial-attack-title = 战斗：攻击{ $enemy }
mk-tutorial-attack = 你的攻击3等于它们的护甲3：发动攻击。被击败后，它们离开地图，并给你它们的荣誉。
mk-tutorial-attack-quote = 攻击或格挡X(Attack or Block X)(提供攻击力或格挡值X点)。

mk-tutorial-combat-end-title = 战斗：结束战斗
mk-tutorial-combat-end = 战斗就是你这一轮的行动：现在不能再与{ $site }互动。结束攻击阶段和战斗。
mk-tutorial-combat-end-quote = 因为战斗占用了你本轮的动作,所以本轮内你将不能够与村庄互动。

mk-tutorial-end-turn-again-title = 结束你的轮
mk-tutorial-end-turn-again = 结束这一轮。用过的骰子会重掷；掷出黑色的骰子在本白昼剩下的时间里都已耗尽。
mk-tutorial-end-turn-again-quote = 任何掷出的黑色骰子都要放在右上角稍暗的位置——这个魔力骰子已经被耗尽了。

mk-tutorial-end-round-title = 回合结束
mk-tutorial-end-round = 一个回合持续到某位玩家在轮次开始时指令牌组已空并声明回合结束；单人游戏中，傀儡玩家的牌组用完时也会结束。之后所有骰子重掷，夜晚来临（金色不能使用，森林更难走），你再选一张新的战术卡。
mk-tutorial-end-round-quote = 如果玩家在轮次开始时,指令牌组就已经没牌了;他既可以继续用剩余的手牌进行游戏,也可以声明回合结束。

mk-tutorial-carry-on-title = 继续游戏
mk-tutorial-carry-on = 引导流程到此结束。游戏从这里继续，由你自由进行：完成这一轮的选择，然后随意移动、战斗和探索。
mk-tutorial-carry-on-quote = 首先,你可以在地图上将你的人物移动一格或几格。然后,取决于你最终停留的位置,你可以做出一个行动(大多数情况下都会是战斗或与本地居民互动)或是什么都不做。
