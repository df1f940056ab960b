# Map & Duel (seed 004): what players read. Names of cards, characters, skills, cells,
# reward and penalty rows come from the data (terms.py); these are the sentences.

## Where a move ends
md-where-cell = cell { $cell } ({ $event })
md-where-start = Start, and a duel round begins
md-where-quiet = cell { $cell } (no cell event)
md-where-each = the cells they reach

## What a card or a skill does (labels: said to the player who plays it)
md-eff-damage = { $amount } damage to { $who }
md-eff-damage-self = { $amount } damage to yourself
md-eff-heal = { $who } heals { $amount } HP
md-eff-heal-self = heal { $amount } HP
md-eff-max-hp-up = { $who } gains { $amount } max HP
md-eff-max-hp-up-self = gain { $amount } max HP
md-eff-max-hp-down = { $who } loses { $amount } max HP
md-eff-max-hp-down-self = lose { $amount } max HP
md-eff-steal = take { $amount ->
    [one] a random card
   *[other] { $amount } random cards
  } from { $who }
md-eff-steal-self = take back { $amount ->
    [one] a card
   *[other] { $amount } cards
  } of your own hand
md-eff-skip = { $who } skips { $amount ->
    [one] a map turn
   *[other] { $amount } map turns
  }
md-eff-skip-self = skip { $amount ->
    [one] a map turn
   *[other] { $amount } map turns
  }
md-eff-move-forward = { $who } moves { $amount ->
    [one] 1 cell
   *[other] { $amount } cells
  } forward, to { $where }
md-eff-move-forward-self = move { $amount ->
    [one] 1 cell
   *[other] { $amount } cells
  } forward, to { $where }
md-eff-move-back = { $who } moves { $amount ->
    [one] 1 cell
   *[other] { $amount } cells
  } back, to { $where }
md-eff-move-back-self = move { $amount ->
    [one] 1 cell
   *[other] { $amount } cells
  } back, to { $where }
md-eff-draw-self = draw { $amount ->
    [one] a card
   *[other] { $amount } cards
  }
md-eff-double-self = act twice on your next turn
md-eff-slot-self = gain { $amount ->
    [one] an equipment slot
   *[other] { $amount } equipment slots
  } for this match
md-eff-cancel = dodge the damage { $who } deals you this cycle

## Actions (labels)
md-do-seat = { $player } takes seat { $seat }
md-do-pick = Play { $character }: { $hp } HP, { $slots ->
    [one] 1 equipment slot
   *[other] { $slots } equipment slots
  }, skill { $active }, passive { $passive }
md-do-roll = Roll the die and move
md-do-roll-two = Roll the die and move (first of your two moves)
md-do-end-turn = End your turn
md-do-end-move = End this move and move again
md-do-end-duel-turn = End your duel turn
md-do-end-duel = Play no card: the duel round ends
md-do-die = The die shows { $roll }
md-do-die-move = { $player } rolls { $roll }: to { $where }
md-do-die-contest = { $player } rolls { $roll } in the { $game }
md-do-die-contest-lucky = { $player } rolls { $roll }, { $total } with { $passive }, in the { $game }
md-do-reward = { $player }’s reward: { $row } ({ $percent }%)
md-do-penalty = { $player }’s penalty: { $row } ({ $percent }%)
md-do-rep = { $rep } rolls for the others against { $lander } ({ $game })
md-do-from = { $count ->
    [0] Take from { $victim }, who holds no card: nothing
    [one] Take 1 random card from { $victim } (holds { $held })
   *[other] Take { $count } random cards from { $victim } (holds { $held })
  }
md-do-skill = Use { $skill }: { $effect }
md-do-skill-hidden = { $player } uses their skill
md-do-draw = { $player } draws { $card }
md-do-draw-hidden = { $player } draws a card
md-do-take = { $player } takes { $card } from { $victim }
md-do-take-hidden = { $player } takes a random card from { $victim }
md-do-choose = Take { $card } from the deck ({ $left } left)
md-do-choose-hidden = { $player } takes a card of their choice from the deck
md-do-act = Play { $card }: { $effect }
md-do-play = Play { $card }: { $effect }
md-do-play-hidden = { $player } plays a card face down
md-do-equip = Equip { $card } (stops one: { $stops })
md-do-equip-duel = Equip { $card }, one of your 3 cards (stops one: { $stops })
md-do-give = Give { $card } to { $to }
md-do-give-hidden = { $player } gives a card to { $to }
md-do-discard = Discard { $card } from your equipment ({ $slots ->
    [one] 1 slot
   *[other] { $slots } slots
  } left)
md-do-absorb = Use up { $card } to stop the { $stopped }

## Action groups
group-seat = Seat order
group-character = Choose a character
group-turn = Your turn
group-die = Die roll
group-table = Reward or penalty table
group-representative = The others’ representative
group-victim = Whom to take cards from
group-skill = Active skill
group-draw = Card drawn
group-take = Card taken
group-deck = Choose from the deck
group-action-card = Action cards
group-skill-card = Skill cards
group-equip = Equip
group-give = Give a card
group-discard = Discard equipment
group-absorb = Stop the effect

## Status
md-st-seat = Drawing the seat order…
md-st-pick-yours = Choose your character.
md-st-pick = { $player } is choosing a character.
md-st-before-roll-yours = Your turn: play an action card or equip if you wish, then roll.
md-st-before-roll-yours-acted = Your turn: equip if you wish, then roll.
md-st-before-roll-yours-two = Your turn, two moves: play an action card or equip if you wish, then roll.
md-st-before-roll-yours-acted-two = Your turn, two moves: equip if you wish, then roll.
md-st-before-roll = { $player } is about to roll.
md-st-roll = { $player } rolls the die to move…
md-st-after-move-yours = Play an action card, equip, or end your turn.
md-st-after-move-yours-acted = Equip, or end your turn.
md-st-after-move = { $player } is finishing their move.
md-st-search-yours = Choose { $count ->
    [one] a card
   *[other] { $count } cards
  } from the deck.
md-st-search = { $player } is choosing a card from the deck.
md-st-rep-yours = Name who rolls for the others against { $lander } ({ $game }).
md-st-rep = { $player } is naming who rolls for the others against { $lander } ({ $game }).
md-st-contest = { $game }: { $player } and { $rep } roll the dice…
md-st-table-reward = { $player } rolls on the reward table…
md-st-table-penalty = { $player } rolls on the penalty table…
md-st-victim-yours = Choose whom to take 2 random cards from.
md-st-victim = { $player } is choosing whom to take cards from.
md-st-give-yours = Give a card of your hand to { $to }.
md-st-give = { $player } is giving a card to { $to }.
md-st-discard-yours = { $slots ->
    [0] Discard your equipment: you have no slot left.
    [one] Discard equipment until it fits your slot.
   *[other] Discard equipment until it fits your { $slots } slots.
  }
md-st-discard = { $player } is discarding equipment.
md-st-absorb-yours = Choose the equipment that stops the { $stopped }.
md-st-absorb = { $player } is choosing the equipment that stops the { $stopped }.
md-st-draw = { $player } draws { $count ->
    [one] a card
   *[other] { $count } cards
  } (hidden from the others)…
md-st-take = { $player } takes { $count ->
    [one] a random card
   *[other] { $count } random cards
  } from { $victim }…
md-st-duel-yours-first = Duel, cycle { $cycle }: play 1 to 3 skill cards and use your skill once; playing no card ends the duel round.
md-st-duel-yours-more = Duel, cycle { $cycle }: { $played } of 3 cards played; { $left ->
    [0] end your turn.
    [one] play 1 more or end your turn.
   *[other] play up to { $left } more or end your turn.
  }
md-st-duel = Duel, cycle { $cycle }: { $player } is playing their turn.
md-st-over = The game is over.
md-st-over-last = The game is over: { $winners } { $count ->
    [one] wins
   *[other] win
  }, the last alive.
md-st-over-cap = The game is over at the turn limit: { $winners } { $count ->
    [one] wins
   *[other] win
  } with the most HP.
md-st-over-instant = The game is over: { $winners } { $count ->
    [one] wins
   *[other] win
  } outright (reward game).
md-st-over-draw = The game is over: { $winners } died together, a draw.

## Events
md-ev-seat = { $player } takes seat { $seat }.
md-ev-pick = { $player } plays { $character }.
md-ev-rest = { $left ->
    [0] { $player } rests this turn.
   *[other] { $player } rests this turn ({ $left } more to skip).
  }
md-ev-again = { $player } moves again.
md-ev-roll = { $player } rolls { $roll }.
md-ev-start = { $player } is back on Start.
md-ev-land = { $player } lands on cell { $cell }: { $event }.
md-ev-restless = { $player } does not rest ({ $passive }).
md-ev-forced = { $player } is cursed: straight to the penalty table ({ $left } left).
md-ev-rep = { $rep } rolls for the others against { $lander } ({ $game }).
md-ev-contest-reward-yes = Reward game: { $player } has { $mine }, { $rep } has { $theirs }. { $player } wins a reward!
md-ev-contest-reward-no = Reward game: { $player } has { $mine }, { $rep } has { $theirs }. No reward.
md-ev-contest-penalty-yes = Penalty game: { $player } has { $mine }, { $rep } has { $theirs }. { $player } is penalised!
md-ev-contest-penalty-no = Penalty game: { $player } has { $mine }, { $rep } has { $theirs }. No penalty.
md-ev-reward = { $player }’s reward: { $row }.
md-ev-penalty = { $player }’s penalty: { $row }.
md-ev-steal = { $count ->
    [0] { $victim } holds no card: { $player } takes nothing.
    [one] { $player } takes 1 card from { $victim }.
   *[other] { $player } takes { $count } cards from { $victim }.
  }
md-ev-death = { $player } dies.
md-ev-act = { $player } plays { $card }.
md-ev-act-on = { $player } plays { $card } on { $target }.
md-ev-equip = { $player } equips { $card }.
md-ev-absorb = { $player }’s { $card } stops the { $stopped }.
md-ev-unaffected = { $player } ({ $character }) is not affected by { $card }.
md-ev-damage = { $player } takes { $amount } damage.
md-ev-damage-queued = { $player } will take { $amount } damage when the cycle settles.
md-ev-heal = { $player } heals { $amount } HP.
md-ev-heal-queued = { $player } will heal { $amount } HP when the cycle settles.
md-ev-max-hp-up = { $player } gains { $amount } max HP.
md-ev-max-hp-down = { $player } loses { $amount } max HP.
md-ev-max-hp-up-queued = { $player } will gain { $amount } max HP when the cycle settles.
md-ev-max-hp-down-queued = { $player } will lose { $amount } max HP when the cycle settles.
md-ev-penalty-hp = { $player } loses { $amount } HP and { $amount } max HP.
md-ev-steady = { $player } skips no turn ({ $passive }).
md-ev-skip = { $player } will skip { $turns ->
    [one] a map turn
   *[other] { $turns } map turns
  }.
md-ev-suspend = { $player } is suspended for { $turns } map turns.
md-ev-move-forward = { $player } moves { $amount ->
    [one] 1 cell
   *[other] { $amount } cells
  } forward.
md-ev-move-back = { $player } moves { $amount ->
    [one] 1 cell
   *[other] { $amount } cells
  } back.
md-ev-move-quiet = { $player } moves to cell { $cell } (no cell event).
md-ev-double = { $player } will act twice on their next turn.
md-ev-slot = { $player } now has { $slots ->
    [one] 1 equipment slot
   *[other] { $slots } equipment slots
  }.
md-ev-curse = { $player }’s next { $count } reward or penalty games are penalties.
md-ev-give-short = { $player } has no card for { $to }: loses 1 HP, and { $to } draws from the deck.
md-ev-give = { $player } gives { $card } to { $to }.
md-ev-give-hidden = { $player } gives a card to { $to }.
md-ev-discard = { $player } discards { $card }: no slot left for it.
md-ev-draw-cancelled = { $player }’s draw is cancelled: the deck holds { $left }, { $count } needed.
md-ev-reshuffle = The discard pile is shuffled back into the deck.
md-ev-draw = { $player } draws { $card }.
md-ev-draw-hidden = { $player } draws a card.
md-ev-take = { $player } takes { $card } from { $victim }.
md-ev-take-hidden = { $player } takes a random card from { $victim }.
md-ev-choose = { $player } takes { $card } from the deck.
md-ev-choose-hidden = { $player } takes a card of their choice from the deck.
md-ev-duel-start = Duel round!
md-ev-duel-cell = Immediate duel: everyone skips the rest of the map round. Duel round!
md-ev-duel-over = { $player } plays no card: the duel round ends with this cycle.
md-ev-skill = { $player } uses { $skill }.
md-ev-skill-on = { $player } uses { $skill } on { $target }.
md-ev-skill-hidden = { $player } uses their skill (shown when the cycle settles).
md-ev-play = { $player } plays { $card }.
md-ev-play-on = { $player } plays { $card } on { $target }.
md-ev-play-hidden = { $player } plays a card face down ({ $count } this cycle).
md-ev-reveal = Duel cycle { $cycle } revealed: { $plays }.
md-ev-reveal-none = Duel cycle { $cycle }: nothing was played.
md-ev-reveal-cards = { $player } played { $cards }
md-ev-reveal-skills = { $player } used { $skills }
md-ev-reveal-both = { $player } played { $cards } and used { $skills }
md-ev-cancel = { $player } dodges { $source }’s { $stopped }.
md-ev-update = { $player } now has { $hp }/{ $maxhp } HP.
md-ev-duel-end = The duel round ends; everyone goes back to Start.

## Refusals
md-no-unknown = That is not a choice here.
md-no-pick-first = First choose your character.
md-no-taken = { $character } is already played by { $player }.
md-no-rolled = You have already rolled for this move.
md-no-roll-first = Roll the die first: your move comes before the end of your turn.
md-no-one-action = You have already played an action card this move: one per move.
md-no-not-in-hand = You hold no { $card }.
md-no-duel-only = { $card } is a skill card: skill cards are played in duel rounds only.
md-no-map-only = { $card } is an action card: action cards are played in the map round only.
md-no-act-in-duel = Action cards are played in the map round only; in a duel, play skill cards.
md-no-skill-on-map = Your character’s skill is used in duel rounds only.
md-no-equip-it = { $card } is an equipment card: equip it instead.
md-no-undefined = { $card } is an undefined card: it cannot be used.
md-no-cannot-use = { $character } cannot use { $card }.
md-no-target-fixed = { $card } chooses its own target: name no player.
md-no-target-needed = { $card } needs a target: name another living player.
md-no-target-self = { $card } cannot target yourself: name another living player.
md-no-out = { $player } is out of the game.
md-no-not-equipment = { $card } is not an equipment card.
md-no-slots-full = Your equipment slots are full ({ $slots }).
md-no-three-cards = You have already played 3 cards this turn, the most a duel turn allows.
md-no-skill-used = You have already used { $skill } this turn.
md-no-must-play = You must play at least one card: you hold one you can play.
md-no-roll-in-duel = Nobody rolls in a duel round: play skill cards.
md-no-map-turn = Play an action card, equip, roll or end your turn.
md-no-duel-turn = Play skill cards, equip, use your skill or end your turn.
md-no-not-in-deck = No { $card } is left in the deck.
md-no-search = Choose { $count ->
    [one] a card
   *[other] { $count } cards
  } from the deck first.
md-no-rep-lander = { $player } landed on the cell: the representative is one of the others.
md-no-rep = First name who rolls for the others against { $lander }.
md-no-victim-self = Take the cards from another player.
md-no-victim = First choose whom to take 2 cards from.
md-no-give = First give a card of your hand to { $to }.
md-no-not-equipped = { $card } is not among your equipment.
md-no-discard = { $slots ->
    [0] First discard your equipment: you have no slot left.
    [one] First discard equipment until it fits your slot.
   *[other] First discard equipment until it fits your { $slots } slots.
  }
md-no-cannot-stop = { $card } cannot stop the { $stopped }.
md-no-absorb = First choose the equipment that stops the { $stopped }.

## The rules refusals cite (translations of seed 004's sentences)
rule-md-pick = Each player chooses a character and puts its character card on the map’s Start.
rule-md-roll = Players take turns rolling the die and move their character by the roll.
rule-md-start-duel = When any player moves back to Start, a duel round begins at once.
rule-md-survive = Basic rule: players act in the original order and use character skills or cards to lower their opponents’ HP as much as they can, to be the last alive.
rule-md-action-card = ① Action cards: a card type used only in the map round.
rule-md-one-action = It normally does not use up your move, may target one player, and only one may be used per move.
rule-md-skill-card = ② Skill cards: a card type used only in the duel round.
rule-md-skill-target = Unless something special says otherwise (a skill, a card’s feature…), a card a player plays affects only the next player.
rule-md-equipment = ③ Equipment cards: each character has its own number of equipment slots (see the character table).
rule-md-absorb = With several equipment cards equipped, exactly one of them, of your choice, stops the effect.
rule-md-undefined = They generally cannot be used in a match, or their conditions are hard to meet.
rule-md-restriction = Some cards have special abilities (such as “character X cannot use it” or “character Y is not affected”).
rule-md-hand = In a match, cards come only from the map round or from character skills; in principle there is no limit to the cards you hold.
rule-md-duel-limits = Unless stated otherwise, each player may play at most 3 cards and use one active skill per turn.
rule-md-must-play = Each player must play at least one card per turn, otherwise this duel round ends.
rule-md-pick-card = ④ Choose any card: whoever reaches this cell may take any one card of the current deck.
rule-md-draw = ⑤ Draw 1 or 2 cards: the two most common events. Whoever reaches this cell draws 1 or 2 cards at random from the deck.
rule-md-representative = ⑥ Reward game: the other players choose a representative, who rolls the die against the player who reached this cell.
rule-md-reward-table = If the player who reached this cell rolls higher than the representative, the reward is triggered; otherwise nothing happens (as on a blank cell).
rule-md-steal = Take two cards from any one player.
rule-md-give = Give every other player 1 card (without enough cards in hand, lose HP instead, and the players left draw from the deck).
rule-md-lose-slot = The character loses one equipment slot for this match.

## The options form
option-players = Players
option-players-help = How many play, from 2 to 6; each chooses a different character.
option-dlc = DLC card packs
option-dlc-help = The packs any player owns: their cards join the deck for everyone.
value-dlc-party = Party pack
option-include_undefined = Undefined cards
option-include_undefined-help = Put the undefined cards (tests and props, unusable) in the deck.
option-voluntary_pass = Voluntary pass
option-voluntary_pass-help = House option: a duel turn may end without a card even when one could be played.
option-reshuffle_when_empty = Reshuffle when empty
option-reshuffle_when_empty-help = House option: the discard pile is shuffled back as soon as a draw finds the deck short, not only after each duel.
option-max_turns = Turn limit
option-max_turns-help = Map turns before the game stops; then the character with the most HP wins.
option-max_cycles = Duel cycle limit
option-max_cycles-help = Duel cycles after which a duel round ends (empty: only by the rules; 20 when discards are reshuffled mid-duel).
option-card_moves = Moves by cards
option-card_moves-help = How a card that moves a player reads: as a move (the rulebook’s) or stopped short of Start.
value-card_moves-movement = A move like a roll’s: onto or past Start starts the duel, a cell reached resolves its event
value-card_moves-clamped = House option: stops short of Start, no cell event

## The terminal board (render.py)
md-ui-head-setup = Map & Duel — set-up, turn { $turn }/{ $most }, deck { $deck }
md-ui-head-map = Map & Duel — map round, turn { $turn }/{ $most }, deck { $deck }
md-ui-head-duel = Map & Duel — duel round, turn { $turn }/{ $most }, deck { $deck }
md-ui-start = Start
md-ui-seat = seat
md-ui-player = player
md-ui-character = character
md-ui-hp = HP
md-ui-cell = cell
md-ui-slots = slots
md-ui-equipment = equipment
md-ui-hand = hand
md-ui-status = status
md-ui-you = you
md-ui-dead = dead
md-ui-skips = skips { $turns ->
    [one] a turn
   *[other] { $turns } turns
  }
md-ui-moves-twice = moves twice
md-ui-forced = { $count } forced penalties
md-ui-cards = { $count ->
    [one] 1 card
   *[other] { $count } cards
  }
md-ui-duel = Duel, cycle { $cycle }:
md-ui-committed = { $player } { $count ->
    [one] 1 card face down
   *[other] { $count } cards face down
  }
md-ui-nothing-committed = no card played yet
md-ui-yours = yours: { $plays }
md-ui-deck = The deck (your search): { $cards }
