"""Agent specs checked against the server's caps (issue 31): every numeric knob of every agent
of :mod:`arena.ai.registry` is declared here with its lower bound and its cap, so a spec asking
for more work than the server allows, or a malformed one (a negative or zero budget, an unknown
key, a word where a number goes), is refused with a 422 before any room exists.

Work knobs (``iters``, ``time``, ``workers``, ``samples``, ``leaves``, ``exact``, ``rollout``)
are capped by settings (``ARENA_AGENT_MAX_*``); shape knobs that cost no work (``c``,
``prior``, the 0/1 switches) by fixed ranges. An agent registered elsewhere (a plugin, a test)
has no declared knobs: the server accepts it by bare name only and lets it think in its agent
threads. The command line and tournaments do not pass through here: they keep any budget.
"""

from __future__ import annotations

import math
from dataclasses import dataclass, field
from typing import Any

from arena.ai.mcts import DEFAULT_ITERS, OPPONENT_MODELS
from arena.ai.registry import AgentSpecError, agent_names, make_agent, parse_spec
from arena.core.text import Msg, msg
from arena.server.errors import ApiError
from arena.server.settings import Settings

MCTS_DEFAULT_ITERS = DEFAULT_ITERS
"""``mcts`` with neither ``iters`` nor ``time``, on a game without a default budget of its own
(``arena.ai.mcts.MCTSAgent.budget``; Krosmaster's only caps the time)."""


@dataclass(frozen=True)
class Limits:
    """The caps a spec is checked against (from :class:`~arena.server.settings.Settings`)."""

    max_iters: int
    max_time_s: float
    max_workers: int
    max_samples: int
    max_leaves: int
    max_rollout: int

    @classmethod
    def of(cls, settings: Settings) -> Limits:
        return cls(
            max_iters=settings.agent_max_iters,
            max_time_s=settings.agent_max_time_s,
            max_workers=settings.agent_max_workers,
            max_samples=settings.agent_max_samples,
            max_leaves=settings.agent_max_leaves,
            max_rollout=settings.agent_max_rollout,
        )


@dataclass(frozen=True)
class Knob:
    """One parameter: whole or real, its least value, its cap (a :class:`Limits` field, or a
    fixed number), and the words or values accepted besides (``auto``, ``-1``)."""

    whole: bool
    least: float
    cap: str | float
    words: tuple[str, ...] = ()
    special: tuple[int, ...] = ()
    numbers: bool = True
    """False: one of ``words`` only (``clock=wall|cpu``)."""

    def check(self, agent: str, key: str, value: Any, limits: Limits) -> None:
        """422 ``bad-agent`` for a malformed value, ``agent-over-limit`` for one over the cap."""
        if isinstance(value, str) and value in self.words:
            return
        said = {"agent": agent, "key": key, "value": repr(value)}
        if not self.numbers:
            words = tuple(repr(w) for w in self.words)
            raise _bad(
                f"{agent}: {key}={value!r} is not one of {', '.join(words)}",
                msg("server-agent-one-of", words=words, **said),
            )
        if isinstance(value, bool) or not isinstance(value, int | float):
            accepted = " or ".join([*(repr(w) for w in self.words), "a number"])
            words = tuple(repr(w) for w in self.words)
            say = msg("server-agent-not-number-or", words=words, **said) if words else None
            raise _bad(
                f"{agent}: {key}={value!r} is not {accepted}", say or msg("server-agent-not-number", **said)
            )
        if not math.isfinite(value):
            raise _bad(
                f"{agent}: {key}={value!r} is not a finite number", msg("server-agent-not-finite", **said)
            )
        if self.whole and not isinstance(value, int):
            raise _bad(
                f"{agent}: {key}={value!r} is not a whole number", msg("server-agent-not-whole", **said)
            )
        if value in self.special:
            return
        also = "".join(f" (or {v})" for v in self.special)
        if value < self.least:
            least = f"{self.least:g}"
            say = msg("server-agent-at-least", least=least, **said)
            if self.special:
                say = msg(
                    "server-agent-at-least-or", least=least, special=tuple(map(str, self.special)), **said
                )
            raise _bad(f"{agent}: {key} must be at least {least}{also} (got {value!r})", say)
        cap, setting = self.cap_of(limits)
        if value > cap and setting is None:
            say = msg("server-agent-at-most", cap=f"{cap:g}", **said)
            raise _bad(f"{agent}: {key} must be at most {cap:g} (got {value!r})", say)
        if value > cap:
            name = f"ARENA_AGENT_{(setting or '').upper()}"
            raise ApiError(
                422,
                "agent-over-limit",
                f"{agent}: {key}={value!r} is over this server's limit: at most {cap:g} ({name})",
                say=msg("server-agent-over-limit", cap=f"{cap:g}", setting=name, **said),
            )

    def cap_of(self, limits: Limits) -> tuple[float, str | None]:
        """The cap and the setting naming it (``None``: a fixed range)."""
        if isinstance(self.cap, str):
            value: float = getattr(limits, self.cap)
            return value, self.cap
        return self.cap, None


@dataclass(frozen=True)
class AgentBudget:
    """An agent's declared knobs; ``in_process``: it thinks in a worker process (searchers),
    else in the server's agent threads (cheap agents)."""

    knobs: dict[str, Knob] = field(default_factory=dict)
    in_process: bool = True


def _switch() -> Knob:
    return Knob(True, 0, 1)


CLOCK = Knob(True, 0, 0, ("wall", "cpu"), numbers=False)
"""What ``time`` counts: wall clock or the process's CPU."""


AGENT_BUDGETS: dict[str, AgentBudget] = {
    "random": AgentBudget(in_process=False),
    "greedy": AgentBudget(
        {"leaves": Knob(True, 1, "max_leaves"), "samples": Knob(True, 1, "max_samples")},
    ),
    "mcts": AgentBudget(
        {
            "iters": Knob(True, 1, "max_iters"),
            "time": Knob(False, 0.001, "max_time_s"),
            "workers": Knob(True, 1, "max_workers"),
            "samples": Knob(True, 1, "max_samples"),
            "leaves": Knob(True, 1, "max_leaves"),
            "exact": Knob(True, 0, "max_leaves"),
            "rollout": Knob(True, 0, "max_rollout", ("auto",), (-1,)),
            "c": Knob(False, 0, 100, ("auto",)),
            "prior": Knob(True, 0, 10_000, ("auto",)),
            "lazy": Knob(True, 0, 1, ("auto",)),
            "early": _switch(),
            "reuse": _switch(),
            "clock": CLOCK,
            "opponents": Knob(True, 0, 0, OPPONENT_MODELS, numbers=False),
        },
    ),
    "plan": AgentBudget(
        {
            "nodes": Knob(True, 1, "max_iters"),
            "time": Knob(False, 0, "max_time_s"),
            "depth": Knob(True, 1, 200),
            "samples": Knob(True, 0, "max_samples"),
            "through": Knob(True, 0, 16),
            "clock": CLOCK,
        },
    ),
}
"""Every agent of ``arena.ai.registry`` with each of its parameters (a test checks that none
is missing)."""


def _bad(message: str, say: Msg) -> ApiError:
    return ApiError(422, "bad-agent", message, say=say)


def check_spec(spec: str, limits: Limits) -> AgentBudget | None:
    """The declared budget of a spec the server accepts (``None``: an agent with no declared
    knobs, accepted by bare name only); 422 ``bad-agent`` or ``agent-over-limit`` otherwise."""
    try:
        name, params = parse_spec(spec)
    except AgentSpecError as exc:
        raise ApiError.from_arena(exc) from None
    if name not in agent_names():
        known_agents = tuple(agent_names())
        raise _bad(
            f"unknown agent {name!r}; known: {', '.join(known_agents)}",
            msg("server-unknown-agent", agent=name, known=known_agents),
        )
    budget = AGENT_BUDGETS.get(name)
    if budget is None:
        if params:
            say = msg("server-agent-takes-no-parameters", agent=name)
            raise _bad(f"agent {name!r} takes no parameters on this server", say)
    else:
        for key, value in params.items():
            knob = budget.knobs.get(key)
            if knob is None:
                known = tuple(sorted(budget.knobs))
                say = msg("server-agent-no-such-parameter", agent=name, key=repr(key), known=known)
                if not known:
                    say = msg("server-agent-takes-no-parameters", agent=name)
                raise _bad(
                    f"agent {name!r} has no parameter {key!r}; known: {', '.join(known) or 'none'}", say
                )
            knob.check(name, key, value, limits)
        if name == "mcts":
            _check_mcts(params, limits)
    try:
        make_agent(spec)  # the agent's own checks
    except AgentSpecError as exc:
        raise ApiError.from_arena(exc) from None
    except (TypeError, ValueError) as exc:
        say = msg("server-agent-bad-parameters", agent=name, detail=str(exc))
        raise _bad(f"bad parameters for agent {name!r}: {exc}", say) from None
    return budget


def _check_mcts(params: dict[str, Any], limits: Limits) -> None:
    """The default budget, and ``time`` x ``workers`` (the shares run one after the other in
    the room's one worker process)."""
    if "iters" not in params and "time" not in params and limits.max_iters < MCTS_DEFAULT_ITERS:
        raise ApiError(
            422,
            "agent-over-limit",
            f"mcts: the default {MCTS_DEFAULT_ITERS} iterations are over this server's limit: "
            f"give iters (at most {limits.max_iters})",
            say=msg(
                "server-agent-default-over-limit", default=str(MCTS_DEFAULT_ITERS), cap=str(limits.max_iters)
            ),
        )
    seconds, workers = params.get("time"), params.get("workers", 1)
    if isinstance(seconds, int | float) and seconds * workers > limits.max_time_s:
        raise ApiError(
            422,
            "agent-over-limit",
            f"mcts: time x workers = {seconds * workers:g} s is over this server's limit: "
            f"at most {limits.max_time_s:g} s a move (ARENA_AGENT_MAX_TIME_S)",
            say=msg(
                "server-agent-time-over-limit", total=f"{seconds * workers:g}", cap=f"{limits.max_time_s:g}"
            ),
        )
