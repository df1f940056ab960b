"""Krosmaster's evaluation hook (games/krosmaster/evaluation.py; issue 4: damage, K.O.s, position)."""

from __future__ import annotations

import random
from typing import Any

import pytest

from arena.core import registry
from arena.core.chance import sample_outcome
from arena.core.game import Game
from arena.games.krosmaster.pieces import KROSMASTER


@pytest.fixture
def game() -> Game[Any]:
    return registry.load("krosmaster", scenario="tutorial-4")


def test_symmetric_start_and_range(game: Game[Any]) -> None:
    state = game.new_initial_state()
    v0, v1 = game.evaluate(state, 0), game.evaluate(state, 1)
    assert -0.95 <= v0 <= 0.95 and -0.95 <= v1 <= 0.95
    assert abs(v0) < 0.06 and abs(v1) < 0.06  # no material edge at the start: position terms only


def test_injuries_and_kos_move_the_value(game: Game[Any]) -> None:
    state = game.new_initial_state()
    before = game.evaluate(state, 0)
    enemy = next(p for p in state.pieces if p.owner == 1 and p.kind == KROSMASTER)
    enemy.injuries = enemy.hp - 1
    hurt = game.evaluate(state, 0)
    assert hurt > before + 0.3  # the weakest enemy is nearly K.O. (goal: K.O. one)
    assert game.evaluate(state, 1) < game.evaluate(game.new_initial_state(), 1)
    mine = next(p for p in state.pieces if p.owner == 0 and p.kind == KROSMASTER)
    mine.injuries = 1
    assert game.evaluate(state, 0) < hurt


def test_terminal_states_give_the_returns(game: Game[Any]) -> None:
    state = game.new_initial_state()
    rng = random.Random(4)
    while not state.is_terminal():
        if state.is_chance_node():
            state.apply(sample_outcome(state.chance_outcomes(), rng))
        else:
            legal = state.legal_actions()
            state.apply(legal[rng.randrange(len(legal))])
    assert [game.evaluate(state, p) for p in (0, 1)] == state.returns()


@pytest.mark.parametrize("mode", ["ffa", "2v2"])
def test_every_seat_valued_in_one_pass(mode: str) -> None:
    """``evaluate_all`` (one pass over the pieces) gives each seat its own value: partners share
    theirs in 2 vs 2, and a wound to one seat's Krosmaster lowers that seat and its partner and
    raises every opponent (seed 003, 4 players: teams and free-for-all)."""
    game = registry.load("krosmaster", players=4, mode=mode, teams="random", max_turns=30)
    state, rng = game.new_initial_state(), random.Random(7)
    while not any(p.in_play for p in state.pieces if p.kind == KROSMASTER and p.owner == 2):
        if state.is_chance_node():
            state.apply(sample_outcome(state.chance_outcomes(), rng))
        else:
            legal = state.legal_actions()
            state.apply(legal[rng.randrange(len(legal))])
    before = game.evaluate_all(state)
    assert before == [game.evaluate(state, p) for p in range(4)]
    victim = next(p for p in state.pieces if p.kind == KROSMASTER and p.owner == 2 and p.in_play)
    victim.injuries += 1
    after = game.evaluate_all(state)
    friends = {2, 0} if mode == "2v2" else {2}
    for seat in range(4):
        assert (after[seat] < before[seat]) if seat in friends else (after[seat] > before[seat])
    if mode == "2v2":
        assert after[0] == after[2] and after[1] == after[3]


def test_closing_in_counts_more_as_the_turn_limit_nears() -> None:
    """The house turn limit ends the game in a draw (``max_turns``; the tutorials' goal is to
    K.O. one enemy, seed 003, "Scénario d'Initiation 2"), so a step towards the enemy is worth
    four times more from half the limit on: the King of the Gobballs, outranged by the Queen of
    the Tofus, stood his ground for 60 turns against ``random`` (17 draws in 200 games)."""
    from arena.games.krosmaster.evaluation import CLOSE_WEIGHT, closeness_weight

    game = registry.load("krosmaster", scenario="tutorial-2")
    state = game.new_initial_state()
    king = next(p for p in state.pieces if p.owner == 1 and p.kind == KROSMASTER)
    nearer = state.clone()
    next(p for p in nearer.pieces if p.id == king.id).pos = king.pos + game.board.width  # a row closer

    def gain(turn: int) -> float:
        state.turn = nearer.turn = turn
        return game.evaluate(nearer, 1) - game.evaluate(state, 1)

    limit = game.max_turns
    assert closeness_weight(state) == CLOSE_WEIGHT  # turn 1: unchanged
    early, quarter, late = gain(1), gain(limit // 4), gain(limit // 2)
    assert early > 0 and quarter == pytest.approx(early)
    assert late == pytest.approx(4 * early)
    assert gain(limit - 1) == pytest.approx(late)
