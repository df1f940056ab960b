"""The walkthrough's card-play examples (seed 001, "堆叠卡牌", "打出横置卡牌", "特殊卡")."""

from __future__ import annotations

from arena.core.text import Ref
from arena.games.mageknight.actions import act
from arena.games.mageknight.game import MageKnight
from arena.games.mageknight.position import MageKnightPosition
from arena.games.mageknight.state import MageKnightState
from tests.mageknight.helpers import texts


def position(hand: list[str], source: list[str] | None = None, hero: str = "tovak") -> MageKnightState:
    game = MageKnight(players=1, heroes=[hero])
    builder = MageKnightPosition(game).hand(0, hand)
    if source is not None:
        builder = builder.source(source)
    return builder.build()


def test_three_move_two_cards_stack_to_move_six() -> None:
    """seed 001, "堆叠卡牌": "共有三张卡牌,它们的基本效能都是移动2。将它们一起打出就可以获得总移动力为6"."""
    state = position(["march", "march", "stamina"])
    for card in ("march", "march", "stamina"):
        state.apply(act("play", card))
    assert state.turn.move_points == 6


def test_blue_mana_powers_stamina_to_move_four() -> None:
    """seed 001: "其中一张卡牌使用了蓝色魔力来增幅,就可以提供移动4。这与另一张基本效能为移动2的卡牌合计就同样可以
    提供6点移动力"."""
    state = position(["stamina", "march"], ["blue", "red", "green"])
    state.apply(act("play", "stamina", "die:0"))
    state.apply(act("play", "march"))
    assert state.turn.move_points == 6


def test_gold_mana_powers_a_move_card_by_day_and_five_sideways_cards_give_move_five() -> None:
    """seed 001, "打出横置卡牌": "金色的魔力被用作增幅那张移动卡"; "只是当做是移动1而打出了5张横置的卡牌"."""
    state = position(["march"], ["gold", "red", "red"])
    assert "play march die:0" in texts(state)
    state = position(["rage", "rage", "promise", "threaten", "crystallize"])
    for card in ("rage", "rage", "promise", "threaten", "crystallize"):
        state.apply(act("play", card, "sideways:move"))
    assert state.turn.move_points == 5


def test_concentration_powered_by_green_gives_stamina_move_six() -> None:
    """seed 001, "特殊卡": "专注(Concentration)被绿色魔力增幅并打出来使耐力(Stamina)获得加成,以得到移动6。
    进军(March)提供了另外2点移动力,最终达到8点移动力"."""
    state = position(["concentration", "stamina", "march"], ["green", "red", "red"])
    state.apply(act("play", "concentration", "die:0"))
    assert texts(state) >= {"pick stamina", "pick march"}
    state.apply(act("pick", "stamina"))
    state.apply(act("play", "march"))
    assert state.turn.move_points == 8
    assert state.heroes[0].play_area == ["concentration", "stamina", "march"]


def test_mana_draw_lets_two_source_dice_power_two_cards() -> None:
    """seed 001: "魔力抽取(Mana Draw)允许我们额外使用资源池中的一个魔力骰子,所以我们可以同时增幅另外两张卡牌"."""
    state = position(["mana_draw", "stamina", "march"], ["blue", "green", "red"])
    state.apply(act("play", "mana_draw"))
    state.apply(act("play", "stamina", "die:0"))
    assert "play march die:1" in texts(state)
    state.apply(act("play", "march", "die:1"))
    assert state.turn.move_points == 8 and sorted(state.turn.dice_taken) == [0, 1]


def test_mana_draw_powered_sets_a_die_green_for_two_green_mana() -> None:
    """seed 001: "我们从资源池中拿出另一个骰子并将它作为绿色。这样我们本轮就可以获得2点绿色魔力以同时增幅另外两张
    卡牌" — the die returns at the end of the turn without a reroll (research §2.1)."""
    state = position(["mana_draw", "march", "march"], ["white", "red", "blue"])
    state.apply(act("play", "mana_draw", "die:0"))  # powered by the white die
    state.apply(act("pick", "die:1"))
    state.apply(act("pick", "green"))
    assert state.heroes[0].tokens == ["green", "green"] and state.source[1] == "green"
    state.apply(act("play", "march", "token:green"))
    state.apply(act("play", "march", "token:green"))
    assert state.turn.move_points == 8
    state.apply(act("end-turn"))
    assert state.is_chance_node() and {str(a) for a, _ in state.chance_outcomes()} >= {"die red"}
    state.apply(act("die", "red"))  # only die 0 (used as the turn's die) is rerolled
    assert state.source[1] == "green"


def test_improvisation_powered_by_red_discards_another_card_for_move_five() -> None:
    """seed 001: "我们使用一点红色魔力来增幅即兴表演(Improvisation),并用它的强力效能得到移动5。再加上耐力和另一张
    横置打出的卡牌,我们最终就能获得8点移动力"."""
    state = position(["improvisation", "stamina", "rage", "promise"], ["red", "blue", "blue"])
    state.apply(act("play", "improvisation", "die:0"))
    assert texts(state) == {"discard promise", "discard rage", "discard stamina"}
    state.apply(act("discard", "promise"))
    state.apply(act("choose", 0))  # Move 5
    state.apply(act("play", "stamina"))
    state.apply(act("play", "rage", "sideways:move"))
    assert state.turn.move_points == 8


def test_crystallize_pays_mana_for_a_crystal_of_its_colour() -> None:
    """research mageknight §2.1: Crystallize — pay 1 basic mana, gain a crystal of that colour."""
    state = position(["crystallize"], ["red", "blue", "green"])
    state.apply(act("play", "crystallize"))
    state.apply(act("choose", 0))  # red
    state.apply(act("pay", "die:0"))
    assert state.heroes[0].crystals == {"red": 1}


def test_a_spell_costs_its_colour_and_its_powered_effect_black_at_night() -> None:
    """research §1.6: a Spell's basic effect costs 1 mana of its colour; its strong effect that
    colour and 1 black, at Night only (Fireball: Ranged Fire 5 | Firestorm: a Wound, Siege Fire 8)."""
    game = MageKnight(players=1, heroes=["tovak"])
    builder = MageKnightPosition(game).hand(0, ["fireball"]).at(0, (1, 0)).enemy((2, -1), "prowlers")
    state = builder.crystals(0, red=1).source(["black", "green", "blue"]).build()
    state.apply(act("challenge", 2, -1))
    assert "play fireball crystal:red" in texts(state)
    assert not any(t.count(":") == 2 for t in texts(state) if t.startswith("play fireball"))  # by Day
    state.apply(act("play", "fireball", "crystal:red"))
    assert state.combat is not None and state.combat.attack == {"ranged:fire": 5}
    night = builder.night().build()
    night.apply(act("challenge", 2, -1))
    assert "play fireball crystal:red die:0" in texts(night)  # red crystal + the black die


def test_an_artifact_is_thrown_away_for_its_powered_effect() -> None:
    """research §1.6: an Artifact's basic effect, or its strong one by throwing it away (Ruby
    Ring basic: a red token, a red crystal, Fame +1; Endless Gem Pouch strong: a token of every
    basic colour and a gold one by Day)."""
    state = position(["ruby_ring", "endless_gem_pouch"])
    assert {"play ruby_ring", "play endless_gem_pouch throw"} <= texts(state)
    state.apply(act("play", "ruby_ring"))
    assert state.heroes[0].crystals == {"red": 1} and state.heroes[0].tokens == ["red"]
    assert state.heroes[0].fame == 1 and state.heroes[0].play_area == ["ruby_ring"]
    state.apply(act("play", "endless_gem_pouch", "throw"))
    assert sorted(state.heroes[0].tokens) == sorted(["red", "red", "blue", "green", "white", "gold"])
    assert "endless_gem_pouch" not in state.heroes[0].deed_cards()  # out of the game


def test_tremor_lowers_an_enemys_armor_for_the_combat() -> None:
    """research data §3 (Tremor: one enemy Armor −3, or every enemy −2; Armor never below 1),
    played as a Spell with a green mana."""
    game = MageKnight(players=1, heroes=["tovak"])
    builder = MageKnightPosition(game).hand(0, ["tremor", "rage", "march"]).at(0, (1, 0))
    state = builder.enemy((2, -1), "prowlers").crystals(0, green=1).build()
    state.apply(act("challenge", 2, -1))
    state.apply(act("play", "tremor", "crystal:green"))
    state.apply(act("choose", 0))  # one enemy: Armor −3
    state.apply(act("pick", 0))
    assert state.combat is not None and state.combat.enemies[0].armor_delta == -3
    state.apply(act("next"))
    state.apply(act("next"))  # Prowlers attack: wounds
    state.apply(act("play", "march", "sideways:attack"))
    assert "attack 0" in texts(state)  # Prowlers' Armor 3 − 3 = 1 (never below 1)


def test_chill_stops_an_enemys_attack() -> None:
    """research data §3 (Chill: target enemy does not attack this combat)."""
    game = MageKnight(players=1, heroes=["tovak"])
    builder = MageKnightPosition(game).hand(0, ["chill", "march"]).at(0, (1, 0)).enemy((2, -1), "prowlers")
    state = builder.crystals(0, blue=1).build()
    state.apply(act("challenge", 2, -1))
    state.apply(act("play", "chill", "crystal:blue"))
    if state.pending() is not None and state.pending().task.kind == "enemy_target":  # type: ignore[union-attr]
        state.apply(act("pick", 0))
    state.apply(act("next"))
    state.apply(act("next"))
    assert "wound" not in state.heroes[0].hand  # it did not attack


def test_path_finding_and_frost_bridge_change_terrain_costs_this_turn() -> None:
    """research data §2: Path Finding powered — Move 4, every terrain costs 2 this turn; Frost
    Bridge powered — Move 4, lakes may be entered and lakes and swamps cost 1 this turn."""
    state = position(["path_finding"], ["green", "red", "red"])
    state.apply(act("play", "path_finding", "die:0"))
    assert state.turn.move_points == 4
    state.apply(act("move", 1, -1))  # tile A's NE: forest, 3 by Day, now 2
    assert state.turn.move_points == 2
    state = position(["frost_bridge"], ["blue", "red", "red"])
    assert "move -1 0" not in texts(state)
    state.apply(act("play", "frost_bridge", "die:0"))
    state.apply(act("move", -1, 0))  # tile A's W: a lake, at cost 1
    assert state.heroes[0].position == (-1, 0) and state.turn.move_points == 3


def test_i_dont_give_a_damn_makes_one_sideways_card_worth_two() -> None:
    """research data §5 (Tovak): once a turn, one sideways card gives +2 instead of +1 (+3 for an
    Advanced Action, Spell or Artifact)."""
    state = position(["rage", "march", "ice_bolt"])
    state.heroes[0].skills = ["i_dont_give_a_damn"]
    state.apply(act("skill", "i_dont_give_a_damn"))
    state.apply(act("play", "ice_bolt", "sideways:move"))
    assert state.turn.move_points == 3  # an Advanced Action
    state.apply(act("play", "rage", "sideways:move"))
    assert state.turn.move_points == 4  # the Skill is spent: +1
    assert "skill i_dont_give_a_damn" not in texts(state)  # once a turn


def test_ambush_raises_the_first_attack_card_of_the_turn() -> None:
    """research data §2 (Ambush): Move 2, and +1 to the first Attack card (or +2 to the first
    Block card) played this turn."""
    game = MageKnight(players=1, heroes=["tovak"])
    builder = MageKnightPosition(game).hand(0, ["ambush", "rage", "rage"]).at(0, (1, 0))
    state = builder.enemy((2, -1), "prowlers").build()
    state.apply(act("play", "ambush"))
    state.apply(act("challenge", 2, -1))
    state.apply(act("next"))
    state.apply(act("next"))
    state.apply(act("play", "rage"))
    state.apply(act("choose", 0))  # Attack 2 (+1)
    state.apply(act("play", "rage"))
    state.apply(act("choose", 0))  # Attack 2: the bonus was spent
    assert state.combat is not None and state.combat.attack == {"melee:physical": 5}


def test_the_amulet_of_the_sun_makes_gold_usable_at_night() -> None:
    """research data §4 (Amulet of the Sun): a gold mana token; at Night, gold mana is usable
    and forests cost 3 this turn (seed 001: gold is otherwise unusable at Night)."""
    game = MageKnight(players=1, heroes=["tovak"])
    state = MageKnightPosition(game).hand(0, ["amulet_of_the_sun", "march"]).night().build()
    assert not any(str(a).startswith("play march token") for a in state.legal_actions())
    state.apply(act("play", "amulet_of_the_sun"))
    assert state.heroes[0].tokens == ["gold"]
    state.apply(act("play", "march", "token:gold"))  # gold pays green at Night now
    assert state.turn.move_points == 4
    state.apply(act("move", 1, -1))  # forest: 3 instead of 5 at Night
    assert state.turn.move_points == 1


def test_underground_travel_moves_three_spaces_without_provoking() -> None:
    """research data §3 (Underground Travel): go up to 3 spaces away (not swamp or lake), with
    no Move cost and without provoking rampaging enemies (seed 001: walking between two spaces
    next to an orc would provoke it)."""
    game = MageKnight(players=1, heroes=["tovak"])
    builder = (
        MageKnightPosition(game).hand(0, ["underground_travel"]).at(0, (1, 0)).enemy((2, -1), "prowlers")
    )
    colour = str(game.content.cards["underground_travel"].colour)
    state = builder.crystals(0, **{colour: 1}).build()
    state.apply(act("play", "underground_travel", f"crystal:{colour}"))
    targets = {str(a) for a in state.legal_actions()}
    assert "move 1 -1" in targets and "move 2 -1" not in targets and "move -1 0" not in targets
    state.apply(act("move", 1, -1))  # next to the Prowlers from next to the Prowlers: no provoking
    assert state.heroes[0].position == (1, -1) and state.combat is None


def test_maximal_effect_throws_a_card_away_for_its_effect_three_times() -> None:
    """research data §2 (Maximal Effect, red): throw away another Action card from hand and use
    its basic effect 3 times (powered: its powered effect twice, free)."""
    state = position(["maximal_effect", "march"])
    state.apply(act("play", "maximal_effect"))
    assert {str(a) for a in state.legal_actions()} == {"pick march"}
    state.apply(act("pick", "march"))
    assert state.turn.move_points == 6 and state.heroes[0].deed_cards().count("march") == 1  # 2 − 1


def test_mana_storm_crystallises_a_source_die_and_rerolls_it() -> None:
    """research data §2 (Mana Storm, white): a Source die showing a basic colour gives a crystal
    of that colour, then it is rerolled."""
    state = position(["mana_storm"], ["green", "black", "gold"])
    state.apply(act("play", "mana_storm"))
    assert {str(a) for a in state.legal_actions()} == {"pick die:0"}
    state.apply(act("pick", "die:0"))
    assert state.heroes[0].crystals == {"green": 1} and state.is_chance_node()


def test_the_ruby_ring_thrown_away_gives_endless_red_and_fame_per_red_spell() -> None:
    """research data §4 (Ruby Ring strong): red and black mana without limit this turn; at its end,
    Fame +1 per red Spell cast this turn."""
    game = MageKnight(players=1, heroes=["tovak"])
    builder = (
        MageKnightPosition(game).hand(0, ["ruby_ring", "fireball"]).at(0, (1, 0)).enemy((2, -1), "prowlers")
    )
    state = builder.build()
    state.apply(act("challenge", 2, -1))
    state.apply(act("play", "ruby_ring", "throw"))
    assert "play fireball endless:red" in texts(state)
    state.apply(act("play", "fireball", "endless:red"))
    assert state.combat is not None and state.combat.attack == {"ranged:fire": 5}
    state.apply(act("attack", 0))  # 5 against Armor 3: +2 Fame
    for _ in range(3):
        state.apply(act("next"))
    state.apply(act("end-turn"))
    assert state.heroes[0].fame == 2 + 1  # the Prowlers' Fame, then the ring's +1 for one red Spell


def test_a_powered_spell_names_both_of_its_mana_for_the_card_menu() -> None:
    """research §1.6 (the Spell's strong effect: its colour and 1 black, at Night): the described
    action carries both sources, so the card's menu shows a chip for each (issue 30)."""
    game = MageKnight(players=1, heroes=["tovak"])
    builder = MageKnightPosition(game).hand(0, ["fireball"]).at(0, (1, 0)).enemy((2, -1), "prowlers")
    night = builder.crystals(0, red=1).source(["black", "green", "blue"]).night().build()
    night.apply(act("challenge", 2, -1))
    info = game.describe_action(night, act("play", "fireball", "crystal:red", "die:0"))
    assert info.kind == "cast-powered"
    args = dict(info.args)
    assert (args["mana"], args["mana_from"]) == (Ref("colour", "red"), "crystal")
    assert (args["black_die"], args["black_mana"]) == (0, Ref("colour", "black"))
