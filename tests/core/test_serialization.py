"""``arena.core.serialization``: canonical JSON, state hashes, round trips."""

from __future__ import annotations

import hashlib
import json
import os
import subprocess
import sys

from arena.core import registry
from arena.core.serialization import canonical_json, roundtrip, state_hash

INITIAL_HASH = "585e3add06b09ac1"
"""``state_hash`` of the tic-tac-toe initial state, computed once; it must never change."""


def test_canonical_json_sorts_keys_and_is_compact() -> None:
    assert canonical_json({"b": 1, "a": {"d": [1, 2], "c": None}}) == '{"a":{"c":null,"d":[1,2]},"b":1}'


def test_canonical_json_equal_data_equal_text() -> None:
    one = {"x": 1, "y": [1, {"q": 2, "p": 3}]}
    two = {"y": [1, {"p": 3, "q": 2}], "x": 1}
    assert canonical_json(one) == canonical_json(two)
    assert canonical_json(one) != canonical_json({"x": 1, "y": [{"p": 3, "q": 2}, 1]})


def test_canonical_json_keeps_unicode() -> None:
    assert canonical_json({"name": "井字棋"}) == '{"name":"井字棋"}'
    assert json.loads(canonical_json({"name": "Morpion é"})) == {"name": "Morpion é"}


def test_state_hash_of_the_initial_state_is_fixed() -> None:
    state = registry.load("tictactoe").new_initial_state()
    assert state_hash(state) == INITIAL_HASH
    expected = hashlib.sha256(b'{"board":[0,0,0,0,0,0,0,0,0]}').hexdigest()[:16]
    assert state_hash(state) == expected


def test_state_hash_same_in_another_process() -> None:
    code = (
        "from arena.core import registry; from arena.core.serialization import state_hash; "
        "print(state_hash(registry.load('tictactoe').new_initial_state()))"
    )
    env = {**os.environ, "PYTHONHASHSEED": "123"}
    out = subprocess.run([sys.executable, "-c", code], env=env, capture_output=True, text=True, check=True)
    assert out.stdout.strip() == INITIAL_HASH


def test_state_hash_tracks_the_position() -> None:
    game = registry.load("tictactoe")
    one, two = game.new_initial_state(), game.new_initial_state()
    for cell in (0, 4, 8):
        one.apply(cell)
    for cell in (8, 4, 0):  # same position by another move order
        two.apply(cell)
    assert state_hash(one) == state_hash(two)
    assert state_hash(one) != INITIAL_HASH
    two.apply(1)
    assert state_hash(one) != state_hash(two)
    assert len(state_hash(two)) == 16


def test_roundtrip_gives_an_equal_independent_state() -> None:
    game = registry.load("tictactoe")
    state = game.new_initial_state()
    state.apply(4)
    copy = roundtrip(state)
    assert copy is not state
    assert copy.to_json() == state.to_json()
    assert copy.current_player() == state.current_player() == 1
    copy.apply(0)
    assert state.to_json()["board"][0] == 0
