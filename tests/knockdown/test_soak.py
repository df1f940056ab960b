"""Seeded random games: every game ends, invariants hold (wounds, hands, display, deck)."""

from __future__ import annotations

import itertools
import random

import pytest

from arena.core.chance import sample_outcome
from arena.games.knockdown import Knockdown, KnockdownState
from arena.games.knockdown.tasks import Discard, TakeCard

SIDES = ["mist-a", "mist-b", "knight-a", "knight-b", "witch-a", "witch-b"]
PAIRS = [(a, b) for a, b in itertools.permutations(SIDES, 2) if a[:-2] != b[:-2]]


def check(s: KnockdownState) -> None:
    assert s.game.invariant_errors(s) == []  # the position builder's checks
    assert all(len(h) <= 6 for h in s.hands) or isinstance(s.stack[-1], Discard)
    assert len(s.display) <= 4
    taking = [t.card for t in s.stack if isinstance(t, TakeCard)]
    cards = s.display + s.deck + s.hands[0] + s.hands[1] + s.discard + taking
    assert len(cards) == len(set(cards))
    if s.round and s.winner < 0:  # a match-ending knockout leaves the attack card in the air
        assert len(cards) == 36  # every attack card is somewhere
    assert all(x >= 0 for x in s.heavy + s.light + s.poison)
    assert s.cells[0] != s.cells[1]


def run(seed: int) -> int:
    g = Knockdown(fighters=PAIRS[seed % len(PAIRS)])
    rng = random.Random(seed)
    s = g.new_initial_state()
    steps = 0
    while not s.is_terminal():
        a = sample_outcome(s.chance_outcomes(), rng) if s.is_chance_node() else rng.choice(s.legal_actions())
        s.apply(a, check=False)
        steps += 1
        check(s)  # at every step (issue 13: the soak checks every position, not a sample)
        assert steps < 20_000
    assert max(s.wins) == 2 and s.winner in (0, 1)
    return steps


def test_small_soak() -> None:
    for seed in range(50):
        run(seed)


@pytest.mark.slow
def test_soak_1000() -> None:
    for seed in range(1000):
        run(seed)
