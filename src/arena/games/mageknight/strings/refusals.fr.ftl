# Refus de Mage Knight (refusals.py) : pourquoi une action est impossible, et les règles citées.

## Ce que le joueur doit d'abord faire (la décision en attente)
mk-refuse-wrong-moment = { $what } : impossible maintenant, il faut d'abord { $decision }.
mk-refuse-verb-hero = Choisir un Héros
mk-refuse-verb-tactic = Choisir une Tactique
mk-refuse-verb-play = Jouer une carte
mk-refuse-verb-use-tactic = Annoncer votre Tactique
mk-refuse-verb-skill = Utiliser une Compétence
mk-refuse-verb-move = Se déplacer
mk-refuse-verb-explore = Explorer
mk-refuse-verb-rest = Se reposer
mk-refuse-verb-announce-end = Annoncer la fin de la Manche
mk-refuse-verb-end-turn = Finir le tour
mk-refuse-verb-choose = Choisir une option
mk-refuse-verb-enter = Entrer dans un site d'aventure
mk-refuse-verb-burn = Incendier un monastère
mk-refuse-verb-interact = Interagir
mk-refuse-verb-plunder = Piller un village
mk-refuse-verb-recruit = Recruter une Unité
mk-refuse-verb-buy-healing = Acheter des Soins
mk-refuse-verb-buy = Acheter une carte
mk-refuse-verb-activate = Activer une Unité
mk-refuse-verb-assign = Attribuer des dégâts
mk-refuse-verb-pick = Faire ce choix
mk-refuse-verb-pay = Payer du mana
mk-refuse-verb-throw-away = Jeter une carte
mk-refuse-verb-challenge = Défier un ennemi
mk-refuse-verb-attack = Attaquer
mk-refuse-verb-block = Bloquer
mk-refuse-verb-next = Finir une phase de combat
mk-refuse-verb-discard = Défausser une carte
mk-refuse-verb-draw-up = Piocher jusqu'à votre limite de main
mk-refuse-verb-done = Arrêter de défausser
mk-refuse-verb-convert = Convertir des points
mk-refuse-verb-banner = Utiliser une Bannière
mk-refuse-verb-borrow = Utiliser une Unité de l'offre
mk-refuse-verb-spend = Épuiser une Unité
mk-refuse-verb-other = Cette action
mk-refuse-decision-choose-hero = choisir votre Héros
mk-refuse-decision-choose-tactic = choisir votre Tactique
mk-refuse-decision-turn = jouer votre tour (jouer des cartes, vous déplacer, puis une action au plus, ou vous reposer)
mk-refuse-decision-tidy-hand = défausser les cartes voulues, puis piocher jusqu'à votre limite de main
mk-refuse-decision-choose-effect = choisir comment se résout l'effet que vous venez de jouer
mk-refuse-decision-pay-cost = payer le coût de l'effet que vous venez de jouer
mk-refuse-decision-handler-step = terminer l'effet de la carte (un choix est en attente)
mk-refuse-decision-combat = terminer le combat (phase { $phase } en cours)
mk-refuse-decision-choose-skill = choisir une Compétence
mk-refuse-decision-take-advanced = prendre une Action avancée de l'offre
mk-refuse-decision-tactic-step = terminer l'effet de votre Tactique
mk-refuse-decision-assign-damage = attribuer les dégâts d'une attaque non bloquée
mk-refuse-decision-glade-wound = dire d'où la clairière magique retire une Blessure
mk-refuse-decision-altar-offering = payer le mana de l'autel
mk-refuse-decision-enemy-target = choisir l'ennemi que vise l'effet
mk-refuse-decision-relocate-target = choisir où l'effet emmène votre figurine
mk-refuse-decision-spend-healing = dépenser vos points de Soins
mk-refuse-decision-disband = choisir l'Unité que vous renvoyez
mk-refuse-decision-meditation-choose = choisir une carte de votre défausse
mk-refuse-decision-meditation-place = placer la carte sur votre pioche ou dessous
mk-refuse-decision-assign-banner = choisir l'Unité qui porte la Bannière
mk-refuse-decision-return-to-deck = dire où la carte retourne dans votre pioche
mk-refuse-decision-choose-unit = choisir l'Unité sur laquelle agit l'effet
mk-refuse-decision-forced-discard = défausser une carte de la couleur nommée, ou montrer votre main
mk-refuse-decision-any-turn-skill = dire si vous utilisez votre Compétence maintenant
mk-refuse-decision-long-night-draw = utiliser Longue nuit ou arrêter de piocher

## Mots des phrases
mk-refuse-by-day = de Jour
mk-refuse-at-night = de Nuit
mk-refuse-this-turn = ce tour-ci
mk-refuse-this-round = cette Manche
mk-refuse-back-countryside = une tuile de campagne
mk-refuse-back-core = une tuile centrale
mk-refuse-type-move = Déplacement
mk-refuse-type-influence = Influence
mk-refuse-type-combat = Combat
mk-refuse-type-special = Spéciale
mk-refuse-type-healing = Soins
mk-refuse-moment-movement = pendant le déplacement
mk-refuse-moment-interaction = pendant une interaction
mk-refuse-moment-combat = en combat
mk-refuse-moment-over = une fois l'action du tour ou le repos commencé
mk-refuse-gain-move = Déplacement 1
mk-refuse-gain-influence = Influence 1
mk-refuse-gain-attack = de l'Attaque
mk-refuse-gain-block = du Blocage
mk-refuse-gain-ranged = de l'Attaque à distance
mk-refuse-gain-siege = de l'Attaque de siège
mk-refuse-mode-basic = effet de base
mk-refuse-mode-powered = effet renforcé
mk-refuse-healing-point = Un point de Soins

## Déplacement et exploration
mk-refuse-not-in-combat = Il n'y a pas de combat en cours.
mk-refuse-rested = Vous vous êtes reposé ce tour : ni déplacement, ni combat, ni interaction.
mk-refuse-move-after-action = Plus de déplacement : l'action de votre tour a commencé, et le déplacement vient avant elle.
mk-refuse-not-adjacent = { $hex } n'est pas adjacent à votre case { $here } : une figurine se déplace vers une case adjacente.
mk-refuse-off-map = { $hex } n'est pas sur la carte.
mk-refuse-city-closed = On n'entre pas dans la cité dans ce scénario.
mk-refuse-rampaging-space = La case { $hex } est occupée par { $enemy } : on n'entre pas sur la case d'un ennemi errant invaincu.
mk-refuse-impassable = { $terrain } : terrain infranchissable, on ne peut pas y entrer.
mk-refuse-not-enough-move = Une case { $terrain } coûte { $cost } de Déplacement { $when } ; il vous en reste { $left }.
mk-refuse-crowded-provoke = Ce pas vers la case d'un autre héros provoque un ennemi errant : vous ne pourriez pas y rester.
mk-refuse-no-tile-left = Il ne reste aucune tuile à explorer.
mk-refuse-explore-cost = Explorer coûte { $cost } de Déplacement ; il vous en reste { $left }.
mk-refuse-tile-placed = Une tuile occupe déjà { $hex }.
mk-refuse-explore-not-adjacent = L'emplacement de tuile { $hex } ne touche pas votre case : explorez depuis le bord de la carte qui le jouxte.
mk-refuse-explore-coastline = L'emplacement de tuile { $hex } est au-delà du littoral.
mk-refuse-explore-placement = La prochaine tuile est { $back } et ne peut pas être posée en { $hex } : elle ne toucherait pas assez de tuiles.

## Cartes, mana, Compétences, Unités
mk-refuse-wound-unplayable = Une Blessure ne se joue pas, même de côté.
mk-refuse-not-in-hand = { $card } n'est pas dans votre main.
mk-refuse-healing-in-combat = { $card } est une carte de Soins : les Soins ne se jouent pas en combat.
mk-refuse-card-timing = { $card } (type : { $types }) ne se joue pas { $moment }.
mk-refuse-bad-payment = { $card } ne se paie pas ainsi.
mk-refuse-bad-payment-unit = Cette capacité de l'Unité { $unit } ne se paie pas ainsi.
mk-refuse-throw-artifact-only = Seul un Artefact se jette pour son effet renforcé ; { $card } n'est pas un Artefact.
mk-refuse-spell-needs-mana = Un Sort coûte toujours du mana : { $card } demande un mana { $colour }.
mk-refuse-spell-night-only = L'effet renforcé de { $card } ne se lance que de Nuit (sa couleur et un mana noir).
mk-refuse-sideways-ranged = Une carte jouée de côté n'est jamais une attaque à distance ou de siège : rien ne se joue de côté dans cette phase.
mk-refuse-sideways-timing = Jouée de côté maintenant, une carte ne donne que { $gains }.
mk-refuse-sideways-useless = Une carte jouée de côté ne sert à rien { $moment }.
mk-refuse-die-unavailable = Le dé { $die } n'est pas dans la Source en ce moment.
mk-refuse-die-taken = Le dé { $die } a déjà servi ce tour-ci : il retourne dans la Source à la fin du tour.
mk-refuse-source-die-used = Vous avez déjà utilisé { $n ->
     [one] un dé de la Source
    *[other] { $n } dés de la Source
  } ce tour-ci : un par tour, sauf si un effet en permet davantage.
mk-refuse-bad-mana = Ce n'est pas un mana que vous pouvez nommer.
mk-refuse-no-such-crystal = Il n'existe pas de cristal { $colour } : les cristaux sont rouges, bleus, verts ou blancs.
mk-refuse-no-crystal = Vous n'avez pas de cristal { $colour }.
mk-refuse-no-token = Vous n'avez pas de jeton de mana { $colour }.
mk-refuse-black-by-day = Le mana noir ne s'utilise pas de Jour.
mk-refuse-gold-at-night = Le mana doré ne s'utilise pas de Nuit.
mk-refuse-wrong-colour = Un mana { $colour } ne paie pas un mana { $needed }.
mk-refuse-effect-wrong-phase = { $what } donne { $gains } : inutile en phase { $phase }.
mk-refuse-nothing-to-heal = Rien à soigner : aucune Blessure en main et aucune Unité blessée.
mk-refuse-no-effect-now = { $what } ({ $mode }) ne peut rien faire maintenant.
mk-refuse-no-effect-now-thing = { $what } ne peut rien faire maintenant.
mk-refuse-no-target-ranged = { $what } donne { $gains } : aucun ennemi restant ne peut en être touché dans cette phase — contre un ennemi fortifié seules les attaques de siège comptent, et un ennemi doublement fortifié ne peut être attaqué avant la phase d'Attaque.
mk-refuse-no-target-attack = { $what } donne { $gains } : il ne reste aucun ennemi à attaquer.
mk-refuse-no-target-block = { $what } donne { $gains } : il ne reste aucune attaque ennemie à bloquer.
mk-refuse-what-sideways = { $card } (jouée de côté)
mk-refuse-what-convert = Cette conversion
mk-refuse-skill-not-owned = Vous n'avez pas la Compétence { $skill }.
mk-refuse-skill-passive = La Compétence { $skill } agit d'elle-même : elle ne s'utilise jamais comme une action.
mk-refuse-skill-used = La Compétence { $skill } a déjà servi { $when }.
mk-refuse-skill-locked = La Compétence { $skill } ne peut resservir qu'après la fin de votre prochain tour.
mk-refuse-no-unit = Vous n'avez pas d'Unité numéro { $n }.
mk-refuse-units-not-allowed = Aucune Unité ne prend part à ce combat.
mk-refuse-unit-wounded = { $unit } : Unité blessée — une Unité blessée ne peut ni être activée ni recevoir de dégâts de combat.
mk-refuse-unit-spent = { $unit } : Unité épuisée — les Unités redeviennent prêtes au début de la prochaine Manche.
mk-refuse-no-ability = { $unit } : pas de capacité numéro { $n }.
mk-refuse-borrow-without-card = Seul l'Appel aux armes permet d'utiliser une Unité de l'offre, pendant que son effet se résout.
mk-refuse-ability-needs-mana = Cette capacité de l'Unité { $unit } demande un mana { $colour } : nommez le mana qui la paie.

## L'action du tour
mk-refuse-crowded = Vous êtes sur la case d'un autre héros : aucune action possible ici.
mk-refuse-already-acted = L'action de votre tour est prise : un seul combat ou une seule interaction par tour.
mk-refuse-no-monastery = Il n'y a pas ici de monastère à incendier.
mk-refuse-monastery-burnt = Ce monastère a été incendié.
mk-refuse-no-inhabitants = Personne ne vit ici avec qui interagir : il faut un village, un monastère ou un site que vous avez conquis.
mk-refuse-not-conquered = Ce site ({ $site }) doit être conquis (et, pour un donjon, être le vôtre) avant de traiter avec lui.
mk-refuse-reputation-x = À −7 de Réputation, personne ne traite avec vous.
mk-refuse-no-adventure-site = Il n'y a pas ici de site d'aventure où entrer.
mk-refuse-site-conquered = Ce site ({ $site }) est conquis : il n'y reste rien à combattre.
mk-refuse-altar-mana = L'autel demande { $n } mana { $colour } ; vous pouvez en payer { $have }.
mk-refuse-no-enemy-there = Il n'y a pas d'ennemi errant en { $hex }.
mk-refuse-challenge-not-adjacent = L'ennemi en { $hex } ({ $enemy }) ne vous est pas adjacent : on ne défie qu'un ennemi errant adjacent.
mk-refuse-not-interacting = On recrute et on achète pendant une interaction : interagissez d'abord.
mk-refuse-unit-not-in-offer = { $unit } n'est pas dans l'offre d'Unités.
mk-refuse-unit-not-recruitable-here = { $unit } ne se recrute pas ici ({ $site }).
mk-refuse-not-enough-influence = { $what } coûte { $cost } d'Influence ; vous en avez { $left }.
mk-refuse-not-sold-here = { $card } n'est pas en vente ici ({ $site }).
mk-refuse-no-healing-here = Les Soins ne sont pas en vente ici ({ $site }).
mk-refuse-plunder-late = Un village se pille seulement avant de faire quoi que ce soit d'autre dans votre tour.
mk-refuse-cannot-plunder = Il n'y a pas ici de village à piller.

## Repos, fin de la Manche, fin du tour
mk-refuse-rest-after-acting = Le repos occupe tout le tour : pas de repos après avoir joué une carte, vous être déplacé ou avoir agi.
mk-refuse-slow-recovery-only = Ne défausser qu'une Blessure (Récupération lente) est réservé à une main faite seulement de Blessures : reposez-vous en défaussant une carte autre qu'une Blessure.
mk-refuse-rest-wounds = Vous avez { $held } { $held ->
     [one] Blessure
    *[other] Blessures
  }, pas { $n }.
mk-refuse-end-already-announced = La fin de la Manche est déjà annoncée.
mk-refuse-deck-not-empty = Votre pioche contient encore { $n ->
     [one] une carte
    *[other] { $n } cartes
  } : seul un joueur à la pioche vide annonce la fin de la Manche.
mk-refuse-announce-after-acting = La fin de la Manche s'annonce à la place d'un tour, avant toute autre chose.
mk-refuse-must-play-card = Jouez ou défaussez au moins une carte avant de finir votre tour.
mk-refuse-end-on-hero = Vous ne pouvez pas finir votre tour sur la case d'un autre héros tant que vous pouvez encore en partir.
mk-refuse-tactic-nothing = Votre Tactique { $tactic } n'a rien à annoncer pendant un tour.
mk-refuse-tactic-used = Votre Tactique { $tactic } a déjà servi.
mk-refuse-tactic-when-the-right-moment = { $tactic } s'annonce pendant votre tour.
mk-refuse-tactic-when-long-night = { $tactic } ne sert que quand votre pioche est vide et votre défausse ne l'est pas.
mk-refuse-tactic-when-mana-search = { $tactic } sert avant de prendre du mana dans la Source ce tour-ci.
mk-refuse-tactic-when-midnight-meditation = { $tactic } sert avant toute autre chose dans votre tour, avec des cartes en main.
mk-refuse-discard-wound = Une Blessure ne se défausse jamais, sauf si une carte le dit.

## Combat
mk-refuse-attack-wrong-phase = Pas d'attaque en phase { $phase } : on attaque en phase d'attaques à distance et de siège ou en phase d'Attaque.
mk-refuse-no-such-enemy = Il n'y a pas d'ennemi numéro { $n } dans ce combat.
mk-refuse-enemy-defeated = { $enemy } : déjà vaincu.
mk-refuse-no-attack-played = Aucun point d'Attaque n'est réuni : jouez d'abord des attaques.
mk-refuse-double-fortified = { $enemy } : doublement fortifié — impossible à attaquer avant la phase d'Attaque.
mk-refuse-fortified-needs-siege = { $enemy } : fortifié — dans cette phase, seules les attaques de siège comptent contre lui.
mk-refuse-attack-too-weak = Votre attaque compte { $total } contre { $enemies } : leur Armure vaut { $armor }.
mk-refuse-block-wrong-phase = On bloque en phase de Blocage, pas en phase { $phase }.
mk-refuse-already-blocked = { $enemy } : déjà bloqué.
mk-refuse-nothing-to-block = { $enemy } : aucune attaque à bloquer.
mk-refuse-no-block-played = Aucun point de Blocage n'est réuni : jouez d'abord des blocages.
mk-refuse-block-too-weak = Votre Blocage compte { $total } contre { $enemy } ; il en faut { $needed }.
mk-refuse-block-too-weak-swift = Votre Blocage compte { $total } contre { $enemy } ; il en faut { $needed } (Rapide : le double de son attaque).
mk-refuse-already-fighting = { $enemy } : déjà dans ce combat.
mk-refuse-challenge-late = Un ennemi ne rejoint le combat qu'à son début, avant que rien n'y soit joué.
mk-refuse-unit-absorbed = { $unit } : a déjà absorbé une attaque dans ce combat — cette Unité ne reçoit plus de dégâts.

## Autres décisions
mk-refuse-hero-taken = { $hero } ne fait pas partie des Héros encore disponibles.
mk-refuse-tactic-other-time-day = { $tactic } est une Tactique de Nuit : cette Manche est un Jour.
mk-refuse-tactic-other-time-night = { $tactic } est une Tactique de Jour : cette Manche est une Nuit.
mk-refuse-tactic-taken = { $tactic } ne fait plus partie des Tactiques à choisir.
mk-refuse-cost-not-accepted = { $card } ne paie pas ce coût.
mk-refuse-no-such-option = Il n'y a pas d'option { $n } ici : { $count ->
     [one] une seule option peut être choisie
    *[other] { $count } options peuvent être choisies
  }.
mk-refuse-option-unusable = L'option { $n } ne peut rien faire maintenant.
mk-refuse-skill-not-offered = { $skill } n'est ni l'une des Compétences que vous avez tirées, ni dans l'offre de Compétences communes.
mk-refuse-lowest-advanced-only = Ayant pris une Compétence de l'offre commune, vous prenez l'Action avancée la plus basse de l'offre : { $card }.
mk-refuse-not-in-offer = { $card } n'est pas dans l'offre d'Actions avancées.
mk-refuse-bonded-unit = { $unit } : Unité liée à vous (Liens de loyauté), elle ne peut pas être renvoyée.
mk-refuse-unit-not-wounded = { $unit } : cette Unité n'est pas blessée.
mk-refuse-not-enough-healing = Soigner { $unit } coûte { $cost } points de Soins ; vous en avez { $left }.

## Les règles citées, traduites (la citation est la phrase de la graine 001, ou le texte de la recherche)
rule-move-points = Pour déplacer votre figurine, vous devez dépenser les points de Déplacement fournis par les cartes jouées auparavant.
rule-adjacent = Vous pouvez aller sur n'importe quelle case adjacente à la vôtre, sauf si elle est infranchissable.
rule-impassable = Un « X » rouge signale un terrain infranchissable.
rule-rampaging-space = 1) Vous ne pouvez pas entrer sur une case occupée par un ennemi errant invaincu.
rule-other-figures = Si vous ne jouez pas avec les règles JcJ, s'arrêter sur la case d'un autre joueur est interdit.
rule-move-then-act = Ce que vous ne pouvez pas faire : aller sur une autre case, y combattre ou interagir, puis vous déplacer encore ; combattre ou interagir sur votre case, puis vous déplacer.
rule-one-action = Ensuite, selon l'endroit où vous vous arrêtez, vous pouvez faire une action (le plus souvent un combat ou une interaction avec les habitants) ou rien du tout.
rule-rest-or-turn = À votre tour, vous jouez soit un tour normal, soit un repos.
rule-explore-cost = Vous devez payer 2 points de Déplacement pour explorer une nouvelle tuile.
rule-explore-edge = Si vous atteignez le bord de la carte, à côté d'un espace vide de la table, et que cet espace n'est pas au-delà du littoral prolongeant la tuile de départ, vous pouvez explorer : révéler une nouvelle tuile et l'ajouter à la carte.
rule-explore-pile = Si vous le faites, révélez la tuile du dessus de la pile et ajoutez-la à la carte.
rule-one-die = Sauf si une carte ou un effet le précise, un joueur n'utilise qu'un seul dé par tour.
rule-die-in-source = À chaque tour, un joueur peut utiliser un dé de la Source comme un mana de sa couleur. S'il le fait, il relance ce dé à la fin de son tour et le remet dans la Source pour les joueurs suivants.
rule-black-by-day = Le mana noir ne s'utilise pas de Jour ; un dé relancé dans la Source qui montre le noir n'est utilisable par personne et n'est pas relancé non plus.
rule-gold-at-night = Comme c'est la Nuit, le mana doré ne s'utilise pas : les dés dorés sont mis de côté, épuisés.
rule-powered-mana = Pour utiliser l'effet renforcé, payez un mana de la couleur de la carte : un dé de la Source de cette couleur (un seul dé de la Source par tour), ou un cristal ou un jeton de mana de cette couleur.
rule-from-hand = Pour jouer une carte, montrez-la depuis votre main et posez-la face visible dans votre zone de jeu.
rule-card-effects = Vous choisissez ensuite d'utiliser son effet de base ou son effet renforcé.
rule-sideways = Toute carte (sauf une Blessure) peut être jouée comme Déplacement 1, Influence 1, Attaque 1 ou Blocage 1.
rule-card-types = L'icône en haut à gauche d'une carte dit quand elle se joue : en déplacement les cartes à icône Déplacement, en interaction avec les habitants celles à icône Influence, en combat celles à icône Combat.
rule-healing-cards = De même, les cartes de Soins se jouent à tout moment, sauf en combat.
rule-special-cards = Les cartes Spéciales se jouent à tout moment pour soutenir les cartes que vous jouez.
rule-announce-end = Si la pioche d'un joueur est vide au début de son tour, il peut continuer avec les cartes restant en main, ou annoncer la fin de la Manche. S'il le fait, son tour s'achève aussitôt.
rule-tidy = Avant de piocher, un joueur peut défausser de sa main autant de cartes autres que des Blessures qu'il veut. Sauf si une carte le permet, les Blessures ne se défaussent jamais.
rule-draw-up = Piochez dans votre pioche jusqu'à votre limite de main.
rule-enemy-tokens = Deux jetons d'ennemis verts sont posés face visible sur les emplacements marqués.
rule-tactics = On étale les cartes Tactique du Jour et chaque joueur en prend une.
rule-tactic-order = Avant tout, les cartes Tactique fixent l'ordre de jeu de la Manche.
rule-hero-choice = Avant la première Manche, les joueurs choisissent leur Héros à tour de rôle.
rule-tactics-once = En solo, à la fin de chaque Jour ou Nuit, les deux Tactiques utilisées quittent la partie.
rule-rest = Repos normal : défaussez une carte qui n'est pas une Blessure et autant de Blessures que vous voulez. Récupération lente, quand la main ne contient que des Blessures : montrez-la et défaussez une Blessure. Ni déplacement, ni combat, ni interaction pendant un repos.
rule-must-play = Vous devez jouer ou défausser au moins une carte à votre tour (sauf si votre main était vide mais pas votre pioche).
rule-actions = Les actions volontaires : interagir sur un site habité, entrer dans un site d'aventure, défier des ennemis errants adjacents, incendier un monastère.
rule-wounds = Les Blessures ne se jouent pas, ne se défaussent pas (sauf si un effet le permet expressément) et ne se jouent pas de côté.
rule-discard-costs = Un coût « défausser une carte » ne prend jamais une Blessure, sauf mention contraire ; « jeter » retire la carte du jeu.
rule-spells = L'effet de base d'un Sort coûte un mana de sa couleur ; son effet renforcé ne se lance que de Nuit et coûte cette couleur plus un mana noir.
rule-artifacts = Un Artefact donne son effet de base, ou se jette pour son effet renforcé.
rule-challenge = Comme action, vous pouvez attaquer un ou plusieurs ennemis errants adjacents.
rule-challenge-join = Après un déplacement provocateur ou un assaut, vous pouvez ajouter au même combat d'autres ennemis errants adjacents.
rule-explore-placement = Une tuile de campagne doit toucher au moins deux tuiles, ou une tuile qui en touche elle-même deux ; une tuile centrale doit toucher au moins deux tuiles.
rule-cities = On ne peut ni conquérir les cités ni y entrer.
rule-game-end = Sinon, la partie s'achève après la dernière Manche.
rule-level-up = À un niveau pair : tirez vos deux jetons de Compétence du dessus et gardez-en un (l'autre va dans l'offre commune) en prenant n'importe quelle Action avancée de l'offre, ou prenez une Compétence de l'offre commune (les deux vôtres y vont) et l'Action avancée la plus basse.
rule-reputation-x = À −7 de Réputation, aucune interaction.
rule-combat-start = Un combat commence par l'assaut d'un site fortifié, l'entrée dans un site d'aventure avec des ennemis, l'incendie d'un monastère, le défi lancé à des ennemis errants adjacents, ou en les provoquant par un déplacement.
rule-ranged-phase = Phase d'attaques à distance et de siège : seulement des attaques à distance et de siège, jamais de carte de côté ; si une cible est fortifiée, seules les attaques de siège comptent ; un ennemi doublement fortifié ne peut pas être visé.
rule-block = On bloque une attaque ennemie à la fois : le Blocage total (points efficaces plus la moitié des inefficaces, arrondie vers le bas) doit atteindre son attaque (le double contre un ennemi Rapide). Un blocage partiel ne fait rien.
rule-attack = Une attaque dont le total (après résistances) atteint la somme des Armures des cibles les vainc toutes ; aucun dégât partiel ne reste et les points ne se gardent pas d'une attaque à l'autre.
rule-attack-phase = Phase d'Attaque : toutes les attaques (corps à corps, à distance, de siège, une carte de côté comme Attaque physique 1) ; la fortification ne compte plus.
rule-assign-damage = Phase d'attribution des dégâts : chaque ennemi non bloqué inflige son attaque (le double s'il est Brutal).
rule-heal-points = Un point de Soins jette une Blessure de votre main ; soigner une Unité blessée coûte autant de points que son niveau.
rule-village = Au village : recruter des Unités à icône village ; acheter des Soins, 3 d'Influence le point.
rule-monastery = Au monastère : recruter des Unités de monastère ; des Soins à 2 d'Influence le point ; acheter son Action avancée pour 6 d'Influence.
rule-keep = Un donjon conquis est à vous : vous y recrutez des Unités de donjon.
rule-mage-tower = Une fois une tour de mage conquise, chacun peut y recruter des Unités de tour et y acheter des Sorts : 7 d'Influence et un mana de la couleur du Sort.
rule-plunder = Un village se pille avant votre tour ou pendant le tour d'un autre joueur, une fois entre deux de vos tours : piochez 2 cartes, Réputation −1.
rule-burn = Incendier un monastère est une action : Réputation −3, combattez un ennemi violet sans Unités ; si vous gagnez, le monastère est détruit.
rule-no-units = Souterrain : tirez un ennemi brun en entrant et combattez-le selon les règles de Nuit, sans Unités.
rule-altar = Un autel : payez 3 mana de sa couleur pour un Bouclier et 7 de Renommée ; le mana doré peut payer de Jour, pas de Nuit.
rule-glade = Une clairière magique, à la fin de votre tour : jetez une Blessure de votre main ou de votre défausse.
rule-unit-ready = Seule une Unité prête et non blessée peut être activée.
rule-unit-wounded = Une Unité blessée ne peut ni être activée ni recevoir de dégâts de combat.
rule-unit-absorbed = Une Unité résistante qui a absorbé une attaque sans Blessure ne peut plus recevoir de dégâts dans ce combat.
rule-disband = Recruter sans jeton de Commandement libre oblige à renvoyer une Unité.
rule-call-to-arms = Appel aux armes : ce tour-ci, utilisez une capacité d'une Unité de l'offre comme si elle était à vous (elle ne reçoit pas de dégâts).
rule-skills = Une Compétence « une fois par tour » sert une fois par tour ; une Compétence « une fois par Manche » une fois par Manche (retournée face cachée jusqu'à la Manche suivante).
rule-motivation = Après une Motivation, pas d'autre Motivation avant la fin de votre prochain tour.
rule-the-right-moment = Le bon moment : une fois ce Jour, pendant votre tour, annoncez que vous jouerez un autre tour juste après celui-ci ; retournez la carte.
rule-long-night = Longue nuit : une fois cette Nuit, quand votre pioche est vide, mélangez votre défausse et remettez-en 3 cartes au hasard comme pioche ; retournez la carte.
rule-mana-search = Quête de mana : une fois par tour, avant d'utiliser du mana de la Source, relancez jusqu'à 2 dés de la Source (les épuisés d'abord).
rule-midnight-meditation = Méditation de minuit : une fois cette Nuit, avant l'un de vos tours, mélangez jusqu'à 5 cartes de votre main dans votre pioche et piochez-en autant ; retournez la carte.
