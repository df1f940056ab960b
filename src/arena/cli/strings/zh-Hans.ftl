# `arena play` 在游戏之外说的话。
title = { $game } — 种子 { $seed }（用 --seed { $seed } 重玩这局）
seats = 你操作{ $seats }；{ $others }。
seat-agent = { $seat }：{ $agent }
solo = 单人游戏：你操作唯一的座位。
hotseat = 同屏对战：所有座位都在这里操作。
legal = 你的选择（{ $n }）：输入编号、方括号中的记号或 #索引。
prompt = { $player }>{" "}
help = 输入选择的编号、记号（方括号中）或 #索引。命令：legal（再次列出选择）、board（棋盘）、help、quit（Ctrl-D 也可退出）。
plays = { $player }（{ $who }）：{ $action }
you = 你
chance = 随机：{ $action }
wins = { $players }获胜。
draw = 平局。
over = 对局结束，共 { $n } 步。{ $result } 收益：{ $returns }
quit = 对局在 { $n } 步后中止。
saved = 回放已保存到 { $path }
save_offer = 保存回放？文件名（留空 = 不保存）：
save_hint = 提示：--save PATH 可保存对局回放。
engine_error = 引擎出错，对局无法继续。
refused = ✗ { $message }
refused-rule = 规则：{ $rule }
refused-quote = “{ $quote }” — { $translation }
bad-number = ✗ 没有编号为 { $number } 的选择（列表从 1 到 { $last }）。
unreadable = ✗ 无法读取“{ $text }”：{ $error }
cannot-save = ✗ 无法保存回放：{ $error }
