"""``arena tournament``: round robin with swapped seats, results.csv, Elo table, PNG."""

from __future__ import annotations

import csv
import json
from pathlib import Path

import pytest
from typer.testing import CliRunner

from arena.cli.main import app
from arena.cli.ratings import fit_elo, pair_records
from arena.cli.tournament import LocalScheduler, play_job, run_tournament, schedule


def test_small_tournament_writes_csv_elo_and_png(runner: CliRunner, tmp_path: Path) -> None:
    out = tmp_path / "t"
    args = ["tournament", "tictactoe", "--agents", "mcts:iters=30,greedy,random", "--games", "4"]
    result = runner.invoke(app, [*args, "--seed", "3", "--out", str(out), "--json", "--workers", "2"])
    assert result.exit_code == 0, result.output
    summary = json.loads(result.stdout)
    assert summary["games"] == 12 and summary["errors"] == 0
    assert {r["agent"] for r in summary["elo"]} == {"mcts:iters=30", "greedy", "random"}
    for row in summary["elo"]:
        assert row["elo_lo"] <= row["elo"] <= row["elo_hi"]
        assert row["games"] == 8
    with (out / "results.csv").open() as fh:
        rows = list(csv.DictReader(fh))
    assert len(rows) == 12
    assert sorted(int(r["index"]) for r in rows) == list(range(12))
    # seats swapped: each pair plays from both sides equally, the swapped couple shares a seed
    first = [r for r in rows if {r["seat0"], r["seat1"]} == {"greedy", "random"}]
    assert sorted(r["seat0"] for r in first) == ["greedy", "greedy", "random", "random"]
    assert len({r["seed"] for r in first}) == 2
    with (out / "elo.csv").open() as fh:
        assert [r["agent"] for r in csv.DictReader(fh)] == [r["agent"] for r in summary["elo"]]
    assert (out / "elo.png").read_bytes()[:8] == b"\x89PNG\r\n\x1a\n"
    table = runner.invoke(app, [*args[:-1], "2", "--seed", "3", "--out", str(out), "--workers", "1"])
    assert table.exit_code == 0, table.output
    assert "95% interval" in table.output


def test_same_seed_same_games_whatever_the_workers() -> None:
    jobs = schedule("tictactoe", {}, ["greedy", "random"], 4, 9, 1000)
    one = sorted((r.job.index, r.returns, r.steps) for r in LocalScheduler(1).map_unordered(play_job, jobs))
    two = sorted((r.job.index, r.returns, r.steps) for r in LocalScheduler(2).map_unordered(play_job, jobs))
    assert one == two


def test_elo_fit() -> None:
    even = fit_elo([(0, 1, 1.0), (0, 1, 0.0), (1, 0, 0.5)], 2)
    assert abs(even[0] - even[1]) < 1e-6 and abs(sum(even) / 2 - 1500) < 1e-6
    strong = fit_elo([(0, 1, 1.0)] * 9 + [(1, 2, 1.0)] * 9 + [(0, 2, 1.0)] * 9, 3)
    assert strong[0] > strong[1] > strong[2]
    assert all(abs(r) < 5000 for r in strong)  # the prior keeps perfect scores finite
    # 3 wins of 4 (plus the virtual draw: 3.5 of 5) -> 400*log10(3.5/1.5) apart
    assert abs((lambda r: r[0] - r[1])(fit_elo([(0, 1, 1.0)] * 3 + [(0, 1, 0.0)], 2)) - 147.2) < 0.5


def test_bad_requests_exit_2(runner: CliRunner, tmp_path: Path) -> None:
    one = runner.invoke(app, ["tournament", "tictactoe", "--agents", "random", "--out", str(tmp_path)])
    assert one.exit_code == 2 and "at least two agents" in one.output
    bad = runner.invoke(app, ["tournament", "tictactoe", "--agents", "random,nobody", "--out", str(tmp_path)])
    assert bad.exit_code == 2 and "unknown agent" in bad.output


def test_pairs_take_turns_and_finished_games_reach_partial_csv(tmp_path: Path) -> None:
    """Game k of every pair comes before game k+1 of any, and a run that dies keeps every game
    it finished in ``partial.csv`` (the file is replaced by ``results.csv`` at the end)."""
    specs = ["random", "greedy", "mcts:iters=5"]
    jobs = schedule("tictactoe", {}, specs, 4, 9, 1000)
    pairs = [frozenset(j.agents) for j in jobs]
    assert all(len(set(pairs[i : i + 3])) == 3 for i in range(0, len(jobs), 3))

    class Dies:
        def map_unordered(self, fn, jobs):  # type: ignore[no-untyped-def]
            for job in jobs[:5]:
                yield fn(job)
            raise KeyboardInterrupt

    out = tmp_path / "t"
    with pytest.raises(KeyboardInterrupt):
        run_tournament("tictactoe", {}, specs, games=4, seed=9, out=out, scheduler=Dies())
    with (out / "partial.csv").open() as fh:
        assert [int(r["index"]) for r in csv.DictReader(fh)] == [0, 1, 2, 3, 4]
    assert not (out / "results.csv").exists()
    run_tournament("tictactoe", {}, specs, games=4, seed=9, out=out, scheduler=LocalScheduler(1))
    assert (out / "results.csv").exists() and not (out / "partial.csv").exists()


def test_pair_records_count_each_side() -> None:
    outcomes = [(0, 1, 1.0), (1, 0, 0.0), (0, 1, 0.5), (1, 0, 1.0)]
    rows = pair_records(outcomes, ["a", "b"])
    a, b = rows
    assert (a["agent"], a["against"], a["games"], a["wins"], a["draws"], a["losses"]) == (
        "a",
        "b",
        4,
        2,
        1,
        1,
    )
    assert (b["wins"], b["losses"], b["win_rate"], b["score"]) == (1, 2, 0.25, 0.375)
    sd = (sum((x - 0.625) ** 2 for x in (1, 1, 0.5, 0)) / 3) ** 0.5
    assert a["score"] == 0.625 and a["score_ci95"] == round(1.96 * sd / 2, 4) == b["score_ci95"]


def test_a_2v2_tournament_gives_each_agent_a_partnership(runner: CliRunner, tmp_path: Path) -> None:
    """Krosmaster's 2 vs 2 (seed 003, "2 CONTRE 2": players 1 and 3 against 2 and 4): each agent
    plays both seats of its side, the sides swap every other game on one deal, and the columns
    of results.csv are the sides. A free-for-all has no two sides: refused, with the way out."""
    jobs = schedule("krosmaster", {}, ["a", "b"], 2, 1, 1000, (0, 1, 0, 1))
    assert [j.agents for j in jobs] == [(0, 1, 0, 1), (1, 0, 1, 0)] and jobs[0].seed == jobs[1].seed
    out = tmp_path / "t"
    args = ["tournament", "krosmaster", "--players", "4", "--mode", "2v2", "--opt", "max_turns=2"]
    result = runner.invoke(app, [*args, "--agents", "greedy,random", "--games", "2", "--seed", "1", "--out",
                                 str(out), "--json", "--workers", "1"])  # fmt: skip
    assert result.exit_code == 0, result.output
    assert json.loads(result.stdout)["games"] == 2
    with (out / "results.csv").open() as fh:
        rows = list(csv.DictReader(fh))
    assert [(r["seat0"], r["seat1"]) for r in rows] == [("greedy", "random"), ("random", "greedy")]
    assert all(r["score0"] in ("0.0", "0.5", "1.0") for r in rows)
    ffa = runner.invoke(app, ["tournament", "krosmaster", "--players", "4", "--mode", "ffa", "--agents",
                              "greedy,random", "--out", str(tmp_path / "f")])  # fmt: skip
    assert ffa.exit_code == 2 and "two sides" in ffa.output and "arena strength" in ffa.output
