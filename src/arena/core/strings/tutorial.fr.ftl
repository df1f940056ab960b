# Tutoriels (arena.core.tutorial) : ce que la partie guidée de chaque jeu dit de ses étapes.
tutorial-not-this-step = Pas cette étape — le tutoriel demande : { $step }.
tutorial-press-next = Pas encore — lisez cette étape puis appuyez sur Suivant : { $step }.
undo-tutorial = Une étape du tutoriel ne peut pas être reprise.
