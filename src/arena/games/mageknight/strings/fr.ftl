# Mage Knight : ce que lisent les joueurs (actions, effets, états, événements, options), en français.
# Les noms des cartes, héros, ennemis, sites... viennent des données (names.py), pas de ce fichier.

## Mots communs
mk-dummy = le joueur fantôme
mk-every-terrain = Tous les terrains
mk-origin-burn = le monastère incendié
mk-origin-plunder = le pillage de { $site }
mk-tactic-no-effect = aucun autre effet

## Sources de mana
mk-src-die = le dé { $colour }
mk-src-die-n = le dé { $n } de la Source
mk-src-crystal = un cristal { $colour }
mk-src-token = un jeton de mana { $colour }
mk-src-endless = le mana { $colour } inépuisable

## Attaques et blocages (sans leur valeur)
mk-attack-melee-physical = Attaque
mk-attack-melee-fire = Attaque de feu
mk-attack-melee-ice = Attaque de glace
mk-attack-melee-cold-fire = Attaque de feu glacé
mk-attack-ranged-physical = Attaque à distance
mk-attack-ranged-fire = Attaque à distance de feu
mk-attack-ranged-ice = Attaque à distance de glace
mk-attack-ranged-cold-fire = Attaque à distance de feu glacé
mk-attack-siege-physical = Attaque de siège
mk-attack-siege-fire = Attaque de siège de feu
mk-attack-siege-ice = Attaque de siège de glace
mk-attack-siege-cold-fire = Attaque de siège de feu glacé
mk-block-physical = Blocage
mk-block-fire = Blocage de feu
mk-block-ice = Blocage de glace
mk-block-cold-fire = Blocage de feu glacé

## Effets
mk-fx-move = Déplacement { $n }
mk-fx-influence = Influence { $n }
mk-fx-heal = Soins { $n }
mk-fx-draw = piochez { $n ->
    [one] une carte
   *[other] { $n } cartes
}
mk-fx-fame = Renommée +{ $n }
mk-fx-reputation = Réputation { $n }
mk-fx-wound = prenez { $n ->
    [one] une Blessure
   *[other] { $n } Blessures
}
mk-fx-points = { $what } { $n }
mk-fx-points-swift = { $what } { $n } (sans surcoût contre les ennemis Rapides)
mk-fx-token = gagnez { $n ->
    [one] un jeton de mana { $colour }
   *[other] { $n } jetons de mana { $colour }
}
mk-fx-token-each = gagnez un jeton de mana de chaque couleur : { $colours }
mk-fx-token-basic = gagnez { $n ->
    [one] un jeton de mana
   *[other] { $n } jetons de mana
} d’une couleur de base au choix
mk-fx-token-any = gagnez { $n ->
    [one] un jeton de mana
   *[other] { $n } jetons de mana
} de n’importe quelle couleur
mk-fx-token-choice = gagnez { $n ->
    [one] un jeton de mana
   *[other] { $n } jetons de mana
} au choix ({ $colours }){ $now ->
    [1] {" "}à dépenser aussitôt
   *[other] {""}
}
mk-fx-crystal = gagnez { $n ->
    [one] un cristal { $colour }
   *[other] { $n } cristaux { $colours }
}
mk-fx-crystal-each = gagnez un cristal de chaque couleur : { $colours }
mk-fx-crystal-basic = gagnez { $n ->
    [one] un cristal
   *[other] { $n } cristaux
} d’une couleur de base au choix
mk-fx-crystal-any = gagnez { $n ->
    [one] un cristal
   *[other] { $n } cristaux
} de n’importe quelle couleur
mk-fx-crystal-choice = gagnez { $n ->
    [one] un cristal
   *[other] { $n } cristaux
} au choix ({ $colours })
mk-fx-crystal-random = lancez un dé de mana pour { $n ->
    [one] un cristal au hasard
   *[other] chacun de { $n } cristaux au hasard
} (noir : Renommée +1 à la place)
mk-fx-crystal-held = gagnez un cristal d’une couleur que vous possédez déjà
mk-fx-gain-card = gagnez { $deck ->
    [spell] un Sort
    [artifact] un Artefact
    [unit] une Unité
   *[other] une Action avancée
}{ $coloured ->
    [1] {" "}{ $colour }
   *[other] {""}
} { $source ->
    [deck] de la pioche
   *[other] de l’offre
}{ $to ->
    [hand] {" "}dans votre main
    [discard] {" "}sur votre défausse
    [units] {" "}parmi vos Unités
   *[other] {" "}sur le dessus de votre pioche
}
mk-fx-ready-all = préparez toutes vos Unités
mk-fx-ready-levels = préparez des Unités de niveau total { $n } ou moins{ $heal ->
    [1] {" "}et soignez-les
   *[other] {""}
}
mk-fx-ready-unit = préparez une Unité{ $n ->
    [0] {""}
   *[other] {" "}de niveau { $n } ou moins
}{ $heal ->
    [1] {" "}et soignez-la
   *[other] {""}
}
mk-fx-heal-unit = soignez { $n ->
    [one] une Blessure d’une Unité
   *[other] { $n } Blessures d’Unités
}
mk-fx-remove-all-wounds = défaussez définitivement toutes les Blessures { $turn ->
    [1] reçues ce tour
   *[other] de votre main
}
mk-fx-remove-wounds = défaussez définitivement { $n ->
    [one] une Blessure
   *[other] { $n } Blessures
} de votre main{ $discard ->
    [1] {" "}ou de votre défausse
   *[other] {""}
}
mk-fx-relocate = voyagez jusqu’à { $n ->
    [one] 1 case
   *[other] { $n } cases
} sans provoquer
mk-fx-relocate-assault = voyagez jusqu’à { $n } cases et attaquez un donjon ou une tour de mage qui s’y trouve
mk-fx-banner = confiez-la à l’une de vos Unités
mk-fx-roll = lancez { $n ->
    [one] un dé de mana
   *[other] { $n } dés de mana
} : sur { $faces }, { $then }
mk-fx-roll-else = lancez { $n ->
    [one] un dé de mana
   *[other] { $n } dés de mana
} : sur { $faces }, { $then } ; sinon { $other }
mk-fx-or = { $a } ou { $b }
mk-fx-and = { $a }, { $b }
mk-fx-nothing = rien
mk-fx-optional = vous pouvez : { $effect }
mk-fx-end-of-turn = à la fin du tour : { $effect }
mk-fx-paid = { $cost } : { $effect }
mk-fx-if = { $cond } : { $then }
mk-fx-if-else = { $cond } : { $then } ; sinon { $other }
mk-fx-scaled = { $effect } par { $per }
mk-fx-scaled-max = { $effect } par { $per } (au plus { $n })
mk-fx-enemy = { $target } : { $what }
mk-fx-enemy-destroy = détruit
mk-fx-enemy-armor = Armure −{ $n }
mk-fx-enemy-armor-fortified = Armure −{ $n } si fortifié
mk-fx-enemy-armor-resistance = Armure −{ $n } par résistance
mk-fx-enemy-no-attack = pas d’attaque
mk-fx-enemy-unfortified = plus de fortification
mk-fx-enemy-resistances = résistances perdues ({ $elements })
mk-fx-enemy-nothing = aucun changement
mk-target-one = un ennemi
mk-target-all = tous les ennemis
mk-target-all-others = tous les autres ennemis
mk-target-blocked = l’ennemi bloqué
mk-target-up-to = jusqu’à { $n } ennemis

## Coûts
mk-cost-discard = défaussez { $n ->
    [one] une carte
   *[other] { $n } cartes
}
mk-cost-discard-wound = défaussez une Blessure
mk-cost-discard-action = défaussez une carte Action
mk-cost-discard-colour = défaussez une carte { $colour }
mk-cost-discard-any = défaussez autant de cartes que vous voulez
mk-cost-throw = retirez du jeu une carte Action
mk-cost-throw-wound = retirez du jeu une Blessure
mk-cost-throw-colour = retirez du jeu une carte Action { $colour }
mk-cost-wound = prenez { $n ->
    [one] une Blessure
   *[other] { $n } Blessures
}
mk-cost-mana = payez { $n ->
    [one] un mana { $colour }
   *[other] { $n } mana { $colour }
}
mk-cost-mana-choice = payez un mana ({ $colours })
mk-cost-influence = dépensez { $n } Influence
mk-cost-move = dépensez { $n } Déplacement
mk-cost-wound-unit = cette Unité est blessée

## Conditions et quantités
mk-cond-day = de Jour
mk-cond-night = de Nuit
mk-cond-in-combat = en combat
mk-cond-not-in-combat = hors combat
mk-cond-in-interaction = pendant une interaction
mk-cond-lowest-fame = avec la Renommée la plus basse
mk-cond-in-forest = en forêt
mk-cond-combat-start = au début d’un combat
mk-cond-this-block-succeeded = si ce blocage réussit
mk-per-wounds-in-hand = Blessure dans votre main
mk-per-wounds-in-hand-and-on-units = Blessure dans votre main et Unité blessée
mk-per-crystal-colours = couleur de vos cristaux
mk-per-ready-unwounded-units = Unité prête et non blessée
mk-per-units-recruited-this-turn = Unité recrutée ce tour
mk-per-enemies-in-combat = ennemi du combat
mk-per-blocked-enemy-icons = icône de l’ennemi bloqué
mk-per-enemies-defeated-this-turn = ennemi vaincu ce tour
mk-per-spells-cast-this-turn = Sort lancé ce tour
mk-per-units-attacked-or-blocked-this-turn = Unité ayant attaqué ou bloqué ce tour
mk-per-healing-spent-from-this-card = point de Soins de cette carte dépensé
mk-per-cards-discarded = carte défaussée

## Changements de règle (modificateurs)
mk-mod-terrain-set = { $terrains } { $count ->
    [one] coûte
   *[other] coûtent
} { $n } Déplacement ce tour
mk-mod-terrain-less = { $terrains } { $count ->
    [one] coûte
   *[other] coûtent
} { $n } Déplacement de moins ce tour{ $least ->
    [0] {""}
   *[other] {" "}(jamais moins de { $least })
}
mk-mod-enter-terrain = vous pouvez entrer en { $terrains } ce tour
mk-mod-sideways = une carte jouée de côté donne { $n } au lieu de 1{ $wound ->
    [1] {" "}(une Blessure peut être jouée de côté)
   *[other] {""}
}
mk-mod-influence-block = l’Influence peut servir de { $block } ce tour
mk-mod-extra-dice = utilisez { $n ->
    [one] un dé de la Source de plus
   *[other] { $n } dés de la Source de plus
} ce tour
mk-mod-move-attack = le Déplacement peut servir d’Attaque en combat ce tour{ $ranged ->
    [1] {" "}(2 Déplacement pour une Attaque à distance)
   *[other] {""}
}
mk-mod-units-bonus = vos Unités ont +{ $n } à leurs attaques et blocages{ $armor ->
    [0] {""}
   *[other] {" "}et +{ $armor } d’Armure
}
mk-mod-next-card = votre prochaine carte d’Attaque +{ $attack }, ou de Blocage +{ $block }
mk-mod-next-unit-attack = Attaque de la prochaine Unité +{ $n }
mk-mod-next-unit-block = Blocage de la prochaine Unité +{ $n }
mk-mod-next-unit-ranged = Attaque à distance de la prochaine Unité +{ $n }
mk-mod-gold-at-night = le mana doré est utilisable de Nuit, et les défenseurs face cachée se révèlent comme de Jour
mk-mod-black-by-day = le mana noir est utilisable de Jour
mk-mod-special-as-basic = le mana doré et le mana noir comptent comme n’importe quelle couleur de base
mk-mod-endless-mana = autant de mana { $colours } que voulu ce tour
mk-mod-adjacency = les cases à { $n } de distance comptent comme adjacentes ce tour
mk-mod-return-top = à la fin du tour, cette carte peut aller sur le dessus de votre pioche
mk-mod-return-bottom = à la fin du tour, cette carte peut aller sous votre pioche
mk-mod-cast-from-offer = lancez un Sort { $colours } de l’offre ce tour
mk-mod-learning = une fois ce tour, payez { $n } Influence pour une Action avancée de l’offre { $to ->
    [hand] dans votre main
   *[other] sur votre défausse
}
mk-mod-hand-limit = limite de main +{ $n }{ $least ->
    [0] {""}
   *[other] {" "}en piochant avec au moins { $least } cartes en main
}
mk-mod-ignore-site-fortification = la fortification du site est ignorée
mk-mod-spent-crystals-return = les cristaux dépensés ce tour reviennent à sa fin
mk-mod-double-physical-attacks = les attaques physiques sont doublées pendant la phase d’Attaque
mk-mod-draw-on-heal = piochez une carte pour chaque Blessure de votre main soignée ce tour

## Effets de cartes nommés
mk-handler-concentration = jouez gratuitement l’effet renforcé d’une autre carte Action, +{ $n } à son Déplacement, son Influence, son Attaque ou son Blocage
mk-handler-mana-draw = prenez un autre dé de la Source, mettez-le sur la couleur de votre choix sauf doré et gagnez { $n } jetons de mana de cette couleur
mk-handler-maximal-effect = retirez du jeu une autre carte Action : son effet { $powered ->
    [1] renforcé
   *[other] de base
} { $n } fois
mk-handler-source-die-crystal = gagnez un cristal de la couleur d’un dé de la Source, puis relancez ce dé
mk-handler-reroll-source = relancez tous les dés de la Source
mk-handler-time-bending = à la fin du tour, les cartes jouées reviennent dans votre main et vous jouez un autre tour
mk-handler-borrow-offer-unit = utilisez une capacité d’une Unité de l’offre comme si elle était à vous
mk-handler-meditation = placez { $n } cartes { $extra ->
    [1] choisies
   *[other] au hasard
} de votre défausse sur le dessus ou sous votre pioche
mk-handler-mana-meltdown = chaque autre joueur perd un cristal au hasard (sans cristal : une Blessure) ; vous pouvez en prendre un
mk-handler-mana-radiance = choisissez une couleur de base : chaque joueur prend une Blessure par cristal de cette couleur ; vous gagnez { $n } cristaux de cette couleur
mk-handler-mana-claim = gardez un dé de la Source pour la Manche : { $n } jetons de mana de sa couleur maintenant, ou un à chaque tour{ $extra ->
    [1] {" "}; les autres prennent une Blessure en utilisant sa couleur
   *[other] {""}
}
mk-handler-mind-read = choisissez une couleur et gagnez-en un cristal : les autres défaussent un Sort ou une carte Action de cette couleur{ $extra ->
    [1] {" "}; gardez l’une de ces cartes Action
   *[other] {""}
}
mk-handler-exhaust-opponent-units = épuisez une Unité prête de niveau { $n } ou moins de chaque autre joueur
mk-handler-polarization = utilisez un mana comme sa couleur opposée
mk-handler-bonds-of-loyalty = un jeton de Commandement de plus : l’Unité placée dessous coûte { $n } de moins et n’est jamais congédiée
mk-handler-mana-exploit = gagnez un jeton de mana de la couleur de votre choix ; jusqu’à votre prochain tour, les autres prennent une Blessure pour chaque autre couleur utilisée
mk-handler-source-freeze = jusqu’à votre prochain tour, les autres ne peuvent pas prendre leur dé de la Source ; puis gagnez un cristal de la couleur d’un dé
mk-handler-prayer-of-weather = jusqu’à votre prochain tour, les terrains vous coûtent moins et aux autres davantage
mk-handler-healing-ritual = défaussez définitivement jusqu’à { $n } Blessures de votre main ; le héros le plus proche en reçoit une
mk-handler-rethink = défaussez jusqu’à { $n } cartes (Blessures comprises), piochez-en autant, puis mélangez votre défausse dans votre pioche
mk-handler-mana-steal = prenez un dé de la Source de couleur de base et gardez-le sur cette carte pour ce Jour
mk-handler-long-night = une fois cette Manche, pioche vide : { $n } cartes de votre défausse prises au hasard forment votre pioche
mk-handler-mana-search = une fois par tour, avant de prendre du mana de la Source : relancez jusqu’à { $n } dés de la Source
mk-handler-midnight-meditation = une fois cette Manche, avant un tour : mélangez jusqu’à { $n } cartes de votre main dans votre pioche et piochez-en autant
mk-handler-preparation = prenez en main n’importe quelle carte de votre pioche
mk-handler-sparing-power = avant chaque tour : placez la carte du dessus de votre pioche sous cette Tactique, ou prenez ces cartes en main
mk-handler-extra-turn = une fois cette Manche, jouez un autre tour juste après le vôtre

## Actions : un tour
mk-do-play = Jouer { $card } : { $effect }
mk-do-play-powered = Jouer { $card } renforcé avec { $source } : { $effect }
mk-do-play-throw = Jouer { $card } renforcé en le retirant du jeu : { $effect }
mk-do-sideways = Jouer { $card } de côté : { $effect }
mk-do-cast = Lancer { $card } avec { $source } : { $effect }
mk-do-cast-powered = Lancer { $card } avec { $source } et { $black } : { $effect }
mk-do-cast-offer = Lancer { $card } depuis l’offre de Sorts avec { $source } : { $effect }
mk-do-cast-offer-powered = Lancer { $card } depuis l’offre de Sorts avec { $source } et { $black } : { $effect }
mk-do-skill = Utiliser { $skill } : { $effect }
mk-do-use-tactic = Utiliser { $tactic } : { $effect }
mk-do-activate = Activer { $unit } : { $effect }
mk-do-activate-paid = Activer { $unit } avec { $source } : { $effect }
mk-do-banner-fear = { $banner } : épuiser { $unit } pour que l’ennemi { $enemy } n’attaque pas (Renommée +1)
mk-do-banner-courage = { $banner } : préparer { $unit }
mk-do-move = Aller en { $hex }, { $terrain } ({ $n } Déplacement)
mk-do-move-site = Aller au site { $site } en { $hex }, { $terrain } ({ $n } Déplacement)
mk-do-move-provokes = { $move } : provoque { $enemies }
mk-do-move-assault = { $move } : l’assaillir
mk-do-explore = Explorer la tuile en { $hex } ({ $n } Déplacement)
mk-do-rest = Se reposer : défausser { $card }{ $n ->
    [0] {""}
    [one] {" "}et une Blessure
   *[other] {" "}et { $n } Blessures
}
mk-do-slow-recovery = Récupération lente : défausser une Blessure
mk-do-announce-end = Annoncer la fin de la Manche (chacun des autres joue un dernier tour)
mk-do-end-turn = Finir votre tour
mk-do-interact = Interagir avec le site { $site } (Réputation : Influence { $n })
mk-do-plunder = Piller le site { $site } : { $effect }
mk-do-recruit = Recruter { $unit } pour { $n } Influence
mk-do-recruit-bonds = Recruter { $unit } sous { $skill } pour { $n } Influence
mk-do-buy-healing = Acheter Soins 1 pour { $n } Influence
mk-do-buy-advanced = Acheter { $card } pour { $n } Influence (sur le dessus de votre pioche)
mk-do-buy-spell = Acheter { $card } pour { $n } Influence et { $source } (sur le dessus de votre pioche)
mk-do-learn = Apprendre { $card } pour { $n } Influence ({ $to ->
    [hand] dans votre main
   *[other] sur votre défausse
})
mk-do-enter = Entrer dans le site { $site }{ $again ->
    [1] {" "}de nouveau (Renommée seulement)
   *[other] {" "}et combattre ses ennemis
}
mk-do-enter-enemies = Entrer dans le site { $site } et combattre { $enemies }
mk-do-enter-ruins = Entrer dans les ruines : { $ruins }
mk-do-enter-altar = Entrer dans les ruines : payer { $n } mana { $colour } à l’{ $altar } pour { $fame } Renommée
mk-do-burn = Incendier le monastère (Réputation { $n }) et combattre son défenseur
mk-do-challenge = Défier { $enemy } en { $hex }
mk-do-challenge-more = Défier aussi { $enemy } en { $hex }
mk-do-attack = Attaquer { $enemies } avec { $points } : { $count ->
    [one] vaincu
   *[other] vaincus
}, Renommée +{ $fame }
mk-do-block = Bloquer l’attaque de { $enemy } ({ $n }, { $element }) avec { $points }
mk-do-next-ranged = Finir la phase d’Attaques à distance et de siège : passer aux blocages{ $n ->
    [0] {""}
   *[other] {" "}({ $n } points d’Attaque non dépensés)
}
mk-do-next-block = Finir la phase de Blocage : les ennemis non bloqués infligent leurs dégâts{ $n ->
    [0] {""}
   *[other] {" "}({ $n } points de Blocage non dépensés)
}
mk-do-next-damage = Attribuer les dégâts
mk-do-next-attack = Finir la phase d’Attaque et le combat{ $n ->
    [0] {""}
   *[other] {" "}({ $n } points d’Attaque non dépensés)
}
mk-do-convert-move = Dépenser { $n } Déplacement pour { $into }
mk-do-convert-influence = Dépenser { $n } Influence pour { $into }
mk-do-other = Cette action ne répond pas à la décision en cours

## Actions : décisions dans un effet
mk-do-choose = { $source } : { $effect }
mk-do-optional-yes = { $source } : { $effect }
mk-do-optional-no = { $source } : ne pas le faire ({ $effect })
mk-do-gain-crystal = { $source } : gagner un cristal { $colour }
mk-do-gain-token = { $source } : gagner un jeton de mana { $colour }
mk-do-pay = { $source } : payer avec { $mana } ({ $effect })
mk-do-pay-discard = { $source } : défausser { $card } ({ $effect })
mk-do-pay-throw = { $source } : retirer { $card } du jeu ({ $effect })
mk-do-stop-discarding = { $source } : arrêter de défausser ({ $n ->
    [0] aucune carte défaussée
    [one] 1 carte défaussée
   *[other] { $n } cartes défaussées
})
mk-do-concentration = { $what } : jouer { $card } renforcé, +{ $n } ({ $effect })
mk-do-maximal = { $what } : retirer { $card } du jeu, son effet { $n } fois ({ $effect })
mk-do-borrow = { $what } : utiliser { $unit } de l’offre : { $effect }
mk-do-borrow-paid = { $what } : utiliser { $unit } de l’offre avec { $source } : { $effect }
mk-do-exhaust = { $what } : épuiser { $unit } de { $player }
mk-do-die-crystal = { $what } : un cristal tiré du { $die }
mk-do-claim-die = { $what } : garder { $die }
mk-do-mana-draw-die = { $what } : prendre { $die }
mk-do-pick-die = { $what } : prendre { $die }
mk-do-polarize-from = { $what } : changer { $die }
mk-do-polarize-into = { $what } : en jeton de mana { $colour }
mk-do-mana-draw-colour = { $what } : mettre le dé sur { $colour } et gagner { $n } jetons de mana { $colour }
mk-do-radiance = { $what } : { $colour } (une Blessure par cristal { $colour } pour chacun ; vous gagnez { $n } cristaux { $colours })
mk-do-mind-read = { $what } : { $colour } (gagner un cristal { $colour } ; les autres défaussent une carte { $colourf })
mk-do-exploit = { $what } : un jeton de mana { $colour } (les autres sont blessés en utilisant d’autres couleurs)
mk-do-pick-colour = { $what } : { $colour }
mk-do-meltdown-take = { $what } : prendre le cristal { $colour } perdu
mk-do-mana-meltdown-none = { $what } : ne prendre aucun cristal
mk-do-mind-read-none = { $what } : ne garder aucune carte
mk-do-exhaust-opponent-units-none = { $what } : n’épuiser aucune autre Unité
mk-do-claim-now = { $what } : { $n } jetons de mana { $colour } maintenant{ $curse ->
    [1] {" "}(et la malédiction)
   *[other] {""}
}
mk-do-claim-each-turn = { $what } : un jeton de mana { $colour } au début de chacun de vos tours de cette Manche{ $curse ->
    [1] {" "}(et la malédiction)
   *[other] {""}
}
mk-do-mind-steal = { $what } : garder { $card }
mk-do-ritual-count = { $what } : défausser définitivement { $n ->
    [one] une Blessure
   *[other] { $n } Blessures
}
mk-do-ritual-hero = { $what } : la Blessure va à { $player }
mk-do-target = { $source } : cibler { $enemy } ({ $effect })
mk-do-target-done = { $source } : plus aucune cible
mk-do-ready-unit = { $source } : préparer { $unit }{ $heal ->
    [1] {" "}et la soigner
   *[other] {""}
}
mk-do-heal-unit-effect = { $source } : soigner { $unit }
mk-do-ready-done = { $source } : ne plus préparer d’Unité
mk-do-relocate = { $source } : voyager en { $hex }, { $terrain }
mk-do-relocate-site = { $source } : voyager au site { $site } en { $hex }, { $terrain }
mk-do-trance-card = Remettre { $card } de votre défausse dans votre pioche
mk-do-deck-top = Placer { $card } sur le dessus de votre pioche
mk-do-deck-bottom = Placer { $card } sous votre pioche
mk-do-keep-discarded = Laisser { $card } dans votre défausse

## Actions : autres décisions
mk-do-hero = Choisir { $hero } (sa carte : { $card })
mk-do-tactic = Prendre la Tactique { $tactic } (ordre du tour { $n }) : { $effect }
mk-do-tidy-discard = Défausser { $card } avant de piocher
mk-do-draw-up = Piocher jusqu’à votre limite de main de { $limit } ({ $n ->
    [0] aucune carte
    [one] 1 carte
   *[other] { $n } cartes
})
mk-do-rethink-card = { $tactic } : défausser { $card }
mk-do-midnight-card = { $tactic } : mélanger { $card } dans votre pioche
mk-do-midnight-hidden = { $player } choisit une carte de sa main à mélanger dans sa pioche ({ $tactic })
mk-do-rethink-done = { $tactic } : terminé{ $n ->
    [0] {""}
    [one] , piocher 1 carte
   *[other] , piocher { $n } cartes
}, mélanger votre défausse dans votre pioche
mk-do-midnight-done = { $tactic } : terminé{ $n ->
    [0] {""}
    [one] , piocher 1 carte
   *[other] , piocher { $n } cartes
}
mk-do-search-done = { $tactic } : { $n ->
    [0] ne relancer aucun dé
    [one] relancer le dé choisi
   *[other] relancer les { $n } dés choisis
}
mk-do-search-die = { $tactic } : relancer { $die }
mk-do-steal-die = { $tactic } : garder { $die } pour ce Jour
mk-do-preparation = { $tactic } : prendre { $card } dans votre pioche
mk-do-preparation-hidden = { $player } prend une carte de sa pioche ({ $tactic })
mk-do-spare-stash = { $tactic } : placer la carte du dessus de votre pioche sous cette Tactique
mk-do-spare-take = { $tactic } : la retourner et prendre en main { $n ->
    [0] les cartes placées dessous (aucune pour l’instant)
    [one] la carte placée dessous
   *[other] les { $n } cartes placées dessous
}
mk-do-gain-skill = Gagner la Compétence { $skill } ({ $effect }), puis n’importe quelle Action avancée de l’offre
mk-do-gain-common-skill = Gagner la Compétence { $skill } de l’offre commune ({ $effect }), puis la plus ancienne Action avancée de l’offre
mk-do-take-advanced = Prendre { $card } ({ $effect }) sur le dessus de votre pioche
mk-do-damage-hero = Encaisser vous-même les { $n } dégâts de { $enemy } : { $wounds ->
    [0] aucune Blessure
    [one] 1 Blessure
   *[other] { $wounds } Blessures
}
mk-do-damage-unit = Attribuer les { $n } dégâts de { $enemy } à { $unit } (Armure { $armor }){ $left ->
    [0] {""}
   *[other] {" "}— reste { $left } dégâts
}
mk-do-glade-hand = { $site } : défausser définitivement une Blessure de votre main
mk-do-glade-discard = { $site } : défausser définitivement une Blessure de votre défausse
mk-do-reward-bottom = Placer { $card } sous la { $deck } et garder { $kept }
mk-do-reward-bottom-hidden = { $player } place un Artefact sous la { $deck }
mk-do-reward-offer = Prendre { $card } dans l’{ $offer } (sur le dessus de votre pioche)
mk-do-reward-offer-hand = Prendre { $card } dans l’{ $offer }, en main
mk-do-reward-offer-discard = Prendre { $card } dans l’{ $offer }, sur votre défausse
mk-do-reward-unit = Recruter gratuitement { $unit } dans l’{ $offer }
mk-do-altar = { $altar } : payer avec { $source } ({ $n ->
    [0] le dernier mana
   *[other] encore { $n } ensuite
})
mk-do-heal-hand = Soigner une Blessure de votre main (reste { $n } Soins)
mk-do-heal-unit = Soigner { $unit } pour { $n } Soins (reste { $left })
mk-do-disband = Congédier { $unit } pour faire place à { $new }
mk-do-give-banner = Confier { $banner } à { $unit }
mk-do-forced-discard = Défausser { $card } ({ $what } de { $player })
mk-do-no-skill = N’utiliser aucune Compétence maintenant
mk-do-long-night-draw = Utiliser { $tactic } : { $k } cartes de votre défausse, au hasard, deviennent votre pioche, puis continuer à piocher (encore { $n })
mk-do-stop-drawing = Arrêter de piocher : votre pioche est vide ({ $n } non piochées)
mk-do-leave-altar = Quitter l’{ $altar } sans payer : rien n’est dépensé, votre tour continue

## Hasard : ce que le hasard a tiré
mk-chance-order = Les héros sont choisis dans cet ordre : { $order }
mk-chance-dummy-hero = Le joueur fantôme est { $hero }
mk-chance-source = La Source est lancée : { $dice }
mk-chance-dummy-tactic = Le joueur fantôme prend la Tactique { $tactic }
mk-chance-tile = { $tile } est révélée en { $hex }
mk-chance-lose = { $player } perd un cristal { $colour }
mk-chance-reroll = Le dé { $n } de la Source est relancé : { $colour }
mk-chance-mana-die = { $source } : un dé de mana donne { $colour }
mk-chance-ruins = Les ruines antiques en { $hex } révèlent { $ruins }
mk-chance-rampaging = Un ennemi en maraude apparaît en { $hex } : { $enemy }
mk-chance-summon = Invoqué par { $summoner } : { $enemy }
mk-chance-garrison = Le site en { $hex } est défendu par { $enemy }
mk-chance-site-enemy = Le site en { $hex } est gardé par { $enemy }
mk-chance-enemy = Ennemi tiré : { $enemy }
mk-chance-skill = { $player } tire la Compétence { $skill }
mk-chance-dummy-skill = La Compétence { $skill } du joueur fantôme rejoint l’offre commune
mk-chance-draw = { $player } pioche { $card }
mk-chance-draw-hidden = { $player } pioche une carte
mk-chance-deal = Nouveau dans l’{ $offer } : { $card }
mk-chance-dummy-flip = Le joueur fantôme retourne { $card }
mk-chance-reward = { $player } tire { $card } de la { $deck }
mk-chance-reward-hidden = { $player } tire une carte de la { $deck }
mk-chance-meditation = Au hasard dans la défausse de { $player } : { $card }
mk-chance-long-night = { $card } passe de la défausse de { $player } à sa pioche
mk-chance-spare = Face cachée sous la Tactique de { $player } : { $card }
mk-chance-spare-hidden = Une carte est placée face cachée sous la Tactique de { $player }
mk-chance-card = Carte tirée : { $card }

## États : la décision attendue (la vôtre / celle d’un autre)
mk-status-over-solo = { $won ->
    [1] La partie est terminée : la cité a été révélée, la Première reconnaissance est gagnée.
   *[0] La partie est terminée : la cité n’a pas été révélée avant la fin du dernier Round, le scénario est perdu.
}
mk-status-over = La partie est terminée : le tableau des scores montre chaque accomplissement.
mk-status-choose-hero = Choisissez votre héros
mk-wait-choose-hero = { $player } choisit un héros
mk-status-choose-tactic = Manche { $round } ({ $night ->
    [1] Nuit
   *[other] Jour
}) : choisissez votre Tactique
mk-wait-choose-tactic = { $player } choisit une Tactique
mk-status-turn = Votre tour : jouez des cartes, déplacez-vous, puis au plus une action — ou reposez-vous (Déplacement { $move }, Influence { $influence })
mk-wait-turn = Tour de { $player }
mk-status-tidy-hand = Fin de votre tour : défaussez les cartes dont vous ne voulez pas, puis piochez
mk-wait-tidy-hand = { $player } défausse, puis pioche
mk-status-choose-effect = { $source } : choisissez un effet
mk-wait-choose-effect = { $player } choisit un effet de { $source }
mk-status-pay-cost = { $source } : { $cost }
mk-wait-pay-cost = { $player } paie pour { $source }
mk-status-handler-step = { $what } : { $stage ->
    [card] choisissez une carte
    [die] choisissez un dé de la Source
    [colour] choisissez une couleur
    [unit] choisissez une Unité
    [source] choisissez le mana à changer
    [count] combien de Blessures ?
    [hero] choisissez le héros qui reçoit la Blessure
    [take] prendre l’un des cristaux perdus ?
    [mode] maintenant ou à chaque tour ?
    [keep] garder l’une des cartes défaussées ?
    [crystal] choisissez le dé dont vous prenez la couleur en cristal
   *[other] choisissez
}
mk-wait-handler-step = { $player } résout { $what }
mk-status-combat = Combat, phase { $phase } : jouez des cartes et des Unités, puis déclarez vos attaques ou vos blocages — ou finissez la phase
mk-wait-combat = { $player } combat (phase { $phase })
mk-status-choose-skill = Montée de niveau : choisissez une Compétence
mk-wait-choose-skill = { $player } choisit une Compétence
mk-status-take-advanced = Montée de niveau : prenez une Action avancée
mk-wait-take-advanced = { $player } prend une Action avancée
mk-status-tactic-step = { $tactic } : { $stage ->
    [discard] choisissez les cartes à défausser, puis terminez
    [shuffle] choisissez les cartes à mélanger dans votre pioche, puis terminez
    [die] choisissez le dé de la Source à garder
    [search] choisissez la carte à prendre dans votre pioche
    [spare] placez une carte sous la Tactique, ou prenez les cartes placées dessous
    [reroll] choisissez les dés de la Source à relancer, puis terminez
   *[other] choisissez
}
mk-wait-tactic-step = { $player } utilise { $tactic }
mk-status-long-night-draw = Votre pioche est vide et il vous reste { $n } cartes à piocher : utilisez { $tactic }, ou arrêtez de piocher
mk-wait-long-night-draw = { $player } peut utiliser { $tactic } pour continuer à piocher
mk-status-assign-damage = { $enemy } inflige { $n } dégâts : attribuez-les à une Unité ou encaissez-les
mk-wait-assign-damage = { $player } attribue les dégâts de { $enemy }
mk-status-glade-wound = { $site } : défaussez définitivement une Blessure de votre main ou de votre défausse
mk-wait-glade-wound = { $player } se débarrasse d’une Blessure ({ $site })
mk-status-choose-reward-card = { $drawn ->
    [1] Choisissez l’Artefact à placer sous la { $offer } ; vous gardez les autres
   *[other] Choisissez votre récompense dans l’{ $offer }
}
mk-wait-choose-reward-card = { $player } choisit une récompense
mk-status-altar-offering = { $altar } : { $revealed ->
    [1] payez son mana ({ $n }) ou quittez-le sans payer
   *[other] payez son mana (encore { $n })
}
mk-wait-altar-offering = { $player } paie l’autel
mk-status-enemy-target = { $source } : choisissez l’ennemi ciblé
mk-wait-enemy-target = { $player } choisit une cible pour { $source }
mk-status-relocate-target = { $source } : choisissez où voyager
mk-wait-relocate-target = { $player } voyage grâce à { $source }
mk-status-spend-healing = Dépensez { $n } Soins : une Blessure de votre main ou une Unité blessée
mk-wait-spend-healing = { $player } se soigne
mk-status-disband = Plus de jeton de Commandement : congédiez une Unité pour faire place à { $unit }
mk-wait-disband = { $player } congédie une Unité
mk-status-meditation-choose = Choisissez une carte de votre défausse à remettre dans votre pioche
mk-wait-meditation-choose = { $player } choisit une carte de sa défausse
mk-status-meditation-place = Placez { $card } sur le dessus ou sous votre pioche
mk-wait-meditation-place = { $player } remet { $card } dans sa pioche
mk-status-assign-banner = Confiez { $card } à l’une de vos Unités
mk-wait-assign-banner = { $player } confie { $card } à une Unité
mk-status-return-to-deck = Remettez { $card } dans votre pioche, ou laissez-la dans votre défausse
mk-wait-return-to-deck = { $player } décide où va { $card }
mk-status-choose-unit = { $source } : choisissez une Unité
mk-wait-choose-unit = { $player } choisit une Unité pour { $source }
mk-status-forced-discard = { $what } de { $caster } : défaussez un Sort ou une carte Action { $colour }
mk-wait-forced-discard = { $player } défausse une carte { $colour } pour { $what } de { $caster }
mk-status-any-turn-skill = Le tour est fini : utiliser une Compétence maintenant ?
mk-wait-any-turn-skill = { $player } peut utiliser une Compétence maintenant

## États : étapes de hasard
mk-chance-status-hero-order = Tirage de l’ordre de choix des héros
mk-chance-status-dummy-hero = Tirage du héros du joueur fantôme
mk-chance-status-draw-rampaging = Tirage d’un ennemi en maraude
mk-chance-status-roll-source = Lancer de la Source
mk-chance-status-draw-cards = { $player } pioche { $n ->
    [one] une carte
   *[other] { $n } cartes
}
mk-chance-status-dummy-tactic = Le joueur fantôme prend une Tactique
mk-chance-status-reveal-tile = Révélation de la tuile en { $hex }
mk-chance-status-reroll-die = Relance d’un dé de la Source
mk-chance-status-dummy-flip = Le joueur fantôme retourne ses cartes
mk-chance-status-draw-summon = Tirage d’un ennemi invoqué
mk-chance-status-deal-offer = Une carte est ajoutée à l’{ $offer }
mk-chance-status-draw-skills = { $player } tire des jetons de Compétence
mk-chance-status-draw-dummy-skill = Révélation d’une Compétence du joueur fantôme
mk-chance-status-discard-to-deck = { $what } : des cartes de la défausse de { $player } forment sa pioche
mk-chance-status-spare-card = { $what } : une carte passe face cachée sous la Tactique de { $player }
mk-chance-status-draw-site-enemy = Tirage de l’ennemi du site
mk-chance-status-roll-mana-die = { $source } : lancer d’un dé de mana
mk-chance-status-draw-reward-cards = { $player } tire des cartes de la { $deck }
mk-chance-status-draw-garrison = Un jeton face cachée est retourné
mk-chance-status-meditation-draw = { $what } : une carte au hasard de la défausse de { $player }
mk-chance-status-lose-crystal = { $what } : { $player } perd un cristal au hasard

## Groupes d’actions (titres des clients)
group-setup = Mise en place
group-tactic = Tactiques
group-hand = Jouer une carte
group-skills = Compétences
group-units = Unités
group-move = Déplacement
group-interaction = Interaction
group-sites = Sites d’aventure
group-combat = Combat
group-turn = Votre tour
group-effect = Résoudre l’effet
group-payment = Payer
group-tidy = Fin du tour
group-level-up = Montée de niveau
group-reward = Récompenses
group-damage = Dégâts
group-healing = Soins
group-chance = Hasard
group-other = Autre

## Événements : ce qui s’est passé
mk-ev-hero-order = Les héros sont choisis dans cet ordre : { $order }.
mk-ev-hero = { $player } joue { $hero }.
mk-ev-dummy = Le joueur fantôme est { $hero }.
mk-ev-map = La carte : { $tiles }.
mk-ev-rampaging = Un ennemi en maraude apparaît en { $hex } : { $enemy }.
mk-ev-source = La Source : { $dice }.
mk-ev-draw = { $player } pioche { $card }.
mk-ev-draw-hidden = { $player } pioche une carte.
mk-ev-round = La Manche { $n } commence : { $night ->
    [1] Nuit
   *[other] Jour
}.
mk-ev-tactic = { $player } prend la Tactique { $tactic } ({ $n }).
mk-ev-round-order = Ordre du tour : { $order }.
mk-ev-end-of-round = { $player } annonce la fin de la Manche : chacun des autres joue un dernier tour.
mk-ev-city = { $player } révèle la cité : chacun joue un dernier tour.
mk-ev-round-end = La Manche { $n } se termine.
mk-ev-score = { $player } { $n }
mk-ev-game-end = La partie est terminée. Scores : { $scores }.
mk-ev-portal-enter = { $player } entre sur la carte par le portail.
mk-ev-portal-leave = { $player } quitte la carte par le portail.
mk-ev-glade-token = { $site } : { $player } reçoit un jeton de mana { $colour }.
mk-ev-glade-wound-hand = { $player } se débarrasse d’une Blessure de sa main ({ $site }).
mk-ev-glade-wound-discard = { $player } se débarrasse d’une Blessure de sa défausse ({ $site }).
mk-ev-rest = { $player } se repose et défausse { $cards }.
mk-ev-mine = La mine de cristaux donne à { $player } un cristal { $colour }.
mk-ev-time-bending = { $player } courbe le temps : les cartes jouées reviennent en main et un autre tour suit.
mk-ev-crystals-return = Les cristaux dépensés par { $player } reviennent : { $colours }.
mk-ev-withdrawal = { $player } doit se replier et prend { $n ->
    [0] aucune Blessure
    [one] une Blessure
   *[other] { $n } Blessures
}.
mk-ev-reroll = Le dé { $n } de la Source est relancé : { $colour }.
mk-ev-sideways = { $player } joue { $card } de côté : { $what }.
mk-ev-mana = { $player } paie un mana { $colour } avec { $source }.
mk-ev-play-basic = { $player } joue { $card }.
mk-ev-play-powered = { $player } joue { $card } renforcé.
mk-ev-play-free = { $player } joue { $card } renforcé gratuitement (+{ $n }).
mk-ev-skill = { $player } utilise { $skill }.
mk-ev-wound-cost = { $player } prend { $n ->
    [one] une Blessure
   *[other] { $n } Blessures
}.
mk-ev-unit-wounded = L’Unité { $unit } de { $player } est blessée.
mk-ev-discard = { $player } défausse { $card }.
mk-ev-throw-away = { $player } retire { $card } du jeu.
mk-ev-gain = { $player } gagne { $what }.
mk-ev-remove-wounds = { $player } se débarrasse de { $n ->
    [0] aucune Blessure
    [one] une Blessure
   *[other] { $n } Blessures
}.
mk-ev-crystal = { $player } gagne un cristal { $colour }.
mk-ev-token = { $player } gagne un jeton de mana { $colour }.
mk-ev-modifier = { $player } : { $what }.
mk-ev-borrow = { $player } appelle { $unit } de l’offre aux armes.
mk-ev-maximal = { $player } retire { $card } du jeu pour utiliser son effet { $n } fois.
mk-ev-mana-draw = { $player } met le dé { $n } de la Source sur { $colour } et gagne { $tokens } jetons de mana { $colour }.
mk-ev-wound-from = { $player } prend { $n ->
    [one] une Blessure
   *[other] { $n } Blessures
} de { $source }.
mk-ev-wound-by = { $player } prend une Blessure à cause de { $source } de { $owner }.
mk-ev-no-crystal-wound = { $player } n’a aucun cristal à perdre et prend une Blessure.
mk-ev-mind-read = { $player } lit dans les pensées : { $colour }.
mk-ev-spend-unit = { $player } épuise { $unit } de { $victim }.
mk-ev-lose-crystal = { $player } perd un cristal { $colour }.
mk-ev-mana-claim = { $player } réclame le dé { $n } de la Source ({ $colour }) jusqu’à la fin de la Manche{ $curse ->
    [1] , et maudit sa couleur
   *[other] {""}
}.
mk-ev-claim-token = { $player } prend un jeton de mana { $colour } du dé réclamé.
mk-ev-show-hand = { $player } n’a aucune carte { $colour } à défausser et montre sa main : { $n ->
    [0] rien
   *[other] { $cards }
}.
mk-ev-mind-steal = { $player } garde { $card } de { $owner }.
mk-ev-mana-exploit = { $player } exploite le mana { $colour } : les autres sont blessés en utilisant d’autres couleurs.
mk-ev-polarization = { $player } change un mana { $was } en { $colour }.
mk-ev-dummy-flip = Le joueur fantôme retourne { $card }.
mk-ev-offer = Nouveau dans l’{ $offer } : { $card }.
mk-ev-offer-leaves = Retiré de l’{ $offer } : { $card }.
mk-ev-redeal = Aucune Unité de l’offre ne se recrute au village : l’offre est redistribuée.
mk-ev-level = { $player } atteint le niveau { $n }.
mk-ev-gain-skill = { $player } gagne la Compétence { $skill }.
mk-ev-gain-advanced = { $player } prend { $card } (sur le dessus de sa pioche).
mk-ev-no-advanced = { $player } ne gagne aucune Action avancée : l’{ $offer } est vide.
mk-ev-dummy-skill = La Compétence { $skill } du joueur fantôme rejoint l’offre commune.
mk-ev-black-fame = Le dé donne noir : { $player } gagne Renommée +1 au lieu d’un cristal.
mk-ev-reward-drawn = { $player } garde { $cards } et place { $bottom } sous la { $deck }.
mk-ev-reward-hidden = { $player } garde { $n ->
    [one] une carte
   *[other] { $n } cartes
} de la { $deck }.
mk-ev-reward = { $player } prend { $card } dans l’{ $offer }.
mk-ev-use-tactic = { $player } utilise la Tactique { $tactic }.
mk-ev-mana-steal = { $player } garde le dé { $n } de la Source ({ $colour }) sur { $tactic }.
mk-ev-preparation = { $player } prend une carte de sa pioche ({ $tactic }).
mk-ev-rethink = { $player } ({ $tactic }) { $n ->
    [0] ne défausse aucune carte
    [one] défausse 1 carte et en pioche autant
   *[other] défausse { $n } cartes et en pioche autant
}.
mk-ev-midnight = { $player } ({ $tactic }) { $n ->
    [0] ne mélange aucune carte dans sa pioche
    [one] mélange 1 carte dans sa pioche et en pioche autant
   *[other] mélange { $n } cartes dans sa pioche et en pioche autant
}.
mk-ev-spare = { $player } place une carte face cachée sous sa Tactique.
mk-ev-meditation = Tiré de la défausse de { $player } : { $card }.
mk-ev-deck-top = { $player } place { $card } sur le dessus de sa pioche.
mk-ev-deck-bottom = { $player } place { $card } sous sa pioche.
mk-ev-tokens-return = Les jetons de mana de { $player } retournent à la réserve : { $colours }.
mk-ev-activate = { $player } active { $unit }.
mk-ev-disband = { $player } congédie { $unit }.
mk-ev-recruit = { $player } recrute { $unit } pour { $n } Influence.
mk-ev-recruit-free = { $player } recrute { $unit } gratuitement.
mk-ev-absorb = L’Unité { $unit } de { $player } absorbe l’attaque.
mk-ev-destroyed = L’Unité { $unit } de { $player } est détruite.
mk-ev-banner-fame = { $banner } : { $player } gagne Renommée +{ $n }.
mk-ev-banner = { $player } confie { $banner } à { $unit }.
mk-ev-banner-fear = { $banner } : l’Unité { $unit } est épuisée et l’ennemi { $enemy } n’attaquera pas.
mk-ev-banner-courage = { $banner } : l’Unité { $unit } est de nouveau prête.
mk-ev-convert-move = { $player } dépense { $n } Déplacement pour { $into }.
mk-ev-convert-influence = { $player } dépense { $n } Influence pour { $into }.
mk-ev-combat = { $player } combat { $enemies }.
mk-ev-combat-site = { $player } combat { $enemies } au site { $site }.
mk-ev-block = { $player } bloque { $enemy }.
mk-ev-challenge = { $player } défie { $enemy }.
mk-ev-summon = Invoqué par { $enemy } : { $summoned }.
mk-ev-damage = { $enemy } : { $n } dégâts à { $player }, { $wounds ->
    [0] aucune Blessure
    [one] une Blessure
   *[other] { $wounds } Blessures
}{ $poison ->
    [1] {" "}(poison : autant dans la défausse)
   *[other] {""}
}.
mk-ev-combat-end = Le combat de { $player } se termine.
mk-ev-enter = { $player } entre dans le site { $site }.
mk-ev-altar = { $player } honore l’{ $altar } : Renommée +{ $n }.
mk-ev-leave-altar = { $player } quitte l’{ $altar } sans payer.
mk-ev-burn = { $player } incendie le monastère (Réputation { $n }).
mk-ev-site-enemy = Le site en { $hex } est gardé par { $enemy }.
mk-ev-conquered = { $player } conquiert le site { $site }.
mk-ev-ruins = Les ruines antiques en { $hex } révèlent { $ruins }.
mk-ev-garrison = Le site en { $hex } est défendu par { $enemy }.
mk-ev-assault = { $player } donne l’assaut au site { $site } (Réputation { $n }).
mk-ev-withdraw = { $player } se replie en { $hex }.
mk-ev-interact = { $player } interagit avec le site { $site } (Réputation : Influence { $n }).
mk-ev-plunder = { $player } pille le site { $site }.
mk-ev-buy-healing = { $player } achète Soins 1 pour { $n } Influence.
mk-ev-learn = { $player } apprend { $card }.
mk-ev-buy = { $player } achète { $card }.
mk-ev-enemy-effect = { $enemy } : { $what }.
mk-ev-defeat = { $player } vainc { $enemy } : Renommée +{ $n }.
mk-ev-heal = { $player } soigne { $n ->
    [0] aucune Blessure
    [one] une Blessure
   *[other] { $n } Blessures
}.
mk-ev-knocked-out = { $player } est assommé : toutes les cartes de sa main autres que des Blessures sont défaussées.
mk-ev-heal-unit = L’Unité { $unit } de { $player } est soignée.
mk-ev-ready-all = Toutes les Unités de { $player } sont de nouveau prêtes.
mk-ev-ready = L’Unité { $unit } de { $player } est de nouveau prête.
mk-ev-relocate = { $player } voyage en { $hex }.
mk-ev-move = { $player } va en { $hex } ({ $n } Déplacement).
mk-ev-provoked = { $player } provoque { $enemies } : combat !
mk-ev-explore = { $player } explore : { $tile } en { $hex } (Renommée +{ $n }).
