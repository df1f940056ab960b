"""Krosmaster UI hints computed with the engine: where a piece can walk, where a spell reaches
(with line of sight), what a cast is expected to do, and the spell cards of a piece.

``hints(state, seat, query)`` answers one query (``query["kind"]``):

- ``moves`` (``piece``): cells reachable with the piece's MP (active piece: MP left; others:
  base MP), each with its distance, and whether leaving its cell risks a lock roll.
- ``spell`` (``spell``, optional ``piece``): cells in range, which of them are in line of
  sight, which are legal targets now, and why the spell cannot be cast at all (if so).
- ``damage`` (``spell``, ``target``, optional ``piece``): per piece hit, the exact injury
  distribution of the cast as the engine resolves it, its mean and the chance of a K.O.
- ``spells`` (optional ``piece``): the piece's spell cards (cost, range, damage, element,
  area, limit) and, for the active piece, whether each can be cast now.

Read-only: it changes nothing; engine rules come from ``spells.py`` and ``board.py`` so the
hints agree with ``legal_actions``, and the damage preview plays the cast on copies with the
engine itself (every die enumerated), so it can never drift from the rules.
"""

from __future__ import annotations

import random
from collections import deque
from fractions import Fraction
from typing import Any

from arena.core.errors import ArenaError
from arena.core.errors import HintQueryError as HintError
from arena.core.serialization import canonical_json
from arena.games.krosmaster import spells, targeting
from arena.games.krosmaster.actions import Cast
from arena.games.krosmaster.datamodel import RangeType, SpellData, SpellKind
from arena.games.krosmaster.describe import view_names


def hints(state: Any, seat: int | None, query: dict[str, Any]) -> dict[str, Any]:
    """Answer one hint query for ``seat`` (only the damage preview depends on what it may see)."""
    kind = str(query.get("kind", ""))
    handler = _HANDLERS.get(kind)
    if handler is None:
        raise HintError(f"unknown hint kind {kind!r}; known: {', '.join(sorted(_HANDLERS))}")
    out = _damage(state, query, seat) if kind == "damage" else handler(state, query)
    out["kind"] = kind
    return out


# -- lookups ---------------------------------------------------------------------------------------------
def _piece(state: Any, query: dict[str, Any]) -> Any:
    label = query.get("piece")
    if not label:
        if state.active < 0:
            raise HintError("no active piece: name one with piece=LABEL")
        return state.pieces[state.active]
    for p in state.pieces:
        if p.label == label:
            if not p.in_play:
                raise HintError(f"{label} is not on the board")
            return p
    raise HintError(f"unknown piece {label!r}")


def _spell(state: Any, query: dict[str, Any]) -> SpellData:
    sid = str(query.get("spell", ""))
    sp = state.game.catalog.spells.get(sid)
    if sp is None:
        raise HintError(f"unknown spell {sid!r}")
    return sp  # type: ignore[no-any-return]


def _cell(state: Any, text: Any) -> int:
    try:
        return int(state.board.parse(str(text)))
    except ArenaError as exc:
        raise HintError(exc.message) from exc


# -- moves --------------------------------------------------------------------------------------------------
def _moves(state: Any, query: dict[str, Any]) -> dict[str, Any]:
    piece = _piece(state, query)
    board = state.board
    active = piece.id == state.active and state.acting
    mp = piece.mp if active else piece.base_mp
    dist = {piece.pos: 0}
    todo = deque([piece.pos])
    while todo:
        c = todo.popleft()
        if dist[c] >= mp:
            continue
        for n in board.neighbors[c]:
            if n not in dist and state.is_free(n):
                dist[n] = dist[c] + 1
                todo.append(n)
    lockers = [] if piece.has("toupiti") else state.enemies_adjacent(piece)
    return {
        "piece": piece.label,
        "active": active,
        "mp": mp,
        "cells": {board.name(c): d for c, d in sorted(dist.items()) if d > 0},
        "lockers": [state.pieces[i].label for i in lockers],
    }


# -- spell targeting -------------------------------------------------------------------------------------
def _spell_cells(state: Any, query: dict[str, Any]) -> dict[str, Any]:
    piece = _piece(state, query)
    sp = _spell(state, query)
    board = state.board
    src = piece.pos
    rng = sp.range
    hi = targeting.max_range(state, piece, sp) if rng.type not in (RangeType.MELEE, RangeType.SELF) else 1
    lo = rng.min
    in_range, in_sight, out_of_sight, legal = [], [], [], []
    for c in range(board.n):
        d = board.distance(src, c)
        if rng.type == RangeType.SELF:
            ok = c == src
        elif rng.type == RangeType.MELEE:
            ok = d == 1
        else:
            ok = lo <= d <= hi and (not rng.in_line or board.aligned(src, c))
        if not ok:
            continue
        name = board.name(c)
        in_range.append(name)
        if not rng.needs_los or d <= 1 or state.has_los(src, c):
            in_sight.append(name)
        else:
            out_of_sight.append(name)
        if targeting.target_error(state, piece, sp, c) is None:
            legal.append(name)
    err = targeting.spell_error(state, piece, sp.id) if piece.id == state.active else None
    return {
        "piece": piece.label,
        "spell": sp.id,
        "from": board.name(src),
        "range": {"type": rng.type.value, "min": lo, "max": hi, "needs_los": rng.needs_los},
        "in_range": in_range,
        "in_sight": in_sight,
        "out_of_sight": out_of_sight,
        "legal": [] if err is not None else legal,
        "refusal": None if err is None else _refusal(state, err, query),
    }


def _refusal(state: Any, err: ArenaError, query: dict[str, Any]) -> dict[str, Any]:
    """Why the spell is refused: the reason code, the English ``message`` and the ``rule`` cited,
    and ``said``, the refusal in the query's ``locale`` (``lang``; default English): the
    sentence, the rule, the seed's sentence and its translation."""
    from arena.core.text import locale_of

    locale = locale_of(str(query.get("locale") or query.get("lang") or ""))
    said = state.game.texts().refusal(err, locale)
    return {"reason": err.reason, "message": err.message, "rule": err.rule, "said": said}


# -- expected damage -----------------------------------------------------------------------------------
DETERMINIZATIONS = 4
"""Hidden positions the damage preview averages over when the asking seat cannot see everything."""
MAX_PREVIEW_NODES = 4000
"""Bound on the positions enumerated for one preview (bad input gets bounded work)."""


def _damage(state: Any, query: dict[str, Any], seat: int | None = None) -> dict[str, Any]:
    """What casting ``spell`` on ``target`` does, computed by the engine itself: the cast is
    applied to copies of the position and every die that follows is enumerated exactly (equal
    positions merged) until the caster decides again. A seat that cannot see everything (face-down
    rewards) gets the average over positions it cannot tell apart, never the hidden truth."""
    piece = _piece(state, query)
    sp = _spell(state, query)
    target = _cell(state, query.get("target", ""))
    board = state.board
    err = targeting.target_error(state, piece, sp, target)
    cells = spells.area_cells(state, piece.pos, target, sp.area)
    out: dict[str, Any] = {
        "piece": piece.label,
        "spell": sp.id,
        "target": board.name(target),
        "area": [board.name(c) for c in cells],
        "refusal": None if err is None else _refusal(state, err, query),
        "targets": [],
    }
    cast = Cast(sp.id, target)
    if sp.kind not in (SpellKind.ATTACK, SpellKind.HEAL) or not state.is_legal(cast):
        return out
    victims = [state.occupant[c] for c in cells if state.occupant[c] >= 0]
    if not victims:
        return out
    if state.game.hidden_information:
        if seat is None:
            out["preview"] = "hidden"  # spectators get no odds that could tell a face-down reward
            return out
        positions = [state.resample_hidden(seat, random.Random(k)) for k in range(DETERMINIZATIONS)]
    else:
        positions = [state]
    heal = sp.kind == SpellKind.HEAL
    dists: list[dict[int, Fraction]] = [{} for _ in victims]
    weight = Fraction(1, len(positions))
    for position in positions:
        for ends, p in _resolutions(position, cast, victims):
            for k, pid in enumerate(victims):
                before = position.pieces[pid].injuries
                change = (before - ends[k]) if heal else (ends[k] - before)
                dists[k][change] = dists[k].get(change, Fraction(0)) + p * weight
    for pid, dist in zip(victims, dists, strict=True):
        victim = state.pieces[pid]
        left = victim.hp - victim.injuries
        mean = sum((k * p for k, p in dist.items()), Fraction(0))
        out["targets"].append(
            {
                "piece": victim.label,
                "owner": victim.owner,
                "cell": board.name(victim.pos),
                "heal": heal,
                "hp_left": left,
                "distribution": {str(k): float(p) for k, p in sorted(dist.items())},
                "expected": float(mean),
                "p_ko": float(sum((p for k, p in dist.items() if k >= left), Fraction(0)))
                if not heal and left > 0
                else 0.0,
            }
        )
    return out


def _resolutions(state: Any, cast: Cast, victims: list[int]) -> list[tuple[tuple[int, ...], Fraction]]:
    """Every way the cast can end (the victims' injuries then) with its exact probability."""
    start = state.clone()
    start.apply(cast)
    layer: dict[str, tuple[Any, Fraction]] = {canonical_json(start.to_json()): (start, Fraction(1))}
    ends: dict[tuple[int, ...], Fraction] = {}
    seen = 0
    while layer:
        nxt: dict[str, tuple[Any, Fraction]] = {}
        for position, p in layer.values():
            if not position.is_chance_node():
                key = tuple(position.pieces[v].injuries for v in victims)
                ends[key] = ends.get(key, Fraction(0)) + p
                continue
            for outcome, q in position.chance_outcomes():
                seen += 1
                if seen > MAX_PREVIEW_NODES:
                    raise HintError("this cast has too many outcomes to preview exactly")
                child = position.child(outcome)
                text = canonical_json(child.to_json())
                old = nxt.get(text)
                nxt[text] = (child, p * q + (old[1] if old else Fraction(0)))
        layer = nxt
    return list(ends.items())


# -- spell cards ------------------------------------------------------------------------------------------
def _spells(state: Any, query: dict[str, Any]) -> dict[str, Any]:
    piece = _piece(state, query)
    cards = []
    for sid in piece.spells:
        sp = state.game.catalog.spells[sid]
        err = targeting.spell_error(state, piece, sid) if piece.id == state.active and state.acting else None
        cards.append(
            {
                "id": sid,
                "name": view_names(sp.name),
                "kind": sp.kind.value,
                "ap": sp.ap,
                "mp_cost": sp.mp_cost,
                "injury_cost": sp.injury_cost,
                "range": {
                    "type": sp.range.type.value,
                    "min": sp.range.min,
                    "max": sp.range.max,
                    "max_now": targeting.max_range(state, piece, sp),
                },
                "damage": sp.damage,
                "element": sp.element.value,
                "area": sp.area.value,
                "limit": sp.limit.value,
                "effects": [fx.kind for fx in sp.effects],
                "castable": piece.id == state.active and state.acting and err is None,
                "refusal": None if err is None else _refusal(state, err, query),
            }
        )
    return {"piece": piece.label, "spells": cards}


_HANDLERS = {"moves": _moves, "spell": _spell_cells, "damage": _damage, "spells": _spells}
