"""Property tests over every registered game and sample config (Hypothesis).

(a) any sequence of choices, read as "legal action number c mod len(legal)", keeps the cheap
invariants (terminal ⇔ no legal action, JSON round trip, clone independence); (b) the integer
action codec round trips over the whole action space and rejects indices outside it;
(c) arbitrary or mangled text given to the notation parsers either yields an action or raises
NotationError, never another exception.
"""

from __future__ import annotations

import json
from typing import Any

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from arena.core.errors import NotationError
from arena.core.game import Game
from arena.core.serialization import state_hash
from arena.core.state import TERMINAL

from . import harness
from .harness import load_game, snapshot

CONFIGS = harness.config_params()
MAX_SEQUENCE = 200
"""Choices per example; a longer game simply stops being explored there."""


def _check_cheap(game: Game[Any], state: Any) -> list[Any]:
    legal = state.legal_actions()
    assert (state.current_player() == TERMINAL) == (not legal)
    data = json.dumps(state.to_json())
    loaded = game.state_from_json(json.loads(data))
    assert harness.jsonable(loaded.to_json()) == json.loads(data)
    assert loaded.legal_actions() == legal
    assert loaded.current_player() == state.current_player()
    assert state_hash(loaded) == state_hash(state)
    if state.is_chance_node():
        assert sum(p for _, p in state.chance_outcomes()) == 1
    return legal


@pytest.mark.parametrize(("game_id", "options"), CONFIGS)
@settings(max_examples=25, deadline=None)
@given(choices=st.lists(st.integers(min_value=0, max_value=2**31), max_size=MAX_SEQUENCE))
def test_any_legal_sequence_keeps_invariants(
    game_id: str, options: dict[str, Any], choices: list[int]
) -> None:
    game = load_game(game_id, options)
    state = game.new_initial_state()
    for choice in choices:
        legal = _check_cheap(game, state)
        if not legal:
            break
        action = legal[choice % len(legal)]  # at chance nodes: any outcome, however unlikely
        before = snapshot(state)
        clone = state.clone()
        clone.apply(action)
        assert snapshot(state) == before, "applying to a clone changed the original"
        after = snapshot(clone)
        state.apply(action)
        assert snapshot(clone) == after, "applying to the original changed its clone"
        assert snapshot(state) == after
    _check_cheap(game, state)


@pytest.mark.parametrize(("game_id", "options"), CONFIGS)
@settings(max_examples=60, deadline=None)
@given(data=st.data())
def test_index_codec_round_trips(game_id: str, options: dict[str, Any], data: st.DataObject) -> None:
    game = load_game(game_id, options)
    size = game.num_distinct_actions()
    index = data.draw(st.integers(min_value=0, max_value=size - 1), label="index")
    action = game.index_to_action(index)
    assert game.action_to_index(action) == index
    assert game.parse_action(f"#{index}") == action
    text = game.action_to_text(action)
    assert isinstance(text, str) and text
    assert game.text_to_action(text) == action
    outside = data.draw(st.integers(max_value=-1) | st.integers(min_value=size), label="outside")
    with pytest.raises(NotationError):
        game.index_to_action(outside)
    with pytest.raises(NotationError):
        game.parse_action(f"#{outside}")


def _mangle(args: tuple[str, str, int]) -> str:
    text, junk, how = args
    cut = len(text) // 2
    return [
        text.upper(),
        text + junk,
        junk + text,
        text[:cut] + junk + text[cut:],
        text[:cut],
        text[cut:],
        f"  {text}\t",
        "#" + text,
        text.replace(text[:1], junk[:1]),
    ][how]


def _texts(game: Game[Any]) -> st.SearchStrategy[str]:
    size = game.num_distinct_actions()
    valid = st.integers(min_value=0, max_value=size - 1).map(
        lambda i: game.action_to_text(game.index_to_action(i))
    )
    mangled = st.tuples(valid, st.text(max_size=3), st.integers(min_value=0, max_value=8)).map(_mangle)
    indices = st.integers(min_value=-(10**6), max_value=10**6).map(lambda i: f"#{i}")
    return st.text(max_size=12) | mangled | indices | st.text(max_size=6).map(lambda t: "#" + t)


@pytest.mark.parametrize(("game_id", "options"), CONFIGS)
@settings(max_examples=150, deadline=None)
@given(data=st.data())
def test_notation_parsers_only_raise_notation_error(
    game_id: str, options: dict[str, Any], data: st.DataObject
) -> None:
    game = load_game(game_id, options)
    text = data.draw(_texts(game), label="text")
    for parse in (game.text_to_action, game.parse_action):
        try:
            action = parse(text)
        except NotationError as exc:
            assert exc.message
            continue
        # Whatever text is accepted denotes an action of the action space, in canonical form.
        index = game.action_to_index(action)
        assert 0 <= index < game.num_distinct_actions()
        assert game.index_to_action(index) == action
        assert game.text_to_action(game.action_to_text(action)) == action
