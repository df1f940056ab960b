"""Issue 13: one seeding scheme. A server room created with seed S and agents on every seat
plays, action for action, the game ``arena selfplay`` and ``play_game`` play with seed S."""

from __future__ import annotations

import json
import time
from collections.abc import Callable
from pathlib import Path

import pytest
from typer.testing import CliRunner

from arena.ai import RandomAgent
from arena.cli.main import app
from arena.core import registry
from arena.core.driver import derive_seed, play_game
from tests.server.conftest import Room


def _server_log(room: Room) -> list[str]:
    manager = room.client.app.state.manager  # type: ignore[attr-defined]
    deadline = time.monotonic() + 120
    live = manager.get(room.id).master
    while not live.state.is_terminal():
        assert time.monotonic() < deadline, "the agents did not finish"
        time.sleep(0.05)
    return [step.text for step in live.log]


@pytest.mark.parametrize(("game_id", "options"), [("knockdown", {}), ("tictactoe", {})])
def test_a_room_and_selfplay_play_the_same_game(
    game_id: str, options: dict[str, object], new_room: Callable[..., Room], tmp_path: Path
) -> None:
    # selfplay's game 0 has the seed derive_seed(S, 0); the store keeps seeds below 2**63
    master = next(s for s in range(100) if derive_seed(s, 0) < 2**63)
    args = ["selfplay", game_id, "--agents", "random", "--games", "1", "--seed", str(master)]
    result = CliRunner().invoke(app, [*args, "--save-dir", str(tmp_path)])
    assert result.exit_code == 0, result.output
    (saved,) = tmp_path.glob("*.jsonl")
    header, *rows = [json.loads(line) for line in saved.read_text(encoding="utf-8").splitlines()]
    seed = header["seed"]
    selfplay_log = [row["a"] for row in rows if "a" in row]  # the last line holds the result

    game = registry.load(game_id, **options)
    record = play_game(game, [RandomAgent() for _ in range(game.num_players)], seed)
    assert [s.text for s in record.steps] == selfplay_log

    seats = [{"kind": "agent", "agent": "random"} for _ in range(game.num_players)]
    room = new_room(game_id, seed=seed, options=options, seats=seats)
    assert _server_log(room) == selfplay_log
