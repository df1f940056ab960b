"""Combat arithmetic (research mageknight §3.2-3.5; decisions MK12)."""

from __future__ import annotations

from hypothesis import given
from hypothesis import strategies as st

from arena.games.mageknight.combat_math import (
    COLD_FIRE,
    FIRE,
    ICE,
    MELEE,
    PHYSICAL,
    RANGED,
    SIEGE,
    attack_total,
    block_needed,
    block_total,
    can_target_in_ranged_phase,
    damage_dealt,
    defeats,
    hero_wounds,
)


def test_block_efficiency_by_element() -> None:
    """§3.3: physical ← anything; Fire ← Ice or Cold Fire; Ice ← Fire or Cold Fire; Cold Fire ←
    Cold Fire only; inefficient blocks are summed, halved, rounded down."""
    assert block_total({PHYSICAL: 3}, PHYSICAL) == 3
    assert block_total({PHYSICAL: 5}, FIRE) == 2
    assert block_total({ICE: 3, PHYSICAL: 3}, FIRE) == 4
    assert block_total({FIRE: 4}, ICE) == 4
    assert block_total({FIRE: 3, ICE: 3}, COLD_FIRE) == 3  # (3 + 3) // 2, halved once
    assert block_total({COLD_FIRE: 2}, COLD_FIRE) == 2


def test_swift_needs_double_block_and_brutal_deals_double() -> None:
    """§3.4: Swift — Block needed ×2; Brutal — damage ×2."""
    assert block_needed(3, swift=True) == 6 and block_needed(3, swift=False) == 3
    assert damage_dealt(4, brutal=True) == 8 and damage_dealt(4, brutal=False) == 4


def test_resistances_halve_once_across_the_attack() -> None:
    """MK12: efficient + ⌊inefficient / 2⌋, one rounding for the whole attack."""
    attacks = {(MELEE, PHYSICAL): 3, (MELEE, FIRE): 3}
    assert attack_total(attacks, frozenset({PHYSICAL}), ranged_phase=False, fortified=False) == 3 + 1
    assert attack_total(attacks, frozenset({PHYSICAL, FIRE}), ranged_phase=False, fortified=False) == 3
    cold = {(MELEE, COLD_FIRE): 5}
    assert attack_total(cold, frozenset({FIRE}), ranged_phase=False, fortified=False) == 5
    assert attack_total(cold, frozenset({FIRE, ICE}), ranged_phase=False, fortified=False) == 2


def test_ranged_phase_counts_ranged_and_siege_only_and_fortified_siege_only() -> None:
    """§3.2 phase 1: only Ranged/Siege; a fortified target: only Siege; fortified twice: none."""
    attacks = {(MELEE, PHYSICAL): 5, (RANGED, PHYSICAL): 3, (SIEGE, PHYSICAL): 2}
    assert attack_total(attacks, frozenset(), ranged_phase=True, fortified=False) == 5
    assert attack_total(attacks, frozenset(), ranged_phase=True, fortified=True) == 2
    assert attack_total(attacks, frozenset(), ranged_phase=False, fortified=True) == 10
    assert can_target_in_ranged_phase(1) and not can_target_in_ranged_phase(2)


@given(st.integers(0, 40), st.integers(1, 8))
def test_wounds_are_damage_over_armor_rounded_up(damage: int, armor: int) -> None:
    """§3.2 phase 3: each Wound into hand absorbs Armor points of damage."""
    wounds = hero_wounds(damage, armor)
    assert (wounds * armor >= damage and (wounds - 1) * armor < damage) or damage == wounds == 0


def test_an_attack_defeats_its_group_only_in_full() -> None:
    """§3.2: total ≥ the sum of the targets' Armor; no partial damage."""
    assert defeats(7, [3, 4]) and not defeats(6, [3, 4])
