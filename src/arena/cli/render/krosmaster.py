"""Krosmaster board for the terminal: the arena, pieces with HP, the timelines.

Drawn from ``state.view(seat)`` only, so the terminal never shows more than the seat may see.
"""

from __future__ import annotations

from typing import Any

from rich.console import Console, Group
from rich.table import Table
from rich.text import Text

from arena.core.state import State

COLUMNS = "abcdefghijkl"
OWNER_STYLE = ("bold cyan", "bold magenta")
SCENERY = {"bush": ("♣♣", "green"), "tree": ("▲▲", "yellow"), "crate": ("▫▫", "orange3")}


def _xy(cell: str, height: int) -> tuple[int, int]:
    return COLUMNS.index(cell[0]), height - int(cell[1:])


def _hp_bar(hp: int, injuries: int, width: int = 10) -> Text:
    left = max(0, hp - injuries)
    filled = round(width * left / hp) if hp else 0
    style = "green" if left * 2 > hp else "yellow" if left * 4 > hp else "red"
    return Text("█" * filled, style=style) + Text("░" * (width - filled), style="dim") + Text(f" {left}/{hp}")


def board_text(view: dict[str, Any]) -> Text:
    """The arena grid: two characters a cell, row numbers left, column letters below."""
    w, h = view["width"], view["height"]
    grid: dict[tuple[int, int], tuple[str, str]] = {}
    for cell, kind in view["scenery"].items():
        grid[_xy(cell, h)] = SCENERY[kind]
    for p in view["pieces"]:
        if p["cell"] is None:
            continue
        code = p["label"][:2].upper() if p["kind"] == "krosmaster" else p["label"][0] + p["label"][-1]
        style = OWNER_STYLE[p["owner"]]
        if p["label"] == view["active"]:
            style += " reverse"
        grid[_xy(p["cell"], h)] = (code, style)
    out = Text()
    for y in range(h):
        out.append(f"{h - y:>2} ", style="dim")
        for x in range(w):
            glyph, style = grid.get((x, y), ("· ", "dim"))
            out.append(glyph, style=style)
            out.append(" ")
        out.append("\n")
    out.append("   " + "".join(f"{c}  " for c in COLUMNS[:w]), style="dim")
    return out


def pieces_table(view: dict[str, Any], lang: str = "en") -> Table:
    table = Table(box=None, pad_edge=False, show_header=True, header_style="dim")
    for col in ("", "piece", "cell", "HP", "MP", "AP", "powers", "markers"):
        table.add_column(col)
    for p in view["pieces"]:
        if not p["in_play"]:
            continue
        active = "▶" if p["label"] == view["active"] else ""
        markers = p["markers"]
        mk = " ".join(f"{k.upper()}{v:+d}" for k, v in markers.items() if v)
        table.add_row(
            active,
            Text(f"{p['label']} ({p['name'].get(lang) or p['name']['en']})", style=OWNER_STYLE[p["owner"]]),
            p["cell"] or "",
            _hp_bar(p["hp"], p["injuries"]),
            f"{p['mp']}/{p['base_mp']}",
            f"{p['ap']}/{p['base_ap']}",
            ", ".join(p["powers"]),
            mk,
        )
    return table


def render(state: State[Any], seat: int | None, console: Console, lang: str = "en") -> None:
    """Draw the arena, the pieces and whose turn it is."""
    view = state.view(seat)
    title = view["title"].get(lang) or view["title"]["en"]
    head = Text(f"{title} — turn {view['turn']}/{view['max_turns']}, player {view['player'] + 1}")
    timelines = Text()
    for i, tl in enumerate(view["timelines"]):
        timelines.append(f"P{i + 1} timeline: ", style=OWNER_STYLE[i])
        timelines.append(" → ".join(tl) + "\n")
    parts: list[Any] = [head, board_text(view), timelines, pieces_table(view, lang)]
    if view["roll"]:
        r = view["roll"]
        parts.append(Text(f"rolling {r['roll']} for {r['piece']}: {len(r['faces'])}/{r['dice']} dice"))
    if view["choice"]:
        parts.append(Text(f"choose ({view['choice']['kind']}): {', '.join(view['choice']['options'])}"))
    if view["winner"] is not None:
        parts.append(Text(f"Player {view['winner'] + 1} wins!", style="bold green"))
    elif view["draw"]:
        parts.append(Text("Draw (turn limit).", style="bold yellow"))
    console.print(Group(*parts))
