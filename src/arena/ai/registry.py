"""The agent registry. Agents by name: ``"random"``, ``"greedy"``, ``"mcts:iters=400,c=1.4"``, ``"mcts:time=1,workers=2"``.

A spec is ``name`` or ``name:key=value,key=value``; values are parsed as JSON when possible
(``400`` → int, ``true`` → bool) else kept as text. A name maps to ``"module:attr"``, imported
on first use and called with the parameters as keyword arguments. Add an agent with
:func:`register_agent` or one line in ``_AGENTS``.
"""

from __future__ import annotations

import importlib
import json
from collections.abc import Callable
from typing import Any

from arena.core.agent import Agent
from arena.core.errors import ArenaError

AgentFactory = Callable[..., Agent]

_AGENTS: dict[str, str | AgentFactory] = {
    "random": "arena.ai.random_agent:RandomAgent",
    "greedy": "arena.ai.greedy:GreedyAgent",
    "mcts": "arena.ai.mcts:MCTSAgent",
    "plan": "arena.ai.plan:PlanAgent",
}


def parse_value(text: str) -> Any:
    """A JSON value when ``text`` is valid JSON, else the text itself."""
    try:
        return json.loads(text)
    except json.JSONDecodeError:
        return text


class AgentSpecError(ArenaError):
    """An agent spec that names no known agent or has bad parameters."""

    reason = "bad-agent"


def register_agent(name: str, factory: str | AgentFactory) -> None:
    """Make ``name`` available: a factory callable or a lazy ``"module:attr"`` path."""
    _AGENTS[name] = factory


def agent_names() -> list[str]:
    return sorted(_AGENTS)


def parse_spec(spec: str) -> tuple[str, dict[str, Any]]:
    """``"mcts:iters=400,c=1.4"`` → ``("mcts", {"iters": 400, "c": 1.4})``."""
    name, _, tail = spec.strip().partition(":")
    params: dict[str, Any] = {}
    for part in filter(None, (p.strip() for p in tail.split(","))):
        key, sep, value = part.partition("=")
        if not sep or not key.strip():
            raise AgentSpecError(f"agent parameter {part!r} in {spec!r} is not key=value")
        params[key.strip()] = parse_value(value.strip())
    if not name:
        raise AgentSpecError(f"empty agent name in {spec!r}")
    return name, params


def _factory(name: str) -> AgentFactory:
    entry = _AGENTS.get(name)
    if entry is None:
        raise AgentSpecError(f"unknown agent {name!r}; known: {', '.join(agent_names())}")
    if isinstance(entry, str):
        module, _, attr = entry.partition(":")
        factory: AgentFactory = getattr(importlib.import_module(module), attr)
        _AGENTS[name] = factory
        return factory
    return entry


def make_agent(spec: str) -> Agent:
    """A fresh agent from its spec; raises AgentSpecError with a clear message."""
    name, params = parse_spec(spec)
    factory = _factory(name)
    try:
        return factory(**params)
    except TypeError as exc:
        raise AgentSpecError(f"bad parameters for agent {name!r}: {exc}") from exc


def split_specs(text: str) -> list[str]:
    """``"random,mcts:iters=400,c=2,random"`` → one spec per agent.

    A comma starts a new agent unless the next chunk is a ``key=value`` parameter of the
    previous one.
    """
    specs: list[str] = []
    for chunk in (c.strip() for c in text.split(",")):
        if not chunk:
            continue
        if specs and "=" in chunk and ":" not in chunk and ":" in specs[-1]:
            specs[-1] += "," + chunk
        else:
            specs.append(chunk)
    return specs
