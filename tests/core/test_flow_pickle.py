"""A flow game's state unpickled in a fresh process (the server's spawned agent workers) finds
its flow table: ``FlowState.FLOW_MODULE`` is imported first. Before, ``'KrosmasterState' object
has no attribute 'FLOW'`` sent every searching agent of a server room to random moves."""

from __future__ import annotations

import pickle
import subprocess
import sys

import pytest

from arena.core import registry

PROBE = """
import pickle, sys
state = pickle.loads(sys.stdin.buffer.read())
print(state.current_player(), len(state.legal_actions()) if not state.is_chance_node() else -1)
"""


@pytest.mark.parametrize("game_id", [g for g in registry.game_ids() if g != "tictactoe"])
def test_a_state_unpickled_in_a_fresh_process_plays(game_id: str) -> None:
    game = registry.load(game_id)
    state = game.new_initial_state()
    while state.is_chance_node():
        state.apply(state.chance_outcomes()[0][0])
    expected = f"{state.current_player()} {len(state.legal_actions())}"
    done = subprocess.run(
        [sys.executable, "-c", PROBE],
        input=pickle.dumps(state),
        capture_output=True,
        timeout=120,
        check=False,
    )
    assert done.returncode == 0, done.stderr.decode()[-2000:]
    assert done.stdout.decode().strip() == expected
