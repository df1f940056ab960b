# Ce que dit `arena play` autour du jeu.
title = { $game } — graine { $seed } (rejouer cette partie avec --seed { $seed })
seats = Vous jouez { $seats } ; { $others } : { $agent }.
solo = Une partie en solitaire : vous jouez le seul siège.
hotseat = Partie à tour de rôle : tous les sièges jouent ici.
legal = Vos choix ({ $n }) : tapez un numéro, la notation entre crochets ou #index.
prompt = { $player }>{" "}
help = Tapez le numéro d’un choix, sa notation (entre crochets) ou #index. Commandes : legal (revoir les choix), board (le plateau), help, help VERBE (ce que fait un verbe et ses choix), undo (reprendre votre dernière action), coach (les meilleurs coups selon la recherche), quit (Ctrl-D pour quitter).
plays = { $player } ({ $who }) : { $action }
you = vous
chance = Hasard : { $action }
wins =
    { $count ->
        [one] { $players } gagne.
       *[other] { $players } gagnent.
    }
draw = Match nul.
over = Partie terminée après { $n } actions. { $result } Gains : { $returns }
quit = Partie abandonnée après { $n } actions.
saved = Partie enregistrée dans { $path }
save_offer = Enregistrer la partie ? Nom du fichier (vide = non) :{" "}
save_hint = Astuce : --save CHEMIN enregistre la partie.
engine_error = Le moteur a échoué ; la partie ne peut pas continuer.
refused = ✗ { $message }
refused-rule = Règle : { $rule }
refused-quote = « { $quote } » — { $translation }
bad-number = ✗ Aucun choix ne porte le numéro { $number } (la liste va de 1 à { $last }).
unreadable = ✗ Impossible de lire « { $text } » : { $error }
cannot-save = ✗ Impossible d’enregistrer la partie : { $error }
help-verbs = Verbes jouables maintenant : { $verbs }. Tapez help suivi d’un verbe.
help-verb-unknown = ✗ Aucun choix ne commence par « { $verb } » maintenant. Verbes jouables : { $verbs }.
help-verb-unexplained = { $verb } : le jeu n’en dit pas plus ; ses choix maintenant :
help-verb-not-now = Vous ne pouvez pas jouer « { $verb } » maintenant.
undone = Action reprise : { $action }
coach-title = Coach de { $player } à l’étape { $step } : { $estimate } ({ $iterations } itérations de recherche)
coach-col-move = Coup
coach-col-notation = Notation
coach-col-share = Visites
coach-col-value = Estimation
coach-win = { $percent } % de chances de gagner
coach-fame = { $fame } de Renommée attendue
coach-off = Le coach n’est pas disponible ici : { $reason }
review-title = Revue de la partie de { $player } ({ $n } décisions analysées) : les coups dont l’estimation a le plus baissé.
review-none = Aucun coup n’a rien perdu que la recherche puisse voir.
review-col-step = Étape
review-col-played = Coup joué
review-col-better = Meilleur coup
review-col-drop = Baisse

# Les agents des autres places : un nom court à chaque coup, un plus long au début.
agent-random = Hasard
agent-greedy = Glouton
agent-mcts = Recherche
agent-plan = Planificateur
agent-random-about = Hasard — n'importe quel coup permis
agent-greedy-about = Glouton — le coup qui paraît le meilleur, un pas en avant
agent-mcts-about = Recherche (MCTS) — pèse les réponses, environ une seconde par coup
agent-plan-about = Planificateur — prévoit un tour entier (le plus fort à Mage Knight)
agent-spec = { $agent } ({ $spec })
seat-partner = { $seat } (votre partenaire)
