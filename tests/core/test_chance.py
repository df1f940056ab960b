"""``arena.core.chance.sample_outcome``: exact probabilities from a seeded generator."""

from __future__ import annotations

import random
from collections import Counter
from fractions import Fraction
from fractions import Fraction as F
from math import gcd

import pytest
from hypothesis import given
from hypothesis import strategies as st

from arena.core.chance import sample_outcome, sample_weighted, to_weights


class Enumerator:
    """A stand-in generator whose ``randrange(n)`` yields 0, 1, ..., n-1, 0, ... in turn."""

    def __init__(self) -> None:
        self.calls: list[int] = []
        self.next = 0

    def randrange(self, n: int) -> int:
        self.calls.append(n)
        value = self.next % n
        self.next += 1
        return value


def chi_square(counts: Counter[str], outcomes: list[tuple[str, F]], draws: int) -> float:
    return sum((counts[o] - draws * float(p)) ** 2 / (draws * float(p)) for o, p in outcomes)


def test_one_third_two_thirds_within_chi_square_bound() -> None:
    outcomes = [("a", F(1, 3)), ("b", F(2, 3))]
    rng = random.Random(20240601)
    draws = 30_000
    counts = Counter(sample_outcome(outcomes, rng) for _ in range(draws))
    assert set(counts) == {"a", "b"}
    # 1 degree of freedom: P(chi2 > 10.83) = 0.001.
    assert chi_square(counts, outcomes, draws) < 10.83, counts


def test_three_outcomes_within_chi_square_bound() -> None:
    outcomes = [("a", F(1, 2)), ("b", F(1, 3)), ("c", F(1, 6))]
    rng = random.Random(7)
    draws = 30_000
    counts = Counter(sample_outcome(outcomes, rng) for _ in range(draws))
    # 2 degrees of freedom: P(chi2 > 13.82) = 0.001.
    assert chi_square(counts, outcomes, draws) < 13.82, counts


@pytest.mark.parametrize(
    "probs",
    [
        [F(1, 3), F(2, 3)],
        [F(1, 2), F(1, 3), F(1, 6)],
        [F(1, 10)] * 7 + [F(3, 10)],  # sums to 1 exactly, not in floating point
        [F(1, 3), F(1, 7), F(1, 11), 1 - F(1, 3) - F(1, 7) - F(1, 11)],
        [F(0), F(1, 4), F(3, 4)],
    ],
)
def test_exact_counts_over_one_full_cycle_of_the_generator(probs: list[F]) -> None:
    """Enumerating every value ``randrange`` can return selects each outcome exactly p·N times."""
    outcomes = list(enumerate(probs))
    rng = Enumerator()
    sample_outcome(outcomes, rng)  # type: ignore[arg-type]
    cycle = rng.calls[0]
    rng.next = 0
    counts = Counter(sample_outcome(outcomes, rng) for _ in range(cycle))  # type: ignore[arg-type]
    assert {o: F(counts[o], cycle) for o, _ in outcomes} == dict(outcomes)


def test_zero_probability_outcome_is_never_drawn() -> None:
    rng = random.Random(3)
    outcomes = [("never", F(0)), ("a", F(1, 2)), ("b", F(1, 2))]
    assert "never" not in {sample_outcome(outcomes, rng) for _ in range(2_000)}


def test_single_certain_outcome() -> None:
    assert sample_outcome([("only", F(1))], random.Random(0)) == "only"


def test_uniform_fast_path_is_one_randrange_over_the_outcomes() -> None:
    outcomes = [(c, F(1, 1000)) for c in range(1000)]
    rng = Enumerator()
    drawn = [sample_outcome(outcomes, rng) for _ in range(5)]  # type: ignore[arg-type]
    assert rng.calls == [1000] * 5
    assert drawn == [0, 1, 2, 3, 4]
    seeded = random.Random(11)
    reference = random.Random(11)
    for _ in range(50):
        assert sample_outcome(outcomes, seeded) == reference.randrange(1000)


def test_uniform_fast_path_is_uniform() -> None:
    outcomes = [(c, F(1, 4)) for c in "abcd"]
    rng = random.Random(5)
    draws = 20_000
    counts = Counter(sample_outcome(outcomes, rng) for _ in range(draws))
    # 3 degrees of freedom: P(chi2 > 16.27) = 0.001.
    assert chi_square(counts, outcomes, draws) < 16.27, counts


def test_same_seed_same_draws() -> None:
    outcomes = [("a", F(1, 3)), ("b", F(2, 3))]
    first = [sample_outcome(outcomes, random.Random(9)) for _ in range(3)]
    rng1, rng2 = random.Random(9), random.Random(9)
    assert [sample_outcome(outcomes, rng1) for _ in range(200)] == [
        sample_outcome(outcomes, rng2) for _ in range(200)
    ]
    assert len(set(first)) == 1


def test_empty_outcomes_raise() -> None:
    with pytest.raises(ValueError, match="no chance outcomes"):
        sample_outcome([], random.Random(0))


@pytest.mark.parametrize(
    "probs",
    [[F(1, 2), F(1, 3)], [F(1, 2), F(2, 3)], [F(1, 4), F(1, 2), F(1, 2)], [F(0), F(1, 2)]],
    ids=["sum-5/6", "sum-7/6", "sum-5/4", "sum-1/2-with-zero"],
)
def test_non_normalised_probabilities_raise(probs: list[F]) -> None:
    with pytest.raises(ValueError, match="sum to"):
        sample_outcome(list(enumerate(probs)), random.Random(0))


@pytest.mark.parametrize("probs", [[F(1, 3), F(1, 3)], [F(1, 2)], [F(0), F(0)]], ids=["2x1/3", "1/2", "2x0"])
def test_non_normalised_uniform_probabilities_raise(probs: list[F]) -> None:
    with pytest.raises(ValueError):
        sample_outcome(list(enumerate(probs)), random.Random(0))


def test_negative_probability_raises() -> None:
    with pytest.raises(ValueError):
        sample_outcome([("a", F(-1, 2)), ("b", F(3, 2))], random.Random(0))


@given(
    st.lists(st.integers(min_value=1, max_value=40), min_size=1, max_size=12),
    st.integers(min_value=1, max_value=7),
    st.integers(min_value=0, max_value=2**32),
)
def test_integer_weights_draw_what_the_probabilities_draw(raw: list[int], scale: int, seed: int) -> None:
    """Issue 16, "integer chance weights on the hot path": the lean form draws, for the same
    distribution and generator, exactly what the exact Fractions draw — with weights scaled by
    any factor too — so a seeded game does not depend on the form its driver used."""
    total = sum(raw)
    outcomes = [(i, Fraction(w, total)) for i, w in enumerate(raw)]
    weighted = [(i, w * scale) for i, w in enumerate(raw)]
    assert [w for _, w in to_weights(outcomes)] == [w // gcd(*raw) for w in raw]
    a, b, c = random.Random(seed), random.Random(seed), random.Random(seed)
    for _ in range(5):
        expected = sample_outcome(outcomes, a)
        assert sample_weighted(weighted, b) == expected
        assert sample_weighted(to_weights(outcomes), c) == expected


def test_integer_weights_refuse_nonsense() -> None:
    rng = random.Random(0)
    with pytest.raises(ValueError, match="no chance outcomes"):
        sample_weighted([], rng)
    with pytest.raises(ValueError, match="positive"):
        sample_weighted([("a", 0), ("b", 0)], rng)
    with pytest.raises(ValueError, match="negative"):
        sample_weighted([("a", 2), ("b", -1)], rng)
