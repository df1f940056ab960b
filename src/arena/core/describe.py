"""Actions described as data: what a client lists for a player, in the player's language.

A game describes one action with :class:`ActionInfo` (``Game.describe_action``): its kind (the
verb), its typed arguments (a card, a cell or hex, a piece, a colour, an amount...), a group
and a label, the sentence saying what happens. The notation text stays the stable interface
of replays and tests; clients read the description and never split the text. The functions
here turn descriptions into the JSON the server sends and the terminal lists.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass
from typing import TYPE_CHECKING, Any

from arena.core.text import Arg, Catalog, Cell, Hex, Msg, Ref, Seat

if TYPE_CHECKING:
    from arena.core.game import Game
    from arena.core.state import State


@dataclass(frozen=True, slots=True)
class ActionInfo:
    """One action as data: ``kind`` (a verb id), ``label`` (what happens), typed ``args``, a
    ``group`` (the clients' heading), and ``hidden_label``: what a player reads who may not
    see the action (a card drawn by another player: "Player 2 draws a card")."""

    kind: str
    label: Msg
    args: tuple[tuple[str, Arg], ...] = ()
    group: str = ""
    hidden_label: Msg | None = None


def info(kind: str, label: Msg, group: str = "", hidden: Msg | None = None, **args: Arg) -> ActionInfo:
    """``ActionInfo`` from keyword arguments."""
    return ActionInfo(kind, label, tuple(args.items()), group or kind, hidden)


def arg_json(value: Arg, catalog: Catalog, locale: str) -> dict[str, Any]:
    """A typed argument as JSON: ``{"type", "id", "name"}`` for a named thing, ``{"type":
    "cell", "id"}``, ``{"type": "hex", "q", "r"}``, ``{"type": "amount", "value"}``..."""
    if isinstance(value, Ref):
        return {"type": value.kind, "id": value.id, "name": catalog.name(value.kind, value.id, locale)}
    if isinstance(value, Cell):
        return {"type": "cell", "id": value.id}
    if isinstance(value, Hex):
        return {"type": "hex", "q": value.q, "r": value.r}
    if isinstance(value, Seat):
        return {"type": "seat", "value": value.index, "name": catalog.say(value, locale)}
    if isinstance(value, bool):
        return {"type": "flag", "value": value}
    if isinstance(value, int | float):
        return {"type": "amount", "value": value}
    if isinstance(value, Msg):
        return {"type": "text", "value": catalog.say(value, locale)}
    if isinstance(value, tuple):
        return {"type": "list", "items": [arg_json(v, catalog, locale) for v in value]}
    return {"type": "text", "value": str(value)}


def describe_json(
    game: Game[Any], state: State[Any], action: Any, locale: str, catalog: Catalog | None = None
) -> dict[str, Any]:
    """One legal action as the clients read it: index, notation text, kind, group, typed
    arguments and the label in ``locale``."""
    cat = catalog or game.texts()
    d = game.describe_action(state, action)
    return {
        "index": game.action_to_index(action),
        "text": game.action_to_text(action),
        "kind": d.kind,
        "group": d.group or d.kind,
        "args": {k: arg_json(v, cat, locale) for k, v in d.args},
        "label": cat.say(d.label, locale),
    }


def describe_legal(game: Game[Any], state: State[Any], locale: str) -> list[dict[str, Any]]:
    """Every legal action of ``state`` described (``describe_json``), in the legal order."""
    cat = game.texts()
    return [describe_json(game, state, a, locale, cat) for a in state.legal_actions()]


def group_titles(game: Game[Any], groups: Sequence[str], locale: str) -> dict[str, str]:
    """The headings of action groups: message ``group-<id>``; a group the strings do not name
    keeps its id (recorded as a miss, which the completeness test reports)."""
    cat = game.texts()
    out = {}
    for g in groups:
        key = f"group-{g}"
        if cat.has(key) or cat.has(key, locale):
            out[g] = cat.say(Msg(key), locale)
        else:
            cat.misses.add((locale, key))
            out[g] = g
    return out
