"""``arena.core.replay``: writing logs, replaying them, and rejecting bad ones."""

from __future__ import annotations

import json
from pathlib import Path

import pytest

from arena.ai.random_agent import RandomAgent
from arena.core import registry
from arena.core.driver import GameRecord, play_game
from arena.core.errors import ReplayError
from arena.core.replay import FORMAT, read_replay, record_lines, replay_lines, write_replay
from arena.core.serialization import state_hash

HEADER = json.dumps({"format": FORMAT, "game": "tictactoe", "options": {}, "seed": 0})
END = json.dumps({"end": True})


@pytest.fixture
def record() -> GameRecord:
    game = registry.load("tictactoe")
    record = play_game(game, [RandomAgent(), RandomAgent()], seed=11)
    assert record.terminal and len(record.steps) >= 5
    return record


def line(i: int, text: str, **extra: object) -> str:
    return json.dumps({"i": i, "p": i % 2, "a": text, **extra})


def test_log_layout(record: GameRecord) -> None:
    lines = [json.loads(t) for t in record_lines(record)]
    header, *rows, end = lines
    assert header == {"format": FORMAT, "game": "tictactoe", "version": "1", "options": {}, "seed": 11}
    assert [r["a"] for r in rows] == [s.text for s in record.steps]
    assert [r["x"] for r in rows] == [s.index for s in record.steps]
    assert [r["i"] for r in rows] == list(range(len(rows)))
    assert end == {"end": True, "returns": record.returns, "terminal": True}
    assert record.final_state is not None
    assert rows[-1]["h"] == state_hash(record.final_state)


def test_replay_reproduces_the_game(record: GameRecord) -> None:
    state, rows = replay_lines(record_lines(record))
    assert record.final_state is not None
    assert state.to_json() == record.final_state.to_json()
    assert state.returns() == record.returns
    assert len(rows) == len(record.steps)


def test_write_and_read(record: GameRecord, tmp_path: Path) -> None:
    path = tmp_path / "game.jsonl"
    write_replay(record, path)
    state, _ = read_replay(path)
    assert record.final_state is not None
    assert state.to_json() == record.final_state.to_json()


def test_log_without_hashes_replays(record: GameRecord) -> None:
    lines = list(record_lines(record, hashes=False))
    assert all("h" not in json.loads(t) for t in lines[1:-1])
    state, _ = replay_lines(lines)
    assert record.final_state is not None
    assert state.to_json() == record.final_state.to_json()


def test_blank_lines_are_skipped(record: GameRecord) -> None:
    lines = list(record_lines(record))
    spaced = [lines[0], "", *(x for t in lines[1:] for x in (t, "   "))]
    _, rows = replay_lines(spaced)
    assert len(rows) == len(record.steps)


def test_altered_hash_names_its_line(record: GameRecord) -> None:
    lines = list(record_lines(record))
    row = json.loads(lines[3])
    row["h"] = "0" * 16
    lines[3] = json.dumps(row)
    with pytest.raises(ReplayError, match="line 4: state hash differs"):
        replay_lines(lines)


def test_illegal_action_line(record: GameRecord) -> None:
    lines = list(record_lines(record))
    first = json.loads(lines[1])["a"]
    lines[2] = line(1, first)  # the cell just marked
    with pytest.raises(ReplayError, match="line 3") as info:
        replay_lines(lines)
    assert "already marked" in info.value.message


def test_returns_mismatch_at_the_end(record: GameRecord) -> None:
    lines = list(record_lines(record))
    lines[-1] = json.dumps({"end": True, "returns": [5, 5], "terminal": True})
    with pytest.raises(ReplayError, match="returns"):
        replay_lines(lines)


@pytest.mark.parametrize(
    ("lines", "match"),
    [
        ([], "no valid header"),
        (["not json"], "no valid header"),
        (["", HEADER], "no valid header"),
        ([json.dumps({"format": "arena-replay/0", "game": "tictactoe"})], "unknown replay format"),
        ([json.dumps({"game": "tictactoe"})], "unknown replay format"),
        ([json.dumps({"format": FORMAT})], "replay header"),
        ([json.dumps({"format": FORMAT, "game": "chess"})], "replay header: unknown game"),
        ([json.dumps({"format": FORMAT, "game": "tictactoe", "options": {"size": 4}})], "size"),
        ([HEADER, "{not json", END], "line 2: not JSON"),
        ([HEADER, json.dumps({"i": 0}), END], "line 2"),
        ([HEADER, line(0, "z9"), END], "line 2: not a tic-tac-toe cell"),
        ([HEADER, line(0, "#12"), END], "line 2: action index 12"),
    ],
    ids=[
        "empty-log",
        "header-not-json",
        "blank-header",
        "old-format",
        "no-format",
        "no-game",
        "unknown-game",
        "bad-option",
        "row-not-json",
        "row-without-action",
        "bad-notation",
        "bad-index",
    ],
)
def test_malformed_logs_raise_replay_error(lines: list[str], match: str) -> None:
    with pytest.raises(ReplayError, match=match):
        replay_lines(lines)


def test_header_and_end_replay_to_the_initial_state() -> None:
    state, rows = replay_lines([HEADER, END])
    assert rows == []
    assert state.to_json() == registry.load("tictactoe").new_initial_state().to_json()


def test_index_notation_in_a_log_is_accepted() -> None:
    state, _ = replay_lines([HEADER, line(0, "#4"), line(1, "a1"), END])
    assert state.to_json()["board"] == [0, 0, 0, 0, 1, 0, 2, 0, 0]


@pytest.mark.parametrize("cut", [1, 2, 5])
def test_truncated_log_is_rejected(record: GameRecord, cut: int) -> None:
    lines = list(record_lines(record))
    with pytest.raises(ReplayError, match="truncated"):
        replay_lines(lines[:-cut])


def test_truncated_draw_log_with_its_end_line_is_rejected() -> None:
    """Returns of 0 match a mid-game state: only the terminal flag reveals the cut."""
    game = registry.load("tictactoe")
    draw = next(
        r
        for seed in range(500)
        if (r := play_game(game, [RandomAgent(), RandomAgent()], seed)).returns == [0.0, 0.0]
    )
    lines = list(record_lines(draw))
    assert json.loads(lines[-1]) == {"end": True, "returns": [0.0, 0.0], "terminal": True}
    with pytest.raises(ReplayError, match="line 4: terminal flag"):
        replay_lines([*lines[:3], lines[-1]])


def test_index_disagreeing_with_the_text(record: GameRecord) -> None:
    lines = list(record_lines(record))
    row = json.loads(lines[1])
    lines[1] = json.dumps({**row, "x": (row["x"] + 1) % 9})
    with pytest.raises(ReplayError, match=r"line 2: .*index"):
        replay_lines(lines)


def test_wrong_player_in_a_row(record: GameRecord) -> None:
    lines = list(record_lines(record))
    row = json.loads(lines[2])
    lines[2] = json.dumps({**row, "p": 0})
    with pytest.raises(ReplayError, match=r"line 3: .*player 0"):
        replay_lines(lines)


def test_engine_version_mismatch() -> None:
    header = json.dumps({"format": FORMAT, "game": "tictactoe", "version": "0", "options": {}})
    with pytest.raises(ReplayError, match="version"):
        replay_lines([header, END])


@pytest.mark.parametrize(
    "row",
    ["[]", "7", json.dumps({"i": 0, "a": 4}), json.dumps({"i": 0, "a": None})],
    ids=["row-list", "row-number", "a-int", "a-null"],
)
def test_rows_that_are_not_action_objects(row: str) -> None:
    with pytest.raises(ReplayError, match="line 2"):
        replay_lines([HEADER, row, END])


@pytest.mark.parametrize(
    "header",
    [
        "null",
        "[1, 2]",
        "42",
        '"arena-replay/1"',
        json.dumps({"format": FORMAT, "game": "tictactoe", "options": [1]}),
    ],
    ids=["null", "list", "number", "string", "options-list"],
)
def test_non_object_header_raises_replay_error(header: str) -> None:
    with pytest.raises(ReplayError):
        replay_lines([header, END])
