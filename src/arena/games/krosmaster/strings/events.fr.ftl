# Krosmaster Arena : ce qui s’est passé, comme le journal le dit.
kros-ev-roll = { $piece } lance les dés ({ $roll }) : { $faces } ({ $successes ->
        [one] { $successes } réussite
       *[other] { $successes } réussites
    })
kros-ev-injury = { $piece } subit { $amount ->
        [one] 1 blessure
       *[other] { $amount } blessures
    } ({ $injuries }/{ $hp })
kros-ev-heal = { $piece } guérit de { $amount ->
        [one] 1 blessure
       *[other] { $amount } blessures
    } ({ $injuries }/{ $hp })
kros-ev-ko = { $piece } tombe K.O.
kros-ev-leaves-with-summoner = { $piece } quitte le jeu avec son invocateur.
kros-ev-draw = La partie est nulle.
kros-ev-draw-no-krosmaster = Plus aucun Krosmaster de part et d’autre : la partie est nulle.
kros-ev-win = { $player } gagne !
kros-ev-win-team = { $players } gagnent !
kros-ev-bomb-tick = { $piece } subit sa blessure au début du tour de son invocateur.
kros-ev-markers = { $piece } reçoit des marqueurs : { $markers }.
kros-ev-forced-move = Déplacement forcé : { $piece } va de { $frm } à { $to }.
kros-ev-teleport = { $piece } revient en { $to }.
kros-ev-carry = { $by } déplace { $piece } en { $to }.
kros-ev-swap = { $a } et { $b } échangent leurs positions.
kros-ev-summon = { $by } invoque { $piece } en { $cell }.
kros-ev-gg-wild = { $player } prend le GG sauvage.
kros-ev-gg-from = { $player } prend { $amount } GG à { $victim }.
kros-ev-gg-both = { $player } gagne { $amount } GG : le GG sauvage et { $taken } pris à { $victim }.
kros-ev-gg-lost = { $player } remet un Galon de la Gloire dans la boîte.
kros-ev-gg-take-all = { $player } prend les { $amount } GG de { $victim } (son dernier Krosmaster).
kros-ev-blocked = { $by } bloque { $piece } ({ $lock } tacle contre { $dodge } esquive) : plus aucun PM ni PA.
kros-ev-move = { $piece } se déplace de { $frm } à { $to }.
kros-ev-trap = { $piece } déclenche { $trap }.
kros-ev-reward-visible = Le pion { $reward } est retourné face visible sur la pile { $rank } { $pile }.
kros-ev-reward-drawn = { $player } pioche { $reward } ({ $rank }).
kros-ev-reward-drawn-hidden = { $player } pioche une récompense { $rank } face cachée.
kros-ev-reveal = { $piece } révèle { $reward } ({ $kind }).
kros-ev-buff-ends = { $reward } sur { $piece } prend fin.
kros-ev-gain-mp = { $piece } gagne immédiatement { $amount } PM.
kros-ev-gain-ap = { $piece } gagne immédiatement { $amount } PA.
kros-ev-kamas = { $player } prend { $amount } kamas dans la réserve.
kros-ev-bonus = { $piece } : +{ $amount } dégâts à son prochain sort du même élément ce tour.
kros-ev-pay = { $player } paie { $kamas } kamas.
kros-ev-coin-heads = Face !
kros-ev-coin-tails = Pile : aucun avantage.
kros-ev-zobal = { $piece } choisit : { $option }.
kros-ev-pickup = { $piece } ramasse un kama en { $cell } (stock : { $stock }).
kros-ev-buy-gg = { $piece } achète un Galon de la Gloire pour { $price } kamas.
kros-ev-buy-blind = { $piece } achète une récompense { $rank } face cachée pour { $price } kamas.
kros-ev-buy-visible = { $piece } achète { $reward } ({ $rank }) pour { $price } kamas.
kros-ev-attach = La récompense { $rank } est placée face cachée sur { $piece }.
kros-ev-scenery-damage = Le décor ({ $scenery }) en { $cell } subit { $amount } dégâts ({ $injuries }/{ $hp }).
kros-ev-scenery-destroyed = Le décor ({ $scenery }) en { $cell } est détruit et laisse { $kamas } kamas.
kros-ev-team = { $piece } rejoint l’équipe de { $player }.
kros-ev-draft-reveal = Carte dévoilée pour le draft : { $piece }.
kros-ev-draft-first = { $player } choisit en premier.
kros-ev-order = Ordre de jeu : { $order }.
kros-initiative = { $player } (Initiative { $total })
kros-ev-arena = Le combat a lieu dans { $arena }.
kros-ev-edge = { $player } prend le côté { $edge } ; { $other } le côté { $opposite }.
kros-ev-parcel = { $player } prend la parcelle { $parcel } ; les autres suivent dans le sens horaire.
kros-ev-deploy = { $piece } entre sur le terrain en { $cell }.
kros-ev-turn = Tour { $turn } : { $player } joue.
kros-ev-cast = { $piece } lance { $spell } sur { $cell }.
kros-ev-removed = { $piece } quitte le terrain.
kros-ev-riposte = { $piece } riposte contre { $to }.
kros-ev-range-bonus = { $piece } : +{ $amount } PO max ce tour.
kros-ev-activation = À { $piece } de jouer ({ $player }).
kros-ev-markers-apply = { $piece } : ses marqueurs s’appliquent ({ $markers }).
kros-ev-claim = { $player } a tenu tout un tour adverse.
kros-ev-turn-limit = Limite de tours ({ $turns }) atteinte : la partie est nulle.
kros-ev-tension = Jet de tension de { $player } : { $faces }.
kros-ev-tension-double = Un double : la tension monte !
kros-ev-inspiration = Inspiration : { $piece } gagne le pouvoir { $power } pour ce tour.
kros-ev-refund = « Remboursez ! » : { $player } prend { $kamas ->
        [one] 1 kama
       *[other] { $kamas } kamas
    }.
