"""Conformance: every registered game, every sample config, a few seeds — the same contract.

Adding a game to ``arena.core.registry`` adds its tests here; nothing in this file names a
game. The checks themselves live in :mod:`harness` (and are proven able to fail in
``test_harness``). Test ids read ``<game>-<option>=<value>...-seed<n>``.
"""

from __future__ import annotations

import json
import math
import os
import random
import subprocess
import sys
from typing import Any

import numpy as np
import pytest

from arena.core import registry
from arena.core.errors import OptionsError
from arena.core.game import Game, GameInfo
from arena.core.serialization import state_hash

from . import harness
from .harness import load_game

CONFIGS = harness.config_params()
SEEDED = harness.seeded_params()
HASH_SEEDS = ("0", "4242")


@pytest.mark.parametrize("game_id", registry.game_ids())
def test_game_info(game_id: str) -> None:
    cls = registry.game_class(game_id)
    assert issubclass(cls, Game)
    info = cls.info
    assert isinstance(info, GameInfo)
    assert info.id == game_id
    assert 1 <= info.min_players <= info.max_players
    assert isinstance(info.version, str) and info.version
    assert info.names.get("en"), "every game needs an English name"
    for locale in ("en", "fr", "zh"):  # zh-Hans as written, zh-Hant derived from it
        assert info.names.get(locale), f"{game_id} has no name in {locale}"
        assert info.description.get(locale), f"{game_id} has no description in {locale}"
    for alias in info.aliases:
        assert alias not in registry.game_ids(), f"alias {alias!r} shadows a game id"
        assert registry.game_class(alias) is cls
    configs = cls.sample_configs()
    assert isinstance(configs, list) and configs, "sample_configs() must list at least one config"
    assert all(isinstance(c, dict) for c in configs)
    ids = [harness.config_id(game_id, c) for c in configs]
    assert len(set(ids)) == len(ids), f"duplicate sample configs: {ids}"
    with pytest.raises(OptionsError):
        registry.load(game_id, no_such_option_xyz=1)


@pytest.mark.parametrize(("game_id", "options"), CONFIGS)
def test_config_loads_and_options_round_trip(game_id: str, options: dict[str, Any]) -> None:
    game = registry.load(game_id, **options)
    assert game.id == game_id
    assert game.info.min_players <= game.num_players <= game.info.max_players
    # Records and replay logs store options_dict() as JSON and load the game from it.
    stored = json.loads(json.dumps(game.options_dict()))
    again = registry.load(game_id, **stored)
    assert again.options_dict() == game.options_dict()
    assert again.num_distinct_actions() == game.num_distinct_actions()
    assert harness.snapshot(again.new_initial_state()) == harness.snapshot(game.new_initial_state())


@pytest.mark.parametrize(("game_id", "options", "seed"), SEEDED)
def test_random_playout_invariants(game_id: str, options: dict[str, Any], seed: int) -> None:
    harness.check_game_playout(load_game(game_id, options), seed)


@pytest.mark.parametrize(("game_id", "options", "seed"), SEEDED)
def test_play_game_is_deterministic(game_id: str, options: dict[str, Any], seed: int) -> None:
    harness.check_determinism(load_game(game_id, options), seed)


@pytest.mark.parametrize(("game_id", "options", "seed"), SEEDED)
def test_replay_reproduces_and_rejects_tampering(game_id: str, options: dict[str, Any], seed: int) -> None:
    game = load_game(game_id, options)
    record = harness.play(game, seed)
    harness.check_replay(game, record, random.Random(seed))


_CHILD = """
import json, sys
from arena.ai.random_agent import RandomAgent
from arena.core import registry
from arena.core.driver import play_game
from arena.core.serialization import state_hash
game_id, options, seed, max_steps = json.loads(sys.argv[1])
game = registry.load(game_id, **options)
record = play_game(game, [RandomAgent()] * game.num_players, seed, max_steps=max_steps)
print(json.dumps({"steps": [s.text for s in record.steps], "returns": record.returns,
                  "hash": state_hash(record.final_state)}))
"""


@pytest.mark.parametrize(("game_id", "options"), CONFIGS)
def test_play_game_independent_of_hash_seed(game_id: str, options: dict[str, Any]) -> None:
    """Same seed, same game in processes with different ``PYTHONHASHSEED`` (set/dict order)."""
    seed = 7
    game = load_game(game_id, options)
    record = harness.play(game, seed)
    assert record.final_state is not None
    here = {
        "steps": [s.text for s in record.steps],
        "returns": record.returns,
        "hash": state_hash(record.final_state),
    }
    arg = json.dumps([game_id, options, seed, harness.MAX_STEPS])
    for hash_seed in HASH_SEEDS:
        env = {**os.environ, "PYTHONHASHSEED": hash_seed}
        out = subprocess.run(
            [sys.executable, "-c", _CHILD, arg], env=env, capture_output=True, text=True, check=True
        )
        assert json.loads(out.stdout) == here, f"PYTHONHASHSEED={hash_seed} plays a different game"


@pytest.mark.parametrize(("game_id", "options"), CONFIGS)
def test_views_match_the_declared_model(game_id: str, options: dict[str, Any]) -> None:
    """Issue 13, typed views: a game that declares ``view_model()`` gives, at every step of a
    seeded random playout, views (every seat and a spectator) that validate against it, and
    the model exports a JSON Schema."""
    game = load_game(game_id, options)
    model = game.view_model()
    if model is None:
        pytest.skip(f"{game_id} declares no view model yet")
    assert model.model_json_schema()["type"] == "object"
    rng = random.Random(11)
    state = game.new_initial_state()
    seats: list[int | None] = [*range(game.num_players), None]
    for _ in range(400):
        for seat in seats:
            model.model_validate(state.view(seat))
        if state.is_terminal():
            break
        legal = state.legal_actions()
        state.apply(legal[rng.randrange(len(legal))])


@pytest.mark.parametrize(("game_id", "options"), CONFIGS)
def test_the_evaluations_stay_in_range_and_change_nothing(game_id: str, options: dict[str, Any]) -> None:
    """The agents' hooks, ``evaluate`` (the searches') and ``evaluate_step`` (``greedy``'s), give
    every player a finite value in [-1, 1] at every state of a seeded random playout, chance
    nodes included, the returns at the end, and leave the state as it was."""
    game = load_game(game_id, options)
    rng = random.Random(13)
    state = game.new_initial_state()
    for _ in range(80):
        before = state_hash(state)
        for player in range(game.num_players):
            for value in (game.evaluate(state, player), game.evaluate_step(state, player)):
                assert math.isfinite(value) and -1.0 <= value <= 1.0, (player, value)
            if state.is_terminal():
                assert game.evaluate_step(state, player) == float(state.returns()[player])
        assert state_hash(state) == before, "an evaluation changed the state"
        if state.is_terminal():
            break
        state.apply(harness.choose(state, rng))


TENSOR_STEPS = 150
"""Steps of a seeded random playout whose tensors are checked (every seat at each)."""


@pytest.mark.parametrize(("game_id", "options"), CONFIGS)
def test_tensors_have_their_shape_masks_equal_legal_actions_and_hide_what_views_hide(
    game_id: str, options: dict[str, Any]
) -> None:
    """Issue 15, "Done means": at every step of a seeded random playout, every seat's
    observation and information-state tensors have the declared fixed shape (float32, finite),
    the action mask equals ``legal_actions()``, and two differently redrawn hidden states
    (``resample_hidden``) give each seat exactly the same tensors."""
    from arena.rl.tensors import ActionMemory, Observer

    game = load_game(game_id, options)
    assert game.observation_layout() is not None, f"{game_id} declares no observation tensor"
    observer = Observer(game)
    memory = ActionMemory(observer)
    rng = random.Random(7)
    state = game.new_initial_state()
    for _ in range(TENSOR_STEPS):
        for seat in range(game.num_players):
            tensor = observer.observation(state, seat)
            info = observer.information_state(state, seat, memory)
            assert tensor.shape == observer.observation_shape and tensor.dtype.name == "float32"
            assert info.shape == observer.information_state_shape and info.dtype.name == "float32"
            assert bool(np.isfinite(info).all())
            if game.hidden_information:
                for _poison in range(2):
                    other = state.resample_hidden(seat, random.Random(rng.getrandbits(32)))
                    assert (observer.observation(other, seat) == tensor).all(), f"seat {seat}'s tensor leaks"
                    assert (observer.information_state(other, seat, memory) == info).all()
        mask = observer.action_mask(state)
        expected = (
            {game.action_to_index(a) for a in state.legal_actions()} if state.current_player() >= 0 else set()
        )
        assert set(np.flatnonzero(mask).tolist()) == expected, "the action mask differs from legal_actions()"
        if state.is_terminal():
            break
        actor = state.current_player()
        action = harness.choose(state, rng)
        memory.record(actor, action, state.apply(action))
