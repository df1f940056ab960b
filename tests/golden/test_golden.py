"""Golden replays pin behaviour: every recorded game must replay to identical state hashes.

An intended rules change regenerates them (``python -m tests.golden.regen``) and the diff
shows in review which games changed.
"""

from __future__ import annotations

from pathlib import Path

import pytest

from arena.ai import RandomAgent
from arena.core import registry
from arena.core.driver import play_game
from arena.core.replay import read_replay, record_lines
from tests.golden.regen import GOLDEN, HERE, name


@pytest.mark.parametrize(("game_id", "options", "seed"), GOLDEN, ids=lambda v: str(v))
def test_golden_replay(game_id: str, options: dict[str, object], seed: int) -> None:
    path = HERE / name(game_id, options, seed)
    state, rows = read_replay(path)  # checks the state hash after every action
    assert rows, "a golden game has actions"
    # The same seed played again today gives the very same log.
    game = registry.load(game_id, **options)
    record = play_game(game, [RandomAgent() for _ in range(game.num_players)], seed)
    assert list(record_lines(record)) == Path(path).read_text(encoding="utf-8").splitlines()
    assert state.returns() == record.returns
