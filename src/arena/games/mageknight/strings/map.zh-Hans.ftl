# 地图与战斗计算器（Arena 第 30 号议题）：分配伤害的结果、判定。
mk-map-hero-wounds = 你的护甲{ $armor }：{ $wounds ->
    [0] 不获得损伤卡
   *[other] 获得{ $wounds }张损伤卡
}{ $poison ->
    [1] 放入手牌，另有同样数量放入弃牌堆（剧毒）
   *[0] {""}
}
mk-map-unit-absorbed = { $unit }抵抗此攻击并将其吸收，不受损伤
mk-map-unit-wounded = { $unit }受伤{ $wounds ->
    [2] 两次（剧毒）
   *[other] {""}
}{ $left ->
    [0] {""}
   *[other] ；剩余{ $left }点伤害待分配
}
mk-map-unit-destroyed = { $unit }被摧毁（瘫痪）{ $left ->
    [0] {""}
   *[other] ；剩余{ $left }点伤害待分配
}
mk-map-verdict-block = 格挡{ $have }/{ $needed }{ $swift ->
    [1] （迅捷使攻击加倍）
   *[0] {""}
}{ $more ->
    [0] ：足以格挡
   *[other] ：还需{ $more }点
}
mk-map-verdict-attack = 攻击{ $have }对护甲{ $needed }{ $more ->
    [0] ：可以击败
   *[other] ：还需{ $more }点
}
mk-map-verdict-damage = 未格挡：{ $damage }点伤害{ $brutal ->
    [1] （残暴使其加倍）
   *[0] {""}
}，你获得{ $wounds }张损伤卡（护甲{ $armor }）
