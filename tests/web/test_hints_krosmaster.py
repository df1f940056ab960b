"""The Krosmaster hints agree with the engine (arena.games.krosmaster.hints, behind the game's hints hook)."""

from __future__ import annotations

import random
from fractions import Fraction
from typing import Any

import pytest

from arena.core import registry
from arena.core.errors import HintQueryError as HintError
from arena.games.krosmaster.actions import Cast, Move
from arena.games.krosmaster.hints import hints
from arena.games.krosmaster.tasks import ChoosePiece


def _state(scenario: str = "tutorial-6", steps: int = 0, seed: int = 1) -> Any:
    s = registry.load("krosmaster", scenario=scenario).new_initial_state()
    rng = random.Random(seed)
    for _ in range(steps):
        if s.is_terminal():
            break
        s.apply(rng.choice(s.legal_actions()))
    return s


def _acting_states(n: int = 40) -> list[Any]:
    out = []
    s = _state()
    rng = random.Random(3)
    while len(out) < n and not s.is_terminal():
        if s.acting and not s.is_chance_node() and s.waiting_for(ChoosePiece) is None:
            out.append(s.clone())
        s.apply(rng.choice(s.legal_actions()))
    return out


def test_legal_targets_are_the_engines_casts() -> None:
    """seed 003, "Portée (PO)" and "Ligne de vue": hints list exactly the legal cast cells."""
    for s in _acting_states():
        piece = s.pieces[s.active]
        casts = [a for a in s.legal_actions() if isinstance(a, Cast)]
        for sid in piece.spells:
            h = hints(s, s.player, {"kind": "spell", "spell": sid})
            want = sorted(s.board.name(a.target) for a in casts if a.spell == sid)
            assert sorted(h["legal"]) == want
            assert set(h["in_sight"]) | set(h["out_of_sight"]) == set(h["in_range"])
            assert not set(h["in_sight"]) & set(h["out_of_sight"])


def test_first_steps_are_the_engines_moves() -> None:
    """seed 003, "Se déplacer d'une case": distance-1 cells are the legal moves."""
    for s in _acting_states():
        h = hints(s, s.player, {"kind": "moves"})
        moves = sorted(s.board.name(a.to) for a in s.legal_actions() if isinstance(a, Move))
        assert sorted(c for c, d in h["cells"].items() if d == 1) == moves
        assert all(1 <= d <= h["mp"] for d in h["cells"].values())


def _outcomes(s: Any, label: str) -> dict[int, Fraction]:
    """Exact injury distribution of ``label`` by walking every die of the resolution."""
    if not s.is_chance_node():
        p = next(p for p in s.pieces if p.label == label)
        return {p.injuries: Fraction(1)}
    out: dict[int, Fraction] = {}
    for a, pr in s.chance_outcomes():
        for k, q in _outcomes(s.child(a), label).items():
            out[k] = out.get(k, Fraction(0)) + pr * q
    return out


def test_damage_odds_match_the_dice() -> None:
    """seed 003, "Lancer un sort" steps 3-5: the odds equal an exact walk of the dice."""
    checked = 0
    for s in _acting_states(200):
        for a in s.legal_actions():
            if not isinstance(a, Cast) or s.occupant[a.target] < 0:
                continue
            victim = s.pieces[s.occupant[a.target]]
            sp = s.game.catalog.spells[a.spell]
            if sp.kind.value != "attack" or sp.area.value != "none" or sp.effects:
                continue
            h = hints(s, s.player, {"kind": "damage", "spell": a.spell, "target": s.board.name(a.target)})
            (t,) = h["targets"]
            walk = _outcomes(s.child(a), victim.label)
            want = {k - victim.injuries: float(p) for k, p in walk.items()}
            got = {int(k): p for k, p in t["distribution"].items() if p > 0}
            assert got.keys() == want.keys()
            assert all(abs(got[k] - want[k]) < 1e-12 for k in got)
            checked += 1
    assert checked > 0


def test_spell_cards_and_errors() -> None:
    s = _state()
    cards = hints(s, s.player, {"kind": "spells"})["spells"]
    assert [c["id"] for c in cards] == list(s.pieces[s.active].spells)
    assert all(c["castable"] for c in cards if c["refusal"] is None)
    with pytest.raises(HintError):
        hints(s, 0, {"kind": "nope"})
    with pytest.raises(HintError):
        hints(s, 0, {"kind": "spell", "spell": "no-such-spell"})
    with pytest.raises(HintError):
        hints(s, 0, {"kind": "damage", "spell": "coup-de-poing", "target": "z99"})
