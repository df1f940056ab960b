# Knockdown (seed 002): what players read. Names of cards, skills, specials, fighters, tokens,
# wound kinds and symbols come from the set's data; these are the sentences around them.

## Pieces of sentences
kd-card = { $card } ({ $symbols })
kd-parts = { $parts }
kd-nothing = nothing
kd-tokens = { $n } { $token }
kd-wounds-both = { $heavy } heavy and { $light } light { $light ->
    [one] wound
   *[other] wounds
}
kd-wounds-heavy = { $heavy } heavy { $heavy ->
    [one] wound
   *[other] wounds
}
kd-wounds-light = { $light } light { $light ->
    [one] wound
   *[other] wounds
}
kd-wounds-none = no wound
kd-deal = deal { $wounds }
kd-no-effect = no damage and no effect
kd-knockout-symbol = a knockout check may follow
kd-effect-heavy = +{ $n } heavy { $n ->
    [one] wound
   *[other] wounds
}
kd-effect-light = +{ $n } light { $n ->
    [one] wound
   *[other] wounds
}
kd-effect-push = push the opponent back { $n } { $n ->
    [one] cell
   *[other] cells
}
kd-effect-pull = pull the opponent { $n } { $n ->
    [one] cell
   *[other] cells
} closer
kd-effect-advance = move forward { $n } { $n ->
    [one] cell
   *[other] cells
}
kd-effect-retreat = move back { $n } { $n ->
    [one] cell
   *[other] cells
}
kd-effect-teleport = teleport up to { $n } { $n ->
    [one] cell
   *[other] cells
}
kd-effect-discard = the opponent discards { $n } { $n ->
    [one] card
   *[other] cards
}
kd-effect-heal = remove { $n } of your light wounds
kd-effect-mend = remove { $n } of your heavy wounds
kd-effect-self-light = you take { $n } light { $n ->
    [one] wound
   *[other] wounds
}
kd-effect-mist = gain { $n } mist
kd-effect-potion = gain { $n } { $n ->
    [one] potion
   *[other] potions
}
kd-effect-poison = poison the opponent ({ $n })

## Actions (labels)
kd-act-deal = Deal { $skill } to { $player }
kd-act-deal-hidden = A skill card is dealt to { $player }
kd-act-reveal = Reveal { $card } on the display
kd-act-reveal-candle-first = Draw a candle card: the candles are lit at both ends of the arena
kd-act-reveal-candle = Draw a candle card: the candles move one column towards the centre
kd-act-first = { $player } starts (the initiatives tie)
kd-act-roll-dice = Roll { $roll } on three dice
kd-act-roll-pass = { $player } rolls { $roll } (total { $total }) against { $cubes } cubes: the knockout check passes
kd-act-roll-fail = { $player } rolls { $roll } (total { $total }) against { $cubes } cubes: knocked out
kd-act-keep-dealt = Keep { $skill } (initiative { $initiative }: { $text }) and pass the other two to { $player }
kd-act-keep-passed = Keep { $skill } (initiative { $initiative }: { $text }); the other is removed from the game
kd-act-keep-hidden = { $player } keeps a skill card
kd-act-faceup = Turn { $skill } face up (initiative { $initiative }: { $text }); the other stays face down
kd-act-faceup-hidden = { $player } chooses the face-up skill card
kd-act-draft = Take { $card } into your hand
kd-act-move = Move to { $cell }
kd-act-dash-step = Dash to { $cell }
kd-act-push = Push { $player } back to { $cell }
kd-act-pull = Pull { $player } to { $cell }
kd-act-advance = Move forward to { $cell }
kd-act-retreat = Move back to { $cell }
kd-act-teleport = Teleport to { $cell }
kd-act-attack = Attack with { $card }: { $effect }
kd-act-attack-miss = Take { $card } without attacking: { $player } is out of its range
kd-act-combo = Start a combo: special attacks and dashes
kd-act-special = Special attack { $special } (pay { $cost }): { $effect }
kd-act-respond = Respond with { $special } (pay { $cost }): { $effect }
kd-act-dash = Dash: discard { $card } to step one cell
kd-act-pay = Pay for { $special } with { $card }; still to pay: { $left }
kd-act-pay-last = Pay for { $special } with { $card }: paid in full
kd-act-pay-card = Pay with { $card }
kd-act-end = End the combo
kd-act-block-reduce = Block with { $card }: ignore { $wounds }
kd-act-block-reduce-choice = Block with { $card } to reduce the damage, then choose what to ignore: { $splits }
kd-act-block-reduce-none = Block with { $card } to reduce the damage (the attack deals none)
kd-act-block-cancel = Block with { $card }: cancel the attack's effects ({ $effects })
kd-act-block-cancel-none = Block with { $card } to cancel the attack's effects (it has none)
kd-act-pass = Do not block or respond: take the attack
kd-act-pass-more = Block no more
kd-act-discard = Discard { $card }
kd-act-knockout = Force a knockout check on { $player }: { $cubes } cubes, three dice must reach { $need } ({ $chance }% to pass)
kd-act-knockout-safe = Force a knockout check on { $player }: { $cubes } cubes, the check cannot fail
kd-act-knockout-sure = Force a knockout check on { $player }: { $cubes } cubes, three dice cannot reach { $need }: a sure knockout
kd-act-spare = Do not force a knockout check on { $player }
kd-act-ignore = Ignore { $heavy } heavy and { $light } light { $light ->
    [one] wound
   *[other] wounds
} (take { $taken })

## Groups (headings)
group-chance = Chance
group-skill = Skill cards
group-draft = Opening draft
group-move = Move
group-attack = Attack
group-combo = Combo
group-special = Special attacks
group-response = Responses
group-dash = Dash
group-pay = Pay the cost
group-block = Block
group-discard = Discard
group-place = Where to
group-knockout = Knockout check
group-ignore = Wounds to ignore

## Status lines
kd-status-won = You win the match, { $wins }–{ $losses }!
kd-status-lost = { $player } wins the match, { $wins }–{ $losses }.
kd-status-winner = { $player } wins the match, { $wins }–{ $losses }.
kd-status-deal-skill = The skill cards are being dealt.
kd-status-refill-display = The display is refilled from the attack deck.
kd-status-break-initiative-tie = The initiatives tie: chance decides who starts.
kd-status-knockout-roll-you = You roll three dice for your knockout check: { $need } or more passes ({ $cubes } cubes).
kd-status-knockout-roll = { $player } rolls three dice for a knockout check: { $need } or more passes ({ $cubes } cubes).
kd-status-keep-dealt-skill-you = Keep one of your three skill cards; the other two go to { $other }.
kd-status-keep-dealt-skill-other = { $player } is choosing a skill card to keep.
kd-status-keep-passed-skill-you = Keep one of the two skill cards { $other } passed you; the other is removed.
kd-status-keep-passed-skill-other = { $player } is choosing one of the passed skill cards.
kd-status-choose-faceup-you = Choose which of your two skill cards to turn face up.
kd-status-choose-faceup-other = { $player } is choosing a face-up skill card.
kd-status-draft-you = Take a card from the display into your hand.
kd-status-draft-other = { $player } is taking a card from the display.
kd-status-turn-you = Your turn: { $n } { $n ->
    [one] action
   *[other] actions
} left (move, attack or combo).
kd-status-turn-other = { $player }'s turn: { $n } { $n ->
    [one] action
   *[other] actions
} left.
kd-status-combo-you = Your combo: a special attack or a dash, or end it.
kd-status-combo-other = { $player } is in a combo.
kd-status-pay-special-you = Pay for { $special }: { $cost } still to pay.
kd-status-pay-special-other = { $player } is paying for { $special }.
kd-status-dash-step-you = Choose the cell to dash to.
kd-status-dash-step-other = { $player } is dashing.
kd-status-block-window-you = { $other } attacks you with { $attack }: block, respond or take it.
kd-status-block-window-other = { $player } may block or respond to { $attack }.
kd-status-discard-you = Discard { $n } { $n ->
    [one] card
   *[other] cards
} (attack effect).
kd-status-discard-other = { $player } is discarding.
kd-status-discard-limit-you = Your hand is over six cards: discard { $n }.
kd-status-discard-limit-other = { $player } is discarding down to six cards.
kd-status-shift-push-you = Choose where to push { $fighter } back ({ $n } { $n ->
    [one] step
   *[other] steps
} left).
kd-status-shift-push-other = { $player } is pushing { $fighter } back.
kd-status-shift-pull-you = Choose where to pull { $fighter } ({ $n } { $n ->
    [one] step
   *[other] steps
} left).
kd-status-shift-pull-other = { $player } is pulling { $fighter }.
kd-status-shift-advance-you = Choose where to move forward ({ $n } { $n ->
    [one] step
   *[other] steps
} left).
kd-status-shift-advance-other = { $player } is moving forward.
kd-status-shift-retreat-you = Choose where to move back ({ $n } { $n ->
    [one] step
   *[other] steps
} left).
kd-status-shift-retreat-other = { $player } is moving back.
kd-status-teleport-you = Choose where to teleport (up to { $n } { $n ->
    [one] cell
   *[other] cells
}).
kd-status-teleport-other = { $player } is teleporting.
kd-status-knockout-offer-you = Force a knockout check on { $other }? They have { $cubes } cubes and pass on { $need } or more.
kd-status-knockout-offer-other = { $player } may force a knockout check on { $other }.
kd-status-ignore-wounds-you = Your block reduces the damage: choose which of the { $wounds } to ignore.
kd-status-ignore-wounds-other = { $player } is choosing the wounds their block ignores.

## Refusals
kd-refuse-not-an-action = That is not a Knockdown action.
kd-refuse-wrong-phase = Not now: { $waiting }
kd-refuse-occupied = { $cell } is { $player }'s cell: you cannot stop there or pass through it.
kd-refuse-not-adjacent = { $cell } is not next to your fighter on { $here }: a move goes to an adjacent cell.
kd-refuse-attack-not-in-display = { $card } is not on the attack display: attacks use a display card.
kd-refuse-draft-not-in-display = { $card } is not on the display.
kd-refuse-keep-not-offered = { $skill } is not one of the skill cards you may keep.
kd-refuse-faceup-not-kept = { $skill } is not one of your two kept skill cards.
kd-refuse-not-in-hand = { $card } is not in your hand.
kd-refuse-no-dash-symbol = { $card } has no dash symbol: only a dash card pays for a dash.
kd-refuse-dash-no-cell = Your fighter has no free cell to dash to.
kd-refuse-pay-no-match = { $card } has no symbol { $special } still needs ({ $cost }).
kd-refuse-pay-leaves = Paying { $special } with { $card } would leave a cost your hand cannot pay (still to pay: { $cost }).
kd-refuse-block-not-assault = { $attack } is a { $type } attack: only assault attacks can be blocked.
kd-refuse-no-block-symbol = { $card } has no block symbol.
kd-refuse-block-reduced = You have already blocked to reduce this attack's damage.
kd-refuse-block-cancelled = You have already blocked to cancel this attack's effects.
kd-refuse-special-not-yours = { $special } is not on your fighter board.
kd-refuse-special-response-only = { $special } is a response: it answers an attack against you.
kd-refuse-special-not-response = Only a response special answers an attack; { $special } is not one.
kd-refuse-special-responded = This attack has already been answered with a response.
kd-refuse-special-used = You have already used { $special } in this combo.
kd-refuse-special-used-turn = You have already used { $special } this turn.
kd-refuse-special-tokens = { $special } costs { $cost }: you have { $have } { $token }.
kd-refuse-special-cost = Your hand cannot pay { $special }'s cost ({ $cost }).
kd-refuse-special-range = { $player } is out of { $special }'s range.
kd-refuse-empty-combo = A combo makes at least one special attack or dash before it ends.
kd-refuse-no-combo = No combo is possible: no special attack you can pay with the opponent in range, and no dash card with a free cell.
kd-refuse-place-push = { $cell } does not take { $player } one step farther away.
kd-refuse-place-pull = { $cell } does not take { $player } one step closer.
kd-refuse-place-advance = { $cell } does not take your fighter one step closer.
kd-refuse-place-retreat = { $cell } does not take your fighter one step farther away.
kd-refuse-teleport = { $cell } is not a free cell within { $n } of your fighter.
kd-refuse-ignore = Your block cannot ignore { $wounds }; it ignores one of: { $choices }.

## Events
kd-ev-round = Round { $round } begins.
kd-ev-order = { $start } starts the round; { $first } drafts first.
kd-ev-draft = { $player } takes { $card }.
kd-ev-deck-out = The attack deck is exhausted: { $player } wins the round.
kd-ev-candle-first = A candle card: the candles are lit under columns { $left } and { $right }.
kd-ev-candle = A candle card: the candles move to columns { $left } and { $right }.
kd-ev-reveal = { $card } is revealed on the display.
kd-ev-round-won = { $player } wins round { $round } ({ $first }–{ $second }).
kd-ev-match-won = { $player } wins the match!
kd-ev-flip = { $player } turns { $skill } face up.
kd-ev-deal = { $player } is dealt { $skill }.
kd-ev-deal-hidden = { $player } is dealt a skill card.
kd-ev-keep = { $player } keeps { $skill }.
kd-ev-keep-hidden = { $player } keeps a skill card.
kd-ev-faceup = { $player } chooses { $skill } as the face-up skill card.
kd-ev-faceup-hidden = { $player } chooses the face-up skill card.
kd-ev-passed = { $player } passes { $skills } to { $to }.
kd-ev-passed-hidden = { $player } passes two skill cards to { $to }.
kd-ev-skills = Face-up skill cards: { $one } { $first }, { $two } { $second }.
kd-ev-turn-limit = The turn limit is reached: { $player } wins the round.
kd-ev-move = { $player } moves to { $cell }.
kd-ev-attack = { $player } attacks with { $card }.
kd-ev-attack-miss = { $player } takes { $card }: { $other } is out of range.
kd-ev-combo = { $player } starts a combo.
kd-ev-combo-end = { $player } ends the combo.
kd-ev-discard = { $player } discards { $card }.
kd-ev-candle-wound = { $player } is burnt by the candles: 1 { $wound }.
kd-ev-poison = The poison deals { $player } { $n } light { $n ->
    [one] wound
   *[other] wounds
}.
kd-ev-dash = { $player } dashes, discarding { $card }.
kd-ev-dash-step = { $player } dashes to { $cell }.
kd-ev-special = { $player } uses { $special }.
kd-ev-special-response = { $player } responds with { $special }.
kd-ev-pay = { $player } pays for { $special } with { $card }.
kd-ev-block-reduce = { $player } blocks with { $card } to reduce the damage.
kd-ev-block-cancel = { $player } blocks with { $card } to cancel the effects.
kd-ev-ignore = { $player }'s block ignores { $wounds }.
kd-ev-mist = { $player }'s mist absorbs a light wound.
kd-ev-damage = { $player } takes { $wounds }.
kd-ev-damage-none = { $player } takes no wound.
kd-ev-cancelled = The attack's effects are cancelled.
kd-ev-effect-heavy = { $other } takes { $n } more heavy { $n ->
    [one] wound
   *[other] wounds
}.
kd-ev-effect-light = { $other } takes { $n } more light { $n ->
    [one] wound
   *[other] wounds
}.
kd-ev-effect-self-light = { $player } takes { $n } light { $n ->
    [one] wound
   *[other] wounds
} from their own attack.
kd-ev-effect-heal = { $player } removes up to { $n } light { $n ->
    [one] wound
   *[other] wounds
}.
kd-ev-effect-mend = { $player } removes up to { $n } heavy { $n ->
    [one] wound
   *[other] wounds
}.
kd-ev-effect-poison = { $player } poisons { $other } ({ $n }).
kd-ev-effect-mist = { $player } gains { $n } mist.
kd-ev-effect-potion = { $player } gains { $n } { $n ->
    [one] potion
   *[other] potions
}.
kd-ev-shift-push = { $player } is pushed back to { $cell }.
kd-ev-shift-pull = { $player } is pulled to { $cell }.
kd-ev-shift-advance = { $player } moves forward to { $cell }.
kd-ev-shift-retreat = { $player } moves back to { $cell }.
kd-ev-teleport = { $player } teleports to { $cell }.
kd-ev-knockout-check = { $player } forces a knockout check on { $other }.
kd-ev-check-passed = { $player } rolls { $roll } (total { $total }) against { $cubes } cubes: the check passes, half the light wounds go.
kd-ev-check-failed = { $player } rolls { $roll } (total { $total }) against { $cubes } cubes: knocked out! { $other } wins the round.

## Rules cited by refusals (translations of seed 002's sentences)
rule-skill-deal = First shuffle all the skill cards, then deal 3 to each player.
rule-skill-keep = Each player chooses 1 of them to keep, then passes the 2 not chosen to their opponent.
rule-skill-keep-passed = Then each player chooses 1 of the 2 cards the opponent passed them to keep, and removes the card not chosen from the game.
rule-skill-faceup = Then each player puts their 2 chosen skill cards in their player area, one face up and the other face down.
rule-start-player = The player whose active (face-up) skill card shows the higher initiative becomes the start player.
rule-draft = He chooses 1 attack card from the attack display and adds it to his hand. Then his opponent chooses 2 cards, and he takes the last card.
rule-refill = At the start of your turn, refill the attack display to four cards from the attack deck.
rule-turn = Then choose one of the following actions and perform it once, or choose two actions and perform each once: Move, Attack, Combo.
rule-move-adjacent = Move your fighter to 1 adjacent cell.
rule-move-occupied = You cannot stop moving in the opponent's fighter's cell, nor pass through it.
rule-attack-display = Choose 1 attack card from the attack display.
rule-attack-range = Note: your opponent must be within this attack's range for you to resolve the attack procedure.
rule-combo = With a combo you perform the special attacks on your fighter board and dash across the arena.
rule-combo-end = If all your special attacks have been resolved once, or you cannot pay for a special attack, or you choose to end it, the combo ends.
rule-special-cost = Pay the cost by discarding from your hand attack cards with the symbols the special attack shows. A cost with the ? symbol can be paid with an attack card of any other symbol.
rule-special-once = Each special attack can be performed at most once per combo.
rule-dash = During a combo you may discard any number of attack cards with the ➡ symbol to move your fighter, following the movement rules above.
rule-block = When the opponent targets you with an assault, you may discard 1 attack card with the [block] symbol to reduce the damage you are about to take, or to cancel that attack's effect.
rule-block-both = Note that you may discard 2 cards with the [block] symbol to both reduce the attack's damage and cancel its effect.
rule-block-assault = Only assault attacks can be blocked this way.
rule-block-reduce = To reduce the damage, for every 2 cards in hand the player ignores 1 [heavy wound] (rounded down, not counting the discarded [block] card), and for every 1 card in hand ignores 1 [light wound]. The two can be combined.
rule-response = Players can never block ability or response attacks, nor knockout effects or damage from other sources!
rule-hand-limit = As soon as a player draws a 7th card, they must immediately discard any 1 card from their hand.
rule-effects = Attack effects may include extra damage, movement, discarding 1 card, and so on.
rule-push = Move back: move the opponent away from your fighter.
rule-advance = Move forward: move your fighter towards the opponent.
rule-teleport = Teleport: a type of movement that lets a fighter pass through the opponent's cell.
rule-knockout = If this attack has a knockout effect, the attacking player may make the opponent take a knockout check (see p. 17, "Knockout check").
rule-dice = Roll three dice and add up their points.
rule-match-end = If the round's winner already has 1 victory token, that player wins the match!

## The options form
option-set = Box
option-set-help = The Knockdown box whose arena, fighters, attack deck and skill cards are played.
value-set-tainted-grail = Tainted Grail
option-fighters = Fighters
option-fighters-help = The fighter and board side of each seat (two different fighters).
value-fighters-mist-a = Man in the Mist — Veil (side A)
value-fighters-mist-b = Man in the Mist — Shroud (side B)
value-fighters-knight-a = Fallen Knight — Oath (side A)
value-fighters-knight-b = Fallen Knight — Forsworn (side B)
value-fighters-witch-a = Wyrd Witch — Thorn (side A)
value-fighters-witch-b = Wyrd Witch — Blight (side B)
option-block = Blocking to reduce damage
option-block-help = How a reducing block counts your hand (research A-9): a budget shared by heavy and light wounds, or both limits at once.
value-block-budget = Budget: 2 cards per heavy wound, 1 per light wound
value-block-stack = Stacked: half the hand in heavy wounds and the whole hand in light wounds
option-special_limit = Each special attack once per
option-special_limit-help = Whether a special attack may be used once per combo (the rulebook) or once per turn (research A-5).
value-special_limit-combo = combo
value-special_limit-turn = turn
option-candle_wound = Candle wound
option-candle_wound-help = The wound a fighter ending its turn under the candles takes (research A-13).
value-candle_wound-light = light wound
value-candle_wound-heavy = heavy wound
option-draft_first = Who drafts first in later rounds
option-draft_first-help = From round 2, the higher initiative drafts first (the loser on a tie), or the start player always does (research A-2).
value-draft_first-initiative = the higher initiative
value-draft_first-start = the start player
option-turn_limit = Turn limit
option-turn_limit-help = After this many turns each, the round ends as if the attack deck ran out (fewer heavy, then light wounds wins).
# the terminal board
kd-board-head = Round { $round } · wins { $first }–{ $second } · turn { $turn } · deck { $deck } · candles { $candles }
kd-board-to-act = { $player } to act, { $n } { $n ->
    [one] action
   *[other] actions
} left
kd-board-range = range { $range }
kd-board-setup = Set-up: keep a skill card
kd-board-to-choose = { $player } to choose
kd-board-marker = P{ $n }
kd-range-line = line
kd-range-unlimited = any distance
kd-board-none = none
kd-board-hidden-skills = +{ $n } hidden
kd-board-facedown = (face down: { $skills })
kd-board-hand = { $n } in hand
kd-board-skills = active skills: { $skills }
kd-board-display = Display
kd-board-hand-title = Your hand
kd-board-specials = Your special attacks
kd-board-attack = Attack under way: { $player }’s { $attack }
kd-board-pay = { $special }: still to pay { $cost }
kd-board-winner = { $player } wins the match!
