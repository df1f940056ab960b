"""Mage Knight world models: sites, rampaging symbols, levels, reputation, colours, scenario.

Sources: research mageknight_data §10 (sites, tracks) and §11 (First Reconnaissance);
decisions MK1, MK3, MK6, MK7, MK14.
"""

from __future__ import annotations

from typing import Literal

from pydantic import Field, model_validator

from arena.core.data import Strict
from arena.games.mageknight.datamodel import EnemyColour, Id, Names, Sourced
from arena.games.mageknight.effects import Colour, Effect

SITE_IDS = (
    "portal",
    "glade",
    "village",
    "monastery",
    "keep",
    "mage_tower",
    "mine",
    "monster_den",
    "spawning_grounds",
    "dungeon",
    "tomb",
    "ancient_ruins",
    "city",
)


class RevealToken(Strict):
    """What the tile reveal puts on the site (research §10.1 "When revealed")."""

    colour: Literal["grey", "violet", "yellow"]
    face: Literal["down", "up_by_day"]
    flip_by_day_when_adjacent: bool = False


class Burn(Strict):
    reputation: int
    enemy: EnemyColour
    units_allowed: bool
    reward: Effect


class Site(Sourced):
    id: Id
    names: Names
    kind: Literal["start", "resource", "inhabited", "fortified", "adventure"]
    fortified: bool = False
    enterable: bool = True
    reveal_token: RevealToken | None = None
    adds_advanced_action_to_unit_offer: bool = False
    enemies_on_enter: tuple[EnemyColour, ...] = ()
    units_allowed: bool = True
    night_rules: bool = False
    undefeated: Literal["stay", "discarded"] | None = None
    reassault_fame_only: bool = False
    recruit: bool = False
    heal_price: int | None = Field(None, ge=1)
    advanced_action_price: int | None = Field(None, ge=1)
    spell_price: int | None = Field(None, ge=1)
    spell_mana_of_its_colour: bool = False
    assault_reputation: int = 0
    shield: bool = False
    reward: Effect | None = None
    plunder: Effect | None = None
    burn: Burn | None = None
    start_of_turn: Effect | None = None
    end_of_turn: Effect | None = None
    end_of_turn_site_crystal: bool = False
    hand_limit_bonus: int = 0
    shared_by_heroes: bool = False
    leave_map_at_end_of_turn: bool = False


class Rampaging(Sourced):
    """A map symbol whose enemy token is placed face up on reveal (research §1.8)."""

    id: Literal["orcs", "draconum"]
    names: Names
    enemy: EnemyColour
    defeat_reputation: int


class Level(Strict):
    level: int = Field(ge=1, le=10)
    fame: int = Field(ge=0)
    armor: int = Field(ge=1)
    hand_limit: int = Field(ge=1)
    command: int = Field(ge=1)
    gain: Literal["none", "skill_and_advanced_action", "level_token"]


class ReputationStep(Strict):
    reputation: int = Field(ge=-7, le=7)
    influence: int | None
    """None = no interaction possible (the X space)."""


class ColourInfo(Strict):
    id: Colour
    names: Names
    basic: bool


class Rounds(Strict):
    solo: tuple[Literal["day", "night"], ...]
    multiplayer: tuple[Literal["day", "night"], ...]


class ScoreExtras(Strict):
    """Solo score extras (Apocalypse Dragon solo text via MKB [1]); an option, off by default (MK14)."""

    default: bool = False
    city_revealed: int
    per_round_finished_early: int
    per_card_left_in_dummy_deck: int
    end_of_round_not_announced_in_last_round: int


class Scenario(Sourced):
    id: Id
    names: Names
    players: tuple[int, ...]
    rounds: Rounds
    map_shape: Literal["wedge"]
    starting_tile_side: Literal["A", "B"]
    countryside_tiles: dict[int, int]
    """Players (1 = solo) → countryside tiles used, the lowest numbers, sorted."""
    countryside_sorted: bool
    setup_tile_positions: tuple[tuple[int, int], tuple[int, int]]
    core_city_tiles: int
    core_non_city_tiles: int
    core_shuffled_together: bool
    source_dice_extra: int
    """Source dice = real players + this (the Dummy does not count)."""
    unit_offer_extra: int
    unit_offer_regular_only: bool
    unit_offer_min_village_units: int
    fame_per_revealed_tile: int
    pvp: bool
    cities_enterable: bool
    end_trigger: Literal["city_revealed"]
    last_turn_after_trigger: Literal["every_player"]
    solo_last_turn_after_trigger: Literal["hero_only"]
    game_ends_if_round_ends_during_last_turns: bool
    solo_removed_spells: tuple[Id, ...]
    solo_remove_interactive_skill: bool
    solo_titles: bool
    interactive_skills_default: bool
    score_extras: ScoreExtras
    dummy_crystal_cap: bool

    @model_validator(mode="after")
    def _check(self) -> Scenario:
        if sorted(self.countryside_tiles) != sorted(self.players):
            raise ValueError("countryside_tiles needs one entry per player count")
        return self
