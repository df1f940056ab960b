"""Tic-tac-toe rules and notation (the template game)."""

from __future__ import annotations

import itertools
from typing import Any

import pytest

from arena.core import registry
from arena.core.errors import IllegalActionError, NotationError, StateFormatError
from arena.core.state import TERMINAL
from arena.games.tictactoe import TicTacToeState

LINES = [(0, 1, 2), (3, 4, 5), (6, 7, 8), (0, 3, 6), (1, 4, 7), (2, 5, 8), (0, 4, 8), (2, 4, 6)]
CELLS = {"a3": 0, "b3": 1, "c3": 2, "a2": 3, "b2": 4, "c2": 5, "a1": 6, "b1": 7, "c1": 8}


@pytest.fixture
def game() -> Any:
    return registry.load("tictactoe")


def play(game: Any, cells: list[int]) -> TicTacToeState:
    state = game.new_initial_state()
    for cell in cells:
        assert not state.is_terminal(), f"game over before {cell} in {cells}"
        state.apply(cell)
    return state


def interleave(first: list[int], second: list[int]) -> list[int]:
    return [c for pair in itertools.zip_longest(first, second) for c in pair if c is not None]


def _filler(line: tuple[int, ...], count: int) -> list[int]:
    """``count`` cells off ``line`` that hold no line of their own."""
    off = [c for c in range(9) if c not in line]
    return next(
        list(combo)
        for combo in itertools.combinations(off, count)
        if not any(set(other) <= set(combo) for other in LINES)
    )


@pytest.mark.parametrize("line", LINES, ids=lambda line: "-".join(map(str, line)))
def test_x_wins_on_every_line(game: Any, line: tuple[int, int, int]) -> None:
    state = play(game, interleave(list(line), _filler(line, 2)))
    assert state.is_terminal() and state.current_player() == TERMINAL
    assert state.returns() == [1.0, -1.0]
    assert state.winners() == [0]
    assert state.legal_actions() == []


@pytest.mark.parametrize("line", LINES, ids=lambda line: "-".join(map(str, line)))
def test_o_wins_on_every_line(game: Any, line: tuple[int, int, int]) -> None:
    state = play(game, interleave(_filler(line, 3), list(line)))
    assert state.is_terminal()
    assert state.returns() == [-1.0, 1.0]
    assert state.winners() == [1]


def test_draw(game: Any) -> None:
    state = play(game, [0, 1, 2, 4, 3, 5, 7, 6, 8])  # XOX / XOO / OXX
    assert str(state) == "XOX\nXOO\nOXX"
    assert state.is_terminal()
    assert state.returns() == [0.0, 0.0]
    assert state.winners() == []


def test_win_on_the_last_cell_is_a_win_not_a_draw(game: Any) -> None:
    state = play(game, [0, 1, 2, 3, 4, 5, 7, 6, 8])  # XOX / OXO / OXX: X completes a diagonal
    assert state.is_terminal()
    assert state.returns() == [1.0, -1.0]


def test_turns_alternate_and_the_game_stops_at_a_win(game: Any) -> None:
    state = game.new_initial_state()
    players = []
    for cell in (4, 0, 5, 1, 3):
        players.append(state.current_player())
        state.apply(cell)
    assert players == [0, 1, 0, 1, 0]
    assert state.is_terminal()
    with pytest.raises(IllegalActionError) as info:
        state.apply(8)
    assert info.value.reason == "game-over"


def test_occupied_cell_rejected_and_state_unchanged(game: Any) -> None:
    state = play(game, [4, 0])
    before = (state.to_json(), state.current_player(), state.legal_actions())
    assert state.illegal_reason(4) is not None
    with pytest.raises(IllegalActionError) as info:
        state.apply(4)
    error = info.value
    assert error.reason == "occupied"
    assert "b2" in error.message
    assert error.rule == "tic-tac-toe"
    assert (state.to_json(), state.current_player(), state.legal_actions()) == before


@pytest.mark.parametrize("action", [9, -1, "a1", None, 4.0])
def test_not_a_cell_rejected(game: Any, action: Any) -> None:
    state = game.new_initial_state()
    with pytest.raises(IllegalActionError) as info:
        state.apply(action)
    assert info.value.reason == "not-a-cell"
    assert state.to_json()["board"] == [0] * 9


def test_legal_actions_are_the_empty_cells_in_order(game: Any) -> None:
    state = play(game, [4, 0, 8])
    assert state.legal_actions() == [1, 2, 3, 5, 6, 7]


@pytest.mark.parametrize(("text", "cell"), CELLS.items())
def test_notation_both_ways(game: Any, text: str, cell: int) -> None:
    assert game.action_to_text(cell) == text
    assert game.text_to_action(text) == cell
    assert game.text_to_action(text.upper()) == cell
    assert game.text_to_action(f" {text}\n") == cell


@pytest.mark.parametrize(
    "text", ["", " ", "a", "b22", "a0", "a4", "d1", "1a", "aa", "22", "a-1", "b 2", "#4"]
)
def test_malformed_notation(game: Any, text: str) -> None:
    with pytest.raises(NotationError) as info:
        game.text_to_action(text)
    assert "a1..c3" in info.value.message


def test_mark_events(game: Any) -> None:
    state = game.new_initial_state()
    assert [e.to_json() for e in state.apply(4)] == [{"kind": "mark", "cell": "b2", "mark": "X"}]
    assert [e.to_json() for e in state.apply(6)] == [{"kind": "mark", "cell": "a1", "mark": "O"}]


def test_views_show_the_board_and_the_player_to_move(game: Any) -> None:
    state = play(game, [4])
    for player in (0, 1, None):
        assert state.view(player) == {"board": [0, 0, 0, 0, 1, 0, 0, 0, 0], "to_move": 1}


def test_state_from_json(game: Any) -> None:
    state = game.state_from_json({"board": [1, 2, 1, 0, 0, 0, 0, 0, 0]})
    assert state.current_player() == 1
    assert state.legal_actions() == [3, 4, 5, 6, 7, 8]
    won = game.state_from_json({"board": [1, 1, 1, 2, 2, 0, 0, 0, 0]})
    assert won.is_terminal() and won.returns() == [1.0, -1.0]


@pytest.mark.parametrize(
    "data",
    [
        {},
        {"board": None},
        {"board": [0] * 8},
        {"board": [0] * 10},
        {"board": [3] + [0] * 8},
        {"board": "." * 9},
    ],
)
def test_state_from_json_rejects_bad_boards(game: Any, data: dict[str, Any]) -> None:
    with pytest.raises(StateFormatError):
        game.state_from_json(data)


def test_clone_is_independent(game: Any) -> None:
    state = play(game, [4])
    clone = state.clone()
    clone.apply(0)
    assert state.to_json()["board"][0] == 0
    assert state.current_player() == 1 and clone.current_player() == 0


@pytest.mark.parametrize("data", [None, [], "board", 9], ids=["null", "list", "string", "number"])
def test_state_from_json_rejects_non_objects(game: Any, data: Any) -> None:
    with pytest.raises(StateFormatError):
        game.state_from_json(data)


def test_state_from_json_rejects_boolean_cells(game: Any) -> None:
    with pytest.raises(StateFormatError):
        game.state_from_json({"board": [True, False, 0, 0, 0, 0, 0, 0, 0]})


def test_a_new_mark_wins_exactly_when_the_whole_board_check_says_so() -> None:
    """The lean path checks only the lines through the new mark (``rules.completes_line``):
    on every game of 2,000 random ones, it agrees with the whole-board ``rules.winner``."""
    import random

    from arena.games.tictactoe import rules

    rng = random.Random(7)
    for _ in range(2000):
        board = [0] * 9
        empty = list(range(9))
        rng.shuffle(empty)
        for turn, cell in enumerate(empty):
            board[cell] = 1 + turn % 2
            assert rules.completes_line(board, cell) == (rules.winner(board) != 0)
            if rules.winner(board):
                break
