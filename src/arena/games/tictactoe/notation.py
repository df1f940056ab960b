"""Tic-tac-toe notation: a cell as ``a1``..``c3`` (column letter, row from the bottom)."""

from __future__ import annotations

from arena.core.errors import NotationError

COLUMNS = "abc"


def cell_to_text(cell: int) -> str:
    row, col = divmod(cell, 3)
    return f"{COLUMNS[col]}{3 - row}"


def text_to_cell(text: str) -> int:
    t = text.strip().lower()
    if len(t) != 2 or t[0] not in COLUMNS or t[1] not in "123":
        raise NotationError(f"not a tic-tac-toe cell: {text!r} (expected a1..c3)")
    return (3 - int(t[1])) * 3 + COLUMNS.index(t[0])
