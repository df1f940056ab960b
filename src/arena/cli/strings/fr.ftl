# Ce que dit `arena play` autour du jeu.
title = { $game } — graine { $seed } (rejouer cette partie avec --seed { $seed })
seats = Vous jouez { $seats } ; { $others }.
seat-agent = { $seat } : { $agent }
solo = Une partie en solitaire : vous jouez le seul siège.
hotseat = Partie à tour de rôle : tous les sièges jouent ici.
legal = Vos choix ({ $n }) : tapez un numéro, la notation entre crochets ou #index.
prompt = { $player }>{" "}
help = Tapez le numéro d’un choix, sa notation (entre crochets) ou #index. Commandes : legal (revoir les choix), board (le plateau), help, quit (Ctrl-D pour quitter).
plays = { $player } ({ $who }) : { $action }
you = vous
chance = Hasard : { $action }
wins = { $players } gagne.
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
