"""`arena loadtest` (issue 31, "a bounded load script in the repository"): a short run against a
real `arena serve` it starts itself; the figures' shape, no errors, the bounds. Timings are
measured, never asserted."""

from __future__ import annotations

import json

from typer.testing import CliRunner

from arena.cli.main import app


def test_a_short_run_plays_and_measures(runner: CliRunner) -> None:
    result = runner.invoke(app, ["loadtest", "--games", "3", "--seconds", "4", "--ramp", "1", "--json"])
    assert result.exit_code == 0, result.output
    figures = json.loads(result.output[result.output.index("{") :])
    assert figures["errors"] == 0 and figures["moves"] > 5
    assert figures["lost_actions"] == 0 and figures["rooms_checked"] >= 3
    assert set(figures) >= {"moves_per_s", "p50_ms", "p95_ms", "p99_ms", "max_ms", "server_cpu_ms_per_move"}
    assert figures["p50_ms"] <= figures["p99_ms"] <= figures["max_ms"]


def test_moves_by_http_too(runner: CliRunner) -> None:
    result = runner.invoke(
        app, ["loadtest", "--games", "2", "--seconds", "3", "--ramp", "0", "--http", "--json"]
    )
    assert result.exit_code == 0, result.output
    assert json.loads(result.output[result.output.index("{") :])["transport"] == "http"


def test_bounds_are_refused(runner: CliRunner) -> None:
    assert runner.invoke(app, ["loadtest", "--games", "999999"]).exit_code == 2
    assert runner.invoke(app, ["loadtest", "--seconds", "100000"]).exit_code == 2
    two = runner.invoke(app, ["loadtest", "--processes", "2"])
    assert two.exit_code == 2 and "Redis" in two.output
