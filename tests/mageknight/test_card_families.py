"""Cards whose effect needs more than one moment of the turn: Golden Grail, Steady Tempo, Sword
of Justice, Burning Shield, Restoration (research mageknight_data §2-§4; each quoted below)."""

from __future__ import annotations

from arena.games.mageknight.actions import act
from arena.games.mageknight.game import MageKnight
from arena.games.mageknight.heroes import UnitState
from arena.games.mageknight.position import MageKnightPosition
from arena.games.mageknight.state import MageKnightState
from arena.games.mageknight.tasks import Disband
from tests.mageknight.helpers import texts, to_decision

GAME = MageKnight(players=1, heroes=["tovak"])
SOURCE = ["green", "red", "blue"]


def end_turn(state: MageKnightState) -> None:
    state.apply(act("end-turn"))
    to_decision(state)


def combat_in(phase: str, hand: list[str], **crystals: int) -> MageKnightState:
    """Tovak fighting the Prowlers (Armor 3, Attack 4) on (2, -1), in ``phase``."""
    position = MageKnightPosition(GAME).hand(0, hand).source(SOURCE).crystals(0, **crystals)
    state = position.at(0, (1, 0)).enemy((2, -1), "prowlers").build()
    state.apply(act("challenge", 2, -1))
    while state.combat is not None and state.combat.phase != phase:
        if state.is_chance_node():
            state.apply(state.chance_outcomes()[0][0])
        elif state.pending().task.kind == "combat":  # type: ignore[union-attr]
            state.apply(act("next"))
        else:
            state.apply(state.legal_actions()[0])
    to_decision(state)
    return state


# -- Golden Grail ------------------------------------------------------------------------------
def test_golden_grail_gives_fame_per_point_of_its_healing_spent() -> None:
    """data §4, Artifact 125: "Heal 2; Fame +1 per point of this Healing spent this turn"."""
    state = MageKnightPosition(GAME).hand(0, ["golden_grail", "wound", "march"]).source(SOURCE).build()
    state.apply(act("play", "golden_grail"))
    assert state.heroes[0].hand == ["march"] and state.turn.healed_by == ["golden_grail"]
    end_turn(state)
    assert state.heroes[0].fame == 1  # one Wound: one point spent, one Fame


def test_golden_grail_powered_draws_a_card_per_wound_healed_from_hand() -> None:
    """data §4, Artifact 125 powered: "Heal 6; draw a card each time you heal a Wound from hand
    this turn"."""
    state = (
        MageKnightPosition(GAME).hand(0, ["golden_grail", "wound", "wound", "march"]).source(SOURCE).build()
    )
    deck = len(state.heroes[0].deck)
    state.apply(act("play", "golden_grail", "throw"))
    to_decision(state)
    hero = state.heroes[0]
    assert "wound" not in hero.hand and len(hero.hand) == 3 and len(hero.deck) == deck - 2
    assert "golden_grail" not in hero.play_area  # thrown away


# -- Steady Tempo ------------------------------------------------------------------------------
def test_steady_tempo_may_go_to_the_bottom_of_the_deed_deck() -> None:
    """data §2: Steady Tempo "Move 2; at end of turn may put this on the bottom of the Deed deck
    (if deck not empty) instead of discarding"."""
    state = MageKnightPosition(GAME).hand(0, ["steady_tempo", "march"]).source(SOURCE).build()
    state.apply(act("play", "steady_tempo"))
    assert state.turn.move_points == 2
    end_turn(state)
    assert texts(state) == {"pick discard", "pick bottom"}
    state.apply(act("pick", "bottom"))
    assert state.heroes[0].deck.bottom == ["steady_tempo"] and "steady_tempo" not in state.heroes[0].discard


def test_steady_tempo_basic_needs_a_deed_deck() -> None:
    """data §2: "(if deck not empty)": with an empty Deed deck the card is simply discarded."""
    state = MageKnightPosition(GAME).hand(0, ["steady_tempo", "march"]).deck(0, []).source(SOURCE).build()
    state.apply(act("play", "steady_tempo"))
    end_turn(state)
    assert state.pending().task.kind == "tidy_hand"  # type: ignore[union-attr]
    assert "steady_tempo" in state.heroes[0].discard


def test_steady_tempo_powered_goes_on_top_and_is_drawn_again() -> None:
    """data §2: Steady Tempo powered "Move 4; may put it on top of the Deed deck"."""
    state = MageKnightPosition(GAME).hand(0, ["steady_tempo", "march"]).source(SOURCE).build()
    state.apply(act("play", "steady_tempo", "die:2"))
    assert state.turn.move_points == 4
    end_turn(state)
    state.apply(act("pick", "top"))
    state.apply(act("draw-up"))
    to_decision(state)
    assert "steady_tempo" in state.heroes[0].hand


# -- Sword of Justice --------------------------------------------------------------------------
def test_sword_of_justice_attacks_3_per_card_discarded() -> None:
    """data §4, Artifact 121: "discard any number of cards: Atk 3 per card; Fame +1 per enemy
    defeated this turn"."""
    state = combat_in("attack", ["sword_of_justice", "march", "rage", "stamina"])
    state.apply(act("play", "sword_of_justice"))
    assert texts(state) == {"discard march", "discard rage", "discard stamina"}  # at least one
    state.apply(act("discard", "march"))
    assert "done" in texts(state)
    state.apply(act("discard", "rage"))
    state.apply(act("done"))
    assert state.combat is not None and state.combat.attack == {"melee:physical": 6}
    assert sorted(state.heroes[0].discard) == ["march", "rage"]
    state.apply(act("attack", 0))
    assert state.heroes[0].fame == 2  # the Prowlers
    state.apply(act("next"))
    to_decision(state)
    end_turn(state)
    assert state.heroes[0].fame == 3  # +1 per enemy defeated this turn


def test_sword_of_justice_powered_doubles_physical_attacks_in_the_attack_phase() -> None:
    """data §4, Artifact 121 powered: "double all physical attacks played in the Attack phase
    this turn" (a sideways card's Attack 1 too)."""
    state = combat_in("attack", ["sword_of_justice", "rage", "march"])
    state.apply(act("play", "sword_of_justice", "throw"))
    state.apply(act("play", "rage"))
    state.apply(act("choose", 0))  # Attack 2
    assert state.combat is not None and state.combat.attack == {"melee:physical": 4}
    state.apply(act("play", "march", "sideways:attack"))
    assert state.combat.attack == {"melee:physical": 6}


# -- Burning Shield ----------------------------------------------------------------------------
def test_burning_shield_gives_fire_attack_4_after_a_successful_block() -> None:
    """data §3, Spell 101: "Fire Blk 4; if part of a successful block, may also use as Fire Atk 4
    in the Attack phase"."""
    state = combat_in("block", ["burning_shield", "march"])
    state.apply(act("play", "burning_shield", "die:1"))
    assert state.combat is not None and state.combat.block == {"fire": 4}
    state.apply(act("block", 0))
    state.apply(act("next"))
    to_decision(state)
    assert state.combat.phase == "attack" and state.combat.attack == {"melee:fire": 4}
    assert "attack 0" in texts(state)


def test_burning_shield_without_a_block_gives_no_attack() -> None:
    """data §3, Spell 101: only "if part of a successful block"."""
    state = combat_in("block", ["burning_shield", "march", "rage", "stamina", "promise", "threaten"])
    state.apply(act("play", "burning_shield", "die:1"))
    state.apply(act("next"))  # no block declared: the Prowlers' attack hits
    while state.is_chance_node() or state.pending().task.kind != "combat":  # type: ignore[union-attr]
        state.apply(state.chance_outcomes()[0][0] if state.is_chance_node() else state.legal_actions()[0])
    assert state.combat is not None and state.combat.phase == "attack" and state.combat.attack == {}


def test_exploding_shield_destroys_the_blocked_enemy() -> None:
    """data §3, Spell 101 powered: "Fire Blk 4; if part of a successful block, the blocked enemy
    is destroyed" (Fame for it)."""
    state = combat_in("block", ["burning_shield", "march"], red=1)
    state.night = True
    state.source = ["green", "red", "black"]
    state.apply(act("play", "burning_shield", "crystal:red", "die:2"))
    state.apply(act("block", 0))
    assert state.combat is not None and state.combat.enemies[0].defeated
    assert state.heroes[0].fame == 2


# -- Restoration -------------------------------------------------------------------------------
def test_restoration_heals_5_in_a_forest_and_3_elsewhere() -> None:
    """data §3, Spell 104: "Heal 3 (Heal 5 if in forest)"."""
    wounds = ["wound"] * 6
    for at, healed in (((0, -3), 5), ((0, 0), 3)):  # (0, -3) is a forest of tile 1
        state = MageKnightPosition(GAME).hand(0, ["restoration", *wounds]).at(0, at).source(SOURCE).build()
        state.apply(act("play", "restoration", "die:0"))
        assert state.heroes[0].hand.count("wound") == 6 - healed


# -- Agility, Diplomacy (conversions) ----------------------------------------------------------
def test_agility_spends_move_as_attack_in_combat() -> None:
    """data §2: Agility "Move 2; in combat this turn may spend Move points: 1 → Atk 1"; decisions
    MK13 (Move gained in combat this turn): Move cards then give their Move in the Attack phase."""
    state = combat_in("attack", ["agility", "march", "rage"])
    assert "play march" not in texts(state)  # a Move card is no combat card...
    state.apply(act("play", "agility"))
    assert state.turn.move_points == 2
    assert {"play march", "play rage sideways:move", "convert attack"} <= texts(state)  # ...until now
    assert "convert ranged" not in texts(state)  # the basic effect has no Ranged conversion
    state.apply(act("play", "march"))
    for _ in range(4):
        state.apply(act("convert", "attack"))
    assert state.turn.move_points == 0 and "convert attack" not in texts(state)
    assert state.combat is not None and state.combat.attack == {"melee:physical": 4}


def test_agility_powered_buys_ranged_attack_for_2_move() -> None:
    """data §2: Agility powered "Move 4; in combat: 1 Move → Atk 1 and/or 2 Move → Rng 1" — in the
    Ranged phase only the Ranged conversion."""
    state = combat_in("ranged", ["agility", "march"], white=1)
    assert "play agility" not in texts(state)  # basic: nothing to do in the Ranged phase
    state.apply(act("play", "agility", "crystal:white"))
    assert state.turn.move_points == 4 and "convert attack" not in texts(state)
    state.apply(act("convert", "ranged"))
    assert state.turn.move_points == 2
    assert state.combat is not None and state.combat.attack == {"ranged:physical": 1}


def test_diplomacy_spends_influence_as_block() -> None:
    """data §2: Diplomacy "Inf 2; may use Influence as Blk this turn" (Influence cards then give
    Influence in the Block phase)."""
    state = combat_in("block", ["diplomacy", "promise"])
    state.apply(act("play", "diplomacy"))
    assert "play promise" in texts(state) and "convert block:physical" in texts(state)
    state.apply(act("play", "promise"))
    for _ in range(4):
        state.apply(act("convert", "block:physical"))
    assert state.combat is not None and state.combat.block == {"physical": 4}
    assert "block 0" in texts(state)  # the Prowlers attack 4


def test_diplomacy_powered_blocks_with_the_chosen_element() -> None:
    """data §2: Diplomacy powered "Inf 4; choose Fire or Ice: may use Influence as Blk of that
    element this turn"."""
    state = combat_in("block", ["diplomacy"], white=1)
    state.apply(act("play", "diplomacy", "crystal:white"))
    assert texts(state) == {"choose 0", "choose 1"}
    state.apply(act("choose", 1))  # Ice
    state.apply(act("convert", "block:ice"))
    assert state.turn.influence_points == 3
    assert state.combat is not None and state.combat.block == {"ice": 1}


# -- Learning ----------------------------------------------------------------------------------
def learning_at_the_village(hand: list[str]) -> MageKnightState:
    position = MageKnightPosition(GAME).hand(0, hand).source(["white", "red", "blue"]).at(0, (2, -3))
    state = position.offer("advanced", ["agility", "refreshing_walk", "frost_bridge"]).build()
    state.apply(act("interact"))
    return state


def test_learning_buys_an_advanced_action_into_the_discard_pile() -> None:
    """data §2: Learning "Inf 2; once this turn may pay Inf 6 to take an AA from the offer into
    your discard pile" (Influence: while interacting, decisions MK11)."""
    state = learning_at_the_village(["learning", "promise", "promise", "march"])
    state.apply(act("play", "learning"))
    assert not {t for t in texts(state) if t.startswith("buy")}  # Influence 2 < 6
    state.apply(act("play", "promise"))
    state.apply(act("play", "promise"))
    assert {"buy agility", "buy refreshing_walk", "buy frost_bridge"} <= texts(state)
    state.apply(act("buy", "agility"))
    to_decision(state)
    hero = state.heroes[0]
    assert "agility" in hero.discard and state.turn.influence_points == 0
    assert len(state.offers["advanced"]) == 3 and "agility" not in state.offers["advanced"]


def test_learning_powered_buys_into_the_hand_once_a_turn() -> None:
    """data §2: Learning powered "Inf 4; once this turn may pay Inf 9 to take an AA from the
    offer into your hand"."""
    state = learning_at_the_village(["learning", "promise", "promise", "promise", "threaten"])
    state.apply(act("play", "learning", "die:0"))
    for card in ("promise", "promise", "promise"):
        state.apply(act("play", card))
    assert state.turn.influence_points == 10
    state.apply(act("buy", "frost_bridge"))
    to_decision(state)
    assert "frost_bridge" in state.heroes[0].hand
    state.apply(act("play", "threaten"))
    assert not {t for t in texts(state) if t.startswith("buy")}  # once this turn


# -- Banners -----------------------------------------------------------------------------------
def with_units(position: MageKnightPosition, *units: UnitState) -> MageKnightState:
    state = position.build()
    state.heroes[0].units = list(units)
    return state


def test_a_banner_is_assigned_to_a_unit_and_stays_with_it() -> None:
    """data §4: "Banners: basic = assign to a Unit (stays with it; if the Unit is destroyed/disbanded
    the banner goes to your discard pile)"."""
    position = MageKnightPosition(GAME).hand(0, ["banner_of_glory", "march"]).source(SOURCE)
    state = with_units(position, UnitState("peasants"), UnitState("herbalists"))
    state.apply(act("play", "banner_of_glory"))
    assert texts(state) == {"pick unit:0", "pick unit:1"}
    state.apply(act("pick", "unit:1"))
    hero = state.heroes[0]
    assert hero.units[1].banner == "banner_of_glory" and "banner_of_glory" not in hero.play_area
    end_turn(state)
    state.apply(act("draw-up"))
    assert hero.units[1].banner == "banner_of_glory"  # not discarded with the played cards
    assert "banner_of_glory" in hero.deed_cards()
    from arena.games.mageknight.units import disband

    disband(state, Disband(0, "peasants"), act("pick", "unit:1"), [])
    assert "banner_of_glory" in hero.discard  # (the Disband task then recruits its Unit)
    assert [u.unit for u in hero.units] == ["peasants", "peasants"]


def test_banner_of_glory_adds_one_and_fame_when_its_unit_blocks() -> None:
    """data §4, Artifact 113: "assign to Unit: Unit Armor +1 and +1 to its attacks/blocks; Fame +1
    whenever it attacks or blocks"."""
    state = combat_in("block", ["march"])
    state.heroes[0].units = [UnitState("peasants", banner="banner_of_glory")]
    state.apply(act("activate", 0, 0))
    state.apply(act("choose", 1))  # Block 2
    assert state.combat is not None and state.combat.block == {"physical": 3}
    assert state.heroes[0].fame == 1 and state.turn.units_fought == [0]
    from arena.games.mageknight import banners

    assert banners.armor(state, 0, state.heroes[0].units[0]) == 4  # Peasants' Armor 3, +1


def test_banner_of_glory_powered_gives_fame_per_unit_that_fought() -> None:
    """data §4, Artifact 113 powered: "this turn all your Units Armor +1 and +1 attacks/blocks; Fame
    +1 per Unit that attacks or blocks"."""
    state = combat_in("block", ["banner_of_glory", "march"])
    state.heroes[0].units = [UnitState("peasants")]
    state.apply(act("play", "banner_of_glory", "throw"))
    state.apply(act("activate", 0, 0))
    state.apply(act("choose", 1))
    state.apply(act("play", "march", "sideways:block"))
    assert state.combat is not None and state.combat.block == {"physical": 4}  # 2 + 1, and 1
    state.apply(act("block", 0))
    state.apply(act("next"))
    to_decision(state)
    state.apply(act("next"))  # no attack: the combat ends
    to_decision(state)
    end_turn(state)
    assert state.heroes[0].fame == 1


def test_banner_of_fear_spends_its_unit_to_cancel_an_attack() -> None:
    """data §4, Artifact 114: "assign to Unit: in Block phase may spend that Unit to cancel one enemy
    attack, Fame +1"."""
    state = combat_in("block", ["march"])
    state.heroes[0].units = [UnitState("peasants", banner="banner_of_fear")]
    assert "banner 0 0" in texts(state)
    state.apply(act("banner", 0, 0))
    assert state.combat is not None and state.combat.enemies[0].no_attack
    assert not state.heroes[0].units[0].ready and state.heroes[0].fame == 1
    state.apply(act("next"))
    to_decision(state)
    assert "wound" not in state.heroes[0].hand  # the Prowlers did not attack


def test_banner_of_protection_gives_armor_and_fire_and_ice_resistance() -> None:
    """data §4, Artifact 115: "assign to Unit: Armor +1, Fire and Ice resistance"."""
    from arena.games.mageknight import banners

    unit = UnitState("peasants", banner="banner_of_protection")
    state = MageKnightPosition(GAME).hand(0, ["march"]).build()
    assert banners.armor(state, 0, unit) == 4 and {"fire", "ice"} <= banners.resistances(state, unit)


def test_banner_of_protection_powered_throws_away_the_wounds_of_this_turn() -> None:
    """data §4, Artifact 115 powered: "at end of turn may throw away all Wounds received this
    turn" (those taken before stay)."""
    state = combat_in("block", ["banner_of_protection", "march", "wound"])
    state.apply(act("play", "banner_of_protection", "throw"))
    state.apply(act("next"))  # no block: the Prowlers' Attack 4 wounds the hero
    to_decision(state)
    received = state.turn.wounds_received
    assert received >= 1 and state.heroes[0].hand.count("wound") == 1 + received
    state.apply(act("next"))
    to_decision(state)
    end_turn(state)
    assert texts(state) == {"choose 0", "choose 1"}  # "may"
    state.apply(act("choose", 0))
    to_decision(state)
    assert state.heroes[0].hand.count("wound") == 1


def test_banner_of_courage_readies_its_unit_once_a_round() -> None:
    """data §4, Artifact 116: "assign to Unit: once a Round, outside combat, flip to ready that Unit
    (face up again at Round start)"."""
    position = MageKnightPosition(GAME).hand(0, ["march"]).source(SOURCE)
    state = with_units(position, UnitState("peasants", ready=False, banner="banner_of_courage"))
    state.apply(act("banner", 0))
    unit = state.heroes[0].units[0]
    assert unit.ready and unit.banner_used
    unit.ready = False
    assert "banner 0" not in texts(state)  # once a Round


# -- Magic Talent ------------------------------------------------------------------------------
def test_magic_talent_casts_a_spell_of_the_offer_which_stays_there() -> None:
    """data §2: Magic Talent "discard a card of colour c: may cast one Spell of colour c from the
    Spell offer this turn as if in hand (it stays in the offer; mana still paid)"."""
    position = MageKnightPosition(GAME).hand(0, ["magic_talent", "rage", "march"]).source(SOURCE)
    position = position.offer("spell", ["fireball", "snowstorm", "restoration"])
    state = position.at(0, (1, 0)).enemy((2, -1), "prowlers").build()
    state.apply(act("challenge", 2, -1))
    assert not {t for t in texts(state) if t.startswith("play fireball")}
    state.apply(act("play", "magic_talent"))
    state.apply(act("choose", 0))  # red: discard a red card
    state.apply(act("discard", "rage"))
    assert {t for t in texts(state) if t.startswith("play ") and "sideways" not in t} == {
        "play fireball die:1"
    }
    state.apply(act("play", "fireball", "die:1"))  # the red die paid
    assert state.combat is not None and state.combat.attack == {"ranged:fire": 5}
    assert "fireball" in state.offers["spell"] and "fireball" not in state.heroes[0].play_area
    assert not {t for t in texts(state) if t.startswith("play fireball")}  # one Spell


# -- Call to Arms ------------------------------------------------------------------------------
def test_call_to_arms_uses_an_ability_of_a_unit_in_the_offer() -> None:
    """data §3, Spell 107: Call to Arms "use one ability of a Unit in the Unit offer this turn as
    if yours (no damage to it)"."""
    position = MageKnightPosition(GAME).hand(0, ["call_to_arms", "march"]).source(["white", "red", "blue"])
    position = position.offer("unit", ["peasants", "utem_crossbowmen"])
    state = position.at(0, (1, 0)).enemy((2, -1), "prowlers").build()
    state.apply(act("challenge", 2, -1))
    state.apply(act("play", "call_to_arms", "die:0"))
    assert texts(state) == {"borrow utem_crossbowmen 1"}  # the Ranged phase: Ranged Attack 2 only
    state.apply(act("borrow", "utem_crossbowmen", 1))
    assert state.combat is not None and state.combat.attack == {"ranged:physical": 2}
    assert state.offers["unit"] == ["peasants", "utem_crossbowmen"] and not state.heroes[0].units


def test_call_to_glory_recruits_a_unit_of_the_offer_for_free() -> None:
    """data §3, Spell 107 powered: Call to Glory "recruit any Unit from the offer free (disband
    first if at Command limit)" — a Unit among the hero's Units, not a card of its deck."""
    position = MageKnightPosition(GAME).hand(0, ["call_to_arms", "march"]).night().source(SOURCE)
    position = position.offer("unit", ["peasants", "utem_crossbowmen", "herbalists"])
    state = position.crystals(0, white=1).tokens(0, ["black"]).build()
    state.apply(act("play", "call_to_arms", "crystal:white", "token:black"))
    assert texts(state) == {"pick peasants", "pick utem_crossbowmen", "pick herbalists"}
    label = GAME.describe_action(state, act("pick", "utem_crossbowmen")).label
    assert GAME.texts().say(label, "en") == "Recruit Utem Crossbowmen from the Unit offer for free"
    state.apply(act("pick", "utem_crossbowmen"))
    to_decision(state)
    hero = state.heroes[0]
    assert [u.unit for u in hero.units] == ["utem_crossbowmen"] and state.turn.influence_points == 0
    assert "utem_crossbowmen" not in hero.deed_cards()
    assert state.offers["unit"] == ["peasants", "herbalists"]  # not refilled before the next Round


def test_call_to_glory_at_the_command_limit_disbands_first() -> None:
    """data §3, Spell 107 powered: "(disband first if at Command limit)"; research §4.6."""
    position = MageKnightPosition(GAME).hand(0, ["call_to_arms", "march"]).night().source(SOURCE)
    position = position.offer("unit", ["peasants", "herbalists"]).crystals(0, white=1).tokens(0, ["black"])
    state = with_units(position, UnitState("foresters"))
    state.apply(act("play", "call_to_arms", "crystal:white", "token:black"))
    state.apply(act("pick", "herbalists"))
    assert isinstance(state.stack[-1], Disband) and texts(state) == {"pick unit:0"}
    state.apply(act("pick", "unit:0"))
    assert [u.unit for u in state.heroes[0].units] == ["herbalists"]


def test_training_takes_an_advanced_action_of_the_colour_into_the_discard_pile() -> None:
    """data §2, Training: "throw away an Action card from hand; take an AA of the same colour from
    the offer into your discard pile" (powered: "into your hand")."""
    position = MageKnightPosition(GAME).hand(0, ["training", "rage", "march"]).source(SOURCE)
    state = position.offer("advanced", ["agility", "fire_bolt", "ice_bolt"]).build()
    state.apply(act("play", "training"))
    state.apply(act("choose", 0))  # red: throw away a red Action card
    state.apply(act("throw-away", "rage"))
    assert texts(state) == {"pick fire_bolt"}  # the red one only
    state.apply(act("pick", "fire_bolt"))
    to_decision(state)
    hero = state.heroes[0]
    assert "fire_bolt" in hero.discard and "fire_bolt" not in hero.deck.cards() and "rage" in state.thrown
    powered = MageKnightPosition(GAME).hand(0, ["training", "rage", "march"]).source(SOURCE)
    state = powered.offer("advanced", ["agility", "fire_bolt", "ice_bolt"]).build()
    state.apply(act("play", "training", "die:0"))
    state.apply(act("choose", 0))
    state.apply(act("throw-away", "rage"))
    state.apply(act("pick", "fire_bolt"))
    assert "fire_bolt" in state.heroes[0].hand


# -- Polarization ------------------------------------------------------------------------------
def test_polarization_turns_a_mana_into_its_opposite_or_black_into_any_by_day() -> None:
    """data §5, Arythea's Polarization: "use 1 mana as its opposite colour (red↔blue, green↔white);
    by Day black may be used as any basic colour; at Night gold may be used as black"."""
    game = MageKnight(players=1, heroes=["arythea"])
    position = MageKnightPosition(game).hand(0, ["march"]).source(["red", "black", "green"])
    state = position.tokens(0, ["black"]).crystals(0, white=1).build()
    state.heroes[0].skills = ["polarization"]
    state.apply(act("skill", "polarization"))
    assert texts(state) == {
        "pick crystal:white",
        "pick die:0",
        "pick die:1",
        "pick die:2",
        "pick token:black",
    }
    state.apply(act("pick", "crystal:white"))
    assert state.heroes[0].tokens == ["black", "green"] and state.heroes[0].crystals["white"] == 0
    assert "play march token:green" in texts(state) and "skill polarization" not in texts(state)
    night = position.tokens(0, ["gold", "black"]).night().build()
    night.source = ["red", "black", "gold"]
    night.heroes[0].skills = ["polarization"]
    night.apply(act("skill", "polarization"))
    assert "pick token:gold" in texts(night) and "pick token:black" not in texts(night)
    night.apply(act("pick", "token:gold"))
    assert sorted(night.heroes[0].tokens) == ["black", "black"]


# -- Healing Ritual ----------------------------------------------------------------------------
def test_healing_ritual_sends_one_wound_to_the_closest_other_hero() -> None:
    """data §5, Arythea's Healing Ritual: "not in combat: throw away up to 2 Wounds from hand; one of
    them goes into the hand of the closest other hero (tie: you choose)"; decisions MK6 (hex
    distance)."""
    game = MageKnight(players=3, heroes=["arythea", "tovak", "goldyx"])
    position = MageKnightPosition(game).hand(0, ["march", "wound", "wound", "wound"])
    position = position.source(["red", "blue", "green", "white", "red"]).at(0, (1, 0)).at(1, (2, -1))
    state = position.at(2, (1, -2)).build()
    state.heroes[0].skills = ["healing_ritual"]
    state.apply(act("skill", "healing_ritual"))
    assert texts(state) == {"pick 1", "pick 2"}  # up to 2
    state.apply(act("pick", 2))
    assert state.heroes[0].hand == ["march", "wound"]
    assert state.heroes[1].hand == ["wound"] and state.heroes[2].hand == []  # 1 space away, not 2
    tie = position.at(2, (0, 1)).build()
    tie.heroes[0].skills = ["healing_ritual"]
    tie.apply(act("skill", "healing_ritual"))
    tie.apply(act("pick", 1))
    assert texts(tie) == {"pick 1", "pick 2"}  # two heroes 1 space away: the user chooses
    tie.apply(act("pick", 2))
    assert tie.heroes[2].hand == ["wound"] and tie.heroes[0].hand.count("wound") == 2


# -- Prayer of Weather -------------------------------------------------------------------------
def test_prayer_of_weather_changes_terrain_costs_until_the_owners_next_turn() -> None:
    """data §5, Norowas's Prayer of Weather (interactive): "until the start of your next turn: Move
    cost of all terrain −2 for you (min 1) and +1 for every other player (max 5); inaccessible
    terrain stays inaccessible"; interactive timing: once a Round, on your own turn."""
    from arena.games.mageknight.movement import move_cost

    game = MageKnight(players=2, heroes=["norowas", "tovak"])
    position = MageKnightPosition(game).hand(0, ["march", "rage"]).hand(1, ["march", "rage"])
    state = position.source(["red", "blue", "green", "white"]).build()
    state.heroes[0].skills = ["prayer_of_weather"]
    plains, forest, lake = (1, 0), (1, -1), (0, 1)
    assert [move_cost(state, h) for h in (plains, forest, lake)] == [2, 3, None]
    state.apply(act("skill", "prayer_of_weather"))
    assert [move_cost(state, h) for h in (plains, forest, lake)] == [1, 1, None]
    assert "skill prayer_of_weather" not in texts(state)
    state.apply(act("play", "march", "sideways:move"))
    end_turn(state)
    state.apply(act("draw-up"))
    to_decision(state)
    assert state.turn.player == 1
    assert [move_cost(state, h) for h in (plains, forest, lake)] == [3, 4, None]
    state.apply(act("play", "march", "sideways:move"))
    end_turn(state)
    state.apply(act("draw-up"))
    to_decision(state)
    assert state.turn.player == 0 and not state.modifiers  # the token comes back
    assert move_cost(state, plains) == 2


# -- Motivation's shared lock ----------------------------------------------------------------------
def test_motivation_locks_every_other_motivation_until_the_end_of_the_next_turn() -> None:
    """data §5, Motivation: "draw 2 cards; ... may not use another Motivation until end of your
    next turn" (a hero may hold two: its own and one of the common offer)."""
    state = MageKnightPosition(GAME).hand(0, ["march", "stamina", "rage"]).source(SOURCE).build()
    state.heroes[0].skills = ["motivation_tovak", "motivation_goldyx"]
    assert {"skill motivation_tovak", "skill motivation_goldyx"} <= texts(state)
    state.apply(act("skill", "motivation_tovak"))
    to_decision(state)
    assert "skill motivation_goldyx" not in texts(state)
    state.apply(act("play", "march"))
    while state.pending().task.kind != "turn":  # type: ignore[union-attr]
        state.apply(state.chance_outcomes()[0][0] if state.is_chance_node() else state.legal_actions()[0])
    end_turn(state)
    while state.pending().task.kind != "turn":  # type: ignore[union-attr]
        state.apply(state.chance_outcomes()[0][0] if state.is_chance_node() else state.legal_actions()[0])
    assert "skill motivation_goldyx" not in texts(state)  # the next turn: still locked
    state.apply(state.legal_actions()[0] if "play march" not in texts(state) else act("play", "march"))
    end_turn(state)
    while state.pending().task.kind != "turn":  # type: ignore[union-attr]
        state.apply(state.chance_outcomes()[0][0] if state.is_chance_node() else state.legal_actions()[0])
    assert "skill motivation_goldyx" in texts(state)
