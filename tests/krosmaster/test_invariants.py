"""Random legal playouts of tutorials 1–6 keep the rules' invariants at every step.

Hypothesis draws the choices (legal action number ``c mod len(legal)``, chance outcomes
included); the ``slow`` soak plays 1,000 seeded games per tutorial (``make soak``).
"""

from __future__ import annotations

import random
import traceback
from collections import Counter
from typing import Any

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from arena.core.chance import sample_outcome
from arena.core.state import CHANCE, TERMINAL
from arena.games.krosmaster import Krosmaster, KrosmasterState
from arena.games.krosmaster.actions import End
from arena.games.krosmaster.board import BUSH, TREE
from arena.games.krosmaster.pieces import BOMB, KROSMASTER
from arena.games.krosmaster.state import DRAW, NO_WINNER
from arena.games.krosmaster.tasks import RollDice, SpellResolution

TUTORIALS = [f"tutorial-{n}" for n in range(1, 7)]


def check_invariants(s: KrosmasterState) -> list[Any]:
    """Every invariant of a position; returns its legal actions."""
    assert s.game.invariant_errors(s) == []  # the builder's checks hold along every playout
    legal = s.legal_actions()
    # terminal <=> no legal action (seed 003 "But du jeu": the game stops at a win or draw).
    assert s.is_terminal() == (not legal)
    assert s.is_terminal() == (s.winner != NO_WINNER)
    if s.waiting_for(RollDice) is not None and not s.is_terminal():
        assert s.current_player() == CHANCE
    exploding = set(s.exploding) | {t.caster for t in s.stack if isinstance(t, SpellResolution)}
    for p in s.pieces:
        # seed 003, "Blessures": never more injury markers than PV.
        assert 0 <= p.injuries <= p.hp, p.label
        # seed 003, "2.2": MP/AP never negative; only the active character holds any; the box's
        # only markers are -1 PA (Explosion), applied at activation start (so never above base).
        assert p.mp >= 0 and p.ap >= 0, p.label
        assert p.mp_markers == 0 and p.ap_markers <= 0, p.label
        if p.id == s.active and s.acting:
            assert p.mp <= p.base_mp and p.ap <= p.base_ap, p.label
        elif p.id != s.active:
            assert p.mp == 0 and p.ap == 0, p.label
        if p.in_play:
            assert p.pos >= 0 and s.occupant[p.pos] == p.id, p.label
            # seed 003, "Obstacle": nothing stands on a bush or a tree.
            assert s.scenery[p.pos] not in (BUSH, TREE), p.label
            if p.injuries >= p.hp:
                # seed 003, "Blessures": a K.O.'d piece leaves the board; a bomb first explodes.
                assert p.kind == BOMB and p.id in exploding, p.label
        else:
            assert p.pos == -1, p.label
    # One obstacle per cell: the occupancy table is exactly the pieces' positions.
    for cell, pid in enumerate(s.occupant):
        if pid >= 0:
            assert s.pieces[pid].in_play and s.pieces[pid].pos == cell
    # seed 003, "Contrôle d'invocation": never more tokens of a spell than its control value.
    spells = s.game.catalog.spells
    for k in s.pieces:
        if k.kind != KROSMASTER:
            continue
        for sid in k.spells:
            summon = spells[sid].summon
            if summon is not None:
                live = sum(1 for p in s.pieces if p.summoner == k.id and p.source_spell == sid and p.in_play)
                assert live <= summon.control
    if s.acting:
        active = s.pieces[s.active]
        assert active.in_play and active.owner == s.player
        assert s.current_player() == (CHANCE if s.waiting_for(RollDice) is not None else s.player)
    if s.is_terminal():
        assert s.current_player() == TERMINAL and s.chance_outcomes() == []
    return legal


@pytest.mark.parametrize("scenario", TUTORIALS)
@settings(max_examples=10, deadline=None)
@given(
    max_turns=st.sampled_from([3, 8, 60]),
    choices=st.lists(st.integers(min_value=0, max_value=2**16), min_size=100, max_size=400),
)
def test_random_playouts_keep_invariants(scenario: str, max_turns: int, choices: list[int]) -> None:
    """seed 003 rules as invariants (K.O., obstacles, PM/PA, summon control, end of game)
    along any sequence of legal actions."""
    s = Krosmaster(scenario=scenario, max_turns=max_turns).new_initial_state()
    assert isinstance(s, KrosmasterState)
    for c in choices:
        legal = check_invariants(s)
        if not legal:
            break
        s.apply(legal[c % len(legal)])
    check_invariants(s)


def _play(g: Krosmaster, seed: int) -> int:
    """One seeded random game; ``End`` is chosen rarely so that characters act."""
    rng = random.Random(seed)
    s = g.new_initial_state()
    assert isinstance(s, KrosmasterState)
    while True:
        legal = check_invariants(s)
        if not legal:
            return s.winner
        if s.is_chance_node():
            action = sample_outcome(s.chance_outcomes(), rng)
        else:
            action = legal[rng.randrange(len(legal))]
            if isinstance(action, End) and len(legal) > 1 and rng.random() < 0.9:
                action = legal[1 + rng.randrange(len(legal) - 1)]
        s.apply(action)


@pytest.mark.slow
@pytest.mark.parametrize("scenario", TUTORIALS)
def test_soak_1000_seeded_games(scenario: str) -> None:
    """Soak: 1,000 seeded random games of each tutorial, invariants at every step, no error."""
    g = Krosmaster(scenario=scenario)
    errors: list[str] = []
    outcomes: Counter[int] = Counter()
    for seed in range(1000):
        try:
            outcomes[_play(g, seed)] += 1
        except Exception:
            errors.append(f"seed {seed}:\n{traceback.format_exc()}")
    assert errors == [], f"{len(errors)} failing games; first:\n{errors[0]}"
    # every game ends with a winner, a draw (seed 003: K.O.s on both sides) or the house turn
    # limit's draw; never in an undefined state
    assert set(outcomes) <= {0, 1, DRAW, NO_WINNER}, outcomes
    assert outcomes[NO_WINNER] == 0, "a finished game always names its result"
