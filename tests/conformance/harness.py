"""The conformance checks, as plain functions so that they can run on any game.

The per-state checks live in :mod:`arena.core.contract` (shared with ``arena fuzz``, the
soak); this module adds the playout, transition, determinism and replay checks and the
budgets of the conformance suite.

``test_conformance`` and ``test_hypothesis`` run them on every registered game and every
sample config; ``test_harness`` runs them on deliberately broken fake games to prove that
each check can fail.
"""

from __future__ import annotations

import json
import random
from collections.abc import Callable, Sequence
from dataclasses import dataclass, field
from functools import cache
from typing import Any

import pytest

from arena.ai.random_agent import RandomAgent
from arena.core import contract, registry
from arena.core.chance import sample_outcome
from arena.core.contract import (
    check_chance,
    check_codecs,
    check_events,
    check_roundtrip,
    check_turn_and_returns,
    config_id,
    snapshot,
)
from arena.core.contract import (
    jsonable as jsonable,  # re-exported for the conformance tests
)
from arena.core.driver import GameRecord, play_game
from arena.core.errors import ReplayError
from arena.core.game import Game
from arena.core.replay import record_lines, replay_lines
from arena.core.serialization import canonical_json
from arena.core.state import State

# -- budgets -----------------------------------------------------------------------------------
SEEDS_PER_CONFIG = 3
"""Seeded playouts per (game, config); cheap games may ask for more below."""
SEEDS_OVERRIDE: dict[str, int] = {"tictactoe": 12}
MAX_CHECKED_STEPS = 5_000
"""Steps of a playout that get every per-step check; later steps are only played."""
MAX_STEPS = 20_000
"""Every game must reach a terminal state within this many steps (chance steps included)."""
ILLEGAL_SAMPLE = 30
"""Action indices tried per step to probe rejection of illegal actions."""
LEGAL_SAMPLE = 30
"""Legal actions per step whose ``illegal_reason`` must be ``None``."""
RESAMPLES = 2
"""``resample_hidden`` draws per player per step."""


# -- parametrisation -----------------------------------------------------------------------------
def game_configs() -> list[tuple[str, dict[str, Any]]]:
    """Every (registered game id, sample config)."""
    return [
        (game_id, dict(options))
        for game_id in registry.game_ids()
        for options in registry.game_class(game_id).sample_configs()
    ]


def config_params() -> list[Any]:
    """``pytest.param(game_id, options)`` per registered config."""
    return [pytest.param(gid, opts, id=config_id(gid, opts)) for gid, opts in game_configs()]


def seeded_params() -> list[Any]:
    """``pytest.param(game_id, options, seed)`` per registered config and seed."""
    return [
        pytest.param(gid, opts, seed, id=f"{config_id(gid, opts)}-seed{seed}")
        for gid, opts in game_configs()
        for seed in range(SEEDS_OVERRIDE.get(gid, SEEDS_PER_CONFIG))
    ]


@cache
def _load(game_id: str, options_json: str) -> Game[Any]:
    return registry.load(game_id, **json.loads(options_json))


def load_game(game_id: str, options: dict[str, Any]) -> Game[Any]:
    """A configured game, built once per config (games are immutable)."""
    return _load(game_id, canonical_json(options))


def choose(state: State[Any], rng: random.Random) -> Any:
    """A seeded random move: chance sampled exactly, players uniformly among legal actions."""
    if state.is_chance_node():
        return sample_outcome(state.chance_outcomes(), rng)
    legal = state.legal_actions()
    return legal[rng.randrange(len(legal))]


# -- per-state checks (the shared ones live in arena.core.contract) --------------------------------
@dataclass
class PlayoutStats:
    steps: int = 0
    chance_steps: int = 0
    hidden_redrawn: bool = False
    final: State[Any] | None = None
    history: list[str] = field(default_factory=list)


def check_illegal(game: Game[Any], state: State[Any], legal: Sequence[Any], rng: random.Random) -> None:
    contract.check_illegal(game, state, legal, rng, probes=ILLEGAL_SAMPLE, legal_probes=LEGAL_SAMPLE)


def check_views(
    game: Game[Any], state: State[Any], legal: Sequence[Any], rng: random.Random, stats: PlayoutStats
) -> None:
    if contract.check_views(game, state, legal, rng, resamples=RESAMPLES):
        stats.hidden_redrawn = True


def check_state(game: Game[Any], state: State[Any], rng: random.Random, stats: PlayoutStats) -> State[Any]:
    """Every invariant of one state; returns its JSON-reloaded twin."""
    legal = state.legal_actions()
    check_turn_and_returns(game, state, legal)
    check_chance(game, state, legal)
    check_codecs(game, legal)
    loaded = check_roundtrip(game, state, legal)
    check_illegal(game, state, legal, rng)
    check_views(game, state, legal, rng, stats)
    return loaded


def check_transition(game: Game[Any], state: State[Any], loaded: State[Any], action: Any) -> None:
    """Apply ``action`` to ``state`` and check clones, the lean ``step`` and the reloaded twin
    follow exactly (and keep their ``position_key``)."""
    before = snapshot(state)
    clone = state.clone()
    assert clone is not state
    assert snapshot(clone) == before
    assert clone.position_key() == state.position_key(), "a clone is not the same position"
    lean = state.clone()
    lean.step(action)  # the lean path (no check, no events) reaches the same position
    clone_events = check_events(game, clone.apply(action))
    assert snapshot(state) == before, "applying an action to a clone changed the original"
    clone_after = snapshot(clone)
    events = check_events(game, state.apply(action))
    assert snapshot(clone) == clone_after, "applying an action to the original changed its clone"
    assert snapshot(state) == clone_after, "a clone and its original diverge on the same action"
    assert events == clone_events, "a clone and its original emit different events"
    loaded.apply(action)
    assert snapshot(loaded) == clone_after, "a JSON-reloaded state diverges on the same action"
    assert snapshot(lean) == clone_after, "step() and apply() reach different positions"
    assert lean.position_key() == state.position_key()


def check_playout(
    game: Game[Any], seed: int, *, checked_steps: int = MAX_CHECKED_STEPS, max_steps: int = MAX_STEPS
) -> PlayoutStats:
    """A seeded random playout with every check at each of its first ``checked_steps`` states."""
    rng = random.Random(seed)
    check_rng = random.Random(f"checks-{seed}")
    stats = PlayoutStats()
    state = game.new_initial_state()
    for step in range(max_steps + 1):
        full = step < checked_steps
        try:
            loaded = check_state(game, state, check_rng, stats) if full else None
            if state.is_terminal():
                break
            assert step < max_steps, f"not terminal after {max_steps} steps"
            if state.is_chance_node():
                stats.chance_steps += 1
            action = choose(state, rng)
            stats.history.append(game.action_to_text(action))
            if loaded is not None:
                check_transition(game, state, loaded, action)
            else:
                state.apply(action)
        except AssertionError as exc:
            recent = " ".join(stats.history[-10:])
            raise AssertionError(
                f"{game!r} seed {seed} step {step} (last actions: {recent}):\n{state}\n{exc}"
            ) from exc
        stats.steps += 1
    stats.final = state
    return stats


def check_game_playout(game: Game[Any], seed: int, **budget: int) -> PlayoutStats:
    """:func:`check_playout` plus what a whole playout must show about the game's traits."""
    stats = check_playout(game, seed, **budget)
    assert stats.final is not None and stats.final.is_terminal()
    if not game.info.chance:
        assert stats.chance_steps == 0
    if game.hidden_information:
        assert stats.hidden_redrawn, (
            f"{game.id} declares hidden information but resample_hidden never redrew anything "
            f"in {stats.steps} steps (seed {seed})"
        )
    return stats


# -- driver-level checks -----------------------------------------------------------------------------
def play(game: Game[Any], seed: int, on_step: Callable[..., None] | None = None) -> GameRecord:
    record = play_game(game, [RandomAgent()] * game.num_players, seed, max_steps=MAX_STEPS, on_step=on_step)
    assert record.terminal, f"{game!r} seed {seed}: play_game not terminal after {MAX_STEPS} steps"
    return record


def summary(record: GameRecord) -> dict[str, Any]:
    """Everything observable about a played game, as plain data."""
    assert record.final_state is not None
    return {
        "steps": [(s.player, s.text, s.index) for s in record.steps],
        "returns": record.returns,
        "terminal": record.terminal,
        "final": snapshot(record.final_state),
    }


def check_determinism(game: Game[Any], seed: int) -> GameRecord:
    """Two runs of a seed agree even when the global ``random`` module is disturbed."""

    def disturb(*_: object) -> None:
        random.random()

    saved = random.getstate()
    try:
        random.seed(1)
        first = play(game, seed)
        random.seed(2)
        second = play(game, seed, on_step=disturb)
    finally:
        random.setstate(saved)
    assert summary(first) == summary(second), "same seed, different game (global random used?)"
    assert first.returns == second.returns
    return first


def _tamper_hash(line: str) -> str:
    row = json.loads(line)
    row["h"] = ("1" if row["h"][0] == "0" else "0") + row["h"][1:]
    return json.dumps(row)


def check_replay(game: Game[Any], record: GameRecord, rng: random.Random) -> None:
    """record_lines → replay_lines reproduces the game; tampered logs raise ReplayError."""
    assert record.final_state is not None
    lines = list(record_lines(record))
    final, rows = replay_lines(lines)
    assert snapshot(final) == snapshot(record.final_state), "replay does not reproduce the final state"
    assert final.returns() == record.returns
    assert [r["a"] for r in rows] == [s.text for s in record.steps]
    if not record.steps:
        return

    # One altered state hash: the replay names that line.
    k = rng.randrange(len(record.steps))
    bad = [*lines]
    bad[k + 1] = _tamper_hash(bad[k + 1])
    with pytest.raises(ReplayError, match=f"line {k + 2}"):
        replay_lines(bad)

    # An action after the end of the game is illegal.
    extra = json.dumps({"i": len(record.steps), "a": record.steps[-1].text})
    with pytest.raises(ReplayError, match=f"line {len(lines)}"):
        replay_lines([*lines[:-1], extra, lines[-1]])

    # A log cut short.
    with pytest.raises(ReplayError):
        replay_lines(lines[:-2])

    # A mid-game action that is not legal there.
    state = game.new_initial_state()
    size = game.num_distinct_actions()
    for k, step in enumerate(record.steps):
        legal = {game.action_to_index(a) for a in state.legal_actions()}
        illegal = [i for i in rng.sample(range(size), min(size, 50)) if i not in legal]
        if illegal:
            text = game.action_to_text(game.index_to_action(illegal[0]))
            row = {**json.loads(lines[k + 1]), "a": text, "x": illegal[0]}
            bad = [*lines[: k + 1], json.dumps(row), *lines[k + 2 :]]
            with pytest.raises(ReplayError, match=f"line {k + 2}"):
                replay_lines(bad)
            break
        state.apply(step.action)
