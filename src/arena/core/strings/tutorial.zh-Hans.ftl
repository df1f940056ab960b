# 教程（arena.core.tutorial）：每个游戏的引导对局对其步骤的说明。
tutorial-not-this-step = 不是这一步——教程要求：{ $step }。
tutorial-press-next = 还不行——请先读完这一步，再按“下一步”：{ $step }。
undo-tutorial = 教程的步骤不能撤回。
