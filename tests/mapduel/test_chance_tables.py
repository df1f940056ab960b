"""The reward and penalty tables (seed 004 ⑥/⑦, B-4): exact chance nodes, checked by chi-square.

The seeded samples come from the state's own chance nodes through the core sampler, so these
tests measure what a real game draws. Each also proves it can fail against a wrong table.
"""

from __future__ import annotations

import math
import random
from collections import Counter
from fractions import Fraction

from arena.core.chance import sample_outcome
from arena.games.mapduel.rules import PENALTY_TABLE, REWARD_TABLE

from .helpers import do, make, move_to

DRAWS = 100_000


def chi_square(counts: list[int], probs: list[Fraction]) -> tuple[float, float]:
    """The statistic and its p-value (df = 4 or 1: closed forms, no SciPy needed)."""
    total = sum(counts)
    stat = sum((c - total * float(p)) ** 2 / (total * float(p)) for c, p in zip(counts, probs, strict=True))
    df = len(counts) - 1
    if df == 4:
        return stat, math.exp(-stat / 2) * (1 + stat / 2)
    assert df == 1
    return stat, math.erfc(math.sqrt(stat / 2))


def _table_node(kind: str) -> list[tuple[object, Fraction]]:
    state = make()
    cell, die = (6, (6, 1)) if kind == "reward" else (9, (1, 6))
    move_to(state, 0, cell, 3)
    do(state, "rep p1", f"die {die[0]}", f"die {die[1]}")
    return state.chance_outcomes()  # type: ignore[return-value]


def _sample_rows(kind: str, seed: int) -> list[int]:
    outcomes = _table_node(kind)
    rng = random.Random(seed)
    counts = Counter(sample_outcome(outcomes, rng).arg for _ in range(DRAWS))  # type: ignore[attr-defined]
    return [counts[k] for k in range(len(outcomes))]


def test_table_nodes_list_the_seeds_probabilities_exactly() -> None:
    # ⑥ 奖励机制 40% 20% 20% 18% 2%; ⑦ 惩罚机制 35% 25% 20% 15% 5%
    assert [p for _, p in _table_node("reward")] == [Fraction(n, 100) for n in (40, 20, 20, 18, 2)]
    assert [p for _, p in _table_node("penalty")] == [Fraction(n, 100) for n in (35, 25, 20, 15, 5)]


def test_reward_rows_chi_square() -> None:
    counts = _sample_rows("reward", 2026)
    stat, p = chi_square(counts, list(REWARD_TABLE))
    print(f"reward rows {counts} chi2={stat:.2f} p={p:.3f}")
    assert p > 0.001
    wrong = [Fraction(38, 100), Fraction(20, 100), Fraction(20, 100), Fraction(18, 100), Fraction(4, 100)]
    assert chi_square(counts, wrong)[1] < 1e-6


def test_penalty_rows_chi_square() -> None:
    counts = _sample_rows("penalty", 2027)
    stat, p = chi_square(counts, list(PENALTY_TABLE))
    print(f"penalty rows {counts} chi2={stat:.2f} p={p:.3f}")
    assert p > 0.001
    wrong = [Fraction(33, 100), Fraction(25, 100), Fraction(20, 100), Fraction(15, 100), Fraction(7, 100)]
    assert chi_square(counts, wrong)[1] < 1e-6


def test_contest_trigger_rates_chi_square() -> None:
    # B-4 / B-8: reward when the lander is strictly higher (15/36), penalty on ≤ (21/36)
    state = make()
    move_to(state, 0, 6, 3)
    do(state, "rep p1")
    die = state.chance_outcomes()
    rng = random.Random(2028)
    higher = sum(
        1
        for _ in range(DRAWS)
        if sample_outcome(die, rng).arg > sample_outcome(die, rng).arg  # type: ignore[attr-defined]
    )
    stat, p = chi_square([higher, DRAWS - higher], [Fraction(15, 36), Fraction(21, 36)])
    print(f"reward trigger {higher / DRAWS:.4f} (15/36 = {15 / 36:.4f}) chi2={stat:.2f} p={p:.3f}")
    assert p > 0.001
    assert chi_square([higher, DRAWS - higher], [Fraction(1, 2), Fraction(1, 2)])[1] < 1e-6
