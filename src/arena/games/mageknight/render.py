"""The terminal board of Mage Knight (the only module of the game that imports Rich).

The map is drawn row by row of axial ``r`` (each row labelled ``r``); a space sits at column
``2q + r`` so neighbours touch, and shows its terrain letter, what stands on it and its ``q``:
``fV 2`` is a forest village at q 2 of its row, so ``move 2 r`` goes there. Terrain letters:
``.`` plains, ``h`` hills, ``f`` forest, ``w`` wasteland, ``d`` desert, ``s`` swamp, ``~`` lake,
``^`` mountain; on top, a hero (its seat number), a rampaging enemy ``E``, or a site symbol
(``O`` portal, ``G`` glade, ``V`` village, ``M`` monastery, ``K`` keep, ``T`` mage tower, ``*``
mine, ``D`` dungeon/tomb/den/spawning grounds, ``R`` ruins, ``C`` city). A legend under the map
names the letters and symbols present, the heroes and the enemies, in the terminal's language;
everything else is said from the game's catalog (``mk-ui-*`` words, names from the data, the
status line): the offers, each hero's Units and Skills, the combat panel with the calculator's
verdicts as sentences.
"""

from __future__ import annotations

from typing import Any

from rich.console import Console
from rich.table import Table
from rich.text import Text

from arena.core.state import State
from arena.core.text import Arg, Hex, Msg, Ref, Seat, locale_of, msg
from arena.games.mageknight.data import load_content
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
    text = Text()
    round_text = (
        say("mk-ui-round", n=view["round"], of=view["rounds"], night=int(view["night"]))
        if view["round"]
        else say("mk-ui-setup")
    )
    text.append(round_text + "   ", style="bold")
    text.append(say("mk-ui-source") + " ", style="bold")
    for die in view["source"]:
        style = COLOURS[die["colour"]] + ("" if die["usable"] and not die["taken"] else " dim")
        text.append(say(Ref("mana", die["colour"])) + " ", style=style)
    text.append("\n")
    _map(text, view, spaces, say, console.width)
    for h in view["heroes"]:
        _hero(text, h, say, mine=h["seat"] == seat)
    _offers(text, view, say)
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


def _map(text: Text, view: dict[str, Any], spaces: dict[Any, Any], say: _Say, width: int) -> None:
    """The rows of ``r``, each space as terrain, what stands on it and its ``q``; the legend."""
    heroes = {
        (h["position"][0], h["position"][1]): str(h["seat"] + 1) for h in view["heroes"] if h["position"]
    }
    enemies = {(e["at"][0], e["at"][1]): e["enemy"] for e in view["enemies"]}
    if not spaces:
        return
    rows = sorted({r for _, r in spaces})
    cols = [2 * q + r for q, r in spaces]
    left, right = min(cols), max(cols)
    label = max(len(str(r)) for r in rows) + 4  # "r -3 │"
    unit = 3 if label + (right - left + 2) * 3 <= width else 2  # a space: 6 columns, or 4 when narrow
    for r in rows:
        line: list[tuple[str, str]] = [(" ", "")] * ((right - left + 2) * unit)
        for (q, rr), data in spaces.items():
            if rr != r:
                continue
            hero, enemy = heroes.get((q, r)), (q, r) in enemies
            top = hero or ("E" if enemy else None) or (SITE.get(str(data.site)) if data.site else None) or " "
            mark = "bold cyan" if hero else "bold red" if enemy else "yellow"
            ground = TERRAIN[str(data.terrain)]
            cells = (
                [(ground, ""), (top, mark)] if unit == 3 else [(top, mark) if top != " " else (ground, "")]
            )
            cells += [(c, "dim") for c in f"{q:>{unit}}"]
            at = (2 * q + r - left) * unit
            line[at : at + len(cells)] = cells
        text.append(f"r{r:>{label - 3}} │ ", style="dim")
        while line and line[-1][0] == " ":
            line.pop()
        for char, style in line:
            text.append(char, style=style or None)
        text.append("\n")
    text.append(say("mk-ui-map-how") + "\n", style="dim")
    terrains = sorted({str(d.terrain) for d in spaces.values()}, key=list(TERRAIN).index)
    keys = tuple(msg("mk-ui-key", mark=TERRAIN[t], what=Ref("terrain", t)) for t in terrains)
    text.append(say("mk-ui-legend-terrain", keys=keys) + "\n", style="dim")
    sites = sorted({str(d.site) for d in spaces.values() if d.site}, key=list(SITE).index)
    if sites:
        keys = tuple(msg("mk-ui-key", mark=SITE[x], what=Ref("site", x)) for x in sites)
        text.append(say("mk-ui-legend-sites", keys=keys) + "\n", style="dim")
    marks: list[Arg] = [
        msg("mk-ui-key-hero", mark=str(h["seat"] + 1), player=Seat(h["seat"]), hero=Ref("hero", h["hero"]))
        for h in view["heroes"]
        if h["position"] and h["hero"]
    ]
    marks += [msg("mk-ui-key-enemy", enemy=Ref("enemy", e), hex=Hex(*at)) for at, e in enemies.items() if e]
    for site in view["site_enemies"]:
        named = tuple(Ref("enemy", e) for e in site["enemies"])
        marks.append(msg("mk-ui-key-defenders", hex=Hex(*site["at"]), enemies=named))
    for token in view["face_down"]:
        marks.append(
            msg("mk-ui-key-face-down", hex=Hex(*token["at"]), colour=Ref("token-colour", token["colour"]))
        )
    if marks:
        text.append(say("mk-ui-legend-marks", keys=tuple(marks)) + "\n", style="dim")


def _offers(text: Text, view: dict[str, Any], say: _Say) -> None:
    """The Unit offer with each cost, the Advanced Actions, the Spells, a monastery's offer."""
    costs = {u: data.cost for u, data in load_content().units.items()}
    for offer, cards in view["offers"].items():
        if not cards:
            continue
        if offer == "unit":
            named: tuple[Arg, ...] = tuple(
                msg("mk-ui-offer-unit", unit=Ref("unit", u), cost=costs[u]) for u in cards
            )
        else:
            named = _cards(cards)
        text.append(_capital(say("mk-ui-offer", offer=Ref("offer", offer), cards=named)) + "\n")
    if view["common_skills"]:
        skills = tuple(Ref("skill", x) for x in view["common_skills"])
        text.append(say("mk-ui-common-skills", skills=skills) + "\n")


def _capital(line: str) -> str:
    """A line starting with a name written in lower case ("offre d'Unités") starts with a capital."""
    return line[:1].upper() + line[1:]


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
    if h["skills"]:
        skills = tuple(msg("mk-ui-skill-used", skill=Ref("skill", x)) if x in h["skills_used"] else Ref("skill", x)
                       for x in h["skills"])  # fmt: skip
        text.append("   " + say("mk-ui-skills", skills=skills, n=len(skills)) + "\n")


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
        if foe["summoned"]:
            notes.append(
                msg("mk-ui-summoned", summoner=Ref("enemy", foe["token"]), armor=foe["summoner_armor"])
            )
        name = Ref("enemy", foe["summoned"] or foe["token"])
        line = say("mk-ui-enemy", n=i, enemy=name, armor=foe["armor"], attacks=attacks or none)
        text.append("  " + line + "".join("; " + say(n) for n in notes) + "\n")
        if foe["attack_defeats"] and not foe["defeated"]:
            text.append("     " + say("mk-ui-verdict-defeats", enemy=name) + "\n", style="green")
        if foe["block_stops"] and not foe["blocked"] and not foe["defeated"]:
            text.append("     " + say("mk-ui-verdict-stops", enemy=name) + "\n", style="green")
        if foe["defeated"]:
            continue
        # The calculator's numbers (Arena issue 30): the Attack against the Armour while attacks
        # count, the Block against the attack (Swift doubled), the damage unblocked (Brutal doubled).
        if combat["phase"] in ("ranged", "attack") and combat["attack"]:
            have, needed = foe["attack_have"], foe["attack_needed"]
            text.append("     " + say("mk-map-verdict-attack", have=have, needed=needed,
                                      more=max(0, needed - have)) + "\n")  # fmt: skip
        if foe["blocked"] or foe["no_attack"] or not foe["block_needed"]:
            continue
        if combat["phase"] == "block":
            have, needed = foe["block_have"], foe["block_needed"]
            swift = int("swift" in foe["abilities"])
            text.append("     " + say("mk-map-verdict-block", have=have, needed=needed, swift=swift,
                                      more=max(0, needed - have)) + "\n")  # fmt: skip
        if combat["phase"] in ("ranged", "block", "damage"):
            text.append("     " + say("mk-map-verdict-damage", damage=foe["damage_if_unblocked"],
                                      brutal=int("brutal" in foe["abilities"]), wounds=foe["wounds_to_hero"],
                                      armor=combat["hero_armor"]) + "\n", style="yellow")  # fmt: skip
