# arena play --tutorial (cli/tutorial.py)
tutorial-cli-step = ── Tutorial, step { $n } of { $of }: { $title }
tutorial-cli-seed = { $cite }: “{ $quote }” — { $translation }
tutorial-cli-do = Do: { $hint }
tutorial-cli-next = Type next to go on.
tutorial-cli-over = The tutorial is over: the game goes on, yours to play.
