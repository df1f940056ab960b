"""Krosmaster states to and from JSON (``state.to_json`` / ``Krosmaster.state_from_json``).

Tasks are written by the flow table (``state.FLOW``): ``{"kind": ..., fields...}``.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from arena.core.errors import StateFormatError
from arena.games.krosmaster.battlefields import arena_layout
from arena.games.krosmaster.pieces import TRAP

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
        "tl_pos": state.tl_pos,
        "mob_stage": state.mob_stage,
        "active": state.active,
        "stack": flow.to_json(state.stack),
        "exploding": state.exploding[:],
        "winner": state.winner,
        "claims": state.claims[:],
        "kos": state.kos[:],
        "order": list(state.order),
        "opos": state.opos,
        "timelines": [tl[:] for tl in state.timelines],
        "arena": state.arena,
        "deploy_cells": [d[:] for d in state.deploy_cells],
        "gg": state.gg[:],
        "wild": state.wild,
        "gg_box": state.gg_box,
        "gg_changed": state.gg_changed,
        "gives": flow.to_json(state.gives),
        "kamas": state.kamas[:],
        "stock": state.stock[:],
        "bank": state.bank,
        "scen_inj": state.scen_inj[:],
        "rw": copy_supply(state.rw) if state.rw else {},
    }


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
        s.occ = [-1] * game.board.n
        s.trap_at = [-1] * game.board.n
        for piece, pdata in zip(s.pieces, data["pieces"], strict=True):
            piece.load_json(pdata)
            if piece.in_play and piece.pos >= 0:
                if piece.kind == TRAP:
                    s.trap_at[piece.pos] = piece.id
                else:
                    s.occ[piece.pos] = piece.id
        s.player = int(data["player"])
        s.turn = int(data["turn"])
        s.tl_pos = int(data["tl_pos"])
        s.mob_stage = bool(data["mob_stage"])
        s.active = int(data["active"])
        s.stack = flow.from_json(data["stack"])
        s.exploding = [int(x) for x in data["exploding"]]
        s.winner = int(data["winner"])
        s.claims = [int(x) for x in data["claims"]]
        s.kos = [int(x) for x in data["kos"]]
        s.order = [int(x) for x in data["order"]]
        s.opos = int(data["opos"])
        s.timelines = [[int(x) for x in tl] for tl in data["timelines"]]
        s.arena = data["arena"]
        s.demons = arena_layout(s.arena)["demons"] if s.arena else frozenset()
        s.deploy_cells = [[int(c) for c in d] for d in data["deploy_cells"]]
        s.gg = [int(x) for x in data["gg"]]
        s.wild = int(data["wild"])
        s.gg_box = int(data["gg_box"])
        s.gg_changed = bool(data["gg_changed"])
        s.gives = flow.from_json(data["gives"])
        s.kamas = [int(x) for x in data["kamas"]]
        s.stock = [int(x) for x in data["stock"]]
        s.bank = int(data["bank"])
        s.scen_inj = [int(x) for x in data["scen_inj"]]
        s.rw = copy_supply(data["rw"]) if data["rw"] else {}
        if game.full:
            for piece in s.pieces:
                piece.refresh_rewards(game.rewards_by_id)
    except (KeyError, TypeError, ValueError) as exc:
        raise StateFormatError(f"malformed Krosmaster state: {exc!r}") from exc
