# arena play --tutorial (cli/tutorial.py)
tutorial-cli-step = ── Tutoriel, étape { $n } sur { $of } : { $title }
tutorial-cli-seed = { $cite } : « { $quote } » — { $translation }
tutorial-cli-do = À faire : { $hint }
tutorial-cli-next = Tapez next pour continuer.
tutorial-cli-over = Le tutoriel est terminé : la partie continue, à vous de jouer.
