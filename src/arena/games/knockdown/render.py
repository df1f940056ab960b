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
from arena.core.text import locale_of, to_traditional
from arena.games.knockdown.describe import names_json

SEAT_STYLE = ("bold cyan", "bold magenta")
SYMBOL = {"strike": "拳", "kick": "腿", "arcane": "法", "block": "挡", "dash": "➡", "wild": "百", "any": "?"}
LABELS: dict[str, dict[str, str]] = {
    "en": {
        "round": "Round",
        "wins": "wins",
        "turn": "turn",
        "to_act": "to act",
        "actions": "actions left",
        "display": "Display",
        "hand": "Your hand",
        "specials": "Your special attacks",
        "deck": "deck",
        "candles": "candles",
        "none": "none",
        "skills": "active skills",
        "hidden": "hidden",
        "winner": "wins the match!",
        "attack": "Attack under way",
        "pay": "still to pay",
    },
    "fr": {
        "round": "Manche",
        "wins": "victoires",
        "turn": "tour",
        "to_act": "joue",
        "actions": "actions restantes",
        "display": "Présentoir",
        "hand": "Votre main",
        "specials": "Vos attaques spéciales",
        "deck": "pioche",
        "candles": "bougies",
        "none": "aucune",
        "skills": "compétences actives",
        "hidden": "cachées",
        "winner": "remporte le match !",
        "attack": "Attaque en cours",
        "pay": "reste à payer",
    },
    "zh": {
        "round": "轮次",
        "wins": "胜",
        "turn": "回合",
        "to_act": "行动中",
        "actions": "剩余行动",
        "display": "攻击牌展示区",
        "hand": "你的手牌",
        "specials": "你的特殊攻击",
        "deck": "牌库",
        "candles": "烛火",
        "none": "无",
        "skills": "激活技能",
        "hidden": "暗置",
        "winner": "赢得对决！",
        "attack": "进行中的攻击",
        "pay": "尚需支付",
    },
}


def _l(lang: str, key: str) -> str:
    """A label in ``lang`` (a BCP 47 tag: ``zh``, ``zh-Hans`` and ``zh-Hant`` read the Chinese
    labels, Traditional derived)."""
    locale = locale_of(lang)
    text = LABELS["zh" if locale.startswith("zh") else locale].get(key, LABELS["en"][key])
    return to_traditional(text) if locale == "zh-Hant" else text


def _name(names: Any, lang: str) -> str:
    """A data name (a names record or a view's names dict) in ``lang``."""
    said = names if isinstance(names, dict) else names_json(names)
    return str(said.get(lang) or said.get(locale_of(lang)) or said.get("en") or "")


def arena_text(view: dict[str, Any]) -> Text:
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
                out.append(f"[P{seat + 1}]", style=SEAT_STYLE[seat])
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


def _attack_line(a: Any, lang: str) -> str:
    dmg = "■" * a.heavy + "□" * a.light
    eff = " ".join(f"{e.kind.value}{e.n}" for e in a.effects)
    ko = " KO" if a.knockout else ""
    return f"{a.type.value[:3]} {dmg or '-'} r:{a.range.text()}{(' ' + eff) if eff else ''}{ko}"


def cards_table(ids: list[str], state: State[Any], lang: str) -> Table:
    game: Any = state.game
    cards = {c.id: c for c in game.gset.attacks}
    table = Table(box=None, pad_edge=False, show_header=False)
    for cid in ids:
        c = cards[cid]
        symbols = "".join(SYMBOL[s.value] for s in c.symbols)
        table.add_row(Text(cid, style="bold"), _name(c.names, lang), symbols, _attack_line(c, lang))
    return table


def fighters_table(view: dict[str, Any], state: State[Any], lang: str) -> Table:
    game: Any = state.game
    skills = {s.id: s for s in game.gset.skills}
    table = Table(box=None, pad_edge=False, show_header=False)
    for f in view["fighters"]:
        seat = f["seat"]
        wounds = Text("■" * f["heavy"], style="red") + Text("□" * f["light"], style="yellow")
        tokens = " ".join(f"{k}:{v}" for k, v in f["tokens"].items() if v)
        if f["poison"]:
            tokens += f" poison:{f['poison']}"
        sk = f["skills"]
        active = ", ".join(f"{s} {_name(skills[s].names, lang)}" for s in sk["faceup"])
        hidden = f" +{sk['hidden']} {_l(lang, 'hidden')}" if sk.get("hidden") else ""
        if sk.get("facedown"):
            hidden = f" ({_l(lang, 'hidden')}: {sk['facedown']})"
        table.add_row(
            Text(f"P{seat + 1}", style=SEAT_STYLE[seat]),
            f"{_name(f['name'], lang)} · {_name(f['side_name'], lang)} ({_name(f['class'], lang)})",
            f["cell"],
            wounds,
            tokens,
            f"✋{f['hand_size']}",
            f"{_l(lang, 'skills')}: {active or _l(lang, 'none')}{hidden}",
        )
    return table


def specials_table(view: dict[str, Any], state: State[Any], seat: int, lang: str) -> Table:
    game: Any = state.game
    side = game.sides[seat]
    table = Table(box=None, pad_edge=False, show_header=False)
    for sp in side.specials:
        cost = "".join(SYMBOL[c] for c in sp.cost) + "".join(f" {k}×{v}" for k, v in sp.tokens.items())
        table.add_row(Text(sp.id, style="bold"), _name(sp.names, lang), cost, _attack_line(sp, lang))
    return table


def render(state: State[Any], seat: int | None, console: Console, lang: str = "en") -> None:
    """Draw what ``seat`` sees of the match."""
    view = state.view(seat)
    wins = view["wins"]
    head = Text(f"{_l(lang, 'round')} {view['round']} · {_l(lang, 'wins')} {wins[0]}-{wins[1]} · ")
    head.append(f"{_l(lang, 'turn')} {view['turn']} · ")
    to_move = view["to_move"]
    if to_move in (0, 1):
        head.append(f"P{to_move + 1} {_l(lang, 'to_act')}", style=SEAT_STYLE[to_move])
        head.append(f" · {_l(lang, 'actions')} {view['actions_left']}")
    ar = view["arena"]
    head.append(f" · {_l(lang, 'deck')} {view['deck']} · {_l(lang, 'candles')} {ar['candles_drawn']}")
    parts: list[Any] = [head, arena_text(view), fighters_table(view, state, lang)]
    parts += [Text(_l(lang, "display"), style="underline"), cards_table(view["display"], state, lang)]
    if seat is not None:
        parts += [Text(_l(lang, "hand"), style="underline"), cards_table(view["hand"], state, lang)]
        parts += [Text(_l(lang, "specials"), style="underline"), specials_table(view, state, seat, lang)]
    if view["attack"]:
        a = view["attack"]
        parts.append(Text(f"{_l(lang, 'attack')}: P{a['by'] + 1} {a['id']}", style="bold"))
    pending = view["pending"]
    if pending and pending.get("task") == "pay":
        cost = "".join(SYMBOL[c] for c in pending["cost"])
        parts.append(Text(f"{pending['special']}: {_l(lang, 'pay')} {cost}"))
    if view["winner"] is not None:
        parts.append(Text(f"P{view['winner'] + 1} {_l(lang, 'winner')}", style="bold green"))
    console.print(Group(*parts))
