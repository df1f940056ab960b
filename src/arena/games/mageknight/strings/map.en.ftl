# The map and the combat calculator (Arena issue 30): what a damage choice does, the verdicts.
mk-map-hero-wounds = your Armor { $armor }: { $wounds ->
    [0] no Wound
    [one] 1 Wound
   *[other] { $wounds } Wounds
}{ $poison ->
    [1] {" "}into your hand, as many more into your discard pile (Poison)
   *[0] {""}
}
mk-map-unit-absorbed = { $unit } resists: the damage is absorbed, no Wound
mk-map-unit-wounded = { $unit }: wounded{ $wounds ->
    [2] {" "}twice (Poison)
   *[other] {""}
}{ $left ->
    [0] {""}
   *[other] ; { $left } damage left to assign
}
mk-map-unit-destroyed = { $unit }: destroyed (Paralyze){ $left ->
    [0] {""}
   *[other] ; { $left } damage left to assign
}
mk-map-verdict-block = Block { $have } of { $needed }{ $swift ->
    [1] {" "}(Swift doubles the attack)
   *[0] {""}
}{ $more ->
    [0] : enough to block it
   *[other] : { $more } more needed
}
mk-map-verdict-attack = Attack { $have } against Armor { $needed }{ $more ->
    [0] : defeats it
   *[other] : { $more } more needed
}
mk-map-verdict-damage = Unblocked: { $damage } damage{ $brutal ->
    [1] {" "}(Brutal doubles it)
   *[0] {""}
}, { $wounds ->
    [one] 1 Wound
   *[other] { $wounds } Wounds
} to you (Armor { $armor })
