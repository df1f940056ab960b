"""What players read of tic-tac-toe: each action as data, the status line, the rules cited."""

from __future__ import annotations

from arena.core.describe import ActionInfo, info
from arena.core.text import Cell, Msg, RuleText, Seat, msg
from arena.games.tictactoe import notation

RULES = {
    "empty-cell": RuleText("tic-tac-toe", "A player marks an empty cell."),
    "three-in-a-row": RuleText("tic-tac-toe", "Three marks in a row, a column or a diagonal win."),
}


def describe(cell: int, player: int) -> ActionInfo:
    """Marking ``cell`` (X for the first player, O for the second)."""
    return info(
        "mark",
        msg("ttt-mark", cell=Cell(notation.cell_to_text(cell)), mark="XO"[player]),
        cell=Cell(notation.cell_to_text(cell)),
    )


def status(to_move: int, seat: int | None) -> Msg:
    mark = "XO"[to_move]
    if seat == to_move:
        return msg("ttt-status-yours", mark=mark)
    return msg("ttt-status-other", player=Seat(to_move), mark=mark)
