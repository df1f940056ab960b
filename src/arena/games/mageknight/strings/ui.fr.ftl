# Mage Knight : les mots du plateau en terminal.
mk-ui-round = Manche { $n }/{ $of } ({ $night ->
    [1] Nuit
   *[other] Jour
})
mk-ui-setup = Mise en place
mk-ui-source = Source :
mk-ui-points = Déplacement { $move }  Influence { $influence }
mk-ui-hero = { $player } : { $hero }, niveau { $level }, Renommée { $fame }, Réputation { $rep }, { $where }, pioche { $deck }{ $count ->
    [0] {""}
   *[other] , { $crystals }
}
mk-ui-no-hero = pas encore de héros
mk-ui-at = en { $hex }
mk-ui-off-map = hors de la carte
mk-ui-crystals = { $n } { $n ->
    [one] cristal { $colour }
   *[other] cristaux { $colours }
}
mk-ui-hand = main : { $n ->
    [0] vide
   *[other] { $cards }
}
mk-ui-played = jouées : { $n ->
    [0] rien
   *[other] { $cards }
}
mk-ui-tokens = jetons : { $colours }
mk-ui-unit = Unité { $n } : { $unit } ({ $notes })
mk-ui-ready = prête
mk-ui-spent = épuisée
mk-ui-wounds = { $n ->
    [one] { $n } Blessure
   *[other] { $n } Blessures
}
mk-ui-banner = porte { $banner }
mk-ui-bonded = sous { $skill }
mk-ui-combat = Combat, phase { $phase } — points d’Attaque : { $attack } ; points de Blocage : { $block }
mk-ui-none = aucun
mk-ui-enemy = { $n } : { $enemy }, Armure { $armor }, attaque { $attacks }
mk-ui-enemy-attack = { $n } ({ $element })
mk-ui-resists = résiste : { $elements }
mk-ui-fortified = fortifié
mk-ui-defeated = vaincu
mk-ui-blocked = bloqué
mk-ui-no-attack = pas d’attaque
mk-ui-attack-defeats = votre Attaque le vainc
mk-ui-block-stops = votre Blocage l’arrête
mk-ui-final-score = Score final
mk-ui-fame = Renommée
mk-ui-total = Total
mk-ui-category-knowledge = Plus grand savoir
mk-ui-category-loot = Plus gros butin
mk-ui-category-leader = Plus grand chef
mk-ui-category-conqueror = Plus grand conquérant
mk-ui-category-adventurer = Plus grand aventurier
mk-ui-category-beating = Plus grande raclée
mk-ui-extra-city = Cité révélée
mk-ui-extra-rounds-early = Manches finies plus tôt
mk-ui-extra-dummy-deck = Cartes restantes du joueur fantôme
mk-ui-extra-no-announcement = Fin de Manche jamais annoncée
mk-ui-map-how = Chaque case : lettre du terrain, ce qui s’y trouve, son q ; chaque ligne est un r — tapez move q r.
mk-ui-key = { $mark } { $what }
mk-ui-legend-terrain = Terrains : { $keys }
mk-ui-legend-sites = Sites : { $keys }
mk-ui-legend-marks = Sur la carte : { $keys }
mk-ui-key-hero = { $mark } { $hero } ({ $player })
mk-ui-key-enemy = E { $enemy } en { $hex }
mk-ui-offer = { $offer } : { $cards }
mk-ui-offer-unit = { $unit } (coût { $cost })
mk-ui-common-skills = offre commune de Compétences : { $skills }
mk-ui-skills = { $n ->
    [one] Compétence
   *[other] Compétences
} : { $skills }
mk-ui-skill-used = { $skill } (utilisée)
mk-ui-summoned = invoqué par { $summoner } (leur Armure : { $armor })
mk-ui-verdict-defeats = Cette Attaque vainc : { $enemy }.
mk-ui-verdict-stops = Ce Blocage arrête : { $enemy }.
mk-ui-key-defenders = { $hex } défendu par { $enemies }
mk-ui-key-face-down = { $hex } défendu par un jeton face cachée { $colour }
