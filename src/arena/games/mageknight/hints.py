"""Mage Knight UI hints: what the browser needs to draw the ids of the view.

``hints(state, seat, query)`` answers one ``kind``:

- ``map``: every space of the tiles on the map — hex, terrain, site, mine or city colour — the
  printed faces of revealed tiles, public for everyone.
- ``reach``: for the seat to move, every space its hero can reach with the Move points it has
  now, with the path and its cost (``reach.py``).
- ``catalog``: names (en, fr, zh-Hans, zh-Hant; ``zh`` kept as the Simplified alias) of the cards, Units, enemies, Skills, Tactics, sites and heroes,
  with the printed numbers a board shows (a card's colour and deck, an enemy's Armor, attacks,
  Fame and abilities, a Unit's level and cost): the box's data.

Neither says anything about hands, decks, face-down tokens or tiles to come.
"""

from __future__ import annotations

from typing import Any

from arena.core.errors import HintQueryError
from arena.core.text import localized_names
from arena.games.mageknight.tiles import map_spaces


def hints(state: Any, seat: int | None, query: dict[str, Any]) -> dict[str, Any]:
    kind = query.get("kind", "catalog")
    if kind == "map":
        return {"kind": "map", "spaces": _spaces(state)}
    if kind == "reach":
        from arena.games.mageknight.reach import reach_hint

        return reach_hint(state, seat)
    if kind != "catalog":
        raise HintQueryError(
            f"unknown hint kind {kind!r}; known: catalog, map, reach", reason="bad-hint-query"
        )
    return {"kind": "catalog", **catalog(state.game.content)}


def _spaces(state: Any) -> list[dict[str, Any]]:
    out = []
    for (q, r), data in sorted(map_spaces(state.tiles).items()):
        out.append({"at": [q, r], "terrain": str(data.terrain), "site": str(data.site) if data.site else None,
                    "colour": str(data.colour) if data.colour else None})  # fmt: skip
    return out


def names_of(names: Any) -> dict[str, str]:
    """A data ``names`` record in the four locales (``zh``, the data's Simplified, kept too)."""
    raw = names.model_dump()
    return {**localized_names(raw), "zh": raw["zh"]}


def _card(c: Any) -> dict[str, Any]:
    powered = names_of(c.powered_names) if c.powered_names else None
    colour = str(c.colour) if c.colour else None
    return {"names": names_of(c.names), "colour": colour, "deck": str(c.deck), "powered_names": powered}


def _enemy(e: Any) -> dict[str, Any]:
    return {
        "names": names_of(e.names),
        "colour": str(e.colour),
        "armor": e.armor,
        "fame": e.fame,
        "attacks": [a.model_dump(mode="json") for a in e.attacks],
        "abilities": [str(a) for a in e.abilities],
        "resistances": [str(r) for r in e.resistances],
    }


def _names(table: dict[str, Any]) -> dict[str, Any]:
    return {k: {"names": names_of(v.names)} for k, v in table.items()}


def catalog(content: Any) -> dict[str, Any]:
    """The printed data of the box, by kind and id."""
    return {
        "cards": {c.id: _card(c) for c in content.cards.values()},
        "enemies": {e.id: _enemy(e) for e in content.enemies.values()},
        "units": {
            u.id: {"names": names_of(u.names), "level": u.level, "cost": u.cost}
            for u in content.units.values()
        },
        "skills": _names(content.skills),
        "tactics": _names(content.tactics),
        "sites": _names(content.sites),
        "heroes": _names(content.heroes),
        "ruins": _names(content.ruins),
    }
