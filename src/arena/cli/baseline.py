"""``arena bench --baseline REF``: this checkout's figures against another commit's, in one run.

The other commit's ``src`` is exported (``git archive``) to a temporary directory; each
repetition runs one bench in a fresh interpreter for each side, alternating, so both see the
same machine load. Both sides run the same probe through the public API only (``run_bench``
with its random games, then the ``mcts`` agent with its default settings and early stop off,
``iters`` iterations from the bench's positions), so a commit from before a figure existed is
still comparable. Each side first plays one untimed game on another seed through its own
``run_bench`` (a commit from before the bench's own warm-up is warmed up alike). The ratio is
now / baseline (above 1: faster, except for the microsecond figures, where below 1 is
faster).
"""

from __future__ import annotations

import json
import os
import statistics
import subprocess
import sys
import tarfile
import tempfile
from pathlib import Path
from typing import Any

from arena.core.errors import OptionsError

COMPARED = (
    "games_per_s",
    "actions_per_s",
    "legal_actions_us_median",
    "legal_actions_us_p99",
    "clone_us_median",
    "apply_us_median",
    "agent_mcts_iters_per_s",
)
"""The figures compared (the ``*_us_*`` ones are times: lower is faster)."""

PROBE = """
import json, random, sys, time
from arena.cli.bench import bench_positions, run_bench
from arena.cli.options import load_game
from arena.ai.registry import make_agent
from arena.core.agent import Observation
args = json.loads(sys.argv[1])
game = load_game(args["game"], args["options"], bench=True)
run_bench(game, games=1, reps=1, seed=args["seed"] ^ 0x5EED, max_steps=args["max_steps"], mcts_iters=0)
out = run_bench(game, games=args["games"], reps=1, seed=args["seed"], max_steps=args["max_steps"], mcts_iters=0)
seconds, done = 0.0, 0
if args["iters"]:
    for k, state in enumerate(bench_positions(game, args["seed"], args["max_steps"])):
        agent = make_agent(f"mcts:iters={args['iters']},early=0")
        start = time.perf_counter()
        agent.act(Observation(state, state.current_player()), random.Random(k))
        seconds += time.perf_counter() - start
        done += getattr(agent, "last_iterations", 0) or args["iters"]
out["agent_mcts_iters_per_s"] = done / seconds if seconds else 0.0
out["agent_mcts_iterations_done"] = done
print(json.dumps(out))
"""
"""Run in each tree's interpreter with ``sys.argv[1]`` the JSON arguments; prints the figures.
Only names that have existed since the first ``arena bench`` (``run_bench``, ``bench_positions``,
``load_game``, ``make_agent``, ``Observation``)."""


def repo_root(start: Path) -> Path:
    """The git work tree holding ``start`` (the baseline is exported from its history)."""
    try:
        out = subprocess.run(
            ["git", "-C", str(start), "rev-parse", "--show-toplevel"],
            capture_output=True,
            text=True,
            check=True,
            timeout=30,
        )
    except (OSError, subprocess.SubprocessError) as exc:
        raise OptionsError("--baseline needs a git checkout of Arena (run it from one)") from exc
    return Path(out.stdout.strip())


def export_src(root: Path, ref: str, into: Path) -> Path:
    """``ref``'s ``src`` directory written under ``into``; its path."""
    archive = into / "src.tar"
    with archive.open("wb") as sink:
        done = subprocess.run(
            ["git", "-C", str(root), "archive", "--format=tar", ref, "src"],
            stdout=sink,
            stderr=subprocess.PIPE,
            timeout=120,
        )
    if done.returncode != 0:
        raise OptionsError(f"--baseline: no such commit {ref!r} ({done.stderr.decode().strip()})")
    with tarfile.open(archive) as tar:
        tar.extractall(into, filter="data")
    return into / "src"


def probe(src: Path, args: dict[str, Any]) -> dict[str, Any]:
    """One bench repetition run with ``src`` first on the import path."""
    env = dict(os.environ, PYTHONPATH=str(src))
    done = subprocess.run(
        [sys.executable, "-c", PROBE, json.dumps(args)],
        capture_output=True,
        text=True,
        env=env,
        cwd=src,
        timeout=3600,
    )
    if done.returncode != 0:
        tail = "\n".join(done.stderr.strip().splitlines()[-5:])
        raise OptionsError(f"the bench failed under {src}:\n{tail}")
    result: dict[str, Any] = json.loads(done.stdout.strip().splitlines()[-1])
    return result


def compare(ref: str, args: dict[str, Any], reps: int) -> dict[str, Any]:
    """Medians of ``reps`` alternating runs of ``ref`` and this checkout, and their ratios."""
    import arena

    here = Path(arena.__file__).resolve().parents[1]
    root = repo_root(here)
    runs: dict[str, list[dict[str, Any]]] = {"baseline": [], "current": []}
    with tempfile.TemporaryDirectory(prefix="arena-baseline-") as tmp:
        base_src = export_src(root, ref, Path(tmp))
        for _ in range(reps):
            runs["baseline"].append(probe(base_src, args))
            runs["current"].append(probe(here, args))
    rows = []
    for key in COMPARED:
        before = statistics.median(float(r.get(key, 0.0)) for r in runs["baseline"])
        after = statistics.median(float(r.get(key, 0.0)) for r in runs["current"])
        rows.append(
            {
                "figure": key,
                "baseline": round(before, 3),
                "current": round(after, 3),
                "ratio": round(after / before, 3) if before else None,
            }
        )
    last = runs["current"][-1]
    return {
        "game": last.get("game"),
        "options": last.get("options"),
        "baseline_ref": ref,
        "reps": reps,
        "args": args,
        "rows": rows,
        "load_avg_1_5_15min": last.get("load_avg_1_5_15min"),
        "python": last.get("python"),
        "compiled_core": {
            "baseline": runs["baseline"][-1].get("compiled_core", False),
            "current": last.get("compiled_core"),
        },
    }
