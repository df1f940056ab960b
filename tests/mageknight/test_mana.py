"""The Source and crystals (seed 001, "魔力骰子", "水晶"; research mageknight §1.1)."""

from __future__ import annotations

import random
from collections import Counter
from fractions import Fraction

import pytest

from arena.games.mageknight import mana
from arena.games.mageknight.mana import BASIC, BLACK, GOLD, enough_basic, source_roll_outcomes


@pytest.mark.parametrize("dice", range(1, 8))
def test_a_round_source_is_an_exact_distribution_of_legal_sources(dice: int) -> None:
    """seed 001: "保证至少一半显示的是基本颜色" — every outcome has at least half basic dice, and the
    probabilities sum to exactly 1."""
    outcomes = source_roll_outcomes(dice)
    assert sum(p for _, p in outcomes) == 1
    assert all(len(s) == dice and enough_basic(s, dice) and p > 0 for s, p in outcomes)
    assert len({s for s, _ in outcomes}) == len(outcomes)


def test_one_die_ends_on_a_basic_colour_uniformly() -> None:
    assert dict(source_roll_outcomes(1)) == {(c,): Fraction(1, 4) for c in BASIC}


def test_the_distribution_is_symmetric_in_colours() -> None:
    """Renaming basic colours, or swapping gold and black, maps the distribution to itself."""
    outcomes = dict(source_roll_outcomes(5))
    swap = {GOLD: BLACK, BLACK: GOLD, "red": "white", "white": "red"}
    for source, p in outcomes.items():
        assert outcomes[mana.canonical([swap.get(c, c) for c in source])] == p


def _simulate(dice: int, rng: random.Random) -> tuple[str, ...]:
    """The rulebook procedure, literally: basic dice are kept, black and gold rerolled together."""
    faces = [rng.choice(mana.COLOURS) for _ in range(dice)]
    while not enough_basic(tuple(faces), dice):
        faces = [f if f in BASIC else rng.choice(mana.COLOURS) for f in faces]
    return mana.canonical(faces)


def test_the_exact_distribution_matches_the_literal_procedure() -> None:
    """Three dice (solo): 40,000 seeded simulations of the procedure agree with the exact
    probabilities within 4 standard deviations for every outcome."""
    rng = random.Random(2026)
    n = 40_000
    seen = Counter(_simulate(3, rng) for _ in range(n))
    for source, p in source_roll_outcomes(3):
        sd = (float(p) * (1 - float(p)) * n) ** 0.5
        assert abs(seen[source] - float(p) * n) <= 4 * sd + 1, source


def test_gold_and_black_by_day_and_night() -> None:
    """seed 001: black unusable by Day, gold unusable by Night; gold is any basic colour by Day."""
    assert mana.usable(GOLD, night=False) and not mana.usable(BLACK, night=False)
    assert mana.usable(BLACK, night=True) and not mana.usable(GOLD, night=True)
    assert mana.pays(GOLD, "green", night=False) and not mana.pays(GOLD, "green", night=True)
    assert not mana.pays(GOLD, BLACK, night=False) and mana.pays(BLACK, BLACK, night=True)
    assert not mana.pays("red", "blue", night=False)


def test_a_fourth_crystal_is_refused() -> None:
    """seed 001: "如果你被要求获得物品栏中已经存在三个的魔晶,你转而获得一个魔力指示物"."""
    crystals = {"red": 2}
    assert mana.gain_crystal(crystals, "red") and crystals["red"] == 3
    assert not mana.gain_crystal(crystals, "red") and crystals["red"] == 3
    with pytest.raises(ValueError):
        mana.gain_crystal(crystals, GOLD)
