"""Replay logs: JSON lines of (header, one line per action with the state hash after it).

Replaying a log rebuilds every state and checks each hash, so a log proves that the engine
still plays the recorded game identically.
"""

from __future__ import annotations

import json
from collections.abc import Iterable, Iterator
from pathlib import Path
from typing import Any

from arena.core import registry
from arena.core.driver import GameRecord
from arena.core.errors import ArenaError, ReplayError
from arena.core.serialization import state_hash
from arena.core.state import State

FORMAT = "arena-replay/1"


def record_lines(record: GameRecord, *, hashes: bool = True) -> Iterator[str]:
    """The JSON lines of a replay log for ``record`` (replays it to compute hashes)."""
    game = registry.load(record.game_id, **record.options)
    yield json.dumps(
        {
            "format": FORMAT,
            "game": record.game_id,
            "version": game.info.version,
            "options": record.options,
            "seed": record.seed,
        }
    )
    state = game.new_initial_state()
    for i, step in enumerate(record.steps):
        state.apply(step.action)
        line: dict[str, Any] = {"i": i, "p": step.player, "a": step.text, "x": step.index}
        if hashes:
            line["h"] = state_hash(state)
        yield json.dumps(line)
    yield json.dumps({"end": True, "returns": state.returns(), "terminal": state.is_terminal()})


def write_replay(record: GameRecord, path: str | Path) -> None:
    Path(path).write_text("\n".join(record_lines(record)) + "\n", encoding="utf-8")


def replay_lines(lines: Iterable[str]) -> tuple[State[Any], list[dict[str, Any]]]:
    """Rebuild the game of a log; raises ReplayError naming the first line that differs."""
    it = iter(enumerate(lines, start=1))
    try:
        _, first = next(it)
        header = json.loads(first)
    except (StopIteration, json.JSONDecodeError) as exc:
        raise ReplayError("replay log has no valid header line") from exc
    if not isinstance(header, dict):
        raise ReplayError("replay header must be a JSON object")
    if header.get("format") != FORMAT:
        raise ReplayError(f"unknown replay format {header.get('format')!r}")
    options = header.get("options", {})
    if not isinstance(options, dict):
        raise ReplayError("replay header: options must be a JSON object")
    try:
        game = registry.load(str(header["game"]), **options)
    except (ArenaError, KeyError, TypeError) as exc:
        raise ReplayError(f"replay header: {exc}") from exc
    if header.get("version") not in (None, game.info.version):
        raise ReplayError(
            f"log made with {header['game']} version {header['version']}, engine is {game.info.version}"
        )
    state = game.new_initial_state()
    rows: list[dict[str, Any]] = []
    ended = False
    for lineno, text in it:
        if not text.strip():
            continue
        try:
            row = json.loads(text)
        except json.JSONDecodeError as exc:
            raise ReplayError(f"line {lineno}: not JSON ({exc.msg})") from exc
        if not isinstance(row, dict):
            raise ReplayError(f"line {lineno}: expected a JSON object")
        if row.get("end"):
            if row.get("returns") is not None and row["returns"] != state.returns():
                raise ReplayError(f"line {lineno}: returns {state.returns()} != {row['returns']}")
            if "terminal" in row and row["terminal"] != state.is_terminal():
                raise ReplayError(f"line {lineno}: terminal flag differs from the replayed game")
            ended = True
            break
        try:
            player = state.current_player()
            action = game.parse_action(str(row["a"]))
            if "x" in row and game.action_to_index(action) != row["x"]:
                raise ReplayError(
                    f"action {row['a']!r} has index {game.action_to_index(action)}, log says {row['x']}"
                )
            if "p" in row and row["p"] != player:
                raise ReplayError(f"the log says player {row['p']} acted; it was {player}")
            state.apply(action)
        except ReplayError as exc:
            raise ReplayError(f"line {lineno}: {exc.message}") from exc
        except (ArenaError, KeyError, TypeError, ValueError) as exc:
            raise ReplayError(f"line {lineno}: {exc}") from exc
        if "h" in row and state_hash(state) != row["h"]:
            raise ReplayError(f"line {lineno}: state hash differs from the log (desync)")
        rows.append(row)
    if not ended:
        raise ReplayError("replay log is truncated: no end line")
    return state, rows


def read_replay(path: str | Path) -> tuple[State[Any], list[dict[str, Any]]]:
    return replay_lines(Path(path).read_text(encoding="utf-8").splitlines())
