"""Krosmaster board for the terminal: the arena, pieces with HP, the timelines; in the full
game also Demon and Kama cells, Glory Galons, kamas, the rewards on display and set-up prompts.

Drawn from ``state.view(seat)`` only, so the terminal never shows more than the seat may see.
"""

from __future__ import annotations

from typing import Any

from rich.console import Console, Group
from rich.table import Table
from rich.text import Text

from arena.core.state import State

COLUMNS = "abcdefghijkl"
OWNER_STYLE = ("bold cyan", "bold magenta", "bold green", "bold yellow")
SCENERY = {"bush": ("♣♣", "green"), "tree": ("▲▲", "yellow"), "crate": ("▫▫", "orange3")}
RANK_STYLE = {"granit": "grey70", "jade": "green", "or": "gold1"}


def _style(owner: int) -> str:
    return OWNER_STYLE[owner] if 0 <= owner < len(OWNER_STYLE) else "dim"


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
    for seat, cells in enumerate(view.get("deploy_cells") or []):
        if view.get("setup"):
            for cell in cells:
                grid[_xy(cell, h)] = ("::", _style(seat))
    for cell in view.get("demons", ()):
        grid[_xy(cell, h)] = ("☠ ", "red")
    for cell, n in (view.get("kamas") or {}).items():
        on_demon = cell in view.get("demons", ())
        grid[_xy(cell, h)] = (f"☠{n}" if on_demon else f"¤{n}", "red" if on_demon else "gold1")
    for cell, kind in view["scenery"].items():
        grid[_xy(cell, h)] = SCENERY[kind]
    for p in view["pieces"]:
        if p["cell"] is None:
            continue
        code = p["label"][:2].upper() if p["kind"] == "krosmaster" else p["label"][0] + p["label"][-1]
        style = _style(p["owner"])
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
    full = view.get("full", False)
    for col in ("", "piece", "cell", "HP", "MP", "AP", "powers", "markers", *(("rewards",) if full else ())):
        table.add_column(col)
    for p in view["pieces"]:
        if not p["in_play"]:
            continue
        active = "▶" if p["label"] == view["active"] else ""
        markers = p["markers"]
        mk = " ".join(f"{k.upper()}{v:+d}" for k, v in markers.items() if v)
        row: list[Any] = [
            active,
            Text(f"{p['label']} ({p['name'].get(lang) or p['name']['en']})", style=_style(p["owner"])),
            p["cell"] or "",
            _hp_bar(p["hp"], p["injuries"]),
            f"{p['mp']}/{p['base_mp']}",
            f"{p['ap']}/{p['base_ap']}",
            ", ".join(p["powers"]),
            mk,
        ]
        if full:
            row.append(_rewards_text(p.get("rewards", []), lang))
        table.add_row(*row)
    return table


def _rewards_text(tokens: list[dict[str, Any]], lang: str) -> Text:
    """A card's tokens: names when the viewer may know them, ``▮rank`` for the others."""
    out = Text()
    for i, t in enumerate(tokens):
        if i:
            out.append(" ")
        label = (t["name"].get(lang) or t["name"]["en"]) if t["name"] else f"▮{t['rank']}"
        state = "" if t["face_up"] else " (face down)" if t["name"] else ""
        out.append(f"{i + 1}:{label}{state}", style=RANK_STYLE.get(t["rank"], ""))
    return out


def economy_text(view: dict[str, Any]) -> Text:
    """Glory Galons, kamas and the rewards on display (the full game)."""
    out = Text()
    for seat in range(view["players"]):
        out.append(f"P{seat + 1}: ", style=_style(seat))
        out.append(f"{view['gg'][seat]} GG, {view['stock'][seat]} kamas   ")
    out.append(f"wild GG {view['wild_gg']} · GG in box {view['gg_box']} · bank {view['bank']} kamas\n")
    for rank, pile in view["reward_display"].items():
        out.append(f"{rank:>6}: ", style=RANK_STYLE.get(rank, ""))
        for i, (tok, n) in enumerate(zip(pile["visible"], pile["face_down"], strict=True)):
            out.append(f"[{i + 1}] {tok or '—'} (+{n} face down)  ")
        out.append("\n")
    return out


def render(state: State[Any], seat: int | None, console: Console, lang: str = "en") -> None:
    """Draw the arena, the pieces and whose turn it is."""
    view = state.view(seat)
    title = view["title"].get(lang) or view["title"]["en"]
    head = Text(f"{title} — turn {view['turn']}/{view['max_turns']}, player {view['player'] + 1}")
    timelines = Text()
    for i, tl in enumerate(view["timelines"]):
        timelines.append(f"P{i + 1} timeline: ", style=_style(i))
        timelines.append(" → ".join(tl) + "\n")
    parts: list[Any] = [head]
    if view.get("full") and view.get("arena_name"):
        parts.append(Text(view["arena_name"].get(lang) or view["arena_name"]["en"], style="bold"))
    parts += [board_text(view), timelines, pieces_table(view, lang)]
    if view.get("full"):
        parts.append(economy_text(view))
        setup = view.get("setup")
        if setup and setup.get("display"):
            parts.append(Text(f"draft, face up: {', '.join(setup['display'])}"))
        if view.get("tension"):
            parts.append(Text(f"tension roll: {' + '.join(f or '?' for f in view['tension']['faces'])}"))
        prompt = view.get("prompt")
        if prompt:
            who = f"player {prompt['player'] + 1}"
            about = f" — {prompt['about']}" if prompt.get("about") else ""
            parts.append(
                Text(f"{who} decides ({prompt['kind']}{about}): {', '.join(prompt['options'])}", style="bold")
            )
    if view["roll"]:
        r = view["roll"]
        whose = r["piece"] or f"player {r['player'] + 1}"
        parts.append(Text(f"rolling {r['roll']} for {whose}: {len(r['faces'])}/{r['dice']} dice"))
    if view["choice"]:
        parts.append(Text(f"choose ({view['choice']['kind']}): {', '.join(view['choice']['options'])}"))
    if view["winner"] is not None:
        winners = view.get("winners") or [view["winner"]]
        names = " and ".join(f"Player {w + 1}" for w in winners)
        parts.append(Text(f"{names} win{'s' if len(winners) == 1 else ''}!", style="bold green"))
    elif view["draw"]:
        parts.append(Text("Draw.", style="bold yellow"))
    console.print(Group(*parts))
