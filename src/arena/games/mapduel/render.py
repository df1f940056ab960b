"""Map & Duel for the terminal: the loop with tokens, the players, the duel table, the prompt.

Drawn from ``state.view(seat)`` (plus the game's static names), so the terminal never shows
another player's hand or uncommitted duel cards; every word comes from the game's catalog
(``strings/``: ``md-ui-*``, the status line) in the terminal's language.
"""

from __future__ import annotations

from typing import Any

from rich.console import Console, Group
from rich.table import Table
from rich.text import Text

from arena.core.state import State
from arena.core.text import locale_of, msg

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
COLUMNS = ("seat", "player", "character", "hp", "cell", "slots", "equipment", "hand", "status")


class _Say:
    """The game's catalog in the terminal's language (``md-ui-*`` sentences, data names)."""

    def __init__(self, state: State[Any], lang: str) -> None:
        self.cat = state.game.texts()
        self.locale = locale_of(lang)

    def __call__(self, key: str, **args: Any) -> str:
        return self.cat.say(msg(key, **args), self.locale)

    def card(self, cid: str) -> str:
        return self.cat.name("card", cid, self.locale)

    def name(self, kind: str, id_: str) -> str:
        return self.cat.name(kind, id_, self.locale)


def loop_text(view: dict[str, Any], say: _Say) -> Text:
    """Start then the cells in order, each with the players standing on it."""
    out = Text()
    cells = ["start", *view["map"]]
    tokens: dict[int, list[int]] = {}
    for row in view["players"]:
        if row["alive"]:
            tokens.setdefault(row["cell"], []).append(row["player"])
    for i, kind in enumerate(cells):
        if i == 0:
            out.append(f"[{say('md-ui-start')}]", style="bold")
        else:
            glyph, style = CELL_GLYPH[kind]
            out.append(f"{i:>2}", style="dim")
            out.append(glyph, style=style)
        for p in tokens.get(i, []):
            out.append(str(p + 1), style=PLAYER_STYLE[p % len(PLAYER_STYLE)] + " reverse")  # Player N
        out.append(" ")
        if i in (12,):
            out.append("\n")
    out.append("\n")
    out.append_text(legend_text(view["map"], say))
    return out


def legend_text(kinds: list[str], say: _Say) -> Text:
    """Each kind of cell on this map: its glyph, then its event's name in the reader's language."""
    out = Text()
    for kind in CELL_GLYPH:
        if kind in kinds:
            glyph, style = CELL_GLYPH[kind]
            out.append(glyph.strip(), style=style)
            out.append(f" {say.name('cell-event', kind)}   ", style="dim")
    return out


def _hp_bar(hp: int, max_hp: int, width: int = 6) -> Text:
    filled = round(width * max(hp, 0) / max_hp) if max_hp > 0 else 0
    style = "green" if hp * 2 > max_hp else "yellow" if hp * 4 > max_hp else "red"
    return (
        Text("█" * filled, style=style) + Text("░" * (width - filled), style="dim") + Text(f" {hp}/{max_hp}")
    )


def players_table(view: dict[str, Any], say: _Say) -> Table:
    table = Table(box=None, pad_edge=False, header_style="dim")
    for col in COLUMNS:
        table.add_column(say(f"md-ui-{col}"))
    rows = sorted(view["players"], key=lambda r: r["seat"] or 99)
    for r in rows:
        who = say("seat", n=r["player"] + 1)
        if r["player"] == view["viewer"]:
            who += " · " + say("md-ui-you")
        char = say.name("character", r["character"]) if r["character"] else "-"
        status = []
        if not r["alive"]:
            status.append(say("md-ui-dead"))
        if r["skip"]:
            status.append(say("md-ui-skips", turns=int(r["skip"])))
        if r["double"]:
            status.append(say("md-ui-moves-twice"))
        if r["forced_penalties"]:
            status.append(say("md-ui-forced", count=r["forced_penalties"]))
        if "hand" in r:
            hand = ", ".join(say.card(c) for c in r["hand"])
        else:
            hand = say("md-ui-cards", count=r["hand_size"])
        table.add_row(
            str(r["seat"] or "-"),
            Text(who, style=PLAYER_STYLE[r["player"] % len(PLAYER_STYLE)]),
            char,
            _hp_bar(r["hp"], r["max_hp"]) if r["character"] else Text("-"),
            str(r["cell"]),
            str(r["slots"]),
            ", ".join(say.card(c) for c in r["equipment"]) or "-",
            hand,
            ", ".join(status),
        )
    return table


def duel_text(view: dict[str, Any], say: _Say) -> Text:
    duel = view["duel"]
    out = Text(say("md-ui-duel", cycle=duel["cycle"]) + " ", style="bold red")
    committed = [
        say("md-ui-committed", player=say("seat", n=p + 1), count=k)
        for p, k in enumerate(duel["committed"])
        if k
    ]
    out.append(", ".join(committed) or say("md-ui-nothing-committed"))
    mine = duel.get("mine")
    if mine and (mine["cards"] or mine["skills"]):
        played = [say.card(c) for c in mine["cards"]] + [say.name("skill", s) for s in mine["skills"]]
        out.append("\n  " + say("md-ui-yours", plays=", ".join(played)))
    return out


def render(state: State[Any], seat: int | None, console: Console, lang: str = "en") -> None:
    """Draw the loop, the players, the duel table and the decision awaited (the status)."""
    view = state.view(seat)
    say = _Say(state, lang)
    head = Text(
        say(
            f"md-ui-head-{view['phase']}", turn=view["turns"], most=view["max_turns"], deck=view["deck_size"]
        ),
        style="bold",
    )
    parts: list[Any] = [head, loop_text(view, say), players_table(view, say)]
    if view["duel"]:
        parts.append(duel_text(view, say))
    if "deck" in view:
        deck = ", ".join(f"{say.card(c)}×{k}" for c, k in view["deck"].items())
        parts.append(Text(say("md-ui-deck", cards=deck)))
    status = say.cat.say(state.game.status(state, seat), say.locale)
    parts.append(Text(status, style="bold green" if view["terminal"] else "dim"))
    console.print(Group(*parts))
