"""The ``arena`` command's entry point: ``arena games [--json]`` without building the Typer
app (the first command people run stays fast), anything else through :mod:`arena.cli.main`."""

from __future__ import annotations

import sys


def main() -> None:
    args = sys.argv[1:]
    if args in (["games"], ["games", "--json"]):
        from arena.cli.games_cmd import games_cmd

        games_cmd(as_json=len(args) == 2)
        return
    from arena.cli.main import app

    app()


if __name__ == "__main__":  # python -m arena.cli.entry
    main()
