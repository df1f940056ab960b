"""The CLI's view of the agent registry, which lives in :mod:`arena.ai.registry`."""

from arena.ai.registry import (
    AgentFactory,
    AgentSpecError,
    agent_names,
    make_agent,
    parse_spec,
    register_agent,
    split_specs,
)

__all__ = [
    "AgentFactory",
    "AgentSpecError",
    "agent_names",
    "make_agent",
    "parse_spec",
    "register_agent",
    "split_specs",
]
