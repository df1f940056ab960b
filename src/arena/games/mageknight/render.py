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
        where = tuple(h["position"]) if h["position"] else "off the map"
        crystals = " ".join(f"{c}:{n}" for c, n in h["crystals"].items() if n)
        text.append(f"P{h['seat'] + 1} {h['hero']} Fame {h['fame']} Rep {h['reputation']} at {where} "
                    f"deck {h['deck_size']} {crystals}\n", style="cyan" if h["seat"] == seat else None)  # fmt: skip
        if h["hand"] is not None:
            text.append("   hand: " + ", ".join(h["hand"]) + "\n")
    turn = view["turn"]
    text.append(f"Move {turn['move_points']}  Influence {turn['influence_points']}\n", style="dim")
    console.print(text)
