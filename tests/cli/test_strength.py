"""``arena strength`` (issue 32, items 3 and 5): each agent's seeded games, one JSON line per
game written as it finishes, the summary's statistics, and the same lines whatever the workers
or the backend (timings aside)."""

from __future__ import annotations

import json
import math
from pathlib import Path
from typing import Any

import pytest
from typer.testing import CliRunner

from arena.cli.main import app
from arena.cli.strength import (
    TIMING_FIELDS,
    describe,
    run_strength,
    side_outcome,
    side_pairwise,
    slug,
    strength_jobs,
)
from arena.cli.tournament import LocalScheduler, make_scheduler
from arena.core.errors import OptionsError


def lines(path: Path) -> list[dict[str, Any]]:
    return [json.loads(t) for t in path.read_text().splitlines()]


def untimed(path: Path) -> list[dict[str, Any]]:
    """A file's lines without the machine-dependent fields, in game order."""
    rows = [{k: v for k, v in r.items() if k not in TIMING_FIELDS} for r in lines(path)]
    return sorted(rows, key=lambda r: r["index"])


def test_each_agent_gets_a_file_of_seeded_games(runner: CliRunner, tmp_path: Path) -> None:
    out = tmp_path / "s"
    args = ["strength", "tictactoe", "--agents", "mcts:iters=20,greedy", "--vs", "random"]
    result = runner.invoke(app, [*args, "--games", "6", "--seed", "2", "--out", str(out), "--json"])
    assert result.exit_code == 0, result.output
    summary = json.loads(result.stdout)
    assert [a["agent"] for a in summary["agents"]] == ["mcts:iters=20", "greedy"]
    assert json.loads((out / "summary.json").read_text()) == summary
    mcts = lines(out / "mcts-iters-20.jsonl")
    assert [r["seat"] for r in mcts] == [0, 1, 0, 1, 0, 1]  # seats alternate
    assert [r["seats"] for r in mcts[:2]] == [["mcts:iters=20", "random"], ["random", "mcts:iters=20"]]
    assert mcts[0]["seed"] == mcts[1]["seed"] != mcts[2]["seed"]  # a swapped couple shares a deal
    greedy = lines(out / "greedy.jsonl")
    assert [r["seed"] for r in greedy] == [r["seed"] for r in mcts]  # every agent, the same deals
    for r in mcts + greedy:
        assert r["score"] == r["returns"][r["seat"]] and r["terminal"]
        assert r["outcome"] == (1.0 if r["score"] > 0 else 0.5 if r["score"] == 0 else 0.0)
        assert r["decisions"] >= 2 and 0 <= r["slowest_s"] <= r["seconds"] + 1e-4
        assert 0 <= r["slowest_cpu_s"] <= r["seconds"] + 0.05
    row = summary["agents"][0]
    assert row["games"] == 6 and row["errors"] == 0
    assert row["score"]["mean"] == round(sum(r["score"] for r in mcts) / 6, 4)
    assert row["decisions"] == sum(r["decisions"] for r in mcts)
    assert row["slowest_decision_s"] == max(r["slowest_s"] for r in mcts)
    assert row["slowest_decision_cpu_s"] == max(r["slowest_cpu_s"] for r in mcts)
    assert row["outcome"]["mean"] == round(sum(r["outcome"] for r in mcts) / 6, 4)
    table = runner.invoke(app, [*args, "--games", "2", "--out", str(out)])
    assert table.exit_code == 0 and "median" in table.output and "± " in table.output


def test_a_solo_game_scores_the_fame_the_game_reports(tmp_path: Path) -> None:
    summary = run_strength(
        "mageknight", {}, ["random"], vs=None, games=2, seed=1, out=tmp_path, scheduler=LocalScheduler(1)
    )
    rows = lines(tmp_path / "random.jsonl")
    assert [r["seats"] for r in rows] == [["random"], ["random"]] and len({r["seed"] for r in rows}) == 2
    for r in rows:
        assert r["score"] == r["score_row"]["fame"] and r["outcome"] is None
        assert r["score_row"]["total"] == r["score_row"]["fame"] + sum(r["score_row"]["categories"].values())
    assert summary["agents"][0]["score"]["n"] == 2 and "outcome" not in summary["agents"][0]
    run_strength(
        "mageknight", {}, ["random"], vs=None, games=2, seed=1, out=tmp_path, scheduler=LocalScheduler(1),
        score="total",
    )  # fmt: skip
    assert [r["score"] for r in lines(tmp_path / "random.jsonl")] == [r["score_row"]["total"] for r in rows]


def test_every_seats_fame_and_who_earned_the_most(tmp_path: Path) -> None:
    """Issue 32, item 2 counts games where the agent "earns more Fame" than the other seats: each
    line holds every seat's Fame, and ``most_score`` says whether the agent's was the most."""
    summary = run_strength(
        "mageknight", {"players": 2}, ["random"], vs="random", games=2, seed=3, out=tmp_path,
        scheduler=LocalScheduler(1),
    )  # fmt: skip
    rows = lines(tmp_path / "random.jsonl")
    for r in rows:
        assert len(r["scores"]) == 2 and r["scores"][r["seat"]] == r["score"] == r["score_row"]["fame"]
        mine, other = r["scores"][r["seat"]], r["scores"][1 - r["seat"]]
        assert r["most_score"] == (1.0 if mine > other else 0.5 if mine == other else 0.0)
    lead = summary["agents"][0]["most_score"]
    assert lead["n"] == 2 and lead["mean"] == sum(r["most_score"] for r in rows) / 2


def test_the_same_lines_on_one_or_two_workers(tmp_path: Path) -> None:
    specs = ["mcts:iters=15", "greedy", "random"]
    for workers in (1, 2):
        run_strength("hilo", {}, specs, vs="greedy", games=6, seed=7, out=tmp_path / str(workers),
                     scheduler=LocalScheduler(workers))  # fmt: skip
    for spec in specs:
        one, two = (
            untimed(tmp_path / "1" / f"{slug(spec)}.jsonl"),
            untimed(tmp_path / "2" / f"{slug(spec)}.jsonl"),
        )
        assert one == two and len(one) == 6
        assert [r["index"] for r in lines(tmp_path / "2" / f"{slug(spec)}.jsonl")] == [
            r["index"] for r in one
        ]


def test_a_stopped_run_keeps_its_finished_games(tmp_path: Path) -> None:
    class Dies:
        def map_unordered(self, fn, jobs):  # type: ignore[no-untyped-def]
            for job in jobs[:3]:
                yield fn(job)
            raise KeyboardInterrupt

    with pytest.raises(KeyboardInterrupt):
        run_strength("tictactoe", {}, ["greedy", "random"], vs=None, games=4, seed=1, out=tmp_path,
                     scheduler=Dies())  # fmt: skip
    assert [r["index"] for r in lines(tmp_path / "greedy.jsonl")] == [0, 2]
    assert [r["index"] for r in lines(tmp_path / "random.jsonl")] == [1]


def test_a_stopped_run_resumes_where_it_stopped(tmp_path: Path) -> None:
    """``--resume`` keeps the finished games of a stopped run and plays the rest: the same lines
    as one unbroken run. A line cut by the stop is played again; another run's folder is refused."""

    class Dies:
        def map_unordered(self, fn, jobs):  # type: ignore[no-untyped-def]
            for job in jobs[:5]:
                yield fn(job)
            raise KeyboardInterrupt

    args: dict[str, Any] = {"vs": "random", "games": 8, "seed": 4}
    run_strength("tictactoe", {}, ["greedy"], **args, out=tmp_path / "whole", scheduler=LocalScheduler(1))
    part = tmp_path / "part"
    with pytest.raises(KeyboardInterrupt):
        run_strength("tictactoe", {}, ["greedy"], **args, out=part, scheduler=Dies())
    file = part / "greedy.jsonl"
    text = file.read_text()
    file.write_text(text[: text.rindex("\n", 0, len(text) - 1) + 1] + text.splitlines()[-1][:20])  # cut
    played: list[int] = []

    class Counts(LocalScheduler):
        def map_unordered(self, fn, jobs):  # type: ignore[no-untyped-def]
            played.extend(j.index for j in jobs)
            return super().map_unordered(fn, jobs)

    summary = run_strength("tictactoe", {}, ["greedy"], **args, out=part, scheduler=Counts(1), resume=True)
    assert played == [4, 5, 6, 7] and summary["resumed_games"] == 4
    assert untimed(file) == untimed(tmp_path / "whole" / "greedy.jsonl")
    with pytest.raises(OptionsError, match="another run"):
        run_strength("tictactoe", {}, ["greedy"], **(args | {"seed": 5}), out=part, scheduler=LocalScheduler(1),
                     resume=True)  # fmt: skip
    (part / "run.json").unlink()  # an older run's folder: each line is checked against its game
    file.write_text(file.read_text().replace('"seed": ', '"seed": 1', 1))
    with pytest.raises(OptionsError, match="line 1: not a game of this run"):
        run_strength("tictactoe", {}, ["greedy"], **args, out=part, scheduler=LocalScheduler(1), resume=True)


def test_jobs_and_statistics() -> None:
    jobs = strength_jobs("x", {}, ["a", "b"], "v", sides=(0, 1, 2), games=4, seed=0, max_steps=10)
    assert [j.seats for j in jobs[:6:2]] == [("a", "v", "v"), ("v", "a", "v"), ("v", "v", "a")]
    assert [j.agents for j in jobs[:2]] == [(0, -1, -1), (1, -1, -1)]
    assert len({j.seed for j in jobs[:6]}) == 1 and jobs[6].seed != jobs[0].seed
    stats = describe([1.0, 2.0, 3.0, 4.0])
    sd = math.sqrt(sum((x - 2.5) ** 2 for x in (1, 2, 3, 4)) / 3)
    assert stats == {
        "n": 4,
        "mean": 2.5,
        "ci95": round(1.96 * sd / 2, 4),
        "median": 2.5,
        "min": 1.0,
        "max": 4.0,
    }
    assert describe([5.0])["ci95"] == 0.0 and describe([]) == {"n": 0}


def test_partners_are_one_side() -> None:
    """A 2 vs 2 (seed 003, "2 CONTRE 2": players 1 and 3 win together) is measured side by side:
    the agent plays both partners' seats, the sides alternate on one deal, and a partnership's
    win is a win, not a share of the best return."""
    jobs = strength_jobs("x", {}, ["a"], "v", sides=(0, 1, 0, 1), games=4, seed=0, max_steps=10)
    assert [j.seats for j in jobs[:2]] == [("a", "v", "a", "v"), ("v", "a", "v", "a")]
    assert [j.agents for j in jobs[:2]] == [(0, -1, 0, -1), (-1, 0, -1, 0)]
    assert jobs[0].seed == jobs[1].seed != jobs[2].seed == jobs[3].seed
    assert side_outcome([1.0, -1.0, 1.0, -1.0], (0, 1, 0, 1), 2) == 1.0
    assert side_outcome([1.0, -1.0, 1.0, -1.0], (0, 1, 0, 1), 1) == 0.0
    assert side_outcome([0.0, 0.0, 0.0, 0.0], (0, 1, 0, 1), 0) == 0.5
    assert side_outcome([1.0, -1.0, -1.0, -1.0], (0, 1, 2, 3), 0) == 1.0  # every seat its own side
    # pairwise, one seat against three: a third seat's win is level for this pair
    assert side_pairwise([-1.0, 1.0, -1.0, -1.0], (0, 1, 2, 3), 0) == (0.0 + 0.5 + 0.5) / 3
    assert side_pairwise([1.0, -1.0, -1.0, -1.0], (0, 1, 2, 3), 0) == 1.0
    assert side_pairwise([1.0, -1.0, 1.0, -1.0], (0, 1, 0, 1), 1) == 0.0


def test_a_2v2_run_gives_the_agent_both_partners(tmp_path: Path) -> None:
    from arena.core import registry

    options = {"players": 4, "mode": "2v2", "max_turns": 4}
    assert registry.load("krosmaster", **options).alliances == (0, 1, 0, 1)
    summary = run_strength("krosmaster", options, ["random"], vs="greedy", games=2, seed=1, out=tmp_path,
                           scheduler=LocalScheduler(1))  # fmt: skip
    rows = lines(tmp_path / "random.jsonl")
    assert [r["agent_seats"] for r in rows] == [[0, 2], [1, 3]]
    assert [r["seats"] for r in rows] == [["random", "greedy"] * 2, ["greedy", "random"] * 2]
    for r in rows:
        partner = r["agent_seats"][1]
        assert r["returns"][r["seat"]] == r["returns"][partner] and r["outcome"] in (0.0, 0.5, 1.0)
        assert r["pairwise"] is None  # two sides: the outcome says it all
    assert summary["sides"] == [0, 1, 0, 1]


def test_bad_requests_exit_2(runner: CliRunner, tmp_path: Path) -> None:
    base = ["strength", "tictactoe", "--out", str(tmp_path)]
    bad = runner.invoke(app, [*base, "--agents", "greedy,nobody"])
    assert bad.exit_code == 2 and "unknown agent" in bad.output
    twice = runner.invoke(app, [*base, "--agents", "greedy,greedy"])
    assert twice.exit_code == 2 and "distinct" in twice.output
    score = runner.invoke(app, [*base, "--agents", "greedy", "--score", "fame", "--games", "1"])
    assert score.exit_code == 2 and "no 'fame' score" in score.output
    kind = runner.invoke(app, [*base, "--agents", "greedy", "--score", "elo"])
    assert kind.exit_code == 2 and "--score is one of" in kind.output


def test_ray_plays_the_same_lines(tmp_path: Path) -> None:
    ray = pytest.importorskip("ray")  # an optional extra, locked and installed by `make test`
    specs = ["mcts:iters=15", "random"]
    run_strength("tictactoe", {}, specs, vs="greedy", games=4, seed=3, out=tmp_path / "local",
                 scheduler=LocalScheduler(2))  # fmt: skip
    run_strength("tictactoe", {}, specs, vs="greedy", games=4, seed=3, out=tmp_path / "ray",
                 scheduler=make_scheduler("ray", 2))  # fmt: skip
    for spec in specs:
        name = f"{slug(spec)}.jsonl"
        assert untimed(tmp_path / "ray" / name) == untimed(tmp_path / "local" / name)
    assert not ray.is_initialized()
