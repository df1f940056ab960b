"""The evaluation hook search agents use on Mage Knight (``evaluation.py``): Fame first, and
what leads to Fame; never outside [-1, 1]."""

from __future__ import annotations

import pytest

from arena.games.mageknight import evaluation, geometry
from arena.games.mageknight.actions import act
from arena.games.mageknight.game import MageKnight
from arena.games.mageknight.hexes import distance
from arena.games.mageknight.position import MageKnightPosition

SOLO = MageKnight(players=1, heroes=["tovak"])


def test_fame_crystals_and_units_raise_the_worth_and_wounds_lower_it() -> None:
    base = MageKnightPosition(SOLO).hand(0, ["march", "rage"])
    plain = evaluation.worth(base.build(), 0)
    assert (
        evaluation.worth(MageKnightPosition(SOLO).hand(0, ["march", "rage"]).fame(0, 5).build(), 0)
        == plain + 5
    )
    assert evaluation.worth(base.crystals(0, red=2).build(), 0) > plain
    wounded = MageKnightPosition(SOLO).hand(0, ["march", "wound"]).build()
    assert evaluation.worth(wounded, 0) < plain


def test_unspent_move_counts_until_the_turn_ends() -> None:
    state = MageKnightPosition(SOLO).hand(0, ["march", "rage"]).build()
    before = evaluation.worth(state, 0)
    state.apply(act("play", "march"))  # Move 2, one card fewer to play this Round
    assert evaluation.worth(state, 0) == pytest.approx(
        before + 2 * evaluation.MOVE_POINT - evaluation.CARD_LEFT
    )


def test_a_hero_nearer_a_space_to_explore_from_is_worth_more() -> None:
    """Exploring is the scenario's steady Fame (a tile revealed: 1 Fame); the steps to the
    nearest space a tile could be explored from (seed 001, "探索") count against the hero."""
    state = MageKnightPosition(SOLO).hand(0, ["march"]).build()
    edge = evaluation._frontier(frozenset(state.tiles), "countryside")
    assert edge and all(geometry.explorable_positions(h, state.tiles, "countryside") for h in edge)
    at_portal = evaluation.worth(state, 0)
    nearest = min(edge, key=lambda h: distance((0, 0), h))
    there = MageKnightPosition(SOLO).hand(0, ["march"]).at(0, nearest).build()
    gain = evaluation.FRONTIER * distance((0, 0), nearest)
    assert evaluation.worth(there, 0) == pytest.approx(at_portal + gain) and gain > 0


def test_the_evaluation_stays_in_range_and_opposes_the_seats() -> None:
    duo = MageKnight(players=2, heroes=["tovak", "goldyx"])
    state = MageKnightPosition(duo).source(["red", "blue", "green", "white"]).fame(0, 60).build()
    ahead, behind = duo.evaluate(state, 0), duo.evaluate(state, 1)
    assert 0 < ahead <= 1 and -1 <= behind < 0 and abs(ahead + behind) < 1e-9
