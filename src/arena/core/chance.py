"""Sampling chance outcomes with a seeded generator, exactly.

Two forms of the same distribution: exact probabilities (``State.chance_outcomes``, Fractions
summing to 1) and integer weights (``State.chance_weights``, the lean form drivers and search
use: no Fraction is built). :func:`sample_weighted` draws, for the same distribution and
generator, exactly what :func:`sample_outcome` draws, so seeded games do not depend on which
form a caller used."""

from __future__ import annotations

import random
from bisect import bisect_right
from collections.abc import Sequence
from fractions import Fraction
from itertools import accumulate
from math import gcd, lcm
from typing import TypeVar

A = TypeVar("A")


def sample_outcome(outcomes: list[tuple[A, Fraction]], rng: random.Random) -> A:
    """Draw one outcome with exactly its probability (integer arithmetic only)."""
    if not outcomes:
        raise ValueError("no chance outcomes to sample")
    first = outcomes[0][1]
    if first > 0 and first * len(outcomes) == 1 and all(p == first for _, p in outcomes):
        return outcomes[rng.randrange(len(outcomes))][0]
    if any(p < 0 for _, p in outcomes):
        raise ValueError("negative chance probability")
    denom = lcm(*(p.denominator for _, p in outcomes))
    weights = [p.numerator * (denom // p.denominator) for _, p in outcomes]
    total = sum(weights)
    if total != denom:
        raise ValueError(f"chance probabilities sum to {Fraction(total, denom)}, not 1")
    pick = rng.randrange(denom)
    for (outcome, _), w in zip(outcomes, weights, strict=True):
        if pick < w:
            return outcome
        pick -= w
    raise AssertionError("unreachable")


def to_weights(outcomes: Sequence[tuple[A, Fraction]]) -> list[tuple[A, int]]:
    """Exact probabilities as integer weights over their least common denominator."""
    if not outcomes:
        return []
    denom = lcm(*(p.denominator for _, p in outcomes))
    return [(a, p.numerator * (denom // p.denominator)) for a, p in outcomes]


def to_probabilities(weighted: Sequence[tuple[A, int]]) -> list[tuple[A, Fraction]]:
    """Integer weights as exact probabilities (Fractions summing to 1)."""
    total = sum(w for _, w in weighted)
    return [(a, Fraction(w, total)) for a, w in weighted]


def sample_weighted(weighted: Sequence[tuple[A, int]], rng: random.Random) -> A:
    """Draw one outcome with probability weight / total (integer weights); the same draw as
    :func:`sample_outcome` makes for the same distribution (weights reduced by their gcd).
    The weights are read once into a list; the checks, the gcd, the sum and the search run
    over it in C (``min``, ``max``, ``accumulate``, ``bisect``)."""
    n = len(weighted)
    if not n:
        raise ValueError("no chance outcomes to sample")
    weights = [w for _, w in weighted]
    lowest = min(weights)
    if lowest == max(weights):
        if lowest <= 0:
            raise ValueError("chance weights must be positive")
        return weighted[rng.randrange(n)][0]
    if lowest < 0:
        raise ValueError("negative chance weight")
    common = gcd(*weights)
    pick = rng.randrange(sum(weights) // common)
    # the first outcome whose running total of weights exceeds pick * common
    return weighted[bisect_right(list(accumulate(weights)), pick * common)][0]
