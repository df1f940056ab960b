"""Krosmaster states to and from JSON (``state.to_json`` / ``Krosmaster.state_from_json``).

Tasks are written by the flow table (``state.FLOW``): ``{"kind": ..., fields...}``.
"""

from __future__ import annotations

from collections.abc import Hashable
from operator import attrgetter
from typing import TYPE_CHECKING, Any

from arena.core.errors import StateFormatError
from arena.games.krosmaster.battlefields import arena_layout
from arena.games.krosmaster.pieces import TRAP, Piece

if TYPE_CHECKING:
    from arena.games.krosmaster.state import KrosmasterState


def copy_supply(supply: dict[str, Any]) -> dict[str, Any]:
    """A deep copy of the reward supply (piles, display, box, tokens lost with a K.O.)."""
    return {
        "pool": {r: list(v) for r, v in supply["pool"].items()},
        "piles": {r: list(v) for r, v in supply["piles"].items()},
        "visible": {r: list(v) for r, v in supply["visible"].items()},
        "box": list(supply["box"]),
        "lost": [list(x) for x in supply.get("lost", [])],
    }


def to_json(state: KrosmasterState) -> dict[str, Any]:
    flow = state.FLOW
    return {
        "scenario": state.game.scenario.id,
        "scenery": state.scenery[:],
        "pieces": [p.to_json() for p in state.pieces],
        "player": state.player,
        "turn": state.turn,
        "timeline_index": state.timeline_index,
        "mob_stage": state.mob_stage,
        "active": state.active,
        "stack": flow.to_json(state.stack),
        "exploding": state.exploding[:],
        "winner": state.winner,
        "claims": state.claims[:],
        "ko_owners": state.ko_owners[:],
        "order": list(state.order),
        "order_index": state.order_index,
        "timelines": [tl[:] for tl in state.timelines],
        "arena": state.arena,
        "deploy_cells": [d[:] for d in state.deploy_cells],
        "gg": state.gg[:],
        "wild_gg": state.wild_gg,
        "gg_box": state.gg_box,
        "gg_changed": state.gg_changed,
        "pending_gifts": flow.to_json(state.pending_gifts),
        "kamas": state.kamas[:],
        "stock": state.stock[:],
        "bank": state.bank,
        "scenery_injuries": state.scenery_injuries[:],
        "reward_supply": copy_supply(state.reward_supply) if state.reward_supply else {},
    }


_piece_fields = attrgetter(*Piece.DYNAMIC, "used_turn", "used_game", "turn_powers", "spells", "next_bonus")
"""What ``Piece.to_json`` writes, rewards aside (frozensets for its sorted lists)."""


def _piece_key(p: Piece) -> Hashable:
    fields: tuple[Any, ...] = _piece_fields(p)
    return (fields, tuple(map(tuple, p.rewards))) if p.rewards else fields


def _supply_key(supply: dict[str, Any]) -> Hashable:
    """What ``copy_supply`` keeps; dictionaries as sorted items (``to_json`` sorts keys)."""
    return (
        tuple((r, tuple(v)) for r, v in sorted(supply["pool"].items())),
        tuple((r, tuple(v)) for r, v in sorted(supply["piles"].items())),
        tuple((r, tuple(v)) for r, v in sorted(supply["visible"].items())),
        tuple(supply["box"]),
        tuple(map(tuple, supply.get("lost", ()))),
    )


def position_key(s: KrosmasterState) -> Hashable:
    """The fields of :func:`to_json` as a tuple, equal exactly when the canonical JSON texts
    are (``State.position_key``, 10-20x cheaper; tasks are hashable records, equal by type and
    value). ``tests/krosmaster/test_fast_keys.py`` checks the two against each other."""
    return (
        s.game.scenario.id,
        tuple(s.scenery),
        tuple(map(_piece_key, s.pieces)),
        s.player,
        s.turn,
        s.timeline_index,
        s.mob_stage,
        s.active,
        tuple(s.stack),
        tuple(s.exploding),
        s.winner,
        tuple(s.claims),
        tuple(s.ko_owners),
        tuple(s.order),
        s.order_index,
        tuple(map(tuple, s.timelines)),
        s.arena,
        tuple(map(tuple, s.deploy_cells)),
        tuple(s.gg),
        s.wild_gg,
        s.gg_box,
        s.gg_changed,
        tuple(s.pending_gifts),
        tuple(s.kamas),
        tuple(s.stock),
        s.bank,
        tuple(s.scenery_injuries),
        _supply_key(s.reward_supply) if s.reward_supply else None,
    )


def load(s: KrosmasterState, data: dict[str, Any]) -> None:
    """Fill ``s`` (a blank state of the right game) from ``data``."""
    game = s.game
    flow = s.FLOW
    try:
        if data["scenario"] != game.scenario.id:
            raise StateFormatError(f"state is for scenario {data['scenario']!r}, not {game.scenario.id!r}")
        s.scenery = [int(x) for x in data["scenery"]]
        if len(s.scenery) != game.board.n or len(data["pieces"]) != len(game.prototypes):
            raise StateFormatError("state does not match this configuration's board or pieces")
        s.pieces = [p.copy() for p in game.prototypes]
        s.occupant = [-1] * game.board.n
        s.trap_at = [-1] * game.board.n
        for piece, pdata in zip(s.pieces, data["pieces"], strict=True):
            piece.load_json(pdata)
            if piece.in_play and piece.pos >= 0:
                if piece.kind == TRAP:
                    s.trap_at[piece.pos] = piece.id
                else:
                    s.occupant[piece.pos] = piece.id
        s.player = int(data["player"])
        s.turn = int(data["turn"])
        s.timeline_index = int(data["timeline_index"])
        s.mob_stage = bool(data["mob_stage"])
        s.active = int(data["active"])
        s.stack = flow.from_json(data["stack"])
        s.exploding = [int(x) for x in data["exploding"]]
        s.winner = int(data["winner"])
        s.claims = [int(x) for x in data["claims"]]
        s.ko_owners = [int(x) for x in data["ko_owners"]]
        s.order = [int(x) for x in data["order"]]
        s.order_index = int(data["order_index"])
        s.timelines = [[int(x) for x in tl] for tl in data["timelines"]]
        s.arena = data["arena"]
        s.demon_cells = arena_layout(s.arena)["demons"] if s.arena else frozenset()
        s.deploy_cells = [[int(c) for c in d] for d in data["deploy_cells"]]
        s.gg = [int(x) for x in data["gg"]]
        s.wild_gg = int(data["wild_gg"])
        s.gg_box = int(data["gg_box"])
        s.gg_changed = bool(data["gg_changed"])
        s.pending_gifts = flow.from_json(data["pending_gifts"])
        s.kamas = [int(x) for x in data["kamas"]]
        s.stock = [int(x) for x in data["stock"]]
        s.bank = int(data["bank"])
        s.scenery_injuries = [int(x) for x in data["scenery_injuries"]]
        s.reward_supply = copy_supply(data["reward_supply"]) if data["reward_supply"] else {}
        if game.full:
            for piece in s.pieces:
                piece.refresh_rewards(game.rewards_by_id)
    except (KeyError, TypeError, ValueError) as exc:
        raise StateFormatError(f"malformed Krosmaster state: {exc!r}") from exc
