"""Terminal output for the commands, with Rich imported only when something is printed
(``arena --help`` and ``arena games --json`` never load it: issue 16, "Fast start")."""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

if TYPE_CHECKING:
    from rich.console import Console
    from rich.table import Table


def console(stderr: bool = False) -> Console:
    """A console without Rich's automatic highlighting (numbers and words stay as written)."""
    from rich.console import Console

    return Console(stderr=stderr, highlight=False)


def table(title: str | None = None, **options: Any) -> Table:
    from rich.table import Table

    return Table(title=title, **options)


def error(message: str) -> None:
    """``message`` on stderr as written (no markup: it may quote user input)."""
    console(stderr=True).print(message, markup=False, soft_wrap=True)
