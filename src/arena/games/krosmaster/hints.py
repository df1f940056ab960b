"""Krosmaster UI hints computed with the engine: where a piece can walk, where a spell reaches
(with line of sight), what a cast is expected to do, and the spell cards of a piece.

``hints(state, seat, query)`` answers one query (``query["kind"]``):

- ``moves`` (``piece``): cells reachable with the piece's MP (active piece: MP left; others:
  base MP), each with its distance, and whether leaving its cell risks a lock roll.
- ``spell`` (``spell``, optional ``piece``): cells in range, which of them are in line of
  sight, which are legal targets now, and why the spell cannot be cast at all (if so).
- ``damage`` (``spell``, ``target``, optional ``piece``): per piece hit, the injury
  distribution after the critical and armor rolls, its mean and the chance of a K.O.
- ``spells`` (optional ``piece``): the piece's spell cards (cost, range, damage, element,
  area, limit) and, for the active piece, whether each can be cast now.

Read-only: it clones nothing and changes nothing; engine rules come from ``spells.py`` and
``board.py`` so the hints agree with ``legal_actions``.
"""

from __future__ import annotations

from collections import deque
from fractions import Fraction
from math import comb
from typing import Any

from arena.core.errors import ArenaError
from arena.core.errors import HintQueryError as HintError
from arena.games.krosmaster import spells as rules
from arena.games.krosmaster.datamodel import RESISTANCE_OF, RangeType, SpellData, SpellKind
from arena.games.krosmaster.dice import SUCCESS, Roll

P_FACE = Fraction(1, 6)


def hints(state: Any, seat: int | None, query: dict[str, Any]) -> dict[str, Any]:
    """Answer one hint query for ``seat`` (everything asked about is public in Krosmaster)."""
    kind = str(query.get("kind", ""))
    handler = _HANDLERS.get(kind)
    if handler is None:
        raise HintError(f"unknown hint kind {kind!r}; known: {', '.join(sorted(_HANDLERS))}")
    out = handler(state, query)
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
    hi = rules.max_range(state, piece, sp) if rng.type not in (RangeType.MELEE, RangeType.SELF) else 1
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
        if rules.target_error(state, piece, sp, c) is None:
            legal.append(name)
    err = rules.spell_error(state, piece, sp.id) if piece.id == state.active else None
    return {
        "piece": piece.label,
        "spell": sp.id,
        "from": board.name(src),
        "range": {"type": rng.type.value, "min": lo, "max": hi, "needs_los": rng.needs_los},
        "in_range": in_range,
        "in_sight": in_sight,
        "out_of_sight": out_of_sight,
        "legal": [] if err is not None else legal,
        "refusal": None if err is None else _refusal(err),
    }


def _refusal(err: ArenaError) -> dict[str, str]:
    return {"reason": err.reason, "message": err.message, "rule": err.rule}


# -- expected damage -----------------------------------------------------------------------------------
def _binomial(n: int, p: Fraction) -> list[Fraction]:
    return [comb(n, k) * p**k * (1 - p) ** (n - k) for k in range(n + 1)]


def _p_success(roll: Roll) -> Fraction:
    return len(SUCCESS[roll]) * P_FACE


def _damage(state: Any, query: dict[str, Any]) -> dict[str, Any]:
    piece = _piece(state, query)
    sp = _spell(state, query)
    target = _cell(state, query.get("target", ""))
    board = state.board
    err = rules.target_error(state, piece, sp, target)
    origin = piece.pos
    cells = rules.area_cells(state, origin, target, sp.area)
    out: dict[str, Any] = {
        "piece": piece.label,
        "spell": sp.id,
        "target": board.name(target),
        "area": [board.name(c) for c in cells],
        "refusal": None if err is None else _refusal(err),
        "targets": [],
    }
    if sp.kind not in (SpellKind.ATTACK, SpellKind.HEAL):
        return out
    n_crit = 2 if piece.has("critique") else 1
    if sp.element.value == "neutral":
        n_crit = min(n_crit, 1)
    crit = _binomial(n_crit, _p_success(Roll.CRITICAL))
    for c in cells:
        pid = state.occ[c]
        if pid < 0:
            continue
        victim = state.pieces[pid]
        bonus = rules._damage_bonus(state, piece, sp, c)
        left = victim.hp - victim.injuries
        dist: dict[int, Fraction] = {}
        if sp.kind == SpellKind.HEAL:
            for k, pk in enumerate(crit):
                amount = sp.damage + bonus + k
                if amount >= 1 and victim.injuries >= 1 and piece.has("guerison"):
                    amount += 1
                healed = min(max(0, amount), victim.injuries) if victim.is_character else 0
                dist[healed] = dist.get(healed, Fraction(0)) + pk
        else:
            n_armor = (2 if victim.has("armure") else 1) - (1 if sp.has("perce_armure") else 0)
            for k, pk in enumerate(crit):
                base = sp.damage + bonus + k
                armor = (
                    _binomial(n_armor, _p_success(Roll.ARMOR)) if base > 0 and n_armor > 0 else [Fraction(1)]
                )
                for a, pa in enumerate(armor):
                    dmg = base - a
                    if sp.is_elemental:
                        res = RESISTANCE_OF.get(sp.element)
                        if res is not None and victim.has(res):
                            dmg -= 1
                        if victim.has("immunise"):
                            dmg = 0
                    dmg = min(max(0, dmg), left)
                    dist[dmg] = dist.get(dmg, Fraction(0)) + pk * pa
        mean = sum((k * p for k, p in dist.items()), Fraction(0))
        out["targets"].append(
            {
                "piece": victim.label,
                "owner": victim.owner,
                "cell": board.name(c),
                "heal": sp.kind == SpellKind.HEAL,
                "hp_left": left,
                "distribution": {str(k): float(p) for k, p in sorted(dist.items())},
                "expected": float(mean),
                "p_ko": float(dist.get(left, Fraction(0))) if sp.kind != SpellKind.HEAL and left > 0 else 0.0,
            }
        )
    return out


# -- spell cards ------------------------------------------------------------------------------------------
def _spells(state: Any, query: dict[str, Any]) -> dict[str, Any]:
    piece = _piece(state, query)
    cards = []
    for sid in piece.spells:
        sp = state.game.catalog.spells[sid]
        err = rules.spell_error(state, piece, sid) if piece.id == state.active and state.acting else None
        cards.append(
            {
                "id": sid,
                "name": sp.name.model_dump(),
                "kind": sp.kind.value,
                "ap": sp.ap,
                "mp_cost": sp.mp_cost,
                "injury_cost": sp.injury_cost,
                "range": {
                    "type": sp.range.type.value,
                    "min": sp.range.min,
                    "max": sp.range.max,
                    "max_now": rules.max_range(state, piece, sp),
                },
                "damage": sp.damage,
                "element": sp.element.value,
                "area": sp.area.value,
                "limit": sp.limit.value,
                "effects": [fx.kind for fx in sp.effects],
                "castable": piece.id == state.active and state.acting and err is None,
                "refusal": None if err is None else _refusal(err),
            }
        )
    return {"piece": piece.label, "spells": cards}


_HANDLERS = {"moves": _moves, "spell": _spell_cells, "damage": _damage, "spells": _spells}
