"""``KrosmasterState.position_key`` (a tuple of the state's fields) against ``State``'s plain
definition, the canonical JSON text of ``to_json``: over the positions of seeded random games
(tutorials and the full game), their clones and JSON round trips, and the positions two and
three decisions below some of them (where move orders transpose), two positions get equal
tuple keys exactly when they get equal JSON keys.
"""

from __future__ import annotations

import random
from collections.abc import Hashable, Iterator
from typing import Any

import pytest

from arena.core.state import State
from arena.games.krosmaster import Krosmaster, KrosmasterState
from tests.krosmaster.harness import config_id

CONFIGS = [
    {"scenario": "tutorial-4"},
    {"scenario": "tutorial-7", "max_turns": 30},
    {"arena": "arene-elementaire", "teams": "draft", "destruction": True, "max_turns": 20},
    {"players": 4, "mode": "2v2", "max_turns": 20},
]


def _json_key(state: KrosmasterState) -> Hashable:
    return State.position_key(state)


def _after(state: KrosmasterState, action: Any) -> KrosmasterState:
    """``state`` after ``action`` and any chance below it (each die its first outcome)."""
    out = state.clone()
    out.step(action)
    while out.is_chance_node():
        out.step(out.chance_weights()[0][0])
    return out


Path = tuple[Any, ...]


def _below(
    state: KrosmasterState, depth: int, path: Path, width: int = 6
) -> Iterator[tuple[Path, KrosmasterState]]:
    """Positions up to ``depth`` decisions below ``state`` (the first ``width`` actions each),
    with the actions leading there."""
    if depth == 0 or state.is_terminal() or state.is_chance_node():
        return
    for action in state.legal_actions()[:width]:
        child = _after(state, action)
        yield (*path, action), child
        yield from _below(child, depth - 1, (*path, action), width)


def _positions(game: Krosmaster, seed: int, steps: int) -> Iterator[tuple[Path, KrosmasterState]]:
    """A seeded random game's positions (path ``()``), and the trees below some of them."""
    rng = random.Random(seed)
    state: KrosmasterState = game.new_initial_state()
    for k in range(steps):
        if state.is_terminal():
            break
        yield (), state
        if not state.is_chance_node() and k % 60 == 0:
            yield from _below(state, 3 if k % 120 == 0 else 2, (seed, k))
        if state.is_chance_node():
            weights = state.chance_weights()
            state.step(rng.choices([a for a, _ in weights], [w for _, w in weights])[0])
        else:
            state.step(rng.choice(state.legal_actions()))
    yield (), state


@pytest.mark.parametrize("options", CONFIGS, ids=config_id)
def test_position_key_matches_json(options: dict[str, Any]) -> None:
    game = Krosmaster(**options)
    by_json: dict[Hashable, Hashable] = {}
    by_fast: dict[Hashable, Hashable] = {}
    first_path: dict[Hashable, Path] = {}
    transposed = 0
    for seed in range(2):
        for path, state in _positions(game, seed, 500):
            fast, plain = state.position_key(), _json_key(state)
            hash(fast)
            for twin in (state.clone(), game.state_from_json(state.to_json())):
                assert twin.position_key() == fast
                assert _json_key(twin) == plain
            assert by_json.setdefault(plain, fast) == fast  # equal JSON: equal tuples
            assert by_fast.setdefault(fast, plain) == plain  # equal tuples: equal JSON
            if path:
                transposed += first_path.setdefault(plain, path) != path
    assert len(by_json) == len(by_fast) > 150
    assert transposed > 50  # positions reached again by another move order


def _changed(value: Any) -> Any:
    """Another value of the same JSON shape (``None`` when there is no obvious one)."""
    if isinstance(value, bool):
        return not value
    if isinstance(value, int):
        return value + 1
    if isinstance(value, str):
        return value + "x"
    if isinstance(value, list) and value:
        first = _changed(value[0])
        return None if first is None else [first, *value[1:]]
    return None


def test_every_field_counts() -> None:
    """Each top-level field of ``to_json`` and each field of a piece, changed alone, changes
    the key (fields the random games above never change, such as the bank, included)."""
    game = Krosmaster(players=4, mode="2v2")
    state = game.new_initial_state()
    rng = random.Random(1)
    for _ in range(300):
        state.step(
            rng.choice(state.legal_actions()) if not state.is_chance_node() else state.chance_weights()[0][0]
        )
    data = state.to_json()
    base = state.position_key()
    changed = 0
    supply = data["reward_supply"]
    for name, value in data.items():
        new = _changed(value) if value != [] else [0]
        if name == "reward_supply":
            new = {**supply, "box": [*supply["box"], "x"]}
        if name in ("scenario", "arena", "order", "stack", "pending_gifts") or new is None:
            continue
        twin = game.state_from_json({**data, name: new})
        assert twin.position_key() != base, name
        changed += 1
    for field, value in data["pieces"][0].items():
        new = _changed(value) if value != [] else ["x"]
        if field in ("rewards", "next_bonus", "spells") or new is None:
            continue
        pieces = [{**data["pieces"][0], field: new}, *data["pieces"][1:]]
        twin = game.state_from_json({**data, "pieces": pieces})
        assert twin.position_key() != base, field
        changed += 1
    assert changed >= 40
