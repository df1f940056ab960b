"""``arena validate GAME PATH``: check a designer's data file with the game's own validator.

The hook is the declared classmethod ``Game.validate_data(path)``; each problem has ``file``, ``line`` (1-based, 0 = unknown), ``field`` and ``message``.
Exit 0 when the file is valid, 1 with the problems listed, 2 on usage errors (unknown game,
missing file, a game without a validator).
"""

from __future__ import annotations

import json
from pathlib import Path
from typing import TYPE_CHECKING, Annotated, Any

import typer

from arena.cli import term
from arena.core.errors import ArenaError

if TYPE_CHECKING:
    from arena.core.game import DataProblem


def validate(game: str, path: Path) -> list[DataProblem]:
    """The problems of ``path`` per ``game``'s validator; raises ArenaError on usage errors."""
    from arena.core import registry

    cls = registry.game_class(game)
    if not path.is_file():
        raise ArenaError(f"no such file: {path}", reason="bad-path")
    return list(cls.validate_data(path))  # the core default refuses with reason "unsupported"


def _row(p: DataProblem) -> dict[str, Any]:
    return {"file": p.file, "line": p.line, "field": p.field, "message": p.message}


def validate_cmd(
    game: Annotated[str, typer.Argument(help="Game id or alias (see `arena games`).")],
    path: Annotated[Path, typer.Argument(help="A data file of that game (YAML).")],
    as_json: Annotated[bool, typer.Option("--json", help="Print JSON instead of lines.")] = False,
) -> None:
    """Check a data file (cards, packs, characters, maps); errors give file, line and field."""
    console = term.console()
    try:
        problems = validate(game, path)
    except ArenaError as exc:
        term.error(f"error: {exc}")
        raise typer.Exit(2) from None
    if as_json:
        typer.echo(
            json.dumps({"valid": not problems, "problems": [_row(p) for p in problems]}, ensure_ascii=False)
        )
    elif not problems:
        console.print(f"OK {path}", markup=False)
    else:
        for p in problems:
            where = f"{p.file}:{p.line}" if p.line else p.file
            console.print(f"{where}: {p.field or '(file)'}: {p.message}", markup=False, soft_wrap=True)
        console.print(f"{len(problems)} problem(s)", style="red", markup=False)
    if problems:
        raise typer.Exit(1)
