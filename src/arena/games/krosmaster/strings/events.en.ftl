# Krosmaster Arena: what happened, as the log says it.
kros-ev-roll = { $piece } rolls { $roll }: { $faces } ({ $successes ->
        [one] 1 success
       *[other] { $successes } successes
    })
kros-ev-injury = { $piece } takes { $amount ->
        [one] 1 injury
       *[other] { $amount } injuries
    } ({ $injuries }/{ $hp })
kros-ev-heal = { $piece } heals { $amount ->
        [one] 1 injury
       *[other] { $amount } injuries
    } ({ $injuries }/{ $hp })
kros-ev-ko = { $piece } is K.O.
kros-ev-leaves-with-summoner = { $piece } leaves play with its summoner.
kros-ev-draw = The game is a draw.
kros-ev-draw-no-krosmaster = No Krosmaster left on either side: the game is a draw.
kros-ev-win = { $player } wins!
kros-ev-win-team = { $players } win!
kros-ev-bomb-tick = { $piece } ticks at its summoner’s turn start.
kros-ev-markers = { $piece } gets markers: { $markers }.
kros-ev-forced-move = { $piece } is moved from { $frm } to { $to }.
kros-ev-teleport = { $piece } goes back to { $to }.
kros-ev-carry = { $by } carries { $piece } to { $to }.
kros-ev-swap = { $a } and { $b } swap places.
kros-ev-summon = { $by } summons { $piece } on { $cell }.
kros-ev-gg-wild = { $player } takes the wild Glory Galon.
kros-ev-gg-from = { $player } takes { $amount } GG from { $victim }.
kros-ev-gg-both = { $player } gains { $amount } GG: the wild one and { $taken } from { $victim }.
kros-ev-gg-lost = { $player } puts a Glory Galon back in the box.
kros-ev-gg-take-all = { $player } takes all { $amount } GG of { $victim } (their last Krosmaster).
kros-ev-blocked = { $piece } is locked by { $by } ({ $lock } lock against { $dodge } dodge): no MP or AP left.
kros-ev-move = { $piece } moves from { $frm } to { $to }.
kros-ev-trap = { $piece } triggers { $trap }.
kros-ev-reward-visible = { $reward } is turned face up on { $rank } pile { $pile }.
kros-ev-reward-drawn = { $player } draws { $reward } ({ $rank }).
kros-ev-reward-drawn-hidden = { $player } draws a face-down { $rank } reward.
kros-ev-reveal = { $piece } reveals { $reward } ({ $kind }).
kros-ev-buff-ends = { $reward } on { $piece } ends.
kros-ev-gain-mp = { $piece } gains { $amount } MP at once.
kros-ev-gain-ap = { $piece } gains { $amount } AP at once.
kros-ev-kamas = { $player } takes { $amount } kamas from the reserve.
kros-ev-bonus = { $piece }: +{ $amount } damage to its next matching spell this turn.
kros-ev-pay = { $player } pays { $kamas } kamas.
kros-ev-coin-heads = Heads!
kros-ev-coin-tails = Tails: nothing happens.
kros-ev-zobal = { $piece } chooses: { $option }.
kros-ev-pickup = { $piece } picks up a kama on { $cell } (stock: { $stock }).
kros-ev-buy-gg = { $piece } buys a Glory Galon for { $price } kamas.
kros-ev-buy-blind = { $piece } buys a face-down { $rank } reward for { $price } kamas.
kros-ev-buy-visible = { $piece } buys { $reward } ({ $rank }) for { $price } kamas.
kros-ev-attach = The { $rank } reward goes face down on { $piece }.
kros-ev-scenery-damage = The { $scenery } on { $cell } takes { $amount } damage ({ $injuries }/{ $hp }).
kros-ev-scenery-destroyed = The { $scenery } on { $cell } is destroyed and drops { $kamas } kamas.
kros-ev-team = { $piece } joins { $player }’s team.
kros-ev-draft-reveal = { $piece } is turned face up for the draft.
kros-ev-draft-first = { $player } picks first.
kros-ev-order = Playing order: { $order }.
kros-initiative = { $player } (initiative { $total })
kros-ev-arena = The battle takes place in { $arena }.
kros-ev-edge = { $player } takes the { $edge } edge; { $other } the { $opposite } edge.
kros-ev-parcel = { $player } takes the { $parcel } parcel; the others follow clockwise.
kros-ev-deploy = { $piece } is deployed on { $cell }.
kros-ev-turn = Turn { $turn }: { $player } plays.
kros-ev-cast = { $piece } casts { $spell } on { $cell }.
kros-ev-removed = { $piece } leaves the board.
kros-ev-riposte = { $piece } ripostes against { $to }.
kros-ev-range-bonus = { $piece }: +{ $amount } max range this turn.
kros-ev-activation = { $piece }’s turn ({ $player }).
kros-ev-markers-apply = { $piece }’s markers apply: { $markers }.
kros-ev-claim = { $player } held on for a whole enemy turn.
kros-ev-turn-limit = Turn limit ({ $turns }) reached: the game is a draw.
kros-ev-tension = Tension roll of { $player }: { $faces }.
kros-ev-tension-double = A double: the tension rises!
kros-ev-inspiration = { $piece } is inspired: { $power } this turn.
kros-ev-refund = Refund! { $player } takes { $kamas ->
        [one] 1 kama
       *[other] { $kamas } kamas
    }.
