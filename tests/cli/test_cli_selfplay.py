"""``arena selfplay`` and ``arena replay`` through the Typer test runner."""

from __future__ import annotations

import json
from pathlib import Path
from typing import Any

from typer.testing import CliRunner

from arena.cli.main import app
from arena.core.driver import derive_seed


def selfplay(runner: CliRunner, *args: str) -> tuple[int, dict[str, Any]]:
    result = runner.invoke(app, ["selfplay", *args, "--json"])
    return result.exit_code, json.loads(result.stdout)


def test_selfplay_json_summary(runner: CliRunner) -> None:
    code, s = selfplay(runner, "tictactoe", "--agents", "random,random", "--games", "20", "--seed", "5")
    assert code == 0
    assert (s["game"], s["options"], s["agents"]) == ("tictactoe", {}, ["random", "random"])
    assert (s["games"], s["errors"], s["error_details"]) == (20, 0, [])
    assert sum(s["wins"]) + s["draws"] == 20
    assert len(s["results"]) == 20
    assert [r["seed"] for r in s["results"]] == [derive_seed(5, i) for i in range(20)]
    for r in s["results"]:
        assert r["terminal"] and 5 <= r["actions"] == r["steps"] <= 9
        assert len(r["returns"]) == 2
    assert s["avg_actions"] == sum(r["actions"] for r in s["results"]) / 20
    for key in ("avg_steps", "elapsed_s", "games_per_s", "actions_per_s"):
        assert s[key] >= 0


def test_selfplay_is_deterministic(runner: CliRunner) -> None:
    args = ("ttt", "--games", "20", "--seed", "123")
    first, second = selfplay(runner, *args)[1], selfplay(runner, *args)[1]
    assert first["results"] == second["results"]
    other = selfplay(runner, "ttt", "--games", "20", "--seed", "124")[1]
    assert other["results"] != first["results"]


def test_selfplay_table_output(runner: CliRunner) -> None:
    result = runner.invoke(app, ["selfplay", "ttt", "--games", "3"])
    assert result.exit_code == 0, result.output
    assert "games finished" in result.output
    assert "wins per seat" in result.output


def test_selfplay_bad_agents_exit_2(runner: CliRunner) -> None:
    result = runner.invoke(app, ["selfplay", "ttt", "--agents", "random,random,random"])
    assert result.exit_code == 2
    assert "3 agents given for 2 seats" in result.output
    result = runner.invoke(app, ["selfplay", "ttt", "--agents", "nope,random"])
    assert result.exit_code == 2
    assert "unknown agent 'nope'" in result.output


def test_selfplay_counts_errors_and_continues(runner: CliRunner, dice: object, tmp_path: Path) -> None:
    code, s = selfplay(
        runner, "cli-dice", "--games", "20", "--opt", "crash_on_six=true", "--save-dir", str(tmp_path)
    )
    assert code == 1
    assert s["options"] == {"rounds": 3, "crash_on_six": True}
    assert s["errors"] > 0
    assert s["games"] + s["errors"] == 20
    detail = s["error_details"][0]
    assert (detail["stage"], detail["error"], detail["message"]) == (
        "play",
        "RuntimeError",
        "boom: rolled a six",
    )
    assert any("_apply" in frame for frame in detail["traceback"])
    # the steps before the failure are saved, so the failure can be reproduced
    partial = tmp_path / f"cli-dice-{detail['index']:04d}-error.jsonl"
    assert partial.exists()
    check = runner.invoke(app, ["replay", str(partial)])
    assert check.exit_code == 0, check.output
    assert "result: unfinished" in check.output


def test_selfplay_max_steps_stops_games(runner: CliRunner) -> None:
    code, s = selfplay(runner, "ttt", "--games", "4", "--max-steps", "3")
    assert code == 0
    assert s["unfinished"] == 4
    assert all(not r["terminal"] and r["steps"] == 3 for r in s["results"])


def test_replay_round_trip_and_tampering(runner: CliRunner, dice: object, tmp_path: Path) -> None:
    code, summary = selfplay(runner, "cli-dice", "--games", "3", "--seed", "9", "--save-dir", str(tmp_path))
    assert (code, summary["errors"]) == (0, 0)
    logs = sorted(tmp_path.glob("cli-dice-*.jsonl"))
    assert len(logs) == 3
    for log in logs:
        result = runner.invoke(app, ["replay", str(log), "--verify"])
        assert result.exit_code == 0, result.output
        assert "OK cli-dice: 6 actions + 6 chance" in result.output

    lines = logs[0].read_text().splitlines()
    row = json.loads(lines[3])
    row["h"] = "0" * 16
    tampered = tmp_path / "tampered.jsonl"
    tampered.write_text("\n".join([*lines[:3], json.dumps(row), *lines[4:]]) + "\n")
    result = runner.invoke(app, ["replay", str(tampered), "--verify"])
    assert result.exit_code == 1
    assert "replay error: line 4: state hash differs" in result.output

    truncated = tmp_path / "truncated.jsonl"
    truncated.write_text("\n".join(lines[:-1]) + "\n")
    result = runner.invoke(app, ["replay", str(truncated)])
    assert result.exit_code == 1
    assert "truncated" in result.output
    result = runner.invoke(app, ["replay", str(truncated), "--verify"])
    assert result.exit_code == 1
    assert "no end line" in result.output

    garbage = tmp_path / "garbage.jsonl"
    garbage.write_text("[1, 2]\n")
    result = runner.invoke(app, ["replay", str(garbage)])
    assert result.exit_code == 1
    assert "replay error" in result.output

    result = runner.invoke(app, ["replay", str(tmp_path / "missing.jsonl")])
    assert result.exit_code == 1
    assert "cannot read" in result.output


def test_selfplay_on_two_workers_plays_the_same_games(runner: CliRunner, dice: object) -> None:
    """Issue 32, "Self-play uses every core": a process pool gives one process's results."""
    args = ("cli-dice", "--agents", "greedy,mcts:iters=10", "--games", "12", "--seed", "4")
    one = selfplay(runner, *args, "--workers", "1")[1]
    two = selfplay(runner, *args, "--workers", "2")[1]
    assert one["results"] == two["results"] and len(one["results"]) == 12
    assert [r["index"] for r in two["results"]] == list(range(12))
    assert (one["wins"], one["draws"]) == (two["wins"], two["draws"])
    crashing = ("cli-dice", "--games", "10", "--opt", "crash_on_six=true")
    failed_one = selfplay(runner, *crashing, "--workers", "1")[1]["error_details"]
    failed_two = selfplay(runner, *crashing, "--workers", "2")[1]["error_details"]
    assert [d["index"] for d in failed_two] == [d["index"] for d in failed_one] != []
