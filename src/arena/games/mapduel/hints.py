"""Map & Duel UI hints: the public catalogue the browser needs to draw cards and characters.

``hints(state, seat, {"kind": "catalog"})`` -> the cards of this match's pool (names, types,
map/duel effects, what equipment absorbs, restrictions, copies), the characters (HP, slots,
active and passive skills) and the map's cells. All of it is public data (the pool depends only
on the room's options), so any seat and spectators get the same answer.
"""

from __future__ import annotations

from typing import Any

from arena.core.errors import HintQueryError as HintError
from arena.games.mapduel.terms import view_names


def _effect(e: Any) -> dict[str, Any] | None:
    return None if e is None else {"effect": e.effect.value, "amount": e.amount, "target": e.target.value}


def catalog(game: Any) -> dict[str, Any]:
    """The public card pool, character table and map of a Map & Duel game."""
    cards = {
        c.id: {
            "names": view_names(c.names),
            "types": [t.value for t in c.types],
            "copies": c.copies,
            "action": _effect(c.action),
            "skill": _effect(c.skill),
            "absorbs": [a.value for a in c.equipment.absorbs] if c.equipment else [],
            "cannot_use": list(c.cannot_use),
            "unaffected": list(c.unaffected),
        }
        for c in game.cards
    }
    characters = {
        ch.id: {
            "names": view_names(ch.names),
            "hp": ch.hp,
            "slots": ch.slots,
            "active": {
                "id": ch.active.id,
                "names": view_names(ch.active.names),
                **(_effect(ch.active.effect) or {}),
            },
            "passive": {
                "id": ch.passive.id,
                "names": view_names(ch.passive.names),
                "kind": ch.passive.kind.value,
                "amount": ch.passive.amount,
            },
        }
        for ch in game.characters
    }
    return {"cards": cards, "characters": characters, "map": [c.value for c in game.map.cells]}


def hints(state: Any, seat: int | None, query: dict[str, Any]) -> dict[str, Any]:
    kind = query.get("kind", "catalog")
    if kind != "catalog":
        raise HintError(f"unknown Map & Duel hint kind {kind!r}; known: catalog")
    return catalog(state.game)
