"""Mage Knight's effect vocabulary: card, skill, tactic, unit and site effects as data.

An effect in YAML is a mapping with exactly one key, the primitive; its value is the primitive's
parameters (or a shorthand). The rules interpret these models; no card has its own function,
except the short closed list of handlers below. Everything is checked at load: an unknown
primitive, handler, condition, quantity, modifier, filter, element or colour is a DataError naming
the file, the entry and the path (``data.py``). The closed word lists (colours, elements,
conditions, quantities, modifier and handler parameters) are in :mod:`.vocabulary`.

Gains (the player gets something now):
    ``move: n``, ``influence: n``, ``heal: n``, ``draw: n``, ``fame: n``, ``reputation: ±n``,
    ``wound: n`` (take n Wound cards into hand),
    ``attack: {amount, element: physical|fire|ice|cold_fire, range: melee|ranged|siege}``
    (``attack: n`` = physical melee), ``block: {amount, element, ignores_swift}`` (``block: n``),
    ``mana_token: {colours, count, how, spend_now}`` and ``crystal: {colours, count, how}``:
    ``how`` = choose (pick ``count`` among ``colours``), each (one per listed colour), random
    (roll a mana die per count: gold = choose, black = Fame +1 instead), held (crystals only: a
    colour you already hold). ``colours`` also accepts ``basic`` and ``any`` (all six).
    ``gain_card: {deck, source: offer|deck, colour, count, to: hand|discard|deck_top|units}``,
    ``ready_unit: {max_level, levels_total, all_units, heal}``, ``heal_unit: {count}``,
    ``remove_wounds: {count, from: hand|hand_or_discard, received_this_turn}`` (not Healing),
    ``relocate: {max_spaces, move_per_space, exclude, end_on: safe|fortified_site, assault}``
    (move without provoking; Wings of Wind, Underground Travel, Flight),
    ``enemy: {target: one|all|all_others|blocked|up_to, count, armor, armor_fortified,
    armor_per_resistance, no_attack, destroy, lose_fortification, lose_resistances,
    only_unfortified, not_if_resistant, phase, escalating_move_targets, duration}``,
    ``banner: {armor, bonus, fame_on_use, resistances, cancel_attack, ready_once_per_round}``
    (an artifact banner's basic effect: assign it to a Unit),
    ``roll: {dice, faces: [colours], then, else}`` (roll mana dice; per die showing a listed colour
    ``then``, otherwise ``else``).

Structure:
    ``choice: [effects]`` (pick one), ``all: [effects]`` (in order; ``all: []`` is nothing),
    ``optional: effect``, ``paid: {cost, effect}`` with one cost among ``discard: {count, filter,
    colour,
    any_number}``, ``throw_away: {filter, colour}``, ``take_wound: n``, ``mana: {colours, count}``,
    ``influence: n``, ``move: n``, ``wound_unit: 1`` (the Unit using the ability is Wounded);
    ``conditional: {when, then, else}``; ``scaled: {effect, per, max, colour}`` (the effect
    repeated once per unit of a quantity); ``end_of_turn: effect`` (resolved at end of turn).

Rule modifiers: ``modifier: {id, duration: turn|combat|round|until_next_turn, ...params}`` with
the closed ids and parameters of ``MODIFIER_PARAMS``.

Handlers (the closed list of ``HANDLER_PARAMS``; each is a card the vocabulary cannot say):
    concentration (Concentration, Will Focus: another card's powered effect free, +bonus),
    mana_draw (Mana Draw powered: set a die's colour, it returns unrerolled),
    maximal_effect (Maximal Effect: another card's effect several times),
    source_die_crystal (Mana Storm basic: a Source die's colour becomes a crystal, reroll it),
    reroll_source (Mana Storm powered), time_bending (Time Bending: replay the turn's cards),
    borrow_offer_unit (Call to Arms: a Unit of the offer's ability), meditation (Meditation,
    Trance: discard-pile cards onto the deck), the interactive spells acting on other players
    (mana_meltdown, mana_radiance, mana_claim, mind_read, exhaust_opponent_units), polarization
    (Arythea: mana colour conversion), bonds_of_loyalty (Norowas: a permanent Command token),
    the interactive skills (mana_exploit, source_freeze, prayer_of_weather, healing_ritual), and
    the tactics' deck and Source manipulations (rethink, mana_steal, long_night, mana_search,
    midnight_meditation, preparation, sparing_power, extra_turn).
"""

from __future__ import annotations

from typing import Annotated, Any, Literal

from pydantic import BeforeValidator, Field, model_validator

from arena.core.data import Strict
from arena.games.mageknight.vocabulary import (
    BASIC_COLOURS,
    COLOUR_GROUPS,
    HANDLER_PARAMS,
    MODIFIER_PARAMS,
    AttackRange,
    Colour,
    Colours,
    Condition,
    Deck,
    Duration,
    Element,
    Filter,
    ParamValue,
    Quantity,
    Terrain,
    check_params,
    split_params,
)

__all__ = [
    "BASIC_COLOURS",
    "COLOUR_GROUPS",
    "HANDLER_PARAMS",
    "MODIFIER_PARAMS",
    "AttackRange",
    "Colour",
    "Condition",
    "Deck",
    "Duration",
    "Effect",
    "Element",
    "Filter",
    "Quantity",
    "Terrain",
    "handlers_used",
    "walk",
]


class _Effect(Strict):
    kind: str


class Move(_Effect):
    kind: Literal["move"] = "move"
    amount: int = Field(ge=0)


class Influence(_Effect):
    kind: Literal["influence"] = "influence"
    amount: int = Field(ge=0)


class Heal(_Effect):
    kind: Literal["heal"] = "heal"
    amount: int = Field(ge=1)


class Draw(_Effect):
    kind: Literal["draw"] = "draw"
    amount: int = Field(ge=1)


class Fame(_Effect):
    kind: Literal["fame"] = "fame"
    amount: int = Field(ge=1)


class Reputation(_Effect):
    kind: Literal["reputation"] = "reputation"
    amount: int


class Wound(_Effect):
    kind: Literal["wound"] = "wound"
    amount: int = Field(ge=1)


class Attack(_Effect):
    kind: Literal["attack"] = "attack"
    amount: int = Field(ge=1)
    element: Element = Element.PHYSICAL
    range: AttackRange = AttackRange.MELEE


class Block(_Effect):
    kind: Literal["block"] = "block"
    amount: int = Field(ge=1)
    element: Element = Element.PHYSICAL
    ignores_swift: bool = False
    """Counts twice against a Swift enemy (Utem Guardsmen): Swift's doubling does not apply to it
    (``CombatRecord.swift_block``, combat.py)."""


class ManaToken(_Effect):
    kind: Literal["mana_token"] = "mana_token"
    colours: Colours
    count: int = Field(1, ge=1)
    how: Literal["choose", "each", "random"] = "choose"
    spend_now: bool = False


class Crystal(_Effect):
    kind: Literal["crystal"] = "crystal"
    colours: Colours = BASIC_COLOURS
    count: int = Field(1, ge=1)
    how: Literal["choose", "each", "random", "held"] = "choose"

    @model_validator(mode="after")
    def _basic(self) -> Crystal:
        bad = [c.value for c in self.colours if c not in BASIC_COLOURS]
        if bad:
            raise ValueError(f"crystals are basic colours only, got {bad}")
        return self


class GainCard(_Effect):
    kind: Literal["gain_card"] = "gain_card"
    deck: Deck
    source: Literal["offer", "deck"] = "offer"
    colour: Colour | None = None
    count: int = Field(1, ge=1)
    to: Literal["hand", "discard", "deck_top", "units"] = "deck_top"


class ReadyUnit(_Effect):
    kind: Literal["ready_unit"] = "ready_unit"
    max_level: int | None = Field(None, ge=1, le=4)
    levels_total: int | None = Field(None, ge=1)
    all_units: bool = False
    heal: bool = False


class HealUnit(_Effect):
    kind: Literal["heal_unit"] = "heal_unit"
    count: int = Field(1, ge=1)


class RemoveWounds(_Effect):
    kind: Literal["remove_wounds"] = "remove_wounds"
    count: int | None = Field(1, ge=1)
    """None = all."""
    from_: Literal["hand", "hand_or_discard"] = Field("hand", alias="from")
    received_this_turn: bool = False


class Relocate(_Effect):
    kind: Literal["relocate"] = "relocate"
    max_spaces: int = Field(ge=1)
    move_per_space: int = Field(0, ge=0)
    exclude: tuple[Terrain, ...] = ()
    end_on: Literal["safe", "fortified_site"] = "safe"
    assault: bool = False


class EnemyEffect(_Effect):
    kind: Literal["enemy"] = "enemy"
    target: Literal["one", "all", "all_others", "blocked", "up_to"] = "one"
    count: int = Field(1, ge=1)
    armor: int = Field(0, le=0)
    armor_fortified: int | None = Field(None, le=0)
    armor_per_resistance: int = Field(0, le=0)
    no_attack: bool = False
    destroy: bool = False
    lose_fortification: bool = False
    lose_resistances: tuple[Element, ...] = ()
    only_unfortified: bool = False
    not_if_resistant: Element | None = None
    phase: Literal["attack"] | None = None
    escalating_move_targets: bool = False
    """Wings of Night: each further target costs 1, 2, 3 ... Move points."""
    duration: Duration = Duration.COMBAT


class Banner(_Effect):
    kind: Literal["banner"] = "banner"
    armor: int = 0
    bonus: int = 0
    fame_on_use: int = 0
    resistances: tuple[Element, ...] = ()
    cancel_attack: bool = False
    ready_once_per_round: bool = False


class Roll(_Effect):
    kind: Literal["roll"] = "roll"
    dice: int = Field(1, ge=1)
    faces: Colours
    then: Effect
    else_: Effect | None = Field(None, alias="else")


class Choice(_Effect):
    kind: Literal["choice"] = "choice"
    options: tuple[Effect, ...] = Field(min_length=2)


class All(_Effect):
    kind: Literal["all"] = "all"
    effects: tuple[Effect, ...] = ()


class OptionalEffect(_Effect):
    kind: Literal["optional"] = "optional"
    effect: Effect


class EndOfTurn(_Effect):
    kind: Literal["end_of_turn"] = "end_of_turn"
    effect: Effect


class _Cost(Strict):
    kind: str


class DiscardCost(_Cost):
    kind: Literal["discard"] = "discard"
    count: int = Field(1, ge=1)
    filter: Filter = Filter.ANY_NON_WOUND
    colour: Colour | None = None
    any_number: bool = False
    """Discard any number of cards (``count`` is then the minimum); see quantity cards_discarded."""


class ThrowAwayCost(_Cost):
    kind: Literal["throw_away"] = "throw_away"
    filter: Filter = Filter.ACTION_CARD
    colour: Colour | None = None


class TakeWoundCost(_Cost):
    kind: Literal["take_wound"] = "take_wound"
    amount: int = Field(1, ge=1)


class ManaCost(_Cost):
    kind: Literal["mana"] = "mana"
    colours: Colours
    count: int = Field(1, ge=1)


class InfluenceCost(_Cost):
    kind: Literal["influence"] = "influence"
    amount: int = Field(ge=1)


class MoveCost(_Cost):
    kind: Literal["move"] = "move"
    amount: int = Field(ge=1)


class WoundUnitCost(_Cost):
    kind: Literal["wound_unit"] = "wound_unit"
    amount: int = Field(1, ge=1, le=1)


_COST_SHORTHAND = {
    "discard": "count",
    "throw_away": "filter",
    "take_wound": "amount",
    "mana": "colours",
    "influence": "amount",
    "move": "amount",
    "wound_unit": "amount",
}


def _one_key(v: Any, known: dict[str, str | None], what: str) -> Any:
    """``{key: value}`` → ``{"kind": key, ...}``; a shorthand value fills the field ``known[key]``."""
    if not isinstance(v, dict) or "kind" in v:
        return v
    if len(v) != 1:
        raise ValueError(f"{what} must be a mapping with exactly one key, got keys {sorted(v)}")
    ((key, value),) = v.items()
    if key not in known:
        raise ValueError(f"unknown {what} {key!r}; known: {', '.join(sorted(known))}")
    field = known[key]
    if field is not None and (field in WRAPPED or not isinstance(value, dict)):
        return {"kind": key, field: value}
    if value is None:
        return {"kind": key}
    if not isinstance(value, dict):
        raise ValueError(f"{what} {key!r} takes a mapping of parameters, got {value!r}")
    return {"kind": key, **value}


Cost = Annotated[
    DiscardCost | ThrowAwayCost | TakeWoundCost | ManaCost | InfluenceCost | MoveCost | WoundUnitCost,
    Field(discriminator="kind"),
    BeforeValidator(lambda v: _one_key(v, dict(_COST_SHORTHAND), "cost")),
]


class Paid(_Effect):
    kind: Literal["paid"] = "paid"
    cost: Cost
    effect: Effect


class Conditional(_Effect):
    kind: Literal["conditional"] = "conditional"
    when: Condition
    then: Effect
    else_: Effect | None = Field(None, alias="else")


class Scaled(_Effect):
    kind: Literal["scaled"] = "scaled"
    effect: Effect
    per: Quantity
    max: int | None = Field(None, ge=1)
    colour: Colour | None = None


# Modifier and handler parameters: name -> kind of value ("int", "bool", "terrains", "colours",
# "element", or a "|"-separated list of allowed words).
class Modifier(_Effect):
    kind: Literal["modifier"] = "modifier"
    id: str
    duration: Duration = Duration.TURN
    params: dict[str, ParamValue] = Field(default_factory=dict)

    @model_validator(mode="before")
    @classmethod
    def _split(cls, v: Any) -> Any:
        return split_params(v)

    @model_validator(mode="after")
    def _known(self) -> Modifier:
        if self.id not in MODIFIER_PARAMS:
            raise ValueError(f"unknown modifier {self.id!r}; known: {', '.join(sorted(MODIFIER_PARAMS))}")
        check_params(MODIFIER_PARAMS[self.id], self.params, f"modifier {self.id}")
        return self


class Handler(_Effect):
    kind: Literal["handler"] = "handler"
    id: str
    params: dict[str, ParamValue] = Field(default_factory=dict)

    @model_validator(mode="before")
    @classmethod
    def _split(cls, v: Any) -> Any:
        return split_params(v)

    @model_validator(mode="after")
    def _known(self) -> Handler:
        if self.id not in HANDLER_PARAMS:
            raise ValueError(f"unknown handler {self.id!r}; known: {', '.join(sorted(HANDLER_PARAMS))}")
        check_params(HANDLER_PARAMS[self.id], self.params, f"handler {self.id}")
        return self


PRIMITIVES: dict[str, str | None] = {
    # primitive -> field a non-mapping shorthand fills (None: parameters only)
    "move": "amount",
    "influence": "amount",
    "heal": "amount",
    "draw": "amount",
    "fame": "amount",
    "reputation": "amount",
    "wound": "amount",
    "attack": "amount",
    "block": "amount",
    "mana_token": "colours",
    "crystal": "colours",
    "gain_card": "deck",
    "ready_unit": None,
    "heal_unit": "count",
    "remove_wounds": "count",
    "relocate": "max_spaces",
    "enemy": "target",
    "banner": None,
    "roll": None,
    "choice": "options",
    "all": "effects",
    "optional": "effect",
    "end_of_turn": "effect",
    "paid": None,
    "conditional": None,
    "scaled": None,
    "modifier": "id",
    "handler": "id",
}
WRAPPED = frozenset({"options", "effects", "effect"})
"""Shorthand fields whose value is itself a mapping (an effect), never the parameters."""

Effect = Annotated[
    Move
    | Influence
    | Heal
    | Draw
    | Fame
    | Reputation
    | Wound
    | Attack
    | Block
    | ManaToken
    | Crystal
    | GainCard
    | ReadyUnit
    | HealUnit
    | RemoveWounds
    | Relocate
    | EnemyEffect
    | Banner
    | Roll
    | Choice
    | All
    | OptionalEffect
    | EndOfTurn
    | Paid
    | Conditional
    | Scaled
    | Modifier
    | Handler,
    Field(discriminator="kind"),
    BeforeValidator(lambda v: _one_key(v, PRIMITIVES, "primitive")),
]

for _model in (Roll, Choice, All, OptionalEffect, EndOfTurn, Paid, Conditional, Scaled):
    _model.model_rebuild()


def walk(effect: Effect) -> list[Effect]:
    """Every effect nested in ``effect``, itself first (for checks and for the rules' look-ups)."""
    out: list[Effect] = [effect]
    children: list[Effect] = []
    if isinstance(effect, Choice):
        children = list(effect.options)
    elif isinstance(effect, All):
        children = list(effect.effects)
    elif isinstance(effect, OptionalEffect | EndOfTurn | Paid | Scaled):
        children = [effect.effect]
    elif isinstance(effect, Conditional | Roll):
        children = [effect.then] + ([effect.else_] if effect.else_ is not None else [])
    for child in children:
        out.extend(walk(child))
    return out


def handlers_used(effect: Effect) -> set[str]:
    return {e.id for e in walk(effect) if isinstance(e, Handler)}
