"""Seeded random games of First Reconnaissance run to their end with every invariant kept
(solo with the Dummy, 2 and 4 players): exact JSON, independent clones, a stable notation and
index for every legal action, typed views, hidden hands."""

from __future__ import annotations

import random

import pytest

from arena.core.chance import sample_outcome
from arena.games.mageknight.game import MageKnight
from arena.games.mageknight.position import census_errors
from arena.games.mageknight.state import MageKnightState
from arena.games.mageknight.viewmodel import MageKnightView

CONFIGS = [{"players": 1}, {"players": 2}, {"players": 4}]
MAX_STEPS = 20_000


def check(state: MageKnightState, game: MageKnight) -> None:
    assert game.invariant_errors(state) == []
    assert census_errors(state) == []  # cards conserved (deck, hand, play area, discard, offers...)
    data = state.to_json()
    assert MageKnightState.from_json(game, data).to_json() == data
    for action in state.legal_actions():
        text = game.action_to_text(action)
        assert game.parse_action(text) == action
        assert game.index_to_action(game.action_to_index(action)) == action
    for seat in [None, *range(game.num_players)]:
        view = MageKnightView.model_validate(state.view(seat))
        for hero in view.heroes:
            assert (hero.hand is not None) == (hero.seat == seat)


@pytest.mark.parametrize("options", CONFIGS, ids=lambda o: f"{o['players']}p")
@pytest.mark.parametrize("seed", [1, 2])
def test_a_random_game_ends_with_every_invariant(options: dict[str, int], seed: int) -> None:
    game = MageKnight(**options)
    rng = random.Random(seed)
    state = game.new_initial_state()
    steps = 0
    while not state.is_terminal():
        if steps % 7 == 0:
            check(state, game)
            copy = state.clone()
            assert copy.to_json() == state.to_json()
        if state.is_chance_node():
            action = sample_outcome(state.chance_outcomes(), rng)
        else:
            action = rng.choice(state.legal_actions())
        state.apply(action)
        steps += 1
        assert steps < MAX_STEPS
    check(state, game)
    assert state.round <= game.rounds
    assert len(state.returns()) == game.num_players


def test_picking_a_unit_has_an_index() -> None:
    """Regression (arena selfplay mageknight --players 1 --seed 77 --check, game 11): healing
    or readying a Unit asks "pick unit:N", which the action table lacked (NotationError)."""
    from arena.games.mageknight.actions import act

    game = MageKnight(players=1)
    for slot in range(6):
        action = act("pick", f"unit:{slot}")
        assert game.index_to_action(game.action_to_index(action)) == action
