"""``arena bench``: the named figures are present (timings are never asserted)."""

from __future__ import annotations

import json

from typer.testing import CliRunner

from arena.cli.main import app

FIGURES = (
    "games_per_s",
    "actions_per_s",
    "legal_actions_us_median",
    "legal_actions_us_p99",
    "clone_us_median",
    "apply_us_median",
)


def test_bench_json_has_the_named_figures(runner: CliRunner) -> None:
    result = runner.invoke(app, ["bench", "tictactoe", "--json", "--games", "3", "--reps", "1"])
    assert result.exit_code == 0, result.output
    data = json.loads(result.stdout)
    assert (data["game"], data["options"], data["games"], data["reps"]) == ("tictactoe", {}, 3, 1)
    for key in FIGURES:
        assert isinstance(data[key], float | int) and data[key] >= 0, key
    assert data["python"].startswith(("CPython", "PyPy"))
    assert data["machine"]
    assert 5 <= data["avg_steps"] <= 9


def test_bench_table_and_bench_config(runner: CliRunner, dice: object) -> None:
    result = runner.invoke(app, ["bench", "cli-dice", "--json", "--games", "2", "--reps", "2"])
    assert result.exit_code == 0, result.output
    data = json.loads(result.stdout)
    assert data["options"] == {"rounds": 2, "crash_on_six": False}  # from DiceGame.bench_config()
    assert data["avg_steps"] == 8  # 2 rounds x 2 seats x (roll + decision)
    explicit = runner.invoke(
        app, ["bench", "cli-dice", "--json", "--games", "1", "--reps", "1", "--opt", "rounds=1"]
    )
    assert json.loads(explicit.stdout)["options"]["rounds"] == 1
    table = runner.invoke(app, ["bench", "ttt", "--games", "2", "--reps", "1"])
    assert table.exit_code == 0, table.output
    assert "apply µs (median)" in table.output
