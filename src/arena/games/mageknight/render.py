"""The terminal board of Mage Knight (the only module of the game that imports Rich).

The map is drawn row by row of axial ``r``; a hex sits at column ``2q + r`` so neighbours touch.
Terrain letters: ``.`` plains, ``h`` hills, ``f`` forest, ``w`` wasteland, ``d`` desert, ``s``
swamp, ``~`` lake, ``^`` mountain; on top, a hero (its seat number), a rampaging enemy ``E``,
or a site initial (``O`` portal, ``G`` glade, ``V`` village, ``M`` monastery, ``K`` keep, ``T``
mage tower, ``*`` mine, ``D`` dungeon/den, ``R`` ruins, ``C`` city). Everything else is said in
the terminal's language from the game's catalog (``mk-ui-*`` words, names from the data, the
status line).
"""

from __future__ import annotations

from typing import Any

from rich.console import Console
from rich.table import Table
from rich.text import Text

from arena.core.state import State
from arena.core.text import Arg, Hex, Msg, Ref, Seat, locale_of, msg
from arena.games.mageknight.effecttext import attack_name, block_name
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


class _Say:
    """The catalog in the terminal's language."""

    def __init__(self, state: Any, lang: str) -> None:
        self.cat = state.game.texts()
        self.locale = locale_of(lang)

    def __call__(self, value: Arg | str, /, **args: Arg) -> str:
        if isinstance(value, str):
            value = msg(value, **args)
        return str(self.cat.say(value, self.locale))


def _cards(ids: list[str]) -> tuple[Ref, ...]:
    return tuple(Ref("card", c) for c in ids)


def render(state: State[Any], seat: int | None, console: Console, lang: str = "en") -> None:
    say = _Say(state, lang)
    view = state.view(seat)
    tiles = {(t["at"][0], t["at"][1]): t["tile"] for t in view["tiles"]}
    spaces = map_spaces(tiles)
    heroes = {tuple(h["position"]): str(h["seat"] + 1) for h in view["heroes"] if h["position"]}
    enemies = {(e["at"][0], e["at"][1]) for e in view["enemies"]}
    text = Text()
    text.append(
        say("mk-ui-round", n=view["round"], of=view["rounds"], night=int(view["night"])) + "   ", style="bold"
    )
    text.append(say("mk-ui-source") + " ", style="bold")
    for die in view["source"]:
        style = COLOURS[die["colour"]] + ("" if die["usable"] and not die["taken"] else " dim")
        text.append(say(Ref("mana", die["colour"])) + " ", style=style)
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
        _hero(text, h, say, mine=h["seat"] == seat)
    turn = view["turn"]
    text.append(
        say("mk-ui-points", move=turn["move_points"], influence=turn["influence_points"]) + "\n", style="dim"
    )
    if view["combat"] is not None:
        _combat(text, view["combat"], say)
    if not state.is_terminal():
        text.append(say(state.game.status(state, seat)) + "\n", style="bold")
    console.print(text)
    if view["scores"]:
        console.print(_score_table(view["scores"], say))


def _score_table(rows: list[dict[str, Any]], say: _Say) -> Table:
    """The final score: Fame, each Achievement (title bonus in brackets), extras, total."""
    table = Table(title=say("mk-ui-final-score"))
    table.add_column("")
    for row in rows:
        table.add_column(say(Seat(row["seat"])), justify="right")
    lines = [(say("mk-ui-fame"), [str(r["fame"]) for r in rows])]
    for name in rows[0]["categories"]:
        cells = []
        for r in rows:
            bonus = r["titles"].get(name)
            cells.append(f"{r['categories'][name]}" + (f" ({bonus:+d})" if bonus else ""))
        lines.append((say(f"mk-ui-category-{name}"), cells))
    for name in rows[0]["extras"]:
        lines.append((say(f"mk-ui-extra-{name.replace('_', '-')}"), [str(r["extras"][name]) for r in rows]))
    lines.append((say("mk-ui-total"), [str(r["total"]) for r in rows]))
    for label, cells in lines:
        table.add_row(label, *cells)
    return table


def _hero(text: Text, h: dict[str, Any], say: _Say, *, mine: bool) -> None:
    where: Arg = msg("mk-ui-at", hex=Hex(*h["position"])) if h["position"] else msg("mk-ui-off-map")
    crystals = tuple(msg("mk-ui-crystals", n=n, colour=Ref("mana", c), colours=Ref("mana-pl", c))
                     for c, n in h["crystals"].items() if n)  # fmt: skip
    hero: Arg = Ref("hero", h["hero"]) if h["hero"] else msg("mk-ui-no-hero")
    line = say("mk-ui-hero", player=Seat(h["seat"]), hero=hero, level=h["level"], fame=h["fame"],
               rep=f"{h['reputation']:+d}", where=where, deck=h["deck_size"], crystals=crystals,
               count=len(crystals))  # fmt: skip
    text.append(line + "\n", style="cyan" if mine else None)
    if h["hand"] is not None:
        text.append("   " + say("mk-ui-hand", cards=_cards(h["hand"]), n=len(h["hand"])) + "\n")
    if h["play_area"] or h["tokens"]:
        played = say("mk-ui-played", cards=_cards(h["play_area"]), n=len(h["play_area"]))
        tokens = tuple(Ref("mana", c) for c in h["tokens"])
        text.append("   " + played + ("  " + say("mk-ui-tokens", colours=tokens) if tokens else "") + "\n")
    for i, u in enumerate(h["units"]):
        notes: list[Msg] = [msg("mk-ui-ready" if u["ready"] else "mk-ui-spent")]
        if u["wounds"]:
            notes.append(msg("mk-ui-wounds", n=u["wounds"]))
        if u["banner"]:
            notes.append(msg("mk-ui-banner", banner=Ref("card", u["banner"])))
        if u["bonded"]:
            notes.append(msg("mk-ui-bonded", skill=Ref("skill", "bonds_of_loyalty")))
        text.append("   " + say("mk-ui-unit", n=i, unit=Ref("unit", u["unit"]), notes=tuple(notes)) + "\n")


def _pools(combat: dict[str, Any]) -> tuple[tuple[Msg, ...], tuple[Msg, ...]]:
    """The Attack and the Block points played and not spent ("Ranged Fire Attack 3")."""
    attack = []
    for key, n in combat["attack"].items():
        range_, _, element = key.partition(":")
        attack.append(msg("mk-fx-points", what=attack_name(range_, element), n=n))
    block = tuple(msg("mk-fx-points", what=block_name(e), n=n) for e, n in combat["block"].items())
    return tuple(attack), block


def _combat(text: Text, combat: dict[str, Any], say: _Say) -> None:
    """The combat panel: phase, points played, each enemy with what those points would do."""
    attack, block = _pools(combat)
    none = msg("mk-ui-none")
    head = say(
        "mk-ui-combat", phase=Ref("phase", combat["phase"]), attack=attack or none, block=block or none
    )
    text.append(head + "\n", style="bold red")
    for i, foe in enumerate(combat["enemies"]):
        attacks = tuple(msg("mk-ui-enemy-attack", n=a["amount"], element=Ref("element", a["element"]))
                        for a in foe["attacks"])  # fmt: skip
        notes: list[Arg] = [Ref("ability", a) for a in foe["abilities"]]
        if foe["resistances"]:
            notes.append(msg("mk-ui-resists", elements=tuple(Ref("element", r) for r in foe["resistances"])))
        for flag in ("fortified", "defeated", "blocked", "no_attack", "attack_defeats", "block_stops"):
            if foe[flag] and not (flag == "blocked" and foe["defeated"]):
                notes.append(msg(f"mk-ui-{flag.replace('_', '-')}"))
        line = say("mk-ui-enemy", n=i, enemy=Ref("enemy", foe["summoned"] or foe["token"]), armor=foe["armor"],
                   attacks=attacks or none)  # fmt: skip
        text.append("  " + line + "".join("; " + say(n) for n in notes) + "\n")
