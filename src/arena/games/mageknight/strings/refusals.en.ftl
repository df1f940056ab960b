# Mage Knight refusals (refusals.py): why an action is not possible, and the rules they cite.

## What the player must do first (the decision pending)
mk-refuse-wrong-moment = { $what } is not possible now: first { $decision }.
mk-refuse-verb-hero = Choosing a Hero
mk-refuse-verb-tactic = Choosing a Tactic
mk-refuse-verb-play = Playing a card
mk-refuse-verb-use-tactic = Announcing your Tactic
mk-refuse-verb-skill = Using a Skill
mk-refuse-verb-move = Moving
mk-refuse-verb-explore = Exploring
mk-refuse-verb-rest = Resting
mk-refuse-verb-announce-end = Announcing the End of the Round
mk-refuse-verb-end-turn = Ending the turn
mk-refuse-verb-choose = Choosing an option
mk-refuse-verb-enter = Entering an adventure site
mk-refuse-verb-burn = Burning a monastery
mk-refuse-verb-interact = Interacting
mk-refuse-verb-plunder = Plundering a village
mk-refuse-verb-recruit = Recruiting a Unit
mk-refuse-verb-buy-healing = Buying Healing
mk-refuse-verb-buy = Buying a card
mk-refuse-verb-activate = Activating a Unit
mk-refuse-verb-assign = Assigning damage
mk-refuse-verb-pick = Picking
mk-refuse-verb-pay = Paying mana
mk-refuse-verb-throw-away = Throwing a card away
mk-refuse-verb-challenge = Challenging an enemy
mk-refuse-verb-attack = Attacking
mk-refuse-verb-block = Blocking
mk-refuse-verb-next = Ending a combat phase
mk-refuse-verb-discard = Discarding a card
mk-refuse-verb-draw-up = Drawing up to your Hand limit
mk-refuse-verb-done = Stopping the discards
mk-refuse-verb-convert = Converting points
mk-refuse-verb-banner = Using a Banner
mk-refuse-verb-borrow = Using a Unit of the offer
mk-refuse-verb-spend = Spending a Unit
mk-refuse-verb-other = That action
mk-refuse-decision-choose-hero = choose your Hero
mk-refuse-decision-choose-tactic = choose your Tactic
mk-refuse-decision-turn = take your turn (play cards, move, then at most one action, or rest)
mk-refuse-decision-tidy-hand = discard the cards you want to, then draw up to your Hand limit
mk-refuse-decision-choose-effect = choose how the effect just played resolves
mk-refuse-decision-pay-cost = pay the cost of the effect just played
mk-refuse-decision-handler-step = finish the card's effect (its choice is pending)
mk-refuse-decision-combat = finish the combat (now in its { $phase } phase)
mk-refuse-decision-choose-skill = choose a Skill
mk-refuse-decision-take-advanced = take an Advanced Action from the offer
mk-refuse-decision-tactic-step = finish your Tactic's effect
mk-refuse-decision-assign-damage = assign the damage of an unblocked attack
mk-refuse-decision-glade-wound = say where the magical glade throws away a Wound from
mk-refuse-decision-altar-offering = pay the altar's mana
mk-refuse-decision-enemy-target = choose the enemy the effect targets
mk-refuse-decision-relocate-target = choose where the effect takes your figure
mk-refuse-decision-spend-healing = spend your Healing points
mk-refuse-decision-disband = choose the Unit you disband
mk-refuse-decision-meditation-choose = choose a card of your discard pile
mk-refuse-decision-meditation-place = put the card on top of your Deed deck or at its bottom
mk-refuse-decision-assign-banner = choose the Unit that carries the Banner
mk-refuse-decision-return-to-deck = say where the card goes back to your Deed deck
mk-refuse-decision-choose-unit = choose the Unit the effect acts on
mk-refuse-decision-forced-discard = discard a card of the named colour, or show your hand
mk-refuse-decision-any-turn-skill = say whether you use your Skill now
mk-refuse-decision-long-night-draw = use Long Night or stop drawing

## Words the sentences use
mk-refuse-by-day = by Day
mk-refuse-at-night = at Night
mk-refuse-this-turn = this turn
mk-refuse-this-round = this Round
mk-refuse-back-countryside = a countryside tile
mk-refuse-back-core = a core tile
mk-refuse-type-move = Move
mk-refuse-type-influence = Influence
mk-refuse-type-combat = Combat
mk-refuse-type-special = Special
mk-refuse-type-healing = Healing
mk-refuse-moment-movement = during movement
mk-refuse-moment-interaction = during an interaction
mk-refuse-moment-combat = in combat
mk-refuse-moment-over = once your turn's action or rest is under way
mk-refuse-gain-move = Move 1
mk-refuse-gain-influence = Influence 1
mk-refuse-gain-attack = Attack
mk-refuse-gain-block = Block
mk-refuse-gain-ranged = Ranged Attack
mk-refuse-gain-siege = Siege Attack
mk-refuse-mode-basic = basic effect
mk-refuse-mode-powered = powered effect
mk-refuse-healing-point = A Healing point

## Movement and exploring
mk-refuse-not-in-combat = There is no combat now.
mk-refuse-rested = You rested this turn: no movement, combat or interaction.
mk-refuse-move-after-action = No more movement: your turn's action has begun, and movement comes before it.
mk-refuse-not-adjacent = { $hex } is not adjacent to your space { $here }: a figure moves to an adjacent space.
mk-refuse-off-map = { $hex } is not on the map.
mk-refuse-city-closed = The city cannot be entered in this scenario.
mk-refuse-rampaging-space = { $hex } is held by { $enemy }: a space with an undefeated rampaging enemy cannot be entered.
mk-refuse-impassable = { $terrain } cannot be entered: it is inaccessible.
mk-refuse-not-enough-move = Entering { $terrain } costs { $cost } Move { $when }; you have { $left } Move left.
mk-refuse-crowded-provoke = That step into another hero's space provokes a rampaging enemy: you could not stay there.
mk-refuse-no-tile-left = No map tile is left to explore.
mk-refuse-explore-cost = Exploring costs { $cost } Move; you have { $left } Move left.
mk-refuse-tile-placed = A tile already lies at { $hex }.
mk-refuse-explore-not-adjacent = The tile position { $hex } does not border your space: explore from the edge of the map next to it.
mk-refuse-explore-coastline = The tile position { $hex } lies beyond the coastline.
mk-refuse-explore-placement = The next tile is { $back }, and it cannot be placed at { $hex }: it would not touch enough tiles.

## Cards, mana, Skills, Units
mk-refuse-wound-unplayable = A Wound cannot be played, not even sideways.
mk-refuse-not-in-hand = { $card } is not in your hand.
mk-refuse-healing-in-combat = { $card } is a Healing card: Healing cannot be played in combat.
mk-refuse-card-timing = { $card } (type: { $types }) cannot be played { $moment }.
mk-refuse-bad-payment = { $card } is not paid for that way.
mk-refuse-bad-payment-unit = This ability of { $unit } is not paid for that way.
mk-refuse-throw-artifact-only = Only an Artifact is thrown away for its powered effect; { $card } is not an Artifact.
mk-refuse-spell-needs-mana = A Spell always costs mana: { $card } needs { $colour } mana.
mk-refuse-spell-night-only = The powered effect of { $card } is cast only at Night (its colour and a black mana).
mk-refuse-sideways-ranged = A card played sideways is never a Ranged or Siege attack: nothing is played sideways in this phase.
mk-refuse-sideways-timing = Played sideways now, a card can only give { $gains }.
mk-refuse-sideways-useless = A card played sideways is of no use { $moment }.
mk-refuse-die-unavailable = Source die { $die } is not in the Source now.
mk-refuse-die-taken = Source die { $die } was already used this turn: it goes back to the Source when the turn ends.
mk-refuse-source-die-used = You already used { $n ->
     [one] a Source die
    *[other] { $n } Source dice
  } this turn: one a turn, unless an effect allows more.
mk-refuse-bad-mana = That is not a mana you can name.
mk-refuse-no-such-crystal = There are no { $colour } crystals: crystals are red, blue, green or white.
mk-refuse-no-crystal = You have no { $colour } crystal.
mk-refuse-no-token = You have no { $colour } mana token.
mk-refuse-black-by-day = Black mana cannot be used by Day.
mk-refuse-gold-at-night = Gold mana cannot be used at Night.
mk-refuse-wrong-colour = A { $colour } mana does not pay for a { $needed } mana.
mk-refuse-effect-wrong-phase = { $what } gives { $gains }: of no use in the { $phase } phase.
mk-refuse-nothing-to-heal = You have nothing to heal: no Wound in your hand and no wounded Unit.
mk-refuse-no-effect-now = The { $mode } of { $what } can do nothing now.
mk-refuse-no-effect-now-thing = { $what } can do nothing now.
mk-refuse-no-target-ranged = { $what } gives { $gains }: no enemy left can be hit by it in this phase — against a fortified enemy only Siege attacks count, and an enemy fortified twice cannot be attacked before the Attack phase.
mk-refuse-no-target-attack = { $what } gives { $gains }: no enemy is left to attack.
mk-refuse-no-target-block = { $what } gives { $gains }: no enemy attack is left to block.
mk-refuse-what-sideways = { $card } played sideways
mk-refuse-what-convert = This conversion
mk-refuse-skill-not-owned = You do not have the Skill { $skill }.
mk-refuse-skill-passive = { $skill } works by itself: it is never used as an action.
mk-refuse-skill-used = { $skill } was already used { $when }.
mk-refuse-skill-locked = { $skill } cannot be used again until the end of your next turn.
mk-refuse-no-unit = You have no Unit number { $n }.
mk-refuse-units-not-allowed = No Units take part in this combat.
mk-refuse-unit-wounded = { $unit }: wounded — a wounded Unit can neither be activated nor take combat damage.
mk-refuse-unit-spent = { $unit }: spent — Units are readied at the start of the next Round.
mk-refuse-no-ability = { $unit }: no ability number { $n }.
mk-refuse-borrow-without-card = Only Call to Arms lets you use a Unit of the offer, while its effect is pending.
mk-refuse-ability-needs-mana = This ability of { $unit } needs { $colour } mana: name the mana that pays it.

## The turn's action
mk-refuse-crowded = You stand on another hero's space: no action there.
mk-refuse-already-acted = Your turn's action is taken: one combat or one interaction per turn.
mk-refuse-no-monastery = There is no monastery here to burn.
mk-refuse-monastery-burnt = This monastery was burned down.
mk-refuse-no-inhabitants = No one lives here to interact with: that takes a village, a monastery or a site you conquered.
mk-refuse-not-conquered = The { $site } must be conquered (and, for a keep, yours) before you deal with it.
mk-refuse-reputation-x = At Reputation −7 no one will deal with you.
mk-refuse-no-adventure-site = There is no adventure site here to enter.
mk-refuse-site-conquered = The { $site } is conquered: nothing is left there to fight.
mk-refuse-altar-mana = The altar asks for { $n } { $colour } mana; you can pay { $have }.
mk-refuse-no-enemy-there = There is no rampaging enemy on { $hex }.
mk-refuse-challenge-not-adjacent = The enemy on { $hex } ({ $enemy }) is not adjacent to you: only an adjacent rampaging enemy can be challenged.
mk-refuse-not-interacting = Recruiting and buying happen during an interaction: interact first.
mk-refuse-unit-not-in-offer = { $unit } is not in the Unit offer.
mk-refuse-unit-not-recruitable-here = { $unit } cannot be recruited at a { $site }.
mk-refuse-not-enough-influence = { $what } costs { $cost } Influence; you have { $left }.
mk-refuse-not-sold-here = { $card } is not sold at the { $site }.
mk-refuse-no-healing-here = Healing is not sold at the { $site }.
mk-refuse-plunder-late = A village is plundered only before you do anything else in your turn.
mk-refuse-cannot-plunder = There is no village here to plunder.

## Resting, the End of the Round, the end of the turn
mk-refuse-rest-after-acting = Resting is the whole turn: you cannot rest after playing a card, moving or acting.
mk-refuse-slow-recovery-only = Discarding only a Wound (Slow Recovery) is for a hand of Wounds only: rest by discarding a non-Wound card.
mk-refuse-rest-wounds = You hold { $held } { $held ->
     [one] Wound
    *[other] Wounds
  }, not { $n }.
mk-refuse-end-already-announced = The End of the Round is already announced.
mk-refuse-deck-not-empty = Your Deed deck still holds { $n ->
     [one] one card
    *[other] { $n } cards
  }: only a player with an empty Deed deck announces the End of the Round.
mk-refuse-announce-after-acting = The End of the Round is announced instead of taking a turn, before anything else.
mk-refuse-must-play-card = Play or discard at least one card before ending your turn.
mk-refuse-end-on-hero = You cannot end your turn on another hero's space while you can still move away.
mk-refuse-tactic-nothing = Your Tactic { $tactic } has nothing to announce during a turn.
mk-refuse-tactic-used = Your Tactic { $tactic } is already used.
mk-refuse-tactic-when-the-right-moment = { $tactic } is announced during your turn.
mk-refuse-tactic-when-long-night = { $tactic } is used only when your Deed deck is empty and your discard pile is not.
mk-refuse-tactic-when-mana-search = { $tactic } is used before you take mana from the Source this turn.
mk-refuse-tactic-when-midnight-meditation = { $tactic } is used before anything else in your turn, with cards in hand.
mk-refuse-discard-wound = A Wound is never discarded, unless a card says so.

## Combat
mk-refuse-attack-wrong-phase = No attack in the { $phase } phase: attacks are made in the Ranged and Siege phase or the Attack phase.
mk-refuse-no-such-enemy = There is no enemy number { $n } in this combat.
mk-refuse-enemy-defeated = { $enemy }: already defeated.
mk-refuse-no-attack-played = No attack points are gathered: play attacks first.
mk-refuse-double-fortified = { $enemy }: fortified twice — it cannot be attacked before the Attack phase.
mk-refuse-fortified-needs-siege = { $enemy }: fortified — in this phase only Siege attacks count against it.
mk-refuse-attack-too-weak = Your attack counts { $total } against { $enemies }: their Armor is { $armor }.
mk-refuse-block-wrong-phase = Blocks are made in the Block phase, not in the { $phase } phase.
mk-refuse-already-blocked = { $enemy }: already blocked.
mk-refuse-nothing-to-block = { $enemy }: no attack to block.
mk-refuse-no-block-played = No block points are gathered: play blocks first.
mk-refuse-block-too-weak = Your Block counts { $total } against { $enemy }; { $needed } is needed.
mk-refuse-block-too-weak-swift = Your Block counts { $total } against { $enemy }; { $needed } is needed (Swift: twice its attack).
mk-refuse-already-fighting = { $enemy }: already in this combat.
mk-refuse-challenge-late = An enemy joins the combat only at its start, before anything is played.
mk-refuse-unit-absorbed = { $unit }: already absorbed an attack this combat — it takes no more damage.

## Other decisions
mk-refuse-hero-taken = { $hero } is not among the Heroes left to choose.
mk-refuse-tactic-other-time-day = { $tactic } is a Night Tactic: this Round is a Day.
mk-refuse-tactic-other-time-night = { $tactic } is a Day Tactic: this Round is a Night.
mk-refuse-tactic-taken = { $tactic } is no longer among the Tactics to choose.
mk-refuse-cost-not-accepted = { $card } does not pay this cost.
mk-refuse-no-such-option = There is no option { $n } here: { $count ->
     [one] one option
    *[other] { $count } options
  } can be chosen.
mk-refuse-option-unusable = Option { $n } can do nothing now.
mk-refuse-skill-not-offered = { $skill } is neither one of the Skills you drew nor in the Common Skill offer.
mk-refuse-lowest-advanced-only = Having taken a Skill from the Common offer, you take the lowest Advanced Action of the offer: { $card }.
mk-refuse-not-in-offer = { $card } is not in the Advanced Action offer.
mk-refuse-bonded-unit = { $unit }: bound to you by Bonds of Loyalty — it cannot be disbanded.
mk-refuse-unit-not-wounded = { $unit }: not wounded.
mk-refuse-not-enough-healing = Healing { $unit } costs { $cost } Healing points; you have { $left }.

## The rules cited, translated (the quote is seed 001's sentence, or the research text)
rule-move-points = To move your figure you must spend Move points provided by the cards you played before.
rule-adjacent = You may move to any space adjacent to your current one, unless it is inaccessible.
rule-impassable = A red “X” marks a terrain as inaccessible.
rule-rampaging-space = 1) You cannot enter a space occupied by an undefeated rampaging enemy.
rule-other-figures = If you do not play with the PvP rules, stopping on another player's space is not allowed.
rule-move-then-act = What you cannot do: move to another space, fight or interact there, then move again; fight or interact on your current space, then move.
rule-one-action = Then, depending on where you ended, you may take one action (in most cases a combat or an interaction with the locals) or nothing.
rule-rest-or-turn = On your turn you either take a regular turn or rest.
rule-explore-cost = You must pay 2 Move points to explore a new tile.
rule-explore-edge = If you reach the edge of the map next to an empty space of the table, and that empty space is not beyond the coastline extending from the starting tile, you may explore: reveal a new map tile and add it to the map.
rule-explore-pile = If you do so, reveal the top tile of the tile pile and add it to the map.
rule-one-die = Unless a card or an effect says otherwise, a player uses only one die in a turn.
rule-die-in-source = On each turn a player may use one mana die of the Source as a mana of its colour. If he does, he rerolls that die at the end of his turn and returns it to the Source for the next players.
rule-black-by-day = Black mana cannot be used by Day; a die rerolled into the Source showing black cannot be used by anyone, and is not rerolled either.
rule-gold-at-night = Because it is Night, gold mana cannot be used: gold dice are set aside as depleted.
rule-powered-mana = To use the powered effect you must pay one mana of the card's colour: a Source die of that colour (only one Source die per turn), or a crystal or mana token of that colour.
rule-from-hand = To play a card, reveal it from your hand and put it face up in your play area.
rule-card-effects = Then you decide whether to use its basic effect or its powered effect.
rule-sideways = Any card (except a Wound) may be played as Move 1, Influence 1, Attack 1 or Block 1.
rule-card-types = The icon in a card's top-left corner tells when it can be played: cards played during movement show the Move icon, cards played when interacting with the locals the Influence icon, and cards played in combat the Combat icon.
rule-healing-cards = Likewise, Healing cards can be played at any time except during combat.
rule-special-cards = Special cards can be played at any time to support the cards you are playing.
rule-announce-end = If a player's Deed deck is empty at the start of his turn, he may go on playing with the cards left in his hand, or announce the End of the Round. If he does, his turn ends at once.
rule-tidy = Before drawing new cards, a player may discard any number of non-Wound cards from his hand. Unless a card allows it, Wound cards can never be discarded.
rule-draw-up = Draw cards from your Deed deck up to your Hand limit.
rule-enemy-tokens = Two green enemy tokens are placed face up on the marked spaces.
rule-tactics = The Day Tactic cards are laid out and each player takes one of them.
rule-tactic-order = Above all, the Tactic cards set the players' turn order for the Round.
rule-hero-choice = Before the first Round, the players choose their Heroes in turn.
rule-tactics-once = In a solo game, at the end of each Day or Night both Tactics used leave the game.
rule-rest = Standard Rest: discard one non-Wound card and any number of Wounds. Slow Recovery, when the hand holds only Wounds: show it and discard one Wound. No movement, combat or interaction while resting.
rule-must-play = You must play or discard at least one card on your turn (unless your hand was empty but your deck was not).
rule-actions = The voluntary actions: interact at an inhabited site, enter an adventure site, challenge adjacent rampaging enemies, burn a monastery.
rule-wounds = Wounds cannot be played, discarded (unless an effect explicitly allows it) or played sideways.
rule-discard-costs = A “discard a card” cost never takes a Wound unless it says so; “throw away” removes the card from the game.
rule-spells = A Spell's basic effect costs one mana of its colour; its powered effect is cast only at Night and costs that colour plus one black mana.
rule-artifacts = An Artifact gives its basic effect, or is thrown away for its powered effect.
rule-challenge = As your action you may attack one or more rampaging enemies adjacent to you.
rule-challenge-join = After a provoking move or an assault, you may add other adjacent rampaging enemies to the same combat.
rule-explore-placement = A countryside tile must touch at least two tiles, or a tile that itself touches two tiles; a core tile must touch at least two tiles.
rule-cities = Cities can be neither conquered nor entered.
rule-game-end = Otherwise the game ends after the last Round.
rule-level-up = At an even level: draw your top two Skill tokens and either keep one (the other goes to the Common Skill offer) and take any Advanced Action of the offer, or take a Skill from the Common offer (both of yours go to it) and take the lowest Advanced Action.
rule-reputation-x = At Reputation −7 there is no interaction.
rule-combat-start = A combat begins by assaulting a fortified site, entering an adventure site with enemies, burning a monastery, challenging adjacent rampaging enemies, or provoking them by moving.
rule-ranged-phase = Ranged and Siege phase: only Ranged and Siege attacks, never a sideways card; if a target is fortified only Siege attacks count; an enemy fortified twice cannot be targeted.
rule-block = Block one enemy attack at a time: the total Block (efficient points plus half the inefficient ones, rounded down) must reach its attack (twice against a Swift enemy). A partial block does nothing.
rule-attack = An attack whose total (after resistances) reaches the sum of the targets' Armor defeats them all; no partial damage carries over and points are not saved between attacks.
rule-attack-phase = Attack phase: any attacks (melee, ranged, siege, a sideways card as physical Attack 1); fortification no longer matters.
rule-assign-damage = Assign damage phase: each unblocked enemy deals its attack (twice if Brutal).
rule-heal-points = One Healing point throws away a Wound from your hand; healing a wounded Unit costs as many points as its level.
rule-village = At a village: recruit Units with the village icon; buy Healing for 3 Influence a point.
rule-monastery = At a monastery: recruit monastery Units; Healing for 2 Influence a point; buy its Advanced Action for 6 Influence.
rule-keep = A keep you conquer is yours: you recruit keep Units there.
rule-mage-tower = Once a mage tower is conquered, anyone may recruit tower Units and buy Spells there: 7 Influence and one mana of the Spell's colour.
rule-plunder = A village is plundered before your turn or on another player's turn, once between your turns: draw 2 cards, Reputation −1.
rule-burn = Burning a monastery is an action: Reputation −3, fight a violet enemy without Units; win and the monastery is destroyed.
rule-no-units = Dungeon: draw a brown enemy on entering and fight it under Night rules, without Units.
rule-altar = An altar: pay 3 mana of its colour for a Shield and 7 Fame; gold mana may pay by Day, not at Night.
rule-glade = A magical glade, at the end of your turn: throw away one Wound from your hand or your discard pile.
rule-unit-ready = Only a Unit that is Ready and not wounded may be activated.
rule-unit-wounded = A wounded Unit can neither be activated nor be assigned combat damage.
rule-unit-absorbed = A resistant Unit that absorbed an attack without a Wound cannot be assigned damage again in that combat.
rule-disband = Recruiting with no free Command token means disbanding a Unit.
rule-call-to-arms = Call to Arms: this turn, use one ability of a Unit in the Unit offer as if it were yours (it takes no damage).
rule-skills = A Skill marked “once a turn” is used once per turn; one marked “once a Round” once per Round (turned face down until the next Round).
rule-motivation = After a Motivation, no other Motivation until the end of your next turn.
rule-the-right-moment = The Right Moment: once this Day, during your turn, announce you take another turn right after this one; flip the card.
rule-long-night = Long Night: once this Night, when your Deed deck is empty, shuffle your discard pile and put 3 random cards back as your Deed deck; flip the card.
rule-mana-search = Mana Search: once a turn, before using mana from the Source, reroll up to 2 Source dice (depleted ones first).
rule-midnight-meditation = Midnight Meditation: once this Night, before one of your turns, shuffle up to 5 cards from your hand into your Deed deck and draw as many; flip the card.
