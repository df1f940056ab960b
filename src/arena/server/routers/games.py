"""Discovery: health, the games and the agents the server offers."""

from __future__ import annotations

import logging
from functools import cache
from typing import Any

from fastapi import APIRouter

import arena
from arena.ai.registry import agent_names
from arena.core import registry
from arena.core.game import Game
from arena.core.text import Msg, localized_names
from arena.server.messages import CheckOptions
from arena.server.rooms import load_game
from arena.server.routers.common import Locale, errors
from arena.server.schemas import GameSummary, Health, OptionsChecked

log = logging.getLogger("arena.server")
router = APIRouter(prefix="/api", tags=["discovery"])


@router.get("/health", response_model=Health)
def health() -> dict[str, Any]:
    return {"status": "ok", "version": arena.__version__, "games": registry.game_ids()}


@router.get("/games", response_model=list[GameSummary])
def games(locale: Locale) -> list[dict[str, Any]]:
    """Every game that loads, with its options' JSON schema, sample configurations, and the
    options explained in the reader's language (``options_text``)."""
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
                "names": localized_names(info.names),
                "min_players": info.min_players,
                "max_players": info.max_players,
                "options_schema": cls.options_model.model_json_schema(),
                "sample_configs": cls.sample_configs(),
                "hidden_information": info.hidden_information,
                "strong_agent": info.strong_agent,
                "chance": info.chance,
                "version": info.version,
                "description": localized_names(info.description),
                "option_choices": cls.option_choices(),
                "options_text": options_text(cls, locale),
                "tutorial": has_tutorial(gid),
            }
        )
    return out


@router.post("/games/{game_id}/check", response_model=OptionsChecked, responses=errors(400, 422))
def check_options(game_id: str, body: CheckOptions, locale: Locale) -> dict[str, Any]:
    """Whether the game accepts these options (a form checks a team as it is built): 422 with
    the reason, in the reader's language, when it does not."""
    game = load_game(game_id, body.options)
    return {"ok": True, "players": game.num_players}


@cache
def has_tutorial(game_id: str) -> bool:
    """Whether the game has a guided first game (``Game.tutorial``; a room with ``tutorial``)."""
    try:
        return registry.load(game_id).tutorial() is not None
    except Exception:
        log.exception("game %s: its tutorial does not load", game_id)
        return False


def options_text(cls: type[Game[Any]], locale: str) -> dict[str, dict[str, Any]]:
    """Each option's label, one-sentence help and value names in ``locale``, from the game's
    strings (``option-<key>``, ``option-<key>-help``, ``value-<key>-<value>``); a key the
    strings lack is left out (the form then shows the schema's title)."""
    game = cls()
    texts = game.texts()
    schema = cls.options_model.model_json_schema()
    choices = cls.option_choices()
    out: dict[str, dict[str, Any]] = {}
    for key, prop in schema.get("properties", {}).items():
        entry: dict[str, Any] = {}
        if texts.has(f"option-{key}", locale) or texts.has(f"option-{key}"):
            entry["label"] = texts.say(Msg(f"option-{key}"), locale)
        if texts.has(f"option-{key}-help", locale) or texts.has(f"option-{key}-help"):
            entry["help"] = texts.say(Msg(f"option-{key}-help"), locale)
        values: list[Any] = list(choices.get(key, []))
        for alt in [prop, *prop.get("anyOf", [])]:
            values += [v for v in alt.get("enum", []) if v not in values]
            if alt.get("type") == "boolean":
                values += [v for v in (True, False) if v not in values]
            if alt.get("type") == "null" and None not in values:
                values.append(None)
        named: dict[str, str] = {}
        for v in values:
            said = cls.option_value_text(key, v)
            if said is not None and (texts.has(said.key, locale) or texts.has(said.key)):
                named[_value_id(v)] = texts.say(said, locale)
        if named:
            entry["values"] = named
        if entry:
            out[key] = entry
    return out


def _value_id(value: Any) -> str:
    """An option value as it appears in a message key (``null`` -> ``auto``)."""
    if value is None:
        return "auto"
    if isinstance(value, bool):
        return "true" if value else "false"
    return str(value)


@router.get("/agents")
def agents() -> list[str]:
    """Agent names usable for AI seats (a seat's spec may add parameters: ``mcts:iters=200``)."""
    return agent_names()
