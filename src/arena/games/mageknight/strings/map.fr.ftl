# La carte et le calculateur de combat (Arena, ticket 30) : l’effet d’un choix de dégâts, les verdicts.
mk-map-hero-wounds = votre Armure { $armor } : { $wounds ->
    [0] aucune Blessure
    [one] 1 Blessure
   *[other] { $wounds } Blessures
}{ $poison ->
    [1] {" "}dans votre main, autant dans votre défausse (Poison)
   *[0] {""}
}
mk-map-unit-absorbed = { $unit } résiste : dégâts absorbés, aucune Blessure
mk-map-unit-wounded = { $unit } : { $wounds ->
    [2] deux Blessures (Poison)
   *[other] une Blessure
}{ $left ->
    [0] {""}
   *[other] {" "}; { $left } dégâts restent à attribuer
}
mk-map-unit-destroyed = { $unit } : unité détruite (Paralysie){ $left ->
    [0] {""}
   *[other] {" "}; { $left } dégâts restent à attribuer
}
mk-map-verdict-block = Blocage { $have } sur { $needed }{ $swift ->
    [1] {" "}(Rapide double l’attaque)
   *[0] {""}
}{ $more ->
    [0] {" "}: assez pour la bloquer
   *[other] {" "}: encore { $more }
}
mk-map-verdict-attack = Attaque { $have } contre Armure { $needed }{ $more ->
    [0] {" "}: la vainc
   *[other] {" "}: encore { $more }
}
mk-map-verdict-damage = Non bloquée : { $damage } dégâts{ $brutal ->
    [1] {" "}(Brutal les double)
   *[0] {""}
}, { $wounds ->
    [one] 1 Blessure
   *[other] { $wounds } Blessures
} pour vous (Armure { $armor })
