"""``arena fuzz GAME``: the engine soak (:mod:`arena.core.soak`) from the command line.

Seeded random legal actions over every sample configuration of the game, the rules'
contract checked as they go; progress on stderr every few seconds, a summary at the end (a
table, or JSON with ``--json``). Each failure is printed with what replays it (seed,
configuration, game, step, action) and its game's actions are written as a replay log that
``arena replay`` reads. Exit 0 when nothing failed, 1 on a failure, 2 on usage errors.
"""

from __future__ import annotations

import json
from pathlib import Path
from typing import TYPE_CHECKING, Annotated, Any

import typer

from arena.cli import term
from arena.core.errors import ArenaError

if TYPE_CHECKING:
    from arena.core.soak import SoakFailure, SoakReport


def fuzz_cmd(
    game: Annotated[str, typer.Argument(help="Game id or alias (see `arena games`).")],
    actions: Annotated[
        int, typer.Option("--actions", min=0, help="Actions to play in all (chance outcomes included).")
    ] = 100_000,
    seed: Annotated[int, typer.Option("--seed", help="Master seed; game i uses derive_seed(seed, i).")] = 0,
    config: Annotated[
        str | None,
        typer.Option(
            "--config", help="Only this sample configuration (its name, as the summary lists it, or index)."
        ),
    ] = None,
    out: Annotated[Path, typer.Option("--out", help="Folder for the replay logs of failing games.")] = Path(
        "fuzz-failures"
    ),
    max_failures: Annotated[int, typer.Option("--max-failures", min=1, help="Stop after K failures.")] = 10,
    max_steps: Annotated[
        int, typer.Option("--max-steps", min=1, help="A game not over after K steps is a failure.")
    ] = 20_000,
    max_seconds: Annotated[
        float | None,
        typer.Option("--max-seconds", min=0, help="Also stop after S seconds (the summary says so)."),
    ] = None,
    progress_every: Annotated[
        float, typer.Option("--progress-every", min=0, help="Seconds between progress lines on stderr.")
    ] = 3.0,
    as_json: Annotated[bool, typer.Option("--json", help="Print the summary as JSON.")] = False,
) -> None:
    """Engine soak: seeded random legal actions on every sample configuration, invariants checked."""
    from arena.core import registry
    from arena.core.soak import run_soak, sample_games

    err = term.console(stderr=True)

    def progress(report: SoakReport) -> None:
        err.print(
            f"{report.game}: {report.actions:,}/{report.target:,} actions, {report.games:,} games, "
            f"{report.actions_per_s:,.0f} actions/s, {report.rejections:,} rejected-action checks, "
            f"{report.invariant_checks:,} invariant checks, {len(report.failures)} failures",
            markup=False,
            soft_wrap=True,
        )

    try:
        game_id = registry.game_class(game).info.id
        configs = sample_games(game_id, config)
    except ArenaError as exc:
        term.error(f"error: {exc}")
        raise typer.Exit(2) from None
    report = run_soak(
        game_id, configs, actions=actions, seed=seed, max_steps=max_steps, max_failures=max_failures,
        max_seconds=max_seconds, progress=progress, progress_every_s=progress_every,
    )  # fmt: skip
    logs = [_write_log(f, out, report.seed) for f in report.failures]
    if as_json:
        data = report.to_json()
        for row, log in zip(data["failures"], logs, strict=True):
            row["log"] = log
        typer.echo(json.dumps(data, indent=2, ensure_ascii=False))
    else:
        _print_summary(report)
    for failure, log in zip(report.failures, logs, strict=True):
        _print_failure(report, failure, log)
    if report.failures:
        raise typer.Exit(1)


def _write_log(failure: SoakFailure, out: Path, seed: int) -> str | None:
    """The failing game's actions as a replay log; its path (``None`` if it could not be
    written: the reason is printed)."""
    from arena.core.replay import write_replay

    path = out / f"fuzz-{failure.record.game_id}-seed{seed}-game{failure.game_index}.jsonl"
    try:
        out.mkdir(parents=True, exist_ok=True)
        write_replay(failure.record, path)
    except Exception as exc:  # the log re-plays the game: an engine failure may surface here too
        term.error(f"could not write {path}: {type(exc).__name__}: {exc}")
        return None
    return str(path)


def _print_failure(report: SoakReport, f: SoakFailure, log: str | None) -> None:
    action = f" action {f.action!r}" if f.action is not None else ""
    where = f"after {f.step} actions" if f.stage != "apply" else f"applying action {f.step + 1}"
    lines = [
        f"FAILURE {report.game} seed {report.seed} config {f.config} game {f.game_index} "
        f"(game {f.config_game} of its configuration), {f.stage} {where}{action}: {f.error}: {f.message}",
        f"  again: arena fuzz {report.game} --seed {report.seed} --config {json.dumps(f.config)} "
        f"--actions {f.config_actions}" + (f"; replay: arena replay {log} --show" if log else ""),
        *(f"    {line.rstrip()}" for chunk in f.traceback for line in chunk.splitlines()),
    ]
    for line in lines:
        term.error(line)


def _print_summary(report: SoakReport) -> None:
    console = term.console()
    table = term.table(title=f"fuzz {report.game} — seed {report.seed}")
    for column in ("configuration", "games", "finished", "actions", "chance"):
        table.add_column(column, justify="left" if column == "configuration" else "right")
    for c in report.configs:
        table.add_row(c.name, f"{c.games:,}", f"{c.finished:,}", f"{c.actions:,}", f"{c.chance:,}")
    console.print(table)
    rows: list[tuple[str, Any]] = [
        *([("stopped", f"time limit, before {report.target:,} actions")] if report.timed_out else []),
        ("games", f"{report.games:,}"),
        ("actions (incl. chance)", f"{report.actions:,} ({report.chance:,} chance)"),
        ("elapsed", f"{report.elapsed_s:.1f} s"),
        ("actions/s", f"{report.actions_per_s:,.0f}"),
        ("rejected-action checks", f"{report.rejections:,}"),
        ("invariant checks", f"{report.invariant_checks:,}"),
        ("  by kind", ", ".join(f"{k} {v:,}" for k, v in sorted(report.checks.items()))),
        ("failures", str(len(report.failures))),
    ]
    for label, value in rows:
        console.print(f"{label}: {value}", markup=False, soft_wrap=True)
