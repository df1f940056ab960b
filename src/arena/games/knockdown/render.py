"""Knockdown for the terminal: the arena row by row, fighters and wounds, the display, your
hand, your board's special attacks, candles and the round score.

Drawn from ``state.view(seat)`` (what the seat may see) plus the public card data.
"""

from __future__ import annotations

from typing import Any

from rich.console import Console, Group
from rich.table import Table
from rich.text import Text

from arena.core.state import State
from arena.core.text import Arg, Catalog, Msg, Ref, Seat, locale_of, msg
from arena.games.knockdown.datamodel import Range, RangeKind
from arena.games.knockdown.describe import summary

SEAT_STYLE = ("bold cyan", "bold magenta")


class _Say:
    """The game's catalog in one locale (the board's words: ``kd-board-*``, names, sentences)."""

    def __init__(self, state: State[Any], lang: str) -> None:
        self.texts: Catalog = state.game.texts()
        self.locale = locale_of(lang)

    def __call__(self, value: Arg | str) -> str:
        if isinstance(value, str) and value.startswith("kd-"):
            return self.texts.say(Msg(value), self.locale)
        return self.texts.say(value, self.locale)

    def name(self, kind: str, id_: str) -> str:
        return self.texts.name(kind, id_, self.locale)


def marker(seat: int, say: _Say) -> str:
    """A fighter's two-column mark on the arena (``P1`` in English, ``J1`` in French, ``甲``...)."""
    return say(msg("kd-board-marker", n=seat + 1))


def arena_text(view: dict[str, Any], say: _Say) -> Text:
    """Rows top to bottom, columns a.. left to right; candles and the centre marked below."""
    ar = view["arena"]
    cols, rows = ar["columns"], ar["rows"]
    where = {f["cell"]: f["seat"] for f in view["fighters"]}
    letters = "abcdefghijkl"[:cols]
    out = Text()
    for r in reversed(range(rows)):
        out.append(f"{r + 1} ", style="dim")
        for c in letters:
            name = f"{c}{r + 1}"
            if name in where:
                seat = where[name]
                out.append(f"[{marker(seat, say)}]", style=SEAT_STYLE[seat])
            elif name in ar["starts"]:
                out.append("[ ∙]", style="red")
            else:
                out.append("[  ]", style="dim")
        out.append("\n")
    out.append("   " + "".join(f" {c}  " for c in letters) + "\n", style="dim")
    marks = ""
    candles = ar["candles"] or []
    for i, c in enumerate(letters):
        marks += " 🕯  " if c in candles else (" ┃  " if i == ar["centre"] else "    ")
    out.append("  " + marks, style="yellow")
    return out


def range_text(reach: Range, say: _Say) -> str:
    """Seed 002, "攻击范围类型": a number, a span, or the words for "line" and "unlimited"."""
    if reach.kind in (RangeKind.LINE, RangeKind.UNLIMITED):
        return say(f"kd-range-{reach.kind.value}")
    return reach.text()


def _attack_line(a: Any, say: _Say) -> str:
    """An attack's type, range and what it does (wounds as printed, effects, knockout)."""
    kind = say.name("attack-type", a.type.value)
    reach = say(msg("kd-board-range", range=range_text(a.range, say)))
    return f"{kind} · {reach} · {say(summary(a, a.heavy, a.light))}"


def _symbols(ids: list[str], say: _Say) -> str:
    return say(tuple(Ref("symbol", s) for s in ids))


def cards_table(ids: list[str], state: State[Any], say: _Say) -> Table:
    game: Any = state.game
    cards = {c.id: c for c in game.gset.attacks}
    table = Table(box=None, pad_edge=False, show_header=False)
    for cid in ids:
        c = cards[cid]
        symbols = _symbols([s.value for s in c.symbols], say)
        table.add_row(Text(say.name("card", cid), style="bold"), symbols, _attack_line(c, say))
    return table


def fighters_table(view: dict[str, Any], say: _Say) -> Table:
    table = Table(box=None, pad_edge=False, show_header=False)
    for f in view["fighters"]:
        seat = f["seat"]
        wounds = Text("■" * f["heavy"], style="red") + Text("□" * f["light"], style="yellow")
        tokens = say(tuple(msg("kd-tokens", n=v, token=Ref("token", k)) for k, v in f["tokens"].items() if v))
        if f["poison"]:
            tokens += " " + say(msg("kd-tokens", n=f["poison"], token=Ref("token", "poison")))
        sk = f["skills"]
        active = say(tuple(Ref("skill", s) for s in sk["faceup"])) or say("kd-board-none")
        hidden = ""
        if sk.get("hidden"):
            hidden = " " + say(msg("kd-board-hidden-skills", n=sk["hidden"]))
        facedown = sk.get("facedown")
        if facedown:  # the seat's own face-down skill (an id)
            hidden = " " + say(msg("kd-board-facedown", skills=(Ref("skill", facedown),)))
        side = f.get("side")
        who = say.name("fighter", side) if side else say(Seat(seat))
        table.add_row(
            Text(f"[{marker(seat, say)}] {say(Seat(seat))}", style=SEAT_STYLE[seat]),
            who,
            f["cell"],
            wounds,
            tokens,
            say(msg("kd-board-hand", n=f["hand_size"])),
            say(msg("kd-board-skills", skills=active)) + hidden,
        )
    return table


def specials_table(state: State[Any], seat: int, say: _Say) -> Table:
    game: Any = state.game
    side = game.sides[seat]
    table = Table(box=None, pad_edge=False, show_header=False)
    for sp in side.specials:
        cost = _symbols(list(sp.cost), say)
        tokens = say(tuple(msg("kd-tokens", n=v, token=Ref("token", k)) for k, v in sp.tokens.items()))
        table.add_row(
            Text(say.name("special", sp.id), style="bold"),
            ", ".join(x for x in (cost, tokens) if x),
            _attack_line(sp, say),
        )
    return table


def render(state: State[Any], seat: int | None, console: Console, lang: str = "en") -> None:
    """Draw what ``seat`` sees of the match, then the game's status line."""
    say = _Say(state, lang)
    view = state.view(seat)
    wins = view["wins"]
    ar = view["arena"]
    head = Text(
        say("kd-board-setup")
        if not view["round"]
        else say(
            msg(
                "kd-board-head",
                round=view["round"],
                first=wins[0],
                second=wins[1],
                turn=view["turn"],
                deck=view["deck"],
                candles=ar["candles_drawn"],
            )
        )
    )
    to_move = view["to_move"]
    if to_move in (0, 1):
        head.append(" · ")
        head.append(
            say(msg("kd-board-to-act", player=Seat(to_move), n=view["actions_left"]))
            if view["round"]
            else say(msg("kd-board-to-choose", player=Seat(to_move))),
            style=SEAT_STYLE[to_move],
        )
    parts: list[Any] = [head, arena_text(view, say), fighters_table(view, say)]
    parts += [Text(say("kd-board-display"), style="underline"), cards_table(view["display"], state, say)]
    if seat is not None:
        parts += [Text(say("kd-board-hand-title"), style="underline"), cards_table(view["hand"], state, say)]
        parts += [Text(say("kd-board-specials"), style="underline"), specials_table(state, seat, say)]
    if view["attack"]:
        a = view["attack"]
        game: Any = state.game
        kind = "special" if any(sp.id == a["id"] for sp in game.sides[a["by"]].specials) else "card"
        parts.append(
            Text(say(msg("kd-board-attack", player=Seat(a["by"]), attack=Ref(kind, a["id"]))), style="bold")
        )
    pending = view["pending"]
    if pending and pending.get("task") == "pay":
        cost = _symbols(list(pending["cost"]), say)
        parts.append(Text(say(msg("kd-board-pay", special=Ref("special", pending["special"]), cost=cost))))
    if view["winner"] is not None:
        parts.append(Text(say(msg("kd-board-winner", player=Seat(view["winner"]))), style="bold green"))
    parts.append(Text(say(state.game.status(state, seat)), style="bold"))
    console.print(Group(*parts))
