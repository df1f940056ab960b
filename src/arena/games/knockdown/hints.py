"""Knockdown UI hints: the printed card data the browser needs to draw ids from the view.

``hints(state, seat, query)`` answers one ``kind``:

- ``catalog``: every attack card, the special attacks of the two sides in play, the skill
  cards, tokens, arena names and the box's terms (wound kinds, symbols, attack types) of the
  game's set: the box's printed data, public for everyone. Every names record carries the
  locales ``en``, ``fr``, ``zh`` (as stored), ``zh-Hans`` and ``zh-Hant``.
- ``reach``: from the seat's fighter (a spectator: the fighter whose turn it is), the distance
  to the opponent and which display cards and own specials have the opponent in range now
  (the engine's ``Grid.in_range``). Positions, the display and boards are public.

Neither reveals anything about hands, decks or drafts.
"""

from __future__ import annotations

from typing import Any

from arena.core.errors import HintQueryError as HintError


def _names(names: Any) -> dict[str, str]:
    """A names record (or a ``{zh, en, fr}`` dict) in every locale, ``zh-Hans``/``zh-Hant`` too."""
    from arena.core.text import localized_names

    plain = names if isinstance(names, dict) else names.model_dump()
    return {**plain, **localized_names(plain)}


def _named(item: Any, *fields: str, exclude: set[str] | None = None) -> dict[str, Any]:
    """A data record as JSON, its names records (``fields``) in every locale."""
    out: dict[str, Any] = item.model_dump(mode="json", exclude=exclude)
    for f in fields:
        out[f] = _names(getattr(item, f))
    return out


def _attack(a: Any) -> dict[str, Any]:
    out = _named(a, "names", exclude={"range"})
    out["range"] = a.range.text()
    return out


def hints(state: Any, seat: int | None, query: dict[str, Any]) -> dict[str, Any]:
    kind = query.get("kind", "catalog")
    if kind == "reach":
        return _reach(state, seat)
    if kind != "catalog":
        raise HintError(f"unknown hint kind {kind!r}; known: catalog, reach", reason="bad-hint-query")
    game = state.game
    gset = game.gset
    return {
        "kind": "catalog",
        "set": gset.id,
        "arena": {
            "names": _names(gset.arena.names),
            "candle_names": _names(gset.arena.candle_names),
        },
        "cards": {c.id: _attack(c) for c in gset.attacks},
        "specials": {sp.id: _attack(sp) for side in game.sides for sp in side.specials},
        "skills": {s.id: _named(s, "names", "text") for s in gset.skills},
        "tokens": {t.id: _named(t, "names", "text") for t in gset.tokens},
        "terms": {
            part: {k: _names(v) for k, v in getattr(gset.terms, part).items()}
            for part in ("wounds", "symbols", "types")
        },
    }


def _reach(state: Any, seat: int | None) -> dict[str, Any]:
    game = state.game
    me = seat if seat is not None else state.turn_player
    a, d = state.cells[me], state.cells[1 - me]
    grid = game.grid
    return {
        "kind": "reach",
        "seat": me,
        "distance": grid.distance(a, d),
        "cards": {game.card_ids[c]: grid.in_range(game.gset.attacks[c].range, a, d) for c in state.display},
        "specials": {sp.id: grid.in_range(sp.range, a, d) for sp in game.sides[me].specials},
    }
