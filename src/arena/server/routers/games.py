"""Discovery: health, the games and the agents the server offers."""

from __future__ import annotations

import logging
from typing import Any

from fastapi import APIRouter

import arena
from arena.ai.registry import agent_names
from arena.core import registry
from arena.server.schemas import GameSummary, Health

log = logging.getLogger("arena.server")
router = APIRouter(prefix="/api", tags=["discovery"])


@router.get("/health", response_model=Health)
def health() -> dict[str, Any]:
    return {"status": "ok", "version": arena.__version__, "games": registry.game_ids()}


@router.get("/games", response_model=list[GameSummary])
def games() -> list[dict[str, Any]]:
    """Every game that loads, with its options' JSON schema and sample configurations."""
    out = []
    for gid in registry.game_ids():
        try:
            cls = registry.game_class(gid)
        except Exception:
            log.exception("game %s does not load", gid)
            continue
        info = cls.info
        out.append(
            {
                "id": info.id,
                "names": {lang: info.name(lang) for lang in ("en", "fr", "zh")},
                "min_players": info.min_players,
                "max_players": info.max_players,
                "options_schema": cls.options_model.model_json_schema(),
                "sample_configs": cls.sample_configs(),
                "hidden_information": info.hidden_information,
                "chance": info.chance,
                "version": info.version,
                "description": dict(info.description),
            }
        )
    return out


@router.get("/agents")
def agents() -> list[str]:
    """Agent names usable for AI seats (a seat's spec may add parameters: ``mcts:iters=200``)."""
    return agent_names()
