"""``arena bench``: the named figures are present (timings are never asserted)."""

from __future__ import annotations

import importlib.util
import json
from typing import Any

import pytest
from typer.testing import CliRunner

from arena.cli.main import app

FIGURES = (
    "games_per_s",
    "actions_per_s",
    "legal_actions_us_median",
    "legal_actions_us_p99",
    "clone_us_median",
    "apply_us_median",
    "mcts_iters_per_s",
)
OPENSPIEL_FIGURES = (
    "ours_games_per_s",
    "openspiel_cpp_games_per_s",
    "openspiel_python_games_per_s",
    "ratio_vs_openspiel_python",
    "ratio_vs_openspiel_cpp",
    "ours_mcts_iters_per_s",
    "openspiel_python_mcts_iters_per_s",
    "mcts_ratio_vs_openspiel_python",
    "mcts_ratio_vs_openspiel_cpp",
)


def test_bench_json_has_the_named_figures(runner: CliRunner) -> None:
    args = ["bench", "tictactoe", "--json", "--games", "3", "--reps", "1", "--mcts-iters", "20"]
    result = runner.invoke(app, args)
    assert result.exit_code == 0, result.output
    data = json.loads(result.stdout)
    assert (data["game"], data["options"], data["games"], data["reps"]) == ("tictactoe", {}, 3, 1)
    for key in FIGURES:
        assert isinstance(data[key], float | int) and data[key] >= 0, key
    assert data["python"].startswith(("CPython", "PyPy"))
    assert data["machine"]
    # Issue 16, "Fair benches": what a figure depends on besides the code is recorded.
    assert data["cpus"] >= 1 and isinstance(data["compiled_core"], bool)
    assert isinstance(data["load_avg_1_5_15min"], list)
    # The MCTS rate counts the iterations that ran: the whole budget at every position.
    assert data["mcts_iterations_done"] == 20 * data["mcts_positions"] > 0
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


def test_bench_mcts_figure_on_every_position_and_off_switch(runner: CliRunner) -> None:
    result = runner.invoke(
        app, ["bench", "ttt", "--json", "--games", "2", "--reps", "2", "--mcts-iters", "5"]
    )
    data = json.loads(result.stdout)
    assert (data["mcts_iters"], data["mcts_positions"]) == (5, 3)
    assert data["mcts_iters_per_s"] > 0 and len(data["per_rep"]) == 2
    off = runner.invoke(app, ["bench", "ttt", "--json", "--games", "2", "--reps", "1", "--mcts-iters", "0"])
    assert json.loads(off.stdout)["mcts_iters_per_s"] == 0


def test_compare_only_for_tictactoe_and_openspiel(runner: CliRunner) -> None:
    result = runner.invoke(app, ["bench", "ttt", "--games", "1", "--reps", "1", "--compare", "chess"])
    assert result.exit_code == 2 and "--compare supports only" in result.output


@pytest.mark.skipif(importlib.util.find_spec("pyspiel") is None, reason="open_spiel extra not installed")
def test_compare_openspiel_reports_the_ratios(runner: CliRunner) -> None:
    args = ["bench", "tictactoe", "--json", "--games", "5", "--reps", "1", "--mcts-iters", "10"]
    result = runner.invoke(app, [*args, "--compare", "openspiel"])
    assert result.exit_code == 0, result.output
    data = json.loads(result.stdout)["openspiel"]
    assert data["games"] >= 5 and data["mcts_iters"] == 10
    for key in OPENSPIEL_FIGURES:
        assert isinstance(data[key], float | int) and data[key] > 0, key


def test_the_bench_plays_the_games_play_game_plays() -> None:
    """Issue 13, one seeding scheme: the bench's lean loop and ``play_game`` (random agents) play
    the same game for the same seed, so a benchmark measures the games everyone else plays."""
    from arena.ai import RandomAgent
    from arena.cli.bench import game_rngs, random_pick
    from arena.core import registry
    from arena.core.driver import derive_seed, play_game

    game = registry.load("knockdown")
    chance, seats = game_rngs(9, 0, game.num_players)
    state = game.new_initial_state()
    texts = []
    while not state.is_terminal():
        action = random_pick(state, chance, seats)
        texts.append(game.action_to_text(action))
        state.apply(action)
    record = play_game(game, [RandomAgent(), RandomAgent()], derive_seed(9, 0))
    assert texts == [s.text for s in record.steps]


def test_the_bench_warms_up_on_a_game_it_does_not_time(monkeypatch: pytest.MonkeyPatch) -> None:
    """Issue 16, fair benches: one untimed game on another seed comes first (imports and the
    rules' first table fills are not timed); the timed games are still games 0..n-1 of the
    bench seed, and every repetition times them."""
    from arena.cli import bench
    from arena.core import registry

    calls: list[tuple[int, int]] = []
    real = bench.lean_pass

    def recording(game: Any, games: int, seed: int, max_steps: int) -> tuple[float, int]:
        calls.append((games, seed))
        return real(game, games, seed, max_steps)

    monkeypatch.setattr(bench, "lean_pass", recording)
    bench.run_bench(registry.load("tictactoe"), games=3, reps=2, seed=7, mcts_iters=0)
    assert calls == [(1, 7 ^ bench.WARM_UP_SEED), (3, 7), (3, 7)]


def test_the_baseline_check_runs_both_commits_and_gives_ratios(runner: CliRunner) -> None:
    """``arena bench --baseline REF``: the regression check against another commit, in one run
    (here against HEAD itself; timings are never asserted, only that both sides ran)."""
    args = ["bench", "tictactoe", "--baseline", "HEAD", "--json", "--games", "2", "--reps", "1"]
    result = runner.invoke(app, [*args, "--mcts-iters", "8"])
    assert result.exit_code == 0, result.output
    data = json.loads(result.stdout)
    assert data["baseline_ref"] == "HEAD" and data["game"] == "tictactoe"
    from arena.cli.baseline import COMPARED

    assert [row["figure"] for row in data["rows"]] == list(COMPARED)
    assert all(row["baseline"] > 0 and row["current"] > 0 for row in data["rows"])


def test_the_baseline_check_names_an_unknown_commit(runner: CliRunner) -> None:
    result = runner.invoke(app, ["bench", "tictactoe", "--baseline", "no-such-ref-1234"])
    assert result.exit_code != 0
    assert "no such commit" in result.output
