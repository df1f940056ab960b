"""``arena analyze``: the coach on a replay log — the top moves at one step, or a review of a
seat's whole game — and the tables ``arena play``'s ``coach`` command shows too.

Every word comes from the CLI's strings (``coach-*``, ``review-*``) in the chosen language;
moves are named by the game's own action labels.
"""

from __future__ import annotations

import json
from dataclasses import dataclass
from pathlib import Path
from typing import TYPE_CHECKING, Any

from arena.ai.analysis import Analysis, MoveAdvice, Review, analyze, review
from arena.cli.messages import tr
from arena.core.errors import ArenaError, ReplayError
from arena.core.game import Game
from arena.core.replay import read_replay
from arena.core.state import State
from arena.core.text import Seat

if TYPE_CHECKING:
    from rich.console import Console

BAR = 10
"""Characters of a share bar."""


@dataclass(frozen=True)
class Budget:
    """What one analysis may spend (``iters`` and/or ``seconds``) and its seed."""

    iters: int | None = None
    seconds: float | None = None
    seed: int = 0


def logged_game(path: Path) -> tuple[Game[Any], list[tuple[int, Any]]]:
    """The game of a replay log and its (player, action) steps, chance included."""
    try:
        final, rows = read_replay(path)
    except OSError as exc:
        raise ReplayError(f"cannot read {path}: {exc.strerror or exc}") from exc
    game = final.game
    return game, [(int(row["p"]), game.parse_action(str(row["a"]))) for row in rows]


def position_at(game: Game[Any], steps: list[tuple[int, Any]], at: int) -> State[Any]:
    """The position before step ``at`` (``at`` = the number of steps played)."""
    if not 0 <= at <= len(steps):
        raise ArenaError(f"--at must be in 0..{len(steps)}", reason="bad-option")
    state = game.new_initial_state()
    for _, action in steps[:at]:
        state.apply(action)
    return state


def last_decision(steps: list[tuple[int, Any]], seat: int | None) -> int:
    """The step of the last decision (of ``seat``, when given) in the log."""
    for i in range(len(steps) - 1, -1, -1):
        player = steps[i][0]
        if player >= 0 and (seat is None or player == seat):
            return i
    raise ArenaError("the log has no decision to analyze", reason="bad-option")


def run_analysis(
    path: Path, at: int | None, seat: int | None, budget: Budget, locale: str
) -> tuple[Game[Any], Analysis]:
    """``arena analyze FILE [--at STEP] [--seat N]``: the seat to move at that step (default:
    the last decision in the log) analyzed."""
    game, steps = logged_game(path)
    step = last_decision(steps, seat) if at is None else at
    state = position_at(game, steps, step)
    who = state.current_player() if seat is None else seat
    found = analyze(
        game,
        state,
        who,
        iters=budget.iters,
        seconds=budget.seconds,
        seed=budget.seed,
        locale=locale,
        step=step,
    )
    return game, found


def run_review(path: Path, seat: int, budget: Budget, locale: str) -> tuple[Game[Any], Review]:
    """``arena analyze FILE --review --seat N``."""
    game, steps = logged_game(path)
    if not 0 <= seat < game.num_players:
        raise ArenaError(f"--seat must be in 0..{game.num_players - 1}", reason="bad-option")
    found = review(
        game, steps, seat, iters=budget.iters, seconds=budget.seconds, seed=budget.seed, locale=locale
    )
    return game, found


def measure_text(measure: str, value: float, locale: str) -> str:
    """A value as the player reads it: a win chance in percent, or expected Fame."""
    if measure == "fame":
        return tr(locale, "coach-fame", fame=f"{value:.1f}")
    return tr(locale, "coach-win", percent=f"{100 * value:.0f}")


def share_bar(share: float) -> str:
    full = round(share * BAR)
    return "█" * full + "·" * (BAR - full) + f" {100 * share:.0f}%"


def print_analysis(found: Analysis, console: Console, locale: str) -> None:
    """The coach's table: each top move's label, notation, share bar and value."""
    from rich.markup import escape
    from rich.table import Table

    title = tr(
        locale,
        "coach-title",
        player=Seat(found.seat),
        step=str(found.step),
        estimate=measure_text(found.measure, found.value, locale),
        iterations=str(found.iterations),
    )
    table = Table(title=title, title_justify="left")
    table.add_column("#", justify="right")
    table.add_column(tr(locale, "coach-col-move"))
    table.add_column(tr(locale, "coach-col-notation"))
    table.add_column(tr(locale, "coach-col-share"))
    table.add_column(tr(locale, "coach-col-value"), justify="right")
    for rank, move in enumerate(found.moves, start=1):
        value = measure_text(found.measure, move.value, locale)
        table.add_row(str(rank), escape(move.label), escape(move.text), share_bar(move.share), value)
    console.print(table)


def print_review(found: Review, console: Console, locale: str) -> None:
    """The review: the marked moves, largest drop first (step, move played, better move)."""
    from rich.table import Table

    console.print(tr(locale, "review-title", player=Seat(found.seat), n=len(found.moves)), markup=False)
    if not found.marked:
        console.print(tr(locale, "review-none"), markup=False)
        return
    table = Table()
    table.add_column(tr(locale, "review-col-step"), justify="right")
    table.add_column(tr(locale, "review-col-played"))
    table.add_column(tr(locale, "review-col-better"))
    table.add_column(tr(locale, "review-col-drop"), justify="right")
    by_step = {m.step: m for m in found.moves}
    for step in found.marked:
        move = by_step[step]
        table.add_row(
            str(step),
            _move_cell(move.played, found.measure, locale),
            _move_cell(move.best, found.measure, locale),
            f"-{_amount(found.measure, move.drop)}",
        )
    console.print(table)


def _move_cell(move: MoveAdvice, measure: str, locale: str) -> str:
    from rich.markup import escape

    return escape(f"{move.label} [{move.text}] — {measure_text(measure, move.value, locale)}")


def _amount(measure: str, drop: float) -> str:
    return f"{drop:.1f}" if measure == "fame" else f"{100 * drop:.0f}%"


def to_json(found: Analysis | Review) -> str:
    return json.dumps(found.to_json(), indent=2, ensure_ascii=False)
