# Carte et Duel (seed 004) : ce que lisent les joueurs. Les noms des cartes, personnages,
# compétences, cases, lignes de récompense et de pénalité viennent des données (terms.py).

## Où mène un déplacement
md-where-cell = la case { $cell } ({ $event })
md-where-start = le Départ, et un duel commence
md-where-quiet = la case { $cell } (sans effet de case)
md-where-each = la case que chacun atteint

## Ce que fait une carte ou une compétence (dit au joueur qui la joue)
md-eff-damage = { $amount ->
    [one] { $amount } dégât
   *[other] { $amount } dégâts
  } à { $who }
md-eff-damage-self = { $amount ->
    [one] { $amount } dégât
   *[other] { $amount } dégâts
  } à vous-même
md-eff-heal = { $who } récupère { $amount } PV
md-eff-heal-self = récupérer { $amount } PV
md-eff-max-hp-up = { $who } gagne { $amount } PV max
md-eff-max-hp-up-self = gagner { $amount } PV max
md-eff-max-hp-down = { $who } perd { $amount } PV max
md-eff-max-hp-down-self = perdre { $amount } PV max
md-eff-steal = prendre { $amount ->
    [one] une carte au hasard
   *[other] { $amount } cartes au hasard
  } à { $who }
md-eff-steal-self = reprendre { $amount ->
    [one] une de vos cartes
   *[other] { $amount } de vos cartes
  }
md-eff-skip = { $who } passe { $amount ->
    [one] un tour sur la carte
   *[other] { $amount } tours sur la carte
  }
md-eff-skip-self = passer { $amount ->
    [one] un tour sur la carte
   *[other] { $amount } tours sur la carte
  }
md-eff-move-forward = { $who } avance de { $amount ->
    [one] 1 case
   *[other] { $amount } cases
  }, jusqu’à { $where }
md-eff-move-forward-self = avancer de { $amount ->
    [one] 1 case
   *[other] { $amount } cases
  }, jusqu’à { $where }
md-eff-move-back = { $who } recule de { $amount ->
    [one] 1 case
   *[other] { $amount } cases
  }, jusqu’à { $where }
md-eff-move-back-self = reculer de { $amount ->
    [one] 1 case
   *[other] { $amount } cases
  }, jusqu’à { $where }
md-eff-draw-self = piocher { $amount ->
    [one] une carte
   *[other] { $amount } cartes
  }
md-eff-double-self = agir deux fois à votre prochain tour
md-eff-slot-self = gagner { $amount ->
    [one] un emplacement d’équipement
   *[other] { $amount } emplacements d’équipement
  } pour la partie
md-eff-cancel = esquiver les dégâts que { $who } vous inflige ce cycle

## Actions (libellés)
md-do-seat = { $player } prend la place { $seat }
md-do-pick = Jouer { $character } : { $hp } PV, { $slots ->
    [one] { $slots } emplacement d’équipement
   *[other] { $slots } emplacements d’équipement
  }, compétence { $active }, passif { $passive }
md-do-roll = Lancer le dé et avancer
md-do-roll-two = Lancer le dé et avancer (premier de vos deux déplacements)
md-do-end-turn = Finir votre tour
md-do-end-move = Finir ce déplacement et repartir
md-do-end-duel-turn = Finir votre tour de duel
md-do-end-duel = Ne jouer aucune carte : le duel s’arrête
md-do-die = Le dé montre { $roll }
md-do-die-move = { $player } fait { $roll } : jusqu’à { $where }
md-do-die-contest = { $player } fait { $roll } au { $game }
md-do-die-contest-lucky = { $player } fait { $roll }, { $total } avec { $passive }, au { $game }
md-do-reward = Récompense de { $player } : { $row } ({ $percent } %)
md-do-penalty = Pénalité de { $player } : { $row } ({ $percent } %)
md-do-rep = { $rep } lance pour les autres contre { $lander } ({ $game })
md-do-from = { $count ->
    [0] Prendre à { $victim }, qui n’a aucune carte : rien
    [one] Prendre 1 carte au hasard à { $victim } (qui en a { $held })
   *[other] Prendre { $count } cartes au hasard à { $victim } (qui en a { $held })
  }
md-do-skill = Utiliser { $skill } : { $effect }
md-do-skill-hidden = { $player } utilise sa compétence
md-do-draw = { $player } pioche { $card }
md-do-draw-hidden = { $player } pioche une carte
md-do-take = { $player } prend { $card } à { $victim }
md-do-take-hidden = { $player } prend une carte au hasard à { $victim }
md-do-choose = Prendre { $card } dans la pioche (il en reste { $left })
md-do-choose-hidden = { $player } prend une carte de son choix dans la pioche
md-do-act = Jouer { $card } : { $effect }
md-do-play = Jouer { $card } : { $effect }
md-do-play-hidden = { $player } joue une carte face cachée
md-do-equip = Équiper { $card } (arrête une fois : { $stops })
md-do-equip-duel = Équiper { $card }, l’une de vos 3 cartes (arrête une fois : { $stops })
md-do-give = Donner { $card } à { $to }
md-do-give-hidden = { $player } donne une carte à { $to }
md-do-discard = Défausser { $card } de votre équipement ({ $slots ->
    [one] { $slots } emplacement restant
   *[other] { $slots } emplacements restants
  })
md-do-absorb = Sacrifier { $card } pour arrêter l’effet ({ $stopped })

## Groupes d’actions
group-seat = Ordre des places
group-character = Choisir un personnage
group-turn = Votre tour
group-die = Lancer de dé
group-table = Table des récompenses ou des pénalités
group-representative = Le représentant des autres
group-victim = À qui prendre des cartes
group-skill = Compétence active
group-draw = Carte piochée
group-take = Carte prise
group-deck = Choisir dans la pioche
group-action-card = Cartes action
group-skill-card = Cartes compétence
group-equip = S’équiper
group-give = Donner une carte
group-discard = Défausser de l’équipement
group-absorb = Arrêter l’effet

## États
md-st-seat = Tirage de l’ordre des places…
md-st-pick-yours = Choisissez votre personnage.
md-st-pick = { $player } choisit un personnage.
md-st-before-roll-yours = À vous : jouez une carte action ou équipez-vous si vous voulez, puis lancez le dé.
md-st-before-roll-yours-acted = À vous : équipez-vous si vous voulez, puis lancez le dé.
md-st-before-roll-yours-two = À vous, deux déplacements : jouez une carte action ou équipez-vous si vous voulez, puis lancez le dé.
md-st-before-roll-yours-acted-two = À vous, deux déplacements : équipez-vous si vous voulez, puis lancez le dé.
md-st-before-roll = { $player } va lancer le dé.
md-st-roll = { $player } lance le dé pour avancer…
md-st-after-move-yours = Jouez une carte action, équipez-vous ou finissez votre tour.
md-st-after-move-yours-acted = Équipez-vous ou finissez votre tour.
md-st-after-move = { $player } termine son déplacement.
md-st-search-yours = Choisissez { $count ->
    [one] une carte
   *[other] { $count } cartes
  } dans la pioche.
md-st-search = { $player } choisit une carte dans la pioche.
md-st-rep-yours = Désignez qui lance pour les autres contre { $lander } ({ $game }).
md-st-rep = { $player } désigne qui lance pour les autres contre { $lander } ({ $game }).
md-st-contest = { $game } : { $player } et { $rep } lancent les dés…
md-st-table-reward = { $player } tire sur la table des récompenses…
md-st-table-penalty = { $player } tire sur la table des pénalités…
md-st-victim-yours = Choisissez à qui prendre 2 cartes au hasard.
md-st-victim = { $player } choisit à qui prendre des cartes.
md-st-give-yours = Donnez une carte de votre main à { $to }.
md-st-give = { $player } donne une carte à { $to }.
md-st-discard-yours = { $slots ->
    [0] Défaussez votre équipement : vous n’avez plus d’emplacement.
    [1] Défaussez de l’équipement jusqu’à tenir dans votre emplacement.
   *[other] Défaussez de l’équipement jusqu’à tenir dans vos { $slots } emplacements.
  }
md-st-discard = { $player } défausse de l’équipement.
md-st-absorb-yours = Choisissez l’équipement qui arrête l’effet ({ $stopped }).
md-st-absorb = { $player } choisit l’équipement qui arrête l’effet ({ $stopped }).
md-st-draw = { $player } pioche { $count ->
    [one] une carte
   *[other] { $count } cartes
  } (cachées aux autres)…
md-st-take = { $player } prend { $count ->
    [one] une carte au hasard
   *[other] { $count } cartes au hasard
  } à { $victim }…
md-st-duel-yours-first = Duel, cycle { $cycle } : jouez 1 à 3 cartes compétence et votre compétence une fois ; ne jouer aucune carte arrête le duel.
md-st-duel-yours-more = Duel, cycle { $cycle } : { $played ->
    [one] 1 carte jouée
   *[other] { $played } cartes jouées
  } sur 3 ; { $left ->
    [0] finissez votre tour.
    [one] jouez-en encore une ou finissez votre tour.
   *[other] jouez-en jusqu’à { $left } de plus ou finissez votre tour.
  }
md-st-duel = Duel, cycle { $cycle } : { $player } joue son tour.
md-st-over = La partie est terminée.
md-st-over-last = La partie est terminée : { $winners } { $count ->
    [one] gagne, dernier en vie
   *[other] gagnent, derniers en vie
  }.
md-st-over-cap = La partie s’arrête à la limite de tours : { $winners } { $count ->
    [one] gagne
   *[other] gagnent
  } avec le plus de PV.
md-st-over-instant = La partie est terminée : { $winners } { $count ->
    [one] gagne
   *[other] gagnent
  } d’un coup (jeu de récompense).
md-st-over-draw = La partie est terminée : { $winners } meurent ensemble, match nul.

## Événements
md-ev-seat = { $player } prend la place { $seat }.
md-ev-pick = { $player } incarne { $character }.
md-ev-rest = { $left ->
    [0] { $player } se repose ce tour.
   *[other] { $player } se repose ce tour (encore { $left } à passer).
  }
md-ev-again = { $player } repart.
md-ev-roll = { $player } fait { $roll }.
md-ev-start = { $player } revient au Départ.
md-ev-land = { $player } arrive sur la case { $cell } : { $event }.
md-ev-restless = { $player } ne se repose pas ({ $passive }).
md-ev-forced = { $player } est maudit : directement la table des pénalités (encore { $left }).
md-ev-rep = { $rep } lance pour les autres contre { $lander } ({ $game }).
md-ev-contest-reward-yes = Jeu de récompense : { $player } a { $mine }, { $rep } a { $theirs }. { $player } gagne une récompense !
md-ev-contest-reward-no = Jeu de récompense : { $player } a { $mine }, { $rep } a { $theirs }. Pas de récompense.
md-ev-contest-penalty-yes = Jeu de pénalité : { $player } a { $mine }, { $rep } a { $theirs }. { $player } est pénalisé !
md-ev-contest-penalty-no = Jeu de pénalité : { $player } a { $mine }, { $rep } a { $theirs }. Pas de pénalité.
md-ev-reward = Récompense de { $player } : { $row }.
md-ev-penalty = Pénalité de { $player } : { $row }.
md-ev-steal = { $count ->
    [0] { $victim } n’a aucune carte : { $player } ne prend rien.
    [one] { $player } prend 1 carte à { $victim }.
   *[other] { $player } prend { $count } cartes à { $victim }.
  }
md-ev-death = { $player } meurt.
md-ev-act = { $player } joue { $card }.
md-ev-act-on = { $player } joue { $card } sur { $target }.
md-ev-equip = { $player } s’équipe de { $card }.
md-ev-absorb = { $player } sacrifie { $card } pour arrêter l’effet ({ $stopped }).
md-ev-unaffected = { $player } ({ $character }) n’est pas affecté par { $card }.
md-ev-damage = { $player } subit { $amount ->
    [one] { $amount } dégât
   *[other] { $amount } dégâts
  }.
md-ev-damage-queued = { $player } subira { $amount ->
    [one] { $amount } dégât
   *[other] { $amount } dégâts
  } à la fin du cycle.
md-ev-heal = { $player } récupère { $amount } PV.
md-ev-heal-queued = { $player } récupérera { $amount } PV à la fin du cycle.
md-ev-max-hp-up = { $player } gagne { $amount } PV max.
md-ev-max-hp-down = { $player } perd { $amount } PV max.
md-ev-max-hp-up-queued = { $player } gagnera { $amount } PV max à la fin du cycle.
md-ev-max-hp-down-queued = { $player } perdra { $amount } PV max à la fin du cycle.
md-ev-penalty-hp = { $player } perd { $amount } PV et { $amount } PV max.
md-ev-steady = { $player } ne passe aucun tour ({ $passive }).
md-ev-skip = { $player } passera { $turns ->
    [one] un tour sur la carte
   *[other] { $turns } tours sur la carte
  }.
md-ev-suspend = { $player } est suspendu pendant { $turns } tours sur la carte.
md-ev-move-forward = { $player } avance de { $amount ->
    [one] 1 case
   *[other] { $amount } cases
  }.
md-ev-move-back = { $player } recule de { $amount ->
    [one] 1 case
   *[other] { $amount } cases
  }.
md-ev-move-quiet = { $player } va sur la case { $cell } (sans effet de case).
md-ev-double = { $player } agira deux fois à son prochain tour.
md-ev-slot = { $player } a maintenant { $slots ->
    [0] aucun emplacement d’équipement
    [one] 1 emplacement d’équipement
   *[other] { $slots } emplacements d’équipement
  }.
md-ev-curse = Les { $count } prochains jeux de récompense ou de pénalité de { $player } sont des pénalités.
md-ev-give-short = { $player } n’a pas de carte pour { $to } : il perd 1 PV et { $to } pioche.
md-ev-give = { $player } donne { $card } à { $to }.
md-ev-give-hidden = { $player } donne une carte à { $to }.
md-ev-discard = { $player } défausse { $card } : plus d’emplacement pour elle.
md-ev-draw-cancelled = La pioche de { $player } est annulée : il reste { $left } carte(s), il en faut { $count }.
md-ev-reshuffle = La défausse est remélangée dans la pioche.
md-ev-draw = { $player } pioche { $card }.
md-ev-draw-hidden = { $player } pioche une carte.
md-ev-take = { $player } prend { $card } à { $victim }.
md-ev-take-hidden = { $player } prend une carte au hasard à { $victim }.
md-ev-choose = { $player } prend { $card } dans la pioche.
md-ev-choose-hidden = { $player } prend une carte de son choix dans la pioche.
md-ev-duel-start = Duel !
md-ev-duel-cell = Duel immédiat : tout le monde saute la suite du tour de carte. Duel !
md-ev-duel-over = { $player } ne joue aucune carte : le duel s’arrête avec ce cycle.
md-ev-skill = { $player } utilise { $skill }.
md-ev-skill-on = { $player } utilise { $skill } sur { $target }.
md-ev-skill-hidden = { $player } utilise sa compétence (révélée à la fin du cycle).
md-ev-play = { $player } joue { $card }.
md-ev-play-on = { $player } joue { $card } sur { $target }.
md-ev-play-hidden = { $player } joue une carte face cachée ({ $count } ce cycle).
md-ev-reveal = Cycle de duel { $cycle } révélé : { $plays }.
md-ev-reveal-none = Cycle de duel { $cycle } : personne n’a joué.
md-ev-reveal-cards = { $player } a joué { $cards }
md-ev-reveal-skills = { $player } a utilisé { $skills }
md-ev-reveal-both = { $player } a joué { $cards } et utilisé { $skills }
md-ev-cancel = { $player } esquive l’attaque de { $source } ({ $stopped }).
md-ev-update = { $player } a maintenant { $hp }/{ $maxhp } PV.
md-ev-duel-end = Le duel se termine ; tout le monde revient au Départ.

## Refus
md-no-unknown = Ce n’est pas un choix possible ici.
md-no-pick-first = Choisissez d’abord votre personnage.
md-no-taken = { $character } est déjà joué par { $player }.
md-no-rolled = Vous avez déjà lancé le dé pour ce déplacement.
md-no-roll-first = Lancez d’abord le dé : votre déplacement vient avant la fin du tour.
md-no-one-action = Vous avez déjà joué une carte action pour ce déplacement : une seule par déplacement.
md-no-not-in-hand = Vous n’avez pas de { $card } en main.
md-no-duel-only = { $card } est une carte compétence : elles ne se jouent qu’en duel.
md-no-map-only = { $card } est une carte action : elles ne se jouent que sur la carte.
md-no-act-in-duel = Les cartes action ne se jouent que sur la carte ; en duel, jouez des cartes compétence.
md-no-skill-on-map = La compétence de votre personnage ne s’utilise qu’en duel.
md-no-equip-it = { $card } est une carte équipement : équipez-la plutôt.
md-no-undefined = { $card } est une carte indéfinie : elle ne peut pas servir.
md-no-cannot-use = { $character } ne peut pas utiliser { $card }.
md-no-target-fixed = { $card } choisit sa cible elle-même : ne désignez personne.
md-no-target-needed = { $card } demande une cible : désignez un autre joueur vivant.
md-no-target-self = { $card } ne peut pas vous viser : désignez un autre joueur vivant.
md-no-out = { $player } est hors jeu.
md-no-not-equipment = { $card } n’est pas une carte équipement.
md-no-slots-full = Vos emplacements d’équipement sont pleins ({ $slots }).
md-no-three-cards = Vous avez déjà joué 3 cartes ce tour, le maximum d’un tour de duel.
md-no-skill-used = Vous avez déjà utilisé { $skill } ce tour.
md-no-must-play = Vous devez jouer au moins une carte : vous en avez une jouable.
md-no-roll-in-duel = On ne lance pas le dé pendant un duel : jouez des cartes compétence.
md-no-map-turn = Jouez une carte action, équipez-vous, lancez le dé ou finissez votre tour.
md-no-duel-turn = Jouez des cartes compétence, équipez-vous, utilisez votre compétence ou finissez votre tour.
md-no-not-in-deck = Il ne reste plus de { $card } dans la pioche.
md-no-search = Choisissez d’abord { $count ->
    [one] une carte
   *[other] { $count } cartes
  } dans la pioche.
md-no-rep-lander = { $player } est arrivé sur la case : le représentant est l’un des autres.
md-no-rep = Désignez d’abord qui lance pour les autres contre { $lander }.
md-no-victim-self = Prenez les cartes à un autre joueur.
md-no-victim = Choisissez d’abord à qui prendre 2 cartes.
md-no-give = Donnez d’abord une carte de votre main à { $to }.
md-no-not-equipped = { $card } ne fait pas partie de votre équipement.
md-no-discard = { $slots ->
    [0] Défaussez d’abord votre équipement : vous n’avez plus d’emplacement.
    [1] Défaussez d’abord de l’équipement jusqu’à tenir dans votre emplacement.
   *[other] Défaussez d’abord de l’équipement jusqu’à tenir dans vos { $slots } emplacements.
  }
md-no-cannot-stop = { $card } ne peut pas arrêter cet effet ({ $stopped }).
md-no-absorb = Choisissez d’abord l’équipement qui arrête l’effet ({ $stopped }).

## Les règles citées (traductions des phrases du seed 004)
rule-md-pick = Chaque joueur choisit un personnage et pose sa carte de personnage sur le Départ de la carte.
rule-md-roll = Les joueurs lancent le dé à tour de rôle et avancent leur personnage du nombre obtenu.
rule-md-start-duel = Dès qu’un joueur revient au Départ, un tour de duel commence immédiatement.
rule-md-survive = Règle de base : les joueurs agissent dans l’ordre d’origine et réduisent autant que possible les PV de leurs adversaires avec les compétences de leur personnage ou leurs cartes, pour être le dernier en vie.
rule-md-action-card = ① Cartes action : un type de carte utilisé uniquement pendant le tour de carte.
rule-md-one-action = En général elle ne consomme pas le déplacement, peut viser un joueur, et une seule peut être jouée par déplacement.
rule-md-skill-card = ② Cartes compétence : un type de carte utilisé uniquement pendant le tour de duel.
rule-md-skill-target = Sauf cas particulier (compétence, propriété d’une carte…), une carte jouée n’affecte que le joueur suivant.
rule-md-equipment = ③ Cartes équipement : chaque personnage a son propre nombre d’emplacements d’équipement (voir la table des personnages).
rule-md-absorb = Avec plusieurs cartes équipement équipées, une seule, au choix, arrête l’effet.
rule-md-undefined = En partie, elles ne peuvent en général pas servir, ou leurs conditions sont difficiles à remplir.
rule-md-restriction = Certaines cartes ont des capacités spéciales (par exemple « tel personnage ne peut pas l’utiliser » ou « tel personnage n’est pas affecté »).
rule-md-hand = En partie, on n’obtient des cartes que par le tour de carte ou les compétences des personnages ; le nombre de cartes en main est en principe illimité.
rule-md-duel-limits = Sauf mention contraire, chaque joueur peut jouer au plus 3 cartes et utiliser une compétence active par tour.
rule-md-must-play = Chaque joueur doit jouer au moins une carte par tour, sinon ce tour de duel prend fin.
rule-md-pick-card = ④ Une carte au choix : qui arrive sur cette case peut prendre n’importe quelle carte de la pioche actuelle.
rule-md-draw = ⑤ Piocher 1 ou 2 cartes : les deux événements les plus courants. Qui arrive sur cette case pioche au hasard 1 ou 2 cartes.
rule-md-representative = ⑥ Jeu de récompense : les autres joueurs choisissent un représentant, qui lance le dé contre le joueur arrivé sur la case.
rule-md-reward-table = Si le joueur arrivé sur la case fait plus que le représentant, la récompense se déclenche ; sinon rien ne se passe (comme sur une case vide).
rule-md-steal = Prendre deux cartes à un joueur au choix.
rule-md-give = Donner 1 carte à chaque autre joueur (sans assez de cartes en main, on perd des PV à la place et les joueurs restants piochent).
rule-md-lose-slot = Le personnage perd un emplacement d’équipement pour la partie.

## Le formulaire des options
option-players = Joueurs
option-players-help = Combien de joueurs, de 2 à 6 ; chacun choisit un personnage différent.
option-dlc = Extensions de cartes (DLC)
option-dlc-help = Les extensions qu’un joueur possède : leurs cartes rejoignent la pioche de tous.
value-dlc-party = Extension Fête
option-include_undefined = Cartes indéfinies
option-include_undefined-help = Mettre dans la pioche les cartes indéfinies (tests et accessoires, injouables).
option-voluntary_pass = Passe volontaire
option-voluntary_pass-help = Option maison : un tour de duel peut finir sans carte même quand on pourrait en jouer une.
option-reshuffle_when_empty = Remélanger quand la pioche est vide
option-reshuffle_when_empty-help = Option maison : la défausse est remélangée dès qu’une pioche manque de cartes, pas seulement après chaque duel.
option-max_turns = Limite de tours
option-max_turns-help = Tours sur la carte avant l’arrêt de la partie ; le personnage qui a le plus de PV gagne alors.
option-max_cycles = Limite de cycles de duel
option-max_cycles-help = Cycles après lesquels un duel s’arrête (vide : seulement selon les règles ; 20 si la défausse est remélangée en plein duel).
option-card_moves = Déplacements par carte
option-card_moves-help = Comment se lit une carte qui déplace un joueur : comme un déplacement (la règle) ou arrêtée avant le Départ.
value-card_moves-movement = Un déplacement comme au dé : atteindre ou passer le Départ lance le duel, la case atteinte déclenche son effet
value-card_moves-clamped = Option maison : arrêt avant le Départ, sans effet de case

## Le plateau du terminal (render.py)
md-ui-head-setup = Carte et Duel — mise en place, tour { $turn }/{ $most }, pioche { $deck }
md-ui-head-map = Carte et Duel — tour de carte, tour { $turn }/{ $most }, pioche { $deck }
md-ui-head-duel = Carte et Duel — tour de duel, tour { $turn }/{ $most }, pioche { $deck }
md-ui-start = Départ
md-ui-seat = place
md-ui-player = joueur
md-ui-character = personnage
md-ui-hp = PV
md-ui-cell = case
md-ui-slots = emplacements
md-ui-equipment = équipement
md-ui-hand = main
md-ui-status = état
md-ui-you = vous
md-ui-dead = mort
md-ui-skips = passe { $turns ->
    [one] un tour
   *[other] { $turns } tours
  }
md-ui-moves-twice = agit deux fois
md-ui-forced = { $count } pénalités forcées
md-ui-cards = { $count ->
    [one] { $count } carte
   *[other] { $count } cartes
  }
md-ui-duel = Duel, cycle { $cycle } :
md-ui-committed = { $player } { $count ->
    [one] 1 carte face cachée
   *[other] { $count } cartes face cachée
  }
md-ui-nothing-committed = aucune carte jouée pour l’instant
md-ui-yours = les vôtres : { $plays }
md-ui-deck = La pioche (votre recherche) : { $cards }
