"""Mage Knight content models: cards, heroes, skills, tactics, units, enemy and ruins tokens.

Sites, levels, reputation, colours and the scenario are in :mod:`.sitemodel`. Every model is
frozen and rejects unknown keys; effects are :data:`.effects.Effect` (validated at load).
Sources: research mageknight_data §1–§8, §11 (the ``source`` fields cite the tag there).
"""

from __future__ import annotations

from enum import StrEnum
from typing import Annotated, Literal

from pydantic import Field, model_validator

from arena.core.data import Strict
from arena.games.mageknight.effects import BASIC_COLOURS, Colour, Effect, Element

Id = Annotated[str, Field(pattern=r"^[a-z][a-z0-9_]*$")]
Confidence = Literal["R", "2+", "1", "conflict"]


class Names(Strict):
    """Every name in the three languages (seed 001's Chinese terms where it has one)."""

    en: Annotated[str, Field(min_length=1)]
    fr: Annotated[str, Field(min_length=1)]
    zh: Annotated[str, Field(min_length=1)]

    def get(self, lang: str) -> str:
        return str(getattr(self, lang, "") or self.en)


class Sourced(Strict):
    """Provenance: the research tag, and a note where the value is [1] or [conflict] (MK2)."""

    confidence: Confidence = "2+"
    source: str = ""

    @model_validator(mode="after")
    def _noted(self) -> Sourced:
        if self.confidence in ("1", "conflict") and not self.source:
            raise ValueError(f"a [{self.confidence}] value needs a source note")
        return self


class CardDeck(StrEnum):
    BASIC = "basic"
    HERO = "hero"
    ADVANCED = "advanced"
    SPELL = "spell"
    ARTIFACT = "artifact"


class CardType(StrEnum):
    """The top-left icon: when the card may be played (MK11, seed 001 "卡牌类型")."""

    MOVE = "move"
    INFLUENCE = "influence"
    COMBAT = "combat"
    SPECIAL = "special"
    HEALING = "healing"


class Card(Sourced):
    id: Id
    names: Names
    deck: CardDeck
    colour: Colour | None = None
    types: tuple[CardType, ...] = Field(min_length=1)
    number: int | None = Field(None, ge=1, le=377)
    copies: int = Field(1, ge=1, le=3)
    basic: Effect
    powered: Effect
    powered_names: Names | None = None
    hero: Id | None = None
    replaces: Id | None = None
    interactive: bool = False

    @model_validator(mode="after")
    def _check(self) -> Card:
        if self.deck == CardDeck.ARTIFACT:
            if self.colour is not None:
                raise ValueError("artifacts have no colour")
        elif self.colour not in BASIC_COLOURS:
            raise ValueError(f"a {self.deck.value} card has a basic colour, got {self.colour}")
        if (self.deck == CardDeck.SPELL) != (self.powered_names is not None):
            raise ValueError("spells, and only spells, have powered_names")
        if (self.deck == CardDeck.HERO) != (self.hero is not None and self.replaces is not None):
            raise ValueError("hero cards, and only hero cards, have hero and replaces")
        if self.interactive and self.deck != CardDeck.SPELL:
            raise ValueError("only spells are interactive")
        return self


class SkillUsage(StrEnum):
    TURN = "turn"
    ROUND = "round"
    INTERACTIVE = "interactive"
    PASSIVE = "passive"


class Skill(Sourced):
    id: Id
    hero: Id
    names: Names
    usage: SkillUsage
    effect: Effect
    interactive: bool = False
    shared_lock: Id | None = None
    """Skills sharing a lock may not be used again until the end of the user's next turn (Motivation)."""
    any_turn: bool = False
    """Usable on any player's turn (Motivation), not only the owner's."""

    @model_validator(mode="after")
    def _check(self) -> Skill:
        if self.usage == SkillUsage.INTERACTIVE and not self.interactive:
            raise ValueError("an interactive-usage skill is interactive")
        return self


class Hero(Sourced):
    id: Id
    names: Names
    hero_card: Id
    dummy_crystals: tuple[Colour, Colour, Colour]
    skills: tuple[Id, ...] = Field(min_length=1)

    @model_validator(mode="after")
    def _check(self) -> Hero:
        if any(c not in BASIC_COLOURS for c in self.dummy_crystals):
            raise ValueError("Dummy crystals are basic colours")
        return self


class TacticTiming(StrEnum):
    NONE = "none"
    WHEN_TAKEN = "when_taken"
    ONGOING = "ongoing"
    ONCE_PER_ROUND = "once_per_round"
    ONCE_PER_TURN = "once_per_turn"


class Tactic(Sourced):
    id: Id
    number: int = Field(ge=1, le=6)
    time: Literal["day", "night"]
    names: Names
    timing: TacticTiming
    effect: Effect | None = None

    @model_validator(mode="after")
    def _check(self) -> Tactic:
        if (self.timing == TacticTiming.NONE) != (self.effect is None):
            raise ValueError("a tactic has an effect iff its timing is not 'none'")
        return self


class RecruitSite(StrEnum):
    VILLAGE = "village"
    MONASTERY = "monastery"
    KEEP = "keep"
    MAGE_TOWER = "mage_tower"
    CITY = "city"


class UnitAbility(Strict):
    effect: Effect
    mana: Colour | None = None


class Unit(Sourced):
    id: Id
    names: Names
    elite: bool = False
    copies: int = Field(ge=1, le=3)
    level: int = Field(ge=1, le=4)
    cost: int = Field(ge=1)
    armor: int = Field(ge=1)
    resistances: tuple[Element, ...] = ()
    recruit: tuple[RecruitSite, ...] = Field(min_length=1)
    abilities: tuple[UnitAbility, ...] = Field(min_length=1)


class EnemyColour(StrEnum):
    GREEN = "green"
    GREY = "grey"
    VIOLET = "violet"
    BROWN = "brown"
    RED = "red"
    WHITE = "white"


class EnemyAbility(StrEnum):
    FORTIFIED = "fortified"
    SWIFT = "swift"
    BRUTAL = "brutal"
    POISON = "poison"
    PARALYZE = "paralyze"
    SUMMON = "summon"


class EnemyAttack(Strict):
    amount: int = Field(ge=1)
    element: Element = Element.PHYSICAL


class Enemy(Sourced):
    id: Id
    names: Names
    colour: EnemyColour
    armor: int = Field(ge=1)
    attacks: tuple[EnemyAttack, ...] = ()
    summon: EnemyColour | None = None
    fame: int = Field(ge=1)
    abilities: tuple[EnemyAbility, ...] = ()
    resistances: tuple[Element, ...] = ()
    copies: int = Field(ge=1, le=3)

    @model_validator(mode="after")
    def _check(self) -> Enemy:
        if bool(self.attacks) == (self.summon is not None):
            raise ValueError("an enemy has attacks or summons, not both")
        if (self.summon is not None) != (EnemyAbility.SUMMON in self.abilities):
            raise ValueError("a summoner has the summon ability and a summon colour")
        if Element.COLD_FIRE in self.resistances:
            raise ValueError("resistances are physical, fire or ice")
        return self


class RuinsToken(Sourced):
    id: Id
    names: Names
    kind: Literal["altar", "enemies"]
    colour: Colour | None = None
    mana_cost: int = 0
    fame: int = 0
    enemies: tuple[EnemyColour, ...] = ()
    reward: Effect | None = None

    @model_validator(mode="after")
    def _check(self) -> RuinsToken:
        if self.kind == "altar":
            if self.colour not in BASIC_COLOURS or self.mana_cost < 1 or self.fame < 1 or self.enemies:
                raise ValueError("an altar has a basic colour, a mana cost and Fame, no enemies")
        elif len(self.enemies) != 2 or self.reward is None or self.colour is not None:
            raise ValueError("an enemy ruins token has two enemy colours and a reward")
        return self
