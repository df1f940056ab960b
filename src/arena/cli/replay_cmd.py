"""``arena replay``: re-play a replay log, checking every recorded state hash."""

from __future__ import annotations

import json
from dataclasses import dataclass
from pathlib import Path
from typing import Any

from arena.core.errors import ArenaError, ReplayError
from arena.core.replay import read_replay
from arena.core.state import State


@dataclass
class ReplayCheck:
    """A log that replayed cleanly: the final state and what the log holds."""

    state: State[Any]
    actions: int
    chance: int
    ended: bool


def check_replay(path: Path, *, verify: bool = False) -> ReplayCheck:
    """Replay ``path`` (hashes are always checked when present).

    With ``verify`` the log must also be complete: a hash on every action line, indices
    that match the notation, and an end line whose terminal flag matches the final state.
    Raises ReplayError.
    """
    try:
        state, rows = read_replay(path)
    except OSError as exc:
        raise ReplayError(f"cannot read {path}: {exc.strerror or exc}") from exc
    except UnicodeDecodeError as exc:
        raise ReplayError(f"{path} is not UTF-8 text") from exc
    except ReplayError:
        raise
    except Exception as exc:  # a malformed row or an engine failure while re-playing
        raise ReplayError(f"replay failed: {type(exc).__name__}: {exc}") from exc
    if verify:
        _verify(path, state, rows)
    chance = sum(1 for r in rows if r.get("p", 0) < 0)
    return ReplayCheck(state, len(rows) - chance, chance, _end_row(path) is not None)


def _end_row(path: Path) -> dict[str, Any] | None:
    """The log's end line (``{"end": true, ...}``), if any."""
    for line in path.read_text(encoding="utf-8").splitlines():
        try:
            row = json.loads(line)
        except json.JSONDecodeError:
            continue
        if isinstance(row, dict) and row.get("end"):
            return row
    return None


def _verify(path: Path, state: State[Any], rows: list[dict[str, Any]]) -> None:
    game = state.game
    for row in rows:
        where = f"action {row.get('i', '?')}"
        if "h" not in row:
            raise ReplayError(f"{where}: no state hash (cannot be verified)")
        if "x" in row:
            try:
                index = game.action_to_index(game.parse_action(row["a"]))
            except ArenaError as exc:
                raise ReplayError(f"{where}: {exc}") from exc
            if index != row["x"]:
                raise ReplayError(f"{where}: index {row['x']} does not match {row['a']!r} (#{index})")
    end = _end_row(path)
    if end is None:
        raise ReplayError("the log has no end line (truncated?)")
    if end.get("terminal") is not None and end["terminal"] != state.is_terminal():
        raise ReplayError(f"end line says terminal={end['terminal']}, the replay gives {state.is_terminal()}")
