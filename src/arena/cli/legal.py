"""Legal actions as compact numbered text, and a typed line resolved to an action.

``format_choices`` lists described actions under their groups' titles, each as its number,
its label and its notation in brackets (``Move: 1 Move to c4 [move c4]``). ``format_legal``
lists bare notation: few actions as numbered columns (``1 a1   2 b1 ...``), many grouped by
their notation prefix (``move: 1 a1  2 b2 ...``).
"""

from __future__ import annotations

from typing import Any

from arena.core.errors import NotationError
from arena.core.game import Game

GROUP_ABOVE = 24
"""More legal actions than this are grouped by prefix."""


def columns(items: list[str], width: int, indent: str = "") -> list[str]:
    """``items`` in as many aligned columns (row-major) as fit in ``width``."""
    if not items:
        return []
    cell = max(len(i) for i in items) + 2
    per_line = max(1, (width - len(indent)) // cell)
    lines = []
    for start in range(0, len(items), per_line):
        row = items[start : start + per_line]
        lines.append((indent + "".join(i.ljust(cell) for i in row)).rstrip())
    return lines


def _wrap(prefix: str, items: list[str], width: int) -> list[str]:
    """``prefix`` then ``items`` two spaces apart, continued on indented lines."""
    lines: list[str] = []
    pad = " " * min(len(prefix), 8)
    line, fresh = prefix, True
    for item in items:
        if not fresh and len(line) + 2 + len(item) > width:
            lines.append(line)
            line, fresh = pad, True
        line += item if fresh else "  " + item
        fresh = False
    lines.append(line)
    return lines


def _groups(texts: list[str], split_last: bool) -> dict[str, list[tuple[int, str]]]:
    groups: dict[str, list[tuple[int, str]]] = {}
    for number, text in enumerate(texts, start=1):
        if " " not in text:
            key, rest = "", text
        elif split_last:
            key, rest = text.rsplit(" ", 1)
        else:
            key, rest = text.split(" ", 1)
        groups.setdefault(key, []).append((number, rest))
    return groups


def format_legal(texts: list[str], width: int = 100) -> list[str]:
    """Numbered lines listing ``texts`` (numbers start at 1, in ``legal_actions`` order)."""
    if len(texts) <= GROUP_ABOVE:
        return columns([f"{n} {t}" for n, t in enumerate(texts, start=1)], width)
    groups = _groups(texts, split_last=True)
    if len(groups) * 2 > len(texts):  # groups too small: group by first word instead
        groups = _groups(texts, split_last=False)
    lines: list[str] = []
    loose: list[str] = []  # actions alone in their group, shown whole at the end
    for key, members in groups.items():
        if not key or len(members) == 1:
            loose.extend(f"{n} {texts[n - 1]}" for n, _ in members)
        else:
            lines.extend(_wrap(f"{key}: ", [f"{n} {rest}" for n, rest in members], width))
    if loose:
        lines.extend(_wrap("", loose, width))
    return lines


def format_choices(
    rows: list[tuple[str, str, str]], width: int = 100, only: list[int] | None = None
) -> list[str]:
    """Numbered lines of (group title, label, notation) rows, in ``legal_actions`` order
    (numbers start at 1), under each group's title where it first appears; short entries
    share a line in aligned columns. ``only``: the numbers to list (the others skipped)."""
    groups: dict[str, list[str]] = {}
    keep = None if only is None else set(only)
    for number, (group, label, text) in enumerate(rows, start=1):
        if keep is not None and number not in keep:
            continue
        entry = f"{number} {label}" if label == text else f"{number} {label} [{text}]"
        groups.setdefault(group, []).append(entry)
    lines: list[str] = []
    for title, entries in groups.items():
        lines.append(title)
        lines.extend(columns(entries, width, indent="  "))
    return lines


def resolve(game: Game[Any], legal: list[Any], text: str) -> Any:
    """A typed line → an action: a list number (``3``), ``#index`` or notation text.

    Raises NotationError for text that denotes no action; legality is checked by the caller.
    """
    text = text.strip()
    if text.isdigit():
        number = int(text)
        if not 1 <= number <= len(legal):
            raise NotationError(
                f"no action numbered {number} (the list goes from 1 to {len(legal)})",
                reason="bad-number",
            )
        return legal[number - 1]
    return game.parse_action(text)
