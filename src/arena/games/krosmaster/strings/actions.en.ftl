# Krosmaster Arena: what each action does (labels), its cost, and the groups clients list.
kros-cost = { $ap } AP{ $mp ->
        [0] {""}
       *[other] , { $mp } MP
    }{ $injuries ->
        [0] {""}
        [one] , 1 injury
       *[other] , { $injuries } injuries
    }
kros-act-end = End { $piece }’s activation
kros-act-end-none = End the activation
kros-act-move = Move to { $cell } (1 MP)
kros-act-cast = Cast { $spell } on { $cell } ({ $cost })
kros-act-cast-on = Cast { $spell } on { $target } at { $cell } ({ $cost })
kros-act-cast-self = Cast { $spell } ({ $cost })
kros-act-pickup = Pick up a kama on { $cell } (1 AP)
kros-act-buy-gg = Buy a Glory Galon (1 AP, { $price } kamas)
kros-act-buy-visible = Buy { $reward }, the face-up { $rank } reward (1 AP, { $price } kamas)
kros-act-buy-blind = Buy a face-down { $rank } reward from pile { $pile } (1 AP, { $price } kamas)
kros-act-reveal = Reveal { $reward } ({ $kind }, 0 AP)
kros-act-reveal-hidden = { $piece } reveals reward { $slot }
kros-act-reveal-slot = Reveal reward { $slot }
kros-act-mob = Play { $piece } next
kros-act-trigger = Tick { $piece } first
kros-act-explode = Explode { $piece } first
kros-act-choose = Choose { $piece }
kros-act-draft-pick = Take { $piece } into your team
kros-act-timeline = Put { $piece } at position { $position } of your timeline
kros-act-attach = Put the { $rank } reward face down on { $piece }
kros-act-inspire = Inspire { $piece }: { $power } this turn
kros-act-keep = Keep the { $face } die for kamas (Refund!)
kros-act-carry = Carry { $piece } to the target cell
kros-act-arena = Fight in { $arena }
kros-act-edge = Take the { $edge } edge (your opponent sits { $opposite })
kros-act-parcel = Take the { $parcel } parcel (the others follow clockwise)
kros-act-tension-face = Turn the die to { $face }
kros-act-tension-gg = { $player } loses a Glory Galon
kros-act-gg-from = Take { $amount ->
        [one] the Glory Galon
       *[other] { $amount } Glory Galons
    } from { $player }
kros-act-gg-give = Give { $amount ->
        [one] a Glory Galon
       *[other] { $amount } Glory Galons
    } to { $player }
kros-act-pay = Pay { $kamas } kamas for { $gg } GG
kros-act-decline = Pay nothing
kros-act-pile = Draw from { $rank } pile { $pile }
kros-act-zobal = Choose: { $option }
kros-act-option = Choose option { $n }
kros-act-deploy = Deploy { $piece } on { $cell }
kros-act-teleport = Put { $piece } back on { $cell }
kros-act-summon = Summon a { $mob } on { $cell }
kros-act-place = Place on { $cell }
kros-act-die = Die ({ $roll }): { $face }
kros-act-die-face = Die: { $face }
kros-act-draw = { $player } draws { $reward }
kros-act-draw-hidden = { $player } draws a face-down { $rank } reward
kros-act-draw-up = { $reward } is turned face up ({ $rank })
kros-act-deal = { $piece } is dealt to { $player }
kros-act-deal-card = { $piece } is dealt
kros-act-draft-reveal = { $piece } is turned face up for the draft
kros-act-coin-heads = Heads
kros-act-coin-tails = Tails
kros-act-first-picker = { $player } picks first
kros-act-lot = { $player } wins the coin toss
kros-act-lot-number = Lot { $n }
# a boost's immediate effects (Style Zobal's options)
kros-fx-heal = remove up to { $amount ->
        [one] 1 injury
       *[other] { $amount } injuries
    }
kros-fx-mp = gain { $amount } MP at once
kros-fx-ap = gain { $amount } AP at once
kros-fx-kamas = take { $amount } kamas from the reserve
kros-fx-gg = gain { $amount } GG
kros-fx-injure-self = take { $amount ->
        [one] 1 injury
       *[other] { $amount } injuries
    }
kros-fx-bonus = +{ $amount } damage to the next matching spell this turn
kros-fx-teleport = go back to a deployment cell
kros-fx-summon = summon a { $mob }
kros-fx-pay = pay { $kamas } kamas for { $gg } GG
kros-fx-coin = flip a coin for a { $rank } reward
kros-fx-choose = choose one of { $n } advantages
kros-fx-list = { $effects }
group-end = End
group-move = Move
group-cast = Spells
group-kamas = Kamas
group-buy = Buy
group-reveal = Demonic rewards
group-chance = Chance
group-mob = Next mob
group-trigger = Triggered effects
group-team = Draft
group-timeline = Timeline
group-attach = Attach the reward
group-inspire = Inspiration
group-reward-effect = Reward
group-choose = Choose
group-arena = Arena
group-orient = Board orientation
group-tension = Tension roll
group-gg = Glory Galons
group-deploy = Deployment
