"""The Krosmaster die (decision K2): faces, successes per roll kind, exact probabilities."""

from __future__ import annotations

from fractions import Fraction

import pytest

from arena.core.errors import IllegalActionError, NotationError
from arena.core.state import CHANCE
from arena.games.krosmaster.actions import Die
from arena.games.krosmaster.dice import FACE_BY_SLUG, SUCCESS, Face, Roll, successes
from arena.games.krosmaster.state import KrosmasterState
from tests.krosmaster.harness import act, activate, clear, new_state, pending, put, roll

F = Face
EXPECTED_SUCCESS = {
    Roll.CRITICAL: {F.CRITIQUE, F.CRITIQUE_OU_ESQUIVE, F.DOFUS},
    Roll.ARMOR: {F.ARMURE, F.DOFUS},
    Roll.LOCK: {F.TACLE, F.DOFUS},
    Roll.DODGE: {F.ESQUIVE, F.CRITIQUE_OU_ESQUIVE, F.DOFUS},
}
EXPECTED_P = {
    Roll.CRITICAL: Fraction(3, 6),
    Roll.ARMOR: Fraction(2, 6),
    Roll.LOCK: Fraction(2, 6),
    Roll.DODGE: Fraction(3, 6),
}
ROLL_OF_NAME = {"critical": Roll.CRITICAL, "armor": Roll.ARMOR, "lock": Roll.LOCK, "dodge": Roll.DODGE}


def test_six_faces_with_their_slugs() -> None:
    """K2: Critique, Armure, Tacle, Esquive, Critique-ou-Esquive (choice), Dofus (wild)."""
    assert [f.slug for f in Face] == ["critique", "armure", "tacle", "esquive", "critique-esquive", "dofus"]
    assert {s: int(f) for s, f in FACE_BY_SLUG.items()} == {
        "critique": 0,
        "armure": 1,
        "tacle": 2,
        "esquive": 3,
        "critique-esquive": 4,
        "dofus": 5,
    }


@pytest.mark.parametrize("kind", list(Roll))
def test_success_faces_per_roll_kind(kind: Roll) -> None:
    """K2 and seed 003, "Jets de dés": the choice face turns to Critique or Esquive and the
    Dofus face to any basic face, always in the roller's favour."""
    assert set(SUCCESS[kind]) == EXPECTED_SUCCESS[kind]
    for face in Face:
        assert successes(kind, [int(face)]) == (1 if face in EXPECTED_SUCCESS[kind] else 0)


def test_successes_add_up_per_die() -> None:
    """seed 003, "Pouvoirs" (Critique, Armure, Tacle, Esquive): with two dice each success counts."""
    two = [int(F.DOFUS), int(F.CRITIQUE_OU_ESQUIVE)]
    assert successes(Roll.CRITICAL, two) == 2
    assert successes(Roll.DODGE, two) == 2
    assert successes(Roll.LOCK, two) == 1
    assert successes(Roll.ARMOR, two) == 1
    assert successes(Roll.LOCK, [int(F.TACLE), int(F.TACLE)]) == 2
    assert successes(Roll.ARMOR, [int(F.CRITIQUE), int(F.ESQUIVE)]) == 0
    assert successes(Roll.LOCK, []) == 0


@pytest.mark.parametrize("kind", list(Roll))
def test_exact_probability_per_die(kind: Roll) -> None:
    """K2 / research §1.2: critical 3/6, armor 2/6, lock 2/6, dodge 3/6."""
    p = sum((Fraction(1, 6) for f in Face if f in SUCCESS[kind]), Fraction(0))
    assert p == EXPECTED_P[kind]


# -- the engine's chance nodes ----------------------------------------------------------------------------
def _at_roll(kind: str) -> KrosmasterState:
    """A state waiting for the first die of a ``kind`` roll (one die each, tutorial 1)."""
    st = clear(new_state("tutorial-1"))
    put(st, "reine", "d4")
    put(st, "roi", "d5")
    if kind == "lock" or kind == "dodge":
        activate(st, "reine")
        act(st, "move c4")
        if kind == "dodge":
            roll(st, "tacle")
    else:
        activate(st, "roi")
        act(st, "cast coup-de-poing d4")
        if kind == "armor":
            roll(st, "armure")
    assert pending(st) == (kind, 1)
    return st


@pytest.mark.parametrize("kind", ["critical", "armor", "lock", "dodge"])
def test_chance_outcomes_are_six_equal_faces(kind: str) -> None:
    """K2: each die is a chance node of six faces, 1/6 each (exact Fractions)."""
    st = _at_roll(kind)
    assert st.current_player() == CHANCE
    outcomes = st.chance_outcomes()
    assert [a for a, _ in outcomes] == [Die(f) for f in range(6)]
    assert all(p == Fraction(1, 6) for _, p in outcomes)
    assert sum(p for _, p in outcomes) == 1
    assert st.legal_actions() == [Die(f) for f in range(6)]


@pytest.mark.parametrize("kind", ["critical", "armor", "lock", "dodge"])
def test_engine_success_probability_from_chance_outcomes(kind: str) -> None:
    """K2 through the engine: summing chance_outcomes over faces the engine counts as a
    success gives 3/6, 2/6, 2/6, 3/6 exactly."""
    st = _at_roll(kind)
    p_success = Fraction(0)
    for action, p in st.chance_outcomes():
        child = st.clone()
        events = child.apply(action)
        rolls = [e for e in events if e.kind == "roll"]
        assert len(rolls) == 1 and rolls[0].data["roll"] == kind
        if rolls[0].data["successes"] == 1:
            p_success += p
    assert p_success == EXPECTED_P[ROLL_OF_NAME[kind]]


def test_two_dice_lock_distribution() -> None:
    """seed 003, "Tacle" (tutorial 2): the Roi rolls two lock dice; successes 0/1/2 come
    with probabilities 4/9, 4/9, 1/9."""
    st = clear(new_state("tutorial-3"))
    put(st, "reine", "d4")
    put(st, "roi", "d5")
    activate(st, "reine")
    act(st, "move c4")
    assert pending(st) == ("lock", 2)
    dist: dict[int, Fraction] = {}
    for a1, p1 in st.chance_outcomes():
        mid = st.clone()
        assert mid.apply(a1) == []  # the first die alone resolves nothing
        for a2, p2 in mid.chance_outcomes():
            events = mid.clone().apply(a2)
            n = next(e.data["successes"] for e in events if e.kind == "roll")
            dist[n] = dist.get(n, Fraction(0)) + p1 * p2
    assert dist == {0: Fraction(4, 9), 1: Fraction(4, 9), 2: Fraction(1, 9)}


def test_no_chance_outcomes_outside_a_roll() -> None:
    """K2: chance nodes exist only while a die is being rolled."""
    st = clear(new_state("tutorial-1"))
    put(st, "reine", "d4")
    put(st, "roi", "h8")
    activate(st, "reine")
    assert st.chance_outcomes() == []
    before = st.to_json()
    with pytest.raises(IllegalActionError) as info:
        st.apply(Die(0))
    assert info.value.reason == "no-roll"
    assert st.to_json() == before


def test_only_dice_while_a_roll_is_pending() -> None:
    """seed 003, "Jets de dés": a roll is resolved before anything else happens."""
    st = _at_roll("lock")
    before = st.to_json()
    for text in ("end", "move d3", "cast coup-de-poing d5"):
        with pytest.raises(IllegalActionError) as info:
            st.apply(st.game.parse_action(text))
        assert info.value.reason == "dice-pending"
    with pytest.raises(IllegalActionError) as info:
        st.apply(Die(6))
    assert info.value.reason == "dice-pending"
    assert st.to_json() == before


def test_die_notation_both_ways() -> None:
    """Notation: ``die SLUG`` names a face."""
    g = new_state("tutorial-1").game
    for f in Face:
        assert g.action_to_text(Die(int(f))) == f"die {f.slug}"
        assert g.text_to_action(f"die {f.slug}") == Die(int(f))
    with pytest.raises(NotationError) as info:
        g.text_to_action("die banana")
    assert info.value.reason == "unknown-face"
