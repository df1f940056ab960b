# Mage Knight: what players read (actions, effects, status lines, events, options), English.
# Names of cards, heroes, enemies, sites... come from the data (names.py), not from this file.

## Words used everywhere
mk-dummy = the Dummy player
mk-every-terrain = Every terrain
mk-origin-burn = the burned monastery
mk-origin-plunder = plundering the { $site }
mk-tactic-no-effect = no other effect

## Mana sources
mk-src-die = the { $colour } die
mk-src-die-n = Source die { $n }
mk-src-crystal = a { $colour } crystal
mk-src-token = a { $colour } mana token
mk-src-endless = endless { $colour } mana

## Attacks and blocks (without their amount)
mk-attack-melee-physical = Attack
mk-attack-melee-fire = Fire Attack
mk-attack-melee-ice = Ice Attack
mk-attack-melee-cold-fire = Cold Fire Attack
mk-attack-ranged-physical = Ranged Attack
mk-attack-ranged-fire = Ranged Fire Attack
mk-attack-ranged-ice = Ranged Ice Attack
mk-attack-ranged-cold-fire = Ranged Cold Fire Attack
mk-attack-siege-physical = Siege Attack
mk-attack-siege-fire = Siege Fire Attack
mk-attack-siege-ice = Siege Ice Attack
mk-attack-siege-cold-fire = Siege Cold Fire Attack
mk-block-physical = Block
mk-block-fire = Fire Block
mk-block-ice = Ice Block
mk-block-cold-fire = Cold Fire Block

## Effects
mk-fx-move = Move { $n }
mk-fx-influence = Influence { $n }
mk-fx-heal = Healing { $n }
mk-fx-draw = draw { $n ->
    [one] a card
   *[other] { $n } cards
}
mk-fx-fame = Fame +{ $n }
mk-fx-reputation = Reputation { $n }
mk-fx-wound = take { $n ->
    [one] a Wound
   *[other] { $n } Wounds
}
mk-fx-points = { $what } { $n }
mk-fx-points-swift = { $what } { $n } (Swift enemies need no more)
mk-fx-token = gain { $n ->
    [one] a { $colour } mana token
   *[other] { $n } { $colour } mana tokens
}
mk-fx-token-each = gain a mana token of each colour: { $colours }
mk-fx-token-basic = gain { $n ->
    [one] a mana token
   *[other] { $n } mana tokens
} of a basic colour of your choice
mk-fx-token-any = gain { $n ->
    [one] a mana token
   *[other] { $n } mana tokens
} of any colour
mk-fx-token-choice = gain { $n ->
    [one] a mana token
   *[other] { $n } mana tokens
} of your choice ({ $colours }){ $now ->
    [1] {" "}to spend at once
   *[other] {""}
}
mk-fx-crystal = gain { $n ->
    [one] a { $colour } crystal
   *[other] { $n } { $colour } crystals
}
mk-fx-crystal-each = gain a crystal of each colour: { $colours }
mk-fx-crystal-basic = gain { $n ->
    [one] a crystal
   *[other] { $n } crystals
} of a basic colour of your choice
mk-fx-crystal-any = gain { $n ->
    [one] a crystal
   *[other] { $n } crystals
} of any colour
mk-fx-crystal-choice = gain { $n ->
    [one] a crystal
   *[other] { $n } crystals
} of your choice ({ $colours })
mk-fx-crystal-random = roll a mana die for { $n ->
    [one] a random crystal
   *[other] each of { $n } random crystals
} (black: Fame +1 instead)
mk-fx-crystal-held = gain a crystal of a colour you already hold
mk-fx-gain-card = gain { $coloured ->
    [1] a { $colour }
   *[other] { $deck ->
        [advanced_action] an
        [artifact] an
       *[other] a
    }
} { $deck ->
    [spell] Spell
    [artifact] Artifact
    [unit] Unit
   *[other] Advanced Action
} from the { $source ->
    [deck] deck
   *[other] offer
}{ $to ->
    [hand] {" "}into your hand
    [discard] {" "}onto your discard pile
    [units] {" "}as a Unit
   *[other] {" "}on top of your Deed deck
}
mk-fx-ready-all = ready every Unit
mk-fx-ready-levels = ready Units of total level { $n } or less{ $heal ->
    [1] {" "}and heal them
   *[other] {""}
}
mk-fx-ready-unit = ready a Unit{ $n ->
    [0] {""}
   *[other] {" "}of level { $n } or less
}{ $heal ->
    [1] {" "}and heal it
   *[other] {""}
}
mk-fx-heal-unit = heal { $n ->
    [one] a Wound of a Unit
   *[other] { $n } Wounds of Units
}
mk-fx-remove-all-wounds = throw away every Wound { $turn ->
    [1] received this turn
   *[other] in your hand
}
mk-fx-remove-wounds = throw away { $n ->
    [one] a Wound
   *[other] { $n } Wounds
} from your hand{ $discard ->
    [1] {" "}or discard pile
   *[other] {""}
}
mk-fx-relocate = travel up to { $n ->
    [one] 1 space
   *[other] { $n } spaces
} without provoking
mk-fx-relocate-assault = travel up to { $n } spaces and assault a keep or mage tower there
mk-fx-banner = give it to one of your Units
mk-fx-roll = roll { $n ->
    [one] a mana die
   *[other] { $n } mana dice
}: on { $faces }, { $then }
mk-fx-roll-else = roll { $n ->
    [one] a mana die
   *[other] { $n } mana dice
}: on { $faces }, { $then }; otherwise { $other }
mk-fx-or = { $a } or { $b }
mk-fx-and = { $a }, { $b }
mk-fx-nothing = nothing
mk-fx-optional = you may { $effect }
mk-fx-end-of-turn = at the end of the turn: { $effect }
mk-fx-paid = { $cost }: { $effect }
mk-fx-if = { $cond }: { $then }
mk-fx-if-else = { $cond }: { $then }; otherwise { $other }
mk-fx-scaled = { $effect } for each { $per }
mk-fx-scaled-max = { $effect } for each { $per } (at most { $n })
mk-fx-enemy = { $target }: { $what }
mk-fx-enemy-destroy = destroyed
mk-fx-enemy-armor = Armor −{ $n }
mk-fx-enemy-armor-fortified = Armor −{ $n } if fortified
mk-fx-enemy-armor-resistance = Armor −{ $n } per resistance
mk-fx-enemy-no-attack = no attack
mk-fx-enemy-unfortified = no fortification
mk-fx-enemy-resistances = resistances lost ({ $elements })
mk-fx-enemy-nothing = no change
mk-target-one = one enemy
mk-target-all = every enemy
mk-target-all-others = every other enemy
mk-target-blocked = the enemy blocked
mk-target-up-to = up to { $n } enemies

## Costs
mk-cost-discard = discard { $n ->
    [one] a card
   *[other] { $n } cards
}
mk-cost-discard-wound = discard a Wound
mk-cost-discard-action = discard an Action card
mk-cost-discard-colour = discard a { $colour } card
mk-cost-discard-any = discard any number of cards
mk-cost-throw = throw away an Action card
mk-cost-throw-wound = throw away a Wound
mk-cost-throw-colour = throw away a { $colour } Action card
mk-cost-wound = take { $n ->
    [one] a Wound
   *[other] { $n } Wounds
}
mk-cost-mana = pay { $n ->
    [one] a { $colour } mana
   *[other] { $n } { $colour } mana
}
mk-cost-mana-choice = pay a mana ({ $colours })
mk-cost-influence = spend { $n } Influence
mk-cost-move = spend { $n } Move
mk-cost-wound-unit = this Unit is wounded

## Conditions and quantities
mk-cond-day = by Day
mk-cond-night = at Night
mk-cond-in-combat = in combat
mk-cond-not-in-combat = outside combat
mk-cond-in-interaction = while interacting
mk-cond-lowest-fame = with the lowest Fame
mk-cond-in-forest = in a forest
mk-cond-combat-start = at the start of a combat
mk-cond-this-block-succeeded = if this block succeeds
mk-per-wounds-in-hand = Wound in your hand
mk-per-wounds-in-hand-and-on-units = Wound in your hand and wounded Unit
mk-per-crystal-colours = colour of your crystals
mk-per-ready-unwounded-units = Ready, unwounded Unit
mk-per-units-recruited-this-turn = Unit recruited this turn
mk-per-enemies-in-combat = enemy in the combat
mk-per-blocked-enemy-icons = icon of the blocked enemy
mk-per-enemies-defeated-this-turn = enemy defeated this turn
mk-per-spells-cast-this-turn = Spell cast this turn
mk-per-units-attacked-or-blocked-this-turn = Unit that attacked or blocked this turn
mk-per-healing-spent-from-this-card = Healing point of this card spent
mk-per-cards-discarded = card discarded

## Rule changes (modifiers)
mk-mod-terrain-set = { $terrains } { $count ->
    [one] costs
   *[other] cost
} { $n } Move this turn
mk-mod-terrain-less = { $terrains } { $count ->
    [one] costs
   *[other] cost
} { $n } Move less this turn{ $least ->
    [0] {""}
   *[other] {" "}(never below { $least })
}
mk-mod-enter-terrain = you may enter { $terrains } this turn
mk-mod-sideways = one card played sideways gives { $n } instead of 1{ $wound ->
    [1] {" "}(a Wound may be played sideways)
   *[other] {""}
}
mk-mod-influence-block = Influence may be spent as { $block } this turn
mk-mod-extra-dice = use { $n ->
    [one] one more Source die
   *[other] { $n } more Source dice
} this turn
mk-mod-move-attack = Move may be spent as Attack in combat this turn{ $ranged ->
    [1] {" "}(2 Move for a Ranged Attack)
   *[other] {""}
}
mk-mod-units-bonus = your Units get +{ $n } to their attacks and blocks{ $armor ->
    [0] {""}
   *[other] {" "}and +{ $armor } Armor
}
mk-mod-next-card = your next Attack card +{ $attack }, or Block card +{ $block }
mk-mod-next-unit-attack = the next Unit's Attack +{ $n }
mk-mod-next-unit-block = the next Unit's Block +{ $n }
mk-mod-next-unit-ranged = the next Unit's Ranged Attack +{ $n }
mk-mod-gold-at-night = gold mana is usable at Night, and face-down defenders turn up as by Day
mk-mod-black-by-day = black mana is usable by Day
mk-mod-special-as-basic = gold and black mana count as any basic colour
mk-mod-endless-mana = any amount of { $colours } mana this turn
mk-mod-adjacency = spaces { $n } away count as adjacent this turn
mk-mod-return-top = at the end of the turn, this card may go on top of your Deed deck
mk-mod-return-bottom = at the end of the turn, this card may go to the bottom of your Deed deck
mk-mod-cast-from-offer = cast a { $colours } Spell of the offer this turn
mk-mod-learning = once this turn, pay { $n } Influence for an Advanced Action of the offer { $to ->
    [hand] into your hand
   *[other] onto your discard pile
}
mk-mod-hand-limit = Hand limit +{ $n }{ $least ->
    [0] {""}
   *[other] {" "}when drawing with at least { $least } cards in hand
}
mk-mod-ignore-site-fortification = the site's fortification is ignored
mk-mod-spent-crystals-return = the crystals spent this turn return at its end
mk-mod-double-physical-attacks = physical attacks are doubled in the Attack phase
mk-mod-draw-on-heal = draw a card for each Wound healed from your hand this turn

## Named card effects (handlers)
mk-handler-concentration = play another Action card's powered effect free, +{ $n } to its Move, Influence, Attack or Block
mk-handler-mana-draw = take another Source die, set it to any colour but gold and gain { $n } mana tokens of that colour
mk-handler-maximal-effect = throw away another Action card: its { $powered ->
    [1] powered
   *[other] basic
} effect { $n } times
mk-handler-source-die-crystal = gain a crystal of a Source die's colour, then reroll that die
mk-handler-reroll-source = reroll every die of the Source
mk-handler-time-bending = at the end of the turn, the cards played return to your hand and you play another turn
mk-handler-borrow-offer-unit = use an ability of a Unit of the offer as if it were yours
mk-handler-meditation = put { $n } { $extra ->
    [1] chosen
   *[other] random
} cards of your discard pile on top or at the bottom of your Deed deck
mk-handler-mana-meltdown = each other player loses a random crystal (no crystal: a Wound); you may take one of them
mk-handler-mana-radiance = choose a basic colour: every player takes a Wound per crystal of it; you gain { $n } crystals of it
mk-handler-mana-claim = keep a Source die this Round: { $n } mana tokens of its colour now or one each turn{ $extra ->
    [1] ; the others take a Wound when they use its colour
   *[other] {""}
}
mk-handler-mind-read = choose a colour, gain a crystal of it: the others discard a Spell or Action card of it{ $extra ->
    [1] ; keep one of those Action cards
   *[other] {""}
}
mk-handler-exhaust-opponent-units = spend a Ready Unit of level { $n } or less of each other player
mk-handler-polarization = use a mana as its opposite colour
mk-handler-bonds-of-loyalty = an extra Command token: a Unit under it costs { $n } less and is never disbanded
mk-handler-mana-exploit = gain a mana token of a colour of your choice; until your next turn the others take a Wound for each other colour they use
mk-handler-source-freeze = until your next turn the others cannot take their Source die; then gain a crystal of a die's colour
mk-handler-prayer-of-weather = until your next turn, terrains cost you less and the others more
mk-handler-healing-ritual = throw away up to { $n } Wounds from your hand; the nearest other hero takes one
mk-handler-rethink = discard up to { $n } cards (Wounds too), draw as many, then shuffle your discard pile into your deck
mk-handler-mana-steal = take a basic-colour Source die and keep it on this card for this Day
mk-handler-long-night = once this Round, with an empty Deed deck: { $n } random cards of your discard pile become your deck
mk-handler-mana-search = once a turn, before taking Source mana: reroll up to { $n } Source dice
mk-handler-midnight-meditation = once this Round, before a turn: shuffle up to { $n } cards from your hand into your deck and draw as many
mk-handler-preparation = take any card of your Deed deck into your hand
mk-handler-sparing-power = before each turn: put your deck's top card under this Tactic, or take those cards into your hand
mk-handler-extra-turn = once this Round, take another turn right after yours

## Actions: a turn
mk-do-play = Play { $card }: { $effect }
mk-do-play-powered = Play { $card } powered with { $source }: { $effect }
mk-do-play-throw = Play { $card } powered, throwing it away: { $effect }
mk-do-sideways = Play { $card } sideways: { $effect }
mk-do-cast = Cast { $card } with { $source }: { $effect }
mk-do-cast-powered = Cast { $card } with { $source } and { $black }: { $effect }
mk-do-cast-offer = Cast { $card } from the Spell offer with { $source }: { $effect }
mk-do-cast-offer-powered = Cast { $card } from the Spell offer with { $source } and { $black }: { $effect }
mk-do-skill = Use { $skill }: { $effect }
mk-do-use-tactic = Use { $tactic }: { $effect }
mk-do-activate = Activate { $unit }: { $effect }
mk-do-activate-paid = Activate { $unit } with { $source }: { $effect }
mk-do-banner-fear = { $banner }: spend { $unit } so that the enemy { $enemy } will not attack (Fame +1)
mk-do-banner-courage = { $banner }: ready { $unit }
mk-do-move = Move to { $hex }, { $terrain } ({ $n } Move)
mk-do-move-site = Move to the { $site } at { $hex }, { $terrain } ({ $n } Move)
mk-do-move-provokes = { $move }: provokes { $enemies }
mk-do-move-assault = { $move }: assault it
mk-do-explore = Explore the tile at { $hex } ({ $n } Move)
mk-do-rest = Rest: discard { $card }{ $n ->
    [0] {""}
    [one] {" "}and a Wound
   *[other] {" "}and { $n } Wounds
}
mk-do-slow-recovery = Slow Recovery: discard a Wound
mk-do-announce-end = Announce the End of the Round (everyone else takes one last turn)
mk-do-end-turn = End your turn
mk-do-interact = Interact with the { $site } (Reputation: Influence { $n })
mk-do-plunder = Plunder the { $site }: { $effect }
mk-do-recruit = Recruit { $unit } for { $n } Influence
mk-do-recruit-bonds = Recruit { $unit } under { $skill } for { $n } Influence
mk-do-buy-healing = Buy Healing 1 for { $n } Influence
mk-do-buy-advanced = Buy { $card } for { $n } Influence (on top of your Deed deck)
mk-do-buy-spell = Buy { $card } for { $n } Influence and { $source } (on top of your Deed deck)
mk-do-learn = Learn { $card } for { $n } Influence ({ $to ->
    [hand] into your hand
   *[other] onto your discard pile
})
mk-do-enter = Enter the { $site }{ $again ->
    [1] {" "}again (Fame only)
   *[other] {" "}and fight its enemies
}
mk-do-enter-enemies = Enter the { $site } and fight { $enemies }
mk-do-enter-ruins = Enter the ruins: { $ruins }
mk-do-enter-altar = Enter the ruins: pay { $n } { $colour } mana at the { $altar } for { $fame } Fame
mk-do-burn = Burn the monastery (Reputation { $n }) and fight its defender
mk-do-challenge = Challenge { $enemy } at { $hex }
mk-do-challenge-more = Also challenge { $enemy } at { $hex }
mk-do-attack = Attack { $enemies } with { $points }: defeated, Fame +{ $fame }
mk-do-block = Block the attack of { $enemy } ({ $n } { $element }) with { $points }
mk-do-next-ranged = End the Ranged and Siege Attack phase: on to blocking{ $n ->
    [0] {""}
   *[other] {" "}({ $n } Attack points unspent)
}
mk-do-next-block = End the Block phase: unblocked enemies deal their damage{ $n ->
    [0] {""}
   *[other] {" "}({ $n } Block points unspent)
}
mk-do-next-damage = Assign the damage
mk-do-next-attack = End the Attack phase and the combat{ $n ->
    [0] {""}
   *[other] {" "}({ $n } Attack points unspent)
}
mk-do-convert-move = Spend { $n } Move for { $into }
mk-do-convert-influence = Spend { $n } Influence for { $into }
mk-do-other = This action does not answer the present decision

## Actions: decisions inside effects
mk-do-choose = { $source }: { $effect }
mk-do-optional-yes = { $source }: { $effect }
mk-do-optional-no = { $source }: do not { $effect }
mk-do-gain-crystal = { $source }: gain a { $colour } crystal
mk-do-gain-token = { $source }: gain a { $colour } mana token
mk-do-pay = { $source }: pay with { $mana } ({ $effect })
mk-do-pay-discard = { $source }: discard { $card } ({ $effect })
mk-do-pay-throw = { $source }: throw away { $card } ({ $effect })
mk-do-stop-discarding = { $source }: stop discarding ({ $n ->
    [0] no card discarded
    [one] 1 card discarded
   *[other] { $n } cards discarded
})
mk-do-concentration = { $what }: play { $card } powered, +{ $n } ({ $effect })
mk-do-maximal = { $what }: throw away { $card }, its effect { $n } times ({ $effect })
mk-do-borrow = { $what }: use { $unit } of the offer: { $effect }
mk-do-borrow-paid = { $what }: use { $unit } of the offer with { $source }: { $effect }
mk-do-exhaust = { $what }: spend { $player }'s { $unit }
mk-do-die-crystal = { $what }: a crystal from { $die }
mk-do-claim-die = { $what }: claim { $die }
mk-do-mana-draw-die = { $what }: take { $die }
mk-do-pick-die = { $what }: take { $die }
mk-do-polarize-from = { $what }: change { $die }
mk-do-polarize-into = { $what }: into a { $colour } mana token
mk-do-mana-draw-colour = { $what }: set the die to { $colour } and gain { $n } { $colour } mana tokens
mk-do-radiance = { $what }: { $colour } (a Wound per { $colour } crystal for everyone; you gain { $n } { $colour } crystals)
mk-do-mind-read = { $what }: { $colour } (gain a { $colour } crystal; the others discard a { $colour } card)
mk-do-exploit = { $what }: a { $colour } mana token (the others are wounded using other colours)
mk-do-pick-colour = { $what }: { $colour }
mk-do-meltdown-take = { $what }: take the lost { $colour } crystal
mk-do-mana-meltdown-none = { $what }: take no crystal
mk-do-mind-read-none = { $what }: keep no card
mk-do-exhaust-opponent-units-none = { $what }: spend no more Units
mk-do-claim-now = { $what }: { $n } { $colour } mana tokens now{ $curse ->
    [1] {" "}(and the curse)
   *[other] {""}
}
mk-do-claim-each-turn = { $what }: a { $colour } mana token at the start of each of your turns this Round{ $curse ->
    [1] {" "}(and the curse)
   *[other] {""}
}
mk-do-mind-steal = { $what }: keep { $card }
mk-do-ritual-count = { $what }: throw away { $n ->
    [one] a Wound
   *[other] { $n } Wounds
}
mk-do-ritual-hero = { $what }: the Wound goes to { $player }
mk-do-target = { $source }: target { $enemy } ({ $effect })
mk-do-target-done = { $source }: no more targets
mk-do-ready-unit = { $source }: ready { $unit }{ $heal ->
    [1] {" "}and heal it
   *[other] {""}
}
mk-do-heal-unit-effect = { $source }: heal { $unit }
mk-do-ready-done = { $source }: ready no more Units
mk-do-relocate = { $source }: travel to { $hex }, { $terrain }
mk-do-relocate-site = { $source }: travel to the { $site } at { $hex }, { $terrain }
mk-do-trance-card = Put { $card } from your discard pile back in your deck
mk-do-deck-top = Put { $card } on top of your Deed deck
mk-do-deck-bottom = Put { $card } at the bottom of your Deed deck
mk-do-keep-discarded = Leave { $card } in your discard pile

## Actions: other decisions
mk-do-hero = Choose { $hero } (own card: { $card })
mk-do-tactic = Take the Tactic { $tactic } (turn order { $n }): { $effect }
mk-do-tidy-discard = Discard { $card } before drawing
mk-do-draw-up = Draw up to your Hand limit of { $limit } ({ $n ->
    [0] no card
    [one] 1 card
   *[other] { $n } cards
})
mk-do-rethink-card = { $tactic }: discard { $card }
mk-do-midnight-card = { $tactic }: shuffle { $card } into your deck
mk-do-midnight-hidden = { $player } picks a card of the hand to shuffle into the deck ({ $tactic })
mk-do-rethink-done = { $tactic }: done{ $n ->
    [0] {""}
    [one] , draw 1 card
   *[other] , draw { $n } cards
}, shuffle your discard pile into your deck
mk-do-midnight-done = { $tactic }: done{ $n ->
    [0] {""}
    [one] , draw 1 card
   *[other] , draw { $n } cards
}
mk-do-search-done = { $tactic }: { $n ->
    [0] reroll no die
    [one] reroll the die chosen
   *[other] reroll the { $n } dice chosen
}
mk-do-search-die = { $tactic }: reroll { $die }
mk-do-steal-die = { $tactic }: keep { $die } for this Day
mk-do-preparation = { $tactic }: take { $card } from your Deed deck
mk-do-preparation-hidden = { $player } takes a card of the Deed deck ({ $tactic })
mk-do-spare-stash = { $tactic }: put the top card of your deck under this Tactic
mk-do-spare-take = { $tactic }: turn it over and take the { $n ->
    [0] cards under it (none yet)
    [one] card
   *[other] { $n } cards
} under it into your hand
mk-do-gain-skill = Gain the Skill { $skill } ({ $effect }), then any Advanced Action of the offer
mk-do-gain-common-skill = Gain the Skill { $skill } from the common offer ({ $effect }), then the lowest Advanced Action of the offer
mk-do-take-advanced = Take { $card } ({ $effect }) on top of your Deed deck
mk-do-damage-hero = Take the { $n } damage of { $enemy } yourself: { $wounds ->
    [0] no Wound
    [one] 1 Wound
   *[other] { $wounds } Wounds
}
mk-do-damage-unit = Assign the { $n } damage of { $enemy } to { $unit } (Armor { $armor }){ $left ->
    [0] {""}
   *[other] {" "}— { $left } damage left
}
mk-do-glade-hand = { $site }: throw away a Wound from your hand
mk-do-glade-discard = { $site }: throw away a Wound from your discard pile
mk-do-reward-bottom = Put { $card } at the bottom of the { $deck } and keep { $kept }
mk-do-reward-bottom-hidden = { $player } puts an Artifact at the bottom of the { $deck }
mk-do-reward-offer = Take { $card } from the { $offer } (on top of your Deed deck)
mk-do-reward-offer-hand = Take { $card } from the { $offer } into your hand
mk-do-reward-offer-discard = Take { $card } from the { $offer } onto your discard pile
mk-do-reward-unit = Recruit { $unit } from the { $offer } for free
mk-do-altar = { $altar }: pay with { $source } ({ $n ->
    [0] the last mana
   *[other] { $n } more after this
})
mk-do-heal-hand = Heal a Wound in your hand ({ $n } Healing left)
mk-do-heal-unit = Heal { $unit } for { $n } Healing ({ $left } left)
mk-do-disband = Disband { $unit } to make room for { $new }
mk-do-give-banner = Give { $banner } to { $unit }
mk-do-forced-discard = Discard { $card } ({ $player }'s { $what })
mk-do-no-skill = Use no Skill now
mk-do-long-night-draw = Use { $tactic }: { $k } random cards of your discard pile become your Deed deck, then keep drawing ({ $n } more)
mk-do-stop-drawing = Stop drawing: your Deed deck is empty ({ $n } not drawn)
mk-do-leave-altar = Leave the { $altar } without paying: nothing is spent, your turn goes on

## Chance: what chance drew
mk-chance-order = Heroes are chosen in this order: { $order }
mk-chance-dummy-hero = The Dummy player is { $hero }
mk-chance-source = The Source is rolled: { $dice }
mk-chance-dummy-tactic = The Dummy player takes the Tactic { $tactic }
mk-chance-tile = { $tile } is revealed at { $hex }
mk-chance-lose = { $player } loses a { $colour } crystal
mk-chance-reroll = Source die { $n } is rerolled: { $colour }
mk-chance-mana-die = { $source }: a mana die rolls { $colour }
mk-chance-ruins = The ancient ruins at { $hex } show { $ruins }
mk-chance-rampaging = A rampaging enemy appears at { $hex }: { $enemy }
mk-chance-summon = Summoned by { $summoner }: { $enemy }
mk-chance-garrison = The site at { $hex } is defended by { $enemy }
mk-chance-site-enemy = The site at { $hex } is guarded by { $enemy }
mk-chance-enemy = Enemy drawn: { $enemy }
mk-chance-skill = { $player } draws the Skill { $skill }
mk-chance-dummy-skill = The Dummy player's Skill { $skill } joins the common offer
mk-chance-draw = { $player } draws { $card }
mk-chance-draw-hidden = { $player } draws a card
mk-chance-deal = New in the { $offer }: { $card }
mk-chance-dummy-flip = The Dummy player flips { $card }
mk-chance-reward = { $player } draws { $card } from the { $deck }
mk-chance-reward-hidden = { $player } draws a card from the { $deck }
mk-chance-meditation = At random from { $player }'s discard pile: { $card }
mk-chance-long-night = { $card } goes from { $player }'s discard pile into the Deed deck
mk-chance-spare = Face down under { $player }'s Tactic: { $card }
mk-chance-spare-hidden = A card goes face down under { $player }'s Tactic
mk-chance-card = Card drawn: { $card }

## Status: the decision awaited (yours / another player's)
mk-status-over-solo = { $won ->
    [1] The game is over: the city was revealed, the First Reconnaissance is won.
   *[0] The game is over: the city was not revealed before the last Round ended, the scenario is lost.
}
mk-status-over = The game is over: the score table shows every achievement.
mk-status-choose-hero = Choose your hero
mk-wait-choose-hero = { $player } is choosing a hero
mk-status-choose-tactic = Round { $round } ({ $night ->
    [1] Night
   *[other] Day
}): choose your Tactic
mk-wait-choose-tactic = { $player } is choosing a Tactic
mk-status-turn = Your turn: play cards, move, then at most one action — or rest (Move { $move }, Influence { $influence })
mk-wait-turn = { $player }'s turn
mk-status-tidy-hand = End of your turn: discard cards you do not want, then draw up
mk-wait-tidy-hand = { $player } is discarding, then drawing up
mk-status-choose-effect = { $source }: choose an effect
mk-wait-choose-effect = { $player } is choosing an effect of { $source }
mk-status-pay-cost = { $source }: { $cost }
mk-wait-pay-cost = { $player } is paying for { $source }
mk-status-handler-step = { $what }: { $stage ->
    [card] choose a card
    [die] choose a Source die
    [colour] choose a colour
    [unit] choose a Unit
    [source] choose the mana to change
    [count] how many Wounds?
    [hero] choose the hero who takes the Wound
    [take] take one of the lost crystals?
    [mode] now or each turn?
    [keep] keep one of the cards discarded?
    [crystal] choose the die whose colour you take as a crystal
   *[other] choose
}
mk-wait-handler-step = { $player } is resolving { $what }
mk-status-combat = Combat, { $phase } phase: play cards and Units, then declare your attacks or blocks — or end the phase
mk-wait-combat = { $player } is fighting ({ $phase } phase)
mk-status-choose-skill = Level up: choose a Skill
mk-wait-choose-skill = { $player } is choosing a Skill
mk-status-take-advanced = Level up: take an Advanced Action
mk-wait-take-advanced = { $player } is taking an Advanced Action
mk-status-tactic-step = { $tactic }: { $stage ->
    [discard] choose the cards to discard, then done
    [shuffle] choose the cards to shuffle into your deck, then done
    [die] choose the Source die to keep
    [search] choose the card to take from your deck
    [spare] put a card under the Tactic, or take the cards under it
    [reroll] choose the Source dice to reroll, then done
   *[other] choose
}
mk-wait-tactic-step = { $player } is using { $tactic }
mk-status-long-night-draw = Your Deed deck is empty with { $n } cards still to draw: use { $tactic }, or stop drawing
mk-wait-long-night-draw = { $player } may use { $tactic } to keep drawing
mk-status-assign-damage = { $enemy } deals { $n } damage: assign it to a Unit or take it yourself
mk-wait-assign-damage = { $player } is assigning the damage of { $enemy }
mk-status-glade-wound = { $site }: throw away a Wound from your hand or your discard pile
mk-wait-glade-wound = { $player } is throwing away a Wound at the { $site }
mk-status-choose-reward-card = { $drawn ->
    [1] Choose the Artifact to put at the bottom of the { $offer }; you keep the others
   *[other] Choose your reward from the { $offer }
}
mk-wait-choose-reward-card = { $player } is choosing a reward
mk-status-altar-offering = { $altar }: { $revealed ->
    [1] pay its mana ({ $n }) or leave it unpaid
   *[other] pay its mana ({ $n } more)
}
mk-wait-altar-offering = { $player } is paying the altar
mk-status-enemy-target = { $source }: choose the enemy to target
mk-wait-enemy-target = { $player } is choosing a target for { $source }
mk-status-relocate-target = { $source }: choose where to travel
mk-wait-relocate-target = { $player } is travelling with { $source }
mk-status-spend-healing = Spend { $n } Healing: a Wound in your hand or a wounded Unit
mk-wait-spend-healing = { $player } is healing
mk-status-disband = No Command token left: disband a Unit to make room for { $unit }
mk-wait-disband = { $player } is disbanding a Unit
mk-status-meditation-choose = Choose a card of your discard pile to put back in your deck
mk-wait-meditation-choose = { $player } is choosing a card of the discard pile
mk-status-meditation-place = Put { $card } on top or at the bottom of your Deed deck
mk-wait-meditation-place = { $player } is putting { $card } back in the Deed deck
mk-status-assign-banner = Give { $card } to one of your Units
mk-wait-assign-banner = { $player } is giving { $card } to a Unit
mk-status-return-to-deck = Put { $card } back in your Deed deck, or leave it in your discard pile
mk-wait-return-to-deck = { $player } is deciding where { $card } goes
mk-status-choose-unit = { $source }: choose a Unit
mk-wait-choose-unit = { $player } is choosing a Unit for { $source }
mk-status-forced-discard = { $caster }'s { $what }: discard a { $colour } Spell or Action card
mk-wait-forced-discard = { $player } is discarding a { $colour } card for { $caster }'s { $what }
mk-status-any-turn-skill = The turn is over: use a Skill now?
mk-wait-any-turn-skill = { $player } may use a Skill now

## Status: chance steps
mk-chance-status-hero-order = Drawing the order in which heroes are chosen
mk-chance-status-dummy-hero = Drawing the Dummy player's hero
mk-chance-status-draw-rampaging = Drawing a rampaging enemy
mk-chance-status-roll-source = Rolling the Source
mk-chance-status-draw-cards = { $player } draws { $n ->
    [one] a card
   *[other] { $n } cards
}
mk-chance-status-dummy-tactic = The Dummy player takes a Tactic
mk-chance-status-reveal-tile = Revealing the tile at { $hex }
mk-chance-status-reroll-die = Rerolling a Source die
mk-chance-status-dummy-flip = The Dummy player flips its cards
mk-chance-status-draw-summon = Drawing a summoned enemy
mk-chance-status-deal-offer = Dealing a card into the { $offer }
mk-chance-status-draw-skills = { $player } draws Skill tokens
mk-chance-status-draw-dummy-skill = Revealing a Skill of the Dummy player
mk-chance-status-discard-to-deck = { $what }: random cards of { $player }'s discard pile become the deck
mk-chance-status-spare-card = { $what }: a card goes face down under { $player }'s Tactic
mk-chance-status-draw-site-enemy = Drawing the site's enemy
mk-chance-status-roll-mana-die = { $source }: rolling a mana die
mk-chance-status-draw-reward-cards = { $player } draws from the { $deck }
mk-chance-status-draw-garrison = Turning over a face-down token
mk-chance-status-meditation-draw = { $what }: a random card of { $player }'s discard pile
mk-chance-status-lose-crystal = { $what }: { $player } loses a random crystal

## Action groups (client headings)
group-setup = Set-up
group-tactic = Tactics
group-hand = Play a card
group-skills = Skills
group-units = Units
group-move = Movement
group-interaction = Interaction
group-sites = Adventure sites
group-combat = Combat
group-turn = Your turn
group-effect = Resolve the effect
group-payment = Pay
group-tidy = End of the turn
group-level-up = Level up
group-reward = Rewards
group-damage = Damage
group-healing = Healing
group-chance = Chance
group-other = Other

## Events: what happened
mk-ev-hero-order = Heroes are chosen in this order: { $order }.
mk-ev-hero = { $player } plays { $hero }.
mk-ev-dummy = The Dummy player is { $hero }.
mk-ev-map = The map: { $tiles }.
mk-ev-rampaging = A rampaging enemy appears at { $hex }: { $enemy }.
mk-ev-source = The Source: { $dice }.
mk-ev-draw = { $player } draws { $card }.
mk-ev-draw-hidden = { $player } draws a card.
mk-ev-round = Round { $n } begins: { $night ->
    [1] Night
   *[other] Day
}.
mk-ev-tactic = { $player } takes the Tactic { $tactic } ({ $n }).
mk-ev-round-order = Turn order: { $order }.
mk-ev-end-of-round = { $player } announces the End of the Round: everyone else takes one last turn.
mk-ev-city = { $player } reveals the city: everyone takes one last turn.
mk-ev-round-end = Round { $n } ends.
mk-ev-score = { $player } { $n }
mk-ev-game-end = The game is over. Scores: { $scores }.
mk-ev-portal-enter = { $player } enters the map at the portal.
mk-ev-portal-leave = { $player } leaves the map through the portal.
mk-ev-glade-token = The { $site } gives { $player } a { $colour } mana token.
mk-ev-glade-wound-hand = { $player } throws away a Wound from the hand at the { $site }.
mk-ev-glade-wound-discard = { $player } throws away a Wound from the discard pile at the { $site }.
mk-ev-rest = { $player } rests, discarding { $cards }.
mk-ev-mine = The crystal mine gives { $player } a { $colour } crystal.
mk-ev-time-bending = { $player } bends time: the cards played return to the hand and another turn follows.
mk-ev-crystals-return = { $player }'s spent crystals return: { $colours }.
mk-ev-withdrawal = { $player } must withdraw and takes { $n ->
    [0] no Wound
    [one] a Wound
   *[other] { $n } Wounds
}.
mk-ev-reroll = Source die { $n } is rerolled: { $colour }.
mk-ev-sideways = { $player } plays { $card } sideways: { $what }.
mk-ev-mana = { $player } pays { $colour } mana with { $source }.
mk-ev-play-basic = { $player } plays { $card }.
mk-ev-play-powered = { $player } plays { $card } powered.
mk-ev-play-free = { $player } plays { $card } powered for free (+{ $n }).
mk-ev-skill = { $player } uses { $skill }.
mk-ev-wound-cost = { $player } takes { $n ->
    [one] a Wound
   *[other] { $n } Wounds
}.
mk-ev-unit-wounded = { $player }'s Unit { $unit } is wounded.
mk-ev-discard = { $player } discards { $card }.
mk-ev-throw-away = { $player } throws { $card } away.
mk-ev-gain = { $player } gains { $what }.
mk-ev-remove-wounds = { $player } throws away { $n ->
    [0] no Wound
    [one] a Wound
   *[other] { $n } Wounds
}.
mk-ev-crystal = { $player } gains a { $colour } crystal.
mk-ev-token = { $player } gains a { $colour } mana token.
mk-ev-modifier = { $player }: { $what }.
mk-ev-borrow = { $player } calls { $unit } of the offer to arms.
mk-ev-maximal = { $player } throws { $card } away to use its effect { $n } times.
mk-ev-mana-draw = { $player } sets Source die { $n } to { $colour } and gains { $tokens } { $colour } mana tokens.
mk-ev-wound-from = { $player } takes { $n ->
    [one] a Wound
   *[other] { $n } Wounds
} from { $source }.
mk-ev-wound-by = { $player } takes a Wound from { $owner }'s { $source }.
mk-ev-no-crystal-wound = { $player } has no crystal to lose and takes a Wound.
mk-ev-mind-read = { $player } reads minds: { $colour }.
mk-ev-spend-unit = { $player } spends { $victim }'s { $unit }.
mk-ev-lose-crystal = { $player } loses a { $colour } crystal.
mk-ev-mana-claim = { $player } claims Source die { $n } ({ $colour }) until the end of the Round{ $curse ->
    [1] , cursing its colour
   *[other] {""}
}.
mk-ev-claim-token = { $player } takes a { $colour } mana token from the claimed die.
mk-ev-show-hand = { $player } has no { $colour } card to discard and shows the hand: { $n ->
    [0] nothing
   *[other] { $cards }
}.
mk-ev-mind-steal = { $player } keeps { $owner }'s { $card }.
mk-ev-mana-exploit = { $player } exploits { $colour } mana: the others are wounded using other colours.
mk-ev-polarization = { $player } turns { $was } mana into { $colour }.
mk-ev-dummy-flip = The Dummy player flips { $card }.
mk-ev-offer = New in the { $offer }: { $card }.
mk-ev-offer-leaves = Out of the { $offer }: { $card }.
mk-ev-redeal = No Unit of the offer can be recruited in a village: the offer is dealt again.
mk-ev-level = { $player } reaches level { $n }.
mk-ev-gain-skill = { $player } gains the Skill { $skill }.
mk-ev-gain-advanced = { $player } takes { $card } (on top of the Deed deck).
mk-ev-no-advanced = { $player } gains no Advanced Action: the { $offer } is empty.
mk-ev-dummy-skill = The Dummy player's { $skill } joins the common Skill offer.
mk-ev-black-fame = The die shows black: { $player } gains Fame +1 instead of a crystal.
mk-ev-reward-drawn = { $player } keeps { $cards } and puts { $bottom } at the bottom of the { $deck }.
mk-ev-reward-hidden = { $player } keeps { $n ->
    [one] a card
   *[other] { $n } cards
} from the { $deck }.
mk-ev-reward = { $player } takes { $card } from the { $offer }.
mk-ev-use-tactic = { $player } uses the Tactic { $tactic }.
mk-ev-mana-steal = { $player } keeps Source die { $n } ({ $colour }) on { $tactic }.
mk-ev-preparation = { $player } takes a card of the Deed deck ({ $tactic }).
mk-ev-rethink = { $player } ({ $tactic }) discards { $n ->
    [0] no card
    [one] 1 card
   *[other] { $n } cards
} and draws as many.
mk-ev-midnight = { $player } ({ $tactic }) shuffles { $n ->
    [0] no card
    [one] 1 card
   *[other] { $n } cards
} into the deck and draws as many.
mk-ev-spare = { $player } puts a card face down under the Tactic.
mk-ev-meditation = Taken from { $player }'s discard pile: { $card }.
mk-ev-deck-top = { $player } puts { $card } on top of the Deed deck.
mk-ev-deck-bottom = { $player } puts { $card } at the bottom of the Deed deck.
mk-ev-tokens-return = { $player }'s mana tokens return: { $colours }.
mk-ev-activate = { $player } activates { $unit }.
mk-ev-disband = { $player } disbands { $unit }.
mk-ev-recruit = { $player } recruits { $unit } for { $n } Influence.
mk-ev-recruit-free = { $player } recruits { $unit } for free.
mk-ev-absorb = { $player }'s Unit { $unit } absorbs the attack.
mk-ev-destroyed = { $player }'s Unit { $unit } is destroyed.
mk-ev-banner-fame = { $banner }: { $player } gains Fame +{ $n }.
mk-ev-banner = { $player } gives { $banner } to { $unit }.
mk-ev-banner-fear = { $banner }: the Unit { $unit } is spent and the enemy { $enemy } will not attack.
mk-ev-banner-courage = { $banner }: the Unit { $unit } is ready again.
mk-ev-convert-move = { $player } spends { $n } Move for { $into }.
mk-ev-convert-influence = { $player } spends { $n } Influence for { $into }.
mk-ev-combat = { $player } fights { $enemies }.
mk-ev-combat-site = { $player } fights { $enemies } at the { $site }.
mk-ev-block = { $player } blocks { $enemy }.
mk-ev-challenge = { $player } challenges { $enemy }.
mk-ev-summon = Summoned by { $enemy }: { $summoned }.
mk-ev-damage = { $enemy }: { $n } damage to { $player }, { $wounds ->
    [0] no Wound
    [one] a Wound
   *[other] { $wounds } Wounds
}{ $poison ->
    [1] {" "}(poison: as many into the discard pile)
   *[other] {""}
}.
mk-ev-combat-end = { $player }'s combat ends.
mk-ev-enter = { $player } enters the { $site }.
mk-ev-altar = { $player } honours the { $altar }: Fame +{ $n }.
mk-ev-leave-altar = { $player } leaves the { $altar } unpaid.
mk-ev-burn = { $player } burns the monastery (Reputation { $n }).
mk-ev-site-enemy = The site at { $hex } is guarded by { $enemy }.
mk-ev-conquered = { $player } conquers the { $site }.
mk-ev-ruins = The ancient ruins at { $hex } show { $ruins }.
mk-ev-garrison = The site at { $hex } is defended by { $enemy }.
mk-ev-assault = { $player } assaults the { $site } (Reputation { $n }).
mk-ev-withdraw = { $player } withdraws to { $hex }.
mk-ev-interact = { $player } interacts with the { $site } (Reputation: Influence { $n }).
mk-ev-plunder = { $player } plunders the { $site }.
mk-ev-buy-healing = { $player } buys Healing 1 for { $n } Influence.
mk-ev-learn = { $player } learns { $card }.
mk-ev-buy = { $player } buys { $card }.
mk-ev-enemy-effect = { $enemy }: { $what }.
mk-ev-defeat = { $player } defeats { $enemy }: Fame +{ $n }.
mk-ev-heal = { $player } heals { $n ->
    [0] no Wound
    [one] a Wound
   *[other] { $n } Wounds
}.
mk-ev-knocked-out = { $player } is knocked out: every non-Wound card in hand is discarded.
mk-ev-heal-unit = { $player }'s Unit { $unit } is healed.
mk-ev-ready-all = { $player }'s Units are all ready again.
mk-ev-ready = { $player }'s Unit { $unit } is ready again.
mk-ev-relocate = { $player } travels to { $hex }.
mk-ev-move = { $player } moves to { $hex } ({ $n } Move).
mk-ev-provoked = { $player } provokes { $enemies }: combat!
mk-ev-explore = { $player } explores: { $tile } at { $hex } (Fame +{ $n }).
