"""Knockdown on the shared flow engine (issue 13): typed tasks, one handler table, exact copies."""

from __future__ import annotations

import random
import typing

from arena.core.chance import sample_outcome
from arena.core.flow import HandlerKind
from arena.games.knockdown import Knockdown
from arena.games.knockdown.flow import FLOW
from arena.games.knockdown.state import KnockdownState
from arena.games.knockdown.viewmodel import PendingTask


def test_the_view_names_every_waiting_task_kind() -> None:
    waiting = {t.kind for t, h in FLOW.handlers.items() if h.kind is not HandlerKind.AUTOMATIC}
    assert set(typing.get_args(PendingTask)) == waiting


def test_a_playout_keeps_registered_tasks_exact_json_and_independent_clones() -> None:
    for seed in range(3):
        game = Knockdown(
            fighters=[("mist-a", "knight-a"), ("witch-b", "mist-b"), ("knight-b", "witch-a")][seed]
        )
        rng = random.Random(seed)
        state = game.new_initial_state()
        kinds: set[str] = set()
        while not state.is_terminal():
            assert all(type(t) in FLOW.handlers for t in state.stack)
            kinds.update(t.kind for t in state.stack)
            data = state.to_json()
            assert KnockdownState.from_json(game, data).to_json() == data
            pending = state.pending()
            assert pending is not None and pending.player == state.current_player()
            copy = state.clone()
            action = (
                sample_outcome(state.chance_outcomes(), rng)
                if state.is_chance_node()
                else rng.choice(state.legal_actions())
            )
            copy.apply(action)
            assert state.to_json() == data  # the clone shares nothing mutable
            state.apply(action)
            assert state.to_json() == copy.to_json()
        assert {"turn", "block_window", "deal_damage", "refill_display"} <= kinds
