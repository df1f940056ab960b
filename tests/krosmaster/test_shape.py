"""The shape of Krosmaster on the shared flow engine, along seeded random playouts: every task
on the stack is registered in the flow table, the state JSON round-trips at every step, a
clone is independent, and the pending decision agrees with ``current_player()``."""

from __future__ import annotations

import random

import pytest

from arena.core import registry
from arena.core.chance import sample_outcome
from arena.core.flow import HandlerKind
from arena.core.serialization import canonical_json
from arena.core.state import CHANCE, TERMINAL
from arena.games.krosmaster.flow import FLOW

CONFIGS = [
    ({"scenario": "tutorial-1"}, 1),
    ({"scenario": "tutorial-6"}, 2),
    ({"scenario": "tutorial-7", "max_turns": 12}, 3),
    ({"players": 4, "mode": "2v2", "teams": "draft", "max_turns": 12}, 4),
    ({"players": 4, "mode": "ffa", "teams": "random", "max_turns": 8}, 5),
]


@pytest.mark.parametrize(("options", "seed"), CONFIGS, ids=lambda v: str(v))
def test_playout_shape(options: dict[str, object], seed: int) -> None:
    game = registry.load("krosmaster", **options)
    rng = random.Random(seed)
    state = game.new_initial_state()
    for _ in range(1500):
        for task in state.stack:
            assert type(task) in FLOW.handlers, type(task).__name__
            assert FLOW.by_kind[task.kind] is type(task)
        text = canonical_json(state.to_json())
        again = game.state_from_json(state.to_json())
        assert canonical_json(again.to_json()) == text
        assert again.stack == state.stack
        pending = state.pending()
        player = state.current_player()
        if pending is None:
            assert player == TERMINAL and state.is_terminal()
            break
        assert pending.task is state.stack[-1]
        assert pending.player == player
        handler = FLOW.handlers[type(pending.task)]
        assert (handler.kind is HandlerKind.CHANCE) == (player == CHANCE)
        clone = state.clone()
        if state.is_chance_node():
            action = sample_outcome(state.chance_outcomes(), rng)
        else:
            action = rng.choice(state.legal_actions())
        clone.apply(action)
        assert canonical_json(state.to_json()) == text, "applying to a clone changed the original"
        state.apply(action)
        assert canonical_json(state.to_json()) == canonical_json(clone.to_json())
