# arena play --tutorial（cli/tutorial.py）
tutorial-cli-step = ── 教程，第{ $n }步，共{ $of }步：{ $title }
tutorial-cli-seed = { $cite }：“{ $quote }”——{ $translation }
tutorial-cli-do = 请输入：{ $hint }
tutorial-cli-next = 输入 next 继续。
tutorial-cli-over = 教程结束：游戏继续，由你自由进行。
