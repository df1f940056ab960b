"""The terminal board of Mage Knight (the only module of the game that imports Rich).

The map is drawn row by row of axial ``r``; a hex sits at column ``2q + r`` so neighbours touch.
Terrain letters: ``.`` plains, ``h`` hills, ``f`` forest, ``w`` wasteland, ``d`` desert, ``s``
swamp, ``~`` lake, ``^`` mountain; on top, a hero (its seat number), a rampaging enemy ``E``,
or a site initial (``O`` portal, ``G`` glade, ``V`` village, ``M`` monastery, ``K`` keep, ``T``
mage tower, ``*`` mine, ``D`` dungeon/den, ``R`` ruins, ``C`` city).
"""

from __future__ import annotations

from typing import Any

from rich.console import Console
from rich.table import Table
from rich.text import Text

from arena.core.state import State
from arena.games.mageknight.tiles import map_spaces

TERRAIN = {"plains": ".", "hills": "h", "forest": "f", "wasteland": "w", "desert": "d", "swamp": "s",
           "lake": "~", "mountain": "^"}  # fmt: skip
SITE = {"portal": "O", "glade": "G", "village": "V", "monastery": "M", "keep": "K", "mage_tower": "T", "mine": "*",
        "dungeon": "D", "tomb": "D", "monster_den": "D", "spawning_grounds": "D", "ancient_ruins": "R", "city": "C"}  # fmt: skip
COLOURS = {
    "red": "red",
    "blue": "blue",
    "green": "green",
    "white": "white",
    "gold": "yellow",
    "black": "bright_black",
}


def render(state: State[Any], seat: int | None, console: Console, lang: str = "en") -> None:
    view = state.view(seat)
    tiles = {(t["at"][0], t["at"][1]): t["tile"] for t in view["tiles"]}
    spaces = map_spaces(tiles)
    heroes = {tuple(h["position"]): str(h["seat"] + 1) for h in view["heroes"] if h["position"]}
    enemies = {(e["at"][0], e["at"][1]) for e in view["enemies"]}
    text = Text()
    period = "Night" if view["night"] else "Day"
    text.append(f"Round {view['round']}/{view['rounds']} ({period})   Source: ", style="bold")
    for die in view["source"]:
        style = COLOURS[die["colour"]] + ("" if die["usable"] and not die["taken"] else " dim")
        text.append(f"{die['colour']} ", style=style)
    text.append("\n")
    rows = sorted({r for _, r in spaces})
    cols = [2 * q + r for q, r in spaces]
    left = min(cols) if cols else 0
    for r in rows:
        line = [" "] * ((max(cols) - left + 2) if cols else 1)
        for (q, rr), data in spaces.items():
            if rr != r:
                continue
            mark = heroes.get((q, r)) or ("E" if (q, r) in enemies else None)
            mark = mark or (SITE.get(str(data.site)) if data.site else None) or TERRAIN[str(data.terrain)]
            line[2 * q + r - left] = mark
        text.append("".join(line).rstrip() + "\n")
    for h in view["heroes"]:
        _hero(text, h, mine=h["seat"] == seat)
    turn = view["turn"]
    text.append(f"Move {turn['move_points']}  Influence {turn['influence_points']}\n", style="dim")
    if view["combat"] is not None:
        _combat(text, view["combat"])
    console.print(text)
    if view["scores"]:
        console.print(_score_table(view["scores"]))


def _score_table(rows: list[dict[str, Any]]) -> Table:
    """The final score: Fame, each Achievement (title bonus in brackets), extras, total."""
    table = Table(title="Final score")
    table.add_column("")
    for row in rows:
        table.add_column(f"P{row['seat'] + 1}", justify="right")
    lines = [("Fame", [str(r["fame"]) for r in rows])]
    for name in rows[0]["categories"]:
        cells = []
        for r in rows:
            bonus = r["titles"].get(name)
            cells.append(f"{r['categories'][name]}" + (f" ({bonus:+d})" if bonus else ""))
        lines.append((f"Greatest {name.capitalize()}", cells))
    for name in rows[0]["extras"]:
        lines.append((name.replace("_", " "), [str(r["extras"][name]) for r in rows]))
    lines.append(("Total", [str(r["total"]) for r in rows]))
    for label, cells in lines:
        table.add_row(label, *cells)
    return table


def _hero(text: Text, h: dict[str, Any], *, mine: bool) -> None:
    where = tuple(h["position"]) if h["position"] else "off the map"
    crystals = " ".join(f"{c}:{n}" for c, n in h["crystals"].items() if n)
    text.append(f"P{h['seat'] + 1} {h['hero']} level {h['level']} Fame {h['fame']} Rep {h['reputation']} "
                f"at {where} deck {h['deck_size']} {crystals}\n", style="cyan" if mine else None)  # fmt: skip
    if h["hand"] is not None:
        text.append("   hand: " + ", ".join(h["hand"]) + "\n")
    if h["play_area"] or h["tokens"]:
        tokens = f"  tokens: {' '.join(h['tokens'])}" if h["tokens"] else ""
        text.append("   played: " + ", ".join(h["play_area"]) + tokens + "\n")
    for i, u in enumerate(h["units"]):
        state = "ready" if u["ready"] else "spent"
        wounds = f", {u['wounds']} wound" if u["wounds"] else ""
        banner = f", {u['banner']}" if u["banner"] else ""
        banner += ", bonded" if u["bonded"] else ""
        text.append(f"   unit {i}: {u['unit']} ({state}{wounds}{banner})\n")


def _combat(text: Text, combat: dict[str, Any]) -> None:
    """The combat panel: phase, points played, each enemy with what those points would do."""
    pools = ", ".join(f"{k} {n}" for k, n in [*combat["attack"].items(), *combat["block"].items()])
    text.append(f"Combat, {combat['phase']} phase   points: {pools or 'none'}\n", style="bold red")
    for i, foe in enumerate(combat["enemies"]):
        attacks = " ".join(f"{a['amount']} {a['element']}" for a in foe["attacks"])
        notes = [*foe["abilities"], *(f"resists {r}" for r in foe["resistances"])]
        notes += ["fortified"] * foe["fortified"]
        status = "defeated" if foe["defeated"] else "blocked" if foe["blocked"] else ""
        status = status or ("no attack" if foe["no_attack"] else "")
        hints = ["attack defeats it"] * foe["attack_defeats"] + ["block stops it"] * foe["block_stops"]
        line = f"  {i}: {foe['summoned'] or foe['token']} armor {foe['armor']} attack {attacks or '-'}"
        text.append(line + "".join(f"; {n}" for n in [*notes, *([status] if status else []), *hints]) + "\n")
