# Krosmaster Arena : ce que fait chaque action (libellés), son coût, et les groupes des clients.
kros-cost = { $ap } PA{ $mp ->
        [0] {""}
       *[other] , { $mp } PM
    }{ $injuries ->
        [0] {""}
        [one] , 1 blessure
       *[other] , { $injuries } blessures
    }
kros-act-end = Terminer l’activation ({ $piece })
kros-act-end-none = Terminer l’activation
kros-act-move = Se déplacer en { $cell } (1 PM)
kros-act-cast = Lancer { $spell } sur { $cell } ({ $cost })
kros-act-cast-on = Lancer { $spell } sur { $target } en { $cell } ({ $cost })
kros-act-cast-self = Lancer { $spell } ({ $cost })
kros-act-pickup = Ramasser un kama en { $cell } (1 PA)
kros-act-buy-gg = Acheter un Galon de la Gloire (1 PA, { $price } kamas)
kros-act-buy-visible = Acheter { $reward }, la récompense { $rank } face visible (1 PA, { $price } kamas)
kros-act-buy-blind = Acheter une récompense { $rank } face cachée de la pile { $pile } (1 PA, { $price } kamas)
kros-act-reveal = Révéler { $reward } ({ $kind }, 0 PA)
kros-act-reveal-hidden = { $piece } révèle sa récompense { $slot }
kros-act-reveal-slot = Révéler la récompense { $slot }
kros-act-mob = Jouer { $piece } ensuite
kros-act-trigger = Faire d’abord subir sa blessure à { $piece }
kros-act-explode = Faire d’abord exploser { $piece }
kros-act-choose = Choisir { $piece }
kros-act-draft-pick = Prendre { $piece } dans votre équipe
kros-act-timeline = Placer { $piece } en position { $position } de votre Timeline
kros-act-attach = Placer la récompense { $rank } face cachée sur { $piece }
kros-act-inspire = Inspirer { $piece } : { $power } pour ce tour
kros-act-keep = Garder le dé { $face } contre des kamas (« Remboursez ! »)
kros-act-carry = Déplacer { $piece } dans la case ciblée
kros-act-arena = Combattre dans { $arena }
kros-act-edge = Prendre le côté { $edge } (l’adversaire prend le côté { $opposite })
kros-act-parcel = Prendre la parcelle { $parcel } (les autres suivent dans le sens horaire)
kros-act-tension-face = Tourner le dé sur { $face }
kros-act-tension-gg = { $player } perd un Galon de la Gloire
kros-act-gg-from = Prendre { $amount ->
        [one] le Galon de la Gloire
       *[other] { $amount } Galons de la Gloire
    } à { $player }
kros-act-gg-give = Donner { $amount ->
        [one] un Galon de la Gloire
       *[other] { $amount } Galons de la Gloire
    } à { $player }
kros-act-pay = Payer { $kamas } kamas pour { $gg } GG
kros-act-decline = Ne rien payer
kros-act-pile = Piocher dans la pile { $rank } { $pile }
kros-act-zobal = Choisir : { $option }
kros-act-option = Choisir l’option { $n }
kros-act-deploy = Déployer { $piece } en { $cell }
kros-act-teleport = Replacer { $piece } en { $cell }
kros-act-summon = Invoquer { $mob } en { $cell }
kros-act-place = Placer en { $cell }
kros-act-die = Dé ({ $roll }) : { $face }
kros-act-die-face = Dé : { $face }
kros-act-draw = { $player } pioche { $reward }
kros-act-draw-hidden = { $player } pioche une récompense { $rank } face cachée
kros-act-draw-up = Le pion { $reward } est retourné face visible ({ $rank })
kros-act-deal = Carte distribuée à { $player } : { $piece }
kros-act-deal-card = Carte distribuée : { $piece }
kros-act-draft-reveal = Carte dévoilée pour le draft : { $piece }
kros-act-coin-heads = Face
kros-act-coin-tails = Pile
kros-act-first-picker = { $player } choisit en premier
kros-act-lot = { $player } gagne le pile ou face
kros-act-lot-number = Tirage { $n }
# les effets immédiats d’un boost (les options du Style Zobal)
kros-fx-heal = retirer jusqu’à { $amount ->
        [one] 1 marqueur Blessure
       *[other] { $amount } marqueurs Blessure
    }
kros-fx-mp = gagner immédiatement { $amount } PM
kros-fx-ap = gagner immédiatement { $amount } PA
kros-fx-kamas = prendre { $amount } kamas dans la réserve
kros-fx-gg = gagner { $amount } GG
kros-fx-injure-self = subir { $amount ->
        [one] 1 blessure
       *[other] { $amount } blessures
    }
kros-fx-bonus = +{ $amount } dégâts au prochain sort du même élément ce tour
kros-fx-teleport = revenir sur une case Départ
kros-fx-summon = invoquer { $mob }
kros-fx-pay = payer { $kamas } kamas pour { $gg } GG
kros-fx-coin = jouer une récompense { $rank } à pile ou face
kros-fx-choose = choisir un avantage parmi { $n }
kros-fx-list = { $effects }
group-end = Fin
group-move = Déplacement
group-cast = Sorts
group-kamas = Kamas
group-buy = Achats
group-reveal = Récompenses démoniaques
group-chance = Hasard
group-mob = Mob suivant
group-trigger = Effets déclenchés
group-team = Draft
group-timeline = Timeline
group-attach = Attribuer la récompense
group-inspire = Inspiration
group-reward-effect = Récompense
group-choose = Choix
group-arena = Arène
group-orient = Orientation du plateau
group-tension = Jet de tension
group-gg = Galons de la Gloire
group-deploy = Déploiement
