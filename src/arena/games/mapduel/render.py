"""Map & Duel for the terminal: the loop with tokens, the players, the duel table, the prompt.

Drawn from ``state.view(seat)`` (plus the game's static names), so the terminal never shows
another player's hand or uncommitted duel cards.
"""

from __future__ import annotations

from typing import Any

from rich.console import Console, Group
from rich.table import Table
from rich.text import Text

from arena.core.state import State

CELL_GLYPH = {
    "blank": ("··", "dim"),
    "rest": ("Zz", "blue"),
    "duel": ("⚔ ", "bold red"),
    "pick1": ("P1", "magenta"),
    "draw1": ("D1", "green"),
    "draw2": ("D2", "bold green"),
    "reward": ("R+", "yellow"),
    "penalty": ("P-", "red"),
}
PLAYER_STYLE = ("bold cyan", "bold magenta", "bold yellow", "bold green", "bold blue", "bold red")
LABEL = {
    "en": {"start": "Start", "turn": "turn", "deck": "deck", "duel": "Duel", "you": "you", "win": "wins"},
    "fr": {
        "start": "Départ",
        "turn": "tour",
        "deck": "pioche",
        "duel": "Duel",
        "you": "vous",
        "win": "gagne",
    },
    "zh": {"start": "起点", "turn": "回合", "deck": "牌堆", "duel": "决斗", "you": "你", "win": "获胜"},
}


def _names(state: State[Any], lang: str) -> dict[str, str]:
    cards = getattr(state.game, "cards", [])
    return {c.id: c.names.get(lang) for c in cards}


def loop_text(view: dict[str, Any], lang: str) -> Text:
    """Start then the cells in order, each with the players standing on it."""
    out = Text()
    cells = ["start", *view["map"]]
    tokens: dict[int, list[int]] = {}
    for row in view["players"]:
        if row["alive"]:
            tokens.setdefault(row["cell"], []).append(row["player"])
    for i, kind in enumerate(cells):
        if i == 0:
            out.append(f"[{LABEL.get(lang, LABEL['en'])['start']}]", style="bold")
        else:
            glyph, style = CELL_GLYPH[kind]
            out.append(f"{i:>2}", style="dim")
            out.append(glyph, style=style)
        for p in tokens.get(i, []):
            out.append(f"p{p}", style=PLAYER_STYLE[p % len(PLAYER_STYLE)] + " reverse")
        out.append(" ")
        if i in (12,):
            out.append("\n")
    return out


def _hp_bar(hp: int, max_hp: int, width: int = 6) -> Text:
    filled = round(width * max(hp, 0) / max_hp) if max_hp > 0 else 0
    style = "green" if hp * 2 > max_hp else "yellow" if hp * 4 > max_hp else "red"
    return (
        Text("█" * filled, style=style) + Text("░" * (width - filled), style="dim") + Text(f" {hp}/{max_hp}")
    )


def players_table(view: dict[str, Any], names: dict[str, str], lang: str) -> Table:
    table = Table(box=None, pad_edge=False, header_style="dim")
    for col in ("seat", "player", "character", "HP", "cell", "slots", "equipment", "hand", "status"):
        table.add_column(col)
    rows = sorted(view["players"], key=lambda r: r["seat"] or 99)
    for r in rows:
        who = f"p{r['player']}" + (
            f" ({LABEL.get(lang, LABEL['en'])['you']})" if r["player"] == view["viewer"] else ""
        )
        char = (r["names"] or {}).get(lang) or (r["names"] or {}).get("en") or "-"
        status = []
        if not r["alive"]:
            status.append("dead")
        if r["skip"]:
            status.append(f"skips {r['skip']}")
        if r["double"]:
            status.append("moves twice")
        if r["forced_penalties"]:
            status.append(f"{r['forced_penalties']} forced penalties")
        hand = ", ".join(names.get(c, c) for c in r["hand"]) if "hand" in r else f"{r['hand_size']} cards"
        table.add_row(
            str(r["seat"] or "-"),
            Text(who, style=PLAYER_STYLE[r["player"] % len(PLAYER_STYLE)]),
            char,
            _hp_bar(r["hp"], r["max_hp"]) if r["character"] else Text("-"),
            str(r["cell"]),
            str(r["slots"]),
            ", ".join(names.get(c, c) for c in r["equipment"]) or "-",
            hand,
            ", ".join(status),
        )
    return table


def duel_text(view: dict[str, Any], names: dict[str, str], lang: str) -> Text:
    duel = view["duel"]
    out = Text(f"{LABEL.get(lang, LABEL['en'])['duel']} — cycle {duel['cycle']}: ", style="bold red")
    committed = ", ".join(f"p{p}: {k}" for p, k in enumerate(duel["committed"]) if k)
    out.append(f"cards committed {committed or '-'}")
    mine = duel.get("mine")
    if mine and (mine["cards"] or mine["skills"]):
        out.append(
            f"\n  yours: {', '.join(names.get(c, c) for c in mine['cards'])} {' '.join(mine['skills'])}"
        )
    return out


def render(state: State[Any], seat: int | None, console: Console, lang: str = "en") -> None:
    """Draw the loop, the players, the duel table and what is pending."""
    view = state.view(seat)
    labels = LABEL.get(lang, LABEL["en"])
    names = _names(state, lang)
    head = Text(
        f"Map & Duel — {view['phase']}, {labels['turn']} {view['turns']}/{view['max_turns']}, "
        f"{labels['deck']} {view['deck_size']}",
        style="bold",
    )
    parts: list[Any] = [head, loop_text(view, lang), players_table(view, names, lang)]
    if view["duel"]:
        parts.append(duel_text(view, names, lang))
    if "deck" in view:
        parts.append(
            Text("deck (search): " + ", ".join(f"{names.get(c, c)}×{k}" for c, k in view["deck"].items()))
        )
    pending = view["pending"]
    if pending and not view["terminal"]:
        who = "chance" if view["chance"] else f"p{view['to_move']}"
        parts.append(Text(f"pending: {pending['kind']} ({who})", style="dim"))
    if view["winners"] is not None:
        won = ", ".join(f"p{w}" for w in view["winners"])
        parts.append(Text(f"{won} {labels['win']}! ({view['end']})", style="bold green"))
    console.print(Group(*parts))
