"""Sampling chance outcomes with a seeded generator, exactly."""

from __future__ import annotations

import random
from fractions import Fraction
from math import lcm
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
