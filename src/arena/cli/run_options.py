"""The options every batch of games takes on the command line (selfplay, tournament,
strength): the game, the master seed, the step cap, and where the games run."""

from __future__ import annotations

from typing import Annotated

import typer

GameArg = Annotated[str, typer.Argument(help="Game id or alias (see `arena games`).")]
Seed = Annotated[int, typer.Option("--seed", help="Master seed (each game's seed is derived from it).")]
MaxSteps = Annotated[int, typer.Option("--max-steps", min=1, help="Stop a game after K steps.")]
Workers = Annotated[
    int, typer.Option("--workers", min=1, help="Games played in parallel (same results as 1).")
]
Backend = Annotated[
    str, typer.Option("--backend", help="Where games are played: local (a process pool) or ray.")
]
Address = Annotated[
    str | None, typer.Option("--address", help="The Ray cluster (default: a local one of --workers CPUs).")
]
