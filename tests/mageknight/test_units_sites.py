"""Interaction, Units and sites' end-of-turn effects (research mageknight §1.5, §3.2, §4.5-4.6)."""

from __future__ import annotations

from arena.games.mageknight import enemy_effects, fortified
from arena.games.mageknight.actions import act
from arena.games.mageknight.game import MageKnight
from arena.games.mageknight.heroes import UnitState
from arena.games.mageknight.position import MageKnightPosition
from arena.games.mageknight.state import MageKnightState
from tests.mageknight.helpers import texts

VILLAGE = (2, -3)  # tile 1 (at (1,-3)): its E space is a village (data §9.3)
GLADE = (1, -3)  # tile 1's centre: a magical glade


def solo() -> MageKnight:
    return MageKnight(players=1, heroes=["tovak"])


def test_recruit_peasants_at_a_village_with_influence() -> None:
    """data §10.1: a village recruits village Units; Influence is gathered during the
    interaction (MK11), the Reputation modifier added when it starts (data §10.3)."""
    position = MageKnightPosition(solo()).hand(0, ["promise", "threaten", "march"]).at(0, VILLAGE)
    state = position.offer("unit", ["peasants", "foresters", "herbalists"]).build()
    assert "interact" in texts(state) and "play promise" not in texts(state)
    state.apply(act("interact"))
    assert not any(t.startswith("move") for t in texts(state))  # no movement after the action
    state.apply(act("play", "promise"))
    state.apply(act("play", "threaten"))
    assert state.turn.influence_points == 4
    assert texts(state) >= {"recruit peasants", "recruit herbalists"} and "recruit foresters" not in texts(
        state
    )
    state.apply(act("recruit", "peasants"))
    assert [u.unit for u in state.heroes[0].units] == ["peasants"] and "peasants" not in state.offers["unit"]
    assert "recruit herbalists" not in texts(state)  # level 1: one Command token


def test_a_unit_attacks_in_combat_and_takes_damage() -> None:
    """research §4.6: a Ready, unwounded Unit activates once (Spent); damage assigned to it wounds
    it and is reduced by its Armor, the rest goes to the hero."""
    position = MageKnightPosition(solo()).hand(0, ["march"]).at(0, (1, 0)).enemy((2, -1), "prowlers")
    state = position.build()
    state.heroes[0].units = [UnitState("peasants")]
    state.apply(act("challenge", 2, -1))
    state.apply(act("next"))  # ranged phase
    state.apply(act("next"))  # no block: Prowlers deal 4
    assert texts(state) == {"assign hero", "assign 0"}
    state.apply(act("assign", 0))  # Peasants: wounded, Armor 3 absorbs 3 of 4
    assert state.heroes[0].units[0].wounds == 1
    assert state.heroes[0].hand.count("wound") == 1  # 1 damage left: 1 Wound (Armor 2)
    assert not any(t.startswith("activate") for t in texts(state))  # a Wounded Unit cannot act


def test_a_glade_throws_away_a_wound_at_the_end_of_the_turn() -> None:
    """research §4.5: ending the turn on a magical glade throws away a Wound from the hand or the
    discard pile (a choice when both hold one)."""
    state = MageKnightPosition(solo()).hand(0, ["march", "wound"]).at(0, GLADE).build()
    state.heroes[0].discard = ["wound"]
    state.apply(act("play", "march", "sideways:move"))
    state.apply(act("end-turn"))
    assert texts(state) == {"pick hand", "pick discard"}
    state.apply(act("pick", "hand"))
    assert "wound" not in state.heroes[0].hand and sorted(state.heroes[0].discard) == ["march", "wound"]


def test_a_monster_den_is_conquered_for_a_shield_and_two_random_crystals() -> None:
    """research §4.5: entering a monster den (the turn's action) draws a brown token; winning puts
    the Shield there and, at the end of the turn, rolls a mana die per crystal (black: Fame +1)."""
    game = solo()
    den = (3, -5)  # tile 6 at (4,-5): its W space is a monster den (data §9.3)
    tiles = {(0, 0): "A", (1, -3): "1", (3, -2): "2", (4, -5): "6"}
    position = MageKnightPosition(game).tiles(tiles).hand(0, ["swiftness", "swiftness"]).at(0, den)
    state = position.crystals(0, white=2).build()
    assert "enter" in texts(state)
    state.apply(act("enter"))
    state.apply(act("enemy", "minotaur"))  # chance: the brown token
    assert state.combat is not None and state.combat.enemies[0].token == "minotaur"
    state.apply(act("play", "swiftness", "crystal:white"))  # Ranged 3
    state.apply(act("play", "swiftness", "crystal:white"))  # Ranged 3
    state.apply(act("attack", 0))  # 6 >= Minotaur's Armor 5, before it can attack
    state.apply(act("next"))
    state.apply(act("next"))
    state.apply(act("next"))
    assert state.combat is None and state.shields[den] == [0] and state.heroes[0].fame == 4
    state.apply(act("end-turn"))
    state.apply(act("die", "red"))  # first crystal
    state.apply(act("die", "black"))  # second: Fame +1 instead
    assert state.heroes[0].crystals.get("red") == 1 and state.heroes[0].fame == 5


def test_an_undefeated_den_enemy_waits_for_the_next_visitor() -> None:
    """research §4.5: lose → the token stays face up; the next visitor fights it (MK13)."""
    game = solo()
    den = (3, -5)
    tiles = {(0, 0): "A", (1, -3): "1", (3, -2): "2", (4, -5): "6"}
    state = MageKnightPosition(game).tiles(tiles).hand(0, ["march"]).at(0, den).build()
    state.apply(act("enter"))
    state.apply(act("enemy", "gargoyle"))
    for _ in range(3):
        state.apply(act("next"))
    assert state.site_enemies[den] == ["gargoyle"] and den not in state.shields


def test_assaulting_a_keep_costs_reputation_and_a_failed_assault_withdraws() -> None:
    """research §4.5: entering an unconquered keep ends the move: an assault (Reputation −1
    whatever the result) against its face-down grey defender, fortified; failing leaves the
    defender and sends the hero back to the space it came from."""
    tiles = {(0, 0): "A", (1, -3): "1", (3, -2): "2", (4, -5): "3"}  # tile 3's NE: a keep
    keep, before = (5, -6), (4, -5)
    state = MageKnightPosition(solo()).tiles(tiles).hand(0, ["march", "stamina"]).at(0, before).build()
    assert state.garrisons == {keep: "grey"}
    state.apply(act("play", "march"))
    state.apply(act("play", "stamina"))
    state.apply(act("move", *keep))
    assert state.heroes[0].reputation == -1 and state.is_chance_node()
    state.apply(act("enemy", "guardsmen"))
    assert state.combat is not None and state.combat.enemies[0].fortified_site
    for _ in range(3):
        state.apply(act("next"))
    assert state.heroes[0].position == before and state.site_enemies[keep] == ["guardsmen"]
    assert keep not in state.shields


def test_an_altar_in_the_ruins_takes_three_mana_of_its_colour_for_seven_fame() -> None:
    """research data §8: an altar — pay 3 mana of the shown colour → Shield and 7 Fame; a
    face-down ruins token turns up when a hero enters (research §4.5)."""
    tiles = {(0, 0): "A", (1, -3): "1", (3, -2): "2", (4, -5): "8"}  # tile 8's NE: ancient ruins
    ruins = (5, -6)
    state = (
        MageKnightPosition(solo()).tiles(tiles).hand(0, ["march"]).at(0, ruins).crystals(0, green=3).build()
    )
    assert state.garrisons[ruins] == "yellow"
    state.apply(act("enter"))
    state.apply(act("enemy", "altar_green"))
    for _ in range(3):
        state.apply(act("pay", "crystal:green"))
    assert state.heroes[0].fame == 7 and state.shields[ruins] == [0] and ruins not in state.ruins


RUINS_TILES = {(0, 0): "A", (1, -3): "1", (3, -2): "2", (4, -5): "8"}  # tile 8's NE: ancient ruins
RUINS = (5, -6)


def test_an_altar_revealed_at_night_that_cannot_be_paid_takes_nothing() -> None:
    """Arena issue 30, item 1. research data §8 (ruins): an altar asks for 3 mana of its colour
    → Shield and 7 Fame, and at Night gold cannot pay; research §4.5: a face-down token turns up
    when a hero enters. The site card (Ancient Ruins) reveals it as soon as a hero enters the
    space, before the action is chosen, and the altar's action is its tribute: two blue crystals
    at a blue altar pay nothing — the hero leaves (``done``), keeps the crystals, the turn's
    action and its Move points; the altar stays, face up."""
    state = (
        MageKnightPosition(solo()).tiles(RUINS_TILES).night().source(["red", "green", "white"]).hand(0, ["march", "rage"]).at(0, RUINS)
        .crystals(0, blue=2).build()
    )  # fmt: skip
    assert state.garrisons[RUINS] == "yellow"  # face down at Night
    state.apply(act("play", "march"))
    state.apply(act("enter"))
    state.apply(act("enemy", "altar_blue"))
    assert texts(state) == {"done"}  # 2 of 3 blue mana: no payment offered, only leaving
    state.apply(act("done"))
    hero = state.heroes[0]
    assert hero.crystals == {"blue": 2} and hero.fame == 0 and RUINS not in state.shields
    assert state.ruins[RUINS] == "altar_blue" and RUINS not in state.garrisons  # face up now
    assert not state.turn.acted and state.turn.move_points == 2  # nothing spent
    assert "enter" not in texts(state)  # a known altar is entered only to pay it (research data §8)
    assert any(t.startswith("move") for t in texts(state))  # the turn goes on


def test_an_altar_revealed_at_night_is_paid_whole_or_left() -> None:
    """Arena issue 30, item 1. research data §8 (ruins): the tribute is 3 mana of the altar's
    colour; paying is offered when the whole of it can be paid, leaving only before the first
    mana (research §4.5: the altar was face down until the hero entered)."""
    state = (
        MageKnightPosition(solo()).tiles(RUINS_TILES).night().source(["red", "green", "white"]).hand(0, ["march"]).at(0, RUINS)
        .crystals(0, blue=3).build()
    )  # fmt: skip
    state.apply(act("enter"))
    state.apply(act("enemy", "altar_blue"))
    assert texts(state) == {"pay crystal:blue", "done"}
    state.apply(act("pay", "crystal:blue"))
    assert texts(state) == {"pay crystal:blue"} and state.turn.acted  # the tribute is the action
    state.apply(act("pay", "crystal:blue"))
    state.apply(act("pay", "crystal:blue"))
    assert state.heroes[0].fame == 7 and state.shields[RUINS] == [0]


def test_burning_a_monastery_costs_three_reputation_and_a_violet_fight_without_units() -> None:
    """research §4.5: burn (action): Reputation −3, fight 1 random violet enemy without Units;
    the enemy is discarded either way."""
    tiles = {(0, 0): "A", (1, -3): "1", (3, -2): "2", (4, -5): "5"}  # tile 5's NE: a monastery
    monastery = (5, -6)
    state = MageKnightPosition(solo()).tiles(tiles).hand(0, ["march"]).at(0, monastery).build()
    state.heroes[0].units = [UnitState("peasants")]
    assert "burn" in texts(state)
    state.apply(act("burn"))
    assert state.heroes[0].reputation == -3
    state.apply(act("enemy", "monks"))
    assert state.combat is not None and not state.combat.units_allowed
    state.apply(act("next"))
    state.apply(act("next"))
    assert not any(t.startswith(("assign", "activate")) for t in texts(state))  # no Units here
    assert state.heroes[0].hand.count("wound") == 3  # Monks' 5 against Armor 2
    assert state.heroes[0].discard.count("wound") == 3  # Poison: as many to the discard pile
    state.apply(act("next"))
    assert state.burned == [] and "monks" in state.enemy_discards["violet"]


def test_noble_manners_gives_fame_at_the_end_of_a_turn_of_interaction() -> None:
    """research §2.2 (Norowas, Noble Manners): Influence 2; if used during an interaction, Fame +1
    at the end of the turn."""
    game = MageKnight(players=1, heroes=["norowas"])
    state = MageKnightPosition(game).hand(0, ["noble_manners", "march"]).at(0, VILLAGE).build()
    state.apply(act("interact"))
    state.apply(act("play", "noble_manners"))
    assert state.turn.influence_points == 2 and state.heroes[0].fame == 0
    state.apply(act("end-turn"))
    assert state.heroes[0].fame == 1


def test_in_need_counts_the_wounds_in_hand() -> None:
    """research data §2 (In Need): Influence 3, +1 per Wound in hand and on Units."""
    game = solo()
    state = MageKnightPosition(game).hand(0, ["in_need", "wound", "wound"]).at(0, VILLAGE).build()
    state.apply(act("interact"))
    state.apply(act("play", "in_need"))
    assert state.turn.influence_points == 5


def test_plundering_a_village_draws_two_and_costs_reputation() -> None:
    """research §4.5: plunder a village before one's turn: draw 2 cards, Reputation −1."""
    state = MageKnightPosition(solo()).hand(0, ["march"]).at(0, VILLAGE).build()
    assert "plunder" in texts(state)
    state.apply(act("plunder"))
    while state.is_chance_node():
        state.apply(state.chance_outcomes()[0][0])
    assert len(state.heroes[0].hand) == 3 and state.heroes[0].reputation == -1
    assert "plunder" not in texts(state)


def test_healing_points_heal_a_wounded_unit_for_its_level() -> None:
    """research §4.6: healing a wounded Unit costs Healing points equal to its level (Tranquility
    powered: Heal 2 heals a level-2 Unit, or two Wounds in hand)."""
    state = (
        MageKnightPosition(solo()).hand(0, ["tranquility", "wound"]).source(["green", "red", "red"]).build()
    )
    state.heroes[0].units = [UnitState("utem_guardsmen", wounds=1)]  # level II
    state.apply(act("play", "tranquility", "die:0"))
    state.apply(act("choose", 0))  # Heal 2
    assert texts(state) == {"pick hand", "pick unit:0"}
    state.apply(act("pick", "unit:0"))
    assert state.heroes[0].units[0].wounds == 0 and state.heroes[0].hand == ["wound"]


def test_recruiting_with_every_command_token_used_disbands_a_unit() -> None:
    """research §4.6: recruiting with no free Command token requires disbanding a Unit."""
    position = MageKnightPosition(solo()).hand(0, ["promise", "threaten", "march"]).at(0, VILLAGE)
    state = position.offer("unit", ["peasants", "herbalists"]).build()
    state.heroes[0].units = [UnitState("herbalists")]  # level 1: one Command token, used
    state.apply(act("interact"))
    state.apply(act("play", "promise"))
    state.apply(act("play", "threaten"))
    state.apply(act("recruit", "peasants"))
    assert texts(state) == {"pick unit:0"}
    state.apply(act("pick", "unit:0"))
    assert [u.unit for u in state.heroes[0].units] == ["peasants"]


def test_inspiration_readies_a_spent_unit() -> None:
    """research data §5 (Norowas, Inspiration, once a Round, not in combat): ready or heal one Unit."""
    game = MageKnight(players=1, heroes=["norowas"])
    state = MageKnightPosition(game).hand(0, ["march"]).build()
    state.heroes[0].skills = ["inspiration"]
    state.heroes[0].units = [UnitState("peasants", ready=False), UnitState("herbalists", wounds=1)]
    state.apply(act("skill", "inspiration"))
    state.apply(act("choose", 0))  # ready a Unit
    assert texts(state) == {"pick unit:0"}
    state.apply(act("pick", "unit:0"))
    assert state.heroes[0].units[0].ready and "skill inspiration" not in texts(state)


def test_leadership_raises_the_next_units_block() -> None:
    """research data §5 (Norowas, Leadership): when activating a Unit, +3 to its Block (or +2 to
    its Attack, +1 to its Ranged Attack)."""
    game = MageKnight(players=1, heroes=["norowas"])
    state = MageKnightPosition(game).hand(0, ["march"]).at(0, (1, 0)).enemy((2, -1), "prowlers").build()
    state.heroes[0].skills = ["leadership"]
    state.heroes[0].units = [UnitState("peasants")]
    state.apply(act("challenge", 2, -1))
    state.apply(act("next"))
    state.apply(act("skill", "leadership"))
    state.apply(act("choose", 0))  # +3 Block
    state.apply(act("activate", 0, 0))
    state.apply(act("choose", 1))  # Peasants: Block 2 (+3)
    assert state.combat is not None and state.combat.block == {"physical": 5}
    assert "block 0" in texts(state)  # 5 against the Prowlers' 4


# -- another player's keep -------------------------------------------------------------------------
RIVAL_TILES = {(0, 0): "A", (1, -3): "1", (3, -2): "2", (2, -6): "3"}
KEEP = (3, -7)  # tile 3 at (2,-6): its NE space is a keep (data §9.3)


def rival_keep_state() -> MageKnightState:
    game = MageKnight(players=2, heroes=["tovak", "goldyx"])
    position = MageKnightPosition(game).tiles(RIVAL_TILES).hand(0, ["march", "stamina"]).at(0, (2, -7))
    state = position.at(1, (1, -1)).source(["red", "blue", "green", "white"]).build()
    state.garrisons.pop(KEEP)
    state.shields[KEEP] = [1]
    return state


def test_another_players_keep_is_assaulted_against_a_random_grey_token() -> None:
    """data §10.1, Keep: "Another player's keep (owner not there): assault (Rep −1) vs a random
    grey token, fortified; win → half its Fame (rounded up) and your Shield replaces theirs"."""
    state = rival_keep_state()
    state.apply(act("play", "march"))
    state.apply(act("play", "stamina"))
    state.apply(act("move", *KEEP))
    assert state.heroes[0].reputation == -1 and state.is_chance_node()
    grey = {str(a) for a, _ in state.chance_outcomes()}
    assert grey == {f"enemy {e}" for e in set(state.enemy_pile("grey"))}
    state.apply(act("enemy", "guardsmen"))
    assert state.combat is not None
    foe = state.combat.enemies[0]
    assert foe.fortified_site and foe.half_fame
    enemy_effects.defeat(state, state.combat, [0], [])
    assert state.heroes[0].fame == 2  # Guardsmen: Fame 3, halved and rounded up
    while state.combat is not None:
        state.apply(act("next"))
    assert state.shields[KEEP] == [0] and state.heroes[0].position == KEEP


def test_a_failed_assault_on_another_players_keep_leaves_it_theirs() -> None:
    """data §10.1, Keep: the undefeated garrison ... "you withdraw to the space you attacked
    from"; the drawn token is the owner's for this assault only (discarded)."""
    state = rival_keep_state()
    state.apply(act("play", "march"))
    state.apply(act("play", "stamina"))
    state.apply(act("move", *KEEP))
    state.apply(act("enemy", "guardsmen"))
    while state.combat is not None:
        state.apply(act("next") if "next" in texts(state) else state.legal_actions()[0])
    assert state.shields[KEEP] == [1] and state.heroes[0].position == (2, -7)
    assert KEEP not in state.site_enemies and "guardsmen" in state.enemy_discard("grey")


def test_no_assault_on_ones_own_keep_nor_where_its_owner_stands() -> None:
    """data §10.1: "(owner not there)"; one's own keep is simply entered."""
    state = rival_keep_state()
    assert fortified.is_assault(state, KEEP, 0) and not fortified.is_assault(state, KEEP, 1)
    state.heroes[1].position = KEEP
    assert not fortified.is_assault(state, KEEP, 0)
