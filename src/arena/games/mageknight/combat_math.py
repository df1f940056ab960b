"""Combat arithmetic: elements, efficiency, resistances, fortification, wounds.

Pure functions over plain values (research mageknight §3.2–§3.5; decisions MK12):

- Block: efficient points count fully, inefficient ones are summed and halved (rounded down);
  against a Swift enemy twice the attack is needed. Physical attacks are blocked efficiently by
  anything; Fire by Ice or Cold Fire; Ice by Fire or Cold Fire; Cold Fire only by Cold Fire.
- Attack: a resistance halves the matching attack points (physical, Fire, Ice; Cold Fire only
  when a target resists both Fire and Ice); all inefficient points are summed and halved once
  (MK12). An attack defeats its targets when the total reaches the sum of their Armor.
- Ranged and Siege phase: only ranged and siege attacks count; against a fortified target only
  siege; a target fortified twice (ability and site) cannot be attacked in that phase.
- Damage: a Brutal enemy deals double; a hero takes one Wound per Armor point of damage,
  rounded up.
"""

from __future__ import annotations

from collections.abc import Iterable, Mapping

PHYSICAL, FIRE, ICE, COLD_FIRE = "physical", "fire", "ice", "cold_fire"
ELEMENTS = (PHYSICAL, FIRE, ICE, COLD_FIRE)
MELEE, RANGED, SIEGE = "melee", "ranged", "siege"
RANGES = (MELEE, RANGED, SIEGE)

BLOCKS_EFFICIENTLY: dict[str, frozenset[str]] = {
    PHYSICAL: frozenset(ELEMENTS),
    FIRE: frozenset({ICE, COLD_FIRE}),
    ICE: frozenset({FIRE, COLD_FIRE}),
    COLD_FIRE: frozenset({COLD_FIRE}),
}
"""Enemy attack element → the block elements that block it efficiently."""


def block_total(blocks: Mapping[str, int], attack_element: str) -> int:
    """Block points against an attack of ``attack_element``: efficient + ⌊inefficient / 2⌋."""
    efficient = sum(n for e, n in blocks.items() if e in BLOCKS_EFFICIENTLY[attack_element])
    inefficient = sum(n for e, n in blocks.items() if e not in BLOCKS_EFFICIENTLY[attack_element])
    return efficient + inefficient // 2


def block_needed(attack: int, swift: bool) -> int:
    return 2 * attack if swift else attack


def resisted(element: str, resistances: frozenset[str]) -> bool:
    """Whether targets with these (combined) resistances halve attacks of ``element``."""
    if element == COLD_FIRE:
        return FIRE in resistances and ICE in resistances
    return element in resistances


def attack_total(attacks: Mapping[tuple[str, str], int], resistances: frozenset[str], *, ranged_phase: bool,
                 fortified: bool) -> int:  # fmt: skip
    """The attack points that count against targets with ``resistances`` (the union over the
    attacked group): ``attacks`` maps (range, element) to points. In the Ranged and Siege phase
    only ranged and siege count, and only siege when a target is fortified."""
    efficient = inefficient = 0
    for (kind, element), n in attacks.items():
        if ranged_phase and (kind == MELEE or (fortified and kind != SIEGE)):
            continue
        if resisted(element, resistances):
            inefficient += n
        else:
            efficient += n
    return efficient + inefficient // 2


def can_target_in_ranged_phase(fortifications: int) -> bool:
    """An enemy fortified twice (its ability and its site) cannot be attacked before the
    Attack phase (research §3.2)."""
    return fortifications < 2


def damage_dealt(attack: int, brutal: bool) -> int:
    return 2 * attack if brutal else attack


def hero_wounds(damage: int, armor: int) -> int:
    """Wound cards a hero takes for ``damage`` (one per Armor point, rounded up)."""
    return -(-damage // armor) if damage > 0 else 0


def defeats(total: int, armors: Iterable[int]) -> bool:
    return total >= sum(armors)
