"""``arena.core.game`` and the defaults of ``arena.core.state``, through tic-tac-toe."""

from __future__ import annotations

import random

import pytest

from arena.core import registry
from arena.core.errors import IllegalActionError, NotationError
from arena.core.game import Game, GameInfo
from arena.core.state import TERMINAL
from arena.games.tictactoe import TicTacToe


@pytest.fixture
def game() -> Game[int]:
    return registry.load("tictactoe")


@pytest.mark.parametrize(
    ("text", "action"), [("#0", 0), ("#4", 4), ("#8", 8), ("  #7 ", 7), ("b2", 4), (" a1", 6)]
)
def test_parse_action(game: Game[int], text: str, action: int) -> None:
    assert game.parse_action(text) == action


@pytest.mark.parametrize(
    "text", ["#x", "#", "#4a", "#1.0", "#0x4", "# #3", "#9", "#-1", "#99999999999999999999", "z9", ""]
)
def test_parse_action_rejects(game: Game[int], text: str) -> None:
    with pytest.raises(NotationError) as info:
        game.parse_action(text)
    assert info.value.message


def test_bad_index_reason(game: Game[int]) -> None:
    with pytest.raises(NotationError) as info:
        game.parse_action("#9")
    assert info.value.reason == "bad-index"
    assert "0..8" in info.value.message
    with pytest.raises(NotationError) as info:
        game.parse_action("#x")
    assert info.value.reason == "bad-notation"
    assert "'#x'" in info.value.message


@pytest.mark.parametrize("index", [-1, 9, 100])
def test_check_index(game: Game[int], index: int) -> None:
    with pytest.raises(NotationError):
        game.check_index(index)
    with pytest.raises(NotationError):
        game.index_to_action(index)


def test_check_index_accepts_the_range(game: Game[int]) -> None:
    for index in range(game.num_distinct_actions()):
        game.check_index(index)


def test_description(game: Game[int]) -> None:
    assert game.id == "tictactoe"
    assert game.num_players == 2
    assert game.options_dict() == {}
    assert TicTacToe.sample_configs() == [{}]
    assert repr(game) == "TicTacToe({})"
    assert game.info.name() == "Tic-tac-toe"
    assert game.info.name("fr") == "Morpion"
    assert game.info.name("de") == "Tic-tac-toe"  # falls back to English


def test_name_falls_back_to_the_id() -> None:
    info = GameInfo(id="nameless", names={}, min_players=1, max_players=1, version="0")
    assert info.name("fr") == "nameless"
    assert GameInfo("x", {"fr": "Ixe"}, 1, 1, "0").name() == "x"


def test_child_leaves_the_parent_unchanged(game: Game[int]) -> None:
    state = game.new_initial_state()
    child = state.child(4)
    assert state.to_json()["board"] == [0] * 9
    assert child.to_json()["board"][4] == 1
    with pytest.raises(IllegalActionError):
        child.child(4)


def test_apply_unchecked_is_the_named_fast_path(game: Game[int]) -> None:
    state = game.new_initial_state()
    events = state.apply(4, check=False)
    assert [e.kind for e in events] == ["mark"]
    assert state.to_json()["board"][4] == 1


def test_is_legal(game: Game[int]) -> None:
    state = game.new_initial_state()
    state.apply(4)
    assert not state.is_legal(4)
    assert state.is_legal(0)
    assert not state.is_legal(9)


def test_winners(game: Game[int]) -> None:
    state = game.new_initial_state()
    assert state.winners() == []
    for cell in (0, 3, 1, 4):
        state.apply(cell)
    assert state.winners() == []  # not over yet
    state.apply(2)
    assert state.current_player() == TERMINAL
    assert state.winners() == [0]


def test_perfect_information_defaults(game: Game[int]) -> None:
    state = game.new_initial_state()
    state.apply(4)
    assert state.chance_outcomes() == []
    assert not state.is_chance_node()
    other = state.resample_hidden(1, random.Random(0))
    assert other is not state
    assert other.to_json() == state.to_json()
    other.apply(0)
    assert state.to_json()["board"][0] == 0
