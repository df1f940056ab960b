"""Tic-tac-toe as an Arena game: the template every game follows.

Shape: ``rules`` (pure functions), ``notation`` (text codec), this module (Game + State:
legal actions, apply, views, JSON). An action is the cell index 0..8.
"""

from __future__ import annotations

from pathlib import Path
from typing import TYPE_CHECKING, Annotated, Any, ClassVar

from mypy_extensions import mypyc_attr
from pydantic import BaseModel, Field

from arena.core.errors import IllegalActionError, StateFormatError
from arena.core.events import Event
from arena.core.game import Game, GameInfo, TerminalRenderer
from arena.core.state import TERMINAL, State
from arena.core.tensors import TensorLayout
from arena.core.views import ViewModel
from arena.games.tictactoe import notation, rules
from arena.games.tictactoe.info import INFO

if TYPE_CHECKING:
    from arena.core.describe import ActionInfo
    from arena.core.text import Msg, RuleText


class TicTacToeView(ViewModel):
    """What everyone sees: the nine cells (0 empty, 1 X, 2 O, row by row from the top) and
    who moves (``-4`` once the game is over)."""

    board: list[Annotated[int, Field(ge=0, le=2)]]
    to_move: int


@mypyc_attr(allow_interpreted_subclasses=True)  # a compiled module (setup.py): keep it open
class TicTacToe(Game[int]):
    """Two players mark cells of a 3x3 grid; three in a row wins."""

    info: ClassVar[GameInfo] = INFO
    strings_dir: ClassVar[Path | None] = Path(__file__).with_name("strings")
    # Measured (docs/ai.md, "Strength of the default agents"): at the generic c = 0.7 the
    # 400-iteration search lost 6 of 200 games as O against greedy; at 1.4, none.
    search_tuning: ClassVar[dict[str, float]] = {"c": 1.4}

    def catalog_rules(self) -> dict[str, RuleText]:
        from arena.games.tictactoe.describe import RULES

        return dict(RULES)

    def describe_action(self, state: State[int], action: int) -> ActionInfo:
        from arena.games.tictactoe.describe import describe

        return describe(action, max(state.current_player(), 0))

    def status(self, state: State[int], seat: int | None) -> Msg:
        from arena.games.tictactoe.describe import status

        if state.is_terminal():
            return super().status(state, seat)
        return status(state.current_player(), seat)

    def new_initial_state(self) -> TicTacToeState:
        return TicTacToeState(self)

    @classmethod
    def view_model(cls) -> type[BaseModel]:
        return TicTacToeView

    def terminal_renderer(self) -> TerminalRenderer:
        from arena.games.tictactoe.render import render

        return render

    def state_from_json(self, data: Any) -> TicTacToeState:  # Any: checked here, untrusted
        board = data.get("board") if isinstance(data, dict) else None
        if (
            not isinstance(board, list)
            or len(board) != 9
            or any(type(c) is not int or c not in (0, 1, 2) for c in board)
        ):
            raise StateFormatError("tictactoe state needs a board of 9 integer cells in 0..2")
        xs, os_ = board.count(1), board.count(2)
        if xs - os_ not in (0, 1):
            raise StateFormatError("impossible tictactoe board: X moves first and players alternate")
        state = TicTacToeState(self)
        state.board = list(board)
        state._refresh()
        return state

    def observation_layout(self) -> TensorLayout:
        from arena.games.tictactoe.tensor import observation_layout

        return observation_layout()

    def num_distinct_actions(self) -> int:
        return 9

    def action_to_index(self, action: int) -> int:
        return action

    def index_to_action(self, index: int) -> int:
        self.check_index(index)
        return index

    def action_to_text(self, action: int) -> str:
        return notation.cell_to_text(action)

    def text_to_action(self, text: str) -> int:
        return notation.text_to_cell(text)


@mypyc_attr(allow_interpreted_subclasses=True)
class TicTacToeState(State[int]):
    """A board and whose turn it is (X = player 0 moves first)."""

    __slots__ = ("_player", "_winner", "board", "game")

    def __init__(
        self, game: Game[int], board: list[int] | None = None, player: int = 0, winner: int = 0
    ) -> None:
        self.game = game
        self.board = [0] * 9 if board is None else board
        self._player = player
        self._winner = winner

    def _refresh(self) -> None:
        marks = sum(1 for c in self.board if c)
        self._winner = rules.winner(self.board)
        self._player = marks % 2

    def current_player(self) -> int:
        return TERMINAL if self.is_terminal() else self._player

    def is_terminal(self) -> bool:
        return self._winner != 0 or rules.is_full(self.board)

    def legal_actions(self) -> list[int]:
        if self.is_terminal():
            return []
        return [i for i, c in enumerate(self.board) if c == 0]

    def illegal_reason(self, action: object) -> IllegalActionError | None:  # untrusted input
        from arena.core.text import Cell, msg

        if not isinstance(action, int) or not 0 <= action < 9:
            return IllegalActionError(
                f"{action!r} is not a cell",
                reason="not-a-cell",
                rule="tic-tac-toe",
                say=msg("ttt-refuse-not-a-cell"),
            )
        if self.is_terminal():
            return IllegalActionError(
                "the game is over",
                reason="game-over",
                rule="tic-tac-toe",
                say=msg("refuse-game-over"),
                rule_id="three-in-a-row",
            )
        if self.board[action]:
            cell = notation.cell_to_text(action)
            return IllegalActionError(
                f"{cell} is already marked",
                reason="occupied",
                rule="tic-tac-toe",
                say=msg("ttt-refuse-occupied", cell=Cell(cell)),
                rule_id="empty-cell",
            )
        return None

    def _apply(self, action: int) -> list[Event]:
        from arena.core.text import Cell, Seat, msg

        player = self._player
        self.step(action)
        cell = notation.cell_to_text(action)
        mark = "XO"[player]
        say = msg("ttt-event-mark", player=Seat(player), mark=mark, cell=Cell(cell))
        return [Event("mark", {"cell": cell, "mark": mark}, say=say)]

    def step(self, action: int) -> None:
        """The lean path: the mark, no event (only the lines through the new mark can win)."""
        board = self.board
        mark = board[action] = self._player + 1
        if rules.completes_line(board, action):
            self._winner = mark
        self._player = 1 - self._player

    def returns(self) -> list[float]:
        if self._winner == 1:
            return [1.0, -1.0]
        if self._winner == 2:
            return [-1.0, 1.0]
        return [0.0, 0.0]

    def clone(self) -> TicTacToeState:
        return TicTacToeState(self.game, self.board[:], self._player, self._winner)

    def view(self, player: int | None) -> dict[str, Any]:
        return self.to_json() | {"to_move": self.current_player()}

    def to_json(self) -> dict[str, Any]:
        return {"board": self.board[:]}

    def __str__(self) -> str:
        rows = ["".join(".XO"[c] for c in self.board[r * 3 : r * 3 + 3]) for r in range(3)]
        return "\n".join(rows)
