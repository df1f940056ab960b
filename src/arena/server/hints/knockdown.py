"""Knockdown UI hints: the printed card data the browser needs to draw ids from the view.

``hints(state, seat, query)`` answers ``kind=catalog``: every attack card, the special attacks
of the two sides in play, the skill cards, tokens and arena names of the game's set. It is the
box's printed data (public for everyone), so it reveals nothing about hands, decks or drafts.
"""

from __future__ import annotations

from typing import Any

from arena.core.errors import ArenaError


class HintError(ArenaError):
    """A hint query this module does not answer."""

    reason = "bad-hint-query"


def _attack(a: Any) -> dict[str, Any]:
    out: dict[str, Any] = a.model_dump(mode="json", exclude={"range"})
    out["range"] = a.range.text()
    return out


def hints(state: Any, seat: int | None, query: dict[str, Any]) -> dict[str, Any]:
    kind = query.get("kind", "catalog")
    if kind != "catalog":
        raise HintError(f"unknown hint kind {kind!r}; known: catalog", reason="bad-hint-query")
    game = state.game
    gset = game.gset
    return {
        "kind": "catalog",
        "set": gset.id,
        "arena": {
            "names": gset.arena.names.model_dump(),
            "candle_names": gset.arena.candle_names.model_dump(),
        },
        "cards": {c.id: _attack(c) for c in gset.attacks},
        "specials": {sp.id: _attack(sp) for side in game.sides for sp in side.specials},
        "skills": {s.id: s.model_dump(mode="json") for s in gset.skills},
        "tokens": {t.id: t.model_dump(mode="json") for t in gset.tokens},
    }
