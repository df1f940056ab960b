# Learn Mage Knight (data/tutorial.yaml): each step's title, its rule text and the seed's quote translated.

mk-tutorial-source-title = The Source and its dice
mk-tutorial-source = The mana dice rolled at the start form the Source: players + 2 dice (3 in solo). Each turn you may take one die from it and use it as one mana of its colour.
mk-tutorial-source-quote = Use as many dice as players plus two (6 dice in a 4-player game). Roll them and put them in the empty space of the Day/Night board. This area and these dice are called the Source.

mk-tutorial-black-die-title = A black die by Day
mk-tutorial-black-die = One die shows black. By Day black mana cannot be used: that die is depleted, nobody may take it. Gold, by Day, counts as any basic colour.
mk-tutorial-black-die-quote = Black mana cannot be used by Day; if a die rerolled into the Source shows black, nobody may use it, and it is not rerolled either.

mk-tutorial-tactics-title = Choose the Tactic { $tactic }
mk-tutorial-tactics = Before the Round, every player takes a Tactic card: its big number is the turn order. Take { $tactic } (1): you play first, before the Dummy player.
mk-tutorial-tactics-quote = Each Tactic card has a big number giving the player's turn order for this Round — the lowest number goes first.

mk-tutorial-first-turn-title = Your first turn
mk-tutorial-first-turn = Your hero starts at the magic Portal. A turn is movement first, then at most one action (a fight or an interaction) where you stop. Your hand is below the map: let us play it.
mk-tutorial-first-turn-quote = When the first turn begins, put your figure on the magic Portal on the map. From now on, your figure may move or act on the map.

mk-tutorial-basic-title = Play { $card } for its basic effect
mk-tutorial-basic = A card is played for its basic effect (the text under its picture) unless you pay mana for its powered effect. Click { $card } and play it plain: Move 2.
mk-tutorial-basic-quote = If you do not, the basic effect applies.

mk-tutorial-powered-title = Play { $card } powered with the green die
mk-tutorial-powered = To use the powered effect, pay one mana of the card's colour. { $card } is green and the Source has a green die: play it powered for Move 4 instead of 2. Only one Source die per turn.
mk-tutorial-powered-quote = If you want the powered effect, you must pay one mana of the card's colour — you may use a Source die of that colour (only one Source die per turn)

mk-tutorial-stacking-title = Stack { $card } on the others
mk-tutorial-stacking = Cards with the same effect add up. { $other } (Move 2) and { $powered } powered (Move 4) already give 6; add { $card } for 2 more: Move 8.
mk-tutorial-stacking-quote = You will often want to play several cards of the same type at once: their effects add up.

mk-tutorial-sideways-title = Play { $card } sideways for Move 1
mk-tutorial-sideways = Any card but a Wound can be played sideways for Move 1, Influence 1, Attack 1 or Block 1 — never powered. { $card } is a combat card: turned sideways, it moves you 1 more.
mk-tutorial-sideways-quote = We allow any card (except Wounds) to be played as Move 1, Influence 1, Attack 1 or Block 1.

mk-tutorial-terrain-title = Move onto the plains
mk-tutorial-terrain = Each terrain has a Move cost: by Day { $plains } 2, { $hills } 3, { $forest } 3; by Night the forest costs 5. A { $lake } cannot be entered. Step north onto the { $plains }: 2 of your Move points.
mk-tutorial-terrain-quote = Each terrain's Move cost is printed on the Day/Night board, in the bigger number. A red "X" means the terrain is inaccessible. Ignore the smaller blue numbers for now: they are for Night rounds.

mk-tutorial-entering-title = One more step
mk-tutorial-entering = Only the space you enter counts, never the one you leave. Move on to the next { $plains } space for 2 more.
mk-tutorial-entering-quote = Note: when moving to an adjacent space, you pay only the Move cost of the space you enter. The terrain you leave does not matter.

mk-tutorial-rampaging-title = Reach the { $site } around the orcs
mk-tutorial-rampaging = The green tokens, { $enemy } and { $other }, are rampaging orcs: you can never enter their space, and moving from one space next to them to another next to them provokes them. This path reaches the { $site } without passing beside them twice.
mk-tutorial-rampaging-quote = The green path brings you to the village without starting a fight, but the detour costs you more Move points.

mk-tutorial-explore-title = Explore a new tile
mk-tutorial-explore = At the edge of the map, 2 Move points reveal the next tile and put it in place (and bring 1 Fame). Click the new tile's space beyond the { $site }.
mk-tutorial-explore-quote = You must pay 2 Move points to explore a new tile.

mk-tutorial-end-turn-title = End your turn
mk-tutorial-end-turn = You are done. Ending the turn rerolls the Source die you used and returns it; the cards you played go to your discard pile.
mk-tutorial-end-turn-quote = When a player ends his turn, the first thing to do is return the used Source dice: reroll them and put them back in the Source with their new colours.

mk-tutorial-draw-up-title = Draw up to 5 cards
mk-tutorial-draw-up = You may first discard cards you do not want (never Wounds), then draw from your deed deck up to your Hand limit, 5 at Level 1.
mk-tutorial-draw-up-quote = He draws cards from his deed deck until his hand reaches his Hand limit.

mk-tutorial-next-turn-title = Your turn again: play { $card }
mk-tutorial-next-turn = The Dummy player took its turn (it flips cards from its deck). Now it is yours again. Play { $card } for Move 2.
mk-tutorial-next-turn-quote = Once every player has taken a turn this way, the first player plays again, and so on.

mk-tutorial-provoke-title = Provoke the { $enemy }
mk-tutorial-provoke = From the village, next to the { $enemy }, step to a space that is also next to them: that provokes them. Your move ends at once and you must fight.
mk-tutorial-provoke-quote = If you move from a space next to a rampaging enemy to another space next to that enemy, it attacks you. That ends your move at once and you are forced to fight it (see the combat chapter).

mk-tutorial-combat-ranged-title = Combat: the Ranged and Siege phase
mk-tutorial-combat-ranged = A fight has four phases: ranged and siege attacks, blocks, damage, attacks. Only cards marked for combat (or played sideways) help. You have no ranged attack: end this phase.
mk-tutorial-combat-ranged-quote = Cards playable while moving carry the Move symbol; cards playable when interacting with locals carry the Influence symbol; cards playable in combat carry the combat icon.

mk-tutorial-combat-block-title = Combat: take the blow
mk-tutorial-combat-block = The { $enemy } attack for 3. You would need Block 3; keep your cards for the attack instead. Unblocked, the 3 damage beat your Armor 2 twice: 2 Wounds come into your hand, cards that can do nothing, not even sideways.
mk-tutorial-combat-block-quote = Any card, however strong its effect, counts only as Move 1, Influence 1, Attack 1 or Block 1 when played sideways — except Wounds.

mk-tutorial-improvisation-title = Combat: play { $card }
mk-tutorial-improvisation = The { $enemy } have Armor 3. { $card } turns a discarded card into Move, Influence, Attack or Block 3 (5 when powered, as in the seed's example): play it for its basic effect.
mk-tutorial-improvisation-quote = We use one red mana to power Improvisation and get Move 5 with its powered effect.

mk-tutorial-discard-title = Combat: discard a card for { $card }
mk-tutorial-discard = Choose the card to discard — any card but a { $wound }: Wounds can never be discarded. The script then takes its Attack 3.
mk-tutorial-discard-quote = Unless a card says otherwise, Wounds can never be discarded.

mk-tutorial-attack-title = Combat: attack the { $enemy }
mk-tutorial-attack = Your Attack 3 equals their Armor 3: attack them. Defeated, they are gone from the map and give you their Fame.
mk-tutorial-attack-quote = Attack or Block X (gives X Attack or Block points).

mk-tutorial-combat-end-title = Combat: end the fight
mk-tutorial-combat-end = The fight was this turn's action: you cannot also interact with the { $site } now. End the Attack phase and the combat.
mk-tutorial-combat-end-quote = As the fight takes your action this turn, you cannot interact with the village in this turn.

mk-tutorial-end-turn-again-title = End your turn
mk-tutorial-end-turn-again = End this turn. The used die is rerolled; a die that lands black is depleted for the rest of the Day.
mk-tutorial-end-turn-again-quote = Any die rolled black goes to the darker place in the upper right corner — that mana die is depleted.

mk-tutorial-end-round-title = The end of the Round
mk-tutorial-end-round = A Round lasts until a player who starts his turn with an empty deed deck announces its end; in solo, also when the Dummy's deck runs out. Then every die is rerolled, Night comes (gold unusable, forests dearer), and you choose a new Tactic.
mk-tutorial-end-round-quote = If a player's deed deck is already empty when his turn begins, he may go on playing the cards left in his hand, or announce the end of the Round.

mk-tutorial-carry-on-title = Carry on
mk-tutorial-carry-on = That is the walkthrough. The game goes on from here, yours to play: finish this turn's choices, then move, fight and explore as you like.
mk-tutorial-carry-on-quote = First, you may move your figure one or more spaces on the map. Then, depending on where you stop, you may take one action (most often a fight or an interaction with the locals) or do nothing.
