"""`arena tournament --backend ray` (issue 31, "Ray for self-play at scale"): the same round robin
on a (local) Ray cluster gives the same games as the process pool for the same seed; progress and
``partial.csv`` behave the same; a bad backend is refused."""

from __future__ import annotations

import csv
from pathlib import Path

import pytest
from typer.testing import CliRunner

from arena.cli.main import app
from arena.cli.tournament import LocalScheduler, make_scheduler, play_job, run_tournament, schedule

ray = pytest.importorskip("ray")  # an optional extra, locked and installed by `make test`


def rows(path: Path) -> list[tuple[str, ...]]:
    """results.csv without its timing columns, in game order."""
    timing = {"seconds", "slowest0", "slowest1", "slowest_cpu0", "slowest_cpu1"}
    with path.open() as fh:
        return sorted(tuple(v for k, v in r.items() if k not in timing) for r in csv.DictReader(fh))


def test_ray_plays_the_same_games_as_the_process_pool(tmp_path: Path) -> None:
    specs = ["random", "greedy", "mcts:iters=20"]
    jobs = schedule("tictactoe", {}, specs, 4, 5, 1000)
    scheduler = make_scheduler("ray", 2)
    on_ray = sorted((r.job.index, r.returns, r.steps) for r in scheduler.map_unordered(play_job, jobs))
    local = sorted((r.job.index, r.returns, r.steps) for r in LocalScheduler(2).map_unordered(play_job, jobs))
    assert on_ray == local and len(on_ray) == len(jobs) == 12
    assert not ray.is_initialized()  # the local cluster it started is shut down


def test_the_command_on_ray_writes_the_same_results(runner: CliRunner, tmp_path: Path) -> None:
    base = [
        "tournament",
        "tictactoe",
        "--agents",
        "greedy,random",
        "--games",
        "4",
        "--seed",
        "3",
        "--boot",
        "10",
    ]
    local = runner.invoke(app, [*base, "--out", str(tmp_path / "local")])
    on_ray = runner.invoke(app, [*base, "--out", str(tmp_path / "ray"), "--backend", "ray", "--workers", "2"])
    assert local.exit_code == 0 and on_ray.exit_code == 0, on_ray.output
    assert rows(tmp_path / "ray" / "results.csv") == rows(tmp_path / "local" / "results.csv")
    assert not (tmp_path / "ray" / "partial.csv").exists()


def test_finished_games_reach_partial_csv_on_ray(tmp_path: Path) -> None:
    seen: list[int] = []
    out = tmp_path / "t"

    def tick(result: object, done: int, total: int) -> None:
        with (out / "partial.csv").open() as fh:
            seen.append(len(list(csv.DictReader(fh))))

    run_tournament(
        "tictactoe",
        {},
        ["random", "greedy"],
        games=3,
        seed=1,
        out=out,
        scheduler=make_scheduler("ray", 2),
        on_result=tick,
    )
    assert seen == [1, 2, 3]  # each finished game written before it is reported


def test_bad_backends_are_refused(runner: CliRunner, tmp_path: Path) -> None:
    base = ["tournament", "tictactoe", "--agents", "greedy,random", "--out", str(tmp_path)]
    bad = runner.invoke(app, [*base, "--backend", "cloud"])
    assert bad.exit_code == 2 and "unknown backend 'cloud'" in bad.output
    stray = runner.invoke(app, [*base, "--address", "10.0.0.1:6379"])
    assert stray.exit_code == 2 and "--address is for --backend ray" in stray.output
