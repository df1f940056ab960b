# Mage Knight: the terminal board's words.
mk-ui-round = Round { $n }/{ $of } ({ $night ->
    [1] Night
   *[other] Day
})
mk-ui-setup = Set-up
mk-ui-source = Source:
mk-ui-points = Move { $move }  Influence { $influence }
mk-ui-hero = { $player }: { $hero }, level { $level }, Fame { $fame }, Reputation { $rep }, { $where }, deck { $deck }{ $count ->
    [0] {""}
   *[other] , { $crystals }
}
mk-ui-no-hero = no hero yet
mk-ui-at = at { $hex }
mk-ui-off-map = off the map
mk-ui-crystals = { $n } { $colour } { $n ->
    [one] crystal
   *[other] crystals
}
mk-ui-hand = hand: { $n ->
    [0] empty
   *[other] { $cards }
}
mk-ui-played = played: { $n ->
    [0] nothing
   *[other] { $cards }
}
mk-ui-tokens = tokens: { $colours }
mk-ui-unit = Unit { $n }: { $unit } ({ $notes })
mk-ui-ready = ready
mk-ui-spent = spent
mk-ui-wounds = { $n ->
    [one] 1 Wound
   *[other] { $n } Wounds
}
mk-ui-banner = carries { $banner }
mk-ui-bonded = under { $skill }
mk-ui-combat = Combat, { $phase } phase — Attack points: { $attack }; Block points: { $block }
mk-ui-none = none
mk-ui-enemy = { $n }: { $enemy }, Armor { $armor }, attack { $attacks }
mk-ui-enemy-attack = { $n } { $element }
mk-ui-resists = resists { $elements }
mk-ui-fortified = fortified
mk-ui-defeated = defeated
mk-ui-blocked = blocked
mk-ui-no-attack = no attack
mk-ui-attack-defeats = your Attack defeats it
mk-ui-block-stops = your Block stops it
mk-ui-final-score = Final score
mk-ui-fame = Fame
mk-ui-total = Total
mk-ui-category-knowledge = Greatest Knowledge
mk-ui-category-loot = Greatest Loot
mk-ui-category-leader = Greatest Leader
mk-ui-category-conqueror = Greatest Conqueror
mk-ui-category-adventurer = Greatest Adventurer
mk-ui-category-beating = Greatest Beating
mk-ui-extra-city = City revealed
mk-ui-extra-rounds-early = Rounds finished early
mk-ui-extra-dummy-deck = Dummy player's cards left
mk-ui-extra-no-announcement = End of the Round never announced
mk-ui-map-how = Each space: terrain letter, what stands on it, its q; each row is an r — type move q r.
mk-ui-key = { $mark } { $what }
mk-ui-legend-terrain = Terrain: { $keys }
mk-ui-legend-sites = Sites: { $keys }
mk-ui-legend-marks = On the map: { $keys }
mk-ui-key-hero = { $mark } { $hero } ({ $player })
mk-ui-key-enemy = E { $enemy } at { $hex }
mk-ui-offer = { $offer }: { $cards }
mk-ui-offer-unit = { $unit } (cost { $cost })
mk-ui-common-skills = Common Skill offer: { $skills }
mk-ui-skills = { $n ->
    [one] Skill
   *[other] Skills
}: { $skills }
mk-ui-skill-used = { $skill } (used)
mk-ui-summoned = summoned by the { $summoner } (their Armor { $armor })
mk-ui-verdict-defeats = This Attack defeats the { $enemy }.
mk-ui-verdict-stops = This Block stops the { $enemy }.
mk-ui-key-defenders = { $hex } defended by { $enemies }
mk-ui-key-face-down = { $hex } defended by a face-down { $colour } token
