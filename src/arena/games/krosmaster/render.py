"""Krosmaster board for the terminal: the arena, pieces with HP, the timelines; in the full
game also Demon and Kama cells, Glory Galons, kamas, the rewards on display and set-up prompts.

Drawn from ``state.view(seat)`` only, so the terminal never shows more than the seat may see;
every word comes from the game's catalog (``strings/``: ``kros-ui-*``, the names of the data, the
status line) in the terminal's language.
"""

from __future__ import annotations

from typing import Any

from rich.console import Console, Group
from rich.table import Table
from rich.text import Text

from arena.core.state import State
from arena.core.text import Msg, Ref, Seat, locale_of, msg

COLUMNS = "abcdefghijkl"
OWNER_STYLE = ("bold cyan", "bold magenta", "bold green", "bold yellow")
SCENERY = {"bush": ("♣♣", "green"), "tree": ("▲▲", "yellow"), "crate": ("▫▫", "orange3")}
RANK_STYLE = {"granit": "grey70", "jade": "green", "or": "gold1"}
COLUMN_KEYS = (
    "kros-ui-col-piece",
    "kros-ui-col-cell",
    "kros-ui-col-hp",
    "kros-ui-col-mp",
    "kros-ui-col-ap",
    "kros-ui-col-powers",
    "kros-ui-col-markers",
    "kros-ui-col-rewards",
)
"""The pieces table's headings (the last one, rewards, in the full game only)."""
MARKER_KEYS = {"mp": "kros-ui-mp", "ap": "kros-ui-ap"}


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
        code = piece_code(p)
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


def piece_code(piece: dict[str, Any]) -> str:
    """A piece's two letters on the board (from its label; the table repeats them by its name)."""
    label: str = piece["label"]
    return label[:2].upper() if piece["kind"] == "krosmaster" else label[0] + label[-1]


class _Say:
    """The game's catalog in the terminal's language (``kros-ui-*`` words, data names)."""

    def __init__(self, state: State[Any], lang: str) -> None:
        self.cat = state.game.texts()
        self.locale = locale_of(lang)

    def __call__(self, key: str, **args: Any) -> str:
        return self.cat.say(msg(key, **args), self.locale)

    def name(self, kind: str, id_: str) -> str:
        return self.cat.name(kind, id_, self.locale)

    def msg(self, value: Msg) -> str:
        return self.cat.say(value, self.locale)


def pieces_table(view: dict[str, Any], say: _Say) -> Table:
    table = Table(box=None, pad_edge=False, show_header=True, header_style="dim")
    full = view.get("full", False)
    table.add_column("")
    for col in COLUMN_KEYS[: None if full else -1]:
        table.add_column(say(col))
    for p in view["pieces"]:
        if not p["in_play"]:
            continue
        active = "▶" if p["label"] == view["active"] else ""
        markers = p["markers"]
        mk = " ".join(say(MARKER_KEYS[k], n=f"{v:+d}") for k, v in markers.items() if v)
        row: list[Any] = [
            active,
            Text(f"{piece_code(p)} {say.name('piece', p['label'])} ({p['label']})", style=_style(p["owner"])),
            p["cell"] or "",
            _hp_bar(p["hp"], p["injuries"]),
            f"{p['mp']}/{p['base_mp']}",
            f"{p['ap']}/{p['base_ap']}",
            say.msg(msg("kros-ui-list", items=tuple(Ref("power", w) for w in p["powers"]))),
            mk,
        ]
        if full:
            row.append(_rewards_text(p.get("rewards", []), say))
        table.add_row(*row)
    return table


def _rewards_text(tokens: list[dict[str, Any]], say: _Say) -> Text:
    """A card's tokens: names when the viewer may know them, ``▮rank`` for the others."""
    out = Text()
    for i, t in enumerate(tokens):
        if i:
            out.append(" ")
        rank = say.name("rank", t["rank"])
        label = say.name("reward", t["token"]) if t["token"] else f"▮{rank}"
        state = "" if t["face_up"] else f" ({say('kros-ui-face-down')})" if t["token"] else ""
        out.append(f"{i + 1}:{label}{state}", style=RANK_STYLE.get(t["rank"], ""))
    return out


def economy_text(view: dict[str, Any], say: _Say) -> Text:
    """Glory Galons, kamas and the rewards on display (the full game)."""
    out = Text()
    for seat in range(view["players"]):
        out.append(f"{say.msg(msg('seat', n=seat + 1))}: ", style=_style(seat))
        out.append(say("kros-ui-holds", gg=view["gg"][seat], kamas=view["stock"][seat]) + "   ")
    out.append(say("kros-ui-reserve", wild=view["wild_gg"], box=view["gg_box"], bank=view["bank"]) + "\n")
    for rank, pile in view["reward_display"].items():
        out.append(f"{say.name('rank', rank):>8}: ", style=RANK_STYLE.get(rank, ""))
        for i, (tok, n) in enumerate(zip(pile["visible"], pile["face_down"], strict=True)):
            shown = say.name("reward", tok) if tok else "—"
            out.append(say("kros-ui-pile", pile=i + 1, reward=shown, down=n) + "  ")
        out.append("\n")
    return out


def render(state: State[Any], seat: int | None, console: Console, lang: str = "en") -> None:
    """Draw the arena, the pieces, and the decision awaited (the game's status line), every
    word in the terminal's language."""
    say = _Say(state, lang)
    view = state.view(seat)
    head = Text(
        say(
            "kros-ui-head",
            title=Ref("scenario", view["scenario"]),
            turn=view["turn"],
            turns=view["max_turns"],
            player=Seat(view["player"]),
        )
    )
    timelines = Text()
    for i, tl in enumerate(view["timelines"]):
        timelines.append(say("kros-ui-timeline", player=Seat(i)) + " ", style=_style(i))
        timelines.append(" → ".join(say.name("piece", label) for label in tl) + "\n")
    parts: list[Any] = [head]
    if view.get("mode") == "2v2":  # seed 003, "2 CONTRE 2": players 1 and 3 against 2 and 4
        first, second = ([s for s, side in enumerate(view["teams"]) if side == k] for k in (0, 1))
        seats = {"a1": first[0], "a2": first[1], "b1": second[0], "b2": second[1]}
        parts.append(Text(say("kros-ui-sides", **{k: Seat(s) for k, s in seats.items()})))
    if view.get("full") and view.get("arena"):
        parts.append(Text(say.name("arena", view["arena"]), style="bold"))
    parts += [board_text(view), timelines, pieces_table(view, say)]
    if view.get("full"):
        parts.append(economy_text(view, say))
        setup = view.get("setup")
        if setup and setup.get("display"):
            shown = tuple(Ref("piece", label) for label in setup["display"])
            parts.append(Text(say("kros-ui-draft", pieces=shown)))
        if view.get("tension") and all(view["tension"]["faces"]):
            faces = tuple(Ref("face", f) for f in view["tension"]["faces"])
            parts.append(Text(say("kros-ui-tension", faces=faces)))
    status = say.msg(state.game.status(state, seat))
    over = view["winner"] is not None or view["draw"]
    parts.append(
        Text(
            status, style=("bold green" if view["winner"] is not None else "bold yellow") if over else "bold"
        )
    )
    console.print(Group(*parts))
