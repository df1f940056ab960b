"""Game options from the command line: ``--opt key=value`` plus named shortcuts."""

from __future__ import annotations

from typing import TYPE_CHECKING, Annotated, Any

import typer

from arena.core.errors import OptionsError

if TYPE_CHECKING:
    from arena.core.game import Game

OptList = Annotated[
    list[str] | None,
    typer.Option("--opt", "-o", help="Game option key=value (value parsed as JSON if possible). Repeatable."),
]
Scenario = Annotated[
    str | None,
    typer.Option("--scenario", help="Game option 'scenario', where the game has one."),
]
ArenaMap = Annotated[str | None, typer.Option("--arena", help="Game option 'arena', where the game has one.")]
Players = Annotated[
    int | None,
    typer.Option("--players", help="Game option 'players', where the game has one."),
]
Mode = Annotated[str | None, typer.Option("--mode", help="Game option 'mode', where the game has one.")]


def parse_opts(pairs: list[str] | None) -> dict[str, Any]:
    """``["a=1", "b=x"]`` → ``{"a": 1, "b": "x"}``; raises OptionsError on a missing ``=``."""
    from arena.ai.registry import parse_value

    out: dict[str, Any] = {}
    for pair in pairs or []:
        key, sep, value = pair.partition("=")
        key = key.strip()
        if not sep or not key:
            raise OptionsError(f"--opt expects key=value, got {pair!r}", reason="bad-option")
        out[key] = parse_value(value)
    return out


def collect(
    pairs: list[str] | None,
    *,
    scenario: str | None = None,
    arena: str | None = None,
    players: int | None = None,
    mode: str | None = None,
) -> dict[str, Any]:
    """All game options given; a named shortcut overrides the same key given with ``--opt``."""
    out = parse_opts(pairs)
    shortcuts: dict[str, Any] = {"scenario": scenario, "arena": arena, "players": players, "mode": mode}
    out.update({k: v for k, v in shortcuts.items() if v is not None})
    return out


def load_game(game_id: str, options: dict[str, Any], *, bench: bool = False) -> Game[Any]:
    """Configure ``game_id``; with ``bench`` and no options, use the class's ``bench_config()``."""
    from arena.core import registry

    cls = registry.game_class(game_id)
    if bench and not options:
        options = dict(cls.bench_config())
    return cls(**options)
