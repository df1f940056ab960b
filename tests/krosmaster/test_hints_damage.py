"""The damage preview is the engine's own resolution (issue 13, "Games own their parts").

A preview that re-implemented the damage rules drifted: with a +2 air reward bonus on Reine
casting Dan To Fu it promised {0..3} injuries (mean 1.36) while the engine deals 3 when the
critical and armor rolls fail. These tests compare the preview with an exhaustive walk of the
dice in the test itself (no merging, every outcome), on full-game positions with rewards.
"""

from __future__ import annotations

from fractions import Fraction
from typing import Any

import pytest

from arena.games.krosmaster.actions import Cast
from tests.krosmaster.harness import activate, piece, put
from tests.krosmaster.test_full_rewards import fosse, reveal


def _walk(state: Any, label: str) -> dict[int, Fraction]:
    """Exact injuries of ``label`` once the dice stop, by walking every outcome."""
    if not state.is_chance_node():
        return {piece(state, label).injuries: Fraction(1)}
    out: dict[int, Fraction] = {}
    for outcome, p in state.chance_outcomes():
        for k, q in _walk(state.child(outcome), label).items():
            out[k] = out.get(k, Fraction(0)) + p * q
    return out


def _preview(state: Any, spell: str, target: str) -> dict[str, Any]:
    (answer,) = state.game.hints(state, state.player, {"kind": "damage", "spell": spell, "target": target})[
        "targets"
    ]
    return answer  # type: ignore[no-any-return]


def _expected_from_walk(state: Any, spell: str, target_cell: str, label: str) -> dict[int, float]:
    before = piece(state, label).injuries
    cast = Cast(spell, state.board.parse(target_cell))
    return {k - before: float(p) for k, p in _walk(state.child(cast), label).items()}


def test_reine_dan_to_fu_with_a_plus_two_air_boost() -> None:
    """seed 003, "Boosts d'Air": +2 damage to the next air spell; the preview counts it."""
    st = fosse()
    put(st, "reine", "d8")
    put(st, "anna", "d7")
    reveal(st, "reine", "boost-air")
    preview = _preview(st, "dan-to-fu", "d7")
    want = _expected_from_walk(st, "dan-to-fu", "d7", "anna")
    got = {int(k): p for k, p in preview["distribution"].items() if p > 0}
    assert got.keys() == want.keys() and all(abs(got[k] - want[k]) < 1e-12 for k in got)
    assert min(got) == 3 - 1  # 1 + 2 (boost), minus one armor success at worst


@pytest.mark.parametrize("token", ["boost-air", "boost-eau", "boost-feu", "boost-terre"])
@pytest.mark.parametrize(
    ("caster", "spell"), [("reine", "dan-to-fu"), ("guy", "fleche-harcelante"), ("reine", "coup-de-poing")]
)
def test_previews_equal_the_dice_walk_with_rewards(token: str, caster: str, spell: str) -> None:
    st = fosse()
    put(st, caster, "d8")
    put(st, "anna", "d4" if spell == "fleche-harcelante" else "d7")
    target = "d4" if spell == "fleche-harcelante" else "d7"
    reveal(st, caster, token)
    if Cast(spell, st.board.parse(target)) not in st.legal_actions():
        pytest.skip(f"{spell} cannot reach {target} from d8")
    preview = _preview(st, spell, target)
    want = _expected_from_walk(st, spell, target, "anna")
    got = {int(k): p for k, p in preview["distribution"].items() if p > 0}
    assert got.keys() == want.keys() and all(abs(got[k] - want[k]) < 1e-12 for k in got)
    mean = sum(k * p for k, p in want.items())
    assert abs(preview["expected"] - mean) < 1e-9


def test_a_spectator_gets_no_odds_that_could_tell_a_face_down_reward() -> None:
    st = fosse()
    put(st, "reine", "d8")
    put(st, "anna", "d7")
    activate(st, "reine")
    answer = st.game.hints(st, None, {"kind": "damage", "spell": "dan-to-fu", "target": "d7"})
    assert answer["targets"] == [] and answer["preview"] == "hidden"
