"""Mage Knight effect vocabulary, its closed word lists: colours, elements, ranges, terrains,
durations, card filters, conditions, quantities, decks, and the parameters of each rule modifier
and handler. The effect models themselves are in :mod:`.effects`, which re-exports these names.
"""

from __future__ import annotations

from enum import StrEnum
from typing import Annotated, Any

from pydantic import BeforeValidator, Field


class Colour(StrEnum):
    RED = "red"
    BLUE = "blue"
    GREEN = "green"
    WHITE = "white"
    GOLD = "gold"
    BLACK = "black"


BASIC_COLOURS = (Colour.RED, Colour.BLUE, Colour.GREEN, Colour.WHITE)
COLOUR_GROUPS = {"basic": [c.value for c in BASIC_COLOURS], "any": [c.value for c in Colour]}


class Element(StrEnum):
    PHYSICAL = "physical"
    FIRE = "fire"
    ICE = "ice"
    COLD_FIRE = "cold_fire"


class AttackRange(StrEnum):
    MELEE = "melee"
    RANGED = "ranged"
    SIEGE = "siege"


class Terrain(StrEnum):
    PLAINS = "plains"
    HILLS = "hills"
    FOREST = "forest"
    WASTELAND = "wasteland"
    DESERT = "desert"
    SWAMP = "swamp"
    LAKE = "lake"
    MOUNTAIN = "mountain"


class Duration(StrEnum):
    TURN = "turn"
    COMBAT = "combat"
    ROUND = "round"
    UNTIL_NEXT_TURN = "until_next_turn"


class Filter(StrEnum):
    """Which cards a discard / throw-away cost accepts."""

    ANY_NON_WOUND = "any_non_wound"
    ACTION_CARD = "action_card"
    WOUND = "wound"


class Condition(StrEnum):
    DAY = "day"
    NIGHT = "night"
    IN_COMBAT = "in_combat"
    NOT_IN_COMBAT = "not_in_combat"
    IN_INTERACTION = "in_interaction"
    LOWEST_FAME = "lowest_fame"
    IN_FOREST = "in_forest"
    COMBAT_START = "combat_start"
    THIS_BLOCK_SUCCEEDED = "this_block_succeeded"


class Quantity(StrEnum):
    WOUNDS_IN_HAND = "wounds_in_hand"
    WOUNDS_IN_HAND_AND_ON_UNITS = "wounds_in_hand_and_on_units"
    CRYSTAL_COLOURS = "crystal_colours"
    READY_UNWOUNDED_UNITS = "ready_unwounded_units"
    UNITS_RECRUITED_THIS_TURN = "units_recruited_this_turn"
    ENEMIES_IN_COMBAT = "enemies_in_combat"
    BLOCKED_ENEMY_ICONS = "blocked_enemy_icons"
    """Cold Toughness: special abilities + attack colour (fire/ice 1, cold fire 2) + resistances."""
    ENEMIES_DEFEATED_THIS_TURN = "enemies_defeated_this_turn"
    SPELLS_CAST_THIS_TURN = "spells_cast_this_turn"
    UNITS_ATTACKED_OR_BLOCKED_THIS_TURN = "units_attacked_or_blocked_this_turn"
    HEALING_SPENT_FROM_THIS_CARD = "healing_spent_from_this_card"
    CARDS_DISCARDED = "cards_discarded"
    """Cards discarded to pay the enclosing ``paid`` cost (Sword of Justice)."""


class Deck(StrEnum):
    ADVANCED_ACTION = "advanced_action"
    SPELL = "spell"
    ARTIFACT = "artifact"
    UNIT = "unit"


Colours = Annotated[
    tuple[Colour, ...],
    BeforeValidator(lambda v: COLOUR_GROUPS.get(v, [v]) if isinstance(v, str) else v),
    Field(min_length=1),
]


MODIFIER_PARAMS: dict[str, dict[str, str]] = {
    "terrain_cost": {"terrains": "terrains", "delta": "int", "set": "int", "min": "int"},
    "enter_terrain": {"terrains": "terrains", "cost": "int"},
    "sideways_value": {
        "value": "int",
        "bonus_value": "int",
        "bonus_if": "advanced_spell_artifact|no_source_die|card_of_mana_colour",
        "wound": "bool",
    },
    "influence_as_block": {"element": "element"},
    "extra_source_dice": {"count": "int"},
    "move_to_attack": {"melee_cost": "int", "ranged_cost": "int"},
    "units_bonus": {"attack": "int", "block": "int", "armor": "int", "no_damage_to_units": "bool"},
    "next_card_bonus": {"attack": "int", "block": "int"},
    "next_unit_bonus": {"attack": "int", "block": "int", "ranged": "int"},
    "mana_rule": {
        "gold_usable": "bool",
        "black_usable": "bool",
        "special_as_basic": "bool",
        "reveal_as_day": "bool",
    },
    "endless_mana": {"colours": "colours"},
    "ignore_site_fortification": {},
    "extended_adjacency": {"distance": "int"},
    "spent_crystals_return": {},
    "return_to_deck": {"position": "top|bottom"},
    "cast_from_offer": {"colour": "colours"},
    "offer_purchase": {"deck": "advanced_action|spell", "price": "int", "to": "hand|discard|deck_top"},
    "double_physical_attacks": {},
    "draw_on_heal": {},
    "hand_limit": {"delta": "int", "min_hand": "int"},
}

HANDLER_PARAMS: dict[str, dict[str, str]] = {
    "concentration": {"bonus": "int"},
    "mana_draw": {"tokens": "int"},
    "maximal_effect": {"times": "int", "powered": "bool"},
    "source_die_crystal": {},
    "reroll_source": {},
    "time_bending": {},
    "borrow_offer_unit": {},
    "meditation": {"cards": "int", "choose": "bool"},
    "mana_meltdown": {},
    "mana_radiance": {"crystals": "int"},
    "mana_claim": {"tokens": "int", "curse": "bool"},
    "mind_read": {"steal": "bool"},
    "exhaust_opponent_units": {"max_level": "int"},
    "polarization": {},
    "bonds_of_loyalty": {"discount": "int", "offer_units": "int"},
    "mana_exploit": {},
    "source_freeze": {},
    "prayer_of_weather": {"own_delta": "int", "own_min": "int", "others_delta": "int", "others_max": "int"},
    "healing_ritual": {"wounds": "int"},
    "rethink": {"cards": "int"},
    "mana_steal": {},
    "long_night": {"cards": "int"},
    "mana_search": {"dice": "int"},
    "midnight_meditation": {"cards": "int"},
    "preparation": {},
    "sparing_power": {},
    "extra_turn": {},
}

ParamValue = int | bool | str | tuple[str, ...]


def check_params(schema: dict[str, str], params: dict[str, ParamValue], what: str) -> None:
    for name, value in params.items():
        if name not in schema:
            raise ValueError(f"{what}: unknown parameter {name!r}; known: {sorted(schema) or 'none'}")
        kind = schema[name]
        if kind == "int":
            ok = isinstance(value, int) and not isinstance(value, bool)
        elif kind == "bool":
            ok = isinstance(value, bool)
        elif kind in ("terrains", "colours"):
            allowed = (
                {t.value for t in Terrain} | {"all"} if kind == "terrains" else set(COLOUR_GROUPS["any"])
            )
            ok = isinstance(value, tuple) and all(x in allowed for x in value)
        elif kind == "element":
            ok = isinstance(value, str) and value in {e.value for e in Element}
        else:
            ok = isinstance(value, str) and value in kind.split("|")
        if not ok:
            raise ValueError(f"{what}: parameter {name}={value!r} is not a valid {kind}")


def split_params(v: Any) -> Any:
    """Flat YAML parameters (``{id: x, delta: -1}``) → ``{"id": x, "params": {...}}``."""
    if not isinstance(v, dict) or "params" in v:
        return v
    fixed = {k: v[k] for k in ("kind", "id", "duration") if k in v}
    params = {k: (tuple(x) if isinstance(x, list) else x) for k, x in v.items() if k not in fixed}
    return {**fixed, "params": params}
