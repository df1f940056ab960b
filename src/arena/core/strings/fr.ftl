# Les phrases du cœur : sièges, listes, états, hasard, refus communs à tous les jeux.
seat = Joueur { $n }
list-separator = {", "}
action-notation = { $text }
status-over = La partie est terminée.
status-chance = Le hasard décide…
status-your-turn = À vous de jouer.
status-to-move = À { $player } de jouer.
hidden = (caché)
chance-hidden = Un tirage caché a eu lieu.
refuse-game-over = La partie est terminée.
refuse-not-your-turn = Ce n’est pas votre tour : c’est à { $player } de jouer.
refuse-bad-notation = « { $text } » n’est pas une action de ce jeu.
refuse-not-legal = { $action } n’est pas possible maintenant.
refuse-chance-only = C’est un résultat du hasard, pas l’action d’un joueur.
refuse-not-an-outcome = Ce n’est pas un résultat possible ici.
