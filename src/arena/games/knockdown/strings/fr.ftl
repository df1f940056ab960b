# Knockdown (seed 002) : ce que lisent les joueurs. Les noms des cartes, compétences, attaques
# spéciales, combattants, marqueurs, blessures et symboles viennent des données du jeu.

## Morceaux de phrases
kd-card = { $card } ({ $symbols })
kd-parts = { $parts }
kd-nothing = rien
kd-tokens = { $n } { $token }
kd-wounds-both = { $heavy } { $heavy ->
    [one] blessure grave
   *[other] blessures graves
} et { $light } { $light ->
    [one] blessure légère
   *[other] blessures légères
}
kd-wounds-heavy = { $heavy } { $heavy ->
    [one] blessure grave
   *[other] blessures graves
}
kd-wounds-light = { $light } { $light ->
    [one] blessure légère
   *[other] blessures légères
}
kd-wounds-none = aucune blessure
kd-deal = inflige { $wounds }
kd-no-effect = ni dégâts ni effet
kd-knockout-symbol = un test de K.-O. peut suivre
kd-effect-heavy = +{ $n } { $n ->
    [one] blessure grave
   *[other] blessures graves
}
kd-effect-light = +{ $n } { $n ->
    [one] blessure légère
   *[other] blessures légères
}
kd-effect-push = repousse l’adversaire de { $n } { $n ->
    [one] case
   *[other] cases
}
kd-effect-pull = attire l’adversaire de { $n } { $n ->
    [one] case
   *[other] cases
}
kd-effect-advance = avance de { $n } { $n ->
    [one] case
   *[other] cases
}
kd-effect-retreat = recule de { $n } { $n ->
    [one] case
   *[other] cases
}
kd-effect-teleport = téléportation jusqu’à { $n } { $n ->
    [one] case
   *[other] cases
}
kd-effect-discard = l’adversaire défausse { $n } { $n ->
    [one] carte
   *[other] cartes
}
kd-effect-heal = retire { $n } de vos blessures légères
kd-effect-mend = retire { $n } de vos blessures graves
kd-effect-self-light = vous subissez { $n } { $n ->
    [one] blessure légère
   *[other] blessures légères
}
kd-effect-mist = gagne { $n } { $n ->
    [one] brume
   *[other] brumes
}
kd-effect-potion = gagne { $n } { $n ->
    [one] potion
   *[other] potions
}
kd-effect-poison = empoisonne l’adversaire ({ $n })

## Actions (libellés)
kd-act-deal = Distribuer { $skill } à { $player }
kd-act-deal-hidden = Une carte compétence est distribuée à { $player }
kd-act-reveal = Révéler { $card } sur le présentoir
kd-act-reveal-candle = Piocher une carte bougie : les bougies avancent d’une colonne vers le centre
kd-act-reveal-candle-first = Piocher une carte bougie : les bougies s’allument aux deux bouts de l’arène
kd-act-first = { $player } commence (initiatives à égalité)
kd-act-roll-dice = Obtenir { $roll } aux trois dés
kd-act-roll-pass = { $player } obtient { $roll } (total { $total }) contre { $cubes } cubes : le test de K.-O. est réussi
kd-act-roll-fail = { $player } obtient { $roll } (total { $total }) contre { $cubes } cubes : K.-O. !
kd-act-keep-dealt = Garder { $skill } (initiative { $initiative } : { $text }) et passer les deux autres à { $player }
kd-act-keep-passed = Garder { $skill } (initiative { $initiative } : { $text }) ; l’autre est retirée du jeu
kd-act-keep-hidden = { $player } garde une carte compétence
kd-act-faceup = Retourner { $skill } face visible (initiative { $initiative } : { $text }) ; l’autre reste face cachée
kd-act-faceup-hidden = { $player } choisit sa compétence face visible
kd-act-draft = Prendre { $card } en main
kd-act-move = Se déplacer en { $cell }
kd-act-dash-step = Ruée jusqu’en { $cell }
kd-act-push = Repousser { $player } en { $cell }
kd-act-pull = Attirer { $player } en { $cell }
kd-act-advance = Avancer en { $cell }
kd-act-retreat = Reculer en { $cell }
kd-act-teleport = Se téléporter en { $cell }
kd-act-attack = Attaquer avec { $card } : { $effect }
kd-act-attack-miss = Prendre { $card } sans attaquer : { $player } est hors de portée
kd-act-combo = Lancer un combo : attaques spéciales et ruées
kd-act-special = Attaque spéciale { $special } (payer { $cost }) : { $effect }
kd-act-respond = Riposter avec { $special } (payer { $cost }) : { $effect }
kd-act-dash = Ruée : défausser { $card } pour avancer d’une case
kd-act-pay = Payer { $special } avec { $card } ; reste à payer : { $left }
kd-act-pay-last = Payer { $special } avec { $card } : coût entièrement payé
kd-act-pay-card = Payer avec { $card }
kd-act-end = Terminer le combo
kd-act-block-reduce = Parer avec { $card } : ignorer { $wounds }
kd-act-block-reduce-choice = Parer avec { $card } pour réduire les dégâts, puis choisir ce qui est ignoré : { $splits }
kd-act-block-reduce-none = Parer avec { $card } pour réduire les dégâts (l’attaque n’en inflige aucun)
kd-act-block-cancel = Parer avec { $card } : annuler les effets de l’attaque ({ $effects })
kd-act-block-cancel-none = Parer avec { $card } pour annuler les effets de l’attaque (elle n’en a aucun)
kd-act-pass = Ne pas parer ni riposter : subir l’attaque
kd-act-pass-more = Ne plus parer
kd-act-discard = Défausser { $card }
kd-act-knockout = Imposer un test de K.-O. à { $player } : { $cubes } cubes, il faut au moins { $need } aux trois dés ({ $chance } % de réussite)
kd-act-knockout-safe = Imposer un test de K.-O. à { $player } : { $cubes } cubes, le test ne peut pas échouer
kd-act-knockout-sure = Imposer un test de K.-O. à { $player } : { $cubes } cubes, trois dés ne peuvent pas atteindre { $need } : K.-O. assuré
kd-act-spare = Ne pas imposer de test de K.-O. à { $player }
kd-act-ignore = Ignorer { $heavy } { $heavy ->
    [one] blessure grave
   *[other] blessures graves
} et { $light } { $light ->
    [one] blessure légère
   *[other] blessures légères
} (subir { $taken })

## Groupes (titres)
group-chance = Hasard
group-skill = Cartes compétence
group-draft = Choix de départ
group-move = Déplacement
group-attack = Attaque
group-combo = Combo
group-special = Attaques spéciales
group-response = Ripostes
group-dash = Ruée
group-pay = Payer le coût
group-block = Parade
group-discard = Défausse
group-place = Destination
group-knockout = Test de K.-O.
group-ignore = Blessures à ignorer

## États
kd-status-won = Vous remportez le match, { $wins }–{ $losses } !
kd-status-lost = { $player } remporte le match, { $wins }–{ $losses }.
kd-status-winner = { $player } remporte le match, { $wins }–{ $losses }.
kd-status-deal-skill = Les cartes compétence sont distribuées.
kd-status-refill-display = Le présentoir est complété depuis la pioche d’attaque.
kd-status-break-initiative-tie = Initiatives à égalité : le hasard désigne qui commence.
kd-status-knockout-roll-you = Vous lancez trois dés pour votre test de K.-O. : { $need } ou plus le réussit ({ $cubes } cubes).
kd-status-knockout-roll = { $player } lance trois dés pour un test de K.-O. : { $need } ou plus le réussit ({ $cubes } cubes).
kd-status-keep-dealt-skill-you = Gardez une de vos trois cartes compétence ; les deux autres vont à { $other }.
kd-status-keep-dealt-skill-other = { $player } choisit une carte compétence à garder.
kd-status-keep-passed-skill-you = Gardez une des deux cartes compétence que { $other } vous a passées ; l’autre est retirée.
kd-status-keep-passed-skill-other = { $player } choisit une des cartes compétence reçues.
kd-status-choose-faceup-you = Choisissez laquelle de vos deux cartes compétence retourner face visible.
kd-status-choose-faceup-other = { $player } choisit sa compétence face visible.
kd-status-draft-you = Prenez une carte du présentoir en main.
kd-status-draft-other = { $player } prend une carte du présentoir.
kd-status-turn-you = À vous : { $n } { $n ->
    [one] action restante
   *[other] actions restantes
} (déplacement, attaque ou combo).
kd-status-turn-other = Tour de { $player } : { $n } { $n ->
    [one] action restante
   *[other] actions restantes
}.
kd-status-combo-you = Votre combo : une attaque spéciale ou une ruée, ou terminez-le.
kd-status-combo-other = { $player } enchaîne un combo.
kd-status-pay-special-you = Payez { $special } : reste à payer { $cost }.
kd-status-pay-special-other = { $player } paie { $special }.
kd-status-dash-step-you = Choisissez la case de votre ruée.
kd-status-dash-step-other = { $player } fait une ruée.
kd-status-block-window-you = { $other } vous attaque avec { $attack } : parez, ripostez ou subissez.
kd-status-block-window-other = { $player } peut parer { $attack } ou riposter.
kd-status-discard-you = Défaussez { $n } { $n ->
    [one] carte
   *[other] cartes
} (effet d’attaque).
kd-status-discard-other = { $player } défausse.
kd-status-discard-limit-you = Votre main dépasse six cartes : défaussez-en { $n }.
kd-status-discard-limit-other = { $player } défausse pour revenir à six cartes.
kd-status-shift-push-you = Choisissez où repousser { $fighter } ({ $n } { $n ->
    [one] pas restant
   *[other] pas restants
}).
kd-status-shift-push-other = { $player } repousse { $fighter }.
kd-status-shift-pull-you = Choisissez où attirer { $fighter } ({ $n } { $n ->
    [one] pas restant
   *[other] pas restants
}).
kd-status-shift-pull-other = { $player } attire { $fighter }.
kd-status-shift-advance-you = Choisissez où avancer ({ $n } { $n ->
    [one] pas restant
   *[other] pas restants
}).
kd-status-shift-advance-other = { $player } avance.
kd-status-shift-retreat-you = Choisissez où reculer ({ $n } { $n ->
    [one] pas restant
   *[other] pas restants
}).
kd-status-shift-retreat-other = { $player } recule.
kd-status-teleport-you = Choisissez où vous téléporter (jusqu’à { $n } { $n ->
    [one] case
   *[other] cases
}).
kd-status-teleport-other = { $player } se téléporte.
kd-status-knockout-offer-you = Imposer un test de K.-O. à { $other } ? { $cubes } cubes, réussi sur { $need } ou plus.
kd-status-knockout-offer-other = { $player } peut imposer un test de K.-O. à { $other }.
kd-status-ignore-wounds-you = Votre parade réduit les dégâts : choisissez quelles blessures ignorer parmi { $wounds }.
kd-status-ignore-wounds-other = { $player } choisit les blessures que sa parade ignore.

## Refus
kd-refuse-not-an-action = Ce n’est pas une action de Knockdown.
kd-refuse-wrong-phase = Pas maintenant : { $waiting }
kd-refuse-occupied = { $cell } est la case de { $player } : vous ne pouvez ni vous y arrêter ni la traverser.
kd-refuse-not-adjacent = { $cell } n’est pas voisine de votre combattant en { $here } : un déplacement va sur une case adjacente.
kd-refuse-attack-not-in-display = { $card } n’est pas sur le présentoir : on attaque avec une carte du présentoir.
kd-refuse-draft-not-in-display = { $card } n’est pas sur le présentoir.
kd-refuse-keep-not-offered = { $skill } ne fait pas partie des cartes compétence que vous pouvez garder.
kd-refuse-faceup-not-kept = { $skill } n’est pas l’une de vos deux cartes compétence gardées.
kd-refuse-not-in-hand = { $card } n’est pas dans votre main.
kd-refuse-no-dash-symbol = { $card } n’a pas de symbole de ruée : seule une carte ruée paie une ruée.
kd-refuse-dash-no-cell = Votre combattant n’a aucune case libre où se ruer.
kd-refuse-pay-no-match = { $card } n’a aucun symbole dont { $special } a encore besoin ({ $cost }).
kd-refuse-pay-leaves = Payer { $special } avec { $card } laisserait un coût que votre main ne peut pas payer (reste : { $cost }).
kd-refuse-block-not-assault = { $attack } est une attaque de type { $type } : seules les attaques d’assaut se parent.
kd-refuse-no-block-symbol = { $card } n’a pas de symbole de parade.
kd-refuse-block-reduced = Vous avez déjà paré pour réduire les dégâts de cette attaque.
kd-refuse-block-cancelled = Vous avez déjà paré pour annuler les effets de cette attaque.
kd-refuse-special-not-yours = { $special } n’est pas sur votre plateau de combattant.
kd-refuse-special-response-only = { $special } est une riposte : elle répond à une attaque contre vous.
kd-refuse-special-not-response = Seule une attaque de riposte répond à une attaque ; { $special } n’en est pas une.
kd-refuse-special-responded = Cette attaque a déjà reçu une riposte.
kd-refuse-special-used = Vous avez déjà utilisé { $special } dans ce combo.
kd-refuse-special-used-turn = Vous avez déjà utilisé { $special } ce tour-ci.
kd-refuse-special-tokens = { $special } coûte { $cost } : vous avez { $have } { $token }.
kd-refuse-special-cost = Votre main ne peut pas payer le coût de { $special } ({ $cost }).
kd-refuse-special-range = { $player } est hors de portée de { $special }.
kd-refuse-empty-combo = Un combo comporte au moins une attaque spéciale ou une ruée avant de finir.
kd-refuse-no-combo = Aucun combo possible : aucune attaque spéciale payable avec l’adversaire à portée, ni carte ruée avec une case libre.
kd-refuse-place-push = { $cell } n’éloigne pas { $player } d’un pas.
kd-refuse-place-pull = { $cell } ne rapproche pas { $player } d’un pas.
kd-refuse-place-advance = { $cell } ne rapproche pas votre combattant d’un pas.
kd-refuse-place-retreat = { $cell } n’éloigne pas votre combattant d’un pas.
kd-refuse-teleport = { $cell } n’est pas une case libre à { $n } cases ou moins de votre combattant.
kd-refuse-ignore = Votre parade ne peut pas ignorer { $wounds } ; elle ignore au choix : { $choices }.

## Événements
kd-ev-round = La manche { $round } commence.
kd-ev-order = { $start } commence la manche ; { $first } choisit en premier.
kd-ev-draft = { $player } prend { $card }.
kd-ev-deck-out = La pioche d’attaque est épuisée : { $player } remporte la manche.
kd-ev-candle-first = Une carte bougie : les bougies s’allument sous les colonnes { $left } et { $right }.
kd-ev-candle = Une carte bougie : les bougies passent aux colonnes { $left } et { $right }.
kd-ev-reveal = Nouvelle carte au présentoir : { $card }.
kd-ev-round-won = { $player } remporte la manche { $round } ({ $first }–{ $second }).
kd-ev-match-won = { $player } remporte le match !
kd-ev-flip = { $player } retourne { $skill } face visible.
kd-ev-deal = { $player } reçoit { $skill }.
kd-ev-deal-hidden = { $player } reçoit une carte compétence.
kd-ev-keep = { $player } garde { $skill }.
kd-ev-keep-hidden = { $player } garde une carte compétence.
kd-ev-faceup = { $player } choisit { $skill } comme compétence face visible.
kd-ev-faceup-hidden = { $player } choisit sa compétence face visible.
kd-ev-passed = { $player } passe { $skills } à { $to }.
kd-ev-passed-hidden = { $player } passe deux cartes compétence à { $to }.
kd-ev-skills = Compétences face visible : { $one } { $first }, { $two } { $second }.
kd-ev-turn-limit = La limite de tours est atteinte : { $player } remporte la manche.
kd-ev-move = { $player } se déplace en { $cell }.
kd-ev-attack = { $player } attaque avec { $card }.
kd-ev-attack-miss = { $player } prend { $card } : { $other } est hors de portée.
kd-ev-combo = { $player } lance un combo.
kd-ev-combo-end = { $player } termine son combo.
kd-ev-discard = { $player } défausse { $card }.
kd-ev-candle-wound = { $player } est brûlé par les bougies : 1 { $wound }.
kd-ev-poison = Le poison inflige à { $player } { $n } { $n ->
    [one] blessure légère
   *[other] blessures légères
}.
kd-ev-dash = { $player } fait une ruée en défaussant { $card }.
kd-ev-dash-step = { $player } se rue en { $cell }.
kd-ev-special = { $player } utilise { $special }.
kd-ev-special-response = { $player } riposte avec { $special }.
kd-ev-pay = { $player } paie { $special } avec { $card }.
kd-ev-block-reduce = { $player } pare avec { $card } pour réduire les dégâts.
kd-ev-block-cancel = { $player } pare avec { $card } pour annuler les effets.
kd-ev-ignore = La parade de { $player } ignore { $wounds }.
kd-ev-mist = La brume de { $player } absorbe une blessure légère.
kd-ev-damage = { $player } subit { $wounds }.
kd-ev-damage-none = { $player } ne subit aucune blessure.
kd-ev-cancelled = Les effets de l’attaque sont annulés.
kd-ev-effect-heavy = { $other } subit { $n } { $n ->
    [one] blessure grave supplémentaire
   *[other] blessures graves supplémentaires
}.
kd-ev-effect-light = { $other } subit { $n } { $n ->
    [one] blessure légère supplémentaire
   *[other] blessures légères supplémentaires
}.
kd-ev-effect-self-light = { $player } subit { $n } { $n ->
    [one] blessure légère
   *[other] blessures légères
} de sa propre attaque.
kd-ev-effect-heal = { $player } retire jusqu’à { $n } { $n ->
    [one] blessure légère
   *[other] blessures légères
}.
kd-ev-effect-mend = { $player } retire jusqu’à { $n } { $n ->
    [one] blessure grave
   *[other] blessures graves
}.
kd-ev-effect-poison = { $player } empoisonne { $other } ({ $n }).
kd-ev-effect-mist = { $player } gagne { $n } { $n ->
    [one] brume
   *[other] brumes
}.
kd-ev-effect-potion = { $player } gagne { $n } { $n ->
    [one] potion
   *[other] potions
}.
kd-ev-shift-push = { $player } est repoussé en { $cell }.
kd-ev-shift-pull = { $player } est attiré en { $cell }.
kd-ev-shift-advance = { $player } avance en { $cell }.
kd-ev-shift-retreat = { $player } recule en { $cell }.
kd-ev-teleport = { $player } se téléporte en { $cell }.
kd-ev-knockout-check = { $player } impose un test de K.-O. à { $other }.
kd-ev-check-passed = { $player } obtient { $roll } (total { $total }) contre { $cubes } cubes : test réussi, la moitié des blessures légères s’en va.
kd-ev-check-failed = { $player } obtient { $roll } (total { $total }) contre { $cubes } cubes : K.-O. ! { $other } remporte la manche.

## Règles citées par les refus (traductions des phrases du seed 002)
rule-skill-deal = Mélangez d’abord toutes les cartes compétence, puis distribuez-en 3 à chaque joueur.
rule-skill-keep = Chaque joueur en choisit 1 qu’il garde, puis passe les 2 autres à son adversaire.
rule-skill-keep-passed = Ensuite, chaque joueur garde 1 des 2 cartes que son adversaire lui a passées et retire du jeu celle qu’il n’a pas choisie.
rule-skill-faceup = Puis chaque joueur place ses 2 cartes compétence choisies dans sa zone, l’une face visible, l’autre face cachée.
rule-start-player = Le joueur dont la carte compétence active (face visible) a l’initiative la plus haute devient premier joueur.
rule-draft = Il choisit 1 carte d’attaque du présentoir et l’ajoute à sa main. Puis son adversaire choisit 2 cartes, et il prend la dernière.
rule-refill = Au début de votre tour, complétez le présentoir d’attaque à quatre cartes avec la pioche d’attaque.
rule-turn = Puis choisissez l’une des actions suivantes et effectuez-la une fois, ou choisissez deux actions et effectuez chacune une fois : Déplacement, Attaque, Combo.
rule-move-adjacent = Déplacez votre combattant sur 1 case adjacente.
rule-move-occupied = Vous ne pouvez ni finir votre déplacement sur la case du combattant adverse, ni la traverser.
rule-attack-display = Choisissez 1 carte d’attaque du présentoir.
rule-attack-range = Attention : votre adversaire doit être à portée de cette attaque pour que vous en résolviez la procédure d’attaque.
rule-combo = Le combo vous permet d’exécuter les attaques spéciales de votre plateau de combattant et de faire des ruées dans l’arène.
rule-combo-end = Si toutes vos attaques spéciales ont été résolues une fois, si vous ne pouvez pas payer d’attaque spéciale, ou si vous choisissez d’arrêter, le combo se termine.
rule-special-cost = Payez le coût en défaussant de votre main des cartes d’attaque portant les symboles indiqués par l’attaque spéciale. Un coût avec le symbole ? se paie avec une carte d’attaque de n’importe quel autre symbole.
rule-special-once = Chaque attaque spéciale s’effectue au plus une fois par combo.
rule-dash = Pendant un combo, vous pouvez défausser autant de cartes d’attaque portant le symbole ➡ que vous le souhaitez pour déplacer votre combattant, en suivant les règles de déplacement.
rule-block = Quand l’adversaire vous prend pour cible d’un assaut, vous pouvez défausser 1 carte d’attaque portant le symbole [parade] pour réduire les dégâts que vous allez subir, ou pour annuler l’effet de cette attaque.
rule-block-both = Notez que vous pouvez défausser 2 cartes portant le symbole [parade] pour à la fois réduire les dégâts de l’attaque et annuler son effet.
rule-block-assault = Seules les attaques d’assaut peuvent être parées ainsi.
rule-block-reduce = Pour réduire les dégâts, chaque paire de cartes en main ignore 1 [blessure grave] (arrondi à l’inférieur, sans compter la carte [parade] défaussée), et chaque carte en main ignore 1 [blessure légère]. Les deux se cumulent.
rule-response = On ne peut jamais parer les attaques de pouvoir ou de riposte, ni les effets de K.-O., ni les dégâts d’autres sources !
rule-hand-limit = Dès qu’un joueur pioche une 7e carte, il doit immédiatement défausser 1 carte de son choix.
rule-effects = Les effets d’attaque peuvent comprendre des dégâts supplémentaires, un déplacement, la défausse d’une carte, etc.
rule-push = Repousser : éloigner l’adversaire de votre combattant.
rule-advance = Avancer : rapprocher votre combattant de l’adversaire.
rule-teleport = Téléportation : un type de déplacement qui permet de traverser la case de l’adversaire.
rule-knockout = Si cette attaque a un effet de K.-O., l’attaquant peut imposer un test de K.-O. à son adversaire (voir p. 17, « Test de K.-O. »).
rule-dice = Lancez trois dés et additionnez leurs points.
rule-match-end = Si le vainqueur de la manche possède déjà 1 jeton de victoire, il remporte le match !

## Formulaire des options
option-set = Boîte
option-set-help = La boîte Knockdown dont on joue l’arène, les combattants, la pioche d’attaque et les compétences.
value-set-tainted-grail = Graal souillé
option-fighters = Combattants
option-fighters-help = Le combattant et la face de plateau de chaque siège (deux combattants différents).
value-fighters-mist-a = L’Homme dans la brume — Voile (face A)
value-fighters-mist-b = L’Homme dans la brume — Linceul (face B)
value-fighters-knight-a = Chevalier déchu — Serment (face A)
value-fighters-knight-b = Chevalier déchu — Parjure (face B)
value-fighters-witch-a = Sorcière des landes — Épine (face A)
value-fighters-witch-b = Sorcière des landes — Flétrissure (face B)
option-block = Parer pour réduire les dégâts
option-block-help = Comment une parade qui réduit compte votre main (recherche A-9) : un budget partagé entre blessures graves et légères, ou les deux limites à la fois.
value-block-budget = Budget : 2 cartes par blessure grave, 1 par blessure légère
value-block-stack = Cumulé : la moitié de la main en blessures graves et toute la main en blessures légères
option-special_limit = Chaque attaque spéciale une fois par
option-special_limit-help = Une attaque spéciale s’utilise une fois par combo (la règle) ou une fois par tour (recherche A-5).
value-special_limit-combo = combo
value-special_limit-turn = tour
option-candle_wound = Blessure des bougies
option-candle_wound-help = La blessure que subit un combattant qui finit son tour sous les bougies (recherche A-13).
value-candle_wound-light = blessure légère
value-candle_wound-heavy = blessure grave
option-draft_first = Qui choisit en premier aux manches suivantes
option-draft_first-help = À partir de la manche 2, l’initiative la plus haute choisit en premier (le perdant en cas d’égalité), ou toujours le premier joueur (recherche A-2).
value-draft_first-initiative = l’initiative la plus haute
value-draft_first-start = le premier joueur
option-turn_limit = Limite de tours
option-turn_limit-help = Après ce nombre de tours chacun, la manche finit comme si la pioche d’attaque était épuisée (le moins de blessures graves, puis légères, gagne).
# le plateau du terminal
kd-board-head = Manche { $round } · victoires { $first }–{ $second } · tour { $turn } · pioche { $deck } · bougies { $candles }
kd-board-to-act = { $player } joue, { $n } { $n ->
    [one] action restante
   *[other] actions restantes
}
kd-board-range = portée { $range }
kd-board-setup = Mise en place : gardez une carte compétence
kd-board-to-choose = { $player } choisit
kd-board-marker = J{ $n }
kd-range-line = en ligne
kd-range-unlimited = illimitée
kd-board-none = aucune
kd-board-hidden-skills = +{ $n } cachée(s)
kd-board-facedown = (face cachée : { $skills })
kd-board-hand = { $n } en main
kd-board-skills = compétences actives : { $skills }
kd-board-display = Présentoir
kd-board-hand-title = Votre main
kd-board-specials = Vos attaques spéciales
kd-board-attack = Attaque en cours : { $attack } de { $player }
kd-board-pay = { $special } : reste à payer { $cost }
kd-board-winner = { $player } remporte le match !
