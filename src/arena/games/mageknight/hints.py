"""Mage Knight UI hints: what the browser needs to draw the ids of the view.

``hints(state, seat, query)`` answers one ``kind``:

- ``map``: every space of the tiles on the map — hex, terrain, site, mine or city colour — the
  printed faces of revealed tiles, public for everyone.
- ``reach``: for the seat to move, every space its hero can reach with the Move points it has
  now, with the path and its cost (``reach.py``).
- ``catalog``: names (en, fr, zh-Hans, zh-Hant; ``zh`` kept as the Simplified alias) of the cards, Units, enemies, Skills, Tactics, sites and heroes,
  with the printed numbers and texts a board shows — a card's colour, deck and both effects, an
  enemy's Armor, attacks, Fame and abilities, a Unit's level, cost, Armour and abilities, a
  Skill's or Tactic's effect, a hero's Skills and own card, a site's prices, the Reputation
  modifiers: the box's data, its texts in the query's ``lang`` (English by default).

Neither says anything about hands, decks, face-down tokens or tiles to come.
"""

from __future__ import annotations

from typing import Any

from arena.core.errors import HintQueryError
from arena.core.text import Catalog, Msg, Ref, locale_of, localized_names, msg
from arena.games.mageknight.effecttext import effect_msg
from arena.games.mageknight.heroes import WOUND
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
    locale = locale_of(str(query.get("lang") or ""))
    return {"kind": "catalog", **catalog(state.game.content, state.game.texts(), locale)}


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


class _Say:
    """Effects said in one locale through the game's catalog."""

    def __init__(self, texts: Catalog, locale: str) -> None:
        self.texts, self.locale = texts, locale

    def __call__(self, value: Msg | Ref) -> str:
        return self.texts.say(value, self.locale)

    def effect(self, effect: Any) -> str:
        return self(effect_msg(effect)) if effect is not None else self(msg("mk-tactic-no-effect"))


def _card(c: Any, say: _Say) -> dict[str, Any]:
    powered = names_of(c.powered_names) if c.powered_names else None
    colour = str(c.colour) if c.colour else None
    return {
        "names": names_of(c.names), "colour": colour, "deck": str(c.deck), "powered_names": powered,
        "types": [str(t) for t in c.types], "basic": say.effect(c.basic), "powered": say.effect(c.powered),
        "replaces": c.replaces, "hero": c.hero,
    }  # fmt: skip


def _wound(texts: Catalog, say: _Say) -> dict[str, Any]:
    """The Wound card: no colour, no effect (seed 001: 损伤卡 clog the hand)."""
    names = texts.names.get("card", {}).get(WOUND, {"en": "Wound"})
    text = say(msg("mk-card-wound-text"))
    return {"names": dict(names), "colour": None, "deck": "wound", "powered_names": None, "types": [],
            "basic": text, "powered": text, "replaces": None, "hero": None}  # fmt: skip


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


def _unit(u: Any, say: _Say) -> dict[str, Any]:
    abilities = [{"text": say.effect(a.effect), "mana": str(a.mana) if a.mana else None} for a in u.abilities]
    return {
        "names": names_of(u.names), "level": u.level, "cost": u.cost, "armor": u.armor, "elite": u.elite,
        "resistances": [str(r) for r in u.resistances], "recruit": [str(r) for r in u.recruit],
        "abilities": abilities,
    }  # fmt: skip


def _skill(s: Any, say: _Say) -> dict[str, Any]:
    return {"names": names_of(s.names), "hero": s.hero, "usage": str(s.usage), "text": say.effect(s.effect),
            "interactive": s.interactive}  # fmt: skip


def _tactic(t: Any, say: _Say) -> dict[str, Any]:
    return {"names": names_of(t.names), "number": t.number, "time": t.time, "text": say.effect(t.effect)}


def _hero(h: Any, content: Any) -> dict[str, Any]:
    """A hero: its Skills and its own Basic Action, which replaces one standard card."""
    own = content.cards[h.hero_card]
    return {"names": names_of(h.names), "skills": list(h.skills), "hero_card": h.hero_card,
            "replaces": own.replaces, "dummy_crystals": [str(c) for c in h.dummy_crystals]}  # fmt: skip


def _site(s: Any) -> dict[str, Any]:
    """A site's name and its prices when one interacts there (public: printed on the site card)."""
    return {"names": names_of(s.names), "kind": s.kind, "recruit": s.recruit, "heal_price": s.heal_price,
            "advanced_action_price": s.advanced_action_price, "spell_price": s.spell_price}  # fmt: skip


def _names(table: dict[str, Any]) -> dict[str, Any]:
    return {k: {"names": names_of(v.names)} for k, v in table.items()}


_CATALOGS: dict[tuple[int, str], tuple[Any, dict[str, Any]]] = {}


def catalog(content: Any, texts: Catalog, locale: str = "en") -> dict[str, Any]:
    """The printed data of the box, by kind and id, its texts in ``locale`` (built once per locale)."""
    got = _CATALOGS.get((id(content), locale))
    if got is not None and got[0] is content:
        return got[1]
    say = _Say(texts, locale)
    out = {
        "locale": locale,
        "cards": {**{c.id: _card(c, say) for c in content.cards.values()}, WOUND: _wound(texts, say)},
        "enemies": {e.id: _enemy(e) for e in content.enemies.values()},
        "units": {u.id: _unit(u, say) for u in content.units.values()},
        "skills": {s.id: _skill(s, say) for s in content.skills.values()},
        "tactics": {t.id: _tactic(t, say) for t in content.tactics.values()},
        "sites": {s.id: _site(s) for s in content.sites.values()},
        "heroes": {h.id: _hero(h, content) for h in content.heroes.values()},
        "ruins": _names(content.ruins),
        "reputation": {str(k): v for k, v in content.reputation.items()},
    }
    _CATALOGS[(id(content), locale)] = (content, out)
    return out
